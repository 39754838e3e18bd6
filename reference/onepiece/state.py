"""Game state as plain dataclasses (zones of chapter 3, turn data of chapter 6).

Every step works on a copy (:func:`copy_state`), so the classes have slots and what a step
copies is kept small: cards outside the field, modifiers, waiting automatic effects and the
result are frozen (changed by replacing them) and shared between copies, like the card
definitions and the log entries, which are never mutated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.decisions import Pending
from ..core.players import PLAYERS, StateBase, other
from ..core.tasks import Task
from ..data_copy import copy_data
from .cards import CardDef, CardPool

__all__ = ["PLAYERS", "Pending", "Task", "other"]  # the core's, used through this module by the others


@dataclass(frozen=True, slots=True)
class Card:
    """A card instance in a hidden or stacked zone (deck, hand, trash, life); replaced, never mutated."""

    id: str
    card: str
    face_up: bool = False
    shown_to: tuple[str, ...] = ()  # players who see it beyond its area's rule (11-2, 11-3)


@dataclass(slots=True)
class FieldCard:
    """A card in the leader, character or stage area (4-4: active or rested)."""

    id: str
    card: str
    rested: bool = False
    don: int = 0
    played_turn: bool = False


@dataclass(slots=True)
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


@dataclass(frozen=True, slots=True)
class Modifier:
    """A continuous effect created by a resolved effect: power, keyword or prohibition."""

    kind: str
    target: str
    duration: str
    controller: str
    amount: int = 0
    keyword: str = ""
    what: str = ""


@dataclass(slots=True)
class Battle:
    """The battle in progress (chapter 7)."""

    attacker: str
    target: str
    original_target: str
    step: str
    attacking_player: str
    blocker: str | None = None
    blocker_used: bool = False


@dataclass(frozen=True, slots=True)
class Triggered:
    """An automatic effect whose timing was met and which waits to be activated (8-1-3-1)."""

    id: str
    player: str
    source: str
    card: str
    ability: int
    timing: str
    zone_checked: bool = True


@dataclass(frozen=True, slots=True)
class Result:
    """How the game ended (1-2-1); replaced once, when it ends."""

    over: bool = False
    winner: str | None = None
    losers: tuple[str, ...] = ()
    draw: bool = False
    reason: str | tuple[str, ...] | None = None


@dataclass(slots=True)
class GameState(StateBase):
    """The whole game. The core functions take and mutate one of these (on a copy)."""

    cards: CardPool
    players: dict[str, PlayerState]
    rng_state: tuple[Any, ...]  # shuffles (3-2-4, 5-2-1-2) and random choices: StateBase.shuffle, StateBase.choice
    turn: int = 0
    turn_player: str | None = None
    first_player: str | None = None
    phase: str = "setup"
    battle: Battle | None = None
    modifiers: list[Modifier] = field(default_factory=list)
    pending: Pending | None = None
    result: Result = field(default_factory=Result)
    log: list[dict[str, Any]] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)  # a stack of frozen tasks (tasks.py): the last runs next
    new_triggers: list[Triggered] = field(default_factory=list)
    trigger_batches: list[list[Triggered]] = field(default_factory=list)
    once_used: set[str] = field(default_factory=set)
    effect_done: bool = False  # 4-10-1: whether the last effect performed was carried out
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()  # ids a declared setup gave its cards
    ask_forced: bool = False  # ask decisions whose only answer is to pass (docs/protocol.md, "Forced decisions")

    # -- ids (3-1-6: a card leaving the field is a new card) and log: StateBase.new_id, StateBase.emit

    # -- lookups ---------------------------------------------------------
    def card_def(self, number: str) -> CardDef:
        return self.cards.by_number[number]

    def field_cards(self, player: str) -> list[FieldCard]:
        ps = self.players[player]
        out: list[FieldCard] = []
        if ps.leader is not None:
            out.append(ps.leader)
        out.extend(ps.characters)
        if ps.stage is not None:
            out.append(ps.stage)
        return out

    def field_entries(self) -> list[tuple[str, str, FieldCard]]:
        """(owner, area, card) of every card on the field, in the order :meth:`find_field` looks."""
        out: list[tuple[str, str, FieldCard]] = []
        for p in PLAYERS:
            ps = self.players[p]
            if ps.leader is not None:
                out.append((p, "leader", ps.leader))
            out.extend((p, "character", c) for c in ps.characters)
            if ps.stage is not None:
                out.append((p, "stage", ps.stage))
        return out

    def find_field(self, cid: str) -> tuple[str, str, FieldCard] | None:
        """(owner, area, card) for a card on the field, area in leader/character/stage."""
        for p in PLAYERS:
            ps = self.players[p]
            fc = ps.leader
            if fc is not None and fc.id == cid:
                return p, "leader", fc
            for c in ps.characters:
                if c.id == cid:
                    return p, "character", c
            fc = ps.stage
            if fc is not None and fc.id == cid:
                return p, "stage", fc
        return None

    def find_in(self, player: str, zone: str, cid: str) -> Card | None:
        for c in getattr(self.players[player], zone):
            if c.id == cid:
                assert isinstance(c, Card)
                return c
        return None

    def replace_cards(self, ids: set[str], change: Callable[[Card], Card]) -> None:
        """Replace every card of a stack (hand, deck, life, trash) whose id is in ``ids`` by ``change(card)``."""
        for p in PLAYERS:
            ps = self.players[p]
            for zone in (ps.hand, ps.deck, ps.life, ps.trash):
                for i, c in enumerate(zone):
                    if c.id in ids:
                        zone[i] = change(c)

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


# -- copying ------------------------------------------------------------------------------------
# Field by field (the classes have slots): a copy per step is the engine's largest fixed cost.
# Frozen dataclasses (Card, Modifier, Triggered, Result, the card pool) are shared; so are log
# entries, never mutated once emitted. tests/reference_onepiece/test_op_copy.py checks every field
# of every class: kept equal, and no mutable value shared.


def copy_state(s: GameState) -> GameState:
    """An independent copy of ``s`` for a pure transition (card definitions and log entries are shared)."""
    return GameState(
        s.cards,
        {p: _copy_player(ps) for p, ps in s.players.items()},
        s.rng_state,
        s.turn,
        s.turn_player,
        s.first_player,
        s.phase,
        None if s.battle is None else _copy_battle(s.battle),
        list(s.modifiers),
        None if s.pending is None else _copy_pending(s.pending),
        s.result,
        list(s.log),
        list(s.tasks),  # frozen: shared
        list(s.new_triggers),
        [list(b) for b in s.trigger_batches],
        set(s.once_used),
        s.effect_done,
        s.next_id,
        s.reserved_ids,
        s.ask_forced,
    )


def _copy_player(ps: PlayerState) -> PlayerState:
    return PlayerState(
        None if ps.leader is None else _copy_field_card(ps.leader),
        [_copy_field_card(fc) for fc in ps.characters],
        None if ps.stage is None else _copy_field_card(ps.stage),
        list(ps.hand),
        list(ps.deck),
        list(ps.trash),
        list(ps.life),
        ps.don_deck,
        ps.don_active,
        ps.don_rested,
        ps.damaged_at_zero,
    )


def _copy_field_card(fc: FieldCard) -> FieldCard:
    return FieldCard(fc.id, fc.card, fc.rested, fc.don, fc.played_turn)


def _copy_battle(b: Battle) -> Battle:
    return Battle(b.attacker, b.target, b.original_target, b.step, b.attacking_player, b.blocker, b.blocker_used)


def _copy_pending(p: Pending) -> Pending:
    options = copy_data(p.options) if p.options else []  # most decisions (main, counter) have neither
    return Pending(p.player, p.kind, p.prompt, options, p.min, p.max, p.source, p.then)  # ``then`` is frozen
