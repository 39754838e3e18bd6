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

  @clause:2-2-1-1-1 @needs:battle @needs:effect.continuous
  Scenario Outline: 2-2-1-1-1 A crew with no element is beyond element-based effects: "<filter>" gives the <attacker> crew <damage> damage
    Given the test cards:
      | id     | kind | character | rank | hp | atk | element   |
      | BANNER | crew | Banner    | 0    | 3  | 0   |           |
      | NOEL   | crew | Noel      | 0    | 3  | 2   |           |
      | WAVE   | crew | Wave      | 0    | 3  | 2   | water     |
      | BLAZE  | crew | Blaze     | 0    | 3  | 2   | fire      |
    And the card "BANNER" has the effects:
      """
      [{"name": "Colours", "kind": "continuous", "zone_atk": 1, "atk_element": "<filter>"}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "BANNER" as "banner"
    And p1 has the crew "<attacker>" as "hero"
    When p1 attacks "p2-captain" with "hero"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt <damage> battle damage

    Examples:
      | filter | attacker | damage |
      | ~fire  | NOEL     | 2      |
      | ~fire  | WAVE     | 3      |
      | ~fire  | BLAZE    | 2      |
      | fire   | NOEL     | 2      |
      | fire   | BLAZE    | 3      |

  @clause:2-7-2 @clause:10-4-3-3-1 @needs:effect.activated
  Scenario: 2-7-2 An effect reading the original HP reads the printed HP, not the HP its level card raised
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | VETERAN | crew | Veteran   | 0    | 3  | 1   |
    And the card "VETERAN" has the effects:
      """
      [{"name": "Recall", "kind": "activated", "draw_original": "hp"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "VETERAN" as "vet" with 1 level card
    And p1's hand holds nothing
    When p1 activates "Recall" of "vet" resting nothing
    Then p1's hand holds 3 cards

  @clause:2-8-2 @clause:10-4-3-3-1 @needs:effect.activated @needs:effect.continuous
  Scenario: 2-8-2 An effect reading the original ATK reads the printed ATK, not the ATK a level card and a continuous effect raised
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | VETERAN | crew | Veteran   | 0    | 3  | 1   |
      | LEADER  | crew | Leader    | 0    | 3  | 1   |
    And the card "VETERAN" has the effects:
      """
      [{"name": "Recall", "kind": "activated", "draw_original": "atk"}]
      """
    And the card "LEADER" has the effects:
      """
      [{"name": "Rally", "kind": "continuous", "zone_atk": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "VETERAN" as "vet" with 1 level card
    And p1 has the crew "LEADER" as "leader"
    And p1's hand holds nothing
    When p1 activates "Recall" of "vet" resting nothing
    Then p1's hand holds 1 card

  @clause:2-4-3 @needs:effect.activated
  Scenario Outline: 2-4-3 A summon has no rank: an effect counting the gauge's cards of rank <rank> or less does not count it
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | COUNTER | crew | Counter   | 0    | 3  | 1   |
      | ZERO    | crew | Zero      | 0    | 3  | 1   |
    And the card "COUNTER" has the effects:
      """
      [{"name": "Tally", "kind": "activated", "draw_per_gauge_rank": <rank>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "COUNTER" as "counter"
    And p1's gauge holds "SUM-FILL" as "s1", "ZERO" as "z" and "FILL-00" as "f"
    And p1's hand holds nothing
    When p1 activates "Tally" of "counter" resting nothing
    Then p1's hand holds <drawn> cards

    Examples:
      | rank | drawn |
      | 0    | 1     |
      | 9    | 2     |

  @clause:2-5-2 @needs:effect.automatic
  Scenario Outline: 2-5-2 A crew card's effect works only in the crew area: in the <zone> its trigger stays silent
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | WATCHER | crew | Watcher   | 0    | 3  | 1   |
      | ANNA    | crew | Anna      | 0    | 3  | 1   |
    And the card "WATCHER" has the effects:
      """
      [{"name": "Welcome", "kind": "automatic", "trigger": "crew_enters", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ANNA" as "anna"
    And p1's <zone> holds "WATCHER" as "watcher"
    When p1 enters the crew "anna"
    Then p1's deck holds <deck> cards

    Examples:
      | zone      | deck |
      | gauge     | 10   |
      | crew area | 9    |

  @clause:2-5-2 @needs:effect.automatic
  Scenario: 2-5-2 A crew card's effect in the hand does nothing: its trigger stays silent as another crew enters
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | WATCHER | crew | Watcher   | 9    | 3  | 1   |
      | ANNA    | crew | Anna      | 0    | 3  | 1   |
    And the card "WATCHER" has the effects:
      """
      [{"name": "Welcome", "kind": "automatic", "trigger": "crew_enters", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ANNA" as "anna" and "WATCHER" as "watcher"
    When p1 enters the crew "anna"
    Then p1's deck holds 10 cards
    And p1's hand holds exactly "watcher"

  @clause:2-6-2 @clause:2-6-1-1-1 @needs:charge_attack
  Scenario: 2-6-2 A charge attack works only from the crew area: one printed on a card in the hand gives the attacker none
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "PLAIN" as "plain"
    And p1's hand holds "OUG-1" as "oug"
    And p1's gauge holds 0 face-down and 3 face-up cards
    When p1 attacks "p2-captain" with "plain"
    Then the pending decision is "battle" for p1
    And the observation shows no charge attack this turn
    And p1's gauge holds 0 face-down and 3 face-up cards

  @clause:2-4-2 @needs:effect.activated @needs:effect.continuous
  Scenario: 2-4-2 An effect reading the original rank reads the printed rank, not the rank a continuous effect raised
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | VETERAN | crew | Veteran   | 1    | 3  | 1   |
      | ELDER   | crew | Elder     | 0    | 3  | 1   |
    And the card "VETERAN" has the effects:
      """
      [{"name": "Recall", "kind": "activated", "draw_original": "rank"}]
      """
    And the card "ELDER" has the effects:
      """
      [{"name": "Seniority", "kind": "continuous", "zone_rank": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 3 cards
    And p1 has the crew "VETERAN" as "vet"
    And p1 has the crew "ELDER" as "elder"
    And p1's hand holds nothing
    When p1 activates "Recall" of "vet" resting nothing
    Then p1's hand holds 1 card

  @clause:2-4-2 @clause:10-2-3-1-1 @needs:effect.continuous
  Scenario Outline: 2-4-2 The crew area's rank total counts the current rank a continuous effect raised, not the original: with <elder>
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | VETERAN | crew | Veteran   | 1    | 3  | 1   |
      | ELDER   | crew | Elder     | 0    | 3  | 1   |
      | NOVICE  | crew | Novice    | 1    | 3  | 1   |
    And the card "ELDER" has the effects:
      """
      [{"name": "Seniority", "kind": "continuous", "zone_rank": <raise>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 3 cards
    And p1 has the crew "VETERAN" as "vet"
    And p1 has the crew "ELDER" as "elder"
    And p1's hand holds "NOVICE" as "novice"
    When p1 tries to enter the crew "novice"
    Then <outcome>

    Examples:
      | elder               | raise | outcome                                          |
      | an Elder giving +1  | 1     | the action is rejected citing clause 10-2-3-1-1  |
      | an Elder giving +0  | 0     | the action is accepted                           |
