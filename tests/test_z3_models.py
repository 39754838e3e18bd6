"""Proofs about the Z3 models: properties the rules imply, checked for every input."""

from __future__ import annotations

import dataclasses

import pytest
import z3
from tcgjudge.invariants.legions import battle_model as legions_battle
from tcgjudge.invariants.onepiece import battle_model, play_model
from tcgjudge.invariants.shared.result_rules import ResultRules
from tcgjudge.invariants.shared.results_model import OTHER, ResultModel, build, expected, game_rules, prove

from tcgjudge.registry import all_games

PLAYERS = ("p1", "p2")
WITH_RESULTS = [game.key for game in all_games().values() if game.results is not None]
IMMEDIATE_EFFECTS = [key for key in WITH_RESULTS if game_rules(key).effects_immediate]
WITH_CONCESSION = [key for key in WITH_RESULTS if game_rules(key).concession]


def test_every_game_declares_its_result_rules() -> None:
    assert sorted(WITH_RESULTS) == sorted(all_games())


@pytest.mark.parametrize("game", WITH_RESULTS)
def test_exactly_one_result_holds(game: str) -> None:
    m = build(game_rules(game))
    outcomes = [z3.Not(m.over), m.wins["p1"], m.wins["p2"], m.nobody_wins]
    exactly_one = z3.And(
        z3.Or(*outcomes), *(z3.Not(z3.And(a, b)) for i, a in enumerate(outcomes) for b in outcomes[i + 1 :])
    )
    assert prove(m, exactly_one) is None


@pytest.mark.parametrize("game", WITH_CONCESSION)
def test_concession_ends_the_game_and_the_conceder_never_wins(game: str) -> None:
    m = build(game_rules(game))
    for player in PLAYERS:
        assert prove(m, z3.Implies(m.concede[player], m.over)) is None
        assert prove(m, z3.Implies(m.concede[player], z3.Not(m.wins[player]))) is None
        # Even an effect making the conceder win, or the opponent's pending loss, does not save them.
        assert prove(m, z3.Implies(m.concede[player], m.wins[OTHER[player]])) is None


def test_cipher_has_no_concession() -> None:
    """Chapter 3 of Cipher's rules lists no concession: the model must not invent one."""
    m = build(game_rules("cipher"))
    assert prove(m, z3.And(*(z3.Not(m.concede[p]) for p in PLAYERS))) is None
    with pytest.raises(ValueError, match="cannot happen"):
        expected(game_rules("cipher"), concede=frozenset({"p1"}))


@pytest.mark.parametrize("game", WITH_RESULTS)
def test_a_winner_is_never_a_loser(game: str) -> None:
    m = build(game_rules(game))
    assert prove(m, z3.And(*(z3.Not(z3.And(m.wins[p], m.loses[p])) for p in PLAYERS))) is None


def _effect_win_claim(m: ResultModel) -> z3.BoolRef:
    nobody_concedes = z3.And(*(z3.Not(m.concede[p]) for p in PLAYERS))
    return z3.And(
        *(z3.Implies(z3.And(nobody_concedes, m.effect_win[p], m.condition_loss[p]), m.wins[p]) for p in PLAYERS)
    )


@pytest.mark.parametrize("game", IMMEDIATE_EFFECTS)
def test_an_effect_win_beats_the_winners_own_pending_loss(game: str) -> None:
    """OP/GBF 1-2-5, Cipher 23.1.30.1: the effect ends the game before the pending loss is checked."""
    model = build(game_rules(game))
    assert prove(model, _effect_win_claim(model)) is None
    # A model that waits for the check (the earlier, wrong reading) is refuted by the same claim.
    waiting = build(dataclasses.replace(game_rules(game), effects_immediate=False))
    assert prove(waiting, _effect_win_claim(waiting)) is not None


@pytest.mark.parametrize("game", ["gbf", "cipher"])
def test_a_pending_loss_and_an_effect_win_are_not_a_draw(game: str) -> None:
    got = expected(game_rules(game), effect_win=frozenset({"p1"}), condition_loss=frozenset({"p1", "p2"}))
    assert (got.over, got.winner, got.losers) == (True, "p1", frozenset({"p2"}))


@pytest.mark.parametrize(("game", "losers"), [("onepiece", {"p1", "p2"}), ("gbf", set()), ("cipher", set())])
def test_simultaneous_losses_at_a_check(game: str, losers: set[str]) -> None:
    """OP 9-2-1: both lose; GBF 1-2-3 and Cipher 3.2: a draw. Either way nobody wins."""
    got = expected(game_rules(game), condition_loss=frozenset(PLAYERS))
    assert (got.over, got.winner, got.losers) == (True, None, frozenset(losers))


