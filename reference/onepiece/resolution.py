"""Resolving an ability's effects (1-3-8, 4-10-1, 8-3-3) and carrying out each effect of the vocabulary.

:func:`perform` looks the effect's kind up in :data:`PERFORM` (one function per kind of
``cards.EFFECT_KINDS``); an effect on cards of the field is :func:`apply_to_targets`, which looks the kind
up in :data:`ON_TARGET`. Effects on secret areas (look, search, to the deck) live in ``zones``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from . import zones
from .cards import EFFECT_KINDS, Effect, IfCondition
from .continuous import card_matches, found_card_matches, players_in_order, prohibited
from .decisions import CONTINUATIONS, Decision, DrawOne, Targets, ToHand, TrashHand
from .rule_processing import end_game
from .state import FieldCard, GameState, Modifier, Pending, other
from .tasks import TASKS, DrawUpTo, Effects, Ko, Perform, SetDone
from .zones import choose_cards, draw, field_to_hand, hand_to_trash, rest, set_active, take_from

Performer = Callable[[GameState, Effect, str, str], None]
"""Carries out one kind of effect: ``performer(state, effect, controller, source)``."""

PERFORM: dict[str, Performer] = {}


def performs(*kinds: str) -> Callable[[Performer], Performer]:
    """Decorator: the decorated function carries out effects of ``kinds`` (each registered once)."""

    def register(fn: Performer) -> Performer:
        for kind in kinds:
            if kind not in EFFECT_KINDS or kind in PERFORM:
                raise AssertionError(f"effect kind {kind!r} is not in cards.EFFECT_KINDS or is performed twice")
            PERFORM[kind] = fn
        return fn

    return register


# -- an ability's effects, in order -----------------------------------------------------------------------


@TASKS.handles(Effects)
def _effects(s: GameState, task: Effects) -> None:
    i = task.index
    effs = task.effects
    if i >= len(effs):
        return
    s.tasks.append(Effects(task.player, task.source, effs, i + 1))  # not dataclasses.replace: a hot path
    if i == 0:
        s.effect_done = False
    eff = effs[i]
    if eff.if_ is not None and not if_met(s, eff.if_, task.player):
        s.effect_done = False  # 4-10-1 / 8-3-3: the part after an unmet "if" is not resolved
        return
    perform(s, eff, task.player, task.source)


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


@TASKS.handles(SetDone)
def _set_done(s: GameState, task: SetDone) -> None:
    s.effect_done = bool(task.value)


def _for_both(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """1-3-11: an instruction to both players is carried out by the turn player first."""
    for p in reversed(players_in_order(s)):
        mine = replace(eff, player="self" if p == controller else "opponent")
        s.tasks.append(Perform(mine, controller, source))


@TASKS.handles(Perform)
def _perform(s: GameState, task: Perform) -> None:
    perform(s, task.effect, task.player, task.source)


def perform(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """Carry out one effect of the vocabulary (8-1-2: as far as possible)."""
    s.effect_done = False
    PERFORM[eff.kind](s, eff, controller, source)


def candidates(s: GameState, eff: Effect, controller: str, source: str) -> list[str]:
    t = eff.target
    if t.select == "this":
        return [source] if s.find_field(source) is not None else []
    return [found[2].id for found in s.field_entries() if found_card_matches(s, controller, source, t, found)]


# -- secret areas (11-3, 8-4-4-4, 3-1-7: zones.py) --------------------------------------------------------


@performs("look")
def _look(s: GameState, eff: Effect, controller: str, source: str) -> None:
    zones.look(s, eff, controller)


@performs("search")
def _search(s: GameState, eff: Effect, controller: str, source: str) -> None:
    zones.search(s, eff, controller, source)


@performs("to_deck")
def _to_deck(s: GameState, eff: Effect, controller: str, source: str) -> None:
    zones.trash_to_deck(s, eff, controller, source)


# -- players' cards: draw, trash, trash to hand, DON!!, winning ---------------------------------------------


@performs("draw")
def _draw(s: GameState, eff: Effect, controller: str, source: str) -> None:
    if eff.player == "both":
        _for_both(s, eff, controller, source)
        return
    p = controller if eff.player == "self" else other(controller)
    if eff.up_to:  # 4-5-4
        s.tasks.append(DrawUpTo(p, eff.count))
    else:  # 4-5-3
        drawn = sum(1 for _ in range(max(eff.count, 0)) if draw(s, p))
        s.effect_done = drawn == eff.count > 0


@TASKS.handles(DrawUpTo)
def _draw_up_to(s: GameState, task: DrawUpTo) -> None:
    player, remaining = task.player, task.remaining
    if remaining <= 0 or not s.players[player].deck:
        return
    s.pending = Pending(
        player=player,
        kind=Decision.DECIDE,
        prompt=f"draw a card? (up to {remaining} more)",
        options=[True, False],
        then=DrawOne(player, remaining),
    )


@CONTINUATIONS.handles(DrawOne)
def _answer_draw_one(s: GameState, then: DrawOne, accept: bool) -> None:
    if accept:
        draw(s, then.player)
        s.effect_done = True
        s.tasks.append(DrawUpTo(then.player, then.remaining - 1))


@performs("trash_from_hand")
def _trash_from_hand(s: GameState, eff: Effect, controller: str, source: str) -> None:
    if eff.player == "both":
        _for_both(s, eff, controller, source)
        return
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
        kind=Decision.SELECT,
        prompt=f"choose {'up to ' if eff.up_to or f else ''}{n} cards to trash from your hand",
        options=cands,
        min=0 if eff.up_to or f is not None else n,
        max=n,
        source=source,
        then=TrashHand(p, 1 if eff.up_to else eff.count),
    )


@CONTINUATIONS.handles(TrashHand)
def _answer_trash_hand(s: GameState, then: TrashHand, chosen: list[str]) -> None:
    for cid in chosen:
        hand_to_trash(s, then.player, cid)
    s.effect_done = bool(chosen) and len(chosen) >= then.need


@performs("add_to_hand")
def _add_to_hand(s: GameState, eff: Effect, controller: str, source: str) -> None:
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
        ToHand(controller),
        lambda ids: trash_to_hand(s, controller, ids),
    )


def trash_to_hand(s: GameState, player: str, ids: list[str]) -> None:
    for cid in ids:
        card = take_from(s, player, "trash", cid)
        s.players[player].hand.append(card)
        s.emit("move", player=player, card=cid, new_id=cid, **{"from": "trash", "to": "hand"})
    s.effect_done = bool(ids)


@CONTINUATIONS.handles(ToHand)
def _answer_to_hand(s: GameState, then: ToHand, chosen: list[str]) -> None:
    trash_to_hand(s, then.player, chosen)


@performs("add_don")
def _add_don(s: GameState, eff: Effect, controller: str, source: str) -> None:
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


@performs("win", "lose")
def _win_or_lose(s: GameState, eff: Effect, controller: str, source: str) -> None:
    p = controller if eff.player == "self" else other(controller)
    loser = other(p) if eff.kind == "win" else p
    end_game(s, [loser], "effect")  # 1-2-5


# -- cards of the field -----------------------------------------------------------------------------------


@performs("at_once")
def _at_once(s: GameState, eff: Effect, controller: str, source: str) -> None:
    # 1-3-9: targets are fixed first; a card both rested and set active at once stays rested.
    plans = [(e, candidates(s, e, controller, source)) for e in eff.sub]
    resting = {cid for e, ids in plans if e.kind == "rest" for cid in ids if not prohibited(s, cid, "be_rested")}
    for e, ids in plans:
        if e.kind == "set_active":
            ids = [cid for cid in ids if cid not in resting]
        apply_to_targets(s, e, controller, source, ids)


@performs(
    "ko",
    "power",
    "rest",
    "set_active",
    "give_keyword",
    "prohibit",
    "negate",
    "change_cost",
    "return_to_hand",
    # permanent only (cards.PERMANENT_ONLY): never resolved as an effect; as one, they would only be carried out
    "add_cost",
    "add_condition",
    "gain_name",
    "gain_type",
    "gain_attribute",
    "unlimited_copies",
)
def _targeted(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """An effect on cards of the field: every matching card, or the ones the controller chooses (8-4-4-1)."""
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
        f"target(s) for {eff.kind}",
        source,
        Targets(eff, controller, source),
        lambda ids: apply_to_targets(s, eff, controller, source, ids),
    )


@CONTINUATIONS.handles(Targets)
def _answer_targets(s: GameState, then: Targets, chosen: list[str]) -> None:
    apply_to_targets(s, then.effect, then.player, then.source, chosen)


OnTarget = Callable[[GameState, Effect, str, str, str, FieldCard], None]
"""What an effect does to one target: ``on_target(state, effect, controller, card id, area, card)``."""


def _return_to_hand(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    if area != "leader":  # 3-6-3: the leader never leaves its area
        field_to_hand(s, cid)


def _negate(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    s.modifiers.append(Modifier("negate", cid, eff.duration, controller))
    s.emit("negate", card=cid, duration=eff.duration)


def _change_cost(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    s.modifiers.append(Modifier("cost", cid, eff.duration, controller, amount=eff.amount))
    s.emit("cost", card=cid, amount=eff.amount, duration=eff.duration)


def _power(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    s.modifiers.append(Modifier("power", cid, eff.duration, controller, amount=eff.amount))
    s.emit("power", card=cid, amount=eff.amount, duration=eff.duration)


def _rest(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    if prohibited(s, cid, "be_rested"):
        s.emit("prohibited", card=cid, what="be_rested")
    else:
        rest(s, fc)


def _set_active(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    set_active(s, fc)


def _give_keyword(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    s.modifiers.append(Modifier("keyword", cid, eff.duration, controller, keyword=eff.keyword))
    s.emit("keyword", card=cid, keyword=eff.keyword, duration=eff.duration)


def _prohibit(s: GameState, eff: Effect, controller: str, cid: str, area: str, fc: FieldCard) -> None:
    s.modifiers.append(Modifier("prohibit", cid, eff.duration, controller, what=eff.what))
    s.emit("prohibit", card=cid, what=eff.what, duration=eff.duration)


ON_TARGET: dict[str, OnTarget] = {
    "return_to_hand": _return_to_hand,
    "negate": _negate,
    "change_cost": _change_cost,
    "power": _power,
    "rest": _rest,
    "set_active": _set_active,
    "give_keyword": _give_keyword,
    "prohibit": _prohibit,
}
"""What each kind of effect on field cards does to one target (``ko`` is a task per card; the permanent-only
kinds do nothing here)."""


def apply_to_targets(s: GameState, eff: Effect, controller: str, source: str, ids: list[str]) -> None:
    k = eff.kind
    if k == "ko":
        for cid in reversed(ids):
            s.tasks.append(Ko(cid, "effect"))
        return
    on_target = ON_TARGET.get(k)
    for cid in ids:
        found = s.find_field(cid)
        if found is None:
            continue
        if not (k == "rest" and prohibited(s, cid, "be_rested")):
            s.effect_done = True
        if on_target is not None:
            on_target(s, eff, controller, cid, found[1], found[2])


if set(PERFORM) != set(EFFECT_KINDS):  # pragma: no cover - a kind of the vocabulary nobody carries out
    raise AssertionError(f"effect kinds without a performer: {set(EFFECT_KINDS) - set(PERFORM)}")
