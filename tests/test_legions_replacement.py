"""Unit tests of the Legions! reference engine's prohibitions (01-3: "cannot" beats "can") and replacement
effects (38-16: "instead of breaking, ...")."""

from __future__ import annotations

from typing import Any

import legions_states
import pytest
from legions_states import act, events, lord, obs, start_stocked, stocked_player, unit
from tcgjudge.games.legions import setup_needs, text_needs
from tcgjudge.reference.legions.abilities import parse_text
from tcgjudge.reference.legions.engine import LegionsEngine

from tcgjudge.engine.interface import IllegalActionError
from tcgjudge.schemas import validate

BAN = {"do": "grant", "target": {"select": "this"}, "cannot": "attack"}
RESTRAINT = {"name": "Restraint", "when": "always", "effects": [BAN]}
BREAK_ALL = [{"do": "break", "target": {"select": "all", "side": "opponent"}}]


def minion(cid: str, atk: int = 1, hp: int = 2, wt: int = 2, **fields: Any) -> dict[str, Any]:
    """A shared minion of cost 0, as every minion of this file."""
    return legions_states.minion(cid, atk, hp, wt, cost=0, **fields)


def skill(cid: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    """A shared skill of WT III, as every skill of this file."""
    return legions_states.skill(cid, effects, wt=3)


def replace(steps: list[dict[str, Any]], target: dict[str, Any] | None = None, name: str = "R") -> dict[str, Any]:
    covered = target or {"select": "this"}
    return {"name": name, "when": "replace", "instead_of": {"event": "break", "target": covered}, "effects": steps}


TO_HAND = replace([{"do": "move", "target": {"select": "this"}, "to": "hand"}], name="Escape")
SHELTER = replace([{"do": "move", "target": {"select": "replaced"}, "to": "standby"}], {"select": "all"}, "Shelter")
SECOND_WIND = replace([{"do": "gain_life", "amount": 2}], name="Second Wind")


def start(cards: list[dict[str, Any]], **players: Any) -> LegionsEngine:
    """start_stocked with this file's deck filler, a minion of cost 0."""
    return start_stocked(cards, filler=minion("F", wt=4), **players)


def attacks(engine: LegionsEngine, attacker: str) -> list[dict[str, Any]]:
    return [a for a in engine.legal_actions() if a["type"] == "attack" and a["attacker"] == attacker]


def hand(engine: LegionsEngine, p: str) -> list[str]:
    return [c["id"] for c in obs(engine, p)["hand"]]


# -- the format ---------------------------------------------------------------------------------------------


def test_prohibitions_and_replacements_are_parsed_and_their_capabilities_derived() -> None:
    raw = minion("X", abilities=[RESTRAINT, TO_HAND])
    abilities, _ = parse_text(raw, "X", "minion")
    assert [a.kind for a in abilities] == ["continuous", "replacement"]
    assert abilities[1].instead_of == {"event": "break", "target": {"select": "this"}}
    wanted = {"ability", "ability.continuous", "ability.prohibition", "ability.replacement"}
    assert text_needs(raw) == wanted
    assert wanted <= setup_needs({"mode": "state", "cards": [raw], "state": {"phase": "main"}})
    ban_by_skill = skill("S", [{"do": "grant", "target": {"select": "all"}, "cannot": "attack", "until": "turn"}])
    assert "ability.prohibition" in text_needs(ban_by_skill)
    assert validate("legions/card", raw) == [] and validate("legions/card", ban_by_skill) == []


@pytest.mark.parametrize(
    "bad",
    [
        {"when": "replace", "effects": [{"do": "draw", "count": 1}]},  # no instead_of
        {"when": "always", "instead_of": {"event": "break", "target": {"select": "this"}}, "effects": [BAN]},
        replace([{"do": "draw", "count": 1}], {"select": "choose"}),  # nobody chooses what it covers
        replace([{"do": "draw", "count": 1}], {"select": "all", "zone": "hand"}),  # units of the field only
        {**replace([{"do": "draw", "count": 1}]), "instead_of": {"event": "damage", "target": {"select": "this"}}},
        {**replace([{"do": "draw", "count": 1}]), "zones": ["hand"]},  # only while on the field
        {"when": "on_deploy", "effects": [{"do": "move", "target": {"select": "replaced"}, "to": "hand"}]},
        {"when": "always", "effects": [{"do": "grant", "target": {"select": "this"}, "cannot": "block"}]},
        {
            "when": "always",
            "effects": [{"do": "grant", "target": {"select": "this"}, "keyword": "leap", "cannot": "attack"}],
        },
        {"when": "always", "effects": [{"do": "grant", "target": {"select": "this"}}]},
    ],
)
def test_malformed_prohibitions_and_replacements_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        parse_text({"abilities": [bad]}, "X", "minion")


def test_only_a_replacement_may_target_the_replaced_card() -> None:
    with pytest.raises(ValueError):
        parse_text({"effects": [{"do": "exclude", "target": {"select": "replaced"}}]}, "S", "skill")
    card = lord("K", abilities=[SHELTER])
    assert validate("legions/card", card) == []
    assert validate("legions/card", {**card, "abilities": [{"when": "replace", "effects": [BAN]}]})


# -- 01-3: "cannot" beats "can" -----------------------------------------------------------------------------


def test_a_prohibition_beats_assault_and_cites_01_3() -> None:
    cards = [minion("R", keywords=["assault"], abilities=[RESTRAINT]), minion("A", keywords=["assault"]), minion("T")]
    p1 = stocked_player(
        "p1", lanes={"left": unit("R", "r", incapacitated=True), "centre": unit("A", "a", incapacitated=True)}
    )
    engine = start(cards, p1=p1, p2=stocked_player("p2", lanes={"centre": unit("T", "t")}))
    assert attacks(engine, "r") == [] and attacks(engine, "a")
    before = engine.observe()
    with pytest.raises(IllegalActionError) as caught:
        act(engine, "attack", attacker="r", target="t")
    assert caught.value.clause == "01-3" and engine.observe() == before


def test_a_prohibition_without_a_permission_cites_01_2() -> None:
    engine = start(
        [minion("M", abilities=[RESTRAINT]), minion("T")], p1=stocked_player("p1", lanes={"left": unit("M", "m")})
    )
    with pytest.raises(IllegalActionError) as caught:
        act(engine, "attack", attacker="m", target="p2m")
    assert caught.value.clause == "01-2"


def test_a_prohibition_is_not_a_keyword_and_a_step_logs_it() -> None:
    ban_all = skill("S", [{"do": "grant", "target": {"select": "all"}, "cannot": "attack"}])
    p1 = stocked_player("p1", lanes={"left": unit("T", "x")}, hand=[{"card": "S", "id": "s"}])
    engine = start([ban_all, minion("T")], p1=p1)
    act(engine, "unlock", card="s", to="play")
    assert events(engine, "prohibit", card="x", cannot="attack", duration="turn")
    assert obs(engine, "p1")["lanes"]["left"]["keywords"] == [] and attacks(engine, "x") == []


def test_a_prohibition_until_the_end_of_the_turn_ends_with_it() -> None:
    ban_all = skill("S", [{"do": "grant", "target": {"select": "all"}, "cannot": "attack"}])
    p1 = stocked_player("p1", lanes={"left": unit("T", "x")}, hand=[{"card": "S", "id": "s"}])
    engine = start([ban_all, minion("T")], p1=p1)
    act(engine, "unlock", card="s", to="play")
    act(engine, "end_main")
    while engine.observe()["turn_player"] != "p1" or engine.observe()["pending"]["kind"] != "main":
        options = engine.legal_actions()
        pick = next((a for a in options if a["type"] in ("end_main", "no_card_change")), options[0])
        engine.apply(pick)
    assert attacks(engine, "x")


def test_a_continuous_prohibition_ends_when_its_source_leaves() -> None:
    warden = minion(
        "W",
        abilities=[
            {
                "name": "Ward",
                "when": "opponents_turn",
                "effects": [{"do": "grant", "target": {"select": "all", "side": "opponent"}, "cannot": "attack"}],
            }
        ],
    )
    slay = skill("S", BREAK_ALL)
    p1 = stocked_player("p1", lanes={"left": unit("T", "x")}, hand=[{"card": "S", "id": "s"}])
    engine = start([warden, slay, minion("T")], p1=p1, p2=stocked_player("p2", lanes={"centre": unit("W", "w")}))
    assert attacks(engine, "x") == []
    act(engine, "unlock", card="s", to="play")
    assert attacks(engine, "x")


def test_move_attack_is_not_offered_to_a_forbidden_minion() -> None:
    mover = minion("M", keywords=["move_attack"], abilities=[RESTRAINT])
    engine = start([mover], p1=stocked_player("p1", lanes={"left": unit("M", "m")}))
    act(engine, "lane_move", card="m", to="centre")
    assert engine.observe()["pending"]["kind"] == "main"


# -- 38-16: replacement effects ---------------------------------------------------------------------------


def test_a_replaced_break_does_not_happen_and_the_steps_do() -> None:
    cards = [minion("G", abilities=[TO_HAND]), minion("P"), skill("S", BREAK_ALL)]
    p2 = stocked_player("p2", lanes={"left": unit("G", "g"), "centre": unit("P", "p")})
    engine = start(cards, p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]), p2=p2)
    act(engine, "unlock", card="s", to="play")
    assert "g" in hand(engine, "p2") and not events(engine, "break", card="g")
    assert events(engine, "replace", player="p2", card="g", ability=0, process="break", affected="g")
    assert [c["id"] for c in obs(engine, "p2")["wait"]["II"]["cards"]] == ["p"]


