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
