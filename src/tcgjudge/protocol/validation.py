"""JSON Schemas of the protocol messages, bound to one game's data schemas.

The protocol schemas (``tcgjudge/schemas/protocol/``) refer to the game data as
``game/setup.json``, ``game/action.json`` and ``game/observation.json``. A
validator for game G binds those to the data schemas G declares (``Game.schemas``,
kept beside its declaration in ``games/<key>/schemas/``), so each game's state, action and observation
have one definition. A game without data schemas binds them to the empty schema
(anything goes).

Every message is checked twice over in a run, so speed matters: ``jsonschema_rs`` (compiled,
about 200x faster here) decides whether a message is valid, and only an invalid message goes
through ``jsonschema`` to get its most specific problems, worded as they always were.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

import jsonschema_rs

from tcgjudge.registry import get_game
from tcgjudge.schemas import (
    GAME_DATA,
    PROTOCOL_GAME_DATA,
    build_validator,
    identified_schemas,
    load_schema,
    registry_of,
    schema_names,
)

if TYPE_CHECKING:  # jsonschema is imported only to explain an invalid message (it takes ~60 ms to import)
    from jsonschema import Draft202012Validator, ValidationError
    from referencing import Registry

MESSAGE_NAMES = tuple(name.removeprefix("protocol/") for name in schema_names() if name.startswith("protocol/"))


def game_has_schemas(game: str) -> bool:
    return get_game(game).schemas is not None


@cache
def _resources(game: str) -> list[tuple[str, dict[str, Any]]]:
    """(URI, schema) of every shipped schema, and ``game``'s data schemas bound under ``game/``."""
    folder = get_game(game).schemas
    pairs = identified_schemas()
    for data in GAME_DATA:
        bound: dict[str, Any] = load_schema(f"{folder}/{data}") if folder is not None else {}
        pairs.append(
            (f"{PROTOCOL_GAME_DATA}{data}.json", bound or {"$schema": "https://json-schema.org/draft/2020-12/schema"})
        )
    return pairs


@cache
def _registry(game: str) -> Registry[Any]:
    return registry_of(_resources(game))


@cache
def _fast_validator(message: str, game: str) -> jsonschema_rs.Validator:
    return jsonschema_rs.validator_for(
        load_schema(f"protocol/{message}"), registry=jsonschema_rs.Registry(_resources(game))
    )


@cache
def validator(message: str, game: str) -> Draft202012Validator:
    """The validator of protocol message ``message`` (e.g. ``apply-reply``) for ``game``."""
    return build_validator(load_schema(f"protocol/{message}"), _registry(game))


def problems(message: str, data: Any, game: str) -> list[tuple[str, str]]:
    """(field path, problem) pairs of ``data`` against ``message``'s schema, most specific first (empty when valid)."""
    if _fast_validator(message, game).is_valid(data):
        return []
    found = []
    for error in validator(message, game).iter_errors(data):
        best = _best(error)
        found.append((len(best.absolute_path), "/".join(str(p) for p in best.absolute_path) or "(root)", best.message))
    return [(where, text) for _, where, text in sorted(found, key=lambda f: (-f[0], f[1], f[2]))]


def _best(error: ValidationError) -> ValidationError:
    """The most specific error under a (possibly oneOf/anyOf) validation error: the deepest path."""
    while error.context:
        error = min(error.context, key=lambda e: (-len(e.absolute_path), e.message))
    return error


def schema_text(name: str, game: str | None = None) -> str:
    """The schema of message ``name`` as JSON text; with ``game``, ``game/`` references point at its schemas."""
    schema = load_schema(f"protocol/{name}")
    text = json.dumps(schema, indent=2, ensure_ascii=False)
    if game is not None:
        text = text.replace('"game/', f'"../{get_game(game).schemas}/')
    return text + "\n"
