"""Deliberately faulty engines for the harness's own tests (importable with tests/engines on the path).

Each wraps the reference engine and breaks one thing, the way a third-party
engine might: a wrong rule, a crash at start, a hang.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from typing import Any

from tcgjudge.reference.onepiece.engine import OnePieceEngine

from tcgjudge.engine.interface import Action, EngineInfo, IllegalActionError, Observation
from tcgjudge.engine.wrapper import EngineWrapper


class Wrapped(EngineWrapper):
    """Delegates everything to the reference engine, under its own name."""

    name = "wrapped"

    def __init__(self) -> None:
        super().__init__(OnePieceEngine())

    def info(self) -> EngineInfo:
        inner = self.inner.info()
        return EngineInfo(self.name, "0", inner.games, inner.capabilities)


class ExtraDon(Wrapped):
    """Reports one DON!! too many in every cost area: a DON!!-phase rule broken."""

    name = "extra-don"

    def observe(self) -> Observation:
        observation = self.inner.observe()
        for player in observation["players"].values():
            player["don_active"] += 1
        return observation


class CitesNoClause(Wrapped):
    """Rejects exactly what the reference rejects, but names no clause (as most real engines)."""

    name = "cites-no-clause"
    cited: str | None = None

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        try:
            self.inner.start(game, setup)
        except IllegalActionError as error:
            raise IllegalActionError(self.cited, error.message) from None

    def apply(self, action: Action) -> None:
        try:
            self.inner.apply(action)
        except IllegalActionError as error:
            raise IllegalActionError(self.cited, error.message) from None


class CitesTheWrongClause(CitesNoClause):
    """Rejects exactly what the reference rejects, always citing 1-1-1."""

    name = "cites-the-wrong-clause"
    cited = "1-1-1"


class ChangesStateWhenRejecting(Wrapped):
    """Rejects what the reference rejects, but first takes the first legal action (a half-applied rejection)."""

    name = "changes-state-when-rejecting"

    def apply(self, action: Action) -> None:
        try:
            self.inner.apply(action)
        except IllegalActionError:
            legal = self.inner.legal_actions()
            if legal:
                self.inner.apply(legal[0])
            raise


class OffersZeroDon(Wrapped):
    """Offers giving 0 DON!! whenever it offers giving DON!! (a count 1-3-5 and the action schema rule out)."""

    name = "offers-zero-don"

    def legal_actions(self) -> list[Action]:
        listed = self.inner.legal_actions()
        return listed + [{**action, "count": 0} for action in listed if action.get("type") == "attach_don"][:1]


class OwnRandomness(Wrapped):
    """A correct engine with its own random numbers: every seed it is given means another shuffle."""

    name = "own-randomness"

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        changed = dict(setup)
        if "seed" in changed:
            changed["seed"] = (int(changed["seed"]) * 7919 + 104729) % 2**31
        super().start(game, changed)


class PlainSetupsOnly(Wrapped):
    """Declares none of the setup features beyond a plain declared state or fresh game (and never sees them)."""

    name = "plain-setups-only"
    EXTRAS = frozenset({"setup.phase", "setup.battle", "setup.effects", "setup.don_deck", "setup.face_up_life"})

    def info(self) -> EngineInfo:
        inner = super().info()
        return EngineInfo(inner.name, inner.version, inner.games, inner.capabilities - self.EXTRAS)

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        state = setup.get("state") or {}
        assert not state.get("battle") and not state.get("effects"), "a setup feature it lacks was sent"
        super().start(game, setup)


class AsksForcedDecisions(Wrapped):
    """Asks every decision whose only answer is to pass: the block step without a Blocker too."""

    name = "asks-forced-decisions"

    def __init__(self) -> None:
        EngineWrapper.__init__(self, OnePieceEngine(ask_forced=True))


class SkipsForcedDecisions(Wrapped):
    """Never asks a decision whose only answer is to pass (it passes by itself): no counter step without a counter."""

    name = "skips-forced-decisions"
    PASSES = frozenset({"pass", "no_block"})

    def _skip_forced(self) -> None:
        while not self.inner.is_terminal():
            answers = [a for a in self.inner.legal_actions() if a.get("type") != "concede"]
            if len(answers) != 1 or answers[0].get("type") not in self.PASSES:
                return
            self.inner.apply(answers[0])

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        super().start(game, setup)
        self._skip_forced()

    def apply(self, action: Action) -> None:
        super().apply(action)
        self._skip_forced()


class KeepsIds(Wrapped):
    """A card leaving the field keeps its id (its old effects are still gone): the other reading of 3-1-6.

    It shows every card under the first id it had, as an engine written around stable ids would, and
    logs renames with ``new_id`` equal to ``card``; the suite must judge it exactly as the reference.
    """

    name = "keeps-ids"

    def __init__(self) -> None:
        super().__init__()
        self._first: dict[str, str] = {}
        self._now: dict[str, str] = {}
        self._read = 0

    def _follow(self) -> None:
        log = self.inner.observe()["log"]
        for event in log[self._read :]:
            old, new = event.get("card"), event.get("new_id")
            if isinstance(old, str) and isinstance(new, str) and old != new:
                first = self._first.get(old, old)
                self._first[new] = first
                self._now[first] = new
        self._read = len(log)

    def _shown(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._first.get(value, value)
        if isinstance(value, list):
            return [self._shown(item) for item in value]
        if isinstance(value, dict):
            return {key: self._shown(item) for key, item in value.items()}
        return value

    def _inner_ids(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._now.get(value, value)
        if isinstance(value, list):
            return [self._inner_ids(item) for item in value]
        if isinstance(value, dict):
            return {key: self._inner_ids(item) for key, item in value.items()}
        return value

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        self._first.clear()
        self._now.clear()
        self._read = 0
        super().start(game, setup)
        self._follow()

    def apply(self, action: Action) -> None:
        super().apply(self._inner_ids(dict(action)))
        self._follow()

    def legal_actions(self) -> list[Action]:
        shown: list[Action] = self._shown(self.inner.legal_actions())
        return shown

    def observe(self) -> Observation:
        shown: Observation = self._shown(self.inner.observe())
        return shown


class Foreign(KeepsIds, OwnRandomness, SkipsForcedDecisions):
    """Differs from the reference in every way the rules leave open at once: its own shuffles, ids kept
    when a card leaves the field, forced decisions never asked. It must pass every scenario."""

    name = "foreign"


class HangsAfterTwoGames(Wrapped):
    """Starts two games, then hangs on the third (to test partial results)."""

    name = "hangs"
    started = 0

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        HangsAfterTwoGames.started += 1
        if HangsAfterTwoGames.started > 2:
            time.sleep(float(os.environ.get("TCGJUDGE_TEST_HANG", "60")))
        super().start(game, setup)


def crashes_at_start() -> Wrapped:
    raise RuntimeError("cannot open the engine's card database")


def not_an_engine() -> object:
    return object()
