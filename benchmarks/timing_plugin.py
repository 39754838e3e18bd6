"""A pytest plugin (``-p benchmarks.timing_plugin``) that writes how long the scenarios took.

It writes JSON to ``$TCGJUDGE_BENCH_TIMING``: collection seconds, the wall and CPU
seconds of the run loop (every scenario, setup to teardown), the outcome counts and
each scenario's call duration.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

TIMING_VARIABLE = "TCGJUDGE_BENCH_TIMING"
_state: dict[str, Any] = {"outcomes": Counter(), "durations": []}


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, object, object]:
    start = time.perf_counter()
    try:
        return (yield)
    finally:
        _state["collect_s"] = time.perf_counter() - start


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session: pytest.Session) -> Generator[None, object, object]:
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        return (yield)
    finally:
        _state["loop_wall_s"] = time.perf_counter() - wall
        _state["loop_cpu_s"] = time.process_time() - cpu
        _state["items"] = len(session.items)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "call" or (report.when == "setup" and not report.passed):
        _state["outcomes"][report.outcome] += 1
        _state["durations"].append(report.duration)


def pytest_unconfigure(config: pytest.Config) -> None:
    target = os.environ.get(TIMING_VARIABLE)
    if target:
        data = {**_state, "outcomes": dict(_state["outcomes"])}
        Path(target).write_text(json.dumps(data), encoding="utf-8")
