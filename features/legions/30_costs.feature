Feature: 30 Costs
  Every cost of an action is paid in full when the action is declared, before anything of it is carried
  out. MP are paid from master points: unspent ones and one for each active core exhausted; exhausted
  cores give none, and the MP paid are gone. An exhaust cost turns an active card exhausted, so an
  exhausted card cannot pay it. An X cost takes any whole number of MP from 0 up to what the player can
  raise, and the amount paid is X; never a negative one. A cost that carries out a process counts as paid
  only if the whole process is carried out.

  Background:
    Given the test cards:
      | id      | category | cost | atk | hp | wt | cc |
      | CHEAP   | minion   | 1    | 2   | 3  | 2  |    |
      | DEAR    | minion   | 2    | 2   | 3  | 2  |    |
      | CHIEF   | lord     | 1    | 3   | 4  |    | 3  |
      | SAGE    | minion   | 1    | 1   | 3  | 2  |    |

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

  @clause:30-2a @clause:30-2 @clause:05-3 @needs:ability @needs:ability.activated @needs:ability.x_cost
  Scenario Outline: 30-2a An X cost takes any amount from 0 to the MP available: X = <x> of 3
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Blast", "when": "activated", "cost": {"mp": "X"},
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
                     "amount": "X"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has 1 unspent MP
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's left lane holds "SAGE" as "s"
    Then the legal actions include:
      """
      {"type": "activate", "card": "s", "ability": 0, "x": <x>, "player": "p1"}
      """
    And every legal action follows the action schema
    When p1 activates "Blast" of "s" paying <x> MP for X
    Then the log has the event:
      """
      {"event": "resolve", "player": "p1", "card": "s", "ability": 0}
      """
    And p2's life is <life>
    And p1 can raise <left> MP

    Examples:
      | x | life | left |
      | 0 | 20   | 3    |
      | 1 | 19   | 2    |
      | 2 | 18   | 1    |
      | 3 | 17   | 0    |

  @clause:30-2a @clause:30-2 @needs:ability @needs:ability.activated @needs:ability.x_cost
  Scenario Outline: 30-2a X cannot be <what>
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Blast", "when": "activated", "cost": {"mp": "X"},
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
                     "amount": "X"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has 1 unspent MP
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's left lane holds "SAGE" as "s"
    Then the legal actions do not include:
      """
      {"type": "activate", "card": "s", "x": <x>}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "s", "ability": 0, "x": <x>}
      """
    Then the action is rejected citing clause <clause>
    And the game state is unchanged

    Examples:
      | what                                     | x  | clause |
      | negative: there is no paying -1          | -1 | 30-2a  |
      | more than the MP available: 4 of 3       | 4  | 30-2   |

  @clause:30-2 @clause:30-2a @needs:ability @needs:ability.activated @needs:ability.x_cost
  Scenario: 30-2 The MP paid for X are spent: afterwards only X = 0 can be paid
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Blast", "when": "activated", "cost": {"mp": "X"},
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
                     "amount": "X"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has 1 unspent MP
    And p1's core zone holds 2 active and 1 exhausted cores
    And p1's left lane holds "SAGE" as "s"
    When p1 activates "Blast" of "s" paying 3 MP for X
    Then p1 has 0 unspent MP
    And p1's core zone has 0 active and 3 exhausted cores
    And the legal actions include:
      """
      {"type": "activate", "card": "s", "ability": 0, "x": 0}
      """
    And the legal actions do not include:
      """
      {"type": "activate", "card": "s", "ability": 0, "x": 1}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "s", "ability": 0, "x": 1}
      """
    Then the action is rejected citing clause 30-2
    And p2's life is 17

  @clause:30-4 @clause:30-1 @needs:ability @needs:ability.activated @needs:ability.process_cost
  Scenario Outline: 30-4 A cost excluding 2 hand cards and 1 MP is paid only in full: <case>
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Tithe", "when": "activated", "cost": {"mp": 1, "exclude_hand": 2},
        "effects": [{"do": "gain_life", "amount": 3}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's core zone holds <cores> active and 0 exhausted cores
    And p1's hand holds <hand>
    And p1's left lane holds "SAGE" as "s"
    Then the legal actions <offer>:
      """
      {"type": "activate", "card": "s", "ability": 0}
      """
    When p1 tries the action:
      """
      {"type": "activate", "card": "s", "ability": 0, "cost_cards": <named>}
      """
    Then the action is <verdict>

    Examples:
      | case                                   | cores | hand                                                     | offer            | named           | verdict                      |
      | exactly 2 cards in hand                | 1     | "FILL-01" as "a" and "FILL-02" as "b"                    | include          | ["a", "b"]      | accepted                     |
      | one card short                         | 1     | "FILL-01" as "a"                                         | do not include   | ["a"]           | rejected citing clause 30-4  |
      | 3 cards held, only 1 named             | 1     | "FILL-01" as "a", "FILL-02" as "b" and "FILL-03" as "c"  | include          | ["a"]           | rejected citing clause 30-4  |
      | a card named twice                     | 1     | "FILL-01" as "a", "FILL-02" as "b" and "FILL-03" as "c"  | include          | ["a", "a"]      | rejected citing clause 30-4  |
      | a card that is not in the hand         | 1     | "FILL-01" as "a" and "FILL-02" as "b"                    | include          | ["a", "s"]      | rejected citing clause 30-4  |
      | the cards are there but the MP are not | 0     | "FILL-01" as "a" and "FILL-02" as "b"                    | do not include   | ["a", "b"]      | rejected citing clause 30-2  |

  @clause:30-4 @clause:30-1 @needs:ability @needs:ability.activated @needs:ability.process_cost
  Scenario: 30-4 A cost one card short pays nothing: no MP, no card excluded, no effect
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Tithe", "when": "activated", "cost": {"mp": 1, "exclude_hand": 2},
        "effects": [{"do": "gain_life", "amount": 3}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "FILL-01" as "a"
    And p1's left lane holds "SAGE" as "s"
    When p1 tries the action:
      """
      {"type": "activate", "card": "s", "ability": 0, "cost_cards": ["a"]}
      """
    Then the action is rejected citing clause 30-4
    And p1's hand contains "a"
    And p1's exclusion zone has 0 cards
    And p1's core zone has 1 active and 0 exhausted cores
    And p1's life is 10

  @clause:30-4 @clause:30-1 @needs:ability @needs:ability.activated @needs:ability.process_cost
  Scenario: 30-4 The process is part of paying: the chosen hand cards are excluded face up before the effects
    Given the card "SAGE" has the abilities:
      """
      [{"name": "Tithe", "when": "activated", "cost": {"exclude_hand": 2},
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
                     "amount": {"count": "hand"}}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "FILL-01" as "a", "FILL-02" as "b" and "FILL-03" as "c"
    And p1's left lane holds "SAGE" as "s"
    Then the legal actions include:
      """
      {"type": "activate", "card": "s", "ability": 0}
      """
    And every legal action follows the action schema
    When p1 activates "Tithe" of "s" excluding "a" and "c" from the hand
    Then p1's hand has 1 card
    And p1's hand contains "b"
    And "a" in p1's exclusion zone is face up
    And "c" in p1's exclusion zone is face up
    And p2's life is 19
    And the log has these events in this strict order:
      """
      [{"event": "activate", "player": "p1", "card": "s"},
       {"event": "move", "player": "p1", "card": "a", "from": "hand", "to": "exclusion"},
       {"event": "resolve", "player": "p1", "card": "s"}]
      """
