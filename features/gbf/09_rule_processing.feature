Feature: 9 Rule processing
  Damage, crew incapacitation and the level-card replacement happen at once; the loss check, the armor break
  and the crew replenishment wait for a checkpoint and run in that order.

  Background:
    Given the test cards:
      | id    | kind   | character | rank | hp | atk |
      | ATK-0 | crew   | Zero      | 0    | 5  | 0   |
      | ATK-1 | crew   | One       | 0    | 5  | 1   |
      | ATK-4 | crew   | Four      | 0    | 5  | 4   |
      | ATK-6 | crew   | Six       | 0    | 5  | 6   |
      | HP-3  | crew   | Tri       | 0    | 3  | 1   |
      | HP-4  | crew   | Quad      | 0    | 4  | 1   |
      | CRW-R | crew   | Rae       | 0    | 2  | 1   |
      | CRW-S | crew   | Sol       | 2    | 2  | 1   |
      | SUM-A | summon |           |      |    |     |

  @clause:9-2 @clause:9-2-2-1 @clause:RR-interrupting-rule-processing
  Scenario: 9-2 A crew dealt its HP goes to the gauge as the damage is dealt, before the checkpoint that follows
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "refill" for p2
    And p2's gauge has "tri" on top, face up

  @clause:9-2-1-1 @clause:9-2-1-3-4
  Scenario: 9-2-1-1 Damage is processed at once: the dealt amount is logged on the card
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-1" as "one"
    When p1 attacks "p2-captain" with "one"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 1 battle damage

  @clause:9-2-1-2 @clause:9-2-1-3-1
  Scenario Outline: 9-2-1-2 Damage processing happens only for 1 or more damage
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "<attacker>" as "attacker"
    When p1 attacks "p2-captain" with "attacker"
    And p1 ends the attack step
    And p2 declines the counter step
    Then <dealt>

    Examples:
      | attacker | dealt                                  |
      | ATK-0    | "p2-captain" was dealt no damage       |
      | ATK-1    | "p2-captain" was dealt 1 battle damage |

  @clause:9-2-1-3 @clause:9-2-1-3-4
  Scenario: 9-2-1-3 Damage below the HP leaves a crew in play
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-1" as "one"
    And p2 has the crew "HP-3" as "tri"
    When p1 attacks "tri" with "one"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "tri" was dealt 1 battle damage
    And p2's crew area holds exactly "tri"

  @clause:9-2-1-3-1
  Scenario: 9-2-1-3-1 Damage of 0 is no damage: an attack with 0 ATK leaves the crew untouched
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-0" as "zero"
    And p2 has the crew "HP-3" as "tri"
    When p1 attacks "tri" with "zero"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "tri" was dealt no damage
    And p2's crew area holds exactly "tri"

  @clause:9-2-1-3-5 @clause:9-2-2-2
  Scenario Outline: 9-2-1-3-5 A crew dealt damage equal to or above its HP is incapacitated; one less is not
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "<defender>" as "def"
    When p1 attacks "def" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's crew area holds <left> cards

    Examples:
      | defender | left |
      | HP-3     | 0    |
      | HP-4     | 0    |
      | ATK-1    | 1    |

  @clause:9-2-1-3-5 @clause:10-4-3-3-1
  Scenario: 9-2-1-3-5 Each level card adds 2 to a crew's HP
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri" with 1 level card
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's crew area holds exactly "tri"
    And p2's crew "tri" has 1 level card

  @clause:9-2-1-3-6 @clause:9-4-2-2
  Scenario Outline: 9-2-1-3-6 A captain dealt its HP loses an armor card; one less does nothing
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "<attacker>" as "attacker"
    And p2's armor area holds "HP-3" as "arm"
    When p1 attacks "p2-captain" with "attacker"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's armor area holds <armor> cards
    And the game is not over

    Examples:
      | attacker | armor |
      | ATK-4    | 1     |
      | ATK-6    | 0     |

  @clause:9-2-1-3-6 @clause:9-4-1-3-1 @clause:RR-losing-the-game
  Scenario: 9-2-1-3-6 A captain dealt its HP with no armor left is incapacitated, and its player loses
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds 0 cards
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2 loses the game because of captain
    And p1 wins the game

  @clause:9-2-2-3 @clause:9-2-2-3-1 @clause:RR-crew-incapacitation
  Scenario: 9-2-2-3 An incapacitated crew is put into its owner's gauge, face up on top
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's gauge holds 1 face-down and 1 face-up card
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge has "tri" on top, face up
    And p2's gauge holds 1 face-down and 2 face-up cards
    And p1's gauge holds 0 face-down and 0 face-up cards

  @clause:9-2-3-1 @clause:9-2-3-2 @clause:RR-level-card-move-replacement
  Scenario: 9-2-3-1 An incapacitated crew with a level card stays in play and the level card goes to the gauge instead
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2 has the crew "HP-3" as "tri" with 1 level card
    When p1 attacks "tri" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's crew area holds exactly "tri"
    And p2's crew "tri" has 0 level cards
    And p2's gauge has "tri-level0" on top, face up

  @clause:9-2-3-2
  Scenario: 9-2-3-2 With two level cards the crew's player chooses which one goes to the gauge
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | ATK-12 | crew | Twelve    | 0    | 5  | 12  |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-12" as "big"
    And p2 has the crew "HP-3" as "tri" with 2 level cards
    When p1 attacks "tri" with "big"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "choose_level_card" for p2
    When p2 takes the action:
      """
      {"type": "choose_level_card", "card": "tri-level1"}
      """
    Then p2's crew "tri" has 1 level card
    And p2's gauge has "tri-level1" on top, face up

  @clause:9-3 @clause:9-4-2-1 @clause:RR-armor-break
  Scenario: 9-3 The armor break waits for the checkpoint after the damage, where its player chooses the armor card
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "break_armor" for p2
    And p2's armor area holds 2 cards

  @clause:9-4 @clause:9-4-3-2 @clause:RR-crew-refill-after-armor-summon-trigger
  Scenario: 9-4 The armor break comes first; the summon it reveals is triggered, then the replenishment follows
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "break_armor", "card": "arm2"}
      """
    Then the pending decision is "armor_summon" for p2
    When p2 takes the action:
      """
      {"type": "armor_summon", "trigger": true}
      """
    Then p2's gauge has "arm2" on top, face up
    And the pending decision is "refill" for p2

  @clause:9-4-1-1 @clause:9-4-1-4
  Scenario: 9-4-1-1 The loss check runs at a checkpoint: an empty deck loses at the next one
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's deck holds 0 cards
    When the game is started
    Then p2 loses the game because of deck

  @clause:9-4-1-2 @clause:1-2-3
  Scenario: 9-4-1-2 Every player meeting a loss condition at the check loses: both at once draw
    Given a game on turn 3 in the burst phase with p1 to play
    And p1's deck holds 0 cards
    And p2's captain is incapacitated
    When the game is started
    Then the game is a draw

  @clause:9-4-1-3
  Scenario: 9-4-1-3 An incapacitated captain loses at the check
    Given a game on turn 3 in the burst phase with p1 to play
    And p2's captain is incapacitated
    When the game is started
    Then p2 loses the game because of captain

  @clause:9-4-1-3-1
  Scenario Outline: 9-4-1-3-1 A captain without armor is incapacitated by a chain burst of its HP; with armor it is not
    Given a game on turn 3 in the burst phase with p1 to play
    And p2's armor area holds <armor> cards
    And p1's gauge holds 6 face-down and 0 face-up cards
    When the game is started
    Then <result>

    Examples:
      | armor | result                               |
      | 0     | p2 loses the game because of captain |
      | 1     | the game is not over                 |

  @clause:9-4-1-4
  Scenario: 9-4-1-4 A deck area with cards left is no loss condition
    Given a game on turn 3 in the battle phase with p1 to play
    And p2's deck holds 1 card
    When the game is started
    Then the game is not over

  @clause:9-4-2-3 @clause:9-4-2-3-1 @clause:9-4-2-3-2
  Scenario: 9-4-2-3 The player whose armor breaks chooses one armor card and turns it face up; a crew revealed may enter
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p1 tries the action:
      """
      {"type": "break_armor", "card": "arm1"}
      """
    Then the action is rejected citing clause 9-4-2-3-1
    When p2 takes the action:
      """
      {"type": "break_armor", "card": "arm1"}
      """
    Then the pending decision is "armor_crew" for p2
    And p2's armor area holds exactly "arm2"

  @clause:9-4-2-3-2-1
  Scenario Outline: 9-4-2-3-2-1 A revealed crew enters rested, or goes to the hand
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "armor_crew", "enter": <enter>}
      """
    Then p2's <zone> holds exactly "arm1"

    Examples:
      | enter | zone      |
      | true  | crew area |
      | false | hand      |

  @clause:9-4-2-3-2-1 @clause:10-2-3-1-1
  Scenario: 9-4-2-3-2-1 A revealed crew beyond the rank limit cannot enter and goes to the hand
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "CRW-S" as "arm1"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's hand holds exactly "arm1"
    And p2's crew area holds 0 cards

  @clause:9-4-2-3-2-2 @clause:RR-crew-refill
  Scenario Outline: 9-4-2-3-2-2 A revealed summon is triggered into the gauge or taken into the hand; a replenishment follows either way
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "SUM-A" as "arm"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "armor_summon", "trigger": <trigger>}
      """
    Then p2's <zone> holds "arm" somewhere
    And the pending decision is "refill" for p2

    Examples:
      | trigger | zone  |
      | true    | gauge |
      | false   | hand  |

  @clause:9-4-3-1 @clause:9-4-3-3 @clause:9-4-3-3-1
  Scenario: 9-4-3-1 After a crew is incapacitated its player may put a crew of the hand into play, rested, or decline
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae" and "CRW-S" as "sol"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the legal actions include:
      """
      {"type": "refill", "player": "p2", "card": "rae"}
      """
    And the legal actions do not include:
      """
      {"type": "refill", "player": "p2", "card": "sol"}
      """
    When p2 takes the action:
      """
      {"type": "refill", "card": "rae"}
      """
    Then p2's crew area holds exactly "rae"
    And "rae" is rested

  @clause:9-4-3-3-1
  Scenario: 9-4-3-3-1 The replenishment is optional
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "no_refill"}
      """
    Then p2's crew area holds 0 cards
    And p2's hand holds exactly "rae"

  @clause:9-4-3-2
  Scenario: 9-4-3-2 A crew that stays in play through its level card is no cause for a replenishment
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2 has the crew "HP-3" as "tri" with 1 level card
    And p2's hand holds "CRW-R" as "rae"
    When p1 attacks "tri" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "battle" for p1

  @clause:9-4-2-3-2-1
  Scenario: 9-4-2-3-2-1 A revealed crew that enters enters rested
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "armor_crew", "enter": true}
      """
    Then "arm1" is rested
    And the pending decision is "battle" for p1

  @clause:9-2-1-3-4
  Scenario: 9-2-1-3-4 The card is dealt the whole amount: a captain is dealt the attackers' total
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-1" as "one"
    And p1 has the crew "ATK-4" as "four"
    When p1 attacks "p2-captain" with "one"
    And p1 pursues with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 5 battle damage

  @clause:9-2-2-1
  Scenario: 9-2-2-1 Crew incapacitation interrupts: the crew is in the gauge before the checkpoint's armor break is asked
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "HP-3" as "tri"
    And p1's gauge holds 3 face-down and 0 face-up cards
    When the game is started
    Then p2's gauge has "tri" on top, face up
    And p2's crew area holds 0 cards

  @clause:9-2-2-2
  Scenario Outline: 9-2-2-2 A chain burst of at least the crew's HP incapacitates it; less does not
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "HP-3" as "tri"
    And p1's gauge holds <down> face-down and 0 face-up cards
    When the game is started
    Then p2's crew area holds <left> cards

    Examples:
      | down | left |
      | 2    | 1    |
      | 3    | 0    |

  @clause:9-2-2-3-1
  Scenario: 9-2-2-3-1 The incapacitated crew card is put into the gauge, face up
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    Then p2's gauge holds 0 face-down and 1 face-up card
    And p2's gauge holds exactly "tri"

  @clause:9-4-2-1
  Scenario: 9-4-2-1 The armor break is checked at the checkpoint: it comes after the damage step's damage, as a decision
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "break_armor" for p2
    And "p2-captain" was dealt 6 battle damage

  @clause:9-4-2-2
  Scenario Outline: 9-4-2-2 A captain with armor dealt at least its HP breaks armor; the chain burst does it too
    Given a game on turn 3 in the burst phase with p1 to play
    And p2's armor area holds 1 card
    And p1's gauge holds <down> face-down and 0 face-up cards
    When the game is started
    Then p2's armor area holds <armor> cards
    And the game is not over

    Examples:
      | down | armor |
      | 5    | 1     |
      | 6    | 0     |

  @clause:9-4-2-3-1
  Scenario: 9-4-2-3-1 The player whose armor breaks picks which armor card turns face up
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "HP-3" as "arm1" and "SUM-A" as "arm2"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "break_armor", "card": "arm2"}
      """
    Then p2's armor area holds exactly "arm1"
    And the pending decision is "armor_summon" for p2

  @clause:9-4-2-3-2
  Scenario Outline: 9-4-2-3-2 A revealed crew and a revealed summon are handled each their own way
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-6" as "six"
    And p2's armor area holds "<card>" as "arm"
    When p1 attacks "p2-captain" with "six"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "<decision>" for p2

    Examples:
      | card  | decision     |
      | HP-3  | armor_crew   |
      | SUM-A | armor_summon |

  @clause:9-4-3-3
  Scenario: 9-4-3-3 A replenishment puts one crew of the hand into play, not more
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-4" as "four"
    And p2 has the crew "HP-3" as "tri"
    And p2's hand holds "CRW-R" as "rae" and "ATK-1" as "one"
    When p1 attacks "tri" with "four"
    And p1 ends the attack step
    And p2 declines the counter step
    And p2 takes the action:
      """
      {"type": "refill", "card": "rae"}
      """
    Then p2's crew area holds exactly "rae"
    And p2's hand holds exactly "one"
    And the pending decision is "battle" for p1

  @clause:9-2-1-3-2 @clause:9-2-1-3-3
  Scenario: 9-2-1-3-2 Every increase of a damage applies before every reduction, so a reduction is not spent on a damage the increases have not raised yet
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | ZAPPER | crew | Zapper    | 0    | 5  | 1   |
      | SHIELD | crew | Shield    | 0    | 9  | 1   |
      | CURSED | crew | Cursed    | 0    | 9  | 1   |
    And the card "ZAPPER" has the effects:
      """
      [{"name": "Zap", "kind": "activated", "damage": 2, "targets": 1}]
      """
    And the card "SHIELD" has the effects:
      """
      [{"name": "Ward", "kind": "continuous", "damage_taken": -3},
       {"name": "Brittle", "kind": "continuous", "damage_taken": 1}]
      """
    And the card "CURSED" has the effects:
      """
      [{"name": "Hex", "kind": "continuous", "damage_taken": 2},
       {"name": "Guard", "kind": "continuous", "damage_taken": -1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ZAPPER" as "zapper"
    And p2 has the crew "SHIELD" as "shield"
    And p2 has the crew "CURSED" as "cursed"
    When p1 activates "Zap" of "zapper" resting nothing
    And p1 chooses the target "shield"
    Then "shield" was dealt 1 effect damage

  @clause:9-2-2-1-1
  Scenario: 9-2-2-1-1 Crew struck down together are incapacitated the turn player's first, though the effect is the other player's
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | QUAKER | crew | Quaker    | 0    | 9  | 1   |
    And the card "QUAKER" has the effects:
      """
      [{"name": "Quake", "kind": "activated", "sweep": "crew", "damage": 5}]
      """
    And a game on turn 4 in the battle phase with p2 to play
    And p1 has the crew "HP-3" as "p1-tri"
    And p1 has the crew "QUAKER" as "quaker"
    And p2 has the crew "HP-4" as "p2-quad"
    When p2 ends the attack step
    And p1 takes the counter step
    And p1 activates "Quake" of "quaker" resting nothing
    Then the log has these events in this strict order:
      """
      [{"event": "incapacitated", "card": "p2-quad"}, {"event": "incapacitated", "card": "p1-tri"}]
      """
    And p1's crew area holds exactly "quaker"
    And p2's crew area holds exactly nothing

  @clause:9-4-2-1-1
  Scenario: 9-4-2-1-1 Both captains' armor due to break, the turn player's breaks first, though the effect is the other player's
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | TREMOR | crew | Tremor    | 0    | 9  | 1   |
    And the card "TREMOR" has the effects:
      """
      [{"name": "Tremor", "kind": "activated", "sweep": "captain", "damage": 9}]
      """
    And a game on turn 4 in the battle phase with p2 to play
    And p1 has the crew "TREMOR" as "tremor"
    When p2 ends the attack step
    And p1 takes the counter step
    And p1 activates "Tremor" of "tremor" resting nothing
    Then the pending decision is "break_armor" for p2
    When p2 takes the action:
      """
      {"type": "break_armor", "card": "p2-armor2"}
      """
    Then p2's hand holds exactly "p2-armor2"
    And the pending decision is "break_armor" for p1

  @clause:9-4-2-3-1-1
  Scenario: 9-4-2-3-1-1 An effect naming the armor to break turns that card face up, and its owner chooses none
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | PIERCER | crew | Piercer   | 0    | 5  | 1   |
    And the card "PIERCER" has the effects:
      """
      [{"name": "Pierce", "kind": "activated", "break_armor": true}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "PIERCER" as "piercer"
    When p1 activates "Pierce" of "piercer" resting nothing
    Then p2's hand holds exactly "p2-armor0"
    And p2's armor area holds 4 cards
    And the pending decision is "main" for p1

  @clause:9-4-3-1-1
  Scenario: 9-4-3-1-1 Replenishments due to both players run the turn player's all first, in the order it chooses, then the other player's
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | QUAKER | crew | Quaker    | 0    | 9  | 1   |
    And the card "QUAKER" has the effects:
      """
      [{"name": "Quake", "kind": "activated", "sweep": "crew", "damage": 5}]
      """
    And a game on turn 4 in the battle phase with p2 to play
    And p1 has the crew "QUAKER" as "quaker"
    And p1 has the crew "HP-3" as "p1-tri"
    And p2 has the crew "HP-3" as "p2-tri"
    And p2 has the crew "HP-4" as "p2-quad"
    And p1's hand holds "ATK-4" as "p1-four"
    And p2's hand holds "ATK-0" as "p2-zero" and "ATK-1" as "p2-one"
    When p2 ends the attack step
    And p1 takes the counter step
    And p1 activates "Quake" of "quaker" resting nothing
    Then the pending decision is "refill" for p2
    When p2 takes the action:
      """
      {"type": "refill", "card": "p2-one"}
      """
    Then the pending decision is "refill" for p2
    When p2 takes the action:
      """
      {"type": "refill", "card": "p2-zero"}
      """
    Then the pending decision is "refill" for p1
    When p1 takes the action:
      """
      {"type": "refill", "card": "p1-four"}
      """
    Then p2's crew area holds exactly "p2-one" and "p2-zero"
    And p1's crew area holds exactly "quaker" and "p1-four"
    And the pending decision is "counter_step" for p1

  @clause:9-2-1-3-3
  Scenario: 9-2-1-3-3 Every reduction of a damage applies once the increases are in: two reductions take away their whole amount
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | ZAPPER | crew | Zapper    | 0    | 5  | 1   |
      | SHIELD | crew | Shield    | 0    | 9  | 1   |
    And the card "ZAPPER" has the effects:
      """
      [{"name": "Zap", "kind": "activated", "damage": 2, "targets": 1}]
      """
    And the card "SHIELD" has the effects:
      """
      [{"name": "Ward", "kind": "continuous", "damage_taken": -2},
       {"name": "Brace", "kind": "continuous", "damage_taken": -1},
       {"name": "Brittle", "kind": "continuous", "damage_taken": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ZAPPER" as "zapper"
    And p2 has the crew "SHIELD" as "shield"
    When p1 activates "Zap" of "zapper" resting nothing
    Then "shield" was dealt 1 effect damage
