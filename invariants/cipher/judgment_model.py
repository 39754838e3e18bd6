"""Z3 model of Fire Emblem 0 (Cipher) battle judgment: support (18.3), critical hit and godspeed evasion (18.4),
judgment (18.5).

One attack of the turn player's unit on a unit of the non-turn player. By the text:

* 18.3.1.4, 18.3.1.4.1: each player's support succeeds unless the support card has their battling unit's unit name
  or there is no support card; 18.3.1.4.1.1: a failed one goes to the retreat area, so it adds nothing;
* 18.3.1.8, 18.3.1.8.1: each side's battle power is its unit's power plus its successful support card's support
  value (a printed value, 0 or more: X is 0, 4.17.2, and no skill lowers one; docs/cipher-data.md);
* 18.4.1.2.1.1: a critical hit (the turn player's, discarding a card of the attacker's unit name) adds the attacker's
  power at that moment to itself: it doubles it; 18.4.1.2.1.3: not with a power of 0 or less;
* 18.4.1.4.1.1: a godspeed evasion (the non-turn player's, discarding a card of the defender's unit name) keeps the
  defender from being destroyed in this battle's judgment, whatever the critical hit did;
* 18.5.1.2: the attacker's battle power at least the defender's (a tie included) destroys the defender.

A unit's power may be 0 or negative (4.11.2); a destroyed Main Character with orbs takes an orb instead of leaving
(9.3), which is left out here (the comparison's defender is never a Main Character); the result of the game is the
shared results model's (``invariants/shared/results_model.py``). Support skills (18.3.1.6) and continuous skills
counting hand cards (18.4.1.2.1.1.1) are outside the model: the battle power before the critical hit is the unit's
power plus the support value.

A reading of the text other than the one above (:class:`Reading`) builds the wrong model an engine might follow;
each is refuted by at least one of the properties (:data:`PROPERTIES`, :data:`REFUTED_BY`).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from dataclasses import dataclass

import z3

CLAUSES = (
    "18.3.1.4",
    "18.3.1.4.1",
    "18.3.1.4.1.1",
    "18.3.1.8",
    "18.3.1.8.1",
    "18.4.1.2.1.1",
    "18.4.1.2.1.3",
    "18.4.1.4.1.1",
    "18.5.1.2",
)
SUPPORTS = ("none", "other", "same")
"""A side's support area: no card, a card of another unit name (succeeds), one of the battling unit's (fails)."""


@dataclass(frozen=True)
class Reading:
    """How a model reads battle judgment: the text's reading by default, each flag a wrong one."""

    strictly_more: bool = False
    """Wrong: the attacker must have more power than the defender (18.5.1.2: the same or more)."""
    critical_adds_instead_of_doubling: bool = False
    """Wrong: a critical hit adds the unit's own power, without its support (18.4.1.2.1.1 adds the current power)."""
    critical_at_any_power: bool = False
    """Wrong: a critical hit may be made with a power of 0 or less (18.4.1.2.1.3 forbids it)."""
    evasion_only_without_critical: bool = False
    """Wrong: a godspeed evasion does not save the defender from a critical hit (18.4.1.4.1.1 names no exception)."""
    support_counts_when_failed: bool = False
    """Wrong: a failed support card's value is added too (18.3.1.4.1.1 sends it to the retreat area first)."""
    same_name_succeeds: bool = False
    """Wrong: the support check reversed, a card of the battling unit's unit name succeeding (18.3.1.4.1)."""
    defender_support_ignored: bool = False
    """Wrong: only the turn player's support value is added (18.3.1.8 adds each player's)."""
    support_replaces_power: bool = False
    """Wrong: a successful support's value becomes the battle power instead of being added to it (18.3.1.8.1)."""


TEXT = Reading()
WRONG_READINGS = tuple(field.name for field in dataclasses.fields(Reading))


@dataclass(frozen=True)
class Battle:
    """One battle's inputs: each unit's power, each support card (kind and support value), whether the turn player
    makes a critical hit and the non-turn player a godspeed evasion."""

    attacker: int
    defender: int
    attacker_support: str = "none"  # one of SUPPORTS
    attacker_value: int = 0
    defender_support: str = "none"
    defender_value: int = 0
    critical: bool = False
    evasion: bool = False

    @property
    def name(self) -> str:
        """A short test id: ``30+o10c>20+s10e`` (power + support kind and value, c: critical, e: evasion)."""

        def side(power: int, support: str, value: int) -> str:
            return f"{power}" + ("" if support == "none" else f"+{support[0]}{value}")

        crit = "c" if self.critical else ""
        eva = "e" if self.evasion else ""
        a = side(self.attacker, self.attacker_support, self.attacker_value)
        return f"{a}{crit}>{side(self.defender, self.defender_support, self.defender_value)}{eva}"


