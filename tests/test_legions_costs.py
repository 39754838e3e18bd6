"""Unit tests of activation costs in the Legions! reference engine: X MP (30-2a, 05-3), process costs (30-4),
and the cost filters that read a reversed card's cost as 0 (16-3d)."""

from __future__ import annotations

from typing import Any

import pytest
from legions_states import MASTER, act, log, minion, obs, skill, start_stocked, stocked_player, unit
from tcgjudge.games.legions import setup_needs, text_needs
from tcgjudge.reference.legions.abilities import Cost, bind_x, parse_ability, parse_text, uses_x
from tcgjudge.reference.legions.engine import LegionsEngine
from tcgjudge.reference.legions.targets import candidates, cost

from tcgjudge.engine.interface import EngineError, IllegalActionError

OPPONENT_MASTER = {"select": "all", "side": "opponent", "kinds": ["master"]}
BLAST = {"name": "Blast", "when": "activated", "cost": {"mp": "X"},
         "effects": [{"do": "damage", "target": OPPONENT_MASTER, "amount": "X"}]}  # fmt: skip
TITHE = {"name": "Tithe", "when": "activated", "cost": {"mp": 1, "exclude_hand": 2},
         "effects": [{"do": "gain_life", "amount": 3}]}  # fmt: skip


def engine_with(ability: dict[str, Any], hand: int = 0, cores: int = 3, mp: int = 0) -> LegionsEngine:
    p1 = stocked_player(
        "p1", awakened=False, lanes={"left": unit("SAGE", "s")}, hand=[unit("F", f"h{i}") for i in range(hand)]
    )
    p1["core_zone"] = {"active": cores, "exhausted": 0}
    p1["mp"] = mp
    sage = minion("SAGE", hp=3, abilities=[ability])
    return start_stocked([sage], p1=p1, p2=stocked_player("p2", awakened=False), filler=minion("F", hp=3, cost=9))


def activations(engine: LegionsEngine) -> list[dict[str, Any]]:
    return [a for a in engine.legal_actions() if a["type"] == "activate" and a.get("card") == "s"]


def rejected(engine: LegionsEngine, **fields: Any) -> str | None:
    before = engine.observe()
    with pytest.raises(IllegalActionError) as error:
        act(engine, "activate", card="s", ability=0, **fields)
    assert engine.observe() == before, "a rejected activation changes nothing"
    return error.value.clause


# -- the format ------------------------------------------------------------------------------------------------


def test_x_cost_and_process_cost_parse() -> None:
    assert parse_ability("C", "minion", 0, BLAST).cost == Cost(mp=0, x=True)
    assert parse_ability("C", "minion", 0, TITHE).cost == Cost(mp=1, exclude_hand=2)


