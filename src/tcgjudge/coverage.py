"""Coverage by clause: which scenarios cite each clause and, after a run, whether they passed.

A testable clause (kind ``rule``) is covered when at least one scenario names it
as its primary clause and every step of that scenario matches a step definition (a scenario
with an undefined step cannot run: it is listed as broken, never as covering). Clauses that
only appear as secondary tags are listed as "also exercised by" but do not count as covered.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from tcgjudge.catalog import Scenario, load_catalog
from tcgjudge.registry import get_game
from tcgjudge.results import RunResults, ScenarioResult, scenario_key
from tcgjudge.rules.citations import Citer, game_citations
from tcgjudge.rules.index import Clause, Document, load_document

if TYPE_CHECKING:
    from tcgjudge.trace import UndefinedStep

Status = Literal["passed", "failed", "unsupported", "covered", "uncovered", "untestable"]


@dataclass
class ClauseCoverage:
    """One clause, its scenarios, and its status."""

    document: str
    clause: Clause
    scenarios: list[Scenario] = field(default_factory=list)
    also: list[Scenario] = field(default_factory=list)
    results: list[ScenarioResult] = field(default_factory=list)
    invariants: list[str] = field(default_factory=list)
    engine: list[Citer] = field(default_factory=list)
    """Engine functions citing the clause (filled when the coverage is built with ``citations=True``)."""
    mutants: list[Citer] = field(default_factory=list)
    """Mutants breaking the clause (likewise)."""
    broken: list[Scenario] = field(default_factory=list)
    """Scenarios naming the clause first that have a step no step definition matches: they cover nothing."""

    @property
    def status(self) -> Status:
        if not self.clause.testable:
            return "untestable"
        if not self.scenarios:
            return "uncovered"
        if not self.results:
            return "covered"
        outcomes = {result.outcome for result in self.results}
        if outcomes & {"failed", "error"}:
            return "failed"
        if "passed" in outcomes:
            return "passed"
        return "unsupported"


@dataclass
class ChapterCoverage:
    document: str
    chapter: str
    title: str
    clauses: list[ClauseCoverage]

    def totals(self) -> dict[str, Any]:
        return totals(self.clauses)


@dataclass
class GameCoverage:
    game: str
    documents: list[Document]
    chapters: list[ChapterCoverage]
    scenarios: list[Scenario]
    run: RunResults | None = None
    citations: bool = False
    """Whether the code citing each clause was read (engine functions and mutants: ``tcgjudge coverage``)."""
    undefined: list[UndefinedStep] = field(default_factory=list)
    """Every step of the game's scenarios that no step definition matches (a bug of the suite)."""

    def clauses(self) -> list[ClauseCoverage]:
        return [clause for chapter in self.chapters for clause in chapter.clauses]

    def totals(self) -> dict[str, Any]:
        return totals(self.clauses())


def totals(clauses: list[ClauseCoverage]) -> dict[str, Any]:
    testable = [clause for clause in clauses if clause.clause.testable]
    covered = [clause for clause in testable if clause.scenarios]
    counts: dict[str, int] = defaultdict(int)
    for clause in clauses:
        counts[clause.status] += 1
    return {
        "clauses": len(clauses),
        "testable": len(testable),
        "covered": len(covered),
        "percent": round(100.0 * len(covered) / len(testable), 1) if testable else 100.0,
        "passed": counts["passed"],
        "failed": counts["failed"],
        "unsupported": counts["unsupported"],
        "untestable": counts["untestable"],
    }


def invariants_by_clause(game_key: str) -> dict[str, list[str]]:
    """Names of the invariants (the kit's own and the generic ones) and Z3 models enforcing each clause of a game."""
    if get_game(game_key).invariants is None:
        return {}
    from tcgjudge.invariants.shared.records import game_kit
    from tcgjudge.invariants.shared.state_machine import all_invariants

    found: dict[str, list[str]] = defaultdict(list)
    for invariant in all_invariants(game_key):
        for clause_id in invariant.clauses:
            found[clause_id].append(invariant.name)
    for model, clauses in game_kit(game_key).models.items():
        for clause_id in clauses:
            found[clause_id].append(model)
    return found


