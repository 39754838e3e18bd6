"""Cipher steps of the turn's check timings, deploying and levelling up, and the destruction check (chapters 6, 9,
12 to 17): declared destroyed units and usage limits, choices of several cards at once, the skill phrases of phase
triggers, costs, twin skills and deploying from the deck (docs/cipher-data.md (b))."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.cipher.skill_text import SKILL_HEADS, Fields, effect_phrase, skill_phrase
from tcgjudge.steps.cipher.world import PLAYERS, World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted, show

TRY = r"(?P<tries>tries to |)"
LIST = r'(?P<items>nothing|".+")'

SKILL_HEADS.update(
    {
        "at the start of your turn": {"kind": "auto", "trigger": "turn_start"},
        "at the start of your action phase": {"kind": "auto", "trigger": "action_start"},
        "at the end of your turn": {"kind": "auto", "trigger": "turn_end"},
        "when untapped": {"kind": "auto", "trigger": "untapped"},
        "whenever you place a bond": {"kind": "auto", "trigger": "bond_placed"},
    }
)


# ----------------------------------------------------------------- skill phrases


@effect_phrase(r"deploy from the top (\d+) cards of the deck")
def _deploy_from_deck(m: re.Match[str]) -> Fields:
    """`deploy from the top N cards of the deck`: those of them the player chooses are deployed at once (6.6.1)."""
    return {"deploy_from_deck": int(m[1])}


@effect_phrase(r"turn (\d+) orbs? face up")
def _reveal_orbs(m: re.Match[str]) -> Fields:
    """`turn N orbs face up`: N face-down orbs of its player turn face up (6.4.5.1)."""
    return {"reveal_orbs": int(m[1])}


@skill_phrase(r"deploy cost counts as (\d+)")
def _cost_is(m: re.Match[str]) -> Fields:
    """`deploy cost counts as N`: a continuous skill changing the card's deploy cost wherever it is."""
    return {"kind": "continuous", "effect": {"cost_is": int(m[1])}}


@skill_phrase(r"deploy cost (\d+) in the hand")
def _hand_cost(m: re.Match[str]) -> Fields:
    """`deploy cost N in the hand`: while the card is in the hand its deploy cost counts as N."""
    return {"kind": "continuous", "effect": {"hand_cost": int(m[1])}}


@skill_phrase(r"may be deployed beside an ally of its unit name")
def _deploy_beside(m: re.Match[str]) -> Fields:
    """`may be deployed beside an ally of its unit name` (14.1.1.1)."""
    return {"kind": "continuous", "effect": {"deploy_beside": True}}


@skill_phrase(r'twin skill with "([^"]+)"')
def _twin(m: re.Match[str]) -> Fields:
    """`twin skill with "UNIT"`: while an other unit of that unit name is its player's, this unit destroyed takes an
    orb as a Main Character does (9.3.1.3.1.1)."""
    return {"kind": "continuous", "effect": {"twin": m[1]}}


@skill_phrase(r"instead of being destroyed, return to the hand")
def _instead_to_hand(m: re.Match[str]) -> Fields:
    """`instead of being destroyed, return to the hand`: a replacement effect (22.1, 9.3.1.1.2)."""
    return {"kind": "continuous", "effect": {"instead_to_hand": True}}


@skill_phrase(r"during your turn, cannot be in the (front|back) line")
def _not_in_during(m: re.Match[str]) -> Fields:
    """`during your turn, cannot be in the front|back line`: placement (9.5) only in its player's turn
    (13.2.1.1.1)."""
    return {"kind": "continuous", "effect": {"not_in": m[1]}, "during_your_turn": True}


# ----------------------------------------------------------------- Given: declared units


def _declared_unit(world: World, card: str) -> dict[str, Any]:
    for p in PLAYERS:
        for line in ("front", "back"):
            for unit in world.player(p)[line]:
                if unit["id"] == card:
                    unit_entry: dict[str, Any] = unit
                    return unit_entry
    raise AssertionError(f"{card!r} is no declared unit")


