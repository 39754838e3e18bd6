Feature: 07 Cores and master points
  Only cores in the core zone are active or exhausted. Cores arriving there are active; cores taken out
  of it leave the exhausted ones first. Each active core exhausted gives its player one master point,
  and master points from any other source are spent and lost in the same way.

  Background:
    Given the test cards:
      | id     | category | cost | atk | hp | wt | cc |
      | CHEAP  | minion   | 1    | 1   | 1  | 1  |    |
      | DEAR   | minion   | 2    | 1   | 1  | 1  |    |
      | THREE  | minion   | 3    | 1   | 1  | 1  |    |
      | FOUR   | minion   | 4    | 1   | 1  | 1  |    |
      | CHIEF  | lord     | 0    | 2   | 4  |    | 2  |
      | BARON  | lord     | 1    | 2   | 4  |    | 2  |

  @clause:07-2 @clause:31-4
  Scenario Outline: 07-2 Cores outside the core zone are neither active nor exhausted, so they pay nothing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has <master> cores
    And <cores>
    And p1's hand holds "CHEAP" as "card"
    When p1 tries to unlock "card" to the left lane
    Then the action is <verdict>

    Examples:
      | master | cores                                                  | verdict                      |
      | 3      | p1's core zone holds 0 active and 0 exhausted cores    | rejected citing clause 31-4  |
      | 0      | p1's wait zone I holds no cards and 3 cores            | rejected citing clause 31-4  |
      | 0      | p1's lord area holds "CHIEF" as "chief" with 3 cores   | rejected citing clause 31-4  |
      | 0      | p1's core zone holds 0 active and 3 exhausted cores    | rejected citing clause 31-4  |
      | 0      | p1's core zone holds 1 active and 0 exhausted cores    | accepted                     |

  @clause:07-3 @clause:28-1
  Scenario: 07-3 Cores coming into the core zone arrive active, whatever the zone already holds
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 0 active and 2 exhausted cores
    And p1's wait zone I holds no cards and 2 cores
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And p1's core zone has 2 active and 2 exhausted cores
    And p1's wait zone I has 0 cores

  @clause:07-3 @clause:32-5
  Scenario Outline: 07-3 Cores leaving the core zone for a lord take the exhausted ones first, then active ones
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds <active> active and <exhausted> exhausted cores
    And p1's hand holds "CHIEF" as "chief"
    When p1 unlocks "chief" to the lord area
    Then "chief" carries 2 cores
    And p1's core zone has <active after> active and <exhausted after> exhausted cores

    Examples:
      | active | exhausted | active after | exhausted after |
      | 3      | 3         | 3            | 1               |
      | 3      | 2         | 3            | 0               |
      | 3      | 1         | 2            | 0               |
      | 3      | 0         | 1            | 0               |

  @clause:07-3 @clause:07-4 @clause:32-5
  Scenario: 07-3 A core just exhausted to pay a lord's MP cost is among the first to leave for its core cost
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "BARON" as "baron"
    When p1 unlocks "baron" to the lord area
    Then "baron" carries 2 cores
    And p1's core zone has 1 active and 0 exhausted cores

  @clause:07-4 @clause:30-2
  Scenario Outline: 07-4 Paying exhausts exactly one active core per master point, and only the payer's cores
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p2's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "<card>" as "card"
    When p1 unlocks "card" to the left lane
    Then p1's core zone has <active> active and <exhausted> exhausted cores
    And p1 has 0 unspent MP
    And p2's core zone has 3 active and 0 exhausted cores

    Examples:
      | card  | active | exhausted |
      | CHEAP | 2      | 1         |
      | DEAR  | 1      | 2         |
      | THREE | 0      | 3         |

  @clause:07-4 @clause:31-4
  Scenario: 07-4 Three active cores give three master points, not four
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 2 exhausted cores
    And p1's hand holds "FOUR" as "card"
    Then p1 can raise 3 MP
    When p1 tries to unlock "card" to the left lane
    Then the action is rejected citing clause 31-4
    And the game state is unchanged

  @clause:07-6 @clause:31-4
  Scenario Outline: 07-6 Master points gained otherwise than from cores pay costs like those from cores, alone or together
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has <mp> unspent MP
    And p1's core zone holds <active> active and 0 exhausted cores
    And p1's hand holds "DEAR" as "card"
    When p1 tries to unlock "card" to the left lane
    Then the action is <verdict>

    Examples:
      | mp | active | verdict                      |
      | 2  | 0      | accepted                     |
      | 1  | 1      | accepted                     |
      | 1  | 0      | rejected citing clause 31-4  |

  @clause:07-6 @clause:26-7
  Scenario: 07-6 Master points gained otherwise than from cores are lost at the end of the turn like those from cores
    Given a game on turn 3 in the main phase with p1 to play
    And p1 has 2 unspent MP
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And p1 has 0 unspent MP
