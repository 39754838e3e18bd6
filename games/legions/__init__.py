"""Legions!: comprehensive rulebook 1.00, a reference engine (docs/legions-data.md), scenarios, invariants."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.identity import Renames
from tcgjudge.protocol.decisions import DecisionRules
from tcgjudge.registry import Capability, Game

CAPABILITIES: tuple[Capability, ...] = (
    Capability("setup.fresh", "start a seeded fresh game: deck checks (23), the setup steps (25)"),
    Capability("setup.state", "start from a declared state (docs/legions-data.md)"),
    Capability("setup.phase", "a declared state starting at the beginning of a phase other than main"),
    Capability("setup.restrictions", "banned, limited and joint-use lists of a fresh game's regulation (23-2e..23-2g)"),
    Capability("battle", "attacks and the damage exchange (27-4, 34)"),
    Capability("keyword.haste", "the keyword Haste (29-2)"),
    Capability("keyword.assault", "the keyword Assault (29-3)"),
    Capability("keyword.first_strike", "the keyword First Strike (39-4)"),
    Capability("action.activate.core_boost", "the awakened master's Core Boost (20-3b)"),
    Capability("action.activate.grant_assault", "the awakened master giving Assault (20-3c)"),
)

PHASE_DECISIONS = {"card_change": "draw", "main": "main", "choose_standby": "end"}
"""The phase each kind of decision belongs to (26-5a, 27, 28-1)."""


def setup_needs(setup: Mapping[str, Any]) -> frozenset[str]:
    """The capabilities a setup uses, read from its content (the shared World checks them before starting)."""
    needs: set[str] = set()
    if setup.get("mode") == "fresh":
        needs.add("setup.fresh")
        if setup.get("restrictions"):
            needs.add("setup.restrictions")
    else:
        needs.add("setup.state")
        if (setup.get("state") or {}).get("phase", "main") != "main":
            needs.add("setup.phase")
    for card in setup.get("cards", []):
        needs.update(f"keyword.{keyword}" for keyword in card.get("keywords", []))
    return frozenset(needs)


def check_decision(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """Who decides what, and when: only the turn player decides once the game has begun (01-8), and a
    decision belongs to its phase (26-5a, 27, 28-1); ``choose_turn_order`` only before turn 1 (25-7)."""
    kind, player, phase = decision.get("kind"), decision.get("player"), observation.get("phase")
    if kind == "choose_turn_order":
        return [] if phase == "setup" else [f"a choose_turn_order decision outside the setup (25-7), in {phase!r}"]
    problems = []
    if player != observation.get("turn_player"):
        problems.append(f"a {kind} decision for {player}, who is not the turn player (01-8)")
    wanted = PHASE_DECISIONS.get(str(kind))
    if wanted is not None and phase != wanted:
        problems.append(f"a {kind} decision in the {phase} phase; it belongs to the {wanted} phase")
    return problems


GAME = Game(
    key="legions",
    name="Legions!",
    documents=("legions",),
    capabilities=CAPABILITIES,
    reference_engine="tcgjudge.reference.legions.engine:LegionsEngine",
    steps="tcgjudge.steps.legions",
    invariants="tcgjudge.invariants.legions:KIT",
    schemas="legions",
    decisions=DecisionRules(anytime_actions=frozenset({"concede"}), check=check_decision),
    setup_needs=setup_needs,
    # No clause makes a card that changes zones a new card (docs/legions-data.md, "Decisions"): ids are kept,
    # and an engine that renames cards anyway is followed through its `move` events.
    renames=Renames(old="card", new="new_id"),
    results=ResultRules(
        # 24-4a/24-4c: the check starts from the turn player and a loss beats a win, so a double
        # knock-out is the turn player's loss; 24-2c/24-3c: effects give conditions for that check.
        simultaneous="turn_player_first",
        effects_immediate=False,
        concession=True,
        clauses=("24-1", "24-2a", "24-2c", "24-3a", "24-3c", "24-3d", "24-4a", "24-4b", "24-4c"),
    ),
    invariant_clauses={
        "no-actions-after-the-end": ("24-1",),
        "actions-while-running": (),
        "result-stable": ("24-1",),
        "legal-actions-are-accepted": (),
        "impossible-actions-are-rejected": (),
        "rejection-changes-nothing": (),
        "determinism": (),
    },
)
