"""Every player decision as an action: listing the legal ones and applying one (docs/gbf-data.md (c)).

An illegal action raises :class:`IllegalActionError` naming the clause that forbids it; the adapter's copy
of the state is then left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Any

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from tcgjudge.engine.interface import Action, IllegalActionError

from .battle import (
    AskCounter,
    after_counter_choice,
    attack,
    attackers_available,
    charge_attack,
    charge_cost,
    end_counter,
    pursue,
    targets,
)
from .cards import CAPTAIN, CREW, SUMMON, Effect
from .damage import (
    BreakArmor,
    Incapacitate,
    Refill,
    armor_break,
    burst_damage,
    enter_crew,
    entry_problem,
    incapacitate_crew,
    level_to_gauge,
    refill_options,
    reveal_armor,
    take_revealed,
)
from .effects import (
    ACTIVATED,
    ELEMENTS,
    SUMMON_EFFECT,
    actions_payable,
    activate,
    apply_replacements,
    choose_number,
    declared,
    divide_damage,
    divisions,
    draw_up_to,
    effect_sources,
    finish,
    loop_count,
    may_attack_captain,
    negated,
    order_cards,
    payments,
    pick_revealed,
    resolve,
    resolve_waiting,
    reveal_options,
    sources_for,
    use_effect,
)
from .rules import concede, rank_total, to_gauge
from .state import PLAYERS, Card, GameState
from .turn import TASKS, Checkpoint, EnterPhase, enter_captain, mulligan, return_to_bottom

WHO_DECIDES = {
    "mulligan": "5-2-1-5",
    "choose_captain": "5-2-1-7",
    "main": "6-3-1-2",
    "battle": "7-2-1-3",
    "counter": "7-2-1-4",
    "charge_attack": "7-2-1-3-1-4",
    "counter_step": "7-3-1-2",
    "chain_burst_target": "6-5-1-2-1-1",
    "order_bottom": "6-5-1-2-1-4",
    "choose_level_card": "9-2-3-2",
    "break_armor": "9-4-2-3-1",
    "armor_crew": "9-4-2-3-2-1",
    "armor_summon": "9-4-2-3-2-2",
    "refill": "9-4-3-3-1",
    "choose_trigger": "8-7-3",
    "choose_targets": "8-6-3",
    "divide_damage": "10-13-1",
    "choose_number": "1-3-5",
    "draw_up_to": "4-8-4",
    "order_cards": "3-1-5-1",
    "pick_revealed": "10-6-1-2",
    "declare": "10-11-1",
    "use_effect": "8-7-3",
    "loop_count": "11-1-1-2",
    "apply_replacements": "8-10-2",
}
"""The clause that gives each kind of decision to its player."""

MAIN_ACTIONS = ("enter_crew", "job_change", "uncap", "end_main")
ACTION_DECISION: dict[str, tuple[str, ...]] = {
    "mulligan": ("mulligan",),
    "choose_captain": ("choose_captain",),
    **dict.fromkeys(MAIN_ACTIONS, ("main",)),
    "summon": ("main", "battle", "counter_step"),  # 6-3-1-2-3, 7-2-1-3-4, 7-3-1-2-2
    "activate": ("main", "battle", "counter_step"),  # 6-3-1-2-2, 7-2-1-3-3, 7-3-1-2-1
    "attack": ("battle",),
    "pursue": ("battle",),
    "end_attack_step": ("battle",),
    "charge_attack": ("charge_attack",),
    "no_charge_attack": ("charge_attack",),
    "counter": ("counter",),
    "no_counter": ("counter",),
    "end_counter_step": ("counter_step",),
    "chain_burst_target": ("chain_burst_target",),
    "order_bottom": ("order_bottom",),
    "choose_level_card": ("choose_level_card",),
    "break_armor": ("break_armor",),
    "armor_crew": ("armor_crew",),
    "armor_summon": ("armor_summon",),
    "refill": ("refill",),
    "no_refill": ("refill",),
    "choose_trigger": ("choose_trigger",),
    "choose_targets": ("choose_targets",),
    "divide_damage": ("divide_damage",),
    "choose_number": ("choose_number",),
    "draw_one": ("draw_up_to",),
    "stop_drawing": ("draw_up_to",),
    "order_cards": ("order_cards",),
    "pick_revealed": ("pick_revealed",),
    "declare": ("declare",),
    "use_effect": ("use_effect",),
    "loop_count": ("loop_count",),
    "apply_replacements": ("apply_replacements",),
}
"""The decisions each action answers."""

ACTIVATION_WINDOWS = {"main": "6-3-1-2-2", "battle": "7-2-1-3-3", "counter_step": "7-3-1-2-1"}
"""The clause giving a free timing's player, and that player alone, the use of activated effects."""

