"""Engine wrappers for the benchmarks: one records every call the suite makes, one counts calls.

``--tcg-engine benchmarks.recording:make_engine`` runs the suite against the
reference engine through :class:`RecordingEngine`; at ``close`` it writes the calls
(method, argument, whether it raised) as JSON lines to ``$TCGJUDGE_BENCH_RECORD``.
:func:`replay` makes the same calls on a fresh engine in a plain loop.
"""

from __future__ import annotations

import copy
import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from benchmarks.game import reference
from tcgjudge.engine.interface import Action, Engine, EngineInfo, Observation, Setup
from tcgjudge.engine.wrapper import EngineWrapper

RECORD_VARIABLE = "TCGJUDGE_BENCH_RECORD"
Call = tuple[str, Any, bool]
"""(method, argument or None, raised)."""


class RecordingEngine:
    """Passes every call on to ``inner`` and remembers it (arguments copied as they were)."""

    def __init__(self, inner: Engine, path: Path | None) -> None:
        self.inner = inner
        self.path = path
        self.calls: list[Call] = []
        self.engine_seconds = 0.0

    def _call(self, method: str, argument: Any, *args: Any) -> Any:
        record = copy.deepcopy(argument)
        start = time.perf_counter()
        try:
            result = getattr(self.inner, method)(*args)
        except Exception:
            self.engine_seconds += time.perf_counter() - start
            self.calls.append((method, record, True))
            raise
        self.engine_seconds += time.perf_counter() - start
        self.calls.append((method, record, False))
        return result

    def info(self) -> EngineInfo:
        info: EngineInfo = self._call("info", None)
        return info

    def start(self, game: str, setup: Setup) -> None:
        self._call("start", {"game": game, "setup": dict(setup)}, game, setup)

    def legal_actions(self) -> list[Action]:
        actions: list[Action] = self._call("legal_actions", None)
        return actions

    def apply(self, action: Action) -> None:
        self._call("apply", action, action)

    def observe(self) -> Observation:
        observation: Observation = self._call("observe", None)
        return observation

    def is_terminal(self) -> bool:
        terminal: bool = self._call("is_terminal", None)
        return terminal

    def close(self) -> None:
        self.inner.close()
        if self.path is not None and self.calls:
            with self.path.open("w", encoding="utf-8") as out:
                out.write(json.dumps({"engine_seconds": self.engine_seconds}) + "\n")
                for call in self.calls:
                    out.write(json.dumps(call) + "\n")
            self.calls = []


def make_engine() -> RecordingEngine:
    """The factory ``--tcg-engine benchmarks.recording:make_engine`` names."""
    target = os.environ.get(RECORD_VARIABLE)
    return RecordingEngine(reference(), Path(target) if target else None)


def load_calls(path: Path) -> tuple[float, list[Call]]:
    """The engine seconds the recorded run spent inside the engine, and its calls."""
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    calls = [(str(m), a, bool(r)) for m, a, r in (json.loads(line) for line in lines[1:])]
    return float(head["engine_seconds"]), calls


def prepare(calls: Iterable[Call]) -> list[tuple[str, tuple[Any, ...]]]:
    """The calls as (method, positional arguments), copied so one replay never sees another's objects."""
    prepared: list[tuple[str, tuple[Any, ...]]] = []
    for method, argument, _ in calls:
        if method == "start":
            prepared.append((method, (argument["game"], copy.deepcopy(argument["setup"]))))
        elif method == "apply":
            prepared.append((method, (copy.deepcopy(argument),)))
        else:
            prepared.append((method, ()))
    return prepared


def replay(engine: Engine, prepared: list[tuple[str, tuple[Any, ...]]]) -> int:
    """Make the prepared calls in a plain loop; the number that raised (rejections, unsupported setups)."""
    raised = 0
    for method, args in prepared:
        try:
            getattr(engine, method)(*args)
        except Exception:
            raised += 1
    return raised


class CountingEngine(EngineWrapper):
    """Counts ``legal_actions`` calls (one per state-machine step) and passes everything on."""

    def __init__(self, inner: Engine) -> None:
        super().__init__(inner)
        self.legal_calls = 0

    def legal_actions(self) -> list[Action]:
        self.legal_calls += 1
        return self.inner.legal_actions()
