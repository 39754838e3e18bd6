"""The invariants pass on the reference engine and each one fails on an engine that breaks it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

sys.path.insert(0, str(Path(__file__).parent / "engines"))

import broken_invariants as broken
from tcgjudge.invariants.shared.state_machine import InvariantViolation, all_invariants, game_machine

from tcgjudge.engine.interface import Engine
from tcgjudge.registry import clause_index

QUICK = settings(
    max_examples=30,
    stateful_step_count=25,
    deadline=None,
    phases=[Phase.generate],
    derandomize=True,
    suppress_health_check=list(HealthCheck),
    database=None,
)


def violation(engine: Engine, fresh: bool = False) -> str:
    with pytest.raises(InvariantViolation) as caught:
        run_state_machine_as_test(
            game_machine(engine, "onepiece", "fresh" if fresh else "declared"),
            settings=settings(QUICK, max_examples=60, stateful_step_count=60),
        )
    return str(caught.value)


@pytest.mark.parametrize(
    ("engine", "name", "fresh"),
    [
        (broken.LosesDon, "don-conservation", False),
        (broken.DuplicatesCards, "card-conservation", False),
        (broken.SixCharacters, "zone-limits", False),
        (broken.WinnerOnDoubleLoss, "result-model", False),
        (broken.Unseeded, "determinism", True),
        (broken.RejectionLeaksChanges, "rejection-changes-nothing", False),
        (broken.ListsWhatItRejects, "legal-actions-are-accepted", False),
        (broken.SkipsTurns, "turn-order", False),
        (broken.ResultFlips, "result-stable", False),
        (broken.PlaysOnAfterTheEnd, "no-actions-after-the-end", False),
        (broken.AcceptsAnything, "impossible-actions-are-rejected", False),
    ],
)
def test_each_invariant_fails_on_an_engine_that_breaks_it(engine: type[Engine], name: str, fresh: bool) -> None:
    message = violation(engine(), fresh)
    assert message.startswith(f"{name} broken"), message
    assert "Scenario:" in message and "Given the game starts from this setup:" in message


def test_invariant_clauses_exist_in_the_index() -> None:
    index = clause_index("onepiece")
    for invariant in all_invariants("onepiece"):
        assert all(clause in index for clause in invariant.clauses), invariant.name


def test_invariants_pass_on_the_reference_engine_under_the_ci_profile() -> None:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--pyargs", "tcgjudge.invariants"]
    env = {**os.environ, "TCGJUDGE_HYPOTHESIS_PROFILE": "ci"}
    done = subprocess.run([*command, "--tcg-game", "onepiece"], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stdout[-3000:]


def test_a_misspelt_profile_is_a_usage_error_before_any_test_runs() -> None:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--pyargs", "tcgjudge.invariants"]
    env = {**os.environ, "TCGJUDGE_HYPOTHESIS_PROFILE": "cii"}
    done = subprocess.run([*command, "--tcg-game", "onepiece"], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 2, done.stdout[-2000:]
    assert "TCGJUDGE_HYPOTHESIS_PROFILE='cii' is not a profile; choose one of ci, deep" in done.stdout
    assert " passed" not in done.stdout and " failed" not in done.stdout