@pytest.mark.parametrize("turn_player", PLAYERS)
def test_legions_a_player_meeting_a_win_and_a_loss_condition_loses(turn_player: str) -> None:
    """24-4c, tried for the turn player and the other one."""
    for player in PLAYERS:
        got = expected(
            game_rules("legions"),
            condition_win=frozenset({player}),
            condition_loss=frozenset({player}),
            turn_player=turn_player,
        )
        assert (got.winner, got.losers) == (OTHER[player], frozenset({player}))
    m = build(game_rules("legions"))
    # Unless a concession or the turn player's own loss settles the game first (24-4a), such a player loses.
    claim = z3.And(
        *(
            z3.Implies(
                z3.And(
                    m.condition_win[p],
                    m.condition_loss[p],
                    z3.Not(z3.Or(*m.concede.values())),
                    z3.Or(
                        m.turn_player_is_p1 if p == "p1" else z3.Not(m.turn_player_is_p1),
                        z3.Not(z3.Or(m.condition_loss[OTHER[p]], m.effect_lose[OTHER[p]])),
                    ),
                ),
                m.loses[p],
            )
            for p in PLAYERS
        )
    )
    assert prove(m, claim) is None


@pytest.mark.parametrize("turn_player", PLAYERS)
def test_legions_double_knockout_is_lost_by_the_turn_player(turn_player: str) -> None:
    """24-4a, 24-4c: both lives at 0 (each also meets a win condition); the turn player loses."""
    both = frozenset(PLAYERS)
    got = expected(game_rules("legions"), condition_loss=both, condition_win=both, turn_player=turn_player)
    assert (got.winner, got.losers) == (OTHER[turn_player], frozenset({turn_player}))
    m = build(game_rules("legions"))
    turn = m.turn_player_is_p1 if turn_player == "p1" else z3.Not(m.turn_player_is_p1)
    knockout = z3.And(turn, *(m.condition_loss[p] for p in PLAYERS), z3.Not(z3.Or(*m.concede.values())))
    assert prove(m, z3.Implies(knockout, m.wins[OTHER[turn_player]])) is None
    # The same claim for the wrong player is refuted, with a counterexample.
    assert prove(m, z3.Implies(knockout, m.wins[turn_player])) is not None


def test_legions_never_ends_in_a_draw() -> None:
    m = build(game_rules("legions"))
    assert prove(m, z3.Not(m.nobody_wins)) is None
    # Settled as a draw instead, the same claim is refuted.
    as_draw = build(ResultRules("draw", False, True, game_rules("legions").clauses))
    assert prove(as_draw, z3.Not(as_draw.nobody_wins)) is not None


def test_a_tie_in_power_goes_to_the_attacker() -> None:
    m = battle_model.build()
    solver = z3.Solver()
    solver.add(*m.constraints)
    tie = m.attacker_power + 1000 * m.attacker_don == m.target_power + m.counters
    solver.add(tie, z3.Not(m.attacker_wins))
    assert solver.check() == z3.unsat


def test_don_given_to_the_target_never_changes_a_battle() -> None:
    m = battle_model.build()
    solver = z3.Solver()
    solver.add(*m.constraints)
    target_don_2 = z3.Int("target_don_2")
    wins_2 = z3.Bool("wins_2")
    solver.add(target_don_2 >= 0, wins_2 == (m.attacker_power + 1000 * m.attacker_don >= m.target_power + m.counters))
    solver.add(wins_2 != m.attacker_wins)
    assert solver.check() == z3.unsat


def test_boundary_cases_sit_on_the_boundary() -> None:
    cases = battle_model.boundary_cases(12)
    assert len(cases) == 12
    differences = {c["attacker_power"] + 1000 * c["attacker_don"] - c["target_power"] - c["counters"] for c in cases}
    assert differences == {0, -1000, 1000}


@pytest.mark.parametrize("limit", [play_model.CHARACTER_LIMIT, play_model.STAGE_LIMIT])
def test_the_area_never_exceeds_its_limit(limit: int) -> None:
    m = play_model.build(limit)
    solver = z3.Solver()
    solver.add(*m.constraints)
    solver.add(m.after > m.limit)
    assert solver.check() == z3.unsat
    assert play_model.evaluate(limit, limit, 0, 0) == (True, True, limit)
    assert play_model.evaluate(limit, limit - 1, 0, 0) == (True, False, limit)
    assert play_model.evaluate(limit, 0, 2, 1) == (False, False, 0)


