Feature: 34 Battle
  A minion attacks an opposing minion in its own lane or an adjacent one, or the opposing master when
  nothing blocks its own lane; both sides deal their damage at once, and a broken minion goes to its
  owner's wait zone given by its WT.

  Background:
    Given the test cards:
      | id    | category | atk | hp | wt | cc |
      | BLADE | minion   | 2   | 3  | 2  |    |
      | WALL  | minion   | 1   | 1  | 3  |    |
      | OGRE  | minion   | 3   | 2  | 1  |    |
      | CHIEF | lord     | 3   | 4  |    | 1  |

  @clause:34-6 @clause:34-5 @clause:18-2
  Scenario Outline: 34-6 Only an opposing minion in the attacker's own lane blocks it: one in <where> does not keep the master out of range
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p1's left lane holds "WALL" as "own"
    And p2's <lane> lane holds "WALL" as "theirs"
    When p1 tries to attack "p2-master" with "att"
    Then the action is <verdict>

    Examples:
      | where                       | lane   | verdict                                         |
      | the attacker's own lane     | centre | rejected citing one of the clauses 34-5 or 34-6 |
      | an adjacent lane, the left  | left   | accepted                                        |
      | an adjacent lane, the right | right  | accepted                                        |

  @clause:34-4
  Scenario Outline: 34-4 The target is one of the opponent's units, never one of the attacker's own side
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p1's centre lane holds "WALL" as "mine"
    When p1 tries to attack "<target>" with "att"
    Then the action is rejected citing clause 34-4

    Examples:
      | target    |
      | mine      |
      | p1-master |

  @clause:34-5 @clause:18-2 @clause:18-5
  Scenario Outline: 34-5 A minion reaches the opposing minion of its own lane and of the lanes next to it, not the far one
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's <lane> lane holds "WALL" as "def"
    When p1 tries to attack "def" with "att"
    Then the action is <verdict>

    Examples:
      | lane   | verdict                      |
      | right  | accepted                     |
      | centre | accepted                     |
      | left   | rejected citing clause 34-5  |

  @clause:34-5
  Scenario Outline: 34-5 The opposing master can be attacked only while no minion stands in the attacker's own lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's <lane> lane holds "WALL" as "def"
    When p1 tries to attack "p2-master" with "att"
    Then the action is <verdict>

    Examples:
      | lane   | verdict                      |
      | right  | rejected citing clause 34-5  |
      | centre | accepted                     |

  @clause:34-7 @clause:10-1 @clause:12-2
  Scenario: 34-7 Both minions deal their damage at once; the one broken goes to the wait zone of its WT
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "WALL" as "def"
    When p1 attacks "def" with "att"
    Then p2's centre lane is empty
    And p2's wait zone III holds "def"
    And "att" has 1 damage
    And "att" is exhausted

  @clause:34-7 @clause:10-1
  Scenario: 34-7 When each minion deals at least the other's HP both are broken
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's centre lane holds "OGRE" as "def"
    When p1 attacks "def" with "att"
    Then p1's centre lane is empty
    And p2's centre lane is empty
    And p1's wait zone I holds "att"
    And p2's wait zone I holds "def"

  @clause:24-2a @clause:24-3a @clause:11-2
  Scenario Outline: 24-2a Damage to the master takes life; at 0 life its player loses and the attacker's player wins
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's life is <life>
    When p1 attacks "p2-master" with "att"
    Then p2's life is <after>
    And <result>
    And <winner>

    Examples:
      | life | after | result                             | winner               |
      | 4    | 1     | the game is not over               | the game is not over |
      | 3    | 0     | p2 loses the game because of life  | p1 wins the game     |
      | 2    | 0     | p2 loses the game because of life  | p1 wins the game     |

  @clause:34-1 @clause:34-2
  Scenario: 34-1 Declaring an attack starts a battle between the attacker and its target
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    When p1 attacks "def" with "att"
    Then the log has the event:
      """
      {"event": "attack", "player": "p1", "attacker": "att", "target": "def"}
      """
    And "def" has 2 damage
    And "att" has 2 damage

  @clause:34-1 @clause:33-2
  Scenario Outline: 34-1 Without an attack there is no battle: a minion that comes to face an enemy minion fights nothing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "BLADE" as "new"
    And p1's left lane holds "BLADE" as "mover"
    And p2's centre lane holds "BLADE" as "enemy"
    When p1 <action>
    Then "enemy" has 0 damage
    And the log does not have the event:
      """
      {"event": "damage"}
      """
    And the log does not have the event:
      """
      {"event": "attack"}
      """

    Examples:
      | action                            |
      | moves "mover" to the centre lane  |
      | unlocks "new" to the centre lane  |
      | ends the main phase               |

  @clause:34-2 @clause:34-3 @clause:34-7
  Scenario: 34-2 The attacker is chosen and exhausted, the target chosen, and only then is damage dealt
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    When p1 attacks "def" with "att"
    Then the log has these events in this strict order:
      """
      [{"event": "exhaust", "player": "p1", "card": "att"},
       {"event": "attack", "player": "p1", "attacker": "att", "target": "def"},
       {"event": "damage", "card": "def", "amount": 2}]
      """
    And the log has these events in this strict order:
      """
      [{"event": "attack", "player": "p1", "attacker": "att", "target": "def"},
       {"event": "damage", "card": "att", "amount": 2}]
      """

  @clause:34-3 @clause:27-4
  Scenario: 34-3 A minion that has attacked stays exhausted: it cannot attack a second time in the turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's left lane holds "BLADE" as "def"
    When p1 attacks "def" with "att"
    Then "att" is exhausted
    And "att" has 2 damage
    When p1 tries to attack "p2-master" with "att"
    Then the action is rejected citing clause 27-4

  @clause:34-3
  Scenario: 34-3 A lord that attacks is exhausted by it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "CHIEF" as "lord" with 1 core
    When p1 attacks "p2-master" with "lord"
    Then "lord" is exhausted
    And p2's life is 17
    When p1 tries to attack "p2-master" with "lord"
    Then the action is rejected citing clause 27-4

  @clause:34-3 @clause:34-4
  Scenario: 34-3 An attack that is refused exhausts nothing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's left lane holds "BLADE" as "far"
    When p1 tries to attack "far" with "att"
    Then the action is rejected citing clause 34-5
    And "att" is not exhausted

  @clause:34-5 @clause:34-6
  Scenario Outline: 34-5 The opponent's lord, like the master, is in range only while no minion blocks the attacker's lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's master has 0 cores, awakened
    And p2's lord area holds "CHIEF" as "their-lord" with 1 core
    And p2's <lane> lane holds "BLADE" as "def"
    When p1 tries to attack "their-lord" with "att"
    Then the action is <verdict>

    Examples:
      | lane   | verdict                     |
      | right  | rejected citing clause 34-5 |
      | centre | accepted                    |
      | left   | accepted                    |

  @clause:34-5 @clause:34-6
  Scenario Outline: 34-5 A minion blocks whatever its state: exhausted or incapacitated it still keeps the master out of range
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's right lane holds "BLADE" as "def"<state>
    When p1 tries to attack "p2-master" with "att"
    Then the action is rejected citing clause 34-5

    Examples:
      | state           |
      | , exhausted     |
      | , incapacitated |

  @clause:34-5 @clause:18-3 @clause:34-6
  Scenario Outline: 34-5 A lord attacks from the centre lane: a centre minion blocks it, minions in the side lanes are in its range
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "CHIEF" as "lord" with 1 core
    And p2's <lane> lane holds "BLADE" as "def"
    When p1 tries to attack "<target>" with "lord"
    Then the action is <verdict>

    Examples:
      | lane   | target    | verdict                     |
      | centre | p2-master | rejected citing clause 34-5 |
      | centre | def       | accepted                    |
      | left   | p2-master | accepted                    |
      | left   | def       | accepted                    |
      | right  | def       | accepted                    |
