"""Invariants of Cipher that hold after every step of every game.

Each reads only observations (docs/cipher-data.md (d)): the state before and after one step. The shared state
machine checks the starting state as a step from itself (``{"type": "start"}``); comparisons with the state
before are skipped there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.cipher.states import CARDS
from tcgjudge.invariants.shared.records import Invariant, Transition, renamed, replayable
from tcgjudge.invariants.shared.results_model import expected, game_rules

PLAYERS = ("p1", "p2")
ZONES = ("deck", "hand", "support", "retreat", "orbs", "bonds", "front", "back", "infinity")
FREE_TIMINGS = ("bond", "deployment", "action")

Obs = Mapping[str, Any]
UNIT_NAMES = {card["id"]: card["unit"] for card in CARDS}
"""The unit names of the kit's own cards (invariants/cipher/states.py), none with a skill allowing two units of a
name (14.1.1.1, 23.1.34): what the one-unit-per-name check can read, the observation naming cards by id only."""


def card_ids(player: Obs) -> list[str]:
    """Every card of one player, the cards under units included."""
    ids: list[str] = []
    for zone in ZONES:
        for card in player[zone]:
            ids.append(card["id"])
            ids += [under["id"] for under in card.get("stack", [])]
    return ids


def units(player: Obs) -> list[Obs]:
    return [*player["front"], *player["back"]]


def cards_conserved(step: Transition) -> str | None:
    """Cards neither appear nor vanish: each player owns the same cards after a step as before it (6.3); a card the
    log renames as it changes zone (6.5: a new card; the data contract's ``card`` / ``new_id``) is followed to
    its new id."""
    names = renamed(step) if replayable(step) else {}
    for name in PLAYERS:
        ids = card_ids(step.after["players"][name])
        if len(ids) != len(set(ids)):
            return f"{name} has a card in two places at once: {sorted(i for i in ids if ids.count(i) > 1)[:3]}"
        if replayable(step):
            before = sorted(names.get(cid, cid) for cid in card_ids(step.before["players"][name]))
            if sorted(ids) != before:
                gone = sorted(set(before) - set(ids))
                new = sorted(set(ids) - set(before))
                return f"{name}'s cards changed: {gone} vanished, {new} appeared"
    return None


def hidden_zones(step: Transition) -> str | None:
    """6.4.5, 6.4.6: nobody sees the deck; 6.4.6.1: only the owner sees the hand; 6.4.3: the retreat area and the
    bond area are public (6.4.4.1: face-down bonds too); but while an effect asks to choose among deck cards it
    reveals (23.1.4.1) or lets its user look at (23.1.5.1), those are seen by both players or by the user."""
    choosing = (step.after.get("pending") or {}).get("kind") == "choose"
    for name in PLAYERS:
        player = step.after["players"][name]
        wanted = {"deck": [], "hand": [name], "retreat": list(PLAYERS), "bonds": list(PLAYERS)}
        for zone, known_to in wanted.items():
            for card in player[zone]:
                if zone == "deck" and choosing and set(card["known_to"]) <= set(PLAYERS):
                    continue
                if sorted(card["known_to"]) != known_to:
                    return f"{name}'s {zone} card {card['id']} is known to {card['known_to']}, not {known_to}"
    return None


def one_main_character(step: Transition) -> str | None:
    """12.2.1.1, 3.1.1: while the game goes on each player has exactly one Main Character on the battlefield, once
    both have chosen it."""
    after = step.after
    if after["result"]["over"]:
        return None
    counts = {name: sum(bool(u["main"]) for u in units(after["players"][name])) for name in PLAYERS}
    if after["phase"] == "setup":
        wrong = {name: n for name, n in counts.items() if n > 1}
    else:
        wrong = {name: n for name, n in counts.items() if n != 1}
    return f"Main Characters on the battlefield: {wrong}" if wrong else None


def march_done(step: Transition) -> str | None:
    """9.6.1: at a phase's choice the non-turn player's front line is not empty while their back line holds units."""
    after = step.after
    pending = after.get("pending") or {}
    if after["result"]["over"] or pending.get("kind") not in FREE_TIMINGS:
        return None
    waiting = "p2" if after["turn_player"] == "p1" else "p1"
    player = after["players"][waiting]
    if not player["front"] and player["back"]:
        return f"{waiting}'s front line is empty but the back line holds {len(player['back'])} units: no march (9.6.1)"
    return None


def one_unit_per_name(step: Transition) -> str | None:
    """9.2.1: rule processing leaves each player at most one unit of a unit name, so none has two at a phase's
    choice. Read for the kit's own cards only (a unit of another card, such as a scenario's, is not judged)."""
    after = step.after
    pending = after.get("pending") or {}
    if after["result"]["over"] or pending.get("kind") not in FREE_TIMINGS:
        return None
    for name in PLAYERS:
        seen: dict[str, str] = {}
        for unit in units(after["players"][name]):
            unit_name = UNIT_NAMES.get(unit["card"])
            if unit_name is None:
                continue
            if unit_name in seen:
                return f"{name} has two units named {unit_name} ({seen[unit_name]}, {unit['id']}) at a phase's choice"
            seen[unit_name] = unit["id"]
    return None


def triggers_resolved_before_free_timing(step: Transition) -> str | None:
    """7.2.3, 7.2.3.1: a check timing carries out every triggered skill before it ends, so none waits at a phase's
    choice."""
    after = step.after
    pending = after.get("pending") or {}
    if after["result"]["over"] or pending.get("kind") not in FREE_TIMINGS:
        return None
    waiting = after.get("triggered") or []
    if waiting:
        return f"{len(waiting)} triggered skills wait at a {pending.get('kind')} choice: {waiting[:3]}"
    return None


def support_only_in_battle(step: Transition) -> str | None:
    """18.3.1.2, 18.6.1.2: a support area holds at most one card during a battle, and none outside one."""
    after = step.after
    if after["result"]["over"]:
        return None
    for name in PLAYERS:
        support = after["players"][name]["support"]
        if after["battle"] is None and support:
            return f"{name}'s support area holds {len(support)} cards outside a battle"
        if len(support) > 1:
            return f"{name}'s support area holds {len(support)} cards"
    return None


def losses_checked_before_free_timing(step: Transition) -> str | None:
    """7.2.2, 9.4, 3.1.1, 3.1.2: a phase's choice follows a check timing, so no player meets a loss condition then."""
    after = step.after
    pending = after.get("pending") or {}
    if after["result"]["over"] or pending.get("kind") not in FREE_TIMINGS:
        return None
    for name in PLAYERS:
        player = after["players"][name]
        if not player["deck"] and not player["retreat"]:
            return f"{name} has no card in the deck nor the retreat area (3.1.2), yet the game goes on"
        if not any(u["main"] for u in units(player)):
            return f"{name} has no Main Character on the battlefield (3.1.1), yet the game goes on"
    return None


