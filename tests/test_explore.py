"""``tcgjudge explore``: no disagreement where the rules leave engines free (the false-positive test), every kind of
real disagreement found, shrunk and written as a scenario that passes on the reference and fails on the engine,
the baseline, the exit codes, and the pieces (renames followed, shrinking)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tcgjudge.cli.explore import explore
from tcgjudge.engine.loader import load_engine
from tcgjudge.explore.compare import Side, Step, shape
from tcgjudge.explore.normalise import Follower
from tcgjudge.explore.shrink import shrink
from tcgjudge.explore.walker import Start, chance_explains, near_miss, play
from tcgjudge.identity import Renames
from tcgjudge.registry import game_keys, get_game
from tcgjudge.schemas import validate

ENGINES = Path(__file__).parent / "engines"
GAMES = [key for key in game_keys() if get_game(key).reference_engine and get_game(key).has_scenarios()]
SCENARIOS = {"onepiece": "6-5-5*", "legions": "29-*", "gbf": "6-3-1-2*", "cipher": "13.2*"}
"""A few scenarios per game for the corpus (the whole suite is recorded in a real run)."""
BUDGET = "0.5"


@pytest.fixture(autouse=True)
def engines_on_the_path(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    monkeypatch.syspath_prepend(str(ENGINES))
    path = os.pathsep.join(p for p in (str(ENGINES), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)
    # One recording of the scenarios per run, shared by the xdist workers (each has its own folder under the root).
    root = tmp_path_factory.getbasetemp()
    shared = root.parent if os.environ.get("PYTEST_XDIST_WORKER") else root
    monkeypatch.setenv("XDG_CACHE_HOME", str(shared / "explore-cache"))
    yield


def run_explore(tmp_path: Path, *args: str) -> tuple[int, dict[str, Any], str]:
    """Run the command in process; its exit code, its explore.json (validated) and its console output."""
    out = tmp_path / "out"
    result = CliRunner().invoke(explore, [*args, "--output-dir", str(out)], catch_exceptions=False)
    report: dict[str, Any] = {}
    if (out / "explore.json").is_file():
        report = json.loads((out / "explore.json").read_text())
        assert validate("explore", report) == []
        assert (out / "explore-junit.xml").is_file() and (out / "explore.html").is_file()
    return result.exit_code, report, result.output


def corpus_args(game: str) -> list[str]:
    return ["--corpus", "scenarios,states,fresh", "--clause", SCENARIOS.get(game, "*")]


# ----------------------------------------------------------------- the false-positive test


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_against_itself_finds_nothing(tmp_path: Path, game: str) -> None:
    code, report, output = run_explore(
        tmp_path, "--game", game, "--engine", "reference", "--budget", BUDGET, *corpus_args(game)
    )
    assert code == 0, output
    assert report["disagreements"] == [] and report["stats"]["actions"] > 0
    assert report["corpus"]["scenarios"] > 0 and report["corpus"]["states"] > 0 and report["corpus"]["fresh"] > 0


@pytest.mark.parametrize("game", GAMES)
def test_an_engine_taking_every_open_reading_finds_nothing(tmp_path: Path, game: str) -> None:
    """``faulty:foreign_<game>``: its own shuffles, the other reading of card identity, forced decisions skipped.
    Its fresh games differ from the reference's from the first shuffle on: resynchronised, never a disagreement."""
    code, report, output = run_explore(
        tmp_path, "--game", game, "--engine", f"faulty:foreign_{game}", "--budget", BUDGET, *corpus_args(game)
    )
    assert code == 0, output
    assert report["disagreements"] == []
    assert report["stats"]["resyncs"] > 0, "fresh games with other shuffles must meet a resynchronisation point"


@pytest.mark.parametrize("game", GAMES)
def test_over_the_protocol_the_open_readings_find_nothing(tmp_path: Path, game: str) -> None:
    serve = f"{sys.executable} -m tcgjudge.cli serve --game {game} --engine faulty:foreign_{game}"
    code, report, output = run_explore(
        tmp_path,
        "--game",
        game,
        "--engine-cmd",
        serve,
        "--engine-env",
        "PYTHONPATH",
        "--budget",
        BUDGET,
        "--corpus",
        "states,fresh",
    )
    assert code == 0, output
    assert report["disagreements"] == [] and report["stats"]["actions"] > 0


