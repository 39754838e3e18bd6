"""The exploration loop: walks within a time budget, each disagreement shrunk, deduplicated, written out.

One worker runs walks from the corpus (the starts chosen least often first, at random among them) until the
budget is spent; each new disagreement (by fingerprint: its kind, the action and what differs, without card
ids or positions) is shrunk to its shortest sequence and written as a scenario. Workers (``-n``) each run
their own engines from their own seed; their findings are merged by fingerprint.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import Engine, EngineError
from tcgjudge.explore.compare import Difference, Side, Step
from tcgjudge.explore.corpus import Corpus
from tcgjudge.explore.scenario import scenario_text
from tcgjudge.explore.shrink import shrink
from tcgjudge.explore.walker import Chooser, Outcome, Start, play
from tcgjudge.invariants.shared.records import InvariantKit
from tcgjudge.protocol.errors import EngineGaveUpError
from tcgjudge.registry import Game

WALK_STEPS = (20, 80, 300)
"""How many actions a walk takes after its start's own actions, drawn anew for each walk: short walks try many
starts, long ones reach the late game of a fresh game (a One Piece game takes a few hundred actions)."""
FIRST_WALK_STEPS = 10
"""How far the first walk from each start goes beyond the start's own actions."""
SHRINK_SHARE = 0.25
"""At most this share of the budget (and at least a few seconds) goes to shrinking one disagreement."""


@dataclass
class Finding:
    """One disagreement (or engine fault), shrunk, with its scenario."""

    kind: str
    fingerprint: str
    summary: str
    origin: str
    steps: list[Step]
    setup: dict[str, Any]
    scenario: str
    candidates: list[str]
    engine: Any = None
    reference: Any = None
    seconds: float = 0.0
    """When it was first seen, from the start of exploring."""
    count: int = 1
    shrunk_from: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "fingerprint": self.fingerprint,
            "summary": self.summary,
            "origin": self.origin,
            "actions": [step.to_json() for step in self.steps],
            "shrunk_from": self.shrunk_from,
            "setup": self.setup,
            "scenario": self.scenario,
            "candidate_clauses": self.candidates,
            "engine": self.engine,
            "reference": self.reference,
            "first_seen_s": round(self.seconds, 3),
            "count": self.count,
        }


@dataclass
class Stats:
    walks: int = 0
    actions: int = 0
    resyncs: int = 0
    starts_rejected: int = 0
    seconds: float = 0.0
    seen: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Stats) -> None:
        self.walks += other.walks
        self.actions += other.actions
        self.resyncs += other.resyncs
        self.starts_rejected += other.starts_rejected
        self.seconds = max(self.seconds, other.seconds)
        self.seen.update(other.seen)


def fingerprint(difference: Difference, steps: list[Step]) -> str:
    last = steps[-1].action.get("type") if steps else "start"
    text = f"{difference.kind}|{last}|{difference.key}"
    return hashlib.sha256(text.encode()).hexdigest()[:12]


class Explorer:
    """Runs walks of one engine against another from a corpus, for one worker."""

    def __init__(
        self,
        game: Game,
        engine: Engine,
        reference: Engine,
        kit: InvariantKit | None,
        corpus: Corpus,
        seed: int,
        against: str = "the reference engine",
    ) -> None:
        self.game = game
        self.engine = Side(engine, game)
        self.reference = Side(reference, game)
        self.kit = kit
        self.corpus = corpus
        self.rng = random.Random(seed)
        self.against = against
        self.stats = Stats()
        self.findings: dict[str, Finding] = {}
        self.started: Counter[int] = Counter()

    def _pick(self) -> tuple[Start, bool]:
        """A start among those walked from least often, and whether this is its first walk."""
        fewest = min(self.started[i] for i in range(len(self.corpus.starts)))
        choices = [i for i in range(len(self.corpus.starts)) if self.started[i] == fewest]
        index = self.rng.choice(choices)
        self.started[index] += 1
        return self.corpus.starts[index], fewest == 0

    def run(
        self, budget: float, progress: Callable[[Stats, int], None] | None = None, max_disagreements: int = 0
    ) -> None:
        """Walk until ``budget`` seconds have passed, or ``max_disagreements`` distinct disagreements are found when
        it is not 0 (raises :class:`EngineGaveUpError` if the engine keeps failing)."""
        if not self.corpus.starts:
            return
        began = time.monotonic()
        deadline = began + budget
        chooser = Chooser(self.rng, self.kit, self.stats.seen)
        while time.monotonic() < deadline:
            start, first_walk = self._pick()
            first = [Step(action) for action in start.actions]
            if first_walk:  # the whole scenario and a few steps beyond it: the first pass covers the corpus quickly
                cut, extra = len(first), FIRST_WALK_STEPS
            else:
                cut, extra = (self.rng.randint(0, len(first)) if first else 0), self.rng.choice(WALK_STEPS)
            outcome = play(self.engine, self.reference, start, first[:cut], chooser, cut + extra)
            self.stats.walks += 1
            self.stats.actions += len(outcome.steps)
            self.stats.resyncs += outcome.resync
            self.stats.starts_rejected += outcome.start_rejected and outcome.difference is None
            if outcome.difference is not None or outcome.fault is not None:
                self._found(start, outcome, began, deadline)
            self.stats.seconds = time.monotonic() - began
            if progress is not None:
                progress(self.stats, len(self.findings))
            if max_disagreements and len(self.findings) >= max_disagreements:
                return

    def _found(self, start: Start, outcome: Outcome, began: float, deadline: float) -> None:
        if outcome.fault is not None:
            difference = Difference("fault", f"the engine failed: {outcome.fault}", outcome.fault.split(":")[0])
        else:
            assert outcome.difference is not None
            difference = outcome.difference
        key = fingerprint(difference, outcome.steps)
        if key in self.findings:
            self.findings[key].count += 1
            return
        seen_at = time.monotonic() - began
        steps = outcome.steps
        if difference.kind != "fault":
            steps, difference = self._shrink(start, steps, difference, key, deadline)
        types = list(dict.fromkeys(str(step.action.get("type")) for step in reversed(steps[-3:])))
        candidates = self.corpus.candidates(types, start.clauses)
        self.findings[key] = Finding(
            kind=difference.kind,
            fingerprint=key,
            summary=difference.summary,
            origin=start.origin,
            steps=steps,
            setup=dict(start.setup),
            scenario=scenario_text(start.setup, steps, difference, candidates, self.against),
            candidates=candidates,
            engine=difference.engine,
            reference=difference.reference,
            seconds=seen_at,
            shrunk_from=len(outcome.steps),
        )

    def _shrink(
        self, start: Start, steps: list[Step], difference: Difference, key: str, deadline: float
    ) -> tuple[list[Step], Difference]:
        found = {"difference": difference}

        def reproduces(candidate: list[Step]) -> list[Step] | None:
            try:
                outcome = play(self.engine, self.reference, start, candidate)
            except EngineError:
                return None
            if outcome.difference is None or fingerprint(outcome.difference, outcome.steps) != key:
                return None
            found["difference"] = outcome.difference
            return outcome.steps

        limit = min(deadline, time.monotonic() + max(3.0, SHRINK_SHARE * max(0.0, deadline - time.monotonic())))
        try:
            shortest = shrink(steps, reproduces, limit)
        except EngineGaveUpError:
            raise
        if reproduces(shortest) is None:  # keep the difference and steps of the sequence kept
            return steps, difference
        return shortest, found["difference"]
