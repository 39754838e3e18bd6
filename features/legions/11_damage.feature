Feature: 11 Damage
  Damage to a master takes that much life at once and is gone. Damage to a minion or lord stays on it,
  lowering its HP, until the end phase clears it from every unit of both players or the unit leaves the
  field. Damage of 0 or less is no damage at all. Effect damage and negative damage take card effects
  and are checked with the effects of chapters 35-38.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cc |
      | HEAVY  | minion   | 3   | 5  | 1  |    |
      | LIGHT  | minion   | 2   | 5  | 1  |    |
      | POKE   | minion   | 1   | 5  | 1  |    |
      | MEEK   | minion   | 0   | 5  | 1  |    |
      | SOAK   | minion   | 0   | 4  | 2  |    |
      | CHIEF  | lord     | 1   | 5  |    | 1  |
      | BOSS   | lord     | 2   | 5  |    | 1  |

  @clause:11-1 @clause:38-1 @clause:34-7 @needs:ability @needs:battle
  Scenario: 11-1 Damage dealt by a card effect is effect damage, damage dealt in a battle is battle damage
    Given the test cards:
      | id  | category | cost | wt |
      | ZAP | skill    | 0    | 2  |
    And the card "ZAP" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ZAP" as "z"
    And p1's centre lane holds "POKE" as "att"
    And p2's centre lane holds "SOAK" as "def"
    When p1 unlocks "z" to play
    Then the log has the event:
      """
      {"event": "damage", "card": "def", "amount": 1, "kind": "effect"}
      """
    When p1 attacks "def" with "att"
    Then the log has the event:
      """
      {"event": "damage", "card": "def", "amount": 1, "kind": "battle"}
      """
    And "def" has 2 damage

  @clause:11-2 @needs:battle
  Scenario: 11-2 Each hit on a master takes its amount of life at once, and the lost life does not come back
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "HEAVY" as "first"
    And p1's left lane holds "LIGHT" as "second"
    When p1 attacks "p2-master" with "first"
    Then p2's life is 17
    When p1 attacks "p2-master" with "second"
    Then p2's life is 15
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And p2's life is 15

  @clause:11-3 @needs:battle
  Scenario: 11-3 Damage from two battles in one turn adds up on the same minion until it breaks
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "LIGHT" as "a"
    And p1's left lane holds "LIGHT" as "b"
    And p2's centre lane holds "SOAK" as "def"
    When p1 attacks "def" with "a"
    Then "def" has 2 damage
    And "def" has ATK 0 and HP 2
    When p1 attacks "def" with "b"
    Then p2's centre lane is empty
    And p2's wait zone II holds "def"

  @clause:11-3 @clause:27-5
  Scenario: 11-3 Moving to another lane is not leaving the field: the damage stays on the minion
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "LIGHT" as "hurt" with 3 damage
    When p1 moves "hurt" to the centre lane
    Then p1's centre lane holds "hurt"
    And "hurt" has 3 damage
    And "hurt" has ATK 2 and HP 2

  @clause:11-3 @needs:battle
  Scenario: 11-3 A lord takes damage that lowers its HP like a minion
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "LIGHT" as "att"
    And p2's lord area holds "BOSS" as "boss" with 1 core
    When p1 attacks "boss" with "att"
    Then "boss" has 2 damage
    And "boss" has ATK 2 and HP 3
    And "att" has 2 damage

  @clause:11-4 @needs:battle
  Scenario: 11-4 The end phase clears the damage of every minion and lord of both players
    Given a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "CHIEF" as "chief" with 1 core
    And p1's left lane holds "POKE" as "poke"
    And p2's centre lane holds "LIGHT" as "guard"
    And p2's lord area holds "BOSS" as "boss" with 1 core
    When p1 attacks "guard" with "chief"
    And p1 attacks "boss" with "poke"
    Then "chief" has 2 damage
    And "guard" has 1 damage
    And "poke" has 2 damage
    And "boss" has 1 damage
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "chief" has 0 damage
    And "guard" has 0 damage
    And "poke" has 0 damage
    And "boss" has 0 damage
    And "chief" has ATK 1 and HP 5
    And "guard" has ATK 2 and HP 5

  @clause:11-5 @needs:battle
  Scenario Outline: 11-5 An ATK of 0 deals no damage: nothing is dealt, logged or lost
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "MEEK" as "att"
    And p2's <lane> lane holds "<defender>" as "def"
    When p1 attacks "<target>" with "att"
    Then p2's life is 20
    And the log does not have the event:
      """
      {"event": "damage", "source": "att"}
      """
    And the log does not have the event:
      """
      {"event": "life", "player": "p2", "change": 0}
      """

    Examples:
      | lane  | defender | target    |
      | left  | POKE     | p2-master |
      | centre | POKE     | def       |

  @clause:11-5 @needs:battle
  Scenario: 11-5 A minion with ATK 0 that is attacked takes damage but deals none back
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "POKE" as "att"
    And p2's centre lane holds "MEEK" as "def"
    When p1 attacks "def" with "att"
    Then "def" has 1 damage
    And "att" has 0 damage
    And the log has exactly 1 event like:
      """
      {"event": "damage"}
      """
