"""Attacks and battles: the main-phase attack (27-4), Assault (29-3), chapter 34, First Strike (39-4).

The steps of 34-2: (1) the attacker is chosen and exhausted (34-3) and (2) the target is chosen in
range (34-4..34-6), both in the one ``attack`` action; (3) on-attack triggers (36-2c) are card text,
not in this slice; (4) the exchange of battle damage (34-7) is a task of its own, split into two
strikes when exactly one of the two units has First Strike. The driver checks the end of the game
between every two tasks (24-4b), so after each strike and before the breaks it causes.

Decision (34-2, 34-6, 01-8): a battle has no block step and no response step. 34-2 lists four steps,
none of them the opponent's; blocking is where the opponent's minions stand (34-6), not a choice, and
the non-turn player makes no choices at all (01-8).
"""

from __future__ import annotations

from tcgjudge.engine.interface import IllegalActionError

from . import keywords as kw
from . import prohibitions
from .damage import deal
from .state import LANES, GameState, Hit, Master, Problem, Unit, other
from .stats import atk, has_keyword, incapacitated, keywords
from .tasks import TASKS, BattleEnd, BattleExchange, BattleStrike
from .zones import adjacent, attack_lane, exhaust, facing_lane

# -- where units stand and what they are in battle ------------------------------------------------


def _on_field(s: GameState, player: str, cid: str) -> Unit | Master | None:
    """``player``'s master or open minion/lord ``cid``, if it is on the field now."""
    ps = s.players[player]
    if ps.master.id == cid:
        return ps.master
    found = s.find_unit(player, cid)
    return found[1] if found is not None and not found[1].reversed else None


def _battle_atk(s: GameState, fighter: Unit | Master) -> int:
    """The battle damage a fighter deals (34-7, 09-1).

    Decision (14-3h, 11-5): a master has no ATK (only minions and lords print one), so a master that
    is attacked deals no damage back: 0 is no damage.
    """
    if isinstance(fighter, Master):
        return s.text.master_atk.get(fighter.id, 0)  # 38-9: the ATK an effect gives it for its attack
    return atk(s, fighter) or 0


def _first_strike(s: GameState, fighter: Unit | Master) -> bool:
    """39-4: First Strike, printed or given."""
    if isinstance(fighter, Master):
        return "first_strike" in keywords(s, fighter.id, None)
    return has_keyword(s, fighter, "first_strike")


# -- the attack range (34-4..34-6) --------------------------------------------------------------------


def blockers(s: GameState, player: str, lane: str, attacker: Unit | Master | None = None) -> list[str]:
    """34-6: the opponent's minion in the attacker's lane (the lane is shared, 18-2..18-4), unless a
    keyword keeps it from blocking this attacker (39-9, 39-16, 39-18).

    Decision (16-3e): a reversed card has no category, so it is no minion: it neither blocks nor is
    in range. A lord is in the centre lane (18-3) but is no minion, so it never blocks.
    """
    unit = s.players[other(player)].lanes[facing_lane(lane)]
    return [unit.id] if unit is not None and not unit.reversed and kw.blocks(s, unit, attacker) else []


def attack_range(s: GameState, player: str, lane: str, attacker: Unit | Master | None = None) -> list[str]:
    """34-5: the opponent's minions in the attacker's lane and its adjacent lanes (18-5); the opponent's
    master and lord as well when no minion blocks (34-6)."""
    theirs = s.players[other(player)]
    out = []
    for their_lane in LANES:
        unit = theirs.lanes[their_lane]
        if unit is not None and not unit.reversed:
            mine = facing_lane(their_lane)  # the same lane, as ``player`` names it
            if mine == lane or adjacent(lane, mine):
                out.append(unit.id)
    if not blockers(s, player, lane, attacker):
        out.append(theirs.master.id)
        if theirs.lord is not None and not theirs.lord.reversed:
            out.append(theirs.lord.id)
    return out


def targets(s: GameState, player: str, attacker: str) -> list[str]:
    """34-4: the units ``attacker`` may choose as its target now.

    29-3: an incapacitated attacker (it attacks by Assault) may attack only the units of the opponent's
    minion zone, so never the master or the lord.

    Decision (34-4, 34-3): the target is chosen in the same action as the attacker; an attacker with
    nothing in range cannot attack, rather than being exhausted for a battle with no target. Only an
    incapacitated attacker can meet this: otherwise the blocker or the master is always in range.
    """
    found = s.find_unit(player, attacker)
    assert found is not None
    area, unit = found
    in_range = attack_range(s, player, attack_lane(area), unit)
    in_range = [t for t in in_range if kw.target_restriction(s, player, unit, area, t) is None]  # 39-9, 39-17
    if incapacitated(s, unit):
        minions = {u.id for u in s.players[other(player)].lanes.values() if u is not None}
        in_range = [t for t in in_range if t in minions]
    return in_range


# -- declaring an attack (27-4, 34-3, 34-4) ---------------------------------------------------------------


