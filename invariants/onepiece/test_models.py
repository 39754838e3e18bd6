"""The engine under test against the Z3 models: battles, playing to full areas, and game results.

Every combination within small bounds (and the boundary battles Z3 generates) is
built through the engine interface as a declared state, played out, and the
engine's outcome compared with the model's.
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest
from tcgjudge.invariants.onepiece import battle_model, play_model
from tcgjudge.invariants.onepiece.setups import declared_setup, player_state
from tcgjudge.invariants.shared import results_model

from tcgjudge.engine.interface import Engine, IllegalActionError

LEADER: dict[str, Any] = {"id": "L-M", "category": "leader", "colors": ["red"], "power": 5000, "life": 5}
FILLER: dict[str, Any] = {"id": "C-FILL", "category": "character", "colors": ["red"], "cost": 1, "power": 1000}
COUNTERS: list[dict[str, Any]] = [
    {"id": f"K-{value}", "category": "character", "colors": ["red"], "cost": 1, "power": 1000, "counter": value}
    for value in (1000, 2000)
]
MAX_STEPS = 40


def character(power: int, cost: int = 1) -> dict[str, Any]:
    return {"id": f"C-{power}-{cost}", "category": "character", "colors": ["red"], "cost": cost, "power": power}


def player(**zones: Any) -> dict[str, Any]:
    name = zones.pop("name")
    defaults: dict[str, Any] = {"deck": ["C-FILL"] * 5, "life": ["C-FILL"] * 3, "don_deck": 10}
    return player_state({"card": "L-M", "id": f"{name}-leader"}, **{**defaults, **zones})


def declared(
    cards: list[dict[str, Any]], p1: dict[str, Any], p2: dict[str, Any], phase: str = "main"
) -> dict[str, Any]:
    return declared_setup([LEADER, FILLER, *COUNTERS, *cards], p1, p2, phase=phase, turn_player="p1", first_player="p1")


def answer(engine: Engine, counters: list[str], target: str) -> None:
    """Answer the pending decision the way the check needs: no block, the given counters, no trigger."""
    actions = engine.legal_actions()
    kinds = {action["type"] for action in actions}
    wanted: dict[str, Any] | None = None
    if "no_block" in kinds:
        wanted = next(a for a in actions if a["type"] == "no_block")
    elif "pass" in kinds:
        playable = [a for a in actions if a["type"] == "counter" and a.get("card") in counters]
        wanted = playable[0] if playable else next(a for a in actions if a["type"] == "pass")
        if playable:
            counters.remove(str(wanted["card"]))
            wanted = {**wanted, "target": target}
    elif "trigger" in kinds:
        wanted = next(a for a in actions if a["type"] == "trigger" and not a.get("use"))
    else:
        wanted = next(a for a in actions if a["type"] != "concede")
    engine.apply(wanted)


BATTLES = [
    *battle_model.boundary_cases(24),
    *(
        {"attacker_power": a, "attacker_don": d, "target_power": t, "target_don": 1, "counters": c}
        for a, d, t, c in itertools.product((3000, 5000), (0, 1), (4000, 5000), (0, 1000))
    ),
]


@pytest.mark.parametrize(
    "case", BATTLES, ids=lambda c: "A{attacker_power}+{attacker_don}-T{target_power}+{counters}".format(**c)
)
def test_battle_outcome_matches_the_model(engine: Engine, case: dict[str, int]) -> None:
    attacker, target = character(case["attacker_power"]), character(case["target_power"], cost=2)
    counter_cards = [f"k{i}" for i in range(case["counters"] // 1000)]
    hand = [{"card": "K-1000", "id": card} for card in counter_cards]
    setup = declared(
        [attacker, target],
        player(
            name="p1",
            characters=[{"card": attacker["id"], "id": "att", "don": case["attacker_don"]}],
            don_deck=10 - case["attacker_don"],
        ),
        player(
            name="p2",
            characters=[{"card": target["id"], "id": "tgt", "rested": True, "don": case["target_don"]}],
            hand=hand,
            don_deck=10 - case["target_don"],
        ),
    )
    engine.start("onepiece", setup)
    engine.apply({"type": "attack", "attacker": "att", "target": "tgt", "player": "p1"})
    for _ in range(MAX_STEPS):
        battles = [e for e in engine.observe()["log"] if e.get("event") == "battle"]
        if battles:
            break
        answer(engine, counter_cards, "tgt")
    else:
        pytest.fail("the battle never reached its damage step")
    wins = battle_model.attacker_wins(**case)
    event = battles[0]
    assert event["winner"] == ("attacker" if wins else "defender"), (
        f"7-1-4-1: with {case} the model says the {'attacker' if wins else 'defender'} wins; the engine logged {event}"
    )
    assert event["attacker_power"] == case["attacker_power"] + 1000 * case["attacker_don"], "6-5-5-2"
    assert event["target_power"] == case["target_power"] + case["counters"], "6-5-5-2 / 7-1-3-2-1"


@pytest.mark.parametrize(
    ("area", "in_area", "cost", "active"),
    [
        *(("character", c, k, a) for c in range(6) for k, a in ((1, 1), (2, 1), (0, 0))),
        *(("stage", s, k, a) for s in range(2) for k, a in ((1, 1), (2, 1))),
    ],
)
def test_playing_into_an_area_matches_the_model(
    engine: Engine, area: str, in_area: int, cost: int, active: int
) -> None:
    limit = play_model.CHARACTER_LIMIT if area == "character" else play_model.STAGE_LIMIT
    playable, must_trash, after = play_model.evaluate(limit, in_area, cost, active)
    new_card = (
        character(2000, cost)
        if area == "character"
        else {"id": f"S-{cost}", "category": "stage", "colors": ["red"], "cost": cost}
    )
    old_stage = {"id": "S-OLD", "category": "stage", "colors": ["red"], "cost": 1}
    zones: dict[str, Any] = {
        "hand": [{"card": new_card["id"], "id": "new"}],
        "don_active": active,
        "don_deck": 10 - active,
    }
    if area == "character":
        zones["characters"] = [{"card": "C-FILL", "id": f"c{i}"} for i in range(in_area)]
    elif in_area:
        zones["stage"] = {"card": "S-OLD", "id": "old"}
    engine.start("onepiece", declared([new_card, old_stage], player(name="p1", **zones), player(name="p2")))
    offered = any(a["type"] == "play" and a.get("card") == "new" for a in engine.legal_actions())
    assert offered == playable, f"6-5-3-1: playing a cost-{cost} card with {active} active DON!! should be {playable}"
    if not playable:
        before = engine.observe()
        with pytest.raises(IllegalActionError):
            engine.apply({"type": "play", "card": "new", "player": "p1"})
        assert engine.observe() == before, "a rejected play must change nothing"
        return
    engine.apply({"type": "play", "card": "new", "player": "p1"})
    pending = engine.observe()["pending"] or {}
    if must_trash and area == "character":
        assert pending.get("kind") == "trash_character", (
            f"3-7-6-1: a sixth character needs a trash choice, got {pending}"
        )
        choice = next(a for a in engine.legal_actions() if a["type"] == "trash_character")
        engine.apply(choice)
    observation = engine.observe()["players"]["p1"]
    count = len(observation["characters"]) if area == "character" else int(observation["stage"] is not None)
    assert count == after, f"{area} area holds {count}, the model says {after} (limit {limit})"


@pytest.mark.parametrize(("deck_p1", "deck_p2"), list(itertools.product(range(3), range(3))))
def test_deck_out_results_match_the_model(engine: Engine, deck_p1: int, deck_p2: int) -> None:
    setup = declared(
        [], player(name="p1", deck=["C-FILL"] * deck_p1), player(name="p2", deck=["C-FILL"] * deck_p2), phase="draw"
    )
    engine.start("onepiece", setup)
    # The model at the first check: empty decks lose at once (9-2-1-2); otherwise p1 draws one card.
    empty_now = frozenset(p for p, d in (("p1", deck_p1), ("p2", deck_p2)) if d == 0)
    losers = empty_now or frozenset({"p1"} if deck_p1 == 1 else set())
    want = results_model.expected(results_model.game_rules("onepiece"), condition_loss=losers)
    result = engine.observe()["result"]
    assert result["over"] == want.over, f"decks {deck_p1}/{deck_p2}: model says over={want.over}, engine {result}"
    if want.over:
        assert set(result["losers"]) == set(want.losers) and result["winner"] == want.winner, (
            f"decks {deck_p1}/{deck_p2}: model {want}, engine {result}"
        )


@pytest.mark.parametrize("who", ["p1", "p2"])
def test_concession_matches_the_model(engine: Engine, who: str) -> None:
    engine.start("onepiece", declared([], player(name="p1"), player(name="p2")))
    engine.apply({"type": "concede", "player": who})
    want = results_model.expected(results_model.game_rules("onepiece"), concede=frozenset({who}))
    result = engine.observe()["result"]
    assert result["over"] and result["winner"] == want.winner and set(result["losers"]) == set(want.losers), result
    assert engine.legal_actions() == [], "a finished game offers no actions"


@pytest.mark.parametrize("life", [0, 1])
def test_leader_damage_at_zero_life_matches_the_model(engine: Engine, life: int) -> None:
    setup = declared([], player(name="p1"), player(name="p2", life=["C-FILL"] * life))
    engine.start("onepiece", setup)
    engine.apply({"type": "attack", "attacker": "p1-leader", "target": "p2-leader", "player": "p1"})
    for _ in range(MAX_STEPS):
        observation = engine.observe()
        if observation["result"]["over"] or any(e.get("event") == "damage" for e in observation["log"]):
            break
        answer(engine, [], "p2-leader")
    losers = frozenset({"p2"} if life == 0 else set())
    want = results_model.expected(results_model.game_rules("onepiece"), condition_loss=losers)
    result = copy.deepcopy(engine.observe()["result"])
    assert result["over"] == want.over and result["winner"] == want.winner, (
        f"life {life}: model {want}, engine {result}"
    )
