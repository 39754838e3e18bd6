"""What every reference engine's adapter shares: the suite's :class:`Engine` protocol over a rules core.

A game's core is a function of (state, action) -> state that copies the state before changing it,
so an illegal action never changes the adapter's state. A game's engine module defines (or imports)
four functions, ``new_game(setup)``, ``step(state, action)``, ``legal_actions(state)`` and
``observe(state)``, and a subclass of :class:`ReferenceEngine` naming its game; the adapter does the
rest (one game in progress, malformed actions as engine errors, the result read from
``state.result.over``).
"""

from __future__ import annotations

import os
import sys
from types import ModuleType
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from tcgjudge.engine.interface import Action, EngineError, EngineInfo, Observation, Setup


class _State(Protocol):
    result: Any  # a game's Result, whose ``over`` says the game has ended


S = TypeVar("S", bound=_State)

PURITY_VARIABLE = "TCGJUDGE_CHECK_PURITY"
"""With ``1``, every ``apply`` also checks that the step left the state before it exactly as it was (its ``repr``):
the cores share objects between a state and its copies (copy-on-write), and a change made in place to a shared
object would alter an earlier state that explore, a snapshot or an undo still reads."""


class ReferenceEngine(Generic[S]):
    """A reference engine of ``game``; subclasses supply the core through the four methods below."""

    game: ClassVar[str]
    name: ClassVar[str]
    capabilities: ClassVar[frozenset[str]]

    def __init__(self) -> None:
        self._state: S | None = None
        self._check_purity = os.environ.get(PURITY_VARIABLE) == "1"

    # -- the core: the engine module's functions, looked up at call time, so that a mutant's patch of one
    # (tools/mutation) is the one used ------------------------------------------------------------------

    _core_module: ClassVar[str]
    """The engine module, whose ``new_game``, ``step``, ``legal_actions`` and ``observe`` are the game's core: the
    module of the first subclass (a subclass of that, such as a test double, keeps its parent's core)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not hasattr(cls, "_core_module"):
            cls._core_module = cls.__module__

    def _core(self) -> ModuleType:
        return sys.modules[self._core_module]

    def _new_game(self, setup: Setup) -> S:
        return cast(S, self._core().new_game(setup))

    def _step(self, s: S, action: dict[str, Any]) -> S:
        return cast(S, self._core().step(s, action))

    def _legal_actions(self, s: S) -> list[Action]:
        return cast(list[Action], self._core().legal_actions(s))

    def _observe(self, s: S) -> Observation:
        return cast(Observation, self._core().observe(s))

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
        before = repr(s) if self._check_purity else ""
        try:
            self._state = self._step(s, dict(action))
        except (ValueError, KeyError, TypeError) as exc:
            raise EngineError(f"malformed action {action!r}: {exc}") from exc
        finally:
            if self._check_purity and repr(s) != before:
                raise AssertionError(f"{type(self).__name__}: the step {action!r} changed the state before it")

    def observe(self) -> Observation:
        return self._observe(self._need())

    def is_terminal(self) -> bool:
        return bool(self._need().result.over)

    def close(self) -> None:
        self._state = None
