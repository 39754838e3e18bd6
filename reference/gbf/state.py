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

__all__ = ["PLAYERS", "Card", "GameRandom", "GameState", "Player", "Result", "copy_state", "other"]

PHASES = ("setup", "start", "main", "battle", "burst")  # 6-1-1: start, main, battle, burst (no end phase)


@dataclass(slots=True)
class Card:
    """One physical card in a zone. ``active`` is its display (4-7-1) where it has one; ``face_up`` matters in
    the ougi gauge (3-4-1-2); ``level`` holds a crew's face-down level cards, oldest first (3-6-3-1, 10-4-3-3);
    ``incapacitated`` marks a captain that is (1-2-2-1)."""

    id: str
    card: str
    owner: str
    active: bool = True
    face_up: bool = True
    incapacitated: bool = False
    level: list[Card] = field(default_factory=list)

    def clone(self) -> Card:
        return Card(
            self.id,
            self.card,
            self.owner,
            self.active,
            self.face_up,
            self.incapacitated,
            [c.clone() for c in self.level] if self.level else [],
        )


def _cards(cards: list[Card]) -> list[Card]:
    return [c.clone() for c in cards]


@dataclass(slots=True)
class Player:
    """One player's zones (chapter 3). Stacks: ``deck`` and ``armor`` top first; ``gauge``, ``captains``,
    ``crystals`` oldest first (the last is on top); ``captain_deck`` the face-down captain deck (3-5-1);
    ``captains`` the face-up captain cards, the last one in play (10-2-1-1)."""

    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    gauge: list[Card] = field(default_factory=list)
    captain_deck: list[Card] = field(default_factory=list)
    captains: list[Card] = field(default_factory=list)
    crew: list[Card] = field(default_factory=list)
    crystals: list[Card] = field(default_factory=list)
    armor: list[Card] = field(default_factory=list)

    def clone(self) -> Player:
        return Player(
            _cards(self.deck),
            _cards(self.hand),
            _cards(self.gauge),
            _cards(self.captain_deck),
            _cards(self.captains),
            _cards(self.crew),
            _cards(self.crystals),
            _cards(self.armor),
        )

    @property
    def captain(self) -> Card | None:
        """The captain in play: the top face-up card of the captain area (10-2-1-1)."""
        return self.captains[-1] if self.captains else None


@dataclass(frozen=True, slots=True)
class Battle:
    """7-1: the attack cards (the first attacked, the others pursued, 7-2-1-3-2-1) and the battle opponent."""

    attackers: tuple[str, ...]
    target: str


@dataclass(slots=True)
class Result:
    over: bool = False
    winner: str | None = None
    losers: tuple[str, ...] = ()
    draw: bool = False
    reason: str | None = None


class GameRandom(random.Random):
    """The game's seeded randomness (5-2-1-3, 5-2-1-4), copied with the state."""

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
    used: frozenset[str] = frozenset()
    """Once-per-turn actions the turn player has taken this turn (6-3-1-2-4, 6-3-1-2-5)."""
    charged: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Cards whose charge attack fired this turn (2-6-1-1-3), with the ATK and HP it gives them (2-6-1-1-2)."""
    battle: Battle | None = None
    battle_step: str = "attack"
    """The battle phase's step: ``attack`` (7-2) or ``counter`` (7-3); the damage step runs without a decision."""
    due_breaks: dict[str, int] = field(default_factory=dict)
    """Armor breaks waiting for the next checkpoint, by player (9-4-2-2)."""
    due_refills: dict[str, int] = field(default_factory=dict)
    """Crew replenishments waiting for the next checkpoint, by player (9-4-3-2)."""
    revealed: dict[str, Card] = field(default_factory=dict)
    """An armor card turned face up whose fate its owner is deciding (9-4-2-3-2), by player."""
    waiting: tuple[tuple[str, str, str, int], ...] = ()
    """8-7-2: automatic effects on standby, once per time triggered (8-7-2-1), in the order triggered: (master,
    card id, card number, effect index)."""
    last_known: dict[str, int] = field(default_factory=dict)
    """8-11-1: the ATK a crew had when it last was in the crew area, by card id (8-7-4-1-2)."""
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()
    log: list[dict[str, Any]] = field(default_factory=list)
    boosts: dict[str, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    """ATK bonuses lasting until their master's next turn begins (6-2-1), by card id: (N, master); dropped when the
    card leaves the captain or crew area (8-9-2)."""
    trigger_atk: dict[str, int] = field(default_factory=dict)
    """8-7-4-1: the ATK an ``enters`` trigger of a card reads, taken in the zone 8-7-4-1 names as it entered."""
    held: tuple[Any, ...] | None = None
    """An event waiting for its master's choice of replacement effects (8-10-2): (``damage``, card id, amount,
    kind, sources) or (``incapacitation``, card id)."""

    def definition(self, card: Card) -> CardDef:
        return self.pool[card.card]

    def rank(self, card: Card) -> int:
        return self.pool[card.card].rank or 0


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
        used=s.used,
        charged=dict(s.charged),
        battle=s.battle,
        battle_step=s.battle_step,
        due_breaks=dict(s.due_breaks),
        due_refills=dict(s.due_refills),
        revealed={p: c.clone() for p, c in s.revealed.items()},
        waiting=s.waiting,
        last_known=dict(s.last_known),
        next_id=s.next_id,
        reserved_ids=s.reserved_ids,
        log=list(s.log),
        boosts=dict(s.boosts),
        trigger_atk=dict(s.trigger_atk),
        held=s.held,
    )


def turn_player(s: GameState) -> str:
    assert s.turn_player is not None
    return s.turn_player


def opponent(s: GameState) -> str:
    return other(turn_player(s))
