"""The invariants of the game given by ``--tcg-game``, checked against the engine under test (``--tcg-engine``).

Run with ``pytest --pyargs tcgjudge.invariants --tcg-game GAME [--tcg-engine module:factory]``;
one state-machine test per kind of setup the game's kit generates.
"""

from __future__ import annotations

import copy

import pytest
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants.shared.examples import draw_examples
from tcgjudge.invariants.shared.profiles import active_settings
from tcgjudge.invariants.shared.records import game_kit
from tcgjudge.invariants.shared.state_machine import game_machine

from tcgjudge.engine.interface import Engine
from tcgjudge.registry import get_game, load_attribute


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "start" in metafunc.fixturenames:
        game = metafunc.config.getoption("--tcg-game")
        declared = get_game(str(game)) if game else None
        kinds = sorted(load_attribute(declared.invariants).setups) if declared and declared.invariants else []
        metafunc.parametrize("start", kinds or [pytest.param("none", marks=pytest.mark.skip(reason="no kit"))])


def test_invariants_hold_in_every_reachable_state(engine: Engine, tcg_game: str, start: str) -> None:
    probe(engine, tcg_game, start)
    run_state_machine_as_test(game_machine(engine, tcg_game, start), settings=active_settings())


def probe(engine: Engine, game: str, start: str) -> None:
    """Start one setup of this kind before Hypothesis runs: an engine that refuses it (``UnsupportedError``) is
    reported unsupported at once, rather than after Hypothesis has shrunk hundreds of refused setups."""
    (setup,) = draw_examples(game_kit(game).setups[start](), seed=0, count=1)
    engine.start(game, copy.deepcopy(setup))
