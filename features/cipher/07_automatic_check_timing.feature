Feature: 7 Automatic check timing
  A check timing processes class change bonuses first, then rule processing (triggered skills come with skills).

  Background:
    Given the test cards:
      | id     | name         | unit | cost | cc cost |
      | ROY-1  | Roy, cadet   | Roy  | 1    |         |
      | ROY-CC | Roy, general | Roy  | 4    | 2       |

  @clause:7.2.1 @clause:7.2.2
  Scenario: 7.2.1 The class change bonus comes first: drawing the last card loses at the same check timing
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1's deck holds "FILL-03" as "last card"
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then p1's hand holds exactly "last card"
    And p1 loses the game because of deck

  @clause:7.2.2 @clause:13.4.1.1
  Scenario: 7.2.2 Rule processing runs at a check timing: two units of one name before the deployment phase's choice
    Given a game on turn 3 in the deployment phase with p2 to play
    And p2 has the unit "FILL-05" as "a" in the back line
    And p2 has the unit "FILL-05" as "b" in the back line
    When the game is started
    Then the pending decision is "keep_unit" for p2
