"""Steps used only by the keyword scenarios; shared steps live in given_steps, when_steps and then_steps."""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.onepiece.world import World

Q = r'"(?P<{}>[^"]+)"'


@then(parsers.re(r"the action is rejected citing clause (?P<first>[0-9][0-9-]*) or (?P<second>[0-9][0-9-]*)"))
def then_rejected_either(world: World, first: str, second: str) -> None:
    """For an action two clauses forbid at once (e.g. a [Counter] event played in the main phase)."""
    assert world.attempted, "no 'tries to' step came before: only attempted actions can be checked for rejection"
    what = json.dumps(world.last_action, sort_keys=True) if world.last_action is not None else "the setup"
    assert world.rejected is not None, f"clauses {first} and {second} forbid {what}, but the engine accepted it"
    assert world.rejected.clause in (first, second), (
        f"the engine rejected {what} citing clause {world.rejected.clause} ({world.rejected.message}), "
        f"but the clauses that forbid it are {first} and {second}"
    )


def _activations(world: World) -> list[dict[str, Any]]:
    return [e for e in world.observe()["log"] if e.get("event") == "activate"]


@then(parsers.re(r"the log shows " + Q.format("first") + r" activating before " + Q.format("second")))
def then_activation_order(world: World, first: str, second: str) -> None:
    """Both cards activated an ability, and the first of ``first`` precedes the first of ``second``."""
    events = _activations(world)
    cards = [e.get("card") for e in events]
    assert first in cards, f'"{first}" should have activated an ability; the log has activations {events}'
    assert second in cards, f'"{second}" should have activated an ability; the log has activations {events}'
    assert cards.index(first) < cards.index(second), (
        f'the ability of "{first}" must activate before that of "{second}", but the log has {events}'
    )
