"""Proofs about the Z3 models: properties the rules imply, checked for every input."""

from __future__ import annotations

import dataclasses

import pytest
import z3
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
