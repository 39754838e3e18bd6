"""Comparing versions of a rules document clause by clause."""

from __future__ import annotations

import json
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


def _check(path: Path, *options: str) -> tuple[int, str]:
    outcome = CliRunner().invoke(cli, ["rules", "check", str(path), *options])
    assert "Traceback" not in outcome.output
    return outcome.exit_code, outcome.output


def test_every_shipped_text_is_recognised_and_unchanged(seeds: Path) -> None:
    for path in sorted(seeds.glob("00*.txt")):
        code, output = _check(path, "--format", "json")
        assert code == 0, (path.name, output)
        assert '"removed": []' in output and '"reworded": []' in output and '"added": []' in output, path.name


def test_the_titled_rule_reference_is_checked_by_section(seeds: Path, tmp_path: Path) -> None:
    [path] = seeds.glob("001_*.txt")
    code, output = _check(path, "--document", "gbf-reference")
    assert code == 0 and "36 unchanged, 0 added, 0 removed" in output, output
    lines = path.read_text(encoding="utf-8").splitlines()
    heading = lines.index(next(line for line in lines[8:] if line.strip() and not line.startswith("『")))
    lines[heading] += "(改)"  # the first section's heading reworded
    lines += ["", "新しい節", "", "新しい本文。"]
    newer = tmp_path / "reference.txt"
    newer.write_text("\n".join(lines), encoding="utf-8")
    code, output = _check(newer)
    assert "Rule Reference" in output and "reworded: RR-prohibiting-effects" in output, output
    assert f"added: lines {len(lines) - 2}-{len(lines)}" in output


def test_extract_says_why_a_titled_text_has_no_clauses(seeds: Path) -> None:
    [path] = seeds.glob("001_*.txt")
    outcome = CliRunner().invoke(cli, ["rules", "extract", str(path)])
    assert outcome.exit_code == 2 and "titled rule reference" in outcome.output, outcome.output


def test_an_empty_text_has_no_clauses(tmp_path: Path) -> None:
    (tmp_path / "empty.txt").write_text("")
    for command in (["rules", "check"], ["rules", "extract"]):
        outcome = CliRunner().invoke(cli, [*command, str(tmp_path / "empty.txt")])
        assert outcome.exit_code == 2 and "no" in outcome.output and "clauses found" in outcome.output, outcome.output


def test_another_games_text_is_refused_for_a_document(seeds: Path) -> None:
    for number, asked, named in (("000", "onepiece", "gbf"), ("003", "onepiece", "cipher"), ("002", "gbf", "onepiece")):
        [path] = seeds.glob(f"{number}_*.txt")
        code, output = _check(path, "--document", asked)
        assert code == 2 and f"not a version of {asked}" in output and f"--document {named}" in output, output


def test_a_reworded_clause_flags_the_invariants_and_models_enforcing_it(seeds: Path, tmp_path: Path) -> None:
    [path] = seeds.glob("002_*.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    for clause in ("7-1-4-1.", "9-2-1."):
        target = next(i for i, line in enumerate(lines) if line.startswith(clause))
        lines[target] = f"{clause} reworded for the test"
    newer = tmp_path / "newer.txt"
    newer.write_text("\n".join(lines), encoding="utf-8")
    code, output = _check(newer, "--format", "json")
    assert code == 1
    stale = json.loads(output)["stale_invariants"]
    assert "battle-model" in stale["7-1-4-1"] and "result-model" in stale["9-2-1"]
