"""`tcgjudge run --engine-cmd` end to end: the whole suite through the protocol, every fault, parallel workers."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from processes import alive

from tcgjudge.catalog import load_catalog
from tcgjudge.registry import game_keys, get_game
from tcgjudge.schemas import validate

ROOT = Path(__file__).resolve().parents[1]
ENGINES = Path(__file__).parent / "engines"
PLUGINS = Path(__file__).parent / "plugins"
SERVE = f"{sys.executable} -m tcgjudge.cli serve --game onepiece"
SUBSET = ["--clause", "6-5-5*"]  # giving DON!!: a few scenarios, each applying actions


def tcgjudge(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tcgjudge.cli", *args]
    environment = {**os.environ, "COLUMNS": "200", **(env or {})}
    return subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=600, check=False)


def engine(name: str, *args: str) -> str:
    return " ".join([sys.executable, str(ENGINES / name), *args])


def results(folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / "results.json").read_text())
    assert validate("results", data) == []
    return data


@pytest.mark.slow
@pytest.mark.parametrize(
    "game", [key for key in game_keys() if get_game(key).reference_engine and get_game(key).has_scenarios()]
)
def test_the_whole_suite_holds_through_the_protocol_under_every_open_reading(tmp_path: Path, game: str) -> None:
    """Every scenario of the game, each run once, passes with its reference engine served over the protocol
    and taking every reading the rules leave open (``faulty:foreign_<game>``): its own random numbers, the other
    reading of card identity (new ids where the reference keeps them, kept where it renames), forced decisions
    skipped (docs/protocol.md, "Forced decisions" and "Card ids"); and under ``--strict-clauses``, every
    rejection citing a clause its scenario names (a scenario lists every clause that forbids the action).

    The same run also checks that every setup the steps build follows the game's setup schema
    (``TCGJUDGE_CHECK_SETUPS``), that no step of the reference core changes the state before it
    (``TCGJUDGE_CHECK_PURITY``: its copies share objects) and that the step-lookup memo finds exactly what pytest-bdd
    finds for every step (tests/plugins/step_lookup_probe.py): one whole-suite run per game serves five checks."""
    serve = f"{sys.executable} -m tcgjudge.cli serve --game {game} --engine faulty:foreign_{game}"
    probe = tmp_path / "step-lookups"
    env = {
        "PYTHONPATH": os.pathsep.join([str(ENGINES), str(PLUGINS)]),
        "PYTEST_ADDOPTS": "-p step_lookup_probe",
        "STEP_LOOKUP_PROBE_REPORT": str(probe),
        "TCGJUDGE_CHECK_SETUPS": "1",
        "TCGJUDGE_CHECK_PURITY": "1",
    }
    command = ["run", "--game", game, "--engine-cmd", serve, "--engine-env", "PYTHONPATH", "--engine-timeout", "120"]
    command += ["--engine-env", "TCGJUDGE_CHECK_PURITY"]  # the reference core never changes an earlier state
    done = tcgjudge(*command, "--strict-clauses", cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    served = results(tmp_path / "tcgjudge-results")
    assert served["engine"]["spec"] == f"cmd:{serve}"
    assert {r["outcome"] for r in served["results"]} == {"passed"}
    assert served["summary"]["clause_agreement"] == served["summary"]["clause_checks"] > 0
    written, _ = load_catalog(game)
    assert {r["scenario"] for r in served["results"]} == {scenario.name for scenario in written}
    assert int(probe.read_text()) >= written_steps(game) > 0


def written_steps(game: str) -> int:
    """How many step lines the game's feature files hold (each is looked up at least once)."""
    keywords = ("Given ", "When ", "Then ", "And ", "But ")
    files = get_game(game).features_dir.rglob("*.feature")
    return sum(line.strip().startswith(keywords) for path in files for line in path.read_text("utf-8").splitlines())


