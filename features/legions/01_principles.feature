Feature: 01 Basic principles
  Two players share the game and take turns; while it is one player's turn the other one chooses
  nothing and does nothing (only conceding stays open to them). Card text is followed where it departs
  from the rules' procedures; an effect resolves its steps in order, stops at the first one it cannot
  carry out, and lets nothing else resolve until it is over.

  @clause:01-1
  Scenario: 01-1 The game has exactly two players, who take their turns one after the other
    Given a game on turn 1 in the main phase with p1 to play
    Then the game has exactly the players p1 and p2
    When the game is played on until p2's main phase of turn 2
    Then it is turn 2, p2's main phase
    And the game has exactly the players p1 and p2
    When the game is played on until p1's main phase of turn 3
    Then it is turn 3, p1's main phase
    And the game has exactly the players p1 and p2

  @clause:01-8
  Scenario Outline: 01-8 The non-turn player cannot take a main-phase action in the turn player's main phase
    Given the test cards:
      | id    | category | atk | hp | cost |
      | SCOUT | minion   | 1   | 2  | 0    |
    And a game on turn 3 in the main phase with p1 to play
    And p2's master has 0 cores, awakened
    And p2's core zone holds 3 active and 0 exhausted cores
    And p2's hand holds "SCOUT" as "card"
    And p2's centre lane holds "SCOUT" as "theirs"
    When p2 tries to <action>
    Then the action is rejected citing clause 01-8
    And the game state is unchanged

    Examples:
      | action                                 |
      | end the main phase                     |
      | unlock "card" to the left lane         |
      | attack "p1-master" with "theirs"       |
      | move "theirs" to the left lane         |
      | activate Core Boost                    |
      | exclude "theirs" from the field        |

  @clause:01-8
  Scenario: 01-8 The turn player's own actions are still open while the other player's are refused
    Given the test cards:
      | id    | category | atk | hp | cost |
      | SCOUT | minion   | 1   | 2  | 0    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SCOUT" as "mine"
    And p2's hand holds "SCOUT" as "theirs"
    Then p2 has no legal action other than conceding
    When p1 tries to unlock "mine" to the left lane
    Then the action is accepted

  @clause:01-8 @clause:34-6 @needs:battle
  Scenario: 01-8 The attacked player is asked nothing during the battle: no block or response is theirs to choose
    Given the test cards:
      | id    | category | atk | hp |
      | BLADE | minion   | 2   | 3  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    And p2's left lane holds "BLADE" as "other"
    When p1 attacks "def" with "att"
    Then the pending decision is "main" for p1
    And p2 has no legal action other than conceding
    And "def" has 2 damage
    And "other" has 0 damage

  @clause:01-8 @clause:26-5a
  Scenario: 01-8 The non-turn player cannot answer the turn player's card change
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "mine"
    And p2's hand holds "FILL-06" as "theirs"
    When the game is started
    Then the pending decision is "card_change" for p1
    And p2 has no legal action other than conceding
    When p2 tries to change "theirs"
    Then the action is rejected citing clause 01-8
    When p2 tries to keep the hand
    Then the action is rejected citing clause 01-8

  @clause:01-8 @clause:28-1
  Scenario: 01-8 The non-turn player cannot choose which waiting cards take the turn player's standby slots
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then the pending decision is "choose_standby" for p1
    And p2 has no legal action other than conceding
    When p2 tries to keep "a" for standby
    Then the action is rejected citing clause 01-8
    And the game state is unchanged

  @clause:01-2 @clause:38-6 @needs:ability
  Scenario: 01-2 An effect that puts a lord on the field does so as its text says, without the unlock's mode check or core cost
    Given the test cards:
      | id    | category | atk | hp | wt | cost | cc |
      | CALL  | skill    |     |    | 2  | 0    |    |
      | CHIEF | lord     | 3   | 4  |    | 2    | 2  |
    And the card "CALL" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "choose", "zone": "hand", "filter": {"category": ["lord"]}}, "to": "field"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "CALL" as "c" and "CHIEF" as "l"
    When p1 unlocks "c" to play
    Then p1's lord area holds "l"
    And p1's master is in normal mode
    And "l" carries 0 cores
    And p1's core zone has 3 active and 0 exhausted cores

  @clause:01-4 @clause:35-3 @clause:35-11 @needs:ability
  Scenario Outline: 01-4 The steps of an effect resolve in the order they are written (<order>)
    Given the test cards:
      | id        | category | wt | cost |
      | DRAWFIRST | skill    | 2  | 0    |
      | GAINFIRST | skill    | 2  | 0    |
    And the card "DRAWFIRST" has the play-time effects:
      """
      [{"do": "draw", "count": 1}, {"do": "gain_life", "amount": {"count": "hand"}}]
      """
    And the card "GAINFIRST" has the play-time effects:
      """
      [{"do": "gain_life", "amount": {"count": "hand"}}, {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's hand holds "<card>" as "s", "FILL-01" and "FILL-02"
    When p1 unlocks "s" to play
    Then p1's life is <life>
    And p1's hand has 3 cards

    Examples:
      | order                            | card      | life |
      | draw, then gain a life per card  | DRAWFIRST | 13   |
      | gain a life per card, then draw  | GAINFIRST | 12   |

  @clause:01-5 @clause:35-7 @clause:38-12 @needs:ability
  Scenario Outline: 01-5 An effect stops at the first part it cannot carry out; what came before stays done (<cores> active cores)
    Given the test cards:
      | id   | category | wt | cost |
      | PUSH | skill    | 2  | 0    |
    And the card "PUSH" has the play-time effects:
      """
      [{"do": "gain_life", "amount": 2}, {"do": "exhaust", "cores": 3}, {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's core zone holds <cores> active and 0 exhausted cores
    And p1's hand holds "PUSH" as "s"
    When p1 unlocks "s" to play
    Then p1's life is 12
    And p1's core zone has <active> active and <exhausted> exhausted cores
    And p1's hand has <hand> cards

    Examples:
      | cores | active | exhausted | hand |
      | 2     | 2      | 0         | 0    |
      | 3     | 0      | 3         | 1    |

  @clause:01-5 @clause:35-7 @needs:ability
  Scenario: 01-5 A step whose target is gone ends the sequence even when later steps could be carried out
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | HUSK  | minion   | 1   | 1  | 2  | 0    |
      | SLAY  | skill    |     |    | 2  | 0    |
    And the card "HUSK" has the abilities:
      """
      [{"name": "Last Rites", "when": "activated",
        "effects": [{"do": "damage", "target": {"select": "this"}, "amount": 1},
                    {"do": "exhaust", "target": {"select": "this"}},
                    {"do": "gain_life", "amount": 3}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's left lane holds "HUSK" as "h"
    When p1 activates "Last Rites" of "h"
    Then p1's left lane is empty
    And p1's life is 10
    And the log has the event:
      """
      {"event": "fizzle", "card": "h"}
      """

  @clause:01-6 @clause:37-5 @clause:36-2h @needs:ability
  Scenario: 01-6 An ability met in the middle of another effect waits until that whole effect has resolved
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | JAB   | skill    |     |    | 2  | 0    |
      | THORN | minion   | 1   | 3  | 2  | 0    |
    And the card "JAB" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1},
       {"do": "draw", "count": 1},
       {"do": "gain_life", "amount": 1}]
      """
    And the card "THORN" has the abilities:
      """
      [{"name": "Thorns", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 2}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p2's life is 10
    And p1's hand holds "JAB" as "j"
    And p2's left lane holds "THORN" as "t"
    When p1 unlocks "j" to play
    Then p1's life is 11
    And p2's life is 12
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "j"},
       {"event": "damage", "card": "t", "amount": 1},
       {"event": "draw", "player": "p1"},
       {"event": "life", "player": "p1", "life": 11},
       {"event": "move", "card": "j", "from": "play", "to": "wait_II"},
       {"event": "resolve", "card": "t", "ability": 0},
       {"event": "life", "player": "p2", "life": 12}]
      """

  # ------------------------------------------------------------------ 01-3 "cannot" beats "can"

  @clause:01-3 @clause:29-3 @needs:battle @needs:keyword.assault @needs:ability.prohibition
  Scenario: 01-3 A unit that may attack by Assault but is forbidden to attack cannot attack, and is not offered the attack
    Given the test cards:
      | id         | category | atk | hp | keywords |
      | RESTRAINED | minion   | 2   | 3  | assault  |
      | TARGET     | minion   | 1   | 5  |          |
    And the card "RESTRAINED" has the abilities:
      """
      [{"name": "Restraint", "when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "RESTRAINED" as "x", incapacitated
    And p2's centre lane holds "TARGET" as "t"
    Then the legal actions do not include:
      """
      {"type": "attack", "attacker": "x"}
      """
    When p1 tries to attack "t" with "x"
    Then the action is rejected citing clause 01-3
    And the game state is unchanged
    And "t" has 0 damage

  @clause:01-3 @clause:29-3 @needs:battle @needs:keyword.assault @needs:ability.prohibition
  Scenario: 01-3 The prohibition is only its own unit's: another unit with Assault still attacks
    Given the test cards:
      | id         | category | atk | hp | keywords |
      | RESTRAINED | minion   | 2   | 3  | assault  |
      | RAIDER     | minion   | 2   | 3  | assault  |
      | TARGET     | minion   | 1   | 5  |          |
    And the card "RESTRAINED" has the abilities:
      """
      [{"name": "Restraint", "when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "RESTRAINED" as "x", incapacitated
    And p1's centre lane holds "RAIDER" as "r", incapacitated
    And p2's centre lane holds "TARGET" as "t"
    Then the legal actions include:
      """
      {"type": "attack", "attacker": "r", "target": "t"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "attacker": "x"}
      """
    When p1 attacks "t" with "r"
    Then "t" has 2 damage

  @clause:01-3 @clause:01-2 @needs:battle @needs:ability.prohibition
  Scenario: 01-3 A prohibition with no permission against it stops an attack the rules allow
    Given the test cards:
      | id     | category | atk | hp |
      | MEEK   | minion   | 2   | 3  |
      | TARGET | minion   | 1   | 5  |
    And the card "MEEK" has the abilities:
      """
      [{"name": "Restraint", "when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MEEK" as "x"
    And p2's centre lane holds "TARGET" as "t"
    Then the legal actions do not include:
      """
      {"type": "attack", "attacker": "x"}
      """
    When p1 tries to attack "t" with "x"
    Then the action is rejected citing one of the clauses 01-2 or 01-3
    And the game state is unchanged

  @clause:01-3 @clause:38-10 @clause:29-3 @needs:battle @needs:ability.prohibition
  Scenario Outline: 01-3 Assault and a prohibition given by one effect at the same time: the unit cannot attack (<order>)
    Given the test cards:
      | id     | category | atk | hp | wt | cost |
      | ROOKIE | minion   | 2   | 3  | 2  | 0    |
      | TARGET | minion   | 1   | 5  | 2  | 0    |
      | ORDERS | skill    |     |    | 2  | 0    |
    And the card "ORDERS" has the play-time effects:
      """
      [<first>, <second>]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "ROOKIE" as "x", incapacitated
    And p2's centre lane holds "TARGET" as "t"
    And p1's hand holds "ORDERS" as "o"
    When p1 unlocks "o" to play
    Then "x" has the keyword "assault"
    And the legal actions do not include:
      """
      {"type": "attack", "attacker": "x"}
      """
    When p1 tries to attack "t" with "x"
    Then the action is rejected citing clause 01-3
    And the game state is unchanged

    Examples:
      | order                          | first                                                                  | second                                                                 |
      | Assault first, then the ban    | {"do": "grant", "target": {"select": "all"}, "keyword": "assault"}     | {"do": "grant", "target": {"select": "all"}, "cannot": "attack"}       |
      | the ban first, then Assault    | {"do": "grant", "target": {"select": "all"}, "cannot": "attack"}       | {"do": "grant", "target": {"select": "all"}, "keyword": "assault"}     |

  @clause:01-3 @clause:20-3c @clause:36-3c @needs:battle @needs:action.activate.grant_assault @needs:ability.prohibition
  Scenario Outline: 01-3 An opponent's ban <when> beats Assault given later by the master (<outcome>)
    Given the test cards:
      | id     | category | atk | hp |
      | ROOKIE | minion   | 2   | 3  |
      | WARDEN | minion   | 1   | 5  |
    And the card "WARDEN" has the abilities:
      """
      [{"name": "Ward", "when": "<condition>",
        "effects": [{"do": "grant", "target": {"select": "all", "side": "opponent"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "ROOKIE" as "x", incapacitated
    And p2's centre lane holds "WARDEN" as "w"
    When p1 gives Assault to "x"
    And p1 tries to attack "w" with "x"
    Then the action is <verdict>

    Examples:
      | when                                   | condition      | outcome                     | verdict                     |
      | in force in its owner's opponent's turn | opponents_turn | the attack is refused       | rejected citing clause 01-3 |
      | in force only in its owner's own turn  | your_turn      | the attack goes ahead       | accepted                    |

  @clause:01-3 @clause:29-2 @needs:battle @needs:keyword.haste @needs:ability.prohibition
  Scenario Outline: 01-3 A unit with Haste deployed this turn cannot attack when it is forbidden to (<card>)
    Given the test cards:
      | id         | category | atk | hp | cost | keywords |
      | HASTY      | minion   | 2   | 3  | 0    | haste    |
      | HASTY_BAN  | minion   | 2   | 3  | 0    | haste    |
      | TARGET     | minion   | 1   | 5  | 0    |          |
    And the card "HASTY_BAN" has the abilities:
      """
      [{"name": "Restraint", "when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "<card>" as "h"
    And p2's centre lane holds "TARGET" as "t"
    When p1 unlocks "h" to the left lane
    And p1 tries to attack "t" with "h"
    Then the action is <verdict>

    Examples:
      | card      | verdict                     |
      | HASTY     | accepted                    |
      | HASTY_BAN | rejected citing clause 01-3 |

  @clause:01-3 @clause:39-7 @needs:battle @needs:keyword.move_attack @needs:ability.prohibition
  Scenario Outline: 01-3 Move Attack offers no attack after the move to a minion forbidden to attack (<card>)
    Given the test cards:
      | id        | category | atk | hp | keywords    |
      | MOVER     | minion   | 2   | 2  | move_attack |
      | MOVER_BAN | minion   | 2   | 2  | move_attack |
    And the card "MOVER_BAN" has the abilities:
      """
      [{"name": "Restraint", "when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "attack"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "<card>" as "m"
    When p1 moves "m" to the centre lane
    Then the pending decision is "<decision>" for p1

    Examples:
      | card      | decision    |
      | MOVER     | move_attack |
      | MOVER_BAN | main        |
