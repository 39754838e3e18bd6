"""The Granblue Fantasy step vocabulary (docs/gbf-steps.md): declared states, fresh games, actions, zones."""

from __future__ import annotations

import copy
import json
from typing import Any

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.gbf.world import World, default_main_deck
from tcgjudge.steps.shared.world import PLAYER, declared_entries, parse_items, parse_quoted, show
from tcgjudge.steps.shared.world import first_or_second as who

from tcgjudge.engine.interface import Action

WHO = r"(?P<player>p[12]|the first player|the second player)"
ITEMS = r'(?P<items>nothing|\d+ (?:cards?|copies) of ".+|".+)'
ZONES = {
    "deck": "deck",
    "hand": "hand",
    "gauge": "gauge",
    "captain deck": "captain_deck",
    "captain area": "captains",
    "crew area": "crew",
    "crystal area": "crystals",
    "armor area": "armor",
}
ZONE = r"(?P<zone>deck|hand|gauge|captain deck|captain area|crew area|crystal area|armor area)"
INT_FIELDS = ("rank", "hp", "atk")


# ----------------------------------------------------------------- Given: cards and the game


@given("the test cards:")
def given_test_cards(world: World, datatable: list[list[str]]) -> None:
    """`Given the test cards:` + a table with columns among `id`, `name`, `character`, `kind`, `rank`, `gender`, `hp`,
    `atk`, `ougi cost`, `ougi atk`, `ougi hp` — card definitions (docs/gbf-data.md (b)); empty cells are left out,
    the three `ougi` columns make the card's charge attack (2-6-1-1).

    Vocabulary: Cards and the game
    """
    header, *rows = datatable
    for row in rows:
        card: dict[str, Any] = {}
        for key, value in zip(header, row, strict=True):
            if not value.strip():
                continue
            if key.startswith("ougi "):  # 2-6-1-1: columns "ougi cost", "ougi atk", "ougi hp"
                card.setdefault("ougi", {})[key.removeprefix("ougi ")] = int(value)
            else:
                card[key] = int(value) if key in INT_FIELDS else value.strip()
        world.cards[card["id"]] = card


@given(
    parsers.re(
        r"a game on turn (?P<turn>\d+) in the (?P<phase>start|main|battle|burst) phase with " + PLAYER + " to play$"
    )
)
def given_game(world: World, turn: str, phase: str, player: str) -> None:
    """`Given a game on turn N in the start|main|battle|burst phase with pX to play` — a declared state at that point
    of a turn.

    Vocabulary: Cards and the game
    """
    world.turn, world.phase, world.turn_player = int(turn), phase, player


@given(parsers.re(r"a fresh game with seed (?P<seed>\d+)$"))
def given_fresh(world: World, seed: str) -> None:
    """`Given a fresh game with seed N` — a seeded fresh game: deck checks (5-1) and the setup steps (5-2) run when it
    starts.

    Vocabulary: Cards and the game
    """
    world.start_fresh(int(seed))


@given(parsers.re(PLAYER + r" has used the (?P<what>job change|uncap) this turn$"))
def given_used(world: World, player: str, what: str) -> None:
    """`Given pX has used the job change this turn`, `Given pX has used the uncap this turn` — that once-a-turn action
    is spent in the declared state.

    Vocabulary: Cards and the game
    """
    world.used.append(what.replace(" ", "_"))


# ----------------------------------------------------------------- Given: fresh decks


@given(parsers.re(PLAYER + r"'s captain deck is " + ITEMS + "$"))
def given_fresh_captain_deck(world: World, player: str, items: str) -> None:
    """`Given pX's captain deck is LIST` — a fresh game's captain deck.

    Vocabulary: Fresh decks
    """
    world.fresh_player(player)["captain_deck"] = [
        item["card"] for item in parse_items(items) for _ in range(item["count"])
    ]


@given(parsers.re(PLAYER + r"'s main deck is the default deck with (?P<change>.+)$"))
def given_fresh_main_deck(world: World, player: str, change: str) -> None:
    """`Given pX's main deck is the default deck with one card less`, `Given pX's main deck is the default deck with
    one card more`, `Given pX's main deck is the default deck with LIST instead of fillers` — the default 50 cards
    with one removed, one filler added, or these cards in place of as many fillers.

    Vocabulary: Fresh decks
    """
    deck = default_main_deck()
    if change == "one card less":
        deck = deck[1:]
    elif change == "one card more":
        deck = [*deck, "FILL-12"]
    else:
        items = parse_items(change.removesuffix(" instead of fillers"))
        added = [item["card"] for item in items for _ in range(item["count"])]
        deck = added + deck[len(added) :]
    world.fresh_player(player)["deck"] = deck


