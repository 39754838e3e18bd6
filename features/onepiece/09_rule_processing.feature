Feature: Chapter 9 - rule processing
  The defeat check runs by itself as soon as a defeat condition arises, even in the middle
  of an effect, and every player meeting a condition at that moment loses.

  @clause:9-1-2 @clause:1-2-2-2
  @needs:timing.on_play @needs:ability.draw @needs:ability.add_don
  Scenario Outline: 9-1-2 The defeat check interrupts an effect at the moment the deck runs out
    Given the test cards:
      | id       | category  | cost | power |
      | C-GREEDY | character | 1    | 1000  |
    And card "C-GREEDY" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "draw", "count": 1}, {"kind": "add_don", "count": 1}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-GREEDY" as "greedy"
    And p1's deck holds <cards>
    And p1's cost area holds 1 active DON!!
    And p1's DON!! deck holds 5 DON!!
    When p1 plays "greedy"
    Then <outcome>
    And p1's hand has 1 card
    And p1's DON!! deck has <don deck> DON!!
    And p1's cost area has <active> active and 1 rested DON!!

    Examples:
      | cards              | outcome                           | don deck | active |
      | 1 card of "C-ONE"  | p1 loses the game because of deck | 5        | 0      |
      | 2 cards of "C-ONE" | the game is not over              | 4        | 1      |

  @clause:9-1-2 @clause:9-2-1-1
  Scenario: 9-1-2 The defeat check runs without any player acting once a leader is damaged at no life
    Given a game on turn 3 in the main phase with p1 to play
    And "p1-leader" is attacking "p2-leader", at the start of the damage step
    And p2's life area is empty
    When the game is started
    Then p2 loses the game because of life
    And p1 wins the game
    And no decision is pending

  @clause:9-2-1 @clause:1-2-1-1-2
  Scenario: 9-2-1 Both players losing at the same check both lose, and nobody wins
    Given a game on turn 3 in the main phase with p1 to play
    And p1's deck is empty
    And p2's deck is empty
    When the game is started
    Then both players lose the game because of deck
    And the log has the event:
      """
      {"event": "game_over", "winner": null, "losers": ["p1", "p2"], "draw": false}
      """
    And the log has the event:
      """
      {"event": "lose", "player": "p1", "reason": "deck"}
      """
    And the log has the event:
      """
      {"event": "lose", "player": "p2", "reason": "deck"}
      """

  @clause:9-2-1
  Scenario Outline: 9-2-1 Only the players meeting a defeat condition lose
    Given a game on turn 3 in the main phase with p1 to play
    And p1's deck holds <p1 deck>
    And p2's deck holds <p2 deck>
    When the game is started
    Then <loser> loses the game because of deck
    And <winner> wins the game
    And the log has exactly 0 events like:
      """
      {"event": "lose", "player": "<winner>"}
      """

    Examples:
      | p1 deck            | p2 deck            | loser | winner |
      | 1 card of "C-ONE"  | 0 cards of "C-ONE" | p2    | p1     |
      | 0 cards of "C-ONE" | 1 card of "C-ONE"  | p1    | p2     |

  @clause:9-2-1-1 @clause:10-1-2-1 @clause:10-1-3-1
  @needs:keyword.double_attack @needs:keyword.banish
  Scenario Outline: 9-2-1-1 A leader damaged while its player has no life meets the defeat condition
    Given the test cards:
      | id       | category  | cost | power | keywords   |
      | C-STRIKE | character | 3    | 6000  | <keywords> |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-STRIKE" as "striker"
    And p2's life area is empty
    When p1 attacks "p2-leader" with "striker"
    And p2 passes the counter step
    Then p2 loses the game because of life
    And p1 wins the game
    And the log has the event:
      """
      {"event": "lose", "player": "p2", "reason": "life"}
      """

    Examples:
      | keywords      |
      | -             |
      | Double Attack |
      | Banish        |

  @clause:9-2-1-1 @clause:7-1-4-1-2
  Scenario: 9-2-1-1 Without damage to the leader no life left is no defeat condition
    Given the test cards:
      | id       | category  | cost | power |
      | C-STRIKE | character | 3    | 6000  |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has a character "C-STRIKE" as "striker"
    And p2 has a character "C-A" as "victim", rested
    And p2's life area is empty
    When p1 attacks "victim" with "striker"
    And p2 passes the counter step
    Then the log shows a K.O. of "victim" by battle
    And the game is not over
    When the game is played on until p2's main phase
    Then the game is not over
    And p2's life area is empty

  @clause:9-2-1-2 @clause:7-1-3-2-2
  @needs:timing.counter @needs:ability.draw
  Scenario Outline: 9-2-1-2 The non-turn player emptying their deck during the battle loses at once
    Given the test cards:
      | id       | category | cost |
      | E-DIG    | event    | 1    |
    And card "E-DIG" has the ability:
      """
      {"timing": "counter", "effects": [{"kind": "draw", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And "p1-leader" is attacking "p2-leader", at the start of the counter step
    And p2's hand holds "E-DIG" as "dig"
    And p2's deck holds <cards>
    And p2's cost area holds 1 active DON!!
    And p2 also holds a spare counter card "spare"
    When p2 counters with "dig"
    Then <outcome>
    And p2's hand has 3 cards
    And p2's deck has <left> cards

    Examples:
      | cards              | outcome                           | left |
      | 2 cards of "C-ONE" | p2 loses the game because of deck | 0    |
      | 3 cards of "C-ONE" | the game is not over              | 1    |

  @clause:9-2-1-2
  Scenario: 9-2-1-2 The defeat check reads the deck of the non-turn player too, not only the turn player's
    Given a game on turn 4 in the end phase with p2 to play
    And p1's deck is empty
    And p2's deck holds 3 cards of "C-ONE"
    When the game is started
    Then p1 loses the game because of deck
    And p2 wins the game
