Feature: 20 Range
  Which of the opponent's units an attacker reaches, by its line and its ranges.

  Background:
    Given the test cards:
      | id   | name   | unit   | cost | power | range |
      | R1   | Near   | Near   | 1    | 50    | 1     |
      | R2   | Far    | Far    | 1    | 50    | 2     |
      | R12  | Both   | Both   | 1    | 50    | 1-2   |
      | R3   | Siege  | Siege  | 1    | 50    | 3     |
      | FOE  | Foe    | Foe    | 1    | 10    | 1     |

  @clause:20.2.1 @clause:20.1 @needs:battle
  Scenario: 20.2.1 Range 1 in the front line reaches the opponent's front line only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R1" as "near" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "foe" with "near"
    Then the action is rejected citing clause 20.1
    When p1 attacks "p2-mc" with "near"
    Then "near" is tapped

  @clause:20.2.2 @needs:battle
  Scenario: 20.2.2 Range 2 in the front line reaches the opponent's back line only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R2" as "far" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "p2-mc" with "far"
    Then the action is rejected citing clause 20.1
    When p1 attacks "foe" with "far"
    Then p2's retreat area holds exactly "foe" and "p2-deck0"

  @clause:20.2.3 @needs:battle
  Scenario: 20.2.3 Range 3 alone reaches nothing from the front line
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R3" as "siege" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "foe" with "siege"
    Then the action is rejected citing clause 18.2.1.3.1

  @clause:20.2.4 @needs:battle
  Scenario: 20.2.4 Range 1-2 in the front line reaches both of the opponent's lines
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R12" as "both" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    Then the legal actions include:
      """
      {"type": "attack", "card": "both", "target": "foe"}
      """
    And the legal actions include:
      """
      {"type": "attack", "card": "both", "target": "p2-mc"}
      """

  @clause:20.3.2 @needs:battle
  Scenario: 20.3.2 Range 2 in the back line reaches the opponent's front line only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R2" as "far" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "foe" with "far"
    Then the action is rejected citing clause 20.1
    When p1 attacks "p2-mc" with "far"
    Then "far" is tapped

  @clause:20.3.3 @needs:battle
  Scenario: 20.3.3 Range 3 in the back line reaches the opponent's back line
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R3" as "siege" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "p2-mc" with "siege"
    Then the action is rejected citing clause 20.1
    When p1 attacks "foe" with "siege"
    Then p2's retreat area holds exactly "foe" and "p2-deck0"

  @clause:20.3.4 @needs:battle
  Scenario: 20.3.4 Range 1-2 in the back line reaches the opponent's front line only
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R12" as "both" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    Then the legal actions include:
      """
      {"type": "attack", "card": "both", "target": "p2-mc"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "card": "both", "target": "foe"}
      """

  @clause:20.1 @needs:battle
  Scenario: 20.1 The target is chosen by the attacker's range: the legal attacks are exactly the units it reaches, and no own unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R2" as "far" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    Then the legal actions include:
      """
      {"type": "attack", "card": "far", "target": "foe"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "card": "far", "target": "p2-mc"}
      """
    When p1 tries to attack "p1-mc" with "far"
    Then the action is rejected citing clause 20.1
    When p1 tries to attack "p2-mc" with "far"
    Then the action is rejected citing clause 20.1

  @clause:20.2.5 @needs:battle
  Scenario Outline: 20.2.5 Range 1-3 in the front line reaches both of the opponent's lines
    Given the test cards:
      | id  | name  | unit  | cost | power | range |
      | R13 | Sweep | Sweep | 1    | 50    | 1-3   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R13" as "sweep" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 attacks "<target>" with "sweep"
    Then "sweep" is tapped

    Examples:
      | target |
      | foe    |
      | p2-mc  |

  @clause:20.2.6 @needs:battle
  Scenario: 20.2.6 Range 2-3 in the front line reaches the opponent's back line only
    Given the test cards:
      | id  | name  | unit  | cost | power | range |
      | R23 | Lob   | Lob   | 1    | 50    | 2-3   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R23" as "lob" in the front line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "p2-mc" with "lob"
    Then the action is rejected citing clause 20.1
    When p1 attacks "foe" with "lob"
    Then p2's retreat area holds exactly "foe" and "p2-deck0"

  @clause:20.3.1 @needs:battle
  Scenario: 20.3.1 Range 1 alone reaches nothing from the back line, though the opponent has units in both lines
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R1" as "near" in the back line
    And p1 has the unit "R12" as "both" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 tries to attack "p2-mc" with "near"
    Then the action is rejected citing clause 18.2.1.3.1
    When p1 tries to attack "foe" with "near"
    Then the action is rejected citing clause 18.2.1.3.1
    And the legal actions do not include:
      """
      {"type": "attack", "card": "near"}
      """
    And the legal actions include:
      """
      {"type": "attack", "card": "both", "target": "p2-mc"}
      """

  @clause:20.3.5 @needs:battle
  Scenario Outline: 20.3.5 Range 1-3 in the back line reaches both of the opponent's lines
    Given the test cards:
      | id  | name  | unit  | cost | power | range |
      | R13 | Sweep | Sweep | 1    | 50    | 1-3   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R13" as "sweep" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 attacks "<target>" with "sweep"
    Then "sweep" is tapped

    Examples:
      | target |
      | foe    |
      | p2-mc  |

  @clause:20.3.6 @needs:battle
  Scenario Outline: 20.3.6 Range 2-3 in the back line reaches both of the opponent's lines
    Given the test cards:
      | id  | name  | unit  | cost | power | range |
      | R23 | Lob   | Lob   | 1    | 50    | 2-3   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "R23" as "lob" in the back line
    And p2 has the unit "FOE" as "foe" in the back line
    When p1 attacks "<target>" with "lob"
    Then "lob" is tapped

    Examples:
      | target |
      | foe    |
      | p2-mc  |
