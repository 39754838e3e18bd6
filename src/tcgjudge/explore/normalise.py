"""What two engines are compared on: their data with every card named as it was first named.

Engines represent card identity differently (One Piece 3-1-6 makes a card leaving the field a new card:
one engine gives it a new id, another keeps the id), so each engine's observations, actions and log are
read through its own renames (``Game.renames``) and every id is replaced by the first id of its card: the
name a scenario would use. An action chosen in one engine is sent to the other under the id that engine
gives the card now.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from tcgjudge.identity import Renames

KEPT_FIELDS = frozenset({"type", "event", "kind", "player", "phase", "step", "from", "to", "zone", "reason"})
"""Fields whose strings are words of a game (zones, phases, kinds), never card ids: never renamed."""


class Follower:
    """One engine's card ids followed through its log: each id's first id, and each first id's id now."""

    def __init__(self, renames: Renames | None) -> None:
        self.renames = renames
        self.first: dict[str, str] = {}
        self.now: dict[str, str] = {}
        self.seen = 0
        self.log: list[Any] = []
        """The log read so far, each event named as it was when read (by :meth:`follow_named`)."""

    def reset(self) -> None:
        self.first.clear()
        self.now.clear()
        self.seen = 0
        self.log = []

    def follow(self, log: list[Any]) -> list[Any]:
        """Read the events not read yet; return them (raw) so a caller can look at what the last step logged."""
        if len(log) < self.seen:
            self.reset()
        fresh = log[self.seen :]
        self.seen = len(log)
        if self.renames is None:
            return fresh
        old_field, new_field = self.renames.old, self.renames.new
        for event in fresh:
            if not isinstance(event, Mapping):
                continue
            old, new = event.get(old_field), event.get(new_field)
            if isinstance(old, str) and isinstance(new, str) and old != new:
                root = self.first.get(old, old)
                self.first[new] = root
                self.now[root] = new
        return fresh

    def follow_named(self, log: list[Any]) -> list[Any]:
        """:meth:`follow` then the new events named by first ids (appended to :attr:`log`)."""
        fresh = [self.named(event) for event in self.follow(log)]
        self.log.extend(fresh)
        return fresh

    def named(self, value: Any, key: str = "") -> Any:
        """``value`` with every id replaced by its card's first id (the words of the game kept as they are)."""
        if not self.first:
            return value  # no card renamed yet: every id is its card's first (the caller never changes the value)
        if isinstance(value, str):
            return value if key in KEPT_FIELDS else self.first.get(value, value)
        if isinstance(value, list):
            return [self.named(item, key) for item in value]
        if isinstance(value, Mapping):
            return {k: self.named(item, k) for k, item in value.items()}
        return value

    def current(self, value: Any, key: str = "") -> Any:
        """``value`` (named by first ids) with every card given the id this engine gives it now."""
        if not self.now:
            return value
        if isinstance(value, str):
            return value if key in KEPT_FIELDS else self.now.get(value, value)
        if isinstance(value, list):
            return [self.current(item, key) for item in value]
        if isinstance(value, Mapping):
            return {k: self.current(item, k) for k, item in value.items()}
        return value


def canonical(value: Any) -> str:
    """One string per value, the same for equal JSON data whatever the order of object keys."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def skeleton(value: Any, in_list: bool = False) -> Any:
    """What a shuffle cannot change in ``value``: object keys, list lengths, and the numbers, truth values and
    nulls outside lists; every string (card ids and names, who was drawn to choose) and everything inside a list
    (the cards of a zone, their costs and powers) reduced to its type.

    Two games that differ only by a shuffle have the same skeleton (the same number of cards in each zone,
    the same counts of DON!!, cores or life); an engine that deals six cards where the rules say five does not.
    """
    if isinstance(value, Mapping):
        return {key: skeleton(item, in_list) for key, item in value.items()}
    if isinstance(value, list):
        return [skeleton(item, True) for item in value]
    if value is None or isinstance(value, str) or in_list:
        return None if value is None else type(value).__name__
    return value


def differing_paths(left: Any, right: Any, path: str = "", limit: int = 12) -> list[str]:
    """The paths (``players.p1.hand``) where two JSON values differ, deepest first found, at most ``limit``."""
    found: list[str] = []

    def visit(a: Any, b: Any, where: str) -> None:
        if len(found) >= limit or a == b:
            return
        if isinstance(a, Mapping) and isinstance(b, Mapping):
            for key in sorted(set(a) | set(b), key=str):
                visit(a.get(key), b.get(key), f"{where}.{key}" if where else str(key))
            return
        if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and _same_cards(a, b):
            for index, (x, y) in enumerate(zip(a, b, strict=True)):
                visit(x, y, f"{where}[{index}]")
            return
        found.append(where or "(whole)")

    visit(left, right, path)
    return found


def _same_cards(a: list[Any], b: list[Any]) -> bool:
    """Two lists to compare item by item: not zones holding other cards or the same cards in another order (those
    are one difference, not one per position)."""

    def ids(items: list[Any]) -> list[Any]:
        return [item.get("id") if isinstance(item, Mapping) else item for item in items]

    if all(not isinstance(item, (str, Mapping)) for item in a):
        return True
    return ids(a) == ids(b) and all(isinstance(item, Mapping) for item in a)


def value_at(data: Any, path: str) -> Any:
    """The value at a dotted path with ``[i]`` indexes (as :func:`differing_paths` writes them); None if absent."""
    current = data
    for part in path.replace("[", ".[").split("."):
        if not part:
            continue
        if part.startswith("[") and part.endswith("]"):
            index = int(part[1:-1])
            current = current[index] if isinstance(current, list) and index < len(current) else None
        else:
            current = current.get(part) if isinstance(current, Mapping) else None
    return current
