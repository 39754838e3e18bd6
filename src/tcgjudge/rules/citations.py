"""Clause citations in code: which engine functions, step definitions and mutants cite which clauses.

The convention (test262's ``esid``, kept as light as a docstring): **a function cites every clause id that
appears in its docstring, in its comments and in the string literals inside it** (its decorators included).
Text outside any function cites for the class or module it lies in (``<module>``). A mutant
(``Mutant(name, clause, ...)`` in ``tools/mutation/<game>.py``) cites the clauses of its ``clause`` field.
No decorator, no special comment: what is written today for a reader is what is checked.

What counts as a clause id is the game's numbering style, as the rule index tools know it (one pattern per
style of its documents: ``7-1-4-1`` dash, ``24-4c`` chapter-letter, ``13.2.1.5`` dot, ``RR-slug`` titled);
an id glued to letters, digits, dashes, dots or slashes on its left (a card number ``OP01-004``, a date,
a version ``1.1.6``) is not one. Written forms, all checked against the index:

* ``34-5``: one clause.
* ``34-3..34-5``, ``7-1-1-1..3``, ``23-2e..23-2g``: a range of sibling clauses; both ends must exist and
  share a parent, and every sibling between them (in the index's order) is cited. The end may be written in
  full or as the last part only.
* ``14-3h/14-3i``, ``20-3b/c``, ``7-1-4-1-1-1/-3``, ``10-2-11/12``: alternatives; each after a slash is a
  full id or replaces the last part(s) of the first (``20-3b/c`` cites 20-3b and 20-3c).
* ``chapters 35-38``, ``ch. 10-12``: after the word *chapter(s)* or *ch.*, two numbers going up are a range of
  chapters (``chapter 10-1`` stays the clause 10-1: its numbers go down).

:func:`game_citations` reads the files from the installed packages (every module of the game's reference
engine package and step package, and of ``steps/shared/``; no file is named) and, in a source checkout,
``tools/mutation/<game>.py``. The shared steps belong to no game: an id written there (an example in a
docstring) must be a clause of some game's index, and cites for none. ``tests/test_citations.py`` fails on
any citation of an id the index lacks, with file and line.
"""

from __future__ import annotations

import ast
import importlib.util
import io
import os
import re
import tokenize
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

from tcgjudge.registry import all_games, clause_index, get_game
from tcgjudge.rules.index import Clause, load_document

CiterKind = Literal["engine", "step", "mutant", "mutation"]
"""``engine``: a function of the reference engine; ``step``: a function of the step library (a step definition
or its helper); ``mutant``: a mutant record; ``mutation``: a function of the mutation catalogue (how a mutant
is patched in)."""

SHARED_STEPS = "tcgjudge.steps.shared"
"""The step vocabulary every game shares: its citations are checked against every game's index."""

_ID_BY_STYLE: dict[str, str] = {
    "dash": r"\d{1,2}(?:-\d{1,3})+",
    "chapter-letter": r"\d\d-\d{1,3}[a-z]?",
    "dot": r"\d{1,2}(?:\.\d{1,3})+",
    "titled": r"RR-[a-z0-9]+(?:-[a-z0-9]+)*",
}
"""A clause id of each numbering style, as written in code (a bare chapter number is too common to count)."""
_SHORT = r"-?\d{1,3}[a-z]?|[a-z]"
"""The last part(s) of an id, written after ``..`` or ``/`` instead of the whole id."""
_CHAPTER_WORD = re.compile(r"(?:\bchapters?|\bch\.)\s*$", re.IGNORECASE)
_PARTS = re.compile(r"\d+|[a-z]+")


@dataclass(frozen=True)
class Citer:
    """A function, module or mutant citing clauses, with where it is."""

    kind: CiterKind
    name: str
    """``module:qualified.name`` of a function (``module:<module>`` for module-level text), or a mutant's name."""
    path: str
    line: int
    clauses: tuple[str, ...]

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "name": self.name, "path": self.path, "line": self.line}


