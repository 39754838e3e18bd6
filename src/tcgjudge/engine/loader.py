"""Find and start the engine under test from a command-line spec."""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING

from tcgjudge.engine.interface import Engine, EngineError
from tcgjudge.registry import get_game

if TYPE_CHECKING:
    from tcgjudge.protocol.client import EngineCommand

REFERENCE = "reference"


class EngineLoadError(EngineError):
    """The engine could not be found or started (exit code 3 on the command line)."""


def resolve_spec(spec: str, game: str) -> str:
    """``reference`` becomes the game's reference engine; ``module:factory`` stays as it is."""
    if spec == REFERENCE:
        reference = get_game(game).reference_engine
        if reference is None:
            raise EngineLoadError(f"{game} has no reference engine yet; pass --engine module:factory")
        return reference
    if ":" not in spec:
        raise EngineLoadError(f"engine spec {spec!r} is neither 'reference' nor 'module:factory'")
    return spec


def load_engine(spec: str, game: str) -> Engine:
    """Import ``module:factory``, call the factory with no arguments, and check what it returned."""
    target = resolve_spec(spec, game)
    module_name, _, attribute = target.partition(":")
    here = os.getcwd()
    if here not in sys.path:  # as ``python -m`` and pytest do: a module in the current folder is found
        sys.path.insert(0, here)
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise EngineLoadError(
            f"cannot import engine {target!r}: {error} (the module must be importable: run from its folder, "
            "install its package, or add its folder to PYTHONPATH)"
        ) from error
    try:
        engine = factory()
    except Exception as error:
        raise EngineLoadError(f"engine factory {target!r} failed: {error!r}") from error
    if not isinstance(engine, Engine):
        raise EngineLoadError(f"{target!r} did not return an object implementing tcgjudge's Engine protocol")
    try:
        info = engine.info()
    except Exception as error:  # an engine that cannot say what it is cannot be judged: as if it did not start
        raise EngineLoadError(f"engine {target!r}: its info() raised {type(error).__name__}: {error}") from error
    if game not in info.games:
        raise EngineLoadError(f"engine {info.name!r} does not play {game!r} (it plays {', '.join(info.games)})")
    return engine


def load_command_engine(command: EngineCommand, game: str) -> Engine:
    """Start ``command`` as an engine process speaking the JSON-lines protocol, and check it plays ``game``."""
    from tcgjudge.protocol.client import ProcessEngine

    try:
        engine = ProcessEngine(command, game)
    except (EngineError, ValueError) as error:
        raise EngineLoadError(str(error)) from error
    info = engine.info()
    if game not in info.games:
        engine.close()
        raise EngineLoadError(f"engine {info.name!r} does not play {game!r} (it plays {', '.join(info.games)})")
    return engine
