"""Automatic effects (8-1-3-1, 8-1-3-2, 8-6): recorded when their timing is met, activated in order."""

from __future__ import annotations

from .activation import ability_key, start_resolution
from .continuous import conditions_met, negated, players_in_order, printed_conditions_met
from .costs import cost_payable
from .decisions import Decision, Resolve
from .state import FieldCard, GameState, Pending, Triggered
from .tasks import TASKS, ActivateTriggered


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
            kind=Decision.CHOOSE_EFFECT,
            prompt="choose which automatic effect to activate next",
            options=[{"effect": t.id, "card": t.source, "ability": t.ability, "timing": t.timing} for t in mine],
            min=1,
            max=1,
        )
        return True
    batch.remove(mine[0])
    s.tasks.append(ActivateTriggered(mine[0]))
    return True


def choose_effect(s: GameState, effect_id: str) -> None:
    batch = s.trigger_batches[0]
    for t in batch:
        if t.id == effect_id:
            batch.remove(t)
            s.tasks.append(ActivateTriggered(t))
            return
    raise AssertionError(effect_id)


@TASKS.handles(ActivateTriggered)
def _activate_triggered(s: GameState, task: ActivateTriggered) -> None:
    t = task.t
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
            kind=Decision.DECIDE,
            prompt=f"activate {t.timing} ability {t.ability} of {t.source}?",
            options=[True, False],
            source=t.source,
            then=Resolve(t.player, t.source, t.card, t.ability),
        )
        return
    start_resolution(s, t.player, t.source, t.card, t.ability)
