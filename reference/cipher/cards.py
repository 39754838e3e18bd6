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
    "turn_start",
    "action_start",
    "turn_end",
    "untapped",
    "bonded",
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
    cost_is: int | None = None
    """A continuous skill: "this card's deploy cost counts as N", wherever the card is (15.1.2; never for the Main
    Character's choice, 12.2.1.1.1)."""
    hand_cost: int | None = None
    """A continuous skill: "while this card is in your hand, its deploy cost counts as N" (15.1.2.1, 16.1.2.1)."""
    deploy_beside: bool = False
    """14.1.1.1: "this card may be deployed even if an ally of its unit name is on the battlefield"."""
    deploy_from_deck: int = 0
    """An effect: the player looks at the deck's top N cards and deploys those chosen at once to the back line
    (6.6.1, 14.1.3)."""
    twin: str | None = None
    """A continuous twin skill (21.2.2.9): while an other unit of this unit name is the player's, this unit destroyed
    takes an orb instead of leaving, as a Main Character does (9.3.1.3.1.1)."""
    instead_to_hand: bool = False
    """22.1: "instead of this unit leaving by destruction, it returns to its owner's hand" (9.3.1.1.2)."""
    reveal_orbs: int = 0
    """An effect: N face-down orbs of the player turn face up (6.4.5.1)."""
    during_your_turn: bool = False
    """A continuous skill's period: it applies only during its player's turn (13.2.1.1.1)."""


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
        cost_is=None if effect.get("cost_is") is None else int(effect["cost_is"]),
        hand_cost=None if effect.get("hand_cost") is None else int(effect["hand_cost"]),
        deploy_beside=bool(effect.get("deploy_beside", False)),
        deploy_from_deck=int(effect.get("deploy_from_deck", 0)),
        twin=None if effect.get("twin") is None else str(effect["twin"]),
        instead_to_hand=bool(effect.get("instead_to_hand", False)),
        reveal_orbs=int(effect.get("reveal_orbs", 0)),
        during_your_turn=bool(data.get("during_your_turn", False)),
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
