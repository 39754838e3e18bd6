"""Faults of an engine process, as the harness reports them.

Each maps to a failure kind of the results file: :class:`ProtocolError` to
``protocol``, :class:`EngineTimeoutError` to ``timeout``, :class:`EngineCrashedError`
to ``engine-error``. :class:`EngineGaveUpError` stops the whole run (exit code 3).
"""

from __future__ import annotations

from tcgjudge.engine.interface import EngineError

MAX_SHOWN = 300
"""How much of an offending line a message quotes."""


def shorten(line: str, limit: int = MAX_SHOWN, length: str = "") -> str:
    """``line`` cut to ``limit`` characters, marked when cut with its length (``length`` when ``line`` is itself
    only the start of a longer line)."""
    line = line.rstrip("\r\n")
    if len(line) <= limit and not length:
        return line
    return line[:limit] + f"… ({length or f'{len(line)} characters'})"


class ProtocolError(EngineError):
    """The engine's output broke the protocol: not JSON, wrong schema, wrong id, unexpected output.

    ``field`` is the JSON path of the offending field ("" when the whole line is wrong)
    and ``line`` the line the engine wrote.
    """

    def __init__(self, problem: str, line: str = "", field: str = "", length: str = "") -> None:
        text = problem
        if field:
            text = f"{problem} (field {field})"
        if line:
            text += f"\n    offending line: {shorten(line, length=length)}"
        super().__init__(f"protocol error: {text}")
        self.problem = problem
        self.line = line
        self.field = field


class EngineTimeoutError(EngineError, TimeoutError):
    """The engine did not answer a request within the per-request timeout."""


class EngineCrashedError(EngineError):
    """The engine process exited (or closed its stdout) while the harness waited for a reply."""


class EngineGaveUpError(EngineError):
    """The engine cannot be (re)started, or keeps failing: the run stops with exit code 3."""
