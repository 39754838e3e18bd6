"""Effects (chapter 8), keywords (chapter 10) and vocabulary of the reference engine."""

from __future__ import annotations

import copy

import pytest
from test_op_helpers import CARDS, events, ids, player, start, state_setup

from tcgjudge.engine.interface import UnsupportedError


def test_on_play_draw() -> None:
    e = start(state_setup(p1=player(hand=[{"card": "C-ONPLAY", "id": "op"}])))
    e.apply({"type": "play", "card": "op"})
    assert len(e.observe()["players"]["p1"]["hand"]) == 1


def test_on_play_ko_up_to_one_with_filter() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "C-KOER", "id": "k"}]),
            p2=player(characters=[{"card": "C-VAN", "id": "small"}, {"card": "C-BIG", "id": "big"}]),
        )
    )
    e.apply({"type": "play", "card": "k"})
    o = e.observe()
    assert o["pending"]["kind"] == "select" and o["pending"]["options"] == ["small"]
    acts = e.legal_actions()
    assert {"type": "select", "cards": [], "player": "p1"} in acts
    e.apply({"type": "select", "cards": ["small"]})
    assert ids(e.observe()["players"]["p2"]["characters"]) == ["big"]


def test_main_event_forced_single_target() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "E-MAIN", "id": "em"}]),
            p2=player(characters=[{"card": "C-VAN", "id": "small"}]),
        )
    )
    e.apply({"type": "play", "card": "em"})
    o = e.observe()
    assert o["players"]["p2"]["characters"] == []
    assert o["players"]["p1"]["trash"][0]["id"] == "em"


def test_prohibition_beats_ko_effect() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "E-MAIN", "id": "em"}]),
            p2=player(characters=[{"card": "C-SAFE", "id": "safe"}]),
        )
    )
    e.apply({"type": "play", "card": "em"})
    assert ids(e.observe()["players"]["p2"]["characters"]) == ["safe"]
    assert events(e, "prohibited")


def test_replacement_instead_of_ko() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "E-MAIN", "id": "em"}]),
            p2=player(characters=[{"card": "C-SUB", "id": "sub"}], hand=[{"card": "C-VAN", "id": "x"}]),
        )
    )
    e.apply({"type": "play", "card": "em"})
    o = e.observe()
    assert o["pending"]["kind"] == "decide" and o["pending"]["player"] == "p2"
    e.apply({"type": "decide", "accept": True})
    o = e.observe()
    assert ids(o["players"]["p2"]["characters"]) == ["sub"]
    assert ids(o["players"]["p2"]["trash"]) == ["x"]


def test_replacement_declined() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "E-MAIN", "id": "em"}]),
            p2=player(characters=[{"card": "C-SUB", "id": "sub"}], hand=[{"card": "C-VAN", "id": "x"}]),
        )
    )
    e.apply({"type": "play", "card": "em"})
    e.apply({"type": "decide", "accept": False})
    assert e.observe()["players"]["p2"]["characters"] == []


def test_on_ko_resolves_from_trash() -> None:
    e = start(
        state_setup(
            p1=player(hand=[{"card": "E-MAIN", "id": "em"}]),
            p2=player(characters=[{"card": "C-ONKO", "id": "ok"}]),
        )
    )
    e.apply({"type": "play", "card": "em"})
    o = e.observe()
    assert len(o["players"]["p2"]["hand"]) == 1


def test_don_condition_permanent_power() -> None:
    e = start(state_setup(p1=player(characters=[{"card": "C-DONPOW", "id": "d"}])))
    assert e.observe()["players"]["p1"]["characters"][0]["power"] == 2000
    e.apply({"type": "attach_don", "card": "d"})
    assert e.observe()["players"]["p1"]["characters"][0]["power"] == 5000


def test_end_of_your_turn_effect() -> None:
    e = start(state_setup(p1=player(characters=[{"card": "C-ENDTURN", "id": "et"}])))
    e.apply({"type": "end_main"})
    assert len(e.observe()["players"]["p1"]["hand"]) == 1


def test_when_attacking_battle_power_expires() -> None:
    e = start(
        state_setup(
            p1=player(characters=[{"card": "C-ATK", "id": "atk"}]),
            p2=player(leader={"card": "L-RED", "id": "L2"}),
        )
    )
    e.apply({"type": "attack", "attacker": "atk", "target": "L2"})
    assert e.observe()["players"]["p1"]["characters"][0]["power"] == 6000
    e.apply({"type": "pass"})
    o = e.observe()
    assert o["players"]["p1"]["characters"][0]["power"] == 1000
    assert len(o["players"]["p2"]["life"]) == 2


def test_win_effect() -> None:
    e = start(state_setup(p1=player(hand=[{"card": "E-WIN", "id": "w"}])))
    e.apply({"type": "play", "card": "w"})
    r = e.observe()["result"]
    assert r["winner"] == "p1" and r["reason"] == "effect"


def test_simultaneous_triggers_turn_player_orders() -> None:
    cards = copy.deepcopy(CARDS)
    cards.append(
        {
            "id": "C-2END",
            "category": "character",
            "colors": ["red"],
            "cost": 1,
            "power": 1000,
            "abilities": [{"timing": "end_of_your_turn", "effects": [{"kind": "draw", "count": 1}]}],
        }
    )
    setup = state_setup(p1=player(characters=[{"card": "C-ENDTURN", "id": "a"}, {"card": "C-2END", "id": "b"}]))
    setup["cards"] = cards
    e = start(setup)
    e.apply({"type": "end_main"})
    o = e.observe()
    assert o["pending"]["kind"] == "choose_effect"
    first = [a for a in e.legal_actions() if a["type"] == "choose_effect"][1]
    e.apply(first)
    assert len(e.observe()["players"]["p1"]["hand"]) == 2


def test_unsupported_vocabulary() -> None:
    setup = state_setup()
    setup["cards"].append(
        {
            "id": "X",
            "category": "character",
            "abilities": [{"timing": "on_play", "effects": [{"kind": "teleport"}]}],
        }
    )
    with pytest.raises(UnsupportedError) as err:
        start(setup)
    assert err.value.capability == "ability.teleport"


def test_cost_trash_from_hand_choice() -> None:
    cards = copy.deepcopy(CARDS)
    cards.append(
        {
            "id": "C-COST",
            "category": "character",
            "colors": ["red"],
            "cost": 1,
            "power": 1000,
            "abilities": [
                {
                    "timing": "activate_main",
                    "cost": {"trash_from_hand": 1, "don_minus": 1},
                    "effects": [{"kind": "draw", "count": 2}],
                }
            ],
        }
    )
    setup = state_setup(
        p1=player(
            characters=[{"card": "C-COST", "id": "cc", "don": 1}],
            hand=[{"card": "C-VAN", "id": "h1"}, {"card": "C-VAN", "id": "h2"}],
        )
    )
    setup["cards"] = cards
    e = start(setup)
    e.apply({"type": "activate", "card": "cc", "ability": 0})
    assert e.observe()["pending"]["kind"] == "return_don"
    e.apply({"type": "return_don", "sources": ["cc"]})
    assert e.observe()["pending"]["kind"] == "select"
    e.apply({"type": "select", "cards": ["h2"]})
    o = e.observe()
    assert ids(o["players"]["p1"]["trash"]) == ["h2"]
    assert len(o["players"]["p1"]["hand"]) == 3
    assert o["players"]["p1"]["don_deck"] == 6