def _cipher_attack_setup(deck: list[str], retreat: list[str], seed: int) -> dict[str, Any]:
    """p1 attacks p2's Main Character with a Sword unit that draws a card as it attacks (so an emptied deck is
    refilled, shuffled, just before the support step); p1's deck and retreat area as given (card ids)."""
    draws = {"kind": "auto", "trigger": "attacks", "effect": {"draw": 1}}
    cards = [
        {"id": "MARTH", "name": "Marth", "unit": "Marth", "cost": 1},
        {"id": "CHROM", "name": "Chrom", "unit": "Chrom", "cost": 1},
        {"id": "SWORD", "name": "Swordmaster", "unit": "Sword", "cost": 1, "power": 50, "support": 10, "range": [1]},
        {
            "id": "DRAWER",
            "name": "Drawing sword",
            "unit": "Sword",
            "cost": 1,
            "power": 50,
            "range": [1],
            "skills": [draws],
        },
        {"id": "AXE", "name": "Axe fighter", "unit": "Axe", "cost": 1, "power": 40, "support": 20, "range": [1]},
        {"id": "LANCE", "name": "Lance knight", "unit": "Lance", "cost": 1, "power": 60, "support": 30, "range": [1]},
    ]
    orbs = [{"card": "AXE"} for _ in range(5)]

    def player(main: str, front: list[dict[str, Any]], deck: list[str], retreat: list[str]) -> dict[str, Any]:
        return {
            "deck": [{"card": c} for c in deck],
            "retreat": [{"card": c} for c in retreat],
            "orbs": orbs,
            "front": [{"card": main, "id": f"{main.lower()}-mc", "main": True}, *front],
        }

    p1 = player("MARTH", [{"card": "DRAWER", "id": "sword"}], deck, retreat)
    p2 = player("CHROM", [], ["AXE"] * 10, [])
    state = {"turn": 3, "turn_player": "p1", "phase": "action", "players": {"p1": p1, "p2": p2}}
    return {"mode": "state", "seed": seed, "cards": cards, "state": state}


ATTACK = Step({"type": "attack", "player": "p1", "card": "sword", "target": "chrom-mc"})


def test_a_shuffle_that_decides_how_its_step_goes_on_is_not_a_disagreement() -> None:
    """Cipher's support step refills an empty deck from the retreat area and places the new top card at once: which
    card supports (a Sword fails, an Axe or a Lance adds its own power) is the shuffle's, so engines with other
    shuffles end the step in other shapes. The reference replayed under other seeds shows the same spread."""
    game = get_game("cipher")
    found = []
    for seed in range(12):
        foreign = Side(load_engine("faulty:foreign_cipher", "cipher"), game)
        reference = Side(load_engine("reference", "cipher"), game)
        start = Start(_cipher_attack_setup(["AXE"], ["SWORD", "AXE", "LANCE"], seed), "refill before the support")
        outcome = play(foreign, reference, start, [ATTACK])
        assert outcome.difference is None, outcome.difference
        found.append(outcome.resync)
    assert any(found), "the engines' shuffles never differed: the test shows nothing"


def test_a_near_miss_names_another_card_in_play_or_the_other_player_never_another_type() -> None:
    """Near misses find engines that accept an action they do not list (a tapped unit moving, the opponent's unit
    attacking, the other player acting): one card field of a listed action names another card of the observation,
    or the other player makes it."""
    import random

    observation = {"players": {"p1": {"front": [{"id": "a"}, {"id": "b"}]}, "p2": {"hand": [{"id": "c"}]}}}
    action = {"type": "attack", "player": "p1", "card": "a", "target": "c"}
    seen = set()
    for seed in range(60):
        missed = near_miss(action, observation, random.Random(seed))
        assert missed is not None and missed["type"] == "attack"
        changed = [k for k in action if missed[k] != action[k]]
        assert len(changed) == 1
        expected = {"p2"} if changed[0] == "player" else {"a", "b", "c"} - {action[changed[0]]}
        assert missed[changed[0]] in expected
        seen.add((changed[0], missed[changed[0]]))
    assert {("card", "b"), ("card", "c"), ("target", "a"), ("target", "b"), ("player", "p2")} <= seen
    assert near_miss({"type": "end_turn", "player": "p1"}, observation, random.Random(0)) == {
        "type": "end_turn",
        "player": "p2",
    }
    assert near_miss({"type": "a"}, observation, random.Random(0)) is None


