"""Invariants of Legions! that hold after every step of every game.

Each reads only observations (docs/legions-data.md (d)): the state before and after one step and
the log events the step added. Several replay those events over the state before the step and
demand that they lead to the state after it, so an engine cannot change a lane, the standby zone,
a life total or a core count without saying so in its log. The shared state machine checks the
starting state as a step from itself with an empty log (``{"type": "start"}``); such a step has no
earlier state to replay from, so the replays are skipped there and only the state itself is read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from tcgjudge.invariants.shared.records import Invariant, Transition, new_events, replayable
from tcgjudge.invariants.shared.results_model import expected, game_rules

PLAYERS = ("p1", "p2")
PHASES = ("start", "core", "draw", "main", "end")  # 26-2, in this order
LANES = ("left", "centre", "right")  # 17-11
WAIT_ZONES = ("I", "II", "III", "IV")  # 17-16
STANDBY_SLOTS = 2  # 17-17
MAX_LIFE = 20  # 08-3, 08-4
CORES_TO_WIN = 12  # 24-2b
REASONS = ("life", "cores", "deck", "effect", "concede")
CORE_PLACES = ("master", "lord", "core_active", "core_exhausted", *(f"wait_{w}" for w in WAIT_ZONES))
"""Where a player's cores can be (07-2, 25-6, 25-8, 32-5); ``outside`` the game is not counted."""

Obs = Mapping[str, Any]


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


def units(player: Obs) -> Iterator[tuple[str, Obs]]:
    """(area, unit) of a player's minions (lanes left to right) and lord."""
    for lane in LANES:
        unit = player["lanes"].get(lane)
        if unit is not None:
            yield lane, unit
    if player.get("lord") is not None:
        yield "lord", player["lord"]


def card_ids(player: Obs) -> list[str]:
    """Every card id of one player, in every zone (the master included)."""
    ids = [player["master"]["id"], *(unit["id"] for _, unit in units(player))]
    for zone in WAIT_ZONES:
        ids += [c["id"] for c in player["wait"][zone]["cards"]]
    for stack in ("standby", "exclusion", "play", "hand", "deck"):
        ids += [c["id"] for c in player[stack]]
    return ids


def core_counts(player: Obs) -> dict[str, int]:
    """A player's cores by place (the names of the log's ``cores`` events)."""
    lord = player.get("lord")
    counts = {
        "master": int(player["master"]["cores"]),
        "lord": int(lord["cores"]) if lord is not None else 0,
        "core_active": int(player["core_zone"]["active"]),
        "core_exhausted": int(player["core_zone"]["exhausted"]),
    }
    for zone in WAIT_ZONES:
        counts[f"wait_{zone}"] = int(player["wait"][zone]["cores"])
    return counts


# -- zones (17-11, 17-14, 17-17, 17-3) ------------------------------------------------------------


def _area_holder(player: Obs, area: str) -> str | None:
    unit = player["lord"] if area == "lord" else player["lanes"].get(area)
    return None if unit is None else str(unit["id"])


