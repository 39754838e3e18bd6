"""The harness follows a card through the renames its engine logs (docs/protocol.md, "Card ids")."""

from __future__ import annotations

from tcgjudge.identity import CardNames, Renames, renamed

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
