"""Strict decisions: checks of the decisions an engine asks for, as far as they can be checked generically.

In this project every player decision is a pending decision answered by an action.
The reply to ``start`` and ``apply`` carries the decision the engine now asks for.
With strict decisions (the default) the harness fails the scenario as a protocol
error when:

1. ``decision`` is null while ``terminal`` is false, or not null while it is true;
2. the decision is not the observation's ``pending`` (same ``player`` and ``kind``);
3. the decision names a player the observation does not have;
4. a legal action carrying a ``player`` field is for another player than the decision's
   (actions the game allows any player at any time, such as a concession, excepted);
5. the game's own check (``DecisionRules.check``, declared with the game in ``games/<key>.py``)
   says the rules do not allow that kind of decision at that point or for that player.
   A game without one gets checks 1-4.
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
    pass_actions: frozenset[str] = field(default_factory=frozenset)
    """Action types that decline a decision: a decision offering nothing else is forced (an engine may skip it)."""


def transition_problems(decision: Any, terminal: bool) -> list[str]:
    """Check 1: a decision exactly while the game is not over."""
    if terminal and decision is not None:
        return ["the engine asks for a decision although it says the game is over"]
    if not terminal and decision is None:
        return ["the game is not over but the engine asks for no decision (every decision is a pending decision)"]
    return []


def decision_problems(rules: DecisionRules, decision: dict[str, Any], observation: dict[str, Any]) -> list[str]:
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
    check = rules.check
    if check is not None:
        problems += check(decision, observation)
    return problems


def action_problems(rules: DecisionRules, decision: dict[str, Any], actions: list[dict[str, Any]]) -> list[str]:
    """Check 4: legal actions for another player than the one asked."""
    anytime = rules.anytime_actions
    problems = []
    for number, action in enumerate(actions):
        player = action.get("player")
        if player is not None and player != decision.get("player") and action.get("type") not in anytime:
            problems.append(
                f"legal action #{number} {action} is for {player}, but the engine asked "
                f"{decision.get('player')} for a {decision.get('kind')} decision"
            )
    return problems