def one_card_per_area(step: Transition) -> str | None:
    """17-11 / 17-14: each lane, and the lord area, holds one card at most.

    The shape (three named lanes, each empty or one card) is read from the state after the step; the
    step's ``move`` events are replayed over the state before it, and no card may arrive in an area
    that is taken, nor may an area change without a ``move`` saying so.
    """
    for name in PLAYERS:
        player = step.after["players"][name]
        lanes = player["lanes"]
        if not isinstance(lanes, Mapping) or set(lanes) != set(LANES):
            return f"{name}'s minion zone has the lanes {sorted(lanes)}, not exactly {list(LANES)}"
        for area, unit in [*lanes.items(), ("lord", player["lord"])]:
            if unit is not None and not (isinstance(unit, Mapping) and isinstance(unit.get("id"), str)):
                return f"{name}'s {area} area holds {unit!r}, not one card"
        ids = [unit["id"] for _, unit in units(player)]
        repeated = [cid for cid, n in Counter(ids).items() if n > 1]
        if repeated:
            return f"{name}'s card {repeated[0]} stands in two areas of the field at once"
    if not replayable(step):
        return None
    areas = (*LANES, "lord")
    held = {name: {area: _area_holder(step.before["players"][name], area) for area in areas} for name in PLAYERS}
    for event in new_events(step):
        if event.get("event") != "move" or event.get("player") not in PLAYERS:
            continue
        mine = held[event["player"]]
        source, target = str(event["from"]), str(event["to"])
        source_area = source.removeprefix("lane_") if source.startswith("lane_") else source
        target_area = target.removeprefix("lane_") if target.startswith("lane_") else target
        if source_area in mine:
            if mine[source_area] != event["card"]:
                return f"{event['card']} left {event['player']}'s {source_area} area, where it was not"
            mine[source_area] = None
        if target_area in mine:
            if mine[target_area] is not None:
                return f"{event['card']} entered {event['player']}'s {target_area} area, taken by {mine[target_area]}"
            mine[target_area] = str(event["new_id"])
    for name in PLAYERS:
        now = {area: _area_holder(step.after["players"][name], area) for area in areas}
        if now != held[name]:
            return f"{name}'s field is {now}, but the logged moves give {held[name]}"
    return None


def standby_limit(step: Transition) -> str | None:
    """17-17: the standby zone holds two cards at most, at every move of the step as after it."""
    for name in PLAYERS:
        count = len(step.after["players"][name]["standby"])
        if count > STANDBY_SLOTS:
            return f"{name}'s standby zone holds {count} cards (at most {STANDBY_SLOTS})"
    if not replayable(step):
        return None
    counts = {name: len(step.before["players"][name]["standby"]) for name in PLAYERS}
    for event in new_events(step):
        if event.get("event") != "move" or event.get("player") not in PLAYERS:
            continue
        name = event["player"]
        counts[name] += (event["to"] == "standby") - (event["from"] == "standby")
        if counts[name] > STANDBY_SLOTS:
            return f"moving {event['card']} gave {name}'s standby zone {counts[name]} cards (at most {STANDBY_SLOTS})"
    for name in PLAYERS:
        if counts[name] != len(step.after["players"][name]["standby"]):
            shown = len(step.after["players"][name]["standby"])
            return f"{name}'s standby zone holds {shown} cards, the logged moves give {counts[name]}"
    return None


def card_conservation(step: Transition) -> str | None:
    """17-3: every card is in one place, and a card moves only among its owner's zones."""
    seen = [cid for name in PLAYERS for cid in card_ids(step.after["players"][name])]
    repeated = [cid for cid, n in Counter(seen).items() if n > 1]
    if repeated:
        return f"card ids in two places at once: {repeated[:5]}"
    for name in PLAYERS:
        before, after = set(card_ids(step.before["players"][name])), set(card_ids(step.after["players"][name]))
        if before != after:
            gone, new = sorted(before - after), sorted(after - before)
            return f"{name}'s cards changed: {gone[:3]} gone, {new[:3]} new"
    return None


MIRROR = {"left": "right", "centre": "centre", "right": "left"}
"""The opponent's name for a lane (18-2, 18-4): each player names the lanes from their own side."""
ADJACENT = {"left": ("centre",), "centre": ("left", "right"), "right": ("centre",)}  # 18-5


def _lane_of(step: Transition, player: str, card: str) -> str | None:
    """The lane of ``player``'s minion ``card`` before the step (or after it, for a minion that came during it)."""
    for obs in (step.before, step.after):
        for lane in LANES:
            unit = obs["players"][player]["lanes"].get(lane)
            if unit is not None and unit["id"] == card:
                return lane
    return None


