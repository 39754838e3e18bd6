"""Steps and skill phrases of the keyword effects 23.1.21 to 23.1.42 (docs/cipher-data.md (b)): "then", repeating,
changing the Main Character, deploying, levelling up and bonding by effects, searching the deck, a second bond
phase, two units of one name and symbols."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when
from tcgjudge.steps.cipher.skill_text import (
    EFFECT_PHRASES,
    SKILL_HEADS,
    Fields,
    _match,
    effect_phrase,
    skill_phrase,
)
from tcgjudge.steps.cipher.steps import TRY, _unit
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted

SKILL_HEADS["when deployed by an effect"] = {"kind": "auto", "trigger": "deployed_by_effect"}  # 23.1.32
# A skill waiting for its own card to become a bond works from the bond area: a bond skill (21.3.1.1)
SKILL_HEADS["when put into your bond area"] = {"kind": "auto", "trigger": "bonded", "zone": "bonds"}
SKILL_HEADS["when put into your bond area by an effect"] = {  # 23.1.40
    "kind": "auto",
    "trigger": "bonded_by_effect",
    "zone": "bonds",
}


@effect_phrase(r"(.+)\. Then, (.+)")
def _then(m: re.Match[str]) -> Fields:
    """`A. Then, B`: B carried out when A was, even in part (23.1.22.1)."""
    first = _match(EFFECT_PHRASES, m[1], "effect")
    return {**first, "then_if_done": _match(EFFECT_PHRASES, m[2], "effect")}


@effect_phrase(r"(.+)\. If you flip (\d+) bonds?, repeat this skill")
def _repeat(m: re.Match[str]) -> Fields:
    """`A. If you flip N bond[s], repeat this skill`: A again each time N face-up bonds could be turned face down
    (23.1.29.1)."""
    return {**_match(EFFECT_PHRASES, m[1], "effect"), "repeat_if_flip": int(m[2])}


@effect_phrase(r"flip (\d+) bonds?")
def _flip(m: re.Match[str]) -> Fields:
    """`flip N bond[s]` (an effect): N face-up bonds turned face down, as many as there are."""
    return {"flip": int(m[1])}


@effect_phrase(r"make this unit the Main Character")
def _become_main(m: re.Match[str]) -> Fields:
    """`make this unit the Main Character` (23.1.23.1)."""
    return {"become_main": True}


@effect_phrase(r"draw as many as this unit's stacked cards")
def _draw_stacked(m: re.Match[str]) -> Fields:
    """`draw as many as this unit's stacked cards` (23.1.28)."""
    return {"draw_stacked": True}


@effect_phrase(r'deploy "([^"]+)" from your retreat area')
def _deploy(m: re.Match[str]) -> Fields:
    """`deploy "NUM" from your retreat area`: the oldest such card deployed to the back line (23.1.32.1)."""
    return {"deploy_from_retreat": m[1]}


@effect_phrase(r'level up this unit with "([^"]+)" from your retreat area')
def _level_up(m: re.Match[str]) -> Fields:
    """`level up this unit with "NUM" from your retreat area` (23.1.33.1.2.1)."""
    return {"level_up_from_retreat": m[1]}


@effect_phrase(r'bond "([^"]+)" from your hand')
def _bond(m: re.Match[str]) -> Fields:
    """`bond "NUM" from your hand`: the oldest such hand card put into the bond area (23.1.40.1)."""
    return {"bond_from_hand": m[1]}


@effect_phrase(r"add a second bond phase")
def _second_bond(m: re.Match[str]) -> Fields:
    """`add a second bond phase` (23.1.26.1)."""
    return {"second_bond_phase": True}


@effect_phrase(r"until this unit leaves the battlefield, it gains (\S+)")
def _until_leaves(m: re.Match[str]) -> Fields:
    """`until this unit leaves the battlefield, it gains SYMBOL` (23.1.24.1)."""
    return {"gain_symbol_until_leaves": m[1]}


@skill_phrase(r"you cannot (deploy|level up|bond from your hand) by skill effects")
def _cannot(m: re.Match[str]) -> Fields:
    """`you cannot deploy|level up|bond from your hand by skill effects` (23.1.33.1)."""
    what = {"deploy": "deploy", "level up": "level_up", "bond from your hand": "bond"}[m[1]]
    return {"kind": "continuous", "effect": {"cannot_by_effect": what}}


@skill_phrase(r'your "([^"]+)" can be two on the battlefield')
def _two(m: re.Match[str]) -> Fields:
    """`your "UNIT" can be two on the battlefield` (23.1.34.1)."""
    return {"kind": "continuous", "effect": {"two_allowed": m[1]}}


@skill_phrase(r"this unit is also treated as (\S+)")
def _also(m: re.Match[str]) -> Fields:
    """`this unit is also treated as SYMBOL` (23.1.42.1)."""
    return {"kind": "continuous", "effect": {"also_symbol": m[1]}}


@skill_phrase(r"in your infinity area: the opponent's Main Character loses every symbol")
def _strips(m: re.Match[str]) -> Fields:
    """`in your infinity area: the opponent's Main Character loses every symbol` (23.1.41.1)."""
    return {"kind": "continuous", "effect": {"strips_symbols": True}}


@then(parsers.re(r'"(?P<card>[^"]+)" has (?:the symbols? (?P<symbols>.+)|no symbol)$'))
def then_symbols(world: World, card: str, symbols: str | None) -> None:
    """`Then "ID" has the symbol[s] "S"[, "S" and "S"]`, `Then "ID" has no symbol` — exactly those symbols on the
    unit now (the observation's `symbols`: printed, also treated as, gained; 23.1.24.1, 23.1.41.1, 23.1.42.1).

    Vocabulary: Zones and cards
    """
    expected = sorted(parse_quoted(symbols)) if symbols else []
    _, _, unit = _unit(world, card)
    seen = sorted(unit.get("symbols", []))
    assert seen == expected, f"{card} has the symbols {seen}, expected {expected}"


@effect_phrase(r'transform this unit with "([^"]+)" from your hand')
def _transform(m: re.Match[str]) -> Fields:
    """`transform this unit with "NUM" from your hand`: that hand card stacked on this unit, transforming it
    (23.1.25)."""
    return {"transform_from_hand": m[1]}


@skill_phrase(r"this unit's power is (raised|lowered) by (\d+)")
def _power_bonus(m: re.Match[str]) -> Fields:
    """`this unit's power is raised|lowered by N` (a continuous skill)."""
    n = int(m[2])
    return {"kind": "continuous", "effect": {"power_bonus": n if m[1] == "raised" else -n}}


@skill_phrase(r"this unit's power is doubled")
def _power_doubled(m: re.Match[str]) -> Fields:
    """`this unit's power is doubled` (a continuous skill, 23.1.10.1)."""
    return {"kind": "continuous", "effect": {"power_doubled": True}}


@skill_phrase(r"this unit's power is its stacked cards x 10")
def _power_stacked(m: re.Match[str]) -> Fields:
    """`this unit's power is its stacked cards x 10` (a continuous skill, 23.1.38.3)."""
    return {"kind": "continuous", "effect": {"power_per_stacked": True}}


@skill_phrase(r"while its power is raised by \+10 or more, breaks (\d+) orbs")
def _breaks_if_raised(m: re.Match[str]) -> Fields:
    """`while its power is raised by +10 or more, breaks N orbs` (23.1.38)."""
    return {"kind": "continuous", "effect": {"breaks_orbs_if_raised": int(m[1])}}


@skill_phrase(r"you can deploy the cards of your retreat area as if in your hand")
def _as_if_hand(m: re.Match[str]) -> Fields:
    """`you can deploy the cards of your retreat area as if in your hand` (a continuous skill, 23.1.39)."""
    return {"kind": "continuous", "effect": {"deploy_as_if_in_hand": "retreat"}}


@skill_phrase(r"your support succeeds")
def _support_succeeds(m: re.Match[str]) -> Fields:
    """`your support succeeds`: a continuous skill; its player's support succeeds even of the battling unit's unit
    name (18.3.1.4.1; 23.1.27.2: a failing effect wins)."""
    return {"kind": "continuous", "effect": {"support_succeeds": True}}


@effect_phrase(r"choose (up to )?(\d+) different cards of your retreat area and put them into your hand")
def _choose_different(m: re.Match[str]) -> Fields:
    """`choose [up to ]N different cards of your retreat area and put them into your hand` (23.1.35, 23.1.36)."""
    fields: Fields = {"choose_different": int(m[2])}
    if m[1]:
        fields["choose_up_to"] = True
    return fields


@when(parsers.re(PLAYER + " " + TRY + r'(?:chooses|choose) the card "(?P<card>[^"]+)"$'))
def when_choose_card(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]chooses the card "ID"`, `When pX tries to choose the card "ID"` — `choose_card` (23.1.35,
    23.1.36): one more card for an effect choosing cards of different card names.

    Vocabulary: Skills
    """
    world.act({"type": "choose_card", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"(?:stops|stop) choosing$"))
def when_stop_choosing(world: World, player: str, tries: str) -> None:
    """`When pX [tries to ]stops choosing`, `When pX tries to stop choosing` — `stop_choosing` (23.1.36): "up to": no
    more cards.

    Vocabulary: Skills
    """
    world.act({"type": "stop_choosing", "player": player}, bool(tries))
