"""Cipher's skipped check timings (reference/cipher/rules.py ``unchanged``): a check timing at the tick right after
one that found nothing to do, with only steps that changed nothing between, is skipped; the purity check runs every
skipped one on a copy and reports one that would have done something."""

from __future__ import annotations

import random

import pytest
from tcgjudge.invariants.cipher.states import fresh_setup
from tcgjudge.reference.cipher import engine, rules
from tcgjudge.reference.cipher.state import GameState


def _with_units() -> GameState:
    """A seeded game played on until the turn player has a unit that is not the Main Character."""
    policy = random.Random(5)
    s = engine.new_game(fresh_setup(5))
    while not s.result.over:
        if s.turn_player and len(s.players[s.turn_player].units) > 1:
            return s
        legal = [a for a in engine.legal_actions(s) if a["type"] != "concede"]
        s = engine.step(s, dict(legal[policy.randrange(len(legal))]))
    raise AssertionError("no game state with two units")


def _destroyed_but_settled() -> GameState:
    s = _with_units()
    assert s.turn_player is not None
    next(u for u in s.players[s.turn_player].units if not u.main).destroyed = True  # a check timing would act
    s.settled = s.ticks - 1  # as if a step had wrongly declared that it changed nothing
    return s


def test_a_check_timing_right_after_a_settled_state_is_skipped() -> None:
    s = _destroyed_but_settled()
    logged = len(s.log)
    rules.check_timing(s)
    assert len(s.log) == logged and s.settled == s.ticks  # skipped: the destroyed unit is still there


def test_the_purity_check_reports_a_skipped_check_timing_that_would_have_acted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules, "CHECK_SKIPS", True)
    with pytest.raises(AssertionError, match="would have done something"):
        rules.check_timing(_destroyed_but_settled())


def test_a_check_timing_later_than_the_next_tick_runs() -> None:
    s = _destroyed_but_settled()
    s.settled = s.ticks - 2  # a task ran in between
    logged = len(s.log)
    rules.check_timing(s)
    assert len(s.log) > logged  # the destruction check acted