@dataclass(frozen=True)
class Outcome:
    """What the battle comes to: each side's battle power at the judgment, and whether the defender is destroyed."""

    attacker_power: int
    defender_power: int
    destroyed: bool


@dataclass
class Side:
    """One side's support: a card in the support area, of the battling unit's unit name, its support value; whether
    it succeeds, and the battle power with it (before any critical hit)."""

    power: z3.ArithRef
    card: z3.BoolRef
    same: z3.BoolRef
    value: z3.ArithRef
    succeeds: z3.BoolRef
    battle: z3.ArithRef


@dataclass
class JudgmentModel:
    attacker: Side
    defender: Side
    critical: z3.BoolRef
    evasion: z3.BoolRef
    attacker_final: z3.ArithRef
    """The attacker's battle power at the judgment (after the critical hit)."""
    defender_final: z3.ArithRef
    destroyed: z3.BoolRef
    constraints: list[z3.BoolRef]


def _side(prefix: str, reading: Reading, counted: bool) -> tuple[Side, list[z3.BoolRef]]:
    power, value = z3.Int(prefix + "power"), z3.Int(prefix + "value")
    card, same, succeeds = (z3.Bool(prefix + n) for n in ("card", "same", "succeeds"))
    battle = z3.Int(prefix + "battle")
    name_fails = z3.Not(same) if not reading.same_name_succeeds else same  # 18.3.1.4.1: the same unit name fails
    success = z3.And(card, name_fails)  # 18.3.1.4.1: no card fails
    adds = card if reading.support_counts_when_failed else succeeds
    if not counted:
        with_support = power
    elif reading.support_replaces_power:
        with_support = z3.If(adds, value, power)
    else:
        with_support = power + z3.If(adds, value, 0)  # 18.3.1.8, 18.3.1.8.1
    constraints = [
        value >= 0,  # 4.17.2: a printed support value, X being 0; none is negative (docs/cipher-data.md)
        z3.Implies(z3.Not(card), z3.And(z3.Not(same), value == 0)),  # no card: nothing of its name or value
        succeeds == success,
        battle == with_support,
    ]
    return Side(power, card, same, value, succeeds, battle), constraints


def build(prefix: str = "", reading: Reading = TEXT) -> JudgmentModel:
    """The judgment model: the domain of its inputs and its outputs defined from them (``prefix`` names the variables
    so that two battles can be compared in one proof)."""
    attacker, a_constraints = _side(prefix + "a_", reading, True)
    defender, d_constraints = _side(prefix + "d_", reading, not reading.defender_support_ignored)
    critical, evasion, destroyed = (z3.Bool(prefix + n) for n in ("critical", "evasion", "destroyed"))
    a_final, d_final = z3.Int(prefix + "a_final"), z3.Int(prefix + "d_final")
    if reading.critical_adds_instead_of_doubling:
        critical_power = attacker.battle + attacker.power
    else:
        critical_power = attacker.battle + attacker.battle  # 18.4.1.2.1.1: its power now added to itself
    beats = a_final > d_final if reading.strictly_more else a_final >= d_final  # 18.5.1.2: a tie destroys
    saved = z3.And(evasion, z3.Not(critical)) if reading.evasion_only_without_critical else evasion
    domain = [] if reading.critical_at_any_power else [z3.Implies(critical, attacker.battle > 0)]  # 18.4.1.2.1.3
    outputs = [
        a_final == z3.If(critical, critical_power, attacker.battle),
        d_final == defender.battle,
        destroyed == z3.And(beats, z3.Not(saved)),  # 18.4.1.4.1.1
    ]
    return JudgmentModel(
        attacker,
        defender,
        critical,
        evasion,
        a_final,
        d_final,
        destroyed,
        [*a_constraints, *d_constraints, *domain, *outputs],
    )


