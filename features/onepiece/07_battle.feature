Feature: Chapter 7 - attacks and battles
  Declaring an attack, the block, counter, damage and end steps of a battle,
  and what winning or losing a battle does to leaders and characters.

  @clause:7-1 @clause:7-1-5-5 @needs:keyword.blocker
  Scenario: 7-1 An attack rests the attacker and runs the block, counter and damage steps in turn
    Given the test cards:
      | id    | category  | power | keywords |
      | C-BIG | character | 3000  |          |
      | C-BLK | character | 1000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "atk"
    And p2 has a character "C-BLK" as "blk"
    And p2 has a character "C-A" as "foe", rested
    And p2 also holds a spare counter card "spare"
    When p1 attacks "foe" with "atk"
    Then "atk" is rested
    And the battle is in the block step
    And the attack target is "foe"
    And the pending decision is "block" for p2
    When p2 does not block
    Then the battle is in the counter step
    And the pending decision is "counter" for p2
    When p2 passes the counter step
    Then no battle is in progress
    And "foe" is not on the field
    And the log shows a K.O. of "foe" by battle
    And the pending decision is "main" for p1

  @clause:7-1-1-1
  Scenario Outline: 7-1-1-1 An attack is declared by resting one of your active leader or characters
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    When p1 attacks "p2-leader" with "<attacker>"
    Then "<attacker>" is rested
    And the log has the event:
      """
      {"event": "attack", "player": "p1", "attacker": "<attacker>", "target": "p2-leader"}
      """

    Examples:
      | attacker  |
      | p1-leader |
      | a         |

  @clause:7-1-1-1
  Scenario Outline: 7-1-1-1 A rested card, a stage or an opponent's card cannot attack
    Given a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-P1", rested
    And p1 has a character "C-A" as "tired", rested
    And p1's stage is "S-A" as "st"
    And p2 has a character "C-A" as "foe"
    When p1 tries to attack "p2-leader" with "<attacker>"
    Then the action is rejected citing clause 7-1-1-1
    And the game state is unchanged
    And p1 cannot attack "p2-leader" with "<attacker>"

    Examples:
      | attacker  |
      | p1-leader |
      | tired     |
      | st        |
      | foe       |

  @clause:7-1-1-2
  Scenario Outline: 7-1-1-2 The opponent's leader or a rested character of theirs can be attacked
    Given a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-A" as "sleepy", rested
    And p2 also holds a spare counter card "spare"
    Then p1 can attack "<target>" with "p1-leader"
    When p1 attacks "<target>" with "p1-leader"
    Then the attack target is "<target>"

    Examples:
      | target    |
      | p2-leader |
      | sleepy    |

  @clause:7-1-1-2
  Scenario Outline: 7-1-1-2 An active character, your own cards or a stage cannot be attacked
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p1 has a character "C-A" as "mine", rested
    And p2 has a character "C-A" as "awake"
    And p2's stage is "S-A" as "theirs", rested
    When p1 tries to attack "<target>" with "a"
    Then the action is rejected citing clause 7-1-1-2
    And the game state is unchanged
    And p1 cannot attack "<target>" with "a"

    Examples:
      | target    |
      | awake     |
      | mine      |
      | p1-leader |
      | theirs    |

  @clause:7-1-1-3 @needs:timing.when_attacking @needs:ability.draw
  Scenario: 7-1-1-3 [When Attacking] abilities of the attacker activate when the attack is declared
    Given the test cards:
      | id      | category  |
      | C-SWING | character |
    And card "C-SWING" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SWING" as "swing"
    And p1 has a character "C-SWING" as "idle"
    When p1 attacks "p2-leader" with "swing"
    Then p1's hand has 1 card
    And p1's hand contains "p1-deck1"
    And the log has the event:
      """
      {"event": "activate", "player": "p1", "card": "swing", "ability": 0}
      """
    And the log does not have the event:
      """
      {"event": "activate", "card": "idle"}
      """

  @clause:7-1-1-4 @clause:7-1-5-5 @needs:timing.when_attacking @needs:ability.ko @needs:keyword.blocker
  Scenario Outline: 7-1-1-4 A battle whose attacker or target left during the attack step goes straight to its end
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BLK   | character | 1000  | Blocker  |
      | C-RASH  | character | 6000  |          |
      | C-HUNT  | character | 6000  |          |
    And card "C-RASH" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "ko", "target": {"select": "this"}}]}
      """
    And card "C-HUNT" has the ability:
      """
      {"timing": "when_attacking",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"],
                                             "count": 1, "rested": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "<card>" as "atk"
    And p2 has a character "C-BLK" as "blk"
    And p2 has a character "C-A" as "foe", rested
    When p1 attacks "foe" with "atk"
    Then "<gone>" is not on the field
    And no battle is in progress
    And the pending decision is "main" for p1
    And the log shows no battle result
    And the log does not have the event:
      """
      {"event": "block"}
      """
    And the log shows the battle of "atk" against "foe" ended

    Examples:
      | card   | gone |
      | C-RASH | atk  |
      | C-HUNT | foe  |

  @clause:7-1-2-1 @needs:keyword.blocker
  Scenario: 7-1-2-1 The defending player may use a Blocker, which becomes the attack target
    Given the test cards:
      | id    | category  | power | keywords |
      | C-BLK | character | 4000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2's characters are:
      | card  | id |
      | C-BLK | b1 |
      | C-BLK | b2 |
    And "atk" is attacking "p2-leader", at the start of the block step
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "block" for p2
    And p2 can block with "b1"
    And p2 can block with "b2"
    When p2 blocks with "b1"
    Then "b1" is rested
    And the attack target is "b1"
    And the battle is in the counter step
    And the pending decision is "counter" for p2
    And p2 cannot block with "b2"

  @clause:7-1-2-1 @needs:keyword.blocker
  Scenario Outline: 7-1-2-1 Only one Blocker can be used in a battle
    Given the test cards:
      | id    | category  | power | keywords |
      | C-BLK | character | 4000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2 has a character "C-BLK" as "b2"
    And "atk" is attacking "p2-leader", at the start of the block step<used>
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "<decision>" for p2
    And p2 <can> block with "b2"

    Examples:
      | used                    | decision | can    |
      |                         | block    | can    |
      | , a Blocker already used | counter  | cannot |

  @clause:7-1-2-1 @needs:keyword.blocker
  Scenario: 7-1-2-1 The defending player may decline to block
    Given the test cards:
      | id    | category  | power | keywords |
      | C-BLK | character | 4000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2 has a character "C-BLK" as "b1"
    And "atk" is attacking "p2-leader", at the start of the block step
    And p2 also holds a spare counter card "spare"
    When p2 does not block
    Then "b1" is active
    And the attack target is "p2-leader"
    And the battle is in the counter step

  @clause:7-1-2-2 @needs:keyword.blocker @needs:timing.on_block @needs:ability.draw
  Scenario Outline: 7-1-2-2 [On Block] abilities activate when their card's Blocker is used
    Given the test cards:
      | id     | category  | power | keywords |
      | C-WALL | character | 4000  | Blocker  |
    And card "C-WALL" has the ability:
      """
      {"timing": "on_block", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2 has a character "C-WALL" as "wall"
    And "atk" is attacking "p2-leader", at the start of the block step
    And p2 also holds a spare counter card "spare"
    When p2 <answer>
    Then p2's hand has <hand> cards
    And the battle is in the counter step

    Examples:
      | answer             | hand |
      | blocks with "wall" | 2    |
      | does not block     | 1    |

  @clause:7-1-2-3 @needs:keyword.blocker @needs:timing.on_block @needs:ability.ko
  Scenario Outline: 7-1-2-3 A battle whose attacker or target left during the block step skips the counter step
    Given the test cards:
      | id      | category  | power | keywords |
      | C-ATK   | character | 6000  |          |
      | C-MARTY | character | 1000  | Blocker  |
      | C-TRAP  | character | 1000  | Blocker  |
    And card "C-MARTY" has the ability:
      """
      {"timing": "on_block", "effects": [{"kind": "ko", "target": {"select": "this"}}]}
      """
    And card "C-TRAP" has the ability:
      """
      {"timing": "on_block",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"],
                                             "count": 1, "rested": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And p2 has a character "<card>" as "blk"
    And p2's hand holds "C-A" as "spare"
    And "atk" is attacking "p2-leader", at the start of the block step
    When p2 blocks with "blk"
    Then "<gone>" is not on the field
    And no battle is in progress
    And the pending decision is "main" for p1
    And the log shows no battle result
    And the log does not have the event:
      """
      {"event": "damage"}
      """
    And p2's life area has 5 cards

    Examples:
      | card    | gone |
      | C-MARTY | blk  |
      | C-TRAP  | atk  |

  @clause:7-1-3-2 @clause:7-1-3-2-1 @clause:7-1-3-2-2 @needs:timing.counter @needs:ability.power
  Scenario: 7-1-3-2 The defending player may use several counters, in any order, before passing
    Given the test cards:
      | id     | category  | power | counter | cost |
      | C-HUGE | character | 9000  |         |      |
      | C-C1   | character | 1000  | 1000    |      |
      | C-C2   | character | 1000  | 2000    |      |
      | E-GUARD | event    |       |         | 1    |
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter",
       "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader"], "count": 1},
                    "amount": 3000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-HUGE" as "atk", rested
    And p2's hand holds "C-C2" as "two", "E-GUARD" as "guard" and "C-C1" as "one"
    And p2's cost area holds 1 active DON!!
    And "atk" is attacking "p2-leader", at the start of the counter step
    And p2 also holds a spare counter card "spare"
    When p2 counters with "two" on "p2-leader"
    Then the pending decision is "counter" for p2
    When p2 counters with "guard"
    Then the pending decision is "counter" for p2
    When p2 counters with "one" on "p2-leader"
    Then "p2-leader" has 11000 power
    And p2's hand has 1 card
    And p2's trash has 3 cards
    When p2 passes the counter step
    Then the log shows no K.O. of "p2-leader"
    And p2's life area has 5 cards
    And "p2-leader" has 5000 power
    And the log has the event:
      """
      {"event": "battle", "attacker": "atk", "target": "p2-leader", "attacker_power": 9000,
       "target_power": 11000, "winner": "defender"}
      """

  @clause:7-1-3-2 @clause:7-1-2-1 @needs:keyword.blocker
  Scenario: 7-1-3-2 Counters wait for the counter step: none while the block decision is open
    Given the test cards:
      | id    | category  | power | counter | keywords |
      | C-ATK | character | 6000  |         |          |
      | C-CTR | character | 1000  | 2000    |          |
      | C-BLK | character | 1000  |         | blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And p2 has a character "C-BLK" as "blk"
    And p2's hand holds "C-CTR" as "ctr"
    And "atk" is attacking "p2-leader", at the start of the block step
    Then the pending decision is "block" for p2
    And p2 cannot counter with "ctr" on "p2-leader"
    When p2 tries to counter with "ctr" on "p2-leader"
    Then the action is rejected citing clause 7-1-3-2
    And the game state is unchanged
    When p2 does not block
    Then the pending decision is "counter" for p2
    And p2 can counter with "ctr" on "p2-leader"

  @clause:7-1-3-2-1 @clause:7-1-4-1 @clause:7-1-4-2
  Scenario Outline: 7-1-3-2-1 A counter character from hand adds its counter value to the attacked card for the battle
    Given the test cards:
      | id    | category  | power | counter |
      | C-ATK | character | 6000  |         |
      | C-CTR | character | 1000  | <value> |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And p2's hand holds "C-CTR" as "ctr"
    And "atk" is attacking "p2-leader", at the start of the counter step
    And p2 also holds a spare counter card "spare"
    When p2 counters with "ctr" on "p2-leader"
    Then p2's trash contains "ctr"
    And p2's hand has 1 card
    And "p2-leader" has <boosted> power
    When p2 passes the counter step
    Then p2's life area has <life> cards
    And "p2-leader" has 5000 power

    Examples:
      | value | boosted | life |
      | 1000  | 6000    | 4    |
      | 2000  | 7000    | 5    |

  @clause:7-1-3-2-1
  Scenario: 7-1-3-2-1 A counter may raise the player's leader or any of their characters, not only the attacked card
    Given the test cards:
      | id    | category  | power | counter |
      | C-ATK | character | 6000  |         |
      | C-MID | character | 2000  |         |
      | C-CTR | character | 1000  | 2000    |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And p2 has a character "C-MID" as "mid", rested
    And p2 has a character "C-MID" as "bystander"
    And p2's hand holds "C-CTR" as "ctr1" and "C-CTR" as "ctr2"
    And "atk" is attacking "mid", at the start of the counter step
    And p2 also holds a spare counter card "spare"
    When p2 counters with "ctr1" on "p2-leader"
    And p2 counters with "ctr2" on "bystander"
    Then "p2-leader" has 7000 power
    And "bystander" has 4000 power
    And "mid" has 2000 power
    When p2 passes the counter step
    Then "mid" is not on the field
    And "p2-leader" has 5000 power
    And "bystander" has 2000 power

  @clause:7-1-3-2-1
  Scenario: 7-1-3-2-1 A counter can protect an attacked character
    Given the test cards:
      | id    | category  | power | counter |
      | C-ATK | character | 3000  |         |
      | C-CTR | character | 1000  | 2000    |
      | C-MID | character | 2000  |         |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And p2 has a character "C-MID" as "mid", rested
    And p2's hand holds "C-CTR" as "ctr"
    And "atk" is attacking "mid", at the start of the counter step
    And p2 also holds a spare counter card "spare"
    When p2 counters with "ctr" on "mid"
    Then "mid" has 4000 power
    When p2 passes the counter step
    Then "mid" is on the field
    And "mid" has 2000 power
    And the log shows no K.O. of "mid"

  @clause:7-1-3-2-1
  Scenario Outline: 7-1-3-2-1 A character without a counter value, or a counter aimed at the opponent, is refused
    Given the test cards:
      | id    | category  | power | counter |
      | C-CTR | character | 1000  | 1000    |
      | C-NIL | character | 1000  |         |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2's hand holds "<card>" as "h"
    And "atk" is attacking "p2-leader", at the start of the counter step
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "counter" for p2
    And p2 cannot counter with "h" on "<target>"
    When p2 tries to counter with "h" on "<target>"
    Then the action is rejected citing clause 7-1-3-2-1
    And the game state is unchanged
    And the pending decision is "counter" for p2

    Examples:
      | card  | target    |
      | C-NIL | p2-leader |
      | C-CTR | atk       |
      | C-CTR | p1-leader |

  @clause:7-1-3-2-2 @needs:timing.counter @needs:ability.power
  Scenario: 7-1-3-2-2 A [Counter] event is paid for, trashed and resolved in the counter step
    Given the test cards:
      | id      | category | cost |
      | E-GUARD | event    | 2    |
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter",
       "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader"], "count": 1},
                    "amount": 4000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-P1" with 2 DON!! given
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-GUARD" as "guard"
    And p2's cost area holds 3 active DON!!
    And p2 also holds a spare counter card "spare"
    When p2 counters with "guard"
    Then p2's trash contains "guard"
    And p2's cost area has 1 active and 2 rested DON!!
    And "p2-leader" has 9000 power
    When p2 passes the counter step
    Then p2's life area has 5 cards
    And "p2-leader" has 5000 power

  @clause:7-1-3-2-2 @needs:timing.counter @needs:ability.power
  Scenario: 7-1-3-2-2 A [Counter] event whose cost cannot be paid is refused
    Given the test cards:
      | id      | category | cost |
      | E-GUARD | event    | 2    |
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter",
       "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader"], "count": 1},
                    "amount": 4000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-GUARD" as "guard"
    And p2's cost area holds 1 active and 1 rested DON!!
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "counter" for p2
    And p2 cannot counter with "guard"
    When p2 tries to counter with "guard"
    Then the action is rejected citing clause 7-1-3-2-2
    And the game state is unchanged
    And the pending decision is "counter" for p2

  @clause:7-1-3-2-3 @needs:timing.counter @needs:ability.ko
  Scenario: 7-1-3-2-3 A battle whose attacker left during the counter step skips the damage step
    Given the test cards:
      | id     | category  | power | cost |
      | C-ATK  | character | 9000  |      |
      | E-SNAP | event     |       | 1    |
    And card "E-SNAP" has the ability:
      """
      {"timing": "counter",
       "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"],
                                             "count": 1, "rested": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And "atk" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-SNAP" as "snap"
    And p2's cost area holds 1 active DON!!
    When p2 counters with "snap"
    Then "atk" is not on the field
    When p2 passes the counter step
    Then no battle is in progress
    And the pending decision is "main" for p1
    And the log shows no battle result
    And p2's life area has 5 cards

  @clause:7-1-4-1 @clause:7-1-4-2 @clause:7-1-4-1-1
  Scenario Outline: 7-1-4-1 The attacker wins against a leader when its power is at least the leader's
    Given the test cards:
      | id    | category  | power   |
      | C-ATK | character | <power> |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    When p1 attacks "p2-leader" with "atk"
    And p2 passes the counter step
    Then the log has the event:
      """
      {"event": "battle", "attacker": "atk", "target": "p2-leader", "attacker_power": <power>,
       "target_power": 5000, "winner": "<winner>"}
      """
    And p2's life area has <life> cards

    Examples:
      | power | winner   | life |
      | 5000  | attacker | 4    |
      | 4000  | defender | 5    |

  @clause:7-1-4-1 @clause:7-1-4-1-2 @clause:7-1-4-2
  Scenario Outline: 7-1-4-1 The attacker wins against a character when its power is at least the character's
    Given the test cards:
      | id    | category  | power   |
      | C-ATK | character | <power> |
      | C-DEF | character | 3000    |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    And p2 has a character "C-DEF" as "def", rested
    When p1 attacks "def" with "atk"
    And p2 passes the counter step
    Then "def" <fate>
    And "atk" is on the field

    Examples:
      | power | fate                |
      | 3000  | is not on the field |
      | 2000  | is on the field     |

  @clause:7-1-4-1-1 @clause:7-1-4-1-1-2
  Scenario: 7-1-4-1-1 Winning against the leader deals it exactly 1 damage
    Given a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-P1" with 1 DON!! given
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the log shows p2 took 1 damage
    And p2's life area has 4 cards
    And p2's hand has 1 card
    And the game is not over

  @clause:7-1-4-1-1-1 @clause:1-2-1-1-1
  Scenario Outline: 7-1-4-1-1-1 A leader damaged with no life left makes the attacker win the game
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area holds <life>
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then <outcome>
    And p2's life area is empty

    Examples:
      | life       | outcome                           |
      | nothing    | p1 wins the game                  |
      | "C-A"      | the game is not over              |

  @clause:7-1-4-1-1-1 @clause:1-2-1-1-1
  Scenario: 7-1-4-1-1-1 The defender with no life loses because of life
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area is empty
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then p2 loses the game because of life
    And p1 wins the game

  @clause:7-1-4-1-1-2
  Scenario: 7-1-4-1-1-2 The top card of the damaged player's life area goes to their hand
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-A" as "top", "C-B" as "second" and "C-C" as "third"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then p2's hand contains "top"
    And p2's hand has 1 card
    And the top card of p2's life area is "second"
    And p2's life area has 2 cards

  @clause:7-1-4-1-1-2 @clause:10-1-5-1 @clause:10-1-5-2 @needs:timing.trigger @needs:ability.draw
  Scenario Outline: 7-1-4-1-1-2 A life card with [Trigger] may be revealed to use the trigger instead of going to hand
    Given the test cards:
      | id     | category  |
      | C-TRIG | character |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-TRIG" as "trig" and "C-A" as "next"
    And p2's deck holds "C-B" as "drawn" and 4 cards of "C-B"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the pending decision is "trigger" for p2
    When p2 <answer>
    Then p2's hand <trig in hand> "trig"
    And p2's hand <drawn in hand> "drawn"
    And p2's trash <trig in trash> "trig"
    And p2's life area has 1 card
    And the top card of p2's life area is "next"

    Examples:
      | answer                  | trig in hand     | drawn in hand    | trig in trash    |
      | uses the trigger        | does not contain | contains         | contains         |
      | does not use the trigger | contains        | does not contain | does not contain |

  @clause:7-1-4-1-1-3 @clause:10-1-2-1 @needs:keyword.double_attack
  Scenario Outline: 7-1-4-1-1-3 Damage of 2 moves a life card to hand twice
    Given the test cards:
      | id    | category  | power | keywords   |
      | C-ATK | character | 6000  | <keywords> |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    When p1 attacks "p2-leader" with "atk"
    And p2 passes the counter step
    Then the log shows p2 took <damage> damage
    And p2's life area has <life> cards
    And p2's hand has <hand> cards
    And p2's hand contains "p2-life1"

    Examples:
      | keywords      | damage | life | hand |
      | Double Attack | 2      | 3    | 2    |
      | -             | 1      | 4    | 1    |

  @clause:7-1-4-1-1-3 @clause:7-1-4-1-1-1 @needs:keyword.double_attack
  Scenario: 7-1-4-1-1-3 Damage of 2 against a single life card takes it and the defender does not lose
    Given the test cards:
      | id    | category  | power | keywords      |
      | C-ATK | character | 6000  | Double Attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    And p2's life area holds "C-A" as "last"
    When p1 attacks "p2-leader" with "atk"
    And p2 passes the counter step
    Then p2's life area is empty
    And p2's hand contains "last"
    And the game is not over

  @clause:7-1-4-1-2 @clause:7-1-5-5
  Scenario: 7-1-4-1-2 A character that loses a battle is K.O.'d and the battle ends
    Given a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-A" as "foe", rested
    When p1 attacks "foe" with "p1-leader"
    And p2 passes the counter step
    Then "foe" is not on the field
    And p2's trash contains "C-A"
    And the log shows a K.O. of "foe" by battle
    And the log does not have the event:
      """
      {"event": "damage"}
      """
    And p2's life area has 5 cards
    And no battle is in progress
    And the pending decision is "main" for p1

  @clause:7-1-4-1-2 @clause:7-1-2-1 @needs:keyword.blocker
  Scenario Outline: 7-1-4-1-2 A Blocker that became the attacked card is K.O.'d when it loses, sparing the leader
    Given the test cards:
      | id    | category  | power   | keywords |
      | C-ATK | character | 4000    |          |
      | C-BLK | character | <power> | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    And p2 has a character "C-BLK" as "blk"
    When p1 attacks "p2-leader" with "atk"
    And p2 blocks with "blk"
    And p2 passes the counter step
    Then "blk" <fate>
    And the log does not have the event:
      """
      {"event": "damage"}
      """
    And p2's life area has 5 cards
    And "p2-leader" is active

    Examples:
      | power | fate                |
      | 4000  | is not on the field |
      | 5000  | is on the field     |

  @clause:7-1-4-2
  Scenario: 7-1-4-2 An attacker with less power loses and nothing happens to either card
    Given the test cards:
      | id    | category  | power |
      | C-ATK | character | 2000  |
      | C-DEF | character | 4000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk"
    And p2 has a character "C-DEF" as "def", rested
    When p1 attacks "def" with "atk"
    And p2 passes the counter step
    Then "def" is on the field
    And "atk" is on the field
    And "atk" is rested
    And the log shows no K.O. of "def"
    And the log shows no K.O. of "atk"
    And p2's life area has 5 cards
    And no battle is in progress

  @clause:7-1-5-1
  Scenario: 7-1-5-1 After the damage step the battle is over
    Given a game on turn 3 in the main phase with p1 to play
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "p1-leader"
    Then the battle is in the counter step
    When p2 passes the counter step
    Then no battle is in progress
    And the log shows the battle of "p1-leader" against "p2-leader" ended

  @clause:7-1-5-3
  Scenario: 7-1-5-3 The turn player's "during this battle" effects expire when the battle ends
    Given the test cards:
      | id    | category  | power |
      | C-ATK | character | 3000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And "atk" is attacking "p2-leader", at the start of the counter step
    And an effect of p1 gives "atk" +3000 power during this battle
    And an effect of p1 gives "atk" +1000 power during this turn
    And p2 also holds a spare counter card "spare"
    Then "atk" has 7000 power
    When p2 passes the counter step
    Then p2's life area has 4 cards
    And no battle is in progress
    And "atk" has 4000 power
    And the log has the event:
      """
      {"event": "expire", "kind": "power", "target": "atk", "duration": "battle"}
      """

  @clause:7-1-5-4 @clause:7-1-5-3
  Scenario: 7-1-5-4 The non-turn player's "during this battle" effects expire when the battle ends too
    # 7-1-5-3 then 7-1-5-4: nothing observable happens between the two expirations, so the outcome is checked.
    Given the test cards:
      | id    | category  | power | counter |
      | C-ATK | character | 3000  |         |
      | C-CTR | character | 1000  | 2000    |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ATK" as "atk", rested
    And "atk" is attacking "p2-leader", at the start of the counter step
    And an effect of p1 gives "atk" +1000 power during this battle
    And p2's hand holds "C-CTR" as "ctr"
    And p2 also holds a spare counter card "spare"
    When p2 counters with "ctr" on "p2-leader"
    Then "p2-leader" has 7000 power
    When p2 passes the counter step
    Then no battle is in progress
    And "p2-leader" has 5000 power
    And "atk" has 3000 power

  @clause:7-1-5-5
  Scenario: 7-1-5-5 After a battle the turn player is back in the main phase and may attack again
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then it is p1's main phase
    And no battle is in progress
    And the pending decision is "main" for p1
    And p1 can attack "p2-leader" with "a"
    And p1 can end the main phase
    When p1 attacks "p2-leader" with "a"
    Then the attack target is "p2-leader"

  @clause:7-1-3-1 @needs:timing.when_attacked @needs:ability.draw
  Scenario: 7-1-3-1 The attacked card's "when attacked" ability activates at the start of the counter step
    Given the test cards:
      | id      | category  | cost | keywords |
      | C-SHY   | character | 1    |          |
      | C-WALL  | character | 1    | Blocker  |
    And card "C-SHY" has the ability:
      """
      {"timing": "when_attacked", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SHY" as "attacker"
    And p2 has a character "C-SHY" as "target", rested
    And p2 has a character "C-SHY" as "bystander", rested
    And p2 has a character "C-WALL" as "wall"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "target" with "attacker"
    Then the battle is in the block step
    And p2's hand has 1 card
    When p2 does not block
    Then the battle is in the counter step
    And the pending decision is "counter" for p2
    And p2's hand has 2 cards
    And p1's hand is empty
    And the log has exactly one event:
      """
      {"event": "activate", "card": "target"}
      """
    And the log does not have the event:
      """
      {"event": "activate", "card": "bystander"}
      """

  @clause:7-1-3-1 @clause:7-1-2-1 @needs:timing.when_attacked @needs:ability.draw
  Scenario: 7-1-3-1 After a block, the blocker is the attacked card whose "when attacked" ability activates
    Given the test cards:
      | id      | category  | cost | keywords |
      | C-SHY   | character | 1    |          |
      | C-WALL  | character | 1    | Blocker  |
    And card "C-SHY" has the ability:
      """
      {"timing": "when_attacked", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-WALL" has the ability:
      """
      {"timing": "when_attacked", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-SHY" as "target", rested
    And p2 has a character "C-WALL" as "wall"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "target" with "p1-leader"
    And p2 blocks with "wall"
    Then the battle is in the counter step
    And p2's hand has 3 cards
    And the log does not have the event:
      """
      {"event": "activate", "card": "target"}
      """

  @clause:7-1-5-2 @needs:timing.end_of_battle @needs:condition.battled @needs:ability.draw
  Scenario: 7-1-5-2 At the end of a battle, "end of battle" abilities of both players activate, and "if it battled" only for the cards that battled
    Given the test cards:
      | id      | category  | cost | power |
      | C-VET   | character | 1    | 6000  |
      | C-EYE   | character | 1    | 1000  |
    And card "C-VET" has the ability:
      """
      {"timing": "end_of_battle", "conditions": {"battled": true}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-EYE" has the ability:
      """
      {"timing": "end_of_battle", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-VET" as "vet"
    And p1 has a character "C-VET" as "idle"
    And p2 has a character "C-EYE" as "eye"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "vet"
    Then p1's hand is empty
    When p2 passes the counter step
    Then the log has these events in this strict order:
      """
      [
        {"event": "battle", "attacker": "vet"},
        {"event": "activate", "card": "vet"},
        {"event": "activate", "card": "eye"},
        {"event": "battle_end", "attacker": "vet"}
      ]
      """
    And the log does not have the event:
      """
      {"event": "activate", "card": "idle"}
      """
    And p1's hand has 1 card
    And p2's hand has 3 cards

  @clause:7-1-5-2 @clause:7-1-5-3 @needs:timing.end_of_battle @needs:ability.power
  Scenario: 7-1-5-2 "End of battle" abilities resolve before the effects lasting during the battle expire
    Given the test cards:
      | id      | category  | cost | power |
      | C-LATE  | character | 1    | 1000  |
    And card "C-LATE" has the ability:
      """
      {"timing": "end_of_battle", "effects": [{"kind": "power", "amount": 1000, "duration": "turn", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-LATE" as "late"
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And an effect of p1 gives "late" +2000 power during this battle
    When p2 passes the counter step
    Then the log has these events in this strict order:
      """
      [
        {"event": "activate", "card": "late"},
        {"event": "power", "card": "late", "amount": 1000},
        {"event": "expire", "target": "late", "duration": "battle"}
      ]
      """
    And "late" has 2000 power
