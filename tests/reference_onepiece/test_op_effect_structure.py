"""New timings, effect structure ("if", negation, added costs/conditions, simultaneous
instructions, both players) and card identity (names, types, attributes, base values, cost)."""

from __future__ import annotations

from typing import Any

import pytest
from tcgjudge.reference.onepiece.engine import OnePieceEngine
from test_op_helpers import events, ids, player, start, state_setup

from tcgjudge.engine.interface import IllegalActionError, UnsupportedError

DRAW1 = [{"kind": "draw", "count": 1}]


def card(id_: str, category: str = "character", **over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"id": id_, "category": category, "colors": ["red"], "name": id_}
    if category == "character":
        base.update(cost=1, power=1000)
    elif category in ("event", "stage"):
        base["cost"] = 0
    base.update(over)
    return base


def game(
    cards: list[dict[str, Any]], p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, **over: Any
) -> OnePieceEngine:
    setup = state_setup(p1, p2, **over)
    setup["cards"].extend(cards)
    return start(setup)


def leader(e: OnePieceEngine, p: str) -> str:
    return str(e.observe()["players"][p]["leader"]["id"])


def hand_size(e: OnePieceEngine, p: str) -> int:
    return len(e.observe()["players"][p]["hand"])


# -- timings -------------------------------------------------------------------------------------


def test_start_of_main_phase_either_player_turn_player_first() -> None:
    c = card("C-SOM", abilities=[{"timing": "start_of_main_phase", "effects": DRAW1}])
    e = game(
        [c],
        player(characters=[{"card": "C-SOM", "id": "a"}]),
        player(characters=[{"card": "C-SOM", "id": "b"}]),
        phase="don",
    )
    acts = [ev["card"] for ev in events(e, "activate")]
    assert acts == ["a", "b"]
    assert hand_size(e, "p1") == 1 and hand_size(e, "p2") == 1


def test_when_attacked_only_attacked_card_in_counter_step() -> None:
    c = card("C-HIT", abilities=[{"timing": "when_attacked", "effects": DRAW1}])
    lead = {
        "id": "L-HIT",
        "category": "leader",
        "colors": ["red"],
        "power": 5000,
        "life": 5,
        "abilities": [{"timing": "when_attacked", "effects": DRAW1}],
    }
    e = game(
        [c, lead],
        player(leader={"card": "L-HIT", "id": "p1-leader"}),
        player(leader={"card": "L-HIT", "id": "p2-leader"}, characters=[{"card": "C-HIT", "id": "other"}]),
    )
    e.apply({"type": "attack", "attacker": "p1-leader", "target": "p2-leader"})
    o = e.observe()
    assert o["battle"]["step"] == "counter"
    assert [ev["card"] for ev in events(e, "activate")] == ["p2-leader"]


def test_end_of_battle_battled_condition() -> None:
    c = card(
        "C-EOB",
        power=6000,
        abilities=[
            {"timing": "end_of_battle", "conditions": {"battled": True}, "effects": DRAW1},
        ],
    )
    w = card("C-WATCH", abilities=[{"timing": "end_of_battle", "effects": DRAW1}])
    e = game(
        [c, w],
        player(characters=[{"card": "C-EOB", "id": "x"}, {"card": "C-EOB", "id": "idle"}]),
        player(characters=[{"card": "C-WATCH", "id": "w"}]),
    )
    e.apply({"type": "attack", "attacker": "x", "target": leader(e, "p2")})
    e.apply({"type": "pass"})
    acts = [ev["card"] for ev in events(e, "activate")]
    assert acts == ["x", "w"]
    log = e.observe()["log"]
    names = [ev["event"] for ev in log]
    assert names.index("battle_end") > max(i for i, ev in enumerate(log) if ev["event"] == "activate")


