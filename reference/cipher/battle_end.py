"""The skills a battle triggers (18.4.1.2.1.2, 18.4.1.4.1.2, 18.5.1.2.1, 18.5.1.2.2, 18.6.1.4.2) and the end of the
battle step after the support cards retreat (18.6.1.2.1, 18.6.1.4, 18.6.1.6, 18.6.1.7), as work-stack tasks."""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.tasks import Task

from .cards import Skill
from .power import battling_unit
from .rules import apply_effect, find_unit, trigger
from .state import Card, GameState, other, turn_player
from .turn import TASKS, CheckTiming


@dataclass(frozen=True, slots=True)
class EndSkills(Task):
    """18.6.1.4: the "at the end of the battle" support skills of the support cards that retreated in 18.6.1.2
    (``supports``: player and card id, the turn player's first), then 18.6.1.4.2: "at the end of its attack"."""

    supports: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class CloseBattle(Task):
    """18.6.1.6, 18.6.1.7: the battle's powers and "until the end of the battle" effects are undone (they live in
    the battle) and the battling units stop being battling units: the battle ends."""


def battle_trigger(s: GameState, attacker_event: str, defender_event: str) -> None:
    """The attacking unit's ``attacker_event`` and the defending unit's ``defender_event`` skills trigger, the
    attacker's first; a battling unit no longer on the battlefield triggers nothing (10.1.1)."""
    battle = s.battle
    assert battle is not None
    tp = turn_player(s)
    for player, cid, event in ((tp, battle.attacker, attacker_event), (other(tp), battle.defender, defender_event)):
        unit = find_unit(s, player, cid)
        if unit is not None:
            trigger(s, event, unit)


def judgment_triggers(s: GameState, defender: Card | None) -> None:
    """18.5.1.2.1: a defender made destroyed triggers "when it destroys" and "when destroyed in battle"; 18.5.1.2.2:
    otherwise "when it fails to destroy" and "when not destroyed". A defending unit that has left the battlefield
    is no defending unit any more (18.2.1.3.2.1.1): nothing is judged, nothing triggers (docs/cipher-data.md)."""
    if defender is None:
        return
    if defender.destroyed:
        battle_trigger(s, "destroys", "destroyed_in_battle")
    else:
        battle_trigger(s, "fails_to_destroy", "not_destroyed")


def executed_support(s: GameState, player: str, card: Card) -> list[Skill]:
    """The support skills ``card`` carried out in the support step as ``player``'s support card (18.3.1.6): those
    for its player's side (attack for the turn player, defence for the other), the end-of-battle ones apart."""
    side = "attack" if player == turn_player(s) else "defence"
    return [k for k in s.pool[card.card].skills if k.kind == "support" and (k.only_when is None or k.only_when == side)]


def support_leaves(s: GameState, player: str, card: Card) -> str:
    """18.6.1.2: where a support card goes at the end of the battle: its retreat area, or, 18.6.1.2.1, the zone an
    executed support skill of it names instead."""
    for k in executed_support(s, player, card):
        if k.instead_of_retreat is not None and not k.at_battle_end:
            return k.instead_of_retreat
    return "retreat"


@TASKS.handles(EndSkills)
def _end_skills(s: GameState, task: EndSkills) -> None:
    """18.6.1.4: each support card's "at the end of the battle" skills for its side (one unmet condition (A): not
    carried out, 18.6.1.4.1), the turn player's first; then 18.6.1.4.2 the attacking unit's "at the end of its
    attack" skills trigger."""
    assert s.battle is not None
    for player, cid in task.supports:
        card = _find_card(s, player, cid)
        if card is None:
            continue
        for index, k in enumerate(s.pool[card.card].skills):
            if k not in executed_support(s, player, card) or not k.at_battle_end:
                continue
            if k.end_condition == "unit_on_battlefield" and battling_unit(s, player) is None:
                continue  # 18.6.1.4.1: (A) is checked now, not when the support was placed
            s.emit("support_skill", player=player, card=cid, skill=index)
            apply_effect(s, player, k)
    battle_trigger(s, "attack_ends", "")


def _find_card(s: GameState, player: str, cid: str) -> Card | None:
    """The card ``cid`` of ``player`` wherever it went since 18.6.1.2 (a deck refill may have taken it, 11.3.1):
    its executed skill is still carried out."""
    for zone in ("retreat", "hand", "deck", "support", "orbs", "bonds", "front", "back", "infinity"):
        for card in s.players[player].zone(zone):
            if card.id == cid:
                return card
    return None


@TASKS.handles(CloseBattle)
def _close_battle(s: GameState, task: CloseBattle) -> None:
    s.battle = None  # 18.6.1.6, 18.6.1.7
    s.emit("battle_end", player=turn_player(s))


def end_tasks(supports: list[tuple[str, str]]) -> list[Task]:
    """What follows the support cards' retreat (18.6.1.2): 18.6.1.3 a check timing, then 18.6.1.4."""
    return [EndSkills(tuple(supports)), CheckTiming()]


__all__ = ["CloseBattle", "EndSkills", "battle_trigger", "end_tasks", "judgment_triggers", "support_leaves"]
