"""The results file, written on the controlling process as scenario reports come, and the end of the session."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

import pytest

from tcgjudge.gate import ExitCode, judge, load_baseline
from tcgjudge.harness.options import ENGINE_KEY, engine_record, engine_spec, open_engine, selection_of
from tcgjudge.harness.outcomes import decides_the_result, outcome, unsupported_cause
from tcgjudge.harness.record import PhaseRecord
from tcgjudge.results import RunResults, ScenarioResult, scenario_key

RECORDER_KEY = pytest.StashKey["ResultsRecorder"]()
FATAL_KEY = pytest.StashKey["FatalWatch"]()
WRITE_ERROR_KEY = pytest.StashKey[str]()
"""Why a report could not be written (a full disk, a folder made read-only mid-run): the first such error."""


def note_write_error(config: pytest.Config, path: Path | str, error: OSError) -> None:
    """Remember the first report that could not be written; the run stops and says so (exit code 2)."""
    if WRITE_ERROR_KEY not in config.stash:
        config.stash[WRITE_ERROR_KEY] = f"cannot write {path}: {error.strerror or error}"


class ResultsRecorder:
    """Collects scenario results on the controlling process and rewrites the file after each one."""

    def __init__(self, path: Path, config: pytest.Config) -> None:
        self.path = path
        self.config = config
        self.run: RunResults | None = None
        self.session: pytest.Session | None = None

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session = session

    def _write(self, run: RunResults) -> None:
        """Rewrite the results file; when it cannot be written, note why and stop the run (no result is lost
        silently, and no half-written file is left: the write is atomic)."""
        if WRITE_ERROR_KEY in self.config.stash:
            return
        try:
            run.write(self.path)
        except OSError as error:
            note_write_error(self.config, self.path, error)
            if self.session is not None:
                self.session.shouldstop = self.config.stash[WRITE_ERROR_KEY]

    def _ensure_run(self) -> RunResults:
        if self.run is None:
            game = str(self.config.getoption("--tcg-game"))
            spec = engine_spec(self.config)
            try:
                if ENGINE_KEY in self.config.stash:
                    info = self.config.stash[ENGINE_KEY].info()
                else:
                    probe = open_engine(self.config, game)
                    info = probe.info()
                    probe.close()
                engine = engine_record(spec, info)
            except Exception as error:  # reported, not fatal: results still get written
                engine = {"spec": spec, "name": "?", "version": "?", "error": str(error)}
            self.run = RunResults.begin(game, engine, selection_of(self.config))
            self._write(self.run)
        return self.run

    def add(self, report: pytest.TestReport) -> None:
        phase = PhaseRecord.of(report)
        record = phase.scenario
        if record is None:
            return
        result, kind, message = outcome(report, phase.failure_kind)
        run = self._ensure_run()
        run.results.append(
            ScenarioResult(
                key=scenario_key(record.feature, record.scenario, record.example),
                nodeid=report.nodeid,
                feature=Path(record.feature).name,
                scenario=record.scenario,
                clauses=record.clauses,
                outcome=result,
                failure_kind=kind,
                message=message[:2000],
                duration=round(report.duration, 4),
                clause_checks=tuple(record.clause_checks),
                line=record.line,
                example=record.example,
                steps=record.steps,
                failed_step=record.failed_step,
                unsupported_cause=unsupported_cause(result, record.unsupported_cause),
            )
        )
        self._write(run)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One record per scenario: its call, or its setup when that did not pass."""
        if decides_the_result(report):
            self.add(report)

    def finish_fatal(self, message: str) -> None:
        """Note in the results why the run stopped early (the engine could not go on)."""
        run = self._ensure_run()
        run.engine["error"] = message
        self._write(run)

    def finish(self, complete: bool) -> RunResults:
        run = self._ensure_run()
        run.end(complete)
        self._write(run)
        return run


class FatalWatch:
    """Remembers (on the controlling process too, under xdist) the first scenario that stopped the run."""

    def __init__(self) -> None:
        self.message: str | None = None

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        fatal = PhaseRecord.of(report).fatal
        if fatal is not None and self.message is None:
            self.message = fatal


class ReportGuard:
    """Turns a report pytest could not write (``--junitxml`` on a full disk) into a noted error, not a crash, and
    removes the half-written file, so no report that looks whole is left."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config

    @pytest.hookimpl(wrapper=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> Generator[None, None, None]:
        try:
            return (yield)
        except OSError as error:
            xml_path = getattr(self.config.option, "xmlpath", None)
            note_write_error(self.config, xml_path or "a report", error)
            if xml_path:
                Path(xml_path).unlink(missing_ok=True)
            return None


def start(config: pytest.Config) -> None:
    """Watch for the first fatal error, and on the controlling process record results if ``--tcg-results`` asks."""
    watch = FatalWatch()
    config.stash[FATAL_KEY] = watch
    config.pluginmanager.register(watch, "tcgjudge-fatal")
    config.pluginmanager.register(ReportGuard(config), "tcgjudge-report-guard")
    results = config.getoption("--tcg-results", default=None)
    if results and not hasattr(config, "workerinput"):
        recorder = ResultsRecorder(Path(results), config)
        config.stash[RECORDER_KEY] = recorder
        config.pluginmanager.register(recorder, "tcgjudge-results")


def finish(session: pytest.Session, exitstatus: int) -> None:
    """Complete the results file, judge it against the baseline, set the exit status, close the engine."""
    config = session.config
    fatal = config.stash[FATAL_KEY].message if FATAL_KEY in config.stash else None
    if fatal is not None and RECORDER_KEY in config.stash:
        config.stash[RECORDER_KEY].finish_fatal(fatal)
    if RECORDER_KEY in config.stash:
        interrupted = exitstatus == pytest.ExitCode.INTERRUPTED
        run = config.stash[RECORDER_KEY].finish(complete=not interrupted and fatal is None)
        baseline_path = config.getoption("--tcg-baseline")
        if baseline_path and not interrupted and exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            verdict = judge(run, load_baseline(Path(baseline_path)))
            session.exitstatus = pytest.ExitCode.OK if verdict.exit_code == 0 else pytest.ExitCode.TESTS_FAILED
    if fatal is not None:
        session.exitstatus = int(ExitCode.ENGINE)
    if ENGINE_KEY in config.stash:
        config.stash[ENGINE_KEY].close()
