"""JSON Schemas of what tcgjudge reads and writes, shipped as package data.

``validate(name, data)`` checks data against ``<name>.json`` (for example ``results``,
``baseline``, ``index``, or a game's ``<folder>/action``) and returns the problems found,
each naming the path of the offending field. ``validator(name)`` is the one place a
``jsonschema`` validator is built: every schema of the package is in its registry, so a
game's data schemas resolve their references to each other by ``$id``.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # jsonschema takes ~60 ms to import; ``tcgjudge serve`` never needs it
    import jsonschema_rs
    from jsonschema import Draft202012Validator
    from referencing import Registry


HARNESS_PACKAGE = "tcgjudge.schemas"
GAMES_PACKAGE = "tcgjudge.games"
PROTOCOL_GAME_DATA = "https://tcgjudge.example/schemas/protocol/game/"
"""Where the protocol schemas refer to a game's data (bound per game by tcgjudge.protocol.validation)."""
GAME_DATA = ("setup", "action", "observation", "card")
"""The data schemas a game declares, in ``games/<key>/schemas/``."""
"""A game's data schemas live with its declaration, in ``games/<key>/schemas/``, named ``<key>/<schema>``."""


def _file(name: str) -> Traversable:
    folder, _, base = name.rpartition("/")
    harness = resources.files(HARNESS_PACKAGE)
    if not folder or harness.joinpath(folder).is_dir():
        return harness.joinpath(f"{name}.json")
    return resources.files(f"{GAMES_PACKAGE}.{folder}").joinpath("schemas", f"{base}.json")


@cache
def load_schema(name: str) -> dict[str, Any]:
    try:
        text = _file(name).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError) as error:
        raise LookupError(f"no schema named {name!r}") from error
    schema: dict[str, Any] = json.loads(text)
    return schema


def _json_names(folder: Traversable, prefix: str = "") -> list[str]:
    return [f"{prefix}{entry.name[:-5]}" for entry in folder.iterdir() if entry.name.endswith(".json")]


@cache
def schema_names() -> list[str]:
    """The harness's schemas (``results``, ``protocol/hello-request``, ...) and every game's (``<key>/action``)."""
    root = resources.files(HARNESS_PACKAGE)
    names = _json_names(root)
    for folder in root.iterdir():
        if folder.is_dir() and not folder.name.startswith("_"):
            names += _json_names(folder, f"{folder.name}/")
    for game in resources.files(GAMES_PACKAGE).iterdir():
        if game.is_dir() and game.joinpath("schemas").is_dir():
            names += _json_names(game.joinpath("schemas"), f"{game.name}/")
    return sorted(names)


def identified_schemas() -> list[tuple[str, dict[str, Any]]]:
    """(``$id``, schema) of every shipped schema that has an ``$id``."""
    return [(schema["$id"], schema) for schema in map(load_schema, schema_names()) if "$id" in schema]


def registry_of(resources: list[tuple[str, dict[str, Any]]]) -> Registry[Any]:
    """A ``referencing`` registry of (URI, schema) pairs."""
    from referencing import Registry, Resource

    found: Registry[Any] = Registry().with_resources((uri, Resource.from_contents(schema)) for uri, schema in resources)
    return found


def build_validator(schema: dict[str, Any], registry: Registry[Any]) -> Draft202012Validator:
    """The one place a ``jsonschema`` validator is made (draft 2020-12, references through ``registry``)."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema, registry=registry)


@cache
def registry() -> Registry[Any]:
    """Every shipped schema, by ``$id``."""
    return registry_of(identified_schemas())


@cache
def validator(name: str) -> Draft202012Validator:
    """The validator of schema ``name``, resolving ``$ref``s to every shipped schema by ``$id``."""
    return build_validator(load_schema(name), registry())


@cache
def fast_validator(name: str) -> jsonschema_rs.Validator | None:
    """A compiled validator of schema ``name`` that only decides validity (``jsonschema`` words the problems).

    None for a protocol message: its ``game/`` data are bound per game (tcgjudge.protocol.validation).
    ``jsonschema_rs`` resolves every schema of its registry up front, so here those ``game/``
    references, which no other schema uses, are bound to the empty schema.
    """
    import jsonschema_rs

    if name.startswith("protocol/"):
        return None
    unbound: list[tuple[str, dict[str, Any]]] = [(f"{PROTOCOL_GAME_DATA}{data}.json", {}) for data in GAME_DATA]
    return jsonschema_rs.validator_for(
        load_schema(name), registry=jsonschema_rs.Registry([*identified_schemas(), *unbound])
    )


def validate(name: str, data: Any) -> list[str]:
    """Problems of ``data`` against schema ``name``, as "path: message" lines (empty when valid)."""
    fast = fast_validator(name)
    if fast is not None and fast.is_valid(data):
        return []
    problems = []
    for error in sorted(validator(name).iter_errors(data), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"{where}: {error.message}")
    return problems


class InvalidDocumentError(ValueError):
    """A file that is not the JSON document it was given as (missing, binary, not JSON, or off its schema)."""


def read_checked(path: Path, name: str, what: str) -> Any:
    """The JSON document at ``path``, checked against schema ``name``; ``what`` names it in messages."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidDocumentError(f"{what} {path} does not exist") from None
    except IsADirectoryError:
        raise InvalidDocumentError(f"{what} {path} is a directory, not a file") from None
    except UnicodeDecodeError:
        raise InvalidDocumentError(f"{what} {path} is not a text file (expected UTF-8 JSON)") from None
    except json.JSONDecodeError as error:
        raise InvalidDocumentError(f"{what} {path} is not valid JSON: {error}") from None
    problems = validate(name, data)
    if problems:
        raise InvalidDocumentError(f"{what} {path} is malformed (not a valid {name} file): {problems[0]}")
    return data
