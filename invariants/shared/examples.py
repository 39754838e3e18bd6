"""Examples drawn from a Hypothesis strategy outside a Hypothesis test: the same for the same seed."""

from __future__ import annotations

from typing import Any


def draw_examples(strategy: Any, seed: int, count: int) -> list[Any]:
    """``count`` examples of a Hypothesis strategy, the same for the same seed (generation only, no database)."""
    import warnings

    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hypothesis_seed

    drawn: list[Any] = []

    @hypothesis_seed(seed)
    @settings(
        max_examples=count,
        database=None,
        phases=[Phase.generate],
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def collect(setup: Any) -> None:
        drawn.append(setup)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        collect()
    return drawn
