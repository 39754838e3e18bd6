"""Z3 models of Granblue Fantasy damage (9-2-1-3) and armor break (9-4-2), with the loss they lead to (9-4-1, 1-2-3).

**Damage** (:func:`build`): one damage of ``base`` about to be dealt to a crew or to a captain. By the text:

* 9-2-1-3-1: the value is checked first; 0 or less ends the procedure, so nothing can raise it afterwards;
* 9-2-1-3-2, then 9-2-1-3-3: every addition, then every subtraction (additions and subtractions are 0 or more);
* 9-2-1-3-4: the card is dealt the value reached; a value of 0 or less deals nothing (docs/gbf-data.md,
  Decisions: 9-2-1-2 makes only damage of 1 or more a damage);
* 9-2-1-3-5: a crew dealt at least its HP is incapacitated (to the gauge, 9-2-2-3-1);
* 9-2-1-3-6, 9-4-2-2: a captain dealt at least its HP breaks one armor card while its player has one
  (9-4-2-3-1); with none it is incapacitated (9-4-1-3-1), a loss condition (9-4-1-3).

**Checkpoint** (:func:`build_checkpoint`): both captains may be due an armor break or be dealt lethal damage in one
sequence. 9-4 checks the losses first (9-4-1-2: every player meeting a condition loses, all of them together a
draw, 1-2-3), then the breaks: the turn player's before the non-turn player's (9-4-2-1-1); the player whose
armor breaks chooses the card (9-4-2-3-1), asked only when there are two or more to choose from (docs/gbf-data.md
(c), ``break_armor``). A due break finds the armor there, since the lethal damage was compared with the armor
present when it was dealt (9-2-1-3-6).

A reading of the text other than the one above (:class:`Reading`) builds the wrong model an engine might follow,
so the tests can show each property refuting it.

The engine comparison (``invariants/gbf/test_models.py``) samples what the data contract's card vocabulary can
build: battle damage of any base (a negative one through a continuous effect), the HP comparison and the armor.
No card text adds to or subtracts from a damage yet (9-2-1-3-2, 9-2-1-3-3), and nothing damages both captains in
one sequence (9-4-2-1-1): those parts are proved here, and compared with an engine once the vocabulary has them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass

import z3
from tcgjudge.invariants.shared.results_model import ResultModel
from tcgjudge.invariants.shared.results_model import build as build_results

CLAUSES = (
    "9-2-1-3",
    "9-2-1-3-1",
    "9-2-1-3-2",
    "9-2-1-3-3",
    "9-2-1-3-4",
    "9-2-1-3-5",
    "9-2-1-3-6",
    "9-4-2-1-1",
    "9-4-2-2",
    "9-4-2-3-1",
    "9-4-1-3-1",
    "1-2-3",
)
TARGETS = ("crew", "captain")
PLAYERS = ("p1", "p2")
MAX_HP = 12
"""The largest HP the model considers (printed HP, +2 a level card, +a charge attack's HP; 10-4-3-3-1, 2-6-1-1-2)."""
MAX_ARMOR = 5  # 5-2-1-6: five armor cards at most, laid out in the setup


@dataclass(frozen=True)
class Reading:
    """How a model reads the damage procedure: the text's reading by default, each flag a wrong one."""

    check_after_additions: bool = False
    """Wrong: the 0-or-less check made after the additions (9-2-1-3-1 makes it before them)."""
    subtract_first: bool = False
    """Wrong: subtractions applied before additions, the value floored at 0 between them (9-2-1-3-2, 9-2-1-3-3)."""
    strictly_more: bool = False
    """Wrong: a card must be dealt more than its HP (9-2-1-3-5, 9-2-1-3-6 say at least its HP)."""


TEXT = Reading()


@dataclass(frozen=True)
class Hit:
    """One damage's inputs: its value, the additions and subtractions applying to it, and its target."""

    base: int
    target: str  # one of TARGETS
    hp: int
    armor: int = 0
    added: int = 0
    subtracted: int = 0

    @property
    def name(self) -> str:
        """A short test id: ``3+1-2>captain4/a2`` (base + additions - subtractions > target HP / armor)."""
        extra = (f"+{self.added}" if self.added else "") + (f"-{self.subtracted}" if self.subtracted else "")
        armor = f"/a{self.armor}" if self.target == "captain" else ""
        return f"{self.base}{extra}>{self.target}{self.hp}{armor}"


@dataclass(frozen=True)
class Outcome:
    """What the damage does: the damage dealt (0: none), the crew incapacitated, one armor card broken, the
    captain incapacitated, the armor left."""

    dealt: int
    crew_incapacitated: bool
    armor_broken: bool
    captain_incapacitated: bool
    armor: int


@dataclass
class DamageModel:
    base: z3.ArithRef
    added: z3.ArithRef
    subtracted: z3.ArithRef
    captain: z3.BoolRef
    hp: z3.ArithRef
    armor: z3.ArithRef
    dealt: z3.ArithRef
    lethal: z3.BoolRef
    crew_incapacitated: z3.BoolRef
    armor_broken: z3.BoolRef
    captain_incapacitated: z3.BoolRef
    armor_after: z3.ArithRef
    constraints: list[z3.BoolRef]


def build(prefix: str = "", reading: Reading = TEXT) -> DamageModel:
    """The damage model: the domain of its inputs and its outputs defined from them (``prefix`` names the
    variables so that two damages can be compared in one proof)."""
    base, added, subtracted, hp, armor = (z3.Int(prefix + n) for n in ("base", "added", "subtracted", "hp", "armor"))
    captain = z3.Bool(prefix + "captain")
    dealt, armor_after = z3.Int(prefix + "dealt"), z3.Int(prefix + "armor_after")
    lethal, crew_out, broken, captain_out = (
        z3.Bool(prefix + n) for n in ("lethal", "crew_incapacitated", "armor_broken", "captain_incapacitated")
    )
    domain = [
        added >= 0,  # 9-2-1-3-2: what the additions add
        subtracted >= 0,  # 9-2-1-3-3: what the subtractions take away
        hp >= 1,
        hp <= MAX_HP,
        armor >= 0,
        armor <= MAX_ARMOR,
        z3.Implies(z3.Not(captain), armor == 0),  # a crew has no armor: the field is the captain's player's
    ]
    if reading.subtract_first:
        reduced = z3.If(base - subtracted > 0, base - subtracted, 0)
        value = reduced + added
    else:
        value = base + added - subtracted  # 9-2-1-3-2, then 9-2-1-3-3
    checked = value if reading.check_after_additions else base  # 9-2-1-3-1: checked before any addition
    outputs = [
        dealt == z3.If(z3.And(checked > 0, value > 0), value, 0),  # 9-2-1-3-4
        lethal == z3.And(dealt > 0, dealt > hp if reading.strictly_more else dealt >= hp),
        crew_out == z3.And(z3.Not(captain), lethal),  # 9-2-1-3-5
        broken == z3.And(captain, lethal, armor >= 1),  # 9-2-1-3-6, 9-4-2-2
        captain_out == z3.And(captain, lethal, armor == 0),  # 9-2-1-3-6, 9-4-1-3-1
        armor_after == armor - z3.If(broken, 1, 0),  # 9-4-2-3-1: one card turned face up
    ]
    return DamageModel(
        base,
        added,
        subtracted,
        captain,
        hp,
        armor,
        dealt,
        lethal,
        crew_out,
        broken,
        captain_out,
        armor_after,
        [*domain, *outputs],
    )


def _inputs(model: DamageModel, hit: Hit) -> list[z3.BoolRef]:
    return [
        model.base == hit.base,
        model.added == hit.added,
        model.subtracted == hit.subtracted,
        model.captain == (hit.target == "captain"),
        model.hp == hit.hp,
        model.armor == hit.armor,
    ]


def _number(values: z3.ModelRef, term: z3.ArithRef) -> int:
    return int(values.eval(term, model_completion=True).as_long())


def _truth(values: z3.ModelRef, term: z3.BoolRef) -> bool:
    return bool(z3.is_true(values.eval(term, model_completion=True)))


def outcome(hit: Hit, reading: Reading = TEXT) -> Outcome:
    """The model's verdict for one concrete damage (ValueError when its inputs are outside the domain)."""
    model = build(reading=reading)
    solver = z3.Solver()
    solver.add(*model.constraints, *_inputs(model, hit))
    if solver.check() != z3.sat:
        raise ValueError(f"no such damage by the rules: {asdict(hit)}")
    values = solver.model()
    return Outcome(
        dealt=_number(values, model.dealt),
        crew_incapacitated=_truth(values, model.crew_incapacitated),
        armor_broken=_truth(values, model.armor_broken),
        captain_incapacitated=_truth(values, model.captain_incapacitated),
        armor=_number(values, model.armor_after),
    )


def edges(model: DamageModel) -> Iterator[tuple[str, list[z3.BoolRef]]]:
    """Each edge of the damage rules, named, as constraints on the inputs: the base value 0, 1 below or 1 above
    (9-2-1-3-1); the damage dealt exactly the HP, one less or one more (9-2-1-3-5, 9-2-1-3-6); for a captain with
    no armor, one, or two or more (9-4-2-3-1)."""
    for base in (-1, 0):
        yield f"base {base}", [model.base == base, z3.Not(model.captain)]
    for target, armors in (("crew", (0,)), ("captain", (0, 1, 2))):
        for offset in (-1, 0, 1):
            for armor in armors:
                yield (
                    f"{target} dealt HP{offset:+d} armor {armor}",
                    [
                        model.captain == (target == "captain"),
                        model.base >= 1,
                        model.dealt - model.hp == offset,
                        model.armor == armor,
                    ],
                )


def boundary_cases(bound: int = 6, added: bool = False) -> list[Hit]:
    """One damage on each edge of the rules (:func:`edges`), found by Z3: base and HP within 1..``bound`` (the base
    down to -1 on its own edge), with no addition or subtraction unless ``added`` (an engine builds those only
    with card text)."""
    model = build()
    found: list[Hit] = []
    for _, edge in edges(model):
        solver = z3.Solver()
        solver.add(*model.constraints, *edge, model.base <= bound, model.base >= -1, model.hp <= bound)
        solver.add(model.hp >= 2)  # room for one less than the HP
        if not added:
            solver.add(model.added == 0, model.subtracted == 0)
        if solver.check() != z3.sat:
            continue
        values = solver.model()
        target = "captain" if _truth(values, model.captain) else "crew"
        hit = Hit(
            base=_number(values, model.base),
            target=target,
            hp=_number(values, model.hp),
            armor=_number(values, model.armor),
            added=_number(values, model.added),
            subtracted=_number(values, model.subtracted),
        )
        found.append(hit)
    return list(dict.fromkeys(found))


# -- the checkpoint: armor breaks in order, and the losses --------------------------------------------------------


@dataclass
class CheckpointModel:
    """Both players at one checkpoint: whether each captain took lethal damage (or a break effect) in the sequence,
    each player's armor and the card they would choose, the turn player; the breaks in order, the losses."""

    turn_player_is_p1: z3.BoolRef
    lethal: dict[str, z3.BoolRef]
    armor: dict[str, z3.ArithRef]
    choice: dict[str, z3.ArithRef]
    """The index of the armor card the player chooses (9-4-2-3-1); meaningful only when they break."""
    breaks: dict[str, z3.BoolRef]
    """The break is due (9-4-2-2); it runs unless the loss check ended the game first."""
    incapacitated: dict[str, z3.BoolRef]
    asked: dict[str, z3.BoolRef]
    revealed: dict[str, z3.ArithRef]
    """The index of the armor card turned face up (-1: none)."""
    armor_after: dict[str, z3.ArithRef]
    first: z3.ArithRef
    """The player whose break runs first: 1 for p1, 2 for p2, 0 when no break runs."""
    second: z3.ArithRef
    """The player whose break runs second, 0 when fewer than two run."""
    results: ResultModel
    constraints: list[z3.BoolRef]


def build_checkpoint(results: ResultModel, turn_player_first: bool = True) -> CheckpointModel:
    """The checkpoint model over ``results`` (the game's result model, e.g. ``build_results(game_rules("gbf"))``):
    an incapacitated captain is a loss condition (9-4-1-3) checked first (9-4-1-2), and decides the result there.

    ``turn_player_first`` false builds the wrong reading that runs the breaks in the order the damage came (p1's
    first here, whoever the turn player is)."""
    turn_p1 = results.turn_player_is_p1
    lethal = {p: z3.Bool(f"cp_lethal_{p}") for p in PLAYERS}
    armor = {p: z3.Int(f"cp_armor_{p}") for p in PLAYERS}
    choice = {p: z3.Int(f"cp_choice_{p}") for p in PLAYERS}
    breaks = {p: z3.Bool(f"cp_breaks_{p}") for p in PLAYERS}
    out = {p: z3.Bool(f"cp_incapacitated_{p}") for p in PLAYERS}
    asked = {p: z3.Bool(f"cp_asked_{p}") for p in PLAYERS}
    revealed = {p: z3.Int(f"cp_revealed_{p}") for p in PLAYERS}
    after = {p: z3.Int(f"cp_armor_after_{p}") for p in PLAYERS}
    first, second = z3.Int("cp_first"), z3.Int("cp_second")
    game_over = z3.Or(out["p1"], out["p2"])  # 9-4-1-2: the loss check comes first and ends the game
    runs = {p: z3.And(breaks[p], z3.Not(game_over)) for p in PLAYERS}
    constraints: list[z3.BoolRef] = []
    for p in PLAYERS:
        constraints += [
            armor[p] >= 0,
            armor[p] <= MAX_ARMOR,
            z3.Implies(breaks[p], z3.And(choice[p] >= 0, choice[p] < armor[p])),
            breaks[p] == z3.And(lethal[p], armor[p] >= 1),  # 9-4-2-2
            out[p] == z3.And(lethal[p], armor[p] == 0),  # 9-4-1-3-1
            asked[p] == z3.And(runs[p], armor[p] >= 2),  # 9-4-2-3-1: a choice only among two or more
            revealed[p] == z3.If(runs[p], choice[p], -1),
            after[p] == armor[p] - z3.If(runs[p], 1, 0),
            # 9-4-1-3 with 9-4-1-2: the incapacitated captain is the checkpoint's loss condition, and nothing else is
            results.condition_loss[p] == out[p],
            z3.Not(results.condition_win[p]),
            z3.Not(results.effect_win[p]),
            z3.Not(results.effect_lose[p]),
            z3.Not(results.concede[p]),
        ]
    number = {"p1": 1, "p2": 2}
    tp_first = turn_player_first
    order = [("p1", "p2"), ("p2", "p1")]
    ordered = {
        pair: (
            z3.If(breaks[pair[0]], number[pair[0]], z3.If(breaks[pair[1]], number[pair[1]], 0)),
            z3.If(z3.And(breaks[pair[0]], breaks[pair[1]]), number[pair[1]], 0),
        )
        for pair in order
    }
    if tp_first:  # 9-4-2-1-1
        chosen_first = z3.If(turn_p1, ordered[order[0]][0], ordered[order[1]][0])
        chosen_second = z3.If(turn_p1, ordered[order[0]][1], ordered[order[1]][1])
    else:
        chosen_first, chosen_second = ordered[order[0]]
    constraints += [
        first == z3.If(game_over, 0, chosen_first),
        second == z3.If(game_over, 0, chosen_second),
    ]
    return CheckpointModel(
        turn_p1,
        lethal,
        armor,
        choice,
        breaks,
        out,
        asked,
        revealed,
        after,
        first,
        second,
        results,
        [*results.constraints, *constraints],
    )


def checkpoint(results_rules_model: ResultModel | None = None) -> CheckpointModel:
    """The checkpoint model over Granblue Fantasy's declared result rules."""
    from tcgjudge.invariants.shared.results_model import game_rules

    return build_checkpoint(results_rules_model or build_results(game_rules("gbf")))
