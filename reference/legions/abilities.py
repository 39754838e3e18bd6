"""Card text as data (chapters 35-38): parsing and checking abilities and effect steps.

A minion, lord or master card may carry ``abilities`` (35-2), each with a condition (36) and a list
of effect steps; a skill or arts card carries ``effects``, its play-time sequence (35-14). Every
step is ``{"do": <operation>, ...}`` from the small vocabulary of :data:`STEP_FIELDS`; a target is
``{"select": "this" | "choose" | "all", ...}`` (:func:`check_target`). docs/legions-data.md (b)
describes the format; this module only checks it and freezes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import UnsupportedError

TRIGGERED = (
    "on_deploy",
    "on_lane_move",
    "on_attack",
    "phase_start",
    "phase_end",
    "on_unlock",
    "you",
    "this",
    "deployed",
)
CONTINUOUS = ("always", "your_turn", "opponents_turn")  # 36-3a..36-3c
ACTIVATED = ("activated",)  # 36-4a, 36-4b with once_per_turn
REPLACEMENT = ("replace",)  # 38-16: "instead of <process>, <steps>" while the card is on the field
CONDITIONS = TRIGGERED + CONTINUOUS + ACTIVATED + REPLACEMENT
REPLACEABLE = ("break",)  # the processes a replacement may name (38-16 with 38-4, 12)
PROHIBITED_ACTS = ("attack",)  # what a "cannot" grant may forbid (01-3, prohibitions.ACTS)

PHASES = ("start", "core", "draw", "main", "end")
YOU_ACTIONS = ("unlock", "play", "attack", "lane_move")  # 36-2g: main-phase actions of 27
THIS_EVENTS = ("damaged", "deals_damage")  # 36-2h
SOURCE_ZONES = ("play", "hand", "deck", "wait", "standby", "exclusion")  # where a deployed card came from
WORK_ZONES = ("field", "hand", "standby", "wait_I", "wait_II", "wait_III", "wait_IV")  # 36-1, 35-13
SIDES = ("self", "opponent", "any")
TARGET_ZONES = ("field", "hand", "wait", "standby")
UNIT_KINDS = ("minion", "lord", "master")
CATEGORIES = ("skill", "minion", "arts", "lord", "master")
COUNTABLE = ("hand", "deck", "minions", "wait", "exclusion")  # what a variable amount counts (35-11)

# operation -> (required fields, optional fields); "target" is checked by check_target
STEP_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "damage": (("target", "amount"), ()),  # 38-1
    "gain_life": (("amount",), ()),  # 38-2
    "wt": (("target", "amount"), ()),  # 38-3
    "break": (("target",), ()),  # 38-4
    "modify": (("target",), ("atk", "hp", "until")),  # 38-5
    "move": (("target", "to"), ("lane",)),  # 38-6
    "exclude": (("target",), ("face_down",)),  # 38-7
    "set_state": (("target", "state"), ()),  # 38-8
    "master_attack": (("atk",), ("keywords",)),  # 38-9
    "grant": (("target",), ("keyword", "cannot", "until")),  # 38-10; "cannot": a prohibition (01-3)
    "draw": (("count",), ()),  # 38-11
    "exhaust": ((), ("target", "cores")),  # 38-12
    "ready": (("target",), ()),  # 38-13
    "resolve": (("effects",), ()),  # 38-14
    "choose": (("count", "options"), ()),  # 38-15
    "unlock": (("target",), ()),  # 38-17
    "win": ((), ()),  # 24-2c
    "lose": ((), ()),  # 24-3c
}
MOVE_DESTINATIONS = ("field", "hand", "standby", "wait", "deck_top", "deck_bottom")
UNTIL = ("turn", "field")  # 35-10: the end of this turn, or as long as the unit stays on the field
STATES = ("active", "exhausted")
CONTINUOUS_STEPS = ("modify", "grant")  # what a continuous ability may do (36-3)
UNSUPPORTED_STEPS: dict[str, str] = {}  # steps the format has but the engine does not implement (none now)

Step = Mapping[str, Any]


@dataclass(frozen=True)
class Cost:
    """An activation cost (30): master points (30-2; ``x``: any amount the player names, 30-2a), exhausting the
    card itself (30-3) and a process (30-4): excluding ``exclude_hand`` cards of the hand."""

    mp: int = 0
    exhaust_self: bool = False
    x: bool = False
    exclude_hand: int = 0


X = "X"
"""05-3 / 30-2a: the amount ``"X"`` of a step is the MP paid for the ability's X cost."""
AMOUNT_FIELDS = ("amount", "atk", "hp", "count", "cores")  # the step fields holding an amount (``count``: draw)
REVERSED_STEPS = ("move", "exclude", "wt")  # what card text may do to a reversed card, a bare card (16-3e)


