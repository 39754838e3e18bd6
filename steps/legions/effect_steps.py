"""Steps of Legions! card text (chapters 35-38): declaring abilities and play-time effects as JSON,
answering the turn player's choices while text resolves, and reading what those choices offer.

Card text follows docs/legions-data.md (b), "Card text"; the choices are the pending decisions
``choose_targets``, ``choose_trigger``, ``choose_options``, ``choose_lane``, ``choose_destination`` and
``choose_replacement``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.legions.world import LANES, World
from tcgjudge.steps.shared.world import PLAYER, QUOTED, parse_quoted, show, without_groups

from tcgjudge.engine.interface import Action

# ----------------------------------------------------------------- declaring card text


@given(parsers.re(r"the card " + QUOTED.format("card") + r" has the abilities:"))
def given_abilities(world: World, card: str, docstring: str) -> None:
    """`Given the card "NUM" has the abilities:` + JSON docstring (a list of abilities) — that card's `abilities`
    (35-2, 36); the card must already be in the test-card table. Give each ability a `name`: the When and Then steps
    below find abilities by name.

    Vocabulary: Cards and card text
    """
    assert card in world.cards, f'declare "{card}" in the test-card table first'
    abilities = json.loads(docstring)
    assert isinstance(abilities, list), "the abilities are a JSON list"
    world.cards[card]["abilities"] = abilities


@given(parsers.re(r"the card " + QUOTED.format("card") + r" has the play-time effects:"))
def given_effects(world: World, card: str, docstring: str) -> None:
    """`Given the card "NUM" has the play-time effects:` + JSON docstring (a list of effect steps) — a skill or arts
    card's `effects` (35-14).

    Vocabulary: Cards and card text
    """
    assert card in world.cards, f'declare "{card}" in the test-card table first'
    steps = json.loads(docstring)
    assert isinstance(steps, list), "the play-time effects are a JSON list of steps"
    world.cards[card]["effects"] = steps


# ----------------------------------------------------------------- answering choices


def _definition(world: World, ref: str) -> str:
    """The card definition of the card the scenario calls ``ref``, wherever it is now."""
    obs = world.observe()
    for state in obs["players"].values():
        cards = [state["master"], state["lord"], *(state["lanes"][lane] for lane in LANES)]
        cards += [*state["hand"], *state["standby"], *state["exclusion"], *state["play"], *state["deck"]]
        cards += [c for zone in state["wait"].values() for c in zone["cards"]]
        for card in cards:
            if card is not None and world.same_card(card["id"], ref):
                return str(card["card"])
    raise AssertionError(f'no card "{ref}" is in the game')


def ability_index(world: World, ref: str, name: str) -> int:
    """The index, in its card's ``abilities``, of the ability called ``name`` of the card ``ref``."""
    card = _definition(world, ref)
    abilities = world.cards.get(card, {}).get("abilities", [])
    for index, ability in enumerate(abilities):
        if ability.get("name") == name:
            return index
    raise AssertionError(f'"{ref}" ({card}) has no ability named "{name}"')


def _trigger(world: World, g: dict[str, Any]) -> Action:
    return {"type": "choose_trigger", "card": g["card"], "ability": ability_index(world, g["card"], g["name"])}


def _replacement(world: World, g: dict[str, Any]) -> Action:
    return {"type": "choose_replacement", "card": g["card"], "ability": ability_index(world, g["card"], g["name"])}


def _activate(world: World, g: dict[str, Any]) -> Action:
    return {"type": "activate", "card": g["card"], "ability": ability_index(world, g["card"], g["name"])}


def _activate_paying_x(world: World, g: dict[str, Any]) -> Action:
    """30-2a: the MP paid for an X cost, named in the action."""
    return {**_activate(world, g), "x": int(g["x"])}


def _activate_excluding(world: World, g: dict[str, Any]) -> Action:
    """30-4: the hand cards a process cost excludes, named in the action."""
    return {**_activate(world, g), "cost_cards": parse_quoted(g["items"])}


_Q = r'"(?P<card>[^"]+)"'
_NAME = r'"(?P<name>[^"]+)"'

EFFECT_PHRASES: list[tuple[str, Callable[[World, dict[str, Any]], Action]]] = [
    (
        r"chooses (?:the target|the targets) (?P<items>\".+)",
        lambda w, g: {"type": "choose_targets", "cards": parse_quoted(g["items"])},
    ),
    (r"resolves " + _NAME + r" of " + _Q + r" next", _trigger),
    (r"applies the replacement " + _NAME + r" of " + _Q, _replacement),
    (
        r"chooses the options? numbered (?P<numbers>\d+(?:(?:, | and )\d+)*)",
        lambda w, g: {"type": "choose_options", "options": [int(n) - 1 for n in re.findall(r"\d+", g["numbers"])]},
    ),
    (
        r"chooses the (?P<lane>left|centre|right) lane for the card",
        lambda w, g: {"type": "choose_lane", "lane": g["lane"]},
    ),
    (
        r"sends the unlocked card to (?P<to>the (?:left|centre|right) lane|the lord area|play|standby|exclusion)",
        lambda w, g: {"type": "choose_destination", "to": _destination(g["to"])},
    ),
    (r"activates " + _NAME + r" of " + _Q, _activate),
    (r"activates " + _NAME + r" of " + _Q + r" paying (?P<x>\d+) MP for X", _activate_paying_x),
    (r"activates " + _NAME + r" of " + _Q + r" excluding (?P<items>.+) from (?:the|their) hand", _activate_excluding),
]
_EFFECT_ANY = "|".join(f"(?:{without_groups(pattern)})" for pattern, _ in EFFECT_PHRASES)


