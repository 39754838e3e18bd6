"""Secret areas of the reference engine: who sees which card (3-1-8, 3-4, 3-10, 11-2, 11-3), looking and
searching (8-4-4-2, 8-4-4-4), the owner's order of cards placed at once (3-1-7) and rearranging a hand."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_op_helpers import CARDS, events, ids, player, start, state_setup

from tcgjudge.engine.interface import IllegalActionError


def _event(cid: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": cid,
        "category": "event",
        "colors": ["red"],
        "cost": 0,
        "abilities": [{"timing": "main", "effects": effects}],
    }


NAVY = {"id": "C-NAVY", "category": "character", "colors": ["red"], "cost": 1, "power": 1000, "types": ["Navy"]}


def _setup(
    effects: list[dict[str, Any]], p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None
) -> dict[str, Any]:
    setup = state_setup(p1=p1 or player(), p2=p2 or player())
    setup["cards"] = [*copy.deepcopy(CARDS), NAVY, _event("E-X", effects)]
    setup["state"]["players"]["p1"]["hand"] = [{"card": "E-X", "id": "ev"}, {"card": "C-VAN", "id": "h1"}]
    return setup


def _deck(*cards: tuple[str, str]) -> list[dict[str, str]]:
    return [{"card": number, "id": cid} for cid, number in cards]


def _known(o: dict[str, Any], p: str, zone: str) -> dict[str, list[str]]:
    return {c["id"]: c["known_to"] for c in o["players"][p][zone]}


def test_known_to_by_area() -> None:
    p1 = player(
        life=[{"card": "C-VAN", "id": "up", "face_up": True}, {"card": "C-VAN", "id": "down"}],
        trash=[{"card": "C-VAN", "id": "t"}],
        hand=[{"card": "C-VAN", "id": "h"}],
    )
    o = start(state_setup(p1=p1)).observe()
    assert _known(o, "p1", "hand") == {"h": ["p1"]}
    assert _known(o, "p1", "trash") == {"t": ["p1", "p2"]}
    assert _known(o, "p1", "life") == {"up": ["p1", "p2"], "down": []}
    assert all(c["known_to"] == [] for c in o["players"]["p1"]["deck"])


def test_look_at_opponents_hand_only_during_the_effect() -> None:
    setup = _setup(
        [
            {"kind": "look", "zone": "hand", "player": "opponent"},
            {"kind": "trash_from_hand", "count": 1, "up_to": True},
        ],
        p2=player(hand=[{"card": "C-VAN", "id": "secret"}]),
    )
    setup["state"]["players"]["p1"]["hand"].append({"card": "C-VAN", "id": "h2"})
    e = start(setup)
    e.apply({"type": "play", "card": "ev"})
    o = e.observe()
    assert o["pending"]["kind"] == "select"
    assert _known(o, "p2", "hand") == {"secret": ["p1", "p2"]}
    assert events(e, "look")[-1] == {
        "event": "look",
        "player": "p1",
        "owner": "p2",
        "zone": "hand",
        "cards": ["secret"],
    }
    e.apply({"type": "select", "cards": []})
    assert _known(e.observe(), "p2", "hand") == {"secret": ["p2"]}


def test_look_at_life_keeps_facing_and_order() -> None:
    p1 = player(life=[{"card": "C-VAN", "id": "l1"}, {"card": "C-VAN", "id": "l2", "face_up": True}])
    e = start(_setup([{"kind": "look", "zone": "life", "count": 2}], p1=p1))
    e.apply({"type": "play", "card": "ev"})
    life = e.observe()["players"]["p1"]["life"]
    assert [(c["id"], c["face_up"], c["known_to"]) for c in life] == [("l1", False, []), ("l2", True, ["p1", "p2"])]


def test_search_top_cards_reveals_and_orders_the_rest() -> None:
    p1 = player(deck=_deck(("d1", "C-VAN"), ("d2", "C-NAVY"), ("d3", "C-VAN"), ("d4", "C-VAN")))
    e = start(_setup([{"kind": "search", "count": 1, "from_top": 3, "filter": {"types": ["Navy"]}}], p1=p1))
    e.apply({"type": "play", "card": "ev"})
    o = e.observe()
    assert (o["pending"]["options"], o["pending"]["min"], o["pending"]["max"]) == (["d2"], 0, 1)
    assert _known(o, "p1", "deck") == {"d1": ["p1"], "d2": ["p1"], "d3": ["p1"], "d4": []}
    e.apply({"type": "select", "cards": ["d2"]})
    o = e.observe()
    assert o["pending"]["kind"] == "order" and o["pending"]["player"] == "p1"
    assert _known(o, "p1", "hand")["d2"] == ["p1", "p2"]
    assert {"event": "reveal", "player": "p1", "cards": ["d2"]} in o["log"]
    assert {"type": "order", "cards": ["d3", "d1"], "player": "p1"} in e.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "order", "cards": ["d3"]})
    assert err.value.clause == "3-1-7"
    e.apply({"type": "order", "cards": ["d3", "d1"]})
    o = e.observe()
    assert ids(o["players"]["p1"]["deck"]) == ["d4", "d3", "d1"]
    assert _known(o, "p1", "hand")["d2"] == ["p1"]
    assert all(c["known_to"] == [] for c in o["players"]["p1"]["deck"])


def test_search_without_filter_must_choose() -> None:
    p1 = player(deck=_deck(("d1", "C-VAN"), ("d2", "C-NAVY"), ("d3", "C-VAN")))
    e = start(_setup([{"kind": "search", "count": 1}], p1=p1))
    e.apply({"type": "play", "card": "ev"})
    o = e.observe()
    assert (sorted(o["pending"]["options"]), o["pending"]["min"]) == (["d1", "d2", "d3"], 1)
    e.apply({"type": "select", "cards": ["d3"]})
    o = e.observe()
    assert "d3" in ids(o["players"]["p1"]["hand"]) and not events(e, "reveal")
    assert events(e, "shuffle")[-1] == {"event": "shuffle", "player": "p1"}
    assert _known(o, "p1", "hand")["d3"] == ["p1"]


def test_to_deck_from_opponents_trash_owner_orders() -> None:
    p2 = player(trash=[{"card": "C-VAN", "id": "t1"}, {"card": "C-NAVY", "id": "t2"}])
    e = start(_setup([{"kind": "to_deck", "player": "opponent", "count": 2}], p2=p2))
    e.apply({"type": "play", "card": "ev"})
    o = e.observe()
    assert (o["pending"]["kind"], o["pending"]["player"]) == ("order", "p2")
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "order", "cards": ["t2", "t1"], "player": "p1"})
    assert err.value.clause == "3-1-7"
    e.apply({"type": "order", "cards": ["t2", "t1"], "player": "p2"})
    deck = e.observe()["players"]["p2"]["deck"]
    assert ids(deck)[-2:] == ["t2", "t1"] and all(c["known_to"] == [] for c in deck)


def test_to_deck_with_filter_from_open_trash_must_choose() -> None:
    p1 = player(trash=[{"card": "C-VAN", "id": "t1"}, {"card": "C-NAVY", "id": "t2"}, {"card": "C-NAVY", "id": "t3"}])
    e = start(_setup([{"kind": "to_deck", "count": 1, "position": "top", "filter": {"types": ["Navy"]}}], p1=p1))
    e.apply({"type": "play", "card": "ev"})
    o = e.observe()
    assert (o["pending"]["options"], o["pending"]["min"]) == (["t2", "t3"], 1)
    e.apply({"type": "select", "cards": ["t3"]})
    assert ids(e.observe()["players"]["p1"]["deck"])[0] == "t3"


def test_arrange_hand() -> None:
    p2 = player(hand=[{"card": "C-VAN", "id": "a"}, {"card": "C-VAN", "id": "b"}])
    e = start(state_setup(p2=p2))
    e.apply({"type": "arrange_hand", "player": "p2", "cards": ["b", "a"]})
    assert ids(e.observe()["players"]["p2"]["hand"]) == ["b", "a"]
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "arrange_hand", "player": "p1", "cards": ["a", "b"]})
    assert err.value.clause == "3-4-2"


def test_unknown_look_zone_is_unsupported() -> None:
    from tcgjudge.engine.interface import UnsupportedError

    with pytest.raises(UnsupportedError):
        start(_setup([{"kind": "look", "zone": "trash"}]))
