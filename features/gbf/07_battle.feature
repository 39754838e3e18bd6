Feature: 7 The battle phase and attacks
  In the attack step the turn player attacks with an active captain or crew (resting it) against a crew of the
  opponent, or the captain when there is none, and may pursue with more; when the turn player does nothing the
  opponent may take a counter step; the damage step deals the attackers' total ATK to the battle opponent.

  Background:
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 5  | 2   |
      | CRW-B | crew | Bea       | 0    | 5  | 3   |
      | CRW-C | crew | Cid       | 0    | 5  | 1   |
      | CRW-D | crew | Dee       | 0    | 5  | 2   |
      | CRW-E | crew | Eve       | 0    | 3  | 2   |
      | SUM-A | summon |         |      |    |     |

  @clause:7-1 @clause:7-2-1-3-1
  Scenario Outline: 7-1 An active captain or crew may attack; a rested one may not
    Given a game on turn 3 in the battle phase with p1 to play
    And <crew>
    When p1 tries to attack "p2-captain" with "<attacker>"
    Then <outcome>

    Examples:
      | crew                                    | attacker   | outcome                                        |
      | p1 has the crew "CRW-A" as "anna"         | anna       | the action is accepted                         |
      | p1 has the crew "CRW-A" as "anna"         | p1-captain | the action is accepted                         |
      | p1 has the crew "CRW-A" as "anna" resting | anna       | the action is rejected citing clause 7-2-1-3-1 |
      | p1's captain is rested                    | p1-captain | the action is rejected citing clause 7-2-1-3-1 |

  @clause:7-1 @clause:7-2-1-3-1-3 @clause:7-4-1-3
  Scenario: 7-1 The battle runs from the attack until its damage step ends; then the attack step begins again
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    When p1 attacks "p2-captain" with "anna"
    Then the battle has the attack cards "anna" against "p2-captain"
    When p1 ends the attack step
    And p2 declines the counter step
    Then no battle is going on
    And "p2-captain" was dealt 2 battle damage
    And the pending decision is "battle" for p1

  @clause:7-2-1 @clause:7-2-1-3
  Scenario: 7-2-1 The attack step gives the turn player a free timing to attack, summon or do nothing
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "SUM-A" as "summon"
    Then the pending decision is "battle" for p1
    And the legal actions include:
      """
      {"type": "attack", "player": "p1", "card": "anna", "target": "p2-captain"}
      """
    And the legal actions include:
      """
      {"type": "summon", "player": "p1", "card": "summon"}
      """
    And the legal actions include:
      """
      {"type": "end_attack_step", "player": "p1"}
      """

  @clause:7-2-1-2
  Scenario: 7-2-1-2 The attack step begins with a checkpoint
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's captain is incapacitated
    When the game is started
    Then p2 loses the game because of captain

  @clause:7-2-1-3
  Scenario: 7-2-1-3 Only the turn player acts in the attack step
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    When p2 tries the action:
      """
      {"type": "attack", "card": "anna", "target": "p1-captain"}
      """
    Then the action is rejected citing clause 7-2-1-3

  @clause:7-2-1-3-1 @clause:7-2-1-3-2
  Scenario: 7-2-1-3-1 During a battle a new attack cannot be declared: another card may only pursue
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 attacks "p2-captain" with "anna"
    And p1 tries to attack "p2-captain" with "bea"
    Then the action is rejected citing clause 7-2-1-3-1

  @clause:7-2-1-3-1-1
  Scenario: 7-2-1-3-1-1 The attacking card becomes rested
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    When p1 attacks "p2-captain" with "anna"
    Then "anna" is rested
    And "p1-captain" is active

  @clause:7-2-1-3-1-2
  Scenario Outline: 7-2-1-3-1-2 A crew of the opponent must be the target while there is one; else the captain
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And <opponent>
    When p1 tries to attack "<target>" with "anna"
    Then <outcome>

    Examples:
      | opponent                           | target     | outcome                                          |
      | p2 has the crew "CRW-C" as "cid"   | p2-captain | the action is rejected citing clause 7-2-1-3-1-2 |
      | p2 has the crew "CRW-C" as "cid"   | cid        | the action is accepted                           |
      | p2's hand holds "CRW-C" as "cid"   | p2-captain | the action is accepted                           |
      | p2 has the crew "CRW-C" as "cid" resting | cid  | the action is accepted                           |

  @clause:7-2-1-3-1-2
  Scenario: 7-2-1-3-1-2 A card of the attacker's own side cannot be the target
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 tries to attack "bea" with "anna"
    Then the action is rejected citing clause 7-2-1-3-1-2

  @clause:7-2-1-3-1-3
  Scenario: 7-2-1-3-1-3 The battle is on from the attack until the damage step ends, through a counter step
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    When p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 takes the counter step
    Then the battle has the attack cards "anna" against "p2-captain"
    When p2 ends the counter step
    Then the battle has the attack cards "anna" against "p2-captain"

  @clause:7-2-1-3-2 @clause:7-2-1-3-2-1
  Scenario: 7-2-1-3-2 During a battle another active card pursues: it rests and joins the battle
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 attacks "p2-captain" with "anna"
    And p1 pursues with "bea"
    Then the battle has the attack cards "anna" and "bea" against "p2-captain"
    And "bea" is rested

  @clause:7-2-1-3-2
  Scenario Outline: 7-2-1-3-2 No pursuit outside a battle, nor with a rested card
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And <bea>
    When <before>
    And p1 tries to pursue with "bea"
    Then the action is rejected citing clause 7-2-1-3-2

    Examples:
      | bea                                      | before                              |
      | p1 has the crew "CRW-B" as "bea"         | the game is started                 |
      | p1 has the crew "CRW-B" as "bea" resting | p1 attacks "p2-captain" with "anna" |

  @clause:7-2-1-3-2-1 @clause:7-4-1-2 @clause:RR-battle-damage
  Scenario: 7-2-1-3-2-1 A pursuing card is an attack card: its ATK adds to the battle's damage
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    And p2 has the crew "CRW-D" as "dee"
    When p1 attacks "dee" with "anna"
    And p1 pursues with "bea"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "dee" was dealt 5 battle damage
    And p2's crew area holds 0 cards

  @clause:7-2-1-3-4 @needs:action.summon
  Scenario: 7-2-1-3-4 The turn player may activate a summon in the attack step, in a battle
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "SUM-A" as "summon"
    When p1 attacks "p2-captain" with "anna"
    And p1 summons "summon"
    Then p1's gauge has "summon" on top, face up
    And the pending decision is "battle" for p1

  @clause:7-2-1-4
  Scenario: 7-2-1-4 When the turn player does nothing, the opponent chooses whether to take a counter step
    Given a game on turn 3 in the battle phase with p1 to play
    When p1 ends the attack step
    Then the pending decision is "counter" for p2

  @clause:7-2-1-4
  Scenario Outline: 7-2-1-4 Without a counter step the battle goes to its damage step, or the phase ends when there is no battle
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    When <attack>
    And p1 ends the attack step
    And p2 declines the counter step
    Then <next>

    Examples:
      | attack                              | next                                                  |
      | p1 attacks "p2-captain" with "anna" | "p2-captain" was dealt 2 battle damage                |
      | the game is started                 | the game is on turn 4 in the main phase with p2 to play |

  @clause:7-3-1 @clause:7-3-1-2
  Scenario: 7-3-1 The counter step gives the non-turn player a free timing; the turn player cannot act in it
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's hand holds "SUM-A" as "summon"
    When p1 ends the attack step
    And p2 takes the counter step
    Then the pending decision is "counter_step" for p2
    When p1 tries the action:
      """
      {"type": "end_attack_step"}
      """
    Then the action is rejected citing clause 7-3-1-2

  @clause:7-3-1-2-2 @needs:action.summon
  Scenario: 7-3-1-2-2 The non-turn player may activate a summon in the counter step
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's hand holds "SUM-A" as "summon"
    When p1 ends the attack step
    And p2 takes the counter step
    And p2 summons "summon"
    Then p2's gauge has "summon" on top, face up
    And the pending decision is "counter_step" for p2

  @clause:7-3-1-3
  Scenario: 7-3-1-3 When the non-turn player does nothing in the counter step, the attack step comes back, in the battle
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 takes the counter step
    And p2 ends the counter step
    Then the pending decision is "battle" for p1
    When p1 pursues with "bea"
    Then the battle has the attack cards "anna" and "bea" against "p2-captain"

  @clause:7-4-1 @clause:7-4-1-3
  Scenario: 7-4-1 The damage step resolves the one battle, then the turn player may attack again
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    When p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    And p1 attacks "p2-captain" with "bea"
    Then the battle has the attack cards "bea" against "p2-captain"

  @clause:7-4-1-2 @clause:9-2-1-3-5
  Scenario Outline: 7-4-1-2 The battle opponent is dealt the attackers' total ATK
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-C" as "cid"
    And p2 has the crew "<defender>" as "def"
    When p1 attacks "def" with "anna"
    And p1 pursues with "cid"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "def" was dealt 3 battle damage
    And p2's crew area holds <left> cards

    Examples:
      | defender | left |
      | CRW-C    | 1    |
      | CRW-E    | 0    |

  @clause:7-4-1-3 @clause:9-4-1-3-1
  Scenario: 7-4-1-3 The checkpoint after the damage ends the game when a captain without armor is dealt its HP
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-X | crew | Xen       | 0    | 5  | 6   |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-X" as "xen"
    And p2's armor area holds 0 cards
    When p1 attacks "p2-captain" with "xen"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2 loses the game because of captain

  @clause:7-3-1-2
  Scenario: 7-3-1-2 In the counter step the non-turn player has the free timing: it may summon or go back
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's hand holds "SUM-A" as "summon"
    When p1 ends the attack step
    And p2 takes the counter step
    Then the legal actions include:
      """
      {"type": "summon", "player": "p2", "card": "summon"}
      """
    And the legal actions include:
      """
      {"type": "end_counter_step", "player": "p2"}
      """
    When p1 tries the action:
      """
      {"type": "summon", "card": "summon"}
      """
    Then the action is rejected citing clause 7-3-1-2

  @clause:7-2-1-3-3 @clause:7-2-1-3
  Scenario: 7-2-1-3-3 In the attack step the turn player may activate an activated effect, in a battle too, and the other player may not
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | SAGE | crew | Sage      | 0    | 5  | 1   |
    And the card "SAGE" has the effects:
      """
      [{"name": "Study", "kind": "activated", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "SAGE" as "sage1"
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "SAGE" as "sage2"
    When p1 activates "Study" of "sage1" resting nothing
    Then p1's hand holds 1 card
    And the pending decision is "battle" for p1
    When p1 attacks "sage2" with "anna"
    And p1 activates "Study" of "sage1" resting nothing
    Then p1's hand holds 2 cards
    And the battle has the attack cards "anna" against "sage2"
    And the legal actions do not include:
      """
      {"type": "activate", "player": "p2"}
      """
    When p2 tries to activate "Study" of "sage2" resting nothing
    Then the action is rejected citing clause 7-2-1-3-3 or 7-2-1-3

  @clause:7-3-1-2-1 @clause:7-3-1-2
  Scenario: 7-3-1-2-1 In the counter step the non-turn player may activate an activated effect and the turn player may not
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | SAGE | crew | Sage      | 0    | 5  | 1   |
    And the card "SAGE" has the effects:
      """
      [{"name": "Study", "kind": "activated", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "SAGE" as "sage1"
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "SAGE" as "sage2"
    When p1 attacks "sage2" with "anna"
    And p1 ends the attack step
    And p2 takes the counter step
    Then the legal actions include:
      """
      {"type": "activate", "player": "p2", "card": "sage2"}
      """
    And the legal actions do not include:
      """
      {"type": "activate", "player": "p1"}
      """
    When p1 tries to activate "Study" of "sage1" resting nothing
    Then the action is rejected citing clause 7-3-1-2-1 or 7-3-1-2
    When p2 activates "Study" of "sage2" resting nothing
    Then p2's hand holds 1 card
    And p1's hand holds 0 cards
    And the pending decision is "counter_step" for p2
  @clause:7-2-1-1
  Scenario: 7-2-1-1 Every attack step begins with its triggers; only the turn's first also begins the battle phase
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | HORN | Horn | Horn      | crew | 0    | 5  | 1   |
      | DRUM | Drum | Drum      | crew | 0    | 9  | 1   |
    And the card "HORN" has the effects:
      """
      [{"name": "Charge", "kind": "automatic", "trigger": "battle_phase_start", "draw": 1}]
      """
    And the card "DRUM" has the effects:
      """
      [{"name": "Beat", "kind": "automatic", "trigger": "attack_step_start", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "HORN" as "horn"
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-C" as "cid"
    And p2 has the crew "DRUM" as "drum"
    When the game is started
    Then p1's hand holds 1 cards
    And p2's hand holds 1 cards
    When p1 attacks "drum" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "drum" was dealt 2 battle damage
    And p1's hand holds 1 cards
    And p2's hand holds 2 cards
    And the pending decision is "battle" for p1
    When p1 attacks "drum" with "cid"
    And p1 ends the attack step
    And p2 takes the counter step
    And p2 ends the counter step
    Then p1's hand holds 1 cards
    And p2's hand holds 3 cards

  @clause:7-3-1-1
  Scenario: 7-3-1-1 Taking the counter step fires its start triggers, resolved before the non-turn player's free timing
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | WARY | Wary | Wary      | crew | 0    | 9  | 1   |
    And the card "WARY" has the effects:
      """
      [{"name": "Alert", "kind": "automatic", "trigger": "counter_step_start", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "WARY" as "wary"
    When p1 attacks "wary" with "anna"
    And p1 ends the attack step
    Then p2's hand holds 0 cards
    When p2 takes the counter step
    Then p2's hand holds 1 cards
    And the pending decision is "counter_step" for p2

  @clause:7-3-1-1
  Scenario: 7-3-1-1 Declining the counter step fires no counter step trigger
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | WARY | Wary | Wary      | crew | 0    | 9  | 1   |
    And the card "WARY" has the effects:
      """
      [{"name": "Alert", "kind": "automatic", "trigger": "counter_step_start", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "WARY" as "wary"
    When p1 attacks "wary" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "wary" was dealt 2 battle damage
    And p2's hand holds 0 cards

  @clause:7-4-1-1
  Scenario: 7-4-1-1 The damage step's start triggers resolve at its first checkpoint, before the battle damage
    Given the test cards:
      | id    | name  | character | kind | rank | hp | atk |
      | STAND | Stand | Stand     | crew | 0    | 9  | 1   |
    And the card "STAND" has the effects:
      """
      [{"name": "Steady", "kind": "automatic", "trigger": "damage_step_start", "draw": 1}]
      """
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "STAND" as "stand"
    When p1 attacks "stand" with "anna"
    And p1 ends the attack step
    Then p2's hand holds 0 cards
    When p2 declines the counter step
    Then the log has these events in this strict order:
      """
      [{"event": "damage_step"}, {"event": "resolve", "player": "p2", "card": "stand", "effect": "Steady"},
       {"event": "damage", "card": "stand", "amount": 2}]
      """
    And p2's hand holds 1 cards
