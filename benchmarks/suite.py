"""A game's suite against its reference engine: in process, through the protocol, and replayed bare.

Measurements 1 and 2 of issue 6. The targets are judged on what a user runs: the whole
``tcgjudge run --game <game>`` command (collection, scenarios, results file rewritten
after every scenario, JUnit XML, HTML report, badge), in process and with ``--engine-cmd``,
runs interleaved so drift of the machine hits both alike. For the details, each suite run
is also a fresh ``python -m pytest`` process (what ``tcgjudge run`` starts, minus the reports), with
``benchmarks.timing_plugin`` reporting the scenario loop's wall and CPU time.
The whole command's wall time and CPU time (the process and its children,
i.e. the engine process too) are measured from outside.

Harness overhead: one more run goes through :class:`benchmarks.recording.RecordingEngine`,
which writes down every engine call; the same calls are then replayed on a fresh
reference engine in a plain loop. The ratio is the scenario loop of an ordinary
(unrecorded) run over the bare replay.
"""

from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks import game
from benchmarks.common import Row, Section, median_row, python, subprocess_env, summarize
from benchmarks.game import reference
from benchmarks.recording import RECORD_VARIABLE, load_calls, prepare, replay
from benchmarks.timing_plugin import TIMING_VARIABLE
from tcgjudge.plugin import suite_arguments

GROUP_SUITE = "1. suite"
GROUP_OVERHEAD = "2. harness overhead"


def serve_command(profile_to: Path | None = None) -> str:
    """The ``tcgjudge serve`` command line for the reference engine (optionally under cProfile)."""
    profiler = f" -m cProfile -o {profile_to}" if profile_to is not None else ""
    return f"{python()}{profiler} -m tcgjudge.cli serve --game {game.key()}"


def pytest_command(select: list[str], engine: str = "reference", engine_cmd: str | None = None) -> list[str]:
    command = ["-m", "pytest", *suite_arguments(game.key())]
    command += ["-p", "no:terminal", "-p", "benchmarks.timing_plugin", *select]
    if engine_cmd is not None:
        command += ["--tcg-engine-cmd", engine_cmd]
    else:
        command += ["--tcg-engine", engine]
    return command


@dataclass
class SuiteRun:
    wall: float
    cpu: float
    """CPU seconds of the pytest process and everything it waited for (the engine process)."""
    loop_wall: float
    loop_cpu: float
    collect: float
    items: int
    outcomes: dict[str, int]
    durations: list[float]


def run_suite(
    select: list[str],
    engine: str = "reference",
    engine_cmd: str | None = None,
    env_extra: dict[str, str] | None = None,
    profile_to: Path | None = None,
) -> SuiteRun:
    with tempfile.TemporaryDirectory(prefix="tcgjudge-bench-") as folder:
        timing = Path(folder) / "timing.json"
        env = subprocess_env() | {TIMING_VARIABLE: str(timing)} | (env_extra or {})
        command = [python()]
        if profile_to is not None:
            command += ["-m", "cProfile", "-o", str(profile_to)]
        command += pytest_command(select, engine, engine_cmd)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode not in (0, 1) or not timing.exists():
            raise RuntimeError(f"the suite run failed ({done.returncode}): {done.stdout[-2000:]}{done.stderr[-2000:]}")
        data: dict[str, Any] = json.loads(timing.read_text(encoding="utf-8"))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return SuiteRun(
        wall,
        cpu,
        data["loop_wall_s"],
        data["loop_cpu_s"],
        data.get("collect_s", 0.0),
        data["items"],
        data["outcomes"],
        data["durations"],
    )


@dataclass
class CommandRun:
    wall: float
    cpu: float
    """CPU seconds of the command and its children (the engine process with ``--engine-cmd``)."""
    summary: dict[str, Any]


def cli_select(select: list[str]) -> list[str]:
    """The ``tcgjudge run`` options selecting what the pytest options ``select`` select."""
    names = {"--tcg-chapter": "--chapter", "--tcg-clause": "--clause"}
    return [names.get(argument, argument) for argument in select]


