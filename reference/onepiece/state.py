"""Game state as plain dataclasses (zones of chapter 3, turn data of chapter 6)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from .cards import CardDef

PLAYERS = ("p1", "p2")


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


@dataclass
class Card:
    """A card instance in a hidden or stacked zone (deck, hand, trash, life)."""

    id: str
    card: str
    face_up: bool = False
    shown_to: list[str] = field(default_factory=list)  # players who see it beyond its area's rule (11-2, 11-3)


@dataclass
class FieldCard:
    """A card in the leader, character or stage area (4-4: active or rested)."""

    id: str
    card: str
    rested: bool = False
    don: int = 0
    played_turn: bool = False


@dataclass
class PlayerState:
    """One player's zones (3-1-1) and loss-condition flag (1-2-2-1)."""

    leader: FieldCard | None = None
    characters: list[FieldCard] = field(default_factory=list)
    stage: FieldCard | None = None
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    trash: list[Card] = field(default_factory=list)
    life: list[Card] = field(default_factory=list)
    don_deck: int = 10
    don_active: int = 0
    don_rested: int = 0
    damaged_at_zero: bool = False


@dataclass
class Modifier:
    """A continuous effect created by a resolved effect: power, keyword or prohibition."""

    kind: str
    target: str
    duration: str
    controller: str
    amount: int = 0
    keyword: str = ""
    what: str = ""


@dataclass
class Battle:
    """The battle in progress (chapter 7)."""

    attacker: str
    target: str
    original_target: str
    step: str
    attacking_player: str
    blocker: str | None = None
    blocker_used: bool = False


@dataclass
class Pending:
    """The decision the game waits for."""

    player: str
    kind: str
    prompt: str = ""
    options: list[Any] = field(default_factory=list)
    min: int = 0
    max: int = 0
    source: str | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Task:
    """A continuation on the work stack; ``hold`` tasks keep new automatic effects waiting (8-6)."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    hold: bool = False


@dataclass
class Triggered:
    """An automatic effect whose timing was met and which waits to be activated (8-1-3-1)."""

    id: str
    player: str
    source: str
    card: str
    ability: int
    timing: str
    zone_checked: bool = True


@dataclass
class Result:
    over: bool = False
    winner: str | None = None
    losers: list[str] = field(default_factory=list)
    draw: bool = False
    reason: str | list[str] | None = None


@dataclass
class GameState:
    """The whole game. The core functions take and mutate one of these (on a copy)."""

    cards: dict[str, CardDef]
    players: dict[str, PlayerState]
    rng: random.Random
    turn: int = 0
    turn_player: str | None = None
    first_player: str | None = None
    phase: str = "setup"
    battle: Battle | None = None
    modifiers: list[Modifier] = field(default_factory=list)
    pending: Pending | None = None
    result: Result = field(default_factory=Result)
    log: list[dict[str, Any]] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)
    new_triggers: list[Triggered] = field(default_factory=list)
    trigger_batches: list[list[Triggered]] = field(default_factory=list)
    once_used: set[str] = field(default_factory=set)
    effect_done: bool = False  # 4-10-1: whether the last effect performed was carried out
    next_id: int = 0
    used_ids: set[str] = field(default_factory=set)

    # -- ids -------------------------------------------------------------
    def new_id(self, owner: str) -> str:
        """A fresh card-instance id (3-1-6: a card leaving the field is a new card)."""
        while True:
            self.next_id += 1
            cid = f"{owner}-{self.next_id}"
            if cid not in self.used_ids:
                self.used_ids.add(cid)
                return cid

    def emit(self, name: str, /, **fields: Any) -> None:
        self.log.append({"event": name, **fields})

    # -- lookups ---------------------------------------------------------
    def card_def(self, number: str) -> CardDef:
        return self.cards[number]

    def field_cards(self, player: str) -> list[FieldCard]:
        ps = self.players[player]
        out: list[FieldCard] = []
        if ps.leader is not None:
            out.append(ps.leader)
        out.extend(ps.characters)
        if ps.stage is not None:
            out.append(ps.stage)
        return out

    def find_field(self, cid: str) -> tuple[str, str, FieldCard] | None:
        """(owner, area, card) for a card on the field, area in leader/character/stage."""
        for p in PLAYERS:
            ps = self.players[p]
            if ps.leader is not None and ps.leader.id == cid:
                return p, "leader", ps.leader
            for c in ps.characters:
                if c.id == cid:
                    return p, "character", c
            if ps.stage is not None and ps.stage.id == cid:
                return p, "stage", ps.stage
        return None

    def find_in(self, player: str, zone: str, cid: str) -> Card | None:
        for c in getattr(self.players[player], zone):
            if c.id == cid:
                assert isinstance(c, Card)
                return c
        return None

    def owner_of(self, cid: str) -> str | None:
        f = self.find_field(cid)
        if f is not None:
            return f[0]
        for p in PLAYERS:
            ps = self.players[p]
            for zone in (ps.hand, ps.deck, ps.trash, ps.life):
                if any(c.id == cid for c in zone):
                    return p
        return None

    def illegal(self, clause: str, message: str) -> IllegalActionError:
        return IllegalActionError(clause, message)
