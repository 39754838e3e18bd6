"""Rejects every end_main as illegal, with markup in the message (the report must escape it)."""

from __future__ import annotations

from typing import Any

from protocol_engine import Faulty

from tcgjudge.protocol.messages import error_reply


class ScriptMessage(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "apply" and request["params"]["action"].get("type") == "end_main":
            reply = error_reply(request["id"], "illegal_action", "<script>alert('owned')</script>", clause="6-5-2-1")
        return super().respond(request, reply)


ScriptMessage().main()
