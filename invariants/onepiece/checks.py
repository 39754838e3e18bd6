"""Invariants of the ONE PIECE CARD GAME that hold after every step of every game.

Each invariant reads only observations (the engine interface), names the
clauses it enforces, and returns a message when broken (None when it holds).
They are checked by the shared Hypothesis state machine (``invariants/shared/``) against
any engine, beside the generic invariants, and listed beside the scenarios in the coverage report.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tcgjudge.invariants.shared.records import Invariant, Transition
from tcgjudge.invariants.shared.results_model import expected, game_rules

PLAYERS = ("p1", "p2")
PHASES = ("refresh", "draw", "don", "main", "end")
CHARACTER_LIMIT = 5
STAGE_LIMIT = 1


def _cards(player: dict[str, Any]) -> list[str]:
    ids = [player["leader"]["id"]] if player.get("leader") else []
    ids += [c["id"] for c in player["characters"]]
    ids += [player["stage"]["id"]] if player.get("stage") else []
    for zone in ("hand", "deck", "trash", "life"):
        ids += [c["id"] for c in player[zone]]
    return ids


def don_total(player: dict[str, Any]) -> int:
    """Every DON!! of a player: DON!! deck, cost area, and given to the leader and characters."""
    given = (player["leader"] or {}).get("don", 0) + sum(c.get("don", 0) for c in player["characters"])
    return int(player["don_deck"] + player["don_active"] + player["don_rested"] + given)


def zone_limits(step: Transition) -> str | None:
    for name, player in step.after["players"].items():
        if not player.get("leader"):
            return f"{name} has no leader"
        if len(player["characters"]) > CHARACTER_LIMIT:
            return f"{name} has {len(player['characters'])} characters (at most {CHARACTER_LIMIT})"
        counts = [player["don_deck"], player["don_active"], player["don_rested"]]
        if min(counts) < 0:
            return f"{name} has a negative DON!! count {counts}"
    return None


def don_conservation(step: Transition) -> str | None:
    for name in PLAYERS:
        before, after = don_total(step.before["players"][name]), don_total(step.after["players"][name])
        if before != after:
            return f"{name}'s DON!! went from {before} to {after} (DON!! deck + cost area + given)"
    return None


def card_conservation(step: Transition) -> str | None:
    every = [card for name in PLAYERS for card in _cards(step.after["players"][name])]
    repeated = [card for card, count in Counter(every).items() if count > 1]
    if repeated:
        return f"card ids in two places at once: {repeated[:5]}"
    for name in PLAYERS:
        before, after = len(_cards(step.before["players"][name])), len(_cards(step.after["players"][name]))
        if before != after:
            return f"{name} had {before} cards and now has {after}"
    return None


def turn_order(step: Transition) -> str | None:
    before, after = step.before, step.after
    if before["phase"] == "setup" or after["phase"] == "setup" or after["result"]["over"]:
        return None
    if after["turn"] < before["turn"] or after["turn"] > before["turn"] + 1:
        return f"turn went from {before['turn']} to {after['turn']}"
    if after["turn"] == before["turn"] + 1:
        if after["turn_player"] == before["turn_player"]:
            return f"turn {after['turn']} was given to the same player {after['turn_player']}"
    elif after["turn_player"] != before["turn_player"]:
        return "the turn player changed within a turn"
    elif PHASES.index(after["phase"]) < PHASES.index(before["phase"]):
        return f"phase went back from {before['phase']} to {after['phase']}"
    return None


def _new_events(step: Transition) -> list[dict[str, Any]]:
    return list(step.after["log"][len(step.before["log"]) :])


def result_matches_model(step: Transition) -> str | None:
    """The result agrees with the Z3 model given what happened in this step."""
    if step.before["result"]["over"]:
        return None
    events = _new_events(step)
    conceded = frozenset(e["player"] for e in events if e.get("event") == "concede")
    lost = frozenset(e["player"] for e in events if e.get("event") == "lose" and e.get("reason") != "concede")
    deck_empty = frozenset(
        name
        for name in PLAYERS
        if not step.after["players"][name]["deck"] and step.after["phase"] != "setup" and not conceded
    )
    want = expected(
        game_rules("onepiece"),
        concede=conceded,
        condition_loss=lost | deck_empty,
        turn_player=step.after.get("turn_player") or "p1",
    )
    result = step.after["result"]
    if not want.over:
        return f"the game ended but the model says it goes on: {result}" if result["over"] else None
    if not result["over"]:
        return f"the model says the game is over (losers {sorted(want.losers)}) but it goes on"
    if set(result["losers"]) != set(want.losers) or result["winner"] != want.winner:
        return (
            f"result {{winner: {result['winner']}, losers: {result['losers']}}} but the model gives "
            f"{{winner: {want.winner}, losers: {sorted(want.losers)}}}"
        )
    return None


INVARIANTS: tuple[Invariant, ...] = (
    Invariant(
        "zone-limits",
        ("3-7-6", "3-8-5", "3-3-1"),
        "one leader, at most five characters, no negative DON!! counts",
        zone_limits,
    ),
    Invariant(
        "don-conservation",
        ("3-9-1", "6-4-1", "6-5-5-1", "6-5-5-4", "6-2-3"),
        "a player's DON!! are all accounted for: DON!! deck + cost area + given",
        don_conservation,
    ),
    Invariant(
        "card-conservation",
        ("3-1-1", "3-1-6"),
        "every card is in exactly one place and no player gains or loses cards",
        card_conservation,
    ),
    Invariant("turn-order", ("6-1-1", "6-1-2"), "turns alternate and phases run in order", turn_order),
    Invariant(
        "result-model",
        ("1-2-1", "1-2-1-1-2", "1-2-3", "9-2-1"),
        "the result agrees with the Z3 model of wins and losses",
        result_matches_model,
    ),
)
