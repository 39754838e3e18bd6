"""The Legions! data schemas and invariant kit against the reference engine (fast: a few seeded games).

Seeded random playouts validate every setup, action and observation against games/legions/schemas
and hold every invariant of invariants/legions/checks.py at every step; each invariant is then
shown to report a hand-broken step, and the schemas to reject a few wrong documents.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import HealthCheck, given, settings
from tcgjudge.invariants.legions import KIT
from tcgjudge.invariants.legions.checks import INVARIANTS
from tcgjudge.invariants.legions.states import CARDS, declared_setups, fresh_setup, fresh_setups
from tcgjudge.invariants.shared import playouts
from tcgjudge.invariants.shared.records import Invariant, Transition, broken, starting_step
from tcgjudge.reference.legions.engine import LegionsEngine

from tcgjudge.engine.interface import IllegalActionError
from tcgjudge.schemas import identified_schemas, load_schema, validate

impossible = KIT.impossible
SEEDS = range(3)
MAX_ACTIONS = 3000
SAMPLE = 10
"""Every this many observations of a playout (and its first and last) also go through ``jsonschema`` itself."""
FAST = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def problems(kind: str, data: Any) -> list[str]:
    """What ``tcgjudge.schemas.validate`` finds wrong with ``data`` against ``legions/<kind>``."""
    return validate(f"legions/{kind}", data)


@cache
def _compiled(kind: str) -> jsonschema_rs.Validator:
    own = [(uri, schema) for uri, schema in identified_schemas() if "/schemas/legions/" in uri]
    return jsonschema_rs.validator_for(load_schema(f"legions/{kind}"), registry=jsonschema_rs.Registry(own))


def quick_problems(kind: str, data: Any) -> list[str]:
    """As :func:`problems`, but the compiled validator decides first (as the protocol checks do, about 200x
    faster); only a document it rejects goes through ``jsonschema`` for the messages."""
    if _compiled(kind).is_valid(data):
        return []
    return problems(kind, data) or [f"jsonschema_rs rejects it but jsonschema does not: {data}"]


def rejected(kind: str, data: Any) -> bool:
    """Both validators reject ``data`` (so the compiled one can be trusted to decide the playouts)."""
    return bool(problems(kind, data)) and not _compiled(kind).is_valid(data)


# -- seeded playouts ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def games() -> list[playouts.Playout]:
    return [playouts.play(LegionsEngine(), "legions", KIT, seed, MAX_ACTIONS) for seed in SEEDS]


def test_seeded_games_end(games: list[playouts.Playout]) -> None:
    for game in games:
        assert game.ended and not game.problems, game.problems
        result = game.observations[-1]["result"]
        assert (
            result["over"]
            and result["draw"] is False
            and result["losers"] == [{"p1": "p2", "p2": "p1"}[result["winner"]]]
        )
    assert len({g.observations[-1]["log"].__len__() for g in games}) > 1  # the seeds give different games


def test_setups_actions_and_observations_validate(games: list[playouts.Playout]) -> None:
    """Every document of the playouts validates, the observations whole; a sample of them (and the first
    and last) also through ``jsonschema`` with only the events their step added (the log only grows)."""
    last = max(len(game.observations) for game in games) - 1
    for game in games:
        assert problems("setup", game.setup) == []
        for card in game.setup["cards"]:
            assert problems("card", card) == []
        for action in game.actions:
            assert quick_problems("action", action) == [], action
        seen: list[dict[str, Any]] = []
        for step, observation in enumerate(game.observations):
            assert quick_problems("observation", observation) == [], f"observation {step}"
            log = observation["log"]
            assert log[: len(seen)] == seen, f"observation {step}: the log changed what it had already said"
            if step % SAMPLE == 0 or step in (len(game.observations) - 1, last):
                found = problems("observation", observation | {"log": log[len(seen) :]})
                assert found == [], f"observation {step}: {found[:3]}"
            seen = log


def test_every_invariant_holds_at_every_step(games: list[playouts.Playout]) -> None:
    assert playouts.broken_steps(games, INVARIANTS) == []
    # the playouts reach what the invariants read: battles, breaks, cores moving, the timeline
    assert {"attack", "damage", "break", "cores", "move", "turn_start", "game_over"} <= playouts.logged_events(games)


def test_impossible_actions_are_rejected_and_change_nothing(games: list[playouts.Playout]) -> None:
    assert playouts.rejection_problems(LegionsEngine(), "legions", KIT, games[0], every=2) == []
    assert impossible({"type": "concede", "player": "p1"}, 0) is None
    assert impossible({"type": "end_main", "player": "p1"}, 0) == {"type": "end_main", "player": "p2"}
    swapped = impossible({"type": "choose_standby", "cards": ["a", "b"], "player": "p1"}, 1)
    assert swapped == {"type": "choose_standby", "cards": ["a", "no-such-card"], "player": "p1"}


# -- generated setups -----------------------------------------------------------------------------------


def _start_checked(setup: dict[str, Any]) -> None:
    assert problems("setup", setup) == []
    engine = LegionsEngine()
    engine.start("legions", copy.deepcopy(setup))
    first = engine.observe()
    assert problems("observation", first) == []
    assert broken(INVARIANTS, starting_step(first)) == []
    for _ in range(12):  # a few steps on, each checked
        listed = [a for a in engine.legal_actions() if a["type"] != "concede"]
        if not listed:
            break
        before = engine.observe()
        action = listed[len(before["log"]) % len(listed)]
        engine.apply(copy.deepcopy(action))
        after = engine.observe()
        assert quick_problems("action", action) == [] and quick_problems("observation", after) == []
        assert broken(INVARIANTS, Transition(before, action, after)) == []


@FAST
@given(declared_setups())
def test_declared_setups_are_legal_states(setup: dict[str, Any]) -> None:
    _start_checked(setup)


@settings(max_examples=5, deadline=None)
@given(fresh_setups())
def test_fresh_setups_are_legal_games(setup: dict[str, Any]) -> None:
    _start_checked(setup)


def test_fresh_setup_is_seeded() -> None:
    assert fresh_setup(4) == fresh_setup(4) and fresh_setup(4) != fresh_setup(5)


# -- each invariant reports a broken step -----------------------------------------------------------------


def _unit(card: str, cid: str, **state: Any) -> dict[str, Any]:
    return {"card": card, "id": cid, "exhausted": False, "reversed": False, "damage": 0, "incapacitated": False} | state


BASE_SETUP: dict[str, Any] = {
    "mode": "state",
    "seed": 1,
    "cards": CARDS,
    "state": {
        "turn": 3,
        "turn_player": "p1",
        "first_player": "p1",
        "phase": "main",
        "players": {
            "p1": {
                "master": {"card": "M-RW", "id": "m1", "mode": "awakened", "cores": 1},
                "lord": _unit("L-W", "lw", cores=2),
                "lanes": {"left": _unit("R-1", "r1", damage=1), "centre": _unit("W-1", "w1")},
                "wait": {"I": {"cards": [{"card": "S-G", "id": "sg"}], "cores": 1}},
                "standby": [{"card": "S-R", "id": "sr"}],
                "hand": [{"card": "R-1", "id": "h1"}, {"card": "S-W", "id": "h2"}],
                "deck": [{"card": "G-1", "id": f"d1-{i}"} for i in range(5)],
                "core_zone": {"active": 3, "exhausted": 1},
                "life": 15,
            },
            "p2": {
                "master": {"card": "M-BG", "id": "m2", "cores": 3},
                "lanes": {"right": _unit("B-2", "b2")},
                "hand": [{"card": "A-B", "id": "h3"}],
                "deck": [{"card": "B-1", "id": f"d2-{i}"} for i in range(5)],
                "core_zone": {"active": 2},
                "life": 12,
            },
        },
    },
}


@pytest.fixture(scope="module")
def base() -> Transition:
    """p1 ends the main phase: the timeline, the clean-up, and p2's turn up to the card change, all in one step."""
    engine = LegionsEngine()
    engine.start("legions", copy.deepcopy(BASE_SETUP))
    before = engine.observe()
    action = {"type": "end_main", "player": "p1"}
    engine.apply(action)
    step = Transition(before, action, engine.observe())
    assert broken(INVARIANTS, step) == []
    return step


