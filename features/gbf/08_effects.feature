Feature: 8 Activating and resolving effect text

  Activated effects of test cards (docs/gbf-data.md (b), "Effects"): a cost of element icons and a numbered
  icon paid by resting crystals, and a one-shot effect that draws cards.

  Background:
    Given the test cards:
      | id    | name       | character | kind | rank | hp | atk | element |
      | FIRE  | Fire Gem   | Fire Gem  | crew | 9    | 1  | 1   | fire    |
      | WATER | Water Gem  | Water Gem | crew | 9    | 1  | 1   | water   |
      | SAGE  | Sage       | Sage      | crew | 1    | 3  | 1   |         |
      | PLAIN | Plain      | Plain     | crew | 0    | 3  | 1   |         |
      | HERALD  | Herald   | Herald    | crew | 0    | 3  | 1   |         |
      | WATCHER | Watcher  | Watcher   | crew | 0    | 3  | 1   |         |
      | MARTYR  | Martyr   | Martyr    | crew | 0    | 1  | 1   |         |
      | HERMIT  | Hermit   | Hermit    | crew | 0    | 3  | 1   |         |
      | LEADER  | Leader   | Leader    | crew | 0    | 3  | 1   |         |
      | SCOUT   | Scout    | Scout     | crew | 0    | 3  | 1   |         |
      | WARDEN  | Warden   | Warden    | crew | 0    | 3  | 1   |         |
      | SILENCER | Silencer | Silencer | crew | 0    | 3  | 1   |         |
      | BIG     | Big      | Big       | crew | 0    | 3  | 3   |         |
    And the card "SAGE" has the effects:
      """
      [
        {"name": "Fire Study", "kind": "activated", "cost": {"elements": {"fire": 1}}, "draw": 1},
        {"name": "Study", "kind": "activated", "cost": {"generic": 2}, "draw": 1},
        {"name": "Free Study", "kind": "activated", "draw": 2},
        {"name": "Deep Study", "kind": "activated", "cost": {"elements": {"fire": 2}, "generic": 2}, "draw": 1},
        {"name": "Strike", "kind": "activated", "damage": 1, "targets": 2},
        {"name": "Maybe Strike", "kind": "activated", "damage": 1, "targets": 2, "up_to": true},
        {"name": "Pack Strike", "kind": "activated", "damage": 1, "targets": 1, "damage_if_crew": 2, "draw": 1},
        {"name": "Call", "kind": "activated", "enter_from_hand": true, "draw": 1},
        {"name": "Strike and Study", "kind": "activated", "cost": {"elements": {"fire": 1}}, "damage": 1, "targets": 1, "draw": 1}
      ]
      """
    And the card "HERALD" has the effects:
      """
      [{"name": "Arrival", "kind": "automatic", "trigger": "enters", "draw": 1}]
      """
    And the card "WATCHER" has the effects:
      """
      [{"name": "Welcome", "kind": "automatic", "trigger": "crew_enters", "draw": 1}]
      """
    And the card "MARTYR" has the effects:
      """
      [{"name": "Farewell", "kind": "automatic", "trigger": "leaves", "draw": 1}]
      """
    And the card "HERMIT" has the effects:
      """
      [{"name": "Solitude", "kind": "automatic", "trigger": "hand_empty", "draw": 1}]
      """
    And the card "LEADER" has the effects:
      """
      [{"name": "Rally", "kind": "continuous", "zone_atk": 1}]
      """
    And the card "SCOUT" has the effects:
      """
      [{"name": "Spot the Strong", "kind": "automatic", "trigger": "crew_enters", "min_atk": 2, "draw": 1}]
      """
    And the card "WARDEN" has the effects:
      """
      [
        {"name": "Rally", "kind": "continuous", "zone_atk": 1},
        {"name": "Spot the Strong", "kind": "automatic", "trigger": "crew_enters", "min_atk": 2, "draw": 1}
      ]
      """
    And the card "SILENCER" has the effects:
      """
      [{"name": "Hush", "kind": "continuous", "prohibit": "opponent_effect_draw"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SAGE" as "sage"
    And p1's hand holds nothing

  @clause:8-4-2-1
  Scenario: 8-4-2-1 an element icon is paid by resting a crystal of that element, and no other
    Given p1's crystal area holds "WATER" as "w" and "FIRE" as "f"
    When p1 tries to activate "Fire Study" of "sage" resting "w"
    Then the action is rejected citing clause 8-4-2-1
    When p1 activates "Fire Study" of "sage" resting "f"
    Then "f" is rested
    And "w" is active
    And p1's hand holds 1 cards

  @clause:8-4-2-2
  Scenario: 8-4-2-2 a numbered icon is paid by resting exactly that many crystals of any element
    Given p1's crystal area holds "WATER" as "w", "FIRE" as "f" and "WATER" as "w2"
    When p1 tries to activate "Study" of "sage" resting "w"
    Then the action is rejected citing clause 8-4-2-2
    When p1 tries to activate "Study" of "sage" resting "w", "f" and "w2"
    Then the action is rejected citing clause 8-4-2-2
    When p1 activates "Study" of "sage" resting "w" and "f"
    Then "w" is rested
    And "f" is rested
    And "w2" is active
    And p1's hand holds 1 cards

  @clause:8-4-2-2-1
  Scenario: 8-4-2-2-1 a zero cost is paid by declaring the activation: no crystal is rested
    Given p1's crystal area holds "FIRE" as "f"
    When p1 activates "Free Study" of "sage" resting nothing
    Then "f" is active
    And p1's hand holds 2 cards

  @clause:RR-zero-cost-activated-effects
  Scenario: RR-zero-cost-activated-effects a zero-cost effect is activated with every crystal rested, and resting one is no way to pay it
    Given p1's crystal area holds "FIRE" as "f"
    And p1's crystals are rested
    When p1 activates "Free Study" of "sage" resting nothing
    Then p1's hand holds 2 cards
    And "f" is rested

  @clause:RR-zero-cost-activated-effects
  Scenario: RR-zero-cost-activated-effects resting a crystal is no way to pay a zero cost
    Given p1's crystal area holds "FIRE" as "f"
    When p1 tries to activate "Free Study" of "sage" resting "f"
    Then the action is rejected citing one of the clauses 8-4-2-2-1 or RR-zero-cost-activated-effects
    And "f" is active

  @clause:8-4-2-2-2
  Scenario: 8-4-2-2-2 element and numbered icons together need crystals of the element and the number besides
    Given p1's crystal area holds "FIRE" as "f1", "WATER" as "w1", "WATER" as "w2", "WATER" as "w3" and "FIRE" as "f2"
    When p1 tries to activate "Deep Study" of "sage" resting "f1", "w1", "w2" and "w3"
    Then the action is rejected citing clause 8-4-2-2-2
    When p1 tries to activate "Deep Study" of "sage" resting "f1", "f2" and "w1"
    Then the action is rejected citing clause 8-4-2-2
    When p1 activates "Deep Study" of "sage" resting "f1", "f2", "w1" and "w2"
    Then "w3" is active
    And p1's hand holds 1 cards

  @clause:8-6-2-3
  Scenario: 8-6-2-3 every crystal of the cost is rested as the effect is activated
    Given p1's crystal area holds "FIRE" as "f1", "FIRE" as "f2", "WATER" as "w1" and "WATER" as "w2"
    When p1 activates "Deep Study" of "sage" resting "f1", "f2", "w1" and "w2"
    Then p1's crystal area cards are all rested

  @clause:8-4-2-4
  Scenario: 8-4-2-4 a cost that cannot be paid in full is not paid at all
    Given p1's crystal area holds "WATER" as "w2"
    When p1 tries to activate "Study" of "sage" resting "w2"
    Then the action is rejected citing one of the clauses 8-4-2-4 or 8-4-2-2
    And "w2" is active
    And the legal actions do not include:
      """
      {"type": "activate", "card": "sage", "effect": 1}
      """

  @clause:8-4-2-5
  Scenario: 8-4-2-5 an effect whose cost is not paid is not activated: a rested crystal pays nothing
    Given p1's crystal area holds "FIRE" as "f" and "FIRE" as "f2"
    When p1 activates "Fire Study" of "sage" resting "f"
    And p1 tries to activate "Fire Study" of "sage" resting "f"
    Then the action is rejected citing one of the clauses 8-4-2-5 or 8-4-2-1
    And p1's hand holds 1 cards
    And "f2" is active

  @clause:8-8-1
  Scenario: 8-8-1 a one-shot effect does what it says exactly once
    Given p1's crystal area holds "FIRE" as "f"
    When p1 activates "Free Study" of "sage" resting nothing
    Then p1's hand holds 2 cards
    And p1's deck holds 8 cards

  @clause:8-5-2-2
  Scenario: 8-5-2-2 after activating an effect the player has free timing again
    Given p1's crystal area holds "FIRE" as "f"
    When p1 activates "Fire Study" of "sage" resting "f"
    Then the game is on turn 3 in the main phase with p1 to play
    And the pending decision is "main" for p1
    When p1 activates "Free Study" of "sage" resting nothing
    Then p1's hand holds 3 cards


  @clause:8-7-2-2 @clause:8-7-2
  Scenario: 8-7-2-2 a trigger without a subject is the card's own entering, not another crew's
    Given p1's crystal area holds 3 cards
    And p1's hand holds "HERALD" as "h" and "PLAIN" as "plain"
    When p1 enters the crew "h"
    Then p1's hand holds 2 cards
    And the log has the event:
      """
      {"event": "resolve", "player": "p1", "card": "h", "effect": "Arrival"}
      """
    When p1 enters the crew "plain"
    Then p1's hand holds 1 cards

  @clause:8-5-1-2 @clause:8-5-1
  Scenario: 8-5-1-2 the turn player's waiting automatic effects resolve before the non-turn player's
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p1 has the crew "WATCHER" as "w1"
    And p2 has the crew "WATCHER" as "w2"
    When p1 enters the crew "plain"
    Then the log has these events in this strict order:
      """
      [{"event": "resolve", "player": "p1", "card": "w1"}, {"event": "resolve", "player": "p2", "card": "w2"}]
      """
    And p1's hand holds 1 cards
    And p2's hand holds 1 cards
    And the pending decision is "main" for p1

  @clause:8-5-1-3 @clause:8-5-1-4
  Scenario: 8-5-1-3 the non-turn player's waiting automatic effects resolve too, when the turn player has none
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p2 has the crew "WATCHER" as "w2"
    When p1 enters the crew "plain"
    Then p2's hand holds 1 cards
    And p1's hand holds 0 cards
    And the pending decision is "main" for p1

  @clause:8-7-3
  Scenario: 8-7-3 with several automatic effects waiting their master chooses the one to resolve first
    Given p1's crystal area holds 3 cards
    And p1's hand holds "HERALD" as "h"
    And p1 has the crew "WATCHER" as "w1"
    When p1 enters the crew "h"
    Then the pending decision is "choose_trigger" for p1
    When p1 resolves "Welcome" of "w1" next
    Then the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "w1"}, {"event": "resolve", "card": "h"}]
      """
    And p1's hand holds 2 cards

  @clause:8-7-5-1
  Scenario: 8-7-5-1 a state trigger goes on standby once when its condition arises
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p1 has the crew "HERMIT" as "hermit"
    When p1 enters the crew "plain"
    Then p1's hand holds 1 cards
    And the log has exactly 1 events like:
      """
      {"event": "resolve", "card": "hermit"}
      """

  @clause:RR-leave-crew-area-triggers @clause:8-7-6 @clause:8-7-4
  Scenario: RR-leave-crew-area-triggers a crew's leave trigger resolves after the crew has gone
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "MARTYR" as "m"
    When p1 attacks "m" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds "m" somewhere
    And p2's hand holds 1 cards
    And the log has the event:
      """
      {"event": "resolve", "player": "p2", "card": "m", "effect": "Farewell"}
      """

  @clause:RR-automatic-effects-and-rule-processing @clause:8-5-1-1 @clause:RR-crew-incapacitation
  Scenario: RR-automatic-effects-and-rule-processing the replenishment is done before a waiting automatic effect
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "MARTYR" as "m"
    And p2's hand holds "PLAIN" as "r"
    When p1 attacks "m" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "refill" for p2
    And p2's hand holds 1 cards
    When p2 takes the action:
      """
      {"type": "refill", "card": "r"}
      """
    Then p2's hand holds 1 cards
    And p2's crew area holds exactly "r"

  @clause:8-9-3-1
  Scenario: 8-9-3-1 a trigger on a crew entering reads its ATK with the crew area's continuous effects applied
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p1 has the crew "WARDEN" as "warden"
    When p1 enters the crew "plain"
    Then p1's hand holds 1 cards
    And the log has the event:
      """
      {"event": "resolve", "card": "warden", "effect": "Spot the Strong"}
      """

  @clause:8-9-3-1
  Scenario: 8-9-3-1 without the continuous effect the entering crew's ATK is too low to trigger
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p1 has the crew "SCOUT" as "scout"
    When p1 enters the crew "plain"
    Then p1's hand holds 0 cards
    And the log does not have the event:
      """
      {"event": "resolve", "card": "scout"}
      """

  @clause:8-6-1 @clause:8-9-1-3
  Scenario: 8-6-1 a continuous effect applies all the while it is valid: the crew area's ATK bonus counts in battle
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "LEADER" as "leader"
    And p1 has the crew "PLAIN" as "plain"
    When p1 attacks "p2-captain" with "plain"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 2 battle damage

  @clause:8-6-3-1 @clause:8-6-3
  Scenario: 8-6-3-1 a fixed number of targets must be chosen while that many can be
    Given p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    And p2 has the crew "PLAIN" as "c"
    When p1 activates "Strike" of "sage" resting nothing
    Then the pending decision is "choose_targets" for p1
    When p1 tries to choose the target "a"
    Then the action is rejected citing clause 8-6-3-1
    When p1 chooses the targets "a" and "b"
    Then "a" was dealt 1 effect damage
    And "b" was dealt 1 effect damage
    And "c" was dealt no damage

  @clause:8-6-3-2
  Scenario: 8-6-3-2 "up to" lets the player choose no target at all
    Given p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    When p1 activates "Maybe Strike" of "sage" resting nothing
    And p1 chooses the targets nothing
    Then "a" was dealt no damage
    And "b" was dealt no damage
    And the pending decision is "main" for p1

  @clause:8-6-3-3
  Scenario: 8-6-3-3 with fewer crew than targets to choose, those there are chosen and the effect resolves on them
    Given p2 has the crew "PLAIN" as "a"
    When p1 activates "Strike" of "sage" resting nothing
    And the game is played on until the pending decision is "main"
    Then "a" was dealt 1 effect damage

  @clause:8-6-3-4 @clause:RR-partial-execution
  Scenario: 8-6-3-4 with no target to choose the parts about targets are ignored and the rest is done
    Given p1's crystal area holds "FIRE" as "f"
    When p1 activates "Strike and Study" of "sage" resting "f"
    Then p1's hand holds 1 cards
    And "p2-captain" was dealt no damage

  @clause:RR-choosing-effect-targets @clause:8-6-2-2
  Scenario: RR-choosing-effect-targets targets are chosen as the effect resolves, once its cost is paid
    Given p1's crystal area holds "FIRE" as "f"
    And p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    When p1 activates "Strike and Study" of "sage" resting "f"
    Then the pending decision is "choose_targets" for p1
    And "f" is rested
    And p1's hand holds 0 cards
    When p1 chooses the target "b"
    Then "b" was dealt 1 effect damage
    And p1's hand holds 1 cards

  @clause:RR-prohibiting-effects @clause:1-3-3
  Scenario: RR-prohibiting-effects an effect's draw that the opponent's effect prohibits is not done
    Given p2 has the crew "SILENCER" as "hush"
    And p1's crystal area holds "FIRE" as "f"
    When p1 activates "Fire Study" of "sage" resting "f"
    Then p1's hand holds 0 cards
    And p1's deck holds 10 cards
    And "f" is rested

  @clause:1-3-3
  Scenario: 1-3-3 a prohibition binds only the player it names: its master's own effects still draw
    Given p1 has the crew "SILENCER" as "hush"
    When p1 activates "Free Study" of "sage" resting nothing
    Then p1's hand holds 2 cards

  @clause:1-3-6
  Scenario: 1-3-6 an ATK lowered below zero stays negative in the battle's total
    Given the test cards:
      | id      | name  | character | kind    | rank | gender | hp | atk |
      | CPT-HEX | Hexed | Hexed     | captain | 0    | male   | 6  | 2   |
    And the card "CPT-HEX" has the effects:
      """
      [{"name": "Curse", "kind": "continuous", "zone_atk": -2}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1's captain is "CPT-HEX"
    And p1 has the crew "BIG" as "big"
    When p1 attacks "p2-captain" with "sage"
    And p1 pursues with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt no damage

  @clause:8-10-1 @clause:RR-instead @clause:8-10-1-1
  Scenario: 8-10-1 damage about to be dealt is replaced: only its number changes, it stays battle damage
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | WARD  | Ward  | Ward      | crew | 0    | 3  | 1   |
    And the card "WARD" has the effects:
      """
      [{"name": "Shield", "kind": "replacement", "set": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "WARD" as "ward"
    When p1 attacks "ward" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "ward" was dealt 1 battle damage
    And the damage to "ward" came from "big"
    And p2's crew area holds exactly "ward"

  @clause:8-10-2-3
  Scenario: 8-10-2-3 a replacement effect applies once to one event
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | THIN  | Thin  | Thin      | crew | 0    | 9  | 1   |
    And the card "THIN" has the effects:
      """
      [{"name": "Frail", "kind": "replacement", "add": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "THIN" as "thin"
    When p1 attacks "thin" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "thin" was dealt 4 battle damage

  @clause:8-6-2-1
  Scenario: 8-6-2-1 only an activated effect of the player's own captain or crew in play can be specified
    Given p1's hand holds "SAGE" as "sage2"
    And p2 has the crew "SAGE" as "their-sage"
    When p1 tries to activate "Free Study" of "sage2" resting nothing
    Then the action is rejected citing clause 8-6-2-1
    When p1 tries to activate "Free Study" of "their-sage" resting nothing
    Then the action is rejected citing clause 8-6-2-1
    When p1 tries the action:
      """
      {"type": "activate", "card": "sage", "effect": 9, "crystals": []}
      """
    Then the action is rejected citing clause 8-6-2-1
    When p1 activates "Free Study" of "sage" resting nothing
    Then p1's hand holds 3 cards

  @clause:8-11-1 @clause:8-7-4-1-2
  Scenario: 8-11-1 a crew gone from the crew area is read as it last was there
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RELIC  | Relic  | Relic     | crew | 0    | 1  | 1   |
    And the card "RELIC" has the effects:
      """
      [{"name": "Legacy", "kind": "automatic", "trigger": "leaves", "draw_atk": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "LEADER" as "leader"
    And p2 has the crew "RELIC" as "relic"
    When p1 attacks "relic" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds "relic" somewhere
    And p2's hand holds 2 cards

  @clause:8-7-2-1
  Scenario: 8-7-2-1 an automatic effect triggered twice waits twice and resolves twice
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | FRAIL   | Frail   | Frail     | crew | 0    | 1  | 1   |
      | MOURNER | Mourner | Mourner   | crew | 0    | 3  | 1   |
    And the card "MOURNER" has the effects:
      """
      [{"name": "Grief", "kind": "automatic", "trigger": "crew_leaves", "draw": 1}]
      """
    And p2 has the crew "FRAIL" as "f1"
    And p2 has the crew "FRAIL" as "f2"
    And p2 has the crew "MOURNER" as "mourner"
    When p1 activates "Strike" of "sage" resting nothing
    And p1 chooses the targets "f1" and "f2"
    Then p2's crew area holds exactly "mourner"
    And p2's hand holds 2 cards
    And the log has exactly 2 events like:
      """
      {"event": "resolve", "card": "mourner", "effect": "Grief"}
      """

  @clause:8-5-2-1
  Scenario: 8-5-2-1 the checkpoint is processed before the free timing is given: a waiting effect resolves first
    Given p1 has the crew "HERMIT" as "hermit"
    When the game is started
    Then the pending decision is "main" for p1
    And p1's hand holds 1 cards

  @clause:8-3-2 @clause:8-3-1
  Scenario: 8-3-2 a part invalid under its condition is absent: no target is asked for, the rest is done
    Given p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    When p1 activates "Pack Strike" of "sage" resting nothing
    Then the pending decision is "main" for p1
    And p1's hand holds 1 cards
    And "a" was dealt no damage
    And "b" was dealt no damage

  @clause:8-3-3
  Scenario: 8-3-3 a part valid only under a condition works once the condition is met
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    When p1 activates "Pack Strike" of "sage" resting nothing
    Then "b" was dealt no damage
    When p1 enters the crew "plain"
    And p1 activates "Pack Strike" of "sage" resting nothing
    Then the pending decision is "choose_targets" for p1
    When p1 chooses the target "b"
    Then "b" was dealt 1 effect damage
    And "a" was dealt no damage

  @clause:RR-negating-effects @clause:10-10-2
  Scenario: RR-negating-effects a negated effect cannot be activated, and what it did before stays
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | NULLER  | Nuller  | Nuller    | crew | 0    | 3  | 1   |
    And the card "NULLER" has the effects:
      """
      [{"name": "Silence", "kind": "continuous", "negate_activated": true}]
      """
    And p1's crystal area holds 3 cards
    And p1's hand holds "NULLER" as "nuller"
    When p1 activates "Free Study" of "sage" resting nothing
    And p1 enters the crew "nuller"
    And p1 tries to activate "Free Study" of "sage" resting nothing
    Then the action is rejected citing one of the clauses RR-negating-effects or 10-10-2
    And p1's hand holds 2 cards
    And the legal actions do not include:
      """
      {"type": "activate"}
      """

  @clause:1-3-1-1 @clause:RR-effect-rule-conflicts
  Scenario Outline: 1-3-1-1 an effect putting a crew into play keeps the rank, name and capacity limits: <case>
    Given p1's crystal area holds <crystals> cards
    And p1 has the crew "<other>" as "other"
    And p1's hand holds "<card>" as "called"
    When p1 activates "Call" of "sage" resting nothing
    Then p1's <zone> holds "called" somewhere
    And p1's hand holds <hand> cards

    Examples:
      | case                       | crystals | other   | card  | zone      | hand |
      | within every limit         | 1        | HERALD  | PLAIN | crew area | 1    |
      | over the rank total        | 0        | HERALD  | SAGE  | hand      | 2    |
      | a second crew of one name  | 1        | PLAIN   | PLAIN | hand      | 2    |

  @clause:1-3-1-1
  Scenario: 1-3-1-1 an effect does not put a fourth crew into play
    Given p1's crystal area holds 3 cards
    And p1 has the crew "HERALD" as "h"
    And p1 has the crew "WATCHER" as "w"
    And p1's hand holds "PLAIN" as "called"
    When p1 activates "Call" of "sage" resting nothing
    Then p1's hand holds "called" somewhere
    And p1's crew area holds 3 cards

  @clause:8-5-1-1
  Scenario: 8-5-1-1 every rule process left is done before a waiting automatic effect resolves
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "MARTYR" as "m"
    And p2's hand holds "PLAIN" as "r"
    When p1 attacks "m" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "refill", "card": "r"}
      """
    Then the log has these events in this strict order:
      """
      [{"event": "enter", "card": "r"}, {"event": "resolve", "card": "m", "effect": "Farewell"}]
      """

  @clause:8-7-2
  Scenario: 8-7-2 a crew's own entering puts its automatic effect on standby, and it resolves
    Given p1's crystal area holds 3 cards
    And p1's hand holds "HERALD" as "h"
    When p1 enters the crew "h"
    Then p1's hand holds 1 cards
    And the log has exactly 1 events like:
      """
      {"event": "resolve", "card": "h", "effect": "Arrival"}
      """

  @clause:8-7-6
  Scenario: 8-7-6 a waiting effect resolves though its card has gone from the crew area to the gauge
    Given p2 has the crew "MARTYR" as "m"
    When p1 activates "Strike" of "sage" resting nothing
    Then p2's gauge holds "m" somewhere
    And p2's hand holds 1 cards

  @clause:10-10-2
  Scenario: 10-10-2 while a negating effect is in play, no activated effect is offered or accepted
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | NULLER  | Nuller  | Nuller    | crew | 0    | 3  | 1   |
    And the card "NULLER" has the effects:
      """
      [{"name": "Silence", "kind": "continuous", "negate_activated": true}]
      """
    And p2 has the crew "NULLER" as "nuller"
    When p1 tries to activate "Free Study" of "sage" resting nothing
    Then the action is rejected citing one of the clauses 10-10-2 or RR-negating-effects
    And p1's hand holds 0 cards

  @clause:8-6-2-4-1
  Scenario: 8-6-2-4-1 the captain in play's activated effect resolves as written
    Given the test cards:
      | id      | name  | character | kind    | rank | gender | hp | atk |
      | CPT-CMD | Chief | Chief     | captain | 0    | male   | 6  | 2   |
    And the card "CPT-CMD" has the effects:
      """
      [{"name": "Command", "kind": "activated", "draw": 1}]
      """
    And p1's captain is "CPT-CMD"
    When p1 activates "Command" of "p1-captain" resting nothing
    Then p1's hand holds 1 cards

  @clause:RR-instead
  Scenario: RR-instead a chain burst's damage is replaced by the amount the replacement says
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | WARD  | Ward  | Ward      | crew | 0    | 3  | 1   |
    And the card "WARD" has the effects:
      """
      [{"name": "Shield", "kind": "replacement", "set": 1}]
      """
    And a game on turn 3 in the burst phase with p1 to play
    And p1's gauge holds 2 face-down and 0 face-up cards
    And p2 has the crew "WARD" as "ward"
    When the game is started
    Then "ward" was dealt 1 chain burst damage
    And p2's crew area holds exactly "ward"

  @clause:8-10-1-1
  Scenario: 8-10-1-1 replaced battle damage keeps its kind and its source, only the number changes
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | THIN  | Thin  | Thin      | crew | 0    | 9  | 1   |
    And the card "THIN" has the effects:
      """
      [{"name": "Frail", "kind": "replacement", "add": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "THIN" as "thin"
    When p1 attacks "thin" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "thin" was dealt 2 battle damage
    And the damage to "thin" came from "sage"

  @clause:RR-partial-execution
  Scenario: RR-partial-execution an effect whose entry part is impossible still does the rest
    When p1 activates "Call" of "sage" resting nothing
    Then p1's hand holds 1 cards
    And p1's crew area holds exactly "sage"

  @clause:8-6-3
  Scenario: 8-6-3 an effect choosing the opponent's crew offers only those as targets
    Given p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    When p1 activates "Maybe Strike" of "sage" resting nothing
    Then the pending decision is "choose_targets" for p1
    And the legal actions include:
      """
      {"type": "choose_targets", "targets": ["a", "b"]}
      """
    And the legal actions do not include:
      """
      {"type": "choose_targets", "targets": ["sage"]}
      """

  @clause:8-9-1-3
  Scenario: 8-9-1-3 a continuous ATK change adds to the printed value and the level cards' bonus
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "LEADER" as "leader"
    And p1 has the crew "PLAIN" as "plain" with 1 level cards
    When p1 attacks "p2-captain" with "plain"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 4 battle damage

  @clause:8-7-4-1-2
  Scenario: 8-7-4-1-2 a trigger on a crew leaving the crew area reads it as it was there
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RELIC  | Relic  | Relic     | crew | 0    | 1  | 1   |
    And the card "RELIC" has the effects:
      """
      [{"name": "Legacy", "kind": "automatic", "trigger": "leaves", "draw_atk": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "WARDEN" as "warden"
    And p2 has the crew "RELIC" as "relic"
    When p1 attacks "relic" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's hand holds 2 cards

  @clause:8-7-4-1
  Scenario: 8-7-4-1 a crew sent to the gauge by an effect is read as it last was in the crew area
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RELIC  | Relic  | Relic     | crew | 0    | 1  | 2   |
    And the card "RELIC" has the effects:
      """
      [{"name": "Legacy", "kind": "automatic", "trigger": "leaves", "draw_atk": true}]
      """
    And p2 has the crew "LEADER" as "leader"
    And p2 has the crew "RELIC" as "relic"
    When p1 activates "Maybe Strike" of "sage" resting nothing
    And p1 chooses the target "relic"
    Then p2's gauge holds "relic" somewhere
    And p2's hand holds 3 cards

  @clause:RR-effect-rule-conflicts
  Scenario: RR-effect-rule-conflicts an effect does not put a crew into a full crew area
    Given p1's crystal area holds 3 cards
    And p1 has the crew "HERALD" as "h"
    And p1 has the crew "PLAIN" as "plain"
    And p1's hand holds "BIG" as "big"
    When p1 activates "Call" of "sage" resting nothing
    Then p1's hand holds "big" somewhere
    And p1's crew area holds exactly "sage", "h" and "plain"

  @clause:8-9-1-1
  Scenario: 8-9-1-1 a continuous change starts from the printed ATK
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "LEADER" as "leader"
    And p1 has the crew "BIG" as "big"
    When p1 attacks "p2-captain" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 4 battle damage

  @clause:8-6-2-2
  Scenario: 8-6-2-2 the choices an effect requires are made as it resolves: a fixed number cannot be none
    Given p2 has the crew "PLAIN" as "a"
    And p2 has the crew "PLAIN" as "b"
    And p2 has the crew "PLAIN" as "c"
    When p1 activates "Strike" of "sage" resting nothing
    And p1 tries to choose the targets nothing
    Then the action is rejected citing clause 8-6-3-1
    And the pending decision is "choose_targets" for p1

  @clause:8-5-2-3
  Scenario: 8-5-2-3 passing the main phase's free timing ends it and the battle phase follows
    Given p1's crystal area holds "FIRE" as "f"
    When p1 activates "Fire Study" of "sage" resting "f"
    And p1 ends the main phase
    Then the game is on turn 3 in the battle phase with p1 to play
    And the pending decision is "battle" for p1

  @clause:8-5-1-4
  Scenario: 8-5-1-4 the checkpoint ends only once no effect is left waiting
    Given p1's crystal area holds 3 cards
    And p1's hand holds "HERALD" as "h"
    And p1 has the crew "WATCHER" as "w1"
    When p1 enters the crew "h"
    And p1 resolves "Arrival" of "h" next
    Then the pending decision is "main" for p1
    And the log has exactly 2 events like:
      """
      {"event": "resolve"}
      """

  @clause:8-3-1 @clause:8-3-2 @clause:8-3-3
  Scenario: 8-3-1 a part valid only under a condition is absent while its master's crew are too few, and works once they are enough
    Given p1's crystal area holds 3 cards
    And p1's hand holds "PLAIN" as "plain"
    And p2 has the crew "BIG" as "a"
    And p2 has the crew "WATCHER" as "b"
    When p1 activates "Pack Strike" of "sage" resting nothing
    Then the pending decision is "main" for p1
    And "a" was dealt no damage
    And "b" was dealt no damage
    And p1's hand holds 2 cards
    When p1 enters the crew "plain"
    And p1 activates "Pack Strike" of "sage" resting nothing
    Then the pending decision is "choose_targets" for p1
    When p1 chooses the target "a"
    Then "a" was dealt 1 effect damage
    And p1's hand holds 2 cards

  @clause:8-4-2-3 @clause:8-4-2-4
  Scenario: 8-4-2-3 a cost's actions are done front to back: resting a crew and then returning it can be paid, the reverse cannot
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RUNNER | Runner | Runner    | crew | 0    | 3  | 1   |
      | FLEER  | Fleer  | Fleer     | crew | 0    | 3  | 1   |
    And the card "RUNNER" has the effects:
      """
      [{"name": "Dash", "kind": "activated", "cost": {"actions": ["rest_self", "return_self"]}, "draw": 1}]
      """
    And the card "FLEER" has the effects:
      """
      [{"name": "Flee", "kind": "activated", "cost": {"actions": ["return_self", "rest_self"]}, "draw": 1}]
      """
    And p1 has the crew "RUNNER" as "runner"
    And p1 has the crew "FLEER" as "fleer"
    Then the legal actions include:
      """
      {"type": "activate", "player": "p1", "card": "runner", "effect": 0, "crystals": []}
      """
    And the legal actions do not include:
      """
      {"type": "activate", "player": "p1", "card": "fleer", "effect": 0}
      """
    When p1 tries to activate "Flee" of "fleer" resting nothing
    Then the action is rejected citing one of the clauses 8-4-2-4 or 8-4-2-3
    And the game state is unchanged
    When p1 activates "Dash" of "runner" resting nothing
    Then p1's hand holds "runner" somewhere
    And p1's hand holds 2 cards
    And p1's crew area holds exactly "sage" and "fleer"

  @clause:8-5-1
  Scenario: 8-5-1 a checkpoint: rule processing, one of the turn player's effects, rule processing again, which ends the game before the non-turn player's effect
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | LOOKOUT | Lookout | Lookout   | crew | 0    | 3  | 1   |
    And the card "LOOKOUT" has the effects:
      """
      [{"name": "Vigil", "kind": "automatic", "trigger": "crew_leaves", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p1 has the crew "LOOKOUT" as "lookout"
    And p1's deck holds 1 cards
    And p2 has the crew "PLAIN" as "victim"
    And p2 has the crew "WATCHER" as "w2"
    And p2's hand holds "BIG" as "fresh"
    When p1 attacks "victim" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "refill" for p2
    When p2 takes the action:
      """
      {"type": "refill", "card": "fresh"}
      """
    Then p1 loses the game because of deck
    And the log has these events in this strict order:
      """
      [{"event": "to_gauge", "card": "victim"}, {"event": "enter", "card": "fresh"},
       {"event": "resolve", "player": "p1", "card": "lookout"}, {"event": "lose", "player": "p1"}]
      """
    And the log does not have the event:
      """
      {"event": "resolve", "card": "w2"}
      """

  @clause:8-5-2
  Scenario: 8-5-2 a free timing comes after its checkpoint, is given again after each action, and ends when the player does nothing
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | BUGLE | Bugle | Bugle     | crew | 0    | 3  | 1   |
    And the card "BUGLE" has the effects:
      """
      [{"name": "Call to Arms", "kind": "automatic", "trigger": "attack_step_start", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BUGLE" as "bugle"
    When the game is started
    Then p1's hand holds 1 cards
    And the pending decision is "battle" for p1
    When p1 attacks "p2-captain" with "sage"
    Then the pending decision is "battle" for p1
    When p1 pursues with "bugle"
    Then the pending decision is "battle" for p1
    When p1 ends the attack step
    Then the pending decision is "counter" for p2

  @clause:8-6-2 @clause:8-6-2-4
  Scenario: 8-6-2 an activation pays the whole cost, then resolves the effect, its choice made as resolution reaches it, then the rest in order
    Given p1's crystal area holds "FIRE" as "f"
    And p2 has the crew "PLAIN" as "a"
    And p2 has the crew "BIG" as "b"
    When p1 activates "Strike and Study" of "sage" resting "f"
    Then the pending decision is "choose_targets" for p1
    And "f" is rested
    And p1's hand holds 0 cards
    When p1 chooses the target "a"
    Then "a" was dealt 1 effect damage
    And "b" was dealt no damage
    And p1's hand holds 1 cards
    And the log has these events in this strict order:
      """
      [{"event": "activate", "card": "sage", "effect": "Strike and Study"}, {"event": "damage", "card": "a"},
       {"event": "draw", "player": "p1"}]
      """
    And the pending decision is "main" for p1

  @clause:8-6-3-5
  Scenario: 8-6-3-5 choosing crew cards of the hidden hand, the player may choose none though one is there
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | SEEKER | Seeker | Seeker    | crew | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Muster", "kind": "activated", "from_hand": 1, "draw": 1}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds "PLAIN" as "plain"
    When p1 activates "Muster" of "seeker" resting nothing
    Then the pending decision is "choose_targets" for p1
    When p1 chooses the targets nothing
    Then p1's hand holds "plain" somewhere
    And p1's hand holds 2 cards
    And p1's crew area holds exactly "sage" and "seeker"

  @clause:8-6-3-5
  Scenario: 8-6-3-5 choosing crew cards of the hidden hand, a crew card chosen enters the crew area
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | SEEKER | Seeker | Seeker    | crew | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Muster", "kind": "activated", "from_hand": 1, "draw": 1}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds "PLAIN" as "plain"
    When p1 activates "Muster" of "seeker" resting nothing
    And p1 chooses the target "plain"
    Then p1's crew area holds exactly "sage", "seeker" and "plain"
    And p1's hand holds 1 cards

  @clause:8-7-3-1
  Scenario: 8-7-3-1 a waiting effect whose cost cannot be paid is not activated, and its standby is used up for good
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | SENTRY | Sentry | Sentry    | crew | 0    | 3  | 1   |
    And the card "SENTRY" has the effects:
      """
      [{"name": "Vigil", "kind": "automatic", "trigger": "crew_enters", "cost": {"actions": ["rest_self"]}, "draw": 1}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "SENTRY" as "sentry" resting
    And p1's hand holds "PLAIN" as "plain"
    And p1's deck holds 20 cards
    When p1 enters the crew "plain"
    Then p1's hand holds 0 cards
    And the pending decision is "main" for p1
    When the game is played on until turn 5 begins its main phase
    Then "sentry" is active
    And the log does not have the event:
      """
      {"event": "resolve", "card": "sentry"}
      """

  @clause:8-7-3-1
  Scenario: 8-7-3-1 a waiting effect whose cost can be paid pays it and resolves
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | SENTRY | Sentry | Sentry    | crew | 0    | 3  | 1   |
    And the card "SENTRY" has the effects:
      """
      [{"name": "Vigil", "kind": "automatic", "trigger": "crew_enters", "cost": {"actions": ["rest_self"]}, "draw": 1}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "SENTRY" as "sentry"
    And p1's hand holds "PLAIN" as "plain"
    When p1 enters the crew "plain"
    Then "sentry" is rested
    And p1's hand holds 1 cards

  @clause:8-7-4-1-1
  Scenario: 8-7-4-1-1 a crew returned to the hidden hand is read as it was in the public crew area
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RECALL | Recall | Recall    | crew | 0    | 3  | 1   |
    And the card "RECALL" has the effects:
      """
      [{"name": "Withdraw", "kind": "activated", "cost": {"actions": ["return_self"]}},
       {"name": "Legacy", "kind": "automatic", "trigger": "leaves", "draw_atk": true}]
      """
    And p1 has the crew "LEADER" as "leader"
    And p1 has the crew "RECALL" as "recall"
    When p1 activates "Withdraw" of "recall" resting nothing
    Then p1's hand holds "recall" somewhere
    And p1's hand holds 3 cards

  @clause:8-7-4-1-1
  Scenario: 8-7-4-1-1 a crew entering from the hidden hand is read as it is in the public crew area
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | ARRIVER | Arriver | Arriver   | crew | 0    | 3  | 1   |
    And the card "ARRIVER" has the effects:
      """
      [{"name": "Debut", "kind": "automatic", "trigger": "enters", "draw_atk": true}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "LEADER" as "leader"
    And p1's hand holds "ARRIVER" as "arr"
    When p1 enters the crew "arr"
    Then p1's hand holds 2 cards

  @clause:8-7-4-1-3
  Scenario: 8-7-4-1-3 a crew moved from the gauge into the crew area is read as it is in its new zone
    Given the test cards:
      | id      | name    | character | kind    | rank | hp | atk | gender |
      | RAISER  | Raiser  | Raiser    | captain | 0    | 6  | 1   | male   |
      | ARRIVER | Arriver | Arriver   | crew    | 0    | 3  | 1   |        |
    And the card "RAISER" has the effects:
      """
      [{"name": "Raise", "kind": "activated", "from_gauge": true}]
      """
    And the card "ARRIVER" has the effects:
      """
      [{"name": "Debut", "kind": "automatic", "trigger": "enters", "draw_atk": true}]
      """
    And p1's captain is "RAISER" as "raiser"
    And p1's crystal area holds 3 cards
    And p1 has the crew "LEADER" as "leader"
    And p1's gauge holds "ARRIVER" as "arr"
    When p1 activates "Raise" of "raiser" resting nothing
    Then p1's crew area holds "arr" somewhere
    And p1's hand holds 2 cards

  @clause:8-9-1 @clause:8-9-1-2
  Scenario: 8-9-1 the printed ATK, then an element granted by a non-numeric change, then the numeric change for that element
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | PAINTER | Painter | Painter   | crew | 0    | 3  | 1   |
      | STOKER  | Stoker  | Stoker    | crew | 0    | 3  | 1   |
    And the card "PAINTER" has the effects:
      """
      [{"name": "Kindle", "kind": "continuous", "grant_element": "fire"}]
      """
    And the card "STOKER" has the effects:
      """
      [{"name": "Stoke", "kind": "continuous", "zone_atk": 2, "atk_element": "fire"}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "PAINTER" as "painter"
    And p1 has the crew "STOKER" as "stoker"
    When p1 attacks "p2-captain" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 3 battle damage

  @clause:8-9-1-2
  Scenario: 8-9-1-2 without the element granted, the numeric change for that element does not apply
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | STOKER | Stoker | Stoker    | crew | 0    | 3  | 1   |
    And the card "STOKER" has the effects:
      """
      [{"name": "Stoke", "kind": "continuous", "zone_atk": 2, "atk_element": "fire"}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "STOKER" as "stoker"
    When p1 attacks "p2-captain" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 1 battle damage

  @clause:8-9-2
  Scenario: 8-9-2 a crew that left the crew area after an effect resolved comes back as a new card, without that effect's change
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | BRAVE | Brave | Brave     | crew | 0    | 3  | 1   |
    And the card "BRAVE" has the effects:
      """
      [{"name": "Brace", "kind": "activated", "lasting_atk": 2},
       {"name": "Withdraw", "kind": "activated", "cost": {"actions": ["return_self"]}}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "BRAVE" as "brave"
    When p1 activates "Brace" of "brave" resting nothing
    And p1 activates "Withdraw" of "brave" resting nothing
    And p1 enters the crew "brave"
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "brave"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 1 battle damage

  @clause:8-9-2
  Scenario: 8-9-2 a crew that stays in the crew area keeps the change of an effect resolved before
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | BRAVE | Brave | Brave     | crew | 0    | 3  | 1   |
    And the card "BRAVE" has the effects:
      """
      [{"name": "Brace", "kind": "activated", "lasting_atk": 2},
       {"name": "Withdraw", "kind": "activated", "cost": {"actions": ["return_self"]}}]
      """
    And p1 has the crew "BRAVE" as "brave"
    When p1 activates "Brace" of "brave" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "brave"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 3 battle damage

  @clause:8-9-3 @clause:8-9-3-1
  Scenario: 8-9-3 read with 8-9-3-1 (docs/gbf-data.md, Decisions): the crew area's ATK change applies to a crew as it enters, so its own entering trigger reads it
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | ARRIVER | Arriver | Arriver   | crew | 0    | 3  | 1   |
    And the card "ARRIVER" has the effects:
      """
      [{"name": "Debut", "kind": "automatic", "trigger": "enters", "draw_atk": true}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "WARDEN" as "warden"
    And p1's hand holds "ARRIVER" as "arr"
    When p1 enters the crew "arr"
    And p1 resolves "Debut" of "arr" next
    Then p1's hand holds 3 cards

  @clause:8-10-1-2
  Scenario: 8-10-1-2 an incapacitation replaced never happened: the crew stays, nothing triggers on its leaving, no replenishment
    Given the test cards:
      | id       | name     | character | kind | rank | hp | atk |
      | GUARDIAN | Guardian | Guardian  | crew | 0    | 1  | 1   |
      | LOOKOUT  | Lookout  | Lookout   | crew | 0    | 3  | 1   |
    And the card "GUARDIAN" has the effects:
      """
      [{"name": "Cover", "kind": "replacement", "guard": "gauge"}]
      """
    And the card "LOOKOUT" has the effects:
      """
      [{"name": "Vigil", "kind": "automatic", "trigger": "crew_leaves", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p1 has the crew "LOOKOUT" as "lookout"
    And p2 has the crew "GUARDIAN" as "guardian"
    And p2's gauge holds 0 face-down and 1 face-up cards
    And p2's hand holds "PLAIN" as "spare"
    When p1 attacks "guardian" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "guardian" was dealt 3 battle damage
    And p2's crew area holds exactly "guardian"
    And p2's gauge holds 1 face-down and 0 face-up cards
    And p1's hand holds 0 cards
    And the pending decision is "battle" for p1

  @clause:8-10-2 @clause:8-10-2-1
  Scenario Outline: 8-10-2-1 the damaged crew's master, not the attacking turn player, orders its replacement effects: <order>
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | DOUBLE | Double | Double    | crew | 0    | 9  | 1   |
    And the card "DOUBLE" has the effects:
      """
      [{"name": "Lessen", "kind": "replacement", "set": 1}, {"name": "Swell", "kind": "replacement", "add": 2}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "DOUBLE" as "double"
    When p1 attacks "double" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "apply_replacements" for p2
    When p2 applies the replacements <order> to "double"
    Then "double" was dealt <amount> battle damage

    Examples:
      | order                | amount |
      | "Lessen" and "Swell" | 3      |
      | "Swell" and "Lessen" | 1      |

  @clause:8-10-2-2
  Scenario: 8-10-2-2 of two replacements of a crew's incapacitation, its master chooses the one applied, whoever's turn it is
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | BULWARK | Bulwark | Bulwark   | crew | 0    | 1  | 1   |
    And the card "BULWARK" has the effects:
      """
      [{"name": "Cover", "kind": "replacement", "guard": "gauge"}, {"name": "Brace", "kind": "replacement", "guard": "crystal"}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "BULWARK" as "bulwark"
    And p2's gauge holds 0 face-down and 1 face-up cards
    And p2's crystal area holds 1 cards
    When p1 attacks "bulwark" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "apply_replacements" for p2
    When p2 applies the replacements "Brace" and "Cover" to "bulwark"
    Then p2's crew area holds exactly "bulwark"
    And p2's gauge holds 0 face-down and 1 face-up cards
    And p2's crystal area cards are all rested

  @clause:8-10-3
  Scenario: 8-10-3 an optional replacement whose alternative can be done is offered, and may be left out
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | HOPEFUL | Hopeful | Hopeful   | crew | 0    | 1  | 1   |
    And the card "HOPEFUL" has the effects:
      """
      [{"name": "Maybe Cover", "kind": "replacement", "guard": "gauge", "optional": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "HOPEFUL" as "hopeful"
    And p2's gauge holds 0 face-down and 1 face-up cards
    When p1 attacks "hopeful" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "apply_replacements" for p2
    When p2 applies no replacement to "hopeful"
    Then p2's gauge holds "hopeful" somewhere
    And p2's gauge holds 0 face-down and 2 face-up cards

  @clause:8-10-3
  Scenario: 8-10-3 an optional replacement whose alternative cannot be done does not apply: the crew is incapacitated
    Given the test cards:
      | id      | name    | character | kind | rank | hp | atk |
      | HOPEFUL | Hopeful | Hopeful   | crew | 0    | 1  | 1   |
    And the card "HOPEFUL" has the effects:
      """
      [{"name": "Maybe Cover", "kind": "replacement", "guard": "gauge", "optional": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "HOPEFUL" as "hopeful"
    And p2's gauge holds 1 face-down and 0 face-up cards
    When p1 attacks "hopeful" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds "hopeful" somewhere
    And the pending decision is "battle" for p1

  @clause:8-6-2-4
  Scenario: 8-6-2-4 the effect is resolved once its cost is paid: the crystal is rested before its choice, and it resolves in full
    Given p1's crystal area holds "FIRE" as "f"
    And p2 has the crew "PLAIN" as "a"
    And p2 has the crew "BIG" as "b"
    When p1 activates "Strike and Study" of "sage" resting "f"
    Then "f" is rested
    And the pending decision is "choose_targets" for p1
    When p1 chooses the target "b"
    Then "b" was dealt 1 effect damage
    And "a" was dealt no damage
    And p1's hand holds 1 cards

  @clause:8-10-2 @clause:8-10-1
  Scenario: 8-10-2 the order of two replacement effects on one damage is the affected player's decision, offered in every order, none left out
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | DOUBLE | Double | Double    | crew | 0    | 9  | 1   |
    And the card "DOUBLE" has the effects:
      """
      [{"name": "Lessen", "kind": "replacement", "set": 1}, {"name": "Swell", "kind": "replacement", "add": 2}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BIG" as "big"
    And p2 has the crew "DOUBLE" as "double"
    When p1 attacks "double" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "apply_replacements" for p2
    And "double" was dealt no damage
    And the legal actions include:
      """
      {"type": "apply_replacements", "player": "p2", "card": "double", "effects": [0, 1]}
      """
    And the legal actions include:
      """
      {"type": "apply_replacements", "player": "p2", "card": "double", "effects": [1, 0]}
      """
    When p2 tries to apply the replacement "Lessen" to "double"
    Then the action is rejected citing one of the clauses 8-10-1 or 8-10-3
    And the game state is unchanged

  @clause:8-6-3-5 @clause:8-6-3
  Scenario: 8-6-3-5 choosing crew cards of the hidden hand, a card without that information cannot be chosen
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | SEEKER | Seeker | Seeker    | crew | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Muster", "kind": "activated", "from_hand": 1, "draw": 1}]
      """
    And p1's crystal area holds 3 cards
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds "PLAIN" as "plain" and "SUM-FILL" as "sum"
    When p1 activates "Muster" of "seeker" resting nothing
    And p1 tries to choose the target "sum"
    Then the action is rejected citing one of the clauses 8-6-3 or 8-6-3-5
    And the pending decision is "choose_targets" for p1

  @clause:8-4-2-3 @clause:8-4-2-4 @clause:9-2-3-2
  Scenario: 8-4-2-3 a cost's action that cannot be done as written, returning a crew that 9-2-3-2 keeps in play by its level card, cannot be paid
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | RECALL | Recall | Recall    | crew | 0    | 3  | 1   |
    And the card "RECALL" has the effects:
      """
      [{"name": "Withdraw", "kind": "activated", "cost": {"actions": ["return_self"]}, "draw": 1}]
      """
    And p1 has the crew "RECALL" as "recall" with 1 level card
    When p1 tries to activate "Withdraw" of "recall" resting nothing
    Then the action is rejected citing one of the clauses 8-4-2-4 or 9-2-3-2
    And the game state is unchanged
