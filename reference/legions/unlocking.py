"""Placing an unlocked card (31-5, 31-6) after its on-unlock triggers (36-2f), and unlocking by effect (31-7, 38-17)."""

from __future__ import annotations

from dataclasses import replace

from .play import place_unlocked, unlock_destinations
from .state import GameState, Pending
from .tasks import TASKS, EffectUnlock, UnlockPlace


@TASKS.handles(UnlockPlace)
def _unlock_place(s: GameState, task: UnlockPlace) -> None:
    """31-5 / 31-6: place the unlocked card where its player chose (asked now for an unlock by effect).

    Decision (31-6, 36-2f): when an on-unlock effect has made the chosen place unavailable, the card is
    excluded, as 31-6 does with a card that can be neither played nor stood by; a card no longer in the
    hand stays where the effect put it.
    """
    player, cid = task.player, task.card
    card = next((c for c in s.players[player].hand if c.id == cid), None)
    if card is None:
        return
    options = unlock_destinations(s, player, s.card_def(card.card))
    to = task.to
    if to is None:
        if len(options) > 1:  # 38-17: the turn player chooses (01-8)
            s.tasks.append(task)
            s.pending = Pending(s.turn_player or player, "choose_destination", f"where {cid} goes", options, 1, 1)
            return
        to = options[0]
    if to not in options:
        to = "exclude"
    place_unlocked(s, player, cid, to)


@TASKS.handles(EffectUnlock)
def _effect_unlock(s: GameState, task: EffectUnlock) -> None:
    """38-17 / 31-7: unlocked right after the sequence, with no colour check and no cost.

    Decision (31-7, 31-2): the master's mode is still checked (31-7 waives only the colour check and the
    payment): an arts or lord card is not unlocked by effect while the master is in normal mode.
    """
    player, cid = task.player, task.card
    card = next((c for c in s.players[player].hand if c.id == cid), None)
    if card is None:
        return
    d = s.card_def(card.card)
    if d.category in ("arts", "lord") and s.players[player].master.mode != "awakened":
        return
    s.emit("unlock", player=player, card=cid, cost=0)
    s.tasks.append(UnlockPlace(player, cid, None))


def answer_destination(s: GameState, to: str) -> None:
    """38-17: the place chosen for the card unlocked by an effect (the task on top waits for it)."""
    task = s.tasks[-1]
    assert isinstance(task, UnlockPlace), task
    s.tasks[-1] = replace(task, to=to)
    s.pending = None
