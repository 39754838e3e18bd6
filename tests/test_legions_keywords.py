"""Unit tests of the keyword abilities of chapter 39 in the Legions! reference engine (keywords.py)."""

from __future__ import annotations

from typing import Any

import legions_states
import pytest
from legions_states import MASTER, attack, events, lord, obs, player, rejected, start, state_of, unit
from tcgjudge.games.legions import setup_needs
from tcgjudge.reference.legions.damage import Hit, deal
from tcgjudge.reference.legions.engine import LegionsEngine
from tcgjudge.reference.legions.flow import advance


def minion(cid: str, atk: int, hp: int, *keywords: str, cost: int = 1, wt: int = 2) -> dict[str, Any]:
    """A shared minion that always lists its keywords (given positionally), even none."""
    return legions_states.minion(cid, atk, hp, wt, cost, keywords=list(keywords))


CARDS: list[dict[str, Any]] = [
    MASTER,
    minion("V22", 2, 2),
    minion("V15", 1, 5),
    minion("V50", 5, 5, cost=3),
    minion("REGEN", 1, 2, "regenerate"),
    minion("IMMUNE", 1, 2, "effect_damage_immunity"),
    minion("MOVER", 2, 2, "move_attack"),
    minion("IMPACT2", 2, 3, "impact:2"),
    minion("INTIM2", 2, 3, "intimidate:2"),
    minion("C2", 1, 1, cost=2),
    minion("C3", 1, 1, cost=3),
    minion("PIERCE2", 3, 3, "pierce:2"),
    minion("RIGHT2", 1, 3, "right_lane_bonus:2"),
    minion("CENTRE2", 1, 3, "centre_lane_bonus:2"),
    minion("ANTIM2", 2, 3, "anti_master:2"),
    minion("ANTIM2Z", 0, 3, "anti_master:2"),
    minion("ANTIMIN2", 1, 5, "anti_minion:2"),
    minion("ANTIL2", 1, 5, "anti_lord:2"),
    minion("NOBLOCK", 1, 1, "cannot_block"),
    minion("STRAIGHT", 2, 2, "straight"),
    minion("LEAP", 2, 2, "leap"),
    minion("BARRIER", 1, 1, "barrier"),
    lord("LREGEN", 1, 1, cost=2, cc=1, keywords=["regenerate"]),
    lord("L13", 1, 3, cost=1, cc=1, keywords=[]),
    minion("F1", 1, 1, wt=4),
]


def targets(engine: LegionsEngine, attacker: str) -> set[str]:
    return {a["target"] for a in engine.legal_actions() if a["type"] == "attack" and a["attacker"] == attacker}


# -- the declaration: capabilities and setup_needs ---------------------------------------------------------


def test_setup_needs_name_a_keyword_without_its_number() -> None:
    setup = {"mode": "state", "cards": [minion("A", 1, 1, "impact:2", "haste")]}
    assert {"keyword.impact", "keyword.haste"} <= setup_needs(setup)
    assert not any(":" in need for need in setup_needs(setup))


def test_every_keyword_is_a_capability() -> None:
    caps = LegionsEngine().info().capabilities
    for name in ("regenerate", "impact", "intimidate", "pierce", "straight", "leap", "barrier", "move_attack"):
        assert f"keyword.{name}" in caps


# -- 39-5 Regenerate ---------------------------------------------------------------------------------


def test_regenerate_reverses_a_broken_minion_in_place_and_it_opens_next_turn() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a")}),
        p2=player("p2", lanes={"centre": unit("REGEN", "r")}),
    )
    engine.apply(attack("a", "r"))
    theirs = obs(engine, "p2")
    assert theirs["lanes"]["centre"]["id"] == "r" and theirs["lanes"]["centre"]["reversed"]
    assert theirs["wait"]["II"]["cards"] == []
    assert [e["card"] for e in events(engine, "break")] == ["r"] and events(engine, "reverse")[0]["card"] == "r"
    engine.apply({"type": "end_main", "player": "p1"})
    if engine.observe()["pending"]["kind"] == "card_change":
        engine.apply({"type": "no_card_change", "player": "p2"})
    assert not obs(engine, "p2")["lanes"]["centre"]["reversed"]  # 26-3 (3)


def test_a_regenerated_minion_no_longer_blocks() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a"), "left": unit("V22", "b")}),
        p2=player("p2", lanes={"centre": unit("REGEN", "r")}),
    )
    engine.apply(attack("a", "r"))
    assert "p2m" in targets(engine, "b")  # a reversed card is no minion (16-3e): nothing blocks the centre
    engine2 = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a")}),
        p2=player("p2", lanes={"centre": unit("REGEN", "r")}),
    )
    engine2.apply(attack("a", "r"))
    assert obs(engine2, "p1")["lanes"]["centre"]["damage"] == 1  # the exchange was simultaneous


