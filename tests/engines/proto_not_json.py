"""Prints a debug line instead of the reply to the Nth observe (argv[1], default 1)."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty, argument


class NotJson(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "observe" and self.counts["observe"] == int(argument(1, "1")):
            return ["DEBUG: computing the observation..."]
        return super().respond(request, reply)


NotJson().main()
