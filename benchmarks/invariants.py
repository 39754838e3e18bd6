"""Hypothesis state-machine steps per second (``ci`` profile) and the time of every Z3 proof and model check.

The state machine is the one ``pytest --pyargs tcgjudge.invariants`` runs, driven
here directly with ``run_state_machine_as_test``; a counting engine wrapper counts
the steps (each step that reaches a state, the start included, asks ``legal_actions``
exactly once; a rejected impossible action, which reaches none, is not counted). The Z3 claims are those
of ``tests/test_z3_models.py``, built and proved by calling the model functions;
the engine-vs-model checks are the model evaluations the invariants make per step.
"""

from __future__ import annotations

import functools
import importlib.util
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants.shared.profiles import register_profiles
from tcgjudge.invariants.shared.results_model import expected, game_rules
from tcgjudge.invariants.shared.state_machine import game_machine

from benchmarks import game
from benchmarks.common import Row, Section, median_row, profile_call, samples
from benchmarks.game import reference
from benchmarks.recording import CountingEngine
from tcgjudge.engine.interface import Engine

GROUP_HYPOTHESIS = "5. Hypothesis"
GROUP_Z3 = "5. Z3"


def ci_profile(max_examples: int | None) -> settings:
    """The ``ci`` Hypothesis profile, with fewer examples when a quick run asks."""
    register_profiles()
    profile = settings.get_profile("ci")
    return profile if max_examples is None else settings(profile, max_examples=max_examples)


def state_machine_run(start: str, profile: settings, under_test: Engine | None = None) -> tuple[int, float, float]:
    """(steps, wall seconds, CPU seconds) of one run of the invariants state machine (on the reference engine
    unless ``under_test`` is given)."""
    engine = CountingEngine(under_test or reference())
    machine = game_machine(engine, game.key(), start)
    wall, cpu = time.perf_counter(), time.process_time()
    run_state_machine_as_test(machine, settings=profile)
    return engine.legal_calls, time.perf_counter() - wall, time.process_time() - cpu


def hypothesis_rows(runs: int, max_examples: int | None, section: Section, with_profile: bool) -> list[Row]:
    profile = ci_profile(max_examples)
    rows: list[Row] = []
    for start in ("declared", "fresh"):
        results = [state_machine_run(start, profile) for _ in range(runs)]
        per_run = [steps / wall for steps, wall, _ in results]
        steps = [s for s, _, _ in results]
        rows.append(
            median_row(
                GROUP_HYPOTHESIS,
                f"state-machine steps/s, {start} setups",
                per_run,
                "steps/s",
                f"max_examples={profile.max_examples}, stateful_step_count="
                f"{profile.stateful_step_count}; {min(steps)}–{max(steps)} steps per run",
            )
        )
        rows.append(median_row(GROUP_HYPOTHESIS, f"run time, {start} setups", [w for _, w, _ in results], "s"))
    if with_profile:
        section.profiles["Hypothesis state machine, fresh setups (ci profile, 5 examples)"] = profile_call(
            lambda: state_machine_run("fresh", settings(profile, max_examples=5))
        )
    return rows


def z3_claims() -> dict[str, Callable[[], object]]:
    """Every proof of tests/test_z3_models.py: its test functions, called once per parameter."""
    path = Path(__file__).resolve().parents[1] / "tests" / "test_z3_models.py"
    spec = importlib.util.spec_from_file_location("z3_model_tests", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    claims: dict[str, Callable[[], object]] = {}
    for name, test in vars(module).items():
        if not name.startswith("test_") or not callable(test):
            continue
        marks = [mark for mark in getattr(test, "pytestmark", []) if mark.name == "parametrize"]
        if not marks:
            claims[name] = test
            continue
        names, values = marks[0].args
        argnames = [n.strip() for n in (names.split(",") if isinstance(names, str) else names)]
        for value in values:
            value = getattr(value, "values", value)  # pytest.param(...) carries its values
            arguments = tuple(value) if len(argnames) > 1 else (value,)
            keywords = dict(zip(argnames, arguments, strict=True))
            claims[f"{name}[{'-'.join(map(str, arguments))}]"] = functools.partial(test, **keywords)
    return claims


def model_checks() -> dict[str, Callable[[], object]]:
    """The engine-vs-model checks: one model evaluation for concrete values, as the invariants make them."""
    both = frozenset({"p1", "p2"})
    rules = game_rules(game.key())
    return {
        "results_model.expected (nothing happened; per state-machine step)": lambda: expected(rules),
        "results_model.expected (both players lose)": lambda: expected(rules, condition_loss=both),
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
