"""Steps used only by the card scenarios; shared steps live in given_steps, when_steps and then_steps.

Written against the Engine interface only (through the ``world`` fixture).
"""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.onepiece.world import DURATIONS, World
from tcgjudge.steps.shared.world import parse_quoted

P = r"(?P<player>p[12])"


@pytest.fixture
def noted_cards() -> dict[str, list[str]]:
    """Card ids remembered by 'the top N cards of pX's deck are noted', per player."""
    return {}


@when(parsers.re(r"the top (?P<count>\d+) cards of " + P + r"'s deck are noted"))
def when_note_deck_top(world: World, noted_cards: dict[str, list[str]], count: str, player: str) -> None:
    """`When the top N cards of pX's deck are noted` — remembers the ids of the top N cards of the deck, for `... holds
    the noted cards ...` (changes nothing in the game).

    Vocabulary: Zones
    """
    deck = world.observe()["players"][player]["deck"]
    wanted = int(count)
    assert len(deck) >= wanted, f"{player}'s deck holds only {len(deck)} cards, {wanted} cannot be noted"
    noted_cards[player] = [card["id"] for card in deck[:wanted]]


@then(parsers.re(P + r"'s life area holds the noted cards of (?P<owner>p[12])'s deck in reverse order"))
def then_life_is_reversed_top(world: World, noted_cards: dict[str, list[str]], player: str, owner: str) -> None:
    """`Then pX's life area holds the noted cards of pY's deck in reverse order` — the life area is exactly the noted
    cards, the last noted on top (5-2-1-7: life cards are placed from the top of the deck, so the top card ends at
    the bottom).

    Vocabulary: Zones
    """
    assert owner in noted_cards, f"no cards of {owner}'s deck were noted before"
    life = [card["id"] for card in world.observe()["players"][player]["life"]]
    expected = list(reversed(noted_cards[owner]))
    assert life == expected, (
        f"2-9-2-1: the deck's top card must end at the bottom of the life area, so {player}'s life area "
        f"(top first) should be {expected}, but it is {life}"
    )


@then(parsers.re(r"every card in " + P + r"'s life area is face down"))
def then_life_face_down(world: World, player: str) -> None:
    """`Then every card in pX's life area is face down` — no life card lies face up.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    life = world.observe()["players"][player]["life"]
    up = [card["id"] for card in life if card.get("face_up")]
    assert not up, f"2-9-2: life cards are placed face down, but these are face up: {up}"


# ----------------------------------------------------------------- current cost (2-7-6, 1-3-6)

_DURATION = "(?P<duration>" + "|".join(DURATIONS) + ")"


@given(parsers.re(r"an effect of " + P + r' gives "(?P<target>[^"]+)" (?P<amount>[+-]\d+) cost ' + _DURATION))
def given_cost_effect(world: World, player: str, target: str, amount: str, duration: str) -> None:
    """`Given an effect of pX gives "ID" +N|-N cost DURATION` — a declared cost change (2-7-6, 1-3-6).

    Vocabulary: Battle and effects already in force
    """
    world.effects.append(
        {"kind": "cost", "target": target, "amount": int(amount), "duration": DURATIONS[duration], "controller": player}
    )


@then(parsers.re(r'"(?P<card>[^"]+)" has cost (?P<cost>-?\d+)'))
def then_card_cost(world: World, card: str, cost: str) -> None:
    """`Then "ID" has cost N` — the character's current cost (observation field `cost`, capability `observation.cost`).

    Vocabulary: Leaders, characters, stages (by id)
    """
    obs = world.observe()
    for p in ("p1", "p2"):
        for entry in obs["players"][p]["characters"]:
            if world.same_card(entry["id"], card):
                assert "cost" in entry, "the observation of a character should carry its current cost"
                assert entry["cost"] == int(cost), f"{card} should have cost {cost}, but has {entry['cost']}"
                return
    raise AssertionError(f"{card} is not a character on the field")


# ----------------------------------------------------------------- cards offered by a pending choice


@then(parsers.re(r"the cards offered for the choice are (?P<items>.+)"))
def then_choice_offers(world: World, items: str) -> None:
    """`Then the cards offered for the choice are LIST` — a `select` decision is pending and its options are exactly
    these ids (LIST as in Given, e.g. `"a" and "b"`).

    Vocabulary: Turn, phase, battle, decision
    """
    pending = world.observe()["pending"]
    assert pending is not None and pending["kind"] == "select", f"a choice of cards should be pending, not {pending}"
    wanted = sorted(parse_quoted(items))
    offered = sorted(str(o) for o in pending["options"])
    assert world.names.same_set(pending["options"], wanted), (
        f"the choice should offer exactly {wanted}, but it offers {offered}"
    )


# ----------------------------------------------------------------- acting on a card known by its number


def _only_id(cards: list[dict[str, object]], number: str, where: str) -> str:
    found = [str(c["id"]) for c in cards if c["card"] == number]
    assert len(found) == 1, f"{where} should hold exactly one card {number}, but holds {found}"
    return found[0]


@when(parsers.re(P + r' plays the card "(?P<number>[^"]+)" from their hand'))
def when_play_by_number(world: World, player: str, number: str) -> None:
    """`When pX plays the card "NUM" from their hand` — plays the only card with that number in pX's hand (for a card
    whose id the engine made, e.g. after it returned to the hand).

    Vocabulary: Actions
    """
    hand = world.observe()["players"][player]["hand"]
    world.act({"type": "play", "card": _only_id(hand, number, f"{player}'s hand"), "player": player})


@when(parsers.re(P + r' activates ability (?P<index>\d+) of their character "(?P<number>[^"]+)"'))
def when_activate_by_number(world: World, player: str, index: str, number: str) -> None:
    """`When pX activates ability N of their character "NUM"` — the same for the only character with that number.

    Vocabulary: Actions
    """
    chars = world.observe()["players"][player]["characters"]
    cid = _only_id(chars, number, f"{player}'s character area")
    world.act({"type": "activate", "card": cid, "ability": int(index) - 1, "player": player})
