"""Comparing versions of a rules document clause by clause."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from tcgjudge.catalog import Scenario
from tcgjudge.cli.main import cli
from tcgjudge.rules.diff import ClauseText, attach_stale_citations, diff_clauses


def texts(**prints: str) -> list[ClauseText]:
    return [ClauseText(clause_id.replace("_", "-"), value) for clause_id, value in prints.items()]


def test_added_removed_reworded_renumbered() -> None:
    old = texts(c1="a", c2="b", c3="c", c4="d")
    new = texts(c1="a", c2="B", c3="x", c4="c", c5="d")
    result = diff_clauses(old, new)
    assert result.unchanged == ["c1"]
    assert result.reworded == ["c2"]
    assert result.renumbered == [("c3", "c4"), ("c4", "c5")]
    assert result.added == ["c3"]
    assert result.removed == []


def test_removed_and_stale_citations() -> None:
    result = diff_clauses(texts(c1="a", c2="b"), texts(c1="a"))
    assert result.removed == ["c2"]
    scenario = Scenario("onepiece", "F", "/x/07.feature", 3, "c2 something", ("c2",), ())
    attach_stale_citations(result, [scenario, Scenario("onepiece", "F", "/x/07.feature", 9, "c1 ok", ("c1",), ())])
    assert list(result.stale) == ["c2"]


OLD = "1. A\n1-1. Players\n1-1-1. Two players.\n1-1-2. Decks of fifty.\n"
NEW = "1. A\n1-1. Players\n1-1-1. Two players.\n1-1-2. A new rule.\n1-1-3. Decks of fifty.\n"


def test_diff_command_between_two_texts(tmp_path: Path) -> None:
    (tmp_path / "old.txt").write_text(OLD)
    (tmp_path / "new.txt").write_text(NEW)
    outcome = CliRunner().invoke(cli, ["rules", "diff", str(tmp_path / "old.txt"), str(tmp_path / "new.txt")])
    assert outcome.exit_code == 0, outcome.output
    assert "renumbered: 1-1-2 -> 1-1-3" in outcome.output
    assert "added: 1-1-2" in outcome.output


def test_check_command_on_the_shipped_version_finds_nothing(seeds: Path) -> None:
    [path] = seeds.glob("002_*.txt")
    outcome = CliRunner().invoke(cli, ["rules", "check", str(path), "--format", "json"])
    assert outcome.exit_code == 0, outcome.output
    assert '"added": []' in outcome.output and '"reworded": []' in outcome.output


def test_check_command_reports_a_reworded_clause(seeds: Path, tmp_path: Path) -> None:
    [path] = seeds.glob("002_*.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    target = next(i for i, line in enumerate(lines) if line.startswith("6-4-1."))
    lines[target] = "6-4-1. reworded for the test"
    newer = tmp_path / "newer.txt"
    newer.write_text("\n".join(lines), encoding="utf-8")
    outcome = CliRunner().invoke(cli, ["rules", "check", str(newer)])
    assert "reworded: 6-4-1" in outcome.output, outcome.output


def test_missing_file_is_a_usage_error() -> None:
    outcome = CliRunner().invoke(cli, ["rules", "extract", "/nonexistent/rules.txt"])
    assert outcome.exit_code == 2
    assert "does not exist" in outcome.output
