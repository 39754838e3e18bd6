"""One typed record per scenario, kept on its item from collection to its reports.

The record lives in ``item.stash`` while the scenario runs; each report of the scenario carries a snapshot of it
as plain data (``report.tcg``), which pytest-xdist sends to the controlling process with the report, where the
results file is written. Only the JUnit file still reads user properties: ``junit_properties`` writes them on the
teardown report, the one pytest's JUnit writer reads.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

import pytest

from tcgjudge.results import FailureKind

CLAUSE_CHECK_PROPERTY = "clause_check"
REPORT_ATTRIBUTE = "tcg"
"""The attribute of a test report holding its ``PhaseRecord`` as plain data (serialisable by pytest-xdist)."""


@dataclass
class ScenarioRecord:
    """What the harness knows of one scenario item: set at collection, filled in while it runs."""

    game: str
    feature: str
    """The feature file's path."""
    scenario: str
    clauses: tuple[str, ...]
    """The clauses the scenario cites, primary (the one its title begins with) first."""
    line: int = 0
    """The scenario's line in its feature file (0: unknown)."""
    example: str = ""
    """The Examples row of a scenario outline ("" for a plain scenario)."""
    steps: tuple[str, ...] = ()
    """The scenario's steps as run (keyword and text), once pytest-bdd starts it."""
    failed_step: int | None = None
    """Index into ``steps`` of the step that failed."""
    clause_checks: list[dict[str, Any]] = field(default_factory=list)
    """Each rejection checked: the clauses the scenario names (``expected``) and the one the engine ``cited``."""
    unsupported_cause: str = ""
    """``undeclared`` or ``refused`` once the scenario is found unsupported (tcgjudge.results.UNSUPPORTED_CAUSES)."""

    def junit_properties(self) -> list[tuple[str, str]]:
        """The properties the JUnit file shows for this scenario (``tcgjudge.report.junit.retitle`` reads them)."""
        properties = [
            ("clause", self.clauses[0]),
            ("clauses", " ".join(self.clauses)),
            ("game", self.game),
            ("feature", self.feature),
            ("line", str(self.line) if self.line else ""),
            ("scenario", self.scenario),
            ("example", self.example),
        ]
        properties += [(CLAUSE_CHECK_PROPERTY, json.dumps(check)) for check in self.clause_checks]
        if self.unsupported_cause:
            properties.append(("unsupported_cause", self.unsupported_cause))
        return properties

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> ScenarioRecord:
        return cls(
            **{
                **data,
                "clauses": tuple(data["clauses"]),
                "steps": tuple(data["steps"]),
                "clause_checks": list(data["clause_checks"]),
            }
        )


@dataclass(frozen=True)
class PhaseRecord:
    """What one report (setup, call or teardown) of an item says, besides pytest's own outcome."""

    failure_kind: FailureKind = ""
    fatal: str | None = None
    """Set when the engine cannot go on: the run stopped here (exit code 3)."""
    scenario: ScenarioRecord | None = None
    """The scenario as it stood when the report was made (None: not a scenario of the suite)."""

    def data(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def of(cls, report: pytest.TestReport) -> PhaseRecord:
        """The record a report carries (an empty one for a report the plugin did not see)."""
        data = getattr(report, REPORT_ATTRIBUTE, None)
        if not isinstance(data, dict):
            return cls()
        scenario = data.get("scenario")
        return cls(
            failure_kind=data.get("failure_kind", ""),
            fatal=data.get("fatal"),
            scenario=ScenarioRecord.from_data(scenario) if isinstance(scenario, dict) else None,
        )


RECORD_KEY = pytest.StashKey[ScenarioRecord]()


def record_of(node: pytest.Item) -> ScenarioRecord | None:
    """The record of a scenario item (None for any other test)."""
    return node.stash.get(RECORD_KEY, None)


def record_clause_check(node: pytest.Item, expected: tuple[str, ...], cited: str | None) -> None:
    """Note one comparison of the clause an engine cited for a rejection with the scenario's (for clause agreement)."""
    record = record_of(node)
    if record is not None:
        record.clause_checks.append({"expected": list(expected), "cited": cited})
