"""The Cipher step vocabulary (docs/cipher-steps.md): declared states, fresh games, actions, zones."""

from __future__ import annotations

import copy
from typing import Any

from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.cipher.skill_text import parse_skill
from tcgjudge.steps.cipher.world import World, default_deck
from tcgjudge.steps.shared.world import PLAYER, declared_entries, parse_items, parse_quoted, show
from tcgjudge.steps.shared.world import first_or_second as who

WHO = r"(?P<player>p[12]|the first player|the second player)"
ITEMS = r'(?P<items>nothing|\d+ (?:cards?|copies) of ".+|".+)'
LAZY_ITEMS = r'(?P<items>nothing|\d+ (?:cards?|copies) of ".+?|".+?)'
ZONES = {
    "deck": "deck",
    "hand": "hand",
    "support area": "support",
    "retreat area": "retreat",
    "orb area": "orbs",
    "bond area": "bonds",
    "front line": "front",
    "back line": "back",
    "infinity area": "infinity",
}
ZONE = r"(?P<zone>deck|hand|support area|retreat area|orb area|bond area|front line|back line|infinity area)"
LINE = r"(?P<line>front|back)"
INT_FIELDS = ("cost", "cc_cost", "power", "support")
TRY = r"(?P<tries>tries to |)"


# ----------------------------------------------------------------- Given: cards and the game


@given("the test cards:")
def given_test_cards(world: World, datatable: list[list[str]]) -> None:
    """`Given the test cards:` + a table with columns among `id`, `name`, `unit`, `cost`, `cc cost`, `symbols`
    (space-separated), `marker` (`yes`), `power`, `support`, `range` (`1`, `2`, `1-2`, `2-3`, ...; `-` for none) and
    `skills` (`;`-separated skill phrases, each listed in docs/cipher-data.md (b) Skills) — card definitions
    (docs/cipher-data.md (b)); empty cells are left out; `cost`, `cc cost`, `power` and `support` may be `X`.

    Vocabulary: Cards and the game
    """
    header, *rows = datatable
    for row in rows:
        card: dict[str, Any] = {}
        for key, value in zip(header, row, strict=True):
            value = value.strip()
            if not value:
                continue
            field = key.strip().replace(" ", "_")
            if field in INT_FIELDS:
                card[field] = value if value == "X" else int(value)  # 4.2.3, 4.3.3, 4.11.3, 4.17.2
            elif field == "symbols":
                card[field] = value.split()
            elif field == "range":
                card[field] = [] if value == "-" else [int(x) for x in value.split("-")]
            elif field == "marker":
                card[field] = value == "yes"
            elif field == "skills":
                card[field] = [parse_skill(x) for x in value.split(";")]
            else:
                card[field] = value
        world.cards[card["id"]] = card


@given(
    parsers.re(
        r"a game on turn (?P<turn>\d+) in the (?P<phase>beginning|bond|deployment|action|end) phase with "
        + PLAYER
        + " to play$"
    )
)
def given_game(world: World, turn: str, phase: str, player: str) -> None:
    """`Given a game on turn N in the beginning|bond|deployment|action|end phase with pX to play` — a declared state
    at the beginning of that phase (the first player is the turn player on odd turns unless declared).

    Vocabulary: Cards and the game
    """
    world.turn, world.phase, world.turn_player = int(turn), phase, player


@given(parsers.re(PLAYER + r" went first$"))
def given_first(world: World, player: str) -> None:
    """`Given pX went first` — the declared state's first player.

    Vocabulary: Cards and the game
    """
    world.first_player = player


@given(parsers.re(r"a fresh game with seed (?P<seed>\d+)$"))
def given_fresh(world: World, seed: str) -> None:
    """`Given a fresh game with seed N` — a seeded fresh game: deck checks (12.1) and the setup steps (12.2) run when
    it starts.

    Vocabulary: Cards and the game
    """
    world.start_fresh(int(seed))


# ----------------------------------------------------------------- Given: fresh decks


