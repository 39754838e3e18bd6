Feature: 25 Glossary
  "If attacking" reaches the attacking unit only, "if attacked" the defending unit only, "if battling" both battling
  units and no other; an orb broken by an effect or a cost goes to the hand of that orb's player.

  Background:
    Given the test cards:
      | id      | name    | unit    | cost | power | skills                                       |
      | BRAVE   | Brave   | Brave   | 1    | 10    | its power +20 if attacking                   |
      | BRAVE2  | Brave2  | Brave2  | 1    | 10    | its power +20 if attacking                   |
      | WALL    | Wall    | Wall    | 1    | 10    | its power +20 if attacked                    |
      | WALL2   | Wall2   | Wall2   | 1    | 10    | its power +20 if attacked                    |
      | DUELIST | Duelist | Duelist | 1    | 10    | its power +20 if battling                    |
      | DUEL2   | Duel2   | Duel2   | 1    | 10    | its power +20 if battling                    |
      | DUEL3   | Duel3   | Duel3   | 1    | 10    | its power +20 if battling                    |
      | SAPPER  | Sapper  | Sapper  | 1    | 10    | act: break 1 of the opponent's orbs          |
      | MARTYR  | Martyr  | Martyr  | 1    | 10    | act: break 1 of your orbs                    |

  @clause:25.6.1.1 @needs:skill.continuous @needs:battle
  Scenario: 25.6.1.1 "If attacking" has effect on the attacking unit, not on a defending unit with the same skill
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BRAVE" as "brave" in the front line
    And p2 has the unit "BRAVE2" as "brave2" in the front line
    When p1 attacks "brave2" with "brave"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": 30, "defender": 10}
      """

  @clause:25.7.1.1 @needs:skill.continuous @needs:battle
  Scenario: 25.7.1.1 "If attacked" has effect on the defending unit, not on an attacking unit with the same skill
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "WALL" as "wall" in the front line
    And p2 has the unit "WALL2" as "wall2" in the front line
    When p1 attacks "wall2" with "wall"
    Then the log has the event:
      """
      {"event": "judgment", "attacker": 10, "defender": 30}
      """

  @clause:25.8.1.1 @needs:skill.continuous @needs:battle
  Scenario: 25.8.1.1 "If battling" has effect on both battling units and on no other unit
    Given a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "DUELIST" as "duelist" in the front line
    And p1's hand holds "DUELIST" as "spare"
    And p2 has the unit "DUEL2" as "duel2" in the front line
    And p2 has the unit "DUEL3" as "duel3" in the back line
    When p1 attacks "duel2" with "duelist"
    Then the pending decision is "critical" for p1
    And "duelist" has power 30
    And "duel2" has power 30
    And "duel3" has power 10
    And p1's battle power is 30
    And p2's battle power is 30

  @clause:25.16.2 @needs:skill.activated
  Scenario: 25.16.2 An orb broken by an effect goes to the hand of the orb's player, not of the skill's user
    Given a game on turn 3 in the action phase with p1 to play
    And p2's orb area holds "FILL-05" as "orb"
    And p1 has the unit "SAPPER" as "sapper" in the front line
    When p1 uses the skill 0 of "sapper"
    Then p2's hand holds exactly "orb"
    And p2's orb area holds 0 cards
    And p1's hand holds 0 cards

  @clause:25.16.2 @needs:skill.activated
  Scenario: 25.16.2 An orb of its own user broken by an effect goes to that player's hand
    Given a game on turn 3 in the action phase with p1 to play
    And p1's orb area holds "FILL-05" as "orb"
    And p1 has the unit "MARTYR" as "martyr" in the front line
    When p1 uses the skill 0 of "martyr"
    Then p1's hand holds exactly "orb"
    And p1's orb area holds 0 cards
