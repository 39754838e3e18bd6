"""The scenario context of the Legions! steps: the shared World with this game's setup hook.

Given steps write a declared state (docs/legions-data.md, "Declared state") or a fresh game into a
:class:`World`; :meth:`World.build_setup` turns it into a setup. Starting, acting, rejections and
playing on are the shared :class:`tcgjudge.steps.shared.world.World`'s.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from tcgjudge.steps.shared.world import World as SharedWorld

from tcgjudge.engine.interface import Action, Engine

PLAYERS = ("p1", "p2")
LANES = ("left", "centre", "right")
WAIT_ZONES = ("I", "II", "III", "IV")
DEFAULT_MASTER = "M-RW"
MAIN_DECK_SIZE = 40
DECLARED_DECK_SIZE = 10
PHASES = ("start", "core", "draw", "main", "end")


def filler(index: int) -> dict[str, Any]:
    """A vanilla red minion with a name of its own (23-2c counts copies by name), too dear to unlock early."""
    return {
        "id": f"FILL-{index:02d}",
        "name": f"Filler {index:02d}",
        "category": "minion",
        "colors": ["red"],
        "cost": 9,
        "atk": 1,
        "hp": 1,
        "wt": 4,
    }


def default_cards() -> dict[str, dict[str, Any]]:
    """The masters and fillers every scenario may use without declaring them."""
    cards = {
        DEFAULT_MASTER: {"id": DEFAULT_MASTER, "name": "Test Master", "category": "master", "colors": ["red", "white"]}
    }
    for index in range(MAIN_DECK_SIZE):
        card = filler(index)
        cards[card["id"]] = card
    return cards


def default_deck() -> list[str]:
    """A legal main deck for the default master: 40 fillers, one of each name."""
    return [f"FILL-{index:02d}" for index in range(MAIN_DECK_SIZE)]


def new_player_state(player: str) -> dict[str, Any]:
    """Declared-state defaults of one player: master ``pX-master`` with 3 cores, empty field, 10 fillers in the deck."""
    return {
        "master": {"card": DEFAULT_MASTER, "id": f"{player}-master", "cores": 3},
        "lord": None,
        "lanes": dict.fromkeys(LANES),
        "wait": {zone: {"cards": [], "cores": 0} for zone in WAIT_ZONES},
        "standby": [],
        "exclusion": [],
        "hand": [],
        "deck": None,
        "core_zone": {"active": 0, "exhausted": 0},
        "life": 20,
    }


@dataclass
class World(SharedWorld):
    """What a Legions! scenario has declared, on top of the shared context."""

    cards: dict[str, dict[str, Any]] = field(default_factory=default_cards)
    turn: int | None = None
    phase: str | None = None
    turn_player: str | None = None
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {p: new_player_state(p) for p in PLAYERS})
    restrictions: dict[str, Any] = field(default_factory=dict)
    """A fresh game's regulation lists (23-2e..23-2g): ``banned``, ``limited``, ``joint``, by card name."""
    chooser: str | None = None
    """A fresh game's ``chooser``: the previous game's loser, who chooses the turn order instead of a draw (25-7)."""

    DEFAULT_PREFERENCE: ClassVar[list[Action]] = [
        {"type": "end_main"},
        {"type": "no_card_change"},
        {"type": "choose_turn_order", "go_first": True},
    ]

    def start_fresh(self, seed: int) -> None:
        self.mode = "fresh"
        self.seed = seed
        self.fresh = [{"master": DEFAULT_MASTER, "deck": default_deck()} for _ in PLAYERS]

    def build_setup(self) -> dict[str, Any]:
        cards = [copy.deepcopy(card) for card in self.cards.values()]
        if self.mode == "fresh":
            fresh = {"mode": "fresh", "seed": self.seed, "cards": cards, "players": copy.deepcopy(self.fresh)}
            if self.restrictions:
                fresh["restrictions"] = copy.deepcopy(self.restrictions)
            if self.chooser is not None:
                fresh["chooser"] = self.chooser
            return fresh
        assert self.turn is not None and self.phase is not None and self.turn_player is not None, (
            "the scenario never declared the game ('Given a game on turn N in the <phase> phase with pX to play')"
        )
        players = copy.deepcopy(self.players)
        for p, state in players.items():
            if state["deck"] is None:
                state["deck"] = [{"card": f"FILL-{i:02d}", "id": f"{p}-deck{i}"} for i in range(DECLARED_DECK_SIZE)]
        state = {"turn": self.turn, "turn_player": self.turn_player, "phase": self.phase, "players": players}
        return {"mode": "state", "seed": self.seed, "cards": cards, "state": state}


def chooser(world: World) -> str:
    """The player the random draw of 25-7 picked to choose the turn order, as the log tells it."""
    for event in world.observe()["log"]:
        if event.get("event") == "turn_order_chooser":
            return str(event["player"])
    raise AssertionError("the log names no player drawn to choose the turn order (25-7)")


def who(world: World, player: str) -> str:
    """``p1``/``p2`` as such; ``the chooser`` or ``the other player`` by the draw of 25-7."""
    if player in ("p1", "p2"):
        return player
    picked = chooser(world)
    return picked if player == "the chooser" else ("p2" if picked == "p1" else "p1")


@pytest.fixture
def world(engine: Engine, tcg_game: str) -> World:
    """The scenario context: declared state, card pool, last action and its rejection."""
    return World(engine=engine, game=tcg_game)