@dataclass(frozen=True)
class CitationProblem:
    """A citation that does not resolve to clauses of the game's index."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass
class GameCitations:
    """Every citer of one game and every citation problem found."""

    game: str
    citers: list[Citer] = field(default_factory=list)
    problems: list[CitationProblem] = field(default_factory=list)
    mutation_catalogue: Path | None = None
    """The mutation catalogue read (None outside a source checkout: no mutants are known)."""

    def by_clause(self) -> dict[str, list[Citer]]:
        found: dict[str, list[Citer]] = {}
        for citer in self.citers:
            for clause_id in citer.clauses:
                found.setdefault(clause_id, []).append(citer)
        return found

    def citing(self, clause_id: str, *kinds: CiterKind) -> list[Citer]:
        return [c for c in self.by_clause().get(clause_id, []) if not kinds or c.kind in kinds]


# -- parsing one piece of text ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Numbering:
    """How one game's clause ids are written and where they are (its index by id, in document order)."""

    pattern: re.Pattern[str]
    index: Mapping[str, Clause]
    order: Mapping[str, int]


def _numbering(styles: list[str], index: Mapping[str, Clause]) -> Numbering:
    one = "|".join(_ID_BY_STYLE[style] for style in dict.fromkeys(styles) if style in _ID_BY_STYLE)
    pattern = re.compile(
        rf"(?<![\w\-./~])(?P<first>{one})"
        rf"(?:\.\.(?P<end>{one}|{_SHORT})|(?P<alts>(?:/(?:{one}|{_SHORT}))+))?"
        r"(?![\w\-~]|\.\d|/\w)"
    )
    return Numbering(pattern, index, {clause_id: n for n, clause_id in enumerate(index)})


@cache
def game_numbering(game: str) -> Numbering:
    """The id pattern of a game's documents' numbering styles, and its index."""
    styles = [load_document(key).numbering for key in get_game(game).documents]
    return _numbering(styles, clause_index(game))


def _replace_tail(first: str, short: str) -> str:
    """``first`` with its last parts replaced by ``short`` (``20-3b`` + ``c`` -> ``20-3c``)."""
    short = short.lstrip("-.")
    parts = list(_PARTS.finditer(first))
    count = len(_PARTS.findall(short))
    if not short or count == 0 or count > len(parts):
        return short
    return first[: parts[-count].start()] + short


def _siblings(numbering: Numbering, start: str, end: str) -> list[str] | str:
    """The clauses from ``start`` to ``end`` under one parent, or why the range is wrong."""
    first, last = numbering.index[start], numbering.index[end]
    if first.parent != last.parent:
        return f"the range {start}..{end} spans two parents ({first.parent} and {last.parent})"
    low, high = numbering.order[start], numbering.order[end]
    if low >= high:
        return f"the range {start}..{end} does not go forwards"
    return [
        clause_id
        for clause_id, clause in numbering.index.items()
        if clause.parent == first.parent and low <= numbering.order[clause_id] <= high
    ]


def _chapters(numbering: Numbering, written: str) -> list[str] | str:
    low, _, high = written.partition("-")
    found = []
    for number in range(int(low), int(high) + 1):
        chapter = next((c for c in (f"{number:02d}", str(number)) if c in numbering.index), None)
        if chapter is None or numbering.index[chapter].parent is not None:
            return f"chapter {number} (of {written}) is not a chapter of the index"
        found.append(chapter)
    return found


def parse_citations(text: str, numbering: Numbering) -> Iterator[tuple[int, list[str], str | None]]:
    """Each citation in ``text``: its offset, the clause ids it cites, and a problem (None when all exist)."""
    for match in numbering.pattern.finditer(text):
        first = match["first"]
        low, _, high = first.partition("-")
        if (
            match["end"] is None
            and match["alts"] is None
            and _CHAPTER_WORD.search(text, 0, match.start())
            and low.isdigit()
            and high.isdigit()
            and int(low) < int(high)
        ):
            chapters = _chapters(numbering, first)
            yield (match.start(), [], chapters) if isinstance(chapters, str) else (match.start(), chapters, None)
            continue
        ids = [first]
        if match["alts"] is not None:
            for alt in match["alts"].split("/")[1:]:
                full = numbering.pattern.fullmatch(alt) is not None and "-" in alt.strip("-")
                ids.append(alt if full or alt.startswith("RR-") else _replace_tail(first, alt))
        end = None
        if match["end"] is not None:
            end = match["end"] if numbering.pattern.fullmatch(match["end"]) else _replace_tail(first, match["end"])
            ids.append(end)
        missing = [clause_id for clause_id in ids if clause_id not in numbering.index]
        if missing:
            written = match.group(0)
            detail = "" if written == missing[0] else f" (in {written!r})"
            yield match.start(), [], f"{', '.join(missing)} is not a clause of the index{detail}"
            continue
        if end is not None:
            span = _siblings(numbering, first, end)
            if isinstance(span, str):
                yield match.start(), [], span
                continue
            ids = span
        yield match.start(), ids, None


