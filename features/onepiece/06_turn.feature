Feature: Chapter 6 - the flow of a turn
  The draw phase, the DON!! phase, giving DON!! in the main phase,
  and the ban on battles during each player's first turn.

  @clause:6-3-1
  Scenario: 6-3-1 The second player draws one card in the draw phase of their first turn
    Given a game on turn 2 in the draw phase with p2 to play
    And p2's hand holds "C-A" as "h1"
    And p2's deck holds 5 cards of "C-B"
    Then it is p2's main phase
    And p2's hand has 2 cards
    And p2's hand contains "p2-deck1"
    And p2's deck has 4 cards
    And the log shows p2 drew 1 card during turn 2

  @clause:6-3-1
  Scenario: 6-3-1 The first player draws no card on the first turn of the game
    Given a game on turn 1 in the draw phase with p1 to play
    And p1's hand holds 5 cards of "C-A"
    And p1's deck holds 5 cards of "C-B"
    Then it is p1's main phase
    And p1's hand has 5 cards
    And p1's deck has 5 cards
    And the log shows p1 drew 0 cards during turn 1

  @clause:6-4-1 @clause:3-9-3
  Scenario: 6-4-1 The first player gets a single DON!! on the first turn of the game
    Given a game on turn 1 in the DON!! phase with p1 to play
    And p1's DON!! deck holds 10 DON!!
    Then it is p1's main phase
    And p1's cost area has 1 active and 0 rested DON!!
    And p1's DON!! deck has 9 DON!!

  @clause:6-4-1 @clause:3-9-3
  Scenario: 6-4-1 The second player gets two DON!! already on their first turn
    Given a game on turn 2 in the DON!! phase with p2 to play
    And p2's DON!! deck holds 10 DON!!
    Then it is p2's main phase
    And p2's cost area has 2 active and 0 rested DON!!
    And p2's DON!! deck has 8 DON!!

  @clause:6-4-2 @clause:6-4-1
  Scenario Outline: 6-4-2 A DON!! deck that cannot supply two gives what it has
    Given a game on turn 5 in the DON!! phase with p1 to play
    And p1's DON!! deck holds <left> DON!!
    And p1's cost area holds 3 rested DON!!
    Then it is p1's main phase
    And p1's cost area has <placed> active and 3 rested DON!!
    And p1's DON!! deck has 0 DON!!

    Examples:
      | left | placed |
      | 1    | 1      |
      | 2    | 2      |

  @clause:6-4-3
  Scenario: 6-4-3 An empty DON!! deck adds nothing and the turn goes on
    Given a game on turn 7 in the DON!! phase with p1 to play
    And p1's DON!! deck holds 0 DON!!
    And p1's cost area holds 10 rested DON!!
    Then it is p1's main phase
    And p1's cost area has 0 active and 10 rested DON!!
    And p1's DON!! deck has 0 DON!!
    And the game is not over

  @clause:6-5-5-2 @clause:6-5-5-1
  Scenario: 6-5-5-2 A DON!! given during your own turn adds 1000 power
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 3    | 3000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ZORO" as "zoro"
    And p1's cost area holds 2 active DON!!
    When p1 gives 1 DON!! to "zoro"
    Then "zoro" has 1 DON!! given
    And "zoro" has 4000 power
    And p1's cost area has 1 active and 0 rested DON!!

  @clause:6-5-5-2
  Scenario: 6-5-5-2 DON!! given to your cards add no power during your opponent's turn
    Given the test cards:
      | id     | category  | cost | power |
      | L-RED  | leader    |      | 5000  |
      | C-ZORO | character | 3    | 3000  |
    And a game on turn 4 in the main phase with p2 to play
    And p1's leader is "L-RED" with 1 DON!! given
    And p1 has a character "C-ZORO" as "zoro" with 2 DON!! given
    Then "zoro" has 2 DON!! given
    And "zoro" has 3000 power
    And "p1-leader" has 5000 power

  @clause:6-5-6-1
  Scenario Outline: 6-5-6-1 Neither player may battle on their own first turn
    Given a game on turn <turn> in the main phase with <player> to play
    When <player> tries to attack "<target>" with "<player>-leader"
    Then the action is rejected citing clause 6-5-6-1
    And the game state is unchanged
    And <player> cannot attack "<target>" with "<player>-leader"

    Examples:
      | turn | player | target    |
      | 1    | p1     | p2-leader |
      | 2    | p2     | p1-leader |

  @clause:6-5-6-1
  Scenario: 6-5-6-1 From the first player's second turn on, battles are allowed
    Given a game on turn 3 in the main phase with p1 to play
    Then p1 can attack "p2-leader" with "p1-leader"
    When p1 attacks "p2-leader" with "p1-leader"
    Then "p1-leader" is rested
    And the log has the event:
      """
      {"event": "attack", "player": "p1", "attacker": "p1-leader", "target": "p2-leader"}
      """
