"""Activation and resolution of effects (chapter 8) and K.O. (10-2-1) with replacement effects.

Resolution is a sequence of work-stack tasks so that any choice in the middle of an
effect becomes a pending decision. Tasks pushed here are ``hold`` tasks: automatic
effects triggered meanwhile wait until the whole effect has resolved (8-6-3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from . import zones
from .cards import Ability, Cost, Effect, IfCondition
from .continuous import (
    added_costs,
    card_matches,
    conditions_met,
    found_card_matches,
    negated,
    players_in_order,
    printed_conditions_met,
    prohibited,
    target_matches,
)
from .rule_processing import end_game
from .state import FieldCard, GameState, Modifier, Pending, Task, Triggered, other
from .zones import (
    choose_cards,
    draw,
    field_to_hand,
    field_to_trash,
    hand_to_trash,
    rest,
    set_active,
    take_from,
    total_don,
)

Handler = Callable[[GameState, Task], None]


def ability_key(source: str, index: int) -> str:
    return f"{source}#{index}"


# -- automatic effects (8-1-3-1, 8-1-3-2, 8-6) ---------------------------------------------


def queue_card(s: GameState, player: str, fc: FieldCard, timing: str) -> None:
    """Record that the automatic abilities of ``fc`` with ``timing`` met their timing."""
    abilities = s.card_def(fc.card).abilities_with(timing)
    if not abilities or negated(s, fc.id):  # 8-2: a negated card's abilities do not activate
        return
    for idx, ab in abilities:
        if ab.battled and not printed_conditions_met(s, player, fc, ab):
            continue  # 7-1-5-2: "if this card battled" only meets its timing for the cards that battled
        s.new_triggers.append(Triggered(s.new_id("e"), player, fc.id, fc.card, idx, timing))


def queue_field(s: GameState, player: str, timing: str) -> None:
    if timing not in s.cards.timings:  # no card of this game has such an ability
        return
    for fc in s.field_cards(player):
        queue_card(s, player, fc, timing)


def next_triggered(s: GameState) -> bool:
    """Start the next waiting automatic effect; True if anything happened.

    8-6-1: effects that met their timing earlier resolve first; within one batch the
    turn player's go first, each player ordering their own (8-1-3-2).
    """
    if s.new_triggers:
        s.trigger_batches.append(s.new_triggers)
        s.new_triggers = []
    while s.trigger_batches and not s.trigger_batches[0]:
        s.trigger_batches.pop(0)
    if not s.trigger_batches:
        return False
    batch = s.trigger_batches[0]
    tp, ntp = players_in_order(s)
    mine = [t for t in batch if t.player == tp] or [t for t in batch if t.player == ntp]
    if len(mine) > 1:
        s.pending = Pending(
            player=mine[0].player,
            kind="choose_effect",
            prompt="choose which automatic effect to activate next",
            options=[{"effect": t.id, "card": t.source, "ability": t.ability, "timing": t.timing} for t in mine],
            min=1,
            max=1,
        )
        return True
    batch.remove(mine[0])
    s.tasks.append(Task("activate_triggered", {"t": mine[0]}, hold=True))
    return True


def choose_effect(s: GameState, effect_id: str) -> None:
    batch = s.trigger_batches[0]
    for t in batch:
        if t.id == effect_id:
            batch.remove(t)
            s.tasks.append(Task("activate_triggered", {"t": t}, hold=True))
            return
    raise AssertionError(effect_id)


def _activate_triggered(s: GameState, task: Task) -> None:
    t: Triggered = task.data["t"]
    ab = s.card_def(t.card).abilities[t.ability]
    if t.zone_checked:
        found = s.find_field(t.source)
        if found is None:  # 8-1-3-2-3: the source left its area before activation
            return
        if negated(s, t.source):  # 8-2
            return
        if not conditions_met(s, t.player, found[2], ab):
            return
    if ab.once_per_turn and ability_key(t.source, t.ability) in s.once_used:
        return  # 10-2-13-3
    if not cost_payable(s, t.player, t.source, ab.cost):
        return  # 8-3-1-3
    if ab.optional or not ab.cost.is_empty():
        s.pending = Pending(
            player=t.player,
            kind="decide",
            prompt=f"activate {t.timing} ability {t.ability} of {t.source}?",
            options=[True, False],
            source=t.source,
            data={"then": "resolve", "player": t.player, "source": t.source, "card": t.card, "ability": t.ability},
        )
        return
    start_resolution(s, t.player, t.source, t.card, t.ability)


def start_resolution(s: GameState, player: str, source: str, card: str, index: int) -> None:
    """8-4-1-3..5: pay the cost, then resolve the effects in printed order (1-3-8)."""
    ab = s.card_def(card).abilities[index]
    if ab.once_per_turn:
        s.once_used.add(ability_key(source, index))
    s.emit("activate", player=player, card=source, ability=index)
    offer_cost_replacement(s, player, source, card, index, [])


def pay_and_resolve(s: GameState, player: str, source: str, card: str, index: int) -> None:
    ab = s.card_def(card).abilities[index]
    s.tasks.append(Task("effects", {"player": player, "source": source, "effects": list(ab.effects), "index": 0}, True))
    for extra in reversed(added_costs(s, source, ab)):  # 8-3-1-2: added costs are paid after the printed cost
        push_costs(s, player, source, extra)
    push_costs(s, player, source, ab.cost)


def total_cost(s: GameState, source: str, ab: Ability) -> Cost:
    """The printed cost plus the costs added by other effects (8-3-1-2), for payability (8-3-1-3)."""
    out = ab.cost
    for extra in added_costs(s, source, ab):
        out = out.plus(extra)
    return out


def _cost_replacements(s: GameState, source: str, declined: list[str]) -> list[dict[str, Any]]:
    """Replacement abilities (event "cost") that may replace paying the cost of ``source``'s ability."""
    out: list[dict[str, Any]] = []
    for p in players_in_order(s):
        for fc in s.field_cards(p):
            if negated(s, fc.id):
                continue
            for idx, ab in s.card_def(fc.card).abilities_with("replacement"):
                key = ability_key(fc.id, idx)
                if ab.event != "cost" or key in declined or (ab.once_per_turn and key in s.once_used):
                    continue
                if not conditions_met(s, p, fc, ab) or not target_matches(s, p, fc.id, ab.applies_to, source):
                    continue
                if _instead_possible(s, p, fc.id, ab):
                    out.append({"player": p, "source": fc.id, "card": fc.card, "ability": idx, "key": key})
    return out


