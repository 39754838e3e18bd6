"""`tcgjudge run` end to end, in a subprocess as a user runs it: reports and every exit code."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tcgjudge.coverage import build_coverage
from tcgjudge.gate import ExitCode, GateOutcome
from tcgjudge.report.badge import badge
from tcgjudge.results import RunResults
from tcgjudge.schemas import validate

ENGINES = Path(__file__).parent / "engines"
SUBSET = ["--clause", "6-4-*"]  # DON!! phase scenarios: small, and the reference engine passes them


def tcgjudge(
    *args: str, cwd: Path, timeout: float = 240, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ENGINES), "COLUMNS": "200", **(env or {})}
    command = [sys.executable, "-m", "tcgjudge.cli", *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)


def test_reference_engine_is_conformant_and_reports_are_written(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", *SUBSET, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    out = tmp_path / "tcgjudge-results"
    results = json.loads((out / "results.json").read_text())
    assert validate("results", results) == []
    assert results["complete"] is True
    assert results["summary"]["passed"] == results["summary"]["total"] > 0
    assert results["engine"]["name"] == "tcgjudge-onepiece-reference"
    assert results["rules"][0]["version"] == "1.1.6"
    junit = (out / "junit.xml").read_text()
    assert '<property name="clause" value="6-4-' in junit and '<property name="game" value="onepiece"' in junit
    cases = list(ET.parse(out / "junit.xml").iter("testcase"))
    titles = {r["scenario"] for r in results["results"]}
    assert cases and all(case.get("name", "").split(" [")[0] in titles for case in cases)  # named by scenario
    assert all(case.get("classname", "").startswith("onepiece.chapter-") for case in cases)
    assert all(str(case.get("file")).endswith(".feature") and int(case.get("line", "0")) > 0 for case in cases)
    assert "<html" in (out / "report.html").read_text()
    badge_message = json.loads((out / "badge.json").read_text())["message"]
    assert badge_message == "100% conformant on a selection (--clause '6-4-*')"


def test_a_broken_rule_fails_with_exit_1_and_a_baseline_makes_it_green(tmp_path: Path) -> None:
    broken = tcgjudge("run", "--game", "onepiece", "--engine", "faulty:ExtraDon", *SUBSET, cwd=tmp_path)
    assert broken.returncode == 1, broken.stdout + broken.stderr
    results = tmp_path / "tcgjudge-results" / "results.json"
    assert json.loads(results.read_text())["summary"]["failed"] > 0
    written = tcgjudge("baseline", "write", str(results), "-o", "baseline.json", cwd=tmp_path)
    assert written.returncode == 0, written.stderr
    known = tcgjudge(
        "run", "--game", "onepiece", "--engine", "faulty:ExtraDon", "--baseline", "baseline.json", *SUBSET, cwd=tmp_path
    )
    assert known.returncode == 0, known.stdout + known.stderr
    assert "known failures" in known.stdout
    fixed = tcgjudge("run", "--game", "onepiece", "--baseline", "baseline.json", *SUBSET, cwd=tmp_path)
    assert fixed.returncode == 0
    assert "now passes" in fixed.stdout


def test_a_binary_or_foreign_baseline_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "binary.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    done = tcgjudge("run", "--game", "onepiece", "--baseline", "binary.json", cwd=tmp_path)
    assert done.returncode == 2 and "not a text file" in done.stdout, done.stdout + done.stderr
    foreign = {"format": 1, "game": "legions", "engine": "x", "known_failures": []}
    (tmp_path / "foreign.json").write_text(json.dumps(foreign), encoding="utf-8")
    done = tcgjudge("run", "--game", "onepiece", "--baseline", "foreign.json", cwd=tmp_path)
    assert done.returncode == 2 and "made for legions, not onepiece" in done.stdout, done.stdout + done.stderr


def test_bad_inputs_are_refused_before_anything_runs(tmp_path: Path) -> None:
    (tmp_path / "rules.bin").write_bytes(b"\xff\xfe\x00binary")
    done = tcgjudge("run", "--game", "onepiece", "--rules-text", "rules.bin", cwd=tmp_path)
    assert done.returncode == 2 and "is not a UTF-8 text file" in done.stdout, done.stdout + done.stderr
    assert not (tmp_path / "tcgjudge-results" / "results.json").exists()  # refused before the suite ran
    (tmp_path / "taken").write_text("a file, not a folder", encoding="utf-8")
    done = tcgjudge("run", "--game", "onepiece", "--output-dir", "taken/out", cwd=tmp_path)
    assert done.returncode == 2 and "cannot write the reports to taken/out" in done.stdout, done.stdout + done.stderr


def test_an_engine_module_in_the_current_folder_is_found(tmp_path: Path) -> None:
    (tmp_path / "myengine.py").write_text(
        "from tcgjudge.reference.onepiece.engine import OnePieceEngine\n\ndef make():\n    return OnePieceEngine()\n",
        encoding="utf-8",
    )
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    script = Path(sys.executable).parent / "tcgjudge"  # the installed command: no current folder on sys.path
    command = [str(script), "run", "--game", "onepiece", "--engine", "myengine:make"]
    done = subprocess.run(
        [*command, "--chapter", "9"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def test_every_report_is_readable_by_others(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--chapter", "9", cwd=tmp_path)
    assert done.returncode == 0
    modes = {p.name: p.stat().st_mode & 0o777 for p in (tmp_path / "tcgjudge-results").iterdir()}
    assert len(set(modes.values())) == 1, modes  # results.json no longer private (0600) beside the others


def test_a_selection_is_recorded_and_the_badge_says_so(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--chapter", "6", cwd=tmp_path)
    assert done.returncode == 0, done.stdout
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())
    assert results["selection"] == {"keyword": None, "clauses": [], "chapters": ["6"]} and results["complete"]
    badge = json.loads((tmp_path / "tcgjudge-results" / "badge.json").read_text())
    assert badge["message"] == "100% conformant on a selection (--chapter 6)" and badge["color"] == "lightgrey"
    assert "<b>Selection</b>: --chapter 6" in (tmp_path / "tcgjudge-results" / "report.html").read_text()


REJECTIONS = ("--chapter", "5")


@pytest.mark.parametrize("engine", ["faulty:CitesNoClause", "faulty:CitesTheWrongClause"])
def test_the_verdict_on_a_rejection_is_not_its_clause(tmp_path: Path, engine: str) -> None:
    """A rejection citing no clause, or another one, passes; it shows in the clause agreement, and fails when strict."""
    done = tcgjudge("run", "--game", "onepiece", "--engine", engine, *REJECTIONS, cwd=tmp_path)
    assert done.returncode == 0, done.stdout
    summary = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["summary"]
    assert summary["clause_checks"] > 5 and summary["clause_agreement"] == 0
    assert f"clause agreement 0 of {summary['clause_checks']}" in " ".join(done.stdout.split())
    strict = tcgjudge("run", "--game", "onepiece", "--engine", engine, *REJECTIONS, "--strict-clauses", cwd=tmp_path)
    assert strict.returncode == 1
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["results"]
    failed = [r for r in results if r["outcome"] == "failed"]
    assert failed and all("(--strict-clauses)" in r["message"] for r in failed)


def test_a_rejection_that_changes_the_state_fails(tmp_path: Path) -> None:
    done = tcgjudge(
        "run", "--game", "onepiece", "--engine", "faulty:ChangesStateWhenRejecting", *REJECTIONS, cwd=tmp_path
    )
    assert done.returncode == 1
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["results"]
    assert any("was rejected, but these parts of the observation changed" in r["message"] for r in results)


def test_an_offered_action_outside_the_schema_fails_1_3_5(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--engine", "faulty:OffersZeroDon", "--clause", "1-3-5", cwd=tmp_path)
    assert done.returncode == 1, done.stdout
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["results"]
    assert [r["outcome"] for r in results if r["clauses"][0] == "1-3-5"] == ["failed"]


def test_a_setup_using_a_capability_the_engine_lacks_is_unsupported_and_never_sent(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--engine", "faulty:PlainSetupsOnly", "--chapter", "7", cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-2000:]
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["results"]
    unsupported = [r["message"] for r in results if r["outcome"] == "unsupported"]
    assert unsupported and all(message.startswith("unsupported: engine lacks setup.") for message in unsupported)
    assert not any("unsupported: unsupported" in message for message in unsupported)
    assert {r["outcome"] for r in results} == {"passed", "unsupported"}


@pytest.mark.parametrize("served", [False, True], ids=["in-process", "served"])
def test_every_report_says_why_a_scenario_is_unsupported(tmp_path: Path, served: bool) -> None:
    """Two causes a user acts on differently: a capability the engine does not declare (the setup is never sent) and
    a setup the engine was sent and refused (``faulty:LacksBattlesRefusesEffects`` has both in chapter 7)."""
    engine = "faulty:LacksBattlesRefusesEffects"
    if served:
        serve = f"{sys.executable} -m tcgjudge.cli serve --game onepiece --engine {engine}"
        chosen = ["--engine-cmd", serve, "--engine-env", "PYTHONPATH"]
    else:
        chosen = ["--engine", engine]
    done = tcgjudge("run", "--game", "onepiece", *chosen, "--chapter", "7", cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-2000:]
    out = tmp_path / "tcgjudge-results"
    data = json.loads((out / "results.json").read_text())
    assert validate("results", data) == []
    causes = {r["key"]: r["unsupported_cause"] for r in data["results"] if r["outcome"] == "unsupported"}
    undeclared = sum(cause == "undeclared" for cause in causes.values())
    refused = sum(cause == "refused" for cause in causes.values())
    assert undeclared and refused and undeclared + refused == len(causes)
    assert data["summary"]["unsupported_causes"] == {"undeclared": undeclared, "refused": refused}
    assert all(r["unsupported_cause"] == "" for r in data["results"] if r["outcome"] != "unsupported")
    console = " ".join(done.stdout.split())
    assert (
        f"{undeclared} unsupported, not sent: the engine does not declare a capability it needs: engine lacks"
        in console
    )
    assert (
        f"{refused} unsupported, refused: sent, and the engine answered unsupported: engine refused setup.effects"
        in console
    )
    assert f"{undeclared + refused} unsupported ({undeclared} undeclared, {refused} refused)" in console
    cases = ET.parse(out / "junit.xml").getroot().iter("testcase")
    skipped = {}
    for case in cases:
        for element in case.iter("skipped"):
            properties = {p.get("name"): p.get("value") for p in case.iter("property")}
            skipped[properties["unsupported_cause"]] = str(element.get("message"))
    assert skipped["undeclared"].startswith("unsupported, not sent: the engine does not declare")
    assert skipped["refused"].startswith("unsupported, refused: sent, and the engine answered unsupported")
    html = (out / "report.html").read_text()
    row = "refused: sent, and the engine answered unsupported</td>"
    assert f'id="unsupported-refused"><td>&nbsp;&nbsp;{row}<td class="n">{refused}<' in html


@pytest.mark.slow
def test_every_forced_decision_asked_is_judged_as_if_skipped(tmp_path: Path) -> None:
    """The whole One Piece suite holds for an engine asking every decision whose only answer is to pass, in process
    and under ``--strict-clauses`` (no scenario acts in a forced decision the harness answered: that is a suite bug,
    tests/test_forced_decisions.py, and a refusal there would cite another clause)."""
    done = tcgjudge(
        "run", "--game", "onepiece", "--engine", "faulty:AsksForcedDecisions", "--strict-clauses", cwd=tmp_path
    )
    assert done.returncode == 0, done.stdout[-2000:]
    summary = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())["summary"]
    assert summary["passed"] == summary["total"] > 400
    assert summary["clause_agreement"] == summary["clause_checks"] > 0


def test_parallel_workers_give_the_same_results(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "-n", "2", "--chapter", "6", cwd=tmp_path)
    serial = tcgjudge("run", "--game", "onepiece", "--chapter", "6", "--output-dir", "serial", cwd=tmp_path)
    parallel = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text())
    single = json.loads((tmp_path / "serial" / "results.json").read_text())
    assert done.returncode == serial.returncode
    assert sorted(r["key"] for r in parallel["results"]) == sorted(r["key"] for r in single["results"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "nosuchgame"], "Invalid value for '--game'"),
        (["--game", "onepiece", "--baseline", "missing.json"], "does not exist"),
        (["--game", "onepiece", "--min-coverage", "120"], "Invalid value for '--min-coverage'"),
        (["--game", "onepiece", "--clause", "99-*"], "--clause '99-*' matches no scenario of onepiece"),
        (["--game", "onepiece", "--clause", "["], "--clause '[' matches no scenario of onepiece"),
        (["--game", "onepiece", "--chapter", "42"], "--chapter '42' is not a chapter of onepiece"),
        (["--game", "onepiece", "-k", "zzz"], "matched no scenario of onepiece"),
    ],
)
def test_usage_errors_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    done = tcgjudge("run", *args, cwd=tmp_path)
    assert done.returncode == 2
    assert message in done.stdout + done.stderr


@pytest.mark.parametrize(
    ("engine", "message"),
    [
        ("nosuchmodule:make", "cannot import engine"),
        ("faulty:crashes_at_start", "cannot open the engine's card database"),
        ("faulty:not_an_engine", "did not return an object implementing"),
        ("faulty", "neither 'reference' nor 'module:factory'"),
    ],
)
def test_an_engine_that_cannot_start_exits_3(tmp_path: Path, engine: str, message: str) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--engine", engine, cwd=tmp_path)
    assert done.returncode == 3, done.stdout + done.stderr
    assert message in done.stdout


@pytest.mark.parametrize("offset", [0.0, 0.1])
def test_min_coverage_gates_on_the_games_coverage(tmp_path: Path, offset: float) -> None:
    percent = float(build_coverage("onepiece").totals()["percent"])
    wanted = min(100.0, percent + offset)
    done = tcgjudge("run", "--game", "onepiece", "--min-coverage", str(wanted), *SUBSET, cwd=tmp_path)
    if wanted > percent:
        assert done.returncode == 1 and "below --min-coverage" in done.stdout
    else:
        assert done.returncode == 0, done.stdout


def test_a_coverage_shortfall_fails_the_gate() -> None:
    assert GateOutcome(coverage_shortfall=(87.5, 90.0)).exit_code == ExitCode.FAILURES


def test_a_killed_run_leaves_a_valid_partial_results_file(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ENGINES), "TCGJUDGE_TEST_HANG": "120"}
    command = [
        sys.executable,
        "-m",
        "tcgjudge.cli",
        "run",
        "--game",
        "onepiece",
        "--engine",
        "faulty:HangsAfterTwoGames",
    ]
    process = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    results = tmp_path / "tcgjudge-results" / "results.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if results.exists() and len(json.loads(results.read_text())["results"]) >= 2:
            break
        time.sleep(0.2)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    partial = json.loads(results.read_text())
    assert validate("results", partial) == []
    assert partial["complete"] is False
    assert len(partial["results"]) == 2


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_an_interrupted_run_exits_130_with_all_four_reports(tmp_path: Path, stop: signal.Signals) -> None:
    env = {**os.environ, "PYTHONPATH": str(ENGINES), "TCGJUDGE_TEST_HANG": "120"}
    command = [sys.executable, "-m", "tcgjudge.cli", "run", "--game", "onepiece"]
    command += ["--engine", "faulty:HangsAfterTwoGames"]
    process = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = tmp_path / "tcgjudge-results"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if (out / "results.json").exists() and len(json.loads((out / "results.json").read_text())["results"]) >= 2:
            break
        time.sleep(0.2)
    process.send_signal(stop)
    assert process.wait(timeout=60) == 130
    for report in ("results.json", "junit.xml", "report.html", "badge.json"):
        assert (out / report).is_file(), report
    assert json.loads((out / "results.json").read_text())["complete"] is False
    assert "incomplete run" in json.loads((out / "badge.json").read_text())["message"]


def test_plain_pytest_with_the_plugin_options_and_a_baseline(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ENGINES)}
    base = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--pyargs", "tcgjudge.steps.onepiece"]
    options = ["--tcg-game", "onepiece", "--tcg-engine", "faulty:ExtraDon", "--tcg-clause", "6-4-*"]
    results = tmp_path / "results.json"
    first = subprocess.run(
        [*base, *options, "--tcg-results", str(results)], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert first.returncode == 1, first.stdout
    assert tcgjudge("baseline", "write", str(results), "-o", "known.json", cwd=tmp_path).returncode == 0
    second = subprocess.run(
        [*base, *options, "--tcg-results", str(results), "--tcg-baseline", "known.json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert second.returncode == 0, second.stdout


@pytest.mark.parametrize(("complete", "selection"), [(False, {}), (False, {"chapters": ["7"]})])
def test_an_incomplete_run_never_gets_a_coloured_badge(complete: bool, selection: dict[str, list[str]]) -> None:
    run = RunResults("onepiece", "0", [], {}, "now", complete=complete, selection=selection)
    assert badge(run)["color"] == "lightgrey" and "incomplete run" in badge(run)["message"]
