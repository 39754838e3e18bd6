"""The Granblue Fantasy invariant kit: its own checks, setups, and how to make an impossible action."""

from __future__ import annotations

from tcgjudge.invariants.gbf import damage_model
from tcgjudge.invariants.gbf.checks import INVARIANTS
from tcgjudge.invariants.gbf.states import declared_setups, fresh_setup, fresh_setups
from tcgjudge.invariants.shared.records import InvariantKit, card_or_player_impossible

CARD_FIELDS = ("card", "target", "onto")
"""Action fields that name a card; a concession names none and is never made impossible (1-2-4)."""

KIT = InvariantKit(
    invariants=INVARIANTS,
    setups={"declared": declared_setups, "fresh": fresh_setups},
    fresh_setup=fresh_setup,
    impossible=card_or_player_impossible(CARD_FIELDS),
    concedes=lambda action: action.get("type") == "concede",
    models={"damage-model": damage_model.CLAUSES},
)
