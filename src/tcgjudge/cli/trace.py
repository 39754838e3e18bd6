"""``tcgjudge trace``: everything that checks one clause, from the rule index to the mutants."""

from __future__ import annotations

import json

import click

from tcgjudge.registry import game_keys


@click.command()
@click.option("--game", "game", type=click.Choice(game_keys()), required=True, help="the game whose clause it is")
@click.argument("clause")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def trace(game: str, clause: str, fmt: str) -> None:
    """Everything that checks CLAUSE: its index entry, scenarios, the step definition of each of their steps,
    the engine functions citing it, its mutants and its invariants.

    An unknown game or clause is a usage error (exit 2); otherwise exits 0, whatever is found.
    """
    from tcgjudge.trace import UnknownClauseError, trace_clause, trace_text

    try:
        found = trace_clause(game, clause)
    except UnknownClauseError as error:
        raise click.UsageError(str(error)) from None
    if fmt == "json":
        click.echo(json.dumps(found.to_json(), ensure_ascii=False, indent=1))
    else:
        click.echo(trace_text(found), nl=False)
