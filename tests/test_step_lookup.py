"""The step-lookup memo (tcgjudge.step_lookup) finds exactly what pytest-bdd finds, and stays out of other tests."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tcgjudge.plugin import suite_arguments
from tcgjudge.registry import all_games, get_game
from tcgjudge.step_lookup import _suite_module, install

PLUGINS = Path(__file__).parent / "plugins"


@pytest.mark.parametrize("game", [game.key for game in all_games().values() if game.has_scenarios()])
def test_memoized_lookup_equals_pytest_bdd_for_every_step_of_every_chapter(game: str) -> None:
    command = [
        sys.executable,
        "-m",
        "pytest",
        *suite_arguments(game),
        "-p",
        "step_lookup_probe",
        "-q",
    ]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    compared = re.search(r"step lookups compared: (\d+)", done.stdout)
    written = written_steps(game)
    assert compared is not None and int(compared.group(1)) >= written > 0, (written, done.stdout[-2000:])


def written_steps(game: str) -> int:
    """How many step lines the game's feature files hold (each is looked up at least once)."""
    keywords = ("Given ", "When ", "Then ", "And ", "But ")
    files = get_game(game).features_dir.rglob("*.feature")
    return sum(line.strip().startswith(keywords) for path in files for line in path.read_text("utf-8").splitlines())


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
