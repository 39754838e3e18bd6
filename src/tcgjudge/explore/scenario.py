"""A disagreement written as a ready-to-paste Gherkin scenario, in the steps every game's suite has.

The setup and actions are written with the shared trace steps the invariants' counterexamples use
(:func:`tcgjudge.invariants.shared.state_machine.trace_steps`); the Then steps state what the reference does,
for a person to check against the rules, tag with the clause they decide on, and paste into the game's features.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from tcgjudge.engine.interface import Setup
from tcgjudge.explore.compare import Difference, Step
from tcgjudge.invariants.shared.state_machine import trace_steps


def scenario_text(
    setup: Setup, steps: Sequence[Step], difference: Difference, candidates: Sequence[str], against: str
) -> str:
    """The scenario: candidate clauses in a comment (untagged: a person decides), then the trace and the Then."""
    tried = difference.kind == "acceptance" and bool(steps)
    lines = []
    if candidates:
        lines.append(f"  # candidate clauses (scenarios touching these actions cite them): {', '.join(candidates)}")
    lines.append(f"  # found by tcgjudge explore: {difference.summary}")
    lines.append(f"  # the Then steps state what {against} does; check them against the rules before tagging")
    lines.append(f"  Scenario: Explore found: {difference.kind} after {len(steps)} action(s)")
    body = trace_steps(
        setup,
        [step.action for step in steps],
        tried=[step.attempt or (tried and number == len(steps) - 1) for number, step in enumerate(steps)],
    )
    lines += body
    lines += list(difference.then) or ["    # (no shared step states this difference; see the report)"]
    return "\n".join(lines)


def shown(value: object) -> str:
    return json.dumps(value, sort_keys=True)