@dataclass(frozen=True)
class Ability:
    """One ability (35-2): its condition (36), where it works (36-1, 35-13) and its sequence (35-3)."""

    index: int
    name: str
    when: str
    effects: tuple[Step, ...]
    phase: str | None = None
    sources: tuple[str, ...] = ()  # on_deploy: only from these zones (36-2h "directly from ...")
    action: str | None = None
    event: str | None = None
    side: str = "self"
    filter: Mapping[str, Any] = field(default_factory=dict)
    one_or_more: bool = False  # 37-4: "one or more" conditions fire once per sequence
    zones: tuple[str, ...] = ("field",)
    cost: Cost = Cost()
    once_per_turn: bool = False
    instead_of: Mapping[str, Any] | None = None  # 38-16: {"event": <process>, "target": <the cards it covers>}

    @property
    def kind(self) -> str:
        if self.when in CONTINUOUS:
            return "continuous"
        if self.when in REPLACEMENT:
            return "replacement"
        return "activated" if self.when in ACTIVATED else "triggered"


def _fail(card: str, message: str) -> ValueError:
    return ValueError(f"card {card!r}: {message}")


def _int(card: str, value: Any, what: str, low: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or (low is not None and value < low):
        raise _fail(card, f"{what} must be an integer{'' if low is None else f' >= {low}'}, not {value!r}")
    return value


def check_filter(card: str, raw: Any) -> dict[str, Any]:
    """Card filters: ``category``, ``colors``, ``types`` (any of them), ``exhausted``, ``max_hp``, ``min_hp``,
    ``max_cost``, ``min_cost`` (14-3f, 16-3d), ``wait_zones`` (for cards of the timeline), ``other`` (not the
    source card itself)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise _fail(card, f"a filter is an object, not {raw!r}")
    allowed = {"category", "colors", "types", "exhausted", "max_hp", "min_hp", "max_cost", "min_cost", "wait_zones"}
    allowed.add("other")
    unknown = set(raw) - allowed
    if unknown:
        raise _fail(card, f"unknown filter fields {sorted(unknown)}")
    for key in ("category", "colors", "types", "wait_zones"):
        if key in raw and not (isinstance(raw[key], list) and all(isinstance(v, str) for v in raw[key])):
            raise _fail(card, f"filter {key} is a list of strings")
    for key in ("max_hp", "min_hp", "max_cost", "min_cost"):
        if key in raw:
            _int(card, raw[key], f"filter {key}", 0)
    return dict(raw)


def check_target(card: str, raw: Any) -> None:
    """35-5 / 35-6: ``select`` this / choose (``count``, default 1) / all; ``side``; ``zone``; ``kinds``; ``filter``;
    ``reversed`` (reversed cards of the zone are candidates too, 16-3e)."""
    if not isinstance(raw, Mapping):
        raise _fail(card, f"a target is an object, not {raw!r}")
    unknown = set(raw) - {"select", "side", "zone", "kinds", "count", "filter", "reversed"}
    if unknown:
        raise _fail(card, f"unknown target fields {sorted(unknown)}")
    if raw.get("select") not in ("this", "choose", "all", "replaced"):  # replaced: 38-16, checked by parse_ability
        raise _fail(card, f"target select is this, choose, all or replaced, not {raw.get('select')!r}")
    if raw.get("side", "self") not in SIDES:
        raise _fail(card, f"target side is one of {SIDES}")
    if raw.get("zone", "field") not in TARGET_ZONES:
        raise _fail(card, f"target zone is one of {TARGET_ZONES}")
    kinds = raw.get("kinds", ["minion"])
    if not isinstance(kinds, list) or any(k not in UNIT_KINDS for k in kinds):
        raise _fail(card, f"target kinds are among {UNIT_KINDS}")
    if "count" in raw:
        _int(card, raw["count"], "target count", 1)
    if not isinstance(raw.get("reversed", False), bool):
        raise _fail(card, "target reversed is true or false")
    check_filter(card, raw.get("filter"))


def _check_amount(card: str, value: Any, low: int | None) -> None:
    """An amount: an integer, ``"X"`` (the X paid, 05-3, 30-2a; :func:`uses_x` checks it is defined), or
    ``{"count": <what>, "side": ..., "times": k, "divide": n, "round": "up" | "down"}`` fixed on resolution
    (35-11); a division rounds up unless the text says down (05-2)."""
    if value == X:
        return
    if isinstance(value, Mapping):
        unknown = set(value) - {"count", "side", "times", "divide", "round"}
        if unknown:
            raise _fail(card, f"unknown amount fields {sorted(unknown)}")
        if value.get("count") not in COUNTABLE or value.get("side", "self") not in SIDES[:2]:
            raise _fail(card, f"a variable amount counts one of {COUNTABLE} of self or opponent")
        _int(card, value.get("times", 1), "times")
        _int(card, value.get("divide", 1), "divide", 1)
        if value.get("round", "up") not in ("up", "down"):
            raise _fail(card, "round is up or down (05-2)")
        return
    _int(card, value, "amount", low)


def check_steps(card: str, raw: Any, continuous: bool = False) -> tuple[Step, ...]:
    """Check a list of effect steps (one sequence, 35-3)."""
    if not isinstance(raw, list) or not raw:
        raise _fail(card, "effects are a non-empty list of steps")
    out = []
    for step in raw:
        if not isinstance(step, Mapping) or step.get("do") not in STEP_FIELDS:
            raise _fail(card, f"a step is {{'do': one of {sorted(STEP_FIELDS)}}}, not {step!r}")
        op = str(step["do"])
        if op in UNSUPPORTED_STEPS:
            raise UnsupportedError(UNSUPPORTED_STEPS[op], f"card {card!r}: {op!r} is not implemented yet")
        if continuous and op not in CONTINUOUS_STEPS:
            raise _fail(card, f"a continuous ability only does {CONTINUOUS_STEPS}, not {op!r}")
        required, optional = STEP_FIELDS[op]
        missing = [f for f in required if f not in step]
        unknown = set(step) - {"do", *required, *optional}
        if missing or unknown:
            raise _fail(card, f"step {op!r} needs {list(required)} (may have {list(optional)}): {dict(step)!r}")
        if "target" in step:
            check_target(card, step["target"])
            if step["target"].get("reversed") and op not in REVERSED_STEPS:
                raise _fail(card, f"only {REVERSED_STEPS} steps may target reversed cards (16-3e), not {op!r}")
        _check_step_values(card, op, step, continuous)
        out.append(dict(step))
    return tuple(out)


def _check_step_values(card: str, op: str, step: Mapping[str, Any], continuous: bool) -> None:
    if op in ("damage", "gain_life"):
        _check_amount(card, step["amount"], 0)
    elif op == "wt":
        _check_amount(card, step["amount"], None)
    elif op == "modify":
        for key in ("atk", "hp"):
            if key in step:
                _check_amount(card, step[key], None)
    elif op == "move":
        if step["to"] not in MOVE_DESTINATIONS:
            raise _fail(card, f"move to one of {MOVE_DESTINATIONS}")
        if step.get("lane") not in (None, "left", "centre", "right"):
            raise _fail(card, "move lane is left, centre or right")
    elif op == "set_state" and step["state"] not in STATES:
        raise _fail(card, f"set_state state is one of {STATES}")
    elif op in ("draw",):
        _check_amount(card, step["count"], 1)
    elif op == "master_attack":  # 38-9
        _check_amount(card, step["atk"], 0)
        keywords = step.get("keywords", [])
        if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
            raise _fail(card, "master_attack keywords are a list of keyword names")
    elif op == "exhaust" and ("target" in step) == ("cores" in step):
        raise _fail(card, "exhaust takes a target or a number of cores")
    elif op == "grant" and ("keyword" in step) == ("cannot" in step):
        raise _fail(card, "grant gives a keyword or a prohibition ('cannot'), exactly one of them")
    elif op == "grant" and "cannot" in step and step["cannot"] not in PROHIBITED_ACTS:
        raise _fail(card, f"a prohibition forbids one of {PROHIBITED_ACTS} (01-3)")
    elif op == "resolve":
        check_steps(card, step["effects"])
    elif op == "choose":
        options = step["options"]
        if not isinstance(options, list) or len(options) < 2:
            raise _fail(card, "choose lists two or more options, each a list of steps")
        for option in options:
            check_steps(card, option)
        if _int(card, step["count"], "choose count", 1) > len(options):
            raise _fail(card, "choose count is at most the number of options")
    if "until" in step and step["until"] not in UNTIL:
        raise _fail(card, f"until is one of {UNTIL}")
    if continuous and step["target"].get("select") == "choose":
        raise _fail(card, "a continuous effect applies to 'this' or 'all' targets: nobody chooses them (36-3)")
    if continuous and "until" in step:
        raise _fail(card, "a continuous effect has no duration: it lasts while its card is on the field (35-12)")


def parse_ability(card: str, category: str, index: int, raw: Any) -> Ability:
    """Check and freeze one ability of a minion, lord or master card."""
    if not isinstance(raw, Mapping):
        raise _fail(card, f"an ability is an object, not {raw!r}")
    when = raw.get("when")
    if when not in CONDITIONS:
        raise _fail(card, f"ability condition 'when' is one of {CONDITIONS}, not {when!r}")
    allowed = {"name", "when", "effects", "phase", "from", "action", "event", "side", "filter", "one_or_more"}
    allowed |= {"zones", "cost", "once_per_turn", "instead_of"}
    unknown = set(raw) - allowed
    if unknown:
        raise _fail(card, f"unknown ability fields {sorted(unknown)}")
    effects = check_steps(card, raw.get("effects"), continuous=when in CONTINUOUS)
    phase = raw.get("phase")
    if (when in ("phase_start", "phase_end")) != (phase is not None) or (phase is not None and phase not in PHASES):
        raise _fail(card, f"'phase' (one of {PHASES}) goes with phase_start / phase_end only")
    sources = tuple(raw.get("from", ()))
    if sources and (when != "on_deploy" or any(z not in SOURCE_ZONES for z in sources)):
        raise _fail(card, f"'from' (among {SOURCE_ZONES}) goes with on_deploy only")
    action = raw.get("action")
    if (when == "you") != (action is not None) or (action is not None and action not in YOU_ACTIONS):
        raise _fail(card, f"'action' (one of {YOU_ACTIONS}) goes with 'you' only")
    event = raw.get("event")
    if (when == "this") != (event is not None) or (event is not None and event not in THIS_EVENTS):
        raise _fail(card, f"'event' (one of {THIS_EVENTS}) goes with 'this' only")
    side = raw.get("side", "self")
    if side not in SIDES:
        raise _fail(card, f"side is one of {SIDES}")
    default_zones = ["hand"] if when == "on_unlock" else ["field"]
    zones = tuple(raw.get("zones", default_zones))
    if not zones or any(z not in WORK_ZONES for z in zones):
        raise _fail(card, f"zones are among {WORK_ZONES}")
    if category == "master" and zones != ("field",):
        raise _fail(card, "a master's abilities work in its master area")
    cost_raw = raw.get("cost", {})
    if cost_raw and when not in ACTIVATED:
        raise _fail(card, "only an activated ability has a cost (36-4a)")
    cost = parse_cost(card, cost_raw)
    if uses_x(effects) and not cost.x:
        raise _fail(card, "an amount X needs the ability's cost to define X: {'mp': 'X'} (05-3, 30-2a)")
    once = bool(raw.get("once_per_turn", False))
    if once and when not in ACTIVATED:
        raise _fail(card, "once_per_turn goes with activated abilities (36-4b)")
    instead_of = parse_instead_of(card, str(when), raw.get("instead_of"), zones, effects)
    name = raw.get("name", f"{card}#{index}")
    if not isinstance(name, str):
        raise _fail(card, "an ability's name is a string")
    return Ability(
        index=index,
        name=name,
        when=str(when),
        effects=effects,
        phase=phase,
        sources=sources,
        action=action,
        event=event,
        side=str(side),
        filter=check_filter(card, raw.get("filter")),
        one_or_more=bool(raw.get("one_or_more", False)),
        zones=zones,
        cost=cost,
        once_per_turn=once,
        instead_of=instead_of,
    )


def parse_instead_of(
    card: str, when: str, raw: Any, zones: tuple[str, ...], effects: tuple[Step, ...]
) -> Mapping[str, Any] | None:
    """38-16: ``instead_of`` ``{"event": "break", "target": {"select": "this" | "all", ...}}`` goes with the
    condition ``replace`` only; the target names the units of the field it covers. Only a replacement's steps
    may name ``{"select": "replaced"}``, the card whose process it replaced."""
    if when not in REPLACEMENT:
        if raw is not None:
            raise _fail(card, "'instead_of' goes with the condition 'replace' only (38-16)")
        if uses_replaced(effects):
            raise _fail(card, "only a replacement's steps may target the replaced card (38-16)")
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"event", "target"}:
        raise _fail(card, "a replacement has instead_of {'event': <process>, 'target': <target>} (38-16)")
    if raw["event"] not in REPLACEABLE:
        raise _fail(card, f"a replacement replaces one of {REPLACEABLE}, not {raw['event']!r}")
    target = raw["target"]
    check_target(card, target)
    if target.get("select") not in ("this", "all") or target.get("zone", "field") != "field":
        raise _fail(card, "a replacement covers 'this' card or 'all' matching cards of the field (38-16)")
    if zones != ("field",):
        raise _fail(card, "a replacement works while its card is on the field (38-16)")
    return {"event": str(raw["event"]), "target": dict(target)}


def uses_replaced(steps: Any) -> bool:
    """Whether any step (nested ones included) targets ``{"select": "replaced"}`` (38-16)."""
    pending = [s for s in steps or [] if isinstance(s, Mapping)]
    while pending:
        step = pending.pop()
        target = step.get("target")
        if isinstance(target, Mapping) and target.get("select") == "replaced":
            return True
        pending += [s for s in step.get("effects") or [] if isinstance(s, Mapping)]
        for option in step.get("options") or []:
            pending += [s for s in option if isinstance(s, Mapping)] if isinstance(option, list) else []
    return False


def parse_cost(card: str, raw: Any) -> Cost:
    """``{"mp": N | "X", "exhaust_self": bool, "exclude_hand": N}`` (30-2, 30-2a, 30-3, 30-4)."""
    if not isinstance(raw, Mapping) or set(raw) - {"mp", "exhaust_self", "exclude_hand"}:
        raise _fail(card, "cost is {'mp': N or 'X', 'exhaust_self': bool, 'exclude_hand': N}")
    if not isinstance(raw.get("exhaust_self", False), bool):
        raise _fail(card, "cost exhaust_self is true or false")
    mp = raw.get("mp", 0)
    x = mp == X
    return Cost(
        mp=0 if x else _int(card, mp, "cost mp", 0),
        exhaust_self=bool(raw.get("exhaust_self", False)),
        x=x,
        exclude_hand=_int(card, raw.get("exclude_hand", 0), "cost exclude_hand", 0),
    )


def _nested(step: Step) -> list[Step]:
    """The steps inside a step: a ``resolve``'s effects, a ``choose``'s options."""
    inner = list(step.get("effects") or [])
    return inner + [s for option in step.get("options") or [] if isinstance(option, list) for s in option]


def uses_x(steps: Any) -> bool:
    """Whether any step (nested ones included) has the amount ``"X"`` (05-3: X must be defined by the text)."""
    pending = [s for s in steps or [] if isinstance(s, Mapping)]
    while pending:
        step = pending.pop()
        if any(step.get(key) == X for key in AMOUNT_FIELDS):
            return True
        pending += [s for s in _nested(step) if isinstance(s, Mapping)]
    return False


def bind_x(steps: tuple[Step, ...], x: int) -> tuple[Step, ...]:
    """05-3 / 30-2a: the steps with every amount ``"X"`` replaced by the MP paid, fixed for the whole sequence."""
    out = []
    for step in steps:
        bound = {key: x if key in AMOUNT_FIELDS and value == X else value for key, value in step.items()}
        if "effects" in step:
            bound["effects"] = list(bind_x(tuple(step["effects"]), x))
        if "options" in step:
            bound["options"] = [list(bind_x(tuple(option), x)) for option in step["options"]]
        out.append(bound)
    return tuple(out)


def parse_text(raw: Mapping[str, Any], card: str, category: str) -> tuple[tuple[Ability, ...], tuple[Step, ...]]:
    """(abilities, play-time effects) of one card definition: abilities on minions, lords and masters
    (35-2, 35-3), play-time effects on skills and arts (35-14)."""
    abilities_raw = raw.get("abilities") or []
    effects_raw = raw.get("effects") or []
    if abilities_raw and category not in ("minion", "lord", "master"):
        raise _fail(card, "only minions, lords and masters have abilities (35-2); skills and arts have effects")
    if effects_raw and category not in ("skill", "arts"):
        raise _fail(card, "only skills and arts have play-time effects (35-14)")
    if not isinstance(abilities_raw, list):
        raise _fail(card, "abilities are a list")
    abilities = tuple(parse_ability(card, category, i, a) for i, a in enumerate(abilities_raw))
    effects = check_steps(card, effects_raw) if effects_raw else ()
    if uses_replaced(effects):
        raise _fail(card, "only a replacement's steps may target the replaced card (38-16)")
    if uses_x(effects):
        raise _fail(card, "a play-time effect has no cost to define X (05-3)")
    return abilities, effects
