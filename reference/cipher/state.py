"""The game state: plain dataclasses, copied field by field for the pure transition."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.players import PLAYERS, StateBase, other
from tcgjudge.reference.core.tasks import Task

from .cards import CardDef

__all__ = [
    "PLAYERS",
    "Battle",
    "Card",
    "GameRandom",
    "GameState",
    "LoopPlan",
    "Player",
    "Result",
    "Trigger",
    "copy_state",
    "other",
]

PHASES = ("setup", "beginning", "bond", "deployment", "action", "end")  # 13.1.2, before it the setup (12.2)
ZONES = ("deck", "hand", "support", "retreat", "orbs", "bonds", "front", "back", "infinity")  # 6.2


@dataclass(slots=True)
class Card:
    """One physical card, or a unit: on the battlefield ``stack`` holds the cards under the top one, bottom first
    (14.2.1, 14.2.7). ``tapped`` is a unit's state (13.2.1.3, 17.1.2.1); ``main`` the Main Character status
    (12.2.1.1, 14.2.2.1); ``levelled`` and ``class_changed`` the card information a level up adds until the end of
    the turn (14.2.4, 14.2.5.1); ``face_up`` matters on the battlefield in the setup (12.2.1.1) and in the bond
    area (6.4.4.1)."""

    id: str
    card: str
    owner: str
    face_up: bool = True
    tapped: bool = False
    main: bool = False
    levelled: bool = False
    class_changed: bool = False
    stack: list[Card] = field(default_factory=list)
    destroyed: bool = False
    """18.5.1.2: destroyed in a battle, until the destruction check (9.3)."""
    used: list[int] = field(default_factory=list)
    """5.1.1.4: the usage limits recorded this turn, by skill index (19.1.4.1)."""

    def clone(self) -> Card:
        return Card(
            self.id,
            self.card,
            self.owner,
            self.face_up,
            self.tapped,
            self.main,
            self.levelled,
            self.class_changed,
            [c.clone() for c in self.stack] if self.stack else [],
            self.destroyed,
            list(self.used),
        )


def _cards(cards: list[Card]) -> list[Card]:
    return [c.clone() for c in cards]


@dataclass(slots=True)
class Player:
    """One player's nine zones (6.2, 6.3). ``deck`` and ``orbs`` top first; the others oldest first."""

    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    support: list[Card] = field(default_factory=list)
    retreat: list[Card] = field(default_factory=list)
    orbs: list[Card] = field(default_factory=list)
    bonds: list[Card] = field(default_factory=list)
    front: list[Card] = field(default_factory=list)
    back: list[Card] = field(default_factory=list)
    infinity: list[Card] = field(default_factory=list)
    mulliganed: bool = False
    """12.2.1.5.1.1: this player has redrawn the opening hand."""

    def clone(self) -> Player:
        return Player(
            _cards(self.deck),
            _cards(self.hand),
            _cards(self.support),
            _cards(self.retreat),
            _cards(self.orbs),
            _cards(self.bonds),
            _cards(self.front),
            _cards(self.back),
            _cards(self.infinity),
            self.mulliganed,
        )

    def zone(self, name: str) -> list[Card]:
        zone: list[Card] = getattr(self, name)
        return zone

    @property
    def units(self) -> list[Card]:
        """6.3.1: this player's units on the battlefield, front line first."""
        return [*self.front, *self.back]


@dataclass(frozen=True, slots=True)
class Battle:
    """18.2.1.3.2.1: the attacking and defending units, each side's battle power (18.3.1.8), whether a critical hit
    (18.4.1.2.1.1) and a godspeed evasion (18.4.1.4.1.1) were made."""

    attacker: str
    defender: str
    power: tuple[tuple[str, int], ...]
    critical: bool = False
    evasion: bool = False

    def power_of(self, player: str) -> int:
        return dict(self.power)[player]


@dataclass(frozen=True, slots=True)
class Trigger:
    """10.1.1: an automatic skill in the triggered state: its player, the card (id), the skill's index on it, how
    many times it is triggered (10.1.1.1) and the round of processing it triggered in (10.2.3.4: the newest round
    is chosen first)."""

    player: str
    card: str
    skill: int
    count: int
    round: int

    @property
    def key(self) -> str:
        return f"{self.card}#{self.skill}"


