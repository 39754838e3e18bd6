"""Engines each breaking one invariant, to show every invariant can fail."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from faulty import Wrapped

from tcgjudge.engine.interface import Action, IllegalActionError, Observation


class LosesDon(Wrapped):
    """A DON!! disappears from the DON!! deck after the third action."""

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        self.applied = 0
        super().start(game, setup)

    def apply(self, action: Action) -> None:
        super().apply(action)
        self.applied += 1

    def observe(self) -> Observation:
        observation = super().observe()
        if self.applied >= 3:
            for player in observation["players"].values():
                if player["don_deck"] + player["don_active"] > 0:
                    key = "don_deck" if player["don_deck"] else "don_active"
                    player[key] -= 1
        return observation


class DuplicatesCards(LosesDon):
    """After the third action the top card of each hand also shows up in the trash."""

    def observe(self) -> Observation:
        observation = Wrapped.observe(self)
        if self.applied >= 3:
            for player in observation["players"].values():
                if player["hand"]:
                    player["trash"].append(dict(player["hand"][0]))
        return observation


class SixCharacters(LosesDon):
    """Shows six characters once a player has any (as if the area limit were not enforced)."""

    def observe(self) -> Observation:
        observation = Wrapped.observe(self)
        for player in observation["players"].values():
            if player["characters"] and self.applied >= 1:
                while len(player["characters"]) < 6:
                    player["characters"].append({**player["characters"][0], "id": f"x{len(player['characters'])}"})
                player["hand"] = player["hand"][: max(0, len(player["hand"]) - 6)]
        return observation


class WinnerOnDoubleLoss(Wrapped):
    """Declares p1 the winner when both players lose at once."""

    def observe(self) -> Observation:
        observation = super().observe()
        result = observation["result"]
        if result["over"] and len(result["losers"]) == 2:
            result.update(winner="p1", losers=["p2"], draw=False)
        return observation


class Unseeded(Wrapped):
    """Ignores the seed of a fresh game: shuffles differ from run to run."""

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        setup = dict(setup)
        if setup.get("mode") == "fresh":
            setup["seed"] = random.randrange(2**31)
        super().start(game, setup)


class RejectionLeaksChanges(Wrapped):
    """Rejects an impossible action but rests its leader while doing so."""

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        self.scarred = False
        super().start(game, setup)

    def apply(self, action: Action) -> None:
        try:
            super().apply(action)
        except IllegalActionError:
            self.scarred = True
            raise

    def observe(self) -> Observation:
        observation = super().observe()
        if self.scarred:
            observation["players"]["p1"]["leader"]["rested"] = not observation["players"]["p1"]["leader"]["rested"]
            self.scarred = False
        return observation


class ListsWhatItRejects(Wrapped):
    """Lists a 'wait' action it will then refuse."""

    def legal_actions(self) -> list[Action]:
        actions = super().legal_actions()
        if actions and not self.inner.is_terminal():
            return [*actions, {"type": "wait", "player": actions[0].get("player", "p1")}]
        return actions

    def apply(self, action: Action) -> None:
        if action.get("type") == "wait":
            raise IllegalActionError("6-5-2", "waiting is not an action")
        super().apply(action)


class SkipsTurns(Wrapped):
    """Reports the turn number one too high once the first turn has passed (a skipped turn)."""

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        super().start(game, setup)
        self.first_turn = int(self.inner.observe()["turn"])

    def observe(self) -> Observation:
        observation = super().observe()
        if observation["turn"] > self.first_turn:
            observation["turn"] += 1
        return observation


class ResultFlips(Wrapped):
    """Once the game is over and its result has been seen twice, the other player is named the winner."""

    def start(self, game: str, setup: Mapping[str, Any]) -> None:
        self.looks = 0
        super().start(game, setup)

    def observe(self) -> Observation:
        observation = super().observe()
        result = observation["result"]
        if result["over"] and result["winner"]:
            self.looks += 1
            if self.looks > 2:  # the result changes after it has been seen twice
                other = "p1" if result["winner"] == "p2" else "p2"
                result.update(winner=other, losers=[result["winner"]])
        return observation


class PlaysOnAfterTheEnd(Wrapped):
    """Still offers a concession after the game has ended."""

    def legal_actions(self) -> list[Action]:
        if self.inner.is_terminal():
            return [{"type": "concede", "player": "p1"}]
        return super().legal_actions()


class AcceptsAnything(Wrapped):
    """Silently ignores actions naming cards that do not exist instead of rejecting them."""

    def apply(self, action: Action) -> None:
        if "no-such-card" in action.values():
            return
        super().apply(action)


class ConcederWins(Wrapped):
    """Names the player who conceded the winner (1-2-3: a concession loses the game)."""

    def observe(self) -> Observation:
        observation = super().observe()
        result = observation["result"]
        if result["over"] and result["reason"] == "concede" and result["winner"]:
            result.update(winner=result["losers"][0], losers=[result["winner"]])
        return observation


class RefusesOthersConcession(Wrapped):
    """Rejects a concession from the player not deciding (1-2-3: either player may concede at any time)."""

    def apply(self, action: Action) -> None:
        pending = self.inner.observe()["pending"]
        if action.get("type") == "concede" and pending and action.get("player") != pending["player"]:
            raise IllegalActionError("1-2-3", "only the player deciding may concede")
        super().apply(action)
