"""Every player decision as an action: listing the legal ones and applying one (docs/cipher-data.md (c)).

An illegal action raises :class:`IllegalActionError` naming the clause that forbids it; the adapter's copy of the
state is then left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgjudge.reference.core.fields import field_bool, field_str

from tcgjudge.engine.interface import Action, IllegalActionError

from .battle import attack_problem, critical, evasion, start_attack, targets
from .cards import LINES
from .deploying import cost_made_one, deploy_cards, deploy_cards_options, deploy_cost, may_deploy_beside
from .destruction import keep_choices, keep_destroyed
from .rules import (
    apply_effect,
    carry_out,
    decline,
    find_unit,
    keep_unit,
    line_of,
    resolve_trigger,
    take_orb,
    trigger,
)
from .state import PLAYERS, Card, GameState
from .turn import Ask, CheckTiming, mulligan, place_main_character

WHO_DECIDES = {
    "main_character": "12.2.1.1",
    "mulligan": "12.2.1.5",
    "bond": "13.3.1.2",
    "deployment": "13.4.1.2",
    "action": "13.5.1.3",
    "keep_unit": "9.2.1",
    "critical": "18.4.1.2",
    "evasion": "18.4.1.4",
    "take_orb": "9.3.1.2",
    "trigger": "10.2.1",
    "act": "13.5.1.3",
    "use_skill": "10.2.1.2",
    "deploy_cards": "6.6.1",
    "keep_destroyed": "9.3.1.3.1.1",
}
"""The clause that gives each kind of decision to its player."""

ACTION_DECISION: dict[str, tuple[str, ...]] = {
    "main_character": ("main_character",),
    "mulligan": ("mulligan",),
    "bond": ("bond",),
    "no_bond": ("bond",),
    "deploy": ("deployment",),
    "level_up": ("deployment",),
    "end_deployment": ("deployment",),
    "move": ("action",),
    "end_action": ("action",),
    "keep_unit": ("keep_unit",),
    "attack": ("action",),
    "critical": ("critical",),
    "no_critical": ("critical",),
    "evasion": ("evasion",),
    "no_evasion": ("evasion",),
    "take_orb": ("take_orb",),
    "trigger": ("trigger",),
    "act": ("action",),
    "use_skill": ("use_skill",),
    "deploy_cards": ("deploy_cards",),
    "keep_destroyed": ("keep_destroyed",),
}
"""The decisions each action answers."""


# -- the deployment phase's conditions (15.1.2, 16.1.2) --------------------------------------------------------


def bond_symbols(s: GameState, player: str) -> set[str]:
    """15.1.2: the symbols shown by the player's face-up bonds (a face-down bond shows none, 6.4.4.2)."""
    return {x for c in s.players[player].bonds if c.face_up for x in s.pool[c.card].symbols}


def paid_cost(s: GameState, card: Card, levelling: bool) -> int:
    """15.1.2: the deploy cost; 16.1.2 with 14.2.5.3: a level up onto the card's class change cost, if it has one."""
    d = s.pool[card.card]
    return d.cc_cost if levelling and d.cc_cost is not None else deploy_cost(s, card)  # 15.1.2.1, 16.1.2.1


