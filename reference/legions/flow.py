"""The driver: run the queued steps, checking the end of the game between every two, until a decision."""

from __future__ import annotations

from collections.abc import Callable

from . import (
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
from .state import GameState, Pending, Task

HANDLERS: dict[str, Callable[[GameState, Task], None]] = {
    **setup.HANDLERS,
    **turn.HANDLERS,
    **battle.HANDLERS,
    **damage.HANDLERS,
    **keywords.HANDLERS,
    **effects.HANDLERS,
    **triggers.HANDLERS,
    **unlocking.HANDLERS,
    **master_attack.HANDLERS,
    **replacement.HANDLERS,
}

IMMEDIATE = frozenset({"break_check", "replace_choice", "replace_done"})
"""Tasks that finish the change before them (10-1: a unit at 0 HP breaks at once; 38-16: the replacement of a
process, and the end of its no-loop guard), run before any trigger check."""

MAX_STEPS = 10_000


def advance(s: GameState) -> None:
    """Proceed until a player must decide or the game is over (24-4b: checked after every step)."""
    for _ in range(MAX_STEPS):
        if check_end(s) or s.pending is not None:
            return
        if not s.text.open_sequences:
            continuous.refresh(s)  # 35-12: between sequences only
            immediate = bool(s.tasks) and s.tasks[-1].kind in IMMEDIATE
            if not immediate and triggers.run(s):  # 37-2: after each sequence, whenever the game changed
                continue
        if s.tasks:
            task = s.tasks.pop()
            HANDLERS[task.kind](s, task)
            continue
        if s.phase == "main" and s.turn_player is not None:
            # 26-6 (2) / 27-1: main-phase actions, the turn player's alone (01-8, 26-1)
            s.text.action_card = None
            s.pending = Pending(s.turn_player, "main", "main phase: choose an action")
            return
        raise AssertionError(f"nothing to do in phase {s.phase}")
    raise AssertionError("the game ran for too many steps without a decision")
