"""Unit tests of breaking a declared unit already at 0 HP (10-1 with 24-4b, docs/legions-data.md "Decisions")."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.legions.engine import LegionsEngine

MASTER = {"id": "M-RW", "name": "Master", "category": "master", "colors": ["red", "white"]}
PAWN = {"id": "PAWN", "name": "Pawn", "category": "minion", "colors": ["red"], "cost": 1, "atk": 0, "hp": 3, "wt": 2}
LORD = {"id": "LORD", "name": "Lord", "category": "lord", "colors": ["red"], "cost": 1, "cc": 1, "atk": 1, "hp": 2}


def _player(pid: str, **zones: Any) -> dict[str, Any]:
    return {"master": {"card": "M-RW", "id": f"{pid}m", "cores": 3}, "deck": ["PAWN"] * 3, **zones}


def _start(p2: dict[str, Any], life: int = 20) -> dict[str, Any]:
    engine = LegionsEngine()
    players = {"p1": _player("p1", life=life), "p2": p2}
    state = {"turn": 3, "turn_player": "p1", "phase": "main", "players": players}
    engine.start("legions", {"mode": "state", "seed": 0, "cards": [MASTER, PAWN, LORD], "state": state})
    return engine.observe()


def test_declared_minion_at_zero_hp_breaks_at_once() -> None:
    lanes = {"centre": {"card": "PAWN", "id": "worn", "damage": 3}, "left": {"card": "PAWN", "id": "ok", "damage": 2}}
    obs = _start(_player("p2", lanes=lanes))
    p2 = obs["players"]["p2"]
    assert p2["lanes"]["centre"] is None
    assert [c["id"] for c in p2["wait"]["II"]["cards"]] == ["worn"]
    assert p2["lanes"]["left"]["hp"] == 1
    assert {"event": "break", "player": "p2", "card": "worn"} in obs["log"]
    assert obs["pending"]["kind"] == "main"


def test_declared_lord_at_zero_hp_breaks_and_its_cores_go_to_the_master() -> None:
    obs = _start(_player("p2", lord={"card": "LORD", "id": "l", "damage": 5, "cores": 2}))
    p2 = obs["players"]["p2"]
    assert p2["lord"] is None
    assert p2["master"]["cores"] == 5
    assert [c["id"] for c in p2["exclusion"]] == ["l"]


def test_the_end_check_comes_before_the_declared_break() -> None:
    obs = _start(_player("p2", lanes={"centre": {"card": "PAWN", "id": "worn", "damage": 3}}), life=0)
    assert obs["result"]["over"] and obs["result"]["losers"] == ["p1"]
    assert obs["players"]["p2"]["lanes"]["centre"] is not None
