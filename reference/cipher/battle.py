"""Attacking (18) by the range table (20): the support step, the critical hit and godspeed evasion, judgment and the
end of the battle, as work-stack tasks; the destruction they cause is rule processing's (9.3)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from .battle_end import CloseBattle, battle_trigger, end_tasks, judgment_triggers, support_leaves
from .effects import support_value
from .keyword_skills import always_power
from .power import current_power, unit_power
from .principles import become_tapped, cannot_attack, may_attack_first_turn
from .rules import destroy, find_unit, to_retreat, trigger
from .state import Battle, Card, GameState, line_of, other, turn_player
from .turn import TASKS, Ask, CheckTiming


@dataclass(frozen=True, slots=True)
class PlaceSupport(Task):
    """18.3.1.2: each player's deck top to their support area."""


@dataclass(frozen=True, slots=True)
class CheckSupport(Task):
    """18.3.1.4: a support of the battling unit's unit name, or none, fails and retreats (18.3.1.4.1.1)."""


@dataclass(frozen=True, slots=True)
class SupportSkills(Task):
    """18.3.1.6: both players' support skills, the turn player's first (18.3.1.6.1)."""


@dataclass(frozen=True, slots=True)
class AddSupport(Task):
    """18.3.1.8: a support card's support value is added to its player's battle power."""


@dataclass(frozen=True, slots=True)
class AskCritical(Task):
    """18.4.1.2: the turn player may make a critical hit."""


@dataclass(frozen=True, slots=True)
class AskEvasion(Task):
    """18.4.1.4: the non-turn player may make a godspeed evasion."""


@dataclass(frozen=True, slots=True)
class Judge(Task):
    """18.5.1.2: the attacker's power at least the defender's destroys the defender."""


@dataclass(frozen=True, slots=True)
class EndBattle(Task):
    """18.6.1.2: the support cards retreat; 18.6.1.6, 18.6.1.7: the battle's values are undone and it ends."""


RANGE_TABLE: dict[tuple[str, int], tuple[str, ...]] = {
    # (attacker's line, a range it has) -> the opponent's lines it reaches (20.2, 20.3)
    ("front", 1): ("front",),
    ("front", 2): ("back",),
    ("front", 3): (),
    ("back", 1): (),
    ("back", 2): ("front",),
    ("back", 3): ("back",),
}


def targets(s: GameState, attacker: Card) -> list[Card]:
    """20.2, 20.3: the opponent's units the attacker's ranges reach from its line: the union over every single range
    its printed range spans (20.2.4 to 20.2.6 and 20.3.4 to 20.3.6 are those unions; 1-3 spans 2 too)."""
    ranges = s.pool[attacker.card].range
    if s.battle is not None and s.battle.attacker == attacker.id and s.battle.attacker_range is not None:
        ranges = s.battle.attacker_range  # 18.2.1.3.3.1: changed until the end of the battle
    line = str(line_of(s, attacker))
    lines: tuple[str, ...] = ()
    for r in range(min(ranges), max(ranges) + 1) if ranges else ():  # 20.2.5, 20.3.5: range 1-3 includes 2
        lines += RANGE_TABLE.get((line, r), ())
    opp = s.players[other(attacker.owner)]
    return [u for name in ("front", "back") if name in lines for u in opp.zone(name)]


