"""Unit tests of card text in the Legions! reference engine: sequences (35), conditions (36), triggered
effects (37) and the common effects (38)."""

from __future__ import annotations

from typing import Any

import pytest
from legions_states import act, log, minion, obs, skill, start_stocked, stocked_player, unit
from tcgjudge.games.legions import setup_needs, text_needs
from tcgjudge.reference.legions.abilities import parse_text
from tcgjudge.reference.legions.engine import LegionsEngine

from tcgjudge.engine.interface import IllegalActionError

ENEMY_MINION = {"select": "choose", "side": "opponent"}
DRAW = {"do": "draw", "count": 1}


def events_after(engine: LegionsEngine, marker: dict[str, Any]) -> list[dict[str, Any]]:
    entries = engine.observe()["log"]
    index = max(i for i, e in enumerate(entries) if all(e.get(k) == v for k, v in marker.items()))
    return entries[index + 1 :]


def pending(engine: LegionsEngine) -> dict[str, Any]:
    out: dict[str, Any] = engine.observe()["pending"]
    return out


# -- the format -----------------------------------------------------------------------------------------


def test_card_text_is_parsed_and_its_capabilities_derived() -> None:
    raw = {
        "id": "X",
        "category": "minion",
        "abilities": [
            {"when": "on_deploy", "effects": [DRAW]},
            {"when": "always", "effects": [{"do": "modify", "target": {"select": "this"}, "atk": 1}]},
            {"when": "activated", "cost": {"mp": 1}, "once_per_turn": True, "effects": [DRAW]},
        ],
    }
    abilities, effects = parse_text(raw, "X", "minion")
    assert [a.kind for a in abilities] == ["triggered", "continuous", "activated"] and effects == ()
    assert text_needs(raw) == {"ability", "ability.continuous", "ability.activated"}
    setup = {"mode": "state", "cards": [raw], "state": {"phase": "main"}}
    assert {"ability", "ability.continuous", "ability.activated"} <= setup_needs(setup)


@pytest.mark.parametrize(
    "bad",
    [
        {"when": "sometimes", "effects": [DRAW]},
        {"when": "on_deploy", "effects": []},
        {"when": "on_deploy", "effects": [{"do": "fly"}]},
        {"when": "always", "effects": [DRAW]},  # a continuous ability only modifies or grants
        {"when": "on_deploy", "cost": {"mp": 1}, "effects": [DRAW]},  # only activated abilities cost
        {"when": "phase_start", "effects": [DRAW]},  # needs its phase
        {"when": "on_deploy", "effects": [{"do": "damage", "target": {"select": "some"}, "amount": 1}]},
    ],
)
def test_malformed_card_text_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        parse_text({"abilities": [bad]}, "X", "minion")


def test_skills_have_effects_and_minions_abilities() -> None:
    with pytest.raises(ValueError):
        parse_text({"effects": [DRAW]}, "X", "minion")
    with pytest.raises(ValueError):
        parse_text({"abilities": [{"when": "on_deploy", "effects": [DRAW]}]}, "X", "skill")


# -- 35: sequences ----------------------------------------------------------------------------------------


def test_a_skill_resolves_its_text_then_goes_to_the_wait_zone_of_its_wt() -> None:
    engine = start_stocked([skill("S", [DRAW], wt=3)], p1=stocked_player("p1", hand=[unit("S", "s")]))
    act(engine, "unlock", card="s", to="play")
    after = [e["event"] for e in events_after(engine, {"event": "play", "card": "s"})]
    assert after[:3] == ["resolve", "draw", "move"]
    assert [c["id"] for c in obs(engine, "p1")["wait"]["III"]["cards"]] == ["s"]


def test_an_arts_card_is_excluded_after_its_text() -> None:
    engine = start_stocked([skill("A", [DRAW], category="arts")], p1=stocked_player("p1", hand=[unit("A", "a")]))
    act(engine, "unlock", card="a", to="play")
    assert [c["id"] for c in obs(engine, "p1")["exclusion"]] == ["a"]
    assert len(obs(engine, "p1")["hand"]) == 1


def test_the_turn_player_chooses_among_the_legal_targets() -> None:
    card = skill("S", [{"do": "damage", "target": ENEMY_MINION, "amount": 1}])
    p2 = stocked_player("p2", lanes={"left": unit("F", "x"), "right": unit("F", "y")})
    engine = start_stocked([card], p1=stocked_player("p1", hand=[unit("S", "s")]), p2=p2)
    act(engine, "unlock", card="s", to="play")
    assert pending(engine)["kind"] == "choose_targets" and pending(engine)["player"] == "p1"
    assert sorted(pending(engine)["options"]) == ["x", "y"]
    with pytest.raises(IllegalActionError) as error:
        act(engine, "choose_targets", cards=["p1m"])
    assert error.value.clause == "35-6"
    act(engine, "choose_targets", cards=["y"])
    assert obs(engine, "p2")["lanes"]["right"]["damage"] == 1 and obs(engine, "p2")["lanes"]["left"]["damage"] == 0


