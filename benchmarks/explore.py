"""``tcgjudge explore``'s own speed: actions per second compared between two engines, in process and over the protocol.

Explore is as good as the states it reaches per second. Each run explores the reference engine against
itself (no disagreement, so no time goes to shrinking) from the game's generated states and seeded fresh
games for a fixed number of seconds; an action costs an ``apply``, a ``legal_actions``, an ``observe`` and an
``is_terminal`` on each engine, forced decisions answered, and the comparison. Over the protocol the engine
under test is ``tcgjudge serve``.
"""

from __future__ import annotations

from tcgjudge.invariants.shared.records import game_kit

from benchmarks import game
from benchmarks.common import Row, Section, median_row
from benchmarks.game import reference
from benchmarks.served import served
from tcgjudge.engine.interface import Engine
from tcgjudge.explore.corpus import build_corpus
from tcgjudge.explore.explorer import Explorer
from tcgjudge.registry import get_game

GROUP = "7. explore"


def rate(engine: Engine, seconds: float, seed: int, starts: int) -> float:
    """Actions/s of one exploration of ``engine`` against the reference engine."""
    declared = get_game(game.key())
    kit = game_kit(game.key())
    corpus = build_corpus(
        declared, kit, ("states", "fresh"), seed, engine.info().capabilities, states=starts, fresh=starts
    )
    against = reference()
    explorer = Explorer(declared, engine, against, kit, corpus, seed)
    explorer.run(seconds)
    engine.close()
    against.close()
    return explorer.stats.actions / explorer.stats.seconds if explorer.stats.seconds else 0.0


def measure(seconds: float, runs: int, starts: int = 20) -> Section:
    section = Section("explore: actions compared per second")
    in_process = [rate(reference(), seconds, seed, starts) for seed in range(runs)]
    over_protocol = [rate(served(), seconds, seed, starts) for seed in range(runs)]
    rows: list[Row] = [
        median_row(GROUP, "explore, in process: actions compared/s", in_process, "actions/s",
                   f"reference against reference, {seconds:g} s a run, generated states and fresh games"),
        median_row(GROUP, "explore, protocol: actions compared/s", over_protocol, "actions/s",
                   "the engine under test served by tcgjudge serve"),
    ]  # fmt: skip
    section.rows = rows
    section.facts["explore_actions_per_s"] = rows[0].value
    section.facts["explore_protocol_actions_per_s"] = rows[1].value
    return section
