Feature: 16 Card states
  A card on the field is active or exhausted, and a skill, arts, minion or lord card in a public zone may
  lie reversed (face down). A reversed card keeps being active or exhausted, anyone may look at it, and it
  has lost its name, its printed abilities and its category: it is a bare card, neither minion nor lord,
  so it does not attack, move, block, or stand as a target of text about units; its cost counts as 0. A
  face-down card in a hidden zone (the deck, a face-down exclusion) is not a reversed card.

  Background:
    Given the test cards:
      | id    | category | cost | atk | hp | wt | keywords     |
      | MIN   | minion   | 2    | 2   | 3  | 2  | haste        |
      | FIRST | minion   | 1    | 2   | 3  | 2  | first_strike |
      | BLADE | minion   | 1    | 2   | 3  | 2  |              |
      | SKL   | skill    | 1    |     |    | 2  |              |
      | HEAVY | minion   | 3    | 3   | 4  | 2  |              |
      | SWEEP | skill    | 0    |     |    | 2  |              |

  @clause:16-3a @clause:27-7
  Scenario Outline: 16-3a A reversed card is still active or exhausted: only an active one can be excluded from the field
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MIN" as "r", reversed<state>
    Then "r" in p1's field is reversed
    And "r" is <shown>
    When p1 tries to exclude "r" from the field
    Then the action is <verdict>

    Examples:
      | state       | shown         | verdict                      |
      |             | not exhausted | accepted                     |
      | , exhausted | exhausted     | rejected citing clause 27-7  |

  @clause:16-3a @clause:26-3
  Scenario: 16-3a An exhausted reversed card is readied in its owner's start phase like any other card
    Given a game on turn 3 in the start phase with p1 to play
    And p1's left lane holds "MIN" as "r", reversed, exhausted
    When the game is played on until p1's main phase of turn 3
    Then "r" is not exhausted
    And the log has the event:
      """
      {"event": "ready", "player": "p1", "card": "r"}
      """

  @clause:16-3b
  Scenario Outline: 16-3b A reversed card in a public zone may be looked at by both players
    Given a game on turn 3 in the main phase with p1 to play
    And <owner>'s left lane holds "MIN" as "f", reversed
    And <owner>'s standby zone holds "SKL" as "s"
    And "s" in <owner>'s standby zone is reversed
    And <owner>'s wait zone II holds "BLADE" as "w"
    And "w" in <owner>'s wait zone II is reversed
    Then "f" in <owner>'s field is known to both players
    And "s" in <owner>'s standby zone is known to both players
    And "w" in <owner>'s wait zone II is known to both players
    And "s" in <owner>'s standby zone is reversed
    And "w" in <owner>'s wait zone II is reversed

    Examples:
      | owner |
      | p1    |
      | p2    |

  @clause:16-3c @clause:26-3
  Scenario: 16-3c A reversed minion has lost its printed keyword, ATK and HP; turned open it has them again
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "MIN" as "r", reversed
    Then "r" shows no ATK and no HP
    And "r" does not have the keyword "haste"
    When the game is played on until p1's main phase of turn 5
    Then "r" in p1's field is not reversed
    And "r" has ATK 2 and HP 3
    And "r" has the keyword "haste"

  @clause:16-3c @clause:39-4
  Scenario: 16-3c A reversed card opened in the start phase strikes first again: its printed First Strike is back
    Given a game on turn 3 in the start phase with p1 to play
    And p1's centre lane holds "FIRST" as "r", reversed
    And p2's centre lane holds "BLADE" as "def" with 1 damage
    When the game is played on until p1's main phase of turn 3
    And p1 attacks "def" with "r"
    Then p2's centre lane is empty
    And "r" has 0 damage

  @clause:16-3e @clause:27-4
  Scenario Outline: 16-3e A reversed card has no category: it is no minion to attack, move or give Assault to
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's left lane holds "MIN" as "r", reversed
    When p1 tries to <act>
    Then the action is rejected citing one of the clauses <clauses>

    Examples:
      | act                            | clauses              |
      | attack "p2-master" with "r"    | 16-3e or 27-4        |
      | move "r" to the centre lane    | 16-3e or 27-5        |
      | give Assault to "r"            | 16-3e or 20-3c       |

  @clause:16-3e @clause:27-3
  Scenario: 16-3e A reversed standby card has no category, so it cannot be played; it may still be excluded
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "BLADE" as "s"
    And "s" in p1's standby zone is reversed
    When p1 tries to play "s" from standby to the left lane
    Then the action is rejected citing one of the clauses 16-3e or 27-3
    And the legal actions do not include:
      """
      {"type": "play_standby", "card": "s"}
      """
    When p1 tries to exclude "s" from standby
    Then the action is accepted

  @clause:16-3e @clause:34-6
  Scenario Outline: 16-3e A reversed card in the opponent's lane neither blocks nor can be attacked
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "BLADE" as "att"
    And p2's right lane holds "MIN" as "o", reversed
    When p1 tries to attack "<target>" with "att"
    Then the action is <verdict>

    Examples:
      | target    | verdict                                             |
      | p2-master | accepted                                            |
      | o         | rejected citing one of the clauses 16-3e, 21-3 or 34-4 |

  @clause:16-3f @clause:26-5a
  Scenario: 16-3f A card drawn from the face-down deck or excluded face down is not reversed
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's deck holds "MIN" as "d" and 3 cards of "FILL-01" from the top
    And p1's hand holds "SKL" as "h"
    And p1's core zone holds 2 active and 0 exhausted cores
    When p1 changes "h"
    Then "h" in p1's exclusion zone is face down
    And "h" in p1's exclusion zone is not reversed
    And "d" in p1's hand is not reversed
    When p1 unlocks "d" to the left lane
    Then p1's core zone has 0 active and 2 exhausted cores
    And "d" in p1's field is not reversed
    And "d" has ATK 2 and HP 3

  @clause:16-3d @clause:14-3f @needs:ability
  Scenario Outline: 16-3d A reversed card's cost is 0, its open twin's the printed 3: "<filter>" on the field
    Given the card "SWEEP" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "side": "opponent", "reversed": true, "filter": {<filter>}},
        "to": "hand"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SWEEP" as "w"
    And p2's left lane holds "HEAVY" as "r", reversed
    And p2's right lane holds "HEAVY" as "o"
    When p1 unlocks "w" to play
    Then p2's hand <reversed one> "r"
    And p2's hand <open one> "o"

    Examples:
      | filter          | reversed one     | open one         |
      | "max_cost": 0   | contains         | does not contain |
      | "max_cost": 1   | contains         | does not contain |
      | "max_cost": 2   | contains         | does not contain |
      | "max_cost": 3   | contains         | contains         |
      | "min_cost": 1   | does not contain | contains         |
      | "min_cost": 3   | does not contain | contains         |
      | "min_cost": 0   | contains         | contains         |

  @clause:16-3d @clause:14-3f @needs:ability
  Scenario Outline: 16-3d A reversed card in the standby zone costs 0 too: "<filter>"
    Given the card "SWEEP" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "standby", "reversed": true, "filter": {<filter>}},
        "to": "hand"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SWEEP" as "w"
    And p1's standby zone holds "HEAVY" as "r" and "HEAVY" as "o"
    And "r" in p1's standby zone is reversed
    When p1 unlocks "w" to play
    Then p1's hand <reversed one> "r"
    And p1's hand <open one> "o"

    Examples:
      | filter          | reversed one     | open one         |
      | "max_cost": 0   | contains         | does not contain |
      | "min_cost": 3   | does not contain | contains         |

  @clause:16-3e @clause:16-3d @needs:ability
  Scenario: 16-3e Text about minions never picks a reversed card, even one whose cost 0 passes its filter
    Given the card "SWEEP" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "side": "opponent", "filter": {"max_cost": 3}}, "to": "hand"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SWEEP" as "w"
    And p2's left lane holds "HEAVY" as "r", reversed
    And p2's right lane holds "HEAVY" as "o"
    When p1 unlocks "w" to play
    Then p2's left lane holds "r"
    And p2's hand contains "o"