# ----------------------------------------------------------------- Given: declared zones


@given(parsers.re(PLAYER + r"'s " + ZONE + r" holds " + ITEMS + "$"))
def given_zone(world: World, player: str, zone: str, items: str) -> None:
    """`Given pX's ZONE holds LIST` — a zone's cards in order (deck and armor top first; the others bottom or oldest
    first).

    Vocabulary: Declared state
    """
    key = ZONES[zone]
    world.player(player)[key] = declared_entries(items, f"{player}-{key}-")


@given(parsers.re(PLAYER + r"'s (?P<zone>deck|hand|armor area|crystal area) holds (?P<count>\d+) cards?$"))
def given_zone_count(world: World, player: str, zone: str, count: str) -> None:
    """`Given pX's ZONE holds N cards` — that many filler cards (crystals active); ZONE here is `deck`, `hand`, `armor
    area` or `crystal area`.

    Vocabulary: Declared state
    """
    key = ZONES[zone]
    world.player(player)[key] = [{"card": "FILL-11", "id": f"{player}-{key}{i}"} for i in range(int(count))]


@given(
    parsers.re(
        PLAYER + r" has the crew " + r'"(?P<card>[^"]+)" as "(?P<id>[^"]+)"(?P<rested> resting)?'
        r"(?: with (?P<levels>\d+) level cards?)?$"
    )
)
def given_crew(world: World, player: str, card: str, id: str, rested: str | None, levels: str | None) -> None:
    """`Given pX has the crew "NUM" as "ID"[ resting][ with N level cards]` — a crew card in the crew area, active
    unless `resting`, with level cards under it (copies of itself).

    Vocabulary: Declared state
    """
    entry: dict[str, Any] = {"card": card, "id": id, "active": not rested}
    if levels:
        entry["level"] = [{"card": card, "id": f"{id}-level{i}"} for i in range(int(levels))]
    world.player(player)["crew"].append(entry)


@given(parsers.re(PLAYER + r"'s gauge holds (?P<down>\d+) face-down and (?P<up>\d+) face-up cards?$"))
def given_gauge(world: World, player: str, down: str, up: str) -> None:
    """`Given pX's gauge holds N face-down and M face-up cards` — the gauge, face-down cards first (bottom), then the
    face-up ones.

    Vocabulary: Declared state
    """
    gauge = [{"card": "FILL-10", "id": f"{player}-down{i}", "face_up": False} for i in range(int(down))]
    gauge += [{"card": "FILL-10", "id": f"{player}-up{i}", "face_up": True} for i in range(int(up))]
    world.player(player)["gauge"] = gauge


@given(parsers.re(PLAYER + r"'s captain is " + r'"(?P<card>[^"]+)"(?: as "(?P<id>[^"]+)")?$'))
def given_captain(world: World, player: str, card: str, id: str | None) -> None:
    """`Given pX's captain is "NUM"[ as "ID"]` — the captain in play (id `pX-captain` unless named).

    Vocabulary: Declared state
    """
    world.player(player)["captains"] = [{"card": card, "id": id or f"{player}-captain"}]


@given(parsers.re(PLAYER + r"'s captain is (?P<state>incapacitated|rested)$"))
def given_captain_state(world: World, player: str, state: str) -> None:
    """`Given pX's captain is incapacitated|rested` — the captain in play in that state.

    Vocabulary: Declared state
    """
    captain = world.player(player)["captains"][-1]
    if state == "incapacitated":
        captain["incapacitated"] = True
    else:
        captain["active"] = False


@given(parsers.re(PLAYER + r"'s crystals are rested$"))
def given_crystals_rested(world: World, player: str) -> None:
    """`Given pX's crystals are rested` — every crystal declared so far is rested.

    Vocabulary: Declared state
    """
    for crystal in world.player(player)["crystals"]:
        crystal["active"] = False


# ----------------------------------------------------------------- When


def _act(world: World, action: Action, attempt: bool) -> None:
    world.act(action, attempt=attempt)


TRY = r"(?P<tries>tries to |)"


@when(parsers.re(WHO + r" mulligans? (?P<count>\d+) cards?$"))
def when_mulligan_count(world: World, player: str, count: str) -> None:
    """`When WHO mulligans N cards` — the first N cards of the hand go to the deck's bottom (5-2-1-5); the cards
    returned and kept are remembered for the Then steps.

    Vocabulary: Setup
    """
    p = who(world, player)
    hand = [c["id"] for c in world.observe()["players"][p]["hand"]]
    chosen = hand[: int(count)]
    world.remembered[f"{p}-mulliganed"] = chosen
    world.remembered[f"{p}-kept"] = hand[int(count) :]
    world.act({"type": "mulligan", "player": p, "cards": chosen})