def test_a_shape_the_reference_always_has_is_still_a_disagreement() -> None:
    """The same step where chance decides nothing (one card refills the deck): another shape is the engine's."""
    game = get_game("cipher")
    reference = Side(load_engine("reference", "cipher"), game)
    start = Start(_cipher_attack_setup(["AXE"], ["LANCE"], 3), "refill of one card")
    assert reference.start(start.setup) is None
    reference.snapshot()  # as a walk does after the start: the events compared are the step's own
    reference.apply(ATTACK.action)
    own = shape(reference.snapshot())
    assert not chance_explains(reference, start, [ATTACK], {**own, "legal": own["legal"] + 1}, own)
    assert chance_explains(reference, start, [ATTACK], own, own)


# ----------------------------------------------------------------- real disagreements


@pytest.mark.parametrize("game", GAMES)
def test_an_action_left_out_is_found_and_written_as_a_scenario(tmp_path: Path, game: str) -> None:
    code, report, output = run_explore(
        tmp_path,
        "--game",
        game,
        "--engine",
        f"explore_doubles:hides_{game}",
        "--budget",
        BUDGET,
        "--corpus",
        "states,fresh",
    )
    assert code == 1, output
    legal = [d for d in report["disagreements"] if d["kind"] == "legal-actions"]
    # Where the hidden action is offered right after a shuffle (a fresh game's mulligan), the two games can only be
    # compared by shape there, so the same fault is also found as a shape difference at the legal actions.
    others = [d for d in report["disagreements"] if d["kind"] != "legal-actions"]
    assert legal and all("differ in shape at legal actions" in d["summary"] for d in others), report["disagreements"]
    found = legal[0]
    assert "the reference offers" in found["summary"] and found["fingerprint"]
    assert "Given the game starts from this setup:" in found["scenario"]
    assert "Then the legal actions include:" in found["scenario"]
    assert len(found["actions"]) <= found["shrunk_from"]


def test_max_disagreements_stops_the_walks_at_the_first_one(tmp_path: Path) -> None:
    """``--max-disagreements 1`` (what tools/mutation/explore_mutants.py uses to time the first disagreement) ends
    the run as soon as one is found, not when the budget is spent."""
    code, report, output = run_explore(
        tmp_path,
        "--game",
        "onepiece",
        "--engine",
        "explore_doubles:hides_onepiece",
        "--budget",
        "600",
        "--corpus",
        "states,fresh",
        "--max-disagreements",
        "1",
    )
    assert code == 1, output
    assert len(report["disagreements"]) == 1
    assert report["stats"]["seconds"] < 600


def test_a_written_scenario_passes_on_the_reference_and_fails_on_the_engine(tmp_path: Path) -> None:
    """Ready to paste: the scenario explore writes runs in the game's suite, and judges the two engines apart."""
    code, report, output = run_explore(
        tmp_path, "--game", "onepiece", "--engine", "faulty:ExtraDon", "--budget", BUDGET, "--corpus", "states"
    )
    assert code == 1, output
    found = report["disagreements"][0]
    assert found["kind"] == "observation" and "don_active" in found["summary"]
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "found.feature").write_text("Feature: found by explore\n\n" + found["scenario"] + "\n")
    imports = "\n".join(
        f"from tcgjudge.steps.onepiece.{name} import *  # noqa: F403"
        for name in (
            "battle_steps",
            "card_steps",
            "common_steps",
            "effect_steps",
            "general_steps",
            "keyword_steps",
            "zone_steps",
        )
    )
    (suite / "test_found.py").write_text(
        f"{imports}\nfrom tcgjudge.steps.shared.steps import *  # noqa: F403\n"
        "from pytest_bdd import scenarios\n\nscenarios('found.feature')\n"
    )

    def judged(engine: str) -> int:
        command = [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            str(suite / "test_found.py"),
            "--tcg-game",
            "onepiece",
            "--tcg-engine",
            engine,
        ]
        return subprocess.run(command, cwd=suite, capture_output=True, text=True, timeout=120, check=False).returncode

    assert judged("reference") == 0
    assert judged("faulty:ExtraDon") == 1


def test_an_engine_fault_is_reported_and_the_walks_go_on(tmp_path: Path) -> None:
    code, report, output = run_explore(
        tmp_path,
        "--game",
        "onepiece",
        "--engine",
        "explore_doubles:crashes_onepiece",
        "--budget",
        BUDGET,
        "--corpus",
        "fresh",
    )
    assert code == 1, output
    faults = [d for d in report["disagreements"] if d["kind"] == "fault"]
    assert faults and "index out of range" in faults[0]["summary"]
    assert report["stats"]["walks"] > 1


