"""Unit tests of the Legions! reference engine on units (chapter 21): a given effect ends as its unit leaves (21-4)."""

from __future__ import annotations

from typing import Any

from legions_states import MASTER, minion, start
from tcgjudge.reference.legions.engine import LegionsEngine

CARDS = [MASTER, minion("R", atk=2, hp=3)]


def started() -> LegionsEngine:
    """Turn 3 of p1: an incapacitated minion "r" in p1's left lane, p1's master awakened."""
    mine = {"card": "R", "id": "r", "incapacitated": True}
    p1 = {"master": {"card": "M-RW", "id": "p1m", "mode": "awakened"}, "lanes": {"left": mine}, "deck": ["R"] * 3}
    p2 = {"master": {"card": "M-RW", "id": "p2m", "cores": 3}, "deck": ["R"] * 3}
    return start(CARDS, p1=p1, p2=p2)


def events(engine: LegionsEngine) -> list[dict[str, Any]]:
    return [e for e in engine.observe()["log"] if e["event"] in ("expire", "move") and e.get("card") == "r"]


def test_the_given_assault_expires_when_the_unit_leaves_before_its_move() -> None:
    engine = started()
    engine.apply({"type": "activate", "ability": "grant_assault", "target": "r", "player": "p1"})
    engine.apply({"type": "exclude_field", "card": "r", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["expire", "move"]
    engine.apply({"type": "end_main", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["expire", "move"]  # no second expiry at the end of the turn


def test_leaving_without_a_given_effect_logs_no_expiry() -> None:
    engine = started()
    engine.apply({"type": "exclude_field", "card": "r", "player": "p1"})
    assert [e["event"] for e in events(engine)] == ["move"]
