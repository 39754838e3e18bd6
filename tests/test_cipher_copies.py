"""Cipher's reference state copies (reference/cipher/state.py): a copy shares the deck's, the retreat area's, the
orbs' and the bonds' card objects and the randomness with its source, so a card is cloned as it leaves or changes
there and the randomness as a state draws. A step must never change the state before it, in any field (not only
what the observation shows: a deck card's face, the generator's state)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from tcgjudge.invariants.cipher.states import fresh_setup
from tcgjudge.reference.cipher import engine
from tcgjudge.reference.cipher.state import Card, GameState, Player, copy_state


def _full(s: GameState) -> str:
    """Every field of the state but the card pool and the ownership flag of the randomness."""
    return repr([s.rng.getstate() if f.name == "rng" else getattr(s, f.name) for f in _fields()])


def _fields() -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(GameState) if f.name not in ("pool", "rng_owned")]


def _marked(cid: str) -> Card:
    """A card whose every field differs from its default."""
    under = Card(f"{cid}u", "B", "p2")
    return Card(cid, "A", "p2", False, True, True, True, True, [under], True, [1], ["sword"], [2])


def test_a_card_clone_copies_every_field_and_shares_no_list() -> None:
    card = _marked("c1")
    clone = card.clone()
    assert clone == card and clone is not card
    for f in dataclasses.fields(Card):
        value = getattr(card, f.name)
        if isinstance(value, list):
            assert getattr(clone, f.name) is not value, f.name
    assert clone.stack[0] == card.stack[0] and clone.stack[0] is not card.stack[0]


@pytest.mark.parametrize("zone", ["deck", "retreat", "orbs", "bonds"])
def test_a_copy_shares_a_zone_card_until_it_leaves_or_changes(zone: str) -> None:
    source = Player(**{zone: [_marked("c1"), _marked("c2")]})
    copied = source.clone()
    assert getattr(copied, zone)[0] is getattr(source, zone)[0]  # shared: nothing cloned yet
    taken = copied.take(getattr(copied, zone))
    taken.tapped, taken.used = False, []
    assert [c.id for c in getattr(copied, zone)] == ["c2"]
    assert getattr(source, zone)[0] == _marked("c1")  # the source's card did not change
    if zone in ("orbs", "bonds"):
        cards = getattr(copied, zone)
        mine = copied.own(cards, cards[0])
        mine.face_up = True
        assert cards[0] is mine and getattr(source, zone)[1] == _marked("c2")
        assert copied.own(cards, mine) is mine  # owned once: a second change reaches the same object


def test_turning_bonds_down_leaves_the_earlier_state_face_up() -> None:
    source = Player(bonds=[Card("b1", "A", "p1"), Card("b2", "A", "p1", face_up=False), Card("b3", "A", "p1")])
    copied = source.clone()
    flipped = copied.turn_bonds_down(5)
    assert [c.id for c in flipped] == ["b1", "b3"] and not any(c.face_up for c in copied.bonds)
    assert [c.face_up for c in source.bonds] == [True, False, True]
    assert all(a is b for a, b in zip(flipped, [copied.bonds[0], copied.bonds[2]], strict=True))


@pytest.mark.parametrize("zone", ["hand", "front", "back"])
def test_a_copy_clones_the_other_zones_cards(zone: str) -> None:
    source = Player(**{zone: [_marked("c1")]})
    copied = source.clone()
    assert getattr(copied, zone) == getattr(source, zone) and getattr(copied, zone)[0] is not getattr(source, zone)[0]


def test_the_randomness_is_copied_when_a_state_draws() -> None:
    s = engine.new_game(fresh_setup(3))
    before = s.rng.getstate()
    copied = copy_state(s)
    assert copied.rng is s.rng  # shared until either draws
    copied.own_rng().random()
    assert s.rng.getstate() == before and copied.rng.getstate() != before
    snapshot = copy_state(s)  # the source goes on after a copy (a snapshot, rules.carry_out): it draws from its own
    s.own_rng().random()
    assert snapshot.rng.getstate() == before


@pytest.mark.parametrize("seed", range(6))
def test_a_step_never_changes_any_field_of_the_state_before_it(seed: int) -> None:
    """Seeded random playouts (deck refills shuffle, orbs are taken, cards leave the deck and the retreat area):
    once the game is over, every earlier state is still exactly as it was reached."""
    policy = random.Random(seed)
    s = engine.new_game(fresh_setup(seed))
    seen: list[tuple[GameState, str]] = [(s, _full(s))]
    while not s.result.over and len(seen) < 2000:
        legal = [a for a in engine.legal_actions(s) if a["type"] != "concede"]
        s = engine.step(s, dict(legal[policy.randrange(len(legal))]))
        seen.append((s, _full(s)))
    assert s.result.over
    assert [_full(state) for state, _ in seen] == [full for _, full in seen]