def result_agrees_with_model(step: Transition) -> str | None:
    """3.1, 3.2, 23.1.30.1, 24.2: the result the Z3 model of the declared result rules gives for the conditions met (and
    the win an effect gave)."""
    result = step.after["result"]
    if not result["over"] or (replayable(step) and step.before["result"]["over"]):
        return None
    if result.get("reason") == "loop":  # 24.2: an unstoppable loop is a draw, whatever else holds
        return None if result["draw"] and not result["losers"] else f"a loop ends in a draw, not {result}"
    losses = set()
    for name in PLAYERS:
        player = step.after["players"][name]
        if (not player["deck"] and not player["retreat"]) or not any(u["main"] for u in units(player)):
            losses.add(name)
    by_effect = result.get("reason") == "effect" and result["winner"] is not None  # 23.1.30.1
    want = expected(
        game_rules("cipher"),
        concede=frozenset(),
        condition_loss=frozenset(losses),
        effect_win=frozenset({result["winner"]}) if by_effect else frozenset(),
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
            f"result {result}, but the conditions met ({sorted(losses)}) give {want.winner} over {sorted(want.losers)}"
        )
    return None


INVARIANTS: tuple[Invariant, ...] = (
    Invariant("cards-conserved", ("6.3",), "each player's cards neither appear nor vanish", cards_conserved),
    Invariant(
        "hidden-zones",
        ("6.4.3", "6.4.4.1", "6.4.5", "6.4.6.1", "23.1.4.1", "23.1.5.1"),
        "who sees which zone",
        hidden_zones,
    ),
    Invariant(
        "one-main-character",
        ("12.2.1.1", "3.1.1"),
        "exactly one Main Character each while the game goes on",
        one_main_character,
    ),
    Invariant(
        "one-unit-per-name", ("9.2.1",), "at most one unit of a unit name each at a phase's choice", one_unit_per_name
    ),
    Invariant(
        "march-done", ("9.6.1",), "the non-turn player's front line is never empty before their back line", march_done
    ),
    Invariant(
        "triggers-resolved-before-free-timing",
        ("7.2.3", "7.2.3.1"),
        "no triggered skill waits at a phase's choice",
        triggers_resolved_before_free_timing,
    ),
    Invariant(
        "support-only-in-battle",
        ("18.3.1.2", "18.6.1.2"),
        "one support card a side in a battle, none outside",
        support_only_in_battle,
    ),
    Invariant(
        "losses-checked-before-free-timing",
        ("3.1.1", "3.1.2", "9.4"),
        "no phase's choice is given while a player meets a loss condition",
        losses_checked_before_free_timing,
    ),
    Invariant(
        "result-agrees-with-model",
        ("3.1", "3.2"),
        "the result is the Z3 result model's for the conditions met",
        result_agrees_with_model,
    ),
)
