"""Regenerate the step vocabularies (``docs/steps.md``, ``docs/<game>-steps.md``) from the step definitions.

A vocabulary is written where the steps are, so it cannot drift from them:

* the step package's docstring (``steps/<game>/__init__.py``, ``steps/shared/__init__.py``) is the page: its
  first line the title, the rest the prose (notation, defaults, tables, examples) under its ``##`` and ``###``
  headings;
* every step definition's docstring is its entry: the step's wording in backquotes (``pX``, ``"ID"``, ``N``,
  ``[optional]``, ``a|b``), a dash, what it does; its last line, ``Vocabulary: <heading>``, names the section
  of the page it belongs under. The entries of a section are listed in source order where the section's
  prose has a line ``{steps}``, or at its end.

A step definition without a docstring, or naming no heading of its page, is an error (exit 1); so is an entry
whose wording no longer fits the step: for every step definition the scenarios use, some wording of its entry must
have all its words in one of the steps it answers, leaving out placeholders (``pX``, ``N``, ``"ID"``, ``LIST``,
``<phrase>``), optional ``[parts]``, ``a|b`` choices (one word each: write several wordings, or a placeholder,
for a choice of phrases) and ``...``.
Run ``python tools/update_step_docs.py`` after changing steps; ``--check`` exits 1 while a page is stale
(``tests/test_step_docs.py``).
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tcgjudge.catalog import load_catalog
from tcgjudge.registry import all_games
from tcgjudge.step_lookup import library_definitions, step_matches
from tcgjudge.trace import feature_steps, game_step_definitions

ROOT = Path(__file__).resolve().parents[1]
SHARED = "tcgjudge.steps.shared"
PLACEHOLDER = "{steps}"
TAG = re.compile(r"^Vocabulary: (?P<section>.+)$")
HEADING = re.compile(r"^#{2,4} (?P<title>.+)$")


@dataclass(frozen=True)
class Entry:
    """One step definition's entry: the section it goes in, where it is defined, and its text."""

    section: str
    module: str
    line: int
    name: str
    text: str


def vocabularies() -> dict[str, Path]:
    """Step package -> its page: the shared steps' ``docs/steps.md``, then each game's ``docs/<game>-steps.md``."""
    pages = {SHARED: ROOT / "docs" / "steps.md"}
    for key, game in all_games().items():
        if game.steps is not None:
            pages[game.steps] = ROOT / "docs" / f"{key}-steps.md"
    return pages


def _unwrapped(paragraph: list[str]) -> list[str]:
    """A docstring paragraph as markdown lines: wrapped prose joined, list items, tables and code kept apart."""
    lines: list[str] = []
    for line in paragraph:
        keep = line.startswith(("- ", "|", "```", "* ")) or (lines and lines[-1].startswith(("|", "```")))
        if lines and not keep and not line.startswith(" "):
            lines[-1] += " " + line
        else:
            lines.append(line)
    return lines


def entry_text(doc: str) -> tuple[str | None, str]:
    """The section a step definition's docstring names, and its entry as a markdown list item."""
    paragraphs: list[list[str]] = [[]]
    for line in inspect.cleandoc(doc).splitlines():
        if line.strip():
            paragraphs[-1].append(line)
        elif paragraphs[-1]:
            paragraphs.append([])
    section = None
    if paragraphs[-1] and (tag := TAG.match(paragraphs[-1][-1])):
        section = tag["section"].strip()
        paragraphs[-1].pop()
    blocks = [_unwrapped(p) for p in paragraphs if p]
    if not blocks:
        return section, ""
    out = ["- " + blocks[0][0], *("  " + line for line in blocks[0][1:])]
    for block in blocks[1:]:
        out += ["", *("  " + line for line in block)]
    return section, "\n".join(out)


def entries(package: str) -> tuple[list[Entry], list[str]]:
    """The entries of a step package's own definitions (not those it imports), and every problem."""
    found: dict[int, Entry] = {}
    problems: list[str] = []
    for context in library_definitions([package]):
        function = inspect.unwrap(context.step_func)
        if id(function) in found:
            continue
        where = f"{function.__module__}:{function.__qualname__} ({inspect.getsourcefile(function)}:"
        where += f"{function.__code__.co_firstlineno})"
        if not function.__doc__:
            problems.append(f"{where}: a step definition without a docstring (its entry in the vocabulary)")
            continue
        section, text = entry_text(function.__doc__)
        if section is None:
            problems.append(f"{where}: its docstring does not end with 'Vocabulary: <section heading>'")
            continue
        found[id(function)] = Entry(section, function.__module__, function.__code__.co_firstlineno, where, text)
    return sorted(found.values(), key=lambda e: (e.module, e.line)), problems


