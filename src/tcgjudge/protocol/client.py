"""The harness side: an :class:`~tcgjudge.engine.interface.Engine` that proxies to an engine process.

Every reply is checked against its schema; any fault (a timeout, a crash, a
malformed reply) kills the process and fails the current scenario with a precise
message. The next ``start`` restarts the engine; after ``max_restarts`` restarts
in a row with no scenario finishing cleanly in between, or when the engine
cannot be restarted at all, :class:`EngineGaveUpError` stops the run.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge import __version__
from tcgjudge.engine.interface import (
    Action,
    EngineError,
    EngineInfo,
    IllegalActionError,
    Observation,
    Setup,
    UnsupportedError,
)
from tcgjudge.protocol import PROTOCOL_VERSION, decisions, messages, validation
from tcgjudge.protocol.errors import (
    EngineCrashedError,
    EngineGaveUpError,
    EngineTimeoutError,
    ProtocolError,
)
from tcgjudge.protocol.process import EngineProcess, engine_environment, split_command
from tcgjudge.registry import get_game

DEFAULT_TIMEOUT = 5.0
DEFAULT_MAX_RESTARTS = 3
HANDSHAKE_TIMEOUT = 30.0
"""The handshake may take longer than other requests (a JVM or a card database warming up)."""
CLOSE_TIMEOUT = 2.0
INCLUDED = ["observation", "actions"]
"""What every start and apply asks the engine to include in its reply (an engine may ignore it)."""


@dataclass(frozen=True)
class EngineCommand:
    """How to run an engine process: its command line and how the harness treats it."""

    command: str
    timeout: float = DEFAULT_TIMEOUT
    env: tuple[str, ...] = ()
    strict_decisions: bool = True
    max_restarts: int = DEFAULT_MAX_RESTARTS
    extra_environment: Mapping[str, str] | None = field(default=None, compare=False)
    """Where ``env`` names are read from (default: this process's environment)."""

    @property
    def spec(self) -> str:
        """How the command appears in results: ``cmd:`` and the command line."""
        return f"cmd:{self.command}"


class ProcessEngine:
    """An engine running as a process, speaking the JSON-lines protocol."""

    def __init__(self, command: EngineCommand, game: str, transcript: list[tuple[str, str]] | None = None) -> None:
        self.command = command
        self.game = game
        self.decision_rules = get_game(game).decisions
        self.transcript = transcript
        """When a list: every line sent (``">"``) and received (``"<"``), for tests and debugging."""
        self.argv = split_command(command.command)
        self._process: EngineProcess | None = None
        self._info: EngineInfo | None = None
        self._next_id = 0
        self._restarts_in_row = 0
        self._fault_since_start = False
        self._terminal = False
        self._decision: dict[str, Any] | None = None
        self._observation: dict[str, Any] | None = None
        self._actions: list[Action] | None = None
        self._last_line = ""
        self._observation_line = self._actions_line = ""
        self._lent: set[str] = set()
        """Which parts of the current replies were handed out as decoded: they are decoded afresh next time."""
        self._log: list[Any] = []
        """The current game's log as far as the harness has it: engines send only what is new (``log_from``)."""
        self.pids: list[int] = []
        self._launch()

    # ------------------------------------------------------------ the process

    def _launch(self) -> None:
        """Start the process and shake hands; a failure here is an :class:`EngineGaveUpError`."""
        env = engine_environment(self.command.env, self.command.extra_environment)
        try:
            self._process = EngineProcess(self.argv, env)
            self.pids.append(self._process.pid)
            self._next_id = 0
            reply = self._call(
                messages.HELLO, self._hello_params(), timeout=max(HANDSHAKE_TIMEOUT, self.command.timeout)
            )
        except EngineError as error:
            self._kill()
            raise EngineGaveUpError(f"the engine {shlex.join(self.argv)!r} could not be started: {error}") from error
        if reply["protocol"] != PROTOCOL_VERSION:
            self._kill()
            raise EngineGaveUpError(
                f"the engine speaks protocol version {reply['protocol']}; this harness speaks {PROTOCOL_VERSION}"
            )
        self._info = EngineInfo(
            name=reply["name"],
            version=reply["version"],
            games=tuple(reply["games"]),
            capabilities=frozenset(reply["capabilities"]),
        )

    def _hello_params(self) -> dict[str, Any]:
        return {"protocol": PROTOCOL_VERSION, "harness": f"tcgjudge {__version__}", "game": self.game}

    def _kill(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process = None

    def _fault(self, error: EngineError) -> EngineError:
        """Record a fault of the current scenario and stop the process (it restarts at the next start)."""
        self._fault_since_start = True
        self._kill()
        return error

    # -------------------------------------------------------------- requests

    def _call(self, method: str, params: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        if self._process is None:
            raise EngineError("the engine is not running (it failed earlier in this scenario)")
        request_id = self._next_id
        self._next_id += 1
        line = messages.encode(messages.request(request_id, method, params))
        what = f"{method} (request {request_id})"
        self._record(">", line)
        try:
            reply_line = self._process.exchange(line, self.command.timeout if timeout is None else timeout, what)
        except (EngineTimeoutError, EngineCrashedError, ProtocolError) as error:
            raise self._fault(error) from None
        except BaseException:  # interrupted (Ctrl-C, SIGTERM) mid-request: the stream is out of step; stop it now
            self._kill()
            raise
        self._record("<", reply_line)
        self._last_line = reply_line
        try:
            return self._read_reply(reply_line, request_id, method)
        except ProtocolError as error:
            raise self._fault(error) from None

    def _record(self, direction: str, line: str) -> None:
        if self.transcript is not None:
            self.transcript.append((direction, line.rstrip("\r\n")))

    def _read_reply(self, line: str, request_id: int, method: str) -> dict[str, Any]:
        try:
            reply = messages.decode(line)
        except json.JSONDecodeError as error:
            hint = (
                "; stdout is for protocol lines only: banners and logs go to stderr" if method == messages.HELLO else ""
            )
            raise ProtocolError(f"the reply to {method} is not JSON ({error.msg}){hint}", line) from None
        if not isinstance(reply, dict):
            raise ProtocolError(f"the reply to {method} is not a JSON object", line)
        if reply.get("id") != request_id and not (reply.get("id") is None and "error" in reply):
            raise ProtocolError(
                f"the reply has id {reply.get('id')!r}, but the request waiting is {request_id}", line, "id"
            )
        if "error" in reply:
            found = validation.problems("error-reply", reply, self.game)
            if found:
                raise ProtocolError(f"malformed error reply to {method}: {found[0][1]}", line, found[0][0])
            refusal = reply["error"]
            if refusal["type"] == messages.ILLEGAL_ACTION and method not in messages.TRANSITIONS:
                raise ProtocolError(f"an illegal_action error in reply to {method}", line, "error/type")
            if refusal["type"] == messages.BAD_REQUEST:
                raise ProtocolError(f"the engine could not read the {method} request: {refusal['message']}", line)
            raise messages.exception_from_error(refusal)
        found = validation.problems(f"{method}-reply", reply, self.game)
        if found:
            where, problem = found[0]
            raise ProtocolError(f"malformed reply to {method}: {problem}", line, where)
        result: dict[str, Any] = reply["result"]
        return result

    # ------------------------------------------------------ the Engine protocol

    def info(self) -> EngineInfo:
        assert self._info is not None
        return self._info

    def start(self, game: str, setup: Setup) -> None:
        if self._process is None:
            if self._restarts_in_row >= self.command.max_restarts:
                raise EngineGaveUpError(
                    f"the engine failed in {self._restarts_in_row + 1} scenarios in a row; giving up after "
                    f"{self.command.max_restarts} restarts"
                )
            self._restarts_in_row += 1
            self._launch()
        elif not self._fault_since_start:
            self._restarts_in_row = 0
        self._fault_since_start = False
        self._decision, self._observation, self._terminal, self._log = None, None, False, []
        self._transition(messages.START, {"game": game, "setup": dict(setup)})

    def _transition(self, method: str, params: dict[str, Any]) -> None:
        self._decision, self._observation, self._actions = None, None, None
        result = self._call(method, {**params, "include": INCLUDED, "log_from": len(self._log)})
        self._terminal = bool(result["terminal"])
        self._lent.clear()
        if "observation" in result:
            self._observation = self._joined(result, method)
            self._observation_line = self._last_line
        if "actions" in result:
            self._actions = result["actions"]
            self._actions_line = self._last_line
        decision = result["decision"]
        self._decision = decision
        if not self.command.strict_decisions:
            return
        problems = decisions.transition_problems(decision, self._terminal)
        if decision is not None and not problems:
            problems = decisions.decision_problems(self.decision_rules, decision, self._fetch_observation())
        if problems:
            self._fault_since_start = True
            raise ProtocolError(
                f"strict decisions: {'; '.join(problems)} (in reply to {method})",
                json.dumps({"decision": decision, "terminal": self._terminal}),
                "result/decision",
            )

    def _joined(self, result: dict[str, Any], method: str) -> dict[str, Any]:
        """The observation of ``result`` with the whole log: the entries sent from ``log_from`` on joined to the
        ones the harness has (the log of a game only grows), or the whole log when the engine sent it all."""
        observation: dict[str, Any] = result["observation"]
        sent = observation.get("log")
        start = result.get("log_from")
        if sent is None:
            return observation
        if start is None:
            self._log = list(sent)
        elif start > len(self._log):
            raise self._fault(
                ProtocolError(
                    f"the reply to {method} sends the log from entry {start}, but the harness has only "
                    f"{len(self._log)} entries",
                    field="result/log_from",
                )
            )
        else:
            del self._log[start:]
            self._log.extend(sent)
        return {**observation, "log": self._log}

    def _fetch_observation(self) -> dict[str, Any]:
        if self._observation is None:
            result = self._call(messages.OBSERVE, {"log_from": len(self._log)})
            self._observation = self._joined(result, messages.OBSERVE)
            self._observation_line = self._last_line
            self._lent.discard("observation")
            self._terminal = bool(result["terminal"])
        return self._observation

    def legal_actions(self) -> list[Action]:
        if self._actions is None:
            self._actions = self._call(messages.LEGAL_ACTIONS, {})["actions"]
            self._actions_line = self._last_line
            self._lent.discard("actions")
        actions: list[Action] = self._lend("actions", self._actions, self._actions_line)
        if self.command.strict_decisions and self._decision is not None:
            problems = decisions.action_problems(self.decision_rules, self._decision, actions)
            if problems:
                self._fault_since_start = True
                raise ProtocolError(f"strict decisions: {problems[0]}", json.dumps(actions), "result/actions")
        return actions

    def _lend(self, key: str, value: Any, line: str) -> Any:
        """``value`` itself the first time (a freshly decoded reply nobody else holds), then decoded afresh from its
        line: the caller may change what it gets, and copying every reply would double the cost of a call."""
        if key not in self._lent:
            self._lent.add(key)
            return value
        return messages.decode(line)["result"][key]

    def apply(self, action: Action) -> None:
        self._transition(messages.APPLY, {"action": action})

    def observe(self) -> Observation:
        """The observation, the caller's to change; log entries are shared, never changed (flat cost per call)."""
        observation: Observation = self._lend("observation", self._fetch_observation(), self._observation_line)
        if "log" in observation:
            observation = {**observation, "log": list(self._log)}
        return observation

    def is_terminal(self) -> bool:
        return self._terminal

    def check_quiet(self) -> None:
        """At the end of a scenario: a line the engine wrote after its last reply (a doubled reply) is this
        scenario's protocol error, naming the request it followed, not the next scenario's."""
        if self._process is None:
            return
        extra = self._process.extra_output()
        if extra is None:
            return
        if not isinstance(extra, str):  # the end of stdout or an endless line: the next request reports it
            return
        what = self._process.last_reply_to
        raise self._fault(ProtocolError(f"unexpected output on stdout after the reply to {what}", extra))

    def close(self) -> None:
        process = self._process
        if process is None:
            return
        try:
            self._call(messages.CLOSE, {}, timeout=CLOSE_TIMEOUT)
        except (EngineError, UnsupportedError, IllegalActionError):
            pass  # whatever the engine answers to close, it is shut down: nothing of a result depends on it
        finally:
            if self._process is not None:
                self._process.finish(CLOSE_TIMEOUT)
            self._process = None
