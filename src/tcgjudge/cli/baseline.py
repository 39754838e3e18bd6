"""``tcgjudge baseline``: known failures of an engine, so CI fails only on regressions."""

from __future__ import annotations

import json
from pathlib import Path

import click

from tcgjudge.gate import Baseline, BaselineError, ExitCode, baseline_from_results, load_baseline, pruned, stale_entries
from tcgjudge.results import ResultsFileError, load_results, write_text_atomic


@click.group()
def baseline() -> None:
    """Write baselines of known failures."""


@baseline.command("write")
@click.argument("results", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path), default=Path("tcgjudge-baseline.json"))
@click.option("--include-unsupported", is_flag=True, help="also list unsupported scenarios (for --fail-on-unsupported)")
def write_command(results: Path, output: Path, include_unsupported: bool) -> None:
    """Make a baseline from a RESULTS file: every failing scenario becomes a known failure."""
    try:
        run = load_results(results)
    except ResultsFileError as error:
        raise click.BadParameter(str(error)) from None
    known = baseline_from_results(run, include_unsupported)
    _write(known, output)
    click.echo(f"wrote {output}: {len(known.known)} known failures of {known.engine or 'the engine'}")


def _write(known: Baseline, output: Path) -> None:
    try:
        write_text_atomic(output, json.dumps(known.to_json(), ensure_ascii=False, indent=1) + "\n")
    except OSError as error:
        click.echo(f"error: cannot write {output}: {error.strerror or error}; choose another --output", err=True)
        raise SystemExit(ExitCode.USAGE) from None


@baseline.command("prune")
@click.argument("baseline_file", metavar="BASELINE", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--results", type=click.Path(exists=True, dir_okay=False, path_type=Path), help="a whole run's results")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path), help="default: BASELINE itself")
def prune_command(baseline_file: Path, results: Path | None, output: Path | None) -> None:
    """Drop the entries of BASELINE that match no scenario or clause of the suite (renamed, misspelt); with the
    RESULTS of a whole run, also scenario keys that run did not have."""
    try:
        known = load_baseline(baseline_file)
        run = load_results(results) if results else None
    except (BaselineError, ResultsFileError) as error:
        raise click.BadParameter(str(error)) from None
    if run is not None and run.game != known.game:
        raise click.BadParameter(f"--results is a run of {run.game}; the baseline is for {known.game}")
    stale = stale_entries(known, run)
    for entry in stale:
        click.echo(f"dropped: {entry.scenario or entry.clause}")
    _write(pruned(known, stale), output or baseline_file)
    click.echo(f"wrote {output or baseline_file}: {len(known.known) - len(stale)} known failures, {len(stale)} dropped")
