Feature: 05 Numbers and calculation
  Every value of the game is a whole number. Rounding fractions up (05-2) and the variables X, Y, Z
  (05-3) only arise from card text and are checked with the effects of chapters 35-38.

  @clause:05-1 @needs:battle
  Scenario: 05-1 Life, cores, master points, ATK, HP and damage stay whole numbers through paying and fighting
    Given the test cards:
      | id    | category | atk | hp | cost | wt |
      | BLADE | minion   | 3   | 5  | 2    | 2  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "BLADE" as "new"
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    When p1 unlocks "new" to the left lane
    And p1 attacks "def" with "att"
    Then "def" has 3 damage
    And every number the observation shows is a whole number
