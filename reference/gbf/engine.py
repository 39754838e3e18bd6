"""The adapter between the suite's :class:`Engine` protocol and the Granblue Fantasy rules core."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.adapter import ReferenceEngine
from tcgjudge.reference.core.game import start, transition

from tcgjudge.engine.interface import Setup

from .actions import apply_action, legal_actions
from .cards import CAPABILITIES
from .serialize import observe
from .setup import declared_state, fresh_state
from .state import GameState, copy_state
from .turn import advance

GAME = "gbf"
# the core the adapter calls
__all__ = ["GAME", "GbfEngine", "advance", "apply_action", "legal_actions", "new_game", "observe", "step"]


def new_game(setup: Setup) -> GameState:
    """The initial state of a setup, run on to the first decision."""
    s = start(setup, fresh_state, declared_state)
    advance(s)
    return s


def step(s: GameState, action: dict[str, Any]) -> GameState:
    """Pure transition: a new state after ``action`` (raises IllegalActionError, ``s`` untouched)."""
    return transition(s, action, copy_state, apply_action, advance)


class GbfEngine(ReferenceEngine[GameState]):
    """Reference engine of the Granblue Fantasy TCG comprehensive rules 1.10 and rule reference."""

    game = GAME
    name = "tcgjudge-gbf-reference"
    capabilities = CAPABILITIES
