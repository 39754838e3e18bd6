"""Rule indexes: one JSON data file per rules document, shipped with the package.

An index lists every clause of a document: its id exactly as numbered, parent,
chapter, an own-words English title, its kind, and a fingerprint of the
official text (never the text itself). A game's declaration lists its documents
(a game may have several, such as comprehensive rules and an unnumbered rule reference).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Literal

Kind = Literal["rule", "definition", "informative", "reference", "physical", "card-data", "section"]
KINDS: tuple[Kind, ...] = ("rule", "definition", "informative", "reference", "physical", "card-data", "section")
KIND_MEANING: dict[Kind, str] = {
    "rule": "testable: it has an observable consequence in play",
    "definition": "names or defines a term; its effect is tested through the rules that use it",
    "informative": "has no effect on play (rarity, illustration, copyright, card numbers, reminder text)",
    "reference": "a pure cross-reference: it points to clauses elsewhere (tested there) and requires nothing itself",
    "physical": "about physical play (tables, counters, handling and shuffling cards by hand)",
    "card-data": "a requirement on the card data an engine loads (which wording is current), not on play",
    "section": "a heading that groups the clauses below it and states no requirement itself",
}


@dataclass(frozen=True)
class Clause:
    """One clause of a rules document."""

    id: str
    parent: str | None
    chapter: str
    title: str
    kind: Kind
    fingerprint: str
    reason: str = ""
    refs: tuple[str, ...] = ()

    @property
    def testable(self) -> bool:
        return self.kind == "rule"


@dataclass(frozen=True)
class Document:
    """A rules document and its clauses, in document order."""

    key: str
    game: str
    name: str
    version: str
    date: str
    numbering: str
    seed_file: str
    clauses: tuple[Clause, ...]
    note: str = ""
    """Why the version and date are what they are, when the text does not say so plainly."""
    _by_id: dict[str, Clause] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id.update({clause.id: clause for clause in self.clauses})

    def get(self, clause_id: str) -> Clause | None:
        return self._by_id.get(clause_id)

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._by_id

    @property
    def label(self) -> str:
        """Name, version and date as reports show them; a document without either says so."""
        version = f" ver. {self.version}" if self.version else ""
        return f"{self.name}{version} ({self.date or 'undated'})"

    def chapters(self) -> list[str]:
        return list(dict.fromkeys(clause.chapter for clause in self.clauses))

    def chapter_title(self, chapter: str) -> str:
        """The title of a chapter's own heading clause; a document with no such heading (the
        Granblue Fantasy rule reference, one chapter of titled sections) is titled as a whole."""
        heading = self.get(chapter)
        return heading.title if heading is not None else self.name

    def descendants(self, clause_id: str) -> list[Clause]:
        """The clause and everything under it."""
        wanted = {clause_id}
        found: list[Clause] = []
        for clause in self.clauses:
            if clause.id in wanted or clause.parent in wanted:
                wanted.add(clause.id)
                found.append(clause)
        return found


def document_keys() -> tuple[str, ...]:
    """Every shipped index: the JSON files of ``tcgjudge/rules/data/``."""
    folder = resources.files("tcgjudge.rules").joinpath("data")
    return tuple(sorted(entry.name[:-5] for entry in folder.iterdir() if entry.name.endswith(".json")))


def document_from_json(data: dict[str, Any]) -> Document:
    meta = data["document"]
    clauses = tuple(
        Clause(
            id=entry["id"],
            parent=entry.get("parent"),
            chapter=entry["chapter"],
            title=entry["title"],
            kind=entry["kind"],
            fingerprint=entry.get("fingerprint", ""),
            reason=entry.get("reason", ""),
            refs=tuple(entry.get("refs", ())),
        )
        for entry in data["clauses"]
    )
    return Document(
        key=meta["key"],
        game=data["game"],
        name=meta["name"],
        version=meta["version"],
        date=meta["date"],
        numbering=meta["numbering"],
        seed_file=meta.get("seed_file", ""),
        clauses=clauses,
        note=meta.get("note", ""),
    )


def document_to_json(document: Document) -> dict[str, Any]:
    def entry(clause: Clause) -> dict[str, Any]:
        row: dict[str, Any] = {
            "id": clause.id,
            "parent": clause.parent,
            "chapter": clause.chapter,
            "title": clause.title,
            "kind": clause.kind,
        }
        if clause.reason:
            row["reason"] = clause.reason
        if clause.refs:
            row["refs"] = list(clause.refs)
        row["fingerprint"] = clause.fingerprint
        return row

    return {
        "game": document.game,
        "document": {
            "key": document.key,
            "name": document.name,
            "version": document.version,
            "date": document.date,
            "numbering": document.numbering,
            "seed_file": document.seed_file,
            **({"note": document.note} if document.note else {}),
        },
        "clauses": [entry(clause) for clause in document.clauses],
    }


def dump_document(document: Document) -> str:
    """Stable, diff-friendly JSON: one clause per line."""
    data = document_to_json(document)
    head = {key: value for key, value in data.items() if key != "clauses"}
    lines = [json.dumps(head, ensure_ascii=False, indent=2)[:-2] + ",", '  "clauses": [']
    rows = [json.dumps(row, ensure_ascii=False) for row in data["clauses"]]
    lines.append(",\n".join(f"    {row}" for row in rows))
    lines.append("  ]\n}\n")
    return "\n".join(lines)


@cache
def load_document(key: str) -> Document:
    """The shipped index of one rules document."""
    if key not in document_keys():
        raise KeyError(f"unknown rules document {key!r}; known: {', '.join(document_keys())}")
    text = resources.files("tcgjudge.rules").joinpath("data", f"{key}.json").read_text(encoding="utf-8")
    return document_from_json(json.loads(text))
