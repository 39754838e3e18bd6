"""The Cipher invariant kit: its own checks, setups, and how to make an impossible action."""

from __future__ import annotations

from tcgjudge.invariants.cipher import judgment_model
from tcgjudge.invariants.cipher.checks import INVARIANTS
from tcgjudge.invariants.cipher.states import declared_setups, fresh_setup, fresh_setups
from tcgjudge.invariants.shared.records import InvariantKit, card_or_player_impossible

CARD_FIELDS = ("card", "onto")
"""Action fields that name a card."""

KIT = InvariantKit(
    invariants=INVARIANTS,
    setups={"declared": declared_setups, "fresh": fresh_setups},
    fresh_setup=fresh_setup,
    impossible=card_or_player_impossible(CARD_FIELDS),
    models={"judgment-model": judgment_model.CLAUSES},
)
