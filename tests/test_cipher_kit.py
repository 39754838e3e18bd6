"""The Cipher invariant kit against the reference engine and its foreign double (fast: a few seeded games).

Seeded random playouts hold every invariant of invariants/cipher/checks.py at every step, on the reference engine
and on ``faulty:foreign_cipher`` (every other reading the data contract allows); each invariant is then shown to
report a hand-broken step of those games, so none of them can pass by asserting nothing.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tcgjudge.invariants.cipher import KIT
from tcgjudge.invariants.cipher.checks import INVARIANTS
from tcgjudge.invariants.shared import playouts
from tcgjudge.invariants.shared.records import Invariant, Transition
from tcgjudge.reference.cipher.engine import CipherEngine

sys.path.insert(0, str(Path(__file__).parent / "engines"))

import faulty

SEEDS = range(2)
MAX_ACTIONS = 2000
FOREIGN_ACTIONS = 300
Obs = dict[str, Any]


@pytest.fixture(scope="module")
def games() -> list[playouts.Playout]:
    return [playouts.play(CipherEngine(), "cipher", KIT, seed, MAX_ACTIONS) for seed in SEEDS]


def test_every_invariant_holds_at_every_step(games: list[playouts.Playout]) -> None:
    assert [game.problems for game in games if not game.ended or game.problems] == []
    assert playouts.broken_steps(games, INVARIANTS) == []
    # the playouts reach what the invariants read: deployments, attacks with support cards, destruction, the end
    assert {"deploy", "attack", "support", "game_over"} <= playouts.logged_events(games)


def test_every_invariant_holds_on_the_foreign_double() -> None:
    """The double gives a card a new id as it changes zone (6.5): cards-conserved follows the logged renames."""
    game = playouts.play(faulty.foreign_cipher(), "cipher", KIT, 0, FOREIGN_ACTIONS)
    log = game.observations[-1]["log"]
    assert any(e.get("new_id") not in (None, e.get("card")) for e in log), "no rename: the case is not exercised"
    assert playouts.broken_steps([game], INVARIANTS) == []


# -- each invariant reports a broken step -----------------------------------------------------------------

Breaker = Callable[[Obs], None]
"""Breaks a copy of the observation after a step that ends at the action phase's choice."""


def _p(obs: Obs, name: str) -> Obs:
    player: Obs = obs["players"][name]
    return player


def _waiting(obs: Obs) -> str:
    return "p2" if obs["turn_player"] == "p1" else "p1"


def _card_lost(after: Obs) -> None:
    _p(after, "p1")["deck"].pop()


def _deck_shown(after: Obs) -> None:
    _p(after, "p1")["deck"][0]["known_to"] = ["p1", "p2"]


def _no_main_character(after: Obs) -> None:
    for line in ("front", "back"):
        for unit in _p(after, "p1")[line]:
            unit["main"] = False


def _two_of_a_name(after: Obs) -> None:
    main = next(u for line in ("front", "back") for u in _p(after, "p1")[line] if u["main"])
    _p(after, "p1")["back"].append({**main, "id": "same-name-twin", "main": False})


def _no_march(after: Obs) -> None:
    player = _p(after, _waiting(after))
    player["back"] += player["front"]
    player["front"] = []


def _trigger_waits(after: Obs) -> None:
    after["triggered"] = [{"player": "p1", "card": "someone", "skill": 0, "count": 1}]


def _support_outside_battle(after: Obs) -> None:
    _p(after, "p1")["support"] = [_p(after, "p1")["deck"][0]]


def _out_of_cards(after: Obs) -> None:
    _p(after, "p1")["deck"] = []
    _p(after, "p1")["retreat"] = []


def _ended_for_nothing(after: Obs) -> None:
    after["result"] = {"over": True, "winner": "p1", "losers": ["p2"], "draw": False, "reason": "deck"}


BREAKS: dict[str, list[Breaker]] = {
    "cards-conserved": [_card_lost],
    "hidden-zones": [_deck_shown],
    "one-main-character": [_no_main_character],
    "one-unit-per-name": [_two_of_a_name],
    "march-done": [_no_march],
    "triggers-resolved-before-free-timing": [_trigger_waits],
    "support-only-in-battle": [_support_outside_battle],
    "losses-checked-before-free-timing": [_out_of_cards, _no_main_character],
    "result-agrees-with-model": [_ended_for_nothing],
}
CASES = [(inv, breaker) for inv in INVARIANTS for breaker in BREAKS[inv.name]]


def an_action_phase_step(games: list[playouts.Playout]) -> Transition:
    """The first step after turn 2 begins that ends at the action phase's choice, the waiting player with a unit in
    the front line and both decks lasting."""
    for game in games:
        for step in game.transitions()[1:]:
            after = step.after
            pending = after.get("pending") or {}
            lasting = all(_p(after, name)["deck"] for name in ("p1", "p2"))
            front = _p(after, _waiting(after))["front"]
            if after["turn"] >= 2 and pending.get("kind") == "action" and lasting and front:
                return step
    raise AssertionError("the playouts never reach the action phase's choice")


def test_every_invariant_has_a_broken_step() -> None:
    assert set(BREAKS) == {inv.name for inv in INVARIANTS}


@pytest.mark.parametrize(("invariant", "breaker"), CASES, ids=[f"{i.name}-{b.__name__[1:]}" for i, b in CASES])
def test_each_invariant_reports_its_broken_step(
    games: list[playouts.Playout], invariant: Invariant, breaker: Breaker
) -> None:
    step = an_action_phase_step(games)
    assert invariant.check(step) is None, "the step must hold before it is broken"
    after = copy.deepcopy(step.after)
    breaker(after)
    assert invariant.check(Transition(step.before, step.action, after)) is not None


def test_units_of_cards_outside_the_kit_pool_are_not_judged_by_name(games: list[playouts.Playout]) -> None:
    """The one-unit-per-name check reads the kit's card pool: a scenario's cards (which may allow two units of a name,
    23.1.34) are skipped, not misjudged."""
    step = an_action_phase_step(games)
    after = copy.deepcopy(step.after)
    _two_of_a_name(after)
    for line in ("front", "back"):
        for unit in _p(after, "p1")[line]:
            unit["card"] = "NOT-IN-THE-POOL"
    [check] = [inv for inv in INVARIANTS if inv.name == "one-unit-per-name"]
    assert check.check(Transition(step.before, step.action, after)) is None
