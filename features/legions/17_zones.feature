Feature: 17 Zones
  Each player has zones of their own, and a card only ever moves among its owner's zones. The deck is
  hidden from everyone, the hand is seen by its owner alone, and the field, the wait zones, the standby
  zone and face-up excluded cards are seen by both players; a card excluded face down is seen by nobody.
  A lane holds one card of its player, the leader zone (master and lord areas) stands in the centre lane,
  the standby zone holds two cards at most, and the wait zones and the exclusion zone have no limit. A
  played skill or arts card passes through the play zone: a skill then waits in the wait zone of its WT,
  an arts card is excluded face up.

  Background:
    Given the test cards:
      | id    | category | cost | cc | atk | hp | wt | keywords     |
      | MIN   | minion   | 1    |    | 2   | 3  | 2  |              |
      | OGRE  | minion   | 1    |    | 3   | 2  | 1  |              |
      | FIRST | minion   | 1    |    | 2   | 3  | 2  | first_strike |
      | SKL   | skill    | 1    |    |     |    | 3  |              |
      | ART   | arts     | 1    |    |     |    |    |              |
      | LRD   | lord     | 1    | 1  | 1   | 3  |    |              |

  @clause:17-10 @clause:26-3 @clause:17-12
  Scenario: 17-10 The leader zone is part of the field: the start phase readies the master and the lord with the minions
    Given a game on turn 3 in the start phase with p1 to play
    And p1's master has 2 cores, exhausted
    And p1's lord area holds "LRD" as "lord", exhausted
    And p1's left lane holds "MIN" as "m", exhausted
    When the game is started
    Then p1's master is not exhausted
    And "lord" is not exhausted
    And "m" is not exhausted

  @clause:17-2 @clause:17-11 @clause:17-17
  Scenario Outline: 17-2 The opponent's zones are their own: filling them leaves the same zones of the player free
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    And <opponent zone>
    When p1 tries to unlock "m" to <destination>
    Then the action is accepted

    Examples:
      | opponent zone                                | destination     |
      | p2's left lane holds "MIN" as "o"            | the left lane   |
      | p2's right lane holds "MIN" as "o"           | the left lane   |
      | p2's standby zone holds "SKL" and "SKL"      | standby         |

  @clause:17-3 @clause:12-2
  Scenario: 17-3 Minions broken in one battle each go to their own player's wait zone, never to the other side
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "a"
    And p2's centre lane holds "OGRE" as "d"
    When p1 attacks "d" with "a"
    Then p1's wait zone I holds "a"
    And p2's wait zone I holds "d"

  @clause:17-3 @clause:12-3
  Scenario: 17-3 A lord broken by the opponent's attack is excluded to its owner's zone, its cores to its owner's master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "a"
    And p2's lord area holds "LRD" as "l" with 2 cores
    When p1 attacks "l" with "a"
    Then p2's lord area is empty
    And p2's exclusion zone contains "l"
    And p1's exclusion zone does not contain "l"
    And p2's master has 5 cores
    And p1's master has 3 cores

  @clause:17-4 @clause:39-4
  Scenario: 17-4 A minion broken by first-strike damage leaves the field at once, mid-battle, and deals no damage
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "FIRST" as "att"
    And p2's centre lane holds "MIN" as "def" with 1 damage
    When p1 attacks "def" with "att"
    Then p2's centre lane is empty
    And p2's wait zone II holds "def"
    And "att" has 0 damage

  @clause:17-8
  Scenario: 17-8 The deck is hidden from both players, its owner too, and holds any number of cards
    Given a game on turn 3 in the main phase with p1 to play
    And p1's deck holds 60 cards of "FILL-01" from the top
    Then p1's deck has 60 cards
    And every card in p1's deck is known to nobody
    And every card in p2's deck is known to nobody

  @clause:17-9 @clause:17-8
  Scenario: 17-9 The hand is seen by its owner only, in either player's turn; a drawn card becomes its owner's alone
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's deck holds "MIN" as "d" and 3 cards of "FILL-01" from the top
    And p1's hand holds "SKL" as "h"
    And p2's hand holds "SKL" as "x" and "MIN" as "y"
    When the game is played on until the pending decision is "card_change"
    Then "d" and "h" in p1's hand are known to p1 only
    And "x" and "y" in p2's hand are known to p2 only

  @clause:17-9
  Scenario: 17-9 A hand has no size limit: twelve cards are kept through the end of the turn and a thirteenth is drawn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds 12 cards of "FILL-01"
    When the game is played on until p1's main phase of turn 5
    Then p1's hand has 13 cards
    And p1's exclusion zone has 0 cards

  @clause:17-11
  Scenario Outline: 17-11 A lane holds one card of its player: a minion cannot join a card already there
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    And p1's left lane holds "MIN" as "o"<state>
    When p1 tries to unlock "m" to the left lane
    Then the action is rejected citing clause 17-11
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "m", "to": "left"}
      """

    Examples:
      | state      |
      |            |
      | , reversed |

  @clause:17-11 @clause:27-5
  Scenario: 17-11 A minion cannot move into a lane of its player that already holds a card
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MIN" as "a"
    And p1's centre lane holds "MIN" as "b"
    When p1 tries to move "a" to the centre lane
    Then the action is rejected citing clause 17-11

  @clause:17-11 @clause:32-3
  Scenario: 17-11 With all three lanes taken a minion can wait in standby but goes to no lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    And p1's left lane holds "MIN" as "a"
    And p1's centre lane holds "MIN" as "b"
    And p1's right lane holds "MIN" as "c"
    Then the legal actions include:
      """
      {"type": "unlock", "card": "m", "to": "standby"}
      """
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "m", "to": "left"}
      """
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "m", "to": "centre"}
      """
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "m", "to": "right"}
      """

  @clause:17-12 @clause:18-5
  Scenario Outline: 17-12 A lord stands in the centre lane, so it reaches the opponent's minions of every lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's lord area holds "LRD" as "l" with 1 core
    And p2's <lane> lane holds "MIN" as "o"
    When p1 tries to attack "o" with "l"
    Then the action is accepted

    Examples:
      | lane   |
      | left   |
      | centre |
      | right  |

  @clause:17-13 @clause:25-3
  Scenario: 17-13 The master stands in its master area from the setup on, never in the deck or the hand
    Given a fresh game with seed 3
    When the game is played on until the pending decision is "main"
    Then p1's master area holds "M-RW"
    And p2's master area holds "M-RW"
    And p1's deck does not contain "M-RW"
    And p1's hand does not contain "M-RW"
    And p2's deck does not contain "M-RW"
    And p2's hand does not contain "M-RW"

  @clause:17-14 @clause:31-6
  Scenario: 17-14 The lord area holds one lord: a second lord cannot join it and can only be excluded face up
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's lord area holds "LRD" as "l" with 1 core
    And p1's hand holds "LRD" as "l2"
    When p1 tries to unlock "l2" to the lord area
    Then the action is rejected citing one of the clauses 17-14 or 32-5
    And the legal actions include:
      """
      {"type": "unlock", "card": "l2", "to": "exclude"}
      """
    When p1 unlocks "l2" to exclusion
    Then p1's lord area holds "l"
    And "l2" in p1's exclusion zone is face up

  @clause:17-16 @clause:12-2
  Scenario: 17-16 A wait zone takes any number of cards, face up and seen by both players
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "a"
    And p2's centre lane holds "MIN" as "d" with 1 damage
    And p2's wait zone II holds 6 cards of "FILL-01"
    When p1 attacks "d" with "a"
    Then p2's wait zone II has 7 cards
    And "d" in p2's wait zone II is not reversed
    And every card in p2's wait zone II is known to both players

  @clause:17-17
  Scenario Outline: 17-17 The standby zone holds two cards at most
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    And p1's standby zone holds <standby>
    When p1 tries to unlock "m" to standby
    Then the action is <verdict>

    Examples:
      | standby           | verdict                      |
      | "SKL"             | accepted                     |
      | "SKL" and "SKL"   | rejected citing clause 17-17 |

  @clause:17-17
  Scenario: 17-17 The standby zone is public: both players see its cards
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "MIN" as "m"
    When p1 unlocks "m" to standby
    Then every card in p1's standby zone is known to both players
    And the legal actions do not include:
      """
      {"type": "unlock", "card": "m"}
      """

  @clause:17-18 @clause:27-7 @clause:27-8
  Scenario Outline: 17-18 A card excluded without being told otherwise lies face up, seen by both players
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "SKL" as "s"
    And p1's left lane holds "MIN" as "f"
    When p1 <excludes>
    Then "<card>" in p1's exclusion zone is face up
    And "<card>" in p1's exclusion zone is known to both players

    Examples:
      | excludes                     | card |
      | excludes "s" from standby    | s    |
      | excludes "f" from the field  | f    |

  @clause:17-18 @clause:26-5a
  Scenario: 17-18 A card excluded face down is seen by nobody, its owner included
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "SKL" as "h"
    When p1 changes "h"
    Then "h" in p1's exclusion zone is face down
    And "h" in p1's exclusion zone is known to nobody

  @clause:17-19 @clause:32-4 @clause:32-6
  Scenario Outline: 17-19 A played skill or arts card passes through the play zone, then waits or is excluded face up
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "c"
    When p1 unlocks "c" to play
    Then p1's play zone has 0 cards
    And "c" in p1's <zone> is known to both players
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "c", "from": "hand", "to": "play"},
       {"event": "move", "card": "c", "from": "play", "to": "<to>"}]
      """

    Examples:
      | card | zone           | to        |
      | SKL  | wait zone III  | wait_III  |
      | ART  | exclusion zone | exclusion |

  @clause:17-19 @clause:27-3
  Scenario: 17-19 A skill played from the standby zone also passes through the play zone to the wait zone of its WT
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "SKL" as "s"
    When p1 plays "s" from standby to play
    Then p1's play zone has 0 cards
    And p1's wait zone III holds "s"
    And p1's standby zone has 0 cards
    And the log has these events in this strict order:
      """
      [{"event": "move", "card": "s", "from": "standby", "to": "play"},
       {"event": "move", "card": "s", "from": "play", "to": "wait_III"}]
      """
