"""Card definitions (chapter 2) and the synthetic test-card ability vocabulary.

A card definition is parsed once from its JSON form into frozen dataclasses; anything
outside the vocabulary raises :class:`UnsupportedError` naming the missing capability.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
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
    "start_of_main_phase",  # 6-5-1
    "when_attacked",  # 7-1-3-1
    "end_of_battle",  # 7-1-5-2
    "on_activate_event",  # 8-5-4
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
    "negate",  # 8-2
    "change_cost",  # 2-7-6, 1-3-6
    "add_cost",  # 8-3-1-2 (permanent only)
    "add_condition",  # 8-3-2-2 (permanent only)
    "at_once",  # 1-3-9
    "gain_name",  # 2-1-3 (permanent, this card)
    "gain_type",  # 2-4-4
    "gain_attribute",  # 2-5-7
    "add_to_hand",  # from your trash (2-2-4-2, 2-2-6-2)
    "return_to_hand",  # field card to its owner's hand (3-1-6, 10-2-13-4)
    "unlimited_copies",  # deckbuilding exception, only "under the rules" (8-1-3-4-3)
    "look",  # 11-3: look at cards of a secret area
    "search",  # 8-4-4-4: choose cards of your deck by their information
    "to_deck",  # cards of a trash to a deck in an order their owner chooses (3-1-7, 3-1-8)
)
LOOK_ZONES = ("deck", "life", "hand")
PERMANENT_ONLY = ("add_cost", "add_condition", "gain_name", "gain_type", "gain_attribute", "unlimited_copies")
IF_KEYS = ("done", "life_at_most", "hand_at_most")
DURATIONS = ("battle", "turn", "until_start_of_your_next_turn")
PROHIBITIONS = ("attack", "block", "be_ko", "be_ko_by_effect", "be_ko_in_battle", "be_rested")
COST_KINDS = ("rest_don", "don_minus", "trash_from_hand", "rest_self")
TARGET_KINDS = ("leader", "character", "stage")
TURNS = ("yours", "opponents")
TARGET_FILTERS = (
    "name",
    "name_contains",
    "type_contains",
    "attributes",
    "no_base_effect",
    "max_base_power",
    "max_base_cost",
    "categories",
)

CAPABILITIES: frozenset[str] = frozenset(
    {"setup.fresh", "setup.state", "once_per_turn", "condition.don", "condition.turn", "ability.replacement"}
    | {"setup.phase", "setup.battle", "setup.effects", "setup.don_deck", "setup.face_up_life"}
    | {"observation.known_to", "action.arrange_hand"}
    | {
        "condition.battled",
        "replacement.cost",
        "ability.under_the_rules",
        "player.both",
        "effect.if",
        "ability.trash_from_hand.filter",
        "observation.cost",
    }
    | {f"target.{f}" for f in TARGET_FILTERS}
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
    name: str | None = None  # 2-1-2: exact name
    name_contains: str | None = None  # 2-1-2-1: part of the name
    type_contains: str | None = None  # 2-4-3-1: part of a type
    attributes: tuple[str, ...] = ()  # 2-5-6: has any of them
    no_base_effect: bool = False  # 2-8-5 / 8-2-2: no printed abilities (negation does not count)
    max_base_power: int | None = None  # 4-9-2: printed power
    max_base_cost: int | None = None  # 4-9-2: printed cost
    categories: tuple[str, ...] = ()  # card categories (cards outside the field: 2-2-4-2, 2-2-6-2)


@dataclass(frozen=True)
class IfCondition:
    """4-10-1 / 8-3-3: the effect resolves only if this holds when it is reached."""

    done: bool = False  # the previous effect of the ability was carried out
    life_at_most: int | None = None
    hand_at_most: int | None = None


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
    if_: IfCondition | None = None
    filter: Target | None = None
    sub: tuple[Effect, ...] = ()
    name: str = ""
    type: str = ""
    attribute: str = ""
    source_zone: str = "trash"
    added_cost: Cost | None = None
    added_don: int = 0
    added_turn: str | None = None
    zone: str = "deck"  # look: the secret area looked at
    from_top: int | None = None  # search: look at this many top cards (None: the whole deck)
    position: str = "bottom"  # to_deck: top or bottom of the deck


@dataclass(frozen=True)
class Cost:
    """An activation cost (8-3-1), paid all-or-nothing."""

    rest_don: int = 0
    don_minus: int = 0
    trash_from_hand: int = 0
    rest_self: bool = False

    def is_empty(self) -> bool:
        return not (self.rest_don or self.don_minus or self.trash_from_hand or self.rest_self)

    def plus(self, other: Cost) -> Cost:
        return Cost(
            self.rest_don + other.rest_don,
            self.don_minus + other.don_minus,
            self.trash_from_hand + other.trash_from_hand,
            self.rest_self or other.rest_self,
        )


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
    battled: bool = False  # condition (7-1-5-2): this card battled in the battle that is ending
    under_the_rules: bool = False  # 8-1-3-4-3: the permanent ability applies in every area


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

    # The definition is frozen, so what is derived from it is worked out once (cached_property).
    @cached_property
    def _by_timing(self) -> dict[str, tuple[tuple[int, Ability], ...]]:
        out: dict[str, list[tuple[int, Ability]]] = {}
        for i, a in enumerate(self.abilities):
            out.setdefault(a.timing, []).append((i, a))
        return {timing: tuple(found) for timing, found in out.items()}

    def abilities_with(self, timing: str) -> tuple[tuple[int, Ability], ...]:
        """(index, ability) of each ability with ``timing``, in printed order."""
        return self._by_timing.get(timing, ())

    def _gained(self, kind: str) -> list[str]:
        out: list[str] = []
        for ab in self.abilities:
            if ab.timing == "permanent":
                for eff in ab.effects:
                    if eff.kind == kind:
                        out.append({"gain_name": eff.name, "gain_type": eff.type}.get(kind, eff.attribute))
        return out

    # Decision (2-1-3, 2-4-4, 2-5-7): a name/type/attribute a card gains through its own text is
    # treated as printed information, so it holds in every area and negation (8-2) does not remove it.
    @cached_property
    def _all_names(self) -> tuple[str, ...]:
        return (self.name, *self._gained("gain_name"))

    @cached_property
    def _all_types(self) -> tuple[str, ...]:
        return (*self.types, *self._gained("gain_type"))

    @cached_property
    def _all_attributes(self) -> tuple[str, ...]:
        return (*self.attributes, *self._gained("gain_attribute"))

    def all_names(self) -> tuple[str, ...]:
        return self._all_names

    def all_types(self) -> tuple[str, ...]:
        return self._all_types

    def all_attributes(self) -> tuple[str, ...]:
        return self._all_attributes

    def unlimited_copies(self) -> bool:
        """8-1-3-4-3: only an "under the rules" permanent ability applies during deckbuilding."""
        return any(
            ab.timing == "permanent" and ab.under_the_rules and any(e.kind == "unlimited_copies" for e in ab.effects)
            for ab in self.abilities
        )


@dataclass(frozen=True, eq=False)
class CardPool:
    """The card definitions of one game by number, and the ability timings any of them has.

    The pool never changes during a game and every copy of the state shares it; knowing the
    timings lets the engine skip looking for abilities no card of the game has.
    """

    by_number: dict[str, CardDef]
    timings: frozenset[str] = field(init=False)

    def __post_init__(self) -> None:
        timings = frozenset(ab.timing for d in self.by_number.values() for ab in d.abilities)
        object.__setattr__(self, "timings", timings)  # derived once; the dataclass is frozen


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
    known = {
        "select",
        "side",
        "kinds",
        "count",
        "up_to",
        "max_power",
        "max_cost",
        "rested",
        "types",
        "exclude_this",
        *TARGET_FILTERS,
    }
    for key in d:
        if key not in known:
            raise UnsupportedError(f"target.{key}")
    base_power, base_cost = d.get("max_base_power"), d.get("max_base_cost")
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
        name=None if d.get("name") is None else str(d["name"]),
        name_contains=None if d.get("name_contains") is None else str(d["name_contains"]),
        type_contains=None if d.get("type_contains") is None else str(d["type_contains"]),
        attributes=tuple(_need(a, ATTRIBUTES, f"attribute.{a}") for a in d.get("attributes", ())),
        no_base_effect=bool(d.get("no_base_effect", False)),
        max_base_power=None if base_power is None else int(base_power),
        max_base_cost=None if base_cost is None else int(base_cost),
        categories=tuple(_need(c, CATEGORIES, f"category.{c}") for c in d.get("categories", ())),
    )


def parse_effect(d: Mapping[str, Any]) -> Effect:
    kind = _need(d.get("kind"), EFFECT_KINDS, f"ability.{d.get('kind')}")
    known = {
        "kind",
        "count",
        "up_to",
        "target",
        "amount",
        "duration",
        "keyword",
        "player",
        "what",
        "rested",
        "if",
        "filter",
        "effects",
        "name",
        "type",
        "attribute",
        "from",
        "cost",
        "conditions",
        "zone",
        "from_top",
        "position",
    }
    for key in d:
        if key not in known:
            raise UnsupportedError(f"ability.{kind}.{key}")
    if "filter" in d and kind not in ("trash_from_hand", "add_to_hand", "search", "to_deck"):
        raise UnsupportedError(f"ability.{kind}.filter")
    sub = tuple(parse_effect(e) for e in d.get("effects", ()))
    for e in sub:  # 1-3-9: instructions carried out at the same time cannot wait for a choice
        if (
            e.kind not in ("rest", "set_active", "power", "give_keyword", "prohibit", "negate", "change_cost")
            or e.target.select == "choose"
        ):
            raise UnsupportedError(f"ability.at_once.{e.kind}.{e.target.select}")
    if_raw = d.get("if")
    if_cond = None
    if if_raw is not None:
        for key in if_raw:
            if key not in IF_KEYS:
                raise UnsupportedError(f"effect.if.{key}")
        if_cond = IfCondition(bool(if_raw.get("done", False)), if_raw.get("life_at_most"), if_raw.get("hand_at_most"))
    added = d.get("conditions") or {}
    for key in added:
        if key not in ("don", "turn"):
            raise UnsupportedError(f"condition.{key}")
    if "from" in d:
        _need(d["from"], ("trash",), f"ability.{kind}.from.{d['from']}")
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
        player=_need(d.get("player", "self"), ("self", "opponent", "both"), f"player.{d.get('player')}"),
        what=str(what),
        rested=bool(d.get("rested", False)),
        if_=if_cond,
        filter=parse_target({"select": "all", "side": "self", **d["filter"]}) if "filter" in d else None,
        sub=sub,
        name=str(d.get("name", "")),
        type=str(d.get("type", "")),
        attribute=_need(d["attribute"], ATTRIBUTES, f"attribute.{d['attribute']}") if "attribute" in d else "",
        added_cost=parse_cost(d["cost"]) if "cost" in d else None,
        added_don=_ints(added, "don"),
        added_turn=None if added.get("turn") is None else str(_need(added["turn"], TURNS, "condition.turn")),
        zone=_need(d.get("zone", "deck"), LOOK_ZONES, f"ability.{kind}.zone.{d.get('zone')}"),
        from_top=None if d.get("from_top") is None else _ints(d, "from_top"),
        position=_need(d.get("position", "bottom"), ("top", "bottom"), f"ability.{kind}.position.{d.get('position')}"),
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
    known = {
        "timing",
        "conditions",
        "once_per_turn",
        "optional",
        "cost",
        "effects",
        "event",
        "applies_to",
        "by",
        "instead",
        "under_the_rules",
    }
    for key in d:
        if key not in known:
            raise UnsupportedError(f"ability.{key}")
    cond = d.get("conditions") or {}
    for key in cond:
        if key not in ("don", "turn", "battled"):
            raise UnsupportedError(f"condition.{key}")
    turn = cond.get("turn")
    if turn is not None:
        _need(turn, ("yours", "opponents"), f"condition.turn.{turn}")
    effects = tuple(parse_effect(e) for e in d.get("effects", ()))
    for e in effects:
        if e.kind in PERMANENT_ONLY and timing != "permanent":
            raise UnsupportedError(f"ability.{e.kind}.{timing}")
        if e.kind == "negate" and timing == "permanent":  # avoids negation loops between permanent effects
            raise UnsupportedError("ability.negate.permanent")
        if e.kind in ("gain_name", "gain_type", "gain_attribute") and e.target.select != "this":
            raise UnsupportedError(f"ability.{e.kind}.target.{e.target.select}")
    if d.get("under_the_rules") and timing != "permanent":
        raise UnsupportedError(f"ability.under_the_rules.{timing}")
    event = d.get("event", "ko")
    if timing == "replacement":
        _need(event, ("ko", "cost"), f"replacement.{event}")
    return Ability(
        timing=timing,
        don=_ints(cond, "don"),
        turn=turn,
        once_per_turn=bool(d.get("once_per_turn", False)),
        optional=bool(d.get("optional", False)),
        cost=parse_cost(d.get("cost")),
        effects=effects,
        event=str(event),
        applies_to=parse_target(d.get("applies_to", {"select": "this"})),
        by=_need(d.get("by", "any"), ("any", "battle", "effect"), f"replacement.by.{d.get('by')}"),
        instead=tuple(parse_effect(e) for e in d.get("instead", ())),
        battled=bool(cond.get("battled", False)),
        under_the_rules=bool(d.get("under_the_rules", False)),
    )


def parse_card(d: Mapping[str, Any]) -> CardDef:
    """Parse one card definition (card.json); raises UnsupportedError for unknown vocabulary."""
    known = {
        "id",
        "name",
        "category",
        "colors",
        "cost",
        "power",
        "counter",
        "life",
        "attributes",
        "types",
        "keywords",
        "abilities",
    }
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
