"""The driver: run work-stack tasks, automatic effects and rule processing until a decision."""

from __future__ import annotations

from ..core.flow import Flow
from ..core.tasks import Task

# Every module that registers task handlers in TASKS (the effect modules through these).
from . import battle, ko, resolution, setup, turn  # noqa: F401
from .decisions import Decision
from .rule_processing import check_losses, end_game
from .state import GameState, Pending
from .tasks import TASKS
from .triggered import next_triggered

_MAIN = Decision.MAIN  # looked up once (an enum member's lookup costs more than a global's)


class OnePieceFlow(Flow[GameState]):
    """Proceed until a player must decide or the game is over.

    Rule processing (9-1-2) is checked between every step. Automatic effects wait while a
    ``hold`` task (an effect or damage being processed) is on top (8-6-2, 8-6-3).
    """

    max_steps = 100_000

    def game_over(self, s: GameState) -> bool:
        return check_losses(s)

    def interrupt(self, s: GameState, top: Task | None) -> bool:
        if (s.new_triggers or s.trigger_batches) and (top is None or not top.hold):  # the usual case: no effect waits
            return next_triggered(s)
        return False

    def idle(self, s: GameState) -> None:
        if s.phase == "main" and s.battle is None and s.turn_player is not None:
            s.pending = Pending(s.turn_player, _MAIN, "main phase: choose an action")
            return
        raise AssertionError(f"nothing to do in phase {s.phase}")

    def runaway(self, s: GameState) -> None:
        end_game(s, [], "loop")  # 11-1-1-1: a loop nobody can stop is a draw: nobody loses


FLOW = OnePieceFlow(TASKS)


advance = FLOW.advance
"""Proceed until a player must decide or the game is over (:class:`OnePieceFlow`)."""
