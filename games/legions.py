"""Legions!: comprehensive rulebook 1.00; a rule index only so far."""

from __future__ import annotations

from tcgjudge.registry import Game

GAME = Game(
    key="legions",
    name="Legions!",
    documents=("legions",),
)
