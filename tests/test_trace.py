"""``tcgjudge trace``: a clause's index entry, scenarios, step definitions, engine functions, mutants, invariants."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tcgjudge.cli.main import cli
from tcgjudge.registry import all_games, clause_index

PARTS = (
    "clause ",
    "scenarios (",
    "step definitions (each step of those scenarios):",
    "engine functions citing it (",
    "mutants (",
    "invariants (",
)


def trace(*arguments: str) -> tuple[int, str]:
    outcome = CliRunner().invoke(cli, ["trace", *arguments])
    assert "Traceback" not in outcome.output
    return outcome.exit_code, outcome.output


def part(output: str, heading: str) -> list[str]:
    """The indented lines under one heading of the text output."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(heading))
    body = []
    for line in lines[start + 1 :]:
        if not line.startswith("  "):
            break
        body.append(line.strip())
    return body


@pytest.mark.parametrize(
    ("game", "clause", "function", "mutant"),
    [
        ("legions", "34-5", "tcgjudge.reference.legions.battle:attack_range", "far-lane-in-range"),
        ("onepiece", "7-1-4-1", "tcgjudge.reference.onepiece.battle:_battle_damage", "tie-goes-to-defender"),
    ],
)
def test_trace_prints_all_six_parts(game: str, clause: str, function: str, mutant: str) -> None:
    code, output = trace("--game", game, clause)
    assert code == 0, output
    for heading in PARTS:
        assert any(line.startswith(heading) for line in output.splitlines()), (heading, output)
    entry = part(output, "clause ")
    assert output.startswith(f"clause {clause} ({game}, ") and "kind: rule" in entry
    assert any(line.startswith("parent: ") and line != "parent: -" for line in entry)
    assert f"chapter: {clause.split('-')[0]}" in entry
    scenarios = part(output, "scenarios (")
    assert any(re.match(rf"(\S*/)?features/{game}/\S+\.feature:\d+ {re.escape(clause)} ", line) for line in scenarios)
    steps = part(output, "step definitions")
    assert steps and not any("NO DEFINITION" in line for line in steps), steps
    assert any(re.search(r" -> tcgjudge\.steps\.\w+\.\w+:\w+ \((\S*/)?steps/\S+\.py:\d+\)$", line) for line in steps)
    assert any(
        re.match(rf"{re.escape(function)} \((\S*/)?reference/{game}/", line)
        for line in part(output, "engine functions")
    )
    assert any(line.startswith(f"{mutant} (tools/mutation/{game}.py:") for line in part(output, "mutants ("))
    assert part(output, "invariants (") not in ([], ["none"])


def test_a_clause_enforced_by_a_model_lists_it() -> None:
    _, output = trace("--game", "onepiece", "7-1-4-1")
    assert "battle-model" in part(output, "invariants (")


def test_trace_as_json() -> None:
    code, output = trace("--game", "legions", "34-5", "--format", "json")
    assert code == 0, output
    data = json.loads(output)
    assert data["clause"] == {
        "id": "34-5",
        "document": "legions",
        "kind": "rule",
        "title": data["clause"]["title"],
        "parent": "34",
        "chapter": "34",
        "reason": "",
    }
    primary = [s for s in data["scenarios"] if s["primary"]]
    assert primary and all(s["title"].startswith("34-5 ") for s in primary)
    assert all(step["definitions"] for s in data["scenarios"] for step in s["steps"])
    assert "tcgjudge.reference.legions.battle:attack_range" in [c["name"] for c in data["engine"]]
    assert [m["name"] for m in data["mutants"]] == ["far-lane-in-range"]
    assert isinstance(data["invariants"], list)


def test_unknown_clause_or_game_is_a_usage_error() -> None:
    code, output = trace("--game", "legions", "34-99")
    assert code == 2 and "'34-99' is not a clause of legions" in output, output
    code, output = trace("--game", "nogame", "34-5")
    assert code == 2 and "nogame" in output, output
    code, output = trace("--game", "onepiece", "34-5x")
    assert code == 2, output


def test_the_html_coverage_report_has_a_column_of_engine_functions_mutants_and_invariants(tmp_path: Path) -> None:
    page = tmp_path / "coverage.html"
    outcome = CliRunner().invoke(cli, ["coverage", "--game", "onepiece", "--format", "html", "-o", str(page)])
    assert outcome.exit_code == 0, outcome.output
    html = page.read_text(encoding="utf-8")
    assert "<th>checked by</th>" in html
    row = html[html.index('id="c-onepiece-7-1-4-1"') :]
    row = row[: row.index("</tr>")]
    assert "1 engine · 1 mutant · 1 invariant<" in row, row
    assert (
        ">battle:_battle_damage</a>" in row and ">tie-goes-to-defender</a>" in row and "invariant battle-model" in row
    )
    links = dict(re.findall(r'href="([^"]+)" title="[^"]+">(battle:_battle_damage|tie-goes-to-defender)</a>', row))
    assert len(links) == 2, row
    for href in links:  # relative to the page, with the line (an absolute file:// URL is dead in a CI artifact)
        path, _, line = href.partition("#L")
        assert not href.startswith(("file:", "/")) and line.isdigit(), href
        assert (tmp_path / path).resolve().is_file(), href


@pytest.mark.parametrize("game", list(all_games()))
def test_every_game_traces_its_first_testable_clause(game: str) -> None:
    clause = next(c for c in clause_index(game).values() if c.testable)
    code, output = trace("--game", game, clause.id)
    assert code == 0, output
    for heading in PARTS:
        assert any(line.startswith(heading) for line in output.splitlines()), (heading, output)
