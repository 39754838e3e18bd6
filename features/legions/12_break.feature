Feature: 12 Break
  A broken minion goes to its owner's wait zone named by its WT; a broken lord is excluded and the cores
  on it go to its own master. Breaking a skill or an arts card takes a card effect and is checked with
  the effects of chapters 35-38.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cc |
      | OGRE   | minion   | 3   | 5  | 1  |    |
      | WT1    | minion   | 0   | 2  | 1  |    |
      | WT2    | minion   | 0   | 2  | 2  |    |
      | WT3    | minion   | 0   | 2  | 3  |    |
      | WT4    | minion   | 0   | 2  | 4  |    |
      | FRAIL  | minion   | 1   | 1  | 4  |    |
      | BRUTE  | minion   | 3   | 9  | 2  |    |
      | KING   | lord     | 0   | 2  |    | 2  |
      | PRINCE | lord     | 1   | 2  |    | 1  |

  @clause:12-2 @clause:10-1 @needs:battle
  Scenario Outline: 12-2 The broken minion goes to its owner's wait zone named by its WT, face up
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's centre lane holds "<card>" as "def"
    When p1 attacks "def" with "att"
    Then p2's centre lane is empty
    And p2's wait zone <zone> holds "def"
    And "def" in p2's wait zone <zone> is not reversed
    And p1's wait zone <zone> holds nothing
    And p2's exclusion zone has 0 cards

    Examples:
      | card | zone |
      | WT1  | I    |
      | WT2  | II   |
      | WT3  | III  |
      | WT4  | IV   |

  @clause:12-2 @needs:battle
  Scenario: 12-2 An attacker broken by the damage dealt back goes to its own player's wait zone of its WT
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "FRAIL" as "att"
    And p2's centre lane holds "BRUTE" as "def"
    When p1 attacks "def" with "att"
    Then p1's centre lane is empty
    And p1's wait zone IV holds "att"
    And p2's wait zone IV holds nothing
    And "def" has 1 damage

  @clause:12-3 @needs:battle
  Scenario: 12-3 A broken lord is excluded face up and the cores on it go to its own master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's lord area holds "KING" as "king" with 2 cores
    And p2's master has 3 cores
    Then p2 counts 5 cores toward the core victory
    When p1 attacks "king" with "att"
    Then p2's lord area is empty
    And p2's exclusion zone contains "king"
    And "king" in p2's exclusion zone is face up
    And p2's master has 5 cores
    And p2 counts 5 cores toward the core victory
    And p1's master has 3 cores
    And p2's wait zone I holds nothing

  @clause:12-3 @needs:battle
  Scenario: 12-3 A lord broken while attacking is excluded and its cores go to its own player's master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "PRINCE" as "prince" with 1 core
    And p1's master has 2 cores
    And p2's centre lane holds "OGRE" as "def"
    When p1 attacks "def" with "prince"
    Then p1's lord area is empty
    And p1's exclusion zone contains "prince"
    And p1's master has 3 cores
    And p2's master has 3 cores
    And "def" has 1 damage
