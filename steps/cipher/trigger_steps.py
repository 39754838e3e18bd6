"""Cipher steps and skill phrases of triggered skill processing (10) and loops (24)."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when
from tcgjudge.steps.cipher.skill_text import EFFECT_PHRASES, SKILL_HEADS, Fields, _match, effect_phrase, option_phrase
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER, show

SKILL_HEADS["whenever an enemy is destroyed"] = {"kind": "auto", "trigger": "enemy_destroyed"}


@option_phrase(r"triggers only with at most (\d+) cards? in hand")
def _triggers_hand_at_most(m: re.Match[str]) -> Fields:
    """`triggers only with at most N cards in hand`: it does not trigger unless its player's hand holds at most N
    cards when its event happens (10.1.1.1.1)."""
    return {"triggers_hand_at_most": int(m[1])}


@option_phrase(r"triggers only with at most (\d+) cards? in the retreat area")
def _triggers_retreat_at_most(m: re.Match[str]) -> Fields:
    """`triggers only with at most N cards in the retreat area`: it does not trigger unless its player's retreat area
    holds at most N cards when its event happens (10.1.1.1.1)."""
    return {"triggers_retreat_at_most": int(m[1])}


@option_phrase(r"only with at (most|least) (\d+) cards? in hand")
def _hand_condition(m: re.Match[str]) -> Fields:
    """`only with at most|least N cards in hand`: a condition checked when the skill is chosen (10.2.1.1)."""
    return {f"hand_at_{m[1]}": int(m[2])}


@effect_phrase(r"(.+?), otherwise (.+)")
def _otherwise(m: re.Match[str]) -> Fields:
    """`A, otherwise B` (with the option `may`): "you may A; if you do not, B" (10.2.2.1.1.2)."""
    return {**_match(EFFECT_PHRASES, m[1], "effect"), "otherwise": _match(EFFECT_PHRASES, m[2], "effect")}


@then(parsers.re(r'the usage limit of the skill (?P<index>\d+) of "(?P<card>[^"]+)" is (?P<negated>not )?recorded$'))
def then_usage_limit(world: World, index: str, card: str, negated: str | None) -> None:
    """`Then the usage limit of the skill N of "ID" is [not ]recorded` — the unit's `used` lists the skill N, or not
    (5.1.1.4, 10.2.3.1.1).

    Vocabulary: Triggered skills
    """
    obs = world.observe()
    units = [u for p in ("p1", "p2") for line in ("front", "back") for u in obs["players"][p][line]]
    unit = next((u for u in units if world.same_card(u["id"], card)), None)
    assert unit is not None, f"{card} is no unit on the battlefield: {show([u['id'] for u in units])}"
    recorded = int(index) in unit["used"]
    assert recorded != bool(negated), (
        f"the usage limit of skill {index} of {card} should {'not ' if negated else ''}be recorded: {show(unit)}"
    )


@effect_phrase(r"move your (\w+)")
def _move_unit(m: re.Match[str]) -> Fields:
    """`move your UNIT`: its player's unit of that unit name moves to the other line, a move triggering "when moved"
    skills (two such cards naming each other make a loop, 24)."""
    return {"move": m[1]}


SKILL_HEADS["from hand, whenever an ally is destroyed"] = {"kind": "special", "trigger": "ally_destroyed"}
SKILL_HEADS["from hand, whenever an enemy is destroyed"] = {"kind": "special", "trigger": "enemy_destroyed"}
SKILL_HEADS["from hand, when an ally class changes"] = {"kind": "special", "trigger": "class_changed"}


@effect_phrase(r"deploy this card")
def _deploy_itself(m: re.Match[str]) -> Fields:
    """`deploy this card` (a special skill): this card goes from the hand to the back line as a unit."""
    return {"deploy_itself": True}


@effect_phrase(r"discard your hand")
def _discard_hand(m: re.Match[str]) -> Fields:
    """`discard your hand`: every card of its player's hand goes to the retreat area."""
    return {"discard_hand": True}


@effect_phrase(r"put your hand on your deck")
def _hand_to_deck(m: re.Match[str]) -> Fields:
    """`put your hand on your deck`: every card of its player's hand goes on top of the deck, face down."""
    return {"hand_to_deck": True}


@when(parsers.re(PLAYER + r" (?P<tries>tries to |)(?:chooses|choose) no triggered skill$"))
def when_no_trigger(world: World, player: str, tries: str) -> None:
    """`When pX [tries to ]chooses no triggered skill`, `When pX tries to choose no triggered skill` — `no_trigger`
    (10.2.1.3): the only triggered skill, a special skill in the hand, is left unchosen.

    Vocabulary: Skills
    """
    world.act({"type": "no_trigger", "player": player}, bool(tries))


@effect_phrase(r"move the opponent's (\w+)")
def _move_enemy(m: re.Match[str]) -> Fields:
    """`move the opponent's UNIT`: the opponent's unit of that unit name moves to the other line (a move)."""
    return {"move_enemy": m[1]}


@when(parsers.re(PLAYER + r" (?P<tries>tries to |)(?:names|name) (?P<count>\d+) loop units?$"))
def when_loop_count(world: World, player: str, tries: str, count: str) -> None:
    """`When pX [tries to ]names N loop units`, `When pX tries to name N loop units` — `loop_count` (24.3): the number
    of loop units pX would repeat of a loop both players can stop.

    Vocabulary: Skills
    """
    world.act({"type": "loop_count", "player": player, "count": int(count)}, bool(tries))
