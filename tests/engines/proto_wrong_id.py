"""Answers every apply with the id of the request before it."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty


class WrongId(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "apply":
            reply["id"] = request["id"] - 1
        return super().respond(request, reply)


WrongId().main()
