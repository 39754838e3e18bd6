"""The Granblue Fantasy invariant kit against the reference engine and its foreign double (fast: a few seeded games).

Seeded random playouts hold every invariant of invariants/gbf/checks.py at every step, on the reference engine and
on ``faulty:foreign_gbf`` (which takes every other reading the data contract allows, new ids for cards leaving the
crew area included, so an invariant that holds only for the reference's choices fails here); each invariant is then
shown to report a hand-broken step of those games.
"""

from __future__ import annotations

import copy
import itertools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test
from tcgjudge.invariants.gbf import KIT
from tcgjudge.invariants.gbf.checks import INVARIANTS
from tcgjudge.invariants.shared import playouts
from tcgjudge.invariants.shared.records import Invariant, Transition, new_events
from tcgjudge.invariants.shared.state_machine import InvariantViolation, game_machine
from tcgjudge.reference.gbf.engine import GbfEngine

from tcgjudge.engine.interface import IllegalActionError

sys.path.insert(0, str(Path(__file__).parent / "engines"))

import faulty

SEEDS = range(1)
"""Seed 0 alone reaches every event the invariants read (the test says which), in a few seconds."""
MAX_ACTIONS = 3000
FOREIGN_ACTIONS = 250
PLAYERS = ("p1", "p2")
Obs = dict[str, Any]


@pytest.fixture(scope="module")
def games() -> list[playouts.Playout]:
    return [playouts.play(GbfEngine(), "gbf", KIT, seed, MAX_ACTIONS) for seed in SEEDS]


@pytest.fixture(scope="module")
def foreign_game() -> playouts.Playout:
    """The first actions of a seeded game (the double slows as its log grows; a dozen renames happen by then)."""
    return playouts.play(faulty.foreign_gbf(), "gbf", KIT, 0, FOREIGN_ACTIONS)


def test_every_invariant_holds_at_every_step(games: list[playouts.Playout]) -> None:
    assert [game.problems for game in games if not game.ended or game.problems] == []
    assert playouts.broken_steps(games, INVARIANTS) == []
    # the playouts reach what the invariants read: entries, job changes, uncaps, charge attacks, armor breaks
    wanted = {"enter", "job_change", "uncap", "charge_attack", "armor_break", "to_gauge", "game_over"}
    assert wanted <= playouts.logged_events(games)


def test_every_invariant_holds_on_the_foreign_double(foreign_game: playouts.Playout) -> None:
    """The double renames every card leaving the crew area (3-1-4): cards-conserved follows the logged renames."""
    assert foreign_game.problems == [f"the game did not end within {FOREIGN_ACTIONS} actions"]
    renames = [e for e in foreign_game.observations[-1]["log"] if e["event"] == "to_gauge" and e["card"] != e["new_id"]]
    assert renames, "the double renamed no card: the rename case is not exercised"
    assert playouts.broken_steps([foreign_game], INVARIANTS) == []


# -- each invariant reports a broken step -----------------------------------------------------------------

Breaker = Callable[[Obs, Obs], None]
"""Breaks a copy of a step: the observation before and the one after (either may be changed)."""


def _p(obs: Obs, name: str) -> Obs:
    player: Obs = obs["players"][name]
    return player


def _actor(step: Transition, kind: str) -> str:
    return str(next(e["player"] for e in new_events(step) if e.get("event") == kind))


def _fourth_crew(before: Obs, after: Obs) -> None:
    crew = _p(after, "p1")["crew"] or _p(after, "p2")["crew"]
    crew += [{**crew[0], "id": f"extra{i}"} for i in range(4)]


def _no_captain(before: Obs, after: Obs) -> None:
    _p(after, "p2")["captains"] = []


def _captain_swapped(before: Obs, after: Obs) -> None:
    _p(after, "p1")["captains"][-1]["id"] = "another-captain"


def _incapacitated_below(before: Obs, after: Obs) -> None:
    for name in ("p1", "p2"):
        captains = _p(after, name)["captains"]
        captains.insert(0, {**captains[-1], "id": f"{name}-old", "incapacitated": True})


