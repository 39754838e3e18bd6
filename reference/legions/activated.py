"""Activated abilities of cards (27-6, 36-4a, 36-4b): checks, costs (30-2, 30-3) and the sequence.

The action is ``{"type": "activate", "card": <unit id>, "ability": <index in the card's abilities>}``, with
``x`` (the MP paid for an X cost, 30-2a) and ``cost_cards`` (the hand cards a process cost excludes, 30-4)
when the cost asks for them (:mod:`costs`).
Decision (35-9, 35-7): 35-9 makes only a play-time effect unplayable for want of a first-effect
target; an activated ability may still be activated, its cost is paid, and it fizzles (as a triggered
effect does).
"""

from __future__ import annotations

from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from . import costs
from .abilities import Ability, bind_x
from .play import mp_available
from .sequence import start_sequence
from .state import GameState, Master, Problem, Unit
from .stats import incapacitated
from .zones import exhaust


def _source(s: GameState, player: str, cid: str) -> Unit | Master | None:
    ps = s.players[player]
    if ps.master.id == cid:
        return ps.master
    found = s.find_unit(player, cid)
    return found[1] if found is not None else None


def _ability(s: GameState, card: Unit | Master, index: Any) -> Ability | None:
    abilities = s.card_def(card.card).abilities
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(abilities):
        return None
    ability = abilities[index]
    return ability if ability.kind == "activated" else None


def problem(s: GameState, player: str, cid: str, index: Any) -> Problem:
    """Why ``player`` cannot activate ability ``index`` of ``cid`` now (the main phase is the caller's check)."""
    card = _source(s, player, cid)
    if card is None:
        return "27-6", f"{cid} is not a unit of {player}'s field"
    if isinstance(card, Unit) and card.reversed:
        return "16-3c", f"{cid} is reversed and has lost its abilities"
    ability = _ability(s, card, index)
    if ability is None:
        return "27-6", f"{cid} has no activated ability {index!r}"
    if ability.once_per_turn and (s.turn, cid, ability.index) in s.text.used_once:
        return "36-4b", f"{ability.name} of {cid} was already activated this turn"
    if ability.cost.exhaust_self:
        if card.exhausted:
            return "30-3", f"{cid} is exhausted and cannot be exhausted to pay"
        if isinstance(card, Unit) and incapacitated(s, card):
            return "29-1", f"{cid} is incapacitated this turn and cannot exhaust"
    if mp_available(s, player) < ability.cost.mp:
        return "30-2", f"the cost is {ability.cost.mp} MP but only {mp_available(s, player)} can be paid"
    return costs.process_possible(s, player, ability.cost)  # 30-4: the whole process, or no activation


def activate(s: GameState, player: str, cid: str, index: Any, x: Any = None, cost_cards: Any = None) -> None:
    """36-4a: pay the whole cost (30-1), then the ability's sequence resolves, X bound to the MP paid (30-2a)."""
    found = problem(s, player, cid, index)
    if found is not None:
        raise IllegalActionError(*found)
    card = _source(s, player, cid)
    assert card is not None
    ability = _ability(s, card, index)
    assert ability is not None
    found = costs.payment_problem(s, player, ability.cost, x, cost_cards)
    if found is not None:
        raise IllegalActionError(*found)
    s.pending = None
    s.text.action_card = cid  # 37-6a: activating is a main-phase action (27-1)
    s.emit("activate", player=player, card=cid, ability=ability.index)
    if ability.cost.exhaust_self:
        exhaust(s, player, card if isinstance(card, Unit) else None)
    costs.pay(s, player, ability.cost, x, cost_cards)  # 30-2, 30-2a, 30-4: before the effects (30-1)
    if ability.once_per_turn:
        s.text.used_once.add((s.turn, cid, ability.index))
    steps = bind_x(ability.effects, int(x)) if ability.cost.x else ability.effects  # 05-3: X is the MP paid
    start_sequence(s, player, cid, steps, ability.index)


def options(s: GameState, player: str) -> list[dict[str, Any]]:
    """Every card ability ``player`` may activate now."""
    if not s.cards.has_text:  # no card of the game has an ability
        return []
    out = []
    ps = s.players[player]
    cards: list[Unit | Master] = [ps.master, *s.units(player)]
    for card in cards:
        for ability in s.card_def(card.card).abilities:
            if ability.kind == "activated" and problem(s, player, card.id, ability.index) is None:
                action = {"type": "activate", "card": card.id, "ability": ability.index, "player": player}
                out += [{**action, **fields} for fields in costs.payments(s, player, ability.cost)]
    return out
