"""Resolving a sequence (35-3, 35-4) step by step, and the common effects of chapter 38.

A sequence is a :class:`~.tasks.SeqStep` task holding the steps still to resolve, above a :class:`~.tasks.SeqEnd`. Each
step runs in order (01-4); a choice in a step makes it a pending decision of the turn player (01-8,
35-6) and the step runs again with the answer. A step that cannot be carried out ends the sequence
there (01-5, 35-7: it fizzles). While a sequence is open no trigger check happens (37-5) and the
continuous effects do not change (35-12); the driver reads ``s.text.open_sequences``.

Decisions (01-5, 35-6, 35-7): a ``choose`` target needs as many legal targets as its count, or the
step is impossible and the sequence ends; a ``this`` target needs the card where the target says; an
``all`` target with no card does nothing and the sequence goes on. A choice with exactly as many
candidates as needed is made without asking (nothing is left to choose).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..core.outcome import IMPOSSIBLE, Impossible, Outcome
from . import continuous, master_attack
from .abilities import Step
from .cards import WAIT_ZONES
from .damage import break_unit, deal
from .sequence import start_sequence
from .state import STANDBY_SLOTS, Card, GameState, Hit, Modifier, Pending, Unit
from .stats import hp
from .targets import candidates, locate
from .tasks import TASKS, BreakCheck, EffectUnlock, SeqEnd, SeqStep
from .zones import (
    change_life,
    draw,
    exhaust,
    exhaust_cores,
    free_lanes,
    lane_zone,
    move_card,
    remove_unit,
    unit_to_exclusion,
    unit_to_wait,
    wait_zone,
)

DONE, WAIT, STOP = Outcome.DONE, Outcome.WAIT, Outcome.STOP

Result = Outcome | SeqStep
"""What a step did (:class:`Outcome`); a :class:`SeqStep`: it waits for the pending decision and runs again as that
task (the progress it made recorded, ``move``)."""
Operation = Callable[[GameState, SeqStep, Step], Result]


def chooser(s: GameState, controller: str) -> str:
    """01-8: the non-turn player makes no choice, so the turn player chooses for every effect."""
    return s.turn_player or controller


# -- closing a sequence (opened by ``sequence.start_sequence``) ---------------------------------------


@TASKS.handles(SeqEnd)
def _seq_end(s: GameState, task: SeqEnd) -> None:
    """The sequence is over: trigger checks (37-2) and continuous effects (35-12) resume; unlocks by
    effect happen now (38-17)."""
    s.text.open_sequences -= 1
    if task.finish:
        _finish_play(s, task.controller, task.source)
    if s.text.unlocks and s.text.open_sequences == 0:
        unlocks, s.text.unlocks = s.text.unlocks, []
        for player, cid in reversed(unlocks):
            s.tasks.append(EffectUnlock(player, cid))


def play_effect(s: GameState, player: str, cid: str) -> None:
    """35-14: a skill's or arts card's play-time effect resolves while the card is in the play zone."""
    card = next(c for c in s.players[player].play if c.id == cid)
    start_sequence(s, player, cid, s.card_def(card.card).effects, None, finish=True)


def _finish_play(s: GameState, player: str, cid: str) -> None:
    """32-4: the skill goes to the wait zone of its WT; 32-6: the arts card is excluded."""
    card = next((c for c in s.players[player].play if c.id == cid), None)
    if card is None:
        return
    d = s.card_def(card.card)
    move_card(s, player, cid, "play", wait_zone(d.wt - 1) if d.category == "skill" else "exclusion")


def _rest(task: SeqStep, steps: tuple[Step, ...]) -> SeqStep:
    """The same sequence with ``steps`` to resolve and no answer yet."""
    return SeqStep(task.controller, task.source, task.ability, steps, task.replaced)


def _drop(s: GameState, task: SeqStep) -> None:
    """Take ``task`` (that very one) off the stack, if it is there."""
    for i in range(len(s.tasks) - 1, -1, -1):
        if s.tasks[i] is task:
            del s.tasks[i]
            return


@TASKS.handles(SeqStep)
def _seq_step(s: GameState, task: SeqStep) -> None:
    """35-4 / 01-4: resolve the first step; the rest follows unless it waits (asked again) or fizzles (35-7)."""
    step = task.steps[0]
    rest = _rest(task, task.steps[1:]) if len(task.steps) > 1 else None
    if rest is not None:
        s.tasks.append(rest)
    outcome = OPERATIONS[str(step["do"])](s, task, step)
    if outcome is DONE:
        return
    if rest is not None:
        _drop(s, rest)
    if outcome is STOP:
        s.emit("fizzle", player=task.controller, card=task.source, ability=task.ability)  # 35-7
    else:  # asked again with the answer (``chosen``, ``lane``)
        s.tasks.append(outcome if isinstance(outcome, SeqStep) else task)


# -- targets --------------------------------------------------------------------------------------------


def targets(s: GameState, task: SeqStep, step: Step) -> list[str] | Impossible | None:
    """The step's targets; :data:`IMPOSSIBLE` when it cannot be done (35-7, 01-5); None when it waits for the
    choice (pending set)."""
    if task.chosen is not None:
        return list(task.chosen)
    target: Mapping[str, Any] = step["target"]
    if target.get("select") == "replaced":  # 38-16: the card whose process the replacement took over
        return replaced_target(s, task, target) or IMPOSSIBLE
    found = candidates(s, task.controller, task.source, target)
    select = target.get("select")
    if select == "all":
        return found
    if select == "this":
        return found or IMPOSSIBLE
    count = int(target.get("count", 1))
    if len(found) < count:
        return IMPOSSIBLE  # 35-7: no legal target (01-5)
    if len(found) == count:
        return found
    player = chooser(s, task.controller)
    prompt = f"choose {count} target(s) for {task.source}"
    s.pending = Pending(player, "choose_targets", prompt, found, count, count)
    return None


def replaced_target(s: GameState, task: SeqStep, target: Mapping[str, Any]) -> list[str]:
    """38-16: the replaced card, while it is where the target says (its zone, kinds, filter; either side)."""
    replaced = task.replaced
    if replaced is None:
        return []
    kinds = target.get("kinds", ["minion", "lord", "master"])
    where = {**target, "select": "all", "side": "any", "kinds": kinds}
    return [replaced] if replaced in candidates(s, task.controller, task.source, where) else []


def first_effect_possible(s: GameState, controller: str, source: str, steps: tuple[Step, ...]) -> bool:
    """35-9 / 32-4 / 32-6: a play-time effect whose first effect chooses targets needs enough legal ones."""
    if not steps or "target" not in steps[0]:
        return True
    target = steps[0]["target"]
    if target.get("select") != "choose":
        return True
    return len(candidates(s, controller, source, target)) >= int(target.get("count", 1))


def _outcome(ids: Impossible | None) -> Outcome:
    """A step without its targets: it fizzles (``IMPOSSIBLE``) or waits for the choice (None)."""
    return STOP if ids is IMPOSSIBLE else WAIT


def _with_targets(fn: Callable[[GameState, SeqStep, Step, list[str]], Outcome]) -> Operation:
    def run(s: GameState, task: SeqStep, step: Step) -> Result:
        ids = targets(s, task, step)
        if ids is None or ids is IMPOSSIBLE:
            return _outcome(ids)
        return fn(s, task, step, ids)

    return run


def _unit(s: GameState, cid: str) -> tuple[str, Unit] | None:
    where = locate(s, cid)
    if where is None or where[1] != "field":
        return None
    found = s.find_unit(where[0], cid)
    return (where[0], found[1]) if found is not None else None


# -- 38-1 .. 38-17 ------------------------------------------------------------------------------------------


@_with_targets
def _damage(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-1: effect damage (11-1) to each target unit, all at once."""
    amount = continuous.value(s, task.controller, step["amount"])
    hits = []
    for cid in ids:
        where = locate(s, cid)
        if where is not None and where[1] in ("field", "master"):
            hits.append(Hit(where[0], cid, amount, task.source, "effect"))
    deal(s, hits)
    return DONE


