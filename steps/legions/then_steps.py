"""Then steps of Legions!: what the observation (docs/legions-data.md) shows of zones, cores and turns."""

from __future__ import annotations

import copy
import json
from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.legions.world import LANES, World, chooser, who
from tcgjudge.steps.shared.world import PLAYER, QUOTED, parse_quoted

from tcgjudge.engine.interface import Observation

WHO = r"(?P<player>p[12]|the chooser|the other player)"
"""A player named outright, or by the role the random draw of 25-7 gave them (no scenario depends on a shuffle)."""
_LANE = r"(?P<lane>left|centre|right)"
_WAIT = r"(?P<zone>I|II|III|IV)"
_STACKS = {
    "hand": "hand",
    "deck": "deck",
    "standby zone": "standby",
    "exclusion zone": "exclusion",
    "play zone": "play",
}
_STACK = r"(?P<stack>hand|deck|standby zone|exclusion zone|play zone)"


def _player(world: World, player: str) -> dict[str, Any]:
    state: dict[str, Any] = world.observe()["players"][who(world, player)]
    return state


def _stack(world: World, player: str, stack: str) -> list[dict[str, Any]]:
    """A player's hand, deck, standby or exclusion zone."""
    cards: list[dict[str, Any]] = _player(world, player)[_STACKS[stack]]
    return cards


def _names(cards: list[dict[str, Any]]) -> str:
    return ", ".join(f"{c['id']} ({c['card']})" for c in cards) or "nothing"


def _unit(world: World, ref: str) -> dict[str, Any]:
    """The minion or lord the scenario calls ``ref``, on either side."""
    obs: Observation = world.observe()
    for state in obs["players"].values():
        for unit in [*(state["lanes"][lane] for lane in LANES), state["lord"]]:
            if unit is not None and world.same_card(unit["id"], ref):
                found: dict[str, Any] = unit
                return found
    raise AssertionError(f'no minion or lord "{ref}" is on the field')


@then(parsers.re(WHO + r"'s " + _STACK + r" has (?P<count>\d+) cards?"))
def then_stack_size(world: World, player: str, stack: str, count: str) -> None:
    """`Then ROLE's STACK has N card|cards` — exact size.

    Vocabulary: Observations: zones
    """
    cards = _stack(world, player, stack)
    assert len(cards) == int(count), f"{player}'s {stack} should have {count} cards, but holds {_names(cards)}"


@then(parsers.re(PLAYER + r"'s " + _STACK + r" (?P<neg>contains|does not contain) " + QUOTED.format("ref")))
def then_stack_contains(world: World, player: str, stack: str, neg: str, ref: str) -> None:
    """`Then pX's STACK contains "REF"` / `Then pX's STACK does not contain "REF"`.

    Vocabulary: Observations: zones
    """
    cards = _stack(world, player, stack)
    present = any(card["card"] == ref or world.same_card(card["id"], ref) for card in cards)
    assert present == (neg == "contains"), f'{player}\'s {stack} {neg} "{ref}" expected; it holds {_names(cards)}'


@then(parsers.re(PLAYER + r"'s deck holds the cards it presented in a new order"))
def then_deck_shuffled(world: World, player: str) -> None:
    """`Then pX's deck holds the cards it presented in a new order` — a fresh game's deck holds the cards presented,
    not in their order (25-4).

    25-4: the same cards, and not in the order presented (the scenario's seed shows a change).

    Vocabulary: Observations: zones
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a fresh game"
    presented = list(world.setup["players"][int(player[1]) - 1]["deck"])
    now = [card["card"] for card in _stack(world, player, "deck")]
    assert sorted(now) == sorted(presented), f"{player}'s deck should hold the cards presented, but holds {now}"
    assert now != presented, f"{player}'s deck is still in the order presented: it was not shuffled (25-4)"


@then(parsers.re(PLAYER + r"'s life is (?P<life>\d+)"))
def then_life(world: World, player: str, life: str) -> None:
    """`Then pX's life is N` (08).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["life"]
    assert have == int(life), f"{player}'s life should be {life}, but the engine shows {have}"


