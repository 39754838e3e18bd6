Feature: 3 Game zones
  Each player's deck area, hand, ougi gauge, captain area, crew area, crystal area and armor area: who sees
  what, how cards enter each, and the crew area's limit of three crew with level cards not counting.

  @clause:3-1-1 @clause:6-3-1-2-1
  Scenario: 3-1-1 A crew entered by p1 goes to p1's own crew area, not to the opponent's
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 1    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's hand holds "CRW-A" as "anna"
    When p1 enters the crew "anna"
    Then p1's crew area holds exactly "anna"
    And p2's crew area holds 0 cards

  @clause:3-1-2 @clause:3-8-2
  Scenario: 3-1-2 How many cards each zone holds is shown even where the cards are hidden
    Given a fresh game with seed 5
    When the game is started
    Then p1's hand holds 5 cards
    And p2's hand holds 5 cards
    And p1's deck holds 45 cards
    And p1's armor area holds 0 cards
    When the first player keeps the hand
    And the second player keeps the hand
    Then p1's armor area holds 5 cards
    And p2's armor area holds 5 cards
    And p1's armor area is known to nobody

  @clause:3-2-2
  Scenario: 3-2-2 Nobody sees the deck, its owner included
    Given a game on turn 3 in the main phase with p1 to play
    Then p1's deck is known to nobody
    And p2's deck is known to nobody

  @clause:3-3-2
  Scenario: 3-3-2 The hand is hidden, but its owner sees it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds 2 cards
    Then p1's hand is known only to p1

  @clause:3-3-3
  Scenario: 3-3-3 The opponent does not see a player's hand, in either player's turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds 2 cards
    And p2's hand holds 3 cards
    Then p2's hand is known only to p2
    And p1's hand is known only to p1

  @clause:3-2-3 @clause:6-2-5
  Scenario: 3-2-3 Two cards drawn from the deck leave it one at a time
    Given a game on turn 4 in the start phase with p1 to play
    When the game is started
    Then the log has exactly 2 events like:
      """
      {"event": "draw", "player": "p1"}
      """

  @clause:3-2-4 @clause:5-2-1-3
  Scenario: 3-2-4 Each deck is shuffled by the player it belongs to
    Given a fresh game with seed 5
    When the game is started
    Then the log has the event:
      """
      {"event": "shuffle", "player": "p1"}
      """
    And the log has the event:
      """
      {"event": "shuffle", "player": "p2"}
      """
    And p1's deck holds the cards it presented in a new order
    And p2's deck holds the cards it presented in a new order

  @clause:3-4-1-1 @clause:6-3-1-2-3-2 @needs:action.summon
  Scenario: 3-4-1-1 A card put into the ougi gauge goes on top of it, face up, for both players to see
    Given the test cards:
      | id    | kind   |
      | SUM-A | summon |
    And a game on turn 3 in the main phase with p1 to play
    And p1's gauge holds 1 face-down and 1 face-up card
    And p1's hand holds "SUM-A" as "summon"
    When p1 summons "summon"
    Then p1's gauge has "summon" on top, face up
    And p1's gauge holds 1 face-down and 2 face-up cards
    And p1's gauge is known to both players

  @clause:RR-cards-entering-charge-gauge @needs:action.summon
  Scenario: RR-cards-entering-charge-gauge A card put into the gauge goes face up unless told otherwise
    Given the test cards:
      | id    | kind   |
      | SUM-A | summon |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SUM-A" as "summon"
    When p1 summons "summon"
    Then p1's gauge holds 0 face-down and 1 face-up card

  @clause:3-4-1-2
  Scenario: 3-4-1-2 Face-down gauge cards are seen by both players all the same
    Given a game on turn 3 in the main phase with p1 to play
    And p2's gauge holds 2 face-down and 0 face-up cards
    Then p2's gauge is known to both players
    And p2's gauge holds 2 face-down and 0 face-up cards

  @clause:3-5-1-1 @clause:5-2-1-7
  Scenario: 3-5-1-1 The captain enters the captain area active
    Given a fresh game with seed 5
    When the game is played on until turn 1 begins its main phase
    Then p1's captain in play is "CPT-M0" and active
    And p2's captain in play is "CPT-F0" and active

  @clause:3-5-2
  Scenario: 3-5-2 The captain in play is face up and public; the face-down captain deck is hidden from the opponent
    Given a fresh game with seed 5
    When the game is played on until turn 1 begins its main phase
    Then p1's captain area is known to both players
    And p1's captain area cards are face up
    And p1's captain deck is known only to p1

  @clause:3-5-3
  Scenario: 3-5-3 A player sees their own face-down captain deck
    Given a game on turn 3 in the main phase with p1 to play
    And p2's captain deck holds "CPT-F0"
    Then p2's captain deck is known only to p2

  @clause:3-6-1-1
  Scenario: 3-6-1-1 A crew enters the crew area active
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna"
    When p1 enters the crew "anna"
    Then "anna" is active
    And p1's crew area cards are face up

  @clause:3-6-3 @clause:10-2-3-1-1
  Scenario Outline: 3-6-3 A fourth crew cannot enter, even within the crystals; a third can
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
      | CRW-B | crew | Bea       | 0    | 3  | 2   |
      | CRW-C | crew | Cid       | 0    | 3  | 2   |
      | CRW-D | crew | Dee       | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    And <third>
    And p1's hand holds "CRW-D" as "dee"
    When p1 tries to enter the crew "dee"
    Then <outcome>

    Examples:
      | third                          | outcome                                      |
      | p1 has the crew "CRW-C" as "cid" | the action is rejected citing clause 3-6-3 |
      | p1's crystal area holds 0 cards  | the action is accepted                     |

  @clause:3-6-3-1
  Scenario Outline: 3-6-3-1 Level cards under a crew do not count toward the three
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
      | CRW-B | crew | Bea       | 0    | 3  | 2   |
      | CRW-D | crew | Dee       | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CRW-A" as "anna" with <levels> level cards
    And p1 has the crew "CRW-B" as "bea" with 1 level card
    And p1's hand holds "CRW-D" as "dee"
    When p1 tries to enter the crew "dee"
    Then the action is accepted
    And p1's crew area holds 3 cards

    Examples:
      | levels |
      | 1      |
      | 2      |

  @clause:3-7-1-1 @clause:6-2-7
  Scenario: 3-7-1-1 The start phase's crystal enters the crystal area active
    Given a game on turn 4 in the start phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's crystals are rested
    When the game is started
    Then p1's crystal area holds 3 cards
    And p1's crystal area cards are all active

  @clause:3-6-2
  Scenario: 3-6-2 The crew area is public and its crew are face up
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna"
    When p1 enters the crew "anna"
    Then p1's crew area cards are face up
    And p1's crew area is known to both players

  @clause:3-7-2
  Scenario: 3-7-2 The crystal area is public and face up
    Given a game on turn 4 in the start phase with p1 to play
    When the game is started
    Then p1's crystal area cards are face up
    And p1's crystal area is known to both players

  @clause:RR-cards-entering-captain-crew-crystal-areas
  Scenario: RR-cards-entering-captain-crew-crystal-areas Captain, crew and crystals enter face up and active
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a fresh game with seed 8
    When the game is played on until turn 2 begins its main phase
    Then the second player's captain area cards are face up
    And the second player's captain area cards are all active
    And the second player's crystal area cards are face up
    And the second player's crystal area cards are all active

  @clause:RR-cards-entering-main-deck-armor
  Scenario: RR-cards-entering-main-deck-armor Mulliganed cards and armor go face down
    Given a fresh game with seed 8
    When the first player mulligans 2 cards
    And the second player keeps the hand
    Then the first player's deck is known to nobody
    And the first player's armor area is known to nobody

  @clause:3-8-2 @clause:5-2-1-6
  Scenario: 3-8-2 The armor lies face down and nobody, its owner included, sees it
    Given a fresh game with seed 7
    When the first player keeps the hand
    And the second player keeps the hand
    Then p1's armor area is known to nobody
    And p2's armor area is known to nobody

  @clause:3-1-5 @clause:6-5-1-2-1-4
  Scenario: 3-1-5 Cards put into a zone together are ordered by their owner: the other player cannot order them
    Given a game on turn 3 in the burst phase with p1 to play
    And p1's gauge holds 2 face-down and 0 face-up cards
    When p2 tries the action:
      """
      {"type": "order_bottom", "cards": ["p1-down0", "p1-down1"]}
      """
    Then the action is rejected citing clause 6-5-1-2-1-4
    When p1 takes the action:
      """
      {"type": "order_bottom", "cards": ["p1-down0", "p1-down1"]}
      """
    Then p1's deck ends with "p1-down0" and "p1-down1" in that order

  @clause:3-1-6 @clause:9-2-2-3-1
  Scenario: 3-1-6 A crew sent to "the gauge" goes to its owner's gauge, not to the attacker's
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | ATK-4 | crew | Four      | 0    | 5  | 4   |
      | HP-3  | crew | Tri       | 0    | 3  | 1   |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds exactly "tri"
    And p1's gauge holds 0 face-down and 0 face-up cards

  @clause:3-3-1-1-1 @clause:3-7-1-2-1 @clause:3-8-1-1 @needs:effect.activated
  Scenario: 3-3-1-1-1 "The hand" of an effect choosing a target is the target's master's, while "the Armor" and "the Crystal area" stay the effect's master's own
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | HERDER | crew | Herder    | 0    | 3  | 1   |
      | ANNA   | crew | Anna      | 0    | 3  | 1   |
    And the card "HERDER" has the effects:
      """
      [{"name": "Send Home", "kind": "activated", "targets": 1, "move_targets": "hand", "armor_to_crystals": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "HERDER" as "herder"
    And p2 has the crew "ANNA" as "anna"
    When p1 activates "Send Home" of "herder" resting nothing
    Then p2's hand holds exactly "anna"
    And p1's hand holds 0 cards
    And p2's crew area holds 0 cards
    And p1's armor area holds 4 cards
    And p2's armor area holds 5 cards
    And p1's crystal area holds 1 card
    And p2's crystal area holds 0 cards

  @clause:3-2-1-1-1 @needs:effect.activated
  Scenario: 3-2-1-1-1 "The deck" of an effect choosing a target is the target's master's: p2's crew goes to the bottom of p2's deck
    Given the test cards:
      | id       | kind | character | rank | hp | atk |
      | BANISHER | crew | Banisher  | 0    | 3  | 1   |
      | ANNA     | crew | Anna      | 0    | 3  | 1   |
    And the card "BANISHER" has the effects:
      """
      [{"name": "Banish", "kind": "activated", "targets": 1, "move_targets": "deck_bottom"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "BANISHER" as "banisher"
    And p2 has the crew "ANNA" as "anna"
    When p1 activates "Banish" of "banisher" resting nothing
    Then p2's deck holds 11 cards
    And p2's deck ends with "anna" in that order
    And p1's deck holds 10 cards

  @clause:3-4-1-3-1-1 @needs:effect.activated
  Scenario: 3-4-1-3-1-1 "The gauge" of an effect choosing a target is the target's master's: p2's crew goes to p2's gauge
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | EXILER  | crew | Exiler    | 0    | 3  | 1   |
      | ANNA    | crew | Anna      | 0    | 3  | 1   |
    And the card "EXILER" has the effects:
      """
      [{"name": "Exile", "kind": "activated", "targets": 1, "move_targets": "gauge"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "EXILER" as "exiler"
    And p2 has the crew "ANNA" as "anna"
    When p1 activates "Exile" of "exiler" resting nothing
    Then p2's gauge holds exactly "anna"
    And p1's gauge holds 0 cards

  @clause:3-2-1-1-1 @clause:3-4-1-3-1-1 @needs:effect.activated
  Scenario: 3-2-1-1-1 With no target "the deck" and "the gauge" are the effect's master's own, not the card's owner's
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | MILLER | crew | Miller    | 0    | 3  | 1   |
    And the card "MILLER" has the effects:
      """
      [{"name": "Grind", "kind": "activated", "mill": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "MILLER" as "miller"
    And "miller" is owned by p2
    When p1 activates "Grind" of "miller" resting nothing
    Then p1's deck holds 8 cards
    And p1's gauge holds 0 face-down and 2 face-up cards
    And p2's deck holds 10 cards
    And p2's gauge holds 0 cards

  @clause:3-1-5-1 @clause:3-2-1-1-1 @needs:effect.activated
  Scenario: 3-1-5-1 Two of p2's crew sent by p1's effect to the bottom of p2's deck together are ordered by p1, the effect's master
    Given the test cards:
      | id       | kind | character | rank | hp | atk |
      | BANISHER | crew | Banisher  | 0    | 3  | 1   |
      | ANNA     | crew | Anna      | 0    | 3  | 1   |
      | BEA      | crew | Bea       | 0    | 3  | 1   |
    And the card "BANISHER" has the effects:
      """
      [{"name": "Banish Two", "kind": "activated", "targets": 2, "move_targets": "deck_bottom"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "BANISHER" as "banisher"
    And p2 has the crew "ANNA" as "anna"
    And p2 has the crew "BEA" as "bea"
    When p1 activates "Banish Two" of "banisher" resting nothing
    Then the pending decision is "order_cards" for p1
    When p1 takes the action:
      """
      {"type": "order_cards", "cards": ["bea", "anna"]}
      """
    Then p2's deck ends with "bea" and "anna" in that order
    And p2's crew area holds 0 cards

  @clause:3-1-5-2 @clause:6-5-1-2-1-4
  Scenario: 3-1-5-2 The owner orders its face-down gauge cards into its deck, and the other player cannot learn the order: no deck card is known to p2
    Given a game on turn 3 in the burst phase with p1 to play
    And p1's gauge holds 2 face-down and 1 face-up card
    And p2's armor area holds 5 cards
    When the game is started
    Then the pending decision is "order_bottom" for p1
    When p1 takes the action:
      """
      {"type": "order_bottom", "cards": ["p1-down1", "p1-down0"]}
      """
    Then p1's deck ends with "p1-down1" and "p1-down0" in that order
    And p1's deck is known to nobody

  @clause:3-7-1-2-1 @needs:effect.activated
  Scenario Outline: 3-7-1-2-1 "The Crystal area" of an effect is always its master's own, <case>
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | MINER   | crew | Miner     | 0    | 3  | 1   |
      | ANNA    | crew | Anna      | 0    | 3  | 1   |
    And the card "MINER" has the effects:
      """
      [
        {"name": "Dig and Exile", "kind": "activated", "targets": 1, "move_targets": "gauge", "armor_to_crystals": 1},
        {"name": "Dig", "kind": "activated", "armor_to_crystals": 1}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "MINER" as "miner"
    And p2 has the crew "ANNA" as "anna"
    When p1 activates "<effect>" of "miner" resting nothing
    Then p1's crystal area holds 1 card
    And p2's crystal area holds 0 cards

    Examples:
      | case                                        | effect        |
      | even when it sends the opponent's crew away | Dig and Exile |
      | when it chooses no target                   | Dig           |

  @clause:3-8-1-1 @needs:effect.activated
  Scenario Outline: 3-8-1-1 "The Armor" of an effect is always its master's own, <case>
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | MINER   | crew | Miner     | 0    | 3  | 1   |
      | ANNA    | crew | Anna      | 0    | 3  | 1   |
    And the card "MINER" has the effects:
      """
      [
        {"name": "Dig and Exile", "kind": "activated", "targets": 1, "move_targets": "gauge", "armor_to_crystals": 1},
        {"name": "Dig", "kind": "activated", "armor_to_crystals": 1}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "MINER" as "miner"
    And "miner" is owned by p2
    And p2 has the crew "ANNA" as "anna"
    When p1 activates "<effect>" of "miner" resting nothing
    Then p1's armor area holds 4 cards
    And p2's armor area holds 5 cards

    Examples:
      | case                                        | effect        |
      | even when it sends the opponent's crew away | Dig and Exile |
      | when it chooses no target                   | Dig           |

  @clause:3-1-4 @needs:effect.activated
  Scenario: 3-1-4 A crew that leaves the crew area comes back as a new card: the ATK an effect gave it this turn is gone
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | PHOENIX | crew | Phoenix   | 0    | 3  | 1   |
    And the card "PHOENIX" has the effects:
      """
      [
        {"name": "Pump", "kind": "activated", "boost_atk": 2},
        {"name": "Count", "kind": "activated", "draw_atk": true},
        {"name": "Retreat", "kind": "activated", "move_self": "hand"}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "PHOENIX" as "phoenix"
    And p1's hand holds nothing
    When p1 activates "Pump" of "phoenix" resting nothing
    And p1 activates "Count" of "phoenix" resting nothing
    Then p1's deck holds 7 cards
    When p1 activates "Retreat" of "phoenix" resting nothing
    Then p1's hand holds "phoenix" somewhere
    When p1 enters the crew "phoenix"
    And p1 activates "Count" of "phoenix" resting nothing
    Then p1's deck holds 6 cards
