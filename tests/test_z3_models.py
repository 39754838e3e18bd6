"""Proofs about the Z3 models: properties the rules imply, checked for every input."""

from __future__ import annotations

import pytest
import z3
from tcgjudge.invariants import battle_model, play_model, results_model
from tcgjudge.invariants.results_model import RULES, build, prove


@pytest.mark.parametrize("game", sorted(RULES))
def test_exactly_one_result_holds(game: str) -> None:
    m = build(RULES[game])
    ongoing = z3.Not(m.over)
    outcomes = [ongoing, m.wins["p1"], m.wins["p2"], m.nobody_wins]
    exactly_one = z3.And(
        z3.Or(*outcomes), *(z3.Not(z3.And(a, b)) for i, a in enumerate(outcomes) for b in outcomes[i + 1 :])
    )
    assert prove(m, exactly_one) is None


@pytest.mark.parametrize("game", sorted(RULES))
def test_concession_always_ends_the_game_and_the_conceder_never_wins(game: str) -> None:
    m = build(RULES[game])
    assert prove(m, z3.Implies(m.concede["p1"], z3.Not(m.wins["p1"]))) is None
    for player in ("p1", "p2"):
        assert prove(m, z3.Implies(m.concede[player], m.over)) is None
        assert prove(m, z3.Implies(m.concede[player], z3.Not(m.wins[player]))) is None


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_winner_is_never_a_loser(game: str) -> None:
    m = build(RULES[game])
    assert prove(m, z3.And(*(z3.Not(z3.And(m.wins[p], m.loses[p])) for p in ("p1", "p2")))) is None


@pytest.mark.parametrize("game", ["onepiece", "gbf", "cipher"])
def test_simultaneous_losses_never_produce_a_winner(game: str) -> None:
    m = build(RULES[game])
    nobody_concedes = z3.And(*(z3.Not(m.concede[p]) for p in ("p1", "p2")))
    both_fail = z3.And(nobody_concedes, *(z3.Or(m.condition_loss[p], m.effect_lose[p]) for p in ("p1", "p2")))
    assert prove(m, z3.Implies(both_fail, m.nobody_wins)) is None


def test_legions_double_knockout_is_lost_by_the_turn_player() -> None:
    m = build(RULES["legions"])
    both = z3.And(m.condition_loss["p1"], m.condition_loss["p2"], z3.Not(m.concede["p1"]), z3.Not(m.concede["p2"]))
    assert prove(m, z3.Implies(z3.And(both, m.turn_player_is_p1), m.wins["p2"])) is None
    # The same claim for the wrong player is refuted, with a counterexample.
    assert prove(m, z3.Implies(z3.And(both, m.turn_player_is_p1), m.wins["p1"])) is not None


def test_onepiece_and_gbf_differ_on_simultaneous_losses() -> None:
    both = frozenset({"p1", "p2"})
    assert results_model.expected("onepiece", condition_loss=both).losers == both
    assert results_model.expected("gbf", condition_loss=both).losers == frozenset()


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
