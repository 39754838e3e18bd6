"""Hangs (never answers) on the Nth start of each process (argv[1], default 2). With a marker (argv[2]), it
leaves a file ``<marker>.hanging-<pid>`` in its working folder when it does: a test can wait for it."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from protocol_engine import Faulty, argument


class Hangs(Faulty):
    def respond(self, request: dict[str, Any], reply: dict[str, Any]) -> list[str]:
        if request["method"] == "start" and self.counts["start"] == int(argument(1, "2")):
            if marker := argument(2, ""):
                Path(f"{marker}.hanging-{os.getpid()}").touch()
            time.sleep(3600)
        return super().respond(request, reply)


Hangs().main()
