"""The destruction check of rule processing (9.3): destroyed units leave together (9.3.1.3), a destroyed Main
Character (and a unit under a twin skill, 9.3.1.3.1.1) takes orbs instead while they last, a replacement may keep a
unit or send it to another zone (9.3.1.1.1, 9.3.1.1.2)."""

from __future__ import annotations

from itertools import combinations

from tcgjudge.reference.core.decisions import Pending

from tcgjudge.engine.interface import IllegalActionError

from .rules import detach, orbs_to_break, replaced, take_orb, to_retreat
from .state import PLAYERS, Card, GameState, other


def is_twin(s: GameState, unit: Card) -> bool:
    """A twin skill applies (21.2.2.9): an other unit of the unit name it names is its player's."""
    names = [k.twin_takes_orb for k in s.definition(unit).skills if k.kind == "continuous" and k.twin_takes_orb]
    others = {s.unit_name(u) for u in s.players[unit.owner].units if u is not unit}
    return any(name in others for name in names)


def orb_takers(s: GameState, player: str) -> list[Card]:
    """The player's destroyed units that take orbs instead of leaving: the Main Character (9.3.1.2) and the units a
    twin skill applies to (9.3.1.3.1.1)."""
    return [u for u in s.players[player].units if u.destroyed and (u.main or is_twin(s, u))]


def keep_choices(s: GameState, player: str) -> list[list[str]]:
    """9.3.1.3.1.1: as many destroyed units to keep as there are orbs; 9.3.1.3.1.1.1: the Main Character among them
    whenever it is destroyed."""
    takers = orb_takers(s, player)
    n = len(s.players[player].orbs)
    main = [u.id for u in takers if u.main]
    return [list(group) for group in combinations([u.id for u in takers], n) if all(m in group for m in main)]


def keep_destroyed(s: GameState, player: str, chosen: list[str]) -> None:
    """9.3.1.3.1.1: every orb goes to the hand, one for each unit kept, which is no longer destroyed and keeps the
    rest of its state (9.3.1.3.1.1.3); the units not kept stay destroyed and leave with the rest of this check
    (9.3.1.3.1.1.2: all of it one act)."""
    if sorted(chosen) not in [sorted(c) for c in keep_choices(s, player)]:
        clause = "9.3.1.3.1.1.1" if any(u.main for u in orb_takers(s, player)) else "9.3.1.3.1.1"
        raise IllegalActionError(clause, f"{chosen} is not a choice of units to keep: {keep_choices(s, player)}")
    s.pending = None
    pl = s.players[player]
    for shared in list(pl.orbs):
        orb = pl.take(pl.orbs, shared)
        orb.face_up = False
        pl.hand.append(orb)
        s.emit("orb_broken", player=player, card=orb.id, new_id=orb.id)
    for unit in pl.units:
        if unit.id in chosen:
            unit.destroyed = False
    s.emit("kept_destroyed", player=player, cards=list(chosen))


def to_hand(s: GameState, unit: Card) -> bool:
    """9.3.1.1.2: a replacement sends the destroyed unit to its owner's hand instead: every card of it, no longer
    destroyed, its state that of a hand card (6.5, 6.5.1). True if it applied."""
    if not any(k.kind == "continuous" and k.instead_to_hand for k in s.definition(unit).skills):
        return False
    pl = s.players[unit.owner]
    for card in detach(s, unit, face_up=False):  # 6.5.1, 9.3.1.1.2: no longer destroyed, a hand card's state
        pl.hand.append(card)
        s.emit("to_hand", player=unit.owner, card=card.id, new_id=card.id)
    return True


def destruction_check(s: GameState) -> bool | None:
    """9.3.1: destroyed units go to their owners' retreat areas, all together (9.3.1.3), the orbs taken at the same
    act (9.3.1.3.1). The turn player's destroyed units are dealt with first, then the other player's. A player's
    Main Character (9.3.1.2) and twin units (9.3.1.3.1.1) take one orb each instead of leaving (the Main Character
    the orbs its attacker breaks, 9.3.1.2.3), chosen among more (``take_orb``); with more such units than orbs, all
    the orbs go and the player keeps that many of them (``keep_destroyed``, the Main Character first,
    9.3.1.3.1.1.1). True if applied, None while a decision is pending."""
    applied = False
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        pl = s.players[p]
        takers = orb_takers(s, p)
        if not takers or not pl.orbs:
            continue
        if len(takers) > len(pl.orbs):  # 9.3.1.3.1.1
            choices = keep_choices(s, p)
            if len(choices) == 1:
                keep_destroyed(s, p, choices[0])
            else:
                n = len(pl.orbs)
                s.pending = Pending(
                    p,
                    "keep_destroyed",
                    "the destroyed units to keep, one orb each (9.3.1.3.1.1)",
                    [u.id for u in takers],
                    n,
                    n,
                )
                return None
            applied = True
            continue
        n = s.breaking or sum(orbs_to_break(s, u) if u.main else 1 for u in takers)
        if len(pl.orbs) <= n:  # 9.3.1.2.3.1 (and 9.3.1.2 with a single orb)
            s.breaking = len(pl.orbs)
            for orb in list(pl.orbs):
                take_orb(s, p, orb.id)
        else:
            s.breaking = n
            s.pending = Pending(p, "take_orb", "the orb to take into the hand (9.3.1.2)", [c.id for c in pl.orbs], 1, 1)
            return None
        applied = True
    gone = [u for p in (first, other(first)) for u in s.players[p].units if u.destroyed]
    kept = [u for u in gone if replaced(s, u) or to_hand(s, u)]
    gone = [u for u in gone if u not in kept]
    for unit in gone:  # 9.3.1.3: together, none waiting for another check
        s.emit("destroyed", player=unit.owner, card=unit.id)
        to_retreat(s, unit)
    return applied or bool(gone) or bool(kept)
