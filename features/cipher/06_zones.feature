Feature: 6 Zones
  Each player's nine zones; which of them are public and which hidden, who may look at what, the faces of cards
  entering each zone, a card changing zones becoming a new card except from line to line, and cards leaving the
  deck one at a time.

  @clause:6.3 @clause:6.2
  Scenario: 6.3 Each player has one of each of the nine zones
    Given a fresh game with seed 2
    When the game is played on until turn 1 begins its bond phase
    Then each player has the nine zones

  @clause:6.2.1.2
  Scenario: 6.2.1.2 The deck keeps its order: the turn's draw takes its top card and leaves the rest as they were
    Given a game on turn 3 in the beginning phase with p1 to play
    And p1's deck holds "FILL-01" as "top", "FILL-02" as "second" and "FILL-03" as "third"
    When the game is started
    Then p1's hand holds exactly "top"
    And p1's deck holds, top first, "second" and "third"

  @clause:6.2.8.1
  Scenario: 6.2.8.1 Cards in the infinity area count for nothing: they are no deck to keep a player in the game
    Given a game on turn 3 in the beginning phase with p1 to play
    And p2's deck holds nothing
    And p2's infinity area holds 3 cards of "FILL-02"
    When the game is started
    Then p2 loses the game because of deck

  @clause:6.2.8.1
  Scenario: 6.2.8.1 A unit's name in the infinity area is no same-name unit on the battlefield
    Given a game on turn 2 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's infinity area holds "CHROM" as "elsewhere"
    And p1's hand holds "CHROM" as "chrom"
    Then the legal actions include:
      """
      {"type": "deploy", "card": "chrom"}
      """
    And p1's front line holds exactly "p1-mc"

  @clause:6.4.3 @clause:6.4.8
  Scenario: 6.4.3 A card put into the bond area is face up and public, shown to both players as it leaves the hand
    Given a game on turn 2 in the bond phase with p1 to play
    And p1's hand holds "FILL-03" as "gift"
    When p1 bonds "gift"
    Then p1's bond area holds exactly "gift"
    And p1's bond area cards are all face up
    And p1's bond area is known to both players

  @clause:6.4.3 @clause:6.4.4
  Scenario: 6.4.3 A deployed unit and the retreat area are public to both players
    Given a game on turn 2 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1's hand holds "CHROM" as "chrom"
    And p1's retreat area holds "FILL-04" as "gone"
    When p1 deploys "chrom" to the back line
    Then p1's back line is known to both players
    And p1's retreat area is known to both players

  @clause:6.4.4.1 @clause:6.4.4.2
  Scenario: 6.4.4.1 Face-down bonds may be inspected by both players, yet their symbols count for nothing
    Given the test cards:
      | id   | name | unit | cost | symbols |
      | BLUE | Blue | Blue | 1    | blue    |
      | HERO | Hero | Hero | 1    | blue    |
    And a game on turn 2 in the deployment phase with p1 to play
    And p1's bond area holds "BLUE" as "hidden bond" face down
    And p1's hand holds "HERO" as "hero"
    Then p1's bond area is known to both players
    And p1's bond area cards are all face down
    When p1 tries to deploy "hero" to the front line
    Then the action is rejected citing clause 15.1.2

  @clause:6.4.4.2
  Scenario: 6.4.4.2 The same bond face up shows its symbol
    Given the test cards:
      | id   | name | unit | cost | symbols |
      | BLUE | Blue | Blue | 1    | blue    |
      | HERO | Hero | Hero | 1    | blue    |
    And a game on turn 2 in the deployment phase with p1 to play
    And p1's bond area holds "BLUE" as "open bond"
    And p1's hand holds "HERO" as "hero"
    When p1 deploys "hero" to the front line
    Then "hero" is in p1's front line

  @clause:6.4.4.3
  Scenario: 6.4.4.3 Every card of a levelled-up unit's stack may be inspected by both players
    Given a game on turn 2 in the action phase with p1 to play
    And p1 has the unit "CHROM" as "chrom" in the back line on 2 cards
    Then p1's back line is known to both players
    And "chrom" has 2 cards under it

  @clause:6.4.5 @clause:6.4.6 @clause:6.4.9
  Scenario: 6.4.5 Cards entering the deck and the orb area are face down and seen by nobody
    Given a fresh game with seed 8
    When the first player redraws the opening hand
    And the second player keeps the opening hand
    Then the first player's deck is known to nobody
    And the first player's orb area is known to nobody
    And p2's orb area cards are all face down

  @clause:6.4.6.1 @clause:6.4.5
  Scenario: 6.4.6.1 A hand is hidden, but its owner sees it
    Given a fresh game with seed 8
    Then p1's hand is known only to p1
    And p2's hand is known only to p2

  @clause:6.4.6.2
  Scenario Outline: 6.4.6.2 An orb face up is public; face down it is hidden
    Given a game on turn 2 in the action phase with p1 to play
    And p2's orb area holds "FILL-05" as "orb" <face>
    Then p2's orb area is <seen>

    Examples:
      | face       | seen                  |
      | face up    | known to both players |
      | face down  | known to nobody       |

  @clause:6.5
  Scenario: 6.5 A unit moving from line to line stays the same card with its state: still levelled up this turn
    Given a game on turn 2 in the deployment phase with p1 to play
    And p1's bond area holds 3 cards
    And p1 has the unit "CHROM" as "chrom" in the front line
    And p1's hand holds "CHROM" as "chrom again"
    When p1 levels up "chrom" with "chrom again"
    And p1 ends the deployment phase
    And p1 moves "chrom again"
    Then "chrom again" is in p1's back line
    And "chrom again" is levelled up this turn
    And "chrom again" has 1 card under it
    And the log does not have the event:
      """
      {"event": "move", "new_id": "chrom again"}
      """

  @clause:6.5 @clause:9.2.1
  Scenario: 6.5 A unit leaving the battlefield goes card by card, its whole stack, to the retreat area
    Given a game on turn 2 in the deployment phase with p1 to play
    And p1 has the unit "CHROM" as "first chrom" in the front line, tapped on 1 card
    And p1 has the unit "CHROM" as "second chrom" in the back line
    When the game is started
    Then the pending decision is "keep_unit" for p1
    When p1 keeps the unit "second chrom"
    Then p1's retreat area holds exactly "first chrom" and "first chrom-under0"
    And p1's retreat area is known to both players
    And "second chrom" is in p1's back line
    And the log has the event:
      """
      {"event": "to_retreat", "card": "first chrom"}
      """

  @clause:6.6 @clause:12.2.1.4
  Scenario: 6.6 Cards leave the deck one at a time: six draws for an opening hand
    Given a fresh game with seed 9
    When the game is played on until turn 1 begins its bond phase
    Then the log has exactly 6 events like:
      """
      {"event": "draw", "player": "p1"}
      """

  @clause:6.4.4
  Scenario: 6.4.4 Both players see the public cards: the battlefield and the retreat area
    Given a game on turn 3 in the action phase with p1 to play
    And p2's retreat area holds "FILL-04" as "gone"
    Then p2's front line is known to both players
    And p2's retreat area is known to both players
    And p1's front line is known to both players

  @clause:6.4.6
  Scenario: 6.4.6 No player sees the hidden cards but their own hand: not the decks, not the opponent's hand
    Given a game on turn 3 in the action phase with p1 to play
    And p1's hand holds 2 cards
    And p2's hand holds 2 cards
    Then p1's deck is known to nobody
    And p2's deck is known to nobody
    And p1's hand is known only to p1
    And p2's hand is known only to p2

  @clause:6.4.8
  Scenario: 6.4.8 A hand card deployed to the battlefield becomes known to both players
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's bond area holds 2 cards
    And p1's hand holds "CHROM" as "chrom"
    When p1 deploys "chrom" to the back line
    Then p1's back line is known to both players

  @clause:6.4.9
  Scenario: 6.4.9 Orbs placed from the deck stay seen by nobody
    Given a fresh game with seed 13
    When the game is played on until turn 1 begins its bond phase
    Then p1's orb area is known to nobody
    And p2's orb area is known to nobody

  @clause:6.4.7
  Scenario: 6.4.7 Public cards of the retreat area refilled into the deck become hidden there
    Given a game on turn 3 in the deployment phase with p1 to play
    And p1's deck holds nothing
    And p1's retreat area holds 3 cards
    When the game is started
    Then p1's deck holds 3 cards
    And p1's deck is known to nobody

  @clause:6.5.2 @clause:10.1.1.1.3 @needs:skill.automatic
  Scenario: 6.5.2 A public unit's triggered skill is still carried out after the unit left the battlefield
    Given the test cards:
      | id     | name   | unit   | cost | skills                                      |
      | BOMBER | Bomber | Bomber | 1    | when deployed: destroy the opponent's units |
      | MEDIC  | Medic  | Medic  | 1    | whenever an ally is destroyed: draw 1       |
    And a game on turn 3 in the deployment phase with p1 to play
    And p2 has the unit "MEDIC" as "medic" in the back line
    And p1's bond area holds 1 card
    And p1's hand holds "BOMBER" as "bomber"
    When p1 deploys "bomber" to the back line
    Then p2's retreat area holds exactly "medic"
    And p2's hand holds 1 card

  @clause:6.4.1 @clause:10.1.1 @needs:skill.activated @needs:skill.automatic
  Scenario: 6.4.1 The text of a public card is read: a unit's automatic skill on the battlefield triggers
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units       |
      | MEDIC  | Medic  | Medic  | 1    | whenever an ally is destroyed: draw 1   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "MEDIC" as "medic" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    When p1 uses the skill 0 of "bomber"
    Then p2's hand holds 2 cards
    And p2's retreat area holds exactly "medic" and "soldier"

  @clause:6.4.2 @needs:skill.activated @needs:skill.automatic
  Scenario: 6.4.2 The text of a hidden card is not read: the same skill in the hand or among the orbs does nothing
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units       |
      | MEDIC  | Medic  | Medic  | 1    | whenever an ally is destroyed: draw 1   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "FILL-03" as "soldier" in the front line
    And p2's hand holds "MEDIC" as "hidden medic"
    And p2's orb area holds "MEDIC" as "medic orb" and "FILL-12" as "orb"
    When p1 uses the skill 0 of "bomber"
    Then p2's retreat area holds exactly "soldier"
    And p2's hand holds exactly "hidden medic"
    And the log does not have the event:
      """
      {"event": "skill", "player": "p2"}
      """

  @clause:6.4.2.1 @clause:18.4.1.2.1 @needs:battle
  Scenario Outline: 6.4.2.1 A player reads the hidden cards of their own hand: a card of the attacker's unit name there allows a critical hit
    Given the test cards:
      | id    | name         | unit  | cost | power | range |
      | SWORD | Swordmaster  | Sword | 1    | 50    | 1     |
      | SWORD2| Sword hero   | Sword | 3    | 70    | 1     |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SWORD" as "sword" in the front line
    And p1's hand holds "<card>" as "hand card"
    And p1's deck holds "FILL-01" as "p1 top" and "FILL-03" as "p1 next"
    And p2's deck holds "FILL-02" as "p2 top" and "FILL-04" as "p2 next"
    When p1 attacks "p2-mc" with "sword"
    Then the legal actions <include>:
      """
      {"type": "critical", "player": "p1", "card": "hand card"}
      """

    Examples:
      | card    | include         |
      | SWORD2  | include         |
      | FILL-05 | do not include  |

  @clause:6.4.3.1 @clause:6.4.4.1 @needs:skill.activated
  Scenario: 6.4.3.1 A skill's cost turns public bonds face down; they can still be looked at
    Given the test cards:
      | id      | name    | unit    | cost | skills                     |
      | SCHOLAR | Scholar | Scholar | 1    | act (flip 2 bonds): draw 1 |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SCHOLAR" as "scholar" in the back line
    And p1's bond area holds 2 cards
    Then p1's bond area cards are all face up
    When p1 uses the skill 0 of "scholar"
    Then p1's bond area cards are all face down
    And p1's bond area is known to both players

  @clause:6.4.5.1 @clause:6.4.6.2 @needs:skill.activated
  Scenario: 6.4.5.1 A skill's effect turns a hidden orb face up: it becomes public
    Given the test cards:
      | id     | name   | unit   | cost | skills                  |
      | SEER   | Seer   | Seer   | 1    | act: turn 1 orb face up |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "SEER" as "seer" in the back line
    And p1's orb area holds "FILL-12" as "orb"
    Then p1's orb area cards are all face down
    And p1's orb area is known to nobody
    When p1 uses the skill 0 of "seer"
    Then p1's orb area cards are all face up
    And p1's orb area is known to both players

  @clause:6.5.1 @clause:9.3.1.1.2 @needs:skill.continuous @needs:skill.activated
  Scenario: 6.5.1 A destroyed unit sent to the hand instead of the retreat area is no longer destroyed: deployed again, it stays
    Given the test cards:
      | id     | name   | unit   | cost | skills                                         |
      | BOMBER | Bomber | Bomber | 1    | act: destroy the opponent's units              |
      | DODGER | Dodger | Dodger | 1    | instead of being destroyed, return to the hand |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "BOMBER" as "bomber" in the back line
    And p2 has the unit "DODGER" as "dodger" in the front line, tapped
    And p2's bond area holds 1 card
    When p1 uses the skill 0 of "bomber"
    Then p2's hand holds exactly "dodger"
    And p2's retreat area holds 0 cards
    When p1 ends the action phase
    And the game is played on until turn 4 begins its deployment phase
    And p2 deploys "dodger" to the front line
    Then "dodger" is in p2's front line
    And "dodger" is not destroyed
    And "dodger" is untapped

  @clause:6.6.1 @clause:14.1.3 @needs:skill.activated @needs:skill.automatic
  Scenario: 6.6.1 Several cards one effect deploys from the deck are deployed at once: their "when deployed" skills trigger together
    Given the test cards:
      | id     | name   | unit   | cost | skills                                  |
      | CALLER | Caller | Caller | 1    | act: deploy from the top 3 cards of the deck |
      | PAGE-A | Page A | Page A | 3    | when deployed: draw 1                   |
      | PAGE-B | Page B | Page B | 3    | when deployed: draw 1                   |
    And a game on turn 3 in the action phase with p1 to play
    And p1 has the unit "CALLER" as "caller" in the front line
    And p1's deck holds "PAGE-A" as "a", "PAGE-B" as "b", "FILL-03" as "c", "FILL-04" as "d" and "FILL-05" as "e"
    When p1 uses the skill 0 of "caller"
    Then the pending decision is "deploy_cards" for p1
    When p1 deploys "b" and "a" from the deck
    Then p1's back line holds exactly "a" and "b"
    And "a" is untapped
    And "b" is untapped
    And p1's deck holds, top first, "c", "d" and "e"
    And the pending decision is "trigger" for p1
    And the legal actions include:
      """
      {"type": "trigger", "player": "p1", "card": "a", "skill": 0}
      """
    And the legal actions include:
      """
      {"type": "trigger", "player": "p1", "card": "b", "skill": 0}
      """
    When p1 chooses the skill 0 of "b"
    Then p1's hand holds 2 cards
    And the pending decision is "action" for p1
