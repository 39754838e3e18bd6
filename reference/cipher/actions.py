"""Every player decision as an action: listing the legal ones and applying one (docs/cipher-data.md (c)).

An illegal action raises :class:`IllegalActionError` naming the clause that forbids it; the adapter's copy of the
state is then left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgjudge.reference.core.fields import field_bool, field_str

from tcgjudge.engine.interface import Action, IllegalActionError

from . import increase
from . import keyword_skills as kw
from .act_usage import counts_as_used
from .battle import attack_problem, critical, evasion, start_attack, targets
from .cards import LINES
from .deploying import cost_made_one, deploy_cards, deploy_cards_options, deploy_cost, may_deploy_beside
from .destruction import keep_choices, keep_destroyed
from .effects import cannot_bond, choose
from .hand_skills import hand_acts, hand_card, use_hand_act
from .keyword_effects import choose_named_card, deployable_zones, same_name_allowance
from .principles import answer_choice, answer_number, become_tapped, choice_actions, may_use
from .rules import (
    apply_effect,
    carry_out,
    choose_count,
    decline,
    find_unit,
    keep_unit,
    pass_special,
    resolve_trigger,
    take_orb,
    trigger,
)
from .state import PLAYERS, Card, GameState, line_of
from .support import SUPPORT_KEY, answer_cost, choose_support_skill
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
    "choose": "5.1.2.1.2.2",  # the player an effect names (5.1.2.1.2.2; a look or a reveal: its user, 23.1.5.2)
    "support_skill": "18.3.1.6.5",
    "choose_card": "23.1.35.1",
    "number": "5.1.2.1.2.2",
    "repeat": "21.2.2.10",
    "loop_count": "24.3",
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
    "no_trigger": ("trigger",),
    "act": ("action",),
    "use_skill": ("use_skill",),
    "choose": ("choose",),
    "support_skill": ("support_skill",),
    "choose_card": ("choose_card",),
    "stop_choosing": ("choose_card",),
    "choose_number": ("number",),
    "repeat": ("repeat",),
    "loop_count": ("loop_count",),
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
    return d.cc_cost if levelling and d.cc_cost is not None else deploy_cost(s, card)  # 15.1.2.1, 16.1.2.1, 21.3.1.6.2


def cost_problem(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
    """The symbol and cost conditions shared by deploying (15.1.2) and levelling up (16.1.2)."""
    clause = "16.1.2" if levelling else "15.1.2"
    needed = s.pool[card.card].symbols
    missing = sorted(set(needed) - bond_symbols(s, player)) if needed else []
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
    despite = {k.deploy_despite for k in s.definition(card).skills if k.kind == "continuous"}  # 23.1.19.1
    # 14.1.1.1: a skill may allow it beside an ally of its name; the same-name check (9.2) still follows (docs)
    beside = name in despite or may_deploy_beside(s, card)
    if not beside and any(s.unit_name(u) == name for u in s.players[player].units):
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
    """19.1.2: an activated skill of one of the player's cards (21.3.1.4.2: a unit's, a face-up bond's bond skill,
    a hand card's hand skill); 19.1.2.1: its usage limit not yet recorded; its category's and keyword icons'
    conditions met (21.2.2, 21.3.1.4.2.1); 19.1.2.2: its condition met; 19.1.3.1: its whole cost payable (the unit
    untapped for a tap cost, enough face-up bonds to turn face down, the keyword costs, 21.5.2.1)."""
    if unit is None or not isinstance(index, int) or not 0 <= index < len(s.definition(unit).skills):
        return "19.1.2", f"no activated skill {index!r} of a card of {player}'s"
    k = s.definition(unit).skills[index]
    if k.kind != "act" or k.from_hand:  # 19.1.2: a skill printed with a hand skill is used from the hand only
        return "19.1.2", f"the skill {index} of {unit.id} is no activated skill of a unit"
    if kw.limit_icon(s, unit, k) and kw.used_up(s, unit, index):
        return "19.1.2.1", f"the skill {index} of {unit.id} has been used this turn"
    problem = kw.condition_problem(s, unit, k)
    if problem is not None:
        return problem
    if k.only_in is not None and line_of(s, unit) != k.only_in:
        return "19.1.2.2", f"the skill {index} of {unit.id} cannot be used unless the unit is in the {k.only_in} line"
    if not may_use(s, unit, player, k):  # 2.3.1.8: "cannot be used unless ..."
        return "19.1.2.2", f"the skill {index} of {unit.id} cannot be used: its conditions {k.requires} are not met"
    if k.tap and unit.tapped:
        return "19.1.3.1", f"{unit.id} is already tapped and cannot pay its tap cost"
    if k.flip_bonds > sum(1 for c in s.players[player].bonds if c.face_up):
        return "19.1.3.1", f"{player} has fewer than {k.flip_bonds} face-up bonds to turn face down"
    return kw.cost_problem(s, player, unit, k)


# -- legal actions -----------------------------------------------------------------------------------------


def legal_actions(s: GameState) -> list[Action]:
    if s.result.over or s.pending is None:
        return []
    p, kind = s.pending.player, s.pending.kind
    out: list[Action] = []
    pl = s.players[p]
    if kind in ("main_character", "keep_unit", "take_orb", "critical", "evasion"):
        out += [{"type": kind, "player": p, "card": cid} for cid in s.pending.options]
    elif kind in ("choose", "number"):
        out += choice_actions(s)
    elif kind == "use_skill":
        out += [{"type": "use_skill", "player": p, "use": True}, {"type": "use_skill", "player": p, "use": False}]
    elif kind == "repeat":
        out += [{"type": "repeat", "player": p, "repeat": True}, {"type": "repeat", "player": p, "repeat": False}]
    elif kind == "trigger":
        for key in s.pending.options:
            card, _, index = key.rpartition("#")
            out.append({"type": "trigger", "player": p, "card": card, "skill": int(index)})
        if s.pending.min == 0:  # 10.2.1.3: a special skill in the hand, the only one, may be left unchosen
            out.append({"type": "no_trigger", "player": p})
    elif kind == "loop_count":
        out += [{"type": "loop_count", "player": p, "count": int(n)} for n in s.pending.options]
    elif kind == "deploy_cards":
        out += [{"type": kind, "player": p, "cards": group} for group in deploy_cards_options(s, p)]
    elif kind == "keep_destroyed":
        out += [{"type": kind, "player": p, "cards": group} for group in keep_choices(s, p)]
    elif kind == "mulligan":
        out += [{"type": "mulligan", "player": p, "redraw": True}, {"type": "mulligan", "player": p, "redraw": False}]
    elif kind == "bond":
        out += [{"type": "bond", "player": p, "card": c.id} for c in pl.hand if not cannot_bond(s, c)]
        out.append({"type": "no_bond", "player": p})
    elif kind == "deployment":
        for card in [*pl.hand, *(c for z in deployable_zones(s, p) for c in pl.zone(z))]:  # 23.1.39.1
            if deploy_problem(s, p, card) is None:
                out += [{"type": "deploy", "player": p, "card": card.id, "line": line} for line in LINES]
            out += [
                {"type": "level_up", "player": p, "card": card.id, "onto": unit.id}
                for unit in pl.units
                if level_up_problem(s, p, card, unit) is None
            ]
        out.append({"type": "end_deployment", "player": p})
    elif kind == "action":
        untapped = [u for u in pl.units if not u.tapped]  # 18.2.1.2: a tapped unit neither moves nor attacks
        out += [{"type": "move", "player": p, "card": u.id} for u in untapped]
        for u in untapped:
            reach = targets(s, u)
            # every check of attack_problem but the last (the target in reach) is the attacker's: one for all targets
            if reach and attack_problem(s, p, u, reach[0].id) is None:
                out += [{"type": "attack", "player": p, "card": u.id, "target": t.id} for t in reach]
        out += [
            {"type": "act", "player": p, "card": u.id, "skill": i}
            for u in kw.sources(s, p)
            if s.pool[u.card].skills  # a card with no printed skill has none now (GameState.definition)
            for i, k in enumerate(s.definition(u).skills)
            if k.kind == "act" and act_problem(s, p, u, i) is None
        ]
        out += [{"type": "act", "player": p, "card": cid, "skill": i} for cid, i in hand_acts(s, p)]  # 19.1.2
        out.append({"type": "end_action", "player": p})
    elif kind == "support_skill":
        for key in s.pending.options:
            card, _, index = str(key).rpartition("#")
            out.append({"type": "support_skill", "player": p, "card": card, "skill": int(index)})
    if kind in ("critical", "evasion"):
        out.append({"type": f"no_{kind}", "player": p})
    if kind == "choose_card":
        out += [{"type": "choose_card", "player": p, "card": cid} for cid in s.pending.options]
        if s.pending.min == 0:  # 23.1.36: "up to"
            out.append({"type": "stop_choosing", "player": p})
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
    if cannot_bond(s, card):
        raise IllegalActionError("23.1.20.1", f"{card.id} cannot be placed in the bond area")
    s.pending = None
    s.players[p].hand.remove(card)
    card.face_up = True  # 6.4.3
    s.players[p].bonds.append(card)
    s.emit("bond", player=p, card=card.id, new_id=card.id)
    trigger(s, "bonded", card)  # 23.1.26.2: the bond phase's placement is no effect's (no "bonded_by_effect")
    for unit in s.players[p].units:
        trigger(s, "bond_placed", unit)  # "whenever you place a bond": resolved at 13.3.1.3


def _no_bond(s: GameState, p: str, a: Action) -> None:
    s.pending = None  # 13.3.1.2.1


def _deploy(s: GameState, p: str, a: Action) -> None:
    zones = ["hand", *deployable_zones(s, p)]  # 23.1.39.1: or a zone a skill lets it be deployed from as if the hand
    cards = [c for z in zones for c in s.players[p].zone(z)]
    card = _card_in(cards, a.get("card"), "15.1.2", f"in {p}'s hand")
    zone = next(z for z in zones if card in s.players[p].zone(z))
    line = field_str(a, "line")
    if line not in LINES:
        raise ValueError("line: front or back")
    problem = deploy_problem(s, p, card)
    if problem is not None:
        raise IllegalActionError(*problem)
    s.pending = None
    s.spent += paid_cost(s, card, levelling=False)  # 23.1.39.1.1: its deploy cost where it is
    card = s.players[p].take(s.players[p].zone(zone), card)  # the deck's and retreat area's cards are shared
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
    onto.gained = []  # 23.1.24.1: what lasted until this unit leaves ends with a level up
    line[line.index(onto)] = card
    if onto.id in s.bonuses:
        s.bonuses[card.id] = s.bonuses.pop(onto.id)
    if cc:
        s.bonuses[card.id] = s.bonuses.get(card.id, 0) + 1  # 14.2.5.2
    s.emit("level_up", player=p, card=card.id, new_id=card.id, onto=onto.id, class_change=cc)
    if cc:
        trigger(s, "class_changed", card)  # 10.1.1: "when an ally class changes" skills (10.1.1.1.4)
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
    become_tapped(s, unit)  # 17.1.2.1
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
    if same_name_allowance(s, p, s.unit_name(kept)) == 2:
        s.kept += (kept.id,)  # 23.1.34.1.1: one of the two kept; rule processing goes on
        return
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
    unit = kw.find_source(s, p, a.get("card"))  # 21.3.1.4.2: a unit, a bond or a hand card
    index = a.get("skill")
    card = hand_card(s, p, a.get("card"))
    skills = s.definition(card).skills if card is not None else ()
    if card is not None and isinstance(index, int) and 0 <= index < len(skills) and skills[index].from_hand:
        use_hand_act(s, p, card, index)  # 19.1.2, 19.1.2.4: a skill printed with a hand skill
        return
    problem = act_problem(s, p, unit, index)
    if problem is not None:
        raise IllegalActionError(*problem)
    assert unit is not None and isinstance(index, int)
    k = s.definition(unit).skills[index]
    s.pending = None
    pl = s.players[p]
    unit = pl.own(pl.bonds, unit) if unit.shared else unit  # a bond's skill: its markers change below
    used = counts_as_used(s, p, k)  # 19.1.4.1 to 19.1.4.3, read before the effect changes the state
    if k.tap:
        become_tapped(s, unit)  # 19.1.3
    flipped = pl.turn_bonds_down(k.flip_bonds)  # 19.1.3, 6.4.3.1: a cost may turn a public card face down
    extra = kw.pay_extra(s, p, k)  # 21.2.2.1, 21.2.2.7
    if kw.limit_icon(s, unit, k) and used:
        unit.used.append(index)  # 19.1.4.1, 19.1.4.1.1, 21.4.2; 19.1.4.2: not when a costless skill applied nothing
    unit.uses.append(index)  # 21.2.2.13
    if k.crest:
        # 21.2.2.14.1.1: the hand card is revealed and the skill announced before it is carried out
        s.emit("reveal", player=p, card=unit.id, skill=index)
    s.emit("act", player=p, card=unit.id, skill=index, flipped=[c.id for c in flipped], **extra)
    s.source = unit.id
    apply_effect(s, p, k, unit)  # 19.1.4
    s.tasks += [Ask("action"), CheckTiming()]  # 19.1.5
    s.tasks += increase.after_effect(k, p, unit.id, index)  # 21.2.2.10: before the check timing


def _use_skill(s: GameState, p: str, a: Action) -> None:
    """10.2.1.2, 10.2.2.1: pay the cost and carry out the effect, or not."""
    assert s.pending is not None
    key = str(s.pending.options[0])
    if key.startswith(SUPPORT_KEY):  # 18.3.1.6.2: a support skill's cost
        answer_cost(s, p, key, field_bool(a, "use"))
    elif field_bool(a, "use"):
        carry_out(s, key)
    else:
        decline(s, key)


def _support_skill(s: GameState, p: str, a: Action) -> None:
    """18.3.1.6.5: the support skill carried out next, among those not yet carried out."""
    assert s.pending is not None
    key = f"{a.get('card')}#{a.get('skill')}"
    if key not in s.pending.options:
        raise IllegalActionError("18.3.1.6.5", f"{key!r} is not one of {s.pending.options}")
    choose_support_skill(s, p, str(a.get("card")), int(str(a.get("skill"))))


def _trigger(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    key = f"{a.get('card')}#{a.get('skill')}"
    if key not in s.pending.options:
        raise IllegalActionError("10.2.1", f"{key!r} is not one of {s.pending.options}")
    resolve_trigger(s, key)


def _choose(s: GameState, p: str, a: Action) -> None:
    """The cards chosen for an effect: the reveal, look, grow or orb choice of a keyword effect waiting in
    ``s.choosing`` (23.1.6, 23.1.7, 23.1.13, 23.1.14), else a step of an effect (2.3, principles.py)."""
    if s.choosing is not None:
        cards = a.get("cards")
        if not isinstance(cards, list):
            raise ValueError("cards: a list of card ids")
        choose(s, p, cards)
        return
    answer_choice(s, p, a.get("cards"))


def _choose_number(s: GameState, p: str, a: Action) -> None:
    answer_number(s, p, a.get("number"))


def _choose_card(s: GameState, p: str, a: Action) -> None:
    """23.1.35, 23.1.36: a card of a card name none of the chosen has."""
    choose_named_card(s, _chosen(s, a, "23.1.35"))


def _stop_choosing(s: GameState, p: str, a: Action) -> None:
    """23.1.36: "up to": no more cards."""
    assert s.pending is not None
    if s.pending.min > 0:
        raise IllegalActionError("23.1.35.1", "the effect chooses exactly its number of cards")
    choose_named_card(s, None)


def _no_trigger(s: GameState, p: str, a: Action) -> None:
    """10.2.1.3: the only triggered skill, a special skill in the hand, left unchosen; 10.2.1.3.1: unnamed."""
    assert s.pending is not None
    if s.pending.min != 0:
        raise IllegalActionError("10.2.1.3", "only a special skill in the hand that is the sole choice may be left")
    pass_special(s, str(s.pending.options[0]))


def _loop_count(s: GameState, p: str, a: Action) -> None:
    """24.3: the number of loop units this player would repeat; 24.3.1: the non-turn player's differs."""
    assert s.pending is not None and s.loop_plan is not None
    count = a.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or str(count) not in s.pending.options:
        if s.loop_plan.counts and count == s.loop_plan.counts[0][1]:
            raise IllegalActionError("24.3.1", f"{p} cannot name the turn player's number {count}")
        raise IllegalActionError("24.3", f"{count!r} is not a number of loop units offered: {s.pending.options}")
    choose_count(s, p, count)


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
    "choose": _choose,
    "choose_card": _choose_card,
    "stop_choosing": _stop_choosing,
    "deploy_cards": _deploy_cards,
    "keep_destroyed": _keep_destroyed,
    "trigger": _trigger,
    "support_skill": _support_skill,
    "loop_count": _loop_count,
    "no_trigger": _no_trigger,
    "act": _act,
    "use_skill": _use_skill,
    "repeat": lambda s, p, a: increase.repeat(s, p, field_bool(a, "repeat")),
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
    "choose_number": _choose_number,
}
