"""Extract the clause-id skeleton of an official rules text.

Rules documents arrive as text pulled out of PDFs, with the blemishes that
brings: markdown bullets, bold and headings, full-width digits, spaces between
the characters of an id (``1 4 . 2 . 3 .``), ids quoted inside sentences,
a table of contents that repeats the chapter titles, and a changelog at the end.
This module turns such a text into an ordered list of :class:`ExtractedClause`:
id, parent, chapter, the ids it cross-references, and a fingerprint of its text.

Three numbering styles are recognised and detected automatically:

* ``dash``: ``7-1-4-1-1-2.``: numbers joined by dashes, ending in a dot
* ``dot``: ``18.5.1.2.``: numbers joined by dots, ending in a dot
* ``chapter-letter``: ``24-4c``: a two-digit chapter, a number, an optional letter, no trailing dot

What counts as a clause: an id at the start of a line, after any markup. The
same id elsewhere in a line is a cross-reference. Chapter headings (a bare
number) only count when they continue the chapter sequence, which keeps
numbered list items and wrapped lines out. The table of contents and the
changelog are skipped.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

Style = Literal["dash", "dot", "chapter-letter"]
STYLES: tuple[Style, ...] = ("dash", "dot", "chapter-letter")

# Full-width ASCII (U+FF01..U+FF5E) and the ideographic space; circled digits are
# deliberately left alone: they number list items, never clauses.
_WIDTH_TABLE = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}

_MARKUP = re.compile(r"^[\s#*\-・•]*")
_CHANGELOG_TITLE = re.compile(r"^(更新履歴|改訂履歴|履歴)\s*$")
_DATE_LINE = re.compile(r"^\d{4}\s*(/|年)\s*\d{1,2}\s*(/|月)\s*\d{1,2}\s*日?(\s.*)?$")

# An id token at the start of a (markup-stripped) line, per style. Digits may be
# separated by spaces (PDF extraction); the terminator must be followed by a
# space, markup or the end of the line, so a wrapped "1.see 7-1-4." is no clause.
_ID_AT_START: dict[Style, re.Pattern[str]] = {
    "dash": re.compile(r"^(?P<id>\d[\d ]*(?:\s*-\s*\d[\d ]*)*)\s*\.(?=\s|\*|$)"),
    "dot": re.compile(r"^(?P<id>\d[\d ]*(?:\s*\.\s*\d[\d ]*)*)\s*\.(?=\s|\*|$)"),
    "chapter-letter": re.compile(
        r"^(?P<id>\d\d(?:-\d{1,3}(?:\*\*)?[a-z]?)?)(?:\*\*)?\.?(?=[\s*「『(（]|$|[^\x00-\x7f])"
    ),
}
# A dash-style chapter heading may lack its dot ("1 Game outline").
_BARE_CHAPTER = re.compile(r"^(?P<id>\d{1,2})\s+(?=[^\d\s.])")

# Id tokens anywhere in a line (for cross-references), after spaces are squeezed.
_REFERENCE: dict[Style, re.Pattern[str]] = {
    "dash": re.compile(r"(?<![\d-])(\d+(?:-\d+)+)(?![\d-])|「(\d+)\.(?![\d-])"),
    "dot": re.compile(r"(?<![\d.])(\d+(?:\.\d+)+)\.?(?![\d])|「(\d+)\.(?![\d.])"),
    "chapter-letter": re.compile(r"(?<![\d-])(\d\d-\d{1,3}[a-z]?)(?![\da-z])"),
}


@dataclass(frozen=True)
class ExtractedClause:
    """One clause as found in a rules text."""

    id: str
    parent: str | None
    chapter: str
    line: int
    fingerprint: str
    refs: tuple[str, ...] = ()
    duplicate_of_line: int | None = None


@dataclass(frozen=True)
class Extraction:
    """The skeleton of a whole document."""

    style: Style
    clauses: tuple[ExtractedClause, ...]
    toc_lines: tuple[int, ...] = ()
    changelog_line: int | None = None
    text_by_id: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    def ids(self) -> list[str]:
        return [clause.id for clause in self.clauses]


def normalise_width(text: str) -> str:
    """Fold full-width ASCII and ideographic spaces to plain ASCII."""
    return text.translate(_WIDTH_TABLE)


def strip_markup(line: str) -> str:
    """Remove leading bullets, heading marks and bold marks."""
    return _MARKUP.sub("", normalise_width(line))


def normalise_id(raw: str) -> str:
    """``1 4 . 2 . 3`` -> ``14.2.3``; ``１２-３`` -> ``12-3``; no spaces, no trailing dot."""
    return re.sub(r"[\s*]+", "", normalise_width(raw)).rstrip(".")


def separator(style: Style) -> str:
    return "." if style == "dot" else "-"


def id_parts(clause_id: str, style: Style) -> list[str]:
    """Components of an id; a letter suffix is its own level (``24-4c`` -> 24, 4, c)."""
    parts = clause_id.split(separator(style))
    if style == "chapter-letter" and len(parts) == 2:
        match = re.fullmatch(r"(\d+)([a-z])", parts[1])
        if match:
            return [parts[0], match.group(1), match.group(2)]
    return parts


def parent_id(clause_id: str, style: Style) -> str | None:
    """The id one level up, or None for a chapter."""
    if style == "chapter-letter":
        if re.fullmatch(r"\d\d-\d+[a-z]", clause_id):
            return clause_id[:-1]
        return clause_id.split("-")[0] if "-" in clause_id else None
    sep = separator(style)
    return clause_id.rsplit(sep, 1)[0] if sep in clause_id else None


_UNFINGERPRINTED = re.compile(r"[\s#*・•\-]+")
FINGERPRINT_LENGTH = 12


def fold(text: str) -> str:
    """What a fingerprint hashes: the NFKC form of ``text`` without whitespace, bullets, heading and bold marks.

    Folding lines one by one and joining them without separator gives the fold of the lines joined by newlines
    (a newline is removed and never combines with its neighbours), which lets a search hash windows of lines
    without folding any line twice (:mod:`tcgjudge.rules.recognise`)."""
    return _UNFINGERPRINTED.sub("", unicodedata.normalize("NFKC", text))


def fingerprint(text: str) -> str:
    """A short hash of a clause's normalised text: spotting rewording without shipping the text."""
    return hashlib.sha256(fold(text).encode("utf-8")).hexdigest()[:FINGERPRINT_LENGTH]


