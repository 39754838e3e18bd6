"""``tcgjudge protocol``: the JSON-lines protocol's message schemas."""

from __future__ import annotations

import click

from tcgjudge.protocol.validation import MESSAGE_NAMES, schema_text
from tcgjudge.registry import game_keys


@click.group()
def protocol() -> None:
    """The JSON-lines protocol for engines in other languages (docs/protocol.md)."""


@protocol.command("schema")
@click.argument("name", required=False, type=click.Choice(MESSAGE_NAMES))
@click.option("--game", type=click.Choice(game_keys()), help="point the game/ references at this game's schemas")
def schema_command(name: str | None, game: str | None) -> None:
    """Print the JSON Schema of message NAME, or list the messages when NAME is omitted."""
    if name is None:
        for message in MESSAGE_NAMES:
            click.echo(message)
        return
    click.echo(schema_text(name, game), nl=False)
