"""Faults and bad input, round two (issue 23): shared output folders, unbounded waits, signals before the suite
starts, a full disk, tracebacks and wrong exit codes, wrong input accepted in silence."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from processes import alive

from tcgjudge.engine.loader import EngineLoadError, load_command_engine
from tcgjudge.protocol.client import EngineCommand

ENGINES = Path(__file__).parent / "engines"
REPORTS = ("results.json", "junit.xml", "report.html", "badge.json")


def engine(name: str, *args: str) -> str:
    return " ".join([sys.executable, str(ENGINES / name), *args])


def tcgjudge_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "tcgjudge.cli", *args]


def environment() -> dict[str, str]:
    return {**os.environ, "COLUMNS": "200", "PYTHONPATH": str(ENGINES)}


def tcgjudge(*args: str, cwd: Path, **options: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tcgjudge_command(*args),
        cwd=cwd,
        env=environment(),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        **options,  # type: ignore[call-overload]
    )


def test_a_daemon_that_escaped_the_engine_session_holding_stderr_does_not_hold_up_the_engine_error(
    tmp_path: Path,
) -> None:
    """docs/protocol.md: an engine's exit is an engine error within half a second, whatever still holds its
    pipes; here a child that left the engine's session (so the harness cannot kill it) keeps stderr for 30 s."""
    pid_file = tmp_path / "daemon.pid"
    started = time.monotonic()
    try:
        with pytest.raises(EngineLoadError, match="exited with status 5") as raised:
            load_command_engine(EngineCommand(engine("proto_daemon_stderr.py", str(pid_file), "30")), "onepiece")
        assert time.monotonic() - started < 5
        assert "a daemon keeps my stderr" in str(raised.value)
    finally:
        for pid in pid_file.read_text().split() if pid_file.exists() else ():
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid), signal.SIGKILL)


