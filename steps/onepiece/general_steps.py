"""Steps used only by the general scenarios; shared steps live in given_steps, when_steps and then_steps.

Chapters 1 (winning, losing, conceding, general principles), 9 (rule processing) and
11 (infinite loops). Everything goes through the Engine interface via the ``world`` fixture.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.onepiece.world import PLAYERS, World
from tcgjudge.steps.shared.world import parse_quoted

_REASON = r"(?P<reason>life|deck|concede|effect|loop)"


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


@then("the game has exactly the players p1 and p2")
def then_two_players(world: World) -> None:
    """`Then the game has exactly the players p1 and p2` — the observation, the turn player and every legal action name
    only p1 and p2 (1-1-1).

    Vocabulary: Turn, phase, battle, decision
    """
    obs = world.observe()
    assert sorted(obs["players"]) == sorted(PLAYERS), (
        f"1-1-1: a game has exactly two players, p1 and p2, but the observation lists {sorted(obs['players'])}"
    )
    assert obs["turn_player"] in PLAYERS, f"the turn player should be p1 or p2, not {obs['turn_player']!r}"
    actors = sorted({str(action.get("player")) for action in world.legal_actions()})
    assert set(actors) <= set(PLAYERS), f"only p1 and p2 may act, but the legal actions name {actors}"


# ----------------------------------------------------------------- chapter 11: revealing and looking (11-2, 11-3)

_Q_LIST = r'(?P<items>"[^"]+"(?:(?:, and |, | and )"[^"]+")*)'


@then(
    parsers.re(
        r"the log shows (?P<player>p[12]) looked at " + _Q_LIST + r" of (?P<owner>p[12])'s "
        r"(?P<zone>deck|life area|hand)"
    )
)
def then_log_looked(world: World, player: str, items: str, owner: str, zone: str) -> None:
    """`Then the log shows pX looked at "ID" and "ID" of pY's deck|life area|hand` — a `look` event with exactly those
    cards.

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    wanted = sorted(parse_quoted(items))
    area = {"life area": "life"}.get(zone, zone)
    looks = [e for e in world.observe()["log"] if e.get("event") == "look"]
    found = [
        e
        for e in looks
        if e.get("player") == player
        and e.get("owner") == owner
        and e.get("zone") == area
        and world.names.same_set(e.get("cards"), wanted)
    ]
    assert found, (
        f"the log should record {player} looking at {wanted} of {owner}'s {zone}, but its look events are "
        f"{_show(looks)}"
    )


@then(parsers.re(r"the log shows (?P<player>p[12]) revealed " + _Q_LIST))
def then_log_revealed(world: World, player: str, items: str) -> None:
    """`Then the log shows pX revealed "ID"` — `reveal` events (11-2-1).

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    reveals = [e for e in world.observe()["log"] if e.get("event") == "reveal" and e.get("player") == player]
    wanted = sorted(parse_quoted(items))
    assert any(world.names.same_set(e.get("cards"), wanted) for e in reveals), (
        f"11-2-1: the log should record {player} revealing {wanted}, but its reveal events are {_show(reveals)}"
    )


@then(parsers.re(r"the log shows (?P<player>p[12]) revealed nothing"))
def then_log_revealed_nothing(world: World, player: str) -> None:
    """`Then the log shows pX revealed nothing` — `reveal` events (11-2-1).

    Vocabulary: Secret areas: who sees a card, ordering (3-1-7, 3-4, 11-2, 11-3)
    """
    reveals = [e for e in world.observe()["log"] if e.get("event") == "reveal" and e.get("player") == player]
    assert not reveals, f"{player} should have revealed nothing, but the log records {_show(reveals)}"
