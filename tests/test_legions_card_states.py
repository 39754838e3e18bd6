"""Unit tests of the Legions! reference engine on reversed cards (16-3): a reversed card is no unit (16-3e, 21-1)."""

from __future__ import annotations

import pytest
from legions_states import MASTER, minion, start
from tcgjudge.reference.legions.engine import LegionsEngine

from tcgjudge.engine.interface import IllegalActionError

CARDS = [MASTER, minion("R", atk=2, hp=3)]


def started(reversed_: bool) -> LegionsEngine:
    """Turn 3 of p1: an incapacitated minion "r" in p1's left lane, p1's master awakened."""
    mine = {"card": "R", "id": "r", "reversed": reversed_, "incapacitated": True}
    p1 = {"master": {"card": "M-RW", "id": "p1m", "mode": "awakened"}, "lanes": {"left": mine}, "deck": ["R"] * 3}
    p2 = {"master": {"card": "M-RW", "id": "p2m", "cores": 3}, "deck": ["R"] * 3}
    return start(CARDS, p1=p1, p2=p2)


GRANT = {"type": "activate", "ability": "grant_assault", "target": "r", "player": "p1"}


def test_a_reversed_card_cannot_be_given_assault() -> None:
    engine = started(reversed_=True)
    before = engine.observe()
    with pytest.raises(IllegalActionError) as caught:
        engine.apply(GRANT)
    assert caught.value.clause == "20-3c"
    assert engine.observe() == before
    offered = [a for a in engine.legal_actions() if a.get("ability") == "grant_assault"]
    assert [a["target"] for a in offered] == ["p1m"]


def test_an_open_minion_can_be_given_assault() -> None:
    engine = started(reversed_=False)
    engine.apply(GRANT)
    assert "assault" in engine.observe()["players"]["p1"]["lanes"]["left"]["keywords"]