def attack_in_range(step: Transition) -> str | None:
    """34-5: a minion attacking from a lane reaches the opponent's minions of that lane and of the lanes next
    to it (18-5), never those of the far lane.

    Read from the step's ``attack`` events; a lord (or a master, 38-9) attacks from the centre lane, which is
    next to every lane, so only minions are judged, and a unit a ``move`` event moved during the step earlier
    than its attack is left alone (its lane at that moment is not observed).
    """
    events = new_events(step)
    for number, event in enumerate(events):
        if event.get("event") != "attack" or event.get("player") not in PLAYERS:
            continue
        moved = {e.get("card") for e in events[:number] if e.get("event") == "move"}
        player, attacker, target = event["player"], event.get("attacker"), event.get("target")
        if attacker in moved or target in moved or not isinstance(attacker, str) or not isinstance(target, str):
            continue
        lane, theirs = _lane_of(step, player, attacker), _lane_of(step, other(player), target)
        if lane is None or theirs is None:
            continue
        if MIRROR[theirs] != lane and MIRROR[theirs] not in ADJACENT[lane]:
            return (
                f"{player}'s {attacker} in its {lane} lane attacked {target} in the opponent's {theirs} lane, "
                "the far lane: out of range"
            )
    return None


# -- life (08-3, 08-4, 08-5) ---------------------------------------------------------------------------


def life_bounds(step: Transition) -> str | None:
    """08-4 / 08-5: life stays within 0..20; 08-3: it starts at 20.

    Replayed over the step: a ``life`` event with ``change`` moves the life by exactly that much
    (the amount actually gained or lost once clamped), one without it only sets the starting 20, and
    the life after the step is the last one logged.
    """
    for name in PLAYERS:
        life = step.after["players"][name]["life"]
        if not isinstance(life, int) or not 0 <= life <= MAX_LIFE:
            return f"{name}'s life is {life!r}, outside 0..{MAX_LIFE}"
        if step.after["phase"] == "setup" and life != MAX_LIFE:
            return f"{name}'s life is {life} before the first turn, not the starting {MAX_LIFE} (08-3, 25-5)"
    events = [e for e in new_events(step) if e.get("event") == "life"]
    for event in events:
        if not 0 <= event["life"] <= MAX_LIFE:
            return f"{event['player']}'s life was logged as {event['life']}, outside 0..{MAX_LIFE}"
        if "change" not in event and event["life"] != MAX_LIFE:
            return f"{event['player']}'s life was set to {event['life']}, not the starting {MAX_LIFE}"
    if not replayable(step):
        return None
    lives = {name: step.before["players"][name]["life"] for name in PLAYERS}
    for event in events:
        name = event["player"]
        if "change" in event and lives[name] + event["change"] != event["life"]:
            return f"{name}'s life went from {lives[name]} by {event['change']} to {event['life']}"
        lives[name] = event["life"]
    for name in PLAYERS:
        if step.after["players"][name]["life"] != lives[name]:
            return f"{name}'s life is {step.after['players'][name]['life']}, the log says {lives[name]}"
    return None


# -- cores (07, 12-3, 20-3b, 24-2b) ----------------------------------------------------------------------


