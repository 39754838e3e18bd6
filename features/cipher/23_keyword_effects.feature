Feature: 23 Keyword effects
  The keyword effects the test cards use: drawing (one card at a time from the deck's top), destroying (the unit
  becomes destroyed and the destruction check moves it) and "the orbs its attack breaks become N".

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                       |
      | SCRIBE  | Scribe  | Scribe  | 1    | 0     | 1     | when deployed: draw 2                        |
      | BOMBER  | Bomber  | Bomber  | 1    | 0     | 1     | when deployed: destroy the opponent's units  |
      | MEDIC   | Medic   | Medic   | 1    | 0     | 1     | whenever an ally is destroyed: draw 1        |
      | BREAKER | Breaker | Breaker | 1    | 50    | 1     | breaks 3 orbs                                |
      | FICKLE  | Fickle  | Fickle  | 1    | 50    | 1     | breaks 3 orbs; breaks 2 orbs                 |

  @clause:23.1.1.1 @needs:skill.automatic
  Scenario: 23.1.1.1 Drawing two takes the deck's top card, then the next one
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's deck holds "FILL-03" as "top", "FILL-04" as "second" and "FILL-05" as "third"
    And p1's hand holds "SCRIBE" as "scribe"
    When p1 deploys "scribe" to the back line
    Then p1's hand holds exactly "top" and "second"
    And p1's deck holds, top first, "third"

  @clause:23.1.1.1 @clause:11.2 @needs:skill.automatic
  Scenario: 23.1.1.1 Cards are drawn one at a time: a deck emptied by the first is refilled before the second
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's deck holds "FILL-03" as "last"
    And p1's retreat area holds "FILL-04" as "old"
    And p1's hand holds "SCRIBE" as "scribe"
    When p1 deploys "scribe" to the back line
    Then p1's hand holds exactly "last" and "old"

  @clause:23.1.3.1 @needs:skill.automatic
  Scenario: 23.1.3.1 A destroy effect makes the unit destroyed: "whenever an ally is destroyed" triggers and the destruction check retreats it
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then p2's retreat area holds exactly "soldier"
    And p2's hand holds 1 card

  @clause:23.1.21.1 @needs:battle @needs:skill.continuous
  Scenario: 23.1.21.1 Destroying the Main Character with "the orbs its attack breaks become 3": three orbs chosen one at a time
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BREAKER" as "breaker" in the front line
    When p1 attacks "p2-mc" with "breaker"
    And p2 takes the orb "p2-orb4"
    And p2 takes the orb "p2-orb2"
    And p2 takes the orb "p2-orb0"
    Then p2's hand holds exactly "p2-orb4", "p2-orb2" and "p2-orb0"
    And p2's orb area holds 2 cards
    And the pending decision is "action" for p1

  @clause:23.1.21.2 @needs:battle @needs:skill.continuous
  Scenario: 23.1.21.2 Of two such skills on one unit only the last applies: two orbs, not three
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FICKLE" as "fickle" in the front line
    When p1 attacks "p2-mc" with "fickle"
    And p2 takes the orb "p2-orb4"
    And p2 takes the orb "p2-orb2"
    Then p2's hand holds 2 cards
    And p2's orb area holds 3 cards
    And the pending decision is "action" for p1

  @clause:23.1.30.1 @needs:skill.activated
  Scenario: 23.1.30.1 "You win the game": the skill's user wins at once and the opponent loses
    Given the test cards:
      | id     | name   | unit   | cost | skills                   |
      | VICTOR | Victor | Victor | 1    | act (tap): win the game  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "VICTOR" as "victor" in the back line
    When p1 uses the skill 0 of "victor"
    Then p1 wins the game
    And p2 loses the game because of effect
    And no player has a legal action
    And the invariant "result-agrees-with-model" holds

  @clause:23.1.30.1 @needs:battle @needs:skill.automatic
  Scenario: 23.1.30.1 The user of the skill wins even on the opponent's turn: the attacked player's skill
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                         |
      | DECOY  | Decoy  | Decoy  | 1    | 0     | 1     | when attacked: win the game    |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "DECOY" as "decoy" in the front line
    When p1 attacks "decoy" with "p1-mc"
    Then p2 wins the game
    And p1 loses the game because of effect