def run_command(select: list[str], engine_cmd: str | None = None) -> CommandRun:
    """One ``tcgjudge run --game <game>`` from start to exit, reports included."""
    with tempfile.TemporaryDirectory(prefix="tcgjudge-bench-run-") as folder:
        command = [python(), "-m", "tcgjudge.cli", "run", "--game", game.key(), "--output-dir", folder]
        command += cli_select(select)
        if engine_cmd is not None:
            command += ["--engine-cmd", engine_cmd]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, env=subprocess_env(), cwd=folder, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise RuntimeError(f"tcgjudge run failed ({done.returncode}): {done.stdout[-2000:]}{done.stderr[-2000:]}")
        summary: dict[str, Any] = json.loads((Path(folder) / "results.json").read_text(encoding="utf-8"))["summary"]
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return CommandRun(wall, cpu, summary)


def _outcomes(run: SuiteRun) -> str:
    return ", ".join(f"{count} {name}" for name, count in sorted(run.outcomes.items()))


def measure(select: list[str], runs: int, with_profile: bool) -> Section:
    section = Section(f"The {game.key()} suite against the reference engine")
    commands_local: list[CommandRun] = []
    commands_served: list[CommandRun] = []
    for _ in range(runs):
        commands_local.append(run_command(select))
        commands_served.append(run_command(select, engine_cmd=serve_command()))
    local = [run_suite(select) for _ in range(runs)]
    served = [run_suite(select, engine_cmd=serve_command()) for _ in range(runs)]
    n = local[0].items
    total = commands_local[0].summary["total"]
    run_ratio = statistics.median(c.wall for c in commands_served) / statistics.median(c.wall for c in commands_local)
    rows: list[Row] = [
        median_row(
            GROUP_SUITE,
            "tcgjudge run, in process: whole command, wall",
            [c.wall for c in commands_local],
            "s",
            f"{total} scenarios ({commands_local[0].summary['passed']} passed); reports included",
        ),
        median_row(GROUP_SUITE, "tcgjudge run, in process: whole command, CPU", [c.cpu for c in commands_local], "s"),
        median_row(
            GROUP_SUITE,
            "tcgjudge run, protocol: whole command, wall",
            [c.wall for c in commands_served],
            "s",
            f"--engine-cmd 'python -m tcgjudge.cli serve --game {game.key()}' "
            f"({commands_served[0].summary['passed']} passed)",
        ),
        median_row(
            GROUP_SUITE,
            "tcgjudge run, protocol: whole command, CPU (harness + engine process)",
            [c.cpu for c in commands_served],
            "s",
        ),
        Row(GROUP_SUITE, "tcgjudge run, protocol / in process, wall", run_ratio, "×", runs),
        median_row(
            GROUP_SUITE,
            "pytest, in process: whole command, wall",
            [r.wall for r in local],
            "s",
            f"{n} scenarios ({_outcomes(local[0])}); python -m pytest, start to exit, no reports",
        ),
        median_row(GROUP_SUITE, "pytest, in process: whole command, CPU", [r.cpu for r in local], "s"),
        median_row(
            GROUP_SUITE,
            "pytest, in process: collection",
            [r.collect for r in local],
            "s",
            "importing steps, parsing feature files",
        ),
        median_row(GROUP_SUITE, "pytest, in process: scenario loop, wall", [r.loop_wall for r in local], "s"),
        median_row(
            GROUP_SUITE,
            "pytest, in process: per scenario (loop wall / scenarios)",
            [r.loop_wall / r.items * 1000 for r in local],
            "ms",
        ),
        median_row(
            GROUP_SUITE,
            "pytest, in process: per scenario, median call duration",
            [statistics.median(r.durations) * 1000 for r in local],
            "ms",
        ),
        median_row(
            GROUP_SUITE,
            "pytest, protocol: whole command, wall",
            [r.wall for r in served],
            "s",
            f"--tcg-engine-cmd 'python -m tcgjudge.cli serve --game {game.key()}' ({_outcomes(served[0])})",
        ),
        median_row(
            GROUP_SUITE, "pytest, protocol: whole command, CPU (harness + engine process)", [r.cpu for r in served], "s"
        ),
        median_row(GROUP_SUITE, "pytest, protocol: scenario loop, wall", [r.loop_wall for r in served], "s"),
        median_row(
            GROUP_SUITE,
            "pytest, protocol: per scenario (loop wall / scenarios)",
            [r.loop_wall / r.items * 1000 for r in served],
            "ms",
        ),
    ]
    command_ratio = statistics.median(s.wall for s in served) / statistics.median(r.wall for r in local)
    loop_ratio = statistics.median(s.loop_wall for s in served) / statistics.median(r.loop_wall for r in local)
    cpu_ratio = statistics.median(s.cpu for s in served) / statistics.median(r.cpu for r in local)
    rows += [
        Row(GROUP_SUITE, "pytest, protocol / in process, whole command wall", command_ratio, "×", runs),
        Row(GROUP_SUITE, "pytest, protocol / in process, scenario loop wall", loop_ratio, "×", runs),
        Row(GROUP_SUITE, "pytest, protocol / in process, CPU", cpu_ratio, "×", runs),
    ]
    section.facts.update(
        suite_wall_s=statistics.median(c.wall for c in commands_local),
        suite_cpu_s=statistics.median(c.cpu for c in commands_local),
        protocol_ratio=run_ratio,
        protocol_cpu_ratio=statistics.median(c.cpu for c in commands_served)
        / statistics.median(c.cpu for c in commands_local),
    )
    rows += overhead(select, runs, statistics.median(r.loop_wall for r in local), section)
    section.rows = rows
    if with_profile:
        with tempfile.TemporaryDirectory(prefix="tcgjudge-bench-prof-") as folder:
            suite_profile = Path(folder) / "suite.prof"
            run_suite(select, profile_to=suite_profile)
            section.profiles["in-process suite (python -m cProfile -m pytest ...)"] = _load(suite_profile)
            client, server = Path(folder) / "client.prof", Path(folder) / "server.prof"
            run_suite(select, engine_cmd=serve_command(server), profile_to=client)
            section.profiles["protocol suite, harness side"] = _load(client)
            if server.exists():
                section.profiles["protocol suite, engine side (tcgjudge serve)"] = _load(server)
    return section