def test_on_activate_event_only_for_events_played_from_hand() -> None:
    w = card("C-FAN", abilities=[{"timing": "on_activate_event", "effects": DRAW1}])
    ev = card("E-M", "event", abilities=[{"timing": "main", "effects": []}])
    e = game([w, ev], player(characters=[{"card": "C-FAN", "id": "fan"}], hand=[{"card": "E-M", "id": "m"}]))
    e.apply({"type": "play", "card": "m"})
    assert [x["card"] for x in events(e, "activate")] == ["m", "fan"]
    assert hand_size(e, "p1") == 1


# -- effect structure ------------------------------------------------------------------------------


@pytest.mark.parametrize(("hand", "drawn"), [([], 0), (["C-VAN"], 2)])
def test_if_done(hand: list[str], drawn: int) -> None:
    c = card(
        "C-IF",
        abilities=[
            {
                "timing": "on_play",
                "effects": [
                    {"kind": "trash_from_hand", "count": 1},
                    {"kind": "draw", "count": 2, "if": {"done": True}},
                ],
            }
        ],
    )
    e = game([c], player(hand=[{"card": "C-IF", "id": "i"}, *hand]))
    e.apply({"type": "play", "card": "i"})
    assert len(events(e, "draw")) == drawn


@pytest.mark.parametrize(("life", "drawn"), [(3, 0), (2, 1)])
def test_if_condition(life: int, drawn: int) -> None:
    c = card(
        "C-IFL", abilities=[{"timing": "on_play", "effects": [{"kind": "draw", "count": 1, "if": {"life_at_most": 2}}]}]
    )
    e = game([c], player(hand=[{"card": "C-IFL", "id": "i"}], life=["C-VAN"] * life))
    e.apply({"type": "play", "card": "i"})
    assert len(events(e, "draw")) == drawn


def test_negate_and_gained_keywords_order() -> None:
    neg = card(
        "E-NEG",
        "event",
        abilities=[
            {"timing": "main", "effects": [{"kind": "negate", "target": {"select": "choose", "side": "opponent"}}]}
        ],
    )
    give = card(
        "E-GIVE",
        "event",
        abilities=[
            {
                "timing": "main",
                "effects": [
                    {"kind": "give_keyword", "keyword": "rush", "target": {"select": "choose", "side": "opponent"}}
                ],
            }
        ],
    )
    e = game(
        [neg, give],
        player(hand=[{"card": "E-GIVE", "id": "g1"}, {"card": "E-NEG", "id": "n"}, {"card": "E-GIVE", "id": "g2"}]),
        p2=player(characters=[{"card": "C-BLOCK", "id": "b"}]),
    )
    e.apply({"type": "play", "card": "g1"})
    e.apply({"type": "play", "card": "n"})
    assert e.observe()["players"]["p2"]["characters"][0]["keywords"] == []
    e.apply({"type": "play", "card": "g2"})
    assert e.observe()["players"]["p2"]["characters"][0]["keywords"] == ["rush"]
    assert {"kind": "negate", "target": "b", "duration": "turn", "controller": "p1"} in e.observe()["effects"]


def test_negated_card_keeps_base_effect_and_cannot_activate() -> None:
    t = card("C-TXT", abilities=[{"timing": "activate_main", "effects": DRAW1}])
    ko = card(
        "E-KOV",
        "event",
        abilities=[
            {
                "timing": "main",
                "effects": [{"kind": "ko", "target": {"select": "all", "side": "any", "no_base_effect": True}}],
            }
        ],
    )
    setup = state_setup(
        player(
            hand=[{"card": "E-KOV", "id": "k"}], characters=[{"card": "C-TXT", "id": "t"}, {"card": "C-VAN", "id": "v"}]
        )
    )
    setup["cards"].extend([t, ko])
    setup["state"]["effects"] = [{"kind": "negate", "target": "t", "duration": "turn", "controller": "p2"}]
    e = start(setup)
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "activate", "card": "t", "ability": 0})
    assert err.value.clause == "8-2-1-1"
    e.apply({"type": "play", "card": "k"})
    assert ids(e.observe()["players"]["p1"]["characters"]) == ["t"]