def test_a_hanging_engine_times_out_that_scenario_and_the_run_goes_on(tmp_path: Path) -> None:
    done = tcgjudge(
        "run",
        "--game",
        "onepiece",
        *SUBSET,
        "--engine-cmd",
        engine("proto_hangs.py", "5"),  # each engine process hangs at its 5th start: a timeout or two, not one in two
        "--engine-timeout",
        "1",
        cwd=tmp_path,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    data = results(tmp_path / "tcgjudge-results")
    kinds = [r["failure_kind"] for r in data["results"]]
    assert "timeout" in kinds and kinds.count("") > 1 and data["complete"] is True
    assert all("engine timed out" in r["message"] for r in data["results"] if r["failure_kind"] == "timeout")


def test_a_crash_mid_scenario_errors_that_scenario_with_status_and_stderr(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", *SUBSET, "--engine-cmd", engine("proto_crashes.py", "2"), cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    data = results(tmp_path / "tcgjudge-results")
    crashed = [r for r in data["results"] if r["outcome"] == "error"]
    assert crashed and all(r["failure_kind"] == "engine-error" for r in crashed)
    assert "exited with status 7" in crashed[0]["message"] and "segmentation fault" in crashed[0]["message"]
    assert any(r["outcome"] == "passed" for r in data["results"]) and data["complete"] is True


def test_an_engine_that_keeps_crashing_stops_the_run_with_exit_3_and_reports(tmp_path: Path) -> None:
    done = tcgjudge("run", "--game", "onepiece", *SUBSET, "--engine-cmd", engine("proto_crashes.py", "1"), cwd=tmp_path)
    assert done.returncode == 3, done.stdout + done.stderr
    assert "giving up after 3 restarts" in done.stdout
    out = tmp_path / "tcgjudge-results"
    data = results(out)
    assert "giving up" in data["engine"]["error"] and data["complete"] is False
    assert 4 <= len(data["results"]) < 9
    assert (out / "report.html").exists() and (out / "junit.xml").exists()


@pytest.mark.parametrize(
    ("command", "says"),
    [
        ("true", "exited with status 0"),
        (engine("proto_dies_at_start.py"), "cannot open cards.db"),
        ("echo 'engine v1.0 ready'", "banners and logs go to stderr"),
        ("no-such-engine-tcgjudge", "No such file or directory"),
    ],
    ids=["exits-at-once", "crashes", "prints-a-banner", "command-not-found"],
)
def test_an_engine_that_dies_at_start_exits_3_with_all_four_reports(tmp_path: Path, command: str, says: str) -> None:
    done = tcgjudge("run", "--game", "onepiece", "--engine-cmd", command, cwd=tmp_path)
    assert done.returncode == 3, done.stdout + done.stderr
    assert says in done.stdout.replace("\n", "")
    out = tmp_path / "tcgjudge-results"
    data = results(out)
    assert says in data["engine"]["error"] and data["complete"] is False and data["results"] == []
    assert "could not be started" in (out / "junit.xml").read_text()
    assert says in (out / "report.html").read_text()
    assert json.loads((out / "badge.json").read_text())["color"] == "lightgrey"


def test_an_engine_whose_child_keeps_stdout_open_is_judged_by_its_exit_status(tmp_path: Path) -> None:
    child_pid = tmp_path / "child.pid"
    started = time.monotonic()
    done = tcgjudge(
        "run",
        "--game",
        "onepiece",
        *SUBSET,
        "--engine-cmd",
        engine("proto_forks.py", "5", str(child_pid)),  # at its 5th start: a failure or two
        "--engine-timeout",
        "30",
        cwd=tmp_path,
    )
    assert time.monotonic() - started < 60, "the run waited for the child holding stdout"
    assert done.returncode == 1, done.stdout + done.stderr
    failed = [r for r in results(tmp_path / "tcgjudge-results")["results"] if r["outcome"] == "error"]
    assert failed and {r["failure_kind"] for r in failed} == {"engine-error"}
    assert all("exited with status 5" in r["message"] for r in failed)
    children = [int(pid) for pid in child_pid.read_text().split()]
    assert children and not any(alive(pid) for pid in children), "the engine's forked child was left running"


def test_output_without_a_newline_is_a_bounded_protocol_error(tmp_path: Path) -> None:
    done = tcgjudge(
        "run", "--game", "onepiece", *SUBSET, "--engine-cmd", engine("proto_no_newline.py", "2"), cwd=tmp_path
    )
    assert done.returncode == 1, done.stdout + done.stderr
    failed = [r for r in results(tmp_path / "tcgjudge-results")["results"] if r["outcome"] == "error"]
    assert failed and {r["failure_kind"] for r in failed} == {"protocol"}
    assert all("longer than 64 MiB without a newline" in r["message"] for r in failed)


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc to list processes")
def test_sigterm_on_a_parallel_run_leaves_no_engine_behind(tmp_path: Path) -> None:
    marker = f"tcgjudge-marker-{os.getpid()}-{time.monotonic_ns()}"
    command = [sys.executable, "-m", "tcgjudge.cli", "run", "--game", "onepiece", "-n", "2"]
    command += ["--engine-cmd", engine("proto_hangs.py", "1", marker), "--engine-timeout", "300"]
    # Started as a CI runner would: SIGINT ignored (a background job of a non-interactive shell).
    process = subprocess.Popen(
        command,
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    out = tmp_path / "tcgjudge-results"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(list(tmp_path.glob(f"{marker}.hanging-*"))) < 2:
        time.sleep(0.1)  # until both workers are inside a hanging request
    assert len(list(tmp_path.glob(f"{marker}.hanging-*"))) == 2
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=60) == 130
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _processes_with(marker):
        time.sleep(0.1)
    assert _processes_with(marker) == []
    for report in ("results.json", "junit.xml", "report.html", "badge.json"):
        assert (out / report).is_file(), report


def _processes_with(marker: str) -> list[int]:
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker.encode() in cmdline.read_bytes() and alive(int(cmdline.parent.name)):
                found.append(int(cmdline.parent.name))
        except OSError:
            continue
    return found


def test_a_protocol_error_is_its_own_failure_kind(tmp_path: Path) -> None:
    wrong = engine("proto_wrong_schema.py")
    done = tcgjudge(
        "run", "--game", "onepiece", *SUBSET, "--engine-cmd", wrong, "--engine-restarts", "50", cwd=tmp_path
    )
    assert done.returncode == 1
    failed = results(tmp_path / "tcgjudge-results")["results"]
    assert {r["failure_kind"] for r in failed} == {"protocol"}
    assert "result/observation/turn" in failed[0]["message"] and "offending line" in failed[0]["message"]


def test_engine_messages_are_escaped_in_the_html_report(tmp_path: Path) -> None:
    done = tcgjudge(
        "run", "--game", "onepiece", "--chapter", "6", "--engine-cmd", engine("proto_script_message.py"), cwd=tmp_path
    )
    assert done.returncode == 1
    messages = [r["message"] for r in results(tmp_path / "tcgjudge-results")["results"]]
    assert any("<script>" in m for m in messages)
    html = (tmp_path / "tcgjudge-results" / "report.html").read_text()
    assert "&lt;script&gt;alert(" in html and "<script>alert(" not in html


def test_each_xdist_worker_has_its_own_engine_process_with_a_filtered_environment(tmp_path: Path) -> None:
    log = tmp_path / "pids.txt"
    done = tcgjudge(
        "run",
        "--game",
        "onepiece",
        "--chapter",
        "6",
        "-n",
        "2",
        "--engine-cmd",
        engine("proto_pid_log.py", str(log)),
        "--engine-env",
        "TCGJUDGE_PASSED",
        cwd=tmp_path,
        env={"TCGJUDGE_PASSED": "1", "TCGJUDGE_SECRET": "2"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line.split(" ") for line in log.read_text().splitlines()]
    assert len({pid for pid, _ in rows}) == 2
    names = set(rows[0][1].split(","))
    assert "TCGJUDGE_PASSED" in names and "TCGJUDGE_SECRET" not in names
    assert names <= {"PATH", "HOME", "LANG", "SYSTEMROOT", "TMPDIR", "TCGJUDGE_PASSED", "LC_CTYPE"}


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not on PATH")
def test_the_javascript_example_is_green_with_its_baseline(tmp_path: Path) -> None:
    example = ROOT / "examples" / "js-engine"
    done = tcgjudge(
        "run",
        "--game",
        "onepiece",
        "--engine-cmd",
        f"node {example / 'engine.js'}",
        "--baseline",
        str(example / "baseline.json"),
        "--chapter",
        "6",  # a chapter with passes, known failures and unsupported scenarios: the whole suite takes 13 s
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    data = results(tmp_path / "tcgjudge-results")
    outcomes = [r["outcome"] for r in data["results"]]
    assert "passed" in outcomes and "unsupported" in outcomes
