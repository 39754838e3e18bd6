"""The harness follows a card through the renames its engine logs (docs/protocol.md, "Card ids")."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from tcgjudge.invariants.shared.records import game_kit

from tcgjudge.identity import CardNames, Renames, renamed
from tcgjudge.registry import game_keys, get_game

sys.path.insert(0, str(Path(__file__).parent / "engines"))
import faulty

KO = {"event": "ko", "card": "nami", "new_id": "p2-31"}
BACK = {"event": "move", "card": "p2-31", "new_id": "p2-32", "from": "trash", "to": "hand"}


def test_a_name_follows_every_rename_in_order() -> None:
    names = CardNames(Renames())
    names.follow([{"event": "phase"}, KO])
    assert names.ids("nami") == ["nami", "p2-31"]
    names.follow([{"event": "phase"}, KO, BACK])
    assert names.current("nami") == "p2-32"
    assert names.same("p2-31", "nami") and names.same("nami", "nami")
    assert not names.same("p2-33", "nami") and not names.same(None, "nami")


def test_a_kept_id_is_no_rename_and_an_unknown_name_is_itself() -> None:
    names = CardNames(Renames())
    names.follow([{"event": "ko", "card": "x", "new_id": "x"}])
    assert names.ids("x") == ["x"] and names.current("y") == "y"


def test_a_shorter_log_is_a_new_game() -> None:
    names = CardNames(Renames())
    names.follow([KO, BACK])
    names.follow([{"event": "phase"}])
    assert names.current("nami") == "nami"


def test_a_game_without_renames_follows_nothing() -> None:
    names = CardNames(None)
    names.follow([KO])
    assert names.current("nami") == "nami"


def test_a_rename_cycle_ends() -> None:
    names = CardNames(Renames())
    names.follow([{"card": "a", "new_id": "b"}, {"card": "b", "new_id": "a"}])
    assert names.ids("a") == ["a", "b"]


def test_actions_use_current_ids_and_events_match_any_id() -> None:
    names = CardNames(Renames(old="was", new="is"))
    names.follow([{"was": "c1", "is": "c9"}])
    action = {"type": "play", "player": "p1", "card": "c1", "targets": ["c1", "c2"], "pick": {"card": "c1"}}
    assert renamed(names, action) == {
        "type": "play",
        "player": "p1",
        "card": "c9",
        "targets": ["c9", "c2"],
        "pick": {"card": "c9"},
    }
    assert names.matches({"event": "attack", "target": "c1"}, {"target": "c1"})
    assert names.matches({"event": "attack", "target": "c9"}, {"event": "attack", "target": "c1"})
    assert names.matches({"cards": ["c9", "c2"]}, {"cards": ["c1", "c2"]})
    assert not names.matches({"event": "attack", "target": "c2"}, {"target": "c1"})
    assert not names.matches({"cards": ["c9"]}, {"cards": ["c1", "c2"]})


@pytest.mark.parametrize("game", [key for key in game_keys() if get_game(key).reference_engine])
def test_the_foreign_double_takes_the_other_reading_of_identity(game: str) -> None:
    """The double of "what the rules leave open" (tests/engines/faulty.py) really differs from its reference:
    where the reference renames a card it keeps the id, where the reference keeps the id it renames."""
    renames = get_game(game).renames
    assert renames is not None
    foreign = faulty.Foreign(game)
    foreign.start(game, dict(game_kit(game).fresh_setup(11)))
    chooser = random.Random(5)
    for _ in range(150):
        if foreign.is_terminal():
            break
        foreign.apply(chooser.choice([a for a in foreign.legal_actions() if a["type"] != "concede"]))
    inner_log, shown_log = foreign.inner.observe()["log"], foreign.observe()["log"]
    assert len(inner_log) == len(shown_log)
    moves = [(inner, shown) for inner, shown in zip(inner_log, shown_log, strict=True) if renames.new in inner]
    assert moves, "no card changed zones, so identity was never put to the test"
    for inner, shown in moves:
        assert (inner[renames.old] == inner[renames.new]) != (shown[renames.old] == shown[renames.new]), (inner, shown)
