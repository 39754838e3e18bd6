"""``tcgjudge explore``: play an engine against the reference engine and write each disagreement as a scenario."""

from __future__ import annotations

import multiprocessing
import queue
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

from tcgjudge.cli.engine_options import engine_command_problems, engine_process_options
from tcgjudge.engine.interface import Engine
from tcgjudge.engine.loader import EngineLoadError, load_command_engine, load_engine
from tcgjudge.explore.compare import KINDS
from tcgjudge.explore.corpus import SOURCES, Corpus, CorpusError, build_corpus
from tcgjudge.explore.explorer import Explorer, Finding, Stats
from tcgjudge.explore.report import ExploreBaselineError, ExploreReport, load_accepted, write_reports
from tcgjudge.gate import ExitCode
from tcgjudge.protocol.client import EngineCommand
from tcgjudge.protocol.errors import EngineGaveUpError
from tcgjudge.registry import game_keys, get_game

REFERENCE = "reference"


@dataclass(frozen=True)
class Plan:
    """What one worker needs to explore (picklable, so workers can be processes)."""

    game: str
    engine: str | None
    command: EngineCommand | None
    against: str
    seed: int
    budget: float
    max_disagreements: int = 0
    """Stop once this many distinct disagreements are found (0: explore the whole budget)."""


def open_engine(spec: str | None, command: EngineCommand | None, game: str) -> Engine:
    return load_command_engine(command, game) if command is not None else load_engine(spec or REFERENCE, game)


def describe(engine: Engine, spec: str) -> dict[str, Any]:
    info = engine.info()
    return {"spec": spec, "name": info.name, "version": info.version}


def explore_worker(plan: Plan, corpus: Corpus, progress: Any = None) -> tuple[Stats, list[Finding], str]:
    """Explore for one worker: its own engines, its own seed. Returns its statistics, findings and fatal error."""
    from tcgjudge.invariants.shared.records import game_kit

    declared = get_game(plan.game)
    engine = open_engine(plan.engine, plan.command, plan.game)
    reference = load_engine(plan.against, plan.game)
    kit = game_kit(plan.game) if declared.invariants else None
    against = "the reference engine" if plan.against == REFERENCE else plan.against
    explorer = Explorer(declared, engine, reference, kit, corpus, plan.seed, against)

    def report(stats: Stats, found: int) -> None:
        if progress is not None:
            progress.put((plan.seed, stats.actions, found))

    error = ""
    try:
        explorer.run(plan.budget, report, plan.max_disagreements)
    except EngineGaveUpError as gave_up:
        error = str(gave_up)
    finally:
        engine.close()
        reference.close()
    return explorer.stats, list(explorer.findings.values()), error


def merge(results: list[tuple[Stats, list[Finding], str]]) -> tuple[Stats, list[Finding], str]:
    stats = Stats()
    findings: dict[str, Finding] = {}
    errors = []
    for worker_stats, worker_findings, error in results:
        stats.merge(worker_stats)
        for finding in worker_findings:
            kept = findings.get(finding.fingerprint)
            if kept is None or len(finding.steps) < len(kept.steps):
                if kept is not None:
                    finding.count += kept.count
                findings[finding.fingerprint] = finding
            else:
                kept.count += finding.count
                kept.seconds = min(kept.seconds, finding.seconds)
        if error:
            errors.append(error)
    return stats, list(findings.values()), "; ".join(errors)


