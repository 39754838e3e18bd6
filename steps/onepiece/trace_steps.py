"""Generic steps that replay a raw setup and raw actions: the regression scenarios the invariants print."""

from __future__ import annotations

import json

from pytest_bdd import given, parsers, then, when
from tcgjudge.invariants.onepiece_checks import INVARIANTS, Transition
from tcgjudge.steps.onepiece.world import GAME, World


@given("the game starts from this setup:")
def given_the_game_starts_from_this_setup(world: World, docstring: str) -> None:
    """Start from a setup written out in full as JSON (the data contract's setup shape)."""
    world.setup = json.loads(docstring)
    world.started = True
    world.engine.start(GAME, world.setup)


@when("this action is taken:")
def when_this_action_is_taken(world: World, docstring: str) -> None:
    world.act(json.loads(docstring))


@then(parsers.parse('the invariant "{name}" holds'))
def then_the_invariant_holds(world: World, name: str) -> None:
    matching = [i for i in INVARIANTS if i.name == name]
    assert matching, f"no invariant named {name!r}"
    invariant = matching[0]
    assert world.before is not None and world.last_action is not None, "no action was taken"
    message = invariant.check(Transition(world.before, world.last_action, world.observe()))
    assert message is None, f"{name}: {message}"
