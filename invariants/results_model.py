"""Z3 model of how a game ends: who wins, who loses, when nobody wins.

One model, parametrised per game, because the four games settle simultaneous
losses differently:

* One Piece (1-2-1, 1-2-2, 9-2-1): every player meeting a loss condition at the
  same check loses; if all do, nobody wins.
* Granblue Fantasy (1-2-3) and Cipher (3.2): all players losing at once is a draw.
* Legions! (24-4a, 24-4c): a loss beats a victory and the check is made from the
  turn player's side, so in a double knock-out the turn player loses.

Inputs are what holds at one check (a rule-processing point, or the instant of a
concession or a win/lose effect); outputs are the result. ``prove`` checks a
property holds for every input; ``expected`` evaluates the result for concrete
inputs so an engine's outcome can be compared with the model's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import z3

PLAYERS = ("p1", "p2")
Simultaneous = Literal["all_lose", "draw", "turn_player_loses"]


@dataclass(frozen=True)
class ResultRules:
    """How one game settles the end of a game, with the clauses that say so."""

    game: str
    simultaneous: Simultaneous
    clauses: tuple[str, ...]


RULES: dict[str, ResultRules] = {
    "onepiece": ResultRules("onepiece", "all_lose", ("1-2-1", "1-2-2", "1-2-3", "1-2-5", "9-2-1")),
    "gbf": ResultRules("gbf", "draw", ("1-2-1", "1-2-2", "1-2-3", "1-2-4", "1-2-5")),
    "cipher": ResultRules("cipher", "draw", ("3.1", "3.2")),
    "legions": ResultRules("legions", "turn_player_loses", ("24-1", "24-3d", "24-4a", "24-4c")),
}


@dataclass
class ResultModel:
    """Z3 variables of one check: the conditions per player and the result they lead to."""

    rules: ResultRules
    concede: dict[str, z3.BoolRef]
    condition_loss: dict[str, z3.BoolRef]
    effect_win: dict[str, z3.BoolRef]
    effect_lose: dict[str, z3.BoolRef]
    turn_player_is_p1: z3.BoolRef
    loses: dict[str, z3.BoolRef]
    wins: dict[str, z3.BoolRef]
    over: z3.BoolRef
    nobody_wins: z3.BoolRef
    constraints: list[z3.BoolRef]


def build(rules: ResultRules) -> ResultModel:
    """Encode the end-of-game rules of ``rules.game``."""

    def flags(name: str) -> dict[str, z3.BoolRef]:
        return {p: z3.Bool(f"{name}_{p}") for p in PLAYERS}

    concede, condition_loss = flags("concede"), flags("condition_loss")
    effect_win, effect_lose = flags("effect_win"), flags("effect_lose")
    turn_p1 = z3.Bool("turn_player_is_p1")
    other = {"p1": "p2", "p2": "p1"}
    # A player fails when they concede, meet a loss condition, lose by an effect,
    # or their opponent wins by an effect (1-2-5 and its equivalents).
    # Concession is immediate and outside rule processing (One Piece 1-2-3, GBF 1-2-4, Legions! 24-3d):
    # when anyone concedes, exactly the conceding players lose.
    anyone_concedes = z3.Or(concede["p1"], concede["p2"])
    fails = {
        p: z3.If(anyone_concedes, concede[p], z3.Or(condition_loss[p], effect_lose[p], effect_win[other[p]]))
        for p in PLAYERS
    }
    both = z3.And(z3.Not(anyone_concedes), fails["p1"], fails["p2"])
    loses = {p: z3.Bool(f"loses_{p}") for p in PLAYERS}
    wins = {p: z3.Bool(f"wins_{p}") for p in PLAYERS}
    constraints: list[z3.BoolRef] = []
    for p in PLAYERS:
        is_turn_player = turn_p1 if p == "p1" else z3.Not(turn_p1)
        if rules.simultaneous == "turn_player_loses":
            # Legions!: a double knock-out is lost by the turn player only.
            constraints.append(loses[p] == z3.If(both, is_turn_player, fails[p]))
        elif rules.simultaneous == "draw":
            constraints.append(loses[p] == z3.And(fails[p], z3.Not(both)))  # all losing at once: a draw
        else:
            constraints.append(loses[p] == fails[p])
        constraints.append(wins[p] == z3.And(z3.Not(loses[p]), loses[other[p]]))
    over = z3.Or(fails["p1"], fails["p2"])
    nobody_wins = z3.And(over, z3.Not(wins["p1"]), z3.Not(wins["p2"]))
    return ResultModel(
        rules, concede, condition_loss, effect_win, effect_lose, turn_p1, loses, wins, over, nobody_wins, constraints
    )


def prove(model: ResultModel, claim: z3.BoolRef) -> z3.ModelRef | None:
    """None when ``claim`` holds for every input; otherwise a counterexample."""
    solver = z3.Solver()
    solver.add(*model.constraints)
    solver.add(z3.Not(claim))
    return solver.model() if solver.check() == z3.sat else None


@dataclass(frozen=True)
class Expected:
    """The result the model gives for concrete inputs."""

    over: bool
    winner: str | None
    losers: frozenset[str]


def expected(
    game: str,
    *,
    concede: frozenset[str] = frozenset(),
    condition_loss: frozenset[str] = frozenset(),
    effect_win: frozenset[str] = frozenset(),
    effect_lose: frozenset[str] = frozenset(),
    turn_player: str = "p1",
) -> Expected:
    """Evaluate the model of ``game`` at one check with the given conditions met."""
    model = build(RULES[game])
    solver = z3.Solver()
    solver.add(*model.constraints)
    for variables, chosen in (
        (model.concede, concede),
        (model.condition_loss, condition_loss),
        (model.effect_win, effect_win),
        (model.effect_lose, effect_lose),
    ):
        for player, variable in variables.items():
            solver.add(variable == (player in chosen))
    solver.add(model.turn_player_is_p1 == (turn_player == "p1"))
    if solver.check() != z3.sat:
        raise AssertionError("the result model is contradictory for these inputs")
    values = solver.model()

    def true(expression: z3.BoolRef) -> bool:
        return bool(z3.is_true(values.eval(expression, model_completion=True)))

    winners = [p for p in PLAYERS if true(model.wins[p])]
    return Expected(
        over=true(model.over),
        winner=winners[0] if winners else None,
        losers=frozenset(p for p in PLAYERS if true(model.loses[p])),
    )