def _load(path: Path) -> str:
    import pstats

    return summarize(pstats.Stats(str(path)), 15)


def overhead(select: list[str], runs: int, loop_wall: float, section: Section) -> list[Row]:
    """Record the engine calls of one run, replay them bare; compare with an ordinary run's scenario loop."""
    with tempfile.TemporaryDirectory(prefix="tcgjudge-bench-rec-") as folder:
        record = Path(folder) / "calls.jsonl"
        run_suite(select, engine="benchmarks.recording:make_engine", env_extra={RECORD_VARIABLE: str(record)})
        engine_seconds, calls = load_calls(record)
    replays: list[float] = []
    for _ in range(runs):
        prepared = prepare(calls)
        engine = reference()
        start = time.perf_counter()
        replay(engine, prepared)
        replays.append(time.perf_counter() - start)
    counts: dict[str, int] = {}
    for method, _, _ in calls:
        counts[method] = counts.get(method, 0) + 1
    mix = ", ".join(f"{counts[m]} {m}" for m in sorted(counts, key=lambda m: -counts[m]))
    bare = statistics.median(replays)
    ratio = loop_wall / bare
    return [
        median_row(
            GROUP_OVERHEAD,
            "engine calls of the suite, replayed in a plain loop",
            replays,
            "s",
            f"{len(calls)} calls: {mix}",
        ),
        Row(GROUP_OVERHEAD, "time inside the engine during the recorded pytest-bdd run", engine_seconds, "s", 1),
        Row(
            GROUP_OVERHEAD,
            "pytest-bdd scenario loop / plain loop",
            ratio,
            "×",
            runs,
            note="scenario loop wall of the in-process runs above over the replay median",
        ),
        Row(GROUP_OVERHEAD, "harness share of the scenario loop", (1 - bare / loop_wall) * 100, "%", runs),
    ]


if __name__ == "__main__":
    for row in measure(sys.argv[1:], 1, False).rows:
        print(row)
