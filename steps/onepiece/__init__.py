"""ONE PIECE CARD GAME: step vocabulary.

The steps of `tcgjudge.steps.onepiece` (files in `steps/onepiece/`), for writing
`features/onepiece/*.feature`. Data shapes are those of `docs/onepiece-data.md`; terms are
those of `docs/glossary.md` (so "give DON!!", not "attach"; "mulligan", not "redraw").

This page is generated from this package's docstring and its step definitions' docstrings by
`python tools/update_step_docs.py` (see `docs/steps.md`): edit those, not the page.

The steps every game shares (rejection, legal actions, pending decision, result, log, raw
setup and actions, invariants) are described in `docs/steps.md`; they are repeated below
where One Piece scenarios use them most.

Notation: `pX` is `p1` or `p2`. `"ID"` is a card instance id, `"NUM"` a card number.
`N` is a whole number. Text in `[...]` is optional; `a|b` means one of them.
Each line is one step; steps match whole lines exactly.

## How a scenario runs

- Given steps only record what you declare; they may come in any order. The engine is
  started from them at the first When or Then step (`engine.start("onepiece", setup)`).
- The setup is checked against `games/onepiece/schemas/setup.json` first: a mistake in a scenario
  fails with "the steps built a setup that breaks the data contract".
- An engine raising `UnsupportedError` (unknown timing, effect kind...) makes the scenario
  "unsupported", not failed. Tag scenarios with `@needs:<capability>` where you know them
  (e.g. `@needs:timing.on_play`, `@needs:ability.draw`).
- `When pX <action>` must be accepted: a rejection fails the scenario, naming the clause
  and message the engine gave. `When pX tries to <action>` records a rejection instead
  (check it with `the action is rejected citing clause ...`).
- Every action is sent with `"player": "pX"` (the player named in the step).

### Defaults of a declared state

| what | default |
| --- | --- |
| card not in the card table | a vanilla red character: cost 1, power 1000, no counter, attribute slash, type "Test"; a card used as a leader: red leader power 5000, life 5 (`L-P2` is blue) |
| leader | `"L-P1"` / `"L-P2"` with id `p1-leader` / `p2-leader` |
| deck | 20 cards `"C-FILLER"` with ids `pX-deck1` ... `pX-deck20` (top first) |
| life area | as many `"C-FILLER"` as the leader's life (5 by default), ids `pX-life1`... (top first), face down |
| hand, trash, characters, stage | empty |
| cost area | 0 active, 0 rested DON!! |
| DON!! deck | 10 minus the DON!! in the cost area and given to the player's cards |
| first player | not declared (the engine derives it: turn player on odd turns, the other on even turns) |
| card table cell left empty | leader: power 5000, life 5; character: cost 1, power 1000; event/stage: cost 1; colors red; types Test; attributes slash (leader/character) |

Ids of cards listed without `as "ID"` are `pX-<zone><n>`, counted from the top within
that step: `pX-hand1`, `pX-deck1`, `pX-trash1`, `pX-life1`. `3 cards of "NUM" as "k"`
gives `k-1`, `k-2`, `k-3`. Characters without an id get `pX-char<n>`, a stage `pX-stage`.

### Defaults of a fresh game (chapter 5)

`a fresh game with seed N` makes two valid decks: p1's leader `L-P1` (red), deck of red
characters `P1-01` ... `P1-12` x4 and `P1-13` x2; p2's leader `L-P2` (blue), blue
characters `P2-..`; DON!! deck 10. Cards `P1-01`..`P1-30` / `P2-01`..`P2-30` exist (cost
n%5+1, power 1000*(n%5+2), counter 1000 on odd numbers), and a green `OFF-GREEN`.

## Given

### Cards

{steps}

### The game

{steps}

### Leader, characters, stage

{steps}

### Hand, deck, trash, life area

{steps}

### DON!!

{steps}

### Battle and effects already in force

{steps}
- DURATION is `during this turn`, `during this battle` or `until the start of their next turn` (the controller's next turn).

### Fresh game (chapter 5)

{steps}
- Also usable: `pX's leader is "NUM"`, `pX's DON!! deck holds N DON!!`, `pX's deck holds LIST`.

## When

### Actions

Each of these exists as `When pX <phrase>` (must be accepted) and, where an infinitive is
given, `When pX tries to <infinitive phrase>` (rejection recorded).

| When pX ... | tries to ... | action sent |
| --- | --- | --- |
| `plays "ID"` | `play "ID"` | `play` (character, stage or [Main] event from hand) |
| `activates the ability of "ID"` / `activates ability N of "ID"` | `activate ...` | `activate`; ability N counts from 1 (`ability 1` = index 0) |
| `gives N DON!! to "ID"` | `give N DON!! to "ID"` | `attach_don` with `count` N |
| `attacks "TARGET" with "ATTACKER"` | `attack "TARGET" with "ATTACKER"` | `attack` |
| `ends the main phase` | `end the main phase` | `end_main` |
| `blocks with "ID"` | `block with "ID"` | `block` |
| `does not block` | – | `no_block` |
| `counters with "ID"` / `counters with "ID" on "TARGET"` | `counter with ...` | `counter` (event: no target; character counter: target) |
| `passes the counter step` | `pass the counter step` | `pass` |
| `uses the trigger` | `use the trigger` | `trigger` with `use: true` |
| `does not use the trigger` | – | `trigger` with `use: false` |
| `trashes "ID" to make room` | `trash "ID" to make room` | `trash_character` (6th character / 2nd stage) |
| `chooses "ID", "ID" and "ID"` / `chooses nothing` | `choose ...` | `select` with those cards |
| `returns DON!! from "active", "rested" and "ID"` | `return DON!! from ...` | `return_don`: each source `active`/`rested` (cost area) or a card id with DON!! given |
| `accepts` | `accept` | `decide` with `accept: true` |
| `declines` | `decline` | `decide` with `accept: false` |
| `resolves the effect "EFFECT" first` | `resolve the effect "EFFECT" first` | `choose_effect` |
| `concedes` | `concede` | `concede` |
| `chooses to go first` / `chooses to go second` | `choose to go first/second` | `choose_turn_order` |
| `keeps the opening hand` | `keep the opening hand` | `keep` |
| `takes a mulligan` | `take a mulligan` | `redraw` |

{steps}
- `When pX takes the action:` + JSON docstring — any raw action (`player` added if absent); must be accepted.
- `When pX tries the action:` + JSON docstring — the same, rejection recorded.

### Starting

- `When the game is started` — start now (normally implicit); a rejected setup fails the scenario.
- `When the players try to start the game` — start, recording a rejection of the setup (illegal deck, 5-1-2...) for `the action is rejected citing clause ...`.

### Playing on with defaults

These answer every pending decision with a default until the goal holds, at most 200
actions (then the scenario fails). Defaults, first that is legal: `end_main`, `no_block`,
`pass`, trigger not used, `keep`, go first, decline (`decide` false); otherwise the first
legal action the engine lists (for `select`, `trash_character`, `return_don`, `choose_effect`).
The game ending before the goal fails the scenario.

{steps}
- `When the game is played on until the pending decision is "KIND"` — until a decision of that kind (e.g. `trigger`, `counter`) is pending.
- `When the game is played on until it ends` — until the game has a result.

## Then

### Rejection

- `Then the action is rejected citing clause C` (or `clause C or D`, `one of the clauses A, B or C`) — the last `tries to` action (or `try to start`) was rejected and the observation is unchanged. The clause the engine cited is compared with C and counted in the clause agreement; it fails the scenario only under `--strict-clauses`.
- `Then the action is accepted` — the last `tries to` action was accepted.
- `Then the game state is unchanged` — the observation equals the one taken just before the last action.

### Legal actions

{steps}
- `Then the legal actions include:` + JSON docstring — some legal action has all these fields.
- `Then the legal actions do not include:` + JSON docstring — none has all of them.

### Turn, phase, battle, decision

{steps}
- `Then the pending decision is "KIND" for pX` — kind and player of the pending decision.
- `Then the pending decision is "KIND"` — kind only (either player).
- `Then no decision is pending`.

### Zones

ZONE is `hand`, `deck`, `trash`, `life area` or `character area`; REF is a card id or a card number.

{steps}

### Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)

WHO is `p1 only`, `p2 only`, `both players` or `nobody` (the observation field `known_to`, capability
`observation.known_to`).

{steps}

### Leaders, characters, stages (by id)

{steps}

### DON!! counts

{steps}

### Setup and the first turn (chapter 5)

WHOSE is `pX's`, `the first player's` or `the second player's`: a fresh game draws who chooses the turn order (5-2-1-4), so these steps may name a player by role.

### Result

- `Then pX wins the game`.
- `Then pX loses the game [because of life|deck|concede|effect]` — pX among the losers (and `result.reason`).
- `Then the game is a draw`.
- `Then the game is not over`.

### Log (all events since the game began)

{steps}
- `Then the log has the event:` + JSON docstring — an event with all these fields.
- `Then the log does not have the event:` + JSON docstring — no such event.

## Writing a scenario

```gherkin
@clause:6-5-6-1
Scenario: 6-5-6-1 Neither player may battle on their own first turn
  Given a game on turn 1 in the main phase with p1 to play
  When p1 tries to attack "p2-leader" with "p1-leader"
  Then the action is rejected citing clause 6-5-6-1
  And the game state is unchanged
```

The title starts with the primary clause id (also a `@clause:` tag); state the clause in
your own English, never by quoting the rules text; cover both sides of a boundary.
"""
