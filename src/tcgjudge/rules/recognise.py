"""Which shipped rules document a text is a version of, recognised by the fingerprints of its clauses.

A numbered text is extracted and its clause fingerprints compared with each index
of the same numbering style. A titled document (a rule reference with sections but
no numbers) has no ids to extract: each indexed section is looked for as a window
of consecutive lines whose fingerprint equals the section's, so the check works on
the very text the index was made from without the project shipping any of it.
"""

from __future__ import annotations

import functools
import hashlib
import statistics
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import cast

from tcgjudge.rules.diff import ClauseText, RulesDiff, diff_clauses
from tcgjudge.rules.extract import FINGERPRINT_LENGTH, Extraction, Style, extract, fold, match_id, strip_markup
from tcgjudge.rules.index import Document, document_keys, load_document

TITLED = "titled"
LONGEST_SECTION = 40
"""The most lines a titled section spans (the longest in the shipped reference is 10)."""
LONGEST_CLAUSE = 60
"""The most lines a numbered clause is looked for in when searching a text for a document's clauses anywhere
(the longest in the shipped texts spans 41 lines, blank ones included)."""
RECOGNISED_SHARE = 0.5
"""A text is a version of a document when at least this share of the document's clause fingerprints recur in it
(a new version rewords some clauses, not most of them)."""


class UnrecognisedTextError(ValueError):
    """The text is no version of the document asked for (or of any shipped one): a usage error, exit 2."""


class SeveralDocumentsError(UnrecognisedTextError):
    """The text holds several rules documents (files joined into one): a usage error, exit 2."""


@dataclass
class SectionMatch:
    """Where the sections of a titled document were found in a text."""

    found: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Section id -> (first, last) line, 1-based, of the window it was found in."""
    text_lines: list[int] = field(default_factory=list)
    """The 1-based numbers of the text's non-blank lines."""

    def loose_lines(self, after: int, before: int) -> list[int]:
        """Non-blank lines strictly between two lines that no found section covers."""
        covered = {n for first, last in self.found.values() for n in range(first, last + 1)}
        return [n for n in self.text_lines if after < n < before and n not in covered]


def _windows(
    starts: Iterable[tuple[int, bytes]], folded: Sequence[bytes], longest: int
) -> Iterator[tuple[int, int, str]]:
    """Fingerprints of windows of lines: for each start (a line index and the folded text the window opens with),
    the window ending at each of the next non-blank lines, up to ``longest`` lines; yields (start, stop, print)
    with ``stop`` exclusive, shortest window first.

    Each line is folded once (``folded``) and each window's hash continues the one before it, so a text costs at
    most ``longest`` short hash steps per line: the time grows with the text's length, never with its square.
    """
    for start, opening in starts:
        running = hashlib.sha256(opening)
        if opening:
            yield start, start + 1, running.hexdigest()[:FINGERPRINT_LENGTH]
        for stop in range(start + 2, min(len(folded), start + longest) + 1):
            line = folded[stop - 1]
            if line:
                running.update(line)
                yield start, stop, running.hexdigest()[:FINGERPRINT_LENGTH]


@functools.lru_cache(maxsize=4)
def _folded_lines(text: str) -> tuple[bytes, ...]:
    """Every line of ``text`` folded as a fingerprint folds it, in UTF-8 (blank lines fold to nothing)."""
    return tuple(fold(line).encode("utf-8") for line in text.splitlines())


def match_sections(document: Document, text: str) -> SectionMatch:
    """Find each section of the titled ``document`` in ``text`` by the fingerprint of a window of lines."""
    lines = text.splitlines()
    folded = _folded_lines(text)
    wanted = {clause.fingerprint: clause.id for clause in document.clauses}
    match = SectionMatch(text_lines=[n + 1 for n, line in enumerate(lines) if line.strip()])
    starts = ((n, line) for n, line in enumerate(folded) if lines[n].strip())
    done_with = -1
    for start, stop, found in _windows(starts, folded, LONGEST_SECTION):
        if start == done_with:
            continue  # a section was found opening here: the longer windows are not looked at
        section = wanted.get(found)
        if section is not None and section not in match.found:
            match.found[section] = (start + 1, stop)
            done_with = start
    return match


def clauses_anywhere(text: str, style: Style) -> dict[str, int]:
    """Fingerprint -> first line (1-based) of every window of ``text`` that opens with a clause id of ``style``
    (what follows the id on its line, then up to :data:`LONGEST_CLAUSE` lines): where a numbered document's
    clauses recur, in whatever order, chapter sequence or company of other text (as a joined file has them)."""
    folded = _folded_lines(text)
    starts = []
    for number, line in enumerate(text.splitlines()):
        found = match_id(strip_markup(line).rstrip(), style)
        if found is not None:
            starts.append((number, fold(strip_markup(line).rstrip()[found[1] :]).encode("utf-8")))
    prints: dict[str, int] = {}
    for start, _, found_print in _windows(starts, folded, LONGEST_CLAUSE):
        prints.setdefault(found_print, start + 1)
    return prints


