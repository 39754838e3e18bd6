"""The scenario context of the Cipher steps: the shared World with this game's setup hook.

Given steps write a declared state (docs/cipher-data.md (a), "Declared state") or a fresh game into a
:class:`World`; :meth:`World.build_setup` turns it into a setup.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from tcgjudge.steps.shared.world import World as SharedWorld

from tcgjudge.engine.interface import Action, Engine

PLAYERS = ("p1", "p2")
DECLARED_DECK_SIZE = 10
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
class World(SharedWorld):
    """What a Cipher scenario has declared, on top of the shared context."""

    cards: dict[str, dict[str, Any]] = field(default_factory=default_cards)
    turn: int | None = None
    phase: str | None = None
    turn_player: str | None = None
    first_player: str | None = None
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {p: new_player_state(p) for p in PLAYERS})
    remembered: dict[str, list[str]] = field(default_factory=dict)
    """Card ids a When step noted for a later Then step (e.g. the hand a player redrew)."""

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

    def build_setup(self) -> dict[str, Any]:
        cards = [copy.deepcopy(card) for card in self.cards.values()]
        if self.mode == "fresh":
            return {"mode": "fresh", "seed": self.seed, "cards": cards, "players": copy.deepcopy(self.fresh)}
        assert self.turn is not None and self.phase is not None and self.turn_player is not None, (
            "the scenario never declared the game ('Given a game on turn N in the <phase> phase with pX to play')"
        )
        players = copy.deepcopy(self.players)
        for p, declared in players.items():
            if declared["deck"] is None:
                declared["deck"] = [{"card": f"FILL-{i:02d}", "id": f"{p}-deck{i}"} for i in range(DECLARED_DECK_SIZE)]
        state: dict[str, Any] = {
            "turn": self.turn,
            "turn_player": self.turn_player,
            "phase": self.phase,
            "players": players,
        }
        if self.first_player:
            state["first_player"] = self.first_player
        return {"mode": "state", "seed": self.seed, "cards": cards, "state": state}


def who(world: World, player: str) -> str:
    """``p1``/``p2`` as such; ``the first player`` or ``the second player`` as the engine drew them (12.2.1.3)."""
    if player in PLAYERS:
        return player
    first = world.observe()["first_player"]
    assert first in PLAYERS, f"the engine names no first player: {first!r}"
    return str(first) if player == "the first player" else ("p2" if first == "p1" else "p1")


@pytest.fixture
def world(engine: Engine, tcg_game: str) -> World:
    """The scenario context: declared state, card pool, last action and its rejection."""
    return World(engine=engine, game=tcg_game)
