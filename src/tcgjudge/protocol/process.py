"""Starting an engine process and exchanging lines with it, with a timeout on every reply.

The command is split with :func:`shlex.split` and started without a shell, in a
new session (so a wrapper script and its children are killed together). Only a
documented environment is passed on: :data:`PASSED_ENVIRONMENT` and the names the
user adds. stdout carries the protocol; stderr is the engine's to use for logs,
and its last lines are quoted when the engine crashes.
"""

from __future__ import annotations

import contextlib
import math
import os
import queue
import select
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping
from typing import IO

from tcgjudge.protocol.errors import EngineCrashedError, EngineTimeoutError, ProtocolError

PASSED_ENVIRONMENT = ("PATH", "HOME", "LANG", "SYSTEMROOT", "TMPDIR")
"""Environment variables every engine gets (when set); anything else only through ``--engine-env``."""
STDERR_TAIL = 20
"""How many of the engine's last stderr lines a crash report quotes."""
STDERR_LINE_BYTES = 4096
"""The longest piece of a stderr line kept (the tail shown on a crash is at most 20 such pieces)."""
MAX_LINE_BYTES = 64 * 1024 * 1024
"""The longest line (64 MiB) the harness reads from an engine; a longer one, or endless output with no
newline, is a protocol error (the harness's memory stays bounded)."""
EXIT_GRACE = 0.5
"""Once the engine process has exited, how long a child still holding its stdout may take to finish the
reply before the fault is reported as the exit it is (not as a timeout)."""
STDERR_DRAIN = 1.0
"""The longest wait, once the engine has ended, for the reader to take the stderr lines it wrote."""
_POLL = 0.1

_EOF = object()


class _TooLong:
    """Marks a line that passed :data:`MAX_LINE_BYTES` without a newline (its first bytes kept for the message)."""

    def __init__(self, start: bytes) -> None:
        self.start = start.decode("utf-8", errors="replace")


def split_command(command: str) -> list[str]:
    """The argument vector of ``command`` (POSIX shell quoting; no shell is ever run).

    A command that cannot be split (an unclosed quote, a backslash at the end) or is empty is a ``ValueError``
    saying so."""
    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError as error:  # shlex: "No closing quotation", "No escaped character"
        raise ValueError(f"the engine command {command!r} cannot be split like a shell command line: {error}") from None
    if not argv:
        raise ValueError("the engine command is empty")
    return argv


