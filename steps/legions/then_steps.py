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
_STACKS = {"hand": "hand", "deck": "deck", "standby zone": "standby", "exclusion zone": "exclusion"}
_STACK = r"(?P<stack>hand|deck|standby zone|exclusion zone)"


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
    cards = _stack(world, player, stack)
    assert len(cards) == int(count), f"{player}'s {stack} should have {count} cards, but holds {_names(cards)}"


@then(parsers.re(PLAYER + r"'s " + _STACK + r" (?P<neg>contains|does not contain) " + QUOTED.format("ref")))
def then_stack_contains(world: World, player: str, stack: str, neg: str, ref: str) -> None:
    cards = _stack(world, player, stack)
    present = any(card["card"] == ref or world.same_card(card["id"], ref) for card in cards)
    assert present == (neg == "contains"), f'{player}\'s {stack} {neg} "{ref}" expected; it holds {_names(cards)}'


@then(parsers.re(PLAYER + r"'s deck holds the cards it presented in a new order"))
def then_deck_shuffled(world: World, player: str) -> None:
    """25-4: the same cards, and not in the order presented (the scenario's seed shows a change)."""
    assert world.setup is not None and world.setup["mode"] == "fresh", "this step needs a fresh game"
    presented = list(world.setup["players"][int(player[1]) - 1]["deck"])
    now = [card["card"] for card in _stack(world, player, "deck")]
    assert sorted(now) == sorted(presented), f"{player}'s deck should hold the cards presented, but holds {now}"
    assert now != presented, f"{player}'s deck is still in the order presented: it was not shuffled (25-4)"


@then(parsers.re(PLAYER + r"'s life is (?P<life>\d+)"))
def then_life(world: World, player: str, life: str) -> None:
    have = _player(world, player)["life"]
    assert have == int(life), f"{player}'s life should be {life}, but the engine shows {have}"


@then(parsers.re(WHO + r"'s master has (?P<cores>\d+) cores?"))
def then_master_cores(world: World, player: str, cores: str) -> None:
    have = _player(world, player)["master"]["cores"]
    assert have == int(cores), f"{player}'s master should hold {cores} cores, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s master is in (?P<mode>normal|awakened) mode"))
def then_master_mode(world: World, player: str, mode: str) -> None:
    have = _player(world, player)["master"]["mode"]
    assert have == mode, f"{player}'s master should be in {mode} mode, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s core zone has (?P<active>\d+) active and (?P<exhausted>\d+) exhausted cores?"))
def then_core_zone(world: World, player: str, active: str, exhausted: str) -> None:
    have = _player(world, player)["core_zone"]
    wanted = {"active": int(active), "exhausted": int(exhausted)}
    assert have == wanted, f"{player}'s core zone should be {wanted}, but the engine shows {have}"


@then(parsers.re(WHO + r"'s wait zone " + _WAIT + r" has (?P<cores>\d+) cores?"))
def then_wait_cores(world: World, player: str, zone: str, cores: str) -> None:
    have = _player(world, player)["wait"][zone]["cores"]
    assert have == int(cores), f"{player}'s wait zone {zone} should hold {cores} cores, but the engine shows {have}"


@then(parsers.re(PLAYER + r"'s wait zone " + _WAIT + r" holds (?P<items>.+)"))
def then_wait_cards(world: World, player: str, zone: str, items: str) -> None:
    cards = _player(world, player)["wait"][zone]["cards"]
    wanted = parse_quoted(items)
    named = [next((ref for ref in wanted if world.same_card(c["id"], ref)), c["card"]) for c in cards]
    assert sorted(named) == sorted(wanted), f"{player}'s wait zone {zone} should hold {wanted}: {_names(cards)}"


@then(parsers.re(PLAYER + r"'s " + _LANE + r" lane (?:holds " + QUOTED.format("ref") + r"|(?P<empty>is empty))"))
def then_lane(world: World, player: str, lane: str, ref: str | None, empty: str | None) -> None:
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
    have = _unit(world, ref)[state]
    assert have == (not neg), f'"{ref}" should {"not " if neg else ""}be {state}, but the engine shows {have}'


@then(parsers.re(QUOTED.format("ref") + r" has (?P<damage>\d+) damage"))
def then_unit_damage(world: World, ref: str, damage: str) -> None:
    have = _unit(world, ref)["damage"]
    assert have == int(damage), f'"{ref}" should have {damage} damage, but the engine shows {have}'


@then(parsers.re(PLAYER + r" counts (?P<cores>\d+) cores toward the core victory"))
def then_cores_for_win(world: World, player: str, cores: str) -> None:
    have = _player(world, player)["cores_for_win"]
    assert have == int(cores), f"{player} should count {cores} cores for 24-2b, but the engine shows {have}"


@then(parsers.re(r"it is turn (?P<turn>\d+), " + PLAYER + r"'s (?P<phase>start|core|draw|main|end) phase"))
def then_turn_phase(world: World, turn: str, player: str, phase: str) -> None:
    obs = world.observe()
    have = (obs["turn"], obs["turn_player"], obs["phase"])
    assert have == (int(turn), player, phase), f"turn {turn}, {player}'s {phase} phase expected, but it is {have}"


@then(parsers.re(WHO + r" is the first player"))
def then_first_player(world: World, player: str) -> None:
    have = world.observe()["first_player"]
    assert have == who(world, player), f"{player} should go first, but the engine shows {have}"


@then(parsers.re(r"over the seeds 1 to (?P<last>\d+) each player is drawn at least once to choose the turn order"))
def then_chooser_varies(world: World, last: str) -> None:
    """25-7: a random draw, so some seeds give p1 and some give p2 (the scenario's own game is restored)."""
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
