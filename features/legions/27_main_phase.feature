Feature: 27 Main phase actions
  In the main phase the turn player may unlock a card from the hand, play a standby card, attack with a
  minion or lord, move a minion to a neighbouring lane, activate an ability, exclude an active card of
  the field or a standby card, as often as they like and in any order. Outside the main phase, and for
  the other player, none of these is possible.

  Background:
    Given the test cards:
      | id      | category | cost | atk | hp | wt | cc |
      | SOLDIER | minion   | 1    | 2   | 3  | 2  |    |
      | CHIEF   | lord     | 1    | 3   | 4  |    | 1  |

  @clause:27-1
  Scenario: 27-1 Every kind of main phase action the state allows is offered
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "h"
    And p1's standby zone holds "SOLDIER" as "s"
    And p1's left lane holds "SOLDIER" as "a"
    Then the legal actions include:
      """
      {"type": "unlock", "card": "h", "to": "centre", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "play_standby", "card": "s", "to": "right", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "attack", "attacker": "a", "target": "p2-master", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "lane_move", "card": "a", "to": "centre", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "activate", "ability": "core_boost", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "exclude_field", "card": "a", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "exclude_standby", "card": "s", "player": "p1"}
      """
    And the legal actions include:
      """
      {"type": "end_main", "player": "p1"}
      """

  @clause:27-1 @clause:27-4 @clause:27-2
  Scenario: 27-1 Main phase actions may be repeated and mixed in any order in one main phase
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "h1" and "SOLDIER" as "h2"
    And p1's left lane holds "SOLDIER" as "a"
    And p1's centre lane holds "SOLDIER" as "b"
    When p1 attacks "p2-master" with "a"
    And p1 unlocks "h1" to the right lane
    And p1 attacks "p2-master" with "b"
    And p1 unlocks "h2" to standby
    Then p2's life is 16
    And p1's right lane holds "h1"
    And p1's standby zone contains "h2"
    And the pending decision is "main" for p1

  @clause:27-1
  Scenario Outline: 27-1 Outside the main phase no main phase action is accepted
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "h"
    And p1's standby zone holds "SOLDIER" as "s"
    And p1's left lane holds "SOLDIER" as "a"
    When the game is started
    Then the pending decision is "card_change" for p1
    When p1 tries to <action>
    Then the action is rejected citing clause 27-1
    And the game state is unchanged

    Examples:
      | action                            |
      | unlock "h" to the centre lane     |
      | play "s" from standby to the right lane |
      | attack "p2-master" with "a"       |
      | move "a" to the centre lane       |
      | exclude "s" from standby          |
      | exclude "a" from the field        |
      | end the main phase                |

  @clause:27-2
  Scenario Outline: 27-2 Only a card of the player's own hand can be unlocked
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "mine"
    And p1's standby zone holds "SOLDIER" as "waiting"
    And p1's deck holds "SOLDIER" as "top" from the top
    And p2's hand holds "SOLDIER" as "theirs"
    When p1 tries to unlock "<card>" to the centre lane
    Then the action is <verdict>

    Examples:
      | card    | verdict                     |
      | mine    | accepted                    |
      | waiting | rejected citing clause 27-2 |
      | top     | rejected citing clause 27-2 |
      | theirs  | rejected citing clause 27-2 |

  @clause:27-2
  Scenario: 27-2 The unlocked card leaves the hand and its unlocking is shown in the log
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "h" and "SOLDIER" as "kept"
    When p1 unlocks "h" to the centre lane
    Then p1's hand does not contain "h"
    And p1's hand contains "kept"
    And p1's centre lane holds "h"
    And the log has the event:
      """
      {"event": "unlock", "player": "p1", "card": "h"}
      """

  @clause:27-3 @clause:32-3
  Scenario: 27-3 A standby card is played without paying its cost again
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 0 active and 0 exhausted cores
    And p1's standby zone holds "SOLDIER" as "s" and "SOLDIER" as "other"
    When p1 plays "s" from standby to the left lane
    Then p1's left lane holds "s"
    And p1's standby zone does not contain "s"
    And p1's standby zone contains "other"
    And p1's core zone has 0 active and 0 exhausted cores

  @clause:27-3
  Scenario Outline: 27-3 Only a card of the player's own standby zone can be played from standby
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 2 active and 0 exhausted cores
    And p1's standby zone holds "SOLDIER" as "mine"
    And p1's hand holds "SOLDIER" as "in-hand"
    And p2's standby zone holds "SOLDIER" as "theirs"
    When p1 tries to play "<card>" from standby to the left lane
    Then the action is <verdict>

    Examples:
      | card    | verdict                     |
      | mine    | accepted                    |
      | in-hand | rejected citing clause 27-3 |
      | theirs  | rejected citing clause 27-3 |

  @clause:27-4 @clause:29-1 @clause:34-3
  Scenario Outline: 27-4 Only an active minion that is not incapacitated attacks
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "att"<state>
    When p1 tries to attack "p2-master" with "att"
    Then the action is <verdict>

    Examples:
      | state           | verdict                     |
      |                 | accepted                    |
      | , exhausted     | rejected citing clause 27-4 |
      | , incapacitated | rejected citing clause 29-1 |
      | , reversed      | rejected citing clause 27-4 |

  @clause:27-4 @clause:34-3
  Scenario Outline: 27-4 An active lord attacks; an exhausted or incapacitated one does not
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "CHIEF" as "lord"<state> with 1 core
    When p1 tries to attack "p2-master" with "lord"
    Then the action is <verdict>

    Examples:
      | state           | verdict                     |
      |                 | accepted                    |
      | , exhausted     | rejected citing clause 27-4 |
      | , incapacitated | rejected citing clause 29-1 |

  @clause:27-4
  Scenario: 27-4 The master does not attack by the attack action
    Given a game on turn 3 in the main phase with p1 to play
    When p1 tries to attack "p2-master" with "p1-master"
    Then the action is rejected citing clause 27-4

  @clause:27-4 @clause:01-8
  Scenario: 27-4 The opponent's minion never attacks in p1's turn, whoever declares it
    Given a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "SOLDIER" as "theirs"
    When p1 tries to attack "p1-master" with "theirs"
    Then the action is rejected citing clause 27-4
    When p2 tries to attack "p1-master" with "theirs"
    Then the action is rejected citing clause 01-8

  @clause:27-5 @clause:18-5
  Scenario Outline: 27-5 A minion moves to a lane next to its own, never to the far lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's <from> lane holds "SOLDIER" as "mover"
    When p1 tries to move "mover" to the <to> lane
    Then the action is <verdict>

    Examples:
      | from   | to     | verdict                     |
      | left   | centre | accepted                    |
      | centre | left   | accepted                    |
      | centre | right  | accepted                    |
      | right  | centre | accepted                    |
      | left   | right  | rejected citing clause 27-5 |
      | right  | left   | rejected citing clause 27-5 |

  @clause:27-5
  Scenario: 27-5 The moved minion is exhausted and has left its old lane
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "mover"
    When p1 moves "mover" to the centre lane
    Then p1's centre lane holds "mover"
    And p1's left lane is empty
    And "mover" is exhausted

  @clause:27-5 @clause:29-1
  Scenario Outline: 27-5 Only an active minion that is not incapacitated moves
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "mover"<state>
    When p1 tries to move "mover" to the centre lane
    Then the action is <verdict>

    Examples:
      | state           | verdict                     |
      | , exhausted     | rejected citing clause 27-5 |
      | , incapacitated | rejected citing clause 29-1 |
      | , reversed      | rejected citing clause 27-5 |

  @clause:27-5 @clause:17-11
  Scenario: 27-5 A minion cannot move into a lane another minion of its player holds
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "mover"
    And p1's centre lane holds "SOLDIER" as "sitting"
    When p1 tries to move "mover" to the centre lane
    Then the action is rejected citing one of the clauses 17-11 or 27-5

  @clause:27-5 @clause:01-8
  Scenario: 27-5 The opponent's minion cannot be moved in p1's turn
    Given a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "SOLDIER" as "theirs"
    When p1 tries to move "theirs" to the centre lane
    Then the action is rejected citing clause 27-5
    When p2 tries to move "theirs" to the centre lane
    Then the action is rejected citing clause 01-8

  @clause:27-6 @clause:20-3b @clause:30-3 @needs:action.activate.core_boost
  Scenario Outline: 27-6 The awakened master's ability is activated by paying its cost of exhausting the master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 1 core<master>
    When p1 tries to activate Core Boost
    Then the action is <verdict>

    Examples:
      | master                 | verdict                      |
      | , awakened             | accepted                     |
      | , awakened, exhausted  | rejected citing clause 30-3  |
      |                        | rejected citing clause 20-3b |

  @clause:27-6 @clause:20-3b @clause:30-3 @needs:action.activate.core_boost
  Scenario: 27-6 Activating exhausts the master and gives the ability's effect
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 1 core, awakened
    When p1 activates Core Boost
    Then p1's master is exhausted
    And p1's master has 2 cores

  @clause:27-7
  Scenario Outline: 27-7 An active minion or reversed card of the player's field can be excluded; an exhausted one cannot
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "it"<state>
    When p1 tries to exclude "it" from the field
    Then the action is <verdict>

    Examples:
      | state                 | verdict                     |
      |                       | accepted                    |
      | , incapacitated       | accepted                    |
      | , reversed            | accepted                    |
      | , exhausted           | rejected citing clause 27-7 |
      | , reversed, exhausted | rejected citing clause 27-7 |

  @clause:27-7 @clause:38-7
  Scenario: 27-7 The excluded minion goes face up to its owner's exclusion zone
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "it"
    When p1 excludes "it" from the field
    Then p1's left lane is empty
    And p1's exclusion zone contains "it"
    And "it" in p1's exclusion zone is face up

  @clause:27-7 @clause:12-3
  Scenario: 27-7 An excluded lord leaves the lord area and the cores on it go to the master
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 0 cores, awakened
    And p1's lord area holds "CHIEF" as "lord" with 2 cores
    When p1 excludes "lord" from the field
    Then p1's lord area is empty
    And p1's exclusion zone contains "lord"
    And p1's master has 2 cores

  @clause:27-7 @clause:01-8
  Scenario Outline: 27-7 Neither the master nor the opponent's cards can be excluded by the action
    Given a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "SOLDIER" as "theirs"
    When p1 tries to exclude "<card>" from the field
    Then the action is rejected citing clause 27-7

    Examples:
      | card      |
      | p1-master |
      | theirs    |

  @clause:27-8
  Scenario: 27-8 A standby card goes to the exclusion zone
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "SOLDIER" as "s" and "SOLDIER" as "other"
    When p1 excludes "s" from standby
    Then p1's standby zone does not contain "s"
    And p1's standby zone contains "other"
    And p1's exclusion zone contains "s"

  @clause:27-8
  Scenario Outline: 27-8 Only a card of the player's own standby zone is excluded from standby
    Given a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SOLDIER" as "in-hand"
    And p1's left lane holds "SOLDIER" as "on-field"
    And p2's standby zone holds "SOLDIER" as "theirs"
    When p1 tries to exclude "<card>" from standby
    Then the action is rejected citing clause 27-8

    Examples:
      | card     |
      | in-hand  |
      | on-field |
      | theirs   |
