"""Hypothesis state-machine steps per second (``ci`` profile) and the time of every Z3 proof and model check.

The state machine is the one ``pytest --pyargs tcgjudge.invariants`` runs, driven
here directly with ``run_state_machine_as_test``; a counting engine wrapper counts
the steps (each step asks ``legal_actions`` exactly once). The Z3 claims are those
of ``tests/test_z3_models.py``, built and proved by calling the model functions;
the engine-vs-model checks are the model evaluations the invariants make per step.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import z3
from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants import results_model
from tcgjudge.invariants.onepiece import battle_model, play_model
from tcgjudge.invariants.onepiece.checks import INVARIANTS
from tcgjudge.invariants.onepiece.states import declared_setups, fresh_setups
from tcgjudge.invariants.results_model import RULES, build, prove
from tcgjudge.invariants.shared.profiles import register_profiles
from tcgjudge.invariants.shared.state_machine import machine_for

from benchmarks.common import Row, Section, median_row, profile_call, samples
from benchmarks.recording import CountingEngine, reference

GROUP_HYPOTHESIS = "5. Hypothesis"
GROUP_Z3 = "5. Z3"


def state_machine_run(start: str, profile: settings) -> tuple[int, float, float]:
    """(steps, wall seconds, CPU seconds) of one run of the invariants state machine."""
    engine = CountingEngine(reference())
    setups = declared_setups() if start == "declared" else fresh_setups()
    machine = machine_for(engine, "onepiece", setups, INVARIANTS)
    wall, cpu = time.perf_counter(), time.process_time()
    run_state_machine_as_test(machine, settings=profile)
    return engine.legal_calls, time.perf_counter() - wall, time.process_time() - cpu


def hypothesis_rows(runs: int, max_examples: int | None, section: Section, with_profile: bool) -> list[Row]:
    register_profiles()
    profile = settings.get_profile("ci")
    if max_examples is not None:
        profile = settings(profile, max_examples=max_examples)
    rows: list[Row] = []
    for start in ("declared", "fresh"):
        results = [state_machine_run(start, profile) for _ in range(runs)]
        per_run = [steps / wall for steps, wall, _ in results]
        steps = [s for s, _, _ in results]
        rows.append(median_row(GROUP_HYPOTHESIS, f"state-machine steps/s, {start} setups", per_run, "steps/s",
                               f"max_examples={profile.max_examples}, stateful_step_count="
                               f"{profile.stateful_step_count}; {min(steps)}–{max(steps)} steps per run"))
        rows.append(median_row(GROUP_HYPOTHESIS, f"run time, {start} setups", [w for _, w, _ in results], "s"))
    if with_profile:
        section.profiles["Hypothesis state machine, fresh setups (ci profile, 5 examples)"] = profile_call(
            lambda: state_machine_run("fresh", settings(profile, max_examples=5))
        )
    return rows


def _results_claims() -> dict[str, Callable[[], object]]:
    claims: dict[str, Callable[[], object]] = {}
    for game in sorted(RULES):
        def exactly_one(game: str = game) -> object:
            m = build(RULES[game])
            outcomes = [z3.Not(m.over), m.wins["p1"], m.wins["p2"], m.nobody_wins]
            pairs = (z3.Not(z3.And(a, b)) for i, a in enumerate(outcomes) for b in outcomes[i + 1:])
            _holds(prove(m, z3.And(z3.Or(*outcomes), *pairs)))
            return None

        def concession(game: str = game) -> object:
            m = build(RULES[game])
            for player in ("p1", "p2"):
                _holds(prove(m, z3.Implies(m.concede[player], m.over)))
                _holds(prove(m, z3.Implies(m.concede[player], z3.Not(m.wins[player]))))
            return None

        def winner_not_loser(game: str = game) -> object:
            m = build(RULES[game])
            _holds(prove(m, z3.And(*(z3.Not(z3.And(m.wins[p], m.loses[p])) for p in ("p1", "p2")))))
            return None

        claims[f"{game}: exactly one result holds"] = exactly_one
        claims[f"{game}: concession ends the game, the conceder never wins"] = concession
        claims[f"{game}: a winner is never a loser"] = winner_not_loser
        if game != "legions":
            def simultaneous(game: str = game) -> object:
                m = build(RULES[game])
                calm = z3.And(*(z3.Not(m.concede[p]) for p in ("p1", "p2")))
                both = z3.And(calm, *(z3.Or(m.condition_loss[p], m.effect_lose[p]) for p in ("p1", "p2")))
                _holds(prove(m, z3.Implies(both, m.nobody_wins)))
                return None

            claims[f"{game}: simultaneous losses never produce a winner"] = simultaneous

    def legions_double_knockout() -> object:
        m = build(RULES["legions"])
        both = z3.And(m.condition_loss["p1"], m.condition_loss["p2"], z3.Not(m.concede["p1"]), z3.Not(m.concede["p2"]))
        _holds(prove(m, z3.Implies(z3.And(both, m.turn_player_is_p1), m.wins["p2"])))
        assert prove(m, z3.Implies(z3.And(both, m.turn_player_is_p1), m.wins["p1"])) is not None
        return None

    claims["legions: a double knock-out is lost by the turn player (+ refuted twin)"] = legions_double_knockout
    return claims


def _holds(counterexample: object) -> None:
    assert counterexample is None, f"a proof failed: {counterexample}"


def _unsat(*constraints: object) -> None:
    solver = z3.Solver()
    solver.add(*constraints)
    assert solver.check() == z3.unsat


def _battle_tie() -> None:
    m = battle_model.build()
    tie = m.attacker_power + 1000 * m.attacker_don == m.target_power + m.counters
    _unsat(*m.constraints, tie, z3.Not(m.attacker_wins))


def _battle_target_don() -> None:
    m = battle_model.build()
    wins_2 = z3.Bool("wins_2")
    same_total = m.attacker_power + 1000 * m.attacker_don >= m.target_power + m.counters
    _unsat(*m.constraints, z3.Int("target_don_2") >= 0, wins_2 == same_total, wins_2 != m.attacker_wins)


def _area_limit(limit: int) -> None:
    m = play_model.build(limit)
    _unsat(*m.constraints, m.after > m.limit)


def z3_claims() -> dict[str, Callable[[], object]]:
    """Every proof of tests/test_z3_models.py, as a call of the model functions."""
    claims = _results_claims()
    claims["battle: a tie in power goes to the attacker"] = _battle_tie
    claims["battle: DON!! given to the target never changes a battle"] = _battle_target_don
    claims["battle: boundary cases (12, generated by Z3)"] = lambda: battle_model.boundary_cases(12)
    claims[f"play: the character area never exceeds {play_model.CHARACTER_LIMIT}"] = (
        lambda: _area_limit(play_model.CHARACTER_LIMIT)
    )
    claims[f"play: the stage area never exceeds {play_model.STAGE_LIMIT}"] = lambda: _area_limit(play_model.STAGE_LIMIT)
    return claims


def model_checks() -> dict[str, Callable[[], object]]:
    """The engine-vs-model checks: one model evaluation for concrete values, as the invariants make them."""
    both = frozenset({"p1", "p2"})
    return {
        "results_model.expected (nothing happened; per state-machine step)": lambda: results_model.expected("onepiece"),
        "results_model.expected (both players lose)": lambda: results_model.expected("onepiece", condition_loss=both),
        "battle_model.attacker_wins (one battle)": lambda: battle_model.attacker_wins(5000, 1, 6000, 0, 0),
        "play_model.evaluate (one play)": lambda: play_model.evaluate(play_model.CHARACTER_LIMIT, 3, 2, 4),
    }


def z3_rows(repeats: int) -> list[Row]:
    rows: list[Row] = []
    total = 0.0
    for name, claim in z3_claims().items():
        seconds = samples(claim, repeats)
        total += statistics.median(seconds)
        rows.append(median_row(GROUP_Z3, f"proof: {name}", [s * 1000 for s in seconds], "ms"))
    rows.append(Row(GROUP_Z3, "all proofs (sum of medians)", total * 1000, "ms", repeats))
    for name, check in model_checks().items():
        seconds = samples(check, repeats)
        rows.append(median_row(GROUP_Z3, f"check: {name}", [s * 1000 for s in seconds], "ms"))
    return rows


def measure(runs: int, max_examples: int | None, z3_repeats: int, with_profile: bool) -> Section:
    section = Section("Invariants: Hypothesis and Z3")
    section.rows = hypothesis_rows(runs, max_examples, section, with_profile) + z3_rows(z3_repeats)
    return section
