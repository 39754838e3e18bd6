Feature: 4 Basic game terms
  The master of a card in a zone, checkpoints and free timings, active and rested cards, drawing, and the
  source of battle damage.

  Background:
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
      | CRW-B | crew | Bea       | 0    | 3  | 3   |
      | ATK-4 | crew | Four      | 0    | 5  | 4   |

  @clause:4-3-2 @clause:7-2-1-3-1
  Scenario: 4-3-2 A card's master is the player whose zone holds it: p1 cannot attack with p2's crew
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    When p1 tries to attack "anna" with "anna"
    Then the action is rejected citing clause 7-2-1-3-1

  @clause:4-6-2 @clause:9-4-3-1
  Scenario: 4-6-2 The checkpoint's work, a replenishment, is done before the turn player is given the free timing again
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "CRW-A" as "anna"
    And p2's hand holds "CRW-B" as "bea"
    When p1 attacks "anna" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "refill" for p2
    When p2 takes the action:
      """
      {"type": "refill", "card": "bea"}
      """
    Then the pending decision is "battle" for p1

  @clause:4-6-3
  Scenario Outline: 4-6-3 With the free timing the player takes one action or does nothing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna"
    When p1 takes the action:
      """
      <action>
      """
    Then the pending decision is "<next>" for p1

    Examples:
      | action                                 | next   |
      | {"type": "enter_crew", "card": "anna"} | main   |
      | {"type": "end_main"}                   | battle |

  @clause:4-6-3-1
  Scenario: 4-6-3-1 After one action is done the same player is given the free timing again, and again
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna" and "CRW-B" as "bea"
    When p1 enters the crew "anna"
    Then the pending decision is "main" for p1
    When p1 enters the crew "bea"
    Then the pending decision is "main" for p1
    And p1's crew area holds exactly "anna" and "bea"

  @clause:4-6-3-2
  Scenario: 4-6-3-2 Doing nothing lets the game go on: the attack step's pass moves to the next turn when no battle is on
    Given a game on turn 3 in the battle phase with p1 to play
    When p1 ends the battle phase
    Then the game is on turn 4 in the main phase with p2 to play

  @clause:4-7-1 @clause:3-6-1-1
  Scenario: 4-7-1 Face-up cards of the captain, crew and crystal areas are active or rested, and enter active
    Given a game on turn 4 in the start phase with p1 to play
    And p1's hand holds "CRW-A" as "anna"
    When p1 enters the crew "anna"
    Then "anna" is active
    And p1's crystal area cards are all active
    And p1's captain area cards are all active

  @clause:4-8-2 @clause:6-2-5
  Scenario: 4-8-2 Drawing one card takes the deck's top card into the hand, unseen by the opponent
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds "FILL-00" as "a", "FILL-01" as "b" and "FILL-02" as "c" and "FILL-03" as "d"
    When the game is started
    Then p1's hand holds exactly "a" and "b"
    And p1's hand is known only to p1

  @clause:4-8-3
  Scenario Outline: 4-8-3 Drawing N repeats drawing one N times, as far as the deck goes
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds <deck> cards
    And p1's hand holds 0 cards
    When the game is started
    Then the log has exactly <draws> events like:
      """
      {"event": "draw", "player": "p1"}
      """

    Examples:
      | deck | draws |
      | 1    | 1     |
      | 5    | 2     |

  @clause:4-9-1-1
  Scenario: 4-9-1-1 The damage of the damage step comes from the attack cards
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 attacks "p2-captain" with "anna"
    And p1 pursues with "bea"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the damage to "p2-captain" came from "anna" and "bea"