def offer_cost_replacement(s: GameState, player: str, source: str, card: str, index: int, declined: list[str]) -> None:
    """8-3-1-7: a cost may be replaced; then it was not paid as written and the effects do not happen."""
    ab = s.card_def(card).abilities[index]
    cands = [] if ab.cost.is_empty() else _cost_replacements(s, source, declined)
    if not cands:
        pay_and_resolve(s, player, source, card, index)
        return
    cand = cands[0]
    data = {
        "then": "cost_replacement",
        "player": player,
        "source": source,
        "card": card,
        "ability": index,
        "cand": cand,
        "declined": declined,
    }
    if not ask_to_replace(s, cand, f"paying the cost of {source}", data):
        replace_cost(s, source, cand)


def ask_to_replace(s: GameState, cand: dict[str, Any], instead_of: str, data: dict[str, Any]) -> bool:
    """Leave a yes/no decision pending when replacement candidate ``cand`` is optional (True), else False.

    ``data["then"]`` names the task that finishes the answer; a mandatory replacement is the caller's to apply.
    """
    if not s.card_def(cand["card"]).abilities[cand["ability"]].optional:
        return False
    s.pending = Pending(
        player=cand["player"],
        kind="decide",
        prompt=f"use the replacement ability of {cand['source']} instead of {instead_of}?",
        options=[True, False],
        source=cand["source"],
        data=data,
    )
    return True


