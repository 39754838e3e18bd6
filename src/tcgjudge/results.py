"""Results of a run: one record per scenario, written as they come.

The results file is JSON (schema ``tcgjudge/schemas/results.json``). It is
rewritten atomically after every scenario, so a run that is interrupted or
killed still leaves a valid, partial file (``"complete": false``). Each result
is encoded once and the file is written one result per line, so the rewrite
costs a string join, not a re-encoding of the whole run.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

Outcome = Literal["passed", "failed", "error", "skipped", "unsupported"]
FailureKind = Literal["assertion", "engine-error", "timeout", "protocol", "unsupported", "skipped", "suite-error", ""]
"""``suite-error``: the suite itself is wrong (a step with no definition), never the engine."""
OUTCOMES: tuple[Outcome, ...] = ("passed", "failed", "error", "skipped", "unsupported")
RESULTS_FORMAT = 1
UNSUPPORTED_PREFIX = "unsupported:"
"""How the message of an unsupported scenario begins ("unsupported: engine lacks ability.draw")."""
UnsupportedCause = Literal["undeclared", "refused", ""]
UNSUPPORTED_CAUSES: dict[str, str] = {
    "undeclared": "not sent: the engine does not declare a capability it needs",
    "refused": "refused: sent, and the engine answered unsupported",
}
"""Why a scenario is unsupported, in the words of every report: the engine's declaration lacks a capability the
scenario needs, so the harness never sent it; or the engine was sent it and answered ``unsupported``."""


@dataclass(frozen=True)
class ScenarioResult:
    """What happened to one scenario."""

    key: str
    nodeid: str
    feature: str
    scenario: str
    clauses: tuple[str, ...]
    outcome: Outcome
    failure_kind: FailureKind = ""
    message: str = ""
    duration: float = 0.0
    clause_checks: tuple[dict[str, Any], ...] = ()
    """Each rejection checked: the clauses the scenario names (``expected``) and the one the engine ``cited``."""
    line: int = 0
    """The scenario's line in its feature file (0: unknown)."""
    example: str = ""
    """The Examples row of a scenario outline ("" for a plain scenario)."""
    steps: tuple[str, ...] = ()
    """The scenario's steps as run (keyword and text, outline values filled in)."""
    failed_step: int | None = None
    """Index into ``steps`` of the step that failed (None: none did, or the failure came before the steps)."""
    unsupported_cause: UnsupportedCause = ""
    """Why an unsupported scenario was not run (``UNSUPPORTED_CAUSES``); "" for any other outcome or an old file."""

    @property
    def primary(self) -> str | None:
        return self.clauses[0] if self.clauses else None

    @property
    def title(self) -> str:
        """The scenario's title, with its Examples row for an outline."""
        return f"{self.scenario} [{self.example}]" if self.example else self.scenario

    @property
    def reason(self) -> str:
        """The message in plain words: without the exception's class name or pytest's assertion explanation."""
        return readable_reason(self.message)

    def clause_disagreements(self) -> list[dict[str, Any]]:
        return [check for check in self.clause_checks if check.get("cited") not in check["expected"]]

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "nodeid": self.nodeid,
            "feature": self.feature,
            "scenario": self.scenario,
            "clauses": list(self.clauses),
            "outcome": self.outcome,
            "failure_kind": self.failure_kind,
            "message": self.message,
            "duration": self.duration,
            "clause_checks": list(self.clause_checks),
            "line": self.line,
            "example": self.example,
            "steps": list(self.steps),
            "failed_step": self.failed_step,
            "unsupported_cause": self.unsupported_cause,
        }

    @cached_property
    def json_text(self) -> str:
        """``to_json`` encoded, once: the results file is rewritten after every scenario."""
        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ScenarioResult:
        return cls(
            **{
                **data,
                "clauses": tuple(data.get("clauses", ())),
                "clause_checks": tuple(data.get("clause_checks", ())),
                "steps": tuple(data.get("steps", ())),
            }
        )


_EXCEPTION_PREFIXES = ("AssertionError: ", "Failed: ", "Skipped: ")


def readable_reason(message: str) -> str:
    """``message`` as a person reads it: no ``AssertionError:`` prefix, no pytest ``assert …`` explanation after a
    message the step wrote (an assertion without one keeps its explanation: it is all there is)."""
    for prefix in _EXCEPTION_PREFIXES:
        message = message.removeprefix(prefix)
    written, separator, _ = message.partition("\nassert ")
    return written.strip() if separator and written.strip() else message.strip()


def scenario_key(feature_file: str, scenario_name: str, example: str = "") -> str:
    """The stable identity of a scenario (and outline example) across runs and engines."""
    suffix = f"[{example}]" if example else ""
    return f"{Path(feature_file).name}::{scenario_name}{suffix}"


