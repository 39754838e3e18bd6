"""Shared helpers for the ONE PIECE reference-engine tests (no tests here)."""

from __future__ import annotations

import copy
from typing import Any

from tcgjudge.invariants.onepiece.setups import declared_setup, player_state
from tcgjudge.reference.onepiece.engine import OnePieceEngine, new_game
from tcgjudge.reference.onepiece.serialize import observe, to_declared

__all__ = [
    "CARDS",
    "OnePieceEngine",
    "events",
    "fresh_setup",
    "ids",
    "new_game",
    "observe",
    "player",
    "start",
    "state_setup",
    "to_declared",
]

CARDS: list[dict[str, Any]] = [
    {"id": "L-RED", "category": "leader", "colors": ["red"], "power": 5000, "life": 5},
    {"id": "L-BLUE", "category": "leader", "colors": ["blue"], "power": 5000, "life": 4},
    {"id": "C-VAN", "category": "character", "colors": ["red"], "cost": 1, "power": 2000, "counter": 1000},
    {"id": "C-BIG", "category": "character", "colors": ["red"], "cost": 4, "power": 6000},
    {
        "id": "C-RUSH",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 3000,
        "keywords": ["rush"],
    },
    {
        "id": "C-BLOCK",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 3000,
        "counter": 1000,
        "keywords": ["blocker"],
    },
    {
        "id": "C-DA",
        "category": "character",
        "colors": ["red"],
        "cost": 3,
        "power": 5000,
        "keywords": ["double_attack"],
    },
    {
        "id": "C-BAN",
        "category": "character",
        "colors": ["red"],
        "cost": 3,
        "power": 5000,
        "keywords": ["banish"],
    },
    {"id": "C-BLUE", "category": "character", "colors": ["blue"], "cost": 1, "power": 2000, "counter": 2000},
    {
        "id": "C-TRIG",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "abilities": [{"timing": "trigger", "effects": [{"kind": "draw", "count": 2}]}],
    },
    {
        "id": "C-ONPLAY",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "abilities": [{"timing": "on_play", "effects": [{"kind": "draw", "count": 1}]}],
    },
    {
        "id": "C-KOER",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 2000,
        "abilities": [
            {
                "timing": "on_play",
                "effects": [
                    {
                        "kind": "ko",
                        "target": {
                            "select": "choose",
                            "side": "opponent",
                            "count": 1,
                            "up_to": True,
                            "max_power": 3000,
                        },
                    }
                ],
            }
        ],
    },
    {
        "id": "C-ONKO",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "abilities": [{"timing": "on_ko", "effects": [{"kind": "draw", "count": 1}]}],
    },
    {
        "id": "C-SAFE",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 1000,
        "abilities": [
            {
                "timing": "permanent",
                "effects": [{"kind": "prohibit", "what": "be_ko_by_effect", "target": {"select": "this"}}],
            }
        ],
    },
    {
        "id": "C-SUB",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 1000,
        "abilities": [
            {
                "timing": "replacement",
                "event": "ko",
                "applies_to": {"select": "this"},
                "optional": True,
                "instead": [{"kind": "trash_from_hand", "count": 1, "player": "self"}],
            }
        ],
    },
    {
        "id": "C-DONPOW",
        "category": "character",
        "colors": ["red"],
        "cost": 2,
        "power": 2000,
        "abilities": [
            {
                "timing": "permanent",
                "conditions": {"don": 1, "turn": "yours"},
                "effects": [{"kind": "power", "amount": 2000, "target": {"select": "this"}}],
            }
        ],
    },
    {
        "id": "C-ACT",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "abilities": [
            {
                "timing": "activate_main",
                "once_per_turn": True,
                "cost": {"rest_don": 1},
                "effects": [{"kind": "power", "amount": 3000, "duration": "turn", "target": {"select": "this"}}],
            }
        ],
    },
    {
        "id": "C-ENDTURN",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "abilities": [{"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}],
    },
    {
        "id": "C-ATK",
        "category": "character",
        "colors": ["red"],
        "cost": 1,
        "power": 1000,
        "keywords": ["rush"],
        "abilities": [
            {
                "timing": "when_attacking",
                "effects": [{"kind": "power", "amount": 5000, "duration": "battle", "target": {"select": "this"}}],
            }
        ],
    },
    {
        "id": "E-COUNTER",
        "category": "event",
        "colors": ["red"],
        "cost": 1,
        "abilities": [
            {
                "timing": "counter",
                "effects": [
                    {
                        "kind": "power",
                        "amount": 4000,
                        "duration": "battle",
                        "target": {
                            "select": "choose",
                            "side": "self",
                            "kinds": ["leader", "character"],
                            "count": 1,
                            "up_to": True,
                        },
                    }
                ],
            }
        ],
    },
    {
        "id": "E-MAIN",
        "category": "event",
        "colors": ["red"],
        "cost": 1,
        "abilities": [
            {
                "timing": "main",
                "effects": [
                    {
                        "kind": "ko",
                        "target": {"select": "choose", "side": "opponent", "count": 1, "max_power": 4000},
                    }
                ],
            }
        ],
    },
    {
        "id": "E-WIN",
        "category": "event",
        "colors": ["red"],
        "cost": 0,
        "abilities": [{"timing": "main", "effects": [{"kind": "win", "player": "self"}]}],
    },
    {"id": "S-STAGE", "category": "stage", "colors": ["red"], "cost": 1},
    {"id": "S-STAGE2", "category": "stage", "colors": ["red"], "cost": 1},
]


def player(**over: Any) -> dict[str, Any]:
    zones: dict[str, Any] = {"deck": ["C-VAN"] * 10, "life": ["C-VAN"] * 3, "don_deck": 5, "don_active": 5, **over}
    return player_state(zones.pop("leader", {"card": "L-RED"}), **zones)


def state_setup(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, **over: Any) -> dict[str, Any]:
    turn_player = over.pop("turn_player", "p1")
    return declared_setup(CARDS, p1 or player(), p2 or player(), seed=1, turn_player=turn_player, **over)


def start(setup: dict[str, Any]) -> OnePieceEngine:
    e = OnePieceEngine()
    e.start("onepiece", setup)
    return e


def ids(cards: list[dict[str, Any]]) -> list[str]:
    return [c["id"] for c in cards]


def events(e: OnePieceEngine, name: str) -> list[dict[str, Any]]:
    return [ev for ev in e.observe()["log"] if ev["event"] == name]


def fresh_setup(seed: int = 7) -> dict[str, Any]:
    deck = (
        ["C-VAN"] * 4
        + ["C-BIG"] * 4
        + ["C-RUSH"] * 4
        + ["C-BLOCK"] * 4
        + ["C-DA"] * 4
        + ["C-BAN"] * 4
        + ["C-TRIG"] * 4
        + ["C-ONPLAY"] * 4
        + ["C-KOER"] * 4
        + ["C-ONKO"] * 4
        + ["E-COUNTER"] * 4
        + ["E-MAIN"] * 4
        + ["S-STAGE"] * 2
    )
    assert len(deck) == 50
    return {
        "mode": "fresh",
        "seed": seed,
        "cards": copy.deepcopy(CARDS),
        "players": [{"leader": "L-RED", "deck": list(deck)}, {"leader": "L-RED", "deck": list(deck)}],
    }
