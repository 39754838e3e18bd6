"""Granblue Fantasy's decision rule for the choice of replacement effects (8-10-2-1, 8-10-2-2)."""

from __future__ import annotations

from typing import Any

from tcgjudge.games.gbf import check_decision


def _observation(turn_player: str) -> dict[str, Any]:
    crew = {"id": "double", "card": "DOUBLE", "known_to": ["p1", "p2"], "active": True, "level": []}
    return {
        "phase": "battle",
        "turn_player": turn_player,
        "players": {"p1": {"crew": [], "captains": []}, "p2": {"crew": [crew], "captains": []}},
    }


def test_the_affected_cards_master_decides_even_on_the_opponents_turn() -> None:
    decision = {"player": "p2", "kind": "apply_replacements", "options": ["double/0", "double/1"]}
    assert check_decision(decision, _observation("p1")) == []


def test_another_player_deciding_is_a_problem() -> None:
    decision = {"player": "p1", "kind": "apply_replacements", "options": ["double/0", "double/1"]}
    problems = check_decision(decision, _observation("p1"))
    assert len(problems) == 1 and "not its master" in problems[0]


def test_the_options_are_read_from_the_pending_decision_when_the_decision_has_none() -> None:
    observation = {**_observation("p1"), "pending": {"options": ["double/0"]}}
    problems = check_decision({"player": "p1", "kind": "apply_replacements"}, observation)
    assert problems and "double" in problems[0]
