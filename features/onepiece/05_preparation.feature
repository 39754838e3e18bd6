Feature: Chapter 5 - preparing the game
  The deck checks made when the decks are presented, shuffling, the random choice of who
  decides the turn order, opening hands and mulligans, the life cards and the first turn.

  @clause:5-1-1 @clause:5-2-1-7
  Scenario: 5-1-1 Each player plays with the leader, deck and DON!! deck they brought
    Given a fresh game with seed 3
    When the player choosing the turn order chooses to go first
    And the first player keeps the opening hand
    And the second player keeps the opening hand
    Then p1's leader area holds "L-P1", active
    And p2's leader area holds "L-P2", active
    And p1's deck, hand and life area hold exactly the cards of the deck p1 presented
    And p2's deck, hand and life area hold exactly the cards of the deck p2 presented
    And p1's trash is empty
    And p2's trash is empty

  @clause:5-1-2
  Scenario Outline: 5-1-2 A deck must hold exactly 50 cards
    Given a fresh game with seed 1
    And <player>'s deck has <size> cards
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2

    Examples:
      | player | size |
      | p1     | 49   |
      | p1     | 51   |
      | p2     | 49   |
      | p2     | 51   |

  @clause:5-1-2
  Scenario Outline: 5-1-2 A DON!! deck must hold exactly 10 DON!!
    Given a fresh game with seed 1
    And <player>'s DON!! deck holds <don> DON!!
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2

    Examples:
      | player | don |
      | p1     | 9   |
      | p1     | 11  |
      | p2     | 9   |
      | p2     | 11  |

  @clause:5-1-2
  Scenario: 5-1-2 A leader, 50 cards and 10 DON!! make a legal game
    Given a fresh game with seed 1
    And p1's deck has 50 cards
    And p1's DON!! deck holds 10 DON!!
    When the players try to start the game
    Then the action is accepted
    And the pending decision is "choose_turn_order" for the choosing player
    And p1's deck has 50 cards
    And p2's deck has 50 cards
    And p1's DON!! deck has 10 DON!!
    And p2's DON!! deck has 10 DON!!

  @clause:5-1-2
  Scenario: 5-1-2 The leader card must be a leader
    Given a fresh game with seed 1
    And p1's leader is "P1-20"
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2

  @clause:5-1-2-1
  Scenario Outline: 5-1-2-1 A leader or DON!! card cannot be one of the 50 cards of the deck
    Given the test cards:
      | id       | category | colors |
      | L-EXTRA  | leader   | red    |
      | D-DON    | don      |        |
    And a fresh game with seed 1
    And p1's deck has 1 copies of "<card>"
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2-1

    Examples:
      | card    |
      | L-EXTRA |
      | D-DON   |

  @clause:5-1-2-1
  Scenario: 5-1-2-1 Characters, events and stages together make a legal deck
    Given the test cards:
      | id    | category | colors | cost |
      | E-RED | event    | red    | 1    |
      | S-RED | stage    | red    | 1    |
    And a fresh game with seed 1
    And p1's deck holds 4 cards of "E-RED", 4 cards of "S-RED", 4 cards of "P1-01", 4 cards of "P1-02", 4 cards of "P1-03", 4 cards of "P1-04", 4 cards of "P1-05", 4 cards of "P1-06", 4 cards of "P1-07", 4 cards of "P1-08", 4 cards of "P1-09", 4 cards of "P1-10" and 2 cards of "P1-11"
    When the players try to start the game
    Then the action is accepted
    And p1's deck has 50 cards
    And p1's deck contains "E-RED"
    And p1's deck contains "S-RED"

  @clause:5-1-2-2
  Scenario Outline: 5-1-2-2 A card sharing no color with the leader cannot be in the deck
    Given a fresh game with seed 1
    And <player>'s deck holds a card of a color its leader does not have
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2-2

    Examples:
      | player |
      | p1     |
      | p2     |

  @clause:5-1-2-2
  Scenario Outline: 5-1-2-2 A card sharing at least one color with the leader may be in the deck
    Given the test cards:
      | id        | category  | colors   |
      | L-<lead>  | leader    | <leader> |
      | C-<multi> | character | <card>   |
    And a fresh game with seed 1
    And p1's leader is "L-<lead>"
    And p1's deck has 4 copies of "C-<multi>"
    When the players try to start the game
    Then the action is accepted

    Examples:
      | lead | leader      | multi | card        |
      | RED  | red         | RG    | red, green  |
      | RG   | red, green  | GREEN | green       |
      | RG   | red, green  | GB    | green, blue |

  @clause:5-1-2-3
  Scenario Outline: 5-1-2-3 At most four cards of one card number may be in the deck
    Given a fresh game with seed 1
    And p1's deck has <copies> copies of "P1-01"
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | copies | verdict                   |
      | 4      | accepted                  |
      | 5      | rejected citing clause 5-1-2-3 |

  @clause:5-2-1-1 @clause:5-1-2
  Scenario: 5-2-1-1 The deck rules are checked only when the deck is presented, not once the game runs
    Given a fresh game with seed 5
    When the player choosing the turn order chooses to go first
    And the first player keeps the opening hand
    And the second player keeps the opening hand
    Then it is turn 1 of the first player, in the main phase
    And the first player's deck has 40 cards
    And the second player's deck has 40 cards
    And the game is not over

  @clause:5-2-1-2
  Scenario: 5-2-1-2 Both decks are shuffled before the game
    Given a fresh game with seed 2
    When the game is started
    Then p1's deck holds the cards it presented in a new order
    And p2's deck holds the cards it presented in a new order
    And p1's hand is empty
    And p2's hand is empty
    And the log has the event:
      """
      {"event": "shuffle", "player": "p1"}
      """
    And the log has the event:
      """
      {"event": "shuffle", "player": "p2"}
      """

  @clause:5-2-1-3
  Scenario: 5-2-1-3 Both leaders are in their leader areas before the turn order is chosen
    Given the test cards:
      | id     | category | colors | life |
      | L-RED4 | leader   | red    | 4    |
    And a fresh game with seed 4
    And p1's leader is "L-RED4"
    When the game is started
    Then the pending decision is "choose_turn_order" for the choosing player
    And p1's leader area holds "L-RED4", active
    And p2's leader area holds "L-P2", active

  @clause:5-2-1-4
  Scenario: 5-2-1-4 The player who decides the turn order is drawn at random
    Given a fresh game with seed 1
    When the game is started
    Then the pending decision is "choose_turn_order" for the choosing player
    And over the seeds 1 to 20 each player is drawn at least once to choose the turn order

  @clause:5-2-1-4-1
  Scenario: 5-2-1-4-1 The chooser is drawn before any player can act on it
    Given a fresh game with seed 8
    When the game is started
    Then the pending decision is "choose_turn_order" for the choosing player
    And every legal action is one of "choose_turn_order" and "concede"
    And the legal actions do not include:
      """
      {"type": "keep"}
      """

  @clause:5-2-1-5
  Scenario Outline: 5-2-1-5 The drawn player chooses to go first or second
    Given a fresh game with seed <seed>
    When the player choosing the turn order chooses to go <order>
    Then the player who chose the turn order <is> the first player
    And the pending decision is "redraw" for the first player

    Examples:
      | seed | order  | is     |
      | 6    | first  | is     |
      | 6    | second | is not |
      | 9    | first  | is     |
      | 9    | second | is not |

  @clause:5-2-1-5
  Scenario: 5-2-1-5 The player who was not drawn cannot choose the turn order
    Given a fresh game with seed 6
    When the player not choosing the turn order tries to choose to go first
    Then the action is rejected citing clause 5-2-1-5
    And the game state is unchanged

  @clause:5-2-1-6
  Scenario: 5-2-1-6 Both players draw five cards, then the first player decides on a mulligan first
    Given a fresh game with seed 12
    When the player choosing the turn order chooses to go second
    Then the first player's hand has 5 cards
    And the second player's hand has 5 cards
    And the first player's deck has 45 cards
    And the second player's deck has 45 cards
    And the first player's life area has 0 cards
    And the pending decision is "redraw" for the first player
    When the second player tries to keep the opening hand
    Then the action is rejected citing clause 5-2-1-6
    And the game state is unchanged
    When the first player keeps the opening hand
    Then the pending decision is "redraw" for the second player

  @clause:5-2-1-6
  Scenario: 5-2-1-6 Each player may take a mulligan only once
    Given a fresh game with seed 13
    When the player choosing the turn order chooses to go first
    And the first player takes a mulligan
    Then the pending decision is "redraw" for the second player
    When the second player takes a mulligan
    Then it is turn 1 of the first player, in the main phase
    And the first player's hand has 5 cards
    And the second player's hand has 5 cards

  @clause:5-2-1-6-1
  Scenario: 5-2-1-6-1 A mulligan returns the whole hand to the deck, shuffles, and draws five new cards
    Given a fresh game with seed 14
    When the player choosing the turn order chooses to go second
    And the first player takes a mulligan
    Then the first player's hand is not the one it held before the last action
    And the first player's hand has 5 cards
    And the first player's deck has 45 cards
    And the first player's deck and hand hold the same cards as before the last action, in a new order
    And the log has the event:
      """
      {"event": "redraw"}
      """

  @clause:5-2-1-7
  Scenario Outline: 5-2-1-7 Life cards equal to the leader's life come from the deck's top, the top card ending at the bottom
    Given the test cards:
      | id    | category | colors | life   |
      | L-ANY | leader   | red    | <life> |
    And a fresh game with seed 15
    And p1's leader is "L-ANY"
    When the player choosing the turn order chooses to go <order>
    And the first player keeps the opening hand
    And the second player keeps the opening hand
    Then p1's life area holds the top <life> cards its deck had before the last action, the top one at the bottom
    And p2's life area holds the top 5 cards its deck had before the last action, the top one at the bottom
    And p1's life area has <life> cards

    Examples:
      | life | order  |
      | 4    | first  |
      | 5    | second |
      | 6    | first  |

  @clause:5-2-1-8
  Scenario Outline: 5-2-1-8 The game begins with the first player's turn
    Given a fresh game with seed <seed>
    When the player choosing the turn order chooses to go <order>
    And the first player keeps the opening hand
    And the second player keeps the opening hand
    Then it is turn 1 of the first player, in the main phase
    And the player who chose the turn order <is> the first player
    And the first player's hand has 5 cards
    And the log has the event:
      """
      {"event": "turn_start", "turn": 1}
      """

    Examples:
      | seed | order  | is     |
      | 16   | first  | is     |
      | 16   | second | is not |

  @clause:5-1-2-4 @needs:setup.fresh @needs:timing.permanent @needs:ability.unlimited_copies @needs:ability.under_the_rules
  Scenario Outline: 5-1-2-4 A deckbuilding effect changes the copy limit for the card it names, and only for it
    Given a fresh game with seed 3
    And card "P1-01" has the ability:
      """
      {"timing": "permanent", "under_the_rules": true, "effects": [{"kind": "unlimited_copies"}]}
      """
    And p1's deck has <copies> copies of "<card>"
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | card  | copies | verdict                        |
      | P1-01 | 9      | accepted                       |
      | P1-02 | 9      | rejected citing clause 5-1-2-3 |
      | P1-02 | 4      | accepted                       |

  @clause:5-1-2-4-2 @needs:setup.fresh @needs:timing.permanent @needs:ability.unlimited_copies @needs:ability.under_the_rules
  Scenario: 5-1-2-4-2 A deckbuilding effect of a card in the deck applies while the deck is prepared, before the game
    Given a fresh game with seed 4
    And card "P1-01" has the ability:
      """
      {"timing": "permanent", "under_the_rules": true, "effects": [{"kind": "unlimited_copies"}]}
      """
    And p1's deck has 12 copies of "P1-01"
    When the player choosing the turn order chooses to go first
    Then the pending decision is "redraw" for the first player
    And p1's deck, hand and life area hold exactly the cards of the deck p1 presented
