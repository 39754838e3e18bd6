"""``tcgjudge coverage``: which clauses the scenarios cover, and (with results) which pass."""

from __future__ import annotations

import io
import json
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from tcgjudge.catalog import load_catalog
from tcgjudge.coverage import GameCoverage, build_coverage, coverage_to_json
from tcgjudge.gate import ExitCode
from tcgjudge.registry import game_keys
from tcgjudge.report.html import render_html
from tcgjudge.results import ResultsFileError, RunResults, load_results, write_text_atomic
from tcgjudge.rules.extract import extract

rules_text_option = click.option(
    "--rules-text",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="your copy of the official rules text, shown beside each clause in the HTML report (never shipped)",
)
"""The one ``--rules-text`` option of every command that writes the HTML report; read with :func:`official_texts`."""


def official_texts(path: Path | None, game: str | None = None) -> dict[str, str]:
    """Clause texts from the user's own copy of the rules (never shipped with tcgjudge); with ``game``, the text
    must be a version of one of that game's rules documents (recognised by its clauses), never another's."""
    if path is None:
        return {}
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError) as error:
        reason = "is not a UTF-8 text file" if isinstance(error, UnicodeDecodeError) else f"cannot be read ({error})"
        raise click.UsageError(f"--rules-text {path} {reason}") from None
    if game is not None:
        from tcgjudge.registry import get_game
        from tcgjudge.rules.recognise import UnrecognisedTextError, recognise

        documents = get_game(game).documents
        try:
            document = recognise(text)[0]
        except UnrecognisedTextError as error:
            raise click.UsageError(f"--rules-text {path}: {error}; give your copy of {game}'s rules text") from None
        if document.key not in documents:
            raise click.UsageError(
                f"--rules-text {path} is a version of {document.name} ({document.game}), not of {game}'s rules: "
                f"give your copy of {game}'s rules text"
            )
    return extract(text).text_by_id


def coverage_markdown(cov: GameCoverage) -> str:
    totals = cov.totals()
    lines = [
        f"### {cov.game}: {totals['covered']}/{totals['testable']} testable clauses covered ({totals['percent']}%)",
        "",
        "| chapter | title | clauses | testable | covered | % |" + (" passing | failing |" if cov.run else ""),
        "| --- | --- | ---: | ---: | ---: | ---: |" + (" ---: | ---: |" if cov.run else ""),
    ]
    for chapter in cov.chapters:
        t = chapter.totals()
        row = (
            f"| {chapter.document} {chapter.chapter} | {chapter.title} | {t['clauses']} | {t['testable']} "
            f"| {t['covered']} | {t['percent']} |"
        )
        if cov.run:
            row += f" {t['passed']} | {t['failed']} |"
        lines.append(row)
    return "\n".join(lines) + "\n"


def coverage_text(cov: GameCoverage, console: Console, verbose: bool) -> None:
    totals = cov.totals()
    table = Table(title=f"{cov.game}: coverage by chapter")
    for column in ("chapter", "title", "testable", "covered", "%"):
        table.add_column(column, justify="right" if column not in ("chapter", "title") else "left")
    if cov.run:
        table.add_column("passing", justify="right")
        table.add_column("failing", justify="right")
    for chapter in cov.chapters:
        t = chapter.totals()
        cells = [
            f"{chapter.document} {chapter.chapter}",
            chapter.title,
            str(t["testable"]),
            str(t["covered"]),
        ]
        cells.append(f"{t['percent']}")
        if cov.run:
            cells += [str(t["passed"]), str(t["failed"])]
        table.add_row(*cells)
    console.print(table)
    console.print(
        f"[bold]{totals['covered']}/{totals['testable']}[/bold] testable clauses covered "
        f"({totals['percent']}%); {totals['untestable']} clauses not testable."
    )
    if verbose:
        for chapter in cov.chapters:
            for item in chapter.clauses:
                names = "; ".join(s.name for s in item.scenarios) or "-"
                if item.broken:  # a scenario with an undefined step, which covers nothing
                    names += "; not run (undefined step): " + "; ".join(s.name for s in item.broken)
                console.print(f"{item.clause.id:<14} {item.status:<11} {item.clause.title}  [{names}]")


@click.command()
@click.option("--game", type=click.Choice(game_keys()), multiple=True, help="default: every game")
@click.option("--format", "fmt", type=click.Choice(["text", "md", "json", "html"]), default="text", show_default=True)
@click.option(
    "--results",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="results file of a run, to show pass/fail per clause",
)
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path), help="write here, not stdout")
@rules_text_option
@click.option("--verbose", "-v", is_flag=True, help="text format: list every clause")
def coverage(
    game: tuple[str, ...],
    fmt: str,
    results: Path | None,
    output: Path | None,
    rules_text: Path | None,
    verbose: bool,
) -> None:
    """Coverage of the rules by the scenarios, per game, chapter and clause.

    Exits 1 when a scenario cites a clause id the rule index does not have, or has a step no step definition
    matches (such a scenario cannot run, so it covers nothing).
    """
    try:
        run: RunResults | None = load_results(results) if results else None
    except ResultsFileError as error:
        raise click.UsageError(str(error)) from None
    keys = list(game) or ([run.game] if run else game_keys())
    if run is not None and run.game not in keys:
        raise click.UsageError(
            f"--results {results} is a run of {run.game}, not of {', '.join(keys)}: give that game's results"
        )
    if fmt == "html" and len(keys) != 1:
        raise click.UsageError("--format html takes exactly one --game")
    problems = [problem for key in keys for problem in load_catalog(key)[1]]
    code = fmt in ("json", "html")  # the engine functions and mutants citing each clause: columns of these formats
    reports = [build_coverage(key, run if run and run.game == key else None, citations=code) for key in keys]
    if fmt == "json":
        text = json.dumps([coverage_to_json(r) for r in reports], ensure_ascii=False, indent=1)
    elif fmt == "md":
        text = "\n".join(coverage_markdown(r) for r in reports)
    elif fmt == "html":
        text = render_html(reports[0], official_texts(rules_text, keys[0]), output.parent if output else None)
    else:
        text = ""
    console = Console(stderr=True) if output is None and fmt != "text" else Console()
    if fmt == "text" and output is not None:  # -o writes the text table to the file, as plain text
        table = Console(file=io.StringIO(), record=True, width=120, color_system=None)
        for report in reports:
            coverage_text(report, table, verbose)
        text = table.export_text()
    if fmt == "text" and output is None:
        for report in reports:
            coverage_text(report, console, verbose)
    elif output is not None:
        try:
            output.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(output, text)
        except OSError as error:
            click.echo(f"error: cannot write {output}: {error.strerror or error}; choose another --output", err=True)
            raise SystemExit(ExitCode.USAGE) from None
        console.print(f"wrote {output}")
    else:
        click.echo(text)
    for problem in problems:
        click.echo(f"error: {problem}", err=True)
    undefined = [step for report in reports for step in report.undefined]
    for step in undefined:
        clause = f" does not cover {step.scenario.primary}" if step.scenario.primary else " covers nothing"
        click.echo(
            f"error: {step}, so the scenario cannot run and{clause}: write the step as the game's step vocabulary "
            "has it (docs/steps.md, docs/<game>-steps.md) or add a step definition",
            err=True,
        )
    if any(problem.syntax for problem in problems):
        raise SystemExit(ExitCode.USAGE)  # the suite does not load
    if problems or undefined:
        raise SystemExit(1)
