"""The JSON-lines protocol: engines in any language, run as a process, speak it on stdin/stdout.

One request per line from the harness, one reply per line from the engine, in
order. The modules each do one job:

- :mod:`~tcgjudge.protocol.messages`: the methods, request and reply shapes, encoding;
- :mod:`~tcgjudge.protocol.errors`: the faults (protocol error, timeout, crash, giving up);
- :mod:`~tcgjudge.protocol.validation`: JSON Schemas of every message, bound to one game's data schemas;
- :mod:`~tcgjudge.protocol.decisions`: the strict checks of the decisions an engine asks for;
- :mod:`~tcgjudge.protocol.process`: starting the engine process (no shell, filtered environment) and talking to it;
- :mod:`~tcgjudge.protocol.client`: the harness side, an :class:`~tcgjudge.engine.interface.Engine` proxy;
- :mod:`~tcgjudge.protocol.server`: serves any in-process engine over stdin/stdout.

The description for implementers is ``docs/protocol.md``.
"""

from __future__ import annotations

PROTOCOL_VERSION = 1
"""The version this harness speaks; the engine must answer ``hello`` with the same."""