def replace_cost(s: GameState, source: str, cand: dict[str, Any]) -> None:
    rab = s.card_def(cand["card"]).abilities[cand["ability"]]
    if rab.once_per_turn:
        s.once_used.add(cand["key"])
    s.emit("replaced", card=source, source=cand["source"], what="cost")
    # 8-3-1-7: the cost was not paid as written, so the effects after the colon are not processed.
    s.tasks.append(
        Task(
            "effects",
            {"player": cand["player"], "source": cand["source"], "effects": list(rab.instead), "index": 0},
            True,
        )
    )


# -- costs (8-3-1) -------------------------------------------------------------------------


def cost_payable(s: GameState, player: str, source: str, cost: Cost, exclude: str | None = None) -> bool:
    """8-3-1-3: a cost that cannot be paid in full cannot be paid at all."""
    ps = s.players[player]
    if cost.rest_self:
        found = s.find_field(source)
        # 8-1-1: a cost is part of the effect, so "cannot be rested" stops paying it (1-3-3).
        if found is None or found[2].rested or prohibited(s, source, "be_rested"):
            return False
    if ps.don_active < cost.rest_don:
        return False
    if total_don(s, player) < cost.don_minus:
        return False
    return len([c for c in ps.hand if c.id != exclude]) >= cost.trash_from_hand


def push_costs(s: GameState, player: str, source: str, cost: Cost) -> None:
    """8-3-1-1: cost parts are paid in order rest_self, rest_don, don_minus, trash_from_hand."""
    if cost.trash_from_hand:
        s.tasks.append(Task("cost_trash", {"player": player, "count": cost.trash_from_hand}, True))
    if cost.don_minus:
        s.tasks.append(Task("cost_don_minus", {"player": player, "count": cost.don_minus}, True))
    if cost.rest_don:
        s.tasks.append(Task("cost_rest_don", {"player": player, "count": cost.rest_don}, True))
    if cost.rest_self:
        s.tasks.append(Task("cost_rest_self", {"player": player, "source": source}, True))


def _cost_rest_self(s: GameState, task: Task) -> None:
    found = s.find_field(task.data["source"])
    if found is not None:
        rest(s, found[2])


def _cost_rest_don(s: GameState, task: Task) -> None:
    ps = s.players[task.data["player"]]
    n = task.data["count"]
    ps.don_active -= n  # 8-3-1-5
    ps.don_rested += n
    s.emit("rest_don", player=task.data["player"], count=n)


def don_sources(s: GameState, player: str) -> dict[str, int]:
    ps = s.players[player]
    out: dict[str, int] = {}
    if ps.don_active:
        out["active"] = ps.don_active
    if ps.don_rested:
        out["rested"] = ps.don_rested
    for fc in s.field_cards(player):
        if fc.don:
            out[fc.id] = fc.don
    return out


def return_don(s: GameState, player: str, sources: list[str]) -> None:
    """8-3-1-6 / 10-2-10: return DON!! to the DON!! deck from the chosen places."""
    ps = s.players[player]
    for src in sources:
        if src == "active":
            ps.don_active -= 1
        elif src == "rested":
            ps.don_rested -= 1
        else:
            found = s.find_field(src)
            assert found is not None
            found[2].don -= 1
        ps.don_deck += 1
    s.emit("return_don", player=player, sources=list(sources))


def _cost_don_minus(s: GameState, task: Task) -> None:
    player, n = task.data["player"], task.data["count"]
    srcs = don_sources(s, player)
    if len(srcs) == 1:
        return_don(s, player, [next(iter(srcs))] * n)
        return
    s.pending = Pending(
        player=player,
        kind="return_don",
        prompt=f"choose {n} DON!! to return to the DON!! deck",
        options=[{"source": k, "available": v} for k, v in srcs.items()],
        min=n,
        max=n,
        data={"count": n},
    )


def _cost_trash(s: GameState, task: Task) -> None:
    player, n = task.data["player"], task.data["count"]
    hand = s.players[player].hand
    if len(hand) == n:
        for c in list(hand):
            hand_to_trash(s, player, c.id)
        return
    s.pending = Pending(
        player=player,
        kind="select",
        prompt=f"choose {n} cards to trash from your hand (cost)",
        options=[c.id for c in hand],
        min=n,
        max=n,
        data={"then": "trash_hand", "player": player},
    )


