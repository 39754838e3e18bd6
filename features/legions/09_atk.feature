Feature: 09 ATK
  A unit's ATK is the battle damage it deals, to a unit or to a master, and it has no upper limit.
  Lowering ATK below 0 (09-2) takes a card effect and is checked with the effects of chapters 35-38.

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
