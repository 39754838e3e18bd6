"""Everything that checks one clause, end to end: ``tcgjudge trace --game G CLAUSE``.

Six parts, each read from where it lives (nothing is run): the index entry; the scenarios citing the clause
(feature file, line, title); for each of their steps the step definition it resolves to (pytest-bdd's own
filter, :func:`tcgjudge.step_lookup.step_matches`, over the game's step library); the engine functions citing the
clause and its mutants (:mod:`tcgjudge.rules.citations`); and the invariants and models enforcing it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcgjudge.catalog import Scenario, load_catalog
from tcgjudge.coverage import invariants_by_clause
from tcgjudge.gherkin_cache import parse_gherkin
from tcgjudge.registry import clause_index, get_game
from tcgjudge.rules.citations import SHARED_STEPS, Citer, display_path, game_citations, mutation_folder
from tcgjudge.rules.index import Clause, load_document
from tcgjudge.step_lookup import library_definitions, step_matches

_STEP_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True)
class Definition:
    """A step definition: its function and where it is."""

    name: str
    path: str
    line: int

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "path": self.path, "line": self.line}


@dataclass(frozen=True)
class TracedStep:
    """One step of a scenario and the step definitions that answer it (one, unless the library is ambiguous)."""

    keyword: str
    text: str
    line: int
    definitions: tuple[Definition, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "keyword": self.keyword,
            "text": self.text,
            "line": self.line,
            "definitions": [d.to_json() for d in self.definitions],
        }


@dataclass(frozen=True)
class TracedScenario:
    scenario: Scenario
    primary: bool
    steps: tuple[TracedStep, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "path": display_path(self.scenario.path),
            "line": self.scenario.line,
            "title": self.scenario.name,
            "primary": self.primary,
            "steps": [s.to_json() for s in self.steps],
        }


@dataclass
class ClauseTrace:
    game: str
    document: str
    clause: Clause
    scenarios: list[TracedScenario] = field(default_factory=list)
    engine: list[Citer] = field(default_factory=list)
    step_code: list[Citer] = field(default_factory=list)
    mutants: list[Citer] = field(default_factory=list)
    invariants: list[str] = field(default_factory=list)
    mutants_known: bool = True
    """False outside a source checkout (no mutation catalogue to read)."""

    def to_json(self) -> dict[str, Any]:
        clause = self.clause
        return {
            "game": self.game,
            "clause": {
                "id": clause.id,
                "document": self.document,
                "kind": clause.kind,
                "title": clause.title,
                "parent": clause.parent,
                "chapter": clause.chapter,
                "reason": clause.reason,
            },
            "scenarios": [s.to_json() for s in self.scenarios],
            "engine": [c.to_json() for c in self.engine],
            "step_code": [c.to_json() for c in self.step_code],
            "mutants": [c.to_json() for c in self.mutants] if self.mutants_known else None,
            "invariants": self.invariants,
        }


class UnknownClauseError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


@functools.cache
def game_step_definitions(game: str) -> tuple[Any, ...]:
    """The step definitions (``StepFunctionContext``) a game's scenarios are matched against: its own and the shared."""
    steps = get_game(game).steps
    return tuple(library_definitions([steps, SHARED_STEPS])) if steps else ()


def _definition(context: Any) -> Definition:
    function = inspect.unwrap(context.step_func)
    path = display_path(inspect.getsourcefile(function) or "?")
    return Definition(f"{function.__module__}:{function.__qualname__}", path, function.__code__.co_firstlineno)


Step = tuple[str, str | None, str, int]
"""A step as pytest-bdd matches it: keyword, pytest-bdd type, text (an outline's row filled in), line."""


@functools.cache
def feature_step_rows(path: str) -> dict[int, list[list[Step]]]:
    """Scenario line -> its steps once per example row (once for a plain scenario), background steps first; an
    outline's placeholders are filled in by pytest-bdd's own ``render_string``, row by row of every Examples block."""
    from pytest_bdd.parser import render_string

    document = parse_gherkin(Path(path).read_text(encoding="utf-8"))
    feature: dict[str, Any] = document.get("feature") or {}
    found: dict[int, list[list[Step]]] = {}

    def walk(children: list[dict[str, Any]], background: list[dict[str, Any]]) -> None:
        background = list(background)
        for child in children:
            if "background" in child:
                background += child["background"]["steps"]
            elif "rule" in child:
                walk(child["rule"].get("children", []), background)
            elif "scenario" in child:
                scenario = child["scenario"]
                rows: list[dict[str, str]] = []
                for examples in scenario.get("examples", []):
                    header = [cell["value"] for cell in examples.get("tableHeader", {}).get("cells", [])]
                    for body in examples.get("tableBody", []) if header else []:
                        rows.append(dict(zip(header, (cell["value"] for cell in body["cells"]), strict=False)))
                variants = []
                for row in rows or [{}]:
                    steps = []
                    step_type: str | None = None
                    for step in [*background, *scenario["steps"]]:
                        step_type = _STEP_TYPES.get(step.get("keywordType", ""), step_type)
                        text = render_string(step["text"], row)
                        steps.append((step["keyword"].strip(), step_type, text, int(step["location"]["line"])))
                    variants.append(steps)
                found[int(scenario["location"]["line"])] = variants

    walk(list(feature.get("children", [])), [])
    return found


