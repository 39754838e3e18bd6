"""Protocol round trip: the latency of one request and its reply, against a bare pipe round trip.

Both go through the harness's own transport (:class:`tcgjudge.protocol.process.EngineProcess`:
a pipe each way, a reader thread, a queue), measured in the same run:

* **bare pipe**: a Python subprocess that echoes each line back (no JSON, no engine);
* **hello**: the smallest protocol request, through the harness's client
  (:class:`~tcgjudge.protocol.client.ProcessEngine`): encode, send, the server parses,
  validates and answers, the client parses and validates the reply;
* **legal_actions** and **observe** in a mid-game state, the same way, beside the
  in-process cost of the same engine call.
"""

from __future__ import annotations

import json
import random
import statistics
from typing import Any

from benchmarks import game
from benchmarks.common import Row, Section, percentile, profile_call, python, samples
from benchmarks.game import fresh_setup, reference
from benchmarks.suite import serve_command
from tcgjudge.protocol import messages
from tcgjudge.protocol.client import EngineCommand, ProcessEngine
from tcgjudge.protocol.process import EngineProcess, engine_environment

GROUP = "4. protocol round trip"
ECHO = "import sys\nfor line in sys.stdin:\n    sys.stdout.write(line)\n    sys.stdout.flush()\n"
WARMUP = 20
MID_GAME_ACTIONS = 25


def mid_game(engine: Any) -> None:
    """Bring ``engine`` to a seeded mid-game state (the same for every engine)."""
    engine.start(game.key(), fresh_setup(1))
    policy = random.Random(1)
    for _ in range(MID_GAME_ACTIONS):
        legal = [a for a in engine.legal_actions() if a.get("type") != "concede"]
        if not legal:
            break
        engine.apply(legal[policy.randrange(len(legal))])


def _rows(name: str, seconds: list[float], bare: float, note: str = "") -> list[Row]:
    """Median, 99th percentile and the median's ratio to ``bare`` (the echo median, µs)."""
    p50, p99 = statistics.median(seconds) * 1e6, percentile(seconds, 99) * 1e6
    return [
        Row(GROUP, f"{name}: median", p50, "µs", len(seconds), note=note),
        Row(GROUP, f"{name}: 99th percentile", p99, "µs", len(seconds)),
        Row(GROUP, f"{name}: median / bare pipe median", p50 / bare, "×", len(seconds)),
    ]


def measure(count: int, with_profile: bool) -> Section:
    section = Section("Protocol round trip")
    echo = EngineProcess([python(), "-u", "-c", ECHO], engine_environment())
    hello_line = messages.encode(messages.request(0, messages.HELLO, {"protocol": 1, "harness": "x", "game": "op"}))
    try:
        pipe = samples(lambda: echo.exchange(hello_line, 5.0, "echo"), count, WARMUP)
    finally:
        echo.kill()
    bare = statistics.median(pipe) * 1e6
    rows = [
        Row(
            GROUP,
            "bare pipe (echo subprocess): median",
            bare,
            "µs",
            count,
            note=f"a {len(hello_line)}-byte line through EngineProcess to `python -c <echo>` and back",
        ),
        Row(GROUP, "bare pipe (echo subprocess): 99th percentile", percentile(pipe, 99) * 1e6, "µs", count),
    ]
    client = ProcessEngine(EngineCommand(serve_command()), game.key())
    local = reference()
    try:
        hello = samples(lambda: client._call(messages.HELLO, client._hello_params()), count, WARMUP)
        rows += _rows(
            "hello (ProcessEngine ↔ tcgjudge serve)",
            hello,
            bare,
            "client encode + schema checks on both sides + JSON both ways",
        )
        mid_game(client)
        mid_game(local)
        legal = samples(lambda: client._call(messages.LEGAL_ACTIONS, {}), count, WARMUP)
        observe = samples(lambda: client._call(messages.OBSERVE, {}), max(count // 4, 10), WARMUP)
        local_legal = samples(local.legal_actions, count, WARMUP)
        local_observe = samples(local.observe, max(count // 4, 10), WARMUP)
        size = len(json.dumps(local.observe()))
        rows += _rows("legal_actions, mid-game", legal, bare)
        rows.append(
            Row(GROUP, "legal_actions, mid-game, in process: median", statistics.median(local_legal) * 1e6, "µs", count)
        )
        rows += _rows("observe, mid-game", observe, bare, f"observation of {size:,} bytes of JSON")
        rows.append(
            Row(
                GROUP,
                "observe, mid-game, in process: median",
                statistics.median(local_observe) * 1e6,
                "µs",
                len(local_observe),
            )
        )
        section.facts["rtt_ratio"] = statistics.median(hello) * 1e6 / bare
        if with_profile:
            section.profiles["hello round trips, harness side (the engine side runs in its own process)"] = (
                profile_call(lambda: [client._call(messages.HELLO, client._hello_params()) for _ in range(300)])
            )
    finally:
        client.close()
    section.rows = rows
    return section
