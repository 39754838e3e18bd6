"""The scenario catalog: which scenarios exist and which clauses each one cites.

Read straight from the Gherkin feature files (no engine, nothing run). Tags:

* ``@clause:<id>``: a clause the scenario checks. The scenario's title begins
  with its primary clause id; further ``@clause`` tags are clauses it also exercises.
* ``@needs:<capability>``: a capability the engine must declare (test262's
  "features"); an engine without it reports the scenario as unsupported. The value
  must be one of the capabilities the game declares: a misspelt tag is a problem
  reported with file and line, never a scenario silently unsupported by every engine.
"""

from __future__ import annotations

import fnmatch
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.errors import ParserError

from tcgjudge.gherkin_cache import parse_gherkin
from tcgjudge.registry import chapter_of, clause_index, get_game
from tcgjudge.rules.index import Document, load_document

CLAUSE_TAG = "clause:"
NEEDS_TAG = "needs:"


@dataclass(frozen=True)
class Scenario:
    """One scenario as written in a feature file."""

    game: str
    feature: str
    path: str
    line: int
    name: str
    clauses: tuple[str, ...]
    needs: tuple[str, ...]

    @property
    def primary(self) -> str | None:
        return self.clauses[0] if self.clauses else None


@dataclass(frozen=True)
class CatalogProblem:
    """A tag or title that does not match the rule index, with where it is."""

    path: str
    line: int
    message: str
    syntax: bool = False
    """The file is not valid Gherkin: the suite cannot load (a usage error, exit code 2)."""

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


def primary_first(title: str, clause_ids: list[str]) -> tuple[list[str], bool]:
    """The clause ids with the one the title begins with first; False when the title begins with none."""
    ordered = list(dict.fromkeys(clause_ids))
    title_id = title.split(" ", 1)[0]
    if title_id not in ordered:
        return ordered, not ordered
    ordered.remove(title_id)
    return [title_id, *ordered], True


def _tag_values(tags: list[dict[str, object]], prefix: str) -> list[tuple[str, int]]:
    found = []
    for tag in tags:
        name = str(tag["name"]).lstrip("@")
        if name.startswith(prefix):
            location = tag["location"]
            assert isinstance(location, dict)
            found.append((name[len(prefix) :], int(location["line"])))
    return found


def _syntax_problem(path: Path, error: Exception) -> CatalogProblem:
    location = getattr(error, "location", None) or {}
    what = re.sub(r"^\(\d+:\d+\): ", "", str(error))
    return CatalogProblem(str(path), int(location.get("line") or 0), f"Gherkin syntax error: {what}", syntax=True)


def parse_feature(path: Path, game: str) -> tuple[list[Scenario], list[CatalogProblem]]:
    """Scenarios of one feature file; problems are tags that cannot be right on their own."""
    status = path.stat()
    scenarios, problems = _parsed_feature(path, game, status.st_mtime_ns, status.st_size)
    return list(scenarios), list(problems)


@functools.lru_cache(maxsize=512)
def _parsed_feature(
    path: Path, game: str, mtime_ns: int, size: int
) -> tuple[tuple[Scenario, ...], tuple[CatalogProblem, ...]]:
    """``parse_feature`` once per version of a file (a run reads the catalog before and after its scenarios)."""
    try:
        document = parse_gherkin(path.read_text(encoding="utf-8"))
    except ParserError as error:
        return (), tuple(_syntax_problem(path, each) for each in getattr(error, "errors", None) or [error])
    feature: dict[str, Any] = document.get("feature") or {}
    feature_tags = feature.get("tags", [])
    scenarios: list[Scenario] = []
    problems: list[CatalogProblem] = []
    children: list[dict[str, Any]] = list(feature.get("children", []))
    for child in list(children):
        if "rule" in child:  # Gherkin "Rule:" blocks hold scenarios too
            children.extend(child["rule"].get("children", []))
    for child in children:
        scenario = child.get("scenario")
        if not scenario:
            continue
        tags = feature_tags + scenario.get("tags", [])
        clause_tags = _tag_values(tags, CLAUSE_TAG)
        title = scenario["name"]
        line = int(scenario["location"]["line"])
        clause_ids, title_matches = primary_first(title, [value for value, _ in clause_tags])
        if not title_matches:
            problems.append(
                CatalogProblem(str(path), line, f"title {title!r} does not begin with one of its clause tags")
            )
        scenarios.append(
            Scenario(
                game=game,
                feature=feature.get("name", path.stem),
                path=str(path),
                line=line,
                name=title,
                clauses=tuple(clause_ids),
                needs=tuple(value for value, _ in _tag_values(tags, NEEDS_TAG)),
            )
        )
    return tuple(scenarios), tuple(problems)


def load_catalog(game: str, directory: Path | None = None) -> tuple[list[Scenario], list[CatalogProblem]]:
    """All scenarios of a game, and every problem: unknown clause ids reported with file and line."""
    declared = get_game(game)
    directory = directory or declared.features_dir
    documents: list[Document] = [load_document(key) for key in declared.documents]
    capabilities = declared.capability_names
    scenarios: list[Scenario] = []
    problems: list[CatalogProblem] = []
    if not directory.is_dir():
        return scenarios, problems
    for path in sorted(directory.glob("*.feature")):
        found, trouble = parse_feature(path, game)
        scenarios.extend(found)
        problems.extend(trouble)
        text_lines = path.read_text(encoding="utf-8").splitlines()
        for number, text in enumerate(text_lines, 1):
            for clause_id in re.findall(r"@clause:(\S+)", text):
                if not any(clause_id in document for document in documents):
                    problems.append(CatalogProblem(str(path), number, f"@clause:{clause_id} is not a clause of {game}"))
            for need in re.findall(r"@needs:(\S+)", text):
                if need not in capabilities:
                    problems.append(
                        CatalogProblem(str(path), number, f"@needs:{need} is not a capability {game} declares")
                    )
    return scenarios, problems


def selected(game: str, clauses: Sequence[str], patterns: Sequence[str], chapters: Sequence[str]) -> bool:
    """Any clause matches a pattern (if given) and any lies in a chapter (if given), by the game's index."""
    if patterns and not any(fnmatch.fnmatchcase(c, p) for c in clauses for p in patterns):
        return False
    return not chapters or any(chapter_of(game, c) in chapters for c in clauses)


def unmatched_selection(
    game: str, scenarios: Sequence[Scenario], patterns: Sequence[str], chapters: Sequence[str]
) -> list[str]:
    """Each --clause pattern and --chapter that selects no scenario of the game: a typo in a CI gate."""
    problems = [
        f"--clause {pattern!r} matches no scenario of {game}"
        for pattern in patterns
        if not any(selected(game, s.clauses, [pattern], []) for s in scenarios)
    ]
    known = dict.fromkeys(clause.chapter for clause in clause_index(game).values())
    for chapter in chapters:
        if chapter not in known:
            problems.append(f"--chapter {chapter!r} is not a chapter of {game} (chapters: {', '.join(known)})")
        elif not any(selected(game, s.clauses, [], [chapter]) for s in scenarios):
            problems.append(f"--chapter {chapter!r} has no scenario of {game}")
    return problems