def test_a_skill_whose_first_effect_has_no_target_cannot_be_played() -> None:
    card = skill("S", [{"do": "damage", "target": ENEMY_MINION, "amount": 1}])
    engine = start_stocked([card], p1=stocked_player("p1", hand=[unit("S", "s")]))
    unlocks = [a["to"] for a in engine.legal_actions() if a["type"] == "unlock"]
    assert unlocks == ["standby"]
    with pytest.raises(IllegalActionError):
        act(engine, "unlock", card="s", to="play")


def test_a_later_step_without_a_target_only_stops_the_sequence_there() -> None:
    card = skill("S", [DRAW, {"do": "damage", "target": ENEMY_MINION, "amount": 1}, DRAW])
    engine = start_stocked([card], p1=stocked_player("p1", hand=[unit("S", "s")]))
    act(engine, "unlock", card="s", to="play")
    assert len(log(engine, "draw")) == 1 and log(engine, "fizzle")
    assert [c["id"] for c in obs(engine, "p1")["wait"]["II"]["cards"]] == ["s"]


def test_a_triggered_effect_without_a_first_target_fizzles() -> None:
    card = minion(
        "T", abilities=[{"when": "on_deploy", "effects": [{"do": "damage", "target": ENEMY_MINION, "amount": 1}, DRAW]}]
    )
    engine = start_stocked([card], p1=stocked_player("p1", hand=[unit("T", "t")]))
    act(engine, "unlock", card="t", to="left")
    assert log(engine, "fizzle") and not log(engine, "draw")


def test_modifiers_end_with_the_turn_and_values_are_fixed_when_resolved() -> None:
    card = skill("S", [{"do": "modify", "target": {"select": "choose"}, "atk": {"count": "hand"}, "hp": 0}, DRAW])
    p1 = stocked_player("p1", hand=[unit("S", "s"), unit("F", "h1")], lanes={"left": unit("F", "m")})
    engine = start_stocked([card], p1=p1)
    act(engine, "unlock", card="s", to="play")
    assert obs(engine, "p1")["lanes"]["left"]["atk"] == 2  # 1 + the one other hand card (35-11), not the drawn one
    act(engine, "end_main")
    assert obs(engine, "p1")["lanes"]["left"]["atk"] == 1  # 35-10


def test_a_continuous_effect_outlives_its_unit_until_the_sequence_ends() -> None:
    aura = minion(
        "AURA",
        abilities=[
            {
                "when": "always",
                "effects": [{"do": "modify", "target": {"select": "all", "filter": {"other": True}}, "hp": 2}],
            }
        ],
    )
    card = skill(
        "S",
        [
            {"do": "break", "target": {"select": "choose", "filter": {"max_hp": 2}}},
            {"do": "damage", "target": {"select": "choose", "filter": {"min_hp": 3}}, "amount": 2},
            DRAW,
        ],
    )
    p1 = stocked_player("p1", hand=[unit("S", "s")], lanes={"left": unit("AURA", "aura"), "right": unit("F", "f")})
    engine = start_stocked([aura, card], p1=p1)
    assert obs(engine, "p1")["lanes"]["right"]["hp"] == 4
    act(engine, "unlock", card="s", to="play")
    order = [(e["event"], e.get("card")) for e in events_after(engine, {"event": "play", "card": "s"})]
    assert order.index(("damage", "f")) < order.index(("draw", "p1-d0")) < order.index(("break", "f"))


def test_once_per_turn_activated_ability() -> None:
    card = minion("ACT", abilities=[{"when": "activated", "once_per_turn": True, "cost": {"mp": 1}, "effects": [DRAW]}])
    engine = start_stocked([card], p1=stocked_player("p1", lanes={"left": unit("ACT", "a")}))
    assert {"type": "activate", "card": "a", "ability": 0, "player": "p1"} in engine.legal_actions()
    act(engine, "activate", card="a", ability=0)
    assert len(log(engine, "draw")) == 1
    with pytest.raises(IllegalActionError) as error:
        act(engine, "activate", card="a", ability=0)
    assert error.value.clause == "36-4b"


# -- 38-9: the master's attack by an effect ---------------------------------------------------------------


