"""Seeded playouts and the API checks made on them, for every game with an engine.

OpenSpiel runs the same API tests over every registered game; these are ours. Each check takes
an engine and a game's invariant kit and returns the problems it found (empty when it holds),
so ``tests/test_every_game.py`` runs them over every registered game and also shows each one
failing on a deliberately broken engine. They need nothing of a game but its kit and schemas.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from tcgjudge.invariants.shared.records import Invariant, InvariantKit, Transition, broken, starting_step

from tcgjudge.engine.interface import Action, Engine, EngineError, IllegalActionError, Observation, Setup

MAX_ACTIONS = 5000
"""A playout longer than this is taken not to end (a random One Piece game takes a few hundred)."""


@dataclass
class Playout:
    """One game played by seeded random choices: what was chosen and what was seen after each step."""

    setup: Setup
    actions: list[Action] = field(default_factory=list)
    observations: list[Observation] = field(default_factory=list)
    """``observations[0]`` is the state after ``start``; ``observations[i + 1]`` the state after ``actions[i]``."""
    ended: bool = False
    problems: list[str] = field(default_factory=list)

    def transitions(self) -> list[Transition]:
        """The playout as the state machine checks it: the start as a step from itself, then each action's step."""
        steps = [starting_step(self.observations[0])]
        return steps + [
            Transition(self.observations[i], a, self.observations[i + 1]) for i, a in enumerate(self.actions)
        ]


def broken_steps(games: list[Playout], invariants: tuple[Invariant, ...]) -> list[str]:
    """Every step of the playouts that breaks one of ``invariants``: the seed, the step's index, its action and what
    broke (none when all hold)."""
    return [
        f"seed {game.setup.get('seed')}, step {index}, {step.action}: {problems}"
        for game in games
        for index, step in enumerate(game.transitions())
        if (problems := broken(invariants, step))
    ]


def logged_events(games: list[Playout]) -> set[str]:
    """The kinds of event the playouts logged (what their invariants had a chance to read)."""
    return {event["event"] for game in games for event in game.observations[-1]["log"]}


def play(engine: Engine, game: str, kit: InvariantKit, seed: int, max_actions: int = MAX_ACTIONS) -> Playout:
    """Start the kit's fresh game for ``seed`` and take seeded random listed actions until it ends.

    Concessions are taken only when nothing else is listed, so that a playout reaches a real end.
    """
    chooser = random.Random(seed)
    playout = Playout(kit.fresh_setup(seed))
    engine.start(game, copy.deepcopy(playout.setup))
    playout.observations.append(copy.deepcopy(engine.observe()))
    while len(playout.actions) < max_actions:
        listed = engine.legal_actions()
        if engine.is_terminal():
            playout.ended = True
            if listed:
                playout.problems.append(f"the finished game still lists {len(listed)} action(s), e.g. {listed[0]}")
            return playout
        if not listed:
            playout.problems.append(f"after {len(playout.actions)} actions the game is not over but lists no action")
            return playout
        playable = [action for action in listed if not kit.concedes(action)] or listed
        action = chooser.choice(playable)
        try:
            engine.apply(copy.deepcopy(action))
        except (IllegalActionError, EngineError) as error:
            playout.problems.append(f"listed action {action} was rejected after {len(playout.actions)} steps: {error}")
            return playout
        playout.actions.append(action)
        playout.observations.append(copy.deepcopy(engine.observe()))
    playout.problems.append(f"the game did not end within {max_actions} actions")
    return playout


def replay_problems(engine: Engine, game: str, playout: Playout) -> list[str]:
    """The same setup and actions must give the same observation after every step."""
    engine.start(game, copy.deepcopy(playout.setup))
    if engine.observe() != playout.observations[0]:
        return ["replaying the same setup gave another starting state"]
    for step, action in enumerate(playout.actions, start=1):
        engine.apply(copy.deepcopy(action))
        if engine.observe() != playout.observations[step]:
            return [f"the replay diverged after action {step} ({action})"]
    return []


def _replay_to(engine: Engine, game: str, playout: Playout, step: int) -> None:
    engine.start(game, copy.deepcopy(playout.setup))
    for action in playout.actions[:step]:
        engine.apply(copy.deepcopy(action))


def listed_actions_problems(engine: Engine, game: str, playout: Playout, steps: int) -> list[str]:
    """In each of the first ``steps`` states of the playout, every listed action (not only the one taken) is taken."""
    problems: list[str] = []
    for step in range(min(steps, len(playout.actions))):
        _replay_to(engine, game, playout, step)
        for index, action in enumerate(engine.legal_actions()):
            if index:
                _replay_to(engine, game, playout, step)
            try:
                engine.apply(copy.deepcopy(action))
            except (IllegalActionError, EngineError) as error:
                problems.append(f"state {step}: listed action {action} was rejected: {error}")
    return problems


def rejection_problems(engine: Engine, game: str, kit: InvariantKit, playout: Playout, every: int) -> list[str]:
    """At every ``every``-th step an impossible action is rejected and leaves the observation exactly as it was."""
    problems: list[str] = []
    engine.start(game, copy.deepcopy(playout.setup))
    for step, action in enumerate(playout.actions):
        if step % every == 0:
            attempt = kit.impossible(action, step)
            if attempt is not None:
                before = engine.observe()
                try:
                    engine.apply(copy.deepcopy(attempt))
                    problems.append(f"state {step}: the impossible action {attempt} was accepted")
                    return problems  # the game has moved on; the rest of the playout no longer applies
                except IllegalActionError:
                    if engine.observe() != before:
                        problems.append(f"state {step}: rejecting {attempt} changed the observation")
                        return problems
        engine.apply(copy.deepcopy(action))
    return problems


def seed_problems(engine: Engine, game: str, kit: InvariantKit, seeds: range) -> list[str]:
    """Different seeds must give different games (a shuffle that ignores its seed is not random)."""
    starts = []
    for seed in seeds:
        engine.start(game, copy.deepcopy(kit.fresh_setup(seed)))
        starts.append(engine.observe())
    distinct = {repr(start) for start in starts}
    return [] if len(distinct) > 1 else [f"{len(seeds)} different seeds all gave the same starting state"]


def schema_problems(schemas: str, playout: Playout) -> list[str]:
    """The setup, every action taken and every observation seen validate against the game's schemas."""
    from tcgjudge.schemas import validate

    problems = [f"setup: {problem}" for problem in validate(f"{schemas}/setup", playout.setup)]
    for step, action in enumerate(playout.actions):
        problems += [f"action {step}: {problem}" for problem in validate(f"{schemas}/action", action)]
    for step, observation in enumerate(playout.observations):
        problems += [f"observation {step}: {problem}" for problem in validate(f"{schemas}/observation", observation)]
    return problems
