"""``tcgjudge``: the command line. Each command group lives in its own module."""

from __future__ import annotations

import sys

import click
from rich.console import Console
from rich.table import Table

from tcgjudge import __version__
from tcgjudge.cli.baseline import baseline
from tcgjudge.cli.coverage import coverage
from tcgjudge.cli.protocol import protocol
from tcgjudge.cli.rules import rules
from tcgjudge.cli.run import run
from tcgjudge.cli.serve import serve
from tcgjudge.games import GAMES
from tcgjudge.rules.index import load_document

EXIT_CODES_HELP = """\b
Exit codes:
  0  conformant (given the baseline, if any)
  1  conformance failures, or coverage below --min-coverage
  2  usage error: bad option, missing or malformed file
  3  the engine could not be started or broke the protocol
"""


@click.group(epilog=EXIT_CODES_HELP, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tcgjudge")
def cli() -> None:
    """Rules-conformance suite for trading card games with numbered comprehensive rules."""


@cli.command()
def games() -> None:
    """List the games, their rules documents and whether a reference engine exists."""
    table = Table("game", "name", "rules documents", "reference engine")
    for game in GAMES.values():
        documents = ", ".join(f"{doc.name} {doc.version}" for doc in (load_document(key) for key in game.documents))
        table.add_row(game.key, game.name, documents, "yes" if game.engine else "not yet")
    Console().print(table)


cli.add_command(rules)
cli.add_command(coverage)
cli.add_command(run)
cli.add_command(baseline)
cli.add_command(serve)
cli.add_command(protocol)


def main() -> None:
    """Console-script entry point."""
    sys.exit(cli.main(standalone_mode=True))
