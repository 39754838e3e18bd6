"""Hypothesis strategies of Granblue Fantasy setups: seeded fresh games with legal decks, and declared states.

The captains have low HP so that battles break armor and end games well before the decks run out: random
playouts stay short (the project's test command plays them) and reach the armor break and the loss by battle.

The shapes are docs/gbf-data.md (a) and games/gbf/schemas/setup.json; only cards without text are used.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

PLAYERS = ("p1", "p2")
PHASES = ("start", "main", "battle", "burst")
MAX_CREW = 3  # 3-6-3

CAPTAINS: list[dict[str, Any]] = [
    {
        "id": "CPT-M0",
        "name": "Gran (Male)",
        "character": "Gran",
        "kind": "captain",
        "rank": 0,
        "gender": "male",
        "hp": 3,
        "atk": 3,
    },
    {
        "id": "CPT-M1",
        "name": "Fighter (Male)",
        "character": "Fighter",
        "kind": "captain",
        "rank": 1,
        "gender": "male",
        "hp": 4,
        "atk": 3,
    },
    {
        "id": "CPT-F0",
        "name": "Djeeta (Female)",
        "character": "Djeeta",
        "kind": "captain",
        "rank": 0,
        "gender": "female",
        "hp": 3,
        "atk": 3,
    },
    {
        "id": "CPT-F2",
        "name": "Sage (Female)",
        "character": "Sage",
        "kind": "captain",
        "rank": 2,
        "gender": "female",
        "hp": 4,
        "atk": 3,
    },
]
CHARACTERS = ("Katalina", "Rackam", "Io", "Eugen", "Rosetta", "Lyria")
CREW: list[dict[str, Any]] = [
    {
        "id": f"CRW-{i:02d}",
        "name": f"[Version {i}] {CHARACTERS[i % len(CHARACTERS)]}",
        "character": CHARACTERS[i % len(CHARACTERS)],
        "kind": "crew",
        "rank": 1 + i % 3,
        "hp": 1 + i % 3,
        "atk": 2 + i % 3,
        # 2-6-1-1: one card number only, so few face-down gauge cards return to the decks
        **({"ougi": {"cost": 1 + i % 2, "atk": 2, "hp": 1}} if i == 0 else {}),
    }
    for i in range(11)
]
SUMMONS: list[dict[str, Any]] = [
    {"id": "SUM-01", "name": "Colossus", "kind": "summon"},
    {"id": "SUM-02", "name": "Leviathan", "kind": "summon"},
]
CARDS: list[dict[str, Any]] = [*CAPTAINS, *CREW, *SUMMONS]
MAIN_DECK = [c["id"] for c in CREW[:10] for _ in range(4)] + ["CRW-10"] * 2 + ["SUM-01"] * 4 + ["SUM-02"] * 4
"""5-1-3: 42 crew and 8 summons (5-1-3-2), so fewer crew stand between the attackers and the captain."""


def fresh_setup(seed: int) -> dict[str, Any]:
    """A seeded fresh game: p1 male captains, p2 female ones, the same legal decks for every seed."""
    players = [
        {"captain_deck": ["CPT-M0", "CPT-M1"], "deck": list(MAIN_DECK)},
        {"captain_deck": ["CPT-F0", "CPT-F2"], "deck": list(MAIN_DECK)},
    ]
    return {"mode": "fresh", "seed": seed, "cards": CARDS, "players": players}


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
    """One player's legal declared state: a captain in play, up to 3 crew of distinct names within the crystals."""
    crystals = draw(st.integers(0, 6))
    crew: list[dict[str, Any]] = []
    names: set[str] = set()
    total = 0
    for i in range(draw(st.integers(0, MAX_CREW))):
        card = draw(st.sampled_from(CREW))
        if card["character"] in names or total + card["rank"] > crystals:
            continue
        names.add(card["character"])
        total += card["rank"]
        entry: dict[str, Any] = {"card": card["id"], "id": f"{name}-c{i}", "active": draw(st.booleans())}
        if draw(st.integers(0, 3)) == 0:
            entry["level"] = [{"card": card["id"], "id": f"{name}-l{i}"}]
        crew.append(entry)
    male = name == "p1"
    captain = "CPT-M0" if male else "CPT-F0"
    main_ids = [c["id"] for c in CREW] + [c["id"] for c in SUMMONS]
    return {
        "deck": _cards(draw(st.lists(st.sampled_from(main_ids), max_size=8)), f"{name}-d"),
        "hand": _cards(draw(st.lists(st.sampled_from(main_ids), max_size=5)), f"{name}-h"),
        "gauge": [
            {"card": c, "id": f"{name}-g{i}", "face_up": draw(st.booleans())}
            for i, c in enumerate(draw(st.lists(st.sampled_from(main_ids), max_size=4)))
        ],
        "captain_deck": _cards(["CPT-M1"] if male else ["CPT-F2"], f"{name}-cd"),
        "captains": [{"card": captain, "id": f"{name}-captain", "active": draw(st.booleans())}],
        "crew": crew,
        "crystals": [
            {"card": c, "id": f"{name}-x{i}", "active": draw(st.booleans())}
            for i, c in enumerate(draw(st.lists(st.sampled_from(main_ids), min_size=crystals, max_size=crystals)))
        ],
        "armor": _cards(draw(st.lists(st.sampled_from(main_ids), max_size=5)), f"{name}-a"),
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
