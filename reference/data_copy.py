"""What the reference engines' state copies share: a copy of plain data (task data, decision options).

Each engine copies its state field by field for every transition (the largest fixed cost of a step);
the free-form parts, dicts and lists of plain values, go through :func:`copy_data`.
"""

from __future__ import annotations

import copy
from typing import Any

_IMMUTABLE = (str, int, bool, float, type(None))


def copy_data(value: Any) -> Any:
    """A copy of plain data (the ``data``/``options`` of tasks and decisions) sharing only immutable values."""
    kind = type(value)
    if kind is dict:
        return {k: copy_data(v) for k, v in value.items()}
    if kind is list:
        return [copy_data(v) for v in value]
    if isinstance(value, _IMMUTABLE):
        return value
    if isinstance(value, tuple):
        return tuple(copy_data(v) for v in value)
    params = getattr(value, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return value  # frozen dataclasses: Effect, Triggered, ...
    return copy.deepcopy(value)
