"""Card skills (chapter 21): the phrases of skill categories (bond, hand, always skills), keyword icons (21.2.2),
keyword costs, and the steps that read usage-limit markers and face-up cards."""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.cipher.skill_text import EFFECT_PHRASES, SKILL_HEADS, Fields, effect_phrase, option_phrase
from tcgjudge.steps.cipher.steps import WHO, _unit
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER, show
from tcgjudge.steps.shared.world import first_or_second as who

SKILL_HEADS.update(
    {
        "always": {"kind": "continuous"},
        "bond always": {"kind": "continuous", "zone": "bonds"},
        "bond act": {"kind": "act", "zone": "bonds"},
        "bond whenever an ally is destroyed": {"kind": "auto", "trigger": "ally_destroyed", "zone": "bonds"},
        "hand act": {"kind": "act", "zone": "hand"},
        "special": {"kind": "special"},
    }
)

# ----------------------------------------------------------------- effects


@effect_phrase(r"change the Main Character from (.+) to (.+)")
def _hero(m: re.Match[str]) -> Fields:
    """`change the Main Character from A to B`: a Hero Skill's effect (21.2.2.8), A and B unit names."""
    return {"hero": [m[1], m[2]]}


@effect_phrase(r"allies' Level Up Skills work")
def _frees_level_up(m: re.Match[str]) -> Fields:
    """`allies' Level Up Skills work`: 23.1.31.1 (an always skill)."""
    return {"frees_level_up": True}


@effect_phrase(r"allies' skills lose their usage limit")
def _strips_limits(m: re.Match[str]) -> Fields:
    """`allies' skills lose their usage limit`: 21.4.3.1 (an always skill)."""
    return {"strips_limits": True}


@effect_phrase(r"(.+?), then (.+)")
def _then(m: re.Match[str]) -> Fields:
    """`EFFECT, then EFFECT`: two effects carried out in the order written (21.1.1.2)."""
    first = _effect(m[1])
    first.setdefault("then", []).insert(0, _effect(m[2]))
    return first


@effect_phrase(r"(.+?), repeat if you flip (\d+) bonds?")
def _increase(m: re.Match[str]) -> Fields:
    """`EFFECT, repeat if you flip N bonds`: an Increase Skill (21.2.2.10): (B) turns N face-up bonds face down."""
    return {**_effect(m[1]), "increase_flip": int(m[2])}


@effect_phrase(r"destroy the opponent's units, however only those of cost (\d+) or less")
def _however(m: re.Match[str]) -> Fields:
    """`destroy the opponent's units, however only those of cost N or less`: "(A). However, (B)." (21.1.1.2.1)."""
    return {"destroy": "opponent_units", "however_cost_at_most": int(m[1])}


@effect_phrase(r"draw 1 for each Dragonblood skill of your units")
def _per_dragonblood(m: re.Match[str]) -> Fields:
    """`draw 1 for each Dragonblood skill of your units`: an effect referring to Dragonblood skills (21.2.2.12)."""
    return {"draw_per_dragonblood": True}


@effect_phrase(r"deploy cost (\d+)")
def _deploy_cost(m: re.Match[str]) -> Fields:
    """`deploy cost N` (a special skill): this card's deploy cost becomes N (21.3.1.6.2)."""
    return {"deploy_cost": int(m[1])}


def _effect(text: str) -> Fields:
    for pattern, builder in EFFECT_PHRASES:
        found = pattern.fullmatch(text)
        if found:
            return builder(found)
    raise ValueError(f"unknown effect {text!r} (the phrases are in docs/cipher-data.md (b) Skills)")


# ----------------------------------------------------------------- keyword icons and conditions


@option_phrase(r"class change skill")
def _class_change(m: re.Match[str]) -> Fields:
    """`class change skill`: the Class Change Skill icon (21.2.2.2)."""
    return {"class_change": True}


@option_phrase(r"level up skill (\d+)")
def _level_up(m: re.Match[str]) -> Fields:
    """`level up skill N`: the Level Up Skill icon with N (21.2.2.3)."""
    return {"level_up": int(m[1])}


@option_phrase(r"union skill (\d+) (\S+)")
def _union(m: re.Match[str]) -> Fields:
    """`union skill N SYMBOL`: the Union Skill icon: N face-up bonds of SYMBOL (21.2.2.4)."""
    return {"union": {"symbol": m[2], "count": int(m[1])}}


@option_phrase(r"carnage form with (.+)")
def _carnage(m: re.Match[str]) -> Fields:
    """`carnage form with NAME`: Carnage Form (21.2.2.5): a NAME unit in the same line."""
    return {"carnage": m[1]}


