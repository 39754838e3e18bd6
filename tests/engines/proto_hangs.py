"""Hangs (never answers) on the Nth start of each process (argv[1], default 2)."""

from __future__ import annotations

import time
from typing import Any

from protocol_engine import Faulty, argument


class Hangs(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "start" and self.counts["start"] == int(argument(1, "2")):
            time.sleep(3600)
        return super().respond(request, reply)


Hangs().main()
