"""Z3 model of how a game ends: who wins, who loses, when nobody wins.

One model, parametrised by each game's :class:`ResultRules` (declared in ``games/<key>.py``).
Inputs are what holds at one instant: a concession, an effect saying a player wins or loses,
and the win and loss conditions a check finds. The instant is settled in this order:

1. a concession (immediate, untouched by cards): the conceding player loses;
2. with ``effects_immediate``, an effect's win or loss: it ends the game while it is applied, so
   a loss condition still waiting for the next check never counts (it would have been checked later);
3. the check of conditions, settled by ``simultaneous``.

One player acts at one instant: at most one concession and at most one effect result are inputs
together. ``prove`` checks a property for every input; ``expected`` evaluates concrete inputs so an
engine's outcome can be compared with the model's.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3
from tcgjudge.invariants.shared.result_rules import ResultRules

PLAYERS = ("p1", "p2")
OTHER = {"p1": "p2", "p2": "p1"}


@dataclass
class ResultModel:
    """Z3 variables of one instant: the inputs per player and the result they lead to."""

    rules: ResultRules
    concede: dict[str, z3.BoolRef]
    condition_loss: dict[str, z3.BoolRef]
    condition_win: dict[str, z3.BoolRef]
    effect_win: dict[str, z3.BoolRef]
    effect_lose: dict[str, z3.BoolRef]
    turn_player_is_p1: z3.BoolRef
    loses: dict[str, z3.BoolRef]
    wins: dict[str, z3.BoolRef]
    over: z3.BoolRef
    nobody_wins: z3.BoolRef
    constraints: list[z3.BoolRef]


def _flags(name: str) -> dict[str, z3.BoolRef]:
    return {p: z3.Bool(f"{name}_{p}") for p in PLAYERS}


def _checked(
    rules: ResultRules, loss: dict[str, z3.BoolRef], win: dict[str, z3.BoolRef], turn_p1: z3.BoolRef
) -> dict[str, z3.BoolRef]:
    """Who loses at a check of conditions, by the game's rule for simultaneous losses."""
    if rules.simultaneous == "turn_player_first":
        # The turn player's side is settled first; meeting a loss and a win condition together is a loss.
        def first_loser(turn: str) -> dict[str, z3.BoolRef]:
            rest = OTHER[turn]
            turn_loses = loss[turn]
            turn_wins = z3.And(z3.Not(loss[turn]), win[turn])
            rest_loses = z3.And(z3.Not(turn_loses), z3.Not(turn_wins), loss[rest])
            rest_wins = z3.And(z3.Not(turn_loses), z3.Not(turn_wins), z3.Not(loss[rest]), win[rest])
            return {turn: z3.Or(turn_loses, rest_wins), rest: z3.Or(rest_loses, turn_wins)}

        p1_turn, p2_turn = first_loser("p1"), first_loser("p2")
        return {p: z3.If(turn_p1, p1_turn[p], p2_turn[p]) for p in PLAYERS}
    both = z3.And(loss["p1"], loss["p2"])
    if rules.simultaneous == "draw":
        return {p: z3.And(loss[p], z3.Not(both)) for p in PLAYERS}
    return {p: loss[p] for p in PLAYERS}  # all_lose


def build(rules: ResultRules) -> ResultModel:
    """Encode the end-of-game rules ``rules``."""
    concede, condition_loss, condition_win = _flags("concede"), _flags("condition_loss"), _flags("condition_win")
    effect_win, effect_lose = _flags("effect_win"), _flags("effect_lose")
    turn_p1 = z3.Bool("turn_player_is_p1")
    constraints: list[z3.BoolRef] = [
        z3.AtMost(*concede.values(), 1),
        z3.AtMost(*effect_win.values(), *effect_lose.values(), 1),
    ]
    if not rules.concession:
        constraints += [z3.Not(flag) for flag in concede.values()]
    if rules.simultaneous != "turn_player_first":
        constraints += [z3.Not(flag) for flag in condition_win.values()]  # no win condition but by an effect
    conceded = z3.Or(*concede.values())
    by_effect = z3.Or(*effect_win.values(), *effect_lose.values())
    if rules.effects_immediate:
        effect_loser = {p: z3.Or(effect_lose[p], effect_win[OTHER[p]]) for p in PLAYERS}
        checked = _checked(rules, condition_loss, condition_win, turn_p1)
        loses_if_not_conceded = {p: z3.If(by_effect, effect_loser[p], checked[p]) for p in PLAYERS}
    else:
        # The effect gives a condition for the check (e.g. Legions! 24-2c, 24-3c).
        loss = {p: z3.Or(condition_loss[p], effect_lose[p]) for p in PLAYERS}
        win = {p: z3.Or(condition_win[p], effect_win[p]) for p in PLAYERS}
        loses_if_not_conceded = _checked(rules, loss, win, turn_p1)
    loses, wins = _flags("loses"), _flags("wins")
    for p in PLAYERS:
        constraints.append(loses[p] == z3.If(conceded, concede[p], loses_if_not_conceded[p]))
    over = z3.Or(conceded, by_effect, *condition_loss.values(), *condition_win.values())
    for p in PLAYERS:
        constraints.append(wins[p] == z3.And(over, z3.Not(loses[p]), loses[OTHER[p]]))
    nobody_wins = z3.And(over, z3.Not(wins["p1"]), z3.Not(wins["p2"]))
    return ResultModel(
        rules,
        concede,
        condition_loss,
        condition_win,
        effect_win,
        effect_lose,
        turn_p1,
        loses,
        wins,
        over,
        nobody_wins,
        constraints,
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
    rules: ResultRules,
    *,
    concede: frozenset[str] = frozenset(),
    condition_loss: frozenset[str] = frozenset(),
    condition_win: frozenset[str] = frozenset(),
    effect_win: frozenset[str] = frozenset(),
    effect_lose: frozenset[str] = frozenset(),
    turn_player: str = "p1",
) -> Expected:
    """Evaluate the model of ``rules`` at one instant with the given inputs."""
    model = build(rules)
    solver = z3.Solver()
    solver.add(*model.constraints)
    for variables, chosen in (
        (model.concede, concede),
        (model.condition_loss, condition_loss),
        (model.condition_win, condition_win),
        (model.effect_win, effect_win),
        (model.effect_lose, effect_lose),
    ):
        for player, variable in variables.items():
            solver.add(variable == (player in chosen))
    solver.add(model.turn_player_is_p1 == (turn_player == "p1"))
    if solver.check() != z3.sat:
        raise ValueError("these inputs cannot happen at one instant under these rules")
    values = solver.model()

    def true(expression: z3.BoolRef) -> bool:
        return bool(z3.is_true(values.eval(expression, model_completion=True)))

    winners = [p for p in PLAYERS if true(model.wins[p])]
    return Expected(
        over=true(model.over),
        winner=winners[0] if winners else None,
        losers=frozenset(p for p in PLAYERS if true(model.loses[p])),
    )


def game_rules(game: str) -> ResultRules:
    """The result rules ``game`` declares."""
    from tcgjudge.registry import get_game

    rules = get_game(game).results
    if rules is None:
        raise LookupError(f"{game} declares no result rules")
    return rules
