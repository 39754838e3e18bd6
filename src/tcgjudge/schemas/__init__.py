"""JSON Schemas of what tcgjudge reads and writes, shipped as package data.

``validate(name, data)`` checks data against ``<name>.json`` (for example
``results``, ``baseline``, ``index``, or ``onepiece/action``) and returns the
problems found, each naming the path of the offending field.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any


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


def validate(name: str, data: Any) -> list[str]:
    """Problems of ``data`` against schema ``name``, as "path: message" lines (empty when valid)."""
    from jsonschema import Draft202012Validator  # imported when used: ``tcgjudge serve`` never needs it

    validator = Draft202012Validator(load_schema(name))
    problems = []
    for error in sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"{where}: {error.message}")
    return problems
