"""The skill text of Cipher's test cards: the `skills` column of `Given the test cards:` (docs/cipher-data.md (b)).

A skill is written `HEAD[ (OPTIONS)]: EFFECT` (an automatic, activated or support skill) or as one whole phrase (a
continuous skill such as `breaks 2 orbs`). Each phrase is registered once, by the steps module of the topic that
needs it, with one of three decorators, so the vocabulary grows without editing a shared parser:

- ``@skill_phrase(REGEX)``: a whole skill; returns its JSON.
- ``@effect_phrase(REGEX)``: an EFFECT; returns the fields of the skill's ``effect``.
- ``@option_phrase(REGEX)``: one of the OPTIONS; returns fields merged into the skill (``cost`` merged key by key).

HEADs are the keys of ``SKILL_HEADS`` (a dict a topic may extend). Every phrase is documented in docs/cipher-data.md
(b) "Skills".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Builder = Callable[[re.Match[str]], Fields]

SKILL_PHRASES: list[tuple[re.Pattern[str], Builder]] = []
EFFECT_PHRASES: list[tuple[re.Pattern[str], Builder]] = []
OPTION_PHRASES: list[tuple[re.Pattern[str], Builder]] = []

SKILL_HEADS: dict[str, Fields] = {
    "act": {"kind": "act"},
    "support": {"kind": "support"},
    "support (attack)": {"kind": "support", "only_when": "attack"},
    "support (defence)": {"kind": "support", "only_when": "defence"},
    "when deployed": {"kind": "auto", "trigger": "deployed"},
    "when it attacks": {"kind": "auto", "trigger": "attacks"},
    "when attacked": {"kind": "auto", "trigger": "attacked"},
    "when moved": {"kind": "auto", "trigger": "moved"},
    "whenever an ally is destroyed": {"kind": "auto", "trigger": "ally_destroyed"},
}
"""What each HEAD makes of a skill: its kind and, for an automatic skill, its trigger (10.1.1)."""


def _register(table: list[tuple[re.Pattern[str], Builder]], pattern: str) -> Callable[[Builder], Builder]:
    def decorate(builder: Builder) -> Builder:
        table.append((re.compile(pattern), builder))
        return builder

    return decorate


def skill_phrase(pattern: str) -> Callable[[Builder], Builder]:
    """Register a whole-skill phrase (matched in full)."""
    return _register(SKILL_PHRASES, pattern)


def effect_phrase(pattern: str) -> Callable[[Builder], Builder]:
    """Register an EFFECT phrase (matched in full)."""
    return _register(EFFECT_PHRASES, pattern)


def option_phrase(pattern: str) -> Callable[[Builder], Builder]:
    """Register an OPTION phrase (matched in full)."""
    return _register(OPTION_PHRASES, pattern)


def _match(table: list[tuple[re.Pattern[str], Builder]], text: str, what: str) -> Fields:
    for pattern, builder in table:
        found = pattern.fullmatch(text)
        if found:
            return builder(found)
    raise ValueError(f"unknown {what} {text!r} (the phrases are in docs/cipher-data.md (b) Skills)")


def _split_head(head: str) -> tuple[str, str]:
    """`when deployed (tap, may)` -> (`when deployed`, `tap, may`); a HEAD may itself end in parentheses."""
    if head in SKILL_HEADS:
        return head, ""
    name, _, options = head.partition(" (")
    if name not in SKILL_HEADS or not options.endswith(")"):
        raise ValueError(f"unknown skill head {head!r} (one of {sorted(SKILL_HEADS)})")
    return name, options[:-1]


def parse_skill(text: str) -> Fields:
    """One skill of the `skills` column: a whole phrase, or `HEAD[ (OPTIONS)]: EFFECT`."""
    text = text.strip()
    for pattern, builder in SKILL_PHRASES:
        found = pattern.fullmatch(text)
        if found:
            return builder(found)
    head, colon, effect_text = text.partition(": ")
    if not colon:
        raise ValueError(f"unknown skill {text!r} (the phrases are in docs/cipher-data.md (b) Skills)")
    name, options = _split_head(head)
    skill: Fields = dict(SKILL_HEADS[name])
    skill["effect"] = _match(EFFECT_PHRASES, effect_text, "effect")
    for option in options.split(", ") if options else []:
        for key, value in _match(OPTION_PHRASES, option, "option").items():
            if key == "cost":
                skill.setdefault("cost", {}).update(value)
            else:
                skill[key] = value
    return skill


# ----------------------------------------------------------------- the phrases of the first chapters


@effect_phrase(r"draw (\d+)")
def _draw(m: re.Match[str]) -> Fields:
    """`draw N`: its player draws N cards."""
    return {"draw": int(m[1])}


@effect_phrase(r"destroy the opponent's units")
def _destroy(m: re.Match[str]) -> Fields:
    """`destroy the opponent's units`: every opponent's unit but the Main Character becomes destroyed."""
    return {"destroy": "opponent_units"}


@effect_phrase(r"win the game")
def _win(m: re.Match[str]) -> Fields:
    """`win the game`: its player wins at once (23.1.30.1)."""
    return {"win": True}


@effect_phrase(r"power \+(\d+)")
def _power(m: re.Match[str]) -> Fields:
    """`power +N` (support skills): N added to its player's battle power."""
    return {"power": int(m[1])}


@option_phrase(r"tap")
def _tap(m: re.Match[str]) -> Fields:
    """`tap`: the cost of tapping this unit."""
    return {"cost": {"tap": True}}


@option_phrase(r"flip (\d+) bonds")
def _flip(m: re.Match[str]) -> Fields:
    """`flip N bonds`: the cost of turning N face-up bonds face down."""
    return {"cost": {"flip_bonds": int(m[1])}}


@option_phrase(r"once a turn")
def _once(m: re.Match[str]) -> Fields:
    """`once a turn`: the usage limit."""
    return {"limit": True}


@option_phrase(r"only in the (front|back) line")
def _only_in(m: re.Match[str]) -> Fields:
    """`only in the front|back line`: the skill's line condition."""
    return {"only_in": m[1]}


@option_phrase(r"may")
def _may(m: re.Match[str]) -> Fields:
    """`may`: the player may decline the effect (10.2.2.1)."""
    return {"may": True}


@skill_phrase(r"instead of being destroyed, flip (\d+) bonds")
def _instead(m: re.Match[str]) -> Fields:
    """`instead of being destroyed, flip N bonds`: a replacement effect (22.1)."""
    return {"kind": "continuous", "effect": {"instead_of_destroyed": int(m[1])}}


@skill_phrase(r"breaks (\d+) orbs")
def _breaks(m: re.Match[str]) -> Fields:
    """`breaks N orbs`: this unit's attacks break N orbs (9.3.1.2.3)."""
    return {"kind": "continuous", "effect": {"breaks_orbs": int(m[1])}}


@skill_phrase(r"cannot be in the (front|back) line")
def _not_in(m: re.Match[str]) -> Fields:
    """`cannot be in the front|back line`: placement (9.5) sends it to the retreat area."""
    return {"kind": "continuous", "effect": {"not_in": m[1]}}
