"""The steps every game shares: rejections, legal actions, pending decisions, results, the log,
raw setups and actions, and the trace steps the invariants print.

They read only the observation core every game's data contract has (``pending``, ``result``,
``log``) and the engine interface; a game's own steps cover its zones and objects.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when
from tcgjudge.steps.shared.world import (
    CLAUSE,
    PLAYER,
    World,
    action_matches,
    check_clause,
    citing,
    sent_problems,
    show,
)

from tcgjudge.engine.interface import Action, Observation
from tcgjudge.identity import renamed
from tcgjudge.plugin import STRICT_CLAUSES_OPTION, record_clause_check
from tcgjudge.registry import get_game

# ----------------------------------------------------------------- rejections


def _changed_since_the_action(world: World) -> list[str]:
    """The top-level parts of the observation that differ from the one taken just before the last action."""
    assert world.before is not None
    now = world.observe()
    return sorted(key for key in set(now) | set(world.before) if now.get(key) != world.before.get(key))


def _rejected_by(world: World, clauses: tuple[str, ...], request: pytest.FixtureRequest) -> None:
    """The verdict: rejected, and nothing changed. The clause cited is compared and recorded, not judged.

    Engines carry no clause ids of their own, and one refusal may be cited at several levels of the
    rules; so a scenario fails on the clause only under ``--strict-clauses`` (test262 judges a
    negative test by the kind of error, never its message). Every comparison goes into the results
    as the run's clause agreement.
    """
    assert world.attempted, "no 'tries to' step came before: only attempted actions can be checked for rejection"
    what = show(world.last_action) if world.last_action is not None else "the setup"
    named = " or ".join(clauses)
    assert world.rejected is not None, f"clause {named} forbids {what}, but the engine accepted it"
    if world.before is not None:
        changed = _changed_since_the_action(world)
        assert not changed, f"{what} was rejected, but these parts of the observation changed: {changed}"
    cited = world.rejected.clause
    record_clause_check(request.node, clauses, cited)
    if request.config.getoption(STRICT_CLAUSES_OPTION, default=False) and cited not in clauses:
        raise AssertionError(
            f"the engine rejected {what} {citing(world.rejected)} ({world.rejected.message}), "
            f"but the clause that forbids it is {named} (--strict-clauses)"
        )


CLAUSE_LIST = CLAUSE + r"(?:(?:, | or )" + CLAUSE + r")*"


@then(parsers.re(r"the action is rejected citing (?:clause|one of the clauses) (?P<clauses>" + CLAUSE_LIST + r")$"))
def then_rejected(world: World, clauses: str, request: pytest.FixtureRequest) -> None:
    """`Then the action is rejected citing clause C` (or `clause C or D`, `one of the clauses A, B or C`) — the last
    `tries to` action (or `try to start`) was rejected and the observation is unchanged. The clause the engine cited
    is compared with C and counted in the clause agreement; it fails the scenario only under `--strict-clauses`.

    One clause, or several that forbid the action at once (e.g. a [Counter] event played in the main phase).

    Vocabulary: Rejection and unchanged state
    """
    named = tuple(check_clause(world.game, clause) for clause in re.split(r", | or ", clauses))
    _rejected_by(world, named, request)


@then("the action is accepted")
def then_accepted(world: World) -> None:
    """`Then the action is accepted` — the last `tries to` action was accepted.

    Vocabulary: Rejection and unchanged state
    """
    assert world.attempted, "no 'tries to' step came before"
    assert world.rejected is None, (
        f"the rules allow {show(world.last_action)}, but the engine rejected it ({citing(world.rejected)}): "
        f"{world.rejected.message}"
    )


@then("the game state is unchanged")
def then_unchanged(world: World) -> None:
    """`Then the game state is unchanged` — the observation equals the one taken just before the last action.

    Vocabulary: Rejection and unchanged state
    """
    assert world.before is not None, "no action was attempted, so there is nothing to compare with"
    changed = _changed_since_the_action(world)
    assert not changed, f"a rejected action must change nothing, but these parts of the observation changed: {changed}"


# ----------------------------------------------------------------- legal actions and decisions


@then("the legal actions include:")
def then_legal_include(world: World, docstring: str) -> None:
    """`Then the legal actions include:` + a JSON docstring — some legal action has all the fields given.

    Vocabulary: Legal actions
    """
    wanted = renamed(world.names, json.loads(docstring))
    world.refuse_answered_decision(wanted)
    legal = world.legal_actions()
    assert any(action_matches(wanted, a) for a in legal), f"{show(wanted)} is not among {show(legal)}"


@then("the legal actions do not include:")
def then_legal_exclude(world: World, docstring: str) -> None:
    """`Then the legal actions do not include:` + a JSON docstring — no legal action has all the fields given.

    Vocabulary: Legal actions
    """
    wanted = renamed(world.names, json.loads(docstring))  # an absence is judged on the cards' current ids
    world.refuse_answered_decision(wanted)
    found = [a for a in world.legal_actions() if action_matches(wanted, a)]
    assert not found, f"{show(wanted)} must not be legal, but the engine offers {show(found)}"


@then("every legal action follows the action schema")
def then_legal_actions_follow_the_schema(world: World) -> None:
    """`Then every legal action follows the action schema` — every action the engine lists validates against the game's
    action schema.

    What an engine offers must be sendable: a count, id or choice the contract cannot express is a bug.

    Vocabulary: Legal actions
    """
    legal = world.legal_actions()
    assert legal, "no legal action is listed"
    problems = [
        f"{show(action)}: {problem}" for action in legal for problem in sent_problems(world.game, "action", action)
    ]
    assert not problems, "listed actions break the action schema:\n" + "\n".join(problems)


@then("no player has a legal action")
def then_no_legal_action(world: World) -> None:
    """`Then no player has a legal action` — nothing is offered to anyone (a game that is over).

    Vocabulary: Legal actions
    """
    legal = world.legal_actions()
    assert not legal, f"once the game is over nobody can act, but the engine offers {show(legal)}"


@then(parsers.re(r'the pending decision is "(?P<kind>\w+)" for ' + PLAYER + "$"))
def then_pending(world: World, kind: str, player: str) -> None:
    """`Then the pending decision is "KIND" for pX` — kind and player of the pending decision.

    Vocabulary: Pending decision
    """
    pending = world.observe()["pending"]
    assert pending is not None, f"{player} should have a {kind} decision pending, but nothing is pending"
    assert (pending["kind"], pending["player"]) == (kind, player), (
        f"{player} should have a {kind} decision pending, but the pending decision is "
        f"{pending['kind']} for {pending['player']}"
    )


@then(parsers.re(r'the pending decision is "(?P<kind>\w+)"$'))
def then_pending_kind(world: World, kind: str) -> None:
    """`Then the pending decision is "KIND"` — kind only (either player).

    Vocabulary: Pending decision
    """
    pending = world.observe()["pending"]
    assert pending is not None and pending["kind"] == kind, f"a {kind} decision should be pending: {pending}"


@then("no decision is pending")
def then_no_pending(world: World) -> None:
    """`Then no decision is pending` — the engine asks nobody anything.

    Vocabulary: Pending decision
    """
    pending = world.observe()["pending"]
    assert pending is None, f"no decision should be pending, but the engine waits for {show(pending)}"


# ----------------------------------------------------------------- result


@then(parsers.re(PLAYER + r" wins the game"))
def then_wins(world: World, player: str) -> None:
    """`Then pX wins the game` — the result names pX the winner.

    Vocabulary: Result
    """
    result = world.observe()["result"]
    assert result["over"] and result["winner"] == player, f"{player} should have won, but the result is {result}"


@then(parsers.re(PLAYER + r" loses the game(?: because of (?P<reason>\w+))?$"))
def then_loses(world: World, player: str, reason: str | None) -> None:
    """`Then pX loses the game [because of REASON]` — pX is among the losers (and `result.reason` is REASON).

    Vocabulary: Result
    """
    result = world.observe()["result"]
    assert result["over"] and player in result["losers"], f"{player} should have lost, but the result is {result}"
    if reason:
        assert result["reason"] == reason, f"{player} should lose because of {reason}, but the result is {result}"


@then(parsers.re(r"both players lose the game(?: because of (?P<reason>\w+))?$"))
def then_both_lose(world: World, reason: str | None) -> None:
    """`Then both players lose the game [because of REASON]` — both players are losers, no winner.

    Vocabulary: Result
    """
    result = world.observe()["result"]
    assert result["over"] and sorted(result["losers"]) == sorted(get_game(world.game).players), (
        f"both players should have lost at once, but the result is {show(result)}"
    )
    assert result["winner"] is None and not result["draw"], (
        f"when both players lose nobody wins and it is no draw (a draw has no loser), but the result is {show(result)}"
    )
    if reason:
        assert result["reason"] == reason, f"both players should lose because of {reason}: {show(result)}"


@then(parsers.re(r"the game is a draw(?: because of (?P<reason>\w+))?$"))
def then_draw(world: World, reason: str | None) -> None:
    """`Then the game is a draw` — the result is a draw; `... because of REASON` also checks `result.reason`.

    Vocabulary: Result
    """
    result = world.observe()["result"]
    assert result["over"] and result["draw"] and result["winner"] is None and not result["losers"], (
        f"a drawn game (nobody wins, nobody loses) expected, but the result is {show(result)}"
    )
    if reason:
        assert result["reason"] == reason, f"the game should end because of {reason}, but the result is {show(result)}"


@then("the game is not over")
def then_not_over(world: World) -> None:
    """`Then the game is not over` — no result yet.

    Vocabulary: Result
    """
    result = world.observe()["result"]
    assert not result["over"], f"the game should go on, but the engine ended it: {result}"


@then(parsers.re(r'the observation at "(?P<path>[\w.\[\]-]+)" is:'))
def then_observation_at(world: World, path: str, docstring: str) -> None:
    """`Then the observation at "PATH" is:` + a JSON docstring — the raw part of the observation at a dotted path
    (``[i]`` indexes a list), cards named as the scenario names them (the Then step ``tcgjudge explore`` writes
    where no game step states what differs).

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    from tcgjudge.explore.normalise import value_at

    wanted = world.names.resolve(json.loads(docstring))
    have = value_at(world.observe(), path)
    assert have == wanted, f"the observation at {path} should be {show(wanted)}, but it is {show(have)}"


