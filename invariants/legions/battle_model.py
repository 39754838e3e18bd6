"""Z3 model of the outcome of one Legions! battle (34-7, 39-4, 10-1, 11-2, 11-3, 11-5, 08-5, 24-2a, 24-3a).

A minion attacks a minion, a lord or a master of the opponent. By the text:

* 34-7: attacker and target deal each other battle damage equal to their ATK, at the same time;
* 39-4: when exactly one of them has First Strike, its damage is dealt first, on either side; a unit it
  breaks has left the field (10-1) and deals nothing back (docs/legions-data.md, Decisions: 39-4 with
  10-1); with First Strike on both sides, or on neither, the exchange is simultaneous;
* 10-1 / 11-3: a minion or lord breaks when the damage it has taken this turn, the damage carried over
  from earlier in the turn included, reaches its HP;
* 11-5: damage of 0 is no damage (an ATK-0 unit changes nothing);
* a master has no ATK (14-3h), so an attacked master deals no damage; it loses life equal to the
  attacker's ATK (11-2), floored at 0 (08-5);
* 24-2a / 24-3a: the game ends when that life reaches 0.

Inputs are what a declared state can say before the attack: an open unit has taken less damage than
its HP (or it would have broken, 10-1), ATK is 0 or more (09-2) and life is 1..20 (08-4; at 0 the game
would be over). A master target's unit fields are fixed at ATK 0, HP 0, no damage, no First Strike.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass

import z3

CLAUSES = ("34-7", "39-4", "10-1", "11-2", "11-3", "11-5", "08-5", "24-2a", "24-3a")
TARGET_KINDS = ("minion", "lord", "master")
MAX_LIFE = 20  # 08-4
BOUND = 6
"""Largest ATK and HP the boundary cases use."""
EDGE_MIN_HP = 3
"""Smallest HP of a unit in the boundary cases: room for carried damage, and beyond the trivial 1-HP units."""


@dataclass(frozen=True)
class Battle:
    """One battle's inputs: the attacking minion and its target (with the target's master's life)."""

    attacker_atk: int
    attacker_hp: int
    attacker_damage: int
    attacker_first_strike: bool
    target: str  # one of TARGET_KINDS
    target_atk: int = 0
    target_hp: int = 0
    target_damage: int = 0
    target_first_strike: bool = False
    life: int = MAX_LIFE

    @property
    def name(self) -> str:
        """A short test id: ``A2/3-1fs>minion1/2-0`` (ATK/HP-damage, First Strike) or ``...>master@5``."""
        side = f"A{self.attacker_atk}/{self.attacker_hp}-{self.attacker_damage}"
        side += "fs" if self.attacker_first_strike else ""
        if self.target == "master":
            return f"{side}>master@{self.life}"
        fs = "fs" if self.target_first_strike else ""
        return f"{side}>{self.target}{self.target_atk}/{self.target_hp}-{self.target_damage}{fs}"

    @property
    def first_strike(self) -> bool:
        """Whether either side has First Strike (what an engine needs ``keyword.first_strike`` for)."""
        return self.attacker_first_strike or self.target_first_strike


@dataclass(frozen=True)
class Outcome:
    """What the battle leaves: breaks, the damage dealt to each side (0: none, 11-5), the damage on each
    unit still on the field, the target master's life, the end of the game."""

    attacker_broken: bool
    target_broken: bool
    dealt_to_attacker: int
    dealt_to_target: int
    attacker_damage: int
    target_damage: int
    life: int
    game_over: bool


@dataclass
class BattleModel:
    attacker_atk: z3.ArithRef
    attacker_hp: z3.ArithRef
    attacker_damage: z3.ArithRef
    attacker_first_strike: z3.BoolRef
    target_kind: z3.ArithRef  # the index of the target's kind in TARGET_KINDS
    target_atk: z3.ArithRef
    target_hp: z3.ArithRef
    target_damage: z3.ArithRef
    target_first_strike: z3.BoolRef
    life: z3.ArithRef
    attacker_broken: z3.BoolRef
    target_broken: z3.BoolRef
    dealt_to_attacker: z3.ArithRef
    dealt_to_target: z3.ArithRef
    attacker_damage_after: z3.ArithRef
    target_damage_after: z3.ArithRef
    life_after: z3.ArithRef
    game_over: z3.BoolRef
    constraints: list[z3.BoolRef]

    @property
    def target_is_master(self) -> z3.BoolRef:
        return self.target_kind == TARGET_KINDS.index("master")


def _dealt(amount: z3.ArithRef) -> z3.ArithRef:
    """11-5: damage of 0 or less is no damage at all."""
    return z3.If(amount > 0, amount, 0)