def _support(side: Side, kind: str, value: int) -> list[z3.BoolRef]:
    if kind not in SUPPORTS:
        raise ValueError(f"a support is one of {SUPPORTS}, not {kind!r}")
    return [side.card == (kind != "none"), side.same == (kind == "same"), side.value == value]


def _inputs(model: JudgmentModel, battle: Battle) -> list[z3.BoolRef]:
    return [
        model.attacker.power == battle.attacker,
        model.defender.power == battle.defender,
        *_support(model.attacker, battle.attacker_support, battle.attacker_value),
        *_support(model.defender, battle.defender_support, battle.defender_value),
        model.critical == battle.critical,
        model.evasion == battle.evasion,
    ]


def possible(battle: Battle, reading: Reading = TEXT) -> bool:
    """Whether the rules allow this battle (18.4.1.2.1.3: no critical hit at a power of 0 or less)."""
    model = build(reading=reading)
    solver = z3.Solver()
    solver.add(*model.constraints, *_inputs(model, battle))
    return bool(solver.check() == z3.sat)


def outcome(battle: Battle, reading: Reading = TEXT) -> Outcome:
    """The model's verdict for one concrete battle (ValueError when the rules do not allow it)."""
    model = build(reading=reading)
    solver = z3.Solver()
    solver.add(*model.constraints, *_inputs(model, battle))
    if solver.check() != z3.sat:
        raise ValueError(f"no such battle by the rules: {battle.name}")
    values = solver.model()
    return Outcome(
        attacker_power=int(values.eval(model.attacker_final, model_completion=True).as_long()),
        defender_power=int(values.eval(model.defender_final, model_completion=True).as_long()),
        destroyed=bool(z3.is_true(values.eval(model.destroyed, model_completion=True))),
    )


# -- properties: each a claim over one or two battles, proved for every input ---------------------------------------


def holds(constraints: list[z3.BoolRef], claim: z3.BoolRef) -> z3.ModelRef | None:
    """None when ``claim`` follows from ``constraints`` for every input; else a counterexample."""
    solver = z3.Solver()
    solver.add(*constraints, z3.Not(claim))
    return solver.model() if solver.check() == z3.sat else None


def exists(constraints: list[z3.BoolRef], claim: z3.BoolRef) -> bool:
    solver = z3.Solver()
    solver.add(*constraints, claim)
    return bool(solver.check() == z3.sat)


def _same_side(a: Side, b: Side) -> list[z3.BoolRef]:
    return [a.power == b.power, a.card == b.card, a.same == b.same, a.value == b.value]


def _pair(reading: Reading) -> tuple[JudgmentModel, JudgmentModel]:
    return build("m_", reading), build("w_", reading)


def tie_destroys(reading: Reading) -> bool:
    """18.5.1.2: without an evasion the defender is destroyed exactly when the attacker's battle power is at least
    the defender's, a tie included."""
    m = build(reading=reading)
    claim = z3.Implies(z3.Not(m.evasion), m.destroyed == (m.attacker_final >= m.defender_final))
    return holds(m.constraints, claim) is None


def critical_never_lowers(reading: Reading) -> bool:
    """18.4.1.2.1.1, 18.4.1.2.1.3: the same battle with a critical hit gives the attacker at least the power it had
    without one, and destroys whatever it destroyed without one."""
    m, w = _pair(reading)
    same = [
        *_same_side(m.attacker, w.attacker),
        *_same_side(m.defender, w.defender),
        m.evasion == w.evasion,
        z3.Not(m.critical),
        w.critical,
    ]
    claim = z3.And(w.attacker_final >= m.attacker_final, z3.Implies(m.destroyed, w.destroyed))
    return holds([*m.constraints, *w.constraints, *same], claim) is None


def critical_doubles(reading: Reading) -> bool:
    """18.4.1.2.1.1: a critical hit makes the attacker's battle power twice what it was; only the attacker's."""
    m = build(reading=reading)
    claim = z3.And(
        m.attacker_final == z3.If(m.critical, 2 * m.attacker.battle, m.attacker.battle),
        m.defender_final == m.defender.battle,
    )
    return holds(m.constraints, claim) is None


def evasion_excludes_destruction(reading: Reading) -> bool:
    """18.4.1.4.1.1: a defender that evades is never destroyed in this judgment, a critical hit or not."""
    m = build(reading=reading)
    return holds(m.constraints, z3.Not(z3.And(m.evasion, m.destroyed))) is None


