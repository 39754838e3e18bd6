"""The engine side: serve any in-process :class:`~tcgjudge.engine.interface.Engine` over stdin/stdout.

``tcgjudge serve`` runs this; it is also a working model of what an adapter in
another language does. While serving, anything the engine prints goes to stderr,
so stdout carries only protocol lines.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Iterable
from typing import IO, Any

from tcgjudge.engine.interface import Engine
from tcgjudge.protocol import PROTOCOL_VERSION, messages, validation


class Server:
    """Answers protocol requests with an in-process engine, one line in, one line out."""

    def __init__(self, engine: Engine, game: str, validate: bool = True) -> None:
        self.engine = engine
        self.game = game
        self.validate = validate
        self.closed = False

    def handle(self, line: str) -> dict[str, Any]:
        """The reply to one request line."""
        try:
            request = messages.decode(line)
        except json.JSONDecodeError as error:
            return messages.error_reply(None, messages.BAD_REQUEST, f"not JSON: {error.msg}")
        request_id = request.get("id") if isinstance(request, dict) else None
        request_id = request_id if isinstance(request_id, int) and request_id >= 0 else None
        method = request.get("method") if isinstance(request, dict) else None
        if method not in messages.METHODS:
            return messages.error_reply(request_id, messages.BAD_REQUEST, f"unknown method {method!r}")
        if self.validate:
            found = validation.problems(f"{method}-request", request, self.game)
            if found:
                where, problem = found[0]
                return messages.error_reply(request_id, messages.BAD_REQUEST, f"{where}: {problem}")
        try:
            result = self.dispatch(str(method), request["params"])
        except Exception as error:  # every engine failure becomes an error reply, never a dead server
            return messages.error_from_exception(request_id, error)
        return messages.result_reply(request_id, result)

    def dispatch(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        engine = self.engine
        if method == messages.HELLO:
            info = engine.info()
            if params["protocol"] != PROTOCOL_VERSION:
                raise ValueError(f"this server speaks protocol {PROTOCOL_VERSION}, not {params['protocol']}")
            return {
                "protocol": PROTOCOL_VERSION,
                "name": info.name,
                "version": info.version,
                "games": list(info.games),
                "capabilities": sorted(info.capabilities),
            }
        if method == messages.START:
            engine.start(params["game"], params["setup"])
            return self._transition(params)
        if method == messages.APPLY:
            engine.apply(params["action"])
            return self._transition(params)
        if method == messages.LEGAL_ACTIONS:
            return {"actions": engine.legal_actions()}
        if method == messages.OBSERVE:
            return {**_observation_from(engine.observe(), params), "terminal": engine.is_terminal()}
        self.closed = True
        return {}

    def _transition(self, params: dict[str, Any]) -> dict[str, Any]:
        """``decision`` and ``terminal``, and what the harness asked to have included (one round trip per action)."""
        terminal = self.engine.is_terminal()
        observation = self.engine.observe()
        result: dict[str, Any] = {"decision": None if terminal else observation.get("pending"), "terminal": terminal}
        include = params.get("include", ())
        if "observation" in include:
            result.update(_observation_from(observation, params))
        if "actions" in include:
            result["actions"] = self.engine.legal_actions()
        return result

    def serve(self, lines: Iterable[str | bytes], out: IO[str]) -> None:
        """Answer every line of ``lines`` on ``out`` until ``close`` or the end of input (a line given as bytes
        that is not UTF-8 gets a ``bad_request`` reply, as a line that is not JSON does)."""
        for raw in lines:
            try:
                line = raw.decode("utf-8") if isinstance(raw, bytes) else raw
            except UnicodeDecodeError as error:
                reason = f"not UTF-8: byte {error.start} is {raw[error.start : error.start + 1]!r}"
                out.write(messages.encode(messages.error_reply(None, messages.BAD_REQUEST, reason)) + "\n")
                out.flush()
                continue
            if not line.strip():
                continue
            out.write(messages.encode(self.handle(line)) + "\n")
            out.flush()
            if self.closed:
                break
        with contextlib.suppress(Exception):
            self.engine.close()


def _observation_from(observation: dict[str, Any], params: dict[str, Any]) -> dict[str, Any]:
    """``observation`` for a reply: with only the log entries from ``log_from`` on, when the request asks so."""
    start = params.get("log_from")
    if start is None:
        return {"observation": observation}
    log = observation.get("log", [])
    start = min(int(start), len(log))
    return {"observation": {**observation, "log": log[start:]}, "log_from": start}


def serve_stdio(engine: Engine, game: str) -> None:
    """Serve on this process's stdin/stdout; whatever else writes to stdout is sent to stderr."""
    out = sys.stdout
    stdin = sys.stdin
    for stream in (out, stdin):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", newline="\n" if stream is out else None)
    sys.stdout = sys.stderr
    try:
        Server(engine, game).serve(stdin.buffer if isinstance(stdin, io.TextIOWrapper) else stdin, out)
    finally:
        sys.stdout = out
