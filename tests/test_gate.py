"""The CI gate: baselines of known failures, regressions, fixes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgjudge.gate import (
    Baseline,
    BaselineError,
    ExitCode,
    KnownFailure,
    baseline_from_results,
    judge,
    load_baseline,
)
from tcgjudge.results import RunResults, ScenarioResult


def result(name: str, outcome: str, kind: str = "", clause: str = "7-1-4") -> ScenarioResult:
    return ScenarioResult(
        key=f"07_battle.feature::{name}",
        nodeid=f"test::{name}",
        feature="07_battle.feature",
        scenario=name,
        clauses=(clause,),
        outcome=outcome,  # type: ignore[arg-type]
        failure_kind=kind,  # type: ignore[arg-type]
    )


def run_of(*results: ScenarioResult) -> RunResults:
    return RunResults("onepiece", "0", [], {"name": "e", "version": "1", "spec": "x"}, "now", results=list(results))


def test_without_baseline_any_failure_fails_the_run() -> None:
    assert judge(run_of(result("a", "passed"))).exit_code == ExitCode.CONFORMANT
    assert judge(run_of(result("a", "passed"), result("b", "failed", "assertion"))).exit_code == ExitCode.FAILURES
    unsupported = run_of(result("u", "unsupported", "unsupported"))
    assert judge(unsupported).exit_code == ExitCode.CONFORMANT  # not a failure, as in test262
    assert judge(unsupported, fail_on_unsupported=True).exit_code == ExitCode.FAILURES


def test_known_failure_of_the_same_kind_passes_the_gate() -> None:
    run = run_of(result("a", "passed"), result("b", "failed", "assertion"))
    gate = judge(run, baseline_from_results(run))
    assert gate.exit_code == ExitCode.CONFORMANT
    assert [r.scenario for r in gate.known_failures] == ["b"]


def test_known_failure_failing_differently_fails_the_gate() -> None:
    baseline = Baseline("onepiece", "e", [KnownFailure("assertion", scenario="07_battle.feature::b")])
    gate = judge(run_of(result("b", "error", "timeout")), baseline)
    assert gate.exit_code == ExitCode.FAILURES
    assert gate.changed_failures[0][1] == "assertion"


def test_fixed_failures_are_reported_for_tightening() -> None:
    baseline = Baseline("onepiece", "e", [KnownFailure("assertion", scenario="07_battle.feature::b")])
    gate = judge(run_of(result("b", "passed")), baseline)
    assert gate.exit_code == ExitCode.CONFORMANT
    assert gate.fixed == baseline.known


def test_clause_entries_cover_every_scenario_of_the_clause() -> None:
    baseline = Baseline("onepiece", "e", [KnownFailure("assertion", clause="7-1-4")])
    run = run_of(result("b", "failed", "assertion"), result("c", "failed", "assertion", clause="6-4"))
    gate = judge(run, baseline)
    assert [r.scenario for r in gate.known_failures] == ["b"]
    assert [r.scenario for r in gate.new_failures] == ["c"]


def test_baseline_round_trips_and_rejects_bad_files(tmp_path: Path) -> None:
    run = run_of(result("b", "failed", "assertion"))
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(baseline_from_results(run).to_json()))
    assert load_baseline(path).known == [KnownFailure("assertion", scenario="07_battle.feature::b")]
    with pytest.raises(BaselineError, match="does not exist"):
        load_baseline(tmp_path / "missing.json")
    path.write_text("{not json")
    with pytest.raises(BaselineError, match="not valid JSON"):
        load_baseline(path)
    path.write_text(json.dumps({"format": 1, "game": "onepiece", "known_failures": [{"kind": "assertion"}]}))
    with pytest.raises(BaselineError, match="malformed"):
        load_baseline(path)