def defender_support_only_saves(reading: Reading) -> bool:
    """18.3.1.8 with 18.5.1.2: the defender's support never makes its destruction more likely (a battle destroying it
    with its support destroys it without one), and a successful one can save it."""
    m, w = _pair(reading)  # m: the defender has this support; w: none
    same = [
        *_same_side(m.attacker, w.attacker),
        m.defender.power == w.defender.power,
        z3.Not(w.defender.card),
        m.critical == w.critical,
        m.evasion == w.evasion,
    ]
    constraints = [*m.constraints, *w.constraints, *same]
    saves = z3.And(m.defender.succeeds, w.destroyed, z3.Not(m.destroyed))
    return holds(constraints, z3.Implies(m.destroyed, w.destroyed)) is None and exists(constraints, saves)


def failed_support_changes_nothing(reading: Reading) -> bool:
    """18.3.1.4.1, 18.3.1.4.1.1: on either side, a support card of the battling unit's unit name leaves the battle as
    it is with no support card; 18.3.1.8: a support card of another unit name adds exactly its value."""
    m, w = _pair(reading)  # m: a failing support on one side; w: no card there
    constraints = [*m.constraints, *w.constraints, m.critical == w.critical, m.evasion == w.evasion]
    same_result = z3.And(
        m.attacker_final == w.attacker_final, m.defender_final == w.defender_final, m.destroyed == w.destroyed
    )
    for failing, other, w_failing, w_other in (
        (m.attacker, m.defender, w.attacker, w.defender),
        (m.defender, m.attacker, w.defender, w.attacker),
    ):
        case = [
            *_same_side(other, w_other),
            failing.power == w_failing.power,
            failing.card,
            failing.same,
            z3.Not(w_failing.card),
        ]
        if holds([*constraints, *case], same_result) is not None:
            return False
    added = z3.And(
        *(z3.Implies(z3.And(s.card, z3.Not(s.same)), s.battle == s.power + s.value) for s in (m.attacker, m.defender))
    )
    return holds(m.constraints, added) is None


def monotone_in_each_power(reading: Reading) -> bool:
    """18.5.1.2 with 18.3.1.8, 18.3.1.8.1: a higher unit power, or a higher value of a successful support, gives a
    strictly higher battle power; more attacker power never saves the defender, more defender power never destroys it
    (everything else the same)."""
    m, w = _pair(reading)  # w's side is the stronger one
    rest = [m.critical == w.critical, m.evasion == w.evasion]
    for attacking, raised in itertools.product((True, False), ("power", "value")):
        weaker, stronger = (m.attacker, w.attacker) if attacking else (m.defender, w.defender)
        other, w_other = (m.defender, w.defender) if attacking else (m.attacker, w.attacker)
        kept = "value" if raised == "power" else "power"
        case = [
            *_same_side(other, w_other),
            weaker.card == stronger.card,
            weaker.same == stronger.same,
            getattr(weaker, kept) == getattr(stronger, kept),
            getattr(weaker, raised) < getattr(stronger, raised),
            *rest,
        ]
        if raised == "value":
            case += [stronger.succeeds]
        if attacking:
            claim = z3.And(m.attacker_final < w.attacker_final, z3.Implies(m.destroyed, w.destroyed))
        else:
            claim = z3.And(m.defender_final < w.defender_final, z3.Implies(w.destroyed, m.destroyed))
        if holds([*m.constraints, *w.constraints, *case], claim) is not None:
            return False
    return True


@dataclass(frozen=True)
class Property:
    name: str
    clauses: tuple[str, ...]
    proved: Callable[[Reading], bool]
    """True when the property holds for every battle under the reading."""