def build(prefix: str = "") -> BattleModel:
    """The model: the domain of the inputs, and the outputs defined from them.

    ``prefix`` names the variables, so that two battles can be compared in one proof.
    """

    def ints(names: str) -> list[z3.ArithRef]:
        return [z3.Int(prefix + name) for name in names.split()]

    def bools(names: str) -> list[z3.BoolRef]:
        return [z3.Bool(prefix + name) for name in names.split()]

    attacker_atk, attacker_hp, attacker_damage = ints("attacker_atk attacker_hp attacker_damage")
    target_kind, target_atk, target_hp, target_damage = ints("target_kind target_atk target_hp target_damage")
    attacker_first_strike, target_first_strike = bools("attacker_first_strike target_first_strike")
    (life,) = ints("life")
    attacker_broken, target_broken, game_over = bools("attacker_broken target_broken game_over")
    attacker_damage_after, target_damage_after, life_after = ints(
        "attacker_damage_after target_damage_after life_after"
    )
    dealt_to_attacker, dealt_to_target = ints("dealt_to_attacker dealt_to_target")
    master = target_kind == TARGET_KINDS.index("master")
    domain = [
        attacker_atk >= 0,  # 09-2
        attacker_hp >= 1,
        attacker_damage >= 0,
        attacker_damage < attacker_hp,  # 10-1: an open unit has taken less than its HP
        target_kind >= 0,
        target_kind < len(TARGET_KINDS),
        life >= 1,  # at 0 the game would already be over (24-3a)
        life <= MAX_LIFE,  # 08-4
        z3.If(
            master,  # 14-3h: a master has no ATK or HP, and takes its damage as life (11-2)
            z3.And(target_atk == 0, target_hp == 0, target_damage == 0, z3.Not(target_first_strike)),
            z3.And(target_atk >= 0, target_hp >= 1, target_damage >= 0, target_damage < target_hp),
        ),
    ]
    to_target = _dealt(attacker_atk)
    to_attacker = _dealt(z3.If(master, 0, target_atk))  # 14-3h: an attacked master deals no damage back
    # 10-1 / 11-3: a unit breaks when the damage on it, carried over from earlier in the turn, reaches its HP.
    attacker_would_break = attacker_damage + to_attacker >= attacker_hp
    target_would_break = z3.And(z3.Not(master), target_damage + to_target >= target_hp)
    # 39-4: only one side with First Strike strikes first; a unit it breaks deals nothing back.
    attacker_first = z3.And(attacker_first_strike, z3.Not(target_first_strike))
    target_first = z3.And(target_first_strike, z3.Not(attacker_first_strike))
    attacker_strikes = z3.Not(z3.And(target_first, attacker_would_break))
    target_strikes = z3.Not(z3.And(attacker_first, target_would_break))
    outputs = [
        dealt_to_attacker == z3.If(target_strikes, to_attacker, 0),
        dealt_to_target == z3.If(attacker_strikes, to_target, 0),
        attacker_broken == z3.And(target_strikes, attacker_would_break),
        target_broken == z3.And(attacker_strikes, target_would_break),
        attacker_damage_after == attacker_damage + dealt_to_attacker,
        target_damage_after == target_damage + z3.If(master, 0, dealt_to_target),
        # 11-2 / 08-5: the attacked master loses life equal to the damage, never below 0.
        life_after == z3.If(master, z3.If(life > dealt_to_target, life - dealt_to_target, 0), life),
        game_over == (life_after == 0),  # 24-2a / 24-3a
    ]
    return BattleModel(
        attacker_atk,
        attacker_hp,
        attacker_damage,
        attacker_first_strike,
        target_kind,
        target_atk,
        target_hp,
        target_damage,
        target_first_strike,
        life,
        attacker_broken,
        target_broken,
        dealt_to_attacker,
        dealt_to_target,
        attacker_damage_after,
        target_damage_after,
        life_after,
        game_over,
        [*domain, *outputs],
    )


def _inputs(model: BattleModel, battle: Battle) -> list[z3.BoolRef]:
    return [
        model.attacker_atk == battle.attacker_atk,
        model.attacker_hp == battle.attacker_hp,
        model.attacker_damage == battle.attacker_damage,
        model.attacker_first_strike == battle.attacker_first_strike,
        model.target_kind == TARGET_KINDS.index(battle.target),
        model.target_atk == battle.target_atk,
        model.target_hp == battle.target_hp,
        model.target_damage == battle.target_damage,
        model.target_first_strike == battle.target_first_strike,
        model.life == battle.life,
    ]


def _number(values: z3.ModelRef, term: z3.ArithRef) -> int:
    return int(values.eval(term, model_completion=True).as_long())


