"""The state copy behind every pure transition of the Legions! engine (``state.copy_state``) shares nothing
that changes: equal to the original, and no list, dict, set or non-frozen dataclass is the same object in both
(the card pool and log entries, never changed once made, are the only shared parts), except the wait zones, which
both sides share copy-on-write until either asks for them (``PlayerState.wait``)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest
from tcgjudge.invariants.shared.records import game_kit
from tcgjudge.reference.legions.actions import legal_actions
from tcgjudge.reference.legions.engine import new_game, step
from tcgjudge.reference.legions.state import GameState, copy_state


def played(seed: int, actions: int) -> GameState:
    s = new_game(dict(game_kit("legions").fresh_setup(seed)))
    chooser = random.Random(seed)
    for _ in range(actions):
        if s.result.over:
            break
        s = step(s, chooser.choice([a for a in legal_actions(s) if a["type"] != "concede"]))
    return s


def pairs(a: Any, b: Any, path: str) -> Iterator[tuple[Any, Any, str]]:
    """Every mutable value of ``a`` with its counterpart in ``b`` (walked in parallel)."""
    if isinstance(a, list | tuple):
        if isinstance(a, list):
            yield a, b, path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from pairs(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        yield a, b, path
        for key in a:
            yield from pairs(a[key], b[key], f"{path}.{key}")
    elif isinstance(a, set):
        yield a, b, path
    elif dataclasses.is_dataclass(a) and not isinstance(a, type):
        if not type(a).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            yield a, b, path
        for f in dataclasses.fields(a):
            yield from pairs(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_copy_is_equal_and_shares_nothing_that_changes(seed: int) -> None:
    s = played(seed, 150)
    copied = copy_state(s)
    assert copied == s and copied.rng_state == s.rng_state
    assert copied.cards is s.cards and copied.log is not s.log
    s_without = dataclasses.replace(s, cards=None, log=[])  # type: ignore[arg-type]
    copied_without = dataclasses.replace(copied, cards=None, log=[])  # type: ignore[arg-type]
    shared = [path for a, b, path in pairs(s_without, copied_without, "state") if a is b and path != "state"]
    assert shared and all(".waits" in path for path in shared)  # copy on write: flagged on both sides
    assert all(s.players[p].waits_shared and copied.players[p].waits_shared for p in s.players)
    for p in s.players:  # asking for them un-shares them, on either side
        assert copied.players[p].wait is not s.players[p].wait
    shared = [path for a, b, path in pairs(s_without, copied_without, "state") if a is b and path != "state"]
    assert shared == []
    assert copied == s
    assert all(x is y for x, y in zip(s.log, copied.log, strict=True))  # entries are never changed once made


@pytest.mark.parametrize("first", ["original", "copy"])
def test_changing_one_side_s_shared_wait_zones_leaves_the_other_unchanged(first: str) -> None:
    s = played(4, 120)
    copied = copy_state(s)
    before = copy_state(s)
    changed, kept = (s, copied) if first == "original" else (copied, s)
    zones = changed.players["p1"].wait
    zones[0].cores += 3
    zones[1].cards.append(zones[2].cards.pop() if zones[2].cards else s.players["p1"].deck[0])
    changed.players["p2"].wait[3].cores += 1
    assert kept == before and changed != before
    assert [z.cores for z in kept.players["p1"].wait] == [z.cores for z in before.players["p1"].wait]
