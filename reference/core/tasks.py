"""Work-stack tasks as typed values, and the one table of their handlers.

A task kind is a frozen dataclass deriving from :class:`Task`: its fields are what the step needs, so a
misspelt field is a type error (mypy --strict) instead of a ``KeyError`` deep in a scenario. Tasks are
immutable, so a state's copy shares them; a step that goes on pushes a new task (``dataclasses.replace``).

A game keeps one :class:`TaskTable`; each module registers its handlers with ``@TASKS.handles(Kind)``,
which refuses a kind registered twice (a merged ``{**a, **b}`` would silently keep the last one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

S = TypeVar("S")
F = TypeVar("F", bound=Callable[..., None])


@dataclass(frozen=True, slots=True)
class Task:
    """A continuation on the work stack. Subclasses are frozen dataclasses, one per kind of step.

    ``hold``: while a task of this kind is on top, automatic effects that met their timing wait (One
    Piece 8-6-2/8-6-3: an effect or damage being processed). ``immediate``: the task finishes the change
    before it, so no trigger check runs first (Legions! 10-1, 38-16).
    """

    hold: ClassVar[bool] = False
    immediate: ClassVar[bool] = False

    @classmethod
    def kind(cls) -> str:
        """The kind's name, for messages and logs."""
        return cls.__name__


Handler = Callable[..., None]
"""A handler: ``handler(state, value, *answer)``, the value being of the class it was registered for."""


class DuplicateHandlerError(Exception):
    """A kind was given a second handler."""


class Handlers(Generic[S]):
    """Handlers of a closed set of typed values (task kinds, continuations), one per class, registered once
    each with the :meth:`handles` decorator; :meth:`run` dispatches on the value's class."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.handlers: dict[type, Handler] = {}

    def handles(self, kind: type) -> Callable[[F], F]:
        """Decorator: register the decorated function as the handler of ``kind`` (refused if it has one)."""

        def register(fn: F) -> F:
            if kind in self.handlers:
                raise DuplicateHandlerError(
                    f"{self.name}: {kind.__name__} is already handled by {self.handlers[kind].__qualname__}"
                )
            self.handlers[kind] = fn
            return fn

        return register

    def run(self, s: S, value: object, *answer: Any) -> None:
        """Run the handler of ``value``'s class."""
        self.handlers[type(value)](s, value, *answer)

    def kind_of(self, handler: object) -> type | None:
        """The class ``handler`` is registered for (None: it is no handler of this table)."""
        return next((k for k, fn in self.handlers.items() if fn is handler), None)

    def __iter__(self) -> Iterator[type]:
        return iter(self.handlers)

    def __len__(self) -> int:
        return len(self.handlers)


TaskTable = Handlers
"""A game's table of task handlers (``@TASKS.handles(Kind)``)."""