def detect_style(lines: Iterable[str]) -> Style:
    """The numbering style most of the line-start ids follow."""
    counts: dict[Style, int] = {"dash": 0, "dot": 0, "chapter-letter": 0}
    for raw in lines:
        line = strip_markup(raw)
        if re.match(r"^\d\d-\d{1,3}[a-z]?(?![\d.\-])", line):
            counts["chapter-letter"] += 1
        elif re.match(r"^\d+(?:-\d+)+\.", line):
            counts["dash"] += 1
        elif re.match(r"^\d[\d ]*(?:\.\s*\d[\d ]*)+\s*\.", line):
            counts["dot"] += 1
    return max(STYLES, key=lambda style: counts[style])


def match_id(line: str, style: Style) -> tuple[str, int] | None:
    """The normalised id opening ``line`` and where its text starts, if any."""
    match = _ID_AT_START[style].match(line)
    if match:
        return normalise_id(match.group("id")), match.end()
    if style == "dash":
        bare = _BARE_CHAPTER.match(line)
        if bare:
            return bare.group("id"), bare.end()
    return None


def _references(text: str, style: Style) -> list[str]:
    """Every id-like token written inside ``text``, spaces inside ids squeezed out."""
    squeezed = re.sub(r"(?<=[\d.\-])\s+(?=[\d.\-])", "", normalise_width(text))
    found: list[str] = []
    for match in _REFERENCE[style].finditer(squeezed):
        token = match.group(1) or match.group(2)
        if token:
            found.append(token.rstrip("."))
    return found