PROPERTIES = (
    Property("tie-destroys", ("18.5.1.2",), tie_destroys),
    Property("critical-never-lowers", ("18.4.1.2.1.1", "18.4.1.2.1.3"), critical_never_lowers),
    Property("critical-doubles", ("18.4.1.2.1.1",), critical_doubles),
    Property("evasion-excludes-destruction", ("18.4.1.4.1.1",), evasion_excludes_destruction),
    Property("defender-support-only-saves", ("18.3.1.8", "18.5.1.2"), defender_support_only_saves),
    Property(
        "failed-support-changes-nothing", ("18.3.1.4.1", "18.3.1.4.1.1", "18.3.1.8"), failed_support_changes_nothing
    ),
    Property("monotone-in-each-power", ("18.3.1.8.1", "18.5.1.2"), monotone_in_each_power),
)
REFUTED_BY: dict[str, tuple[str, ...]] = {
    "strictly_more": ("tie-destroys",),
    "critical_adds_instead_of_doubling": ("critical-never-lowers", "critical-doubles"),
    "critical_at_any_power": ("critical-never-lowers",),
    "evasion_only_without_critical": ("evasion-excludes-destruction",),
    "support_counts_when_failed": ("failed-support-changes-nothing",),
    "same_name_succeeds": ("failed-support-changes-nothing",),
    "defender_support_ignored": (
        "defender-support-only-saves",
        "failed-support-changes-nothing",
        "monotone-in-each-power",
    ),
    "support_replaces_power": (
        "defender-support-only-saves",
        "failed-support-changes-nothing",
        "monotone-in-each-power",
    ),
}
"""For each wrong reading, the properties that refute it (each fails under that reading)."""


# -- the edges of the judgment, for the engine comparison ----------------------------------------------------------

STEP = 10
"""The boundary battles use powers and support values in tens, as cards print them (the proofs take any integer)."""
LOWEST, HIGHEST = -30, 70


def edges(model: JudgmentModel) -> list[tuple[str, list[z3.BoolRef]]]:
    """Each edge of the judgment, named, as constraints on the inputs: the attacker's final power one step below, equal
    to or one step above the defender's (18.5.1.2), with and without a critical hit (18.4.1.2.1.1) and an evasion
    (18.4.1.4.1.1), each support succeeding or failing (18.3.1.4.1); and a critical hit by a unit of negative power
    that its support lifted above 0 (18.4.1.2.1.3 reads the battle power)."""
    found: list[tuple[str, list[z3.BoolRef]]] = []
    for critical, evasion, a_same, d_same, offset in itertools.product(
        (False, True), (False, True), (False, True), (False, True), (-STEP, 0, STEP)
    ):
        found.append(
            (
                f"final {offset:+d} critical {critical} evasion {evasion} failing {a_same}/{d_same}",
                [
                    model.critical == critical,
                    model.evasion == evasion,
                    model.attacker.card,
                    model.defender.card,
                    model.attacker.same == a_same,
                    model.defender.same == d_same,
                    model.attacker_final - model.defender_final == offset,
                ],
            )
        )
    lifted = [model.critical, model.attacker.power < 0, model.attacker.card, model.defender.card]
    found.append(("critical by a negative unit lifted by its support", lifted))
    return found


def boundary_cases() -> list[Battle]:
    """One battle on each edge of the judgment (:func:`edges`), found by Z3: powers from -30 to 70 and support values
    from 0 to 30, in tens."""
    model = build()
    found: list[Battle] = []
    tens = [model.attacker.power, model.defender.power, model.attacker.value, model.defender.value]
    for _, edge in edges(model):
        solver = z3.Solver()
        solver.add(*model.constraints, *edge)
        for term in tens:
            solver.add(term % STEP == 0, term >= LOWEST, term <= HIGHEST)
        for value in (model.attacker.value, model.defender.value):  # a success must differ from a failure
            solver.add(value >= STEP, value <= 3 * STEP)
        if solver.check() != z3.sat:
            continue
        values = solver.model()

        def number(term: z3.ArithRef, values: z3.ModelRef = values) -> int:
            return int(values.eval(term, model_completion=True).as_long())

        def truth(term: z3.BoolRef, values: z3.ModelRef = values) -> bool:
            return bool(z3.is_true(values.eval(term, model_completion=True)))

        found.append(
            Battle(
                attacker=number(model.attacker.power),
                defender=number(model.defender.power),
                attacker_support="same" if truth(model.attacker.same) else "other",
                attacker_value=number(model.attacker.value),
                defender_support="same" if truth(model.defender.same) else "other",
                defender_value=number(model.defender.value),
                critical=truth(model.critical),
                evasion=truth(model.evasion),
            )
        )
    return list(dict.fromkeys(found))


REFUSED_CRITICAL = (
    Battle(0, 20, "other", 0, "other", 10, critical=True),
    Battle(-10, 20, "same", 10, "same", 10, critical=True),
    Battle(-10, -20, "other", 10, "same", 0, critical=True, evasion=True),
)
"""Critical hits the rules refuse (18.4.1.2.1.3): a battle power of 0, and of less than 0."""
