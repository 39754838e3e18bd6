"""The turn (chapter 26) and the wait-turn progression of the timeline (chapter 28).

Each numbered step that can change what the end-of-game check reads is a task of its own, so
the check runs between them (24-4b). Each phase begins with a task of its own and ends with a
``phase_end_timing`` task, the start/end timings of card abilities (36-2d, 36-2e, :mod:`triggers`).
"""

from __future__ import annotations

from ..core.tasks import Task
from .cards import WAIT_ZONES
from .continuous import end_of_turn
from .state import GameState, Master, Pending, Unit, other
from .tasks import (
    TASKS,
    BeginTurn,
    EndCleanup,
    OfferCardChange,
    PhaseBegin,
    PhaseCore,
    PhaseDraw,
    PhaseEnd,
    PhaseEndTiming,
    PhaseMain,
    PhaseStart,
    TimelineCores,
    TimelineShift,
    TimelineStandby,
)
from .zones import draw, move_card, move_cores, standby_free, wait_zone

PHASES = ("start", "core", "draw", "main", "end")  # 26-2, in this order
# the task of each phase's work up to the main phase (the end phase's is queued by ``end_main``)
_WORK: dict[str, type[Task]] = {"start": PhaseStart, "core": PhaseCore, "draw": PhaseDraw, "main": PhaseMain}


def _tp(s: GameState) -> str:
    assert s.turn_player is not None
    return s.turn_player


def _enter(s: GameState, phase: str) -> str:
    tp = _tp(s)
    s.phase = phase
    s.emit("phase", phase=phase, player=tp)
    return tp


def push_phases_from(s: GameState, phase: str) -> None:
    """Queue the phases of the turn from ``phase`` up to the main phase; the end phase follows ``end_main`` (26-6).

    Each phase is entered by a :class:`PhaseBegin` task of its own, so "at the start of your ... phase"
    triggers resolve after the phase begins and before its work (36-2d); a :class:`PhaseEndTiming` task
    follows its work (36-2e; the main phase's after ``end_main``, the end phase's before the next turn).
    """
    if phase == "end":
        s.tasks.append(PhaseEnd())
        s.tasks.append(PhaseBegin("end"))
        return
    for name in reversed(PHASES[PHASES.index(phase) : PHASES.index("main") + 1]):
        if name != "main":
            s.tasks.append(PhaseEndTiming(name))
        s.tasks.append(_WORK[name]())
        s.tasks.append(PhaseBegin(name))


@TASKS.handles(PhaseBegin)
def _phase_begin(s: GameState, task: PhaseBegin) -> None:
    """26-2: the phase begins."""
    _enter(s, task.phase)


@TASKS.handles(BeginTurn)
def _begin_turn(s: GameState, task: BeginTurn) -> None:
    """26-1: the players take turns; 26-7 (5) hands the next one to the opponent."""
    s.turn = task.turn
    s.turn_player = task.player
    s.emit("turn_start", turn=s.turn, player=s.turn_player)
    push_phases_from(s, "start")


@TASKS.handles(PhaseStart)
def _phase_start(s: GameState, task: PhaseStart) -> None:
    """26-3 (2): ready every exhausted card of your field; (3) turn your reversed cards open.

    Decision (26-3 (2)): the master is readied too: the leader zone is part of the field (17-10, 17-12).
    """
    tp = _tp(s)
    ps = s.players[tp]
    cards: list[Master | Unit] = [ps.master, *s.units(tp)]
    for card in cards:
        if card.exhausted:
            card.exhausted = False
            s.emit("ready", player=tp, card=card.id)
    for unit in s.units(tp):
        if unit.reversed:
            unit.reversed = False
            s.emit("open", player=tp, card=unit.id)


@TASKS.handles(PhaseCore)
def _phase_core(s: GameState, task: PhaseCore) -> None:
    """26-4 (2) a core from the master to the core zone's active area; (3) awakening; (4) ready the cores.

    Decision (26-4 (3)): a normal-mode master with no core on it awakens at step (3) whether or not
    step (2) moved a core: the step reads the master's state at that moment.
    """
    tp = _tp(s)
    ps = s.players[tp]
    if ps.master.cores:
        move_cores(s, tp, 1, "master", "core_active")
    if ps.master.mode == "normal" and ps.master.cores == 0:
        ps.master.mode = "awakened"
        s.emit("awaken", player=tp, card=ps.master.id)
    move_cores(s, tp, ps.core_exhausted, "core_exhausted", "core_active")


@TASKS.handles(PhaseDraw)
def _phase_draw(s: GameState, task: PhaseDraw) -> None:
    """26-5 (2): draw one card; an empty deck loses the game (24-3b). Then (3): the card change."""
    tp = _tp(s)
    s.tasks.append(OfferCardChange())
    draw(s, tp)


@TASKS.handles(OfferCardChange)
def _offer_card_change(s: GameState, task: OfferCardChange) -> None:
    """26-5 (3) / 26-5a: once, the player may change a card; with an empty hand there is nothing to change."""
    tp = _tp(s)
    hand = [c.id for c in s.players[tp].hand]
    if hand:
        s.pending = Pending(tp, "card_change", "exclude a hand card face down and draw one?", hand, 0, 1)


