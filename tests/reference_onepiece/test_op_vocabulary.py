"""More of the ability vocabulary and serialisation round trips."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_op_helpers import CARDS, events, ids, new_game, observe, player, start, state_setup, to_declared

from tcgjudge.engine.interface import IllegalActionError


def _with(extra: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    setup = state_setup(**kw)
    setup["cards"] = copy.deepcopy(CARDS) + extra
    return setup


def _event(cid: str, effects: list[dict[str, Any]], timing: str = "main") -> dict[str, Any]:
    return {
        "id": cid,
        "category": "event",
        "colors": ["red"],
        "cost": 0,
        "abilities": [{"timing": timing, "effects": effects}],
    }


def test_give_rush_lets_new_character_attack() -> None:
    ev = _event(
        "E-RUSH",
        [
            {
                "kind": "give_keyword",
                "keyword": "rush",
                "duration": "turn",
                "target": {"select": "choose", "side": "self", "count": 1},
            }
        ],
    )
    e = start(
        _with(
            [ev],
            p1=player(hand=[{"card": "C-VAN", "id": "v"}, {"card": "E-RUSH", "id": "er"}]),
            p2=player(leader={"card": "L-RED", "id": "L2"}),
        )
    )
    e.apply({"type": "play", "card": "v"})
    e.apply({"type": "play", "card": "er"})
    assert e.observe()["players"]["p1"]["characters"][0]["keywords"] == ["rush"]
    e.apply({"type": "attack", "attacker": "v", "target": "L2"})
    assert e.observe()["battle"] is not None


def test_until_start_of_next_turn_expires_in_own_refresh() -> None:
    ev = _event(
        "E-DEBUFF",
        [
            {
                "kind": "power",
                "amount": -3000,
                "duration": "until_start_of_your_next_turn",
                "target": {"select": "choose", "side": "opponent", "count": 1},
            }
        ],
    )
    e = start(
        _with(
            [ev],
            p1=player(hand=[{"card": "E-DEBUFF", "id": "d"}]),
            p2=player(characters=[{"card": "C-VAN", "id": "v"}]),
        )
    )
    e.apply({"type": "play", "card": "d"})
    assert e.observe()["players"]["p2"]["characters"][0]["power"] == -1000  # 1-3-7
    e.apply({"type": "end_main"})
    assert e.observe()["players"]["p2"]["characters"][0]["power"] == -1000  # still p2's turn
    e.apply({"type": "end_main"})
    assert e.observe()["players"]["p2"]["characters"][0]["power"] == 2000


def test_rest_set_active_add_don() -> None:
    ev = _event(
        "E-MIX",
        [
            {"kind": "rest", "target": {"select": "all", "side": "opponent"}},
            {"kind": "set_active", "target": {"select": "all", "side": "self", "kinds": ["leader"]}},
            {"kind": "add_don", "count": 2, "rested": True},
        ],
    )
    e = start(
        _with(
            [ev],
            p1=player(leader={"card": "L-RED", "rested": True}, hand=[{"card": "E-MIX", "id": "m"}]),
            p2=player(characters=[{"card": "C-VAN", "id": "a"}, {"card": "C-SAFE", "id": "b"}]),
        )
    )
    e.apply({"type": "play", "card": "m"})
    o = e.observe()
    assert [c["rested"] for c in o["players"]["p2"]["characters"]] == [True, True]
    assert o["players"]["p1"]["leader"]["rested"] is False
    assert o["players"]["p1"]["don_rested"] == 2 and o["players"]["p1"]["don_deck"] == 3


def test_opponent_trashes_chosen_card() -> None:
    ev = _event("E-DISC", [{"kind": "trash_from_hand", "count": 1, "player": "opponent"}])
    e = start(
        _with(
            [ev],
            p1=player(hand=[{"card": "E-DISC", "id": "x"}]),
            p2=player(hand=[{"card": "C-VAN", "id": "h1"}, {"card": "C-BIG", "id": "h2"}]),
        )
    )
    e.apply({"type": "play", "card": "x"})
    o = e.observe()
    assert o["pending"]["player"] == "p2" and o["pending"]["kind"] == "select"
    with pytest.raises(IllegalActionError):
        e.apply({"type": "select", "cards": []})
    e.apply({"type": "select", "cards": ["h2"]})
    assert ids(e.observe()["players"]["p2"]["hand"]) == ["h1"]


def test_draw_up_to() -> None:
    ev = _event("E-UPTO", [{"kind": "draw", "count": 2, "up_to": True}])
    e = start(_with([ev], p1=player(hand=[{"card": "E-UPTO", "id": "u"}])))
    e.apply({"type": "play", "card": "u"})
    e.apply({"type": "decide", "accept": True})
    e.apply({"type": "decide", "accept": False})
    assert len(e.observe()["players"]["p1"]["hand"]) == 1


def test_on_block_and_on_opponents_attack() -> None:
    extra = [
        {
            "id": "C-OB",
            "category": "character",
            "colors": ["red"],
            "cost": 2,
            "power": 1000,
            "keywords": ["blocker"],
            "abilities": [
                {
                    "timing": "on_block",
                    "effects": [{"kind": "power", "amount": 5000, "duration": "battle", "target": {"select": "this"}}],
                }
            ],
        },
        {
            "id": "C-OOA",
            "category": "character",
            "colors": ["red"],
            "cost": 2,
            "power": 1000,
            "abilities": [{"timing": "on_opponents_attack", "effects": [{"kind": "draw", "count": 1}]}],
        },
    ]
    e = start(
        _with(
            extra,
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(characters=[{"card": "C-OB", "id": "ob"}, {"card": "C-OOA", "id": "ooa"}]),
        )
    )
    p2l = e.observe()["players"]["p2"]["leader"]["id"]
    e.apply({"type": "attack", "attacker": "L1", "target": p2l})
    assert len(e.observe()["players"]["p2"]["hand"]) == 1
    e.apply({"type": "block", "blocker": "ob"})
    assert e.observe()["players"]["p2"]["characters"][0]["power"] == 6000
    e.apply({"type": "pass"})
    assert events(e, "battle")[0]["winner"] == "defender"


def test_cannot_attack_prohibition() -> None:
    setup = state_setup(
        p1=player(leader={"card": "L-RED", "id": "L1"}),
        p2=player(leader={"card": "L-RED", "id": "L2"}),
        effects=[{"kind": "prohibit", "target": "L1", "what": "attack", "duration": "turn", "controller": "p2"}],
    )
    e = start(setup)
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "attack", "attacker": "L1", "target": "L2"})
    assert err.value.clause == "1-3-3"


def test_start_of_your_turn_effect() -> None:
    extra = [
        {
            "id": "C-SOT",
            "category": "character",
            "colors": ["red"],
            "cost": 1,
            "power": 1000,
            "abilities": [{"timing": "start_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}],
        }
    ]
    e = start(_with(extra, p1=player(characters=[{"card": "C-SOT"}]), phase="refresh"))
    assert len(e.observe()["players"]["p1"]["hand"]) == 2


def test_round_trip_declared_state() -> None:
    e = start(
        state_setup(p1=player(characters=[{"card": "C-VAN", "id": "v", "don": 2}], hand=[{"card": "C-BIG", "id": "b"}]))
    )
    e.apply({"type": "attach_don", "card": "v"})
    s = e._state
    assert s is not None
    again = new_game({"mode": "state", "seed": 1, "cards": copy.deepcopy(CARDS), "state": to_declared(s)})
    a, b = observe(s), observe(again)
    assert a["players"] == b["players"] and a["effects"] == b["effects"]
