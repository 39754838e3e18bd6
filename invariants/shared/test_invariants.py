"""The invariants of the game given by ``--tcg-game``, checked against the engine under test (``--tcg-engine``).

Run with ``pytest --pyargs tcgjudge.invariants --tcg-game GAME [--tcg-engine module:factory]``;
one state-machine test per kind of setup the game's kit generates.
"""

from __future__ import annotations

import pytest
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants.shared.profiles import active_settings
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
    run_state_machine_as_test(game_machine(engine, tcg_game, start), settings=active_settings())
