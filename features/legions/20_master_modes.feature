Feature: 20 Master modes
  A master in normal mode lets its player unlock skills and minions, as a main-phase action of their own
  turn. Awakened, it also lets them unlock arts and lords, and gains two abilities paid by exhausting the
  master: Core Boost puts a core from outside the game on the master, and the other gives one unit of
  its player's field Assault until the end of the turn.

  Background:
    Given the test cards:
      | id   | category | cost | cc | atk | hp | wt |
      | MIN  | minion   | 1    |    | 2   | 3  | 2  |
      | WALL | minion   | 1    |    | 1   | 1  | 3  |
      | SKL  | skill    | 1    |    |     |    | 2  |
      | ART  | arts     | 1    |    |     |    |    |
      | LRD  | lord     | 1    | 1  | 1   | 3  |    |

  @clause:20-2a
  Scenario Outline: 20-2a A normal master's player unlocks skills and minions in their main phase
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "c"
    When p1 tries to unlock "c" to <to>
    Then the action is accepted

    Examples:
      | card | to            |
      | SKL  | play          |
      | SKL  | standby       |
      | MIN  | the left lane |
      | MIN  | standby       |

  @clause:20-2a @clause:01-8
  Scenario: 20-2a Unlocking is an action of the player's own turn: the other player cannot unlock
    Given a game on turn 3 in the main phase with p1 to play
    And p2's core zone holds 2 active and 0 exhausted cores
    And p2's hand holds "MIN" as "c"
    When p2 tries to unlock "c" to the left lane
    Then the action is rejected citing one of the clauses 20-2a or 01-8
    And the legal actions do not include:
      """
      {"type": "unlock", "player": "p2"}
      """

  @clause:20-2a @clause:27-1
  Scenario: 20-2a Unlocking is an action of the main phase: not while the draw phase's card change is pending
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "c"
    When the game is played on until the pending decision is "card_change"
    And p1 tries to unlock "c" to the left lane
    Then the action is rejected citing one of the clauses 20-2a or 27-1

  @clause:20-3a
  Scenario Outline: 20-3a An awakened master's player unlocks skills, minions, arts and lords
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "<card>" as "c"
    When p1 tries to unlock "c" to <to>
    Then the action is accepted

    Examples:
      | card | to            |
      | SKL  | play          |
      | MIN  | the left lane |
      | ART  | play          |
      | LRD  | the lord area |

  @clause:20-3a @clause:01-8
  Scenario: 20-3a An awakened master still unlocks only in its player's own turn
    Given a game on turn 3 in the main phase with p1 to play
    And p2's master has 0 cores, awakened
    And p2's core zone holds 3 active and 0 exhausted cores
    And p2's hand holds "ART" as "c"
    When p2 tries to unlock "c" to play
    Then the action is rejected citing one of the clauses 20-3a or 01-8

  @clause:20-3b @needs:action.activate.core_boost
  Scenario: 20-3b Core Boost exhausts the master and puts on it a core from outside the game, not one of the player's
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 1 exhausted cores
    And p1's wait zone II holds no cards and 1 core
    When p1 activates Core Boost
    Then p1's master has 1 core
    And p1's master is exhausted
    And p1's core zone has 2 active and 1 exhausted cores
    And p1's wait zone II has 1 core
    And p1 counts 4 cores toward the core victory
    And p2's master has 3 cores

  @clause:20-3b @clause:24-2b @needs:action.activate.core_boost
  Scenario: 20-3b The boosted core counts toward the core victory at once
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 6 active and 5 exhausted cores
    When p1 activates Core Boost
    Then p2 loses the game because of cores

  @clause:20-3b @needs:action.activate.core_boost
  Scenario Outline: 20-3b Core Boost needs an awakened, active master of the turn player
    Given a game on turn 3 in the main phase with p1 to play
    And <player>'s master has <master>
    When <player> tries to activate Core Boost
    Then the action is rejected citing one of the clauses <clauses>
    And <player>'s master has <cores> cores

    Examples:
      | player | master                       | cores | clauses              |
      | p1     | 0 cores                      | 0     | 20-3b                |
      | p1     | 2 cores                      | 2     | 20-3b                |
      | p1     | 0 cores, awakened, exhausted | 0     | 20-3b or 30-3        |
      | p2     | 0 cores, awakened            | 0     | 20-3b or 01-8        |

  @clause:20-3b @clause:30-3 @needs:action.activate.core_boost
  Scenario: 20-3b Core Boost is used once while the master stays exhausted, not a second time in the turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    When p1 activates Core Boost
    And p1 tries to activate Core Boost
    Then the action is rejected citing one of the clauses 20-3b or 30-3
    And p1's master has 1 core

  @clause:20-3c @clause:29-3 @needs:action.activate.grant_assault
  Scenario Outline: 20-3c A minion given Assault attacks in the turn it was deployed; another one still cannot
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a", incapacitated
    And p1's right lane holds "MIN" as "b", incapacitated
    And p2's centre lane holds "WALL" as "def"
    When p1 gives Assault to "a"
    Then p1's master is exhausted
    And "a" has the keyword "assault"
    And "b" does not have the keyword "assault"
    When p1 tries to attack "def" with "<attacker>"
    Then the action is <verdict>

    Examples:
      | attacker | verdict                     |
      | a        | accepted                    |
      | b        | rejected citing clause 29-1 |

  @clause:20-3c @clause:29-1 @needs:action.activate.grant_assault
  Scenario: 20-3c Without Assault given, a minion deployed this turn cannot attack
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a", incapacitated
    And p2's right lane holds "WALL" as "def"
    When p1 tries to attack "def" with "a"
    Then the action is rejected citing clause 29-1

  @clause:20-3c @needs:action.activate.grant_assault
  Scenario Outline: 20-3c Assault is given to one unit of the player's own field, the master and the lord included
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a", incapacitated
    And p1's lord area holds "LRD" as "l" with 1 core
    And p2's left lane holds "MIN" as "o"
    When p1 tries to give Assault to "<target>"
    Then the action is <verdict>

    Examples:
      | target    | verdict                      |
      | a         | accepted                     |
      | l         | accepted                     |
      | p1-master | accepted                     |
      | o         | rejected citing clause 20-3c |
      | p2-master | rejected citing clause 20-3c |

  @clause:20-3c @needs:action.activate.grant_assault
  Scenario Outline: 20-3c Giving Assault needs an awakened, active master of the turn player
    Given a game on turn 3 in the main phase with p1 to play
    And <player>'s master has <master>
    And <player>'s left lane holds "MIN" as "a", incapacitated
    When <player> tries to give Assault to "a"
    Then the action is rejected citing one of the clauses <clauses>
    And "a" does not have the keyword "assault"

    Examples:
      | player | master                       | clauses       |
      | p1     | 2 cores                      | 20-3c         |
      | p1     | 0 cores, awakened, exhausted | 20-3c or 30-3 |
      | p2     | 0 cores, awakened            | 20-3c or 01-8 |

  @clause:20-3c @clause:26-7 @needs:action.activate.grant_assault
  Scenario: 20-3c The given Assault lasts until the end of the turn only
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a", incapacitated
    When p1 gives Assault to "a"
    And the game is played on until p2's main phase of turn 4
    Then "a" does not have the keyword "assault"
    When the game is played on until p1's main phase of turn 5
    Then "a" does not have the keyword "assault"
