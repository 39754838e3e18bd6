"""The typed core of the reference engines (reference/core/): handler tables, outcomes, the driver loop."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field

import pytest
from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.fields import field_bool, field_str, field_strs
from tcgjudge.reference.core.flow import Flow
from tcgjudge.reference.core.game import start, transition
from tcgjudge.reference.core.outcome import IMPOSSIBLE, Outcome
from tcgjudge.reference.core.players import PLAYERS, StateBase, other
from tcgjudge.reference.core.tasks import DuplicateHandlerError, Handlers, Task


@dataclass(frozen=True, slots=True)
class Count(Task):
    n: int


@dataclass(frozen=True, slots=True)
class Held(Task):
    hold = True


@dataclass(slots=True)
class Toy(StateBase):
    tasks: list[Task] = field(default_factory=list)
    pending: Pending | None = None
    seen: list[int] = field(default_factory=list)
    over: bool = False
    log: list[dict[str, object]] = field(default_factory=list)
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()


def _table() -> Handlers[Toy]:
    table: Handlers[Toy] = Handlers("toy")

    @table.handles(Count)
    def count(s: Toy, task: Count) -> None:
        s.seen.append(task.n)
        if task.n > 1:
            s.tasks.append(Count(task.n - 1))

    @table.handles(Held)
    def held(s: Toy, task: Held) -> None:
        s.seen.append(0)

    return table


class ToyFlow(Flow[Toy]):
    max_steps = 50

    def game_over(self, s: Toy) -> bool:
        return s.over

    def idle(self, s: Toy) -> None:
        s.pending = Pending("p1", "main", "go on")


def test_a_kind_registered_twice_is_refused() -> None:
    table = _table()

    def again(s: Toy, task: Count) -> None:
        return None

    with pytest.raises(DuplicateHandlerError, match="Count is already handled by"):
        table.handles(Count)(again)
    assert table.kind_of(again) is None and len(table) == 2


def test_handlers_dispatch_on_the_class_and_are_found_by_object() -> None:
    table = _table()
    s = Toy()
    table.run(s, Count(2))
    assert s.seen == [2] and s.tasks == [Count(1)]
    handler = table.handlers[Held]
    assert table.kind_of(handler) is Held and set(table) == {Count, Held}
    with pytest.raises(KeyError):
        table.run(s, Task())  # a kind nobody handles is an error, not a silent skip


def test_tasks_are_frozen_values_with_class_level_flags() -> None:
    task = Count(3)
    with pytest.raises(FrozenInstanceError):
        task.n = 4  # type: ignore[misc]
    assert Held.hold and not Count.hold and not Count.immediate and Count.kind() == "Count"


def test_the_loop_runs_the_stack_then_the_idle_hook() -> None:
    s = Toy(tasks=[Held(), Count(3)])
    ToyFlow(_table()).advance(s)
    assert s.seen == [3, 2, 1, 0]
    assert s.pending is not None and s.pending.kind == "main" and not s.tasks


def test_the_loop_stops_at_a_pending_decision_or_the_end_of_the_game() -> None:
    s = Toy(tasks=[Count(1)], pending=Pending("p2", "decide"))
    ToyFlow(_table()).advance(s)
    assert s.seen == [] and s.tasks == [Count(1)]
    s = Toy(tasks=[Count(1)], over=True)
    ToyFlow(_table()).advance(s)
    assert s.seen == [] and s.pending is None


def test_an_interrupt_runs_before_the_top_task() -> None:
    class Interrupting(ToyFlow):
        def interrupt(self, s: Toy, top: Task | None) -> bool:
            if top is not None and not top.hold and 9 not in s.seen:
                s.seen.append(9)
                return True
            return False

    s = Toy(tasks=[Held(), Count(1)])
    Interrupting(_table()).advance(s)
    assert s.seen == [9, 1, 0]


def test_a_runaway_loop_reaches_its_hook() -> None:
    @dataclass(frozen=True, slots=True)
    class Forever(Task):
        pass

    table: Handlers[Toy] = Handlers("loop")

    @table.handles(Forever)
    def forever(s: Toy, task: Forever) -> None:
        s.tasks.append(Forever())

    with pytest.raises(AssertionError, match="too many steps"):
        ToyFlow(table).advance(Toy(tasks=[Forever()]))


def test_start_and_transition() -> None:
    assert start({"mode": "fresh"}, lambda _: "fresh", lambda _: "declared") == "fresh"
    assert start({"mode": "state"}, lambda _: "fresh", lambda _: "declared") == "declared"
    with pytest.raises(ValueError, match="unknown setup mode"):
        start({"mode": "other"}, lambda _: "fresh", lambda _: "declared")
    s = Toy(tasks=[Count(1)])

    def copy(t: Toy) -> Toy:
        return Toy(list(t.tasks), t.pending, list(t.seen))

    def apply(t: Toy, action: dict[str, object]) -> None:
        t.seen.append(int(str(action["n"])))

    nxt = transition(s, {"n": 5}, copy, apply, ToyFlow(_table()).advance)
    assert nxt.seen == [5, 1] and s.seen == [] and s.tasks == [Count(1)]


def test_outcomes_impossible_ids_and_players() -> None:
    assert [o.value for o in Outcome] == ["done", "wait", "stop"]
    assert IMPOSSIBLE is not None and IMPOSSIBLE not in Outcome.__members__.values()
    s = Toy(reserved_ids=frozenset({"p1-2"}))
    assert [s.new_id("p1"), s.new_id("p1")] == ["p1-1", "p1-3"]
    s.emit("draw", player="p1")
    assert s.log == [{"event": "draw", "player": "p1"}]
    assert PLAYERS == ("p1", "p2") and other("p1") == "p2" and other("p2") == "p1"


def test_action_fields_of_the_wrong_type_are_malformed() -> None:
    action = {"card": "c1", "use": True, "cards": ["a", "b"], "n": 1}
    assert field_str(action, "card") == "c1" and field_bool(action, "use") is True
    assert field_strs(action, "cards", "needs cards") == ["a", "b"]
    with pytest.raises(ValueError, match="'n' must be a string"):
        field_str(action, "n")
    with pytest.raises(ValueError, match="'card' must be a boolean"):
        field_bool(action, "card")
    with pytest.raises(ValueError, match="needs cards"):
        field_strs({"cards": ["a", 1]}, "cards", "needs cards")