# -- the Legions! battle (invariants/legions/battle_model.py) ----------------------------------------------


def _holds(constraints: list[z3.BoolRef], claim: z3.BoolRef) -> z3.ModelRef | None:
    """None when ``claim`` holds in every battle the constraints allow, else a counterexample."""
    solver = z3.Solver()
    solver.add(*constraints, z3.Not(claim))
    return solver.model() if solver.check() == z3.sat else None


def _mirrored_battles(
    first_strikes: tuple[bool, bool], swap_first_strike: bool = True
) -> tuple[legions_battle.BattleModel, legions_battle.BattleModel, list[z3.BoolRef]]:
    """Two minion-on-minion battles, the second the first with attacker and target swapped.

    With ``swap_first_strike`` false, First Strike stays with the role (attacker or target), not the unit.
    """
    m, w = legions_battle.build("m_"), legions_battle.build("w_")
    minion = legions_battle.TARGET_KINDS.index("minion")
    a_fs, t_fs = first_strikes
    swapped = [
        m.target_kind == minion,
        w.target_kind == minion,
        m.attacker_first_strike == a_fs,
        m.target_first_strike == t_fs,
        w.attacker_atk == m.target_atk,
        w.attacker_hp == m.target_hp,
        w.attacker_damage == m.target_damage,
        w.attacker_first_strike == (m.target_first_strike if swap_first_strike else m.attacker_first_strike),
        w.target_atk == m.attacker_atk,
        w.target_hp == m.attacker_hp,
        w.target_damage == m.attacker_damage,
        w.target_first_strike == (m.attacker_first_strike if swap_first_strike else m.target_first_strike),
    ]
    return m, w, [*m.constraints, *w.constraints, *swapped]


def _mirror_claim(m: legions_battle.BattleModel, w: legions_battle.BattleModel) -> z3.BoolRef:
    return z3.And(
        m.attacker_broken == w.target_broken,
        m.target_broken == w.attacker_broken,
        m.dealt_to_attacker == w.dealt_to_target,
        m.dealt_to_target == w.dealt_to_attacker,
        m.attacker_damage_after == w.target_damage_after,
        m.target_damage_after == w.attacker_damage_after,
    )


FIRST_STRIKES = [(False, False), (True, False), (False, True), (True, True)]


@pytest.mark.parametrize("first_strikes", FIRST_STRIKES)
def test_legions_the_exchange_is_the_same_from_either_side(first_strikes: tuple[bool, bool]) -> None:
    """34-7: both units deal their ATK at once, so who attacks changes nothing in a minion-on-minion exchange;
    39-4: First Strike works alike for the attacker and the target."""
    m, w, constraints = _mirrored_battles(first_strikes)
    assert _holds(constraints, _mirror_claim(m, w)) is None


@pytest.mark.parametrize("first_strikes", FIRST_STRIKES)
def test_legions_first_strike_belongs_to_the_unit_not_the_side(first_strikes: tuple[bool, bool]) -> None:
    """The claim above is not vacuous: with First Strike left to the side, a lone First Strike breaks it
    (without First Strike, or with it on both sides, the exchange is simultaneous and the claim still holds)."""
    m, w, constraints = _mirrored_battles(first_strikes, swap_first_strike=False)
    symmetric = first_strikes[0] == first_strikes[1]
    assert (_holds(constraints, _mirror_claim(m, w)) is None) == symmetric


@pytest.mark.parametrize("side", ["attacker", "target"])
def test_legions_a_lone_first_strike_that_breaks_its_foe_takes_no_damage(side: str) -> None:
    """39-4 with 10-1 (docs/legions-data.md, Decisions): the broken unit deals nothing back, on either side."""
    m = legions_battle.build()
    if side == "attacker":
        alone = z3.And(m.attacker_first_strike, z3.Not(m.target_first_strike), m.target_broken)
        claim = z3.And(
            m.dealt_to_attacker == 0, m.attacker_damage_after == m.attacker_damage, z3.Not(m.attacker_broken)
        )
    else:
        alone = z3.And(m.target_first_strike, z3.Not(m.attacker_first_strike), m.attacker_broken)
        claim = z3.And(m.dealt_to_target == 0, m.target_damage_after == m.target_damage, z3.Not(m.target_broken))
    assert _holds(m.constraints, z3.Implies(alone, claim)) is None
    # Without First Strike, a unit that breaks its foe can take damage (and break) all the same.
    plain = z3.And(z3.Not(m.attacker_first_strike), z3.Not(m.target_first_strike))
    assert _holds([*m.constraints, plain], z3.Implies(m.target_broken, z3.Not(m.attacker_broken))) is not None


