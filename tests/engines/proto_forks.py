"""On the Nth start (argv[1]) forks a child that keeps stdout open for 600 s, and exits with status 5.

The child appends its pid to the file argv[2], so a test can check that the harness killed it.
"""

from __future__ import annotations

import os
import time
from typing import Any

from protocol_engine import Faulty, argument


class Forks(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "start" and self.counts["start"] == int(argument(1, "2")):
            if os.fork() == 0:
                with open(argument(2, "child.pid"), "a", encoding="utf-8") as pid_file:
                    pid_file.write(f"{os.getpid()}\n")
                time.sleep(600)
                os._exit(0)
            os._exit(5)
        return super().respond(request, reply)


Forks().main()
