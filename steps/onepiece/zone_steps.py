"""Steps used only by the zone scenarios; shared steps live in given_steps, when_steps and then_steps.

Chapter 3 (areas) needs exact orders of stacks and the effects in force; chapter 5 (game
preparation) talks about players by their role ("the first player", "the player choosing
the turn order"), because who those are is drawn at random from the seed.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

from pytest_bdd import parsers, then, when
from tcgjudge.steps.onepiece.world import PLAYERS, World
from tcgjudge.steps.shared.world import parse_quoted

from tcgjudge.engine.interface import Action, Observation

P = r"(?P<player>p[12])"
Q = r'"(?P<{}>[^"]+)"'
_LIST = r'(?P<items>"[^"]+"(?:(?:, and |, | and )"[^"]+")*)'
_STACKS = {"hand": "hand", "deck": "deck", "trash": "trash", "life area": "life", "character area": "characters"}
_STACK = r"(?P<zone>hand|deck|trash|life area|character area)"
_ROLE = r"(?P<role>first|second)"


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [str(card["id"]) for card in cards]


def _numbers(cards: list[dict[str, Any]]) -> list[str]:
    return [str(card["card"]) for card in cards]


def _role(obs: Observation, role: str) -> str:
    """``first``/``second`` -> the player who has that place in the turn order."""
    first = obs.get("first_player")
    assert first in PLAYERS, f"the first player should be known by now, but the observation shows {first!r}"
    return str(first) if role == "first" else next(p for p in PLAYERS if p != first)


def _chooser(obs: Observation) -> str:
    """The player drawn at random to choose first or second (the ``turn_order_chooser`` log event)."""
    drawn = [e for e in obs["log"] if e.get("event") == "turn_order_chooser"]
    assert len(drawn) == 1, f"5-2-1-4: the log should record exactly one drawn chooser, but it holds {_show(drawn)}"
    return str(drawn[0]["player"])


WHO = r"(?P<who>p[12]'s|the first player's|the second player's)"


def _who(obs: Observation, who: str) -> str:
    """``p1's`` / ``the first player's`` / ``the second player's`` -> a player."""
    who = who.removesuffix("'s")
    if who in PLAYERS:
        return who
    return _role(obs, who.split()[1])


def _declared_deck(world: World, player: str) -> list[str]:
    assert world.mode == "fresh", "this step compares with the deck of a fresh game"
    deck: list[str] = world.fresh[PLAYERS.index(player)]["deck"]
    return deck


# ----------------------------------------------------------------- chapter 3: stacks and identity


@then(parsers.re(P + r"'s " + _STACK + r" lists " + _LIST + r" from the top"))
def then_stack_order(world: World, player: str, zone: str, items: str) -> None:
    """`Then pX's ZONE lists LIST from the top` — the zone holds exactly these cards (ids or numbers), in this order,
    top first.

    Vocabulary: Zones
    """
    wanted = parse_quoted(items)
    cards = world.observe()["players"][player][_STACKS[zone]]
    named = [next((ref for ref in wanted if world.same_card(card["id"], ref)), card["card"]) for card in cards]
    assert named == wanted, f"{player}'s {zone} should list {wanted} from the top, but it lists {_ids(cards)}"


@then(parsers.re(r"no effect in force targets " + Q.format("card")))
def then_effects_gone(world: World, card: str) -> None:
    """`Then no effect in force targets "ID"` — no continuous effect in the observation names that card.

    Vocabulary: Leaders, characters, stages (by id)
    """
    effects = [e for e in world.observe()["effects"] if world.same_card(e.get("target"), card)]
    assert not effects, f'3-1-6: no effect should apply to "{card}" any more, but the engine keeps {_show(effects)}'


@then(parsers.re(r"the log shows " + P + r" drew " + _LIST + r" in this order"))
def then_log_draw_order(world: World, player: str, items: str) -> None:
    """`Then the log shows pX drew LIST in this order` — each listed card was drawn by its own `draw` event, in the
    listed order.

    Vocabulary: Log (all events since the game began)
    """
    wanted = parse_quoted(items)
    draws = [
        str(e.get("card")) for e in world.observe()["log"] if e.get("event") == "draw" and e.get("player") == player
    ]
    got = [name for card in draws for name in wanted if world.same_card(card, name)]
    assert got == wanted, (
        f"{player} should have drawn {wanted} one at a time in this order, but the draw events of {player} are {draws}"
    )


