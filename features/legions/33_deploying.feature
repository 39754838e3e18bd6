Feature: 33 Deploying cards
  Deploying is putting a card onto the field from another zone. A minion changing lanes within the
  field is not deployed again, and a card put into a zone other than the field is not deployed: only
  what is deployed becomes incapacitated (29-1).

  Background:
    Given the test cards:
      | id      | category | cost | atk | hp | wt |
      | SOLDIER | minion   | 1    | 2   | 3  | 2  |

  @clause:33-1 @clause:29-1 @clause:38-6 @needs:ability
  Scenario Outline: 33-1 A minion an effect puts on the field from <from> is deployed, so it arrives incapacitated
    Given the test cards:
      | id    | category | cost | wt |
      | CALL  | skill    | 0    | 2  |
    And the card "CALL" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "<zone>"}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CALL" as "c"
    And <holds>
    When p1 unlocks "c" to play
    Then p1's right lane holds "s"
    And "s" is incapacitated
    When p1 tries to attack "p2-master" with "s"
    Then the action is rejected citing clause 29-1

    Examples:
      | from                | zone    | holds                                       |
      | the standby zone    | standby | p1's standby zone holds "SOLDIER" as "s"    |
      | a wait zone         | wait    | p1's wait zone III holds "SOLDIER" as "s"   |

  @clause:33-2 @clause:27-5 @clause:29-1
  Scenario: 33-2 A minion that moves lanes is not deployed again, so it does not become incapacitated
    Given a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "SOLDIER" as "mover"
    When p1 moves "mover" to the centre lane
    Then "mover" is not incapacitated
    And the log has exactly 1 event like:
      """
      {"event": "move", "card": "mover"}
      """

  @clause:33-3 @clause:31-5 @clause:29-1
  Scenario: 33-3 A minion put in the standby zone is not deployed there: it is deployed, and incapacitated, when played later
    Given a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 0 exhausted cores
    And p1's hand holds "SOLDIER" as "h"
    When p1 unlocks "h" to standby
    And the game is played on until p1's main phase of turn 5
    And p1 plays "h" from standby to the left lane
    Then "h" is incapacitated
    When p1 tries to attack "p2-master" with "h"
    Then the action is rejected citing clause 29-1
