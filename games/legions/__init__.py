"""Legions!: comprehensive rulebook 1.00; a rule index only so far."""

from __future__ import annotations

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.registry import Game

GAME = Game(
    key="legions",
    name="Legions!",
    documents=("legions",),
    results=ResultRules(
        # 24-4a/24-4c: the check starts from the turn player and a loss beats a win, so a double
        # knock-out is the turn player's loss; 24-2c/24-3c: effects give conditions for that check.
        simultaneous="turn_player_first",
        effects_immediate=False,
        concession=True,
        clauses=("24-1", "24-2a", "24-2c", "24-3a", "24-3c", "24-3d", "24-4a", "24-4b", "24-4c"),
    ),
)
