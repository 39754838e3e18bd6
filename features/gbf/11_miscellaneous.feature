Feature: 11 Miscellaneous: infinite loops
  A chain of actions that comes back to the state it began in is a loop. When nobody can stop it the game is a
  draw; a player who can stop it names how many times it repeats, and after stopping it may not start it again
  from the same state; when both can, each names a count (the turn player first), the lower count runs, and the
  player who named the higher one may not start it again.

  Background:
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | KEEPER  | crew | Keeper    | 0    | 5  | 1   |
      | WARDEN  | crew | Warden    | 0    | 5  | 1   |
      | BOUNCER | crew | Bouncer   | 0    | 5  | 1   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "KEEPER" as "keeper"
    And p2 has the crew "WARDEN" as "warden"
    And p1's hand holds "BOUNCER" as "bouncer"

  @clause:11-1-1-1
  Scenario: 11-1-1-1 A loop of mandatory effects that neither player can stop ends the game in a draw
    Given the card "KEEPER" has the effects:
      """
      [{"name": "Recall", "kind": "automatic", "trigger": "crew_leaves", "enter_from_hand": true}]
      """
    And the card "WARDEN" has the effects:
      """
      [{"name": "Repel", "kind": "automatic", "trigger": "crew_enters", "bounce_newest": true}]
      """
    When p1 enters the crew "bouncer"
    Then the game is a draw because of loop

  @clause:11-1-1-2
  Scenario: 11-1-1-2 The only player who can stop a loop names its count, it stops after that many, and that player may not start it again from the same state
    Given the card "KEEPER" has the effects:
      """
      [{"name": "Recall", "kind": "automatic", "trigger": "crew_leaves", "enter_from_hand": true, "optional": true}]
      """
    And the card "WARDEN" has the effects:
      """
      [{"name": "Repel", "kind": "automatic", "trigger": "crew_enters", "bounce_newest": true}]
      """
    When p1 enters the crew "bouncer"
    Then the pending decision is "use_effect" for p1
    When p1 uses the optional effect
    Then the pending decision is "loop_count" for p1
    When p1 names 2 repetitions of the loop
    Then the pending decision is "main" for p1
    And p1's hand holds exactly "bouncer"
    And the log has exactly 4 events like:
      """
      {"event": "enter", "player": "p1", "area": "crew"}
      """
    When p1 enters the crew "bouncer"
    Then the pending decision is "main" for p1
    And p1's hand holds exactly "bouncer"
    And the game is not over
    And the log has exactly 5 events like:
      """
      {"event": "enter", "player": "p1", "area": "crew"}
      """

  @clause:11-1-1-3
  Scenario: 11-1-1-3 When both players can stop a loop each names a count, the turn player first, and the lower count runs before its player stops it
    Given the card "KEEPER" has the effects:
      """
      [{"name": "Recall", "kind": "automatic", "trigger": "crew_leaves", "enter_from_hand": true, "optional": true}]
      """
    And the card "WARDEN" has the effects:
      """
      [{"name": "Repel", "kind": "automatic", "trigger": "crew_enters", "bounce_newest": true, "optional": true}]
      """
    When p1 enters the crew "bouncer"
    Then the pending decision is "use_effect" for p2
    When p2 uses the optional effect
    Then the pending decision is "use_effect" for p1
    When p1 uses the optional effect
    Then the pending decision is "loop_count" for p1
    When p1 names 3 repetitions of the loop
    Then the pending decision is "loop_count" for p2
    When p2 names 1 repetition of the loop
    Then the pending decision is "main" for p1
    And p1's crew area holds exactly "keeper" and "bouncer"
    And the log has exactly 3 events like:
      """
      {"event": "enter", "player": "p1", "area": "crew"}
      """
