"""Shrinking a walk to the shortest sequence of actions that still shows its disagreement (delta debugging).

Zeller's ddmin over the steps: drop ever smaller chunks while the replay still ends in a difference with the
same fingerprint, then try dropping each step alone; what remains is 1-minimal (no single step can go).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from tcgjudge.explore.compare import Step

Reproduces = Callable[[list[Step]], list[Step] | None]
"""Replays a candidate; the steps actually taken when it still shows the disagreement, else None."""


def shrink(steps: list[Step], reproduces: Reproduces, deadline: float, max_tries: int = 400) -> list[Step]:
    """The shortest sequence found before ``deadline`` (``time.monotonic``) that still reproduces."""
    current = list(steps)
    tries = 0
    chunks = 2
    while len(current) >= 1 and tries < max_tries and time.monotonic() < deadline:
        size = max(1, len(current) // chunks)
        reduced = False
        for begin in range(0, len(current), size):
            if tries >= max_tries or time.monotonic() >= deadline:
                break
            candidate = current[:begin] + current[begin + size :]
            tries += 1
            taken = reproduces(candidate)
            if taken is not None and len(taken) < len(current):
                current = taken
                chunks = max(chunks - 1, 2)
                reduced = True
                break
        if not reduced:
            if size == 1:
                break
            chunks = min(chunks * 2, len(current))
    return current
