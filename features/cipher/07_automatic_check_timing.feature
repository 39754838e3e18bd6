Feature: 7 Automatic check timing
  A check timing processes class change bonuses first, then rule processing, then one triggered skill, and starts over
  after each skill carried out.

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

  @clause:7.2.3 @needs:skill.automatic
  Scenario: 7.2.3 A triggered skill is carried out at the check timing after the action, before the next choice
    Given the test cards:
      | id    | name  | unit  | cost | skills                |
      | SCOUT | Scout | Scout | 1    | when deployed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's deck holds "FILL-03" as "top" and "FILL-04" as "second"
    And p1's hand holds "SCOUT" as "scout"
    When p1 deploys "scout" to the front line
    Then p1's hand holds exactly "top"
    And the pending decision is "deployment" for p1

  @clause:7.2.3.1 @needs:skill.automatic
  Scenario: 7.2.3.1 After a skill is carried out the check timing starts over: rule processing before the next skill
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                    |
      | BOMBER | Bomber | Bomber | 1    | when deployed: destroy the opponent's units; when deployed: draw 1; when deployed: draw 2 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "CHROM" as "chrom" in the back line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then the pending decision is "trigger" for p1
    And p2's retreat area holds exactly "soldier"
    And p2's front line holds exactly "chrom"
    When p1 chooses the skill 2 of "bomber"
    Then p1's hand holds 3 cards
    And the pending decision is "deployment" for p1
