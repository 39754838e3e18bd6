Feature: Chapter 2 - card information
  What the printed fields of a card mean in play: card types and how text names them,
  colours, types, power, cost and how it is paid, card text, life and card numbers.

  @clause:2-2-4-1 @needs:timing.main @needs:ability.ko
  Scenario: 2-2-4-1 An effect on the opponent's characters reaches only cards in the character area
    Given the test cards:
      | id      | category  | cost | power |
      | C-V     | character | 2    | 3000  |
      | E-SWEEP | event     | 1    |       |
    And card "E-SWEEP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "kinds": ["character"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SWEEP" as "sweep"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-V" as "v1"
    And p2's hand holds "C-V" as "vh"
    And p2's trash holds "C-V" as "vt"
    When p1 plays "sweep"
    Then the log shows a K.O. of "v1" by effect
    And "v1" is not on the field
    And p2's hand has 1 card
    And p2's hand contains "vh"
    And p2's trash has 2 cards
    And p2's trash contains "vt"
    And "p2-leader" is on the field

  @clause:2-2-4-1 @clause:8-4-4 @needs:timing.main @needs:ability.rest
  Scenario: 2-2-4-1 A character card in hand cannot be chosen as a character
    Given the test cards:
      | id     | category  | cost | power |
      | C-V    | character | 2    | 3000  |
      | E-PICK | event     | 1    |       |
    And card "E-PICK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 1, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PICK" as "pick"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-V" as "v1"
    And p2's hand holds "C-V" as "vh"
    When p1 plays "pick"
    Then the pending decision is "select" for p1
    And p1 can choose "v1"
    And p1 cannot choose "vh"
    When p1 chooses "v1"
    Then "v1" is rested
    And p2's hand contains "vh"

  @clause:2-3-5 @clause:5-1-2-2 @clause:2-3-4
  Scenario: 2-3-5 A red and green leader counts as green, so green cards may join its deck
    Given the test cards:
      | id   | category | colors     |
      | L-RG | leader   | red, green |
    And a fresh game with seed 7
    And p1's leader is "L-RG"
    And p1's deck has 4 copies of "OFF-GREEN"
    When the players try to start the game
    Then the action is accepted
    And the pending decision is "choose_turn_order"

  @clause:2-3-5 @clause:5-1-2-2
  Scenario: 2-3-5 A red-only leader does not count as green, so green cards may not join its deck
    Given a fresh game with seed 7
    And p1's leader is "L-P1"
    And p1's deck has 4 copies of "OFF-GREEN"
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2-2

  @clause:2-4-3 @clause:2-4-2 @needs:timing.main @needs:ability.rest
  Scenario: 2-4-3 A type named by an effect picks out exactly the cards having that type, not types containing it
    Given the test cards:
      | id        | category  | cost | power | types                |
      | C-NAVYHAT | character | 2    | 3000  | Straw Hat Crew, Navy |
      | C-NAVY    | character | 2    | 3000  | Navy                 |
      | C-HAT     | character | 2    | 3000  | Straw Hat Crew       |
      | C-HQ      | character | 2    | 3000  | Navy HQ              |
      | E-NAVY    | event     | 1    |       |                      |
    And card "E-NAVY" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "all", "side": "opponent", "kinds": ["character"], "types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-NAVY" as "ev"
    And p1's cost area holds 1 active DON!!
    And p2's characters are:
      | card      | id    |
      | C-NAVYHAT | both  |
      | C-NAVY    | navy  |
      | C-HAT     | crew  |
      | C-HQ      | hq    |
    When p1 plays "ev"
    Then "both" is rested
    And "navy" is rested
    And "crew" is active
    And "hq" is active

  @clause:2-6-2 @needs:timing.main @needs:ability.rest
  Scenario: 2-6-2 Only leaders and characters have power: a "power N or less" filter never matches a stage
    Given the test cards:
      | id      | category  | cost | power |
      | C-WEAK  | character | 1    | 1000  |
      | S-BASE  | stage     | 1    |       |
      | E-SLEEP | event     | 0    |       |
    And card "E-SLEEP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "all", "side": "opponent",
       "kinds": ["leader", "character", "stage"], "max_power": 5000}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SLEEP" as "sleep"
    And p2 has a character "C-WEAK" as "weak"
    And p2's stage is "S-BASE" as "base"
    When p1 plays "sleep"
    Then "weak" is rested
    And "p2-leader" is rested
    And "base" is active

  @clause:2-7-5 @needs:timing.main @needs:ability.rest
  Scenario: 2-7-5 Only characters, events and stages have a cost: a "cost N or less" filter never matches a leader
    Given the test cards:
      | id      | category  | cost | power |
      | C-WEAK  | character | 1    | 1000  |
      | S-BASE  | stage     | 1    |       |
      | E-SLEEP | event     | 0    |       |
    And card "E-SLEEP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "all", "side": "opponent",
       "kinds": ["leader", "character", "stage"], "max_cost": 3}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SLEEP" as "sleep"
    And p2 has a character "C-WEAK" as "weak"
    And p2's stage is "S-BASE" as "base"
    When p1 plays "sleep"
    Then "weak" is rested
    And "base" is rested
    And "p2-leader" is active

  @clause:2-6-2 @clause:2-7-5 @needs:timing.main @needs:ability.trash_from_hand.filter @needs:target.max_base_power
  @needs:target.max_base_cost
  Scenario Outline: 2-6-2 Printed-value filters on cards in hand match only the card types that carry the value
    Given the test cards:
      | id      | category  | cost | power |
      | C-LOW   | character | 1    | 1000  |
      | S-BASE  | stage     | 1    |       |
      | E-FREE  | event     | 0    |       |
      | E-PICK  | event     | 0    |       |
    And card "E-PICK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "filter": {"<filter>": 3000}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PICK" as "pick", "C-LOW" as "low", "S-BASE" as "base" and "E-FREE" as "free"
    When p1 plays "pick"
    Then the cards offered for the choice are <offered>

    Examples:
      | filter         | offered                        |
      | max_base_power | "low"                          |
      | max_base_cost  | "low", "base" and "free"       |

  @clause:2-6-3 @needs:timing.main @needs:ability.power
  Scenario: 2-6-3 An effect can push power above the printed value, and battles use the raised value
    Given the test cards:
      | id     | category | cost | power |
      | L-BIG  | leader   |      | 6000  |
      | E-PUMP | event    | 1    |       |
    And card "E-PUMP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader"], "count": 1}, "amount": 2000, "duration": "turn"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's leader is "L-BIG"
    And p1's hand holds "E-PUMP" as "pump"
    And p1's cost area holds 1 active DON!!
    Then "p1-leader" has 5000 power
    When p1 plays "pump"
    Then "p1-leader" has 7000 power
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the log has the event:
      """
      {"event": "battle", "attacker": "p1-leader", "target": "p2-leader", "attacker_power": 7000, "target_power": 6000, "winner": "attacker"}
      """
    And the log shows p2 took 1 damage

  @clause:2-7-2 @clause:2-7-1 @clause:4-7-1
  Scenario: 2-7-2 Playing a character rests as many active DON!! as its cost and puts it in play
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 3    | 5000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZORO" as "zoro"
    And p1's cost area holds 3 active and 2 rested DON!!
    When p1 plays "zoro"
    Then "zoro" is on the field
    And "zoro" is active
    And p1's character area contains "zoro"
    And p1's hand is empty
    And p1's cost area has 0 active and 5 rested DON!!

  @clause:2-7-2
  Scenario: 2-7-2 A character cannot be played with one active DON!! fewer than its cost
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 3    | 5000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZORO" as "zoro"
    And p1's cost area holds 2 active and 3 rested DON!!
    Then p1 cannot play "zoro"
    When p1 tries to play "zoro"
    Then the action is rejected citing clause 2-7-2
    And the game state is unchanged
    And p1's hand contains "zoro"

  @clause:2-7-3 @clause:2-2-5 @needs:timing.main @needs:ability.draw
  Scenario: 2-7-3 Playing an event rests DON!! equal to its cost, trashes it and resolves it
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 2    |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "ev"
    And p1's deck holds "C-A" as "top" and 4 cards of "C-B"
    And p1's cost area holds 2 active DON!!
    When p1 plays "ev"
    Then p1's cost area has 0 active and 2 rested DON!!
    And p1's trash contains "ev"
    And p1's hand does not contain "ev"
    And p1's hand contains "top"
    And p1's hand has 1 card

  @clause:2-7-3 @needs:timing.main @needs:ability.draw
  Scenario: 2-7-3 An event cannot be played with one active DON!! fewer than its cost
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 2    |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "ev"
    And p1's cost area holds 1 active and 1 rested DON!!
    Then p1 cannot play "ev"
    When p1 tries to play "ev"
    Then the action is rejected citing clause 2-7-3
    And the game state is unchanged

  @clause:2-7-4
  Scenario: 2-7-4 Playing a stage rests as many active DON!! as its cost and puts it in play
    Given the test cards:
      | id     | category | cost |
      | S-SHIP | stage    | 2    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "S-SHIP" as "ship"
    And p1's cost area holds 2 active and 1 rested DON!!
    When p1 plays "ship"
    Then "ship" is on the field
    And "ship" is active
    And p1's hand is empty
    And p1's cost area has 0 active and 3 rested DON!!

  @clause:2-7-4
  Scenario: 2-7-4 A stage cannot be played with one active DON!! fewer than its cost
    Given the test cards:
      | id     | category | cost |
      | S-SHIP | stage    | 2    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "S-SHIP" as "ship"
    And p1's cost area holds 1 active and 2 rested DON!!
    Then p1 cannot play "ship"
    When p1 tries to play "ship"
    Then the action is rejected citing clause 2-7-4
    And the game state is unchanged

  @clause:2-8-2 @needs:timing.permanent @needs:ability.power
  Scenario: 2-8-2 A character's continuous text does nothing from the hand or trash, only in the character area
    Given the test cards:
      | id     | category  | cost | power |
      | C-AURA | character | 1    | 1000  |
    And card "C-AURA" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "power", "target": {"select": "all", "side": "self", "kinds": ["leader"]}, "amount": 1000}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-AURA" as "aura"
    And p1's trash holds "C-AURA" as "aura2"
    And p1's cost area holds 1 active DON!!
    Then "p1-leader" has 5000 power
    When p1 plays "aura"
    Then "p1-leader" has 6000 power

  @clause:2-8-2 @needs:timing.activate_main @needs:ability.draw
  Scenario: 2-8-2 An [Activate: Main] ability of a character in hand cannot be used
    Given the test cards:
      | id     | category  | cost | power |
      | C-TOOL | character | 1    | 1000  |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-TOOL" as "inhand"
    And p1 has a character "C-TOOL" as "onfield"
    Then p1 cannot activate the ability of "inhand"
    And p1 can activate the ability of "onfield"
    When p1 tries to activate the ability of "inhand"
    Then the action is rejected citing one of the clauses 2-8-2 or 6-5-4-1
    And the game state is unchanged
    And p1's hand has 1 card

  @clause:2-8-3 @clause:1-3-8 @needs:timing.main @needs:ability.draw @needs:ability.trash_from_hand
  Scenario: 2-8-3 Text is carried out from the top: draw first, then trash the drawn card
    Given the test cards:
      | id     | category | cost |
      | E-LOOT | event    | 1    |
    And card "E-LOOT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1}, {"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-LOOT" as "ev"
    And p1's deck holds "C-A" as "top" and 4 cards of "C-B"
    And p1's cost area holds 1 active DON!!
    When p1 plays "ev"
    Then p1's hand is empty
    And p1's trash contains "top"
    And p1's trash has 2 cards
    And p1's deck has 4 cards

  @clause:2-8-3 @clause:1-3-8 @needs:timing.main @needs:ability.draw @needs:ability.trash_from_hand
  Scenario: 2-8-3 Text is carried out from the top: trashing from an empty hand comes before the draw
    Given the test cards:
      | id     | category | cost |
      | E-TOOL | event    | 1    |
    And card "E-TOOL" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "player": "self"}, {"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-TOOL" as "ev"
    And p1's deck holds "C-A" as "top" and 4 cards of "C-B"
    And p1's cost area holds 1 active DON!!
    When p1 plays "ev"
    Then p1's hand has 1 card
    And p1's hand contains "top"
    And p1's trash has 1 card
    And p1's trash contains "ev"

  @clause:2-9-2 @clause:5-2-1-7 @clause:2-9-1
  Scenario Outline: 2-9-2 The game starts with as many face-down life cards as the leader's life
    Given the test cards:
      | id     | category | life |
      | L-FOUR | leader   | 4    |
    And a fresh game with seed 11
    And p1's leader is "<leader>"
    When the game is played on until the main phase of turn 1
    Then p1's life area has <life> cards
    And every card in p1's life area is face down
    And p1's deck has <deck> cards
    And p2's life area has 5 cards

    Examples:
      | leader | life | deck |
      | L-FOUR | 4    | 41   |
      | L-P1   | 5    | 40   |

  @clause:2-9-2-1 @clause:5-2-1-7
  Scenario: 2-9-2-1 The card on top of the deck becomes the bottom life card
    Given a fresh game with seed 5
    When the game is played on until the pending decision is "redraw"
    And the top 5 cards of p1's deck are noted
    And the top 5 cards of p2's deck are noted
    And the game is played on until the main phase of turn 1
    Then p1's life area holds the noted cards of p1's deck in reverse order
    And p2's life area holds the noted cards of p2's deck in reverse order

  @clause:2-9-4
  Scenario: 2-9-4 A life area holding more cards than the printed life is kept and damaged normally
    Given a game on turn 4 in the main phase with p2 to play
    And p1's life area holds "C-A" as "l1" and 6 cards of "C-B"
    Then p1's life area has 7 cards
    When p2 attacks "p1-leader" with "p2-leader"
    And p1 passes the counter step
    Then p1's life area has 6 cards
    And p1's hand contains "l1"
    And the game is not over

  @clause:2-14-2 @clause:5-1-2-3
  Scenario: 2-14-2 A deck may hold four cards with the same card number
    Given a fresh game with seed 3
    And p1's deck has 4 copies of "P1-13"
    When the players try to start the game
    Then the action is accepted
    And the pending decision is "choose_turn_order"

  @clause:2-14-2 @clause:5-1-2-3
  Scenario: 2-14-2 A deck may not hold five cards with the same card number
    Given a fresh game with seed 3
    And p1's deck has 5 copies of "P1-13"
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2-3

  # ------------------------------------------------------------ names, types, attributes in text

  @clause:2-1-2 @needs:target.name @needs:timing.main @needs:ability.ko
  Scenario: 2-1-2 Text naming a card refers only to cards with exactly that name
    Given the test cards:
      | id      | category  | name         |
      | C-ZORO  | character | Zoro         |
      | C-RZORO | character | Roronoa Zoro |
      | C-ZORO2 | character | zoro         |
      | E-CUT   | event     |              |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "name": "Zoro"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-ZORO" as "zoro"
    And p2 has a character "C-RZORO" as "roronoa"
    And p2 has a character "C-ZORO2" as "lower"
    When p1 plays "cut"
    Then "zoro" is not on the field
    And "roronoa" is on the field
    And "lower" is on the field

  @clause:2-1-2-1 @needs:target.name_contains @needs:timing.main @needs:ability.ko
  Scenario: 2-1-2-1 Text naming part of a card name refers to every card whose name contains those words
    Given the test cards:
      | id      | category  | name          |
      | C-ZORO  | character | Zoro          |
      | C-RZORO | character | Roronoa Zoro  |
      | C-NAMI  | character | Nami          |
      | E-CUT   | event     |               |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "name_contains": "Zoro"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-ZORO" as "zoro"
    And p2 has a character "C-RZORO" as "roronoa"
    And p2 has a character "C-NAMI" as "nami"
    When p1 plays "cut"
    Then "zoro" is not on the field
    And "roronoa" is not on the field
    And "nami" is on the field

  @clause:2-1-3 @needs:ability.gain_name @needs:ability.trash_from_hand.filter @needs:target.name @needs:timing.main
  Scenario Outline: 2-1-3 A name a card gains through its own text counts in the hand, a secret area
    Given the test cards:
      | id      | category  | name     | cost |
      | C-ALIAS | character | Cat      | 1    |
      | E-PICK  | event     |          | 0    |
    And card "C-ALIAS" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "gain_name", "name": "Nami"}]}
      """
    And card "E-PICK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "filter": {"name": "<name>"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PICK" as "pick", "C-ALIAS" as "alias" and "C-OTHER" as "other"
    When p1 plays "pick"
    Then the cards offered for the choice are "alias"

    Examples:
      | name |
      | Nami |
      | Cat  |

  @clause:2-2-4-2 @needs:ability.add_to_hand @needs:target.categories @needs:timing.main
  Scenario: 2-2-4-2 "Character card" in text means a character card outside the character area
    Given the test cards:
      | id      | category  | cost |
      | E-BACK  | event     | 0    |
      | E-OTHER | event     | 0    |
    And card "E-BACK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "add_to_hand", "from": "trash", "count": 1, "up_to": true, "filter": {"categories": ["character"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-BACK" as "back"
    And p1 has a character "C-ONFIELD" as "onfield"
    And p1's trash holds "C-GONE" as "gone" and "E-OTHER" as "ev"
    When p1 plays "back"
    Then the cards offered for the choice are "gone"
    When p1 chooses "gone"
    Then p1's hand contains "gone"
    And "onfield" is on the field

  @clause:2-2-6-2 @needs:ability.add_to_hand @needs:target.categories @needs:timing.main
  Scenario: 2-2-6-2 "Stage card" in text means a stage card outside the stage area
    Given the test cards:
      | id      | category  | cost |
      | E-BACK  | event     | 0    |
      | S-DOCK  | stage     | 1    |
      | S-PORT  | stage     | 1    |
    And card "E-BACK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "add_to_hand", "from": "trash", "count": 1, "up_to": true, "filter": {"categories": ["stage"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-BACK" as "back"
    And p1's stage is "S-PORT" as "port"
    And p1's trash holds "S-DOCK" as "dock" and "C-GONE" as "gone"
    When p1 plays "back"
    Then the cards offered for the choice are "dock"

  @clause:2-4-3-1 @needs:target.type_contains @needs:timing.main @needs:ability.ko
  Scenario: 2-4-3-1 Text naming part of a type refers to every card with a type containing those words
    Given the test cards:
      | id      | category  | types                 |
      | C-CREW  | character | Straw Hat Crew        |
      | C-PIR   | character | Straw Hat Pirates     |
      | C-NAVY  | character | Navy                  |
      | C-HAT   | character | Straw, Hat            |
      | E-CUT   | event     |                       |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "type_contains": "Straw Hat"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2's characters are:
      | card   | id   |
      | C-CREW | crew |
      | C-PIR  | pir  |
      | C-NAVY | navy |
      | C-HAT  | hat  |
    When p1 plays "cut"
    Then "crew" is not on the field
    And "pir" is not on the field
    And "navy" is on the field
    And "hat" is on the field

  @clause:2-4-4 @needs:ability.gain_type @needs:ability.trash_from_hand.filter @needs:timing.main
  Scenario Outline: 2-4-4 A type a card gains through its own text counts in the hand, a secret area
    Given the test cards:
      | id      | category  | types | cost |
      | C-ALIAS | character | Test  | 1    |
      | E-PICK  | event     |       | 0    |
    And card "C-ALIAS" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "gain_type", "type": "Navy"}]}
      """
    And card "E-PICK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "filter": {"types": ["<type>"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PICK" as "pick", "C-ALIAS" as "alias" and "C-OTHER" as "other"
    When p1 plays "pick"
    Then the cards offered for the choice are <offered>

    Examples:
      | type | offered            |
      | Navy | "alias"            |
      | Test | "alias" and "other" |

  @clause:2-5-4 @needs:target.attributes @needs:timing.main @needs:ability.ko
  Scenario Outline: 2-5-4 A card with two attributes counts as a card of each of them
    Given the test cards:
      | id     | category  | attributes     |
      | C-TWO  | character | slash, strike  |
      | C-ONE  | character | ranged         |
      | E-CUT  | event     |                |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "attributes": ["<attribute>"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-TWO" as "two"
    And p2 has a character "C-ONE" as "one"
    When p1 plays "cut"
    Then "two" is not on the field
    And "one" is on the field

    Examples:
      | attribute |
      | slash     |
      | strike    |

  @clause:2-5-6 @needs:target.attributes @needs:timing.main @needs:ability.ko
  Scenario: 2-5-6 Text naming an attribute refers only to cards with that attribute
    Given the test cards:
      | id      | category  | attributes |
      | C-SHOT  | character | ranged     |
      | C-BLADE | character | slash      |
      | C-SAGE  | character | wisdom     |
      | E-CUT   | event     |            |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "attributes": ["ranged"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-SHOT" as "shot"
    And p2 has a character "C-BLADE" as "blade"
    And p2 has a character "C-SAGE" as "sage"
    When p1 plays "cut"
    Then "shot" is not on the field
    And "blade" is on the field
    And "sage" is on the field

  @clause:2-5-7 @needs:ability.gain_attribute @needs:ability.trash_from_hand.filter @needs:timing.main
  Scenario Outline: 2-5-7 An attribute a card gains through its own text counts in the hand, a secret area
    Given the test cards:
      | id      | category  | attributes | cost |
      | C-ALIAS | character | slash      | 1    |
      | E-PICK  | event     |            | 0    |
    And card "C-ALIAS" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "gain_attribute", "attribute": "wisdom"}]}
      """
    And card "E-PICK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "filter": {"attributes": ["<attribute>"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PICK" as "pick", "C-ALIAS" as "alias" and "C-OTHER" as "other"
    When p1 plays "pick"
    Then the cards offered for the choice are <offered>

    Examples:
      | attribute | offered             |
      | wisdom    | "alias"             |
      | slash     | "alias" and "other" |

  @clause:2-7-6 @needs:ability.change_cost @needs:observation.cost @needs:timing.main @needs:ability.ko
  Scenario Outline: 2-7-6 An effect can raise a cost above the printed one, and cost filters read the raised cost
    Given the test cards:
      | id      | category  | cost |
      | C-TWO   | character | 2    |
      | E-PRICE | event     | 0    |
    And card "E-PRICE" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "change_cost", "amount": <raise>, "target": {"select": "all", "side": "opponent"}},
        {"kind": "ko", "target": {"select": "all", "side": "opponent", "max_cost": 3}}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PRICE" as "price"
    And p2 has a character "C-TWO" as "two"
    When p1 plays "price"
    Then "two" <where> on the field
    And the log has the event:
      """
      {"event": "cost", "card": "two", "amount": <raise>}
      """

    Examples:
      | raise | where  |
      | 2     | is     |
      | 1     | is not |
