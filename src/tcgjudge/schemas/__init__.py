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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # jsonschema takes ~60 ms to import; ``tcgjudge serve`` never needs it
    from jsonschema import Draft202012Validator
    from referencing import Registry


@cache
def load_schema(name: str) -> dict[str, Any]:
    text = resources.files("tcgjudge.schemas").joinpath(f"{name}.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def schema_names() -> list[str]:
    root = resources.files("tcgjudge.schemas")
    names = [entry.name[:-5] for entry in root.iterdir() if entry.name.endswith(".json")]
    for folder in root.iterdir():
        if folder.is_dir() and not folder.name.startswith("_"):
            names += [f"{folder.name}/{e.name[:-5]}" for e in folder.iterdir() if e.name.endswith(".json")]
    return sorted(names)


def identified_schemas() -> list[tuple[str, dict[str, Any]]]:
    """(``$id``, schema) of every shipped schema that has an ``$id``."""
    return [(schema["$id"], schema) for schema in map(load_schema, schema_names()) if "$id" in schema]


@cache
def registry() -> Registry[Any]:
    from referencing import Registry, Resource

    found: Registry[Any] = Registry().with_resources(
        (uri, Resource.from_contents(schema)) for uri, schema in identified_schemas()
    )
    return found


@cache
def validator(name: str) -> Draft202012Validator:
    """The validator of schema ``name``, resolving ``$ref``s to every shipped schema by ``$id``."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(load_schema(name), registry=registry())


def validate(name: str, data: Any) -> list[str]:
    """Problems of ``data`` against schema ``name``, as "path: message" lines (empty when valid)."""
    problems = []
    for error in sorted(validator(name).iter_errors(data), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"{where}: {error.message}")
    return problems
