"""Reference engine throughput: seeded random legal playouts from a fresh game to its end.

Each game starts from a fresh seeded setup (the vanilla card pool the invariants use),
then repeatedly takes a random legal action (never ``concede``, so games run to a real
end) until the game is over. ``legal_actions``, ``apply`` and ``observe`` are timed
separately; ``observe`` is called once per step too but left out of actions/s.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from benchmarks import game
from benchmarks.common import Row, Section, median_row, profile_call
from benchmarks.game import fresh_setup, reference
from tcgjudge.engine.interface import Engine

MAX_ACTIONS_PER_GAME = 20_000
GROUP = "3. reference engine"


@dataclass
class Playouts:
    games: int = 0
    actions: int = 0
    starts: float = 0.0
    legal: float = 0.0
    legal_calls: int = 0
    apply: float = 0.0
    observe: float = 0.0
    observe_calls: int = 0
    per_game: list[int] = field(default_factory=list)

    @property
    def play_seconds(self) -> float:
        """Time of start + legal_actions + apply: what playing the games costs."""
        return self.starts + self.legal + self.apply


def play(engine: Engine, seeds: range, observe: bool = True) -> Playouts:
    """Play one random game per seed; the policy's own random choices are seeded too."""
    out = Playouts()
    clock = time.perf_counter
    for seed in seeds:
        policy = random.Random(seed * 7919 + 1)
        setup = fresh_setup(seed)
        t = clock()
        engine.start(game.key(), setup)
        out.starts += clock() - t
        actions = 0
        while actions < MAX_ACTIONS_PER_GAME:
            t = clock()
            legal = engine.legal_actions()
            out.legal += clock() - t
            out.legal_calls += 1
            if not legal:
                break
            choices = [action for action in legal if action.get("type") != "concede"] or legal
            action = choices[policy.randrange(len(choices))]
            t = clock()
            engine.apply(action)
            out.apply += clock() - t
            actions += 1
            if observe:
                t = clock()
                engine.observe()
                out.observe += clock() - t
                out.observe_calls += 1
        out.games += 1
        out.actions += actions
        out.per_game.append(actions)
    return out


def measure(games: int, runs: int, with_profile: bool) -> Section:
    section = Section("Reference engine throughput (seeded random playouts)")
    results = [play(reference(), range(games)) for _ in range(runs)]
    first = results[0]
    assert all(r.per_game == first.per_game for r in results), "seeded playouts are not deterministic"
    rows: list[Row] = [
        median_row(
            GROUP,
            "actions/s (start + legal_actions + apply)",
            [r.actions / r.play_seconds for r in results],
            "actions/s",
            f"{games} games, {first.actions} actions per run",
        ),
        median_row(
            GROUP,
            "games/s",
            [r.games / r.play_seconds for r in results],
            "games/s",
            f"{min(first.per_game)}–{max(first.per_game)} actions per game",
        ),
        median_row(GROUP, "legal_actions, per call", [r.legal / r.legal_calls * 1e6 for r in results], "µs"),
        median_row(GROUP, "apply, per call", [r.apply / r.actions * 1e6 for r in results], "µs"),
        median_row(GROUP, "observe, per call", [r.observe / r.observe_calls * 1e6 for r in results], "µs"),
        median_row(GROUP, "start (fresh game), per call", [r.starts / r.games * 1e6 for r in results], "µs"),
    ]
    section.rows = rows
    section.facts["actions_per_s"] = rows[0].value
    if with_profile:
        section.profiles["random playouts (start, legal_actions, apply; no observe)"] = profile_call(
            lambda: play(reference(), range(min(games, 3)), observe=False)
        )
    return section