@pytest.mark.parametrize(
    "raw",
    [
        {"when": "activated", "cost": {"mp": 1}, "effects": [{"do": "gain_life", "amount": "X"}]},  # 05-3: undefined X
        {"when": "on_deploy", "effects": [{"do": "draw", "count": "X"}]},
        {"when": "activated", "cost": {"mp": "Y"}, "effects": [{"do": "draw", "count": 1}]},
        {"when": "activated", "cost": {"mp": -1}, "effects": [{"do": "draw", "count": 1}]},
        {"when": "activated", "cost": {"exclude_hand": -1}, "effects": [{"do": "draw", "count": 1}]},
        {"when": "activated", "cost": {"discard": 1}, "effects": [{"do": "draw", "count": 1}]},
        {"when": "always", "effects": [{"do": "modify", "target": {"select": "all"}, "atk": "X"}]},
    ],
)
def test_malformed_costs_and_undefined_x_are_refused(raw: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        parse_ability("C", "minion", 0, raw)


def test_a_play_time_effect_cannot_use_x() -> None:
    with pytest.raises(ValueError, match="05-3"):
        parse_text(skill("S", [{"do": "draw", "count": "X"}]), "S", "skill")


def test_only_moving_steps_target_reversed_cards() -> None:
    target = {"select": "all", "side": "opponent", "reversed": True}
    parse_text(skill("S", [{"do": "move", "target": target, "to": "hand"}]), "S", "skill")
    with pytest.raises(ValueError, match="16-3e"):
        parse_text(skill("S", [{"do": "damage", "target": target, "amount": 1}]), "S", "skill")
    with pytest.raises(ValueError):
        parse_text(skill("S", [{"do": "move", "target": {**target, "reversed": "yes"}, "to": "hand"}]), "S", "skill")


def test_bind_x_fills_every_amount_even_nested_and_nothing_else() -> None:
    steps = (
        {"do": "draw", "count": "X"},
        {"do": "move", "target": {"select": "all", "filter": {"types": ["X"]}}, "to": "hand"},
        {"do": "resolve", "effects": [{"do": "modify", "target": {"select": "this"}, "atk": "X", "hp": 1}]},
        {
            "do": "choose",
            "count": 1,
            "options": [[{"do": "gain_life", "amount": "X"}], [{"do": "exhaust", "cores": "X"}]],
        },
    )
    assert uses_x(steps) and not uses_x(bind_x(steps, 2))
    bound = bind_x(steps, 2)
    assert bound[0]["count"] == 2 and bound[1]["target"]["filter"]["types"] == ["X"]
    assert bound[2]["effects"][0] == {"do": "modify", "target": {"select": "this"}, "atk": 2, "hp": 1}
    assert [o[0].get("amount", o[0].get("cores")) for o in bound[3]["options"]] == [2, 2]
    assert bound[3]["count"] == 1 and steps[0]["count"] == "X", "the card's own text is left as it is"


def test_capabilities_follow_the_cost() -> None:
    cards = [minion("A", hp=3, abilities=[BLAST]), minion("B", hp=3, abilities=[TITHE])]
    assert {"ability.x_cost"} <= text_needs(cards[0]) and "ability.process_cost" not in text_needs(cards[0])
    assert {"ability.process_cost"} <= text_needs(cards[1]) and "ability.x_cost" not in text_needs(cards[1])
    setup = {"mode": "state", "cards": [MASTER, *cards], "state": {}}
    assert {"ability.x_cost", "ability.process_cost"} <= setup_needs(setup)
    assert {"ability.x_cost", "ability.process_cost"} <= set(LegionsEngine().info().capabilities)


# -- 30-2a / 05-3: X MP ------------------------------------------------------------------------------------------


def test_every_x_from_zero_to_the_mp_available_is_listed() -> None:
    engine = engine_with(BLAST, cores=2, mp=1)
    assert sorted(a["x"] for a in activations(engine)) == [0, 1, 2, 3]


@pytest.mark.parametrize("x", [0, 1, 3])
def test_x_is_paid_and_is_the_amount(x: int) -> None:
    engine = engine_with(BLAST, cores=3)
    act(engine, "activate", card="s", ability=0, x=x)
    assert obs(engine, "p2")["life"] == 20 - x
    assert obs(engine, "p1")["core_zone"] == {"active": 3 - x, "exhausted": x}
    assert [e["mp"] for e in log(engine, "pay")] == ([x] if x else [])  # X = 0 pays nothing
    assert log(engine, "resolve")[-1]["card"] == "s"


@pytest.mark.parametrize(("fields", "clause"), [({"x": -1}, "30-2a"), ({"x": 4}, "30-2"), ({}, "30-2a")])
def test_a_wrong_x_is_rejected(fields: dict[str, Any], clause: str) -> None:
    assert rejected(engine_with(BLAST, cores=3), **fields) == clause


def test_x_for_a_cost_without_x_and_a_malformed_x() -> None:
    assert rejected(engine_with(TITHE, hand=2), x=1, cost_cards=["h0", "h1"]) == "30-2a"
    with pytest.raises(EngineError):
        act(engine_with(BLAST), "activate", card="s", ability=0, x="2")


# -- 30-4: a process as a cost --------------------------------------------------------------------------------------


def test_the_process_needs_enough_hand_cards_and_pays_nothing_otherwise() -> None:
    engine = engine_with(TITHE, hand=1)
    assert activations(engine) == []
    assert rejected(engine, cost_cards=["h0"]) == "30-4"


@pytest.mark.parametrize("named", [["h0"], ["h0", "h0"], ["h0", "s"], ["h0", "h1", "h2"]])
def test_the_named_cards_must_be_exactly_the_process(named: list[str]) -> None:
    assert rejected(engine_with(TITHE, hand=3), cost_cards=named) == "30-4"


def test_cost_cards_for_a_cost_without_a_process() -> None:
    assert rejected(engine_with(BLAST), x=0, cost_cards=["h0"]) == "30-4"


def test_every_set_of_hand_cards_is_listed_for_each_x() -> None:
    ability = {**TITHE, "cost": {"mp": "X", "exclude_hand": 2}}
    engine = engine_with(ability, hand=3, cores=1)
    listed = {(a["x"], tuple(a["cost_cards"])) for a in activations(engine)}
    assert listed == {(x, c) for x in (0, 1) for c in (("h0", "h1"), ("h0", "h2"), ("h1", "h2"))}


def test_mp_short_takes_no_card_and_process_short_takes_no_mp() -> None:
    assert rejected(engine_with(TITHE, hand=2, cores=0), cost_cards=["h0", "h1"]) == "30-2"
    exhausting = {**TITHE, "cost": {"exhaust_self": True, "exclude_hand": 2}}
    assert rejected(engine_with(exhausting, hand=1), cost_cards=["h0"]) == "30-4"


def test_the_process_happens_while_paying_before_the_effects() -> None:
    ability = {"name": "T", "when": "activated", "cost": {"exclude_hand": 2},
               "effects": [{"do": "damage", "target": OPPONENT_MASTER, "amount": {"count": "hand"}}]}  # fmt: skip
    engine = engine_with(ability, hand=3)
    act(engine, "activate", card="s", ability=0, cost_cards=["h2", "h0"])
    assert [c["id"] for c in obs(engine, "p1")["hand"]] == ["h1"]
    assert {c["id"]: c["face_up"] for c in obs(engine, "p1")["exclusion"]} == {"h2": True, "h0": True}
    assert obs(engine, "p2")["life"] == 19
    kinds = [e["event"] for e in log(engine, "activate", "move", "resolve")]
    assert kinds[-4:] == ["activate", "move", "move", "resolve"]


# -- 16-3d: a reversed card's cost -------------------------------------------------------------------------------


def _sweep_engine(target: dict[str, Any]) -> LegionsEngine:
    heavy = minion("HEAVY", hp=3, cost=3)
    p2 = stocked_player(
        "p2", awakened=False, lanes={"left": unit("HEAVY", "r", reversed=True), "right": unit("HEAVY", "o")}
    )
    p2["standby"] = [{"card": "HEAVY", "id": "sr", "reversed": True}, {"card": "HEAVY", "id": "so"}]
    cards = [heavy, skill("SW", [{"do": "move", "target": target, "to": "hand"}])]
    p1 = stocked_player("p1", awakened=False)
    engine = start_stocked(cards, p1=p1, p2=p2, filler=minion("F", hp=3, cost=9))
    return engine


def _candidates(target: dict[str, Any]) -> list[str]:
    engine = _sweep_engine(target)
    return candidates(engine._need(), "p1", "x", target)


def test_a_reversed_cards_cost_is_zero() -> None:
    engine = _sweep_engine({"select": "all"})
    s = engine._need()
    assert cost(s, "HEAVY", True) == 0 and cost(s, "HEAVY", False) == 3


@pytest.mark.parametrize(
    ("zone", "flt", "found"),
    [
        ("field", {"max_cost": 0}, ["r"]),
        ("field", {"min_cost": 3}, ["o"]),
        ("field", {}, ["o", "r"]),
        ("field", {"category": ["minion"]}, ["o"]),  # 16-3e: no category
        ("field", {"colors": ["red"]}, ["o"]),  # 16-3c: no colours
        ("field", {"max_hp": 9}, ["o"]),  # 16-3c: no HP
        ("field", {"exhausted": False, "max_cost": 0}, ["r"]),  # 16-3a: still active or exhausted
        ("field", {"exhausted": True}, []),
        ("standby", {"max_cost": 0}, ["sr"]),
        ("standby", {"min_cost": 1}, ["so"]),
    ],
)
def test_a_reversed_card_is_a_bare_card_of_cost_zero(zone: str, flt: dict[str, Any], found: list[str]) -> None:
    assert _candidates({"select": "all", "side": "opponent", "zone": zone, "reversed": True, "filter": flt}) == found


def test_without_reversed_a_target_never_picks_a_reversed_card() -> None:
    for zone, open_card in (("field", "o"), ("standby", "so")):
        target = {"select": "all", "side": "opponent", "zone": zone, "filter": {"max_cost": 3}}
        assert _candidates(target) == [open_card]
