"""The Granblue Fantasy invariant kit: its own checks, setups, and how to make an impossible action."""

from __future__ import annotations

from tcgjudge.invariants.gbf.checks import INVARIANTS
from tcgjudge.invariants.gbf.states import declared_setups, fresh_setup, fresh_setups
from tcgjudge.invariants.shared.records import InvariantKit

from tcgjudge.engine.interface import Action

CARD_FIELDS = ("card", "target", "onto")
NO_CARD = "no-such-card"


def impossible(action: Action, pick: int) -> Action | None:
    """A listed action made impossible: a card id that does not exist, or the other player deciding.

    A concession has neither (either player may concede at any time, 1-2-4), so it gives None.
    """
    fields = [name for name in CARD_FIELDS if isinstance(action.get(name), str)]
    cards = action.get("cards")
    if isinstance(cards, list) and cards:
        fields.append("cards")
    if fields:
        name = fields[pick % len(fields)]
        if name == "cards":
            assert isinstance(cards, list)
            changed = list(cards)
            changed[pick % len(changed)] = NO_CARD
            return {**action, "cards": changed}
        return {**action, name: NO_CARD}
    if action.get("type") != "concede" and action.get("player") in ("p1", "p2"):
        return {**action, "player": "p2" if action["player"] == "p1" else "p1"}
    return None


KIT = InvariantKit(
    invariants=INVARIANTS,
    setups={"declared": declared_setups, "fresh": fresh_setups},
    fresh_setup=fresh_setup,
    impossible=impossible,
    concedes=lambda action: action.get("type") == "concede",
)
