"""The one builder of One Piece declared-state setups (games/onepiece/schemas/setup.json).

Steps, invariants and the reference engine's tests each choose their own cards and zone contents;
the shape of a setup is written only here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

DON_TOTAL = 10
ZONES = ("characters", "stage", "hand", "deck", "trash", "life", "don_deck", "don_active", "don_rested")


def player_state(leader: str | Mapping[str, Any], **zones: Any) -> dict[str, Any]:
    """One player's declared state: the leader (a card number or an entry), empty zones unless given.

    Without ``don_deck`` the DON!! deck holds what the cost area and the given DON!! leave of 10.
    """
    unknown = set(zones) - set(ZONES)
    if unknown:
        raise TypeError(f"unknown zones {sorted(unknown)}")
    state: dict[str, Any] = {
        "leader": {"card": leader} if isinstance(leader, str) else dict(leader),
        "characters": [],
        "stage": None,
        "hand": [],
        "deck": [],
        "trash": [],
        "life": [],
        "don_active": 0,
        "don_rested": 0,
    }
    state.update(zones)
    if state.get("don_deck") is None:
        field = [state["leader"], state["stage"], *state["characters"]]
        given = sum(int(entry.get("don", 0)) for entry in field if isinstance(entry, Mapping))
        state["don_deck"] = max(0, DON_TOTAL - state["don_active"] - state["don_rested"] - given)
    return state


def declared_setup(
    cards: Iterable[Mapping[str, Any]],
    p1: Mapping[str, Any],
    p2: Mapping[str, Any],
    *,
    turn: int = 3,
    phase: str = "main",
    seed: int = 0,
    turn_player: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A declared-state setup; cards are de-duplicated by number (the last definition wins).

    ``turn_player`` defaults to p1 on odd turns; ``extra`` holds the optional state fields
    (``first_player``, ``battle``, ``effects``).
    """
    unique = {str(card["id"]): dict(card) for card in cards}
    state: dict[str, Any] = {
        "turn": turn,
        "turn_player": turn_player or ("p1" if turn % 2 == 1 else "p2"),
        "phase": phase,
        "players": {"p1": dict(p1), "p2": dict(p2)},
    }
    state.update({key: value for key, value in extra.items() if value is not None})
    return {"mode": "state", "seed": seed, "cards": list(unique.values()), "state": state}
