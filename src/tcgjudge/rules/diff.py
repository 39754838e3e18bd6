"""What changed between two versions of a rules document, by clause.

Clauses are compared by id and by the fingerprint of their text, so a newer
document tells exactly what to re-check: clauses added, removed, renumbered
(same text, new id) or reworded (same id, new text), and which scenarios cite
an id whose meaning may have moved (stale citations).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.catalog import Scenario


@dataclass(frozen=True)
class ClauseText:
    """The comparable part of a clause: its id and fingerprint."""

    id: str
    fingerprint: str


@dataclass
class RulesDiff:
    unchanged: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    reworded: list[str] = field(default_factory=list)
    renumbered: list[tuple[str, str]] = field(default_factory=list)
    stale: dict[str, list[Scenario]] = field(default_factory=dict)
    stale_invariants: dict[str, list[str]] = field(default_factory=dict)
    """Changed clause id -> the invariants that enforce it (they need re-reading as much as scenarios)."""
    stale_code: dict[str, list[str]] = field(default_factory=dict)
    """Changed clause id -> the engine functions, step definitions and mutants citing it (``kind name (file:line)``;
    :mod:`tcgjudge.rules.citations`)."""

    @property
    def changed(self) -> bool:
        return bool(self.added or self.removed or self.reworded or self.renumbered)

    def to_json(self) -> dict[str, Any]:
        return {
            "unchanged": len(self.unchanged),
            "added": self.added,
            "removed": self.removed,
            "reworded": self.reworded,
            "renumbered": [{"old": old, "new": new} for old, new in self.renumbered],
            "stale_citations": {
                clause: [f"{s.path.split('/')[-1]}:{s.line} {s.name}" for s in scenarios]
                for clause, scenarios in self.stale.items()
            },
            "stale_invariants": self.stale_invariants,
            "stale_code": self.stale_code,
        }

    @property
    def stale_anything(self) -> bool:
        """Something cites a changed clause: a scenario, an invariant, or code."""
        return bool(self.stale or self.stale_invariants or self.stale_code)

    def touched(self) -> set[str]:
        """Old ids whose text may have moved: removed, reworded or renumbered."""
        return set(self.removed) | set(self.reworded) | {old for old, _ in self.renumbered}


def diff_clauses(old: list[ClauseText], new: list[ClauseText]) -> RulesDiff:
    """Compare two documents' clauses; unchanged first, then moved text, then rewording."""
    result = RulesDiff()
    new_by_id = {clause.id: clause for clause in new}
    old_left: list[ClauseText] = []
    matched_new: set[str] = set()
    for clause in old:
        twin = new_by_id.get(clause.id)
        if twin is not None and twin.fingerprint == clause.fingerprint:
            result.unchanged.append(clause.id)
            matched_new.add(clause.id)
        else:
            old_left.append(clause)
    new_left_by_print: dict[str, list[str]] = defaultdict(list)
    for clause in new:
        if clause.id not in matched_new:
            new_left_by_print[clause.fingerprint].append(clause.id)
    still_old: list[ClauseText] = []
    for clause in old_left:
        candidates = new_left_by_print.get(clause.fingerprint)
        if candidates:
            moved_to = candidates.pop(0)
            result.renumbered.append((clause.id, moved_to))
            matched_new.add(moved_to)
        else:
            still_old.append(clause)
    for clause in still_old:
        if clause.id in new_by_id and clause.id not in matched_new:
            result.reworded.append(clause.id)
            matched_new.add(clause.id)
        else:
            result.removed.append(clause.id)
    result.added = [clause.id for clause in new if clause.id not in matched_new]
    return result


def attach_stale_citations(
    result: RulesDiff,
    scenarios: list[Scenario],
    invariants: dict[str, list[str]] | None = None,
    code: dict[str, list[str]] | None = None,
) -> None:
    """Scenarios, invariants (``clause id -> invariant names``) and code (``clause id -> citers``, from
    :func:`tcgjudge.rules.citations.code_by_clause`) citing an old id that was removed, reworded or renumbered."""
    touched = result.touched()
    for scenario in scenarios:
        for clause_id in scenario.clauses:
            if clause_id in touched:
                result.stale.setdefault(clause_id, []).append(scenario)
    for clause_id, names in (invariants or {}).items():
        if clause_id in touched:
            result.stale_invariants[clause_id] = list(names)
    for clause_id, citers in (code or {}).items():
        if clause_id in touched:
            result.stale_code[clause_id] = list(citers)
