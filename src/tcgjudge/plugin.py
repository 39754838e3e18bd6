"""The pytest plugin: engine fixture, clause tags, selection, results, baseline gate.

Registered through the ``pytest11`` entry point, so both ``tcgjudge run`` and plain
``pytest --pyargs tcgjudge.steps.<game> --tcg-game <game>`` use it. In any other pytest
session (no ``--tcg-game``) it only adds its options: the step-lookup memo and the
results machinery stay out of a user's own tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from tcgjudge.catalog import primary_first, selected
from tcgjudge.engine.interface import (
    Engine,
    EngineError,
    EngineInfo,
    IllegalActionError,
    UndeclaredCapabilityError,
    UnsupportedError,
)
from tcgjudge.engine.loader import EngineLoadError, load_command_engine, load_engine
from tcgjudge.gate import ExitCode, judge, load_baseline
from tcgjudge.interrupts import make_interruptible
from tcgjudge.protocol.client import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, EngineCommand
from tcgjudge.protocol.errors import EngineGaveUpError, ProtocolError
from tcgjudge.registry import UnknownGameError, get_game
from tcgjudge.results import (
    UNSUPPORTED_PREFIX,
    FailureKind,
    Outcome,
    RunResults,
    ScenarioResult,
    UnsupportedCause,
    scenario_key,
)
from tcgjudge.step_lookup import install as install_step_memo

_ENGINE_KEY = pytest.StashKey[Engine]()
_RECORDER_KEY = pytest.StashKey["ResultsRecorder"]()
_FATAL_KEY = pytest.StashKey["FatalWatch"]()
FATAL_PROPERTY = "engine_fatal"
"""A report carrying this user property stopped the run: the engine cannot go on (exit code 3)."""
CLAUSE_CHECK_PROPERTY = "clause_check"
STEPS_PROPERTY = "steps"
FAILED_STEP_PROPERTY = "failed_step"
STRICT_CLAUSES_OPTION = "--tcg-strict-clauses"
UNSUPPORTED_CAUSE_PROPERTY = "unsupported_cause"
"""Why an unsupported scenario was not run: ``undeclared`` or ``refused`` (tcgjudge.results.UNSUPPORTED_CAUSES)."""


def suite_arguments(game: str) -> list[str]:
    """The pytest arguments that run ``game``'s suite: the suite's own ini file (isolated from the user's pytest
    configuration), its step library and ``--tcg-game``; callers add the engine and the rest."""
    from importlib import resources

    steps = get_game(game).steps
    if steps is None:
        raise ValueError(f"{game} has no step library")
    return ["-c", str(resources.files("tcgjudge").joinpath("suite.ini")), "--pyargs", steps, "--tcg-game", game]


def record_clause_check(node: pytest.Item, expected: tuple[str, ...], cited: str | None) -> None:
    """Note one comparison of the clause an engine cited for a rejection with the scenario's (for clause agreement)."""
    node.user_properties.append((CLAUSE_CHECK_PROPERTY, json.dumps({"expected": list(expected), "cited": cited})))


def pytest_addoption(parser: pytest.Parser) -> None:
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


def pytest_unconfigure(config: pytest.Config) -> None:
    """After pytest wrote ``--junitxml`` (at session finish), name its test cases after the scenarios."""
    xml_path = getattr(config.option, "xmlpath", None)
    if xml_path and config.getoption("--tcg-game", default=None) and Path(xml_path).is_file():
        from tcgjudge.report.junit import retitle

        retitle(Path(xml_path))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "tcg_clause(id): a rules clause this scenario checks")
    config.addinivalue_line("markers", "tcg_needs(capability): an engine capability this scenario needs")
    game = config.getoption("--tcg-game", default=None)
    if not game:
        return
    try:
        get_game(str(game))
    except UnknownGameError as error:
        raise pytest.UsageError(str(error)) from None
    install_step_memo()
    if hasattr(config, "workerinput"):
        make_interruptible()  # execnet stops a busy worker with SIGINT: its engine must go with it
    watch = FatalWatch()
    config.stash[_FATAL_KEY] = watch
    config.pluginmanager.register(watch, "tcgjudge-fatal")
    results = config.getoption("--tcg-results", default=None)
    if results and not hasattr(config, "workerinput"):
        recorder = ResultsRecorder(Path(results), config)
        config.stash[_RECORDER_KEY] = recorder
        config.pluginmanager.register(recorder, "tcgjudge-results")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Keep the scenario's steps as run, so a report can show them with the failing one marked."""
    steps = [f"{step.keyword} {step.name}" for step in scenario.steps]
    request.node.user_properties.append((STEPS_PROPERTY, json.dumps(steps, ensure_ascii=False)))


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    step_func_args: Any,
    exception: Exception,
) -> None:
    _mark_failed_step(request, scenario, step)


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    _mark_failed_step(request, scenario, step)


