"""Answers ``close`` with an ``unsupported`` error (then exits), as an engine without a close handler might."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty

from tcgjudge.protocol.messages import encode


class CloseUnsupported(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "close":
            return [
                encode(
                    {
                        "id": request["id"],
                        "error": {"type": "unsupported", "capability": "close", "message": "no such method"},
                    }
                )
            ]
        return super().respond(request, reply)


CloseUnsupported().main()
