Feature: 9 Rule processing
  Same name (a player's several units of one unit name: one is kept, the Main Character if it is among them, the
  others retreat), defeat, and the march (the non-turn player's empty front line takes the whole back line, which
  is no move), repeated while any but defeat applied.

  @clause:9.2 @clause:9.2.1
  Scenario: 9.2.1 A player with two units of one unit name keeps the one chosen; the other retreats
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "a" in the front line
    And p1 has the unit "FILL-03" as "b" in the back line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "b"
    Then p1's retreat area holds exactly "a"
    And "b" is in p1's back line
    And the pending decision is "deployment" for p1

  @clause:9.2.1
  Scenario: 9.2.1 Only one of the units of that name may be kept
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "a" in the front line
    And p1 has the unit "FILL-03" as "b" in the back line
    When p1 tries to keep the unit "p1-mc"
    Then the action is rejected citing clause 9.2.1

  @clause:9.2
  Scenario: 9.2 Units of one unit name under two players are no same-name units
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "mine" in the front line
    And p2 has the unit "FILL-03" as "theirs" in the front line
    When the game is started
    Then the pending decision is "deployment" for p1
    And p1's retreat area holds 0 cards
    And p2's retreat area holds 0 cards

  @clause:9.2.1.1
  Scenario: 9.2.1.1 The Main Character is the unit kept, without a choice
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "MARTH" as "second marth" in the back line
    When the game is started
    Then the pending decision is "deployment" for p1
    And p1's retreat area holds exactly "second marth"
    And "p1-mc" is the Main Character

  @clause:9.6 @clause:9.6.1
  Scenario: 9.6.1 The non-turn player's empty front line takes their whole back line, keeping its state
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "CHROM" as "chrom" in the back line, tapped, as the Main Character
    And p2 has the unit "FILL-03" as "soldier" in the back line
    When the game is started
    Then p2's front line holds exactly "chrom" and "soldier"
    And p2's back line holds 0 cards
    And "chrom" is tapped
    And "soldier" is untapped

  @clause:9.6.1
  Scenario: 9.6.1 The turn player's empty front line does not march
    Given a game on turn 3 in the action phase with p1 to play
    When p1 moves "p1-mc"
    Then p1's front line holds 0 cards
    And "p1-mc" is in p1's back line

  @clause:9.6.1.1
  Scenario: 9.6.1.1 A march is no move: the units are not tapped by it
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the back line
    When p1 moves "p1-mc"
    And p1 ends the action phase
    Then p1's front line holds exactly "p1-mc" and "soldier"
    And "soldier" is untapped
    And the log does not have the event:
      """
      {"event": "move", "card": "soldier"}
      """

  @clause:9.4
  Scenario: 9.4 The defeat check ends the game for a player meeting a loss condition
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has no Main Character
    And p1 has the unit "FILL-03" as "soldier" in the front line
    When the game is started
    Then p1 loses the game because of main_character

  @clause:9.6
  Scenario: 9.6 A non-turn player with a unit in the front line does not march
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "soldier" in the back line
    When the game is started
    Then p2's front line holds exactly "p2-mc"
    And "soldier" is in p2's back line

  @clause:9.3.1 @clause:9.3 @needs:battle
  Scenario: 9.3.1 A destroyed unit goes to its owner's retreat area with the cards under it
    Given the test cards:
      | id    | name  | unit  | cost | power | range |
      | SWORD | Sword | Sword | 1    | 50    | 1     |
      | FOE   | Foe   | Foe   | 1    | 10    | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "FOE" as "foe" in the front line on 1 card
    When p1 attacks "foe" with "sword"
    Then p2's retreat area holds exactly "foe", "foe-under0" and "p2-deck0"
    And p2's front line holds exactly "p2-mc"

  @clause:9.3.1.2 @clause:9.3.1.2.2 @needs:battle
  Scenario: 9.3.1.2 A destroyed Main Character stays: its player takes the chosen orb into the hand instead
    Given the test cards:
      | id    | name  | unit  | cost | power | range |
      | SWORD | Sword | Sword | 1    | 50    | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    When p1 attacks "p2-mc" with "sword"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then p2's hand holds exactly "p2-orb3"
    And p2's orb area holds 4 cards
    And "p2-mc" is in p2's front line
    And "p2-mc" is the Main Character
    And the game is not over

  @clause:9.3.1.2.1 @clause:3.1.1 @needs:battle
  Scenario: 9.3.1.2.1 A destroyed Main Character with no orb left retreats, and its player loses
    Given the test cards:
      | id    | name  | unit  | cost | power | range |
      | SWORD | Sword | Sword | 1    | 50    | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2's orb area holds nothing
    When p1 attacks "p2-mc" with "sword"
    Then p2's retreat area holds exactly "p2-mc"
    And p2 loses the game because of main_character

  @clause:9.3.1.2.3 @needs:battle @needs:skill.continuous
  Scenario: 9.3.1.2.3 An attacker whose attacks break 2 orbs makes the destroyed defending Main Character lose two, one at a time
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills        |
      | BREAKER | Breaker | Breaker | 1    | 50    | 1     | breaks 2 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BREAKER" as "breaker" in the front line
    When p1 attacks "p2-mc" with "breaker"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb0"
    Then p2's hand holds exactly "p2-orb3" and "p2-orb0"
    And p2's orb area holds 3 cards
    And "p2-mc" is in p2's front line
    And the pending decision is "action" for p1

  @clause:9.3.1.2.3 @needs:battle @needs:skill.continuous
  Scenario: 9.3.1.2.3 The skill breaks orbs only of a Main Character destroyed as the defending unit: another unit just retreats
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills        |
      | BREAKER | Breaker | Breaker | 1    | 50    | 1     | breaks 2 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BREAKER" as "breaker" in the front line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 attacks "soldier" with "breaker"
    Then p2's hand holds 0 cards
    And p2's orb area holds 5 cards
    And p2's front line holds exactly "p2-mc"

  @clause:9.3.1.2.3.1 @needs:battle @needs:skill.continuous
  Scenario: 9.3.1.2.3.1 With no more orbs than it breaks, every orb goes to the hand and the Main Character stays
    Given the test cards:
      | id      | name    | unit    | cost | power | range | skills        |
      | BREAKER | Breaker | Breaker | 1    | 50    | 1     | breaks 3 orbs |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BREAKER" as "breaker" in the front line
    And p2's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b"
    When p1 attacks "p2-mc" with "breaker"
    Then p2's hand holds exactly "orb a" and "orb b"
    And p2's orb area holds 0 cards
    And "p2-mc" is in p2's front line
    And the game is not over
    And the pending decision is "action" for p1

  @clause:9.3.1.3 @needs:skill.automatic
  Scenario: 9.3.1.3 Several destroyed units go to their owners' retreat areas together, at one check
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                         |
      | BOMBER | Bomber | Bomber | 1    | when deployed: destroy the opponent's units                    |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2 has the unit "FILL-04" as "archer" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then p2's retreat area holds exactly "soldier" and "archer"
    And p2's front line holds exactly "p2-mc"
    And p2's back line holds 0 cards
    And the pending decision is "deployment" for p1

  @clause:9.5 @clause:9.5.1 @clause:9.5.1.1 @needs:skill.continuous
  Scenario: 9.5.1 Cards in a line they cannot be placed in go to their owners' retreat areas, all of them together
    Given the test cards:
      | id     | name    | unit    | cost | skills                       |
      | GUNNER | Gunner  | Gunner  | 1    | cannot be in the front line  |
      | SNIPER | Sniper  | Sniper  | 1    | cannot be in the front line  |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "GUNNER" as "gunner" in the front line
    And p1 has the unit "SNIPER" as "sniper" in the front line
    And p2 has the unit "GUNNER" as "their gunner" in the front line
    When the game is started
    Then p1's retreat area holds exactly "gunner" and "sniper"
    And p2's retreat area holds exactly "their gunner"
    And the pending decision is "deployment" for p1

  @clause:9.5 @needs:skill.continuous
  Scenario: 9.5 A card where it may be placed stays: the gunner in the back line
    Given the test cards:
      | id     | name    | unit    | cost | skills                       |
      | GUNNER | Gunner  | Gunner  | 1    | cannot be in the front line  |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "GUNNER" as "gunner" in the back line
    When the game is started
    Then "gunner" is in p1's back line
    And p1's retreat area holds 0 cards

  @clause:9.1 @clause:9.2.1
  Scenario: 9.1 Same name comes before defeat: the kept unit is chosen before a player without cards loses
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "a" in the front line
    And p1 has the unit "FILL-03" as "b" in the back line
    And p2's deck holds nothing
    When the game is started
    Then the pending decision is "keep_unit" for p1
    And the game is not over
    When p1 keeps the unit "a"
    Then p2 loses the game because of deck

  @clause:9.1.1 @clause:9.5.1 @needs:skill.continuous
  Scenario: 9.1.1 After a march rule processing runs again: the marched Main Character cannot be in the front line, retreats, and its player loses
    Given the test cards:
      | id     | name    | unit    | cost | skills                       |
      | GUNNER | Gunner  | Gunner  | 1    | cannot be in the front line  |
    And a game on turn 3 in the action phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "GUNNER" as "gunner" in the back line, as the Main Character
    When the game is started
    Then p2's retreat area holds exactly "gunner"
    And p2 loses the game because of main_character

  @clause:9.6.1.1 @needs:skill.automatic
  Scenario: 9.6.1.1 A march is no move: a "when moved" skill of a marching unit does not trigger
    Given the test cards:
      | id     | name   | unit   | cost | skills             |
      | RUNNER | Runner | Runner | 1    | when moved: draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "RUNNER" as "runner" in the back line, as the Main Character
    When the game is started
    Then p2's front line holds exactly "runner"
    And p2's hand holds 0 cards
    And the skill 0 of "runner" is triggered 0 times

  @clause:9.3.1.1.1 @needs:battle @needs:skill.continuous
  Scenario: 9.3.1.1.1 A destroyed unit a replacement keeps on the battlefield is no longer destroyed and keeps its state
    Given the test cards:
      | id       | name     | unit     | cost | power | range | skills                                   |
      | SWORD    | Sword    | Sword    | 1    | 50    | 1     |                                          |
      | GUARDIAN | Guardian | Guardian | 1    | 10    | 1     | instead of being destroyed, flip 1 bonds |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p2 has the unit "GUARDIAN" as "guardian" in the front line, tapped on 1 card
    And p2's bond area holds 2 cards
    When p1 attacks "guardian" with "sword"
    Then "guardian" is in p2's front line
    And "guardian" is tapped
    And "guardian" has 1 card under it
    And the observation at "players.p2.front[1].destroyed" is:
      """
      false
      """

  @clause:9.3 @clause:9.3.1 @clause:9.3.1.2 @clause:9.3.1.3
  Scenario: 9.3 The destruction check goes through every destroyed unit of both players: the Main Character takes an orb, the others retreat
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "mine" in the back line
    And p2 has the unit "FILL-04" as "theirs" in the front line
    And "mine" is destroyed
    And "theirs" is destroyed
    And "p2-mc" is destroyed
    When the game is started
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb3"
    Then p2's hand holds exactly "p2-orb3"
    And p2's orb area holds 4 cards
    And "p2-mc" is in p2's front line
    And "p2-mc" is not destroyed
    And p1's retreat area holds exactly "mine"
    And p2's retreat area holds exactly "theirs"
    And the pending decision is "deployment" for p1

  @clause:9.3.1.1 @needs:skill.activated
  Scenario: 9.3.1.1 A destroyed unit placed in the retreat area is no longer destroyed: brought back from the deck, it stays
    Given the test cards:
      | id     | name   | unit   | cost | skills                                                      |
      | CALLER | Caller | Caller | 1    | act: draw 1; act: deploy from the top 2 cards of the deck   |
      | KNIGHT | Knight | Knight | 3    |                                                             |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CALLER" as "caller" in the front line
    And p1 has the unit "KNIGHT" as "knight" in the back line
    And "knight" is destroyed
    And p1's deck holds "FILL-05" as "last"
    And p1's retreat area holds "FILL-06" as "other"
    When the game is started
    Then p1's retreat area holds exactly "other" and "knight"
    When p1 uses the skill 0 of "caller"
    Then p1's deck holds exactly "other" and "knight"
    When p1 uses the skill 1 of "caller"
    And p1 deploys "knight" from the deck
    Then "knight" is in p1's back line
    And "knight" is not destroyed
    And p1's retreat area holds 0 cards
    And the pending decision is "action" for p1

  @clause:9.3.1.1.2 @clause:14.2.7.2 @needs:skill.continuous @needs:skill.activated
  Scenario: 9.3.1.1.2 A replacement sends a destroyed unit to the hand instead: all its cards, as hand cards, none to the retreat area
    Given the test cards:
      | id     | name   | unit   | cost | skills                                         |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units              |
      | DODGER | Dodger | Dodger | 1    | instead of being destroyed, return to the hand |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "DODGER" as "dodger" in the front line, tapped on 1 card
    When p1 uses the skill 0 of "bomber"
    Then p2's hand holds exactly "dodger" and "dodger-under0"
    And p2's hand is known only to p2
    And p2's retreat area holds 0 cards
    And p2's front line holds exactly "p2-mc"

  @clause:9.3.1.2.2
  Scenario: 9.3.1.2.2 A Main Character that took an orb is no longer destroyed: a later check timing leaves it where it is
    Given a game on turn 3 in the deployment phase with p1 to play
    And "p2-mc" is destroyed
    And p2's orb area holds "FILL-12" as "last orb"
    When the game is started
    Then p2's hand holds exactly "last orb"
    And "p2-mc" is not destroyed
    When p1 ends the deployment phase
    Then "p2-mc" is in p2's front line
    And p2's retreat area holds 0 cards
    And the game is not over

  @clause:9.3.1.2.2.1 @clause:9.3.1.2.2
  Scenario: 9.3.1.2.2.1 A Main Character that took an orb keeps every other state and its level-up information
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "CHROM" as "chrom" in the back line, tapped, as the Main Character on 1 card
    And p2 has the unit "FILL-03" as "guard" in the front line
    And "chrom" was levelled up this turn
    And "chrom" is destroyed
    And p2's orb area holds "FILL-12" as "last orb"
    When the game is started
    Then p2's hand holds exactly "last orb"
    And "chrom" is in p2's back line
    And "chrom" is not destroyed
    And "chrom" is the Main Character
    And "chrom" is tapped
    And "chrom" has 1 card under it
    And "chrom" is levelled up this turn

  @clause:9.3.1.3.1 @clause:9.3.1.2
  Scenario: 9.3.1.3.1 The orb taken and the other destroyed units' retreat are one act: no defeat check comes between them
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds nothing
    And p2's orb area holds "FILL-12" as "last orb"
    And p2 has the unit "FILL-03" as "soldier" in the back line
    And "p2-mc" is destroyed
    And "soldier" is destroyed
    When the game is started
    Then the game is not over
    And p2's hand holds exactly "last orb"
    And "p2-mc" is not destroyed
    And p2's deck holds exactly "soldier"

  @clause:9.3.1.3.1 @clause:9.3.1.2
  Scenario: 9.3.1.3.1 Both Main Characters destroyed at once: the turn player chooses an orb first, then the other player, before anything leaves
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "soldier" in the back line
    And "p1-mc" is destroyed
    And "p2-mc" is destroyed
    And "soldier" is destroyed
    When the game is started
    Then the pending decision is "take_orb" for p1
    When p1 takes the orb "p1-orb2"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "p2-orb4"
    Then p1's hand holds exactly "p1-orb2"
    And p2's hand holds exactly "p2-orb4"
    And "p1-mc" is not destroyed
    And "p2-mc" is not destroyed
    And p1's retreat area holds exactly "soldier"

  @clause:9.3.1.3.1.1 @clause:9.3.1.3.1.1.1 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1 More destroyed twins than orbs: the player keeps as many as there are orbs, the Main Character among them, the rest retreat
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Chrom" |
      | ROBIN  | Robin  | Robin  | 1    | twin skill with "Chrom" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "LUCINA" as "lucina" in the front line
    And p2 has the unit "ROBIN" as "robin" in the back line
    And p2's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b"
    And "p2-mc" is destroyed
    And "lucina" is destroyed
    And "robin" is destroyed
    When the game is started
    Then the pending decision is "keep_destroyed" for p2
    And the legal actions include:
      """
      {"type": "keep_destroyed", "player": "p2", "cards": ["p2-mc", "robin"]}
      """
    And the legal actions do not include:
      """
      {"type": "keep_destroyed", "player": "p2", "cards": ["lucina", "robin"]}
      """
    When p2 tries to keep the destroyed units "lucina" and "robin"
    Then the action is rejected citing clause 9.3.1.3.1.1.1
    When p2 keeps the destroyed units "p2-mc" and "robin"
    Then p2's hand holds exactly "orb a" and "orb b"
    And p2's retreat area holds exactly "lucina"
    And "robin" is in p2's back line
    And "robin" is not destroyed
    And "p2-mc" is not destroyed
    And the game is not over

  @clause:9.3.1.3.1.1.1 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1.1 One orb for a destroyed Main Character and twin: the Main Character is kept without a choice, the twin retreats
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Chrom" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "LUCINA" as "lucina" in the back line
    And p2's orb area holds "FILL-12" as "last orb"
    And "p2-mc" is destroyed
    And "lucina" is destroyed
    When the game is started
    Then the pending decision is "deployment" for p1
    And p2's hand holds exactly "last orb"
    And p2's retreat area holds exactly "lucina"
    And "p2-mc" is not destroyed
    And the game is not over

  @clause:9.3.1.3.1.1.2 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1.2 The orbs taken and the twins left out retreating are one act: a player whose deck is empty does not lose in between
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Chrom" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2's deck holds nothing
    And p2 has the unit "LUCINA" as "lucina" in the back line
    And p2's orb area holds "FILL-12" as "last orb"
    And "p2-mc" is destroyed
    And "lucina" is destroyed
    When the game is started
    Then the game is not over
    And p2's deck holds exactly "lucina"
    And p2's hand holds exactly "last orb"

  @clause:9.3.1.3.1.1.3 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1.3 A twin kept on the battlefield keeps its other state: tapped, its stack, its line
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Chrom" |
      | ROBIN  | Robin  | Robin  | 1    | twin skill with "Chrom" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "LUCINA" as "lucina" in the back line, tapped on 2 cards
    And p2 has the unit "ROBIN" as "robin" in the back line
    And p2's orb area holds "FILL-12" as "orb a" and "FILL-12" as "orb b"
    And "p2-mc" is destroyed
    And "lucina" is destroyed
    And "robin" is destroyed
    When the game is started
    And p2 keeps the destroyed units "p2-mc" and "lucina"
    Then "lucina" is in p2's back line
    And "lucina" is tapped
    And "lucina" has 2 cards under it
    And "lucina" is not destroyed
    And p2's retreat area holds exactly "robin"

  @clause:9.3.1.3.1.1 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1 A twin skill applies only with its named unit: without it the destroyed unit retreats, with orbs to spare
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Marth" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "LUCINA" as "lucina" in the back line
    And "lucina" is destroyed
    When the game is started
    Then p2's retreat area holds exactly "lucina"
    And p2's orb area holds 5 cards
    And p2's hand holds 0 cards

  @clause:9.3.1.3.1.1 @needs:skill.continuous
  Scenario: 9.3.1.3.1.1 Twins no more than the orbs: each destroyed one takes an orb, one at a time, and all stay
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | LUCINA | Lucina | Lucina | 1    | twin skill with "Chrom" |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "LUCINA" as "lucina" in the back line
    And p2's orb area holds "FILL-12" as "orb a", "FILL-12" as "orb b" and "FILL-12" as "orb c"
    And "p2-mc" is destroyed
    And "lucina" is destroyed
    When the game is started
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "orb c"
    Then the pending decision is "take_orb" for p2
    When p2 takes the orb "orb a"
    Then p2's hand holds exactly "orb a" and "orb c"
    And p2's orb area holds exactly "orb b"
    And "lucina" is not destroyed
    And "p2-mc" is not destroyed
    And p2's retreat area holds 0 cards

  @clause:9.5.1.1 @needs:skill.continuous
  Scenario: 9.5.1.1 Several misplaced cards retreat together, before the march could move one of them where it may be
    Given the test cards:
      | id     | name   | unit   | cost | skills                      |
      | GUNNER | Gunner | Gunner | 1    | cannot be in the front line |
      | RIDER  | Rider  | Rider  | 1    | cannot be in the back line  |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has no Main Character
    And p2 has the unit "GUNNER" as "gunner" in the front line
    And p2 has the unit "RIDER" as "rider" in the back line
    And p2 has the unit "CHROM" as "chrom" in the back line, as the Main Character
    When the game is started
    Then p2's retreat area holds exactly "gunner" and "rider"
    And p2's front line holds exactly "chrom"