def _card_twice(before: Obs, after: Obs) -> None:
    _p(after, "p2")["hand"].append(copy.deepcopy(_p(after, "p2")["deck"][0]))


def _card_lost(before: Obs, after: Obs) -> None:
    _p(after, "p1")["deck"].pop()


def _card_number_changed(before: Obs, after: Obs) -> None:
    deck = _p(after, "p1")["deck"]
    deck[0]["card"] = "SUM-01" if deck[0]["card"] != "SUM-01" else "SUM-02"


def _renamed_without_a_log(before: Obs, after: Obs) -> None:
    _p(after, "p1")["deck"][0]["id"] = "silently-renamed"


def _crystals_gone(before: Obs, after: Obs) -> None:
    for name in ("p1", "p2"):
        _p(after, name)["crystals"] = []


def _name_twice(before: Obs, after: Obs) -> None:
    name = next(e["player"] for e in after["log"][len(before["log"]) :] if e.get("event") in ("enter", "uncap"))
    crew = _p(after, name)["crew"]
    crew.append({**crew[-1], "id": "twin"})


def _second_event(kind: str) -> Breaker:
    def breaker(before: Obs, after: Obs) -> None:
        after["log"].append(next(dict(e) for e in after["log"][len(before["log"]) :] if e.get("event") == kind))

    breaker.__name__ = f"_second_{kind}"
    return breaker


def _already_used(kind: str) -> Breaker:
    def breaker(before: Obs, after: Obs) -> None:
        before["used"] = [*before.get("used", []), kind]

    breaker.__name__ = f"_{kind}_already_used"
    return breaker


def _already_charged(before: Obs, after: Obs) -> None:
    card = next(e["card"] for e in after["log"][len(before["log"]) :] if e.get("event") == "charge_attack")
    before["charged"] = [*before.get("charged", []), card]


def _falls_with_armor(before: Obs, after: Obs) -> None:
    captain = _p(after, "p2")["captains"][-1]["id"]
    after["log"].append({"event": "incapacitated", "player": "p2", "card": captain})
    _p(after, "p2")["armor"].append({"id": "kept-armor", "card": "SUM-01", "known_to": []})


def _armor_lost_silently(before: Obs, after: Obs) -> None:
    for name in ("p1", "p2"):
        if _p(after, name)["armor"]:
            _p(after, name)["armor"].pop()
            return


def _break_keeps_the_armor(before: Obs, after: Obs) -> None:
    name = next(e["player"] for e in after["log"][len(before["log"]) :] if e.get("event") == "armor_break")
    _p(after, name)["armor"].append({"id": "not-broken", "card": "SUM-01", "known_to": []})


def _deck_seen(before: Obs, after: Obs) -> None:
    _p(after, "p1")["deck"][0]["known_to"] = ["p1"]


def _captain_deck_shown(before: Obs, after: Obs) -> None:
    _p(after, "p2")["captain_deck"][0]["known_to"] = ["p1", "p2"]


def _crystal_hidden(before: Obs, after: Obs) -> None:
    name = next(e["player"] for e in after["log"][len(before["log"]) :] if e.get("event") == "crystal")
    _p(after, name)["crystals"][-1]["known_to"] = [name]


def _goes_on_with_an_empty_deck(before: Obs, after: Obs) -> None:
    _p(after, "p2")["deck"] = []


def _wrong_winner(before: Obs, after: Obs) -> None:
    result = after["result"]
    winner = "p2" if result["winner"] == "p1" else "p1"
    result.update(winner=winner, losers=["p1" if winner == "p2" else "p2"])


def _ends_for_nothing(before: Obs, after: Obs) -> None:
    after["result"] = {"over": True, "winner": "p1", "losers": ["p2"], "draw": False, "reason": "captain"}


