"""The adapter between the suite's :class:`Engine` protocol and the rules core.

The core is a function of (state, action) -> state: :func:`step` copies the state, applies the
action, runs the game on to the next decision and returns the copy, so an illegal action never
changes the caller's state.
"""

from __future__ import annotations

from typing import Any

from tcgjudge.engine.interface import Action, EngineError, EngineInfo, Observation, Setup

from .actions import apply_action, legal_actions
from .cards import CAPABILITIES
from .flow import advance
from .serialize import observe
from .setup import declared_state, fresh_state
from .state import GameState, copy_state

GAME = "legions"


def new_game(setup: Setup) -> GameState:
    """Build the initial state from a setup and run to the first decision."""
    mode = setup.get("mode")
    if mode == "fresh":
        s = fresh_state(setup)
    elif mode == "state":
        s = declared_state(setup)
    else:
        raise ValueError(f"unknown setup mode {mode!r}")
    advance(s)
    return s


def step(s: GameState, action: dict[str, Any]) -> GameState:
    """Pure transition: a new state after ``action`` (raises IllegalActionError, ``s`` untouched)."""
    nxt = copy_state(s)
    apply_action(nxt, action)
    advance(nxt)
    return nxt


class LegionsEngine:
    """Reference engine of the Legions! comprehensive rulebook ver. 1.00 (no card text yet)."""

    def __init__(self) -> None:
        self._state: GameState | None = None

    def info(self) -> EngineInfo:
        return EngineInfo(name="tcgjudge-legions-reference", version="0.1.0", games=(GAME,), capabilities=CAPABILITIES)

    def start(self, game: str, setup: Setup) -> None:
        if game != GAME:
            raise EngineError(f"this engine plays {GAME!r}, not {game!r}")
        self._state = None
        self._state = new_game(setup)

    def _need(self) -> GameState:
        if self._state is None:
            raise EngineError("no game in progress")
        return self._state

    def legal_actions(self) -> list[Action]:
        return legal_actions(self._need())

    def apply(self, action: Action) -> None:
        s = self._need()
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise EngineError(f"malformed action {action!r}")
        try:
            self._state = step(s, dict(action))
        except (ValueError, KeyError, TypeError) as exc:
            raise EngineError(f"malformed action {action!r}: {exc}") from exc

    def observe(self) -> Observation:
        return observe(self._need())

    def is_terminal(self) -> bool:
        return self._need().result.over

    def close(self) -> None:
        self._state = None
