"""Hypothesis strategies of Cipher setups: seeded fresh games with legal decks, and declared states.

The shapes are docs/cipher-data.md (a) and games/cipher/schemas/setup.json; only cards without skills are used.
Decks are the smallest legal ones (50 cards, 12.1.1), so a random playout ends by an empty deck (3.1.2) within a
few hundred actions.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

PLAYERS = ("p1", "p2")
PHASES = ("beginning", "bond", "deployment", "action", "end")
UNITS = ("Marth", "Caeda", "Ogma", "Navarre", "Jagen", "Cain", "Abel")
SYMBOLS = ("red", "blue")

CARDS: list[dict[str, Any]] = [
    {
        "id": f"CPH-{i:02d}",
        "name": f"{UNITS[i % len(UNITS)]}, version {i}",
        "unit": UNITS[i % len(UNITS)],
        "cost": 1 if i == 0 else (2, 2, 3, 2, 4, 0, 2)[i % 7],
        **({"cc_cost": 3} if i % 5 == 4 else {}),
        "symbols": [SYMBOLS[i % 2]],
        "power": (30, 40, 50, 60, 70)[i % 5],
        "support": (10, 20, 30)[i % 3],
        "range": ([1], [2], [1, 2], [1], [])[i % 5],
    }
    for i in range(13)
]
DECK = [c["id"] for c in CARDS[:12] for _ in range(4)] + ["CPH-12"] * 2
"""12.1.1: fifty cards; 12.1.1.2: at most four of a card name; 12.1.1.1: one cost-1 card number (``CPH-00``), so
the Main Character is no choice (12.2.1.1) and a fresh game's first observation already shows its seeded shuffle."""


def fresh_setup(seed: int) -> dict[str, Any]:
    """A seeded fresh game: the same legal deck for both players and every seed."""
    return {"mode": "fresh", "seed": seed, "cards": CARDS, "players": [{"deck": list(DECK)}, {"deck": list(DECK)}]}


@st.composite
def fresh_setups(draw: st.DrawFn) -> dict[str, Any]:
    """Fresh games with any seed and decks in any order."""
    setup = fresh_setup(draw(st.integers(0, 2**31 - 1)))
    for player in setup["players"]:
        player["deck"] = list(draw(st.permutations(player["deck"])))
    return setup


def _cards(ids: list[str], prefix: str) -> list[dict[str, Any]]:
    return [{"card": card, "id": f"{prefix}{i}"} for i, card in enumerate(ids)]


@st.composite
def _player(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """One player's legal declared state: a Main Character and up to three more units of other unit names."""
    ids = [c["id"] for c in CARDS]
    by_id = {c["id"]: c for c in CARDS}
    units: list[dict[str, Any]] = []
    names: set[str] = set()
    for i in range(draw(st.integers(1, 4))):
        card = by_id[draw(st.sampled_from(ids))]
        if card["unit"] in names:
            continue
        names.add(card["unit"])
        entry: dict[str, Any] = {"card": card["id"], "id": f"{name}-u{i}", "tapped": draw(st.booleans())}
        if not units:
            entry["main"] = True
        if draw(st.integers(0, 3)) == 0:
            entry["stack"] = [{"card": card["id"], "id": f"{name}-s{i}"}]
        entry["line"] = draw(st.sampled_from(("front", "back")))
        units.append(entry)
    front = [u for u in units if u.pop("line") == "front"]
    back = [u for u in units if u not in front]
    return {
        "deck": _cards(draw(st.lists(st.sampled_from(ids), max_size=8)), f"{name}-d"),
        "hand": _cards(draw(st.lists(st.sampled_from(ids), max_size=5)), f"{name}-h"),
        "retreat": _cards(draw(st.lists(st.sampled_from(ids), max_size=3)), f"{name}-r"),
        "orbs": _cards(draw(st.lists(st.sampled_from(ids), max_size=5)), f"{name}-o"),
        "bonds": [
            {"card": c, "id": f"{name}-b{i}", "face_up": draw(st.booleans())}
            for i, c in enumerate(draw(st.lists(st.sampled_from(ids), max_size=6)))
        ],
        "front": front,
        "back": back,
    }


@st.composite
def declared_setups(draw: st.DrawFn) -> dict[str, Any]:
    """A legal mid-game state at the beginning of any phase, with small decks so that games end soon."""
    turn = draw(st.integers(1, 12))
    turn_player = draw(st.sampled_from(PLAYERS))
    first = turn_player if turn % 2 == 1 else ("p2" if turn_player == "p1" else "p1")
    players = {name: draw(_player(name)) for name in PLAYERS}
    state = {
        "turn": turn,
        "turn_player": turn_player,
        "first_player": first,
        "phase": draw(st.sampled_from(PHASES)),
        "players": players,
    }
    return {"mode": "state", "seed": draw(st.integers(0, 2**31 - 1)), "cards": CARDS, "state": state}
