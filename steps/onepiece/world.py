"""The scenario context of the ONE PIECE CARD GAME steps: the shared World with this game's setup hook.

Given steps write the declared state or fresh game into a :class:`World`; :meth:`World.build_setup`
turns it into a setup of docs/onepiece-data.md. Starting, acting, rejections and playing on are the
shared :class:`tcgjudge.steps.shared.world.World`'s.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest
from tcgjudge.invariants.onepiece.setups import DON_TOTAL, declared_setup, player_state
from tcgjudge.steps.shared.world import World as SharedWorld

from tcgjudge.engine.interface import Action, Engine

PLAYERS = ("p1", "p2")

FILLER = "C-FILLER"
DEFAULT_LEADERS = {"p1": "L-P1", "p2": "L-P2"}
DEFAULT_DECK_SIZE = 20


PHASES = {"refresh": "refresh", "draw": "draw", "DON!!": "don", "don": "don", "main": "main", "end": "end"}
PHASE_NAMES = {"refresh": "refresh", "draw": "draw", "don": "DON!!", "main": "main", "end": "end"}
KEYWORDS = {"rush": "rush", "blocker": "blocker", "double attack": "double_attack", "banish": "banish"}
DURATIONS = {
    "during this turn": "turn",
    "during this battle": "battle",
    "until the start of their next turn": "until_start_of_your_next_turn",
}
PROHIBITIONS = {
    "attack": "attack",
    "block": "block",
    "be K.O.'d": "be_ko",
    "be K.O.'d by effects": "be_ko_by_effect",
    "be K.O.'d in battle": "be_ko_in_battle",
    "be rested": "be_rested",
}


def default_card(number: str, category: str) -> dict[str, Any]:
    """A vanilla card definition with the documented defaults."""
    card: dict[str, Any] = {"id": number, "name": number, "category": category}
    if category == "don":
        return card
    card["colors"] = ["blue"] if number == DEFAULT_LEADERS["p2"] else ["red"]
    card["types"] = ["Test"]
    if category == "leader":
        card.update(power=5000, life=5, attributes=["slash"])
    elif category == "character":
        card.update(cost=1, power=1000, attributes=["slash"])
    else:
        card["cost"] = 1
    return card


def _entry(card: str, id_: str | None, **extra: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"card": card}
    if id_ is not None:
        entry["id"] = id_
    entry.update({k: v for k, v in extra.items() if v is not None})
    return entry


def new_player_state(player: str) -> dict[str, Any]:
    """Declared-state defaults of one player (deck, life and DON!! deck are filled at start)."""
    return {
        "leader": {"card": DEFAULT_LEADERS[player], "id": f"{player}-leader"},
        "characters": [],
        "stage": None,
        "hand": [],
        "deck": None,
        "trash": [],
        "life": None,
        "don_deck": None,
        "don_active": 0,
        "don_rested": 0,
    }


def fresh_deck(player: str) -> list[str]:
    """A valid 50-card deck for the default fresh game: 12 numbers x4 and 1 number x2."""
    prefix = "P1" if player == "p1" else "P2"
    deck = [f"{prefix}-{n:02d}" for n in range(1, 13) for _ in range(4)]
    return deck + [f"{prefix}-13"] * 2


def fresh_cards() -> list[dict[str, Any]]:
    """Definitions of the default fresh-game cards (p1 red, p2 blue, plus an off-color green card)."""
    cards = [default_card(DEFAULT_LEADERS["p1"], "leader"), default_card(DEFAULT_LEADERS["p2"], "leader")]
    for prefix, color in (("P1", "red"), ("P2", "blue")):
        for n in range(1, 31):
            card = default_card(f"{prefix}-{n:02d}", "character")
            card.update(colors=[color], cost=n % 5 + 1, power=1000 * (n % 5 + 2))
            if n % 2:
                card["counter"] = 1000
            cards.append(card)
    off = default_card("OFF-GREEN", "character")
    off["colors"] = ["green"]
    cards.append(off)
    return cards


@dataclass
class World(SharedWorld):
    """What a One Piece scenario has declared, on top of the shared context."""

    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    abilities: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    turn: int | None = None
    phase: str | None = None
    turn_player: str | None = None
    first_player: str | None = None
    battle: dict[str, Any] | None = None
    effects: list[dict[str, Any]] = field(default_factory=list)
    players: dict[str, dict[str, Any]] = field(default_factory=lambda: {p: new_player_state(p) for p in PLAYERS})

    DEFAULT_PREFERENCE: ClassVar[list[Action]] = [
        {"type": "end_main"},
        {"type": "no_block"},
        {"type": "pass"},
        {"type": "trigger", "use": False},
        {"type": "keep"},
        {"type": "choose_turn_order", "go_first": True},
        {"type": "decide", "accept": False},
    ]

    # ----------------------------------------------------------------- declaring

    def start_fresh(self, seed: int) -> None:
        self.mode = "fresh"
        self.seed = seed
        self.fresh = [{"leader": DEFAULT_LEADERS[p], "deck": fresh_deck(p), "don_deck": DON_TOTAL} for p in PLAYERS]
        for card in fresh_cards():
            self.cards.setdefault(card["id"], card)

    def field_card(self, id_: str) -> dict[str, Any] | None:
        """A declared leader/character/stage entry by id."""
        for state in self.players.values():
            for entry in [state["leader"], state["stage"], *state["characters"]]:
                if isinstance(entry, dict) and entry.get("id") == id_:
                    return entry
        return None

    # ----------------------------------------------------------------- building the setup

    def _define(self, number: str, category: str) -> None:
        if number not in self.cards:
            self.cards[number] = default_card(number, category)

    def _stack(self, player: str, zone: str, items: list[dict[str, Any]], life: bool = False) -> list[Any]:
        out: list[Any] = []
        n = 0
        for item in items:
            self._define(item["card"], "character")
            for k in range(1, item["count"] + 1):
                n += 1
                if item["id"]:
                    id_ = item["id"] if item["count"] == 1 else f"{item['id']}-{k}"
                else:
                    id_ = f"{player}-{zone}{n}"
                entry = _entry(item["card"], id_)
                if life and item.get("face_up"):
                    entry["face_up"] = True
                out.append(entry)
        return out

    def build_setup(self) -> dict[str, Any]:
        if self.mode == "fresh":
            for spec in self.fresh:
                self._define(spec["leader"], "leader")
                for number in spec["deck"]:
                    self._define(number, "character")
            return {"mode": "fresh", "seed": self.seed, "cards": self._card_list(), "players": self.fresh}
        assert self.turn is not None and self.phase is not None and self.turn_player is not None, (
            "the scenario never declared the game ('Given a game on turn N in the <phase> phase with pX to play')"
        )
        players: dict[str, Any] = {}
        for p in PLAYERS:
            s = self.players[p]
            leader = s["leader"]
            self._define(leader["card"], "leader")
            for entry in s["characters"]:
                self._define(entry["card"], "character")
            if s["stage"] is not None:
                self._define(s["stage"]["card"], "stage")
            deck = (
                s["deck"]
                if s["deck"] is not None
                else [{"card": FILLER, "id": f"{p}-deck{i}", "count": 1} for i in range(1, DEFAULT_DECK_SIZE + 1)]
            )
            life_count = int(self.cards[leader["card"]].get("life", 5))
            life = (
                s["life"]
                if s["life"] is not None
                else [{"card": FILLER, "id": f"{p}-life{i}", "count": 1} for i in range(1, life_count + 1)]
            )
            players[p] = player_state(
                leader,
                characters=s["characters"],
                stage=s["stage"],
                hand=self._stack(p, "hand", s["hand"]),
                deck=self._stack(p, "deck", deck),
                trash=self._stack(p, "trash", s["trash"]),
                life=self._stack(p, "life", life, life=True),
                don_deck=s["don_deck"],
                don_active=s["don_active"],
                don_rested=s["don_rested"],
            )
        return declared_setup(
            self._card_list(),
            players["p1"],
            players["p2"],
            turn=self.turn,
            phase=self.phase,
            seed=self.seed,
            turn_player=self.turn_player,
            first_player=self.first_player,
            battle=self.battle,
            effects=self.effects or None,
        )

    def _card_list(self) -> list[dict[str, Any]]:
        cards = []
        for number, card in self.cards.items():
            card = copy.deepcopy(card)
            if number in self.abilities:
                card["abilities"] = card.get("abilities", []) + self.abilities[number]
            cards.append(card)
        return cards


@pytest.fixture
def world(engine: Engine, tcg_game: str) -> World:
    """The scenario context: declared state, card pool, last action and its rejection."""
    return World(engine=engine, game=tcg_game)
