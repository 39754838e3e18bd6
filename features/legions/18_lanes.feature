Feature: 18 Lanes
  The field has three lanes, and each is shared with the opponent's mirrored lane: a player's left lane is
  the opponent's right lane, the centre lanes are one lane, and the leader zone (master and lord) stands in
  the centre lane. The centre lane is next to both side lanes; a side lane is next to the centre lane only.
  A minion is put in a lane its player names.

  Background:
    Given the test cards:
      | id    | category | cost | cc | atk | hp | wt |
      | MIN   | minion   | 1    |    | 2   | 3  | 2  |
      | WALL  | minion   | 1    |    | 1   | 1  | 3  |
      | LRD   | lord     | 1    | 1  | 1   | 3  |    |

  @clause:18-1 @clause:32-3
  Scenario Outline: 18-1 A minion is put in the lane its player names, and nowhere else
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    When p1 unlocks "m" to the <lane> lane
    Then p1's <lane> lane holds "m"
    And p1's <other> lane is empty
    And p2's <mirror> lane is empty

    Examples:
      | lane   | other  | mirror |
      | left   | right  | right  |
      | right  | left   | left   |
      | centre | left   | centre |

  @clause:18-1
  Scenario: 18-1 Every free lane is offered for a minion, and a minion cannot be played without naming a lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    Then the legal actions include:
      """
      {"type": "unlock", "card": "m", "to": "left"}
      """
    And the legal actions include:
      """
      {"type": "unlock", "card": "m", "to": "centre"}
      """
    And the legal actions include:
      """
      {"type": "unlock", "card": "m", "to": "right"}
      """
    When p1 tries to unlock "m" to play
    Then the action is rejected citing one of the clauses 18-1 or 32-3

  @clause:18-2 @clause:34-6
  Scenario Outline: 18-2 A left lane is the opponent's right lane: a minion there blocks, one in the opponent's left does not
    Given a game on turn <turn> in the main phase with <attacker> to play
    And <attacker>'s left lane holds "MIN" as "att"
    And <defender>'s <lane> lane holds "WALL" as "def"
    When <attacker> tries to attack "<defender>-master" with "att"
    Then the action is <verdict>

    Examples:
      | turn | attacker | defender | lane  | verdict                     |
      | 3    | p1       | p2       | right | rejected citing clause 34-5 |
      | 3    | p1       | p2       | left  | accepted                    |
      | 4    | p2       | p1       | right | rejected citing clause 34-5 |
      | 4    | p2       | p1       | left  | accepted                    |

  @clause:18-2 @clause:34-5
  Scenario Outline: 18-2 From a left lane a minion reaches the opponent's right lane but not the opponent's left lane
    Given a game on turn <turn> in the main phase with <attacker> to play
    And <attacker>'s left lane holds "MIN" as "att"
    And <defender>'s <lane> lane holds "WALL" as "def"
    When <attacker> tries to attack "def" with "att"
    Then the action is <verdict>

    Examples:
      | turn | attacker | defender | lane  | verdict                     |
      | 3    | p1       | p2       | right | accepted                    |
      | 3    | p1       | p2       | left  | rejected citing clause 34-5 |
      | 4    | p2       | p1       | right | accepted                    |
      | 4    | p2       | p1       | left  | rejected citing clause 34-5 |

  @clause:18-3 @clause:34-6 @clause:17-12
  Scenario Outline: 18-3 The centre lanes are one lane, and the lord fights from it: only a centre minion blocks the way to the master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's <attacker area> holds "<attacker card>" as "att"
    And p2's <lane> lane holds "WALL" as "def"
    When p1 tries to attack "p2-master" with "att"
    Then the action is <verdict>

    Examples:
      | attacker area | attacker card | lane   | verdict                     |
      | centre lane   | MIN           | centre | rejected citing clause 34-5 |
      | centre lane   | MIN           | left   | accepted                    |
      | lord area     | LRD           | centre | rejected citing clause 34-5 |
      | lord area     | LRD           | left   | accepted                    |
      | lord area     | LRD           | right  | accepted                    |

  @clause:18-3 @clause:34-5
  Scenario Outline: 18-3 The opponent's lord is in the centre lane: reached from a side lane, since the centre is next to it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's <lane> lane holds "MIN" as "att"
    And p2's lord area holds "LRD" as "l" with 1 core
    When p1 tries to attack "l" with "att"
    Then the action is accepted

    Examples:
      | lane   |
      | left   |
      | centre |
      | right  |

  @clause:18-4 @clause:34-6
  Scenario Outline: 18-4 A right lane is the opponent's left lane: a minion there blocks, one in the opponent's right does not
    Given a game on turn <turn> in the main phase with <attacker> to play
    And <attacker>'s right lane holds "MIN" as "att"
    And <defender>'s <lane> lane holds "WALL" as "def"
    When <attacker> tries to attack "<defender>-master" with "att"
    Then the action is <verdict>

    Examples:
      | turn | attacker | defender | lane  | verdict                     |
      | 3    | p1       | p2       | left  | rejected citing clause 34-5 |
      | 3    | p1       | p2       | right | accepted                    |
      | 4    | p2       | p1       | left  | rejected citing clause 34-5 |
      | 4    | p2       | p1       | right | accepted                    |

  @clause:18-4 @clause:34-5
  Scenario Outline: 18-4 From a right lane a minion reaches the opponent's left lane but not the opponent's right lane
    Given a game on turn <turn> in the main phase with <attacker> to play
    And <attacker>'s right lane holds "MIN" as "att"
    And <defender>'s <lane> lane holds "WALL" as "def"
    When <attacker> tries to attack "def" with "att"
    Then the action is <verdict>

    Examples:
      | turn | attacker | defender | lane  | verdict                     |
      | 3    | p1       | p2       | left  | accepted                    |
      | 3    | p1       | p2       | right | rejected citing clause 34-5 |
      | 4    | p2       | p1       | left  | accepted                    |
      | 4    | p2       | p1       | right | rejected citing clause 34-5 |

  @clause:18-5 @clause:27-5
  Scenario Outline: 18-5 A minion moves only to a lane next to its own: the centre touches both sides, the sides only the centre
    Given a game on turn 3 in the main phase with p1 to play
    And p1's <from> lane holds "MIN" as "m"
    When p1 tries to move "m" to the <to> lane
    Then the action is <verdict>

    Examples:
      | from   | to     | verdict                                  |
      | left   | centre | accepted                                 |
      | left   | right  | rejected citing one of the clauses 18-5 or 27-5 |
      | centre | left   | accepted                                 |
      | centre | right  | accepted                                 |
      | right  | centre | accepted                                 |
      | right  | left   | rejected citing one of the clauses 18-5 or 27-5 |

  @clause:18-5 @clause:34-5
  Scenario Outline: 18-5 A centre minion reaches the opponent's minions of both side lanes
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "MIN" as "att"
    And p2's <lane> lane holds "WALL" as "def"
    When p1 tries to attack "def" with "att"
    Then the action is accepted

    Examples:
      | lane  |
      | left  |
      | right |