@click.command()
@click.option("--game", required=True, type=click.Choice(game_keys()), help="the game to explore")
@click.option("--engine", default=None, help="engine under test: 'module:factory' (or 'reference')")
@click.option(
    "--engine-cmd", help='engine under test as a process speaking the JSON-lines protocol, e.g. "node engine.js"'
)
@click.option(
    "--against",
    default=REFERENCE,
    show_default=True,
    help="the engine it is compared with: 'reference' (the game's reference engine) or 'module:factory'",
)
@click.option("--seed", type=int, default=0, show_default=True, help="seed of the walks (worker i uses SEED + i)")
@click.option("--budget", type=click.FloatRange(min=0.1), default=60.0, show_default=True, help="seconds to explore")
@click.option(
    "--output-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("tcgjudge-results"),
    show_default=True,
    help="where explore.json, explore-junit.xml and explore.html go",
)
@click.option("--workers", "-n", type=click.IntRange(1, 64), default=1, show_default=True, help="parallel workers")
@click.option(
    "--baseline",
    "baseline_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="accepted disagreements (an earlier explore.json): only new ones fail the run",
)
@click.option(
    "--corpus",
    "sources",
    default=",".join(SOURCES),
    show_default=True,
    help="where walks start: scenarios (the setups the game's scenarios declare), states (generated), fresh",
)
@click.option("--clause", "clauses", multiple=True, help="only the scenarios citing clauses matching, e.g. '7-1-*'")
@click.option(
    "--max-disagreements",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="stop (each worker) once this many distinct disagreements are found (as pytest's --maxfail); 0: never",
)
@engine_process_options
def explore(
    game: str,
    engine: str | None,
    engine_cmd: str | None,
    against: str,
    seed: int,
    budget: float,
    output_dir: Path,
    workers: int,
    baseline_path: Path | None,
    sources: str,
    clauses: tuple[str, ...],
    max_disagreements: int,
    engine_timeout: float,
    engine_env: tuple[str, ...],
    engine_restarts: int,
) -> None:
    """Play an engine against GAME's reference engine from the suite's states and write each disagreement as a scenario.

    Exit codes: 0 nothing disagrees (beyond the baseline), 1 something does, 2 usage error, 3 the engine could not
    be started or kept failing.
    """
    console = Console(highlight=False)

    def usage(message: str) -> None:
        console.print(f"[red]error:[/red] {message}")
        raise SystemExit(ExitCode.USAGE)

    declared = get_game(game)
    if engine is not None and engine_cmd is not None:
        usage("--engine and --engine-cmd exclude each other")
    if engine is None and engine_cmd is None:
        usage('name the engine under test with --engine module:factory or --engine-cmd "..."')
    for problem in engine_command_problems(engine_cmd, engine_env):
        usage(problem)
    if against == REFERENCE and declared.reference_engine is None:
        usage(f"{game} has no reference engine to explore against; pass --against module:factory")
    chosen = tuple(source.strip() for source in sources.split(",") if source.strip())
    unknown = sorted(set(chosen) - set(SOURCES))
    if unknown or not chosen:
        usage(f"--corpus takes a comma-separated list of {', '.join(SOURCES)}; got {sources!r}")
    accepted: set[str] = set()
    if baseline_path is not None:
        try:
            accepted = load_accepted(baseline_path, game)
        except ExploreBaselineError as error:
            usage(str(error))
    try:
        output_dir.mkdir(parents=True, exist_ok=True)
        (output_dir / ".tcgjudge-write-check").write_text("", encoding="utf-8")
        (output_dir / ".tcgjudge-write-check").unlink()
    except OSError as error:
        usage(f"cannot write the reports to {output_dir}: {error.strerror or error}")
    command = EngineCommand(engine_cmd, engine_timeout, engine_env, True, engine_restarts) if engine_cmd else None
    spec = command.spec if command is not None else str(engine)
    try:
        probe = open_engine(engine, command, game)
        engine_record = describe(probe, spec)
        capabilities = probe.info().capabilities
        probe.close()
    except EngineLoadError as error:
        console.print(f"[red]engine error:[/red] {error}")
        failed = ExploreReport(
            game,
            {"spec": spec, "name": "?", "version": "?"},
            {"spec": against, "name": "?", "version": "?"},
            seed,
            budget,
            workers,
            {},
            Stats(),
            [],
            accepted,
            str(error),
        )
        write_reports(failed, output_dir)
        raise SystemExit(ExitCode.ENGINE) from None
    try:
        other = load_engine(against, game)
        against_record = describe(other, against)
        capabilities &= other.info().capabilities
        other.close()
    except EngineLoadError as error:
        usage(f"--against: {error}")
    from tcgjudge.invariants.shared.records import game_kit

    kit = game_kit(game) if declared.invariants else None
    console.print(
        f"Exploring [bold]{engine_record['name']} {engine_record['version']}[/bold] against "
        f"[bold]{against_record['name']}[/bold] on {declared.name}: building the corpus"
    )
    try:
        corpus = build_corpus(declared, kit, chosen, seed, capabilities, clauses)
    except CorpusError as error:
        usage(str(error))
    if not corpus.starts:
        usage("the corpus is empty: no start the engine under test declares it can build")
    counts = {
        source: sum(1 for s in corpus.starts if s.origin.startswith(prefix))
        for source, prefix in (("scenarios", "scenario"), ("states", "generated"), ("fresh", "fresh"))
    }
    console.print(
        f"Corpus: {len(corpus.starts)} starts ({', '.join(f'{n} {k}' for k, n in counts.items())}); "
        f"{budget:g} s on {workers} worker(s)"
    )
    plans = [Plan(game, engine, command, against, seed + i, budget, max_disagreements) for i in range(workers)]
    results = run_plans(plans, corpus, console, budget)
    stats, findings, fatal = merge(results)
    report = ExploreReport(
        game, engine_record, against_record, seed, budget, workers, counts, stats, findings, accepted, fatal
    )
    paths = write_reports(report, output_dir)
    summarise(console, report)
    console.print("Reports: " + ", ".join(str(path) for path in paths.values()))
    if fatal:
        console.print(f"[red]engine error:[/red] {fatal}")
        raise SystemExit(ExitCode.ENGINE)
    raise SystemExit(1 if report.new else 0)


