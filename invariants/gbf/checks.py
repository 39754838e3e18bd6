"""Invariants of Granblue Fantasy that hold after every step of every game.

Each reads only observations (docs/gbf-data.md (d)): the state before and after one step. The shared state
machine checks the starting state as a step from itself (``{"type": "start"}``); comparisons with the state
before are skipped there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.invariants.gbf.states import CARDS
from tcgjudge.invariants.shared.records import Invariant, Transition, new_events, renamed, replayable
from tcgjudge.invariants.shared.results_model import expected, game_rules

PLAYERS = ("p1", "p2")
MAX_CREW = 3  # 3-6-3
FREE_TIMINGS = ("main", "battle")  # 6-3-1-2, 6-4-1
ZONES = ("deck", "hand", "gauge", "captain_deck", "captains", "crew", "crystals", "armor")

Obs = Mapping[str, Any]
POOL: dict[str, Mapping[str, Any]] = {card["id"]: card for card in CARDS}
"""The card definitions of the kit's setups (an observation names a card by its number only, docs/gbf-data.md
(d)): the checks reading a rank or a character name judge the cards of this pool and skip any other."""
ONCE_A_TURN = ("job_change", "uncap")  # 10-3-2, 10-4-2: once a turn for each player


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


def numbers(player: Obs) -> dict[str, list[str]]:
    """Every card of one player by id, with the card numbers shown under it (one, unless an id shows twice);
    level cards and a revealed armor card included."""
    found: dict[str, list[str]] = {}
    cards: list[Obs] = []
    for zone in ZONES:
        for card in player[zone]:
            cards += [card, *card.get("level", [])]
    if player.get("revealed") is not None:
        cards.append(player["revealed"])
    for card in cards:
        found.setdefault(card["id"], []).append(card["card"])
    return found


def card_ids(player: Obs) -> list[str]:
    """Every card of one player, level cards and a revealed armor card included."""
    return [cid for cid, shown in numbers(player).items() for _ in shown]


def definition(number: str) -> Mapping[str, Any] | None:
    """The kit's definition of a card number, None for a card outside the kit's pool."""
    return POOL.get(number)


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
    changes = {(e.get("player"), e.get("card")) for e in new_events(step) if e.get("event") == "job_change"}
    for name in PLAYERS:
        captains = step.after["players"][name]["captains"]
        if not captains:
            return f"{name} has no captain in play in the {step.after['phase']} phase"
        if not replayable(step) or step.before["phase"] == "setup":
            continue
        was = step.before["players"][name]["captains"]
        if was and was[-1]["id"] != captains[-1]["id"] and (name, captains[-1]["id"]) not in changes:
            return f"{name}'s captain in play changed from {was[-1]['id']} to {captains[-1]['id']} with no job change"
        if any(captain.get("incapacitated") for captain in captains[:-1]):
            return f"{name} has an incapacitated captain under the one in play: only the top one is in play (10-3-3-3)"
    return None


def cards_conserved(step: Transition) -> str | None:
    """Cards neither appear nor vanish (4-2-2): each player owns the same cards after a step as before it, each
    with its card number (2-10); a card the log renames as it leaves the crew area (3-1-4, the data contract's
    ``card`` / ``new_id``) is followed to its new id."""
    names = renamed(step) if replayable(step) else {}
    for name in PLAYERS:
        after = numbers(step.after["players"][name])
        twice = sorted(cid for cid, shown in after.items() if len(shown) > 1)
        if twice:
            return f"{name} has a card in two places at once: {twice[:3]}"
        if not replayable(step):
            continue
        before = {names.get(cid, cid): shown for cid, shown in numbers(step.before["players"][name]).items()}
        if set(before) != set(after):
            gone = sorted(set(before) - set(after))
            new = sorted(set(after) - set(before))
            return f"{name}'s cards changed: {gone[:3]} vanished, {new[:3]} appeared"
        changed = sorted(cid for cid in after if after[cid] != before[cid])
        if changed:
            cid = changed[0]
            return f"{name}'s card {cid} was card number {before[cid][0]} and is now {after[cid][0]} (2-10)"
    return None


def entered(step: Transition) -> dict[str, set[str]]:
    """The areas (``crew``, ``captain``) a card newly entered in the step, by player: an ``enter``, an uncap
    (a crew card put onto one in play, 10-4-3-2) or a job change (a captain put onto the one in play, 10-3-3-2)."""
    found: dict[str, set[str]] = {name: set() for name in PLAYERS}
    for event in new_events(step):
        player = event.get("player")
        if player not in found:
            continue
        if event.get("event") == "enter" and event.get("area") in ("crew", "captain"):
            found[player].add(str(event["area"]))
        elif event.get("event") == "uncap":
            found[player].add("crew")
        elif event.get("event") == "job_change":
            found[player].add("captain")
    return found


def rank_within_crystals(step: Transition) -> str | None:
    """10-2-3-1-1: a card newly put into the captain area or the crew area must leave that area's rank total
    within the player's crystals (3-7); level cards are under their crew and count for nothing (3-6-3-1), and the
    captain area counts its captain in play only (docs/gbf-data.md, Decisions). Checked after each step in which
    a card entered the area: a rank total beyond the crystals then can only come from that entry (nothing else in
    the engine raises a rank total or removes a crystal). Cards outside the kit's pool are not judged."""
    if not replayable(step):
        return None
    for name, areas in entered(step).items():
        player = step.after["players"][name]
        crystals = len(player["crystals"])
        in_area = {"crew": list(player["crew"]), "captain": list(player["captains"][-1:])}
        for area in sorted(areas):
            known = [definition(card["card"]) for card in in_area[area]]
            if any(card is None for card in known):
                continue
            total = sum(int(card.get("rank") or 0) for card in known if card is not None)
            if total > crystals:
                return f"a card entered {name}'s {area} area: its rank total is {total}, beyond {crystals} crystals"
    return None