def test_a_replaced_break_by_battle_triggers_no_pierce() -> None:
    cards = [minion("G", abilities=[TO_HAND]), minion("K", atk=3, hp=3, keywords=["pierce:2"])]
    engine = start(
        cards,
        p1=stocked_player("p1", lanes={"centre": unit("K", "k")}),
        p2=stocked_player("p2", lanes={"centre": unit("G", "g")}),
    )
    act(engine, "attack", attacker="k", target="g")
    assert "g" in hand(engine, "p2") and obs(engine, "p2")["life"] == 20 and not events(engine, "trigger")


def test_several_replacements_ask_the_turn_player_and_a_wrong_answer_changes_nothing() -> None:
    cards = [minion("G", abilities=[TO_HAND]), lord("K", abilities=[SHELTER]), skill("S", BREAK_ALL)]
    p2 = stocked_player("p2", lanes={"centre": unit("G", "g")}, lord=unit("K", "k"))
    engine = start(cards, p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]), p2=p2)
    act(engine, "unlock", card="s", to="play")
    pending = engine.observe()["pending"]
    assert pending["kind"] == "choose_replacement" and pending["player"] == "p1"
    assert pending["options"] == [{"card": "g", "ability": 0}, {"card": "k", "ability": 0}]
    before = engine.observe()
    with pytest.raises(IllegalActionError) as caught:
        act(engine, "choose_replacement", card="g", ability=1)
    assert caught.value.clause == "38-16" and engine.observe() == before
    with pytest.raises(IllegalActionError) as refused:
        act(engine, "choose_replacement", by="p2", card="g", ability=0)
    assert refused.value.clause == "01-8"
    act(engine, "choose_replacement", card="k", ability=0)
    assert [c["id"] for c in obs(engine, "p2")["standby"]] == ["g"] and "g" not in hand(engine, "p2")
    assert len(events(engine, "replace")) == 1


