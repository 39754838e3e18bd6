"""Fast unit tests of the Legions! reference engine's battle slice: the attack (27-4, 29-1..29-3),
chapter 34, First Strike (39-4), damage (11), breaking (10-1, 12) and the end check after damage (24)."""

from __future__ import annotations

from typing import Any

import pytest
from legions_states import MASTER, attack, log, minion, obs, player, rejected, setup, start, state_of, unit
from tcgjudge.reference.legions.damage import Hit, deal
from tcgjudge.reference.legions.engine import LegionsEngine, new_game
from tcgjudge.reference.legions.flow import advance

from tcgjudge.engine.interface import EngineError

CARDS: list[dict[str, Any]] = [
    MASTER,
    minion("R23", 2, 3),  # WT II
    minion("R22", 2, 2, wt=3),  # WT III
    minion("R33", 3, 3, wt=1),
    minion("ZERO", 0, 3),
    minion("FS22", 2, 2, keywords=["first_strike"]),
    minion("FS13", 1, 3, keywords=["first_strike"]),
    minion("AS11", 1, 1, keywords=["assault"]),
    minion("HA11", 1, 1, wt=1, keywords=["haste"]),
    {"id": "LORD", "name": "Lord", "category": "lord", "colors": ["white"], "cost": 2, "cc": 3, "atk": 3, "hp": 5},
    minion("F1", 1, 1, wt=4),
]


def attacks(engine: LegionsEngine) -> list[tuple[str, str]]:
    return [(a["attacker"], a["target"]) for a in engine.legal_actions() if a["type"] == "attack"]


# -- 27-4 / 34-2 / 34-3: declaring, exhausting, the steps -------------------------------------------------


def test_an_attack_on_the_master_exhausts_the_attacker_and_costs_life() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}))
    assert ("a", "p2m") in attacks(engine)
    engine.apply(attack("a", "p2m"))
    assert obs(engine, "p1")["lanes"]["left"]["exhausted"]
    assert obs(engine, "p2")["life"] == 18  # 11-2
    assert obs(engine, "p1")["lanes"]["left"]["damage"] == 0  # a master has no ATK (14-3h)
    battle = [e for e in log(engine) if e["event"] in ("exhaust", "attack", "damage", "life", "battle_end")]
    assert battle[-5:] == [
        {"event": "exhaust", "player": "p1", "card": "a"},
        {"event": "attack", "player": "p1", "attacker": "a", "target": "p2m"},
        {"event": "damage", "player": "p2", "card": "p2m", "amount": 2, "source": "a", "kind": "battle"},
        {"event": "life", "player": "p2", "life": 18, "change": -2},
        {"event": "battle_end", "player": "p1", "attacker": "a", "target": "p2m"},
    ]
    # no block or response step (34-2, 01-8): the turn player acts again at once
    assert engine.observe()["pending"]["kind"] == "main" and engine.observe()["pending"]["player"] == "p1"
    assert rejected(engine, attack("a", "p2m")) == "27-4"  # exhausted now


def test_a_lord_attacks_too() -> None:
    engine = start(CARDS, p1=player("p1", lord=unit("LORD", "l")))
    engine.apply(attack("l", "p2m"))
    assert obs(engine, "p2")["life"] == 17 and obs(engine, "p1")["lord"]["exhausted"]


@pytest.mark.parametrize(
    ("state", "clause"),
    [
        ({"exhausted": True}, "27-4"),
        ({"reversed": True}, "27-4"),  # no category (16-3e): neither minion nor lord
        ({"incapacitated": True}, "29-1"),
    ],
)
def test_only_an_active_capable_minion_or_lord_attacks(state: dict[str, Any], clause: str) -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a", **state)}))
    assert attacks(engine) == []
    assert rejected(engine, attack("a", "p2m")) == clause