def run_plans(
    plans: list[Plan], corpus: Corpus, console: Console, budget: float
) -> list[tuple[Stats, list[Finding], str]]:
    progress = Progress(
        TextColumn("[bold]explore[/bold]"),
        BarColumn(),
        TextColumn("{task.fields[status]}"),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    )
    task = progress.add_task("explore", total=budget, status="")
    began = time.monotonic()
    if len(plans) == 1:
        with progress:
            return [explore_worker(plans[0], corpus, _Reporter(progress, task, began, budget))]
    context = multiprocessing.get_context("spawn")
    with context.Manager() as manager, progress:
        channel = manager.Queue()
        with ProcessPoolExecutor(len(plans), mp_context=context) as pool:
            futures = [pool.submit(explore_worker, plan, corpus, channel) for plan in plans]
            latest: dict[int, tuple[int, int]] = {}
            while not all(f.done() for f in futures):
                try:
                    worker, actions, found = channel.get(timeout=0.2)
                    latest[worker] = (actions, found)
                except queue.Empty:
                    pass
                total = sum(a for a, _ in latest.values())
                progress.update(
                    task,
                    completed=min(budget, time.monotonic() - began),
                    status=f"{total} actions, {sum(f for _, f in latest.values())} disagreement(s)",
                )
            return [f.result() for f in futures]


class _Reporter:
    """Progress in the same process, given as a queue's ``put`` would be: (worker, actions, found)."""

    def __init__(self, progress: Progress, task: Any, began: float, budget: float) -> None:
        self.progress, self.task, self.began, self.budget = progress, task, began, budget

    def put(self, item: tuple[int, int, int]) -> None:
        _, actions, found = item
        self.progress.update(
            self.task,
            completed=min(self.budget, time.monotonic() - self.began),
            status=f"{actions} actions, {found} disagreement(s)",
        )


def summarise(console: Console, report: ExploreReport) -> None:
    stats = report.stats
    rate = stats.actions / stats.seconds if stats.seconds else 0.0
    console.print(
        f"{stats.walks} walks, {stats.actions} actions ({rate:.0f}/s), {stats.resyncs} resynchronised after a shuffle"
    )
    for kind in KINDS:
        found = [f for f in report.findings if f.kind == kind]
        if not found:
            continue
        console.print(f"[bold]{kind}[/bold]: {len(found)}")
        for finding in found:
            label = "[dim]accepted[/dim]" if finding.fingerprint in report.accepted else "[red]new[/red]"
            console.print(
                f"  {label} {finding.fingerprint} {finding.summary[:300]} ({len(finding.steps)} action(s), "
                f"from {finding.origin})",
                highlight=False,
            )
    if report.findings:
        first = min(report.new or report.findings, key=lambda f: f.seconds)
        console.print("\nThe first disagreement as a scenario:\n")
        console.print(first.scenario, markup=False, highlight=False, soft_wrap=True)
    new = len(report.new)
    console.print(
        f"[bold]{len(report.findings)} disagreement(s), {new} new[/bold]"
        if report.findings
        else "[green]no disagreement[/green]"
    )
