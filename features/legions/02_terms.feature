Feature: 02 Definitions that carry a rule
  Most of chapter 02 only names things. Two definitions carry a rule: the main deck holds only skill,
  minion, arts and lord cards; and life belongs to the master, whose player loses when it is gone.

  Background:
    Given the test cards:
      | id    | category | colors     | atk | hp | wt | cc |
      | SKILL | skill    | red        |     |    | 2  |    |
      | MINI  | minion   | red        | 2   | 2  | 1  |    |
      | ARTS  | arts     | red        |     |    |    |    |
      | LORD  | lord     | red        | 2   | 4  |    | 1  |
      | M-TWO | master   | red, white |     |    |    |    |
      | OGRE  | minion   | red        | 3   | 2  | 1  |    |

  @clause:02-12 @clause:23-2b
  Scenario Outline: 02-12 A main deck may hold skill, minion, arts and lord cards, but no master card
    Given a fresh game with seed 1
    And p1's main deck holds 3 copies of "<card>" and fillers
    When the players try to start the game
    Then the action is <verdict>

    Examples:
      | card  | verdict                                      |
      | SKILL | accepted                                     |
      | MINI  | accepted                                     |
      | ARTS  | accepted                                     |
      | LORD  | accepted                                     |
      | M-TWO | rejected citing one of the clauses 02-12, 23-2b |

  @clause:02-22 @clause:24-3a @needs:battle
  Scenario: 02-22 The life lost is that of the attacked master's player, who loses at 0, in either player's turn
    Given a game on turn 4 in the main phase with p2 to play
    And p2's centre lane holds "OGRE" as "att"
    And p1's life is 3
    And p2's life is 3
    When p2 attacks "p1-master" with "att"
    Then p1's life is 0
    And p2's life is 3
    And p1 loses the game because of life
    And p2 wins the game

  @clause:02-22 @needs:battle
  Scenario: 02-22 Only the master has life: a broken minion or lord costs its player no life
    Given a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "OGRE" as "att"
    And p2's centre lane holds "MINI" as "def"
    When p1 attacks "def" with "att"
    Then p2's wait zone I holds "def"
    And p2's life is 20
    And p1's life is 20
    And the game is not over
