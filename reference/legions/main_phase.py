"""The main-phase actions of chapter 27 other than unlocking, playing (``play``) and attacking (``battle``).

Card abilities (27-6 for minions and lords) are not in this slice; the awakened master's two
rule-given abilities (20-3b, 20-3c) are.
"""

from __future__ import annotations

from tcgjudge.engine.interface import IllegalActionError

from .move_attack import offer_move_attack
from .state import LANES, GameState, Grant, Problem
from .stats import incapacitated
from .zones import ADJACENT, exhaust, lane_move, move_card, move_cores, unit_to_exclusion

MASTER_ABILITIES = ("core_boost", "grant_assault")  # 20-3b, 20-3c


def _raise(problem: Problem) -> None:
    if problem is not None:
        raise IllegalActionError(*problem)


# -- 27-5: lane move ---------------------------------------------------------------------------


def lane_move_problem(s: GameState, player: str, cid: str, to: str) -> Problem:
    """27-5: an active, capable minion of your minion zone, exhausted, to an adjacent lane.

    Decision (27-5, 17-11): the adjacent lane must be empty; 17-11 allows one card per lane and
    27-5 describes no swap.
    """
    ps = s.players[player]
    source = next((lane for lane in LANES if (u := ps.lanes[lane]) is not None and u.id == cid), None)
    if source is None:
        return "27-5", f"{cid} is not a minion in {player}'s minion zone"
    unit = ps.lanes[source]
    assert unit is not None
    if unit.reversed:  # Decision (16-3e): a reversed card has no category, so it is no minion to move
        return "27-5", f"{cid} is reversed: it has no category (16-3e), so it is not a minion"
    if unit.exhausted:
        return "27-5", f"{cid} is exhausted"
    if incapacitated(s, unit):
        return "29-1", f"{cid} is incapacitated this turn and cannot exhaust"
    if to not in ADJACENT[source]:
        return "27-5", f"{to!r} is not a lane adjacent to {source} (18-5)"
    if ps.lanes[to] is not None:
        return "17-11", f"your {to} lane is not empty"
    return None


def do_lane_move(s: GameState, player: str, cid: str, to: str) -> None:
    _raise(lane_move_problem(s, player, cid, to))
    s.pending = None
    found = s.find_unit(player, cid)
    assert found is not None
    exhaust(s, player, found[1])
    lane_move(s, player, cid, to)
    offer_move_attack(s, player, cid)  # 39-7


# -- 27-6 with 20-3b / 20-3c: the awakened master's abilities ------------------------------------


def activate_problem(s: GameState, player: str, ability: str, target: str | None) -> Problem:
    """20-3b / 20-3c: an awakened master's ability, paid by exhausting the master (30-3)."""
    master = s.players[player].master
    if ability not in MASTER_ABILITIES:
        return "27-6", f"no activated ability {ability!r} (card abilities are not in this slice)"
    clause = "20-3b" if ability == "core_boost" else "20-3c"
    if master.mode != "awakened":
        return clause, "only an awakened master has this ability (20-3)"
    if master.exhausted:
        return "30-3", "the master is exhausted and cannot be exhausted to pay"
    if ability == "grant_assault" and target not in assault_targets(s, player):
        return "20-3c", f"{target!r} is not a unit on {player}'s field"
    return None


def assault_targets(s: GameState, player: str) -> list[str]:
    """20-3c: any unit of your field (21-1: the master, the lord, the minions).

    Decision (16-3e with 21-1): a reversed card has no category, so it is neither a minion nor a lord,
    hence no unit, and cannot be chosen.
    """
    return [s.players[player].master.id, *(u.id for u in s.units(player) if not u.reversed)]


def activate(s: GameState, player: str, ability: str, target: str | None) -> None:
    _raise(activate_problem(s, player, ability, target))
    s.pending = None
    exhaust(s, player)  # 30-3: the master exhausts itself
    s.emit("activate", player=player, ability=ability, target=target)
    if ability == "core_boost":
        move_cores(s, player, 1, "outside", "master")  # 20-3b: a core from outside the game
    else:
        assert target is not None
        s.grants.append(Grant(target, "assault", player))  # until the end of the turn (26-7 (3))
        s.emit("keyword", card=target, keyword="assault", duration="turn")


# -- 27-7 / 27-8: excluding a card of your field or standby zone ---------------------------------


def exclude_field_problem(s: GameState, player: str, cid: str) -> Problem:
    """27-7: an active minion, lord or reversed card of your field (never the master).

    Decision (27-7, 29-1): an incapacitated unit may be excluded: exclusion does not exhaust it.
    """
    found = s.find_unit(player, cid)
    if found is None:
        return "27-7", f"{cid} is not a minion, lord or reversed card on {player}'s field"
    if found[1].exhausted:
        return "27-7", f"{cid} is exhausted; only an active card can be excluded"
    return None


def exclude_field(s: GameState, player: str, cid: str) -> None:
    _raise(exclude_field_problem(s, player, cid))
    s.pending = None
    s.emit("exclude", player=player, card=cid)
    unit_to_exclusion(s, player, cid)


def exclude_standby_problem(s: GameState, player: str, cid: str) -> Problem:
    if not any(c.id == cid for c in s.players[player].standby):
        return "27-8", f"{cid} is not in {player}'s standby zone"
    return None


def exclude_standby(s: GameState, player: str, cid: str) -> None:
    """27-8: a standby card to the exclusion zone, face up (38-7)."""
    _raise(exclude_standby_problem(s, player, cid))
    s.pending = None
    s.emit("exclude", player=player, card=cid)
    move_card(s, player, cid, "standby", "exclusion")