# -- reading one Python file ------------------------------------------------------------------------------


def _scopes(tree: ast.Module) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of every function and class, decorators included."""
    found: list[tuple[int, int, str]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                start = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                found.append((start, child.end_lineno or child.lineno, name))
                visit(child, f"{name}.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return found


def _owner(scopes: list[tuple[int, int, str]], line: int) -> tuple[str, int]:
    """The innermost function or class holding ``line`` (``<module>``, line 1, when none)."""
    best: tuple[int, int, str] | None = None
    for start, end, name in scopes:
        if start <= line <= end and (best is None or start >= best[0]):
            best = (start, end, name)
    return (best[2], best[0]) if best is not None else ("<module>", 1)


def scan_source(
    source: str, path: str, module: str, kind: CiterKind, numberings: list[Numbering]
) -> tuple[list[Citer], list[CitationProblem]]:
    """The citers of one Python file: a citation counts when it resolves in one of ``numberings`` (several for
    the shared steps: a clause of any game); a clause-shaped token no numbering resolves is a problem."""
    tree = ast.parse(source, path)
    scopes = _scopes(tree)
    cited: dict[str, dict[str, None]] = {}
    starts: dict[str, int] = {}
    problems: list[CitationProblem] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in (tokenize.COMMENT, tokenize.STRING):
            continue
        found: dict[int, tuple[list[str], str | None]] = {}
        for numbering in numberings:
            for offset, ids, problem in parse_citations(token.string, numbering):
                if offset not in found or (found[offset][1] is not None and problem is None):
                    found[offset] = (ids, problem)
        for offset, (ids, problem) in sorted(found.items()):
            line = token.start[0] + token.string.count("\n", 0, offset)
            if problem is not None:
                problems.append(CitationProblem(path, line, problem))
                continue
            owner, start = _owner(scopes, line)
            starts.setdefault(owner, start)
            cited.setdefault(owner, {}).update(dict.fromkeys(ids))
    citers = [Citer(kind, f"{module}:{owner}", path, starts[owner], tuple(ids)) for owner, ids in cited.items() if ids]
    return sorted(citers, key=lambda c: c.line), problems


def scan_mutants(source: str, path: str, numbering: Numbering) -> tuple[list[Citer], list[CitationProblem]]:
    """The mutants of a catalogue, each citing its ``clause`` field.

    A mutant is declared on the game's registry (``MUTANTS = Catalogue()``) as ``@MUTANTS.mutant(name, clause,
    description)`` or ``MUTANTS.add(name, clause, description, patches)``, or written as a ``Mutant(name, clause,
    ...)`` record.
    """
    citers: list[Citer] = []
    problems: list[CitationProblem] = []
    tree = ast.parse(source, path)
    registries = {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Name)
        and node.value.func.id == "Catalogue"
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }
    for node in sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)), key=lambda n: (n.lineno, n.col_offset)):
        record = isinstance(node.func, ast.Name) and node.func.id == "Mutant"
        declared = (
            isinstance(node.func, ast.Attribute)
            and node.func.attr in ("mutant", "add")
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in registries
        )
        if not (record or declared):
            continue
        fields = dict(zip(("name", "clause"), node.args, strict=False))
        fields.update({k.arg: k.value for k in node.keywords if k.arg in ("name", "clause")})
        name_node, clause = fields.get("name"), fields.get("clause")
        if not (
            isinstance(name_node, ast.Constant)
            and isinstance(clause, ast.Constant)
            and isinstance(clause.value, str)
            and isinstance(name_node.value, str)
        ):
            problems.append(CitationProblem(path, node.lineno, "a mutant's name and clause must be string literals"))
            continue
        name: str = name_node.value
        ids: list[str] = []
        for _, found, problem in parse_citations(clause.value, numbering):
            if problem is not None:
                problems.append(CitationProblem(path, clause.lineno, f"mutant {name}: {problem}"))
            ids += found
        if not ids and not any(p.line == clause.lineno for p in problems):
            problems.append(
                CitationProblem(path, clause.lineno, f"mutant {name}: clause {clause.value!r} cites no clause id")
            )
        if ids:
            citers.append(Citer("mutant", name, path, node.lineno, tuple(dict.fromkeys(ids))))
    return citers, problems


# -- a game's files ----------------------------------------------------------------------------------------


def _package_folder(module: str) -> tuple[str, Path] | None:
    """The package holding ``module`` (a module of it, or the package itself) and its folder."""
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return None
    package = module if spec.submodule_search_locations else module.rpartition(".")[0]
    return package, Path(spec.origin).parent


def _modules(package: str, folder: Path) -> Iterator[tuple[str, Path]]:
    """Every Python module under ``folder`` with its dotted name (sub-packages included)."""
    for path in sorted(folder.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = path.relative_to(folder).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield ".".join([package, *parts]), path


MUTATION_FOLDER_VARIABLE = "TCGJUDGE_MUTATION_DIR"
"""Names the mutation catalogues' folder explicitly (otherwise it is looked for as below)."""


