"""Mutation check of a game's suite: does breaking any one rule of its reference engine make a scenario fail?

Runs the game's suite once against the unmutated reference engine (the baseline: scenarios
failing there are left out), then once per mutant of the game's catalogue
(``tools/mutation/<game>.py``, see :mod:`mutant`), each in its own
``python -m pytest`` subprocess with ``TCGJUDGE_MUTANT`` set, and prints which
scenarios caught each mutant. A mutant is KILLED when at least one scenario that
passes on the baseline fails (or errors) with it, SURVIVED when none does, and BROKEN
when it no longer applies to the engine or its run produced no results.

Usage::

    python tools/mutation/run_mutants.py [--game KEY] [--mutant NAME ...] [--json FILE] [--jobs N]

Exit status: 0 when every mutant was killed, 1 when any survived (or was broken),
2 when the game has no catalogue, a mutant name is unknown, or the baseline run itself failed.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from rich.console import Console
from rich.table import Table

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from mutant import ENV, Mutant  # noqa: E402

from tcgjudge.plugin import suite_arguments  # noqa: E402
from tcgjudge.registry import UnknownGameError, all_games, get_game  # noqa: E402

FAILING = ("failed", "error")
SHOWN = 3
"""How many catching scenarios the table names per mutant."""

Status = Literal["KILLED", "SURVIVED", "BROKEN"]


class NoCatalogueError(Exception):
    """The game is unknown, has no steps, or has no mutation catalogue."""


@dataclass(frozen=True)
class Target:
    """The game whose suite is run, and its catalogue."""

    game: str
    catalogue: tuple[Mutant, ...]

    @property
    def factory(self) -> str:
        return f"{self.game}:make_engine"

    @property
    def mutants(self) -> dict[str, Mutant]:
        return {m.name: m for m in self.catalogue}


def default_game() -> str:
    """The first registered game with a reference engine."""
    return next((key for key, game in all_games().items() if game.reference_engine), "")


def target_for(game: str) -> Target:
    try:
        declared = get_game(game)
    except UnknownGameError as error:
        raise NoCatalogueError(str(error)) from None
    if declared.steps is None or not (HERE / f"{game}.py").is_file():
        raise NoCatalogueError(f"{game} has no mutation catalogue (tools/mutation/{game}.py) yet")
    catalogue: tuple[Mutant, ...] = importlib.import_module(game).CATALOGUE
    return Target(game, catalogue)


@dataclass(frozen=True)
class Scenario:
    """One scenario result of a run, as the results JSON records it."""

    key: str
    scenario: str
    clause: str
    outcome: str
    message: str = ""

    def to_json(self) -> dict[str, str]:
        return {
            "key": self.key,
            "scenario": self.scenario,
            "clause": self.clause,
            "outcome": self.outcome,
            "message": self.message,
        }


@dataclass
class SuiteRun:
    """The scenario results of one subprocess run (``error`` set when there are none to trust)."""

    scenarios: dict[str, Scenario] = field(default_factory=dict)
    error: str = ""

    def failing(self) -> set[str]:
        return {key for key, s in self.scenarios.items() if s.outcome in FAILING}


@dataclass
class Verdict:
    """What the suite did to one mutant."""

    mutant: Mutant
    status: Status
    caught_by: list[Scenario] = field(default_factory=list)
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.mutant.name,
            "clause": self.mutant.clause,
            "description": self.mutant.description,
            "status": self.status,
            "failed": len(self.caught_by),
            "caught_by": [s.to_json() for s in self.caught_by],
            "error": self.error,
        }


@dataclass(frozen=True)
class Selection:
    """Which scenarios every run (baseline and mutants alike) is limited to; empty: the whole suite."""

    clauses: tuple[str, ...] = ()
    chapters: tuple[str, ...] = ()

    def arguments(self) -> list[str]:
        out: list[str] = []
        for pattern in self.clauses:
            out += ["--tcg-clause", pattern]
        for chapter in self.chapters:
            out += ["--tcg-chapter", chapter]
        return out


def pytest_command(target: Target, results: Path, workers: int, selection: Selection) -> list[str]:
    command = [
        sys.executable,
        "-m",
        "pytest",
        *suite_arguments(target.game),
        "--tcg-engine",
        target.factory,
        "--tcg-results",
        str(results),
        "-q",
        "--tb=no",
        "-p",
        "no:cacheprovider",
    ]
    command += selection.arguments()
    if workers > 1:
        command += ["-n", str(workers)]
    return command


def run_suite(
    target: Target, mutant: str, workdir: Path, workers: int, timeout: float, selection: Selection = Selection()
) -> SuiteRun:
    """Run the whole suite in a subprocess with ``mutant`` active ("" for the baseline)."""
    results = workdir / f"{mutant or 'baseline'}.json"
    path = os.pathsep.join(p for p in (str(HERE), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, "PYTHONPATH": path, ENV: mutant}
    try:
        proc = subprocess.run(
            pytest_command(target, results, workers, selection),
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return SuiteRun(error=f"timed out after {timeout:.0f}s")
    if proc.returncode not in (0, 1) or not results.is_file():
        tail = (proc.stdout + proc.stderr).strip().splitlines()[-5:]
        return SuiteRun(error=f"pytest exited {proc.returncode}: " + " | ".join(tail))
    data = json.loads(results.read_text(encoding="utf-8"))
    if not data.get("complete"):
        return SuiteRun(error="the results file is incomplete")
    if data.get("engine", {}).get("error"):
        return SuiteRun(error=f"engine did not load: {data['engine']['error']}")
    run = SuiteRun()
    for row in data["results"]:
        clauses = row.get("clauses") or ["?"]
        run.scenarios[row["key"]] = Scenario(
            row["key"], row["scenario"], clauses[0], row["outcome"], str(row.get("message", ""))[:300]
        )
    if not run.scenarios:
        run.error = "no scenario ran"
    return run


def check_applies(mutant: Mutant) -> str:
    """'' if the mutant's patches apply to the engine as it is now, else why not."""
    try:
        with mutant.applied():
            pass
    except Exception as error:
        return f"does not apply: {error!r}"
    return ""


