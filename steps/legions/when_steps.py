"""When steps of Legions!: a phrase per action of docs/legions-data.md ("Actions"); "tries to" records a rejection."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pytest_bdd import parsers, when
from tcgjudge.steps.legions.world import World, chooser, who
from tcgjudge.steps.shared.world import PLAYER, parse_quoted, without_groups

from tcgjudge.engine.interface import Action

_DESTINATIONS = {"the lord area": "lord", "play": "play", "standby": "standby", "exclusion": "exclude"}


def _destination(text: str) -> str:
    lane = re.fullmatch(r"the (left|centre|right) lane", text)
    return lane.group(1) if lane else _DESTINATIONS[text]


_TO = r"(?P<to>the (?:left|centre|right) lane|the lord area|play|standby|exclusion)"
_Q = r'"(?P<card>[^"]+)"'

PHRASES: list[tuple[str, Callable[[dict[str, Any]], Action]]] = [
    (
        r"chooses to go (?P<order>first|second)",
        lambda g: {"type": "choose_turn_order", "go_first": g["order"] == "first"},
    ),
    (r"changes " + _Q, lambda g: {"type": "card_change", "card": g["card"]}),
    (r"keeps (?:the|their) hand", lambda g: {"type": "no_card_change"}),
    (r"unlocks " + _Q + r" to " + _TO, lambda g: {"type": "unlock", "card": g["card"], "to": _destination(g["to"])}),
    (
        r"plays " + _Q + r" from standby to " + _TO,
        lambda g: {"type": "play_standby", "card": g["card"], "to": _destination(g["to"])},
    ),
    (
        r"moves " + _Q + r" to the (?P<lane>left|centre|right) lane",
        lambda g: {"type": "lane_move", "card": g["card"], "to": g["lane"]},
    ),
    (r"excludes " + _Q + r" from the field", lambda g: {"type": "exclude_field", "card": g["card"]}),
    (r"excludes " + _Q + r" from standby", lambda g: {"type": "exclude_standby", "card": g["card"]}),
    (r"activates Core Boost", lambda g: {"type": "activate", "ability": "core_boost"}),
    (r"gives Assault to " + _Q, lambda g: {"type": "activate", "ability": "grant_assault", "target": g["card"]}),
    (r"keeps (?P<items>.+) for standby", lambda g: {"type": "choose_standby", "cards": parse_quoted(g["items"])}),
    (
        r"attacks " + _Q.replace("card", "target") + r" with " + _Q,
        lambda g: {"type": "attack", "attacker": g["card"], "target": g["target"]},
    ),
    (r"ends the main phase", lambda g: {"type": "end_main"}),
    (r"declines the move attack", lambda g: {"type": "no_move_attack"}),  # 39-7
    (r"raises the WT of (?P<items>.+)", lambda g: {"type": "choose_impact", "cards": parse_quoted(g["items"])}),  # 39-8
    (r"concedes", lambda g: {"type": "concede"}),
]
_ANY = "|".join(f"(?:{without_groups(pattern)})" for pattern, _ in PHRASES)


def parse_action(player: str, phrase: str) -> Action:
    """The action a phrase of :data:`PHRASES` names, for ``player``."""
    for pattern, build in PHRASES:
        match = re.fullmatch(pattern, phrase)
        if match:
            return {**build(match.groupdict()), "player": player}
    raise AssertionError(f"no Legions! action reads {phrase!r}")


@when(parsers.re(PLAYER + r" (?P<phrase>" + _ANY + r")$"))
def when_acts(world: World, player: str, phrase: str) -> None:
    """`When pX <phrase>` — one of the actions of the table above, sent in pX's name; it must be accepted.

    Vocabulary: Actions
    """
    world.act(parse_action(player, phrase))


@when(parsers.re(PLAYER + r" tries to (?P<verb>[a-z]+)(?P<rest>(?: .*)?)$"))
def when_tries(world: World, player: str, verb: str, rest: str) -> None:
    """`When pX tries to <infinitive phrase>` — the same phrase with the verb in the infinitive, its rejection
    recorded; a phrase not in the table is an error of the scenario, not a rejection.

    Vocabulary: Actions
    """
    world.act(parse_action(player, f"{verb}s{rest}"), attempt=True)


@when(
    parsers.re(
        r"the game is played on until (?P<player>p[12]|the chooser|the other player)'s (?P<phase>\w+) phase"
        r" of turn (?P<turn>\d+)"
    )
)
def when_play_on_until(world: World, player: str, phase: str, turn: str) -> None:
    """`When the game is played on until ROLE's start|core|draw|main|end phase of turn N` — until it is turn N, that
    player's turn and phase, and that player is asked something (the current moment counts).

    Vocabulary: Playing on with defaults
    """
    player = who(world, player)

    def reached(obs: dict[str, Any]) -> bool:
        pending = obs.get("pending") or {}
        at = obs["turn"] == int(turn) and obs["phase"] == phase and obs["turn_player"] == player
        return at and pending.get("player") == player

    world.play_on(reached, f"{player}'s {phase} phase of turn {turn}")


@when(parsers.re(r"the chooser (?:(?P<tries>tries to) choose|chooses) to go (?P<order>first|second)"))
def when_chooser_chooses(world: World, tries: str | None, order: str) -> None:
    """`When the chooser chooses to go first|second` — answers the pending `choose_turn_order` for whoever the draw
    picked (25-7). Its rejection-recording form is `When the chooser tries to choose to go first|second`.

    Vocabulary: Actions
    """
    world.act(
        {"type": "choose_turn_order", "go_first": order == "first", "player": chooser(world)}, attempt=bool(tries)
    )
