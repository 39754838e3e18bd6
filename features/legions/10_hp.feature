Feature: 10 HP
  A minion or lord whose HP falls to 0 breaks at once, and HP has no upper limit. HP is never shown
  below 0, even on a unit left on the field past lethal damage because the game ended first.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cc |
      | OGRE   | minion   | 3   | 5  | 1  |    |
      | PAWN2  | minion   | 0   | 2  | 2  |    |
      | PAWN3  | minion   | 0   | 3  | 2  |    |
      | PAWN4  | minion   | 0   | 4  | 2  |    |
      | GIANT  | minion   | 0   | 40 | 2  |    |
      | TITAN  | minion   | 25  | 30 | 1  |    |
      | CHIEF  | lord     | 2   | 6  |    | 1  |

  @clause:10-1 @needs:battle
  Scenario Outline: 10-1 A minion breaks when the damage reaches its HP, and not a point sooner
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's centre lane holds "<defender>" as "def"
    When p1 attacks "def" with "att"
    Then <outcome>

    Examples:
      | defender | outcome                         |
      | PAWN2    | p2's wait zone II holds "def"   |
      | PAWN3    | p2's wait zone II holds "def"   |
      | PAWN4    | "def" has ATK 0 and HP 1        |

  @clause:10-1 @clause:34-6 @needs:battle
  Scenario: 10-1 The broken minion is gone at once: it no longer blocks the next attack in the same main phase
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p1's lord area holds "CHIEF" as "chief" with 1 core
    And p2's centre lane holds "PAWN3" as "blocker"
    When p1 tries to attack "p2-master" with "chief"
    Then the action is rejected citing clause 34-5
    When p1 attacks "blocker" with "att"
    Then p2's centre lane is empty
    When p1 attacks "p2-master" with "chief"
    Then p2's life is 18

  @clause:10-1 @clause:24-4b
  Scenario: 10-1 A minion declared with damage reaching its HP breaks before anything else happens
    Given a game on turn 3 in the main phase with p1 to play
    And p2's centre lane holds "PAWN3" as "worn" with 3 damage
    And p2's left lane holds "PAWN3" as "scratched" with 2 damage
    When the game is started
    Then p2's centre lane is empty
    And p2's wait zone II holds "worn"
    And "scratched" has ATK 0 and HP 1

  @clause:10-3 @needs:battle
  Scenario: 10-3 A minion with HP far above 20 takes damage beyond 20 and survives
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "TITAN" as "att"
    And p2's centre lane holds "GIANT" as "def"
    Then "def" has ATK 0 and HP 40
    When p1 attacks "def" with "att"
    Then p2's centre lane holds "def"
    And "def" has ATK 0 and HP 15

  @clause:10-2 @clause:38-1 @clause:24-1 @needs:ability
  Scenario Outline: 10-2 A minion dealt <amount> damage with 1 HP left shows HP 0, never less, when the same damage ends the game
    Given the test cards:
      | id    | category | wt | cost |
      | BLAST | skill    | 2  | 0    |
    And the card "BLAST" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["minion", "master"]}, "amount": <amount>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "BLAST" as "b"
    And p2's life is <amount>
    And p2's centre lane holds "PAWN3" as "x" with 2 damage
    When p1 unlocks "b" to play
    Then p2 loses the game because of life
    And "x" has <total> damage
    And "x" has ATK 0 and HP 0

    Examples:
      | amount | total |
      | 1      | 3     |
      | 4      | 6     |