def _p(obs: dict[str, Any], name: str) -> dict[str, Any]:
    player: dict[str, Any] = obs["players"][name]
    return player


def _second_lane(a: dict[str, Any]) -> None:
    _p(a, "p1")["lanes"]["right"] = copy.deepcopy(_p(a, "p1")["lanes"]["left"])


def _middle_lane(a: dict[str, Any]) -> None:
    _p(a, "p1")["lanes"]["middle"] = None


def _move_into_taken_lane(a: dict[str, Any]) -> None:
    a["log"].append({"event": "move", "player": "p2", "card": "h3", "new_id": "h3", "from": "play", "to": "lane_right"})


def _unlogged_lane_change(a: dict[str, Any]) -> None:
    _p(a, "p2")["lanes"]["left"] = _p(a, "p2")["lanes"].pop("right")
    _p(a, "p2")["lanes"]["right"] = None


def _third_standby(a: dict[str, Any]) -> None:
    _p(a, "p1")["standby"].append({"id": "x", "card": "S-W", "reversed": False, "known_to": ["p1", "p2"]})


def _card_twice(a: dict[str, Any]) -> None:
    _p(a, "p2")["hand"].append(copy.deepcopy(_p(a, "p2")["deck"][0]))


def _card_lost(a: dict[str, Any]) -> None:
    _p(a, "p2")["deck"].pop()