def test_added_cost_paid_after_printed() -> None:
    a = card("C-ACT", abilities=[{"timing": "activate_main", "cost": {"trash_from_hand": 1}, "effects": DRAW1}])
    tax = card(
        "C-TAX",
        abilities=[
            {
                "timing": "permanent",
                "effects": [
                    {"kind": "add_cost", "target": {"select": "all", "side": "opponent"}, "cost": {"rest_don": 1}}
                ],
            }
        ],
    )
    e = game(
        [a, tax],
        player(characters=[{"card": "C-ACT", "id": "a"}], hand=["C-VAN"], don_active=1),
        player(characters=[{"card": "C-TAX", "id": "tax"}]),
    )
    e.apply({"type": "activate", "card": "a", "ability": 0})
    names = [ev["event"] for ev in e.observe()["log"] if ev["event"] in ("move", "rest_don", "draw")]
    assert names == ["move", "rest_don", "draw"]
    e2 = game(
        [a, tax],
        player(characters=[{"card": "C-ACT", "id": "a"}], hand=["C-VAN"], don_active=0),
        player(characters=[{"card": "C-TAX", "id": "tax"}]),
    )
    with pytest.raises(IllegalActionError) as err:
        e2.apply({"type": "activate", "card": "a", "ability": 0})
    assert err.value.clause == "8-3-1-3"


@pytest.mark.parametrize(("don", "ok"), [(0, False), (1, True)])
def test_added_condition(don: int, ok: bool) -> None:
    a = card("C-ACT2", abilities=[{"timing": "activate_main", "effects": DRAW1}])
    lock = card(
        "C-LOCK",
        abilities=[
            {
                "timing": "permanent",
                "effects": [
                    {"kind": "add_condition", "target": {"select": "all", "side": "opponent"}, "conditions": {"don": 1}}
                ],
            }
        ],
    )
    e = game(
        [a, lock],
        player(characters=[{"card": "C-ACT2", "id": "a", "don": don}]),
        player(characters=[{"card": "C-LOCK", "id": "l"}]),
    )
    if ok:
        e.apply({"type": "activate", "card": "a", "ability": 0})
        assert hand_size(e, "p1") == 1
    else:
        with pytest.raises(IllegalActionError) as err:
            e.apply({"type": "activate", "card": "a", "ability": 0})
        assert err.value.clause == "8-3-2-2"


@pytest.mark.parametrize(("accept", "drawn", "rested_don"), [(True, 0, 0), (False, 1, 1)])
def test_cost_replacement(accept: bool, drawn: int, rested_don: int) -> None:
    a = card("C-ACT3", abilities=[{"timing": "activate_main", "cost": {"rest_don": 1}, "effects": DRAW1}])
    rep = card(
        "C-REP",
        abilities=[
            {
                "timing": "replacement",
                "event": "cost",
                "optional": True,
                "applies_to": {"select": "all", "side": "self"},
                "instead": [{"kind": "add_don", "count": 1, "rested": True}],
            }
        ],
    )
    e = game([a, rep], player(characters=[{"card": "C-ACT3", "id": "a"}, {"card": "C-REP", "id": "r"}], don_active=1))
    e.apply({"type": "activate", "card": "a", "ability": 0})
    assert e.observe()["pending"]["kind"] == "decide"
    e.apply({"type": "decide", "accept": accept})
    assert len(events(e, "draw")) == drawn
    assert len(events(e, "rest_don")) == rested_don


