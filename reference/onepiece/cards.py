"""Card definitions (chapter 2) and the synthetic test-card ability vocabulary.

A card definition is parsed once from its JSON form into frozen dataclasses; anything
outside the vocabulary raises :class:`UnsupportedError` naming the missing capability.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import UnsupportedError

CATEGORIES = ("leader", "character", "event", "stage", "don")
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
ATTRIBUTES = ("slash", "strike", "ranged", "special", "wisdom")
KEYWORDS = ("rush", "blocker", "double_attack", "banish")
TIMINGS = (
    "on_play",
    "when_attacking",
    "on_block",
    "on_ko",
    "on_opponents_attack",
    "end_of_your_turn",
    "end_of_opponents_turn",
    "start_of_your_turn",
    "activate_main",
    "main",
    "counter",
    "trigger",
    "permanent",
    "replacement",
)
EFFECT_KINDS = (
    "draw",
    "ko",
    "power",
    "rest",
    "set_active",
    "give_keyword",
    "trash_from_hand",
    "prohibit",
    "add_don",
    "win",
    "lose",
)
DURATIONS = ("battle", "turn", "until_start_of_your_next_turn")
PROHIBITIONS = ("attack", "block", "be_ko", "be_ko_by_effect", "be_ko_in_battle", "be_rested")
COST_KINDS = ("rest_don", "don_minus", "trash_from_hand", "rest_self")
TARGET_KINDS = ("leader", "character", "stage")

CAPABILITIES: frozenset[str] = frozenset(
    {"setup.fresh", "setup.state", "once_per_turn", "condition.don", "condition.turn", "ability.replacement"}
    | {f"timing.{t}" for t in TIMINGS}
    | {f"ability.{k}" for k in EFFECT_KINDS}
    | {f"keyword.{k}" for k in KEYWORDS}
    | {f"cost.{c}" for c in COST_KINDS}
)


@dataclass(frozen=True)
class Target:
    """Which cards an effect affects (8-4-4)."""

    select: str = "this"
    side: str = "opponent"
    kinds: tuple[str, ...] = ("character",)
    count: int = 1
    up_to: bool = False
    max_power: int | None = None
    max_cost: int | None = None
    rested: bool | None = None
    types: tuple[str, ...] = ()
    exclude_this: bool = False


@dataclass(frozen=True)
class Effect:
    """One instruction of the vocabulary (see docs/onepiece-data.md)."""

    kind: str
    count: int = 1
    up_to: bool = False
    target: Target = field(default_factory=Target)
    amount: int = 0
    duration: str = "turn"
    keyword: str = ""
    player: str = "self"
    what: str = ""
    rested: bool = False


@dataclass(frozen=True)
class Cost:
    """An activation cost (8-3-1), paid all-or-nothing."""

    rest_don: int = 0
    don_minus: int = 0
    trash_from_hand: int = 0
    rest_self: bool = False

    def is_empty(self) -> bool:
        return not (self.rest_don or self.don_minus or self.trash_from_hand or self.rest_self)


@dataclass(frozen=True)
class Ability:
    """One ability of a card: timing, conditions (8-3-2), cost (8-3-1) and effects."""

    timing: str
    don: int = 0
    turn: str | None = None
    once_per_turn: bool = False
    optional: bool = False
    cost: Cost = field(default_factory=Cost)
    effects: tuple[Effect, ...] = ()
    event: str = "ko"
    applies_to: Target = field(default_factory=Target)
    by: str = "any"
    instead: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class CardDef:
    """The printed information of a card (chapter 2)."""

    id: str
    category: str
    name: str = ""
    colors: tuple[str, ...] = ()
    cost: int = 0
    power: int = 0
    counter: int = 0
    life: int = 0
    attributes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()

    def abilities_with(self, timing: str) -> list[tuple[int, Ability]]:
        return [(i, a) for i, a in enumerate(self.abilities) if a.timing == timing]


def _need(value: object, allowed: tuple[str, ...], capability: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise UnsupportedError(capability, f"unknown value {value!r}")
    return value


def _ints(d: Mapping[str, Any], key: str, default: int = 0) -> int:
    v = d.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool):
        raise ValueError(f"{key} must be an integer, got {v!r}")
    return v


def parse_target(d: Mapping[str, Any] | None) -> Target:
    if d is None:
        return Target()
    select = _need(d.get("select", "this"), ("this", "choose", "all"), f"target.select.{d.get('select')}")
    side = _need(d.get("side", "opponent"), ("self", "opponent", "any"), f"target.side.{d.get('side')}")
    kinds = tuple(_need(k, TARGET_KINDS, f"target.kind.{k}") for k in d.get("kinds", ["character"]))
    known = {"select", "side", "kinds", "count", "up_to", "max_power", "max_cost", "rested", "types", "exclude_this"}
    for key in d:
        if key not in known:
            raise UnsupportedError(f"target.{key}")
    return Target(
        select=select,
        side=side,
        kinds=kinds,
        count=_ints(d, "count", 1),
        up_to=bool(d.get("up_to", False)),
        max_power=d.get("max_power"),
        max_cost=d.get("max_cost"),
        rested=d.get("rested"),
        types=tuple(d.get("types", ())),
        exclude_this=bool(d.get("exclude_this", False)),
    )


def parse_effect(d: Mapping[str, Any]) -> Effect:
    kind = _need(d.get("kind"), EFFECT_KINDS, f"ability.{d.get('kind')}")
    known = {"kind", "count", "up_to", "target", "amount", "duration", "keyword", "player", "what", "rested"}
    for key in d:
        if key not in known:
            raise UnsupportedError(f"ability.{kind}.{key}")
    duration = _need(d.get("duration", "turn"), DURATIONS, f"duration.{d.get('duration')}")
    keyword = d.get("keyword", "")
    if kind == "give_keyword":
        keyword = _need(keyword, KEYWORDS, f"keyword.{keyword}")
    what = d.get("what", "")
    if kind == "prohibit":
        what = _need(what, PROHIBITIONS, f"prohibit.{what}")
    return Effect(
        kind=kind,
        count=_ints(d, "count", 1),
        up_to=bool(d.get("up_to", False)),
        target=parse_target(d.get("target")),
        amount=_ints(d, "amount", 0),
        duration=duration,
        keyword=str(keyword),
        player=_need(d.get("player", "self"), ("self", "opponent"), f"player.{d.get('player')}"),
        what=str(what),
        rested=bool(d.get("rested", False)),
    )


def parse_cost(d: Mapping[str, Any] | None) -> Cost:
    if not d:
        return Cost()
    for key in d:
        if key not in COST_KINDS:
            raise UnsupportedError(f"cost.{key}")
    return Cost(
        rest_don=_ints(d, "rest_don"),
        don_minus=_ints(d, "don_minus"),
        trash_from_hand=_ints(d, "trash_from_hand"),
        rest_self=bool(d.get("rest_self", False)),
    )


def parse_ability(d: Mapping[str, Any]) -> Ability:
    timing = _need(d.get("timing"), TIMINGS, f"timing.{d.get('timing')}")
    known = {"timing", "conditions", "once_per_turn", "optional", "cost", "effects", "event", "applies_to", "by",
             "instead"}
    for key in d:
        if key not in known:
            raise UnsupportedError(f"ability.{key}")
    cond = d.get("conditions") or {}
    for key in cond:
        if key not in ("don", "turn"):
            raise UnsupportedError(f"condition.{key}")
    turn = cond.get("turn")
    if turn is not None:
        _need(turn, ("yours", "opponents"), f"condition.turn.{turn}")
    event = d.get("event", "ko")
    if timing == "replacement":
        _need(event, ("ko",), f"replacement.{event}")
    return Ability(
        timing=timing,
        don=_ints(cond, "don"),
        turn=turn,
        once_per_turn=bool(d.get("once_per_turn", False)),
        optional=bool(d.get("optional", False)),
        cost=parse_cost(d.get("cost")),
        effects=tuple(parse_effect(e) for e in d.get("effects", ())),
        event=str(event),
        applies_to=parse_target(d.get("applies_to", {"select": "this"})),
        by=_need(d.get("by", "any"), ("any", "battle", "effect"), f"replacement.by.{d.get('by')}"),
        instead=tuple(parse_effect(e) for e in d.get("instead", ())),
    )


def parse_card(d: Mapping[str, Any]) -> CardDef:
    """Parse one card definition (card.json); raises UnsupportedError for unknown vocabulary."""
    known = {"id", "name", "category", "colors", "cost", "power", "counter", "life", "attributes", "types",
             "keywords", "abilities"}
    for key in d:
        if key not in known:
            raise UnsupportedError(f"card.{key}")
    return CardDef(
        id=str(d["id"]),
        category=_need(d.get("category"), CATEGORIES, f"category.{d.get('category')}"),
        name=str(d.get("name", "")),
        colors=tuple(_need(c, COLORS, f"color.{c}") for c in d.get("colors", ())),
        cost=_ints(d, "cost"),
        power=_ints(d, "power"),
        counter=_ints(d, "counter"),
        life=_ints(d, "life"),
        attributes=tuple(_need(a, ATTRIBUTES, f"attribute.{a}") for a in d.get("attributes", ())),
        types=tuple(str(t) for t in d.get("types", ())),
        keywords=tuple(_need(k, KEYWORDS, f"keyword.{k}") for k in d.get("keywords", ())),
        abilities=tuple(parse_ability(a) for a in d.get("abilities", ())),
    )
