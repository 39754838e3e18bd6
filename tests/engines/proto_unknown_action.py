"""Offers an action type the game does not define among the legal actions."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty


class UnknownAction(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "legal_actions" and "result" in reply:
            reply["result"]["actions"].append({"type": "fly_away", "player": "p1"})
        return super().respond(request, reply)


UnknownAction().main()
