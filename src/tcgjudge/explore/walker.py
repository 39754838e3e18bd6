"""Random legal walks of two engines side by side, from a corpus of starts, weighted toward the rarely seen.

A walk starts both engines from one :class:`Start` (a setup a scenario declared, a generated state, a seeded
fresh game), plays the start's own actions first (a scenario's, so the walk explores the states around it),
then actions drawn from the legal actions both engines offer, each weighted by how seldom its kind has been
taken so far; now and then an action no engine may list: a near miss (another card in play, or the other
player), one listed earlier in the walk and not now, or one the game's invariant kit made impossible. After every
step the two are compared (:func:`tcgjudge.explore.compare.compare`); the first difference ends the walk.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import Action, Setup, UnsupportedError
from tcgjudge.explore.compare import Difference, Side, Snapshot, Step, compare, shape
from tcgjudge.invariants.shared.records import InvariantKit
from tcgjudge.protocol.errors import EngineGaveUpError

IMPOSSIBLE_RATE = 0.08
"""The share of steps that try an action the kit made impossible."""
NEAR_MISS_RATE = 0.12
"""The share of steps that try a near miss: a listed action with one of its cards swapped for another card in play
(a tapped unit, the opponent's unit, a card in another zone) or made by the other player, which an engine may
wrongly accept without listing."""
STALE_RATE = 0.08
"""The share of steps that try again an action listed earlier in the walk and not listed now (an attack during a
battle, a pursuit after it, a main-phase action in the other player's turn)."""
REMEMBERED = 64
"""How many actions listed earlier in a walk are kept to try again."""
CONCEDE_WEIGHT = 0.02
"""How much less often a concession is taken than another action (so walks reach deep states)."""
RESEEDS = 12
"""How many other seeds the reference replays a walk under before a difference of shape after a shuffle is put
down to the engine rather than to chance."""


@dataclass(frozen=True)
class Start:
    """Where walks begin: a setup, the actions that lead from it into its scenario, and where it came from."""

    setup: Setup
    origin: str
    clauses: tuple[str, ...] = ()
    actions: tuple[Action, ...] = ()
    """Named by first ids (a scenario's actions, as the reference took them)."""

    def to_json(self) -> dict[str, Any]:
        return {"origin": self.origin, "clauses": list(self.clauses), "setup": dict(self.setup)}


@dataclass
class Outcome:
    """What one walk (or one replay) found."""

    steps: list[Step] = field(default_factory=list)
    difference: Difference | None = None
    resync: bool = False
    fault: str | None = None
    start_rejected: bool = False


def signature(action: Mapping[str, Any], pending: Any) -> str:
    """The kind of an action, for weighting: its type, the decision it answers, the fields it has."""
    kind = pending.get("kind") if isinstance(pending, Mapping) else None
    return f"{action.get('type')}|{kind}|{','.join(sorted(action))}"


def card_groups(value: Any, listed: bool = False) -> list[list[str]]:
    """The card ids an observation shows, grouped as it lists them (a zone, a unit's stack, a lone card such as a
    stage or a leader as a group of one): the ``id`` of each object in it, at any depth (``listed``: ``value`` is
    an item of a list, already counted in its list's group)."""
    groups: list[list[str]] = []
    if isinstance(value, Mapping):
        if not listed and isinstance(value.get("id"), str):
            groups.append([value["id"]])
        for item in value.values():
            groups += card_groups(item)
    elif isinstance(value, list):
        ids = [card["id"] for card in value if isinstance(card, Mapping) and isinstance(card.get("id"), str)]
        if ids:
            groups.append(ids)
        for item in value:
            groups += card_groups(item, listed=True)
    return groups


def near_miss(action: Action, observation: Mapping[str, Any], rng: random.Random) -> Action | None:
    """``action`` with one field naming a card (a string that is a card id of the observation; never its ``type``)
    naming another card of the observation instead, drawn group by group (a zone first, then a card of it), so that
    a lone stage or a small line is as likely as a deck of fifty; or, as often as any one card field, made by the
    other player. None when the action names neither a card nor a player."""
    groups = card_groups(observation)
    ids = {cid for group in groups for cid in group}
    fields = sorted(
        name
        for name, value in action.items()
        if name not in ("type", "player") and isinstance(value, str) and value in ids
    )
    if action.get("player") in ("p1", "p2"):
        fields.append("player")
    if not fields:
        return None
    name = rng.choice(fields)
    if name == "player":
        return {**action, "player": "p2" if action["player"] == "p1" else "p1"}
    groups = [others for group in groups if (others := [cid for cid in group if cid != action[name]])]
    return {**action, name: rng.choice(rng.choice(groups))} if groups else None


class Chooser:
    """Draws the next step: legal actions weighted toward kinds seen least, sometimes an action no engine may list
    (a near miss, an earlier-listed action, an impossible one), to catch one accepted wrongly."""

    def __init__(self, rng: random.Random, kit: InvariantKit | None, seen: Counter[str]) -> None:
        self.rng = rng
        self.kit = kit
        self.seen = seen
        self.listed: list[Action] = []
        """Actions listed earlier in this walk (one chooser per walk), to try again where they are not listed."""

    def __call__(self, snapshot: Snapshot) -> Step | None:
        legal = snapshot.legal
        if not legal:
            return None
        pending = snapshot.observation.get("pending")
        weights = []
        for action in legal:
            weight = 1.0 / (1 + self.seen[signature(action, pending)])
            if self.kit is not None and self.kit.concedes(action) and len(legal) > 1:
                weight *= CONCEDE_WEIGHT
            weights.append(weight)
        action = self.rng.choices(legal, weights)[0]
        self.seen[signature(action, pending)] += 1
        stale = [earlier for earlier in self.listed if earlier not in legal]
        self.listed = [*[a for a in self.listed if a not in legal], *self.rng.sample(legal, min(3, len(legal)))]
        self.listed = self.listed[-REMEMBERED:]
        if stale and self.rng.random() < STALE_RATE:
            return Step(self.rng.choice(stale), attempt=True)
        if self.rng.random() < NEAR_MISS_RATE:
            missed = near_miss(action, snapshot.observation, self.rng)
            if missed is not None:
                return Step(missed, attempt=missed not in legal)
        if self.kit is not None and self.rng.random() < IMPOSSIBLE_RATE:
            attempt = self.kit.impossible(action, self.rng.randrange(2**16))
            if attempt is not None:
                return Step(attempt, attempt=True)
        return Step(action)


def play(
    engine: Side,
    reference: Side,
    start: Start,
    steps: list[Step],
    choose: Callable[[Snapshot], Step | None] | None = None,
    max_steps: int = 0,
) -> Outcome:
    """Start both engines from ``start``, take ``steps`` then (with ``choose``) up to ``max_steps`` in all.

    A step both engines reject is left out of the outcome's steps unless it was an attempt (so a replay of a
    shortened sequence drops what no longer applies). Engine faults (crashes, hangs, garbage over the protocol:
    :class:`EngineError`) end the walk as an outcome of their own; a fault of the reference is raised.
    """
    outcome = Outcome()
    try:
        rejected_e = engine.start(start.setup)
    except EngineGaveUpError:
        raise
    except UnsupportedError:  # the engine cannot build this setup (a capability it lacks): not walked, not judged
        outcome.start_rejected = True
        return outcome
    except Exception as error:  # an engine fault, whatever it raised (in process or over the protocol)
        outcome.fault = f"start: {error}"
        return outcome
    rejected_r = reference.start(start.setup)
    if rejected_e is not None or rejected_r is not None:
        if (rejected_e is None) != (rejected_r is None):
            verdict = f"rejects it ({rejected_r})" if rejected_r else "accepts it"
            outcome.difference = Difference(
                "acceptance",
                f"the setup is {'rejected' if rejected_e else 'accepted'} by the engine and "
                f"{'rejected' if rejected_r else 'accepted'} by the reference",
                f"setup-{'rejected' if rejected_r else 'accepted'}-by-the-reference",
                engine=str(rejected_e) if rejected_e else None,
                reference=str(rejected_r) if rejected_r else None,
                then=(
                    f"    # the reference {verdict}: state it with the game's own steps for a deck or setup "
                    "(no shared step tries a raw setup)",
                ),
            )
        outcome.start_rejected = True
        return outcome
    _, last_r, failed = _compare(engine, reference, outcome, start)
    if failed:
        return outcome
    queue = list(steps)
    while True:
        if queue:
            step = queue.pop(0)
        elif choose is not None and len(outcome.steps) < max_steps and not last_r.terminal:
            chosen = choose(last_r)
            if chosen is None:
                return outcome
            step = chosen
        else:
            return outcome
        try:
            error_e = engine.apply(step.action)
        except EngineGaveUpError:
            raise
        except Exception as error:
            outcome.steps.append(step)
            outcome.fault = f"{_shown(step.action)}: {error}"
            return outcome
        error_r = reference.apply(step.action)
        if error_e is not None and error_r is not None and not step.attempt:
            continue  # no longer applies (a shortened replay): both refuse it and nothing happened
        outcome.steps.append(step)
        if (error_e is None) != (error_r is None):
            accepted = "the reference" if error_e is not None else "the engine"
            refused = error_e if error_e is not None else error_r
            assert refused is not None
            outcome.difference = _acceptance(step, accepted, refused, error_r)
            return outcome
        _, last_r, failed = _compare(engine, reference, outcome, start)
        if failed:
            return outcome


def _compare(engine: Side, reference: Side, outcome: Outcome, start: Start) -> tuple[Snapshot, Snapshot, bool]:
    try:
        snap_e = engine.snapshot()
    except EngineGaveUpError:
        raise
    except Exception as error:
        outcome.fault = f"observe: {error}"
        return Snapshot(True, [], {}, [], [], False), Snapshot(True, [], {}, [], [], False), True
    snap_r = reference.snapshot()
    found = compare(snap_e, snap_r)
    shaped = isinstance(found, Difference) and found.key.startswith("shape:")
    if shaped and chance_explains(reference, start, outcome.steps, shape(snap_e), shape(snap_r)):
        found = "resync"
    if found == "resync":
        outcome.resync = True
        return snap_e, snap_r, True
    if found is not None:
        outcome.difference = found
        return snap_e, snap_r, True
    return snap_e, snap_r, False


def chance_explains(reference: Side, start: Start, steps: list[Step], engine_shape: Any, reference_shape: Any) -> bool:
    """Whether chance may be why the engine's game has another shape than the reference's after a shuffle.

    A shuffle inside a step can decide how the step goes on (a deck refilled from the retreat area and its new top
    card placed as a support card at once): the shape then depends on the shuffle's outcome. The reference replays
    the walk alone under other seeds; chance explains the difference when one replay ends in the engine's shape or
    in any shape but its own first one. So does a setup without a seed to vary or a walk no replay can follow (the
    replays' earlier shuffles went otherwise): nothing is concluded, nothing reported. The walk ends either way.
    """
    seed = start.setup.get("seed")
    if not isinstance(seed, int):
        return True
    replayed = 0
    for offset in range(1, RESEEDS + 1):
        if reference.start({**start.setup, "seed": seed + 7919 * offset}) is not None:
            continue
        snapshot = reference.snapshot()
        for step in steps:
            refused = reference.apply(step.action) is not None
            if refused != step.attempt:
                break  # the replay went another way before this step: it says nothing of the step
            snapshot = reference.snapshot()
        else:
            if shape(snapshot) == engine_shape or shape(snapshot) != reference_shape:
                return True
            replayed += 1
    return replayed == 0


def _shown(action: Action) -> str:
    from tcgjudge.explore.normalise import canonical

    return canonical(action)


def _acceptance(step: Step, accepted: str, refused: Exception, error_r: Exception | None) -> Difference:
    from tcgjudge.engine.interface import IllegalActionError

    clause = error_r.clause if isinstance(error_r, IllegalActionError) else None
    if error_r is None:
        then: tuple[str, ...] = ("    Then the action is accepted",)
    elif clause:
        then = (f"    Then the action is rejected citing clause {clause}", "    And the game state is unchanged")
    else:
        then = ("    Then the game state is unchanged",)
    return Difference(
        "acceptance",
        f"{_shown(step.action)} is accepted by {accepted} only (the other refuses it: {refused})",
        f"accepted-by-{'reference' if accepted == 'the reference' else 'engine'}-only:{step.action.get('type')}",
        engine=None if accepted == "the engine" else str(refused),
        reference=None if accepted == "the reference" else str(refused),
        then=then,
    )
