"""The benchmark command runs on a tiny budget and writes its table (no timing is asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_quick_benchmark_writes_its_table(tmp_path: Path) -> None:
    output = tmp_path / "RESULTS.md"
    command = [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--output", str(output)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    text = output.read_text(encoding="utf-8")
    assert text.startswith("# Benchmark results")
    assert "**Quick run**" in text
    assert "| nproc |" in text and "| python |" in text
    for heading in ("## Targets", "## Measurements"):
        assert heading in text
    for target in ("full suite in process", "protocol within 1.5×", "actions/s", "bare pipe round trip"):
        assert target in text
    for group in (
        "1. suite",
        "2. harness overhead",
        "3. reference engine",
        "4. protocol round trip",
        "5. Hypothesis",
        "5. Z3",
    ):
        assert f"| {group} |" in text, group
    assert "not measured" not in text


def test_a_game_that_cannot_be_benchmarked_is_a_usage_error(tmp_path: Path) -> None:
    for key, message in (("nosuchgame", "unknown game"), ("gbf", "no reference engine")):
        command = [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--game", key, "--quick"]
        done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 2 and message in done.stderr, done.stderr
