Feature: 13 Game progression
  Turns alternate, each of five phases in order: beginning (the turn begins, untap, draw one but on the first
  player's first turn), bond (at most one card of the hand to the bond area), deployment, action and end (the
  turn's information is cleared and the other player's turn begins), with automatic check timings between.

  @clause:13.1.1 @clause:13.6.1.4
  Scenario: 13.1.1 The players take turns in alternation
    Given a fresh game with seed 11
    When the game is played on until turn 2 begins its deployment phase
    Then the game is on turn 2 in the deployment phase with the second player to play
    When the game is played on until turn 3 begins its deployment phase
    Then the game is on turn 3 in the deployment phase with the first player to play

  @clause:13.1.2
  Scenario: 13.1.2 A turn runs its five phases in order
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's hand holds 1 card
    When p1 places no bond
    And p1 ends the deployment phase
    And p1 ends the action phase
    Then the log has these events in this strict order:
      """
      [{"event": "phase", "phase": "beginning", "player": "p1"},
       {"event": "phase", "phase": "bond", "player": "p1"},
       {"event": "phase", "phase": "deployment", "player": "p1"},
       {"event": "phase", "phase": "action", "player": "p1"},
       {"event": "phase", "phase": "end", "player": "p1"},
       {"event": "turn_start", "player": "p2"}]
      """

  @clause:13.2.1.1
  Scenario: 13.2.1.1 The turn player's turn begins its beginning phase
    Given a game on turn 3 in the end phase with p1 to play
    When the game is started
    Then the log has the event:
      """
      {"event": "turn_start", "turn": 4, "player": "p2"}
      """
    And the game is on turn 4 in the bond phase with p2 to play

  @clause:13.2.1.2
  Scenario: 13.2.1.2 A loss is checked as the turn begins, before anything else of the turn
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's deck holds nothing
    When the game is started
    Then p1 loses the game because of deck
    And the log does not have the event:
      """
      {"event": "draw_failed"}
      """

  @clause:13.2.1.3
  Scenario: 13.2.1.3 The turn player's tapped units untap; the other player's stay tapped
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's Main Character is tapped
    And p1 has the unit "FILL-03" as "soldier" in the back line, tapped
    And p2's Main Character is tapped
    When the game is started
    Then "p1-mc" is untapped
    And "soldier" is untapped
    And "p2-mc" is tapped

  @clause:13.2.1.5
  Scenario: 13.2.1.5 The turn player draws one card
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's hand holds 1 card
    When the game is started
    Then p1's hand holds 2 cards
    And p1's deck holds 9 cards
    And p2's hand holds 0 cards

  @clause:13.2.1.5.1
  Scenario: 13.2.1.5.1 The first player does not draw on the first turn
    Given a fresh game with seed 12
    When the game is played on until turn 1 begins its bond phase
    Then the first player's hand holds 6 cards
    And the first player's deck holds 38 cards

  @clause:13.2.1.5.1
  Scenario: 13.2.1.5.1 The second player draws on their first turn, the first player on their second
    Given a fresh game with seed 12
    When the game is played on until turn 2 begins its bond phase
    Then the second player's hand holds 7 cards
    When the game is played on until turn 3 begins its bond phase
    Then the first player's hand holds 7 cards

  @clause:13.2.1.6 @clause:3.1.2
  Scenario: 13.2.1.6 Drawing the last card loses at the check timing after the draw
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's deck holds "FILL-03" as "last card"
    When the game is started
    Then p1's hand holds exactly "last card"
    And p1 loses the game because of deck

  @clause:13.3.1.1 @clause:9.2.1
  Scenario: 13.3.1.1 Rule processing runs as the bond phase begins, before the bond is chosen
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds 1 card
    And p1 has the unit "FILL-04" as "a" in the back line
    And p1 has the unit "FILL-04" as "b" in the back line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "a"
    Then the pending decision is "bond" for p1

  @clause:13.3.1.2
  Scenario: 13.3.1.2 The turn player puts one card of the hand into the bond area, face up
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "gift" and "FILL-04" as "other"
    When p1 bonds "gift"
    Then p1's bond area holds exactly "gift"
    And p1's hand holds exactly "other"
    And the pending decision is "deployment" for p1

  @clause:13.3.1.2
  Scenario: 13.3.1.2 A second card cannot be bonded in the same bond phase
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "gift" and "FILL-04" as "other"
    When p1 bonds "gift"
    And p1 tries to bond "other"
    Then the action is rejected citing clause 13.3.1.2

  @clause:13.3.1.2
  Scenario: 13.3.1.2 The non-turn player cannot bond
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "gift"
    And p2's hand holds "FILL-04" as "theirs"
    When p2 tries to bond "theirs"
    Then the action is rejected citing clause 13.3.1.2

  @clause:13.3.1.2.1
  Scenario: 13.3.1.2.1 Placing no bond is allowed
    Given a game on turn 3 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "kept"
    When p1 places no bond
    Then p1's bond area holds 0 cards
    And p1's hand holds exactly "kept"
    And the pending decision is "deployment" for p1

  @clause:13.4.1.2 @clause:14.1.2
  Scenario: 13.4.1.2 Deploying and levelling up in any order, as often as the bonds allow
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1's hand holds "CHROM" as "chrom", "CHROM" as "chrom 2" and "FILL-00" as "scout"
    When p1 deploys "chrom" to the back line
    And p1 levels up "chrom" with "chrom 2"
    And p1 deploys "scout" to the front line
    Then p1's back line holds exactly "chrom 2"
    And "chrom 2" is untapped
    And p1's front line holds exactly "p1-mc" and "scout"
    And the deployment phase has spent 3

  @clause:13.4.1.2
  Scenario: 13.4.1.2 The non-turn player cannot deploy
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2's bond area holds 3 cards
    And p2's hand holds "MARTH" as "their marth"
    When p2 tries to deploy "their marth" to the front line
    Then the action is rejected citing clause 13.4.1.2

  @clause:13.4.1.2.1
  Scenario: 13.4.1.2.1 The deployment phase may end with nothing deployed
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1's hand holds "CHROM" as "chrom"
    When p1 ends the deployment phase
    Then the pending decision is "action" for p1
    And p1's hand holds exactly "chrom"

  @clause:13.4.1.3 @clause:15.1.3 @needs:skill.automatic
  Scenario: 13.4.1.3 The deployment phase does not end while a skill the last deployment triggered waits; it ends once that is carried out
    Given the test cards:
      | id    | name  | unit  | cost | skills                      |
      | SCOUT | Scout | Scout | 1    | when deployed (may): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 1 card
    And p1's hand holds "SCOUT" as "scout"
    And p1's deck holds "FILL-03" as "next" and "FILL-04" as "rest"
    When p1 deploys "scout" to the back line
    Then the pending decision is "use_skill" for p1
    And the legal actions do not include:
      """
      {"type": "end_deployment", "player": "p1"}
      """
    When p1 tries to end the deployment phase
    Then the action is rejected citing clause 10.2.1.2 or 13.4.1.2
    When p1 carries out the effect
    Then p1's hand holds exactly "next"
    And the game is on turn 3 in the deployment phase with p1 to play
    When p1 ends the deployment phase
    Then the game is on turn 3 in the action phase with p1 to play

  @clause:13.5.1.3 @clause:13.5.1.3.1
  Scenario: 13.5.1.3 Units move in the action phase as often as the turn player likes, or not at all
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-03" as "a" in the front line
    And p1 has the unit "FILL-04" as "b" in the back line
    When p1 moves "a"
    And p1 moves "b"
    Then "a" is in p1's back line
    And "b" is in p1's front line
    And the pending decision is "action" for p1
    When p1 ends the action phase
    Then the game is on turn 4 in the bond phase with p2 to play

  @clause:13.5.1.3
  Scenario: 13.5.1.3 Units cannot move in the deployment phase
    Given a game on turn 3 in the deployment phase with p1 to play
    When p1 tries to move "p1-mc"
    Then the action is rejected citing clause 13.5.1.3

  @clause:13.6.1.3 @clause:14.2.4
  Scenario: 13.6.1.3 The level-up information is cleared at the end of the turn
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1's hand holds "MARTH" as "marth 2"
    When p1 levels up "p1-mc" with "marth 2"
    Then "marth 2" is levelled up this turn
    When p1 ends the deployment phase
    And p1 ends the action phase
    Then "marth 2" is not levelled up this turn
    And "marth 2" has 1 card under it

  @clause:13.6.1.4
  Scenario: 13.6.1.4 The turn ends and the non-turn player's turn begins
    Given a game on turn 5 in the action phase with p2 to play
    When p2 ends the action phase
    Then the game is on turn 6 in the bond phase with p1 to play

  @clause:13.5.1.2 @clause:9.2.1
  Scenario: 13.5.1.2 Rule processing runs as the action phase begins, before its choice
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "FILL-04" as "a" in the back line
    And p1 has the unit "FILL-04" as "b" in the front line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "b"
    Then the pending decision is "action" for p1

  @clause:13.5.1.3.1
  Scenario: 13.5.1.3.1 The action phase may end with nothing done
    Given a game on turn 3 in the action phase with p1 to play
    When p1 ends the action phase
    Then "p1-mc" is in p1's front line
    And "p1-mc" is untapped
    And the game is on turn 4 in the bond phase with p2 to play

  @clause:13.5.1.4 @clause:17.1.3 @needs:skill.automatic
  Scenario: 13.5.1.4 The action phase does not end while a skill the last action triggered waits; it ends once that is carried out
    Given the test cards:
      | id     | name   | unit   | cost | skills                   |
      | RUNNER | Runner | Runner | 1    | when moved (may): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "RUNNER" as "runner" in the front line
    And p1's deck holds "FILL-03" as "next" and "FILL-04" as "rest"
    When p1 moves "runner"
    Then the pending decision is "use_skill" for p1
    And the legal actions do not include:
      """
      {"type": "end_action", "player": "p1"}
      """
    When p1 tries to end the action phase
    Then the action is rejected citing clause 10.2.1.2 or 13.5.1.3
    When p1 carries out the effect
    Then p1's hand holds exactly "next"
    And the game is on turn 3 in the action phase with p1 to play
    When p1 ends the action phase
    Then the log has the event:
      """
      {"event": "phase", "phase": "end", "player": "p1"}
      """

  @clause:13.6.1.1
  Scenario: 13.6.1.1 The end phase begins when the action phase is over
    Given a game on turn 3 in the action phase with p1 to play
    When p1 ends the action phase
    Then the log has the event:
      """
      {"event": "phase", "phase": "end", "player": "p1"}
      """

  @clause:13.6.1.2 @clause:9.2.1
  Scenario: 13.6.1.2 Rule processing runs in the end phase, before the turn ends
    Given a game on turn 3 in the end phase with p1 to play
    And p1 has the unit "FILL-04" as "a" in the back line
    And p1 has the unit "FILL-04" as "b" in the front line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    And the game is on turn 3 in the end phase with p1 to play

  @clause:13.2.1.1.1 @needs:skill.continuous
  Scenario: 13.2.1.1.1 A skill "during your turn" applies from the start of its player's turn, not in the other player's
    Given the test cards:
      | id    | name  | unit  | cost | skills                                     |
      | OWL   | Owl   | Owl   | 1    | during your turn, cannot be in the back line |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "OWL" as "owl" in the back line
    When p1 ends the deployment phase
    Then "owl" is in p2's back line
    When p1 ends the action phase
    And the game is played on until turn 4 begins its deployment phase
    Then p2's retreat area holds exactly "owl"
    And the log has these events in this strict order:
      """
      [{"event": "turn_start", "player": "p2"},
       {"event": "misplaced", "card": "owl"},
       {"event": "draw", "player": "p2"}]
      """

  @clause:13.2.1.1.2 @clause:13.2.1.2 @needs:skill.automatic
  Scenario: 13.2.1.1.2 "At the start of your turn" triggers as the turn begins and is carried out before the untap and the draw
    Given the test cards:
      | id    | name  | unit  | cost | skills                                  |
      | DAWN  | Dawn  | Dawn  | 1    | at the start of your turn (may): draw 1 |
    And a game on turn 3 in the beginning phase with p1 to play
    And p1 has the unit "DAWN" as "dawn" in the back line, tapped
    And p2 has the unit "DAWN" as "their dawn" in the back line
    When the game is started
    Then the pending decision is "use_skill" for p1
    And the game is on turn 3 in the beginning phase with p1 to play
    And "dawn" is tapped
    And p1's hand holds 0 cards
    And the skill 0 of "their dawn" is triggered 0 times
    When p1 carries out the effect
    Then p1's hand holds 2 cards
    And "dawn" is untapped

  @clause:13.2.1.4 @needs:skill.automatic
  Scenario: 13.2.1.4 A skill triggered by the untap is carried out at the check timing after it, before the turn's draw
    Given the test cards:
      | id    | name  | unit  | cost | skills                      |
      | SPRING| Spring| Spring| 1    | when untapped (may): draw 1 |
    And a game on turn 3 in the beginning phase with p1 to play
    And p1 has the unit "SPRING" as "spring" in the back line, tapped
    When the game is started
    Then the pending decision is "use_skill" for p1
    And the game is on turn 3 in the beginning phase with p1 to play
    And "spring" is untapped
    And p1's hand holds 0 cards
    When p1 carries out the effect
    Then p1's hand holds 2 cards

  @clause:13.2.1.4 @needs:skill.automatic
  Scenario: 13.2.1.4 A unit already untapped does not become untapped: its skill does not trigger
    Given the test cards:
      | id    | name  | unit  | cost | skills                      |
      | SPRING| Spring| Spring| 1    | when untapped (may): draw 1 |
    And a game on turn 3 in the beginning phase with p1 to play
    And p1 has the unit "SPRING" as "spring" in the back line
    And p1's hand holds 1 card
    When the game is started
    Then the pending decision is "bond" for p1
    And p1's hand holds 2 cards

  @clause:13.3.1.3 @needs:skill.automatic
  Scenario: 13.3.1.3 A skill the bond triggers is carried out at the check timing after the bond, still in the bond phase
    Given the test cards:
      | id    | name  | unit  | cost | skills                                 |
      | SAGE  | Sage  | Sage  | 1    | whenever you place a bond (may): draw 1 |
    And a game on turn 3 in the bond phase with p1 to play
    And p1 has the unit "SAGE" as "sage" in the back line
    And p1's hand holds "FILL-03" as "bond card"
    When p1 bonds "bond card"
    Then the pending decision is "use_skill" for p1
    And the game is on turn 3 in the bond phase with p1 to play
    When p1 carries out the effect
    Then p1's hand holds 1 card
    And the pending decision is "deployment" for p1

  @clause:13.4.1.1 @clause:9.2.1
  Scenario: 13.4.1.1 Rule processing runs as the deployment phase begins, before its first choice
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "FILL-03" as "a" in the front line
    And p1 has the unit "FILL-03" as "b" in the back line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    And the game is on turn 3 in the deployment phase with p1 to play
    When p1 keeps the unit "a"
    Then the pending decision is "deployment" for p1
    And p1's retreat area holds exactly "b"

  @clause:13.5.1.1 @clause:13.5.1.2 @needs:skill.automatic
  Scenario: 13.5.1.1 "At the start of your action phase" triggers as the action phase begins and is carried out before its first choice
    Given the test cards:
      | id    | name  | unit  | cost | skills                                         |
      | BUGLE | Bugle | Bugle | 1    | at the start of your action phase (may): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "BUGLE" as "bugle" in the back line
    And p2 has the unit "BUGLE" as "their bugle" in the back line
    When p1 ends the deployment phase
    Then the pending decision is "use_skill" for p1
    And the game is on turn 3 in the action phase with p1 to play
    And the skill 0 of "their bugle" is triggered 0 times
    When p1 carries out the effect
    Then p1's hand holds 1 card
    And the pending decision is "action" for p1

  @clause:13.6.1.1.1 @clause:13.6.1.2 @needs:skill.automatic
  Scenario: 13.6.1.1.1 "At the end of your turn" triggers as the end phase begins and is carried out before the turn's information is cleared
    Given the test cards:
      | id    | name  | unit  | cost | skills                              |
      | DUSK  | Dusk  | Dusk  | 1    | at the end of your turn (may): draw 1 |
      | DUSK2 | Dusk  | Dusk  | 2    | at the end of your turn (may): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "DUSK" as "dusk" in the back line
    And p1's hand holds "DUSK2" as "dusk lord"
    And p2 has the unit "DUSK" as "their dusk" in the back line
    When p1 levels up "dusk" with "dusk lord"
    And p1 ends the deployment phase
    And p1 ends the action phase
    Then the pending decision is "use_skill" for p1
    And the game is on turn 3 in the end phase with p1 to play
    And "dusk lord" is levelled up this turn
    When p1 carries out the effect
    Then p1's hand holds 1 card
    And "dusk lord" is not levelled up this turn
    And the skill 0 of "their dusk" is triggered 0 times
