Feature: 24 The end of the game
  A player wins with twelve cores counted in the core zone and the leader zone, loses at 0 life or
  when a required draw finds an empty deck, and may concede at any time, even in the opponent's turn.

  @clause:24-2b @clause:28-1
  Scenario Outline: 24-2b Twelve cores in the core zone and the leader zone win the game; eleven do not
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 5 active and 4 exhausted cores
    And p1's wait zone I holds no cards and <cores> cores
    When p1 ends the main phase
    Then <result>

    Examples:
      | cores | result                              |
      | 0     | the game is not over                |
      | 1     | p2 loses the game because of cores  |

  @clause:24-2b
  Scenario: 24-2b Cores waiting in a wait zone do not count toward the twelve
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 5 active and 4 exhausted cores
    And p1's wait zone II holds no cards and 3 cores
    Then p1 counts 11 cores toward the core victory
    When p1 ends the main phase
    Then the game is not over

  @clause:24-3d @clause:01-8
  Scenario: 24-3d The non-turn player may concede in the opponent's turn and loses
    Given a game on turn 3 in the main phase with p1 to play
    When p2 concedes
    Then p2 loses the game because of concede
