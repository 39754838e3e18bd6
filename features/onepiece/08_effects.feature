Feature: Chapter 8 - activating and resolving effects
  Automatic, activated, permanent and replacement effects; activation costs and conditions;
  choosing targets; and the order in which waiting effects resolve between the two players.

  # ------------------------------------------------------------------ 8-1: kinds of effects

  @clause:8-1-2 @clause:1-3-2 @needs:timing.on_play @needs:ability.trash_from_hand
  Scenario: 8-1-2 A mandatory effect is carried out as far as possible, without asking
    Given the test cards:
      | id      | category  | cost |
      | C-PRESS | character | 1    |
    And card "C-PRESS" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "trash_from_hand", "count": 2, "player": "opponent"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-PRESS" as "press"
    And p1's cost area holds 1 active DON!!
    And p2's hand holds "C-B" as "b1"
    When p1 plays "press"
    Then the pending decision is "main" for p1
    And p2's hand is empty
    And p2's trash contains "b1"
    And "press" is on the field

  @clause:8-1-2 @needs:timing.on_play @needs:ability.draw
  Scenario Outline: 8-1-2 An effect its player "may" carry out can be declined
    Given the test cards:
      | id    | category  | cost |
      | C-MAY | character | 1    |
    And card "C-MAY" has the ability:
      """
      {"timing": "on_play", "optional": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-MAY" as "may"
    And p1's cost area holds 1 active DON!!
    When p1 plays "may"
    Then the pending decision is "decide" for p1
    And p1's hand is empty
    When p1 <answer>
    Then p1's hand has <hand> cards
    And p1's deck has <deck> cards
    And the pending decision is "main" for p1

    Examples:
      | answer   | hand | deck |
      | accepts  | 1    | 19   |
      | declines | 0    | 20   |

  @clause:8-1-3-1 @clause:10-2-16-1 @needs:timing.on_opponents_attack @needs:ability.draw
  Scenario: 8-1-3-1 An automatic effect activates once every time its event happens
    Given the test cards:
      | id      | category  | cost | power |
      | C-WATCH | character | 1    | 1000  |
    And card "C-WATCH" has the ability:
      """
      {"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p2 has a character "C-WATCH" as "watch"
    When p1 attacks "p2-leader" with "p1-leader"
    Then p2's deck has 19 cards
    When the game is played on until p1's main phase
    Then p2's deck has 19 cards
    When p1 attacks "p2-leader" with "a"
    Then p2's deck has 18 cards

  @clause:8-1-3-1 @clause:10-2-13-1 @needs:timing.on_opponents_attack @needs:ability.draw @needs:once_per_turn
  Scenario: 8-1-3-1 An automatic effect limited to once per turn activates only for the first event of the turn
    Given the test cards:
      | id     | category  | cost | power |
      | C-ONCE | character | 1    | 1000  |
    And card "C-ONCE" has the ability:
      """
      {"timing": "on_opponents_attack", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p2 has a character "C-ONCE" as "once"
    When p1 attacks "p2-leader" with "p1-leader"
    Then p2's deck has 19 cards
    When the game is played on until p1's main phase
    And p1 attacks "p2-leader" with "a"
    Then p2's deck has 19 cards

  @clause:8-1-3-2 @needs:timing.end_of_your_turn @needs:timing.end_of_opponents_turn @needs:ability.draw
  Scenario Outline: 8-1-3-2 Automatic effects triggered together resolve the turn player's first
    Given the test cards:
      | id    | category  | cost |
      | C-END | character | 1    |
    And card "C-END" has the abilities:
      """
      [
        {"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]},
        {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      ]
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And <tp> has a character "C-END" as "mine"
    And <ntp> has a character "C-END" as "theirs"
    When <tp> ends the main phase
    Then the log has these events in this strict order:
      """
      [
        {"event": "activate", "card": "mine", "ability": 0},
        {"event": "draw", "player": "<tp>"},
        {"event": "activate", "card": "theirs", "ability": 1},
        {"event": "draw", "player": "<ntp>"}
      ]
      """

    Examples:
      | turn | tp | ntp |
      | 3    | p1 | p2  |
      | 4    | p2 | p1  |

  @clause:8-1-3-2 @needs:timing.end_of_your_turn @needs:timing.end_of_opponents_turn @needs:ability.draw
  Scenario: 8-1-3-2 Each player orders their own simultaneous automatic effects, the turn player first
    Given the test cards:
      | id    | category  | cost |
      | C-END | character | 1    |
    And card "C-END" has the abilities:
      """
      [
        {"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]},
        {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card  | id |
      | C-END | m1 |
      | C-END | m2 |
    And p2's characters are:
      | card  | id |
      | C-END | t1 |
      | C-END | t2 |
    When p1 ends the main phase
    Then the pending decision is "choose_effect" for p1
    And p1's deck has 20 cards
    And p2's deck has 20 cards
    When the game is played on until p2 has to decide
    Then the pending decision is "choose_effect" for p2
    And p1's deck has 18 cards
    And p2's deck has 20 cards

  @clause:8-1-3-2-3 @needs:timing.end_of_your_turn @needs:timing.end_of_opponents_turn @needs:ability.ko @needs:ability.draw
  Scenario: 8-1-3-2-3 An automatic effect whose card left the field before it activated does nothing
    Given the test cards:
      | id      | category  | cost |
      | L-SWEEP | leader    |      |
      | C-LATE  | character | 1    |
    And card "L-SWEEP" has the ability:
      """
      {"timing": "end_of_your_turn",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-LATE" has the ability:
      """
      {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-SWEEP"
    And p2 has a character "C-LATE" as "late"
    When p1 ends the main phase
    Then "late" is not on the field
    And the log shows a K.O. of "late" by effect
    And the log does not have the event:
      """
      {"event": "activate", "card": "late"}
      """
    And the log shows p2 drew 0 cards during turn 3

  @clause:8-1-3-2-3 @needs:timing.end_of_opponents_turn @needs:ability.draw
  Scenario: 8-1-3-2-3 The same automatic effect resolves while its card stays on the field
    Given the test cards:
      | id     | category  | cost |
      | C-LATE | character | 1    |
    And card "C-LATE" has the ability:
      """
      {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-LATE" as "late"
    When p1 ends the main phase
    Then "late" is on the field
    And the log has the event:
      """
      {"event": "activate", "card": "late"}
      """
    And the log shows p2 drew 1 card during turn 3

  @clause:8-1-3-3 @clause:6-5-4-1 @needs:timing.activate_main @needs:ability.draw
  Scenario: 8-1-3-3 The turn player may activate an [Activate: Main] ability in their main phase
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TOOL" as "tool"
    Then p1 can activate the ability of "tool"
    When p1 activates the ability of "tool"
    Then p1's hand has 1 card
    And the log has the event:
      """
      {"event": "activate", "player": "p1", "card": "tool", "ability": 0}
      """

  @clause:8-1-3-3 @needs:timing.activate_main @needs:ability.draw
  Scenario: 8-1-3-3 The non-turn player cannot activate an [Activate: Main] ability
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 4 in the main phase with p2 to play
    And p1 has a character "C-TOOL" as "tool"
    Then p1 cannot activate the ability of "tool"
    When p1 tries to activate the ability of "tool"
    Then the game state is unchanged
    And p1's hand is empty

  @clause:8-1-3-4-4 @needs:timing.permanent @needs:ability.power
  Scenario: 8-1-3-4-4 A permanent effect applies to every card it covers for as long as its source stays
    Given the test cards:
      | id      | category  | cost | power |
      | S-BOOST | stage     | 1    |       |
      | S-PLAIN | stage     | 1    |       |
      | C-A     | character | 1    | 1000  |
    And card "S-BOOST" has the ability:
      """
      {"timing": "permanent",
       "effects": [{"kind": "power", "amount": 1000, "target": {"select": "all", "side": "self"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's stage is "S-BOOST"
    And p1 has a character "C-A" as "a"
    And p1's hand holds "C-A" as "b" and "S-PLAIN" as "plain"
    And p1's cost area holds 2 active DON!!
    Then "a" has 2000 power
    When p1 plays "b"
    Then "b" has 2000 power
    When p1 plays "plain"
    Then "a" has 1000 power
    And "b" has 1000 power

  @clause:8-1-3-4-4 @clause:8-3-2-3 @needs:timing.permanent @needs:ability.power @needs:condition.don
  Scenario: 8-1-3-4-4 A permanent effect starts to apply the moment its condition is met
    Given the test cards:
      | id     | category  | cost | power |
      | C-AURA | character | 1    | 2000  |
    And card "C-AURA" has the ability:
      """
      {"timing": "permanent", "conditions": {"don": 1},
       "effects": [{"kind": "power", "amount": 2000, "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-AURA" as "aura"
    And p1's cost area holds 1 active DON!!
    Then "aura" has 2000 power
    When p1 gives 1 DON!! to "aura"
    Then "aura" has 5000 power

  # ------------------------------------------------------------------ 8-1-3-5: replacement effects

  @clause:8-1-3-5-1 @needs:ability.replacement @needs:once_per_turn @needs:timing.activate_main @needs:ability.ko @needs:ability.rest
  Scenario: 8-1-3-5-1 A replacement its player declined has not been used and is offered again later
    Given the test cards:
      | id      | category | cost |
      | L-KILL  | leader   |      |
      | S-GUARD | stage    | 1    |
    And card "L-KILL" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "self", "count": 1}}]}
      """
    And card "S-GUARD" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true, "once_per_turn": true,
       "applies_to": {"select": "all", "side": "self", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILL"
    And p1's stage is "S-GUARD" as "guard"
    And p1 has a character "C-A" as "a"
    And p1 has a character "C-A" as "b"
    When p1 activates the ability of "p1-leader"
    And p1 chooses "a"
    Then the pending decision is "decide" for p1
    When p1 declines
    Then "a" is not on the field
    And the log shows a K.O. of "a" by effect
    And "guard" is active
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "decide" for p1
    When p1 accepts
    Then "b" is on the field
    And "guard" is rested
    And the log shows no K.O. of "b"

  @clause:8-1-3-5-2 @needs:ability.replacement @needs:timing.activate_main @needs:ability.ko @needs:ability.rest @needs:ability.trash_from_hand
  Scenario: 8-1-3-5-2 Replacements are offered: the affected card's own, then the turn player's, then the other player's
    Given the test cards:
      | id         | category  | cost |
      | L-KILLOPP  | leader    |      |
      | C-SELFSAVE | character | 1    |
      | S-P1WARD   | stage     | 1    |
      | S-P2WARD   | stage     | 1    |
    And card "L-KILLOPP" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-SELFSAVE" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true, "applies_to": {"select": "this"},
       "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And card "S-P1WARD" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true,
       "applies_to": {"select": "all", "side": "opponent", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And card "S-P2WARD" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true,
       "applies_to": {"select": "all", "side": "self", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILLOPP"
    And p1's stage is "S-P1WARD" as "ward1"
    And p2's stage is "S-P2WARD" as "ward2"
    And p2 has a character "C-SELFSAVE" as "y"
    And p2's hand holds "C-B" as "h"
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "decide" for p2
    When p2 declines
    Then the pending decision is "decide" for p1
    When p1 declines
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then "y" is on the field
    And "ward2" is rested
    And "ward1" is active
    And p2's hand contains "h"

  @clause:8-1-3-5-2 @needs:ability.replacement @needs:timing.activate_main @needs:ability.ko @needs:ability.rest @needs:ability.trash_from_hand
  Scenario: 8-1-3-5-2 The first replacement offered is the one of the card about to be K.O.'d
    Given the test cards:
      | id         | category  | cost |
      | L-KILLOPP  | leader    |      |
      | C-SELFSAVE | character | 1    |
      | S-P1WARD   | stage     | 1    |
      | S-P2WARD   | stage     | 1    |
    And card "L-KILLOPP" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-SELFSAVE" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true, "applies_to": {"select": "this"},
       "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And card "S-P1WARD" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true,
       "applies_to": {"select": "all", "side": "opponent", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And card "S-P2WARD" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true,
       "applies_to": {"select": "all", "side": "self", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILLOPP"
    And p1's stage is "S-P1WARD" as "ward1"
    And p2's stage is "S-P2WARD" as "ward2"
    And p2 has a character "C-SELFSAVE" as "y"
    And p2's hand holds "C-B" as "h"
    When p1 activates the ability of "p1-leader"
    And p2 accepts
    Then "y" is on the field
    And p2's trash contains "h"
    And "ward1" is active
    And "ward2" is active
    And the pending decision is "main" for p1

  @clause:8-1-3-5-3 @clause:8-1-3-5-2 @needs:ability.replacement @needs:timing.activate_main @needs:ability.ko @needs:ability.rest @needs:ability.trash_from_hand
  Scenario Outline: 8-1-3-5-3 A K.O. already replaced is not replaced a second time
    Given the test cards:
      | id         | category  | cost |
      | L-KILLOPP  | leader    |      |
      | C-MUSTSAVE | character | 1    |
      | C-PLAIN    | character | 1    |
      | S-P2WALL   | stage     | 1    |
    And card "L-KILLOPP" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-MUSTSAVE" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"},
       "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And card "S-P2WALL" has the ability:
      """
      {"timing": "replacement", "event": "ko",
       "applies_to": {"select": "all", "side": "self", "kinds": ["character"]},
       "instead": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILLOPP"
    And p2's stage is "S-P2WALL" as "wall"
    And p2 has a character "<card>" as "y"
    And p2's hand holds "C-B" as "h"
    When p1 activates the ability of "p1-leader"
    Then "y" is on the field
    And the log shows no K.O. of "y"
    And "wall" is <wall>
    And p2's hand has <hand> cards
    And the log has exactly one event:
      """
      {"event": "replaced", "card": "y"}
      """

    Examples:
      | card       | wall   | hand |
      | C-MUSTSAVE | active | 0    |
      | C-PLAIN    | rested | 1    |

  @clause:8-1-3-5-4 @needs:ability.replacement @needs:timing.activate_main @needs:ability.ko @needs:ability.draw @needs:ability.trash_from_hand
  Scenario: 8-1-3-5-4 A replacement applies in the middle of resolving another effect
    Given the test cards:
      | id         | category  | cost |
      | L-KILLDRAW | leader    |      |
      | C-SELFSAVE | character | 1    |
    And card "L-KILLDRAW" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}},
                   {"kind": "draw", "count": 1}]}
      """
    And card "C-SELFSAVE" has the ability:
      """
      {"timing": "replacement", "event": "ko", "optional": true, "applies_to": {"select": "this"},
       "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILLDRAW"
    And p2 has a character "C-SELFSAVE" as "y"
    And p2's hand holds "C-B" as "h"
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "decide" for p2
    And p1's hand is empty
    And "y" is on the field
    When p2 accepts
    Then "y" is on the field
    And p2's trash contains "h"
    And p1's hand has 1 card

  @clause:8-1-3-5-4-1 @clause:8-1-3-5-4 @needs:ability.replacement @needs:timing.activate_main @needs:ability.ko @needs:ability.draw @needs:ability.trash_from_hand
  Scenario: 8-1-3-5-4-1 After a replacement inside an effect, the rest of that effect is carried out in order
    Given the test cards:
      | id         | category  | cost |
      | L-KILLDRAW | leader    |      |
      | C-MUSTSAVE | character | 1    |
    And card "L-KILLDRAW" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}},
                   {"kind": "draw", "count": 1}]}
      """
    And card "C-MUSTSAVE" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"},
       "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-KILLDRAW"
    And p2 has a character "C-MUSTSAVE" as "y"
    And p2's hand holds "C-B" as "h"
    When p1 activates the ability of "p1-leader"
    Then "y" is on the field
    And p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [
        {"event": "activate", "card": "p1-leader"},
        {"event": "replaced", "card": "y"},
        {"event": "move", "card": "h", "from": "hand", "to": "trash"},
        {"event": "draw", "player": "p1"}
      ]
      """

  # ------------------------------------------------------------------ 8-2: valid and negated effects

  @clause:8-2-1-1 @clause:8-2-1-2 @clause:8-4-1-1 @needs:timing.when_attacking @needs:condition.don @needs:cost.rest_don @needs:ability.ko
  Scenario Outline: 8-2-1-1 An effect whose condition is unmet asks for no cost and no choice
    Given the test cards:
      | id      | category  | cost | power |
      | C-GATED | character | 1    | 1000  |
    And card "C-GATED" has the ability:
      """
      {"timing": "when_attacking", "conditions": {"don": 2}, "cost": {"rest_don": 1},
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-GATED" as "gated" with <don> DON!! given
    And p1's cost area holds 2 active DON!!
    And p2 has a character "C-B" as "r", rested
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "gated"
    Then the pending decision is "<decision>" for <who>
    And p1's cost area has 2 active and 0 rested DON!!
    And "r" is on the field

    Examples:
      | don | decision | who |
      | 1   | counter  | p2  |
      | 2   | decide   | p1  |

  @clause:8-2-1-2 @needs:timing.permanent @needs:ability.power @needs:ability.give_keyword @needs:condition.don @needs:keyword.double_attack
  Scenario Outline: 8-2-1-2 Only the part of a card's effects that depends on an unmet condition is inactive
    Given the test cards:
      | id      | category  | cost | power |
      | C-SPLIT | character | 1    | 2000  |
    And card "C-SPLIT" has the abilities:
      """
      [
        {"timing": "permanent", "effects": [{"kind": "power", "amount": 1000, "target": {"select": "this"}}]},
        {"timing": "permanent", "conditions": {"don": 1},
         "effects": [{"kind": "give_keyword", "keyword": "double_attack", "target": {"select": "this"}}]}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SPLIT" as "split" with <don> DON!! given
    Then "split" has <power> power
    And "split" <has> Double Attack

    Examples:
      | don | power | has           |
      | 0   | 3000  | does not have |
      | 1   | 4000  | has           |

  @clause:8-2-3 @clause:8-2-1-2 @needs:timing.activate_main @needs:timing.permanent @needs:ability.power @needs:ability.draw @needs:condition.don @needs:cost.don_minus
  Scenario: 8-2-3 An activated effect already resolved stays when its condition stops being met
    Given the test cards:
      | id       | category  | cost | power |
      | L-TAXMAN | leader    |      | 5000  |
      | C-HOLD   | character | 1    | 1000  |
    And card "L-TAXMAN" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-HOLD" has the abilities:
      """
      [
        {"timing": "permanent", "conditions": {"don": 1},
         "effects": [{"kind": "power", "amount": 1000, "target": {"select": "this"}}]},
        {"timing": "activate_main", "conditions": {"don": 1},
         "effects": [{"kind": "power", "amount": 2000, "duration": "turn", "target": {"select": "this"}}]}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-TAXMAN"
    And p1 has a character "C-HOLD" as "hold" with 1 DON!! given
    Then "hold" has 3000 power
    When p1 activates ability 2 of "hold"
    Then "hold" has 5000 power
    When p1 activates the ability of "p1-leader"
    Then "hold" has 0 DON!! given
    And "hold" has 3000 power

  @clause:8-2-3 @needs:ability.negate @needs:timing.main @needs:timing.activate_main @needs:timing.permanent @needs:ability.power
  Scenario: 8-2-3 Negating a card undoes none of what its resolved effect did, only what its abilities still do
    # Likely wrong engines: negation that also removes the power the card's own resolved effect gave
    # (1000), or negation that leaves the permanent ability applying (4000).
    Given the test cards:
      | id     | category  | cost | power |
      | C-HOLD | character | 1    | 1000  |
      | E-NEG  | event     | 0    |       |
    And card "C-HOLD" has the abilities:
      """
      [
        {"timing": "permanent", "effects": [{"kind": "power", "amount": 1000, "target": {"select": "this"}}]},
        {"timing": "activate_main", "effects": [{"kind": "power", "amount": 2000, "duration": "turn", "target": {"select": "this"}}]}
      ]
      """
    And card "E-NEG" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "negate", "target": {"select": "choose", "side": "self"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-HOLD" as "hold"
    And p1's hand holds "E-NEG" as "neg"
    When p1 activates ability 2 of "hold"
    Then "hold" has 4000 power
    When p1 plays "neg"
    Then "hold" has 3000 power

  # ------------------------------------------------------------------ 8-3: activation costs and conditions

  @clause:8-3-1-3 @clause:10-1-5-1 @needs:timing.trigger @needs:cost.trash_from_hand @needs:ability.draw
  Scenario Outline: 8-3-1-3 A Trigger whose cost cannot be paid cannot be used
    Given the test cards:
      | id     | category  | power |
      | C-BIG  | character | 6000  |
      | C-TRIG | character |       |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "cost": {"trash_from_hand": 1}, "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2's life area holds "C-TRIG" as "t" and 3 cards of "C-FILLER"
    And p2's hand holds <hand>
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then the pending decision is "trigger" for p2
    And p2 <can> use the trigger

    Examples:
      | hand                  | can    |
      | nothing               | cannot |
      | "C-FILLER" as "paid"  | can    |

  @clause:8-3-1-1 @needs:timing.activate_main @needs:cost.rest_self @needs:cost.rest_don @needs:cost.don_minus @needs:cost.trash_from_hand @needs:ability.draw
  Scenario: 8-3-1-1 The parts of one activation cost are paid one after another in their order
    Given the test cards:
      | id       | category  | cost |
      | C-PRICEY | character | 1    |
    And card "C-PRICEY" has the ability:
      """
      {"timing": "activate_main",
       "cost": {"rest_self": true, "rest_don": 1, "don_minus": 1, "trash_from_hand": 1},
       "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-PRICEY" as "pricey"
    And p1's cost area holds 2 active DON!!
    And p1's hand holds "C-B" as "h1" and "C-B" as "h2"
    When p1 activates the ability of "pricey"
    Then the pending decision is "return_don" for p1
    And "pricey" is rested
    And p1's cost area has 1 active and 1 rested DON!!
    And p1's hand has 2 cards
    When p1 returns DON!! from "rested"
    Then the pending decision is "select" for p1
    And p1's cost area has 1 active and 0 rested DON!!
    And p1's DON!! deck has 9 DON!!
    And p1's hand has 2 cards
    When p1 chooses "h1"
    Then p1's trash contains "h1"
    And p1's hand contains "h2"
    And p1's hand contains "p1-deck1"
    And the log has these events in this strict order:
      """
      [
        {"event": "rest", "card": "pricey"},
        {"event": "rest_don", "player": "p1", "count": 1},
        {"event": "return_don", "player": "p1"},
        {"event": "move", "card": "h1", "from": "hand", "to": "trash"},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-3-1-3 @needs:timing.activate_main @needs:cost.rest_don @needs:cost.trash_from_hand @needs:ability.draw
  Scenario: 8-3-1-3 A cost that cannot be paid in full cannot be paid at all
    Given the test cards:
      | id      | category  | cost |
      | C-DUAL  | character | 1    |
    And card "C-DUAL" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 2, "trash_from_hand": 1},
       "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-DUAL" as "dual"
    And p1's cost area holds 2 active DON!!
    And p1's hand is empty
    Then p1 cannot activate the ability of "dual"
    When p1 tries to activate the ability of "dual"
    Then the action is rejected citing clause 8-3-1-3
    And the game state is unchanged
    And p1's cost area has 2 active and 0 rested DON!!

  @clause:8-3-1-3 @needs:timing.activate_main @needs:cost.rest_don @needs:cost.trash_from_hand @needs:ability.draw
  Scenario: 8-3-1-3 A cost that can be paid in full is paid entirely
    Given the test cards:
      | id      | category  | cost |
      | C-DUAL  | character | 1    |
    And card "C-DUAL" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 2, "trash_from_hand": 1},
       "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-DUAL" as "dual"
    And p1's cost area holds 2 active DON!!
    And p1's hand holds "C-B" as "h1"
    When p1 activates the ability of "dual"
    Then p1's cost area has 0 active and 2 rested DON!!
    And p1's trash contains "h1"
    And p1's hand has 1 card
    And p1's hand contains "p1-deck1"

  @clause:8-3-1-3 @clause:8-3-1-4 @needs:timing.on_play @needs:cost.rest_don @needs:ability.draw
  Scenario: 8-3-1-3 An automatic effect whose cost cannot be paid is not offered
    Given the test cards:
      | id      | category  | cost |
      | C-DEBT  | character | 2    |
    And card "C-DEBT" has the ability:
      """
      {"timing": "on_play", "cost": {"rest_don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-DEBT" as "debt"
    And p1's cost area holds 2 active DON!!
    When p1 plays "debt"
    Then the pending decision is "main" for p1
    And p1's hand is empty
    And p1's cost area has 0 active and 2 rested DON!!

  @clause:8-3-1-4 @needs:timing.on_play @needs:cost.rest_don @needs:ability.draw
  Scenario Outline: 8-3-1-4 A cost may be left unpaid, and then the effect does not happen
    Given the test cards:
      | id     | category  | cost |
      | C-FEE  | character | 1    |
    And card "C-FEE" has the ability:
      """
      {"timing": "on_play", "cost": {"rest_don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-FEE" as "fee"
    And p1's cost area holds 2 active DON!!
    When p1 plays "fee"
    Then the pending decision is "decide" for p1
    When p1 <answer>
    Then p1's cost area has <active> active and <rested> rested DON!!
    And p1's hand has <hand> cards

    Examples:
      | answer   | active | rested | hand |
      | accepts  | 0      | 2      | 1    |
      | declines | 1      | 1      | 0    |

  @clause:8-3-1-5 @needs:timing.activate_main @needs:cost.rest_don @needs:ability.draw
  Scenario: 8-3-1-5 A cost of two rests two active DON!! of the cost area
    Given the test cards:
      | id      | category  | cost |
      | C-TWO   | character | 1    |
    And card "C-TWO" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TWO" as "two"
    And p1's cost area holds 3 active DON!!
    When p1 activates the ability of "two"
    Then p1's cost area has 1 active and 2 rested DON!!
    And p1's DON!! deck has 7 DON!!
    And "two" is active
    And p1's hand has 1 card
    And the log has the event:
      """
      {"event": "rest_don", "player": "p1", "count": 2}
      """

  @clause:8-3-1-5 @clause:8-3-1-3 @needs:timing.activate_main @needs:cost.rest_don @needs:ability.draw
  Scenario: 8-3-1-5 Rested DON!! cannot pay a cost of resting DON!!
    Given the test cards:
      | id      | category  | cost |
      | C-TWO   | character | 1    |
    And card "C-TWO" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TWO" as "two"
    And p1's cost area holds 1 active and 3 rested DON!!
    Then p1 cannot activate the ability of "two"
    When p1 tries to activate the ability of "two"
    Then the action is rejected citing clause 8-3-1-3
    And the game state is unchanged

  @clause:8-3-1-6 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario: 8-3-1-6 DON!! -2 returns two of your DON!! from the leader, characters or cost area to the DON!! deck
    Given the test cards:
      | id     | category  | cost |
      | C-TAX2 | character | 1    |
    And card "C-TAX2" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-P1" with 1 DON!! given
    And p1 has a character "C-TAX2" as "tax"
    And p1's cost area holds 1 active and 1 rested DON!!
    And p2's leader is "L-P2" with 2 DON!! given
    When p1 activates the ability of "tax"
    Then the pending decision is "return_don" for p1
    And p1 cannot return DON!! from "p2-leader" and "p2-leader"
    And p1 can return DON!! from "p1-leader" and "rested"
    When p1 tries to return DON!! from "active"
    Then the action is rejected citing clause 8-3-1-6
    And the game state is unchanged
    When p1 returns DON!! from "p1-leader" and "rested"
    Then "p1-leader" has 0 DON!! given
    And p1's cost area has 1 active and 0 rested DON!!
    And p1's DON!! deck has 9 DON!!
    And "p2-leader" has 2 DON!! given
    And p1's hand has 1 card

  @clause:8-3-1-6 @clause:8-3-1-3 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario Outline: 8-3-1-6 DON!! -2 needs two DON!! of your own on the field
    Given the test cards:
      | id     | category  | cost |
      | C-TAX2 | character | 1    |
    And card "C-TAX2" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TAX2" as "tax" with <given> DON!! given
    And p1's cost area holds <rested> rested DON!!
    And p2's leader is "L-P2" with 3 DON!! given
    Then p1 <can> activate the ability of "tax"

    Examples:
      | given | rested | can    |
      | 1     | 0      | cannot |
      | 0     | 1      | cannot |
      | 1     | 1      | can    |

  @clause:8-3-2-1 @clause:8-3-2-3 @clause:8-3-2-5 @needs:timing.permanent @needs:ability.give_keyword @needs:condition.don @needs:condition.turn @needs:keyword.blocker
  Scenario Outline: 8-3-2-1 An effect with two conditions applies only while both are met
    Given the test cards:
      | id       | category  | cost | power |
      | C-SENTRY | character | 1    | 2000  |
    And card "C-SENTRY" has the ability:
      """
      {"timing": "permanent", "conditions": {"don": 1, "turn": "opponents"},
       "effects": [{"kind": "give_keyword", "keyword": "blocker", "target": {"select": "this"}}]}
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And p1 has a character "C-SENTRY" as "sentry" with <don> DON!! given
    Then "sentry" <has> Blocker

    Examples:
      | turn | tp | don | has           |
      | 4    | p2 | 1   | has           |
      | 4    | p2 | 0   | does not have |
      | 3    | p1 | 1   | does not have |

  @clause:8-3-2-3 @clause:10-2-9-1 @needs:timing.permanent @needs:ability.give_keyword @needs:condition.don @needs:keyword.double_attack
  Scenario Outline: 8-3-2-3 DON!! x2 is met with two or more DON!! given to the card, not with one
    Given the test cards:
      | id      | category  | cost | power |
      | C-TWICE | character | 1    | 2000  |
    And card "C-TWICE" has the ability:
      """
      {"timing": "permanent", "conditions": {"don": 2},
       "effects": [{"kind": "give_keyword", "keyword": "double_attack", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TWICE" as "twice" with <don> DON!! given
    Then "twice" <has> Double Attack

    Examples:
      | don | has           |
      | 1   | does not have |
      | 2   | has           |
      | 3   | has           |

  @clause:8-3-2-4 @clause:10-2-11-1 @needs:timing.permanent @needs:ability.power @needs:condition.turn
  Scenario Outline: 8-3-2-4 A [Your Turn] effect applies during its player's own turn only
    Given the test cards:
      | id     | category  | cost | power |
      | C-MINE | character | 1    | 2000  |
    And card "C-MINE" has the ability:
      """
      {"timing": "permanent", "conditions": {"turn": "yours"},
       "effects": [{"kind": "power", "amount": 1000, "target": {"select": "this"}}]}
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And p1 has a character "C-MINE" as "mine"
    Then "mine" has <power> power

    Examples:
      | turn | tp | power |
      | 3    | p1 | 3000  |
      | 4    | p2 | 2000  |

  @clause:8-3-2-5 @clause:10-2-12-1 @needs:timing.permanent @needs:ability.give_keyword @needs:condition.turn @needs:keyword.blocker
  Scenario Outline: 8-3-2-5 An [Opponent's Turn] effect applies during the opponent's turn only
    Given the test cards:
      | id      | category  | cost | power |
      | C-GUARD | character | 1    | 2000  |
    And card "C-GUARD" has the ability:
      """
      {"timing": "permanent", "conditions": {"turn": "opponents"},
       "effects": [{"kind": "give_keyword", "keyword": "blocker", "target": {"select": "this"}}]}
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And p1 has a character "C-GUARD" as "guard"
    Then "guard" <has> Blocker

    Examples:
      | turn | tp | has           |
      | 4    | p2 | has           |
      | 3    | p1 | does not have |

  # ------------------------------------------------------------------ 8-4: activation and resolution

  @clause:8-4-1-1 @clause:8-3-2-3 @needs:timing.activate_main @needs:condition.don @needs:ability.draw
  Scenario: 8-4-1-1 An ability whose condition is not met cannot be activated
    Given the test cards:
      | id      | category  | cost |
      | C-NEEDY | character | 1    |
    And card "C-NEEDY" has the ability:
      """
      {"timing": "activate_main", "conditions": {"don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-NEEDY" as "needy"
    And p1's cost area holds 1 active DON!!
    Then p1 cannot activate the ability of "needy"
    When p1 tries to activate the ability of "needy"
    Then the action is rejected citing clause 8-4-1-1
    And the game state is unchanged
    When p1 gives 1 DON!! to "needy"
    Then p1 can activate the ability of "needy"
    When p1 activates the ability of "needy"
    Then p1's hand has 1 card

  @clause:8-4-1-2 @needs:timing.activate_main @needs:ability.draw @needs:ability.add_don
  Scenario: 8-4-1-2 The player names which ability is activated, and only that one resolves
    Given the test cards:
      | id      | category  | cost |
      | C-MULTI | character | 1    |
    And card "C-MULTI" has the abilities:
      """
      [
        {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]},
        {"timing": "activate_main", "effects": [{"kind": "add_don", "count": 1}]}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-MULTI" as "multi"
    When p1 activates ability 2 of "multi"
    Then p1's cost area has 1 active and 0 rested DON!!
    And p1's DON!! deck has 9 DON!!
    And p1's hand is empty
    And the log has the event:
      """
      {"event": "activate", "player": "p1", "card": "multi", "ability": 1}
      """
    And the log does not have the event:
      """
      {"event": "activate", "card": "multi", "ability": 0}
      """
    And p1 cannot activate ability 3 of "multi"

  @clause:8-4-1-3 @needs:timing.activate_main @needs:cost.trash_from_hand @needs:ability.draw
  Scenario: 8-4-1-3 The whole cost is paid before the effect, so what the effect brings cannot pay it
    Given the test cards:
      | id     | category  | cost |
      | C-LOOT | character | 1    |
    And card "C-LOOT" has the ability:
      """
      {"timing": "activate_main", "cost": {"trash_from_hand": 1}, "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-LOOT" as "loot"
    And p1's hand holds "C-B" as "h1" and "C-B" as "h2"
    When p1 activates the ability of "loot"
    Then the pending decision is "select" for p1
    And p1's deck has 20 cards
    And p1 can choose "h2"
    And p1 cannot choose "p1-deck1"
    When p1 chooses "h1"
    Then p1's trash contains "h1"
    And p1's hand has 3 cards
    And p1's hand contains "h2"
    And p1's hand contains "p1-deck2"

  @clause:8-4-1-4 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario: 8-4-1-4 Nothing of the effect happens until its cost has been paid
    Given the test cards:
      | id     | category  | cost |
      | C-TAX1 | character | 1    |
    And card "C-TAX1" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TAX1" as "tax"
    And p1's cost area holds 1 active and 1 rested DON!!
    When p1 activates the ability of "tax"
    Then the pending decision is "return_don" for p1
    And p1's hand is empty
    And p1's deck has 20 cards
    When p1 returns DON!! from "active"
    Then p1's hand has 1 card
    And p1's cost area has 0 active and 1 rested DON!!
    And the log has these events in this strict order:
      """
      [
        {"event": "return_don", "player": "p1"},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-4-1-5 @needs:timing.activate_main @needs:ability.draw @needs:ability.power @needs:ability.add_don
  Scenario: 8-4-1-5 An activated ability is resolved in full, each instruction in order
    Given the test cards:
      | id      | category  | cost | power |
      | C-THREE | character | 1    | 1000  |
    And card "C-THREE" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "draw", "count": 1},
                   {"kind": "power", "amount": 1000, "duration": "turn", "target": {"select": "this"}},
                   {"kind": "add_don", "count": 1, "rested": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-THREE" as "three"
    When p1 activates the ability of "three"
    Then the pending decision is "main" for p1
    And p1's hand has 1 card
    And "three" has 2000 power
    And p1's cost area has 0 active and 1 rested DON!!
    And the log has these events in this strict order:
      """
      [
        {"event": "activate", "card": "three"},
        {"event": "draw", "player": "p1"},
        {"event": "power", "card": "three", "amount": 1000},
        {"event": "don", "player": "p1", "count": 1}
      ]
      """

  @clause:8-4-2 @needs:timing.main @needs:ability.ko
  Scenario: 8-4-2 A played event is already in the trash while its effect is resolved
    Given the test cards:
      | id      | category | cost |
      | E-SWEEP | event    | 1    |
    And card "E-SWEEP" has the ability:
      """
      {"timing": "main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SWEEP" as "sweep"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-B" as "y"
    When p1 plays "sweep"
    Then the pending decision is "select" for p1
    And p1's trash contains "sweep"
    And p1's hand does not contain "sweep"
    When p1 chooses "y"
    Then "y" is not on the field
    And the log shows a K.O. of "y" by effect

  @clause:8-4-2 @needs:timing.main @needs:ability.trash_from_hand
  Scenario: 8-4-2 A played event cannot be among the cards its own effect trashes from hand
    Given the test cards:
      | id      | category | cost |
      | E-PURGE | event    | 1    |
    And card "E-PURGE" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PURGE" as "purge" and "C-B" as "h1"
    And p1's cost area holds 1 active DON!!
    When p1 plays "purge"
    Then the pending decision is "main" for p1
    And p1's hand is empty
    And p1's trash contains "purge"
    And p1's trash contains "h1"

  @clause:8-4-3 @clause:8-4-4-3 @needs:timing.activate_main @needs:ability.power
  Scenario: 8-4-3 An ability of a card on the field is carried out by that card, which stays on the field
    Given the test cards:
      | id     | category  | cost | power |
      | C-PUMP | character | 1    | 1000  |
    And card "C-PUMP" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "power", "amount": 2000, "duration": "turn", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-PUMP" as "pump"
    And p1 has a character "C-PUMP" as "other"
    When p1 activates the ability of "pump"
    Then "pump" is on the field
    And "pump" has 3000 power
    And "other" has 1000 power
    And p1's trash is empty

  @clause:8-4-4 @needs:timing.activate_main @needs:ability.rest @needs:ability.ko
  Scenario: 8-4-4 Each target is chosen when its instruction is reached, seeing what earlier ones did
    Given the test cards:
      | id     | category | cost |
      | L-REAP | leader   |      |
    And card "L-REAP" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "rest", "target": {"select": "choose", "side": "opponent", "count": 1}},
                   {"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1, "rested": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-REAP"
    And p2 has a character "C-B" as "y1"
    And p2 has a character "C-B" as "y2"
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "select" for p1
    When p1 chooses "y1"
    Then "y1" is not on the field
    And the log shows a K.O. of "y1" by effect
    And "y2" is active
    And the pending decision is "main" for p1

  @clause:8-4-4-1 @needs:timing.activate_main @needs:ability.ko
  Scenario: 8-4-4-1 An effect choosing two must be given exactly two when two can be chosen
    Given the test cards:
      | id    | category | cost |
      | L-TWO | leader   |      |
    And card "L-TWO" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 2}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-TWO"
    And p2's characters are:
      | card | id |
      | C-B  | y1 |
      | C-B  | y2 |
      | C-B  | y3 |
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "select" for p1
    And p1 cannot choose "y1"
    And p1 cannot choose nothing
    When p1 tries to choose "y1"
    Then the action is rejected citing clause 8-4-4-1
    And the game state is unchanged
    When p1 chooses "y1" and "y2"
    Then "y1" is not on the field
    And "y2" is not on the field
    And "y3" is on the field

  @clause:8-4-4-1 @clause:1-3-2 @needs:timing.activate_main @needs:ability.ko
  Scenario: 8-4-4-1 With fewer candidates than required, all of them are chosen
    Given the test cards:
      | id    | category | cost |
      | L-TWO | leader   |      |
    And card "L-TWO" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 2}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-TWO"
    And p2 has a character "C-B" as "y1"
    When p1 activates the ability of "p1-leader"
    Then "y1" is not on the field
    And the log shows a K.O. of "y1" by effect
    And the pending decision is "main" for p1

  @clause:8-4-4-1 @needs:timing.activate_main @needs:ability.ko
  Scenario: 8-4-4-1 "Up to" lets the player choose nothing at all
    Given the test cards:
      | id      | category | cost |
      | L-UPTO2 | leader   |      |
    And card "L-UPTO2" has the ability:
      """
      {"timing": "activate_main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 2, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-UPTO2"
    And p2 has a character "C-B" as "y1"
    And p2 has a character "C-B" as "y2"
    When p1 activates the ability of "p1-leader"
    Then the pending decision is "select" for p1
    And p1 can choose "y1"
    When p1 chooses nothing
    Then "y1" is on the field
    And "y2" is on the field
    And the pending decision is "main" for p1

  @clause:8-4-4-3 @needs:timing.on_opponents_attack @needs:ability.draw @needs:ability.power
  Scenario: 8-4-4-3 With no choice written, an effect acts on its own card and on its own player
    Given the test cards:
      | id      | category  | cost | power |
      | C-ALERT | character | 1    | 1000  |
    And card "C-ALERT" has the ability:
      """
      {"timing": "on_opponents_attack",
       "effects": [{"kind": "draw", "count": 1},
                   {"kind": "power", "amount": 1000, "duration": "battle", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p2 has a character "C-ALERT" as "alert"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "a"
    Then p2's hand has 2 cards
    And p1's hand is empty
    And "alert" has 2000 power
    And "a" has 1000 power
    And "p2-leader" has 5000 power

  # ------------------------------------------------------------------ 8-6: the order of resolution

  @clause:8-6-1 @clause:8-1-3-2 @needs:timing.when_attacking @needs:timing.on_opponents_attack @needs:timing.on_ko @needs:ability.ko @needs:ability.draw
  Scenario: 8-6-1 The opponent's waiting effect resolves before one the turn player's effect newly triggered
    Given the test cards:
      | id       | category  | cost | types     |
      | L-SAC    | leader    |      |           |
      | C-MARTYR | character | 1    | Sacrifice |
      | C-WATCH  | character | 1    |           |
    And card "L-SAC" has the ability:
      """
      {"timing": "when_attacking",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "self", "count": 1, "types": ["Sacrifice"]}}]}
      """
    And card "C-MARTYR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-WATCH" has the ability:
      """
      {"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-SAC"
    And p1 has a character "C-MARTYR" as "martyr"
    And p2 has a character "C-WATCH" as "watch"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "p1-leader"
    Then p1's hand has 1 card
    And p2's hand has 2 cards
    And the log has these events in this strict order:
      """
      [
        {"event": "ko", "card": "martyr"},
        {"event": "draw", "player": "p2"},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-6-1-1 @clause:8-1-3-2 @needs:timing.when_attacking @needs:timing.on_ko @needs:ability.ko @needs:ability.draw
  Scenario: 8-6-1-1 An effect triggered while resolving one of two waiting effects resolves after the other one
    Given the test cards:
      | id        | category  | cost | types  |
      | L-TWIN    | leader    |      |        |
      | C-NMARTYR | character | 1    | Navy   |
      | C-PMARTYR | character | 1    | Pirate |
    And card "L-TWIN" has the abilities:
      """
      [
        {"timing": "when_attacking",
         "effects": [{"kind": "ko", "target": {"select": "choose", "side": "self", "count": 1, "types": ["Navy"]}}]},
        {"timing": "when_attacking",
         "effects": [{"kind": "ko", "target": {"select": "choose", "side": "self", "count": 1, "types": ["Pirate"]}}]}
      ]
      """
    And card "C-NMARTYR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-PMARTYR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-TWIN"
    And p1 has a character "C-NMARTYR" as "navy"
    And p1 has a character "C-PMARTYR" as "pirate"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "p1-leader"
    Then the pending decision is "choose_effect" for p1
    When the game is played on until p2 has to decide
    Then p1's hand has 2 cards
    And the log has these events in this strict order:
      """
      [
        {"event": "ko", "player": "p1"},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-6-2 @clause:10-1-2-1 @needs:keyword.double_attack @needs:timing.trigger @needs:timing.on_ko @needs:ability.ko @needs:ability.draw
  Scenario: 8-6-2 An effect triggered during damage waits until every point of damage is dealt
    Given the test cards:
      | id       | category  | cost | keywords      |
      | L-DOUBLE | leader    |      | Double Attack |
      | C-MARTYR | character | 1    |               |
      | C-TRAP   | character | 1    |               |
    And card "C-MARTYR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-TRAP" has the ability:
      """
      {"timing": "trigger",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-DOUBLE"
    And p1 has a character "C-MARTYR" as "martyr"
    And p2's life area holds "C-TRAP" as "t1" and 4 cards of "C-FILLER" as "f"
    When p1 attacks "p2-leader" with "p1-leader"
    And the game is played on until the pending decision is "trigger"
    And p2 uses the trigger
    Then p2's life area has 3 cards
    And p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [
        {"event": "ko", "card": "martyr"},
        {"event": "move", "player": "p2", "from": "life", "to": "hand"},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-6-2-1 @clause:10-1-5-1 @needs:keyword.double_attack @needs:timing.trigger @needs:ability.ko
  Scenario: 8-6-2-1 A [Trigger] revealed by the first point of damage resolves before the second point
    Given the test cards:
      | id       | category  | cost | keywords      |
      | L-DOUBLE | leader    |      | Double Attack |
      | C-TRAP   | character | 1    |               |
    And card "C-TRAP" has the ability:
      """
      {"timing": "trigger",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-DOUBLE"
    And p1 has a character "C-A" as "a"
    And p2's life area holds "C-TRAP" as "t1" and 4 cards of "C-FILLER" as "f"
    When p1 attacks "p2-leader" with "p1-leader"
    And the game is played on until the pending decision is "trigger"
    Then the pending decision is "trigger" for p2
    And p2's life area has 5 cards
    And p2's hand is empty
    When p2 uses the trigger
    Then "a" is not on the field
    And p2's life area has 3 cards
    And p2's trash contains "t1"
    And the log has these events in this strict order:
      """
      [
        {"event": "trigger", "player": "p2", "card": "t1", "used": true},
        {"event": "ko", "card": "a"},
        {"event": "move", "player": "p2", "card": "f-1", "from": "life", "to": "hand"}
      ]
      """

  @clause:8-6-3 @needs:timing.main @needs:timing.on_ko @needs:ability.ko @needs:ability.draw
  Scenario: 8-6-3 An effect triggered by a played event waits until the whole event has resolved
    Given the test cards:
      | id         | category  | cost |
      | E-CULL     | event     | 1    |
      | C-LASTWORD | character | 1    |
    And card "E-CULL" has the ability:
      """
      {"timing": "main",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}},
                   {"kind": "draw", "count": 1}]}
      """
    And card "C-LASTWORD" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CULL" as "cull"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-LASTWORD" as "y"
    When p1 plays "cull"
    Then p1's hand has 1 card
    And p2's hand has 1 card
    And the log has these events in this strict order:
      """
      [
        {"event": "ko", "card": "y"},
        {"event": "draw", "player": "p1"},
        {"event": "draw", "player": "p2"}
      ]
      """

  @clause:8-4-4-2 @needs:timing.main @needs:ability.search
  Scenario: 8-4-4-2 Choosing cards of a stated kind from the deck, the player may choose none even when one is there
    Given the test cards:
      | id       | category  | cost | types |
      | E-SCOUT  | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-NAVY" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    Then p1 can choose "d2"
    And p1 cannot choose "d1"
    When p1 chooses nothing
    Then p1's hand does not contain "d2"
    And the pending decision is "order" for p1

  @clause:8-4-4-2 @needs:timing.main @needs:ability.search
  Scenario: 8-4-4-2 Choosing from the deck without any stated kind, a card must be chosen
    Given the test cards:
      | id       | category  | cost |
      | E-SCOUT  | event     | 0    |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-B" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    Then p1 can choose "d2"
    And p1 cannot choose nothing
    When p1 tries to choose nothing
    Then the action is rejected citing clause 8-4-4-1
    And the game state is unchanged

  @clause:8-4-4-2 @needs:timing.main @needs:ability.to_deck
  Scenario: 8-4-4-2 Choosing cards of a stated kind from the open trash, the player must choose one
    Given the test cards:
      | id       | category  | cost | types |
      | E-RECYCLE | event    | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-RECYCLE" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "to_deck", "count": 1, "position": "top", "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-RECYCLE" as "ev"
    And p1's trash holds "C-A" as "t1", "C-NAVY" as "t2" and "C-NAVY" as "t3"
    When p1 plays "ev"
    Then p1 can choose "t2"
    And p1 cannot choose "t1"
    And p1 cannot choose nothing

  @clause:8-4-4-4 @needs:timing.main @needs:ability.search @needs:observation.known_to
  Scenario: 8-4-4-4 To choose from the deck, the player looks through all of it and picks a matching card
    Given the test cards:
      | id       | category  | cost | types |
      | E-HUNT   | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-HUNT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-HUNT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-A" as "d2", "C-A" as "d3", "C-A" as "d4" and "C-NAVY" as "d5"
    When p1 plays "ev"
    Then every card in p1's deck is known to p1 only
    And p1 can choose "d5"
    And p1 cannot choose "d1"
    When p1 chooses "d5"
    Then p1's hand contains "d5"
    And p1's deck has 4 cards
    And every card in p1's deck is known to nobody

  # ------------------------------------------------------------ effect structure (chapter 8 extensions)

  @clause:8-1-3-4-3 @needs:setup.fresh @needs:ability.under_the_rules @needs:ability.unlimited_copies
  Scenario Outline: 8-1-3-4-3 A permanent effect that applies "under the rules" works even outside the field, e.g. while building the deck
    Given a fresh game with seed 3
    And card "P1-01" has the ability:
      """
      {"timing": "permanent", "under_the_rules": <under>, "effects": [{"kind": "unlimited_copies"}]}
      """
    And p1's deck has 6 copies of "P1-01"
    When the players try to start the game
    Then <outcome>

    Examples:
      | under | outcome                                      |
      | true  | the action is accepted                       |
      | false | the action is rejected citing clause 5-1-2-3 |

  @clause:8-2-2 @needs:ability.negate @needs:target.no_base_effect @needs:timing.main @needs:ability.ko
  Scenario: 8-2-2 A card whose effects are negated still does not count as a card without a base effect
    Given the test cards:
      | id      | category  | cost | power |
      | C-TEXT  | character | 1    | 1000  |
      | E-PURGE | event     | 0    |       |
    And card "C-TEXT" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "E-PURGE" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "no_base_effect": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PURGE" as "purge"
    And p2 has a character "C-TEXT" as "negated"
    And p2 has a character "C-VANILLA" as "vanilla"
    And an effect of p1 negates the effects of "negated" during this turn
    When p1 plays "purge"
    Then "negated" is on the field
    And "vanilla" is not on the field
    And the log shows a K.O. of "vanilla" by effect

  @clause:8-2-4 @needs:ability.negate @needs:ability.give_keyword @needs:timing.main
  Scenario Outline: 8-2-4 A keyword gained after the card's effects were negated is not negated
    Given the test cards:
      | id      | category  | cost | power | keywords |
      | C-GUARD | character | 1    | 1000  | Blocker  |
      | E-NEG   | event     | 0    |       |          |
      | E-RUSH  | event     | 0    |       |          |
    And card "E-NEG" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "negate", "target": {"select": "choose", "side": "self"}}]}
      """
    And card "E-RUSH" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "give_keyword", "keyword": "rush", "target": {"select": "choose", "side": "self"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-NEG" as "neg" and "E-RUSH" as "rush"
    And p1 has a character "C-GUARD" as "guard", played this turn
    When p1 plays "<first>"
    And p1 plays "<second>"
    Then "guard" does not have Blocker
    And "guard" <has> Rush

    Examples:
      | first | second | has           |
      | neg   | rush   | has           |
      | rush  | neg    | does not have |

  @clause:8-3-1-2 @needs:ability.add_cost @needs:timing.activate_main @needs:cost.trash_from_hand @needs:cost.rest_don
  Scenario: 8-3-1-2 A cost added by another effect is paid after the printed cost, and must be payable too
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
      | C-TAX  | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "cost": {"trash_from_hand": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-TAX" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "add_cost", "target": {"select": "all", "side": "opponent"}, "cost": {"rest_don": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TOOL" as "tool"
    And p2 has a character "C-TAX" as "tax"
    And p1's hand holds "C-B" as "b1"
    And p1's cost area holds 1 active DON!!
    When p1 activates the ability of "tool"
    Then the log has these events in this strict order:
      """
      [
        {"event": "move", "card": "b1", "from": "hand", "to": "trash"},
        {"event": "rest_don", "player": "p1", "count": 1},
        {"event": "draw", "player": "p1"}
      ]
      """

  @clause:8-3-1-2 @clause:8-3-1-3 @needs:ability.add_cost @needs:timing.activate_main @needs:cost.trash_from_hand
  Scenario: 8-3-1-2 An ability whose added cost cannot be paid cannot be activated
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
      | C-TAX  | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "cost": {"trash_from_hand": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-TAX" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "add_cost", "target": {"select": "all", "side": "opponent"}, "cost": {"rest_don": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TOOL" as "tool"
    And p2 has a character "C-TAX" as "tax"
    And p1's hand holds "C-B" as "b1"
    When p1 tries to activate the ability of "tool"
    Then the action is rejected citing clause 8-3-1-3
    And the game state is unchanged

  @clause:8-3-2-2 @needs:ability.add_condition @needs:timing.activate_main @needs:condition.don
  Scenario Outline: 8-3-2-2 A condition added by another effect must hold as well as the printed ones
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
      | C-LOCK | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-LOCK" has the ability:
      """
      {"timing": "permanent", "effects": [{"kind": "add_condition", "target": {"select": "all", "side": "opponent"}, "conditions": {"don": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TOOL" as "tool" with <don> DON!! given
    And p2 has a character "C-LOCK" as "lock"
    When p1 tries to activate the ability of "tool"
    Then <outcome>

    Examples:
      | don | outcome                                      |
      | 0   | the action is rejected citing clause 8-3-2-2 |
      | 1   | the action is accepted                       |

  @clause:8-3-1-7 @needs:replacement.cost @needs:timing.activate_main @needs:cost.rest_don @needs:ability.add_don
  Scenario Outline: 8-3-1-7 When a replacement is used instead of paying the cost, the effect after the colon does not happen
    Given the test cards:
      | id     | category  | cost |
      | C-TOOL | character | 1    |
      | C-SWAP | character | 1    |
    And card "C-TOOL" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-SWAP" has the ability:
      """
      {"timing": "replacement", "event": "cost", "optional": true, "applies_to": {"select": "all", "side": "self"},
       "instead": [{"kind": "add_don", "count": 1, "rested": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-TOOL" as "tool"
    And p1 has a character "C-SWAP" as "swap"
    And p1's cost area holds 1 active DON!!
    When p1 activates the ability of "tool"
    Then the pending decision is "decide" for p1
    When p1 <answer>
    Then p1's hand has <hand> cards
    And p1's cost area has <active> active and 1 rested DON!!

    Examples:
      | answer   | hand | active |
      | accepts  | 0    | 1      |
      | declines | 1    | 0      |

  @clause:8-3-3 @needs:effect.if @needs:timing.on_play @needs:ability.draw
  Scenario Outline: 8-3-3 An effect behind an "if" resolves only while its condition holds
    Given the test cards:
      | id    | category  | cost |
      | C-IFL | character | 1    |
    And card "C-IFL" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "draw", "count": 1, "if": {"life_at_most": 2}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-IFL" as "ifl"
    And p1's cost area holds 1 active DON!!
    And p1's life area holds <life> cards of "C-L"
    When p1 plays "ifl"
    Then p1's hand has <hand> cards

    Examples:
      | life | hand |
      | 3    | 0    |
      | 2    | 1    |

  @clause:8-5-4 @needs:timing.on_activate_event @needs:timing.main @needs:timing.trigger @needs:ability.draw
  Scenario: 8-5-4 "When you activate an Event" means playing an Event card from hand
    Given the test cards:
      | id     | category  | cost |
      | C-FAN  | character | 1    |
      | E-SHOW | event     | 0    |
    And card "C-FAN" has the ability:
      """
      {"timing": "on_activate_event", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "E-SHOW" has the ability:
      """
      {"timing": "main", "effects": []}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-FAN" as "fan"
    And p1's hand holds "E-SHOW" as "show"
    When p1 plays "show"
    Then the log has these events in this strict order:
      """
      [
        {"event": "play", "card": "show"},
        {"event": "activate", "card": "fan"},
        {"event": "draw", "player": "p1"}
      ]
      """
    And p1's hand has 1 card

  @clause:8-5-4 @clause:8-5-3 @needs:timing.on_activate_event @needs:timing.trigger @needs:ability.draw
  Scenario: 8-5-4 An Event's [Trigger] activating from the life area is not activating an Event
    Given the test cards:
      | id     | category  | cost |
      | C-FAN  | character | 1    |
      | E-TRIG | event     | 0    |
    And card "C-FAN" has the ability:
      """
      {"timing": "on_activate_event", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "E-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": []}
      """
    And a game on turn 4 in the main phase with p2 to play
    And p1 has a character "C-FAN" as "fan"
    And p1's life area holds "E-TRIG" as "trig"
    When p2 attacks "p1-leader" with "p2-leader"
    And the game is played on until the pending decision is "trigger"
    And p1 uses the trigger
    Then the log has the event:
      """
      {"event": "trigger", "card": "trig", "used": true}
      """
    And the log does not have the event:
      """
      {"event": "activate", "card": "fan"}
      """
    And p1's hand is empty
