"""Shared pieces of the benchmarks: repeated timing with medians, result rows, machine facts, profiles."""

from __future__ import annotations

import cProfile
import io
import os
import platform
import pstats
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
"""The repository root (so subprocesses can import ``benchmarks``)."""


@dataclass
class Row:
    """One line of the results table: a median over ``runs`` runs, with the spread."""

    group: str
    name: str
    value: float
    unit: str
    runs: int = 1
    low: float | None = None
    high: float | None = None
    note: str = ""

    def spread(self) -> str:
        if self.low is None or self.high is None or self.runs < 2:
            return ""
        return f"{fmt(self.low)} – {fmt(self.high)}"


@dataclass
class Section:
    """The rows of one measurement, plus what the report needs to judge targets and explain them."""

    title: str
    rows: list[Row] = field(default_factory=list)
    facts: dict[str, float] = field(default_factory=dict)
    """Named numbers the target checks read (e.g. ``suite_wall_s``)."""
    profiles: dict[str, str] = field(default_factory=dict)
    """cProfile summaries (text) by title, shown under a target that is not met."""
    skipped: str = ""


def fmt(value: float) -> str:
    """A number with about three significant digits, without scientific notation for the usual ranges."""
    if value == 0:
        return "0"
    magnitude = abs(value)
    if magnitude >= 1000:
        return f"{value:,.0f}"
    if magnitude >= 100:
        return f"{value:.0f}"
    if magnitude >= 10:
        return f"{value:.1f}"
    if magnitude >= 1:
        return f"{value:.2f}"
    if magnitude >= 0.01:
        return f"{value:.3f}"
    return f"{value:.2g}"


def median_row(group: str, name: str, samples: Sequence[float], unit: str, note: str = "") -> Row:
    """A row holding the median of ``samples`` and their range."""
    return Row(group, name, statistics.median(samples), unit, len(samples), min(samples), max(samples), note)


def percentile(samples: Sequence[float], pct: float) -> float:
    """The ``pct``-th percentile (nearest rank) of ``samples``."""
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def samples(call: Callable[[], Any], count: int, warmup: int = 0) -> list[float]:
    """Seconds of ``count`` calls, each timed alone, after ``warmup`` untimed calls."""
    for _ in range(warmup):
        call()
    out = []
    clock = time.perf_counter
    for _ in range(count):
        start = clock()
        call()
        out.append(clock() - start)
    return out


def machine() -> dict[str, str]:
    """Facts about the machine the numbers come from."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "date": time.strftime("%Y-%m-%d %H:%M %Z"),
        "nproc": str(os.cpu_count()),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(terse=True),
        "load average (1, 5, 15 min) at start": " ".join(f"{value:.2f}" for value in load),
    }


def profile_call(function: Callable[[], Any], top: int = 15) -> str:
    """Run ``function`` under cProfile; the top entries by own time and by cumulative time."""
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        function()
    finally:
        profiler.disable()
    return summarize(pstats.Stats(profiler), top)


def summarize(stats: pstats.Stats, top: int = 15) -> str:
    """A short text of the ``top`` entries by own time (tottime) and by cumulative time."""
    out = io.StringIO()
    stats.stream = out  # type: ignore[attr-defined]
    stats.strip_dirs()
    out.write(f"-- top {top} by own time (tottime) --\n")
    stats.sort_stats("tottime").print_stats(top)
    out.write(f"-- top {top} by cumulative time --\n")
    stats.sort_stats("cumulative").print_stats(top)
    return _trim(out.getvalue())


def _trim(text: str) -> str:
    """Keep the table lines of pstats output, drop its banner and blank lines."""
    keep = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("Ordered by", "List reduced", "Random listing")) or ".prof" in stripped:
            continue
        if "function calls" in stripped and "seconds" in stripped:
            keep.append("   " + stripped)
            continue
        keep.append(line.rstrip())
    return "\n".join(keep)


def subprocess_env() -> dict[str, str]:
    """This environment with the repository root on PYTHONPATH (for ``benchmarks.*`` in subprocesses)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env.setdefault("PYTHONHASHSEED", "0")
    return env


def python() -> str:
    return sys.executable
