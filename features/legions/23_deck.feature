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
  Scenario Outline: 23-2d A class-exclusive card needs both its colours among the master's: one of the two is not enough
    Given the test cards:
      | id   | category | colors       | cost |
      | RW2  | minion   | red, white   | 2    |
      | WR2  | minion   | white, red   | 2    |
      | BG2  | minion   | black, green | 2    |
      | RG2  | minion   | red, green   | 2    |
      | BW2  | minion   | black, white | 2    |
      | G1   | minion   | green        | 1    |
    And a fresh game with seed 1
    And p1's main deck holds "<card>" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | card | verdict                      |
      | RW2  | accepted                     |
      | WR2  | accepted                     |
      | BG2  | rejected citing clause 23-2d |
      | RG2  | rejected citing clause 23-2d |
      | BW2  | rejected citing clause 23-2d |
      | G1   | accepted                     |

  @clause:23-2e @needs:setup.restrictions
  Scenario Outline: 23-2e A banned name is refused in either player's deck and in every printing, but a longer name is another card
    Given the test cards:
      | id    | name                | category |
      | R1    | Red Soldier         | minion   |
      | R1-B  | Red Soldier         | minion   |
      | R1-C  | Red Soldier Captain | minion   |
    And a fresh game with seed 1
    And the regulation bans "Red Soldier"
    And <player>'s main deck holds "<card>" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | player | card | verdict                      |
      | p1     | R1   | rejected citing clause 23-2e |
      | p2     | R1-B | rejected citing clause 23-2e |
      | p1     | R1-C | accepted                     |

  @clause:23-2f @needs:setup.restrictions
  Scenario Outline: 23-2f A limit counts the cards of that exact name in one deck, every printing together
    Given the test cards:
      | id    | name                | category |
      | R1    | Red Soldier         | minion   |
      | R1-B  | Red Soldier         | minion   |
      | R1-C  | Red Soldier Captain | minion   |
    And a fresh game with seed 1
    And the regulation limits "Red Soldier" to 1 copy
    And p1's main deck holds <p1 cards> and fillers
    And p2's main deck holds <p2 cards> and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | p1 cards              | p2 cards | verdict                      |
      | "R1"                  | "R1"     | accepted                     |
      | "R1" and "R1-B"       | nothing  | rejected citing clause 23-2f |
      | nothing               | 2 copies of "R1-B" | rejected citing clause 23-2f |
      | "R1" and 3 copies of "R1-C" | nothing | accepted              |

  @clause:23-2g @needs:setup.restrictions
  Scenario Outline: 23-2g Names restricted from joint use may not share a deck, though each may be used alone or by the other player
    Given the test cards:
      | id    | name                | category | colors |
      | R1    | Red Soldier         | minion   | red    |
      | R1-C  | Red Soldier Captain | minion   | red    |
      | G1    | Green Archer        | minion   | green  |
    And a fresh game with seed 1
    And the regulation forbids "Red Soldier" and "Green Archer" in the same deck
    And p1's main deck holds <p1 cards> and fillers
    And p2's main deck holds <p2 cards> and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | p1 cards                | p2 cards        | verdict                      |
      | "R1" and "G1"           | nothing         | rejected citing clause 23-2g |
      | nothing                 | "G1" and "R1"   | rejected citing clause 23-2g |
      | 3 copies of "R1"        | 3 copies of "G1" | accepted                    |
      | "R1-C" and "G1"         | nothing         | accepted                     |

  @clause:23-2g @needs:setup.restrictions
  Scenario Outline: 23-2g The master card is part of the deck a joint-use restriction reads
    Given the test cards:
      | id    | name          | category | colors     |
      | M-JNT | Joint Master  | master   | red, white |
      | R1    | Red Soldier   | minion   | red        |
    And a fresh game with seed 1
    And the regulation forbids "Joint Master" and "Red Soldier" in the same deck
    And p1's master is "M-JNT"
    And <player>'s main deck holds "R1" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | player | verdict                      |
      | p1     | rejected citing clause 23-2g |
      | p2     | accepted                     |

  @clause:23-3a @clause:23-2e @needs:setup.restrictions
  Scenario Outline: 23-3a A banned master card makes the deck illegal: the master is part of the deck
    Given the test cards:
      | id    | name          | category | colors     |
      | M-BAN | Banned Master | master   | red, white |
    And a fresh game with seed 1
    And the regulation bans "Banned Master"
    And <player>'s master is "M-BAN"
    When the players try to start the game
    Then the action is rejected citing one of the clauses 23-2e or 23-3a

    Examples:
      | player |
      | p1     |
      | p2     |

  @clause:23-3b @clause:23-2f @needs:setup.restrictions
  Scenario Outline: 23-3b A card limited to one copy may appear once, never twice
    Given the test cards:
      | id    | name        | category |
      | R1    | Red Soldier | minion   |
    And a fresh game with seed 1
    And the regulation limits "Red Soldier" to 1 copy
    And p2's main deck holds <count> copies of "R1" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | count | verdict                                           |
      | 1     | accepted                                          |
      | 2     | rejected citing one of the clauses 23-2f or 23-3b |

  @clause:23-3c @clause:23-2f @needs:setup.restrictions
  Scenario Outline: 23-3c A card limited to two copies may appear twice, never three times
    Given the test cards:
      | id    | name        | category |
      | R1    | Red Soldier | minion   |
      | R1-B  | Red Soldier | minion   |
    And a fresh game with seed 1
    And the regulation limits "Red Soldier" to 2 copies
    And p1's main deck holds <cards> and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | cards                          | verdict                                           |
      | 2 copies of "R1"               | accepted                                          |
      | 3 copies of "R1"               | rejected citing one of the clauses 23-2f or 23-3c |
      | 2 copies of "R1" and "R1-B"    | rejected citing one of the clauses 23-2f or 23-3c |