def test_a_lord_with_regenerate_is_excluded_as_any_broken_lord() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"centre": unit("V22", "a")}), p2=player("p2", lord=unit("LREGEN", "l", cores=1))
    )
    engine.apply(attack("a", "l"))
    theirs = obs(engine, "p2")
    assert theirs["lord"] is None and [c["id"] for c in theirs["exclusion"]] == ["l"]
    assert theirs["master"]["cores"] == 4


# -- 39-6 Effect Damage Immunity ----------------------------------------------------------------------------


def test_effect_damage_to_an_immune_unit_is_no_damage_but_battle_damage_is() -> None:
    engine = start(CARDS, p2=player("p2", lanes={"centre": unit("IMMUNE", "i")}))
    s = state_of(engine)
    deal(s, [Hit("p2", "i", 5, "x", "effect")])
    advance(s)
    assert s.players["p2"].lanes["centre"] is not None and s.players["p2"].lanes["centre"].damage == 0
    deal(s, [Hit("p2", "i", 1, "x", "battle")])
    assert s.players["p2"].lanes["centre"].damage == 1


# -- 39-7 Move Attack -------------------------------------------------------------------------------------------


def test_move_attack_offers_an_attack_from_the_new_lane_at_once() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"left": unit("MOVER", "m")}), p2=player("p2", lanes={"left": unit("V22", "x")})
    )
    engine.apply({"type": "lane_move", "card": "m", "to": "centre", "player": "p1"})
    pending = engine.observe()["pending"]
    assert pending["kind"] == "move_attack"
    options = {a["target"] for a in engine.legal_actions() if a["type"] == "attack"}
    assert options == {"x", "p2m"}  # from the centre: the right lane of p2 is adjacent, nothing blocks
    assert {a["type"] for a in engine.legal_actions()} == {"attack", "no_move_attack", "concede"}
    engine.apply(attack("m", "p2m"))
    assert obs(engine, "p2")["life"] == 18 and engine.observe()["pending"]["kind"] == "main"


def test_move_attack_can_be_declined_and_is_then_gone() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("MOVER", "m"), "right": unit("V22", "b")}))
    engine.apply({"type": "lane_move", "card": "m", "to": "centre", "player": "p1"})
    assert rejected(engine, attack("b", "p2m"), same_observation=False) == "39-7"
    engine.apply({"type": "no_move_attack", "player": "p1"})
    assert rejected(engine, attack("m", "p2m"), same_observation=False) == "27-4"  # exhausted by the move


def test_a_minion_without_move_attack_is_not_offered_an_attack_after_moving() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("V22", "m")}))
    engine.apply({"type": "lane_move", "card": "m", "to": "centre", "player": "p1"})
    assert engine.observe()["pending"]["kind"] == "main"


# -- 39-8 Impact X --------------------------------------------------------------------------------------------------


def test_impact_moves_up_to_x_chosen_cards_one_wait_zone_up() -> None:
    p2 = player(
        "p2", standby=[unit("F1", "s")], wait={"II": {"cards": [unit("F1", "w2")]}, "IV": {"cards": [unit("F1", "w4")]}}
    )
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("IMPACT2", "i")}), p2=p2)
    engine.apply(attack("i", "p2m"))
    pending = engine.observe()["pending"]
    assert (
        pending["kind"] == "choose_impact" and pending["max"] == 2 and sorted(pending["options"]) == ["s", "w2", "w4"]
    )
    answers = [a for a in engine.legal_actions() if a["type"] == "choose_impact"]
    assert len(answers) == 1 + 3 + 3  # none, one, or two of three
    assert (
        rejected(engine, {"type": "choose_impact", "cards": ["s", "w2", "w4"], "player": "p1"}, same_observation=False)
        == "39-8"
    )
    engine.apply({"type": "choose_impact", "cards": ["s", "w4"], "player": "p1"})
    theirs = obs(engine, "p2")
    assert [c["id"] for c in theirs["wait"]["I"]["cards"]] == ["s"] and theirs["standby"] == []
    assert [c["id"] for c in theirs["wait"]["IV"]["cards"]] == ["w4"]  # 38-3: IV is the top
    assert [c["id"] for c in theirs["wait"]["II"]["cards"]] == ["w2"]


