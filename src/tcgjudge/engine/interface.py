"""The in-process engine interface every engine under test implements.

The harness only ever talks to an engine through :class:`Engine`. The data that
crosses it (setups, actions, observations) is plain JSON-compatible data, so the
same shapes travel over the JSON-lines protocol unchanged; each game documents
them with JSON Schemas beside its declaration (``games/<game>/schemas/``).

A game is driven like python-chess or OpenSpiel: ``start`` a game from a
declared state (or a seeded fresh game), ask ``legal_actions``, ``apply`` one,
``observe`` the result, until ``is_terminal``. Every player decision, including
ones in the middle of an effect (which character to trash, whether to block,
which trigger to use), shows up as legal actions of the pending decision, so
the suite always chooses explicitly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

JSONValue = Any
"""Any value that survives ``json.dumps``/``json.loads`` unchanged."""

Action = dict[str, JSONValue]
"""An action: ``{"type": "...", ...}``; the fields are fixed by the game's schema."""

Observation = dict[str, JSONValue]
"""A full (judge's view) observation of the game; the shape is fixed by the game's schema."""

Setup = Mapping[str, JSONValue]
"""How to start a game: a declared state or a seeded fresh game (the game's schema)."""


@dataclass(frozen=True)
class EngineInfo:
    """What an engine says about itself in the report and the protocol handshake."""

    name: str
    version: str
    games: tuple[str, ...]
    capabilities: frozenset[str] = field(default_factory=frozenset)


class EngineError(Exception):
    """The engine failed in a way that is not a rules verdict (a bug, a crash, a bad reply)."""


class IllegalActionError(Exception):
    """An action the rules forbid. ``clause`` may name the clause that forbids it (None when the engine cannot).

    An engine raising this must leave its game state exactly as it was before the action was
    offered. The verdict on an illegal action is "rejected and nothing changed"; the clause is
    compared with the scenario's separately (the run's clause agreement) and fails a scenario only
    under ``--strict-clauses``.
    """

    def __init__(self, clause: str | None, message: str) -> None:
        super().__init__(f"[{clause}] {message}" if clause else message)
        self.clause = clause
        self.message = message


class UnsupportedError(Exception):
    """The engine cannot build what a scenario asks for (a capability it lacks).

    The harness reports the scenario as ``unsupported``, never as a failure.
    """

    def __init__(self, capability: str, message: str = "") -> None:
        super().__init__(f"unsupported capability {capability!r}" + (f": {message}" if message else ""))
        self.capability = capability
        self.message = message


class UndeclaredCapabilityError(UnsupportedError):
    """The harness's own verdict, never an engine's: the engine does not declare a capability the scenario's
    setup uses, so the setup was never sent. Reported as unsupported, with that cause (not a refusal)."""


@runtime_checkable
class Engine(Protocol):
    """The small, explicit API the suite drives. One instance plays one game at a time."""

    def info(self) -> EngineInfo:
        """Name, version, games and capabilities of this engine."""
        ...

    def start(self, game: str, setup: Setup) -> None:
        """Begin a game of ``game`` from ``setup``, discarding any game in progress."""
        ...

    def legal_actions(self) -> list[Action]:
        """Every action the acting player may take now; empty once the game is over."""
        ...

    def apply(self, action: Action) -> None:
        """Carry out ``action``; raise :class:`IllegalActionError` and change nothing if it is illegal."""
        ...

    def observe(self) -> Observation:
        """The whole state as the game's observation schema describes it."""
        ...

    def is_terminal(self) -> bool:
        """True once the game has a result (a winner, losses, or a draw)."""
        ...

    def close(self) -> None:
        """Release whatever the engine holds (a process, a file); idempotent."""
        ...