def _parent_by_position(before: list[ExtractedClause], depth: int, style: Style) -> str | None:
    """The nearest clause above, one level up: where a repeated (misprinted) number really sits.

    A document that prints one number twice means its second use as a sub-clause of whatever clause
    it follows, so that use is parented by position rather than by the number it repeats.
    """
    for clause in reversed(before):
        if len(id_parts(clause.id.split("~")[0], style)) == depth - 1:
            return clause.id
    return None


def extract(text: str, style: Style | None = None) -> Extraction:
    """Extract the clause skeleton of ``text``; ``style`` is detected when not given."""
    lines = text.splitlines()
    style = style or detect_style(lines)
    candidates: list[tuple[int, str, int]] = []  # (line index, id, text start)
    stripped = [strip_markup(line).rstrip() for line in lines]
    changelog_at: int | None = None
    body_started = False
    for index, line in enumerate(stripped):
        if body_started and (_CHANGELOG_TITLE.match(line) or _DATE_LINE.match(line)):
            changelog_at = index
            break
        found = match_id(line, style)
        if found is None:
            continue
        clause_id, start = found
        if len(id_parts(clause_id, style)) > 1:
            body_started = True
        candidates.append((index, clause_id, start))

    # Table of contents: chapter-level ids before the first deeper id, each followed
    # by another chapter-level id (the last real chapter heading is followed by its child).
    toc: set[int] = set()
    for position, (index, clause_id, _) in enumerate(candidates):
        if len(id_parts(clause_id, style)) > 1:
            break
        following = candidates[position + 1] if position + 1 < len(candidates) else None
        if following is not None and len(id_parts(following[1], style)) == 1:
            toc.add(index)

    accepted: list[tuple[int, str, int]] = []
    chapter = 0
    seen: dict[str, int] = {}
    occurrences: dict[str, int] = {}
    for index, clause_id, start in candidates:
        if index in toc:
            continue
        parts = id_parts(clause_id, style)
        if len(parts) == 1:
            # A chapter heading must continue the sequence; anything else is a list item.
            if int(parts[0]) != chapter + 1:
                continue
            chapter = int(parts[0])
        elif int(parts[0]) != chapter:
            continue
        accepted.append((index, clause_id, start))

    end = changelog_at if changelog_at is not None else len(lines)
    bodies: dict[int, str] = {}
    for position, (index, _, start) in enumerate(accepted):
        stop = accepted[position + 1][0] if position + 1 < len(accepted) else end
        body_lines = [stripped[index][start:], *stripped[index + 1 : stop]]
        bodies[index] = "\n".join(body_lines).strip()

    known = {clause_id for _, clause_id, _ in accepted}
    clauses: list[ExtractedClause] = []
    text_by_id: dict[str, str] = {}
    for index, clause_id, _ in accepted:
        body = bodies[index]
        # An id the document repeats by mistake keeps its number plus "~N" (its Nth use), and
        # its parent is the clause it is printed under, not the one its wrong number names.
        first_line = seen.get(clause_id)
        occurrences[clause_id] = occurrences.get(clause_id, 0) + 1
        final_id = clause_id if first_line is None else f"{clause_id}~{occurrences[clause_id]}"
        seen.setdefault(clause_id, index + 1)
        parent = parent_id(clause_id, style)
        while parent is not None and parent not in known:
            parent = parent_id(parent, style)
        if first_line is not None:
            parent = _parent_by_position(clauses, len(id_parts(clause_id, style)), style) or parent
        refs = tuple(dict.fromkeys(ref for ref in _references(body, style) if ref in known and ref != clause_id))
        clauses.append(
            ExtractedClause(
                id=final_id,
                parent=parent,
                chapter=id_parts(clause_id, style)[0],
                line=index + 1,
                fingerprint=fingerprint(body),
                refs=refs,
                duplicate_of_line=first_line,
            )
        )
        text_by_id[final_id] = body
    return Extraction(
        style=style,
        clauses=tuple(clauses),
        toc_lines=tuple(sorted(i + 1 for i in toc)),
        changelog_line=None if changelog_at is None else changelog_at + 1,
        text_by_id=text_by_id,
    )
