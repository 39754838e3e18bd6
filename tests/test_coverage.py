"""Coverage by clause: counts, invariants beside scenarios, pass/fail from results, the HTML page."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tcgjudge.cli.main import cli
from tcgjudge.coverage import build_coverage, coverage_to_json
from tcgjudge.results import RunResults, ScenarioResult, scenario_key


def clause_entry(data: dict[str, object], clause_id: str) -> dict[str, object]:
    for chapter in data["chapters"]:  # type: ignore[attr-defined]
        for clause in chapter["clauses"]:
            if clause["id"] == clause_id:
                return dict(clause)
    raise KeyError(clause_id)


def test_totals_count_only_rule_clauses() -> None:
    coverage = build_coverage("onepiece")
    totals = coverage.totals()
    rules = [c for c in coverage.clauses() if c.clause.kind == "rule"]
    assert totals["testable"] == len(rules)
    assert totals["covered"] == len([c for c in rules if c.scenarios])
    assert totals["untestable"] == len(coverage.clauses()) - len(rules)


def test_invariants_show_beside_the_scenarios() -> None:
    data = coverage_to_json(build_coverage("onepiece"))
    assert "result-model" in clause_entry(data, "9-2-1")["invariants"]  # type: ignore[operator]


def test_results_turn_covered_clauses_into_passed_or_failed() -> None:
    coverage = build_coverage("onepiece")
    item = next(c for c in coverage.clauses() if c.clause.id == "6-3-1")
    scenario = item.scenarios[0]
    failing = ScenarioResult(
        key=scenario_key(scenario.path, scenario.name),
        nodeid="x",
        feature=Path(scenario.path).name,
        scenario=scenario.name,
        clauses=scenario.clauses,
        outcome="failed",
        failure_kind="assertion",
    )
    run = RunResults("onepiece", "0", [], {"name": "e", "version": "1", "spec": "x"}, "now", results=[failing])
    after = next(c for c in build_coverage("onepiece", run).clauses() if c.clause.id == "6-3-1")
    assert after.status == "failed"
    assert item.status == "covered"


def test_html_report_is_one_self_contained_page(tmp_path: Path) -> None:
    out = tmp_path / "coverage.html"
    outcome = CliRunner().invoke(cli, ["coverage", "--game", "onepiece", "--format", "html", "-o", str(out)])
    assert outcome.exit_code == 0, outcome.output
    page = out.read_text()
    assert page.startswith("<!doctype html>") and "<script src" not in page and "<link " not in page
    assert 'href="#c-onepiece-7-1-4-1"' in page and 'id="c-onepiece-7-1-4-1"' in page
    assert "not testable" in page


def test_markdown_and_json_formats() -> None:
    runner = CliRunner()
    md = runner.invoke(cli, ["coverage", "--game", "legions", "--format", "md"])
    assert md.exit_code == 0 and "| legions 24 |" in md.output
    data = json.loads(runner.invoke(cli, ["coverage", "--game", "cipher", "--format", "json"]).output)
    assert data[0]["game"] == "cipher" and data[0]["totals"]["testable"] > 0


def test_rules_text_shows_the_users_own_copy(seeds: Path, tmp_path: Path) -> None:
    [text] = seeds.glob("002_*.txt")
    out = tmp_path / "c.html"
    args = ["coverage", "--game", "onepiece", "--format", "html", "-o", str(out), "--rules-text", str(text)]
    assert CliRunner().invoke(cli, args).exit_code == 0
    assert 'class="official"' in out.read_text()


def test_a_file_that_is_not_a_results_file_is_a_usage_error(tmp_path: Path) -> None:
    runner = CliRunner()
    files = {
        "broken.json": b"{not json",
        "binary.json": b"\x89PNG\r\n\x1a\n\x00\xff",
        "baseline.json": json.dumps({"format": 1, "game": "onepiece", "engine": "x", "known_failures": []}).encode(),
    }
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
        for command in (["coverage", "--game", "onepiece", "--results"], ["baseline", "write"]):
            done = runner.invoke(cli, [*command, str(tmp_path / name)])
            assert done.exit_code == 2 and "Traceback" not in done.output, (name, command, done.output)
            assert name in done.output, done.output


def test_the_gbf_rule_reference_counts_and_is_titled_as_a_whole() -> None:
    """Its 28 testable sections count like clauses; its one chapter is the rule reference, not its last section."""
    coverage = build_coverage("gbf")
    reference = [c for c in coverage.clauses() if c.document == "gbf-reference"]
    assert len([c for c in reference if c.clause.testable]) == 28
    assert coverage.totals()["testable"] == len([c for c in coverage.clauses() if c.clause.testable])
    titles = {(chapter.document, chapter.chapter): chapter.title for chapter in coverage.chapters}
    assert titles[("gbf-reference", "RR")] == "Granblue Fantasy TCG Rule Reference"
    assert titles[("gbf", "1")] == "Game outline" and titles[("gbf", "11")] == "Miscellaneous"
    md = CliRunner().invoke(cli, ["coverage", "--game", "gbf", "--format", "md"])
    assert md.exit_code == 0 and "| gbf-reference RR | Granblue Fantasy TCG Rule Reference | 36 | 28 |" in md.output
