Feature: 22 Decks
  A deck is a master card together with a main deck, both following the regulation the two players agree
  on; each player brings one, and a deck whose master is not a master card is no deck.

  Background:
    Given the test cards:
      | id   | category | cost | atk | hp | wt |
      | MIN  | minion   | 1    | 2   | 3  | 2  |

  @clause:22-1 @clause:23-2a
  Scenario Outline: 22-1 Each player's deck has a master card beside the main deck
    Given a fresh game with seed 1
    And <player>'s master is "<master>"
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | player | master | verdict                                         |
      | p1     | MIN    | rejected citing one of the clauses 22-1 or 23-2a |
      | p2     | MIN    | rejected citing one of the clauses 22-1 or 23-2a |
      | p2     | M-RW   | accepted                                        |