def test_a_second_run_into_the_folder_of_a_run_still_going_is_refused_and_leaves_its_reports_alone(
    tmp_path: Path,
) -> None:
    """Two CI jobs in one workspace: the second run must not mix its results with the first's (exit code 2)."""
    import fcntl

    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "results.json").write_text("{the first run's}", encoding="utf-8")
    with open(folder / ".tcgjudge.lock", "a+", encoding="utf-8") as lock:  # what a running run holds
        lock.write("4242\n")
        lock.flush()
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        done = tcgjudge("run", "--game", "onepiece", "--clause", "6-5-5-1", "--output-dir", str(folder), cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "another tcgjudge run (process 4242) is writing its reports" in done.stdout
    assert "--output-dir" in done.stdout
    assert (folder / "results.json").read_text(encoding="utf-8") == "{the first run's}"
    again = tcgjudge("run", "--game", "onepiece", "--clause", "6-5-5-1", "--output-dir", str(folder), cwd=tmp_path)
    assert again.returncode == 0, again.stdout + again.stderr  # the lock ends with the run that held it


def wait_for(path: Path, seconds: float = 60) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and path.read_text(encoding="utf-8").strip():
            return path.read_text(encoding="utf-8").strip()
        time.sleep(0.05)
    raise AssertionError(f"{path} never appeared")


@pytest.mark.parametrize(
    "signals",
    [[signal.SIGTERM], [signal.SIGINT], [signal.SIGINT, signal.SIGINT]],
    ids=["sigterm", "ctrl-c", "ctrl-c-twice"],
)
def test_an_interrupt_while_the_engine_handshake_is_pending_ends_with_130_every_report_and_no_engine(
    tmp_path: Path, signals: list[signal.Signals]
) -> None:
    """SIGTERM (a CI runner cancelling) or Ctrl-C while the engine has not answered ``hello``: exit code 130,
    all four reports (marked incomplete), the engine killed; a second Ctrl-C right after the first still lets
    every report be written."""
    pid_file = tmp_path / "engine.pid"
    folder = tmp_path / "out"
    process = subprocess.Popen(
        tcgjudge_command(
            "run", "--game", "onepiece", "--engine-cmd", engine("proto_silent.py", str(pid_file)),
            "--clause", "6-5-5-1", "--output-dir", str(folder),
        ),
        cwd=tmp_path, env=environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    engine_pid = int(wait_for(pid_file))
    try:
        for number, signum in enumerate(signals):
            if number:
                time.sleep(0.05)
            process.send_signal(signum)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 130, out + err
        assert "Aborted" not in out + err and "Traceback" not in out + err
        assert "interrupted" in out
        for report in REPORTS:
            assert (folder / report).is_file(), report
        results = json.loads((folder / "results.json").read_text(encoding="utf-8"))
        assert results["complete"] is False and "interrupted" in results["engine"]["error"]
        deadline = time.monotonic() + 5
        while alive(engine_pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(engine_pid), "the engine was left running"
    finally:
        process.kill()
        with contextlib.suppress(ProcessLookupError):
            os.kill(engine_pid, signal.SIGKILL)


def test_a_full_disk_under_the_output_folder_ends_in_one_line_with_exit_2_and_no_report_that_looks_whole(
    tmp_path: Path,
) -> None:
    """The disk fills during the run (simulated by a limit on the size of any file the run writes: the write
    fails as on a full disk): one line saying so, exit code 2, no traceback, and each report either absent or
    whole (``results.json`` then says the run is incomplete)."""
    import resource

    folder = tmp_path / "out"
    limit = 24 * 1024  # the results of chapter 6 grow past it, the rest of the run's files stay under it

    def small_disk() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    done = subprocess.run(
        tcgjudge_command("run", "--game", "onepiece", "--chapter", "6", "--output-dir", str(folder)),
        cwd=tmp_path, env=environment(), capture_output=True, text=True, timeout=600, check=False,
        preexec_fn=small_disk,
    )  # fmt: skip
    output = done.stdout + done.stderr
    assert done.returncode == 2, output
    assert "Traceback" not in output and "INTERNALERROR" not in output
    errors = [line for line in output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "cannot write" in errors[0] and "--output-dir" in errors[0], output
    if (folder / "results.json").exists():
        assert json.loads((folder / "results.json").read_text(encoding="utf-8"))["complete"] is False
    if (folder / "junit.xml").exists():
        ET.parse(folder / "junit.xml")
    if (folder / "report.html").exists():
        assert (folder / "report.html").read_text(encoding="utf-8").rstrip().endswith("</html>")
    if (folder / "badge.json").exists():
        json.loads((folder / "badge.json").read_text(encoding="utf-8"))
    assert not [path.name for path in folder.iterdir() if path.name.endswith(".tmp")]


# ------------------------------------------------------------------ tracebacks and wrong codes


def no_traceback(done: subprocess.CompletedProcess[str]) -> str:
    output = done.stdout + done.stderr
    assert "Traceback" not in output, output
    return output


def test_an_in_process_engine_whose_info_raises_is_an_engine_that_cannot_start(tmp_path: Path) -> None:
    """Exit code 3 and all four reports, the way a factory that raises is already handled."""
    done = tcgjudge("run", "--game", "onepiece", "--engine", "info_raises:make", "--clause", "6-5-5-1", cwd=tmp_path)
    output = no_traceback(done)
    assert done.returncode == 3, output
    assert "its info() raised RuntimeError: cannot read my own version file" in output
    for report in REPORTS:
        assert (tmp_path / "tcgjudge-results" / report).is_file(), report


@pytest.fixture
def broken_features(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The One Piece suite's features folder replaced by one holding a Gherkin syntax error (in this process)."""
    from tcgjudge import registry

    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "01_broken.feature").write_text(
        "Feature: broken\n  Scenario: 1-1-1 A scenario\n    Given a step\n  Examples bad\n", encoding="utf-8"
    )
    monkeypatch.setattr(registry.Game, "features_dir", property(lambda self: folder))
    monkeypatch.setattr("tcgjudge.cli.run.interrupt_once", lambda: None)  # this process keeps its own signals
    return folder


@pytest.mark.parametrize("command", [["run", "--game", "onepiece"], ["coverage", "--game", "onepiece"]])
def test_a_feature_file_with_a_gherkin_syntax_error_is_a_usage_error_naming_file_and_line(
    broken_features: Path, command: list[str]
) -> None:
    from click.testing import CliRunner

    from tcgjudge.cli.main import cli

    done = CliRunner().invoke(cli, command)
    assert done.exit_code == 2, done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)
    assert f"{broken_features / '01_broken.feature'}:4: Gherkin syntax error" in done.output


def test_coverage_and_baseline_write_to_an_unwritable_place_are_usage_errors(tmp_path: Path) -> None:
    from tcgjudge.results import RunResults

    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    done = tcgjudge("coverage", "--game", "onepiece", "--format", "json", "-o", str(blocker / "out.json"), cwd=tmp_path)
    assert done.returncode == 2 and f"cannot write {blocker / 'out.json'}" in no_traceback(done)
    run = RunResults.begin("onepiece", {"spec": "reference", "name": "x", "version": "1"}, {})
    run.end(complete=True)
    run.write(tmp_path / "results.json")
    done = tcgjudge("baseline", "write", "results.json", "-o", str(blocker / "baseline.json"), cwd=tmp_path)
    assert done.returncode == 2 and f"cannot write {blocker / 'baseline.json'}" in no_traceback(done)


def test_serve_answers_a_request_line_that_is_not_utf8_with_bad_request_and_goes_on(tmp_path: Path) -> None:
    hello = {"id": 0, "method": "hello", "params": {"protocol": 1, "harness": "test", "game": "onepiece"}}
    done = subprocess.run(
        tcgjudge_command("serve", "--game", "onepiece"),
        input=b'{"id": 7, "method": "\xff"}\n' + json.dumps(hello).encode() + b"\n",
        cwd=tmp_path, env=environment(), capture_output=True, timeout=120, check=False,
    )  # fmt: skip
    assert b"Traceback" not in done.stderr, done.stderr
    first, second = (json.loads(line) for line in done.stdout.decode().splitlines())
    assert first["error"]["type"] == "bad_request" and "not UTF-8" in first["error"]["message"]
    assert second["id"] == 0 and "result" in second


@pytest.mark.parametrize("command", ["", "   ", '"node engine.js'])
def test_an_empty_or_unbalanced_engine_command_is_a_usage_error_naming_the_option(tmp_path: Path, command: str) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--engine-cmd", command, "--clause", "6-5-5-1", cwd=tmp_path)
    assert done.returncode == 2, no_traceback(done)
    assert "--engine-cmd" in done.stdout
    assert not (tmp_path / "tcgjudge-results" / "results.json").exists()


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        ("--engine-cmd", '"node engine.js', "--engine-cmd"),
        ("--engine-env", "TCGJUDGE_SURELY_UNSET", "TCGJUDGE_SURELY_UNSET is not set in this environment"),
    ],
)
def test_explore_checks_the_engine_process_options_as_run_does(
    tmp_path: Path, option: str, value: str, expected: str
) -> None:
    """The same checks as ``run``, before anything is started or recorded."""
    engine_command = ["--engine-cmd", engine("proto_plain.py")] if option != "--engine-cmd" else []
    done = tcgjudge(
        "explore", "--game", "onepiece", *engine_command, option, value, "--budget", "1",
        "--output-dir", str(tmp_path / "out"), cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 2, no_traceback(done)
    assert expected in done.stdout + done.stderr


# ------------------------------------------------------------------ silent acceptance of wrong input


def test_coverage_refuses_the_results_of_another_game(tmp_path: Path) -> None:
    from tcgjudge.results import RunResults

    run = RunResults.begin("legions", {"spec": "reference", "name": "x", "version": "1"}, {})
    run.end(complete=True)
    run.write(tmp_path / "results.json")
    done = tcgjudge("coverage", "--game", "onepiece", "--results", "results.json", cwd=tmp_path)
    assert done.returncode == 2, no_traceback(done)
    assert "is a run of legions, not of onepiece" in done.stdout + done.stderr


def test_coverage_in_text_writes_its_table_to_the_output_file(tmp_path: Path) -> None:
    done = tcgjudge("coverage", "--game", "onepiece", "-o", "coverage.txt", cwd=tmp_path)
    assert done.returncode == 0, no_traceback(done)
    text = (tmp_path / "coverage.txt").read_text(encoding="utf-8")
    assert "onepiece" in text.lower() and "\x1b[" not in text


def test_an_undefined_step_is_a_suite_error_not_an_engine_error() -> None:
    """A step no definition matches is the suite's bug: blaming the engine would send its authors hunting."""
    from types import SimpleNamespace

    from pytest_bdd.exceptions import StepDefinitionNotFoundError

    from tcgjudge.harness.outcomes import judge_phase, outcome

    def undefined() -> None:
        raise StepDefinitionNotFoundError('Step definition is not found: Given "a step nobody wrote"')

    call = pytest.CallInfo.from_call(undefined, when="call")
    item = SimpleNamespace(get_closest_marker=lambda name: object(), path="x.feature", location=("x", 1, "x"))
    report = pytest.TestReport("x", ("x", 1, "x"), {}, "failed", call.excinfo.getrepr(), "call")  # type: ignore[union-attr]
    phase = judge_phase(item, call, report, None)  # type: ignore[arg-type]
    assert phase.failure_kind == "suite-error"
    assert outcome(report, phase.failure_kind)[:2] == ("error", "suite-error")


UNDEFINED_STEPS = """Feature: turn
  @clause:6-5-5-1 @clause:6-5-3-1
  Scenario: 6-5-5-1 A scenario with a step nobody defined
    Given a game on turn 3 in the main phase with p1 to play
    When p1 juggles 3 DON!!
    Then the game is not over

  @clause:6-5-5-2
  Scenario Outline: 6-5-5-2 An outline whose second row makes a step nobody defined
    Given a game on turn 3 in the main phase with p1 to play
    And p1's cost area holds 2 active DON!!
    When p1 <verb> 1 DON!! to "p1-leader"
    Then the game is not over

    Examples:
      | verb  |
      | gives |
      | hides |

  @clause:6-5-3-1
  Scenario: 6-5-3-1 A scenario every step of which is defined
    Given a game on turn 3 in the main phase with p1 to play
    Then the game is not over
"""


@pytest.fixture
def undefined_step_features(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The One Piece suite's features folder replaced by one whose scenarios have steps no definition matches."""
    from tcgjudge import registry

    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "06_turn.feature").write_text(UNDEFINED_STEPS, encoding="utf-8")
    monkeypatch.setattr(registry.Game, "features_dir", property(lambda self: folder))
    return folder


def test_coverage_does_not_count_a_scenario_with_an_undefined_step_and_names_the_step(
    undefined_step_features: Path,
) -> None:
    """A step no definition matches (every row of an outline checked, not only the first) fails the scenario
    before it judges anything, so its clause is not covered; coverage names file, line and step, and exits 1."""
    from click.testing import CliRunner

    from tcgjudge.cli.main import cli

    done = CliRunner().invoke(cli, ["coverage", "--game", "onepiece", "-v"])
    assert done.exit_code == 1, done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)
    path = undefined_step_features / "06_turn.feature"
    assert f"{path}:5: the step 'When p1 juggles 3 DON!!' of scenario '6-5-5-1 A scenario" in done.output
    assert "does not cover 6-5-5-1" in done.output
    assert f"{path}:12: the step 'When p1 hides 1 DON!! to \"p1-leader\"'" in done.output
    assert "gives 1 DON!!" not in done.output  # the first row's step is defined
    assert "1/249 testable clauses covered" in done.output
    status = {line.split()[0]: line.split()[1] for line in done.output.splitlines() if line.startswith("6-5-")}
    assert status["6-5-5-1"] == status["6-5-5-2"] == "uncovered" and status["6-5-3-1"] == "covered"
    data = json.loads(CliRunner().invoke(cli, ["coverage", "--game", "onepiece", "--format", "json"]).stdout)[0]
    assert data["totals"]["covered"] == 1
    assert [(step["line"], step["text"]) for step in data["undefined_steps"]] == [
        (5, "p1 juggles 3 DON!!"),
        (12, 'p1 hides 1 DON!! to "p1-leader"'),
    ]
    clauses = {c["id"]: c for chapter in data["chapters"] for c in chapter["clauses"]}
    assert clauses["6-5-5-1"]["scenarios"] == [] and clauses["6-5-5-1"]["broken"] == [
        "6-5-5-1 A scenario with a step nobody defined"
    ]
    html = CliRunner().invoke(cli, ["coverage", "--game", "onepiece", "--format", "html"]).stdout
    assert "A scenario with a step nobody defined <small>(06_turn.feature:3): not run, covers nothing" in html
    anchors = set(re.findall(r' id="([^"]+)"', html))
    assert set(re.findall(r' href="#([^"]+)"', html)) <= anchors  # its "also exercised by" links still resolve


def test_coverage_of_the_real_suites_finds_no_undefined_step() -> None:
    """Every step of every game's scenarios matches a step definition (each game's coverage counts them all)."""
    from tcgjudge.coverage import build_coverage
    from tcgjudge.registry import game_keys

    for game in game_keys():
        undefined = build_coverage(game).undefined
        assert not undefined, [str(step) for step in undefined]


def test_run_reports_an_undefined_step_as_a_suite_bug_never_an_engine_error(tmp_path: Path) -> None:
    """End to end: the scenario with an undefined step is an error of kind ``suite-error`` in every report, and
    the console says it is the suite's bug, not the engine's; the scenarios beside it still run."""
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "06_turn.feature").write_text(UNDEFINED_STEPS, encoding="utf-8")
    driver = tmp_path / "driver.py"
    driver.write_text(
        "import sys\nfrom pathlib import Path\nfrom tcgjudge import registry\n"
        f"registry.Game.features_dir = property(lambda self: Path({str(folder)!r}))\n"
        "from tcgjudge.cli.main import cli\ncli(sys.argv[1:])\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, str(driver), "run", "--game", "onepiece", "--output-dir", "out"],
        cwd=tmp_path, env=environment(), capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    output = no_traceback(done)
    assert done.returncode == 1, output
    assert "suite bug, not the engine's" in " ".join(output.split())
    results = json.loads((tmp_path / "out" / "results.json").read_text(encoding="utf-8"))
    kinds = {(r["scenario"], r["outcome"], r["failure_kind"]) for r in results["results"]}
    assert kinds == {
        ("6-5-5-1 A scenario with a step nobody defined", "error", "suite-error"),
        ("6-5-5-2 An outline whose second row makes a step nobody defined", "passed", ""),
        ("6-5-5-2 An outline whose second row makes a step nobody defined", "error", "suite-error"),
        ("6-5-3-1 A scenario every step of which is defined", "passed", ""),
    }, kinds
    by_case = {(r["scenario"], r["example"]): r["failure_kind"] for r in results["results"]}
    junit = {}  # the JUnit file says the same failure kinds (it read them from the teardown report: always empty)
    for case in ET.parse(tmp_path / "out" / "junit.xml").iter("testcase"):
        properties = {p.get("name"): p.get("value") or "" for p in case.iter("property")}
        junit[properties["scenario"], properties["example"]] = properties["failure_kind"]
    assert junit == by_case and "suite-error" in junit.values(), (junit, by_case)


def test_invariants_against_an_engine_lacking_a_capability_report_it_unsupported(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable, "-m", "pytest", "--pyargs", "tcgjudge.invariants", "--tcg-game", "onepiece",
            "--tcg-engine", "stub_unsupported:make", "-k", "test_invariants_hold", "-p", "no:cacheprovider",
            "-p", "no:xdist", "-q", "-rs",
        ],
        cwd=tmp_path, env=environment(), capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "unsupported: engine refused setup.state" in done.stdout and "failed" not in done.stdout


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        ("TCGJUDGE_SURELY_UNSET", "TCGJUDGE_SURELY_UNSET is not set in this environment"),
        ("ENGINE_HOME=/opt/engine", "--engine-env takes a variable's NAME, not 'ENGINE_HOME=/opt/engine'"),
    ],
)
def test_an_engine_env_that_passes_nothing_is_a_usage_error(tmp_path: Path, option: str, expected: str) -> None:
    done = tcgjudge(
        "run", "--game", "onepiece", "--engine-cmd", engine("proto_plain.py"), "--engine-env", option,
        "--clause", "6-5-5-1", cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 2, no_traceback(done)
    assert expected in done.stdout


def test_a_k_expression_with_a_syntax_error_is_a_usage_error_saying_so(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", "-k", "counter and (", cwd=tmp_path)
    assert done.returncode == 2, no_traceback(done)
    assert "-k 'counter and (' is not a valid expression" in done.stdout and "matched no scenario" not in done.stdout


def test_one_error_in_506_scenarios_never_shows_100_percent() -> None:
    from tcgjudge.report.badge import badge
    from tcgjudge.results import RunResults, ScenarioResult

    run = RunResults.begin("onepiece", {"spec": "reference", "name": "x", "version": "1"}, {})
    for number in range(2530):
        outcome = "error" if number == 0 else "passed"
        run.results.append(ScenarioResult(f"k{number}", f"n{number}", "f", f"s{number}", ("6-5-5-1",), outcome))
    run.end(complete=True)
    assert run.conformance_text() == "99.9"
    assert badge(run)["message"] == "99% conformant" and badge(run)["color"] != "brightgreen"


def test_a_rules_text_that_is_empty_is_refused(tmp_path: Path) -> None:
    (tmp_path / "rules.txt").write_text("", encoding="utf-8")
    for command in (
        ["coverage", "--game", "onepiece", "--format", "html", "-o", "c.html", "--rules-text", "rules.txt"],
        ["run", "--game", "onepiece", "--clause", "6-5-5-1", "--rules-text", "rules.txt"],
    ):
        done = tcgjudge(*command, cwd=tmp_path)
        assert done.returncode == 2, no_traceback(done)
        assert "--rules-text rules.txt" in done.stdout + done.stderr and "empty" in done.stdout + done.stderr
    assert not (tmp_path / "c.html").exists()


@pytest.mark.seeds
def test_another_games_rules_text_is_refused_beside_a_game(seeds: Path, tmp_path: Path) -> None:
    [legions] = seeds.glob("004_*.txt")
    done = tcgjudge(
        "coverage", "--game", "onepiece", "--format", "html", "-o", "c.html", "--rules-text", str(legions),
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 2, no_traceback(done)
    assert "(legions), not of onepiece's rules" in done.stdout + done.stderr


@pytest.mark.seeds
def test_rules_diff_between_two_games_texts_is_refused(seeds: Path, tmp_path: Path) -> None:
    [onepiece] = seeds.glob("002_*.txt")
    [legions] = seeds.glob("004_*.txt")
    done = tcgjudge("rules", "diff", str(onepiece), str(legions), cwd=tmp_path)
    assert done.returncode == 2, no_traceback(done)
    assert "is no version of" in done.stdout + done.stderr


def test_the_five_rules_documents_joined_into_one_text_are_refused_naming_each(seeds: Path, tmp_path: Path) -> None:
    """A joined file is no version of any one document: ``rules check`` (and ``rules diff``, ``--rules-text``)
    refuse it as bad input, naming every document found in it and where; each text alone is still accepted."""
    from tcgjudge.rules.index import document_keys, load_document

    texts = sorted(seeds.glob("00*.txt"))
    assert len(texts) == 5
    joined = tmp_path / "all-rules.txt"
    joined.write_text("\n".join(path.read_text(encoding="utf-8") for path in texts), encoding="utf-8")
    done = tcgjudge("rules", "check", str(joined), cwd=tmp_path)
    output = " ".join(no_traceback(done).split())
    assert done.returncode == 2, output
    assert "holds 5 rules documents, not one" in output and "give each document's text on its own" in output
    for key in document_keys():
        assert f"{load_document(key).label} (100% of its clauses, around line " in output, key
    done = tcgjudge("rules", "diff", str(joined), str(texts[2]), cwd=tmp_path)
    assert done.returncode == 2 and "holds 5 rules documents" in no_traceback(done)
    done = tcgjudge("coverage", "--game", "gbf", "--format", "html", "--rules-text", str(joined), "-o", "c.html",
                    cwd=tmp_path)  # fmt: skip
    assert done.returncode == 2 and "holds 5 rules documents" in no_traceback(done)
    pair = tmp_path / "two.txt"  # two documents of one numbering style: the second's chapters restart at 1
    pair.write_text(texts[0].read_text(encoding="utf-8") + texts[2].read_text(encoding="utf-8"), encoding="utf-8")
    done = tcgjudge("rules", "check", "--document", "onepiece", str(pair), cwd=tmp_path)
    assert done.returncode == 2 and "holds 2 rules documents" in no_traceback(done)
    done = tcgjudge("rules", "check", str(texts[3]), cwd=tmp_path)
    assert done.returncode == 0, no_traceback(done)


def _rules_like_text(lines: int) -> str:
    """A numbered text of ``lines`` long lines (no shipped document): the shape that made recognising quadratic."""
    return "\n".join(
        f"{n // 100 + 1}-{n % 100 + 1}. " + "カードを1枚引き、そのカードを公開する。" * 6 for n in range(lines)
    )


@pytest.mark.parametrize("lines", [400, 1600])
def test_recognising_a_rules_text_folds_each_character_a_bounded_number_of_times(
    lines: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``rules check``'s time grows linearly with the text (issue 23 measured 9 s per MB): counted in work, not
    seconds. Every character is folded (NFKC, the costly step of a fingerprint) at most three times (its line,
    a clause's first line, a clause body), and each line ends a bounded number of hashed windows."""
    from tcgjudge.rules import extract, recognise

    folded = 0
    windows = 0
    real_fold, real_windows = extract.fold, recognise._windows

    def counting_fold(text: str) -> str:
        nonlocal folded
        folded += len(text)
        return real_fold(text)

    def counting_windows(*arguments: Any) -> Any:
        nonlocal windows
        for window in real_windows(*arguments):
            windows += 1
            yield window

    monkeypatch.setattr(extract, "fold", counting_fold)
    monkeypatch.setattr(recognise, "fold", counting_fold)
    monkeypatch.setattr(recognise, "_windows", counting_windows)
    text = _rules_like_text(lines)
    with pytest.raises(recognise.UnrecognisedTextError, match="no clauses found that match"):
        recognise.recognise(text)
    assert 0 < folded <= 3 * len(text), (folded, len(text))
    longest = recognise.LONGEST_SECTION + 3 * recognise.LONGEST_CLAUSE  # titled search, one per numbering style
    assert 0 < windows <= longest * lines, (windows, lines)


def test_baseline_entries_matching_nothing_are_reported_stale_and_can_be_pruned(tmp_path: Path) -> None:
    from tcgjudge.catalog import load_catalog

    real = next(s for s in load_catalog("onepiece")[0] if s.primary == "6-5-5-1")
    entries = [
        {"scenario": "06_turn.feature::6-5-5-1 A scenario renamed since", "kind": "assertion"},
        {"clause": "6-5-5-99", "kind": "assertion"},
        {"scenario": f"{Path(real.path).name}::{real.name}", "kind": "assertion", "note": "issue 12 of our engine"},
    ]
    baseline = {"format": 1, "game": "onepiece", "engine": "x", "known_failures": entries}
    (tmp_path / "baseline.json").write_text(json.dumps(baseline), encoding="utf-8")
    done = tcgjudge("run", "--game", "onepiece", "--clause", "6-5-5-1", "--baseline", "baseline.json", cwd=tmp_path)
    output = no_traceback(done)
    assert done.returncode == 0, output
    assert "stale baseline entry: scenario 06_turn.feature::6-5-5-1 A scenario renamed since" in output
    assert "stale baseline entry: clause 6-5-5-99" in output and output.count("stale baseline entry") == 2
    done = tcgjudge("baseline", "prune", "baseline.json", cwd=tmp_path)
    assert done.returncode == 0, no_traceback(done)
    kept = json.loads((tmp_path / "baseline.json").read_text(encoding="utf-8"))["known_failures"]
    assert kept == [entries[2]]


# ------------------------------------------------------------------ smaller


def test_an_endless_line_is_labelled_with_its_own_length_not_the_excerpts_and_wraps_in_the_report() -> None:
    from tcgjudge.protocol.errors import ProtocolError
    from tcgjudge.report.html import render_html

    error = ProtocolError("a line longer than 64 MiB", "x" * 400, length="its first 400 characters of more than 64 MiB")
    assert "(its first 400 characters of more than 64 MiB)" in str(error) and "(400 characters)" not in str(error)
    from tcgjudge.coverage import build_coverage

    html = render_html(build_coverage("onepiece"), {})
    style = html[html.index(".reason {") : html.index("}", html.index(".reason {"))]
    assert "overflow-wrap: anywhere" in style  # a 300-character excerpt with no space wraps instead of widening


# ------------------------------------------------------------------ README and docs


def test_the_help_lists_every_exit_code_as_documented(tmp_path: Path) -> None:
    for command in ([], ["run"]):
        done = tcgjudge(*command, "--help", cwd=tmp_path)
        assert done.returncode == 0
        assert "130  interrupted" in done.stdout and "or kept failing (--engine-restarts)" in done.stdout
        assert "broke the protocol" not in done.stdout  # a protocol error fails a scenario, not the run


def test_an_in_process_engines_observation_of_the_wrong_shape_is_a_protocol_error_naming_the_field(
    tmp_path: Path,
) -> None:
    done = tcgjudge(
        "run", "--game", "onepiece", "--engine", "wrong_observation:make", "--clause", "6-5-5-1", cwd=tmp_path
    )
    assert done.returncode == 1, no_traceback(done)
    results = json.loads((tmp_path / "tcgjudge-results" / "results.json").read_text(encoding="utf-8"))["results"]
    assert results and all(r["failure_kind"] == "protocol" and "(field turn)" in r["message"] for r in results)


SHELL_FENCES = ("sh", "bash", "shell", "console")


def readme_shell_commands(markdown: str) -> list[list[str]]:
    """Every command of the markdown's shell blocks, split into words (``&&``, ``;`` and lines separate commands;
    comments and a ``$`` prompt dropped)."""
    import re
    import shlex

    commands = []
    for fence, body in re.findall(r"^```(\w*)\n(.*?)^```", markdown, flags=re.DOTALL | re.MULTILINE):
        if fence not in SHELL_FENCES:
            continue
        for line in body.splitlines():
            for part in re.split(r"&&|;|\|\|", line):
                words = shlex.split(part, comments=True)
                if words and words[0] == "$":
                    words = words[1:]
                if words:
                    commands.append(words)
    return commands


def project_installs(commands: list[list[str]]) -> list[str]:
    """How each ``pip install`` of the project installs it: ``editable``, ``copy`` (``pip install .``) or
    ``index`` (the package by name); installs of other packages are left out."""
    found = []
    for words in commands:
        if words[:2] == ["python", "-m"] or words[:2] == ["python3", "-m"]:
            words = words[2:]
        if words[:2] != ["pip", "install"]:
            continue
        arguments = words[2:]
        editable = any(word in ("-e", "--editable") for word in arguments)
        targets = [word for word in arguments if not word.startswith("-")]
        for target in targets:
            if target == "." or target.startswith(".["):
                found.append("editable" if editable else "copy")
            elif "tcgjudge" in target:  # by name, or from its repository
                found.append("index")
    return found


def test_the_readme_installs_the_project_one_way_so_its_sections_can_be_followed_in_one_environment() -> None:
    """Issue 23: following the README top to bottom in one virtual environment broke when a section did
    ``pip install .`` and a later one an editable install. Every install of the project in its shell blocks must be
    the same editable install, into one and the same virtual environment (the text is checked; pip is not run)."""
    mixed = "```sh\npython3 -m venv .venv && pip install . && tcgjudge run\n```\n```sh\npip install -e '.[dev]'\n```\n"
    assert project_installs(readme_shell_commands(mixed)) == ["copy", "editable"]  # what the check refuses
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    commands = readme_shell_commands(readme)
    installs = project_installs(commands)
    assert len(installs) >= 3, installs  # the quick start, the tests and development each install it
    assert set(installs) == {"editable"}, installs
    venv = (["python3", "-m", "venv"], ["python", "-m", "venv"])
    environments = {words[3] for words in commands if words[:3] in venv}
    activated = {words[1].removesuffix("/bin/activate") for words in commands if words[0] in (".", "source")}
    assert environments == activated == {".venv"}, (environments, activated)