def test_impact_needs_damage_and_your_turn() -> None:
    p2 = player("p2", standby=[unit("F1", "s")])
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("IMPACT2", "i")}), p2=p2)
    s = state_of(engine)
    deal(s, [Hit("p2", "p2m", 0, "i")])
    advance(s)
    assert s.pending is not None and s.pending.kind == "main"
    engine2 = start(CARDS, tp="p2", p1=player("p1", lanes={"centre": unit("IMPACT2", "i")}), p2=p2)
    s2 = state_of(engine2)
    deal(s2, [Hit("p2", "p2m", 2, "i", "effect")])
    advance(s2)
    assert s2.pending is not None and s2.pending.kind == "main"  # the opponent's turn (39-8)


def test_impact_with_nothing_to_choose_asks_nothing() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("IMPACT2", "i")}))
    engine.apply(attack("i", "p2m"))
    assert engine.observe()["pending"]["kind"] == "main"


# -- 39-9 Intimidate X ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("blocker", "open_"), [("C2", True), ("C3", False)])
def test_intimidate_is_not_blocked_by_a_minion_of_cost_x_or_less(blocker: str, open_: bool) -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("INTIM2", "i")}),
        p2=player("p2", lanes={"centre": unit(blocker, "b")}),
    )
    assert ("p2m" in targets(engine, "i")) == open_
    assert "b" in targets(engine, "i")  # still in range


@pytest.mark.parametrize(("attacker", "allowed"), [("C2", False), ("C3", True)])
def test_a_minion_of_cost_x_or_less_cannot_attack_intimidate(attacker: str, allowed: bool) -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit(attacker, "a")}),
        p2=player("p2", lanes={"centre": unit("INTIM2", "i")}),
    )
    assert ("i" in targets(engine, "a")) == allowed
    if not allowed:
        assert rejected(engine, attack("a", "i"), same_observation=False) == "39-9"


def test_a_cheap_lord_may_attack_intimidate() -> None:
    engine = start(
        CARDS, p1=player("p1", lord=unit("L13", "l")), p2=player("p2", lanes={"centre": unit("INTIM2", "i")})
    )
    assert "i" in targets(engine, "l")


# -- 39-10 Pierce X -------------------------------------------------------------------------------------------------


def test_pierce_deals_x_to_the_master_when_the_attack_breaks_its_target() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("PIERCE2", "p")}),
        p2=player("p2", lanes={"centre": unit("V22", "x")}),
    )
    engine.apply(attack("p", "x"))
    assert obs(engine, "p2")["life"] == 18
    damage = [e for e in events(engine, "damage") if e["card"] == "p2m"]
    assert damage == [{"event": "damage", "player": "p2", "card": "p2m", "amount": 2, "source": "p", "kind": "effect"}]


def test_pierce_needs_the_break() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("PIERCE2", "p")}),
        p2=player("p2", lanes={"centre": unit("V50", "x")}),
    )
    engine.apply(attack("p", "x"))
    assert obs(engine, "p2")["life"] == 20


def test_pierce_of_an_attacker_broken_in_the_same_exchange_still_deals_its_damage() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("PIERCE2", "p", damage=1)}),
        p2=player("p2", lanes={"centre": unit("V22", "x")}),
    )
    engine.apply(attack("p", "x"))
    assert obs(engine, "p1")["lanes"]["centre"] is None and obs(engine, "p2")["life"] == 18


def test_pierce_does_not_work_for_the_defender() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a")}),
        p2=player("p2", lanes={"centre": unit("PIERCE2", "p")}),
    )
    engine.apply(attack("a", "p"))
    assert obs(engine, "p1")["lanes"]["centre"] is None and obs(engine, "p1")["life"] == 20


def test_pierce_counts_a_regenerated_target_as_broken() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("PIERCE2", "p")}),
        p2=player("p2", lanes={"centre": unit("REGEN", "r")}),
    )
    engine.apply(attack("p", "r"))
    assert obs(engine, "p2")["life"] == 18


# -- 39-11 .. 39-15: bonuses -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "lane", "tp", "atk"),
    [
        ("RIGHT2", "right", "p1", 3),
        ("RIGHT2", "left", "p1", 1),
        ("RIGHT2", "right", "p2", 1),
        ("CENTRE2", "centre", "p1", 3),
        ("CENTRE2", "right", "p1", 1),
        ("CENTRE2", "centre", "p2", 1),
    ],
)
def test_lane_bonuses_in_your_turn_and_your_lane(card: str, lane: str, tp: str, atk: int) -> None:
    engine = start(CARDS, tp=tp, p1=player("p1", lanes={lane: unit(card, "u")}))
    assert obs(engine, "p1")["lanes"][lane]["atk"] == atk