def feature_steps(path: str) -> dict[int, list[Step]]:
    """Scenario line -> its steps (keyword, pytest-bdd type, text with the first example row, line), background
    steps first."""
    return {line: rows[0] for line, rows in feature_step_rows(path).items()}


@dataclass(frozen=True)
class UndefinedStep:
    """A step of a scenario that no step definition of the game's library matches (pytest-bdd would fail it)."""

    scenario: Scenario
    keyword: str
    text: str
    line: int

    def __str__(self) -> str:
        return (
            f"{self.scenario.path}:{self.line}: the step '{self.keyword} {self.text}' of scenario "
            f"{self.scenario.name!r} matches no step definition"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "path": display_path(self.scenario.path),
            "scenario": self.scenario.name,
            "line": self.line,
            "keyword": self.keyword,
            "text": self.text,
        }


def undefined_steps(game: str, scenarios: Iterable[Scenario]) -> list[UndefinedStep]:
    """Every step of ``scenarios`` (every example row of an outline) that no step definition of ``game``'s library
    matches, by pytest-bdd's own filter (:func:`tcgjudge.step_lookup.step_matches`); each (scenario, line, text)
    once."""
    definitions = game_step_definitions(game)
    matched: dict[tuple[str | None, str], bool] = {}
    found: dict[tuple[str, int, int, str], UndefinedStep] = {}
    for scenario in scenarios:
        for steps in feature_step_rows(scenario.path).get(scenario.line, []):
            for keyword, kind, text, line in steps:
                known = matched.get((kind, text))
                if known is None:
                    known = matched[kind, text] = any(step_matches(c, kind, text) for c in definitions)
                if not known:
                    found.setdefault(
                        (scenario.path, scenario.line, line, text), UndefinedStep(scenario, keyword, text, line)
                    )
    return list(found.values())


def trace_clause(game: str, clause_id: str) -> ClauseTrace:
    """The trace of one clause of ``game`` (:class:`UnknownGameError` or :class:`UnknownClauseError` if none)."""
    declared = get_game(game)
    clause = clause_index(game).get(clause_id)
    if clause is None:
        raise UnknownClauseError(f"{clause_id!r} is not a clause of {game} ({', '.join(declared.documents)})")
    document = next(key for key in declared.documents if clause_id in load_document(key))
    citations = game_citations(game)
    trace = ClauseTrace(game, document, clause, mutants_known=citations.mutation_catalogue is not None)
    definitions = game_step_definitions(game)
    for scenario in load_catalog(game)[0]:
        if clause_id not in scenario.clauses:
            continue
        steps = tuple(
            TracedStep(keyword, text, line, tuple(_definition(c) for c in definitions if step_matches(c, kind, text)))
            for keyword, kind, text, line in feature_steps(scenario.path).get(scenario.line, [])
        )
        trace.scenarios.append(TracedScenario(scenario, scenario.primary == clause_id, steps))
    trace.scenarios.sort(key=lambda s: not s.primary)
    trace.engine = citations.citing(clause_id, "engine")
    trace.step_code = citations.citing(clause_id, "step")
    trace.mutants = citations.citing(clause_id, "mutant")
    trace.invariants = list(invariants_by_clause(game).get(clause_id, []))
    return trace


def _where(path: str, line: int) -> str:
    return f"{path}:{line}"


def trace_text(trace: ClauseTrace) -> str:
    """The trace as plain text, one heading per part (every part printed, empty ones saying so)."""
    clause = trace.clause
    lines = [
        f"clause {clause.id} ({trace.game}, {trace.document})",
        f"  kind: {clause.kind}" + (f" ({clause.reason})" if clause.reason else ""),
        f"  title: {clause.title}",
        f"  parent: {clause.parent or '-'}",
        f"  chapter: {clause.chapter}",
        "",
        f"scenarios ({len(trace.scenarios)}):",
    ]
    lines += [
        f"  {_where(display_path(s.scenario.path), s.scenario.line)} {'' if s.primary else '(also) '}{s.scenario.name}"
        for s in trace.scenarios
    ] or ["  none"]
    lines += ["", "step definitions (each step of those scenarios):"]
    for traced in trace.scenarios:
        lines.append(f"  {Path(traced.scenario.path).name}:{traced.scenario.line}")
        for step in traced.steps:
            answers = ", ".join(f"{d.name} ({_where(d.path, d.line)})" for d in step.definitions) or "NO DEFINITION"
            lines.append(f"    {step.line}: {step.keyword} {step.text} -> {answers}")
    if not trace.scenarios:
        lines.append("  none")
    lines += ["", f"engine functions citing it ({len(trace.engine)}):"]
    lines += [f"  {c.name} ({c.where})" for c in trace.engine] or ["  none"]
    if trace.step_code:
        lines += ["", f"step library code citing it ({len(trace.step_code)}):"]
        lines += [f"  {c.name} ({c.where})" for c in trace.step_code]
    lines += ["", f"mutants ({len(trace.mutants)}):"]
    if not trace.mutants_known:
        where = "tools/mutation/ beside the installed packages" if mutation_folder() is None else "for this game"
        lines.append(f"  unknown: no mutation catalogue ({where})")
    else:
        lines += [f"  {c.name} ({c.where})" for c in trace.mutants] or ["  none"]
    lines += ["", f"invariants ({len(trace.invariants)}):"]
    lines += [f"  {name}" for name in trace.invariants] or ["  none"]
    return "\n".join(lines) + "\n"
