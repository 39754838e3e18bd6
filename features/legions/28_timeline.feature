Feature: 28 The timeline
  In the turn player's end phase their timeline moves on: the cards of wait zone I go to the standby
  zone (those that do not fit are excluded) and its cores to the core zone, then every other wait zone
  moves one step closer.

  @clause:28-1
  Scenario: 28-1 Each wait zone moves one step toward the standby zone, cards and cores alike
    Given a game on turn 3 in the main phase with p1 to play
    And p1's wait zone I holds "FILL-01" as "one" and 1 core
    And p1's wait zone II holds "FILL-02" as "two" and 1 core
    And p1's wait zone III holds "FILL-03" as "three"
    And p1's wait zone IV holds "FILL-04" as "four"
    And p1's core zone holds 0 active and 0 exhausted cores
    When p1 ends the main phase
    Then p1's standby zone contains "one"
    And p1's wait zone I holds "two"
    And p1's wait zone II holds "three"
    And p1's wait zone III holds "four"
    And p1's wait zone IV holds nothing
    And p1's wait zone I has 1 core
    And p1's wait zone II has 0 cores

  @clause:28-1
  Scenario: 28-1 Only the turn player's timeline moves in their end phase
    Given a game on turn 3 in the main phase with p1 to play
    And p2's wait zone II holds "FILL-02" as "waiting" and 1 core
    When p1 ends the main phase
    Then p2's wait zone II holds "waiting"
    And p2's wait zone II has 1 core

  @clause:28-1 @clause:17-17
  Scenario: 28-1 With the standby zone full the turn player keeps what fits and the rest is excluded
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then the pending decision is "choose_standby" for p1
    When p1 keeps "b" for standby
    Then p1's standby zone contains "b"
    And p1's standby zone does not contain "a"
    And p1's exclusion zone contains "a"
    And p1's standby zone has 2 cards

  @clause:28-1 @clause:16-3
  Scenario: 28-1 A reversed card of wait zone I is turned open as it moves to the standby zone
    Given a game on turn 3 in the main phase with p1 to play
    And p1's wait zone I holds "FILL-01" as "hidden" and "FILL-02" as "shown"
    And "hidden" in p1's wait zone I is reversed
    And p1's wait zone II holds "FILL-03" as "later"
    And "later" in p1's wait zone II is reversed
    When p1 ends the main phase
    Then p1's standby zone contains "hidden"
    And "hidden" in p1's standby zone is not reversed
    And "shown" in p1's standby zone is not reversed
    And p1's wait zone I holds "later"
    And "later" in p1's wait zone I is reversed
