Feature: 05 Numbers and calculation
  Every value of the game is a whole number. A fraction, which only card text can make (halving a count),
  is rounded up unless the card says otherwise. A variable such as X is a whole number whose value the card
  text defines: for an X cost, the amount the player paid.

  @clause:05-1 @needs:battle
  Scenario: 05-1 Life, cores, master points, ATK, HP and damage stay whole numbers through paying and fighting
    Given the test cards:
      | id    | category | atk | hp | cost | wt |
      | BLADE | minion   | 3   | 5  | 2    | 2  |
    And a game on turn 3 in the main phase with p1 to play
    And p1's core zone holds 3 active and 0 exhausted cores
    And p1's hand holds "BLADE" as "new"
    And p1's centre lane holds "BLADE" as "att"
    And p2's centre lane holds "BLADE" as "def"
    When p1 unlocks "new" to the left lane
    And p1 attacks "def" with "att"
    Then "def" has 3 damage
    And every number the observation shows is a whole number

  @clause:05-2 @clause:35-11 @needs:ability
  Scenario Outline: 05-2 Half of <cards> cards, rounded <rounding>, is <half>
    Given the test cards:
      | id       | category | wt | cost |
      | HALFUP   | skill    | 2  | 0    |
      | HALFDOWN | skill    | 2  | 0    |
    And the card "HALFUP" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
        "amount": {"count": "hand", "side": "opponent", "divide": 2}}]
      """
    And the card "HALFDOWN" has the play-time effects:
      """
      [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
        "amount": {"count": "hand", "side": "opponent", "divide": 2, "round": "down"}}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's hand holds "<card>" as "s"
    And p2's hand holds <hand>
    When p1 unlocks "s" to play
    Then p2's life is <life>

    Examples:
      | cards | rounding               | card     | hand                                          | half | life |
      | 3     | up, as the rules say   | HALFUP   | "FILL-01", "FILL-02" and "FILL-03"            | 2    | 18   |
      | 4     | up, as the rules say   | HALFUP   | "FILL-01", "FILL-02", "FILL-03" and "FILL-04" | 2    | 18   |
      | 1     | up, as the rules say   | HALFUP   | "FILL-01"                                     | 1    | 19   |
      | 3     | down, as the card says | HALFDOWN | "FILL-01", "FILL-02" and "FILL-03"            | 1    | 19   |

  @clause:05-3 @clause:30-2a @needs:ability @needs:ability.activated @needs:ability.x_cost
  Scenario Outline: 05-3 X is the amount paid (not the MP available or left), the same in every step using it: <x>
    Given the test cards:
      | id    | category | atk | hp | wt | cost |
      | ADEPT | minion   | 1   | 3  | 2  | 1    |
    And the card "ADEPT" has the abilities:
      """
      [{"name": "Drain", "when": "activated", "cost": {"mp": "X"},
        "effects": [{"do": "damage", "target": {"select": "all", "side": "opponent", "kinds": ["master"]},
                     "amount": "X"},
                    {"do": "gain_life", "amount": "X"}]}]
      """
    And a game on turn 3 in the main phase with p1 to play
    And p1's life is 10
    And p1's core zone holds 4 active and 0 exhausted cores
    And p1's left lane holds "ADEPT" as "a"
    When p1 activates "Drain" of "a" paying <x> MP for X
    Then p2's life is <p2 life>
    And p1's life is <p1 life>
    And p1's core zone has <left> active and <x> exhausted cores

    Examples:
      | x | p2 life | p1 life | left |
      | 1 | 19      | 11      | 3    |
      | 2 | 18      | 12      | 2    |
      | 3 | 17      | 13      | 1    |
