"""The JSON-lines protocol: schemas, the server, the client, and every kind of misbehaving reply."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from tcgjudge.reference.onepiece.engine import OnePieceEngine

from tcgjudge.engine.interface import IllegalActionError, UnsupportedError
from tcgjudge.protocol import messages, validation
from tcgjudge.protocol.client import EngineCommand, ProcessEngine
from tcgjudge.protocol.errors import EngineCrashedError, EngineGaveUpError, EngineTimeoutError, ProtocolError
from tcgjudge.protocol.messages import error_from_exception, exception_from_error
from tcgjudge.protocol.process import EngineProcess, engine_environment, split_command
from tcgjudge.protocol.server import Server
from tcgjudge.protocol.validation import problems
from tcgjudge.schemas import load_schema

ENGINES = Path(__file__).parent / "engines"
SERVE = f"{sys.executable} -m tcgjudge.cli serve --game onepiece"


def setup(phase: str = "main") -> dict[str, Any]:
    cards = [
        {"id": "L-A", "name": "Leader", "category": "leader", "colors": ["red"], "power": 5000, "life": 4},
        {"id": "C-B", "name": "Body", "category": "character", "colors": ["red"], "cost": 1, "power": 1000},
    ]
    player = {
        "leader": {"card": "L-A"},
        "characters": [],
        "stage": None,
        "hand": ["C-B"],
        "deck": ["C-B"] * 5,
        "trash": [],
        "life": ["C-B"] * 4,
        "don_deck": 5,
        "don_active": 3,
        "don_rested": 0,
    }
    state = {"turn": 3, "turn_player": "p1", "phase": phase, "players": {"p1": player, "p2": player}}
    return {"mode": "state", "seed": 0, "cards": cards, "state": state}


def script(name: str, *args: str) -> EngineCommand:
    return EngineCommand(" ".join([sys.executable, str(ENGINES / name), *args]), timeout=5.0)


def test_every_protocol_schema_is_valid_and_resolves_the_game_schemas() -> None:
    assert {"hello-request", "hello-reply", "start-request", "apply-reply", "error-reply"} <= set(
        validation.MESSAGE_NAMES
    )
    for name in validation.MESSAGE_NAMES:
        Draft202012Validator.check_schema(load_schema(f"protocol/{name}"))
    bad = {"id": 1, "result": {"decision": {"player": "p3", "kind": "main"}, "terminal": False}}
    assert validation.problems("apply-reply", bad, "onepiece")[0][0] == "result/decision/player"
    action = {"id": 1, "result": {"actions": [{"type": "attack"}]}}
    assert validation.problems("legal_actions-reply", action, "onepiece")  # attacker/target missing
    assert validation.problems("legal_actions-reply", action, "cipher")  # its data schemas too: player, card missing


def test_the_schema_command_lists_and_prints_schemas() -> None:
    def cli(*args: str) -> str:
        command = [sys.executable, "-m", "tcgjudge.cli", "protocol", "schema", *args]
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout

    assert "apply-reply" in cli().split()
    printed = json.loads(cli("start-request", "--game", "onepiece"))
    assert printed["properties"]["params"]["properties"]["setup"]["$ref"] == "../onepiece/setup.json"


def test_server_answers_bad_requests_with_errors() -> None:
    server = Server(OnePieceEngine(), "onepiece")
    assert server.handle("not json")["error"]["type"] == messages.BAD_REQUEST
    assert server.handle('{"id": 3, "method": "fly", "params": {}}') == {
        "id": 3,
        "error": {"type": "bad_request", "message": "unknown method 'fly'"},
    }
    reply = server.handle('{"id": 4, "method": "start", "params": {"game": "onepiece", "setup": {"mode": "x"}}}')
    assert reply["error"]["type"] == messages.BAD_REQUEST and "setup" in reply["error"]["message"]
    lines = io.StringIO(
        "\n".join(
            messages.encode(messages.request(i, method, params))
            for i, (method, params) in enumerate(
                [
                    ("hello", {"protocol": 1, "harness": "test", "game": "onepiece"}),
                    ("start", {"game": "onepiece", "setup": setup()}),
                    ("apply", {"action": {"type": "attack", "attacker": "nope", "target": "nope"}}),
                    ("close", {}),
                    ("observe", {}),
                ]
            )
        )
    )
    out = io.StringIO()
    server.serve(lines, out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [reply["id"] for reply in replies] == [0, 1, 2, 3]  # nothing after close
    assert replies[2]["error"]["type"] == "illegal_action" and replies[2]["error"]["clause"]


def test_a_game_over_the_protocol_validates_on_both_sides() -> None:
    transcript: list[tuple[str, str]] = []
    engine = ProcessEngine(EngineCommand(SERVE), "onepiece", transcript=transcript)
    try:
        assert engine.info().name == "tcgjudge-onepiece-reference"
        engine.start("onepiece", setup())
        assert {"type": "end_main", "player": "p1"} in engine.legal_actions()
        with pytest.raises(IllegalActionError) as rejected:
            engine.apply({"type": "attack", "attacker": "nope", "target": "nope"})
        assert rejected.value.clause.startswith("7-1-1")
        engine.apply({"type": "end_main"})
        assert engine.observe()["turn"] == 4 and not engine.is_terminal()
        engine.apply({"type": "concede", "player": "p1"})
        assert engine.is_terminal() and engine.observe()["result"]["winner"] == "p2"
    finally:
        engine.close()
    methods: dict[int, str] = {}
    for direction, line in transcript:
        message = json.loads(line)
        if direction == ">":
            methods[message["id"]] = message["method"]
            assert validation.problems("request", message, "onepiece") == []
            assert validation.problems(f"{message['method']}-request", message, "onepiece") == []
        else:
            name = "error-reply" if "error" in message else f"{methods[message['id']]}-reply"
            assert validation.problems(name, message, "onepiece") == [], line
    assert [m for m in methods.values()][:2] == ["hello", "start"] and methods[max(methods)] == "close"


def test_unsupported_maps_back_to_unsupported_error() -> None:
    command = EngineCommand(
        f"{sys.executable} -m tcgjudge.cli serve --game onepiece --engine stub_unsupported:make",
        env=("PYTHONPATH",),
        extra_environment={"PYTHONPATH": str(ENGINES)},
    )
    engine = ProcessEngine(command, "onepiece")
    try:
        with pytest.raises(UnsupportedError) as unsupported:
            engine.start("onepiece", setup())
        assert unsupported.value.capability == "setup.state"
    finally:
        engine.close()


def test_an_engine_answering_close_with_an_error_is_still_shut_down() -> None:
    engine = ProcessEngine(script("proto_close_unsupported.py"), "onepiece")
    engine.start("onepiece", setup())
    engine.close()  # no exception
    engine.close()  # idempotent


@pytest.mark.parametrize("clause", [None, "7-1-1"])
def test_an_illegal_action_may_omit_its_clause(clause: str | None) -> None:
    reply = error_from_exception(4, IllegalActionError(clause, "not now"))
    assert problems("error-reply", reply, "onepiece") == []
    assert ("clause" in reply["error"]) == (clause is not None)
    back = exception_from_error(reply["error"])
    assert isinstance(back, IllegalActionError) and back.clause == clause and back.message == "not now"


@pytest.mark.parametrize(
    ("name", "call", "field", "shown"),
    [
        ("proto_not_json.py", "observe", "", "DEBUG: computing the observation"),
        ("proto_wrong_schema.py", "observe", "result/observation/turn", '"turn":"3"'),
        ("proto_unknown_action.py", "legal_actions", "result/actions/", "fly_away"),
        ("proto_wrong_id.py", "apply", "id", '"id":2,'),
        ("proto_extra_output.py", "apply", "", '{"log": "game started"}'),
        ("proto_wrong_decision.py", "start", "result/decision", '"player": "p2"'),
    ],
)
def test_a_malformed_reply_is_a_protocol_error_naming_the_field_and_line(
    name: str, call: str, field: str, shown: str
) -> None:
    engine = ProcessEngine(script(name), "onepiece")
    try:
        with pytest.raises(ProtocolError) as broken:
            if call != "start":
                engine.start("onepiece", setup())
            if call == "observe":
                engine.observe()
            elif call == "legal_actions":
                engine.legal_actions()
            elif call == "apply":
                engine.apply({"type": "end_main"})
            else:
                engine.start("onepiece", setup())
        assert broken.value.field.startswith(field)
        assert shown in str(broken.value), str(broken.value)
        assert "offending line" in str(broken.value)
    finally:
        engine.close()


def test_strict_decisions_can_be_turned_off() -> None:
    command = EngineCommand(script("proto_wrong_decision.py").command, strict_decisions=False)
    engine = ProcessEngine(command, "onepiece")
    try:
        engine.start("onepiece", setup())
        engine.apply({"type": "end_main"})
    finally:
        engine.close()


def test_timeouts_crashes_and_restarts_of_the_client() -> None:
    hangs = ProcessEngine(EngineCommand(script("proto_hangs.py", "2").command, timeout=0.5), "onepiece")
    try:
        hangs.start("onepiece", setup())
        first = hangs.pids[-1]
        with pytest.raises(EngineTimeoutError, match="engine timed out"):
            hangs.start("onepiece", setup())
        hangs.start("onepiece", setup())  # restarted
        assert hangs.pids[-1] != first
    finally:
        hangs.close()
    crashes = ProcessEngine(script("proto_crashes.py", "1"), "onepiece")
    try:
        for _ in range(4):
            crashes.start("onepiece", setup())
            with pytest.raises(EngineCrashedError, match=r"status 7(.|\n)*segmentation fault"):
                crashes.legal_actions()
        with pytest.raises(EngineGaveUpError, match="giving up after 3 restarts"):
            crashes.start("onepiece", setup())
    finally:
        crashes.close()
    with pytest.raises(EngineGaveUpError, match=r"status 2(.|\n)*cannot open cards.db"):
        ProcessEngine(script("proto_dies_at_start.py"), "onepiece")


def test_the_engine_command_is_split_without_a_shell_and_gets_a_filtered_environment() -> None:
    assert split_command("node 'my engine.js' --flag \"a b\"") == ["node", "my engine.js", "--flag", "a b"]
    with pytest.raises(ValueError):
        split_command("   ")
    source = {"PATH": "/bin", "HOME": "/h", "AWS_SECRET": "x", "MINE": "y", "LANG": "C"}
    assert engine_environment(["MINE", "ABSENT"], source) == {"PATH": "/bin", "HOME": "/h", "LANG": "C", "MINE": "y"}
    with pytest.raises(EngineGaveUpError):
        # a shell would run `echo`; without one, ';' is just an unknown argument of serve
        ProcessEngine(EngineCommand(f"{SERVE} ; echo pwned"), "onepiece")


@pytest.mark.parametrize(
    ("command", "says"),
    [("node 'engine.js", "No closing quotation"), ("node engine.js \\", "No escaped character")],
    ids=["unclosed-quote", "trailing-backslash"],
)
def test_an_engine_command_that_cannot_be_split_says_so(command: str, says: str) -> None:
    with pytest.raises(ValueError, match=f"the engine command .* cannot be split like a shell command line: {says}"):
        split_command(command)
    with pytest.raises(ValueError, match="cannot be split"):
        ProcessEngine(EngineCommand(command), "onepiece")


@pytest.mark.parametrize(
    ("argv", "env", "says"),
    [
        (["no-such-engine-tcgjudge"], {}, "No such file or directory"),
        ([sys.executable, "engine\0.py"], {}, "embedded null byte"),
        ([sys.executable], {"BAD": "x\0y"}, "embedded null byte"),
    ],
    ids=["not-found", "nul-in-argument", "nul-in-environment"],
)
def test_an_engine_process_that_cannot_be_started_is_an_engine_crash(
    argv: list[str], env: dict[str, str], says: str
) -> None:
    """subprocess raises OSError for a missing program but ValueError for a NUL byte: both say which engine."""
    with pytest.raises(EngineCrashedError, match=f"cannot start the engine .*: .*{says}"):
        EngineProcess(argv, env)
    command = EngineCommand(" ".join(argv), env=tuple(env), extra_environment=env)
    with pytest.raises(EngineGaveUpError, match=f"could not be started: .*{says}"):
        ProcessEngine(command, "onepiece")


def _random_playout(engine: Any, seed: int, steps: int) -> list[dict[str, Any]]:
    """Observations after each of ``steps`` seeded random legal actions of a fresh game."""
    import random

    from tcgjudge.invariants.onepiece.states import fresh_setup

    policy = random.Random(seed)
    engine.start("onepiece", fresh_setup(seed))
    seen = []
    for _ in range(steps):
        legal = [a for a in engine.legal_actions() if a.get("type") != "concede"]
        if not legal:
            break
        engine.apply(legal[policy.randrange(len(legal))])
        seen.append(engine.observe())
    return seen


@pytest.mark.parametrize("served_by", ["tcgjudge serve", "an engine ignoring include and log_from"])
def test_the_log_sent_in_pieces_joins_into_the_whole_log(served_by: str) -> None:
    command = EngineCommand(SERVE) if served_by == "tcgjudge serve" else script("proto_plain.py")
    transcript: list[tuple[str, str]] = []
    served = ProcessEngine(command, "onepiece", transcript=transcript)
    try:
        over_the_pipe = _random_playout(served, 3, 120)
    finally:
        served.close()
    assert over_the_pipe == _random_playout(OnePieceEngine(), 3, 120)
    assert len(over_the_pipe[-1]["log"]) > 50
    requests = [json.loads(line) for direction, line in transcript if direction == ">"]
    applies = [r for r in requests if r["method"] == "apply"]
    assert all(r["params"]["include"] == ["observation", "actions"] for r in applies)
    assert [r["params"]["log_from"] for r in applies][-1] > 50
    if served_by == "tcgjudge serve":  # one round trip per action: nothing asked between two applies
        assert {r["method"] for r in requests} <= {"hello", "start", "apply", "close"}


def test_the_cost_per_action_is_flat_over_a_games_length() -> None:
    transcript: list[tuple[str, str]] = []
    served = ProcessEngine(EngineCommand(SERVE), "onepiece", transcript=transcript)
    try:
        _random_playout(served, 5, 150)
    finally:
        served.close()
    replies = [len(line) for direction, line in transcript if direction == "<" and '"decision"' in line]
    early, late = max(replies[5:25]), max(replies[-20:])
    assert late < 2 * early, (early, late)


def test_a_log_sent_from_beyond_what_the_harness_has_is_a_protocol_error() -> None:
    served = ProcessEngine(script("proto_log_ahead.py"), "onepiece")
    try:
        served.start("onepiece", setup())
        with pytest.raises(ProtocolError, match="sends the log from entry"):
            served.apply({"type": "end_main", "player": "p1"})
    finally:
        served.close()


def test_a_line_after_a_scenarios_last_reply_is_charged_to_that_scenario_naming_the_request_it_followed() -> None:
    """Issue 23: a doubled reply after the last request of a scenario failed the next scenario instead; the plugin
    now checks the engine is quiet at the end of each scenario whose steps passed (``check_quiet``)."""
    engine = ProcessEngine(script("proto_extra_output.py"), "onepiece")
    try:
        deadline = time.monotonic() + 5
        with pytest.raises(ProtocolError) as extra:
            engine.start("onepiece", setup())  # (start also observes: the line may be found there)
            while time.monotonic() < deadline:  # the extra line comes right after the reply: wait until it is there
                engine.check_quiet()
                time.sleep(0.02)
        assert "after the reply to start (request 1)" in str(extra.value)
        assert '{"log": "game started"}' in str(extra.value)
    finally:
        engine.close()
