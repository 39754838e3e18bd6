"""Unit tests of the Legions! reference engine's deck checks (chapter 23) and setup (chapter 25)."""

from __future__ import annotations

from typing import Any

import pytest
from tcgjudge.reference.legions.cards import parse_cards
from tcgjudge.reference.legions.setup import check_deck

from tcgjudge.engine.interface import IllegalActionError

CARDS: list[dict[str, Any]] = [
    {"id": "M-RW", "name": "Rune Master", "category": "master", "colors": ["red", "white"]},
    {"id": "R1", "name": "Red Soldier", "category": "minion", "colors": ["red"], "cost": 1, "atk": 1, "hp": 1, "wt": 1},
    *(
        {"id": f"F{i}", "name": f"Filler {i}", "category": "minion", "colors": ["red"], "cost": 9, "atk": 1, "hp": 1}
        | {"wt": 4}
        for i in range(40)
    ),
]
POOL = parse_cards(CARDS)
DECK = [f"F{i}" for i in range(40)]


def _clause(deck: list[str], restrictions: dict[str, Any]) -> str | None:
    try:
        check_deck(POOL, "M-RW", deck, restrictions)
    except IllegalActionError as error:
        return error.clause
    return None


@pytest.mark.parametrize(
    ("restrictions", "clause"),
    [
        ({"banned": ["Rune Master"]}, "23-2e"),  # the master is part of the deck (22-1)
        ({"joint": [["Rune Master", "Red Soldier"]]}, "23-2g"),
        ({"limited": {"Rune Master": 1}}, None),  # one master: within a limit of one
        ({"banned": ["Rune"]}, None),  # exact names only
    ],
)
def test_restrictions_read_the_master_too(restrictions: dict[str, Any], clause: str | None) -> None:
    assert _clause(["R1", *DECK[1:]], restrictions) == clause


def test_joint_use_needs_two_names_in_one_deck() -> None:
    restrictions = {"joint": [["Rune Master", "Red Soldier"]]}
    assert _clause(DECK, restrictions) is None
    assert _clause(["R1", *DECK[1:]], restrictions) == "23-2g"


def test_copies_rule_counts_only_the_main_deck() -> None:
    """23-2c names the main deck: the master's own name is not a fourth copy of anything."""
    assert _clause(DECK, {}) is None