def _life_21(a: dict[str, Any]) -> None:
    _p(a, "p1")["life"] = 21


def _life_unlogged(a: dict[str, Any]) -> None:
    _p(a, "p2")["life"] -= 3


def _core_from_nowhere(a: dict[str, Any]) -> None:
    _p(a, "p2")["master"]["cores"] += 1
    _p(a, "p2")["cores_for_win"] += 1


def _cores_unlogged_move(a: dict[str, Any]) -> None:
    _p(a, "p1")["core_zone"]["active"] -= 1
    _p(a, "p1")["wait"]["IV"]["cores"] += 1
    _p(a, "p1")["cores_for_win"] -= 1


def _cores_for_win_off(a: dict[str, Any]) -> None:
    _p(a, "p2")["cores_for_win"] += 1


def _negative_atk(a: dict[str, Any]) -> None:
    _p(a, "p1")["lanes"]["left"]["atk"] = -1


def _reversed_with_hp(a: dict[str, Any]) -> None:
    _p(a, "p1")["lanes"]["centre"]["reversed"] = True


def _zero_hp_stays(a: dict[str, Any]) -> None:
    unit = _p(a, "p2")["lanes"]["right"]
    unit["damage"], unit["hp"] = 2, 0


def _same_player_again(a: dict[str, Any]) -> None:
    a["turn_player"] = "p1"


def _phase_skipped(a: dict[str, Any]) -> None:
    a["log"] = [e for e in a["log"] if not (e["event"] == "phase" and e["phase"] == "core")]


def _draw(a: dict[str, Any]) -> None:
    a["result"]["draw"] = True


def _two_losers(a: dict[str, Any]) -> None:
    a["result"] = {"over": True, "winner": "p1", "losers": ["p1", "p2"], "draw": False, "reason": "life"}
    a["log"].append({"event": "game_over", "winner": "p1", "losers": ["p1", "p2"], "draw": False, "reason": "life"})


def _ends_for_nothing(a: dict[str, Any]) -> None:
    a["result"] = {"over": True, "winner": "p1", "losers": ["p2"], "draw": False, "reason": "cores"}
    a["log"].append({"event": "game_over", "winner": "p1", "losers": ["p2"], "draw": False, "reason": "cores"})