def build_coverage(game_key: str, run: RunResults | None = None, citations: bool = False) -> GameCoverage:
    """Coverage of a game from its rule indexes, its feature files and, if given, a run's results; with
    ``citations``, also the engine functions and mutants citing each clause (:mod:`tcgjudge.rules.citations`)."""
    from tcgjudge.trace import undefined_steps  # trace reads this module's invariants_by_clause

    game = get_game(game_key)
    documents = [load_document(key) for key in game.documents]
    scenarios, _ = load_catalog(game_key)
    undefined = undefined_steps(game_key, scenarios)
    unrunnable = {(step.scenario.path, step.scenario.line) for step in undefined}
    primary: dict[str, list[Scenario]] = defaultdict(list)
    secondary: dict[str, list[Scenario]] = defaultdict(list)
    broken: dict[str, list[Scenario]] = defaultdict(list)
    for scenario in scenarios:
        for position, clause_id in enumerate(scenario.clauses):
            if position == 0 and (scenario.path, scenario.line) in unrunnable:
                broken[clause_id].append(scenario)
            else:
                (primary if position == 0 else secondary)[clause_id].append(scenario)
    results_by_scenario: dict[str, list[ScenarioResult]] = defaultdict(list)
    for result in run.results if run is not None else []:
        results_by_scenario[scenario_key(result.feature, result.scenario)].append(result)
    enforced = invariants_by_clause(game_key)
    citers = game_citations(game_key).by_clause() if citations else {}
    chapters: list[ChapterCoverage] = []
    for document in documents:
        by_chapter: dict[str, list[ClauseCoverage]] = defaultdict(list)
        for clause in document.clauses:
            cited = primary.get(clause.id, [])
            found = [r for s in cited for r in results_by_scenario[scenario_key(s.path, s.name)]]
            by_chapter[clause.chapter].append(
                ClauseCoverage(
                    document.key,
                    clause,
                    list(cited),
                    list(secondary.get(clause.id, [])),
                    found,
                    enforced.get(clause.id, []),
                    [c for c in citers.get(clause.id, []) if c.kind == "engine"],
                    [c for c in citers.get(clause.id, []) if c.kind == "mutant"],
                    list(broken.get(clause.id, [])),
                )
            )
        for chapter, clauses in by_chapter.items():
            chapters.append(ChapterCoverage(document.key, chapter, document.chapter_title(chapter), clauses))
    return GameCoverage(game_key, documents, chapters, scenarios, run, citations, undefined)


def coverage_to_json(coverage: GameCoverage) -> dict[str, Any]:
    return {
        "game": coverage.game,
        "documents": [{"key": d.key, "name": d.name, "version": d.version, "date": d.date} for d in coverage.documents],
        "totals": coverage.totals(),
        "undefined_steps": [step.to_json() for step in coverage.undefined],
        "chapters": [
            {
                "document": chapter.document,
                "chapter": chapter.chapter,
                "title": chapter.title,
                "totals": chapter.totals(),
                "clauses": [
                    {
                        "id": item.clause.id,
                        "title": item.clause.title,
                        "kind": item.clause.kind,
                        "reason": item.clause.reason,
                        "status": item.status,
                        "scenarios": [s.name for s in item.scenarios],
                        "also": [s.name for s in item.also],
                        "broken": [s.name for s in item.broken],
                        "invariants": item.invariants,
                        **(
                            {
                                "engine": [f"{c.name} ({c.where})" for c in item.engine],
                                "mutants": [f"{c.name} ({c.where})" for c in item.mutants],
                            }
                            if coverage.citations
                            else {}
                        ),
                    }
                    for item in chapter.clauses
                ],
            }
            for chapter in coverage.chapters
        ],
    }
