"""Cipher keyword effects 23.1.1 to 23.1.20: their skill phrases (docs/cipher-data.md (b)) and steps (choosing the
cards an effect asks for, what a player sees of a card, a shuffled deck)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then, when
from tcgjudge.steps.cipher.skill_text import SKILL_HEADS, Fields, effect_phrase, skill_phrase
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted, show

ITEMS = r'(?P<items>".+)'
ZONE_KEYS = ("deck", "hand", "support", "retreat", "orbs", "bonds", "front", "back", "infinity")


# ----------------------------------------------------------------- skill phrases


@effect_phrase(r"your opponent draws (\d+)(, then shuffle the deck)?")
def _opponent_draws(m: re.Match[str]) -> Fields:
    """`your opponent draws N[, then shuffle the deck]`: the opponent draws (23.1.1.1.1), then shuffles (23.1.2.2)."""
    return {"opponent_draws": int(m[1]), **({"then_shuffle": True} if m[2] else {})}


@effect_phrase(r"shuffle your deck")
def _shuffle(m: re.Match[str]) -> Fields:
    """`shuffle your deck` (23.1.2.1)."""
    return {"shuffle": True}


@effect_phrase(r"this unit gets \+(\d+) power")
def _power_gain(m: re.Match[str]) -> Fields:
    """`this unit gets +N power`: until the end of the turn."""
    return {"power_gain": int(m[1])}


@effect_phrase(r"this unit's power is (doubled|tripled)")
def _power_times(m: re.Match[str]) -> Fields:
    """`this unit's power is doubled|tripled`: until the end of the turn (23.1.10, 23.1.11)."""
    return {"power_times": 2 if m[1] == "doubled" else 3}


@effect_phrase(r"until the end of the game, all allies get \+(\d+) power")
def _allies_gain(m: re.Match[str]) -> Fields:
    """`until the end of the game, all allies get +N power` (23.1.9)."""
    return {"allies_gain": int(m[1])}


@effect_phrase(
    r"(look at|reveal) the top (\d+) cards? of your deck, add (?:up to (\d+)|(any number)) of them to your hand"
)
def _look(m: re.Match[str]) -> Fields:
    """`look at|reveal the top N cards of your deck, add up to M|any number of them to your hand` (23.1.4 to 23.1.7)."""
    key = "look_top" if m[1] == "look at" else "reveal_top"
    return {key: int(m[2]), "take_up_to": "any" if m[4] else int(m[3])}


@effect_phrase(r"destroy one of your opponent's orbs")
def _destroy_orb(m: re.Match[str]) -> Fields:
    """`destroy one of your opponent's orbs` (23.1.14)."""
    return {"destroy_orb": True}


@effect_phrase(r"put the top (\d+) cards? of your deck into your bond area")
def _bond_from_deck(m: re.Match[str]) -> Fields:
    """`put the top N cards of your deck into your bond area` (23.1.20.1)."""
    return {"bond_from_deck": int(m[1])}


@effect_phrase(r"put the top card of this unit into your retreat area")
def _top_to_retreat(m: re.Match[str]) -> Fields:
    """`put the top card of this unit into your retreat area` (23.1.18)."""
    return {"top_to_retreat": True}


@skill_phrase(r"is not destroyed")
def _not_destroyed(m: re.Match[str]) -> Fields:
    """`is not destroyed`: a continuous skill (23.1.12)."""
    return {"kind": "continuous", "effect": {"not_destroyed": True}}


@skill_phrase(r"the opponent's \"(when [a-z ]+)\" skills do not activate")
def _silences(m: re.Match[str]) -> Fields:
    """`the opponent's "HEAD" skills do not activate`: a continuous skill (23.1.17); HEAD an automatic skill's head."""
    head = SKILL_HEADS.get(m[1])
    if head is None or head.get("kind") != "auto":
        raise ValueError(f"{m[1]!r} is no automatic skill's head")
    return {"kind": "continuous", "effect": {"silences": head["trigger"]}}


@skill_phrase(r"cannot be placed in the bond area")
def _no_bond(m: re.Match[str]) -> Fields:
    """`cannot be placed in the bond area`: a continuous skill (23.1.20)."""
    return {"kind": "continuous", "effect": {"no_bond": True}}


