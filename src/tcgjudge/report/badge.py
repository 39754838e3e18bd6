"""A shields.io endpoint badge ("<game>: 97% conformant")."""

from __future__ import annotations

from typing import Any

from tcgjudge.results import RunResults


def badge(run: RunResults) -> dict[str, Any]:
    """The endpoint JSON shields.io reads: https://shields.io/badges/endpoint-badge."""
    percent = run.conformance()
    color = "brightgreen" if percent == 100 else "green" if percent >= 90 else "yellow" if percent >= 70 else "red"
    message = f"{run.conformance_text(0)}% conformant"  # never rounded up to 100%
    # A partial run must never look like a whole one: say so, in grey.
    if not run.complete:
        message, color = f"{message}, incomplete run", "lightgrey"
    elif run.selection:
        message, color = f"{message} on a selection ({run.describe_selection()})", "lightgrey"
    return {"schemaVersion": 1, "label": run.game, "message": message, "color": color}