# ----------------------------------------------------------------- log


def _log(world: World) -> list[dict[str, Any]]:
    log: list[dict[str, Any]] = world.observe()["log"]
    return log


@then("the log has the event:")
def then_log_event(world: World, docstring: str) -> None:
    """`Then the log has the event:` + JSON — an event with all these fields (every event since the game began).

    Vocabulary: Log (every event since the game began)
    """
    wanted = json.loads(docstring)
    events = _log(world)
    assert any(world.event_matches(e, wanted) for e in events), (
        f"the log should record {show(wanted)}; it holds {show(events[-30:])}"
    )


@then("the log does not have the event:")
def then_log_no_event(world: World, docstring: str) -> None:
    """`Then the log does not have the event:` + JSON — no event has all these fields.

    Vocabulary: Log (every event since the game began)
    """
    wanted = json.loads(docstring)
    found = [e for e in _log(world) if world.event_matches(e, wanted)]
    assert not found, f"the log must not record {show(wanted)}, but it holds {show(found)}"


@then(parsers.re(r"the log has exactly (?P<count>\d+) events? like:"))
def then_log_count(world: World, count: str, docstring: str) -> None:
    """`Then the log has exactly N events like:` + JSON — exactly that many events have all these fields.

    Vocabulary: Log (every event since the game began)
    """
    wanted = json.loads(docstring)
    found = [e for e in _log(world) if world.event_matches(e, wanted)]
    assert len(found) == int(count), (
        f"the log should record exactly {count} event(s) like {show(wanted)}, but it records "
        f"{len(found)}: {show(found[:20])}"
    )


