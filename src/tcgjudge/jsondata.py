"""Copies of JSON data (observations, actions, setups).

The harness keeps snapshots of what engines return (the state before an action, the
cached observation of a process engine). Those values are JSON data by contract, so a
round trip through orjson copies them many times faster than ``copy.deepcopy``
(benchmarks/RESULTS.md, suite profiles).
"""

from __future__ import annotations

from typing import TypeVar

import orjson

T = TypeVar("T")


def json_copy(value: T) -> T:
    """An independent copy of JSON data ``value`` (dicts, lists, strings, numbers, booleans, None)."""
    copied: T = orjson.loads(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS))
    return copied
