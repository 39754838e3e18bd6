Feature: 2 Card information
  The charge attack (ougi): as the card attacks, turning N face-up gauge cards face down fires it; its bonus
  lasts for the turn, and each card's fires once a turn.

  Background:
    Given the test cards:
      | id    | kind | character | rank | hp | atk | ougi cost | ougi atk | ougi hp |
      | OUG-2 | crew | Oug       | 0    | 3  | 2   | 2         | 3        | 0       |
      | OUG-1 | crew | Uno       | 0    | 3  | 1   | 1         | 1        | 0       |
      | PLAIN | crew | Plain     | 0    | 3  | 2   |           |          |         |

  @clause:2-6-1-1-1 @clause:7-2-1-3-1-4 @needs:charge_attack
  Scenario: 2-6-1-1-1 As the card attacks, its player may turn N face-up gauge cards face down to fire its charge attack
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 1 face-down and 3 face-up cards
    When p1 attacks "p2-captain" with "oug"
    Then the pending decision is "charge_attack" for p1
    When p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0", "p1-up2"]}
      """
    Then p1's gauge holds 3 face-down and 1 face-up card

  @clause:2-6-1-1-1 @needs:charge_attack
  Scenario Outline: 2-6-1-1-1 The charge attack needs N face-up gauge cards: face-down ones and fewer will not do
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds <down> face-down and <up> face-up cards
    When p1 attacks "p2-captain" with "oug"
    Then the pending decision is "<next>" for p1

    Examples:
      | down | up | next          |
      | 5    | 1  | battle        |
      | 0    | 2  | charge_attack |

  @clause:2-6-1-1-1 @needs:charge_attack
  Scenario: 2-6-1-1-1 Face-down gauge cards cannot pay for the charge attack
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 1 face-down and 2 face-up cards
    When p1 attacks "p2-captain" with "oug"
    And p1 tries the action:
      """
      {"type": "charge_attack", "cards": ["p1-down0", "p1-up0"]}
      """
    Then the action is rejected citing clause 2-6-1-1-1

  @clause:2-6-1-1-2 @needs:charge_attack
  Scenario: 2-6-1-1-2 The charge attack's ATK bonus counts in this turn's battle damage
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 0 face-down and 2 face-up cards
    When p1 attacks "p2-captain" with "oug"
    And p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0", "p1-up1"]}
      """
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 5 battle damage

  @clause:2-6-1-1-2 @needs:charge_attack
  Scenario: 2-6-1-1-2 The bonus lasts only this turn: the card's next attack, in a later turn, has its printed ATK
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 0 face-down and 2 face-up cards
    When p1 attacks "p2-captain" with "oug"
    And p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0", "p1-up1"]}
      """
    And p1 ends the attack step
    And p2 declines the counter step
    And p1 ends the battle phase
    And p1 takes the action:
      """
      {"type": "order_bottom", "cards": ["p1-up0", "p1-up1"]}
      """
    And p2 ends the main phase
    And p2 ends the battle phase
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "oug"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 2 battle damage

  @clause:2-6-1-1-3 @clause:7-2-1-3-2-2 @needs:charge_attack
  Scenario: 2-6-1-1-3 The once-a-turn limit is each card's own: a pursuing card fires its charge attack too
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-1" as "uno"
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 0 face-down and 3 face-up cards
    When p1 attacks "p2-captain" with "uno"
    And p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0"]}
      """
    And p1 pursues with "oug"
    Then the pending decision is "charge_attack" for p1
    When p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up1", "p1-up2"]}
      """
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 7 battle damage

  @clause:7-2-1-3-1-4 @needs:charge_attack
  Scenario: 7-2-1-3-1-4 The charge attack may be declined, and a card without one is not asked
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-2" as "oug"
    And p1 has the crew "PLAIN" as "plain"
    And p1's gauge holds 0 face-down and 2 face-up cards
    When p1 attacks "p2-captain" with "oug"
    And p1 takes the action:
      """
      {"type": "no_charge_attack"}
      """
    Then p1's gauge holds 0 face-down and 2 face-up cards
    When p1 pursues with "plain"
    Then the pending decision is "battle" for p1

  @clause:7-2-1-3-2-2 @needs:charge_attack
  Scenario: 7-2-1-3-2-2 A pursuing card's charge attack may fire at the checkpoint after the pursuit
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "PLAIN" as "plain"
    And p1 has the crew "OUG-2" as "oug"
    And p1's gauge holds 0 face-down and 2 face-up cards
    When p1 attacks "p2-captain" with "plain"
    Then the pending decision is "battle" for p1
    When p1 pursues with "oug"
    Then the pending decision is "charge_attack" for p1
