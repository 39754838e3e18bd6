"""Fire Emblem 0 (Cipher) TCG: comprehensive rules 1.35; a rule index only so far."""

from __future__ import annotations

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.registry import Game

GAME = Game(
    key="cipher",
    name="Fire Emblem 0 (Cipher)",
    documents=("cipher",),
    results=ResultRules(
        # 3.2: both losing together is a draw; 23.1.30.1: "you win" ends the game at once.
        # Chapter 3 lists no concession, so the model has none: a conceding player leaves the game
        # outside the rules (a tournament matter), and an engine is not judged on it.
        simultaneous="draw",
        effects_immediate=True,
        concession=False,
        clauses=("3.1", "3.2", "23.1.30.1"),
    ),
)
