"""The driver: run the queued steps, checking the end of the game between every two, until a decision."""

from __future__ import annotations

from ..core.flow import Flow
from ..core.tasks import Task

# Every module that registers task handlers in TASKS.
from . import (  # noqa: F401
    battle,
    continuous,
    damage,
    effects,
    keywords,
    master_attack,
    replacement,
    setup,
    triggers,
    turn,
    unlocking,
)
from .result import check_end
from .state import GameState, Pending
from .tasks import TASKS


class LegionsFlow(Flow[GameState]):
    """Proceed until a player must decide or the game is over (24-4b: the end is checked after every step).

    Between sequences only, continuous effects are applied anew (35-12) and triggers are checked (37-2), except
    before an ``immediate`` task, which finishes the change before it (10-1, 38-16).
    """

    max_steps = 10_000

    def game_over(self, s: GameState) -> bool:
        return check_end(s)

    def interrupt(self, s: GameState, top: Task | None) -> bool:
        if s.text.open_sequences or not s.cards.has_text:  # without card text both below do nothing
            return False
        queued = len(s.tasks)
        continuous.refresh(s)  # 35-12: between sequences only
        if len(s.tasks) != queued:
            return True  # a break check (10-1) was queued: it runs next, before any trigger check
        return (top is None or not top.immediate) and triggers.run(s)  # 37-2: whenever the game changed

    def idle(self, s: GameState) -> None:
        if s.phase == "main" and s.turn_player is not None:
            # 26-6 (2) / 27-1: main-phase actions, the turn player's alone (01-8, 26-1)
            s.text.action_card = None
            s.pending = Pending(s.turn_player, "main", "main phase: choose an action")
            return
        raise AssertionError(f"nothing to do in phase {s.phase}")


FLOW = LegionsFlow(TASKS)


advance = FLOW.advance
"""Proceed until a player must decide or the game is over (:class:`LegionsFlow`)."""
