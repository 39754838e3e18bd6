Feature: 15 Deploying a unit
  A card of the hand is deployed when its symbols are all shown by face-up bonds and its cost, added to what this
  deployment phase has already paid for deploying and levelling up, is at most the number of bonds; a cost of 0
  needs no bond.

  Background:
    Given the test cards:
      | id    | name  | unit  | cost | symbols  |
      | RED-2 | Red 2 | Red 2 | 2    | red      |
      | TWO-A | Two A | Two A | 2    |          |
      | TWO-B | Two B | Two B | 2    |          |
      | FREE  | Free  | Free  | 0    |          |
      | DUAL  | Dual  | Dual  | 1    | red blue |
      | RBOND | Red   | Red   | 1    | red      |
      | BBOND | Blue  | Blue  | 1    | blue     |

  @clause:15.1.2
  Scenario Outline: 15.1.2 The cost paid this phase and the new cost together are at most the bonds
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1's hand holds "TWO-A" as "first" and "TWO-B" as "second"
    When p1 deploys "first" to the back line
    And p1 <tries> "second" to the back line
    Then <outcome>

    Examples:
      | bonds | tries          | outcome                                     |
      | 3     | tries to deploy | the action is rejected citing clause 15.1.2 |
      | 4     | deploys        | the deployment phase has spent 4            |

  @clause:15.1.2
  Scenario: 15.1.2 The running total starts again with the next deployment phase
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "TWO-A" as "first"
    And p2's bond area holds 2 cards
    And p2's hand holds "TWO-B" as "theirs"
    When p1 deploys "first" to the back line
    And p1 ends the deployment phase
    And p1 ends the action phase
    And the game is played on until turn 4 begins its deployment phase
    And p2 deploys "theirs" to the back line
    Then the deployment phase has spent 2

  @clause:15.1.2
  Scenario: 15.1.2 A card of cost 0 is deployed whatever has been paid
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "TWO-A" as "first" and "FREE" as "free"
    When p1 deploys "first" to the back line
    And p1 deploys "free" to the back line
    Then p1's back line holds exactly "first" and "free"

  @clause:15.1.2
  Scenario: 15.1.2 A card of cost 0 is deployed with no bond at all
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's hand holds "FREE" as "free"
    When p1 deploys "free" to the front line
    Then "free" is in p1's front line

  @clause:15.1.2
  Scenario Outline: 15.1.2 Every symbol of the card must be shown by a face-up bond
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds>
    And p1's hand holds "DUAL" as "dual"
    When p1 <tries> "dual" to the back line
    Then <outcome>

    Examples:
      | bonds                                   | tries           | outcome                                     |
      | "RBOND" as "red bond"                   | tries to deploy | the action is rejected citing clause 15.1.2 |
      | "RBOND" as "red bond" and "BBOND" as "blue bond" | deploys | "dual" is in p1's back line               |

  @clause:15.1.2
  Scenario: 15.1.2 A card of the opponent's bond area shows no symbol for the player
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p2's bond area holds "RBOND" as "their red bond"
    And p1's hand holds "RED-2" as "red"
    When p1 tries to deploy "red" to the back line
    Then the action is rejected citing clause 15.1.2

  @clause:15.1.3 @needs:skill.automatic
  Scenario: 15.1.3 A check timing follows the deployment: the unit's "when deployed" skill is carried out before the next choice
    Given the test cards:
      | id    | name  | unit  | cost | skills                |
      | SCOUT | Scout | Scout | 1    | when deployed: draw 2 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "SCOUT" as "scout"
    When p1 deploys "scout" to the front line
    Then p1's hand holds 2 cards
    And the pending decision is "deployment" for p1

  @clause:15.1.1 @clause:16.1.3
  Scenario: 15.1.1 A check timing comes before the next deployment: the class change bonus is drawn and the card drawn can be deployed
    Given the test cards:
      | id      | name         | unit   | cost | cc cost |
      | ROY-1   | Roy, cadet   | Roy    | 1    |         |
      | ROY-CC  | Roy, general | Roy    | 4    | 1       |
      | LILINA  | Lilina       | Lilina | 1    |         |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    And p1's deck holds "LILINA" as "lilina" and "FILL-03" as "rest"
    When p1 levels up "roy" with "general"
    Then p1's hand holds exactly "lilina"
    And the legal actions include:
      """
      {"type": "deploy", "player": "p1", "card": "lilina"}
      """
    When p1 deploys "lilina" to the front line
    Then "lilina" is in p1's front line

  @clause:15.1.2.1 @clause:15.1.2 @needs:skill.continuous
  Scenario Outline: 15.1.2.1 The running total counts a deployed card's cost as it was in the hand
    Given the test cards:
      | id     | name   | unit   | cost | skills                 |
      | HANDY  | Handy  | Handy  | 4    | deploy cost 1 in the hand |
      | LILINA | Lilina | Lilina | 1    |                        |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds <bonds> cards
    And p1's hand holds "HANDY" as "handy" and "LILINA" as "lilina"
    When p1 deploys "handy" to the back line
    Then the deployment phase has spent 1
    When p1 <tries> "lilina" to the front line
    Then <outcome>

    Examples:
      | bonds | tries            | outcome                                     |
      | 2     | deploys          | the deployment phase has spent 2            |
      | 1     | tries to deploy  | the action is rejected citing clause 15.1.2 |

  @clause:15.1.2 @needs:skill.continuous
  Scenario Outline: 15.1.2 A skill making the deploy cost count as another number changes what the deployment costs
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | CHEAP  | Cheap  | Cheap  | 4    | deploy cost counts as 1 |
      | DEAR   | Dear   | Dear   | 1    | deploy cost counts as 3 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "<card>" as "card"
    When p1 <tries> "card" to the front line
    Then <outcome>

    Examples:
      | card  | tries           | outcome                                     |
      | CHEAP | deploys         | the deployment phase has spent 1            |
      | DEAR  | tries to deploy | the action is rejected citing clause 15.1.2 |
