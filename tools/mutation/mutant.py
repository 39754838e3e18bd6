"""What every game's mutation catalogue shares: a mutant, and turning one on for a whole process.

A game's catalogue is the module ``tools/mutation/<game>.py``: a :class:`Catalogue` ``MUTANTS`` whose mutants
are each declared once, at their patch function (``@MUTANTS.mutant(name, clause, description)``, or
``MUTANTS.add(...)`` for one made by a factory), its ``CATALOGUE = MUTANTS.mutants()`` and a
``make_engine`` factory for the suite (``--tcg-engine <game>:make_engine``) that activates the
mutant named by the environment variable ``TCGJUDGE_MUTANT`` (empty or ``none``: the baseline).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass
from functools import wraps
from types import ModuleType
from typing import Any
from unittest import mock

from tcgjudge.reference.core.tasks import Handlers

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


PatchFunction = Callable[[], Patches]


class Catalogue:
    """A game's mutants in the order they are declared, each declared once beside its patch function."""

    def __init__(self) -> None:
        self._mutants: dict[str, Mutant] = {}

    def add(self, name: str, clause: str, description: str, patches: PatchFunction) -> None:
        """Register a mutant (one made by a factory, e.g. ``_view("hand")``); a name is declared only once."""
        if name in self._mutants:
            raise MutantError(f"mutant {name!r} is declared twice")
        self._mutants[name] = Mutant(name, clause, description, patches)

    def mutant(self, name: str, clause: str, description: str) -> Callable[[PatchFunction], PatchFunction]:
        """Decorator registering the decorated patch function as mutant ``name`` breaking ``clause``."""

        def register(patches: PatchFunction) -> PatchFunction:
            self.add(name, clause, description, patches)
            return patches

        return register

    def mutants(self) -> tuple[Mutant, ...]:
        """Every mutant declared so far, in declaration order: the module's ``CATALOGUE``."""
        return tuple(self._mutants.values())


class EnginePatcher:
    """Patches of one reference engine package, applied wherever its modules hold the patched object.

    The engines' modules import each other's functions by name (``from .stats import atk``), so a
    patch replaces the function in *every* module that holds it. A task handler is found by object in
    the engine's table of handlers (:meth:`handler`).
    """

    def __init__(self, package: ModuleType) -> None:
        names = [f"{package.__name__}.{info.name}" for info in pkgutil.iter_modules(package.__path__)]
        self.modules: tuple[ModuleType, ...] = tuple(importlib.import_module(name) for name in names)

    def held(self, module: ModuleType, name: str) -> Any:
        """``module.name`` as that module holds it (often a function it imported by name from another module)."""
        if not hasattr(module, name):
            raise MutantError(f"{module.__name__} has no attribute {name!r}")
        return getattr(module, name)

    def everywhere(self, module: ModuleType, name: str, replacement: object) -> Patches:
        """Replace ``module.name`` in every engine module that holds the same object."""
        original = self.held(module, name)
        holders = [m for m in self.modules if getattr(m, name, None) is original]
        if module not in holders:
            holders.insert(0, module)
        return [mock.patch.object(m, name, replacement) for m in holders]

    def wrap(self, module: ModuleType, name: str, make: Callable[[Any], Callable[..., Any]]) -> Patches:
        """Patch ``module.name`` everywhere with ``make(original)``."""
        original = self.held(module, name)
        return self.everywhere(module, name, wraps(original)(make(original)))

    def handler(self, target: Callable[..., None], make: Callable[[Any], Any]) -> Patches:
        """Patch a work-stack task handler with ``make(original)`` wherever the engine holds it.

        ``target`` is the handler itself (``reference/core``): it is found by object in every table of handlers
        (:class:`~tcgjudge.reference.core.tasks.Handlers`) and in every module that holds it.
        """
        tables = [t for m in self.modules for t in vars(m).values() if isinstance(t, Handlers)]
        entries = [
            (t, kind) for t in {id(t): t for t in tables}.values() for kind, fn in t.handlers.items() if fn is target
        ]
        if len(entries) != 1:
            raise MutantError(
                f"{getattr(target, '__qualname__', target)!r} is not the handler of exactly one task kind"
            )
        table, kind = entries[0]
        replacement = wraps(target)(make(target))
        holders = [m for m in self.modules if any(v is target for v in vars(m).values())]
        module_patches: Patches = [
            mock.patch.object(m, name, replacement) for m in holders for name, v in vars(m).items() if v is target
        ]
        return [mock.patch.dict(table.handlers, {kind: replacement}), *module_patches]


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
