"""An engine that passes every call on to another: the base for adapters, probes and test doubles.

Subclass it and override the calls you want to change (record them, count them,
break one rule on purpose); everything else reaches the wrapped engine untouched.
"""

from __future__ import annotations

from tcgjudge.engine.interface import Action, Engine, EngineInfo, Observation, Setup


class EngineWrapper:
    """Implements :class:`~tcgjudge.engine.interface.Engine` by delegating to ``inner``."""

    def __init__(self, inner: Engine) -> None:
        self.inner = inner

    def info(self) -> EngineInfo:
        return self.inner.info()

    def start(self, game: str, setup: Setup) -> None:
        self.inner.start(game, setup)

    def legal_actions(self) -> list[Action]:
        return self.inner.legal_actions()

    def apply(self, action: Action) -> None:
        self.inner.apply(action)

    def observe(self) -> Observation:
        return self.inner.observe()

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def close(self) -> None:
        self.inner.close()
