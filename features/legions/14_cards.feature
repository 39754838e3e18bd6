Feature: 14 Cards
  A card is known by its name: two printings sharing a name are the same card whatever their ids, art
  or wording, and two cards with different names are different cards even when everything else on
  them matches.

  Background:
    Given the test cards:
      | id   | name        | category | cost | atk | hp | wt |
      | R1   | Red Soldier | minion   | 1    | 2   | 3  | 2  |
      | R1-B | Red Soldier | minion   | 1    | 2   | 3  | 2  |
      | R2   | Red Guard   | minion   | 1    | 2   | 3  | 2  |

  @clause:14-2 @clause:23-2c
  Scenario Outline: 14-2 Copies are counted by name, neither by card id nor by matching printed values
    Given a fresh game with seed 1
    And p1's main deck holds <cards> and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | cards                                     | verdict                      |
      | 3 copies of "R1" and "R1-B"               | rejected citing clause 23-2c |
      | 2 copies of "R1" and 2 copies of "R1-B"   | rejected citing clause 23-2c |
      | 3 copies of "R1" and 3 copies of "R2"     | accepted                     |
