"""The plugin's command-line options, and what they describe: the game's suite, the engine, the selection."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tcgjudge.engine.interface import Engine, EngineInfo, Observation
from tcgjudge.engine.loader import load_command_engine, load_engine
from tcgjudge.engine.wrapper import EngineWrapper
from tcgjudge.protocol.client import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, EngineCommand
from tcgjudge.protocol.errors import ProtocolError
from tcgjudge.registry import get_game

STRICT_CLAUSES_OPTION = "--tcg-strict-clauses"
ENGINE_KEY = pytest.StashKey[Engine]()


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("tcgjudge", "tcgjudge conformance suite")
    group.addoption("--tcg-game", default=None, help="key of the game whose suite runs (see: tcgjudge games)")
    group.addoption("--tcg-engine", default="reference", help="engine under test: 'reference' or 'module:factory'")
    group.addoption("--tcg-results", default=None, help="write the JSON results file here, as results come")
    group.addoption(
        "--tcg-clause",
        action="append",
        default=[],
        help="only scenarios citing a clause matching this pattern (e.g. '7-1-4-*'); repeatable",
    )
    group.addoption("--tcg-chapter", action="append", default=[], help="only scenarios of this chapter; repeatable")
    group.addoption(
        "--tcg-engine-cmd",
        default=None,
        help="engine under test as a process speaking the JSON-lines protocol (docs/protocol.md); "
        "split like a shell command line, run without a shell",
    )
    group.addoption(
        "--tcg-engine-timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        help=f"seconds the engine process may take to answer one request (default {DEFAULT_TIMEOUT:g})",
    )
    group.addoption(
        "--tcg-engine-env",
        action="append",
        default=[],
        help="pass this environment variable on to the engine process (besides PATH, HOME, LANG, SYSTEMROOT, "
        "TMPDIR); repeatable",
    )
    group.addoption(
        STRICT_CLAUSES_OPTION,
        action="store_true",
        help="fail a scenario when the engine rejects an illegal action citing another clause than the scenario's "
        "(by default the clause is compared and reported as the run's clause agreement only)",
    )
    group.addoption(
        "--tcg-no-strict-decisions",
        action="store_true",
        default=False,
        help="do not fail scenarios whose engine asks for decisions the rules do not allow at that point",
    )
    group.addoption(
        "--tcg-engine-restarts",
        type=int,
        default=DEFAULT_MAX_RESTARTS,
        help="stop the run when the engine process has failed this many scenarios in a row (default 3)",
    )
    group.addoption(
        "--tcg-baseline",
        default=None,
        help="known failures (needs --tcg-results): the session fails only on new or changed failures",
    )


def suite_arguments(game: str) -> list[str]:
    """The pytest arguments that run ``game``'s suite: the suite's own ini file (isolated from the user's pytest
    configuration), its step library and ``--tcg-game``; callers add the engine and the rest."""
    from importlib import resources

    steps = get_game(game).steps
    if steps is None:
        raise ValueError(f"{game} has no step library")
    return ["-c", str(resources.files("tcgjudge").joinpath("suite.ini")), "--pyargs", steps, "--tcg-game", game]


def selection_of(config: pytest.Config) -> dict[str, Any]:
    """The options that narrowed the run (recorded in every report so a partial run never looks whole)."""
    return selection_record(
        config.getoption("keyword", "") or None,
        [str(pattern) for pattern in config.getoption("--tcg-clause")],
        [str(chapter) for chapter in config.getoption("--tcg-chapter")],
    )


def selection_record(keyword: str | None, clauses: Sequence[str], chapters: Sequence[str]) -> dict[str, Any]:
    """How a results file records a selection: empty for the whole suite."""
    if not (keyword or clauses or chapters):
        return {}
    return {"keyword": keyword, "clauses": list(clauses), "chapters": list(chapters)}


def engine_record(spec: str, info: EngineInfo) -> dict[str, Any]:
    """How a results file names the engine judged."""
    return {"spec": spec, "name": info.name, "version": info.version, "capabilities": sorted(info.capabilities)}


def engine_command(config: pytest.Config) -> EngineCommand | None:
    """The engine process the options describe (``--tcg-engine-cmd``), if any."""
    command = config.getoption("--tcg-engine-cmd", default=None)
    if not command:
        return None
    return EngineCommand(
        command=str(command),
        timeout=float(config.getoption("--tcg-engine-timeout")),
        env=tuple(config.getoption("--tcg-engine-env")),
        strict_decisions=not config.getoption("--tcg-no-strict-decisions"),
        max_restarts=int(config.getoption("--tcg-engine-restarts")),
    )


def engine_spec(config: pytest.Config) -> str:
    """The engine as the results file names it: ``cmd:<command>`` or the ``--tcg-engine`` spec."""
    command = engine_command(config)
    return command.spec if command is not None else str(config.getoption("--tcg-engine"))


def open_engine(config: pytest.Config, game: str) -> Engine:
    """A new engine as the options say: a process (``--tcg-engine-cmd``) or in-process (``--tcg-engine``), whose
    observations are then checked against the game's schema as the protocol's replies are."""
    command = engine_command(config)
    if command is not None:
        return load_command_engine(command, game)
    engine = load_engine(config.getoption("--tcg-engine"), game)
    from tcgjudge.protocol.validation import game_has_schemas  # the schema tools only where an engine runs

    return ObservationsChecked(engine, game) if game_has_schemas(game) else engine


class ObservationsChecked(EngineWrapper):
    """An in-process engine whose every observation is checked against the game's observation schema: a wrong
    shape is a protocol error naming the field, not a string of misleading step failures."""

    def __init__(self, inner: Engine, game: str) -> None:
        from tcgjudge.protocol.validation import problems

        super().__init__(inner)
        self.game = game
        self.problems = problems

    def observe(self) -> Observation:
        observation = self.inner.observe()
        found = self.problems(
            "observe-reply", {"id": 0, "result": {"observation": observation, "terminal": False}}, self.game
        )
        if found:
            where, problem = found[0]
            field = where.removeprefix("result/observation").lstrip("/") or "(root)"
            raise ProtocolError(
                f"the engine's observation does not follow {self.game}'s schema: {problem}", field=field
            )
        return observation


def session_engine(config: pytest.Config) -> Engine:
    """This process's engine: one per pytest process, so each xdist worker has its own engine process."""
    if ENGINE_KEY not in config.stash:
        game = config.getoption("--tcg-game")
        if not game:
            raise pytest.UsageError("--tcg-game is required to run a tcgjudge suite")
        config.stash[ENGINE_KEY] = open_engine(config, game)
    return config.stash[ENGINE_KEY]
