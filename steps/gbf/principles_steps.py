"""Granblue Fantasy steps for the principles, card information, zones and terms (chapters 1-5 of 000)."""

from __future__ import annotations

from pytest_bdd import given, parsers
from tcgjudge.steps.gbf.world import World
from tcgjudge.steps.shared.world import PLAYER


@given(parsers.re(r'"(?P<card>[^"]+)" is owned by ' + PLAYER + "$"))
def given_owner(world: World, card: str, player: str) -> None:
    """`Given "ID" is owned by pX` — the crew "ID" of the declared state was brought by pX (4-2-2), whichever crew
    area holds it; its master stays the player whose crew area it is in (4-3-2).

    Vocabulary: Declared state
    """
    for declared in world.players.values():
        for entry in declared["crew"]:
            if entry["id"] == card:
                entry["owner"] = player
                return
    raise AssertionError(f'"{card}" is no crew of the declared state: declare it first')