@pytest.mark.parametrize("under", [True, False])
def test_under_the_rules_deck_limit(under: bool) -> None:
    from test_op_helpers import fresh_setup

    setup = fresh_setup()
    ab: dict[str, Any] = {"timing": "permanent", "effects": [{"kind": "unlimited_copies"}]}
    if under:
        ab["under_the_rules"] = True
    for c in setup["cards"]:
        if c["id"] == "C-VAN":
            c["abilities"] = [ab]
    setup["players"][0]["deck"] = ["C-VAN"] * 6 + setup["players"][0]["deck"][6:]
    e = OnePieceEngine()
    if under:
        e.start("onepiece", setup)
    else:
        with pytest.raises(IllegalActionError) as err:
            e.start("onepiece", setup)
        assert err.value.clause == "5-1-2-3"


@pytest.mark.parametrize("start_rested", [False, True])
def test_at_once_rest_wins(start_rested: bool) -> None:
    c = card(
        "C-BOTH",
        abilities=[
            {
                "timing": "activate_main",
                "effects": [
                    {
                        "kind": "at_once",
                        "effects": [
                            {"kind": "rest", "target": {"select": "this"}},
                            {"kind": "set_active", "target": {"select": "this"}},
                        ],
                    }
                ],
            }
        ],
    )
    e = game([c], player(characters=[{"card": "C-BOTH", "id": "x", "rested": start_rested}]))
    e.apply({"type": "activate", "card": "x", "ability": 0})
    assert e.observe()["players"]["p1"]["characters"][0]["rested"] is True
    assert events(e, "set_active") == []


def test_at_once_rejects_choices() -> None:
    c = card(
        "C-BAD",
        abilities=[
            {
                "timing": "on_play",
                "effects": [{"kind": "at_once", "effects": [{"kind": "rest", "target": {"select": "choose"}}]}],
            }
        ],
    )
    with pytest.raises(UnsupportedError):
        game([c])


def test_both_players_turn_player_first() -> None:
    ev = card(
        "E-BOTH",
        "event",
        abilities=[
            {
                "timing": "counter",
                "effects": [
                    {"kind": "trash_from_hand", "count": 1, "player": "both"},
                    {"kind": "draw", "count": 1, "player": "both"},
                ],
            }
        ],
    )
    setup = state_setup(
        player(hand=["C-VAN", "C-VAN"]), player(hand=[{"card": "E-BOTH", "id": "eb"}, "C-VAN", "C-VAN"])
    )
    setup["cards"].append(ev)
    e = start(setup)
    e.apply({"type": "attack", "attacker": leader(e, "p1"), "target": leader(e, "p2")})
    e.apply({"type": "counter", "card": "eb"})
    assert e.observe()["pending"]["player"] == "p1"
    e.apply({"type": "select", "cards": [e.observe()["pending"]["options"][0]]})
    assert e.observe()["pending"]["player"] == "p2"
    e.apply({"type": "select", "cards": [e.observe()["pending"]["options"][0]]})
    assert [d["player"] for d in events(e, "draw")] == ["p1", "p2"]


@pytest.mark.parametrize(("changes", "expected"), [([-3], 0), ([-3, 3], 1), ([2], 3)])
def test_cost_changes(changes: list[int], expected: int) -> None:
    setup = state_setup(p2=player(characters=[{"card": "C-VAN", "id": "v"}]))
    setup["state"]["effects"] = [
        {"kind": "cost", "target": "v", "amount": a, "duration": "turn", "controller": "p1"} for a in changes
    ]
    e = start(setup)
    assert e.observe()["players"]["p2"]["characters"][0]["cost"] == expected


