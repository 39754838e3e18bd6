Feature: 35 Effects
  Card text resolves as sequences: a skill's or arts card's whole text when it is played, an ability when
  its condition is met. A step that cannot be carried out ends the sequence there; a play-time effect whose
  first effect has no legal target cannot even be played. Temporary effects end at their deadline or when
  their unit leaves the field; continuous ones last while their card is on the field.

  Background:
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | DRAW1 | skill    |     |    | 2  | 0    |
      | HIT   | skill    |     |    | 2  | 0    |
      | BOLT  | arts     |     |    |    | 0    |
      | WALL  | minion   | 1   | 3  | 3  | 0    |
      | PAWN  | minion   | 1   | 2  | 2  | 0    |
      | HERALD| minion   | 1   | 2  | 2  | 0    |
    And the card "DRAW1" has the play-time effects:
      """
      [{"do": "draw", "count": 1}]
      """
    And the card "HIT" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1},
       {"do": "draw", "count": 1}]
      """
    And the card "BOLT" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 2}]
      """

  @clause:35-1 @clause:32-4
  Scenario: 35-1 A skill's text resolves when it is played, before the card goes to the wait zone of its WT
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d"
    When p1 unlocks "d" to play
    Then p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "d", "from": "hand", "to": "play"},
       {"event": "resolve", "card": "d", "ability": null},
       {"event": "draw", "player": "p1"},
       {"event": "move", "card": "d", "from": "play", "to": "wait_II"}]
      """

  @clause:35-1 @clause:36-2a
  Scenario: 35-1 An ability whose condition is met resolves without being asked
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Herald's Call", "when": "on_deploy", "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HERALD" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's hand has 1 card
    And the log has exactly one event:
      """
      {"event": "resolve", "card": "h", "ability": 0}
      """

  @clause:35-4 @clause:37-5
  Scenario: 35-4 An ability met in the middle of a sequence arises only after the whole sequence
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Herald's Call", "when": "on_deploy", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "DRAW1" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"},
       {"do": "gain_life", "amount": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's hand holds "DRAW1" as "d"
    And p1's wait zone III holds "HERALD" as "h"
    When p1 unlocks "d" to play
    Then p1's left lane holds "h"
    And p1's life is 17
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "h", "to": "lane_left"},
       {"event": "life", "player": "p1", "life": 17},
       {"event": "move", "card": "d", "from": "play", "to": "wait_II"},
       {"event": "resolve", "card": "h", "ability": 0},
       {"event": "draw", "player": "p1"}]
      """

  @clause:35-6 @clause:01-8
  Scenario: 35-6 The turn player chooses a target among the legal ones only
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HIT" as "h"
    And p1's left lane holds "WALL" as "mine"
    And p2's left lane holds "WALL" as "x"
    And p2's right lane holds "WALL" as "y"
    When p1 unlocks "h" to play
    Then p1 is asked to choose 1 target among "x" and "y"
    When p1 tries the action:
      """
      {"type": "choose_targets", "cards": ["mine"]}
      """
    Then the action is rejected citing clause 35-6
    And the game state is unchanged
    When p1 chooses the target "y"
    Then "y" has 1 damage
    And "x" has 0 damage

  @clause:35-6 @clause:01-8
  Scenario: 35-6 The non-turn player's effect is chosen for by the turn player
    Given the card "WALL" has the abilities:
      """
      [{"name": "Retort", "when": "this", "event": "damaged",
        "effects": [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HIT" as "h"
    And p1's left lane holds "PAWN" as "a"
    And p1's right lane holds "PAWN" as "b"
    And p2's left lane holds "WALL" as "w"
    When p1 unlocks "h" to play
    Then p1 is asked to choose 1 target among "a" and "b"
    When p1 chooses the target "b"
    Then "b" has 1 damage
    And "a" has 0 damage

  @clause:35-7 @clause:01-5
  Scenario: 35-7 A step with no legal target ends the sequence there: the steps after it are not carried out
    Given the card "DRAW1" has the play-time effects:
      """
      [{"do": "draw", "count": 1},
       {"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d"
    And p1's left lane holds "WALL" as "mine"
    When p1 unlocks "d" to play
    Then p1's hand has 1 card
    And "mine" has 0 damage
    And the log has the event:
      """
      {"event": "fizzle", "card": "d"}
      """
    And p1's wait zone II holds "d"

  @clause:35-7
  Scenario: 35-7 A sequence whose steps all succeed does not fizzle
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HIT" as "h"
    And p2's left lane holds "WALL" as "x"
    When p1 unlocks "h" to play
    Then "x" has 1 damage
    And p1's hand has 1 card
    And the log does not have the event:
      """
      {"event": "fizzle"}
      """

  @clause:35-9 @clause:35-8 @clause:37-1
  Scenario: 35-9 A triggered effect whose first effect has no legal target fizzles and does nothing else
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Opening Strike", "when": "on_deploy",
        "effects": [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1},
                    {"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HERALD" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's left lane holds "h"
    And p1's hand has 0 cards
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "h", "ability": 0},
       {"event": "fizzle", "card": "h", "ability": 0}]
      """

  @clause:35-9 @clause:32-4 @clause:32-6
  Scenario Outline: 35-9 A <category> whose first effect has no legal target cannot be played
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's hand holds "<card>" as "c"
    When p1 tries to unlock "c" to play
    Then the action is rejected citing clause 35-9
    And the game state is unchanged

    Examples:
      | category | card |
      | skill    | HIT  |
      | arts     | BOLT |

  @clause:35-9 @clause:31-5
  Scenario: 35-9 A skill that cannot be played for want of a target may still wait in the standby zone
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HIT" as "h"
    Then the legal actions include:
      """
      {"type": "unlock", "card": "h", "to": "standby", "player": "p1"}
      """
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "h", "to": "play", "player": "p1"}
      """

  @clause:35-9 @clause:31-6
  Scenario: 35-9 An arts card that cannot be played is excluded when it is unlocked
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's hand holds "BOLT" as "b"
    When p1 unlocks "b" to exclusion
    Then p1's exclusion zone contains "b"
    And the log does not have the event:
      """
      {"event": "resolve", "card": "b"}
      """

  @clause:35-9
  Scenario: 35-9 Only the first effect decides: a skill whose later step lacks a target can be played
    Given the card "DRAW1" has the play-time effects:
      """
      [{"do": "draw", "count": 1},
       {"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d"
    When p1 unlocks "d" to play
    Then p1's hand has 1 card
    And p1's wait zone II holds "d"

  @clause:35-3 @clause:37-2 @needs:ability
  Scenario: 35-3 A skill's whole text is one sequence: an ability it triggers resolves after the text's last step, not between its steps
    Given the test cards:
      | id   | category | atk | hp | wt | cost |
      | OUCH | minion   | 1   | 3  | 2  | 0    |
    And the card "OUCH" has the abilities:
      """
      [{"name": "Wince", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 2}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 10
    And p1's hand holds "HIT" as "h"
    And p2's left lane holds "OUCH" as "o"
    When p1 unlocks "h" to play
    Then p2's life is 12
    And the log has these events in this strict order:
      """
      [{"event": "damage", "card": "o"},
       {"event": "draw", "player": "p1"},
       {"event": "resolve", "card": "o"}]
      """

  @clause:35-10 @clause:38-5
  Scenario: 35-10 A modification until the end of the turn is gone on the next turn
    Given the card "DRAW1" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "choose"}, "atk": 2, "hp": 1, "until": "turn"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d"
    And p1's left lane holds "WALL" as "w"
    When p1 unlocks "d" to play
    Then "w" has ATK 3 and HP 4
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "w" has ATK 1 and HP 3

  @clause:35-10 @clause:38-6
  Scenario: 35-10 A temporary effect ends when its unit leaves the field, even if the card comes back
    Given the card "DRAW1" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "all"}, "atk": 2, "until": "field"},
       {"do": "move", "target": {"select": "all"}, "to": "wait"},
       {"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d"
    And p1's left lane holds "WALL" as "w"
    When p1 unlocks "d" to play
    Then p1's left lane holds "w"
    And "w" has ATK 1 and HP 3

  @clause:35-11
  Scenario: 35-11 A value counted by an effect is fixed when it resolves
    Given the card "DRAW1" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "choose"}, "atk": {"count": "hand"}},
       {"do": "draw", "count": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "DRAW1" as "d" and "PAWN" as "p"
    And p1's left lane holds "WALL" as "w"
    When p1 unlocks "d" to play
    Then p1's hand has 3 cards
    And "w" has ATK 2 and HP 3

  @clause:35-12 @clause:36-3a
  Scenario: 35-12 A continuous effect applies to a minion that arrives later, and stops once its source has left
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Banner", "when": "always",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "atk": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "HERALD" as "h"
    And p1's hand holds "PAWN" as "p"
    And p2's left lane holds "PAWN" as "theirs"
    When p1 unlocks "p" to the centre lane
    Then "p" has ATK 2 and HP 2
    And "h" has ATK 1 and HP 2
    And "theirs" has ATK 1 and HP 2
    When p1 excludes "h" from the field
    Then "p" has ATK 1 and HP 2

  @clause:35-12 @clause:36-3a @clause:35-4
  Scenario: 35-12 A continuous effect does not change during a sequence: its source leaving takes effect afterwards
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Bulwark", "when": "always",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "hp": 2}]}]
      """
    And the card "HIT" has the play-time effects:
      """
      [{"do": "break", "target": {"select": "choose", "filter": {"max_hp": 2}}},
       {"do": "damage", "target": {"select": "choose", "filter": {"min_hp": 3}}, "amount": 2},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HIT" as "x"
    And p1's left lane holds "HERALD" as "h"
    And p1's right lane holds "PAWN" as "p"
    When p1 unlocks "x" to play
    Then p1's right lane is empty
    And the log has these events in this strict order:
      """
      [{"event": "break", "card": "h"},
       {"event": "damage", "card": "p", "amount": 2},
       {"event": "draw", "player": "p1"},
       {"event": "break", "card": "p"}]
      """

  @clause:35-13 @clause:36-1
  Scenario Outline: 35-13 An ability works outside the field only when its text says where
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Echo", "when": "deployed", "side": "self", <zones> "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's wait zone II holds "HERALD" as "h"
    And p1's hand holds "PAWN" as "p"
    When p1 unlocks "p" to the left lane
    Then p1's hand has <hand> cards

    Examples:
      | zones                     | hand |
      |                           | 0    |
      | "zones": ["wait_II"],     | 1    |
      | "zones": ["wait_I"],      | 0    |
