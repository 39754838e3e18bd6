"""``tcgjudge rules``: extract, check and diff rules documents."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console

from tcgjudge.catalog import load_catalog
from tcgjudge.rules.diff import ClauseText, RulesDiff, attach_stale_citations, diff_clauses
from tcgjudge.rules.extract import Extraction, extract
from tcgjudge.rules.index import Document, document_keys, load_document

TEXT_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise click.BadParameter(f"{path} is not UTF-8 text: {error}") from None


def best_document(extraction: Extraction) -> Document:
    """The shipped document a text is a version of: same numbering, most shared fingerprints."""
    prints = {clause.fingerprint for clause in extraction.clauses}
    ids = set(extraction.ids())
    candidates = [load_document(key) for key in document_keys()]
    candidates = [d for d in candidates if d.numbering == extraction.style] or candidates
    return max(
        candidates,
        key=lambda d: (
            len(prints & {c.fingerprint for c in d.clauses}),
            len(ids & {c.id for c in d.clauses}),
        ),
    )


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
    elif result.changed:
        console.print("No scenario cites a changed clause.")


@rules.command("check")
@click.argument("newer_text", type=TEXT_FILE)
@click.option("--document", type=click.Choice(document_keys()), help="which document it is (default: detected)")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def check_command(newer_text: Path, document: str | None, fmt: str) -> None:
    """What changed in NEWER_TEXT since the version the suite was written for.

    Exits 1 when any scenario cites a clause that changed (a stale citation).
    """
    extraction = extract(read_text(newer_text))
    shipped = load_document(document) if document else best_document(extraction)
    result = diff_clauses(
        [ClauseText(c.id, c.fingerprint) for c in shipped.clauses],
        [ClauseText(c.id, c.fingerprint) for c in extraction.clauses],
    )
    attach_stale_citations(result, load_catalog(shipped.game)[0])
    _print_diff(result, f"{shipped.name} {shipped.version} -> {newer_text.name}", fmt)
    raise SystemExit(1 if result.stale else 0)


@rules.command("diff")
@click.argument("old", type=TEXT_FILE)
@click.argument("new", type=TEXT_FILE)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def diff_command(old: Path, new: Path, fmt: str) -> None:
    """What changed between two versions OLD and NEW of a rules text, and which scenarios cite it."""
    old_extraction = extract(read_text(old))
    new_extraction = extract(read_text(new), old_extraction.style)
    result = diff_clauses(
        [ClauseText(c.id, c.fingerprint) for c in old_extraction.clauses],
        [ClauseText(c.id, c.fingerprint) for c in new_extraction.clauses],
    )
    game = best_document(old_extraction).game
    attach_stale_citations(result, load_catalog(game)[0])
    _print_diff(result, f"{old.name} -> {new.name} ({game})", fmt)