def crew_names_unique(step: Transition) -> str | None:
    """10-2-3-2-1: a crew card may not enter while a crew of the same character name is in play, so after a crew
    entered no two of the player's crew share a name (an uncap puts the same name onto the crew, whose old card
    becomes a level card, 10-4-1, 10-4-3-3). Cards outside the kit's pool are not judged."""
    for name, areas in entered(step).items():
        if "crew" not in areas:
            continue
        known = [definition(card["card"]) for card in step.after["players"][name]["crew"]]
        characters = [str(card.get("character") or card["name"]) for card in known if card is not None]
        twice = sorted({c for c in characters if characters.count(c) > 1})
        if twice:
            return f"{name}'s crew area holds two crew named {twice[0]!r} after a crew entered"
    return None


def once_a_turn(step: Transition) -> str | None:
    """10-3-2 and 10-4-2: a player job changes once a turn and uncaps once a turn; 2-6-1-1-3: a card's charge
    attack fires once a turn. Read from the step's log, starting from what the observation before says was
    already done this turn (``used``, ``charged``); a new turn (``turn_start``) starts afresh."""
    if not replayable(step):
        return None
    before = step.before
    done = {(before.get("turn_player"), kind) for kind in before.get("used", []) if kind in ONCE_A_TURN}
    charged = set(before.get("charged", []))
    for event in new_events(step):
        kind = event.get("event")
        if kind == "turn_start":
            done, charged = set(), set()
        elif kind in ONCE_A_TURN:
            key = (event.get("player"), kind)
            if key in done:
                clause = "10-3-2" if kind == "job_change" else "10-4-2"
                return f"{event.get('player')} took a second {kind} in one turn ({clause})"
            done.add(key)
        elif kind == "charge_attack":
            if event.get("card") in charged:
                return f"{event.get('card')}'s charge attack fired a second time in one turn (2-6-1-1-3)"
            charged.add(event.get("card"))
    return None


