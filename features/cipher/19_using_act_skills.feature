Feature: 19 Using activated skills
  In the action phase the turn player uses an activated skill of one of their units: a skill whose usage limit is
  recorded this turn, or whose condition is not met, cannot be chosen; its whole cost is paid (tapping the unit,
  turning face-up bonds face down) or nothing happens; its effect follows, then a check timing.

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | skills                                         |
      | SAGE    | Sage    | Sage    | 1    | act (tap): draw 1                              |
      | SCHOLAR | Scholar | Scholar | 1    | act (flip 2 bonds): draw 2                     |
      | MONK    | Monk    | Monk    | 1    | act (once a turn): draw 1                      |
      | KNIGHT  | Knight  | Knight  | 1    | act (only in the front line): draw 1           |
      | WITCH   | Witch   | Witch   | 1    | act (tap): destroy the opponent's units        |

  @clause:19.1.2 @clause:19.1.4 @clause:19.1.3 @needs:skill.activated
  Scenario: 19.1.2 The turn player uses an activated skill of their unit: the tap cost is paid and the effect carried out
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SAGE" as "sage" in the back line
    When p1 uses the skill 0 of "sage"
    Then "sage" is tapped
    And p1's hand holds 1 card
    And the pending decision is "action" for p1

  @clause:19.1.2 @needs:skill.activated
  Scenario: 19.1.2 Only a skill of the player's own unit can be used, and only an activated one
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "SAGE" as "their sage" in the back line
    And p1 has the unit "FILL-03" as "soldier" in the back line
    When p1 tries to use the skill 0 of "their sage"
    Then the action is rejected citing clause 19.1.2
    When p1 tries to use the skill 0 of "soldier"
    Then the action is rejected citing clause 19.1.2
    And the legal actions do not include:
      """
      {"type": "act", "card": "their sage"}
      """

  @clause:19.1.3.1 @needs:skill.activated
  Scenario: 19.1.3.1 A tapped unit cannot pay a tap cost: the skill is not used and nothing changes
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SAGE" as "sage" in the back line, tapped
    When p1 tries to use the skill 0 of "sage"
    Then the action is rejected citing clause 19.1.3.1
    And the game state is unchanged

  @clause:19.1.3 @clause:6.4.3.1 @needs:skill.activated
  Scenario: 19.1.3 Flipping bonds as a cost turns that many face-up bonds face down
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 2 cards
    When p1 uses the skill 0 of "scholar"
    Then p1's bond area cards are all face down
    And p1's hand holds 2 cards
    And "scholar" is untapped

  @clause:19.1.3.1 @needs:skill.activated
  Scenario: 19.1.3.1 Face-down bonds cannot be turned face down: two of them pay no cost of two bonds
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds "FILL-03" as "down a" and "FILL-04" as "down b" face down
    When p1 tries to use the skill 0 of "scholar"
    Then the action is rejected citing clause 19.1.3.1
    And the game state is unchanged

  @clause:19.1.2.1 @clause:19.1.4.1 @needs:skill.activated
  Scenario: 19.1.2.1 A once-a-turn skill used this turn cannot be chosen again; next turn it can
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    When p1 uses the skill 0 of "monk"
    And p1 tries to use the skill 0 of "monk"
    Then the action is rejected citing clause 19.1.2.1
    When the game is played on until turn 5 begins its action phase
    And p1 tries to use the skill 0 of "monk"
    Then the action is accepted

  @clause:19.1.2.1 @needs:skill.activated
  Scenario: 19.1.2.1 A skill without a usage limit can be used again in the same turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 4 cards
    When p1 uses the skill 0 of "scholar"
    And p1 uses the skill 0 of "scholar"
    Then p1's hand holds 4 cards

  @clause:19.1.2.2 @needs:skill.activated
  Scenario Outline: 19.1.2.2 A skill that cannot be used unless its unit is in the front line
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "KNIGHT" as "knight" in the <line> line
    When p1 <tries> the skill 0 of "knight"
    Then <outcome>

    Examples:
      | line  | tries       | outcome                                        |
      | back  | tries to use | the action is rejected citing clause 19.1.2.2 |
      | front | uses         | p1's hand holds 1 card                         |

  @clause:19.1.5 @needs:skill.activated
  Scenario: 19.1.5 A check timing follows the skill: the units it destroyed are gone before the next action
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCH" as "witch" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 uses the skill 0 of "witch"
    Then p2's retreat area holds exactly "soldier"
    And the pending decision is "action" for p1

  @clause:19.1.1 @needs:skill.activated @needs:skill.automatic
  Scenario: 19.1.1 An activated skill can be used only once the check timing before it is over: a triggered skill's decision comes first
    Given the test cards:
      | id    | name  | unit  | cost | skills                      |
      | RUNNER| Runner| Runner| 1    | when moved (may): draw 1    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RUNNER" as "runner" in the front line
    And p1 has the unit "SAGE" as "sage" in the back line
    When p1 moves "runner"
    Then the pending decision is "use_skill" for p1
    When p1 tries to use the skill 0 of "sage"
    Then the action is rejected citing clause 10.2.1.2 or 13.5.1.3
    When p1 carries out the effect
    And p1 uses the skill 0 of "sage"
    Then p1's hand holds 2 cards
    And "sage" is tapped

  @clause:19.1.2.3 @clause:19.1.2.1 @clause:19.1.2.2 @needs:skill.activated
  Scenario: 19.1.2.3 A skill that cannot be chosen is not used at all: nothing changes, and the turn goes on
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MONK" as "monk" in the back line
    And p1 has the unit "KNIGHT" as "knight" in the back line
    When p1 uses the skill 0 of "monk"
    And p1 tries to use the skill 0 of "monk"
    Then the action is rejected citing clause 19.1.2.1
    And the legal actions do not include:
      """
      {"type": "act", "card": "monk"}
      """
    When p1 tries to use the skill 0 of "knight"
    Then the action is rejected citing clause 19.1.2.2
    And the pending decision is "action" for p1
    And p1's hand holds 1 card

  @clause:19.1.2 @clause:13.5.1.3 @needs:skill.activated
  Scenario: 19.1.2 An activated skill cannot be used in the other player's turn
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "SAGE" as "their sage" in the back line
    When p2 tries to use the skill 0 of "their sage"
    Then the action is rejected citing clause 13.5.1.3
    And "their sage" is untapped
    And p2's hand holds 0 cards

  @clause:19.1.4 @needs:skill.activated
  Scenario: 19.1.4 The chosen skill's effect is carried out whole, in the order written, after its cost
    Given the test cards:
      | id     | name   | unit   | cost | skills                                              |
      | WARLCK | Warlock| Warlock| 1    | act (tap): draw 1 and destroy the opponent's units  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WARLCK" as "warlock" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    When p1 uses the skill 0 of "warlock"
    Then "warlock" is tapped
    And p1's hand holds 1 card
    And p2's retreat area holds exactly "soldier" and "archer"
    And "p2-mc" is in p2's front line

  @clause:19.1.4.1 @needs:skill.activated
  Scenario: 19.1.4.1 A once-a-turn skill whose effect applied only in part is used: it cannot be used again this turn
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                   |
      | HERMIT | Hermit | Hermit | 1    | act (once a turn): draw 1 and destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERMIT" as "hermit" in the back line
    When p1 uses the skill 0 of "hermit"
    Then p1's hand holds 1 card
    When p1 tries to use the skill 0 of "hermit"
    Then the action is rejected citing clause 19.1.2.1

  @clause:19.1.4.1.1 @clause:19.1.4.3 @needs:skill.activated
  Scenario: 19.1.4.1.1 A once-a-turn skill whose cost was paid is used even though its effect applied nothing
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                      |
      | HEXER  | Hexer  | Hexer  | 1    | act (flip 1 bonds, once a turn): destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HEXER" as "hexer" in the back line
    And p1's bond area holds 2 cards
    When p1 uses the skill 0 of "hexer"
    Then p1's bond area holds 2 cards
    When p1 tries to use the skill 0 of "hexer"
    Then the action is rejected citing clause 19.1.2.1

  @clause:19.1.4.2 @needs:skill.activated
  Scenario Outline: 19.1.4.2 A once-a-turn skill without a cost whose effect applied nothing is not used: it can be used again
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | HEXER  | Hexer  | Hexer  | 1    | act (once a turn): destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HEXER" as "hexer" in the back line
    And p2 has the unit "FILL-03" as "foe" in the front line<main>
    When p1 uses the skill 0 of "hexer"
    And p1 tries to use the skill 0 of "hexer"
    Then <outcome>

    Examples:
      | main                    | outcome                                        |
      | , as the Main Character | the action is accepted                         |
      |                         | the action is rejected citing clause 19.1.2.1 |

  @clause:19.1.4.3 @needs:skill.activated
  Scenario: 19.1.4.3 A skill whose cost was paid counts as used though its effect applied nothing: the cost stays paid
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | WITCHY | Witchy | Witchy | 1    | act (tap): destroy the opponent's units |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WITCHY" as "witchy" in the back line
    When p1 uses the skill 0 of "witchy"
    Then "witchy" is tapped
    And the pending decision is "action" for p1
    And the legal actions do not include:
      """
      {"type": "act", "card": "witchy"}
      """

  @clause:19.1.2.4 @needs:skill.activated
  Scenario: 19.1.2.4 An activated skill printed with a hand skill is used from the hand: the card is revealed, stays in the hand, and its cost and effect follow
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | ENVOY  | Envoy  | Envoy  | 1    | act from the hand (flip 1 bonds): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "ENVOY" as "envoy" and "SAGE" as "sage card"
    And p1's bond area holds 1 card
    Then the legal actions include:
      """
      {"type": "act", "card": "envoy", "skill": 0}
      """
    When p1 tries to use the skill 0 of "sage card"
    Then the action is rejected citing clause 19.1.2 or 21.3.1.4.2
    When p1 uses the skill 0 of "envoy"
    Then the log has the event:
      """
      {"event": "reveal", "player": "p1", "card": "envoy"}
      """
    And p1's hand holds exactly "envoy", "sage card" and "p1-deck0"
    And p1's bond area cards are all face down
    And the pending decision is "action" for p1

  @clause:19.1.2.4 @clause:19.1.2 @needs:skill.activated
  Scenario: 19.1.2.4 A skill printed with a hand skill cannot be used by the unit on the battlefield, nor by the other player's hand
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | ENVOY  | Envoy  | Envoy  | 1    | act from the hand (flip 1 bonds): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "ENVOY" as "envoy unit" in the back line
    And p1's bond area holds 1 card
    And p2's hand holds "ENVOY" as "their envoy"
    When p1 tries to use the skill 0 of "envoy unit"
    Then the action is rejected citing clause 19.1.2
    When p1 tries to use the skill 0 of "their envoy"
    Then the action is rejected citing clause 19.1.2
    And the legal actions do not include:
      """
      {"type": "act", "card": "envoy unit"}
      """
