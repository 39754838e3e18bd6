"""An in-process engine whose observations give the turn as a string (``--engine wrong_observation:make``)."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.onepiece.engine import OnePieceEngine


class TurnAsText(OnePieceEngine):
    def observe(self) -> dict[str, Any]:
        observation = dict(super().observe())
        observation["turn"] = str(observation.get("turn"))
        return observation


def make() -> TurnAsText:
    return TurnAsText()
