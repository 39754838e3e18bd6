"""Fire Emblem 0 (Cipher) TCG: comprehensive rules 1.35; a reference engine of the zones, the setup, the turn and
the rule processing they need so far (docs/cipher-data.md), scenarios, invariants."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.identity import Renames
from tcgjudge.protocol.decisions import DecisionRules
from tcgjudge.registry import Capability, Game

CAPABILITIES: tuple[Capability, ...] = (
    Capability("setup.fresh", "start a seeded fresh game: deck checks (12.1), the setup steps (12.2)"),
    Capability("setup.state", "start from a declared state (docs/cipher-data.md)"),
    Capability("setup.phase", "a declared state starting at the beginning of a phase other than deployment"),
    Capability("action.deploy", "deploying a unit from the hand in the deployment phase (14.1, 15)"),
    Capability("action.level_up", "levelling up and class changing a unit in the deployment phase (14.2, 16)"),
    Capability("action.move", "moving a unit to the other line in the action phase (17)"),
    Capability(
        "battle", "attacks by range, support, critical hits, godspeed evasion, judgment, destruction (18, 20, 9.3)"
    ),
    Capability(
        "skill.automatic",
        "automatic skills of the test cards: their triggers, the check timing's one-at-a-time choice (7.2.3, 10)",
    ),
    Capability("skill.continuous", "continuous skills of the test cards: orbs broken (9.3.1.2.3), placement (9.5)"),
    Capability("skill.activated", "activated skills of the test cards: their costs, usage limits and conditions (19)"),
    Capability("skill.support", "support skills of the test cards' support cards, attack or defence (18.3.1.6)"),
    Capability(
        "skill.keyword",
        "keyword skills (21.2.2: their conditions and costs), bond and hand skills (21.3.1.1, 21.3.1.2), continuous"
        " power, trigger conditions and usage-limit icons taken away (21.3.1.5.1.1.1, 21.4.3.1)",
    ),
    Capability(
        "skill.special",
        "special skills triggered in the hand: kept or lost as the card moves, left unchosen, undone (10.1.1.1.3.1 to "
        "10.2.3.5.2)",
    ),
)

SKILL_NEEDS = {
    "auto": "skill.automatic",
    "continuous": "skill.continuous",
    "act": "skill.activated",
    "support": "skill.support",
    "special": "skill.special",
}

KEYWORD_FIELDS = frozenset(
    {"zone", "class_change", "level_up", "union", "carnage", "bond_skill", "twin", "awakening", "legendary"}
    | {"crest", "triggers_only_in", "formation", "dragon_vein", "hero", "frees_level_up", "strips_limits"}
    | {"then", "however_cost_at_most", "dragonblood", "draw_per_dragonblood", "deploy_cost", "increase_flip"}
)
"""21: the skill JSON fields (top level, cost or effect) that need ``skill.keyword``."""


def _keyword(skill: Mapping[str, Any]) -> bool:
    fields = {*skill, *(skill.get("cost") or {}), *(skill.get("effect") or {})}
    return bool(fields & KEYWORD_FIELDS) or (
        skill.get("kind") == "continuous" and "power" in (skill.get("effect") or {})
    )


SETUP_DECISIONS = frozenset({"main_character", "mulligan"})
PHASE_DECISIONS = {"bond": "bond", "deployment": "deployment", "action": "action", "critical": "action"}


def setup_needs(setup: Mapping[str, Any]) -> frozenset[str]:
    """The capabilities a setup uses, read from its content (a card with skills needs their kinds)."""
    kinds = {SKILL_NEEDS[k["kind"]] for card in setup.get("cards", []) for k in card.get("skills", ())}
    if any(_keyword(k) for card in setup.get("cards", []) for k in card.get("skills", ())):
        kinds.add("skill.keyword")
    if setup.get("mode") == "fresh":
        return frozenset({"setup.fresh", *kinds})
    needs = {"setup.state", *kinds}
    if (setup.get("state") or {}).get("phase", "deployment") != "deployment":
        needs.add("setup.phase")
    return frozenset(needs)


def check_decision(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """Who decides what, and when: the Main Characters and mulligans only in the setup (12.2.1.1, 12.2.1.5); each
    phase's choices and the critical hit are the turn player's, in that phase (13.3.1.2, 13.4.1.2, 13.5.1.3,
    18.4.1.2); the godspeed evasion is the non-turn player's (18.4.1.4); the order of support skills is chosen in a
    battle (18.3.1.6.5)."""
    kind, player, phase = decision.get("kind"), decision.get("player"), observation.get("phase")
    if kind in SETUP_DECISIONS:
        return [] if phase == "setup" else [f"a {kind} decision outside the setup (12.2), in {phase!r}"]
    problems = []
    if phase == "setup":
        problems.append(f"a {kind} decision before the game has begun (12.2.1.7)")
    wanted = PHASE_DECISIONS.get(str(kind))
    if wanted is not None:
        if player != observation.get("turn_player"):
            problems.append(f"a {kind} decision for {player}, who is not the turn player")
        if phase != wanted:
            problems.append(f"a {kind} decision in the {phase} phase; it belongs to the {wanted} phase")
    if kind == "evasion" and player == observation.get("turn_player"):
        problems.append("an evasion decision for the turn player; it is the non-turn player's (18.4.1.4)")
    if kind == "support_skill" and observation.get("battle") is None:
        problems.append("a support_skill decision outside a battle (18.3.1.6.5)")
    return problems


GAME = Game(
    key="cipher",
    name="Fire Emblem 0 (Cipher)",
    documents=("cipher",),
    capabilities=CAPABILITIES,
    reference_engine="tcgjudge.reference.cipher.engine:CipherEngine",
    steps="tcgjudge.steps.cipher",
    invariants="tcgjudge.invariants.cipher:KIT",
    schemas="cipher",
    decisions=DecisionRules(check=check_decision, pass_actions=frozenset({"no_bond"})),
    setup_needs=setup_needs,
    # 6.5 makes a card changing zones (but from line to line) a new card; the reference keeps its id and logs the
    # move with both fields (docs/cipher-data.md), so an engine that renames it is followed through them.
    renames=Renames(old="card", new="new_id"),
    # 12.2.1.2, 12.2.1.5.1, 11.3.1: how a deck is shuffled is the engine's own randomness.
    random_events=frozenset({"shuffle"}),
    results=ResultRules(
        # 3.2: both losing together is a draw; 23.1.30.1: "you win" ends the game at once.
        # Chapter 3 lists no concession, so the model has none: a conceding player leaves the game
        # outside the rules (a tournament matter), and an engine is not judged on it.
        simultaneous="draw",
        effects_immediate=True,
        concession=False,
        clauses=("3.1", "3.2", "23.1.30.1"),
    ),
    invariant_clauses={
        "no-actions-after-the-end": ("3.1",),
        "actions-while-running": (),
        "result-stable": ("3.1",),
        "legal-actions-are-accepted": (),
        "impossible-actions-are-rejected": (),
        "rejection-changes-nothing": (),
        "determinism": (),
    },
)
