"""Turn structure, DON!!, battle, zones and losses of the ONE PIECE reference engine."""

from __future__ import annotations

import pytest
from test_op_helpers import events, ids, player, start, state_setup

from tcgjudge.engine.interface import Engine, IllegalActionError


def test_engine_satisfies_protocol() -> None:
    e = start(state_setup())
    assert isinstance(e, Engine)
    assert "keyword.rush" in e.info().capabilities


def test_refresh_draw_don_phases() -> None:
    p1 = player(
        leader={"card": "L-RED", "id": "L1", "rested": True, "don": 2},
        characters=[{"card": "C-VAN", "id": "v", "rested": True, "don": 1}],
        don_active=0,
        don_rested=2,
        don_deck=5,
    )
    e = start(state_setup(p1=p1, phase="refresh"))
    o = e.observe()
    me = o["players"]["p1"]
    assert o["phase"] == "main"
    assert me["leader"]["rested"] is False and me["leader"]["don"] == 0
    assert me["characters"][0]["don"] == 0 and me["characters"][0]["rested"] is False
    # 2 + 2 + 1 returned and untapped, then +2 in the DON!! phase (6-4-1)
    assert me["don_active"] == 7 and me["don_rested"] == 0 and me["don_deck"] == 3
    assert len(me["hand"]) == 1 and len(me["deck"]) == 9


def test_first_players_first_turn_no_draw_one_don() -> None:
    e = start(state_setup(p1=player(don_active=0, don_deck=10), turn=1, phase="refresh"))
    me = e.observe()["players"]["p1"]
    assert len(me["hand"]) == 0 and me["don_active"] == 1 and me["don_deck"] == 9


def test_don_phase_with_one_or_zero_left() -> None:
    e = start(state_setup(p1=player(don_active=0, don_deck=1), phase="don"))
    assert e.observe()["players"]["p1"]["don_active"] == 1
    e = start(state_setup(p1=player(don_active=0, don_deck=0), phase="don"))
    assert e.observe()["players"]["p1"]["don_active"] == 0


def test_no_battle_on_first_turns() -> None:
    for turn in (1, 2):
        e = start(state_setup(turn=turn, turn_player="p1" if turn == 1 else "p2"))
        o = e.observe()
        tp = o["turn_player"]
        op = "p2" if tp == "p1" else "p1"
        with pytest.raises(IllegalActionError) as err:
            e.apply(
                {
                    "type": "attack",
                    "attacker": o["players"][tp]["leader"]["id"],
                    "target": o["players"][op]["leader"]["id"],
                }
            )
        assert err.value.clause == "6-5-6-1"
        assert e.observe() == o


def test_attach_don_power_only_on_own_turn() -> None:
    e = start(state_setup(p1=player(characters=[{"card": "C-VAN", "id": "v"}])))
    e.apply({"type": "attach_don", "card": "v"})
    o = e.observe()
    assert o["players"]["p1"]["characters"][0]["power"] == 3000
    assert o["players"]["p1"]["don_active"] == 4
    e.apply({"type": "end_main"})
    o = e.observe()
    # p2's turn now: p1's DON!! stays attached but gives nothing (6-5-5-2)
    assert o["turn_player"] == "p2"
    assert o["players"]["p1"]["characters"][0]["don"] == 1
    assert o["players"]["p1"]["characters"][0]["power"] == 2000


def test_end_of_turn_expiry_and_turn_passes() -> None:
    e = start(state_setup(p1=player(characters=[{"card": "C-ACT", "id": "a"}])))
    e.apply({"type": "activate", "card": "a", "ability": 0})
    assert e.observe()["players"]["p1"]["characters"][0]["power"] == 4000
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "activate", "card": "a", "ability": 0})
    assert err.value.clause == "10-2-13-3"
    e.apply({"type": "end_main"})
    o = e.observe()
    assert o["players"]["p1"]["characters"][0]["power"] == 1000
    assert o["turn"] == 4 and o["turn_player"] == "p2" and o["phase"] == "main"


def test_play_character_pays_cost_and_cannot_attack_without_rush() -> None:
    e = start(state_setup(p1=player(hand=[{"card": "C-BIG", "id": "b"}, {"card": "C-RUSH", "id": "r"}], don_active=6)))
    e.apply({"type": "play", "card": "b"})
    o = e.observe()
    assert o["players"]["p1"]["don_active"] == 2 and o["players"]["p1"]["don_rested"] == 4
    p2l = o["players"]["p2"]["leader"]["id"]
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "attack", "attacker": "b", "target": p2l})
    assert err.value.clause == "3-7-4"
    e.apply({"type": "play", "card": "r"})
    e.apply({"type": "attack", "attacker": "r", "target": p2l})
    assert e.observe()["battle"]["attacker"] == "r"


