"""The reference engines' modules import each other in layers, never in a circle.

A reader should see which rules build on which (shared types one layer down, as in ``reference/onepiece/``):
the module import graph of an engine package is built from its source with ``ast``, counting every relative
import wherever it stands (inside a function or under ``TYPE_CHECKING`` too, so a cycle cannot be hidden by
importing late), and must be acyclic.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import tcgjudge.reference

ENGINES = ("legions", "onepiece")
Graph = dict[str, set[str]]


def import_graph(package: Path) -> Graph:
    """``module -> the sibling modules it imports`` for every module of ``package`` (relative imports only)."""
    modules = {path.stem for path in package.glob("*.py")}
    graph: Graph = {}
    for path in sorted(package.glob("*.py")):
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or node.level != 1:
                continue
            if node.module is not None:
                deps.add(node.module.split(".")[0])
            else:  # ``from . import a, b``
                deps.update(alias.name for alias in node.names)
        graph[path.stem] = {d for d in deps if d in modules and d != path.stem}
    return graph


def find_cycle(graph: Graph) -> list[str] | None:
    """One cycle of ``graph`` as ``[a, b, ..., a]``, or None when the graph is acyclic."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == 1:
                return [*path[path.index(dep) :], dep]
            if dep not in state and (found := visit(dep)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_find_cycle_finds_a_cycle_and_accepts_layers() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_import_graph_counts_late_imports(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("def f() -> None:\n    from .b import g\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import a\n")
    graph = import_graph(tmp_path)
    assert graph == {"a": {"b"}, "b": {"a"}}
    assert find_cycle(graph) == ["a", "b", "a"]


@pytest.mark.parametrize("engine", ENGINES)
def test_engine_modules_import_in_layers(engine: str) -> None:
    package = Path(tcgjudge.reference.__path__[0]) / engine
    graph = import_graph(package)
    assert len(graph) > 10, f"{package} has too few modules: is this the engine package?"
    cycle = find_cycle(graph)
    assert cycle is None, f"the {engine} engine's modules import in a circle: {' -> '.join(cycle or [])}"
