"""The benchmark command runs on a tiny budget and writes its table (no timing is asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.run import merged  # noqa: E402  (benchmarks/ is not installed)
from tcgjudge.registry import all_games  # noqa: E402

DEFAULT_GAME = next(key for key, game in all_games().items() if game.reference_engine)
"""The game the benchmark measures without --game: the first registered game with a reference engine."""


def test_a_game_section_is_replaced_and_the_others_kept() -> None:
    first = merged("", "a", "## A\nold\n")
    both = merged(first, "b", "## B\n")
    again = merged(both, "a", "## A\nnew\n")
    assert again.startswith("# Benchmark results") and again.count("<!-- benchmark:") == 2
    assert "## A\nnew\n" in again and "old" not in again and "## B\n" in again


def test_the_quick_benchmark_writes_its_table(tmp_path: Path) -> None:
    output = tmp_path / "RESULTS.md"
    output.write_text(merged("", "othergame", "## Another game\n\nits rows\n"), encoding="utf-8")
    command = [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--output", str(output)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    text = output.read_text(encoding="utf-8")
    assert text.startswith("# Benchmark results")
    assert "**Quick run**" in text
    assert "| nproc |" in text and "| python |" in text
    for heading in ("### Targets", "### Measurements", f"<!-- benchmark:{DEFAULT_GAME} -->"):
        assert heading in text
    assert "## Another game\n\nits rows\n" in text  # another game's section is kept
    for target in ("full suite in process", "protocol within 1.5×", "actions/s", "bare pipe round trip"):
        assert target in text
    for group in (
        "1. suite",
        "2. harness overhead",
        "3. reference engine",
        "4. protocol round trip",
        "5. Hypothesis",
        "5. Z3",
        "7. explore",
    ):
        assert f"| {group} |" in text, group
    assert "not measured" not in text


def test_a_game_that_cannot_be_benchmarked_is_a_usage_error(tmp_path: Path) -> None:
    for key, message in (("nosuchgame", "unknown game"),):
        command = [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--game", key, "--quick"]
        done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 2 and message in done.stderr, done.stderr
