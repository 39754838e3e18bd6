"""Claims its observation's log starts at an entry beyond what the harness has (a broken incremental log)."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty

from tcgjudge.protocol.messages import encode


class LogAhead(Faulty):
    incremental = True

    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        result = reply.get("result", {})
        if request["method"] == "apply" and "log_from" in result:
            result["log_from"] += 5
        return [encode(reply)]


LogAhead().main()
