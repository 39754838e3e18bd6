"""Card definitions (chapters 13-15) and the small test-card vocabulary of this slice.

A card definition comes in the setup's ``cards`` list and is parsed once into a frozen
:class:`CardDef`; its card text (abilities and play-time effects, chapters 35-38) is checked by
:mod:`abilities`. A keyword of chapter 39 whose rule the engine does not implement yet makes the
engine raise :class:`UnsupportedError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from tcgjudge.engine.interface import UnsupportedError

from .abilities import Ability, Step, parse_text

CATEGORIES = ("master", "skill", "minion", "arts", "lord")  # 14-3e
MAIN_DECK_CATEGORIES = ("skill", "minion", "arts", "lord")  # 02-12
COLORS = ("black", "red", "white", "green")  # 14-3a

# 13-3..13-8: the six classes, each a pair of held colour symbols.
CLASSES: Mapping[frozenset[str], str] = {
    frozenset({"red", "white"}): "rune_blader",
    frozenset({"red", "green"}): "fairy_tamer",
    frozenset({"black", "green"}): "shaman",
    frozenset({"black", "white"}): "demon_ruler",
    frozenset({"white", "green"}): "general",
    frozenset({"black", "red"}): "wizard",
}

# 39-2..39-19 by the names this project gives them; those taking a number are written "name:X".
KEYWORDS = (
    "haste",  # 39-2
    "assault",  # 39-3
    "first_strike",  # 39-4
    "regenerate",  # 39-5
    "effect_damage_immunity",  # 39-6
    "move_attack",  # 39-7
    "impact",  # 39-8
    "intimidate",  # 39-9
    "pierce",  # 39-10
    "right_lane_bonus",  # 39-11
    "centre_lane_bonus",  # 39-12
    "anti_master",  # 39-13
    "anti_lord",  # 39-14
    "anti_minion",  # 39-15
    "cannot_block",  # 39-16
    "straight",  # 39-17
    "leap",  # 39-18
    "barrier",  # 39-19
)
KEYWORDS_WITH_X = (
    "impact",
    "intimidate",
    "pierce",
    "right_lane_bonus",
    "centre_lane_bonus",
    "anti_master",
    "anti_lord",
    "anti_minion",
)
SUPPORTED_KEYWORDS = KEYWORDS  # every keyword of chapter 39 has its rule (29-2, 29-3, 39-4, keywords.py)

WAIT_ZONES = ("I", "II", "III", "IV")  # 17-16: WT 1..4 names wait zone I..IV (14-3j)

CAPABILITIES: frozenset[str] = frozenset(
    {"setup.fresh", "setup.state", "setup.phase", "setup.restrictions", "battle"}
    | {f"keyword.{k}" for k in SUPPORTED_KEYWORDS}
    | {"action.activate.core_boost", "action.activate.grant_assault"}
    | {"ability", "ability.continuous", "ability.activated", "ability.master_attack"}  # card text, chapters 35-38
    | {"ability.x_cost", "ability.process_cost"}  # 30-2a, 30-4
    | {"ability.prohibition", "ability.replacement"}  # 01-3, 38-16
)


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's printed information (14-3): the fields a category does not have are 0 / empty."""

    id: str
    name: str
    category: str
    colors: tuple[str, ...]
    cost: int = 0  # 14-3f
    cc: int = 0  # 14-3g, lords only
    atk: int = 0  # 14-3h
    hp: int = 0  # 14-3i
    wt: int = 0  # 14-3j, skills and minions: 1..4
    keywords: tuple[str, ...] = ()
    types: tuple[str, ...] = ()  # 14-3b
    abilities: tuple[Ability, ...] = ()  # 35-2
    effects: tuple[Step, ...] = ()  # 35-14: a skill's or arts card's play-time effect

    @property
    def double_symbol(self) -> bool:
        """06-1a / 13-2: a card with two colour symbols is class-exclusive."""
        return len(self.colors) >= 2

    def has_keyword(self, name: str) -> bool:
        return any(k == name or k.startswith(name + ":") for k in self.keywords)


