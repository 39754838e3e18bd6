"""The adapter between the suite's :class:`Engine` protocol and the Cipher rules core."""

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

GAME = "cipher"
# the core the adapter calls
__all__ = ["GAME", "CipherEngine", "advance", "apply_action", "legal_actions", "new_game", "observe", "step"]


def new_game(setup: Setup) -> GameState:
    """The initial state of a setup, run on to the first decision."""
    s = start(setup, fresh_state, declared_state)
    advance(s)
    return s


def step(s: GameState, action: dict[str, Any]) -> GameState:
    """Pure transition: a new state after ``action`` (raises IllegalActionError, ``s`` untouched)."""
    return transition(s, action, copy_state, apply_action, advance)


class CipherEngine(ReferenceEngine[GameState]):
    """Reference engine of the Fire Emblem 0 (Cipher) comprehensive rules, version one thirty-five."""

    game = GAME
    name = "tcgjudge-cipher-reference"
    capabilities = CAPABILITIES
