"""The ONE PIECE CARD GAME invariant kit: its own checks, setups, and how to make an impossible action."""

from __future__ import annotations

from tcgjudge.invariants.onepiece import battle_model, play_model
from tcgjudge.invariants.onepiece.checks import INVARIANTS
from tcgjudge.invariants.onepiece.states import declared_setups, fresh_setup, fresh_setups
from tcgjudge.invariants.shared.records import InvariantKit

from tcgjudge.engine.interface import Action

CARD_FIELDS = ("card", "attacker", "target", "blocker")


def impossible(action: Action, pick: int) -> Action | None:
    """A listed action made impossible: a card that does not exist, or the other player acting."""
    fields = [name for name in CARD_FIELDS if name in action]
    if fields:
        return {**action, fields[pick % len(fields)]: "no-such-card"}
    if action.get("type") != "concede" and "player" in action:
        return {**action, "player": "p2" if action["player"] == "p1" else "p1"}
    return None


KIT = InvariantKit(
    invariants=INVARIANTS,
    setups={"declared": declared_setups, "fresh": fresh_setups},
    fresh_setup=fresh_setup,
    impossible=impossible,
    concedes=lambda action: action.get("type") == "concede",
    models={"battle-model": battle_model.CLAUSES, "play-model": play_model.CLAUSES},
)