@then(parsers.re(WHO + r"'s master has (?P<cores>\d+) cores?"))
def then_master_cores(world: World, player: str, cores: str) -> None:
    """`Then ROLE's master has N core|cores` — cores on the master (07, 25-6, 25-8).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["master"]["cores"]
    assert have == int(cores), f"{player}'s master should hold {cores} cores, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s master is in (?P<mode>normal|awakened) mode"))
def then_master_mode(world: World, player: str, mode: str) -> None:
    """`Then pX's master is in normal|awakened mode` (20).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["master"]["mode"]
    assert have == mode, f"{player}'s master should be in {mode} mode, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s core zone has (?P<active>\d+) active and (?P<exhausted>\d+) exhausted cores?"))
def then_core_zone(world: World, player: str, active: str, exhausted: str) -> None:
    """`Then pX's core zone has N active and M exhausted core|cores` (07-3, 07-4).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["core_zone"]
    wanted = {"active": int(active), "exhausted": int(exhausted)}
    assert have == wanted, f"{player}'s core zone should be {wanted}, but the engine shows {have}"


@then(parsers.re(WHO + r"'s wait zone " + _WAIT + r" has (?P<cores>\d+) cores?"))
def then_wait_cores(world: World, player: str, zone: str, cores: str) -> None:
    """`Then ROLE's wait zone WZ has N core|cores` — cores in that wait zone (25-8).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["wait"][zone]["cores"]
    assert have == int(cores), f"{player}'s wait zone {zone} should hold {cores} cores, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s wait zone " + _WAIT + r" holds (?P<items>.+)"))
def then_wait_cards(world: World, player: str, zone: str, items: str) -> None:
    """`Then pX's wait zone WZ holds LIST` — exactly these cards, in any order (REFs; `nothing` for none) (17-16, 12-2,
    28-1).

    Vocabulary: Observations: zones
    """
    cards = _player(world, player)["wait"][zone]["cards"]
    wanted = parse_quoted(items)
    named = [next((ref for ref in wanted if world.same_card(c["id"], ref)), c["card"]) for c in cards]
    assert sorted(named) == sorted(wanted), f"{player}'s wait zone {zone} should hold {wanted}: {_names(cards)}"


@then(parsers.re(PLAYER + r"'s " + _LANE + r" lane (?:holds " + QUOTED.format("ref") + r"|(?P<empty>is empty))"))
def then_lane(world: World, player: str, lane: str, ref: str | None, empty: str | None) -> None:
    """`Then pX's LANE lane holds "REF"` / `Then pX's LANE lane is empty` (17-11).

    Vocabulary: Observations: zones
    """
    unit = _player(world, player)["lanes"][lane]
    if empty:
        assert unit is None, f"{player}'s {lane} lane should be empty, but holds {json.dumps(unit)}"
    else:
        assert ref is not None
        assert unit is not None and (unit["card"] == ref or world.same_card(unit["id"], ref)), (
            f'{player}\'s {lane} lane should hold "{ref}", but holds {json.dumps(unit)}'
        )


@then(parsers.re(QUOTED.format("ref") + r" is (?P<neg>not )?(?P<state>exhausted|incapacitated)"))
def then_unit_state(world: World, ref: str, neg: str | None, state: str) -> None:
    """`Then "REF" is exhausted|incapacitated` / `Then "REF" is not exhausted|incapacitated` (16, 29-1).

    Vocabulary: Observations: units
    """
    have = _unit(world, ref)[state]
    assert have == (not neg), f'"{ref}" should {"not " if neg else ""}be {state}, but the engine shows {have}'


@then(parsers.re(QUOTED.format("ref") + r" has (?P<damage>\d+) damage"))
def then_unit_damage(world: World, ref: str, damage: str) -> None:
    """`Then "REF" has N damage` (11-3, 11-4).

    Vocabulary: Observations: units
    """
    have = _unit(world, ref)["damage"]
    assert have == int(damage), f'"{ref}" should have {damage} damage, but the engine shows {have}'


