"""Asks the wrong player: every decision request names the other player (the observation is right)."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty


class WrongDecision(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        decision = reply.get("result", {}).get("decision") if request["method"] in ("start", "apply") else None
        if decision is not None:
            decision["player"] = {"p1": "p2", "p2": "p1"}[decision["player"]]
        return super().respond(request, reply)


WrongDecision().main()
