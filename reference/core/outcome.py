"""What a step of card text did, and "impossible" as a value of its own."""

from __future__ import annotations

from enum import Enum
from typing import Final, Literal


class Outcome(Enum):
    """The outcome of one step of an effect being resolved."""

    DONE = "done"
    """Carried out (as far as possible): the resolution goes on with the next step."""
    WAIT = "wait"
    """A decision is pending: the step runs again with the answer."""
    STOP = "stop"
    """The step cannot be carried out: the rest of the resolution is abandoned (it fizzles)."""


class _Impossible(Enum):
    IMPOSSIBLE = "impossible"


IMPOSSIBLE: Final = _Impossible.IMPOSSIBLE
"""Returned where a value (targets, a place) was asked for and none can exist: the step is impossible."""

Impossible = Literal[_Impossible.IMPOSSIBLE]
"""The type of :data:`IMPOSSIBLE` (``list[str] | Impossible | None``: found, cannot be, or waiting)."""
