Feature: 31 Unlocking cards
  Unlocking a card of the hand checks the master's mode (arts and lords need an awakened master), then
  the colour symbols (a single-symbol card of a colour the master lacks costs 1 MP more, a
  double-symbol card needs both its colours on the master), then pays the cost in MP, and last puts the
  card into play, or a skill or minion into a free standby slot; a card that can go neither way is
  excluded. The test master M-RW is red and white.

  Background:
    Given the test cards:
      | id     | category | colors       | cost | atk | hp | wt | cc |
      | RED1   | minion   | red          | 1    | 2   | 3  | 2  |    |
      | WHITE1 | minion   | white        | 1    | 2   | 3  | 2  |    |
      | GREEN1 | minion   | green        | 1    | 2   | 3  | 2  |    |
      | RW2    | minion   | red, white   | 1    | 2   | 3  | 2  |    |
      | RG2    | minion   | red, green   | 1    | 2   | 3  | 2  |    |
      | GB2    | minion   | green, black | 1    | 2   | 3  | 2  |    |
      | FREE   | minion   | red          | 0    | 1   | 1  | 1  |    |
      | DEAR3  | minion   | red          | 3    | 4   | 4  | 3  |    |
      | SPELL  | skill    | red          | 1    |     |    | 2  |    |
      | ARTS   | arts     | red          | 1    |     |    |    |    |
      | CHIEF  | lord     | red          | 1    | 3   | 4  |    | 1  |
      | GARTS  | arts     | green        | 1    |     |    |    |    |

  @clause:31-1 @clause:31-2 @clause:31-3 @clause:31-4
  Scenario Outline: 31-1 The checks run in order: mode, then colour, then cost; the first one failing refuses the unlock
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has <master>
    And p1's core zone holds 0 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to <to>
    Then the action is rejected citing clause <clause>

    Examples:
      | master             | card  | to            | clause |
      | 2 cores            | GARTS | play          | 31-2   |
      | 0 cores, awakened  | GB2   | the left lane | 31-3   |
      | 0 cores, awakened  | GARTS | play          | 31-4   |

  @clause:31-1 @clause:31-5
  Scenario: 31-1 The card goes to its place only after its cost is paid
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RED1" as "h"
    When p1 unlocks "h" to standby
    Then the log has these events in this strict order:
      """
      [{"event": "unlock", "player": "p1", "card": "h"},
       {"event": "pay", "player": "p1", "mp": 1},
       {"event": "move", "player": "p1", "card": "h", "from": "hand", "to": "standby"}]
      """

  @clause:31-2 @clause:15-5 @clause:15-6
  Scenario Outline: 31-2 A normal master unlocks skills and minions only; an awakened one arts and lords as well
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has <master>
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to <to>
    Then the action is <verdict>

    Examples:
      | master            | card  | to            | verdict                     |
      | 2 cores           | RED1  | the left lane | accepted                    |
      | 2 cores           | SPELL | play          | accepted                    |
      | 2 cores           | ARTS  | play          | rejected citing clause 31-2 |
      | 2 cores           | CHIEF | the lord area | rejected citing clause 31-2 |
      | 0 cores, awakened | RED1  | the left lane | accepted                    |
      | 0 cores, awakened | SPELL | play          | accepted                    |
      | 0 cores, awakened | ARTS  | play          | accepted                    |
      | 0 cores, awakened | CHIEF | the lord area | accepted                    |

  @clause:31-3 @clause:31-4
  Scenario Outline: 31-3 Either colour of the master pays the card's cost; another single colour costs 1 MP more
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds <active> active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is <verdict>

    Examples:
      | card   | active | verdict                                         |
      | RED1   | 1      | accepted                                        |
      | WHITE1 | 1      | accepted                                        |
      | GREEN1 | 2      | accepted                                        |
      | GREEN1 | 1      | rejected citing one of the clauses 31-3 or 31-4 |

  @clause:31-3
  Scenario: 31-3 The extra MP of an off-colour card is paid with its cost
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "GREEN1" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's core zone has 1 active and 2 exhausted cores
    And p1's left lane holds "h"

  @clause:31-3 @clause:13-2
  Scenario Outline: 31-3 A double-symbol card is unlocked only by a master holding both its colours, at no extra cost
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds <active> active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is <verdict>

    Examples:
      | card | active | verdict                     |
      | RW2  | 1      | accepted                    |
      | RG2  | 5      | rejected citing clause 31-3 |
      | GB2  | 5      | rejected citing clause 31-3 |

  @clause:31-4 @clause:30-2
  Scenario Outline: 31-4 Unlocking costs as many MP as the card's cost: enough MP unlock it, one fewer does not
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to the left lane
    Then the action is <verdict>
    And p1's core zone has <active> active and <exhausted> exhausted cores

    Examples:
      | card  | verdict                     | active | exhausted |
      | FREE  | accepted                    | 2      | 0         |
      | RED1  | accepted                    | 1      | 1         |
      | DEAR3 | rejected citing clause 31-4 | 2      | 0         |

  @clause:31-4
  Scenario: 31-4 A card costing exactly all the MP available is unlocked
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "DEAR3" as "h"
    When p1 unlocks "h" to the left lane
    Then p1's core zone has 0 active and 3 exhausted cores
    And p1's left lane holds "h"

  @clause:31-5 @clause:17-17
  Scenario Outline: 31-5 A skill or minion may wait in the standby zone instead of being played; an arts card or a lord may not
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "<card>" as "h"
    When p1 tries to unlock "h" to standby
    Then the action is <verdict>

    Examples:
      | card  | verdict                     |
      | RED1  | accepted                    |
      | SPELL | accepted                    |
      | ARTS  | rejected citing clause 31-5 |
      | CHIEF | rejected citing clause 31-5 |

  @clause:31-5 @clause:33-3
  Scenario: 31-5 A minion put in the standby zone is paid for but not on the field
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "RED1" as "h"
    When p1 unlocks "h" to standby
    Then p1's standby zone contains "h"
    And p1's hand does not contain "h"
    And p1's core zone has 0 active and 1 exhausted core
    And p1's left lane is empty
    And p1's centre lane is empty
    And p1's right lane is empty

  @clause:31-5 @clause:17-17
  Scenario Outline: 31-5 The standby zone holds two cards: a third cannot wait there
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's standby zone holds <standby>
    And p1's hand holds "RED1" as "h"
    When p1 tries to unlock "h" to standby
    Then the action is <verdict>

    Examples:
      | standby                                 | verdict                                          |
      | "SPELL" as "s1"                         | accepted                                         |
      | "SPELL" as "s1" and "SPELL" as "s2"     | rejected citing one of the clauses 17-17 or 31-5 |

  @clause:31-6 @clause:38-7
  Scenario: 31-6 A minion with no empty lane and no free standby slot is excluded once its cost is paid
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's left lane holds "RED1" as "a"
    And p1's centre lane holds "RED1" as "b"
    And p1's right lane holds "RED1" as "c"
    And p1's standby zone holds "SPELL" as "s1" and "SPELL" as "s2"
    And p1's hand holds "RED1" as "h"
    Then the legal actions include:
      """
      {"type": "unlock", "card": "h", "to": "exclude", "player": "p1"}
      """
    When p1 unlocks "h" to exclusion
    Then p1's exclusion zone contains "h"
    And p1's hand does not contain "h"
    And p1's core zone has 0 active and 1 exhausted core

  @clause:31-6 @clause:32-3
  Scenario: 31-6 A minion that still has an empty lane is not excluded by unlocking it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's left lane holds "RED1" as "a"
    And p1's centre lane holds "RED1" as "b"
    And p1's standby zone holds "SPELL" as "s1" and "SPELL" as "s2"
    And p1's hand holds "RED1" as "h"
    Then the legal actions do not include:
      """
      {"type": "unlock", "card": "h", "to": "exclude"}
      """
    When p1 tries to unlock "h" to exclusion
    Then the action is rejected citing clause 31-6

  @clause:31-6 @clause:31-5
  Scenario: 31-6 A minion that can still wait in the standby zone is not excluded by unlocking it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's left lane holds "RED1" as "a"
    And p1's centre lane holds "RED1" as "b"
    And p1's right lane holds "RED1" as "c"
    And p1's standby zone holds "SPELL" as "s1"
    And p1's hand holds "RED1" as "h"
    Then the legal actions do not include:
      """
      {"type": "unlock", "card": "h", "to": "exclude"}
      """
    When p1 tries to unlock "h" to exclusion
    Then the action is rejected citing clause 31-6

  @clause:31-6 @clause:31-5 @clause:32-5
  Scenario: 31-6 A lord whose lord area is taken cannot wait in standby, so it is excluded
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's lord area holds "CHIEF" as "old" with 1 core
    And p1's hand holds "CHIEF" as "h"
    When p1 unlocks "h" to exclusion
    Then p1's exclusion zone contains "h"
    And p1's lord area holds "old"

  @clause:31-6 @clause:31-4
  Scenario: 31-6 A card with nowhere to go still needs its cost paid to be unlocked and excluded
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 0 active and 1 exhausted core
    And p1's left lane holds "RED1" as "a"
    And p1's centre lane holds "RED1" as "b"
    And p1's right lane holds "RED1" as "c"
    And p1's standby zone holds "SPELL" as "s1" and "SPELL" as "s2"
    And p1's hand holds "RED1" as "h"
    When p1 tries to unlock "h" to exclusion
    Then the action is rejected citing clause 31-4

  @clause:31-7 @clause:38-17 @needs:ability
  Scenario Outline: 31-7 A card unlocked by an effect skips the colour check and the cost: <card> with no MP at all
    Given the test cards:
      | id   | category | colors | cost | wt |
      | CALL | skill    | red    | 0    | 2  |
    And the card "CALL" has the play-time effects:
      """
      [{"do": "unlock", "target": {"select": "choose", "zone": "hand", "filter": {"category": ["minion"]}}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 0 active and 0 exhausted cores
    And p1's hand holds "CALL" as "c" and "<card>" as "u"
    When p1 unlocks "c" to play
    And p1 sends the unlocked card to the left lane
    Then p1's left lane holds "u"
    And p1's core zone has 0 active and 0 exhausted cores
    And the log has the event:
      """
      {"event": "unlock", "player": "p1", "card": "u"}
      """

    Examples:
      | card  |
      | GREEN1 |
      | GB2    |
      | DEAR3  |
      | RED1   |

  @clause:31-7 @clause:31-2 @clause:38-17 @needs:ability
  Scenario: 31-7 Unlocking by an effect still checks the master's mode: a lord stays in the hand of a normal master
    Given the test cards:
      | id   | category | colors | cost | wt |
      | CALL | skill    | red    | 0    | 2  |
    And the card "CALL" has the play-time effects:
      """
      [{"do": "unlock", "target": {"select": "choose", "zone": "hand", "filter": {"category": ["lord"]}}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "CALL" as "c" and "CHIEF" as "l"
    When p1 unlocks "c" to play
    Then p1's hand contains "l"
    And p1's lord area is empty
    And the pending decision is "main" for p1
