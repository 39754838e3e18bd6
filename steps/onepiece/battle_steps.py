"""Steps used only by the turn and battle scenarios (chapters 6 and 7).

The shared steps live in given_steps, when_steps and then_steps; these only read the
observation's log through the Engine interface.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.onepiece.world import PHASE_NAMES, PHASES, World

Event = dict[str, Any]


def _log(world: World) -> list[Event]:
    log: list[Event] = world.observe()["log"]
    return log


def _turn_events(world: World, turn: int) -> list[Event]:
    """The events of one turn; events before the first ``turn_start`` belong to the declared turn."""
    out: list[Event] = []
    current = world.turn
    for event in _log(world):
        if event.get("event") == "turn_start":
            current = event.get("turn")
        if current == turn:
            out.append(event)
    return out


def _index(world: World, events: list[Event], wanted: Event) -> int | None:
    """The first event with every field of ``wanted`` (a card name matches every id the card has had)."""
    return next((i for i, event in enumerate(events) if world.event_matches(event, wanted)), None)


@then(
    parsers.re(
        r"the log shows the phases of turn (?P<turn>\d+) in the order (?P<phases>(?:refresh|draw|DON!!|main|end)"
        r"(?:, (?:refresh|draw|DON!!|main|end))*)"
    )
)
def then_phase_order(world: World, turn: str, phases: str) -> None:
    """`Then the log shows the phases of turn N in the order PHASE, PHASE, ...` (PHASE `refresh`, `draw`, `DON!!`,
    `main` or `end`) — 6-1-2: exactly these phases began during turn N, in this order, all of the same turn player.

    Vocabulary: Turn, phase, battle, decision
    """
    wanted = [PHASES[p.strip()] for p in phases.split(",")]
    events = [e for e in _turn_events(world, int(turn)) if e.get("event") == "phase"]
    got = [e.get("phase") for e in events]
    assert got == wanted, (
        f"turn {turn} should run the phases {[PHASE_NAMES[p] for p in wanted]} in that order, "
        f"but the log shows {json.dumps(got)}"
    )
    players = {e.get("player") for e in events}
    assert len(players) == 1, f"6-1-2: one turn player carries out every phase of turn {turn}, the log shows {players}"


@then(parsers.re(r"the log shows no battle result"))
def then_no_battle_result(world: World) -> None:
    """`Then the log shows no battle result` — the damage step never compared powers (the battle went straight to its
    end).

    Vocabulary: Log (all events since the game began)
    """
    found = [e for e in _log(world) if e.get("event") == "battle"]
    assert not found, f"the battle should have skipped its damage step, but the log records {json.dumps(found)}"


@then(parsers.re(r'the log shows the battle of "(?P<attacker>[^"]+)" against "(?P<target>[^"]+)" ended'))
def then_battle_ended(world: World, attacker: str, target: str) -> None:
    """`Then the log shows the battle of "ID" against "ID" ended` — 7-1-5-1: a `battle_end` event for that attacker and
    (current) target.

    Vocabulary: Log (all events since the game began)
    """
    log = _log(world)
    wanted = {"event": "battle_end", "attacker": attacker, "target": target}
    found = [e for e in log if e.get("event") == "battle_end"]
    assert _index(world, log, wanted) is not None, f"the log should record {json.dumps(wanted)}: {json.dumps(found)}"
