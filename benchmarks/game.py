"""The game the benchmarks measure (``run.py --game``; default: the first registered game with a reference engine).

Every benchmark reads the game from here: its reference engine, step library and seeded fresh
setups come from the game's declaration, so no benchmark names a game. The choice travels to
subprocesses in ``TCGJUDGE_BENCH_GAME``.
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

from tcgjudge.invariants.shared.records import game_kit

from tcgjudge.catalog import load_catalog
from tcgjudge.engine.interface import Engine
from tcgjudge.engine.loader import REFERENCE, load_engine
from tcgjudge.registry import all_games, chapter_of, get_game

GAME_VARIABLE = "TCGJUDGE_BENCH_GAME"


class NoBenchmarkGameError(Exception):
    """The game cannot be benchmarked (unknown, or without a reference engine, steps and invariant kit)."""


def default_key() -> str:
    return next((key for key, game in all_games().items() if game.reference_engine), "")


def key() -> str:
    return os.environ.get(GAME_VARIABLE) or default_key()


def select(game: str) -> None:
    """Benchmark ``game`` from now on (in this process and the subprocesses it starts)."""
    try:
        declared = get_game(game)
    except LookupError as error:
        raise NoBenchmarkGameError(str(error)) from None
    if not (declared.reference_engine and declared.steps and declared.invariants):
        raise NoBenchmarkGameError(f"{game} has no reference engine, steps and invariant kit to benchmark yet")
    os.environ[GAME_VARIABLE] = game


def reference() -> Engine:
    """A fresh reference engine of the game."""
    return load_engine(REFERENCE, key())


def smallest_chapter() -> str:
    """The chapter of the game with the fewest scenarios (at least one): what a quick run measures."""
    scenarios, _ = load_catalog(key())
    counts = Counter(chapter_of(key(), scenario.primary) for scenario in scenarios if scenario.primary)
    counts.pop(None, None)
    return str(min(counts, key=lambda chapter: (counts[chapter], str(chapter))))


def fresh_setup(seed: int) -> dict[str, Any]:
    """The game kit's seeded fresh game."""
    return dict(game_kit(key()).fresh_setup(seed))
