"""The One Piece engine's closed sets are covered once each: every task kind, continuation, decision kind
and effect kind has exactly one handler (a kind without one would fail only when a scenario reached it)."""

from __future__ import annotations

import dataclasses
import inspect

from tcgjudge.reference.core.decisions import Continuation
from tcgjudge.reference.core.tasks import Task
from tcgjudge.reference.onepiece import actions, decisions, flow, resolution, tasks
from tcgjudge.reference.onepiece.cards import EFFECT_KINDS


def _kinds(module: object, base: type) -> set[type]:
    return {c for _n, c in inspect.getmembers(module, inspect.isclass) if issubclass(c, base) and c is not base}


def test_every_task_kind_has_a_handler() -> None:
    assert flow.FLOW.tasks is tasks.TASKS
    assert set(tasks.TASKS) == _kinds(tasks, Task)


def test_every_continuation_has_a_handler_but_those_read_by_their_decision() -> None:
    read_by_the_decision = {decisions.ReturnDon, decisions.Order}  # return_don and order read them directly
    assert set(decisions.CONTINUATIONS) == _kinds(decisions, Continuation) - read_by_the_decision


def test_every_kind_of_decision_has_a_clause_answers_and_legal_actions() -> None:
    every = set(decisions.Decision)
    assert set(actions.DECISION_CLAUSE) == every
    assert set(actions.ANSWERS) == every
    assert set(actions.LEGAL) == every


def test_every_effect_kind_is_performed() -> None:
    assert set(resolution.PERFORM) == set(EFFECT_KINDS)


def test_tasks_and_continuations_are_frozen() -> None:
    for kind in _kinds(tasks, Task) | _kinds(decisions, Continuation):
        assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen, kind  # type: ignore[attr-defined]
