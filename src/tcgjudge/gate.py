"""Gating CI: exit codes, baselines of known failures, minimum coverage.

A baseline lists the known failures of one engine, by scenario or by clause,
with the kind of failure. A run then fails only on what is new: a failure the
baseline does not list, or a listed one that now fails differently. Failures
that now pass are reported so the baseline can be tightened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Any

from tcgjudge.results import RunResults, ScenarioResult

BASELINE_FORMAT = 1


class ExitCode(IntEnum):
    """Documented exit codes of ``tcgjudge run`` (and of the other commands where they apply)."""

    CONFORMANT = 0
    FAILURES = 1
    USAGE = 2
    ENGINE = 3


FAILING_OUTCOMES = frozenset({"failed", "error"})
"""Unsupported scenarios (capabilities the engine does not declare) are not failures, as in test262,
unless the run asks for it (``--fail-on-unsupported``)."""


def failing_outcomes(fail_on_unsupported: bool = False) -> frozenset[str]:
    return FAILING_OUTCOMES | {"unsupported"} if fail_on_unsupported else FAILING_OUTCOMES


@dataclass(frozen=True)
class KnownFailure:
    """A baseline entry: a scenario key or a clause id, and how it fails."""

    kind: str
    scenario: str | None = None
    clause: str | None = None
    note: str | None = None
    """The user's own words on the entry (kept when the baseline is rewritten)."""

    def matches(self, result: ScenarioResult) -> bool:
        if self.scenario is not None:
            return result.key == self.scenario
        return self.clause is not None and result.primary == self.clause


@dataclass
class Baseline:
    game: str
    engine: str
    known: list[KnownFailure] = field(default_factory=list)

    def lookup(self, result: ScenarioResult) -> KnownFailure | None:
        for entry in self.known:
            if entry.matches(result):
                return entry
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": BASELINE_FORMAT,
            "game": self.game,
            "engine": self.engine,
            "known_failures": [
                {
                    k: v
                    for k, v in (("scenario", e.scenario), ("clause", e.clause), ("kind", e.kind), ("note", e.note))
                    if v
                }
                for e in self.known
            ],
        }


def failure_kind(result: ScenarioResult) -> str:
    return result.failure_kind or ("unsupported" if result.outcome == "unsupported" else "assertion")


def baseline_from_results(run: RunResults, include_unsupported: bool = False) -> Baseline:
    """Every failing scenario of a run becomes a known failure (``tcgjudge baseline write``)."""
    failing = failing_outcomes(include_unsupported)
    known = [
        KnownFailure(kind=failure_kind(result), scenario=result.key)
        for result in run.results
        if result.outcome in failing
    ]
    return Baseline(game=run.game, engine=str(run.engine.get("name", "")), known=known)


def stale_entries(baseline: Baseline, run: RunResults | None = None) -> list[KnownFailure]:
    """Entries that can never match: a scenario the suite does not have (renamed, misspelt), a clause that is not
    in the game's rule index; with a whole run (complete, nothing selected), also a scenario key no result had
    (an Examples row that is gone)."""
    from tcgjudge.catalog import load_catalog
    from tcgjudge.registry import clause_index

    names = {f"{Path(s.path).name}::{s.name}" for s in load_catalog(baseline.game)[0]}
    clauses = clause_index(baseline.game)
    keys = {r.key for r in run.results} if run is not None and run.complete and not run.selection else None
    stale = []
    for entry in baseline.known:
        if entry.scenario is not None:
            known = any(entry.scenario == name or entry.scenario.startswith(f"{name}[") for name in names)
            if not known or (keys is not None and entry.scenario not in keys):
                stale.append(entry)
        elif entry.clause is not None and entry.clause not in clauses:
            stale.append(entry)
    return stale


def pruned(baseline: Baseline, stale: list[KnownFailure]) -> Baseline:
    """The baseline without its stale entries."""
    return Baseline(baseline.game, baseline.engine, [entry for entry in baseline.known if entry not in stale])


class BaselineError(ValueError):
    """A baseline file that cannot be used (exit code 2)."""


def load_baseline(path: Path) -> Baseline:
    from tcgjudge.schemas import InvalidDocumentError, read_checked

    try:
        data = read_checked(path, "baseline", "baseline file")
    except InvalidDocumentError as error:
        raise BaselineError(str(error)) from None
    known = [
        KnownFailure(kind=row["kind"], scenario=row.get("scenario"), clause=row.get("clause"), note=row.get("note"))
        for row in data["known_failures"]
    ]
    return Baseline(game=data["game"], engine=data.get("engine", ""), known=known)


@dataclass
class GateOutcome:
    """What the gate found; ``exit_code`` is what the run exits with."""

    new_failures: list[ScenarioResult] = field(default_factory=list)
    changed_failures: list[tuple[ScenarioResult, str]] = field(default_factory=list)
    known_failures: list[ScenarioResult] = field(default_factory=list)
    fixed: list[KnownFailure] = field(default_factory=list)
    stale: list[KnownFailure] = field(default_factory=list)
    """Baseline entries that match no scenario or clause of the suite (reported; they never fail a run)."""
    coverage_shortfall: tuple[float, float] | None = None

    @property
    def exit_code(self) -> ExitCode:
        if self.new_failures or self.changed_failures or self.coverage_shortfall:
            return ExitCode.FAILURES
        return ExitCode.CONFORMANT


def judge(run: RunResults, baseline: Baseline | None = None, fail_on_unsupported: bool = False) -> GateOutcome:
    """Compare a run with its baseline (none: every failure is new)."""
    failing = failing_outcomes(fail_on_unsupported)
    outcome = GateOutcome()
    for result in run.results:
        entry = baseline.lookup(result) if baseline else None
        if result.outcome not in failing:
            continue
        if entry is None:
            outcome.new_failures.append(result)
        elif entry.kind != failure_kind(result):
            outcome.changed_failures.append((result, entry.kind))
        else:
            outcome.known_failures.append(result)
    if baseline is not None:
        # A known failure is fixed when every scenario it names ran and passed.
        for entry in baseline.known:
            covered = [r for r in run.results if entry.matches(r)]
            if covered and all(r.outcome == "passed" for r in covered):
                outcome.fixed.append(entry)
    return outcome