def _destination(text: str) -> str:
    lane = re.fullmatch(r"the (left|centre|right) lane", text)
    places = {"the lord area": "lord", "play": "play", "standby": "standby", "exclusion": "exclude"}
    return lane.group(1) if lane else places[text]


def effect_action(world: World, player: str, phrase: str) -> Action:
    for pattern, build in EFFECT_PHRASES:
        match = re.fullmatch(pattern, phrase)
        if match:
            return {**build(world, match.groupdict()), "player": player}
    raise AssertionError(f"no Legions! card-text answer reads {phrase!r}")


@when(parsers.re(PLAYER + r" (?P<phrase>" + _EFFECT_ANY + r")$"))
def when_answers(world: World, player: str, phrase: str) -> None:
    """`When pX <phrase>` — one of the answers of the table above, sent in pX's name; it must be accepted.

    Vocabulary: Decisions while card text resolves
    """
    world.act(effect_action(world, player, phrase))


# Rejected answers are sent with the shared "p1 tries the action:" step (raw JSON).


# ----------------------------------------------------------------- what the choices offer


@then(parsers.re(PLAYER + r" is asked to choose (?P<count>\d+) targets? among (?P<items>.+)$"))
def then_asked_targets(world: World, player: str, count: str, items: str) -> None:
    """`Then pX is asked to choose N target|targets among LIST` — a `choose_targets` decision of pX offers exactly
    these cards (REFs), N to choose (35-6).

    Vocabulary: Turn, phase, decision
    """
    pending = world.observe()["pending"] or {}
    wanted = parse_quoted(items)
    assert pending.get("kind") == "choose_targets" and pending.get("player") == player, (
        f"{player} should be asked to choose targets (35-6), but the pending decision is {show(pending)}"
    )
    offered = pending.get("options") or []
    named = sorted(next((w for w in wanted if world.same_card(o, w)), str(o)) for o in offered)
    assert named == sorted(wanted) and pending.get("max") == int(count), (
        f"the legal targets should be {wanted} ({count} to choose), but the engine offers {show(pending)}"
    )


@then(parsers.re(PLAYER + r" is asked which triggered effect resolves next, among (?P<items>.+)$"))
def then_asked_trigger(world: World, player: str, items: str) -> None:
    """`Then pX is asked which triggered effect resolves next, among "ABILITY" of "REF" and "ABILITY" of "REF"[ ...]` —
    a `choose_trigger` decision of pX offers exactly these abilities (37-6c, 37-6d).

    ``"Bloom" of "a" and "Glow" of "b"``: exactly these triggered effects are offered to the turn player.

    Vocabulary: Turn, phase, decision
    """
    _asked_abilities(world, player, items, "choose_trigger", "to order the triggered effects (37-6)")


@then(parsers.re(PLAYER + r" is asked which replacement applies, among (?P<items>.+)$"))
def then_asked_replacement(world: World, player: str, items: str) -> None:
    """`Then pX is asked which replacement applies, among "ABILITY" of "REF" and "ABILITY" of "REF"[ ...]` — a
    `choose_replacement` decision of pX offers exactly these replacements (38-16, 01-8).

    ``"Escape" of "g" and "Shelter" of "k"``: exactly these replacements are offered to the turn player (38-16).

    Vocabulary: Turn, phase, decision
    """
    _asked_abilities(world, player, items, "choose_replacement", "which replacement applies (38-16, 01-8)")


def _asked_abilities(world: World, player: str, items: str, kind: str, what: str) -> None:
    """A ``kind`` decision of ``player`` offers exactly the abilities ``items`` names (card and ability index)."""
    pending = world.observe()["pending"] or {}
    assert pending.get("kind") == kind and pending.get("player") == player, (
        f"{player} should be asked {what}, but the pending decision is {show(pending)}"
    )
    wanted = re.findall(r'"([^"]+)" of "([^"]+)"', items)
    expected = sorted((card, ability_index(world, card, name)) for name, card in wanted)
    offered = []
    for option in pending.get("options") or []:
        ref = next((card for _, card in wanted if world.same_card(option.get("card"), card)), str(option.get("card")))
        offered.append((ref, option.get("ability")))
    assert sorted(offered) == expected, f"the offered abilities should be {wanted}, not {show(pending)}"


@then(parsers.re(QUOTED.format("ref") + r" has no ATK or HP change"))
def then_unmodified(world: World, ref: str) -> None:
    """`Then "REF" has no ATK or HP change` — its ATK and HP plus damage are the printed ones (38-5; no scenario uses
    it yet).

    Vocabulary: Observations: units
    """
    card = world.cards[_definition(world, ref)]
    for state in world.observe()["players"].values():
        for unit in [state["lord"], *(state["lanes"][lane] for lane in LANES)]:
            if unit is not None and world.same_card(unit["id"], ref):
                have = (unit["atk"], unit["hp"] + unit["damage"])
                assert have == (card.get("atk"), card.get("hp")), (
                    f'"{ref}" should have its printed ATK {card.get("atk")} and HP {card.get("hp")}, but shows {have}'
                )
                return
    raise AssertionError(f'no minion or lord "{ref}" is on the field')
