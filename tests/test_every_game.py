"""Checks every registered game gets without writing them (OpenSpiel runs its API tests over every game).

Declarations are checked for every game; the seeded-playout checks run for every game with a
reference engine. Each playout check is also shown to fail on a deliberately broken engine, so
a check that cannot fail cannot hide here.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import importlib
import re
from typing import Any

import pytest
from tcgjudge.invariants.shared import generic, playouts
from tcgjudge.invariants.shared.records import InvariantKit, game_kit
from tcgjudge.reference.adapter import ReferenceEngine
from tcgjudge.steps.shared.world import PLAYER

from tcgjudge.catalog import load_catalog
from tcgjudge.engine.interface import Action, Engine, EngineInfo, IllegalActionError, Observation, Setup
from tcgjudge.engine.loader import REFERENCE, load_engine
from tcgjudge.registry import GAMES_PACKAGE, Capability, Game, all_games, game_keys
from tcgjudge.rules.index import load_document
from tcgjudge.schemas import schema_names

GAMES = list(all_games().values())
ENGINE_GAMES = [game for game in GAMES if game.reference_engine]
SEEDS = range(3)


def _ids(game: Game) -> str:
    return game.key


def reference(game: Game) -> Engine:
    return load_engine(REFERENCE, game.key)


def kit_of(game: Game) -> InvariantKit:
    return game_kit(game.key)


# --- declarations -------------------------------------------------------------------------------


def test_the_registered_games_are_exactly_these() -> None:
    """As OpenSpiel's API test pins its registered games: adding, losing or renaming a game is a deliberate change
    made here too (games with a reference engine first, then by key)."""
    assert game_keys() == ["cipher", "gbf", "legions", "onepiece"]
    assert [game.key for game in ENGINE_GAMES] == ["cipher", "gbf", "legions", "onepiece"]


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_the_shared_steps_can_name_every_player(game: Game) -> None:
    """Steps name a player with PLAYER, and those that go over the players read ``Game.players``."""
    assert len(game.players) == len(set(game.players)) >= 2
    assert all(re.fullmatch(PLAYER, player) for player in game.players), game.players


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_a_declaration_lives_in_the_module_named_for_its_key(game: Game) -> None:
    assert importlib.import_module(f"{GAMES_PACKAGE}.{game.key}").GAME is game


def declaration_problems(game: Game) -> list[str]:
    """What is wrong with a declaration: clauses it cites outside its index, unknown or unexplained names."""
    index = {clause.id for document in game.documents for clause in load_document(document).clauses}
    problems = [] if index else [f"its rules documents {game.documents} give no clause"]
    if game.results is None:
        problems.append("it declares no result rules")
    cited = set(game.results.clauses if game.results else ())
    unknown_invariants = sorted(set(game.invariant_clauses) - set(generic.DESCRIPTIONS))
    if unknown_invariants:
        problems.append(f"it maps clauses to unknown generic invariants {unknown_invariants}")
    for clauses in game.invariant_clauses.values():
        cited.update(clauses)
    problems += [f"it cites {clause}, which is not in its index" for clause in sorted(cited - set(index))]
    names = [capability.name for capability in game.capabilities]
    twice = sorted({name for name in names if names.count(name) > 1})
    problems += [f"it declares the capability {name} twice" for name in twice]
    problems += [f"the capability {c.name} has no meaning" for c in game.capabilities if not c.meaning.strip()]
    return problems


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_a_declaration_cites_only_its_own_clauses_and_names_things_once(game: Game) -> None:
    assert declaration_problems(game) == []


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"results": None}, "no result rules"),
        ({"invariant_clauses": {"determinism": ("99-99",)}}, "cites 99-99"),
        ({"invariant_clauses": {"no-such-invariant": ()}}, "unknown generic invariants"),
        ({"capabilities": (Capability("x", "a"), Capability("x", "b"))}, "capability x twice"),
        ({"capabilities": (Capability("y", " "),)}, "capability y has no meaning"),
        ({"documents": ()}, "give no clause"),
    ],
)
def test_a_broken_declaration_is_caught(change: dict[str, Any], problem: str) -> None:
    found = declaration_problems(dataclasses.replace(GAMES[0], **change))
    assert any(problem in message for message in found), found


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_shipped_scenarios_cite_known_clauses_and_declared_capabilities(game: Game) -> None:
    _, problems = load_catalog(game.key)
    assert problems == [], "\n".join(map(str, problems))


@pytest.mark.parametrize("game", ENGINE_GAMES, ids=_ids)
def test_a_game_with_an_engine_has_everything_the_harness_needs(game: Game) -> None:
    assert game.steps and game.invariants and game.schemas, f"{game.key}: steps, invariants and schemas are all needed"
    importlib.import_module(game.steps)
    kit_of(game)
    assert {f"{game.schemas}/{name}" for name in ("action", "observation", "setup")} <= set(schema_names())
    assert game.has_scenarios(), f"{game.key} has an engine but no scenarios"
    engine = reference(game)
    assert game.key in engine.info().games


# --- seeded playouts ----------------------------------------------------------------------------


class Played:
    """One playout per engine game and seed, played when a check first needs it and shared by the checks below
    (each replays it); an xdist worker plays only the playouts of the checks it runs."""

    def __init__(self) -> None:
        self.found: dict[tuple[str, int], playouts.Playout] = {}

    def __getitem__(self, key: tuple[str, int]) -> playouts.Playout:
        if key not in self.found:
            game = next(g for g in ENGINE_GAMES if g.key == key[0])
            self.found[key] = playouts.play(reference(game), game.key, kit_of(game), key[1])
        return self.found[key]


@pytest.fixture(scope="module")
def played() -> Played:
    return Played()


ENGINE_SEEDS = [pytest.param(game, seed, id=f"{game.key}-{seed}") for game in ENGINE_GAMES for seed in SEEDS]


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_seeded_playouts_end(game: Game, seed: int, played: Played) -> None:
    playout = played[game.key, seed]
    assert playout.problems == [] and playout.ended
    assert playout.observations[-1]["result"]["over"]


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_replay_from_the_same_seed_is_identical(game: Game, seed: int, played: Played) -> None:
    assert playouts.replay_problems(reference(game), game.key, played[game.key, seed]) == []


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_every_listed_action_is_accepted(game: Game, seed: int, played: Played) -> None:
    assert playouts.listed_actions_problems(reference(game), game.key, played[game.key, seed], steps=25) == []


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_impossible_actions_are_rejected_and_change_nothing(game: Game, seed: int, played: Played) -> None:
    assert playouts.rejection_problems(reference(game), game.key, kit_of(game), played[game.key, seed], every=3) == []


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_a_reference_step_never_changes_the_states_before_it(game: Game, seed: int, played: Played) -> None:
    """A reference engine's state shares with its successors what a step leaves alone (GBF's deck, armor and gauge
    cards), and a rejected action falls back on the state before it: so once the whole playout is replayed, every
    earlier state must still observe exactly as it did when it was reached."""
    engine = reference(game)
    assert isinstance(engine, ReferenceEngine)
    playout = played[game.key, seed]
    engine.start(game.key, copy.deepcopy(playout.setup))
    states = [engine._need()]
    for action in playout.actions:
        engine.apply(copy.deepcopy(action))
        states.append(engine._need())
    assert [engine._observe(s) for s in states] == playout.observations


@pytest.mark.parametrize(("game", "seed"), ENGINE_SEEDS)
def test_setups_actions_and_observations_validate(game: Game, seed: int, played: Played) -> None:
    assert game.schemas is not None
    assert playouts.schema_problems(game.schemas, played[game.key, seed]) == []


@pytest.mark.parametrize("game", ENGINE_GAMES, ids=_ids)
def test_different_seeds_give_different_games(game: Game) -> None:
    assert playouts.seed_problems(reference(game), game.key, kit_of(game), range(5)) == []


# --- each check fails on a broken engine --------------------------------------------------------


class Broken:
    """The reference engine with one fault, named by ``fault``."""

    def __init__(self, inner: Engine, fault: str) -> None:
        self.inner, self.fault, self.starts, self.applied = inner, fault, 0, 0

    def info(self) -> EngineInfo:
        return self.inner.info()

    def start(self, game: str, setup: Setup) -> None:
        self.starts += 1
        self.applied = 0
        changed = dict(setup)
        if self.fault == "ignores-seed":
            changed["seed"] = 0
        if self.fault == "nondeterministic" and self.starts > 1:
            changed["seed"] = int(changed["seed"]) + 1
        self.inner.start(game, changed)

    def legal_actions(self) -> list[Action]:
        return self.inner.legal_actions()

    def apply(self, action: Action) -> None:
        self.applied += 1
        if self.fault == "rejects-a-listed-action" and self.applied == 2:
            raise IllegalActionError("0-0", "refused for no reason")
        try:
            self.inner.apply(action)
        except IllegalActionError:
            if self.fault == "moves-on-rejection":
                self.inner.apply(self.inner.legal_actions()[0])
            raise

    def observe(self) -> Observation:
        observation = self.inner.observe()
        if self.fault == "bad-observation":
            observation = {**observation, "turn": "one"}
        return observation

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def close(self) -> None:
        self.inner.close()


class AcceptsAnything(Broken):
    """Swallows a rejection: the impossible action looks accepted."""

    def apply(self, action: Action) -> None:
        with contextlib.suppress(IllegalActionError):
            self.inner.apply(action)


@pytest.mark.parametrize("game", ENGINE_GAMES, ids=_ids)
def test_each_playout_check_fails_on_a_broken_engine(game: Game) -> None:
    kit = kit_of(game)
    assert game.schemas is not None
    problems: dict[str, list[str]] = {}
    short = playouts.play(reference(game), game.key, kit, 0, max_actions=3)
    problems["never ends"] = short.problems
    rejecting = playouts.play(Broken(reference(game), "rejects-a-listed-action"), game.key, kit, 0)
    problems["rejects a listed action (playout)"] = rejecting.problems
    playout = playouts.play(reference(game), game.key, kit, 0)
    problems["rejects a listed action (every listed)"] = playouts.listed_actions_problems(
        Broken(reference(game), "rejects-a-listed-action"), game.key, playout, steps=2
    )
    drifting = Broken(reference(game), "nondeterministic")
    problems["nondeterministic"] = playouts.replay_problems(
        drifting, game.key, playouts.play(drifting, game.key, kit, 0)
    )
    problems["moves on rejection"] = playouts.rejection_problems(
        Broken(reference(game), "moves-on-rejection"), game.key, kit, playout, every=1
    )
    problems["accepts anything"] = playouts.rejection_problems(
        AcceptsAnything(reference(game), "accepts-anything"), game.key, kit, playout, every=1
    )
    problems["ignores its seed"] = playouts.seed_problems(
        Broken(reference(game), "ignores-seed"), game.key, kit, range(5)
    )
    bad = playouts.play(Broken(reference(game), "bad-observation"), game.key, kit, 0, max_actions=2)
    problems["observation off its schema"] = playouts.schema_problems(game.schemas, bad)
    unnoticed = [fault for fault, found in problems.items() if not found]
    assert unnoticed == [], f"faults no check noticed: {unnoticed}"


def test_a_broken_engine_double_delegates_faithfully() -> None:
    """Without a fault the double plays exactly as the engine it wraps (so the faults above are the only difference)."""
    for game in ENGINE_GAMES:
        kit = kit_of(game)
        plain = playouts.play(reference(game), game.key, kit, 1)
        wrapped = playouts.play(Broken(reference(game), "none"), game.key, kit, 1)
        assert copy.deepcopy(wrapped.observations) == plain.observations
