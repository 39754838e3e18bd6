Feature: 39 Keyword abilities
  Keywords are continuous effects of a card on the field, unless a keyword says otherwise. Haste and
  Assault loosen the incapacitated state; First Strike deals its battle damage first; Regenerate turns a
  breaking minion face down where it stands; Move Attack attacks right after a lane move; Impact pushes
  the opponent's waiting cards one wait zone up after damage to their master; Intimidate, Cannot Block,
  Straight and Leap change who blocks and who can be attacked; Pierce hurts the master of a unit broken
  by the attack; lane bonuses and the anti-master/lord/minion bonuses raise ATK or damage in your turn.
  Keywords with a number are written name:X in the card table.

  Background:
    Given the test cards:
      | id    | category | cost | atk | hp | wt |
      | VAN22 | minion   | 1    | 2   | 2  | 2  |
      | VAN23 | minion   | 1    | 2   | 3  | 2  |
      | VAN15 | minion   | 1    | 1   | 5  | 3  |
      | COST2 | minion   | 2    | 1   | 1  | 2  |
      | COST3 | minion   | 3    | 1   | 1  | 2  |
      | L15   | lord     | 1    | 1   | 5  |    |

  # ------------------------------------------------------------------ 39-1 general

  @clause:39-1 @clause:27-5 @needs:keyword.centre_lane_bonus
  Scenario: 39-1 A keyword is a continuous effect: a lane bonus applies from the moment the minion stands in the lane
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords            |
      | CENTRY | minion   | 1    | 1   | 3  | 2  | centre_lane_bonus:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "CENTRY" as "c"
    Then "c" has ATK 1 and HP 3
    When p1 moves "c" to the centre lane
    Then "c" has ATK 3 and HP 3

  @clause:39-1 @clause:39-19 @clause:39-8 @needs:battle @needs:keyword.impact @needs:keyword.barrier
  Scenario: 39-1 A keyword does nothing off the field: Impact may choose a card with Barrier lying in the timeline
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | IMPACT  | minion   | 1    | 2   | 3  | 2  | impact:1 |
      | BARRIER | minion   | 1    | 1   | 1  | 2  | barrier  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's wait zone II holds "BARRIER" as "b"
    When p1 attacks "p2-master" with "i"
    And p1 raises the WT of "b"
    Then p2's wait zone III holds "b"

  # ------------------------------------------------------------------ 39-2 Haste, 39-3 Assault

  @clause:39-2 @clause:29-2 @clause:27-5 @needs:battle @needs:keyword.haste
  Scenario Outline: 39-2 Haste allows every action that exhausts in the turn the minion came in
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords |
      | HASTY | minion   | 1    | 2   | 2  | 2  | haste    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "<card>" as "new"
    When p1 unlocks "new" to the left lane
    And p1 tries to <act>
    Then the action is <verdict>

    Examples:
      | card  | act                             | verdict                     |
      | HASTY | move "new" to the centre lane   | accepted                    |
      | HASTY | attack "p2-master" with "new"   | accepted                    |
      | VAN22 | move "new" to the centre lane   | rejected citing clause 29-1 |

  @clause:39-3 @clause:29-3 @clause:27-5 @needs:battle @needs:keyword.assault
  Scenario Outline: 39-3 Assault allows only the attack on the minion zone in the turn the minion came in, no other exhausting action
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | RUSHER | minion   | 1    | 2   | 2  | 2  | assault  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RUSHER" as "new"
    And p2's centre lane holds "VAN15" as "wall"
    When p1 unlocks "new" to the left lane
    And p1 tries to <act>
    Then the action is <verdict>

    Examples:
      | act                             | verdict                     |
      | attack "wall" with "new"        | accepted                    |
      | move "new" to the centre lane   | rejected citing clause 29-1 |

  @clause:39-3 @clause:34-3 @needs:battle @needs:keyword.assault
  Scenario: 39-3 Assault does not let an exhausted minion attack: its "exhausted" means the incapacitated state
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | RUSHER | minion   | 1    | 2   | 2  | 2  | assault  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "RUSHER" as "tired", exhausted
    And p2's centre lane holds "VAN15" as "wall"
    When p1 tries to attack "wall" with "tired"
    Then the action is rejected citing clause 27-4

  @clause:39-3 @clause:29-3 @clause:34-5 @clause:34-6 @needs:battle @needs:keyword.assault
  Scenario Outline: 39-3 Assault reaches only the opponent's minion zone: with no blocker, the master and the lord stay out of its reach (<target>)
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | RUSHER | minion   | 1    | 2   | 2  | 2  | assault  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RUSHER" as "new"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "L15" as "their-lord" with 1 core
    And p2's left lane holds "VAN15" as "wall"
    When p1 unlocks "new" to the centre lane
    And p1 tries to attack "<target>" with "new"
    Then the action is <verdict>

    Examples:
      | target     | verdict                                         |
      | wall       | accepted                                        |
      | p2-master  | rejected citing one of the clauses 29-3 or 39-3 |
      | their-lord | rejected citing one of the clauses 29-3 or 39-3 |

  # ------------------------------------------------------------------ 39-4 First Strike

  @clause:39-4 @clause:10-1 @needs:battle @needs:keyword.first_strike
  Scenario: 39-4 An attacker with First Strike breaks its target before the target can strike back
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | FIRST | minion   | 1    | 2   | 2  | 2  | first_strike |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "FIRST" as "att"
    And p2's centre lane holds "VAN22" as "def"
    When p1 attacks "def" with "att"
    Then p2's wait zone II holds "def"
    And "att" has 0 damage

  @clause:39-4 @clause:10-1 @needs:battle @needs:keyword.first_strike
  Scenario: 39-4 A target with First Strike breaks the attacker before the attacker deals its damage
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | FIRST | minion   | 1    | 2   | 2  | 2  | first_strike |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p2's centre lane holds "FIRST" as "def"
    When p1 attacks "def" with "att"
    Then p1's wait zone II holds "att"
    And "def" has 0 damage

  @clause:39-4 @needs:battle @needs:keyword.first_strike
  Scenario: 39-4 A unit that survives the First Strike damage strikes back
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords     |
      | FIRST13 | minion   | 1    | 1   | 3  | 2  | first_strike |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "FIRST13" as "att"
    And p2's centre lane holds "VAN23" as "def"
    When p1 attacks "def" with "att"
    Then "def" has 1 damage
    And "att" has 2 damage

  @clause:39-4 @needs:battle @needs:keyword.first_strike
  Scenario: 39-4 When both units have First Strike neither goes first: both break
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | FIRST | minion   | 1    | 2   | 2  | 2  | first_strike |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "FIRST" as "att"
    And p2's centre lane holds "FIRST" as "def"
    When p1 attacks "def" with "att"
    Then p1's wait zone II holds "att"
    And p2's wait zone II holds "def"

  # ------------------------------------------------------------------ 39-5 Regenerate

  @clause:39-5 @clause:16-3 @needs:battle @needs:keyword.regenerate
  Scenario: 39-5 A minion with Regenerate that breaks stays in its lane, reversed, instead of going to the timeline
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords   |
      | REGEN | minion   | 1    | 1   | 2  | 2  | regenerate |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p2's centre lane holds "REGEN" as "r"
    When p1 attacks "r" with "att"
    Then p2's centre lane holds "r"
    And "r" in p2's field is reversed
    And p2's wait zone II holds nothing
    And "att" has 1 damage

  @clause:39-5 @clause:26-3 @needs:battle @needs:keyword.regenerate
  Scenario: 39-5 A regenerated minion turns open again in its player's next start phase
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords   |
      | REGEN | minion   | 1    | 1   | 2  | 2  | regenerate |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p2's centre lane holds "REGEN" as "r"
    When p1 attacks "r" with "att"
    And p1 ends the main phase
    And the game is played on until p2's main phase of turn 4
    Then "r" in p2's field is not reversed
    And p2's centre lane holds "r"

  @clause:39-5 @clause:12-3 @needs:battle @needs:keyword.regenerate
  Scenario: 39-5 Regenerate replaces only the move to the timeline: a lord with Regenerate is excluded as any broken lord
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords   |
      | LREGEN | lord     | 1    | 1   | 1  |    | regenerate |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "LREGEN" as "l" with 1 core
    When p1 attacks "l" with "att"
    Then p2's lord area is empty
    And p2's exclusion zone contains "l"
    And p2's master has 1 core

  @clause:39-5 @clause:16-3e @needs:battle @needs:keyword.regenerate
  Scenario: 39-5 A regenerated minion is reversed, so it no longer blocks its lane
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords   |
      | REGEN | minion   | 1    | 1   | 2  | 2  | regenerate |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p1's lord area holds "L15" as "lord"
    And p2's centre lane holds "REGEN" as "r"
    When p1 tries to attack "p2-master" with "lord"
    Then the action is rejected citing clause 34-5
    When p1 attacks "r" with "att"
    And p1 tries to attack "p2-master" with "lord"
    Then the action is accepted

  # ------------------------------------------------------------------ 39-6 Effect Damage Immunity

  @clause:39-6 @clause:11-1 @needs:ability @needs:keyword.effect_damage_immunity
  Scenario: 39-6 Effect damage to a unit with Effect Damage Immunity becomes 0; the same effect damages the others
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords               |
      | IMMUNE | minion   | 1    | 1   | 3  | 2  | effect_damage_immunity |
      | ZAPALL | skill    | 0    |     |    | 2  |                        |
    And the card "ZAPALL" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ZAPALL" as "z"
    And p2's left lane holds "IMMUNE" as "i"
    And p2's right lane holds "VAN23" as "v"
    When p1 unlocks "z" to play
    Then "i" has 0 damage
    And "v" has 2 damage

  @clause:39-6 @clause:11-1 @needs:battle @needs:keyword.effect_damage_immunity
  Scenario: 39-6 Effect Damage Immunity does not stop battle damage
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords               |
      | IMMUNE | minion   | 1    | 1   | 3  | 2  | effect_damage_immunity |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "a"
    And p2's centre lane holds "IMMUNE" as "i"
    When p1 attacks "i" with "a"
    Then "i" has 2 damage

  # ------------------------------------------------------------------ 39-7 Move Attack

  @clause:39-7 @clause:27-5 @clause:34-5 @needs:battle @needs:keyword.move_attack
  Scenario Outline: 39-7 Right after a lane move, a minion with Move Attack may attack from its new lane
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords    |
      | MOVER | minion   | 1    | 2   | 2  | 2  | move_attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "<card>" as "m"
    And p2's right lane holds "VAN15" as "old-blocker"
    When p1 moves "m" to the centre lane
    And p1 tries to attack "p2-master" with "m"
    Then the action is <verdict>

    Examples:
      | card  | verdict                     |
      | MOVER | accepted                    |
      | VAN22 | rejected citing clause 27-4 |

  @clause:39-7 @needs:battle @needs:keyword.move_attack
  Scenario: 39-7 The attack after the move deals its damage as any attack
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords    |
      | MOVER | minion   | 1    | 2   | 2  | 2  | move_attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MOVER" as "m"
    When p1 moves "m" to the centre lane
    And p1 attacks "p2-master" with "m"
    Then p2's life is 18
    And p1's centre lane holds "m"

  @clause:39-7 @needs:battle @needs:keyword.move_attack
  Scenario: 39-7 The attack is offered only right after the move: once declined, the exhausted minion cannot attack
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords    |
      | MOVER | minion   | 1    | 2   | 2  | 2  | move_attack |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MOVER" as "m"
    When p1 moves "m" to the centre lane
    And p1 declines the move attack
    And p1 tries to attack "p2-master" with "m"
    Then the action is rejected citing clause 27-4

  # ------------------------------------------------------------------ 39-8 Impact X

  @clause:39-8 @clause:38-3 @needs:battle @needs:keyword.impact
  Scenario: 39-8 Impact 2 after damage to the master: up to two of the opponent's standby and timeline cards get WT+1, not three
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 2   | 3  | 2  | impact:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's standby zone holds "VAN22" as "s"
    And p2's wait zone I holds "VAN22" as "w1"
    And p2's wait zone III holds "VAN22" as "w3"
    When p1 attacks "p2-master" with "i"
    And p1 tries to raise the WT of "s", "w1" and "w3"
    Then the action is rejected citing clause 39-8
    When p1 raises the WT of "s" and "w3"
    Then p2's wait zone I holds "w1" and "s"
    And p2's wait zone IV holds "w3"
    And p2's standby zone has 0 cards

  @clause:39-8 @clause:38-3 @needs:battle @needs:keyword.impact
  Scenario Outline: 39-8 WT+1 moves a chosen card one wait zone up; a card in wait zone IV stays there
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 2   | 3  | 2  | impact:1 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's wait zone <from> holds "VAN22" as "c"
    When p1 attacks "p2-master" with "i"
    And p1 raises the WT of "c"
    Then p2's wait zone <to> holds "c"

    Examples:
      | from | to  |
      | I    | II  |
      | II   | III |
      | III  | IV  |
      | IV   | IV  |

  @clause:39-8 @needs:battle @needs:keyword.impact
  Scenario: 39-8 Impact chooses among the opponent's cards only, never its own player's
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 2   | 3  | 2  | impact:1 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p1's wait zone II holds "VAN22" as "mine"
    And p2's wait zone II holds "VAN22" as "theirs"
    When p1 attacks "p2-master" with "i"
    And p1 tries to raise the WT of "mine"
    Then the action is rejected citing clause 39-8

  @clause:39-8 @clause:11-5 @needs:battle @needs:keyword.impact
  Scenario Outline: 39-8 Impact needs 1 or more damage dealt to the opponent's master: 0 damage or damage to a minion triggers nothing
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | IMPACT  | minion   | 1    | 2   | 3  | 2  | impact:1 |
      | IMPACT0 | minion   | 1    | 0   | 3  | 2  | impact:1 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<card>" as "i"
    And p2's left lane holds "VAN15" as "wall"
    And p2's wait zone II holds "VAN22" as "c"
    When p1 attacks "<target>" with "i"
    Then the pending decision is "<decision>" for p1

    Examples:
      | card    | target    | decision      |
      | IMPACT  | p2-master | choose_impact |
      | IMPACT0 | p2-master | main          |
      | IMPACT  | wall      | main          |

  @clause:39-8 @needs:battle @needs:keyword.impact
  Scenario: 39-8 Impact works in its owner's turn: the Impact minion's damage to the opposing master triggers it
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 2   | 3  | 2  | impact:1 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's wait zone III holds "VAN22" as "c"
    When p1 attacks "p2-master" with "i"
    Then p2's life is 18
    And the pending decision is "choose_impact" for p1
    When p1 raises the WT of "c"
    Then p2's wait zone IV holds "c"

  @clause:39-8 @clause:38-9 @clause:34-7 @needs:battle @needs:keyword.impact @needs:ability @needs:ability.master_attack
  Scenario: 39-8 Impact does nothing in the opponent's turn: the Impact minion striking back at the opposing master's attack
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | IMPACT | minion   | 1    | 2   | 3  | 2  | impact:1 |
      | SK     | skill    | 0    |     |    | 2  |          |
    And the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 1}]
      """
    And a game on turn 4 in the main phase with p2 to play
    And p1's centre lane holds "IMPACT" as "i"
    And p2's wait zone III holds "VAN22" as "c"
    And p2's hand holds "SK" as "s"
    When p2 unlocks "s" to play
    Then "i" has 1 damage
    And p2's life is 18
    And the pending decision is "main" for p2
    And p2's wait zone III holds "c"
    And the log does not have the event:
      """
      {"event": "trigger", "keyword": "impact"}
      """

  # ------------------------------------------------------------------ 39-9 Intimidate X

  @clause:39-9 @clause:34-6 @needs:battle @needs:keyword.intimidate
  Scenario Outline: 39-9 An attacker with Intimidate 2 is not blocked by a minion of cost 2 or less, but is by cost 3
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | INTIM | minion   | 1    | 2   | 3  | 2  | intimidate:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "INTIM" as "i"
    And p2's centre lane holds "<blocker>" as "b"
    When p1 tries to attack "<target>" with "i"
    Then the action is <verdict>

    Examples:
      | blocker | target    | verdict                     |
      | COST2   | p2-master | accepted                    |
      | COST3   | p2-master | rejected citing clause 34-5 |
      | COST2   | b         | accepted                    |

  @clause:39-9 @needs:battle @needs:keyword.intimidate
  Scenario Outline: 39-9 A minion of cost 2 or less cannot attack a unit with Intimidate 2; one of cost 3 can
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | INTIM | minion   | 1    | 2   | 3  | 2  | intimidate:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<attacker>" as "a"
    And p2's centre lane holds "INTIM" as "i"
    When p1 tries to attack "i" with "a"
    Then the action is <verdict>

    Examples:
      | attacker | verdict                     |
      | COST2    | rejected citing clause 39-9 |
      | COST3    | accepted                    |

  @clause:39-9 @needs:battle @needs:keyword.intimidate
  Scenario: 39-9 Intimidate keeps only minions away: a lord of cost 1 may attack it
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | INTIM | minion   | 1    | 2   | 3  | 2  | intimidate:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "L15" as "lord"
    And p2's centre lane holds "INTIM" as "i"
    When p1 tries to attack "i" with "lord"
    Then the action is accepted

  # ------------------------------------------------------------------ 39-10 Pierce X

  @clause:39-10 @needs:battle @needs:keyword.pierce
  Scenario Outline: 39-10 Pierce 2: an attack that breaks the opponent's minion or lord deals 2 to their master; one that does not, nothing
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | PIERCE | minion   | 1    | 3   | 3  | 2  | pierce:2 |
      | L12    | lord     | 1    | 1   | 2  |    |          |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "PIERCE" as "p"
    And p2's master has 0 cores, awakened
    And p2's <area> holds "<card>" as "t"
    When p1 attacks "t" with "p"
    Then p2's life is <life>

    Examples:
      | area        | card  | life |
      | centre lane | VAN22 | 18   |
      | lord area   | L12   | 18   |
      | centre lane | VAN15 | 20   |

  @clause:39-10 @needs:battle @needs:keyword.pierce
  Scenario: 39-10 Pierce works for the attacking unit only: a defender with Pierce that breaks the attacker deals nothing
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | PIERCE | minion   | 1    | 3   | 3  | 2  | pierce:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "att"
    And p2's centre lane holds "PIERCE" as "p"
    When p1 attacks "p" with "att"
    Then p1's wait zone II holds "att"
    And p1's life is 20

  @clause:39-10 @needs:battle @needs:keyword.pierce
  Scenario: 39-10 An attacker with Pierce broken in the same exchange as its target still deals the Pierce damage
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | PIERCE | minion   | 1    | 3   | 3  | 2  | pierce:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "PIERCE" as "p" with 2 damage
    And p2's centre lane holds "VAN22" as "def"
    When p1 attacks "def" with "p"
    Then p1's centre lane is empty
    And p2's life is 18

  @clause:39-10 @clause:39-5 @needs:battle @needs:keyword.pierce @needs:keyword.regenerate
  Scenario: 39-10 A target that regenerates has still been broken: Pierce deals its damage
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords   |
      | PIERCE | minion   | 1    | 3   | 3  | 2  | pierce:2   |
      | REGEN  | minion   | 1    | 1   | 2  | 2  | regenerate |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "PIERCE" as "p"
    And p2's centre lane holds "REGEN" as "r"
    When p1 attacks "r" with "p"
    Then "r" in p2's field is reversed
    And p2's life is 18

  # ------------------------------------------------------------------ 39-11 / 39-12 lane bonuses

  @clause:39-11 @clause:18-4 @needs:keyword.right_lane_bonus
  Scenario Outline: 39-11 Right Lane Bonus 2: +2 ATK only in its own player's right lane and only in that player's turn
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords           |
      | RIGHTY | minion   | 1    | 1   | 3  | 2  | right_lane_bonus:2 |
    And a game on turn <turn> in the main phase with <player> to play
    And p1's <lane> lane holds "RIGHTY" as "u"
    Then "u" has ATK <atk> and HP 3

    Examples:
      | turn | player | lane   | atk |
      | 3    | p1     | right  | 3   |
      | 3    | p1     | left   | 1   |
      | 3    | p1     | centre | 1   |
      | 4    | p2     | right  | 1   |

  @clause:39-11 @needs:battle @needs:keyword.right_lane_bonus
  Scenario Outline: 39-11 The bonus is in the damage too: it attacks with it in its turn, and defends without it in the opponent's
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords           |
      | RIGHTY | minion   | 1    | 1   | 3  | 2  | right_lane_bonus:2 |
    And a game on turn 3 in the main phase with <player> to play
    And p1's right lane holds "RIGHTY" as "u"
    And p2's left lane holds "VAN15" as "v"
    When <player> attacks "<target>" with "<attacker>"
    Then "v" has <damage> damage

    Examples:
      | player | attacker | target | damage |
      | p1     | u        | v      | 3      |
      | p2     | v        | u      | 1      |

  @clause:39-12 @needs:keyword.centre_lane_bonus
  Scenario Outline: 39-12 Centre Lane Bonus 2: +2 ATK only in the centre lane and only in its player's turn
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords            |
      | CENTRY | minion   | 1    | 1   | 3  | 2  | centre_lane_bonus:2 |
    And a game on turn <turn> in the main phase with <player> to play
    And p2's <lane> lane holds "CENTRY" as "u"
    Then "u" has ATK <atk> and HP 3

    Examples:
      | turn | player | lane   | atk |
      | 4    | p2     | centre | 3   |
      | 4    | p2     | right  | 1   |
      | 3    | p1     | centre | 1   |

  @clause:39-12 @clause:18-3 @needs:keyword.centre_lane_bonus
  Scenario: 39-12 The lane bonus is a minion's: a lord in the leader zone of the centre lane does not get it
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords            |
      | LCENTRY | lord     | 1    | 1   | 3  |    | centre_lane_bonus:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "LCENTRY" as "lord"
    Then "lord" has ATK 1 and HP 3

  # ------------------------------------------------------------------ 39-13..39-15 anti-master / anti-lord / anti-minion

  @clause:39-13 @needs:battle @needs:keyword.anti_master
  Scenario Outline: 39-13 Anti-Master 2 adds 2 to damage of 1 or more dealt to the opponent's master, not to a minion
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords      |
      | ANTIM  | minion   | 1    | 2   | 3  | 2  | anti_master:2 |
      | ANTIM0 | minion   | 1    | 0   | 3  | 2  | anti_master:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<card>" as "a"
    And p2's left lane holds "VAN15" as "v"
    When p1 attacks "<target>" with "a"
    Then p2's life is <life>
    And "v" has <damage> damage

    Examples:
      | card   | target    | life | damage |
      | ANTIM  | p2-master | 16   | 0      |
      | ANTIM0 | p2-master | 20   | 0      |
      | ANTIM  | v         | 20   | 2      |

  @clause:39-13 @clause:39-12 @needs:battle @needs:keyword.anti_master @needs:keyword.centre_lane_bonus
  Scenario: 39-13 Two bonuses at once: the centre lane bonus raises the ATK and Anti-Master adds to the damage
    Given the test cards:
      | id       | category | cost | atk | hp | wt | keywords                           |
      | CENTANTI | minion   | 1    | 1   | 3  | 2  | centre_lane_bonus:2, anti_master:2 |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "CENTANTI" as "a"
    When p1 attacks "p2-master" with "a"
    Then p2's life is 15

  @clause:39-14 @needs:battle @needs:keyword.anti_lord
  Scenario Outline: 39-14 Anti-Lord 2 adds 2 to the damage dealt to the opponent's lord in its own turn only
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords    |
      | ANTIL | minion   | 1    | 1   | 5  | 2  | anti_lord:2 |
    And a game on turn 3 in the main phase with <player> to play
    And p1's centre lane holds "ANTIL" as "a"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "L15" as "lord"
    And p2's left lane holds "VAN15" as "v"
    When <player> attacks "<target>" with "<attacker>"
    Then "<victim>" has <damage> damage

    Examples:
      | player | attacker | target | victim | damage |
      | p1     | a        | lord   | lord   | 3      |
      | p1     | a        | v      | v      | 1      |
      | p2     | lord     | a      | lord   | 1      |

  @clause:39-15 @needs:battle @needs:keyword.anti_minion
  Scenario Outline: 39-15 Anti-Minion 2 adds 2 to the damage dealt to the opponent's minion in its own turn only
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords      |
      | ANTIMIN | minion   | 1    | 1   | 5  | 2  | anti_minion:2 |
    And a game on turn 3 in the main phase with <player> to play
    And p1's centre lane holds "ANTIMIN" as "a"
    And p2's left lane holds "VAN15" as "v"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "L15" as "lord"
    When <player> attacks "<target>" with "<attacker>"
    Then "<victim>" has <damage> damage

    Examples:
      | player | attacker | target | victim | damage |
      | p1     | a        | v      | v      | 3      |
      | p2     | v        | a      | v      | 1      |
      | p1     | a        | lord   | lord   | 1      |

  # ------------------------------------------------------------------ 39-16 Cannot Block, 39-17 Straight, 39-18 Leap, 39-19 Barrier

  @clause:39-16 @clause:34-6 @needs:battle @needs:keyword.cannot_block
  Scenario Outline: 39-16 A minion with Cannot Block does not block its lane, but it can be attacked
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords     |
      | NOBLOCK | minion   | 1    | 1   | 1  | 2  | cannot_block |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "a"
    And p2's centre lane holds "<card>" as "n"
    When p1 tries to attack "<target>" with "a"
    Then the action is <verdict>

    Examples:
      | card    | target    | verdict                     |
      | NOBLOCK | p2-master | accepted                    |
      | NOBLOCK | n         | accepted                    |
      | COST2   | p2-master | rejected citing clause 34-5 |

  @clause:39-17 @clause:34-5 @needs:battle @needs:keyword.straight
  Scenario Outline: 39-17 A unit with Straight attacks only the minion of its own lane or the leader zone, still behind a blocker
    Given the test cards:
      | id       | category | cost | atk | hp | wt | keywords |
      | STRAIGHT | minion   | 1    | 2   | 2  | 2  | straight |
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "STRAIGHT" as "s"
    And p2's <lane> lane holds "VAN15" as "v"
    When p1 tries to attack "<target>" with "s"
    Then the action is <verdict>

    Examples:
      | lane   | target    | verdict                      |
      | right  | v         | accepted                     |
      | centre | v         | rejected citing clause 39-17 |
      | centre | p2-master | accepted                     |
      | right  | p2-master | rejected citing clause 34-5  |

  @clause:39-18 @clause:34-6 @needs:battle @needs:keyword.leap
  Scenario Outline: 39-18 A unit with Leap is blocked only by a minion with Leap
    Given the test cards:
      | id     | category | cost | atk | hp | wt | keywords |
      | LEAPER | minion   | 1    | 2   | 2  | 2  | leap     |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "<attacker>" as "a"
    And p2's centre lane holds "<blocker>" as "b"
    When p1 tries to attack "<target>" with "a"
    Then the action is <verdict>

    Examples:
      | attacker | blocker | target    | verdict                     |
      | LEAPER   | VAN22   | p2-master | accepted                    |
      | LEAPER   | LEAPER  | p2-master | rejected citing clause 34-5 |
      | LEAPER   | VAN22   | b         | accepted                    |
      | VAN22    | LEAPER  | p2-master | rejected citing clause 34-5 |

  @clause:39-19 @needs:battle @needs:keyword.barrier
  Scenario: 39-19 Barrier protects only from the opponent's effects: an attack is no effect, so a Barrier minion can be attacked
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | BARRIER | minion   | 1    | 1   | 1  | 2  | barrier  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "VAN22" as "a"
    And p2's centre lane holds "BARRIER" as "b"
    When p1 tries to attack "b" with "a"
    Then the action is accepted

  @clause:39-19 @clause:35-6 @needs:ability @needs:keyword.barrier
  Scenario: 39-19 The opponent's effect cannot choose a unit with Barrier
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | BARRIER | minion   | 1    | 1   | 3  | 2  | barrier  |
      | ZAP     | skill    | 0    |     |    | 2  |          |
    And the card "ZAP" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "choose", "side": "opponent"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ZAP" as "z"
    And p2's left lane holds "BARRIER" as "b"
    And p2's centre lane holds "VAN23" as "v"
    And p2's right lane holds "VAN23" as "w"
    When p1 unlocks "z" to play
    Then p1 is asked to choose 1 target among "v" and "w"
    When p1 tries the action:
      """
      {"type": "choose_targets", "cards": ["b"]}
      """
    Then the action is rejected citing one of the clauses 39-19 or 35-6

  @clause:39-19 @clause:35-6 @needs:ability @needs:keyword.barrier
  Scenario: 39-19 Its own player's effect may choose a unit with Barrier
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | BARRIER | minion   | 1    | 1   | 3  | 2  | barrier  |
      | MEND    | skill    | 0    |     |    | 2  |          |
    And the card "MEND" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "choose", "side": "self"}, "atk": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "MEND" as "m"
    And p1's left lane holds "BARRIER" as "b"
    And p1's right lane holds "VAN23" as "v"
    When p1 unlocks "m" to play
    Then p1 is asked to choose 1 target among "b" and "v"

  @clause:39-19 @needs:ability @needs:keyword.barrier
  Scenario: 39-19 Barrier stops only choosing: an effect on every opposing minion reaches a unit with Barrier
    Given the test cards:
      | id      | category | cost | atk | hp | wt | keywords |
      | BARRIER | minion   | 1    | 1   | 3  | 2  | barrier  |
      | ZAPALL  | skill    | 0    |     |    | 2  |          |
    And the card "ZAPALL" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "ZAPALL" as "z"
    And p2's left lane holds "BARRIER" as "b"
    When p1 unlocks "z" to play
    Then "b" has 2 damage
