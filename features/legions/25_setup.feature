Feature: 25 Preparing the game
  Masters set in normal mode with five cores, decks shuffled, life 20, a random draw to decide who
  chooses the turn order, the second player's bonus core in wait zone III, five cards each, and the
  first player's first turn.

  @clause:25-3 @clause:25-5 @clause:25-6
  Scenario: 25-3 Each master starts in normal mode with five cores, and each player with 20 life
    Given a fresh game with seed 4
    When the game is started
    Then p1's master is in normal mode
    And p2's master is in normal mode
    And p1's master has 5 cores
    And p2's master has 5 cores
    And p1's life is 20
    And p2's life is 20

  @clause:25-4
  Scenario: 25-4 Each deck is shuffled before the game
    Given a fresh game with seed 4
    When the game is started
    Then p1's deck holds the cards it presented in a new order
    And p2's deck holds the cards it presented in a new order

  @clause:25-4
  Scenario Outline: 25-4 The shuffle is random: each seed gives <player>'s deck an order of its own
    Given a fresh game with seed 1
    When the game is started
    Then over the seeds 1 to 12 <player>'s deck comes out in a different order every time

    Examples:
      | player |
      | p1     |
      | p2     |

  @clause:25-7
  Scenario Outline: 25-7 In a match the previous game's loser, <loser>, chooses the turn order whatever the draw, and the winner may not
    Given a fresh game with seed 1
    And <loser> lost the previous game of the match
    When the game is started
    Then the pending decision is "choose_turn_order" for <loser>
    And over the seeds 1 to 12 <loser> chooses the turn order every time
    When <winner> tries to choose to go first
    Then the action is rejected citing clause 25-7
    When <loser> chooses to go second
    Then <winner> is the first player

    Examples:
      | loser | winner |
      | p1    | p2     |
      | p2    | p1     |

  @clause:25-7
  Scenario: 25-7 Only the player drawn to choose decides the turn order, and the choice is theirs to make
    Given a fresh game with seed 4
    When the game is started
    Then the pending decision is "choose_turn_order"
    And the legal actions include:
      """
      {"type": "choose_turn_order", "go_first": false}
      """
    And the legal actions include:
      """
      {"type": "choose_turn_order", "go_first": true}
      """

  @clause:25-7
  Scenario: 25-7 Over many seeds each player is drawn to choose the turn order
    Given a fresh game with seed 1
    When the game is started
    Then over the seeds 1 to 12 each player is drawn at least once to choose the turn order

  @clause:25-7 @clause:25-8 @clause:25-9 @clause:25-10
  Scenario Outline: 25-8 The chooser's choice decides who is first; the second player moves a core from the master to wait zone III
    Given a fresh game with seed 4
    When the chooser chooses to go <order>
    Then <first> is the first player
    And <second>'s master has 4 cores
    And <second>'s wait zone III has 1 core
    And <first>'s master has <first cores> cores
    And <first>'s wait zone III has 0 cores

    Examples:
      | order  | first   | second  | first cores |
      | first  | the chooser | the other player | 4 |
      | second | the other player | the chooser | 4 |

  @clause:25-5
  Scenario Outline: 25-5 Both masters start with 20 life, whoever goes first
    Given a fresh game with seed 4
    When the game is started
    Then p1's life is 20
    And p2's life is 20
    When the chooser chooses to go <order>
    Then p1's life is 20
    And p2's life is 20

    Examples:
      | order  |
      | first  |
      | second |

  @clause:25-6 @clause:24-2b
  Scenario: 25-6 The five starting cores of each player lie on the master, nowhere else
    Given a fresh game with seed 4
    When the game is started
    Then p1's master has 5 cores
    And p2's master has 5 cores
    And p1's core zone has 0 active and 0 exhausted cores
    And p2's core zone has 0 active and 0 exhausted cores
    And p1's wait zone III has 0 cores
    And p2's wait zone III has 0 cores
    And p1 counts 5 cores toward the core victory
    And p2 counts 5 cores toward the core victory

  @clause:25-9 @clause:25-10 @clause:26-5
  Scenario Outline: 25-9 Each player takes the five top cards of their own deck; the first player then draws a sixth on turn 1
    Given a fresh game with seed 4
    When the chooser chooses to go <order>
    Then <second>'s hand has 5 cards
    And <second>'s hand holds the 5 cards that topped their deck before the last action
    And <second>'s deck has 35 cards
    And <first>'s hand has 6 cards
    And <first>'s hand holds the 6 cards that topped their deck before the last action
    And <first>'s deck has 34 cards

    Examples:
      | order  | first            | second           |
      | first  | the chooser      | the other player |
      | second | the other player | the chooser      |

  @clause:25-10 @clause:26-1
  Scenario Outline: 25-10 Turn 1 is the first player's, whoever was drawn to choose, and turn 2 the other's
    Given a fresh game with seed 4
    When the chooser chooses to go <order>
    Then it is turn 1, <first>'s draw phase
    And the pending decision is "card_change"
    And <second>'s hand has 5 cards
    When the game is played on until <second>'s draw phase of turn 2
    Then it is turn 2, <second>'s draw phase
    And <second>'s hand has 6 cards

    Examples:
      | order  | first            | second           |
      | first  | the chooser      | the other player |
      | second | the other player | the chooser      |