@when(parsers.re(WHO + r" keeps? the hand$"))
def when_keep(world: World, player: str) -> None:
    """`When WHO keeps the hand` — the mulligan of no card.

    Vocabulary: Setup
    """
    p = who(world, player)
    world.act({"type": "mulligan", "player": p, "cards": []})


@when(parsers.re(PLAYER + " " + TRY + r"enters? the crew " + r'"(?P<card>[^"]+)"$'))
def when_enter(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]enters the crew "ID"`, `When pX tries to enter the crew "ID"` — `enter_crew`.

    Vocabulary: Actions
    """
    _act(world, {"type": "enter_crew", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"summons? " + r'"(?P<card>[^"]+)"$'))
def when_summon(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]summons "ID"`, `When pX tries to summon "ID"` — `summon`.

    Vocabulary: Actions
    """
    _act(world, {"type": "summon", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"job changes? to " + r'"(?P<card>[^"]+)"$'))
def when_job_change(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]job changes to "ID"`, `When pX tries to job change to "ID"` — `job_change`.

    Vocabulary: Actions
    """
    _act(world, {"type": "job_change", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"uncaps? " + r'"(?P<card>[^"]+)" onto "(?P<onto>[^"]+)"$'))
def when_uncap(world: World, player: str, tries: str, card: str, onto: str) -> None:
    """`When pX [tries to ]uncaps "ID" onto "ID"`, `When pX tries to uncap "ID" onto "ID"` — `uncap` (the card, then
    the crew it goes under).

    Vocabulary: Actions
    """
    _act(world, {"type": "uncap", "player": player, "card": card, "onto": onto}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"ends? the main phase$"))
def when_end_main(world: World, player: str, tries: str) -> None:
    """`When pX [tries to ]ends the main phase`, `When pX tries to end the main phase` — `end_main`.

    Vocabulary: Actions
    """
    _act(world, {"type": "end_main", "player": player}, bool(tries))


@when(parsers.re(PLAYER + r" ends the battle phase$"))
def when_end_battle(world: World, player: str) -> None:
    """`When pX ends the battle phase` — the turn player does nothing out of a battle and the opponent, if asked, takes
    no counter step (7-2-1-4).

    Vocabulary: Actions
    """
    world.act({"type": "end_attack_step", "player": player})
    pending = world.observe().get("pending") or {}
    if pending.get("kind") == "counter":
        world.act({"type": "no_counter", "player": pending["player"]})


@when(parsers.re(PLAYER + r" concedes$"))
def when_concede(world: World, player: str) -> None:
    """`When pX concedes` — `concede`.

    Vocabulary: Actions
    """
    world.act({"type": "concede", "player": player})


@when(parsers.re(r"the game is played on until turn (?P<turn>\d+) begins its main phase$"))
def when_play_to_turn(world: World, turn: str) -> None:
    """`When the game is played on until turn N begins its main phase` — default answers (docs/steps.md) until the main
    phase of that turn.

    Vocabulary: Playing on
    """
    world.play_on(
        lambda obs: obs["turn"] == int(turn) and (obs.get("pending") or {}).get("kind") == "main",
        f"the main phase of turn {turn}",
    )


# ----------------------------------------------------------------- Then: zones


