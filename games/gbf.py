"""Granblue Fantasy TCG: comprehensive rules 1.00 and the unnumbered rule reference; rule indexes only so far."""

from __future__ import annotations

from tcgjudge.registry import Game

GAME = Game(
    key="gbf",
    name="Granblue Fantasy TCG",
    documents=("gbf", "gbf-reference"),
)
