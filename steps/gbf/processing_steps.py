"""Granblue Fantasy steps for revealing (10-6), searching and shuffling (10-7), declaring (10-11), optional automatic
effects and infinite loops (11-1) (docs/gbf-steps.md)."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when
from tcgjudge.steps.gbf.steps import ITEMS, TRY, ZONES, _card_number
from tcgjudge.steps.gbf.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted, show

from tcgjudge.engine.interface import Action

KNOWN = r"(?P<seen>known to both players|known only to p1|known only to p2|known to nobody)"


def _effect_index(world: World, card: str, name: str) -> int:
    effects = world.cards.get(_card_number(world, card), {}).get("effects", [])
    index = next((i for i, e in enumerate(effects) if e.get("name") == name), None)
    assert index is not None, f'"{card}" has no effect named "{name}"'
    return index


@when(
    parsers.re(
        PLAYER
        + " "
        + TRY
        + r'activates? "(?P<name>[^"]+)" of "(?P<card>[^"]+)" revealing "(?P<shown>[^"]+)"'
        + r' resting (?P<items>nothing|".+)$'
    )
)
def when_activate_revealing(
    world: World, player: str, tries: str, name: str, card: str, shown: str, items: str
) -> None:
    """`When pX [tries to ]activates "NAME" of "ID" revealing "ID" resting LIST`, `When pX tries to activate "NAME" of
    "ID" revealing "ID" resting LIST` — `activate` with `reveal`: a cost that reveals a crew card of the hand
    (10-6-1-1), paid with the crystals LIST as well.

    Vocabulary: Actions
    """
    action: Action = {
        "type": "activate",
        "player": player,
        "card": card,
        "effect": _effect_index(world, card, name),
        "crystals": parse_quoted(items),
        "reveal": shown,
    }
    world.act(action, attempt=bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'takes? the revealed "(?P<card>[^"]+)"$'))
def when_pick_revealed(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]takes the revealed "ID"`, `When pX tries to take the revealed "ID"` — `pick_revealed`: the
    revealed crew taken into the hand (10-6-1-2).

    Vocabulary: Actions
    """
    world.act({"type": "pick_revealed", "player": player, "card": card}, attempt=bool(tries))


@when(parsers.re(PLAYER + r" takes none of the revealed cards$"))
def when_pick_none(world: World, player: str) -> None:
    """`When pX takes none of the revealed cards` — `pick_revealed` with `card` null.

    Vocabulary: Actions
    """
    world.act({"type": "pick_revealed", "player": player, "card": None})


@when(parsers.re(PLAYER + " " + TRY + r'declares? "(?P<value>[^"]*)"$'))
def when_declare(world: World, player: str, tries: str, value: str) -> None:
    """`When pX [tries to ]declares "VALUE"`, `When pX tries to declare "VALUE"` — `declare`: the value the effect
    resolving asks for (10-11-1).

    Vocabulary: Actions
    """
    world.act({"type": "declare", "player": player, "value": value}, attempt=bool(tries))


@when(parsers.re(PLAYER + r" (?P<choice>uses|declines) the optional effect$"))
def when_use_effect(world: World, player: str, choice: str) -> None:
    """`When pX uses|declines the optional effect` — `use_effect`: the optional automatic effect resolving is used,
    or not.

    Vocabulary: Actions
    """
    world.act({"type": "use_effect", "player": player, "use": choice == "uses"})


@when(parsers.re(PLAYER + " " + TRY + r"names? (?P<count>-?\d+) repetitions? of the loop$"))
def when_loop_count(world: World, player: str, tries: str, count: str) -> None:
    """`When pX [tries to ]names N repetitions of the loop`, `When pX tries to name N repetitions of the loop` —
    `loop_count`: how many times the loop is repeated (11-1-1-2, 11-1-1-3).

    Vocabulary: Actions
    """
    world.act({"type": "loop_count", "player": player, "count": int(count)}, attempt=bool(tries))


def _find(world: World, card: str) -> tuple[str, str, dict[str, Any]]:
    for p, state in world.observe()["players"].items():
        for zone, key in ZONES.items():
            for entry in state[key]:
                if world.same_card(entry["id"], card):
                    return p, zone, entry
    raise AssertionError(f"{card} is in no zone")


@then(parsers.re(r'"(?P<card>[^"]+)" is ' + KNOWN + r"(?: in (?P<player>p[12])'s (?P<zone>deck|hand))?$"))
def then_card_known(world: World, card: str, seen: str, player: str | None, zone: str | None) -> None:
    """`Then "ID" is known to both players[ in pX's deck|hand]`, `Then "ID" is known only to pX[ in pX's deck|hand]`,
    `Then "ID" is known to nobody[ in pX's deck|hand]` — the card's `known_to` (and the zone it is in, 10-6-1-3-1).

    Vocabulary: Zones and cards
    """
    owner, where, entry = _find(world, card)
    wanted = {
        "known to nobody": [],
        "known only to p1": ["p1"],
        "known only to p2": ["p2"],
        "known to both players": ["p1", "p2"],
    }[seen]
    assert sorted(entry["known_to"]) == wanted, f"{card} should be {seen}: {show(entry)}"
    if player is not None:
        assert (owner, where) == (player, zone), f"{card} should be in {player}'s {zone}, not in {owner}'s {where}"


@then(parsers.re(PLAYER + r"'s deck begins with " + ITEMS + " in that order$"))
def then_deck_begins(world: World, player: str, items: str) -> None:
    """`Then pX's deck begins with LIST in that order` — the deck's top cards, the first listed on top.

    Vocabulary: Zones and cards
    """
    wanted = parse_quoted(items)
    deck = world.observe()["players"][player]["deck"]
    assert len(deck) >= len(wanted), f"{player}'s deck holds {len(deck)} cards only: {show(deck)}"
    for entry, name in zip(deck, wanted, strict=False):
        assert world.same_card(entry["id"], name), f"{player}'s deck should begin with {wanted}: {show(deck)}"


@then(parsers.re(PLAYER + r'\'s deck has "(?P<card>[^"]+)" on top and its other cards in a new order$'))
def then_searched_on_top(world: World, player: str, card: str) -> None:
    """`Then pX's deck has "ID" on top and its other cards in a new order` — after the last action the card is on
    top, and the deck's other cards are the ones it held before that action, in another order (10-7-1-1: the
    found card is left out of the shuffle, the others are shuffled).

    Vocabulary: Zones and cards
    """
    assert world.before is not None, "this step needs a last action"
    before = [c["id"] for c in world.before["players"][player]["deck"]]
    after = [c["id"] for c in world.observe()["players"][player]["deck"]]
    assert after and world.same_card(after[0], card), f"{card} should be on top of {player}'s deck: {after}"
    others_before = [cid for cid in before if not world.same_card(cid, card)]
    assert sorted(after[1:]) == sorted(others_before), f"{player}'s deck should keep its other cards: {after}"
    assert after[1:] != others_before, f"{player}'s other deck cards are in the same order: they were not shuffled"
