"""The harness answers forced decisions for a scenario, and refuses a step that means to act in one.

A decision whose only answer is to pass may be asked or skipped by an engine (docs/protocol.md, "Forced
decisions"); the harness answers it at once so both kinds of engine are judged alike. A step acting as that
player right after, while the engine no longer asks them anything, meant to act in the decision and would
test another rule: the harness stops it (``World.refuse_answered_decision``), naming both possible faults: the
engine left out an answer the scenario relies on, or the scenario acts in a forced decision (a suite bug). Every game's
whole suite runs against its reference engine skipping every forced decision (tests/test_protocol_run.py),
and One Piece's against one asking them all (tests/test_cli_run.py), so no scenario does it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from tcgjudge.steps.shared.world import World

from tcgjudge.engine.interface import Action, EngineInfo, IllegalActionError, Observation
from tcgjudge.registry import game_keys, get_game

GAME = next(key for key in game_keys() if sorted(get_game(key).decisions.pass_actions))
"""A game with pass actions: the only kind whose decisions can be forced."""
PASS = sorted(get_game(GAME).decisions.pass_actions)[0]


class Scripted:
    """p2 is asked a decision whose only answer is to pass; once passed, the engine asks ``then`` (kind, player)."""

    def __init__(self, then: tuple[str, str]) -> None:
        self.pending = {"kind": "question", "player": "p2"}
        self.then = {"kind": then[0], "player": then[1]}
        self.sent: list[Action] = []

    def info(self) -> EngineInfo:
        return EngineInfo("scripted", "0", (GAME,), frozenset())

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        pass

    def legal_actions(self) -> list[Action]:
        if self.pending["kind"] == "question":
            return [{"type": PASS, "player": "p2"}]
        return [{"type": "answer", "player": self.pending["player"]}, {"type": PASS, "player": self.pending["player"]}]

    def apply(self, action: Action) -> None:
        if action.get("player") != self.pending["player"]:
            raise IllegalActionError("turn", f"the pending decision belongs to {self.pending['player']}")
        self.sent.append(action)
        if self.pending["kind"] == "question":
            self.pending = self.then

    def observe(self) -> Observation:
        return {"pending": dict(self.pending), "log": [], "result": {"over": False}}

    def is_terminal(self) -> bool:
        return False

    def close(self) -> None:
        pass


def world_after_the_harness_answered(then: tuple[str, str]) -> tuple[World, Scripted]:
    engine = Scripted(then)
    world = World(engine=engine, game=GAME, started=True)
    world.settle_forced()
    assert engine.sent == [{"type": PASS, "player": "p2"}] and engine.pending == engine.then
    return world, engine


@pytest.fixture(autouse=True)
def _unchecked_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TCGJUDGE_CHECK_SETUPS", raising=False)  # the scripted actions follow no game's schema


@pytest.mark.parametrize("attempt", [True, False], ids=["tries", "does"])
def test_a_step_acting_in_a_forced_decision_the_harness_answered_is_a_suite_bug(attempt: bool) -> None:
    world, engine = world_after_the_harness_answered(then=("main", "p1"))
    asked = r"acts as p2 .* in p2's question decision, but the engine offered only .* engine now asks main for p1"
    with pytest.raises(AssertionError, match=asked):
        world.act({"type": "counter", "card": "h", "player": "p2"}, attempt=attempt)
    assert len(engine.sent) == 1, "the action must not reach the engine"


def test_checking_whether_the_player_may_act_there_is_refused_too() -> None:
    world, _ = world_after_the_harness_answered(then=("main", "p1"))
    with pytest.raises(AssertionError, match="a suite bug"):  # named beside the engine's possible fault
        world.refuse_answered_decision({"type": "counter", "card": "h", "player": "p2"})


def test_the_other_player_acts_as_usual() -> None:
    world, engine = world_after_the_harness_answered(then=("main", "p1"))
    world.act({"type": "answer", "player": "p1"})
    assert engine.sent[-1] == {"type": "answer", "player": "p1"}


def test_a_new_decision_of_the_same_player_is_theirs_to_answer() -> None:
    world, engine = world_after_the_harness_answered(then=("trigger", "p2"))
    world.act({"type": "answer", "player": "p2"})
    assert engine.sent[-1] == {"type": "answer", "player": "p2"}


def test_after_an_explicit_pass_the_player_may_be_tried_again() -> None:
    """The scenario says the decision is over: a later attempt is judged by the engine, as any other."""
    world, engine = world_after_the_harness_answered(then=("main", "p1"))
    world.act({"type": PASS, "player": "p2"})  # already given by the harness: not sent again
    world.act({"type": "counter", "card": "h", "player": "p2"}, attempt=True)
    assert world.rejected is not None and world.rejected.clause == "turn"
    assert len(engine.sent) == 1


def test_the_record_lasts_until_the_scenarios_next_action() -> None:
    world, engine = world_after_the_harness_answered(then=("main", "p1"))
    world.act({"type": "answer", "player": "p1"})
    world.act({"type": "counter", "card": "h", "player": "p2"}, attempt=True)
    assert world.rejected is not None and len(engine.sent) == 2