def _zone(world: World, player: str, zone: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = world.observe()["players"][player][ZONES[zone]]
    return cards


@then(parsers.re(WHO + r"'s " + ZONE + r" holds (?P<count>\d+) cards?$"))
def then_zone_count(world: World, player: str, zone: str, count: str) -> None:
    """`Then WHO's ZONE holds N cards` — the zone's size.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = _zone(world, p, zone)
    assert len(cards) == int(count), f"{p}'s {zone} should hold {count} cards, but holds {len(cards)}: {show(cards)}"


@then(parsers.re(PLAYER + r"'s " + ZONE + r" holds exactly " + ITEMS + "$"))
def then_zone_holds(world: World, player: str, zone: str, items: str) -> None:
    """`Then pX's ZONE holds exactly LIST` — these cards (by scenario name), in any order, and nothing else.

    Vocabulary: Zones and cards
    """
    wanted = parse_quoted(items)
    have = [c["id"] for c in _zone(world, player, zone)]
    unmatched = list(have)
    for name in wanted:
        match = next((cid for cid in unmatched if world.same_card(cid, name)), None)
        assert match is not None, f"{player}'s {zone} should hold {name!r}, but holds {have}"
        unmatched.remove(match)
    assert not unmatched, f"{player}'s {zone} should hold only {wanted}, but also holds {unmatched}"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<state>active|rested)$'))
def then_card_display(world: World, card: str, state: str) -> None:
    """`Then "ID" is active|rested` — a card of a captain, crew or crystal area in that state.

    Vocabulary: Zones and cards
    """
    obs = world.observe()
    for p in ("p1", "p2"):
        for zone in ("captains", "crew", "crystals"):
            for entry in obs["players"][p][zone]:
                if world.same_card(entry["id"], card):
                    assert entry["active"] == (state == "active"), f"{card} should be {state}: {show(entry)}"
                    return
    raise AssertionError(f"{card} is in no captain, crew or crystal area")


@then(parsers.re(WHO + r"'s (?P<zone>captain area|crew area|crystal area) cards are all (?P<state>active|rested)$"))
def then_all_display(world: World, player: str, zone: str, state: str) -> None:
    """`Then WHO's AREA cards are all active|rested` — every card there (at least one) in that state; AREA is `captain
    area`, `crew area` or `crystal area`.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = _zone(world, p, zone)
    assert cards, f"{p}'s {zone} holds no card to check"
    wrong = [c["id"] for c in cards if c["active"] != (state == "active")]
    assert not wrong, f"{p}'s {zone} cards should all be {state}, but {wrong} are not"


@then(parsers.re(WHO + r"'s captain in play is " + r'"(?P<card>[^"]+)"(?: and (?P<state>active|rested))?$'))
def then_captain(world: World, player: str, card: str, state: str | None) -> None:
    """`Then WHO's captain in play is "NUM"[ and active|rested]` — the top card of the captain area.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    captains = _zone(world, p, "captain area")
    assert captains, f"{p} has no captain in play"
    top = captains[-1]
    assert top["card"] == card, f"{p}'s captain in play should be {card}, but is {show(top)}"
    if state:
        assert top["active"] == (state == "active"), f"{p}'s captain should be {state}: {show(top)}"


@then(parsers.re(WHO + r"'s (?P<zone>captain area|crew area|crystal area|gauge) cards are face up$"))
def then_face_up(world: World, player: str, zone: str) -> None:
    """`Then WHO's AREA cards are face up`, `Then WHO's gauge cards are face up` — every card there (at least one) is
    face up and known to both players.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = _zone(world, p, zone)
    assert cards, f"{p}'s {zone} holds no card to check"
    for entry in cards:
        assert entry.get("face_up", True) and entry["known_to"] == ["p1", "p2"], (
            f"{p}'s {zone} card should be face up and seen by both players: {show(entry)}"
        )


@then(parsers.re(PLAYER + r"'s gauge holds (?P<down>\d+) face-down and (?P<up>\d+) face-up cards?$"))
def then_gauge(world: World, player: str, down: str, up: str) -> None:
    """`Then pX's gauge holds N face-down and M face-up cards` — the gauge by face.

    Vocabulary: Zones and cards
    """
    gauge = _zone(world, player, "gauge")
    have = (sum(not c["face_up"] for c in gauge), sum(bool(c["face_up"]) for c in gauge))
    assert have == (int(down), int(up)), (
        f"{player}'s gauge should hold {down} face down and {up} face up: {show(gauge)}"
    )


@then(parsers.re(PLAYER + r"'s gauge has " + r'"(?P<card>[^"]+)" on top(?P<up>, face up)?$'))
def then_gauge_top(world: World, player: str, card: str, up: str | None) -> None:
    """`Then pX's gauge has "ID" on top[, face up]` — the gauge's last card.

    Vocabulary: Zones and cards
    """
    gauge = _zone(world, player, "gauge")
    assert gauge and world.same_card(gauge[-1]["id"], card), (
        f"{card} should be on top of {player}'s gauge: {show(gauge)}"
    )
    if up:
        assert gauge[-1]["face_up"], f"{card} should be face up in the gauge: {show(gauge[-1])}"


@then(
    parsers.re(
        WHO + r"'s " + ZONE + r" is (?P<seen>known to nobody|known only to p1|known only to p2|known to both players)$"
    )
)
def then_visibility(world: World, player: str, zone: str, seen: str) -> None:
    """`Then WHO's ZONE is known to nobody`, `Then WHO's ZONE is known only to pX`, `Then WHO's ZONE is known to both
    players` — every card of the zone (at least one) has that `known_to`.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    wanted = {
        "known to nobody": [],
        "known only to p1": ["p1"],
        "known only to p2": ["p2"],
        "known to both players": ["p1", "p2"],
    }[seen]
    cards = _zone(world, p, zone)
    assert cards, f"{p}'s {zone} holds no card to check"
    for entry in cards:
        assert sorted(entry["known_to"]) == wanted, f"{p}'s {zone} card should be {seen}: {show(entry)}"


@then(parsers.re(PLAYER + r"'s crew " + r'"(?P<card>[^"]+)" has (?P<count>\d+) level cards?$'))
def then_level_cards(world: World, player: str, card: str, count: str) -> None:
    """`Then pX's crew "ID" has N level cards` — the crew card's level cards.

    Vocabulary: Zones and cards
    """
    for entry in _zone(world, player, "crew area"):
        if world.same_card(entry["id"], card):
            assert len(entry["level"]) == int(count), f"{card} should have {count} level cards: {show(entry)}"
            return
    raise AssertionError(f"{card} is not in {player}'s crew area")


# ----------------------------------------------------------------- Then: setup and turn


@then(parsers.re(WHO + r"'s deck holds the cards it presented in a new order$"))
def then_deck_shuffled(world: World, player: str) -> None:
    """`Then WHO's deck holds the cards it presented in a new order` — the deck, hand, armor, gauge and crystals hold
    the cards presented, and the deck is not in the order presented (5-2-1-3).

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a fresh game"
    presented = list(world.setup["players"][int(p[1]) - 1]["deck"])
    view = world.observe()["players"][p]
    held = [c["card"] for zone in ("hand", "deck", "armor", "gauge", "crystals") for c in view[zone]]
    assert sorted(held) == sorted(presented), f"{p} should hold the cards presented, not {held}"
    assert [c["card"] for c in view["deck"]] != presented[len(presented) - len(view["deck"]) :], (
        f"{p}'s deck is in the order presented: it was not shuffled (5-2-1-3)"
    )


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) each player goes first at least once$"))
def then_first_varies(world: World, last: str) -> None:
    """`Then over the seeds 1 to N each player goes first at least once` — the first player is drawn at random
    (5-2-1-4); the scenario's own game is restored after.

    Vocabulary: Setup and turn
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    firsts: dict[str, list[int]] = {"p1": [], "p2": []}
    try:
        for seed in range(1, int(last) + 1):
            world.start_from({**copy.deepcopy(original), "seed": seed})
            firsts[str(world.observe()["first_player"])].append(seed)
    finally:
        world.start_from(original)
    assert all(firsts.values()), f"5-2-1-4: the first player should be drawn at random, but over these seeds: {firsts}"


@then(parsers.re(WHO + r"'s deck ends with the cards it mulliganed$"))
def then_mulliganed_at_bottom(world: World, player: str) -> None:
    """`Then WHO's deck ends with the cards it mulliganed` — in the order returned.

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    chosen = world.remembered[f"{p}-mulliganed"]
    deck = [c["id"] for c in _zone(world, p, "deck")]
    assert deck[len(deck) - len(chosen) :] == chosen, f"{p}'s deck should end with {chosen} in that order: {deck}"


