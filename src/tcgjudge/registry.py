"""The registry of games: every module of the ``tcgjudge.games`` package declares one game.

A game is one :class:`Game` value (``GAME = Game(...)`` in ``games/<key>.py``), found by walking
that package, as OpenSpiel's Python games register themselves. The harness reads everything a
game has from its declaration and never names a game: adding a game adds a module to ``games/``
and folders under ``reference/``, ``features/``, ``steps/`` and ``invariants/``, and nothing else.

Heavy parts (the reference engine, the step library, the invariant kit) are named as
``module`` or ``module:attribute`` strings and imported only when used, so that discovering
the games stays cheap (``tcgjudge serve`` starts in a fraction of a second).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tcgjudge.identity import Renames
from tcgjudge.protocol.decisions import DecisionRules

if TYPE_CHECKING:
    from tcgjudge.invariants.shared.result_rules import ResultRules
    from tcgjudge.rules.index import Clause

GAMES_PACKAGE = "tcgjudge.games"
FEATURES_PACKAGE = "tcgjudge.features"
SCHEMAS_PACKAGE = "tcgjudge.schemas"


@dataclass(frozen=True)
class Capability:
    """Something a scenario may need that an engine may lack (test262's ``features.txt``)."""

    name: str
    meaning: str


@dataclass(frozen=True)
class Game:
    """One game of the suite, as its module in ``games/`` declares it.

    ``invariant_clauses`` maps each generic invariant of ``tcgjudge.invariants.shared`` to the
    clauses of this game it enforces; a generic invariant the game does not map is not checked.
    """

    key: str
    name: str
    documents: tuple[str, ...]
    capabilities: tuple[Capability, ...] = ()
    reference_engine: str | None = None
    steps: str | None = None
    invariants: str | None = None
    schemas: str | None = None
    decisions: DecisionRules = field(default_factory=DecisionRules)
    results: ResultRules | None = None
    setup_needs: Callable[[Mapping[str, Any]], frozenset[str]] | None = None
    """The capabilities a setup uses (each a declared one): an engine lacking one makes the scenario unsupported."""
    invariant_clauses: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))
    players: tuple[str, ...] = ("p1", "p2")
    renames: Renames | None = None
    """Which log-event fields say a card became a new card, so the harness follows it (None: ids never change)."""
    random_events: frozenset[str] = frozenset()
    """Log events (their ``event`` field) whose outcome the rules leave to the engine's random numbers (a shuffle):
    ``tcgjudge explore`` takes a step logging one as a resynchronisation point, never a disagreement."""

    @property
    def features_dir(self) -> Path:
        """The installed folder of this game's feature files (it may not exist yet)."""
        return Path(str(resources.files(FEATURES_PACKAGE))) / self.key

    @property
    def capability_names(self) -> frozenset[str]:
        return frozenset(capability.name for capability in self.capabilities)

    def has_scenarios(self) -> bool:
        return self.steps is not None and any(self.features_dir.glob("*.feature"))


class UnknownGameError(KeyError):
    """A game key that no module of ``games/`` declares."""

    def __str__(self) -> str:
        return str(self.args[0])


@cache
def all_games() -> Mapping[str, Game]:
    """Every declared game, by key, in the order of their module names."""
    package = importlib.import_module(GAMES_PACKAGE)
    found: dict[str, Game] = {}
    for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if module_info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{GAMES_PACKAGE}.{module_info.name}")
        game = getattr(module, "GAME", None)
        if not isinstance(game, Game):
            raise TypeError(f"{module.__name__} declares no GAME = Game(...)")
        if game.key in found:
            raise ValueError(f"two modules of {GAMES_PACKAGE} declare the game {game.key!r}")
        found[game.key] = game
    return MappingProxyType(dict(sorted(found.items(), key=lambda item: _order(item[1]))))


def _order(game: Game) -> tuple[int, str]:
    """Games with a reference engine first (the ones a user can run today), then by key."""
    return (0 if game.reference_engine else 1, game.key)


def game_keys() -> list[str]:
    return list(all_games())


def get_game(key: str) -> Game:
    try:
        return all_games()[key]
    except KeyError:
        raise UnknownGameError(f"unknown game {key!r}; known games: {', '.join(all_games())}") from None


def load_attribute(spec: str) -> Any:
    """The object a ``module:attribute`` spec names (a module itself without ``:``)."""
    module_name, _, attribute = spec.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@cache
def clause_index(key: str) -> Mapping[str, Clause]:
    """Every clause of a game's rules documents by id: where chapters and parents come from."""
    from tcgjudge.rules.index import load_document

    found: dict[str, Clause] = {}
    for document in get_game(key).documents:
        for clause in load_document(document).clauses:
            found.setdefault(clause.id, clause)
    return MappingProxyType(found)


def chapter_of(key: str, clause_id: str) -> str | None:
    """The chapter the game's rule index gives ``clause_id`` (None for an id it does not have)."""
    clause = clause_index(key).get(clause_id)
    return clause.chapter if clause is not None else None
