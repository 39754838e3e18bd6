"""Two engines side by side: each action sent to both, and what the rules decide compared after it.

Compared after every step: the end of the game and its result, the legal actions (as sets), whether an action
was accepted, and the observation (its log as the multiset of events each step added: the rules do not order
the events of one step for the engines). Left out, as the rules leave them to each engine: card ids (every card
is named by its first id, :mod:`tcgjudge.explore.normalise`), forced decisions (a decision whose only answer is
one of the game's pass actions is answered at once on both sides, as an engine may skip it), and the outcome of
the engine's own randomness: a step logging one of the game's ``random_events`` (a shuffle) is a
resynchronisation point, where only the shape of the two games is compared and the walk then starts afresh.
Where a shuffle inside a step decides how the step goes on (a deck refilled and its new top card used at once),
the shape itself depends on chance: :mod:`tcgjudge.explore.walker` asks the reference whether it can differ in
that way too before it reports a shape difference.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from tcgjudge.engine.interface import Action, Engine, EngineError, IllegalActionError, Setup
from tcgjudge.explore.normalise import Follower, canonical, differing_paths, skeleton, value_at
from tcgjudge.registry import Game

Kind = Literal["legal-actions", "acceptance", "observation", "result", "fault"]
KINDS: tuple[Kind, ...] = ("result", "legal-actions", "acceptance", "observation", "fault")
"""The kinds of disagreement, in the order a report lists them."""
MAX_FORCED = 200
"""How many forced decisions in a row are answered before the engine is taken to loop."""


@dataclass(frozen=True)
class Step:
    """One action of a walk, its cards named by their first ids; ``attempt`` when it was not sure to be legal."""

    action: Action
    attempt: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "attempt": self.attempt}


@dataclass(frozen=True)
class Difference:
    """How the engine under test (``engine``) and the one it is compared with (``reference``) differ after a step."""

    kind: Kind
    summary: str
    key: str
    """What differs, generalised (no card ids, no positions): with the kind and the action, the fingerprint."""
    engine: Any = None
    reference: Any = None
    then: tuple[str, ...] = ()
    """Gherkin Then steps stating what the reference does (what a person checks against the rules)."""


@dataclass
class Snapshot:
    """One engine's state as compared: named by first ids."""

    terminal: bool
    legal: list[Action]
    observation: dict[str, Any]
    """Without its log."""
    events: list[Any]
    """The log events the last step added."""
    log: list[Any]
    """The whole log so far."""
    random: bool
    """The last step logged one of the game's random events."""


class Side:
    """One engine and how its card ids are followed."""

    def __init__(self, engine: Engine, game: Game) -> None:
        self.engine = engine
        self.game = game
        self.follower = Follower(game.renames)
        self.passes = game.decisions.pass_actions
        self.anytime = game.decisions.anytime_actions

    def start(self, setup: Setup) -> IllegalActionError | None:
        self.follower.reset()
        try:
            self.engine.start(self.game.key, copy.deepcopy(dict(setup)))
        except IllegalActionError as error:
            return error
        self.settle()
        return None

    def settle(self) -> None:
        """Answer every decision whose only answer is to pass (an engine may skip it: docs/protocol.md)."""
        if not self.passes:
            return
        for _ in range(MAX_FORCED):
            if self.engine.is_terminal():
                return
            answers = [a for a in self.engine.legal_actions() if a.get("type") not in self.anytime]
            if len(answers) != 1 or answers[0].get("type") not in self.passes:
                return
            self.engine.apply(answers[0])
        raise EngineError(f"the engine asked {MAX_FORCED} forced decisions in a row")

    def apply(self, action: Action) -> IllegalActionError | None:
        sent = self.follower.current(action)
        try:
            self.engine.apply(copy.deepcopy(sent))
        except IllegalActionError as error:
            return error
        self.settle()
        return None

    def snapshot(self) -> Snapshot:
        observation = dict(self.engine.observe())
        raw_log = observation.pop("log", [])
        log = raw_log if isinstance(raw_log, list) else []
        fresh = self.follower.follow_named(log)
        random = any(isinstance(e, Mapping) and e.get("event") in self.game.random_events for e in fresh)
        return Snapshot(
            terminal=self.engine.is_terminal(),
            legal=[self.follower.named(a) for a in self.engine.legal_actions()],
            observation=self.follower.named(observation),
            events=fresh,
            log=self.follower.log,
            random=random,
        )


def _show(value: Any) -> str:
    return canonical(value)


def _docstring(value: Any) -> list[str]:
    from tcgjudge.invariants.shared.state_machine import compact_json

    return ['      """', *(f"      {line}" for line in compact_json(value).splitlines()), '      """']


def _general(path: str) -> str:
    """A differing path without positions or player names (so it fingerprints the same bug in any game)."""
    parts = [part for part in path.replace("[", ".[").split(".") if part and not part.startswith("[")]
    return ".".join("*" if part in ("p1", "p2") else part for part in parts)


def result_then(result: Any) -> tuple[str, ...]:
    """The shared steps stating a result (``result`` of the observation core)."""
    if not isinstance(result, Mapping) or not result.get("over"):
        return ("    Then the game is not over",)
    losers, winner, reason = result.get("losers") or [], result.get("winner"), result.get("reason")
    because = f" because of {reason}" if reason else ""
    if result.get("draw"):
        return (f"    Then the game is a draw{because}",)
    if sorted(losers) == ["p1", "p2"]:
        return (f"    Then both players lose the game{because}",)
    if winner:
        lines = [f"    Then {winner} wins the game"]
        lines += [f"    And {loser} loses the game{because}" for loser in losers]
        return tuple(lines)
    return tuple(f"    Then {loser} loses the game{because}" for loser in losers)