def test_anti_master_adds_to_damage_of_one_or_more_only() -> None:
    engine = start(CARDS, p1=player("p1", lanes={"centre": unit("ANTIM2", "a"), "left": unit("ANTIM2Z", "z")}))
    engine.apply(attack("a", "p2m"))
    assert obs(engine, "p2")["life"] == 16
    engine.apply(attack("z", "p2m"))
    assert obs(engine, "p2")["life"] == 16  # 0 is no damage (11-5): nothing to increase


def test_anti_minion_only_in_your_turn() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("ANTIMIN2", "a")}),
        p2=player("p2", lanes={"centre": unit("V15", "x")}),
    )
    engine.apply(attack("a", "x"))
    assert obs(engine, "p2")["lanes"]["centre"]["damage"] == 3
    engine2 = start(
        CARDS,
        tp="p2",
        p1=player("p1", lanes={"centre": unit("ANTIMIN2", "a")}),
        p2=player("p2", lanes={"centre": unit("V15", "x")}),
    )
    engine2.apply(attack("x", "a", by="p2"))
    assert obs(engine2, "p2")["lanes"]["centre"]["damage"] == 1


def test_anti_lord_applies_to_lords_not_minions() -> None:
    engine = start(
        CARDS, p1=player("p1", lanes={"centre": unit("ANTIL2", "a")}), p2=player("p2", lord=unit("L13", "l"))
    )
    engine.apply(attack("a", "l"))
    assert obs(engine, "p2")["lord"] is None  # 1 + 2 damage breaks HP 3
    engine2 = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("ANTIL2", "a")}),
        p2=player("p2", lanes={"centre": unit("V15", "x")}),
    )
    engine2.apply(attack("a", "x"))
    assert obs(engine2, "p2")["lanes"]["centre"]["damage"] == 1


# -- 39-16 .. 39-19 ---------------------------------------------------------------------------------------------------


def test_cannot_block_minion_leaves_the_lane_open_and_is_still_a_target() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a")}),
        p2=player("p2", lanes={"centre": unit("NOBLOCK", "n")}),
    )
    assert {"p2m", "n"} <= targets(engine, "a")


def test_straight_reaches_only_its_own_lane_and_the_leader_zone() -> None:
    p2 = player("p2", lanes={"right": unit("V22", "own"), "centre": unit("V22", "adj")})
    engine = start(CARDS, p1=player("p1", lanes={"left": unit("STRAIGHT", "s")}), p2=p2)
    assert targets(engine, "s") == {"own"}
    assert rejected(engine, attack("s", "adj"), same_observation=False) == "39-17"
    assert rejected(engine, attack("s", "p2m"), same_observation=False) == "34-5"  # still blocked
    engine2 = start(
        CARDS,
        p1=player("p1", lanes={"left": unit("STRAIGHT", "s")}),
        p2=player("p2", lanes={"centre": unit("V22", "adj")}),
    )
    assert targets(engine2, "s") == {"p2m"}


@pytest.mark.parametrize(("blocker", "open_"), [("V22", True), ("LEAP", False)])
def test_leap_is_blocked_only_by_leap(blocker: str, open_: bool) -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("LEAP", "l")}),
        p2=player("p2", lanes={"centre": unit(blocker, "b")}),
    )
    assert ("p2m" in targets(engine, "l")) == open_


def test_barrier_units_can_still_be_attacked() -> None:
    engine = start(
        CARDS,
        p1=player("p1", lanes={"centre": unit("V22", "a")}),
        p2=player("p2", lanes={"centre": unit("BARRIER", "b")}),
    )
    assert "b" in targets(engine, "a")
    from tcgjudge.reference.legions.keywords import chosen_by_effect_allowed

    s = state_of(engine)
    assert not chosen_by_effect_allowed(s, "p1", "b") and chosen_by_effect_allowed(s, "p2", "b")


def test_barrier_filters_only_the_opponents_choice_in_effect_targets() -> None:
    from tcgjudge.reference.legions.targets import candidates

    engine = start(CARDS, p2=player("p2", lanes={"left": unit("BARRIER", "b"), "right": unit("V22", "v")}))
    s = state_of(engine)
    assert candidates(s, "p1", "src", {"select": "choose", "side": "opponent"}) == ["v"]
    assert sorted(candidates(s, "p1", "src", {"select": "all", "side": "opponent"})) == ["b", "v"]
    assert sorted(candidates(s, "p2", "src", {"select": "choose", "side": "self"})) == ["b", "v"]