BREAKS: dict[str, list[tuple[str, Breaker]]] = {
    "crew-at-most-three": [("enter", _fourth_crew)],
    "one-captain-in-play": [("turn_start", _no_captain), ("turn_start", _captain_swapped), ("", _incapacitated_below)],
    "cards-conserved": [
        ("", _card_twice),
        ("draw", _card_lost),
        ("", _card_number_changed),
        ("to_gauge", _renamed_without_a_log),
    ],
    "rank-within-crystals": [("enter", _crystals_gone), ("job_change", _crystals_gone), ("uncap", _crystals_gone)],
    "crew-names-unique": [("enter", _name_twice), ("uncap", _name_twice)],
    "once-a-turn": [
        ("job_change", _second_event("job_change")),
        ("uncap", _second_event("uncap")),
        ("charge_attack", _second_event("charge_attack")),
        ("job_change", _already_used("job_change")),
        ("uncap", _already_used("uncap")),
        ("charge_attack", _already_charged),
    ],
    "captain-falls-only-without-armor": [
        ("", _falls_with_armor),
        ("turn_start", _armor_lost_silently),
        ("armor_break", _break_keeps_the_armor),
    ],
    "hidden-zones": [("", _deck_seen), ("", _captain_deck_shown), ("crystal", _crystal_hidden)],
    "losses-checked-before-free-timing": [("", _goes_on_with_an_empty_deck)],
    "result-agrees-with-model": [("game_over", _wrong_winner), ("turn_start", _ends_for_nothing)],
}
"""For each invariant, how to break it: a step of the playouts whose log gains that event ("": a step ending in the
main phase's free timing), and the change to it."""
CASES = [(inv, event, breaker) for inv in INVARIANTS for event, breaker in BREAKS[inv.name]]


def a_step_with(games: list[playouts.Playout], event: str) -> Transition:
    """The first step of the playouts after the setup whose log gains ``event`` ("": one ending at the main phase's
    free timing, while both players' armor and decks last)."""
    for game in games:
        for step in game.transitions()[1:]:
            if step.before["phase"] == "setup":
                continue
            if event and any(e.get("event") == event for e in new_events(step)):
                return step
            after = step.after
            pending = after.get("pending") or {}
            lasting = all(_p(after, name)["armor"] and _p(after, name)["deck"] for name in ("p1", "p2"))
            if not event and pending.get("kind") == "main" and lasting:
                return step
    raise AssertionError(f"the playouts have no step logging {event!r}")


def test_every_invariant_has_a_broken_step() -> None:
    assert set(BREAKS) == {inv.name for inv in INVARIANTS}


@pytest.mark.parametrize(
    ("invariant", "event", "breaker"), CASES, ids=[f"{i.name}-{b.__name__[1:]}-{e or 'main'}" for i, e, b in CASES]
)
def test_each_invariant_reports_its_broken_step(
    games: list[playouts.Playout], invariant: Invariant, event: str, breaker: Breaker
) -> None:
    step = a_step_with(games, event)
    assert invariant.check(step) is None, "the step must hold before it is broken"
    before, after = copy.deepcopy(step.before), copy.deepcopy(step.after)
    breaker(before, after)
    assert invariant.check(Transition(before, step.action, after)) is not None


def test_cards_outside_the_kit_pool_are_not_judged(games: list[playouts.Playout]) -> None:
    """The rank and name checks read the kit's card pool: another pool's cards are skipped, not misjudged."""
    step = a_step_with(games, "enter")
    after = copy.deepcopy(step.after)
    for player in after["players"].values():
        player["crystals"] = []
        for card in player["crew"]:
            card["card"] = "NOT-IN-THE-POOL"
    checks = {inv.name: inv for inv in INVARIANTS}
    changed = Transition(step.before, step.action, after)
    assert checks["rank-within-crystals"].check(changed) is None
    assert checks["crew-names-unique"].check(changed) is None


# -- the Z3 models' comparison with the engine (invariants/gbf/test_models.py) catches a wrong engine -------------

MUTATION = Path(__file__).resolve().parents[1] / "tools" / "mutation"
if str(MUTATION) not in sys.path:
    sys.path.insert(0, str(MUTATION))

import gbf as gbf_mutants  # noqa: E402  (the Granblue Fantasy mutant catalogue)
from tcgjudge.invariants.gbf import test_models as compare  # noqa: E402
from tcgjudge.invariants.gbf.damage_model import Hit  # noqa: E402

