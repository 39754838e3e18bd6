"""The reference engine served over the protocol against the same engine in process.

Two comparisons the engine contract sets targets for:

* seeded random playouts with an ``observe`` after every action (the throughput module's
  ``play``), in actions/s, in process and through ``tcgjudge serve``;
* the invariants' Hypothesis state machine (``ci`` profile, fresh setups), in process and
  over the protocol, by run time.

It also shows that the cost of an action stays flat over a game's length: the log is sent
incrementally, so a reply late in a game is no longer than one early in it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from benchmarks import game
from benchmarks.common import Row, Section, median_row, profile_call
from benchmarks.game import reference
from benchmarks.invariants import ci_profile, state_machine_run
from benchmarks.suite import serve_command
from benchmarks.throughput import play
from tcgjudge.engine.interface import Engine
from tcgjudge.protocol.client import EngineCommand, ProcessEngine

GROUP = "6. protocol"


def served(transcript: list[tuple[str, str]] | None = None) -> ProcessEngine:
    return ProcessEngine(EngineCommand(serve_command(), timeout=120), game.key(), transcript=transcript)


def playout_rate(engine: Engine, games: int) -> float:
    """Actions/s of seeded random playouts with an observe after each action, start included."""
    wall = time.perf_counter()
    result = play(engine, range(games))
    return result.actions / (time.perf_counter() - wall)


def paired(measure: Callable[[Engine], float], runs: int) -> tuple[list[float], list[float], list[float]]:
    """``measure`` in process and over the protocol, ``runs`` times each: (in process, served, served / in process)."""
    inside = [measure(reference()) for _ in range(runs)]
    engine = served()
    try:
        over = [measure(engine) for _ in range(runs)]
    finally:
        engine.close()
    return inside, over, [o / i for o, i in zip(over, inside, strict=True)]


def reply_sizes(games: int) -> tuple[float, float]:
    """Mean bytes of a transition reply among the first 20 and the last 20 actions of each game."""
    transcript: list[tuple[str, str]] = []
    engine = served(transcript)
    try:
        play(engine, range(games))
    finally:
        engine.close()
    early: list[int] = []
    late: list[int] = []
    game_replies: list[int] = []
    for direction, line in [*transcript, (">", '"method":"start"')]:
        if direction == ">" and '"method":"start"' in line and game_replies:
            early += game_replies[:20]
            late += game_replies[-20:]
            game_replies = []
        elif direction == "<" and '"decision"' in line:
            game_replies.append(len(line))
    return sum(early) / len(early), sum(late) / len(late)


def playout_profile(games: int) -> str:
    """cProfile of served playouts, harness side (the engine's work is in its own process: it shows as waiting)."""
    engine = served()
    try:
        return profile_call(lambda: play(engine, range(games)))
    finally:
        engine.close()


def measure(games: int, runs: int, hypothesis_runs: int, max_examples: int | None, profiled: bool = False) -> Section:
    section = Section("Protocol against in process (the reference engine served by `tcgjudge serve`)")
    inside, over, ratios = paired(lambda engine: playout_rate(engine, games), runs)
    profile = ci_profile(max_examples)
    machine_inside, machine_over, machine_ratios = paired(
        lambda engine: state_machine_run("fresh", profile, engine)[1], hypothesis_runs
    )
    early, late = reply_sizes(min(games, 5))
    note = f"{games} seeded random games per run, observe after every action"
    section.rows = [
        median_row(GROUP, "playouts in process, with observe", inside, "actions/s", note),
        median_row(GROUP, "playouts over the protocol, with observe", over, "actions/s", note),
        median_row(GROUP, "playouts, protocol / in process", ratios, "×", "paired runs"),
        median_row(GROUP, "invariants state machine in process (ci profile, fresh setups)", machine_inside, "s"),
        median_row(GROUP, "invariants state machine over the protocol", machine_over, "s"),
        median_row(GROUP, "invariants, protocol / in process", machine_ratios, "×", "paired runs"),
        Row(GROUP, "transition reply, first 20 actions of a game (mean)", early, "bytes"),
        Row(
            GROUP,
            "transition reply, last 20 actions of a game (mean)",
            late,
            "bytes",
            note="flat: the log is sent incrementally",
        ),
    ]
    section.facts["served_playout_ratio"] = section.rows[2].value
    section.facts["served_invariants_ratio"] = section.rows[5].value
    if profiled:
        title = "served playouts, harness side (waiting on the engine process shows as poll)"
        section.profiles[title] = playout_profile(games)
    return section
