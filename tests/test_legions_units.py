"""Unit tests of the Legions! reference engine on units (chapter 21): a given effect ends as its unit leaves (21-4)."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.legions.engine import LegionsEngine

CARDS: list[dict[str, Any]] = [
    {"id": "M-RW", "name": "Rune Master", "category": "master", "colors": ["red", "white"]},
    {"id": "R", "name": "R", "category": "minion", "colors": ["red"], "cost": 1, "atk": 2, "hp": 3, "wt": 2},
]


def start() -> LegionsEngine:
    mine = {"card": "R", "id": "r", "incapacitated": True}
    p1 = {"master": {"card": "M-RW", "id": "p1m", "mode": "awakened"}, "lanes": {"left": mine}, "deck": ["R"] * 3}
    p2 = {"master": {"card": "M-RW", "id": "p2m", "cores": 3}, "deck": ["R"] * 3}
    state = {"turn": 3, "turn_player": "p1", "phase": "main", "players": {"p1": p1, "p2": p2}}
    engine = LegionsEngine()
    engine.start("legions", {"mode": "state", "seed": 0, "cards": CARDS, "state": state})
    return engine


def events(engine: LegionsEngine) -> list[dict[str, Any]]:
    return [e for e in engine.observe()["log"] if e["event"] in ("expire", "move") and e.get("card") == "r"]


def test_the_given_assault_expires_when_the_unit_leaves_before_its_move() -> None:
    engine = start()
    engine.apply({"type": "activate", "ability": "grant_assault", "target": "r", "player": "p1"})
    engine.apply({"type": "exclude_field", "card": "r", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["expire", "move"]
    engine.apply({"type": "end_main", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["expire", "move"]  # no second expiry at the end of the turn


def test_leaving_without_a_given_effect_logs_no_expiry() -> None:
    engine = start()
    engine.apply({"type": "exclude_field", "card": "r", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["move"]
