"""Scenario items: their clause and capability tags, their place in the feature files, the selection."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tcgjudge.catalog import primary_first, selected
from tcgjudge.harness.record import RECORD_KEY, ScenarioRecord


def apply_tag(tag: str, function: Callable[..., Any]) -> Any:
    """Turn ``@clause:<id>`` and ``@needs:<capability>`` tags into markers (None: not one of ours)."""
    if tag.startswith("clause:"):
        return pytest.mark.tcg_clause(tag.removeprefix("clause:"))(function)
    if tag.startswith("needs:"):
        return pytest.mark.tcg_needs(tag.removeprefix("needs:"))(function)
    return None


def item_clauses(item: pytest.Item) -> list[str]:
    """Clause ids of a scenario item, primary (the one its title begins with) first."""
    return primary_first(_scenario_name(item), [str(mark.args[0]) for mark in item.iter_markers("tcg_clause")])[0]


def scenario_needs(item: pytest.Item) -> frozenset[str]:
    """The capabilities a scenario's ``@needs`` tags name."""
    return frozenset(str(mark.args[0]) for mark in item.iter_markers("tcg_needs"))


def _template(item: pytest.Item) -> Any:
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    function = getattr(item, "function", None)
    return scenario_wrapper_template_registry.get(function) if function is not None else None


def _scenario_name(item: pytest.Item) -> str:
    template = _template(item)
    return str(template.name) if template is not None else item.name


def _feature_line(item: pytest.Item) -> int:
    """The line of the scenario in its feature file (0 when pytest-bdd does not say)."""
    template = _template(item)
    line = getattr(template, "line_number", None) if template is not None else None
    return int(line) if line else 0


def _example_id(item: pytest.Item) -> str:
    """The Examples row of a scenario outline ("" for a plain scenario)."""
    callspec = getattr(item, "callspec", None)
    return str(callspec.id) if callspec is not None else ""


def _feature_file(item: pytest.Item) -> str:
    template = _template(item)
    return str(template.feature.filename) if template is not None else str(item.path)


def select(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Give each scenario item its record and keep only the scenarios the clause and chapter options select."""
    patterns = config.getoption("--tcg-clause")
    chapters = [str(chapter) for chapter in config.getoption("--tcg-chapter")]
    game = str(config.getoption("--tcg-game") or "")
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        clauses = item_clauses(item)
        if clauses:
            item.stash[RECORD_KEY] = ScenarioRecord(
                game=game,
                feature=_feature_file(item),
                scenario=_scenario_name(item),
                clauses=tuple(clauses),
                line=_feature_line(item),
                example=_example_id(item),
            )
        (keep if not (patterns or chapters) or selected(game, clauses, patterns, chapters) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