@dataclass
class RunResults:
    """A whole run: who was judged against what, and every scenario's result."""

    game: str
    suite_version: str
    rules: list[dict[str, str]]
    engine: dict[str, Any]
    started: str
    finished: str = ""
    complete: bool = False
    selection: dict[str, Any] = field(default_factory=dict)
    """What the run was narrowed to (``keyword``, ``clauses``, ``chapters``); empty for the whole suite."""
    results: list[ScenarioResult] = field(default_factory=list)

    def describe_selection(self) -> str:
        """The selection in the words of the command line ("" for the whole suite)."""
        parts = [f"-k {self.selection['keyword']!r}"] if self.selection.get("keyword") else []
        parts += [f"--clause {pattern!r}" for pattern in self.selection.get("clauses", [])]
        parts += [f"--chapter {chapter}" for chapter in self.selection.get("chapters", [])]
        return " ".join(parts)

    def counts(self) -> Counter[str]:
        return Counter(result.outcome for result in self.results)

    def unsupported_causes(self) -> Counter[str]:
        """Unsupported scenarios by cause (``undeclared``, ``refused``; "" for results written without one)."""
        return Counter(result.unsupported_cause for result in self.results if result.outcome == "unsupported")

    def unsupported_reasons(self) -> list[tuple[str, str, int]]:
        """Why scenarios were unsupported, most frequent first: (cause, reason, count), e.g.
        ("undeclared", "engine lacks ability.draw", 139); the cause is "" in a file written without causes."""
        reasons = Counter(
            (result.unsupported_cause, result.reason.removeprefix(UNSUPPORTED_PREFIX).strip())
            for result in self.results
            if result.outcome == "unsupported"
        )
        return [(cause, reason, count) for (cause, reason), count in reasons.most_common()]

    def clause_agreement(self) -> tuple[int, int]:
        """(rejections citing a clause the scenario names, rejections checked) over the whole run."""
        checked = sum(len(result.clause_checks) for result in self.results)
        return checked - sum(len(result.clause_disagreements()) for result in self.results), checked

    def conformance(self) -> float:
        """Passed scenarios as a share of those the engine ran (unsupported and skipped left out)."""
        counts = self.counts()
        ran = counts["passed"] + counts["failed"] + counts["error"]
        return 100.0 * counts["passed"] / ran if ran else 0.0

    def conformance_text(self, decimals: int = 1) -> str:
        """The conformance as shown, rounded down: a run with one failure never shows 100%."""
        return shown_percent(self.conformance(), decimals)

    def to_json(self) -> dict[str, Any]:
        return self._header() | {"results": [result.to_json() for result in self.results]}

    def _header(self) -> dict[str, Any]:
        counts = self.counts()
        return {
            "format": RESULTS_FORMAT,
            "tool": "tcgjudge",
            "suite_version": self.suite_version,
            "game": self.game,
            "rules": self.rules,
            "engine": self.engine,
            "started": self.started,
            "finished": self.finished,
            "complete": self.complete,
            "selection": self.selection,
            "summary": {outcome: counts[outcome] for outcome in OUTCOMES}
            | {"total": len(self.results), "conformance": round(self.conformance(), 2)}
            | dict(zip(("clause_agreement", "clause_checks"), self.clause_agreement(), strict=True))
            | {"unsupported_causes": {cause: self.unsupported_causes()[cause] for cause in UNSUPPORTED_CAUSES}},
        }

    @classmethod
    def begin(cls, game: str, engine: dict[str, Any], selection: dict[str, Any]) -> RunResults:
        """A run starting now: the suite's version and the rules documents of ``game`` stated in the header."""
        from tcgjudge import __version__
        from tcgjudge.registry import get_game
        from tcgjudge.rules.index import load_document

        documents = (load_document(key) for key in get_game(game).documents)
        return cls(
            game=game,
            suite_version=__version__,
            rules=[{"document": d.key, "name": d.name, "version": d.version, "date": d.date} for d in documents],
            engine=engine,
            started=datetime.now(UTC).isoformat(timespec="seconds"),
            selection=selection,
        )

    def end(self, complete: bool) -> None:
        """Stamp the finishing time and whether every selected scenario ran."""
        self.finished = datetime.now(UTC).isoformat(timespec="seconds")
        self.complete = complete

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunResults:
        return cls(
            game=data["game"],
            suite_version=data["suite_version"],
            rules=data["rules"],
            engine=data["engine"],
            started=data["started"],
            finished=data.get("finished", ""),
            complete=data.get("complete", False),
            selection=data.get("selection", {}),
            results=[ScenarioResult.from_json(row) for row in data["results"]],
        )

    def write(self, path: Path) -> None:
        """Write atomically (readers never see half a file): the header, then one result per line."""
        header = json.dumps(self._header(), ensure_ascii=False, indent=1)
        rows = ",\n".join(result.json_text for result in self.results)
        results = f"[\n{rows}\n ]" if rows else "[]"
        write_text_atomic(path, f'{header[:-2]},\n "results": {results}\n}}\n')


def shown_percent(percent: float, decimals: int = 1) -> str:
    """``percent`` with ``decimals`` decimals, never rounded up to 100 (99.96 is "99.9", not "100.0")."""
    text = f"{percent:.{decimals}f}"
    if percent < 100 and float(text) >= 100:
        scale = 10**decimals
        text = f"{math.floor(percent * scale) / scale:.{decimals}f}"
    return text


def write_text_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.chmod(temporary, _READABLE)  # mkstemp makes the file private; a report is as readable as the others
        os.replace(temporary, path)
    except BaseException:  # a full disk: no half-written file is left, under the report's name or any other
        Path(temporary).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_READABLE = 0o666 & ~_umask()


class ResultsFileError(ValueError):
    """A file given as results that is not a tcgjudge results file (a usage error, exit 2)."""


def load_results(path: Path) -> RunResults:
    """A results file, checked against its schema (a baseline or any other JSON is refused by name)."""
    from tcgjudge.schemas import InvalidDocumentError, read_checked

    try:
        data = read_checked(path, "results", "results file")
    except InvalidDocumentError as error:
        raise ResultsFileError(str(error)) from None
    return RunResults.from_json(data)
