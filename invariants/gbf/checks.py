"""Invariants of Granblue Fantasy that hold after every step of every game.

Each reads only observations (docs/gbf-data.md (d)): the state before and after one step. The shared state
machine checks the starting state as a step from itself (``{"type": "start"}``); comparisons with the state
before are skipped there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.shared.records import Invariant, Transition
from tcgjudge.invariants.shared.results_model import expected, game_rules

PLAYERS = ("p1", "p2")
MAX_CREW = 3  # 3-6-3
FREE_TIMINGS = ("main", "battle")  # 6-3-1-2, 6-4-1
ZONES = ("deck", "hand", "gauge", "captain_deck", "captains", "crew", "crystals", "armor")

Obs = Mapping[str, Any]


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


def replayable(step: Transition) -> bool:
    return step.action.get("type") != "start"


def card_ids(player: Obs) -> list[str]:
    """Every card of one player, level cards and a revealed armor card included."""
    ids: list[str] = []
    for zone in ZONES:
        for card in player[zone]:
            ids.append(card["id"])
            ids += [level["id"] for level in card.get("level", [])]
    if player.get("revealed") is not None:
        ids.append(player["revealed"]["id"])
    return ids


def crew_at_most_three(step: Transition) -> str | None:
    """3-6-3: at most three crew in the crew area; level cards under them do not count (3-6-3-1)."""
    for name in PLAYERS:
        count = len(step.after["players"][name]["crew"])
        if count > MAX_CREW:
            return f"{name} has {count} crew in play (at most {MAX_CREW})"
    return None


def one_captain_in_play(step: Transition) -> str | None:
    """3-5-1, 5-2-1-7, 10-2-1-1: once the game has begun each player has a captain in play (the top face-up
    captain); before the setup's last step there is none."""
    if step.after["phase"] == "setup":
        return None
    for name in PLAYERS:
        if not step.after["players"][name]["captains"]:
            return f"{name} has no captain in play in the {step.after['phase']} phase"
    return None


def cards_conserved(step: Transition) -> str | None:
    """Cards neither appear nor vanish (4-2-2): each player owns the same cards after a step as before it."""
    for name in PLAYERS:
        ids = card_ids(step.after["players"][name])
        if len(ids) != len(set(ids)):
            return f"{name} has a card in two places at once: {sorted(i for i in ids if ids.count(i) > 1)[:3]}"
        if replayable(step):
            before = sorted(card_ids(step.before["players"][name]))
            if sorted(ids) != before:
                gone = sorted(set(before) - set(ids))
                new = sorted(set(ids) - set(before))
                return f"{name}'s cards changed: {gone} vanished, {new} appeared"
    return None


def hidden_zones(step: Transition) -> str | None:
    """3-2-2 and 3-8-2: nobody sees the deck or the armor; 3-3-2 / 3-3-3: only the owner sees the hand;
    3-4-1-1, 3-4-1-2: the gauge is public face up and face down; 3-5-2: the captains in the area are public."""
    for name in PLAYERS:
        player = step.after["players"][name]
        wanted = {"deck": [], "armor": [], "hand": [name], "gauge": list(PLAYERS), "captains": list(PLAYERS)}
        for zone, known_to in wanted.items():
            for card in player[zone]:
                if sorted(card["known_to"]) != known_to:
                    return f"{name}'s {zone} card {card['id']} is known to {card['known_to']}, not {known_to}"
    return None


def losses_checked_before_free_timing(step: Transition) -> str | None:
    """4-6-2 with 1-2-2 and 9-4-1: a free timing follows a checkpoint, so no player meets a loss condition
    (an incapacitated captain, an empty deck) while one is given."""
    after = step.after
    pending = after.get("pending") or {}
    if after["result"]["over"] or pending.get("kind") not in FREE_TIMINGS:
        return None
    for name in PLAYERS:
        player = after["players"][name]
        if not player["deck"]:
            return f"{name}'s deck area is empty (1-2-2-2), yet the game goes on to a {pending['kind']} free timing"
        captains = player["captains"]
        if captains and captains[-1].get("incapacitated"):
            return f"{name}'s captain is incapacitated (1-2-2-1), yet the game goes on"
    return None


def result_agrees_with_model(step: Transition) -> str | None:
    """1-2-1, 1-2-3, 1-2-4: the result the Z3 model of the declared result rules gives for the conditions met."""
    result = step.after["result"]
    if not result["over"] or (replayable(step) and step.before["result"]["over"]):
        return None
    conceded = (
        frozenset(e["player"] for e in step.after["log"][len(step.before["log"]) :] if e.get("event") == "concede")
        if replayable(step)
        else frozenset()
    )
    losses = set()
    for name in PLAYERS:
        player = step.after["players"][name]
        captains = player["captains"]
        if not player["deck"] or (captains and captains[-1].get("incapacitated")):
            losses.add(name)
    if conceded:
        losses = set()  # 1-2-4: a concession ends the game at once, before any checkpoint
    want = expected(
        game_rules("gbf"),
        concede=conceded,
        condition_loss=frozenset(losses),
        turn_player=step.after.get("turn_player") or "p1",
    )
    if not want.over:
        return f"the game ended although no condition holds: {result}"
    if (
        result["winner"] != want.winner
        or set(result["losers"]) != set(want.losers)
        or result["draw"] != (want.winner is None)
    ):
        return (
            f"result {result}, but the conditions met ({sorted(losses)}, conceded {sorted(conceded)}) give "
            f"{want.winner} over {sorted(want.losers)}"
        )
    return None


INVARIANTS: tuple[Invariant, ...] = (
    Invariant("crew-at-most-three", ("3-6-3", "3-6-3-1"), "at most three crew in play", crew_at_most_three),
    Invariant("one-captain-in-play", ("5-2-1-7",), "a captain in play once the game has begun", one_captain_in_play),
    Invariant("cards-conserved", (), "each player's cards neither appear nor vanish", cards_conserved),
    Invariant("hidden-zones", ("3-2-2", "3-3-3", "3-4-1-2", "3-8-2"), "who sees which zone", hidden_zones),
    Invariant(
        "losses-checked-before-free-timing",
        ("1-2-2", "1-2-2-1", "1-2-2-2"),
        "no free timing is given while a player meets a loss condition",
        losses_checked_before_free_timing,
    ),
    Invariant(
        "result-agrees-with-model",
        ("1-2-1", "1-2-3", "1-2-4"),
        "the result is the Z3 result model's for the conditions met",
        result_agrees_with_model,
    ),
)
