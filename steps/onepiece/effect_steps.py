"""Steps used only by the effect scenarios; shared steps live in given_steps, when_steps and then_steps.

The order in which effects resolve (8-1-3-2, 8-6) is observed through the log: these steps
compare the positions of log events, written as JSON objects matched field by field.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers
from tcgjudge.steps.onepiece.world import DURATIONS, World


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


@given(
    parsers.re(
        r"an effect of (?P<player>p[12]) negates the effects of \"(?P<target>[^\"]+)\" (?P<duration>"
        + "|".join(DURATIONS)
        + ")"
    )
)
def given_negate_effect(world: World, player: str, target: str, duration: str) -> None:
    """`Given an effect of pX negates the effects of "ID" DURATION` — a declared negation (8-2).

    Vocabulary: Battle and effects already in force
    """
    world.effects.append({"kind": "negate", "target": target, "duration": DURATIONS[duration], "controller": player})
