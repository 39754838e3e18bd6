"""Legions!: step vocabulary.

The steps of `tcgjudge.steps.legions` (files in `steps/legions/`), for writing
`features/legions/*.feature`. Data shapes are those of `docs/legions-data.md`; terms are those
of the Legions! rulebook as that contract uses them (so "unlock", not "play from hand"; "exhausted",
not "rested"; "wait zone", "standby zone", "exclusion zone").

This page is generated from this package's docstring and its step definitions' docstrings by
`python tools/update_step_docs.py` (see `docs/steps.md`): edit those, not the page.

The steps every game shares (rejection, legal actions, pending decision, result, log, raw setup
and actions, invariants) are described in `docs/steps.md`; they are repeated below where Legions!
scenarios use them most.

Notation: `pX` is `p1` or `p2`. `"ID"` is a card instance id, `"NUM"` a card number (the `id` of
a card definition, which the setup and observation call `card`: `"FILL-03"`, `"M-RW"`); `"REF"` is
either (a step taking a REF accepts the instance id or the card number). `N` is a whole number.
Text in `[...]` is optional; `a|b` means one of them. LANE is `left`, `centre` or `right`; WZ is a
wait zone, `I`, `II`, `III` or `IV`. Each line is one step; steps match whole lines exactly.

LIST is items separated by `, `, ` and ` or `, and `; an item is `"NUM"`, `"NUM" as "ID"`,
`N cards of "NUM"` (or `N copies of "NUM"`) or `N cards of "NUM" as "ID"`; `nothing` or
`no cards` is the empty list. Example: `p1's hand holds "R1" as "r" and 2 cards of "G1"`.

ROLE is `pX`, `the chooser` or `the other player`: a fresh game draws at random which player
chooses the turn order (25-7), so a scenario about setup names the players by that role; the
step reads the drawn player from the log (`turn_order_chooser` event). Only steps marked ROLE
below accept it; the others take `pX`.

## How a scenario runs

- Given steps only record what you declare. The engine is started from them at the first When
  or Then step (`engine.start("legions", setup)`). The order of the Givens matters only where
  noted: `a fresh game with seed N` comes before the other fresh-game Givens, and a card gets its
  text (`the card "NUM" has ...`) after the test-card table has declared it.
- With `TCGJUDGE_CHECK_SETUPS=1` (the project's own tests set it) the built setup is checked
  against `games/legions/schemas/setup.json` before it reaches the engine: a mistake in a scenario
  fails with "the steps built a setup that breaks the data contract". Actions the steps send are
  checked against `action.json` the same way.
- An engine raising `UnsupportedError` makes the scenario "unsupported", not failed. The
  capabilities a setup uses (`setup.fresh`, `setup.state`, `setup.phase`, `setup.restrictions`,
  `keyword.<name>`, `ability`, `ability.continuous`, `ability.activated`, `ability.master_attack`,
  `ability.x_cost`, `ability.process_cost`, `ability.prohibition`, `ability.replacement`) are read from the setup itself (`setup_needs` in
  `games/legions/__init__.py`), so an engine that does not declare one is reported unsupported
  before it starts. What the setup cannot show, tag
  with `@needs:<capability>` (e.g. `@needs:battle`, `@needs:action.activate.core_boost`).
- `When pX <action>` must be accepted: a rejection fails the scenario, naming the clause and
  message the engine gave. `When pX tries to <action>` records a rejection instead (check it with
  `the action is rejected citing clause ...`).
- Every action is sent with `"player": "pX"` (the player named in the step). Once the game has
  begun only the turn player acts (01-8), so an action in the other player's name is how a
  scenario tests that rule.

### Defaults of a declared state

| what | default |
| --- | --- |
| card pool | `M-RW` ("Test Master", a master, red and white) and 40 fillers `FILL-00` ... `FILL-39` ("Filler 00" ... "Filler 39": vanilla red minions, cost 9, ATK 1, HP 1, WT 4; each its own name, so 23-2c never counts them together) |
| card not in the pool | none: every card a scenario names besides these must be declared in `the test cards:` |
| master | `"M-RW"` with id `p1-master` / `p2-master`, 3 cores, normal mode, not exhausted |
| deck | 10 fillers `FILL-00` ... `FILL-09` with ids `pX-deck0` ... `pX-deck9` (top first) |
| life | 20 |
| core zone | 0 active, 0 exhausted cores |
| unspent MP | 0 |
| hand, lanes, lord area, wait zones I-IV (cards and cores), standby zone, exclusion zone | empty |
| first player | not declared (the engine derives it: the turn player on odd turns, the other player on even turns) |
| seed | 0 |
| card table cell left empty | `name` = the id; `colors` red; minion and lord: ATK 1, HP 1; minion and skill: WT 1; every category but master: cost 1 |

Cards listed without `as "ID"` get no id from the steps: the engine makes one (like `"p1-17"`),
so refer to such a card by its card number. `3 cards of "NUM" as "k"` gives `k-1`, `k-2`, `k-3`.
Units in a lane or the lord area always carry the id the step gives.

### Defaults of a fresh game (chapters 23 and 25)

`a fresh game with seed N` gives both players the master `M-RW` and a legal main deck of the 40
fillers `FILL-00` ... `FILL-39`, one of each name. The game then runs chapter 25 up to the
chooser's `choose_turn_order` decision: shuffle (25-4), life 20 (25-5), 5 cores on each master
(25-6), the random draw of the chooser (25-7).

## Given

### Declared state

{steps}

Example: `Given p1's left lane holds "MIN" as "a", incapacitated`.

### Fresh games and regulations

{steps}

"NAME" here is a card's `name`, not its id (the regulation matches names, 14-2).

Example: `Given the regulation limits "Red Soldier" to 1 copy`.

### Cards and card text

{steps}
- `Given the game starts from this setup:` + JSON setup (shared) — the whole setup, as the invariants' regression traces write it.

Example: `Given the card "HERALD" has the abilities:`.

## When

### Actions

Each of these exists as `When pX <phrase>` (must be accepted) and, where an infinitive is
given, `When pX tries to <infinitive phrase>` (rejection recorded). The `tries to` form is the
same phrase with the verb in the infinitive; a phrase not in this table is an error of the
scenario, not a rejection.

TO is `the LANE lane`, `the lord area`, `play`, `standby` or `exclusion` (the `to` of `unlock`:
a lane, `lord`, `play`, `standby`, `exclude`).

| When pX ... | tries to ... | action sent |
| --- | --- | --- |
| `chooses to go first` / `chooses to go second` | `choose to go first/second` | `choose_turn_order` (25-7) |
| `changes "ID"` | `change "ID"` | `card_change` (26-5a) |
| `keeps the hand` / `keeps their hand` | `keep the hand` | `no_card_change` (26-5a) |
| `unlocks "ID" to TO` | `unlock "ID" to TO` | `unlock` (27-2, 31, 32) |
| `plays "ID" from standby to TO` | `play "ID" from standby to TO` | `play_standby` (27-3) |
| `moves "ID" to the LANE lane` | `move "ID" to the LANE lane` | `lane_move` (27-5) |
| `excludes "ID" from the field` | `exclude "ID" from the field` | `exclude_field` (27-7) |
| `excludes "ID" from standby` | `exclude "ID" from standby` | `exclude_standby` (27-8) |
| `activates Core Boost` | `activate Core Boost` | `activate` `core_boost` (20-3b) |
| `gives Assault to "ID"` | `give Assault to "ID"` | `activate` `grant_assault` with that `target` (20-3c) |
| `keeps LIST for standby` | `keep LIST for standby` | `choose_standby` with those cards (28-1) |
| `attacks "TARGET" with "ATTACKER"` | `attack "TARGET" with "ATTACKER"` | `attack` (27-4, 34; also the answer to `move_attack`, 39-7) |
| `ends the main phase` | `end the main phase` | `end_main` (26-6) |
| `declines the move attack` | `decline the move attack` | `no_move_attack` (39-7) |
| `raises the WT of LIST` | `raise the WT of LIST` | `choose_impact` with those cards (39-8) |
| `concedes` | `concede` | `concede` (24-3d) |

Example: `When p1 tries to unlock "a" to play`.

{steps}
- `When pX takes the action:` + JSON docstring (shared) — any raw action (`player` added if absent); must be accepted.
- `When pX tries the action:` + JSON docstring (shared) — the same, rejection recorded; the only way to send a rejected answer to a card-text choice (below).
- `When this action is taken:` + JSON docstring (shared) — a raw action carrying its own `player`.

### Decisions while card text resolves

These answer the turn player's choices of chapters 35-38 (pending decisions `choose_targets`,
`choose_trigger`, `choose_options`, `choose_lane`, `choose_destination`, `choose_replacement`) and activate a card's
own abilities. They have no `tries to` form: send a wrong answer with `When pX tries the action:`.
ABILITY is the `name` of one of the card's abilities (the step sends its index).

| When pX ... | action sent |
| --- | --- |
| `chooses the target LIST` / `chooses the targets LIST` (quoted ids) | `choose_targets` with those cards (35-6) |
| `resolves "ABILITY" of "REF" next` | `choose_trigger` for that card and ability (37-6c, 37-6d) |
| `applies the replacement "ABILITY" of "REF"` | `choose_replacement` for that card and ability (38-16, 01-8) |
| `chooses the option numbered N` / `chooses the options numbered N, M and K` | `choose_options`; numbered from 1 (`option numbered 1` = index 0) (38-15) |
| `chooses the LANE lane for the card` | `choose_lane` (38-6) |
| `sends the unlocked card to TO` | `choose_destination` (38-17, 31-5) |
| `activates "ABILITY" of "REF"` | `activate` with `card` and the ability's index (27-6, 36-4) |
| `activates "ABILITY" of "REF" paying N MP for X` | the same with `x` N: the MP paid for an X cost (30-2a, 05-3) |
| `activates "ABILITY" of "REF" excluding LIST from the hand` (or `their hand`) | the same with `cost_cards`: the hand cards a process cost excludes (30-4) |

Example: `When p1 resolves "Any" of "any" next`.

### Starting

- `When the game is started` — start now (normally implicit); a rejected setup fails the scenario.
- `When the players try to start the game` — start, recording a rejection of the setup (an illegal deck, 23-2a..23-2g) for `the action is rejected citing clause ...`.

Example: `When the players try to start the game`.

### Playing on with defaults

These answer every pending decision with a default until the goal holds, at most 200 actions
(then the scenario fails). Defaults, first that is legal: `end_main`, `no_card_change`, go first
(`choose_turn_order` with `go_first: true`); otherwise the first legal action the engine lists
(for `choose_standby`, `move_attack`, `choose_impact` and the card-text choices). The game ending
before the goal fails the scenario.

{steps}
- `When the game is played on until the pending decision is "KIND"` (shared) — until a decision of that kind (e.g. `main`, `choose_standby`) is pending.
- `When the game is played on until it ends` (shared) — until the game has a result.

Example: `When the game is played on until p2's main phase of turn 2`.

## Then

### Rejection and legal actions

- `Then the action is rejected citing clause C` (or `citing one of the clauses C or D`, `... A, B or C`) — the last `tries to` action (or `try to start`) was rejected and the observation is unchanged. The clause the engine cited is compared with C and counted in the clause agreement; it fails the scenario only under `--strict-clauses`. Every C must be a clause of the Legions! rulebook.
- `Then the action is accepted` — the last `tries to` action was accepted.
- `Then the game state is unchanged` — the observation equals the one taken just before the last action.
- `Then the legal actions include:` / `Then the legal actions do not include:` + JSON docstring — some / no legal action has all these fields.
- `Then no player has a legal action` — nothing is offered (a game that is over, 24-1).
{steps}
- `Then every legal action follows the action schema` (shared) — every listed action validates against `action.json`.

Example: `Then the action is rejected citing one of the clauses 16-3e or 27-3`.

### Turn, phase, decision

{steps}
- `Then the pending decision is "KIND" for pX` / `Then the pending decision is "KIND"` (shared) — kind (and player) of the pending decision (KINDs in `docs/legions-data.md` (d)).
- `Then no decision is pending` (shared).

Example: `Then p1 is asked to choose 1 target among "x" and "y"`.

### Observations: zones

STACK is `hand`, `deck`, `standby zone`, `exclusion zone` or `play zone`.

{steps}

Example: `Then p2's wait zone I holds "def"`.

### Observations: cores, MP, life, master

{steps}

Example: `Then p1's core zone has 2 active and 2 exhausted cores`.

### Observations: units

These find a minion or lord by id on either field; the keyword step also finds a master.

{steps}

Example: `Then "def" has ATK 3 and HP 3`.

### Observations: who knows which card, how it lies

WHERE is `hand`, `deck`, `standby zone`, `exclusion zone`, `play zone`, `wait zone WZ` or `field`
(the master, the minions and the lord). WHO is `p1 only`, `p2 only`, `both players` or `nobody`
(the observation field `known_to`).

{steps}

Example: `Then every card in p1's deck is known to nobody`.

### Results

The shared steps; Legions! has no draw (chapter 24), and REASON is `life`, `cores`, `deck`,
`effect` or `concede` (the observation's `result.reason`).

- `Then pX wins the game`.
- `Then pX loses the game [because of REASON]` — pX among the losers (and the reason) (24-2, 24-3).
- `Then the game is not over`.
- `Then both players lose the game [because of REASON]`, `Then the game is a draw [because of REASON]` — exist for every game; a Legions! engine never gives these results.

Example: `Then p1 loses the game because of life`.

### The log (every event since the game began)

The shared steps; event shapes are those of `docs/legions-data.md` ("Log events"). A card named
in a pattern matches every id that card has had.

- `Then the log has the event:` / `Then the log does not have the event:` + JSON docstring — an event with all these fields / none.
- `Then the log has exactly N event|events like:` / `Then the log has exactly one event:` + JSON docstring — that many matching events.
- `Then the log has these events in this strict order:` + JSON list of at least two patterns — each pattern matches, and every event matching a pattern comes after every event matching the earlier ones.
- `Then the invariant "NAME" holds` — a named invariant (`invariants/shared/generic.py` and the Legions! kit) holds for the last action (the states before and after it).

Example: `Then the log has these events in this strict order:`.

## Writing a scenario

```gherkin
@clause:01-8
Scenario: 01-8 Only the turn player acts
  Given a game on turn 1 in the main phase with p1 to play
  When p2 tries to end the main phase
  Then the action is rejected citing clause 01-8
  And the game state is unchanged
```

The title starts with the primary clause id (also a `@clause:` tag); state the clause in your
own English, never by quoting the rules text; cover both sides of a boundary.
"""