@skill_phrase(r"can be deployed even with an ally named (\w+)")
def _deploy_despite(m: re.Match[str]) -> Fields:
    """`can be deployed even with an ally named UNIT`: a continuous skill (23.1.19)."""
    return {"kind": "continuous", "effect": {"deploy_despite": m[1]}}


@effect_phrase(r"the opponent's units lose their skills until the end of the turn")
def _strip(m: re.Match[str]) -> Fields:
    """`the opponent's units lose their skills until the end of the turn` (23.1.15)."""
    return {"strip_opponents": True}


@effect_phrase(r"this unit's power becomes a copy of your Main Character's")
def _copy_power(m: re.Match[str]) -> Fields:
    """`this unit's power becomes a copy of your Main Character's`: until the end of the turn (23.1.8)."""
    return {"copy_main_power": True}


@effect_phrase(r"support power becomes (\d+) per card in your hand")
def _support_per_hand(m: re.Match[str]) -> Fields:
    """`support power becomes N per card in your hand`: a support skill's, for its own card (23.1.16)."""
    return {"support_per_hand": int(m[1])}


@effect_phrase(r"grow this unit with a card of its unit name from your hand")
def _grow(m: re.Match[str]) -> Fields:
    """`grow this unit with a card of its unit name from your hand` (23.1.13)."""
    return {"grow": True}


# ----------------------------------------------------------------- When


@when(parsers.re(PLAYER + r" (?P<tries>tries to |)(?:chooses|choose) (?P<items>no card|\".+\")$"))
def when_choose(world: World, player: str, tries: str, items: str) -> None:
    """`When pX [tries to ]chooses "ID"[, "ID" and "ID"]`, `When pX chooses no card` — `choose` (23.1.6, 23.1.7,
    23.1.14): the cards the effect being carried out asks its user for, in this order (a card may be named twice).

    Vocabulary: Skills
    """
    cards = [] if items == "no card" else parse_quoted(items)
    world.act({"type": "choose", "player": player, "cards": cards}, bool(tries))


# ----------------------------------------------------------------- Then


def _find(world: World, name: str) -> dict[str, Any]:
    view = world.observe()["players"]
    for p in ("p1", "p2"):
        for zone in ZONE_KEYS:
            for entry in view[p][zone]:
                for card in [entry, *entry.get("stack", [])]:
                    if world.same_card(card["id"], name):
                        found: dict[str, Any] = card
                        return found
    raise AssertionError(f"no card {name!r} in any zone")


@then(
    parsers.re(
        r'"(?P<card>[^"]+)" is (?P<seen>known to nobody|known only to p1|known only to p2|known to both players)$'
    )
)
def then_card_known(world: World, card: str, seen: str) -> None:
    """`Then "ID" is known to nobody`, `... is known only to pX`, `... is known to both players` — that card's
    `known_to` (wherever it is), e.g. while an effect reveals it (23.1.4.1) or lets one player look at it (23.1.5.1).

    Vocabulary: Zones and cards
    """
    wanted = {"known to nobody": [], "known only to p1": ["p1"], "known only to p2": ["p2"]}.get(seen, ["p1", "p2"])
    entry = _find(world, card)
    assert sorted(entry["known_to"]) == wanted, f"{card} should be {seen}: {show(entry)}"


@then(parsers.re(PLAYER + r"'s deck holds " + ITEMS + r" in a new order$"))
def then_deck_reordered(world: World, player: str, items: str) -> None:
    """`Then pX's deck holds LIST in a new order` — exactly these cards, top first in any order but the one written
    (a shuffle, 23.1.2.1; the scenario's fixed seed keeps the result repeatable).

    Vocabulary: Zones and cards
    """
    wanted = parse_quoted(items)
    have = [c["id"] for c in world.observe()["players"][player]["deck"]]
    unmatched = list(have)
    for name in wanted:
        match = next((cid for cid in unmatched if world.same_card(cid, name)), None)
        assert match is not None, f"{player}'s deck should hold {name!r}, but holds {have}"
        unmatched.remove(match)
    assert not unmatched, f"{player}'s deck should hold only {wanted}, but also holds {unmatched}"
    in_order = all(world.same_card(cid, name) for cid, name in zip(have, wanted, strict=True))
    assert not in_order, f"{player}'s deck is still in the order {wanted}: it was not shuffled"
