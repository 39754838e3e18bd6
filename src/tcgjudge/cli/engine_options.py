"""What ``run`` and ``explore`` share about an engine process: its options and their checks before it starts."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

import click

from tcgjudge.protocol.client import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT
from tcgjudge.protocol.process import split_command

F = TypeVar("F", bound=Callable[..., Any])


def engine_process_options(command: F) -> F:
    """``--engine-timeout``, ``--engine-env`` and ``--engine-restarts``, as each command starting an engine has them."""
    options = [
        click.option(
            "--engine-timeout",
            type=click.FloatRange(min=0.1),
            default=DEFAULT_TIMEOUT,
            show_default=True,
            help="seconds the engine process may take to answer one request",
        ),
        click.option(
            "--engine-env",
            "engine_env",
            multiple=True,
            metavar="NAME",
            help="pass environment variable NAME on to the engine process (besides PATH, HOME, LANG, SYSTEMROOT, "
            "TMPDIR)",
        ),
        click.option(
            "--engine-restarts",
            type=click.IntRange(0, 100),
            default=DEFAULT_MAX_RESTARTS,
            show_default=True,
            help="stop (exit 3) after the engine process failed this many scenarios or walks in a row",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def engine_command_problems(engine_cmd: str | None, names: tuple[str, ...]) -> list[str]:
    """What is wrong with an engine process's options before it is started (``run`` and ``explore``): an
    ``--engine-env`` that would pass nothing on, and an ``--engine-cmd`` that is empty or cannot be split."""
    problems = engine_env_problems(names)
    if engine_cmd is not None:
        try:
            split_command(engine_cmd)
        except ValueError as error:
            problems.append(
                f"--engine-cmd {engine_cmd!r}: {error}; give the engine's command line, quoted as a "
                'shell would (e.g. --engine-cmd "node engine.js")'
            )
    return problems


def engine_env_problems(names: tuple[str, ...]) -> list[str]:
    """Each ``--engine-env`` that would pass nothing on: written ``NAME=VALUE``, or naming an unset variable."""
    problems = []
    for name in names:
        if "=" in name:
            variable = name.split("=", 1)[0]
            problems.append(
                f"--engine-env takes a variable's NAME, not {name!r}: set {variable} in the environment "
                f"and write --engine-env {variable}"
            )
        elif name not in os.environ:
            problems.append(f"--engine-env {name}: {name} is not set in this environment; set it or drop the option")
    return problems
