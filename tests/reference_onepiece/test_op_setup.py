"""Fresh games (chapter 5) and the JSON contract of the reference engine."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest
from test_op_helpers import fresh_setup, player, start, state_setup

from tcgjudge.engine.interface import IllegalActionError
from tcgjudge.schemas import load_schema, schema_names, validator

GAME_SCHEMAS = [name for name in schema_names() if name.startswith("onepiece/")]


def _validator(name: str) -> jsonschema.Draft202012Validator:
    return validator(f"onepiece/{name.removesuffix('.json')}")


def test_schemas_are_valid() -> None:
    assert len(GAME_SCHEMAS) == 4
    for name in GAME_SCHEMAS:
        jsonschema.Draft202012Validator.check_schema(load_schema(name))


def test_setups_and_cards_validate() -> None:
    _validator("setup.json").validate(state_setup())
    _validator("setup.json").validate(fresh_setup())


def _play_random(seed: int, steps: int = 400) -> list[dict[str, Any]]:
    e = start(fresh_setup(seed))
    rng = random.Random(seed)
    obs_v, act_v = _validator("observation.json"), _validator("action.json")
    observations = []
    for i in range(steps):
        if e.is_terminal():
            break
        acts = [a for a in e.legal_actions() if a["type"] != "concede"]
        action = rng.choice(acts)
        act_v.validate(action)
        e.apply(action)
        o = e.observe()
        if i % 40 == 0:
            obs_v.validate(o)
        json.dumps(o)
        observations.append(o)
    obs_v.validate(observations[-1])
    return observations


def test_random_games_validate_and_are_reproducible() -> None:
    a = _play_random(3)
    b = _play_random(3)
    assert a[-1] == b[-1]
    _play_random(11)


def test_fresh_game_flow() -> None:
    e = start(fresh_setup(5))
    o = e.observe()
    assert o["phase"] == "setup" and o["pending"]["kind"] == "choose_turn_order"
    chooser = o["pending"]["player"]
    e.apply({"type": "choose_turn_order", "go_first": False})
    o = e.observe()
    first = "p2" if chooser == "p1" else "p1"
    assert o["first_player"] == first
    assert o["pending"] == {**o["pending"], "kind": "redraw", "player": first}
    e.apply({"type": "redraw"})
    e.apply({"type": "keep"})
    o = e.observe()
    assert o["turn"] == 1 and o["turn_player"] == first and o["phase"] == "main"
    me = o["players"][first]
    assert len(me["hand"]) == 5 and len(me["life"]) == 5 and len(me["deck"]) == 40
    assert me["don_active"] == 1 and me["don_deck"] == 9


def test_life_order_top_of_deck_ends_at_bottom() -> None:
    e = start(fresh_setup(9))
    e.apply({"type": "choose_turn_order", "go_first": True})
    deck_before = e.observe()["players"]["p1"]["deck"]
    e.apply({"type": "keep"})
    e.apply({"type": "keep"})
    life = e.observe()["players"]["p1"]["life"]
    assert [c["id"] for c in life] == [c["id"] for c in reversed(deck_before[:5])]


@pytest.mark.parametrize(
    ("mutate", "clause"),
    [
        (lambda d: d.pop(), "5-1-2"),
        (lambda d: d.__setitem__(0, "C-BLUE"), "5-1-2-2"),
        (lambda d: d.__setitem__(slice(0, 5), ["C-VAN"] * 5), "5-1-2-3"),
    ],
)
def test_deck_construction(mutate: Any, clause: str) -> None:
    setup = fresh_setup()
    deck = setup["players"][0]["deck"]
    deck.sort()
    mutate(deck)
    with pytest.raises(IllegalActionError) as err:
        start(setup)
    assert err.value.clause == clause


def test_observation_of_declared_state_validates() -> None:
    e = start(state_setup(p1=player(characters=[{"card": "C-VAN", "id": "v", "don": 1}])))
    _validator("observation.json").validate(e.observe())
