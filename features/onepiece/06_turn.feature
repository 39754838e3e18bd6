Feature: Chapter 6 - the flow of a turn
  The phases of a turn in order (refresh, draw, DON!!, main, end), what the main phase
  allows, giving DON!!, the first-turn ban on battles and the effects that expire on the way.

  @clause:6-3-1
  Scenario: 6-3-1 The second player draws one card in the draw phase of their first turn
    Given a game on turn 2 in the draw phase with p2 to play
    And p2's hand holds "C-A" as "h1"
    And p2's deck holds 5 cards of "C-B"
    Then it is p2's main phase
    And p2's hand has 2 cards
    And p2's hand contains "p2-deck1"
    And p2's deck has 4 cards
    And the log shows p2 drew 1 card during turn 2

  @clause:6-3-1
  Scenario: 6-3-1 The first player draws no card on the first turn of the game
    Given a game on turn 1 in the draw phase with p1 to play
    And p1's hand holds 5 cards of "C-A"
    And p1's deck holds 5 cards of "C-B"
    Then it is p1's main phase
    And p1's hand has 5 cards
    And p1's deck has 5 cards
    And the log shows p1 drew 0 cards during turn 1

  @clause:6-4-1 @clause:3-9-3
  Scenario: 6-4-1 The first player gets a single DON!! on the first turn of the game
    Given a game on turn 1 in the DON!! phase with p1 to play
    And p1's DON!! deck holds 10 DON!!
    Then it is p1's main phase
    And p1's cost area has 1 active and 0 rested DON!!
    And p1's DON!! deck has 9 DON!!

  @clause:6-4-1 @clause:3-9-3
  Scenario: 6-4-1 The second player gets two DON!! already on their first turn
    Given a game on turn 2 in the DON!! phase with p2 to play
    And p2's DON!! deck holds 10 DON!!
    Then it is p2's main phase
    And p2's cost area has 2 active and 0 rested DON!!
    And p2's DON!! deck has 8 DON!!

  @clause:6-4-2 @clause:6-4-1
  Scenario Outline: 6-4-2 A DON!! deck that cannot supply two gives what it has
    Given a game on turn 5 in the DON!! phase with p1 to play
    And p1's DON!! deck holds <left> DON!!
    And p1's cost area holds 3 rested DON!!
    Then it is p1's main phase
    And p1's cost area has <placed> active and 3 rested DON!!
    And p1's DON!! deck has 0 DON!!

    Examples:
      | left | placed |
      | 1    | 1      |
      | 2    | 2      |

  @clause:6-4-3
  Scenario: 6-4-3 An empty DON!! deck adds nothing and the turn goes on
    Given a game on turn 7 in the DON!! phase with p1 to play
    And p1's DON!! deck holds 0 DON!!
    And p1's cost area holds 10 rested DON!!
    Then it is p1's main phase
    And p1's cost area has 0 active and 10 rested DON!!
    And p1's DON!! deck has 0 DON!!
    And the game is not over

  @clause:6-5-5-2 @clause:6-5-5-1
  Scenario: 6-5-5-2 A DON!! given during your own turn adds 1000 power
    Given the test cards:
      | id     | category  | cost | power |
      | C-ZORO | character | 3    | 3000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ZORO" as "zoro"
    And p1's cost area holds 2 active DON!!
    When p1 gives 1 DON!! to "zoro"
    Then "zoro" has 1 DON!! given
    And "zoro" has 4000 power
    And p1's cost area has 1 active and 0 rested DON!!

  @clause:6-5-5-2
  Scenario: 6-5-5-2 DON!! given to your cards add no power during your opponent's turn
    Given the test cards:
      | id     | category  | cost | power |
      | L-RED  | leader    |      | 5000  |
      | C-ZORO | character | 3    | 3000  |
    And a game on turn 4 in the main phase with p2 to play
    And p1's leader is "L-RED" with 1 DON!! given
    And p1 has a character "C-ZORO" as "zoro" with 2 DON!! given
    Then "zoro" has 2 DON!! given
    And "zoro" has 3000 power
    And "p1-leader" has 5000 power

  @clause:6-5-6-1
  Scenario Outline: 6-5-6-1 Neither player may battle on their own first turn
    Given a game on turn <turn> in the main phase with <player> to play
    When <player> tries to attack "<target>" with "<player>-leader"
    Then the action is rejected citing clause 6-5-6-1
    And the game state is unchanged
    And <player> cannot attack "<target>" with "<player>-leader"

    Examples:
      | turn | player | target    |
      | 1    | p1     | p2-leader |
      | 2    | p2     | p1-leader |

  @clause:6-5-6-1
  Scenario: 6-5-6-1 From the first player's second turn on, battles are allowed
    Given a game on turn 3 in the main phase with p1 to play
    Then p1 can attack "p2-leader" with "p1-leader"
    When p1 attacks "p2-leader" with "p1-leader"
    Then "p1-leader" is rested
    And the log has the event:
      """
      {"event": "attack", "player": "p1", "attacker": "p1-leader", "target": "p2-leader"}
      """

  @clause:6-1-2 @clause:6-5-2-1
  Scenario: 6-1-2 The turn player runs refresh, draw, DON!!, main and end phases in that order
    Given a game on turn 3 in the refresh phase with p1 to play
    When the game is played on until p2's main phase
    Then the log shows the phases of turn 3 in the order refresh, draw, DON!!, main, end
    And the log shows the phases of turn 4 in the order refresh, draw, DON!!, main
    And the log has the event:
      """
      {"event": "turn_start", "turn": 4, "player": "p2"}
      """

  @clause:6-2-1 @clause:6-6-1-2
  Scenario Outline: 6-2-1 An effect lasting until the start of its controller's next turn ends in that turn's refresh phase
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And an effect of <controller> gives "a" +2000 power until the start of their next turn
    Then "a" has 3000 power
    When p1 ends the main phase
    Then it is p2's main phase
    And "a" has <power in turn 4> power
    When the game is played on until p1's main phase
    Then it is turn 5
    And "a" has 1000 power
    And the log has the event:
      """
      {"event": "expire", "target": "a", "duration": "until_start_of_your_next_turn"}
      """

    Examples:
      | controller | power in turn 4 |
      | p1         | 3000            |
      | p2         | 1000            |

  @clause:6-2-2 @needs:timing.start_of_your_turn @needs:ability.draw
  Scenario: 6-2-2 Start-of-turn abilities activate in the refresh phase, only on their controller's turn
    Given the test cards:
      | id      | category  |
      | C-DAWN  | character |
    And card "C-DAWN" has the ability:
      """
      {"timing": "start_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the refresh phase with p1 to play
    And p1 has a character "C-DAWN" as "mine"
    And p2 has a character "C-DAWN" as "theirs"
    Then it is p1's main phase
    And the log shows p1 drew 2 cards during turn 3
    And p1's hand has 2 cards
    And the log shows p2 drew 0 cards during turn 3
    And p2's hand is empty

  @clause:6-2-2 @clause:6-2-4 @needs:timing.start_of_your_turn @needs:ability.rest
  Scenario: 6-2-2 A start-of-turn ability resolves before the refresh phase sets cards active, not later in the turn
    # Observed where the moment matters: an ability that rests its own card at the start of the turn
    # is undone by 6-2-4 only if it resolved in the refresh phase, before the cards are set active.
    Given the test cards:
      | id      | category  |
      | C-YAWN  | character |
    And card "C-YAWN" has the ability:
      """
      {"timing": "start_of_your_turn", "effects": [{"kind": "rest", "target": {"select": "this"}}]}
      """
    And a game on turn 3 in the refresh phase with p1 to play
    And p1 has a character "C-YAWN" as "yawn"
    Then it is p1's main phase
    And "yawn" is active
    And the log has the event:
      """
      {"event": "rest", "card": "yawn"}
      """

  @clause:6-2-3
  Scenario: 6-2-3 In the refresh phase the DON!! given to the turn player's leader and characters go back to the cost area
    Given a game on turn 3 in the refresh phase with p1 to play
    And p1's leader is "L-P1" with 2 DON!! given
    And p1 has a character "C-A" as "a" with 1 DON!! given
    And p1's cost area holds 1 active and 1 rested DON!!
    And p2 has a character "C-A" as "b" with 1 DON!! given
    Then it is p1's main phase
    And "p1-leader" has 0 DON!! given
    And "a" has 0 DON!! given
    And p1's cost area has 7 active and 0 rested DON!!
    And p1's DON!! deck has 3 DON!!
    And "b" has 1 DON!! given

  @clause:6-2-4
  Scenario: 6-2-4 In the refresh phase the turn player's rested leader, characters, stage and DON!! become active
    Given a game on turn 3 in the refresh phase with p1 to play
    And p1's leader is "L-P1", rested
    And p1 has a character "C-A" as "a", rested
    And p1's stage is "S-A" as "s", rested
    And p1's cost area holds 0 active and 3 rested DON!!
    And p2 has a character "C-A" as "b", rested
    And p2's cost area holds 0 active and 2 rested DON!!
    Then it is p1's main phase
    And "p1-leader" is active
    And "a" is active
    And "s" is active
    And p1's cost area has 5 active and 0 rested DON!!
    And "b" is rested
    And p2's cost area has 0 active and 2 rested DON!!

  @clause:6-5-2 @clause:6-5-6-1
  Scenario: 6-5-2 Main-phase actions may be taken in any order and repeated
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-A" as "a1" and "C-A" as "a2"
    And p1's cost area holds 4 active DON!!
    When p1 gives 1 DON!! to "p1-leader"
    And p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then it is p1's main phase
    And the pending decision is "main" for p1
    And p2's life area has 4 cards
    When p1 plays "a1"
    And p1 gives 1 DON!! to "a1"
    And p1 plays "a2"
    Then "a1" is on the field
    And "a2" is on the field
    And "a1" has 1 DON!! given
    And p1's cost area has 0 active and 2 rested DON!!
    And the pending decision is "main" for p1
    And p1 can end the main phase

  @clause:6-5-2-1
  Scenario: 6-5-2-1 Declaring the end of the main phase moves on to the end phase
    Given a game on turn 3 in the main phase with p1 to play
    Then it is p1's main phase
    And the log does not have the event:
      """
      {"event": "phase", "phase": "end", "player": "p1"}
      """
    When p1 ends the main phase
    Then the log has the event:
      """
      {"event": "phase", "phase": "end", "player": "p1"}
      """
    And it is turn 4
    And it is p2's main phase

  @clause:6-5-3-1 @clause:2-7-2 @needs:timing.main @needs:ability.draw
  Scenario: 6-5-3-1 Characters, stages and [Main] events are played from hand for their cost, as often as the DON!! allow
    Given the test cards:
      | id     | category  | cost |
      | C-TWO  | character | 2    |
      | C-ONE  | character | 1    |
      | S-ONE  | stage     | 1    |
      | E-MAIN | event     | 1    |
    And card "E-MAIN" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-MAIN" as "ev", "C-TWO" as "two", "S-ONE" as "st", "C-ONE" as "one" and "C-ONE" as "spare"
    And p1's cost area holds 5 active DON!!
    When p1 plays "ev"
    Then p1's trash contains "ev"
    And p1's hand contains "p1-deck1"
    When p1 plays "two"
    And p1 plays "st"
    And p1 plays "one"
    Then "two" is on the field
    And "st" is on the field
    And "one" is on the field
    And p1's cost area has 0 active and 5 rested DON!!
    When p1 tries to play "spare"
    Then the action is rejected citing clause 2-7-2
    And the game state is unchanged

  @clause:6-5-4-1 @needs:timing.activate_main @needs:cost.rest_don @needs:ability.draw
  Scenario: 6-5-4-1 The turn player activates [Activate: Main] abilities in the main phase
    Given the test cards:
      | id    | category  |
      | C-ACT | character |
    And card "C-ACT" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_don": 1}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ACT" as "act"
    And p1's cost area holds 2 active DON!!
    Then p1 can activate the ability of "act"
    When p1 activates the ability of "act"
    Then p1's hand has 1 card
    And p1's cost area has 1 active and 1 rested DON!!
    And the pending decision is "main" for p1
    When p1 activates the ability of "act"
    Then p1's hand has 2 cards
    And p1's cost area has 0 active and 2 rested DON!!

  @clause:6-5-5-1
  Scenario: 6-5-5-1 Only an active DON!! of the cost area can be given to your leader or character
    Given a game on turn 3 in the main phase with p1 to play
    And p1's cost area holds 1 active and 1 rested DON!!
    When p1 gives 1 DON!! to "p1-leader"
    Then "p1-leader" has 1 DON!! given
    And p1's cost area has 0 active and 1 rested DON!!
    When p1 tries to give 1 DON!! to "p1-leader"
    Then the action is rejected citing clause 6-5-5-1
    And the game state is unchanged

  @clause:6-5-5-1
  Scenario Outline: 6-5-5-1 DON!! cannot be given to a stage or to the opponent's cards
    Given a game on turn 3 in the main phase with p1 to play
    And p1's stage is "S-A" as "st"
    And p2 has a character "C-A" as "foe"
    And p1's cost area holds 2 active DON!!
    When p1 tries to give 1 DON!! to "<card>"
    Then the action is rejected citing clause 6-5-5-1
    And the game state is unchanged

    Examples:
      | card      |
      | st        |
      | foe       |
      | p2-leader |

  @clause:6-5-5-3 @clause:6-5-5-2
  Scenario: 6-5-5-3 DON!! may be given again and again while active DON!! remain
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p1's cost area holds 3 active DON!!
    When p1 gives 1 DON!! to "a"
    And p1 gives 1 DON!! to "p1-leader"
    And p1 gives 1 DON!! to "a"
    Then "a" has 2 DON!! given
    And "a" has 3000 power
    And "p1-leader" has 1 DON!! given
    And "p1-leader" has 6000 power
    And p1's cost area has 0 active and 0 rested DON!!
    When p1 tries to give 1 DON!! to "a"
    Then the action is rejected citing clause 6-5-5-1
    And the game state is unchanged

  @clause:6-5-5-4 @clause:7-1-4-1-2
  Scenario: 6-5-5-4 The DON!! of a character K.O.'d in battle go to its owner's cost area rested
    Given a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-A" as "foe", rested with 2 DON!! given
    And p2's cost area holds 1 active DON!!
    When p1 attacks "foe" with "p1-leader"
    And p2 passes the counter step
    Then "foe" is not on the field
    And p2's cost area has 1 active and 2 rested DON!!
    And p2's DON!! deck has 7 DON!!

  @clause:6-5-5-4 @clause:3-7-6-1
  Scenario: 6-5-5-4 The DON!! of a character trashed to make room go to the cost area rested
    Given a game on turn 3 in the main phase with p1 to play
    And p1's characters are:
      | card | id  | don |
      | C-A  | old | 2   |
      | C-A  | c2  |     |
      | C-A  | c3  |     |
      | C-A  | c4  |     |
      | C-A  | c5  |     |
    And p1's hand holds "C-A" as "new"
    And p1's cost area holds 1 active DON!!
    When p1 plays "new"
    And p1 trashes "old" to make room
    Then "old" is not on the field
    And "new" is on the field
    And p1's cost area has 0 active and 3 rested DON!!

  @clause:6-6-1-1 @needs:timing.end_of_your_turn @needs:timing.end_of_opponents_turn @needs:ability.draw
  Scenario: 6-6-1-1 End-of-turn abilities of both players activate in the end phase
    Given the test cards:
      | id     | category  |
      | C-MINE | character |
      | C-FOE  | character |
    And card "C-MINE" has the ability:
      """
      {"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And card "C-FOE" has the ability:
      """
      {"timing": "end_of_opponents_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-MINE" as "mine"
    And p2 has a character "C-FOE" as "foe"
    Then p1's hand is empty
    And p2's hand is empty
    When the game is played on until p2's main phase
    Then the log shows p1 drew 1 card during turn 3
    And the log shows p2 drew 1 card during turn 3

  @clause:6-6-1-1-1 @needs:timing.end_of_your_turn @needs:ability.draw
  Scenario: 6-6-1-1-1 Each end-of-turn ability activates and resolves only once per end phase
    Given the test cards:
      | id    | category  |
      | C-EOT | character |
    And card "C-EOT" has the ability:
      """
      {"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-EOT" as "e1"
    And p1 has a character "C-EOT" as "e2"
    When the game is played on until p2's main phase
    Then the log shows p1 drew 2 cards during turn 3
    And p1's hand has 2 cards
    And p1's deck has 18 cards

  @clause:6-6-1-2
  Scenario: 6-6-1-2 The turn player's "during this turn" effects last until the end phase, then expire
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And an effect of p1 gives "a" +2000 power during this turn
    Then "a" has 3000 power
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then "a" has 3000 power
    When p1 ends the main phase
    Then it is p2's main phase
    And "a" has 1000 power
    And the log has the event:
      """
      {"event": "expire", "kind": "power", "target": "a", "duration": "turn"}
      """

  @clause:6-6-1-2 @clause:6-6-1-1 @needs:timing.end_of_your_turn @needs:ability.power
  Scenario: 6-6-1-2 A "during this turn" effect made by an end-of-turn ability still expires in that end phase
    Given the test cards:
      | id     | category  |
      | C-LATE | character |
    And card "C-LATE" has the ability:
      """
      {"timing": "end_of_your_turn",
       "effects": [{"kind": "power", "target": {"select": "this"}, "amount": 3000, "duration": "turn"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-LATE" as "late"
    When the game is played on until p2's main phase
    Then the log has the event:
      """
      {"event": "power", "card": "late", "amount": 3000, "duration": "turn"}
      """
    And "late" has 1000 power
    And the log has the event:
      """
      {"event": "expire", "target": "late", "duration": "turn"}
      """

  @clause:6-6-1-2 @clause:6-6-1-1 @needs:timing.end_of_your_turn @needs:ability.ko
  Scenario: 6-6-1-2 "During this turn" effects still apply while end-of-turn abilities resolve
    Given the test cards:
      | id      | category  | power |
      | C-SWEEP | character | 1000  |
      | C-FOE   | character | 3000  |
    And card "C-SWEEP" has the ability:
      """
      {"timing": "end_of_your_turn",
       "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", "kinds": ["character"],
                                             "max_power": 2000}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SWEEP" as "sweep"
    And p2 has a character "C-FOE" as "weakened"
    And p2 has a character "C-FOE" as "untouched"
    And an effect of p1 gives "weakened" -2000 power during this turn
    Then "weakened" has 1000 power
    When the game is played on until p2's main phase
    Then "weakened" is not on the field
    And the log shows a K.O. of "weakened" by effect
    And "untouched" is on the field

  @clause:6-6-1-3 @clause:6-6-1-2
  Scenario: 6-6-1-3 The non-turn player's "during this turn" effects expire at the end of the turn too
    # 6-6-1-2 and 6-6-1-3 expire the turn player's effects, then the non-turn player's; nothing a player
    # can observe happens between the two in this rules version, so the outcome is checked, not the log order.
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "a"
    And p1 has a character "C-A" as "b"
    And an effect of p2 gives "b" +1000 power during this turn
    And an effect of p1 gives "a" +2000 power during this turn
    Then "a" has 3000 power
    And "b" has 2000 power
    When p1 ends the main phase
    Then it is p2's main phase
    And "a" has 1000 power
    And "b" has 1000 power

  @clause:6-6-1-4 @needs:timing.end_of_your_turn @needs:ability.draw
  Scenario: 6-6-1-4 The turn passes to the opponent only when no end-of-turn ability is left to resolve
    Given the test cards:
      | id    | category  |
      | C-EOT | character |
    And card "C-EOT" has the ability:
      """
      {"timing": "end_of_your_turn", "optional": true, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-EOT" as "e"
    When p1 ends the main phase
    Then it is p1's end phase
    And it is turn 3
    And the pending decision is "decide" for p1
    When p1 accepts
    Then it is turn 4
    And it is p2's main phase
    And p1's hand has 1 card
    And the log has the event:
      """
      {"event": "phase", "phase": "refresh", "player": "p2"}
      """

  @clause:6-5-1 @needs:timing.start_of_main_phase @needs:ability.draw
  Scenario Outline: 6-5-1 "At the start of the main phase" abilities of both players activate when the main phase begins
    Given the test cards:
      | id     | category  | cost |
      | C-DAWN | character | 1    |
    And card "C-DAWN" has the ability:
      """
      {"timing": "start_of_main_phase", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn <turn> in the DON!! phase with <tp> to play
    And <tp> has a character "C-DAWN" as "mine"
    And <ntp> has a character "C-DAWN" as "theirs"
    When the game is started
    Then it is <tp>'s main phase
    And the log has these events in this strict order:
      """
      [
        {"event": "phase", "phase": "don"},
        {"event": "phase", "phase": "main"},
        {"event": "activate", "card": "mine"},
        {"event": "activate", "card": "theirs"}
      ]
      """
    And <tp>'s hand has 1 card
    And <ntp>'s hand has 1 card

    Examples:
      | turn | tp | ntp |
      | 3    | p1 | p2  |
      | 4    | p2 | p1  |

  @clause:6-5-1 @needs:timing.start_of_main_phase @needs:ability.draw
  Scenario: 6-5-1 "At the start of the main phase" abilities do not activate again during the main phase or in other phases
    Given the test cards:
      | id     | category  | cost |
      | C-DAWN | character | 1    |
    And card "C-DAWN" has the ability:
      """
      {"timing": "start_of_main_phase", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-DAWN" as "theirs"
    When p1 ends the main phase
    And the game is played on until p2's main phase
    Then the log shows p2 drew 2 cards during turn 4
    And p2's hand has 3 cards
