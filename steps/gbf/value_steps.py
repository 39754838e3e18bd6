"""Granblue Fantasy steps for chips (10-16), divided damage (10-13) and the values effects change (10-15, 10-10-2-1)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.gbf.steps import TRY, ZONE, ZONES
from tcgjudge.steps.gbf.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted, show

CHIPS = r'(?P<chips>no chips|the chips? ".+)$'


def _chips(text: str) -> list[str]:
    """``no chips`` -> ``[]``; ``the chips "atk+1" and "atk+1"`` -> ``["atk+1", "atk+1"]``."""
    if text == "no chips":
        return []
    return parse_quoted(text.split(" ", 2)[2])


def _declared_card(world: World, card: str) -> dict[str, Any]:
    for player in ("p1", "p2"):
        for zone in ("captains", "crew", "crystals", "gauge"):
            for entry in world.player(player)[zone] or []:
                if entry.get("id") == card:
                    found: dict[str, Any] = entry
                    return found
    raise AssertionError(f'declare "{card}" in a captain, crew, crystal area or gauge first')


@given(parsers.re(r'the card "(?P<card>[^"]+)" carries ' + CHIPS))
def given_card_chips(world: World, card: str, chips: str) -> None:
    """`Given the card "ID" carries the chips LIST` — chips on a declared card of a captain, crew or crystal area
    or a gauge (10-16-1); LIST names chip types: `hp+X`, `hp-X`, `atk+X`, `atk-X`, `rank+X`, `rank-X` modify the card
    (10-16-4-1), any other word is a mark.

    Vocabulary: Declared state
    """
    _declared_card(world, card)["chips"] = _chips(chips)


@given(parsers.re(PLAYER + r"'s " + ZONE + r" carries " + CHIPS))
def given_zone_chips(world: World, player: str, zone: str, chips: str) -> None:
    """`Given pX's ZONE carries the chips LIST` — chips on the zone itself, not on a card (10-16-1, RR-chips).

    Vocabulary: Declared state
    """
    world.player(player).setdefault("chips", {})[ZONES[zone]] = _chips(chips)


def _observed_card(world: World, card: str) -> dict[str, Any]:
    for state in world.observe()["players"].values():
        for zone in ZONES.values():
            for entry in state[zone]:
                if world.same_card(entry["id"], card):
                    return dict(entry)
                for level in entry.get("level") or []:
                    if world.same_card(level["id"], card):
                        return dict(level)
    raise AssertionError(f"{card} is in no zone")


@then(parsers.re(r'the card "(?P<card>[^"]+)" carries ' + CHIPS))
def then_card_chips(world: World, card: str, chips: str) -> None:
    """`Then the card "ID" carries the chips LIST`, `Then the card "ID" carries no chips` — the chips the observation
    shows on that card, wherever it is (in any order; a card shown without `chips` carries none).

    Vocabulary: Zones and cards
    """
    entry = _observed_card(world, card)
    have = Counter(entry.get("chips") or [])
    assert have == Counter(_chips(chips)), f"{card} should carry {chips}, but the engine shows {show(entry)}"


@then(parsers.re(PLAYER + r"'s " + ZONE + r" carries " + CHIPS))
def then_zone_chips(world: World, player: str, zone: str, chips: str) -> None:
    """`Then pX's ZONE carries the chips LIST`, `Then pX's ZONE carries no chips` — the chips on the zone itself
    (in any order).

    Vocabulary: Zones and cards
    """
    shown = world.observe()["players"][player].get("chips") or {}
    have = Counter(shown.get(ZONES[zone]) or [])
    assert have == Counter(_chips(chips)), f"{player}'s {zone} should carry {chips}, but the engine shows {show(shown)}"


PART = re.compile(r'(-?\d+) to "([^"]+)"')


@when(parsers.re(PLAYER + " " + TRY + r"divides? the damage (?P<split>-?\d+ to \".+)$"))
def when_divide(world: World, player: str, tries: str, split: str) -> None:
    """`When pX [tries to ]divides the damage N to "ID" and M to "ID"`, `When pX tries to divide the damage ...` —
    `divide_damage`: the parts of the divided damage each chosen crew is dealt, in that order (10-13-1); parts are
    joined by `, ` and ` and `.

    Vocabulary: Actions
    """
    parts = [{"card": card, "amount": int(amount)} for amount, card in PART.findall(split)]
    assert parts, f"no parts in {split!r}"
    world.act({"type": "divide_damage", "player": player, "split": parts}, attempt=bool(tries))