@then("the log has exactly one event:")
def then_log_exactly_one(world: World, docstring: str) -> None:
    """`Then the log has exactly one event:` + JSON

    Exactly one log event has all the fields of the JSON object.

    Vocabulary: Log (every event since the game began)
    """
    wanted = json.loads(docstring)
    found = [e for e in _log(world) if world.event_matches(e, wanted)]
    assert len(found) == 1, f"the log should record {show(wanted)} exactly once, but it holds {show(found)}"


@then("the log has these events in this strict order:")
def then_log_strict_order(world: World, docstring: str) -> None:
    """`Then the log has these events in this strict order:` + JSON list

    Each pattern matches at least one log event, and every event matching a pattern comes after every event matching
    the patterns listed before it (so an event that should wait cannot slip in between, however often the earlier
    kind occurs).

    Vocabulary: Log (every event since the game began)
    """
    patterns = json.loads(docstring)
    assert isinstance(patterns, list) and len(patterns) >= 2 and all(isinstance(p, dict) for p in patterns), (
        "the step needs a JSON list of at least two event patterns (objects)"
    )
    log = _log(world)
    found = [[i for i, event in enumerate(log) if world.event_matches(event, p)] for p in patterns]
    for pattern, positions in zip(patterns, found, strict=True):
        assert positions, f"the log should record {show(pattern)}; it holds {show(log[-40:])}"
    for i in range(1, len(patterns)):
        earlier_last = max(max(found[j]) for j in range(i))
        first = min(found[i])
        assert first > earlier_last, (
            f"every {show(patterns[i])} should come after all of {show(patterns[:i])}, but the log has "
            f"{show(log[first])} at position {first} before {show(log[earlier_last])} at {earlier_last}; "
            f"log: {show(log[-40:])}"
        )


# ----------------------------------------------------------------- raw setups and actions, starting, playing on