def judge(mutant: Mutant, run: SuiteRun, baseline: SuiteRun) -> Verdict:
    if run.error:
        return Verdict(mutant, "BROKEN", error=run.error)
    # Only scenarios that pass without the mutant count: failing ones, and ones the baseline did
    # not run (feature files written meanwhile), cannot show that the mutant was caught.
    passing = {key for key, s in baseline.scenarios.items() if s.outcome == "passed"}
    caught = [s for key, s in run.scenarios.items() if s.outcome in FAILING and key in passing]
    return Verdict(mutant, "KILLED" if caught else "SURVIVED", caught)


def mutate_all(
    target: Target,
    mutants: list[Mutant],
    baseline: SuiteRun,
    workdir: Path,
    workers: int,
    jobs: int,
    timeout: float,
    selection: Selection = Selection(),
) -> list[Verdict]:
    def one(mutant: Mutant) -> Verdict:
        problem = check_applies(mutant)
        if problem:
            return Verdict(mutant, "BROKEN", error=problem)
        return judge(mutant, run_suite(target, mutant.name, workdir, workers, timeout, selection), baseline)

    with ThreadPoolExecutor(max_workers=max(jobs, 1)) as pool:
        return list(pool.map(one, mutants))


def verdicts_from_json(report: dict[str, Any]) -> list[Verdict]:
    """The verdicts of a ``--json`` file, to show its table again without running anything (``--show``)."""
    out: list[Verdict] = []
    for row in report["mutants"]:
        mutant = Mutant(row["name"], row["clause"], row["description"], list)
        caught = [
            Scenario(s["key"], s["scenario"], s["clause"], s["outcome"], s.get("message", "")) for s in row["caught_by"]
        ]
        out.append(Verdict(mutant, row["status"], caught, row.get("error", "")))
    return out


STYLE = {"KILLED": "bold green", "SURVIVED": "bold red", "BROKEN": "bold yellow"}