def test_illegal_attackers_and_targets_change_nothing() -> None:
    p1 = player("p1", lanes={"left": unit("R23", "a"), "right": unit("R23", "b")})
    p2 = player("p2", lanes={"left": unit("R23", "x"), "centre": unit("R23", "y", reversed=True)})
    engine = start(CARDS, p1=p1, p2=p2)
    assert rejected(engine, attack("p1m", "p2m")) == "27-4"  # the master attacks only by effect (38-9)
    assert rejected(engine, attack("x", "p1m")) == "27-4"  # the opponent's minion
    assert rejected(engine, attack("nope", "p2m")) == "27-4"
    assert rejected(engine, attack("a", "b")) == "34-4"  # one's own unit
    assert rejected(engine, attack("a", "p1m")) == "34-4"
    assert rejected(engine, attack("a", "nope")) == "34-4"
    assert rejected(engine, attack("a", "y")) == "34-4"  # a reversed card is no minion (16-3e)
    assert rejected(engine, attack("b", "p2m", by="p2")) == "01-8"
    with pytest.raises(EngineError):
        engine.apply({"type": "attack", "attacker": "a", "player": "p1"})  # no target: malformed
    engine = start(CARDS, phase="draw", p1=p1, p2=p2)
    assert rejected(engine, attack("a", "p2m")) == "27-1"


def test_on_the_other_players_turn_only_they_attack_from_their_side() -> None:
    p1 = player("p1", lanes={"right": unit("R23", "a")})
    p2 = player("p2", lanes={"left": unit("R22", "x")})  # p2's left lane is p1's right lane (18-2)
    engine = start(CARDS, tp="p2", p1=p1, p2=p2)
    assert rejected(engine, attack("a", "p2m")) == "01-8"
    assert attacks(engine) == [("x", "a")]  # x is blocked by a (34-6): not the master
    assert rejected(engine, attack("x", "p1m", by="p2")) == "34-5"
    engine.apply(attack("x", "a", by="p2"))
    assert obs(engine, "p1")["lanes"]["right"]["damage"] == 2 and obs(engine, "p2")["lanes"]["left"] is None


# -- 34-5 / 34-6: the range and blockers --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("their_lane", "in_range"),
    [("right", True), ("centre", True), ("left", False)],  # the same lane, the adjacent one, the far lane
)
def test_range_is_the_attackers_lane_and_the_adjacent_lanes(their_lane: str, in_range: bool) -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=player("p2", lanes={their_lane: unit("R23", "x")})
    )
    assert (("a", "x") in attacks(engine)) is in_range
    if in_range:
        engine.apply(attack("a", "x"))
        assert obs(engine, "p2")["lanes"][their_lane]["damage"] == 2
    else:
        assert rejected(engine, attack("a", "x")) == "34-5"


def test_from_the_centre_every_lane_is_in_range() -> None:
    lanes = {lane: unit("R23", f"x{lane}") for lane in ("left", "right")}
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("R23", "a")}), p2=player("p2", lanes=lanes))
    assert attacks(engine) == [("a", "xleft"), ("a", "xright"), ("a", "p2m")]


@pytest.mark.parametrize("blocker_state", [{}, {"exhausted": True}, {"incapacitated": True}])
def test_a_minion_in_the_same_lane_blocks_the_master_and_the_lord(blocker_state: dict[str, Any]) -> None:
    p2 = player("p2", lanes={"right": unit("R23", "x", **blocker_state)}, lord=unit("LORD", "l"))
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=p2)
    assert attacks(engine) == [("a", "x")]
    assert rejected(engine, attack("a", "p2m")) == "34-5"
    assert rejected(engine, attack("a", "l")) == "34-5"


def test_a_minion_in_an_adjacent_lane_does_not_block() -> None:
    p2 = player("p2", lanes={"centre": unit("R23", "x")}, lord=unit("LORD", "l"))
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=p2)
    assert attacks(engine) == [("a", "x"), ("a", "p2m"), ("a", "l")]


def test_a_lord_stands_in_the_centre_lane_and_never_blocks() -> None:
    # p1's lord attacks from the centre lane (18-3): all three lanes in range, blocked by a centre minion
    p2 = player("p2", lanes={"left": unit("R23", "x"), "centre": unit("R23", "y"), "right": unit("R23", "z")})
    engine = start(CARDS, p1=player("p1", lord=unit("LORD", "l")), p2=p2)
    assert attacks(engine) == [("l", "x"), ("l", "y"), ("l", "z")]
    # p2's lord is in the centre lane but no minion: p1's centre attacker is not blocked by it
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("R23", "a")}), p2=player("p2", lord=unit("LORD", "pl")))
    assert attacks(engine) == [("a", "p2m"), ("a", "pl")]


