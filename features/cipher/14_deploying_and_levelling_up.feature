Feature: 14 Deploying and levelling up (class change)
  Deploying puts a unit of a unit name the player does not have on the battlefield yet, untapped, in either line.
  Levelling up puts a card of the same unit name on top of one of the player's own units: the unit keeps its state
  and its Main Character status, and gains the level-up information (a class change's too) until the end of the
  turn; a card with a class change cost always class changes, which triggers one class change bonus.

  Background:
    Given the test cards:
      | id      | name          | unit  | cost | cc cost |
      | ROY-1   | Roy, cadet    | Roy   | 1    |         |
      | ROY-2   | Roy, lord     | Roy   | 2    |         |
      | ROY-CC  | Roy, general  | Roy   | 4    | 2       |
      | LILINA  | Lilina        | Lilina| 1    |         |

  @clause:14.1.1
  Scenario: 14.1.1 A unit name the player already has on the battlefield cannot be deployed
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "another roy"
    When p1 tries to deploy "another roy" to the front line
    Then the action is rejected citing clause 14.1.1

  @clause:14.1.1
  Scenario: 14.1.1 A unit name only the opponent has may be deployed
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p2 has the unit "ROY-1" as "their roy" in the back line
    And p1's hand holds "ROY-2" as "my roy"
    When p1 deploys "my roy" to the front line
    Then "my roy" is in p1's front line

  @clause:14.1.2
  Scenario Outline: 14.1.2 A deployed unit goes untapped to the line its player chooses
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "LILINA" as "lilina"
    When p1 deploys "lilina" to the <line> line
    Then "lilina" is in p1's <line> line
    And "lilina" is untapped
    And "lilina" is not the Main Character

    Examples:
      | line  |
      | front |
      | back  |

  @clause:14.2.1 @clause:14.2.1.2
  Scenario: 14.2.1.2 A unit levels up with a card of the same unit name on top of it
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then p1's back line holds exactly "roy lord"
    And "roy lord" has 1 card under it

  @clause:14.2.1.2
  Scenario: 14.2.1.2 A card of another unit name cannot level a unit up
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "LILINA" as "lilina"
    When p1 tries to level up "roy" with "lilina"
    Then the action is rejected citing clause 14.2.1.2

  @clause:14.2.1.1
  Scenario: 14.2.1.1 The opponent's unit cannot be levelled up
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p2 has the unit "ROY-1" as "their roy" in the back line
    And p1's hand holds "ROY-2" as "my roy"
    When p1 tries to level up "their roy" with "my roy"
    Then the action is rejected citing clause 14.2.1.1

  @clause:14.2.2
  Scenario Outline: 14.2.2 A levelled-up unit keeps its state: tapped or untapped
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the front line<tapped>
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is <state>
    And "roy lord" is in p1's front line

    Examples:
      | tapped  | state    |
      | , tapped | tapped  |
      |         | untapped |

  @clause:14.2.2.1
  Scenario: 14.2.2.1 Levelling up the Main Character keeps it the Main Character
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the front line, as the Main Character
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is the Main Character
    And the game is not over

  @clause:14.2.2.1
  Scenario: 14.2.2.1 Levelling up another unit makes no Main Character
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is not the Main Character
    And "p1-mc" is the Main Character

  @clause:14.2.4 @clause:14.2.6
  Scenario: 14.2.4 A levelled-up unit is levelled up until the end of the turn; a deployed one is not
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord" and "LILINA" as "lilina"
    When p1 levels up "roy" with "roy lord"
    And p1 deploys "lilina" to the back line
    Then "roy lord" is levelled up this turn
    And "roy lord" is not class changed this turn
    And "lilina" is not levelled up this turn

  @clause:14.2.5 @clause:14.2.5.1 @clause:14.2.5.3
  Scenario: 14.2.5.1 A card with a class change cost class changes the unit
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then "general" is class changed this turn
    And "general" is levelled up this turn
    And the deployment phase has spent 2

  @clause:14.2.5.2 @clause:8.1.1
  Scenario: 14.2.5.2 A class change triggers one class change bonus: a card is drawn
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then p1's hand holds 1 card
    And p1's deck holds 9 cards

  @clause:14.2.5.2
  Scenario: 14.2.5.2 A level up that is no class change draws nothing
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then p1's hand holds 0 cards
    And p1's deck holds 10 cards

  @clause:14.2.5.3
  Scenario: 14.2.5.3 A class change pays the class change cost, not the deploy cost
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then "general" is class changed this turn
    And the deployment phase has spent 2