def test_a_replacement_left_at_zero_hp_breaks_once_replaced() -> None:
    cards = [minion("H", abilities=[SECOND_WIND]), minion("B", atk=3, hp=5)]
    p2 = stocked_player("p2", lanes={"centre": unit("H", "h")}, life=10)
    engine = start(cards, p1=stocked_player("p1", lanes={"centre": unit("B", "b")}), p2=p2)
    act(engine, "attack", attacker="b", target="h")
    assert obs(engine, "p2")["life"] == 12 and len(events(engine, "replace")) == 1
    assert events(engine, "break", card="h") and obs(engine, "p2")["lanes"]["centre"] is None


def test_a_replacement_whose_steps_break_again_does_not_loop() -> None:
    blast = replace([{"do": "damage", "target": {"select": "all", "side": "any"}, "amount": 1}], name="Blast")
    cards = [minion("X", hp=1, abilities=[blast]), skill("S", BREAK_ALL)]
    p2 = stocked_player("p2", lanes={"left": unit("X", "x1"), "centre": unit("X", "x2")})
    engine = start(cards, p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]), p2=p2)
    act(engine, "unlock", card="s", to="play")
    assert obs(engine, "p2")["lanes"]["left"] is None and obs(engine, "p2")["lanes"]["centre"] is None
    assert events(engine, "break", card="x1") and events(engine, "break", card="x2")


