"""Given steps of Legions!: the card pool, a fresh game and its decks, or a declared state (docs/legions-data.md)."""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers
from tcgjudge.steps.legions.world import (
    DEFAULT_MASTER,
    MAIN_DECK_SIZE,
    PHASES,
    World,
    default_deck,
)
from tcgjudge.steps.shared.world import PLAYER, QUOTED, parse_items, parse_quoted

_LANE = r"(?P<lane>left|centre|right)"
_ZONE = r"(?P<zone>I|II|III|IV)"
_LIST_COLUMNS = {"colors", "keywords", "types"}
_INT_COLUMNS = {"cost", "atk", "hp", "wt", "cc"}
_UNIT_STATES = ("exhausted", "incapacitated", "reversed")


def _entries(text: str) -> list[dict[str, Any]]:
    """``"A" as "a", 2 cards of "B"`` -> declared card entries (ids only where the scenario names one)."""
    out: list[dict[str, Any]] = []
    for item in parse_items(text):
        for k in range(1, item["count"] + 1):
            entry: dict[str, Any] = {"card": item["card"]}
            if item["id"]:
                entry["id"] = item["id"] if item["count"] == 1 else f"{item['id']}-{k}"
            out.append(entry)
    return out


# ----------------------------------------------------------------- cards


@given("the test cards:")
def given_cards(world: World, datatable: list[list[str]]) -> None:
    """`Given the test cards:` + table with columns among `id`, `name`, `category`, `colors`, `cost`, `atk`, `hp`,
    `wt`, `cc`, `keywords`, `types` (`id` and `category` required) — defines card numbers (14-3). `category` is
    `master`, `skill`, `minion`, `arts` or `lord`; lists are comma separated and lowered, spaces turned to `_`
    (`red, white`; `first_strike, impact:1`); an empty cell takes the default above. A master needs its two colours
    written out (the default is red only).

    Card definitions: ``id`` and ``category`` are needed; ``name`` defaults to the id, colours to red.

    Vocabulary: Cards and card text
    """
    header = [h.strip().lower() for h in datatable[0]]
    assert "id" in header and "category" in header, "the card table needs at least 'id' and 'category' columns"
    for row in datatable[1:]:
        cells = {column: cell.strip() for column, cell in zip(header, row, strict=True)}
        card: dict[str, Any] = {"id": cells["id"], "name": cells.get("name") or cells["id"], "colors": ["red"]}
        card["category"] = cells["category"].lower()
        for column, cell in cells.items():
            if column in ("id", "name", "category") or cell == "":
                continue
            if column in _LIST_COLUMNS:
                card[column] = [v.strip().lower().replace(" ", "_") for v in cell.split(",") if v.strip()]
            elif column in _INT_COLUMNS:
                card[column] = int(cell)
            else:
                raise AssertionError(f"unknown card column {column!r}")
        if card["category"] in ("minion", "lord"):
            card.setdefault("atk", 1)
            card.setdefault("hp", 1)
        if card["category"] in ("minion", "skill"):
            card.setdefault("wt", 1)
        if card["category"] != "master":
            card.setdefault("cost", 1)
        world.cards[card["id"]] = card


# ----------------------------------------------------------------- a fresh game


@given(parsers.re(r"a fresh game with seed (?P<seed>\d+)"))
def given_fresh(world: World, seed: str) -> None:
    """`Given a fresh game with seed N` — a fresh game (chapters 23, 25) with the default decks (see above); must come
    before the other fresh-game Givens, and excludes every declared-state Given.

    Vocabulary: Fresh games and regulations
    """
    world.start_fresh(int(seed))


@given(parsers.re(PLAYER + r"'s main deck has (?P<count>\d+) cards"))
def given_deck_size(world: World, player: str, count: str) -> None:
    """`Given pX's main deck has N cards` — the fillers cut to N, or topped up with second copies of the first fillers
    (23-2a: 39 or 41 cards).

    The default fillers, cut to ``count`` or topped up with a second copy of the first ones.

    Vocabulary: Fresh games and regulations
    """
    n = int(count)
    base = default_deck()
    world.fresh_player(player)["deck"] = (base + base)[:n]


@given(parsers.re(PLAYER + r"'s main deck holds (?P<items>.+) and fillers$"))
def given_deck_cards(world: World, player: str, items: str) -> None:
    """`Given pX's main deck holds LIST and fillers` — these cards first, then fillers up to 40 (e.g. `3 copies of "R1"
    and "G1" and fillers`; `nothing and fillers`) (23-2b, 23-2c, 23-2d).

    Vocabulary: Fresh games and regulations
    """
    cards = [item["card"] for item in parse_items(items) for _ in range(item["count"])]
    world.fresh_player(player)["deck"] = cards + default_deck()[: MAIN_DECK_SIZE - len(cards)]


