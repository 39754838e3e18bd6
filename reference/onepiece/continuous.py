"""Current values of cards on the field: power, keywords and prohibitions.

Combines printed values, DON!! attached (6-5-5-2), modifiers created by resolved effects
and permanent abilities whose conditions hold (8-1-3-4-4).
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import Ability, Effect, Target
from .state import PLAYERS, FieldCard, GameState, other


def conditions_met(s: GameState, owner: str, source: FieldCard | None, ability: Ability) -> bool:
    """8-3-2-1: every condition must hold ([DON!! xN] 10-2-9, your/opponent's turn 10-2-11/12)."""
    if ability.don and (source is None or source.don < ability.don):
        return False
    if ability.turn == "yours" and s.turn_player != owner:
        return False
    return not (ability.turn == "opponents" and s.turn_player == owner)


def players_in_order(s: GameState) -> tuple[str, str]:
    """Turn player first (1-3-11, 8-1-3-2)."""
    tp = s.turn_player or "p1"
    return tp, other(tp)


def permanent_effects(s: GameState) -> Iterator[tuple[str, FieldCard, Effect]]:
    """Every effect of a permanent ability currently in force, turn player's first."""
    for p in players_in_order(s):
        for fc in s.field_cards(p):
            for ab in s.card_def(fc.card).abilities:
                if ab.timing == "permanent" and conditions_met(s, p, fc, ab):
                    for eff in ab.effects:
                        yield p, fc, eff


def target_matches(
    s: GameState, controller: str, source_id: str | None, target: Target, cid: str, printed_power: bool = False
) -> bool:
    """Does the field card ``cid`` satisfy ``target`` seen from ``controller``?"""
    found = s.find_field(cid)
    if found is None:
        return False
    owner, area, fc = found
    if target.select == "this":
        return cid == source_id
    if target.side == "self" and owner != controller:
        return False
    if target.side == "opponent" and owner == controller:
        return False
    if area not in target.kinds:
        return False
    if target.exclude_this and cid == source_id:
        return False
    d = s.card_def(fc.card)
    if target.max_cost is not None and ((area != "character" and area != "stage") or d.cost > target.max_cost):
        return False
    if target.max_power is not None:
        pw = d.power if printed_power else power(s, cid)
        if pw > target.max_power:
            return False
    if target.rested is not None and fc.rested != target.rested:
        return False
    return not (target.types and not any(t in d.types for t in target.types))


def _permanent_applies(s: GameState, owner: str, fc: FieldCard, eff: Effect, cid: str) -> bool:
    # Decision (8-1-3-4): filters of permanent effects read printed power, to avoid self-reference.
    return target_matches(s, owner, fc.id, eff.target, cid, printed_power=True)


def power(s: GameState, cid: str) -> int:
    """Current power; may be negative (1-3-7)."""
    found = s.find_field(cid)
    if found is None:
        return 0
    owner, _area, fc = found
    value = s.card_def(fc.card).power
    if owner == s.turn_player:
        value += 1000 * fc.don  # 6-5-5-2: +1000 per DON!! only during the owner's turn
    for m in s.modifiers:
        if m.kind == "power" and m.target == cid:
            value += m.amount
    for p, src, eff in permanent_effects(s):
        if eff.kind == "power" and _permanent_applies(s, p, src, eff, cid):
            value += eff.amount
    return value


def keywords(s: GameState, cid: str) -> list[str]:
    """Printed keywords plus gained ones (sorted, unique)."""
    found = s.find_field(cid)
    if found is None:
        return []
    _owner, _area, fc = found
    kws = set(s.card_def(fc.card).keywords)
    for m in s.modifiers:
        if m.kind == "keyword" and m.target == cid:
            kws.add(m.keyword)
    for p, src, eff in permanent_effects(s):
        if eff.kind == "give_keyword" and _permanent_applies(s, p, src, eff, cid):
            kws.add(eff.keyword)
    return sorted(kws)


def has_keyword(s: GameState, cid: str, keyword: str) -> bool:
    return keyword in keywords(s, cid)


def prohibited(s: GameState, cid: str, what: str) -> bool:
    """1-3-3: a prohibition in force always wins over an instruction."""
    whats = {what}
    if what in ("be_ko_by_effect", "be_ko_in_battle"):
        whats.add("be_ko")
    for m in s.modifiers:
        if m.kind == "prohibit" and m.target == cid and m.what in whats:
            return True
    for p, src, eff in permanent_effects(s):
        if eff.kind == "prohibit" and eff.what in whats and _permanent_applies(s, p, src, eff, cid):
            return True
    return False


def all_field_ids(s: GameState) -> list[str]:
    return [fc.id for p in PLAYERS for fc in s.field_cards(p)]
