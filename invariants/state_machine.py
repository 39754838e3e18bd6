"""A Hypothesis state machine that drives any engine and checks invariants after every step.

It starts from a generated setup, then repeatedly takes an action drawn from the
engine's own ``legal_actions()`` or, at a controlled rate, an action that cannot
be legal (a card that does not exist, the wrong player). After every step it
checks the game's invariants; at the end it replays the game to check
determinism. A failure is reported as a ready-to-paste Gherkin scenario built
from the shortest trace Hypothesis finds.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule
from tcgjudge.invariants.onepiece_checks import Invariant, Transition

from tcgjudge.engine.interface import Engine, EngineError, IllegalActionError

CARD_FIELDS = ("card", "attacker", "target", "blocker")
ILLEGAL_RATE = 10  # percent of steps that try an action that cannot be legal
CONCEDE_RATE = 2  # percent of steps that may concede when other actions exist
RUNNING: dict[str, Any] = {"over": False, "winner": None, "losers": [], "draw": False, "reason": None}


def gherkin(setup: dict[str, Any], actions: list[dict[str, Any]], broken: str, clauses: tuple[str, ...]) -> str:
    """The trace as a Gherkin scenario, using the generic steps of the step library."""
    tags = " ".join(f"@clause:{clause}" for clause in clauses)
    lines = [
        f"  {tags}",
        f"  Scenario: {clauses[0]} regression found by the invariants: {broken}",
        "    Given the game starts from this setup:",
        '      """',
        *(f"      {line}" for line in json.dumps(setup, indent=1).splitlines()),
        '      """',
    ]
    for action in actions:
        lines += ["    When this action is taken:", '      """', f"      {json.dumps(action)}", '      """']
    lines.append(f'    Then the invariant "{broken}" holds')
    return "\n".join(lines)


class InvariantViolation(AssertionError):
    """An invariant broken by an engine, with the trace that breaks it."""


def machine_for(
    engine: Engine,
    game: str,
    setups: st.SearchStrategy[dict[str, Any]],
    invariants: tuple[Invariant, ...],
) -> type[RuleBasedStateMachine]:
    """A state machine class bound to one engine, game and set of invariants."""

    class EngineMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.setup: dict[str, Any] = {}
            self.actions: list[dict[str, Any]] = []
            self.observation: dict[str, Any] = {}
            self.broken = False

        def fail(self, name: str, clauses: tuple[str, ...], message: str) -> None:
            self.broken = True
            scenario = gherkin(self.setup, self.actions, name, clauses)
            raise InvariantViolation(f"{name} broken: {message}\n\nRegression scenario:\n{scenario}")

        @initialize(setup=setups)
        def start(self, setup: dict[str, Any]) -> None:
            self.setup = setup
            engine.start(game, copy.deepcopy(setup))
            # Check the starting state too, as a step from "nothing has happened yet" (a setup may end the game).
            after = engine.observe()
            self.observation = copy.deepcopy(after) | {"log": [], "result": RUNNING}
            self.check({"type": "start"})

        def check(self, action: dict[str, Any]) -> None:
            after = engine.observe()
            step = Transition(self.observation, action, after)
            for invariant in invariants:
                message = invariant.check(step)
                if message:
                    self.fail(invariant.name, invariant.clauses, message)
            self.observation = after

        @rule(rate=st.integers(0, 99), pick=st.integers(0, 2**16))
        def step(self, rate: int, pick: int) -> None:
            actions = engine.legal_actions()
            if engine.is_terminal() or self.observation["result"]["over"]:
                if actions:
                    self.fail("no-actions-after-the-end", ("1-2-1",), f"finished game lists actions {actions[:3]}")
                self.check({"type": "observe"})  # a finished game must look the same every time it is observed
                return
            if not actions:
                self.fail("actions-while-running", ("6-1-2",), "an unfinished game lists no legal action")
            if rate < ILLEGAL_RATE:
                self.try_illegal(actions, pick)
                return
            playable = [a for a in actions if a.get("type") != "concede"] if rate >= CONCEDE_RATE else actions
            action = (playable or actions)[pick % len(playable or actions)]
            self.actions.append(action)
            try:
                engine.apply(copy.deepcopy(action))
            except (IllegalActionError, EngineError) as error:
                self.fail("legal-actions-are-accepted", ("8-1-1",), f"listed action {action} was rejected: {error}")
            self.check(action)

        def try_illegal(self, actions: list[dict[str, Any]], pick: int) -> None:
            base = actions[pick % len(actions)]
            fields = [f for f in CARD_FIELDS if f in base]
            if fields:
                attempt = {**base, fields[pick % len(fields)]: "no-such-card"}
            elif base.get("type") != "concede" and "player" in base:
                attempt = {**base, "player": "p2" if base["player"] == "p1" else "p1"}
            else:
                return
            before = engine.observe()
            try:
                engine.apply(copy.deepcopy(attempt))
            except (IllegalActionError, EngineError):
                if engine.observe() != before:
                    self.fail("rejection-changes-nothing", ("1-3-2",), f"rejecting {attempt} changed the state")
                return
            self.actions.append(attempt)
            self.fail("impossible-actions-are-rejected", ("1-3-2",), f"the engine accepted {attempt}")

        def teardown(self) -> None:
            if not self.setup or self.broken:  # a violation already stands; replaying would hide it
                return
            engine.start(game, copy.deepcopy(self.setup))
            for action in self.actions:
                engine.apply(copy.deepcopy(action))
            if engine.observe() != self.observation:
                self.fail("determinism", ("5-2-1-2",), "replaying the same setup and actions gave another state")

    EngineMachine.__name__ = f"{game.capitalize()}EngineMachine"
    return EngineMachine


EngineFactory = Callable[[], Engine]
