Feature: 3 Winning and losing the game
  At an automatic check timing a player with no Main Character on the battlefield, or with no card in the deck and
  none in the retreat area, loses and the other player wins at once; both losing at one check timing is a draw.

  @clause:3.1 @clause:3.1.1 @clause:9.4
  Scenario: 3.1.1 A player with no Main Character on the battlefield loses and the other wins
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When the game is started
    Then p2 loses the game because of main_character
    And p1 wins the game
    And no player has a legal action

  @clause:3.1.1
  Scenario: 3.1.1 A Main Character in the back line is on the battlefield
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has no Main Character
    And p1 has the unit "MARTH" as "marth" in the back line, as the Main Character
    When the game is started
    Then the game is not over

  @clause:3.1.2 @clause:11.3.1.1
  Scenario: 3.1.2 A player with no card in the deck nor the retreat area loses
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds nothing
    When the game is started
    Then p2 loses the game because of deck
    And p1 wins the game

  @clause:3.1.2 @clause:11.3.1
  Scenario: 3.1.2 An empty deck with cards in the retreat area loses nothing: the retreat area becomes the deck
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds nothing
    And p2's retreat area holds 3 cards
    When the game is started
    Then the game is not over
    And p2's deck holds 3 cards
    And p2's retreat area holds 0 cards

  @clause:3.2
  Scenario: 3.2 Both players losing at one check timing is a draw
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's deck holds nothing
    And p2 has no Main Character
    When the game is started
    Then the game is a draw
    And no player has a legal action

  @clause:3.1 @clause:7.2.1
  Scenario: 3.1 A sole loser loses at the check timing and the game ends at once, in the middle of a phase
    Given the test cards:
      | id     | name         | unit | cost | cc cost |
      | ROY-1  | Roy, cadet   | Roy  | 1    |         |
      | ROY-CC | Roy, general | Roy  | 4    | 2       |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1's deck holds "FILL-03" as "last card"
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general" and "FILL-00" as "scout"
    When p1 levels up "roy" with "general"
    Then p1 loses the game because of deck
    And p2 wins the game
    And no decision is pending
