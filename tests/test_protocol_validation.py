"""The fast validator (jsonschema_rs) and the explaining one (jsonschema) agree on what is a valid protocol message.

``validation.problems`` trusts the fast validator's "valid"; these tests take every message of a
played game, and thousands of broken variants of them, and require both validators to give the
same verdict.
"""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from tcgjudge.invariants.onepiece.states import CARDS, DON_TOTAL, LEADER, NUMBERS
from tcgjudge.reference.onepiece.engine import OnePieceEngine

from tcgjudge.protocol import validation
from tcgjudge.protocol.server import Server

WRONG_VALUES: tuple[Any, ...] = (None, True, -1, 1.5, "x", [], {}, [None], {"x": 1})
MAX_VARIANTS = 80
"""Per message, an even sample of at most this many variants (the observation has over a thousand)."""


def played_messages() -> list[tuple[str, dict[str, Any]]]:
    """(message name, message) of a short game of the reference engine served in process."""
    deck = [number for number in NUMBERS for _ in range(4)][:50]
    player = {"leader": LEADER["id"], "deck": deck, "don_deck": DON_TOTAL}
    setup = {"mode": "fresh", "seed": 3, "cards": CARDS, "players": [player, player]}
    requests = [
        {"id": 0, "method": "hello", "params": {"protocol": 1, "harness": "tests", "game": "onepiece"}},
        {"id": 1, "method": "start", "params": {"game": "onepiece", "setup": setup}},
        {"id": 2, "method": "legal_actions", "params": {}},
        {"id": 3, "method": "observe", "params": {}},
        {"id": 4, "method": "apply", "params": {"action": {"type": "attack", "attacker": "x", "target": "y"}}},
        {"id": 5, "method": "apply", "params": {"action": {"type": "choose_turn_order", "go_first": True}}},
        {"id": 6, "method": "observe", "params": {}},
        {"id": 7, "method": "close", "params": {}},
    ]
    out = io.StringIO()
    Server(OnePieceEngine(), "onepiece").serve(io.StringIO("".join(json.dumps(r) + "\n" for r in requests)), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    named = [(f"{r['method']}-request", r) for r in requests]
    for request, reply in zip(requests, replies, strict=True):
        named.append(("error-reply" if "error" in reply else f"{request['method']}-reply", reply))
    return named


def variants(value: Any) -> Iterator[Any]:
    """Copies of ``value`` with one thing broken: a key dropped, a key added, or one value replaced."""
    yield from _variants(value, lambda v: v)


def _variants(value: Any, rebuild: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for key in value:
            yield rebuild({k: v for k, v in value.items() if k != key})
            for wrong in WRONG_VALUES:
                yield rebuild({**value, key: wrong})
            yield from _variants(value[key], lambda v, key=key: rebuild({**value, key: v}))
        yield rebuild({**value, "unexpected": 1})
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield rebuild(value[:index] + value[index + 1 :])
            yield rebuild([*value, copy.deepcopy(item)])
            for wrong in WRONG_VALUES[:4]:
                yield rebuild([*value[:index], wrong, *value[index + 1 :]])
            yield from _variants(item, lambda v, index=index: rebuild([*value[:index], v, *value[index + 1 :]]))


def python_verdict(name: str, message: Any) -> bool:
    return not any(True for _ in validation.validator(name, "onepiece").iter_errors(message))


@pytest.mark.parametrize(("name", "message"), played_messages(), ids=lambda x: x if isinstance(x, str) else "")
def test_both_validators_agree_on_a_message_and_its_broken_variants(name: str, message: dict[str, Any]) -> None:
    fast = validation._fast_validator(name, "onepiece")
    assert fast.is_valid(message) and python_verdict(name, message)
    every = list(variants(message))
    checked = rejected = 0
    for variant in every[:: max(1, len(every) // MAX_VARIANTS)]:
        verdict = python_verdict(name, variant)
        assert fast.is_valid(variant) == verdict, (name, json.dumps(variant)[:300])
        assert (validation.problems(name, variant, "onepiece") == []) == verdict
        checked += 1
        rejected += not verdict
    assert checked > 10 and rejected > 0
