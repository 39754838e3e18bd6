"""Invariant records and the kit a game hands to the shared state machine.

An invariant reads only observations (the engine interface), names the clauses it enforces,
and returns a message when broken (None when it holds). Every game's observation has the
shared core its data contract builds on: ``players`` (by player id), ``turn``,
``turn_player``, ``phase``, ``pending``, ``result`` (``over``, ``winner``, ``losers``,
``draw``, ``reason``) and ``log``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from tcgjudge.engine.interface import Action, Observation, Setup
from tcgjudge.identity import Renames


@dataclass(frozen=True)
class Transition:
    """One step of a game: the observation before, the action taken, the observation after."""

    before: Observation
    action: Action
    after: Observation


RUNNING: dict[str, Any] = {"over": False, "winner": None, "losers": [], "draw": False, "reason": None}
"""The result of a game that goes on (the observation core's ``result``)."""


def starting_step(first: Observation) -> Transition:
    """The state machine's first check: the starting state as a step from itself, with nothing logged yet."""
    return Transition(copy.deepcopy(dict(first)) | {"log": [], "result": RUNNING}, {"type": "start"}, first)


def broken(invariants: tuple[Invariant, ...], step: Transition) -> list[str]:
    """What ``step`` breaks: each broken invariant's name and message."""
    return [f"{inv.name}: {message}" for inv in invariants if (message := inv.check(step))]


def replayable(step: Transition) -> bool:
    """Whether ``before`` is an earlier state the step's events lead on from (not the machine's start, checked as a
    step from itself)."""
    return step.action.get("type") != "start"


def new_events(step: Transition) -> list[dict[str, Any]]:
    """The log events the step added (the log only grows); at the start, the whole log."""
    if not replayable(step):
        return list(step.after["log"])
    return list(step.after["log"][len(step.before["log"]) :])


DEFAULT_RENAMES = Renames()
"""The rename fields most data contracts use: ``card`` / ``new_id``."""


def renamed(step: Transition, renames: Renames = DEFAULT_RENAMES) -> dict[str, str]:
    """The ids the step's logged renames gave the cards that were there before it (a new object on a change of
    zone, as the game's data contract declares it), followed through chains: first id -> id now."""
    names: dict[str, str] = {}
    current: dict[str, str] = {}  # the id a card has now -> its id before the step
    for event in new_events(step):
        old, new = event.get(renames.old), event.get(renames.new)
        if isinstance(old, str) and isinstance(new, str) and old != new:
            first = current.pop(old, old)
            names[first] = new
            current[new] = first
    return names


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


NO_CARD = "no-such-card"
"""The card id no setup uses: an action naming it cannot be legal."""


def card_or_player_impossible(card_fields: tuple[str, ...]) -> Callable[[Action, int], Action | None]:
    """A kit's ``impossible`` for a game whose actions name cards in ``card_fields`` (and a list in ``cards``):
    one named card replaced by a card that does not exist or, with no card named, the other player acting.

    A concession has neither (either player may concede at any time), so it gives None.
    """

    def impossible(action: Action, pick: int) -> Action | None:
        fields = [name for name in card_fields if isinstance(action.get(name), str)]
        cards = action.get("cards")
        if isinstance(cards, list) and cards:
            fields.append("cards")
        if fields:
            name = fields[pick % len(fields)]
            if name == "cards":
                assert isinstance(cards, list)
                changed = list(cards)
                changed[pick % len(changed)] = NO_CARD
                return {**action, "cards": changed}
            return {**action, name: NO_CARD}
        if action.get("type") != "concede" and action.get("player") in ("p1", "p2"):
            return {**action, "player": "p2" if action["player"] == "p1" else "p1"}
        return None

    return impossible
