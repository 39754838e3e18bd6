"""Z3 model of playing a Character or a Stage given the area counts (3-7-6, 3-8-5, 6-5-3).

A card can be played when its cost can be paid by resting active DON!!. The
Character area holds at most five Characters and the Stage area one Stage; with
the area full, playing one more means trashing one already there first, so the
count never goes above the limit.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

CHARACTER_LIMIT = 5
STAGE_LIMIT = 1
CLAUSES = ("3-7-6", "3-7-6-1", "3-8-5", "3-8-5-1")


@dataclass
class PlayModel:
    in_area: z3.ArithRef
    cost: z3.ArithRef
    active_don: z3.ArithRef
    limit: z3.ArithRef
    playable: z3.BoolRef
    must_trash_first: z3.BoolRef
    after: z3.ArithRef
    constraints: list[z3.BoolRef]


def build(limit: int) -> PlayModel:
    in_area, cost, active_don, after = z3.Ints("in_area cost active_don after")
    playable, must_trash = z3.Bools("playable must_trash_first")
    limit_value = z3.IntVal(limit)
    constraints = [
        in_area >= 0,
        in_area <= limit_value,
        cost >= 0,
        active_don >= 0,
        playable == (cost <= active_don),
        must_trash == z3.And(playable, in_area == limit_value),
        after == z3.If(playable, z3.If(in_area == limit_value, in_area, in_area + 1), in_area),
    ]
    return PlayModel(in_area, cost, active_don, limit_value, playable, must_trash, after, constraints)


def evaluate(limit: int, in_area: int, cost: int, active_don: int) -> tuple[bool, bool, int]:
    """(playable, must trash first, count afterwards) for concrete numbers."""
    model = build(limit)
    solver = z3.Solver()
    solver.add(*model.constraints)
    solver.add(model.in_area == in_area, model.cost == cost, model.active_don == active_don)
    assert solver.check() == z3.sat
    values = solver.model()
    return (
        z3.is_true(values.eval(model.playable, model_completion=True)),
        z3.is_true(values.eval(model.must_trash_first, model_completion=True)),
        values.eval(model.after, model_completion=True).as_long(),
    )
