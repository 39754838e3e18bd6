Feature: Chapter 11 - other rules
  Infinite loops: a loop nobody can stop ends the game in a draw; a loop a player can stop
  runs only as long as that player (or, when both can, the first of them to stop) lets it.

  @clause:11-1-1-1 @clause:11-1-1 @clause:8-1-3-5
  @needs:timing.on_play @needs:ability.ko @needs:ability.replacement
  Scenario: 11-1-1-1 A loop that neither player can stop ends the game in a draw
    Given the test cards:
      | id       | category  | cost | power |
      | C-HUNTER | character | 1    | 1000  |
      | C-TWIN   | character | 1    | 1000  |
    And card "C-HUNTER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-TWIN" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"}, "by": "any", "optional": false,
       "instead": [{"kind": "ko", "target": {"select": "all", "side": "self", "exclude_this": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-HUNTER" as "hunter"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-TWIN" as "twin1"
    And p2 has a character "C-TWIN" as "twin2"
    When p1 plays "hunter"
    And p1 chooses "twin1"
    Then the game is a draw because of loop
    And both players lose the game because of loop
    And "twin1" is on the field
    And "twin2" is on the field
    And the log has exactly 0 events like:
      """
      {"event": "ko", "by": "effect"}
      """

  @clause:11-1-1-1 @clause:8-1-3-5
  @needs:timing.on_play @needs:ability.ko @needs:ability.replacement
  Scenario: 11-1-1-1 The same replacement with nothing to repeat on is no loop and the game goes on
    Given the test cards:
      | id       | category  | cost | power |
      | C-HUNTER | character | 1    | 1000  |
      | C-TWIN   | character | 1    | 1000  |
    And card "C-HUNTER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-TWIN" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"}, "by": "any", "optional": false,
       "instead": [{"kind": "ko", "target": {"select": "all", "side": "self", "exclude_this": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-HUNTER" as "hunter"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-TWIN" as "twin1"
    And p2 has a character "C-A" as "plain"
    When p1 plays "hunter"
    And p1 chooses "twin1"
    Then the game is not over
    And "twin1" is on the field
    And "plain" is not on the field
    And the log shows a K.O. of "plain" by effect
    And it is p1's main phase

  @clause:11-1-1-2 @clause:11-1-1 @clause:8-1-3-5-1
  @needs:timing.on_play @needs:ability.ko @needs:ability.replacement
  Scenario: 11-1-1-2 A loop only one player can stop runs as often as that player chooses, then the game goes on
    Given the test cards:
      | id       | category  | cost | power |
      | C-HUNTER | character | 1    | 1000  |
      | C-TWIN   | character | 1    | 1000  |
    And card "C-HUNTER" has the ability:
      """
      {"timing": "on_play", "effects": [{"kind": "ko", "target": {"select": "choose", "side": "opponent", "count": 1}}]}
      """
    And card "C-TWIN" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"}, "by": "any", "optional": true,
       "instead": [{"kind": "ko", "target": {"select": "all", "side": "self", "exclude_this": true}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "C-HUNTER" as "hunter"
    And p1's cost area holds 1 active DON!!
    And p2 has a character "C-TWIN" as "twin1"
    And p2 has a character "C-TWIN" as "twin2"
    When p1 plays "hunter"
    And p1 chooses "twin1"
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p2
    When p2 declines
    Then the game is not over
    And the log has exactly 1 event like:
      """
      {"event": "ko", "by": "effect"}
      """
    And the log has exactly 3 events like:
      """
      {"event": "replaced"}
      """
    And "twin1" is on the field
    And "twin2" is not on the field
    And the log shows a K.O. of "twin2" by effect
    And it is p1's main phase

  @clause:11-1-1-3 @clause:11-1-1 @clause:8-1-3-5-1
  @needs:timing.main @needs:ability.ko @needs:ability.replacement
  Scenario: 11-1-1-3 A loop both players can stop ends when the non-turn player stops it first
    Given the test cards:
      | id       | category  | cost | power |
      | E-HUNT   | event     | 1    |       |
      | C-MIRROR | character | 1    | 1000  |
    And card "E-HUNT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent"}}]}
      """
    And card "C-MIRROR" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"}, "by": "any", "optional": true,
       "instead": [{"kind": "ko", "target": {"select": "all", "side": "opponent"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-HUNT" as "hunt"
    And p1's cost area holds 1 active DON!!
    And p1 has a character "C-MIRROR" as "mine"
    And p2 has a character "C-MIRROR" as "theirs"
    When p1 plays "hunt"
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p1
    When p1 accepts
    Then the pending decision is "decide" for p2
    When p2 declines
    Then the game is not over
    And the log has exactly 1 event like:
      """
      {"event": "ko", "by": "effect"}
      """
    And the log has exactly 2 events like:
      """
      {"event": "replaced"}
      """
    And "mine" is on the field
    And "theirs" is not on the field
    And the log shows a K.O. of "theirs" by effect
    And it is p1's main phase

  @clause:11-1-1-3 @clause:11-1-1 @clause:8-1-3-5-1
  @needs:timing.main @needs:ability.ko @needs:ability.replacement
  Scenario: 11-1-1-3 A loop both players can stop ends when the turn player stops it first
    Given the test cards:
      | id       | category  | cost | power |
      | E-HUNT   | event     | 1    |       |
      | C-MIRROR | character | 1    | 1000  |
    And card "E-HUNT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent"}}]}
      """
    And card "C-MIRROR" has the ability:
      """
      {"timing": "replacement", "event": "ko", "applies_to": {"select": "this"}, "by": "any", "optional": true,
       "instead": [{"kind": "ko", "target": {"select": "all", "side": "opponent"}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-HUNT" as "hunt"
    And p1's cost area holds 1 active DON!!
    And p1 has a character "C-MIRROR" as "mine"
    And p2 has a character "C-MIRROR" as "theirs"
    When p1 plays "hunt"
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p1
    When p1 accepts
    Then the pending decision is "decide" for p2
    When p2 accepts
    Then the pending decision is "decide" for p1
    When p1 declines
    Then the game is not over
    And the log has exactly 1 event like:
      """
      {"event": "ko", "by": "effect"}
      """
    And the log has exactly 3 events like:
      """
      {"event": "replaced"}
      """
    And "theirs" is on the field
    And "mine" is not on the field
    And the log shows a K.O. of "mine" by effect
    And it is p1's main phase