def captain_falls_only_without_armor(step: Transition) -> str | None:
    """9-2-1-3-6 and 9-4-1-3-1: a captain taking damage of at least its HP breaks an armor card while its player
    has one; it is incapacitated only with the armor area empty. 9-4-2-3-1: each armor break turns one armor card
    face up, so a player's armor shrinks by exactly the breaks the step logs (and grows only as the setup lays it
    out, 5-2-1-6, logged ``armor``)."""
    events = new_events(step)
    for name in PLAYERS:
        player = step.after["players"][name]
        captain = player["captains"][-1]["id"] if player["captains"] else None
        fallen = [e for e in events if e.get("event") == "incapacitated" and e.get("card") == captain]
        if fallen and player["armor"]:
            return f"{name}'s captain was incapacitated with {len(player['armor'])} armor card(s) left"
        if not replayable(step) or any(e.get("event") == "armor" and e.get("player") == name for e in events):
            continue
        breaks = sum(1 for e in events if e.get("event") == "armor_break" and e.get("player") == name)
        lost = len(step.before["players"][name]["armor"]) - len(player["armor"])
        if lost != breaks:
            return f"{name} lost {lost} armor card(s) in a step logging {breaks} armor break(s)"
    return None


def hidden_zones(step: Transition) -> str | None:
    """3-2-2 and 3-8-2: nobody sees the deck or the armor; 3-3-2 / 3-3-3: only the owner sees the hand;
    3-4-1-1, 3-4-1-2: the gauge is public face up and face down; 3-5-2: the captains in the area are public and the
    face-down captain deck is hidden, 3-5-3: but not from its owner; 3-6-2, 3-7-2: the crew and crystal areas are
    public; an armor card turned face up (9-4-2-3-1) is public while its owner decides its fate."""
    everyone = list(PLAYERS)
    for name in PLAYERS:
        player = step.after["players"][name]
        wanted = {
            "deck": [],
            "armor": [],
            "hand": [name],
            "captain_deck": [name],
            "gauge": everyone,
            "captains": everyone,
            "crew": everyone,
            "crystals": everyone,
        }
        shown = [(zone, card) for zone in wanted for card in player[zone]]
        if player.get("revealed") is not None:
            shown.append(("revealed", player["revealed"]))
        for zone, card in shown:
            known_to = wanted.get(zone, everyone)
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
    Invariant(
        "one-captain-in-play",
        ("5-2-1-7", "10-3-3-2"),
        "one captain in play once the game has begun, changed only by a job change",
        one_captain_in_play,
    ),
    Invariant("cards-conserved", ("3-1-4",), "each player's cards neither appear nor vanish", cards_conserved),
    Invariant(
        "rank-within-crystals",
        ("10-2-3-1-1", "3-6-3-1"),
        "a card entering the captain or crew area keeps its rank total within the crystals",
        rank_within_crystals,
    ),
    Invariant(
        "crew-names-unique",
        ("10-2-3-2-1",),
        "no two crew of one character name in a crew area after an entry",
        crew_names_unique,
    ),
    Invariant(
        "once-a-turn",
        ("10-3-2", "10-4-2", "2-6-1-1-3"),
        "one job change and one uncap per player and turn, one charge attack per card and turn",
        once_a_turn,
    ),
    Invariant(
        "captain-falls-only-without-armor",
        ("9-2-1-3-6", "9-4-1-3-1", "9-4-2-3-1"),
        "armor breaks one card at a time, and a captain is incapacitated only with no armor left",
        captain_falls_only_without_armor,
    ),
    Invariant(
        "hidden-zones",
        ("3-2-2", "3-3-3", "3-4-1-2", "3-5-2", "3-5-3", "3-6-2", "3-7-2", "3-8-2"),
        "who sees which zone",
        hidden_zones,
    ),
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
