Feature: 24 The end of the game
  A player wins with twelve cores counted in the core zone and the leader zone, loses at 0 life or
  when a required draw finds an empty deck, and may concede at any time, even in the opponent's turn.
  The check runs after every change and ends the game at once; conditions met together are read from
  the turn player's side, and a player meeting a win and a loss at once loses.

  @clause:24-2b @clause:28-1
  Scenario Outline: 24-2b Twelve cores in the core zone and the leader zone win the game; eleven do not
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 5 active and 4 exhausted cores
    And p1's wait zone I holds no cards and <cores> cores
    When p1 ends the main phase
    Then <result>

    Examples:
      | cores | result                              |
      | 0     | the game is not over                |
      | 1     | p2 loses the game because of cores  |
      | 2     | p2 loses the game because of cores  |

  @clause:24-2b
  Scenario: 24-2b Cores waiting in a wait zone do not count toward the twelve
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 5 active and 4 exhausted cores
    And p1's wait zone II holds no cards and 3 cores
    Then p1 counts 11 cores toward the core victory
    When p1 ends the main phase
    Then the game is not over

  @clause:24-3d @clause:01-8
  Scenario: 24-3d The non-turn player may concede in the opponent's turn and loses
    Given a game on turn 3 in the main phase with p1 to play
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game

  @clause:24-3d @clause:25-7
  Scenario Outline: 24-3d Either player may concede while the turn order is being chosen: <player> concedes
    Given a fresh game with seed 4
    And p2 lost the previous game of the match
    When the game is started
    Then the pending decision is "choose_turn_order" for p2
    When <player> concedes
    Then <player> loses the game because of concede
    And <other> wins the game

    Examples:
      | player | other |
      | p1     | p2    |
      | p2     | p1    |

  @clause:24-3d @clause:26-5a
  Scenario Outline: 24-3d Either player may concede during the card change: <player> concedes
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "old"
    When the game is started
    Then the pending decision is "card_change" for p1
    When <player> concedes
    Then <player> loses the game because of concede
    And <other> wins the game

    Examples:
      | player | other |
      | p1     | p2    |
      | p2     | p1    |

  @clause:24-3d @clause:28-1
  Scenario Outline: 24-3d Either player may concede while the standby zone's cards are being chosen: <player> concedes
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then the pending decision is "choose_standby" for p1
    When <player> concedes
    Then <player> loses the game because of concede
    And <other> wins the game

    Examples:
      | player | other |
      | p1     | p2    |
      | p2     | p1    |

  @clause:24-3d @clause:35-6 @needs:ability
  Scenario Outline: 24-3d Either player may concede while a target is being chosen: <player> concedes
    Given the test cards:
      | id  | category | cost | wt |
      | JAB | skill    | 0    | 2  |
    And the card "JAB" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "JAB" as "j"
    And p2's left lane holds "FILL-01" as "x"
    And p2's right lane holds "FILL-02" as "y"
    When p1 unlocks "j" to play
    Then p1 is asked to choose 1 target among "x" and "y"
    When <player> concedes
    Then <player> loses the game because of concede
    And <other> wins the game

    Examples:
      | player | other |
      | p1     | p2    |
      | p2     | p1    |

  @clause:24-2b @clause:17-14
  Scenario Outline: 24-2b Cores on the lord are in the leader zone and count toward the twelve
    Given the test cards:
      | id   | category | cc | atk | hp |
      | LORD | lord     | 2  | 2   | 2  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's lord area holds "LORD" as "lord" with <lord cores> cores
    And p1's core zone holds 5 active and 2 exhausted cores
    And p1's wait zone I holds no cards and 1 core
    Then p1 counts <before> cores toward the core victory
    When p1 ends the main phase
    Then <result>

    Examples:
      | lord cores | before | result                             |
      | 1          | 10     | the game is not over               |
      | 2          | 11     | p2 loses the game because of cores |

  @clause:24-1 @clause:24-4b @clause:28-1
  Scenario: 24-1 The game ends the moment a player wins: the rest of the end phase is not carried out
    Given the test cards:
      | id     | category | hp |
      | STURDY | minion   | 3  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 9 active and 0 exhausted cores
    And p1's wait zone I holds no cards and 1 core
    And p1's wait zone II holds "FILL-02" as "two" and 2 cores
    And p1's left lane holds "STURDY" as "hurt" with 1 damage
    When p1 ends the main phase
    Then p2 loses the game because of cores
    And p1 wins the game
    And p1's wait zone II holds "two"
    And p1's wait zone II has 2 cores
    And "hurt" has 1 damage
    And no player has a legal action
    When p2 tries to concede
    Then the action is rejected citing clause 24-1

  @clause:24-3a @clause:24-2a @needs:battle
  Scenario Outline: 24-3a In the opponent's turn too, a player whose master's life reaches 0 loses
    Given the test cards:
      | id    | category | atk | hp | wt |
      | OGRE  | minion   | 3   | 2  | 1  |
    And a game on turn 4 in the main phase with p2 to play
    And p2's centre lane holds "OGRE" as "att"
    And p1's life is <life>
    When p2 attacks "p1-master" with "att"
    Then p1's life is <after>
    And <result>
    And <winner>

    Examples:
      | life | after | result                            | winner               |
      | 4    | 1     | the game is not over              | the game is not over |
      | 3    | 0     | p1 loses the game because of life | p2 wins the game     |

  @clause:24-3b @clause:26-5
  Scenario: 24-3b Drawing the last card of the deck is no loss: only a draw from an empty deck is
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "kept"
    And p1's deck holds "FILL-06" as "last" from the top
    When the game is started
    Then p1's deck has 0 cards
    And the game is not over
    When p1 keeps the hand
    Then it is turn 3, p1's main phase
    And the game is not over

  @clause:24-3b @clause:26-2
  Scenario: 24-3b The non-turn player's empty deck costs nothing until their own draw phase, after their core phase
    Given a game on turn 3 in the main phase with p1 to play
    And p2's deck is empty
    Then the game is not over
    When p1 ends the main phase
    Then p2 loses the game because of deck
    And p1 wins the game
    And p2's master has 2 cores
    And p2's hand has 0 cards

  @clause:24-3b @clause:26-5a
  Scenario: 24-3b A card change declared with an empty deck must draw from it, and loses
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "old"
    And p1's deck holds "FILL-06" as "last" from the top
    When the game is started
    And p1 changes "old"
    Then p1 loses the game because of deck

  @clause:24-4a @clause:24-4c
  Scenario Outline: 24-4a When both players meet a condition at once, the turn player's side decides
    Given a game on turn <turn> in the main phase with <turn player> to play
    And p1's master has 2 cores
    And p2's master has 2 cores
    And p1's core zone holds <core zone> active and 0 exhausted cores
    And p2's core zone holds <core zone> active and 0 exhausted cores
    And p1's life is <life>
    And p2's life is <life>
    When the game is started
    Then <turn player> <outcome>
    And <other> <other outcome>

    Examples:
      | turn | turn player | other | core zone | life | outcome                          | other outcome                      |
      | 3    | p1          | p2    | 0         | 0    | loses the game because of life   | wins the game                      |
      | 4    | p2          | p1    | 0         | 0    | loses the game because of life   | wins the game                      |
      | 3    | p1          | p2    | 10        | 20   | wins the game                    | loses the game because of cores    |
      | 4    | p2          | p1    | 10        | 20   | wins the game                    | loses the game because of cores    |

  @clause:24-4c @clause:24-4a
  Scenario Outline: 24-4c The turn player meeting a win and a loss at once loses, on either player's turn
    Given a game on turn <turn> in the main phase with <turn player> to play
    And <turn player>'s master has 2 cores
    And <turn player>'s core zone holds 10 active and 0 exhausted cores
    And <turn player>'s life is 0
    When the game is started
    Then <turn player> loses the game because of life
    And <other> wins the game

    Examples:
      | turn | turn player | other |
      | 3    | p1          | p2    |
      | 4    | p2          | p1    |

  @clause:24-4c @clause:24-4a @clause:24-4b @clause:38-1 @needs:ability
  Scenario Outline: 24-4c An effect bringing both masters to 0 life at once makes the turn player lose, on either player's turn
    Given the test cards:
      | id    | category | cost | wt |
      | QUAKE | skill    | 0    | 2  |
    And the card "QUAKE" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "any", "kinds": ["master"]}, "amount": 3}]
      """
    And a game on turn <turn> in the main phase with <turn player> to play
    And p1's life is 3
    And p2's life is 3
    And <turn player>'s hand holds "QUAKE" as "q"
    When <turn player> unlocks "q" to play
    Then p1's life is 0
    And p2's life is 0
    And <turn player> loses the game because of life
    And <other> wins the game

    Examples:
      | turn | turn player | other |
      | 3    | p1          | p2    |
      | 4    | p2          | p1    |

  @clause:24-4b @needs:action.activate.core_boost
  Scenario Outline: 24-4b The end of the game is checked after every change, not at the end of the phase or the turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds <cores> active and 0 exhausted cores
    When p1 activates Core Boost
    Then p1 counts <after> cores toward the core victory
    And it is turn 3, p1's main phase
    And <result>

    Examples:
      | cores | after | result                             |
      | 10    | 11    | the game is not over               |
      | 11    | 12    | p2 loses the game because of cores |

  @clause:24-4b @clause:39-8 @needs:battle @needs:keyword.impact
  Scenario Outline: 24-4b The check runs right after the damage: a master at 0 life ends the game before the attacker's Impact is used
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 3   | 3  | 2  | impact:1 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's standby zone holds "FILL-01" as "s"
    And p2's life is <life>
    When p1 attacks "p2-master" with "i"
    Then <result>
    And <decision>

    Examples:
      | life | result                            | decision                                 |
      | 3    | p2 loses the game because of life | no decision is pending                   |
      | 4    | the game is not over              | the pending decision is "choose_impact"  |

  @clause:24-2c @clause:24-1 @needs:ability
  Scenario Outline: 24-2c An effect saying "you win" makes its own player win at once: <whose>
    Given the test cards:
      | id     | category | atk | hp | wt | cost |
      | CROWN  | skill    |     |    | 2  | 0    |
      | JAB    | skill    |     |    | 2  | 0    |
      | ORACLE | minion   | 0   | 3  | 2  | 0    |
    And the card "CROWN" has the play-time effects:
      """
      [{"do": "win"}, {"do": "draw", "count": 1}]
      """
    And the card "JAB" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]
      """
    And the card "ORACLE" has the abilities:
      """
      [{"name": "Prophecy", "when": "this", "event": "damaged", "effects": [{"do": "win"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "<card>" as "s"
    And p2's left lane holds "ORACLE" as "o"
    When p1 unlocks "s" to play
    Then <winner> wins the game
    And <loser> loses the game because of effect
    And p1's hand has 0 cards

    Examples:
      | whose                                                  | card  | winner | loser |
      | the turn player's skill                                | CROWN | p1     | p2    |
      | the non-turn player's ability, in the opponent's turn  | JAB   | p2     | p1    |

  @clause:24-3c @clause:24-1 @needs:ability
  Scenario Outline: 24-3c An effect saying "you lose" makes its own player lose at once: <whose>
    Given the test cards:
      | id     | category | atk | hp | wt | cost |
      | DOOM   | skill    |     |    | 2  | 0    |
      | JAB    | skill    |     |    | 2  | 0    |
      | CURSED | minion   | 0   | 3  | 2  | 0    |
    And the card "DOOM" has the play-time effects:
      """
      [{"do": "lose"}, {"do": "draw", "count": 1}]
      """
    And the card "JAB" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]
      """
    And the card "CURSED" has the abilities:
      """
      [{"name": "Curse", "when": "this", "event": "damaged", "effects": [{"do": "lose"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "<card>" as "s"
    And p2's left lane holds "CURSED" as "o"
    When p1 unlocks "s" to play
    Then <loser> loses the game because of effect
    And <winner> wins the game
    And p1's hand has 0 cards

    Examples:
      | whose                                                  | card | winner | loser |
      | the turn player's skill                                | DOOM | p2     | p1    |
      | the non-turn player's ability, in the opponent's turn  | JAB  | p1     | p2    |