# ----------------------------------------------------------------- chapter 3: stage and life


@then(parsers.re(P + r"'s stage is " + Q.format("card")))
def then_stage_is(world: World, player: str, card: str) -> None:
    """`Then pX's stage is "REF"` — the stage area holds that card.

    Vocabulary: Zones
    """
    stage = world.observe()["players"][player]["stage"]
    assert stage is not None and stage["card"] == card, (
        f'{player}\'s stage area should hold "{card}", but the engine shows {_show(stage)}'
    )


@then(parsers.re(P + r" has no stage"))
def then_no_stage(world: World, player: str) -> None:
    """`Then pX has no stage` — the stage area is empty.

    Vocabulary: Zones
    """
    stage = world.observe()["players"][player]["stage"]
    assert stage is None, f"{player}'s stage area should be empty, but the engine shows {_show(stage)}"


@then(parsers.re(Q.format("card") + r" in " + P + r"'s life area is face (?P<side>up|down)"))
def then_life_face(world: World, card: str, player: str, side: str) -> None:
    """`Then "ID" in pX's life area is face up|down` — how that life card lies.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    life = world.observe()["players"][player]["life"]
    found = [c for c in life if world.same_card(c["id"], card)]
    assert found, f'"{card}" should be in {player}\'s life area, but it holds {_ids(life)}'
    assert bool(found[0].get("face_up")) == (side == "up"), f'"{card}" should be face {side}: {_show(found[0])}'


# ----------------------------------------------------------------- chapter 5: the prepared game


@then(parsers.re(WHO + r" leader area holds " + Q.format("card") + r", active"))
def then_leader_is(world: World, who: str, card: str) -> None:
    """`Then WHOSE leader area holds "NUM", active` — WHOSE is `pX's`, `the first player's` or `the second player's`:
    the leader presented is in the leader area, active (5-2-1-2).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    player = _who(world.observe(), who)
    leader = world.observe()["players"][player]["leader"]
    assert leader is not None and leader["card"] == card and not leader["rested"], (
        f'{player}\'s leader area should hold "{card}" active, but the engine shows {_show(leader)}'
    )


@then(parsers.re(WHO + r" deck, hand and life area hold exactly the cards of the deck " + P + r" presented"))
def then_own_cards(world: World, who: str, player: str) -> None:
    """`Then WHOSE deck, hand and life area hold exactly the cards of the deck pX presented` — nothing was added or
    lost while the game was set up (5-2-1).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    holder = _who(world.observe(), who)
    state = world.observe()["players"][holder]
    held = Counter(_numbers(state["deck"]) + _numbers(state["hand"]) + _numbers(state["life"]))
    declared = Counter(_declared_deck(world, player))
    assert held == declared, (
        f"{holder}'s deck, hand and life should hold the {sum(declared.values())} cards {player} presented, "
        f"but they differ by {_show(dict((held - declared) + (declared - held)))}"
    )


@then(parsers.re(P + r"'s deck holds the cards it presented in a new order"))
def then_deck_shuffled(world: World, player: str) -> None:
    """`Then pX's deck holds the cards it presented in a new order` — the deck was shuffled (5-2-1-3).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    deck = _numbers(world.observe()["players"][player]["deck"])
    declared = _declared_deck(world, player)
    assert Counter(deck) == Counter(declared), f"{player}'s deck should hold the presented cards, but it holds {deck}"
    assert deck != declared, f"5-2-1-2: {player}'s deck should have been shuffled, but it is in the presented order"


