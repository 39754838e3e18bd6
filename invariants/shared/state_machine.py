"""A Hypothesis state machine that drives any engine of any game and checks invariants after every step.

It starts from a setup the game's kit generates; then, step after step, Hypothesis chooses one of
its rules whose precondition holds and the rule draws its action with ``st.sampled_from`` from the
engine's own ``legal_actions()``:

* ``play``: a listed action other than a concession;
* ``try_impossible``: a listed action the kit makes impossible (a card that does not exist, the
  other player acting), which must be rejected and change nothing;
* ``concede``: a concession, by the player deciding (listed) or by any other player (either player
  may concede at any time); allowed only from a step drawn for each run (``concede_from``), so
  that most runs play long games and some concede, early or late;
* ``observe_the_end``: once the game is over, observe it again (it must stay as it is).

Hypothesis's swarm testing also switches rules off for whole runs, so some runs only play. After
every step the ``@invariant`` methods check the game's invariants and the generic ones; at the
end the game is replayed to check determinism. A failure is reported as a ready-to-paste Gherkin
scenario built from the shortest trace Hypothesis finds, citing the broken invariant's clauses.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from tcgjudge.invariants.shared import generic
from tcgjudge.invariants.shared.records import Invariant, InvariantKit, Transition, game_kit, starting_step

from tcgjudge.engine.interface import Action, Engine, EngineError, IllegalActionError, Setup

CONCEDE_HORIZON = 100
"""Each run may concede from a step drawn in 0..CONCEDE_HORIZON: under the ``ci`` profile (40 steps) about
two runs in five reach theirs, under ``deep`` (100 steps) nearly all, each at another depth."""
IMPOSSIBLE_VARIANTS = 4
"""How many ways the kit is asked to spoil one listed action (its ``pick``: which card field, which card)."""
START: Action = {"type": "start"}
OBSERVE: Action = {"type": "observe"}


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


def gherkin(
    setup: Setup, actions: list[Action], broken: str, clauses: tuple[str, ...], tried: Action | None = None
) -> str:
    """The trace as a Gherkin scenario, using the shared trace steps; untagged when the invariant cites no clause.

    ``tried``: an impossible action tried last (``When this action is tried:``), which the engine must reject."""
    title = f"{clauses[0]} regression found by the invariants: {broken}" if clauses else f"Regression: {broken}"
    lines = [f"  {' '.join(f'@clause:{clause}' for clause in clauses)}"] if clauses else []
    lines += [f"  Scenario: {title}", *trace_steps(setup, actions)]
    if tried is not None:
        lines += ["    When this action is tried:", '      """', f"      {json.dumps(tried)}", '      """']
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
    players: tuple[str, ...] = ("p1", "p2"),
) -> type[RuleBasedStateMachine]:
    """A state machine class bound to one engine, game, kit, the clauses its generic invariants cite, and the
    game's players (each of whom may concede)."""
    shared = {invariant.name: invariant for invariant in generic.generic_invariants(dict(clauses))}
    checked: tuple[Invariant, ...] = (*kit.invariants, shared[generic.RESULT_STABLE])

    class EngineMachine(RuleBasedStateMachine):
        """Plays one game per run; its rules and invariants are described in the module's docstring."""

        def __init__(self) -> None:
            super().__init__()
            self.setup: Setup = {}
            self.actions: list[Action] = []
            """The actions the engine accepted, in order (replayed by ``teardown``, written into a failure)."""
            self.rejected: list[Action] = []
            """The impossible actions tried and rejected."""
            self.observation: dict[str, Any] = {}
            self.step: Transition | None = None
            """The step the last rule took, for the invariants to check (None after a rejection: nothing moved)."""
            self.listed: list[Action] = []
            self.running = False
            self.playable: list[Action] = []
            self.concessions: list[Action] = []
            self.spoilable: list[Action] = []
            """The listed actions the kit can make impossible, while none has been tried in this state."""
            self.steps = 0
            self.concede_from = 0
            self.broken = False

        def fail(
            self, name: str, message: str, clauses: tuple[str, ...] | None = None, tried: Action | None = None
        ) -> None:
            self.broken = True
            cited = shared[name].clauses if clauses is None else clauses
            scenario = gherkin(self.setup, self.actions, name, cited, tried)
            raise InvariantViolation(f"{name} broken: {message}\n\nRegression scenario:\n{scenario}")

        def settle(self, action: Action) -> None:
            """Observe the state ``action`` led to and what the engine lists there (once per step)."""
            after = engine.observe()
            self.step = Transition(self.observation, action, after)
            self.observation = after
            self.steps += 1
            self.listed = engine.legal_actions()
            self.running = not (engine.is_terminal() or after["result"]["over"])
            self.playable = [a for a in self.listed if not kit.concedes(a)]
            self.spoilable = [a for a in self.listed if kit.impossible(a, 0) is not None]
            conceding = [a for a in self.listed if kit.concedes(a)]
            others = [{**a, "player": p} for a in conceding if "player" in a for p in players if p != a["player"]]
            self.concessions = conceding + [a for a in others if a not in conceding]

        @initialize(setup=setups, concede_from=st.integers(0, CONCEDE_HORIZON))
        def start(self, setup: Setup, concede_from: int) -> None:
            self.setup, self.concede_from = setup, concede_from
            engine.start(game, copy.deepcopy(setup))
            # The starting state is checked too, as a step from "nothing has happened yet" (a setup may end the game).
            self.observation = starting_step(engine.observe()).before
            self.settle(START)

        def take(self, action: Action, rejected: str) -> None:
            self.actions.append(action)
            try:
                engine.apply(copy.deepcopy(action))
            except (IllegalActionError, EngineError) as error:
                self.fail(generic.LEGAL_ACTIONS_ARE_ACCEPTED, f"{rejected} {action} was rejected: {error}")
            self.settle(action)

        @precondition(lambda self: self.running and bool(self.playable))
        @rule(data=st.data())
        def play(self, data: st.DataObject) -> None:
            """Take a listed action (not a concession)."""
            self.take(data.draw(st.sampled_from(self.playable), label="action"), "listed action")

        @precondition(lambda self: self.running and bool(self.concessions))
        @precondition(lambda self: self.steps > self.concede_from or not self.playable)
        @rule(data=st.data())
        def concede(self, data: st.DataObject) -> None:
            """Concede, as the player deciding or as another (either may concede at any time)."""
            self.take(data.draw(st.sampled_from(self.concessions), label="concession"), "the concession")

        @precondition(lambda self: self.running and bool(self.spoilable))
        @rule(data=st.data())
        def try_impossible(self, data: st.DataObject) -> None:
            """Try a listed action made impossible: it must be rejected and leave the observation as it was."""
            listed = data.draw(st.sampled_from(self.spoilable), label="listed")
            variant = data.draw(st.integers(0, IMPOSSIBLE_VARIANTS - 1), label="variant")
            attempt = kit.impossible(listed, variant) or kit.impossible(listed, 0)
            assert attempt is not None, "spoilable: the kit makes it impossible for pick 0"
            self.step, self.spoilable = None, []  # one attempt per state: another would try the same state again
            try:
                engine.apply(copy.deepcopy(attempt))
            except (IllegalActionError, EngineError):
                self.rejected.append(attempt)
                if engine.observe() != self.observation:
                    self.fail(generic.REJECTION_CHANGES_NOTHING, f"rejecting {attempt} changed it", tried=attempt)
                return
            self.fail(generic.IMPOSSIBLE_ACTIONS_ARE_REJECTED, f"the engine accepted {attempt}", tried=attempt)

        @precondition(lambda self: not self.running)
        @rule()
        def observe_the_end(self) -> None:
            """Observe a finished game again: it must look the same every time."""
            self.settle(OBSERVE)

        @precondition(lambda self: self.step is not None)
        @invariant()
        def the_step_keeps_every_invariant(self) -> None:
            """The game's invariants and the generic result-stable one, over the step just taken."""
            assert self.step is not None
            for checked_invariant in checked:
                message = checked_invariant.check(self.step)
                if message:
                    self.fail(checked_invariant.name, message, checked_invariant.clauses)

        @invariant()
        def actions_are_listed_while_running(self) -> None:
            """A game still running lists an action; a finished one lists none."""
            if not self.running and self.listed:
                self.fail(generic.NO_ACTIONS_AFTER_THE_END, f"finished game lists actions {self.listed[:3]}")
            if self.running and not self.listed:
                self.fail(generic.ACTIONS_WHILE_RUNNING, "an unfinished game lists no legal action")

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

    kit, declared = game_kit(game), get_game(game)
    return machine_for(engine, game, kit.setups[setups](), kit, declared.invariant_clauses, declared.players)


def all_invariants(game: str) -> tuple[Invariant, ...]:
    """Every invariant checked for ``game``: its kit's own and the generic ones with its clauses."""
    from tcgjudge.registry import get_game

    declared = get_game(game)
    own = game_kit(game).invariants if declared.invariants else ()
    return (*own, *generic.generic_invariants(dict(declared.invariant_clauses)))
