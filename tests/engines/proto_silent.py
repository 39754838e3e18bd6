"""Never answers: writes its pid to the file argv[1], then waits (a handshake that never comes)."""

from __future__ import annotations

import os
import sys
import time

with open(sys.argv[1] if len(sys.argv) > 1 else "engine.pid", "a", encoding="utf-8") as pid_file:
    pid_file.write(f"{os.getpid()}\n")
time.sleep(600)