LISTED_LOOP_COUNTS = 10
"""11-1-1-2: a count is any whole number from 0; legal_actions lists 0 to 9 (docs/gbf-data.md (c))."""


@TASKS.handles(BreakArmor)
def _break_armor(s: GameState, task: BreakArmor) -> None:
    if task.card is not None:  # 9-4-2-3-1-1: the armor the effect named, if it is still there
        if any(c.id == task.card for c in s.players[task.player].armor):
            reveal_armor(s, task.player, task.card)
        return
    armor_break(s, task.player)


@TASKS.handles(Incapacitate)
def _incapacitate(s: GameState, task: Incapacitate) -> None:
    card = next((c for c in s.players[task.player].crew if c.id == task.card), None)
    if card is not None:
        incapacitate_crew(s, task.player, card)  # 9-2-2-1: processed as an interrupt, in the order queued


@TASKS.handles(Refill)
def _refill(s: GameState, task: Refill) -> None:
    options = refill_options(s, task.player)
    if options:
        s.pending = Pending(task.player, "refill", "a crew of the hand to enter rested, or none", options, 0, 1)


# -- legal actions -----------------------------------------------------------------------------------------


def _hand(s: GameState, player: str, kind: str) -> list[Card]:
    return [c for c in s.players[player].hand if s.pool[c.card].kind == kind]


def job_change_options(s: GameState, player: str) -> list[Card]:
    """10-3-3-1: face-down captains of the captain deck meeting the rank limit (10-2-3-1-1).

    Decision: the captain area's rank total counts the captain in play only; captains under it are captain-deck
    cards (10-3-3-3) and face-down cards have no rank in play, so a job change compares the new rank alone."""
    crystals = len(s.players[player].crystals)
    return [c for c in s.players[player].captain_deck if s.pool[c.card].kind == CAPTAIN and s.rank(c) <= crystals]


def uncap_options(s: GameState, player: str) -> list[tuple[Card, Card]]:
    """10-4-3-1: (hand card, crew in play) of one character name meeting the rank limit once the old card is a
    level card (which counts for nothing, 3-6-3-1)."""
    pl = s.players[player]
    out = []
    total = rank_total(s, pl.crew)
    for card in _hand(s, player, CREW):
        for crew in pl.crew:
            if s.pool[crew.card].character == s.pool[card.card].character and (
                total - s.rank(crew) + s.rank(card) <= len(pl.crystals)
            ):
                out.append((card, crew))
    return out


def activations(s: GameState, p: str) -> list[Action]:
    """8-1-2, 6-3-1-2: each activated effect of the player's cards in play, with each set of crystals paying it."""
    out: list[Action] = []
    if negated(s):
        return out
    for card in [*effect_sources(s, p), *s.players[p].hand]:
        for index, effect in enumerate(s.pool[card.card].effects):
            if effect.kind != ACTIVATED or (effect.once_per_turn and f"{card.id}/{index}" in s.effects_used):
                continue  # 10-5-1: a once-per-turn effect of this card used this turn
            if not any(c is card for c in sources_for(s, p, effect)):
                continue  # 10-18-2: an Assist only from the hand; other effects only where they work (2-5-2)
            if not actions_payable(s, p, card, effect.cost_actions):
                continue  # 8-4-2-4: a cost action that cannot be done makes the cost unpayable
            reveals: list[str | None] = list(reveal_options(s, p)) if effect.reveal_cost else [None]
            out += [
                {"type": "activate", "player": p, "card": card.id, "effect": index, "crystals": paid}
                | ({"reveal": shown} if shown is not None else {})
                for paid in payments(s, p, effect)
                for shown in reveals
            ]
    return out


