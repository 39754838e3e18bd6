"""Shared helpers for the Legions! reference-engine unit tests (no tests here).

One way to declare Legions! test states (cards, units, players, a turn-3 state setup) and to drive and read
the reference engine, instead of a near-identical copy in every test file. The defaults are the common case;
a test file that differs passes the explicit argument.
"""

from __future__ import annotations

from typing import Any

import pytest
from tcgjudge.reference.legions.engine import LegionsEngine
from tcgjudge.reference.legions.state import GameState, copy_state

from tcgjudge.engine.interface import IllegalActionError

__all__ = [
    "MASTER",
    "act",
    "attack",
    "events",
    "log",
    "lord",
    "minion",
    "obs",
    "player",
    "rejected",
    "setup",
    "skill",
    "start",
    "start_stocked",
    "state_of",
    "stocked_player",
    "unit",
]

MASTER: dict[str, Any] = {"id": "M-RW", "name": "Rune Master", "category": "master", "colors": ["red", "white"]}


# -- cards ------------------------------------------------------------------------------------------------


def minion(cid: str, atk: int = 1, hp: int = 2, wt: int = 2, cost: int = 1, **fields: Any) -> dict[str, Any]:
    """A red minion card named by its id; extra fields (keywords, abilities, ...) are added or override."""
    base = {
        "id": cid,
        "name": cid,
        "category": "minion",
        "colors": ["red"],
        "cost": cost,
        "atk": atk,
        "hp": hp,
        "wt": wt,
    }
    return base | fields


def lord(cid: str, atk: int = 1, hp: int = 5, cost: int = 0, cc: int = 0, **fields: Any) -> dict[str, Any]:
    """A red lord card named by its id; extra fields (keywords, abilities, ...) are added or override."""
    base = {"id": cid, "name": cid, "category": "lord", "colors": ["red"], "cost": cost, "cc": cc, "atk": atk, "hp": hp}
    return base | fields


def skill(cid: str, effects: list[dict[str, Any]], wt: int = 2, category: str = "skill") -> dict[str, Any]:
    """A red card of cost 0 with these effects: a skill of this WT, or an arts card (no WT)."""
    out: dict[str, Any] = {"id": cid, "name": cid, "category": category, "colors": ["red"], "cost": 0}
    if category == "skill":
        out["wt"] = wt
    out["effects"] = effects
    return out


# -- the declared state -----------------------------------------------------------------------------------


def unit(card: str, cid: str, **state: Any) -> dict[str, Any]:
    """A card instance of the declared state: its card, its id and its state (exhausted, damage, ...)."""
    return {"card": card, "id": cid, **state}


def player(pid: str, **zones: Any) -> dict[str, Any]:
    """A bare player: a master of 3 cores and a deck of five "F1", plus the given zones."""
    return {"master": {"card": "M-RW", "id": f"{pid}m", "cores": 3}, "deck": ["F1"] * 5, **zones}


def stocked_player(pid: str, awakened: bool = True, **zones: Any) -> dict[str, Any]:
    """A player with a 3-core master, 3 active cores and six "F" cards {pid}-d0.. in the deck, plus the zones."""
    master: dict[str, Any] = {"card": "M-RW", "id": f"{pid}m", "cores": 3}
    if awakened:
        master["mode"] = "awakened"
    deck = [{"card": "F", "id": f"{pid}-d{i}"} for i in range(6)]
    return {"master": master, "deck": deck, "core_zone": {"active": 3, "exhausted": 0}} | zones


def setup(
    cards: list[dict[str, Any]],
    tp: str = "p1",
    phase: str = "main",
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A declared state setup of these cards on turn 3 of `tp` in `phase`; a missing player is a bare player()."""
    ps = {"p1": p1 or player("p1"), "p2": p2 or player("p2")}
    state = {"turn": 3, "turn_player": tp, "phase": phase, "players": ps}
    return {"mode": "state", "seed": 0, "cards": cards, "state": state}


def start(
    cards: list[dict[str, Any]],
    tp: str = "p1",
    phase: str = "main",
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
) -> LegionsEngine:
    """A reference engine started from setup(cards, tp, phase, p1, p2)."""
    engine = LegionsEngine()
    engine.start("legions", setup(cards, tp, phase, p1, p2))
    return engine


def start_stocked(
    cards: list[dict[str, Any]],
    tp: str = "p1",
    phase: str = "main",
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
    filler: dict[str, Any] | None = None,
) -> LegionsEngine:
    """start() on MASTER, the deck filler "F" (by default minion("F", wt=4)) and the cards, with stocked players."""
    catalogue = [MASTER, filler or minion("F", wt=4), *cards]
    return start(catalogue, tp, phase, p1 or stocked_player("p1"), p2 or stocked_player("p2"))


# -- driving and reading the engine -----------------------------------------------------------------------


def act(engine: LegionsEngine, kind: str, by: str = "p1", **fields: Any) -> None:
    """Apply an action of this type by `by` with these fields."""
    engine.apply({"type": kind, "player": by, **fields})


def attack(attacker: str, target: str, by: str = "p1") -> dict[str, Any]:
    """The attack action of `attacker` on `target`, declared by `by`."""
    return {"type": "attack", "attacker": attacker, "target": target, "player": by}


def obs(engine: LegionsEngine, p: str) -> dict[str, Any]:
    """Player p's part of the observation."""
    out: dict[str, Any] = engine.observe()["players"][p]
    return out


def log(engine: LegionsEngine, *names: str) -> list[dict[str, Any]]:
    """The log entries of these events, or the whole log when no name is given."""
    return [e for e in engine.observe()["log"] if not names or e["event"] in names]


def events(engine: LegionsEngine, name: str, **fields: Any) -> list[dict[str, Any]]:
    """The log entries of this event whose fields have these values."""
    entries = engine.observe()["log"]
    return [e for e in entries if e["event"] == name and all(e.get(k) == v for k, v in fields.items())]


def state_of(engine: LegionsEngine) -> GameState:
    """The engine's game state (it has started)."""
    s = engine._state
    assert s is not None
    return s


def rejected(engine: LegionsEngine, action: dict[str, Any], same_observation: bool = True) -> str | None:
    """Apply an illegal action; check that the state (and the observation, if asked) is unchanged; its clause."""
    before = copy_state(state_of(engine))
    seen = engine.observe() if same_observation else None
    with pytest.raises(IllegalActionError) as info:
        engine.apply(action)
    assert state_of(engine) == before
    if same_observation:
        assert engine.observe() == seen
    clause: str | None = info.value.clause
    return clause
