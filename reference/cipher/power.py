"""A battling unit's power as it stands now: the battle's recorded value (its power and continuous skills as the
battle began, support, critical hit, "until the end of the battle" effects), plus how far the unit's own power has
moved since the battle began (a lasting change an effect made during the battle, 18.2.1.4), plus the continuous
skills read at this moment (18.4.1.2.1.1.1: one counting its player's hand cards)."""

from __future__ import annotations

from .keyword_effects import printed_or_set_power
from .principles import power_effects
from .rules import find_unit
from .state import Card, GameState, turn_player


def unit_power(s: GameState, unit: Card) -> int:
    """A unit's power outside what a battle records (4.11.2: it may be 0 or negative, never raised to 0):
    its printed power (4.11.3: X is 0; 23.1.8.1: a copy's printed power instead; 23.1.38.3: its stacked cards x 10
    where a skill sets it); 2.12: every continuous "becomes N" first, in turn, so the last stands (the turn player's
    first, 2.12.1), then every continuous +/- (principles.power_effects, and this unit's own raises and cuts); then
    the lasting changes effects made, in the order made (23.1.9.1: game-long ones to all allies reach every unit,
    whenever it came; 23.1.10.1, 23.1.11.1: a doubling by an effect added a fixed number then); then its continuous
    doubling skills (23.1.10.1: its power at that point added to itself)."""
    copied = [number for cid, number, turn in s.copies if cid == unit.id and turn == s.turn]
    power = s.pool[copied[-1]].power if copied else printed_or_set_power(s, unit)
    modifiers = power_effects(s, unit)
    for k in modifiers:
        if k.set_power is not None:
            power = k.set_power
    power += sum(k.power_mod for k in modifiers)
    skills = [k for k in s.definition(unit).skills if k.kind == "continuous"]
    power += sum(k.power_bonus for k in skills)
    for boost in s.boosts:
        if boost.turn is not None and boost.turn != s.turn:
            continue  # "until the end of the turn" is over
        if boost.card == unit.id or (boost.card is None and boost.player == unit.owner):
            power += boost.amount
    for k in skills:
        if k.power_doubled:
            power += power
    return power


def battling_unit(s: GameState, player: str) -> Card | None:
    """The player's battling unit if it is still on the battlefield."""
    battle = s.battle
    assert battle is not None
    return find_unit(s, player, battle.attacker if player == turn_player(s) else battle.defender)


def hand_bonus(s: GameState, player: str) -> int:
    """The continuous "power +N for each card in my hand" skills of ``player``'s battling unit, read now."""
    if s.battle is None:
        return 0
    unit = battling_unit(s, player)
    if unit is None:
        return 0
    per_card = sum(k.power_per_hand_card for k in s.definition(unit).skills if k.kind == "continuous")
    return per_card * len(s.players[player].hand)


def current_power(s: GameState, player: str) -> int:
    """``player``'s battling unit's power now (18.3.1.8, 18.4.1.2.1.1, 18.5.1.2): a change of the unit's own power
    during the battle (a "when it attacks: +N until the end of the turn") counts from the moment it is made; a unit
    no longer on the battlefield keeps the power it had as the battle began."""
    battle = s.battle
    assert battle is not None
    unit = battling_unit(s, player)
    moved = unit_power(s, unit) - battle.base_of(player) if unit is not None else 0
    return battle.power_of(player) + moved + hand_bonus(s, player)


__all__ = ["battling_unit", "current_power", "hand_bonus", "unit_power"]
