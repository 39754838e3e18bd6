Feature: 10 Triggered skill processing
  An automatic skill of a unit on the battlefield triggers once for each time its event happens; at the check
  timing, after rule processing, one triggered skill at a time is carried out: the turn player chooses among theirs
  first, else the non-turn player among theirs, and skills triggered while a skill is carried out come before every
  older one.

  Background:
    Given the test cards:
      | id     | name    | unit    | cost | skills                                                                                      |
      | SCOUT  | Scout   | Scout   | 1    | when deployed: draw 1                                                                       |
      | RUNNER | Runner  | Runner  | 1    | when moved: draw 1                                                                          |
      | BOMBER | Bomber  | Bomber  | 1    | when deployed: destroy the opponent's units; when deployed: draw 1; when deployed: draw 2   |
      | MEDIC  | Medic   | Medic   | 1    | whenever an ally is destroyed: draw 1                                                       |
      | NURSES | Nurses  | Nurses  | 1    | whenever an ally is destroyed: draw 1; whenever an ally is destroyed: draw 2                |
      | DUO    | Duo     | Duo     | 1    | when it attacks: draw 1; when it attacks: draw 2                                            |
      | GUARD  | Guard   | Guard   | 1    | when attacked: draw 1                                                                       |
      | TWINS  | Twins   | Twins   | 1    | when attacked: draw 1; when attacked: draw 2                                                |

  @clause:10.1.1 @clause:10.2.2 @clause:10.2.3 @needs:skill.automatic
  Scenario: 10.1.1 A unit's skill triggers once on its event and is carried out once, its triggered state gone
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "SCOUT" as "scout"
    When p1 deploys "scout" to the back line
    Then p1's hand holds 1 card
    And the skill 0 of "scout" is triggered 0 times
    And the pending decision is "deployment" for p1
    And the invariant "triggers-resolved-before-free-timing" holds

  @clause:10.1.1 @needs:skill.automatic
  Scenario: 10.1.1 A skill waits for its own event only: a "when moved" unit deployed triggers nothing
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "RUNNER" as "runner"
    When p1 deploys "runner" to the back line
    Then p1's hand holds 0 cards
    And the pending decision is "deployment" for p1

  @clause:10.1.1.1 @needs:skill.automatic
  Scenario: 10.1.1.1 An event happening twice triggers the skill twice: two allies destroyed draw two cards
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then the pending decision is "trigger" for p1
    When p1 chooses the skill 0 of "bomber"
    Then p2's hand holds 2 cards
    And p2's retreat area holds exactly "soldier" and "archer"

  @clause:10.2.1 @needs:skill.automatic @needs:battle
  Scenario: 10.2.1 The turn player chooses among their triggered skills first; the non-turn player's waits
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DUO" as "duo" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "duo"
    Then the pending decision is "trigger" for p1
    And p2's hand holds 0 cards
    And the skill 0 of "guard" is triggered 1 time
    When p1 chooses the skill 1 of "duo"
    Then p1's hand holds 3 cards
    And p2's hand holds 1 card

  @clause:10.2.1 @needs:skill.automatic @needs:battle
  Scenario: 10.2.1 With no triggered skill of the turn player's, the non-turn player chooses among theirs
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "TWINS" as "twins" in the front line
    When p1 attacks "twins" with "p1-mc"
    Then the pending decision is "trigger" for p2
    When p1 tries to choose the skill 0 of "twins"
    Then the action is rejected citing clause 10.2.1
    When p2 chooses the skill 0 of "twins"
    Then p2's hand holds 3 cards

  @clause:10.2.3.4 @clause:10.2.3.4.1 @clause:10.2.3.4.2 @needs:skill.automatic
  Scenario: 10.2.3.4 Skills triggered while a skill is carried out come first, even the non-turn player's
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "NURSES" as "nurses" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then the pending decision is "trigger" for p2
    And p1's hand holds 0 cards
    And the skill 1 of "bomber" is triggered 1 time
    When p2 chooses the skill 1 of "nurses"
    Then p2's hand holds 3 cards
    And the pending decision is "trigger" for p1

  @clause:10.2.1.1 @needs:skill.automatic
  Scenario Outline: 10.2.1.1 A skill whose condition is unmet when chosen does nothing: "if this unit is in the front line"
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | HERALD | Herald | Herald | 1    | when deployed (only in the front line): draw 1  |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "HERALD" as "herald"
    When p1 deploys "herald" to the <line> line
    Then p1's hand holds <count> cards
    And the skill 0 of "herald" is triggered 0 times

    Examples:
      | line  | count |
      | back  | 0     |
      | front | 1     |

  @clause:10.2.1.2 @clause:6.4.3.1 @needs:skill.automatic
  Scenario: 10.2.1.2 "If you pay the cost": the player pays the whole cost, then the effect is carried out
    Given the test cards:
      | id     | name   | unit   | cost | skills                                 |
      | BANKER | Banker | Banker | 1    | when deployed (flip 1 bonds): draw 2   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "BANKER" as "banker"
    When p1 deploys "banker" to the back line
    Then the pending decision is "use_skill" for p1
    When p1 pays the cost
    Then p1's bond area cards are all face down
    And p1's hand holds 2 cards

  @clause:10.2.1.2.1 @needs:skill.automatic
  Scenario: 10.2.1.2.1 A cost not paid: the effect is not carried out and the skill's triggered state is gone
    Given the test cards:
      | id     | name   | unit   | cost | skills                                 |
      | BANKER | Banker | Banker | 1    | when deployed (flip 1 bonds): draw 2   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "BANKER" as "banker"
    When p1 deploys "banker" to the back line
    And p1 does not pay the cost
    Then p1's bond area cards are all face up
    And p1's hand holds 0 cards
    And the skill 0 of "banker" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.2.1.2.2 @needs:skill.automatic
  Scenario: 10.2.1.2.2 A cost that cannot be paid in full: nothing is paid, nothing happens, and no choice is asked
    Given the test cards:
      | id     | name   | unit   | cost | skills                                 |
      | BANKER | Banker | Banker | 1    | when deployed (flip 1 bonds): draw 2   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds "FILL-03" as "down" face down
    And p1's hand holds "BANKER" as "banker"
    When p1 deploys "banker" to the back line
    Then the pending decision is "deployment" for p1
    And p1's hand holds 0 cards
    And the skill 0 of "banker" is triggered 0 times

  @clause:10.2.2.1 @clause:10.2.2.1.1 @needs:skill.automatic
  Scenario Outline: 10.2.2.1 "You may": the player carries out the effect or declines it
    Given the test cards:
      | id     | name   | unit   | cost | skills                         |
      | PAGE   | Page   | Page   | 1    | when deployed (may): draw 1    |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "PAGE" as "page"
    When p1 deploys "page" to the back line
    Then the pending decision is "use_skill" for p1
    When p1 <choice>
    Then p1's hand holds <count> cards
    And the pending decision is "deployment" for p1

    Examples:
      | choice                   | count |
      | carries out the effect   | 1     |
      | declines the effect      | 0     |

  @clause:10.2.3.1.1 @needs:skill.automatic
  Scenario: 10.2.3.1.1 A once-a-turn skill triggered twice is carried out once: its usage limit clears every triggered state
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                   |
      | BOMBER | Bomber | Bomber | 1    | when deployed: destroy the opponent's units              |
      | MOURN  | Mourn  | Mourn  | 1    | whenever an ally is destroyed (once a turn): draw 1      |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "MOURN" as "mourn" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then p2's hand holds 1 card
    And the skill 0 of "mourn" is triggered 0 times

  @clause:10.1.1.1.2 @needs:skill.automatic @needs:battle
  Scenario: 10.1.1.1.2 A skill whose usage limit is recorded this turn does not trigger again
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                 |
      | WALL   | Wall   | Wall   | 1    | 100   | 1     | when attacked (once a turn): draw 1    |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "WALL" as "wall" in the front line
    And p1 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "wall" with "p1-mc"
    Then p2's hand holds 1 card
    When p1 attacks "wall" with "soldier"
    Then p2's hand holds 1 card
    And the skill 0 of "wall" is triggered 0 times

  @clause:10.1.1.1.1 @needs:skill.automatic
  Scenario Outline: 10.1.1.1.1 A "does not trigger unless" condition is checked when the event happens, not when the skill is chosen
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                             |
      | SPARSE | Sparse | Sparse | 1    | whenever an ally is destroyed (triggers only with at most 0 cards in hand): draw 1 |
      | RAZE   | Raze   | Raze   | 1    | when deployed: destroy the opponent's units                                        |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "SPARSE" as "sparse" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2's hand holds <held> cards
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then p2's hand holds <count> cards
    And the skill 0 of "sparse" is triggered 0 times
    And p2's retreat area holds exactly "soldier" and "archer"

    Examples:
      | held | count |
      | 0    | 2     |
      | 1    | 1     |

  @clause:10.1.1.1.3 @clause:11.3.1 @needs:skill.automatic
  Scenario: 10.1.1.1.3 A triggered skill is still carried out after its card left the battlefield, even for the deck
    Given the test cards:
      | id   | name | unit | cost | skills                                      |
      | RAZE | Raze | Raze | 1    | when deployed: destroy the opponent's units |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds 1 card
    And p2 has the unit "MEDIC" as "medic" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then p2's hand holds 2 cards
    And p2's deck holds 1 card
    And p2's retreat area holds 0 cards
    And the skill 0 of "medic" is triggered 0 times

  @clause:10.2.1.1.1 @needs:skill.automatic
  Scenario Outline: 10.2.1.1.1 A skill with two conditions does nothing unless both hold when it is chosen
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                                            |
      | ENVOY | Envoy | Envoy | 1    | when deployed (only in the front line, only with at most 1 cards in hand): draw 2 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "ENVOY" as "envoy", <others> cards of "FILL-11"
    When p1 deploys "envoy" to the <line> line
    Then p1's hand holds <count> cards
    And the skill 0 of "envoy" is triggered 0 times

    Examples:
      | line  | others | count |
      | front | 1      | 3     |
      | back  | 1      | 1     |
      | front | 2      | 2     |
      | back  | 2      | 2     |

  @clause:10.2.1.1.2 @clause:10.2.1.1 @clause:10.1.1.1.2 @needs:skill.automatic
  Scenario: 10.2.1.1.2 A once-a-turn skill doing nothing for its condition records no usage limit: its next triggered state is carried out
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                                                  |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units                                             |
      | MISER | Miser | Miser | 1    | whenever an ally is destroyed (once a turn, only with at least 1 cards in hand): draw 2 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "MISER" as "miser" in the front line, as the Main Character
    And p2 has the unit "MEDIC" as "medic" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    And the skill 0 of "miser" is triggered 2 times
    When p2 chooses the skill 0 of "miser"
    Then p2's hand holds 0 cards
    And the usage limit of the skill 0 of "miser" is not recorded
    And the skill 0 of "miser" is triggered 1 time
    When p2 chooses the skill 0 of "medic"
    And p2 chooses the skill 0 of "miser"
    Then p2's hand holds 4 cards
    And the usage limit of the skill 0 of "miser" is recorded

  @clause:10.2.1.2.1.1 @clause:10.2.1.2.1 @needs:skill.automatic
  Scenario: 10.2.1.2.1.1 A once-a-turn skill whose cost is not paid records no usage limit: its next triggered state asks again
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                               |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                          |
      | MOURNER | Mourner | Mourner | 1    | whenever an ally is destroyed (once a turn, flip 1 bonds): draw 1    |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "MOURNER" as "mourner" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2's bond area holds 1 card
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "use_skill" for p2
    When p2 does not pay the cost
    Then the pending decision is "use_skill" for p2
    And the usage limit of the skill 0 of "mourner" is not recorded
    And p2's bond area cards are all face up
    When p2 pays the cost
    Then p2's hand holds 1 card
    And the usage limit of the skill 0 of "mourner" is recorded
    And the pending decision is "deployment" for p1

  @clause:10.2.2 @needs:skill.automatic
  Scenario: 10.2.2 The chosen skill's effect is carried out, and only it: the other triggered skills wait for their choice
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then the pending decision is "trigger" for p1
    And p1's hand holds 0 cards
    When p1 chooses the skill 2 of "bomber"
    Then p1's hand holds 2 cards
    And the skill 0 of "bomber" is triggered 1 time
    And the skill 1 of "bomber" is triggered 1 time
    And the skill 2 of "bomber" is triggered 0 times
    And the pending decision is "trigger" for p1

  @clause:10.2.3 @clause:7.2.3.1 @needs:skill.automatic
  Scenario: 10.2.3 After one skill the processing ends: rule processing runs again before the next skill is chosen
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then the pending decision is "trigger" for p1
    And the skill 0 of "bomber" is triggered 0 times
    And p2's retreat area holds exactly "soldier" and "archer"
    And p2's front line holds 1 card
    And p2's back line holds 0 cards

  @clause:10.2.3.1 @needs:skill.automatic
  Scenario: 10.2.3.1 A skill triggered twice and wholly applied loses one triggered state, not both
    Given the test cards:
      | id   | name | unit | cost | skills                                      |
      | RAZE | Raze | Raze | 1    | when deployed: destroy the opponent's units |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "NURSES" as "nurses" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    When p2 chooses the skill 1 of "nurses"
    Then p2's hand holds 2 cards
    And the skill 1 of "nurses" is triggered 1 time
    And the skill 0 of "nurses" is triggered 2 times
    And the pending decision is "trigger" for p2

  @clause:10.2.2.1.1 @needs:skill.automatic
  Scenario: 10.2.2.1.1 A "you may" effect declined loses one triggered state; the processing goes on to the next
    Given the test cards:
      | id    | name  | unit  | cost | skills                                            |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units       |
      | TENDS | Tends | Tends | 1    | whenever an ally is destroyed (may): draw 1       |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "TENDS" as "tends" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "use_skill" for p2
    When p2 declines the effect
    Then p2's hand holds 0 cards
    And the skill 0 of "tends" is triggered 1 time
    And the pending decision is "use_skill" for p2
    When p2 carries out the effect
    Then p2's hand holds 1 card
    And the skill 0 of "tends" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.2.2.1.1.1 @needs:skill.automatic
  Scenario: 10.2.2.1.1.1 A once-a-turn "you may" effect declined records no usage limit: its next triggered state asks again
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                  |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units             |
      | TENDS | Tends | Tends | 1    | whenever an ally is destroyed (once a turn, may): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "TENDS" as "tends" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 declines the effect
    Then the usage limit of the skill 0 of "tends" is not recorded
    And the pending decision is "use_skill" for p2
    When p2 carries out the effect
    Then p2's hand holds 1 card
    And the usage limit of the skill 0 of "tends" is recorded

  @clause:10.2.2.1.1.2 @clause:10.2.2.1 @needs:skill.automatic
  Scenario Outline: 10.2.2.1.1.2 "You may A; if you do not, B": B is carried out when A is declined, not when A is carried out
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                          |
      | GAMBLER | Gambler | Gambler | 1    | when deployed (may): flip 1 bonds, otherwise draw 1   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "GAMBLER" as "gambler"
    When p1 deploys "gambler" to the back line
    Then the pending decision is "use_skill" for p1
    When p1 <choice>
    Then p1's hand holds <count> cards
    And p1's bond area cards are all face <face>
    And the pending decision is "deployment" for p1

    Examples:
      | choice                 | count | face |
      | carries out the effect | 0     | down |
      | declines the effect    | 1     | up   |

  @clause:10.2.2.1.1.2 @needs:skill.automatic
  Scenario: 10.2.2.1.1.2 "You may A; if you do not, B": A impossible, B is carried out without a choice
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                          |
      | GAMBLER | Gambler | Gambler | 1    | when deployed (may): flip 1 bonds, otherwise draw 1   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds "FILL-03" as "down" face down
    And p1's hand holds "GAMBLER" as "gambler"
    When p1 deploys "gambler" to the back line
    Then p1's hand holds 1 card
    And the skill 0 of "gambler" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.2.2.1.1.2.1 @needs:skill.automatic
  Scenario Outline: 10.2.2.1.1.2.1 "You may A; if you do not, B" with a usage limit: recorded only if B could be applied
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                        |
      | CLEAVER | Cleaver | Cleaver | 1    | when deployed (once a turn, may): flip 1 bonds, otherwise destroy the opponent's units |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "soldier" in the front line<main>
    And p1's bond area holds 1 card
    And p1's hand holds "CLEAVER" as "cleaver"
    When p1 deploys "cleaver" to the back line
    And p1 declines the effect
    Then the usage limit of the skill 0 of "cleaver" is <recorded>
    And p2's retreat area holds <retreat> cards
    And p1's bond area cards are all face up

    Examples:
      | main                    | recorded     | retreat |
      |                         | recorded     | 1       |
      | , as the Main Character | not recorded | 0       |

  @clause:10.2.3.2 @needs:skill.automatic
  Scenario: 10.2.3.2 A skill triggered twice and applied only in part still loses one triggered state
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                  |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                                             |
      | FLIPPER | Flipper | Flipper | 1    | whenever an ally is destroyed: flip 2 bonds; whenever an ally is destroyed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FLIPPER" as "flipper" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2's bond area holds 1 card
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "flipper"
    Then p2's bond area cards are all face down
    And the skill 0 of "flipper" is triggered 1 time
    And the skill 1 of "flipper" is triggered 2 times
    And the pending decision is "trigger" for p2

  @clause:10.2.3.2.1 @needs:skill.automatic
  Scenario: 10.2.3.2.1 A once-a-turn skill applied only in part records its usage limit and loses every triggered state
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                               |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                                                          |
      | FLIPPER | Flipper | Flipper | 1    | whenever an ally is destroyed (once a turn): flip 2 bonds; whenever an ally is destroyed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FLIPPER" as "flipper" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2's bond area holds 1 card
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "flipper"
    Then p2's bond area cards are all face down
    And the usage limit of the skill 0 of "flipper" is recorded
    And the skill 0 of "flipper" is triggered 0 times
    And p2's hand holds 2 cards
    And the pending decision is "deployment" for p1

  @clause:10.2.3.3 @needs:skill.automatic
  Scenario: 10.2.3.3 A skill triggered twice whose effect applies not at all still loses one triggered state
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                  |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                                             |
      | FLIPPER | Flipper | Flipper | 1    | whenever an ally is destroyed: flip 2 bonds; whenever an ally is destroyed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FLIPPER" as "flipper" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "flipper"
    Then the skill 0 of "flipper" is triggered 1 time
    And the skill 1 of "flipper" is triggered 2 times
    And the pending decision is "trigger" for p2

  @clause:10.2.3.3.1 @needs:skill.automatic
  Scenario: 10.2.3.3.1 A once-a-turn skill whose cost was paid records its usage limit though its effect applies not at all
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                                    |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                                                               |
      | FLIPPER | Flipper | Flipper | 1    | whenever an ally is destroyed (once a turn, tap): flip 1 bonds; whenever an ally is destroyed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FLIPPER" as "flipper" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "flipper"
    And p2 pays the cost
    Then "flipper" is tapped
    And the usage limit of the skill 0 of "flipper" is recorded
    And the skill 0 of "flipper" is triggered 0 times
    And p2's hand holds 2 cards

  @clause:10.2.3.3.2 @needs:skill.automatic
  Scenario: 10.2.3.3.2 A once-a-turn skill without a cost paid records no usage limit when its effect applies not at all
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                               |
      | RAZE    | Raze    | Raze    | 1    | when deployed: destroy the opponent's units                                                          |
      | FLIPPER | Flipper | Flipper | 1    | whenever an ally is destroyed (once a turn): flip 1 bonds; whenever an ally is destroyed: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FLIPPER" as "flipper" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "flipper"
    Then the usage limit of the skill 0 of "flipper" is not recorded
    And the skill 0 of "flipper" is triggered 1 time
    And the pending decision is "trigger" for p2

  @clause:10.2.3.4.1.1 @clause:10.2.3.4 @needs:skill.automatic
  Scenario: 10.2.3.4.1.1 Both players' newly triggered skills: the turn player's first, then the non-turn player's, then the older ones
    Given the test cards:
      | id     | name   | unit   | cost | skills                                   |
      | HUNTER | Hunter | Hunter | 1    | whenever an enemy is destroyed: draw 1   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "HUNTER" as "hunter" in the back line
    And p2 has the unit "NURSES" as "nurses" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then the pending decision is "trigger" for p2
    And p1's hand holds 1 card
    And p2's hand holds 0 cards
    And the skill 0 of "hunter" is triggered 0 times
    And the skill 1 of "bomber" is triggered 1 time
    When p2 chooses the skill 0 of "nurses"
    Then p2's hand holds 3 cards
    And p1's hand holds 1 card
    And the pending decision is "trigger" for p1

  @clause:10.2.3.4.1 @needs:skill.automatic
  Scenario: 10.2.3.4.1 Several newly triggered skills: each of them is chosen before any skill that was waiting before them
    Given the test cards:
      | id   | name | unit | cost | skills                                      |
      | RAZE | Raze | Raze | 1    | when deployed: destroy the opponent's units |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "NURSES" as "nurses" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then the pending decision is "trigger" for p2
    And the skill 0 of "nurses" is triggered 2 times
    When p2 chooses the skill 0 of "nurses"
    Then the pending decision is "trigger" for p2
    And p2's hand holds 1 card
    When p2 chooses the skill 0 of "nurses"
    Then p2's hand holds 6 cards
    And the skill 1 of "nurses" is triggered 0 times
    And p1's hand holds 0 cards
    And the pending decision is "trigger" for p1

  @clause:10.2.3.4.2 @needs:skill.automatic
  Scenario: 10.2.3.4.2 A skill of the non-turn player's newly triggered comes before the turn player's skills waiting before it
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    And p1 chooses the skill 0 of "bomber"
    Then p2's hand holds 1 card
    And p1's hand holds 0 cards
    And the skill 0 of "medic" is triggered 0 times
    And the skill 1 of "bomber" is triggered 1 time
    And the pending decision is "trigger" for p1

  @clause:10.2.3.5 @needs:skill.automatic @needs:skill.special
  Scenario: 10.2.3.5 A card drawn during the check timing, after the event its special skill waits for, is treated as triggered by it
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                     |
      | RAZE   | Raze   | Raze   | 1    | when deployed: destroy the opponent's units                |
      | SAVIOR | Savior | Savior | 1    | from hand, whenever an ally is destroyed: deploy this card |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds "SAVIOR" as "savior", 3 cards of "FILL-11"
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    And p2's hand holds exactly "savior"
    And the skill 0 of "savior" is triggered 1 time
    When p2 chooses the skill 0 of "savior"
    Then "savior" is in p2's back line
    And p2's hand holds 0 cards
    And the pending decision is "deployment" for p1

  @clause:10.2.1.3 @needs:skill.automatic @needs:skill.special
  Scenario: 10.2.1.3 A special skill in the hand may be left unchosen only as the only skill to choose; then all of it is gone
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                     |
      | RAZE   | Raze   | Raze   | 1    | when deployed: destroy the opponent's units                |
      | SAVIOR | Savior | Savior | 1    | from hand, whenever an ally is destroyed: deploy this card |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "NURSES" as "nurses" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2's hand holds "SAVIOR" as "savior"
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    And the skill 0 of "savior" is triggered 2 times
    When p2 tries to choose no triggered skill
    Then the action is rejected citing clause 10.2.1.3
    When p2 chooses the skill 0 of "nurses"
    And p2 chooses the skill 0 of "nurses"
    And p2 chooses the skill 1 of "nurses"
    And p2 chooses the skill 1 of "nurses"
    Then the pending decision is "trigger" for p2
    When p2 chooses no triggered skill
    Then the skill 0 of "savior" is triggered 0 times
    And p2's hand holds 7 cards
    And the pending decision is "deployment" for p1

  @clause:10.2.1.3.1 @needs:skill.automatic @needs:skill.special
  Scenario: 10.2.1.3.1 Leaving a special skill unchosen names no card and shows none: the card stays known to its owner only
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                     |
      | RAZE   | Raze   | Raze   | 1    | when deployed: destroy the opponent's units                |
      | SAVIOR | Savior | Savior | 1    | from hand, whenever an ally is destroyed: deploy this card |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2's hand holds "SAVIOR" as "savior"
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    And the legal actions include:
      """
      {"type": "no_trigger", "player": "p2"}
      """
    When p2 chooses no triggered skill
    Then p2's hand holds exactly "savior"
    And p2's hand is known only to p2
    And the pending decision is "deployment" for p1

  @clause:10.2.2.2 @needs:skill.automatic @needs:skill.special
  Scenario Outline: 10.2.2.2 A special skill of the hand whose card reaches no public zone is undone: its cost comes back
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                                      |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units                                 |
      | BRAVE | Brave | Brave | 1    | from hand, whenever an ally is destroyed (flip 1 bonds): deploy this card   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "<leader>" as "leader" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2's hand holds "BRAVE" as "spare"
    And p2's bond area holds 1 card
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "spare"
    And p2 pays the cost
    Then p2's bond area cards are all face <face>
    And p2's hand holds <hand> cards
    And the skill 0 of "spare" is triggered 0 times
    And the pending decision is "deployment" for p1

    Examples:
      | leader | face | hand |
      | BRAVE  | up   | 1    |
      | CHROM  | down | 0    |

  @clause:10.1.1.1.3.1 @needs:skill.automatic @needs:skill.special
  Scenario: 10.1.1.1.3.1 A triggered special skill whose card goes from the hand into the deck before it is chosen is gone
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                 |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units            |
      | SEER  | Seer  | Seer  | 1    | from hand, whenever an ally is destroyed: draw 1       |
      | STASH | Stash | Stash | 1    | whenever an ally is destroyed: put your hand on your deck |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "STASH" as "stash" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2's hand holds "SEER" as "seer"
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    When p2 chooses the skill 0 of "stash"
    Then p2's hand holds 0 cards
    And p2's deck holds 11 cards
    And the skill 0 of "seer" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.1.1.1.3.2 @needs:skill.automatic @needs:skill.special
  Scenario: 10.1.1.1.3.2 A triggered special skill whose card goes from the hand to the retreat area is still carried out
    Given the test cards:
      | id    | name  | unit  | cost | skills                                           |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units      |
      | SEER  | Seer  | Seer  | 1    | from hand, whenever an ally is destroyed: draw 1 |
      | PURGE | Purge | Purge | 1    | whenever an ally is destroyed: discard your hand |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "PURGE" as "purge" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2's hand holds "SEER" as "seer"
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    Then the pending decision is "trigger" for p2
    When p2 chooses the skill 0 of "purge"
    Then p2's hand holds 1 card
    And p2's retreat area holds exactly "seer" and "soldier"
    And the skill 0 of "seer" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.2.3.5.1 @clause:10.2.3.5 @needs:skill.automatic @needs:skill.special
  Scenario: 10.2.3.5.1 A card drawn during the check timing, treated as triggered, loses it on going from the hand into the deck
    Given the test cards:
      | id    | name  | unit  | cost | skills                                                    |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units               |
      | SEER  | Seer  | Seer  | 1    | from hand, whenever an ally is destroyed: draw 1          |
      | STASH | Stash | Stash | 1    | whenever an ally is destroyed: put your hand on your deck |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds "SEER" as "seer", 3 cards of "FILL-11"
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "STASH" as "stash" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "medic"
    Then p2's hand holds exactly "seer"
    And the skill 0 of "seer" is triggered 1 time
    When p2 chooses the skill 0 of "stash"
    Then p2's hand holds 0 cards
    And p2's deck holds 4 cards
    And the skill 0 of "seer" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.2.3.5.2 @clause:10.2.3.5 @needs:skill.automatic @needs:skill.special
  Scenario: 10.2.3.5.2 A card drawn during the check timing, treated as triggered, keeps it on going from the hand to the retreat area
    Given the test cards:
      | id    | name  | unit  | cost | skills                                           |
      | RAZE  | Raze  | Raze  | 1    | when deployed: destroy the opponent's units      |
      | SEER  | Seer  | Seer  | 1    | from hand, whenever an ally is destroyed: draw 1 |
      | PURGE | Purge | Purge | 1    | whenever an ally is destroyed: discard your hand |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds "SEER" as "seer", 3 cards of "FILL-11"
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "PURGE" as "purge" in the front line
    And p1's bond area holds 1 card
    And p1's hand holds "RAZE" as "raze"
    When p1 deploys "raze" to the back line
    And p2 chooses the skill 0 of "medic"
    And p2 chooses the skill 0 of "purge"
    Then p2's hand holds 1 card
    And p2's retreat area holds exactly "seer" and "purge"
    And p2's deck holds 2 cards
    And the skill 0 of "seer" is triggered 0 times
    And the pending decision is "deployment" for p1

  @clause:10.1.1.1.4 @clause:8.1.1 @needs:skill.automatic @needs:skill.special @needs:action.level_up
  Scenario: 10.1.1.1.4 A card the class change bonus draws, whose special skill waits for an ally's class change, is treated as triggered
    Given the test cards:
      | id     | name   | unit   | cost | cc cost | skills                                                 |
      | LORD   | Lord   | Marth  | 1    | 1       |                                                        |
      | CALLER | Caller | Caller | 1    |         | from hand, when an ally class changes: deploy this card |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "LORD" as "lord"
    And p1's deck holds "CALLER" as "caller", 3 cards of "FILL-11"
    When p1 levels up "p1-mc" with "lord"
    Then the pending decision is "trigger" for p1
    And p1's hand holds exactly "caller"
    And the skill 0 of "caller" is triggered 1 time
    When p1 chooses the skill 0 of "caller"
    Then "caller" is in p1's back line
    And the pending decision is "deployment" for p1

  @clause:10.1.1.1.5 @needs:skill.activated @needs:skill.special
  Scenario: 10.1.1.1.5 A card reaching the hand outside a check timing, after the event its special skill waits for, is treated as triggered
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                      |
      | STRIKER | Striker | Striker | 1    | act (tap): destroy the opponent's units, then draw 1        |
      | HAWK    | Hawk    | Hawk    | 1    | from hand, whenever an enemy is destroyed: deploy this card |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "STRIKER" as "striker" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's deck holds "HAWK" as "hawk", 3 cards of "FILL-11"
    When p1 uses the skill 0 of "striker"
    Then the pending decision is "trigger" for p1
    And p1's hand holds exactly "hawk"
    When p1 chooses the skill 0 of "hawk"
    Then "hawk" is in p1's back line
    And the pending decision is "action" for p1

  @clause:10.1.1.1.5 @needs:skill.activated @needs:skill.special
  Scenario: 10.1.1.1.5 A card reaching the hand after a check timing has ended is not triggered by an event before it
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                      |
      | STRIKER | Striker | Striker | 1    | act (tap): destroy the opponent's units; act: draw 1        |
      | HAWK    | Hawk    | Hawk    | 1    | from hand, whenever an enemy is destroyed: deploy this card |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "STRIKER" as "striker" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p1's deck holds "HAWK" as "hawk", 3 cards of "FILL-11"
    When p1 uses the skill 0 of "striker"
    And p1 uses the skill 1 of "striker"
    Then p1's hand holds exactly "hawk"
    And the skill 0 of "hawk" is triggered 0 times
    And the pending decision is "action" for p1
