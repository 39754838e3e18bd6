"""Granblue Fantasy TCG: step vocabulary.

The steps of `tcgjudge.steps.gbf` (`steps/gbf/`), for writing `features/gbf/*.feature`. Data shapes are
those of `docs/gbf-data.md`. The steps every game shares (rejection, legal actions, pending decision,
result, log, raw setup and actions, invariants) are in `docs/steps.md`.

This page is generated from this package's docstring and its step definitions' docstrings by
`python tools/update_step_docs.py` (see `docs/steps.md`): edit those, not the page.

Notation: `pX` is `p1` or `p2`; WHO is `pX`, `the first player` or `the second player` (a fresh game draws
the first player at random, 5-2-1-4; the step reads it from the observation's `first_player`). `"ID"` is a
card instance id, `"NUM"` a card number. ZONE is `deck`, `hand`, `gauge`, `captain deck`, `captain area`,
`crew area`, `crystal area` or `armor area`. LIST is as in `docs/steps.md`: `"NUM" as "ID"`,
`N cards of "NUM"`, joined by `, ` and ` and `; `nothing` is empty. Text in `[...]` is optional; `a|b`
means one of them.

The default card pool: captains `CPT-M0` (rank 0, male), `CPT-M1` (rank 1, male), `CPT-F0` (rank 0,
female), the summon `SUM-FILL`, and the filler crew `FILL-00`..`FILL-12` (rank 9: never entered by chance).
A declared state gives each player a captain in play (`p1-captain`: `CPT-M0`; `p2-captain`: `CPT-F0`), five
armor cards, ten deck cards and nothing else. A fresh game gives p1 the captain deck `CPT-M0`, `CPT-M1`, p2
`CPT-F0`, and each the default main deck (12 fillers four times, 2 summons).

## Given

### Cards and the game

{steps}

### Fresh decks

{steps}

### Declared state

{steps}

## When

An action step in the form `pX tries to ...` records a rejection (check it with `the action is rejected
citing clause ...`); without it the action must be accepted.

### Setup

{steps}

### Actions

{steps}

### Battle

{steps}

### Playing on

{steps}

## Then

### Zones and cards

{steps}

### Setup and turn

{steps}

### Battle and damage

{steps}
"""