@then(parsers.re(WHO + r" deck and hand hold the same cards as before the last action, in a new order"))
def then_deck_reshuffled(world: World, who: str) -> None:
    """`Then WHOSE deck and hand hold the same cards as before the last action, in a new order` — a mulligan returned
    the hand and shuffled (5-2-1-6).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    assert world.before is not None, "no action was taken, so there is nothing to compare with"
    player = _who(world.before, who)
    was = world.before["players"][player]
    now = world.observe()["players"][player]
    before = _ids(was["hand"]) + _ids(was["deck"])
    after = _ids(now["hand"]) + _ids(now["deck"])
    assert sorted(before) == sorted(after), (
        f"{player}'s deck and hand should hold the same cards as before, but before: {before}, now: {after}"
    )
    assert before != after, f"3-2-4: {player}'s cards should be in a random new order, but the order is unchanged"
    old_hand, old_deck = _ids(was["hand"]), _ids(was["deck"])
    drawn = len(now["hand"])
    unshuffled = old_deck[:drawn] == _ids(now["hand"]) and _ids(now["deck"]) == old_deck[drawn:] + old_hand
    assert not unshuffled, (
        f"3-2-4: {player}'s returned cards went under the deck and the next {drawn} were drawn: nothing was shuffled"
    )


@then(parsers.re(WHO + r" hand is not the one it held before the last action"))
def then_hand_changed(world: World, who: str) -> None:
    """`Then WHOSE hand is not the one it held before the last action` — the hand was redrawn.

    Vocabulary: Setup and the first turn (chapter 5)
    """
    assert world.before is not None, "no action was taken, so there is nothing to compare with"
    player = _who(world.before, who)
    was = set(_ids(world.before["players"][player]["hand"]))
    now = set(_ids(world.observe()["players"][player]["hand"]))
    assert was != now, f"5-2-1-6-1: {player} should hold a newly drawn hand, but it still holds {sorted(now)}"


@then(
    parsers.re(
        WHO + r" life area holds the top (?P<count>\d+) cards its deck had before the last action, "
        r"the top one at the bottom"
    )
)
def then_life_from_deck(world: World, who: str, count: str) -> None:
    """`Then WHOSE life area holds the top N cards its deck had before the last action, the top one at the bottom` —
    life cards are placed from the top of the deck (5-2-1-7).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    assert world.before is not None, "no action was taken, so there is nothing to compare with"
    player = _who(world.before, who)
    n = int(count)
    old_deck = _ids(world.before["players"][player]["deck"])
    now = world.observe()["players"][player]
    life = _ids(now["life"])
    expected = list(reversed(old_deck[:n]))
    assert life == expected, (
        f"5-2-1-7: {player}'s life (top first) should be {expected} (the deck's top {n}, the top card at the "
        f"bottom), but it is {life}"
    )
    assert all(not card.get("face_up") for card in now["life"]), f"5-2-1-7: life is placed face down: {now['life']}"
    assert _ids(now["deck"]) == old_deck[n:], (
        f"5-2-1-7: {player}'s deck should keep the rest of its cards in order: {_ids(now['deck'])}"
    )