def _mark_failed_step(request: pytest.FixtureRequest, scenario: Any, step: Any) -> None:
    index = next((n for n, candidate in enumerate(scenario.steps) if candidate is step), None)
    if index is not None:
        request.node.user_properties.append((FAILED_STEP_PROPERTY, str(index)))


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> Any:
    """Turn ``@clause:<id>`` and ``@needs:<capability>`` tags into markers."""
    if tag.startswith("clause:"):
        return pytest.mark.tcg_clause(tag.removeprefix("clause:"))(function)
    if tag.startswith("needs:"):
        return pytest.mark.tcg_needs(tag.removeprefix("needs:"))(function)
    return None


def item_clauses(item: pytest.Item) -> list[str]:
    """Clause ids of a scenario item, primary (the one its title begins with) first."""
    return primary_first(_scenario_name(item), [str(mark.args[0]) for mark in item.iter_markers("tcg_clause")])[0]


def _template(item: pytest.Item) -> Any:
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    function = getattr(item, "function", None)
    return scenario_wrapper_template_registry.get(function) if function is not None else None


def _scenario_name(item: pytest.Item) -> str:
    template = _template(item)
    return str(template.name) if template is not None else item.name


def _feature_line(item: pytest.Item) -> str:
    """The line of the scenario in its feature file ("" when pytest-bdd does not say)."""
    template = _template(item)
    line = getattr(template, "line_number", None) if template is not None else None
    return str(line) if line else ""


def _example_id(item: pytest.Item) -> str:
    """The Examples row of a scenario outline ("" for a plain scenario)."""
    callspec = getattr(item, "callspec", None)
    return str(callspec.id) if callspec is not None else ""


