"""``tcgjudge``: the command line. Each command group lives in its own module, imported when it is used.

Lazy imports keep ``tcgjudge serve`` (started once per protocol run, and again after every
engine fault) from importing pytest, the reports and the schema tools it never uses.
"""

from __future__ import annotations

import importlib
import sys

import click

from tcgjudge import __version__

EXIT_CODES_HELP = """\b
Exit codes (docs/exit-codes.md):
  0    conformant (given the baseline, if any)
  1    conformance failures, or coverage below --min-coverage
  2    usage error: bad option, missing or malformed file, output that cannot be written
  3    the engine could not be started, or kept failing (--engine-restarts)
  130  interrupted (Ctrl-C or SIGTERM): the reports hold the results so far
"""


SUBCOMMANDS = {
    "rules": "tcgjudge.cli.rules:rules",
    "coverage": "tcgjudge.cli.coverage:coverage",
    "run": "tcgjudge.cli.run:run",
    "baseline": "tcgjudge.cli.baseline:baseline",
    "serve": "tcgjudge.cli.serve:serve",
    "protocol": "tcgjudge.cli.protocol:protocol",
    "explore": "tcgjudge.cli.explore:explore",
    "trace": "tcgjudge.cli.trace:trace",
}
"""Command name -> ``module:attribute`` of its click command, imported on first use."""


class LazyGroup(click.Group):
    """A click group whose subcommands (:data:`SUBCOMMANDS`) are imported only when named or listed in help."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *SUBCOMMANDS])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in SUBCOMMANDS:
            module, attribute = SUBCOMMANDS[cmd_name].split(":")
            command: click.Command = getattr(importlib.import_module(module), attribute)
            return command
        return super().get_command(ctx, cmd_name)


@click.group(cls=LazyGroup, epilog=EXIT_CODES_HELP, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tcgjudge")
def cli() -> None:
    """Rules-conformance suite for trading card games with numbered comprehensive rules."""


@cli.command()
def games() -> None:
    """List the games, their rules documents and whether a reference engine exists."""
    from rich.console import Console
    from rich.table import Table

    from tcgjudge.registry import all_games
    from tcgjudge.rules.index import load_document

    table = Table("game", "name", "rules documents", "reference engine")
    for game in all_games().values():
        documents = ", ".join(load_document(key).label for key in game.documents)
        table.add_row(game.key, game.name, documents, "yes" if game.reference_engine else "not yet")
    Console().print(table)


def main() -> None:
    """Console-script entry point."""
    sys.exit(cli.main(standalone_mode=True))