def test_a_reversed_card_neither_blocks_nor_is_in_range() -> None:
    p2 = player("p2", lanes={"right": unit("R23", "x", reversed=True)})
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=p2)
    assert attacks(engine) == [("a", "p2m")]


# -- 29-1..29-3: incapacitation, Haste, Assault -------------------------------------------------------------


def test_haste_attacks_the_turn_it_is_deployed() -> None:
    engine = start(CARDS, p1=player("p1", hand=[unit("HA11", "h")], mp=1))
    engine.apply({"type": "unlock", "card": "h", "to": "left", "player": "p1"})
    engine.apply(attack("h", "p2m"))
    assert obs(engine, "p2")["life"] == 19


def test_a_deployed_minion_without_haste_cannot_attack() -> None:
    engine = start(CARDS, p1=player("p1", hand=[unit("R23", "r")], mp=1))
    engine.apply({"type": "unlock", "card": "r", "to": "left", "player": "p1"})
    assert rejected(engine, attack("r", "p2m")) == "29-1"


def test_assault_attacks_only_the_minion_zone_while_incapacitated() -> None:
    p1 = player("p1", lanes={"left": unit("AS11", "s", incapacitated=True)})
    p2 = player("p2", lanes={"centre": unit("R23", "x"), "left": unit("R23", "far")}, lord=unit("LORD", "l"))
    engine = start(CARDS, p1=p1, p2=p2)
    assert attacks(engine) == [("s", "x")]  # no blocker in the lane, yet not the master or lord (29-3)
    assert rejected(engine, attack("s", "p2m")) == "29-3"
    assert rejected(engine, attack("s", "l")) == "29-3"
    assert rejected(engine, attack("s", "far")) == "34-5"
    engine.apply(attack("s", "x"))
    assert obs(engine, "p1")["lanes"]["left"] is None  # it exhausted and fought as any attacker (29-3)


def test_assault_with_nothing_in_range_cannot_attack_and_is_not_exhausted() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("AS11", "s", incapacitated=True)}))
    assert attacks(engine) == []
    assert rejected(engine, attack("s", "p2m")) == "29-3"


def test_assault_does_not_ready_an_exhausted_unit_and_a_capable_one_attacks_anything() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("AS11", "s", incapacitated=True, exhausted=True)}))
    assert rejected(engine, attack("s", "p2m")) == "27-4"
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("AS11", "s")}))
    assert attacks(engine) == [("s", "p2m")]


def test_assault_given_by_the_awakened_master_counts() -> None:
    awake = {"card": "M-RW", "id": "p1m", "cores": 0, "mode": "awakened"}
    p1 = player("p1", master=awake, lanes={"left": unit("R23", "r", incapacitated=True)})
    engine = start(CARDS, p1=p1, p2=player("p2", lanes={"right": unit("R22", "x")}))
    assert attacks(engine) == []
    engine.apply({"type": "activate", "ability": "grant_assault", "target": "r", "player": "p1"})
    assert attacks(engine) == [("r", "x")]
    engine.apply(attack("r", "x"))
    assert obs(engine, "p2")["lanes"]["right"] is None
    assert obs(engine, "p1")["lanes"]["left"]["damage"] == 2


# -- 34-7, 11, 10-1, 12: the exchange, damage and breaking ---------------------------------------------------


@pytest.mark.parametrize(("hp", "breaks"), [(2, True), (3, False)])
def test_a_unit_breaks_when_damage_reaches_its_hp_exactly(hp: int, breaks: bool) -> None:
    target = "R22" if hp == 2 else "R23"
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=player("p2", lanes={"right": unit(target, "x")})
    )
    engine.apply(attack("a", "x"))
    theirs = obs(engine, "p2")
    if breaks:
        assert theirs["lanes"]["right"] is None
        assert [c["id"] for c in theirs["wait"]["III"]["cards"]] == ["x"]  # its WT (12-2), its owner's zone (17-3)
        assert log(engine, "break") == [{"event": "break", "player": "p2", "card": "x"}]
        assert log(engine, "move")[-1] == {
            "event": "move",
            "player": "p2",
            "card": "x",
            "new_id": "x",
            "from": "lane_right",
            "to": "wait_III",
        }
    else:
        assert theirs["lanes"]["right"]["damage"] == 2 and theirs["lanes"]["right"]["hp"] == 1
        assert log(engine, "break") == []
    assert obs(engine, "p1")["lanes"]["left"]["damage"] == 2  # struck back at the same time (34-7)


