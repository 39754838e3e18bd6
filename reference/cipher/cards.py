"""Card definitions of a setup (docs/cipher-data.md (b)) and the numbers the rules fix."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

MIN_DECK = 50  # 12.1.1
MAX_SAME_NAME = 4  # 12.1.1.2
MAIN_CHARACTER_COST = 1  # 12.1.1.1, 12.2.1.1
OPENING_HAND = 6  # 12.2.1.4, 12.2.1.5.1
ORBS = 5  # 12.2.1.6
TURN_DRAW = 1  # 13.2.1.5

LINES = ("front", "back")  # 6.2.6

CAPABILITIES = frozenset(
    {
        "setup.fresh",
        "setup.state",
        "setup.phase",
        "action.deploy",
        "action.level_up",
        "action.move",
        "battle",
        "skill.automatic",
        "skill.continuous",
        "skill.activated",
        "skill.support",
    }
)

TRIGGERS = (
    "deployed",
    "attacks",
    "attacked",
    "moved",
    "ally_destroyed",
    "deployed_by_effect",
    "bonded",
    "bonded_by_effect",
)
"""The events an automatic skill of the test-card vocabulary waits for (10.1.1, docs/cipher-data.md (b))."""


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill of a test card (21): ``kind`` ``auto`` (an automatic skill, 10) with its ``trigger``, or ``act`` (an
    activated skill, 19) with its costs (``tap`` this unit, ``flip_bonds`` face-up bonds turned face down, 19.1.3),
    its usage limit (``limit``, once a turn, 19.1.2.1) and its condition (``only_in`` a line, 19.1.2.2), each with
    an effect (``draw`` cards, or ``destroy`` the opponent's units other than the Main Character); or
    ``continuous`` with ``breaks_orbs`` (the orbs its attacks break, 9.3.1.2.3) or ``not_in`` (a line the card
    cannot be placed in, 9.5)."""

    kind: str
    trigger: str | None = None
    draw: int = 0
    destroy: bool = False
    breaks_orbs: int = 0
    not_in: str | None = None
    tap: bool = False
    flip_bonds: int = 0
    limit: bool = False
    only_in: str | None = None
    may: bool = False
    """10.2.2.1: "you may": the player may decline the effect."""
    power: int = 0
    """A support skill's effect: this much added to its player's battle power (18.3.1.6)."""
    win: bool = False
    """23.1.30.1: "you win the game": the skill's user wins at once."""
    instead_of_destroyed: int = 0
    """22.1: "instead of this unit leaving by destruction, turn N face-up bonds face down" (a continuous skill)."""
    only_when: str | None = None
    """A support skill's side: ``attack`` (only when its player attacks) or ``defence`` (only when defending)."""
    flip_effect: int = 0
    """An effect: turn N of its player's face-up bonds face down (as many as there are, the oldest first)."""
    then: Skill | None = None
    """23.1.22: "(A). Then, (B).": this effect (B) follows A when A was carried out, even in part (23.1.22.1)."""
    repeat_if_flip: int = 0
    """23.1.29: "(A). If you turn N face-up bonds face down, repeat this skill." (B carried out whenever it can be)."""
    become_main: bool = False
    """23.1.23.1: "Make this unit your Main Character."."""
    draw_stacked: bool = False
    """23.1.28: draw as many cards as this unit's total stacked cards (a lone card counts 1, 23.1.28.2)."""
    deploy_from_retreat: str | None = None
    """An effect: the oldest card of this number in its player's retreat area deployed to the back line."""
    level_up_from_retreat: str | None = None
    """An effect: the oldest card of this number in its player's retreat area stacked on this unit (a level up)."""
    bond_from_hand: str | None = None
    """An effect: the oldest card of this number in its player's hand put face up into the bond area."""
    search_deck: str | None = None
    """23.1.37.1: the first card of this number found in its player's deck put into the hand."""
    cannot_by_effect: str | None = None
    """23.1.33: a continuous skill: its player cannot ``deploy``, ``level_up`` or ``bond`` (a hand card) by skill
    effects."""
    second_bond_phase: bool = False
    """23.1.26.1: a second bond phase after this turn's bond phase."""
    two_allowed: str | None = None
    """23.1.34.1: a continuous skill: its player's units of this unit name may be two on the battlefield."""
    also_symbol: str | None = None
    """23.1.42.1: a continuous skill: this unit has this symbol too."""
    strips_symbols: bool = False
    """23.1.41.1: a continuous skill of a card in the infinity area: the opponent's Main Character loses every
    symbol."""
    gain_symbol_until_leaves: str | None = None
    """23.1.24.1: "until this unit leaves the battlefield, it gains SYMBOL"."""
    transform_from_hand: str | None = None
    """23.1.25: the oldest hand card of this number stacked on this unit, transforming it (no level up)."""
    power_bonus: int = 0
    """A continuous skill: this unit's power raised (or, negative, lowered) by N."""
    power_doubled: bool = False
    """A continuous skill: this unit's power doubled (23.1.10.1: its power then added to itself)."""
    power_per_stacked: bool = False
    """A continuous skill: this unit's power becomes its total stacked cards x 10 (23.1.38.3: no addition)."""
    breaks_orbs_if_raised: int = 0
    """23.1.38: a continuous skill: while this unit's power is raised by +10 or more by skills, its attacks break N
    orbs."""
    deploy_as_if_in_hand: str | None = None
    """23.1.39: a continuous skill: its player's cards in this zone (``retreat``) can be deployed as if in the hand."""
    opponent_support_fails: bool = False
    """23.1.27.1: an effect: the opponent's support card fails and goes to the retreat area."""
    support_succeeds: bool = False
    """A continuous skill: its player's support succeeds even of the battling unit's unit name (18.3.1.4.1)."""
    choose_different: int = 0
    """23.1.35: "choose N different cards of your retreat area and put them into your hand" (different card names)."""
    choose_up_to: bool = False
    """23.1.36: with ``choose_different``: up to N."""
    top_to_retreat: bool = False
    """An effect: this unit's top card put into the retreat area, the card under it the unit's top from then on
    (23.1.24.1.1)."""


