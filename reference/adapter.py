"""What every reference engine's adapter shares: the suite's :class:`Engine` protocol over a rules core.

A game's core is a function of (state, action) -> state that copies the state before changing it,
so an illegal action never changes the adapter's state. A game's engine subclasses
:class:`ReferenceEngine` and names its core's functions; the adapter does the rest (one game in
progress, malformed actions as engine errors, the result read from ``state.result.over``).
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, TypeVar

from tcgjudge.engine.interface import Action, EngineError, EngineInfo, Observation, Setup


class _State(Protocol):
    result: Any  # a game's Result, whose ``over`` says the game has ended


S = TypeVar("S", bound=_State)


class ReferenceEngine(Generic[S]):
    """A reference engine of ``game``; subclasses supply the core through the four methods below."""

    game: ClassVar[str]
    name: ClassVar[str]
    capabilities: ClassVar[frozenset[str]]

    def __init__(self) -> None:
        self._state: S | None = None

    # -- the core (called at call time, so a patched core function is the one used) ----------------

    def _new_game(self, setup: Setup) -> S:
        raise NotImplementedError

    def _step(self, s: S, action: dict[str, Any]) -> S:
        raise NotImplementedError

    def _legal_actions(self, s: S) -> list[Action]:
        raise NotImplementedError

    def _observe(self, s: S) -> Observation:
        raise NotImplementedError

    # -- the Engine protocol ---------------------------------------------------------------------------

    def info(self) -> EngineInfo:
        return EngineInfo(name=self.name, version="0.1.0", games=(self.game,), capabilities=self.capabilities)

    def start(self, game: str, setup: Setup) -> None:
        if game != self.game:
            raise EngineError(f"this engine plays {self.game!r}, not {game!r}")
        self._state = None
        self._state = self._new_game(setup)

    def _need(self) -> S:
        if self._state is None:
            raise EngineError("no game in progress")
        return self._state

    def legal_actions(self) -> list[Action]:
        return self._legal_actions(self._need())

    def apply(self, action: Action) -> None:
        s = self._need()
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise EngineError(f"malformed action {action!r}")
        try:
            self._state = self._step(s, dict(action))
        except (ValueError, KeyError, TypeError) as exc:
            raise EngineError(f"malformed action {action!r}: {exc}") from exc

    def observe(self) -> Observation:
        return self._observe(self._need())

    def is_terminal(self) -> bool:
        return bool(self._need().result.over)

    def close(self) -> None:
        self._state = None