def engine_environment(extra: Iterable[str] = (), source: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of the engine: the documented variables and ``extra`` names, when set."""
    source = os.environ if source is None else source
    names = [*PASSED_ENVIRONMENT, *extra]
    return {name: source[name] for name in names if name in source}


class _LineReader:
    """Lines from a pipe, read with ``poll`` and ``os.read`` on the thread that waits for them (POSIX only)."""

    AVAILABLE = hasattr(select, "poll")
    CHUNK = 1 << 16

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.poller = select.poll()
        self.poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)
        self.buffer = bytearray()
        self.ready: deque[object] = deque()
        self.ended = False

    def next(self, timeout: float) -> object | None:
        """The next complete line, :data:`_EOF` or a :class:`_TooLong`, waiting at most ``timeout`` s; None if none."""
        if not self.ready and not self.ended and self.poller.poll(math.ceil(max(0.0, timeout) * 1000)):
            try:
                data = os.read(self.fd, self.CHUNK)
            except OSError:
                data = b""
            if data:
                self._split(data)
            else:
                self.ended = True
                self.ready.append(_EOF)
        return self.ready.popleft() if self.ready else None

    def _split(self, data: bytes) -> None:
        start = len(self.buffer)
        self.buffer += data
        while (end := self.buffer.find(b"\n", start)) >= 0:
            self.ready.append(self.buffer[: end + 1].decode("utf-8", errors="replace"))
            del self.buffer[: end + 1]
            start = 0
        if len(self.buffer) >= MAX_LINE_BYTES:
            self.ready.append(_TooLong(bytes(self.buffer[:400])))
            self.buffer.clear()
            self.ended = True  # the harness kills the engine at this fault; nothing more is read


class EngineProcess:
    """One running engine: send a line, wait (bounded) for the line that answers it."""

    def __init__(self, argv: list[str], env: dict[str, str]) -> None:
        self.argv = argv
        self.lines: queue.Queue[object] = queue.Queue()
        self.stderr: deque[str] = deque(maxlen=STDERR_TAIL)
        self.replies = 0
        self.last_reply_to = ""
        """The request the last reply answered (an extra line after it is charged to it)."""
        try:
            self.popen = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                shell=False,
                start_new_session=os.name != "nt",
            )
        except (OSError, ValueError) as error:  # not found, not executable; a NUL byte in an argument or variable
            raise EngineCrashedError(f"cannot start the engine {shlex.join(argv)!r}: {error}") from error
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self._stderr_stop = threading.Event()
        self._stderr_reader = threading.Thread(target=self._read_stderr, args=(self.popen.stderr,), daemon=True)
        self._stderr_reader.start()
        self._stdout: _LineReader | None = None
        if _LineReader.AVAILABLE:  # POSIX: replies are read on the calling thread (no hand-over between threads)
            self._stdout = _LineReader(self.popen.stdout.fileno())
        else:
            threading.Thread(target=self._read_stdout, args=(self.popen.stdout,), daemon=True).start()

    @property
    def pid(self) -> int:
        return self.popen.pid

    def _read_stdout(self, stream: IO[bytes]) -> None:
        while raw := stream.readline(MAX_LINE_BYTES):
            if len(raw) >= MAX_LINE_BYTES and not raw.endswith(b"\n"):
                self.lines.put(_TooLong(raw[:400]))
                return  # the harness kills the engine at this fault; nothing more is read
            self.lines.put(raw.decode("utf-8", errors="replace"))
        self.lines.put(_EOF)

    def _read_stderr(self, stream: IO[bytes]) -> None:
        """Keep the last stderr lines. On POSIX the pipe is read with ``select`` and ``os.read``, never blocking
        more than a poll: a child that escaped the engine's session (``setsid``) may hold stderr open for its whole
        life, and the reader must still stop when the engine is gone (``_close_pipes``)."""
        if not _LineReader.AVAILABLE:
            while raw := stream.readline(STDERR_LINE_BYTES):  # a longer line is kept in pieces: memory stays bounded
                self.stderr.append(raw.decode("utf-8", errors="replace").rstrip("\r\n"))
            return
        fd = stream.fileno()
        line = bytearray()
        while not self._stderr_stop.is_set():
            try:
                if not select.select([fd], [], [], _POLL)[0]:
                    continue
                data = os.read(fd, _LineReader.CHUNK)
            except (OSError, ValueError):
                break
            if not data:
                break
            line += data
            while (end := line.find(b"\n")) >= 0 or len(line) >= STDERR_LINE_BYTES:
                cut = end + 1 if 0 <= end < STDERR_LINE_BYTES else STDERR_LINE_BYTES
                self.stderr.append(line[:cut].decode("utf-8", errors="replace").rstrip("\r\n"))
                del line[:cut]
        if line:
            self.stderr.append(line.decode("utf-8", errors="replace").rstrip("\r\n"))

    def alive(self) -> bool:
        return self.popen.poll() is None

    def exchange(self, line: str, timeout: float, what: str) -> str:
        """Send ``line`` and return the next line the engine writes; ``what`` names the request in errors."""
        leftover = self._take(0.0)
        if leftover is _EOF:
            raise self.crashed(what)
        if leftover is not None:
            after = (
                f"after the reply to {self.last_reply_to}"
                if self.replies
                else "stdout is for protocol lines only: banners and logs go to stderr"
            )
            raise ProtocolError(f"unexpected output on stdout before {what} ({after})", str(leftover))
        stdin = self.popen.stdin
        assert stdin is not None
        try:
            stdin.write(line.encode("utf-8") + b"\n")
            stdin.flush()
        except (BrokenPipeError, ConnectionResetError, ValueError, OSError):
            raise self.crashed(what) from None
        reply = self._next_line(timeout, what)
        if reply is _EOF:
            raise self.crashed(what)
        if isinstance(reply, _TooLong):
            raise ProtocolError(
                f"a line longer than {MAX_LINE_BYTES // (1024 * 1024)} MiB without a newline in reply to {what}",
                reply.start,
                length=f"its first {len(reply.start)} characters of more than {MAX_LINE_BYTES // (1024 * 1024)} MiB",
            )
        self.replies += 1
        self.last_reply_to = what
        return str(reply)

    def extra_output(self) -> object | None:
        """A line the engine wrote that no request asked for (already arrived; None if none)."""
        return self._take(0.0)

    def _next_line(self, timeout: float, what: str) -> object:
        """The next line, EOF, or an error: a timeout, or the engine's exit while a child keeps stdout open."""
        deadline = time.monotonic() + timeout
        exited_at: float | None = None
        while True:
            now = time.monotonic()
            if now >= deadline:
                raise EngineTimeoutError(f"engine timed out: no reply to {what} within {timeout:g} s")
            found = self._take(min(_POLL, deadline - now))
            if found is not None:
                return found
            if exited_at is None and self.popen.poll() is not None:
                exited_at = time.monotonic()
            if exited_at is not None and time.monotonic() - exited_at >= EXIT_GRACE:
                raise self.crashed(what)  # the engine exited; whatever still holds its stdout is not the engine

    def _take(self, timeout: float) -> object | None:
        """The next line (or EOF, or a too-long line) the engine wrote, waiting at most ``timeout`` s; None if none."""
        if self._stdout is not None:
            return self._stdout.next(timeout)
        try:
            return self.lines.get(timeout=timeout) if timeout > 0 else self.lines.get_nowait()
        except queue.Empty:
            return None

    def crashed(self, what: str) -> EngineCrashedError:
        """The error for an engine that exited (or closed stdout), with its status and stderr tail."""
        try:
            status: int | None = self.popen.wait(timeout=2)
        except subprocess.TimeoutExpired:
            status = None
        self._drain_stderr()
        if status is None:
            how = "closed its stdout (the process is still running)"
        elif status < 0:
            how = f"was killed by signal {-status}"
        else:
            how = f"exited with status {status}"
        tail = "\n".join(f"    | {line}" for line in self.stderr)
        text = f"engine crashed: the engine {how} during {what}"
        text += f"; last lines of its stderr:\n{tail}" if tail else " (nothing on stderr)"
        return EngineCrashedError(text)

    def _drain_stderr(self, limit: float = STDERR_DRAIN) -> None:
        """Let the stderr reader take what the engine wrote before it ended: until the pipe is empty, at most
        ``limit`` s. Its end of file may never come (a child of the engine can hold stderr open)."""
        stderr = self.popen.stderr
        if not hasattr(select, "poll") or stderr is None or stderr.closed:
            self._stderr_reader.join(timeout=limit)
            return
        pending = select.poll()
        pending.register(stderr.fileno(), select.POLLIN)
        deadline = time.monotonic() + limit
        while self._stderr_reader.is_alive() and time.monotonic() < deadline:
            self._stderr_reader.join(timeout=0.05)
            if not pending.poll(0):  # nothing left in the pipe: the reader has it all (or is finishing its line)
                self._stderr_reader.join(timeout=0.05)
                return

    def kill(self) -> None:
        """Stop the engine now, with every process of its session (children it forked too), and release the pipes."""
        self._kill_session()
        if self.popen.poll() is None:
            with contextlib.suppress(OSError):
                self.popen.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=5)
        self._close_pipes()

    def _kill_session(self) -> None:
        """SIGKILL the engine's process group (its session leader's pid), even when the leader already exited."""
        if os.name != "nt":
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.popen.pid, signal.SIGKILL)

    def finish(self, timeout: float) -> None:
        """Wait for the engine to exit by itself after ``close``; kill it if it does not; leave no child behind."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.popen.wait(timeout=timeout)
        self.kill()

    def _close_pipes(self) -> None:
        """Close the pipes once the stderr reader stopped (bounded: it polls; a child may still hold stderr)."""
        self._stderr_stop.set()
        if _LineReader.AVAILABLE:
            self._stderr_reader.join(timeout=_POLL * 5)
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