@option_phrase(r"bond skill")
def _bond_skill(m: re.Match[str]) -> Fields:
    """`bond skill`: the Bond Skill icon (21.2.2.6)."""
    return {"bond_skill": True}


@option_phrase(r"twin skill with (.+)")
def _twin(m: re.Match[str]) -> Fields:
    """`twin skill with NAME`: Twin Skill (21.2.2.9): a NAME unit of the player's."""
    return {"twin": m[1]}


@option_phrase(r"awakening skill")
def _awakening(m: re.Match[str]) -> Fields:
    """`awakening skill`: Awakening Skill (21.2.2.11)."""
    return {"awakening": True}


@option_phrase(r"legendary item after skill (\d+) used (\d+) times?")
def _legendary(m: re.Match[str]) -> Fields:
    """`legendary item after skill I used N times`: Legendary Item Skill (21.2.2.13)."""
    return {"legendary": {"skill": int(m[1]), "times": int(m[2])}}


@option_phrase(r"dragonblood (\S+)")
def _dragonblood(m: re.Match[str]) -> Fields:
    """`dragonblood NAME`: the Dragonblood icon on a skill named NAME (21.2.2.12)."""
    return {"dragonblood": m[1]}


@option_phrase(r"crest power")
def _crest(m: re.Match[str]) -> Fields:
    """`crest power`: Crest Power (21.2.2.14), an activated skill used from the hand."""
    return {"crest": True}


@option_phrase(r"does not activate unless in the (front|back) line")
def _triggers_only_in(m: re.Match[str]) -> Fields:
    """`does not activate unless in the front|back line`: a trigger condition (21.3.1.5.1.1.1)."""
    return {"triggers_only_in": m[1]}


# ----------------------------------------------------------------- keyword costs


@option_phrase(r"formation of (.+) and (.+)")
def _formation(m: re.Match[str]) -> Fields:
    """`formation of A and B`: the Formation Skill cost: tap an untapped ally named A and one named B (21.2.2.1)."""
    return {"cost": {"formation": [m[1], m[2]]}}


@option_phrase(r"dragon vein")
def _dragon_vein(m: re.Match[str]) -> Fields:
    """`dragon vein`: the Dragon Vein cost: turn a face-down orb face up (21.2.2.7)."""
    return {"cost": {"dragon_vein": True}}


# ----------------------------------------------------------------- Given


@given(parsers.re(PLAYER + r"'s bond \"(?P<card>[^\"]+)\" is face (?P<face>up|down)$"))
def given_bond_face(world: World, player: str, card: str, face: str) -> None:
    """`Given pX's bond "ID" is face up|down` — one declared bond's face, after `pX's bond area holds LIST` (mixed
    faces in one bond area).

    Vocabulary: Declared state
    """
    bonds = world.player(player)["bonds"]
    entry = next((b for b in bonds if b.get("id") == card), None)
    assert entry is not None, f"{player}'s declared bond area has no {card!r}: {show(bonds)}"
    entry["face_up"] = face == "up"


# ----------------------------------------------------------------- When


@when(parsers.re(PLAYER + r" (?P<choice>repeats|does not repeat) the skill$"))
def when_repeat(world: World, player: str, choice: str) -> None:
    """`When pX repeats the skill`, `When pX does not repeat the skill` — `repeat` (21.2.2.10): an Increase Skill's
    (B) applied and the skill carried out again, or not.

    Vocabulary: Skills
    """
    world.act({"type": "repeat", "player": player, "repeat": choice == "repeats"})


# ----------------------------------------------------------------- Then


@then(parsers.re(r'the skill (?P<index>\d+) of "(?P<card>[^"]+)" has (?P<no>no |its )usage limit recorded$'))
def then_usage_marker(world: World, index: str, card: str, no: str) -> None:
    """`Then the skill N of "ID" has its usage limit recorded`, `... has no usage limit recorded` — the unit's `used`
    (21.4.2, 21.4.2.1, 21.4.3.1).

    Vocabulary: Triggered skills
    """
    _, _, unit = _unit(world, card)
    recorded = int(index) in unit["used"]
    assert recorded == (no == "its "), f"the skill {index} of {card} should have {no}usage limit recorded: {show(unit)}"


@then(parsers.re(WHO + r"'s (?P<zone>bond area|orb area) holds (?P<count>\d+) face-up cards?$"))
def then_face_up_count(world: World, player: str, zone: str, count: str) -> None:
    """`Then WHO's bond area|orb area holds N face-up cards` — how many of its cards are face up.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = world.observe()["players"][p]["bonds" if zone == "bond area" else "orbs"]
    up = [c["id"] for c in cards if c["face_up"]]
    assert len(up) == int(count), f"{p}'s {zone} should hold {count} face-up cards, not {show(up)}"