def skill(data: Mapping[str, Any]) -> Skill:
    """A skill from its JSON (games/cipher/schemas/card.json)."""
    effect = data.get("effect", {})
    cost = data.get("cost", {})
    return Skill(
        kind=str(data["kind"]),
        trigger=None if data.get("trigger") is None else str(data["trigger"]),
        draw=int(effect.get("draw", 0)),
        destroy=effect.get("destroy") == "opponent_units",
        breaks_orbs=int(effect.get("breaks_orbs", 0)),
        not_in=None if effect.get("not_in") is None else str(effect["not_in"]),
        tap=bool(cost.get("tap", False)),
        flip_bonds=int(cost.get("flip_bonds", 0)),
        limit=bool(data.get("limit", False)),
        only_in=None if data.get("only_in") is None else str(data["only_in"]),
        may=bool(data.get("may", False)),
        power=int(effect.get("power", 0)),
        only_when=None if data.get("only_when") is None else str(data["only_when"]),
        instead_of_destroyed=int(effect.get("instead_of_destroyed", 0)),
        win=bool(effect.get("win", False)),
        flip_effect=int(effect.get("flip", 0)),
        then=None if effect.get("then") is None else skill({"kind": "effect", "effect": effect["then"]}),
        repeat_if_flip=int(effect.get("repeat_if_flip", 0)),
        become_main=bool(effect.get("become_main", False)),
        draw_stacked=bool(effect.get("draw_stacked", False)),
        deploy_from_retreat=_text(effect.get("deploy_from_retreat")),
        level_up_from_retreat=_text(effect.get("level_up_from_retreat")),
        bond_from_hand=_text(effect.get("bond_from_hand")),
        search_deck=_text(effect.get("search_deck")),
        cannot_by_effect=_text(effect.get("cannot_by_effect")),
        second_bond_phase=bool(effect.get("second_bond_phase", False)),
        two_allowed=_text(effect.get("two_allowed")),
        also_symbol=_text(effect.get("also_symbol")),
        strips_symbols=bool(effect.get("strips_symbols", False)),
        gain_symbol_until_leaves=_text(effect.get("gain_symbol_until_leaves")),
        transform_from_hand=_text(effect.get("transform_from_hand")),
        power_bonus=int(effect.get("power_bonus", 0)),
        power_doubled=bool(effect.get("power_doubled", False)),
        power_per_stacked=bool(effect.get("power_per_stacked", False)),
        breaks_orbs_if_raised=int(effect.get("breaks_orbs_if_raised", 0)),
        deploy_as_if_in_hand=_text(effect.get("deploy_as_if_in_hand")),
        opponent_support_fails=bool(effect.get("opponent_support_fails", False)),
        support_succeeds=bool(effect.get("support_succeeds", False)),
        choose_different=int(effect.get("choose_different", 0)),
        choose_up_to=bool(effect.get("choose_up_to", False)),
        top_to_retreat=bool(effect.get("top_to_retreat", False)),
    )


def _text(value: object) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as printed: its number (``id``), card name (``name``, which 12.1.1.2 counts), unit name (``unit``,
    which deployment, level up and the same-name check compare, 14.1.1, 14.2.1.2, 9.2), deploy cost (``cost``),
    class change cost (``cc_cost``, None when it has none, 14.2.5), colour ``symbols`` (15.1.2) and whether it is a
    marker card (12.1.1.3.1)."""

    id: str
    name: str
    unit: str
    cost: int
    cc_cost: int | None = None
    symbols: tuple[str, ...] = ()
    marker: bool = False
    power: int = 0
    """The unit's power (18.3.1.8, 18.5.1.2)."""
    support: int = 0
    """The support value it adds as a successful support card (18.3.1.8)."""
    range: tuple[int, ...] = (1,)
    """The ranges it has (20): ``(1,)``, ``(2,)``, ``(1, 2)``, ``(1, 3)``, ``(2, 3)``, ``(3,)``; empty is range "-"
    (18.2.1.2.1)."""
    skills: tuple[Skill, ...] = ()
    """Its skills (21), in printed order; a skill is named by its index."""


def card_def(data: Mapping[str, Any]) -> CardDef:
    """A definition from its JSON (games/cipher/schemas/card.json)."""
    name = str(data.get("name", data["id"]))
    cc = data.get("cc_cost")
    return CardDef(
        id=str(data["id"]),
        name=name,
        unit=str(data.get("unit", name)),
        cost=int(data.get("cost", 1)),
        cc_cost=None if cc is None else int(cc),
        symbols=tuple(str(x) for x in data.get("symbols", ())),
        marker=bool(data.get("marker", False)),
        power=int(data.get("power", 0)),
        support=int(data.get("support", 0)),
        range=tuple(int(x) for x in data.get("range", (1,))),
        skills=tuple(skill(x) for x in data.get("skills", ())),
    )


def card_pool(cards: Iterable[Mapping[str, Any]]) -> dict[str, CardDef]:
    """Definitions by card number."""
    pool: dict[str, CardDef] = {}
    for data in cards:
        definition = card_def(data)
        pool[definition.id] = definition
    return pool
