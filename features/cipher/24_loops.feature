Feature: 24 Loops
  A loop is a situation in which something is repeated without limit. A loop no player can stop ends the game in a
  draw at once; a loop one player can stop (here through a "you may" skill) is repeated as many times as that player
  chooses, and that player may not start it again in this game.

  Background:
    Given the test cards:
      | id   | name | unit | cost | skills                             |
      | PING | Ping | Ping | 1    | when moved: move your Pong         |
      | PONG | Pong | Pong | 1    | when moved: move your Ping         |
      | TICK | Tick | Tick | 1    | when moved (may): move your Tock   |
      | TOCK | Tock | Tock | 1    | when moved: move your Tick         |

  @clause:24.2 @needs:skill.automatic
  Scenario: 24.2 Two units moving each other with no choice anywhere: nobody can stop the loop, the game is a draw at once
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "PING" as "ping" in the back line
    And p1 has the unit "PONG" as "pong" in the front line
    When p1 moves "ping"
    Then the game is a draw because of loop
    And no player has a legal action

  @clause:24.2 @needs:skill.automatic
  Scenario: 24.2 A chain of moves that comes to an end is no loop: the game goes on
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "PING" as "ping" in the back line
    And p1 has the unit "FILL-03" as "soldier" in the front line
    When p1 moves "ping"
    Then the game is not over
    And "ping" is in p1's front line
    And the pending decision is "action" for p1

  @clause:24.2.1 @needs:skill.automatic
  Scenario: 24.2.1 A loop only its player can stop: repeated as often as that player chooses, then stopped, the game goes on
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TICK" as "tick" in the back line
    And p1 has the unit "TOCK" as "tock" in the front line
    When p1 moves "tick"
    Then the pending decision is "use_skill" for p1
    When p1 carries out the effect
    Then the pending decision is "use_skill" for p1
    And "tick" is in p1's back line
    And "tock" is in p1's back line
    When p1 carries out the effect
    Then the pending decision is "use_skill" for p1
    And "tick" is in p1's front line
    And "tock" is in p1's front line
    When p1 declines the effect
    Then the game is not over
    And "tick" is in p1's front line
    And "tock" is in p1's front line
    And the pending decision is "action" for p1

  @clause:24.2.1 @needs:skill.automatic
  Scenario: 24.2.1 The player who stopped a loop may not start it again this game: the skill is no longer offered
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TICK" as "tick" in the back line
    And p1 has the unit "TOCK" as "tock" in the front line
    When p1 moves "tick"
    And p1 carries out the effect
    And p1 carries out the effect
    And p1 declines the effect
    And p1 moves "tock"
    Then the pending decision is "action" for p1
    And "tock" is in p1's back line
    And "tick" is in p1's back line
    And the skill 0 of "tick" is triggered 0 times

  @clause:24.2.1 @needs:skill.automatic
  Scenario: 24.2.1 Declining a skill before any loop unit came back stops no loop: the skill is offered again later
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TICK" as "tick" in the back line
    And p1 has the unit "TOCK" as "tock" in the front line
    When p1 moves "tick"
    And p1 declines the effect
    And p1 moves "tock"
    Then the pending decision is "use_skill" for p1

  @clause:24.3 @needs:skill.automatic @needs:skill.activated
  Scenario Outline: 24.3 A loop both players can stop: each names a number, the smaller is repeated and its chooser stops it; the other may not start it again
    Given the test cards:
      | id    | name  | unit  | cost | skills                                          |
      | EAST  | East  | East  | 1    | when moved (may): move the opponent's West      |
      | WEST  | West  | West  | 1    | when moved (may): move the opponent's East      |
      | NORTH | North | North | 1    | act: move your East                             |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "EAST" as "east" in the back line
    And p1 has the unit "NORTH" as "north" in the back line
    And p2 has the unit "WEST" as "west" in the front line
    When p1 moves "east"
    And p1 carries out the effect
    And p2 carries out the effect
    And p1 carries out the effect
    And p2 carries out the effect
    Then the pending decision is "loop_count" for p1
    When p1 names <first> loop units
    Then the pending decision is "loop_count" for p2
    When p2 names <second> loop units
    Then the game is not over
    And "east" is in p1's front line
    And "west" is in p2's <line> line
    And the pending decision is "action" for p1
    When p1 uses the skill 0 of "north"
    Then the pending decision is "<next>" for p1

    Examples:
      | first | second | line  | next      |
      | 2     | 1      | back  | action    |
      | 1     | 2      | front | use_skill |
      | 0     | 3      | front | use_skill |

  @clause:24.3.1 @needs:skill.automatic
  Scenario: 24.3.1 The non-turn player cannot name the same number of loop units as the turn player
    Given the test cards:
      | id   | name | unit | cost | skills                                     |
      | EAST | East | East | 1    | when moved (may): move the opponent's West |
      | WEST | West | West | 1    | when moved (may): move the opponent's East |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "EAST" as "east" in the back line
    And p2 has the unit "WEST" as "west" in the front line
    When p1 moves "east"
    And p1 carries out the effect
    And p2 carries out the effect
    And p1 carries out the effect
    And p2 carries out the effect
    And p1 names 2 loop units
    And p2 tries to name 2 loop units
    Then the action is rejected citing clause 24.3.1
    And the pending decision is "loop_count" for p2
    When p2 names 3 loop units
    Then the game is not over
    And "west" is in p2's front line