def test_a_setup_the_engine_cannot_build_is_left_out_not_judged(tmp_path: Path) -> None:
    code, report, output = run_explore(
        tmp_path,
        "--game",
        "onepiece",
        "--engine",
        "explore_doubles:refuses_onepiece",
        "--budget",
        BUDGET,
        "--corpus",
        "fresh",
    )
    assert code == 0, output
    assert report["disagreements"] == [] and report["stats"]["starts_rejected"] > 0 and report["stats"]["actions"] > 0


def test_a_baseline_accepts_the_disagreements_it_lists(tmp_path: Path) -> None:
    args = ["--game", "onepiece", "--engine", "faulty:ExtraDon", "--budget", "1", "--corpus", "fresh"]
    code, first, _ = run_explore(tmp_path / "first", *args)
    assert code == 1 and first["new"] >= 1
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps(first))
    code, second, output = run_explore(tmp_path / "second", *args, "--baseline", str(baseline), "--seed", "7")
    assert code == 0, output
    assert second["new"] == 0 and all(d["accepted"] for d in second["disagreements"])


# ----------------------------------------------------------------- exit codes


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert run_explore(tmp_path, "--game", "onepiece")[0] == 2
    assert run_explore(tmp_path, "--game", "onepiece", "--engine", "reference", "--engine-cmd", "x")[0] == 2
    assert run_explore(tmp_path, "--game", "onepiece", "--engine", "reference", "--corpus", "dreams")[0] == 2
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"game": "legions", "accepted": []}))
    assert run_explore(tmp_path, "--game", "onepiece", "--engine", "reference", "--baseline", str(other))[0] == 2
    assert run_explore(tmp_path, "--game", "onepiece", "--engine", "reference", "--baseline", str(tmp_path))[0] == 2


def test_an_engine_that_cannot_start_exits_3(tmp_path: Path) -> None:
    code, report, _ = run_explore(tmp_path, "--game", "onepiece", "--engine", "faulty:crashes_at_start")
    assert code == 3 and "cannot open" in report["error"]
    code, report, _ = run_explore(tmp_path, "--game", "onepiece", "--engine-cmd", "no-such-engine-command-xyz")
    assert code == 3 and report["error"]


def test_parallel_workers_merge_their_findings(tmp_path: Path) -> None:
    code, report, output = run_explore(
        tmp_path,
        "--game",
        "onepiece",
        "--engine",
        "explore_doubles:hides_onepiece",
        "-n",
        "2",
        "--budget",
        BUDGET,
        "--corpus",
        "states",
    )
    assert code == 1, output
    assert report["workers"] == 2 and len({d["fingerprint"] for d in report["disagreements"]}) == len(
        report["disagreements"]
    )


# ----------------------------------------------------------------- the pieces


def test_ids_are_followed_through_renames_both_ways() -> None:
    follower = Follower(Renames(old="card", new="new_id"))
    follower.follow([{"event": "move", "card": "c1", "new_id": "c1b", "to": "trash"}])
    follower.follow([{"event": "move", "card": "c1", "new_id": "c1b"}, {"event": "ko", "card": "c1b", "new_id": "c1c"}])
    assert follower.named({"hand": ["c1c", "c2"], "to": "c1c"}) == {"hand": ["c1", "c2"], "to": "c1c"}
    assert follower.current({"type": "play", "card": "c1"}) == {"type": "play", "card": "c1c"}
    follower.follow([])  # a new game: a shorter log starts afresh
    assert follower.named(["c1c"]) == ["c1c"]


def test_shrinking_keeps_only_the_steps_that_matter() -> None:
    steps = [Step({"type": "t", "n": n}) for n in range(40)]

    def reproduces(candidate: list[Step]) -> list[Step] | None:
        numbers = {step.action["n"] for step in candidate}
        return candidate if {7, 23} <= numbers else None

    assert [step.action["n"] for step in shrink(steps, reproduces, deadline=float("inf"))] == [7, 23]


def test_a_written_setup_reads_back_as_the_setup() -> None:
    from tcgjudge.invariants.shared.records import game_kit
    from tcgjudge.invariants.shared.state_machine import compact_json

    for game in GAMES:
        setup = game_kit(game).fresh_setup(3)
        text = compact_json(setup)
        assert json.loads(text) == setup and len(text.splitlines()) < len(json.dumps(setup, indent=1).splitlines())
