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

  @clause:1-2-5 @needs:effect.activated
  Scenario Outline: 1-2-5 An effect that makes a player win or lose ends the game at once, during the effect: its draw after is never done
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | ORACLE | crew | Oracle    | 0    | 3  | 1   |
    And the card "ORACLE" has the effects:
      """
      [{"name": "Verdict", "kind": "activated", "result": "<result>", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ORACLE" as "oracle"
    And p1's hand holds nothing
    When p1 activates "Verdict" of "oracle" resting nothing
    Then <winner> wins the game
    And <loser> loses the game because of effect
    And p1's hand holds 0 cards
    And p1's deck holds 10 cards

    Examples:
      | result         | winner | loser |
      | master_wins    | p1     | p2    |
      | master_loses   | p2     | p1    |
      | opponent_loses | p1     | p2    |

  @clause:1-2-4-1 @clause:1-2-4 @needs:effect.continuous
  Scenario: 1-2-4-1 A card forbidding its opponent to concede does not stop a concession
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | JAILER | crew | Jailer    | 0    | 3  | 1   |
    And the card "JAILER" has the effects:
      """
      [{"name": "No Surrender", "kind": "continuous", "prohibit": "opponent_concede"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "JAILER" as "jailer"
    Then the legal actions include:
      """
      {"type": "concede", "player": "p2"}
      """
    When p2 concedes
    Then p2 loses the game because of concede
    And p1 wins the game

  @clause:1-2-4-1 @clause:1-2-4 @needs:effect.replacement
  Scenario: 1-2-4-1 A replacement that keeps its master from losing does not replace a concession
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | WARD   | crew | Ward      | 0    | 3  | 1   |
    And the card "WARD" has the effects:
      """
      [{"name": "Last Stand", "kind": "replacement", "no_loss": true}]
      """
    And a game on turn 3 in the main phase with p2 to play
    And p1 has the crew "WARD" as "ward"
    When p1 concedes
    Then p1 loses the game because of concede
    And p2 wins the game

  @clause:1-2-4-1 @clause:1-3-1 @clause:1-2-2-2 @needs:effect.replacement
  Scenario: 1-2-4-1 The same replacement does keep its master from losing by an empty deck: only the concession is beyond it
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | WARD   | crew | Ward      | 0    | 3  | 1   |
    And the card "WARD" has the effects:
      """
      [{"name": "Last Stand", "kind": "replacement", "no_loss": true}]
      """
    And a game on turn 3 in the main phase with p2 to play
    And p1 has the crew "WARD" as "ward"
    And p1's deck holds 0 cards
    When the game is started
    Then the game is not over
    And the pending decision is "main" for p2

  @clause:1-3-1 @clause:7-2-1-3-1-2 @needs:battle @needs:effect.continuous
  Scenario: 1-3-1 Card text beats the rule it contradicts: a crew allowed to attack the captain does so past the opponent's crew, another crew may not
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | RAIDER | crew | Raider    | 0    | 3  | 1   |
      | PLAIN  | crew | Plain     | 0    | 3  | 1   |
    And the card "RAIDER" has the effects:
      """
      [{"name": "Over the Wall", "kind": "continuous", "attack_captain": true}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "RAIDER" as "raider"
    And p1 has the crew "PLAIN" as "plain"
    And p2 has the crew "PLAIN" as "guard"
    When p1 tries to attack "p2-captain" with "plain"
    Then the action is rejected citing clause 7-2-1-3-1-2
    When p1 attacks "p2-captain" with "raider"
    Then the battle has the attack cards "raider" against "p2-captain"

  @clause:1-3-2-2 @clause:4-8-3 @needs:effect.activated
  Scenario Outline: 1-3-2-2 An effect drawing <n> cards does nothing: no card goes back from the hand to the deck
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | TAKER  | crew | Taker     | 0    | 3  | 1   |
    And the card "TAKER" has the effects:
      """
      [{"name": "Take", "kind": "activated", "draw": <n>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "TAKER" as "taker"
    And p1's hand holds 2 cards
    When p1 activates "Take" of "taker" resting nothing
    Then p1's hand holds 2 cards
    And p1's deck holds 10 cards

    Examples:
      | n  |
      | 0  |
      | -1 |
      | -2 |

  @clause:1-3-5 @needs:effect.activated
  Scenario Outline: 1-3-5 A number chosen must be a whole number from 0 up: <number> is refused and nothing changes
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | PICKER | crew | Picker    | 0    | 3  | 1   |
    And the card "PICKER" has the effects:
      """
      [{"name": "Pick", "kind": "activated", "draw_chosen": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "PICKER" as "picker"
    And p1's hand holds nothing
    When p1 activates "Pick" of "picker" resting nothing
    Then the pending decision is "choose_number" for p1
    When p1 tries the action:
      """
      {"type": "choose_number", "number": <number>}
      """
    Then the action is rejected citing clause 1-3-5

    Examples:
      | number |
      | -1     |
      | 1.5    |
      | 0.5    |

  @clause:1-3-5 @needs:effect.activated
  Scenario Outline: 1-3-5 The whole numbers 0 and up are chosen: choosing <number> draws that many
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | PICKER | crew | Picker    | 0    | 3  | 1   |
    And the card "PICKER" has the effects:
      """
      [{"name": "Pick", "kind": "activated", "draw_chosen": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "PICKER" as "picker"
    And p1's hand holds nothing
    When p1 activates "Pick" of "picker" resting nothing
    And p1 takes the action:
      """
      {"type": "choose_number", "number": <number>}
      """
    Then p1's hand holds <number> cards
    And the pending decision is "main" for p1

    Examples:
      | number |
      | 0      |
      | 2      |

  @clause:1-3-2-1 @needs:effect.activated @needs:effect.automatic
  Scenario Outline: 1-3-2-1 Resting a card already rested does not happen again, so its "becomes rested" trigger stays silent; resting an active one triggers it
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SENTRY | crew | Sentry    | 0    | 3  | 1   |
    And the card "SENTRY" has the effects:
      """
      [
        {"name": "Kneel", "kind": "activated", "rest_self": true},
        {"name": "Watchful", "kind": "automatic", "trigger": "rested", "draw": 1}
      ]
      """
    And a game on turn 3 in the main phase with p1 to play
    And <sentry>
    When p1 activates "Kneel" of "sentry" resting nothing
    Then "sentry" is rested
    And p1's deck holds <deck> cards

    Examples:
      | sentry                                      | deck |
      | p1 has the crew "SENTRY" as "sentry" resting | 10   |
      | p1 has the crew "SENTRY" as "sentry"         | 9    |

  @clause:1-2-5 @clause:4-3-3-3 @needs:effect.automatic
  Scenario: 1-2-5 The non-turn player's automatic effect makes its master win in the opponent's turn, at once: its draw after is never done
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | ORACLE | crew | Oracle    | 0    | 3  | 1   |
      | ANNA   | crew | Anna      | 0    | 3  | 1   |
    And the card "ORACLE" has the effects:
      """
      [{"name": "Prophecy", "kind": "automatic", "trigger": "crew_enters", "result": "master_wins", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2 has the crew "ORACLE" as "oracle"
    And p1's hand holds "ANNA" as "anna"
    When p1 enters the crew "anna"
    Then p2 wins the game
    And p1 loses the game because of effect
    And p2's hand holds 0 cards
