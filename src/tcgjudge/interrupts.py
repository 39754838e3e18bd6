"""Stopping a run on SIGINT or SIGTERM the same way: as Ctrl-C, so every report is written and no engine is left.

CI runners cancel a job with SIGTERM, and a process started in the background by a
non-interactive shell has SIGINT ignored; both the ``tcgjudge run`` process and each
xdist worker (which execnet stops with SIGINT) restore the handlers, so an
interrupted request kills its engine process at once.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def make_interruptible() -> None:
    """SIGINT and SIGTERM raise :class:`KeyboardInterrupt` in this process (a no-op off the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)


def interrupt_once() -> None:
    """For the ``tcgjudge run`` process, installed before any engine starts: the first SIGINT or SIGTERM raises
    :class:`KeyboardInterrupt`; any later one is ignored, so a second Ctrl-C cannot stop the reports being written
    (the run still ends at once: the first interrupt stopped the suite and the engine)."""
    if threading.current_thread() is not threading.main_thread():
        return

    def later(signum: int, frame: FrameType | None) -> None:
        return None

    def first(signum: int, frame: FrameType | None) -> None:
        signal.signal(signal.SIGINT, later)
        signal.signal(signal.SIGTERM, later)
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, first)
    signal.signal(signal.SIGTERM, first)
