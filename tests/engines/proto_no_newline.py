"""On the Nth start (argv[1], default 2) streams bytes without a newline, forever."""

from __future__ import annotations

import sys
from typing import Any

from protocol_engine import Faulty, argument


class NoNewline(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "start" and self.counts["start"] == int(argument(1, "2")):
            chunk = b"x" * (1 << 20)
            while True:
                sys.__stdout__.buffer.write(chunk)
        return super().respond(request, reply)


NoNewline().main()
