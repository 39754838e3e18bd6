Feature: 2 Basic principles of the rules
  A skill's effect wins over the rules it contradicts, and a prohibition over any permission; an effect does every
  part it can, except where its wording ties a part to an event, a period, a cost, a condition or an earlier part;
  hidden cards searched for may be left unfound; numbers are as large as possible, chosen whole and not negative,
  and zero or nothing done counts as not done; several targets are distinct; a state already held is not entered
  again; what both players choose or do is chosen or done turn player first and counts as simultaneous; values are
  set before they are raised or lowered.

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | power | skills                                                              |
      | EAGER   | Eager   | Eager   | 1    | 20    | may attack on the first turn                                        |
      | BOUND   | Bound   | Bound   | 1    | 20    | may attack on the first turn; cannot attack                         |
      | PACIFIST| Pacifist| Pacifist| 1    | 20    | cannot attack                                                       |
      | SPLIT   | Split   | Split   | 1    | 10    | act: tap this unit / draw 1                                         |
      | TRADER  | Trader  | Trader  | 1    | 10    | act: tap this unit / if you do, draw 2; when tapped: draw 1         |
      | TWOFOLD | Twofold | Twofold | 1    | 10    | act: with 2+ bonds and with at most 1 hand cards, draw 2            |
      | SIMPLE  | Simple  | Simple  | 1    | 10    | act: with 3+ bonds, draw 1 / draw 1                                 |
      | PRICE   | Price   | Price   | 1    | 10    | when deployed (flip 2 bonds): draw 2                                |
      | BANNER  | Banner  | Banner  | 1    | 10    | its power +20 with 3+ bonds                                         |
      | DRILL   | Drill   | Drill   | 1    | 10    | act (only with 2+ bonds): draw 1                                    |
      | SENTRY  | Sentry  | Sentry  | 1    | 10    | when deployed (only with at most 0 hand cards): draw 2              |
      | DAYTIME | Daytime | Daytime | 1    | 10    | its power +20 during your turn                                      |
      | SCOUT   | Scout   | Scout   | 1    | 10    | act: search your deck for "Marth"                                   |
      | GREEDY  | Greedy  | Greedy  | 1    | 10    | act: you draw 3                                                     |
      | CAREFUL | Careful | Careful | 1    | 10    | act: draw up to 2 / if you do, draw 1                               |
      | HUNTER  | Hunter  | Hunter  | 1    | 10    | act: destroy 2 of the opponent's units                              |
      | LEVY    | Levy    | Levy    | 1    | 10    | act: each player discards a card                                    |
      | TOLL    | Toll    | Toll    | 1    | 10    | when attacked: each player discards a card                          |
      | FEAST   | Feast   | Feast   | 1    | 10    | when attacked: each player draws 2                                  |
      | FIXED   | Fixed   | Fixed   | 1    | 10    | its power +10; its power becomes 30                                 |
      | FIXED2  | Fixed2  | Fixed2  | 1    | 10    | its power becomes 30; its power -10                                 |
      | TYRANT  | Tyrant  | Tyrant  | 1    | 10    | every unit's power becomes 50                                       |
      | REBEL   | Rebel   | Rebel   | 1    | 10    | every unit's power becomes 70                                       |
      | MEDIC   | Medic   | Medic   | 1    | 10    | whenever an ally is destroyed: draw 1                               |
      | GUARD   | Guard   | Guard   | 1    | 10    | when attacked: draw 1                                               |
      | HALVES  | Halves  | Halves  | 1    | 10    | act: tap this unit / if you do, draw 2 / draw 1                     |

  @clause:2.1 @needs:skill.continuous @needs:battle
  Scenario: 2.1 A skill letting a unit attack on the first turn wins over the rule forbidding it
    Given a game on turn 1 in the action phase with p1 to play
    And p1 has the unit "EAGER" as "eager" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "eager"
    Then "eager" is tapped
    And the log has the event:
      """
      {"event": "attack", "player": "p1", "card": "eager", "target": "soldier"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "card": "p1-mc"}
      """

  @clause:2.1 @needs:skill.continuous @needs:battle
  Scenario: 2.1 Without that skill the first player's unit cannot attack on the first turn
    Given a game on turn 1 in the action phase with p1 to play
    And p1 has the unit "FILL-02" as "plain" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 tries to attack "soldier" with "plain"
    Then the action is rejected citing clause 13.5.1.3.2

  @clause:2.2 @needs:skill.continuous @needs:battle
  Scenario: 2.2 A skill forbidding a unit to attack wins over a skill allowing it on the first turn
    Given a game on turn 1 in the action phase with p1 to play
    And p1 has the unit "BOUND" as "bound" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 tries to attack "soldier" with "bound"
    Then the action is rejected citing clause 2.2 or 13.5.1.3.2
    And the legal actions do not include:
      """
      {"type": "attack", "card": "bound"}
      """

  @clause:2.2 @needs:skill.continuous @needs:battle
  Scenario: 2.2 A skill forbidding a unit to attack wins over the rules allowing it on a later turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "PACIFIST" as "pacifist" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 tries to attack "soldier" with "pacifist"
    Then the action is rejected citing clause 2.2
    And "pacifist" is untapped
    When p1 attacks "soldier" with "p1-mc"
    Then "p1-mc" is tapped

  @clause:2.3 @needs:skill.activated
  Scenario: 2.3 A step that cannot be done does not stop the next: a tapped unit's "tap this unit, draw 1" draws
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SPLIT" as "split" in the front line, tapped
    When p1 uses the skill 0 of "split"
    Then p1's hand holds 1 card
    And "split" is tapped

  @clause:2.3.1 @clause:2.3.1.6 @clause:2.7 @clause:2.9 @needs:skill.activated @needs:skill.automatic
  Scenario: 2.3.1.6 "Tap this unit; if you do, draw 2" on a tapped unit is not done, nor its "if you do" part
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TRADER" as "trader" in the front line, tapped
    When p1 uses the skill 0 of "trader"
    Then p1's hand holds 0 cards
    And the skill 1 of "trader" is triggered 0 times
    And the pending decision is "action" for p1

  @clause:2.3.1.6 @clause:2.9 @needs:skill.activated @needs:skill.automatic
  Scenario: 2.3.1.6 "Tap this unit; if you do, draw 2" on an untapped unit taps it, draws 2 and triggers "when tapped"
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TRADER" as "trader" in the front line
    When p1 uses the skill 0 of "trader"
    Then "trader" is tapped
    And p1's hand holds 3 cards

  @clause:2.9 @needs:skill.automatic @needs:battle
  Scenario: 2.9 A unit newly tapped, here by its attack, triggers "when tapped" once
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TRADER" as "trader" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "trader"
    Then p1's hand holds 1 card
    And the skill 1 of "trader" is triggered 0 times

  @clause:2.3.1.4 @needs:skill.activated
  Scenario: 2.3.1.4 "If A and B, draw 2" does nothing when only one of its conditions is met
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds 2 cards
    And p1 has the unit "TWOFOLD" as "twofold" in the front line
    When p1 uses the skill 0 of "twofold"
    Then p1's hand holds 2 cards

  @clause:2.3.1.4 @needs:skill.activated
  Scenario: 2.3.1.4 "If A and B, draw 2" draws when both are met
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds 1 card
    And p1 has the unit "TWOFOLD" as "twofold" in the front line
    When p1 uses the skill 0 of "twofold"
    Then p1's hand holds 3 cards

  @clause:2.3.1.5 @clause:2.3 @needs:skill.activated
  Scenario Outline: 2.3.1.5 A step under a condition is done only when it is met; the unconditional step is done anyway
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1 has the unit "SIMPLE" as "simple" in the front line
    When p1 uses the skill 0 of "simple"
    Then p1's hand holds <hand> cards

    Examples:
      | bonds | hand |
      | 2     | 1    |
      | 3     | 2    |

  @clause:2.3.1.3 @needs:skill.automatic
  Scenario: 2.3.1.3 "If you pay the cost" with only part of the cost payable: nothing is paid, nothing is done
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "PRICE" as "price"
    When p1 deploys "price" to the front line
    Then p1's hand holds 0 cards
    And p1's bond area cards are all face up
    And the pending decision is "deployment" for p1

  @clause:2.3.1.3 @needs:skill.automatic
  Scenario: 2.3.1.3 "If you pay the cost" with the whole cost payable: paid, then done
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "PRICE" as "price"
    When p1 deploys "price" to the front line
    And p1 pays the cost
    Then p1's hand holds 2 cards
    And p1's bond area cards are all face down

  @clause:2.3.1.7 @needs:skill.continuous
  Scenario Outline: 2.3.1.7 A continuous skill has no effect unless its condition is met
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1 has the unit "BANNER" as "banner" in the back line
    When the game is started
    Then "banner" has power <power>

    Examples:
      | bonds | power |
      | 2     | 10    |
      | 3     | 30    |

  @clause:2.3.1.8 @clause:19.1.2.2 @needs:skill.activated
  Scenario: 2.3.1.8 An activated skill cannot be used unless its condition is met
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 1 card
    And p1 has the unit "DRILL" as "drill" in the front line
    When p1 tries to use the skill 0 of "drill"
    Then the action is rejected citing clause 19.1.2.2 or 2.3.1.8
    And the legal actions do not include:
      """
      {"type": "act", "card": "drill"}
      """

  @clause:2.3.1.8 @needs:skill.activated
  Scenario: 2.3.1.8 With its condition met the activated skill is used
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "DRILL" as "drill" in the front line
    When p1 uses the skill 0 of "drill"
    Then p1's hand holds 1 card

  @clause:2.3.1.9 @needs:skill.automatic
  Scenario Outline: 2.3.1.9 An automatic skill does nothing unless its condition is met when it is carried out
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "SENTRY" as "sentry"<more>
    When p1 deploys "sentry" to the front line
    Then p1's hand holds <hand> cards
    And the skill 0 of "sentry" is triggered 0 times

    Examples:
      | more                    | hand |
      |                         | 2    |
      | , "FILL-05" as "spare"  | 1    |

  @clause:2.3.1.2 @needs:skill.continuous
  Scenario: 2.3.1.2 "During your turn" has effect during its player's turn only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DAYTIME" as "day1" in the back line
    And p2 has the unit "DAYTIME" as "day2" in the back line
    When the game is started
    Then "day1" has power 30
    And "day2" has power 10

  @clause:2.3.1.1 @needs:skill.automatic @needs:battle
  Scenario: 2.3.1.1 "When attacked" does nothing unless its own unit is attacked
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "GUARD" as "guard" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "p1-mc"
    Then the skill 0 of "guard" is triggered 0 times
    And p2's hand holds 0 cards

  @clause:2.3.1.1.1 @needs:skill.automatic @needs:battle
  Scenario: 2.3.1.1.1 "Whenever an ally is destroyed" does nothing when an enemy is destroyed
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MEDIC" as "medic" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "p1-mc"
    Then p2's front line holds exactly "p2-mc"
    And p1's hand holds 0 cards
    And the skill 0 of "medic" is triggered 0 times

  @clause:2.4 @needs:skill.activated
  Scenario: 2.4 Searching the hidden deck, the player may find nothing although a card of that name is there
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "MARTH" as "marth2", 4 cards of "FILL-04"
    And p1 has the unit "SCOUT" as "scout" in the front line
    When p1 uses the skill 0 of "scout"
    Then the pending decision is "choose" for p1
    And the legal actions include:
      """
      {"type": "choose", "cards": []}
      """
    When p1 picks no card
    Then p1's hand holds 0 cards
    And p1's deck holds 5 cards

  @clause:2.4 @needs:skill.activated
  Scenario: 2.4 Searching the deck, the card named is found and taken into the hand
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds 4 cards of "FILL-04", "MARTH" as "marth2"
    And p1 has the unit "SCOUT" as "scout" in the front line
    When p1 uses the skill 0 of "scout"
    And p1 picks "marth2"
    Then p1's hand holds exactly "marth2"

  @clause:2.4.1 @needs:skill.activated
  Scenario: 2.4.1 Finding nothing shows nothing: the deck stays hidden and nothing is revealed
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "MARTH" as "marth2", 4 cards of "FILL-04"
    And p1 has the unit "SCOUT" as "scout" in the front line
    When p1 uses the skill 0 of "scout"
    And p1 picks no card
    Then p1's deck is known to nobody
    And the log does not have the event:
      """
      {"event": "reveal", "player": "p1"}
      """

  @clause:2.5 @needs:skill.activated
  Scenario: 2.5 "Draw 3" with two cards left draws the two it can
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds 2 cards
    And p1's retreat area holds nothing
    And p1 has the unit "GREEDY" as "greedy" in the front line
    When p1 uses the skill 0 of "greedy"
    Then p1's hand holds 2 cards

  @clause:2.5 @clause:2.8 @needs:skill.activated
  Scenario: 2.5 "Destroy 2 of the opponent's units" with one there destroys that one
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HUNTER" as "hunter" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the back line
    When p1 uses the skill 0 of "hunter"
    Then p2's retreat area holds exactly "soldier"

  @clause:2.6 @needs:skill.activated
  Scenario: 2.6 A number chosen is a whole number from 0 to the most the effect allows
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAREFUL" as "careful" in the front line
    When p1 uses the skill 0 of "careful"
    Then the pending decision is "number" for p1
    And the legal actions include:
      """
      {"type": "choose_number", "number": 0}
      """
    And the legal actions do not include:
      """
      {"type": "choose_number", "number": -1}
      """
    When p1 tries to pick the number -1
    Then the action is rejected citing clause 2.6
    When p1 tries the action:
      """
      {"type": "choose_number", "number": 1.5}
      """
    Then the action is rejected citing clause 2.6
    When p1 tries to pick the number 3
    Then the action is rejected citing clause 2.6
    When p1 picks the number 2
    Then p1's hand holds 3 cards

  @clause:2.7 @needs:skill.activated
  Scenario: 2.7 Choosing 0 is not doing it: its "if you do" part is not done
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAREFUL" as "careful" in the front line
    When p1 uses the skill 0 of "careful"
    And p1 picks the number 0
    Then p1's hand holds 0 cards
    And the pending decision is "action" for p1

  @clause:2.7 @needs:skill.activated
  Scenario: 2.7 Choosing 1 is doing it: its "if you do" part is done
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAREFUL" as "careful" in the front line
    When p1 uses the skill 0 of "careful"
    And p1 picks the number 1
    Then p1's hand holds 2 cards

  @clause:2.8 @needs:skill.activated
  Scenario: 2.8 Several targets are distinct: one unit cannot be chosen twice
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HUNTER" as "hunter" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p2 has the unit "FILL-05" as "mage" in the back line
    When p1 uses the skill 0 of "hunter"
    Then the pending decision is "choose" for p1
    When p1 tries to pick "soldier" and "soldier"
    Then the action is rejected citing clause 2.8
    And the legal actions do not include:
      """
      {"type": "choose", "cards": ["soldier", "soldier"]}
      """
    When p1 picks "soldier" and "mage"
    Then p2's retreat area holds exactly "soldier" and "mage"
    And p2's back line holds exactly "archer"

  @clause:2.10 @clause:2.11 @needs:skill.activated
  Scenario: 2.10 "Each player discards a card": the turn player chooses first
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "FILL-04" as "a1", "FILL-05" as "a2"
    And p2's hand holds "FILL-06" as "b1", "FILL-07" as "b2"
    And p1 has the unit "LEVY" as "levy" in the front line
    When p1 uses the skill 0 of "levy"
    Then the pending decision is "choose" for p1
    When p1 picks "a2"
    Then the pending decision is "choose" for p2
    When p2 picks "b1"
    Then p1's retreat area holds exactly "a2"
    And p2's retreat area holds exactly "b1"

  @clause:2.10.1 @clause:2.10 @needs:skill.automatic @needs:battle
  Scenario: 2.10.1 The non-turn player's skill makes both choose: the turn player first, the choices counted together
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "FILL-04" as "a1", "FILL-05" as "a2"
    And p2's hand holds "FILL-06" as "b1", "FILL-07" as "b2"
    And p2 has the unit "TOLL" as "toll" in the front line
    When p1 attacks "toll" with "p1-mc"
    Then the pending decision is "choose" for p1
    When p1 picks "a1"
    Then the pending decision is "choose" for p2
    And p1's hand holds exactly "a1" and "a2"
    And p1's retreat area holds 0 cards
    When p2 picks "b2"
    Then p1's hand holds exactly "a2"
    And p2's hand holds exactly "b1"

  @clause:2.11 @needs:skill.automatic @needs:battle
  Scenario: 2.11 "Each player draws 2" on the non-turn player's skill: the turn player draws first
    Given a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "FILL-04" as "a1", "FILL-05" as "a2", 3 cards of "FILL-06"
    And p2's deck holds "FILL-07" as "b1", "FILL-08" as "b2", 3 cards of "FILL-09"
    And p2 has the unit "FEAST" as "feast" in the front line
    When p1 attacks "feast" with "p1-mc"
    Then p1's hand holds 2 cards
    And p2's hand holds 2 cards
    And the log has these events in this strict order:
      """
      [{"event": "draw", "player": "p1", "card": "a1"}, {"event": "draw", "player": "p1", "card": "a2"},
       {"event": "draw", "player": "p2", "card": "b1"}, {"event": "draw", "player": "p2", "card": "b2"}]
      """

  @clause:2.12 @needs:skill.continuous
  Scenario Outline: 2.12 "Becomes N" is applied before "+N" or "-N", whatever their printed order
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "<card>" as "unit" in the back line
    When the game is started
    Then "unit" has power <power>

    Examples:
      | card   | power |
      | FIXED  | 40    |
      | FIXED2 | 20    |

  @clause:2.12.1 @clause:2.12.1.1 @needs:skill.continuous
  Scenario Outline: 2.12.1 Both players' "every unit's power becomes N": the turn player's first, so the other's stands
    Given a game on turn <turn> in the deployment phase with <player> to play
    And p1 has the unit "TYRANT" as "tyrant" in the back line
    And p2 has the unit "REBEL" as "rebel" in the back line
    When the game is started
    Then "tyrant" has power <power>
    And "rebel" has power <power>
    And "p1-mc" has power <power>

    Examples:
      | turn | player | power |
      | 3    | p1     | 70    |
      | 4    | p2     | 50    |

  @clause:2.3.1 @clause:2.3 @clause:2.3.1.6 @needs:skill.activated
  Scenario: 2.3.1 Of "tap this unit / if you do, draw 2 / draw 1" on a tapped unit only the last step is done
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HALVES" as "halves" in the front line, tapped
    When p1 uses the skill 0 of "halves"
    Then p1's hand holds 1 card
    And the log has exactly 1 events like:
      """
      {"event": "draw", "player": "p1"}
      """

  @clause:2.3.1 @needs:skill.activated
  Scenario: 2.3.1 Of "tap this unit / if you do, draw 2 / draw 1" on an untapped unit every step is done
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HALVES" as "halves" in the front line
    When p1 uses the skill 0 of "halves"
    Then p1's hand holds 3 cards
    And "halves" is tapped

  @clause:2.11.1 @clause:2.11 @needs:skill.activated
  Scenario: 2.11.1 "Each player discards a card": both cards go to the retreat areas together, once both have chosen
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "FILL-04" as "a1", "FILL-05" as "a2"
    And p2's hand holds "FILL-06" as "b1", "FILL-07" as "b2"
    And p1 has the unit "LEVY" as "levy" in the front line
    When p1 uses the skill 0 of "levy"
    And p1 picks "a1"
    Then p1's retreat area holds 0 cards
    And the log does not have the event:
      """
      {"event": "to_retreat", "card": "a1"}
      """
    When p2 picks "b1"
    Then p1's retreat area holds exactly "a1"
    And p2's retreat area holds exactly "b1"
    And the log has these events in this strict order:
      """
      [{"event": "to_retreat", "player": "p1", "card": "a1"}, {"event": "to_retreat", "player": "p2", "card": "b1"}]
      """

  @clause:2.12.1.1 @clause:2.12.1 @needs:skill.continuous @needs:battle
  Scenario: 2.12.1.1 Both players' "becomes N" are applied as one: the battle reads the value that stands, not the first
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TYRANT" as "tyrant" in the front line
    And p2 has the unit "REBEL" as "rebel" in the front line
    When p1 attacks "rebel" with "tyrant"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": 70, "defender": 70}
      """

