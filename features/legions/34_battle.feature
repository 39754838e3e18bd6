Feature: 34 Battle
  A minion attacks an opposing minion in its own lane or an adjacent one, or the opposing master when
  nothing blocks its own lane; both sides deal their damage at once, and a broken minion goes to its
  owner's wait zone given by its WT.

  Background:
    Given the test cards:
      | id    | category | atk | hp | wt |
      | BLADE | minion   | 2   | 3  | 2  |
      | WALL  | minion   | 1   | 1  | 3  |
      | OGRE  | minion   | 3   | 2  | 1  |

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

    Examples:
      | life | after | result                             |
      | 4    | 1     | the game is not over               |
      | 3    | 0     | p2 loses the game because of life  |
      | 2    | 0     | p2 loses the game because of life  |