def cores_conserved(step: Transition) -> str | None:
    """Cores are counters that only the log's ``cores`` events move.

    Per player and per place (master, lord, the core zone's two areas, wait zones I..IV), the count
    after the step is the count before it plus what the step's ``cores`` events brought and minus
    what they took, and no place ever goes below 0 on the way. Along the replay: cores enter the
    core zone active and leave it from the exhausted area first (07-3), the only core from outside
    the game is Core Boost's, onto the master (20-3b; the five of 25-6 come before the first step),
    and a lord leaves the field with no core left on it (12-3: they go to the master).
    """
    for name in PLAYERS:
        negative = {place: n for place, n in core_counts(step.after["players"][name]).items() if n < 0}
        if negative:
            return f"{name} has a negative core count {negative}"
    if not replayable(step):
        return None
    counts = {name: core_counts(step.before["players"][name]) for name in PLAYERS}
    events = new_events(step)
    boosts = Counter(
        e.get("player") for e in events if e.get("event") == "activate" and e.get("ability") == "core_boost"
    )
    for event in events:
        kind, actor = event.get("event"), str(event.get("player"))
        if kind == "move" and event.get("from") == "lord" and actor in PLAYERS and counts[actor]["lord"]:
            return f"{actor}'s lord {event['card']} left the field with {counts[actor]['lord']} core(s) on it (12-3)"
        if kind != "cores" or actor not in PLAYERS:
            continue
        source, target, count = event["from"], event["to"], int(event["count"])
        mine = counts[actor]
        if count <= 0:
            return f"a cores event moves {count} cores"
        if target == "outside":
            return f"{count} of {actor}'s cores left the game from {source}; no rule of this slice does that"
        if source == "outside":
            if target != "master" or boosts[actor] < count:
                return f"{count} core(s) came from outside the game to {actor}'s {target} without Core Boost (20-3b)"
            boosts[actor] -= count
        else:
            if mine[source] < count:
                return f"{count} core(s) moved from {actor}'s {source}, which held {mine[source]}"
            if source == "core_active" and target != "core_exhausted" and mine["core_exhausted"]:
                return f"cores left {actor}'s core zone from its active area while exhausted ones were there (07-3)"
            mine[source] -= count
        if target == "core_exhausted" and source != "core_active":
            return f"cores entered {actor}'s core zone exhausted, from {source} (07-3)"
        mine[target] += count
    for name in PLAYERS:
        now = core_counts(step.after["players"][name])
        if now != counts[name]:
            changed = {p: (counts[name][p], now[p]) for p in CORE_PLACES if now[p] != counts[name][p]}
            return f"{name}'s cores do not match the log's cores events (logged, shown): {changed}"
    return None


def cores_for_win_count(step: Transition) -> str | None:
    """24-2b: the count a win by cores reads is the core zone plus the leader zone (master and lord)."""
    for name in PLAYERS:
        player = step.after["players"][name]
        counts = core_counts(player)
        want = counts["core_active"] + counts["core_exhausted"] + counts["master"] + counts["lord"]
        if player["cores_for_win"] != want:
            return f"{name}'s cores_for_win is {player['cores_for_win']}, the core and leader zones hold {want}"
    return None


# -- ATK and HP (09-2, 10-1, 10-2) ---------------------------------------------------------------------


def atk_hp_floors(step: Transition) -> str | None:
    """09-2 / 10-2: a unit's ATK and HP are never below 0, nor is its damage (11-3).

    16-3c: an open unit shows both numbers; a reversed one has lost them (null).
    """
    for name in PLAYERS:
        for area, unit in units(step.after["players"][name]):
            where = f"{name}'s {area} unit {unit['id']}"
            if not isinstance(unit["damage"], int) or unit["damage"] < 0:
                return f"{where} has damage {unit['damage']!r}"
            for stat in ("atk", "hp"):
                value = unit[stat]
                if unit["reversed"]:
                    if value is not None:
                        return f"{where} is reversed but shows {stat} {value} (16-3c)"
                elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    return f"{where} has {stat} {value!r}, not a number of 0 or more"
    return None


def zero_hp_breaks(step: Transition) -> str | None:
    """10-1 / 11-3: a minion or lord at 0 HP breaks at once, so none stands on the field after a step.

    Unless the game ended during the step: the end of the game is checked before the breaks (24-4b).
    """
    if step.after["result"]["over"]:
        return None
    for name in PLAYERS:
        for area, unit in units(step.after["players"][name]):
            if unit["hp"] == 0:
                return f"{name}'s {area} unit {unit['id']} is at 0 HP and still on the field"
    return None


# -- the turn (25-10, 26-1, 26-2) -------------------------------------------------------------------------