def render(package: str) -> tuple[str, list[str]]:
    """The page of one step package, and every problem (a step with no entry, a section the page lacks)."""
    doc = inspect.cleandoc(importlib.import_module(package).__doc__ or "")
    title, _, body = doc.partition("\n")
    listed, problems = entries(package)
    by_section: dict[str, list[Entry]] = {}
    for entry in listed:
        by_section.setdefault(entry.section, []).append(entry)
    lines = [f"# {title.rstrip('.')}", ""]
    sections: list[str] = []
    placed: set[str] = set()

    def flush() -> None:
        """Entries of the section just ended that had no placeholder go at its end."""
        if sections and sections[-1] not in placed and by_section.get(sections[-1]):
            while lines and not lines[-1]:
                lines.pop()
            lines.extend(["", *(e.text for e in by_section[sections[-1]]), ""])
            placed.add(sections[-1])

    for line in body.strip("\n").splitlines():
        heading = HEADING.match(line)
        if heading:
            flush()
            if heading["title"] in sections:
                problems.append(f"{package}: the heading {heading['title']!r} appears twice")
            sections.append(heading["title"])
        if line.strip() == PLACEHOLDER:
            current = sections[-1] if sections else ""
            lines.extend(e.text for e in by_section.get(current, []))
            placed.add(current)
            continue
        lines.append(line)
    flush()
    for section, items in by_section.items():
        if section not in sections:
            problems += [f"{e.name}: 'Vocabulary: {section}' names no heading of the page" for e in items]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n", problems


WORDING = re.compile(r"`(?:Given|When|Then) ([^`]*)`")
PLACEHOLDER_WORD = re.compile(r"(?:p[XY]|[A-Z][A-Z0-9_]*)(?:'s)?")


def required_words(wording: str) -> list[str]:
    """The words a step must contain to be written in ``wording`` (placeholders, options and choices left out)."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"\[[^\]]*\]", " ", wording))
    words = []
    for token in text.split():
        word = token.strip('",.:;()')
        if "|" in token or "..." in token or not word or PLACEHOLDER_WORD.fullmatch(word):
            continue
        words.append(word)
    return words


def wording_problems(game: str) -> list[str]:
    """Step definitions the game's scenarios use whose entry has no wording fitting any of the steps they answer."""
    definitions = game_step_definitions(game)
    texts: dict[int, set[str]] = {}
    seen: set[tuple[str | None, str]] = set()
    for scenario in load_catalog(game)[0]:
        for _, kind, text, _ in feature_steps(scenario.path).get(scenario.line, []):
            if (kind, text) in seen:
                continue
            seen.add((kind, text))
            for context in definitions:
                if step_matches(context, kind, text):
                    texts.setdefault(id(inspect.unwrap(context.step_func)), set()).add(text)
    problems = []
    for context in definitions:
        function = inspect.unwrap(context.step_func)
        used = texts.get(id(function))
        if not used or not function.__doc__:
            continue
        first = " ".join(inspect.cleandoc(function.__doc__).split("\n\n")[0].split())
        wordings = WORDING.findall(first)

        def fits(wording: str, text: str) -> bool:
            return all(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) for word in required_words(wording))

        if not any(fits(wording, text) for wording in wordings for text in used):
            problems.append(
                f"{function.__module__}:{function.__qualname__}: no wording of its entry ({wordings or 'none'}) "
                f"fits a step it answers, such as {sorted(used)[0]!r}"
            )
    return problems


def main() -> int:
    check = "--check" in sys.argv
    status = 0
    for key, game in all_games().items():
        if game.has_scenarios():
            for problem in wording_problems(key):
                print(f"error: {problem}", file=sys.stderr)
                status = 1
    for package, page in vocabularies().items():
        text, problems = render(package)
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
            status = 1
        current = page.read_text(encoding="utf-8") if page.is_file() else ""
        if text != current:
            if check:
                print(f"stale: {page.relative_to(ROOT)} (run python tools/update_step_docs.py)", file=sys.stderr)
                status = 1
            else:
                page.write_text(text, encoding="utf-8")
                print(f"wrote {page.relative_to(ROOT)}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