@given(parsers.re(PLAYER + r"'s deck is the default deck with (?P<change>.+)$"))
def given_fresh_deck(world: World, player: str, change: str) -> None:
    """`Given pX's deck is the default deck with one card less`, `Given pX's deck is the default deck with LIST
    instead of fillers`, `Given pX's deck is the default deck with LIST added` — the default 50 cards with one
    removed, these cards in place of as many of its first cards, or these cards added.

    Vocabulary: Fresh decks
    """
    deck = default_deck()
    if change == "one card less":
        deck = deck[:-1]
    elif change.endswith(" added"):
        deck += [item["card"] for item in parse_items(change.removesuffix(" added")) for _ in range(item["count"])]
    else:
        items = parse_items(change.removesuffix(" instead of fillers"))
        added = [item["card"] for item in items for _ in range(item["count"])]
        deck = added + deck[len(added) :]
    world.fresh_player(player)["deck"] = deck


# ----------------------------------------------------------------- Given: declared zones


@given(
    parsers.re(
        PLAYER
        + r"'s (?P<zone>deck|hand|support area|retreat area|orb area|bond area|infinity area) holds "
        + LAZY_ITEMS
        + r"(?P<face> face down| face up)?$"
    )
)
def given_zone(world: World, player: str, zone: str, items: str, face: str | None) -> None:
    """`Given pX's ZONE holds LIST[ face down| face up]` — a zone's cards in order (deck and orbs top first; the others
    oldest first); ZONE is not a line here; the face is for the bond area (face up unless said, 6.4.4.1) and the orb
    area (face down unless said, 6.4.6.2).

    Vocabulary: Declared state
    """
    key = ZONES[zone]
    entries = declared_entries(items, f"{player}-{key}-")
    if face:
        for entry in entries:
            entry["face_up"] = face == " face up"
    world.player(player)[key] = entries


@given(parsers.re(PLAYER + r"'s (?P<zone>deck|hand|retreat area|orb area|bond area) holds (?P<count>\d+) cards?$"))
def given_zone_count(world: World, player: str, zone: str, count: str) -> None:
    """`Given pX's ZONE holds N cards` — that many filler cards (`FILL-11`, cost 5, no symbols); ZONE here is `deck`,
    `hand`, `retreat area`, `orb area` or `bond area` (face up).

    Vocabulary: Declared state
    """
    key = ZONES[zone]
    world.player(player)[key] = [{"card": "FILL-11", "id": f"{player}-{key}{i}"} for i in range(int(count))]


@given(
    parsers.re(
        PLAYER + r' has the unit "(?P<card>[^"]+)" as "(?P<id>[^"]+)" in the ' + LINE + r" line"
        r"(?P<tapped>, tapped)?(?P<main>, as the Main Character)?(?: on (?P<under>\d+) cards?)?$"
    )
)
def given_unit(
    world: World, player: str, card: str, id: str, line: str, tapped: str | None, main: str | None, under: str | None
) -> None:
    """`Given pX has the unit "NUM" as "ID" in the front|back line[, tapped][, as the Main Character][ on N cards]` — a
    unit (untapped unless `tapped`), levelled up over N copies of itself; `as the Main Character` replaces the
    default Main Character `pX-mc`.

    Vocabulary: Declared state
    """
    declared = world.player(player)
    entry: dict[str, Any] = {"card": card, "id": id, "tapped": bool(tapped)}
    if under:
        entry["stack"] = [{"card": card, "id": f"{id}-under{i}"} for i in range(int(under))]
    if main:
        entry["main"] = True
        declared["front"] = [u for u in declared["front"] if u["id"] != f"{player}-mc"]
    declared[line].append(entry)


@given(parsers.re(PLAYER + r" has no Main Character$"))
def given_no_main(world: World, player: str) -> None:
    """`Given pX has no Main Character` — the default Main Character `pX-mc` is left out.

    Vocabulary: Declared state
    """
    declared = world.player(player)
    declared["front"] = [u for u in declared["front"] if u["id"] != f"{player}-mc"]


@given(parsers.re(PLAYER + r"'s Main Character is tapped$"))
def given_main_tapped(world: World, player: str) -> None:
    """`Given pX's Main Character is tapped` — the default Main Character `pX-mc`.

    Vocabulary: Declared state
    """
    for unit in world.player(player)["front"]:
        if unit["id"] == f"{player}-mc":
            unit["tapped"] = True


# ----------------------------------------------------------------- When: setup


@when(parsers.re(WHO + " " + TRY + r'chooses? "(?P<card>[^"]+)" as the Main Character$'))
def when_main_character(world: World, player: str, tries: str, card: str) -> None:
    """`When WHO [tries to ]chooses "ID" as the Main Character`, `When WHO tries to choose "ID" as the Main Character` —
    `main_character` (12.2.1.1); "ID" is a card id of the fresh deck (`pX-N`: the Nth card presented, counting on
    from p1's last card for p2).

    Vocabulary: Setup
    """
    world.act({"type": "main_character", "player": who(world, player), "card": card}, bool(tries))


