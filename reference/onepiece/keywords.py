"""Keyword effects of chapter 10-1: Rush, Double Attack, Banish, Blocker."""

from __future__ import annotations

from .continuous import has_keyword, prohibited
from .state import GameState


def may_attack_this_turn(s: GameState, cid: str) -> bool:
    """3-7-4 / 10-1-1-1: a character played this turn attacks only with Rush."""
    found = s.find_field(cid)
    if found is None:
        return False
    _owner, area, fc = found
    if area == "character" and fc.played_turn:
        return has_keyword(s, cid, "rush")
    return True


def damage_amount(s: GameState, attacker: str) -> int:
    """10-1-2-1: Double Attack deals 2 damage instead of 1."""
    return 2 if has_keyword(s, attacker, "double_attack") else 1


def banishes(s: GameState, attacker: str) -> bool:
    """10-1-3-1: Banish sends the life card to the trash, no [Trigger]."""
    return has_keyword(s, attacker, "banish")


def blockers(s: GameState, defender: str) -> list[str]:
    """10-1-4-1 / 7-1-2-1: active Blocker cards other than the attacked card, once per battle."""
    b = s.battle
    if b is None or b.blocker_used:
        return []
    out: list[str] = []
    ps = s.players[defender]
    # 10-1-4-1 / 7-1-2-1: any of the defender's cards with Blocker, so also a leader that gained it.
    for fc in [*([ps.leader] if ps.leader is not None else []), *ps.characters]:
        if fc.rested or fc.id == b.target:
            continue
        # 10-1-4-1: Blocker is used by resting the card, so "cannot be rested" stops it too (1-3-3).
        if (
            has_keyword(s, fc.id, "blocker")
            and not prohibited(s, fc.id, "block")
            and not prohibited(s, fc.id, "be_rested")
        ):
            out.append(fc.id)
    return out
