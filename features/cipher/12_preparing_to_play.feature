Feature: 12 Preparing to play
  Deck preparation (at least fifty cards, a card of deploy cost 1, at most four of a card name, no marker cards),
  then the setup before the first turn: a cost-1 card of the deck face down in the front line as the Main
  Character, decks shuffled, the first player drawn at random, six cards each, one redraw each at most (the first
  player first), five orbs from the deck's top, the Main Characters turned face up and the first player's turn.

  @clause:12.1.1
  Scenario Outline: 12.1.1 A deck has at least fifty cards: forty-nine are refused, fifty and fifty-one are not
    Given a fresh game with seed 2
    And p2's deck is the default deck with <change>
    When the players try to start the game
    Then <outcome>

    Examples:
      | change                | outcome                                     |
      | one card less         | the action is rejected citing clause 12.1.1 |
      | nothing added         | the game is not over                        |
      | "FILL-12" added       | the game is not over                        |

  @clause:12.1.1.1
  Scenario Outline: 12.1.1.1 A deck needs a card of deploy cost 1; cost 0 does not count
    Given the test cards:
      | id    | name  | cost |
      | BIG-A | Big A | 2    |
      | ZERO  | Zero  | 0    |
    And a fresh game with seed 2
    And p1's deck is the default deck with <cards> instead of fillers
    When the players try to start the game
    Then <outcome>

    Examples:
      | cards                                  | outcome                                       |
      | 4 cards of "BIG-A"                     | the action is rejected citing clause 12.1.1.1 |
      | 2 cards of "BIG-A" and 2 cards of "ZERO" | the action is rejected citing clause 12.1.1.1 |
      | 3 cards of "BIG-A"                     | the game is not over                          |

  @clause:12.1.1.2
  Scenario Outline: 12.1.1.2 Five cards of one card name are refused even under two card numbers; four are not
    Given the test cards:
      | id     | name | unit  | cost |
      | TWIN-1 | Twin | Twin  | 1    |
      | TWIN-2 | Twin | Twin  | 2    |
      | TRIP-1 | Trip | Twin  | 2    |
    And a fresh game with seed 2
    And p1's deck is the default deck with <cards> added
    When the players try to start the game
    Then <outcome>

    Examples:
      | cards                                                        | outcome                                       |
      | 3 cards of "TWIN-1" and 2 cards of "TWIN-2"                  | the action is rejected citing clause 12.1.1.2 |
      | 2 cards of "TWIN-1" and 2 cards of "TWIN-2"                  | the game is not over                          |
      | 2 cards of "TWIN-1", 2 cards of "TWIN-2" and 4 cards of "TRIP-1" | the game is not over                      |

  @clause:12.1.1.3 @clause:12.1.1.3.1
  Scenario Outline: 12.1.1.3 A marker card cannot be in a deck
    Given the test cards:
      | id     | name          | cost | marker |
      | MARKER | Main marker   | 1    | yes    |
      | PLAIN  | Not a marker  | 1    |        |
    And a fresh game with seed 2
    And p2's deck is the default deck with "<card>" added
    When the players try to start the game
    Then <outcome>

    Examples:
      | card   | outcome                                       |
      | MARKER | the action is rejected citing clause 12.1.1.3 |
      | PLAIN  | the game is not over                          |

  @clause:12.2.1.1
  Scenario: 12.2.1.1 Each player chooses a cost-1 card of the deck, which goes face down to the front line as the Main Character
    Given the test cards:
      | id    | name  | unit  | cost |
      | LORD  | Lord  | Lord  | 1    |
    And a fresh game with seed 4
    And p1's deck is the default deck with 2 cards of "LORD" instead of fillers
    And p2's deck is the default deck with 2 cards of "LORD" instead of fillers
    Then the pending decision is "main_character" for p1
    When p1 chooses a LORD card as the Main Character
    Then the pending decision is "main_character" for p2
    And p1's Main Character is face down in the front line
    And p1's front line is known only to p1
    And p1's deck holds 49 cards
    And p1's hand holds 0 cards

  @clause:12.2.1.1
  Scenario: 12.2.1.1 A card of another cost cannot be chosen as the Main Character
    Given the test cards:
      | id    | name  | unit  | cost |
      | LORD  | Lord  | Lord  | 1    |
    And a fresh game with seed 4
    And p1's deck is the default deck with 2 cards of "LORD" instead of fillers
    When p1 tries to choose "p1-10" as the Main Character
    Then the action is rejected citing clause 12.2.1.1

  @clause:12.2.1.1
  Scenario: 12.2.1.1 With one cost-1 card number in the deck, that card is the Main Character
    Given a fresh game with seed 4
    When the game is played on until turn 1 begins its bond phase
    Then p1's Main Character is a card of cost 1 presented in its deck
    And p2's Main Character is a card of cost 1 presented in its deck

  @clause:12.2.1.2
  Scenario: 12.2.1.2 Each deck is shuffled
    Given a fresh game with seed 3
    When the game is played on until turn 1 begins its bond phase
    Then p1's cards are the ones presented, the deck in a new order
    And p2's cards are the ones presented, the deck in a new order

  @clause:12.2.1.3
  Scenario: 12.2.1.3 The first player is drawn at random
    Given a fresh game with seed 1
    When the game is started
    Then over the seeds 1 to 10 each player goes first at least once

  @clause:12.2.1.4
  Scenario: 12.2.1.4 Each player draws six cards from the deck's top
    Given a fresh game with seed 5
    Then the pending decision is "mulligan" for the first player
    And p1's hand holds 6 cards
    And p2's hand holds 6 cards
    And p1's deck holds 43 cards
    And p2's deck holds 43 cards

  @clause:12.2.1.5
  Scenario: 12.2.1.5 The first player decides on the redraw first, then the second player
    Given a fresh game with seed 5
    Then the pending decision is "mulligan" for the first player
    When the first player keeps the opening hand
    Then the pending decision is "mulligan" for the second player

  @clause:12.2.1.5
  Scenario: 12.2.1.5 The second player cannot decide before the first player
    Given a fresh game with seed 5
    When the second player tries to redraw the opening hand
    Then the action is rejected citing clause 12.2.1.5

  @clause:12.2.1.5.1
  Scenario: 12.2.1.5.1 A redraw returns the whole hand to the deck, shuffles it and draws six new cards
    Given a fresh game with seed 6
    When the first player redraws the opening hand
    Then the first player's hand holds 6 new cards
    And the first player's deck holds 43 cards
    And the log has exactly 3 events like:
      """
      {"event": "shuffle"}
      """

  @clause:12.2.1.5.1
  Scenario: 12.2.1.5.1 Keeping the hand changes nothing of it
    Given a fresh game with seed 6
    When the first player keeps the opening hand
    Then the first player's hand holds 6 cards
    And the first player's deck holds 43 cards

  @clause:12.2.1.5.1.1
  Scenario: 12.2.1.5.1.1 A player redraws once a game at most
    Given a fresh game with seed 6
    When the first player redraws the opening hand
    And the first player tries to redraw the opening hand
    Then the action is rejected citing clause 12.2.1.5.1.1

  @clause:12.2.1.5.1.1
  Scenario: 12.2.1.5.1.1 The second player may redraw after the first player has
    Given a fresh game with seed 6
    When the first player redraws the opening hand
    And the second player redraws the opening hand
    Then the second player's hand holds 6 new cards

  @clause:12.2.1.6
  Scenario: 12.2.1.6 Five orbs each come face down from the deck's top
    Given a fresh game with seed 7
    When the first player keeps the opening hand
    And the second player keeps the opening hand
    Then the first player's orb area holds the 5 cards on top of its deck before the last action
    And the second player's orb area holds the 5 cards on top of its deck before the last action
    And p1's orb area cards are all face down
    And p2's orb area is known to nobody
    And p1's deck holds 38 cards

  @clause:12.2.1.7 @clause:12.2.1.7.1
  Scenario: 12.2.1.7 The Main Characters turn face up and the first player's turn begins
    Given a fresh game with seed 7
    When the first player keeps the opening hand
    And the second player keeps the opening hand
    Then p1's Main Character is face up in the front line
    And p2's Main Character is face up in the front line
    And p1's front line is known to both players
    And the game is on turn 1 in the bond phase with the first player to play
    And the pending decision is "bond" for the first player

  @clause:12.2.1.1.1 @needs:skill.continuous
  Scenario: 12.2.1.1.1 A card whose cost a skill makes 1 cannot be the Main Character; a printed cost of 1 can, whatever its skill makes it
    Given the test cards:
      | id    | name  | unit  | cost | skills                  |
      | CHEAP | Cheap | Cheap | 3    | deploy cost counts as 1 |
      | DEAR  | Dear  | Dear  | 1    | deploy cost counts as 3 |
    And a fresh game with seed 4
    And p1's deck is the default deck with "CHEAP" and "DEAR" instead of fillers
    Then the pending decision is "main_character" for p1
    And the legal actions do not include:
      """
      {"type": "main_character", "player": "p1", "card": "p1-1"}
      """
    And the legal actions include:
      """
      {"type": "main_character", "player": "p1", "card": "p1-2"}
      """
    When p1 tries to choose "p1-1" as the Main Character
    Then the action is rejected citing clause 12.2.1.1.1 or 12.2.1.1
    When p1 chooses "p1-2" as the Main Character
    Then p1's front line holds exactly "p1-2"
