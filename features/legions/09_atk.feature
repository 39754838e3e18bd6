Feature: 09 ATK
  A unit's ATK is the battle damage it deals, to a unit or to a master, and it has no upper limit.
  An effect lowering ATK below 0 leaves it at 0.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cc |
      | LIGHT  | minion   | 2   | 5  | 1  |    |
      | HEAVY  | minion   | 3   | 5  | 1  |    |
      | TITAN  | minion   | 25  | 30 | 1  |    |
      | WALL   | minion   | 1   | 30 | 1  |    |
      | CHIEF  | lord     | 4   | 6  |    | 1  |

  @clause:09-1 @clause:34-7 @needs:battle
  Scenario: 09-1 Each fighter deals its own ATK to the other, not its HP and not the other's ATK
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "LIGHT" as "att"
    And p2's centre lane holds "HEAVY" as "def"
    When p1 attacks "def" with "att"
    Then "def" has 2 damage
    And "att" has 3 damage
    And "def" has ATK 3 and HP 3
    And "att" has ATK 2 and HP 2

  @clause:09-1 @clause:11-2 @needs:battle
  Scenario Outline: 09-1 An attacker's ATK is the damage the attacked master's life takes
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<attacker>" as "att"
    When p1 attacks "p2-master" with "att"
    Then p2's life is <life>
    And p1's life is 20

    Examples:
      | attacker | life |
      | LIGHT    | 18   |
      | HEAVY    | 17   |

  @clause:09-1 @needs:battle
  Scenario: 09-1 A lord deals its ATK as battle damage too
    Given a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "CHIEF" as "chief" with 1 core
    And p2's centre lane holds "WALL" as "def"
    When p1 attacks "def" with "chief"
    Then "def" has 4 damage
    And "chief" has 1 damage

  @clause:09-3 @needs:battle
  Scenario: 09-3 An ATK far above any life or starting value is dealt in full
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "TITAN" as "att"
    And p2's centre lane holds "WALL" as "def"
    Then "att" has ATK 25 and HP 30
    When p1 attacks "def" with "att"
    Then "def" has 25 damage
    And "def" has ATK 1 and HP 5

  @clause:09-2 @clause:38-5 @needs:ability
  Scenario Outline: 09-2 A -<minus> ATK modification on a 2-ATK minion leaves ATK <atk>, never below 0
    Given the test cards:
      | id   | category | wt | cost |
      | SAP  | skill    | 2  | 0    |
    And the card "SAP" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "choose", "side": "opponent"}, "atk": -<minus>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SAP" as "s"
    And p2's centre lane holds "LIGHT" as "x"
    When p1 unlocks "s" to play
    Then "x" has ATK <atk> and HP 5

    Examples:
      | minus | atk |
      | 1     | 1   |
      | 2     | 0   |
      | 3     | 0   |

  @clause:09-2 @clause:34-7 @clause:38-5 @needs:ability @needs:battle
  Scenario: 09-2 A minion whose ATK was lowered below 0 deals no damage and takes none away when it fights
    Given the test cards:
      | id   | category | wt | cost |
      | SAP  | skill    | 2  | 0    |
    And the card "SAP" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "choose", "side": "self"}, "atk": -3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SAP" as "s"
    And p1's centre lane holds "LIGHT" as "att"
    And p2's centre lane holds "WALL" as "def" with 2 damage
    When p1 unlocks "s" to play
    And p1 attacks "def" with "att"
    Then "def" has 2 damage
    And "att" has 1 damage
    And "att" has ATK 0 and HP 4