def turn_order(step: Transition) -> str | None:
    """26-1: turns alternate, the first player's on odd turns (25-10); 26-2: every turn runs its five
    phases in order, each once.

    The turn player is read from the turn number; the step's ``turn_start`` and ``phase`` events are
    replayed from the state before it and must end where the state after it is.
    """
    after = step.after
    if after["turn"] >= 1:
        first = after["first_player"]
        if first not in PLAYERS:
            return f"turn {after['turn']} has begun but the first player is {first!r}"
        want = first if after["turn"] % 2 == 1 else other(first)
        if after["turn_player"] != want:
            return f"turn {after['turn']} is {after['turn_player']}'s, but {first} went first: it is {want}'s"
        if after["phase"] not in PHASES:
            return f"turn {after['turn']} is in the phase {after['phase']!r}"
    elif after["phase"] != "setup" or after["turn_player"] is not None:
        return f"turn 0 is not the setup: phase {after['phase']!r}, turn player {after['turn_player']!r}"
    if not replayable(step):
        return None
    turn, player, phase = step.before["turn"], step.before["turn_player"], step.before["phase"]
    for event in new_events(step):
        if event.get("event") == "turn_start":
            want_player = after["first_player"] if turn == 0 else other(str(player))
            if event["turn"] != turn + 1 or event["player"] != want_player:
                return f"turn {event['turn']} ({event['player']}) began after turn {turn} ({player})"
            if turn >= 1 and phase != "end":
                return f"turn {turn} ended in its {phase} phase, before its end phase (26-2)"
            turn, player, phase = event["turn"], event["player"], None
        elif event.get("event") == "phase":
            want_phase = PHASES[0] if phase in (None, "setup") else None
            if phase in PHASES and phase != PHASES[-1]:
                want_phase = PHASES[PHASES.index(phase) + 1]
            if event["phase"] != want_phase or event["player"] != player:
                return (
                    f"{event['player']}'s {event['phase']} phase came after the {phase} phase of {player}'s turn {turn}"
                )
            phase = event["phase"]
    if (turn, player) != (after["turn"], after["turn_player"]) or (phase is not None and phase != after["phase"]):
        state = f"turn {after['turn']} ({after['turn_player']}, {after['phase']})"
        return f"the log leads to turn {turn} ({player}, {phase}) but the state is {state}"
    return None


# -- the result (24) ------------------------------------------------------------------------------------------


def result_shape(step: Transition) -> str | None:
    """24-1 / 24-4c: never a draw; an ended game has exactly one winner and one loser, the other player."""
    result = step.after["result"]
    if result["draw"] is not False:
        return f"the result says draw={result['draw']!r}; Legions! has no draw"
    if not result["over"]:
        if result["winner"] is not None or result["losers"] or result["reason"] is not None:
            return f"the game goes on but the result reads {result}"
        return None
    winner = result["winner"]
    if winner not in PLAYERS or list(result["losers"]) != [other(winner)]:
        return f"the ended game's result is {result}, not one winner and the other player as the one loser"
    if result["reason"] not in REASONS:
        return f"the game ended for the reason {result['reason']!r}"
    if not step.before["result"]["over"]:
        over = [e for e in new_events(step) if e.get("event") == "game_over"]
        if len(over) != 1 or (over[0]["winner"], list(over[0]["losers"])) != (winner, [other(winner)]):
            return f"the game ended with {len(over)} game_over event(s) for the result {result}: {over}"
    return None


def _conditions(step: Transition) -> tuple[dict[str, list[str]], dict[str, list[str]], frozenset[str]]:
    """(loss conditions, win conditions, concessions) met now, by player (24-2a, 24-2b, 24-3a, 24-3b, 24-3d)."""
    events = new_events(step)
    players = step.after["players"]
    losses: dict[str, list[str]] = {name: [] for name in PLAYERS}
    wins: dict[str, list[str]] = {name: [] for name in PLAYERS}
    for name in PLAYERS:
        if players[name]["life"] == 0:
            losses[name].append("life")  # 24-3a
            wins[other(name)].append("life")  # 24-2a
        if any(e.get("event") == "draw_failed" and e.get("player") == name for e in events):
            losses[name].append("deck")  # 24-3b
        if players[name]["cores_for_win"] >= CORES_TO_WIN:
            wins[name].append("cores")  # 24-2b
    conceded = frozenset(e["player"] for e in events if e.get("event") == "concede")
    return losses, wins, conceded