@given(parsers.re(PLAYER + r"'s master is " + QUOTED.format("card")))
def given_master(world: World, player: str, card: str) -> None:
    """`Given pX's master is "NUM"` — the master's card (id stays `pX-master`); in a fresh game, the master pX presents
    (23-2a, 22-1; a master that is not a master card breaks 23-2a).

    Vocabulary: Declared state
    """
    if world.mode == "fresh":
        world.fresh_player(player)["master"] = card
    else:
        world.player(player)["master"]["card"] = card


@given(parsers.re(r"the regulation bans (?P<names>.+)$"))
def given_banned(world: World, names: str) -> None:
    """`Given the regulation bans "NAME"[, "NAME" and "NAME"]` — card names on the banned list (23-2e, 23-3a;
    capability `setup.restrictions`).

    Vocabulary: Fresh games and regulations
    """
    world.fresh_player("p1")
    world.restrictions.setdefault("banned", []).extend(parse_quoted(names))


@given(parsers.re(r"the regulation limits " + QUOTED.format("name") + r" to (?P<limit>\d+) cop(?:y|ies)$"))
def given_limited(world: World, name: str, limit: str) -> None:
    """`Given the regulation limits "NAME" to N copy|copies` — at most N cards of that name in a deck (23-2f, 23-3b,
    23-3c).

    Vocabulary: Fresh games and regulations
    """
    world.fresh_player("p1")
    world.restrictions.setdefault("limited", {})[name] = int(limit)


@given(parsers.re(r"the regulation forbids (?P<names>.+) in the same deck$"))
def given_joint(world: World, names: str) -> None:
    """`Given the regulation forbids "NAME" and "NAME"[ and "NAME"] in the same deck` — names restricted from joint use
    (23-2g).

    Vocabulary: Fresh games and regulations
    """
    world.fresh_player("p1")
    world.restrictions.setdefault("joint", []).append(parse_quoted(names))


@given(parsers.re(PLAYER + r" lost the previous game of the match$"))
def given_previous_loser(world: World, player: str) -> None:
    """`Given pX lost the previous game of the match` — the fresh setup's ``chooser``: in a match, the previous
    game's loser chooses the turn order (25-7).

    Vocabulary: Fresh games and regulations
    """
    world.fresh_player("p1")
    world.chooser = player


# ----------------------------------------------------------------- a declared state


@given(parsers.re(r"a game on turn (?P<turn>\d+) in the (?P<phase>\w+) phase with " + PLAYER + r" to play"))
def given_game(world: World, turn: str, phase: str, player: str) -> None:
    """`Given a game on turn N in the start|core|draw|main|end phase with pX to play` — a declared state starting at
    the beginning of that phase of turn N, pX the turn player; the engine runs on to the first decision (chapter 26;
    a phase other than main needs `setup.phase`). Every declared-state Given needs it.

    Vocabulary: Declared state
    """
    assert phase in PHASES, f"unknown phase {phase!r}; phases are {', '.join(PHASES)}"
    world.turn, world.phase, world.turn_player = int(turn), phase, player


@given(parsers.re(PLAYER + r"'s hand holds (?P<items>.+)"))
def given_hand(world: World, player: str, items: str) -> None:
    """`Given pX's hand holds LIST` — the hand, in arrival order (17-9).

    Vocabulary: Declared state
    """
    world.player(player)["hand"] = _entries(items)


@given(parsers.re(PLAYER + r"'s deck holds (?P<items>.+) from the top"))
def given_deck(world: World, player: str, items: str) -> None:
    """`Given pX's deck holds LIST from the top` — the deck, top first (17-8).

    Vocabulary: Declared state
    """
    world.player(player)["deck"] = _entries(items)


@given(parsers.re(PLAYER + r"'s deck is empty"))
def given_deck_empty(world: World, player: str) -> None:
    """`Given pX's deck is empty` — no cards in the deck (24-3b).

    Vocabulary: Declared state
    """
    world.player(player)["deck"] = []


@given(parsers.re(PLAYER + r"'s standby zone holds (?P<items>.+)"))
def given_standby(world: World, player: str, items: str) -> None:
    """`Given pX's standby zone holds LIST` — the standby zone (17-17; more than 2 cards is rejected).

    Vocabulary: Declared state
    """
    world.player(player)["standby"] = _entries(items)


@given(parsers.re(PLAYER + r"'s wait zone " + _ZONE + r" holds (?P<items>.+?)(?: and (?P<cores>\d+) cores?)?$"))
def given_wait(world: World, player: str, zone: str, items: str, cores: str | None) -> None:
    """`Given pX's wait zone WZ holds LIST[ and N core|cores]` / `Given pX's wait zone WZ holds no cards and N
    core|cores` — the cards and the cores of one wait zone (17-16, 25-8, 28).

    Vocabulary: Declared state
    """
    wait = world.player(player)["wait"][zone]
    wait["cards"] = [] if items == "no cards" else _entries(items)
    wait["cores"] = int(cores or 0)


