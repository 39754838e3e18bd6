"""Hypothesis strategies for One Piece setups: fresh seeded games and declared mid-game states.

Only vanilla test cards and the four keywords are used, so any engine with the
``setup.state``/``setup.fresh`` capabilities and the keywords can be driven.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from tcgjudge.invariants.onepiece.setups import DON_TOTAL, declared_setup, player_state

LEADER = {"id": "L-INV", "category": "leader", "colors": ["red"], "power": 5000, "life": 5}
POOL: list[dict[str, Any]] = [
    {"id": f"C-INV{i}", "category": "character", "colors": ["red"], "cost": cost, "power": power, "counter": counter}
    | ({"keywords": [keyword]} if keyword else {})
    for i, (cost, power, counter, keyword) in enumerate(
        [
            (1, 2000, 1000, None),
            (1, 1000, 2000, None),
            (2, 3000, 1000, None),
            (2, 3000, 0, "blocker"),
            (3, 4000, 1000, None),
            (3, 5000, 0, "rush"),
            (4, 5000, 1000, None),
            (4, 6000, 0, "double_attack"),
            (5, 6000, 1000, "banish"),
            (5, 7000, 0, None),
            (6, 8000, 0, None),
            (0, 1000, 1000, None),
            (2, 2000, 2000, None),
        ]
    )
]
CARDS = [LEADER, *POOL]
NUMBERS = [card["id"] for card in POOL]


@st.composite
def decks(draw: st.DrawFn) -> list[str]:
    """A legal 50-card deck: four of each of the 13 numbers, less two copies (5-1-2-1, 5-1-2-3)."""
    deck = [number for number in NUMBERS for _ in range(4)]
    for number in draw(st.lists(st.sampled_from(NUMBERS), min_size=2, max_size=2)):
        deck.remove(number)
    return list(draw(st.permutations(deck)))


def fresh_setup(seed: int) -> dict[str, Any]:
    """A seeded fresh game with a fixed legal deck for each player (the order is the engine's shuffle)."""
    deck = [number for number in NUMBERS for _ in range(4)][:-2]
    return {
        "mode": "fresh",
        "seed": seed,
        "cards": CARDS,
        "players": [{"leader": LEADER["id"], "deck": list(deck), "don_deck": DON_TOTAL} for _ in range(2)],
    }


@st.composite
def fresh_setups(draw: st.DrawFn) -> dict[str, Any]:
    return {
        "mode": "fresh",
        "seed": draw(st.integers(0, 2**31 - 1)),
        "cards": CARDS,
        "players": [{"leader": LEADER["id"], "deck": draw(decks()), "don_deck": DON_TOTAL} for _ in range(2)],
    }


@st.composite
def _player(draw: st.DrawFn, name: str) -> dict[str, Any]:
    numbers = st.sampled_from(NUMBERS)
    characters = draw(st.lists(numbers, max_size=5))
    given = draw(st.lists(st.integers(0, 2), min_size=len(characters) + 1, max_size=len(characters) + 1))
    while sum(given) > DON_TOTAL:
        given = [0 for _ in given]
    left = DON_TOTAL - sum(given)
    active = draw(st.integers(0, left))
    rested = draw(st.integers(0, left - active))
    return player_state(
        {"card": LEADER["id"], "id": f"{name}-leader", "rested": draw(st.booleans()), "don": given[0]},
        characters=[
            {"card": card, "id": f"{name}-c{i}", "rested": draw(st.booleans()), "don": given[i + 1]}
            for i, card in enumerate(characters)
        ],
        hand=draw(st.lists(numbers, max_size=5)),
        deck=draw(st.lists(numbers, min_size=0, max_size=6)),
        trash=draw(st.lists(numbers, max_size=2)),
        life=draw(st.lists(numbers, max_size=3)),
        don_deck=left - active - rested,
        don_active=active,
        don_rested=rested,
    )


@st.composite
def declared_setups(draw: st.DrawFn) -> dict[str, Any]:
    """A mid-game state at the start of a main or refresh phase, small enough that games end quickly."""
    return declared_setup(
        CARDS,
        draw(_player("p1")),
        draw(_player("p2")),
        turn=draw(st.integers(3, 9)),
        phase=draw(st.sampled_from(["refresh", "main"])),
        seed=draw(st.integers(0, 2**31 - 1)),
        first_player="p1",
    )
