"""Fire Emblem 0 (Cipher) TCG: comprehensive rules 1.35; a rule index only so far."""

from __future__ import annotations

from tcgjudge.registry import Game

GAME = Game(
    key="cipher",
    name="Fire Emblem 0 (Cipher)",
    documents=("cipher",),
)
