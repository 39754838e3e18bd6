"""The keyword abilities of chapter 39 beyond Haste, Assault and First Strike (29-2, 29-3, 39-4).

Every keyword works only while its card is on the field (39-1) and a reversed unit has lost its printed
ones (16-3c): both follow from :func:`stats.keywords`, which lists nothing printed for a reversed card,
and from reading a unit's keywords only while it is on the field. Keywords taking a number are written
``name:X`` (docs/legions-data.md (b)); a unit holding one several times (printed and given) adds them up,
Intimidate excepted (the largest X covers the others).

Layer: built on ``stats`` (what a unit has now, where the keywords are read, 39-11 / 39-12 with them),
``prohibitions`` and ``zones``; the rules that act on these keywords build on this module, never the reverse.
``battle`` asks :func:`blocks` and :func:`target_restriction` for the range (39-9, 39-16..39-18), ``damage.deal``
asks :func:`damage_amount` (39-6, 39-13..39-15) and :func:`after_damage` (39-8, 39-10; Pierce's damage is
``damage``'s own task), ``damage.break_unit`` asks :func:`regenerates` (39-5); Move Attack (39-7) is
``move_attack``, above ``battle``. Barrier (39-19) is :func:`chosen_by_effect_allowed`, for card text to ask.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from .state import LANES, GameState, Hit, Master, Pending, Problem, Unit, other
from .stats import has, locate, unit_keywords, values
from .tasks import TASKS, Impact, Pierce
from .zones import attack_lane, facing_lane, move_card, wait_zone

WAIT_TOP = 3  # index of wait zone IV, the highest (38-3)


# -- the attack range: 39-9, 39-16, 39-17, 39-18 ----------------------------------------------------------


def minion_cost(s: GameState, unit: Unit) -> int:
    """14-3f: the printed cost (a reversed card's would be 0, 16-3d, but it is no minion)."""
    return s.card_def(unit.card).cost


def blocks(s: GameState, blocker: Unit, attacker: Unit | Master | None) -> bool:
    """Whether the opponent's minion standing in the attacker's lane blocks it (34-6).

    39-16: a minion with Cannot Block never blocks. 39-18: an attacker with Leap is blocked only by a
    minion with Leap. 39-9: an attacker with Intimidate X is not blocked by a minion of cost X or less.
    """
    if has(s, blocker, "cannot_block"):
        return False
    if attacker is None:
        return True
    if has(s, attacker, "leap") and not has(s, blocker, "leap"):
        return False
    intimidate = values(unit_keywords(s, attacker), "intimidate")
    return not (intimidate and minion_cost(s, blocker) <= max(intimidate))


def target_restriction(s: GameState, player: str, attacker: Unit, area: str, target: str) -> Problem:
    """Why a keyword keeps ``target`` (otherwise in range) from ``attacker``'s attack, or None.

    39-17: an attacker with Straight reaches only the minion of its own lane and the leader zone (the
    master and the lord, still behind any blocker, 34-6). Decision (39-17 with 34-5): Straight only
    narrows the range; it opens nothing. 39-9: a minion of cost X or less cannot choose a unit with
    Intimidate X as its target; a lord can (the clause names minions).
    """
    lane = attack_lane(area)
    theirs = s.players[other(player)]
    victim = None
    for unit in theirs.lanes.values():
        if unit is not None and unit.id == target:
            victim = unit
            break
    if victim is not None and theirs.lanes[facing_lane(lane)] is not victim and has(s, attacker, "straight"):
        return "39-17", f"{attacker.id} has Straight: only the minion of its own lane or the leader zone"
    if area not in LANES:  # 39-9 names minions: a lord attacks whatever has Intimidate
        return None
    # card ids are unique in a game (setup refuses a declared duplicate): the opponent's minion found above, master
    # or lord is the target; anything else is looked for on the whole field
    card: Unit | Master | None = victim
    if card is None:
        if theirs.master.id == target:
            card = theirs.master
        elif theirs.lord is not None and theirs.lord.id == target:
            card = theirs.lord
        else:
            found = locate(s, target)
            card = found[2] if found is not None else None
    intimidated = card is not None and values(unit_keywords(s, card), "intimidate")
    if intimidated and minion_cost(s, attacker) <= max(intimidated):
        cost = minion_cost(s, attacker)
        return "39-9", f"{target} has Intimidate {max(intimidated)}: a minion of cost {cost} cannot attack it"
    return None


# -- 39-13..39-15 and 39-6: the amount of damage ---------------------------------------------------------


def damage_amount(s: GameState, hit: Hit) -> int:
    """The damage ``hit`` deals after the keywords that change it.

    39-13..39-15: in its owner's turn, a unit with Anti-Master / Anti-Lord / Anti-Minion X deals X more
    damage to the opponent's master / lord / minion. Decision (39-13..39-15 with 11-5): only damage of 1
    or more is increased; 0 is no damage, so a unit dealing 0 deals nothing to increase. The increase
    applies to any damage the unit deals, Pierce's included. 39-6: effect damage to a unit with Effect
    Damage Immunity becomes 0 (after any increase: the clause fixes the result).
    """
    amount = hit.amount
    source_owner, source_keywords = source_of(s, hit)
    victim = locate(s, hit.card)
    mine = source_owner is not None and source_owner == s.turn_player
    if amount > 0 and mine and hit.player == other(str(source_owner)) and victim is not None:
        area = victim[1]
        bonus = "anti_master" if area == "master" else "anti_lord" if area == "lord" else "anti_minion"
        amount += sum(values(source_keywords, bonus))
    if hit.kind == "effect" and victim is not None and has(s, victim[2], "effect_damage_immunity"):
        amount = 0
    return amount


def source_of(s: GameState, hit: Hit) -> tuple[str | None, list[str]]:
    """The owner and keywords of the unit dealing ``hit``: as it is on the field, or as the hit recorded
    them when it was dealt by a unit that had already left (Pierce, see ``damage._pierce``)."""
    if hit.source_keywords is not None:
        return hit.source_player, list(hit.source_keywords)
    found = locate(s, hit.source)
    if found is None:
        return hit.source_player, []
    return found[0], unit_keywords(s, found[2])


# -- 39-8 / 39-10: triggers after damage --------------------------------------------------------------------


def after_damage(s: GameState, dealt: Sequence[tuple[Hit, int]]) -> None:
    """Queue the triggers of damage just dealt; they run after the breaks it causes (37-2).

    39-8: in its owner's turn, a unit with Impact X that dealt 1 or more damage to the opponent's master (not
    when it strikes back at that master attacking by an effect in the opponent's turn, 38-9).
    39-10: a unit with Pierce X whose attack damage (battle damage dealt by the turn player's unit, the
    attacker) hit an opponent's minion or lord; ``damage._pierce`` checks that the victim broke.

    Decision (39-10 with 39-1, 36-3a): the trigger reads the keywords the unit had when the damage was
    dealt, so an attacker broken by the same exchange still pierces: it left the field together with
    the broken target, and 36-3a keeps a leaving unit's effects to the end of the process. Decision
    (39-10): "by attack" is read as "as the attacking unit": a defending unit does not pierce.
    """
    for hit, _amount in dealt:
        owner, names = source_of(s, hit)
        if owner is None or owner != s.turn_player or hit.player != other(owner):
            continue
        victim_is_master = hit.card == s.players[hit.player].master.id
        if victim_is_master:
            for x in values(names, "impact"):
                s.tasks.append(Impact(owner, hit.source, x))
        elif hit.kind == "battle":
            for x in values(names, "pierce"):
                s.tasks.append(Pierce(owner, hit.source, hit.card, x, len(s.log), tuple(names)))


def impact_options(s: GameState, player: str) -> list[str]:
    """39-8: the cards of the opponent's standby zone and timeline (wait zones I..IV)."""
    theirs = s.players[other(player)]
    return [c.id for c in theirs.standby] + [c.id for zone in theirs.wait for c in zone.cards]


@TASKS.handles(Impact)
def _impact(s: GameState, task: Impact) -> None:
    """39-8: the Impact unit's player chooses up to X of those cards (nothing to ask when there are none)."""
    player, x = task.player, task.x
    s.emit("trigger", player=player, card=task.source, keyword="impact")
    options = impact_options(s, player)
    if options and x > 0:
        prompt = f"choose up to {x} cards to get WT+1"
        s.pending = Pending(player, "choose_impact", prompt, options, 0, min(x, len(options)))


def answer_impact(s: GameState, player: str, cards: list[str]) -> None:
    """39-8 with 38-3: each chosen card gets WT+1: standby (wait zone 0) to I, I to II, ... III to IV.

    Decision (38-3): a card in wait zone IV may be chosen and stays there (the ceiling of IV).
    """
    p = s.pending
    assert p is not None
    if len(set(cards)) != len(cards) or any(c not in p.options for c in cards) or len(cards) > p.max:
        raise IllegalActionError("39-8", f"choose at most {p.max} distinct cards of {p.options}")
    s.pending = None
    opponent = other(player)
    theirs = s.players[opponent]
    for cid in cards:
        if any(c.id == cid for c in theirs.standby):
            move_card(s, opponent, cid, "standby", "wait_I", face_down=None)
            continue
        index = next(i for i, zone in enumerate(theirs.wait) if any(c.id == cid for c in zone.cards))
        if index < WAIT_TOP:
            move_card(s, opponent, cid, wait_zone(index), wait_zone(index + 1), face_down=None)


def impact_answers(p: Pending) -> list[dict[str, Any]]:
    """Every legal answer: each set of 0..max options."""
    return [
        {"type": "choose_impact", "cards": list(chosen), "player": p.player}
        for n in range(p.max + 1)
        for chosen in combinations(p.options, n)
    ]


# -- 39-5: Regenerate ----------------------------------------------------------------------------------------


def regenerates(s: GameState, area: str, unit: Unit) -> bool:
    """39-5: a breaking unit with Regenerate is reversed where it stands instead of going to the timeline.

    Decision (39-5 with 12-3): the replacement is of the move to the timeline, which only a minion's break
    has; a lord's break excludes it (12-3), so a lord with Regenerate breaks as any lord does.
    """
    return area in LANES and has(s, unit, "regenerate")


def regenerate(s: GameState, player: str, unit: Unit) -> None:
    """39-5: reversed in place; it stays on the field (its state, damage and given effects stay, 16-3a)."""
    unit.reversed = True
    s.emit("reverse", player=player, card=unit.id)


# -- 39-19: Barrier --------------------------------------------------------------------------------------------


def chosen_by_effect_allowed(s: GameState, chooser: str, target: str) -> bool:
    """39-19: a unit with Barrier cannot be chosen by its opponent's effects; its own player's may choose it.
    Off the field a card's keywords do nothing (39-1), so only units on the field are protected."""
    found = locate(s, target)
    return found is None or found[0] == chooser or not has(s, found[2], "barrier")
