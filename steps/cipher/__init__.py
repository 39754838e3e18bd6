"""Fire Emblem 0 (Cipher): step vocabulary.

The steps of `tcgjudge.steps.cipher` (`steps/cipher/`), for writing `features/cipher/*.feature`. Data shapes are
those of `docs/cipher-data.md`. The steps every game shares (rejection, legal actions, pending decision, result,
log, raw setup and actions, invariants) are in `docs/steps.md`.

This page is generated from this package's docstring and its step definitions' docstrings by
`python tools/update_step_docs.py` (see `docs/steps.md`): edit those, not the page.

Notation: `pX` is `p1` or `p2`; WHO is `pX`, `the first player` or `the second player` (a fresh game draws the
first player at random, 12.2.1.3; the step reads it from the observation's `first_player`). `"ID"` is a card
instance id, `"NUM"` a card number. ZONE is `deck`, `hand`, `support area`, `retreat area`, `orb area`,
`bond area`, `front line`, `back line` or `infinity area`. LIST is as in `docs/steps.md`: `"NUM" as "ID"`,
`N cards of "NUM"`, joined by `, ` and ` and `; `nothing` is empty. Text in `[...]` is optional; `a|b` means one
of them.

The default card pool: the Main Characters `MARTH` (unit Marth, cost 1) and `CHROM` (unit Chrom, cost 1), and the fillers `FILL-00` (cost 1) and `FILL-01`..`FILL-12` (cost 5), each of a name and unit name of its
own; none of them has a symbol. A declared state gives each player a Main Character in the front line (`p1-mc`: `MARTH`;
`p2-mc`: `CHROM`), five orbs, ten deck cards and nothing else. A fresh game gives each player the default deck
(`FILL-00`..`FILL-11` four times, `FILL-12` twice: its only cost-1 card is `FILL-00`).

## Given

### Cards and the game

{steps}

### Fresh decks

{steps}

### Declared state

{steps}

## When

An action step in the form `pX tries to ...` records a rejection (check it with `the action is rejected citing
clause ...`); without it the action must be accepted.

### Setup

{steps}

### Actions

{steps}

### Battle

{steps}

### Skills

{steps}

### Playing on

{steps}

## Then

### Zones and cards

{steps}

### Setup and turn

{steps}

### Battle and destruction

{steps}

### Triggered skills

{steps}
"""
