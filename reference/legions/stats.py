"""What a unit has now: its ATK (09), its HP (10, 11-3) and its keywords (14-3d, 20-3c).

A reversed card has lost every printed ability (16-3c), ATK and HP among them (14-3h, 14-3i), so
its values are None and its keywords only those given to it. No card text exists in this slice, so
no modifier (38-5) changes a value and no calculation divides: 05-2 (rounding fractions up) has
nothing to round yet.
"""

from __future__ import annotations

from .state import GameState, Unit


def atk(s: GameState, unit: Unit) -> int | None:
    """09-1 / 14-3h: the printed ATK, never below 0 (09-2); None for a reversed card (16-3c)."""
    if unit.reversed:
        return None
    return max(0, s.card_def(unit.card).atk)


def hp(s: GameState, unit: Unit) -> int | None:
    """10-1 / 11-3: the printed HP less the damage taken, never below 0 (10-2); None when reversed (16-3c)."""
    if unit.reversed:
        return None
    return max(0, s.card_def(unit.card).hp - unit.damage)


def keywords(s: GameState, cid: str, card: str | None, reversed_: bool = False) -> list[str]:
    """Printed keywords (none for the master or a reversed card, 16-3c) plus those given (20-3c, 38-10)."""
    printed = s.card_def(card).keywords if card is not None and not reversed_ else ()
    given = [g.keyword for g in s.grants if g.target == cid]
    return sorted(set(printed) | set(given))


def has_keyword(s: GameState, unit: Unit, name: str) -> bool:
    """Whether ``unit`` has keyword ``name`` now (written ``name`` or ``name:X``)."""
    return any(k == name or k.startswith(name + ":") for k in keywords(s, unit.id, unit.card, unit.reversed))
