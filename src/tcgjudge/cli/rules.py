"""``tcgjudge rules``: extract, check and diff rules documents."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console

from tcgjudge.catalog import load_catalog
from tcgjudge.coverage import invariants_by_clause
from tcgjudge.rules.citations import code_by_clause
from tcgjudge.rules.diff import ClauseText, RulesDiff, attach_stale_citations, diff_clauses
from tcgjudge.rules.extract import extract
from tcgjudge.rules.index import Document, document_keys
from tcgjudge.rules.recognise import SeveralDocumentsError, UnrecognisedTextError, compare, recognise

TEXT_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise click.BadParameter(f"{path} is not UTF-8 text: {error}") from None


@click.group()
def rules() -> None:
    """Rule indexes: extract the clause skeleton of a text, compare versions."""


@rules.command("extract")
@click.argument("file", type=TEXT_FILE)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def extract_command(file: Path, fmt: str) -> None:
    """Print the clause ids, parents and cross-references of an official rules TEXT."""
    extraction = extract(read_text(file))
    if fmt == "json":
        data = {
            "style": extraction.style,
            "clauses": [
                {
                    "id": c.id,
                    "parent": c.parent,
                    "chapter": c.chapter,
                    "line": c.line,
                    "refs": list(c.refs),
                    "fingerprint": c.fingerprint,
                }
                for c in extraction.clauses
            ],
        }
        click.echo(json.dumps(data, ensure_ascii=False, indent=1))
        return
    if not extraction.clauses:
        raise click.UsageError(
            f"no numbered clauses found in {file}"
            + (
                ": it is empty"
                if not read_text(file).strip()
                else " (a titled rule reference has none: 'tcgjudge rules check FILE' matches its sections by "
                "fingerprint)"
            )
        )
    click.echo(f"# numbering style: {extraction.style}; {len(extraction.clauses)} clauses")
    for clause in extraction.clauses:
        refs = f"  -> {', '.join(clause.refs)}" if clause.refs else ""
        click.echo(f"{clause.id}\tparent={clause.parent or '-'}\tline={clause.line}{refs}")


def _print_diff(result: RulesDiff, title: str, fmt: str) -> None:
    if fmt == "json":
        click.echo(json.dumps({"title": title, **result.to_json()}, ensure_ascii=False, indent=1))
        return
    console = Console(highlight=False)
    console.print(f"[bold]{title}[/bold]")
    console.print(
        f"{len(result.unchanged)} unchanged, {len(result.added)} added, {len(result.removed)} removed, "
        f"{len(result.renumbered)} renumbered, {len(result.reworded)} reworded"
    )
    for label, ids in (("added", result.added), ("removed", result.removed), ("reworded", result.reworded)):
        if ids:
            console.print(f"[bold]{label}[/bold]: {', '.join(ids)}")
    if result.renumbered:
        moves = ", ".join(f"{old} -> {new}" for old, new in result.renumbered)
        console.print(f"[bold]renumbered[/bold]: {moves}")
    if result.stale:
        console.print("[bold red]stale citations[/bold red] (scenarios citing a changed clause):")
        for clause_id, scenarios in result.stale.items():
            for scenario in scenarios:
                console.print(f"  {clause_id}: {Path(scenario.path).name}:{scenario.line} {scenario.name}")
    if result.stale_invariants:
        console.print("[bold red]stale invariants[/bold red] (invariants enforcing a changed clause):")
        for clause_id, names in result.stale_invariants.items():
            console.print(f"  {clause_id}: {', '.join(names)}")
    if result.stale_code:
        console.print(
            "[bold red]stale code[/bold red] (engine functions, step definitions and mutants citing a changed clause):"
        )
        for clause_id, citers in result.stale_code.items():
            for citer in citers:
                console.print(f"  {clause_id}: {citer}")
    if result.changed and not result.stale_anything:
        console.print("No scenario, invariant, engine function, step definition or mutant cites a changed clause.")


@rules.command("check")
@click.argument("newer_text", type=TEXT_FILE)
@click.option("--document", type=click.Choice(document_keys()), help="which document it is (default: recognised)")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def check_command(newer_text: Path, document: str | None, fmt: str) -> None:
    """What changed in NEWER_TEXT since the version the suite was written for.

    The document is recognised by the fingerprints of its clauses (a titled rule reference by its sections);
    a text that is no version of the document named, or of any shipped one, or that holds several documents
    (files joined into one), is a usage error (exit 2).
    Exits 1 when a scenario, an invariant, an engine function, a step definition or a mutant cites a clause that
    changed (a stale citation).
    """
    text = read_text(newer_text)
    try:
        shipped, extraction = recognise(text, document)
    except UnrecognisedTextError as error:
        raise click.UsageError(f"{newer_text}: {error}") from None
    result = compare(shipped, text, extraction)
    game = shipped.game
    attach_stale_citations(result, load_catalog(game)[0], invariants_by_clause(game), code_by_clause(game))
    _print_diff(result, f"{shipped.label} -> {newer_text.name}", fmt)
    raise SystemExit(1 if result.stale_anything else 0)


@rules.command("diff")
@click.argument("old", type=TEXT_FILE)
@click.argument("new", type=TEXT_FILE)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def diff_command(old: Path, new: Path, fmt: str) -> None:
    """What changed between two versions OLD and NEW of a numbered rules text, and which scenarios, invariants,
    engine functions, step definitions and mutants cite it."""
    old_text = read_text(old)
    old_extraction = extract(old_text)
    if not old_extraction.clauses:
        raise click.UsageError(f"no numbered clauses found in {old}")
    try:
        shipped: Document | None = recognise(old_text)[0]
    except SeveralDocumentsError as error:
        raise click.UsageError(f"{old}: {error}") from None
    except UnrecognisedTextError:
        shipped = None  # two versions of a text the suite does not know: compared, no citation to check
    new_text = read_text(new)
    if shipped is not None:  # two different documents are no two versions of one: refused, as rules check does
        try:
            recognise(new_text, shipped.key)
        except UnrecognisedTextError as error:
            raise click.UsageError(f"{new} is no version of {old} ({shipped.name}): {error}") from None
    new_extraction = extract(new_text, old_extraction.style)
    result = diff_clauses(
        [ClauseText(c.id, c.fingerprint) for c in old_extraction.clauses],
        [ClauseText(c.id, c.fingerprint) for c in new_extraction.clauses],
    )
    if shipped is not None:
        game = shipped.game
        attach_stale_citations(result, load_catalog(game)[0], invariants_by_clause(game), code_by_clause(game))
    known = f"({shipped.game})" if shipped is not None else "(not a shipped document: no citations checked)"
    _print_diff(result, f"{old.name} -> {new.name} {known}", fmt)