def test_not_enough_don_is_illegal_and_state_unchanged() -> None:
    e = start(state_setup(p1=player(hand=[{"card": "C-BIG", "id": "b"}], don_active=3)))
    before = e.observe()
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "play", "card": "b"})
    assert err.value.clause == "2-7-2"
    assert e.observe() == before


def test_sixth_character_trashes_one() -> None:
    chars = [{"card": "C-ONKO", "id": f"c{i}"} for i in range(5)]
    e = start(state_setup(p1=player(characters=chars, hand=[{"card": "C-VAN", "id": "new"}])))
    e.apply({"type": "play", "card": "new"})
    o = e.observe()
    assert o["pending"]["kind"] == "trash_character"
    e.apply({"type": "trash_character", "card": "c2"})
    o = e.observe()
    assert ids(o["players"]["p1"]["characters"]) == ["c0", "c1", "c3", "c4", "new"]
    assert len(o["players"]["p1"]["trash"]) == 1
    assert events(e, "ko") == []  # trashing is not a K.O. (10-2-1-3): no [On K.O.]
    assert len(o["players"]["p1"]["hand"]) == 0


def test_second_stage_replaces_first() -> None:
    e = start(state_setup(p1=player(stage={"card": "S-STAGE", "id": "s1"}, hand=[{"card": "S-STAGE2", "id": "s2"}])))
    e.apply({"type": "play", "card": "s2"})
    o = e.observe()
    assert o["players"]["p1"]["stage"]["id"] == "s2"
    assert o["players"]["p1"]["trash"][0]["card"] == "S-STAGE"


def _attack_leader(e, attacker: str = "L1") -> None:  # type: ignore[no-untyped-def]
    e.apply({"type": "attack", "attacker": attacker, "target": "L2"})


def test_attack_leader_damage_and_attacker_wins_ties() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(
                leader={"card": "L-RED", "id": "L2"},
                life=[{"card": "C-VAN", "id": "top"}, {"card": "C-VAN", "id": "bottom"}],
            ),
        )
    )
    _attack_leader(e)
    assert e.observe()["pending"]["kind"] == "counter"
    e.apply({"type": "pass"})
    o = e.observe()
    assert ids(o["players"]["p2"]["life"]) == ["bottom"]
    assert ids(o["players"]["p2"]["hand"]) == ["top"]
    assert o["players"]["p1"]["leader"]["rested"] is True
    assert o["battle"] is None and o["pending"]["kind"] == "main"


def test_counter_character_and_defender_wins() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(leader={"card": "L-RED", "id": "L2"}, hand=[{"card": "C-VAN", "id": "cv"}]),
        )
    )
    _attack_leader(e)
    e.apply({"type": "counter", "card": "cv", "target": "L2"})
    assert e.observe()["players"]["p2"]["leader"]["power"] == 6000
    e.apply({"type": "pass"})
    o = e.observe()
    assert len(o["players"]["p2"]["life"]) == 3
    assert events(e, "battle")[-1]["winner"] == "defender"
    assert o["players"]["p2"]["leader"]["power"] == 5000  # "this battle" expired (7-1-5-4)


def test_counter_event() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(leader={"card": "L-RED", "id": "L2"}, hand=[{"card": "E-COUNTER", "id": "ec"}], don_active=2),
        )
    )
    _attack_leader(e)
    e.apply({"type": "counter", "card": "ec"})
    o = e.observe()
    assert o["pending"]["kind"] == "select"
    e.apply({"type": "select", "cards": ["L2"]})
    o = e.observe()
    assert o["players"]["p2"]["leader"]["power"] == 9000
    assert o["players"]["p2"]["don_active"] == 1
    assert o["pending"]["kind"] == "counter"


def test_blocker_redirects_and_ko_in_battle() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(leader={"card": "L-RED", "id": "L2"}, characters=[{"card": "C-BLOCK", "id": "bl"}]),
        )
    )
    _attack_leader(e)
    o = e.observe()
    assert o["pending"]["kind"] == "block"
    e.apply({"type": "block", "blocker": "bl"})
    assert e.observe()["battle"]["target"] == "bl"
    e.apply({"type": "pass"})
    o = e.observe()
    assert o["players"]["p2"]["characters"] == []
    assert len(o["players"]["p2"]["life"]) == 3
    ko = events(e, "ko")[0]
    assert ko["card"] == "bl" and ko["new_id"] != "bl" and ko["by"] == "battle"