def _goes_on_at_zero_life(a: dict[str, Any]) -> None:
    _p(a, "p2")["life"] = 0
    a["log"].append({"event": "life", "player": "p2", "life": 0, "change": -12})


def _wrong_winner(a: dict[str, Any]) -> None:
    """Both masters at 0 life: the turn player (p2) loses (24-4a, 24-4c), not p1."""
    for name, change in (("p1", -15), ("p2", -12)):
        _p(a, name)["life"] = 0
        a["log"].append({"event": "life", "player": name, "life": 0, "change": change})
    a["result"] = {"over": True, "winner": "p2", "losers": ["p1"], "draw": False, "reason": "life"}
    a["log"].append({"event": "game_over", "winner": "p2", "losers": ["p1"], "draw": False, "reason": "life"})


def _attack_far_lane(a: dict[str, Any]) -> None:
    """p1's minion r1 (left lane) attacks a minion in p2's left lane: the far lane seen from p1's left (34-5)."""
    _p(a, "p2")["lanes"]["left"] = _unit("B-1", "far")
    a["log"].append({"event": "attack", "player": "p1", "attacker": "r1", "target": "far"})


BREAKS: dict[str, list[Callable[[dict[str, Any]], None]]] = {
    "one-card-per-area": [_second_lane, _middle_lane, _move_into_taken_lane, _unlogged_lane_change],
    "attack-in-range": [_attack_far_lane],
    "standby-limit": [_third_standby],
    "card-conservation": [_card_twice, _card_lost],
    "life-bounds": [_life_21, _life_unlogged],
    "cores-conserved": [_core_from_nowhere, _cores_unlogged_move],
    "cores-for-win-count": [_cores_for_win_off],
    "atk-hp-floors": [_negative_atk, _reversed_with_hp],
    "zero-hp-breaks": [_zero_hp_stays],
    "turn-order": [_same_player_again, _phase_skipped],
    "result-shape": [_draw, _two_losers],
    "result-model": [_ends_for_nothing, _goes_on_at_zero_life, _wrong_winner],
}
CASES = [(inv, breaker) for inv in INVARIANTS for breaker in BREAKS[inv.name]]


def test_every_invariant_has_a_broken_step() -> None:
    assert set(BREAKS) == {inv.name for inv in INVARIANTS}


@pytest.mark.parametrize(("invariant", "breaker"), CASES, ids=[f"{i.name}-{b.__name__[1:]}" for i, b in CASES])
def test_each_invariant_reports_its_broken_step(
    base: Transition, invariant: Invariant, breaker: Callable[[dict[str, Any]], None]
) -> None:
    after = copy.deepcopy(base.after)
    breaker(after)
    assert invariant.check(Transition(base.before, base.action, after)) is not None


def test_cores_entering_exhausted_and_a_lord_leaving_with_cores_are_reported(base: Transition) -> None:
    cores = next(i for i in INVARIANTS if i.name == "cores-conserved")
    after = copy.deepcopy(base.after)
    after["log"].append({"event": "cores", "player": "p2", "count": 1, "from": "master", "to": "core_exhausted"})
    _p(after, "p2")["master"]["cores"] -= 1
    _p(after, "p2")["core_zone"]["exhausted"] += 1
    assert "07-3" in str(cores.check(Transition(base.before, base.action, after)))
    before = copy.deepcopy(base.before)
    after = copy.deepcopy(base.before) | {"log": [*base.before["log"]]}
    lord = _p(after, "p1").pop("lord")
    _p(after, "p1")["lord"] = None
    _p(after, "p1")["exclusion"].append({"id": lord["id"], "card": lord["card"], "face_up": True, "known_to": []})
    _p(after, "p1")["master"]["cores"] += 2
    after["log"] += [
        {"event": "move", "player": "p1", "card": "lw", "new_id": "lw", "from": "lord", "to": "exclusion"},
        {"event": "cores", "player": "p1", "count": 2, "from": "lord", "to": "master"},
    ]
    message = cores.check(Transition(before, {"type": "exclude_field", "card": "lw", "player": "p1"}, after))
    assert message is not None and "12-3" in message


