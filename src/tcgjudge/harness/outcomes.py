"""What a report means: the failure kind of what went wrong, and the outcome in the words of every report."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import pytest
from pytest_bdd.exceptions import StepDefinitionNotFoundError

from tcgjudge.engine.interface import (
    EngineError,
    IllegalActionError,
    UndeclaredCapabilityError,
    UnsupportedError,
)
from tcgjudge.engine.loader import EngineLoadError
from tcgjudge.harness.record import PhaseRecord, ScenarioRecord
from tcgjudge.protocol.errors import EngineGaveUpError, ProtocolError
from tcgjudge.results import UNSUPPORTED_PREFIX, FailureKind, Outcome, UnsupportedCause


def judge_phase(
    item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport, record: ScenarioRecord | None
) -> PhaseRecord:
    """Classify what went wrong in one phase of an item, turning an unsupported scenario's failure into a skip
    (and noting its cause in ``record``) and stopping the run when the engine cannot go on."""
    kind: FailureKind = ""
    fatal: str | None = None
    if call.excinfo is not None and call.excinfo.errisinstance((EngineGaveUpError, EngineLoadError)):
        # The engine cannot go on: stop the run (exit code 3); results so far are kept.
        fatal = f"the run stopped: {call.excinfo.value}"
        item.session.shouldstop = fatal
        kind = "engine-error"
    elif call.excinfo is not None and report.when == "call":
        error = call.excinfo.value
        # Only a scenario or an invariant of the suite is "unsupported"; in any other test it is an error.
        if isinstance(error, UnsupportedError) and (
            item.get_closest_marker("tcg_clause") is not None or invariant(item)
        ):
            report.outcome = "skipped"
            report.longrepr = (str(item.path), item.location[1] or 0, unsupported_reason(error))
            if record is not None:
                record.unsupported_cause = "undeclared" if isinstance(error, UndeclaredCapabilityError) else "refused"
            kind = "unsupported"
        elif call.excinfo.errisinstance(StepDefinitionNotFoundError):
            # A step no definition matches is a bug of the suite, not of the engine under test.
            kind = "suite-error"
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
    return PhaseRecord(failure_kind=kind, fatal=fatal, scenario=record)


@functools.cache
def _invariants_folder() -> Path | None:
    spec = importlib.util.find_spec("tcgjudge.invariants")
    return Path(spec.origin).resolve().parent if spec is not None and spec.origin else None


def invariant(item: pytest.Item) -> bool:
    """Whether ``item`` is one of the suite's invariant tests (``tcgjudge.invariants``)."""
    folder = _invariants_folder()
    return folder is not None and folder in Path(item.path).resolve().parents


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


def decides_the_result(report: pytest.TestReport) -> bool:
    """Whether ``report`` is the one a scenario's result is taken from: its call, or its setup when that did not
    pass (the scenario never ran)."""
    return report.when == "call" or (report.when == "setup" and not report.passed)


def outcome_of(report: pytest.TestReport) -> Outcome:
    """The scenario outcome a report stands for, in the words of every report (unsupported, not skipped)."""
    return outcome(report, PhaseRecord.of(report).failure_kind)[0]


def outcome(report: pytest.TestReport, kind: str) -> tuple[Outcome, FailureKind, str]:
    """The outcome, failure kind and message of a report whose phase was classified ``kind``."""
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
