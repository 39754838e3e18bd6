"""The two players and what every game state does alike: fresh card ids and log entries."""

from __future__ import annotations

from typing import Any

PLAYERS = ("p1", "p2")


def other(player: str) -> str:
    """The other player."""
    return "p2" if player == "p1" else "p1"


class StateBase:
    """Methods a game's state dataclass gets by deriving from this (its fields are the game's own)."""

    __slots__ = ()  # the game's dataclass (slots=True) declares the fields below

    next_id: int
    reserved_ids: frozenset[str]
    log: list[dict[str, Any]]

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
