"""Triggered skill processing's finer points (10): the conditions of a skill checked when its event happens
(10.1.1.1.1) and when it is chosen (10.2.1.1, 10.2.1.1.1), and how much of an effect can be applied (10.2.3.1 to
10.2.3.3), which decides whether a usage limit is recorded."""

from __future__ import annotations

from .cards import Skill
from .state import GameState, other

ALL, PART, NONE = "all", "part", "none"


def may_trigger(s: GameState, player: str, k: Skill) -> bool:
    """10.1.1.1.1: a skill that "does not trigger unless (A)" becomes triggered only if (A) holds at the event."""
    pl = s.players[player]
    if k.triggers_retreat_at_most is not None and len(pl.retreat) > k.triggers_retreat_at_most:
        return False
    return k.triggers_hand_at_most is None or len(pl.hand) <= k.triggers_hand_at_most


def conditions_met(s: GameState, player: str, k: Skill) -> bool:
    """10.2.1.1, 10.2.1.1.1: the hand conditions of a skill, checked when it is chosen; every one must hold (the
    line condition, ``only_in``, is checked beside them in rules.resolve_trigger)."""
    hand = len(s.players[player].hand)
    if k.hand_at_most is not None and hand > k.hand_at_most:
        return False
    return hand >= k.hand_at_least


def effect_extent(s: GameState, player: str, k: Skill) -> str:
    """How much of the effect of ``k`` can be applied now: ``all``, ``part`` (10.2.3.2) or ``none`` (10.2.3.3).
    Each part counts: the cards to draw (the deck and the retreat area that refills it, 11.3), the opponent's units
    to destroy (one part: any unit but the Main Character not yet destroyed), the face-up bonds to turn face down,
    the win."""
    pl = s.players[player]
    wanted = done = 0
    if k.draw:
        wanted += k.draw
        done += min(k.draw, len(pl.deck) + len(pl.retreat))
    if k.destroy:
        wanted += 1
        done += any(not u.main and not u.destroyed for u in s.players[other(player)].units)
    if k.flip_effect:
        wanted += k.flip_effect
        done += min(k.flip_effect, sum(1 for c in pl.bonds if c.face_up))
    if k.win:
        wanted += 1
        done += 1
    if done == wanted:
        return ALL
    return NONE if done == 0 else PART
