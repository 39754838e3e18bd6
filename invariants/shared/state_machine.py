"""A Hypothesis state machine that drives any engine of any game and checks invariants after every step.

It starts from a setup the game's kit generates, then repeatedly takes an action drawn from the
engine's own ``legal_actions()`` or, at a controlled rate, an action that cannot be legal (the
kit makes it). After every step it checks the game's invariants and the generic ones; at the end
it replays the game to check determinism. A failure is reported as a ready-to-paste Gherkin
scenario built from the shortest trace Hypothesis finds, citing the broken invariant's clauses.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule
from tcgjudge.invariants.shared import generic
from tcgjudge.invariants.shared.records import Invariant, InvariantKit, Transition, game_kit

from tcgjudge.engine.interface import Engine, EngineError, IllegalActionError, Setup

ILLEGAL_RATE = 10  # percent of steps that try an action that cannot be legal
CONCEDE_RATE = 2  # percent of steps that may concede when other actions exist
RUNNING: dict[str, Any] = {"over": False, "winner": None, "losers": [], "draw": False, "reason": None}


def compact_json(value: Any, width: int = 110, depth: int = 0) -> str:
    """``value`` as JSON, each object or list on one line when it fits in ``width`` (so a deck is a few lines)."""
    flat = json.dumps(value)
    if len(flat) + depth <= width or not isinstance(value, (dict, list)) or not value:
        return flat
    inner = " " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(key)}: {compact_json(item, width, depth + 1)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    parts = [compact_json(item, width, depth + 1) for item in value]
    lines: list[str] = []
    for part in parts:  # items that fit share a line, as many as the width takes
        if lines and "\n" not in part and "\n" not in lines[-1] and len(lines[-1]) + len(part) + 2 <= width:
            lines[-1] += f", {part}"
        else:
            lines.append(f"{inner}{part}")
    return "[\n" + ",\n".join(lines) + "\n" + " " * depth + "]"


def trace_steps(setup: Setup, actions: list[dict[str, Any]], tried: list[bool] | None = None) -> list[str]:
    """A setup and actions as the shared trace steps (``tried[i]``: action ``i`` may be refused, a "tries" step)."""
    lines = [
        "    Given the game starts from this setup:",
        '      """',
        *(f"      {line}" for line in compact_json(setup).splitlines()),
        '      """',
    ]
    for number, action in enumerate(actions):
        player = action.get("player")
        if tried and tried[number] and player in ("p1", "p2"):
            lines.append(f"    When {player} tries the action:")
        else:
            lines.append("    When this action is taken:")
        lines += ['      """', f"      {json.dumps(action)}", '      """']
    return lines


def gherkin(setup: Setup, actions: list[dict[str, Any]], broken: str, clauses: tuple[str, ...]) -> str:
    """The trace as a Gherkin scenario, using the shared trace steps; untagged when the invariant cites no clause."""
    title = f"{clauses[0]} regression found by the invariants: {broken}" if clauses else f"Regression: {broken}"
    lines = [f"  {' '.join(f'@clause:{clause}' for clause in clauses)}"] if clauses else []
    lines += [f"  Scenario: {title}", *trace_steps(setup, actions)]
    lines.append(f'    Then the invariant "{broken}" holds')
    return "\n".join(lines)


class InvariantViolation(AssertionError):
    """An invariant broken by an engine, with the trace that breaks it."""


