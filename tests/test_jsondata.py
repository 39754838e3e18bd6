"""json_copy: equal to its input, sharing nothing with it."""

from __future__ import annotations

from tcgjudge.jsondata import json_copy


def test_a_copy_is_equal_and_independent() -> None:
    original = {"a": [1, {"b": None, "c": True}], "d": "é", "e": 1.5}
    copied = json_copy(original)
    assert copied == original
    copied["a"][1]["b"] = 2
    copied["a"].append(3)
    assert original == {"a": [1, {"b": None, "c": True}], "d": "é", "e": 1.5}
