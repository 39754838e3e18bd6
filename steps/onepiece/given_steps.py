"""Given steps: the card pool and the declared state (or a fresh seeded game)."""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers
from tcgjudge.steps.onepiece.world import DURATIONS, KEYWORDS, PHASES, PROHIBITIONS, World, default_card
from tcgjudge.steps.shared.world import parse_items

P = r"(?P<player>p[12])"
Q = r'"(?P<{}>[^"]+)"'
_DURATION = "(?P<duration>" + "|".join(DURATIONS) + ")"

_LIST_COLUMNS = {"colors", "keywords", "types", "attributes"}
_INT_COLUMNS = {"cost", "power", "counter", "life"}


def _cell_list(column: str, cell: str) -> list[str]:
    if cell.strip().lower() in ("-", "none"):
        return []
    values = [v.strip() for v in cell.split(",") if v.strip()]
    if column == "keywords":
        return [KEYWORDS.get(v.lower(), v.lower().replace(" ", "_")) for v in values]
    if column in ("colors", "attributes"):
        return [v.lower() for v in values]
    return values


def _yes(cell: str) -> bool | None:
    cell = cell.strip().lower()
    if cell == "":
        return None
    if cell in ("yes", "true", "y", "rested"):
        return True
    if cell in ("no", "false", "n", "active"):
        return False
    raise ValueError(f"expected yes/no, got {cell!r}")


# ----------------------------------------------------------------- cards


@given("the test cards:")
def given_cards(world: World, datatable: list[list[str]]) -> None:
    """`Given the test cards:` + table with columns among `id`, `category`, `name`, `colors`, `cost`, `power`,
    `counter`, `life`, `keywords`, `types`, `attributes` (`id` and `category` required) — defines card numbers;
    lists are comma separated (`red, green`; `Blocker, Double Attack`; `Straw Hat Crew, Navy`); an empty cell takes
    the default, `-` means an empty list.

    Vocabulary: Cards
    """
    header = [h.strip().lower() for h in datatable[0]]
    assert "id" in header and "category" in header, "the card table needs at least 'id' and 'category' columns"
    for row in datatable[1:]:
        cells = dict(zip(header, row, strict=True))
        card = default_card(cells["id"].strip(), cells["category"].strip().lower())
        for column, cell in cells.items():
            if column in ("id", "category") or cell.strip() == "":
                continue
            if column in _LIST_COLUMNS:
                card[column] = _cell_list(column, cell)
            elif column in _INT_COLUMNS:
                card[column] = int(cell)
            elif column == "name":
                card["name"] = cell.strip()
            else:
                raise AssertionError(f"unknown card table column {column!r}")
        world.cards[card["id"]] = card


@given(parsers.re(r'card "(?P<number>[^"]+)" has the ability:'))
def given_ability(world: World, number: str, docstring: str) -> None:
    """`Given card "NUM" has the ability:` + JSON docstring (one ability object) — appends an ability to that card
    number (order = ability index).

    Vocabulary: Cards
    """
    ability: dict[str, Any] = json.loads(docstring)
    world.abilities.setdefault(number, []).append(ability)


@given(parsers.re(r'card "(?P<number>[^"]+)" has the abilities:'))
def given_abilities(world: World, number: str, docstring: str) -> None:
    """`Given card "NUM" has the abilities:` + JSON docstring (a list) — appends several abilities.

    Vocabulary: Cards
    """
    abilities: list[dict[str, Any]] = json.loads(docstring)
    world.abilities.setdefault(number, []).extend(abilities)


# ----------------------------------------------------------------- the game


@given(
    parsers.re(
        r"a game on turn (?P<turn>\d+) in the (?P<phase>refresh|draw|DON!!|main|end) phase with " + P + " to play"
    )
)
def given_game(world: World, turn: str, phase: str, player: str) -> None:
    """`Given a game on turn N in the refresh|draw|DON!!|main|end phase with pX to play` — a declared state starting at
    the beginning of that phase (the engine runs on to the first decision).

    Vocabulary: The game
    """
    world.mode = "state"
    world.turn = int(turn)
    world.phase = PHASES[phase]
    world.turn_player = player


@given(parsers.re(P + r" is the first player"))
def given_first_player(world: World, player: str) -> None:
    """`Given pX is the first player` — declares `first_player` explicitly.

    Vocabulary: The game
    """
    world.first_player = player


