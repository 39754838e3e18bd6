Feature: 1 Game and players
  A game is played by two players, p1 and p2: each has their own zones, and the turns pass from one to the other.

  @clause:1.2 @needs:setup.fresh
  Scenario: 1.2 Two players play: each has the nine zones and the turn passes from one to the other and back
    Given a fresh game with seed 5
    Then each player has the nine zones
    When the game is played on until turn 2 begins its deployment phase
    Then the game is on turn 2 in the deployment phase with the second player to play
    When the game is played on until turn 3 begins its deployment phase
    Then the game is on turn 3 in the deployment phase with the first player to play
