"""The scenario context of the Cipher steps: the shared World with this game's setup hook.

Given steps write a declared state (docs/cipher-data.md (a), "Declared state") or a fresh game into a
:class:`World`; :meth:`World.build_setup` turns it into a setup.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from tcgjudge.steps.shared.world import DeclaredWorld

from tcgjudge.engine.interface import Action, Engine

PLAYERS = ("p1", "p2")
FILLERS = 13


def default_cards() -> dict[str, dict[str, Any]]:
    """The Main Characters and fillers every scenario may use without declaring them.

    ``FILL-00`` is the only filler of cost 1 (so a default deck's Main Character is no choice); the others cost 5,
    so a played-on game never deploys one by chance.
    """
    cards: dict[str, dict[str, Any]] = {
        "MARTH": {"id": "MARTH", "name": "Marth", "unit": "Marth", "cost": 1},
        "CHROM": {"id": "CHROM", "name": "Chrom", "unit": "Chrom", "cost": 1},
    }
    for index in range(FILLERS):
        cid = f"FILL-{index:02d}"
        cards[cid] = {"id": cid, "name": f"Filler {index:02d}", "cost": 1 if index == 0 else 5}
    return cards


def default_deck() -> list[str]:
    """A legal deck: 12 fillers four times each and FILL-12 twice (12.1.1, 12.1.1.1, 12.1.1.2)."""
    return [f"FILL-{i:02d}" for i in range(12) for _ in range(4)] + ["FILL-12", "FILL-12"]


def new_player_state(player: str) -> dict[str, Any]:
    """Declared-state defaults: the Main Character ``pX-mc`` in the front line, 10 deck cards, 5 orbs."""
    return {
        "deck": None,
        "hand": [],
        "support": [],
        "retreat": [],
        "orbs": [{"card": "FILL-12", "id": f"{player}-orb{i}"} for i in range(5)],
        "bonds": [],
        "front": [{"card": "MARTH" if player == "p1" else "CHROM", "id": f"{player}-mc", "main": True}],
        "back": [],
        "infinity": [],
    }


@dataclass
class World(DeclaredWorld):
    """What a Cipher scenario has declared, on top of the shared context (the first player beside the turn)."""

    cards: dict[str, dict[str, Any]] = field(default_factory=default_cards)
    first_player: str | None = None
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {p: new_player_state(p) for p in PLAYERS})

    DEFAULT_PREFERENCE: ClassVar[list[Action]] = [
        {"type": "end_deployment"},
        {"type": "end_action"},
        {"type": "no_bond"},
        {"type": "mulligan", "redraw": False},
    ]

    def start_fresh(self, seed: int) -> None:
        self.mode = "fresh"
        self.seed = seed
        self.fresh = [{"deck": default_deck()}, {"deck": default_deck()}]

    def state_extras(self) -> dict[str, Any]:
        return {"first_player": self.first_player} if self.first_player else {}


@pytest.fixture
def world(engine: Engine, tcg_game: str) -> World:
    """The scenario context: declared state, card pool, last action and its rejection."""
    return World(engine=engine, game=tcg_game)
