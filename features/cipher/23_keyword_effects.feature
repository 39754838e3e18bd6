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

  @clause:23.1.1.1.1 @needs:battle @needs:skill.automatic
  Scenario: 23.1.1.1.1 "Draw 1" names no player: the skill's user draws, even when its unit is attacked on the opponent's turn
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                |
      | READER | Reader | Reader | 1    | 0     | 1     | when attacked: draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "READER" as "reader" in the front line
    And p1's deck holds "FILL-03" as "p1 top", "FILL-04" as "p1 next" and "FILL-05" as "p1 third"
    And p2's deck holds "FILL-06" as "p2 top", "FILL-07" as "p2 next" and "FILL-08" as "p2 third"
    When p1 attacks "reader" with "p1-mc"
    Then p2's hand holds exactly "p2 top"
    And p1's hand holds 0 cards

  @clause:23.1.1.1.1 @needs:skill.activated
  Scenario: 23.1.1.1.1 A draw naming a player: "your opponent draws 2" makes the opponent draw, not the user
    Given the test cards:
      | id    | name  | unit  | cost | skills                        |
      | GIVER | Giver | Giver | 1    | act: your opponent draws 2    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GIVER" as "giver" in the back line
    And p2's deck holds "FILL-06" as "p2 top", "FILL-07" as "p2 next" and "FILL-08" as "p2 third"
    When p1 uses the skill 0 of "giver"
    Then p2's hand holds exactly "p2 top" and "p2 next"
    And p1's hand holds 0 cards

  @clause:23.1.1.1.2 @needs:skill.automatic
  Scenario: 23.1.1.1.2 "Draw 2" is not "up to 2": both cards are drawn and the user is asked for no number
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's deck holds "FILL-03" as "top", "FILL-04" as "second" and "FILL-05" as "third"
    And p1's hand holds "SCRIBE" as "scribe"
    When p1 deploys "scribe" to the back line
    Then the pending decision is "deployment" for p1
    And p1's hand holds exactly "top" and "second"

  @clause:23.1.2.1 @needs:skill.activated
  Scenario: 23.1.2.1 "Shuffle your deck" puts the deck in a random order that neither player sees
    Given the test cards:
      | id       | name     | unit     | cost | skills                  |
      | SHUFFLER | Shuffler | Shuffler | 1    | act: shuffle your deck  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SHUFFLER" as "shuffler" in the back line
    And p1's deck holds "FILL-01" as "d1", "FILL-02" as "d2", "FILL-03" as "d3", "FILL-04" as "d4", "FILL-05" as "d5", "FILL-06" as "d6", "FILL-07" as "d7" and "FILL-08" as "d8"
    When p1 uses the skill 0 of "shuffler"
    Then p1's deck holds "d1", "d2", "d3", "d4", "d5", "d6", "d7" and "d8" in a new order
    And p1's deck is known to nobody
    And p1's hand holds 0 cards

  @clause:23.1.2.2 @clause:23.1.1.1.1 @needs:skill.activated
  Scenario: 23.1.2.2 "Your opponent draws 1, then shuffle the deck": the deck drawn from is shuffled after the draw, the user's deck is not
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | MIXER  | Mixer  | Mixer  | 1    | act: your opponent draws 1, then shuffle the deck |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "MIXER" as "mixer" in the back line
    And p1's deck holds "FILL-01" as "m1", "FILL-02" as "m2", "FILL-03" as "m3", "FILL-04" as "m4" and "FILL-05" as "m5"
    And p2's deck holds "FILL-01" as "e1", "FILL-02" as "e2", "FILL-03" as "e3", "FILL-04" as "e4", "FILL-05" as "e5", "FILL-06" as "e6", "FILL-07" as "e7" and "FILL-08" as "e8"
    When p1 uses the skill 0 of "mixer"
    Then p2's hand holds exactly "e1"
    And p2's deck holds "e2", "e3", "e4", "e5", "e6", "e7" and "e8" in a new order
    And p1's deck holds, top first, "m1", "m2", "m3", "m4" and "m5"
    And the log has the event:
      """
      {"event": "shuffle", "player": "p2"}
      """

  @clause:23.1.4.1 @needs:skill.activated
  Scenario: 23.1.4.1 Revealed cards are shown to both players and stay where they are, in the deck, while revealed
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | HERALD | Herald | Herald | 1    | act: reveal the top 2 cards of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1's deck holds "FILL-03" as "first", "FILL-04" as "second" and "FILL-05" as "third"
    When p1 uses the skill 0 of "herald"
    Then the pending decision is "choose" for p1
    And "first" is known to both players
    And "second" is known to both players
    And "third" is known to nobody
    And p1's deck holds, top first, "first", "second" and "third"
    And p1's hand holds 0 cards

  @clause:23.1.4.2 @needs:skill.activated
  Scenario: 23.1.4.2 Revealed cards are public only while revealed: the one taken is its owner's alone in the hand, the one left in the deck is hidden again
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | HERALD | Herald | Herald | 1    | act: reveal the top 2 cards of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1's deck holds "FILL-03" as "first", "FILL-04" as "second" and "FILL-05" as "third"
    When p1 uses the skill 0 of "herald"
    And p1 chooses "second"
    Then p1's hand holds exactly "second"
    And "second" is known only to p1
    And "first" is known to nobody
    And p1's deck holds, top first, "first" and "third"
    And the pending decision is "action" for p1

  @clause:23.1.4.3 @needs:skill.activated
  Scenario: 23.1.4.3 Revealed cards are not moved while revealed: the deck keeps them in its order, no other area receives them
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | HERALD | Herald | Herald | 1    | act: reveal the top 2 cards of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1's deck holds "FILL-03" as "first", "FILL-04" as "second", "FILL-05" as "third" and "FILL-06" as "fourth"
    When p1 uses the skill 0 of "herald"
    Then the pending decision is "choose" for p1
    And p1's deck holds, top first, "first", "second", "third" and "fourth"
    And p1's hand holds 0 cards
    And p1's support area holds 0 cards
    And p1's retreat area holds 0 cards

  @clause:23.1.4.4 @needs:skill.activated
  Scenario: 23.1.4.4 Revealed cards that did not move are hidden again once the effect is over
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | HERALD | Herald | Herald | 1    | act: reveal the top 2 cards of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1's deck holds "FILL-03" as "first", "FILL-04" as "second" and "FILL-05" as "third"
    When p1 uses the skill 0 of "herald"
    Then "first" is known to both players
    When p1 chooses no card
    Then "first" is known to nobody
    And "second" is known to nobody
    And p1's deck holds, top first, "first", "second" and "third"
    And the pending decision is "action" for p1

  @clause:23.1.4.3.1 @clause:11.3.1 @needs:skill.activated
  Scenario: 23.1.4.3.1 Revealing the deck's last card leaves it in the deck: no refill until the card has left
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | HERALD | Herald | Herald | 1    | act: reveal the top 1 card of your deck, add up to 1 of them to your hand   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "HERALD" as "herald" in the back line
    And p1's deck holds "FILL-03" as "last"
    And p1's retreat area holds "FILL-04" as "old"
    When p1 uses the skill 0 of "herald"
    Then p1's deck holds, top first, "last"
    And p1's retreat area holds exactly "old"
    When p1 chooses "last"
    Then p1's hand holds exactly "last"
    And p1's deck holds, top first, "old"
    And p1's retreat area holds 0 cards

  @clause:23.1.5.1 @needs:skill.activated
  Scenario: 23.1.5.1 Looking at cards shows them to the looking player only; the opponent learns nothing, then or after
    Given the test cards:
      | id   | name | unit | cost | skills                                                                       |
      | SEER | Seer | Seer | 1    | act: look at the top 2 cards of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SEER" as "seer" in the back line
    And p1's deck holds "FILL-03" as "first", "FILL-04" as "second" and "FILL-05" as "third"
    When p1 uses the skill 0 of "seer"
    Then the pending decision is "choose" for p1
    And "first" is known only to p1
    And "second" is known only to p1
    And "third" is known to nobody
    And the invariant "hidden-zones" holds
    When p1 chooses no card
    Then p1's deck holds, top first, "first", "second" and "third"
    And p1's deck is known to nobody
    And the invariant "hidden-zones" holds

  @clause:23.1.5.2 @needs:battle @needs:skill.automatic
  Scenario: 23.1.5.2 Looking names no player: the skill's user looks and chooses, even on the opponent's turn
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                                 |
      | WATCHER | Watcher | Watcher | 1    | when attacked: look at the top 1 card of your deck, add up to 1 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "WATCHER" as "watcher" in the front line
    And p2's deck holds "FILL-06" as "p2 top", "FILL-07" as "p2 next" and "FILL-08" as "p2 third"
    When p1 attacks "watcher" with "p1-mc"
    Then the pending decision is "choose" for p2
    And "p2 top" is known only to p2
    When p2 chooses "p2 top"
    Then p2's hand holds exactly "p2 top"
    And p1's hand holds 0 cards

  @clause:23.1.6.1 @needs:skill.activated
  Scenario: 23.1.6.1 "Up to 2" allows no card at all but not three
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | PICKER | Picker | Picker | 1    | act: reveal the top 3 cards of your deck, add up to 2 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "PICKER" as "picker" in the back line
    And p1's deck holds "FILL-03" as "a", "FILL-04" as "b", "FILL-05" as "c" and "FILL-06" as "d"
    When p1 uses the skill 0 of "picker"
    And p1 tries to choose "a", "b" and "c"
    Then the action is rejected citing clause 23.1.6.1
    When p1 chooses no card
    Then p1's hand holds 0 cards
    And p1's deck holds, top first, "a", "b", "c" and "d"

  @clause:23.1.6.1 @clause:23.1.6.2 @needs:skill.activated
  Scenario: 23.1.6.2 "Up to 2" cannot name one card twice; two different cards, the most allowed, can be chosen
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                      |
      | PICKER | Picker | Picker | 1    | act: reveal the top 3 cards of your deck, add up to 2 of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "PICKER" as "picker" in the back line
    And p1's deck holds "FILL-03" as "a", "FILL-04" as "b", "FILL-05" as "c" and "FILL-06" as "d"
    When p1 uses the skill 0 of "picker"
    And p1 tries to choose "a" and "a"
    Then the action is rejected citing clause 23.1.6.2
    When p1 chooses "a" and "c"
    Then p1's hand holds exactly "a" and "c"
    And p1's deck holds, top first, "b" and "d"

  @clause:23.1.7.1 @needs:skill.activated
  Scenario: 23.1.7.1 "Any number" has no cap: every card revealed can be chosen
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                         |
      | GLEANER | Gleaner | Gleaner | 1    | act: reveal the top 3 cards of your deck, add any number of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GLEANER" as "gleaner" in the back line
    And p1's deck holds "FILL-03" as "a", "FILL-04" as "b", "FILL-05" as "c" and "FILL-06" as "d"
    When p1 uses the skill 0 of "gleaner"
    And p1 chooses "a", "b" and "c"
    Then p1's hand holds exactly "a", "b" and "c"
    And p1's deck holds, top first, "d"

  @clause:23.1.7.1 @needs:skill.activated
  Scenario: 23.1.7.1 "Any number" starts from zero: choosing no card is allowed
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                         |
      | GLEANER | Gleaner | Gleaner | 1    | act: reveal the top 3 cards of your deck, add any number of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GLEANER" as "gleaner" in the back line
    And p1's deck holds "FILL-03" as "a", "FILL-04" as "b", "FILL-05" as "c" and "FILL-06" as "d"
    When p1 uses the skill 0 of "gleaner"
    And p1 chooses no card
    Then p1's hand holds 0 cards
    And p1's deck holds, top first, "a", "b", "c" and "d"
    And the pending decision is "action" for p1

  @clause:23.1.7.2 @needs:skill.activated
  Scenario: 23.1.7.2 "Any number" cannot name one card twice
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                                         |
      | GLEANER | Gleaner | Gleaner | 1    | act: reveal the top 3 cards of your deck, add any number of them to your hand  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GLEANER" as "gleaner" in the back line
    And p1's deck holds "FILL-03" as "a", "FILL-04" as "b", "FILL-05" as "c" and "FILL-06" as "d"
    When p1 uses the skill 0 of "gleaner"
    And p1 tries to choose "b", "b" and "c"
    Then the action is rejected citing clause 23.1.7.2
    And the pending decision is "choose" for p1

  @clause:23.1.9.1 @needs:battle @needs:skill.automatic
  Scenario: 23.1.9.1 "Until the end of the game, all allies get +10 power" reaches an ally deployed later and one levelled up later
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                              |
      | GENERAL | General | General | 1    | 0     | 1     | when deployed: until the end of the game, all allies get +10 power |
      | RECRUIT | Recruit | Recruit | 1    | 30    | 1     |                                                                     |
      | VET-1   | Vet 1   | Veteran | 1    | 20    | 1     |                                                                     |
      | VET-2   | Vet 2   | Veteran | 1    | 40    | 1     |                                                                     |
      | WALL    | Wall    | Wall    | 1    | 200   | 1     |                                                                     |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "VET-1" as "veteran" in the front line
    And p1's hand holds "GENERAL" as "general", "RECRUIT" as "recruit", "VET-2" as "vet2", "RECRUIT" as "spare recruit" and "VET-1" as "spare vet"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 deploys "general" to the back line
    And p1 deploys "recruit" to the front line
    And p1 levels up "veteran" with "vet2"
    And p1 ends the deployment phase
    And p1 attacks "wall" with "recruit"
    Then the pending decision is "critical" for p1
    And p1's battle power is 40
    When p1 makes no critical hit
    And p1 attacks "wall" with "vet2"
    Then the pending decision is "critical" for p1
    And p1's battle power is 50

  @clause:23.1.10.1 @needs:battle @needs:skill.activated
  Scenario: 23.1.10.1 Doubling adds the power the unit has then: +10 first, then doubled, is 80 for a unit of 30
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                                                  |
      | DOUBLER | Doubler | Doubler | 1    | 30    | 1     | act (once a turn): this unit gets +10 power; act (once a turn): this unit's power is doubled |
      | WALL    | Wall    | Wall    | 1    | 200   | 1     |                                                                                         |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DOUBLER" as "doubler" in the front line
    And p1's hand holds "DOUBLER" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 uses the skill 0 of "doubler"
    And p1 uses the skill 1 of "doubler"
    And p1 attacks "wall" with "doubler"
    Then the pending decision is "critical" for p1
    And p1's battle power is 80

  @clause:23.1.10.1 @needs:battle @needs:skill.activated
  Scenario: 23.1.10.1 A change after the doubling is not doubled: doubled first, then +10, is 70 for a unit of 30
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                                                  |
      | DOUBLER | Doubler | Doubler | 1    | 30    | 1     | act (once a turn): this unit gets +10 power; act (once a turn): this unit's power is doubled |
      | WALL    | Wall    | Wall    | 1    | 200   | 1     |                                                                                         |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DOUBLER" as "doubler" in the front line
    And p1's hand holds "DOUBLER" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 uses the skill 1 of "doubler"
    And p1 uses the skill 0 of "doubler"
    And p1 attacks "wall" with "doubler"
    Then the pending decision is "critical" for p1
    And p1's battle power is 70

  @clause:23.1.11.1 @needs:battle @needs:skill.activated
  Scenario: 23.1.11.1 Tripling adds the power the unit has then twice: +10, then tripled, then +10 again is 130 for a unit of 30
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                                       |
      | TRIPLER | Tripler | Tripler | 1    | 30    | 1     | act: this unit gets +10 power; act (once a turn): this unit's power is tripled |
      | WALL    | Wall    | Wall    | 1    | 500   | 1     |                                                                              |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TRIPLER" as "tripler" in the front line
    And p1's hand holds "TRIPLER" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 uses the skill 0 of "tripler"
    And p1 uses the skill 1 of "tripler"
    And p1 uses the skill 0 of "tripler"
    And p1 attacks "wall" with "tripler"
    Then the pending decision is "critical" for p1
    And p1's battle power is 130

  @clause:23.1.12.1 @needs:battle
  Scenario: 23.1.12.1 A unit that "is not destroyed" loses a battle and stays where it is, not destroyed
    Given the test cards:
      | id       | name     | unit     | cost | power | range | skills           |
      | STALWART | Stalwart | Stalwart | 1    | 0     | 1     | is not destroyed |
      | RAIDER   | Raider   | Raider   | 1    | 50    | 1     |                  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "STALWART" as "stalwart" in the front line
    When p1 attacks "stalwart" with "raider"
    Then "stalwart" is in p2's front line
    And the log does not have the event:
      """
      {"event": "destroyed", "card": "stalwart"}
      """
    And no battle is going on
    And the observation at "players.p2.front[1].destroyed" is:
      """
      false
      """

  @clause:23.1.12.1 @needs:skill.automatic
  Scenario: 23.1.12.1 A destroy effect does not make a unit that "is not destroyed" destroyed: "whenever an ally is destroyed" does not trigger for it
    Given the test cards:
      | id       | name     | unit     | cost | power | range | skills           |
      | STALWART | Stalwart | Stalwart | 1    | 0     | 1     | is not destroyed |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "MEDIC" as "medic" in the front line, as the Main Character
    And p2 has the unit "STALWART" as "stalwart" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then "stalwart" is in p2's back line
    And p2's retreat area holds 0 cards
    And p2's hand holds 0 cards

  @clause:23.1.14.1 @needs:skill.activated
  Scenario: 23.1.14.1 Destroying an orb: the user chooses one of the opponent's orbs, which goes to the opponent's hand unseen by the user
    Given the test cards:
      | id    | name  | unit  | cost | skills                                    |
      | RAZER | Razer | Razer | 1    | act: destroy one of your opponent's orbs  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAZER" as "razer" in the back line
    When p1 uses the skill 0 of "razer"
    Then the pending decision is "choose" for p1
    When p1 chooses "p2-orb3"
    Then p2's hand holds exactly "p2-orb3"
    And "p2-orb3" is known only to p2
    And p2's orb area holds 4 cards
    And p2's retreat area holds 0 cards
    And p1's hand holds 0 cards

  @clause:23.1.17.1 @needs:battle @needs:skill.automatic @needs:skill.continuous
  Scenario: 23.1.17.1 "The opponent's 'when it attacks' skills do not activate": the attacker's skill does not trigger, its owner's own skill does
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                 |
      | HUSH    | Hush    | Hush    | 1    | 0     | 1     | the opponent's "when it attacks" skills do not activate |
      | CHARGER | Charger | Charger | 1    | 0     | 1     | when it attacks: draw 1                                |
      | READER  | Reader  | Reader  | 1    | 0     | 1     | when attacked: draw 1                                  |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CHARGER" as "charger" in the front line
    And p2 has the unit "HUSH" as "hush" in the back line
    And p2 has the unit "READER" as "reader" in the front line
    When p1 attacks "reader" with "charger"
    Then p1's hand holds 0 cards
    And p2's hand holds 1 card

  @clause:23.1.18.1 @needs:skill.activated
  Scenario: 23.1.18.1 The top card put into the retreat area takes its changes with it: the unit is read from the card below, +20 gone
    Given the test cards:
      | id     | name   | unit | cost | power | range | skills                                                                                                  |
      | SQUIRE | Squire | Hero | 1    | 30    | 1     |                                                                                                         |
      | HERO   | Hero   | Hero | 1    | 60    | 1     | act (flip 1 bonds): this unit gets +20 power; act (flip 1 bonds): put the top card of this unit into your retreat area |
      | WALL   | Wall   | Wall | 1    | 200   | 1     |                                                                                                         |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "SQUIRE" as "squire" in the front line
    And p1's hand holds "HERO" as "hero" and "SQUIRE" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 levels up "squire" with "hero"
    And p1 ends the deployment phase
    And p1 uses the skill 0 of "hero"
    And p1 uses the skill 1 of "hero"
    Then p1's retreat area holds exactly "hero"
    And "squire" has 0 cards under it
    When p1 attacks "wall" with "squire"
    Then the pending decision is "critical" for p1
    And p1's battle power is 30

  @clause:23.1.18.2 @needs:skill.activated
  Scenario: 23.1.18.2 The unit left after its top card goes keeps its state: tapped, the Main Character, in its line
    Given the test cards:
      | id   | name | unit | cost | power | range | skills                                                                  |
      | HERO | Hero | Hero | 1    | 60    | 1     | act (flip 1 bonds): put the top card of this unit into your retreat area |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 1 card
    And p1 has no Main Character
    And p1 has the unit "HERO" as "hero" in the front line, tapped, as the Main Character on 1 card
    When p1 uses the skill 0 of "hero"
    Then p1's retreat area holds exactly "hero"
    And "hero-under0" is in p1's front line
    And "hero-under0" is tapped
    And "hero-under0" is the Main Character
    And "hero-under0" has 0 cards under it
    And the game is not over

  @clause:23.1.20.1 @needs:skill.continuous
  Scenario: 23.1.20.1 A card that cannot be placed in the bond area cannot be bonded from the hand; another hand card can
    Given the test cards:
      | id    | name  | unit  | cost | skills                            |
      | LONER | Loner | Loner | 1    | cannot be placed in the bond area |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "LONER" as "loner" and "FILL-03" as "plain"
    When p1 tries to bond "loner"
    Then the action is rejected citing clause 23.1.20.1
    And the legal actions do not include:
      """
      {"type": "bond", "card": "loner"}
      """
    When p1 bonds "plain"
    Then p1's bond area holds exactly "plain"

  @clause:23.1.20.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.20.1 Put face down from the deck into the bond area, a card that cannot be there goes to the retreat area instead
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                  |
      | LONER  | Loner  | Loner  | 1    | cannot be placed in the bond area                       |
      | DIGGER | Digger | Digger | 1    | act: put the top 2 cards of your deck into your bond area |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DIGGER" as "digger" in the back line
    And p1's deck holds "LONER" as "loner", "FILL-03" as "plain" and "FILL-04" as "rest"
    When p1 uses the skill 0 of "digger"
    Then p1's bond area holds exactly "plain"
    And p1's retreat area holds exactly "loner"
    And p1's deck holds, top first, "rest"

  @clause:23.1.20.1.1 @clause:10.1.1.1.1 @needs:skill.activated @needs:skill.continuous @needs:skill.automatic
  Scenario: 23.1.20.1.1 A bond and a card turned away to the retreat area arrive together: the bond's skill sees the retreat area's new card when it triggers
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                        |
      | LONER  | Loner  | Loner  | 1    | cannot be placed in the bond area                                                             |
      | DIGGER | Digger | Digger | 1    | act: put the top 2 cards of your deck into your bond area                                     |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect (triggers only with at most 0 cards in the retreat area): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DIGGER" as "digger" in the back line
    And p1's deck holds "ECHO" as "echo", "LONER" as "loner", "FILL-03" as "rest" and "FILL-04" as "more"
    When p1 uses the skill 0 of "digger"
    Then p1's bond area holds exactly "echo"
    And p1's retreat area holds exactly "loner"
    And the skill 0 of "echo" is triggered 0 times
    And p1's hand holds 0 cards
    And p1's deck holds, top first, "rest" and "more"

  @clause:23.1.20.1.1 @clause:10.1.1.1.1 @needs:skill.activated @needs:skill.continuous @needs:skill.automatic
  Scenario: 23.1.20.1.1 With no card turned away, the same bond's skill triggers (the retreat area stays empty)
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                        |
      | DIGGER | Digger | Digger | 1    | act: put the top 2 cards of your deck into your bond area                                     |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect (triggers only with at most 0 cards in the retreat area): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DIGGER" as "digger" in the back line
    And p1's deck holds "ECHO" as "echo", "FILL-05" as "plain", "FILL-03" as "rest" and "FILL-04" as "more"
    When p1 uses the skill 0 of "digger"
    Then p1's bond area holds exactly "echo" and "plain"
    And p1's retreat area holds 0 cards
    And p1's hand holds exactly "rest"
    And p1's deck holds, top first, "more"

  @clause:23.1.20.1.1 @clause:23.1.40.1 @needs:skill.activated @needs:skill.continuous @needs:skill.automatic
  Scenario: 23.1.20.1.1 The card turned away to the retreat area is never in the bond area: its own bond skill does not trigger
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                  |
      | LONER  | Loner  | Loner  | 1    | cannot be placed in the bond area; when put into your bond area: draw 1 |
      | DIGGER | Digger | Digger | 1    | act: put the top 2 cards of your deck into your bond area               |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DIGGER" as "digger" in the back line
    And p1's deck holds "LONER" as "loner", "FILL-05" as "plain" and "FILL-03" as "rest"
    When p1 uses the skill 0 of "digger"
    Then p1's bond area holds exactly "plain"
    And p1's retreat area holds exactly "loner"
    And p1's hand holds 0 cards

  @clause:23.1.8.1 @needs:battle @needs:skill.activated
  Scenario: 23.1.8.1 "This unit's power becomes a copy of your Main Character's" changes the power only: the tapped Main Character's state is not copied
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                         |
      | HERO  | Hero  | Hero  | 1    | 40    | 1     | act: this unit gets +20 power                                  |
      | MIMIC | Mimic | Mimic | 1    | 10    | 1     | act: this unit's power becomes a copy of your Main Character's |
      | WALL  | Wall  | Wall  | 1    | 200   | 1     |                                                                |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has no Main Character
    And p1 has the unit "HERO" as "hero" in the front line, tapped, as the Main Character
    And p1 has the unit "MIMIC" as "mimic" in the front line
    And p1's hand holds "MIMIC" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 uses the skill 0 of "mimic"
    Then "mimic" is untapped
    When p1 attacks "wall" with "mimic"
    Then the pending decision is "critical" for p1
    And p1's battle power is 40

  @clause:23.1.8.1.1 @needs:battle @needs:skill.activated
  Scenario: 23.1.8.1.1 A copy takes the printed power: the +20 the Main Character has is not copied
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                         |
      | HERO  | Hero  | Hero  | 1    | 40    | 1     | act: this unit gets +20 power                                  |
      | MIMIC | Mimic | Mimic | 1    | 10    | 1     | act: this unit's power becomes a copy of your Main Character's |
      | WALL  | Wall  | Wall  | 1    | 200   | 1     |                                                                |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has no Main Character
    And p1 has the unit "HERO" as "hero" in the front line, tapped, as the Main Character
    And p1 has the unit "MIMIC" as "mimic" in the front line
    And p1's hand holds "MIMIC" as "spare"
    And p2 has the unit "WALL" as "wall" in the front line
    When p1 uses the skill 0 of "hero"
    And p1 uses the skill 0 of "mimic"
    And p1 attacks "wall" with "mimic"
    Then the pending decision is "critical" for p1
    And p1's battle power is 40

  @clause:23.1.13.1 @needs:skill.activated
  Scenario: 23.1.13.1 Growing puts the hand's card of the unit's name under the unit, which stays the same unit in its place; another name is not taken
    Given the test cards:
      | id     | name   | unit   | cost | cc_cost | skills                                                          |
      | SPROUT | Sprout | Sprout | 1    | 1       | act: grow this unit with a card of its unit name from your hand |
      | BLOOM  | Bloom  | Sprout | 1    | 1       |                                                                 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SPROUT" as "sprout" in the back line
    And p1's hand holds "BLOOM" as "bloom" and "FILL-03" as "other"
    When p1 uses the skill 0 of "sprout"
    Then "sprout" is in p1's back line
    And "sprout" has 1 card under it
    And p1's hand holds exactly "other"

  @clause:23.1.13.2 @needs:skill.activated
  Scenario: 23.1.13.2 Growing is no level up: a unit whose card has a class change cost gets no class change bonus and no level-up information
    Given the test cards:
      | id     | name   | unit   | cost | cc_cost | skills                                                          |
      | SPROUT | Sprout | Sprout | 1    | 1       | act: grow this unit with a card of its unit name from your hand |
      | BLOOM  | Bloom  | Sprout | 1    | 1       |                                                                 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SPROUT" as "sprout" in the back line
    And p1's hand holds "BLOOM" as "bloom"
    When p1 uses the skill 0 of "sprout"
    Then "sprout" has 1 card under it
    And p1's hand holds 0 cards
    And "sprout" is not levelled up this turn
    And "sprout" is not class changed this turn

  @clause:23.1.15.1 @needs:battle @needs:skill.activated @needs:skill.automatic @needs:skill.continuous
  Scenario: 23.1.15.1 Units that lost their skills are treated as having none: "is not destroyed" and "when attacked" no longer apply
    Given the test cards:
      | id       | name     | unit     | cost | power | range | skills                                                                  |
      | STALWART | Stalwart | Stalwart | 1    | 0     | 1     | is not destroyed; when attacked: draw 1                                 |
      | SILENCER | Silencer | Silencer | 1    | 0     | 1     | act: the opponent's units lose their skills until the end of the turn   |
      | RAIDER   | Raider   | Raider   | 1    | 50    | 1     |                                                                         |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SILENCER" as "silencer" in the back line
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "STALWART" as "stalwart" in the front line
    When p1 uses the skill 0 of "silencer"
    And p1 attacks "stalwart" with "raider"
    Then p2's front line holds exactly "p2-mc"
    And p2's hand holds 0 cards

  @clause:23.1.16.1 @needs:battle @needs:skill.support
  Scenario: 23.1.16.1 "Support power becomes 10 per card in your hand" sets the support power to the number of the moment, in place of the printed one
    Given the test cards:
      | id      | name    | unit    | cost | power | support | range | skills                                                        |
      | RAIDER  | Raider  | Raider  | 1    | 50    | 0       | 1     |                                                               |
      | BOOSTER | Booster | Emblem  | 1    | 0     | 30      | 1     | support (attack): support power becomes 10 per card in your hand |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare" and "FILL-03" as "other"
    And p1's deck holds "BOOSTER" as "booster" and "FILL-04" as "p1 next"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "critical" for p1
    And p1's battle power is 70

  @clause:23.1.16.1.1 @needs:battle @needs:skill.support
  Scenario: 23.1.16.1.1 A support power once set does not follow the number: the defender's support makes the attacker draw after, still 20
    Given the test cards:
      | id      | name    | unit    | cost | power | support | range | skills                                                        |
      | RAIDER  | Raider  | Raider  | 1    | 50    | 0       | 1     |                                                               |
      | BOOSTER | Booster | Emblem  | 1    | 0     | 30      | 1     | support (attack): support power becomes 10 per card in your hand |
      | GIFT    | Gift    | Gift    | 1    | 0     | 0       | 1     | support (defence): your opponent draws 1                      |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p1's hand holds "RAIDER" as "spare" and "FILL-03" as "other"
    And p1's deck holds "BOOSTER" as "booster", "FILL-04" as "p1 next" and "FILL-05" as "p1 third"
    And p2's deck holds "GIFT" as "gift" and "FILL-06" as "p2 next"
    When p1 attacks "p2-mc" with "raider"
    Then the pending decision is "critical" for p1
    And p1's hand holds 3 cards
    And p1's battle power is 70

  @clause:23.1.19.1 @needs:skill.continuous
  Scenario: 23.1.19.1 "Can be deployed even with an ally named Lucina": deployed as if that ally were absent, then the same-name rule applies
    Given the test cards:
      | id       | name     | unit   | cost | skills                                         |
      | LUCINA-A | Lucina A | Lucina | 1    |                                                |
      | LUCINA-B | Lucina B | Lucina | 1    | can be deployed even with an ally named Lucina |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "LUCINA-A" as "old lucina" in the back line
    And p1's hand holds "LUCINA-A" as "plain lucina" and "LUCINA-B" as "new lucina"
    When p1 tries to deploy "plain lucina" to the front line
    Then the action is rejected citing clause 14.1.1
    When p1 deploys "new lucina" to the front line
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "new lucina"
    Then p1's retreat area holds exactly "old lucina"
    And "new lucina" is in p1's front line

  @clause:23.1.21.1.1 @needs:battle @needs:skill.continuous
  Scenario: 23.1.21.1.1 "The orbs its attack breaks become 3" with two orbs left: both go to the hand, no choice, and the Main Character stays
    Given a game on turn 3 in the action phase with p1 to play
    And p2's orb area holds "FILL-03" as "orb a" and "FILL-04" as "orb b"
    And p1 has the unit "BREAKER" as "breaker" in the front line
    When p1 attacks "p2-mc" with "breaker"
    Then p2's hand holds exactly "orb a" and "orb b"
    And p2's orb area holds 0 cards
    And "p2-mc" is in p2's front line
    And the pending decision is "action" for p1

  @clause:23.1.22.1 @needs:skill.activated
  Scenario: 23.1.22.1 "(A). Then, (B).": A carried out in full, B follows
    Given the test cards:
      | id     | name   | unit   | cost | skills                               |
      | THENER | Thener | Thener | 1    | act: flip 2 bonds. Then, draw 1      |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "THENER" as "thener" in the back line
    When p1 uses the skill 0 of "thener"
    Then p1's hand holds 1 card

  @clause:23.1.22.1 @needs:skill.activated
  Scenario: 23.1.22.1 A carried out only in part (one face-up bond of the two to turn down) is still carried out: B follows
    Given the test cards:
      | id     | name   | unit   | cost | skills                               |
      | THENER | Thener | Thener | 1    | act: flip 2 bonds. Then, draw 1      |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 1 card
    And p1 has the unit "THENER" as "thener" in the back line
    When p1 uses the skill 0 of "thener"
    Then p1's bond area cards are all face down
    And p1's hand holds 1 card

  @clause:23.1.22.1 @needs:skill.activated
  Scenario: 23.1.22.1 A not carried out at all (no face-up bond to turn down): B does not follow
    Given the test cards:
      | id     | name   | unit   | cost | skills                               |
      | THENER | Thener | Thener | 1    | act: flip 2 bonds. Then, draw 1      |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds "FILL-03" as "down a" and "FILL-04" as "down b" face down
    And p1 has the unit "THENER" as "thener" in the back line
    When p1 uses the skill 0 of "thener"
    Then p1's hand holds 0 cards
    And the pending decision is "action" for p1

  @clause:23.1.23.1 @needs:skill.activated
  Scenario: 23.1.23.1 "Make this unit your Main Character": the unit becomes the Main Character and the former one is one no longer
    Given the test cards:
      | id      | name    | unit    | cost | skills                                    |
      | CAPTAIN | Captain | Captain | 1    | act: make this unit the Main Character    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CAPTAIN" as "captain" in the back line
    When p1 uses the skill 0 of "captain"
    Then "captain" is the Main Character
    And "p1-mc" is not the Main Character
    And "p2-mc" is the Main Character
    And the pending decision is "action" for p1

  @clause:23.1.28.2 @needs:skill.activated
  Scenario: 23.1.28.2 A unit of a single card has one stacked card: "draw as many as its stacked cards" draws 1
    Given the test cards:
      | id      | name    | unit    | cost | skills                                              |
      | COUNTER | Counter | Counter | 1    | act: draw as many as this unit's stacked cards      |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "COUNTER" as "counter" in the back line
    When p1 uses the skill 0 of "counter"
    Then p1's hand holds 1 card

  @clause:23.1.28.2 @needs:skill.activated
  Scenario: 23.1.28.2 A unit levelled up over two cards has three stacked cards, its top card counted
    Given the test cards:
      | id      | name    | unit    | cost | skills                                              |
      | COUNTER | Counter | Counter | 1    | act: draw as many as this unit's stacked cards      |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "COUNTER" as "counter" in the back line on 2 cards
    When p1 uses the skill 0 of "counter"
    Then p1's hand holds 3 cards

  @clause:23.1.29.1 @clause:23.1.29.1.1 @clause:23.1.29.2 @clause:19.1.2.1 @needs:skill.activated
  Scenario: 23.1.29.1 "Draw 1. If you turn a bond face down, repeat": A then B, again each time B is applied, as one use of a once-a-turn skill
    Given the test cards:
      | id       | name     | unit     | cost | skills                                                         |
      | REPEATER | Repeater | Repeater | 1    | act (once a turn): draw 1. If you flip 1 bond, repeat this skill |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "REPEATER" as "repeater" in the back line
    When p1 uses the skill 0 of "repeater"
    Then p1's hand holds 3 cards
    And p1's bond area cards are all face down
    And the pending decision is "action" for p1
    When p1 tries to use the skill 0 of "repeater"
    Then the action is rejected citing clause 19.1.2.1

  @clause:23.1.29.1.1 @needs:skill.activated
  Scenario: 23.1.29.1.1 The skill repeats as often as B is applied: four face-up bonds, five draws
    Given the test cards:
      | id       | name     | unit     | cost | skills                                              |
      | REPEATER | Repeater | Repeater | 1    | act: draw 1. If you flip 1 bond, repeat this skill  |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 4 cards
    And p1 has the unit "REPEATER" as "repeater" in the back line
    When p1 uses the skill 0 of "repeater"
    Then p1's hand holds 5 cards
    And p1's bond area cards are all face down

  @clause:23.1.29.2 @needs:skill.activated
  Scenario: 23.1.29.2 The repeat stops once B cannot be applied in full: two face-up bonds left short of three
    Given the test cards:
      | id       | name     | unit     | cost | skills                                              |
      | TRIPLER  | Tripler  | Tripler  | 1    | act: draw 1. If you flip 3 bonds, repeat this skill |
    And a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "TRIPLER" as "tripler" in the back line
    When p1 uses the skill 0 of "tripler"
    Then p1's hand holds 2 cards
    And the pending decision is "action" for p1

  @clause:23.1.32.1 @needs:skill.activated @needs:skill.automatic
  Scenario: 23.1.32.1 A card deployed by a skill's effect triggers its "when deployed by a skill's effect" skill
    Given the test cards:
      | id     | name   | unit   | cost | skills                                    |
      | RAISER | Raiser | Raiser | 1    | act: deploy "ROOK" from your retreat area |
      | ROOK   | Rook   | Rook   | 1    | when deployed by an effect: draw 2        |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "ROOK" as "rook"
    And p1 has the unit "RAISER" as "raiser" in the back line
    When p1 uses the skill 0 of "raiser"
    Then "rook" is in p1's back line
    And "rook" is untapped
    And p1's hand holds 2 cards

  @clause:23.1.32.1 @needs:skill.automatic
  Scenario: 23.1.32.1 The same card deployed from the hand by the deploy action triggers no such skill
    Given the test cards:
      | id     | name   | unit   | cost | skills                                    |
      | ROOK   | Rook   | Rook   | 1    | when deployed by an effect: draw 2        |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "ROOK" as "rook"
    When p1 deploys "rook" to the back line
    Then "rook" is in p1's back line
    And p1's hand holds 0 cards
    And the skill 0 of "rook" is triggered 0 times

  @clause:23.1.33.1 @clause:23.1.33.1.1.1 @needs:skill.activated @needs:skill.continuous @needs:skill.automatic
  Scenario: 23.1.33.1.1.1 "You cannot deploy by skill effects": the effect's deploy is not applied, nothing triggers
    Given the test cards:
      | id     | name   | unit   | cost | skills                                    |
      | RAISER | Raiser | Raiser | 1    | act: deploy "ROOK" from your retreat area |
      | ROOK   | Rook   | Rook   | 1    | when deployed by an effect: draw 2        |
      | WARDEN | Warden | Warden | 1    | you cannot deploy by skill effects        |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "ROOK" as "rook"
    And p1 has the unit "RAISER" as "raiser" in the back line
    And p1 has the unit "WARDEN" as "warden" in the back line
    When p1 uses the skill 0 of "raiser"
    Then p1's retreat area holds exactly "rook"
    And p1's hand holds 0 cards

  @clause:23.1.33.1 @clause:23.1.33.1.1.1 @needs:skill.continuous
  Scenario: 23.1.33.1 "You cannot deploy by skill effects" leaves the deploy action itself allowed
    Given the test cards:
      | id     | name   | unit   | cost | skills                                    |
      | ROOK   | Rook   | Rook   | 1    |                                           |
      | WARDEN | Warden | Warden | 1    | you cannot deploy by skill effects        |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "ROOK" as "rook"
    And p1 has the unit "WARDEN" as "warden" in the back line
    When p1 deploys "rook" to the front line
    Then "rook" is in p1's front line

  @clause:23.1.33.1.1.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.33.1.1.1 The opponent's "you cannot deploy by skill effects" binds only the opponent
    Given the test cards:
      | id     | name   | unit   | cost | skills                                    |
      | RAISER | Raiser | Raiser | 1    | act: deploy "ROOK" from your retreat area |
      | ROOK   | Rook   | Rook   | 1    |                                           |
      | WARDEN | Warden | Warden | 1    | you cannot deploy by skill effects        |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "ROOK" as "rook"
    And p1 has the unit "RAISER" as "raiser" in the back line
    And p2 has the unit "WARDEN" as "warden" in the back line
    When p1 uses the skill 0 of "raiser"
    Then "rook" is in p1's back line

  @clause:23.1.33.1.2.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.33.1.2.1 "You cannot level up by skill effects": the effect's level up is not applied
    Given the test cards:
      | id        | name      | unit    | cost | skills                                                        |
      | CLIMBER   | Climber   | Climber | 1    | act: level up this unit with "CLIMBER-2" from your retreat area |
      | CLIMBER-2 | Climber 2 | Climber | 2    |                                                               |
      | STILL     | Still     | Still   | 1    | you cannot level up by skill effects                          |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "CLIMBER-2" as "climber 2"
    And p1 has the unit "CLIMBER" as "climber" in the back line
    And p1 has the unit "STILL" as "still" in the back line
    When p1 uses the skill 0 of "climber"
    Then p1's retreat area holds exactly "climber 2"
    And "climber" has 0 cards under it

  @clause:23.1.33.1.2.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.33.1.2.1 A skill forbidding deploying by effects does not forbid levelling up by effects
    Given the test cards:
      | id        | name      | unit    | cost | skills                                                        |
      | CLIMBER   | Climber   | Climber | 1    | act: level up this unit with "CLIMBER-2" from your retreat area |
      | CLIMBER-2 | Climber 2 | Climber | 2    |                                                               |
      | WARDEN    | Warden    | Warden  | 1    | you cannot deploy by skill effects                            |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "CLIMBER-2" as "climber 2"
    And p1 has the unit "CLIMBER" as "climber" in the back line
    And p1 has the unit "WARDEN" as "warden" in the back line
    When p1 uses the skill 0 of "climber"
    Then "climber 2" has 1 card under it
    And p1's retreat area holds 0 cards

  @clause:23.1.40.1 @needs:skill.activated @needs:skill.automatic
  Scenario: 23.1.40.1 A card put into the bond area by a skill's effect triggers its "put into your bond area by an effect" skill
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | BINDER | Binder | Binder | 1    | act: bond "ECHO" from your hand                 |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect: draw 2 |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "ECHO" as "echo"
    And p1 has the unit "BINDER" as "binder" in the back line
    When p1 uses the skill 0 of "binder"
    Then p1's bond area holds exactly "echo"
    And p1's hand holds 2 cards

  @clause:23.1.40.1 @needs:skill.automatic
  Scenario: 23.1.40.1 The same card placed by the bond phase's choice is not put there by an effect: nothing triggers
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect: draw 2 |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "ECHO" as "echo"
    When p1 bonds "echo"
    Then p1's bond area holds exactly "echo"
    And p1's hand holds 0 cards
    And the pending decision is "deployment" for p1

  @clause:23.1.33.1.3.1 @needs:skill.activated @needs:skill.automatic @needs:skill.continuous
  Scenario: 23.1.33.1.3.1 "You cannot put hand cards into the bond area by skill effects": the card stays in the hand
    Given the test cards:
      | id     | name   | unit   | cost | skills                                          |
      | BINDER | Binder | Binder | 1    | act: bond "ECHO" from your hand                 |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect: draw 2 |
      | GAOLER | Gaoler | Gaoler | 1    | you cannot bond from your hand by skill effects |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "ECHO" as "echo"
    And p1 has the unit "BINDER" as "binder" in the back line
    And p1 has the unit "GAOLER" as "gaoler" in the back line
    When p1 uses the skill 0 of "binder"
    Then p1's hand holds exactly "echo"
    And p1's bond area holds 0 cards

  @clause:23.1.26.1 @needs:skill.automatic
  Scenario: 23.1.26.1 "Add a second bond phase": after the bond phase a second one asks the bond choice again, then the deployment phase follows
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                |
      | SECOND | Second | Second | 1    | when put into your bond area: add a second bond phase |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "SECOND" as "second", "FILL-03" as "spare" and "FILL-04" as "last"
    When p1 bonds "second"
    Then the pending decision is "bond" for p1
    When p1 bonds "spare"
    Then p1's bond area holds exactly "second" and "spare"
    And p1's hand holds exactly "last"
    And the pending decision is "deployment" for p1

  @clause:23.1.26.2 @needs:skill.automatic
  Scenario: 23.1.26.2 A card placed in the second bond phase is placed by the bond phase, not by a skill's effect: its "by an effect" skill does not trigger
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                |
      | SECOND | Second | Second | 1    | when put into your bond area: add a second bond phase |
      | ECHO   | Echo   | Echo   | 1    | when put into your bond area by an effect: draw 2     |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "SECOND" as "second", "ECHO" as "echo" and "FILL-03" as "spare"
    When p1 bonds "second"
    And p1 bonds "echo"
    Then p1's bond area holds exactly "second" and "echo"
    And p1's hand holds exactly "spare"
    And the pending decision is "deployment" for p1

  @clause:23.1.26.1 @needs:skill.automatic
  Scenario: 23.1.26.1 Without the skill carried out there is one bond phase only
    Given the test cards:
      | id     | name   | unit   | cost | skills                                            |
      | SECOND | Second | Second | 1    | when put into your bond area: add a second bond phase |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "SECOND" as "second" and "FILL-03" as "spare"
    When p1 bonds "spare"
    Then the pending decision is "deployment" for p1

  @clause:23.1.34.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.34.1 "Your Twin can be two on the battlefield": a second Twin stays, no same-name choice
    Given the test cards:
      | id     | name   | unit   | cost | skills                                      |
      | RAISER | Raiser | Raiser | 1    | act: deploy "TWIN" from your retreat area   |
      | TWIN   | Twin   | Twin   | 1    | your "Twin" can be two on the battlefield   |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "TWIN" as "twin b"
    And p1 has the unit "TWIN" as "twin a" in the front line
    And p1 has the unit "RAISER" as "raiser" in the back line
    When p1 uses the skill 0 of "raiser"
    Then "twin a" is in p1's front line
    And "twin b" is in p1's back line
    And the pending decision is "action" for p1

  @clause:23.1.34.1 @clause:9.2.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.34.1 A skill allowing two of another unit name changes nothing: the same-name choice is asked
    Given the test cards:
      | id     | name   | unit   | cost | skills                                      |
      | RAISER | Raiser | Raiser | 1    | act: deploy "LONE" from your retreat area   |
      | TWIN   | Twin   | Twin   | 1    | your "Twin" can be two on the battlefield   |
      | LONE   | Lone   | Lone   | 1    |                                             |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "LONE" as "lone b"
    And p1 has the unit "LONE" as "lone a" in the front line
    And p1 has the unit "TWIN" as "twin" in the back line
    And p1 has the unit "RAISER" as "raiser" in the back line
    When p1 uses the skill 0 of "raiser"
    Then the pending decision is "keep_unit" for p1

  @clause:23.1.34.1.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.34.1.1 Three Twins: their player chooses two to keep, the third goes to the retreat area
    Given the test cards:
      | id     | name   | unit   | cost | skills                                      |
      | RAISER | Raiser | Raiser | 1    | act: deploy "TWIN" from your retreat area   |
      | TWIN   | Twin   | Twin   | 1    | your "Twin" can be two on the battlefield   |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "TWIN" as "twin c"
    And p1 has the unit "TWIN" as "twin a" in the front line
    And p1 has the unit "TWIN" as "twin b" in the back line
    And p1 has the unit "RAISER" as "raiser" in the back line
    When p1 uses the skill 0 of "raiser"
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "twin c"
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "twin a"
    Then p1's retreat area holds exactly "twin b"
    And "twin a" is in p1's front line
    And "twin c" is in p1's back line
    And the pending decision is "action" for p1

  @clause:23.1.34.1.1.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.34.1.1.1 Three Twins, one the Main Character: it is kept, and the one choice is between the others
    Given the test cards:
      | id     | name   | unit   | cost | skills                                      |
      | RAISER | Raiser | Raiser | 1    | act: deploy "TWIN" from your retreat area   |
      | TWIN   | Twin   | Twin   | 1    | your "Twin" can be two on the battlefield   |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "TWIN" as "twin c"
    And p1 has the unit "TWIN" as "main twin" in the front line, as the Main Character
    And p1 has the unit "TWIN" as "twin b" in the back line
    And p1 has the unit "RAISER" as "raiser" in the back line
    When p1 uses the skill 0 of "raiser"
    Then the pending decision is "keep_unit" for p1
    And the legal actions do not include:
      """
      {"type": "keep_unit", "card": "main twin"}
      """
    When p1 keeps the unit "twin c"
    Then p1's retreat area holds exactly "twin b"
    And "main twin" is the Main Character
    And "twin c" is in p1's back line
    And the pending decision is "action" for p1

  @clause:23.1.37.1 @needs:skill.activated
  Scenario: 23.1.37.1 "Search your deck for a card": the player looks through the hidden deck and takes the card from where it lies; the rest keep their order
    Given the test cards:
      | id     | name   | unit   | cost | skills                           |
      | SEEKER | Seeker | Seeker | 1    | act: search your deck for "Gem"  |
      | GEM    | Gem    | Gem    | 1    |                                  |
    And a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "FILL-03" as "d1", "FILL-04" as "d2", "FILL-05" as "d3", "GEM" as "gem", "FILL-06" as "d4" and "FILL-07" as "d5"
    And p1 has the unit "SEEKER" as "seeker" in the back line
    When p1 uses the skill 0 of "seeker"
    And p1 picks "gem"
    Then p1's hand holds exactly "gem"
    And p1's deck holds, top first, "d1", "d2", "d3", "d4" and "d5"

  @clause:23.1.42.1 @needs:skill.continuous
  Scenario: 23.1.42.1 "This unit is also treated as blue": it has blue as well as its printed red; a unit without the skill has its printed symbol only
    Given the test cards:
      | id     | name   | unit   | cost | symbols | skills                              |
      | TINTED | Tinted | Tinted | 1    | red     | this unit is also treated as blue   |
      | PLAIN  | Plain  | Plain  | 1    | red     |                                     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TINTED" as "tinted" in the back line
    And p1 has the unit "PLAIN" as "plain" in the back line
    Then "tinted" has the symbols "blue" and "red"
    And "plain" has the symbol "red"

  @clause:23.1.41.1 @needs:skill.continuous
  Scenario: 23.1.41.1 A card in its player's infinity area strips the opponent's Main Character of every symbol, printed or gained; other units keep theirs
    Given the test cards:
      | id     | name   | unit   | cost | symbols | skills                                                                  |
      | VOID   | Void   | Void   | 1    |         | in your infinity area: the opponent's Main Character loses every symbol |
      | TINTED | Tinted | Tinted | 1    | red     | this unit is also treated as blue                                       |
      | PLAIN  | Plain  | Plain  | 1    | red     |                                                                         |
    And a game on turn 3 in the action phase with p1 to play
    And p1's infinity area holds "VOID" as "void"
    And p2 has the unit "TINTED" as "their leader" in the front line, as the Main Character
    And p2 has the unit "PLAIN" as "their soldier" in the back line
    And p1 has the unit "TINTED" as "my leader" in the front line, as the Main Character
    Then "their leader" has no symbol
    And "their soldier" has the symbol "red"
    And "my leader" has the symbols "blue" and "red"

  @clause:23.1.41.1 @needs:skill.continuous
  Scenario: 23.1.41.1 The same card elsewhere than the infinity area strips nothing
    Given the test cards:
      | id     | name   | unit   | cost | symbols | skills                                                                  |
      | VOID   | Void   | Void   | 1    |         | in your infinity area: the opponent's Main Character loses every symbol |
      | PLAIN  | Plain  | Plain  | 1    | red     |                                                                         |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "VOID" as "void"
    And p2 has the unit "PLAIN" as "their leader" in the front line, as the Main Character
    Then "their leader" has the symbol "red"

  @clause:23.1.41.1 @needs:skill.activated @needs:skill.continuous
  Scenario: 23.1.41.1 A Main Character stripped of its symbols gains none by a skill's effect: losing wins over gaining
    Given the test cards:
      | id     | name   | unit   | cost | symbols | skills                                                                  |
      | VOID   | Void   | Void   | 1    |         | in your infinity area: the opponent's Main Character loses every symbol |
      | GAINER | Gainer | Gainer | 1    | red     | act: until this unit leaves the battlefield, it gains blue              |
    And a game on turn 4 in the action phase with p2 to play
    And p1's infinity area holds "VOID" as "void"
    And p2 has the unit "GAINER" as "their leader" in the front line, as the Main Character
    When p2 uses the skill 0 of "their leader"
    Then "their leader" has no symbol

  @clause:23.1.24.1 @needs:skill.activated
  Scenario: 23.1.24.1 "Until this unit leaves the battlefield" lasts while it stays and ends when a card is stacked on it by a level up
    Given the test cards:
      | id       | name     | unit   | cost | symbols | skills                                                                                                     |
      | GAINER   | Gainer   | Gainer | 1    | red     | act: until this unit leaves the battlefield, it gains blue; act: level up this unit with "GAINER-2" from your retreat area |
      | GAINER-2 | Gainer 2 | Gainer | 2    | red     |                                                                                                            |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "GAINER-2" as "gainer 2"
    And p1 has the unit "GAINER" as "gainer" in the back line
    When p1 uses the skill 0 of "gainer"
    Then "gainer" has the symbols "blue" and "red"
    When p1 moves "gainer"
    Then "gainer" has the symbols "blue" and "red"
    When p1 uses the skill 1 of "gainer"
    Then "gainer 2" has 1 card under it
    And "gainer 2" has the symbol "red"

  @clause:23.1.25.1 @needs:skill.activated
  Scenario: 23.1.25.1 "Stack on top and transform": the hand card goes on top of the unit, in its place
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                |
      | SHIFTER | Shifter | Shifter | 1    | act: transform this unit with "DRAGON" from your hand |
      | DRAGON  | Dragon  | Dragon  | 3    |                                                       |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "DRAGON" as "dragon"
    And p1 has the unit "SHIFTER" as "shifter" in the back line
    When p1 uses the skill 0 of "shifter"
    Then "dragon" is in p1's back line
    And "dragon" has 1 card under it
    And p1's back line holds exactly "dragon"
    And p1's hand holds 0 cards
    And the pending decision is "action" for p1

  @clause:23.1.25.2 @needs:skill.activated
  Scenario: 23.1.25.2 Transforming onto a unit is no level up: not levelled up or class changed this turn, no class change bonus drawn, though a unit with a card under it
    Given the test cards:
      | id      | name    | unit    | cost | cc cost | skills                                                |
      | SHIFTER | Shifter | Shifter | 1    |         | act: transform this unit with "DRAGON" from your hand |
      | DRAGON  | Dragon  | Dragon  | 3    | 2       |                                                       |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "DRAGON" as "dragon"
    And p1 has the unit "SHIFTER" as "shifter" in the back line
    When p1 uses the skill 0 of "shifter"
    Then "dragon" has 1 card under it
    And "dragon" is not levelled up this turn
    And "dragon" is not class changed this turn
    And p1's hand holds 0 cards
    And the pending decision is "action" for p1

  @clause:23.1.25.3 @needs:skill.activated
  Scenario: 23.1.25.3 A transformed unit keeps its state: a tapped unit stays tapped on its new top card
    Given the test cards:
      | id      | name    | unit    | cost | skills                                                |
      | SHIFTER | Shifter | Shifter | 1    | act: transform this unit with "DRAGON" from your hand |
      | DRAGON  | Dragon  | Dragon  | 3    |                                                       |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "DRAGON" as "dragon"
    And p1 has the unit "SHIFTER" as "shifter" in the back line, tapped
    When p1 uses the skill 0 of "shifter"
    Then "dragon" is tapped
    And "dragon" has 1 card under it

  @clause:23.1.25.3.1 @needs:skill.activated
  Scenario: 23.1.25.3.1 A Main Character transformed stays the Main Character, on its new top card
    Given the test cards:
      | id      | name    | unit    | cost | skills                                             |
      | SHIFTER | Shifter | Shifter | 1    | act: transform this unit with "DRAGON" from your hand |
      | DRAGON  | Dragon  | Dragon  | 3    |                                                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "DRAGON" as "dragon"
    And p1 has the unit "SHIFTER" as "shifter" in the front line, as the Main Character
    When p1 uses the skill 0 of "shifter"
    Then "dragon" is the Main Character
    And "dragon" is in p1's front line
    And the game is not over

  @clause:23.1.25.4 @needs:skill.activated
  Scenario: 23.1.25.4 A transformed unit loses what was added to its card information and reads its new top card: the symbol gained goes, the new card's printed one shows
    Given the test cards:
      | id      | name    | unit    | cost | symbols | skills                                                                                                    |
      | SHIFTER | Shifter | Shifter | 1    | red     | act: until this unit leaves the battlefield, it gains blue; act: transform this unit with "DRAGON" from your hand |
      | DRAGON  | Dragon  | Dragon  | 3    | green   |                                                                                                           |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "DRAGON" as "dragon"
    And p1 has the unit "SHIFTER" as "shifter" in the back line
    When p1 uses the skill 0 of "shifter"
    Then "shifter" has the symbols "blue" and "red"
    When p1 uses the skill 1 of "shifter"
    Then "dragon" has the symbol "green"

  @clause:23.1.25.5 @needs:battle @needs:skill.automatic
  Scenario: 23.1.25.5 An attacker transformed into a unit whose range no longer reaches the defender: the battle goes on and destroys it
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                                        |
      | ARCHER | Archer | Archer | 1    | 50    | 1     | when it attacks: transform this unit with "LANCER" from your hand |
      | LANCER | Lancer | Lancer | 2    | 50    | 2     |                                                               |
    And a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "LANCER" as "lancer"
    And p1 has the unit "ARCHER" as "archer" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "archer"
    Then p2's front line holds exactly "p2-mc"
    And "lancer" is in p1's front line
    And "lancer" is tapped
    And the pending decision is "action" for p1

  @clause:23.1.38.1 @needs:battle @needs:skill.continuous
  Scenario: 23.1.38.1 Raised by 10 and lowered by 20 at once: its power falls below the printed value, yet "raised by +10 or more" holds and two orbs break
    Given the test cards:
      | id    | name  | unit  | cost | power | range | skills                                                                                                               |
      | RAGER | Rager | Rager | 1    | 30    | 1     | this unit's power is raised by 10; this unit's power is lowered by 20; while its power is raised by +10 or more, breaks 2 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RAGER" as "rager" in the front line
    When p1 attacks "p2-mc" with "rager"
    Then p1's battle power is 20
    And the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb4"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then p2's hand holds exactly "p2-orb4" and "p2-orb3"
    And the pending decision is "action" for p1

  @clause:23.1.38.1 @needs:battle @needs:skill.continuous
  Scenario: 23.1.38.1 Two raises of 5 add up to +10; one raise of 5 alone is short of it and one orb breaks
    Given the test cards:
      | id     | name   | unit   | cost | power | range | skills                                                                                                    |
      | TWICE  | Twice  | Twice  | 1    | 10    | 1     | this unit's power is raised by 5; this unit's power is raised by 5; while its power is raised by +10 or more, breaks 2 orbs |
      | ONCE   | Once   | Once   | 1    | 10    | 1     | this unit's power is raised by 5; while its power is raised by +10 or more, breaks 2 orbs                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "TWICE" as "twice" in the front line
    And p1 has the unit "ONCE" as "once" in the front line
    When p1 attacks "p2-mc" with "twice"
    And p2 takes the orb "p2-orb4"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then p2's hand holds 2 cards
    When p1 attacks "p2-mc" with "once"
    Then p1's battle power is 15
    When p2 takes the orb "p2-orb2"
    Then p2's hand holds 3 cards
    And the pending decision is "action" for p1

  @clause:23.1.38.2 @needs:battle @needs:skill.continuous
  Scenario: 23.1.38.2 A doubled power counts as raised by +10 or more: two orbs break
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                                     |
      | DOUBLER | Doubler | Doubler | 1    | 10    | 1     | this unit's power is doubled; while its power is raised by +10 or more, breaks 2 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DOUBLER" as "doubler" in the front line
    When p1 attacks "p2-mc" with "doubler"
    Then p1's battle power is 20
    When p2 takes the orb "p2-orb4"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then p2's hand holds 2 cards

  @clause:23.1.38.3 @needs:battle @needs:skill.continuous
  Scenario: 23.1.38.3 A power set to the stacked cards x 10 is no raise: one orb breaks though the power grew from 0 to 20
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills                                                                                  |
      | STACKER | Stacker | Stacker | 1    | 0     | 1     | this unit's power is its stacked cards x 10; while its power is raised by +10 or more, breaks 2 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "STACKER" as "stacker" in the front line on 1 card
    When p1 attacks "p2-mc" with "stacker"
    Then p1's battle power is 20
    When p2 takes the orb "p2-orb4"
    Then p2's hand holds exactly "p2-orb4"
    And the pending decision is "action" for p1

  @clause:23.1.39.1 @needs:skill.continuous
  Scenario: 23.1.39.1 "Cards of your retreat area can be deployed as if in your hand": one is deployed from there like a hand card
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                            |
      | NECRO  | Necro  | Necro  | 1    | you can deploy the cards of your retreat area as if in your hand |
      | ROOK   | Rook   | Rook   | 1    |                                                                   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's retreat area holds "ROOK" as "rook"
    And p1 has the unit "NECRO" as "necro" in the back line
    When p1 deploys "rook" to the front line
    Then "rook" is in p1's front line
    And "rook" is untapped
    And p1's retreat area holds 0 cards

  @clause:23.1.39.1 @clause:15.1.2 @needs:skill.continuous
  Scenario: 23.1.39.1 The opponent's skill lets only its own player deploy from the retreat area
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                            |
      | NECRO  | Necro  | Necro  | 1    | you can deploy the cards of your retreat area as if in your hand |
      | ROOK   | Rook   | Rook   | 1    |                                                                   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's retreat area holds "ROOK" as "rook"
    And p2 has the unit "NECRO" as "necro" in the back line
    When p1 tries to deploy "rook" to the front line
    Then the action is rejected citing clause 15.1.2
    And p1's retreat area holds exactly "rook"

  @clause:23.1.39.1.1 @clause:15.1.2 @needs:skill.continuous
  Scenario: 23.1.39.1.1 A card deployed from the retreat area costs its deploy cost: refused beyond the bonds, counted in the phase's total within them
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                            |
      | NECRO  | Necro  | Necro  | 1    | you can deploy the cards of your retreat area as if in your hand |
      | TITAN  | Titan  | Titan  | 3    |                                                                   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's retreat area holds "TITAN" as "titan"
    And p1 has the unit "NECRO" as "necro" in the back line
    When p1 tries to deploy "titan" to the front line
    Then the action is rejected citing clause 15.1.2

  @clause:23.1.39.1.1 @needs:skill.continuous
  Scenario: 23.1.39.1.1 With enough bonds the retreat area's card is deployed and its cost spent
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                            |
      | NECRO  | Necro  | Necro  | 1    | you can deploy the cards of your retreat area as if in your hand |
      | TITAN  | Titan  | Titan  | 3    |                                                                   |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1's retreat area holds "TITAN" as "titan"
    And p1 has the unit "NECRO" as "necro" in the back line
    When p1 deploys "titan" to the front line
    Then "titan" is in p1's front line
    And the deployment phase has spent 3

  @clause:23.1.39.2 @needs:skill.continuous
  Scenario: 23.1.39.2 The retreat area's cards are not hand cards: the hand counts none of them and the bond phase cannot place them
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                            |
      | NECRO  | Necro  | Necro  | 1    | you can deploy the cards of your retreat area as if in your hand |
      | ROOK   | Rook   | Rook   | 1    |                                                                   |
    And a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "spare"
    And p1's retreat area holds "ROOK" as "rook"
    And p1 has the unit "NECRO" as "necro" in the back line
    Then p1's hand holds exactly "spare"
    And the legal actions do not include:
      """
      {"type": "bond", "card": "rook"}
      """
    When p1 tries to bond "rook"
    Then the action is rejected citing clause 13.3.1.2

  @clause:23.1.27.1 @needs:battle @needs:skill.support
  Scenario: 23.1.27.1 "The opponent's support fails": the attacking player's support card fails and adds nothing, the defender's own support still counts
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills                                             |
      | RAIDER | Raider | Raider | 1    | 10    | 0       | 1     |                                                    |
      | GUARD  | Guard  | Guard  | 1    | 20    | 0       | 1     |                                                    |
      | BOOST  | Boost  | Boost  | 1    | 0     | 20      | 1     |                                                    |
      | JAMMER | Jammer | Jammer | 1    | 0     | 10      | 1     | support (defence): the opponent's support fails    |
    And a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "BOOST" as "boost" and "FILL-03" as "next"
    And p2's deck holds "JAMMER" as "jammer" and "FILL-04" as "their next"
    And p2's hand holds "GUARD" as "guard copy"
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "raider"
    Then the pending decision is "evasion" for p2
    And p1's support area holds 0 cards
    And p1's retreat area holds exactly "boost"
    And p1's battle power is 10
    And p2's battle power is 30
    When p2 does not evade
    Then "guard" is in p2's front line

  @clause:23.1.27.2 @needs:battle @needs:skill.support @needs:skill.continuous
  Scenario: 23.1.27.2 A support card a skill makes succeed and an effect makes fail at the same time fails
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills                                             |
      | RAIDER | Raider | Raider | 1    | 10    | 20      | 1     | your support succeeds                              |
      | GUARD  | Guard  | Guard  | 1    | 20    | 0       | 1     |                                                    |
      | JAMMER | Jammer | Jammer | 1    | 0     | 10      | 1     | support (defence): the opponent's support fails    |
    And a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "RAIDER" as "raider copy" and "FILL-03" as "next"
    And p2's deck holds "JAMMER" as "jammer" and "FILL-04" as "their next"
    And p2's hand holds "GUARD" as "guard copy"
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "raider"
    Then the pending decision is "evasion" for p2
    And p1's retreat area holds exactly "raider copy"
    And p1's battle power is 10

  @clause:23.1.27.2 @needs:battle @needs:skill.continuous
  Scenario: 23.1.27.2 The same support card with no failing effect succeeds by the skill, though of the attacker's unit name
    Given the test cards:
      | id     | name   | unit   | cost | power | support | range | skills                                             |
      | RAIDER | Raider | Raider | 1    | 10    | 20      | 1     | your support succeeds                              |
      | GUARD  | Guard  | Guard  | 1    | 20    | 0       | 1     |                                                    |
    And a game on turn 3 in the action phase with p1 to play
    And p1's deck holds "RAIDER" as "raider copy" and "FILL-03" as "next"
    And p2's hand holds "GUARD" as "guard copy"
    And p1 has the unit "RAIDER" as "raider" in the front line
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "raider"
    Then the pending decision is "evasion" for p2
    And p1's support area holds exactly "raider copy"
    And p1's battle power is 30

  @clause:23.1.35.1 @needs:skill.activated
  Scenario: 23.1.35.1 "Choose 2 different cards" among two copies of one card: none can be chosen, nothing goes to the hand
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                           |
      | PICKER | Picker | Picker | 1    | act: choose 2 different cards of your retreat area and put them into your hand |
      | GEM    | Gem    | Gem    | 1    |                                                                                  |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "GEM" as "gem a" and "GEM" as "gem b"
    And p1 has the unit "PICKER" as "picker" in the back line
    When p1 uses the skill 0 of "picker"
    Then the pending decision is "action" for p1
    And p1's hand holds 0 cards
    And p1's retreat area holds exactly "gem a" and "gem b"

  @clause:23.1.35.1 @clause:23.1.35 @needs:skill.activated
  Scenario: 23.1.35.1 With two different card names there the player chooses two cards, never two of one name, and both go to the hand
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                           |
      | PICKER | Picker | Picker | 1    | act: choose 2 different cards of your retreat area and put them into your hand |
      | GEM    | Gem    | Gem    | 1    |                                                                                  |
      | ORE    | Ore    | Ore    | 1    |                                                                                  |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "GEM" as "gem a", "GEM" as "gem b" and "ORE" as "ore"
    And p1 has the unit "PICKER" as "picker" in the back line
    When p1 uses the skill 0 of "picker"
    Then the pending decision is "choose_card" for p1
    When p1 chooses the card "gem a"
    Then the legal actions do not include:
      """
      {"type": "choose_card", "card": "gem b"}
      """
    And the legal actions do not include:
      """
      {"type": "stop_choosing"}
      """
    When p1 tries to choose the card "gem b"
    Then the action is rejected citing clause 23.1.35
    When p1 chooses the card "ore"
    Then p1's hand holds exactly "gem a" and "ore"
    And p1's retreat area holds exactly "gem b"
    And the pending decision is "action" for p1

  @clause:23.1.36.1 @needs:skill.activated
  Scenario: 23.1.36.1 "Choose up to 2 different cards" among two copies of one card: a single card is chosen, needing none to differ from
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                 |
      | UPTO   | Upto   | Upto   | 1    | act: choose up to 2 different cards of your retreat area and put them into your hand |
      | GEM    | Gem    | Gem    | 1    |                                                                                        |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "GEM" as "gem a" and "GEM" as "gem b"
    And p1 has the unit "UPTO" as "upto" in the back line
    When p1 uses the skill 0 of "upto"
    Then the pending decision is "choose_card" for p1
    When p1 chooses the card "gem b"
    Then p1's hand holds exactly "gem b"
    And p1's retreat area holds exactly "gem a"
    And the pending decision is "action" for p1

  @clause:23.1.36.1 @needs:skill.activated
  Scenario: 23.1.36.1 "Up to 2": the player may stop after one card though a different one remains
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                 |
      | UPTO   | Upto   | Upto   | 1    | act: choose up to 2 different cards of your retreat area and put them into your hand |
      | GEM    | Gem    | Gem    | 1    |                                                                                        |
      | ORE    | Ore    | Ore    | 1    |                                                                                        |
    And a game on turn 3 in the action phase with p1 to play
    And p1's retreat area holds "GEM" as "gem a" and "ORE" as "ore"
    And p1 has the unit "UPTO" as "upto" in the back line
    When p1 uses the skill 0 of "upto"
    And p1 chooses the card "gem a"
    Then the pending decision is "choose_card" for p1
    When p1 stops choosing
    Then p1's hand holds exactly "gem a"
    And p1's retreat area holds exactly "ore"

  @clause:23.1.24.1.1 @needs:skill.activated
  Scenario: 23.1.24.1.1 "Until this unit leaves" ends when an effect puts the levelled-up unit's top card into the retreat area, though the unit stays
    Given the test cards:
      | id     | name   | unit   | cost | symbols | skills                                                                                                  |
      | GAINER | Gainer | Gainer | 1    | red     | act: until this unit leaves the battlefield, it gains blue; act: put the top card of this unit into your retreat area |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "GAINER" as "gainer" in the back line on 1 card
    When p1 uses the skill 0 of "gainer"
    Then "gainer" has the symbols "blue" and "red"
    When p1 uses the skill 1 of "gainer"
    Then p1's retreat area holds exactly "gainer"
    And "gainer-under0" is in p1's back line
    And "gainer-under0" has the symbol "red"

  @clause:23.1.13.2.1 @clause:21.2.2.2 @needs:skill.activated @needs:skill.keyword
  Scenario: 23.1.13.2.1 A grown unit whose top card has a class change cost counts as class changed: its Class Change Skill works once it has grown, not before
    Given the test cards:
      | id     | name   | unit   | cost | cc_cost | skills                                                                                        |
      | SPROUT | Sprout | Sprout | 1    | 1       | act: grow this unit with a card of its unit name from your hand; act (class change skill): draw 1 |
      | BLOOM  | Bloom  | Sprout | 1    | 1       |                                                                                               |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SPROUT" as "sprout" in the back line
    And p1's hand holds "BLOOM" as "bloom"
    When p1 tries to use the skill 1 of "sprout"
    Then the action is rejected citing clause 21.2.2.2 or 21.2.2.2.3
    When p1 uses the skill 0 of "sprout"
    Then "sprout" has 1 card under it
    And p1's hand holds 0 cards
    When p1 uses the skill 1 of "sprout"
    Then p1's hand holds 1 card

  @clause:23.1.13.2.1 @clause:21.2.2.2 @needs:skill.activated @needs:skill.keyword
  Scenario: 23.1.13.2.1 A grown unit whose top card has no class change cost is no class-changed unit: its Class Change Skill still does nothing
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                                                        |
      | SPROUT | Sprout | Sprout | 1    | act: grow this unit with a card of its unit name from your hand; act (class change skill): draw 1 |
      | BLOOM  | Bloom  | Sprout | 1    |                                                                                               |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SPROUT" as "sprout" in the back line
    And p1's hand holds "BLOOM" as "bloom"
    When p1 uses the skill 0 of "sprout"
    Then "sprout" has 1 card under it
    When p1 tries to use the skill 1 of "sprout"
    Then the action is rejected citing clause 21.2.2.2 or 21.2.2.2.3
