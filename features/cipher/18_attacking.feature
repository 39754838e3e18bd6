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
