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
    Capability("keyword.regenerate", "Regenerate: a breaking minion is reversed in place (39-5)"),
    Capability("keyword.effect_damage_immunity", "Effect Damage Immunity: effect damage to it is 0 (39-6)"),
    Capability("keyword.move_attack", "Move Attack: an attack right after a lane move (39-7)"),
    Capability("keyword.impact", "Impact X: up to X opposing standby/timeline cards get WT+1 (39-8)"),
    Capability("keyword.intimidate", "Intimidate X: minions of cost X or less neither block nor attack it (39-9)"),
    Capability("keyword.pierce", "Pierce X: breaking a unit by attack deals X to its master (39-10)"),
    Capability("keyword.right_lane_bonus", "Right Lane Bonus X: +X ATK in its right lane in your turn (39-11)"),
    Capability("keyword.centre_lane_bonus", "Centre Lane Bonus X: +X ATK in its centre lane in your turn (39-12)"),
    Capability("keyword.anti_master", "Anti-Master X: +X damage to the opposing master in your turn (39-13)"),
    Capability("keyword.anti_lord", "Anti-Lord X: +X damage to an opposing lord in your turn (39-14)"),
    Capability("keyword.anti_minion", "Anti-Minion X: +X damage to an opposing minion in your turn (39-15)"),
    Capability("keyword.cannot_block", "Cannot Block: the minion never blocks (39-16)"),
    Capability("keyword.straight", "Straight: only its own lane's minion or the leader zone (39-17)"),
    Capability("keyword.leap", "Leap: blocked only by minions with Leap (39-18)"),
    Capability("keyword.barrier", "Barrier: the opponent's effects cannot choose it (39-19)"),
    Capability("action.activate.core_boost", "the awakened master's Core Boost (20-3b)"),
    Capability("action.activate.grant_assault", "the awakened master giving Assault (20-3c)"),
    Capability("ability", "card text: play-time effects, triggered abilities and the common effects (35-38)"),
    Capability("ability.continuous", "continuous abilities: always, your turn, opponent's turn (35-12, 36-3)"),
    Capability("ability.activated", "activated abilities of cards, with costs and once per turn (27-6, 36-4)"),
    Capability("ability.master_attack", "the master attacking with a given ATK by an effect (38-9)"),
    Capability("ability.x_cost", "an activated ability costing X MP, X paid as the player names it (30-2a, 05-3)"),
    Capability("ability.process_cost", "an activated ability whose cost excludes cards of the hand (30-4)"),
    Capability("ability.prohibition", "a 'cannot' given by card text, beating any 'can' of the same act (01-3)"),
    Capability("ability.replacement", "replacement effects: 'instead of breaking, ...' while on the field (38-16)"),
)

CONTINUOUS_CONDITIONS = frozenset({"always", "your_turn", "opponents_turn"})  # 36-3


def text_needs(card: Mapping[str, Any]) -> set[str]:
    """The card-text capabilities a card definition uses (docs/legions-data.md (b), "Card text")."""
    abilities = [a for a in card.get("abilities") or [] if isinstance(a, Mapping)]
    steps: list[Any] = list(card.get("effects") or [])
    out = {"ability"} if abilities or steps else set()
    for ability in abilities:
        if ability.get("when") in CONTINUOUS_CONDITIONS:
            out.add("ability.continuous")
        elif ability.get("when") == "replace":
            out.add("ability.replacement")  # 38-16
        elif ability.get("when") == "activated":
            out.add("ability.activated")
            raw_cost = ability.get("cost")
            cost: Mapping[str, Any] = raw_cost if isinstance(raw_cost, Mapping) else {}
            if cost.get("mp") == "X":
                out.add("ability.x_cost")  # 30-2a
            if cost.get("exclude_hand"):
                out.add("ability.process_cost")  # 30-4
        steps += list(ability.get("effects") or [])
    while steps:
        step = steps.pop()
        if not isinstance(step, Mapping):
            continue
        if step.get("do") == "master_attack":
            out.add("ability.master_attack")
        if step.get("do") == "grant" and "cannot" in step:
            out.add("ability.prohibition")  # 01-3
        steps += list(step.get("effects") or [])
        steps += [s for option in step.get("options") or [] if isinstance(option, list) for s in option]
    return out


TEXT_DECISIONS = frozenset(
    {"choose_targets", "choose_trigger", "choose_options", "choose_lane", "choose_destination", "choose_replacement"}
)
"""The turn player's choices while card text resolves (35-6, 37-6c, 37-6d, 38-6, 38-15, 38-16, 38-17): in any phase."""

PHASE_DECISIONS = {
    "card_change": "draw",
    "main": "main",
    "choose_standby": "end",
    "move_attack": "main",
    "choose_impact": "main",
}
"""The phase each kind of decision belongs to (26-5a, 27, 28-1; 39-7 and 39-8 follow main-phase actions)."""


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
        # a keyword taking a number is written "name:X"; its capability is the name alone
        needs.update(f"keyword.{str(keyword).partition(':')[0]}" for keyword in card.get("keywords", []))
        needs |= text_needs(card)
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
    if kind in TEXT_DECISIONS:
        if phase == "setup":
            problems.append(f"a {kind} decision before the game has begun: no card text resolves then")
        pending = observation.get("pending") or {}
        options, most = pending.get("options") or [], pending.get("max") or 1
        if len(options) <= most:
            # docs/legions-data.md: a card-text choice is asked only when something is left to choose
            problems.append(f"a {kind} decision with {len(options)} option(s) for {most} choice(s): nothing to choose")
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
    # 25-4: how a deck is shuffled is the engine's own randomness.
    random_events=frozenset({"shuffle"}),
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
