"""Reading the fields of an action (plain JSON data): a field of the wrong type is a malformed action.

The adapter turns the ``ValueError`` these raise into an engine error naming the action, never into a rules
rejection (an ``IllegalActionError`` cites a clause; a malformed action breaks none).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def field_str(action: Mapping[str, Any], key: str) -> str:
    """The string field ``key``."""
    value = action.get(key)
    if not isinstance(value, str):
        raise ValueError(f"action field {key!r} must be a string")
    return value


def field_bool(action: Mapping[str, Any], key: str) -> bool:
    """The boolean field ``key``."""
    value = action.get(key)
    if not isinstance(value, bool):
        raise ValueError(f"action field {key!r} must be a boolean")
    return value


def field_strs(action: Mapping[str, Any], key: str, message: str) -> list[str]:
    """The list of strings ``key`` (a copy); ``message`` says what the action needs when it is not one."""
    value = action.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(message)
    return list(value)
