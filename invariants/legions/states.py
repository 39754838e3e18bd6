"""Hypothesis strategies of Legions! setups: fresh seeded games with legal decks, and legal declared states.

Only cards without text and the three keywords the contract implements (Haste, Assault, First
Strike) are used, so any engine with ``setup.fresh`` / ``setup.state`` / ``setup.phase`` and those
keywords can be driven. The shapes are docs/legions-data.md (a) and games/legions/schemas/setup.json.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

PLAYERS = ("p1", "p2")
LANES = ("left", "centre", "right")
WAIT_ZONES = ("I", "II", "III", "IV")
PHASES = ("start", "core", "draw", "main", "end")
DECK_SIZE = 40  # 23-2a
COPIES = 3  # 23-2c
MAX_LIFE = 20  # 08-4
CORES_TO_WIN = 12  # 24-2b

MASTERS: list[dict[str, Any]] = [
    {"id": "M-RW", "name": "Rune Blader", "category": "master", "colors": ["red", "white"]},
    {"id": "M-BG", "name": "Shaman", "category": "master", "colors": ["black", "green"]},
]


def _minion(cid: str, colors: list[str], cost: int, atk: int, hp: int, wt: int, *keywords: str) -> dict[str, Any]:
    card = {"id": cid, "name": f"Minion {cid}", "category": "minion", "colors": colors, "cost": cost}
    return card | {"atk": atk, "hp": hp, "wt": wt} | ({"keywords": list(keywords)} if keywords else {})


MAIN: list[dict[str, Any]] = [
    _minion("R-1", ["red"], 1, 2, 2, 2),
    _minion("R-2", ["red"], 2, 3, 2, 2, "first_strike"),
    _minion("R-3", ["red"], 3, 4, 3, 3),
    _minion("R-H", ["red"], 2, 2, 1, 1, "haste"),
    _minion("W-1", ["white"], 1, 1, 3, 1),
    _minion("W-A", ["white"], 2, 2, 2, 2, "assault"),
    _minion("G-1", ["green"], 1, 2, 1, 1, "haste"),
    _minion("G-2", ["green"], 3, 3, 4, 2),
    _minion("B-1", ["black"], 2, 3, 1, 2, "first_strike"),
    _minion("B-2", ["black"], 1, 1, 2, 4),
    _minion("RW-2", ["red", "white"], 2, 3, 3, 2),
    _minion("BG-2", ["black", "green"], 2, 3, 3, 2, "assault"),
    *(
        {"id": cid, "name": f"Skill {cid}", "category": "skill", "colors": [color], "cost": cost, "wt": wt}
        for cid, color, cost, wt in (("S-R", "red", 1, 3), ("S-G", "green", 0, 1), ("S-W", "white", 1, 2))
    ),
    *(
        {"id": cid, "name": f"Arts {cid}", "category": "arts", "colors": [color], "cost": cost}
        for cid, color, cost in (("A-R", "red", 2), ("A-B", "black", 1))
    ),
    {"id": "L-W", "name": "Lord L-W", "category": "lord", "colors": ["white"], "cost": 2, "cc": 2, "atk": 3, "hp": 5},
    {
        "id": "L-B",
        "name": "Lord L-B",
        "category": "lord",
        "colors": ["black"],
        "cost": 3,
        "cc": 3,
        "atk": 4,
        "hp": 4,
        "keywords": ["first_strike"],
    },
]
CARDS: list[dict[str, Any]] = [*MASTERS, *MAIN]
BY_ID = {card["id"]: card for card in CARDS}
MINIONS = [card["id"] for card in MAIN if card["category"] == "minion"]
LORDS = [card["id"] for card in MAIN if card["category"] == "lord"]
WAITING = [card["id"] for card in MAIN if card["category"] in ("minion", "skill")]  # wait and standby zones
ANY_MAIN = [card["id"] for card in MAIN]


def eligible(master: str) -> list[str]:
    """The main-deck cards a deck of ``master`` may hold: single-symbol ones, double ones of its class (23-2d)."""
    held = set(BY_ID[master]["colors"])
    return [card["id"] for card in MAIN if len(card["colors"]) == 1 or set(card["colors"]) <= held]


def legal_deck(master: str, rng: random.Random) -> list[str]:
    """40 cards of ``master``'s eligible ones, three of a name at most (23-2a, 23-2c, 23-2d)."""
    return rng.sample([cid for cid in eligible(master) for _ in range(COPIES)], DECK_SIZE)


def fresh_setup(seed: int) -> dict[str, Any]:
    """A seeded fresh game: p1 a red-white master, p2 a black-green one, the same legal decks for every seed.

    The decks do not depend on the seed, so two seeds give different games only through the engine's
    own shuffles and choices (what the seed-check of the playouts asks of it).
    """
    rng = random.Random(0)
    players = [{"master": m["id"], "deck": legal_deck(m["id"], rng)} for m in MASTERS]
    return {"mode": "fresh", "seed": seed, "cards": CARDS, "players": players}


@st.composite
def _deck(draw: st.DrawFn, master: str) -> list[str]:
    pool = [cid for cid in eligible(master) for _ in range(COPIES)]
    return list(draw(st.permutations(pool)))[:DECK_SIZE]


@st.composite
def _restrictions(draw: st.DrawFn, decks: list[list[str]]) -> dict[str, Any]:
    """Banned, limited and joint lists (23-2e..23-2g) that both decks meet."""
    names = {cid: BY_ID[cid]["name"] for cid in ANY_MAIN}
    used = [{names[cid] for cid in deck} for deck in decks]
    absent = sorted(set(names.values()) - used[0] - used[1])
    present = sorted(used[0] & used[1])
    out: dict[str, Any] = {}
    if bool(absent) and draw(st.booleans()):
        out["banned"] = draw(st.lists(st.sampled_from(absent), min_size=1, max_size=2, unique=True))
    if bool(present) and draw(st.booleans()):
        name = draw(st.sampled_from(present))
        most = max(sum(names[cid] == name for cid in deck) for deck in decks)
        out["limited"] = {name: draw(st.integers(most, COPIES))}
    if bool(absent and present) and draw(st.booleans()):
        out["joint"] = [[draw(st.sampled_from(present)), draw(st.sampled_from(absent))]]
    return out


