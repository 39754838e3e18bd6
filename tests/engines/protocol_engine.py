"""Base of the misbehaving protocol engines: the reference engine served over stdin/stdout, one hook to break it.

Each ``proto_*.py`` script beside this file subclasses :class:`Faulty` and
overrides :meth:`Faulty.respond` to break one rule of the protocol, the way an
engine in another language might. They get their settings from the command
line (the harness passes on no environment beyond PATH, HOME, LANG, ...).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from tcgjudge.reference.onepiece.engine import OnePieceEngine

from tcgjudge.protocol.messages import encode
from tcgjudge.protocol.server import Server


class Faulty(Server):
    """Serves the reference engine; ``respond`` may change or replace the correct reply lines.

    By default it ignores ``include`` and ``log_from`` (as an engine written without them does), so the
    harness asks ``observe`` and ``legal_actions`` separately and each fault hits the method it targets.
    """

    incremental = False
    """Honour ``include`` and ``log_from`` (one round trip per action, the log sent in pieces)."""

    def __init__(self) -> None:
        super().__init__(OnePieceEngine(), "onepiece")
        self.counts: dict[str, int] = {}

    def handle(self, line: str) -> dict[str, Any]:
        if not self.incremental:
            request = json.loads(line)
            if isinstance(request, dict) and isinstance(request.get("params"), dict):
                request["params"].pop("include", None)
                request["params"].pop("log_from", None)
                line = encode(request)
        return super().handle(line)

    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        return [encode(reply)]

    def main(self) -> None:
        out = sys.stdout
        sys.stdout = sys.stderr
        for line in sys.stdin:
            request = json.loads(line)
            method = request["method"]
            self.counts[method] = self.counts.get(method, 0) + 1
            reply = self.handle(line)
            for text in self.respond(request, reply):
                out.write(text + "\n")
            out.flush()
            if self.closed:
                return


def argument(index: int, default: str) -> str:
    return sys.argv[index] if len(sys.argv) > index else default