def _int(raw: Mapping[str, Any], key: str, low: int, high: int | None = None) -> int:
    value = raw.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        bound = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"card {raw.get('id')!r}: {key} must be an integer {bound}, not {value!r}")
    return value


def _keyword(card_id: str, text: Any) -> str:
    if not isinstance(text, str):
        raise ValueError(f"card {card_id!r}: keyword {text!r} is not a string")
    name, _, x = text.partition(":")
    if name not in KEYWORDS:
        raise ValueError(f"card {card_id!r}: unknown keyword {name!r}")
    if (name in KEYWORDS_WITH_X) != bool(x) or (x and not x.isdigit()):
        raise ValueError(f"card {card_id!r}: keyword {text!r} must be written 'name:X' exactly when it takes X")
    if name not in SUPPORTED_KEYWORDS:
        raise UnsupportedError(f"keyword.{name}", f"card {card_id!r}: this keyword's rule (39) is not implemented yet")
    return text


def parse_card(raw: Mapping[str, Any]) -> CardDef:
    """Check and freeze one card definition (raises ValueError, or UnsupportedError for an unknown rule)."""
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid:
        raise ValueError(f"card definition without an id: {raw!r}")
    category = raw.get("category")
    if category not in CATEGORIES:
        raise ValueError(f"card {cid!r}: category must be one of {CATEGORIES}, not {category!r}")
    colors = tuple(raw.get("colors", ()))
    if any(c not in COLORS for c in colors) or len(set(colors)) != len(colors):
        raise ValueError(f"card {cid!r}: colours must be distinct among {COLORS}")
    if category == "master" and frozenset(colors) not in CLASSES:
        raise ValueError(f"card {cid!r}: a master holds exactly two colour symbols (13-1, 14-3k)")
    if category != "master" and len(colors) not in (1, 2):
        # Decision (06-1a, 31-3): single- and double-symbol cards only; colourless cards are not modelled.
        raise ValueError(f"card {cid!r}: a main-deck card has one or two colour symbols (06-1a)")
    abilities, effects = parse_text(raw, cid, str(category))  # 35-2, 35-14
    keywords = tuple(_keyword(cid, k) for k in raw.get("keywords", ()))
    name = raw.get("name", cid)
    if not isinstance(name, str):
        raise ValueError(f"card {cid!r}: name must be a string")
    unit = category in ("minion", "lord")
    return CardDef(
        id=cid,
        name=name,
        category=str(category),
        colors=colors,
        cost=_int(raw, "cost", 0) if category != "master" else 0,
        cc=_int(raw, "cc", 0) if category == "lord" else 0,
        atk=_int(raw, "atk", 0) if unit else 0,
        hp=_int(raw, "hp", 1) if unit else 0,
        wt=_int(raw, "wt", 1, 4) if category in ("skill", "minion") else 0,
        keywords=keywords,
        types=tuple(str(t) for t in raw.get("types", ())),
        abilities=abilities,
        effects=effects,
    )


@dataclass(frozen=True)
class CardPool:
    """The card definitions of one game, by id (shared between state copies, never changed)."""

    by_id: Mapping[str, CardDef]

    @cached_property
    def has_text(self) -> bool:
        """Whether any card of the pool has abilities (the trigger machinery is idle otherwise); read once per
        pool, since the pool never changes and trigger processing asks after every step."""
        return any(d.abilities for d in self.by_id.values())

    @cached_property
    def printed_keywords(self) -> Mapping[str, tuple[str, ...]]:
        """Each card's printed keywords, sorted and without repeats: a unit's keywords while no effect gives any
        (``stats.keywords`` asks for them many times per action)."""
        return {cid: tuple(sorted(set(d.keywords))) for cid, d in self.by_id.items()}

    def get(self, card: str) -> CardDef:
        try:
            return self.by_id[card]
        except KeyError:
            raise ValueError(f"card {card!r} is not defined in the setup's cards") from None


def parse_cards(raw: list[Mapping[str, Any]]) -> CardPool:
    out: dict[str, CardDef] = {}
    for entry in raw:
        d = parse_card(entry)
        if d.id in out:
            raise ValueError(f"card {d.id!r} is defined twice")
        out[d.id] = d
    return CardPool(out)
