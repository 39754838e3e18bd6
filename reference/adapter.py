"""What every reference engine's adapter shares: the suite's :class:`Engine` protocol over a rules core.

A game's core is a function of (state, action) -> state that copies the state before changing it,
so an illegal action never changes the adapter's state. A game's engine module defines (or imports)
six functions, ``new_game(setup)``, ``step(state, action)``, ``legal_actions(state)``,
``observe(state)`` and the two halves of a step done in place, ``apply_action(state, action)`` and
``advance(state)``, and a subclass of :class:`ReferenceEngine` naming its game; the adapter does the
rest (one game in progress, malformed actions as engine errors, the result read from
``state.result.over``).

An action the engine listed for the state it holds cannot be rejected, so the adapter applies it to
that state in place (its own state since the first step, which copied it: nothing else holds it)
instead of copying the state first; any other action takes the copying ``step``. Listing keeps a
copy of each action's fields, so an action whose fields a caller changed after listing takes the
copying step (a list inside a field is not copied: changed there, the action may reach the core as
listed, and should the core reject it the game is abandoned with an engine error, never left half
changed in silence).
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
"""With ``1``, every ``apply`` takes the copying ``step`` and checks that it left the state before it exactly as it
was (its ``repr``): the cores share objects between a state and its copies (copy-on-write), and a change made in
place to a shared object would alter an earlier state that explore, a snapshot or an undo still reads. A listed
action is then also applied in place to the state before it (the adapter's in-place path), which must come out as
the copying step's state and leave it alone; and the observation returned last must be unchanged (no observation
shares the state's objects, which the in-place path changes)."""


class ReferenceEngine(Generic[S]):
    """A reference engine of ``game``; subclasses supply the core through the methods below."""

    game: ClassVar[str]
    name: ClassVar[str]
    capabilities: ClassVar[frozenset[str]]

    def __init__(self) -> None:
        self._state: S | None = None
        self._check_purity = os.environ.get(PURITY_VARIABLE) == "1"
        self._owned = False
        """Whether ``_state`` came out of a copying step: only then may it be changed in place (a new game's state
        may share objects with its setup)."""
        self._listed: tuple[S, list[Action]] | None = None
        """The state last listed and private copies of the actions listed for it."""
        self._observed: tuple[Observation, str] | None = None
        """With the purity check: the observation returned last and its ``repr``."""

    # -- the core: the engine module's functions, looked up at call time, so that a mutant's patch of one
    # (tools/mutation) is the one used ------------------------------------------------------------------

    _core_module: ClassVar[str]
    """The engine module, whose ``new_game``, ``step``, ``legal_actions``, ``observe``, ``apply_action`` and
    ``advance`` are the game's core: the module of the first subclass (a subclass of that, such as a test double,
    keeps its parent's core)."""

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

    def _step_in_place(self, s: S, action: dict[str, Any]) -> None:
        core = self._core()
        core.apply_action(s, action)
        core.advance(s)

    def _observe(self, s: S) -> Observation:
        return cast(Observation, self._core().observe(s))

    # -- the Engine protocol ---------------------------------------------------------------------------

    def info(self) -> EngineInfo:
        return EngineInfo(name=self.name, version="0.1.0", games=(self.game,), capabilities=self.capabilities)

    def start(self, game: str, setup: Setup) -> None:
        if game != self.game:
            raise EngineError(f"this engine plays {self.game!r}, not {game!r}")
        self._state, self._listed, self._observed = None, None, None
        self._state = self._new_game(setup)
        self._owned = False

    def _need(self) -> S:
        if self._state is None:
            raise EngineError("no game in progress")
        return self._state

    def legal_actions(self) -> list[Action]:
        s = self._need()
        actions = self._legal_actions(s)
        self._listed = (s, [dict(a) for a in actions])
        return actions

    def apply(self, action: Action) -> None:
        s = self._need()
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise EngineError(f"malformed action {action!r}")
        in_place = self._owned and self._listed is not None and self._listed[0] is s and action in self._listed[1]
        self._listed = None
        if in_place and not self._check_purity:
            self._apply_listed(s, action)
            return
        before = repr(s) if self._check_purity else ""
        try:
            self._state = self._step(s, dict(action))
        except (ValueError, KeyError, TypeError) as exc:
            raise EngineError(f"malformed action {action!r}: {exc}") from exc
        finally:
            if self._check_purity:
                self._check_step(s, before, action)
        self._owned = True
        if self._check_purity:
            if in_place:
                self._check_in_place(s, action)
            if self._observed is not None and repr(self._observed[0]) != self._observed[1]:
                raise AssertionError(
                    f"{type(self).__name__}: the step {action!r} changed the observation returned before"
                )

    def _apply_listed(self, s: S, action: Action) -> None:
        """A listed action applied to the adapter's own state in place. It cannot be rejected: if the core rejects
        it all the same, the state may be half changed, so the game is abandoned with an engine error."""
        try:
            self._step_in_place(s, dict(action))
        except Exception as exc:
            self._state = None
            raise EngineError(f"the engine rejected {action!r}, which it had listed; the game is abandoned") from exc

    def _check_step(self, s: S, before: str, action: Action) -> None:
        """The purity check (``TCGJUDGE_CHECK_PURITY``) after a copying step from ``s``: ``s`` is as it was."""
        if repr(s) != before:
            raise AssertionError(f"{type(self).__name__}: the step {action!r} changed the state before it")

    def _check_in_place(self, s: S, action: Action) -> None:
        """The purity check of the in-place path: ``action`` applied to ``s`` itself (discarded afterwards) must
        give what the copying step gave, and leave that result alone."""
        expected = repr(self._state)
        self._step_in_place(s, dict(action))
        if repr(s) != expected:
            raise AssertionError(f"{type(self).__name__}: {action!r} applied in place differs from the copying step")
        if repr(self._state) != expected:
            raise AssertionError(f"{type(self).__name__}: {action!r} applied in place changed the copying step's state")

    def observe(self) -> Observation:
        observation = self._observe(self._need())
        if self._check_purity:
            self._observed = (observation, repr(observation))
        return observation

    def is_terminal(self) -> bool:
        return bool(self._need().result.over)

    def close(self) -> None:
        self._state = None
