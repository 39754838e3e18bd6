Feature: 6 The progress of the game
  A turn is the start phase (a checkpoint, readying, a checkpoint, the draw of two that the first player
  skips on turn 1, a checkpoint, a crystal from the deck, a checkpoint), the main phase with its free timing,
  the battle phase and the burst phase with the chain burst; there is no separate end phase.

  @clause:6-1-1 @clause:6-5-1-4
  Scenario: 6-1-1 A turn runs the start, main, battle and burst phases in that order, then the opponent's turn begins
    Given a game on turn 3 in the start phase with p1 to play
    When p1 ends the main phase
    And p1 ends the battle phase
    Then the log has these events in this strict order:
      """
      [{"event": "phase", "phase": "start", "player": "p1"}, {"event": "phase", "phase": "main", "player": "p1"},
       {"event": "phase", "phase": "battle", "player": "p1"}, {"event": "phase", "phase": "burst", "player": "p1"},
       {"event": "turn_end", "player": "p1"}, {"event": "phase", "phase": "start", "player": "p2"}]
      """
    And the game is on turn 4 in the main phase with p2 to play

  @clause:6-2-2 @clause:1-2-2
  Scenario: 6-2-2 The start phase's first checkpoint comes before the readying: a lost game readies nothing
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a game on turn 4 in the start phase with p1 to play
    And p1 has the crew "CRW-A" as "anna" resting
    And p1's captain is incapacitated
    When the game is started
    Then p1 loses the game because of captain
    And "anna" is rested

  @clause:6-2-3 @clause:RR-mandatory-phase-step-processing
  Scenario: 6-2-3 The turn player's captain, crew and crystals become active; the opponent's stay rested
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
      | CRW-B | crew | Bea       | 0    | 3  | 2   |
    And a game on turn 4 in the start phase with p1 to play
    And p1 has the crew "CRW-A" as "anna" resting
    And p2 has the crew "CRW-B" as "bea" resting
    And p1's captain is rested
    And p2's captain is rested
    And p1's crystal area holds 2 cards
    And p1's crystals are rested
    When the game is started
    Then "anna" is active
    And p1's captain area cards are all active
    And p1's crystal area cards are all active
    And "bea" is rested
    And p2's captain area cards are all rested

  @clause:6-2-4
  Scenario: 6-2-4 After the readying a checkpoint comes before the draw: a lost game draws nothing
    Given a game on turn 4 in the start phase with p1 to play
    And p1's captain is incapacitated
    And p1's hand holds 0 cards
    When the game is started
    Then p1 loses the game because of captain
    And p1's hand holds 0 cards
    And the log does not have the event:
      """
      {"event": "draw"}
      """

  @clause:6-2-5
  Scenario Outline: 6-2-5 The turn player draws two, except the first player on turn 1
    Given a fresh game with seed <seed>
    When the game is played on until turn <turn> begins its main phase
    Then <who>'s hand holds <cards> cards

    Examples:
      | seed | turn | who               | cards |
      | 3    | 1    | the first player  | 5     |
      | 3    | 2    | the second player | 7     |
      | 3    | 3    | the first player  | 7     |
      | 4    | 1    | the first player  | 5     |

  @clause:6-2-5
  Scenario: 6-2-5 A declared turn 1 of the second player is no first-turn exception: the draw is made
    Given a game on turn 2 in the start phase with p2 to play
    And p2's hand holds 0 cards
    When the game is started
    Then p2's hand holds 2 cards

  @clause:6-2-6 @clause:1-2-2-2
  Scenario: 6-2-6 The checkpoint after the draw ends a game whose deck the draw emptied, in the start phase
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds 2 cards
    When the game is started
    Then p1 loses the game because of deck
    And p1's crystal area holds 0 cards
    And the game is on turn 4 in the start phase with p1 to play

  @clause:6-2-7
  Scenario: 6-2-7 The crystal is the deck's top card after the draw
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds "FILL-00" as "a", "FILL-01" as "b", "FILL-02" as "c", "FILL-03" as "d" and "FILL-04" as "e"
    When the game is started
    Then p1's crystal area holds exactly "c"
    And p1's hand holds exactly "a" and "b"
    And p1's deck holds exactly "d" and "e"

  @clause:6-2-8 @clause:1-2-2-2
  Scenario: 6-2-8 The checkpoint after the crystal ends a game whose deck the crystal emptied, before the main phase
    Given a game on turn 4 in the start phase with p1 to play
    And p1's deck holds 3 cards
    When the game is started
    Then p1 loses the game because of deck
    And p1's crystal area holds 1 card
    And the game is on turn 4 in the start phase with p1 to play

  @clause:6-3-1 @clause:6-3-1-2
  Scenario: 6-3-1 The main phase gives the turn player a free timing after the start phase
    Given a game on turn 4 in the start phase with p1 to play
    When the game is started
    Then the pending decision is "main" for p1
    And the game is on turn 4 in the main phase with p1 to play

  @clause:6-3-1-1 @clause:4-6-2
  Scenario: 6-3-1-1 The main phase begins with a checkpoint before its free timing
    Given a game on turn 3 in the main phase with p1 to play
    And p1's captain is incapacitated
    When the game is started
    Then p1 loses the game because of captain
    And no player has a legal action

  @clause:6-3-1-2 @clause:4-6-3-1
  Scenario: 6-3-1-2 After each action the turn player is given the free timing again; the opponent is given none
    Given the test cards:
      | id    | kind   | character | rank | hp | atk |
      | CRW-A | crew   | Anna      | 0    | 3  | 2   |
      | SUM-A | summon |           |      |    |     |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna" and "SUM-A" as "summon"
    When p1 enters the crew "anna"
    Then the pending decision is "main" for p1
    When p2 tries the action:
      """
      {"type": "end_main"}
      """
    Then the action is rejected citing clause 6-3-1-2
    When p1 summons "summon"
    Then the pending decision is "main" for p1

  @clause:6-3-1-2-1 @clause:10-2-3-1-1
  Scenario Outline: 6-3-1-2-1 A crew enters from the hand while the crew area's rank total stays within the crystals
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 1    | 3  | 2   |
      | CRW-B | crew | Bea       | 2    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1's crystal area holds <crystals> cards
    And p1's crystals are rested
    And p1's hand holds "CRW-B" as "bea"
    When p1 tries to enter the crew "bea"
    Then <outcome>

    Examples:
      | crystals | outcome                                           |
      | 2        | the action is rejected citing clause 10-2-3-1-1   |
      | 3        | the action is accepted                            |

  @clause:6-3-1-2-1 @clause:10-2-3-2-1
  Scenario: 6-3-1-2-1 A crew of a character already in play cannot enter, whatever its version
    Given the test cards:
      | id     | name              | character | kind | rank | hp | atk |
      | CRW-A  | [Knight] Anna     | Anna      | crew | 0    | 3  | 2   |
      | CRW-A2 | [Sword Saint] Anna | Anna     | crew | 0    | 4  | 3   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "CRW-A2" as "anna2"
    When p1 tries to enter the crew "anna2"
    Then the action is rejected citing clause 10-2-3-2-1

  @clause:6-3-1-2-1
  Scenario: 6-3-1-2-1 Only a crew card of the hand enters: a card still in the deck does not
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's deck holds "CRW-A" as "anna" and 3 cards of "FILL-00"
    When p1 tries to enter the crew "anna"
    Then the action is rejected citing clause 6-3-1-2-1

  @clause:6-3-1-2-3 @needs:action.summon
  Scenario: 6-3-1-2-3 Only a summon card of the hand can be activated as a summon
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "CRW-A" as "anna"
    When p1 tries to summon "anna"
    Then the action is rejected citing clause 6-3-1-2-3

  @clause:6-3-1-2-3-2 @needs:action.summon
  Scenario: 6-3-1-2-3-2 An activated summon leaves the hand for the ougi gauge
    Given the test cards:
      | id    | kind   |
      | SUM-A | summon |
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SUM-A" as "summon" and "FILL-00" as "other"
    When p1 summons "summon"
    Then p1's hand holds exactly "other"
    And p1's gauge has "summon" on top, face up

  @clause:6-3-1-2-4 @clause:10-3-2 @needs:action.job_change
  Scenario Outline: 6-3-1-2-4 One job change a turn onto the captain in play
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M1" as "fighter" and "CPT-M1" as "fighter2"
    And <used>
    When p1 tries to job change to "fighter"
    Then <outcome>

    Examples:
      | used                                   | outcome                                         |
      | p1's hand holds 0 cards                | the action is accepted                          |
      | p1 has used the job change this turn   | the action is rejected citing clause 6-3-1-2-4  |

  @clause:6-3-1-2-4 @clause:10-3-3-3 @needs:action.job_change
  Scenario: 6-3-1-2-4 The new captain is in play on top; the previous one stays face up beneath it; a second is refused
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 2 cards
    And p1's captain deck holds "CPT-M1" as "fighter" and "CPT-M1" as "fighter2"
    When p1 job changes to "fighter"
    Then p1's captain in play is "CPT-M1"
    And p1's captain area holds exactly "p1-captain" and "fighter"
    And p1's captain area cards are face up
    When p1 tries to job change to "fighter2"
    Then the action is rejected citing clause 6-3-1-2-4

  @clause:6-3-1-2-4 @clause:10-2-3-1-1 @needs:action.job_change
  Scenario Outline: 6-3-1-2-4 The new captain's rank must be within the crystals
    Given a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds <crystals> cards
    And p1's captain deck holds "CPT-M1" as "fighter"
    When p1 tries to job change to "fighter"
    Then <outcome>

    Examples:
      | crystals | outcome                                          |
      | 0        | the action is rejected citing clause 10-2-3-1-1  |
      | 1        | the action is accepted                           |

  @clause:6-3-1-2-5 @clause:10-4-2 @needs:action.uncap
  Scenario: 6-3-1-2-5 One uncap a turn: a crew of the same character goes on top and the old one becomes a level card
    Given the test cards:
      | id     | name               | character | kind | rank | hp | atk |
      | CRW-A  | [Knight] Anna      | Anna      | crew | 0    | 3  | 2   |
      | CRW-A2 | [Sword Saint] Anna | Anna      | crew | 1    | 4  | 3   |
      | CRW-B  | Bea                | Bea       | crew | 0    | 3  | 2   |
      | CRW-B2 | [Other] Bea        | Bea       | crew | 0    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds 1 card
    And p1 has the crew "CRW-A" as "anna"
    And p1 has the crew "CRW-B" as "bea"
    And p1's hand holds "CRW-A2" as "anna2" and "CRW-B2" as "bea2"
    When p1 uncaps "anna2" onto "anna"
    Then p1's crew area holds exactly "anna2" and "bea"
    And p1's crew "anna2" has 1 level card
    When p1 tries to uncap "bea2" onto "bea"
    Then the action is rejected citing clause 6-3-1-2-5

  @clause:6-3-1-2-5 @needs:action.uncap
  Scenario Outline: 6-3-1-2-5 An uncap needs a crew of the same character and the rank limit, the old card not counting
    Given the test cards:
      | id     | name               | character | kind | rank | hp | atk |
      | CRW-A  | [Knight] Anna      | Anna      | crew | 1    | 3  | 2   |
      | CRW-A2 | [Sword Saint] Anna | Anna      | crew | 2    | 4  | 3   |
      | CRW-B  | Bea                | Bea       | crew | 2    | 3  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1's crystal area holds <crystals> cards
    And p1 has the crew "CRW-A" as "anna"
    And p1's hand holds "<card>" as "new"
    When p1 tries to uncap "new" onto "anna"
    Then <outcome>

    Examples:
      | crystals | card   | outcome                                          |
      | 2        | CRW-A2 | the action is accepted                           |
      | 1        | CRW-A2 | the action is rejected citing clause 10-2-3-1-1  |
      | 3        | CRW-B  | the action is rejected citing clause 10-4-1      |

  @clause:6-3-1-3
  Scenario: 6-3-1-3 Ending the main phase moves on to the battle phase
    Given a game on turn 3 in the main phase with p1 to play
    When p1 ends the main phase
    Then the game is on turn 3 in the battle phase with p1 to play
    And the pending decision is "battle" for p1

  @clause:6-5-1 @clause:6-5-1-4
  Scenario: 6-5-1 The burst phase ends the turn: no end phase, the opponent's start phase follows
    Given a game on turn 3 in the battle phase with p1 to play
    When p1 ends the battle phase
    Then the log has these events in this strict order:
      """
      [{"event": "phase", "phase": "burst", "player": "p1"}, {"event": "turn_end", "player": "p1"},
       {"event": "turn_start", "turn": 4, "player": "p2"}]
      """

  @clause:6-5-1-2
  Scenario Outline: 6-5-1-2 A chain burst is made only with face-down cards in the turn player's gauge
    Given a game on turn 3 in the burst phase with p1 to play
    And p1's gauge holds <down> face-down and 2 face-up cards
    When the game is started
    Then <made>

    Examples:
      | down | made                                       |
      | 0    | no chain burst was made                    |
      | 1    | a chain burst of 1 was made on "p2-captain" |

  @clause:6-5-1-2
  Scenario: 6-5-1-2 The opponent's face-down gauge cards make no chain burst in this turn
    Given a game on turn 3 in the burst phase with p1 to play
    And p2's gauge holds 3 face-down and 0 face-up cards
    When the game is started
    Then no chain burst was made
    And p2's gauge holds 3 face-down and 0 face-up cards

  @clause:6-5-1-2-1-1 @clause:RR-mandatory-phase-step-processing
  Scenario: 6-5-1-2-1-1 With several crew the turn player chooses one of them; the captain cannot be chosen
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 5  | 2   |
      | CRW-B | crew | Bea       | 0    | 5  | 2   |
    And a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    And p2 has the crew "CRW-B" as "bea"
    And p1's gauge holds 2 face-down and 0 face-up cards
    When the game is started
    Then the pending decision is "chain_burst_target" for p1
    When p1 tries the action:
      """
      {"type": "chain_burst_target", "target": "p2-captain"}
      """
    Then the action is rejected citing clause 6-5-1-2-1-1
    When p1 takes the action:
      """
      {"type": "chain_burst_target", "target": "bea"}
      """
    Then a chain burst of 2 was made on "bea"

  @clause:6-5-1-2-1-1
  Scenario: 6-5-1-2-1-1 With one crew the chain burst hits it; with none, the captain
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 5  | 2   |
    And a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    And p1's gauge holds 1 face-down and 0 face-up cards
    When the game is started
    Then a chain burst of 1 was made on "anna"

  @clause:6-5-1-2-1-2
  Scenario Outline: 6-5-1-2-1-2 The chain burst deals as much damage as the face-down cards, face-up ones not counting
    Given the test cards:
      | id    | kind | character | rank | hp   | atk |
      | CRW-A | crew | Anna      | 0    | <hp> | 2   |
    And a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    And p1's gauge holds 2 face-down and 3 face-up cards
    When the game is started
    Then a chain burst of 2 was made on "anna"
    And p2's crew area holds <crew> cards

    Examples:
      | hp | crew |
      | 2  | 0    |
      | 3  | 1    |

  @clause:6-5-1-2-1-3 @clause:9-4-1-3-1
  Scenario: 6-5-1-2-1-3 A checkpoint follows the chain burst's damage: a captain without armor loses before the gauge cards move
    Given a game on turn 3 in the burst phase with p1 to play
    And p2's armor area holds 0 cards
    And p1's gauge holds 6 face-down and 0 face-up cards
    When the game is started
    Then p2 loses the game because of captain
    And p1's gauge holds 6 face-down and 0 face-up cards

  @clause:6-5-1-2-1-4
  Scenario: 6-5-1-2-1-4 The face-down gauge cards go to the deck bottom in the order the turn player chooses; face-up ones stay
    Given a game on turn 3 in the burst phase with p1 to play
    And p1's gauge holds 2 face-down and 1 face-up card
    And p2's armor area holds 5 cards
    When the game is started
    Then the pending decision is "order_bottom" for p1
    When p1 takes the action:
      """
      {"type": "order_bottom", "cards": ["p1-down1", "p1-down0"]}
      """
    Then p1's gauge holds 0 face-down and 1 face-up card
    And p1's deck ends with "p1-down1" and "p1-down0" in that order

  @clause:RR-chain-burst-procedure @clause:9-4-3-3-1
  Scenario: RR-chain-burst-procedure A crew the chain burst incapacitates is replenished before the face-down cards go to the deck
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 1  | 2   |
      | CRW-B | crew | Bea       | 0    | 3  | 2   |
    And a game on turn 3 in the burst phase with p1 to play
    And p2 has the crew "CRW-A" as "anna"
    And p2's hand holds "CRW-B" as "bea"
    And p1's gauge holds 1 face-down and 0 face-up cards
    When the game is started
    Then the pending decision is "refill" for p2
    And p1's gauge holds 1 face-down and 0 face-up cards
    When p2 takes the action:
      """
      {"type": "refill", "card": "bea"}
      """
    Then the log has the event:
      """
      {"event": "enter", "card": "bea", "area": "crew", "active": false}
      """
    And p1's gauge holds 0 face-down and 0 face-up cards

  @clause:6-5-1-4
  Scenario: 6-5-1-4 The opponent becomes the turn player and the turn number goes up by one
    Given a game on turn 6 in the battle phase with p2 to play
    When p2 ends the battle phase
    Then the game is on turn 7 in the main phase with p1 to play

  @clause:6-4-1
  Scenario: 6-4-1 In the battle phase the turn player attacks the opponent's cards with the cards it is master of
    Given the test cards:
      | id    | kind | character | rank | hp | atk |
      | CRW-A | crew | Anna      | 0    | 5  | 2   |
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "CRW-A" as "anna"
    And p2 has the crew "CRW-A" as "anna2"
    When p1 ends the main phase
    Then the legal actions include:
      """
      {"type": "attack", "player": "p1", "card": "anna", "target": "anna2"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "card": "anna2"}
      """
    And the legal actions do not include:
      """
      {"type": "attack", "target": "anna"}
      """

  @clause:6-5-1-3 @clause:2-6-1-1-2 @needs:charge_attack
  Scenario: 6-5-1-3 What lasts for the turn ends with it: a charge attack's bonus is gone by the card's next turn
    Given the test cards:
      | id    | kind | character | rank | hp | atk | ougi cost | ougi atk | ougi hp |
      | OUG-1 | crew | Uno       | 0    | 3  | 1   | 1         | 4        | 0       |
    And a game on turn 3 in the battle phase with p1 to play
    And p1 has the crew "OUG-1" as "uno"
    And p1's gauge holds 0 face-down and 1 face-up card
    When p1 attacks "p2-captain" with "uno"
    And p1 takes the action:
      """
      {"type": "charge_attack", "cards": ["p1-up0"]}
      """
    Then the log has the event:
      """
      {"event": "charge_attack", "card": "uno"}
      """
    When p1 ends the attack step
    And p2 declines the counter step
    And p1 ends the battle phase
    Then the observation shows no charge attack this turn

  @clause:6-3-1-2-2 @clause:6-3-1-2
  Scenario: 6-3-1-2-2 In the main phase the turn player may activate an activated effect and the other player may not
    Given the test cards:
      | id   | kind | character | rank | hp | atk |
      | SAGE | crew | Sage      | 0    | 5  | 1   |
    And the card "SAGE" has the effects:
      """
      [{"name": "Study", "kind": "activated", "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "SAGE" as "sage1"
    And p2 has the crew "SAGE" as "sage2"
    Then the legal actions include:
      """
      {"type": "activate", "player": "p1", "card": "sage1"}
      """
    And the legal actions do not include:
      """
      {"type": "activate", "player": "p2"}
      """
    When p2 tries to activate "Study" of "sage2" resting nothing
    Then the action is rejected citing clause 6-3-1-2-2 or 6-3-1-2
    When p1 activates "Study" of "sage1" resting nothing
    Then p1's hand holds 1 card
    And p2's hand holds 0 cards
    And the pending decision is "main" for p1

  @clause:6-3-1-2-3-1 @needs:action.summon
  Scenario: 6-3-1-2-3-1 A summon with a condition can be activated only while the condition holds
    Given the test cards:
      | id     | kind   | character | rank | hp | atk |
      | GUARD  | crew   | Guard     | 0    | 5  | 1   |
      | SENTRY | crew   | Sentry    | 0    | 5  | 1   |
      | CALL   | summon |           |      |    |     |
    And the card "CALL" has the effects:
      """
      [{"name": "Call of Two", "kind": "summon", "condition_crew": 2, "draw": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "GUARD" as "guard"
    And p1's hand holds "CALL" as "call" and "SENTRY" as "sentry"
    Then the legal actions do not include:
      """
      {"type": "summon", "card": "call"}
      """
    When p1 tries to summon "call"
    Then the action is rejected citing clause 6-3-1-2-3-1
    When p1 enters the crew "sentry"
    Then the legal actions include:
      """
      {"type": "summon", "player": "p1", "card": "call"}
      """
    When p1 summons "call"
    Then p1's gauge has "call" on top, face up
    And p1's hand holds 1 card
  @clause:6-2-1
  Scenario: 6-2-1 An effect lasting until its master's next turn begins holds through the opponent's turn and ends as that next turn begins
    Given the test cards:
      | id     | name   | character | kind | rank | hp | atk |
      | GAUGER | Gauger | Gauger    | crew | 0    | 5  | 1   |
    And the card "GAUGER" has the effects:
      """
      [{"name": "Brace", "kind": "activated", "lasting_atk": 2},
       {"name": "Measure", "kind": "automatic", "trigger": "attack_step_start", "draw_atk": true}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1 has the crew "GAUGER" as "g"
    And p1's deck holds 20 cards
    When p1 activates "Brace" of "g" resting nothing
    And p1 ends the main phase
    Then p1's hand holds 3 cards
    When p1 ends the battle phase
    And p2 ends the main phase
    Then the game is on turn 4 in the battle phase with p2 to play
    And p1's hand holds 6 cards
    When p2 ends the battle phase
    And p1 ends the main phase
    Then the game is on turn 5 in the battle phase with p1 to play
    And p1's hand holds 9 cards

  @clause:6-5-1-1
  Scenario: 6-5-1-1 The burst phase's start triggers resolve at its first checkpoint, before the chain burst
    Given the test cards:
      | id   | name | character | kind | rank | hp | atk |
      | BELL | Bell | Bell      | crew | 0    | 5  | 1   |
    And the card "BELL" has the effects:
      """
      [{"name": "Toll", "kind": "automatic", "trigger": "burst_phase_start", "draw": 1},
       {"name": "Alarm", "kind": "automatic", "trigger": "attack_step_start", "draw": 1}]
      """
    And a game on turn 3 in the burst phase with p1 to play
    And p1 has the crew "BELL" as "bell"
    And p1's gauge holds 1 face-down and 0 face-up cards
    When the game is started
    Then the log has these events in this strict order:
      """
      [{"event": "phase", "phase": "burst", "player": "p1"}, {"event": "resolve", "card": "bell", "effect": "Toll"},
       {"event": "chain_burst", "player": "p1"}, {"event": "turn_end", "player": "p1"}]
      """
    And the log has exactly 1 events like:
      """
      {"event": "resolve", "card": "bell"}
      """
    And p1's hand holds 1 cards