def _master_attack_engine(step: dict[str, Any], **p2_lanes: Any) -> LegionsEngine:
    card = skill("MA", [step, DRAW])
    p1 = stocked_player("p1", hand=[unit("MA", "s")])
    p1["master"]["exhausted"] = True
    p2 = stocked_player("p2", lanes={lane: unit(card_id, cid) for lane, (card_id, cid) in p2_lanes.items()})
    return start_stocked([card, minion("P", atk=1, hp=2)], p1=p1, p2=p2)


def test_master_attack_fights_a_battle_inside_the_sequence() -> None:
    """38-9: an exhausted master attacks with the given ATK, is not readied or exhausted, takes the target's
    battle damage, and the battle is over before the sequence's next step."""
    engine = _master_attack_engine({"do": "master_attack", "atk": 3}, centre=("P", "x"))
    assert text_needs(skill("MA", [{"do": "master_attack", "atk": 3}])) == {"ability", "ability.master_attack"}
    act(engine, "unlock", card="s", to="play")
    order = [(e["event"], e.get("card") or e.get("attacker")) for e in events_after(engine, {"event": "play"})]
    assert order.index(("attack", "p1m")) < order.index(("damage", "x")) < order.index(("draw", "p1-d0"))
    damage = [e for e in log(engine, "damage")]
    assert {(e["card"], e["amount"], e["kind"]) for e in damage} == {("x", 3, "battle"), ("p1m", 1, "battle")}
    assert obs(engine, "p1")["life"] == 19 and obs(engine, "p1")["master"]["exhausted"] is True
    assert obs(engine, "p2")["lanes"]["centre"] is None


def test_master_attack_keywords_last_for_the_battle() -> None:
    """38-9 with 39-4: First Strike given for the attack breaks the target first; afterwards the master has
    neither the keyword nor an ATK."""
    engine = _master_attack_engine({"do": "master_attack", "atk": 2, "keywords": ["first_strike"]}, centre=("P", "x"))
    act(engine, "unlock", card="s", to="play")
    assert obs(engine, "p1")["life"] == 20 and obs(engine, "p1")["master"]["keywords"] == []
    state = engine._state  # what the observation cannot show: the master keeps no ATK
    assert state is not None and state.text.master_atk == {} and state.text.modifiers == []


def test_master_attack_target_is_chosen_by_the_turn_player() -> None:
    """38-9 / 34-5 / 34-6: without a centre blocker the master may attack the opposing master or any minion."""
    engine = _master_attack_engine({"do": "master_attack", "atk": 3}, left=("P", "x"))
    act(engine, "unlock", card="s", to="play")
    asked = pending(engine)
    assert asked["kind"] == "choose_targets" and sorted(asked["options"]) == ["p2m", "x"]
    act(engine, "choose_targets", cards=["p2m"])
    assert obs(engine, "p2")["life"] == 17 and obs(engine, "p1")["life"] == 20


def test_master_attack_format_checks_keywords() -> None:
    with pytest.raises(ValueError):
        parse_text(skill("MA", [{"do": "master_attack", "atk": 1, "keywords": "first_strike"}]), "MA", "skill")


# -- 05-2 halving amounts, 24-2c / 24-3c win and lose steps ----------------------------------------------


@pytest.mark.parametrize(
    ("total", "rounding", "expected"), [(3, "up", 2), (4, "up", 2), (0, "up", 0), (3, "down", 1), (1, "down", 0)]
)
def test_divided_amounts_round_up_unless_the_text_says_down(total: int, rounding: str, expected: int) -> None:
    from tcgjudge.reference.legions.continuous import divided

    assert divided(total, 2, rounding) == expected


BAD_AMOUNTS = [{"count": "hand", "divide": 0}, {"count": "hand", "round": "near"}, {"count": "hand", "by": 2}]


@pytest.mark.parametrize("amount", BAD_AMOUNTS)
def test_amount_format_checks_divide_and_round(amount: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        parse_text(skill("S", [{"do": "gain_life", "amount": amount}]), "S", "skill")


@pytest.mark.parametrize(("step", "winner"), [("win", "p1"), ("lose", "p2")])
def test_win_and_lose_steps_end_the_game_for_the_effects_controller(step: str, winner: str) -> None:
    engine = start_stocked([skill("S", [{"do": step}, DRAW])], p1=stocked_player("p1", hand=[unit("S", "s")]))
    engine.apply({"type": "unlock", "player": "p1", "card": "s", "to": "play"})
    result = engine.observe()["result"]
    assert result["over"] and result["winner"] == winner and result["reason"] == "effect"
    assert log(engine, "draw") == []  # 24-1: nothing after the step resolves
