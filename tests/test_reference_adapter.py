"""The reference engines' shared adapter (reference/adapter.py): a listed action is applied to the engine's own
state in place, anything else through the copying step, and ``TCGJUDGE_CHECK_PURITY`` checks both paths."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from tcgjudge.invariants.shared.records import game_kit
from tcgjudge.reference.adapter import PURITY_VARIABLE, ReferenceEngine

from tcgjudge.engine.interface import EngineError, IllegalActionError
from tcgjudge.engine.loader import REFERENCE, load_engine
from tcgjudge.registry import all_games

GAMES = [game.key for game in all_games().values() if game.reference_engine]


def _started(game: str) -> ReferenceEngine[Any]:
    engine = load_engine(REFERENCE, game)
    assert isinstance(engine, ReferenceEngine)
    engine.start(game, game_kit(game).fresh_setup(1))
    return engine


def _first(engine: ReferenceEngine[Any]) -> dict[str, Any]:
    return dict(next(a for a in engine.legal_actions() if a["type"] != "concede"))


@pytest.mark.parametrize("game", GAMES)
def test_a_listed_action_changes_the_engines_own_state_and_plays_as_the_copying_step(game: str) -> None:
    in_place, copying = _started(game), _started(game)
    for _ in range(12):
        if in_place.is_terminal():
            break
        action = next(a for a in in_place.legal_actions() if a["type"] != "concede")
        before = in_place._need()
        in_place.apply(action)
        copying.apply(dict(action))  # never listed by this engine: the copying step
        assert in_place.observe() == copying.observe()
    assert in_place._need() is before  # the last steps were made in place (the first one copies the new game)
    assert copying._need() is not before


@pytest.mark.parametrize("game", GAMES)
def test_a_listed_action_changed_by_the_caller_is_not_trusted(game: str) -> None:
    engine = _started(game)
    engine.apply(_first(engine))
    listed = engine.legal_actions()
    state, observed = engine._need(), engine.observe()
    listed[0]["type"] = "no_such_action"  # the caller's copy changed after listing
    with pytest.raises((IllegalActionError, EngineError)):
        engine.apply(listed[0])
    assert engine._need() is state and engine.observe() == observed


@pytest.mark.parametrize("game", GAMES)
def test_a_listed_action_the_core_rejects_abandons_the_game(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    engine = _started(game)
    engine.apply(_first(engine))
    action = _first(engine)

    def rejects(s: Any, a: dict[str, Any]) -> None:
        raise IllegalActionError("0-0", "rejected after all")

    monkeypatch.setattr(sys.modules[engine._core_module], "apply_action", rejects)
    with pytest.raises(EngineError, match="which it had listed"):
        engine.apply(action)
    with pytest.raises(EngineError, match="no game in progress"):
        engine.observe()


@pytest.mark.parametrize("game", GAMES)
def test_the_purity_check_reports_a_step_that_changes_the_state_before_it(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PURITY_VARIABLE, "1")
    engine = _started(game)
    core = sys.modules[engine._core_module]
    step = core.step

    def leaky(s: Any, action: dict[str, Any]) -> Any:
        s.log.append({"event": "leak"})  # a change made in place to the state before the step
        return step(s, action)

    monkeypatch.setattr(core, "step", leaky)
    with pytest.raises(AssertionError, match="changed the state before it"):
        engine.apply(_first(engine))


@pytest.mark.parametrize("game", GAMES)
def test_the_purity_check_reports_an_in_place_step_that_differs(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PURITY_VARIABLE, "1")
    engine = _started(game)
    engine.apply(_first(engine))
    engine.apply(_first(engine))  # not listed: both copying steps, checked and passed
    core = sys.modules[engine._core_module]
    monkeypatch.setattr(engine, "_step_in_place", lambda s, action: core.apply_action(s, action))  # no advance
    action = next(a for a in engine.legal_actions() if a["type"] != "concede")
    with pytest.raises(AssertionError, match="differs from the copying step"):
        engine.apply(action)


@pytest.mark.parametrize("game", GAMES)
def test_the_purity_check_reports_an_observation_sharing_the_state(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An observation holding the state's own log would change under the in-place path: reported."""
    monkeypatch.setenv(PURITY_VARIABLE, "1")
    engine = _started(game)
    engine.apply(_first(engine))
    monkeypatch.setattr(sys.modules[engine._core_module], "observe", lambda s: {"log": s.log})
    engine.observe()
    action = next(a for a in engine.legal_actions() if a["type"] != "concede")
    with pytest.raises(AssertionError, match="changed the observation returned before"):
        engine.apply(action)
