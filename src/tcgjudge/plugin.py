"""The pytest plugin: a thin switchboard of hooks over ``tcgjudge.harness`` (options, items, outcomes, recording).

Registered through the ``pytest11`` entry point, so both ``tcgjudge run`` and plain
``pytest --pyargs tcgjudge.steps.<game> --tcg-game <game>`` use it. In any other pytest
session (no ``--tcg-game``) it only adds its options: the step-lookup memo and the
results machinery stay out of a user's own tests. Each scenario item carries one typed record
(``tcgjudge.harness.record.ScenarioRecord``) from collection to its reports.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from tcgjudge.engine.interface import Engine
from tcgjudge.gherkin_cache import install as install_gherkin_cache
from tcgjudge.harness import items as scenario_items
from tcgjudge.harness import outcomes, recording
from tcgjudge.harness.options import (
    ENGINE_KEY,
    STRICT_CLAUSES_OPTION,
    add_options,
    engine_command,
    engine_record,
    engine_spec,
    open_engine,
    selection_of,
    selection_record,
    session_engine,
    suite_arguments,
)
from tcgjudge.harness.outcomes import outcome_of, unsupported_cause, unsupported_reason
from tcgjudge.harness.record import REPORT_ATTRIBUTE, ScenarioRecord, record_clause_check, record_of
from tcgjudge.interrupts import make_interruptible
from tcgjudge.registry import UnknownGameError, get_game
from tcgjudge.results import UNSUPPORTED_PREFIX
from tcgjudge.step_lookup import install as install_step_memo

__all__ = [
    "STRICT_CLAUSES_OPTION",
    "ScenarioRecord",
    "engine_command",
    "engine_record",
    "engine_spec",
    "open_engine",
    "outcome_of",
    "record_clause_check",
    "selection_of",
    "selection_record",
    "suite_arguments",
    "unsupported_cause",
    "unsupported_reason",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    add_options(parser)


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
    install_gherkin_cache()
    if hasattr(config, "workerinput"):
        make_interruptible()  # execnet stops a busy worker with SIGINT: its engine must go with it
    recording.start(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    """After pytest wrote ``--junitxml`` (at session finish), name its test cases after the scenarios."""
    xml_path = getattr(config.option, "xmlpath", None)
    if xml_path and config.getoption("--tcg-game", default=None) and Path(xml_path).is_file():
        from tcgjudge.report.junit import retitle

        try:
            retitle(Path(xml_path))
        except OSError as error:
            recording.note_write_error(config, xml_path, error)
            Path(xml_path).unlink(missing_ok=True)


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> Any:
    """Turn ``@clause:<id>`` and ``@needs:<capability>`` tags into markers."""
    return scenario_items.apply_tag(tag, function)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    scenario_items.select(config, items)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Keep the scenario's steps as run, so a report can show them with the failing one marked."""
    record = record_of(request.node)
    if record is not None:
        record.steps = tuple(f"{step.keyword} {step.name}" for step in scenario.steps)


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """A scenario whose steps passed still fails if its engine process wrote a line no request asked for."""
    record = record_of(request.node)
    engine = request.config.stash.get(ENGINE_KEY, None)
    check_quiet = getattr(engine, "check_quiet", None)
    if record is not None and record.failed_step is None and check_quiet is not None:
        check_quiet()


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
    record = record_of(request.node)
    if index is not None and record is not None:
        record.failed_step = index


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """The engine under test; one process-wide instance, a fresh game per scenario."""
    yield session_engine(request.config)


@pytest.fixture
def tcg_game(request: pytest.FixtureRequest) -> str:
    return str(request.config.getoption("--tcg-game"))


def pytest_runtest_setup(item: pytest.Item) -> None:
    needs = sorted(scenario_items.scenario_needs(item))
    if needs:
        capabilities = session_engine(item.config).info().capabilities
        missing = [need for need in needs if need not in capabilities]
        if missing:
            record = record_of(item)
            if record is not None:
                record.unsupported_cause = "undeclared"
            pytest.skip(f"{UNSUPPORTED_PREFIX} engine lacks {', '.join(missing)}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Classify the report (``tcgjudge.harness.outcomes``) and give it a snapshot of the scenario's record; the
    teardown report, the one pytest's JUnit writer reads, also gets the record's JUnit properties and the failure
    kind results.json gives the scenario (taken from the report the result comes from: the teardown's own phase
    has none unless the teardown itself failed)."""
    report = yield
    record = record_of(item)
    phase = outcomes.judge_phase(item, call, report, record)
    setattr(report, REPORT_ATTRIBUTE, phase.data())
    if outcomes.decides_the_result(report):
        item.stash[_FAILURE_KIND_KEY] = outcomes.outcome(report, phase.failure_kind)[1]
    if report.when == "teardown":
        junit = record.junit_properties() if record is not None else []
        kind = item.stash.get(_FAILURE_KIND_KEY, "")
        if not kind and not report.passed:  # the scenario passed, then its teardown failed
            kind = outcomes.outcome(report, phase.failure_kind)[1]
        report.user_properties.extend([*junit, ("failure_kind", kind)])
    return report


_FAILURE_KIND_KEY = pytest.StashKey[str]()
"""The failure kind of the report an item's result was taken from, kept for its teardown report (JUnit)."""


@pytest.hookimpl(tryfirst=True)  # before pytest's JUnit writer, which a full disk can stop
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    recording.finish(session, exitstatus)