def answer_card_change(s: GameState, player: str, card: str | None) -> None:
    """26-5a: the chosen card is excluded face down, then one card is drawn.

    Decision (26-5a, 24-3b): the change may be declared with an empty deck; its draw is then a
    required draw from an empty deck and loses the game.
    """
    s.pending = None
    if card is None:
        s.emit("no_card_change", player=player)
        return
    s.emit("card_change", player=player, card=card)
    move_card(s, player, card, "hand", "exclusion", face_down=True)
    draw(s, player)


@TASKS.handles(PhaseMain)
def _phase_main(s: GameState, task: PhaseMain) -> None:
    """26-6 (1): the main phase has begun (:class:`PhaseBegin`); the driver asks the turn player for actions."""


def end_main(s: GameState, player: str) -> None:
    """26-6 (2): declaring the end of the main phase moves on to the end phase."""
    s.pending = None
    s.emit("end_main", player=player)
    push_phases_from(s, "end")
    s.tasks.append(PhaseEndTiming("main"))  # 36-2e: on top, so before the end phase begins


@TASKS.handles(PhaseEnd)
def _phase_end(s: GameState, task: PhaseEnd) -> None:
    """26-7: (2) the turn player's timeline advances (28-1), (3) clean-up, (5) the opponent's turn."""
    tp = _tp(s)
    s.tasks.append(BeginTurn(s.turn + 1, other(tp)))
    s.tasks.append(PhaseEndTiming("end"))  # 36-2e: after the end phase's work
    s.tasks.append(EndCleanup())
    s.tasks.append(TimelineShift())
    s.tasks.append(TimelineCores())
    s.tasks.append(TimelineStandby())


# -- chapter 28: wait-turn progression (the turn player's timeline only, 26-7 (2)) ------------


@TASKS.handles(TimelineStandby)
def _timeline_standby(s: GameState, task: TimelineStandby) -> None:
    """28-1 (1): wait zone I's cards to the free standby slots, opened; those that do not fit are excluded.

    Decision (28-1 (1), 01-8): when more cards wait than there are free slots, the turn player chooses
    which take the slots (a set: the standby zone has no order); otherwise nothing is asked.
    """
    tp = _tp(s)
    cards = [c.id for c in s.players[tp].wait[0].cards]
    free = standby_free(s, tp)
    if not cards:
        return
    if len(cards) <= free:
        place_from_wait_one(s, tp, cards)
    elif free == 0:
        place_from_wait_one(s, tp, [])
    else:
        prompt = f"choose {free} card(s) of wait zone I for the standby zone"
        s.pending = Pending(tp, "choose_standby", prompt, cards, free, free)


def place_from_wait_one(s: GameState, player: str, to_standby: list[str]) -> None:
    """28-1 (1): ``to_standby`` go to the standby zone in that order, open; the rest of wait zone I is excluded."""
    s.pending = None
    for cid in to_standby:
        move_card(s, player, cid, wait_zone(0), "standby", face_down=False)
    for card in list(s.players[player].wait[0].cards):
        move_card(s, player, card.id, wait_zone(0), "exclusion", face_down=False)  # 38-7: face up


@TASKS.handles(TimelineCores)
def _timeline_cores(s: GameState, task: TimelineCores) -> None:
    """28-1 (2): wait zone I's cores to the core zone's active area."""
    tp = _tp(s)
    move_cores(s, tp, s.players[tp].wait[0].cores, wait_zone(0), "core_active")


@TASKS.handles(TimelineShift)
def _timeline_shift(s: GameState, task: TimelineShift) -> None:
    """28-1 (3)-(5): II -> I, then III -> II, then IV -> III, cards (in order, state kept) and cores."""
    tp = _tp(s)
    for i in range(1, len(WAIT_ZONES)):
        zone = s.players[tp].wait[i]
        for card in list(zone.cards):
            move_card(s, tp, card.id, wait_zone(i), wait_zone(i - 1), face_down=None)
        move_cores(s, tp, zone.cores, wait_zone(i), wait_zone(i - 1))


@TASKS.handles(EndCleanup)
def _end_cleanup(s: GameState, task: EndCleanup) -> None:
    """26-7 (3): both players' minion/lord damage heals (11-4); until-end-of-turn effects end,
    incapacitation with them (29-1); unused master points vanish."""
    for p in (_tp(s), other(_tp(s))):
        for unit in s.units(p):
            if unit.damage:
                unit.damage = 0
                s.emit("heal", player=p, card=unit.id)
            unit.placed_this_turn = False
        ps = s.players[p]
        if ps.mp:
            s.emit("mp_vanish", player=p, amount=ps.mp)
            ps.mp = 0
    for g in s.grants:
        s.emit("expire", card=g.target, keyword=g.keyword)
    s.grants = []
    end_of_turn(s)  # 35-10: card effects lasting until the end of the turn
