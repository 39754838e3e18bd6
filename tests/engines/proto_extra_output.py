"""Writes a second, unasked-for line after each reply to start."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty


class ExtraOutput(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        lines = super().respond(request, reply)
        if request["method"] == "start":
            lines.append('{"log": "game started"}')
        return lines


ExtraOutput().main()
