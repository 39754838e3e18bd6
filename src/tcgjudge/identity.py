"""Card identity across zones: the harness follows a card through the renames its engine logs.

A rule such as One Piece 3-1-6 makes a card that leaves the field a new card. Engines represent
that differently: one gives the card a new id, another keeps the id and drops what belonged to the
old card. The suite judges the consequences, never the representation, so scenarios name a card
once (by the id its declared state gave it) and the harness follows that name through every log
event that names an old id and a new one. Actions the harness sends use the card's current id;
observations and log events match any id the card has had.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Renames:
    """Which fields of a game's log events name a card's id before and after an event.

    An event carrying both fields says the card ``old`` is now ``new`` (they may be equal: an
    engine that keeps ids writes the same id twice). A game declares this in its data contract.
    """

    old: str = "card"
    new: str = "new_id"


class CardNames:
    """Scenario names of cards, followed along a game's log (append-only within a game)."""

    def __init__(self, renames: Renames | None) -> None:
        self._renames = renames
        self._next: dict[str, str] = {}
        self._seen = 0

    def follow(self, log: list[Mapping[str, Any]]) -> None:
        """Read the log entries not read yet; a shorter log is a new game, so start afresh."""
        if self._renames is None:
            return
        if len(log) < self._seen:
            self._next.clear()
            self._seen = 0
        old, new = self._renames.old, self._renames.new
        for event in log[self._seen :]:
            before, after = event.get(old), event.get(new)
            if isinstance(before, str) and isinstance(after, str) and before != after:
                self._next[before] = after
        self._seen = len(log)

    def ids(self, name: str) -> list[str]:
        """Every id the card first named ``name`` has had, oldest first (just ``[name]`` if never renamed)."""
        chain = [name]
        while (after := self._next.get(chain[-1])) is not None and after not in chain:
            chain.append(after)
        return chain

    def current(self, name: str) -> str:
        """The id the card first named ``name`` has now."""
        return self.ids(name)[-1]

    def same(self, id_: Any, name: str) -> bool:
        """``id_`` (from an observation or event) is the card first named ``name``, under any of its ids."""
        return isinstance(id_, str) and id_ in self.ids(name)

    def same_set(self, ids: Any, names: list[str]) -> bool:
        """``ids`` are exactly the cards ``names`` names, in any order (each under any id it has had)."""
        if not isinstance(ids, list) or len(ids) != len(names):
            return False
        left = list(ids)
        for name in names:
            match = next((id_ for id_ in left if self.same(id_, name)), None)
            if match is None:
                return False
            left.remove(match)
        return True

    def resolve(self, value: Any) -> Any:
        """An action's field with every renamed card name replaced by the card's current id."""
        if isinstance(value, str):
            return self.current(value)
        if isinstance(value, list):
            return [self.resolve(item) for item in value]
        if isinstance(value, dict):
            return {key: self.resolve(item) for key, item in value.items()}
        return value

    def _same_value(self, have: Any, value: Any) -> bool:
        """An event's field is a wanted value; a card name matches any id that card has had."""
        if have == value:
            return True
        if isinstance(value, str):
            return self.same(have, value)
        if isinstance(value, list) and isinstance(have, list) and len(value) == len(have):
            return all(self._same_value(h, v) for h, v in zip(have, value, strict=True))
        return False

    def matches(self, event: Mapping[str, Any], wanted: Mapping[str, Any]) -> bool:
        """``event`` has every field of ``wanted``; a card name matches any id the card has had."""
        return all(self._same_value(event.get(key), value) for key, value in wanted.items())


def renamed(names: CardNames, action: Mapping[str, Any], keep: Iterable[str] = ("type", "player")) -> dict[str, Any]:
    """``action`` with each card it names given its current id (fields in ``keep`` are left as they are)."""
    kept = set(keep)
    return {key: value if key in kept else names.resolve(value) for key, value in action.items()}
