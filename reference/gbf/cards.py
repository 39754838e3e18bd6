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
        "chips",
        "effect.summon",
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
    / ``crew_leaves`` (any crew enters or leaves a crew area), ``hand_empty`` (a state trigger: its master's
    hand is empty, 8-7-5), ``rested`` (this card becomes rested: not when it already was, 1-3-2-1); the turn's
    trigger points, for every card in play whoever's turn it is: ``burst_phase_start`` (6-5-1-1),
    ``battle_phase_start`` (the turn's first attack step only, 7-2-1-1), ``attack_step_start`` (7-2-1-1),
    ``counter_step_start`` (7-3-1-1), ``damage_step_start`` (7-4-1-1)."""
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
    assist: bool = False
    """10-18-1: an Assist: this activated effect is activated only while its crew card is in its master's hand,
    never from play nor the gauge (10-18-2); the card stays in the hand."""
    divide: int = 0
    """10-13-1: a one-shot effect dealing N effect damage divided among crew of the opponent as its master chooses
    (``divide_damage``): each chosen crew 1 or more (10-13-2, RR-divided-damage), N in all."""
    boost_atk: int = 0
    """A one-shot effect: this card and each crew of its master get +N ATK while they stay where they are (what a
    resolved effect did to them, which 10-15-1 and 10-10-2-1 undo)."""
    boost_hp: int = 0
    """As ``boost_atk``, for HP."""
    reset: str | None = None
    """10-15-1: a one-shot effect putting ``atk`` or ``hp`` of each other crew of its master back to the original
    value: what resolved effects did to that value is removed; level cards' bonus stays (10-15-1-1)."""
    negate_received: bool = False
    """10-10-2-1, RR-negating-received-effects: a one-shot effect undoing what resolved effects did to each other
    crew of its master; their sources keep what those effects did to them."""
    negate_ougi: bool = False
    """A continuous effect: while its card is in play, every charge attack is negated (10-10-2,
    RR-negating-charge-attacks): none can turn gauge cards face down or fire; one fired before stays."""
    result: str | None = None
    """1-2-5: a one-shot part ending the game at once, during the effect: ``master_wins``, ``master_loses`` or
    ``opponent_loses``; it comes after the damage and the entry, and what follows it (the draws) is not done."""
    no_loss: bool = False
    """A replacement effect: while its card is in play, its master does not lose by a loss condition of rule
    processing (1-2-2); a concession is never replaced (1-2-4-1)."""
    attack_captain: bool = False
    """A continuous effect: this card may attack the opponent's captain though the opponent has crew (card text
    over 7-2-1-3-1-2, 1-3-1)."""
    atk_element: str | None = None
    """With ``zone_atk``: ``E`` gives it only to crew having element E, ``~E`` only to crew without it, both read
    after the non-numeric changes that grant elements (8-9-1-2); a crew with no element gets neither (2-2-1-1-1)."""
    draw_original: str | None = None
    """A one-shot part: draw as many cards as this card's original, printed ``rank``, ``hp`` or ``atk`` (2-4-2,
    2-7-2, 2-8-2)."""
    draw_per_gauge_rank: int | None = None
    """A one-shot part: draw one card per card of rank N or less in its master's gauge; a summon has no rank and
    is never counted (2-4-3)."""
    deck_copies: int = 0
    """A continuous deck-building effect: a main deck may hold up to N copies of this card's number, replacing
    the limit of 5-1-3-1 (5-1-3-3)."""
    draw_chosen: int | None = None
    """A one-shot part: its master chooses a number from 0 to N (a non-negative integer, 1-3-5) and draws that
    many cards."""
    draw_up_to: int = 0
    """A one-shot part, last: its master draws up to N cards, one at a time, and may stop before each (4-8-4)."""
    move_targets: str | None = None
    """A one-shot part on the chosen targets (``targets``): each goes from its crew area to ``hand``, ``gauge`` or
    ``deck_bottom``, unqualified zones of the target's master (3-3-1-1-1, 3-4-1-3-1-1, 3-2-1-1-1); several to
    the deck bottom are ordered by the effect's master (3-1-5-1)."""
    mill: int = 0
    """A one-shot part: the top N cards of "the deck" go to "the gauge"; with no target, its master's (3-2-1-1-1,
    3-4-1-3-1-1)."""
    armor_to_crystals: int = 0
    """A one-shot part: the top N cards of "the Armor" go to "the Crystal area", always its master's own
    (3-8-1-1, 3-7-1-2-1), targets or not."""
    rest_self: bool = False
    """A one-shot part: this card becomes rested; if it already is, nothing happens and nothing triggers (1-3-2-1)."""
    move_self: str | None = None
    """A one-shot part: this card goes from the crew area to "the hand", its master's (``hand``): a new card (3-1-4)."""
    zone_rank: int = 0
    """A continuous effect: crew in its master's crew area have +N rank (counted in the rank total, 10-2-3-1-1)."""
    once_per_turn: bool = False
    """10-5-1: an activated effect usable once a turn, counted for each card on its own (10-5-2)."""
    damage_taken: int = 0
    """A continuous effect: damage about to be dealt to a card in play of its master is increased by N (N > 0,
    9-2-1-3-2) or reduced by -N (N < 0, 9-2-1-3-3)."""
    sweep: str | None = None
    """``crew`` / ``captain``: the ``damage`` goes to every crew / both captains in play, of both players, at once."""
    break_armor: bool = False
    """A one-shot effect breaking its master's opponent's armor, naming its top card (9-4-2-2, 9-4-2-3-1-1)."""
    condition_crew: int = 0
    """A summon card's condition (kind ``summon``): activated only while its master has N crew (6-3-1-2-3-1)."""
    reveal_cost: bool = False
    """Part of an activated effect's cost: reveal a crew card of the hand (10-6-1-1), shown until it has resolved."""
    reveal_top: int = 0
    """A one-shot effect: reveal the deck's top N cards (10-6-1-2); its master may take a crew among them into the
    hand; the others stay where they are (10-6-1-3-1) and are hidden again (10-6-1-3)."""
    search: str | None = None
    """A one-shot effect: a card of this number is searched for in the deck and put on its top, then the deck is
    shuffled, the found card left out (10-7-1-1)."""
    declare_draw: bool = False
    """A one-shot effect: its master declares an element (10-11-1, 10-11-2), then draws a card for each of their
    crystals of that element."""
    optional: bool = False
    """An automatic effect its master may decline as it resolves (a ``use_effect`` decision); a select-type
    replacement (8-10-3) its master may apply or not, which cannot apply when its alternative cannot be done."""
    bounce_newest: bool = False
    """A one-shot effect: the newest crew of its master's opponent's crew area returns to its owner's hand."""
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
    guard: str | None = None
    """A replacement effect on this crew's incapacitation: instead, ``gauge`` turns its master's top face-up gauge
    card face down, ``crystal`` rests its master's first active crystal; the incapacitation then never happened
    (8-10-1-2). It applies only when that alternative can be done."""


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
        assist=bool(raw.get("assist", False)),
        divide=int(raw.get("divide", 0)),
        boost_atk=int(raw.get("boost_atk", 0)),
        boost_hp=int(raw.get("boost_hp", 0)),
        reset=str(raw["reset"]) if raw.get("reset") is not None else None,
        negate_received=bool(raw.get("negate_received", False)),
        negate_ougi=bool(raw.get("negate_ougi", False)),
        result=str(raw["result"]) if raw.get("result") is not None else None,
        no_loss=bool(raw.get("no_loss", False)),
        attack_captain=bool(raw.get("attack_captain", False)),
        atk_element=str(raw["atk_element"]) if raw.get("atk_element") is not None else None,
        draw_original=str(raw["draw_original"]) if raw.get("draw_original") is not None else None,
        draw_per_gauge_rank=int(raw["draw_per_gauge_rank"]) if raw.get("draw_per_gauge_rank") is not None else None,
        deck_copies=int(raw.get("deck_copies", 0)),
        draw_chosen=int(raw["draw_chosen"]) if raw.get("draw_chosen") is not None else None,
        draw_up_to=int(raw.get("draw_up_to", 0)),
        move_targets=str(raw["move_targets"]) if raw.get("move_targets") is not None else None,
        mill=int(raw.get("mill", 0)),
        armor_to_crystals=int(raw.get("armor_to_crystals", 0)),
        rest_self=bool(raw.get("rest_self", False)),
        move_self=str(raw["move_self"]) if raw.get("move_self") is not None else None,
        zone_rank=int(raw.get("zone_rank", 0)),
        once_per_turn=bool(raw.get("once_per_turn", False)),
        damage_taken=int(raw.get("damage_taken", 0)),
        sweep=str(raw["sweep"]) if raw.get("sweep") is not None else None,
        break_armor=bool(raw.get("break_armor", False)),
        condition_crew=int(raw.get("condition_crew", 0)),
        reveal_cost=bool(raw.get("reveal_cost", False)),
        reveal_top=int(raw.get("reveal_top", 0)),
        search=str(raw["search"]) if raw.get("search") is not None else None,
        declare_draw=bool(raw.get("declare_draw", False)),
        optional=bool(raw.get("optional", False)),
        bounce_newest=bool(raw.get("bounce_newest", False)),
        lasting_atk=int(raw.get("lasting_atk", 0)),
        cost_actions=tuple(str(a) for a in cost.get("actions") or ()),
        from_hand=int(raw.get("from_hand", 0)),
        from_gauge=bool(raw.get("from_gauge", False)),
        grant_element=str(raw["grant_element"]) if raw.get("grant_element") is not None else None,
        guard=str(raw["guard"]) if raw.get("guard") is not None else None,
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
