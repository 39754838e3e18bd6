"""An in-process engine that supports nothing, to serve with ``tcgjudge serve --engine stub_unsupported:make``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tcgjudge.engine.interface import EngineInfo, UnsupportedError


class Nothing:
    def info(self) -> EngineInfo:
        return EngineInfo("nothing", "0", ("onepiece",), frozenset())

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        raise UnsupportedError("setup.state", "this engine builds no games")

    def legal_actions(self) -> list[dict[str, Any]]:
        return []

    def apply(self, action: dict[str, Any]) -> None:
        pass

    def observe(self) -> dict[str, Any]:
        return {}

    def is_terminal(self) -> bool:
        return True

    def close(self) -> None:
        pass


def make() -> Nothing:
    return Nothing()
