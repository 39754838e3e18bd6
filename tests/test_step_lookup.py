"""The step-lookup memo (tcgjudge.step_lookup) stays out of other tests and installs once.

That it finds exactly what pytest-bdd finds, for every step of every game, is checked on the whole-suite
run of each game (tests/test_protocol_run.py::test_the_whole_suite_holds_through_the_protocol_under_every_open_reading,
with the plugin tests/plugins/step_lookup_probe.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgjudge.step_lookup import _suite_module, install

PLUGINS = Path(__file__).parent / "plugins"


def test_install_is_idempotent() -> None:
    import importlib

    scenario = importlib.import_module("pytest_bdd.scenario")
    assert install() and install()
    lookup = scenario.find_fixturedefs_for_step
    assert not hasattr(lookup.__wrapped__, "__wrapped__")


class _Node:
    def __init__(self, module: object) -> None:
        self.module = module


def test_only_modules_in_the_suite_folder_are_memoized() -> None:
    import tcgjudge.steps.onepiece.world as suite_module

    assert _suite_module(_Node(suite_module)) == suite_module.__file__
    assert _suite_module(_Node(pytest)) is None
    assert _suite_module(_Node(None)) is None
