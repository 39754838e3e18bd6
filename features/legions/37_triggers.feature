Feature: 37 Triggered effects
  A triggered effect always arises and resolves once its condition is met. Whether it has is checked only
  between sequences, never in the middle of one, against the changes the game has gone through; one change
  triggers an effect once, and a condition about "one or more" cards counts a sequence's changes together.
  Effects that arise together resolve by priority: the card of the main-phase action first, then cards
  effects put on the field (the turn player ordering those), then the rest in the turn player's order. As long
  as triggered effects keep resolving they form one chain, and every check reads all the changes of the chain.

  Background:
    Given the test cards:
      | id      | category | atk | hp | wt | cost |
      | SK      | skill    |     |    | 2  | 0    |
      | PAWN    | minion   | 1   | 2  | 2  | 0    |
      | WALL    | minion   | 1   | 3  | 3  | 0    |
      | HERALD  | minion   | 1   | 2  | 2  | 0    |
      | WATCHER | minion   | 1   | 2  | 4  | 0    |
      | SPIRIT  | minion   | 1   | 1  | 1  | 0    |
      | ERIN    | minion   | 2   | 2  | 2  | 0    |

  @clause:37-1 @needs:ability
  Scenario: 37-1 A triggered effect resolves without being offered, even when it harms its own card
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Backlash", "when": "on_deploy", "effects": [{"do": "damage", "target": {"select": "this"}, "amount": 2}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "HERALD" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's left lane is empty
    And p1's wait zone II holds "h"
    And the pending decision is "main" for p1

  @clause:37-2 @needs:ability
  Scenario: 37-2 The changes a triggered sequence makes are checked when that sequence ends
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Volley", "when": "on_deploy",
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1}]}]
      """
    And the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 15
    And p1's hand holds "HERALD" as "h"
    And p2's left lane holds "WALL" as "w"
    When p1 unlocks "h" to the left lane
    Then "w" has 1 damage
    And p2's life is 16
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "h", "ability": 0},
       {"event": "damage", "card": "w", "amount": 1},
       {"event": "resolve", "card": "w", "ability": 0},
       {"event": "life", "player": "p2", "life": 16}]
      """

  @clause:37-2 @clause:36-2b @needs:ability
  Scenario: 37-2 A main-phase action that opens no sequence is checked too
    Given the card "WALL" has the abilities:
      """
      [{"name": "Step", "when": "on_lane_move", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "WALL" as "w"
    When p1 moves "w" to the centre lane
    Then p1's life is 16
    And the pending decision is "main" for p1

  @clause:37-3 @needs:ability
  Scenario: 37-3 One deployment triggers each watching ability once, however many checks follow it
    Given the card "WATCHER" has the abilities:
      """
      [{"name": "Count", "when": "deployed", "side": "self", "filter": {"other": true},
        "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "PAWN" has the abilities:
      """
      [{"name": "Arrival", "when": "on_deploy", "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's left lane holds "WATCHER" as "w1"
    And p1's right lane holds "WATCHER" as "w2"
    And p1's hand holds "PAWN" as "p"
    When p1 unlocks "p" to the centre lane
    Then p1 is asked which triggered effect resolves next, among "Count" of "w1" and "Count" of "w2"
    When p1 resolves "Count" of "w2" next
    Then p1's life is 12
    And p1's hand has 1 card
    And the log has exactly 1 event like:
      """
      {"event": "resolve", "card": "w1"}
      """
    And the log has exactly 1 event like:
      """
      {"event": "resolve", "card": "w2"}
      """
    When p1 ends the main phase
    Then p1's life is 12

  @clause:37-4 @needs:ability
  Scenario: 37-4 Three minions deployed by one sequence trigger "each minion" three times and "one or more minions" once
    Given the card "WATCHER" has the abilities:
      """
      [{"name": "Each", "when": "deployed", "side": "self", "zones": ["standby"],
        "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "HERALD" has the abilities:
      """
      [{"name": "Any", "when": "deployed", "side": "self", "one_or_more": true, "zones": ["standby"],
        "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["I"]}}, "to": "field", "lane": "left"},
       {"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["II"]}}, "to": "field", "lane": "centre"},
       {"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["III"]}}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's standby zone holds "WATCHER" as "each" and "HERALD" as "any"
    And p1's wait zone I holds "PAWN" as "a"
    And p1's wait zone II holds "PAWN" as "b"
    And p1's wait zone III holds "PAWN" as "c"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's left lane holds "a"
    And p1's right lane holds "c"
    And p1 is asked which triggered effect resolves next, among "Each" of "each" and "Any" of "any"
    When p1 resolves "Any" of "any" next
    Then p1's life is 13
    And p1's hand has 1 card
    And the log has exactly 1 event like:
      """
      {"event": "resolve", "card": "any"}
      """

  @clause:37-4 @needs:ability
  Scenario: 37-4 "One or more" is counted per sequence: two sequences deploying a minion each trigger it twice
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Any", "when": "deployed", "side": "self", "one_or_more": true, "zones": ["standby"],
        "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "PAWN" has the abilities:
      """
      [{"name": "Call", "when": "on_deploy",
        "effects": [{"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["II"]}},
                     "to": "field", "lane": "right"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "HERALD" as "any"
    And p1's hand holds "PAWN" as "p"
    And p1's wait zone II holds "WALL" as "w"
    When p1 unlocks "p" to the left lane
    Then p1's right lane holds "w"
    And p1's hand has 2 cards
    And the log has exactly 2 events like:
      """
      {"event": "resolve", "card": "any"}
      """

  @clause:37-5 @clause:35-4 @needs:ability
  Scenario: 37-5 A condition met in the middle of a sequence is checked only after the sequence's last step
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all"}, "amount": 1},
       {"do": "draw", "count": 1},
       {"do": "gain_life", "amount": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's left lane holds "WALL" as "w"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is 13
    And the log has these events in this strict order:
      """
      [{"event": "damage", "card": "w", "amount": 1},
       {"event": "draw", "player": "p1"},
       {"event": "life", "player": "p1", "life": 12},
       {"event": "resolve", "card": "w", "ability": 0},
       {"event": "life", "player": "p1", "life": 13}]
      """

  @clause:37-5a @needs:ability
  Scenario: 37-5a A minion put on the field and taken off again within one sequence triggers nothing
    Given the card "SPIRIT" has the abilities:
      """
      [{"name": "Bloom", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "WATCHER" has the abilities:
      """
      [{"name": "Count", "when": "deployed", "side": "self", "filter": {"other": true},
        "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"},
       {"do": "move", "target": {"select": "all", "filter": {"max_hp": 1}}, "to": "hand"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's centre lane holds "WATCHER" as "watch"
    And p1's wait zone II holds "SPIRIT" as "sp"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's left lane is empty
    And p1's hand contains "sp"
    And p1's life is 15
    And the log has the event:
      """
      {"event": "move", "card": "sp", "to": "lane_left"}
      """
    And the log does not have the event:
      """
      {"event": "resolve", "card": "sp"}
      """
    And the log does not have the event:
      """
      {"event": "resolve", "card": "watch"}
      """

  @clause:37-5a @needs:ability
  Scenario: 37-5a The same minion left on the field at the end of the sequence does trigger
    Given the card "SPIRIT" has the abilities:
      """
      [{"name": "Bloom", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"},
       {"do": "move", "target": {"select": "all", "filter": {"max_hp": 0}}, "to": "hand"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's wait zone II holds "SPIRIT" as "sp"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's left lane holds "sp"
    And p1's life is 16

  @clause:37-6 @clause:37-6a @needs:ability @needs:ability.activated
  Scenario: 37-6 Priority, not the order conditions were met: the activated card's later trigger resolves before an earlier one
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Sally", "when": "activated",
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1},
                    {"do": "damage", "target": {"select": "this"}, "amount": 1}]},
       {"name": "Hurt", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p2's left lane holds "WALL" as "w"
    When p1 activates "Sally" of "h"
    Then the pending decision is "main" for p1
    And p1's life is 16
    And p2's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "damage", "card": "w", "amount": 1},
       {"event": "damage", "card": "h", "amount": 1},
       {"event": "resolve", "card": "h", "ability": 1},
       {"event": "resolve", "card": "w", "ability": 0}]
      """

  @clause:37-6a @needs:ability
  Scenario: 37-6a The card that made the main-phase action resolves first, without the turn player being asked
    Given the card "WATCHER" has the abilities:
      """
      [{"name": "Drill", "when": "you", "action": "lane_move", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "HERALD" has the abilities:
      """
      [{"name": "Shift", "when": "on_lane_move", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's right lane holds "WATCHER" as "watch"
    And p1's left lane holds "HERALD" as "h"
    When p1 moves "h" to the centre lane
    Then the pending decision is "main" for p1
    And p1's life is 16
    And p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "h", "ability": 0},
       {"event": "resolve", "card": "watch", "ability": 0}]
      """

  @clause:37-6b @needs:ability
  Scenario: 37-6b A card an effect put on the field resolves its ability before other triggered effects, whatever was met first
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "SPIRIT" has the abilities:
      """
      [{"name": "Bloom", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1},
       {"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p2's left lane holds "WALL" as "w"
    And p1's wait zone I holds "SPIRIT" as "sp"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then the pending decision is "main" for p1
    And p1's life is 16
    And p2's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "damage", "card": "w"},
       {"event": "move", "card": "sp", "to": "lane_left"},
       {"event": "resolve", "card": "sp", "ability": 0},
       {"event": "resolve", "card": "w", "ability": 0}]
      """

  @clause:37-6c @clause:37-6b @needs:ability
  Scenario Outline: 37-6c The turn player orders the abilities of cards deployed together, before any other triggered effect (<first> first)
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "SPIRIT" has the abilities:
      """
      [{"name": "Bloom", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1},
       {"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["I"]}}, "to": "field", "lane": "left"},
       {"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["II"]}}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "WALL" as "w"
    And p1's wait zone I holds "SPIRIT" as "a"
    And p1's wait zone II holds "SPIRIT" as "b"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 is asked which triggered effect resolves next, among "Bloom" of "a" and "Bloom" of "b"
    When p1 resolves "Bloom" of "<first>" next
    Then the pending decision is "main" for p1
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "<first>", "ability": 0},
       {"event": "resolve", "card": "<second>", "ability": 0},
       {"event": "resolve", "card": "w", "ability": 0}]
      """

    Examples:
      | first | second |
      | a     | b      |
      | b     | a      |

  @clause:37-6d @clause:01-8 @needs:ability
  Scenario Outline: 37-6d The turn player orders the remaining triggered effects, the opponent's included (<tp>'s turn, <first> first)
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "any"}, "amount": 1}]
      """
    And a game on turn <turn> in the main phase with <tp> to play
    And p1's left lane holds "WALL" as "mine"
    And p2's left lane holds "WALL" as "theirs"
    And <tp>'s hand holds "SK" as "s"
    When <tp> unlocks "s" to play
    Then <tp> is asked which triggered effect resolves next, among "Grit" of "mine" and "Grit" of "theirs"
    When <tp> resolves "Grit" of "<first>" next
    Then the pending decision is "main" for <tp>
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "<first>", "ability": 0},
       {"event": "resolve", "card": "<second>", "ability": 0}]
      """

    Examples:
      | tp | turn | first  | second |
      | p1 | 3    | theirs | mine   |
      | p1 | 3    | mine   | theirs |
      | p2 | 4    | mine   | theirs |

  @clause:37-6d @clause:36-2c @clause:38-9 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario Outline: 37-6d The turn player orders the On Attack abilities of a master attacking by an effect (<first> first)
    Given the card "M-RW" has the abilities:
      """
      [{"name": "Roar", "when": "on_attack", "effects": [{"do": "gain_life", "amount": 1}]},
       {"name": "Howl", "when": "on_attack", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's centre lane holds "WALL" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 is asked which triggered effect resolves next, among "Roar" of "p1-master" and "Howl" of "p1-master"
    When p1 resolves "<first>" of "p1-master" next
    Then p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "resolve", "card": "p1-master", "ability": <a>},
       {"event": "resolve", "card": "p1-master", "ability": <b>},
       {"event": "damage", "card": "x", "amount": 1, "kind": "battle"}]
      """

    Examples:
      | first | a | b |
      | Roar  | 0 | 1 |
      | Howl  | 1 | 0 |

  @clause:37-6d @needs:ability
  Scenario: 37-6d A choice of order that is not among the triggered effects waiting is rejected
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "any"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "mine"
    And p2's left lane holds "WALL" as "theirs"
    And p1's centre lane holds "WALL" as "idle"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 is asked which triggered effect resolves next, among "Grit" of "mine", "Grit" of "idle" and "Grit" of "theirs"
    When p2 tries the action:
      """
      {"type": "choose_trigger", "card": "mine", "ability": 0}
      """
    Then the action is rejected citing clause 01-8
    And the game state is unchanged

  @clause:37-7 @clause:37-6d @clause:37-2 @needs:ability
  Scenario Outline: 37-7 A card that reaches a zone where its ability works during the chain still answers the chain's earlier changes (<first> first)
    Given the card "ERIN" has the abilities:
      """
      [{"name": "Blessing", "when": "on_deploy",
        "effects": [{"do": "wt", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["III"]}}, "amount": -1}]}]
      """
    And the card "SPIRIT" has the abilities:
      """
      [{"name": "Sprout", "when": "deployed", "side": "self", "zones": ["wait_I", "wait_II"],
        "effects": [{"do": "move", "target": {"select": "this", "zone": "wait"}, "to": "field"}]}]
      """
    And the card "WATCHER" has the abilities:
      """
      [{"name": "Sniper", "when": "deployed", "side": "self", "filter": {"other": true},
        "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's centre lane holds "WATCHER" as "watch"
    And p1's wait zone III holds "SPIRIT" as "sp"
    And p1's hand holds "ERIN" as "e"
    When p1 unlocks "e" to the left lane
    Then p1's wait zone II holds "sp"
    And p1 is asked which triggered effect resolves next, among "Sprout" of "sp" and "Sniper" of "watch"
    When p1 resolves "<name>" of "<first>" next
    Then p1's right lane holds "sp"
    And p1's life is 12
    And the log has exactly 2 events like:
      """
      {"event": "resolve", "card": "watch"}
      """

    Examples:
      | name   | first |
      | Sprout | sp    |
      | Sniper | watch |