def test_cannot_attack_active_character() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(characters=[{"card": "C-VAN", "id": "act"}, {"card": "C-VAN", "id": "res", "rested": True}]),
        )
    )
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "attack", "attacker": "L1", "target": "act"})
    assert err.value.clause == "7-1-1-2"
    e.apply({"type": "attack", "attacker": "L1", "target": "res"})
    e.apply({"type": "pass"})
    assert ids(e.observe()["players"]["p2"]["characters"]) == ["act"]


def test_double_attack_and_banish() -> None:
    e = start(
        state_setup(
            p1=player(characters=[{"card": "C-DA", "id": "da"}, {"card": "C-BAN", "id": "ban"}]),
            p2=player(leader={"card": "L-RED", "id": "L2"}, life=["C-TRIG"] * 4),
        )
    )
    e.apply({"type": "attack", "attacker": "da", "target": "L2"})
    e.apply({"type": "pass"})
    o = e.observe()
    assert o["pending"]["kind"] == "trigger"
    e.apply({"type": "trigger", "use": False})
    e.apply({"type": "trigger", "use": False})
    o = e.observe()
    assert len(o["players"]["p2"]["life"]) == 2 and len(o["players"]["p2"]["hand"]) == 2
    e.apply({"type": "attack", "attacker": "ban", "target": "L2"})
    e.apply({"type": "pass"})
    o = e.observe()
    assert len(o["players"]["p2"]["life"]) == 1 and len(o["players"]["p2"]["trash"]) == 1
    assert o["pending"]["kind"] == "main"  # no [Trigger] with Banish (10-1-3-1)


def test_trigger_used() -> None:
    e = start(
        state_setup(
            p2=player(leader={"card": "L-RED", "id": "L2"}, life=["C-TRIG"]),
            p1=player(leader={"card": "L-RED", "id": "L1"}),
        )
    )
    _attack_leader(e)
    e.apply({"type": "pass"})
    e.apply({"type": "trigger", "use": True})
    o = e.observe()
    assert len(o["players"]["p2"]["hand"]) == 2 and o["players"]["p2"]["trash"][0]["card"] == "C-TRIG"


def test_damage_at_zero_life_loses() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1"}),
            p2=player(leader={"card": "L-RED", "id": "L2"}, life=[]),
        )
    )
    _attack_leader(e)
    e.apply({"type": "pass"})
    assert e.is_terminal()
    r = e.observe()["result"]
    assert r == {"over": True, "winner": "p1", "losers": ["p2"], "draw": False, "reason": "life"}
    assert e.legal_actions() == []


def test_double_attack_with_one_life_does_not_lose() -> None:
    e = start(
        state_setup(
            p1=player(characters=[{"card": "C-DA", "id": "da"}]),
            p2=player(leader={"card": "L-RED", "id": "L2"}, life=["C-VAN"]),
        )
    )
    e.apply({"type": "attack", "attacker": "da", "target": "L2"})
    e.apply({"type": "pass"})
    assert not e.is_terminal()
    assert e.observe()["players"]["p2"]["life"] == []


def test_deck_out_loses_and_simultaneous_losses_both_lose() -> None:
    e = start(state_setup(p1=player(deck=[]), phase="main"))
    r = e.observe()["result"]
    assert r["losers"] == ["p1"] and r["winner"] == "p2" and r["reason"] == "deck"
    e = start(state_setup(p1=player(deck=[]), p2=player(deck=[])))
    r = e.observe()["result"]
    assert r["draw"] is False and r["winner"] is None and r["losers"] == ["p1", "p2"]  # 9-2-1: not a draw


def test_draw_last_card_loses() -> None:
    e = start(state_setup(p2=player(deck=["C-VAN"]), turn_player="p2", phase="refresh"))
    r = e.observe()["result"]
    assert r["losers"] == ["p2"] and r["reason"] == "deck"


def test_concede_any_time_either_player() -> None:
    e = start(state_setup())
    e.apply({"type": "concede", "player": "p2"})
    assert e.observe()["result"]["winner"] == "p1"
    with pytest.raises(IllegalActionError):
        e.apply({"type": "end_main"})


def test_wrong_player_is_illegal() -> None:
    e = start(state_setup())
    with pytest.raises(IllegalActionError) as err:
        e.apply({"type": "end_main", "player": "p2"})
    assert err.value.clause == "6-5-2"


def test_declared_battle_at_block_step() -> None:
    e = start(
        state_setup(
            p1=player(leader={"card": "L-RED", "id": "L1", "rested": True}),
            p2=player(leader={"card": "L-RED", "id": "L2"}, characters=[{"card": "C-BLOCK", "id": "bl"}]),
            battle={"attacker": "L1", "target": "L2", "step": "block"},
        )
    )
    o = e.observe()
    assert o["pending"] == {**o["pending"], "kind": "block", "player": "p2"}
    e.apply({"type": "no_block"})
    assert e.observe()["pending"]["kind"] == "counter"