@then(parsers.re(r"the player who chose the turn order (?P<neg>is|is not) the first player"))
def then_chooser_first(world: World, neg: str) -> None:
    """`Then the player who chose the turn order is the first player` / `Then the player who chose the turn order is
    not the first player` — the choice was followed (5-2-1-4).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    obs = world.observe()
    chooser = _chooser(obs)
    assert (obs["first_player"] == chooser) == (neg == "is"), (
        f"the chooser {chooser} {neg} the first player expected, but the first player is {obs['first_player']}"
    )


@then(parsers.re(r'the pending decision is "(?P<kind>\w+)" for the (?P<who>first|second|choosing) player'))
def then_role_pending(world: World, kind: str, who: str) -> None:
    """`Then the pending decision is "KIND" for the first|second|choosing player` — the same as for pX, for a player
    named by role.

    Vocabulary: Setup and the first turn (chapter 5)
    """
    obs = world.observe()
    player = _chooser(obs) if who == "choosing" else _role(obs, who)
    pending = obs["pending"]
    assert pending is not None, f"{who} player {player} should have a {kind} decision pending, but nothing is pending"
    assert (pending["kind"], pending["player"]) == (kind, player), (
        f"the {who} player ({player}) should have a {kind} decision pending, but the pending decision is "
        f"{pending['kind']} for {pending['player']}"
    )


@then(parsers.re(r"the " + _ROLE + r" player's " + _STACK + r" has (?P<count>\d+) cards?"))
def then_role_zone_size(world: World, role: str, zone: str, count: str) -> None:
    """`Then the first|second player's ZONE has N cards` (or `1 card`) — the exact size, for a player named by role.

    Vocabulary: Setup and the first turn (chapter 5)
    """
    obs = world.observe()
    player = _role(obs, role)
    cards = obs["players"][player][_STACKS[zone]]
    assert len(cards) == int(count), (
        f"the {role} player's ({player}) {zone} should hold {count} card(s), but it holds {len(cards)}"
    )


@then(parsers.re(r"it is turn (?P<turn>\d+) of the " + _ROLE + r" player, in the (?P<phase>main) phase"))
def then_role_turn(world: World, turn: str, role: str, phase: str) -> None:
    """`Then it is turn N of the first|second player, in the main phase` — turn number, turn player by role, and phase.

    Vocabulary: Setup and the first turn (chapter 5)
    """
    obs = world.observe()
    player = _role(obs, role)
    got = (obs["turn"], obs["turn_player"], obs["phase"])
    assert got == (int(turn), player, phase), (
        f"it should be turn {turn} of the {role} player ({player}) in the {phase} phase, but it is turn {got[0]} "
        f"of {got[1]} in the {got[2]} phase"
    )


@then(parsers.re(r"every legal action is one of " + _LIST))
def then_only_actions(world: World, items: str) -> None:
    """`Then every legal action is one of "TYPE", "TYPE" and "TYPE"` — the engine lists no action of another type.

    Vocabulary: Legal actions
    """
    allowed = set(parse_quoted(items))
    legal = world.legal_actions()
    others = [a for a in legal if a.get("type") not in allowed]
    assert legal and not others, (
        f"only {sorted(allowed)} actions should be legal now, but the engine offers {_show(legal)}"
    )


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) each player is drawn at least once to choose the turn order"))
def then_chooser_varies(world: World, last: str) -> None:
    """`Then over the seeds 1 to N each player is drawn at least once to choose the turn order` — restarts the
    scenario's fresh game with each seed and reads the chooser: both players must come up.

    5-2-1-4: a random draw, so some seeds give p1 and some give p2 (the game of the scenario is restored).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    drawn: dict[str, list[int]] = {p: [] for p in PLAYERS}
    try:
        for seed in range(1, int(last) + 1):
            setup = copy.deepcopy(original)
            setup["seed"] = seed
            world.engine.start("onepiece", setup)
            drawn[_chooser(world.engine.observe())].append(seed)
    finally:
        world.start_from(original)
    assert all(drawn.values()), f"5-2-1-4: the chooser should be drawn at random, but over these seeds: {drawn}"


# ----------------------------------------------------------------- chapter 5: acting by role

_ROLE_ACTIONS: dict[str, Action] = {
    "keeps the opening hand": {"type": "keep"},
    "takes a mulligan": {"type": "redraw"},
    "tries to keep the opening hand": {"type": "keep"},
    "tries to take a mulligan": {"type": "redraw"},
}


