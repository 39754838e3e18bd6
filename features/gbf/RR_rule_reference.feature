Feature: RR The rule reference
  The rule reference's rulings on cards entering zones, the rule processes that never interrupt and the ones
  that do, the chain burst's order, and the mandatory work of each phase.

  Background:
    Given the test cards:
      | id    | kind   | character | rank | hp | atk |
      | ATK-4 | crew   | Four      | 0    | 5  | 4   |
      | ATK-6 | crew   | Six       | 0    | 5  | 6   |
      | HP-3  | crew   | Tri       | 0    | 3  | 1   |
      | CRW-R | crew   | Rae       | 0    | 2  | 1   |
      | SUM-A | summon |           |      |    |     |

  @clause:RR-losing-the-game @clause:1-2-2-2
  Scenario: RR-losing-the-game A player whose main deck is down to 0 cards loses the game
    Given a game on turn 4 in the start phase with p2 to play
    And p2's deck holds 2 cards
    When the game is started
    Then p2 loses the game because of deck

  @clause:RR-non-interrupting-rule-processing @clause:9-4-2-1
  Scenario: RR-non-interrupting-rule-processing The armor break waits for the damage step's checkpoint: the damage is logged first
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "break_armor", "card": "arm1"}
      """
    Then the log has these events in this strict order:
      """
      [{"event": "damage", "card": "p2-captain", "amount": 6}, {"event": "armor_break", "card": "arm1"}]
      """

  @clause:RR-crew-incapacitation @clause:9-2-2-3-1
  Scenario: RR-crew-incapacitation A crew dealt its HP goes to the gauge, then its player may replenish
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge has "tri" on top, face up
    And the pending decision is "refill" for p2

  @clause:RR-armor-break
  Scenario: RR-armor-break The broken armor card is turned face up and its player decides its fate
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "armor_crew" for p2
    And the log has the event:
      """
      {"event": "armor_break", "player": "p2", "card": "arm1"}
      """

  @clause:RR-crew-refill @clause:10-2-3-2-1
  Scenario: RR-crew-refill The replenishing crew enters rested and keeps to the name limit
    Given the test cards:
      | id     | name       | character | kind | rank | hp | atk |
      | CRW-R2 | [Alt] Rae  | Rae       | crew | 0    | 2  | 1   |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2 has the crew "CRW-R" as "rae"
    And p2's hand holds "CRW-R2" as "rae2" and "HP-3" as "tri2"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the legal actions do not include:
      """
      {"type": "refill", "card": "rae2"}
      """
    When p2 takes the action:
      """
      {"type": "refill", "card": "tri2"}
      """
    Then "tri2" is rested

  @clause:RR-interrupting-rule-processing @clause:9-2-3-2
  Scenario: RR-interrupting-rule-processing The level card goes to the gauge as the damage is dealt, before any decision
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "HP-3" as "tri" with 1 level card
    And p1's gauge holds 5 face-down and 0 face-up cards
    When the game is started
    Then the log has these events in this strict order:
      """
      [{"event": "damage", "card": "tri", "amount": 5}, {"event": "level_card_to_gauge", "crew": "tri"}]
      """
    And the pending decision is "order_bottom" for p1

  @clause:RR-level-card-move-replacement
  Scenario: RR-level-card-move-replacement A crew with a level card stays in the crew area when it would leave
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "HP-3" as "tri" with 1 level card
    And p1's gauge holds 5 face-down and 0 face-up cards
    When the game is started
    Then p2's crew area holds exactly "tri"
    And p2's crew "tri" has 0 level cards

  @clause:RR-crew-refill-after-armor-summon-trigger
  Scenario: RR-crew-refill-after-armor-summon-trigger A summon revealed by an armor break is triggered first, then the replenishment
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "SUM-A" as "arm"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "armor_summon", "trigger": true}
      """
    And p2 takes the action:
      """
      {"type": "refill", "card": "rae"}
      """
    Then the log has these events in this strict order:
      """
      [{"event": "summon", "card": "arm"}, {"event": "enter", "card": "rae"}]
      """

  @clause:RR-mandatory-phase-step-processing
  Scenario: RR-mandatory-phase-step-processing The readying, the draw, the crystal and the chain burst happen without a choice
    Given a game on turn 4 in the start phase with p1 to play
    And p1's gauge holds 1 face-down and 0 face-up cards
    When the game is started
    Then p1's hand holds 2 cards
    And p1's crystal area holds 1 card
    When p1 ends the main phase
    And p1 ends the battle phase
    Then a chain burst of 1 was made on "p2-captain"

  @clause:RR-ending-phases-and-steps @clause:6-5-1-4
  Scenario: RR-ending-phases-and-steps The burst phase does not end while a replenishment it led to is pending
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae"
    And p1's gauge holds 3 face-down and 0 face-up cards
    When the game is started
    Then the pending decision is "refill" for p2
    And the game is on turn 3 in the burst phase with p1 to play
    When p2 takes the action:
      """
      {"type": "no_refill"}
      """
    And p1 takes the action:
      """
      {"type": "order_bottom", "cards": ["p1-down0", "p1-down1", "p1-down2"]}
      """
    Then the game is on turn 4 in the main phase with p2 to play

  @clause:RR-chips @needs:chips
  Scenario: RR-chips A chip on a zone changes no card there, and stays on the zone as its crew leaves
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | HP-4 | crew | Quad      | 0    | 4  | 1   |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-4" as "target"
    And p2's crew area carries the chips "hp+1" and "seal"
    When p1 attacks "target" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds "target" somewhere
    And p2's crew area carries the chips "hp+1" and "seal"

  @clause:RR-resetting-to-original-values @clause:10-15-1 @needs:chips
  Scenario: RR-resetting-to-original-values A reset leaves the card's chips and what they change
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | CMD      | Commander | Commander | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
      | ANNA     | Anna      | Anna      | crew    | 0    |        | 3  | 2   |
    And the card "CMD" has the effects:
      """
      [{"name": "Rally", "kind": "activated", "boost_atk": 2}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Restore ATK", "kind": "activated", "reset": "atk"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "CMD"
    And p1 has the crew "ANNA" as "anna"
    And the card "anna" carries the chip "atk+1"
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "Rally" of "p1-captain" resting nothing
    And p1 activates "Restore ATK" of "cleanser" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 3 battle damage
    And the card "anna" carries the chip "atk+1"

  @clause:RR-resetting-to-original-values @clause:10-15-1
  Scenario: RR-resetting-to-original-values A reset leaves continuous effects applying to the card
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | BANNER   | Banner    | Banner    | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
      | ANNA     | Anna      | Anna      | crew    | 0    |        | 3  | 2   |
    And the card "BANNER" has the effects:
      """
      [{"name": "Banner", "kind": "continuous", "zone_atk": 1}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Restore ATK", "kind": "activated", "reset": "atk"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "BANNER"
    And p1 has the crew "ANNA" as "anna"
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "Restore ATK" of "cleanser" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 3 battle damage

  @clause:RR-negating-charge-attacks @needs:charge_attack
  Scenario: RR-negating-charge-attacks A negated charge attack is not offered and turns no gauge card face down
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk | ougi cost | ougi atk | ougi hp |
      | HERO | Hero | Hero      | crew | 0    | 3  | 3   | 1         | 2        | 2       |
      | SEAL | Seal | Seal      | crew | 0    | 9  | 0   |           |          |         |
    And the card "SEAL" has the effects:
      """
      [{"name": "Seal", "kind": "continuous", "negate_ougi": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "HERO" as "hero"
    And p1's gauge holds 0 face-down and 1 face-up card
    And p2 has the crew "SEAL" as "seal"
    When p1 attacks "seal" with "hero"
    Then the pending decision is "battle" for p1
    And the legal actions do not include:
      """
      {"type": "charge_attack", "player": "p1"}
      """
    When p1 ends the attack step
    And p2 declines the counter step
    Then "seal" was dealt 3 battle damage
    And p1's gauge holds 0 face-down and 1 face-up card
    And the observation shows no charge attack this turn

  @clause:RR-negating-charge-attacks @needs:charge_attack
  Scenario: RR-negating-charge-attacks A charge attack fired before the negation keeps its HP bonus this turn
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk | ougi cost | ougi atk | ougi hp |
      | HERO  | Hero  | Hero      | crew | 0    | 3  | 3   | 1         | 2        | 2       |
      | SEAL  | Seal  | Seal      | crew | 0    | 9  | 0   |           |          |         |
      | PAWN  | Pawn  | Pawn      | crew | 0    | 1  | 0   |           |          |         |
    And the card "SEAL" has the effects:
      """
      [{"name": "Seal", "kind": "continuous", "negate_ougi": true},
       {"name": "Ambush", "kind": "automatic", "trigger": "enters", "damage": 4, "targets": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "HERO" as "hero"
    And p1's gauge holds 0 face-down and 1 face-up card
    And p2 has the crew "PAWN" as "pawn"
    And p2's hand holds "SEAL" as "seal"
    When p1 attacks "pawn" with "hero"
    And p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0"]}
      """
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "refill", "card": "seal"}
      """
    Then p2's crew area holds exactly "seal"
    And "hero" was dealt 4 effect damage
    And p1's crew area holds exactly "hero"

  @clause:RR-divided-damage @clause:10-13-2
  Scenario: RR-divided-damage The whole of the divided damage may go to one crew, which it incapacitates
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | ARCHER | Archer | Archer    | crew | 0    | 3  | 1   |
      | CRW-A  | Anna   | Anna      | crew | 1    | 3  | 2   |
      | CRW-B  | Bea    | Bea       | crew | 2    | 3  | 2   |
    And the card "ARCHER" has the effects:
      """
      [{"name": "Volley", "kind": "activated", "divide": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ARCHER" as "archer"
    And p2 has the crew "CRW-A" as "a"
    And p2 has the crew "CRW-B" as "b"
    When p1 activates "Volley" of "archer" resting nothing
    And p1 divides the damage 3 to "b"
    Then p2's gauge holds "b" somewhere
    And "a" was dealt no damage

  @clause:RR-negating-received-effects @clause:10-10-2-1
  Scenario Outline: RR-negating-received-effects The source of an effect keeps what it did to the source: <attacker>
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | CMD      | Commander | Commander | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
      | ANNA     | Anna      | Anna      | crew    | 0    |        | 3  | 2   |
    And the card "CMD" has the effects:
      """
      [{"name": "Rally", "kind": "activated", "boost_atk": 2}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Cleanse", "kind": "activated", "negate_received": true}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "CMD"
    And p1 has the crew "ANNA" as "anna"
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "Rally" of "p1-captain" resting nothing
    And p1 activates "Cleanse" of "cleanser" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "<attacker>"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt <damage> battle damage

    Examples:
      | attacker   | damage |
      | p1-captain | 4      |
      | anna       | 2      |
      | cleanser   | 3      |
