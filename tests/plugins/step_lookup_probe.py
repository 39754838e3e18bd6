"""A pytest plugin for the whole-suite runs of tests/test_protocol_run.py: before each step, the memoized lookup
(tcgjudge.step_lookup) must equal pytest-bdd's own. The count of comparisons goes to the terminal summary
and, when ``$STEP_LOOKUP_PROBE_REPORT`` names a file, to that file (``tcgjudge run`` shows no summary)."""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import Any

import pytest

COMPARED = pytest.StashKey[list[int]]()


def pytest_bdd_before_step(request: pytest.FixtureRequest, step: Any) -> None:
    scenario = importlib.import_module("pytest_bdd.scenario")
    memo = scenario.find_fixturedefs_for_step
    assert hasattr(memo, "__wrapped__"), "the step lookup memo is not installed"
    fixturemanager, node = request._fixturemanager, request.node
    expected = list(memo.__wrapped__(step=step, fixturemanager=fixturemanager, node=node))
    assert expected, f"pytest-bdd finds no definition for {step.name!r}"
    got = list(memo(step=step, fixturemanager=fixturemanager, node=node))
    assert got == expected, f"memoized lookup differs for {step.type} {step.name!r}: {got} != {expected}"
    request.config.stash.setdefault(COMPARED, []).append(1)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    terminalreporter.write_line(f"step lookups compared: {len(terminalreporter.config.stash.get(COMPARED, []))}")


def pytest_sessionfinish(session: pytest.Session) -> None:
    report = os.environ.get("STEP_LOOKUP_PROBE_REPORT")
    if report:
        Path(report).write_text(str(len(session.config.stash.get(COMPARED, []))), encoding="utf-8")