# -- card identity ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flt", "kos"),
    [
        ({"name": "Zoro"}, ["z"]),
        ({"name_contains": "Zoro"}, ["z", "rz"]),
        ({"type_contains": "Straw Hat"}, ["z"]),
        ({"attributes": ["strike"]}, ["rz"]),
        ({"attributes": ["slash"]}, ["z", "rz"]),
        ({"max_base_power": 2000}, ["z", "n"]),
    ],
)
def test_filters(flt: dict[str, Any], kos: list[str]) -> None:
    cards = [
        card("C-Z", name="Zoro", types=["Straw Hat Crew"], attributes=["slash"], power=2000),
        card("C-RZ", name="Roronoa Zoro", types=["Navy"], attributes=["slash", "strike"], power=3000),
        card("C-N", name="Nami", types=["Navy"], attributes=["wisdom"], power=1000),
        card(
            "E-KO",
            "event",
            abilities=[
                {"timing": "main", "effects": [{"kind": "ko", "target": {"select": "all", "side": "opponent", **flt}}]}
            ],
        ),
    ]
    setup = state_setup(
        player(hand=[{"card": "E-KO", "id": "k"}]),
        player(characters=[{"card": "C-Z", "id": "z"}, {"card": "C-RZ", "id": "rz"}, {"card": "C-N", "id": "n"}]),
    )
    setup["cards"].extend(cards)
    setup["state"]["effects"] = [
        {"kind": "power", "target": "z", "amount": 5000, "duration": "turn", "controller": "p1"}
    ]
    e = start(setup)
    e.apply({"type": "play", "card": "k"})
    assert sorted(k["card"] for k in events(e, "ko")) == sorted(kos)


@pytest.mark.parametrize("kind", ["gain_name", "gain_type", "gain_attribute"])
def test_gained_identity_in_hand(kind: str) -> None:
    field = {"gain_name": ("name", "Nami"), "gain_type": ("type", "Navy"), "gain_attribute": ("attribute", "wisdom")}
    key, value = field[kind]
    flt = {
        "gain_name": {"name": "Nami"},
        "gain_type": {"types": ["Navy"]},
        "gain_attribute": {"attributes": ["wisdom"]},
    }[kind]
    alias = card("C-ALIAS", abilities=[{"timing": "permanent", "effects": [{"kind": kind, key: value}]}])
    dis = card(
        "E-DIS",
        "event",
        abilities=[{"timing": "main", "effects": [{"kind": "trash_from_hand", "count": 1, "filter": flt}]}],
    )
    e = game([alias, dis], player(hand=[{"card": "E-DIS", "id": "d"}, {"card": "C-ALIAS", "id": "a"}, "C-VAN"]))
    e.apply({"type": "play", "card": "d"})
    assert e.observe()["pending"]["options"] == ["a"]


def test_add_to_hand_character_cards_only() -> None:
    ev = card(
        "E-REC",
        "event",
        abilities=[
            {
                "timing": "main",
                "effects": [
                    {
                        "kind": "add_to_hand",
                        "from": "trash",
                        "count": 1,
                        "up_to": True,
                        "filter": {"categories": ["stage"]},
                    }
                ],
            }
        ],
    )
    e = game(
        [ev],
        player(
            hand=[{"card": "E-REC", "id": "r"}], trash=[{"card": "C-VAN", "id": "tc"}, {"card": "S-STAGE", "id": "ts"}]
        ),
    )
    e.apply({"type": "play", "card": "r"})
    assert e.observe()["pending"]["options"] == ["ts"]
    e.apply({"type": "select", "cards": ["ts"]})
    assert "ts" in ids(e.observe()["players"]["p1"]["hand"])


def test_once_per_turn_again_after_return_to_hand() -> None:
    c = card(
        "C-OPT",
        abilities=[
            {"timing": "activate_main", "once_per_turn": True, "effects": DRAW1},
            {"timing": "activate_main", "effects": [{"kind": "return_to_hand", "target": {"select": "this"}}]},
        ],
    )
    e = game([c], player(characters=[{"card": "C-OPT", "id": "o"}], don_active=1))
    e.apply({"type": "activate", "card": "o", "ability": 0})
    with pytest.raises(IllegalActionError):
        e.apply({"type": "activate", "card": "o", "ability": 0})
    e.apply({"type": "activate", "card": "o", "ability": 1})
    new = next(m["new_id"] for m in events(e, "move") if m["card"] == "o")
    e.apply({"type": "play", "card": new})
    e.apply({"type": "activate", "card": new, "ability": 0})
    assert len(events(e, "draw")) == 2
