"""Recording what a game's scenarios declare: the pytest plugin and engine ``tcgjudge explore`` runs the suite with.

``python -m pytest <the game's suite> -p tcgjudge.explore.recorder --tcg-engine tcgjudge.explore.recorder:make_engine``
runs every scenario against the game's reference engine and appends one JSON line per game a scenario started
to ``$TCGJUDGE_EXPLORE_RECORD``: the scenario's name and clauses, its setup, and the actions the engine
accepted, each card named by its first id. The scenarios' own verdicts do not matter here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from tcgjudge.engine.interface import Action, Engine, IllegalActionError, Setup
from tcgjudge.engine.wrapper import EngineWrapper
from tcgjudge.explore.normalise import Follower
from tcgjudge.registry import get_game, load_attribute

RECORD_VARIABLE = "TCGJUDGE_EXPLORE_RECORD"
VERSION = "2"
"""What the recordings hold (part of their cache key): 2 records rejected setups too."""
GAME_VARIABLE = "TCGJUDGE_EXPLORE_GAME"
_current: dict[str, Any] = {"scenario": "", "clauses": []}


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Note which scenario runs (its title and the clauses it cites), for the games it starts."""
    _current["scenario"] = item.name
    _current["clauses"] = [str(mark.args[0]) for mark in item.iter_markers("tcg_clause")]


class RecordingEngine(EngineWrapper):
    """The reference engine, writing each started game with the actions it accepted."""

    def __init__(self, inner: Engine, game: str, path: Path) -> None:
        super().__init__(inner)
        self.path = path
        self.follower = Follower(get_game(game).renames)
        self.record: dict[str, Any] | None = None

    def _flush(self) -> None:
        if self.record is not None:
            with self.path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(self.record) + "\n")
            self.record = None

    def start(self, game: str, setup: Setup) -> None:
        """Record the setup, also one the engine rejects (an illegal deck): explore compares that verdict too."""
        self._flush()
        copied = json.loads(json.dumps(dict(setup)))
        self.follower.reset()
        self.record = {**_current, "setup": copied, "actions": []}
        try:
            self.inner.start(game, setup)
        except IllegalActionError:
            self._flush()
            raise

    def apply(self, action: Action) -> None:
        self.follower.follow(self.inner.observe()["log"])
        named = self.follower.named(action)
        self.inner.apply(action)
        if self.record is not None:
            self.record["actions"].append(named)

    def close(self) -> None:
        self._flush()
        self.inner.close()


def make_engine() -> RecordingEngine:
    """The factory the recording run names (the game and the file come from the environment)."""
    game = os.environ[GAME_VARIABLE]
    spec = get_game(game).reference_engine
    assert spec is not None, f"{game} has no reference engine"
    return RecordingEngine(load_attribute(spec)(), game, Path(os.environ[RECORD_VARIABLE]))
