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
        "skill.keyword",
    }
)

TRIGGERS = ("deployed", "attacks", "attacked", "moved", "ally_destroyed")
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
    zone: str | None = None
    """21.3.1.1, 21.3.1.2: the category icon saying where the skill works: ``bonds`` (a bond skill, from a face-up
    bond of its user's) or ``hand`` (a hand skill); None: from a unit on the battlefield."""
    class_change: bool = False
    """21.2.2.2: the Class Change Skill icon: it works only on a class-changed unit (14.2.6.1)."""
    level_up: int = 0
    """21.2.2.3: the Level Up Skill icon with its number: a levelled-up unit of at least this many cards."""
    union_symbol: str | None = None
    """21.2.2.4: the Union Skill icon: at least ``union_count`` face-up bonds showing this symbol."""
    union_count: int = 0
    """21.2.2.4: the number of bonds the Union Skill icon asks for."""
    carnage: str | None = None
    """21.2.2.5: Carnage Form: active only with a unit of this unit name in the same line."""
    bond_skill: bool = False
    """21.2.2.6: the Bond Skill icon: it works only from a face-up bond card in the bond area."""
    dragon_vein: bool = False
    """21.2.2.7: Dragon Vein: a cost of turning a face-down orb face up."""
    hero: tuple[str, str] | None = None
    """21.2.2.8: a Hero Skill's effect "change your Main Character from (A) to (B)", the two unit names."""
    twin: str | None = None
    """21.2.2.9: Twin Skill: applies only while a unit of this unit name is the player's."""
    awakening: bool = False
    """21.2.2.11: Awakening Skill: works only when its card class changed onto a unit."""
    legendary_skill: int = 0
    """21.2.2.13: the skill (an index of this card) a Legendary Item Skill's condition counts."""
    legendary_times: int = 0
    """21.2.2.13: how many times that skill must have been used this turn (0: no Legendary Item icon)."""
    crest: bool = False
    """21.2.2.14: Crest Power: an activated skill used from the hand, the card revealed (21.2.2.14.1.1)."""
    formation: tuple[str, ...] = ()
    """21.2.2.1: Formation Skill: the unit names of the two allies tapped as its cost."""
    triggers_only_in: str | None = None
    """21.3.1.5.1.1.1: "this skill does not activate unless this unit is in LINE" (checked when the event occurs)."""
    frees_level_up: bool = False
    """23.1.31.1: a continuous effect: the player's Level Up Skills work on the battlefield without their count."""
    strips_limits: bool = False
    """21.4.3.1: a continuous effect: the skills of the player's cards lose their usage-limit icon."""
    then: tuple[Skill, ...] = ()
    """21.1.1.2: the effects written after this one, carried out after it in that order (each a Skill's effect)."""
    however_cost_at_most: int | None = None
    """21.1.1.2.1: "(A). However, (B).": the destroy effect (A) takes only units of this deploy cost or less."""
    dragonblood: str | None = None
    """21.2.2.12: the Dragonblood icon, with the skill's name (21.2.2.12.1: a card has one skill of each such name)."""
    draw_per_dragonblood: bool = False
    """21.2.2.12: an effect: its player draws a card for each Dragonblood skill of their units on the battlefield."""
    deploy_cost: int | None = None
    """21.3.1.6.2: a special skill's effect: this card's deploy cost becomes this number when it is referred to."""
    increase_flip: int = 0
    """21.2.2.10: an Increase Skill's "(A). If you (B), repeat this skill.", (B) turning this many face-up bonds face
    down (0: no Increase Skill)."""


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def skill(data: Mapping[str, Any]) -> Skill:
    """A skill from its JSON (games/cipher/schemas/card.json)."""
    effect = data.get("effect", {})
    cost = data.get("cost", {})
    keywords = data  # the keyword icons (21.2.2) are fields of the skill itself
    union = keywords.get("union")
    legendary = keywords.get("legendary")
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
        zone=None if data.get("zone") is None else str(data["zone"]),
        class_change=bool(keywords.get("class_change", False)),
        level_up=int(keywords.get("level_up", 0)),
        union_symbol=None if union is None else str(union["symbol"]),
        union_count=0 if union is None else int(union["count"]),
        carnage=None if keywords.get("carnage") is None else str(keywords["carnage"]),
        bond_skill=bool(keywords.get("bond_skill", False)),
        dragon_vein=bool(cost.get("dragon_vein", False)),
        hero=None if effect.get("hero") is None else (str(effect["hero"][0]), str(effect["hero"][1])),
        twin=None if keywords.get("twin") is None else str(keywords["twin"]),
        awakening=bool(keywords.get("awakening", False)),
        legendary_skill=0 if legendary is None else int(legendary["skill"]),
        legendary_times=0 if legendary is None else int(legendary["times"]),
        crest=bool(keywords.get("crest", False)),
        formation=tuple(str(x) for x in cost.get("formation", ())),
        triggers_only_in=None if data.get("triggers_only_in") is None else str(data["triggers_only_in"]),
        frees_level_up=bool(effect.get("frees_level_up", False)),
        strips_limits=bool(effect.get("strips_limits", False)),
        then=tuple(skill({"kind": data["kind"], "effect": step}) for step in effect.get("then", ())),
        however_cost_at_most=None
        if effect.get("however_cost_at_most") is None
        else int(effect["however_cost_at_most"]),
        dragonblood=None if data.get("dragonblood") is None else str(data["dragonblood"]),
        draw_per_dragonblood=bool(effect.get("draw_per_dragonblood", False)),
        deploy_cost=_optional_int(effect.get("deploy_cost")),
        increase_flip=int(effect.get("increase_flip", 0)),
    )


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