def cost_problem(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
    """The symbol and cost conditions shared by deploying (15.1.2) and levelling up (16.1.2)."""
    clause = "16.1.2" if levelling else "15.1.2"
    missing = sorted(set(s.pool[card.card].symbols) - bond_symbols(s, player))
    if missing:
        return clause, f"{card.id} needs the symbols {missing} on face-up bonds"
    cost = paid_cost(s, card, levelling)
    bonds = len(s.players[player].bonds)
    if cost >= 1 and s.spent + cost > bonds:  # a cost of 0 is free
        return clause, f"{s.spent} already paid this phase and {cost} more exceed {player}'s {bonds} bonds"
    return None


def deploy_problem(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
    """14.1.1: a unit name none of the player's units has; then the symbols and the cost (15.1.2)."""
    name = s.unit_name(card)
    # 14.1.1.1: a skill may allow it beside an ally of its name; the same-name check (9.2) still follows (docs)
    if any(s.unit_name(u) == name for u in s.players[player].units) and not may_deploy_beside(s, card):
        return "14.1.1", f"{player} already has a unit named {name!r}"
    return cost_problem(s, player, card, levelling=False)


def level_up_problem(s: GameState, player: str, card: Card, onto: Card) -> tuple[str, str] | None:
    """14.2.1.1: onto one of the player's own units; 14.2.1.2: of the same unit name; then 16.1.2."""
    if onto.owner != player:
        return "14.2.1.1", f"{onto.id} is not {player}'s unit"
    if s.unit_name(card) != s.unit_name(onto):
        return "14.2.1.2", f"{card.id} and {onto.id} have different unit names"
    return cost_problem(s, player, card, levelling=True)


def act_problem(s: GameState, player: str, unit: Card | None, index: object) -> tuple[str, str] | None:
    """19.1.2: an activated skill of one of the player's units; 19.1.2.1: its usage limit not yet recorded;
    19.1.2.2: its condition met; 19.1.3.1: its whole cost payable (the unit untapped for a tap cost, enough
    face-up bonds to turn face down)."""
    if unit is None or not isinstance(index, int) or not 0 <= index < len(s.definition(unit).skills):
        return "19.1.2", f"no activated skill {index!r} of a unit of {player}'s"
    k = s.definition(unit).skills[index]
    if k.kind != "act":
        return "19.1.2", f"the skill {index} of {unit.id} is no activated skill"
    if k.limit and index in unit.used:
        return "19.1.2.1", f"the skill {index} of {unit.id} has been used this turn"
    if k.only_in is not None and line_of(s, unit) != k.only_in:
        return "19.1.2.2", f"the skill {index} of {unit.id} cannot be used unless the unit is in the {k.only_in} line"
    if k.tap and unit.tapped:
        return "19.1.3.1", f"{unit.id} is already tapped and cannot pay its tap cost"
    if k.flip_bonds > sum(1 for c in s.players[player].bonds if c.face_up):
        return "19.1.3.1", f"{player} has fewer than {k.flip_bonds} face-up bonds to turn face down"
    return None


# -- legal actions -----------------------------------------------------------------------------------------


def legal_actions(s: GameState) -> list[Action]:
    if s.result.over or s.pending is None:
        return []
    p, kind = s.pending.player, s.pending.kind
    out: list[Action] = []
    pl = s.players[p]
    if kind in ("main_character", "keep_unit", "take_orb", "critical", "evasion"):
        out += [{"type": kind, "player": p, "card": cid} for cid in s.pending.options]
    elif kind == "use_skill":
        out += [{"type": "use_skill", "player": p, "use": True}, {"type": "use_skill", "player": p, "use": False}]
    elif kind == "trigger":
        for key in s.pending.options:
            card, _, index = key.rpartition("#")
            out.append({"type": "trigger", "player": p, "card": card, "skill": int(index)})
    elif kind == "deploy_cards":
        out += [{"type": kind, "player": p, "cards": group} for group in deploy_cards_options(s, p)]
    elif kind == "keep_destroyed":
        out += [{"type": kind, "player": p, "cards": group} for group in keep_choices(s, p)]
    elif kind == "mulligan":
        out += [{"type": "mulligan", "player": p, "redraw": True}, {"type": "mulligan", "player": p, "redraw": False}]
    elif kind == "bond":
        out += [{"type": "bond", "player": p, "card": c.id} for c in pl.hand]
        out.append({"type": "no_bond", "player": p})
    elif kind == "deployment":
        for card in pl.hand:
            if deploy_problem(s, p, card) is None:
                out += [{"type": "deploy", "player": p, "card": card.id, "line": line} for line in LINES]
            out += [
                {"type": "level_up", "player": p, "card": card.id, "onto": unit.id}
                for unit in pl.units
                if level_up_problem(s, p, card, unit) is None
            ]
        out.append({"type": "end_deployment", "player": p})
    elif kind == "action":
        out += [{"type": "move", "player": p, "card": u.id} for u in pl.units if not u.tapped]
        out += [
            {"type": "attack", "player": p, "card": u.id, "target": t.id}
            for u in pl.units
            for t in targets(s, u)
            if attack_problem(s, p, u, t.id) is None
        ]
        out += [
            {"type": "act", "player": p, "card": u.id, "skill": i}
            for u in pl.units
            for i, k in enumerate(s.definition(u).skills)
            if k.kind == "act" and act_problem(s, p, u, i) is None
        ]
        out.append({"type": "end_action", "player": p})
    if kind in ("critical", "evasion"):
        out.append({"type": f"no_{kind}", "player": p})
    return out


# -- applying -----------------------------------------------------------------------------------------------


def _card_in(cards: list[Card], cid: Any, clause: str, where: str) -> Card:
    for card in cards:
        if card.id == cid:
            return card
    raise IllegalActionError(clause, f"{cid!r} is not {where}")


def apply_action(s: GameState, action: dict[str, Any]) -> None:
    kind = str(action["type"])
    player = action.get("player")
    if player not in PLAYERS:
        raise ValueError(f"unknown player {player!r}")
    if s.result.over:
        raise IllegalActionError("3.1", "the game is over")
    answers = ACTION_DECISION.get(kind)
    if answers is None:
        raise ValueError(f"unknown action type {kind!r}")
    pending = s.pending
    assert pending is not None
    if kind == "mulligan" and s.players[player].mulliganed:
        raise IllegalActionError("12.2.1.5.1.1", f"{player} has already redrawn once this game")
    if player != pending.player:
        raise IllegalActionError(WHO_DECIDES[pending.kind], f"the {pending.kind} decision is {pending.player}'s")
    if pending.kind not in answers:
        raise IllegalActionError(WHO_DECIDES[answers[0]], f"a {kind} action answers no {pending.kind} decision")
    HANDLERS[kind](s, player, action)


def _main_character(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    card = _card_in(s.players[p].deck, a.get("card"), "12.2.1.1", f"in {p}'s deck")
    if cost_made_one(s, card):  # 12.2.1.1.1: a cost a skill makes 1 does not count
        raise IllegalActionError("12.2.1.1.1", f"{card.id}'s deploy cost is 1 only by a skill")
    if s.pool[card.card].cost != 1:
        raise IllegalActionError("12.2.1.1", f"{card.id} does not have a printed deploy cost of 1")
    place_main_character(s, p, card.id)


def _mulligan(s: GameState, p: str, a: Action) -> None:
    mulligan(s, p, field_bool(a, "redraw"))


def _bond(s: GameState, p: str, a: Action) -> None:
    card = _card_in(s.players[p].hand, a.get("card"), "13.3.1.2", f"in {p}'s hand")
    s.pending = None
    s.players[p].hand.remove(card)
    card.face_up = True  # 6.4.3
    s.players[p].bonds.append(card)
    s.emit("bond", player=p, card=card.id, new_id=card.id)
    for unit in s.players[p].units:
        trigger(s, "bonded", unit)  # "whenever you place a bond": resolved at 13.3.1.3


def _no_bond(s: GameState, p: str, a: Action) -> None:
    s.pending = None  # 13.3.1.2.1


def _deploy(s: GameState, p: str, a: Action) -> None:
    card = _card_in(s.players[p].hand, a.get("card"), "15.1.2", f"in {p}'s hand")
    line = field_str(a, "line")
    if line not in LINES:
        raise ValueError("line: front or back")
    problem = deploy_problem(s, p, card)
    if problem is not None:
        raise IllegalActionError(*problem)
    s.pending = None
    s.spent += paid_cost(s, card, levelling=False)
    s.players[p].hand.remove(card)
    card.face_up, card.tapped = True, False  # 14.1.2: untapped, in the line chosen
    s.players[p].zone(line).append(card)
    s.emit("deploy", player=p, card=card.id, new_id=card.id, line=line)
    trigger(s, "deployed", card)
    s.tasks += [Ask("deployment"), CheckTiming()]  # 15.1.3


def _level_up(s: GameState, p: str, a: Action) -> None:
    card = _card_in(s.players[p].hand, a.get("card"), "16.1.2", f"in {p}'s hand")
    other = "p2" if p == "p1" else "p1"
    onto = find_unit(s, p, a.get("onto")) or find_unit(s, other, a.get("onto"))
    if onto is None:
        raise IllegalActionError("14.2.1", f"{a.get('onto')!r} is no unit on the battlefield")
    problem = level_up_problem(s, p, card, onto)
    if problem is not None:
        raise IllegalActionError(*problem)
    s.pending = None
    cc = s.pool[card.card].cc_cost is not None  # 14.2.5, 14.2.5.3
    s.spent += paid_cost(s, card, levelling=True)
    pl = s.players[p]
    pl.hand.remove(card)
    line = pl.zone(str(line_of(s, onto)))
    card.face_up = True
    card.tapped, card.main = onto.tapped, onto.main  # 14.2.2, 14.2.2.1
    card.stack, onto.stack = [*onto.stack, onto], []
    card.levelled, card.class_changed = True, cc  # 14.2.4, 14.2.5.1
    # 14.2.3: the unit's added information (its usage limits, card.used) stays with the old top card: cleared
    onto.tapped = onto.main = onto.levelled = onto.class_changed = False
    line[line.index(onto)] = card
    if onto.id in s.bonuses:
        s.bonuses[card.id] = s.bonuses.pop(onto.id)
    if cc:
        s.bonuses[card.id] = s.bonuses.get(card.id, 0) + 1  # 14.2.5.2
    s.emit("level_up", player=p, card=card.id, new_id=card.id, onto=onto.id, class_change=cc)
    s.tasks += [Ask("deployment"), CheckTiming()]  # 16.1.3


def _end_phase(s: GameState, p: str, a: Action) -> None:
    s.pending = None  # 13.4.1.2.1, 13.5.1.3.1: nothing more this phase


def _move(s: GameState, p: str, a: Action) -> None:
    unit = find_unit(s, p, a.get("card"))
    if unit is None:
        raise IllegalActionError("17.1.2", f"{a.get('card')!r} is none of {p}'s units")
    if unit.tapped:
        raise IllegalActionError("17.1.2", f"{unit.id} is tapped")
    s.pending = None
    here = str(line_of(s, unit))
    there = "back" if here == "front" else "front"
    pl = s.players[p]
    pl.zone(here).remove(unit)
    pl.zone(there).append(unit)  # 6.5: from the battlefield to the battlefield it stays the same card
    unit.tapped = True  # 17.1.2.1
    s.emit("move", player=p, card=unit.id, line=there)
    trigger(s, "moved", unit)  # 9.6.1.1: a march is no move and triggers nothing
    s.tasks += [Ask("action"), CheckTiming()]  # 17.1.3


def _keep_unit(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    cid = a.get("card")
    if cid not in s.pending.options:
        raise IllegalActionError("9.2.1", f"{cid!r} is not one of {s.pending.options}")
    kept = find_unit(s, p, cid)
    assert kept is not None
    group = [u for u in s.players[p].units if u.id in s.pending.options]
    s.pending = None
    keep_unit(s, kept, group)


def _attack(s: GameState, p: str, a: Action) -> None:
    attacker = find_unit(s, p, a.get("card"))
    problem = attack_problem(s, p, attacker, a.get("target"))
    if problem is not None:
        raise IllegalActionError(*problem)
    assert attacker is not None
    defender = find_unit(s, "p2" if p == "p1" else "p1", a.get("target"))
    assert defender is not None
    s.pending = None
    start_attack(s, p, attacker, defender)


def _chosen(s: GameState, a: Action, clause: str) -> str:
    assert s.pending is not None
    cid = a.get("card")
    if cid not in s.pending.options:
        raise IllegalActionError(clause, f"{cid!r} is not one of {s.pending.options}")
    return str(cid)


def _critical(s: GameState, p: str, a: Action) -> None:
    critical(s, p, _chosen(s, a, "18.4.1.2.1"))


def _evasion(s: GameState, p: str, a: Action) -> None:
    evasion(s, p, _chosen(s, a, "18.4.1.4.1"))


def _take_orb(s: GameState, p: str, a: Action) -> None:
    take_orb(s, p, _chosen(s, a, "9.3.1.2"))


def _act(s: GameState, p: str, a: Action) -> None:
    """19.1.2..19.1.5: choose the skill, pay its cost, carry out its effect, then a check timing."""
    unit = find_unit(s, p, a.get("card"))
    index = a.get("skill")
    problem = act_problem(s, p, unit, index)
    if problem is not None:
        raise IllegalActionError(*problem)
    assert unit is not None and isinstance(index, int)
    k = s.definition(unit).skills[index]
    s.pending = None
    if k.tap:
        unit.tapped = True  # 19.1.3
    flipped = [c for c in s.players[p].bonds if c.face_up][: k.flip_bonds]
    for bond in flipped:
        bond.face_up = False  # 19.1.3, 6.4.3.1: a cost may turn a public card face down
    if k.limit:
        unit.used.append(index)  # 19.1.4.1
    s.emit("act", player=p, card=unit.id, skill=index, flipped=[c.id for c in flipped])
    apply_effect(s, p, k)  # 19.1.4
    s.tasks += [Ask("action"), CheckTiming()]  # 19.1.5


def _use_skill(s: GameState, p: str, a: Action) -> None:
    """10.2.1.2, 10.2.2.1: pay the cost and carry out the effect, or not."""
    assert s.pending is not None
    key = str(s.pending.options[0])
    if field_bool(a, "use"):
        carry_out(s, key)
    else:
        decline(s, key)


def _trigger(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    key = f"{a.get('card')}#{a.get('skill')}"
    if key not in s.pending.options:
        raise IllegalActionError("10.2.1", f"{key!r} is not one of {s.pending.options}")
    resolve_trigger(s, key)


def _card_list(a: Action) -> list[str]:
    cards = a.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ValueError("cards: a list of card ids")
    return list(cards)


def _deploy_cards(s: GameState, p: str, a: Action) -> None:
    """6.6.1, 14.1.3: the cards of the deck's top an effect deploys at once."""
    deploy_cards(s, p, _card_list(a))


def _keep_destroyed(s: GameState, p: str, a: Action) -> None:
    """9.3.1.3.1.1: the destroyed units kept, one orb each."""
    keep_destroyed(s, p, _card_list(a))


HANDLERS: dict[str, Callable[[GameState, str, Action], None]] = {
    "deploy_cards": _deploy_cards,
    "keep_destroyed": _keep_destroyed,
    "trigger": _trigger,
    "act": _act,
    "use_skill": _use_skill,
    "attack": _attack,
    "critical": _critical,
    "no_critical": _end_phase,
    "evasion": _evasion,
    "no_evasion": _end_phase,
    "take_orb": _take_orb,
    "main_character": _main_character,
    "mulligan": _mulligan,
    "bond": _bond,
    "no_bond": _no_bond,
    "deploy": _deploy,
    "level_up": _level_up,
    "end_deployment": _end_phase,
    "move": _move,
    "end_action": _end_phase,
    "keep_unit": _keep_unit,
}