def summon_allowed(s: GameState, player: str, card: Card) -> bool:
    """6-3-1-2-3-1: a summon card whose condition is unmet cannot be activated."""
    crew = len(s.players[player].crew)
    return all(crew >= e.condition_crew for e in s.pool[card.card].effects if e.kind == SUMMON_EFFECT)


def summons(s: GameState, p: str) -> list[Action]:
    """6-3-1-2-3, 7-2-1-3-4, 7-3-1-2-2: the summon cards of the hand whose condition holds."""
    return [{"type": "summon", "player": p, "card": c.id} for c in _hand(s, p, SUMMON) if summon_allowed(s, p, c)]


def legal_actions(s: GameState) -> list[Action]:
    if s.result.over or s.pending is None:
        return []
    p, kind = s.pending.player, s.pending.kind
    out: list[Action] = []
    if kind == "mulligan":
        hand = [c.id for c in s.players[p].hand]
        for n in range(len(hand) + 1):
            out += [{"type": "mulligan", "player": p, "cards": list(combo)} for combo in combinations(hand, n)]
    elif kind == "choose_captain":
        out += [{"type": "choose_captain", "player": p, "card": cid} for cid in s.pending.options]
    elif kind == "main":
        out += [
            {"type": "enter_crew", "player": p, "card": c.id} for c in _hand(s, p, CREW) if not entry_problem(s, p, c)
        ]
        out += summons(s, p)
        if "job_change" not in s.used:
            out += [{"type": "job_change", "player": p, "card": c.id} for c in job_change_options(s, p)]
        if "uncap" not in s.used:
            out += [{"type": "uncap", "player": p, "card": c.id, "onto": crew.id} for c, crew in uncap_options(s, p)]
        out += activations(s, p)
        out.append({"type": "end_main", "player": p})
    elif kind == "battle":
        if s.battle is None:
            out += [
                {"type": "attack", "player": p, "card": c.id, "target": target}
                for c in attackers_available(s, p)
                for target in attack_targets(s, p, c)
            ]
        else:
            out += [{"type": "pursue", "player": p, "card": c.id} for c in attackers_available(s, p)]
        out += summons(s, p)
        out += activations(s, p)  # 7-2-1-3-3
        out.append({"type": "end_attack_step", "player": p})
    elif kind == "counter":
        out += [{"type": "counter", "player": p}, {"type": "no_counter", "player": p}]
    elif kind == "charge_attack":
        cost = charge_cost(s, str(s.pending.source))
        if cost is not None:
            out += [
                {"type": "charge_attack", "player": p, "cards": list(combo)}
                for combo in combinations(s.pending.options, cost)
            ]
        out.append({"type": "no_charge_attack", "player": p})
    elif kind == "counter_step":
        out += summons(s, p)
        out += activations(s, p)  # 7-3-1-2-1
        out.append({"type": "end_counter_step", "player": p})
    elif kind in ("chain_burst_target",):
        out += [{"type": kind, "player": p, "target": cid} for cid in s.pending.options]
    elif kind in ("choose_level_card", "break_armor"):
        out += [{"type": kind, "player": p, "card": cid} for cid in s.pending.options]
    elif kind in ("order_bottom", "order_cards"):
        out.append({"type": kind, "player": p, "cards": list(s.pending.options)})
    elif kind == "armor_crew":
        out += [{"type": "armor_crew", "player": p, "enter": True}, {"type": "armor_crew", "player": p, "enter": False}]
    elif kind == "armor_summon":
        out += [
            {"type": "armor_summon", "player": p, "trigger": True},
            {"type": "armor_summon", "player": p, "trigger": False},
        ]
    elif kind == "choose_targets":
        for n in range(s.pending.min, s.pending.max + 1):
            out += [
                {"type": "choose_targets", "player": p, "targets": list(combo)}
                for combo in combinations(s.pending.options, n)
            ]
    elif kind == "divide_damage":
        out += [
            {"type": kind, "player": p, "split": [{"card": cid, "amount": n} for cid, n in split]}
            for split in divisions(_divided(s), list(s.pending.options))
        ]
    elif kind == "choose_trigger":
        for option in s.pending.options:
            cid, index = str(option).rsplit("/", 1)
            out.append({"type": "choose_trigger", "player": p, "card": cid, "effect": int(index)})
    elif kind == "choose_number":
        out += [{"type": "choose_number", "player": p, "number": n} for n in range(s.pending.max + 1)]
    elif kind == "draw_up_to":
        out += [{"type": "draw_one", "player": p}, {"type": "stop_drawing", "player": p}]
    elif kind == "apply_replacements":
        out += [
            {"type": "apply_replacements", "player": p, "card": s.pending.source, "effects": order}
            for order in replacement_orders(s.pending.options, s.pending.min)
        ]
    elif kind == "refill":
        out += [{"type": "refill", "player": p, "card": cid} for cid in s.pending.options]
        out.append({"type": "no_refill", "player": p})
    elif kind == "pick_revealed":
        out += [{"type": "pick_revealed", "player": p, "card": cid} for cid in s.pending.options]
        out.append({"type": "pick_revealed", "player": p, "card": None})
    elif kind == "declare":
        out += [{"type": "declare", "player": p, "value": value} for value in s.pending.options]
    elif kind == "use_effect":
        out += [{"type": "use_effect", "player": p, "use": True}, {"type": "use_effect", "player": p, "use": False}]
    elif kind == "loop_count":
        out += [{"type": "loop_count", "player": p, "count": n} for n in range(LISTED_LOOP_COUNTS)]
    out += [{"type": "concede", "player": q} for q in PLAYERS]  # 1-2-4: either player, at any time
    return out