MUTANTS = {m.name: m for m in gbf_mutants.CATALOGUE}
EXACT_HP = Hit(2, "crew", 2)
ONE_LESS = Hit(1, "captain", 2, 1)
ARMOR_AT_HP = Hit(2, "captain", 2, 2)
NO_ARMOR_AT_HP = Hit(2, "captain", 2, 0)
ZERO = Hit(0, "crew", 1)


def _damage(hit: Hit) -> None:
    compare.test_damage_matches_the_model(GbfEngine(), hit)


def _draw() -> None:
    compare.test_losses_at_a_checkpoint_match_the_result_model(GbfEngine(), "p2", "captain", "deck")


def _concession() -> None:
    compare.test_a_concession_matches_the_result_model(GbfEngine(), "p1", "p2")


COMPARISONS: dict[str, Callable[[], None]] = {
    "exact-hp": lambda: _damage(EXACT_HP),
    "one-less": lambda: _damage(ONE_LESS),
    "armor-choice": lambda: _damage(ARMOR_AT_HP),
    "no-armor": lambda: _damage(NO_ARMOR_AT_HP),
    "zero": lambda: _damage(ZERO),
    "draw": _draw,
    "concession": _concession,
}
WRONG_ENGINES = [
    ("damage-must-exceed-hp", "exact-hp", "9-2-1-3-5"),
    ("damage-below-hp-lethal", "one-less", "9-2-1-3-6"),
    ("attacker-breaks-the-armor", "armor-choice", "9-4-2-3-1"),
    ("armor-ignored", "armor-choice", "9-2-1-3"),  # it logs no damage either: the damage dealt differs first
    ("armor-break-skipped", "armor-choice", "9-2-1-3-6"),
    ("incapacitated-captain-no-loss", "no-armor", "9-4-1-3"),
    ("zero-damage-processed", "zero", "9-2-1-3-1"),
    ("draw-is-double-loss", "draw", "1-2-3"),
    ("only-turn-player-concedes", "concession", "1-2-4"),
]


def test_the_reference_engine_matches_the_models() -> None:
    """Every case the model comparison builds (run on any engine by ``pytest --pyargs tcgjudge.invariants
    --tcg-game gbf``), here in process on the reference engine."""
    for hit in compare.HITS:
        _damage(hit)
    for turn_player, p1, p2 in compare.RESULT_CASES:
        compare.test_losses_at_a_checkpoint_match_the_result_model(GbfEngine(), turn_player, p1, p2)
    for turn_player, conceder in itertools.product(PLAYERS, repeat=2):
        compare.test_a_concession_matches_the_result_model(GbfEngine(), turn_player, conceder)


@pytest.mark.parametrize(("mutant", "comparison", "clause"), WRONG_ENGINES, ids=[m for m, _, _ in WRONG_ENGINES])
def test_the_model_comparison_catches_a_wrong_engine(mutant: str, comparison: str, clause: str) -> None:
    """Each comparison fails, citing the clause, on an engine breaking it (a mutant of the catalogue; refusing an
    action it lists, as a concession here, fails the comparison too)."""
    failed = (AssertionError, IllegalActionError)
    with MUTANTS[mutant].applied(), pytest.raises(failed, match=clause.replace("-", r"\-")):
        COMPARISONS[comparison]()


QUICK = settings(
    max_examples=30,
    stateful_step_count=25,
    deadline=None,
    phases=[Phase.generate],
    derandomize=True,
    suppress_health_check=list(HealthCheck),
    database=None,
)


@pytest.mark.parametrize("setups", ["declared", "fresh"])
def test_the_state_machine_catches_an_engine_ignoring_the_rank_limit(setups: str) -> None:
    """10-2-3-1-1 broken (the catalogue's rank-limit-ignored): random play enters a crew beyond the crystals, and
    the rank-within-crystals invariant reports it with a regression scenario citing the clause."""
    with MUTANTS["rank-limit-ignored"].applied(), pytest.raises(InvariantViolation) as caught:
        run_state_machine_as_test(game_machine(GbfEngine(), "gbf", setups), settings=QUICK)
    assert str(caught.value).startswith("rank-within-crystals broken")
    assert "@clause:10-2-3-1-1" in str(caught.value)