@when(parsers.re(WHO + r" chooses a (?P<num>\S+) card as the Main Character$"))
def when_main_character_number(world: World, player: str, num: str) -> None:
    """`When WHO chooses a NUM card as the Main Character` — the option of that card number (12.2.1.1).

    Vocabulary: Setup
    """
    p = who(world, player)
    obs = world.observe()
    options = (obs.get("pending") or {}).get("options", [])
    deck = {c["id"]: c["card"] for c in obs["players"][p]["deck"]}
    chosen = next((cid for cid in options if deck.get(cid) == num), None)
    assert chosen is not None, f"no {num} card is offered to {p} as the Main Character: {options}"
    world.act({"type": "main_character", "player": p, "card": chosen})


@when(parsers.re(WHO + " " + TRY + r"(?P<choice>redraws?|keeps?) the opening hand$"))
def when_mulligan(world: World, player: str, tries: str, choice: str) -> None:
    """`When WHO [tries to ]redraws the opening hand`, `When WHO tries to redraw the opening hand`, `When WHO keeps the
    opening hand`, `When WHO tries to keep the opening hand` — `mulligan` (12.2.1.5); the hand before a redraw is
    remembered for the Then steps.

    Vocabulary: Setup
    """
    p = who(world, player)
    redraw = choice.startswith("redraw")
    if redraw and not tries:
        world.remembered[f"{p}-old-hand"] = [c["id"] for c in world.observe()["players"][p]["hand"]]
    world.act({"type": "mulligan", "player": p, "redraw": redraw}, bool(tries))


# ----------------------------------------------------------------- When: the turn


@when(parsers.re(PLAYER + " " + TRY + r'(?:bonds|bond) "(?P<card>[^"]+)"$'))
def when_bond(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]bonds "ID"`, `When pX tries to bond "ID"` — `bond` (13.3.1.2).

    Vocabulary: Actions
    """
    world.act({"type": "bond", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + r" places no bond$"))
def when_no_bond(world: World, player: str) -> None:
    """`When pX places no bond` — `no_bond` (13.3.1.2.1).

    Vocabulary: Actions
    """
    world.act({"type": "no_bond", "player": player})


@when(parsers.re(PLAYER + " " + TRY + r'(?:deploys|deploy) "(?P<card>[^"]+)" to the ' + LINE + r" line$"))
def when_deploy(world: World, player: str, tries: str, card: str, line: str) -> None:
    """`When pX [tries to ]deploys "ID" to the front|back line` — `deploy` (15.1.2, 14.1.2).

    Vocabulary: Actions
    """
    world.act({"type": "deploy", "player": player, "card": card, "line": line}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?:levels|level) up "(?P<onto>[^"]+)" with "(?P<card>[^"]+)"$'))
def when_level_up(world: World, player: str, tries: str, onto: str, card: str) -> None:
    """`When pX [tries to ]levels up "UNIT" with "ID"` — `level_up`: the hand card "ID" onto the unit (16.1.2).

    Vocabulary: Actions
    """
    world.act({"type": "level_up", "player": player, "card": card, "onto": onto}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"(?:ends|end) the (?P<phase>deployment|action) phase$"))
def when_end_phase(world: World, player: str, tries: str, phase: str) -> None:
    """`When pX [tries to ]ends the deployment|action phase` — `end_deployment` or `end_action`.

    Vocabulary: Actions
    """
    world.act({"type": f"end_{phase}", "player": player}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?:moves|move) "(?P<card>[^"]+)"$'))
def when_move(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]moves "ID"` — `move` to the other line (17.1.2).

    Vocabulary: Actions
    """
    world.act({"type": "move", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?:keeps|keep) the unit "(?P<card>[^"]+)"$'))
def when_keep_unit(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]keeps the unit "ID"` — `keep_unit`, the same-name check's choice (9.2.1).

    Vocabulary: Actions
    """
    world.act({"type": "keep_unit", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?:attacks|attack) "(?P<target>[^"]+)" with "(?P<card>[^"]+)"$'))
def when_attack(world: World, player: str, tries: str, target: str, card: str) -> None:
    """`When pX [tries to ]attacks "TARGET" with "ID"`, `When pX tries to attack "TARGET" with "ID"` — `attack`
    (18.2.1.2, 18.2.1.3, 20).

    Vocabulary: Battle
    """
    world.act({"type": "attack", "player": player, "card": card, "target": target}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?P<kind>makes? a critical hit|evades?) with "(?P<card>[^"]+)"$'))