@then(parsers.re(PLAYER + r" counts (?P<cores>\d+) cores toward the core victory"))
def then_cores_for_win(world: World, player: str, cores: str) -> None:
    """`Then pX counts N cores toward the core victory` — `cores_for_win`: core zone plus master and lord (24-2b).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["cores_for_win"]
    assert have == int(cores), f"{player} should count {cores} cores for 24-2b, but the engine shows {have}"


@then(parsers.re(r"it is turn (?P<turn>\d+), " + WHO + r"'s (?P<phase>start|core|draw|main|end) phase"))
def then_turn_phase(world: World, turn: str, player: str, phase: str) -> None:
    """`Then it is turn N, ROLE's start|core|draw|main|end phase` — turn number, turn player and phase (26).

    Vocabulary: Turn, phase, decision
    """
    obs = world.observe()
    have = (obs["turn"], obs["turn_player"], obs["phase"])
    wanted = (int(turn), who(world, player), phase)
    assert have == wanted, f"turn {turn}, {player}'s {phase} phase expected, but it is {have}"


@then(parsers.re(WHO + r"'s hand holds the (?P<count>\d+) cards that topped their deck before the last action"))
def then_hand_from_top(world: World, player: str, count: str) -> None:
    """`Then ROLE's hand holds the N cards that topped their deck before the last action` — the hand is exactly the top
    N cards of the deck as it was before the last action, whatever the shuffle gave (25-9, 38-11).

    Vocabulary: Observations: zones
    """
    assert world.before is not None, "no action was taken, so there is no earlier deck to compare with"
    p = who(world, player)
    top = [card["id"] for card in world.before["players"][p]["deck"][: int(count)]]
    hand = [card["id"] for card in _player(world, p)["hand"]]
    assert sorted(hand) == sorted(top), f"{p}'s hand should be the top {count} cards of its deck {top}, but is {hand}"


@then(parsers.re(WHO + r" is the first player"))
def then_first_player(world: World, player: str) -> None:
    """`Then ROLE is the first player` — `first_player` (25-7).

    Vocabulary: Turn, phase, decision
    """
    have = world.observe()["first_player"]
    assert have == who(world, player), f"{player} should go first, but the engine shows {have}"


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) each player is drawn at least once to choose the turn order"))
def then_chooser_varies(world: World, last: str) -> None:
    """`Then over the seeds 1 to N each player is drawn at least once to choose the turn order` — restarts the
    scenario's fresh game with each seed and reads the chooser: both players must come up (25-7); the scenario's own
    game is restored afterwards.

    25-7: a random draw, so some seeds give p1 and some give p2 (the scenario's own game is restored).

    Vocabulary: Turn, phase, decision
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    drawn: dict[str, list[int]] = {"p1": [], "p2": []}
    try:
        for seed in range(1, int(last) + 1):
            world.start_from({**copy.deepcopy(original), "seed": seed})
            drawn[chooser(world)].append(seed)
    finally:
        world.start_from(original)
    assert all(drawn.values()), f"25-7: the chooser should be drawn at random, but over these seeds: {drawn}"


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) " + PLAYER + r" chooses the turn order every time"))
def then_chooser_fixed(world: World, last: str, player: str) -> None:
    """`Then over the seeds 1 to N pX chooses the turn order every time` — a setup naming the previous game's loser
    gives that player the choice whatever the seed (25-7; the scenario's own game is restored).

    Vocabulary: Fresh games and regulations
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    asked: dict[int, str | None] = {}
    try:
        for seed in range(1, int(last) + 1):
            world.start_from({**copy.deepcopy(original), "seed": seed})
            pending = world.observe()["pending"] or {}
            asked[seed] = pending.get("player") if pending.get("kind") == "choose_turn_order" else None
    finally:
        world.start_from(original)
    wrong = {seed: got for seed, got in asked.items() if got != player}
    assert not wrong, f"25-7: {player}, the previous game's loser, should choose the turn order, but for seeds {wrong}"


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) " + PLAYER + r"'s deck comes out in a different order every time"))
def then_shuffle_varies(world: World, last: str, player: str) -> None:
    """`Then over the seeds 1 to N pX's deck comes out in a different order every time` — a random shuffle: every
    seed gives its own order of the deck (25-4; the scenario's own game is restored).

    Vocabulary: Fresh games and regulations
    """
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a started fresh game"
    original = copy.deepcopy(world.setup)
    orders: dict[tuple[str, ...], list[int]] = {}
    try:
        for seed in range(1, int(last) + 1):
            world.start_from({**copy.deepcopy(original), "seed": seed})
            order = tuple(card["card"] for card in _player(world, player)["deck"])
            orders.setdefault(order, []).append(seed)
    finally:
        world.start_from(original)
    same = [seeds for seeds in orders.values() if len(seeds) > 1]
    assert not same, (
        f"25-4: {player}'s deck should be shuffled anew for each seed, but these seeds share an order: {same}"
    )


# ----------------------------------------------------------------- players and who may act (01-1, 01-8)


@then("the game has exactly the players p1 and p2")
def then_two_players(world: World) -> None:
    """`Then the game has exactly the players p1 and p2` — the observation, the turn player and every legal action name
    only p1 and p2 (01-1).

    Vocabulary: Rejection and legal actions
    """
    obs = world.observe()
    assert sorted(obs["players"]) == ["p1", "p2"], f"01-1: a game has two players, not {sorted(obs['players'])}"
    assert obs["turn_player"] in ("p1", "p2"), f"the turn player should be p1 or p2, not {obs['turn_player']!r}"
    actors = sorted({str(action.get("player")) for action in world.legal_actions()})
    assert set(actors) <= {"p1", "p2"}, f"only p1 and p2 may act, but the legal actions name {actors}"


@then(parsers.re(PLAYER + r" has no legal action other than conceding"))
def then_only_concede(world: World, player: str) -> None:
    """`Then pX has no legal action other than conceding` — the player who is not asked has nothing to do (01-8;
    `concede`, 24-3d, may be listed).

    01-8: the non-turn player is offered nothing to choose or do (a concession, 24-3d, may be listed).

    Vocabulary: Rejection and legal actions
    """
    offered = [a for a in world.legal_actions() if a.get("player") == player and a.get("type") != "concede"]
    assert not offered, f"{player} should have nothing to choose or do, but is offered {json.dumps(offered)}"


# ----------------------------------------------------------------- master, lord, master points (07, 30, 32-5)


@then(parsers.re(PLAYER + r"'s master is (?P<neg>not )?exhausted"))
def then_master_exhausted(world: World, player: str, neg: str | None) -> None:
    """`Then pX's master is exhausted` / `Then pX's master is not exhausted` (30-3, 20-3).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["master"]["exhausted"]
    wanted = "not exhausted" if neg else "exhausted"
    assert have == (not neg), f"{player}'s master should be {wanted}, but the engine shows exhausted={have}"


@then(parsers.re(PLAYER + r"'s lord area (?:holds " + QUOTED.format("ref") + r"|(?P<empty>is empty))"))
def then_lord_area(world: World, player: str, ref: str | None, empty: str | None) -> None:
    """`Then pX's lord area holds "REF"` / `Then pX's lord area is empty` (17-14, 12-3).

    Vocabulary: Observations: zones
    """
    lord = _player(world, player)["lord"]
    if empty:
        assert lord is None, f"{player}'s lord area should be empty, but holds {json.dumps(lord)}"
    else:
        assert ref is not None
        assert lord is not None and (lord["card"] == ref or world.same_card(lord["id"], ref)), (
            f'{player}\'s lord area should hold "{ref}", but holds {json.dumps(lord)}'
        )


@then(parsers.re(QUOTED.format("ref") + r" carries (?P<cores>\d+) cores?"))
def then_unit_cores(world: World, ref: str, cores: str) -> None:
    """`Then "REF" carries N core|cores` — cores on a lord (32-5).

    Vocabulary: Observations: units
    """
    have = _unit(world, ref).get("cores")
    assert have == int(cores), f'"{ref}" should carry {cores} cores, but the engine shows {have}'


@then(parsers.re(PLAYER + r" has (?P<mp>\d+) unspent MP"))
def then_unspent_mp(world: World, player: str, mp: str) -> None:
    """`Then pX has N unspent MP` — `mp` (07-5, 07-6, 26-7).

    Vocabulary: Observations: cores, MP, life, master
    """
    have = _player(world, player)["mp"]
    assert have == int(mp), f"{player} should have {mp} unspent MP, but the engine shows {have}"


@then(parsers.re(PLAYER + r" can raise (?P<mp>\d+) MP"))
def then_mp_available(world: World, player: str, mp: str) -> None:
    """`Then pX can raise N MP` — unspent MP plus one per active core of the core zone (07-4, 07-5).

    Vocabulary: Observations: cores, MP, life, master
    """
    state = _player(world, player)
    have = state["mp"] + state["core_zone"]["active"]
    assert have == int(mp), (
        f"{player} should be able to raise {mp} MP, but has {state['mp']} unspent and "
        f"{state['core_zone']['active']} active cores"
    )


# ------------------------------------------------------ who may see a card, and how it lies (16-3, 17-5..17-19)

_WHERE = r"(?P<where>hand|deck|standby zone|exclusion zone|play zone|wait zone (?:I|II|III|IV)|field)"
_LIST = r'(?P<items>"[^"]+"(?:(?:, | and )"[^"]+")*)'
_SEEN_BY = r"(?P<who>p1 only|p2 only|both players|nobody)"
_SEEN = {"p1 only": ["p1"], "p2 only": ["p2"], "both players": ["p1", "p2"], "nobody": []}


def _cards_in(world: World, player: str, where: str) -> list[dict[str, Any]]:
    """The cards of one of ``player``'s zones; ``field``: the master, the minions and the lord."""
    state = _player(world, player)
    if where == "field":
        units = [state["lanes"][lane] for lane in LANES] + [state["lord"]]
        return [state["master"], *(unit for unit in units if unit is not None)]
    if where.startswith("wait zone"):
        cards: list[dict[str, Any]] = state["wait"][where.split()[-1]]["cards"]
        return cards
    return _stack(world, player, where)


def _card_in(world: World, ref: str, player: str, where: str) -> dict[str, Any]:
    cards = _cards_in(world, player, where)
    found = [card for card in cards if card["card"] == ref or world.same_card(card["id"], ref)]
    assert found, f'"{ref}" should be in {player}\'s {where}, but it holds {_names(cards)}'
    return found[0]


def _known_to(card: dict[str, Any], where: str) -> list[str]:
    assert "known_to" in card, f"the observation of {where} should say who may see each card (known_to): {card}"
    return sorted(str(p) for p in card["known_to"])


@then(parsers.re(_LIST + r" in " + PLAYER + r"'s " + _WHERE + r" (?:is|are) known to " + _SEEN_BY))
def then_cards_known_to(world: World, items: str, player: str, where: str, who: str) -> None:
    """`Then "REF"[, "REF" and "REF"] in pX's WHERE is|are known to WHO` — those cards are there and exactly WHO may
    see their faces now (17-5..17-9, 17-18, 16-3b).

    Vocabulary: Observations: who knows which card, how it lies
    """
    for ref in parse_quoted(items):
        seen = _known_to(_card_in(world, ref, player, where), f"{player}'s {where}")
        assert seen == _SEEN[who], f'"{ref}" in {player}\'s {where} should be known to {who}, not to {seen or "nobody"}'


@then(parsers.re(r"every card in " + PLAYER + r"'s " + _WHERE + r" is known to " + _SEEN_BY))
def then_zone_known_to(world: World, player: str, where: str, who: str) -> None:
    """`Then every card in pX's WHERE is known to WHO` — the same for every card there (the zone must not be empty).

    Vocabulary: Observations: who knows which card, how it lies
    """
    cards = _cards_in(world, player, where)
    assert cards, f"{player}'s {where} should hold cards to check, but it is empty"
    wrong = {str(c["id"]): _known_to(c, f"{player}'s {where}") for c in cards}
    wrong = {cid: seen for cid, seen in wrong.items() if seen != _SEEN[who]}
    assert not wrong, f"every card in {player}'s {where} should be known to {who}, but these are not: {wrong}"


@then(parsers.re(QUOTED.format("ref") + r" in " + PLAYER + r"'s " + _WHERE + r" is (?P<neg>not )?reversed"))
def then_card_reversed(world: World, ref: str, player: str, where: str, neg: str | None) -> None:
    """`Then "REF" in pX's WHERE is reversed` / `Then "REF" in pX's WHERE is not reversed` — it lies face down in a
    public zone, or does not (16-3, 16-3f).

    Vocabulary: Observations: who knows which card, how it lies
    """
    card = _card_in(world, ref, player, where)
    have = bool(card.get("reversed", False))
    assert have == (not neg), f'"{ref}" in {player}\'s {where} should {"not " if neg else ""}be reversed: {card}'


@then(parsers.re(QUOTED.format("ref") + r" in " + PLAYER + r"'s exclusion zone is face (?P<face>up|down)"))
def then_excluded_face(world: World, ref: str, player: str, face: str) -> None:
    """`Then "REF" in pX's exclusion zone is face up|down` (17-18).

    17-18: an excluded card lies face up unless it was excluded face down.

    Vocabulary: Observations: who knows which card, how it lies
    """
    card = _card_in(world, ref, player, "exclusion zone")
    assert card.get("face_up") == (face == "up"), f'"{ref}" should lie face {face} in the exclusion zone: {card}'


def _fighter(world: World, ref: str) -> dict[str, Any]:
    """A master, minion or lord of either field, by id."""
    for player in ("p1", "p2"):
        for card in _cards_in(world, player, "field"):
            if world.same_card(card["id"], ref):
                return card
    raise AssertionError(f'no unit "{ref}" is on the field')


@then(parsers.re(QUOTED.format("ref") + r" (?P<has>has|does not have) the keyword " + QUOTED.format("keyword")))
def then_keyword(world: World, ref: str, has: str, keyword: str) -> None:
    """`Then "REF" has the keyword "KEYWORD"` / `Then "REF" does not have the keyword "KEYWORD"` — keywords now,
    printed or given, as written in the card table (`"haste"`, `"impact:1"`) (14-3d, 16-3c, 20-3c).

    Vocabulary: Observations: units
    """
    have = _fighter(world, ref).get("keywords", [])
    assert (keyword in have) == (has == "has"), f'"{ref}" {has} the keyword {keyword} expected; it shows {have}'


@then(parsers.re(QUOTED.format("ref") + r" shows no ATK and no HP"))
def then_no_values(world: World, ref: str) -> None:
    """`Then "REF" shows no ATK and no HP` — a reversed unit has lost its printed values (16-3c).

    Vocabulary: Observations: units
    """
    unit = _unit(world, ref)
    assert unit["atk"] is None and unit["hp"] is None, f'"{ref}" should show no ATK and no HP: {unit}'


@then(parsers.re(QUOTED.format("ref") + r" has ATK (?P<atk>\d+) and HP (?P<hp>\d+)"))
def then_values(world: World, ref: str, atk: str, hp: str) -> None:
    """`Then "REF" has ATK N and HP M` — current ATK and HP (09, 10; HP is printed HP less damage).

    Vocabulary: Observations: units
    """
    unit = _unit(world, ref)
    have = (unit["atk"], unit["hp"])
    assert have == (int(atk), int(hp)), f'"{ref}" should have ATK {atk} and HP {hp}, but the engine shows {have}'


# ----------------------------------------------------------------- numbers (05-1)


def _non_integers(value: Any, path: str = "") -> list[str]:
    """Where ``value`` holds a number that is not a whole number (booleans are no numbers)."""
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _non_integers(item, f"{path}.{key}")]
    if isinstance(value, list):
        return [p for index, item in enumerate(value) for p in _non_integers(item, f"{path}[{index}]")]
    if isinstance(value, float):
        return [f"{path} = {value!r}"]
    return []


