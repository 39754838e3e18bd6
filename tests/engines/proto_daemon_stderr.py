"""Answers nothing: at its first request it starts a daemon that escapes its session (``setsid``) holding stderr
open for argv[2] seconds (default 600), says so on stderr and exits with status 5.
The daemon appends its pid to the file argv[1]."""

from __future__ import annotations

import os
import sys
import time

sys.stdin.readline()
if os.fork() == 0:
    os.setsid()
    os.close(1)  # stdout closed: only stderr is held
    with open(sys.argv[1] if len(sys.argv) > 1 else "daemon.pid", "a", encoding="utf-8") as pid_file:
        pid_file.write(f"{os.getpid()}\n")
    time.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 600)
    os._exit(0)
time.sleep(0.2)  # the daemon has its stderr
print("engine: giving up, a daemon keeps my stderr", file=sys.stderr, flush=True)
os._exit(5)
