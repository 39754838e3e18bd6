Feature: Chapter 3 - the game areas
  What each area holds, who may see it, how cards enter and leave it,
  and the limits of five characters and one stage.

  @clause:3-1-4
  Scenario: 3-1-4 The number of cards in every area of both players can be known at any time
    Given a game on turn 3 in the end phase with p1 to play
    And p2's hand holds 3 cards of "C-A"
    And p2's deck holds 7 cards of "C-B"
    And p2's trash holds 2 cards of "C-C"
    And p2's life area holds 4 cards of "C-D"
    And p2's cost area holds 2 active and 3 rested DON!!
    Then it is p2's main phase
    And p2's hand has 4 cards
    And p2's deck has 6 cards
    And p2's trash has 2 cards
    And p2's life area has 4 cards
    And p2's cost area has 7 active and 0 rested DON!!
    And p2's DON!! deck has 3 DON!!
    And p1's hand is empty
    And p1's deck has 20 cards
    And p1's life area has 5 cards

  @clause:3-1-6 @clause:3-5-2
  Scenario: 3-1-6 A character K.O.'d to the trash is a new card and the effects on it are gone
    Given the test cards:
      | id     | category  | cost | power |
      | L-BIG  | leader    |      | 6000  |
      | C-NAMI | character | 2    | 2000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-BIG"
    And p2 has a character "C-NAMI" as "nami", rested
    And an effect of p2 gives "nami" +1000 power until the start of their next turn
    And "p1-leader" is attacking "nami", at the start of the damage step
    Then no battle is in progress
    And the log shows a K.O. of "nami" by battle
    And "nami" is now a card "C-NAMI" in p2's trash
    And no effect in force targets "nami"
    And p2's character area is empty

  @clause:3-1-6 @clause:3-7-6-1
  Scenario: 3-1-6 A character trashed to make room keeps nothing of its old identity
    Given the test cards:
      | id     | category  | cost | power |
      | C-OLD  | character | 1    | 1000  |
      | C-NEW  | character | 1    | 1000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-OLD | o1 |
      | C-OLD | o2 |
      | C-OLD | o3 |
      | C-OLD | o4 |
      | C-OLD | o5 |
    And an effect of p1 gives "o3" Blocker during this turn
    And p1's hand holds "C-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    And p1 trashes "o3" to make room
    Then "o3" is now a card "C-OLD" in p1's trash
    And no effect in force targets "o3"
    And "o3" is not on the field

  @clause:3-1-6 @needs:timing.activate_main @needs:ability.return_to_hand
  Scenario: 3-1-6 A character returned to the hand and played again has none of its old card's effects
    Given the test cards:
      | id     | category  | cost | power |
      | C-BACK | character | 1    | 2000  |
    And card "C-BACK" has the abilities:
      """
      [{"timing": "activate_main", "effects": [{"kind": "return_to_hand", "target": {"select": "this"}}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BACK" as "back"
    And an effect of p1 gives "back" +1000 power during this turn
    And an effect of p1 gives "back" Blocker during this turn
    And p1's cost area holds 1 active DON!!
    When p1 activates ability 1 of "back"
    Then "back" is now a card "C-BACK" in p1's hand
    When p1 plays "back"
    Then "back" has 2000 power
    And "back" does not have Blocker
    And no effect in force targets "back"

  @clause:3-2-2
  Scenario: 3-2-2 Nobody reorders the deck: cards are only ever taken from its top
    Given the test cards:
      | id  | category  |
      | C-1 | character |
      | C-2 | character |
      | C-3 | character |
      | C-4 | character |
    And a game on turn 3 in the main phase with p1 to play
    And p1's deck holds "C-1" as "d1", "C-2" as "d2", "C-3" as "d3" and "C-4" as "d4"
    When the game is played on until p1's next main phase
    Then it is turn 5
    And p1's hand contains "d1"
    And p1's deck lists "d2", "d3" and "d4" from the top

  @clause:3-2-3 @needs:timing.main @needs:ability.draw
  Scenario: 3-2-3 Drawing two cards moves the deck's cards one at a time, top card first
    Given the test cards:
      | id     | category  | cost |
      | E-DRAW | event     | 1    |
      | C-1    | character |      |
      | C-2    | character |      |
      | C-3    | character |      |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "ev"
    And p1's deck holds "C-1" as "d1", "C-2" as "d2" and "C-3" as "d3"
    And p1's cost area holds 1 active DON!!
    When p1 plays "ev"
    Then the log shows p1 drew "d1" and "d2" in this order
    And p1's hand contains "d1"
    And p1's hand contains "d2"
    And p1's deck lists "d3" from the top

  @clause:3-2-4 @clause:5-2-1-6-1
  Scenario: 3-2-4 Shuffling the deck puts its cards in a random new order
    Given a fresh game with seed 11
    When the player choosing the turn order chooses to go first
    And the first player takes a mulligan
    Then the first player's deck and hand hold the same cards as before the last action, in a new order
    And the first player's deck has 45 cards

  @clause:3-3-2 @clause:3-1-4
  Scenario: 3-3-2 Both DON!! decks are open: their contents are known to both players
    Given a game on turn 2 in the DON!! phase with p2 to play
    And p1's cost area holds 1 active DON!!
    Then it is p2's main phase
    And p2's DON!! deck has 8 DON!!
    And p1's DON!! deck has 9 DON!!

  @clause:3-3-3 @needs:timing.main @needs:ability.add_don
  Scenario Outline: 3-3-3 DON!! leave the DON!! deck one at a time, so a short DON!! deck gives what it has
    Given the test cards:
      | id    | category | cost |
      | E-DON | event    | 0    |
    And card "E-DON" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "add_don", "count": 2, "rested": false}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DON" as "ev"
    And p1's DON!! deck holds <left> DON!!
    When p1 plays "ev"
    Then p1's cost area has <added> active and 0 rested DON!!
    And p1's DON!! deck has <rest> DON!!

    Examples:
      | left | added | rest |
      | 1    | 1     | 0    |
      | 2    | 2     | 0    |
      | 3    | 2     | 1    |

  @clause:3-5-2
  Scenario: 3-5-2 A used event goes on top of the cards already in the trash
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 1    |
      | C-OLD  | character |     |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "ev"
    And p1's trash holds "C-OLD" as "t1" and "C-OLD" as "t2"
    And p1's cost area holds 1 active DON!!
    When p1 plays "ev"
    Then p1's trash lists "ev", "t1" and "t2" from the top
    And the top card of p1's trash is "E-DRAW"

  @clause:3-5-2 @clause:3-1-6
  Scenario: 3-5-2 A K.O.'d character goes on top of the trash
    Given the test cards:
      | id     | category  | cost | power |
      | L-BIG  | leader    |      | 6000  |
      | C-NAMI | character | 2    | 2000  |
      | C-OLD  | character |      |       |
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-BIG"
    And p2 has a character "C-NAMI" as "nami", rested
    And p2's trash holds "C-OLD" as "t1"
    And "p1-leader" is attacking "nami", at the start of the damage step
    Then p2's trash has 2 cards
    And the top card of p2's trash is "C-NAMI"
    And p2's trash lists "C-NAMI" and "t1" from the top

  @clause:3-6-2 @clause:3-7-2 @clause:3-8-2
  Scenario: 3-6-2 The opponent's leader, characters and stage are open, face up, with their states
    Given the test cards:
      | id      | category  | colors |
      | L-BLUE  | leader    | blue   |
      | C-CHAR  | character | blue   |
      | S-STAGE | stage     | blue   |
    And a game on turn 3 in the main phase with p1 to play
    And p2's leader is "L-BLUE", rested
    And p2 has a character "C-CHAR" as "c1"
    And p2's stage is "S-STAGE" as "st", rested
    Then "p2-leader" is rested
    And "c1" is active
    And "st" is rested
    And p2's character area contains "C-CHAR"
    And p2's stage is "S-STAGE"

  @clause:3-6-3 @needs:timing.main @needs:ability.ko
  Scenario: 3-6-3 An effect that K.O.s every opponent card leaves the leader in its area
    Given the test cards:
      | id   | category  | cost |
      | E-KO | event     | 1    |
      | C-X  | character |      |
    And card "E-KO" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "kinds": ["leader", "character"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-KO" as "ev"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-X" as "x"
    When p1 plays "ev"
    Then "x" is not on the field
    And the log shows a K.O. of "x" by effect
    And "p2-leader" is on the field
    And the log shows no K.O. of "p2-leader"
    And p2's trash does not contain "L-P2"

  @clause:3-6-3
  Scenario: 3-6-3 A leader that loses a battle takes damage and stays in the leader area
    Given the test cards:
      | id    | category | power |
      | L-BIG | leader   | 6000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-BIG"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then the log shows p2 took 1 damage
    And "p2-leader" is on the field
    And the log shows no K.O. of "p2-leader"

  @clause:3-7-2
  Scenario: 3-7-2 Characters played by the opponent are seen face up in the character area
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 2    | 4000  |
    And a game on turn 4 in the main phase with p2 to play
    And p2's hand holds "C-ZORO" as "zoro"
    And p2's cost area holds 2 active DON!!
    When p2 plays "zoro"
    Then p2's character area contains "zoro"
    And p2's character area contains "C-ZORO"
    And "zoro" has 4000 power
    And p2's hand is empty

  @clause:3-7-4
  Scenario: 3-7-4 A character cannot attack during the turn it was played
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 1    | 4000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZORO" as "zoro"
    And p1's cost area holds 1 active DON!!
    When p1 plays "zoro"
    And p1 tries to attack "p2-leader" with "zoro"
    Then the action is rejected citing clause 3-7-4
    And the game state is unchanged
    And p1 cannot attack "p2-leader" with "zoro"

  @clause:3-7-4
  Scenario: 3-7-4 On its controller's next turn the character may attack
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 1    | 4000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZORO" as "zoro"
    And p1's cost area holds 1 active DON!!
    When p1 plays "zoro"
    And the game is played on until p1's next main phase
    Then it is turn 5
    And p1 can attack "p2-leader" with "zoro"

  @clause:3-7-5
  Scenario: 3-7-5 A played character enters the character area active
    Given the test cards:
      | id     | category  | cost |
      | C-ZORO | character | 2    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZORO" as "zoro"
    And p1's cost area holds 2 active and 1 rested DON!!
    And p1 has a character "C-ZORO" as "old", rested
    When p1 plays "zoro"
    Then "zoro" is active
    And "old" is rested
    And p1's cost area has 0 active and 3 rested DON!!

  @clause:3-7-6
  Scenario: 3-7-6 A fifth character joins four others without anything leaving
    Given the test cards:
      | id    | category  | cost |
      | C-OLD | character | 1    |
      | C-NEW | character | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-OLD | o1 |
      | C-OLD | o2 |
      | C-OLD | o3 |
      | C-OLD | o4 |
    And p1's hand holds "C-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then the pending decision is "main" for p1
    And p1's character area has 5 cards
    And p1's character area contains "new"
    And p1's trash is empty

  @clause:3-7-6
  Scenario: 3-7-6 A sixth character never stands beside five others
    Given the test cards:
      | id    | category  | cost |
      | C-OLD | character | 1    |
      | C-NEW | character | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-OLD | o1 |
      | C-OLD | o2 |
      | C-OLD | o3 |
      | C-OLD | o4 |
      | C-OLD | o5 |
    And p1's hand holds "C-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then the pending decision is "trash_character" for p1
    And p1's character area has 5 cards
    And p1's character area does not contain "new"
    When p1 trashes "o1" to make room
    Then p1's character area has 5 cards
    And p1's character area contains "new"

  @clause:3-7-6-1
  Scenario: 3-7-6-1 To play a sixth character its player trashes one of the five, then the new one enters
    Given the test cards:
      | id    | category  | cost |
      | C-OLD | character | 1    |
      | C-NEW | character | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-OLD | o1 |
      | C-OLD | o2 |
      | C-OLD | o3 |
      | C-OLD | o4 |
      | C-OLD | o5 |
    And p1's hand holds "C-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then p1 can trash "o1" to make room
    And p1 can trash "o5" to make room
    When p1 trashes "o4" to make room
    Then "o4" is not on the field
    And "o5" is on the field
    And the top card of p1's trash is "C-OLD"
    And the log shows no K.O. of "o4"
    And "new" is active
    And p1's hand is empty

  @clause:3-7-6-1
  Scenario Outline: 3-7-6-1 Only one of the player's own five characters can be trashed to make room
    Given the test cards:
      | id    | category  | cost |
      | C-OLD | character | 1    |
      | C-NEW | character | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-OLD | o1 |
      | C-OLD | o2 |
      | C-OLD | o3 |
      | C-OLD | o4 |
      | C-OLD | o5 |
    And p2 has a character "C-OLD" as "theirs"
    And p1's hand holds "C-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    And p1 tries to trash "<card>" to make room
    Then the action is rejected citing clause 3-7-6-1
    And the game state is unchanged

    Examples:
      | card        |
      | theirs      |
      | p1-leader   |
      | new         |

  @clause:3-8-2
  Scenario: 3-8-2 A stage played by the opponent is seen face up in the stage area
    Given the test cards:
      | id      | category | cost | colors |
      | S-STAGE | stage    | 1    | blue   |
    And a game on turn 4 in the main phase with p2 to play
    And p2's hand holds "S-STAGE" as "st"
    And p2's cost area holds 1 active DON!!
    Then p2 has no stage
    When p2 plays "st"
    Then p2's stage is "S-STAGE"
    And "st" is on the field
    And p2's hand is empty

  @clause:3-8-4
  Scenario: 3-8-4 A played stage enters the stage area active
    Given the test cards:
      | id      | category | cost |
      | S-STAGE | stage    | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "S-STAGE" as "st"
    And p1's cost area holds 1 active DON!!
    When p1 plays "st"
    Then "st" is active
    And p1's stage is "S-STAGE"

  @clause:3-8-5
  Scenario: 3-8-5 Playing a stage into an empty stage area gives exactly one stage
    Given the test cards:
      | id    | category | cost |
      | S-NEW | stage    | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "S-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    Then p1 has no stage
    When p1 plays "new"
    Then p1's stage is "S-NEW"
    And p1's trash is empty

  @clause:3-8-5 @clause:3-8-5-1
  Scenario: 3-8-5 A second stage replaces the first: never two stages at once
    Given the test cards:
      | id    | category | cost |
      | S-OLD | stage    | 1    |
      | S-NEW | stage    | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's stage is "S-OLD" as "old"
    And p1's hand holds "S-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then p1's stage is "S-NEW"
    And "new" is on the field
    And "old" is not on the field

  @clause:3-8-5-1 @clause:3-1-6
  Scenario: 3-8-5-1 The stage already in play goes to its owner's trash as a new card
    Given the test cards:
      | id    | category | cost |
      | S-OLD | stage    | 1    |
      | S-NEW | stage    | 1    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's stage is "S-OLD" as "old", rested
    And p1's hand holds "S-NEW" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then the pending decision is "main" for p1
    And "old" is now a card "S-OLD" in p1's trash
    And the top card of p1's trash is "S-OLD"
    And "new" is active
    And p1's hand is empty

  @clause:3-9-2 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario Outline: 3-9-2 Paying DON!! -1, the player picks which DON!! of the cost area to return
    Given the test cards:
      | id    | category  | cost |
      | C-SAN | character | 1    |
    And card "C-SAN" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SAN" as "san"
    And p1's cost area holds 1 active and 1 rested DON!!
    When p1 activates the ability of "san"
    Then p1 can return DON!! from "active"
    And p1 can return DON!! from "rested"
    When p1 returns DON!! from "<source>"
    Then p1's cost area has <active> active and <rested> rested DON!!
    And p1's DON!! deck has 9 DON!!
    And p1's hand has 1 card

    Examples:
      | source | active | rested |
      | active | 0      | 1      |
      | rested | 1      | 0      |

  @clause:3-9-3 @clause:6-4-1
  Scenario: 3-9-3 DON!! placed in the cost area in the DON!! phase are active
    Given a game on turn 5 in the DON!! phase with p1 to play
    And p1's cost area holds 3 rested DON!!
    Then it is p1's main phase
    And p1's cost area has 2 active and 3 rested DON!!
    And p1's DON!! deck has 5 DON!!

  @clause:3-9-3 @needs:timing.main @needs:ability.add_don
  Scenario Outline: 3-9-3 An effect adding DON!! places them active unless it says rested
    Given the test cards:
      | id    | category | cost |
      | E-DON | event    | 0    |
    And card "E-DON" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "add_don", "count": 1, "rested": <rested>}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DON" as "ev"
    When p1 plays "ev"
    Then p1's cost area has <active> active and <rested_count> rested DON!!

    Examples:
      | rested | active | rested_count |
      | false  | 1      | 0            |
      | true   | 0      | 1            |

  @clause:3-10-2
  Scenario: 3-10-2 Damage takes the top card of the life area; the rest keep their order face down
    Given the test cards:
      | id    | category  | power |
      | L-BIG | leader    | 6000  |
      | C-L1  | character |       |
      | C-L2  | character |       |
      | C-L3  | character |       |
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-BIG"
    And p2's life area holds "C-L1" as "l1", "C-L2" as "l2" and "C-L3" as "l3"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then p2's hand contains "l1"
    And p2's life area lists "l2" and "l3" from the top
    And "l2" in p2's life area is face down
    And "l3" in p2's life area is face down

  @clause:3-10-2-1
  Scenario: 3-10-2-1 A card added to the life area face up stays face up among face-down ones
    Given the test cards:
      | id   | category  |
      | C-L1 | character |
      | C-L2 | character |
    And a game on turn 3 in the end phase with p1 to play
    And p2's life area holds "C-L1" as "l1" face up and "C-L2" as "l2"
    Then it is p2's main phase
    And "l1" in p2's life area is face up
    And "l2" in p2's life area is face down
    And p2's life area lists "l1" and "l2" from the top

  @clause:3-1-7 @needs:timing.main @needs:ability.to_deck
  Scenario Outline: 3-1-7 Cards put into a deck at the same time go in the order their owner chooses
    Given the test cards:
      | id      | category | cost |
      | E-SWEEP | event    | 0    |
    And card "E-SWEEP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "to_deck", "player": "opponent", "count": 2, "position": "bottom"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SWEEP" as "ev"
    And p2's trash holds "C-A" as "t1" and "C-B" as "t2"
    And p2's deck holds "C-D" as "d1"
    When p1 plays "ev"
    Then the pending decision is "order" for p2
    When p2 puts <order> in this order
    Then p2's deck lists "d1", <order> from the top
    And p2's trash is empty

    Examples:
      | order         |
      | "t1" and "t2" |
      | "t2" and "t1" |

  @clause:3-1-7 @needs:timing.main @needs:ability.to_deck
  Scenario: 3-1-7 The player of the effect does not choose the order of the opponent's cards
    Given the test cards:
      | id      | category | cost |
      | E-SWEEP | event    | 0    |
    And card "E-SWEEP" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "to_deck", "player": "opponent", "count": 2, "position": "bottom"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SWEEP" as "ev"
    And p2's trash holds "C-A" as "t1" and "C-B" as "t2"
    When p1 plays "ev"
    And p1 tries to put "t2" and "t1" in this order
    Then the action is rejected citing clause 3-1-7
    And the game state is unchanged

  @clause:3-1-8 @needs:timing.main @needs:ability.to_deck @needs:observation.known_to
  Scenario: 3-1-8 Cards put from the open trash into the deck in an order their owner chose are hidden from the opponent
    Given the test cards:
      | id        | category | cost |
      | E-RECYCLE | event    | 0    |
    And card "E-RECYCLE" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "to_deck", "count": 2, "position": "bottom", "filter": {"categories": ["character"]}}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-RECYCLE" as "ev"
    And p1's trash holds "C-A" as "t1" and "C-B" as "t2"
    And p1's deck holds "C-D" as "d1"
    Then "t1" and "t2" in p1's trash are known to both players
    When p1 plays "ev"
    Then the pending decision is "order" for p1
    When p1 puts "t2" and "t1" in this order
    Then the bottom cards of p1's deck are "t2" and "t1", in this order
    And "t1" and "t2" in p1's deck are known to nobody

  @clause:3-4-2 @needs:observation.known_to @needs:action.arrange_hand
  Scenario: 3-4-2 A player sees their own hand and may put its cards in any order, even in the opponent's turn
    Given a game on turn 3 in the main phase with p1 to play
    And p2's hand holds "C-A" as "h1", "C-B" as "h2" and "C-C" as "h3"
    Then "h1", "h2" and "h3" in p2's hand are known to p2 only
    When p2 arranges its hand as "h3", "h1" and "h2"
    Then p2's hand lists "h3", "h1" and "h2" from the top
    And the pending decision is "main" for p1

  @clause:3-4-2 @needs:action.arrange_hand
  Scenario: 3-4-2 A player cannot rearrange a hand that is not their own
    Given a game on turn 3 in the main phase with p1 to play
    And p2's hand holds "C-A" as "h1", "C-B" as "h2" and "C-C" as "h3"
    When p1 tries to arrange its hand as "h3", "h1" and "h2"
    Then the action is rejected citing clause 3-4-2
    And the game state is unchanged

  @clause:3-4-3 @needs:observation.known_to
  Scenario: 3-4-3 Without an effect saying so, a player cannot see the opponent's hand
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-A" as "a1"
    And p2's hand holds "C-B" as "b1" and "C-C" as "b2"
    Then every card in p2's hand is known to p2 only
    And every card in p1's hand is known to p1 only

  @clause:3-4-3 @needs:observation.known_to @needs:timing.main @needs:ability.look @needs:ability.trash_from_hand
  Scenario: 3-4-3 An effect that says so lets a player see the opponent's hand while it resolves
    Given the test cards:
      | id     | category | cost |
      | E-PEEK | event    | 0    |
    And card "E-PEEK" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "look", "zone": "hand", "player": "opponent"},
        {"kind": "trash_from_hand", "count": 1, "up_to": true}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PEEK" as "ev" and "C-A" as "a1"
    And p2's hand holds "C-B" as "b1" and "C-C" as "b2"
    When p1 plays "ev"
    Then the pending decision is "select" for p1
    And every card in p2's hand is known to both players
    When p1 chooses nothing
    Then every card in p2's hand is known to p2 only

  @clause:3-10-3 @needs:observation.known_to @needs:timing.main @needs:ability.look @needs:ability.trash_from_hand
  Scenario: 3-10-3 Looking at life cards, face up or down, leaves each of them as it was
    Given the test cards:
      | id     | category | cost |
      | E-LIFE | event    | 0    |
    And card "E-LIFE" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "look", "zone": "life", "count": 3},
        {"kind": "trash_from_hand", "count": 1, "up_to": true}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-LIFE" as "ev" and "C-A" as "a1"
    And p1's life area holds "C-L" as "l1", "C-L" as "l2" face up and "C-L" as "l3"
    When p1 plays "ev"
    Then "l1" and "l3" in p1's life area are known to p1 only
    And "l2" in p1's life area is known to both players
    And "l1" in p1's life area is face down
    And "l2" in p1's life area is face up
    When p1 chooses nothing
    Then p1's life area lists "l1", "l2" and "l3" from the top
    And "l1" and "l3" in p1's life area are known to nobody
    And "l1" in p1's life area is face down
    And "l2" in p1's life area is face up
    And "l3" in p1's life area is face down
