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

  @clause:26-3 @clause:16-3
  Scenario: 26-3 The start phase turns open the turn player's reversed cards, not the opponent's
    Given a game on turn 3 in the start phase with p1 to play
    And p1's left lane holds "FILL-01" as "mine", reversed
    And p2's left lane holds "FILL-02" as "theirs", reversed
    When the game is started
    Then "mine" in p1's field is not reversed
    And "theirs" in p2's field is reversed
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

  @clause:26-1 @clause:01-8
  Scenario: 26-1 The turn passes to the other player, who alone acts now; then it comes back
    Given a game on turn 3 in the main phase with p1 to play
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And p1 has no legal action other than conceding
    When p1 tries to keep the hand
    Then the action is rejected citing one of the clauses 01-8 or 26-1
    When p2 keeps the hand
    Then it is turn 4, p2's main phase
    When p1 tries to end the main phase
    Then the action is rejected citing one of the clauses 01-8 or 26-1
    And the game state is unchanged
    When p2 ends the main phase
    Then it is turn 5, p1's draw phase

  @clause:26-2 @clause:26-3 @clause:26-4 @clause:26-5
  Scenario: 26-2 The phases of a turn run start, core, draw, main and end, in that order
    Given a game on turn 3 in the start phase with p1 to play
    And p1's master has 1 core
    And p1's left lane holds "FILL-01" as "mine", exhausted
    When the game is started
    Then the pending decision is "card_change" for p1
    And "mine" is not exhausted
    And p1's master is in awakened mode
    And p1's hand has 1 card
    When p1 keeps the hand
    And p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And the log has these events in this strict order:
      """
      [
        {"event": "phase", "phase": "start", "player": "p1"},
        {"event": "phase", "phase": "core", "player": "p1"},
        {"event": "phase", "phase": "draw", "player": "p1"},
        {"event": "phase", "phase": "main", "player": "p1"},
        {"event": "phase", "phase": "end", "player": "p1"},
        {"event": "phase", "phase": "start", "player": "p2"}
      ]
      """

  @clause:26-6
  Scenario: 26-6 The main phase waits for the turn player to declare its end, even with nothing else to do
    Given a game on turn 3 in the main phase with p1 to play
    When the game is started
    Then it is turn 3, p1's main phase
    And the pending decision is "main" for p1
    And the legal actions include:
      """
      {"type": "end_main", "player": "p1"}
      """

  @clause:26-6 @clause:26-7 @clause:28-1
  Scenario: 26-6 Declaring the end of the main phase leads into the end phase of the same turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then it is turn 3, p1's end phase
    And the pending decision is "choose_standby" for p1

  @clause:26-7 @clause:11-4
  Scenario Outline: 26-7 The end phase clears the damage of both players' minions, in either player's turn
    Given the test cards:
      | id    | category | atk | hp |
      | TOUGH | minion   | 1   | 3  |
    And a game on turn <turn> in the main phase with <turn player> to play
    And p1's left lane holds "TOUGH" as "mine" with 2 damage
    And p2's right lane holds "TOUGH" as "theirs" with 2 damage
    When <turn player> ends the main phase
    Then it is turn <next>, <other>'s draw phase
    And "mine" has 0 damage
    And "theirs" has 0 damage

    Examples:
      | turn | turn player | next | other |
      | 3    | p1          | 4    | p2    |
      | 4    | p2          | 5    | p1    |

  @clause:26-7 @clause:28-1
  Scenario: 26-7 The timeline moves before the damage is cleared
    Given the test cards:
      | id    | category | atk | hp |
      | TOUGH | minion   | 1   | 3  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "TOUGH" as "hurt" with 2 damage
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then the pending decision is "choose_standby" for p1
    And "hurt" has 2 damage
    When p1 keeps "a" for standby
    Then "hurt" has 0 damage

  @clause:26-7 @clause:20-3c @needs:action.activate.grant_assault
  Scenario: 26-7 An effect lasting until the end of the turn is gone once the end phase has passed
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "FILL-01" as "mine"
    When p1 gives Assault to "mine"
    Then "mine" has the keyword "assault"
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "mine" does not have the keyword "assault"

  @clause:26-3
  Scenario: 26-3 The start phase readies its own player's master, and only in that player's turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened, exhausted
    And p2's master has 2 cores, awakened, exhausted
    When p1 ends the main phase
    And the game is played on until p2's main phase of turn 4
    Then p1's master is exhausted
    And p2's master is not exhausted
    When the game is played on until p1's main phase of turn 5
    Then p1's master is not exhausted

  @clause:26-4
  Scenario: 26-4 The core phase readies the exhausted cores of its own player's core zone, not the other player's
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores
    And p1's core zone holds 1 active and 3 exhausted cores
    And p2's master has 3 cores
    And p2's core zone holds 0 active and 2 exhausted cores
    When p1 ends the main phase
    And the game is played on until p2's main phase of turn 4
    Then p1's core zone has 1 active and 3 exhausted cores
    And p2's core zone has 3 active and 0 exhausted cores
    When the game is played on until p1's main phase of turn 5
    Then p1's core zone has 5 active and 0 exhausted cores
