"""A battling unit's power as it stands now: the battle's recorded value (printed, support, critical hit, "until the
end of the battle" effects) plus the continuous skills read at this moment (18.4.1.2.1.1.1: one counting its
player's hand cards)."""

from __future__ import annotations

from .rules import find_unit
from .state import GameState, turn_player


def hand_bonus(s: GameState, player: str) -> int:
    """The continuous "power +N for each card in my hand" skills of ``player``'s battling unit, read now."""
    battle = s.battle
    if battle is None:
        return 0
    unit = find_unit(s, player, battle.attacker if player == turn_player(s) else battle.defender)
    if unit is None:
        return 0
    per_card = sum(k.power_per_hand_card for k in s.definition(unit).skills if k.kind == "continuous")
    return per_card * len(s.players[player].hand)


def current_power(s: GameState, player: str) -> int:
    """``player``'s battling unit's power now (18.3.1.8, 18.4.1.2.1.1, 18.5.1.2)."""
    assert s.battle is not None
    return s.battle.power_of(player) + hand_bonus(s, player)


__all__ = ["current_power", "hand_bonus"]