def machine_for(
    engine: Engine,
    game: str,
    setups: st.SearchStrategy[Setup],
    kit: InvariantKit,
    clauses: Mapping[str, tuple[str, ...]],
) -> type[RuleBasedStateMachine]:
    """A state machine class bound to one engine, game, kit, and the clauses its generic invariants cite."""
    shared = {invariant.name: invariant for invariant in generic.generic_invariants(dict(clauses))}
    checked: tuple[Invariant, ...] = (*kit.invariants, shared[generic.RESULT_STABLE])

    class EngineMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.setup: Setup = {}
            self.actions: list[dict[str, Any]] = []
            self.observation: dict[str, Any] = {}
            self.broken = False

        def fail(self, name: str, message: str, clauses: tuple[str, ...] | None = None) -> None:
            self.broken = True
            cited = shared[name].clauses if clauses is None else clauses
            scenario = gherkin(self.setup, self.actions, name, cited)
            raise InvariantViolation(f"{name} broken: {message}\n\nRegression scenario:\n{scenario}")

        @initialize(setup=setups)
        def start(self, setup: Setup) -> None:
            self.setup = setup
            engine.start(game, copy.deepcopy(setup))
            # Check the starting state too, as a step from "nothing has happened yet" (a setup may end the game).
            after = engine.observe()
            self.observation = copy.deepcopy(after) | {"log": [], "result": RUNNING}
            self.check({"type": "start"})

        def check(self, action: dict[str, Any]) -> None:
            after = engine.observe()
            step = Transition(self.observation, action, after)
            for invariant in checked:
                message = invariant.check(step)
                if message:
                    self.fail(invariant.name, message, invariant.clauses)
            self.observation = after

        @rule(rate=st.integers(0, 99), pick=st.integers(0, 2**16))
        def step(self, rate: int, pick: int) -> None:
            actions = engine.legal_actions()
            if engine.is_terminal() or self.observation["result"]["over"]:
                if actions:
                    self.fail(generic.NO_ACTIONS_AFTER_THE_END, f"finished game lists actions {actions[:3]}")
                self.check({"type": "observe"})  # a finished game must look the same every time it is observed
                return
            if not actions:
                self.fail(generic.ACTIONS_WHILE_RUNNING, "an unfinished game lists no legal action")
            if rate < ILLEGAL_RATE:
                self.try_impossible(actions, pick)
                return
            playable = [a for a in actions if not kit.concedes(a)] if rate >= CONCEDE_RATE else actions
            action = (playable or actions)[pick % len(playable or actions)]
            self.actions.append(action)
            try:
                engine.apply(copy.deepcopy(action))
            except (IllegalActionError, EngineError) as error:
                self.fail(generic.LEGAL_ACTIONS_ARE_ACCEPTED, f"listed action {action} was rejected: {error}")
            self.check(action)

        def try_impossible(self, actions: list[dict[str, Any]], pick: int) -> None:
            attempt = kit.impossible(actions[pick % len(actions)], pick)
            if attempt is None:
                return
            before = engine.observe()
            try:
                engine.apply(copy.deepcopy(attempt))
            except (IllegalActionError, EngineError):
                if engine.observe() != before:
                    self.fail(generic.REJECTION_CHANGES_NOTHING, f"rejecting {attempt} changed the state")
                return
            self.actions.append(attempt)
            self.fail(generic.IMPOSSIBLE_ACTIONS_ARE_REJECTED, f"the engine accepted {attempt}")

        def teardown(self) -> None:
            if not self.setup or self.broken:  # a violation already stands; replaying would hide it
                return
            engine.start(game, copy.deepcopy(self.setup))
            for action in self.actions:
                engine.apply(copy.deepcopy(action))
            if engine.observe() != self.observation:
                self.fail(generic.DETERMINISM, "replaying the same setup and actions gave another state")

    EngineMachine.__name__ = f"{game.capitalize()}EngineMachine"
    return EngineMachine


def game_machine(engine: Engine, game: str, setups: str) -> type[RuleBasedStateMachine]:
    """The state machine of a registered game, starting from its kit's setups named ``setups``."""
    from tcgjudge.registry import get_game

    kit = game_kit(game)
    return machine_for(engine, game, kit.setups[setups](), kit, get_game(game).invariant_clauses)


def all_invariants(game: str) -> tuple[Invariant, ...]:
    """Every invariant checked for ``game``: its kit's own and the generic ones with its clauses."""
    from tcgjudge.registry import get_game

    declared = get_game(game)
    own = game_kit(game).invariants if declared.invariants else ()
    return (*own, *generic.generic_invariants(dict(declared.invariant_clauses)))
