Feature: 14 Deploying and levelling up (class change)
  Deploying puts a unit of a unit name the player does not have on the battlefield yet, untapped, in either line.
  Levelling up puts a card of the same unit name on top of one of the player's own units: the unit keeps its state
  and its Main Character status, and gains the level-up information (a class change's too) until the end of the
  turn; a card with a class change cost always class changes, which triggers one class change bonus.

  Background:
    Given the test cards:
      | id      | name          | unit  | cost | cc cost |
      | ROY-1   | Roy, cadet    | Roy   | 1    |         |
      | ROY-2   | Roy, lord     | Roy   | 2    |         |
      | ROY-CC  | Roy, general  | Roy   | 4    | 2       |
      | LILINA  | Lilina        | Lilina| 1    |         |

  @clause:14.1.1
  Scenario: 14.1.1 A unit name the player already has on the battlefield cannot be deployed
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "another roy"
    When p1 tries to deploy "another roy" to the front line
    Then the action is rejected citing clause 14.1.1

  @clause:14.1.1
  Scenario: 14.1.1 A unit name only the opponent has may be deployed
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p2 has the unit "ROY-1" as "their roy" in the back line
    And p1's hand holds "ROY-2" as "my roy"
    When p1 deploys "my roy" to the front line
    Then "my roy" is in p1's front line

  @clause:14.1.2
  Scenario Outline: 14.1.2 A deployed unit goes untapped to the line its player chooses
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "LILINA" as "lilina"
    When p1 deploys "lilina" to the <line> line
    Then "lilina" is in p1's <line> line
    And "lilina" is untapped
    And "lilina" is not the Main Character

    Examples:
      | line  |
      | front |
      | back  |

  @clause:14.2.1 @clause:14.2.1.2
  Scenario: 14.2.1.2 A unit levels up with a card of the same unit name on top of it
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then p1's back line holds exactly "roy lord"
    And "roy lord" has 1 card under it

  @clause:14.2.1.2
  Scenario: 14.2.1.2 A card of another unit name cannot level a unit up
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "LILINA" as "lilina"
    When p1 tries to level up "roy" with "lilina"
    Then the action is rejected citing clause 14.2.1.2

  @clause:14.2.1.1
  Scenario: 14.2.1.1 The opponent's unit cannot be levelled up
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p2 has the unit "ROY-1" as "their roy" in the back line
    And p1's hand holds "ROY-2" as "my roy"
    When p1 tries to level up "their roy" with "my roy"
    Then the action is rejected citing clause 14.2.1.1

  @clause:14.2.2
  Scenario Outline: 14.2.2 A levelled-up unit keeps its state: tapped or untapped
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the front line<tapped>
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is <state>
    And "roy lord" is in p1's front line

    Examples:
      | tapped  | state    |
      | , tapped | tapped  |
      |         | untapped |

  @clause:14.2.2.1
  Scenario: 14.2.2.1 Levelling up the Main Character keeps it the Main Character
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the front line, as the Main Character
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is the Main Character
    And the game is not over

  @clause:14.2.2.1
  Scenario: 14.2.2.1 Levelling up another unit makes no Main Character
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" is not the Main Character
    And "p1-mc" is the Main Character

  @clause:14.2.4 @clause:14.2.6
  Scenario: 14.2.4 A levelled-up unit is levelled up until the end of the turn; a deployed one is not
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord" and "LILINA" as "lilina"
    When p1 levels up "roy" with "roy lord"
    And p1 deploys "lilina" to the back line
    Then "roy lord" is levelled up this turn
    And "roy lord" is not class changed this turn
    And "lilina" is not levelled up this turn

  @clause:14.2.5 @clause:14.2.5.1 @clause:14.2.5.3
  Scenario: 14.2.5.1 A card with a class change cost class changes the unit
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then "general" is class changed this turn
    And "general" is levelled up this turn
    And the deployment phase has spent 2

  @clause:14.2.5.2 @clause:8.1.1
  Scenario: 14.2.5.2 A class change triggers one class change bonus: a card is drawn
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then p1's hand holds 1 card
    And p1's deck holds 9 cards

  @clause:14.2.5.2
  Scenario: 14.2.5.2 A level up that is no class change draws nothing
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 5 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-2" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    Then p1's hand holds 0 cards
    And p1's deck holds 10 cards

  @clause:14.2.5.3
  Scenario: 14.2.5.3 A class change pays the class change cost, not the deploy cost
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "ROY-1" as "roy" in the back line
    And p1's hand holds "ROY-CC" as "general"
    When p1 levels up "roy" with "general"
    Then "general" is class changed this turn
    And the deployment phase has spent 2

  @clause:14.1.1.1 @clause:9.2.1 @needs:skill.continuous
  Scenario: 14.1.1.1 A card whose skill allows it is deployed beside an ally of its unit name; the same-name check then asks which to keep
    Given the test cards:
      | id      | name    | unit    | cost | skills                                         |
      | SOLDIER | Soldier | Soldier | 1    | may be deployed beside an ally of its unit name |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "SOLDIER" as "old soldier" in the back line
    And p1's hand holds "SOLDIER" as "new soldier"
    When p1 deploys "new soldier" to the front line
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "new soldier"
    Then p1's retreat area holds exactly "old soldier"
    And "new soldier" is in p1's front line

  @clause:14.1.1.1 @clause:14.1.1 @needs:skill.continuous
  Scenario: 14.1.1.1 Without that skill the card of the same unit name cannot be deployed, even beside an ally that has it
    Given the test cards:
      | id      | name          | unit    | cost | skills                                         |
      | SOLDIER | Soldier       | Soldier | 1    | may be deployed beside an ally of its unit name |
      | PRIVATE | Soldier, raw  | Soldier | 1    |                                                |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "SOLDIER" as "old soldier" in the back line
    And p1's hand holds "PRIVATE" as "private"
    When p1 tries to deploy "private" to the front line
    Then the action is rejected citing clause 14.1.1

  @clause:14.1.3 @clause:14.1.1 @needs:skill.activated
  Scenario: 14.1.3 Cards one effect deploys at once must be of different unit names, and of none the player already has
    Given the test cards:
      | id     | name     | unit   | cost | skills                                       |
      | CALLER | Caller   | Caller | 1    | act: deploy from the top 3 cards of the deck |
      | PAGE-A | Page A   | Page   | 3    |                                              |
      | PAGE-B | Page B   | Page   | 3    |                                              |
      | KNIGHT | Knight   | Knight | 3    |                                              |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CALLER" as "caller" in the front line
    And p1 has the unit "KNIGHT" as "knight" in the back line
    And p1's deck holds "PAGE-A" as "a", "PAGE-B" as "b", "KNIGHT" as "another knight" and "FILL-04" as "rest"
    When p1 uses the skill 0 of "caller"
    Then the legal actions do not include:
      """
      {"type": "deploy_cards", "player": "p1", "cards": ["a", "b"]}
      """
    When p1 tries to deploy "a" and "b" from the deck
    Then the action is rejected citing clause 14.1.3
    When p1 tries to deploy "another knight" from the deck
    Then the action is rejected citing clause 14.1.1
    When p1 deploys "b" from the deck
    Then p1's back line holds exactly "knight" and "b"
    And p1's deck holds, top first, "a", "another knight" and "rest"

  @clause:14.2.3 @clause:19.1.2.1 @needs:skill.activated
  Scenario: 14.2.3 A level up clears the unit's added information: the usage limit recorded this turn is gone with it
    Given the test cards:
      | id    | name       | unit | cost | skills                    |
      | ROY-A | Roy, cadet | Roy  | 1    | act (once a turn): draw 1 |
      | ROY-B | Roy, lord  | Roy  | 1    | act (once a turn): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "ROY-A" as "roy" in the back line
    And the skill 0 of "roy" has been used this turn
    And p1's hand holds "ROY-B" as "roy lord"
    When p1 levels up "roy" with "roy lord"
    And p1 ends the deployment phase
    And p1 uses the skill 0 of "roy lord"
    Then p1's hand holds 1 card

  @clause:14.2.3 @clause:19.1.2.1 @needs:skill.activated
  Scenario: 14.2.3 Without a level up the usage limit recorded this turn stays
    Given the test cards:
      | id    | name       | unit | cost | skills                    |
      | ROY-A | Roy, cadet | Roy  | 1    | act (once a turn): draw 1 |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1 has the unit "ROY-A" as "roy" in the back line
    And the skill 0 of "roy" has been used this turn
    When p1 ends the deployment phase
    And p1 tries to use the skill 0 of "roy"
    Then the action is rejected citing clause 19.1.2.1

  @clause:14.2.3 @needs:skill.continuous
  Scenario: 14.2.3 After a level up the top card's information is read: its skill forbidding the front line sends the unit away
    Given the test cards:
      | id     | name        | unit  | cost | skills                      |
      | ROY-A  | Roy, cadet  | Roy   | 1    |                             |
      | ROY-G  | Roy, gunner | Roy   | 1    | cannot be in the front line |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1 has the unit "ROY-A" as "roy" in the front line
    And p1's hand holds "ROY-G" as "gunner roy"
    When p1 levels up "roy" with "gunner roy"
    Then p1's retreat area holds exactly "roy" and "gunner roy"
    And p1's front line holds exactly "p1-mc"

  @clause:14.2.7 @needs:skill.activated @needs:skill.automatic
  Scenario: 14.2.7 A stack is one card on the battlefield (destroyed once) and separate cards once it leaves
    Given the test cards:
      | id     | name   | unit   | cost | skills                                |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units     |
      | WATCH  | Watch  | Watch  | 1    | whenever an ally is destroyed: draw 1 |
      | BIG    | Big    | Big    | 1    |                                       |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "WATCH" as "watch" in the front line, as the Main Character
    And p2 has the unit "BIG" as "big" in the back line on 2 cards
    When p1 uses the skill 0 of "bomber"
    Then p2's hand holds 1 card
    And the log has exactly 1 events like:
      """
      {"event": "destroyed", "player": "p2"}
      """
    And p2's retreat area holds exactly "big", "big-under0" and "big-under1"

  @clause:14.2.7.1
  Scenario: 14.2.7.1 The stack keeps its order: each level up puts the new card on top of the cards already there
    Given the test cards:
      | id     | name        | unit  | cost |
      | ROY-A  | Roy, cadet  | Roy   | 1    |
      | ROY-B  | Roy, lord   | Roy   | 1    |
      | ROY-C  | Roy, master | Roy   | 1    |
    And a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "ROY-A" as "roy" in the back line on 1 card
    And p1's hand holds "ROY-B" as "roy lord" and "ROY-C" as "roy master"
    When p1 levels up "roy" with "roy lord"
    Then "roy lord" has, bottom first, "roy-under0" and "roy" under it
    When p1 levels up "roy lord" with "roy master"
    Then "roy master" has, bottom first, "roy-under0", "roy" and "roy lord" under it

  @clause:14.2.7.2 @clause:9.3.1
  Scenario: 14.2.7.2 A stack leaving the battlefield goes to the retreat area as separate cards, every one of them
    Given a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "FILL-03" as "veteran" in the back line on 2 cards
    And "veteran" is destroyed
    When the game is started
    Then p2's retreat area holds exactly "veteran", "veteran-under0" and "veteran-under1"
    And p2's back line holds 0 cards
    And p2's retreat area is known to both players