@given(parsers.re(r'"(?P<card>[^"]+)" is destroyed$'))
def given_destroyed(world: World, card: str) -> None:
    """`Given "ID" is destroyed` — the declared unit is destroyed, waiting for the destruction check (9.3) of the
    first check timing.

    Vocabulary: Declared state
    """
    _declared_unit(world, card)["destroyed"] = True


@given(parsers.re(r'the skill (?P<index>\d+) of "(?P<card>[^"]+)" has been used this turn$'))
def given_used(world: World, index: str, card: str) -> None:
    """`Given the skill N of "ID" has been used this turn` — the declared unit's usage limit of that skill is
    recorded (5.1.1.4).

    Vocabulary: Declared state
    """
    _declared_unit(world, card).setdefault("used", []).append(int(index))


@given(parsers.re(r'"(?P<card>[^"]+)" was levelled up this turn$'))
def given_levelled(world: World, card: str) -> None:
    """`Given "ID" was levelled up this turn` — the declared unit carries the level-up information (14.2.4).

    Vocabulary: Declared state
    """
    _declared_unit(world, card)["levelled"] = True


# ----------------------------------------------------------------- When: choices of several cards


@when(parsers.re(PLAYER + " " + TRY + r"(?:deploys|deploy) " + LIST + r" from the deck$"))
def when_deploy_cards(world: World, player: str, tries: str, items: str) -> None:
    """`When pX [tries to ]deploys LIST from the deck`, `When pX tries to deploy LIST from the deck` — `deploy_cards`
    (6.6.1, 14.1.3): the cards among the deck's top an effect shows that are deployed at once (`nothing`: none).

    Vocabulary: Actions
    """
    world.act({"type": "deploy_cards", "player": player, "cards": parse_quoted(items)}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"(?:keeps|keep) the destroyed units " + LIST + "$"))
def when_keep_destroyed(world: World, player: str, tries: str, items: str) -> None:
    """`When pX [tries to ]keeps the destroyed units LIST`, `When pX tries to keep the destroyed units LIST` —
    `keep_destroyed` (9.3.1.3.1.1): the destroyed units that stay, one orb each.

    Vocabulary: Battle
    """
    world.act({"type": "keep_destroyed", "player": player, "cards": parse_quoted(items)}, bool(tries))


# ----------------------------------------------------------------- Then: units


def _unit(world: World, card: str) -> dict[str, Any]:
    players = world.observe()["players"]
    for p in PLAYERS:
        for line in ("front", "back"):
            for unit in players[p][line]:
                if world.same_card(unit["id"], card):
                    found: dict[str, Any] = unit
                    return found
    raise AssertionError(f"{card} is no unit on the battlefield")


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<negated>not )?destroyed$'))
def then_destroyed(world: World, card: str, negated: str | None) -> None:
    """`Then "ID" is [not ]destroyed` — the unit's destroyed status (18.5.1.2, 9.3).

    Vocabulary: Zones and cards
    """
    unit = _unit(world, card)
    assert bool(unit["destroyed"]) != bool(negated), (
        f"{card} should {'not ' if negated else ''}be destroyed: {show(unit)}"
    )


@then(parsers.re(r'"(?P<card>[^"]+)" has, bottom first, ' + LIST + " under it$"))
def then_stack_order(world: World, card: str, items: str) -> None:
    """`Then "ID" has, bottom first, LIST under it` — the cards of the unit's stack in this order (14.2.7.1).

    Vocabulary: Zones and cards
    """
    wanted = parse_quoted(items)
    have = [c["id"] for c in _unit(world, card)["stack"]]
    assert len(have) == len(wanted) and all(
        world.same_card(cid, name) for cid, name in zip(have, wanted, strict=True)
    ), f"{card} should have {wanted} under it, bottom first, but has {have}"
