Feature: 8 Class change bonus processing
  At a check timing each unit whose class change bonus was triggered makes its player draw one card; then every
  bonus is cleared.

  Background:
    Given the test cards:
      | id     | name         | unit | cost | cc cost |
      | ROY-1  | Roy, cadet   | Roy  | 1    |         |
      | ROY-CC | Roy, general | Roy  | 4    | 2       |

  @clause:8.1
  Scenario: 8.1 The class changed unit's player draws, not the opponent
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then p1's hand holds 1 card
    And p2's hand holds 0 cards
    And p2's deck holds 10 cards

  @clause:8.1.1
  Scenario: 8.1.1 One card is drawn for the class changed unit
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then p1's deck holds 9 cards
    And the log has exactly 1 events like:
      """
      {"event": "draw", "player": "p1"}
      """

  @clause:8.1.2
  Scenario: 8.1.2 The bonus is cleared once drawn: the next check timings draw nothing more
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    And p1 ends the deployment phase
    Then p1's hand holds 1 card
    And p1's deck holds 9 cards
