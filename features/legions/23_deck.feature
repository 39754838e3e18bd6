Feature: 23 Building a deck
  A deck is one master and a main deck of exactly 40 cards, at most three of a name, no master in the
  main deck, nothing class-exclusive to another class, and the regulation's lists respected. A deck that
  breaks a rule is refused when the game is started, and no game begins.

  @clause:23-2a
  Scenario Outline: 23-2a The main deck has exactly 40 cards beside the master
    Given a fresh game with seed 1
    And p1's main deck has <size> cards
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | size | verdict                          |
      | 39   | rejected citing clause 23-2a     |
      | 40   | accepted                         |
      | 41   | rejected citing clause 23-2a     |

  @clause:23-2b
  Scenario: 23-2b A master card cannot be part of the main deck
    Given the test cards:
      | id     | category | colors     |
      | M-TWO  | master   | red, white |
    And a fresh game with seed 1
    And p2's main deck holds "M-TWO" and fillers
    When the players try to start the game
    Then the action is rejected citing clause 23-2b

  @clause:23-2c @clause:14-2
  Scenario Outline: 23-2c At most three cards of one name, counted by name across printings
    Given the test cards:
      | id    | name        | category | cost | atk | hp | wt |
      | R1    | Red Soldier | minion   | 1    | 2   | 3  | 2  |
      | R1-B  | Red Soldier | minion   | 1    | 2   | 3  | 2  |
    And a fresh game with seed 1
    And p1's main deck holds <cards> and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | cards                                       | verdict                      |
      | 3 copies of "R1"                            | accepted                     |
      | 4 copies of "R1"                            | rejected citing clause 23-2c |
      | 2 copies of "R1" and 1 copies of "R1-B"     | accepted                     |
      | 2 copies of "R1" and 2 copies of "R1-B"     | rejected citing clause 23-2c |

  @clause:23-2d
  Scenario Outline: 23-2d A class-exclusive card must belong to the master's class
    Given the test cards:
      | id   | category | colors       | cost |
      | RW2  | minion   | red, white   | 2    |
      | BG2  | minion   | black, green | 2    |
      | G1   | minion   | green        | 1    |
    And a fresh game with seed 1
    And p1's main deck holds "<card>" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | card | verdict                      |
      | RW2  | accepted                     |
      | BG2  | rejected citing clause 23-2d |
      | G1   | accepted                     |