def test_simultaneous_damage_breaks_both_units() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("R22", "a")}), p2=player("p2", lanes={"right": unit("R22", "x")})
    )
    engine.apply(attack("a", "x"))
    assert obs(engine, "p1")["lanes"]["left"] is None and obs(engine, "p2")["lanes"]["right"] is None
    assert [c["id"] for c in obs(engine, "p1")["wait"]["III"]["cards"]] == ["a"]
    assert [c["id"] for c in obs(engine, "p2")["wait"]["III"]["cards"]] == ["x"]
    names = [e["event"] for e in log(engine, "damage", "break")]
    assert names == ["damage", "damage", "break", "break"]  # both damaged before either breaks
    assert [e["player"] for e in log(engine, "break")] == ["p1", "p2"]  # decision: the turn player's first
    assert log(engine, "battle_end")


def test_damage_accumulates_over_the_turn() -> None:
    p1 = player("p1", lanes={"left": unit("R23", "a"), "centre": unit("ZERO", "b")})
    engine = start(CARDS, p1=p1, p2=player("p2", lanes={"right": unit("R23", "x")}))
    engine.apply(attack("a", "x"))
    assert obs(engine, "p2")["lanes"]["right"]["damage"] == 2
    engine.apply(attack("b", "x"))  # ATK 0 deals no damage (11-5)
    assert obs(engine, "p2")["lanes"]["right"]["damage"] == 2
    assert obs(engine, "p1")["lanes"]["centre"]["damage"] == 2
    assert [e["source"] for e in log(engine, "damage")] == ["a", "x", "x"]
    p1["lanes"]["centre"] = unit("R23", "c")
    engine = start(CARDS, p1=p1, p2=player("p2", lanes={"right": unit("R23", "x")}))
    engine.apply(attack("a", "x"))
    engine.apply(attack("c", "x"))  # 2 + 2 >= 3 (11-3)
    assert obs(engine, "p2")["lanes"]["right"] is None


def test_a_broken_lord_is_excluded_and_its_cores_go_to_the_master() -> None:
    p2 = player("p2", lord=unit("LORD", "l", damage=3, cores=3))  # HP 5 - 3 = 2
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("R23", "a")}), p2=p2)
    before = obs(engine, "p2")["cores_for_win"]
    engine.apply(attack("a", "l"))
    theirs = obs(engine, "p2")
    assert theirs["lord"] is None and theirs["master"]["cores"] == 6 and theirs["cores_for_win"] == before
    assert theirs["exclusion"] == [{"id": "l", "card": "LORD", "face_up": True, "known_to": ["p1", "p2"]}]
    assert obs(engine, "p1")["lanes"]["centre"] is None  # the lord's 3 ATK broke the attacker at once (34-7)
    assert [c["id"] for c in obs(engine, "p1")["wait"]["II"]["cards"]] == ["a"]


def test_breaking_ends_the_effects_given_to_the_unit() -> None:
    awake = {"card": "M-RW", "id": "p1m", "cores": 0, "mode": "awakened"}
    p1 = player("p1", master=awake, lanes={"left": unit("R22", "r", incapacitated=True)})
    engine = start(CARDS, p1=p1, p2=player("p2", lanes={"right": unit("R22", "x")}))
    engine.apply({"type": "activate", "ability": "grant_assault", "target": "r", "player": "p1"})
    engine.apply(attack("r", "x"))
    assert state_of(engine).grants == []  # 21-4
    expired = [{"event": "expire", "card": "r", "keyword": "assault"}]
    assert log(engine, "expire") == expired  # logged when the unit leaves the field
    engine.apply({"type": "end_main", "player": "p1"})
    assert log(engine, "expire") == expired  # and not again at the end of the turn