def test_legions_first_strike_never_hurts_its_owner() -> None:
    """39-4: giving the attacker First Strike never breaks it where it survived, nor saves a target it broke."""
    without, with_ = legions_battle.build("n_"), legions_battle.build("f_")
    same = [
        getattr(with_, name) == getattr(without, name)
        for name in (
            "attacker_atk",
            "attacker_hp",
            "attacker_damage",
            "target_kind",
            "target_atk",
            "target_hp",
            "target_damage",
            "target_first_strike",
            "life",
        )
    ]
    constraints = [*without.constraints, *with_.constraints, *same]
    constraints += [z3.Not(without.attacker_first_strike), with_.attacker_first_strike]
    claim = z3.And(
        z3.Implies(with_.attacker_broken, without.attacker_broken),
        z3.Implies(without.target_broken, with_.target_broken),
        with_.life_after == without.life_after,
    )
    assert _holds(constraints, claim) is None


def test_legions_an_attacked_master_never_breaks_or_hurts_the_attacker() -> None:
    """14-3h: a master has no ATK, so it deals no battle damage (11-5); it only loses life (11-2, 08-5)."""
    m = legions_battle.build()
    claim = z3.And(
        z3.Not(m.attacker_broken),
        z3.Not(m.target_broken),
        m.dealt_to_attacker == 0,
        m.life_after == z3.If(m.attacker_atk >= m.life, 0, m.life - m.attacker_atk),
    )
    assert _holds(m.constraints, z3.Implies(m.target_is_master, claim)) is None


def test_legions_the_game_ends_exactly_when_the_attacked_masters_life_reaches_zero() -> None:
    """24-2a / 24-3a with 08-5: over iff the target is the master and the ATK is at least its life."""
    m = legions_battle.build()
    over = z3.And(m.target_is_master, m.attacker_atk >= m.life)
    assert _holds(m.constraints, m.game_over == over) is None
    assert _holds(m.constraints, z3.And(m.life_after >= 0, m.life_after <= m.life)) is None


def test_legions_zero_atk_is_no_damage() -> None:
    """11-5 with 10-1: an ATK-0 unit deals nothing, so its foe neither breaks nor carries more damage."""
    m = legions_battle.build()
    claim = z3.And(m.dealt_to_target == 0, z3.Not(m.target_broken), m.target_damage_after == m.target_damage)
    assert _holds(m.constraints, z3.Implies(m.attacker_atk == 0, z3.And(claim, m.life_after == m.life))) is None


def test_legions_carried_damage_counts_toward_breaking() -> None:
    """10-1 / 11-3: a unit breaks exactly when the damage carried plus the damage dealt reaches its HP."""
    m = legions_battle.build()
    unit = z3.Not(m.target_is_master)
    claim = m.target_broken == z3.And(m.dealt_to_target > 0, m.target_damage + m.dealt_to_target >= m.target_hp)
    assert _holds(m.constraints, z3.Implies(unit, claim)) is None
    assert _holds(m.constraints, m.attacker_broken == (m.attacker_damage_after >= m.attacker_hp)) is None


def test_legions_boundary_cases_cover_every_edge() -> None:
    """Every edge of the battle rules has a case, inside the model's domain, in a size any engine loads."""
    model = legions_battle.build()
    names = [name for name, _ in legions_battle.edges(model)]
    cases = legions_battle.boundary_cases()
    assert len(cases) == len(names) == len(set(cases))
    for case in cases:
        legions_battle.outcome(case)  # raises outside the domain
        assert max(case.attacker_atk, case.attacker_hp, case.target_atk, case.target_hp) <= legions_battle.BOUND
    units = [c for c in cases if c.target != "master"]
    assert {c.attacker_atk - (c.target_hp - c.target_damage) for c in units} == {-1, 0, 1}
    assert {(c.attacker_first_strike, c.target_first_strike) for c in units} == {
        (False, False),
        (True, False),
        (False, True),
        (True, True),
    }
    assert {c.attacker_atk - c.life for c in cases if c.target == "master"} == {-1, 0, 1}
    assert any(c.attacker_damage and c.target_damage for c in units)


def test_legions_battle_model_refuses_impossible_battles() -> None:
    """An open unit has taken less damage than its HP (10-1): such a battle is outside the model."""
    with pytest.raises(ValueError, match="no such battle"):
        legions_battle.outcome(legions_battle.Battle(1, 2, 2, False, "minion", 1, 1, 0, False))
