Feature: 32 Playing cards
  A card unlocked and played at once, or played from the standby zone, is played there and then: it
  passes through the play zone and goes where its category sends it. A minion takes an empty lane of
  its player (none empty: it cannot be played); a skill goes to the wait zone its WT names; a lord takes
  the empty lord area with as many cores from the core zone as its core cost, exhausted cores first; an
  arts card is excluded.

  Background:
    Given the test cards:
      | id     | category | cost | atk | hp | wt | cc |
      | RED1   | minion   | 1    | 2   | 3  | 2  |    |
      | SKW1   | skill    | 1    |     |    | 1  |    |
      | SKW2   | skill    | 1    |     |    | 2  |    |
      | SKW3   | skill    | 1    |     |    | 3  |    |
      | SKW4   | skill    | 1    |     |    | 4  |    |
      | ARTS   | arts     | 1    |     |    |    |    |
      | CHIEF  | lord     | 1    | 3   | 4  |    | 2  |

  @clause:32-1 @clause:27-2
  Scenario: 32-1 An unlocked minion played at once is on the field as soon as the unlock is over
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RED1" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's left lane holds "h"
    And the pending decision is "main" for p1
    And the log has exactly one event:
      """
      {"event": "play", "player": "p1", "card": "h"}
      """

  @clause:32-1 @clause:27-3
  Scenario: 32-1 A standby card played is on the field as soon as the action is over
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "RED1" as "s"
    When p1 plays "s" from standby to the right lane
    Then p1's right lane holds "s"
    And p1's standby zone has 0 cards
    And the log has exactly one event:
      """
      {"event": "play", "player": "p1", "card": "s"}
      """

  @clause:32-1 @clause:31-5
  Scenario: 32-1 A card put in the standby zone is not played
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SKW2" as "h"
    When p1 unlocks "h" to standby
    Then the log does not have the event:
      """
      {"event": "play", "card": "h"}
      """
    And p1's wait zone II holds nothing

  @clause:32-2 @clause:17-19
  Scenario Outline: 32-2 A played card passes through the play zone on its way, and the play zone is empty afterwards
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 unlocks "h" to <to>
    Then the log has these events in this strict order:
      """
      [{"event": "move", "player": "p1", "card": "h", "from": "hand", "to": "play"},
       {"event": "move", "player": "p1", "card": "h", "from": "play", "to": "<zone>"}]
      """
    And p1's play zone has 0 cards

    Examples:
      | card  | to             | zone       |
      | RED1  | the left lane  | lane_left  |
      | SKW3  | play           | wait_III   |
      | ARTS  | play           | exclusion  |
      | CHIEF | the lord area  | lord       |

  @clause:32-3 @clause:17-11
  Scenario Outline: 32-3 A minion is played to an empty lane of its player, not to a taken one
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's centre lane holds "RED1" as "sitting"
    And p1's hand holds "RED1" as "h"
    When p1 tries to unlock "h" to the <lane> lane
    Then the action is <verdict>

    Examples:
      | lane   | verdict                                          |
      | left   | accepted                                         |
      | right  | accepted                                         |
      | centre | rejected citing one of the clauses 17-11 or 32-3 |

  @clause:32-3
  Scenario: 32-3 An occupied lane keeps its minion when another is refused there
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's centre lane holds "RED1" as "sitting"
    And p1's standby zone holds "RED1" as "s"
    When p1 tries to play "s" from standby to the centre lane
    Then the action is rejected citing one of the clauses 17-11 or 32-3
    And p1's centre lane holds "sitting"
    And p1's standby zone contains "s"

  @clause:32-3
  Scenario: 32-3 With every lane taken a minion cannot be played, from the hand or from standby
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's left lane holds "RED1" as "a"
    And p1's centre lane holds "RED1" as "b"
    And p1's right lane holds "RED1" as "c"
    And p1's standby zone holds "RED1" as "s"
    And p1's hand holds "RED1" as "h"
    Then the legal actions do not include:
      """
      {"type": "play_standby", "card": "s"}
      """
    And the legal actions include:
      """
      {"type": "unlock", "card": "h", "to": "standby", "player": "p1"}
      """
    When p1 tries to play "s" from standby to the left lane
    Then the action is rejected citing one of the clauses 32-3 or 17-11

  @clause:32-4 @clause:14-3j
  Scenario Outline: 32-4 A played skill goes to the wait zone its WT names
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 unlocks "h" to play
    Then p1's wait zone <zone> holds "h"
    And p1's hand does not contain "h"

    Examples:
      | card | zone |
      | SKW1 | I    |
      | SKW2 | II   |
      | SKW3 | III  |
      | SKW4 | IV   |

  @clause:32-4 @clause:27-3
  Scenario: 32-4 A skill played from the standby zone goes to the wait zone of its WT too
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "SKW3" as "s"
    When p1 plays "s" from standby to play
    Then p1's wait zone III holds "s"
    And p1's standby zone has 0 cards

  @clause:32-4
  Scenario: 32-4 A skill is not put onto a lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SKW2" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is rejected citing clause 32-3

  @clause:32-5 @clause:07-3 @clause:30-5
  Scenario Outline: 32-5 A played lord takes the empty lord area and its core cost in cores from the core zone, exhausted ones first
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds <active> active and <exhausted> exhausted cores
    And p1's hand holds "CHIEF" as "lord"
    When p1 unlocks "lord" to the lord area
    Then p1's lord area holds "lord"
    And "lord" carries 2 cores
    And p1's core zone has <active after> active and <exhausted after> exhausted cores
    And p1 counts <count> cores toward the core victory

    Examples:
      | active | exhausted | active after | exhausted after | count |
      | 3      | 0         | 1            | 0               | 3     |
      | 2      | 2         | 1            | 1               | 4     |
      | 1      | 1         | 0            | 0               | 2     |

  @clause:32-5
  Scenario: 32-5 A lord cannot be played while the lord area holds a lord
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's lord area holds "CHIEF" as "old" with 2 cores
    And p1's hand holds "CHIEF" as "h"
    When p1 tries to unlock "h" to the lord area
    Then the action is rejected citing clause 32-5
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "h", "to": "lord"}
      """

  @clause:32-6 @clause:38-7
  Scenario: 32-6 A played arts card is excluded face up, not put in a wait zone
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "ARTS" as "h"
    When p1 unlocks "h" to play
    Then p1's exclusion zone contains "h"
    And "h" in p1's exclusion zone is face up
    And p1's wait zone I holds nothing
    And p1's hand does not contain "h"
    And the log has the event:
      """
      {"event": "move", "player": "p1", "card": "h", "from": "play", "to": "exclusion"}
      """