def attacker_problem(s: GameState, player: str, attacker: str) -> Problem:
    """27-4 / 34-3: an active minion or lord of your field that is not incapacitated (29-1), or that
    has Assault (29-3).

    Decision (29-3, 39-3): Assault does not let an exhausted unit attack: 29-3 exhausts it as any
    attack does; 39-3's "exhausted" is read as the incapacitated state of 29-1.
    """
    found = s.find_unit(player, attacker)
    if found is None:
        return "27-4", f"{attacker} is not a minion or lord on {player}'s field"
    unit = found[1]
    if unit.reversed:
        return "27-4", f"{attacker} is reversed: it has no category (16-3e), so it is neither minion nor lord"
    if unit.exhausted:
        return "27-4", f"{attacker} is exhausted; only an active minion or lord attacks"
    if incapacitated(s, unit) and not has_keyword(s, unit, "assault"):
        return "29-1", f"{attacker} is incapacitated this turn and has no Assault (29-3)"
    return prohibitions.problem(s, unit, "attack")  # 01-3: a "cannot attack" beats Haste and Assault


def target_problem(s: GameState, player: str, attacker: str, target: str) -> Problem:
    """34-4 / 34-5 / 29-3: why ``attacker`` cannot choose ``target``, or None."""
    if target in targets(s, player, attacker):
        return None
    found = s.find_unit(player, attacker)
    assert found is not None
    area, unit = found
    restriction = kw.target_restriction(s, player, unit, area, target)
    if restriction is not None and target in attack_range(s, player, attack_lane(area), unit):
        return restriction
    theirs = s.players[other(player)]
    leaders = [theirs.master.id] + ([theirs.lord.id] if theirs.lord is not None and not theirs.lord.reversed else [])
    if target in leaders:
        if incapacitated(s, unit):
            return "29-3", f"{attacker} attacks by Assault: only the opponent's minion zone, not {target}"
        blocker = blockers(s, player, attack_lane(area), unit)[0]
        return "34-5", f"{blocker} blocks {attacker} (34-6): the opponent's master and lord are out of range"
    if _on_field(s, other(player), target) is None:
        return "34-4", f"{target} is not a unit of the opponent's field"
    return "34-5", f"{target} is neither in {attacker}'s lane nor in a lane adjacent to it (18-5)"


def declare_attack(s: GameState, player: str, attacker: str, target: str) -> None:
    """34-2 (1)-(2): exhaust the attacker (34-3; Assault too, 29-3), choose the target; then the exchange."""
    problem = attacker_problem(s, player, attacker) or target_problem(s, player, attacker, target)
    if problem is not None:
        raise IllegalActionError(*problem)
    begin_battle(s, player, attacker, target)


def begin_battle(s: GameState, player: str, attacker: str, target: str) -> None:
    """The battle of a checked attacker and target (the main-phase attack, or Move Attack's, 39-7)."""
    found = s.find_unit(player, attacker)
    assert found is not None
    s.pending = None
    exhaust(s, player, found[1])
    s.emit("attack", player=player, attacker=attacker, target=target)
    s.tasks.append(BattleEnd(player, attacker, target))
    # 34-2 (3): no on-attack trigger (36-2c) exists without card text.
    s.tasks.append(BattleExchange(player, attacker, target))


# -- the exchange of battle damage (34-7, 39-4) --------------------------------------------------------


def _fighters(s: GameState, task: BattleExchange | BattleStrike) -> dict[str, tuple[str, Unit | Master | None]]:
    """The attacker and the target by id: (owner, the card if still on the field)."""
    player, attacker, target = task.player, task.attacker, task.target
    return {
        attacker: (player, _on_field(s, player, attacker)),
        target: (other(player), _on_field(s, other(player), target)),
    }


@TASKS.handles(BattleExchange)
def _battle_exchange(s: GameState, task: BattleExchange) -> None:
    """34-7: the attacker and the target deal each other battle damage equal to their ATK, at once.

    39-4: when exactly one of them has First Strike, it deals its damage first, whichever side it is
    on; when both have it, neither goes first, and the damage is dealt at once.
    """
    fighters = _fighters(s, task)
    ids = (task.attacker, task.target)
    first = tuple(cid for cid in ids if (card := fighters[cid][1]) is not None and _first_strike(s, card))
    if len(first) == 1:
        rest = tuple(cid for cid in ids if cid not in first)
        s.tasks.append(BattleStrike(task.player, task.attacker, task.target, rest))
        s.tasks.append(BattleStrike(task.player, task.attacker, task.target, first))
    else:
        s.tasks.append(BattleStrike(task.player, task.attacker, task.target, ids))


@TASKS.handles(BattleStrike)
def _battle_strike(s: GameState, task: BattleStrike) -> None:
    """Deal the battle damage of ``dealers`` to the other fighter, all at once (34-7, 11-1 battle damage).

    Decision (39-4, 10-1): a unit broken by First Strike damage has left the field at once (10-1) and is
    no longer a unit (21-1), so it deals no damage afterwards; a unit that survives it strikes back.
    """
    fighters = _fighters(s, task)
    attacker, target = task.attacker, task.target
    hits = []
    for dealer in task.dealers:
        victim = target if dealer == attacker else attacker
        source, (owner, card) = fighters[dealer][1], fighters[victim]
        if source is not None and card is not None:
            hits.append(Hit(owner, victim, _battle_atk(s, source), dealer))
    deal(s, hits)


@TASKS.handles(BattleEnd)
def _battle_end(s: GameState, task: BattleEnd) -> None:
    """The battle is over (logged unless the game ended during it, 24-1)."""
    s.emit("battle_end", player=task.player, attacker=task.attacker, target=task.target)
