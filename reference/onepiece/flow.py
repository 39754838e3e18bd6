"""The driver: run work-stack tasks, automatic effects and rule processing until a decision."""

from __future__ import annotations

from . import battle, effects, setup, turn
from .effects import next_triggered
from .rule_processing import check_losses, end_game
from .state import GameState, Pending

HANDLERS = {**effects.HANDLERS, **turn.HANDLERS, **battle.HANDLERS, **setup.HANDLERS}

MAX_STEPS = 100_000


def advance(s: GameState) -> None:
    """Proceed until a player must decide or the game is over.

    Rule processing (9-1-2) is checked between every step. Automatic effects wait while a
    ``hold`` task (an effect or damage being processed) is on top (8-6-2, 8-6-3).
    """
    for _ in range(MAX_STEPS):
        if check_losses(s) or s.pending is not None:
            return
        top = s.tasks[-1] if s.tasks else None
        if (top is None or not top.hold) and (s.new_triggers or s.trigger_batches) and next_triggered(s):
            continue
        if top is not None:
            s.tasks.pop()
            HANDLERS[top.kind](s, top)
            continue
        if s.phase == "main" and s.battle is None and s.turn_player is not None:
            s.pending = Pending(player=s.turn_player, kind="main", prompt="main phase: choose an action")
            return
        raise AssertionError(f"nothing to do in phase {s.phase}")
    end_game(s, [], "loop")  # 11-1-1-1: a loop nobody can stop is a draw: nobody loses
