Feature: 08 Life
  Each master starts with 20 life. Life never goes below 0, and a player whose master's life is 0 loses
  at once, in either player's turn. Life gained past 20 stops at 20 the moment it is gained.

  Background:
    Given the test cards:
      | id    | category | atk | hp |
      | BIG   | minion   | 5   | 5  |
      | HUGE  | minion   | 9   | 5  |

  @clause:08-1 @clause:24-3a @clause:24-4b
  Scenario Outline: 08-1 A player whose master has 0 life loses, whoever's turn it is; 1 life is not yet a loss
    Given a game on turn 3 in the main phase with p1 to play
    And <player>'s life is <life>
    When the game is started
    Then <result>

    Examples:
      | player | life | result                             |
      | p1     | 0    | p1 loses the game because of life  |
      | p1     | 1    | the game is not over               |
      | p2     | 0    | p2 loses the game because of life  |
      | p2     | 1    | the game is not over               |

  @clause:08-1 @clause:24-1 @needs:battle
  Scenario: 08-1 The loss comes at once when the life reaches 0: the turn player cannot act afterwards
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BIG" as "att"
    And p2's life is 5
    When p1 attacks "p2-master" with "att"
    Then p2 loses the game because of life
    And p1 wins the game
    And no player has a legal action
    When p1 tries to end the main phase
    Then the action is rejected citing clause 24-1

  @clause:08-3 @clause:25-5
  Scenario Outline: 08-3 Both players begin the first turn with exactly 20 life, whoever goes first
    Given a fresh game with seed 4
    When the chooser chooses to go <order>
    And the game is played on until the pending decision is "main"
    Then <first> is the first player
    And p1's life is 20
    And p2's life is 20

    Examples:
      | order  | first            |
      | first  | the chooser      |
      | second | the other player |

  @clause:08-5 @needs:battle
  Scenario Outline: 08-5 Damage beyond the remaining life leaves it at 0, never below
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<attacker>" as "att"
    And p2's life is <life>
    When p1 attacks "p2-master" with "att"
    Then p2's life is 0
    And the log has the event:
      """
      {"event": "life", "player": "p2", "life": 0, "change": <change>}
      """
    And p2 loses the game because of life

    Examples:
      | attacker | life | change |
      | BIG      | 5    | -5     |
      | BIG      | 2    | -2     |
      | HUGE     | 1    | -1     |

  @clause:08-4 @clause:38-2 @needs:ability
  Scenario Outline: 08-4 Life is capped at 20 the moment it is gained, so the excess cannot absorb later damage (from <life>)
    Given the test cards:
      | id   | category | wt | cost |
      | MEND | skill    | 2  | 0    |
    And the card "MEND" has the play-time effects:
      """
      [{"do": "gain_life", "amount": 5},
       {"do": "damage", "target": {"select": "all", "side": "self", "kinds": ["master"]}, "amount": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is <life>
    And p1's hand holds "MEND" as "m"
    When p1 unlocks "m" to play
    Then p1's life is <after>

    Examples:
      | life | after |
      | 14   | 16    |
      | 15   | 17    |
      | 16   | 17    |
      | 20   | 17    |