@dataclass(frozen=True, slots=True)
class LoopPlan:
    """24.3: a loop both players can stop: the state a loop unit starts from (``start``), the skill whose choice was
    asked there (``key``), the numbers of loop units chosen (turn player's first), who stops it (the smaller
    number's chooser), the loop units still to repeat and whether ``start`` was passed once already."""

    start: str
    key: str
    counts: tuple[tuple[str, int], ...] = ()
    stopper: str | None = None
    remaining: int = 0
    visited: bool = False


@dataclass(slots=True)
class Result:
    over: bool = False
    winner: str | None = None
    losers: tuple[str, ...] = ()
    draw: bool = False
    reason: str | None = None


class GameRandom(random.Random):
    """The game's seeded randomness (12.2.1.2, 12.2.1.3, 12.2.1.5.1, 11.3.1), copied with the state."""

    def copy(self) -> GameRandom:
        new = GameRandom()
        new.setstate(self.getstate())
        return new


@dataclass(slots=True)
class GameState(StateBase):
    pool: Mapping[str, CardDef]
    players: dict[str, Player]
    rng: GameRandom
    turn: int = 0
    turn_player: str | None = None
    first_player: str | None = None
    phase: str = "setup"
    pending: Pending | None = None
    tasks: list[Task] = field(default_factory=list)
    result: Result = field(default_factory=Result)
    spent: int = 0
    """15.1.2, 16.1.2: the running total of the costs paid in this deployment phase."""
    bonuses: dict[str, int] = field(default_factory=dict)
    """14.2.5.2: class change bonuses triggered and not yet processed (8.1), by unit id."""
    battle: Battle | None = None
    triggers: list[Trigger] = field(default_factory=list)
    """10.1.1: automatic skills in the triggered state, oldest first."""
    round: int = 0
    """10.2.3.4: bumped each time a triggered skill is carried out, so what it triggers is newer."""
    breaking: int = 0
    """9.3.1.2.3: orbs still to take for the destroyed Main Character being processed."""
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()
    log: list[dict[str, Any]] = field(default_factory=list)
    loop_seen: tuple[tuple[str, str, str, int], ...] = ()
    """24.1.1: the choices of a "you may" skill asked since the last player action: the state (loops.fingerprint),
    the player, the card number and the skill index."""
    loop_banned: frozenset[tuple[str, str, int]] = frozenset()
    """24.2.1: (player, card number, skill index) of the loops a player stopped and may not start again."""
    loop_plan: LoopPlan | None = None
    """24.3: the loop both players can stop being repeated as they chose."""
    events: tuple[tuple[str, str, int], ...] = ()
    """10.1.1.1.4, 10.1.1.1.5, 10.2.3.5: the events a hand's special skill waits for (event, the player whose hand
    watches it, the round it happened in) since the last check timing ended, for a card that reaches the hand later."""

    def definition(self, card: Card) -> CardDef:
        return self.pool[card.card]

    def unit_name(self, card: Card) -> str:
        return self.pool[card.card].unit


def copy_state(s: GameState) -> GameState:
    """A copy sharing only what is never mutated (the card pool, tasks, log entries, the pending decision)."""
    return GameState(
        pool=s.pool,
        players={p: pl.clone() for p, pl in s.players.items()},
        rng=s.rng.copy(),
        turn=s.turn,
        turn_player=s.turn_player,
        first_player=s.first_player,
        phase=s.phase,
        pending=s.pending,
        tasks=list(s.tasks),
        result=Result(s.result.over, s.result.winner, s.result.losers, s.result.draw, s.result.reason),
        spent=s.spent,
        bonuses=dict(s.bonuses),
        battle=s.battle,
        triggers=list(s.triggers),
        round=s.round,
        breaking=s.breaking,
        next_id=s.next_id,
        reserved_ids=s.reserved_ids,
        log=list(s.log),
        loop_seen=s.loop_seen,
        loop_banned=s.loop_banned,
        loop_plan=s.loop_plan,
        events=s.events,
    )


def turn_player(s: GameState) -> str:
    assert s.turn_player is not None
    return s.turn_player


def opponent(s: GameState) -> str:
    return other(turn_player(s))