def when_critical(world: World, player: str, tries: str, kind: str, card: str) -> None:
    """`When pX [tries to ]makes a critical hit with "ID"`, `When pX tries to make a critical hit with "ID"`, `When pX
    [tries to ]evades with "ID"`, `When pX tries to evade with "ID"` — `critical` (18.4.1.2.1) or `evasion`
    (18.4.1.4.1): the hand card "ID" of the battling unit's unit name is discarded.

    Vocabulary: Battle
    """
    action = "critical" if "critical" in kind else "evasion"
    world.act({"type": action, "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + r" (?P<kind>makes no critical hit|does not evade)$"))
def when_no_critical(world: World, player: str, kind: str) -> None:
    """`When pX makes no critical hit`, `When pX does not evade` — `no_critical` or `no_evasion`.

    Vocabulary: Battle
    """
    world.act({"type": "no_critical" if "critical" in kind else "no_evasion", "player": player})


@when(parsers.re(PLAYER + " " + TRY + r'(?:takes|take) the orb "(?P<card>[^"]+)"$'))
def when_take_orb(world: World, player: str, tries: str, card: str) -> None:
    """`When pX [tries to ]takes the orb "ID"`, `When pX tries to take the orb "ID"` — `take_orb` (9.3.1.2).

    Vocabulary: Battle
    """
    world.act({"type": "take_orb", "player": player, "card": card}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r'(?:uses|use) the skill (?P<index>\d+) of "(?P<card>[^"]+)"$'))
def when_use_skill(world: World, player: str, tries: str, index: str, card: str) -> None:
    """`When pX [tries to ]uses the skill N of "ID"`, `When pX tries to use the skill N of "ID"` — `act` (19.1.2): the
    activated skill N (0 for the card's first) of the unit "ID" is used, its cost paid.

    Vocabulary: Skills
    """
    world.act({"type": "act", "player": player, "card": card, "skill": int(index)}, bool(tries))


@when(
    parsers.re(PLAYER + r" (?P<choice>pays the cost|carries out the effect|does not pay the cost|declines the effect)$")
)
def when_use_skill_choice(world: World, player: str, choice: str) -> None:
    """`When pX pays the cost`, `When pX carries out the effect`, `When pX does not pay the cost`, `When pX declines the
    effect` — `use_skill` (10.2.1.2, 10.2.2.1): the triggered skill's cost paid and its effect carried out, or not.

    Vocabulary: Skills
    """
    world.act({"type": "use_skill", "player": player, "use": choice in ("pays the cost", "carries out the effect")})


@when(parsers.re(PLAYER + " " + TRY + r'(?:chooses|choose) the skill (?P<index>\d+) of "(?P<card>[^"]+)"$'))
def when_choose_skill(world: World, player: str, tries: str, index: str, card: str) -> None:
    """`When pX [tries to ]chooses the skill N of "ID"`, `When pX tries to choose the skill N of "ID"` — `trigger`
    (10.2.1): the triggered skill N (0 for the card's first) of the card "ID" is carried out next.

    Vocabulary: Skills
    """
    world.act({"type": "trigger", "player": player, "card": card, "skill": int(index)}, bool(tries))


@when(parsers.re(r"the game is played on until turn (?P<turn>\d+) begins its (?P<phase>bond|deployment|action) phase$"))
def when_play_to(world: World, turn: str, phase: str) -> None:
    """`When the game is played on until turn N begins its bond|deployment|action phase` — default answers
    (docs/steps.md) until that phase's decision (a bond phase without a hand card to bond has none: use another).

    Vocabulary: Playing on
    """
    world.play_on(
        lambda obs: obs["turn"] == int(turn) and (obs.get("pending") or {}).get("kind") == phase,
        f"the {phase} phase of turn {turn}",
    )


# ----------------------------------------------------------------- Then: zones


def _zone(world: World, player: str, zone: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = world.observe()["players"][player][ZONES[zone]]
    return cards


def _units(world: World) -> list[tuple[str, str, dict[str, Any]]]:
    obs = world.observe()
    return [(p, line, u) for p in ("p1", "p2") for line in ("front", "back") for u in obs["players"][p][line]]


def _unit(world: World, card: str) -> tuple[str, str, dict[str, Any]]:
    for p, line, unit in _units(world):
        if world.same_card(unit["id"], card):
            return p, line, unit
    raise AssertionError(f"{card} is no unit on the battlefield: {show([u['id'] for _, _, u in _units(world)])}")


@then(parsers.re(WHO + r"'s " + ZONE + r" holds (?P<count>\d+) cards?$"))
def then_zone_count(world: World, player: str, zone: str, count: str) -> None:
    """`Then WHO's ZONE holds N cards` — the zone's size (a line counts its units).

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = _zone(world, p, zone)
    assert len(cards) == int(count), f"{p}'s {zone} should hold {count} cards, but holds {len(cards)}: {show(cards)}"


@then(parsers.re(PLAYER + r"'s " + ZONE + r" holds exactly " + ITEMS + "$"))
def then_zone_holds(world: World, player: str, zone: str, items: str) -> None:
    """`Then pX's ZONE holds exactly LIST` — these cards (by scenario name), in any order, and nothing else (a line:
    its units' top cards).

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


@then(parsers.re(PLAYER + r"'s deck holds, top first, " + ITEMS + "$"))
def then_deck_order(world: World, player: str, items: str) -> None:
    """`Then pX's deck holds, top first, LIST` — exactly these cards in this order (6.2.1.2).

    Vocabulary: Zones and cards
    """
    wanted = parse_quoted(items)
    have = [c["id"] for c in _zone(world, player, "deck")]
    assert len(have) == len(wanted) and all(
        world.same_card(cid, name) for cid, name in zip(have, wanted, strict=True)
    ), f"{player}'s deck should be {wanted}, top first, but is {have}"


@then("each player has the nine zones")
def then_nine_zones(world: World) -> None:
    """`Then each player has the nine zones` — the observation shows each player's deck, hand, support, retreat, orb
    and bond areas, front and back lines and infinity area (6.2, 6.3).

    Vocabulary: Zones and cards
    """
    players = world.observe()["players"]
    for p in ("p1", "p2"):
        missing = [zone for zone in ZONES.values() if not isinstance(players[p].get(zone), list)]
        assert not missing, f"{p} lacks the zones {missing}"


@then(
    parsers.re(
        WHO + r"'s " + ZONE + r" is (?P<seen>known to nobody|known only to p1|known only to p2|known to both players)$"
    )
)
def then_visibility(world: World, player: str, zone: str, seen: str) -> None:
    """`Then WHO's ZONE is known to nobody`, `... is known only to pX`, `... is known to both players` — every card of
    the zone (at least one; a line's units with the cards under them) has that `known_to`.

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
        for card in [entry, *entry.get("stack", [])]:
            assert sorted(card["known_to"]) == wanted, f"{p}'s {zone} card should be {seen}: {show(card)}"


@then(parsers.re(WHO + r"'s (?P<zone>bond area|orb area) cards are all face (?P<face>up|down)$"))
def then_faces(world: World, player: str, zone: str, face: str) -> None:
    """`Then WHO's bond area|orb area cards are all face up|down` — every card there (at least one).

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    cards = _zone(world, p, zone)
    assert cards, f"{p}'s {zone} holds no card to check"
    wrong = [c["id"] for c in cards if c["face_up"] != (face == "up")]
    assert not wrong, f"{p}'s {zone} cards should all be face {face}, but {wrong} are not"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<state>tapped|untapped)$'))
def then_tapped(world: World, card: str, state: str) -> None:
    """`Then "ID" is tapped|untapped` — a unit's state.

    Vocabulary: Zones and cards
    """
    _, _, unit = _unit(world, card)
    assert unit["tapped"] == (state == "tapped"), f"{card} should be {state}: {show(unit)}"


@then(parsers.re(r'"(?P<card>[^"]+)" is in ' + PLAYER + r"'s " + LINE + r" line$"))
def then_in_line(world: World, card: str, player: str, line: str) -> None:
    """`Then "ID" is in pX's front|back line` — a unit's place.

    Vocabulary: Zones and cards
    """
    owner, have, _ = _unit(world, card)
    assert (owner, have) == (player, line), f"{card} should be in {player}'s {line} line, not {owner}'s {have} line"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<negated>not )?the Main Character$'))
def then_main(world: World, card: str, negated: str | None) -> None:
    """`Then "ID" is [not ]the Main Character` — the unit's Main Character status.

    Vocabulary: Zones and cards
    """
    _, _, unit = _unit(world, card)
    assert bool(unit["main"]) != bool(negated), f"{card} should {'not ' if negated else ''}be the Main Character"


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<count>\d+) cards? under it$'))
def then_under(world: World, card: str, count: str) -> None:
    """`Then "ID" has N cards under it` — the unit's stack.

    Vocabulary: Zones and cards
    """
    _, _, unit = _unit(world, card)
    assert len(unit["stack"]) == int(count), f"{card} should have {count} cards under it: {show(unit)}"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<negated>not )?(?P<what>levelled up|class changed) this turn$'))
