"""Engines for the tests of ``tcgjudge explore`` (importable with tests/engines on the path): each the reference
engine of a game with one difference explore must find (factories such as ``explore_doubles:hides_onepiece``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tcgjudge.engine.interface import Action, UnsupportedError
from tcgjudge.engine.wrapper import EngineWrapper
from tcgjudge.registry import game_keys, get_game, load_attribute


def _reference(game: str) -> object:
    spec = get_game(game).reference_engine
    assert spec is not None
    return load_attribute(spec)()


class HidesAnAction(EngineWrapper):
    """Leaves out the last listed action whenever four or more are listed (and still accepts it): a legal action
    the rules allow that the engine does not offer."""

    def __init__(self, game: str) -> None:
        super().__init__(_reference(game))  # type: ignore[arg-type]

    def legal_actions(self) -> list[Action]:
        listed = self.inner.legal_actions()
        return listed[:-1] if len(listed) >= 4 else listed


class CrashesAfterFiveActions(EngineWrapper):
    """Raises a plain error (a bug, not a verdict) at its sixth action of a game: early, so that a one-second
    budget on a busy machine still reaches it and walks on after it."""

    def __init__(self, game: str) -> None:
        super().__init__(_reference(game))  # type: ignore[arg-type]
        self.applied = 0

    def start(self, game: str, setup: object) -> None:  # type: ignore[override]
        self.applied = 0
        self.inner.start(game, setup)  # type: ignore[arg-type]

    def apply(self, action: Action) -> None:
        self.applied += 1
        if self.applied > 5:
            raise RuntimeError("index out of range in the battle code")
        self.inner.apply(action)


class RefusesOddSeeds(EngineWrapper):
    """Answers unsupported to every setup with an odd seed (a setup it cannot build, though it declares it can)."""

    def __init__(self, game: str) -> None:
        super().__init__(_reference(game))  # type: ignore[arg-type]

    def start(self, game: str, setup: object) -> None:  # type: ignore[override]
        if int(setup.get("seed", 0)) % 2:  # type: ignore[attr-defined]
            raise UnsupportedError("setup.fresh", "odd seeds are not built yet")
        self.inner.start(game, setup)  # type: ignore[arg-type]


def __getattr__(name: str) -> Callable[[], EngineWrapper]:
    """``hides_<game>``, ``crashes_<game>`` and ``refuses_<game>`` for every game with a reference engine."""
    kinds = (("hides_", HidesAnAction), ("crashes_", CrashesAfterFiveActions), ("refuses_", RefusesOddSeeds))
    for prefix, kind in kinds:
        if name.startswith(prefix) and name[len(prefix) :] in game_keys():
            return partial(kind, name[len(prefix) :])
    raise AttributeError(name)
