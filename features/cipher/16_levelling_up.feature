Feature: 16 Levelling up (class changing) a unit
  A card of the hand levels up one of the player's units when its symbols are all shown by face-up bonds and its
  cost (its class change cost when it has one) fits, with what the phase has already paid, within the bonds; the
  check timing after it draws the class change bonus.

  Background:
    Given the test cards:
      | id      | name          | unit  | cost | cc cost | symbols |
      | ROY-1   | Roy, cadet    | Roy   | 1    |         |         |
      | ROY-3   | Roy, lord     | Roy   | 3    |         |         |
      | ROY-CC  | Roy, general  | Roy   | 5    | 3       |         |
      | ROY-RED | Roy, red      | Roy   | 1    |         | red     |
      | RBOND   | Red           | Red   | 1    |         | red     |

  @clause:16.1.2
  Scenario Outline: 16.1.2 A level up's cost counts in the phase's running total
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-3" as "roy lord" and "FILL-00" as "scout"
    When p1 deploys "scout" to the front line
    And p1 <tries> "roy" with "roy lord"
    Then <outcome>

    Examples:
      | bonds | tries              | outcome                                     |
      | 3     | tries to level up  | the action is rejected citing clause 16.1.2 |
      | 4     | levels up          | the deployment phase has spent 4            |

  @clause:16.1.2
  Scenario Outline: 16.1.2 A class change's cost is its class change cost, within the bonds
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 <tries> "roy" with "general"
    Then <outcome>

    Examples:
      | bonds | tries             | outcome                                     |
      | 2     | tries to level up | the action is rejected citing clause 16.1.2 |
      | 3     | levels up         | "general" is class changed this turn        |

  @clause:16.1.2
  Scenario Outline: 16.1.2 A level up needs the card's symbols on face-up bonds
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds "RBOND" as "red bond" <face>
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-RED" as "red roy"
    When p1 <tries> "roy" with "red roy"
    Then <outcome>

    Examples:
      | face       | tries             | outcome                                     |
      | face down  | tries to level up | the action is rejected citing clause 16.1.2 |
      | face up    | levels up         | "red roy" has 1 card under it               |

  @clause:16.1.3 @clause:8.1.2
  Scenario: 16.1.3 The class change bonus is drawn at the check timing right after the class change, once
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general" and "FILL-00" as "scout"
    When p1 levels up "roy" with "general"
    Then p1's hand holds 2 cards
    When p1 deploys "scout" to the front line
    Then p1's hand holds 1 card
    And the log has exactly 1 events like:
      """
      {"event": "class_change_bonus", "player": "p1"}
      """

  @clause:16.1.1 @clause:15.1.3 @needs:skill.automatic
  Scenario: 16.1.1 A check timing comes before the next level up: a "when deployed" skill is carried out first, and the card it draws can level up
    Given the test cards:
      | id    | name  | unit  | cost | skills                      |
      | SCOUT | Scout | Scout | 1    | when deployed (may): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 4 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "SCOUT" as "scout"
    And p1's deck holds "ROY-3" as "roy lord" and "FILL-03" as "rest"
    When p1 deploys "scout" to the front line
    Then the pending decision is "use_skill" for p1
    And the legal actions do not include:
      """
      {"type": "level_up", "player": "p1"}
      """
    When p1 carries out the effect
    Then the pending decision is "deployment" for p1
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" has 1 card under it

  @clause:16.1.2.1 @clause:16.1.2 @needs:skill.continuous
  Scenario Outline: 16.1.2.1 A level up counts the card's cost as it was in the hand; a class change counts its class change cost
    Given the test cards:
      | id      | name         | unit | cost | cc cost | skills                    |
      | ROY-H   | Roy, handy   | Roy  | 4    |         | deploy cost 1 in the hand |
      | ROY-HCC | Roy, marshal | Roy  | 5    | 3       | deploy cost 1 in the hand |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "<card>" as "new roy"
    When p1 <tries> "roy" with "new roy"
    Then <outcome>

    Examples:
      | bonds | card    | tries             | outcome                                     |
      | 1     | ROY-H   | levels up         | the deployment phase has spent 1            |
      | 2     | ROY-HCC | tries to level up | the action is rejected citing clause 16.1.2 |
      | 3     | ROY-HCC | levels up         | the deployment phase has spent 3            |