@then(parsers.re(WHO + r"'s hand holds the cards it kept and (?P<count>\d+) new cards?$"))
def then_kept(world: World, player: str, count: str) -> None:
    """`Then WHO's hand holds the cards it kept and N new cards` — none of them a card returned.

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    kept = world.remembered[f"{p}-kept"]
    hand = [c["id"] for c in _zone(world, p, "hand")]
    assert set(kept) <= set(hand) and len(hand) == len(kept) + int(count), (
        f"{p}'s hand should hold {kept} and {count} new cards: {hand}"
    )
    gone = set(world.remembered[f"{p}-mulliganed"]) & set(hand)
    assert not gone, f"{p} drew back the cards it returned: {sorted(gone)}"


@then(
    parsers.re(
        r"the game is on turn (?P<turn>\d+) in the (?P<phase>setup|start|main|battle|burst) phase with "
        + WHO
        + " to play$"
    )
)
def then_turn(world: World, turn: str, phase: str, player: str) -> None:
    """`Then the game is on turn N in the PHASE phase with WHO to play` — PHASE is `setup`, `start`, `main`, `battle`
    or `burst`.

    Vocabulary: Setup and turn
    """
    obs = world.observe()
    p = who(world, player)
    have = (obs["turn"], obs["phase"], obs["turn_player"])
    assert have == (int(turn), phase, p), f"turn {turn}, {phase} phase, {p} to play expected; the engine shows {have}"


@then(parsers.re(WHO + r" is the first player$"))
def then_first(world: World, player: str) -> None:
    """`Then WHO is the first player` — the observation's `first_player`.

    Vocabulary: Setup and turn
    """
    assert world.observe()["first_player"] == who(world, player)


@then("the game has exactly the players p1 and p2")
def then_two_players(world: World) -> None:
    """`Then the game has exactly the players p1 and p2` — the observation, the turn player and every legal action name
    only p1 and p2 (1-1-1).

    Vocabulary: Setup and turn
    """
    obs = world.observe()
    assert sorted(obs["players"]) == ["p1", "p2"], f"1-1-1: a game has two players, not {sorted(obs['players'])}"
    actors = {str(action.get("player")) for action in world.legal_actions()}
    assert actors <= {"p1", "p2"}, f"only p1 and p2 may act, but the legal actions name {sorted(actors)}"


@then(parsers.re(r'the pending decision is "(?P<kind>\w+)" for (?P<player>the first player|the second player)$'))
def then_pending_for(world: World, kind: str, player: str) -> None:
    """`Then the pending decision is "KIND" for WHO` — WHO here is `the first player` or `the second player`.

    Vocabulary: Setup and turn
    """
    pending = world.observe().get("pending") or {}
    p = who(world, player)
    assert (pending.get("kind"), pending.get("player")) == (kind, p), (
        f"a {kind} decision for {player} ({p}) expected, but the engine asks {show(pending)}"
    )


@then(parsers.re(WHO + r"'s armor area holds the (?P<count>\d+) cards on top of its deck before the last action$"))
def then_armor_from_top(world: World, player: str, count: str) -> None:
    """`Then WHO's armor area holds the N cards on top of its deck before the last action` — in the deck's order, top
    first (5-2-1-6).

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    assert world.before is not None, "no action was taken"
    top = [c["id"] for c in world.before["players"][p]["deck"][: int(count)]]
    armor = [c["id"] for c in _zone(world, p, "armor area")]
    assert sorted(armor) == sorted(top), f"{p}'s armor should be {top}, the top of its deck, but is {armor}"
    assert armor == top, f"{p}'s armor should keep the deck's order (top first) {top}, but is {armor}"