def test_the_reference_engine_rejects_what_impossible_makes(base: Transition) -> None:
    engine = LegionsEngine()
    engine.start("legions", copy.deepcopy(BASE_SETUP))
    for pick, action in enumerate(engine.legal_actions()):
        attempt = impossible(action, pick)
        if attempt is None:
            continue
        before = engine.observe()
        with pytest.raises(IllegalActionError):
            engine.apply(attempt)
        assert engine.observe() == before


# -- the schemas reject wrong documents ---------------------------------------------------------------------


def test_the_schemas_reject_wrong_documents(base: Transition) -> None:
    assert rejected("action", {"type": "pass", "player": "p1"})  # no such action type
    assert rejected("action", {"type": "lane_move", "card": "r1", "to": "middle", "player": "p1"})
    assert rejected("action", {"type": "end_main", "player": "p1", "card": "r1"})  # a field end_main has not
    assert rejected("action", {"type": "activate", "ability": "core_boost", "target": "m1", "player": "p1"})
    assert rejected("action", {"type": "unlock", "card": "h1", "player": "p1"})  # no destination

    observation = copy.deepcopy(base.after)
    assert problems("observation", observation) == []
    for breaker in (_middle_lane, _life_21, _third_standby, _draw):
        wrong = copy.deepcopy(observation)
        breaker(wrong)
        assert rejected("observation", wrong), breaker.__name__
    negative = copy.deepcopy(observation)
    _p(negative, "p2")["life"] = -1
    assert rejected("observation", negative)
    old_result = copy.deepcopy(observation) | {"result": {"over": False, "winners": [], "losers": [], "reason": None}}
    assert rejected("observation", old_result)
    unknown_event = copy.deepcopy(observation)
    unknown_event["log"].append({"event": "explode", "player": "p1"})
    assert rejected("observation", unknown_event)

    setup = copy.deepcopy(BASE_SETUP)
    assert problems("setup", setup) == []
    setup["state"]["players"]["p1"]["lanes"]["middle"] = None
    assert rejected("setup", setup)
    setup = copy.deepcopy(BASE_SETUP)
    setup["state"]["players"]["p2"]["life"] = -1
    assert rejected("setup", setup)
    assert rejected("card", {"id": "X", "category": "minion", "colors": ["blue"], "hp": 1, "wt": 1})
    assert rejected("card", {"id": "X", "category": "minion", "colors": ["red"], "hp": 1})  # no WT
    assert rejected("card", {"id": "M", "category": "master", "colors": ["red"]})  # a master holds two colours


def test_a_real_attack_in_range_passes_the_range_invariant() -> None:
    """The engine's own ``attack`` event of an attack on the facing lane (34-5) is judged in range."""
    engine = LegionsEngine()
    engine.start("legions", copy.deepcopy(BASE_SETUP))
    before = engine.observe()
    action = {"type": "attack", "player": "p1", "attacker": "r1", "target": "b2"}
    engine.apply(action)
    step = Transition(before, action, engine.observe())
    assert any(e.get("event") == "attack" and e.get("target") == "b2" for e in step.after["log"])
    in_range = next(i for i in INVARIANTS if i.name == "attack-in-range")
    assert in_range.check(step) is None
    far = copy.deepcopy(step.after)
    _p(far, "p2")["lanes"]["left"] = _p(far, "p2")["lanes"].pop("right", None)
    moved_before = copy.deepcopy(before)
    _p(moved_before, "p2")["lanes"]["left"] = _p(moved_before, "p2")["lanes"]["right"]
    _p(moved_before, "p2")["lanes"]["right"] = None
    assert "far lane" in str(in_range.check(Transition(moved_before, action, far)))