def attack_problem(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
    """13.5.1.3.2, 18.2.1.2, 18.2.1.2.1, 18.2.1.3.1, 20.1: why this attack cannot be made (None: it can)."""
    if attacker is not None and attacker.owner == player and cannot_attack(s, attacker):
        return "2.2", f"a skill forbids {attacker.id} to attack, whatever allows it"
    if turn_player(s) == s.first_player and s.turn == 1 and not (attacker and may_attack_first_turn(s, attacker)):
        return "13.5.1.3.2", "the first player cannot attack on the first turn"  # 2.1: unless a skill allows it
    if attacker is None or attacker.tapped:
        return "18.2.1.2", "the attacker is an untapped unit of the turn player"
    if not s.pool[attacker.card].range:
        return "18.2.1.2.1", f"{attacker.id} has range - only"
    reachable = targets(s, attacker)
    if not reachable:
        return "18.2.1.3.1", f"{attacker.id} reaches no unit of the opponent"
    if target not in [u.id for u in reachable]:
        return "20.1", f"{target!r} is not in {attacker.id}'s range"
    return None


def start_attack(s: GameState, player: str, attacker: Card, defender: Card) -> None:
    """18.2.1.2: the attacker becomes tapped; 18.2.1.3.2: the battle begins; the steps follow as tasks."""
    become_tapped(s, attacker)
    s.battle = Battle(attacker.id, defender.id, ())  # the battle's units first: "if attacking" reads them (25.6.1.1)
    # 21.3.1.3.2: active continuous power skills are read as the battle begins (docs/cipher-data.md, Decisions)
    base = ((player, unit_power(s, attacker)), (other(player), unit_power(s, defender)))  # 23.1.9..23.1.11, 23.1.38
    power = tuple((p, own + always_power(s, p)) for p, own in base)
    s.battle = Battle(attacker.id, defender.id, power, base=base)
    s.emit("attack", player=player, card=attacker.id, target=defender.id)
    trigger(s, "attacks", attacker)  # 18.2.1.3.4
    trigger(s, "attacked", defender)  # 18.2.1.3.5
    s.tasks += [
        Ask("action"),
        CloseBattle(),  # 18.6.1.6, 18.6.1.7
        CheckTiming(),  # 18.6.1.5 (18.6.1.3 and 18.6.1.4 are pushed by EndBattle)
        EndBattle(),
        CheckTiming(),  # 18.6.1.1 (18.5.1.3: destruction is applied here)
        Judge(),
        CheckTiming(),  # 18.5.1.1 (18.4.1.5)
        AskEvasion(),
        CheckTiming(),  # 18.4.1.3
        AskCritical(),
        CheckTiming(),  # 18.4.1.1 (18.3.1.9)
        AddSupport(),
        CheckTiming(),  # 18.3.1.7
        SupportSkills(),
        CheckTiming(),  # 18.3.1.5
        CheckSupport(),
        CheckTiming(),  # 18.3.1.3
        PlaceSupport(),
        CheckTiming(),  # 18.2.1.4, 18.3.1.1
    ]


def _battler(s: GameState, player: str) -> Card | None:
    battle = s.battle
    assert battle is not None
    cid = battle.attacker if player == turn_player(s) else battle.defender
    return find_unit(s, player, cid)


def _set_power(s: GameState, player: str, value: int) -> None:
    battle = s.battle
    assert battle is not None
    power = tuple((p, value if p == player else v) for p, v in battle.power)
    s.battle = dataclasses.replace(battle, power=power)


# PlaceSupport, CheckSupport and SupportSkills are carried out by support.py (18.2.1.5, 18.3.1.2 to 18.3.1.6).


@TASKS.handles(AddSupport)
def _add_support(s: GameState, task: AddSupport) -> None:
    assert s.battle is not None
    for p in (turn_player(s), other(turn_player(s))):
        support = s.players[p].support
        if support:
            _set_power(s, p, s.battle.power_of(p) + support_value(s, support[-1]))  # 23.1.16.1


def same_name_in_hand(s: GameState, player: str) -> list[str]:
    """18.4.1.2.1, 18.4.1.4.1: hand cards of the battling unit's unit name."""
    unit = _battler(s, player)
    if unit is None:
        return []
    return [c.id for c in s.players[player].hand if s.unit_name(c) == s.unit_name(unit)]


@TASKS.handles(AskCritical)
def _ask_critical(s: GameState, task: AskCritical) -> None:
    assert s.battle is not None
    p = turn_player(s)
    options = same_name_in_hand(s, p)
    if options and current_power(s, p) > 0:  # 18.4.1.2.1.3: not with a power of 0 or less
        s.pending = Pending(
            p, "critical", "a card of the attacker's unit name to discard for a critical hit, or none", options, 0, 1
        )


@TASKS.handles(AskEvasion)
def _ask_evasion(s: GameState, task: AskEvasion) -> None:
    p = other(turn_player(s))
    options = same_name_in_hand(s, p)
    if options:
        s.pending = Pending(
            p, "evasion", "a card of the defender's unit name to discard for a godspeed evasion, or none", options, 0, 1
        )


def critical(s: GameState, player: str, cid: str) -> None:
    """18.4.1.2.1: the card to the retreat area; 18.4.1.2.1.1: the attacker's power is added to itself."""
    assert s.battle is not None
    discard(s, player, cid)
    _set_power(s, player, s.battle.power_of(player) + current_power(s, player))  # 18.4.1.2.1.1.1: read after it
    s.battle = dataclasses.replace(s.battle, critical=True)
    s.emit("critical", player=player, card=cid)
    battle_trigger(s, "critical", "critically_hit")  # 18.4.1.2.1.2


def evasion(s: GameState, player: str, cid: str) -> None:
    """18.4.1.4.1: the card to the retreat area; 18.4.1.4.1.1: the defender is not destroyed in this battle."""
    assert s.battle is not None
    discard(s, player, cid)
    s.battle = dataclasses.replace(s.battle, evasion=True)
    s.emit("evasion", player=player, card=cid)
    battle_trigger(s, "evaded", "evades")  # 18.4.1.4.1.2


def discard(s: GameState, player: str, cid: str) -> None:
    pl = s.players[player]
    card = next(c for c in pl.hand if c.id == cid)
    pl.hand.remove(card)
    pl.retreat.append(card)
    s.emit("to_retreat", player=player, card=card.id, new_id=card.id)
    s.pending = None


@TASKS.handles(Judge)
def _judge(s: GameState, task: Judge) -> None:
    battle = s.battle
    assert battle is not None
    attacker, defender = turn_player(s), other(turn_player(s))
    unit = find_unit(s, defender, battle.defender)
    powers = current_power(s, attacker), current_power(s, defender)
    destroyed = powers[0] >= powers[1]  # 18.5.1.2: a tie destroys
    s.emit("judgment", attacker=powers[0], defender=powers[1], destroys=destroyed)
    if unit is not None and destroyed and not battle.evasion:
        destroy(s, unit)
    judgment_triggers(s, unit)  # 18.5.1.2.1, 18.5.1.2.2


@TASKS.handles(EndBattle)
def _end_battle(s: GameState, task: EndBattle) -> None:
    supports: list[tuple[str, str]] = []
    for p in (turn_player(s), other(turn_player(s))):
        pl = s.players[p]
        for card in list(pl.support):
            pl.support.remove(card)
            supports.append((p, card.id))
            where = support_leaves(s, p, card)  # 18.6.1.2.1: an executed skill's "instead"
            pl.zone(where).append(card)  # 18.6.1.2
            s.emit("to_hand" if where == "hand" else "to_retreat", player=p, card=card.id, new_id=card.id)
    s.tasks += end_tasks(supports)  # 18.6.1.3, 18.6.1.4


__all__ = ["attack_problem", "critical", "evasion", "start_attack", "targets", "to_retreat"]
