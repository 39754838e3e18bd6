Feature: Chapter 10 - keyword effects and keywords
  Rush, Double Attack, Banish, Blocker and Trigger, the timing keywords of abilities,
  DON!! conditions and costs, turn conditions, Once Per Turn, K.O. and trashing from hand.

  # ---------------------------------------------------------------- Rush (10-1-1)

  @clause:10-1-1-1 @needs:keyword.rush
  Scenario: 10-1-1-1 A character with Rush can attack on the turn it is played
    Given the test cards:
      | id     | category  | cost | power | keywords |
      | C-RUSH | character | 2    | 3000  | Rush     |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-RUSH" as "r"
    And p1's cost area holds 2 active DON!!
    When p1 plays "r"
    Then "r" is on the field
    And p1 can attack "p2-leader" with "r"
    When p1 attacks "p2-leader" with "r"
    Then "r" is rested
    And the log has the event:
      """
      {"event": "attack", "player": "p1", "attacker": "r", "target": "p2-leader"}
      """

  @clause:10-1-1-1 @clause:3-7-4
  Scenario: 10-1-1-1 Without Rush a character played this turn cannot attack yet
    Given the test cards:
      | id      | category  | cost | power | keywords |
      | C-PLAIN | character | 2    | 3000  | -        |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-PLAIN" as "v"
    And p1's cost area holds 2 active DON!!
    When p1 plays "v"
    Then p1 cannot attack "p2-leader" with "v"
    When p1 tries to attack "p2-leader" with "v"
    Then the action is rejected citing clause 3-7-4
    And the game state is unchanged
    And "v" is active

  @clause:10-1-1-1 @needs:keyword.rush
  Scenario: 10-1-1-1 Rush gained from an effect also lets a character attack the turn it was played
    Given the test cards:
      | id      | category  | cost | power | keywords |
      | C-PLAIN | character | 2    | 3000  | -        |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-PLAIN" as "v", played this turn
    And p1 has a character "C-PLAIN" as "w", played this turn
    And an effect of p1 gives "v" Rush during this turn
    Then "v" has Rush
    And "w" does not have Rush
    And p1 can attack "p2-leader" with "v"
    And p1 cannot attack "p2-leader" with "w"

  # ---------------------------------------------------------------- Double Attack (10-1-2)

  @clause:10-1-2-1 @clause:7-1-4-1-1 @needs:keyword.double_attack
  Scenario Outline: 10-1-2-1 Double Attack makes a won battle against the leader deal 2 damage instead of 1
    Given the test cards:
      | id      | category  | power | keywords      |
      | C-DA    | character | 6000  | Double Attack |
      | C-PLAIN | character | 6000  | -             |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "<card>" as "a"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then no battle is in progress
    And the log shows p2 took <damage> damage
    And p2's life area has <life> cards
    And p2's hand has <damage> cards

    Examples:
      | card    | damage | life |
      | C-DA    | 2      | 3    |
      | C-PLAIN | 1      | 4    |

  @clause:10-1-2-1 @clause:7-1-4-1-2 @needs:keyword.double_attack
  Scenario: 10-1-2-1 Double Attack changes nothing when the attacked card is a character
    Given the test cards:
      | id   | category  | power | keywords      |
      | C-DA | character | 6000  | Double Attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-DA" as "a"
    And p2 has a character "C-FILLER" as "x", rested
    When p1 attacks "x" with "a"
    And p2 passes the counter step
    Then "x" is not on the field
    And the log shows a K.O. of "x" by battle
    And p2's life area has 5 cards
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """

  # ---------------------------------------------------------------- Banish (10-1-3)

  @clause:10-1-3-1 @needs:keyword.banish
  Scenario Outline: 10-1-3-1 With Banish the damaged life card goes to the trash, not to the hand
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BAN   | character | 6000  | Banish   |
      | C-PLAIN | character | 6000  | -        |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "<card>" as "a"
    And p2's life area holds "C-FILLER" as "top" and 3 cards of "C-FILLER"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then the log shows p2 took 1 damage
    And p2's life area has 3 cards
    And p2's <to> contains "top"
    And p2's <not_to> does not contain "top"

    Examples:
      | card    | to    | not_to |
      | C-BAN   | trash | hand   |
      | C-PLAIN | hand  | trash  |

  @clause:10-1-3-1 @clause:10-1-5-1 @needs:keyword.banish @needs:timing.trigger @needs:ability.draw
  Scenario: 10-1-3-1 A life card trashed by Banish cannot use its Trigger
    Given the test cards:
      | id     | category  | power | keywords |
      | C-BAN  | character | 6000  | Banish   |
      | C-TRIG | character |       |          |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BAN" as "a"
    And p2's life area holds "C-TRIG" as "t" and 3 cards of "C-FILLER"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then it is p1's main phase
    And p2's trash contains "t"
    And p2's hand is empty
    And p2's deck has 20 cards
    And p2's life area has 3 cards
    And the log does not have the event:
      """
      {"event": "trigger"}
      """

  # ---------------------------------------------------------------- Blocker (10-1-4)

  @clause:10-1-4-1 @clause:7-1-2-1 @needs:keyword.blocker
  Scenario: 10-1-4-1 Resting an active Blocker makes it the attacked card instead of the leader
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 2000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-BLOCK" as "b"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "a"
    Then the pending decision is "block" for p2
    And p2 can block with "b"
    When p2 blocks with "b"
    Then "b" is rested
    And the attack target is "b"
    And the battle is in the counter step
    When p2 passes the counter step
    Then the log shows a K.O. of "b" by battle
    And p2's life area has 5 cards
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """

  @clause:10-1-4-1 @needs:keyword.blocker
  Scenario: 10-1-4-1 A Blocker can also take over an attack aimed at another of its player's characters
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 7000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-FILLER" as "x", rested
    And p2 has a character "C-BLOCK" as "b"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "x" with "a"
    And p2 blocks with "b"
    Then the attack target is "b"
    When p2 passes the counter step
    Then "x" is on the field
    And "b" is on the field
    And the log shows no K.O. of "x"
    And the log shows no K.O. of "b"

  @clause:10-1-4-1 @clause:7-1-2-1 @needs:keyword.blocker
  Scenario: 10-1-4-1 A leader that has Blocker can block an attack on one of its player's characters
    Given the test cards:
      | id    | category  | power |
      | C-BIG | character | 6000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-FILLER" as "x", rested
    And an effect of p2 gives "p2-leader" Blocker during this turn
    And p2 also holds a spare counter card "spare"
    When p1 attacks "x" with "a"
    Then p2 can block with "p2-leader"
    When p2 blocks with "p2-leader"
    Then "p2-leader" is rested
    And the attack target is "p2-leader"
    When p2 passes the counter step
    Then "x" is on the field
    And the log shows no K.O. of "x"
    And the log shows p2 took 1 damage
    And p2's life area has 4 cards

  @clause:10-1-4-1 @needs:keyword.blocker
  Scenario: 10-1-4-1 A Blocker blocks for another of its player's cards, never for itself when it is attacked
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 2000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-BLOCK" as "guard"
    And an effect of p2 gives "p2-leader" Blocker during this turn
    When p1 attacks "p2-leader" with "a"
    Then p2 can block with "guard"
    And p2 cannot block with "p2-leader"

  @clause:10-1-4-1 @needs:keyword.blocker
  Scenario Outline: 10-1-4-1 Only an active card with Blocker can block
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 2000  | Blocker  |
      | C-PLAIN | character | 2000  | -        |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-BLOCK" as "b"
    And p2's characters are:
      | card   | id | rested   |
      | <card> | x  | <rested> |
    When p1 attacks "p2-leader" with "a"
    Then p2 can block with "b"
    And p2 cannot block with "x"
    When p2 tries to block with "x"
    Then the action is rejected citing clause 10-1-4-1
    And the game state is unchanged
    And "x" is <state>
    And the attack target is "p2-leader"

    Examples:
      | card    | rested | state  |
      | C-PLAIN | no     | active |
      | C-BLOCK | yes    | rested |

  @clause:10-1-4-1 @needs:keyword.blocker
  Scenario: 10-1-4-1 A rested Blocker or a card without Blocker cannot block, and the attack goes on to its target
    # Whether the engine asks a block step that has no possible block is left open (docs/protocol.md,
    # "Forced decisions"); what 10-1-4-1 requires is that no block is possible and the target stays.
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 2000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-BLOCK" as "b", rested
    And p2 has a character "C-FILLER" as "x"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "a"
    Then p2 cannot block with "b"
    And p2 cannot block with "x"
    And the battle is in the counter step
    And the attack target is "p2-leader"

  # ---------------------------------------------------------------- Trigger (10-1-5)

  @clause:10-1-5-1 @clause:7-1-4-1-1-2 @needs:timing.trigger @needs:ability.draw
  Scenario: 10-1-5-1 A damaged life card with a Trigger may use it instead of going to the hand
    Given the test cards:
      | id     | category  | power |
      | C-BIG  | character | 6000  |
      | C-TRIG | character |       |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2's life area holds "C-TRIG" as "t" and 3 cards of "C-FILLER"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then the pending decision is "trigger" for p2
    And p2 can use the trigger
    When p2 uses the trigger
    Then p2's hand has 2 cards
    And p2's hand contains "p2-deck1"
    And p2's hand contains "p2-deck2"
    And p2's hand does not contain "t"
    And p2's trash contains "t"
    And p2's life area has 3 cards
    And the log has the event:
      """
      {"event": "trigger", "player": "p2", "card": "t", "used": true}
      """

  @clause:10-1-5-1 @needs:timing.trigger @needs:ability.draw
  Scenario: 10-1-5-1 A damaged life card without a Trigger goes to the hand without a choice
    Given the test cards:
      | id     | category  | power |
      | C-BIG  | character | 6000  |
      | C-TRIG | character |       |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2's life area holds "C-FILLER" as "top" and "C-TRIG" as "t"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    Then it is p1's main phase
    And p2's hand has 1 card
    And p2's hand contains "top"
    And p2's life area contains "t"
    And the log does not have the event:
      """
      {"event": "trigger"}
      """

  @clause:10-1-5-2 @needs:timing.trigger @needs:ability.draw
  Scenario: 10-1-5-2 A Trigger may be declined and the life card then goes to the hand
    Given the test cards:
      | id     | category  | power |
      | C-BIG  | character | 6000  |
      | C-TRIG | character |       |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2's life area holds "C-TRIG" as "t" and 3 cards of "C-FILLER"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    And p2 does not use the trigger
    Then p2's hand has 1 card
    And p2's hand contains "t"
    And p2's trash is empty
    And p2's deck has 20 cards
    And p2's life area has 3 cards
    And the log has the event:
      """
      {"event": "trigger", "player": "p2", "card": "t", "used": false}
      """
    And the log shows p2 revealed nothing

  @clause:10-1-5-2 @clause:11-2-1 @needs:timing.trigger @needs:ability.draw @needs:observation.known_to
  Scenario: 10-1-5-2 A declined Trigger card goes to the hand unrevealed: only its owner knows it
    Given the test cards:
      | id     | category  | power |
      | C-BIG  | character | 6000  |
      | C-TRIG | character |       |
    And card "C-TRIG" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2's life area holds "C-TRIG" as "t" and 3 cards of "C-FILLER"
    When p1 attacks "p2-leader" with "a"
    And p2 passes the counter step
    And p2 does not use the trigger
    Then "t" in p2's hand is known to p2 only
    And the log shows p2 revealed nothing

  # ---------------------------------------------------------------- K.O. (10-2-1)

  @clause:10-2-1-2 @clause:3-1-6 @needs:timing.main @needs:ability.ko
  Scenario: 10-2-1-2 A K.O. puts the character from the character area into its owner's trash
    Given the test cards:
      | id   | category  | cost |
      | E-KO | event     | 1    |
      | C-X  | character | 3    |
    And card "E-KO" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-KO" as "e"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-X" as "x"
    When p1 plays "e"
    Then "x" is not on the field
    And p2's character area is empty
    And "x" is now a card "C-X" in p2's trash
    And p1's trash has 1 card
    And p1's trash does not contain "C-X"
    And the log shows a K.O. of "x" by effect

  @clause:10-2-1-2 @needs:timing.main @needs:ability.ko
  Scenario: 10-2-1-2 A K.O. effect that may reach a leader leaves the leader where it is
    Given the test cards:
      | id   | category  | cost |
      | E-KO | event     | 1    |
    And card "E-KO" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "kinds": ["leader", "character"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-KO" as "e"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-FILLER" as "x"
    When p1 plays "e"
    Then "x" is not on the field
    And "p2-leader" is on the field
    And p2's trash has 1 card
    And the log shows no K.O. of "p2-leader"

  @clause:10-2-1-3 @clause:3-7-6-1 @needs:timing.on_ko @needs:ability.draw
  Scenario: 10-2-1-3 A character trashed to make room is not K.O.'d, so its On K.O. does not activate
    Given the test cards:
      | id     | category  | cost |
      | C-ONKO | character | 1    |
    And card "C-ONKO" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card     | id |
      | C-ONKO   | k  |
      | C-FILLER | f2 |
      | C-FILLER | f3 |
      | C-FILLER | f4 |
      | C-FILLER | f5 |
    And p1's hand holds "C-FILLER" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    And p1 trashes "k" to make room
    Then "k" is not on the field
    And "new" is on the field
    And p1's trash has 1 card
    And p1's trash contains "C-ONKO"
    And p1's hand is empty
    And p1's deck has 20 cards
    And the log shows no K.O. of "k"

  @clause:10-2-1-3 @clause:3-7-6-1
  Scenario: 10-2-1-3 "Cannot be K.O.'d" does not stop a character from being trashed to make room
    Given a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card     | id |
      | C-FILLER | k  |
      | C-FILLER | f2 |
      | C-FILLER | f3 |
      | C-FILLER | f4 |
      | C-FILLER | f5 |
    And an effect of p1 makes "k" unable to be K.O.'d during this turn
    And p1's hand holds "C-FILLER" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    And p1 trashes "k" to make room
    Then "k" is not on the field
    And p1's trash has 1 card
    And p1's character area has 5 cards
    And the log shows no K.O. of "k"

  @clause:10-2-1-3 @clause:10-2-17-1 @needs:timing.on_ko @needs:ability.draw @needs:timing.main @needs:ability.ko
  Scenario: 10-2-1-3 A character put in the trash by a K.O. effect is K.O.'d and its On K.O. activates
    Given the test cards:
      | id     | category  | cost |
      | E-KO   | event     | 1    |
      | C-ONKO | character | 1    |
    And card "E-KO" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 1}}]}
      """
    And card "C-ONKO" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-KO" as "e"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-ONKO" as "k"
    When p1 plays "e"
    Then the log shows a K.O. of "k" by effect
    And p2's trash contains "C-ONKO"
    And p2's hand has 1 card
    And p2's hand contains "p2-deck1"

  # ---------------------------------------------------------------- Activate: Main (10-2-2)

  @clause:10-2-2-1 @clause:6-5-4-1 @needs:timing.activate_main @needs:ability.draw
  Scenario: 10-2-2-1 An Activate: Main ability can be used in the main phase outside a battle
    Given the test cards:
      | id    | category  |
      | C-ACT | character |
    And card "C-ACT" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ACT" as "c"
    Then p1 can activate the ability of "c"
    When p1 activates the ability of "c"
    Then p1's hand has 1 card
    And p1's hand contains "p1-deck1"
    And it is p1's main phase

  # Refused on three true grounds: not outside a battle (10-2-2-1), not at the main phase's choice of action
  # (6-5-4-1), and p1's optional [When Attacking] is waiting for its "may" answer (8-1-2).
  @clause:10-2-2-1 @needs:timing.activate_main @needs:timing.when_attacking @needs:ability.draw @needs:ability.power
  Scenario: 10-2-2-1 An Activate: Main ability cannot be used while a battle is going on
    Given the test cards:
      | id    | category  | power |
      | C-ACT | character |       |
      | C-ATK | character | 6000  |
    And card "C-ACT" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-ATK" has the ability:
      """
      {"timing": "when_attacking", "optional": true, "effects": [{"kind": "power", "target": {"select": "this"}, "amount": 1000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ACT" as "c"
    And p1 has a character "C-ATK" as "a"
    When p1 attacks "p2-leader" with "a"
    Then the pending decision is "decide" for p1
    And p1 cannot activate the ability of "c"
    When p1 tries to activate the ability of "c"
    Then the action is rejected citing one of the clauses 10-2-2-1, 6-5-4-1 or 8-1-2
    And the game state is unchanged
    And p1's hand is empty

  # ---------------------------------------------------------------- Main (10-2-3)

  @clause:10-2-3-1 @clause:6-5-3-1 @needs:timing.main @needs:ability.draw
  Scenario: 10-2-3-1 A Main event is played from the hand in the main phase and its effect resolves
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 1    |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DRAW" as "e"
    And p1's cost area holds 2 active DON!!
    Then p1 can play "e"
    When p1 plays "e"
    Then p1's trash contains "e"
    And p1's hand has 2 cards
    And p1's hand contains "p1-deck1"
    And p1's cost area has 1 active and 1 rested DON!!

  @clause:10-2-3-1 @needs:timing.main @needs:ability.draw
  Scenario: 10-2-3-1 A Main event cannot be played during a battle, not even in the counter step
    Given the test cards:
      | id     | category | cost |
      | E-DRAW | event    | 1    |
    And card "E-DRAW" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-DRAW" as "e"
    And p2's cost area holds 2 active DON!!
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "counter" for p2
    And p2 cannot counter with "e"
    When p2 tries to counter with "e"
    Then the action is rejected citing clause 10-2-3-1 or 10-2-4-1
    And the game state is unchanged
    And p2's hand contains "e"

  # ---------------------------------------------------------------- Counter (10-2-4)

  @clause:10-2-4-1 @clause:7-1-3-2-2 @needs:timing.counter @needs:ability.power
  Scenario: 10-2-4-1 A Counter event is played in its player's counter step and its effect resolves
    Given the test cards:
      | id      | category | cost |
      | E-GUARD | event    | 1    |
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter", "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader", "character"], "count": 1}, "amount": 4000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-P1" with 2 DON!! given
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-GUARD" as "g"
    And p2's cost area holds 1 active DON!!
    And p2 also holds a spare counter card "spare"
    Then p2 can counter with "g"
    When p2 counters with "g"
    Then "p2-leader" has 9000 power
    And p2's trash contains "g"
    And p2's cost area has 0 active and 1 rested DON!!
    When p2 passes the counter step
    Then no battle is in progress
    And p2's life area has 5 cards
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """

  @clause:10-2-4-1 @needs:timing.counter @needs:ability.power
  Scenario: 10-2-4-1 A Counter event cannot be played in the main phase
    Given the test cards:
      | id      | category | cost |
      | E-GUARD | event    | 1    |
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter", "effects": [{"kind": "power", "target": {"select": "choose", "side": "self", "kinds": ["leader", "character"], "count": 1}, "amount": 4000, "duration": "battle"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-GUARD" as "g"
    And p1's cost area holds 2 active DON!!
    Then p1 cannot play "g"
    When p1 tries to play "g"
    Then the action is rejected citing clause 10-2-4-1 or 10-2-3-1
    And the game state is unchanged
    And p1's hand contains "g"

  # ---------------------------------------------------------------- When Attacking (10-2-5)

  @clause:10-2-5-1 @clause:7-1-1-3 @needs:timing.when_attacking @needs:ability.draw
  Scenario Outline: 10-2-5-1 A When Attacking ability activates when its card declares an attack
    Given the test cards:
      | id    | category  | power |
      | C-WA  | character | 6000  |
    And card "C-WA" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-WA" as "w"
    And p2 has a character "C-WA" as "d", rested
    And p2 also holds a spare counter card "spare"
    When p1 attacks "<target>" with "<attacker>"
    Then the battle is in the counter step
    And p1's hand has <p1_hand> cards
    And p2's hand has 1 cards

    Examples:
      | attacker  | target    | p1_hand |
      | w         | p2-leader | 1       |
      | p1-leader | p2-leader | 0       |
      | p1-leader | d         | 0       |

  # ---------------------------------------------------------------- On Play (10-2-6)

  @clause:10-2-6-1 @needs:timing.on_play @needs:ability.draw
  Scenario Outline: 10-2-6-1 An On Play ability activates when its own card is played
    Given the test cards:
      | id   | category  | cost |
      | C-OP | character | 1    |
    And card "C-OP" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-OP" as "old"
    And p1's hand holds "<card>" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    Then "new" is on the field
    And p1's hand has <hand> cards
    And the log shows p1 drew <hand> cards during turn 3

    Examples:
      | card     | hand |
      | C-OP     | 1    |
      | C-FILLER | 0    |

  # ---------------------------------------------------------------- End of Your Turn (10-2-7), End of Your Opponent's Turn (10-2-8)

  @clause:10-2-7-1 @clause:6-6-1-1 @needs:timing.end_of_your_turn @needs:ability.draw
  Scenario Outline: 10-2-7-1 An End of Your Turn ability activates only in its player's own end phase
    Given the test cards:
      | id    | category  |
      | C-EOT | character |
    And card "C-EOT" has the ability:
      """
      {"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1 has a character "C-EOT" as "e"
    When <player> ends the main phase
    Then it is turn <next>
    And the log shows p1 drew <draws> cards during turn <turn>

    Examples:
      | turn | player | next | draws |
      | 3    | p1     | 4    | 1     |
      | 4    | p2     | 5    | 0     |

  @clause:10-2-8-1 @needs:timing.end_of_opponents_turn @needs:ability.draw
  Scenario Outline: 10-2-8-1 An End of Your Opponent's Turn ability activates only in the opponent's end phase
    Given the test cards:
      | id     | category  |
      | C-EOOT | character |
    And card "C-EOOT" has the ability:
      """
      {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1 has a character "C-EOOT" as "e"
    When <player> ends the main phase
    Then it is turn <next>
    And the log shows p1 drew <draws> cards during turn <turn>

    Examples:
      | turn | player | next | draws |
      | 4    | p2     | 5    | 1     |
      | 3    | p1     | 4    | 0     |

  # ---------------------------------------------------------------- DON!! xN (10-2-9), DON!! -N (10-2-10)

  @clause:10-2-9-1 @clause:8-3-2-1 @needs:timing.when_attacking @needs:condition.don @needs:ability.draw
  Scenario Outline: 10-2-9-1 A DON!! xN condition holds once the card has at least N DON!! given
    Given the test cards:
      | id    | category  | power |
      | C-DX2 | character | 6000  |
    And card "C-DX2" has the ability:
      """
      {"timing": "when_attacking", "conditions": {"don": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-DX2" as "a" with <don> DON!! given
    When p1 attacks "p2-leader" with "a"
    Then "a" has <don> DON!! given
    And p1's hand has <draws> cards

    Examples:
      | don | draws |
      | 0   | 0     |
      | 1   | 0     |
      | 2   | 1     |
      | 3   | 1     |

  @clause:10-2-10-1 @clause:8-3-1-6 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario: 10-2-10-1 DON!! -N returns N of the player's DON!! from the leader, characters or cost area
    Given the test cards:
      | id     | category  |
      | C-MIN2 | character |
    And card "C-MIN2" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-MIN2" as "c"
    And p1's leader is "L-P1" with 1 DON!! given
    And p1's cost area holds 1 active and 1 rested DON!!
    And p2's leader is "L-P2" with 1 DON!! given
    When p1 activates the ability of "c"
    Then the pending decision is "return_don" for p1
    When p1 tries to return DON!! from "active" and "p2-leader"
    Then the action is rejected citing clause 8-3-1-6
    And the game state is unchanged
    When p1 returns DON!! from "rested" and "p1-leader"
    Then p1's DON!! deck has 9 DON!!
    And "p1-leader" has 0 DON!! given
    And p1's cost area has 1 active and 0 rested DON!!
    And "p2-leader" has 1 DON!! given
    And p1's hand has 1 card

  @clause:10-2-10-1 @clause:8-3-1-3 @needs:timing.activate_main @needs:cost.don_minus @needs:ability.draw
  Scenario: 10-2-10-1 DON!! -N cannot be paid with fewer than N DON!! on the player's own side
    Given the test cards:
      | id     | category  |
      | C-MIN2 | character |
    And card "C-MIN2" has the ability:
      """
      {"timing": "activate_main", "cost": {"don_minus": 2}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-MIN2" as "c"
    And p1's cost area holds 1 active DON!!
    And p2's cost area holds 5 active DON!!
    Then p1 cannot activate the ability of "c"
    When p1 tries to activate the ability of "c"
    Then the action is rejected citing clause 8-3-1-3
    And the game state is unchanged
    And p1's DON!! deck has 9 DON!!

  # ---------------------------------------------------------------- Your Turn (10-2-11), Opponent's Turn (10-2-12)

  @clause:10-2-11-1 @needs:timing.permanent @needs:condition.turn @needs:ability.power
  Scenario Outline: 10-2-11-1 A Your Turn condition holds during its player's turn only
    Given the test cards:
      | id   | category | power |
      | L-YT | leader   | 5000  |
    And card "L-YT" has the ability:
      """
      {"timing": "permanent", "conditions": {"turn": "yours"}, "effects": [{"kind": "power", "target": {"select": "this"}, "amount": 1000}]}
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1's leader is "L-YT"
    Then "p1-leader" has <power> power

    Examples:
      | turn | player | power |
      | 3    | p1     | 6000  |
      | 4    | p2     | 5000  |

  @clause:10-2-12-1 @needs:timing.permanent @needs:condition.turn @needs:ability.power
  Scenario Outline: 10-2-12-1 An Opponent's Turn condition holds during the opponent's turn only
    Given the test cards:
      | id   | category | power |
      | L-OT | leader   | 5000  |
    And card "L-OT" has the ability:
      """
      {"timing": "permanent", "conditions": {"turn": "opponents"}, "effects": [{"kind": "power", "target": {"select": "this"}, "amount": 1000}]}
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1's leader is "L-OT"
    Then "p1-leader" has <power> power

    Examples:
      | turn | player | power |
      | 3    | p1     | 5000  |
      | 4    | p2     | 6000  |

  # ---------------------------------------------------------------- Once Per Turn (10-2-13)

  @clause:10-2-13-1 @clause:10-2-13-3 @needs:timing.on_opponents_attack @needs:once_per_turn @needs:ability.draw
  Scenario: 10-2-13-1 A Once Per Turn automatic ability resolves only once even when its timing comes again
    Given the test cards:
      | id    | category |
      | L-OPT | leader   |
    And card "L-OPT" has the ability:
      """
      {"timing": "on_opponents_attack", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's leader is "L-OPT"
    And p1 has a character "C-FILLER" as "a"
    And p1 has a character "C-FILLER" as "b"
    When p1 attacks "p2-leader" with "a"
    Then p2's hand has 1 card
    When p2 passes the counter step
    And p1 attacks "p2-leader" with "b"
    And p2 passes the counter step
    Then it is p1's main phase
    And p2's hand has 1 card
    And the log shows p2 drew 1 card during turn 3

  @clause:10-2-13-1 @needs:timing.activate_main @needs:once_per_turn @needs:ability.draw
  Scenario: 10-2-13-1 A Once Per Turn ability can be used again in a later turn
    Given the test cards:
      | id     | category  |
      | C-ONCE | character |
    And card "C-ONCE" has the ability:
      """
      {"timing": "activate_main", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ONCE" as "c"
    When p1 activates the ability of "c"
    Then p1 cannot activate the ability of "c"
    When the game is played on until p1's next main phase
    Then it is turn 5
    And p1 can activate the ability of "c"

  @clause:10-2-13-1 @needs:timing.on_activate_event @needs:once_per_turn @needs:timing.main @needs:timing.counter @needs:ability.draw
  Scenario: 10-2-13-1 A Once Per Turn ability used in its owner's turn may be used again in the opponent's very next turn
    # "Once per turn" is every turn, not once per turn of its owner: the use made on turn 3 must not
    # still count on turn 4, the opponent's turn, before the owner's next turn comes.
    Given the test cards:
      | id      | category | cost |
      | L-FAN   | leader   |      |
      | E-MAIN  | event    | 0    |
      | E-GUARD | event    | 0    |
    And card "L-FAN" has the ability:
      """
      {"timing": "on_activate_event", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "E-MAIN" has the ability:
      """
      {"timing": "main", "effects": []}
      """
    And card "E-GUARD" has the ability:
      """
      {"timing": "counter", "effects": []}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's leader is "L-FAN"
    And p1's hand holds "E-MAIN" as "m1", "E-MAIN" as "m2" and "E-GUARD" as "guard"
    When p1 plays "m1"
    And p1 plays "m2"
    Then the log shows p1 drew 1 card during turn 3
    When the game is played on until p2's main phase
    And p2 attacks "p1-leader" with "p2-leader"
    And p1 counters with "guard"
    Then the log shows p1 drew 1 card during turn 4

  @clause:10-2-13-2 @needs:timing.activate_main @needs:once_per_turn @needs:ability.draw
  Scenario: 10-2-13-2 Each card with the same Once Per Turn ability may use it once
    Given the test cards:
      | id     | category  |
      | C-ONCE | character |
    And card "C-ONCE" has the ability:
      """
      {"timing": "activate_main", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ONCE" as "c1"
    And p1 has a character "C-ONCE" as "c2"
    When p1 activates the ability of "c1"
    Then p1 cannot activate the ability of "c1"
    And p1 can activate the ability of "c2"
    When p1 activates the ability of "c2"
    Then p1's hand has 2 cards
    And p1 cannot activate the ability of "c2"

  @clause:10-2-13-3 @needs:timing.activate_main @needs:once_per_turn @needs:cost.rest_don @needs:ability.draw
  Scenario: 10-2-13-3 Once resolved, a Once Per Turn ability cannot be activated nor its cost paid again that turn
    Given the test cards:
      | id     | category  |
      | C-ONCE | character |
    And card "C-ONCE" has the ability:
      """
      {"timing": "activate_main", "once_per_turn": true, "cost": {"rest_don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ONCE" as "c"
    And p1's cost area holds 3 active DON!!
    When p1 activates the ability of "c"
    Then p1's cost area has 2 active and 1 rested DON!!
    And p1's hand has 1 card
    When p1 tries to activate the ability of "c"
    Then the action is rejected citing clause 10-2-13-3
    And the game state is unchanged
    And p1's cost area has 2 active and 1 rested DON!!
    And p1's hand has 1 card

  # ---------------------------------------------------------------- Trash from hand (10-2-14)

  @clause:10-2-14-1 @needs:timing.main @needs:ability.trash_from_hand
  Scenario: 10-2-14-1 Trashing from the hand lets the player choose which hand cards go to the trash
    Given the test cards:
      | id     | category | cost |
      | E-DISC | event    | 1    |
    And card "E-DISC" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "player": "opponent"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DISC" as "e"
    And p1's cost area holds 1 active DON!!
    And p2's hand holds "C-FILLER" as "h1" and "C-FILLER" as "h2"
    When p1 plays "e"
    Then the pending decision is "select" for p2
    When p2 tries to choose "h1" and "h2"
    Then the action is rejected citing clause 8-4-4-1
    And the game state is unchanged
    When p2 chooses "h2"
    Then p2's trash contains "h2"
    And p2's hand has 1 card
    And p2's hand contains "h1"
    And it is p1's main phase

  @clause:10-2-14-1 @needs:timing.main @needs:ability.trash_from_hand
  Scenario: 10-2-14-1 Trashing as many cards as the hand holds empties it without a choice
    Given the test cards:
      | id     | category | cost |
      | E-DISC | event    | 1    |
    And card "E-DISC" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 2, "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-DISC" as "e" and 2 cards of "C-FILLER" as "h"
    And p1's cost area holds 1 active DON!!
    When p1 plays "e"
    Then it is p1's main phase
    And p1's hand is empty
    And p1's trash has 3 cards
    And p1's trash contains "h-1"
    And p1's trash contains "h-2"

  # ---------------------------------------------------------------- On Block (10-2-15)

  @clause:10-2-15-1 @clause:7-1-2-2 @needs:keyword.blocker @needs:timing.on_block @needs:ability.draw
  Scenario Outline: 10-2-15-1 An On Block ability activates when its Blocker is used
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BIG   | character | 6000  | -        |
      | C-BLOCK | character | 2000  | Blocker  |
    And card "C-BLOCK" has the ability:
      """
      {"timing": "on_block", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BIG" as "a"
    And p2 has a character "C-BLOCK" as "b"
    And p2 has a character "C-BLOCK" as "b2"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "a"
    And p2 <answer>
    Then the battle is in the counter step
    And p2's hand has <draws> cards

    Examples:
      | answer            | draws |
      | blocks with "b"   | 2     |
      | does not block    | 1     |

  # ---------------------------------------------------------------- On Your Opponent's Attack (10-2-16)

  @clause:10-2-16-1 @clause:10-2-5-1 @needs:timing.on_opponents_attack @needs:timing.when_attacking @needs:ability.draw
  Scenario: 10-2-16-1 On Your Opponent's Attack activates on the opponent's attack, after its When Attacking
    Given the test cards:
      | id    | category  | power |
      | L-OOA | leader    | 5000  |
      | C-WA  | character | 6000  |
    And card "L-OOA" has the ability:
      """
      {"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-WA" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's leader is "L-OOA"
    And p1 has a character "C-WA" as "w"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "w"
    Then the battle is in the counter step
    And p1's hand has 1 card
    And p2's hand has 2 cards
    And the log shows "w" activating before "p2-leader"

  @clause:10-2-16-1 @needs:timing.on_opponents_attack @needs:ability.draw
  Scenario: 10-2-16-1 On Your Opponent's Attack does not activate on its own player's attack
    Given the test cards:
      | id    | category  | power |
      | L-OOA | leader    | 5000  |
    And card "L-OOA" has the ability:
      """
      {"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 4 in the main phase with p2 to play
    And p2's leader is "L-OOA"
    And p1 also holds a spare counter card "spare"
    When p2 attacks "p1-leader" with "p2-leader"
    Then the battle is in the counter step
    And p2's hand is empty
    And p1's hand has 1 card

  # ---------------------------------------------------------------- On K.O. (10-2-17)

  @clause:10-2-17-1 @clause:10-2-9-1 @needs:timing.on_ko @needs:condition.don @needs:ability.draw
  Scenario: 10-2-17-1 On K.O. checks its conditions on the field and resolves with its card in the trash
    Given the test cards:
      | id     | category  |
      | C-ONKO | character |
    And card "C-ONKO" has the ability:
      """
      {"timing": "on_ko", "optional": true, "conditions": {"don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-ONKO" as "k", rested with 1 DON!! given
    When p1 attacks "k" with "p1-leader"
    And p2 passes the counter step
    Then the log shows a K.O. of "k" by battle
    And the pending decision is "decide" for p2
    And "k" is not on the field
    And p2's trash contains "C-ONKO"
    And p2's cost area has 1 rested DON!!
    When p2 accepts
    Then p2's hand has 1 card
    And p2's hand contains "p2-deck1"

  @clause:10-2-17-1 @needs:timing.on_ko @needs:condition.don @needs:ability.draw
  Scenario: 10-2-17-1 On K.O. does not activate when its conditions fail on the field
    Given the test cards:
      | id     | category  |
      | C-ONKO | character |
    And card "C-ONKO" has the ability:
      """
      {"timing": "on_ko", "optional": true, "conditions": {"don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-ONKO" as "k", rested
    When p1 attacks "k" with "p1-leader"
    And p2 passes the counter step
    Then the log shows a K.O. of "k" by battle
    And it is p1's main phase
    And p2's trash contains "C-ONKO"
    And p2's hand is empty

  @clause:10-2-17-2 @clause:8-1-3-2-3 @needs:timing.on_ko @needs:timing.on_opponents_attack @needs:timing.when_attacking @needs:ability.ko @needs:ability.draw
  Scenario: 10-2-17-2 On K.O. resolves although its card changed area, unlike other automatic abilities
    Given the test cards:
      | id     | category  | power |
      | C-KOWA | character | 6000  |
      | C-X    | character | 1000  |
    And card "C-KOWA" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "kinds": ["character"], "count": 1}}]}
      """
    And card "C-X" has the abilities:
      """
      [{"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 2}]},
       {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-KOWA" as "a"
    And p2 has a character "C-X" as "x"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "a"
    Then the log shows a K.O. of "x" by effect
    And p2's trash contains "C-X"
    And p2's hand has 2 cards
    And p2's hand contains "p2-deck1"
    And p2's deck has 19 cards

  @clause:10-2-13-4 @clause:3-1-6 @needs:once_per_turn @needs:timing.activate_main @needs:ability.return_to_hand @needs:ability.draw
  Scenario: 10-2-13-4 A card that left the field and came back is a new card and may use its [Once Per Turn] ability again
    Given the test cards:
      | id     | category  | cost |
      | C-LOOP | character | 1    |
    And card "C-LOOP" has the abilities:
      """
      [
        {"timing": "activate_main", "once_per_turn": true, "effects": [{"kind": "draw", "count": 1}]},
        {"timing": "activate_main", "effects": [{"kind": "return_to_hand", "target": {"select": "this"}}]}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-LOOP" as "loop"
    And p1's cost area holds 1 active DON!!
    When p1 activates ability 1 of "loop"
    And p1 tries to activate ability 1 of "loop"
    Then the action is rejected citing clause 10-2-13-3
    And the game state is unchanged
    When p1 activates ability 2 of "loop"
    Then "loop" is not on the field
    And p1's hand has 2 cards
    And the log has the event:
      """
      {"event": "move", "card": "loop", "from": "character", "to": "hand"}
      """
    When p1 plays "loop"
    And p1 activates ability 1 of "loop"
    Then p1's hand has 2 cards
    And the log shows p1 drew 2 cards during turn 3
