Feature: Chapter 4 - basic game terms
  Drawing, "draw up to", dealing damage to a leader and [Trigger] from life,
  "up to N" choices, and the word "then" between two instructions.

  @clause:4-5-1 @clause:6-3-1
  Scenario: 4-5-1 Drawing moves the top card of the deck into the hand
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's deck holds "C-A" as "top", "C-B" as "second" and 3 cards of "C-C"
    Then it is p1's main phase
    And p1's hand has 1 card
    And p1's hand contains "top"
    And p1's deck does not contain "top"
    And p1's deck has 4 cards
    And the top card of p1's deck is "second"
    And the log has the event:
      """
      {"event": "draw", "player": "p1", "card": "top"}
      """

  @clause:4-5-2 @needs:timing.on_play @needs:ability.draw
  Scenario: 4-5-2 "Draw 1 card" moves exactly the top card of that player's deck to their hand
    Given the test cards:
      | id       | category  | cost | power |
      | C-DRAWER | character | 1    | 1000  |
    And card "C-DRAWER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-DRAWER" as "drawer"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds "C-A" as "top", "C-B" as "second" and 3 cards of "C-C"
    And p2's deck holds "C-A" as "theirs" and 3 cards of "C-C"
    When p1 plays "drawer"
    Then p1's hand has 1 card
    And p1's hand contains "top"
    And p1's deck has 4 cards
    And the top card of p1's deck is "second"
    And p2's hand is empty
    And the top card of p2's deck is "theirs"

  @clause:4-5-3 @needs:timing.main @needs:ability.draw
  Scenario Outline: 4-5-3 "Draw N" draws one card N times, and nothing at all when N is 0
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 1    |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": <n>}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 6 cards of "C-A"
    When p1 plays "ev"
    Then p1's hand has <n> cards
    And p1's deck has <left> cards
    And the top card of p1's deck is "<top>"
    And the log shows p1 drew <n> cards during turn 3

    Examples:
      | n | left | top      |
      | 0 | 6    | p1-deck1 |
      | 1 | 5    | p1-deck2 |
      | 3 | 3    | p1-deck4 |

  @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario Outline: 4-5-4 "Draw up to N" does nothing when N is 0 and otherwise offers a draw
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": <n>, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 5 cards of "C-A"
    When p1 plays "ev"
    Then the pending decision is "<kind>" for p1
    And p1's hand is empty
    And p1's deck has 5 cards

    Examples:
      | n | kind   |
      | 0 | main   |
      | 1 | decide |

  @clause:4-5-4-1 @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario: 4-5-4-1 The player may stop a "draw up to" before drawing anything
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 2, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 5 cards of "C-A"
    When p1 plays "ev"
    And p1 declines
    Then it is p1's main phase
    And the pending decision is "main" for p1
    And p1's hand is empty
    And p1's deck has 5 cards
    And the log shows p1 drew 0 cards during turn 3

  @clause:4-5-4-1 @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario: 4-5-4-1 The player may stop a "draw up to" after some of the draws
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 3, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 5 cards of "C-A"
    When p1 plays "ev"
    And p1 accepts
    And p1 declines
    Then the pending decision is "main" for p1
    And p1's hand has 1 card
    And p1's hand contains "p1-deck1"
    And p1's deck has 4 cards

  @clause:4-5-4-2 @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario: 4-5-4-2 Each step of a "draw up to" draws exactly one card, the top one
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 3, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds "C-A" as "top", "C-B" as "second" and 3 cards of "C-C"
    When p1 plays "ev"
    And p1 accepts
    Then p1's hand has 1 card
    And p1's hand contains "top"
    And the top card of p1's deck is "second"
    And the pending decision is "decide" for p1
    When p1 accepts
    Then p1's hand has 2 cards
    And p1's hand contains "second"
    And p1's deck has 3 cards

  @clause:4-5-4-3 @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario Outline: 4-5-4-3 A "draw up to N" asks again after each draw and stops once N cards are drawn
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": <n>, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 6 cards of "C-A"
    When p1 plays "ev"
    And p1 accepts
    And p1 accepts
    Then the pending decision is "<kind>" for p1
    And p1's hand has 2 cards
    And p1's deck has 4 cards

    Examples:
      | n | kind   |
      | 2 | main   |
      | 3 | decide |

  @clause:4-6-2 @clause:4-6-1 @clause:7-1-4-1-1
  Scenario Outline: 4-6-2 Only the player whose leader is damaged carries out the damage
    Given the test cards:
      | id    | category | power |
      | L-BIG | leader   | 6000  |
    And a game on turn 3 in the main phase with p1 to play
    And p2's leader is "<defender>"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then no battle is in progress
    And p2's life area has <life> cards
    And p2's hand has <hand> cards
    And p1's life area has 5 cards
    And p1's hand is empty

    Examples:
      | defender | life | hand |
      | L-P2     | 4    | 1    |
      | L-BIG    | 5    | 0    |

  @clause:4-6-2-1
  Scenario: 4-6-2-1 One damage moves the top card of the life area to the hand
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-A" as "l1", "C-B" as "l2" and 3 cards of "C-C"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then the log shows p2 took 1 damage
    And p2's hand has 1 card
    And p2's hand contains "l1"
    And p2's life area does not contain "l1"
    And p2's life area has 4 cards
    And the top card of p2's life area is "l2"

  @clause:4-6-2-2 @clause:10-1-2-1 @needs:keyword.double_attack
  Scenario Outline: 4-6-2-2 N damage repeats the one-damage step N times
    Given the test cards:
      | id   | category | power | keywords      |
      | L-DA | leader   | 5000  | Double Attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "<attacker>"
    And p2's life area holds "C-A" as "l1", "C-B" as "l2", "C-C" as "l3" and 2 cards of "C-D"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then the log shows p2 took <n> damage
    And p2's hand has <n> cards
    And p2's hand contains "l1"
    And p2's life area has <life> cards
    And the top card of p2's life area is "<top>"

    Examples:
      | attacker | n | life | top |
      | L-P1     | 1 | 4    | l2  |
      | L-DA     | 2 | 3    | l3  |

  @clause:4-6-3 @clause:2-11-1 @needs:timing.trigger @needs:ability.draw
  Scenario: 4-6-3 A [Trigger] card taken from life may have its [Trigger] activated
    Given the test cards:
      | id     | category  | cost | power |
      | C-TRIG | character | 2    | 3000  |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-TRIG" as "t1" and 4 cards of "C-A"
    And p2's deck holds "C-B" as "top" and 4 cards of "C-C"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then the pending decision is "trigger" for p2
    And p2 can use the trigger
    When p2 uses the trigger
    Then p2's hand contains "top"
    And p2's hand does not contain "t1"
    And p2's life area has 4 cards

  @clause:4-6-3 @needs:timing.trigger @needs:ability.draw
  Scenario: 4-6-3 A [Trigger] card taken from life goes to the hand when its [Trigger] is not used
    Given the test cards:
      | id     | category  | cost | power |
      | C-TRIG | character | 2    | 3000  |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-TRIG" as "t1" and 4 cards of "C-A"
    And p2's deck holds "C-B" as "top" and 4 cards of "C-C"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    When p2 does not use the trigger
    Then p2's hand has 1 card
    And p2's hand contains "t1"
    And p2's deck has 5 cards
    And p2's life area has 4 cards

  @clause:4-6-3-1 @clause:10-1-3-1 @needs:keyword.banish @needs:timing.trigger @needs:ability.draw
  Scenario: 4-6-3-1 A life card that cannot go to the hand offers no [Trigger]
    Given the test cards:
      | id     | category  | cost | power | keywords |
      | C-TRIG | character | 2    | 3000  |          |
      | L-BAN  | leader    |      | 5000  | Banish   |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-BAN"
    And p2's life area holds "C-TRIG" as "t1" and 4 cards of "C-A"
    And p2's deck holds "C-B" as "top" and 4 cards of "C-C"
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    Then the pending decision is "main" for p1
    And no battle is in progress
    And p2's trash contains "t1"
    And p2's hand is empty
    And p2's deck has 5 cards
    And p2's life area has 4 cards
    And the log does not have the event:
      """
      {"event": "trigger"}
      """

  @clause:4-8-1 @clause:8-4-4-1 @needs:timing.main @needs:ability.rest
  Scenario: 4-8-1 "Up to N" is chosen when the effect resolves and may be 0
    Given the test cards:
      | id     | category  | cost | power |
      | C-V    | character | 2    | 3000  |
      | E-REST | event     | 1    |       |
    And card "E-REST" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 2, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-REST" as "ev"
    And p1's cost area holds 1 active DON!!
    And p2's characters are:
      | card | id |
      | C-V  | a  |
      | C-V  | b  |
      | C-V  | c  |
    When p1 plays "ev"
    Then the pending decision is "select" for p1
    And p1's trash contains "ev"
    And p1's cost area has 0 active and 1 rested DON!!
    And p1 can choose nothing
    And p1 can choose "a"
    When p1 chooses nothing
    Then "a" is active
    And "b" is active
    And "c" is active
    And the pending decision is "main" for p1

  @clause:4-8-1 @clause:8-4-4-1 @needs:timing.main @needs:ability.rest
  Scenario: 4-8-1 "Up to N" allows N cards but not N+1
    Given the test cards:
      | id     | category  | cost | power |
      | C-V    | character | 2    | 3000  |
      | E-REST | event     | 1    |       |
    And card "E-REST" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "rest", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 2, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-REST" as "ev"
    And p1's cost area holds 1 active DON!!
    And p2's characters are:
      | card | id |
      | C-V  | a  |
      | C-V  | b  |
      | C-V  | c  |
    When p1 plays "ev"
    Then p1 cannot choose "a", "b" and "c"
    When p1 tries to choose "a", "b" and "c"
    Then the action is rejected citing one of the clauses 4-8-1 or 8-4-4-1
    And the game state is unchanged
    When p1 chooses "a" and "b"
    Then "a" is rested
    And "b" is rested
    And "c" is active

  @clause:4-8-2 @clause:4-5-4 @needs:timing.main @needs:ability.draw
  Scenario: 4-8-2 "Draw up to N" is offered one draw at a time, not as a choice of a number
    Given the test cards:
      | id       | category | cost |
      | E-UPDRAW | event    | 1    |
    And card "E-UPDRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 2, "up_to": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-UPDRAW" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds 5 cards of "C-A"
    When p1 plays "ev"
    Then the pending decision is "decide" for p1
    And p1 can accept
    And p1 can decline
    And the legal actions do not include:
      """
      {"type": "select"}
      """

  @clause:4-10-2 @clause:8-1-2 @needs:timing.main @needs:ability.draw @needs:ability.ko @needs:ability.trash_from_hand
  Scenario Outline: 4-10-2 The instruction after "then" is carried out even when the one before it could not be
    Given the test cards:
      | id     | category | cost |
      | E-THEN | event    | 1    |
    And card "E-THEN" has the ability:
      """
      {"timing": "main", "effects": [<first>, {"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-THEN" as "ev"
    And p1's cost area holds 1 active DON!!
    And p1's deck holds "C-A" as "top" and 4 cards of "C-B"
    When p1 plays "ev"
    Then p1's hand has 1 card
    And p1's hand contains "top"
    And p1's deck has 4 cards

    Examples: K.O. a character of an opponent who has none, then draw
      | first                                                                                                 |
      | {"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 1}} |

    Examples: trash a card from an empty hand, then draw
      | first                                                       |
      | {"kind": "trash_from_hand", "count": 1, "player": "self"} |

  @clause:4-9-2 @needs:target.max_base_power @needs:timing.main @needs:ability.ko
  Scenario: 4-9-2 "Base" power is the printed power, whatever effects change the current power
    Given the test cards:
      | id      | category  | power |
      | C-SMALL | character | 2000  |
      | C-LARGE | character | 5000  |
      | E-CUT   | event     |       |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "max_base_power": 3000}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-SMALL" as "pumped"
    And p2 has a character "C-LARGE" as "shrunk"
    And an effect of p2 gives "pumped" +4000 power during this turn
    And an effect of p1 gives "shrunk" -4000 power during this turn
    When p1 plays "cut"
    Then "pumped" is not on the field
    And "shrunk" is on the field

  @clause:4-9-2 @needs:target.max_base_cost @needs:ability.change_cost @needs:timing.main @needs:ability.ko
  Scenario: 4-9-2 "Base" cost is the printed cost, whatever effects change the current cost
    Given the test cards:
      | id      | category  | cost |
      | C-CHEAP | character | 1    |
      | C-DEAR  | character | 5    |
      | E-CUT   | event     | 0    |
    And card "E-CUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "max_base_cost": 2}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CUT" as "cut"
    And p2 has a character "C-CHEAP" as "raised"
    And p2 has a character "C-DEAR" as "lowered"
    And an effect of p2 gives "raised" +4 cost during this turn
    And an effect of p1 gives "lowered" -4 cost during this turn
    When p1 plays "cut"
    Then "raised" is not on the field
    And "lowered" is on the field

  @clause:4-10-1 @clause:4-10-2 @needs:effect.if @needs:timing.on_play @needs:ability.trash_from_hand @needs:ability.draw
  Scenario Outline: 4-10-1 The part after "if you do" is not carried out when the part before it could not be
    Given the test cards:
      | id     | category  | cost |
      | C-DEAL | character | 1    |
    And card "C-DEAL" has the ability:
      """
      {"timing": "on_play", "effects": [
        {"kind": "trash_from_hand", "count": 1},
        {"kind": "draw", "count": 2<if>}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-DEAL" as "deal"<more>
    And p1's cost area holds 1 active DON!!
    When p1 plays "deal"
    Then p1's hand has <hand> cards

    Examples:
      | if                     | more             | hand |
      | , "if": {"done": true} |                  | 0    |
      | , "if": {"done": true} | , "C-B" as "b"   | 2    |
      |                        |                  | 2    |