def then_levelled(world: World, card: str, negated: str | None, what: str) -> None:
    """`Then "ID" is [not ]levelled up this turn`, `Then "ID" is [not ]class changed this turn` — the card information
    a level up adds until the end of the turn (14.2.4, 14.2.5.1).

    Vocabulary: Zones and cards
    """
    _, _, unit = _unit(world, card)
    key = "levelled" if what == "levelled up" else "class_changed"
    assert bool(unit[key]) != bool(negated), f"{card} should {'not ' if negated else ''}be {what}: {show(unit)}"


@then(parsers.re(WHO + r"'s Main Character is face (?P<face>up|down) in the front line$"))
def then_main_face(world: World, player: str, face: str) -> None:
    """`Then WHO's Main Character is face up|down in the front line` — exactly one Main Character, there.

    Vocabulary: Zones and cards
    """
    p = who(world, player)
    mains = [(line, u) for pp, line, u in _units(world) if pp == p and u["main"]]
    assert len(mains) == 1, f"{p} should have one Main Character on the battlefield: {show(mains)}"
    line, unit = mains[0]
    assert line == "front" and unit["face_up"] == (face == "up"), (
        f"{p}'s Main Character should be face {face} in the front line: {line}, {show(unit)}"
    )


@then(parsers.re(WHO + r"'s Main Character is a card of cost 1 presented in its deck$"))
def then_main_cost_one(world: World, player: str) -> None:
    """`Then WHO's Main Character is a card of cost 1 presented in its deck` — 12.2.1.1, read from the setup's cards.

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a fresh game"
    costs = {c["id"]: c.get("cost", 1) for c in world.setup["cards"]}
    mains = [u for pp, _, u in _units(world) if pp == p and u["main"]]
    assert len(mains) == 1 and costs[mains[0]["card"]] == 1, f"{p}'s Main Character should cost 1: {show(mains)}"
    assert mains[0]["card"] in world.setup["players"][int(p[1]) - 1]["deck"]


# ----------------------------------------------------------------- Then: setup and turn


@then(parsers.re(WHO + r"'s cards are the ones presented, the deck in a new order$"))
def then_deck_shuffled(world: World, player: str) -> None:
    """`Then WHO's cards are the ones presented, the deck in a new order` — every card presented is somewhere, and the
    deck is not what is left of the presented order (12.2.1.2).

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a fresh game"
    presented = list(world.setup["players"][int(p[1]) - 1]["deck"])
    view = world.observe()["players"][p]
    held = [c["card"] for zone in ZONES.values() for c in view[zone]]
    held += [u["card"] for line in ("front", "back") for c in view[line] for u in c["stack"]]
    assert sorted(held) == sorted(presented), f"{p} should hold the cards presented, not {held}"
    rest = list(presented)
    for zone in ("hand", "orbs", "front", "back", "bonds"):
        for c in view[zone]:
            rest.remove(c["card"])
    assert [c["card"] for c in view["deck"]] != rest, f"{p}'s deck is in the order presented: it was not shuffled"


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) each player goes first at least once$"))
def then_first_varies(world: World, last: str) -> None:
    """`Then over the seeds 1 to N each player goes first at least once` — the first player is drawn at random
    (12.2.1.3); the scenario's own game is restored after.

    Vocabulary: Setup and turn
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    firsts: dict[str, list[int]] = {"p1": [], "p2": []}
    try:
        for seed in range(1, int(last) + 1):
            world.start_from({**copy.deepcopy(original), "seed": seed})
            obs = world.observe()
            while obs["first_player"] is None and obs.get("pending"):
                world.act(world.default_answer(world.legal_actions(), obs))
                obs = world.observe()
            firsts[str(obs["first_player"])].append(seed)
    finally:
        world.start_from(original)
    assert all(firsts.values()), f"12.2.1.3: the first player should be drawn at random, but over these seeds: {firsts}"


@then(parsers.re(WHO + r"'s hand holds (?P<count>\d+) new cards$"))
def then_new_hand(world: World, player: str, count: str) -> None:
    """`Then WHO's hand holds N new cards` — N cards, and not the very hand it redrew (12.2.1.5.1).

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    hand = [c["id"] for c in _zone(world, p, "hand")]
    assert len(hand) == int(count), f"{p}'s hand should hold {count} cards: {hand}"
    assert sorted(hand) != sorted(world.remembered[f"{p}-old-hand"]), f"{p} holds the very hand it redrew: {hand}"