def mutation_folder() -> Path | None:
    """``tools/mutation/`` of the source checkout, or None where there is none (a user's installed copy).

    Looked for beside the packages (an editable install), then in the working folder and its parents (a
    checkout installed with ``pip install .``, as CI does, whose tests run from the checkout).
    """
    named = os.environ.get(MUTATION_FOLDER_VARIABLE)
    if named:
        return Path(named) if Path(named).is_dir() else None
    beside = Path(str(resources.files("tcgjudge.reference"))).resolve().parent
    for root in (beside, Path.cwd().resolve(), *Path.cwd().resolve().parents):
        folder = root / "tools" / "mutation"
        if (folder / "run_mutants.py").is_file():
            return folder
    return None


def display_path(path: Path | str) -> str:
    """A path relative to the working folder when under it (short, clickable), else absolute."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


@cache
def game_citations(game: str) -> GameCitations:
    """Every citer of ``game``'s clauses in its engine, steps (its own and the shared ones) and mutants."""
    declared = get_game(game)
    result = GameCitations(game)
    numbering = game_numbering(game)
    sources: list[tuple[str, Path, CiterKind, list[Numbering]]] = []
    parts: tuple[tuple[str | None, CiterKind], ...] = ((declared.reference_engine, "engine"), (declared.steps, "step"))
    for spec, kind in parts:
        located = _package_folder(spec.partition(":")[0]) if spec else None
        if located is not None:
            sources += [(module, path, kind, [numbering]) for module, path in _modules(*located)]
    if declared.steps is not None:
        shared = _package_folder(SHARED_STEPS)
        if shared is not None:
            everyone = [game_numbering(key) for key in all_games()]
            for module, path in _modules(*shared):
                sources.append((module, path, "step", [numbering, *(n for n in everyone if n is not numbering)]))
    for module, path, kind, numberings in sources:
        citers, problems = scan_source(path.read_text(encoding="utf-8"), display_path(path), module, kind, numberings)
        if not module.startswith(SHARED_STEPS):  # the shared vocabulary names ids only as examples: checked
            result.citers += citers
        result.problems += problems
    folder = mutation_folder()
    catalogue = folder / f"{game}.py" if folder is not None else None
    if catalogue is not None and catalogue.is_file():
        result.mutation_catalogue = catalogue
        source, shown = catalogue.read_text(encoding="utf-8"), display_path(catalogue)
        citers, problems = scan_source(source, shown, catalogue.stem, "mutation", [numbering])
        citers = [c for c in citers if not c.name.endswith(":<module>")]  # its records, section titles: below
        mutants, mutant_problems = scan_mutants(source, shown, numbering)
        result.citers += mutants + citers
        result.problems += mutant_problems + problems
    return result


def code_by_clause(game: str) -> dict[str, list[str]]:
    """For each clause, its citers as ``kind name (file:line)``: what ``rules check`` lists for a changed one."""
    return {
        clause_id: [f"{c.kind} {c.name} ({c.where})" for c in citers]
        for clause_id, citers in game_citations(game).by_clause().items()
    }