def _feature_file(item: pytest.Item) -> str:
    template = _template(item)
    return str(template.feature.filename) if template is not None else str(item.path)


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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    patterns = config.getoption("--tcg-clause")
    chapters = [str(chapter) for chapter in config.getoption("--tcg-chapter")]
    game = str(config.getoption("--tcg-game") or "")
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        clauses = item_clauses(item)
        if clauses:
            item.user_properties.extend(
                [
                    ("clause", clauses[0]),
                    ("clauses", " ".join(clauses)),
                    ("game", game),
                    ("feature", _feature_file(item)),
                    ("line", _feature_line(item)),
                    ("scenario", _scenario_name(item)),
                    ("example", _example_id(item)),
                ]
            )
        (keep if not (patterns or chapters) or selected(game, clauses, patterns, chapters) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


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
    """A new engine as the options say: a process (``--tcg-engine-cmd``) or in-process (``--tcg-engine``)."""
    command = engine_command(config)
    if command is not None:
        return load_command_engine(command, game)
    return load_engine(config.getoption("--tcg-engine"), game)


def _session_engine(config: pytest.Config) -> Engine:
    """This process's engine: one per pytest process, so each xdist worker has its own engine process."""
    if _ENGINE_KEY not in config.stash:
        game = config.getoption("--tcg-game")
        if not game:
            raise pytest.UsageError("--tcg-game is required to run a tcgjudge suite")
        config.stash[_ENGINE_KEY] = open_engine(config, game)
    return config.stash[_ENGINE_KEY]


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """The engine under test; one process-wide instance, a fresh game per scenario."""
    yield _session_engine(request.config)


@pytest.fixture
def tcg_game(request: pytest.FixtureRequest) -> str:
    return str(request.config.getoption("--tcg-game"))


def scenario_needs(item: pytest.Item) -> frozenset[str]:
    """The capabilities a scenario's ``@needs`` tags name."""
    return frozenset(str(mark.args[0]) for mark in item.iter_markers("tcg_needs"))


def pytest_runtest_setup(item: pytest.Item) -> None:
    needs = sorted(scenario_needs(item))
    if needs:
        capabilities = _session_engine(item.config).info().capabilities
        missing = [need for need in needs if need not in capabilities]
        if missing:
            item.user_properties.append((UNSUPPORTED_CAUSE_PROPERTY, "undeclared"))
            pytest.skip(f"{UNSUPPORTED_PREFIX} engine lacks {', '.join(missing)}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    kind: FailureKind = ""
    if call.excinfo is not None and call.excinfo.errisinstance((EngineGaveUpError, EngineLoadError)):
        # The engine cannot go on: stop the run (exit code 3); results so far are kept.
        message = f"the run stopped: {call.excinfo.value}"
        report.user_properties.append((FATAL_PROPERTY, message))
        item.session.shouldstop = message
        kind = "engine-error"
    elif call.excinfo is not None and report.when == "call":
        error = call.excinfo.value
        # Only a scenario of the suite is "unsupported"; in any other test an UnsupportedError is an error.
        if isinstance(error, UnsupportedError) and item.get_closest_marker("tcg_clause") is not None:
            report.outcome = "skipped"
            report.longrepr = (str(item.path), item.location[1] or 0, unsupported_reason(error))
            cause = "undeclared" if isinstance(error, UndeclaredCapabilityError) else "refused"
            report.user_properties.append((UNSUPPORTED_CAUSE_PROPERTY, cause))
            item.user_properties.append((UNSUPPORTED_CAUSE_PROPERTY, cause))  # for the JUnit file, written later
            kind = "unsupported"
        elif call.excinfo.errisinstance((AssertionError, IllegalActionError)):
            # An engine refusing a move the rules allow is a rules verdict, not a crash.
            kind = "assertion"
        elif call.excinfo.errisinstance(ProtocolError):
            kind = "protocol"
        elif call.excinfo.errisinstance(TimeoutError):
            kind = "timeout"
        elif call.excinfo.errisinstance(EngineError):
            kind = "engine-error"
        else:
            kind = "engine-error"
    report.user_properties.append(("failure_kind", kind))
    return report


def unsupported_reason(error: UnsupportedError) -> str:
    """The reason recorded for an unsupported scenario: the capability the engine lacks (it does not declare it)
    or refused (it answered ``unsupported``), then the harness's or the engine's words if any."""
    verb = "lacks" if isinstance(error, UndeclaredCapabilityError) else "refused"
    return f"{UNSUPPORTED_PREFIX} engine {verb} {error.capability}" + (f" ({error.message})" if error.message else "")


def unsupported_cause(outcome: Outcome, recorded: object) -> UnsupportedCause:
    """The cause a report recorded for an unsupported scenario ("" for any other outcome)."""
    if outcome != "unsupported":
        return ""
    return "undeclared" if recorded == "undeclared" else "refused"


def outcome_of(report: pytest.TestReport) -> Outcome:
    """The scenario outcome a report stands for, in the words of every report (unsupported, not skipped)."""
    kind = str(dict(report.user_properties).get("failure_kind", ""))
    return _outcome(report, kind)[0]


def _outcome(report: pytest.TestReport, kind: str) -> tuple[Outcome, FailureKind, str]:
    message = ""
    if report.longrepr is not None:
        if isinstance(report.longrepr, tuple):
            message = str(report.longrepr[2])
        else:
            crash = getattr(report.longrepr, "reprcrash", None)
            message = crash.message if crash is not None else str(report.longrepr)
    if report.passed:
        return "passed", "", ""
    if report.skipped:
        reason = message.removeprefix("Skipped: ")
        if reason.startswith(UNSUPPORTED_PREFIX):
            return "unsupported", "unsupported", reason
        return "skipped", "skipped", reason
    if report.when != "call":
        return "error", "engine-error", message
    if kind in ("assertion", ""):
        return "failed", "assertion", message
    return "error", kind, message  # type: ignore[return-value]


class ResultsRecorder:
    """Collects scenario results on the controlling process and rewrites the file after each one."""

    def __init__(self, path: Path, config: pytest.Config) -> None:
        self.path = path
        self.config = config
        self.run: RunResults | None = None

    def _ensure_run(self) -> RunResults:
        if self.run is None:
            game = str(self.config.getoption("--tcg-game"))
            spec = engine_spec(self.config)
            try:
                if _ENGINE_KEY in self.config.stash:
                    info = self.config.stash[_ENGINE_KEY].info()
                else:
                    probe = open_engine(self.config, game)
                    info = probe.info()
                    probe.close()
                engine = engine_record(spec, info)
            except Exception as error:  # reported, not fatal: results still get written
                engine = {"spec": spec, "name": "?", "version": "?", "error": str(error)}
            self.run = RunResults.begin(game, engine, selection_of(self.config))
            self.run.write(self.path)
        return self.run

    def add(self, report: pytest.TestReport) -> None:
        properties = dict(report.user_properties)
        if "clause" not in properties:
            return
        outcome, kind, message = _outcome(report, str(properties.get("failure_kind", "")))
        run = self._ensure_run()
        run.results.append(
            ScenarioResult(
                key=scenario_key(
                    str(properties["feature"]), str(properties["scenario"]), str(properties.get("example", ""))
                ),
                nodeid=report.nodeid,
                feature=Path(str(properties["feature"])).name,
                scenario=str(properties["scenario"]),
                clauses=tuple(str(properties["clauses"]).split()),
                outcome=outcome,
                failure_kind=kind,
                message=message[:2000],
                duration=round(report.duration, 4),
                clause_checks=tuple(
                    json.loads(str(value)) for name, value in report.user_properties if name == CLAUSE_CHECK_PROPERTY
                ),
                line=int(str(properties.get("line") or 0)),
                example=str(properties.get("example", "")),
                steps=tuple(json.loads(str(properties[STEPS_PROPERTY]))) if STEPS_PROPERTY in properties else (),
                failed_step=int(str(properties[FAILED_STEP_PROPERTY])) if FAILED_STEP_PROPERTY in properties else None,
                unsupported_cause=unsupported_cause(outcome, properties.get(UNSUPPORTED_CAUSE_PROPERTY)),
            )
        )
        run.write(self.path)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One record per scenario: its call, or its setup when that did not pass."""
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.add(report)

    def finish_fatal(self, message: str) -> None:
        """Note in the results why the run stopped early (the engine could not go on)."""
        run = self._ensure_run()
        run.engine["error"] = message
        run.write(self.path)

    def finish(self, complete: bool) -> RunResults:
        run = self._ensure_run()
        run.end(complete)
        run.write(self.path)
        return run


class FatalWatch:
    """Remembers (on the controlling process too, under xdist) the first scenario that stopped the run."""

    def __init__(self) -> None:
        self.message: str | None = None

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        for name, value in report.user_properties:
            if name == FATAL_PROPERTY and self.message is None:
                self.message = str(value)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    fatal = config.stash[_FATAL_KEY].message if _FATAL_KEY in config.stash else None
    if fatal is not None and _RECORDER_KEY in config.stash:
        config.stash[_RECORDER_KEY].finish_fatal(fatal)
    if _RECORDER_KEY in config.stash:
        interrupted = exitstatus == pytest.ExitCode.INTERRUPTED
        run = config.stash[_RECORDER_KEY].finish(complete=not interrupted and fatal is None)
        baseline_path = config.getoption("--tcg-baseline")
        if baseline_path and not interrupted and exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            outcome = judge(run, load_baseline(Path(baseline_path)))
            session.exitstatus = pytest.ExitCode.OK if outcome.exit_code == 0 else pytest.ExitCode.TESTS_FAILED
    if fatal is not None:
        session.exitstatus = int(ExitCode.ENGINE)
    if _ENGINE_KEY in config.stash:
        config.stash[_ENGINE_KEY].close()