@when(parsers.re(r"the " + _ROLE + r" player (?P<phrase>" + "|".join(_ROLE_ACTIONS) + ")"))
def when_role_acts(world: World, role: str, phrase: str) -> None:
    """`When the first|second player keeps the opening hand` / `When the first|second player takes a mulligan` (and
    `... tries to keep the opening hand`, `... tries to take a mulligan`) — the opening-hand decision of a player
    named by role (5-2-1-6).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    player = _role(world.observe(), role)
    action = dict(_ROLE_ACTIONS[phrase], player=player)
    world.act(action, attempt=phrase.startswith("tries to"))


@when(parsers.re(r"the player not choosing the turn order tries to choose to go (?P<order>first|second)"))
def when_non_chooser_tries(world: World, order: str) -> None:
    """`When the player not choosing the turn order tries to choose to go first|second` — the other player's attempt,
    its rejection recorded (5-2-1-4).

    Vocabulary: Setup and the first turn (chapter 5)
    """
    chooser = _chooser(world.observe())
    other = next(p for p in PLAYERS if p != chooser)
    world.act({"type": "choose_turn_order", "go_first": order == "first", "player": other}, attempt=True)


# ----------------------------------------------------------------- secret areas: who sees a card (3-4, 11-2, 11-3)

_SEEN_BY = r"(?P<who>p1 only|p2 only|both players|nobody)"
_SEEN = {"p1 only": ["p1"], "p2 only": ["p2"], "both players": ["p1", "p2"], "nobody": []}


def _known_to(card: dict[str, Any], where: str) -> list[str]:
    assert "known_to" in card, (
        f"the observation of {where} should say who may see each card (field known_to), but it shows {_show(card)}"
    )
    return sorted(str(p) for p in card["known_to"])


@then(parsers.re(_LIST + r" in " + P + r"'s " + _STACK + r" (?:is|are) known to " + _SEEN_BY))
def then_cards_known_to(world: World, items: str, player: str, zone: str, who: str) -> None:
    """`Then "ID"[, "ID" and "ID"] in pX's ZONE is|are known to WHO` — those cards are there and exactly WHO may see
    them now.

    The listed cards (ids) are in that zone and exactly the named players may see them now.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    cards = world.observe()["players"][player][_STACKS[zone]]
    for ref in parse_quoted(items):
        found = [card for card in cards if world.same_card(card["id"], ref)]
        assert found, f'"{ref}" should be in {player}\'s {zone}, but it holds {_ids(cards)}'
        seen = _known_to(found[0], f"{player}'s {zone}")
        assert seen == _SEEN[who], (
            f'"{ref}" in {player}\'s {zone} should be known to {who}, but the engine shows it known to '
            f"{seen or 'nobody'}"
        )


@then(parsers.re(r"every card in " + P + r"'s " + _STACK + r" is known to " + _SEEN_BY))
def then_zone_known_to(world: World, player: str, zone: str, who: str) -> None:
    """`Then every card in pX's ZONE is known to WHO`.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    cards = world.observe()["players"][player][_STACKS[zone]]
    assert cards, f"{player}'s {zone} should hold cards to check, but it is empty"
    wrong = {str(c["id"]): _known_to(c, f"{player}'s {zone}") for c in cards}
    wrong = {cid: seen for cid, seen in wrong.items() if seen != _SEEN[who]}
    assert not wrong, f"every card in {player}'s {zone} should be known to {who}, but these are not: {_show(wrong)}"


@then(parsers.re(r"the bottom cards of " + P + r"'s deck are " + _LIST + r", in this order"))
def then_deck_bottom(world: World, player: str, items: str) -> None:
    """`Then the bottom cards of pX's deck are "ID" and "ID", in this order` — the last one at the very bottom.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    wanted = parse_quoted(items)
    deck = _ids(world.observe()["players"][player]["deck"])
    bottom = deck[-len(wanted) :]
    same = len(bottom) == len(wanted) and all(map(world.same_card, bottom, wanted))
    assert same, (
        f"the bottom of {player}'s deck should be {wanted} (the last one at the very bottom), but the deck is {deck}"
    )


# ----------------------------------------------------------------- ordering cards placed at once (3-1-7), hands (3-4-2)


def _ordered(player: str, items: str) -> Action:
    return {"type": "order", "cards": parse_quoted(items), "player": player}


@when(parsers.re(P + r" puts " + _LIST + r" in this order"))
def when_put_in_order(world: World, player: str, items: str) -> None:
    """`When pX puts "ID" and "ID" in this order` / `When pX tries to put ...` — answers an `order` decision (top
    first).

    Answer an ``order`` decision: the cards top first in their new place.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    world.act(_ordered(player, items))


@when(parsers.re(P + r" tries to put " + _LIST + r" in this order"))
def when_try_put_in_order(world: World, player: str, items: str) -> None:
    """`When pX tries to put "ID" and "ID" in this order` — answers an `order` decision (top first), its rejection
    recorded.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    world.act(_ordered(player, items), attempt=True)


@when(parsers.re(P + r" (?P<tries>tries to arrange|arranges) (?:its|their) hand as " + _LIST))
def when_arrange_hand(world: World, player: str, tries: str, items: str) -> None:
    """`When pX arranges its hand as "ID", ...` / `When pX tries to arrange its hand as ...` — `arrange_hand` (3-4-2):
    the player's hand in this order.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    action: Action = {"type": "arrange_hand", "cards": parse_quoted(items), "player": player}
    world.act(action, attempt=tries.startswith("tries"))
