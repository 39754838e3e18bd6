"""Granblue Fantasy TCG: comprehensive rules 1.10 and the undated rule reference; a reference engine of the setup,
the zones, the turn and rule processing so far (docs/gbf-data.md), scenarios, invariants."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.identity import Renames
from tcgjudge.protocol.decisions import DecisionRules
from tcgjudge.registry import Capability, Game

CAPABILITIES: tuple[Capability, ...] = (
    Capability("setup.fresh", "start a seeded fresh game: deck checks (5-1), the setup steps (5-2)"),
    Capability("setup.state", "start from a declared state (docs/gbf-data.md)"),
    Capability("setup.phase", "a declared state starting at the beginning of a phase other than main"),
    Capability("action.summon", "a summon card of the hand to the ougi gauge in the main phase (6-3-1-2-3)"),
    Capability("action.job_change", "a job change, once a turn (6-3-1-2-4, 10-3)"),
    Capability("action.uncap", "an uncap (limit break), once a turn (6-3-1-2-5, 10-4)"),
    Capability("battle", "attacks, pursuits, the counter step and the damage step (chapter 7)"),
    Capability(
        "effect.activated", "test cards' activated effects, their crystal costs and one-shot effects (chapter 8)"
    ),
    Capability("effect.automatic", "automatic effects of test cards: triggers, the checkpoint's order (8-5-1, 8-7)"),
    Capability("effect.continuous", "continuous effects of test cards: a crew area's ATK bonus (8-9)"),
    Capability("effect.replacement", "replacement effects of test cards on damage to them (8-10)"),
    Capability("effect.summon", "a summon card's effect: its condition (6-3-1-2-3-1), its resolution (6-3-1-2-3-2)"),
    Capability("charge_attack", "a card's charge attack (ougi) as it attacks or pursues (2-6-1-1, 7-2-1-3-1-4)"),
    Capability("chips", "typed chips on cards and zones in the declared state and the observation (10-16)"),
)

SETUP_DECISIONS = frozenset({"mulligan", "choose_captain"})
TURN_PLAYER_DECISIONS = frozenset({"main", "battle", "charge_attack", "chain_burst_target", "order_bottom"})
NON_TURN_PLAYER_DECISIONS = frozenset({"counter", "counter_step"})
PHASE_DECISIONS = {
    "main": "main",
    "battle": "battle",
    "charge_attack": "battle",
    "counter": "battle",
    "counter_step": "battle",
    "chain_burst_target": "burst",
    "order_bottom": "burst",
}


def setup_needs(setup: Mapping[str, Any]) -> frozenset[str]:
    """The capabilities a setup uses, read from its content."""
    needs = {"charge_attack"} if any(card.get("ougi") for card in setup.get("cards", [])) else set()
    kinds = {effect.get("kind") for card in setup.get("cards", []) for effect in card.get("effects", [])}
    needs |= {f"effect.{kind}" for kind in kinds}
    if _has_chips((setup.get("state") or {}).get("players") or {}):
        needs.add("chips")  # 10-16-1: chips on a card or a zone of the declared state
    if setup.get("mode") == "fresh":
        return frozenset(needs | {"setup.fresh"})
    needs.add("setup.state")
    if (setup.get("state") or {}).get("phase", "main") != "main":
        needs.add("setup.phase")
    return frozenset(needs)


def _has_chips(players: Mapping[str, Any]) -> bool:
    """A declared state puts a chip on some card or zone (docs/gbf-data.md (a))."""
    for state in players.values():
        if any(state.get("chips", {}).values()):
            return True
        for zone in ("captains", "crew", "crystals", "gauge"):
            if any(isinstance(card, Mapping) and card.get("chips") for card in state.get(zone) or []):
                return True
    return False


def check_decision(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """Who decides what, and when: the mulligans and captains only in the setup (5-2-1-5, 5-2-1-7); the free
    timings and the chain burst's choices are the turn player's, in their phase (6-3-1-2, 6-4-1, 6-5-1-2)."""
    kind, player, phase = decision.get("kind"), decision.get("player"), observation.get("phase")
    if kind in SETUP_DECISIONS:
        return [] if phase == "setup" else [f"a {kind} decision outside the setup (5-2-1), in {phase!r}"]
    problems = []
    if phase == "setup":
        problems.append(f"a {kind} decision before the game has begun (5-2-1-8)")
    if kind in TURN_PLAYER_DECISIONS and player != observation.get("turn_player"):
        problems.append(f"a {kind} decision for {player}, who is not the turn player")
    if kind in NON_TURN_PLAYER_DECISIONS and player == observation.get("turn_player"):
        problems.append(f"a {kind} decision for the turn player {player}; it is the non-turn player's (7-2-1-4, 7-3)")
    wanted = PHASE_DECISIONS.get(str(kind))
    if wanted is not None and phase != wanted:
        problems.append(f"a {kind} decision in the {phase} phase; it belongs to the {wanted} phase")
    if kind == "apply_replacements":
        problems += _replacement_chooser(decision, observation)
    return problems


def _replacement_chooser(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """8-10-2-1, 8-10-2-2: the order of replacement effects on an event affecting a card is chosen by that card's
    master (options ``card id/effect index``), whoever's turn it is."""
    players = observation.get("players") or {}
    options = decision.get("options") or (observation.get("pending") or {}).get("options") or []
    for option in options:
        cid = str(option).rsplit("/", 1)[0]
        for master, zones in players.items():
            held = any(c.get("id") == cid for zone in ("crew", "captains") for c in zones.get(zone, []))
            if held and master != decision.get("player"):
                return [f"an apply_replacements decision on {cid} for {decision.get('player')}, not its master"]
    return []


GAME = Game(
    key="gbf",
    name="Granblue Fantasy TCG",
    documents=("gbf", "gbf-reference"),
    capabilities=CAPABILITIES,
    reference_engine="tcgjudge.reference.gbf.engine:GbfEngine",
    steps="tcgjudge.steps.gbf",
    invariants="tcgjudge.invariants.gbf:KIT",
    schemas="gbf",
    decisions=DecisionRules(anytime_actions=frozenset({"concede"}), check=check_decision),
    setup_needs=setup_needs,
    # 3-1-4 makes a card leaving the crew area a new card; the reference keeps its id and logs the move with
    # both fields (docs/gbf-data.md), so an engine that renames it is followed through its to_gauge events.
    renames=Renames(old="card", new="new_id"),
    # 3-2-4 / 5-2-1-3: how a deck is shuffled is the engine's own randomness.
    random_events=frozenset({"shuffle"}),
    results=ResultRules(
        # 1-2-3: both players losing together is a draw; 1-2-5: an effect's win or loss is applied at once.
        simultaneous="draw",
        effects_immediate=True,
        concession=True,
        clauses=("1-2-1", "1-2-2", "1-2-3", "1-2-4", "1-2-5"),
    ),
    invariant_clauses={
        "no-actions-after-the-end": ("1-2-1",),
        "actions-while-running": (),
        "result-stable": ("1-2-1",),
        "legal-actions-are-accepted": (),
        "impossible-actions-are-rejected": (),
        "rejection-changes-nothing": (),
        "determinism": (),
    },
)
