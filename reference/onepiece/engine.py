"""The adapter between the suite's :class:`Engine` protocol and the rules core.

The core is a function of (state, action) -> state: :func:`step` copies the state,
applies the action, runs the game forward to the next decision, and returns the copy,
so an illegal action never changes the caller's state.
"""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.adapter import ReferenceEngine
from tcgjudge.reference.core.game import start, transition

from tcgjudge.engine.interface import Setup

from .actions import apply_action, legal_actions
from .cards import CAPABILITIES
from .flow import advance
from .serialize import observe
from .setup import declared_state, fresh_state
from .state import GameState, copy_state

GAME = "onepiece"
# the core the adapter calls
__all__ = ["GAME", "OnePieceEngine", "advance", "apply_action", "legal_actions", "new_game", "observe", "step"]


def new_game(setup: Setup, ask_forced: bool = False) -> GameState:
    """Build the initial state from a setup and run to the first decision."""
    s = start(setup, fresh_state, declared_state)
    s.ask_forced = ask_forced
    advance(s)
    return s


def step(s: GameState, action: dict[str, Any]) -> GameState:
    """Pure transition: a new state after ``action`` (raises IllegalActionError, ``s`` untouched)."""
    return transition(s, action, copy_state, apply_action, advance)


class OnePieceEngine(ReferenceEngine[GameState]):
    """Reference engine of the ONE PIECE CARD GAME comprehensive rules ver. 1.1.6."""

    game = GAME
    name = "tcgjudge-onepiece-reference"
    capabilities = CAPABILITIES

    def __init__(self, ask_forced: bool = False) -> None:
        """``ask_forced``: also ask the block step when no Blocker can be used (by default it is skipped;
        the counter step is always asked). The rules leave this open; the suite judges both alike."""
        super().__init__()
        self._ask_forced = ask_forced

    def _new_game(self, setup: Setup) -> GameState:
        return new_game(setup, self._ask_forced)
