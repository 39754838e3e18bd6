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

  @clause:11-2-1 @needs:timing.main @needs:ability.search @needs:observation.known_to
  Scenario: 11-2-1 A card of a stated kind moved from the deck to the hand is revealed to both players
    Given the test cards:
      | id       | category  | cost | types |
      | E-SCOUT  | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-NAVY" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    And p1 chooses "d2"
    Then the pending decision is "order" for p1
    And "d2" in p1's hand is known to both players
    And the log shows p1 revealed "d2"

  @clause:11-2-1 @needs:timing.main @needs:ability.search @needs:observation.known_to
  Scenario: 11-2-1 A card moved from the deck to the hand with no condition stated is not revealed
    Given the test cards:
      | id       | category  | cost |
      | E-SCOUT  | event     | 0    |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-B" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    And p1 chooses "d2"
    Then the pending decision is "order" for p1
    And "d2" in p1's hand is known to p1 only
    And the log shows p1 revealed nothing

  @clause:11-2-2 @needs:timing.main @needs:ability.search @needs:observation.known_to
  Scenario: 11-2-2 A card revealed by an effect is secret again once that effect has resolved
    Given the test cards:
      | id       | category  | cost | types |
      | E-SCOUT  | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-NAVY" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    And p1 chooses "d2"
    Then "d2" in p1's hand is known to both players
    When p1 puts "d3" and "d1" in this order
    Then "d2" in p1's hand is known to p1 only
    And the pending decision is "main" for p1

  @clause:11-3-1 @needs:timing.main @needs:ability.look @needs:ability.trash_from_hand @needs:observation.known_to
  Scenario: 11-3-1 Cards looked at in the opponent's deck are seen by the effect's player alone
    Given the test cards:
      | id     | category | cost |
      | E-PEEK | event    | 0    |
    And card "E-PEEK" has the ability:
      """
      {"timing": "main", "effects": [
        {"kind": "look", "zone": "deck", "player": "opponent", "count": 2},
        {"kind": "trash_from_hand", "count": 1, "up_to": true}
      ]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PEEK" as "ev" and "C-A" as "a1"
    And p2's deck holds "C-B" as "d1", "C-B" as "d2" and "C-B" as "d3"
    When p1 plays "ev"
    Then "d1" and "d2" in p2's deck are known to p1 only
    And "d3" in p2's deck is known to nobody
    And the log shows p1 looked at "d1" and "d2" of p2's deck

  @clause:11-3-2 @needs:timing.main @needs:ability.search @needs:observation.known_to
  Scenario: 11-3-2 Cards being looked at stay in their area while the player looks at them
    Given the test cards:
      | id       | category  | cost | types |
      | E-SCOUT  | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 3, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-NAVY" as "d2", "C-A" as "d3" and "C-A" as "d4"
    When p1 plays "ev"
    Then the pending decision is "select" for p1
    And p1's deck lists "d1", "d2", "d3" and "d4" from the top
    And "d1", "d2" and "d3" in p1's deck are known to p1 only
    And p1's hand is empty

  @clause:11-3-3 @needs:timing.main @needs:ability.look @needs:observation.known_to
  Scenario: 11-3-3 Cards looked at with nothing more to do with them go back where and as they were
    Given the test cards:
      | id     | category | cost |
      | E-PEEK | event    | 0    |
    And card "E-PEEK" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "look", "zone": "deck", "count": 2}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-PEEK" as "ev"
    And p1's deck holds "C-A" as "d1", "C-B" as "d2" and "C-C" as "d3"
    When p1 plays "ev"
    Then the log shows p1 looked at "d1" and "d2" of p1's deck
    And p1's deck lists "d1", "d2" and "d3" from the top
    And every card in p1's deck is known to nobody
    And the pending decision is "main" for p1

  @clause:11-3-3 @needs:timing.main @needs:ability.search
  Scenario: 11-3-3 Cards looked at that the text tells where to put are moved there
    Given the test cards:
      | id       | category  | cost | types |
      | E-SCOUT  | event     | 0    |       |
      | C-NAVY   | character | 1    | Navy  |
    And card "E-SCOUT" has the ability:
      """
      {"timing": "main", "effects": [{"kind": "search", "count": 1, "from_top": 2, "filter": {"types": ["Navy"]}}]}
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "E-SCOUT" as "ev"
    And p1's deck holds "C-A" as "d1", "C-B" as "d2" and "C-C" as "d3"
    When p1 plays "ev"
    And p1 puts "d2" and "d1" in this order
    Then p1's deck lists "d3", "d2" and "d1" from the top
