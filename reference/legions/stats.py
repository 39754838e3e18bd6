"""What a unit has now: its ATK (09, with the lane bonuses of 39-11 / 39-12), its HP (10, 11-3), its keywords
(14-3d, 20-3c, 38-10) and whether it is incapacitated (29-1, 29-2).

A reversed card has lost every printed ability (16-3c), ATK and HP among them (14-3h, 14-3i), so
its values are None and its keywords only those given to it. Card effects add their +X/+Y (38-5)
and keywords (38-10): temporary ones (35-10) and continuous ones as last applied (35-12). Every value
here is read as it is now: keywords are continuous effects (39-1), never fixed at an event.
"""

from __future__ import annotations

from collections.abc import Sequence

from .state import LANES, GameState, Master, Unit

LANE_BONUS = {"right_lane_bonus": "right", "centre_lane_bonus": "centre"}  # 39-11, 39-12


def text_mod(s: GameState, cid: str) -> tuple[int, int]:
    """38-5: the sums of +X and +Y the temporary (35-10) and continuous (35-12) effects give the unit."""
    text = s.text
    if not (text.static or text.modifiers):
        return 0, 0
    mods = [m for m in (*text.static, *text.modifiers) if m.target == cid]
    return sum(m.atk for m in mods), sum(m.hp for m in mods)


def given_keywords(s: GameState, cid: str) -> list[str]:
    """38-10: keywords given by card effects, temporary or continuous."""
    return [m.keyword for m in (*s.text.static, *s.text.modifiers) if m.target == cid and m.keyword is not None]


def atk(s: GameState, unit: Unit) -> int | None:
    """09-1 / 14-3h: the printed ATK with the lane bonuses (39-11, 39-12), never below 0 (09-2); None for a
    reversed card (16-3c)."""
    if unit.reversed:
        return None
    return max(0, s.card_def(unit.card).atk + atk_bonus(s, unit) + text_mod(s, unit.id)[0])  # 38-5


def hp(s: GameState, unit: Unit) -> int | None:
    """10-1 / 11-3: the printed HP less the damage taken, never below 0 (10-2); None when reversed (16-3c)."""
    if unit.reversed:
        return None
    return max(0, s.card_def(unit.card).hp + text_mod(s, unit.id)[1] - unit.damage)  # 38-5


def keywords(s: GameState, cid: str, card: str | None, reversed_: bool = False) -> list[str]:
    """Printed keywords (none for the master or a reversed card, 16-3c) plus those given (20-3c, 38-10)."""
    text = s.text
    if not (s.grants or text.static or text.modifiers):  # nothing given to any unit: the printed ones alone
        if card is None or reversed_:
            return []
        found = s.cards.printed_keywords.get(card)
        return list(found) if found is not None else sorted(set(s.card_def(card).keywords))
    printed = s.card_def(card).keywords if card is not None and not reversed_ else ()
    given = [g.keyword for g in s.grants if g.target == cid] + given_keywords(s, cid)
    return sorted(set(printed) | set(given))


def has_keyword(s: GameState, unit: Unit, name: str) -> bool:
    """Whether ``unit`` has keyword ``name`` now (written ``name`` or ``name:X``)."""
    text = s.text
    if s.grants or text.static or text.modifiers:
        names: Sequence[str] = keywords(s, unit.id, unit.card, unit.reversed)
    else:  # nothing given: the printed ones, none when reversed (16-3c), as ``keywords``
        names = () if unit.reversed else s.card_def(unit.card).keywords
    prefix = name + ":"
    return any(k == name or k.startswith(prefix) for k in names)


def incapacitated(s: GameState, unit: Unit) -> bool:
    """29-1 / 29-2: put on the field this turn and without Haste now.

    Decision (29-2, 39-1, 39-2): Haste is a continuous effect read whenever incapacitation matters, not once
    when the unit is placed: a unit that gains Haste later in the turn of its arrival (a skill, its own
    on-deploy ability, a lord's continuous ability) may act at once, and one that loses it in that turn (its
    source left the field) is incapacitated again until the end phase (29-1 gave it the state on arrival).
    """
    return unit.placed_this_turn and not has_keyword(s, unit, "haste")


# -- reading keywords (39-1: continuous, read whenever they matter) --------------------------------------


def values(names: Sequence[str], name: str) -> list[int]:
    """The X of every ``name:X`` among ``names``."""
    if not names:
        return []
    return [int(k.partition(":")[2]) for k in names if k.partition(":")[0] == name and ":" in k]


def unit_keywords(s: GameState, card: Unit | Master) -> list[str]:
    """The keywords a unit has now: printed (unless reversed, 16-3c) and given (38-10)."""
    if isinstance(card, Master):
        return keywords(s, card.id, None)
    return keywords(s, card.id, card.card, card.reversed)


def has(s: GameState, card: Unit | Master, name: str) -> bool:
    text = s.text
    if s.grants or text.static or text.modifiers:
        return name in unit_keywords(s, card)
    # nothing given: the printed keywords, none for the master or a reversed card (16-3c), as ``keywords``
    return not isinstance(card, Master) and not card.reversed and name in s.card_def(card.card).keywords


def locate(s: GameState, cid: str) -> tuple[str, str, Unit | Master] | None:
    """(owner, area, card) of the master, minion or lord ``cid`` on the field; area: a lane, ``lord``, ``master``."""
    for player, ps in s.players.items():
        if ps.master.id == cid:
            return player, "master", ps.master
        found = s.find_unit(player, cid)
        if found is not None:
            return player, found[0], found[1]
    return None


def atk_bonus(s: GameState, unit: Unit) -> int:
    """39-11 / 39-12: +X ATK in the owner's turn while the minion stands in its owner's right / centre lane.

    Decision (39-12 with 18-3): the bonus is a minion's; a lord stands in the leader zone of the centre
    lane but is no minion, so it never gets it.
    """
    where = locate(s, unit.id)
    if where is None or unit.reversed:
        return 0
    owner, area, _ = where
    if owner != s.turn_player or area not in LANES:
        return 0
    names = unit_keywords(s, unit)
    return sum(sum(values(names, name)) for name, lane in LANE_BONUS.items() if lane == area)
