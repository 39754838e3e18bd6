"""When steps: one English phrase per action type of the data contract.

Every action phrase exists in two forms: ``When p1 plays "c1"`` (the action must be
accepted, or the scenario fails naming the clause the engine cited) and
``When p1 tries to play "c1"`` (a rejection is recorded for the Then steps).
The same table gives the Then steps ``p1 can play "c1"`` / ``p1 cannot play "c1"``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pytest_bdd import parsers, when
from tcgjudge.steps.onepiece.world import World
from tcgjudge.steps.shared.world import parse_quoted

from tcgjudge.engine.interface import Action, Observation

P = r"(?P<player>p[12])"
_LIST = r'(?:"[^"]+"(?:(?:, and |, | and )"[^"]+")*|nothing)'


@dataclass(frozen=True)
class ActionPhrase:
    """``{third}{tail}`` after 'p1 ', ``{infinitive}{tail}`` after 'p1 tries to ' / 'p1 can '."""

    third: str
    infinitive: str | None
    tail: str
    build: Callable[[dict[str, Any]], Action]


def _activate(g: dict[str, Any]) -> Action:
    return {"type": "activate", "card": g["card"], "ability": int(g["n"] or 1) - 1}


def _counter(g: dict[str, Any]) -> Action:
    action: Action = {"type": "counter", "card": g["card"]}
    if g["target"]:
        action["target"] = g["target"]
    return action


ACTION_PHRASES: list[ActionPhrase] = [
    ActionPhrase("plays", "play", r' "(?P<card>[^"]+)"', lambda g: {"type": "play", "card": g["card"]}),
    ActionPhrase("activates", "activate", r' (?:the ability|ability (?P<n>\d+)) of "(?P<card>[^"]+)"', _activate),
    ActionPhrase(
        "gives",
        "give",
        r' (?P<count>\d+) DON!! to "(?P<card>[^"]+)"',
        lambda g: {"type": "attach_don", "card": g["card"], "count": int(g["count"])},
    ),
    ActionPhrase(
        "attacks",
        "attack",
        r' "(?P<target>[^"]+)" with "(?P<attacker>[^"]+)"',
        lambda g: {"type": "attack", "attacker": g["attacker"], "target": g["target"]},
    ),
    ActionPhrase("ends", "end", " the main phase", lambda g: {"type": "end_main"}),
    ActionPhrase(
        "blocks", "block", r' with "(?P<blocker>[^"]+)"', lambda g: {"type": "block", "blocker": g["blocker"]}
    ),
    ActionPhrase("does not block", None, "", lambda g: {"type": "no_block"}),
    ActionPhrase("counters", "counter", r' with "(?P<card>[^"]+)"(?: on "(?P<target>[^"]+)")?', _counter),
    ActionPhrase("passes", "pass", " the counter step", lambda g: {"type": "pass"}),
    ActionPhrase("uses", "use", " the trigger", lambda g: {"type": "trigger", "use": True}),
    ActionPhrase("does not use the trigger", None, "", lambda g: {"type": "trigger", "use": False}),
    ActionPhrase(
        "trashes",
        "trash",
        r' "(?P<card>[^"]+)" to make room',
        lambda g: {"type": "trash_character", "card": g["card"]},
    ),
    ActionPhrase(
        "chooses",
        "choose",
        r" (?P<cards>" + _LIST + ")",
        lambda g: {"type": "select", "cards": parse_quoted(g["cards"])},
    ),
    ActionPhrase(
        "returns",
        "return",
        r" DON!! from (?P<sources>" + _LIST + ")",
        lambda g: {"type": "return_don", "sources": parse_quoted(g["sources"])},
    ),
    ActionPhrase("accepts", "accept", "", lambda g: {"type": "decide", "accept": True}),
    ActionPhrase("declines", "decline", "", lambda g: {"type": "decide", "accept": False}),
    ActionPhrase(
        "resolves",
        "resolve",
        r' the effect "(?P<effect>[^"]+)" first',
        lambda g: {"type": "choose_effect", "effect": g["effect"]},
    ),
    ActionPhrase("concedes", "concede", "", lambda g: {"type": "concede"}),
    ActionPhrase(
        "chooses",
        "choose",
        r" to go (?P<order>first|second)",
        lambda g: {"type": "choose_turn_order", "go_first": g["order"] == "first"},
    ),
    ActionPhrase("keeps", "keep", " the opening hand", lambda g: {"type": "keep"}),
    ActionPhrase("takes", "take", " a mulligan", lambda g: {"type": "redraw"}),
]


def parse_action(player: str, phrase: str, infinitive: bool) -> Action:
    """The action an English phrase (after 'p1 ') names; raises ValueError if none does."""
    for spec in ACTION_PHRASES:
        verb = spec.infinitive if infinitive else spec.third
        if verb is None:
            continue
        match = re.fullmatch(re.escape(verb) + spec.tail, phrase)
        if match:
            action = spec.build(match.groupdict())
            action["player"] = player
            return action
    raise ValueError(f"no action phrase matches {phrase!r}; see docs/onepiece-steps.md")


def _anonymous(pattern: str) -> str:
    """The pattern with its named groups made anonymous (so one step regex can hold them all)."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


