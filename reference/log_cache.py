"""What the reference engines' ``observe`` shares: the JSON form of a game's log, converted once per entry.

An observation carries the whole log, and converting it anew at every ``observe`` made the cost of a
call grow with the game (most of a late call's time).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data_copy import copy_data

Entry = dict[str, Any]


class LogCache:
    """The JSON form of the last log observed, extended by the entries appended since.

    A log only grows, and a state's copy shares its entries (never mutated), so a log whose entry at
    the cached length - 1 is the very same object has the cached log as its prefix: only the entries
    after it need converting. Callers own what they receive, so every entry is handed out as a copy.
    """

    def __init__(self, convert: Callable[[Entry], Entry]) -> None:
        self.convert = convert
        self.entries: list[Entry] = []
        self.converted: list[tuple[Entry, bool]] = []  # (JSON data, flat: no nested list or dict)

    def observed(self, log: list[Entry]) -> list[Entry]:
        known = len(self.entries)
        if known > len(log) or (known and log[known - 1] is not self.entries[-1]):
            self.entries, self.converted, known = [], [], 0  # another game, or an earlier state
        for entry in log[known:]:
            data = self.convert(entry)
            self.entries.append(entry)
            self.converted.append((data, not any(isinstance(v, dict | list) for v in data.values())))
        return [dict(data) if flat else copy_data(data) for data, flat in self.converted]
