Feature: 38 Common effects
  The effects card text uses again and again: dealing damage, gaining life (never above 20), moving cards up
  and down the timeline, breaking, +X/+Y modifications, moving cards between zones (a card that cannot go where
  it is sent breaks or is excluded), excluding (face up unless said otherwise), changing a card's state, giving
  effects, drawing, exhausting cards or cores, readying, resolving an effect inside the sequence, choosing some
  of a list of effects, and unlocking cards after the sequence.

  Background:
    Given the test cards:
      | id     | category | atk | hp | wt | cost | cc |
      | SK     | skill    |     |    | 2  | 0    |    |
      | SK2    | skill    |     |    | 3  | 0    |    |
      | PAWN   | minion   | 1   | 2  | 2  | 0    |    |
      | WALL   | minion   | 1   | 3  | 3  | 0    |    |
      | DEAR   | minion   | 1   | 2  | 2  | 2    |    |
      | LORD   | lord     | 2   | 4  |    | 0    | 0  |
      | ART    | arts     |     |    |    | 0    |    |

  @clause:38-1 @clause:11-1 @needs:ability
  Scenario Outline: 38-1 Damage by an effect goes through damage processing: <what>
    Given the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["<kind>"]}, "amount": <amount>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 10
    And p2's left lane holds "PAWN" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then <outcome>

    Examples:
      | what                              | kind   | amount | outcome                               |
      | a minion keeps damage below its HP | minion | 1      | "x" has 1 damage                      |
      | a minion brought to 0 HP breaks    | minion | 2      | p2's wait zone II holds "x"           |
      | a master loses that much life      | master | 3      | p2's life is 7                        |

  @clause:38-1 @clause:24-3a @needs:ability
  Scenario: 38-1 Damage by an effect that brings a master to 0 life ends the game
    Given the card "SK" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]}, "amount": 5}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 4
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 wins the game

  @clause:38-2 @clause:08-4 @needs:ability
  Scenario Outline: 38-2 Gaining <gain> life at <life> leaves the master at <after>: never above 20
    Given the card "SK" has the play-time effects:
      """
      [{"do": "gain_life", "amount": <gain>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is <life>
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is <after>

    Examples:
      | life | gain | after |
      | 17   | 2    | 19    |
      | 18   | 2    | 20    |
      | 19   | 2    | 20    |
      | 20   | 1    | 20    |

  @clause:38-2 @needs:ability
  Scenario: 38-2 An effect's life gain is its controller's, not the opponent's
    Given the card "SK" has the play-time effects:
      """
      [{"do": "gain_life", "amount": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p2's life is 10
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is 13
    And p2's life is 10

  @clause:38-3 @needs:ability
  Scenario Outline: 38-3 WT<wt> moves a card from the <from> to the <to>
    Given the card "SK" has the play-time effects:
      """
      [{"do": "wt", "target": {"select": "all", "zone": "<zone>"}, "amount": <amount>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's <from> holds "WALL" as "c"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's <result>

    Examples:
      | from          | zone    | wt | amount | to            | result                    |
      | standby zone  | standby | +1 | 1      | wait zone I   | wait zone I holds "c"     |
      | wait zone II  | wait    | +1 | 1      | wait zone III | wait zone III holds "c"   |
      | wait zone III | wait    | +1 | 1      | wait zone IV  | wait zone IV holds "c"    |
      | wait zone IV  | wait    | +1 | 1      | wait zone IV  | wait zone IV holds "c"    |
      | wait zone III | wait    | +2 | 2      | wait zone IV  | wait zone IV holds "c"    |
      | wait zone IV  | wait    | -1 | -1     | wait zone III | wait zone III holds "c"   |
      | wait zone II  | wait    | -1 | -1     | wait zone I   | wait zone I holds "c"     |
      | wait zone I   | wait    | -1 | -1     | standby zone  | standby zone contains "c" |
      | wait zone II  | wait    | -3 | -3     | standby zone  | standby zone contains "c" |
      | standby zone  | standby | -1 | -1     | standby zone  | standby zone contains "c" |

  @clause:38-3 @clause:38-6 @clause:17-17 @needs:ability
  Scenario: 38-3 A card brought down from wait zone I to a full standby zone cannot go there and breaks
    Given the card "SK" has the play-time effects:
      """
      [{"do": "wt", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["I"]}}, "amount": -1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's standby zone holds "PAWN" as "x" and "PAWN" as "y"
    And p1's wait zone I holds "WALL" as "c"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's standby zone has 2 cards
    And p1's standby zone does not contain "c"
    And p1's wait zone III holds "c"
    And the log has the event:
      """
      {"event": "break", "card": "c"}
      """

  @clause:38-3 @needs:ability
  Scenario: 38-3 A WT change moves only the targets, and the opponent's timeline only when it says so
    Given the card "SK" has the play-time effects:
      """
      [{"do": "wt", "target": {"select": "all", "zone": "wait", "side": "opponent"}, "amount": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's wait zone IV holds "WALL" as "mine"
    And p2's wait zone II holds "WALL" as "theirs"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's wait zone IV holds "mine"
    And p2's wait zone III holds "theirs"

  @clause:38-4 @clause:12-2 @clause:12-3 @needs:ability
  Scenario Outline: 38-4 An instruction to break <what> applies its break processing
    Given the card "SK" has the play-time effects:
      """
      [{"do": "break", "target": <target>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores, awakened
    And p1's left lane holds "WALL" as "w"
    And p1's lord area holds "LORD" as "l" with 2 cores
    And p1's standby zone holds "SK2" as "k"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's <result>
    And p1's master has <cores> cores

    Examples:
      | what                         | target                                                        | result                    | cores |
      | a minion: to its WT's zone    | {"select": "all", "filter": {"category": ["minion"]}}         | wait zone III holds "w"   | 3     |
      | a lord: excluded, cores home  | {"select": "all", "kinds": ["lord"]}                          | exclusion zone contains "l" | 5   |
      | a standby skill: its WT zone  | {"select": "all", "zone": "standby"}                          | wait zone III holds "k"   | 3     |

  @clause:38-5 @clause:10-1 @needs:ability
  Scenario Outline: 38-5 A modification of <atk>/<hp> on a minion with <damage> damage leaves ATK <new_atk> and HP <new_hp>
    Given the card "SK" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "all"}, "atk": <atk>, "hp": <hp>},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w" with <damage> damage
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "w" has ATK <new_atk> and HP <new_hp>
    And p1's hand has 1 card

    Examples:
      | atk | hp | damage | new_atk | new_hp |
      | 2   | 1  | 0      | 3       | 4      |
      | -1  | -2 | 0      | 0       | 1      |
      | 1   | -1 | 1      | 2       | 1      |
      | -3  | 0  | 0      | 0       | 3      |

  @clause:38-5 @clause:10-1 @needs:ability
  Scenario Outline: 38-5 A modification that brings HP to 0 breaks the minion (<hp> HP with <damage> damage)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "modify", "target": {"select": "all"}, "atk": 1, "hp": <hp>},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w" with <damage> damage
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's left lane is empty
    And p1's wait zone III holds "w"
    And p1's hand has 1 card

    Examples:
      | hp | damage |
      | -3 | 0      |
      | -4 | 0      |
      | -1 | 2      |

  @clause:38-6 @clause:17-11 @needs:ability
  Scenario Outline: 38-6 A <category> that cannot go to the <where> it is sent to <outcome>
    Given the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "<zone>", "filter": {"category": ["<category>"]}}, "to": "<to>"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores, awakened
    And p1's left lane holds "PAWN" as "a"
    And p1's centre lane holds "PAWN" as "b"
    And p1's right lane holds "PAWN" as "c"
    And p1's lord area holds "LORD" as "l"
    And p1's standby zone holds "SK2" as "x" and "SK2" as "y"
    And p1's <source> holds "<card>" as "m"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's <result>

    Examples:
      | category | where        | zone | to      | source       | card | outcome                 | result                  |
      | minion   | minion zone  | wait | field   | wait zone IV | WALL | breaks to its WT's zone | wait zone III holds "m" |
      | minion   | standby zone | wait | standby | wait zone IV | WALL | breaks to its WT's zone | wait zone III holds "m" |
      | skill    | standby zone | wait | standby | wait zone I  | SK2  | breaks to its WT's zone | wait zone III holds "m" |

  @clause:38-6 @needs:ability
  Scenario: 38-6 A lord sent to an occupied lord area is excluded
    Given the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "hand", "filter": {"category": ["lord"]}}, "to": "field"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores, awakened
    And p1's lord area holds "LORD" as "l"
    And p1's hand holds "SK" as "s" and "LORD" as "m"
    When p1 unlocks "s" to play
    Then p1's lord area holds "l"
    And p1's exclusion zone contains "m"

  @clause:38-6 @needs:ability
  Scenario: 38-6 An arts card sent to the wait zones, which it has no WT for, is excluded
    Given the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "hand", "filter": {"category": ["arts"]}}, "to": "wait"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SK" as "s" and "ART" as "a"
    When p1 unlocks "s" to play
    Then p1's exclusion zone contains "a"

  @clause:38-6 @clause:17-11 @needs:ability
  Scenario: 38-6 Each minion a step puts onto the field gets its own lane: the lane chosen in one step is not reused in the next
    Given the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["IV"]}}, "to": "field"},
       {"do": "move", "target": {"select": "all", "zone": "wait", "filter": {"wait_zones": ["III"]}}, "to": "field"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's wait zone IV holds "WALL" as "m"
    And p1's wait zone III holds "PAWN" as "n"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then the pending decision is "choose_lane" for p1
    When p1 chooses the left lane for the card
    Then the pending decision is "choose_lane" for p1
    When p1 chooses the centre lane for the card
    Then p1's left lane holds "m"
    And p1's centre lane holds "n"

  @clause:38-6 @needs:ability
  Scenario: 38-6 A card that can go where it is sent simply moves there
    Given the card "SK" has the play-time effects:
      """
      [{"do": "move", "target": {"select": "all", "zone": "wait"}, "to": "field", "lane": "right"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "PAWN" as "a"
    And p1's wait zone IV holds "WALL" as "m"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's right lane holds "m"

  @clause:38-7 @clause:17-18 @needs:ability
  Scenario Outline: 38-7 An excluded card lies face <face> in the exclusion zone (<how>)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "exclude", "target": {"select": "all", "zone": "<zone>"} <extra>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's <from> holds "WALL" as "w"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's exclusion zone contains "w"
    And "w" in p1's exclusion zone is face <face>

    Examples:
      | how                          | zone  | from         | extra               | face |
      | from the field, by default   | field | left lane    |                     | up   |
      | from a wait zone, by default | wait  | wait zone II |                     | up   |
      | when the text says face down | wait  | wait zone II | , "face_down": true | down |

  @clause:38-8 @clause:16-1 @needs:ability
  Scenario Outline: 38-8 Changing a <state> minion to <state> leaves it so, and the sequence goes on
    Given the card "SK" has the play-time effects:
      """
      [{"do": "set_state", "target": {"select": "all"}, "state": "<to>"},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w"<given>
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "w" is <after>
    And p1's hand has 1 card
    And the log does not have the event:
      """
      {"event": "fizzle"}
      """

    Examples:
      | state     | to        | given       | after         |
      | exhausted | exhausted | , exhausted | exhausted     |
      | active    | active    |             | not exhausted |

  @clause:38-8 @needs:ability
  Scenario Outline: 38-8 Changing a minion to the other state changes it (<to>)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "set_state", "target": {"select": "all"}, "state": "<to>"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w"<given>
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "w" is <after>

    Examples:
      | to        | given       | after         |
      | exhausted |             | exhausted     |
      | active    | , exhausted | not exhausted |

  @clause:38-9 @clause:34-7 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario Outline: 38-9 The master attacks with the given ATK and exchanges battle damage (<how>)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 3 <extra>},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's centre lane holds "PAWN" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p2's centre lane is empty
    And p1's life is <life>
    And p1's hand has 1 card
    And p1's master is not exhausted
    And the log has these events in this strict order:
      """
      [{"event": "attack", "attacker": "p1-master", "target": "x"},
       {"event": "damage", "card": "x", "amount": 3, "kind": "battle"},
       {"event": "draw", "player": "p1"}]
      """

    Examples:
      | how                                          | extra                          | life |
      | the target strikes back                      |                                | 19   |
      | with First Strike given, it breaks it first   | , "keywords": ["first_strike"] | 20   |

  @clause:38-9 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario: 38-9 An exhausted master attacks by the effect all the same, and stays exhausted
    Given the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's master has 3 cores, exhausted
    And p2's centre lane holds "WALL" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "x" has 2 damage
    And p1's life is 19
    And p1's master is exhausted

  @clause:38-9 @clause:34-5 @clause:34-6 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario: 38-9 With no minion blocking the centre lane the turn player may send the master at the opposing master
    Given the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 3}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "WALL" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 is asked to choose 1 target among "x" and "p2-master"
    When p1 chooses the target "p2-master"
    Then p2's life is 17
    And p1's life is 20
    And "x" has 0 damage

  @clause:38-9 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario: 38-9 The ATK and keywords the effect gives the master last for that battle only
    Given the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 3, "keywords": ["first_strike"]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's centre lane holds "WALL" as "x"
    And p2's left lane holds "PAWN" as "y"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    And p1 chooses the target "x"
    Then p2's centre lane is empty
    And p1's life is 20
    And "p1-master" does not have the keyword "first_strike"
    When p1 ends the main phase
    And the game is played on until p2's main phase of turn 4
    And p2 attacks "p1-master" with "y"
    Then p1's life is 19
    And "y" has 0 damage

  @clause:36-2c @clause:38-9 @clause:34-7 @clause:37-5 @needs:ability @needs:ability.master_attack @needs:battle
  Scenario: 36-2c The master attacking by an effect resolves its own On Attack ability before the exchange; "when you attack" waits for the sequence's end
    Given the card "M-RW" has the abilities:
      """
      [{"name": "Roar", "when": "on_attack",
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 2}]}]
      """
    And the card "WALL" has the abilities:
      """
      [{"name": "Cheer", "when": "you", "action": "attack", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "master_attack", "atk": 1},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 15
    And p1's left lane holds "WALL" as "w"
    And p2's centre lane holds "PAWN" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p2's centre lane is empty
    And p1's life is 16
    And the log has these events in this strict order:
      """
      [{"event": "attack", "attacker": "p1-master", "target": "x"},
       {"event": "resolve", "card": "p1-master", "ability": 0},
       {"event": "damage", "card": "x", "amount": 2, "kind": "effect"},
       {"event": "break", "card": "x"},
       {"event": "battle_end", "attacker": "p1-master", "target": "x"},
       {"event": "draw", "player": "p1"},
       {"event": "resolve", "card": "w", "ability": 0},
       {"event": "life", "player": "p1", "change": 1}]
      """
    And the log has exactly 1 event like:
      """
      {"event": "resolve", "card": "p1-master"}
      """

  @clause:38-10 @clause:35-10 @needs:ability
  Scenario Outline: 38-10 A keyword given <until> <outcome> in the next turn
    Given the card "SK" has the play-time effects:
      """
      [{"do": "grant", "target": {"select": "all"}, "keyword": "first_strike", "until": "<duration>"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "w" has the keyword "first_strike"
    When p1 ends the main phase
    Then it is turn 4, p2's draw phase
    And "w" <has> the keyword "first_strike"

    Examples:
      | until                       | duration | outcome          | has           |
      | until the end of the turn   | turn     | is gone          | does not have |
      | while it stays on the field | field    | is still there   | has           |

  @clause:38-10 @clause:21-4 @needs:ability
  Scenario: 38-10 A keyword given while the unit stays on the field ends when it leaves, even if it comes back
    Given the card "SK" has the play-time effects:
      """
      [{"do": "grant", "target": {"select": "all"}, "keyword": "first_strike", "until": "field"},
       {"do": "move", "target": {"select": "all"}, "to": "standby"}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's standby zone contains "w"
    When p1 plays "w" from standby to the left lane
    Then "w" does not have the keyword "first_strike"

  @clause:38-11 @clause:17-8 @needs:ability
  Scenario: 38-11 Drawing takes the top cards of your own deck, in order
    Given the card "SK" has the play-time effects:
      """
      [{"do": "draw", "count": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's deck holds "PAWN" as "top", "WALL" as "second" and "PAWN" as "third" from the top
    And p2's deck holds "PAWN" as "theirs" from the top
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's hand contains "top"
    And p1's hand contains "second"
    And p1's hand does not contain "third"
    And p1's deck has 1 card
    And p2's deck has 1 card

  @clause:38-11 @clause:24-3b @needs:ability
  Scenario Outline: 38-11 Drawing <count> with <deck> cards in the deck loses the game
    Given the card "SK" has the play-time effects:
      """
      [{"do": "draw", "count": <count>}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's <deck_is>
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 loses the game because of deck

    Examples:
      | count | deck | deck_is                       |
      | 1     | 0    | deck is empty                 |
      | 2     | 1    | deck holds "PAWN" from the top |

  @clause:38-11 @needs:ability
  Scenario: 38-11 Drawing the last card of the deck does not lose
    Given the card "SK" has the play-time effects:
      """
      [{"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's deck holds "PAWN" as "last" from the top
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's hand contains "last"
    And the game is not over

  @clause:38-12 @clause:07-4 @needs:ability
  Scenario: 38-12 Exhausting cores by an effect moves them to the exhausted area and gives their MP
    Given the card "SK" has the play-time effects:
      """
      [{"do": "exhaust", "cores": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "SK" as "s" and "DEAR" as "d"
    When p1 unlocks "s" to play
    Then p1's core zone has 1 active and 2 exhausted cores
    And p1 has 2 unspent MP
    When p1 unlocks "d" to the left lane
    Then p1's core zone has 1 active and 2 exhausted cores
    And p1 has 0 unspent MP

  @clause:38-12 @clause:01-5 @needs:ability
  Scenario: 38-12 With fewer active cores than the effect names, no core is exhausted and the sequence stops
    Given the card "SK" has the play-time effects:
      """
      [{"do": "exhaust", "cores": 2},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 1 active and 1 exhausted cores
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's core zone has 1 active and 1 exhausted cores
    And p1 has 0 unspent MP
    And p1's hand has 0 cards

  @clause:38-12 @needs:ability
  Scenario: 38-12 Exhausting a unit turns it exhausted, and only the targets
    Given the card "SK" has the play-time effects:
      """
      [{"do": "exhaust", "target": {"select": "all", "side": "opponent"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "mine"
    And p2's left lane holds "WALL" as "theirs"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "theirs" is exhausted
    And "mine" is not exhausted

  @clause:38-13 @needs:ability
  Scenario: 38-13 Readying turns an exhausted unit active again, so it can act again
    Given the card "SK" has the play-time effects:
      """
      [{"do": "ready", "target": {"select": "all"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "WALL" as "w", exhausted
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then "w" is not exhausted
    And the legal actions include:
      """
      {"type": "lane_move", "card": "w", "to": "centre", "player": "p1"}
      """

  @clause:38-14 @clause:37-5 @needs:ability
  Scenario: 38-14 A gained effect resolves right there inside the sequence, not as a sequence of its own
    Given the card "WALL" has the abilities:
      """
      [{"name": "Grit", "when": "this", "event": "damaged", "effects": [{"do": "draw", "count": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "resolve", "effects": [{"do": "damage", "target": {"select": "all"}, "amount": 1},
                                     {"do": "gain_life", "amount": 1}]},
       {"do": "gain_life", "amount": 2}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's left lane holds "WALL" as "w"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1's life is 13
    And p1's hand has 1 card
    And the log has these events in this strict order:
      """
      [{"event": "damage", "card": "w", "amount": 1},
       {"event": "life", "player": "p1", "life": 11},
       {"event": "life", "player": "p1", "life": 13},
       {"event": "resolve", "card": "w", "ability": 0}]
      """
    And the log has exactly 1 event like:
      """
      {"event": "resolve", "card": "s"}
      """

  @clause:38-15 @needs:ability
  Scenario Outline: 38-15 The turn player chooses exactly two of three listed effects, and only those resolve (<chosen>)
    Given the card "SK" has the play-time effects:
      """
      [{"do": "choose", "count": 2, "options": [
         [{"do": "gain_life", "amount": 1}],
         [{"do": "draw", "count": 1}],
         [{"do": "damage", "target": {"select": "all", "side": "opponent"}, "amount": 1}]]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p2's left lane holds "WALL" as "x"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then the pending decision is "choose_options" for p1
    When p1 chooses the options numbered <chosen>
    Then p1's life is <life>
    And p1's hand has <hand> cards
    And "x" has <damage> damage

    Examples:
      | chosen  | life | hand | damage |
      | 1 and 3 | 11   | 0    | 1      |
      | 2 and 3 | 10   | 1    | 1      |
      | 1 and 2 | 11   | 1    | 0      |

  @clause:38-15 @needs:ability
  Scenario Outline: 38-15 Choosing <wrong> is rejected
    Given the card "SK" has the play-time effects:
      """
      [{"do": "choose", "count": 2, "options": [
         [{"do": "gain_life", "amount": 1}],
         [{"do": "draw", "count": 1}],
         [{"do": "gain_life", "amount": 3}]]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    And p1 tries the action:
      """
      {"type": "choose_options", "options": <options>}
      """
    Then the action is rejected citing clause 38-15
    And the game state is unchanged

    Examples:
      | wrong                  | options   |
      | one option too few     | [0]       |
      | one option too many    | [0, 1, 2] |
      | the same option twice  | [1, 1]    |
      | an option not listed   | [0, 3]    |

  @clause:38-16 @clause:38-4 @needs:ability.replacement
  Scenario: 38-16 A minion that an effect would break goes to its hand instead; a minion without that text breaks
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | GUARD | minion   | 1   | 2  | 2  | 0    |
    And the card "GUARD" has the abilities:
      """
      [{"name": "Escape", "when": "replace", "instead_of": {"event": "break", "target": {"select": "this"}},
        "effects": [{"do": "move", "target": {"select": "this"}, "to": "hand"}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "break", "target": {"select": "all", "side": "opponent"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's left lane holds "GUARD" as "g"
    And p2's centre lane holds "PAWN" as "p"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p2's hand contains "g"
    And p2's left lane is empty
    And p2's wait zone II holds "p"
    And the log does not have the event:
      """
      {"event": "break", "card": "g"}
      """
    And the log has the event:
      """
      {"event": "break", "card": "p"}
      """

  @clause:38-16 @clause:39-10 @clause:10-1 @needs:battle @needs:keyword.pierce @needs:ability.replacement
  Scenario Outline: 38-16 A break by battle damage in the opponent's turn is replaced, and nothing that follows a break happens (<victim>)
    Given the test cards:
      | id    | category | atk | hp | wt | cost | keywords |
      | GUARD | minion   | 1   | 2  | 2  | 0    |          |
      | SPEAR | minion   | 3   | 3  | 2  | 0    | pierce:2 |
    And the card "GUARD" has the abilities:
      """
      [{"name": "Escape", "when": "replace", "instead_of": {"event": "break", "target": {"select": "this"}},
        "effects": [{"do": "move", "target": {"select": "this"}, "to": "hand"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 10
    And p1's centre lane holds "SPEAR" as "a"
    And p2's centre lane holds "<victim>" as "v"
    And p2's left lane holds "GUARD" as "bystander"
    When p1 attacks "v" with "a"
    Then p2's <where>
    And p2's centre lane is empty
    And p2's left lane holds "bystander"
    And p2's life is <life>

    Examples:
      | victim | where                  | life |
      | GUARD  | hand contains "v"      | 10   |
      | PAWN   | wait zone II holds "v" | 8    |

  @clause:38-16 @clause:34-7 @needs:battle @needs:ability.replacement
  Scenario: 38-16 The replacement works in its owner's own turn too: an attacker broken by the damage back goes to the hand
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | GUARD | minion   | 1   | 2  | 2  | 0    |
      | BRUTE | minion   | 3   | 5  | 2  | 0    |
    And the card "GUARD" has the abilities:
      """
      [{"name": "Escape", "when": "replace", "instead_of": {"event": "break", "target": {"select": "this"}},
        "effects": [{"do": "move", "target": {"select": "this"}, "to": "hand"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's centre lane holds "GUARD" as "g"
    And p2's centre lane holds "BRUTE" as "b"
    When p1 attacks "b" with "g"
    Then "b" has 1 damage
    And p1's hand contains "g"
    And p1's centre lane is empty
    And p1's wait zone II holds nothing

  @clause:38-16 @clause:16-3c @needs:ability.replacement
  Scenario Outline: 38-16 A lord's replacement covers each minion it names, and only those; reversed, it has none (<keeper>)
    Given the test cards:
      | id     | category | atk | hp | cost | cc |
      | KEEPER | lord     | 1   | 5  | 0    | 0  |
    And the card "KEEPER" has the abilities:
      """
      [{"name": "Shelter", "when": "replace", "instead_of": {"event": "break", "target": {"select": "all"}},
        "effects": [{"do": "move", "target": {"select": "replaced"}, "to": "standby"}]}]
      """
    And the card "SK2" has the play-time effects:
      """
      [{"do": "break", "target": {"select": "all", "side": "any"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's left lane holds "PAWN" as "mine"
    And p2's left lane holds "PAWN" as "theirs"
    And p2's right lane holds "WALL" as "wall"
    And p2's lord area holds "KEEPER" as "k"<state>
    And p1's hand holds "SK2" as "s"
    When p1 unlocks "s" to play
    Then p1's wait zone II holds "mine"
    And p2's <theirs>
    And p2's <wall>
    And p2's left lane is empty
    And p2's right lane is empty

    Examples:
      | keeper   | state      | theirs                         | wall                          |
      | open     |            | standby zone contains "theirs" | standby zone contains "wall"  |
      | reversed | , reversed | wait zone II holds "theirs"    | wait zone III holds "wall"    |

  @clause:38-16 @clause:01-8 @needs:ability.replacement
  Scenario Outline: 38-16 When two replacements could take a break's place, the turn player picks the one that does (<ability>)
    Given the test cards:
      | id     | category | atk | hp | wt | cost | cc |
      | GUARD  | minion   | 1   | 2  | 2  | 0    |    |
      | KEEPER | lord     | 1   | 5  |    | 0    | 0  |
    And the card "GUARD" has the abilities:
      """
      [{"name": "Escape", "when": "replace", "instead_of": {"event": "break", "target": {"select": "this"}},
        "effects": [{"do": "move", "target": {"select": "this"}, "to": "hand"}]}]
      """
    And the card "KEEPER" has the abilities:
      """
      [{"name": "Shelter", "when": "replace", "instead_of": {"event": "break", "target": {"select": "all"}},
        "effects": [{"do": "move", "target": {"select": "replaced"}, "to": "standby"}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "break", "target": {"select": "all", "side": "opponent"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's centre lane holds "GUARD" as "g"
    And p2's lord area holds "KEEPER" as "k"
    And p1's hand holds "SK" as "s"
    When p1 unlocks "s" to play
    Then p1 is asked which replacement applies, among "Escape" of "g" and "Shelter" of "k"
    And p2 has no legal action other than conceding
    When p1 tries the action:
      """
      {"type": "choose_replacement", "card": "s", "ability": 0}
      """
    Then the action is rejected citing clause 38-16
    And the game state is unchanged
    When p1 applies the replacement "<ability>" of "<card>"
    Then p2's <there>
    And p2's <not_there>
    And p2's wait zone II holds nothing

    Examples:
      | ability | card | there                     | not_there                         |
      | Escape  | g    | hand contains "g"         | standby zone does not contain "g" |
      | Shelter | k    | standby zone contains "g" | hand does not contain "g"         |

  @clause:38-16 @clause:10-1 @needs:battle @needs:ability.replacement
  Scenario Outline: 38-16 A replacement takes one break's place once; a unit it leaves at 0 HP then breaks (<how>)
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | HOPE  | minion   | 1   | 2  | 2  | 0    |
      | BRUTE | minion   | 3   | 5  | 2  | 0    |
    And the card "HOPE" has the abilities:
      """
      [{"name": "Second Wind", "when": "replace", "instead_of": {"event": "break", "target": {"select": "this"}},
        "effects": [{"do": "gain_life", "amount": 2}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "break", "target": {"select": "all", "side": "opponent"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p2's life is 10
    And p1's centre lane holds "BRUTE" as "b"
    And p2's centre lane holds "HOPE" as "h"
    And p1's hand holds "SK" as "s"
    When p1 <action>
    Then p2's life is 12
    And p2's <where>

    Examples:
      | how                                    | action               | where                  |
      | broken by an effect with HP left       | unlocks "s" to play  | centre lane holds "h"  |
      | brought to 0 HP by battle damage       | attacks "h" with "b" | wait zone II holds "h" |

  @clause:38-17 @clause:31-7 @clause:36-2f @needs:ability
  Scenario: 38-17 A card unlocked by an effect is unlocked only after the sequence, free of cost, its On Unlock included
    Given the card "DEAR" has the abilities:
      """
      [{"name": "Spark", "when": "on_unlock", "effects": [{"do": "gain_life", "amount": 1}]}]
      """
    And the card "SK" has the play-time effects:
      """
      [{"do": "unlock", "target": {"select": "choose", "zone": "hand", "filter": {"category": ["minion"]}}},
       {"do": "draw", "count": 1}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's core zone holds 0 active and 0 exhausted cores
    And p1's hand holds "SK" as "s" and "DEAR" as "d"
    When p1 unlocks "s" to play
    Then the pending decision is "choose_destination" for p1
    And p1's life is 11
    And the log has these events in this strict order:
      """
      [{"event": "draw", "player": "p1"},
       {"event": "move", "card": "s", "from": "play", "to": "wait_II"},
       {"event": "unlock", "card": "d"},
       {"event": "resolve", "card": "d", "ability": 0}]
      """
    When p1 sends the unlocked card to the left lane
    Then p1's left lane holds "d"
    And p1's core zone has 0 active and 0 exhausted cores