@when(parsers.re(r"(?P<player>the first player|the second player) (?P<tries>tries|takes) the action:$"))
def when_first_second_action(world: World, player: str, tries: str, docstring: str) -> None:
    """`When WHO tries the action:`, `When WHO takes the action:` + JSON — a raw action of the first or second player
    (WHO here is `the first player` or `the second player`; `player` added if absent).

    Vocabulary: Setup
    """
    action: Action = json.loads(docstring)
    action.setdefault("player", who(world, player))
    world.act(action, attempt=tries == "tries")


@when(parsers.re(PLAYER + r' chooses the captain "(?P<card>[^"]+)"$'))
def when_choose_captain(world: World, player: str, card: str) -> None:
    """`When pX chooses the captain "NUM"` — the captain-deck card printed as NUM (5-2-1-7; the scenario names a card,
    the engine gets its id).

    Vocabulary: Setup
    """
    deck = world.observe()["players"][player]["captain_deck"]
    found = [c["id"] for c in deck if c["card"] == card]
    assert found, f"{player}'s captain deck holds no {card}: {show(deck)}"
    world.act({"type": "choose_captain", "player": player, "card": found[0]})


@then("no chain burst was made")
def then_no_chain_burst(world: World) -> None:
    """`Then no chain burst was made` — the log has no `chain_burst` event.

    Vocabulary: Battle and damage
    """
    found = [e for e in world.observe()["log"] if e.get("event") == "chain_burst"]
    assert not found, f"no chain burst should have been made, but the log has {show(found)}"


@then(parsers.re(r'a chain burst of (?P<amount>\d+) was made on "(?P<card>[^"]+)"$'))
def then_chain_burst(world: World, amount: str, card: str) -> None:
    """`Then a chain burst of N was made on "ID"` — the log's last `chain_burst` names that target and amount, and a
    `damage` event of that amount follows it (6-5-1-2-1-2).

    Vocabulary: Battle and damage
    """
    log = world.observe()["log"]
    bursts = [e for e in log if e.get("event") == "chain_burst"]
    assert bursts, f"a chain burst of {amount} on {card} should have been made; the log has none: {show(log[-20:])}"
    last = bursts[-1]
    assert world.same_card(last.get("target"), card) and last.get("amount") == int(amount), (
        f"a chain burst of {amount} on {card} expected, but the log has {show(last)}"
    )
    damage = [e for e in log if e.get("event") == "damage" and world.same_card(e.get("card"), card)]
    assert damage and damage[-1].get("amount") == int(amount), f"{card} should be dealt {amount}: {show(damage)}"


@then(parsers.re(PLAYER + r"'s deck ends with (?P<items>.+) in that order$"))
def then_deck_ends(world: World, player: str, items: str) -> None:
    """`Then pX's deck ends with LIST in that order` — the deck's bottom cards.

    Vocabulary: Setup and turn
    """
    wanted = parse_quoted(items)
    deck = [c["id"] for c in _zone(world, player, "deck")]
    tail = deck[len(deck) - len(wanted) :]
    assert len(tail) == len(wanted) and all(world.same_card(i, n) for i, n in zip(tail, wanted, strict=True)), (
        f"{player}'s deck should end with {wanted} in that order: {deck}"
    )


