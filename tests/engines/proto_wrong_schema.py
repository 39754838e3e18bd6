"""Reports the turn number as a string in every observation."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty


class WrongSchema(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "observe" and "result" in reply:
            reply["result"]["observation"]["turn"] = str(reply["result"]["observation"]["turn"])
        return super().respond(request, reply)


WrongSchema().main()
