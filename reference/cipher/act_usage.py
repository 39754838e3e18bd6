"""Whether an activated skill's use counts (19.1.4.1 to 19.1.4.3): its usage limit is recorded when any part of its
effect applied or its cost was paid; a skill without a cost whose effect applied nothing is not used."""

from __future__ import annotations

from .cards import Skill
from .state import GameState, other


def effect_applies(s: GameState, player: str, k: Skill) -> bool:
    """Whether any part of ``k``'s effect can apply now (read before it is carried out): a draw with a card in
    the deck or the retreat area (11.3.1 refills), a destruction with a unit of the opponent's other than the Main
    Character, a win, a battle power change during a battle."""
    pl = s.players[player]
    if k.win or (k.draw and (pl.deck or pl.retreat)):
        return True
    if k.destroy and any(not u.main and not u.destroyed for u in s.players[other(player)].units):
        return True
    return bool(k.battle_power and s.battle is not None)


def counts_as_used(s: GameState, player: str, k: Skill) -> bool:
    """19.1.4.1: any part of the effect applied, or 19.1.4.1.1, 19.1.4.3: its cost paid, makes the skill used;
    19.1.4.2: a skill without a cost whose effect applied nothing is not used (no usage limit recorded)."""
    return bool(k.tap or k.flip_bonds) or effect_applies(s, player, k)


__all__ = ["counts_as_used", "effect_applies"]
