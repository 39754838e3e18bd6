Feature: 17 Moving a unit
  In the action phase an untapped unit of the turn player goes to the player's other line and becomes tapped.

  @clause:17.1.2 @clause:17.1.2.1
  Scenario Outline: 17.1.2 An untapped unit moves to the other line and becomes tapped
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the <from> line
    When p1 moves "soldier"
    Then "soldier" is in p1's <to> line
    And "soldier" is tapped

    Examples:
      | from  | to    |
      | front | back  |
      | back  | front |

  @clause:17.1.2
  Scenario: 17.1.2 A tapped unit cannot move
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the back line, tapped
    When p1 tries to move "soldier"
    Then the action is rejected citing clause 17.1.2

  @clause:17.1.2
  Scenario: 17.1.2 A unit that has moved cannot move back the same turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the back line
    When p1 moves "soldier"
    And p1 tries to move "soldier"
    Then the action is rejected citing clause 17.1.2

  @clause:17.1.2
  Scenario: 17.1.2 The opponent's unit cannot be moved
    Given a game on turn 3 in the action phase with p1 to play
    When p1 tries to move "p2-mc"
    Then the action is rejected citing clause 17.1.2

  @clause:17.1.2.1 @clause:13.2.1.3
  Scenario: 17.1.2.1 A unit tapped by moving untaps at its player's next turn
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the back line
    When p1 moves "soldier"
    And p1 ends the action phase
    Then "soldier" is tapped
    When the game is played on until turn 5 begins its deployment phase
    Then "soldier" is untapped
    And "soldier" is in p1's front line

  @clause:17.1.3 @needs:skill.automatic
  Scenario: 17.1.3 A check timing follows the move: the unit's "when moved" skill is carried out before the next action
    Given the test cards:
      | id     | name   | unit   | cost | skills             |
      | RUNNER | Runner | Runner | 1    | when moved: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RUNNER" as "runner" in the back line
    When p1 moves "runner"
    Then p1's hand holds 1 card
    And the pending decision is "action" for p1

  @clause:17.1.1 @clause:19.1.5 @needs:skill.activated @needs:skill.automatic
  Scenario: 17.1.1 A check timing comes before a move: the opponent's skill triggered by the last action is carried out first
    Given the test cards:
      | id     | name   | unit   | cost | skills                                       |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units            |
      | MEDIC  | Medic  | Medic  | 1    | whenever an ally is destroyed (may): draw 1  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the back line
    When p1 uses the skill 0 of "bomber"
    Then the pending decision is "use_skill" for p2
    And the legal actions do not include:
      """
      {"type": "move", "player": "p1"}
      """
    When p1 tries to move "bomber"
    Then the action is rejected citing clause 10.2.1.2
    When p2 carries out the effect
    Then p2's hand holds 1 card
    When p1 moves "bomber"
    Then "bomber" is in p1's front line