@then(parsers.re(WHO + r"'s orb area holds the (?P<count>\d+) cards on top of its deck before the last action$"))
def then_orbs_from_top(world: World, player: str, count: str) -> None:
    """`Then WHO's orb area holds the N cards on top of its deck before the last action` — 12.2.1.6.

    Vocabulary: Setup and turn
    """
    p = who(world, player)
    assert world.before is not None, "no action was taken"
    top = [c["id"] for c in world.before["players"][p]["deck"][: int(count)]]
    orbs = [c["id"] for c in _zone(world, p, "orb area")]
    assert sorted(orbs) == sorted(top), f"{p}'s orbs should be {top}, the top of its deck, but are {orbs}"


@then(
    parsers.re(
        r"the game is on turn (?P<turn>\d+) in the (?P<phase>setup|beginning|bond|deployment|action|end) phase with "
        + WHO
        + " to play$"
    )
)
def then_turn(world: World, turn: str, phase: str, player: str) -> None:
    """`Then the game is on turn N in the PHASE phase with WHO to play` — turn, phase and turn player.

    Vocabulary: Setup and turn
    """
    obs = world.observe()
    p = who(world, player)
    have = (obs["turn"], obs["phase"], obs["turn_player"])
    assert have == (int(turn), phase, p), f"turn {turn}, {phase} phase, {p} to play expected; the engine shows {have}"


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


