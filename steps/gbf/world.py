"""The scenario context of the Granblue Fantasy steps: the shared World with this game's setup hook.

Given steps write a declared state (docs/gbf-data.md (a), "Declared state") or a fresh game into a
:class:`World`; :meth:`World.build_setup` turns it into a setup.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from tcgjudge.steps.shared.world import DeclaredWorld

from tcgjudge.engine.interface import Action, Engine

PLAYERS = ("p1", "p2")
MAIN_DECK_SIZE = 50
FILLERS = 13
"""Filler crew numbers: 12 of them four times and 2 summons make a legal 50-card main deck (5-1-3)."""


def default_cards() -> dict[str, dict[str, Any]]:
    """Captains and fillers every scenario may use without declaring them.

    Fillers are crew of rank 9 with names of their own, so a played-on game never enters one by chance.
    """
    cards: dict[str, dict[str, Any]] = {
        "CPT-M0": {
            "id": "CPT-M0",
            "name": "Gran (Male)",
            "character": "Gran",
            "kind": "captain",
            "rank": 0,
            "gender": "male",
            "hp": 6,
            "atk": 2,
        },
        "CPT-M1": {
            "id": "CPT-M1",
            "name": "Fighter (Male)",
            "character": "Fighter",
            "kind": "captain",
            "rank": 1,
            "gender": "male",
            "hp": 7,
            "atk": 3,
        },
        "CPT-F0": {
            "id": "CPT-F0",
            "name": "Djeeta (Female)",
            "character": "Djeeta",
            "kind": "captain",
            "rank": 0,
            "gender": "female",
            "hp": 6,
            "atk": 2,
        },
        "SUM-FILL": {"id": "SUM-FILL", "name": "Filler Summon", "kind": "summon"},
    }
    for index in range(FILLERS):
        cid = f"FILL-{index:02d}"
        cards[cid] = {"id": cid, "name": f"Filler {index:02d}", "kind": "crew", "rank": 9, "hp": 1, "atk": 1}
    return cards


def default_main_deck() -> list[str]:
    """A legal main deck: 12 filler crew four times each and 2 summons (5-1-3, 5-1-3-1, 5-1-3-2)."""
    return [f"FILL-{i:02d}" for i in range(12) for _ in range(4)] + ["SUM-FILL", "SUM-FILL"]


def new_player_state(player: str) -> dict[str, Any]:
    """Declared-state defaults: captain ``pX-captain`` in play, 5 armor, 10 fillers in the deck, nothing else."""
    return {
        "deck": None,
        "hand": [],
        "gauge": [],
        "captain_deck": [],
        "captains": [{"card": "CPT-M0" if player == "p1" else "CPT-F0", "id": f"{player}-captain"}],
        "crew": [],
        "crystals": [],
        "armor": [{"card": "FILL-12", "id": f"{player}-armor{i}"} for i in range(5)],
    }


@dataclass
class World(DeclaredWorld):
    """What a Granblue Fantasy scenario has declared, on top of the shared context (this turn's once-a-turn uses)."""

    cards: dict[str, dict[str, Any]] = field(default_factory=default_cards)
    used: list[str] = field(default_factory=list)
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {p: new_player_state(p) for p in PLAYERS})

    DEFAULT_PREFERENCE: ClassVar[list[Action]] = [
        {"type": "end_main"},
        {"type": "end_attack_step"},
        {"type": "no_counter"},
        {"type": "mulligan", "cards": []},
        {"type": "no_refill"},
    ]

    def start_fresh(self, seed: int) -> None:
        self.mode = "fresh"
        self.seed = seed
        self.fresh = [
            {"captain_deck": ["CPT-M0", "CPT-M1"], "deck": default_main_deck()},
            {"captain_deck": ["CPT-F0"], "deck": default_main_deck()},
        ]

    def state_extras(self) -> dict[str, Any]:
        return {"used": list(self.used)} if self.used else {}


@pytest.fixture
def world(engine: Engine, tcg_game: str) -> World:
    """The scenario context: declared state, card pool, last action and its rejection."""
    return World(engine=engine, game=tcg_game)
