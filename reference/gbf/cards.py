"""Card definitions of a setup (docs/gbf-data.md (b)) and the numbers the rules fix."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

CAPTAIN, CREW, SUMMON = "captain", "crew", "summon"  # 2-11-2
KINDS = (CAPTAIN, CREW, SUMMON)

MAX_CAPTAIN_DECK = 5  # 5-1-2
MAX_COPIES = 4  # 2-10-3, 5-1-2-1, 5-1-3-1
MAIN_DECK_SIZE = 50  # 5-1-3
MAX_SUMMONS = 8  # 5-1-3-2
OPENING_HAND = 5  # 5-2-1-5
ARMOR = 5  # 5-2-1-6
MAX_CREW = 3  # 3-6-3
START_DRAW = 2  # 6-2-5

CAPABILITIES = frozenset(
    {
        "setup.fresh",
        "setup.state",
        "setup.phase",
        "action.summon",
        "action.job_change",
        "action.uncap",
        "battle",
        "charge_attack",
        "effect.activated",
        "effect.automatic",
        "effect.continuous",
        "effect.replacement",
    }
)


@dataclass(frozen=True, slots=True)
class Effect:
    """A test card's effect text (docs/gbf-data.md (b), "Effects"): its name, its kind (8-1-1; only ``activated``
    8-1-2, or ``automatic``, 8-1-4, with its ``trigger``), an activated effect's cost as element icons and a
    numbered icon (8-4-2-1, 8-4-2-2; none is the zero icon, 8-4-2-2-1) and what it does: ``draw`` N cards, a
    one-shot effect (8-2-1-1)."""

    name: str
    kind: str
    elements: tuple[tuple[str, int], ...] = ()
    generic: int = 0
    draw: int = 0
    trigger: str | None = None
    """8-1-4: ``enters`` / ``leaves`` (this card enters or leaves the crew area, 8-7-2-2, 8-7-4), ``crew_enters``
    / ``crew_leaves`` (any crew enters or leaves a crew area) or ``hand_empty`` (a state trigger: its master's
    hand is empty, 8-7-5); the turn's trigger points, for every card in play whoever's turn it is:
    ``burst_phase_start`` (6-5-1-1), ``battle_phase_start`` (the turn's first attack step only, 7-2-1-1),
    ``attack_step_start`` (7-2-1-1), ``counter_step_start`` (7-3-1-1), ``damage_step_start`` (7-4-1-1)."""
    damage: int = 0
    """A one-shot effect dealing N effect damage (RR-effect-damage) to each of the crew chosen (8-6-3)."""
    targets: int = 0
    """How many of the opponent's crew to choose for ``damage``; ``up_to`` makes it 0 to N (8-6-3-2)."""
    up_to: bool = False
    enter_from_hand: bool = False
    """A one-shot effect: the first crew card of its master's hand enters the crew area, active, if the limits
    the rules keep over card text allow it (1-3-1-1: crew capacity, rank total, name)."""
    damage_if_crew: int = 0
    """The ``damage`` part is valid only while its master has at least N crew (8-3-3); else it is absent (8-3-2)."""
    min_atk: int = 0
    """A ``crew_enters`` trigger's condition: the entering crew's ATK is at least this (read as 8-9-3-1 says)."""
    zone_atk: int = 0
    """A continuous effect (8-1-3): crew in its master's crew area have +N ATK (a zone's information change, 8-9-3)."""
    prohibit: str | None = None
    """A continuous prohibition: ``opponent_effect_draw``, its master's opponent cannot draw cards by effects."""
    negate_activated: bool = False
    """A continuous effect: while its card is in play, every activated effect is negated (10-10-2)."""
    draw_atk: bool = False
    """A one-shot effect: draw as many cards as this card's ATK; once it has left the crew area, its ATK as it
    last was there (8-7-4-1-2, 8-11-1)."""
    replace_set: int | None = None
    """A replacement effect (8-2-1-3) on damage to this card: instead that much, this amount is dealt."""
    replace_add: int = 0
    """A replacement effect on damage to this card: instead that much and N more is dealt."""
    lasting_atk: int = 0
    """A one-shot effect: until its master's next turn begins (6-2-1), this card has +N ATK (a continuous effect
    of a resolved effect, 8-2-1-2), which a card that later leaves the captain or crew area loses (8-9-2)."""
    cost_actions: tuple[str, ...] = ()
    """8-4-2-3: the cost's actions besides crystals, done front to back after resting them: ``rest_self`` (rest
    this card) and ``return_self`` (this crew to its owner's hand); one that cannot be done makes the whole cost
    unpayable (8-4-2-4). An automatic effect pays them when it resolves, or cannot be activated (8-7-3-1)."""
    from_hand: int = 0
    """A one-shot effect: choose up to N crew cards of its master's hand, hidden cards chosen by their information:
    the chooser may choose none (8-6-3-5); each enters the crew area active where the limits allow (1-3-1-1)."""
    from_gauge: bool = False
    """A one-shot effect: the top crew card of its master's gauge enters the crew area active (a move between
    public zones, 8-7-4-1-3), where the limits allow (1-3-1-1)."""
    grant_element: str | None = None
    """A continuous effect: crew in its master's crew area also have this element (a non-numeric change, 8-9-1-2)."""
    zone_atk_element: str | None = None
    """Narrows ``zone_atk`` to crew of this element, read after the non-numeric changes (8-9-1-2, 8-9-1-3)."""
    guard: str | None = None
    """A replacement effect on this crew's incapacitation: instead, ``gauge`` turns its master's top face-up gauge
    card face down, ``crystal`` rests its master's first active crystal; the incapacitation then never happened
    (8-10-1-2). It applies only when that alternative can be done."""
    optional: bool = False
    """A select-type replacement (8-10-3): its master may apply it or not; it cannot apply when its alternative
    cannot be done."""


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as printed: its number (``id``, 2-10), name (2-1), kind (2-11), rank (2-4), HP, ATK (2-7, 2-8).

    ``character`` is the part of the name outside brackets (2-1-1-1), which the name limit compares
    (10-2-3-2-1); ``gender`` a captain's gender (2-1-1-3-1), which the captain deck must share (5-1-2-2).
    """

    id: str
    name: str
    kind: str
    character: str
    rank: int | None
    gender: str | None
    hp: int
    atk: int
    ougi: tuple[int, int, int] | None = None
    """2-6-1-1: the charge attack as (N face-up gauge cards to turn face down, ATK bonus, HP bonus) for the turn."""
    element: str | None = None
    """2-2: the card's element (none: 2-2-1-1-1), which a crystal of it pays for element icons (8-4-2-1)."""
    effects: tuple[Effect, ...] = ()


def card_def(data: Mapping[str, Any]) -> CardDef:
    """A definition from its JSON (games/gbf/schemas/card.json)."""
    kind = str(data["kind"])
    if kind not in KINDS:
        raise ValueError(f"unknown card kind {kind!r}")
    name = str(data.get("name", data["id"]))
    rank = data.get("rank")
    return CardDef(
        id=str(data["id"]),
        name=name,
        kind=kind,
        character=str(data.get("character", name)),
        rank=None if kind == SUMMON or rank is None else int(rank),  # 2-4-3: a summon has no rank
        gender=str(data["gender"]) if data.get("gender") is not None else None,
        hp=int(data.get("hp", 0)),
        atk=int(data.get("atk", 0)),
        ougi=_ougi(data.get("ougi")),
        element=str(data["element"]) if data.get("element") is not None else None,
        effects=tuple(_effect(e) for e in data.get("effects", ())),
    )


def _effect(raw: Mapping[str, Any]) -> Effect:
    cost = raw.get("cost") or {}
    elements = tuple(sorted((str(k), int(v)) for k, v in (cost.get("elements") or {}).items()))
    trigger = str(raw["trigger"]) if raw.get("trigger") is not None else None
    return Effect(
        name=str(raw["name"]),
        kind=str(raw["kind"]),
        elements=elements,
        generic=int(cost.get("generic", 0)),
        draw=int(raw.get("draw", 0)),
        trigger=trigger,
        damage=int(raw.get("damage", 0)),
        targets=int(raw.get("targets", 0)),
        up_to=bool(raw.get("up_to", False)),
        enter_from_hand=bool(raw.get("enter_from_hand", False)),
        damage_if_crew=int(raw.get("damage_if_crew", 0)),
        min_atk=int(raw.get("min_atk", 0)),
        zone_atk=int(raw.get("zone_atk", 0)),
        prohibit=str(raw["prohibit"]) if raw.get("prohibit") is not None else None,
        negate_activated=bool(raw.get("negate_activated", False)),
        draw_atk=bool(raw.get("draw_atk", False)),
        replace_set=int(raw["set"]) if raw.get("set") is not None else None,
        replace_add=int(raw.get("add", 0)),
        lasting_atk=int(raw.get("lasting_atk", 0)),
        cost_actions=tuple(str(a) for a in cost.get("actions") or ()),
        from_hand=int(raw.get("from_hand", 0)),
        from_gauge=bool(raw.get("from_gauge", False)),
        grant_element=str(raw["grant_element"]) if raw.get("grant_element") is not None else None,
        zone_atk_element=str(raw["zone_atk_element"]) if raw.get("zone_atk_element") is not None else None,
        guard=str(raw["guard"]) if raw.get("guard") is not None else None,
        optional=bool(raw.get("optional", False)),
    )


def _ougi(raw: Any) -> tuple[int, int, int] | None:
    if not isinstance(raw, Mapping):
        return None
    return int(raw.get("cost", 0)), int(raw.get("atk", 0)), int(raw.get("hp", 0))


def card_pool(cards: Iterable[Mapping[str, Any]]) -> dict[str, CardDef]:
    """Definitions by card number."""
    pool: dict[str, CardDef] = {}
    for data in cards:
        definition = card_def(data)
        pool[definition.id] = definition
    return pool