def _truth(values: z3.ModelRef, term: z3.BoolRef) -> bool:
    return bool(z3.is_true(values.eval(term, model_completion=True)))


def outcome(battle: Battle) -> Outcome:
    """The model's verdict for one concrete battle (ValueError when its inputs are outside the domain)."""
    model = build()
    solver = z3.Solver()
    solver.add(*model.constraints, *_inputs(model, battle))
    if solver.check() != z3.sat:
        raise ValueError(f"no such battle by the rules: {asdict(battle)}")
    values = solver.model()
    return Outcome(
        attacker_broken=_truth(values, model.attacker_broken),
        target_broken=_truth(values, model.target_broken),
        dealt_to_attacker=_number(values, model.dealt_to_attacker),
        dealt_to_target=_number(values, model.dealt_to_target),
        attacker_damage=_number(values, model.attacker_damage_after),
        target_damage=_number(values, model.target_damage_after),
        life=_number(values, model.life_after),
        game_over=_truth(values, model.game_over),
    )


def _battle(model: BattleModel, values: z3.ModelRef) -> Battle:
    return Battle(
        attacker_atk=_number(values, model.attacker_atk),
        attacker_hp=_number(values, model.attacker_hp),
        attacker_damage=_number(values, model.attacker_damage),
        attacker_first_strike=_truth(values, model.attacker_first_strike),
        target=TARGET_KINDS[_number(values, model.target_kind)],
        target_atk=_number(values, model.target_atk),
        target_hp=_number(values, model.target_hp),
        target_damage=_number(values, model.target_damage),
        target_first_strike=_truth(values, model.target_first_strike),
        life=_number(values, model.life),
    )


def edges(model: BattleModel) -> Iterator[tuple[str, list[z3.BoolRef]]]:
    """Each edge of the rules, named, as constraints on the inputs.

    For a minion or lord target: each side's ATK exactly its foe's remaining HP, one less, or one more,
    under each of the four First Strike combinations, with and without damage carried over on both
    units. For a master: the attacker's ATK exactly its life, one less, or one more, with and without
    First Strike on the attacker.
    """
    kinds = {kind: model.target_kind == TARGET_KINDS.index(kind) for kind in TARGET_KINDS}
    offsets = (0, -1, 1)
    first_strikes = [(a, t) for a in (False, True) for t in (False, True)]
    for kind in ("minion", "lord"):
        for (a_fs, t_fs), at_target, at_attacker, carried in (
            (fs, x, y, c) for fs in first_strikes for x in offsets for y in offsets for c in (False, True)
        ):
            yield (
                f"{kind} fs={a_fs}/{t_fs} {at_target:+d}/{at_attacker:+d} carried={carried}",
                [
                    kinds[kind],
                    model.attacker_first_strike == a_fs,
                    model.target_first_strike == t_fs,
                    model.attacker_atk - (model.target_hp - model.target_damage) == at_target,
                    model.target_atk - (model.attacker_hp - model.attacker_damage) == at_attacker,
                    z3.And(model.attacker_damage >= 1, model.target_damage >= 1)
                    if carried
                    else z3.And(model.attacker_damage == 0, model.target_damage == 0),
                    model.life == MAX_LIFE,
                ],
            )
    for a_fs, offset, carried in ((a, o, c) for a in (False, True) for o in offsets for c in (False, True)):
        yield (
            f"master fs={a_fs} {offset:+d} carried={carried}",
            [
                kinds["master"],
                model.attacker_first_strike == a_fs,
                model.attacker_atk - model.life == offset,
                model.attacker_atk >= 1,  # one less than the life is then real damage that does not end the game
                model.attacker_damage >= 1 if carried else model.attacker_damage == 0,
            ],
        )


def boundary_cases(per_edge: int = 1) -> list[Battle]:
    """Battles on each edge of the rules (see :func:`edges`), ``per_edge`` of each, found by Z3.

    ATK stays within 0..BOUND and HP within EDGE_MIN_HP..BOUND (a master's HP is none, 0).
    """
    model = build()
    found: list[Battle] = []
    for _, edge in edges(model):
        solver = z3.Solver()
        solver.add(*model.constraints, *edge)
        for term in (model.attacker_atk, model.attacker_hp, model.target_atk, model.target_hp):
            solver.add(term <= BOUND)
        solver.add(model.attacker_hp >= EDGE_MIN_HP, z3.Or(model.target_is_master, model.target_hp >= EDGE_MIN_HP))
        for _ in range(per_edge):
            if solver.check() != z3.sat:
                break
            battle = _battle(model, solver.model())
            found.append(battle)
            solver.add(z3.Not(z3.And(*_inputs(model, battle))))
    return found
