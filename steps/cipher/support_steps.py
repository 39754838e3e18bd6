"""Cipher steps and skill phrases of the attack declaration and the support step (18.2, 18.3)."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when
from tcgjudge.steps.cipher.skill_text import SKILL_HEADS, Fields, effect_phrase, skill_phrase
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER

SKILL_HEADS.update(
    {
        "when a card is placed in your support area": {"kind": "auto", "trigger": "support_placed"},
        "when its support succeeds": {"kind": "auto", "trigger": "supported"},
        "when its support fails": {"kind": "auto", "trigger": "support_failed"},
    }
)


@effect_phrase(r"the opponent's support fails")
def _support_fails(m: re.Match[str]) -> Fields:
    """`the opponent's support fails`: the opponent's support fails in this battle (18.3.1.4.4, 18.3.1.6.6)."""
    return {"support_fails": "opponent"}


@effect_phrase(r"the attacking unit's range becomes (-|\d(?:-\d)?)")
def _attacker_range(m: re.Match[str]) -> Fields:
    """`the attacking unit's range becomes R` (`1`, `2`, `1-2`, ..., `-`): until the end of the battle
    (18.2.1.3.3.1)."""
    return {"attacker_range": [] if m[1] == "-" else [int(x) for x in m[1].split("-")]}


@skill_phrase(r"support skills twice")
def _twice(m: re.Match[str]) -> Fields:
    """`support skills twice`: while this unit battles, its player's support skills are carried out twice
    (18.3.1.6.4)."""
    return {"kind": "continuous", "effect": {"support_twice": True}}


@when(
    parsers.re(
        PLAYER + r" (?P<tries>tries to |)(?:chooses|choose) the support skill (?P<index>\d+) of \"(?P<card>[^\"]+)\"$"
    )
)
def when_choose_support_skill(world: World, player: str, tries: str, index: str, card: str) -> None:
    """`When pX [tries to ]chooses the support skill N of "ID"`, `When pX tries to choose the support skill N of "ID"`
    — `support_skill` (18.3.1.6.5): the support skill N (0 for the card's first) of the support card "ID" is carried
    out next.

    Vocabulary: Skills
    """
    world.act({"type": "support_skill", "player": player, "card": card, "skill": int(index)}, bool(tries))


@then(parsers.re(PLAYER + r"'s bond area holds (?P<count>\d+) face-up cards?$"))
def then_face_up_bonds(world: World, player: str, count: str) -> None:
    """`Then pX's bond area holds N face-up cards` — how many of its bonds are face up (a cost turning bonds face
    down, 18.3.1.6.2, 19.1.3).

    Vocabulary: Zones and cards
    """
    bonds = world.observe()["players"][player]["bonds"]
    up = [c["id"] for c in bonds if c["face_up"]]
    assert len(up) == int(count), f"{player} should have {count} face-up bonds, but has {up} of {len(bonds)}"