def documents_in(text: str) -> dict[str, tuple[float, int]]:
    """Each shipped document at least :data:`RECOGNISED_SHARE` of whose clauses recur anywhere in ``text``, with
    that share and the median line where they do (a single rules text holds one; a joined file several). The
    median, not the first: documents of one publisher share some clauses word for word."""
    by_style: dict[str, dict[str, int]] = {}
    found: dict[str, tuple[float, int]] = {}
    for key in document_keys():
        document = load_document(key)
        if not document.clauses:
            continue
        if document.numbering == TITLED:
            where = {clause_id: first for clause_id, (first, _) in match_sections(document, text).found.items()}
        else:
            if document.numbering not in by_style:
                by_style[document.numbering] = clauses_anywhere(text, cast(Style, document.numbering))
            prints = by_style[document.numbering]
            where = {c.id: prints[c.fingerprint] for c in document.clauses if c.fingerprint in prints}
        share = len(where) / len(document.clauses)
        if share >= RECOGNISED_SHARE:
            found[key] = (share, statistics.median_low(where.values()))
    return found


def titled_diff(document: Document, text: str) -> RulesDiff:
    """Sections found unchanged; a section not found is reworded when text stands where it was, else removed.

    Where a section was is the gap between the found sections before and after it in the index; text in a gap
    where no section is missing is reported as added ("lines 12-14").
    """
    match = match_sections(document, text)
    result = RulesDiff()
    missing: list[str] = []
    previous_end = 0
    for clause in [*document.clauses, None]:
        if clause is not None and clause.id not in match.found:
            missing.append(clause.id)
            continue
        first, last = match.found[clause.id] if clause is not None else (sys.maxsize, 0)
        loose = match.loose_lines(previous_end, first)
        if missing:
            (result.reworded if loose else result.removed).extend(missing)
        elif loose and previous_end:  # text before the first section is the document's front matter
            result.added.append(f"lines {loose[0]}-{loose[-1]}" if len(loose) > 1 else f"line {loose[0]}")
        if clause is not None:
            result.unchanged.append(clause.id)
            previous_end = max(previous_end, last)
        missing = []
    return result


def share_found(document: Document, text: str, extraction: Extraction) -> float:
    """The share of ``document``'s clause fingerprints that recur in ``text``."""
    if not document.clauses:
        return 0.0
    if document.numbering == TITLED:
        return len(match_sections(document, text).found) / len(document.clauses)
    if extraction.style != document.numbering:
        return 0.0
    prints = {clause.fingerprint for clause in extraction.clauses}
    return sum(clause.fingerprint in prints for clause in document.clauses) / len(document.clauses)


def recognise(text: str, asked: str | None = None) -> tuple[Document, Extraction]:
    """The shipped document ``text`` is a version of (``asked`` when given, after checking it), and its extraction.

    Raises :class:`UnrecognisedTextError` for an empty text, a text like no shipped document, or a text that is
    plainly another document than ``asked``; :class:`SeveralDocumentsError` for a text holding several shipped
    documents (files joined into one), naming each and the line it starts on.
    """
    if not text.strip():
        raise UnrecognisedTextError("no clauses found: the text is empty")
    several = documents_in(text)
    if len(several) > 1:
        found = "; ".join(
            f"{load_document(key).label} ({_percent(share)} of its clauses, around line {line})"
            for key, (share, line) in sorted(several.items(), key=lambda item: item[1][1])
        )
        raise SeveralDocumentsError(
            f"the text holds {len(several)} rules documents, not one: {found}; give each document's text on its own"
        )
    extraction = extract(text)
    shares = {key: share_found(load_document(key), text, extraction) for key in document_keys()}
    best = max(shares, key=lambda key: shares[key])
    if asked is not None:
        if shares[asked] < RECOGNISED_SHARE and shares[best] > shares[asked]:
            raise UnrecognisedTextError(
                f"the text is not a version of {asked}: {_percent(shares[asked])} of its clauses recur in it, "
                f"{_percent(shares[best])} of {best}'s do (pass --document {best}, or check the file)"
            )
        return load_document(asked), extraction
    if shares[best] < RECOGNISED_SHARE:
        found = (
            f"{len(extraction.clauses)} numbered clauses ({extraction.style} style)"
            if extraction.clauses
            else ("no numbered clauses")
        )
        raise UnrecognisedTextError(
            f"no clauses found that match a known rules document: the text has {found}, and at most "
            f"{_percent(shares[best])} of any shipped document's clauses recur in it (name it with --document)"
        )
    return load_document(best), extraction


def compare(document: Document, text: str, extraction: Extraction) -> RulesDiff:
    """What changed in ``text`` since ``document``: by id and fingerprint, or by section for a titled document."""
    if document.numbering == TITLED:
        return titled_diff(document, text)
    return diff_clauses(
        [ClauseText(c.id, c.fingerprint) for c in document.clauses],
        [ClauseText(c.id, c.fingerprint) for c in extraction.clauses],
    )


def _percent(share: float) -> str:
    return f"{100 * share:.0f}%"
