Feature: Chapter 1 - game overview
  Two players; how the game is lost, won or conceded; and the general principles
  (impossible, partial and zero-count instructions, prohibitions, negative power, order of effects).

  @clause:1-1-1
  Scenario: 1-1-1 The game is played by exactly two players who take turns in alternation
    Given a game on turn 1 in the main phase with p1 to play
    Then the game has exactly the players p1 and p2
    When the game is played on until the main phase of turn 2
    Then it is p2's main phase
    And the game has exactly the players p1 and p2
    When the game is played on until the main phase of turn 3
    Then it is p1's main phase
    And the game has exactly the players p1 and p2

  @clause:1-2-1 @clause:1-2-1-1-1
  Scenario: 1-2-1 When one player loses the game ends at once and the other player wins
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area is empty
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then p2 loses the game because of life
    And p1 wins the game
    And the log has the event:
      """
      {"event": "game_over", "winner": "p1", "losers": ["p2"], "draw": false}
      """
    And no decision is pending
    And no player has a legal action
    When p1 tries to end the main phase
    Then the action is rejected citing clause 1-2-1
    And the game state is unchanged

  @clause:1-2-1
  Scenario: 1-2-1 While nobody has lost the game goes on
    Given a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-FILLER" as "last"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the game is not over
    And p2's hand contains "last"
    And p2's life area is empty
    And it is p1's main phase
    And p1 can end the main phase

  @clause:1-2-1-1-1 @clause:7-1-4-1-1-1 @clause:7-1-4-1-1-2
  Scenario: 1-2-1-1-1 Leader damage loses the game only once no life is left
    Given the test cards:
      | id      | category  | cost | power |
      | C-BRUTE | character | 5    | 6000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BRUTE" as "brute"
    And p2's life area holds "C-FILLER" as "last"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the game is not over
    And p2's life area is empty
    And p2's hand contains "last"
    When p1 attacks "p2-leader" with "brute"
    And p2 passes the counter step
    Then p2 loses the game because of life
    And p1 wins the game

  @clause:1-2-1-1-2
  Scenario Outline: 1-2-1-1-2 A player whose deck has no cards loses, one card is enough to go on
    Given a game on turn 3 in the main phase with p1 to play
    And p2's deck holds <cards>
    When the game is started
    Then <outcome>

    Examples:
      | cards              | outcome                          |
      | 0 cards of "C-ONE" | p2 loses the game because of deck |
      | 1 card of "C-ONE"  | the game is not over             |

  @clause:1-2-1-1-2
  Scenario: 1-2-1-1-2 The opponent of the player with an empty deck wins
    Given a game on turn 3 in the main phase with p1 to play
    And p2's deck is empty
    Then p1 wins the game
    And p2 loses the game because of deck

  @clause:1-2-2 @clause:9-1-2 @clause:1-2-2-2
  @needs:timing.when_attacking @needs:ability.draw
  Scenario: 1-2-2 A player who meets a defeat condition loses at the next rule processing, before the battle goes on
    Given the test cards:
      | id       | category  | cost | power |
      | C-READER | character | 2    | 3000  |
    And card "C-READER" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-READER" as "reader"
    And p1's deck holds "C-ONE" as "only"
    When p1 attacks "p2-leader" with "reader"
    Then p1 loses the game because of deck
    And p2 wins the game
    And p1's hand contains "only"
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """
    And the log does not have the event:
      """
      {"event": "battle"}
      """

  @clause:1-2-2 @clause:9-1-2
  @needs:timing.when_attacking @needs:ability.draw
  Scenario: 1-2-2 A player who still has a card in the deck after the same draw keeps playing
    Given the test cards:
      | id       | category  | cost | power |
      | C-READER | character | 2    | 3000  |
    And card "C-READER" has the ability:
      """
      {"timing": "when_attacking", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-READER" as "reader"
    And p1's deck holds "C-ONE" as "first" and "C-ONE" as "second"
    And p2 also holds a spare counter card "spare"
    When p1 attacks "p2-leader" with "reader"
    Then the game is not over
    And p1's hand contains "first"
    And the pending decision is "counter" for p2

  @clause:1-2-2-1 @clause:10-1-4-1
  @needs:keyword.blocker
  Scenario: 1-2-2-1 Having no life left is no defeat until the leader is damaged
    Given the test cards:
      | id        | category  | cost | power | keywords |
      | C-BRUTE   | character | 5    | 6000  |          |
      | C-BLOCKER | character | 1    | 1000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BRUTE" as "brute"
    And p2 has a character "C-BLOCKER" as "wall"
    And p2's life area is empty
    Then the game is not over
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 blocks with "wall"
    And p2 passes the counter step
    Then the game is not over
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """
    When p1 attacks "p2-leader" with "brute"
    And p2 passes the counter step
    Then p2 loses the game because of life
    And the log shows p2 took 1 damage

  @clause:1-2-2-2 @clause:6-3-1
  Scenario Outline: 1-2-2-2 Drawing the last card of the deck in the draw phase loses the game at once
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's deck holds <cards>
    And p1's DON!! deck holds 10 DON!!
    When the game is started
    Then <outcome>
    And p1's hand has 1 card
    And p1's deck has <left> cards
    And p1's DON!! deck has <don deck> DON!!

    Examples:
      | cards              | outcome                            | left | don deck |
      | 1 card of "C-ONE"  | p1 loses the game because of deck  | 0    | 10       |
      | 2 cards of "C-ONE" | it is p1's main phase              | 1    | 8        |

  @clause:1-2-3
  Scenario: 1-2-3 The turn player may concede in their main phase and loses at once
    Given a game on turn 3 in the main phase with p1 to play
    Then p1 can concede
    When p1 concedes
    Then p1 loses the game because of concede
    And p2 wins the game
    And the log has the event:
      """
      {"event": "concede", "player": "p1"}
      """
    And no player has a legal action

  @clause:1-2-3
  Scenario: 1-2-3 A player may concede while the opponent is the one deciding
    Given a game on turn 3 in the main phase with p1 to play
    Then the pending decision is "main" for p1
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game

  @clause:1-2-3
  Scenario: 1-2-3 A concession in the middle of a battle ends the game before the damage
    Given a game on turn 3 in the main phase with p1 to play
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's life area is empty
    And p2 also holds a spare counter card "spare"
    Then the pending decision is "counter" for p2
    When p1 concedes
    Then p1 loses the game because of concede
    And p2 wins the game
    And the log does not have the event:
      """
      {"event": "damage", "player": "p2"}
      """

  @clause:1-2-3 @clause:5-2-1-6
  Scenario: 1-2-3 A player may concede during the preparation of the game, before the first turn
    Given a fresh game with seed 3
    When the player choosing the turn order chooses to go first
    Then the pending decision is "redraw"
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game
    And no player has a legal action

  @clause:1-2-4 @clause:1-2-3
  @needs:timing.trigger @needs:ability.win
  Scenario: 1-2-4 A card effect waiting to win the game does not stop or change a concession
    Given the test cards:
      | id        | category  | cost | power |
      | C-JACKPOT | character | 1    | 1000  |
    And card "C-JACKPOT" has the ability:
      """
      {"timing": "trigger", "effects": [{"kind": "win", "player": "self"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life area holds "C-JACKPOT" as "jackpot"
    When p1 attacks "p2-leader" with "p1-leader"
    And p2 passes the counter step
    Then the pending decision is "trigger" for p2
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game
    And the log does not have the event:
      """
      {"event": "trigger", "player": "p2"}
      """

  @clause:1-2-4 @clause:1-2-5
  @needs:timing.on_play @needs:ability.lose
  Scenario: 1-2-4 An effect that makes a player lose does not make that player concede
    Given the test cards:
      | id       | category  | cost | power |
      | C-DOOM   | character | 1    | 1000  |
    And card "C-DOOM" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "lose", "player": "opponent"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-DOOM" as "doom"
    And p1's cost area holds 1 active DON!!
    When p1 plays "doom"
    Then p2 loses the game because of effect
    And p1 wins the game
    And the log does not have the event:
      """
      {"event": "concede"}
      """

  @clause:1-2-5 @clause:1-3-8
  @needs:timing.on_play @needs:ability.win @needs:ability.lose @needs:ability.draw
  Scenario Outline: 1-2-5 An effect that decides the game ends it in the middle of its resolution
    Given the test cards:
      | id       | category  | cost | power |
      | C-FATE   | character | 1    | 1000  |
    And card "C-FATE" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "<kind>", "player": "<who>"}, {"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-FATE" as "fate"
    And p1's cost area holds 1 active DON!!
    When p1 plays "fate"
    Then <loser> loses the game because of effect
    And <winner> wins the game
    And p1's hand is empty
    And p1's deck has 20 cards
    And the log shows p1 drew 0 cards during turn 3

    Examples:
      | kind | who      | loser | winner |
      | win  | self     | p2    | p1     |
      | lose | opponent | p2    | p1     |
      | lose | self     | p1    | p2     |
      | win  | opponent | p1    | p2     |

  @clause:1-3-1 @clause:3-7-4 @clause:10-1-1-1
  @needs:keyword.rush
  Scenario Outline: 1-3-1 A card's text overrides the rule that a character cannot attack on the turn it was played
    Given the test cards:
      | id      | category  | cost | power | keywords   |
      | C-QUICK | character | 1    | 3000  | <keywords> |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-QUICK" as "quick"
    And p1's cost area holds 1 active DON!!
    When p1 plays "quick"
    Then p1 <can> attack "p2-leader" with "quick"

    Examples:
      | keywords | can    |
      | Rush     | can    |
      | -        | cannot |

  @clause:1-3-1 @clause:3-7-4
  Scenario: 1-3-1 Without text saying otherwise the rule stands and the attack is refused
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SLOW" as "slow", played this turn
    When p1 tries to attack "p2-leader" with "slow"
    Then the action is rejected citing clause 3-7-4
    And the game state is unchanged

  @clause:1-3-2 @clause:8-1-2
  @needs:timing.on_play @needs:ability.add_don @needs:ability.draw
  Scenario Outline: 1-3-2 An instruction is carried out as far as possible and the rest of the effect goes on
    Given the test cards:
      | id       | category  | cost | power |
      | C-BANKER | character | 1    | 1000  |
    And card "C-BANKER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "add_don", "count": 2}, {"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-BANKER" as "banker"
    And p1's cost area holds 1 active and 5 rested DON!!
    And p1's DON!! deck holds <in deck> DON!!
    When p1 plays "banker"
    Then p1's cost area has <active> active and 6 rested DON!!
    And p1's DON!! deck has 0 DON!!
    And p1's hand contains "p1-deck1"
    And the game is not over

    Examples:
      | in deck | active |
      | 2       | 2      |
      | 1       | 1      |
      | 0       | 0      |

  @clause:1-3-2-1
  @needs:timing.on_play @needs:ability.rest
  Scenario: 1-3-2-1 Resting a card that is already rested does not happen again
    Given the test cards:
      | id        | category  | cost | power |
      | C-SLEEPER | character | 1    | 1000  |
    And card "C-SLEEPER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "rest", "target": {"select": "all", "side": "opponent"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-SLEEPER" as "sleeper"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-A" as "tired", rested
    And p2 has a character "C-A" as "fresh"
    When p1 plays "sleeper"
    Then "tired" is rested
    And "fresh" is rested
    And the log has exactly 1 event like:
      """
      {"event": "rest", "card": "fresh"}
      """
    And the log has exactly 0 events like:
      """
      {"event": "rest", "card": "tired"}
      """

  @clause:1-3-2-1
  @needs:timing.on_play @needs:ability.set_active
  Scenario: 1-3-2-1 Setting an active card active does not happen again
    Given the test cards:
      | id       | category  | cost | power |
      | C-WAKER  | character | 1    | 1000  |
    And card "C-WAKER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "set_active", "target": {"select": "all", "side": "self", "exclude_this": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-WAKER" as "waker"
    And p1's cost area holds 1 active DON!!
    And p1 has a character "C-A" as "tired", rested
    And p1 has a character "C-A" as "fresh"
    When p1 plays "waker"
    Then "tired" is active
    And "fresh" is active
    And the log has exactly 1 event like:
      """
      {"event": "set_active", "card": "tired"}
      """
    And the log has exactly 0 events like:
      """
      {"event": "set_active", "card": "fresh"}
      """

  @clause:1-3-2-2 @clause:4-5-3
  @needs:timing.on_play @needs:ability.draw @needs:ability.add_don
  Scenario Outline: 1-3-2-2 An instruction to act zero times does nothing, and the rest of the effect goes on
    Given the test cards:
      | id       | category  | cost | power |
      | C-ZEROES | character | 1    | 1000  |
    And card "C-ZEROES" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "draw", "count": <n>}, {"kind": "add_don", "count": <n>}, {"kind": "add_don", "count": 1, "rested": true}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-ZEROES" as "zeroes"
    And p1's cost area holds 1 active DON!!
    And p1's DON!! deck holds 5 DON!!
    When p1 plays "zeroes"
    Then p1's hand has <n> cards
    And p1's deck has <deck> cards
    And the log shows p1 drew <n> cards during turn 3
    And p1's cost area has <active> active and 2 rested DON!!
    And p1's DON!! deck has <don deck> DON!!

    Examples:
      | n | deck | active | don deck |
      | 0 | 20   | 0      | 4        |
      | 1 | 19   | 1      | 3        |

  @clause:1-3-3 @clause:1-3-2
  @needs:timing.on_play @needs:ability.rest
  Scenario: 1-3-3 A card that cannot be rested stays active when an effect tells to rest it
    Given the test cards:
      | id        | category  | cost | power |
      | C-SLEEPER | character | 1    | 1000  |
    And card "C-SLEEPER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "rest", "target": {"select": "all", "side": "opponent"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-SLEEPER" as "sleeper"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-A" as "guarded"
    And p2 has a character "C-A" as "open"
    And an effect of p2 makes "guarded" unable to be rested during this turn
    When p1 plays "sleeper"
    Then "guarded" is active
    And "open" is rested
    And the log has the event:
      """
      {"event": "prohibited", "card": "guarded", "what": "be_rested"}
      """

  # Decision (1-3-3 with 8-1-1, 7-1-1-1, 10-1-4-1): "cannot be rested" also stops every act done by
  # resting the card: paying a "rest this card" cost (a cost is part of its effect, 8-1-1), declaring an
  # attack (declared by resting the attacker) and using Blocker (used by resting the blocker).
  @clause:1-3-3 @clause:8-1-1 @clause:8-3-1-3
  @needs:timing.activate_main @needs:cost.rest_self @needs:ability.draw
  Scenario Outline: 1-3-3 A card that cannot be rested cannot pay a cost of resting itself
    Given the test cards:
      | id       | category  | cost |
      | C-ENGINE | character | 1    |
    And card "C-ENGINE" has the ability:
      """
      {"timing": "activate_main", "cost": {"rest_self": true}, "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-ENGINE" as "engine"
    And p1 has a character "C-ENGINE" as "spare"
    And an effect of p2 makes "<protected>" unable to be rested during this turn
    Then p1 <can> activate the ability of "engine"

    Examples:
      | protected | can    |
      | engine    | cannot |
      | spare     | can    |

  @clause:1-3-3 @clause:7-1-1-1
  Scenario Outline: 1-3-3 A card that cannot be rested cannot declare an attack, which rests it
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "striker"
    And p1 has a character "C-A" as "other"
    And an effect of p2 makes "<protected>" unable to be rested during this turn
    Then p1 <can> attack "p2-leader" with "striker"

    Examples:
      | protected | can    |
      | striker   | cannot |
      | other     | can    |

  @clause:1-3-3 @clause:10-1-4-1 @needs:keyword.blocker
  Scenario: 1-3-3 A Blocker that cannot be rested cannot block, which rests it; another Blocker still can
    Given the test cards:
      | id      | category  | power | keywords |
      | C-BLOCK | character | 2000  | Blocker  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-A" as "atk", rested
    And p2 has a character "C-BLOCK" as "held"
    And p2 has a character "C-BLOCK" as "free"
    And "atk" is attacking "p2-leader", at the start of the block step
    And an effect of p1 makes "held" unable to be rested during this turn
    Then p2 cannot block with "held"
    And p2 can block with "free"

  @clause:1-3-3
  @needs:timing.on_play @needs:ability.ko
  Scenario: 1-3-3 A card that cannot be K.O.'d stays when an effect tells to K.O. it
    Given the test cards:
      | id        | category  | cost | power |
      | C-HUNTER  | character | 1    | 1000  |
    And card "C-HUNTER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-HUNTER" as "hunter"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-A" as "guarded"
    And p2 has a character "C-A" as "open"
    And an effect of p2 makes "guarded" unable to be K.O.'d during this turn
    When p1 plays "hunter"
    Then "guarded" is on the field
    And "open" is not on the field
    And the log shows no K.O. of "guarded"
    And the log shows a K.O. of "open" by effect

  @clause:1-3-4 @clause:8-1-3-2
  @needs:timing.main @needs:ability.ko @needs:timing.on_ko @needs:ability.draw
  Scenario Outline: 1-3-4 When both players have a choice to make at the same time the turn player makes it first
    Given the test cards:
      | id       | category  | cost | power |
      | E-PURGE  | event     | 1    |       |
      | C-HEIR   | character | 1    | 1000  |
    And card "E-PURGE" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "any"}}]}
      """
    And card "C-HEIR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn <turn> in the main phase with <turn player> to play
    And <turn player>'s hand holds "E-PURGE" as "purge"
    And <turn player>'s cost area holds 1 active DON!!
    And p1 has a character "C-HEIR" as "p1-heir1"
    And p1 has a character "C-HEIR" as "p1-heir2"
    And p2 has a character "C-HEIR" as "p2-heir1"
    And p2 has a character "C-HEIR" as "p2-heir2"
    When <turn player> plays "purge"
    Then the pending decision is "choose_effect" for <turn player>
    And <turn player>'s hand is empty
    And <other>'s hand is empty
    When the game is played on until <other> has to decide
    Then the pending decision is "choose_effect" for <other>
    And <turn player>'s hand has 2 cards
    And <other>'s hand is empty

    Examples:
      | turn | turn player | other |
      | 3    | p1          | p2    |
      | 4    | p2          | p1    |

  @clause:1-3-4 @clause:8-1-3-2
  @needs:timing.counter @needs:ability.ko @needs:timing.on_ko @needs:ability.draw
  Scenario Outline: 1-3-4 The turn player chooses first even when the choices come from the non-turn player's effect
    # The non-turn player's [Counter] event K.O.s every character, so both players' On K.O. abilities wait
    # at once: the turn player orders theirs first although the opponent controls the effect behind them.
    Given the test cards:
      | id      | category  | cost | power |
      | E-PURGE | event     | 1    |       |
      | C-HEIR  | character | 1    | 1000  |
    And card "E-PURGE" has the ability:
      """
      {"timing": "counter", "effects": [{"kind": "ko", "target": {"select": "all", "side": "any"}}]}
      """
    And card "C-HEIR" has the ability:
      """
      {"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}
      """
    And a game on turn <turn> in the main phase with <turn player> to play
    And <other>'s hand holds "E-PURGE" as "purge"
    And <other>'s cost area holds 1 active DON!!
    And p1 has a character "C-HEIR" as "p1-heir1"
    And p1 has a character "C-HEIR" as "p1-heir2"
    And p2 has a character "C-HEIR" as "p2-heir1"
    And p2 has a character "C-HEIR" as "p2-heir2"
    When <turn player> attacks "<other>-leader" with "<turn player>-leader"
    And <other> counters with "purge"
    Then the pending decision is "choose_effect" for <turn player>
    And <turn player>'s hand is empty
    And <other>'s hand is empty
    When the game is played on until <other> has to decide
    Then the pending decision is "choose_effect" for <other>
    And <turn player>'s hand has 2 cards
    And <other>'s hand is empty

    Examples:
      | turn | turn player | other |
      | 3    | p1          | p2    |
      | 4    | p2          | p1    |

  @clause:1-3-5 @clause:6-5-5-1
  Scenario: 1-3-5 A number of DON!! is a positive whole number: no other is offered, and one can be chosen
    # The action schema allows only whole counts of at least 1, so the suite never sends another
    # (an engine may validate what it receives); the engine's side is checked: what it offers.
    Given a game on turn 3 in the main phase with p1 to play
    And p1's cost area holds 2 active DON!!
    Then every legal action follows the action schema
    When p1 gives 2 DON!! to "p1-leader"
    Then "p1-leader" has 2 DON!! given
    And p1's cost area has 0 active and 0 rested DON!!

  @clause:1-3-5-1 @clause:8-4-4-1
  @needs:timing.on_play @needs:ability.ko
  Scenario: 1-3-5-1 An "up to" number allows choosing none
    Given the test cards:
      | id        | category  | cost | power |
      | C-MAYBE   | character | 1    | 1000  |
    And card "C-MAYBE" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1, "up_to": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-MAYBE" as "maybe"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-A" as "a1"
    And p2 has a character "C-A" as "a2"
    When p1 plays "maybe"
    Then the pending decision is "select" for p1
    And p1 can choose nothing
    When p1 chooses nothing
    Then "a1" is on the field
    And "a2" is on the field
    And it is p1's main phase

  @clause:1-3-5-1 @clause:8-4-4-1
  @needs:timing.on_play @needs:ability.ko
  Scenario: 1-3-5-1 Without "up to" the number is fixed and none cannot be chosen
    Given the test cards:
      | id        | category  | cost | power |
      | C-SURELY  | character | 1    | 1000  |
    And card "C-SURELY" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-SURELY" as "surely"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-A" as "a1"
    And p2 has a character "C-A" as "a2"
    When p1 plays "surely"
    Then the pending decision is "select" for p1
    And p1 cannot choose nothing
    And p1 can choose "a2"
    When p1 tries to choose nothing
    Then the action is rejected citing clause 8-4-4-1
    And the game state is unchanged

  @clause:1-3-7
  Scenario Outline: 1-3-7 Power can fall below zero
    Given the test cards:
      | id       | category  | cost | power |
      | C-WEAK   | character | 1    | 1000  |
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-WEAK" as "weak"
    And an effect of p1 gives "weak" <change> power during this turn
    And an effect of p1 gives "p2-leader" <change> power during this turn
    Then "weak" has <character power> power
    And "p2-leader" has <leader power> power

    Examples:
      | change | character power | leader power |
      | -1000  | 0               | 4000         |
      | -3000  | -2000           | 2000         |
      | -7000  | -6000           | -2000        |

  @clause:1-3-7-1 @clause:1-3-7
  Scenario: 1-3-7-1 A character with negative power stays on the field
    Given the test cards:
      | id       | category  | cost | power |
      | C-WEAK   | character | 1    | 1000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-WEAK" as "weak"
    And an effect of p1 gives "weak" -3000 power during this turn
    When p1 gives 1 DON!! to "p1-leader"
    Then "weak" has -2000 power
    And "weak" is on the field
    And p2's trash is empty
    And the log shows no K.O. of "weak"
    And the game is not over

  @clause:1-3-8
  @needs:timing.on_play @needs:ability.draw @needs:ability.trash_from_hand
  Scenario Outline: 1-3-8 The instructions of an effect are carried out in the order they are written
    Given the test cards:
      | id       | category  | cost | power |
      | C-SORTER | character | 1    | 1000  |
    And card "C-SORTER" has the ability:
      """
      {"timing": "on_play", "effects": [<first>, <second>]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-SORTER" as "sorter"
    And p1's deck holds "C-ONE" as "top" and 5 cards of "C-B"
    And p1's cost area holds 1 active DON!!
    When p1 plays "sorter"
    Then p1's <where> contains "top"
    And p1's <other> does not contain "top"

    Examples:
      | first                                          | second                                         | where | other |
      | {"kind": "draw", "count": 1}                   | {"kind": "trash_from_hand", "count": 1}        | trash | hand  |
      | {"kind": "trash_from_hand", "count": 1}        | {"kind": "draw", "count": 1}                   | hand  | trash |

  @clause:1-3-6 @clause:2-7-6
  @needs:observation.cost
  Scenario Outline: 1-3-6 A cost lowered below 0 counts as 0, but further changes add to the lowered total
    Given a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-ONE" as "one"
    And an effect of p1 gives "one" <first> cost during this turn
    And an effect of p1 gives "one" <second> cost during this turn
    When the game is started
    Then "one" has cost <cost>

    Examples:
      | first | second | cost |
      | -3    | +0     | 0    |
      | -3    | +3     | 1    |
      | -1    | +0     | 0    |
      | -3    | +4     | 2    |

  @clause:1-3-6 @needs:ability.change_cost @needs:timing.main @needs:ability.ko
  Scenario Outline: 1-3-6 A character lowered to a negative cost is treated as cost 0 by a cost filter
    Given the test cards:
      | id      | category  | cost |
      | C-TWO   | character | 2    |
      | E-CHEAP | event     | 0    |
    And card "E-CHEAP" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "change_cost", "amount": -5, "target": {"select": "all", "side": "opponent"}},
        {"kind": "ko", "target": {"select": "all", "side": "opponent", "max_cost": <max>}}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-CHEAP" as "cheap"
    And p2 has a character "C-TWO" as "two"
    When p1 plays "cheap"
    Then "two" <where> on the field

    Examples:
      | max | where  |
      | 0   | is not |
      | -1  | is     |

  @clause:1-3-9 @needs:ability.at_once @needs:timing.activate_main
  Scenario Outline: 1-3-9 When one effect rests and sets active the same card at the same time, resting wins
    Given the test cards:
      | id     | category  | cost |
      | C-BOTH | character | 1    |
    And card "C-BOTH" has the ability:
      """
      {"timing": "activate_main", "effects": [{"kind": "at_once", "effects": [
        {"kind": "rest", "target": {"select": "this"}},
        {"kind": "set_active", "target": {"select": "this"}}
      ]}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-BOTH" as "both"<rested>
    When p1 activates the ability of "both"
    Then "both" is rested
    And the log does not have the event:
      """
      {"event": "set_active", "card": "both"}
      """

    Examples:
      | rested   |
      |          |
      | , rested |

  @clause:1-3-9 @needs:timing.activate_main @needs:ability.rest @needs:ability.set_active
  Scenario: 1-3-9 Resting and then setting active one after the other is not simultaneous: the later instruction stands
    Given the test cards:
      | id     | category  | cost |
      | C-SEQ  | character | 1    |
    And card "C-SEQ" has the ability:
      """
      {"timing": "activate_main", "effects": [
        {"kind": "rest", "target": {"select": "this"}},
        {"kind": "set_active", "target": {"select": "this"}}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-SEQ" as "seq"
    When p1 activates the ability of "seq"
    Then "seq" is active

  @clause:1-3-11 @needs:player.both @needs:timing.on_opponents_attack @needs:ability.trash_from_hand
  Scenario: 1-3-11 When an effect makes both players act, the turn player acts first even if the effect is the other player's
    Given the test cards:
      | id      | category  | cost |
      | C-TOLL  | character | 1    |
    And card "C-TOLL" has the ability:
      """
      {"timing": "on_opponents_attack", "effects": [{"kind": "trash_from_hand", "count": 1, "player": "both"}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has a character "C-TOLL" as "toll"
    And p1's hand holds "C-A" as "a1" and "C-A" as "a2"
    And p2's hand holds "C-B" as "b1" and "C-B" as "b2"
    When p1 attacks "p2-leader" with "p1-leader"
    Then the pending decision is "select" for p1
    And p2's hand has 2 cards
    When p1 chooses "a1"
    Then the pending decision is "select" for p2
    When p2 chooses "b2"
    Then p1's trash contains "a1"
    And p2's trash contains "b2"

  @clause:1-3-11 @needs:player.both @needs:timing.main @needs:ability.draw
  Scenario Outline: 1-3-11 When both players draw by an effect, the turn player draws first
    Given the test cards:
      | id     | category | cost |
      | E-GIFT | event    | 0    |
    And card "E-GIFT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "draw", "count": 1, "player": "both"}]}
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And <tp>'s hand holds "E-GIFT" as "gift"
    When <tp> plays "gift"
    Then the log has these events in this strict order:
      """
      [
        {"event": "play", "card": "gift"},
        {"event": "draw", "player": "<tp>"},
        {"event": "draw", "player": "<ntp>"}
      ]
      """

    Examples:
      | turn | tp | ntp |
      | 3    | p1 | p2  |
      | 4    | p2 | p1  |