@st.composite
def fresh_setups(draw: st.DrawFn) -> dict[str, Any]:
    """Fresh games: any two masters, random legal decks, sometimes restrictions they meet and a set chooser."""
    masters = [draw(st.sampled_from(MASTERS))["id"] for _ in PLAYERS]
    decks = [draw(_deck(master)) for master in masters]
    setup: dict[str, Any] = {
        "mode": "fresh",
        "seed": draw(st.integers(0, 2**31 - 1)),
        "cards": CARDS,
        "players": [{"master": m, "deck": d} for m, d in zip(masters, decks, strict=True)],
    }
    restrictions = draw(_restrictions(decks))
    if restrictions:
        setup["restrictions"] = restrictions
    if draw(st.booleans()):
        setup["chooser"] = draw(st.sampled_from(PLAYERS))
    return setup


@st.composite
def _unit(draw: st.DrawFn, cid: str, card: str) -> dict[str, Any]:
    """A minion or lord on the field; an open one has taken less damage than its HP (10-1)."""
    reversed_ = draw(st.integers(0, 5)) == 0
    hp = int(BY_ID[card]["hp"])
    unit: dict[str, Any] = {
        "card": card,
        "id": cid,
        "exhausted": draw(st.booleans()),
        "reversed": reversed_,
        "damage": 0 if reversed_ else draw(st.integers(0, hp - 1)),
        "incapacitated": draw(st.booleans()),
    }
    return unit


def _cards(ids: list[str], prefix: str) -> list[dict[str, Any]]:
    return [{"card": card, "id": f"{prefix}{i}"} for i, card in enumerate(ids)]


@st.composite
def _player(draw: st.DrawFn, name: str, main_phase: bool) -> dict[str, Any]:
    """One player's legal declared state, with fewer than 12 cores in the core and leader zones (24-2b)."""
    master = draw(st.sampled_from(MASTERS))["id"]
    awakened = draw(st.booleans())
    # 26-4 (3): a normal-mode master has cores left on it, or it would have awakened
    master_cores = draw(st.integers(0, 2)) if awakened else draw(st.integers(1, 5))
    lord = None
    if awakened and draw(st.booleans()):  # 31-2: a lord needs an awakened master
        lord = draw(_unit(f"{name}-lord", draw(st.sampled_from(LORDS))))
        lord["cores"] = draw(st.integers(0, 3))
    lanes = {}
    for lane in LANES:
        if draw(st.booleans()):
            lanes[lane] = draw(_unit(f"{name}-{lane}", draw(st.sampled_from(MINIONS))))
    room = CORES_TO_WIN - 1 - master_cores - (lord["cores"] if lord else 0)
    active = draw(st.integers(0, min(5, room)))
    exhausted = draw(st.integers(0, min(3, room - active)))
    wait = {}
    for zone in WAIT_ZONES:
        cards = draw(st.lists(st.sampled_from(WAITING), max_size=2))
        wait[zone] = {
            "cards": [
                {"card": c, "id": f"{name}-w{zone}{i}", "reversed": draw(st.integers(0, 5)) == 0}
                for i, c in enumerate(cards)
            ],
            "cores": draw(st.integers(0, 1)),
        }
    standby = draw(st.lists(st.sampled_from(WAITING), max_size=2))
    exclusion = draw(st.lists(st.sampled_from(ANY_MAIN), max_size=3))
    return {
        "master": {
            "card": master,
            "id": f"{name}-master",
            "mode": "awakened" if awakened else "normal",
            "cores": master_cores,
            "exhausted": awakened and draw(st.booleans()),
        },
        "lord": lord,
        "lanes": lanes,
        "wait": wait,
        "standby": [
            {"card": c, "id": f"{name}-s{i}", "reversed": draw(st.integers(0, 5)) == 0} for i, c in enumerate(standby)
        ],
        "exclusion": [
            {"card": c, "id": f"{name}-x{i}", "face_up": draw(st.booleans())} for i, c in enumerate(exclusion)
        ],
        "hand": _cards(draw(st.lists(st.sampled_from(ANY_MAIN), max_size=5)), f"{name}-h"),
        "deck": _cards(draw(st.lists(st.sampled_from(ANY_MAIN), max_size=8)), f"{name}-d"),
        "core_zone": {"active": active, "exhausted": exhausted},
        "life": draw(st.integers(1, MAX_LIFE)),
        "mp": draw(st.integers(0, 2)) if main_phase else 0,  # 26-7 (3): unused MP vanish at the end of a turn
    }


@st.composite
def declared_setups(draw: st.DrawFn) -> dict[str, Any]:
    """A legal mid-game state at the beginning of any phase, with small decks so that games end soon."""
    turn = draw(st.integers(1, 12))
    turn_player = draw(st.sampled_from(PLAYERS))
    first = turn_player if turn % 2 == 1 else ("p2" if turn_player == "p1" else "p1")  # 26-1, 25-10
    phase = draw(st.sampled_from(PHASES))
    players = {name: draw(_player(name, phase == "main" and name == turn_player)) for name in PLAYERS}
    state = {"turn": turn, "turn_player": turn_player, "first_player": first, "phase": phase, "players": players}
    return {"mode": "state", "seed": draw(st.integers(0, 2**31 - 1)), "cards": CARDS, "state": state}
