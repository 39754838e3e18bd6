Feature: 30 Costs
  Every cost of an action is paid in full when the action is declared, before anything of it is carried
  out. MP are paid from master points: unspent ones and one for each active core exhausted; exhausted
  cores give none, and the MP paid are gone. An exhaust cost turns an active card exhausted, so an
  exhausted card cannot pay it.

  Background:
    Given the test cards:
      | id      | category | cost | atk | hp | wt | cc |
      | CHEAP   | minion   | 1    | 2   | 3  | 2  |    |
      | DEAR    | minion   | 2    | 2   | 3  | 2  |    |
      | CHIEF   | lord     | 1    | 3   | 4  |    | 3  |

  @clause:30-1 @clause:31-1
  Scenario: 30-1 The cost is paid when the unlock is declared, before the card is played
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "DEAR" as "h"
    When p1 unlocks "h" to the left lane
    Then the log has these events in this strict order:
      """
      [{"event": "pay", "player": "p1", "mp": 2},
       {"event": "play", "player": "p1", "card": "h"},
       {"event": "move", "player": "p1", "card": "h", "to": "lane_left"}]
      """

  @clause:30-1 @clause:32-5 @clause:30-5
  Scenario Outline: 30-1 A lord whose core cost cannot be taken from the core zone cannot be unlocked to be played at all
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds <active> active and 0 exhausted cores
    And p1's hand holds "CHIEF" as "lord"
    When p1 tries to unlock "lord" to the lord area
    Then the action is <verdict>

    Examples:
      | active | verdict                     |
      | 3      | accepted                    |
      | 2      | rejected citing clause 30-1 |

  @clause:30-2 @clause:31-4 @clause:07-4
  Scenario Outline: 30-2 MP are paid in full from active cores; exhausted cores pay nothing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds <active> active and <exhausted> exhausted cores
    And p1's hand holds "DEAR" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is <verdict>

    Examples:
      | active | exhausted | verdict                                         |
      | 2      | 0         | accepted                                        |
      | 3      | 0         | accepted                                        |
      | 1      | 0         | rejected citing one of the clauses 30-2 or 31-4 |
      | 1      | 5         | rejected citing one of the clauses 30-2 or 31-4 |

  @clause:30-2 @clause:07-4
  Scenario: 30-2 Paying exhausts exactly as many active cores as the cost asks for
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 1 exhausted cores
    And p1's hand holds "DEAR" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's core zone has 1 active and 3 exhausted cores
    And p1 can raise 1 MP

  @clause:30-2 @clause:07-6
  Scenario: 30-2 Unspent MP pay a cost, alone or together with active cores
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has 1 unspent MP
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "DEAR" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is accepted
    And p1 can raise 0 MP

  @clause:30-2
  Scenario: 30-2 MP once paid are spent: they cannot pay a second cost
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has 2 unspent MP
    And p1's core zone holds 0 active and 0 exhausted cores
    And p1's hand holds "DEAR" as "first" and "CHEAP" as "second"
    When p1 unlocks "first" to the left lane
    Then p1 has 0 unspent MP
    When p1 tries to unlock "second" to the centre lane
    Then the action is rejected citing one of the clauses 30-2 or 31-4

  @clause:30-2 @clause:07-4 @clause:27-1
  Scenario: 30-2 Unspent MP are spent before any core is exhausted
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has 1 unspent MP
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "DEAR" as "h"
    When p1 unlocks "h" to the left lane
    Then p1 has 0 unspent MP
    And p1's core zone has 1 active and 1 exhausted cores

  @clause:30-3 @clause:20-3b @clause:20-3c @needs:action.activate.core_boost @needs:action.activate.grant_assault
  Scenario Outline: 30-3 An exhausted master cannot pay the exhaust cost of its ability
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 1 core, awakened, exhausted
    And p1's left lane holds "CHEAP" as "mine"
    When p1 tries to <action>
    Then the action is rejected citing clause 30-3

    Examples:
      | action                  |
      | activate Core Boost     |
      | give Assault to "mine"  |

  @clause:30-3 @clause:20-3c @needs:action.activate.grant_assault
  Scenario: 30-3 Paying the exhaust cost turns the active master exhausted
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 1 core, awakened
    And p1's left lane holds "CHEAP" as "mine"
    When p1 gives Assault to "mine"
    Then p1's master is exhausted
    And "mine" is not exhausted
