"""Crashes (exit status 7, a message on stderr) on the first apply after the Nth start (argv[1], default 2).

With argv[1] = 1 it crashes in every scenario that applies an action: the harness gives up.
"""

from __future__ import annotations

import sys
from typing import Any

from protocol_engine import Faulty, argument


class Crashes(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] in ("apply", "legal_actions") and self.counts.get("start", 0) >= int(argument(1, "2")):
            sys.stderr.write("engine.c:42: segmentation fault while resolving the battle\n")
            sys.stderr.flush()
            sys.exit(7)
        return super().respond(request, reply)


Crashes().main()