# ----------------------------------------------------------------- battle (chapter 7)


@when(parsers.re(PLAYER + " " + TRY + r'attacks? "(?P<target>[^"]+)" with "(?P<card>[^"]+)"$'))
def when_attack(world: World, player: str, tries: str, target: str, card: str) -> None:
    """`When pX [tries to ]attacks "ID" with "ID"`, `When pX tries to attack "ID" with "ID"` — `attack` (the target,
    then the attacker).

    Vocabulary: Battle
    """
    _act(world, {"type": "attack", "player": player, "card": card, "target": target}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'pursues? with "(?P<card>[^"]+)"$'))
def when_pursue(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]pursues with "ID"`, `When pX tries to pursue with "ID"` — `pursue`.

    Vocabulary: Battle
    """
    _act(world, {"type": "pursue", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"ends? the (?P<step>attack|counter) step$"))
def when_end_step(world: World, player: str, tries: str, step: str) -> None:
    """`When pX [tries to ]ends the attack|counter step`, `When pX tries to end the attack|counter step` —
    `end_attack_step` or `end_counter_step`.

    Vocabulary: Battle
    """
    _act(world, {"type": f"end_{step}_step", "player": player}, bool(tries))


@when(parsers.re(PLAYER + r" (?P<choice>takes|declines) the counter step$"))
def when_counter(world: World, player: str, choice: str) -> None:
    """`When pX takes|declines the counter step` — `counter` or `no_counter`.

    Vocabulary: Battle
    """
    world.act({"type": "counter" if choice == "takes" else "no_counter", "player": player})


@then(parsers.re(r'the battle has the attack cards (?P<items>.+) against "(?P<target>[^"]+)"$'))
def then_battle(world: World, items: str, target: str) -> None:
    """`Then the battle has the attack cards LIST against "ID"` — the battle going on: its attackers (any order) and
    target.

    Vocabulary: Battle and damage
    """
    battle = world.observe()["battle"]
    assert battle is not None, "a battle should be going on, but none is"
    wanted = parse_quoted(items)
    attackers = list(battle["attackers"])
    same = len(attackers) == len(wanted) and all(any(world.same_card(a, w) for a in attackers) for w in wanted)
    assert same and world.same_card(battle["target"], target), (
        f"the battle should be {wanted} against {target}: {show(battle)}"
    )


@then("no battle is going on")
def then_no_battle(world: World) -> None:
    """`Then no battle is going on` — the observation's `battle` is null.

    Vocabulary: Battle and damage
    """
    battle = world.observe()["battle"]
    assert battle is None, f"no battle should be going on, but the engine shows {show(battle)}"


@then(parsers.re(r'"(?P<card>[^"]+)" was dealt (?P<amount>\d+) (?P<kind>battle|chain burst|effect) damage$'))
def then_dealt(world: World, card: str, amount: str, kind: str) -> None:
    """`Then "ID" was dealt N battle damage`, `Then "ID" was dealt N chain burst damage`, `Then "ID" was dealt N
    effect damage` — the last `damage` event of
    that kind to that card.

    Vocabulary: Battle and damage
    """
    wanted = kind.replace(" ", "_")
    found = [
        e
        for e in world.observe()["log"]
        if e.get("event") == "damage" and world.same_card(e.get("card"), card) and e.get("kind") == wanted
    ]
    assert found and found[-1].get("amount") == int(amount), (
        f"{card} should be dealt {amount} {kind} damage: {show(found)}"
    )


@then(parsers.re(r'"(?P<card>[^"]+)" was dealt no damage$'))
def then_no_damage(world: World, card: str) -> None:
    """`Then "ID" was dealt no damage` — no `damage` event names that card.

    Vocabulary: Battle and damage
    """
    found = [e for e in world.observe()["log"] if e.get("event") == "damage" and world.same_card(e.get("card"), card)]
    assert not found, f"{card} should be dealt no damage, but the log has {show(found)}"


@then(parsers.re(PLAYER + r"'s " + ZONE + r' holds "(?P<card>[^"]+)" somewhere$'))
def then_zone_has(world: World, player: str, zone: str, card: str) -> None:
    """`Then pX's ZONE holds "ID" somewhere` — at any place in the zone.

    Vocabulary: Zones and cards
    """
    have = [c["id"] for c in _zone(world, player, zone)]
    assert any(world.same_card(cid, card) for cid in have), f"{player}'s {zone} should hold {card}: {have}"


@then(parsers.re(r'the damage to "(?P<card>[^"]+)" came from (?P<items>.+)$'))
def then_damage_sources(world: World, card: str, items: str) -> None:
    """`Then the damage to "ID" came from LIST` — the `sources` of the last `damage` event to that card (4-9-1).

    Vocabulary: Battle and damage
    """
    found = [e for e in world.observe()["log"] if e.get("event") == "damage" and world.same_card(e.get("card"), card)]
    assert found, f"{card} was dealt no damage"
    wanted = parse_quoted(items)
    have = list(found[-1].get("sources") or [])
    assert len(have) == len(wanted) and all(any(world.same_card(h, w) for h in have) for w in wanted), (
        f"the damage to {card} should come from {wanted}, but the log says {have}"
    )


@then("the observation shows no charge attack this turn")
def then_no_charge(world: World) -> None:
    """`Then the observation shows no charge attack this turn` — the observation's `charged` is empty (2-6-1-1-3,
    6-5-1-3).

    Vocabulary: Battle and damage
    """
    charged = world.observe()["charged"]
    assert charged == [], f"no charge attack should have fired this turn, but the engine shows {charged}"


# ----------------------------------------------------------------- effect text (chapter 8)


@given(parsers.re(r'the card "(?P<card>[^"]+)" has the effects:$'))
def given_effects(world: World, card: str, docstring: str) -> None:
    """`Given the card "NUM" has the effects:` + JSON docstring (a list of effects) — that card's `effects`
    (docs/gbf-data.md (b), "Effects"); the card must already be in the test-card table. Give each effect a `name`:
    the steps below find effects by name.

    Vocabulary: Cards and the game
    """
    assert card in world.cards, f'declare "{card}" in the test-card table first'
    effects = json.loads(docstring)
    assert isinstance(effects, list), "the effects are a JSON list"
    world.cards[card]["effects"] = effects


def _card_number(world: World, ref: str) -> str:
    """The card number of the card the scenario calls ``ref``, wherever it is now."""
    for state in world.observe()["players"].values():
        for zone in ZONES.values():
            for entry in state[zone]:
                if world.same_card(entry["id"], ref):
                    return str(entry["card"])
    raise AssertionError(f"{ref} is in no zone")


@when(
    parsers.re(
        PLAYER + " " + TRY + r'activates? "(?P<name>[^"]+)" of "(?P<card>[^"]+)" resting (?P<items>nothing|".+)$'
    )
)
def when_activate(world: World, player: str, tries: str, name: str, card: str, items: str) -> None:
    """`When pX [tries to ]activates "NAME" of "ID" resting LIST`, `When pX tries to activate "NAME" of "ID"
    resting LIST` — `activate`: the effect named NAME of that card (its index in the card's `effects`), paid by
    resting the crystals LIST (`nothing` for none) (8-6-2, 8-4-2).

    Vocabulary: Actions
    """
    effects = world.cards.get(_card_number(world, card), {}).get("effects", [])
    index = next((i for i, e in enumerate(effects) if e.get("name") == name), None)
    assert index is not None, f'"{card}" has no effect named "{name}"'
    action: Action = {"type": "activate", "player": player, "card": card, "effect": index}
    action["crystals"] = parse_quoted(items)
    _act(world, action, bool(tries))


@when(parsers.re(PLAYER + r' resolves "(?P<name>[^"]+)" of "(?P<card>[^"]+)" next$'))
def when_choose_trigger(world: World, player: str, name: str, card: str) -> None:
    """`When pX resolves "NAME" of "ID" next` — `choose_trigger`: of the automatic effects waiting, the one named
    NAME of that card resolves first (8-5-1-2, 8-5-1-3, 8-7-3).

    Vocabulary: Actions
    """
    effects = world.cards.get(_card_number(world, card), {}).get("effects", [])
    index = next((i for i, e in enumerate(effects) if e.get("name") == name), None)
    assert index is not None, f'"{card}" has no effect named "{name}"'
    world.act({"type": "choose_trigger", "player": player, "card": card, "effect": index})


@when(parsers.re(PLAYER + r" " + TRY + r"chooses? the targets? (?P<items>nothing|\".+)$"))
def when_choose_targets(world: World, player: str, tries: str, items: str) -> None:
    """`When pX [tries to ]chooses the targets LIST`, `When pX tries to choose the targets LIST` — `choose_targets`:
    the targets of the effect resolving (8-6-3); `nothing` chooses none.

    Vocabulary: Actions
    """
    _act(world, {"type": "choose_targets", "player": player, "targets": parse_quoted(items)}, bool(tries))
