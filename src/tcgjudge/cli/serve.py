"""``tcgjudge serve``: serve an in-process engine over the JSON-lines protocol on stdin/stdout."""

from __future__ import annotations

import sys

import click

from tcgjudge.engine.loader import EngineLoadError, load_engine
from tcgjudge.gate import ExitCode
from tcgjudge.protocol.server import serve_stdio
from tcgjudge.registry import game_keys


@click.command()
@click.option("--game", required=True, type=click.Choice(game_keys()), help="the game the engine plays")
@click.option(
    "--engine",
    default="reference",
    show_default=True,
    help="the engine to serve: 'reference' or 'module:factory'",
)
def serve(game: str, engine: str) -> None:
    """Serve ENGINE over the JSON-lines protocol (docs/protocol.md) on stdin/stdout, for `run --engine-cmd`."""
    try:
        instance = load_engine(engine, game)
    except EngineLoadError as error:
        click.echo(f"engine error: {error}", err=True)
        sys.exit(ExitCode.ENGINE)
    serve_stdio(instance, game)
