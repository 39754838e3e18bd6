Feature: 1 Game outline
  Two players; a player whose captain is incapacitated or whose deck area is empty loses at the next rule
  processing, both at once is a draw, and a concession ends the game at once.

  @clause:1-1-1
  Scenario: 1-1-1 A game has exactly two players, p1 and p2
    Given a fresh game with seed 3
    When the game is started
    Then the game has exactly the players p1 and p2

  @clause:1-2-2-1 @clause:1-2-1 @clause:1-2-2 @clause:9-4-1-3
  Scenario: 1-2-2-1 A player whose captain is incapacitated loses at the next rule processing, and the opponent wins
    Given a game on turn 3 in the main phase with p1 to play
    And p2's captain is incapacitated
    When the game is started
    Then p2 loses the game because of captain
    And p1 wins the game

  @clause:1-2-2-1 @clause:1-2-2
  Scenario: 1-2-2-1 The turn player's own incapacitated captain loses the game too
    Given a game on turn 3 in the main phase with p1 to play
    And p1's captain is incapacitated
    When the game is started
    Then p1 loses the game because of captain
    And p2 wins the game

  @clause:1-2-2-2 @clause:1-2-2 @clause:9-4-1-4
  Scenario: 1-2-2-2 A player with no cards in the deck area loses at the next rule processing, without having to draw
    Given a game on turn 3 in the main phase with p1 to play
    And p2's deck holds 0 cards
    When the game is started
    Then p2 loses the game because of deck
    And p1 wins the game

  @clause:1-2-2-2 @clause:6-2-6
  Scenario Outline: 1-2-2-2 Drawing the last cards loses at the checkpoint after the draw; one card left does not
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds <deck> cards
    When the game is started
    Then <result>

    Examples:
      | deck | result                          |
      | 2    | p1 loses the game because of deck |
      | 3    | p1 loses the game because of deck |
      | 4    | the game is not over            |

  @clause:1-2-3 @clause:1-2-2-1
  Scenario: 1-2-3 Both captains incapacitated at once make the game a draw
    Given a game on turn 3 in the main phase with p1 to play
    And p1's captain is incapacitated
    And p2's captain is incapacitated
    When the game is started
    Then the game is a draw because of captain

  @clause:1-2-3 @clause:1-2-2-1 @clause:1-2-2-2
  Scenario Outline: 1-2-3 One player's incapacitated captain and the other's empty deck at once are a draw
    Given a game on turn 3 in the main phase with p1 to play
    And <captain>'s captain is incapacitated
    And <deck>'s deck holds 0 cards
    When the game is started
    Then the game is a draw

    Examples:
      | captain | deck |
      | p1      | p2   |
      | p2      | p1   |

  @clause:1-2-3 @clause:1-2-2-1 @clause:1-2-2-2
  Scenario: 1-2-3 One player meeting both loss conditions is no draw: that player loses
    Given a game on turn 3 in the main phase with p1 to play
    And p2's captain is incapacitated
    And p2's deck holds 0 cards
    When the game is started
    Then p2 loses the game
    And p1 wins the game

  @clause:1-2-4
  Scenario: 1-2-4 The non-turn player may concede in the opponent's turn and loses at once
    Given a game on turn 3 in the main phase with p1 to play
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game

  @clause:1-2-4
  Scenario: 1-2-4 A concession during the setup ends the game at once, before any rule processing
    Given a fresh game with seed 3
    When p2 concedes
    Then p2 loses the game because of concede
    And the log does not have the event:
      """
      {"event": "turn_start"}
      """

  @clause:1-3-2 @clause:6-2-5
  Scenario: 1-3-2 Drawing two from a deck of one draws the one; the second draw is simply not done
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds 1 card
    And p1's hand holds 0 cards
    When the game is started
    Then p1's hand holds 1 card
    And p1 loses the game because of deck

  @clause:1-2-1 @clause:1-2-2-2
  Scenario: 1-2-1 The game ends when a player loses: the opponent, who has not lost, wins and nothing more is asked
    Given a game on turn 5 in the main phase with p2 to play
    And p1's deck holds 0 cards
    When the game is started
    Then p1 loses the game
    And p2 wins the game
    And no player has a legal action

  @clause:1-2-2 @clause:6-2-2
  Scenario: 1-2-2 A loss condition is applied at the next rule processing: the start phase's first checkpoint, before the draw
    Given a game on turn 4 in the start phase with p1 to play
    And p1's captain is incapacitated
    And p1's hand holds 0 cards
    When the game is started
    Then p1 loses the game because of captain
    And p1's hand holds 0 cards

  @clause:1-3-4 @clause:5-2-1-7
  Scenario: 1-3-4 When both players choose a captain, the first player, who takes the first turn, chooses first
    Given the test cards:
      | id      | name             | character | kind    | rank | gender | hp | atk |
      | CPT-M0B | Gran (Male) Alt. | Gran      | captain | 0    | male   | 6  | 2   |
      | CPT-F0B | Djeeta Alt.      | Djeeta    | captain | 0    | female | 6  | 2   |
    And a fresh game with seed 5
    And p1's captain deck is "CPT-M0" and "CPT-M0B"
    And p2's captain deck is "CPT-F0" and "CPT-F0B"
    When the first player keeps the hand
    And the second player keeps the hand
    Then the pending decision is "choose_captain" for the first player
