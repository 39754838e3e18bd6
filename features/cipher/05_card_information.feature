Feature: 5 Card information and card state
  Each player owns the deck they prepared; a card is used by the player whose zone holds it, and so are its skills;
  "you" and "your" name that player and "the opponent" the other, also when the opponent chooses "their own" or
  "your" cards; the cards chosen in the setup are the Main Characters; an effect reads what a cost paid has
  changed.

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | power | skills                                                              |
      | LORD    | Lord    | Lord    | 1    | 10    |                                                                     |
      | GUARD   | Guard   | Guard   | 1    | 10    | when attacked: draw 1                                               |
      | TWINS   | Twins   | Twins   | 1    | 10    | when attacked: draw 1; when attacked: draw 2                        |
      | CALLER  | Caller  | Caller  | 1    | 10    | when attacked: you draw 2                                           |
      | GIVER   | Giver   | Giver   | 1    | 10    | when attacked: the opponent draws 1                                 |
      | CAPTAIN | Captain | Captain | 1    | 10    | your units' power +10                                               |
      | HEXER   | Hexer   | Hexer   | 1    | 10    | the opponent's units' power -10                                     |
      | TAXMAN  | Taxman  | Taxman  | 1    | 10    | act: the opponent discards a card                                   |
      | THIEF   | Thief   | Thief   | 1    | 10    | act: the opponent discards a card of your hand                      |
      | COUNTER | Counter | Counter | 1    | 10    | act (flip 1 bonds): draw 1 per face-up bond                         |

  @clause:5.1.2.1.1.1 @needs:setup.fresh
  Scenario: 5.1.2.1.1.1 The deck each player prepared is that player's for the whole game
    Given a fresh game with seed 4
    And p1's deck is the default deck with 2 cards of "LORD" instead of fillers
    Then the pending decision is "main_character" for p1
    When p1 chooses a LORD card as the Main Character
    And the game is played on until turn 3 begins its deployment phase
    Then p1's cards are the ones presented, the deck in a new order
    And p2's cards are the ones presented, the deck in a new order

  @clause:5.1.2.5.1 @needs:setup.fresh
  Scenario: 5.1.2.5.1 The card each player chose in the setup is that player's Main Character
    Given a fresh game with seed 4
    And p1's deck is the default deck with 2 cards of "LORD" instead of fillers
    And p2's deck is the default deck with 2 cards of "LORD" instead of fillers
    When p1 chooses "p1-2" as the Main Character
    And p2 chooses a FILL-00 card as the Main Character
    And the game is played on until turn 1 begins its bond phase
    Then "p1-2" is the Main Character
    And p1's front line holds exactly "p1-2"
    And p2's Main Character is face up in the front line
    And p1's Main Character is face up in the front line

  @clause:5.1.2.1.2.1 @needs:skill.automatic @needs:battle
  Scenario: 5.1.2.1.2.1 A unit in p2's zone is used by p2: its skills triggered on p1's turn are p2's to order
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "TWINS" as "twins" in the front line
    When p1 attacks "twins" with "p1-mc"
    Then the pending decision is "trigger" for p2
    And the observation at "triggered" is:
      """
      [{"player": "p2", "card": "twins", "skill": 0, "count": 1}, {"player": "p2", "card": "twins", "skill": 1, "count": 1}]
      """

  @clause:5.1.2.1.2.2 @needs:skill.automatic @needs:battle
  Scenario: 5.1.2.1.2.2 "Draw 1" naming no player is done by the skill's user, not by the turn player
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "GUARD" as "guard" in the front line
    When p1 attacks "guard" with "p1-mc"
    Then p2's hand holds 1 card
    And p1's hand holds 0 cards

  @clause:5.1.2.1.2.3 @needs:skill.automatic @needs:battle
  Scenario: 5.1.2.1.2.3 "You draw 2" is the skill's user drawing, on the other player's turn too
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "CALLER" as "caller" in the front line
    When p1 attacks "caller" with "p1-mc"
    Then p2's hand holds 2 cards
    And p1's hand holds 0 cards

  @clause:5.1.2.1.2.5 @needs:skill.automatic @needs:battle
  Scenario: 5.1.2.1.2.5 "The opponent draws 1" is the other player than the skill's user, the turn player here
    Given a game on turn 3 in the action phase with p1 to play
    And p2 has the unit "GIVER" as "giver" in the front line
    When p1 attacks "giver" with "p1-mc"
    Then p1's hand holds 1 card
    And p2's hand holds 0 cards

  @clause:5.1.2.1.2.4 @needs:skill.continuous
  Scenario Outline: 5.1.2.1.2.4 "Your units" are the skill's user's units, whoever's turn it is
    Given a game on turn <turn> in the deployment phase with <player> to play
    And p2 has the unit "CAPTAIN" as "captain" in the back line
    And p1 has the unit "LORD" as "lord" in the back line
    When the game is started
    Then "captain" has power 20
    And "p2-mc" has power 10
    And "lord" has power 10
    And "p1-mc" has power 0

    Examples:
      | turn | player |
      | 3    | p1     |
      | 4    | p2     |

  @clause:5.1.2.1.2.5 @needs:skill.continuous
  Scenario Outline: 5.1.2.1.2.5 "The opponent's units" are the other player's units, whoever's turn it is
    Given a game on turn <turn> in the deployment phase with <player> to play
    And p2 has the unit "HEXER" as "hexer" in the back line
    And p1 has the unit "LORD" as "lord" in the back line
    When the game is started
    Then "hexer" has power 10
    And "lord" has power 0
    And "p1-mc" has power -10
    And "p2-mc" has power 0

    Examples:
      | turn | player |
      | 3    | p1     |
      | 4    | p2     |

  @clause:5.1.2.1.2.6 @needs:skill.activated
  Scenario: 5.1.2.1.2.6 "The opponent discards a card" of their own: p2 chooses among p2's hand cards
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "FILL-04" as "a1"
    And p2's hand holds "FILL-06" as "b1", "FILL-07" as "b2"
    And p1 has the unit "TAXMAN" as "taxman" in the front line
    When p1 uses the skill 0 of "taxman"
    Then the pending decision is "choose" for p2
    When p2 tries to pick "a1"
    Then the action is rejected citing clause 5.1.2.1.2.6
    When p2 picks "b2"
    Then p2's retreat area holds exactly "b2"
    And p1's hand holds exactly "a1"

  @clause:5.1.2.1.2.7 @needs:skill.activated
  Scenario: 5.1.2.1.2.7 "The opponent discards a card of your hand": p2 chooses among p1's hand cards
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds "FILL-04" as "a1", "FILL-05" as "a2"
    And p2's hand holds "FILL-06" as "b1"
    And p1 has the unit "THIEF" as "thief" in the front line
    When p1 uses the skill 0 of "thief"
    Then the pending decision is "choose" for p2
    When p2 tries to pick "b1"
    Then the action is rejected citing clause 5.1.2.1.2.7
    When p2 picks "a2"
    Then p1's retreat area holds exactly "a2"
    And p1's hand holds exactly "a1"
    And p2's hand holds exactly "b1"

  @clause:5.1.3 @needs:skill.activated
  Scenario: 5.1.3 "Draw 1 per face-up bond" counts the bonds after its cost turned one face down
    Given a game on turn 3 in the action phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "COUNTER" as "counter" in the front line
    When p1 uses the skill 0 of "counter"
    Then p1's hand holds 2 cards
