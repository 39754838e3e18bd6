"""Invariants of One Piece checked against the engine under test (``--tcg-engine``).

Run with ``pytest --pyargs tcgjudge.invariants --tcg-game onepiece [--tcg-engine module:factory]``.
"""

from __future__ import annotations

import pytest
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants.onepiece_checks import INVARIANTS
from tcgjudge.invariants.onepiece_states import declared_setups, fresh_setups
from tcgjudge.invariants.profiles import active_settings
from tcgjudge.invariants.state_machine import machine_for

from tcgjudge.engine.interface import Engine


@pytest.mark.parametrize("start", ["declared", "fresh"])
def test_invariants_hold_in_every_reachable_state(engine: Engine, start: str) -> None:
    setups = declared_setups() if start == "declared" else fresh_setups()
    machine = machine_for(engine, "onepiece", setups, INVARIANTS)
    run_state_machine_as_test(machine, settings=active_settings())
