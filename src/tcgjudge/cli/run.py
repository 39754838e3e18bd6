"""``tcgjudge run``: run a game's suite against an engine, write the reports, gate the result."""

from __future__ import annotations

import errno
import functools
import json
import os
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import click
import pytest
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from tcgjudge.catalog import load_catalog, unmatched_selection
from tcgjudge.cli.coverage import official_texts, rules_text_option
from tcgjudge.cli.engine_options import engine_command_problems, engine_process_options
from tcgjudge.cli.main import EXIT_CODES_HELP
from tcgjudge.coverage import build_coverage
from tcgjudge.engine.loader import EngineLoadError, load_command_engine, load_engine
from tcgjudge.gate import BaselineError, ExitCode, GateOutcome, judge, load_baseline, stale_entries
from tcgjudge.harness.recording import WRITE_ERROR_KEY
from tcgjudge.interrupts import interrupt_once
from tcgjudge.plugin import STRICT_CLAUSES_OPTION, outcome_of, selection_record, suite_arguments
from tcgjudge.protocol.client import EngineCommand
from tcgjudge.registry import chapter_of, clause_index, game_keys, get_game
from tcgjudge.report.badge import badge
from tcgjudge.report.html import render_html
from tcgjudge.report.junit import empty_junit
from tcgjudge.results import UNSUPPORTED_CAUSES, RunResults, load_results, write_text_atomic

INTERRUPTED = 130


