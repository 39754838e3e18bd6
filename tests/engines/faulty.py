"""Deliberately faulty engines for the harness's own tests (importable with tests/engines on the path).

Each wraps the reference engine and breaks one thing, the way a third-party
engine might: a wrong rule, a crash at start, a hang.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from tcgjudge.reference.onepiece.engine import OnePieceEngine

from tcgjudge.engine.interface import Action, EngineInfo, IllegalActionError, Observation, UnsupportedError
from tcgjudge.engine.wrapper import EngineWrapper
from tcgjudge.registry import game_keys, get_game, load_attribute


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


class LacksBattlesRefusesEffects(Wrapped):
    """Unsupported for both causes: does not declare ``setup.battle`` (so such setups are never sent), and declares
    ``setup.effects`` but answers unsupported to every setup that has effects in play."""

    name = "lacks-battles-refuses-effects"

    def info(self) -> EngineInfo:
        inner = super().info()
        return EngineInfo(inner.name, inner.version, inner.games, inner.capabilities - {"setup.battle"})

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        state = setup.get("state") or {}
        assert not state.get("battle"), "a setup feature it does not declare was sent"
        if state.get("effects"):
            raise UnsupportedError("setup.effects", "effects in play are not built yet")
        super().start(game, setup)


class AsksForcedDecisions(Wrapped):
    """Asks every decision whose only answer is to pass: the block step without a Blocker too."""

    name = "asks-forced-decisions"

    def __init__(self) -> None:
        EngineWrapper.__init__(self, OnePieceEngine(ask_forced=True))


VOCABULARY = frozenset({"keywords", "types", "name", "type", "event", "kind", "from", "to", "zone", "phase", "step"})
"""Fields whose strings are words of a game (keywords, zones, phases), never card ids: a scenario may name a card
``rush`` or ``lord`` (the Legions! log's ``from`` and ``to`` are zones, checked against the schema when served)."""


class Foreign(EngineWrapper):
    """Any game's reference engine, differing from it in every way the rules leave open at once.

    - its own random numbers: every seed it is given means another shuffle (no scenario may depend
      on a particular shuffle);
    - the other reading of card identity: where the reference gives a card a new id when it changes
      zones (One Piece 3-1-6) it keeps the first id, and where the reference keeps ids (Legions!) it
      gives a new one at every move, logged in the game's rename fields (``Game.renames``);
    - forced decisions (the only answer is one of the game's pass actions) are never asked.

    It must pass every scenario of its game (docs/protocol.md, "Forced decisions" and "Card ids").
    """

    def __init__(self, game: str) -> None:
        declared = get_game(game)
        assert declared.reference_engine and declared.renames, f"{game} has no reference engine or rename fields"
        super().__init__(load_attribute(declared.reference_engine)())
        self.renames = declared.renames
        self.passes = declared.decisions.pass_actions
        self._shown_of: dict[str, str] = {}  # the reference's id -> the id this engine shows
        self._inner_of: dict[str, str] = {}  # the shown id -> the reference's current id
        self._log: list[Any] = []  # the reference's log as shown, event by event, with the ids of its moment
        self._renamed = 0

    def info(self) -> EngineInfo:
        inner = self.inner.info()
        return EngineInfo("foreign", "0", inner.games, inner.capabilities)

    def _show(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._shown_of.get(value, value)
        if isinstance(value, list):
            return [self._show(item) for item in value]
        if isinstance(value, dict):
            return {key: item if key in VOCABULARY else self._show(item) for key, item in value.items()}
        return value

    def _to_inner(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._inner_of.get(value, value)
        if isinstance(value, list):
            return [self._to_inner(item) for item in value]
        if isinstance(value, dict):
            return {key: self._to_inner(item) for key, item in value.items()}
        return value

    def _follow(self) -> None:
        """Show each new log event with the ids of its moment, taking the other reading of every rename."""
        old_field, new_field = self.renames.old, self.renames.new
        for event in self.inner.observe()["log"][len(self._log) :]:
            shown = self._show(event)
            old, new = (event.get(old_field), event.get(new_field)) if isinstance(event, dict) else (None, None)
            if isinstance(old, str) and isinstance(new, str):
                before = self._shown_of.get(old, old)
                if old != new:  # the reference made a new card: keep the id it had
                    after = before
                else:  # the reference kept the id: make a new one
                    self._renamed += 1
                    after = f"{old}~{self._renamed}"
                self._shown_of[new] = after
                self._inner_of[after] = new
                shown[old_field], shown[new_field] = before, after
            self._log.append(shown)

    def _skip_forced(self) -> None:
        while not self.inner.is_terminal():
            answers = [a for a in self.inner.legal_actions() if a.get("type") != "concede"]
            if len(answers) != 1 or answers[0].get("type") not in self.passes:
                return
            self.inner.apply(answers[0])

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        changed = dict(setup)
        if "seed" in changed:
            changed["seed"] = (int(changed["seed"]) * 7919 + 104729) % 2**31
        self._shown_of.clear()
        self._inner_of.clear()
        self._log.clear()
        self._renamed = 0
        self.inner.start(game, changed)
        self._skip_forced()
        self._follow()

    def apply(self, action: Action) -> None:
        self.inner.apply(self._to_inner(dict(action)))
        self._skip_forced()
        self._follow()

    def legal_actions(self) -> list[Action]:
        shown: list[Action] = self._show(self.inner.legal_actions())
        return shown

    def observe(self) -> Observation:
        observation = dict(self.inner.observe())
        log = observation.pop("log")
        shown: Observation = {**self._show(observation), "log": list(self._log[: len(log)])}
        return shown


def __getattr__(name: str) -> Callable[[], Foreign]:
    """``foreign_<game>``: the :class:`Foreign` double of any game with a reference engine.

    For example ``--engine faulty:foreign_legions``.
    """
    prefix = "foreign_"
    if name.startswith(prefix):
        game = name[len(prefix) :]
        if game in game_keys():
            return partial(Foreign, game)
    raise AttributeError(name)


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
