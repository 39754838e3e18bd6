Feature: 01 Basic principles
  Two players share the game and take turns; while it is one player's turn the other one chooses
  nothing and does nothing (only conceding stays open to them). The principles about card text and
  resolving effects need card effects and are checked with chapters 35-38.

  @clause:01-1
  Scenario: 01-1 The game has exactly two players, who take their turns one after the other
    Given a game on turn 1 in the main phase with p1 to play
    Then the game has exactly the players p1 and p2
    When the game is played on until p2's main phase of turn 2
    Then it is turn 2, p2's main phase
    And the game has exactly the players p1 and p2
    When the game is played on until p1's main phase of turn 3
    Then it is turn 3, p1's main phase
    And the game has exactly the players p1 and p2

  @clause:01-8
  Scenario Outline: 01-8 The non-turn player cannot take a main-phase action in the turn player's main phase
    Given the test cards:
      | id    | category | atk | hp | cost |
      | SCOUT | minion   | 1   | 2  | 0    |
    And a game on turn 3 in the main phase with p1 to play
    And p2's master has 0 cores, awakened
    And p2's core zone holds 3 active and 0 exhausted cores
    And p2's hand holds "SCOUT" as "card"
    And p2's centre lane holds "SCOUT" as "theirs"
    When p2 tries to <action>
    Then the action is rejected citing clause 01-8
    And the game state is unchanged

    Examples:
      | action                                 |
      | end the main phase                     |
      | unlock "card" to the left lane         |
      | attack "p1-master" with "theirs"       |
      | move "theirs" to the left lane         |
      | activate Core Boost                    |
      | exclude "theirs" from the field        |

  @clause:01-8
  Scenario: 01-8 The turn player's own actions are still open while the other player's are refused
    Given the test cards:
      | id    | category | atk | hp | cost |
      | SCOUT | minion   | 1   | 2  | 0    |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SCOUT" as "mine"
    And p2's hand holds "SCOUT" as "theirs"
    Then p2 has no legal action other than conceding
    When p1 tries to unlock "mine" to the left lane
    Then the action is accepted

  @clause:01-8 @clause:34-6 @needs:battle
  Scenario: 01-8 The attacked player is asked nothing during the battle: no block or response is theirs to choose
    Given the test cards:
      | id    | category | atk | hp |
      | BLADE | minion   | 2   | 3  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    And p2's left lane holds "BLADE" as "other"
    When p1 attacks "def" with "att"
    Then the pending decision is "main" for p1
    And p2 has no legal action other than conceding
    And "def" has 2 damage
    And "other" has 0 damage

  @clause:01-8 @clause:26-5a
  Scenario: 01-8 The non-turn player cannot answer the turn player's card change
    Given a game on turn 3 in the draw phase with p1 to play
    And p1's hand holds "FILL-05" as "mine"
    And p2's hand holds "FILL-06" as "theirs"
    When the game is started
    Then the pending decision is "card_change" for p1
    And p2 has no legal action other than conceding
    When p2 tries to change "theirs"
    Then the action is rejected citing clause 01-8
    When p2 tries to keep the hand
    Then the action is rejected citing clause 01-8

  @clause:01-8 @clause:28-1
  Scenario: 01-8 The non-turn player cannot choose which waiting cards take the turn player's standby slots
    Given a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "FILL-10" as "s1"
    And p1's wait zone I holds "FILL-01" as "a" and "FILL-02" as "b"
    When p1 ends the main phase
    Then the pending decision is "choose_standby" for p1
    And p2 has no legal action other than conceding
    When p2 tries to keep "a" for standby
    Then the action is rejected citing clause 01-8
    And the game state is unchanged
