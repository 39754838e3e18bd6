"""Steps used only by the keyword scenarios; shared steps live in given_steps, when_steps and then_steps."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.onepiece.world import World

Q = r'"(?P<{}>[^"]+)"'


def _activations(world: World) -> list[dict[str, Any]]:
    return [e for e in world.observe()["log"] if e.get("event") == "activate"]


@then(parsers.re(r"the log shows " + Q.format("first") + r" activating before " + Q.format("second")))
def then_activation_order(world: World, first: str, second: str) -> None:
    """`Then the log shows "ID" activating before "ID"` — both cards activated an ability, and the first activation of
    the first card precedes the first of the second.

    Vocabulary: Log (all events since the game began)
    """
    events = _activations(world)
    cards = [e.get("card") for e in events]
    assert first in cards, f'"{first}" should have activated an ability; the log has activations {events}'
    assert second in cards, f'"{second}" should have activated an ability; the log has activations {events}'
    assert cards.index(first) < cards.index(second), (
        f'the ability of "{first}" must activate before that of "{second}", but the log has {events}'
    )