@then("every number the observation shows is a whole number")
def then_whole_numbers(world: World) -> None:
    """`Then every number the observation shows is a whole number` — no fraction anywhere in the observation (05-1).

    05-1: the game knows integers only; a fraction or a decimal anywhere breaks it.

    Vocabulary: Observations: who knows which card, how it lies
    """
    found = _non_integers(world.observe())
    assert not found, f"05-1: only integers are used, but the observation shows {found[:5]}"


@then(parsers.re(PLAYER + r"'s wait zone " + _WAIT + r" has (?P<count>\d+) cards?"))
def then_wait_count(world: World, player: str, zone: str, count: str) -> None:
    """`Then pX's wait zone WZ has N card|cards` — exact size (17-16).

    Vocabulary: Observations: zones
    """
    cards = _player(world, player)["wait"][zone]["cards"]
    assert len(cards) == int(count), f"{player}'s wait zone {zone} should hold {count} cards: {_names(cards)}"


@then(parsers.re(PLAYER + r"'s master area holds " + QUOTED.format("ref")))
def then_master_area(world: World, player: str, ref: str) -> None:
    """`Then pX's master area holds "REF"` — the master card stands in its master area (17-13).

    Vocabulary: Observations: zones
    """
    master = _player(world, player)["master"]
    assert master is not None and (master["card"] == ref or world.same_card(master["id"], ref)), (
        f'{player}\'s master area should hold "{ref}", but holds {json.dumps(master)}'
    )