@given(parsers.re(r"the seed is (?P<seed>\d+)"))
def given_seed(world: World, seed: str) -> None:
    """`Given the seed is N` — the seed of later shuffles.

    Vocabulary: The game
    """
    world.seed = int(seed)


# ----------------------------------------------------------------- field


def _field_options(rested: str | None, don: str | None, new: str | None = None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if rested:
        options["rested"] = True
    if don:
        options["don"] = int(don)
    if new:
        options["played_this_turn"] = True
    return options


_REST_DON = r"(?P<rested>, rested)?(?: with (?P<don>\d+) DON!! given)?"


@given(parsers.re(P + r"'s leader is " + Q.format("card") + r'(?: as "(?P<id>[^"]+)")?' + _REST_DON))
def given_leader(world: World, player: str, card: str, id: str | None, rested: str | None, don: str | None) -> None:
    """`Given pX's leader is "NUM" [as "ID"][, rested][ with N DON!! given]` — the leader (default id `pX-leader`); in
    a fresh game only the card number is used.

    Vocabulary: Leader, characters, stage
    """
    if world.mode == "fresh":
        world.fresh_player(player)["leader"] = card
        return
    entry: dict[str, Any] = {"card": card, "id": id or f"{player}-leader"}
    entry.update(_field_options(rested, don))
    world.player(player)["leader"] = entry


@given(
    parsers.re(
        P
        + r" has a character "
        + Q.format("card")
        + r'(?: as "(?P<id>[^"]+)")?'
        + _REST_DON
        + r"(?P<new>, played this turn)?"
    )
)
def given_character(
    world: World, player: str, card: str, id: str | None, rested: str | None, don: str | None, new: str | None
) -> None:
    """`Given pX has a character "NUM" [as "ID"][, rested][ with N DON!! given][, played this turn]` — adds one
    character.

    Vocabulary: Leader, characters, stage
    """
    characters = world.player(player)["characters"]
    entry: dict[str, Any] = {"card": card, "id": id or f"{player}-char{len(characters) + 1}"}
    entry.update(_field_options(rested, don, new))
    characters.append(entry)


@given(parsers.re(P + r"'s characters are:"))
def given_characters(world: World, player: str, datatable: list[list[str]]) -> None:
    """`Given pX's characters are:` + table with columns `card` (required), `id`, `rested`, `don`, `played_this_turn`
    (`yes`/`no`, empty = default) — adds characters in order.

    Vocabulary: Leader, characters, stage
    """
    header = [h.strip().lower() for h in datatable[0]]
    assert "card" in header, "the characters table needs a 'card' column"
    characters = world.player(player)["characters"]
    for row in datatable[1:]:
        cells = dict(zip(header, row, strict=True))
        entry: dict[str, Any] = {
            "card": cells["card"].strip(),
            "id": cells.get("id", "").strip() or f"{player}-char{len(characters) + 1}",
        }
        for flag in ("rested", "played_this_turn"):
            value = _yes(cells.get(flag, ""))
            if value is not None:
                entry[flag] = value
        if cells.get("don", "").strip():
            entry["don"] = int(cells["don"])
        characters.append(entry)


@given(parsers.re(P + r"'s stage is " + Q.format("card") + r'(?: as "(?P<id>[^"]+)")?(?P<rested>, rested)?'))
def given_stage(world: World, player: str, card: str, id: str | None, rested: str | None) -> None:
    """`Given pX's stage is "NUM" [as "ID"][, rested]` — the stage.

    Vocabulary: Leader, characters, stage
    """
    entry: dict[str, Any] = {"card": card, "id": id or f"{player}-stage"}
    if rested:
        entry["rested"] = True
    world.player(player)["stage"] = entry


# ----------------------------------------------------------------- stacks

_ZONES = {"hand": "hand", "deck": "deck", "trash": "trash", "life area": "life"}
_ZONE = r"(?P<zone>hand|deck|trash|life area)"


@given(parsers.re(P + r"'s " + _ZONE + r" holds (?P<items>.+)"))
def given_zone(world: World, player: str, zone: str, items: str) -> None:
    """`Given pX's hand|deck|trash|life area holds LIST` — that zone, top first. LIST is items separated by `, ` or `
    and `; an item is `"NUM"`, `"NUM" as "ID"`, `N cards of "NUM"`, `N cards of "NUM" as "ID"`, and in the life area
    `... face up`. Example: `p1's hand holds "C-A" as "a1" and 2 cards of "C-B"`. In a fresh game, `pX's deck holds
    ...` sets the deck's card numbers.

    Vocabulary: Hand, deck, trash, life area
    """
    parsed = parse_items(items)
    if world.mode == "fresh":
        assert zone == "deck", "a fresh game only takes a deck list"
        world.fresh_player(player)["deck"] = [i["card"] for i in parsed for _ in range(i["count"])]
        return
    world.player(player)[_ZONES[zone]] = parsed


SPARE_COUNTER = "C-SPARE-COUNTER"


@given(parsers.re(P + r' also holds a spare counter card "(?P<id>[^"]+)"'))
def given_spare_counter(world: World, player: str, id: str) -> None:
    """`Given pX also holds a spare counter card "ID"` — adds to pX's hand a character with counter 1000 that the
    scenario never uses, so the counter step stays a real decision (put it after the other hand steps). Needed by
    any scenario that looks inside a battle after the defender's last possible answer: a decision whose only answer
    is to pass may be skipped by an engine and is answered by the harness at once (docs/protocol.md, "Forced
    decisions").

    Vocabulary: Hand, deck, trash, life area
    """
    world.cards.setdefault(SPARE_COUNTER, {**default_card(SPARE_COUNTER, "character"), "counter": 1000})
    world.player(player)["hand"].extend(parse_items(f'"{SPARE_COUNTER}" as "{id}"'))


@given(parsers.re(P + r"'s " + _ZONE + r" is empty"))
def given_zone_empty(world: World, player: str, zone: str) -> None:
    """`Given pX's hand|deck|trash|life area is empty` — that zone holds nothing.

    Vocabulary: Hand, deck, trash, life area
    """
    if world.mode == "fresh":
        assert zone == "deck", "a fresh game only takes a deck list"
        world.fresh_player(player)["deck"] = []
        return
    world.player(player)[_ZONES[zone]] = []


# ----------------------------------------------------------------- DON!!


@given(parsers.re(P + r"'s DON!! deck holds (?P<count>\d+) (?:DON!!|cards?)"))
def given_don_deck(world: World, player: str, count: str) -> None:
    """`Given pX's DON!! deck holds N DON!!` (or `N cards`) — DON!! deck count (also in a fresh game: e.g. 9 for an
    illegal deck).

    Vocabulary: DON!!
    """
    if world.mode == "fresh":
        world.fresh_player(player)["don_deck"] = int(count)
        return
    world.player(player)["don_deck"] = int(count)


@given(parsers.re(P + r"'s cost area holds (?P<active>\d+) active and (?P<rested>\d+) rested DON!!"))
def given_cost_area(world: World, player: str, active: str, rested: str) -> None:
    """`Given pX's cost area holds N active and M rested DON!!` — both counts.

    Vocabulary: DON!!
    """
    state = world.player(player)
    state["don_active"] = int(active)
    state["don_rested"] = int(rested)


@given(parsers.re(P + r"'s cost area holds (?P<count>\d+) (?P<which>active|rested) DON!!"))
def given_cost_area_one(world: World, player: str, count: str, which: str) -> None:
    """`Given pX's cost area holds N active|rested DON!!` — only that kind (the other is 0).

    Vocabulary: DON!!
    """
    state = world.player(player)
    state["don_active"], state["don_rested"] = (int(count), 0) if which == "active" else (0, int(count))


# ----------------------------------------------------------------- battle and effects


@given(
    parsers.re(
        Q.format("attacker")
        + r" is attacking "
        + Q.format("target")
        + r", at the start of the (?P<step>block|counter|damage) step(?P<used>, a Blocker already used)?"
    )
)
def given_battle(world: World, attacker: str, target: str, step: str, used: str | None) -> None:
    """`Given "ID" is attacking "ID", at the start of the block|counter|damage step[, a Blocker already used]` — a
    declared battle (first id attacker, second target); sets the phase to main and the attacker rested.

    Vocabulary: Battle and effects already in force
    """
    world.battle = {"attacker": attacker, "target": target, "step": step, "blocker_used": bool(used)}
    world.phase = "main"
    entry = world.field_card(attacker)
    if entry is not None:  # the attacker of a declared battle is rested (7-1-1)
        entry["rested"] = True


@given(parsers.re(r"an effect of " + P + r" gives " + Q.format("target") + r" (?P<amount>[+-]\d+) power " + _DURATION))
def given_power_effect(world: World, player: str, target: str, amount: str, duration: str) -> None:
    """`Given an effect of pX gives "ID" +N|-N power DURATION` — a declared power effect controlled by pX.

    Vocabulary: Battle and effects already in force
    """
    world.effects.append(
        {
            "kind": "power",
            "target": target,
            "amount": int(amount),
            "duration": DURATIONS[duration],
            "controller": player,
        }
    )


@given(
    parsers.re(
        r"an effect of "
        + P
        + r" gives "
        + Q.format("target")
        + r" (?P<keyword>Rush|Blocker|Double Attack|Banish) "
        + _DURATION
    )
)
def given_keyword_effect(world: World, player: str, target: str, keyword: str, duration: str) -> None:
    """`Given an effect of pX gives "ID" Rush|Blocker|Double Attack|Banish DURATION` — a declared keyword effect.

    Vocabulary: Battle and effects already in force
    """
    world.effects.append(
        {
            "kind": "keyword",
            "target": target,
            "keyword": KEYWORDS[keyword.lower()],
            "duration": DURATIONS[duration],
            "controller": player,
        }
    )


@given(
    parsers.re(
        r"an effect of "
        + P
        + r" makes "
        + Q.format("target")
        + r" unable to (?P<what>"
        + "|".join(sorted(PROHIBITIONS, key=len, reverse=True))
        + r") "
        + _DURATION
    )
)
def given_prohibit_effect(world: World, player: str, target: str, what: str, duration: str) -> None:
    """`Given an effect of pX makes "ID" unable to ACT DURATION` — a declared prohibition; ACT is `attack`, `block`,
    `be K.O.'d`, `be K.O.'d by effects`, `be K.O.'d in battle` or `be rested`.

    Vocabulary: Battle and effects already in force
    """
    world.effects.append(
        {
            "kind": "prohibit",
            "target": target,
            "what": PROHIBITIONS[what],
            "duration": DURATIONS[duration],
            "controller": player,
        }
    )


# ----------------------------------------------------------------- fresh game (chapter 5)


@given(parsers.re(r"a fresh game with seed (?P<seed>\d+)"))
def given_fresh(world: World, seed: str) -> None:
    """`Given a fresh game with seed N` — a fresh game with the two default valid decks (see above); must come before
    the other fresh-game Givens.

    Vocabulary: Fresh game (chapter 5)
    """
    world.start_fresh(int(seed))


@given(parsers.re(P + r"'s deck has (?P<count>\d+) cards"))
def given_deck_size(world: World, player: str, count: str) -> None:
    """`Given pX's deck has N cards` — trims the deck or pads it with new card numbers (illegal size: 49, 51).

    Vocabulary: Fresh game (chapter 5)
    """
    spec = world.fresh_player(player)
    deck: list[str] = spec["deck"]
    wanted = int(count)
    prefix = "P1" if player == "p1" else "P2"
    extra = 14
    while len(deck) < wanted:
        deck.append(f"{prefix}-{extra:02d}")
        extra += 1
    del deck[wanted:]


@given(parsers.re(P + r"'s deck has (?P<count>\d+) copies of " + Q.format("card")))
def given_deck_copies(world: World, player: str, count: str, card: str) -> None:
    """`Given pX's deck has N copies of "NUM"` — changes other cards into that number (5 copies breaks 5-1-2-3).

    Vocabulary: Fresh game (chapter 5)
    """
    deck: list[str] = world.fresh_player(player)["deck"]
    wanted = int(count)
    prefix = "P1" if player == "p1" else "P2"
    spare = 15
    while deck.count(card) > wanted:  # swap surplus copies for single copies of unused numbers
        deck[deck.index(card)] = f"{prefix}-{spare:02d}"
        spare += 1
    index = len(deck) - 1
    while deck.count(card) < wanted:
        while deck[index] == card:
            index -= 1
        deck[index] = card


@given(parsers.re(P + r"'s deck holds a card of a color its leader does not have"))
def given_deck_off_color(world: World, player: str) -> None:
    """`Given pX's deck holds a card of a color its leader does not have` — the last card becomes `OFF-GREEN` (breaks
    5-1-2-2).

    Vocabulary: Fresh game (chapter 5)
    """
    deck: list[str] = world.fresh_player(player)["deck"]
    deck[-1] = "OFF-GREEN"
