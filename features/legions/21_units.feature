Feature: 21 Units
  Only a master, lord or minion card on the field is a unit, and only a unit can be dealt damage: a card
  in the standby zone, a wait zone or the hand, or a reversed card, is no target for an attack. An effect
  given to a unit ends as soon as the unit leaves the field.

  Background:
    Given the test cards:
      | id   | category | cost | atk | hp | wt |
      | MIN  | minion   | 1    | 2   | 3  | 2  |
      | SKL  | skill    | 1    |     |    | 2  |

  @clause:21-1 @clause:16-3e @needs:ability
  Scenario: 21-1 A minion card off the field, or reversed on it, is no unit: counting "your minions" finds only the open one on the field
    Given the test cards:
      | id    | category | cost | wt |
      | COUNT | skill    | 0    | 2  |
    And the card "COUNT" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
        "amount": {"count": "minions", "side": "self"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "COUNT" as "c" and "MIN" as "inhand"
    And p1's left lane holds "MIN" as "unit"
    And p1's right lane holds "MIN" as "facedown", reversed
    And p1's standby zone holds "MIN" as "waiting"
    And p1's wait zone II holds "MIN" as "later"
    When p1 unlocks "c" to play
    Then p2's life is 19

  @clause:21-3 @clause:34-4
  Scenario Outline: 21-3 Only a unit can be attacked and dealt damage: not a card outside the field, nor a reversed card
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "MIN" as "att"
    And p2's standby zone holds "MIN" as "sb"
    And p2's wait zone II holds "MIN" as "wt"
    And p2's hand holds "MIN" as "hd"
    And p2's left lane holds "MIN" as "rev", reversed
    When p1 tries to attack "<target>" with "att"
    Then the action is <verdict>

    Examples:
      | target    | verdict                                        |
      | sb        | rejected citing one of the clauses 21-3 or 34-4 |
      | wt        | rejected citing one of the clauses 21-3 or 34-4 |
      | hd        | rejected citing one of the clauses 21-3 or 34-4 |
      | rev       | rejected citing one of the clauses 21-3, 34-4 or 16-3e |
      | p2-master | accepted                                       |

  @clause:21-3 @clause:11-2
  Scenario: 21-3 The master is a unit: the damage dealt to it is taken from its player's life
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "MIN" as "att"
    When p1 attacks "p2-master" with "att"
    Then p2's life is 18
    And "att" has 0 damage

  @clause:21-4 @clause:20-3c @needs:action.activate.grant_assault
  Scenario: 21-4 Assault given to a minion ends when the minion leaves the field, not at the end of the turn
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a", incapacitated
    When p1 gives Assault to "a"
    And p1 excludes "a" from the field
    Then the log has these events in this strict order:
      """
      [{"event": "keyword", "card": "a", "keyword": "assault"},
       {"event": "expire", "card": "a", "keyword": "assault"},
       {"event": "move", "card": "a", "to": "exclusion"}]
      """
    When p1 ends the main phase
    Then the log has exactly 1 event like:
      """
      {"event": "expire", "card": "a"}
      """

  @clause:21-4 @clause:20-3c @needs:action.activate.grant_assault
  Scenario: 21-4 Assault given to a minion broken in battle ends as it leaves the field
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's centre lane holds "MIN" as "a", incapacitated with 1 damage
    And p2's centre lane holds "MIN" as "d" with 1 damage
    When p1 gives Assault to "a"
    And p1 attacks "d" with "a"
    Then p1's wait zone II holds "a"
    And the log has these events in this strict order:
      """
      [{"event": "break", "card": "a"},
       {"event": "expire", "card": "a", "keyword": "assault"},
       {"event": "move", "card": "a", "from": "lane_centre", "to": "wait_II"}]
      """

  @clause:21-4 @clause:35-10 @clause:38-6 @needs:action.activate.grant_assault @needs:ability
  Scenario: 21-4 A minion that leaves the field and comes back in the same turn comes back without its Assault, whose end is logged once
    Given the test cards:
      | id     | category | cost | wt |
      | RECALL | skill    | 0    | 2  |
    And the card "RECALL" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all"}, "to": "wait"},
       {"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "left"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "a"
    And p1's hand holds "RECALL" as "r"
    When p1 gives Assault to "a"
    And p1 unlocks "r" to play
    Then p1's left lane holds "a"
    And "a" does not have the keyword "assault"
    And the log has these events in this strict order:
      """
      [{"event": "keyword", "card": "a", "keyword": "assault"},
       {"event": "expire", "card": "a", "keyword": "assault"},
       {"event": "move", "card": "a", "to": "wait_II"},
       {"event": "move", "card": "a", "to": "lane_left"}]
      """
    When p1 ends the main phase
    Then the log has exactly 1 event like:
      """
      {"event": "expire", "card": "a"}
      """
