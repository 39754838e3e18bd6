"""What both engines' observations build alike: the pending decision and the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .decisions import Pending


def pending_json(p: Pending | None, options: Callable[[list[Any]], Any], source: bool) -> dict[str, Any] | None:
    """The pending decision as the games' schemas show it (``source``: the game shows the asking card)."""
    if p is None:
        return None
    out: dict[str, Any] = {
        "player": p.player,
        "kind": str(p.kind),
        "prompt": p.prompt,
        "options": options(p.options),
        "min": p.min,
        "max": p.max,
    }
    if source:
        out["source"] = p.source
    return out


def result_json(over: bool, winner: str | None, losers: tuple[str, ...], draw: bool, reason: Any) -> dict[str, Any]:
    """The result as every game's observation shows it (docs/protocol.md)."""
    return {"over": over, "winner": winner, "losers": list(losers), "draw": draw, "reason": reason}