def attack_targets(s: GameState, player: str, card: Card) -> list[str]:
    """7-2-1-3-1-2's targets, and the opponent's captain too for a card whose text allows it (1-3-1)."""
    found = targets(s, player)
    captain = s.players["p2" if player == "p1" else "p1"].captain
    if captain is not None and captain.id not in found and may_attack_captain(s, card):
        found = [*found, captain.id]
    return found


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
        raise IllegalActionError("1-2-1", "the game is over")
    if kind == "concede":
        concede(s, player)  # 1-2-4
        return
    answers = ACTION_DECISION.get(kind)
    if answers is None:
        raise ValueError(f"unknown action type {kind!r}")
    pending = s.pending
    assert pending is not None
    if player != pending.player:
        clause = ACTIVATION_WINDOWS.get(pending.kind) if kind == "activate" else None
        raise IllegalActionError(
            clause or WHO_DECIDES[pending.kind], f"the {pending.kind} decision is {pending.player}'s"
        )
    if pending.kind not in answers:
        clause = WHO_DECIDES.get(answers[0], "6-1-1")
        raise IllegalActionError(clause, f"a {kind} action answers no {pending.kind} decision")
    HANDLERS[kind](s, player, action)


def _mulligan(s: GameState, p: str, a: Action) -> None:
    cards = a.get("cards")
    if not isinstance(cards, list) or len(set(map(str, cards))) != len(cards):
        raise ValueError("cards: a list of distinct card ids")
    hand = s.players[p].hand
    for cid in cards:
        _card_in(hand, cid, "5-2-1-5-1", f"in {p}'s hand")
    s.pending = None
    mulligan(s, p, [str(c) for c in cards])


