Feature: 8 Activating and resolving effect text

  Activated effects of test cards (docs/gbf-data.md (b), "Effects"): a cost of element icons and a numbered
  icon paid by resting crystals, and a one-shot effect that draws cards.

  Background:
    Given the test cards:
      | id    | name       | character | kind | rank | hp | atk | element |
      | FIRE  | Fire Gem   | Fire Gem  | crew | 9    | 1  | 1   | fire    |
      | WATER | Water Gem  | Water Gem | crew | 9    | 1  | 1   | water   |
      | SAGE  | Sage       | Sage      | crew | 1    | 3  | 1   |         |
    And the card "SAGE" has the effects:
      """
      [
        {"name": "Fire Study", "kind": "activated", "cost": {"elements": {"fire": 1}}, "draw": 1},
        {"name": "Study", "kind": "activated", "cost": {"generic": 2}, "draw": 1},
        {"name": "Free Study", "kind": "activated", "draw": 2},
        {"name": "Deep Study", "kind": "activated", "cost": {"elements": {"fire": 2}, "generic": 2}, "draw": 1}
      ]
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
