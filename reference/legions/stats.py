"""What a unit has now: its ATK (09), its HP (10, 11-3) and its keywords (14-3d, 20-3c).

A reversed card has lost every printed ability (16-3c), ATK and HP among them (14-3h, 14-3i), so
its values are None and its keywords only those given to it. Card effects add their +X/+Y (38-5)
and keywords (38-10): temporary ones (35-10) and continuous ones as last applied (35-12).
"""

from __future__ import annotations

from .state import GameState, Unit


def text_mod(s: GameState, cid: str) -> tuple[int, int]:
    """38-5: the sums of +X and +Y the temporary (35-10) and continuous (35-12) effects give the unit."""
    mods = [m for m in (*s.text.static, *s.text.modifiers) if m.target == cid]
    return sum(m.atk for m in mods), sum(m.hp for m in mods)


def given_keywords(s: GameState, cid: str) -> list[str]:
    """38-10: keywords given by card effects, temporary or continuous."""
    return [m.keyword for m in (*s.text.static, *s.text.modifiers) if m.target == cid and m.keyword is not None]


def atk(s: GameState, unit: Unit) -> int | None:
    """09-1 / 14-3h: the printed ATK with the lane bonuses (39-11, 39-12), never below 0 (09-2); None for a
    reversed card (16-3c)."""
    if unit.reversed:
        return None
    from .keywords import atk_bonus  # 39-11 / 39-12 (the keywords module imports this one)

    return max(0, s.card_def(unit.card).atk + atk_bonus(s, unit) + text_mod(s, unit.id)[0])  # 38-5


def hp(s: GameState, unit: Unit) -> int | None:
    """10-1 / 11-3: the printed HP less the damage taken, never below 0 (10-2); None when reversed (16-3c)."""
    if unit.reversed:
        return None
    return max(0, s.card_def(unit.card).hp + text_mod(s, unit.id)[1] - unit.damage)  # 38-5


def keywords(s: GameState, cid: str, card: str | None, reversed_: bool = False) -> list[str]:
    """Printed keywords (none for the master or a reversed card, 16-3c) plus those given (20-3c, 38-10)."""
    printed = s.card_def(card).keywords if card is not None and not reversed_ else ()
    given = [g.keyword for g in s.grants if g.target == cid] + given_keywords(s, cid)
    return sorted(set(printed) | set(given))


def has_keyword(s: GameState, unit: Unit, name: str) -> bool:
    """Whether ``unit`` has keyword ``name`` now (written ``name`` or ``name:X``)."""
    return any(k == name or k.startswith(name + ":") for k in keywords(s, unit.id, unit.card, unit.reversed))


def incapacitated(s: GameState, unit: Unit) -> bool:
    """29-1 / 29-2: put on the field this turn and without Haste now.

    Decision (29-2, 39-1, 39-2): Haste is a continuous effect read whenever incapacitation matters, not once
    when the unit is placed: a unit that gains Haste later in the turn of its arrival (a skill, its own
    on-deploy ability, a lord's continuous ability) may act at once, and one that loses it in that turn (its
    source left the field) is incapacitated again until the end phase (29-1 gave it the state on arrival).
    """
    return unit.placed_this_turn and not has_keyword(s, unit, "haste")