class ProgressPlugin:
    """Shows a progress bar while pytest runs, and keeps collection errors to print afterwards."""

    def __init__(self, console: Console, game: str) -> None:
        self.console = console
        self.progress = Progress(
            TextColumn(f"[bold]{game}[/bold]"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            console=console,
            transient=False,
        )
        self.task = self.progress.add_task("scenarios", total=None, status="")
        self.counts: Counter[str] = Counter()
        self.collect_errors: list[str] = []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.progress.update(self.task, total=len(session.items))
        self.progress.start()

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors.append(f"{report.nodeid}: {report.longreprtext[-1500:]}")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.counts[outcome_of(report)] += 1
            status = " ".join(f"{n} {k}" for k, n in sorted(self.counts.items()))
            self.progress.update(self.task, advance=1, status=status)

    def pytest_sessionfinish(self) -> None:
        self.progress.stop()


def pytest_arguments(
    game: str,
    engine: str,
    output_dir: Path,
    keyword: str | None,
    clauses: tuple[str, ...],
    chapters: tuple[str, ...],
    workers: int,
    verbose: bool,
    command: EngineCommand | None = None,
) -> list[str]:
    """The pytest command line that runs one game's suite, isolated from the user's own pytest config."""
    args = [
        *suite_arguments(game),
        "--tcg-engine",
        engine,
        "--tcg-results",
        str(output_dir / "results.json"),
        "--junitxml",
        str(output_dir / "junit.xml"),
        "-o",
        "junit_family=xunit1",
        "-o",
        f"junit_suite_name=tcgjudge-{game}",
    ]
    args += ["-v", "--tb=short"] if verbose else ["-p", "no:terminal"]
    if command is not None:
        args += ["--tcg-engine-cmd", command.command, "--tcg-engine-timeout", str(command.timeout)]
        args += ["--tcg-engine-restarts", str(command.max_restarts)]
        for name in command.env:
            args += ["--tcg-engine-env", name]
        if not command.strict_decisions:
            args.append("--tcg-no-strict-decisions")
    if keyword:
        args += ["-k", keyword]
    for pattern in clauses:
        args += ["--tcg-clause", pattern]
    for chapter in chapters:
        args += ["--tcg-chapter", chapter]
    if workers > 1:
        args += ["-n", str(workers)]
    return args


def chapter_summary(run: RunResults) -> Table:
    table = Table(title=f"{run.game} against {run.engine.get('name')} {run.engine.get('version')}")
    for column in ("chapter", "passed", "failed", "errors", "unsupported", "skipped"):
        table.add_column(column, justify="left" if column == "chapter" else "right")
    by_chapter: dict[str, Counter[str]] = defaultdict(Counter)
    for result in run.results:
        by_chapter[chapter_of(run.game, result.primary or "") or "?"][result.outcome] += 1
    chapters = dict.fromkeys(clause.chapter for clause in clause_index(run.game).values())
    order = {chapter: number for number, chapter in enumerate(chapters)}
    for chapter in sorted(by_chapter, key=lambda c: (order.get(c, len(order)), c)):
        counts = by_chapter[chapter]
        table.add_row(
            chapter,
            *(str(counts[k]) for k in ("passed", "failed", "error", "unsupported", "skipped")),
        )
    return table


SHOWN_REASONS = 5
"""How many reasons of each cause of unsupported scenarios the console lists (the HTML report has them all)."""


def unsupported_summary(run: RunResults) -> list[str]:
    """Why scenarios were unsupported, one line per cause, as the user acts on each: a capability the engine does
    not declare (so the scenario was never sent: implement it and declare it) or a setup the engine was sent and
    refused (see its message)."""
    lines = []
    reasons = run.unsupported_reasons()
    for cause, words in UNSUPPORTED_CAUSES.items():
        mine = [(reason, count) for of, reason, count in reasons if of == cause]
        if mine:
            shown = "; ".join(f"{reason} ×{count}" for reason, count in mine[:SHOWN_REASONS])
            more = f"; {len(mine) - SHOWN_REASONS} more reasons in the HTML report" if len(mine) > SHOWN_REASONS else ""
            lines.append(f"{sum(count for _, count in mine)} unsupported, {words}: {shown}{more}")
    return lines


def print_gate(console: Console, outcome: GateOutcome, baseline_used: bool) -> None:
    for result in outcome.new_failures:
        label: str = "new failure" if baseline_used else result.outcome
        if result.failure_kind == "suite-error":  # a step no definition matches: never the engine's fault
            label += " (suite bug, not the engine's: fix the scenario's step or add its definition)"
        console.print(f"[red]{label}[/red] {result.primary}: {result.scenario}\n    {result.message[:400]}")
    for result, expected in outcome.changed_failures:
        console.print(
            f"[red]fails differently[/red] {result.scenario}: baseline says {expected}, now "
            f"{result.failure_kind or result.outcome}"
        )
    if baseline_used and outcome.known_failures:
        console.print(f"{len(outcome.known_failures)} known failures (in the baseline)")
    for entry in outcome.fixed:
        console.print(f"[green]now passes[/green] (tighten the baseline): {entry.scenario or entry.clause}")
    for entry in outcome.stale:
        what = f"scenario {entry.scenario}" if entry.scenario else f"clause {entry.clause}"
        console.print(
            f"[yellow]stale baseline entry[/yellow]: {what} is not in the suite (renamed or misspelt?); "
            "drop it with: tcgjudge baseline prune BASELINE --results results.json",
            markup=True,
            soft_wrap=True,
        )
    if outcome.coverage_shortfall:
        have, want = outcome.coverage_shortfall
        console.print(f"[red]coverage {have}% is below --min-coverage {want}%[/red]")


def write_reports(run: RunResults, output_dir: Path, texts: dict[str, str]) -> dict[str, Path]:
    """Write the HTML report and the badge, each whole or not at all (a full disk leaves no half a report)."""
    coverage = build_coverage(run.game, run)
    paths = {
        "results": output_dir / "results.json",
        "junit": output_dir / "junit.xml",
        "html": output_dir / "report.html",
        "badge": output_dir / "badge.json",
    }
    write_text_atomic(paths["html"], render_html(coverage, texts, output_dir))
    write_text_atomic(paths["badge"], json.dumps(badge(run)) + "\n")
    return paths


def keyword_problems(keyword: str | None) -> list[str]:
    """A ``-k`` expression pytest cannot parse, said before anything runs."""
    if not keyword:
        return []
    from _pytest.mark.expression import Expression  # pytest's own -k parser (a SyntaxError when it cannot parse)

    try:
        Expression.compile(keyword)
    except SyntaxError as error:
        return [
            f"-k {keyword!r} is not a valid expression ({error.msg}); "
            "write it as pytest does, e.g. -k 'counter and not leader'"
        ]
    return []


LOCK_NAME = ".tcgjudge.lock"
"""The file a run locks in its output folder for as long as it runs (a second run there is refused)."""


def lock_output(output_dir: Path) -> IO[str] | None:
    """Lock ``output_dir`` for this run (released when the process ends, however it ends); None when another run
    holds it. Without ``fcntl`` (Windows) nothing is locked."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return open(os.devnull, "w", encoding="utf-8")
    lock = open(output_dir / LOCK_NAME, "a+", encoding="utf-8")  # noqa: SIM115 - held for the whole run
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return lock  # a file system without locks (some network mounts): the run goes on unlocked
        lock.close()
        return None
    lock.seek(0)
    lock.truncate()
    lock.write(f"{os.getpid()}\n")
    lock.flush()
    return lock


def lock_holder(output_dir: Path) -> str:
    """The process id the lock file of ``output_dir`` names ("" if none)."""
    try:
        return (output_dir / LOCK_NAME).read_text(encoding="utf-8").strip()
    except OSError:
        return ""


class ReportsUnwritable(Exception):
    """A report could not be written (a full disk, a folder made read-only): exit 2, in one line."""


class WriteWatch:
    """Takes from the pytest session the first report it could not write (``tcgjudge.harness.recording``)."""

    def __init__(self) -> None:
        self.error: str | None = None

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.error = config.stash.get(WRITE_ERROR_KEY, None)


def _interrupts_and_full_disks(function: Callable[..., None]) -> Callable[..., None]:
    """Install the interrupt handling before anything starts (an engine included): SIGTERM or Ctrl-C, even during
    the engine's handshake, ends the run with exit code 130 and the reports written, and a second interrupt does not
    stop them being written. A report that cannot be written ends the run in one line with exit code 2."""

    @functools.wraps(function)
    def guarded(*args: Any, **kwargs: Any) -> None:
        interrupt_once()
        console = Console(highlight=False)
        try:
            function(*args, **kwargs)
        except KeyboardInterrupt:
            console.print("[yellow]interrupted: each report written is whole (written at once or not at all)[/yellow]")
            raise SystemExit(INTERRUPTED) from None
        except ReportsUnwritable as error:
            console.print(f"[red]error:[/red] {error}", soft_wrap=True)  # one line, however long
            raise SystemExit(ExitCode.USAGE) from None

    return guarded


def unwritable(output_dir: Path, problem: str) -> ReportsUnwritable:
    return ReportsUnwritable(
        f"{problem}; the reports are incomplete: free some space in {output_dir} or choose another --output-dir"
    )


@click.command(epilog=EXIT_CODES_HELP)
@click.option("--game", required=True, type=click.Choice(game_keys()), help="the game whose suite runs")
@click.option(
    "--engine",
    default=None,
    help="engine under test: 'reference' (the default) or 'module:factory' (a callable returning an Engine)",
)
@click.option(
    "--engine-cmd",
    help='engine under test as a process speaking the JSON-lines protocol, e.g. "node engine.js" '
    "(split like a shell command line, run without a shell)",
)
@engine_process_options
@click.option(
    "--strict-decisions/--no-strict-decisions",
    default=True,
    show_default=True,
    help="fail a scenario as a protocol error when the engine asks for a decision the rules do not allow then",
)
@click.option(
    "--strict-clauses",
    is_flag=True,
    help="fail a scenario when the engine rejects an illegal action citing another clause than the scenario's "
    "(by default the clause is compared and reported as clause agreement only)",
)
@click.option(
    "--output-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("tcgjudge-results"),
    show_default=True,
    help="where results.json, junit.xml, report.html and badge.json go",
)
@click.option(
    "--baseline",
    "baseline_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="known failures; only new or changed failures fail the run",
)
@click.option("--min-coverage", type=click.FloatRange(0, 100), help="fail if testable-clause coverage is below PCT")
@click.option("-k", "keyword", help="pytest -k expression on scenario names")
@click.option("--clause", "clauses", multiple=True, help="only scenarios citing clauses matching, e.g. '7-1-4-*'")
@click.option("--chapter", "chapters", multiple=True, help="only scenarios of this chapter, e.g. 7")
@click.option("--workers", "-n", type=click.IntRange(1, 64), default=1, show_default=True, help="parallel workers")
@rules_text_option
@click.option(
    "--fail-on-unsupported",
    is_flag=True,
    help="count scenarios needing capabilities the engine lacks as failures (by default they are reported only)",
)
@click.option("--verbose", "-v", is_flag=True, help="show pytest's own output")
@_interrupts_and_full_disks
def run(
    game: str,
    engine: str | None,
    engine_cmd: str | None,
    engine_timeout: float,
    engine_env: tuple[str, ...],
    strict_decisions: bool,
    strict_clauses: bool,
    engine_restarts: int,
    output_dir: Path,
    baseline_path: Path | None,
    min_coverage: float | None,
    keyword: str | None,
    clauses: tuple[str, ...],
    chapters: tuple[str, ...],
    workers: int,
    rules_text: Path | None,
    fail_on_unsupported: bool,
    verbose: bool,
) -> None:
    """Run the suite of GAME against an engine and write results, JUnit XML, HTML report and badge."""
    console = Console(highlight=False)
    if not get_game(game).has_scenarios():
        console.print(f"[red]error:[/red] {game} has no scenarios yet (its rule index is shipped: tcgjudge coverage)")
        raise SystemExit(ExitCode.USAGE)
    try:
        baseline = load_baseline(baseline_path) if baseline_path else None
    except BaselineError as error:
        console.print(f"[red]error:[/red] {error}")
        raise SystemExit(ExitCode.USAGE) from None
    if baseline is not None and baseline.game != game:
        console.print(f"[red]error:[/red] the baseline {baseline_path} was made for {baseline.game}, not {game}")
        raise SystemExit(ExitCode.USAGE)
    if engine_cmd is not None and engine is not None:
        console.print("[red]error:[/red] --engine and --engine-cmd exclude each other")
        raise SystemExit(ExitCode.USAGE)
    for usage_problem in engine_command_problems(engine_cmd, engine_env) + keyword_problems(keyword):
        console.print(f"[red]error:[/red] {usage_problem}", soft_wrap=True)
        raise SystemExit(ExitCode.USAGE)
    command = None
    if engine_cmd is not None:
        command = EngineCommand(engine_cmd, engine_timeout, engine_env, strict_decisions, engine_restarts)
    engine = engine or "reference"
    scenarios, problems = load_catalog(game)
    for problem in problems:
        console.print(f"[red]suite error:[/red] {problem}", soft_wrap=True)
    if problems:
        raise SystemExit(ExitCode.USAGE)
    unmatched = unmatched_selection(game, scenarios, clauses, chapters)
    for selection_problem in unmatched:
        console.print(f"[red]error:[/red] {selection_problem}")
    if unmatched:
        raise SystemExit(ExitCode.USAGE)
    try:  # check every input before running anything: a bad one must not cost a whole run
        texts = official_texts(rules_text, game)
    except click.UsageError as error:
        console.print(f"[red]error:[/red] {error.message}")
        raise SystemExit(ExitCode.USAGE) from None
    try:
        output_dir.mkdir(parents=True, exist_ok=True)
        write_check = output_dir / ".tcgjudge-write-check"
        write_check.write_text("", encoding="utf-8")
        write_check.unlink()
    except OSError as error:
        console.print(f"[red]error:[/red] cannot write the reports to {output_dir}: {error.strerror or error}")
        raise SystemExit(ExitCode.USAGE) from None
    lock = lock_output(output_dir)
    if lock is None:
        holder = lock_holder(output_dir)
        console.print(
            f"[red]error:[/red] another tcgjudge run{f' (process {holder})' if holder else ''} is writing its reports "
            f"to {output_dir}: wait for it to end, or give each run its own --output-dir"
        )
        raise SystemExit(ExitCode.USAGE)
    results_path = output_dir / "results.json"
    results_path.unlink(missing_ok=True)
    selection = selection_record(keyword, clauses, chapters)
    try:
        probe = load_command_engine(command, game) if command is not None else load_engine(engine, game)
        info = probe.info()
        probe.close()
    except (EngineLoadError, KeyboardInterrupt) as error:
        interrupted = isinstance(error, KeyboardInterrupt)
        reason = "interrupted before the engine answered the handshake" if interrupted else str(error)
        console.print(f"[yellow]{reason}[/yellow]" if interrupted else f"[red]engine error:[/red] {reason}")
        spec = command.spec if command is not None else engine
        failed = RunResults.begin(game, {"spec": spec, "name": "?", "version": "?", "error": reason}, selection)
        failed.end(complete=False)
        try:
            failed.write(results_path)
            write_text_atomic(output_dir / "junit.xml", empty_junit(game, reason))
            paths = write_reports(failed, output_dir, texts)
        except OSError as write_error:
            raise unwritable(output_dir, f"cannot write the reports: {write_error.strerror or write_error}") from None
        console.print("Reports: " + ", ".join(str(path) for path in paths.values()))
        raise SystemExit(INTERRUPTED if interrupted else ExitCode.ENGINE) from None
    console.print(f"Judging [bold]{info.name} {info.version}[/bold] on {get_game(game).name}")
    progress = ProgressPlugin(console, game)
    arguments = pytest_arguments(game, engine, output_dir, keyword, clauses, chapters, workers, verbose, command)
    if strict_clauses:
        arguments.append(STRICT_CLAUSES_OPTION)
    watch = WriteWatch()
    status = pytest.main(arguments, plugins=[watch] if verbose else [watch, progress])
    if watch.error is not None:
        raise unwritable(output_dir, watch.error)
    for collect_error in progress.collect_errors:
        console.print(f"[red]collection error:[/red] {collect_error}")
    if not results_path.exists():
        console.print("[red]error:[/red] no scenario ran (nothing selected, or the suite failed to load)")
        raise SystemExit(ExitCode.USAGE)
    results = load_results(results_path)
    try:
        paths = write_reports(results, output_dir, texts)
    except OSError as error:
        raise unwritable(output_dir, f"cannot write the reports: {error.strerror or error}") from None
    console.print(chapter_summary(results))
    outcome = judge(results, baseline, fail_on_unsupported)
    outcome.stale = stale_entries(baseline, results) if baseline is not None else []
    if min_coverage is not None:
        percent = float(build_coverage(game).totals()["percent"])
        if percent < min_coverage:
            outcome.coverage_shortfall = (percent, min_coverage)
    print_gate(console, outcome, baseline is not None)
    for line in unsupported_summary(results):
        console.print(line, markup=False, highlight=False)
    counts = results.counts()
    causes = results.unsupported_causes()
    unsupported = f"{counts['unsupported']} unsupported"
    if counts["unsupported"]:
        unsupported += f" ({causes['undeclared']} undeclared, {causes['refused']} refused)"
    agreeing, checked = results.clause_agreement()
    console.print(
        f"[bold]{counts['passed']} passed, {counts['failed']} failed[/bold], {counts['error']} errors, "
        f"{unsupported}, {counts['skipped']} skipped — "
        f"{results.conformance_text()}% conformant; clause agreement {agreeing} of {checked}"
    )
    console.print("Reports: " + ", ".join(str(path) for path in paths.values()))
    if not results.results and status != pytest.ExitCode.INTERRUPTED:
        console.print(f"[red]error:[/red] the selection {results.describe_selection()} matched no scenario of {game}")
        raise SystemExit(ExitCode.USAGE)
    if status == ExitCode.ENGINE:
        console.print(f"[red]engine error:[/red] {results.engine.get('error', 'the engine could not go on')}")
        raise SystemExit(ExitCode.ENGINE)
    if status == pytest.ExitCode.INTERRUPTED:
        console.print("[yellow]interrupted: the reports hold the results gathered so far[/yellow]")
        raise SystemExit(INTERRUPTED)
    if status in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR) or progress.collect_errors:
        raise SystemExit(ExitCode.USAGE)
    raise SystemExit(outcome.exit_code)
