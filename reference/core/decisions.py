"""The decision a game waits for, and the typed continuation that finishes it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Continuation:
    """What the game does with the answer to a pending decision. A game derives one frozen dataclass
    per way of finishing a decision and registers what each does; the decision carries it in ``then``."""


@dataclass(slots=True)
class Pending:
    """The decision the game waits for: ``player`` chooses among ``options`` (between ``min`` and ``max``).

    ``kind`` is one of the game's decision kinds (a string enum: it is what the observation shows);
    ``source`` the card that asks, if any; ``then`` what finishes the answer when the kind alone does not say.
    """

    player: str
    kind: str
    prompt: str = ""
    options: list[Any] = field(default_factory=list)
    min: int = 0
    max: int = 0
    source: str | None = None
    then: Continuation | None = None
