"""A correct engine that appends its process id to the file argv[1] at every start (one process per worker?).

It also appends the names of the environment variables it got, so the tests can check what is passed on.
"""

from __future__ import annotations

import os
from typing import Any

from protocol_engine import Faulty, argument


class PidLog(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "start":
            with open(argument(1, "pids.txt"), "a", encoding="utf-8") as log:
                log.write(f"{os.getpid()} {','.join(sorted(os.environ))}\n")
        return super().respond(request, reply)


PidLog().main()