def _choose_captain(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    card = _card_in(s.players[p].captain_deck, a.get("card"), "5-2-1-7", f"in {p}'s captain deck")
    if card.id not in s.pending.options and s.rank(card) != 0:
        raise IllegalActionError("5-2-1-7", f"{card.id} is not a rank-0 captain")
    enter_captain(s, p, card.id)


def _enter_crew(s: GameState, p: str, a: Action) -> None:
    card = _card_in(s.players[p].hand, a.get("card"), "6-3-1-2-1", f"in {p}'s hand")
    problem = entry_problem(s, p, card)
    if problem is not None:
        raise IllegalActionError(*problem)
    s.pending = None
    s.players[p].hand.remove(card)
    enter_crew(s, p, card, active=True)  # 3-6-1-1
    s.tasks.append(Checkpoint())


def _summon(s: GameState, p: str, a: Action) -> None:
    card = _card_in(s.players[p].hand, a.get("card"), "6-3-1-2-3", f"in {p}'s hand")
    if s.pool[card.card].kind != SUMMON:
        raise IllegalActionError("6-3-1-2-3", f"{card.id} is no summon card")
    if not summon_allowed(s, p, card):
        raise IllegalActionError("6-3-1-2-3-1", f"the condition of {card.id} is not met")
    s.pending = None
    s.players[p].hand.remove(card)
    to_gauge(s, p, card)  # 6-3-1-2-3-2, face up (RR-cards-entering-charge-gauge)
    s.emit("summon", player=p, card=card.id)
    s.tasks.append(Checkpoint())
    for index, effect in reversed(list(enumerate(s.pool[card.card].effects))):
        if effect.kind == SUMMON_EFFECT:  # 6-3-1-2-3-2: its effect resolves, before the checkpoint
            s.tasks.append(ResolveSummon(p, card.card, index))


def _job_change(s: GameState, p: str, a: Action) -> None:
    pl = s.players[p]
    card = _card_in(pl.captain_deck, a.get("card"), "10-3-3-1", f"a face-down card of {p}'s captain deck")
    if "job_change" in s.used:
        raise IllegalActionError("6-3-1-2-4", "one job change a turn (10-3-2)")
    if s.rank(card) > len(pl.crystals):
        raise IllegalActionError("10-2-3-1-1", f"rank {s.rank(card)} exceeds {p}'s {len(pl.crystals)} crystals")
    s.pending = None
    old = pl.captain
    assert old is not None
    pl.captain_deck.remove(card)
    card.face_up = True
    card.active, card.incapacitated = old.active, old.incapacitated  # 10-3-3-3-1: the state is inherited
    card.chips, old.chips = old.chips, ()  # 10-16-1-3: the chips go on to the new captain
    pl.captains.append(card)  # 10-3-3-2; the old captain stays face up below it (10-3-3-3)
    s.used = s.used | {"job_change"}
    s.emit("job_change", player=p, card=card.id, previous=old.id)
    s.tasks.append(Checkpoint())


def _uncap(s: GameState, p: str, a: Action) -> None:
    pl = s.players[p]
    card = _card_in(pl.hand, a.get("card"), "10-4-3-1", f"in {p}'s hand")
    crew = _card_in(pl.crew, a.get("onto"), "10-4-1", f"a crew in {p}'s crew area")
    if "uncap" in s.used:
        raise IllegalActionError("6-3-1-2-5", "one uncap a turn (10-4-2)")
    if s.pool[card.card].kind != CREW or s.pool[card.card].character != s.pool[crew.card].character:
        raise IllegalActionError("10-4-1", f"{card.id} is no crew card named as {crew.id}")
    if rank_total(s, pl.crew) - s.rank(crew) + s.rank(card) > len(pl.crystals):
        raise IllegalActionError("10-2-3-1-1", f"the rank total would exceed {p}'s {len(pl.crystals)} crystals")
    s.pending = None
    pl.hand.remove(card)
    card.face_up, card.active = True, crew.active  # 10-4-3-3-2: the state is inherited
    card.level = [*crew.level, crew]  # 10-4-3-3: the old card becomes a level card
    crew.face_up, crew.level = False, []
    card.chips, crew.chips = crew.chips, ()  # 10-16-1-3: the chips go on to the uncapped card
    pl.crew[pl.crew.index(crew)] = card
    s.used = s.used | {"uncap"}
    s.emit("uncap", player=p, card=card.id, previous=crew.id)
    s.tasks.append(Checkpoint())


def _activate(s: GameState, p: str, a: Action) -> None:
    pl = s.players[p]
    card = _card_in([*effect_sources(s, p), *pl.hand, *pl.gauge], a.get("card"), "8-6-2-1", f"a card of {p}")
    index, crystals = a.get("effect"), a.get("crystals", [])
    effects = s.pool[card.card].effects
    if not isinstance(index, int) or not 0 <= index < len(effects) or effects[index].kind != ACTIVATED:
        raise IllegalActionError("8-6-2-1", f"{card.id} has no activated effect numbered {index!r}")
    if not any(c is card for c in sources_for(s, p, effects[index])):
        if effects[index].assist:
            raise IllegalActionError("10-18-2", f"{card.id}'s Assist is activated only while the card is in the hand")
        raise IllegalActionError("8-6-2-1", f"{card.id} is not {p}'s captain in play or crew")
    if not isinstance(crystals, list) or len(set(map(str, crystals))) != len(crystals):
        raise ValueError("crystals: a list of distinct card ids")
    reveal = a.get("reveal")
    activate(s, p, card, index, [str(c) for c in crystals], str(reveal) if reveal is not None else None)


def _end_main(s: GameState, p: str, a: Action) -> None:
    s.pending = None
    s.tasks.append(EnterPhase("battle"))  # 6-3-1-3


def _attack(s: GameState, p: str, a: Action) -> None:
    if s.battle is not None:
        raise IllegalActionError("7-2-1-3-1", "a battle is going on: another card may only pursue (7-2-1-3-2)")
    card = _card_in(attackers_available(s, p), a.get("card"), "7-2-1-3-1", f"an active captain or crew of {p}")
    target = a.get("target")
    if target not in attack_targets(s, p, card):
        raise IllegalActionError("7-2-1-3-1-2", f"{target!r} cannot be attacked: a crew, else the captain")
    s.pending = None
    attack(s, p, card, str(target))


def _pursue(s: GameState, p: str, a: Action) -> None:
    if s.battle is None:
        raise IllegalActionError("7-2-1-3-2", "no battle to pursue")
    card = _card_in(attackers_available(s, p), a.get("card"), "7-2-1-3-2", f"an active captain or crew of {p}")
    s.pending = None
    pursue(s, p, card)


def _end_attack_step(s: GameState, p: str, a: Action) -> None:
    s.pending = None
    s.tasks.append(AskCounter())  # 7-2-1-4


def _charge_attack(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None and s.pending.source is not None
    source = s.pending.source
    if a.get("type") == "no_charge_attack":
        s.pending = None
        return
    cards = a.get("cards")
    if not isinstance(cards, list) or len(set(map(str, cards))) != len(cards):
        raise ValueError("cards: a list of distinct card ids")
    cost = charge_cost(s, source)
    if cost is None or len(cards) != cost or any(c not in s.pending.options for c in cards):
        raise IllegalActionError("2-6-1-1-1", f"the charge attack turns {cost} face-up gauge cards face down")
    charge_attack(s, p, source, [str(c) for c in cards])


def _counter(s: GameState, p: str, a: Action) -> None:
    after_counter_choice(s, a.get("type") == "counter")


def _end_counter_step(s: GameState, p: str, a: Action) -> None:
    end_counter(s)


def _option(s: GameState, value: Any, clause: str) -> str:
    assert s.pending is not None
    if value not in s.pending.options:
        raise IllegalActionError(clause, f"{value!r} is not one of {s.pending.options}")
    return str(value)


def _chain_burst_target(s: GameState, p: str, a: Action) -> None:
    burst_damage(s, _option(s, a.get("target"), "6-5-1-2-1-1"))


def _order_bottom(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    cards = a.get("cards")
    if not isinstance(cards, list) or sorted(map(str, cards)) != sorted(s.pending.options):
        raise IllegalActionError("6-5-1-2-1-4", "every face-down gauge card goes to the deck bottom")
    return_to_bottom(s, p, [str(c) for c in cards])


def _choose_level_card(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None and s.pending.source is not None
    level_to_gauge(s, p, s.pending.source, _option(s, a.get("card"), "9-2-3-2"))


def _break_armor_answer(s: GameState, p: str, a: Action) -> None:
    reveal_armor(s, p, _option(s, a.get("card"), "9-4-2-3-1"))


def _armor_crew(s: GameState, p: str, a: Action) -> None:
    if a.get("enter"):
        card = s.revealed.pop(p)
        s.pending = None
        enter_crew(s, p, card, active=False, origin="armor")  # 9-4-2-3-2-1: rested
    else:
        take_revealed(s, p)


def _armor_summon(s: GameState, p: str, a: Action) -> None:
    if a.get("trigger"):
        card = s.revealed.pop(p)
        s.pending = None
        to_gauge(s, p, card)  # 9-4-2-3-2-2 (its effect comes with card text)
        s.emit("summon", player=p, card=card.id, trigger=True)
        s.due_refills[p] = s.due_refills.get(p, 0) + 1  # 9-4-3-2
    else:
        take_revealed(s, p)


def _refill_answer(s: GameState, p: str, a: Action) -> None:
    cid = _option(s, a.get("card"), "9-4-3-3-1")
    card = _card_in(s.players[p].hand, cid, "9-4-3-3-1", f"in {p}'s hand")
    s.pending = None
    s.players[p].hand.remove(card)
    enter_crew(s, p, card, active=False)


def _choose_trigger(s: GameState, p: str, a: Action) -> None:
    option = f"{a.get('card')}/{a.get('effect')}"
    _option(s, option, "8-5-1-2" if p == s.turn_player else "8-5-1-3")
    resolve_waiting(s, p, str(a.get("card")), int(str(a.get("effect"))))


def _choose_targets(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None and s.pending.source is not None
    targets = a.get("targets")
    if not isinstance(targets, list) or len(set(map(str, targets))) != len(targets):
        raise ValueError("targets: a list of distinct card ids")
    for target in targets:
        _option(s, target, "8-6-3")
    if not s.pending.min <= len(targets) <= s.pending.max:
        clause = "8-6-3-1" if len(targets) < s.pending.min else "8-6-3"
        raise IllegalActionError(clause, f"choose {s.pending.min} to {s.pending.max} targets, not {len(targets)}")
    number, index = s.pending.source.rsplit("/", 1)
    finish(s, p, s.pool[number].effects[int(index)], [str(t) for t in targets])


def _divided(s: GameState) -> int:
    """The damage the effect behind the pending ``divide_damage`` decision divides (10-13-1)."""
    assert s.pending is not None and s.pending.source is not None
    number, index = s.pending.source.rsplit("/", 1)
    return s.pool[number].effects[int(index)].divide


def _divide_damage(s: GameState, p: str, a: Action) -> None:
    """10-13-1: the master's division of the damage among the crew it chooses; 10-13-2: 1 or more to each."""
    assert s.pending is not None and s.pending.source is not None
    split = a.get("split")
    if not isinstance(split, list) or not all(isinstance(e, dict) for e in split):
        raise ValueError("split: a list of {card, amount}")
    cards = [e.get("card") for e in split]
    if len(set(map(str, cards))) != len(cards):
        raise ValueError("split: each crew once")
    for cid in cards:
        _option(s, cid, "10-13-1")
    amounts = [e.get("amount") for e in split]
    if not all(isinstance(n, int) for n in amounts):
        raise ValueError("split: integer amounts")
    if any(n < 1 for n in amounts):
        raise IllegalActionError("10-13-2", f"each crew chosen is dealt 1 or more of the divided damage: {amounts}")
    number, index = s.pending.source.rsplit("/", 1)
    effect = s.pool[number].effects[int(index)]
    # Decision (10-13-1 divides the damage given): the parts make exactly the whole (docs/gbf-data.md, Decisions)
    if sum(amounts) != effect.divide:
        raise IllegalActionError("10-13-1", f"the divided damage is {effect.divide} in all, not {sum(amounts)}")
    divide_damage(s, [(str(e["card"]), int(e["amount"])) for e in split])
    finish(s, p, effect, [])


def _order_cards(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    cards = a.get("cards")
    if not isinstance(cards, list) or sorted(map(str, cards)) != sorted(s.pending.options):
        raise IllegalActionError("3-1-5-1", "order every card the effect moves, each once")
    order_cards(s, p, [str(c) for c in cards])


def _choose_number(s: GameState, p: str, a: Action) -> None:
    choose_number(s, p, a.get("number"))


def _draw_one(s: GameState, p: str, a: Action) -> None:
    draw_up_to(s, p, a.get("type") == "draw_one")


def replacement_orders(options: list[Any], mandatory: int) -> list[list[int]]:
    """8-10-2: every order of the mandatory replacement effects (the first ``mandatory`` options) with any of the
    optional ones (8-10-3), as effect indices."""
    indices = [int(str(o).rsplit("/", 1)[1]) for o in options]
    must, may = indices[:mandatory], indices[mandatory:]
    out: list[list[int]] = []
    for n in range(len(may) + 1):
        for extra in combinations(may, n):
            if must or extra:
                out += [list(order) for order in permutations([*must, *extra])]
            else:
                out.append([])
    return out


def _apply_replacements(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None
    order = a.get("effects")
    if not isinstance(order, list) or not all(isinstance(i, int) for i in order) or len(set(order)) != len(order):
        raise ValueError("effects: a list of distinct effect indices")
    if a.get("card") != s.pending.source or order not in replacement_orders(s.pending.options, s.pending.min):
        clause = "8-10-1" if len(order) < s.pending.min else "8-10-2-3"  # only an optional one may be left out
        raise IllegalActionError(clause, f"{order} is not an order of {s.pending.options} keeping every mandatory one")
    apply_replacements(s, p, order)


def _no_refill(s: GameState, p: str, a: Action) -> None:
    s.pending = None


def _pending_effect(s: GameState) -> Effect:
    assert s.pending is not None and s.pending.source is not None
    number, index = s.pending.source.rsplit("/", 1)
    return s.pool[number].effects[int(index)]


def _pick_revealed(s: GameState, p: str, a: Action) -> None:
    cid = a.get("card")
    if cid is not None:
        _option(s, cid, "10-6-1-2")
    pick_revealed(s, p, _pending_effect(s), str(cid) if cid is not None else None)


def _declare(s: GameState, p: str, a: Action) -> None:
    value = a.get("value")
    if value not in ELEMENTS:  # 10-11-2: only a value the information can take
        raise IllegalActionError("10-11-2", f"{value!r} is no element (2-2)")
    declared(s, p, _pending_effect(s), str(value))


def _use_effect(s: GameState, p: str, a: Action) -> None:
    assert s.pending is not None and s.pending.source is not None
    if not isinstance(a.get("use"), bool):
        raise ValueError("use: true or false")
    use_effect(s, p, str(s.pending.options[0]), s.pending.source, bool(a.get("use")))


def _loop_count(s: GameState, p: str, a: Action) -> None:
    count = a.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise IllegalActionError("11-1-1-2", f"{count!r} is no count of repetitions (a whole number from 0)")
    loop_count(s, p, count)


@dataclass(frozen=True, slots=True)
class ResolveSummon(Task):
    """6-3-1-2-3-2: the effect numbered ``index`` of the summon card ``number`` resolves for ``player``."""

    player: str
    number: str
    index: int


@TASKS.handles(ResolveSummon)
def _resolve_summon(s: GameState, task: ResolveSummon) -> None:
    resolve(s, task.player, s.pool[task.number].effects[task.index], f"{task.number}/{task.index}")


HANDLERS: dict[str, Callable[[GameState, str, Action], None]] = {
    "mulligan": _mulligan,
    "choose_captain": _choose_captain,
    "enter_crew": _enter_crew,
    "summon": _summon,
    "job_change": _job_change,
    "uncap": _uncap,
    "activate": _activate,
    "end_main": _end_main,
    "attack": _attack,
    "pursue": _pursue,
    "end_attack_step": _end_attack_step,
    "charge_attack": _charge_attack,
    "no_charge_attack": _charge_attack,
    "counter": _counter,
    "no_counter": _counter,
    "end_counter_step": _end_counter_step,
    "chain_burst_target": _chain_burst_target,
    "order_bottom": _order_bottom,
    "choose_level_card": _choose_level_card,
    "break_armor": _break_armor_answer,
    "armor_crew": _armor_crew,
    "armor_summon": _armor_summon,
    "refill": _refill_answer,
    "no_refill": _no_refill,
    "choose_trigger": _choose_trigger,
    "choose_targets": _choose_targets,
    "divide_damage": _divide_damage,
    "choose_number": _choose_number,
    "draw_one": _draw_one,
    "stop_drawing": _draw_one,
    "order_cards": _order_cards,
    "pick_revealed": _pick_revealed,
    "declare": _declare,
    "use_effect": _use_effect,
    "loop_count": _loop_count,
    "apply_replacements": _apply_replacements,
}