def shape(snapshot: Snapshot) -> Any:
    """What the engine's own randomness cannot change after a step (:func:`skeleton`), with the number of legal
    actions."""
    skeleton_of = skeleton({"o": snapshot.observation, "n": len(snapshot.events), "t": snapshot.terminal})
    return {"skeleton": skeleton_of, "legal": len(snapshot.legal)}


def compare(engine: Snapshot, reference: Snapshot) -> Difference | Literal["resync"] | None:
    """The first difference the rules decide between two snapshots taken after the same step."""
    if engine.random or reference.random:
        shape_e, shape_r = shape(engine), shape(reference)
        if shape_e != shape_r:
            paths = differing_paths(shape_e["skeleton"], shape_r["skeleton"]) or ["legal actions"]
            return Difference(
                "observation",
                f"after a shuffle the two games differ in shape at {', '.join(paths[:4])}",
                "shape:" + ",".join(sorted({_general(p) for p in paths})),
                engine={p: value_at(engine.observation, p.removeprefix("o.")) for p in paths[:4]},
                reference={p: value_at(reference.observation, p.removeprefix("o.")) for p in paths[:4]},
                then=tuple(
                    f"    # the reference engine has {p.removeprefix('o.')} = "
                    f"{_show(value_at(reference.observation, p.removeprefix('o.')))}"
                    for p in paths[:4]
                ),
            )
        if (engine.observation, sorted(map(canonical, engine.events))) != (
            reference.observation,
            sorted(map(canonical, reference.events)),
        ):
            return "resync"
    result_e, result_r = engine.observation.get("result"), reference.observation.get("result")
    if engine.terminal != reference.terminal or result_e != result_r:
        return Difference(
            "result",
            f"the result differs: the engine has {_show(result_e)} (terminal {engine.terminal}), the reference "
            f"{_show(result_r)} (terminal {reference.terminal})",
            "result:" + ",".join(sorted(differing_paths(result_e, result_r))),
            engine=result_e,
            reference=result_r,
            then=result_then(result_r),
        )
    legal_e = {canonical(a): a for a in engine.legal}
    legal_r = {canonical(a): a for a in reference.legal}
    only_r = [legal_r[k] for k in sorted(set(legal_r) - set(legal_e))]
    only_e = [legal_e[k] for k in sorted(set(legal_e) - set(legal_r))]
    if only_r or only_e:
        if only_r:
            action = only_r[0]
            then = ("    Then the legal actions include:", *_docstring(action))
            summary = f"the reference offers {_show(action)}, the engine does not"
        else:
            action = only_e[0]
            then = ("    Then the legal actions do not include:", *_docstring(action))
            summary = f"the engine offers {_show(action)}, the reference does not"
        pending = reference.observation.get("pending")
        return Difference(
            "legal-actions",
            summary + (f" ({len(only_r)} only offered by the reference, {len(only_e)} only by the engine)"),
            f"offered-by-{'reference' if only_r else 'engine'}-only:{action.get('type')}:"
            f"{(pending or {}).get('kind') if isinstance(pending, Mapping) else None}",
            engine=only_e[:10],
            reference=only_r[:10],
            then=then,
        )
    events_e = Counter(map(canonical, engine.events))
    events_r = Counter(map(canonical, reference.events))
    if engine.observation != reference.observation:
        paths = differing_paths(engine.observation, reference.observation)
        then = _observation_then(paths, reference)
        return Difference(
            "observation",
            f"the observations differ at {', '.join(paths[:6])}",
            "observation:" + ",".join(sorted({_general(p) for p in paths})),
            engine={p: value_at(engine.observation, p) for p in paths[:6]},
            reference={p: value_at(reference.observation, p) for p in paths[:6]},
            then=then,
        )
    if events_e != events_r:
        missing = sorted((events_r - events_e).elements())
        extra = sorted((events_e - events_r).elements())
        import json

        shown = json.loads((missing or extra)[0])
        like = {k: v for k, v in shown.items()}
        count = sum(1 for event in reference.log if canonical(event) == canonical(like))
        word = "event" if count == 1 else "events"
        return Difference(
            "observation",
            f"the step logs different events: only the reference logs {missing[:3]}, only the engine {extra[:3]}",
            f"log:{'missing' if missing else 'extra'}:{shown.get('event')}",
            engine=[json.loads(e) for e in extra[:6]],
            reference=[json.loads(e) for e in missing[:6]],
            then=(f"    Then the log has exactly {count} {word} like:", *_docstring(like)),
        )
    return None


def _observation_then(paths: list[str], reference: Snapshot) -> tuple[str, ...]:
    """The shared steps stating what the reference observes where the two differ."""
    lines: list[str] = []
    if any(path == "pending" or path.startswith("pending.") for path in paths):
        pending = reference.observation.get("pending")
        if isinstance(pending, Mapping):
            lines.append(f'    Then the pending decision is "{pending.get("kind")}" for {pending.get("player")}')
        else:
            lines.append("    Then no decision is pending")
    for path in paths:
        if path == "pending" or path.startswith("pending."):
            continue
        keyword = "Then" if not lines else "And"
        lines += [f'    {keyword} the observation at "{path}" is:', *_docstring(value_at(reference.observation, path))]
    return tuple(lines)


@dataclass
class Pair:
    """The engine under test and the engine it is compared with (the reference by default)."""

    engine: Side
    reference: Side
    actions_taken: int = 0
    faults: list[str] = field(default_factory=list)
