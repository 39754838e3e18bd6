"""Fast unit tests of the Legions! reference engine (first slice: chapters 23-28 and 30-33, 24 end of game)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tcgjudge.reference.legions.engine import LegionsEngine, new_game, step
from tcgjudge.reference.legions.flow import advance
from tcgjudge.reference.legions.result import decide
from tcgjudge.reference.legions.serialize import observe, to_declared
from tcgjudge.reference.legions.state import GameState, copy_state
from tcgjudge.reference.legions.zones import adjacent, change_life, facing_lane

from tcgjudge.engine.interface import Engine, IllegalActionError


def minion(cid: str, name: str, **fields: Any) -> dict[str, Any]:
    """A test minion: red, cost 1, 2/3, WT II unless told otherwise."""
    base = {"id": cid, "name": name, "category": "minion", "colors": ["red"], "cost": 1, "atk": 2, "hp": 3, "wt": 2}
    return base | fields


FILLERS = [minion(f"F{i}", f"Filler {i}", cost=9, atk=1, hp=1, wt=4) for i in range(40)]
CARDS: list[dict[str, Any]] = [
    {"id": "M-RW", "name": "Rune Master", "category": "master", "colors": ["red", "white"]},
    {"id": "M-BG", "name": "Shaman Master", "category": "master", "colors": ["black", "green"]},
    minion("R1", "Red Soldier"),
    minion("R1-ALT", "Red Soldier"),  # another printing: the same card, told apart by name only (14-2)
    minion("G1", "Green Scout", colors=["green"], atk=1, hp=1, wt=1),
    minion("HASTE", "Quick Blade", atk=1, hp=1, wt=1, keywords=["haste"]),
    minion("RW2", "Rune Knight", colors=["red", "white"], cost=2, atk=3),
    minion("BG2", "Forest Witch", colors=["black", "green"], cost=2, atk=3),
    {"id": "SKW", "name": "White Skill", "category": "skill", "colors": ["white"], "cost": 1, "wt": 3},
    {"id": "ARTS", "name": "Red Arts", "category": "arts", "colors": ["red"], "cost": 2},
    {
        "id": "LORD",
        "name": "White Lord",
        "category": "lord",
        "colors": ["white"],
        "cost": 2,
        "cc": 3,
        "atk": 3,
        "hp": 5,
    },
    *FILLERS,
]
DECK = [f"F{i}" for i in range(40)]


# -- helpers -----------------------------------------------------------------------------------


def fresh(seed: int = 7, decks: tuple[list[str], list[str]] = (DECK, DECK), **extra: Any) -> dict[str, Any]:
    players = [{"master": "M-RW", "deck": decks[0]}, {"master": "M-RW", "deck": decks[1]}]
    return {"mode": "fresh", "seed": seed, "cards": CARDS, "players": players, **extra}


def player(**zones: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"master": {"card": "M-RW", "cores": 3}, "deck": [f"F{i}" for i in range(10)]}
    out.update(zones)
    return out


def declared(phase: str = "main", turn: int = 3, tp: str = "p1", **players: dict[str, Any]) -> dict[str, Any]:
    ps = {"p1": players.get("p1", player()), "p2": players.get("p2", player())}
    state = {"turn": turn, "turn_player": tp, "phase": phase, "players": ps}
    return {"mode": "state", "seed": 0, "cards": CARDS, "state": state}


def start(setup: dict[str, Any]) -> LegionsEngine:
    engine = LegionsEngine()
    engine.start("legions", setup)
    return engine


def events(engine: LegionsEngine, name: str) -> list[dict[str, Any]]:
    return [e for e in engine.observe()["log"] if e["event"] == name]


def me(engine: LegionsEngine, p: str = "p1") -> dict[str, Any]:
    players: dict[str, Any] = engine.observe()["players"]
    return players[p]


def state_of(engine: LegionsEngine) -> GameState:
    s = engine._state
    assert s is not None
    return s


def rejected(engine: LegionsEngine, action: dict[str, Any]) -> str | None:
    """Apply an illegal action; check that nothing changed; return the clause it cites."""
    before, seen = copy_state(state_of(engine)), engine.observe()
    with pytest.raises(IllegalActionError) as info:
        engine.apply(action)
    assert state_of(engine) == before
    assert engine.observe() == seen
    return info.value.clause


def to_main(engine: LegionsEngine) -> None:
    """Answer the card change (if asked) with no change."""
    pending = engine.observe()["pending"]
    if pending and pending["kind"] == "card_change":
        engine.apply({"type": "no_card_change", "player": pending["player"]})


# -- the engine protocol -------------------------------------------------------------------------


def test_engine_implements_the_protocol() -> None:
    engine = LegionsEngine()
    assert isinstance(engine, Engine)
    info = engine.info()
    assert info.games == ("legions",) and "setup.fresh" in info.capabilities


# -- 23-2: deck legality, both sides of each boundary ---------------------------------------------


@pytest.mark.parametrize("size", [39, 41])
def test_a_main_deck_of_other_than_40_cards_is_rejected(size: int) -> None:
    deck = [*DECK, "R1"][:size]
    with pytest.raises(IllegalActionError) as info:
        start(fresh(decks=(deck, DECK)))
    assert info.value.clause == "23-2a"
    start(fresh(decks=(DECK, DECK)))  # exactly 40 is legal


def test_three_cards_of_a_name_are_allowed_four_are_not_counting_by_name() -> None:
    three = ["R1", "R1", "R1-ALT", *DECK[3:]]
    start(fresh(decks=(three, DECK)))
    four = ["R1", "R1", "R1-ALT", "R1-ALT", *DECK[4:]]  # two ids, one name (14-2)
    with pytest.raises(IllegalActionError) as info:
        start(fresh(decks=(four, DECK)))
    assert info.value.clause == "23-2c"


def test_master_rules_and_class_restriction() -> None:
    with pytest.raises(IllegalActionError) as info:
        start(fresh(decks=(["M-BG", *DECK[1:]], DECK)))
    assert info.value.clause == "23-2b"
    bad_master = fresh()
    bad_master["players"][0]["master"] = "R1"
    with pytest.raises(IllegalActionError) as info:
        start(bad_master)
    assert info.value.clause == "23-2a"
    start(fresh(decks=(["RW2", *DECK[1:]], DECK)))  # the master's own class
    start(fresh(decks=(["G1", *DECK[1:]], DECK)))  # a single-symbol card of another colour is legal
    with pytest.raises(IllegalActionError) as info:
        start(fresh(decks=(["BG2", *DECK[1:]], DECK)))
    assert info.value.clause == "23-2d"


def test_restriction_lists() -> None:
    deck = ["R1", "R1", "SKW", *DECK[3:]]
    for restrictions, clause in (
        ({"banned": ["White Skill"]}, "23-2e"),
        ({"limited": {"Red Soldier": 1}}, "23-2f"),
        ({"joint": [["Red Soldier", "White Skill"]]}, "23-2g"),
    ):
        with pytest.raises(IllegalActionError) as info:
            start(fresh(decks=(deck, DECK), restrictions=restrictions))
        assert info.value.clause == clause
    start(fresh(decks=(deck, DECK), restrictions={"limited": {"Red Soldier": 2}}))


def test_every_keyword_of_chapter_39_is_supported() -> None:
    cards = [*CARDS, {"id": "X", "category": "minion", "colors": ["red"], "cost": 1, "hp": 1, "wt": 1}]
    cards[-1]["keywords"] = ["pierce:2", "barrier"]
    start({**fresh(), "cards": cards})  # no UnsupportedError: keywords.py implements them all


# -- chapter 25: the fresh setup -----------------------------------------------------------------


def test_fresh_setup_follows_chapter_25() -> None:
    engine = start(fresh(seed=3))
    o = engine.observe()
    chooser = events(engine, "turn_order_chooser")[0]["player"]
    assert o["pending"]["kind"] == "choose_turn_order" and o["pending"]["player"] == chooser
    for p in ("p1", "p2"):
        pl = o["players"][p]
        assert pl["master"]["mode"] == "normal" and pl["master"]["cores"] == 5 and pl["life"] == 20
        assert pl["hand"] == [] and len(pl["deck"]) == 40
    engine.apply({"type": "choose_turn_order", "go_first": False, "player": chooser})
    second = chooser
    first = "p2" if chooser == "p1" else "p1"
    o = engine.observe()
    assert o["turn"] == 1 and o["turn_player"] == first and o["first_player"] == first
    assert o["players"][second]["wait"]["III"]["cores"] == 1  # 25-8
    assert o["players"][second]["master"]["cores"] == 4
    assert len(o["players"][second]["hand"]) == 5  # 25-9
    assert len(o["players"][first]["hand"]) == 6  # 25-9, then the first turn's draw (26-5)
    assert o["players"][first]["master"]["cores"] == 4 and o["players"][first]["core_zone"]["active"] == 1
    assert o["pending"] == {"player": first, "kind": "card_change", "prompt": o["pending"]["prompt"]} | {
        "options": [c["id"] for c in o["players"][first]["hand"]],
        "min": 0,
        "max": 1,
    }


def test_in_a_match_the_previous_loser_chooses() -> None:
    assert start(fresh(chooser="p2")).observe()["pending"]["player"] == "p2"


def test_the_same_seed_gives_the_same_game_and_other_seeds_other_shuffles() -> None:
    def deck_order(seed: int) -> list[str]:
        return [c["id"] for c in start(fresh(seed=seed)).observe()["players"]["p1"]["deck"]]

    assert start(fresh(seed=11)).observe() == start(fresh(seed=11)).observe()
    assert deck_order(11) == deck_order(11)
    assert deck_order(11) != deck_order(12)
    assert len({tuple(deck_order(seed)) for seed in range(5)}) == 5


# -- chapter 26: the turn ------------------------------------------------------------------------


def test_phases_run_in_order_and_the_turn_passes() -> None:
    engine = start(fresh(seed=5))
    chooser = engine.observe()["pending"]["player"]
    engine.apply({"type": "choose_turn_order", "go_first": True, "player": chooser})
    to_main(engine)
    engine.apply({"type": "end_main", "player": chooser})
    to_main(engine)
    phases = [(e["player"], e["phase"]) for e in events(engine, "phase")]
    other = "p2" if chooser == "p1" else "p1"
    order = ["start", "core", "draw", "main", "end"]
    assert phases == [(chooser, p) for p in order] + [(other, p) for p in order[:4]]
    assert engine.observe()["turn"] == 2 and engine.observe()["turn_player"] == other


def test_start_phase_readies_and_opens_only_the_turn_players_cards() -> None:
    unit = {"card": "R1", "exhausted": True, "reversed": True}
    engine = start(
        declared(
            phase="start",
            p1=player(master={"card": "M-RW", "cores": 2, "exhausted": True}, lanes={"left": unit}),
            p2=player(lanes={"left": unit}),
        )
    )
    mine, theirs = me(engine)["lanes"]["left"], me(engine, "p2")["lanes"]["left"]
    assert not mine["exhausted"] and not mine["reversed"] and not me(engine)["master"]["exhausted"]
    assert theirs["exhausted"] and theirs["reversed"]


def test_core_phase_moves_a_core_readies_the_cores_and_awakens_an_empty_master() -> None:
    engine = start(
        declared(phase="core", p1=player(master={"card": "M-RW", "cores": 2}, core_zone={"active": 1, "exhausted": 3}))
    )
    pl = me(engine)
    assert pl["master"]["cores"] == 1 and pl["master"]["mode"] == "normal"
    assert pl["core_zone"] == {"active": 5, "exhausted": 0}
    engine = start(declared(phase="core", p1=player(master={"card": "M-RW", "cores": 1})))
    assert me(engine)["master"]["mode"] == "awakened" and events(engine, "awaken")
    # decision (26-4 (3)): a normal master already without cores awakens at step (3)
    engine = start(declared(phase="core", p1=player(master={"card": "M-RW", "cores": 0})))
    assert me(engine)["master"]["mode"] == "awakened" and me(engine)["core_zone"]["active"] == 0


def test_a_required_draw_from_an_empty_deck_loses_but_an_empty_deck_alone_does_not() -> None:
    engine = start(declared(phase="main", p1=player(deck=[])))
    assert not engine.is_terminal()  # 24-3b: no draw, no loss
    engine = start(declared(phase="draw", p1=player(deck=[])))
    r = engine.observe()["result"]
    assert r == {"over": True, "winner": "p2", "losers": ["p1"], "draw": False, "reason": "deck"}
    assert engine.legal_actions() == []


def test_card_change_excludes_face_down_and_draws_once() -> None:
    engine = start(declared(phase="draw", p1=player(hand=[{"card": "R1", "id": "h1"}])))
    pending = engine.observe()["pending"]
    assert pending["kind"] == "card_change" and pending["options"][0] == "h1" and len(pending["options"]) == 2
    engine.apply({"type": "card_change", "card": "h1", "player": "p1"})
    pl = me(engine)
    assert pl["exclusion"] == [{"id": "h1", "card": "R1", "face_up": False, "known_to": []}]
    assert len(pl["hand"]) == 2 and len(pl["deck"]) == 8
    assert engine.observe()["pending"]["kind"] == "main"  # once only


def test_card_change_with_an_empty_deck_loses() -> None:
    # the draw phase takes the last card; the change's draw is a required draw from an empty deck
    engine = start(declared(phase="draw", p1=player(deck=["F1"], hand=["R1"])))
    engine.apply({"type": "card_change", "card": me(engine)["hand"][0]["id"], "player": "p1"})
    assert engine.observe()["result"]["losers"] == ["p1"]


# -- chapter 28: the timeline --------------------------------------------------------------------


def _timeline_player(prefix: str = "") -> dict[str, Any]:
    wait = {
        "I": {"cards": [{"card": "F1", "id": prefix + "a"}, {"card": "F2", "id": prefix + "b", "reversed": True}]}
        | {"cores": 2},
        "II": {"cards": [{"card": "F3", "id": prefix + "c", "reversed": True}], "cores": 1},
        "III": {"cards": [{"card": "F4", "id": prefix + "d"}], "cores": 0},
        "IV": {"cards": [{"card": "F5", "id": prefix + "e"}], "cores": 3},
    }
    return player(wait=wait, core_zone={"active": 1, "exhausted": 0})


def test_the_timeline_advances_toward_standby_for_the_turn_player_only() -> None:
    engine = start(declared(phase="end", p1=_timeline_player(), p2=_timeline_player("2")))
    pl = me(engine)
    assert [c["id"] for c in pl["standby"]] == ["a", "b"] and not pl["standby"][1]["reversed"]  # 28-1 (1)
    assert pl["core_zone"]["active"] == 3  # 28-1 (2)
    assert [[c["id"] for c in pl["wait"][z]["cards"]] for z in ("I", "II", "III", "IV")] == [["c"], ["d"], ["e"], []]
    assert [pl["wait"][z]["cores"] for z in ("I", "II", "III", "IV")] == [1, 0, 3, 0]
    assert pl["wait"]["I"]["cards"][0]["reversed"]  # a reversed card keeps its state along the timeline
    theirs = me(engine, "p2")
    assert [c["id"] for c in theirs["wait"]["I"]["cards"]] == ["2a", "2b"] and theirs["standby"] == []
    assert engine.observe()["turn_player"] == "p2"


def test_standby_overflow_is_chosen_by_the_turn_player_and_the_rest_excluded() -> None:
    p1 = _timeline_player()
    p1["wait"]["I"]["cards"].append({"card": "F6", "id": "f"})
    p1["standby"] = [{"card": "F7", "id": "s"}]
    engine = start(declared(phase="end", p1=p1))
    pending = engine.observe()["pending"]
    assert pending["kind"] == "choose_standby" and pending["min"] == pending["max"] == 1
    assert len(engine.legal_actions()) == 3 + 1  # one per card, and the concession
    assert rejected(engine, {"type": "choose_standby", "cards": ["a", "b"], "player": "p1"}) == "28-1"
    engine.apply({"type": "choose_standby", "cards": ["f"], "player": "p1"})
    pl = me(engine)
    assert [c["id"] for c in pl["standby"]] == ["s", "f"]
    assert [(c["id"], c["face_up"]) for c in pl["exclusion"]] == [("a", True), ("b", True)]


def test_a_full_standby_zone_excludes_all_of_wait_zone_one_without_asking() -> None:
    p1 = _timeline_player()
    p1["standby"] = ["F7", "F8"]
    engine = start(declared(phase="end", p1=p1))
    assert [c["id"] for c in me(engine)["exclusion"]] == ["a", "b"]
    assert engine.observe()["turn_player"] == "p2"


def test_end_phase_heals_ends_turn_effects_and_unused_mp() -> None:
    hurt = {"card": "R1", "damage": 2, "incapacitated": True}
    awake = {"card": "M-RW", "cores": 0, "mode": "awakened"}
    engine = start(declared(p1=player(master=awake, lanes={"left": hurt}, mp=2), p2=player(lanes={"right": hurt})))
    target = me(engine)["lanes"]["left"]["id"]
    engine.apply({"type": "activate", "ability": "grant_assault", "target": target, "player": "p1"})
    assert me(engine)["lanes"]["left"]["keywords"] == ["assault"]
    engine.apply({"type": "end_main", "player": "p1"})
    for p, lane in (("p1", "left"), ("p2", "right")):
        unit = me(engine, p)["lanes"][lane]
        assert unit["damage"] == 0 and unit["hp"] == 3 and not unit["incapacitated"] and unit["keywords"] == []
    assert me(engine)["mp"] == 0 and events(engine, "mp_vanish") == [
        {"event": "mp_vanish", "player": "p1", "amount": 2}
    ]


# -- chapters 27, 30-33: main-phase actions ----------------------------------------------------------


def test_unlocking_a_minion_pays_by_exhausting_cores_and_deploys_it_incapacitated() -> None:
    engine = start(declared(p1=player(hand=[{"card": "R1", "id": "r"}], core_zone={"active": 2})))
    assert {"type": "unlock", "card": "r", "to": "centre", "player": "p1"} in engine.legal_actions()
    engine.apply({"type": "unlock", "card": "r", "to": "centre", "player": "p1"})
    pl = me(engine)
    assert pl["core_zone"] == {"active": 1, "exhausted": 1} and pl["mp"] == 0
    assert pl["lanes"]["centre"]["id"] == "r" and pl["lanes"]["centre"]["incapacitated"]
    moves = [(e["from"], e["to"]) for e in events(engine, "move") if e["card"] == "r"]
    assert moves == [("hand", "play"), ("play", "lane_centre")]  # 32-2
    assert all(e["new_id"] == e["card"] for e in events(engine, "move"))
    assert rejected(engine, {"type": "lane_move", "card": "r", "to": "left", "player": "p1"}) == "29-1"


def test_unlock_checks_mode_colour_and_cost() -> None:
    hand = [{"card": c, "id": c.lower()} for c in ("G1", "BG2", "ARTS", "LORD", "RW2")]
    engine = start(declared(p1=player(hand=hand, core_zone={"active": 1})))
    assert rejected(engine, {"type": "unlock", "card": "arts", "to": "play", "player": "p1"}) == "31-2"
    assert rejected(engine, {"type": "unlock", "card": "lord", "to": "lord", "player": "p1"}) == "31-2"
    assert rejected(engine, {"type": "unlock", "card": "bg2", "to": "left", "player": "p1"}) == "31-3"
    assert rejected(engine, {"type": "unlock", "card": "g1", "to": "left", "player": "p1"}) == "31-4"  # 1 + 1 MP
    assert rejected(engine, {"type": "unlock", "card": "rw2", "to": "left", "player": "p1"}) == "31-4"
    assert rejected(engine, {"type": "unlock", "card": "nope", "to": "left", "player": "p1"}) == "27-2"
    assert [a for a in engine.legal_actions() if a["type"] == "unlock"] == []
    engine = start(declared(p1=player(hand=hand, core_zone={"active": 2})))
    engine.apply({"type": "unlock", "card": "g1", "to": "standby", "player": "p1"})
    assert me(engine)["core_zone"]["active"] == 0 and [c["id"] for c in me(engine)["standby"]] == ["g1"]


def test_destinations_standby_full_lanes_full_and_exclusion() -> None:
    lanes = {lane: {"card": "F1"} for lane in ("left", "centre", "right")}
    engine = start(declared(p1=player(hand=[{"card": "R1", "id": "r"}], lanes=lanes, standby=["F2", "F3"], mp=5)))
    assert rejected(engine, {"type": "unlock", "card": "r", "to": "standby", "player": "p1"}) == "17-17"
    assert rejected(engine, {"type": "unlock", "card": "r", "to": "left", "player": "p1"}) == "32-3"
    assert [a["to"] for a in engine.legal_actions() if a["type"] == "unlock"] == ["exclude"]  # 31-6
    engine.apply({"type": "unlock", "card": "r", "to": "exclude", "player": "p1"})
    assert me(engine)["exclusion"][-1] == {"id": "r", "card": "R1", "face_up": True, "known_to": ["p1", "p2"]}
    engine = start(declared(p1=player(hand=[{"card": "R1", "id": "r"}], mp=5)))
    assert rejected(engine, {"type": "unlock", "card": "r", "to": "exclude", "player": "p1"}) == "31-6"


def test_skills_go_to_their_wait_zone_and_standby_cards_can_be_played() -> None:
    engine = start(declared(p1=player(hand=[{"card": "SKW", "id": "k"}], standby=[{"card": "R1", "id": "r"}], mp=1)))
    engine.apply({"type": "unlock", "card": "k", "to": "play", "player": "p1"})
    assert [c["id"] for c in me(engine)["wait"]["III"]["cards"]] == ["k"]  # WT III (32-4)
    assert rejected(engine, {"type": "play_standby", "card": "r", "to": "standby", "player": "p1"}) == "27-3"
    engine.apply({"type": "play_standby", "card": "r", "to": "right", "player": "p1"})
    assert me(engine)["lanes"]["right"]["id"] == "r" and me(engine)["standby"] == []
    assert me(engine)["mp"] == 0  # a standby card is played without paying again


def test_arts_need_an_awakened_master_and_are_excluded_after_play() -> None:
    awake = {"card": "M-RW", "cores": 1, "mode": "awakened"}
    engine = start(declared(p1=player(master=awake, hand=[{"card": "ARTS", "id": "x"}], mp=2)))
    assert [a["to"] for a in engine.legal_actions() if a["type"] == "unlock"] == ["play"]  # never standby (31-5)
    assert rejected(engine, {"type": "unlock", "card": "x", "to": "standby", "player": "p1"}) == "31-5"
    engine.apply({"type": "unlock", "card": "x", "to": "play", "player": "p1"})
    assert [(e["from"], e["to"]) for e in events(engine, "move")] == [("hand", "play"), ("play", "exclusion")]


def test_lane_moves_go_to_an_empty_adjacent_lane_and_exhaust() -> None:
    lanes = {"left": {"card": "R1", "id": "a"}, "centre": {"card": "R1", "id": "b"}}
    engine = start(declared(p1=player(lanes=lanes)))
    assert rejected(engine, {"type": "lane_move", "card": "a", "to": "centre", "player": "p1"}) == "17-11"
    assert rejected(engine, {"type": "lane_move", "card": "a", "to": "right", "player": "p1"}) == "27-5"
    moves = [a for a in engine.legal_actions() if a["type"] == "lane_move"]
    assert moves == [{"type": "lane_move", "card": "b", "to": "right", "player": "p1"}]
    engine.apply(moves[0])
    assert me(engine)["lanes"]["right"]["exhausted"] and me(engine)["lanes"]["centre"] is None
    assert rejected(engine, {"type": "lane_move", "card": "b", "to": "centre", "player": "p1"}) == "27-5"


def test_haste_minions_are_never_incapacitated() -> None:
    engine = start(declared(p1=player(hand=[{"card": "HASTE", "id": "h"}], mp=1)))
    engine.apply({"type": "unlock", "card": "h", "to": "left", "player": "p1"})
    engine.apply({"type": "lane_move", "card": "h", "to": "centre", "player": "p1"})
    assert me(engine)["lanes"]["centre"]["id"] == "h"


def test_lords_take_their_core_cost_from_exhausted_cores_first() -> None:
    awake = {"card": "M-RW", "cores": 1, "mode": "awakened"}
    engine = start(declared(p1=player(master=awake, hand=[{"card": "LORD", "id": "l"}], core_zone={"active": 4})))
    engine.apply({"type": "unlock", "card": "l", "to": "lord", "player": "p1"})
    pl = me(engine)
    assert pl["lord"]["cores"] == 3 and pl["core_zone"] == {"active": 1, "exhausted": 0}
    assert pl["cores_for_win"] == 1 + 3 + 1  # 24-2b: core zone + master + lord
    engine.apply({"type": "exclude_field", "card": "l", "player": "p1"})  # 27-7 (incapacitation is no bar)
    assert me(engine)["master"]["cores"] == 4 and me(engine)["lord"] is None  # decision: lord's cores to the master


def test_a_lord_needs_its_core_cost_in_the_core_zone() -> None:
    awake = {"card": "M-RW", "cores": 1, "mode": "awakened"}
    engine = start(declared(p1=player(master=awake, hand=[{"card": "LORD", "id": "l"}], core_zone={"active": 2})))
    assert rejected(engine, {"type": "unlock", "card": "l", "to": "lord", "player": "p1"}) == "30-1"


def test_exclusions_need_an_active_card() -> None:
    lanes = {"left": {"card": "R1", "id": "a", "exhausted": True}, "right": {"card": "R1", "id": "b"}}
    engine = start(declared(p1=player(lanes=lanes, standby=[{"card": "F1", "id": "s"}])))
    assert rejected(engine, {"type": "exclude_field", "card": "a", "player": "p1"}) == "27-7"
    assert rejected(engine, {"type": "exclude_field", "card": me(engine)["master"]["id"], "player": "p1"}) == "27-7"
    engine.apply({"type": "exclude_field", "card": "b", "player": "p1"})
    engine.apply({"type": "exclude_standby", "card": "s", "player": "p1"})
    assert [c["id"] for c in me(engine)["exclusion"]] == ["b", "s"]


def test_the_awakened_masters_abilities() -> None:
    engine = start(declared())
    assert rejected(engine, {"type": "activate", "ability": "core_boost", "player": "p1"}) == "20-3b"
    awake = {"card": "M-RW", "cores": 0, "mode": "awakened"}
    engine = start(declared(p1=player(master=awake)))
    engine.apply({"type": "activate", "ability": "core_boost", "player": "p1"})
    assert me(engine)["master"] == me(engine)["master"] | {"cores": 1, "exhausted": True}
    assert rejected(engine, {"type": "activate", "ability": "core_boost", "player": "p1"}) == "30-3"


def test_attacks_are_main_phase_actions() -> None:
    """27-4 is implemented now (it raised UnsupportedError in the first slice); see test_legions_battle.py."""
    engine = start(declared(p1=player(lanes={"left": {"card": "R1", "id": "a"}})))
    master = me(engine, "p2")["master"]["id"]
    assert {"type": "attack", "attacker": "a", "target": master, "player": "p1"} in engine.legal_actions()


# -- chapter 24: the end of the game -----------------------------------------------------------------


@pytest.mark.parametrize("tp", ["p1", "p2"])
def test_both_masters_at_zero_life_the_turn_player_loses(tp: str) -> None:
    engine = start(declared(tp=tp, p1=player(life=0), p2=player(life=0)))
    r = engine.observe()["result"]
    assert r["over"] and r["losers"] == [tp] and r["reason"] == "life" and r["winner"] == {"p1": "p2", "p2": "p1"}[tp]


def test_twelve_cores_win_and_a_loss_beats_a_win() -> None:
    engine = start(declared(p2=player(life=0)))
    assert engine.observe()["result"]["winner"] == "p1"
    engine = start(declared(p1=player(master={"card": "M-RW", "cores": 8}, core_zone={"active": 4})))
    assert engine.observe()["result"] == {
        "over": True,
        "winner": "p1",
        "losers": ["p2"],
        "draw": False,
        "reason": "cores",
    }
    engine = start(declared(p1=player(master={"card": "M-RW", "cores": 8}, core_zone={"active": 3})))
    assert not engine.is_terminal()  # 11 cores
    # the turn player meets a win (12 cores) and a loss (life 0) at once: the loss prevails (24-4c)
    engine = start(declared(p1=player(master={"card": "M-RW", "cores": 12}, life=0)))
    assert engine.observe()["result"]["losers"] == ["p1"]
    # both meet a win: read from the turn player's standpoint (24-4a)
    twelve = player(master={"card": "M-RW", "cores": 12})
    engine = start(declared(tp="p2", p1=twelve, p2=twelve))
    assert engine.observe()["result"]["winner"] == "p2"


def test_core_boost_to_twelve_wins_at_once() -> None:
    awake = {"card": "M-RW", "cores": 0, "mode": "awakened"}
    wait = {"I": {"cores": 5}, "II": {"cores": 1}}
    engine = start(declared(p1=player(master=awake, core_zone={"active": 6}, wait=wait)))
    engine.apply({"type": "activate", "ability": "core_boost", "player": "p1"})
    assert not engine.is_terminal()  # 7: cores in wait zones do not count
    engine.apply({"type": "end_main", "player": "p1"})  # 28-1 (2): five come back, 12
    r = engine.observe()["result"]
    assert r["winner"] == "p1" and r["reason"] == "cores"
    assert [e["event"] for e in engine.observe()["log"]][-3:] == ["lose", "win", "game_over"]
    assert me(engine)["wait"]["II"]["cores"] == 1  # 24-1: it ended at once, before II moved to I


def test_the_non_turn_player_meeting_a_win_and_a_loss_loses() -> None:
    s = new_game(declared(p2=player(master={"card": "M-RW", "cores": 11}, core_zone={"active": 0})))
    s.players["p2"].master.cores = 12
    s.players["p2"].effect_lose = True
    assert decide(s) == ("p1", "p2", "effect")


def test_life_stays_within_0_and_20_and_0_ends_the_game() -> None:
    s = new_game(declared(p2=player(life=18)))
    change_life(s, "p2", 5)
    assert s.players["p2"].life == 20  # 08-4
    change_life(s, "p2", -25)
    assert s.players["p2"].life == 0  # 08-5
    advance(s)
    assert s.result.winners == ("p1",) and s.result.reason == "life"


def test_either_player_may_concede_at_any_time() -> None:
    engine = start(declared())
    engine.apply({"type": "concede", "player": "p2"})  # the non-turn player, during p1's main phase
    assert engine.observe()["result"] == {
        "over": True,
        "winner": "p1",
        "losers": ["p2"],
        "draw": False,
        "reason": "concede",
    }
    assert rejected(engine, {"type": "end_main", "player": "p1"}) == "24-1"
    engine = start(fresh())
    engine.apply({"type": "concede", "player": "p1"})  # before the first turn
    assert engine.is_terminal()


# -- who may act, and illegal actions changing nothing -----------------------------------------------


def test_the_non_turn_player_has_no_actions_and_wrong_answers_change_nothing() -> None:
    engine = start(declared(p1=player(hand=["R1"], mp=1)))
    assert rejected(engine, {"type": "end_main", "player": "p2"}) == "01-8"
    assert rejected(engine, {"type": "no_card_change", "player": "p1"}) == "26-5a"
    card = me(engine)["hand"][0]["id"]
    assert rejected(engine, {"type": "unlock", "card": card, "to": "lord", "player": "p1"}) == "32-5"
    engine = start(declared(phase="draw"))
    assert rejected(engine, {"type": "end_main", "player": "p1"}) == "27-1"


def test_every_listed_action_applies_and_a_playout_keeps_the_counts() -> None:
    """A seeded random playout: every listed action is accepted, cards and cores are never lost."""
    engine = start(fresh(seed=2, decks=(["R1", "R1", "SKW", "HASTE", "LORD", "ARTS", "RW2", *DECK[7:]], DECK)))
    rng = random.Random(2)
    for _ in range(300):
        if engine.is_terminal():
            break
        actions = [a for a in engine.legal_actions() if a["type"] != "concede"]
        engine.apply(rng.choice(actions))
        o = engine.observe()
        for p in ("p1", "p2"):
            pl = o["players"][p]
            lanes = [u for u in pl["lanes"].values() if u is not None] + ([pl["lord"]] if pl["lord"] else [])
            zones = pl["deck"] + pl["hand"] + pl["standby"] + pl["exclusion"] + pl["play"] + lanes
            assert len(zones) + sum(len(w["cards"]) for w in pl["wait"].values()) == 40
            assert len(pl["standby"]) <= 2 and 0 <= pl["life"] <= 20
            cores = pl["cores_for_win"] + sum(w["cores"] for w in pl["wait"].values())
            boosts = sum(
                1 for e in o["log"] if e["event"] == "activate" and e["player"] == p and e["ability"] == "core_boost"
            )
            assert cores == 5 + boosts  # cores are only moved, never lost (20-3b adds one)
    assert engine.observe()["turn"] > 5


def test_step_is_pure_and_declared_states_round_trip() -> None:
    s = new_game(declared(p1=player(hand=["R1"], mp=1)))
    before = copy_state(s)
    after = step(s, {"type": "end_main", "player": "p1"})
    assert s == before and after != before
    again = new_game({"mode": "state", "seed": 0, "cards": CARDS, "state": to_declared(s)})
    assert observe(again)["players"] == observe(s)["players"]


def test_lanes_are_mirrored_and_adjacent() -> None:
    assert facing_lane("left") == "right" and facing_lane("centre") == "centre" and facing_lane("right") == "left"
    assert adjacent("left", "centre") and adjacent("centre", "right") and not adjacent("left", "right")
    assert not adjacent("centre", "centre")