# -- 39-4: First Strike ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("side", ["attacker", "target"])
def test_first_strike_breaks_first_and_takes_nothing_back(side: str) -> None:
    mine, theirs = ("FS22", "R22") if side == "attacker" else ("R22", "FS22")
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit(mine, "a")}), p2=player("p2", lanes={"right": unit(theirs, "x")})
    )
    engine.apply(attack("a", "x"))
    survivor, broken = (("p1", "left"), ("p2", "right")) if side == "attacker" else (("p2", "right"), ("p1", "left"))
    assert obs(engine, survivor[0])["lanes"][survivor[1]]["damage"] == 0
    assert obs(engine, broken[0])["lanes"][broken[1]] is None
    assert len(log(engine, "damage")) == 1


def test_first_strike_on_both_sides_is_simultaneous() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("FS22", "a")}), p2=player("p2", lanes={"right": unit("FS22", "x")})
    )
    engine.apply(attack("a", "x"))
    assert obs(engine, "p1")["lanes"]["left"] is None and obs(engine, "p2")["lanes"]["right"] is None


def test_a_unit_surviving_first_strike_strikes_back() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("FS13", "a")}), p2=player("p2", lanes={"right": unit("R22", "x")})
    )
    engine.apply(attack("a", "x"))
    assert obs(engine, "p2")["lanes"]["right"]["damage"] == 1
    assert obs(engine, "p1")["lanes"]["left"]["damage"] == 2
    assert [(e["source"], e["card"]) for e in log(engine, "damage")] == [("a", "x"), ("x", "a")]


# -- 08, 11-2, 24: life and the end of the game ------------------------------------------------------------


def test_life_is_clamped_at_zero_and_the_game_ends_at_once() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R33", "a")}), p2=player("p2", life=1))
    engine.apply(attack("a", "p2m"))
    assert obs(engine, "p2")["life"] == 0  # 08-5
    assert log(engine, "damage")[0]["amount"] == 3 and log(engine, "life")[-1]["change"] == -1
    assert engine.observe()["result"] == {
        "over": True,
        "winner": "p1",
        "losers": ["p2"],
        "draw": False,
        "reason": "life",
    }
    assert [e["event"] for e in log(engine)][-3:] == ["lose", "win", "game_over"]  # 24-1: no battle_end
    assert engine.legal_actions() == []
    assert rejected(engine, attack("a", "p2m")) == "24-1"


def test_exactly_enough_damage_ends_the_game_and_one_less_does_not() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=player("p2", life=3))
    engine.apply(attack("a", "p2m"))
    assert obs(engine, "p2")["life"] == 1 and not engine.is_terminal()
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("R23", "a")}), p2=player("p2", life=2))
    engine.apply(attack("a", "p2m"))
    assert engine.is_terminal()


@pytest.mark.parametrize("tp", ["p1", "p2"])
def test_both_lives_reaching_zero_at_once_the_turn_player_loses(tp: str) -> None:
    s = new_game(setup(CARDS, tp=tp, p1=player("p1", life=2), p2=player("p2", life=5)))
    deal(s, [Hit("p1", "p1m", 3, "effect-source", "effect"), Hit("p2", "p2m", 9, "effect-source", "effect")])
    advance(s)
    assert s.players["p1"].life == 0 and s.players["p2"].life == 0
    assert s.result.over and s.result.losers == (tp,) and s.result.reason == "life"  # 24-4c


def test_the_end_check_runs_after_damage_before_breaks() -> None:
    s = new_game(setup(CARDS, p1=player("p1", life=1), p2=player("p2", lanes={"right": unit("R22", "x")})))
    deal(s, [Hit("p1", "p1m", 1, "src", "effect"), Hit("p2", "x", 2, "src", "effect")])
    advance(s)
    assert s.result.losers == ("p1",)
    assert s.players["p2"].lanes["right"] is not None  # 24-1: the game ended before the break (10-1)


def test_zero_or_less_is_no_damage() -> None:
    s = new_game(setup(CARDS, p2=player("p2", lanes={"right": unit("R22", "x")})))
    before = len(s.log)
    deal(s, [Hit("p2", "p2m", 0, "src"), Hit("p2", "x", -1, "src")])
    assert len(s.log) == before and s.players["p2"].life == 20 and not s.tasks  # 11-5


def test_capabilities_name_battle_and_first_strike() -> None:
    caps = LegionsEngine().info().capabilities
    assert {"battle", "keyword.first_strike", "keyword.assault", "keyword.haste"} <= set(caps)
    assert "keyword.pierce" in caps  # every keyword of chapter 39 (tests/test_legions_keywords.py)
