"""A memo for pytest-bdd's step lookup in the suite's own test modules.

For every step of every scenario, pytest-bdd (7 to 9) asks pytest for the definitions of
*every* fixture name it knows and tests each step definition's parser against the step
text. With ~130 step definitions and ~9,400 steps that lookup was the largest single cost
of a full run (about 40 % of its profile; benchmarks/RESULTS.md).

In a tcgjudge suite module every step definition is registered at module level or above
(the module star-imports its step library), so the definitions visible to a scenario depend
only on its module. The memo lists them once per module, matches each distinct step (type,
text) against them once, with pytest-bdd's filter and in its order, and keeps the answer.
tests/test_step_lookup.py checks the answers equal pytest-bdd's for every step of two
chapters. Any other module (a user's own pytest-bdd tests in the same session) goes through
pytest-bdd unchanged. If a pytest-bdd release renames the function, the memo is simply not
installed and the suite runs at the old speed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

SUITE_PACKAGE = "tcgjudge.steps"
"""Modules in this package's folder hold the suite's scenarios (one module per game). pytest may import them
under another name (``steps.<game>.test_<game>`` from a source checkout), so the folder decides."""

_Lookup = Callable[..., Iterable[Any]]
_DEFINITIONS_KEY = pytest.StashKey[dict[str, list[tuple[Any, Any]]]]()
_MATCHES_KEY = pytest.StashKey[dict[tuple[str, str | None, str], list[Any]]]()


@cache
def _suite_folder() -> Path:
    return Path(str(resources.files(SUITE_PACKAGE))).resolve()


@cache
def _is_suite_file(file: str) -> bool:
    return _suite_folder() in Path(file).resolve().parents


def _suite_module(node: Any) -> str | None:
    """The file of ``node``'s module when it is one of the suite's modules."""
    file = getattr(getattr(node, "module", None), "__file__", None)
    return file if isinstance(file, str) and _is_suite_file(file) else None


def step_matches(context: Any, step_type: str | None, text: str) -> bool:
    """pytest-bdd's filter: a step definition (its ``StepFunctionContext``) answers a step of this type and text."""
    return bool((context.type is None or context.type == step_type) and context.parser.is_matching(text))


def _in_packages(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == package or module.startswith(f"{package}.") for package in packages)


def library_definitions(packages: Iterable[str]) -> list[Any]:
    """The step definitions (``StepFunctionContext``) of step-library packages, outside pytest: every module of
    each package (its ``test_*`` suite modules aside) is imported, and the definitions they registered listed,
    in registration order. ``tcgjudge trace`` resolves a scenario's steps with these and :func:`step_matches`."""
    import pkgutil

    from pytest_bdd.steps import step_function_context_registry

    wanted = tuple(packages)
    for package in wanted:
        module = importlib.import_module(package)
        for info in pkgutil.walk_packages(module.__path__, f"{package}."):
            if not info.name.rpartition(".")[2].startswith("test_"):
                importlib.import_module(info.name)
    found = {
        id(context): context
        for context in step_function_context_registry.values()
        if _in_packages(str(getattr(context.step_func, "__module__", "")), wanted)
    }
    return list(found.values())


def _step_definitions(fixturemanager: Any, node: Any) -> list[tuple[Any, Any]]:
    """Every step definition visible to ``node`` with its context, in pytest-bdd's order of lookup."""
    from pytest_bdd.compat import get_fixture_names, getfixturedefs
    from pytest_bdd.steps import step_function_context_registry

    found = []
    for name in get_fixture_names(fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                found.append((fixturedef, context))
    return found


def memoized(original: _Lookup) -> _Lookup:
    """``original`` (pytest-bdd's ``find_fixturedefs_for_step``) with the suite modules' lookups kept.

    For a suite module the visible step definitions are listed once, then each distinct step
    (type, text) is matched against them once; the same filter as pytest-bdd's, in the same order.
    """

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
        module = _suite_module(node)
        if module is None:
            return original(step=step, fixturemanager=fixturemanager, node=node)
        matches: dict[tuple[str, str | None, str], list[Any]] = node.config.stash.setdefault(_MATCHES_KEY, {})
        key = (module, step.type, step.name)
        found = matches.get(key)
        if found is None:
            definitions: dict[str, list[tuple[Any, Any]]] = node.config.stash.setdefault(_DEFINITIONS_KEY, {})
            if module not in definitions:
                definitions[module] = _step_definitions(fixturemanager, node)
            found = matches[key] = [
                fixturedef for fixturedef, context in definitions[module] if step_matches(context, step.type, step.name)
            ]
        return iter(found)

    find_fixturedefs_for_step.__wrapped__ = original  # type: ignore[attr-defined]
    return find_fixturedefs_for_step


def install() -> bool:
    """Put the memo in front of pytest-bdd's lookup (once); False when this pytest-bdd has no such function."""
    scenario = importlib.import_module("pytest_bdd.scenario")  # the module; the package exports a function of that name
    original = getattr(scenario, "find_fixturedefs_for_step", None)
    if original is None:
        return False
    if not hasattr(original, "__wrapped__"):
        setattr(scenario, "find_fixturedefs_for_step", memoized(original))  # noqa: B010
    return True