@then(parsers.re(PLAYER + r"'s battle power is (?P<power>-?\d+)$"))
def then_battle_power(world: World, player: str, power: str) -> None:
    """`Then pX's battle power is N` — the battle going on, pX's battling unit's power (18.3.1.8, 18.4.1.2.1.1).

    Vocabulary: Battle and destruction
    """
    battle = world.observe()["battle"]
    assert battle is not None, "no battle is going on"
    assert battle["power"][player] == int(power), f"{player}'s battle power should be {power}: {show(battle)}"


@then(parsers.re(r"no battle is going on$"))
def then_no_battle(world: World) -> None:
    """`Then no battle is going on` — the observation's `battle` is null (18.6.1.7).

    Vocabulary: Battle and destruction
    """
    battle = world.observe()["battle"]
    assert battle is None, f"the battle should be over: {show(battle)}"


@then(parsers.re(r"the deployment phase has spent (?P<count>\d+)$"))
def then_spent(world: World, count: str) -> None:
    """`Then the deployment phase has spent N` — the running cost total of the phase (15.1.2, 16.1.2).

    Vocabulary: Setup and turn
    """
    spent = world.observe()["spent"]
    assert spent == int(count), f"the deployment phase should have spent {count}, not {spent}"


@then(parsers.re(r'the skill (?P<index>\d+) of "(?P<card>[^"]+)" is triggered (?P<count>\d+) times?$'))
def then_triggered(world: World, index: str, card: str, count: str) -> None:
    """`Then the skill N of "ID" is triggered K time[s]` — the observation's `triggered` list has that skill with
    that count (10.1.1, 10.1.1.1); K = 0: it is not listed.

    Vocabulary: Triggered skills
    """
    entries = [
        t for t in world.observe().get("triggered", []) if world.same_card(t["card"], card) and t["skill"] == int(index)
    ]
    seen = entries[0]["count"] if entries else 0
    assert seen == int(count), f"skill {index} of {card!r} triggered {seen} times, expected {count}"
