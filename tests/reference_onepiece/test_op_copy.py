"""The state copy behind every pure transition (``state.copy_state``) is deep where it must be.

``copy_state`` shares what never changes (frozen dataclasses, card definitions, log entries) and
copies the rest by hand. These tests walk every field of every dataclass (``dataclasses.fields``),
so a field added later is covered without touching them: the sample state must give it a
non-default value, the copy must keep it, and no mutable value may end up shared.
"""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from collections.abc import Iterator
from typing import Any

import pytest
from tcgjudge.reference.onepiece import state as state_module
from tcgjudge.reference.onepiece.actions import apply_action, legal_actions
from tcgjudge.reference.onepiece.cards import Effect
from tcgjudge.reference.onepiece.decisions import Targets
from tcgjudge.reference.onepiece.engine import step
from tcgjudge.reference.onepiece.flow import advance
from tcgjudge.reference.onepiece.state import (
    Battle,
    Card,
    FieldCard,
    GameState,
    Modifier,
    Pending,
    Result,
    Triggered,
    copy_state,
)
from tcgjudge.reference.onepiece.tasks import Effects
from test_op_helpers import fresh_setup, new_game, observe

STATE_CLASSES = {
    cls
    for _name, cls in inspect.getmembers(state_module, inspect.isclass)
    if dataclasses.is_dataclass(cls) and cls.__module__ == state_module.__name__
} | {Pending}  # the core's decision, part of every state
IMMUTABLE = (str, int, float, bool, type(None), frozenset)
LOG_FIELD = (GameState, "log")  # the list is copied; its entries are never mutated, so they are shared


def _frozen(value: object) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and bool(params.frozen)


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def rich_state() -> GameState:
    """A game in progress with every field of every state dataclass set to a non-default value."""
    s = new_game(fresh_setup(3))
    while s.turn < 3:  # a few real turns: hands, decks, life, DON!!, a log
        s = step(s, next(a for a in legal_actions(s) if a["type"] in ("choose_turn_order", "keep", "end_main")))
    p1, p2 = s.players["p1"], s.players["p2"]
    assert p1.leader is not None
    p1.leader.rested, p1.leader.don, p1.leader.played_turn = True, 2, True
    p1.characters.append(FieldCard("c1", "C-VAN", rested=True, don=1, played_turn=True))
    p2.stage = FieldCard("st", "S-STAGE", rested=True, don=1, played_turn=True)
    p1.trash.append(Card("t1", "C-VAN", face_up=True, shown_to=("p1",)))
    p1.life[0] = Card(p1.life[0].id, p1.life[0].card, face_up=True, shown_to=("p2",))
    p1.don_deck, p1.don_active, p1.don_rested, p1.damaged_at_zero = 1, 2, 3, True
    trig = Triggered("e-1", "p1", "c1", "C-VAN", 1, "on_play", zone_checked=False)
    s.battle = Battle("c1", "st", "x", "counter", "p1", blocker="b", blocker_used=True)
    s.modifiers.append(Modifier("power", "c1", "battle", "p1", amount=1000, keyword="rush", what="attack"))
    s.pending = Pending(
        "p2",
        "select",
        "choose",
        ["c1", {"effect": "e-1", "cards": ["a"]}],
        1,
        2,
        "c1",
        Targets(Effect("ko"), "p1", "c1"),
    )
    s.result = Result(over=True, winner="p1", losers=("p2",), draw=True, reason=("deck", "life"))
    s.tasks.append(Effects("p1", "c1", (Effect("draw"),), 1))  # tasks are frozen: shared by copies
    s.new_triggers.append(trig)
    s.trigger_batches.append([trig])
    s.once_used.add("c1#0")
    s.effect_done = True
    s.reserved_ids = frozenset({"c1"})
    s.ask_forced = True
    s.emit("test", cards=["a", "b"], nested={"x": [1]})
    return s


