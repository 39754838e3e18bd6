"""Copies of JSON data (observations, actions, setups).

The harness keeps snapshots of what engines return (the state before an action, the
cached observation of a process engine). Those values are JSON data by contract, so a
round trip through the C JSON codec copies them several times faster than
``copy.deepcopy`` (benchmarks/RESULTS.md, suite profiles).
"""

from __future__ import annotations

import json
from typing import TypeVar

T = TypeVar("T")


def json_copy(value: T) -> T:
    """An independent copy of JSON data ``value`` (dicts, lists, strings, numbers, booleans, None)."""
    copied: T = json.loads(json.dumps(value))
    return copied
