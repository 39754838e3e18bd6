Feature: 18 Attacking with a unit
  An untapped unit attacks a unit of the opponent within its range and becomes tapped; each player's deck top card
  supports (failing on the battling unit's unit name), the turn player may discard a card of the attacker's unit
  name for a critical hit (the power doubled), the other player one of the defender's for a godspeed evasion; an
  attacker at least as strong destroys the defender; the support cards retreat at the end.

  Background:
    Given the test cards:
      | id     | name          | unit   | cost | power | support | range |
      | SWORD  | Swordmaster   | Sword  | 1    | 50    | 10      | 1     |
      | AXE    | Axe fighter   | Axe    | 1    | 40    | 20      | 1     |
      | LANCE  | Lance knight  | Lance  | 1    | 60    | 30      | 1     |
      | STAFF  | Healer        | Staff  | 1    | 30    | 10      | -     |

  @clause:13.5.1.3.2 @needs:battle
  Scenario Outline: 13.5.1.3.2 The first player cannot attack on the first turn; the second player can on theirs
    Given a game on turn <turn> in the action phase with <player> to play
    And <player> went first
    And <player> has the unit "SWORD" as "sword" in the front line
    When <player> <tries> "<target>" with "sword"
    Then <outcome>

    Examples:
      | turn | player | tries           | target | outcome                                         |
      | 1    | p1     | tries to attack | p2-mc  | the action is rejected citing clause 13.5.1.3.2 |
      | 2    | p1     | attacks         | p2-mc  | "sword" is tapped                                |

  @clause:18.2.1.2 @needs:battle
  Scenario: 18.2.1.2 The attacking unit becomes tapped; a tapped unit cannot attack
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1 has the unit "AXE" as "axe" in the front line, tapped
    When p1 tries to attack "p2-mc" with "axe"
    Then the action is rejected citing clause 18.2.1.2
    When p1 attacks "p2-mc" with "sword"
    Then "sword" is tapped

  @clause:18.2.1.1 @clause:17.1.3 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.1 An attack can be declared only once the check timing before it is over: a skill the last action triggered is carried out first
    Given the test cards:
      | id     | name   | unit   | cost | skills                   |
      | RUNNER | Runner | Runner | 1    | when moved (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RUNNER" as "runner" in the back line
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's deck holds "FILL-03" as "next", "FILL-04" as "support" and "FILL-05" as "rest"
    When p1 moves "runner"
    Then the pending decision is "use_skill" for p1
    And the legal actions do not include:
      """
      {"type": "attack", "player": "p1"}
      """
    When p1 tries to attack "p2-mc" with "sword"
    Then the action is rejected citing clause 10.2.1.2 or 13.5.1.3
    And no battle is going on
    When p1 carries out the effect
    Then p1's hand holds exactly "next"
    When p1 attacks "p2-mc" with "sword"
    Then "sword" is tapped
    And p1's support area holds exactly "support"

  @clause:18.2.1.2.1 @needs:battle
  Scenario: 18.2.1.2.1 A unit of range - cannot attack
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "STAFF" as "healer" in the front line
    When p1 tries to attack "p2-mc" with "healer"
    Then the action is rejected citing clause 18.2.1.2.1

  @clause:18.2.1.3.1 @clause:20.3.1 @needs:battle
  Scenario: 18.2.1.3.1 A unit that reaches no opponent's unit cannot attack: range 1 from the back line
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the back line
    When p1 tries to attack "p2-mc" with "sword"
    Then the action is rejected citing clause 18.2.1.3.1
    And the legal actions do not include:
      """
      {"type": "attack", "card": "sword"}
      """

  @clause:18.3.1.2 @clause:18.3.1.8 @needs:battle
  Scenario: 18.3.1.2 Each player's deck top card goes to the support area and adds its support to the power
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1's deck holds "AXE" as "p1 top", "FILL-01" as "p1 next"
    And p2's deck holds "LANCE" as "p2 top", "FILL-02" as "p2 next"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's support area holds exactly "p1 top"
    And p2's support area holds exactly "p2 top"
    And p1's battle power is 70
    And p2's battle power is 30

  @clause:18.3.1.4.1 @clause:18.3.1.4.1.1 @needs:battle
  Scenario: 18.3.1.4.1 A support card of the battling unit's unit name fails and retreats; another one succeeds
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1's deck holds "SWORD" as "same name", "FILL-01" as "p1 next"
    And p2's deck holds "LANCE" as "p2 top", "FILL-02" as "p2 next"
    When p1 attacks "p2-mc" with "sword"
    Then p1's support area holds 0 cards
    And p1's retreat area holds exactly "same name"
    And p1's battle power is 50
    And p2's battle power is 30

  @clause:18.4.1.2.1 @clause:18.4.1.2.1.1 @needs:battle
  Scenario: 18.4.1.2.1 A critical hit discards a card of the attacker's unit name and doubles its power
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword" and "AXE" as "axe"
    And p1's deck holds "FILL-01" as "p1 top" and "FILL-03" as "p1 next"
    And p2's deck holds "FILL-02" as "p2 top" and "FILL-04" as "p2 next"
    When p1 tries to make a critical hit with "axe"
    Then the action is rejected citing clause 18.4.1.2
    When p1 attacks "p2-mc" with "sword"
    And p1 tries to make a critical hit with "axe"
    Then the action is rejected citing clause 18.4.1.2.1
    When p1 makes a critical hit with "spare sword"
    Then p1's retreat area holds exactly "spare sword"
    And p1's battle power is 100

  @clause:18.4.1.2.1.3 @needs:battle
  Scenario: 18.4.1.2.1.3 No critical hit with a power of 0
    Given the test cards:
      | id    | name  | unit  | cost | power | range |
      | WEAK  | Weak  | Weak  | 1    | 0     | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WEAK" as "weak" in the front line
    And p1's hand holds "WEAK" as "spare weak"
    When p1 attacks "p2-mc" with "weak"
    Then the legal actions do not include:
      """
      {"type": "critical"}
      """

  @clause:18.4.1.4.1 @clause:18.4.1.4.1.1 @needs:battle
  Scenario: 18.4.1.4.1 A godspeed evasion discards a card of the defender's unit name: the defender is not destroyed
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "evasion" for p2
    When p2 evades with "spare axe"
    Then "axe" is in p2's front line
    And p2's retreat area holds exactly "spare axe" and "p2-deck0"

  @clause:18.4.1.4.1 @needs:battle
  Scenario: 18.4.1.4.1 Without an evasion the weaker defender is destroyed
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    When p1 attacks "axe" with "sword"
    And p2 does not evade
    Then p2's retreat area holds exactly "axe" and "p2-deck0"
    And p2's hand holds exactly "spare axe"

  @clause:18.5.1.2 @needs:battle
  Scenario Outline: 18.5.1.2 An attacker at least as strong as the defender destroys it; a weaker one does not
    Given the test cards:
      | id   | name | unit | cost | power    | range |
      | ATK  | Atk  | Atk  | 1    | <attack> | 1     |
      | DEF  | Def  | Def  | 1    | <defend> | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ATK" as "attacker" in the front line
    And p2 has the unit "DEF" as "defender" in the front line
    When p1 attacks "defender" with "attacker"
    Then p2's retreat area holds <count> cards

    Examples:
      | attack | defend | count |
      | 50     | 40     | 2     |
      | 50     | 50     | 2     |
      | 40     | 50     | 1     |

  @clause:18.5.1.2 @clause:18.2.1.3.4 @clause:18.2.1.4 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.5.1.2 A power gain the attacker's "when it attacks" skill makes during the battle counts in the judgment
    Given the test cards:
      | id    | name  | unit  | cost | power    | range | skills                                    |
      | RAGER | Rager | Rager | 1    | 50       | 1     | when it attacks: this unit gets +20 power |
      | WALL  | Wall  | Wall  | 1    | <defend> | 1     |                                           |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAGER" as "rager" in the front line
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 attacks "wall" with "rager"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": 70, "defender": <defend>, "destroys": <destroys>}
      """
    And p2's retreat area holds <gone> cards

    Examples:
      | defend | destroys | gone |
      | 70     | true     | 2    |
      | 80     | false    | 1    |

  @clause:18.5.1.2 @clause:18.2.1.3.5 @clause:18.2.1.4 @needs:battle @needs:skill.automatic
  Scenario: 18.5.1.2 A power gain the defender's "when attacked" skill makes during the battle counts in the judgment
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                  |
      | GUARD | Guard | Guard | 1    | 50    | 1     | when attacked: this unit gets +20 power |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "sword"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": 50, "defender": 70, "destroys": false}
      """
    And p2's retreat area holds 1 card

  @clause:18.6.1.2 @clause:18.6.1.7 @needs:battle
  Scenario: 18.6.1.2 The support cards retreat at the end of the battle, and the battle ends
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "LANCE" as "lance" in the front line
    And p2's orb area holds "FILL-12" as "only orb"
    When p1 attacks "p2-mc" with "lance"
    Then no battle is going on
    And p2's hand holds exactly "only orb"
    And p1's support area holds 0 cards
    And p2's support area holds 0 cards
    And p1's retreat area holds exactly "p1-deck0"
    And the pending decision is "action" for p1

  @clause:18.2.1.3.4 @clause:18.2.1.3.5 @clause:18.2.1.4 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.3.4 "When it attacks" and "when attacked" skills trigger at the declaration and are carried out before the support step
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                  |
      | RAIDER  | Raider  | Raider  | 1    | 50    | 1     | when it attacks: draw 1 |
      | WARDEN  | Warden  | Warden  | 1    | 10    | 1     | when attacked: draw 1   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "WARDEN" as "warden" in the front line
    And p1's deck holds "FILL-03" as "p1 top", "FILL-04" as "p1 second" and "FILL-05" as "p1 third"
    And p2's deck holds "FILL-03" as "p2 top", "FILL-04" as "p2 second" and "FILL-05" as "p2 third"
    When p1 attacks "warden" with "raider"
    Then p1's hand holds exactly "p1 top"
    And p2's hand holds exactly "p2 top"
    And p1's retreat area holds exactly "p1 second"
    And p2's retreat area holds exactly "p2 second" and "warden"

  @clause:18.2.1.3.5 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.3.5 Only the attacked unit's "when attacked" skill triggers, not another unit's
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                |
      | WARDEN  | Warden  | Warden  | 1    | 10    | 1     | when attacked: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "WARDEN" as "warden" in the front line
    When p1 attacks "p2-mc" with "p1-mc"
    Then p2's hand holds 0 cards

  @clause:18.3.1.6 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6 Both players' support cards carry out their support skills: an attack emblem for the attacker, a defence emblem for the defender
    Given the test cards:
      | id      | name        | unit    | cost | power | range | skills                        |
      | RAIDER  | Raider      | Raider  | 1    | 50    | 1     |                               |
      | ATK-EMB | Atk emblem  | Emblem  | 1    | 0     | 1     | support (attack): power +30   |
      | DEF-EMB | Def emblem  | Shield  | 1    | 0     | 1     | support (defence): power +20  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p1's deck holds "ATK-EMB" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "DEF-EMB" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "critical" for p1
    And p1's battle power is 80
    And p2's battle power is 20

  @clause:18.3.1.6 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6 A support skill for the other side does nothing: an attack emblem supporting the defender
    Given the test cards:
      | id      | name        | unit    | cost | power | range | skills                        |
      | RAIDER  | Raider      | Raider  | 1    | 50    | 1     |                               |
      | ATK-EMB | Atk emblem  | Emblem  | 1    | 0     | 1     | support (attack): power +30   |
      | DEF-EMB | Def emblem  | Shield  | 1    | 0     | 1     | support (defence): power +20  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p1's deck holds "DEF-EMB" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "ATK-EMB" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "p2-mc" with "raider"
    Then p1's battle power is 50
    And p2's battle power is 0

  @clause:18.3.1.6.3 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.3 A support that failed leaves its player without a support card, so without support skills
    Given the test cards:
      | id       | name        | unit    | cost | power | range | skills                        |
      | RAIDER   | Raider      | Raider  | 1    | 50    | 1     |                               |
      | RAIDER-S | Raider aide | Raider  | 1    | 0     | 1     | support: power +30            |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p1's deck holds "RAIDER-S" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50
    And p1's retreat area holds exactly "p1 support"

  @clause:18.4.1.2 @needs:battle
  Scenario: 18.4.1.2 Only the turn player decides on a critical hit; declining it keeps the card and the power
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "SWORD" as "their sword" and "AXE" as "spare axe"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    When p2 tries to make a critical hit with "their sword"
    Then the action is rejected citing clause 18.4.1.2
    When p1 makes no critical hit
    Then the pending decision is "evasion" for p2
    And p1's hand holds exactly "spare sword"
    And p1's battle power is 50

  @clause:18.4.1.4 @needs:battle
  Scenario: 18.4.1.4 Only the non-turn player decides on a godspeed evasion, after the critical hit decision
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword" and "AXE" as "p1 axe"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    When p1 attacks "axe" with "sword"
    And p1 tries to evade with "p1 axe"
    Then the action is rejected citing clause 18.4.1.2 or 18.4.1.4
    When p1 makes no critical hit
    Then the pending decision is "evasion" for p2
    When p1 tries to evade with "p1 axe"
    Then the action is rejected citing clause 18.4.1.4
    When p2 does not evade
    Then p2's retreat area holds exactly "axe" and "p2-deck0"
    And p2's hand holds exactly "spare axe"
    And p1's hand holds exactly "spare sword" and "p1 axe"

  @clause:18.4.1.2.1.1 @needs:battle
  Scenario: 18.4.1.2.1.1 A critical hit adds the attacker's power of that moment, its support included, once a battle
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword" and "SWORD" as "second sword"
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    And p2's hand holds "CHROM" as "spare chrom"
    When p1 attacks "p2-mc" with "sword"
    Then p1's battle power is 70
    When p1 makes a critical hit with "spare sword"
    Then p1's battle power is 140
    And the pending decision is "evasion" for p2
    And p1's hand holds exactly "second sword"

  @clause:18.4.1.2.1.2 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.4.1.2.1.2 A critical hit triggers the attacker's "when it makes a critical hit" and the defender's "when critically hit", no other unit's
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                               |
      | BLADE | Blade | Blade | 1    | 50    | 1     | when it makes a critical hit: draw 1 |
      | IDLER | Idler | Idler | 1    | 50    | 1     | when it makes a critical hit: draw 1 |
      | GUARD | Guard | Guard | 1    | 10    | 1     | when critically hit: draw 1          |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1 has the unit "IDLER" as "idler" in the back line
    And p1's hand holds "BLADE" as "spare blade"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    And p1 <choice>
    Then the pending decision is "evasion" for p2
    And p1's deck holds <p1 deck> cards
    And p2's deck holds <p2 deck> cards

    Examples:
      | choice                                   | p1 deck | p2 deck |
      | makes a critical hit with "spare blade"  | 8       | 8       |
      | makes no critical hit                    | 9       | 9       |

  @clause:18.4.1.3 @needs:battle @needs:skill.automatic
  Scenario: 18.4.1.3 The skills a critical hit triggers are carried out before the evasion decision
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                     |
      | BLADE | Blade | Blade | 1    | 50    | 1     | when it makes a critical hit (may): draw 1 |
      | GUARD | Guard | Guard | 1    | 10    | 1     |                                            |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1's hand holds "BLADE" as "spare blade"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    And p1 makes a critical hit with "spare blade"
    Then the pending decision is "use_skill" for p1
    When p1 carries out the effect
    Then the pending decision is "evasion" for p2
    And p1's hand holds 1 card

  @clause:18.4.1.1 @clause:18.4.1.3 @clause:18.4.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.4.1.1 The critical hit and evasion step in order: the support added, the critical hit, its skills, the evasion, its skills, then the judgment
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                                      |
      | BLADE | Blade | Blade | 1    | 50    | 1     | when it makes a critical hit (may): draw 1                                  |
      | GUARD | Guard | Guard | 1    | 10    | 1     | when it evades (may): draw 1; when not destroyed: draw 1                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1's hand holds "BLADE" as "spare blade"
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    Then the pending decision is "critical" for p1
    And p1's battle power is 70
    When p1 makes a critical hit with "spare blade"
    And p1 carries out the effect
    And p2 evades with "spare guard"
    Then the pending decision is "use_skill" for p2
    And p1's hand holds exactly "p1 next"
    And p1's battle power is 140
    And the skill 1 of "guard" is triggered 0 times
    When p2 carries out the effect
    Then "guard" is in p2's front line
    And p2's hand holds 2 cards
    And no battle is going on

  @clause:18.4.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.4.1.5 The skills an evasion triggers are carried out before the judgment
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                   |
      | BLADE | Blade | Blade | 1    | 50    | 1     |                                                          |
      | GUARD | Guard | Guard | 1    | 10    | 1     | when it evades (may): draw 1; when not destroyed: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    And p2 evades with "spare guard"
    Then the pending decision is "use_skill" for p2
    And the skill 1 of "guard" is triggered 0 times
    And p2's battle power is 10
    When p2 carries out the effect
    Then p2's deck holds 7 cards
    And no battle is going on

  @clause:18.4.1.4.1.1 @needs:battle
  Scenario: 18.4.1.4.1.1 An evasion saves the defender from a critical hit, for this battle only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1 has the unit "LANCE" as "lance" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    When p1 attacks "axe" with "sword"
    And p1 makes a critical hit with "spare sword"
    And p2 evades with "spare axe"
    Then "axe" is in p2's front line
    And no battle is going on
    When p1 attacks "axe" with "lance"
    Then p2's retreat area holds exactly "axe", "spare axe", "p2-deck0" and "p2-deck1"

  @clause:18.4.1.4.1.2 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.4.1.4.1.2 An evasion triggers the defender's "when it evades" and the attacker's "when its attack is evaded"
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                            |
      | BLADE | Blade | Blade | 1    | 50    | 1     | when its attack is evaded: draw 1 |
      | GUARD | Guard | Guard | 1    | 10    | 1     | when it evades: draw 1            |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    And p2 <choice>
    Then p1's deck holds <decks> cards
    And p2's deck holds <decks> cards

    Examples:
      | choice                      | decks |
      | evades with "spare guard"   | 8     |
      | does not evade              | 9     |

  @clause:18.4.1.5.1 @needs:battle @needs:skill.automatic
  Scenario: 18.4.1.5.1 The battle goes on after its attacker has left the battlefield: the judgment and the end of the battle still come
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                                |
      | BLADE | Blade | Blade | 1    | 50    | 1     |                                                                       |
      | GUARD | Guard | Guard | 1    | 10    | 1     | when it evades: destroy the opponent's units; when not destroyed: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "blade"
    And p2 evades with "spare guard"
    Then p1's retreat area holds exactly "blade" and "p1-deck0"
    And p2's retreat area holds exactly "spare guard" and "p2-deck0"
    And p2's hand holds 1 card
    And p1's support area holds 0 cards
    And p2's support area holds 0 cards
    And no battle is going on
    And the pending decision is "action" for p1

  @clause:18.5.1.2.1 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.5.1.2.1 A defender destroyed in the judgment, on a tie too, triggers "when it destroys" and "when destroyed in battle"
    Given the test cards:
      | id  | name | unit | cost | power    | range | skills                         |
      | ATK | Atk  | Atk  | 1    | <attack> | 1     | when it destroys: draw 1       |
      | DEF | Def  | Def  | 1    | <defend> | 1     | when destroyed in battle: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ATK" as "attacker" in the front line
    And p2 has the unit "DEF" as "defender" in the front line
    When p1 attacks "defender" with "attacker"
    Then p2's retreat area holds <gone> cards
    And p1's deck holds <decks> cards
    And p2's deck holds <decks> cards

    Examples:
      | attack | defend | gone | decks |
      | 50     | 50     | 2    | 8     |
      | 60     | 50     | 2    | 8     |
      | 40     | 50     | 1    | 9     |

  @clause:18.5.1.2.2 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.5.1.2.2 A defender not destroyed, by a weaker attacker or by an evasion, triggers "when it fails to destroy" and "when not destroyed"
    Given the test cards:
      | id  | name | unit | cost | power    | range | skills                           |
      | ATK | Atk  | Atk  | 1    | <attack> | 1     | when it fails to destroy: draw 1 |
      | DEF | Def  | Def  | 1    | 50       | 1     | when not destroyed: draw 1       |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ATK" as "attacker" in the front line
    And p2 has the unit "DEF" as "defender" in the front line
    And p2's hand holds "DEF" as "spare def"
    When p1 attacks "defender" with "attacker"
    And p2 <choice>
    Then p1's deck holds <decks> cards
    And p2's deck holds <decks> cards

    Examples:
      | attack | choice                    | decks |
      | 40     | does not evade            | 8     |
      | 50     | evades with "spare def"   | 8     |
      | 50     | does not evade            | 9     |

  @clause:18.5.1.3 @clause:18.6.1.1 @needs:battle @needs:skill.automatic
  Scenario: 18.5.1.3 After the judgment a check timing sends the destroyed defender away and carries out its skills, the support cards still in place
    Given the test cards:
      | id  | name | unit | cost | power | range | skills                         |
      | ATK | Atk  | Atk  | 1    | 50    | 1     | when it destroys (may): draw 1 |
      | DEF | Def  | Def  | 1    | 40    | 1     |                                |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ATK" as "attacker" in the front line
    And p2 has the unit "DEF" as "defender" in the front line
    When p1 attacks "defender" with "attacker"
    Then the pending decision is "use_skill" for p1
    And p2's retreat area holds exactly "defender"
    And p1's support area holds 1 card
    And p2's support area holds 1 card
    When p1 carries out the effect
    Then p1's hand holds 1 card
    And p2's support area holds 0 cards

  @clause:18.5.1.1 @clause:18.4.1.3 @needs:battle @needs:skill.automatic
  Scenario: 18.5.1.1 The judgment compares the powers only after the skills triggered before it are carried out
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                                     |
      | BLADE | Blade | Blade | 1    | 50    | 1     |                                                                            |
      | GUARD | Guard | Guard | 1    | 40    | 1     | when critically hit: my battling unit's power +70 until the end of the battle |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1's hand holds "BLADE" as "spare blade"
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "blade"
    And p1 makes a critical hit with "spare blade"
    Then "guard" is in p2's front line
    And no battle is going on

  @clause:18.6.1.1 @clause:18.5.1.3 @needs:battle @needs:skill.automatic
  Scenario: 18.6.1.1 The end of the battle begins with a check timing: the destroyed defender's own skill is carried out before the support cards leave
    Given the test cards:
      | id  | name | unit | cost | power | range | skills                                 |
      | ATK | Atk  | Atk  | 1    | 50    | 1     |                                        |
      | DEF | Def  | Def  | 1    | 40    | 1     | when destroyed in battle (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ATK" as "attacker" in the front line
    And p2 has the unit "DEF" as "defender" in the front line
    When p1 attacks "defender" with "attacker"
    Then the pending decision is "use_skill" for p2
    And p2's retreat area holds exactly "defender"
    And p2's support area holds 1 card
    When p2 carries out the effect
    Then p2's hand holds 1 card
    And p2's retreat area holds exactly "defender" and "p2-deck0"
    And no battle is going on

  @clause:18.6.1.2.1 @clause:18.6.1.2 @needs:battle @needs:skill.support
  Scenario: 18.6.1.2.1 A support card whose carried-out skill says so goes to the hand instead of the retreat area; the same card not carried out retreats
    Given the test cards:
      | id  | name   | unit   | cost | power | range | skills                                                           |
      | EMB | Emblem | Emblem | 1    | 0     | 1     | support (attack, to the hand instead of the retreat area): power +10 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "EMB" as "p1 emblem" and "FILL-03" as "p1 next"
    And p2's deck holds "EMB" as "p2 emblem" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then p1's hand holds exactly "p1 emblem"
    And p1's retreat area holds 0 cards
    And p2's retreat area holds exactly "p2 emblem" and "axe"
    And no battle is going on

  @clause:18.6.1.3 @needs:battle @needs:skill.support
  Scenario: 18.6.1.3 The support cards have left before the end-of-battle support skills: the deck refilled from the retreat area draws the support card itself
    Given the test cards:
      | id   | name | unit | cost | power | range | skills                                |
      | HORN | Horn | Horn | 1    | 0     | 1     | support (at the end of the battle): draw 2 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "HORN" as "p1 horn"
    And p1's retreat area holds "FILL-03" as "old card"
    When p1 attacks "axe" with "sword"
    Then p1's hand holds exactly "old card" and "p1 horn"
    And p1 loses the game because of deck

  @clause:18.6.1.4 @needs:battle @needs:skill.support
  Scenario: 18.6.1.4 An "at the end of the battle" support skill is carried out then, not in the support step, and only for its side
    Given the test cards:
      | id    | name     | unit   | cost | power | range | skills                                              |
      | HORN  | Horn     | Horn   | 1    | 0     | 1     | support (at the end of the battle): draw 1          |
      | TRUMP | Trumpet  | Trumpet | 1   | 0     | 1     | support (attack, at the end of the battle): draw 1  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "HORN" as "p1 horn", "FILL-03" as "p1 next" and "FILL-04" as "p1 third"
    And p2's deck holds "TRUMP" as "p2 trumpet" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    And p1's hand holds exactly "spare sword"
    When p1 makes no critical hit
    Then p1's hand holds exactly "spare sword" and "p1 next"
    And p2's hand holds 0 cards
    And p1's retreat area holds exactly "p1 horn"

  @clause:18.6.1.4.1 @needs:battle @needs:skill.support
  Scenario Outline: 18.6.1.4.1 "(A) at the end of the battle, (B)": (A) is checked at the end of the battle
    Given the test cards:
      | id     | name    | unit    | cost | power    | range | skills                                                                                   |
      | GUARD  | Guard   | Guard   | 1    | <defend> | 1     |                                                                                          |
      | SHIELD | Shield  | Shield  | 1    | 0        | 1     | support (defence, at the end of the battle, if my battling unit is on the battlefield): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's deck holds "SHIELD" as "p2 shield" and "FILL-03" as "p2 next"
    When p1 attacks "guard" with "sword"
    Then p2's hand holds <hand> cards
    And no battle is going on

    Examples:
      | defend | hand |
      | 60     | 1    |
      | 40     | 0    |

  @clause:18.6.1.4.2 @needs:battle @needs:skill.automatic
  Scenario: 18.6.1.4.2 "At the end of its attack" skills trigger for the attacking unit only, once the battle is judged
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                          |
      | BLADE | Blade | Blade | 1    | 50    | 1     | at the end of its attack: draw 1 |
      | IDLER | Idler | Idler | 1    | 50    | 1     | at the end of its attack: draw 1 |
      | GUARD | Guard | Guard | 1    | 60    | 1     | at the end of its attack: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1 has the unit "IDLER" as "idler" in the back line
    And p1's hand holds "BLADE" as "spare blade"
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "blade"
    Then p1's hand holds exactly "spare blade"
    When p1 makes no critical hit
    Then p1's hand holds 2 cards
    And p2's hand holds 0 cards
    And no battle is going on

  @clause:18.6.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.6.1.5 An "at the end of its attack" skill is carried out while the battle still goes on, its powers not yet undone
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                 |
      | BLADE | Blade | Blade | 1    | 50    | 1     | at the end of its attack (may): draw 1 |
      | GUARD | Guard | Guard | 1    | 60    | 1     |                                        |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BLADE" as "blade" in the front line
    And p1's hand holds "BLADE" as "spare blade"
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "blade"
    And p1 makes a critical hit with "spare blade"
    Then the pending decision is "use_skill" for p1
    And p1's battle power is 140
    And p1's support area holds 0 cards
    When p1 carries out the effect
    Then no battle is going on
    And p1's hand holds exactly "p1 next"
    And the pending decision is "action" for p1

  @clause:18.6.1.6 @needs:battle @needs:skill.automatic
  Scenario: 18.6.1.6 The support value and an "until the end of the battle" power are gone after the battle: the next battle starts from the printed power
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                                    |
      | GUARD | Guard | Guard | 1    | 60    | 1     | when attacked: my battling unit's power +20 until the end of the battle |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1 has the unit "LANCE" as "lance" in the front line
    And p1's hand holds "LANCE" as "spare lance"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's deck holds "AXE" as "p2 support", "FILL-03" as "p2 second" and "FILL-04" as "p2 third"
    When p1 attacks "guard" with "sword"
    Then "guard" is in p2's front line
    And no battle is going on
    When p1 attacks "guard" with "lance"
    Then the pending decision is "critical" for p1
    And p2's battle power is 80

  @clause:18.6.1.7 @needs:battle
  Scenario: 18.6.1.7 After the battle its units are battling units no more: the next support of the first attacker's unit name succeeds
    Given the test cards:
      | id    | name  | unit  | cost | power | range |
      | GUARD | Guard | Guard | 1    | 100   | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1 has the unit "LANCE" as "lance" in the front line
    And p1's hand holds "LANCE" as "spare lance"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p1's deck holds "FILL-03" as "first support", "SWORD" as "sword support" and "FILL-04" as "p1 third"
    When p1 attacks "guard" with "sword"
    Then no battle is going on
    When p1 attacks "guard" with "lance"
    Then p1's support area holds exactly "sword support"
    And p1's battle power is 70

  @clause:18.4.1.2.1.1.1 @needs:battle @needs:skill.continuous
  Scenario: 18.4.1.2.1.1.1 A power that counts the hand cards is read for the critical hit after its card has left the hand
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                             |
      | BRAVE | Brave | Brave | 1    | 30    | 1     | power +10 for each card in my hand |
      | GUARD | Guard | Guard | 1    | 85    | 1     |                                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BRAVE" as "brave" in the front line
    And p1's hand holds "BRAVE" as "spare brave" and "FILL-03" as "keepsake"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's hand holds "GUARD" as "spare guard"
    When p1 attacks "guard" with "brave"
    Then p1's battle power is 50
    When p1 makes a critical hit with "spare brave"
    Then p1's battle power is 80
    When p2 does not evade
    Then "guard" is in p2's front line


  @clause:18.1 @needs:battle
  Scenario: 18.1 An attack runs its five steps in order: declaration, support, critical hit and evasion, judgment, end of battle
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    And p1's deck holds "LANCE" as "p1 support", "FILL-01" as "p1 next"
    And p2's deck holds "FILL-02" as "p2 support", "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then "sword" is tapped
    And p1's support area holds exactly "p1 support"
    And p2's support area holds exactly "p2 support"
    And p1's battle power is 80
    And p2's battle power is 40
    And the pending decision is "critical" for p1
    When p1 makes a critical hit with "spare sword"
    Then p1's battle power is 160
    And "axe" is in p2's front line
    And the pending decision is "evasion" for p2
    When p2 does not evade
    Then no battle is going on
    And p2's retreat area holds exactly "axe" and "p2 support"
    And p1's retreat area holds exactly "spare sword" and "p1 support"
    And the pending decision is "action" for p1
    And the log has these events in this strict order:
      """
      [{"event": "attack"}, {"event": "support"}, {"event": "critical"}, {"event": "judgment"}, {"event": "battle_end"}]
      """

  @clause:18.2.1.3 @clause:20.1 @needs:battle
  Scenario: 18.2.1.3 The target is an opponent's unit within the attacker's own range: range 2 from the front line reaches the back line only
    Given the test cards:
      | id     | name   | unit   | cost | power | range |
      | ARCHER | Archer | Archer | 1    | 50    | 2     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ARCHER" as "archer" in the front line
    And p2 has the unit "LANCE" as "lance" in the front line
    And p2 has the unit "AXE" as "axe" in the back line
    When p1 tries to attack "lance" with "archer"
    Then the action is rejected citing clause 18.2.1.3 or 20.1
    And the legal actions include:
      """
      {"type": "attack", "card": "archer", "target": "axe"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "card": "archer", "target": "p2-mc"}
      """
    When p1 attacks "axe" with "archer"
    Then p2's retreat area holds exactly "axe" and "p2-deck0"

  @clause:18.2.1.3.2 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.3.2 Choosing the target starts the battle: it is going on while the declaration's skills are carried out
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                      |
      | WARDEN | Warden | Warden | 1    | 40    | 1     | when attacked (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "WARDEN" as "warden" in the front line
    When p1 attacks "warden" with "sword"
    Then the pending decision is "use_skill" for p2
    And p1's battle power is 50
    And p2's battle power is 40

  @clause:18.2.1.3.2.1 @needs:battle
  Scenario: 18.2.1.3.2.1 The unit chosen to attack is the attacking unit, the unit chosen as the target the defending unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    And the observation at "battle.attacker" is:
      """
      "sword"
      """
    And the observation at "battle.defender" is:
      """
      "axe"
      """

  @clause:18.2.1.4 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.4 A skill triggered by the declaration waits for its player's choice before any support card is placed
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                      |
      | WARDEN | Warden | Warden | 1    | 40    | 1     | when attacked (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "WARDEN" as "warden" in the front line
    And p2's deck holds "FILL-03" as "p2 top", "FILL-04" as "p2 second" and "FILL-05" as "p2 third"
    When p1 attacks "warden" with "sword"
    Then the pending decision is "use_skill" for p2
    And "sword" is tapped
    And p1's support area holds 0 cards
    And p2's support area holds 0 cards
    When p2 carries out the effect
    Then p2's hand holds exactly "p2 top"
    And p2's retreat area holds exactly "p2 second" and "warden"

  @clause:18.3.1.1 @needs:battle @needs:skill.automatic
  Scenario: 18.3.1.1 The support step begins with a check timing: the attacker's "when it attacks" skill is carried out before its player's support card is placed
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                        |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's deck holds "FILL-03" as "p1 top", "FILL-04" as "p1 second" and "FILL-05" as "p1 third"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "use_skill" for p1
    And p1's support area holds 0 cards
    And p1's deck holds 3 cards
    When p1 carries out the effect
    Then p1's hand holds exactly "p1 top"
    And p1's support area holds exactly "p1 second"

  @clause:18.3.1.2.1 @needs:battle @needs:skill.automatic
  Scenario: 18.3.1.2.1 "When a card is placed in your support area" triggers for its own player's support card only, once
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                             |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when a card is placed in your support area: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p1's deck holds "FILL-03" as "p1 support", "FILL-04" as "p1 second" and "FILL-05" as "p1 third"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "critical" for p1
    And p1's hand holds exactly "spare raider" and "p1 second"
    And p1's support area holds exactly "p1 support"

  @clause:18.3.1.3 @needs:battle @needs:skill.automatic
  Scenario: 18.3.1.3 A skill triggered by placing the support card is carried out before the support check
    Given the test cards:
      | id       | name       | unit   | cost | power | range | skills                                                   |
      | RAIDER   | Raider     | Raider | 1    | 50    | 1     | when a card is placed in your support area (may): draw 1 |
      | RAIDER-2 | Raider two | Raider | 1    | 0     | 1     |                                                          |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's deck holds "RAIDER-2" as "same name", "FILL-03" as "p1 second" and "FILL-04" as "p1 third"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "use_skill" for p1
    And the skill 0 of "raider" is triggered 1 time
    And p1's support area holds exactly "same name"
    And p2's support area holds exactly "p2-deck0"
    And p1's retreat area holds 0 cards
    When p1 carries out the effect
    Then p1's hand holds exactly "p1 second"
    And p1's retreat area holds exactly "same name"

  @clause:18.3.1.4 @clause:18.3.1.4.2 @clause:18.3.1.4.3 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.3.1.4 Each player checks the support card against their own battling unit
    Given the test cards:
      | id      | name      | unit  | cost | power | support | range | skills                                                            |
      | HERO    | Hero      | Hero  | 1    | 50    | 10      | 1     | when its support succeeds: draw 1; when its support fails: draw 2 |
      | GUARD   | Guard     | Guard | 1    | 40    | 20      | 1     | when its support succeeds: draw 1; when its support fails: draw 2 |
      | HERO-2  | Hero two  | Hero  | 1    | 0     | 30      | 1     |                                                                   |
      | GUARD-2 | Guard two | Guard | 1    | 0     | 30      | 1     |                                                                   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p1's deck holds "<p1 card>" as "p1 support", "FILL-03" as "a", "FILL-04" as "b" and "FILL-05" as "c"
    And p2's deck holds "<p2 card>" as "p2 support", "FILL-03" as "d", "FILL-04" as "e" and "FILL-05" as "f"
    When p1 attacks "guard" with "hero"
    Then the pending decision is "critical" for p1
    And p1's battle power is <p1 power>
    And p2's battle power is <p2 power>
    And p1's hand holds exactly <p1 hand>
    And p2's hand holds exactly <p2 hand>

    Examples:
      | p1 card | p2 card | p1 power | p2 power | p1 hand                   | p2 hand     |
      | GUARD-2 | HERO-2  | 80       | 70       | "spare hero" and "a"      | "d"         |
      | HERO-2  | GUARD-2 | 50       | 40       | "spare hero", "a" and "b" | "d" and "e" |
      | HERO-2  | HERO-2  | 50       | 70       | "spare hero", "a" and "b" | "d"         |

  @clause:18.3.1.4.1.1 @needs:battle
  Scenario: 18.3.1.4.1.1 The defending player's failed support card goes to that player's retreat area and adds nothing
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's deck holds "AXE" as "same name" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    And p2's support area holds 0 cards
    And p2's retreat area holds exactly "same name"
    And p1's retreat area holds 0 cards
    And p2's battle power is 40

  @clause:18.3.1.4.2 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.3.1.4.2 "When its support succeeds" triggers when the support succeeds, not when it fails
    Given the test cards:
      | id      | name      | unit  | cost | power | range | skills                             |
      | GUARD   | Guard     | Guard | 1    | 40    | 1     | when its support succeeds: draw 1 |
      | GUARD-2 | Guard two | Guard | 1    | 0     | 1     |                                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's deck holds "<p2 card>" as "p2 support", "FILL-03" as "p2 next" and "FILL-04" as "p2 last"
    When p1 attacks "guard" with "sword"
    Then the pending decision is "critical" for p1
    And p2's hand holds <count> cards

    Examples:
      | p2 card | count |
      | AXE     | 1     |
      | GUARD-2 | 0     |

  @clause:18.3.1.4.3 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.3.1.4.3 "When its support fails" triggers when the support fails, not when it succeeds
    Given the test cards:
      | id      | name      | unit  | cost | power | range | skills                         |
      | GUARD   | Guard     | Guard | 1    | 40    | 1     | when its support fails: draw 1 |
      | GUARD-2 | Guard two | Guard | 1    | 0     | 1     |                                |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p2's deck holds "<p2 card>" as "p2 support", "FILL-03" as "p2 next" and "FILL-04" as "p2 last"
    When p1 attacks "guard" with "sword"
    Then the pending decision is "critical" for p1
    And p2's hand holds <count> cards

    Examples:
      | p2 card | count |
      | GUARD-2 | 1     |
      | AXE     | 0     |

  @clause:18.3.1.4.4 @needs:battle @needs:skill.automatic
  Scenario: 18.3.1.4.4 An automatic skill making the opponent's support fail is applied at the support check: that card retreats and adds nothing
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                        |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks: the opponent's support fails |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "LANCE" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "raider"
    Then the pending decision is "critical" for p1
    And p1's support area holds exactly "p1 support"
    And p2's support area holds 0 cards
    And p2's retreat area holds exactly "p2 support"
    And p1's battle power is 70
    And p2's battle power is 40

  @clause:18.3.1.4.4.1 @needs:battle @needs:skill.automatic
  Scenario Outline: 18.3.1.4.4.1 A support made to fail by an automatic skill triggers "when its support fails"
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                         |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks: <effect>      |
      | WARDEN | Warden | Warden | 1    | 40    | 1     | when its support fails: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare raider"
    And p2 has the unit "WARDEN" as "warden" in the front line
    And p2's deck holds "LANCE" as "p2 support", "FILL-03" as "p2 next" and "FILL-04" as "p2 last"
    When p1 attacks "warden" with "raider"
    Then the pending decision is "critical" for p1
    And p2's hand holds <count> cards

    Examples:
      | effect                        | count |
      | the opponent's support fails  | 1     |
      | draw 1                        | 0     |

  @clause:18.3.1.5 @needs:battle @needs:skill.automatic @needs:skill.support
  Scenario: 18.3.1.5 A skill the support check triggers is carried out before any support skill or support value counts
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills                                  |
      | HERO   | Hero   | Hero   | 1    | 50    | 10      | 1     | when its support succeeds (may): draw 1 |
      | EMBLEM | Emblem | Emblem | 1    | 0     | 10      | 1     | support: power +30                      |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p1's deck holds "EMBLEM" as "p1 support", "FILL-03" as "a" and "FILL-04" as "b"
    When p1 attacks "p2-mc" with "hero"
    Then the pending decision is "use_skill" for p1
    And p1's support area holds exactly "p1 support"
    And p1's battle power is 50
    When p1 carries out the effect
    Then the pending decision is "critical" for p1
    And p1's hand holds exactly "spare hero" and "a"
    And p1's battle power is 90

  @clause:18.3.1.6.1 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.1 The turn player's support skill is carried out before the non-turn player's
    Given the test cards:
      | id     | name        | unit   | cost | power | support | range | skills                            |
      | HERO   | Hero        | Hero   | 1    | 50    | 10      | 1     |                                   |
      | GUARD  | Guard       | Guard  | 1    | 40    | 20      | 1     |                                   |
      | PAY-30 | Paid emblem | Paid   | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
      | PAY-20 | Paid shield | Shield | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +20 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p2 has the unit "GUARD" as "guard" in the front line
    And p1's bond area holds 1 card
    And p2's bond area holds 1 card
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "PAY-20" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "guard" with "hero"
    Then the pending decision is "use_skill" for p1
    And p2's battle power is 40
    When p1 pays the cost
    Then the pending decision is "use_skill" for p2
    And p1's battle power is 80
    When p2 pays the cost
    Then the pending decision is "critical" for p1
    And p1's battle power is 90
    And p2's battle power is 70

  @clause:18.3.1.6.1.1 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.1.1 Both players' support skills count as carried out together: a support the turn player's skill makes fail still carries out its own skill
    Given the test cards:
      | id      | name    | unit    | cost | power | support | range | skills                                         |
      | SPOILER | Spoiler | Spoiler | 1    | 0     | 10      | 1     | support (attack): the opponent's support fails |
      | SHIELD  | Shield  | Shield  | 1    | 0     | 10      | 1     | support: power +20                             |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "SPOILER" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "SHIELD" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    And p2's battle power is 60

  @clause:18.3.1.6.2 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.2 A support skill's cost is paid before its effect is carried out
    Given the test cards:
      | id     | name        | unit | cost | power | support | range | skills                            |
      | HERO   | Hero        | Hero | 1    | 50    | 10      | 1     |                                   |
      | PAY-30 | Paid emblem | Paid | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p1's bond area holds 2 cards
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "hero"
    Then the pending decision is "use_skill" for p1
    And p1's bond area holds 2 face-up cards
    And p1's battle power is 50
    When p1 pays the cost
    Then the pending decision is "critical" for p1
    And p1's bond area holds 1 face-up card
    And p1's battle power is 90

  @clause:18.3.1.6.2.1 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.2.1 A support skill whose cost is not paid does nothing; the support value still counts
    Given the test cards:
      | id     | name        | unit | cost | power | support | range | skills                            |
      | HERO   | Hero        | Hero | 1    | 50    | 10      | 1     |                                   |
      | PAY-30 | Paid emblem | Paid | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p1's bond area holds 1 card
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "hero"
    And p1 does not pay the cost
    Then the pending decision is "critical" for p1
    And p1's bond area cards are all face up
    And p1's battle power is 60

  @clause:18.3.1.6.2.1 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.2.1 A support skill whose cost cannot be paid is not offered and does nothing
    Given the test cards:
      | id     | name        | unit | cost | power | support | range | skills                            |
      | HERO   | Hero        | Hero | 1    | 50    | 10      | 1     |                                   |
      | PAY-30 | Paid emblem | Paid | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p1's bond area holds "FILL-05" as "turned bond" face down
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "hero"
    Then the pending decision is "critical" for p1
    And p1's battle power is 60

  @clause:18.3.1.6.4 @needs:battle @needs:skill.support @needs:skill.continuous
  Scenario: 18.3.1.6.4 "Support skills twice" carries out the battling unit's player's support skill twice, not the opponent's
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills               |
      | TWIN   | Twin   | Twin   | 1    | 50    | 10      | 1     | support skills twice |
      | SHIELD | Shield | Shield | 1    | 0     | 10      | 1     | support: power +20   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWIN" as "twin" in the front line
    And p1's hand holds "TWIN" as "spare twin"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "SHIELD" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "SHIELD" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "twin"
    Then the pending decision is "critical" for p1
    And p1's battle power is 100
    And p2's battle power is 70

  @clause:18.3.1.6.4.1 @clause:18.3.1.6.4.2 @needs:battle @needs:skill.support @needs:skill.continuous
  Scenario: 18.3.1.6.4.1 The turn player's support skill runs both times, its cost paid each time, before the non-turn player's
    Given the test cards:
      | id     | name        | unit   | cost | power | support | range | skills                            |
      | TWIN   | Twin        | Twin   | 1    | 50    | 10      | 1     | support skills twice              |
      | PAY-30 | Paid emblem | Paid   | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
      | PAY-20 | Paid shield | Shield | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +20 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWIN" as "twin" in the front line
    And p1's hand holds "TWIN" as "spare twin"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's bond area holds 2 cards
    And p2's bond area holds 1 card
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "PAY-20" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "twin"
    Then the pending decision is "use_skill" for p1
    When p1 pays the cost
    Then the pending decision is "use_skill" for p1
    And p1's battle power is 80
    And p2's battle power is 40
    When p1 pays the cost
    Then the pending decision is "use_skill" for p2
    And p1's bond area cards are all face down
    And p1's battle power is 110
    When p2 pays the cost
    Then the pending decision is "critical" for p1
    And p1's battle power is 120
    And p2's battle power is 70

  @clause:18.3.1.6.4.2 @needs:battle @needs:skill.support @needs:skill.continuous
  Scenario: 18.3.1.6.4.2 With one bond to turn, a support skill run twice pays and works once only
    Given the test cards:
      | id     | name        | unit | cost | power | support | range | skills                            |
      | TWIN   | Twin        | Twin | 1    | 50    | 10      | 1     | support skills twice              |
      | PAY-30 | Paid emblem | Paid | 1    | 0     | 10      | 1     | support (flip 1 bonds): power +30 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWIN" as "twin" in the front line
    And p1's hand holds "TWIN" as "spare twin"
    And p1's bond area holds 1 card
    And p1's deck holds "PAY-30" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "twin"
    And p1 pays the cost
    Then the pending decision is "critical" for p1
    And p1's battle power is 90

  @clause:18.3.1.6.5 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.5 A player chooses the order of their support card's several support skills, one at a time
    Given the test cards:
      | id    | name  | unit  | cost | power | support | range | skills                                             |
      | HERO  | Hero  | Hero  | 1    | 50    | 10      | 1     |                                                    |
      | MULTI | Multi | Multi | 1    | 0     | 10      | 1     | support: power +10; support (flip 1 bonds): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERO" as "hero" in the front line
    And p1's hand holds "HERO" as "spare hero"
    And p1's bond area holds 1 card
    And p1's deck holds "MULTI" as "p1 support", "FILL-03" as "a" and "FILL-04" as "b"
    When p1 attacks "p2-mc" with "hero"
    Then the pending decision is "support_skill" for p1
    And the legal actions include:
      """
      {"type": "support_skill", "card": "p1 support", "skill": 1}
      """
    And the legal actions include:
      """
      {"type": "support_skill", "card": "p1 support", "skill": 0}
      """
    When p1 chooses the support skill 1 of "p1 support"
    Then the pending decision is "use_skill" for p1
    And p1's battle power is 50
    When p1 pays the cost
    Then the pending decision is "critical" for p1
    And p1's hand holds exactly "spare hero" and "a"
    And p1's battle power is 70

  @clause:18.3.1.6.5.1 @needs:battle @needs:skill.support
  Scenario: 18.3.1.6.5.1 The turn player carries out all of their support skills before the non-turn player's
    Given the test cards:
      | id      | name     | unit   | cost | power | support | range | skills                              |
      | MULTI   | Multi    | Multi  | 1    | 0     | 10      | 1     | support: power +10; support: draw 1 |
      | MULTI-2 | Multi II | Multi2 | 1    | 0     | 10      | 1     | support: power +20; support: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "MULTI" as "p1 support", "FILL-03" as "a" and "FILL-04" as "b"
    And p2's deck holds "MULTI-2" as "p2 support", "FILL-03" as "c" and "FILL-04" as "d"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "support_skill" for p1
    When p1 chooses the support skill 1 of "p1 support"
    Then the pending decision is "support_skill" for p2
    And p1's hand holds exactly "spare sword" and "a"
    And p1's battle power is 60
    And p2's battle power is 40
    When p2 chooses the support skill 0 of "p2 support"
    Then the pending decision is "critical" for p1
    And p2's hand holds exactly "c"
    And p2's battle power is 70
    And the log has these events in this strict order:
      """
      [{"event": "support_skill", "player": "p1", "skill": 1}, {"event": "support_skill", "player": "p1", "skill": 0},
       {"event": "support_skill", "player": "p2", "skill": 0}, {"event": "support_skill", "player": "p2", "skill": 1}]
      """

  @clause:18.3.1.6.6 @needs:battle @needs:skill.automatic @needs:skill.support
  Scenario: 18.3.1.6.6 A support skill making the opponent's support fail: that card retreats, adds no support value, and "when its support fails" triggers
    Given the test cards:
      | id      | name    | unit    | cost | power | support | range | skills                                         |
      | WARDEN  | Warden  | Warden  | 1    | 40    | 10      | 1     | when its support fails: draw 1                 |
      | SPOILER | Spoiler | Spoiler | 1    | 0     | 10      | 1     | support (attack): the opponent's support fails |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "WARDEN" as "warden" in the front line
    And p1's deck holds "SPOILER" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "LANCE" as "p2 support", "FILL-03" as "p2 next" and "FILL-04" as "p2 last"
    When p1 attacks "warden" with "sword"
    Then the pending decision is "critical" for p1
    And p2's support area holds 0 cards
    And p2's retreat area holds exactly "p2 support"
    And p2's hand holds exactly "p2 next"
    And p1's battle power is 60
    And p2's battle power is 40

  @clause:18.3.1.7 @needs:battle @needs:skill.automatic @needs:skill.support
  Scenario: 18.3.1.7 A skill triggered during the support skills is carried out before the support values are added
    Given the test cards:
      | id      | name    | unit    | cost | power | support | range | skills                                         |
      | WARDEN  | Warden  | Warden  | 1    | 40    | 10      | 1     | when its support fails (may): draw 1           |
      | SPOILER | Spoiler | Spoiler | 1    | 0     | 10      | 1     | support (attack): the opponent's support fails |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "WARDEN" as "warden" in the front line
    And p1's deck holds "SPOILER" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "LANCE" as "p2 support", "FILL-03" as "p2 next" and "FILL-04" as "p2 last"
    When p1 attacks "warden" with "sword"
    Then the pending decision is "use_skill" for p2
    And p1's battle power is 50
    When p2 carries out the effect
    Then the pending decision is "critical" for p1
    And p2's hand holds exactly "p2 next"
    And p1's battle power is 60

  @clause:18.3.1.9 @clause:18.3.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.3.1.9 The critical hit is offered only once the support step's check timings are over: a skill the support triggered is carried out first
    Given the test cards:
      | id    | name  | unit  | cost | power | support | range | skills                                 |
      | CHEER | Cheer | Cheer | 1    | 50    | 10      | 1     | when its support succeeds (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CHEER" as "cheer" in the front line
    And p1's hand holds "CHEER" as "spare cheer"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "LANCE" as "p1 support", "FILL-03" as "p1 next" and "FILL-05" as "p1 last"
    And p2's deck holds "SWORD" as "p2 support" and "FILL-04" as "p2 next"
    When p1 attacks "axe" with "cheer"
    Then the pending decision is "use_skill" for p1
    And the legal actions do not include:
      """
      {"type": "critical", "player": "p1"}
      """
    When p1 tries to make a critical hit with "spare cheer"
    Then the action is rejected citing clause 10.2.1.2 or 18.4.1.2
    When p1 carries out the effect
    Then the pending decision is "critical" for p1
    And p1's hand holds exactly "spare cheer" and "p1 next"
    And p1's battle power is 80
    And p2's battle power is 50

  @clause:18.3.1.8 @needs:battle
  Scenario: 18.3.1.8 Each player adds their own support card's support value to their own battling unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    And p2's deck holds "LANCE" as "p2 support" and "FILL-03" as "p2 next"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 70
    And p2's battle power is 70

  @clause:18.3.1.8.1 @needs:battle
  Scenario: 18.3.1.8.1 The battling unit's power becomes its power plus the support value, which a critical hit then doubles
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    And p1's deck holds "AXE" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "axe" with "sword"
    And p1 makes a critical hit with "spare sword"
    Then p1's battle power is 140

  @clause:18.2.1.5 @clause:18.2.1.3.2.1.1 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.5 A defender that leaves the battlefield before the support step ends the attack: no support card, no judgment
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                        |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks: destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    When p1 attacks "axe" with "raider"
    Then no battle is going on
    And the pending decision is "action" for p1
    And "raider" is tapped
    And p2's retreat area holds exactly "axe"
    And p1's support area holds 0 cards
    And p2's support area holds 0 cards
    And p1's deck holds 10 cards
    And p2's deck holds 10 cards
    And the log does not have the event:
      """
      {"event": "judgment"}
      """

  @clause:18.2.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.5 Another unit of the defending player leaving the battlefield before the support step does not end the attack
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                        |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks: destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "AXE" as "axe" in the back line
    And p2's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "take_orb" for p2
    And p1's support area holds exactly "p1-deck0"
    And p2's support area holds exactly "p2-deck0"
    When p2 takes the orb "orb a"
    Then no battle is going on
    And "p2-mc" is in p2's front line
    And p2's hand holds exactly "orb a"
    And p2's retreat area holds exactly "axe" and "p2-deck0"

  @clause:18.2.1.3.2.1.1 @needs:battle @needs:skill.support
  Scenario: 18.2.1.3.2.1.1 A defender destroyed by a support skill is no longer the defending unit: no godspeed evasion is offered for it
    Given the test cards:
      | id   | name | unit | cost | power | support | range | skills                                         |
      | BOMB | Bomb | Bomb | 1    | 0     | 10      | 1     | support (attack): destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    And p2's hand holds "AXE" as "spare axe"
    And p1's deck holds "BOMB" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "axe" with "sword"
    Then the pending decision is "action" for p1
    And no battle is going on
    And p2's hand holds exactly "spare axe"
    And p2's retreat area holds exactly "axe" and "p2-deck0"

  @clause:18.2.1.3.3 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.3.3 A defender that marches to the other line during the battle is still the defender: the battle goes on
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                        |
      | ARCHER | Archer | Archer | 1    | 50    | 2     | when it attacks: destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ARCHER" as "archer" in the front line
    And p2 has the unit "CHROM" as "p2 lord" in the back line, as the Main Character
    And p2 has the unit "FILL-05" as "wall" in the front line
    And p2's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b"
    When p1 attacks "p2 lord" with "archer"
    Then "p2 lord" is in p2's front line
    And p2's retreat area holds exactly "wall"
    And p1's support area holds exactly "p1-deck0"
    And the pending decision is "take_orb" for p2

  @clause:18.2.1.3.3.1 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.3.3.1 The attacking unit's range changing during the battle does not end it, though the defender is now out of reach
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                                |
      | SNIPER | Sniper | Sniper | 1    | 50    | 1     | when it attacks: the attacking unit's range becomes 3 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SNIPER" as "sniper" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    When p1 attacks "axe" with "sniper"
    Then no battle is going on
    And p1's retreat area holds exactly "p1-deck0"
    And p2's retreat area holds exactly "axe" and "p2-deck0"

  @clause:18.3.1.2 @clause:11.3.1 @needs:battle
  Scenario: 18.3.1.2 The deck's last card supports, and the emptied deck is refilled from the retreat area at once
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1's deck holds "AXE" as "last card"
    And p1's retreat area holds "FILL-05" as "old card"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's support area holds exactly "last card"
    And p1's battle power is 70
    And p1's deck holds exactly "old card"
    And p1's retreat area holds 0 cards
    And the game is not over

  @clause:18.3.1.6.4 @needs:battle @needs:skill.support @needs:skill.continuous
  Scenario: 18.3.1.6.4 "Support skills twice" on a unit that is not battling does nothing: the support skill runs once
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills               |
      | TWIN   | Twin   | Twin   | 1    | 50    | 10      | 1     | support skills twice |
      | SHIELD | Shield | Shield | 1    | 0     | 10      | 1     | support: power +20   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "SWORD" as "spare sword"
    And p1 has the unit "TWIN" as "twin" in the back line
    And p1's deck holds "SHIELD" as "p1 support" and "FILL-03" as "p1 next"
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "critical" for p1
    And p1's battle power is 80

  @clause:18.2.1.5.1 @clause:18.2.1.5 @needs:battle @needs:skill.automatic
  Scenario: 18.2.1.5.1 An attack ended early, its defender gone before the support step, triggers no "at the end of its attack" skill
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                                                     |
      | RAIDER | Raider | Raider | 1    | 50    | 1     | when it attacks: destroy the opponent's units; at the end of its attack: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "AXE" as "axe" in the front line
    When p1 attacks "axe" with "raider"
    Then no battle is going on
    And the pending decision is "action" for p1
    And p2's retreat area holds exactly "axe"
    And p1's hand holds 0 cards
    When p1 ends the action phase
    Then p1's hand holds 0 cards
    And p1's deck holds 10 cards
