"""Replacement effects (8-1-3-5): whether one can apply, and asking whether an optional one is used."""

from __future__ import annotations

from ..core.decisions import Continuation
from .cards import Ability
from .continuous import prohibited
from .decisions import Candidate, Decision
from .state import GameState, Pending, other


def instead_possible(s: GameState, player: str, source: str, ab: Ability) -> bool:
    """Decision (8-1-3-5, 1-3-2): a replacement applies only if its 'instead' part can be done in full."""
    for eff in ab.instead:
        if eff.kind == "trash_from_hand" and not eff.up_to:
            p = player if eff.player == "self" else other(player)
            if len(s.players[p].hand) < eff.count:
                return False
        if eff.kind in ("rest", "set_active") and eff.target.select == "this":
            found = s.find_field(source)
            if found is None or found[2].rested == (eff.kind == "rest"):
                return False
            if eff.kind == "rest" and prohibited(s, source, "be_rested"):
                return False
    return True


def ask_to_replace(s: GameState, cand: Candidate, instead_of: str, then: Continuation) -> bool:
    """Leave a yes/no decision pending when replacement candidate ``cand`` is optional (True), else False.

    ``then`` finishes the answer; a mandatory replacement is the caller's to apply.
    """
    if not s.card_def(cand.card).abilities[cand.ability].optional:
        return False
    s.pending = Pending(
        player=cand.player,
        kind=Decision.DECIDE,
        prompt=f"use the replacement ability of {cand.source} instead of {instead_of}?",
        options=[True, False],
        source=cand.source,
        then=then,
    )
    return True
