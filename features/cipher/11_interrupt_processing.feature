Feature: 11 Interrupt processing
  The deck refill: a player's empty deck takes their retreat area, shuffled, at once; with both empty nothing
  happens.

  @clause:11.3.1 @clause:11.2
  Scenario: 11.3.1 An emptied deck is refilled from the retreat area at once
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's deck holds "FILL-03" as "last card"
    And p1's retreat area holds "FILL-04" as "r1", "FILL-05" as "r2" and "FILL-06" as "r3"
    When the game is started
    Then p1's hand holds exactly "last card"
    And p1's deck holds 3 cards
    And p1's retreat area holds 0 cards
    And p1's deck is known to nobody
    And the game is not over

  @clause:11.3.1.1
  Scenario: 11.3.1.1 With deck and retreat area both empty there is no refill
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's deck holds "FILL-03" as "last card"
    When the game is started
    Then p1's deck holds 0 cards
    And p1 loses the game because of deck

  @clause:11.2
  Scenario: 11.2 The refill is applied before anything else: an empty deck with cards in the retreat area is refilled before any choice
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds 1 card
    And p2's deck holds nothing
    And p2's retreat area holds 2 cards
    When the game is started
    Then the pending decision is "bond" for p1
    And p2's deck holds 2 cards
    And p2's retreat area holds 0 cards
