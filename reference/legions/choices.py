"""The turn player's choices while card text resolves (01-8): their answers and their listing.

| pending kind | answer | clause |
| --- | --- | --- |
| ``choose_targets`` | ``{"type": "choose_targets", "cards": [ids]}``, exactly ``max`` of the options | 35-6 |
| ``choose_trigger`` | ``{"type": "choose_trigger", "card": id, "ability": index}``, one of the options | 37-6c, 37-6d |
| ``choose_options`` | ``{"type": "choose_options", "options": [indexes]}``, exactly ``max`` of them | 38-15 |
| ``choose_lane`` | ``{"type": "choose_lane", "lane": lane}``, one of the options | 38-6 |
| ``choose_destination`` | ``{"type": "choose_destination", "to": place}``, one of the options | 38-17 |
| ``choose_replacement`` | ``{"type": "choose_replacement", "card": id, "ability": index}``, an option | 38-16 |
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.fields import field_strs
from . import effects, replacement, triggers, unlocking
from .state import GameState, Pending
from .tasks import OrderMasterOnAttack

Actions = list[dict[str, Any]]

DECISION_CLAUSE = {
    "choose_targets": "35-6",
    "choose_trigger": "37-6d",
    "choose_options": "38-15",
    "choose_lane": "38-6",
    "choose_destination": "38-17",
    "choose_replacement": "38-16",
}
ANSWERS = {kind: frozenset({kind}) for kind in DECISION_CLAUSE}


def _ids(action: dict[str, Any], key: str, kind: type) -> list[Any]:
    value = action.get(key)
    if not isinstance(value, list) or not all(isinstance(v, kind) and not isinstance(v, bool) for v in value):
        raise ValueError(f"{action.get('type')} needs a list {key!r}")
    return list(value)


def _targets(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    cards = field_strs(action, "cards", "choose_targets needs a list 'cards'")
    if len(set(cards)) != len(cards) or len(cards) != p.max or any(c not in p.options for c in cards):
        raise IllegalActionError("35-6", f"choose exactly {p.max} legal target(s) among {p.options}")
    effects.answer(s, chosen=cards)


def _trigger(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    choice = {"card": action.get("card"), "ability": action.get("ability")}
    if not isinstance(choice["card"], str) or not isinstance(choice["ability"], int):
        raise ValueError("choose_trigger needs a card id and an ability index")
    if choice not in p.options:
        raise IllegalActionError(
            "37-6", f"{choice} is not among the triggered effects that may resolve next: {p.options}"
        )
    if isinstance(p.then, OrderMasterOnAttack):
        triggers.answer_master_on_attack(s, p.then, choice["ability"])
    else:
        triggers.answer(s, choice["card"], choice["ability"])


def _options(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    chosen = _ids(action, "options", int)
    if len(set(chosen)) != len(chosen) or len(chosen) != p.max or any(i not in p.options for i in chosen):
        raise IllegalActionError("38-15", f"choose exactly {p.max} of the options {p.options}")
    effects.answer(s, chosen=sorted(chosen))


def _replacement(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    card, ability = action.get("card"), action.get("ability")
    if not isinstance(card, str) or not isinstance(ability, int) or isinstance(ability, bool):
        raise ValueError("choose_replacement needs a card id and an ability index")
    replacement.answer(s, card, ability)


def _lane(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    lane = action.get("lane")
    if lane not in p.options:
        raise IllegalActionError("38-6", f"{lane!r} is not one of the free lanes {p.options}")
    effects.answer(s, lane=lane)


def _destination(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    to = action.get("to")
    if to not in p.options:
        raise IllegalActionError("31-5", f"{to!r} is not a place the unlocked card may go: {p.options}")
    unlocking.answer_destination(s, str(to))


DISPATCH: dict[str, Callable[[GameState, Pending, dict[str, Any]], None]] = {
    "choose_targets": _targets,
    "choose_trigger": _trigger,
    "choose_options": _options,
    "choose_lane": _lane,
    "choose_destination": _destination,
    "choose_replacement": _replacement,
}


def _list_targets(s: GameState, p: Pending) -> Actions:
    return [{"type": "choose_targets", "cards": list(c), "player": p.player} for c in combinations(p.options, p.max)]


def _list_options(s: GameState, p: Pending) -> Actions:
    return [{"type": "choose_options", "options": list(c), "player": p.player} for c in combinations(p.options, p.max)]


LEGAL: dict[str, Callable[[GameState, Pending], Actions]] = {
    "choose_targets": _list_targets,
    "choose_trigger": lambda s, p: [{"type": "choose_trigger", **o, "player": p.player} for o in p.options],
    "choose_options": _list_options,
    "choose_lane": lambda s, p: [{"type": "choose_lane", "lane": lane, "player": p.player} for lane in p.options],
    "choose_destination": lambda s, p: [{"type": "choose_destination", "to": t, "player": p.player} for t in p.options],
    "choose_replacement": lambda s, p: [{"type": "choose_replacement", **o, "player": p.player} for o in p.options],
}
