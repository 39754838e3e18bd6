Feature: 36 Conditions of effects
  Every ability names the condition that makes it work. Triggered abilities arise when a named change
  happens (deploying, a lane move, an attack, a phase of your own beginning or ending, an unlock, an action of
  yours, something the card itself does); continuous ones apply while their card is on the field, always or
  only in one player's turns; activated ones are started by their owner in their own main phase, paying their
  cost, as often as it can be paid or once a turn. Unless the text says otherwise, an ability works only
  while its card is on the field.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cost |
      | SK     | skill    |     |    | 2  | 0    |
      | PAWN   | minion   | 1   | 2  | 2  | 0    |
      | WALL   | minion   | 1   | 3  | 3  | 0    |
      | HERALD | minion   | 1   | 2  | 2  | 0    |
      | DEAR   | minion   | 1   | 2  | 2  | 1    |

  @clause:36-1 @needs:ability
  Scenario Outline: 36-1 An ability works only while its card is on the field (here: in the <zone>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Cheer", "when": "you", "action": "unlock", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's <zone> holds "HERALD" as "h"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is <life>

    Examples:
      | zone         | life |
      | left lane    | 16   |
      | standby zone | 15   |
      | wait zone II | 15   |

  @clause:36-1 @needs:ability
  Scenario: 36-1 An ability of a card in the hand does nothing while another card is unlocked
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Cheer", "when": "you", "action": "unlock", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's hand holds "HERALD" as "h" and "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is 15
    And the log does not have the event:
      """
      {"event": "resolve", "card": "h"}
      """

  @clause:36-2a @needs:ability
  Scenario Outline: 36-2a On Deploy triggers when the minion comes onto the field from another zone, not on a lane move (<how>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Arrival", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's <zone> holds "HERALD" as "h"
    When p1 <action>
    Then p1's life is <life>

    Examples:
      | how            | zone         | action                                   | life |
      | from the hand  | hand         | unlocks "h" to the left lane             | 16   |
      | from standby   | standby zone | plays "h" from standby to the left lane  | 16   |
      | lane move      | left lane    | moves "h" to the centre lane             | 15   |

  @clause:36-2a @clause:33-1 @needs:ability
  Scenario: 36-2a On Deploy triggers when an effect puts the minion on the field from the timeline
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Arrival", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's wait zone III holds "HERALD" as "h"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's right lane holds "h"
    And p1's life is 16

  @clause:36-2a @needs:ability
  Scenario: 36-2a Another minion being deployed does not trigger a card's own On Deploy
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Arrival", "when": "on_deploy", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p1's hand holds "PAWN" as "p"
    When p1 unlocks "p" to the centre lane
    Then p1's life is 15
    And the log does not have the event:
      """
      {"event": "resolve", "card": "h"}
      """

  @clause:36-2b @needs:ability
  Scenario: 36-2b On Lane Move triggers when that minion has completed its lane move, and not for another minion
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Shift", "when": "on_lane_move", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p1's centre lane holds "PAWN" as "p"
    When p1 moves "p" to the right lane
    Then p1's life is 15
    When p1 moves "h" to the centre lane
    Then p1's life is 16
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "h", "from": "lane_left", "to": "lane_centre"},
       {"event": "resolve", "card": "h", "ability": 0},
       {"event": "life", "player": "p1", "life": 16}]
      """

  @clause:36-2b @clause:33-2 @needs:ability
  Scenario: 36-2b Being deployed is not a lane move
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Shift", "when": "on_lane_move", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's hand holds "HERALD" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's life is 15

  @clause:36-2c @clause:34-7 @needs:ability @needs:battle
  Scenario: 36-2c On Attack resolves once the target is chosen, before the damage is exchanged, and only for the attacker
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Charge", "when": "on_attack",
        "effects": [{"do": "modify", "target": {"select": "this"}, "atk": 2}]}]
      """
    And the card "WALL" has the abilities:
      """
      [{"name": "Rouse", "when": "on_attack", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p2's right lane holds "WALL" as "w"
    When p1 attacks "w" with "h"
    Then p2's right lane is empty
    And p2's life is 15
    And the log has these events in this strict order:
      """
      [{"event": "attack", "attacker": "h", "target": "w"},
       {"event": "resolve", "card": "h", "ability": 0},
       {"event": "damage", "card": "w", "amount": 3}]
      """

  @clause:36-2d @clause:26-5 @needs:ability
  Scenario: 36-2d A start-of-your-phase ability resolves before the phase's work, and only in its owner's turn
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Dawn", "when": "phase_start", "phase": "draw", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 4 in the start phase with p2 to play
    And p1's life is 15
    And p2's life is 15
    And p1's left lane holds "HERALD" as "mine"
    And p2's left lane holds "HERALD" as "theirs"
    When the game is started
    Then it is turn 4, p2's draw phase
    And p2's life is 16
    And p1's life is 15
    And the log has these events in this strict order:
      """
      [{"event": "phase", "phase": "draw", "player": "p2"},
       {"event": "resolve", "card": "theirs", "ability": 0},
       {"event": "life", "player": "p2", "life": 16},
       {"event": "draw", "player": "p2"}]
      """

  @clause:36-2e @clause:26-6 @needs:ability
  Scenario: 36-2e An end-of-your-main-phase ability resolves after the end is declared, before the end phase
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Dusk", "when": "phase_end", "phase": "main", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p2's life is 15
    And p1's left lane holds "HERALD" as "mine"
    And p2's left lane holds "HERALD" as "theirs"
    When p1 ends the main phase
    Then p1's life is 16
    And p2's life is 15
    And the log has these events in this strict order:
      """
      [{"event": "end_main", "player": "p1"},
       {"event": "resolve", "card": "mine", "ability": 0},
       {"event": "life", "player": "p1", "life": 16},
       {"event": "phase", "phase": "end", "player": "p1"}]
      """

  @clause:36-2e @clause:26-7 @needs:ability
  Scenario: 36-2e An end-of-your-end-phase ability resolves after the clean-up, before the next turn
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Dusk", "when": "phase_end", "phase": "end", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "HERALD" as "mine" with 1 damage
    When p1 ends the main phase
    Then p1's life is 16
    And the log has these events in this strict order:
      """
      [{"event": "heal", "card": "mine"},
       {"event": "resolve", "card": "mine", "ability": 0},
       {"event": "turn_start", "turn": 4}]
      """

  @clause:36-2f @clause:31-1 @needs:ability
  Scenario Outline: 36-2f On Unlock resolves right after the cost is paid, before the card goes to <to>
    Given the card "DEAR" has the abilities:
      """
      [{"name": "Spark", "when": "on_unlock", "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "DEAR" as "d"
    When p1 unlocks "d" to <to>
    Then p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "pay", "player": "p1", "mp": 1},
       {"event": "resolve", "card": "d", "ability": 0},
       {"event": "draw", "player": "p1"},
       {"event": "move", "card": "d", "from": "hand"}]
      """

    Examples:
      | to            |
      | the left lane |
      | standby       |

  @clause:36-2f @clause:38-6 @needs:ability
  Scenario Outline: 36-2f On Unlock does not trigger when an effect puts the card from the hand <where>
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Spark", "when": "on_unlock", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "hand", "filter": {"category": ["minion"]}}, "to": "<to>", "lane": "left"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's hand holds "SK" as "s" and "HERALD" as "h"
    When p1 unlocks "s" to play
    Then p1's hand has 0 cards
    And p1's life is 15
    And the log does not have the event:
      """
      {"event": "resolve", "card": "h"}
      """

    Examples:
      | where               | to      |
      | onto the field      | field   |
      | in the standby zone | standby |
      | in its wait zone    | wait    |

  @clause:36-2g @needs:ability
  Scenario Outline: 36-2g "When you unlock a skill" triggers on its owner's unlock of a skill only (<card>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Study", "when": "you", "action": "unlock", "filter": {"category": ["skill"]},
        "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p2's life is 15
    And p1's left lane holds "HERALD" as "mine"
    And p2's left lane holds "HERALD" as "theirs"
    And p1's hand holds "SK" as "s" and "PAWN" as "p"
    When p1 unlocks "<card>" to <to>
    Then p1's life is <life>
    And p2's life is 15

    Examples:
      | card | to              | life |
      | s    | play            | 16   |
      | p    | the centre lane | 15   |

  @clause:36-2g @needs:ability
  Scenario: 36-2g "When you move a minion between lanes" triggers for any of your minions, not the opponent's moves
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Drill", "when": "you", "action": "lane_move", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p2's life is 15
    And p1's left lane holds "HERALD" as "mine"
    And p1's centre lane holds "PAWN" as "p"
    And p2's left lane holds "HERALD" as "theirs"
    When p1 moves "p" to the right lane
    Then p1's life is 16
    And p2's life is 15

  @clause:36-2h @clause:11-1 @needs:ability
  Scenario Outline: 36-2h "When this card is dealt damage" triggers for that card only (damage to <hit>)
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "WALL" as "w"
    And p1's right lane holds "PAWN" as "p"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    And p1 chooses the target "<hit>"
    Then "<hit>" has 1 damage
    And p1's life is <life>

    Examples:
      | hit | life |
      | w   | 16   |
      | p   | 15   |

  @clause:36-2h @needs:ability @needs:battle
  Scenario: 36-2h "When this card deals damage" triggers for the unit that dealt it, not for a unit that was only hit
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Bloodied", "when": "this", "event": "deals_damage", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the test cards:
      | id   | category | atk | hp | wt | cost |
      | MUTE | minion   | 0   | 3  | 3  | 0    |
    And the card "MUTE" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "deals_damage", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p2's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p2's right lane holds "MUTE" as "m"
    When p1 attacks "m" with "h"
    Then "m" has 1 damage
    And p1's life is 16
    And p2's life is 15

  @clause:36-2h @clause:36-2a @needs:ability
  Scenario Outline: 36-2h "When this card is deployed directly from the timeline" does not trigger from the <zone>
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Sprout", "when": "on_deploy", "from": ["wait"], "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "<target>"}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's <zone> holds "HERALD" as "h"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's right lane holds "h"
    And p1's life is <life>

    Examples:
      | zone         | target  | life |
      | wait zone IV | wait    | 16   |
      | standby zone | standby | 15   |

  @clause:36-3a @clause:35-12 @needs:ability @needs:ability.continuous
  Scenario Outline: 36-3a An "always" ability applies in both players' turns while its card is on the field (<when>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Banner", "when": "always",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "atk": 1}]}]
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1's <zone> holds "HERALD" as "h"
    And p1's left lane holds "PAWN" as "p"
    Then "p" has ATK <atk> and HP 2

    Examples:
      | when                            | turn | player | zone         | atk |
      | its owner's turn                | 3    | p1     | right lane   | 2   |
      | the opponent's turn             | 4    | p2     | right lane   | 2   |
      | its card is in the standby zone | 3    | p1     | standby zone | 1   |

  @clause:36-3a @clause:35-12 @needs:ability @needs:ability.continuous
  Scenario: 36-3a An "always" ability ends only after the sequence in which its card leaves the field
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Bulwark", "when": "always",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "hp": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "exclude", "target": {"select": "choose", "filter": {"max_hp": 2}}},
       {"do": "damage", "target": {"select": "all"}, "amount": 2},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "HERALD" as "h"
    And p1's right lane holds "PAWN" as "p"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's exclusion zone contains "h"
    And p1's right lane is empty
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "h", "to": "exclusion"},
       {"event": "damage", "card": "p", "amount": 2},
       {"event": "draw", "player": "p1"},
       {"event": "break", "card": "p"}]
      """

  @clause:36-3b @needs:ability @needs:ability.continuous
  Scenario Outline: 36-3b A "during your turn" ability applies only in its owner's turn (turn of <player>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Drive", "when": "your_turn",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "atk": 1}]}]
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1's right lane holds "HERALD" as "h"
    And p1's left lane holds "PAWN" as "p"
    And p2's left lane holds "PAWN" as "q"
    Then "p" has ATK <atk> and HP 2
    And "q" has ATK 1 and HP 2

    Examples:
      | player | turn | atk |
      | p1     | 3    | 2   |
      | p2     | 4    | 1   |

  @clause:36-3b @needs:ability @needs:ability.continuous
  Scenario: 36-3b A "during your turn" ability stops when the turn passes to the opponent
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Drive", "when": "your_turn",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "atk": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's right lane holds "HERALD" as "h"
    And p1's left lane holds "PAWN" as "p"
    Then "p" has ATK 2 and HP 2
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "p" has ATK 1 and HP 2

  @clause:36-3c @needs:ability @needs:ability.continuous
  Scenario Outline: 36-3c A "during the opponent's turn" ability applies only in the opponent's turn (turn of <player>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Guard", "when": "opponents_turn",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "hp": 1}]}]
      """
    And a game on turn <turn> in the main phase with <player> to play
    And p1's right lane holds "HERALD" as "h"
    And p1's left lane holds "PAWN" as "p"
    And p2's left lane holds "PAWN" as "q"
    Then "p" has ATK 1 and HP <hp>
    And "q" has ATK 1 and HP 2

    Examples:
      | player | turn | hp |
      | p1     | 3    | 2  |
      | p2     | 4    | 3  |

  @clause:36-3c @needs:ability @needs:ability.continuous
  Scenario: 36-3c A "during the opponent's turn" ability starts when the turn passes to the opponent
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Guard", "when": "opponents_turn",
        "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": true}}, "hp": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's right lane holds "HERALD" as "h"
    And p1's left lane holds "PAWN" as "p"
    Then "p" has ATK 1 and HP 2
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "p" has ATK 1 and HP 3

  @clause:36-4a @clause:30-2 @needs:ability @needs:ability.activated
  Scenario: 36-4a An activated ability may be activated again and again while its cost can be paid
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Study", "when": "activated", "cost": {"mp": 1}, "effects": [{"do": "draw", "count": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's left lane holds "HERALD" as "h"
    When p1 activates "Study" of "h"
    And p1 activates "Study" of "h"
    Then p1's hand has 2 cards
    And p1's core zone has 0 active and 2 exhausted cores
    And the legal actions do not include:
      """
      {"type": "activate", "card": "h", "ability": 0, "player": "p1"}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "h", "ability": 0}
      """
    Then the action is rejected citing one of the clauses 30-2, 36-4a
    And the game state is unchanged

  @clause:36-4a @clause:27-1 @needs:ability @needs:ability.activated
  Scenario Outline: 36-4a An activated ability cannot be activated outside its owner's main phase (<when>)
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Vow", "when": "activated", <once> "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn <turn> in the <phase> phase with <player> to play
    And p1's life is 15
    And p1's left lane holds "HERALD" as "h"
    And p2's left lane holds "HERALD" as "theirs"
    Then the legal actions do not include:
      """
      {"type": "activate", "card": "h", "ability": 0, "player": "p1"}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "h", "ability": 0}
      """
    Then the action is rejected citing one of the clauses <clauses>
    And the game state is unchanged

    Examples:
      | when                            | turn | phase | player | once                    | clauses     |
      | p1's draw phase                 | 3    | draw  | p1     |                         | 27-1, 36-4a |
      | p2's main phase                 | 4    | main  | p2     |                         | 01-8, 36-4a |
      | p1's draw phase, once per turn  | 3    | draw  | p1     | "once_per_turn": true,  | 27-1, 36-4b |

  @clause:36-4b @needs:ability @needs:ability.activated
  Scenario: 36-4b A once-per-turn ability is activated once in a turn for each card, and again in the next turn
    Given the card "HERALD" has the abilities:
      """
      [{"name": "Vow", "when": "activated", "once_per_turn": true, "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's left lane holds "HERALD" as "h1"
    And p1's right lane holds "HERALD" as "h2"
    When p1 activates "Vow" of "h1"
    Then p1's life is 11
    And the legal actions do not include:
      """
      {"type": "activate", "card": "h1", "ability": 0, "player": "p1"}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "h1", "ability": 0}
      """
    Then the action is rejected citing clause 36-4b
    And the game state is unchanged
    When p1 activates "Vow" of "h2"
    Then p1's life is 12
    When p1 ends the main phase
    And the game is played on until p1's main phase of turn 5
    And p1 activates "Vow" of "h1"
    Then p1's life is 13
