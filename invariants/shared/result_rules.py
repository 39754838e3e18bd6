"""How a game settles its end, as a game declares it (light: no Z3, so declarations stay cheap to import)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Simultaneous = Literal["all_lose", "draw", "turn_player_first"]


@dataclass(frozen=True)
class ResultRules:
    """The parameters of :mod:`tcgjudge.invariants.shared.results_model` for one game.

    ``simultaneous``: what a check finds when both players meet a loss condition together:
    ``all_lose`` (both lose, nobody wins), ``draw`` (nobody loses, nobody wins), or
    ``turn_player_first`` (the turn player's side is settled first, and a player meeting a win
    and a loss condition together loses, so the game always has a winner).
    ``effects_immediate``: an effect saying a player wins or loses ends the game while it is
    applied, before any pending loss condition is checked; when False such an effect only gives
    the player a win or loss condition for the next check.
    ``concession``: the rules let a player concede. When False the model has no concession at all.
    """

    simultaneous: Simultaneous
    effects_immediate: bool
    concession: bool
    clauses: tuple[str, ...]
