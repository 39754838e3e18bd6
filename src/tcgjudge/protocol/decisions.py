"""Strict decisions: checks of the decisions an engine asks for, as far as they can be checked generically.

In this project every player decision is a pending decision answered by an action.
The reply to ``start`` and ``apply`` carries the decision the engine now asks for.
With strict decisions (the default) the harness fails the scenario as a protocol
error when:

1. ``decision`` is null while ``terminal`` is false, or not null while it is true;
2. the decision is not the observation's ``pending`` (same ``player`` and ``kind``);
3. the decision names a player the observation does not have;
4. a legal action carrying a ``player`` field is for another player than the decision's
   (actions the game allows any player at any time, like One Piece ``concede``, excepted);
5. the game's table below says the rules do not allow that kind of decision at that
   point or for that player.

For ONE PIECE (rules 1.1.6) the table is: ``choose_turn_order``/``redraw`` only in the
setup phase (5-2-1); ``main`` only for the turn player in the main phase outside a
battle (6-5); ``block`` only for the non-turn player in a battle's block step (7-1-2);
``counter`` only for the non-turn player in the counter step (7-1-3); ``trigger``
only for the non-turn player during a battle (life damage, 10-1-5); every other kind
(``trash_character``, ``select``, ``return_don``, ``decide``, ``choose_effect``) for
either player at any point after the setup. Games without a table get checks 1-4.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Checker = Callable[[dict[str, Any], dict[str, Any]], list[str]]


@dataclass(frozen=True)
class DecisionRules:
    """What a game allows: actions any player may take at any time, and a per-kind check."""

    anytime_actions: frozenset[str] = field(default_factory=frozenset)
    check: Checker | None = None


def _onepiece(decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
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
        if battle is None or (wanted is not None and step != wanted):
            problems.append(
                f"a {kind} decision outside {'a battle' if wanted is None else f'the {wanted} step'} "
                f"({clause}) ({where})"
            )
        if player != non_turn:
            problems.append(
                f"a {kind} decision for {player}; only the non-turn player {non_turn} decides it ({clause})"
            )
        return problems
    return []


GAME_RULES: dict[str, DecisionRules] = {
    "onepiece": DecisionRules(anytime_actions=frozenset({"concede"}), check=_onepiece),
}


def rules_for(game: str) -> DecisionRules:
    return GAME_RULES.get(game, DecisionRules())


def transition_problems(decision: Any, terminal: bool) -> list[str]:
    """Check 1: a decision exactly while the game is not over."""
    if terminal and decision is not None:
        return ["the engine asks for a decision although it says the game is over"]
    if not terminal and decision is None:
        return ["the game is not over but the engine asks for no decision (every decision is a pending decision)"]
    return []


def decision_problems(game: str, decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
    """Checks 2, 3 and 5 of a decision against the observation made right after it was asked."""
    problems = []
    pending = observation.get("pending")
    if not isinstance(pending, dict):
        problems.append(
            f"the engine asks {decision.get('player')} for a {decision.get('kind')} decision but its "
            "observation has no pending decision"
        )
    elif (pending.get("player"), pending.get("kind")) != (decision.get("player"), decision.get("kind")):
        problems.append(
            f"the engine asks {decision.get('player')} for a {decision.get('kind')} decision but its "
            f"observation's pending decision is {pending.get('kind')} for {pending.get('player')}"
        )
    players = observation.get("players")
    if isinstance(players, dict) and decision.get("player") not in players:
        problems.append(f"the decision is for {decision.get('player')!r}, who is not a player of this game")
    check = rules_for(game).check
    if check is not None:
        problems += check(decision, observation)
    return problems


def action_problems(game: str, decision: dict[str, Any], actions: list[dict[str, Any]]) -> list[str]:
    """Check 4: legal actions for another player than the one asked."""
    anytime = rules_for(game).anytime_actions
    problems = []
    for number, action in enumerate(actions):
        player = action.get("player")
        if player is not None and player != decision.get("player") and action.get("type") not in anytime:
            problems.append(
                f"legal action #{number} {action} is for {player}, but the engine asked "
                f"{decision.get('player')} for a {decision.get('kind')} decision"
            )
    return problems
