"""Starting a game from a setup, and the pure transition every engine's core is."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

S = TypeVar("S")

Setup = Mapping[str, Any]


def start(setup: Setup, fresh: Callable[[Setup], S], declared: Callable[[Setup], S]) -> S:
    """The initial state of a setup: ``mode`` ``fresh`` (a seeded new game) or ``state`` (a declared one)."""
    mode = setup.get("mode")
    if mode == "fresh":
        return fresh(setup)
    if mode == "state":
        return declared(setup)
    raise ValueError(f"unknown setup mode {mode!r}")


def transition(
    s: S,
    action: dict[str, Any],
    copy: Callable[[S], S],
    apply: Callable[[S, dict[str, Any]], None],
    advance: Callable[[S], None],
) -> S:
    """Pure transition: a new state after ``action`` (an illegal action raises and ``s`` is untouched)."""
    nxt = copy(s)
    apply(nxt, action)
    advance(nxt)
    return nxt
