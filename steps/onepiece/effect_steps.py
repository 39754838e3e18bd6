"""Steps used only by the effect scenarios; shared steps live in given_steps, when_steps and then_steps.

The order in which effects resolve (8-1-3-2, 8-6) is observed through the log: these steps
compare the positions of log events, written as JSON objects matched field by field.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers, then
from tcgjudge.steps.onepiece.world import DURATIONS, World


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _positions(log: list[dict[str, Any]], wanted: dict[str, Any]) -> list[int]:
    return [i for i, event in enumerate(log) if all(event.get(k) == v for k, v in wanted.items())]


def _patterns(docstring: str) -> list[dict[str, Any]]:
    patterns = json.loads(docstring)
    assert isinstance(patterns, list) and len(patterns) >= 2 and all(isinstance(p, dict) for p in patterns), (
        "the step needs a JSON list of at least two event patterns (objects)"
    )
    return patterns


@then("the log has these events in this strict order:")
def then_log_strict_order(world: World, docstring: str) -> None:
    """Each pattern matches at least one log event, and every event matching a pattern comes
    after every event matching the patterns listed before it (so an event that should wait
    cannot slip in between, however often the earlier kind occurs)."""
    patterns = _patterns(docstring)
    log: list[dict[str, Any]] = world.observe()["log"]
    found = [_positions(log, p) for p in patterns]
    for pattern, positions in zip(patterns, found, strict=True):
        assert positions, f"the log should record {_show(pattern)}; it holds {_show(log[-40:])}"
    for i in range(1, len(patterns)):
        earlier_last = max(max(found[j]) for j in range(i))
        first = min(found[i])
        assert first > earlier_last, (
            f"every {_show(patterns[i])} should come after all of {_show(patterns[:i])}, but the log has "
            f"{_show(log[first])} at position {first} before {_show(log[earlier_last])} at {earlier_last}; "
            f"log: {_show(log[-40:])}"
        )


@then("the log has exactly one event:")
def then_log_exactly_one(world: World, docstring: str) -> None:
    """Exactly one log event has all the fields of the JSON object."""
    wanted = json.loads(docstring)
    log: list[dict[str, Any]] = world.observe()["log"]
    found = [log[i] for i in _positions(log, wanted)]
    assert len(found) == 1, f"the log should record {_show(wanted)} exactly once, but it holds {_show(found)}"


@given(parsers.re(r"an effect of (?P<player>p[12]) negates the effects of \"(?P<target>[^\"]+)\" (?P<duration>"
                  + "|".join(DURATIONS) + ")"))
def given_negate_effect(world: World, player: str, target: str, duration: str) -> None:
    """8-2: a declared negation of the card's effects."""
    world.effects.append({"kind": "negate", "target": target, "duration": DURATIONS[duration], "controller": player})