def _walk(value: object, path: str, field_of: tuple[type, str] | None = None) -> Iterator[tuple[str, object, Any]]:
    """(path, object, field it is the value of) for every object reachable through fields and containers.

    Frozen dataclasses (shared by copies) are not entered: the card pool, cards out of the field, effects...
    """
    yield path, value, field_of
    if _frozen(value):
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name), f"{path}.{f.name}", (type(value), f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _walk(v, f"{path}[{k!r}]", field_of)
    elif isinstance(value, list | tuple):
        for i, v in enumerate(value):
            yield from _walk(v, f"{path}[{i}]", field_of)


def test_the_sample_sets_every_field_of_every_state_class() -> None:
    """Adding a field? Give it a non-default value in ``rich_state`` so the copy tests cover it."""
    s = rich_state()
    seen: dict[type, set[str]] = {}
    for _path, value, _field in _walk(s, "s"):
        if type(value) in STATE_CLASSES:
            non_default = {f.name for f in dataclasses.fields(value) if getattr(value, f.name) != _default(f)}
            seen.setdefault(type(value), set()).update(non_default)
    assert set(seen) == STATE_CLASSES, f"state classes missing from the sample: {STATE_CLASSES - set(seen)}"
    for cls in STATE_CLASSES:
        missing = {f.name for f in dataclasses.fields(cls)} - seen[cls]
        assert not missing, f"{cls.__name__} fields never set to a non-default value in rich_state: {missing}"


def test_frozen_state_classes_hold_only_immutable_values() -> None:
    """A frozen class is shared between copies, so none of its fields may hold a list, dict or set."""
    for path, value, _field in _walk(rich_state(), "s"):
        if type(value) in STATE_CLASSES and _frozen(value):
            for f in dataclasses.fields(value):
                inner = getattr(value, f.name)
                assert isinstance(inner, IMMUTABLE) or (
                    isinstance(inner, tuple) and all(isinstance(x, IMMUTABLE) for x in inner)
                ), f"{path}.{f.name} is mutable: {inner!r}"


def test_copy_is_equal_and_shares_no_mutable_value() -> None:
    s = rich_state()
    c = copy_state(s)
    originals = list(_walk(s, "s"))
    copies = list(_walk(c, "s"))
    assert [p for p, _v, _f in originals] == [p for p, _v, _f in copies]
    for (path, orig, field_of), (_path, dup, _f) in zip(originals, copies, strict=True):
        assert type(orig) is type(dup) and orig == dup, path
        if isinstance(orig, IMMUTABLE) or _frozen(orig):
            continue
        if field_of == LOG_FIELD and path != "s.log":
            continue
        if isinstance(orig, tuple):
            continue  # its items are walked on their own
        assert orig is not dup, f"{path} ({type(orig).__name__}) is shared between the state and its copy"


def _mutate(value: object) -> None:
    """Change every mutable value reachable from ``value`` (outermost first, so paths stay valid)."""
    if dataclasses.is_dataclass(value) and not _frozen(value):
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            _mutate(inner)
            if isinstance(inner, bool):
                setattr(value, f.name, not inner)
            elif isinstance(inner, int):
                setattr(value, f.name, inner + 1)
            elif isinstance(inner, str):
                setattr(value, f.name, inner + "!")
    elif isinstance(value, list):
        for item in value:
            if not isinstance(item, dict) or not item.get("event"):  # log entries are never mutated
                _mutate(item)
        value.append("mutated")
    elif isinstance(value, dict):
        for item in value.values():
            _mutate(item)
        value["mutated"] = True
    elif isinstance(value, set):
        value.add("mutated")


def snapshot(s: GameState) -> bytes:
    """Every field but the card pool (its definitions cache what they derive, which changes their pickle)."""
    return pickle.dumps({f.name: getattr(s, f.name) for f in dataclasses.fields(s) if f.name != "cards"})


def test_mutating_the_copy_leaves_the_original_unchanged() -> None:
    s = rich_state()
    before_pickle, before_observed = snapshot(s), observe(s)
    c = copy_state(s)
    _mutate(c)
    c.shuffle(c.players["p1"].deck)
    assert snapshot(s) == before_pickle
    assert observe(s) == before_observed


def test_copies_draw_the_same_random_sequence_independently() -> None:
    s = rich_state()
    a, b = copy_state(s), copy_state(s)
    a.shuffle(a.players["p1"].deck)
    b.shuffle(b.players["p1"].deck)
    assert [x.id for x in a.players["p1"].deck] == [x.id for x in b.players["p1"].deck]
    assert a.rng_state == b.rng_state != s.rng_state


@pytest.mark.parametrize("seed", [1, 2])
def test_step_leaves_its_input_unchanged(seed: int) -> None:
    s = new_game(fresh_setup(seed))
    for _ in range(60):
        actions = [a for a in legal_actions(s) if a["type"] != "concede"]
        if not actions:
            break
        before = snapshot(s)
        s_next = step(s, actions[len(actions) // 2])
        assert snapshot(s) == before
        s = s_next


def test_a_rejected_action_leaves_the_state_unchanged() -> None:
    s = new_game(fresh_setup(4))
    before = snapshot(s)
    with pytest.raises(Exception, match="belongs to"):
        step(s, {"type": "redraw", "player": "p2" if s.pending and s.pending.player == "p1" else "p1"})
    assert snapshot(s) == before
    nxt = copy_state(s)
    apply_action(nxt, next(a for a in legal_actions(s) if a["type"] != "concede"))
    advance(nxt)
    assert snapshot(s) == before