THIRD_FORMS = "|".join(re.escape(s.third) + _anonymous(s.tail) for s in ACTION_PHRASES)
INFINITIVE_FORMS = "|".join(
    re.escape(s.infinitive) + _anonymous(s.tail) for s in ACTION_PHRASES if s.infinitive is not None
)


@when(parsers.re(P + r" (?P<phrase>" + THIRD_FORMS + ")"))
def when_action(world: World, player: str, phrase: str) -> None:
    """`When pX <phrase>` — one of the actions of the table above, sent in pX's name; it must be accepted (a rejection
    fails the scenario, naming the clause and message the engine gave).

    Vocabulary: Actions
    """
    world.act(parse_action(player, phrase, infinitive=False))


@when(parsers.re(P + r" tries to (?P<phrase>" + INFINITIVE_FORMS + ")"))
def when_try_action(world: World, player: str, phrase: str) -> None:
    """`When pX tries to <infinitive phrase>` — the same action, its rejection recorded for `the action is rejected
    citing clause ...`.

    Vocabulary: Actions
    """
    world.act(parse_action(player, phrase, infinitive=True), attempt=True)


@when(parsers.re(r"the player choosing the turn order chooses to go (?P<order>first|second)"))
def when_chooser_orders(world: World, order: str) -> None:
    """`When the player choosing the turn order chooses to go first|second` — answers the pending `choose_turn_order`
    for whoever was drawn (5-2-1-4).

    Vocabulary: Actions
    """
    pending = world.observe()["pending"]
    assert pending is not None and pending.get("kind") == "choose_turn_order", (
        f"5-2-1-5: a player should be choosing the turn order, but the pending decision is {pending}"
    )
    world.act({"type": "choose_turn_order", "go_first": order == "first", "player": pending["player"]})


# ----------------------------------------------------------------- playing on with defaults


def _in_main(obs: Observation) -> bool:
    pending = obs.get("pending") or {}
    return obs["phase"] == "main" and obs.get("battle") is None and pending.get("kind") == "main"


@when(parsers.re(r"the game is played on until " + P + r"'s (?P<next>next )?main phase"))
def when_play_until_main(world: World, player: str, next: str | None) -> None:
    """`When the game is played on until pX's [next ]main phase` — until pX's main phase with no battle and the main
    decision pending (the current moment counts); with `next`, the same but not the current main phase.

    Vocabulary: Playing on with defaults
    """
    start = world.observe()
    start_turn = start["turn"] if next and start["turn_player"] == player and _in_main(start) else None

    def done(obs: Observation) -> bool:
        return obs["turn_player"] == player and obs["turn"] != start_turn and _in_main(obs)

    world.play_on(done, f"{player}'s next main phase")


@when(parsers.re(r"the game is played on until the main phase of turn (?P<turn>\d+)"))
def when_play_until_turn(world: World, turn: str) -> None:
    """`When the game is played on until the main phase of turn N` — until turn N's main phase.

    Vocabulary: Playing on with defaults
    """

    def done(obs: Observation) -> bool:
        return obs["turn"] == int(turn) and _in_main(obs)

    world.play_on(done, f"the main phase of turn {turn}")


@when(parsers.re(r"the game is played on until " + P + r" has to decide"))
def when_play_until_decision(world: World, player: str) -> None:
    """`When the game is played on until pX has to decide` — until a decision other than the main phase is pending for
    pX.

    Vocabulary: Playing on with defaults
    """

    def done(obs: Observation) -> bool:
        pending = obs.get("pending") or {}
        return pending.get("player") == player and pending.get("kind") != "main"

    world.play_on(done, f"a decision of {player}")
