Feature: 21 Card skills
  A skill works from where its category says (a unit on the battlefield, a face-up bond, the hand); its keyword icons
  add conditions (a class-changed or levelled-up unit, bonds of a symbol, a named ally) or costs (two named allies
  tapped, an orb turned face up); a skill with a usage limit gets a marker when it is carried out, which goes in the
  end phase or when the icon is lost; a cost is paid in full or not at all.

  Background:
    Given the test cards:
      | id        | name       | unit       | cost | cc cost | symbols | power | skills                                                                                                                           |
      | LORD      | Lord       | Lord       | 1    | 1       |         | 30    | always (class change skill): power +20; when it attacks (class change skill): draw 1; act (class change skill): draw 1           |
      | SQUIRE    | Squire     | Squire     | 1    |         |         | 30    | always (class change skill): power +20; when it attacks (class change skill): draw 1; act (class change skill): draw 1           |
      | VETERAN   | Veteran    | Veteran    | 1    |         |         | 30    | always (level up skill 3): power +20; when it attacks (level up skill 3): draw 1; act (level up skill 3): draw 1                 |
      | ROOKIE    | Rookie     | Rookie     | 1    |         |         | 30    | act (level up skill 1): draw 1                                                                                                   |
      | FREER     | Freer      | Freer      | 1    |         |         | 0     | always: allies' Level Up Skills work                                                                                             |
      | UNIONIST  | Unionist   | Unionist   | 1    |         |         | 30    | act (union skill 2 Blue): draw 1; always (union skill 2 Blue): power +20                                                         |
      | BLUE      | Blue       | Blue       | 5    |         | Blue    | 0     |                                                                                                                                  |
      | BERSERKER | Berserker  | Berserker  | 1    |         |         | 30    | always (carnage form with Mate): power +20                                                                                       |
      | MATE      | Mate       | Mate       | 1    |         |         | 0     |                                                                                                                                  |
      | TWIN      | Twin       | Twin       | 1    |         |         | 0     | act (twin skill with Mate): draw 1                                                                                               |
      | BOND-ACT  | Bond act   | Bondact    | 1    |         |         | 0     | act (bond skill): draw 1                                                                                                         |
      | BOND-POW  | Bond pow   | Bondpow    | 1    |         |         | 0     | always (bond skill): power +20                                                                                                   |
      | BOND-AUTO | Bond auto  | Bondauto   | 1    |         |         | 0     | whenever an ally is destroyed (bond skill): draw 1                                                                               |
      | B-ACT     | Banner     | Banner     | 1    |         |         | 0     | bond act: draw 1                                                                                                                 |
      | B-POW     | Pennant    | Pennant    | 1    |         |         | 0     | bond always: power +20                                                                                                           |
      | B-AUTO    | Standard   | Standard   | 1    |         |         | 0     | bond whenever an ally is destroyed: draw 1                                                                                       |
      | H-ACT     | Scroll     | Scroll     | 1    |         |         | 0     | hand act: draw 1                                                                                                                 |
      | CREST     | Crest      | Crest      | 1    |         |         | 0     | act (crest power): draw 2                                                                                                        |
      | WITCH     | Witch      | Witch      | 1    |         |         | 0     | act (tap): destroy the opponent's units                                                                                          |
      | SWORD     | Sword      | Sword      | 1    |         |         | 30    |                                                                                                                                  |
      | AWAKE     | Awake      | Awake      | 1    | 1       |         | 0     | act (awakening skill): draw 1                                                                                                    |
      | SAGE      | Sage       | Sage       | 1    |         |         | 0     |                                                                                                                                  |
      | HERALD    | Herald     | Herald     | 1    |         |         | 0     | act: change the Main Character from Marth to Sage                                                                                |
      | RELIC     | Relic      | Relic      | 1    |         |         | 0     | act: draw 1; act (legendary item after skill 0 used 2 times): draw 3                                                                  |
      | CAPTAIN   | Captain    | Captain    | 1    |         |         | 0     | act (formation of Soldier and Archer): draw 2                                                                                    |
      | DRILL     | Drill      | Drill      | 1    |         |         | 0     | when moved (formation of Soldier and Archer): draw 1                                                                             |
      | SOLDIER   | Soldier    | Soldier    | 1    |         |         | 0     |                                                                                                                                  |
      | ARCHER    | Archer     | Archer     | 1    |         |         | 0     |                                                                                                                                  |
      | SEER      | Seer       | Seer       | 1    |         |         | 0     | act (dragon vein): draw 1                                                                                                        |
      | DIVINER   | Diviner    | Diviner    | 1    |         |         | 0     | when moved (dragon vein): draw 1                                                                                                 |
      | KITBAG    | Kitbag     | Kitbag     | 1    |         |         | 0     | act (tap, flip 1 bonds, dragon vein): draw 1                                                                                     |
      | SCHOLAR   | Scholar    | Scholar    | 1    |         |         | 0     | act (flip 2 bonds): draw 2                                                                                                       |
      | HANDTAP   | Handtap    | Handtap    | 1    |         |         | 0     | hand act (tap): draw 1                                                                                                           |
      | POSTED    | Posted     | Posted     | 1    |         |         | 0     | always (only in the back line): power +20                                                                                        |
      | GUARDIAN  | Guardian   | Guardian   | 1    | 1       |         | 0     | act (class change skill, only in the front line): draw 1; always (class change skill, only in the front line): power +20         |
      | WATCHER   | Watcher    | Watcher    | 1    |         |         | 0     | when moved (does not activate unless in the front line): draw 1                                                                  |
      | DUO       | Duo        | Duo        | 1    |         |         | 30    | when it attacks: draw 1; when it attacks: draw 2                                                                                 |
      | MONK      | Monk       | Monk       | 1    |         |         | 0     | act (once a turn): draw 1                                                                                                        |
      | B-MONK    | Hermit     | Hermit     | 1    |         |         | 0     | bond act (once a turn): draw 1                                                                                                   |
      | MEDIC     | Medic      | Medic      | 1    |         |         | 0     | whenever an ally is destroyed (once a turn): draw 1                                                                              |
      | SCOUT     | Scout      | Scout      | 1    |         |         | 0     | when deployed (once a turn): draw 1                                                                                              |
      | STRIPPER  | Stripper   | Stripper   | 1    |         |         | 0     | always: allies' skills lose their usage limit                                                                                    |
      | ATK-SUP   | Atk emblem | Atkemblem  | 1    |         |         | 0     | support (attack): power +30                                                                                                      |
      | DEF-SUP   | Def emblem | Defemblem  | 1    |         |         | 0     | support (defence): power +20                                                                                                     |
      | ANY-SUP   | Any emblem | Anyemblem  | 1    |         |         | 0     | support: power +10                                                                                                               |
      | SENTRY    | Sentry     | Sentry     | 1    |         |         | 0     | act (tap, only in the front line): draw 1                                                                                        |
      | LANCER    | Lancer     | Lancer     | 1    |         |         | 0     | whenever an ally is destroyed (formation of Soldier and Archer): draw 1; whenever an ally is destroyed: draw 1                   |
      | ORATOR    | Orator     | Orator     | 1    |         |         | 0     | act: draw 2, then win the game                                                                                                   |
      | HASTY     | Hasty      | Hasty      | 1    |         |         | 0     | act: win the game, then draw 2                                                                                                   |
      | CULLER    | Culler     | Culler     | 1    |         |         | 0     | act: destroy the opponent's units, however only those of cost 1 or less                                                          |
      | WYRM      | Wyrm       | Wyrm       | 1    |         |         | 30    | always (dragonblood Fang): power +10; always (dragonblood Fang): power +10                                                       |
      | KIN       | Kin        | Kin        | 1    |         |         | 0     | always (dragonblood Claw): power +10                                                                                             |
      | SEEKER    | Seeker     | Seeker     | 1    |         |         | 0     | act: draw 1 for each Dragonblood skill of your units                                                                             |
      | ECONOMY   | Economy    | Economy    | 5    |         |         | 0     | special: deploy cost 1                                                                                                           |
      | THRIFT    | Thrift     | Thrift     | 3    |         |         | 0     | special (union skill 2 Blue): deploy cost 0                                                                                      |
      | INCREASER | Increaser  | Increaser  | 1    |         |         | 0     | act: draw 1, repeat if you flip 1 bond                                                                                           |

  @clause:21.2.2.2 @clause:21.2.2.2.2 @clause:21.2.2.2.4 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.2 A class-changed unit's Class Change Skills work, whatever turn it class changed in
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "LORD" as "lord" in the front line on 1 card
    And p1's hand holds "LORD" as "spare lord"
    When p1 attacks "p2-mc" with "lord"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50
    And p1's hand holds 2 cards

  @clause:21.2.2.2 @clause:21.2.2.2.2 @clause:21.2.2.2.4 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.2.2 A levelled-up unit whose top card has no class change cost is no class-changed unit: its Class Change Skills do nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SQUIRE" as "squire" in the front line on 1 card
    And p1's hand holds "SQUIRE" as "spare squire"
    When p1 attacks "p2-mc" with "squire"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30
    And p1's hand holds 1 card

  @clause:21.2.2.2 @clause:21.2.2.2.2 @clause:21.2.2.2.4 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.2.4 A card with a class change cost deployed on its own is no class-changed unit: its Class Change Skills do not trigger nor apply
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "LORD" as "lord" in the front line
    And p1's hand holds "LORD" as "spare lord"
    When p1 attacks "p2-mc" with "lord"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30
    And p1's hand holds 1 card

  @clause:21.2.2.2.3 @needs:skill.keyword
  Scenario: 21.2.2.2.3 An activated Class Change Skill can be chosen on a class-changed unit only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "LORD" as "lord" in the back line
    And p1 has the unit "SQUIRE" as "squire" in the back line on 1 card
    When p1 tries to use the skill 2 of "lord"
    Then the action is rejected citing clause 21.2.2.2.3
    When p1 tries to use the skill 2 of "squire"
    Then the action is rejected citing clause 21.2.2.2.3
    And the legal actions do not include:
      """
      {"type": "act", "card": "lord"}
      """

  @clause:21.2.2.2.3 @clause:21.2.2.2 @needs:skill.keyword
  Scenario: 21.2.2.2.3 A class-changed unit uses its activated Class Change Skill
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "LORD" as "lord" in the back line on 1 card
    When p1 uses the skill 2 of "lord"
    Then p1's hand holds 1 card

  @clause:21.2.2.3 @clause:21.2.2.3.3 @clause:21.2.2.3.4 @clause:21.2.2.3.5 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.3 A Level Up Skill of 3 works on a unit of three cards, its top card counted
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "VETERAN" as "veteran" in the front line on 2 cards
    And p1's hand holds "VETERAN" as "spare veteran"
    When p1 uses the skill 2 of "veteran"
    Then p1's hand holds 2 cards
    When p1 attacks "p2-mc" with "veteran"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50
    And p1's hand holds 3 cards

  @clause:21.2.2.3 @clause:21.2.2.3.3 @clause:21.2.2.3.4 @clause:21.2.2.3.5 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.3.3 A Level Up Skill of 3 does nothing on a unit of two cards
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "VETERAN" as "veteran" in the front line on 1 card
    And p1's hand holds "VETERAN" as "spare veteran"
    When p1 tries to use the skill 2 of "veteran"
    Then the action is rejected citing clause 21.2.2.3.4
    When p1 attacks "p2-mc" with "veteran"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30
    And p1's hand holds 1 card

  @clause:21.2.2.3 @clause:21.2.2.3.4 @needs:skill.keyword
  Scenario: 21.2.2.3.4 A Level Up Skill needs a levelled-up unit even when its number is 1
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ROOKIE" as "rookie" in the back line
    When p1 tries to use the skill 0 of "rookie"
    Then the action is rejected citing clause 21.2.2.3.4

  @clause:23.1.31.1 @clause:21.2.2.3.4 @clause:21.2.2.3.3 @needs:skill.keyword @needs:battle
  Scenario: 23.1.31.1 While an ally says its allies' Level Up Skills work, they work on a unit of one card
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FREER" as "freer" in the back line
    And p1 has the unit "VETERAN" as "veteran" in the front line
    And p1's hand holds "VETERAN" as "spare veteran"
    When p1 uses the skill 2 of "veteran"
    And p1 attacks "p2-mc" with "veteran"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50
    And p1's hand holds 3 cards

  @clause:23.1.31.1 @needs:skill.keyword
  Scenario: 23.1.31.1 The skill freeing Level Up Skills works from the battlefield only: in the bond area it frees nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "FREER" as "freer"
    And p1 has the unit "VETERAN" as "veteran" in the front line
    When p1 tries to use the skill 2 of "veteran"
    Then the action is rejected citing clause 21.2.2.3.4

  @clause:21.2.2.4 @clause:21.2.2.4.1 @clause:21.2.2.4.2 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.4 Two face-up bonds of the symbol make a Union Skill of 2 work
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "UNIONIST" as "unionist" in the front line
    And p1's hand holds "UNIONIST" as "spare unionist"
    And p1's bond area holds 2 cards of "BLUE"
    When p1 uses the skill 0 of "unionist"
    Then p1's hand holds 2 cards
    When p1 attacks "p2-mc" with "unionist"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:21.2.2.4 @clause:21.2.2.4.1 @clause:21.2.2.4.2 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.4.1 One bond of the symbol is not enough for a Union Skill of 2
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "UNIONIST" as "unionist" in the front line
    And p1's hand holds "UNIONIST" as "spare unionist"
    And p1's bond area holds "BLUE" as "blue" and "FILL-03" as "plain"
    When p1 tries to use the skill 0 of "unionist"
    Then the action is rejected citing clause 21.2.2.4.2
    When p1 attacks "p2-mc" with "unionist"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.2.2.4.2 @needs:skill.keyword
  Scenario: 21.2.2.4.2 Face-down bonds show no symbol: two face-down bonds of the symbol do not make a Union Skill work
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "UNIONIST" as "unionist" in the front line
    And p1's bond area holds 2 cards of "BLUE" face down
    When p1 tries to use the skill 0 of "unionist"
    Then the action is rejected citing clause 21.2.2.4.2

  @clause:21.2.2.5 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.5 Carnage Form is active with the named unit in the same line
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BERSERKER" as "berserker" in the front line
    And p1 has the unit "MATE" as "mate" in the front line
    And p1's hand holds "BERSERKER" as "spare berserker"
    When p1 attacks "p2-mc" with "berserker"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:21.2.2.5 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.5 Carnage Form is not active with the named unit in the other line, nor with the opponent's
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BERSERKER" as "berserker" in the front line
    And p1 has the unit "MATE" as "mate" in the back line
    And p2 has the unit "MATE" as "their mate" in the front line
    And p1's hand holds "BERSERKER" as "spare berserker"
    When p1 attacks "p2-mc" with "berserker"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.2.2.6 @clause:21.2.2.6.2 @needs:skill.keyword
  Scenario: 21.2.2.6 A Bond Skill is used from a face-up bond card
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "BOND-ACT" as "bond card"
    When p1 uses the skill 0 of "bond card"
    Then p1's hand holds 1 card

  @clause:21.2.2.6 @clause:21.2.2.6.2 @needs:skill.keyword
  Scenario: 21.2.2.6.2 A Bond Skill cannot be used by the card as a unit on the battlefield, nor as a face-down bond
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOND-ACT" as "as unit" in the back line
    And p1's bond area holds "BOND-ACT" as "face-down bond" face down
    When p1 tries to use the skill 0 of "as unit"
    Then the action is rejected citing clause 21.2.2.6.2
    When p1 tries to use the skill 0 of "face-down bond"
    Then the action is rejected citing clause 21.2.2.6.2
    And the legal actions do not include:
      """
      {"type": "act", "skill": 0}
      """

  @clause:21.2.2.6.1 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.6.1 An always Bond Skill of a face-up bond adds its power to the attacking unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "BOND-POW" as "bond card"
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:21.2.2.6.1 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.6.1 An always Bond Skill is not active from a unit, nor from a face-down bond
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "BOND-POW" as "bond card" face down
    And p1 has the unit "BOND-POW" as "as unit" in the back line
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.2.2.6.3 @needs:skill.keyword
  Scenario: 21.2.2.6.3 An automatic Bond Skill of a face-up bond triggers when an ally is destroyed
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCH" as "witch" in the back line
    And p2's bond area holds "BOND-AUTO" as "their bond"
    And p2 has the unit "FILL-03" as "their soldier" in the front line
    When p1 uses the skill 0 of "witch"
    Then p2's retreat area holds exactly "their soldier"
    And p2's hand holds 1 card

  @clause:21.2.2.6.3 @needs:skill.keyword
  Scenario: 21.2.2.6.3 An automatic Bond Skill does not trigger from a face-down bond, nor from the card as a unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCH" as "witch" in the back line
    And p2's bond area holds "BOND-AUTO" as "their bond" face down
    And p2 has the unit "BOND-AUTO" as "their unit" in the front line
    And p2 has the unit "FILL-03" as "their soldier" in the back line
    When p1 uses the skill 0 of "witch"
    Then p2's retreat area holds exactly "their soldier" and "their unit"
    And p2's hand holds 0 cards
    And the pending decision is "action" for p1

  @clause:21.3.1.1.2 @clause:21.3.1.4.2 @needs:skill.keyword
  Scenario: 21.3.1.1.2 A bond skill is used from its user's face-up bond, not by the card as a unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "B-ACT" as "banner bond"
    And p1 has the unit "B-ACT" as "banner unit" in the back line
    When p1 tries to use the skill 0 of "banner unit"
    Then the action is rejected citing clause 21.3.1.1.2
    When p1 uses the skill 0 of "banner bond"
    Then p1's hand holds 1 card

  @clause:21.3.1.1.2 @clause:21.3.1.3.2 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.1.2 An always bond skill works for its user only: the defender's face-up bond adds to the defender
    Given a game on turn 3 in the action phase with p1 to play
    And p2's bond area holds "B-POW" as "their pennant"
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30
    And p2's battle power is 20

  @clause:21.3.1.3.2 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.3.2 An always bond skill is not active from a face-down bond nor from the card as a unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "B-POW" as "pennant bond" face down
    And p1 has the unit "B-POW" as "pennant unit" in the back line
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.3.1.5.1.1 @needs:skill.keyword
  Scenario: 21.3.1.5.1.1 A bond skill waiting for an ally's destruction triggers from a face-up bond only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCH" as "witch" in the back line
    And p2's bond area holds "B-AUTO" as "standard up" and "B-AUTO" as "standard down"
    And p2's bond "standard down" is face down
    And p2 has the unit "FILL-03" as "their soldier" in the front line
    When p1 uses the skill 0 of "witch"
    Then p2's hand holds 1 card

  @clause:21.3.1.2.2 @clause:21.3.1.4.2 @needs:skill.keyword
  Scenario: 21.3.1.2.2 A hand skill is used from its user's hand, not by the card as a unit nor as a bond
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "H-ACT" as "scroll in hand"
    And p1's bond area holds "H-ACT" as "scroll bond"
    And p1 has the unit "H-ACT" as "scroll unit" in the back line
    When p1 tries to use the skill 0 of "scroll unit"
    Then the action is rejected citing clause 21.3.1.2.2
    When p1 tries to use the skill 0 of "scroll bond"
    Then the action is rejected citing clause 21.3.1.2.2
    When p1 uses the skill 0 of "scroll in hand"
    Then p1's hand holds 2 cards
    And "scroll unit" is untapped

  @clause:21.2.2.14 @clause:21.2.2.14.1 @clause:21.2.2.14.1.1 @needs:skill.keyword
  Scenario: 21.2.2.14.1.1 Crest Power is used from the hand, the card revealed to the opponent
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "CREST" as "crest"
    When p1 uses the skill 0 of "crest"
    Then p1's hand holds 3 cards
    And the log has the event:
      """
      {"event": "reveal", "player": "p1", "card": "crest", "skill": 0}
      """

  @clause:21.2.2.14 @clause:21.2.2.14.1 @needs:skill.keyword
  Scenario: 21.2.2.14.1 Crest Power cannot be used by the card as a unit nor as a bond
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "CREST" as "crest bond"
    And p1 has the unit "CREST" as "crest unit" in the back line
    When p1 tries to use the skill 0 of "crest unit"
    Then the action is rejected citing clause 21.2.2.14.1
    When p1 tries to use the skill 0 of "crest bond"
    Then the action is rejected citing clause 21.2.2.14.1
    And the legal actions do not include:
      """
      {"type": "act", "skill": 0}
      """

  @clause:21.3.1.4.2 @needs:skill.keyword
  Scenario: 21.3.1.4.2 The turn player may choose a unit's activated skill, a face-up bond's bond skill or a hand card's hand skill
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    And p1's bond area holds "B-ACT" as "banner up", "B-ACT" as "banner down" and "MONK" as "monk bond"
    And p1's bond "banner down" is face down
    And p1's hand holds "H-ACT" as "scroll" and "MONK" as "monk in hand"
    Then the legal actions include:
      """
      {"type": "act", "card": "monk", "skill": 0}
      """
    And the legal actions include:
      """
      {"type": "act", "card": "banner up", "skill": 0}
      """
    And the legal actions include:
      """
      {"type": "act", "card": "scroll", "skill": 0}
      """
    And the legal actions do not include:
      """
      {"type": "act", "card": "banner down"}
      """
    And the legal actions do not include:
      """
      {"type": "act", "card": "monk bond"}
      """
    And the legal actions do not include:
      """
      {"type": "act", "card": "monk in hand"}
      """
    When p1 tries to use the skill 0 of "monk bond"
    Then the action is rejected citing clause 21.3.1.4.2
    When p1 tries to use the skill 0 of "banner down"
    Then the action is rejected citing clause 21.3.1.1.2

  @clause:21.3.1.4.2 @needs:skill.keyword
  Scenario: 21.3.1.4.2 Only the turn player uses activated skills: the other player's hand skill waits for their turn
    Given a game on turn 3 in the action phase with p1 to play
    And p2's hand holds "H-ACT" as "their scroll"
    When p2 tries to use the skill 0 of "their scroll"
    Then the action is rejected citing clause 13.5.1.3
    When p1 tries to use the skill 0 of "their scroll"
    Then the action is rejected citing clause 19.1.2

  @clause:21.3.1.4.2.1 @clause:21.3.1.4.2.2 @clause:21.1.1.1.1 @needs:skill.keyword @needs:action.move
  Scenario: 21.3.1.4.2.1 An activated skill with two conditions can be chosen only when both are met
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GUARDIAN" as "guardian" in the back line on 1 card
    When p1 tries to use the skill 0 of "guardian"
    Then the action is rejected citing clause 19.1.2.2
    When p1 moves "guardian"
    And p1 uses the skill 0 of "guardian"
    Then p1's hand holds 1 card

  @clause:21.3.1.4.2.1 @needs:skill.keyword
  Scenario: 21.3.1.4.2.1 An activated skill whose line condition is met but whose unit is not class changed cannot be chosen
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GUARDIAN" as "guardian" in the front line
    When p1 tries to use the skill 0 of "guardian"
    Then the action is rejected citing clause 21.2.2.2.3

  @clause:21.3.1.3.2.1 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.3.2.1 An always skill with both its conditions met adds its power
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GUARDIAN" as "guardian" in the front line on 1 card
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:21.3.1.3.2.1 @clause:21.3.1.3.2.2 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.3.2.1 An always skill with one of its conditions unmet does nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GUARDIAN" as "guardian" in the back line on 1 card
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.3.1.3.2.2 @clause:21.1.1.1.1 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.3.2.2 "Not active unless in the back line": in the back line the always skill adds its power
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "POSTED" as "posted" in the back line
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:21.3.1.3.2.2 @clause:21.1.1.1.1 @needs:skill.keyword @needs:battle
  Scenario: 21.3.1.3.2.2 "Not active unless in the back line": in the front line the always skill does nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "POSTED" as "posted" in the front line
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:21.3.1.5.1.1.1 @clause:21.1.1.1.1 @needs:skill.keyword @needs:action.move
  Scenario: 21.3.1.5.1.1.1 "Does not activate unless in the front line": a unit moving to the front line triggers it
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WATCHER" as "watcher" in the back line
    When p1 moves "watcher"
    Then p1's hand holds 1 card

  @clause:21.3.1.5.1.1.1 @needs:skill.keyword @needs:action.move
  Scenario: 21.3.1.5.1.1.1 "Does not activate unless in the front line": a unit moving to the back line does not trigger
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WATCHER" as "watcher" in the front line
    When p1 moves "watcher"
    Then the skill 0 of "watcher" is triggered 0 times
    And p1's hand holds 0 cards
    And the log does not have the event:
      """
      {"event": "skill_fizzled", "card": "watcher"}
      """

  @clause:21.3.1.5.1.2 @needs:skill.automatic @needs:battle
  Scenario: 21.3.1.5.1.2 Triggered skills must be carried out: the player chooses which first, and cannot act meanwhile
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DUO" as "duo" in the front line
    When p1 attacks "p2-mc" with "duo"
    Then the pending decision is "trigger" for p1
    And the legal actions do not include:
      """
      {"type": "end_action"}
      """
    When p1 tries the action:
      """
      {"type": "end_action"}
      """
    Then the action is rejected citing one of the clauses 13.5.1.3, 10.2.1 or 21.3.1.5.1.2
    When p1 chooses the skill 1 of "duo"
    Then p1's hand holds 3 cards

  @clause:21.3.1.7.2 @needs:skill.support @needs:battle
  Scenario: 21.3.1.7.2 The attacker's attack-type and the defender's both-ways support skills are carried out
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1's deck holds "ATK-SUP" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "ANY-SUP" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 60
    And p2's battle power is 10

  @clause:21.3.1.7.2 @needs:skill.support @needs:battle
  Scenario: 21.3.1.7.2 A defence-type support skill of the attacker and an attack-type one of the defender do nothing; both-ways works for the attacker
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1's deck holds "DEF-SUP" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "ATK-SUP" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30
    And p2's battle power is 0

  @clause:21.4.2 @needs:skill.activated
  Scenario: 21.4.2 Carrying out a skill with a usage limit adds its usage-limit marker; a skill without one gets none
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 2 cards
    Then the skill 0 of "monk" has no usage limit recorded
    When p1 uses the skill 0 of "monk"
    And p1 uses the skill 0 of "scholar"
    Then the skill 0 of "monk" has its usage limit recorded
    And the skill 0 of "scholar" has no usage limit recorded

  @clause:21.4.2.1 @needs:skill.activated
  Scenario: 21.4.2.1 The usage-limit marker is removed in the end phase of the turn it was added in
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    When p1 uses the skill 0 of "monk"
    And the game is played on until turn 4 begins its deployment phase
    Then the skill 0 of "monk" has no usage limit recorded

  @clause:21.4.2.1 @clause:21.4.3 @needs:skill.keyword
  Scenario: 21.4.2.1 A bond skill's usage-limit marker is removed in the end phase too: the skill is usable again next turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "B-MONK" as "hermit"
    When p1 uses the skill 0 of "hermit"
    And p1 tries to use the skill 0 of "hermit"
    Then the action is rejected citing clause 19.1.2.1 or 21.4.3
    When the game is played on until turn 5 begins its action phase
    And p1 uses the skill 0 of "hermit"
    Then p1's hand holds 3 cards

  @clause:21.4.3 @needs:skill.activated
  Scenario: 21.4.3 A skill with its usage-limit marker cannot be used again this turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    When p1 uses the skill 0 of "monk"
    And p1 tries to use the skill 0 of "monk"
    Then the action is rejected citing clause 19.1.2.1 or 21.4.3
    And the legal actions do not include:
      """
      {"type": "act", "card": "monk"}
      """

  @clause:21.4.3 @needs:skill.automatic @needs:battle
  Scenario: 21.4.3 An automatic skill with its usage-limit marker does not trigger again this turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1 has the unit "SQUIRE" as "squire" in the front line
    And p2 has the unit "FILL-03" as "soldier a" in the front line
    And p2 has the unit "FILL-04" as "soldier b" in the front line
    And p2 has the unit "MEDIC" as "medic" in the back line
    When p1 attacks "soldier a" with "sword"
    Then p2's hand holds 1 card
    And the skill 0 of "medic" has its usage limit recorded
    When p1 attacks "soldier b" with "squire"
    Then p2's front line holds exactly "p2-mc"
    And the skill 0 of "medic" is triggered 0 times
    And p2's hand holds 1 card

  @clause:21.4.3.1 @needs:skill.keyword
  Scenario: 21.4.3.1 A skill that loses its usage-limit icon loses its usage-limit marker
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "SCOUT" as "scout" and "STRIPPER" as "stripper"
    When p1 deploys "scout" to the back line
    Then the skill 0 of "scout" has its usage limit recorded
    When p1 deploys "stripper" to the back line
    Then the skill 0 of "scout" has no usage limit recorded

  @clause:21.2.2.1 @needs:skill.keyword
  Scenario: 21.2.2.1 A Formation Skill's cost taps an untapped ally of each named unit name
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAPTAIN" as "captain" in the back line
    And p1 has the unit "SOLDIER" as "soldier" in the front line
    And p1 has the unit "ARCHER" as "archer" in the back line
    When p1 uses the skill 0 of "captain"
    Then "soldier" is tapped
    And "archer" is tapped
    And "captain" is untapped
    And p1's hand holds 2 cards

  @clause:21.2.2.1 @clause:21.5.2.1 @clause:21.5.1.1.3 @needs:skill.keyword
  Scenario: 21.2.2.1 With a named ally tapped the Formation cost cannot be paid: the opponent's unit of that name does not pay it, and nothing is tapped
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAPTAIN" as "captain" in the back line
    And p1 has the unit "SOLDIER" as "soldier" in the front line
    And p1 has the unit "ARCHER" as "archer" in the back line, tapped
    And p2 has the unit "ARCHER" as "their archer" in the back line
    When p1 tries to use the skill 0 of "captain"
    Then the action is rejected citing clause 21.2.2.1 or 21.5.2.1
    And the game state is unchanged
    And "soldier" is untapped
    And "their archer" is untapped

  @clause:21.5.2 @clause:21.2.2.1 @needs:skill.keyword @needs:action.move
  Scenario: 21.5.2 An automatic skill's cost is paid when it is carried out, if the player pays it
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DRILL" as "drill" in the back line
    And p1 has the unit "SOLDIER" as "soldier" in the front line
    And p1 has the unit "ARCHER" as "archer" in the back line
    When p1 moves "drill"
    Then the pending decision is "use_skill" for p1
    And "soldier" is untapped
    And "archer" is untapped
    When p1 pays the cost
    Then "soldier" is tapped
    And "archer" is tapped
    And p1's hand holds 1 card

  @clause:21.5.2.1 @clause:21.5.2.1.2 @needs:skill.keyword @needs:action.move
  Scenario: 21.5.2.1 An automatic skill whose cost can only be partly paid pays nothing, loses its triggered state and records no usage
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DRILL" as "drill" in the back line
    And p1 has the unit "SOLDIER" as "soldier" in the front line
    And p1 has the unit "ARCHER" as "archer" in the back line, tapped
    When p1 moves "drill"
    Then the pending decision is "action" for p1
    And "soldier" is untapped
    And p1's hand holds 0 cards
    And the skill 0 of "drill" is triggered 0 times
    And the skill 0 of "drill" has no usage limit recorded

  @clause:21.2.2.7 @needs:skill.keyword
  Scenario: 21.2.2.7 A Dragon Vein cost turns a face-down orb face up
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SEER" as "seer" in the back line
    When p1 uses the skill 0 of "seer"
    Then p1's orb area holds 1 face-up card
    And p1's orb area holds 5 cards
    And p1's hand holds 1 card

  @clause:21.2.2.7 @clause:21.5.2.1.1 @needs:skill.keyword
  Scenario: 21.5.2.1.1 Orbs already face up cannot be turned face up: the Dragon Vein cost is not paid and the skill is not used
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SEER" as "seer" in the back line
    And p1's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b" face up
    When p1 tries to use the skill 0 of "seer"
    Then the action is rejected citing clause 21.2.2.7 or 21.5.2.1.1
    And the game state is unchanged

  @clause:21.5.2 @clause:21.2.2.7 @needs:skill.keyword @needs:action.move
  Scenario: 21.5.2 An automatic Dragon Vein skill turns the orb face up only when its cost is paid
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DIVINER" as "diviner" in the back line
    When p1 moves "diviner"
    Then the pending decision is "use_skill" for p1
    And p1's orb area holds 0 face-up cards
    When p1 pays the cost
    Then p1's orb area holds 1 face-up card
    And p1's hand holds 1 card

  @clause:21.5.1.1.2.1 @clause:21.5.3.1.1 @clause:21.5.3.2.1 @needs:skill.keyword
  Scenario: 21.5.1.1.2.1 A cost of several actions has every one of them carried out
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "KITBAG" as "kitbag" in the back line
    And p1's bond area holds 1 card
    When p1 uses the skill 0 of "kitbag"
    Then "kitbag" is tapped
    And p1's bond area cards are all face down
    And p1's orb area holds 1 face-up card
    And p1's hand holds 1 card

  @clause:21.5.1.1.2.1 @clause:21.5.2.1 @needs:skill.keyword
  Scenario: 21.5.1.1.2.1 One action of a several-action cost unpayable: none of them is paid
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "KITBAG" as "kitbag" in the back line
    And p1's bond area holds "FILL-03" as "down" face down
    When p1 tries to use the skill 0 of "kitbag"
    Then the action is rejected citing clause 19.1.3.1 or 21.5.3.2.1
    And the game state is unchanged

  @clause:21.5.3.1.1 @needs:skill.keyword
  Scenario: 21.5.3.1.1 The action icon taps this card as an untapped unit: a hand skill with it cannot pay it
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "HANDTAP" as "handtap"
    When p1 tries to use the skill 0 of "handtap"
    Then the action is rejected citing clause 21.5.3.1.1
    And the game state is unchanged

  @clause:21.5.3.2.1 @clause:21.5.1.1.3 @needs:skill.activated
  Scenario: 21.5.1.1.3 The reverse icon turns the user's own face-up bonds face down, never the opponent's
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 1 card
    And p2's bond area holds 3 cards
    When p1 tries to use the skill 0 of "scholar"
    Then the action is rejected citing clause 19.1.3.1 or 21.5.3.2.1
    And p2's bond area holds 3 face-up cards

  @clause:21.5.3.2.1 @clause:21.5.1.1.3 @needs:skill.activated
  Scenario: 21.5.3.2.1 With two face-up bonds of the user's the reverse icon of 2 turns exactly those face down
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 3 cards
    And p2's bond area holds 3 cards
    When p1 uses the skill 0 of "scholar"
    Then p1's bond area holds 1 face-up card
    And p2's bond area holds 3 face-up cards
    And p1's hand holds 2 cards

  @clause:21.2.2.9 @needs:skill.keyword
  Scenario: 21.2.2.9 A Twin Skill applies with a unit of the named unit name of the player's
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWIN" as "twin" in the back line
    And p1 has the unit "MATE" as "mate" in the back line
    When p1 uses the skill 0 of "twin"
    Then p1's hand holds 1 card

  @clause:21.2.2.9 @needs:skill.keyword
  Scenario: 21.2.2.9 A Twin Skill does not apply when only the opponent has a unit of the named unit name
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWIN" as "twin" in the back line
    And p2 has the unit "MATE" as "their mate" in the back line
    When p1 tries to use the skill 0 of "twin"
    Then the action is rejected citing clause 21.2.2.9

  @clause:21.2.2.11 @needs:skill.keyword @needs:action.level_up
  Scenario: 21.2.2.11 An Awakening Skill works once its card has class changed onto a unit
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "AWAKE" as "old awake" in the back line
    And p1's hand holds "AWAKE" as "awake"
    When p1 levels up "old awake" with "awake"
    And p1 ends the deployment phase
    And p1 uses the skill 0 of "awake"
    Then p1's hand holds 2 cards

  @clause:21.2.2.11 @needs:skill.keyword
  Scenario: 21.2.2.11 An Awakening Skill does not work on its card deployed on its own
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "AWAKE" as "awake" in the back line
    When p1 tries to use the skill 0 of "awake"
    Then the action is rejected citing clause 21.2.2.11

  @clause:21.2.2.8 @needs:skill.keyword
  Scenario: 21.2.2.8 A Hero Skill changes the Main Character when both named units are the player's on the battlefield
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1 has the unit "SAGE" as "sage" in the back line
    When p1 uses the skill 0 of "herald"
    Then "sage" is the Main Character
    And "p1-mc" is not the Main Character

  @clause:21.2.2.8 @needs:skill.keyword
  Scenario: 21.2.2.8 A Hero Skill does nothing when the unit to become the Main Character is not the player's
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p2 has the unit "SAGE" as "their sage" in the back line
    When p1 uses the skill 0 of "herald"
    Then "p1-mc" is the Main Character
    And "their sage" is not the Main Character
    And the game is not over

  @clause:21.2.2.13 @needs:skill.keyword
  Scenario: 21.2.2.13 A Legendary Item Skill can be used once the named skill has been used twice this turn, not before
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RELIC" as "relic" in the back line
    When p1 tries to use the skill 1 of "relic"
    Then the action is rejected citing clause 21.2.2.13
    When p1 uses the skill 0 of "relic"
    And p1 tries to use the skill 1 of "relic"
    Then the action is rejected citing clause 21.2.2.13
    When p1 uses the skill 0 of "relic"
    And p1 uses the skill 1 of "relic"
    Then p1's hand holds 5 cards

  @clause:21.2.2.13 @needs:skill.keyword
  Scenario: 21.2.2.13 The uses a Legendary Item Skill counts are this turn's: last turn's do not count
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RELIC" as "relic" in the back line
    When p1 uses the skill 0 of "relic"
    And p1 uses the skill 0 of "relic"
    And the game is played on until turn 5 begins its action phase
    And p1 tries to use the skill 1 of "relic"
    Then the action is rejected citing clause 21.2.2.13

  @clause:21.2.2.3.5 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.3.5 An automatic Level Up Skill does not trigger on a unit that is not levelled up
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "VETERAN" as "veteran" in the front line
    And p1's hand holds "VETERAN" as "spare veteran"
    When p1 attacks "p2-mc" with "veteran"
    Then the pending decision is "critical" for p1
    And the skill 1 of "veteran" is triggered 0 times
    And p1's hand holds 1 card

  @clause:21.2.2.14 @clause:21.2.2.14.1 @needs:skill.keyword
  Scenario: 21.2.2.14 Crest Power in the hand is among the turn player's choices and stays in the hand once used
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "CREST" as "crest"
    Then the legal actions include:
      """
      {"type": "act", "card": "crest", "skill": 0}
      """
    When p1 uses the skill 0 of "crest"
    Then p1's hand holds 3 cards
    And the pending decision is "action" for p1

  @clause:21.3.1.4.2.2 @clause:19.1.2.2 @needs:skill.activated @needs:action.move
  Scenario: 21.3.1.4.2.2 "Cannot be used unless in the front line": chosen only once the unit is there
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SENTRY" as "sentry" in the back line
    When p1 tries to use the skill 0 of "sentry"
    Then the action is rejected citing clause 19.1.2.2 or 21.3.1.4.2.2
    And the legal actions do not include:
      """
      {"type": "act", "card": "sentry"}
      """

  @clause:21.1.1.1.1 @clause:21.3.1.4.2.2 @needs:skill.activated
  Scenario: 21.1.1.1.1 "Cannot be used unless" is a condition, no effect: unmet, the skill is not chosen and its cost is not paid
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SENTRY" as "sentry" in the back line
    When p1 tries to use the skill 0 of "sentry"
    Then the action is rejected citing clause 19.1.2.2 or 21.3.1.4.2.2
    And "sentry" is untapped
    And p1's hand holds 0 cards

  @clause:21.5.2.1.2 @clause:21.5.2.1 @needs:skill.keyword
  Scenario: 21.5.2.1.2 A triggered skill whose cost cannot be paid loses one of its triggered states and the game goes on
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCH" as "witch" in the back line
    And p2 has the unit "LANCER" as "lancer" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier a" in the front line
    And p2 has the unit "FILL-04" as "soldier b" in the front line
    When p1 uses the skill 0 of "witch"
    Then the pending decision is "trigger" for p2
    And the skill 0 of "lancer" is triggered 2 times
    When p2 chooses the skill 0 of "lancer"
    Then the skill 0 of "lancer" is triggered 1 time
    And the skill 1 of "lancer" is triggered 2 times
    And p2's hand holds 0 cards
    And the pending decision is "trigger" for p2

  @clause:21.1.1.2 @needs:skill.keyword
  Scenario: 21.1.1.2 Effects are carried out in the order written: drawing two, then winning, draws before the game ends
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ORATOR" as "orator" in the back line
    When p1 uses the skill 0 of "orator"
    Then p1 wins the game
    And p1's hand holds 2 cards

  @clause:21.1.1.2 @needs:skill.keyword
  Scenario: 21.1.1.2 Effects are carried out in the order written: winning, then drawing two, ends the game before the draw
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HASTY" as "hasty" in the back line
    When p1 uses the skill 0 of "hasty"
    Then p1 wins the game
    And p1's hand holds 0 cards

  @clause:21.1.1.2.1 @needs:skill.keyword
  Scenario: 21.1.1.2.1 "However" limits the effect before it: only the opponent's units of cost 1 or less are destroyed
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CULLER" as "culler" in the back line
    And p2 has the unit "FILL-00" as "cheap" in the back line
    And p2 has the unit "FILL-05" as "costly" in the back line
    When p1 uses the skill 0 of "culler"
    Then p2's retreat area holds exactly "cheap"
    And "costly" is in p2's back line

  @clause:21.2.2.12 @clause:21.2.2.12.1 @needs:skill.keyword
  Scenario: 21.2.2.12 An effect counting Dragonblood skills counts those of units on the battlefield only, one per name on a card
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WYRM" as "wyrm" in the back line
    And p1 has the unit "KIN" as "kin" in the back line
    And p1's bond area holds "KIN" as "kin bond"
    And p1's hand holds "WYRM" as "wyrm in hand"
    And p1 has the unit "SEEKER" as "seeker" in the back line
    When p1 uses the skill 0 of "seeker"
    Then p1's hand holds 3 cards

  @clause:21.2.2.12.1 @needs:skill.keyword @needs:battle
  Scenario: 21.2.2.12.1 A unit has one Dragonblood skill of a name: two printed add their power once
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WYRM" as "wyrm" in the front line
    And p1's hand holds "WYRM" as "spare wyrm"
    When p1 attacks "p2-mc" with "wyrm"
    Then the pending decision is "critical" for p1
    And p1's battle power is 40

  @clause:21.3.1.6.2 @needs:skill.keyword
  Scenario: 21.3.1.6.2 A special skill is active as its card's information is referred to: in the hand, its deploy cost is the skill's
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "ECONOMY" as "economy" and "FILL-05" as "costly"
    When p1 tries to deploy "costly" to the back line
    Then the action is rejected citing clause 15.1.2
    When p1 deploys "economy" to the back line
    Then the deployment phase has spent 1

  @clause:21.2.2.4.3 @needs:skill.keyword
  Scenario: 21.2.2.4.3 A special Union Skill applies with two face-up bonds of the symbol: the deploy cost becomes 0
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards of "BLUE"
    And p1's hand holds "THRIFT" as "thrift"
    When p1 deploys "thrift" to the back line
    Then the deployment phase has spent 0

  @clause:21.2.2.4.3 @needs:skill.keyword
  Scenario: 21.2.2.4.3 A special Union Skill without enough bonds of the symbol does not apply: the printed cost is over the bonds
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds "BLUE" as "blue" and "FILL-03" as "plain"
    And p1's hand holds "THRIFT" as "thrift"
    When p1 tries to deploy "thrift" to the back line
    Then the action is rejected citing clause 15.1.2 or 21.2.2.4.3

  @clause:21.2.2.10.1 @clause:21.2.2.10 @needs:skill.keyword
  Scenario: 21.2.2.10.1 Each time (B) is applied the Increase Skill is carried out again, until (B) can no longer be applied
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "INCREASER" as "increaser" in the back line
    And p1's bond area holds 2 cards
    When p1 uses the skill 0 of "increaser"
    Then p1's hand holds 1 card
    And the pending decision is "repeat" for p1
    When p1 repeats the skill
    Then p1's hand holds 2 cards
    And p1's bond area holds 1 face-up card
    And the pending decision is "repeat" for p1
    When p1 repeats the skill
    Then p1's hand holds 3 cards
    And p1's bond area holds 0 face-up cards
    And the pending decision is "action" for p1

  @clause:21.2.2.10 @needs:skill.keyword
  Scenario: 21.2.2.10 Choosing not to apply (B) ends the Increase Skill: nothing more is drawn nor flipped
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "INCREASER" as "increaser" in the back line
    And p1's bond area holds 2 cards
    When p1 uses the skill 0 of "increaser"
    And p1 does not repeat the skill
    Then p1's hand holds 1 card
    And p1's bond area holds 2 face-up cards
    And the pending decision is "action" for p1

  @clause:21.2.2.10 @needs:skill.keyword
  Scenario: 21.2.2.10 When (B) cannot be applied the Increase Skill is not repeated and nobody is asked
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "INCREASER" as "increaser" in the back line
    And p1's bond area holds "FILL-03" as "down" face down
    When p1 uses the skill 0 of "increaser"
    Then p1's hand holds 1 card
    And the pending decision is "action" for p1
    And the legal actions do not include:
      """
      {"type": "repeat"}
      """