def table(game: str, verdicts: list[Verdict]) -> Table:
    out = Table(title=f"Mutation check: {game} reference engine")
    out.add_column("mutant", no_wrap=True)
    out.add_column("clause", no_wrap=True)
    out.add_column("failed", justify="right")
    out.add_column("caught by (primary clause)")
    out.add_column("status", no_wrap=True)
    for v in verdicts:
        shown = [f"[{s.clause}] {s.scenario}" for s in v.caught_by[:SHOWN]]
        if len(v.caught_by) > SHOWN:
            shown.append(f"... and {len(v.caught_by) - SHOWN} more")
        detail = "\n".join(shown) if v.caught_by else (v.error or f"no scenario: {v.mutant.description}")
        out.add_row(v.mutant.name, v.mutant.clause, str(len(v.caught_by)), detail, f"[{STYLE[v.status]}]{v.status}[/]")
    return out


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0] if __doc__ else None)
    parser.add_argument(
        "--game",
        default=default_game(),
        metavar="KEY",
        help="the game whose suite and catalogue run (default: the first with a reference engine)",
    )
    parser.add_argument(
        "--mutant",
        action="append",
        default=[],
        metavar="NAME",
        help="run only this mutant (repeatable); default: the whole catalogue",
    )
    parser.add_argument(
        "--mutant-clause",
        action="append",
        default=[],
        metavar="PATTERN",
        help="run only the mutants breaking a clause matching PATTERN, e.g. '18.3.*' (repeatable; --clause picks the "
        "scenarios instead)",
    )
    parser.add_argument("--json", type=Path, default=None, metavar="FILE", help="also write the verdicts here")
    parser.add_argument(
        "--jobs",
        type=int,
        default=min(os.cpu_count() or 2, 4),
        help="suite runs in parallel (default: CPUs, at most 4)",
    )
    parser.add_argument(
        "-n",
        "--workers",
        type=int,
        default=0,
        help="pytest-xdist workers inside each run (default: none; the suite is small)",
    )
    parser.add_argument(
        "--clause",
        action="append",
        default=[],
        metavar="PATTERN",
        help="run only scenarios citing a clause matching PATTERN, e.g. '7-1-4-*' (repeatable)",
    )
    parser.add_argument(
        "--chapter", action="append", default=[], metavar="N", help="run only scenarios of chapter N (repeatable)"
    )
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds allowed per suite run")
    parser.add_argument("--width", type=int, default=None, help="table width (default: the terminal's)")
    parser.add_argument("--list", action="store_true", help="list the catalogue and exit")
    parser.add_argument(
        "--show",
        type=Path,
        default=None,
        metavar="FILE",
        help="print the table of an earlier run's --json file, and its exit status, without running anything",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    console = Console(width=args.width)
    if args.show is not None:
        try:
            report = json.loads(args.show.read_text(encoding="utf-8"))
            shown = verdicts_from_json(report)
        except (OSError, ValueError, KeyError, TypeError) as error:
            console.print(f"[red]error:[/] cannot show {args.show}: {error}", highlight=False)
            return 2
        console.print(
            f"baseline (no mutant, the whole suite): {report['baseline']['scenarios']} scenarios, "
            f"{len(report['baseline']['already_failing'])} already failing (left out)",
            highlight=False,
        )
        console.print(table(report["game"], shown))
        killed = sum(v.status == "KILLED" for v in shown)
        console.print(f"{killed}/{len(shown)} mutants killed", highlight=False)
        return 0 if killed == len(shown) else 1
    try:
        target = target_for(args.game)
    except NoCatalogueError as error:
        console.print(f"[red]error:[/] {error}", highlight=False)
        return 2
    if args.list:
        for m in target.catalogue:
            console.print(f"{m.name:30} {m.clause:10} {m.description}", highlight=False)
        return 0
    unknown = [name for name in args.mutant if name not in target.mutants]
    if unknown:
        console.print(f"[red]unknown mutant(s): {', '.join(unknown)}[/]; see --list")
        return 2
    chosen = [target.mutants[name] for name in dict.fromkeys(args.mutant)] if args.mutant else list(target.catalogue)
    if args.mutant_clause:
        chosen = [m for m in chosen if any(fnmatch.fnmatchcase(m.clause, p) for p in args.mutant_clause)]
        if not chosen:
            console.print(f"[red]no mutant breaks a clause matching {', '.join(args.mutant_clause)}[/]; see --list")
            return 2
    with tempfile.TemporaryDirectory(prefix="tcgjudge-mutants-") as temporary:
        workdir = Path(temporary)
        selection = Selection(tuple(args.clause), tuple(args.chapter))
        baseline = run_suite(target, "", workdir, args.workers, args.timeout, selection)
        if baseline.error:
            console.print(f"[red]baseline run failed:[/] {baseline.error}")
            return 2
        already = sorted(baseline.failing())
        scope = " ".join(selection.arguments()) or "the whole suite"
        console.print(
            f"baseline (no mutant, {scope}): {len(baseline.scenarios)} scenarios, "
            f"{len(already)} already failing (left out)",
            highlight=False,
        )
        for key in already:
            console.print(f"  already failing: {key}", highlight=False)
        verdicts = mutate_all(target, chosen, baseline, workdir, args.workers, args.jobs, args.timeout, selection)
    console.print(table(target.game, verdicts))
    killed = sum(v.status == "KILLED" for v in verdicts)
    console.print(f"{killed}/{len(verdicts)} mutants killed", highlight=False)
    if args.json is not None:
        report = {
            "game": target.game,
            "baseline": {"scenarios": len(baseline.scenarios), "already_failing": already},
            "killed": killed,
            "total": len(verdicts),
            "mutants": [v.to_json() for v in verdicts],
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0 if killed == len(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