# -- effects --------------------------------------------------------------------------------


def _effects(s: GameState, task: Task) -> None:
    d = task.data
    i: int = d["index"]
    effs: list[Effect] = d["effects"]
    if i >= len(effs):
        return
    s.tasks.append(Task("effects", {**d, "index": i + 1}, True))
    if i == 0:
        s.effect_done = False
    eff = effs[i]
    if eff.if_ is not None and not if_met(s, eff.if_, d["player"]):
        s.effect_done = False  # 4-10-1 / 8-3-3: the part after an unmet "if" is not resolved
        return
    perform(s, eff, d["player"], d["source"])


def if_met(s: GameState, cond: IfCondition, controller: str) -> bool:
    """4-10-1 / 8-3-3. Decision: the "if" gates the effect that carries it (later effects carry their own).

    ``done``: the previous effect of the ability was carried out (4-10-1); decision: an effect is
    carried out when it did its full count (draw, trash, DON!!) or affected at least one card.
    """
    ps = s.players[controller]
    if cond.done and not s.effect_done:
        return False
    if cond.life_at_most is not None and len(ps.life) > cond.life_at_most:
        return False
    return not (cond.hand_at_most is not None and len(ps.hand) > cond.hand_at_most)


def _for_both(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """1-3-11: an instruction to both players is carried out by the turn player first."""
    for p in reversed(players_in_order(s)):
        mine = replace(eff, player="self" if p == controller else "opponent")
        s.tasks.append(Task("perform", {"effect": mine, "player": controller, "source": source}, True))


def _perform(s: GameState, task: Task) -> None:
    perform(s, task.data["effect"], task.data["player"], task.data["source"])


def candidates(s: GameState, eff: Effect, controller: str, source: str) -> list[str]:
    t = eff.target
    if t.select == "this":
        return [source] if s.find_field(source) is not None else []
    return [found[2].id for found in s.field_entries() if found_card_matches(s, controller, source, t, found)]


SECRET_AREA_EFFECTS: dict[str, Callable[[GameState, Effect, str, str], None]] = {
    "look": lambda s, eff, controller, _source: zones.look(s, eff, controller),
    "search": zones.search,
    "to_deck": zones.trash_to_deck,
}


def perform(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """Carry out one effect of the vocabulary (8-1-2: as far as possible)."""
    k = eff.kind
    s.effect_done = False
    if k in SECRET_AREA_EFFECTS:  # 11-3, 8-4-4-4, 3-1-7 (zones.py)
        SECRET_AREA_EFFECTS[k](s, eff, controller, source)
        return
    if eff.player == "both" and k in ("draw", "trash_from_hand"):
        _for_both(s, eff, controller, source)
        return
    if k == "draw":
        p = controller if eff.player == "self" else other(controller)
        if eff.up_to:  # 4-5-4
            s.tasks.append(Task("draw_up_to", {"player": p, "remaining": eff.count}, True))
        else:  # 4-5-3
            drawn = sum(1 for _ in range(max(eff.count, 0)) if draw(s, p))
            s.effect_done = drawn == eff.count > 0
        return
    if k == "trash_from_hand":
        p = controller if eff.player == "self" else other(controller)
        hand = s.players[p].hand
        f = eff.filter
        cands = [c.id for c in hand if f is None or card_matches(s.card_def(c.card), f)]
        n = min(max(eff.count, 0), len(cands))
        if n == 0:
            return
        if not eff.up_to and f is None and n == len(hand):
            for c in list(hand):
                hand_to_trash(s, p, c.id)
            s.effect_done = n == eff.count
            return
        # 8-4-4-2: a filtered choice in the (secret) hand may always choose fewer cards.
        s.pending = Pending(
            player=p,
            kind="select",
            prompt=f"choose {'up to ' if eff.up_to or f else ''}{n} cards to trash from your hand",
            options=cands,
            min=0 if eff.up_to or f is not None else n,
            max=n,
            source=source,
            data={"then": "trash_hand", "player": p, "need": 1 if eff.up_to else eff.count},
        )
        return
    if k == "add_to_hand":
        trash = s.players[controller].trash
        f = eff.filter
        cands = [c.id for c in trash if f is None or card_matches(s.card_def(c.card), f)]
        choose_cards(
            s,
            controller,
            cands,
            eff.count,
            eff.up_to,
            "cards to add from your trash to your hand",
            source,
            {"then": "to_hand", "player": controller},
            lambda ids: trash_to_hand(s, controller, ids),
        )
        return
    if k == "at_once":
        # 1-3-9: targets are fixed first; a card both rested and set active at once stays rested.
        plans = [(e, candidates(s, e, controller, source)) for e in eff.sub]
        resting = {cid for e, ids in plans if e.kind == "rest" for cid in ids if not prohibited(s, cid, "be_rested")}
        for e, ids in plans:
            if e.kind == "set_active":
                ids = [cid for cid in ids if cid not in resting]
            apply_to_targets(s, e, controller, source, ids)
        return
    if k == "add_don":
        ps = s.players[controller]
        n = min(max(eff.count, 0), ps.don_deck)
        ps.don_deck -= n
        if eff.rested:
            ps.don_rested += n
        else:
            ps.don_active += n
        if n:
            s.emit("don", player=controller, count=n)
        s.effect_done = n == eff.count > 0
        return
    if k in ("win", "lose"):
        p = controller if eff.player == "self" else other(controller)
        loser = other(p) if k == "win" else p
        end_game(s, [loser], "effect")  # 1-2-5
        return
    cands = candidates(s, eff, controller, source)
    t = eff.target
    if t.select != "choose":
        apply_to_targets(s, eff, controller, source, cands)
        return
    choose_cards(
        s,
        controller,
        cands,
        t.count,
        t.up_to,
        f"target(s) for {k}",
        source,
        {"then": "targets", "effect": eff, "player": controller, "source": source},
        lambda ids: apply_to_targets(s, eff, controller, source, ids),
    )


def trash_to_hand(s: GameState, player: str, ids: list[str]) -> None:
    for cid in ids:
        card = take_from(s, player, "trash", cid)
        s.players[player].hand.append(card)
        s.emit("move", player=player, card=cid, new_id=cid, **{"from": "trash", "to": "hand"})
    s.effect_done = bool(ids)


def apply_to_targets(s: GameState, eff: Effect, controller: str, source: str, ids: list[str]) -> None:
    k = eff.kind
    if k == "ko":
        for cid in reversed(ids):
            s.tasks.append(Task("ko", {"card": cid, "cause": "effect", "declined": []}, True))
        return
    for cid in ids:
        found = s.find_field(cid)
        if found is None:
            continue
        fc = found[2]
        if not (k == "rest" and prohibited(s, cid, "be_rested")):
            s.effect_done = True
        if k == "return_to_hand":
            if found[1] != "leader":  # 3-6-3: the leader never leaves its area
                field_to_hand(s, cid)
        elif k == "negate":
            s.modifiers.append(Modifier("negate", cid, eff.duration, controller))
            s.emit("negate", card=cid, duration=eff.duration)
        elif k == "change_cost":
            s.modifiers.append(Modifier("cost", cid, eff.duration, controller, amount=eff.amount))
            s.emit("cost", card=cid, amount=eff.amount, duration=eff.duration)
        elif k == "power":
            s.modifiers.append(Modifier("power", cid, eff.duration, controller, amount=eff.amount))
            s.emit("power", card=cid, amount=eff.amount, duration=eff.duration)
        elif k == "rest":
            if prohibited(s, cid, "be_rested"):
                s.emit("prohibited", card=cid, what="be_rested")
            else:
                rest(s, fc)
        elif k == "set_active":
            set_active(s, fc)
        elif k == "give_keyword":
            s.modifiers.append(Modifier("keyword", cid, eff.duration, controller, keyword=eff.keyword))
            s.emit("keyword", card=cid, keyword=eff.keyword, duration=eff.duration)
        elif k == "prohibit":
            s.modifiers.append(Modifier("prohibit", cid, eff.duration, controller, what=eff.what))
            s.emit("prohibit", card=cid, what=eff.what, duration=eff.duration)


def _draw_up_to(s: GameState, task: Task) -> None:
    player, remaining = task.data["player"], task.data["remaining"]
    if remaining <= 0 or not s.players[player].deck:
        return
    s.pending = Pending(
        player=player,
        kind="decide",
        prompt=f"draw a card? (up to {remaining} more)",
        options=[True, False],
        data={"then": "draw_up_to", "player": player, "remaining": remaining},
    )


# -- K.O. and replacement (10-2-1, 8-1-3-5) -------------------------------------------------


def _replacement_candidates(s: GameState, cid: str, cause: str, declined: list[str]) -> list[dict[str, Any]]:
    """8-1-3-5-2 (decision): the affected card's own first, then the turn player's, then the other's."""
    found = s.find_field(cid)
    assert found is not None
    owner, _area, fc0 = found
    ordered: list[tuple[str, FieldCard]] = [(owner, fc0)]
    for p in players_in_order(s):
        ordered.extend((p, fc) for fc in s.field_cards(p) if fc.id != cid)
    out: list[dict[str, Any]] = []
    for p, fc in ordered:
        abilities = s.card_def(fc.card).abilities_with("replacement")
        if not abilities or negated(s, fc.id):  # 8-2
            continue
        for idx, ab in abilities:
            key = ability_key(fc.id, idx)
            if ab.event != "ko" or (ab.by != "any" and ab.by != cause) or key in declined:
                continue
            if ab.once_per_turn and key in s.once_used:
                continue
            if not conditions_met(s, p, fc, ab) or not found_card_matches(s, p, fc.id, ab.applies_to, found):
                continue
            if not _instead_possible(s, p, fc.id, ab):
                continue
            out.append({"player": p, "source": fc.id, "card": fc.card, "ability": idx, "key": key})
    return out


def _instead_possible(s: GameState, player: str, source: str, ab: Ability) -> bool:
    """Decision (8-1-3-5, 1-3-2): a replacement applies only if its 'instead' part can be done in full."""
    for eff in ab.instead:
        if eff.kind == "trash_from_hand" and not eff.up_to:
            p = player if eff.player == "self" else other(player)
            if len(s.players[p].hand) < eff.count:
                return False
        if eff.kind in ("rest", "set_active") and eff.target.select == "this":
            found = s.find_field(source)
            if found is None or found[2].rested == (eff.kind == "rest"):
                return False
            if eff.kind == "rest" and prohibited(s, source, "be_rested"):
                return False
    return True


def apply_replacement(s: GameState, ko: dict[str, Any], cand: dict[str, Any]) -> None:
    ab = s.card_def(cand["card"]).abilities[cand["ability"]]
    if ab.once_per_turn:
        s.once_used.add(cand["key"])
    # A field named "event" would overwrite the log discriminator and log a K.O. that never
    # happened (8-1-3-5: the K.O. is replaced); the replaced event kind goes in "what".
    s.emit("replaced", card=ko["card"], source=cand["source"], what="ko")
    data = {"player": cand["player"], "source": cand["source"], "effects": list(ab.instead), "index": 0}
    s.tasks.append(Task("set_done", {"value": False}, True))  # 4-10-1: the replaced K.O. did not happen
    s.tasks.append(Task("effects", data, True))


def _ko(s: GameState, task: Task) -> None:
    cid: str = task.data["card"]
    cause: str = task.data["cause"]
    found = s.find_field(cid)
    if found is None or found[1] != "character":  # 10-2-1-2: only characters are K.O.'d
        return
    if prohibited(s, cid, "be_ko_by_effect" if cause == "effect" else "be_ko_in_battle"):
        s.emit("prohibited", card=cid, what="be_ko")  # 1-3-3
        return
    cands = _replacement_candidates(s, cid, cause, task.data["declined"])
    if cands:
        cand = cands[0]
        data = {"then": "replacement", "ko": dict(task.data), "cand": cand}
        if not ask_to_replace(s, cand, f"the K.O. of {cid}", data):
            apply_replacement(s, task.data, cand)
        return
    do_ko(s, cid, cause)


def do_ko(s: GameState, cid: str, cause: str) -> None:
    """10-2-1-2: character to its owner's trash; [On K.O.] checked on the field (10-2-17-1)."""
    found = s.find_field(cid)
    assert found is not None
    owner, _area, fc = found
    d = s.card_def(fc.card)
    on_ko = [idx for idx, ab in d.abilities_with("on_ko") if conditions_met(s, owner, fc, ab) and not negated(s, cid)]
    new_id = field_to_trash(s, cid)
    s.effect_done = True
    s.emit("ko", player=owner, card=cid, new_id=new_id, by=cause)
    for idx in on_ko:
        s.new_triggers.append(Triggered(s.new_id("e"), owner, new_id, fc.card, idx, "on_ko", zone_checked=False))


def answer_decide(s: GameState, accept: bool) -> None:
    p = s.pending
    assert p is not None
    data = p.data
    s.pending = None
    then = data["then"]
    if then == "resolve":
        if accept:
            start_resolution(s, data["player"], data["source"], data["card"], data["ability"])
    elif then == "replacement":
        if accept:
            apply_replacement(s, data["ko"], data["cand"])
        else:
            ko = dict(data["ko"])
            ko["declined"] = [*ko["declined"], data["cand"]["key"]]
            s.tasks.append(Task("ko", ko, True))
    elif then == "cost_replacement":
        if accept:
            replace_cost(s, data["source"], data["cand"])
        else:
            declined = [*data["declined"], data["cand"]["key"]]
            offer_cost_replacement(s, data["player"], data["source"], data["card"], data["ability"], declined)
    elif then == "draw_up_to":
        if accept:
            draw(s, data["player"])
            s.effect_done = True
            s.tasks.append(Task("draw_up_to", {"player": data["player"], "remaining": data["remaining"] - 1}, True))
    else:  # pragma: no cover
        raise AssertionError(then)


def answer_select(s: GameState, chosen: list[str]) -> None:
    p = s.pending
    assert p is not None
    data = p.data
    s.pending = None
    if data["then"] == "targets":
        eff: Effect = data["effect"]
        apply_to_targets(s, eff, data["player"], data["source"], chosen)
    elif data["then"] == "trash_hand":
        for cid in chosen:
            hand_to_trash(s, data["player"], cid)
        s.effect_done = bool(chosen) and len(chosen) >= data.get("need", 1)
    elif data["then"] == "to_hand":
        trash_to_hand(s, data["player"], chosen)
    elif data["then"] == "search":
        zones.finish_search(s, data, chosen)
    elif data["then"] == "to_deck":
        zones.to_deck(s, data["owner"], chosen, "trash", data["position"])
    else:  # pragma: no cover
        raise AssertionError(data["then"])


def _set_done(s: GameState, task: Task) -> None:
    s.effect_done = bool(task.data["value"])


def expire(s: GameState, duration: str, controller: str) -> None:
    """Remove the modifiers of ``controller`` with ``duration`` (6-2-1, 6-6-1-2/3, 7-1-5-3/4)."""
    keep: list[Modifier] = []
    for m in s.modifiers:
        if m.duration == duration and m.controller == controller:
            s.emit("expire", kind=m.kind, target=m.target, duration=duration)
        else:
            keep.append(m)
    s.modifiers = keep


HANDLERS: dict[str, Handler] = {
    "activate_triggered": _activate_triggered,
    "cost_rest_self": _cost_rest_self,
    "cost_rest_don": _cost_rest_don,
    "cost_don_minus": _cost_don_minus,
    "cost_trash": _cost_trash,
    "effects": _effects,
    "draw_up_to": _draw_up_to,
    "ko": _ko,
    "perform": _perform,
    "set_done": _set_done,
    "hide_cards": zones.hide_cards,
}
