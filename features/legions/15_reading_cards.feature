Feature: 15 How to read cards
  Of the five categories, an arts card and a lord card can be unlocked only while their owner's master
  shows its awakened face; a skill or a minion needs no awakening. The mode read is the master's mode
  at the moment of unlocking.

  Background:
    Given the test cards:
      | id  | category | cost | cc | wt |
      | ART | arts     | 1    |    |    |
      | LRD | lord     | 1    | 2  |    |

  @clause:15-5 @clause:31-2
  Scenario Outline: 15-5 An arts card can be unlocked with an awakened master, never with a normal one
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has <master>
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "ART" as "a"
    When p1 tries to unlock "a" to play
    Then the action is <verdict>

    Examples:
      | master            | verdict                                   |
      | 2 cores           | rejected citing one of the clauses 15-5 or 31-2 |
      | 0 cores, awakened | accepted                                  |

  @clause:15-5
  Scenario: 15-5 A normal master's player is not offered to unlock an arts card
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "ART" as "a"
    Then the legal actions do not include:
      """
      {"type": "unlock", "card": "a"}
      """

  @clause:15-5 @clause:26-4
  Scenario: 15-5 A master awakened in this turn's core phase can unlock an arts card in the main phase
    Given a game on turn 3 in the start phase with p1 to play
    And p1's master has 1 core
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "ART" as "a"
    When the game is played on until p1's main phase of turn 3
    Then p1's master is in awakened mode
    When p1 tries to unlock "a" to play
    Then the action is accepted

  @clause:15-6 @clause:31-2
  Scenario Outline: 15-6 A lord card can be unlocked with an awakened master, never with a normal one
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has <master>
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "LRD" as "l"
    When p1 tries to unlock "l" to the lord area
    Then the action is <verdict>

    Examples:
      | master            | verdict                                         |
      | 2 cores           | rejected citing one of the clauses 15-6 or 31-2 |
      | 0 cores, awakened | accepted                                        |

  @clause:15-6
  Scenario: 15-6 A lord stays locked in the hand of a normal master's player: no unlock of it is offered
    Given a game on turn 3 in the main phase with p1 to play
    And p1's master has 2 cores
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "LRD" as "l"
    Then the legal actions do not include:
      """
      {"type": "unlock", "card": "l"}
      """
