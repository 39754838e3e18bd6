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

  @clause:4-3-3-1 @clause:4-3-3 @needs:effect.activated
  Scenario: 4-3-3-1 An activated effect's master is the player who activated it: a card p2 brought, in p1's crew area, draws for p1
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | LENDER | crew | Lender    | 0    | 3  | 1   |
    And the card "LENDER" has the effects:
      """
      [{"name": "Study", "kind": "activated", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "LENDER" as "lent"
    And "lent" is owned by p2
    And p1's hand holds nothing
    When p1 activates "Study" of "lent" resting nothing
    Then p1's hand holds 1 card
    And p2's hand holds 0 cards

  @clause:4-3-3-3 @needs:effect.automatic
  Scenario Outline: 4-3-3-3 An automatic effect's master is its card's master: <watcher>'s trigger draws for <watcher> when p1's crew enters in p1's turn
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | WATCHER | crew | Watcher   | 0    | 3  | 1   |
    And the card "WATCHER" has the effects:
      """
      [{"name": "Welcome", "kind": "automatic", "trigger": "crew_enters", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And <watcher> has the crew "WATCHER" as "watcher"
    And "watcher" is owned by <owner>
    And p1's hand holds "CRW-A" as "anna"
    When p1 enters the crew "anna"
    Then <watcher>'s hand holds 1 card
    And <other>'s hand holds 0 cards

    Examples:
      | watcher | owner | other |
      | p2      | p2    | p1    |
      | p1      | p2    | p2    |

  @clause:4-3-3-2 @clause:1-3-3 @needs:effect.activated @needs:effect.continuous
  Scenario Outline: 4-3-3-2 A continuous effect's master is its card's master: a prohibition on "its opponent" held by <holder> binds <bound>
    Given the test cards:
      | id       | kind | character | rank | hp | atk |
      | SILENCER | crew | Silencer  | 0    | 3  | 1   |
      | SAGE     | crew | Sage      | 0    | 3  | 1   |
    And the card "SILENCER" has the effects:
      """
      [{"name": "Hush", "kind": "continuous", "prohibit": "opponent_effect_draw"}]
      """
    And the card "SAGE" has the effects:
      """
      [{"name": "Study", "kind": "activated", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SAGE" as "sage"
    And <holder> has the crew "SILENCER" as "silencer"
    And "silencer" is owned by p2
    And p1's hand holds nothing
    When p1 activates "Study" of "sage" resting nothing
    Then p1's hand holds <drawn> cards

    Examples:
      | holder | bound | drawn |
      | p2     | p1    | 0     |
      | p1     | p2    | 1     |

  @clause:4-5-2 @clause:8-5-1-1 @needs:effect.activated @needs:effect.automatic
  Scenario Outline: 4-5-2 At a checkpoint rule processing comes first: with <deck> cards to draw from, <outcome>
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | CALLER | crew | Caller    | 0    | 3  | 1   |
      | VICTOR | crew | Victor    | 0    | 3  | 1   |
    And the card "CALLER" has the effects:
      """
      [{"name": "Call", "kind": "activated", "enter_from_hand": true, "draw": 2}]
      """
    And the card "VICTOR" has the effects:
      """
      [{"name": "Triumph", "kind": "automatic", "trigger": "enters", "result": "master_wins"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CALLER" as "caller"
    And p1's hand holds "VICTOR" as "victor"
    And p1's deck holds <deck> cards
    When p1 activates "Call" of "caller" resting nothing
    Then <outcome>

    Examples:
      | deck | outcome                                   |
      | 2    | p1 loses the game because of deck         |
      | 3    | p2 loses the game because of effect       |

  @clause:4-9-1-2 @needs:effect.activated
  Scenario: 4-9-1-2 Damage an effect deals comes from the card that has the effect
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | STRIKER | crew | Striker   | 0    | 3  | 1   |
    And the card "STRIKER" has the effects:
      """
      [{"name": "Strike", "kind": "activated", "damage": 1, "targets": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "STRIKER" as "striker"
    And p2 has the crew "CRW-A" as "anna"
    When p1 activates "Strike" of "striker" resting nothing
    Then "anna" was dealt 1 effect damage
    And the damage to "anna" came from "striker"

  @clause:4-8-4 @clause:4-8-4-2 @clause:4-8-4-3 @needs:effect.activated
  Scenario: 4-8-4 Drawing up to 2 is one card per decision, and after the second card the action ends by itself
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    Then the pending decision is "draw_up_to" for p1
    And p1's hand holds 0 cards
    When p1 takes the action:
      """
      {"type": "draw_one"}
      """
    Then p1's hand holds 1 card
    And the pending decision is "draw_up_to" for p1
    When p1 takes the action:
      """
      {"type": "draw_one"}
      """
    Then p1's hand holds 2 cards
    And the pending decision is "main" for p1

  @clause:4-8-4-1 @clause:4-8-4 @needs:effect.activated
  Scenario: 4-8-4-1 The player may end drawing up to 2 before the first card: nothing is drawn
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    And p1 takes the action:
      """
      {"type": "stop_drawing"}
      """
    Then p1's hand holds 0 cards
    And p1's deck holds 10 cards
    And the pending decision is "main" for p1

  @clause:4-8-4-1 @clause:4-8-4 @needs:effect.activated
  Scenario: 4-8-4-1 The player may end drawing up to 2 after one card: the second is not drawn
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    And p1 takes the action:
      """
      {"type": "draw_one"}
      """
    And p1 takes the action:
      """
      {"type": "stop_drawing"}
      """
    Then p1's hand holds 1 card
    And p1's deck holds 9 cards
    And the pending decision is "main" for p1

  @clause:4-8-4 @needs:effect.activated
  Scenario: 4-8-4 Drawing up to 0 does nothing and asks nothing
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 0}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    Then the pending decision is "main" for p1
    And p1's hand holds 0 cards

  @clause:4-3-3 @clause:4-3-3-1 @needs:effect.activated
  Scenario: 4-3-3 Effect text's master is the player who activated it: p1's activation of a card p2 brought strikes p2's crew, p1's opponent
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | STRIKER | crew | Striker   | 0    | 3  | 1   |
    And the card "STRIKER" has the effects:
      """
      [{"name": "Strike", "kind": "activated", "damage": 1, "targets": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "STRIKER" as "striker"
    And "striker" is owned by p2
    And p1 has the crew "CRW-B" as "bea"
    And p2 has the crew "CRW-A" as "anna"
    When p1 activates "Strike" of "striker" resting nothing
    Then "anna" was dealt 1 effect damage
    And "bea" was dealt no damage

  @clause:4-8-4-2 @needs:effect.activated
  Scenario: 4-8-4-2 Each round of drawing up to 3 draws exactly one card, the top card of the player's own deck
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's deck holds "CRW-A" as "top", "CRW-B" as "second" and "ATK-4" as "third"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    And p1 takes the action:
      """
      {"type": "draw_one"}
      """
    Then p1's hand holds exactly "top"
    And p1's deck holds 2 cards
    And p2's hand holds 0 cards
    And the pending decision is "draw_up_to" for p1

  @clause:4-8-4-3 @needs:effect.activated
  Scenario: 4-8-4-3 Drawing up to 1 ends by itself after the one card, with no further choice
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 3  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "draw_up_to": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's hand holds nothing
    When p1 activates "Seek" of "seeker" resting nothing
    Then the pending decision is "draw_up_to" for p1
    When p1 takes the action:
      """
      {"type": "draw_one"}
      """
    Then p1's hand holds 1 card
    And the pending decision is "main" for p1