def result_model(step: Transition) -> str | None:
    """The result agrees with the shared Z3 model of Legions!'s end-of-game rules (24-4a..24-4c).

    The end is checked after every change (24-4b), so a game still going on meets no condition, and an
    ended game is settled by the conditions met when it ended (nothing happens after that, 24-1): the
    turn player's side first, a loss beating a win. Its ``reason`` is a condition the loser or the
    winner met.
    """
    if step.before["result"]["over"]:
        return None
    losses, wins, conceded = _conditions(step)
    result = step.after["result"]
    if not conceded and not any(losses.values()) and not any(wins.values()):
        return f"nobody meets an end condition, yet the game ended: {result}" if result["over"] else None
    want = expected(
        game_rules("legions"),
        concede=conceded,
        condition_loss=frozenset(name for name in PLAYERS if losses[name]),
        condition_win=frozenset(name for name in PLAYERS if wins[name]),
        turn_player=step.after.get("turn_player") or "p1",
    )
    met = {"losses": losses, "wins": wins, "conceded": sorted(conceded)}
    if not want.over:
        return f"the game ended although no condition holds: {result}" if result["over"] else None
    if not result["over"]:
        return f"conditions {met} are met (24-4b) but the game goes on"
    if result["winner"] != want.winner or set(result["losers"]) != set(want.losers):
        given = f"{want.winner} over {sorted(want.losers)}"
        return f"result {result['winner']} over {result['losers']}, but {met} gives {given}"
    loser = result["losers"][0]
    reasons = {*losses[loser], *wins[result["winner"]], *(["concede"] if loser in conceded else [])}
    if result["reason"] not in reasons:
        return f"the game ended for {result['reason']!r}, which is none of the conditions met: {sorted(reasons)}"
    return None


INVARIANTS: tuple[Invariant, ...] = (
    Invariant(
        "one-card-per-area",
        ("17-11", "17-14"),
        "each lane and the lord area hold one card at most, and change only by logged moves",
        one_card_per_area,
    ),
    Invariant(
        "attack-in-range",
        ("34-5", "18-5"),
        "a minion attacks only the opponent's minions of its own lane and the lanes next to it",
        attack_in_range,
    ),
    Invariant("standby-limit", ("17-17",), "the standby zone never holds more than two cards", standby_limit),
    Invariant(
        "card-conservation",
        ("17-3",),
        "every card is in one place and stays among its owner's zones",
        card_conservation,
    ),
    Invariant(
        "life-bounds",
        ("08-3", "08-4", "08-5"),
        "life starts at 20, stays within 0..20 and changes only as the log's life events say",
        life_bounds,
    ),
    Invariant(
        "cores-conserved",
        ("07-2", "07-3", "12-3", "20-3b", "25-6"),
        "each place's cores change only by the log's cores events; only Core Boost brings cores into the game",
        cores_conserved,
    ),
    Invariant(
        "cores-for-win-count",
        ("24-2b",),
        "the count for a win by cores is the core zone plus the master and the lord",
        cores_for_win_count,
    ),
    Invariant("atk-hp-floors", ("09-2", "10-2", "16-3c"), "ATK, HP and damage are never negative", atk_hp_floors),
    Invariant("zero-hp-breaks", ("10-1", "11-3"), "no minion or lord stays on the field at 0 HP", zero_hp_breaks),
    Invariant(
        "turn-order",
        ("25-10", "26-1", "26-2"),
        "turns alternate from the first player and each runs start, core, draw, main and end in order",
        turn_order,
    ),
    Invariant(
        "result-shape",
        ("24-1", "24-4c"),
        "never a draw; an ended game has exactly one winner and the other player as its one loser",
        result_shape,
    ),
    Invariant(
        "result-model",
        ("24-2a", "24-2b", "24-3a", "24-3b", "24-3d", "24-4a", "24-4b", "24-4c"),
        "the game ends exactly when a condition is met, as the Z3 model of chapter 24 settles it",
        result_model,
    ),
)
