"""Whether a process the tests started is still running (one definition for every test that checks)."""

from __future__ import annotations

import os
from pathlib import Path


def alive(pid: int) -> bool:
    """The process exists and is not a zombie (an exited child not yet reaped counts as gone: it runs nothing)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    try:
        return not (status.exists() and status.read_text().split()[2] == "Z")
    except OSError:
        return False
