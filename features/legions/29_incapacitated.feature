Feature: 29 The incapacitated state
  A minion or lord put onto the field is incapacitated until the end of that turn: it cannot do anything
  that exhausts it. A unit with Haste is never incapacitated; one with Assault may still attack the
  units of the opponent's minion zone while incapacitated, and is exhausted by it as usual.

  Background:
    Given the test cards:
      | id      | category | cost | atk | hp | wt | cc | keywords |
      | SOLDIER | minion   | 1    | 2   | 3  | 2  |    |          |
      | RUNNER  | minion   | 1    | 2   | 3  | 2  |    | haste    |
      | RAIDER  | minion   | 1    | 2   | 3  | 2  |    | assault  |
      | CHIEF   | lord     | 1    | 3   | 4  |    | 1  |          |
      | SWIFT   | lord     | 1    | 3   | 4  |    | 1  | haste    |
      | WALL    | minion   | 1    | 1   | 5  | 3  |    |          |
      | SPROUT  | minion   | 1    | 2   | 3  | 2  |    |          |
      | CAPTAIN | lord     | 1    | 3   | 4  |    | 1  |          |
      | SK      | skill    | 0    |     |    | 2  |    |          |

  @clause:29-1 @clause:27-4 @clause:27-5
  Scenario Outline: 29-1 A minion unlocked onto the field this turn is incapacitated: it neither attacks nor moves
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new"
    When p1 unlocks "new" to the left lane
    Then "new" is incapacitated
    And "new" is not exhausted
    When p1 tries to <action>
    Then the action is rejected citing clause 29-1

    Examples:
      | action                        |
      | attack "p2-master" with "new" |
      | move "new" to the centre lane |

  @clause:29-1 @clause:27-3
  Scenario: 29-1 A minion played from the standby zone is incapacitated too
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "SOLDIER" as "new"
    When p1 plays "new" from standby to the left lane
    Then "new" is incapacitated
    When p1 tries to attack "p2-master" with "new"
    Then the action is rejected citing clause 29-1

  @clause:29-1 @clause:32-5
  Scenario: 29-1 A lord unlocked onto the field this turn is incapacitated and does not attack
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "CHIEF" as "lord"
    When p1 unlocks "lord" to the lord area
    Then "lord" is incapacitated
    When p1 tries to attack "p2-master" with "lord"
    Then the action is rejected citing clause 29-1

  @clause:29-1
  Scenario: 29-1 Only the unit just put onto the field is incapacitated, not the units already there
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new"
    And p1's centre lane holds "SOLDIER" as "veteran"
    When p1 unlocks "new" to the left lane
    Then "veteran" is not incapacitated
    When p1 tries to attack "p2-master" with "veteran"
    Then the action is accepted

  @clause:29-1 @clause:26-7
  Scenario: 29-1 The incapacitated state ends in the end phase of the turn the unit came in
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new"
    When p1 unlocks "new" to the left lane
    And the game is played on until p2's main phase of turn 4
    Then "new" is not incapacitated
    When the game is played on until p1's main phase of turn 5
    And p1 tries to attack "p2-master" with "new"
    Then the action is accepted

  @clause:29-1 @clause:20-3b @needs:action.activate.core_boost
  Scenario: 29-1 The master is never incapacitated: awakened in this turn's core phase, it can pay an exhaust cost at once
    Given a game on turn 3 in the core phase with p1 to play
    And p1's master has 1 core
    When the game is played on until p1's main phase of turn 3
    Then p1's master is in awakened mode
    When p1 tries to activate Core Boost
    Then the action is accepted
    And p1's master is exhausted

  @clause:29-2 @clause:29-1
  Scenario Outline: 29-2 A minion with Haste is not incapacitated and attacks in the turn it came in
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "<card>" as "new"
    When p1 unlocks "new" to the left lane
    Then "new" is <state>
    When p1 tries to attack "p2-master" with "new"
    Then the action is <verdict>

    Examples:
      | card    | state             | verdict                     |
      | RUNNER  | not incapacitated | accepted                    |
      | SOLDIER | incapacitated     | rejected citing clause 29-1 |

  @clause:29-2 @clause:27-5
  Scenario: 29-2 A minion with Haste may move lanes in the turn it came in
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "RUNNER" as "new"
    When p1 plays "new" from standby to the left lane
    And p1 tries to move "new" to the centre lane
    Then the action is accepted

  @clause:29-2
  Scenario Outline: 29-2 A lord with Haste is not incapacitated and attacks in the turn it came in
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "lord"
    When p1 unlocks "lord" to the lord area
    And p1 tries to attack "p2-master" with "lord"
    Then the action is <verdict>

    Examples:
      | card  | verdict                     |
      | SWIFT | accepted                    |
      | CHIEF | rejected citing clause 29-1 |

  # Haste is a continuous effect (39-1): it is read whenever incapacitation matters, not once on arrival.

  @clause:29-2 @clause:39-1 @clause:39-2 @clause:29-1 @clause:38-10 @needs:ability @needs:keyword.haste
  Scenario Outline: 29-2 A minion that a skill gives Haste after it came in is no longer incapacitated (<act>)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "grant", "target": {"select": "all"}, "keyword": "haste", "until": "turn"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new" and "SK" as "s"
    When p1 unlocks "new" to the left lane
    Then "new" is incapacitated
    When p1 unlocks "s" to play
    Then "new" has the keyword "haste"
    And "new" is not incapacitated
    When p1 tries to <act>
    Then the action is accepted

    Examples:
      | act                           |
      | attack "p2-master" with "new" |
      | move "new" to the centre lane |

  @clause:29-2 @clause:39-1 @clause:39-2 @clause:36-2h @clause:37-6b @needs:ability @needs:keyword.haste
  Scenario Outline: 29-2 A minion whose own ability gives it Haste when the timeline puts it on the field attacks at once (<case>)
    Given the card "SPROUT" has the abilities:
      """
      [{"name": "Glow", "when": "on_deploy", "from": ["wait"],
        "effects": [{"do": "grant", "target": {"select": "this"}, "keyword": "haste", "until": "turn"}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's wait zone II holds "<card>" as "sp"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's left lane holds "sp"
    And "sp" is <state>
    When p1 tries to attack "p2-master" with "sp"
    Then the action is <verdict>

    Examples:
      | case                  | card    | state             | verdict                     |
      | it has the ability    | SPROUT  | not incapacitated | accepted                    |
      | it has no such ability | SOLDIER | incapacitated     | rejected citing clause 29-1 |

  @clause:29-2 @clause:39-1 @clause:39-2 @clause:36-3a @needs:ability @needs:ability.continuous @needs:keyword.haste
  Scenario Outline: 29-2 A minion that the lord's continuous ability gives Haste attacks in the turn it came in (<lord>)
    Given the card "CAPTAIN" has the abilities:
      """
      [{"name": "Rally", "when": "always",
        "effects": [{"do": "grant", "target": {"select": "all"}, "keyword": "haste"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "<lord>" as "lord" with 1 core
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new"
    When p1 unlocks "new" to the left lane
    Then "new" is <state>
    When p1 tries to attack "p2-master" with "new"
    Then the action is <verdict>

    Examples:
      | lord    | state             | verdict                     |
      | CAPTAIN | not incapacitated | accepted                    |
      | CHIEF   | incapacitated     | rejected citing clause 29-1 |

  @clause:29-2 @clause:29-1 @clause:39-1 @clause:36-3a @needs:ability @needs:ability.continuous @needs:keyword.haste
  Scenario Outline: 29-2 A minion that loses its Haste in the turn it came in is incapacitated again until the end phase (<act>)
    Given the card "CAPTAIN" has the abilities:
      """
      [{"name": "Rally", "when": "always",
        "effects": [{"do": "grant", "target": {"select": "all"}, "keyword": "haste"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "CAPTAIN" as "lord" with 1 core
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "new"
    When p1 unlocks "new" to the left lane
    Then "new" is not incapacitated
    When p1 excludes "lord" from the field
    Then "new" does not have the keyword "haste"
    And "new" is incapacitated
    When p1 tries to <act>
    Then the action is rejected citing clause 29-1
    When the game is played on until p1's main phase of turn 5
    Then "new" is not incapacitated

    Examples:
      | act                           |
      | attack "p2-master" with "new" |
      | move "new" to the centre lane |

  @clause:29-3 @clause:29-2 @clause:34-5
  Scenario Outline: 29-3 An incapacitated unit with Assault attacks only the opponent's minions; Haste attacks anything in range
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "<card>" as "new"
    And p2's left lane holds "WALL" as "wall"
    When p1 unlocks "new" to the centre lane
    And p1 tries to attack "<target>" with "new"
    Then the action is <verdict>

    Examples:
      | card    | target    | verdict                     |
      | RAIDER  | wall      | accepted                    |
      | RAIDER  | p2-master | rejected citing clause 29-3 |
      | RUNNER  | wall      | accepted                    |
      | RUNNER  | p2-master | accepted                    |
      | SOLDIER | wall      | rejected citing clause 29-1 |

  @clause:29-3
  Scenario: 29-3 An incapacitated unit with Assault cannot attack the opponent's lord either
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RAIDER" as "new"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "CHIEF" as "their-lord" with 1 core
    When p1 unlocks "new" to the centre lane
    And p1 tries to attack "their-lord" with "new"
    Then the action is rejected citing clause 29-3

  @clause:29-3 @clause:34-3
  Scenario: 29-3 An Assault attack exhausts the attacker like any attack, so it attacks once
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RAIDER" as "new"
    And p2's left lane holds "WALL" as "wall"
    When p1 unlocks "new" to the centre lane
    And p1 attacks "wall" with "new"
    Then "new" is exhausted
    And "wall" has 2 damage
    When p1 tries to attack "wall" with "new"
    Then the action is rejected citing clause 27-4

  @clause:29-3
  Scenario: 29-3 A unit with Assault that is no longer incapacitated may attack the master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "RAIDER" as "old"
    When p1 tries to attack "p2-master" with "old"
    Then the action is accepted

  @clause:29-3 @clause:34-5
  Scenario Outline: 29-3 Assault does not widen the range: an incapacitated attacker still reaches only its own and adjacent lanes
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RAIDER" as "new"
    And p2's <lane> lane holds "WALL" as "wall"
    When p1 unlocks "new" to the left lane
    And p1 tries to attack "wall" with "new"
    Then the action is <verdict>

    Examples:
      | lane   | verdict                     |
      | right  | accepted                    |
      | centre | accepted                    |
      | left   | rejected citing clause 34-5 |
