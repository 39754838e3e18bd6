Feature: 5 Preparing the game
  Deck construction (a captain deck of at most five of one gender with a rank-0 captain, a main deck of exactly
  fifty with at most four of a number and eight summons), then the steps before the first turn: decks placed
  and shuffled, the first player drawn at random with no choice, five cards, one mulligan each (the first
  player first), five armor, and a rank-0 captain entering face up and active.

  @clause:5-1-1 @clause:5-2-1-7
  Scenario: 5-1-1 Each player plays with the captain deck and main deck they brought
    Given a fresh game with seed 2
    When the game is played on until turn 1 begins its main phase
    Then p1's captain in play is "CPT-M0"
    And p2's captain in play is "CPT-F0"
    And p1's captain deck holds 1 card

  @clause:5-1-2 @clause:5-2-1-1
  Scenario Outline: 5-1-2 A captain deck of six cards is refused; five are enough
    Given the test cards:
      | id     | kind    | rank | gender | hp | atk |
      | CPT-M2 | captain | 2    | male   | 8  | 3   |
      | CPT-M3 | captain | 3    | male   | 9  | 4   |
    And a fresh game with seed 2
    And p1's captain deck is <deck>
    When the players try to start the game
    Then <outcome>

    Examples:
      | deck                                                                          | outcome                                      |
      | 2 cards of "CPT-M0", 2 cards of "CPT-M1", "CPT-M2" and "CPT-M3"               | the action is rejected citing clause 5-1-2   |
      | 2 cards of "CPT-M0", "CPT-M1", "CPT-M2" and "CPT-M3"                          | the game is not over                         |

  @clause:5-1-2-1 @clause:2-10-3
  Scenario Outline: 5-1-2-1 Five copies of one captain number are refused; four are not
    Given a fresh game with seed 2
    And p1's captain deck is <deck>
    When the players try to start the game
    Then <outcome>

    Examples:
      | deck                                 | outcome                                      |
      | 5 cards of "CPT-M0"                  | the action is rejected citing clause 5-1-2-1 |
      | 4 cards of "CPT-M0" and "CPT-M1"     | the game is not over                         |

  @clause:5-1-2-2
  Scenario: 5-1-2-2 A captain deck mixing genders is refused
    Given a fresh game with seed 2
    And p1's captain deck is "CPT-M0" and "CPT-F0"
    When the players try to start the game
    Then the action is rejected citing clause 5-1-2-2

  @clause:5-1-2-3
  Scenario Outline: 5-1-2-3 A captain deck needs a rank-0 captain
    Given a fresh game with seed 2
    And p2's captain deck is <deck>
    When the players try to start the game
    Then <outcome>

    Examples:
      | deck                    | outcome                                      |
      | "CPT-M1"                | the action is rejected citing clause 5-1-2-3 |
      | "CPT-M1" and "CPT-M0"   | the game is not over                         |

  @clause:5-1-3
  Scenario Outline: 5-1-3 The main deck is exactly fifty cards
    Given a fresh game with seed 2
    And p2's main deck is the default deck with <change>
    When the players try to start the game
    Then the action is rejected citing clause 5-1-3

    Examples:
      | change        |
      | one card less |
      | one card more |

  @clause:5-1-3-1 @clause:2-10-3
  Scenario Outline: 5-1-3-1 Five copies of one number in the main deck are refused; four are not
    Given a fresh game with seed 2
    And p1's main deck is the default deck with <cards> instead of fillers
    When the players try to start the game
    Then <outcome>

    Examples:
      | cards                          | outcome                                      |
      | 5 cards of "FILL-12"           | the action is rejected citing clause 5-1-3-1 |
      | 4 cards of "FILL-12"           | the game is not over                         |

  @clause:5-1-3-2
  Scenario Outline: 5-1-3-2 At most eight summons in the main deck
    Given the test cards:
      | id    | kind   |
      | SUM-A | summon |
      | SUM-B | summon |
      | SUM-C | summon |
    And a fresh game with seed 2
    And p1's main deck is the default deck with <cards> instead of fillers
    When the players try to start the game
    Then <outcome>

    Examples:
      | cards                                                  | outcome                                      |
      | 4 cards of "SUM-A", 2 cards of "SUM-B" and "SUM-C"     | the action is rejected citing clause 5-1-3-2 |
      | 4 cards of "SUM-A" and 2 cards of "SUM-B"              | the game is not over                         |

  @clause:5-2-1 @clause:5-2-1-8
  Scenario: 5-2-1 The setup runs shuffle, first player, hands, mulligans, armor and captains, then the first turn
    Given a fresh game with seed 6
    When the game is played on until turn 1 begins its main phase
    Then the log has these events in this strict order:
      """
      [{"event": "shuffle"}, {"event": "first_player"}, {"event": "draw"}, {"event": "mulligan"},
       {"event": "armor"}, {"event": "enter"}, {"event": "turn_start"}]
      """
    And the game is on turn 1 in the main phase with the first player to play

  @clause:5-2-1-1
  Scenario: 5-2-1-1 The decks are checked only when presented: a main deck under fifty later is no problem
    Given a fresh game with seed 6
    When the game is played on until turn 1 begins its main phase
    Then the first player's deck holds 39 cards
    And the second player's deck holds 40 cards
    And the game is not over

  @clause:5-2-1-4 @clause:5-2-1-4-1
  Scenario: 5-2-1-4 Over many seeds each player goes first
    Given a fresh game with seed 1
    When the game is started
    Then over the seeds 1 to 12 each player goes first at least once

  @clause:5-2-1-4-1 @clause:5-2-1-5
  Scenario: 5-2-1-4-1 Nobody chooses to go first or second: the first decision is the first player's mulligan
    Given a fresh game with seed 4
    When the game is started
    Then the pending decision is "mulligan" for the first player
    And the legal actions include:
      """
      {"type": "mulligan", "cards": []}
      """

  @clause:5-2-1-5
  Scenario: 5-2-1-5 Each player draws five; the second player may not mulligan before the first
    Given a fresh game with seed 4
    When the game is started
    Then p1's hand holds 5 cards
    And p2's hand holds 5 cards
    When the second player tries the action:
      """
      {"type": "mulligan", "cards": []}
      """
    Then the action is rejected citing clause 5-2-1-5

  @clause:5-2-1-5 @clause:5-2-1-5-1 @clause:5-2-1-5-2
  Scenario Outline: 5-2-1-5-1 A mulligan returns any number of cards to the deck bottom in order and draws as many
    Given a fresh game with seed 4
    When the first player mulligans <count> cards
    Then the first player's deck ends with the cards it mulliganed
    And the first player's hand holds the cards it kept and <count> new cards
    And the pending decision is "mulligan" for the second player

    Examples:
      | count |
      | 1     |
      | 3     |
      | 5     |

  @clause:5-2-1-5 @clause:5-2-1-5-1
  Scenario: 5-2-1-5 Each player mulligans once: after both, the captains and the first turn follow
    Given a fresh game with seed 4
    When the first player mulligans 2 cards
    And the second player mulligans 2 cards
    Then the second player's deck ends with the cards it mulliganed
    And the game is on turn 1 in the main phase with the first player to play

  @clause:5-2-1-6
  Scenario: 5-2-1-6 The armor is the top five cards of the deck, taken after the mulligans
    Given a fresh game with seed 4
    When the first player keeps the hand
    And the second player keeps the hand
    Then the first player's armor area holds the 5 cards on top of its deck before the last action
    And the second player's armor area holds the 5 cards on top of its deck before the last action

  @clause:5-2-1-7 @clause:3-5-1-1
  Scenario: 5-2-1-7 With two rank-0 captains the player chooses one; a captain of another rank cannot be chosen
    Given the test cards:
      | id      | name             | character | kind    | rank | gender | hp | atk |
      | CPT-M0B | Gran (Male) Alt. | Gran      | captain | 0    | male   | 6  | 2   |
    And a fresh game with seed 4
    And p1's captain deck is "CPT-M0", "CPT-M0B" and "CPT-M1"
    When the first player keeps the hand
    And the second player keeps the hand
    Then the pending decision is "choose_captain" for p1
    When p1 tries the action:
      """
      {"type": "choose_captain", "card": "no-such-card"}
      """
    Then the action is rejected citing clause 5-2-1-7
    When p1 chooses the captain "CPT-M0B"
    Then p1's captain in play is "CPT-M0B" and active

  @clause:5-2-1-2
  Scenario: 5-2-1-2 The captain deck lies face down in the captain area before the captain enters
    Given a fresh game with seed 9
    When the game is started
    Then p1's captain deck holds 2 cards
    And p1's captain deck is known only to p1
    And p1's captain area holds 0 cards

  @clause:5-2-1-3
  Scenario: 5-2-1-3 Each deck is shuffled before the hands are drawn, and lies face down in the deck area
    Given a fresh game with seed 9
    When the game is started
    Then p1's deck holds the cards it presented in a new order
    And p2's deck holds the cards it presented in a new order
    And p1's deck is known to nobody

  @clause:5-2-1-5-2
  Scenario Outline: 5-2-1-5-2 The mulligan draws exactly as many cards as were returned
    Given a fresh game with seed 9
    When the first player mulligans <count> cards
    Then the first player's hand holds 5 cards
    And the first player's deck holds 45 cards
    And the first player's hand holds the cards it kept and <count> new cards

    Examples:
      | count |
      | 0     |
      | 4     |

  @clause:5-2-1-8 @clause:6-2-5
  Scenario: 5-2-1-8 The game begins with the first player's turn, turn 1
    Given a fresh game with seed 9
    When the game is played on until turn 1 begins its main phase
    Then the game is on turn 1 in the main phase with the first player to play
    And the first player's hand holds 5 cards

  @clause:2-10-3 @clause:5-1-2-1
  Scenario: 2-10-3 Copies are counted by card number: two numbers of one name may have four copies each
    Given the test cards:
      | id      | name             | character | kind    | rank | gender | hp | atk |
      | CPT-M0B | Gran (Male)      | Gran      | captain | 0    | male   | 6  | 2   |
      | FILL-X  | Filler 11        | Filler 11 | crew    | 9    |        | 1  | 1   |
    And a fresh game with seed 2
    And p1's captain deck is 4 cards of "CPT-M0" and "CPT-M0B"
    And p1's main deck is the default deck with 4 cards of "FILL-X" instead of fillers
    When the players try to start the game
    Then the game is not over

  @clause:5-1-3-3 @clause:5-1-3-1 @needs:effect.continuous
  Scenario Outline: 5-1-3-3 A card allowing six copies of itself replaces the four-copy limit for that card alone: <cards>
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | HOST | crew | Host      | 1    | 3  | 1   |
      | LONE | crew | Lone      | 1    | 3  | 1   |
    And the card "HOST" has the effects:
      """
      [{"name": "Legion", "kind": "continuous", "deck_copies": 6}]
      """
    And a fresh game with seed 2
    And p1's main deck is the default deck with <cards> instead of fillers
    When the players try to start the game
    Then <outcome>

    Examples:
      | cards                | outcome                                      |
      | 6 cards of "HOST"    | the game is not over                         |
      | 7 cards of "HOST"    | the action is rejected citing clause 5-1-3-1 |
      | 5 cards of "LONE"    | the action is rejected citing clause 5-1-3-1 |