@given(
    parsers.re(
        PLAYER
        + r"'s "
        + _LANE
        + r" lane holds "
        + QUOTED.format("card")
        + r" as "
        + QUOTED.format("id")
        + r"(?P<states>(?:, (?:exhausted|incapacitated|reversed))*)(?: with (?P<damage>\d+) damage)?"
    )
)
def given_lane(world: World, player: str, lane: str, card: str, id: str, states: str, damage: str | None) -> None:
    """`Given pX's LANE lane holds "NUM" as "ID"[, exhausted][, incapacitated][, reversed][ with N damage]` — one
    minion in that lane; the states may come in any order (16, 29-1, 16-3; damage 11-3).

    Vocabulary: Declared state
    """
    unit: dict[str, Any] = {"card": card, "id": id, "damage": int(damage or 0)}
    for state in _UNIT_STATES:
        unit[state] = state in states
    world.player(player)["lanes"][lane] = unit


@given(parsers.re(PLAYER + r"'s master has (?P<cores>\d+) cores?(?P<awakened>, awakened)?(?P<exhausted>, exhausted)?"))
def given_master_cores(world: World, player: str, cores: str, awakened: str | None, exhausted: str | None) -> None:
    """`Given pX's master has N core|cores[, awakened][, exhausted]` — the cores on the master (07, 25-6), its mode
    (normal unless `awakened`, 20, 15-5) and state (30-3, 20-3).

    Vocabulary: Declared state
    """
    master = world.player(player)["master"]
    master.update(cores=int(cores), mode="awakened" if awakened else "normal", exhausted=bool(exhausted))
    master.setdefault("card", DEFAULT_MASTER)


@given(parsers.re(PLAYER + r"'s core zone holds (?P<active>\d+) active and (?P<exhausted>\d+) exhausted cores?"))
def given_core_zone(world: World, player: str, active: str, exhausted: str) -> None:
    """`Given pX's core zone holds N active and M exhausted core|cores` — both counts of the core zone (07-3, 07-4).

    Vocabulary: Declared state
    """
    world.player(player)["core_zone"] = {"active": int(active), "exhausted": int(exhausted)}


@given(parsers.re(PLAYER + r"'s life is (?P<life>\d+)"))
def given_life(world: World, player: str, life: str) -> None:
    """`Given pX's life is N` — life (08; above 20 is rejected by the engine, 08-4).

    Vocabulary: Declared state
    """
    world.player(player)["life"] = int(life)


@given(
    parsers.re(
        PLAYER
        + r"'s lord area holds "
        + QUOTED.format("card")
        + r" as "
        + QUOTED.format("id")
        + r"(?P<states>(?:, (?:exhausted|incapacitated|reversed))*)(?: with (?P<cores>\d+) cores?)?$"
    )
)
def given_lord(world: World, player: str, card: str, id: str, states: str, cores: str | None) -> None:
    """`Given pX's lord area holds "NUM" as "ID"[, exhausted][, incapacitated][, reversed][ with N core|cores]` — the
    lord and the cores on it (17-14, 32-5).

    Vocabulary: Declared state
    """
    unit: dict[str, Any] = {"card": card, "id": id, "damage": 0, "cores": int(cores or 0)}
    for state in _UNIT_STATES:
        unit[state] = state in states
    world.player(player)["lord"] = unit


@given(parsers.re(PLAYER + r" has (?P<mp>\d+) unspent MP"))
def given_unspent_mp(world: World, player: str, mp: str) -> None:
    """`Given pX has N unspent MP` — master points gained and not yet spent this turn (07-5, 07-6).

    Vocabulary: Declared state
    """
    world.player(player)["mp"] = int(mp)


@given(
    parsers.re(
        QUOTED.format("ref") + r" in " + PLAYER + r"'s (?P<where>standby zone|wait zone (?:I|II|III|IV)) is reversed$"
    )
)
def given_reversed_card(world: World, ref: str, player: str, where: str) -> None:
    """`Given "REF" in pX's standby zone|wait zone WZ is reversed` — a card already declared in that zone lies
    reversed, face down (16-3); put it after the step that declares the zone.

    Vocabulary: Declared state
    """
    state = world.player(player)
    cards = state["standby"] if where == "standby zone" else state["wait"][where.split()[-1]]["cards"]
    found = [entry for entry in cards if ref in (entry.get("id"), entry["card"])]
    assert found, f'"{ref}" should be declared in {player}\'s {where} before it is reversed'
    found[0]["reversed"] = True
