"""ONE PIECE CARD GAME: comprehensive rules 1.1.6, a reference engine, 486 scenarios, invariants."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from tcgjudge.invariants.shared.result_rules import ResultRules

from tcgjudge.identity import Renames
from tcgjudge.protocol.decisions import DecisionRules
from tcgjudge.registry import Capability, Game


def _family(prefix: str, meaning: str, members: str) -> list[Capability]:
    return [Capability(f"{prefix}.{member}", meaning.format(member)) for member in members.split()]


CAPABILITIES: tuple[Capability, ...] = (
    Capability("setup.fresh", "start a seeded fresh game and play the pre-game steps (5-2)"),
    Capability("setup.state", "start from a declared state (docs/onepiece-data.md)"),
    Capability("setup.phase", "a declared state starting at the beginning of a phase other than main"),
    Capability("setup.battle", "a declared state starting in a step of a battle already declared"),
    Capability("setup.effects", "a declared state with continuous effects already in force, with their durations"),
    Capability("setup.don_deck", "a DON!! deck that does not make 10 DON!! in all (a declared count, or fresh)"),
    Capability("setup.face_up_life", "a declared state with face-up life cards"),
    Capability("once_per_turn", "abilities usable once per turn, per card instance (10-2-13)"),
    Capability("observation.known_to", "observations say who knows each card of a secret area (3-1-5, 11-2, 11-3)"),
    Capability("observation.cost", "observations carry each character's current cost"),
    Capability("action.arrange_hand", "a player may arrange their own hand at any time (3-4-2)"),
    Capability("replacement.cost", "replacement abilities that replace paying a cost"),
    Capability("player.both", "draw and trash-from-hand effects done by both players"),
    Capability("effect.if", "effects that resolve only if an earlier one did (4-10-1, 8-3-3)"),
    Capability("ability.trash_from_hand.filter", "trash-from-hand effects limited to matching cards"),
    *_family("condition", "ability conditions on {}", "don turn battled"),
    *_family(
        "target",
        "card-information target filter {}",
        "name name_contains type_contains attributes no_base_effect max_base_power max_base_cost categories",
    ),
    *_family(
        "timing",
        "abilities with the timing {}",
        "main activate_main counter trigger permanent replacement on_play when_attacking when_attacked on_block "
        "on_ko on_opponents_attack on_activate_event end_of_battle end_of_your_turn end_of_opponents_turn "
        "start_of_your_turn start_of_main_phase",
    ),
    *_family(
        "ability",
        "effects of the kind {}",
        "draw ko power rest set_active return_to_hand to_deck trash_from_hand search look add_don add_to_hand "
        "give_keyword prohibit negate change_cost gain_attribute gain_name gain_type add_condition add_cost "
        "replacement under_the_rules unlimited_copies at_once lose win",
    ),
    *_family("keyword", "the keyword {} (10-1)", "rush blocker double_attack banish"),
    *_family("cost", "costs of the kind {} (8-3)", "don_minus rest_don rest_self trash_from_hand"),
)


DON_TOTAL = 10


def setup_needs(setup: Mapping[str, Any]) -> frozenset[str]:
    """The capabilities a setup uses, from its content: the shared World checks them against the engine's
    before starting a game, so a scenario never asks an engine for something its capabilities do not name.
    """
    players = setup.get("players") or list((setup.get("state") or {}).get("players", {}).values())
    if setup.get("mode") == "fresh":
        odd_don = any(player.get("don_deck", DON_TOTAL) != DON_TOTAL for player in players)
        return frozenset({"setup.fresh"} | ({"setup.don_deck"} if odd_don else set()))
    state = setup.get("state") or {}
    needs = {"setup.state"}
    if state.get("phase", "main") != "main":
        needs.add("setup.phase")
    if state.get("battle"):
        needs.add("setup.battle")
    if state.get("effects"):
        needs.add("setup.effects")
    for player in players:
        field = [player.get("leader"), *player.get("characters", []), player.get("stage")]
        given = sum(card.get("don", 0) for card in field if isinstance(card, dict))
        if (
            "don_deck" in player
            and player["don_deck"] + player.get("don_active", 0) + player.get("don_rested", 0) + given != DON_TOTAL
        ):
            needs.add("setup.don_deck")
        if any(isinstance(card, dict) and card.get("face_up") for card in player.get("life", [])):
            needs.add("setup.face_up_life")
    return frozenset(needs)


def check_decision(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """Who decides what, and when: the kinds of pending decision the rules allow at this point.

    ``choose_turn_order``/``redraw`` only in the setup (5-2-1); ``main`` only for the turn player in
    the main phase outside a battle (6-5); ``block`` (7-1-2) and ``counter`` (7-1-3) only for the
    non-turn player in that battle step; ``trigger`` only for the non-turn player, the one whose life
    took the damage (10-1-5), however the engine shows the battle meanwhile; every other kind for either
    player at any point after the setup.
    """
    kind, player = decision.get("kind"), decision.get("player")
    phase, battle, turn_player = observation.get("phase"), observation.get("battle"), observation.get("turn_player")
    non_turn = {"p1": "p2", "p2": "p1"}.get(str(turn_player))
    step = battle.get("step") if isinstance(battle, dict) else None
    where = f"phase {phase!r}" + (f", battle step {step!r}" if step else ", no battle")
    if kind in ("choose_turn_order", "redraw"):
        return [] if phase == "setup" else [f"a {kind} decision outside the setup (5-2-1) ({where})"]
    if phase == "setup":
        return [f"a {kind} decision during the setup, which only asks choose_turn_order or redraw (5-2-1)"]
    if kind == "main":
        problems = [] if phase == "main" and battle is None else [f"a main decision outside the main phase ({where})"]
        if player != turn_player:
            problems.append(f"a main decision for {player}, who is not the turn player {turn_player} (6-5)")
        return problems
    steps = {"block": ("block", "7-1-2"), "counter": ("counter", "7-1-3"), "trigger": (None, "10-1-5")}
    if kind in steps:
        wanted, clause = steps[kind]
        problems = []
        # A [Trigger] is decided by the damaged player whatever the engine shows of the battle then
        # (who decides is the rule; how an engine books its battle steps is not).
        if wanted is not None and (battle is None or step != wanted):
            problems.append(f"a {kind} decision outside the {wanted} step ({clause}) ({where})")
        if player != non_turn:
            problems.append(
                f"a {kind} decision for {player}; only the non-turn player {non_turn} decides it ({clause})"
            )
        return problems
    return []


GAME = Game(
    key="onepiece",
    name="ONE PIECE CARD GAME",
    documents=("onepiece",),
    capabilities=CAPABILITIES,
    reference_engine="tcgjudge.reference.onepiece.engine:OnePieceEngine",
    steps="tcgjudge.steps.onepiece",
    invariants="tcgjudge.invariants.onepiece:KIT",
    schemas="onepiece",
    decisions=DecisionRules(
        anytime_actions=frozenset({"concede"}), check=check_decision, pass_actions=frozenset({"no_block", "pass"})
    ),
    setup_needs=setup_needs,
    # 3-1-6: a card leaving the field is a new card; `move` and `ko` events name it before and after.
    renames=Renames(old="card", new="new_id"),
    # 3-2-4, 5-2-1-2: how a deck is shuffled is the engine's own randomness.
    random_events=frozenset({"shuffle"}),
    results=ResultRules(
        # 9-2-1: every player meeting a loss condition at the check loses (nobody wins if all do);
        # 1-2-5: an effect's win or loss is applied while it resolves, before any pending check.
        simultaneous="all_lose",
        effects_immediate=True,
        concession=True,
        clauses=("1-2-1", "1-2-2", "1-2-3", "1-2-5", "9-2-1"),
    ),
    invariant_clauses=MappingProxyType(
        {
            "no-actions-after-the-end": ("1-2-1",),
            "result-stable": ("1-2-1",),
            "actions-while-running": ("6-1-2",),
            "legal-actions-are-accepted": (),
            "impossible-actions-are-rejected": (),
            "rejection-changes-nothing": (),
            "determinism": (),
        }
    ),
)
