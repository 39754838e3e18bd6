Feature: 10 Specific actions
  Entering with the rank and name limits, the job change and the uncap (each once a turn), level cards, and
  the trigger of a summon an armor break reveals.

  Background:
    Given the test cards:
      | id     | name               | character | kind    | rank | gender | hp | atk |
      | CRW-A  | [Knight] Anna      | Anna      | crew    | 1    |        | 3  | 2   |
      | CRW-A2 | [Sword Saint] Anna | Anna      | crew    | 1    |        | 4  | 3   |
      | CRW-B  | Bea                | Bea       | crew    | 2    |        | 3  | 2   |
      | DEF-9  | Wall               | Wall      | crew    | 0    |        | 9  | 0   |
      | CPT-M2 | Sage (Male)        | Sage      | captain | 2    | male   | 8  | 3   |
      | SUM-A  | Colossus           |           | summon  |      |        |    |     |

  @clause:10-2-2 @clause:10-2-3-2-1 @needs:action.uncap
  Scenario: 10-2-2 An uncap is no entering: the crew of the same name in play does not forbid it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 tries to uncap "anna2" onto "anna"
    Then the action is accepted

  @clause:10-2-3 @clause:10-2-3-1-1 @clause:10-2-3-2-1
  Scenario Outline: 10-2-3 An entering crew meets both the rank limit and the name limit
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds <crystals> cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "<card>" as "new"
    When p1 tries to enter the crew "new"
    Then <outcome>

    Examples:
      | crystals | card   | outcome                                          |
      | 3        | CRW-B  | the action is accepted                           |
      | 2        | CRW-B  | the action is rejected citing clause 10-2-3-1-1  |
      | 9        | CRW-A2 | the action is rejected citing clause 10-2-3-2-1  |

  @clause:10-2-3-1-1
  Scenario: 10-2-3-1-1 The rank total counts the crew in play, active or rested, against every crystal, active or rested
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 3 cards
    And p1's crystals are rested
    And p1 has the crew "CRW-A" as "anna" resting
    And p1's hand holds "CRW-B" as "bea"
    When p1 tries to enter the crew "bea"
    Then the action is accepted

  @clause:10-2-3-2-1
  Scenario: 10-2-3-2-1 The name limit looks at one's own crew only: the opponent's crew of that name do not count
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p2 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 tries to enter the crew "anna2"
    Then the action is accepted

  @clause:10-3-2 @needs:action.job_change
  Scenario: 10-3-2 A job change in an earlier turn does not count against this turn's
    Given a game on turn 3 in the battle phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M1" as "fighter" and "CPT-M2" as "sage"
    And p1 has used the job change this turn
    When p1 ends the battle phase
    And p2 ends the main phase
    And p2 ends the battle phase
    And p1 tries to job change to "sage"
    Then the action is accepted

  @clause:10-3-3 @clause:10-3-3-2 @clause:10-3-3-3 @needs:action.job_change
  Scenario: 10-3-3 The chosen captain goes face up on top; the previous one stays face up under it, out of play
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M2" as "sage"
    When p1 job changes to "sage"
    Then p1's captain in play is "CPT-M2"
    And p1's captain area holds exactly "p1-captain" and "sage"
    And p1's captain deck holds 0 cards
    And p1's captain area is known to both players

  @clause:10-3-3-1 @needs:action.job_change
  Scenario Outline: 10-3-3-1 Only a face-down captain of the captain deck within the rank limit can be chosen
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 1 card
    And p1's captain deck holds "CPT-M2" as "sage"
    And p1's hand holds "CPT-M1" as "fighter"
    When p1 tries to job change to "<card>"
    Then the action is rejected citing clause <clause>

    Examples:
      | card    | clause     |
      | sage    | 10-2-3-1-1 |
      | fighter | 10-3-3-1   |

  @clause:10-3-3-2 @needs:action.job_change
  Scenario: 10-3-3-2 The new captain is in play and attacks as the captain
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M2" as "sage"
    When p1 job changes to "sage"
    And p1 ends the main phase
    And p1 tries to attack "p2-captain" with "sage"
    Then the action is accepted

  @clause:10-3-3-3-1 @needs:action.job_change
  Scenario: 10-3-3-3-1 The new captain takes over the previous one's state: a rested captain's successor is rested
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain is rested
    And p1's captain deck holds "CPT-M2" as "sage"
    When p1 job changes to "sage"
    Then "sage" is rested

  @clause:10-4-2 @needs:action.uncap
  Scenario: 10-4-2 An uncap in an earlier turn does not count against this turn's
    Given a game on turn 3 in the battle phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    And p1 has used the uncap this turn
    When p1 ends the battle phase
    And p2 ends the main phase
    And p2 ends the battle phase
    And p1 tries to uncap "anna2" onto "anna"
    Then the action is accepted

  @clause:10-4-3 @clause:10-4-3-2 @clause:10-4-3-3 @needs:action.uncap
  Scenario: 10-4-3 The chosen crew goes face up on the one in play, which turns face down as a level card
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    Then p1's crew area holds exactly "anna2"
    And p1's crew "anna2" has 1 level card
    And p1's hand holds 0 cards

  @clause:10-4-3-1 @needs:action.uncap
  Scenario Outline: 10-4-3-1 The uncapping crew comes from the hand and has the same character name
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 9 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's <zone> holds "<card>" as "new"
    When p1 tries to uncap "new" onto "anna"
    Then the action is rejected citing clause <clause>

    Examples:
      | zone | card   | clause   |
      | deck | CRW-A2 | 10-4-3-1 |
      | hand | CRW-B  | 10-4-1   |

  @clause:10-4-3-2 @needs:action.uncap
  Scenario: 10-4-3-2 The uncapped crew is in play on the same place: the crew area still holds one card for it
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 3 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    Then p1's crew area holds 2 cards

  @clause:10-4-3-3-1 @needs:action.uncap
  Scenario: 10-4-3-3-1 Each level card gives the crew 2 more ATK in battle
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna2"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 5 battle damage

  @clause:10-4-3-3-2 @needs:action.uncap
  Scenario: 10-4-3-3-2 The uncapped crew takes over the previous card's state: a rested crew's successor is rested
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna" resting
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    Then "anna2" is rested

  @clause:10-4-3-3-3
  Scenario: 10-4-3-3-3 An uncapped crew that would leave the crew area stays, and a level card goes to the gauge
    Given a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "CRW-A" as "anna" with 1 level card
    And p1's gauge holds 5 face-down and 0 face-up cards
    When the game is started
    Then p2's crew area holds exactly "anna"
    And p2's gauge has "anna-level0" on top, face up

  @clause:10-17-1-2
  Scenario: 10-17-1-2 A summon an armor break reveals may be triggered by putting it into the gauge
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | ATK-9 | crew | Nine      | 0    | 5  | 9   |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "ATK-9" as "nine"
    And p2's armor area holds "SUM-A" as "arm"
    When p1 attacks "p2-captain" with "nine"
    And p1 ends the attack step
    And p2 declines the counter step
    Then the pending decision is "armor_summon" for p2
    When p2 takes the action:
      """
      {"type": "armor_summon", "trigger": true}
      """
    Then p2's gauge has "arm" on top, face up

  @clause:10-17-1-1
  Scenario: 10-17-1-1 A summon the start phase puts into the crystal area trigger-activates there, without going to the gauge
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds "FILL-00" as "a", "FILL-01" as "b", "SUM-A" as "colossus" and "FILL-02" as "c"
    When the game is started
    Then p1's crystal area holds exactly "colossus"
    And p1's gauge holds 0 face-down and 0 face-up cards
    And the log has the event:
      """
      {"event": "trigger", "player": "p1", "card": "colossus"}
      """

  @clause:10-17-1-1
  Scenario: 10-17-1-1 A crew put into the crystal area triggers nothing
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds "FILL-00" as "a", "FILL-01" as "b", "CRW-B" as "bea" and "FILL-02" as "c"
    When the game is started
    Then p1's crystal area holds exactly "bea"
    And the log does not have the event:
      """
      {"event": "trigger"}
      """

  @clause:10-3-3-3 @needs:action.job_change
  Scenario: 10-3-3-3 The previous captain stays face up in the captain area and cannot be job changed to again
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M2" as "sage"
    When p1 job changes to "sage"
    Then p1's captain area holds exactly "p1-captain" and "sage"
    And p1's captain area cards are face up
    And the legal actions do not include:
      """
      {"type": "job_change", "card": "p1-captain"}
      """

  @clause:10-4-3-3 @needs:action.uncap
  Scenario: 10-4-3-3 The previous crew card turns face down under the new one and is no crew of its own
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    Then p1's crew area holds exactly "anna2"
    And p1's crew "anna2" has 1 level card
    And the legal actions do not include:
      """
      {"type": "uncap", "onto": "anna"}
      """

  @clause:10-16-4-1 @clause:RR-chips @needs:chips
  Scenario Outline: 10-16-4-1 Every ATK chip on a crew changes its ATK by its X: <chips>
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And the card "anna" carries <chips>
    When p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then <damage>

    Examples:
      | chips                         | damage                                    |
      | the chips "atk+1" and "atk+1" | "p2-captain" was dealt 4 battle damage    |
      | the chip "atk+1"              | "p2-captain" was dealt 3 battle damage    |
      | the chips "atk-1" and "atk-1" | "p2-captain" was dealt no damage          |
      | the chips "hp+1" and "seal"   | "p2-captain" was dealt 2 battle damage    |

  @clause:10-16-4-1 @clause:RR-chips @needs:chips
  Scenario Outline: 10-16-4-1 Every HP chip on a crew changes its HP by its X: <chips>
    Given a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "CRW-A2" as "target"
    And the card "target" carries <chips>
    When p1 attacks "target" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then <where>

    Examples:
      | chips                         | where                                  |
      | the chips "hp-1" and "hp-1"   | p2's gauge holds "target" somewhere    |
      | the chip "hp-1"               | p2's crew area holds exactly "target"  |
      | the chips "atk-1" and "atk-1" | p2's crew area holds exactly "target"  |

  @clause:10-16-4-1 @clause:10-2-3-1-1 @needs:chips
  Scenario Outline: 10-16-4-1 Every rank chip on a crew counts in the crew area's rank total: <chips>
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 4 cards
    And p1 has the crew "CRW-A" as "anna"
    And the card "anna" carries <chips>
    And p1's hand holds "CRW-B" as "bea"
    When p1 tries to enter the crew "bea"
    Then <outcome>

    Examples:
      | chips                           | outcome                                         |
      | the chips "rank+1" and "rank+1" | the action is rejected citing clause 10-2-3-1-1 |
      | the chip "rank+1"               | the action is accepted                          |

  @clause:10-16-1-2 @clause:RR-chips @needs:chips
  Scenario: 10-16-1-2 A crew incapacitated into the gauge leaves its chips behind
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "CRW-A" as "target"
    And the card "target" carries the chips "atk+1" and "seal"
    And p1's gauge holds 3 face-down and 0 face-up cards
    When p1 ends the battle phase
    Then p2's gauge holds "target" somewhere
    And the card "target" carries no chips

  @clause:10-16-1-2 @needs:chips
  Scenario: 10-16-1-2 A crew a level card keeps in play has not changed zones and keeps its chips
    Given a game on turn 3 in the battle phase with p1 to play
    And p2 has the crew "CRW-A" as "target" with 1 level card
    And the card "target" carries the chips "atk+1" and "seal"
    And p1's gauge holds 5 face-down and 0 face-up cards
    When p1 ends the battle phase
    Then p2's crew "target" has 0 level cards
    And the card "target" carries the chips "atk+1" and "seal"

  @clause:10-16-1-3 @clause:RR-chips @needs:action.job_change @needs:chips
  Scenario: 10-16-1-3 A job change hands the captain's chips on to the new captain, and they still count
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M2" as "sage"
    And the card "p1-captain" carries the chips "atk+1", "atk+1" and "seal"
    When p1 job changes to "sage"
    Then the card "sage" carries the chips "atk+1", "atk+1" and "seal"
    And the card "p1-captain" carries no chips
    When p1 ends the main phase
    And p1 attacks "p2-captain" with "sage"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 5 battle damage

  @clause:10-16-1-3 @clause:RR-chips @needs:action.uncap @needs:chips
  Scenario: 10-16-1-3 An uncap hands the crew's chips on to the new card; the level card under it keeps none
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna"
    And the card "anna" carries the chips "atk+1" and "seal"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 uncaps "anna2" onto "anna"
    Then the card "anna2" carries the chips "atk+1" and "seal"
    And the card "anna" carries no chips
    When p1 ends the main phase
    And p1 attacks "p2-captain" with "anna2"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 6 battle damage

  @clause:10-18-2
  Scenario: 10-18-2 An Assist effect is activated from the hand, where its crew card stays
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | AIDE | Aide | Aide      | crew | 0    | 2  | 1   |
    And the card "AIDE" has the effects:
      """
      [{"name": "Helping Hand", "kind": "activated", "assist": true, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "AIDE" as "aide"
    Then the legal actions include:
      """
      {"type": "activate", "player": "p1", "card": "aide", "effect": 0, "crystals": []}
      """
    When p1 activates "Helping Hand" of "aide" resting nothing
    Then p1's hand holds 2 cards
    And p1's hand holds "aide" somewhere

  @clause:10-18-2
  Scenario Outline: 10-18-2 An Assist effect cannot be activated while its crew card is <where>
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | AIDE | Aide | Aide      | crew | 0    | 2  | 1   |
    And the card "AIDE" has the effects:
      """
      [{"name": "Helping Hand", "kind": "activated", "assist": true, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And <placed>
    Then the legal actions do not include:
      """
      {"type": "activate", "player": "p1", "card": "aide"}
      """
    When p1 tries to activate "Helping Hand" of "aide" resting nothing
    Then the action is rejected citing <clauses>

    Examples:
      | where                 | placed                             | clauses                                 |
      | in the crew area      | p1 has the crew "AIDE" as "aide"   | clause 10-18-2                          |
      | in the gauge          | p1's gauge holds "AIDE" as "aide"  | clause 10-18-2                          |
      | in the opponent's hand | p2's hand holds "AIDE" as "aide"  | one of the clauses 10-18-2 or 8-6-2-1   |

  @clause:10-13-2 @clause:RR-divided-damage
  Scenario: 10-13-2 The effect's master divides the damage among the crew it chooses, 1 or more each, each dealt its part
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | ARCHER | Archer | Archer    | crew | 0    | 3  | 1   |
    And the card "ARCHER" has the effects:
      """
      [{"name": "Volley", "kind": "activated", "divide": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ARCHER" as "archer"
    And p2 has the crew "CRW-A" as "a"
    And p2 has the crew "CRW-B" as "b"
    And p2 has the crew "DEF-9" as "c"
    When p1 activates "Volley" of "archer" resting nothing
    Then the pending decision is "divide_damage" for p1
    And the legal actions include:
      """
      {"type": "divide_damage", "player": "p1", "split": [{"card": "a", "amount": 3}]}
      """
    And the legal actions include:
      """
      {"type": "divide_damage", "player": "p1", "split": [{"card": "a", "amount": 1}, {"card": "b", "amount": 1}, {"card": "c", "amount": 1}]}
      """
    When p2 tries to divide the damage 2 to "a" and 1 to "c"
    Then the action is rejected citing clause 10-13-1
    When p1 divides the damage 2 to "a" and 1 to "c"
    Then "a" was dealt 2 effect damage
    And "c" was dealt 1 effect damage
    And "b" was dealt no damage
    And p2's crew area holds exactly "a", "b" and "c"

  @clause:10-13-2 @clause:RR-divided-damage
  Scenario Outline: 10-13-2 A division of the damage that gives a chosen crew less than 1, or is not the whole, is rejected: <split>
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | ARCHER | Archer | Archer    | crew | 0    | 3  | 1   |
    And the card "ARCHER" has the effects:
      """
      [{"name": "Volley", "kind": "activated", "divide": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ARCHER" as "archer"
    And p2 has the crew "CRW-A" as "a"
    And p2 has the crew "CRW-B" as "b"
    When p1 activates "Volley" of "archer" resting nothing
    And p1 tries to divide the damage <split>
    Then the action is rejected citing <clauses>
    And the pending decision is "divide_damage" for p1

    Examples:
      | split                   | clauses                                         |
      | 3 to "a" and 0 to "b"   | one of the clauses 10-13-2 or RR-divided-damage |
      | 4 to "a" and -1 to "b"  | one of the clauses 10-13-2 or RR-divided-damage |
      | 1 to "a" and 1 to "b"   | clause 10-13-1                                  |
      | 2 to "a" and 2 to "b"   | clause 10-13-1                                  |

  @clause:10-15-1 @clause:10-15-1-1 @clause:RR-resetting-to-original-values
  Scenario Outline: 10-15-1 A reset of <value> undoes what effects did to that value only; the level card's bonus stays
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | CMD      | Commander | Commander | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
    And the card "CMD" has the effects:
      """
      [{"name": "Rally", "kind": "activated", "boost_atk": 2, "boost_hp": 2}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Restore ATK", "kind": "activated", "reset": "atk"},
       {"name": "Restore HP", "kind": "activated", "reset": "hp"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "CMD"
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna" with 1 level card
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "Rally" of "p1-captain" resting nothing
    And p1 activates "<reset>" of "cleanser" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt <damage> battle damage

    Examples:
      | value | reset       | damage |
      | ATK   | Restore ATK | 4      |
      | HP    | Restore HP  | 6      |

  @clause:10-10-2-1 @clause:RR-negating-received-effects
  Scenario Outline: 10-10-2-1 Negating the effects a crew received undoes what resolved effects did to it, not to their source, nor what resolves later: <order>
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | CMD      | Commander | Commander | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
    And the card "CMD" has the effects:
      """
      [{"name": "Rally", "kind": "activated", "boost_atk": 2}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Cleanse", "kind": "activated", "negate_received": true}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "CMD"
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "<first>" of "<first card>" resting nothing
    And p1 activates "<second>" of "<second card>" resting nothing
    And p1 activates "<third>" of "<third card>" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna"
    And p1 pursues with "p1-captain"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt <damage> battle damage

    Examples:
      | order                 | first | first card | second  | second card | third   | third card | damage |
      | rally, cleanse        | Rally | p1-captain | Cleanse | cleanser    | Cleanse | cleanser   | 6      |
      | rally, cleanse, rally | Rally | p1-captain | Cleanse | cleanser    | Rally   | p1-captain | 10     |

  @clause:10-15-1-1 @clause:10-15-1
  Scenario: 10-15-1-1 A reset to the original ATK keeps the bonus of each level card
    Given the test cards:
      | id       | name      | character | kind    | rank | gender | hp | atk |
      | CMD      | Commander | Commander | captain | 0    | male   | 6  | 2   |
      | CLEANSER | Cleanser  | Cleanser  | crew    | 0    |        | 3  | 1   |
    And the card "CMD" has the effects:
      """
      [{"name": "Rally", "kind": "activated", "boost_atk": 1}]
      """
    And the card "CLEANSER" has the effects:
      """
      [{"name": "Restore ATK", "kind": "activated", "reset": "atk"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's captain is "CMD"
    And p1's crystal area holds 2 cards
    And p1 has the crew "CRW-A" as "anna" with 2 level cards
    And p1 has the crew "CLEANSER" as "cleanser"
    When p1 activates "Rally" of "p1-captain" resting nothing
    And p1 activates "Restore ATK" of "cleanser" resting nothing
    And p1 ends the main phase
    And p1 attacks "p2-captain" with "anna"
    And p1 ends the attack step
    And p2 declines the counter step
    Then "p2-captain" was dealt 6 battle damage
  @clause:10-5-1
  Scenario: 10-5-1 A once-per-turn effect is activated once a turn, and again on its master's next turn
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | SCHOLAR | crew | Scholar   | 0    | 5  | 1   |
    And the card "SCHOLAR" has the effects:
      """
      [{"name": "Daily Study", "kind": "activated", "once_per_turn": true, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SCHOLAR" as "scholar"
    When p1 activates "Daily Study" of "scholar" resting nothing
    Then p1's hand holds 1 card
    And the legal actions do not include:
      """
      {"type": "activate", "card": "scholar"}
      """
    When p1 tries to activate "Daily Study" of "scholar" resting nothing
    Then the action is rejected citing clause 10-5-1
    When the game is played on until turn 5 begins its main phase
    Then the legal actions include:
      """
      {"type": "activate", "player": "p1", "card": "scholar"}
      """
    When p1 activates "Daily Study" of "scholar" resting nothing
    Then p1's hand holds 4 cards

  @clause:10-5-2
  Scenario: 10-5-2 Two cards with the same once-per-turn effect text may each activate it once a turn
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | SCHOLAR | crew | Scholar   | 0    | 5  | 1   |
      | TUTOR   | crew | Tutor     | 0    | 5  | 1   |
    And the card "SCHOLAR" has the effects:
      """
      [{"name": "Daily Study", "kind": "activated", "once_per_turn": true, "draw": 1}]
      """
    And the card "TUTOR" has the effects:
      """
      [{"name": "Daily Study", "kind": "activated", "once_per_turn": true, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SCHOLAR" as "scholar"
    And p1 has the crew "TUTOR" as "tutor"
    When p1 activates "Daily Study" of "scholar" resting nothing
    Then the legal actions include:
      """
      {"type": "activate", "player": "p1", "card": "tutor"}
      """
    When p1 activates "Daily Study" of "tutor" resting nothing
    Then p1's hand holds 2 cards
    When p1 tries to activate "Daily Study" of "tutor" resting nothing
    Then the action is rejected citing clause 10-5-1

  @clause:10-5-3
  Scenario: 10-5-3 An effect without the once-per-turn limit is activated as often as its cost is paid
    Given the test cards:
      | id      | kind | character | rank | hp | atk |
      | SCHOLAR | crew | Scholar   | 0    | 5  | 1   |
    And the card "SCHOLAR" has the effects:
      """
      [{"name": "Study", "kind": "activated", "cost": {"generic": 1}, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SCHOLAR" as "scholar"
    And p1's crystal area holds 2 cards
    When p1 activates "Study" of "scholar" resting "p1-crystals0"
    And p1 activates "Study" of "scholar" resting "p1-crystals1"
    Then p1's hand holds 2 cards
    And the legal actions do not include:
      """
      {"type": "activate", "card": "scholar"}
      """
    When p1 tries to activate "Study" of "scholar" resting nothing
    Then the action is rejected citing clause 8-4-2-4

  @clause:10-6-1-1 @clause:10-6-1-3 @clause:10-6-1-3-1
  Scenario: 10-6-1-1 A card revealed as a cost is shown from the payment until the effect is over, and stays in the hand
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | HERALD | crew | Herald    | 0    | 5  | 1   |
    And the card "HERALD" has the effects:
      """
      [{"name": "Proclaim", "kind": "activated", "reveal_cost": true, "damage": 1, "targets": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "HERALD" as "herald"
    And p1's hand holds "CRW-A" as "anna" and "SUM-A" as "colossus"
    And p2 has the crew "CRW-B" as "bea"
    And p2 has the crew "DEF-9" as "wall"
    Then "anna" is known only to p1 in p1's hand
    When p1 tries to activate "Proclaim" of "herald" revealing "colossus" resting nothing
    Then the action is rejected citing clause 8-4-2-5
    When p1 activates "Proclaim" of "herald" revealing "anna" resting nothing
    Then the pending decision is "choose_targets" for p1
    And "anna" is known to both players in p1's hand
    And "colossus" is known only to p1 in p1's hand
    When p1 chooses the target "wall"
    Then "anna" is known only to p1 in p1's hand
    And "wall" was dealt 1 effect damage

  @clause:10-6-1-2 @clause:10-6-1-3 @clause:10-6-1-3-1
  Scenario: 10-6-1-2 Cards an effect reveals are shown until that part is over, stay in the deck meanwhile, and are hidden again where they were
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | SEER | crew | Seer      | 0    | 5  | 1   |
    And the card "SEER" has the effects:
      """
      [{"name": "Foresee", "kind": "activated", "reveal_top": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEER" as "seer"
    And p1's deck holds "SUM-A" as "d1", "CRW-A" as "d2", "CRW-B" as "d3" and "DEF-9" as "d4"
    Then "d1" is known to nobody in p1's deck
    When p1 activates "Foresee" of "seer" resting nothing
    Then the pending decision is "pick_revealed" for p1
    And "d1" is known to both players in p1's deck
    And "d2" is known to both players in p1's deck
    And "d3" is known to both players in p1's deck
    And "d4" is known to nobody in p1's deck
    And p1's deck begins with "d1", "d2", "d3" and "d4" in that order
    When p1 tries to take the revealed "d1"
    Then the action is rejected citing clause 10-6-1-2
    When p1 takes the revealed "d2"
    Then p1's hand holds exactly "d2"
    And "d1" is known to nobody in p1's deck
    And "d3" is known to nobody in p1's deck
    And p1's deck begins with "d1", "d3" and "d4" in that order
    And the pending decision is "main" for p1

  @clause:10-7-1-1
  Scenario: 10-7-1-1 A card a search found is left out of the shuffle that follows: it stays on top and only the others are shuffled
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | SEEKER | crew | Seeker    | 0    | 5  | 1   |
    And the card "SEEKER" has the effects:
      """
      [{"name": "Seek", "kind": "activated", "search": "CRW-B"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEEKER" as "seeker"
    And p1's deck holds 9 cards of "DEF-9" and "CRW-B" as "found"
    When p1 activates "Seek" of "seeker" resting nothing
    Then p1's deck has "found" on top and its other cards in a new order
    When p1 activates "Seek" of "seeker" resting nothing
    Then p1's deck has "found" on top and its other cards in a new order
    When p1 activates "Seek" of "seeker" resting nothing
    Then p1's deck has "found" on top and its other cards in a new order

  @clause:10-11-2
  Scenario: 10-11-2 A declared element must be one of the elements: another value is rejected and the declaration is still awaited
    Given the test cards:
      | id     | kind | character | rank | hp | atk | element |
      | ORACLE | crew | Oracle    | 0    | 5  | 1   |         |
      | EMBER  | crew | Ember     | 9    | 1  | 1   | fire    |
      | TIDE   | crew | Tide      | 9    | 1  | 1   | water   |
    And the card "ORACLE" has the effects:
      """
      [{"name": "Divine", "kind": "activated", "declare_draw": true}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "ORACLE" as "oracle"
    And p1's crystal area holds "EMBER" as "e1", "EMBER" as "e2" and "TIDE" as "t1"
    When p1 activates "Divine" of "oracle" resting nothing
    Then the pending decision is "declare" for p1
    When p1 tries to declare "purple"
    Then the action is rejected citing clause 10-11-2
    When p1 tries to declare ""
    Then the action is rejected citing clause 10-11-2
    When p1 declares "fire"
    Then p1's hand holds 2 cards

  @clause:10-6-1-3 @clause:10-6-1-2
  Scenario: 10-6-1-3 Revealed cards nobody takes are hidden again, each where it was, once the reveal is over
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | SEER | crew | Seer      | 0    | 5  | 1   |
    And the card "SEER" has the effects:
      """
      [{"name": "Foresee", "kind": "activated", "reveal_top": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SEER" as "seer"
    And p1's deck holds "CRW-A" as "d1", "CRW-B" as "d2" and "DEF-9" as "d3"
    When p1 activates "Foresee" of "seer" resting nothing
    Then "d1" is known to both players in p1's deck
    And "d2" is known to both players in p1's deck
    When p1 takes none of the revealed cards
    Then "d1" is known to nobody in p1's deck
    And "d2" is known to nobody in p1's deck
    And p1's deck begins with "d1", "d2" and "d3" in that order
    And p1's hand holds 0 cards

  @clause:10-6-1-3-1 @clause:10-6-1-1
  Scenario: 10-6-1-3-1 A card revealed from the hand stays in the hand while it is shown
    Given the test cards:
      | id     | kind | character | rank | hp | atk |
      | HERALD | crew | Herald    | 0    | 5  | 1   |
    And the card "HERALD" has the effects:
      """
      [{"name": "Proclaim", "kind": "activated", "reveal_cost": true, "damage": 1, "targets": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "HERALD" as "herald"
    And p1's hand holds "CRW-A" as "anna" and "CRW-B" as "bea"
    And p2 has the crew "CRW-B" as "foe"
    And p2 has the crew "DEF-9" as "wall"
    When p1 activates "Proclaim" of "herald" revealing "bea" resting nothing
    Then "bea" is known to both players in p1's hand
    And "anna" is known only to p1 in p1's hand
    And p1's hand holds exactly "anna" and "bea"
    When p1 chooses the target "foe"
    Then p1's hand holds exactly "anna" and "bea"
    And "bea" is known only to p1 in p1's hand
