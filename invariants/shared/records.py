"""Invariant records and the kit a game hands to the shared state machine.

An invariant reads only observations (the engine interface), names the clauses it enforces,
and returns a message when broken (None when it holds). Every game's observation has the
shared core its data contract builds on: ``players`` (by player id), ``turn``,
``turn_player``, ``phase``, ``pending``, ``result`` (``over``, ``winner``, ``losers``,
``draw``, ``reason``) and ``log``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from hypothesis import strategies as st

from tcgjudge.engine.interface import Action, Observation, Setup


@dataclass(frozen=True)
class Transition:
    """One step of a game: the observation before, the action taken, the observation after."""

    before: Observation
    action: Action
    after: Observation


@dataclass(frozen=True)
class Invariant:
    """A property every reachable state (or step) must have, and the clauses it enforces."""

    name: str
    clauses: tuple[str, ...]
    description: str
    check: Callable[[Transition], str | None]


@dataclass(frozen=True)
class InvariantKit:
    """What one game gives the shared state machine (``Game.invariants`` names it as ``module:KIT``).

    * ``invariants``: the game's own checks (zone limits, conservation, turn order, its result model);
    * ``setups``: Hypothesis strategies of setups to start from, by name (each a test of its own);
    * ``fresh_setup``: a seeded fresh game, for the playouts every game gets (``tests/test_every_game.py``);
    * ``impossible``: an action that cannot be legal, made from a listed one (None when none can be made);
    * ``concedes``: whether an action is a concession (the state machine takes one only from a step drawn for
      each run, so that most games last, and by any player: either may concede at any time);
    * ``models``: the game's Z3 models, by name, with the clauses each proves (compared with the engine in its
      own tests; listed so coverage and ``rules check`` see them beside the invariants).
    """

    invariants: tuple[Invariant, ...]
    setups: Mapping[str, Callable[[], st.SearchStrategy[Setup]]]
    fresh_setup: Callable[[int], Setup]
    impossible: Callable[[Action, int], Action | None]
    concedes: Callable[[Action], bool] = field(default=lambda action: False)
    models: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def game_kit(game: str) -> InvariantKit:
    """The invariant kit ``game`` declares (``Game.invariants``)."""
    from tcgjudge.registry import get_game, load_attribute

    spec = get_game(game).invariants
    if spec is None:
        raise LookupError(f"{game} has no invariant kit yet")
    kit: InvariantKit = load_attribute(spec)
    return kit