def _gain_life(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-2: your master gains life, never above 20 (08-4)."""
    change_life(s, task.controller, continuous.value(s, task.controller, step["amount"]))
    return DONE


def _position(place: str) -> int | None:
    """38-3: the standby zone counts as wait zone 0; wait zone I..IV are 1..4."""
    if place == "standby":
        return 0
    if place.startswith("wait_"):
        return WAIT_ZONES.index(place[5:]) + 1
    return None


@_with_targets
def _wt(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-3: move each target up (+) or down (-) the timeline, between the standby zone (0) and wait zone IV.

    Decision (38-3): a decrease moves toward the smaller-numbered zones, as the clause's second example
    shows (its body says "larger", a slip). A card that would go below the standby zone or above IV stays
    at the end. A card brought down to a full standby zone cannot be put there (38-6) and breaks.
    """
    amount = continuous.value(s, task.controller, step["amount"])
    for cid in ids:
        where = locate(s, cid)
        pos = _position(where[1]) if where is not None else None
        if where is None or pos is None:
            continue
        owner, place = where
        new = max(0, min(len(WAIT_ZONES), pos + amount))
        if new == pos:
            continue
        if new == 0:
            if len(s.players[owner].standby) >= STANDBY_SLOTS:
                _break_card(s, owner, cid, place)  # 38-6
            else:
                move_card(s, owner, cid, place, "standby", face_down=None)
        else:
            move_card(s, owner, cid, place, wait_zone(new - 1), face_down=None)
    return DONE


def _break_card(s: GameState, owner: str, cid: str, place: str) -> None:
    """38-4: a unit breaks (12-2, 12-3); a skill or minion off the field goes to its WT's wait zone, a lord
    or arts card off the field is excluded (38-6)."""
    if place == "field":
        break_unit(s, owner, cid)
        return
    card = next(c for c in _stack(s, owner, place) if c.id == cid)
    d = s.card_def(card.card)
    s.emit("break", player=owner, card=cid)
    if d.category in ("skill", "minion"):
        move_card(s, owner, cid, place, wait_zone(d.wt - 1))
    else:
        move_card(s, owner, cid, place, "exclusion")


def _stack(s: GameState, owner: str, place: str) -> list[Any]:
    ps = s.players[owner]
    if place.startswith("wait_"):
        return ps.wait[WAIT_ZONES.index(place[5:])].cards
    stacks: dict[str, list[Any]] = {
        "hand": ps.hand,
        "standby": ps.standby,
        "deck": ps.deck,
        "exclusion": ps.exclusion,
        "play": ps.play,
    }
    return stacks[place]


@_with_targets
def _break(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    for cid in ids:
        where = locate(s, cid)
        if where is not None and where[1] != "master":
            _break_card(s, where[0], cid, where[1])
    return DONE


@_with_targets
def _modify(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-5: +X/+Y on each target unit (35-11: X and Y fixed now); at 0 HP or less it breaks (10-1)."""
    controller = task.controller
    atk, hp_ = continuous.value(s, controller, step.get("atk", 0)), continuous.value(s, controller, step.get("hp", 0))
    until = str(step.get("until", "turn"))
    for cid in ids:
        if _unit(s, cid) is not None:
            continuous.add(s, Modifier(cid, atk, hp_, None, until))
            s.emit("modify", card=cid, atk=atk, hp=hp_, duration=until)
    if any((v := hp(s, u)) is not None and v <= 0 for p in s.players for u in s.units(p)):
        s.tasks.append(BreakCheck())
    return DONE


@_with_targets
def _grant(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-10: the unit gains a keyword, or a prohibition (01-3), until the end of the turn or while it stays on the
    field."""
    until = str(step.get("until", "turn"))
    for cid in ids:
        if _unit(s, cid) is None:
            continue
        if "cannot" in step:  # 01-3: a prohibition, given like a keyword
            continuous.add(s, Modifier(cid, 0, 0, None, until, str(step["cannot"])))
            s.emit("prohibit", card=cid, cannot=step["cannot"], duration=until)
        else:
            continuous.add(s, Modifier(cid, 0, 0, str(step["keyword"]), until))
            s.emit("keyword", card=cid, keyword=step["keyword"], duration=until)
    return DONE


def _deploy(s: GameState, owner: str, cid: str, place: str, area: str) -> None:
    """33-1: put a card from ``place`` onto the field; incapacitated unless it has Haste (29-1, 29-2: read
    when it matters, ``stats.incapacitated``)."""
    card = next(c for c in _stack(s, owner, place) if c.id == cid)
    _stack(s, owner, place).remove(card)
    unit = Unit(card.id, card.card, placed_this_turn=True)
    ps = s.players[owner]
    if area == "lord":
        ps.lord = unit
    else:
        ps.lanes[area] = unit
    s.emit(
        "move",
        player=owner,
        card=cid,
        new_id=cid,
        **{"from": place, "to": "lord" if area == "lord" else lane_zone(area)},
    )


def _to_field(s: GameState, task: SeqStep, step: Step, owner: str, cid: str, place: str) -> Outcome:
    """38-6: a minion to a free lane (the one named, or the turn player's choice), a lord to the empty lord
    area; when it cannot be put there, a skill or minion breaks and a lord or arts card is excluded."""
    d = s.card_def(next(c for c in _stack(s, owner, place) if c.id == cid).card)
    if d.category == "lord" and s.players[owner].lord is None:
        _deploy(s, owner, cid, place, "lord")
        return DONE
    lanes = free_lanes(s, owner) if d.category == "minion" else []
    if "lane" in step:
        lanes = [lane for lane in lanes if lane == step["lane"]]
    if not lanes:
        _break_card(s, owner, cid, place)
        return DONE
    lane = task.lane
    if lane is None and len(lanes) > 1:
        s.pending = Pending(chooser(s, task.controller), "choose_lane", f"a lane for {cid}", lanes, 1, 1)
        return WAIT
    _deploy(s, owner, cid, place, lane or lanes[0])
    return DONE


def _move(s: GameState, task: SeqStep, step: Step) -> Result:
    """38-6: move each target to the destination, one after the other (a lane asked for one of them: the step
    runs again from that target, with the lane)."""
    ids = targets(s, task, step)
    if ids is None or ids is IMPOSSIBLE:
        return _outcome(ids)
    done = task.progress
    for i, cid in enumerate(ids[done:]):
        where = locate(s, cid)
        one = task if i == 0 else replace(task, lane=None)  # the lane answered is the first one's
        if where is not None and _move_one(s, one, step, where[0], cid, where[1]) is WAIT:
            return replace(task, chosen=tuple(ids), progress=done + i, lane=None)
    return DONE


def _move_one(s: GameState, task: SeqStep, step: Step, owner: str, cid: str, place: str) -> Outcome:
    to = step["to"]
    if place == "master":
        return DONE
    if place == "field":
        if to == "field":
            return DONE
        found = s.find_unit(owner, cid)
        assert found is not None
        if to == "wait":
            unit_to_wait(s, owner, cid, s.card_def(found[1].card).wt - 1)
        else:
            area, unit = remove_unit(s, owner, cid)
            source = "lord" if area == "lord" else lane_zone(area)
            _arrive(s, owner, unit.id, unit.card, source, to)
        return DONE
    if to == "field":
        return _to_field(s, task, step, owner, cid, place)
    if to == "standby" and len(s.players[owner].standby) >= STANDBY_SLOTS:
        _break_card(s, owner, cid, place)  # 38-6
        return DONE
    if to == "wait":
        d = s.card_def(next(c for c in _stack(s, owner, place) if c.id == cid).card)
        if d.category not in ("skill", "minion"):
            move_card(s, owner, cid, place, "exclusion")  # 38-6: no WT, no wait zone
            return DONE
        move_card(s, owner, cid, place, wait_zone(d.wt - 1))
        return DONE
    target = {"hand": "hand", "standby": "standby", "deck_top": "deck", "deck_bottom": "deck"}[to]
    move_card(s, owner, cid, place, target)
    if to == "deck_top":
        deck = s.players[owner].deck
        deck.insert(0, deck.pop())
    return DONE


def _arrive(s: GameState, owner: str, cid: str, card: str, source: str, to: str) -> None:
    """A unit taken off the field arrives in a zone outside it (38-6)."""
    ps = s.players[owner]
    entry = Card(cid, card)
    if to == "hand":
        ps.hand.append(entry)
        zone = "hand"
    elif to == "standby" and len(ps.standby) < STANDBY_SLOTS:
        ps.standby.append(entry)
        zone = "standby"
    elif to in ("deck_top", "deck_bottom"):
        ps.deck.insert(0 if to == "deck_top" else len(ps.deck), entry)
        zone = "deck"
    else:
        d = s.card_def(card)
        zone = wait_zone(d.wt - 1) if d.category == "minion" else "exclusion"
        (ps.wait[d.wt - 1].cards if d.category == "minion" else ps.exclusion).append(entry)
    s.emit("move", player=owner, card=cid, new_id=cid, **{"from": source, "to": zone})


@_with_targets
def _exclude(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-7: to the exclusion zone, face up unless the step says face down."""
    face_down = bool(step.get("face_down", False))
    for cid in ids:
        where = locate(s, cid)
        if where is None or where[1] == "master":
            continue
        owner, place = where
        if place == "field":
            unit_to_exclusion(s, owner, cid)
            exclusion = s.players[owner].exclusion
            exclusion[-1] = replace(exclusion[-1], face_down=face_down)
        else:
            move_card(s, owner, cid, place, "exclusion", face_down=face_down)
    return DONE


@_with_targets
def _set_state(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-8: change each target unit's state; one already in it stays as it is (no event)."""
    _apply_state(s, ids, str(step["state"]))
    return DONE


def _apply_state(s: GameState, ids: list[str], state: str) -> None:
    for cid in ids:
        found = _unit(s, cid)
        if found is None:
            continue
        owner, unit = found
        if state == "exhausted":
            exhaust(s, owner, unit)
        elif unit.exhausted:
            unit.exhausted = False
            s.emit("ready", player=owner, card=cid)


def _master_attack(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-9: your master attacks as a unit with the given ATK and keywords (``master_attack``); the turn
    player chooses the target (01-8) when more than one unit is in range."""
    controller = task.controller
    options = master_attack.targets(s, controller)
    chosen = task.chosen
    if chosen is None:
        if not options:
            return STOP  # 35-7: nothing to attack
        if len(options) > 1:
            prompt = "the target of the master's attack"
            s.pending = Pending(chooser(s, controller), "choose_targets", prompt, options, 1, 1)
            return WAIT
        chosen = tuple(options)
    atk = continuous.value(s, controller, step["atk"])
    master_attack.begin(s, controller, str(chosen[0]), atk, tuple(str(k) for k in step.get("keywords", [])))
    return DONE


def _draw(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-11: the top cards of your deck to your hand, one by one (an empty deck: 24-3b)."""
    controller = task.controller
    for _ in range(continuous.value(s, controller, step["count"])):
        draw(s, controller)
    return DONE


def _exhaust(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-12: exhaust target cards, or N active cores of your core zone (each gives 1 MP, 07-4).

    Decision (38-12, 01-5): with fewer active cores than N the step cannot be done and none is exhausted.
    """
    if "target" in step:
        ids = targets(s, task, step)
        if ids is None or ids is IMPOSSIBLE:
            return _outcome(ids)
        _apply_state(s, ids, "exhausted")
        return DONE
    controller = task.controller
    count = continuous.value(s, controller, step["cores"])
    if s.players[controller].core_active < count:
        return STOP
    exhaust_cores(s, controller, count)
    return DONE


@_with_targets
def _ready(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-13: exhausted to active."""
    _apply_state(s, ids, "active")
    return DONE


def _resolve(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-14: the given effect resolves within this sequence, right now."""
    _splice(s, task, tuple(step["effects"]))
    return DONE


def _splice(s: GameState, task: SeqStep, steps: tuple[Step, ...]) -> None:
    """Put ``steps`` before the rest of the sequence (the :class:`SeqStep` pushed for the rest, if any).

    The rest lies above this sequence's :class:`SeqEnd`: the search stops there, so a sequence nested in another one of
    the same card (a replacement of its break, 38-16) never splices into the outer sequence.
    """
    for i in range(len(s.tasks) - 1, -1, -1):
        t = s.tasks[i]
        if isinstance(t, SeqEnd):
            break
        if isinstance(t, SeqStep) and t.source == task.source:
            if t is not task:
                s.tasks[i] = replace(t, steps=steps + t.steps)
                return
            break
    s.tasks.append(_rest(task, steps))


def _choose(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """38-15: choose ``count`` of the listed options (the turn player, 01-8); they resolve in the listed order.

    Decision (38-15, 01-4): the chosen options resolve in the order they are listed on the card.
    """
    options: list[list[Step]] = step["options"]
    count = int(step["count"])
    chosen = task.chosen
    if chosen is None:
        if count == len(options):
            chosen = tuple(range(count))
        else:
            player = chooser(s, task.controller)
            s.pending = Pending(
                player, "choose_options", f"choose {count} option(s)", list(range(len(options))), count, count
            )
            return WAIT
    steps = tuple(st for i in sorted(chosen) for st in options[i])
    _splice(s, task, steps)
    return DONE


@_with_targets
def _unlock(s: GameState, task: SeqStep, step: Step, ids: list[str]) -> Outcome:
    """38-17: the chosen hand cards are unlocked right after the sequence (:class:`EffectUnlock`)."""
    for cid in ids:
        where = locate(s, cid)
        if where is not None and where[1] == "hand":
            s.text.unlocks.append((where[0], cid))
    return DONE


def _win(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """24-2c: "you win the game": the effect's controller (02-8) meets a win condition; the end-of-game
    check after this step (24-4b) ends the game, so nothing after it resolves (24-1)."""
    s.players[task.controller].effect_win = True
    return DONE


def _lose(s: GameState, task: SeqStep, step: Step) -> Outcome:
    """24-3c: "you lose the game": the effect's controller (02-8) meets a loss condition (checked as for 24-2c)."""
    s.players[task.controller].effect_lose = True
    return DONE


OPERATIONS: dict[str, Operation] = {
    "damage": _damage,
    "gain_life": _gain_life,
    "wt": _wt,
    "break": _break,
    "modify": _modify,
    "move": _move,
    "exclude": _exclude,
    "set_state": _set_state,
    "master_attack": _master_attack,
    "grant": _grant,
    "draw": _draw,
    "exhaust": _exhaust,
    "ready": _ready,
    "resolve": _resolve,
    "choose": _choose,
    "unlock": _unlock,
    "win": _win,
    "lose": _lose,
}


# -- answers ----------------------------------------------------------------------------------------------


def answer(s: GameState, chosen: list[Any] | None = None, lane: str | None = None) -> None:
    """Give the step waiting on top of the stack the answer of its pending choice: the ``chosen`` targets or
    options, or the ``lane`` of a minion put onto the field."""
    task = s.tasks[-1]
    assert isinstance(task, SeqStep), task
    if chosen is not None:
        task = replace(task, chosen=tuple(chosen))
    if lane is not None:
        task = replace(task, lane=lane)
    s.tasks[-1] = task
    s.pending = None
