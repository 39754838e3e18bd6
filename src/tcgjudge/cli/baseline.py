"""``tcgjudge baseline``: known failures of an engine, so CI fails only on regressions."""

from __future__ import annotations

import json
from pathlib import Path

import click

from tcgjudge.gate import ExitCode, baseline_from_results
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
    try:
        write_text_atomic(output, json.dumps(known.to_json(), ensure_ascii=False, indent=1) + "\n")
    except OSError as error:
        click.echo(f"error: cannot write {output}: {error.strerror or error}; choose another --output", err=True)
        raise SystemExit(ExitCode.USAGE) from None
    click.echo(f"wrote {output}: {len(known.known)} known failures of {known.engine or 'the engine'}")
