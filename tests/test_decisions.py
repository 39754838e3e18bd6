"""Strict decisions follow who decides what by the rules, not the reference engine's bookkeeping."""

from __future__ import annotations

from typing import Any

import pytest

from tcgjudge.registry import get_game

MAIN = {"phase": "main", "turn_player": "p1", "battle": None}


def _battle(step: str | None) -> dict[str, Any]:
    return {**MAIN, "battle": {"step": step, "attacker": "a", "target": "p2-leader"}} if step else MAIN


@pytest.mark.parametrize(
    ("kind", "player", "observation", "allowed"),
    [
        ("main", "p1", MAIN, True),
        ("main", "p2", MAIN, False),
        ("main", "p1", _battle("counter"), False),
        ("block", "p2", _battle("block"), True),
        ("block", "p2", _battle("counter"), False),
        ("block", "p1", _battle("block"), False),
        ("counter", "p2", _battle("counter"), True),
        ("counter", "p2", MAIN, False),
        ("trigger", "p2", _battle("damage"), True),
        ("trigger", "p2", MAIN, True),  # an engine that closed its battle before the [Trigger] resolves
        ("trigger", "p1", _battle("damage"), False),
        ("select", "p1", MAIN, True),
        ("select", "p2", _battle("counter"), True),
        ("redraw", "p1", MAIN, False),
        ("redraw", "p1", {**MAIN, "phase": "setup"}, True),
    ],
)
def test_who_may_decide_what(kind: str, player: str, observation: dict[str, Any], allowed: bool) -> None:
    check = get_game("onepiece").decisions.check
    assert check is not None
    problems = check({"kind": kind, "player": player}, observation)
    assert (problems == []) == allowed, problems
