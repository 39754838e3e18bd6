Feature: 22 Replacement effects
  A skill saying "(B) instead of (A)" does B and not A; when B cannot be done, A happens as it would have.

  Background:
    Given the test cards:
      | id       | name     | unit     | cost | power | range | skills                                   |
      | SWORD    | Sword    | Sword    | 1    | 50    | 1     |                                          |
      | GUARDIAN | Guardian | Guardian | 1    | 10    | 1     | instead of being destroyed, flip 1 bonds |

  @clause:22.1 @needs:battle @needs:skill.continuous
  Scenario: 22.1 Instead of leaving by destruction the unit stays and a face-up bond turns face down
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "GUARDIAN" as "guardian" in the front line
    And p2's bond area holds 1 card
    When p1 attacks "guardian" with "sword"
    Then "guardian" is in p2's front line
    And p2's bond area cards are all face down
    And p2's retreat area holds 1 card

  @clause:22.1.1 @needs:battle @needs:skill.continuous
  Scenario: 22.1.1 Without a face-up bond to turn the replacement cannot be done: the unit is destroyed as usual
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "GUARDIAN" as "guardian" in the front line
    And p2's bond area holds "FILL-03" as "down" face down
    When p1 attacks "guardian" with "sword"
    Then p2's front line holds exactly "p2-mc"
    And p2's retreat area holds 2 cards
