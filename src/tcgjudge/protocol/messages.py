"""The messages of the protocol: methods, request and reply shapes, and their encoding.

A request is ``{"id": N, "method": M, "params": {...}}``; the reply to it is
``{"id": N, "result": {...}}`` or ``{"id": N, "error": {"type": T, ...}}``, one
JSON object per line (UTF-8, no newline inside). Ids count up from 0 for each
engine process. Lines are encoded and decoded with orjson: observations are tens of
kilobytes and cross the pipe several times per scenario.
"""

from __future__ import annotations

from typing import Any, Final

import orjson

from tcgjudge.engine.interface import EngineError, IllegalActionError, UnsupportedError

HELLO: Final = "hello"
START: Final = "start"
LEGAL_ACTIONS: Final = "legal_actions"
APPLY: Final = "apply"
OBSERVE: Final = "observe"
CLOSE: Final = "close"
METHODS: Final = (HELLO, START, LEGAL_ACTIONS, APPLY, OBSERVE, CLOSE)

ILLEGAL_ACTION: Final = "illegal_action"
UNSUPPORTED: Final = "unsupported"
ENGINE_ERROR: Final = "engine_error"
BAD_REQUEST: Final = "bad_request"
ERROR_TYPES: Final = (ILLEGAL_ACTION, UNSUPPORTED, ENGINE_ERROR, BAD_REQUEST)

TRANSITIONS: Final = (START, APPLY)
"""Methods that change the game; their reply carries ``decision`` and ``terminal``."""


def request(request_id: int, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"id": request_id, "method": method, "params": params or {}}


def result_reply(request_id: int | None, result: dict[str, Any]) -> dict[str, Any]:
    return {"id": request_id, "result": result}


def error_reply(request_id: int | None, error_type: str, message: str, **fields: str) -> dict[str, Any]:
    return {"id": request_id, "error": {"type": error_type, "message": message, **fields}}


def error_from_exception(request_id: int | None, error: BaseException) -> dict[str, Any]:
    """The error reply for an exception an in-process engine raised."""
    if isinstance(error, IllegalActionError):
        cited = {"clause": error.clause} if error.clause else {}
        return error_reply(request_id, ILLEGAL_ACTION, error.message, **cited)
    if isinstance(error, UnsupportedError):
        return error_reply(request_id, UNSUPPORTED, str(error), capability=error.capability)
    return error_reply(request_id, ENGINE_ERROR, f"{type(error).__name__}: {error}")


def exception_from_error(error: dict[str, Any]) -> Exception:
    """The harness-side exception for an error reply (already validated against its schema)."""
    kind = error["type"]
    message = str(error.get("message", ""))
    if kind == ILLEGAL_ACTION:
        clause = error.get("clause")
        return IllegalActionError(str(clause) if clause else None, message)
    if kind == UNSUPPORTED:
        return UnsupportedError(str(error["capability"]), message)
    return EngineError(f"the engine reported {kind}: {message}")


def encode(message: dict[str, Any]) -> str:
    """One line of the protocol (no trailing newline); non-ASCII stays as UTF-8, keys become strings as in JSON."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode("utf-8")


def decode(line: str) -> Any:
    """The JSON value of one line; raises ``json.JSONDecodeError`` (orjson's subclass of it) when it is not JSON."""
    return orjson.loads(line)
