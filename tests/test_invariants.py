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
from tcgjudge.invariants.shared.records import game_kit
from tcgjudge.invariants.shared.state_machine import InvariantViolation, all_invariants, game_machine

from tcgjudge.engine.interface import Action, Engine
from tcgjudge.engine.loader import load_engine
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
        (broken.ConcederWins, "result-model", True),
        (broken.RefusesOthersConcession, "legal-actions-are-accepted", True),
    ],
)
def test_each_invariant_fails_on_an_engine_that_breaks_it(engine: type[Engine], name: str, fresh: bool) -> None:
    message = violation(engine(), fresh)
    assert message.startswith(f"{name} broken"), message
    assert "Scenario:" in message and "Given the game starts from this setup:" in message


@pytest.mark.parametrize("game", ["onepiece", "legions"])
def test_the_machine_concedes_in_some_runs_and_tries_impossible_actions_in_others(game: str) -> None:
    """Concession is explored (by either player), yet most runs play on; impossible actions are still tried."""
    kit = game_kit(game)
    runs: list[tuple[list[Action], list[Action]]] = []  # (accepted, rejected) actions of each run that got going
    base = game_machine(load_engine("reference", game), game, "fresh")

    class Recording(base):  # type: ignore[misc,valid-type]
        def teardown(self) -> None:
            if self.actions or self.rejected:
                runs.append((list(self.actions), list(self.rejected)))
            super().teardown()

    run_state_machine_as_test(Recording, settings=settings(QUICK, max_examples=20, stateful_step_count=40))
    conceded = [accepted for accepted, _ in runs if any(kit.concedes(action) for action in accepted)]
    assert len(runs) >= 20 and len(runs) // 10 <= len(conceded) <= len(runs) // 2, (len(conceded), len(runs))
    assert all(kit.concedes(accepted[-1]) for accepted in conceded), "a concession is the last action of its run"
    assert sum(1 for _, rejected in runs if rejected) >= len(runs) // 4, "impossible actions are still tried"
    accepted_count, rejected_count = (sum(len(run[side]) for run in runs) for side in (0, 1))
    assert accepted_count > 2 * rejected_count, "the machine mostly plays"


SUITE_MODULE = Path(__file__).resolve().parents[1] / "steps" / "onepiece" / "test_onepiece.py"


def run_pasted(folder: Path, scenarios: list[str], engine: str) -> subprocess.CompletedProcess[str]:
    """Paste regression scenarios into a feature file and run it with the One Piece steps against ``engine``."""
    (folder / "regression.feature").write_text("Feature: Regressions\n\n" + "\n\n".join(scenarios) + "\n")
    suite = SUITE_MODULE.read_text().replace('str(get_game("onepiece").features_dir)', '"regression.feature"')
    (folder / "test_regression.py").write_text(suite)
    ini = Path(__file__).resolve().parents[1] / "src" / "tcgjudge" / "suite.ini"
    command = [sys.executable, "-m", "pytest", "-c", str(ini), "-q", "test_regression.py"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parent / "engines")}
    options = ["--tcg-game", "onepiece", "--tcg-engine", engine]
    return subprocess.run([*command, *options], cwd=folder, capture_output=True, text=True, env=env, check=False)


def test_a_pasted_regression_scenario_fails_on_the_broken_engine_and_passes_on_the_reference(tmp_path: Path) -> None:
    """The counterexample writer's scenarios are ready to paste: each fails on the engine it was found on (its
    invariant named in the failure) and passes on the reference engine, for kit and machine-checked invariants."""
    says = {  # what the failing run says: the broken invariant, or the When step refusing a rejected listed action
        broken.LosesDon: "don-conservation: ",
        broken.AcceptsAnything: "impossible-actions-are-rejected: the engine accepted",
        broken.RejectionLeaksChanges: "rejection-changes-nothing: rejecting",
        broken.PlaysOnAfterTheEnd: "no-actions-after-the-end: the finished game lists actions",
        broken.ListsWhatItRejects: 'the engine rejected {"type": "wait"',
    }
    found = {engine: violation(engine()).split("Regression scenario:\n", 1)[1] for engine in says}
    for engine, scenario in found.items():
        done = run_pasted(tmp_path, [scenario], f"broken_invariants:{engine.__name__}")
        assert done.returncode == 1 and "1 failed" in done.stdout, (engine, done.stdout[-3000:])
        assert says[engine] in done.stdout, (engine, done.stdout[-3000:])
    # A listed action the engine then rejects is its own invention (here "wait"): the reference rejects it too.
    fair = [scenario for engine, scenario in found.items() if engine is not broken.ListsWhatItRejects]
    done = run_pasted(tmp_path, fair, "reference")
    assert done.returncode == 0 and f"{len(fair)} passed" in done.stdout, done.stdout[-3000:]


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
