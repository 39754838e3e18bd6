Feature: 4 Card anatomy
  A deploy cost, class change cost, power or support printed as X counts as 0; a unit's power may fall to 0 or below
  through skills, and such a unit stays on the battlefield.

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | cc cost | power | support | skills          |
      | FREE    | Free    | Free    | X    |         | 10    |         |                 |
      | PAGE    | Page    | Page    | 1    |         | 10    |         |                 |
      | LORD    | Lord    | Lord    | 4    | X       | 30    |         |                 |
      | LORD-1  | Lord    | Lord    | 1    |         | 10    |         |                 |
      | BLANK   | Blank   | Blank   | 1    |         | X     |         |                 |
      | NOBODY  | Nobody  | Nobody  | 1    |         | 10    | X       |                 |
      | HELPER  | Helper  | Helper  | 1    |         | 10    | 20      |                 |
      | WEAK    | Weak    | Weak    | 1    |         | 20    |         | its power -30   |
      | SPENT   | Spent   | Spent   | 1    |         | 20    |         | its power -20   |

  @clause:4.2.3 @needs:action.deploy
  Scenario: 4.2.3 A deploy cost of X is 0: deployed with no bond, it adds nothing to the phase's total
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "FREE" as "free", "PAGE" as "page"
    When p1 deploys "free" to the back line
    Then the deployment phase has spent 0
    When p1 deploys "page" to the back line
    Then the deployment phase has spent 1
    And p1's back line holds exactly "free" and "page"

  @clause:4.2.3 @needs:action.deploy
  Scenario: 4.2.3 A deploy cost of X is 0: it can be deployed without any bond
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds nothing
    And p1's hand holds "FREE" as "free"
    When p1 deploys "free" to the front line
    Then p1's front line holds exactly "p1-mc" and "free"

  @clause:4.3.3 @needs:action.level_up
  Scenario: 4.3.3 A class change cost of X is 0: the class change is made with no bond, and its bonus drawn
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds nothing
    And p1 has the unit "LORD-1" as "lord" in the back line
    And p1's hand holds "LORD" as "lord2"
    When p1 levels up "lord" with "lord2"
    Then "lord2" is class changed this turn
    And the deployment phase has spent 0
    And p1's hand holds 1 card

  @clause:4.11.3 @needs:battle
  Scenario: 4.11.3 A power of X is 0: a unit of power X is destroyed by an attacker of power 0
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "BLANK" as "blank" in the front line
    When the game is started
    Then "blank" has power 0
    When p1 attacks "blank" with "p1-mc"
    Then p2's front line holds exactly "p2-mc"

  @clause:4.11.3 @needs:battle
  Scenario: 4.11.3 A power of X is 0: a unit of power X attacking a unit of power 10 destroys nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLANK" as "blank" in the front line
    And p2 has the unit "PAGE" as "page" in the front line
    When p1 attacks "page" with "blank"
    Then p2's front line holds exactly "p2-mc" and "page"

  @clause:4.17.2 @needs:battle
  Scenario Outline: 4.17.2 A support of X is 0: the support card adds nothing to the battle power
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "<support>" as "top", 5 cards of "FILL-04"
    And p1 has the unit "PAGE" as "page" in the front line
    And p2 has the unit "LORD-1" as "lord" in the front line
    When p1 attacks "lord" with "page"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": <power>, "defender": 10}
      """

    Examples:
      | support | power |
      | NOBODY  | 10    |
      | HELPER  | 30    |

  @clause:4.11.2 @needs:skill.continuous
  Scenario Outline: 4.11.2 A skill may take a unit's power to 0 or below; it is not raised to 0
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "<card>" as "unit" in the back line
    When the game is started
    Then "unit" has power <power>

    Examples:
      | card  | power |
      | WEAK  | -10   |
      | SPENT | 0     |

  @clause:4.11.2 @clause:4.11.2.1 @needs:skill.continuous @needs:battle
  Scenario: 4.11.2.1 A unit of power below 0 is neither destroyed nor sent away: it stays on the battlefield
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WEAK" as "weak" in the front line
    And p1 has the unit "SPENT" as "spent" in the back line
    When p1 moves "spent"
    Then p1's front line holds exactly "p1-mc", "weak" and "spent"
    And "weak" has power -10
    And the pending decision is "action" for p1

  @clause:4.11.2.1 @needs:skill.continuous @needs:battle
  Scenario: 4.11.2.1 A unit of negative power attacked by a unit of power 0 is destroyed: the battle compares powers
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "WEAK" as "weak" in the front line
    When p1 attacks "weak" with "p1-mc"
    Then p2's front line holds exactly "p2-mc"