def test_a_replacement_beats_regenerate_and_needs_its_card_open_on_the_field() -> None:
    cards = [minion("G", keywords=["regenerate"], abilities=[TO_HAND]), skill("S", BREAK_ALL)]
    engine = start(
        cards,
        p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]),
        p2=stocked_player("p2", lanes={"left": unit("G", "g")}),
    )
    act(engine, "unlock", card="s", to="play")
    assert "g" in hand(engine, "p2") and not events(engine, "reverse")
    cards = [minion("P"), lord("K", abilities=[SHELTER]), skill("S", BREAK_ALL)]
    p2 = stocked_player("p2", lanes={"left": unit("P", "p")}, lord=unit("K", "k", reversed=True))
    engine = start(cards, p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]), p2=p2)
    act(engine, "unlock", card="s", to="play")
    assert not events(engine, "replace") and events(engine, "break", card="p")


def test_a_replacement_covers_a_break_at_zero_hp_from_a_modification() -> None:
    shrink = skill("S", [{"do": "modify", "target": {"select": "all", "side": "opponent"}, "hp": -2}])
    engine = start(
        [minion("G", abilities=[TO_HAND]), shrink],
        p1=stocked_player("p1", hand=[{"card": "S", "id": "s"}]),
        p2=stocked_player("p2", lanes={"left": unit("G", "g")}),
    )
    act(engine, "unlock", card="s", to="play")
    assert "g" in hand(engine, "p2") and not events(engine, "break")


def test_the_new_events_decision_and_answers_follow_the_schemas() -> None:
    cards = [minion("G", abilities=[TO_HAND]), lord("K", abilities=[SHELTER]), minion("T")]
    cards += [skill("S", [*BREAK_ALL, {"do": "grant", "target": {"select": "all"}, "cannot": "attack"}])]
    p1 = stocked_player("p1", hand=[{"card": "S", "id": "s"}], lanes={"left": unit("T", "t")})
    engine = start(cards, p1=p1, p2=stocked_player("p2", lanes={"centre": unit("G", "g")}, lord=unit("K", "k")))
    act(engine, "unlock", card="s", to="play")
    assert validate("legions/observation", engine.observe()) == []
    assert all(validate("legions/action", a) == [] for a in engine.legal_actions())
    act(engine, "choose_replacement", card="g", ability=0)
    observation = engine.observe()
    assert validate("legions/observation", observation) == []
    assert {e["event"] for e in observation["log"]} >= {"replace", "prohibit"}


def test_a_replacement_nested_in_its_own_cards_sequence_keeps_to_itself() -> None:
    fold = replace([{"do": "resolve", "effects": [{"do": "move", "target": {"select": "replaced"}, "to": "hand"}]}])
    sacrifice = {
        "name": "Sacrifice",
        "when": "activated",
        "effects": [{"do": "break", "target": {"select": "this"}}, {"do": "gain_life", "amount": 1}],
    }
    engine = start(
        [minion("G", abilities=[sacrifice, fold])], p1=stocked_player("p1", lanes={"left": unit("G", "g")}, life=10)
    )
    act(engine, "activate", card="g", ability=0)
    assert hand(engine, "p1") == ["g"] and obs(engine, "p1")["life"] == 11 and not events(engine, "fizzle")
