"""Granblue Fantasy TCG: comprehensive rules 1.10 and the undated rule reference; rule indexes only so far."""

from __future__ import annotations

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.registry import Game

GAME = Game(
    key="gbf",
    name="Granblue Fantasy TCG",
    documents=("gbf", "gbf-reference"),
    results=ResultRules(
        # 1-2-3: both players losing together is a draw; 1-2-5: an effect's win or loss is applied at once.
        simultaneous="draw",
        effects_immediate=True,
        concession=True,
        clauses=("1-2-1", "1-2-2", "1-2-3", "1-2-4", "1-2-5"),
    ),
)
