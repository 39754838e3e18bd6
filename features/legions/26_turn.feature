Feature: 26 The turn
  A turn runs the start, core, draw, main and end phases in this order. The start phase readies the
  turn player's cards, the core phase moves a core from the master to the core zone and awakens an
  empty master, the draw phase draws one card and offers one card change, and the end phase moves the
  turn player's timeline.

  @clause:26-3
  Scenario: 26-3 The start phase readies the turn player's exhausted cards, not the opponent's
    Given a game on turn 3 in the start phase with p1 to play
    And p1's left lane holds "FILL-01" as "mine", exhausted
    And p2's right lane holds "FILL-02" as "theirs", exhausted
    And p1's master has 3 cores, exhausted
    When the game is started
    Then "mine" is not exhausted
    And "theirs" is exhausted
    And it is turn 3, p1's draw phase

  @clause:26-4
  Scenario Outline: 26-4 The core phase moves one core from the master to the core zone, and an emptied master awakens
    Given a game on turn 3 in the core phase with p1 to play
    And p1's master has <before> cores
    And p1's core zone holds 2 active and 0 exhausted cores
    When the game is started
    Then p1's master has <after> cores
    And p1's core zone has 3 active and 0 exhausted cores
    And p1's master is in <mode> mode
    And p2's master has 3 cores

    Examples:
      | before | after | mode     |
      | 2      | 1     | normal   |
      | 1      | 0     | awakened |

  @clause:26-5 @clause:24-3b
  Scenario Outline: 26-5 The draw phase draws one card; a player who must draw from an empty deck loses
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "kept"
    And p1's deck <deck>
    When the game is started
    Then <outcome>

    Examples:
      | deck                                         | outcome                          |
      | holds "FILL-06" as "top" from the top        | p1's hand has 2 cards            |
      | is empty                                     | p1 loses the game because of deck |

  @clause:26-5a
  Scenario: 26-5a After the draw the turn player may change one card of the hand: it leaves face down and another is drawn
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "old"
    And p1's deck holds "FILL-06" as "first" and "FILL-07" as "second" from the top
    When the game is started
    Then the pending decision is "card_change" for p1
    When p1 changes "old"
    Then p1's hand does not contain "old"
    And p1's hand contains "first"
    And p1's hand contains "second"
    And p1's exclusion zone contains "old"
    And it is turn 3, p1's main phase

  @clause:26-5a
  Scenario: 26-5a The card change is offered once: keeping the hand goes straight to the main phase
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "old"
    When the game is started
    And p1 keeps the hand
    Then it is turn 3, p1's main phase
    And p1's hand has 2 cards
    And the legal actions do not include:
      """
      {"type": "card_change"}
      """
