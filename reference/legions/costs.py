"""Paying an activated ability's cost (30-1): MP, a fixed amount (30-2) or X (30-2a), and a process (30-4).

The ``activate`` action names how it pays: ``x`` (the MP paid for an X cost, which becomes X, 05-3) and
``cost_cards`` (the hand cards the process ``exclude_hand`` excludes, the turn player's choice, 01-8).
Exhausting the card itself (30-3) is checked and paid by :mod:`activated`.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from .abilities import Cost
from .play import mp_available, pay_mp
from .state import GameState, Problem
from .zones import move_card


def process_possible(s: GameState, player: str, cost: Cost) -> Problem:
    """30-4: the process must be carried out in full: the hand holds at least as many cards as it excludes."""
    held = len(s.players[player].hand)
    if held < cost.exclude_hand:
        return "30-4", f"the cost excludes {cost.exclude_hand} hand card(s) but {player} holds {held}"
    return None


def mp_due(cost: Cost, x: int | None) -> int:
    """The MP the cost asks for: its fixed amount (30-2), or the X the player pays (30-2a)."""
    return x if cost.x and x is not None else cost.mp


def _x_problem(s: GameState, player: str, cost: Cost, x: Any) -> Problem:
    if not cost.x:
        return None if x is None else ("30-2a", "this cost has no X to pay")
    if x is None:
        return "30-2a", "an X cost needs the amount paid (x)"
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"x is a whole number, not {x!r}")
    if x < 0:
        return "30-2a", f"X cannot be negative ({x})"  # 30-2a: zero or more
    if x > mp_available(s, player):
        return "30-2", f"X = {x} but only {mp_available(s, player)} MP can be paid"
    return None


def _cards_problem(s: GameState, player: str, cost: Cost, cards: Any) -> Problem:
    if not cost.exclude_hand:
        return None if cards is None else ("30-4", "this cost excludes no hand card")
    if cards is None:
        return "30-4", f"name the {cost.exclude_hand} hand card(s) the cost excludes (cost_cards)"
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ValueError("cost_cards is a list of card ids")
    hand = {c.id for c in s.players[player].hand}
    if len(set(cards)) != len(cards) or len(cards) != cost.exclude_hand or not set(cards) <= hand:
        return "30-4", f"the cost excludes exactly {cost.exclude_hand} distinct card(s) of the hand, not {cards}"
    return None


def payment_problem(s: GameState, player: str, cost: Cost, x: Any, cards: Any) -> Problem:
    """Why the named payment cannot pay the whole cost (30-1): the X (30-2a, 30-2) and the process's cards (30-4)."""
    return _x_problem(s, player, cost, x) or _cards_problem(s, player, cost, cards)


def pay(s: GameState, player: str, cost: Cost, x: int | None, cards: list[str] | None) -> None:
    """Pay the MP (the X paid vanishes as any MP, 30-2) and carry out the process: the named hand cards are
    excluded face up (30-4, 38-7), before the ability's effects (30-1)."""
    due = mp_due(cost, x)
    if due:
        pay_mp(s, player, due)
    for cid in cards or []:
        move_card(s, player, cid, "hand", "exclusion")


def payments(s: GameState, player: str, cost: Cost) -> list[dict[str, Any]]:
    """Every way to pay the cost now, as the action fields naming it: each X from 0 to the MP available
    (30-2a) and each set of hand cards for the process (30-4)."""
    xs: list[int | None] = list(range(mp_available(s, player) + 1)) if cost.x else [None]
    hand = [c.id for c in s.players[player].hand]
    sets: list[list[str] | None] = (
        [list(c) for c in combinations(hand, cost.exclude_hand)] if cost.exclude_hand else [None]
    )
    out = []
    for x in xs:
        for cards in sets:
            fields: dict[str, Any] = {} if x is None else {"x": x}
            if cards is not None:
                fields["cost_cards"] = cards
            out.append(fields)
    return out