@given("the game starts from this setup:")
def given_the_game_starts_from_this_setup(world: World, docstring: str) -> None:
    """`Given the game starts from this setup:` + JSON setup

    Start from a setup written out in full as JSON (the game's setup schema).

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.start_from(json.loads(docstring))


@when("this action is taken:")
def when_this_action_is_taken(world: World, docstring: str) -> None:
    """`When this action is taken:` + JSON — a raw action carrying its own `player`; must be accepted.

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.act(json.loads(docstring))


@when("this action is tried:")
def when_this_action_is_tried(world: World, docstring: str) -> None:
    """`When this action is tried:` + a JSON docstring — an action that may be rejected (the invariants'
    regression scenarios: an impossible action, tried last).

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.act(json.loads(docstring), attempt=True)


@when(parsers.re(PLAYER + r" takes the action:"))
def when_raw_action(world: World, player: str, docstring: str) -> None:
    """`When pX takes the action:` + JSON — any raw action (`player` added if absent); must be accepted.

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    action: Action = json.loads(docstring)
    action.setdefault("player", player)
    world.act(action)


@when(parsers.re(PLAYER + r" tries the action:"))
def when_try_raw_action(world: World, player: str, docstring: str) -> None:
    """`When pX tries the action:` + JSON — the same, its rejection recorded.

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    action: Action = json.loads(docstring)
    action.setdefault("player", player)
    world.act(action, attempt=True)


@when("the game is started")
def when_started(world: World) -> None:
    """`When the game is started` — start now (normally implicit); a rejected setup fails the scenario.

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.ensure_started()


@when("the players try to start the game")
def when_try_start(world: World) -> None:
    """`When the players try to start the game` — start, recording a rejection of the setup (an illegal deck) for `the
    action is rejected citing clause ...`.

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.try_start()


@when(parsers.re(r'the game is played on until the pending decision is "(?P<kind>\w+)"'))
def when_play_until_kind(world: World, kind: str) -> None:
    """`When the game is played on until the pending decision is "KIND"` — the game's default answers until a decision
    of that kind is pending (at most 200 actions).

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.play_on(lambda obs: bool((obs.get("pending") or {}).get("kind") == kind), f"a {kind} decision")


@when("the game is played on until it ends")
def when_play_until_over(world: World) -> None:
    """`When the game is played on until it ends` — until the game has a result (the game's default answers, at most
    200 actions).

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    world.play_on(lambda obs: bool(obs["result"]["over"]), "the end of the game")


# ----------------------------------------------------------------- invariants (the regression scenarios they print)


@then(parsers.parse('the invariant "{name}" holds'))
def then_the_invariant_holds(world: World, name: str) -> None:
    """`Then the invariant "NAME" holds` (names as in `invariants/shared/generic.py` and the game's kit)

    Vocabulary: Raw setup and actions (how the invariants' regression traces are written)
    """
    from tcgjudge.invariants.shared.records import Transition, starting_step
    from tcgjudge.invariants.shared.state_machine import all_invariants

    matching = [i for i in all_invariants(world.game) if i.name == name]
    assert matching, f"{world.game} has no invariant named {name!r}"
    after = world.observe()
    step = Transition(world.before, world.last_action, after) if world.before and world.last_action else None
    if world.last_action is None:  # the setup alone: its start is checked as the state machine checks one
        step = starting_step(after)
    assert step is not None, "no observation before the last action"
    message = matching[0].check(step) or on_the_engine(world, name, after)
    assert message is None, f"{name}: {message}"


def on_the_engine(world: World, name: str, after: Observation) -> str | None:
    """The generic invariants the state machine checks on the engine itself rather than on two observations, checked
    here after the scenario's last action (determinism needs a second run, so only the state machine checks it)."""
    from tcgjudge.invariants.shared import generic

    action = show(world.last_action)
    if name == generic.IMPOSSIBLE_ACTIONS_ARE_REJECTED and world.rejected is None:
        return f"the engine accepted {action}"
    if name == generic.REJECTION_CHANGES_NOTHING and world.rejected is not None and after != world.before:
        return f"rejecting {action} changed the state"
    if name == generic.LEGAL_ACTIONS_ARE_ACCEPTED and world.rejected is not None:
        return f"{action} was rejected: {world.rejected}"
    over = world.engine.is_terminal() or after["result"]["over"]
    listed = world.legal_actions()
    if name == generic.NO_ACTIONS_AFTER_THE_END and over and listed:
        return f"the finished game lists actions {show(listed[:3])}"
    if name == generic.ACTIONS_WHILE_RUNNING and not over and not listed:
        return "the unfinished game lists no legal action"
    return None
