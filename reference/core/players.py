"""The two players and what every game state does alike: fresh card ids and log entries."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

PLAYERS = ("p1", "p2")


def other(player: str) -> str:
    """The other player."""
    return "p2" if player == "p1" else "p1"


_SCRATCH = random.Random(0)
"""The generator a state's ``rng_state`` is loaded into for one draw (its own seed never matters)."""


def seeded(seed: int) -> tuple[Any, ...]:
    """The generator state a game seeded with ``seed`` starts from (a state's ``rng_state``)."""
    return random.Random(seed).getstate()


class StateBase:
    """Methods a game's state dataclass gets by deriving from this (its fields are the game's own).

    The game's randomness is ``rng_state``, a ``random.Random.getstate()`` tuple: immutable, so the copy a pure
    transition makes shares it, and only a shuffle or a random choice pays for loading it (a generator object
    per copy was the largest single cost of a transition)."""

    __slots__ = ()  # the game's dataclass (slots=True) declares the fields below

    next_id: int
    reserved_ids: frozenset[str]
    log: list[dict[str, Any]]
    rng_state: tuple[Any, ...]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place with the game's seeded generator."""
        _SCRATCH.setstate(self.rng_state)
        _SCRATCH.shuffle(items)
        self.rng_state = _SCRATCH.getstate()  # type: ignore[misc]  # a field of the deriving dataclass

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items`` drawn with the game's seeded generator."""
        _SCRATCH.setstate(self.rng_state)
        chosen = _SCRATCH.choice(items)
        self.rng_state = _SCRATCH.getstate()  # type: ignore[misc]
        return chosen

    def new_id(self, owner: str) -> str:
        """A fresh card-instance id. Generated ids carry a counter that only grows, so they only need to skip
        the ids a declared setup gave its cards."""
        while True:
            self.next_id += 1  # type: ignore[misc]  # a field of the deriving dataclass
            cid = f"{owner}-{self.next_id}"
            if cid not in self.reserved_ids:
                return cid

    def emit(self, name: str, /, **fields: Any) -> None:
        """Append a log entry (never mutated once emitted: copies of the state share it)."""
        self.log.append({"event": name, **fields})
