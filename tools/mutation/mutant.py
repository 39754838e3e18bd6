"""What every game's mutation catalogue shares: a mutant, and turning one on for a whole process.

A game's catalogue is the module ``tools/mutation/<game>.py``: a ``CATALOGUE`` of :class:`Mutant` and a
``make_engine`` factory for the suite (``--tcg-engine <game>:make_engine``) that activates the
mutant named by the environment variable ``TCGJUDGE_MUTANT`` (empty or ``none``: the baseline).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any

ENV = "TCGJUDGE_MUTANT"
"""The environment variable a catalogue's ``make_engine`` reads the mutant name from."""

NO_MUTANT = ("", "none")

Patches = list[AbstractContextManager[Any]]


class MutantError(Exception):
    """A mutant no longer fits the engine (a patched function was renamed or removed)."""


@dataclass(frozen=True)
class Mutant:
    """One deliberate rules bug: the clause it breaks and how it is patched in."""

    name: str
    clause: str
    description: str
    patches: Callable[[], Patches]

    @contextmanager
    def applied(self) -> Iterator[None]:
        """The engine with this mutant active inside the ``with`` block."""
        with ExitStack() as stack:
            for patch in self.patches():
                stack.enter_context(patch)
            yield


_active: dict[str, ExitStack] = {}


def activate(catalogue: tuple[Mutant, ...], name: str) -> None:
    """Activate mutant ``name`` of ``catalogue`` for the rest of the process (idempotent: never stacked twice)."""
    if name in NO_MUTANT or name in _active:
        return
    if _active:
        raise MutantError(f"mutant {next(iter(_active))!r} is already active; one mutant per process")
    mutants = {m.name: m for m in catalogue}
    if name not in mutants:
        raise MutantError(f"unknown mutant {name!r}; known: {', '.join(mutants)}")
    stack = ExitStack()
    stack.enter_context(mutants[name].applied())
    _active[name] = stack
