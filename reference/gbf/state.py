"""The game state: plain dataclasses, copied field by field for the pure transition."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.players import PLAYERS, StateBase, other
from tcgjudge.reference.core.tasks import Task

from .cards import CardDef

__all__ = [
    "PLAYERS",
    "Card",
    "GameState",
    "Player",
    "Result",
    "chip_total",
    "copy_state",
    "mod_total",
    "other",
]

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
    chips: tuple[str, ...] = ()
    """10-16-1: the chips on the card, by type (``atk+1``, ``hp-2``, ``rank+1`` modify it, 10-16-4-1; any other type
    is a mark only); removed when it changes zones (10-16-1-2). A tuple, as ``mods``: replaced, never changed, so a
    state's copies share it."""
    mods: tuple[tuple[str, str, int], ...] = ()
    """What resolved one-shot effects did to its values: (source card id, ``atk`` or ``hp``, amount), in the order
    received; a reset (10-15-1) or a negation of received effects (10-10-2-1) removes them."""

    def clone(self) -> Card:
        return Card(
            self.id,
            self.card,
            self.owner,
            self.active,
            self.face_up,
            self.incapacitated,
            [c.clone() for c in self.level] if self.level else [],
            self.chips,
            self.mods,
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
    chips: dict[str, list[str]] = field(default_factory=dict)
    """10-16-1, RR-chips: chips on the player's zones (not on a card), by zone key (``crew``, ``gauge``, ...).
    Decision (10-16-4-1, RR-chips: a chip modifies the card it is on): a zone's chips modify no card there."""

    def clone(self) -> Player:
        return Player(
            list(self.deck),  # shared cards: cloned as they leave (take)
            _cards(self.hand),
            list(self.gauge),  # shared cards: cloned as they leave or change (take, own)
            _cards(self.captain_deck),
            _cards(self.captains),
            _cards(self.crew),
            _cards(self.crystals),
            list(self.armor),  # shared cards: cloned as they leave (take)
            {zone: list(chips) for zone, chips in self.chips.items()},
        )

    def take(self, zone: list[Card], card: Card | None = None) -> Card:
        """Remove ``card`` (default: the top card) from a zone of shared cards (the deck, the armor, the gauge) and
        return it as this state's own object. A state's copies share those zones' card objects, so a card is
        cloned as it leaves, before anything changes it."""
        if card is None:
            return zone.pop(0).clone()
        zone.remove(card)
        return card.clone()

    def own(self, zone: list[Card], card: Card) -> Card:
        """``card``, replaced in its zone of shared cards by this state's own clone, to be changed in place."""
        mine = card.clone()
        zone[zone.index(card)] = mine
        return mine

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


@dataclass(slots=True)
class GameState(StateBase):
    pool: Mapping[str, CardDef]
    players: dict[str, Player]
    rng_state: tuple[Any, ...]
    """The seeded generator's state (5-2-1-3, 5-2-1-4): StateBase.shuffle, StateBase.choice."""
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
    resolving: str = ""
    """The id of the card whose effect is resolving (activated or waiting): the source of its damage (4-9-1-2)."""
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()
    log: list[dict[str, Any]] = field(default_factory=list)
    effects_used: frozenset[str] = frozenset()
    """10-5-1, 10-5-2: the once-per-turn effects activated this turn, as ``card id/effect index``."""
    shown: frozenset[str] = frozenset()
    """10-6-1: hidden cards revealed to every player for now; they stay in their zone (10-6-1-3-1)."""
    named_breaks: tuple[tuple[str, str], ...] = ()
    """9-4-2-3-1-1: armor breaks an effect named, waiting for the next checkpoint: (player, armor card id)."""
    loop_trail: tuple[tuple[str, str, bool], ...] = ()
    """11-1-1: the automatic effects resolved since the last free timing: (state fingerprint, master, optional)."""
    loop_cycle: frozenset[str] = frozenset()
    """11-1-1: the fingerprints of the loop being run to a named count."""
    loop_counts: tuple[tuple[str, int], ...] = ()
    """11-1-1-2, 11-1-1-3: the counts named so far, (player, count), the turn player's first."""
    loop_left: int = -1
    """Repetitions of the loop still to run for the player who stops it (-1: no loop is being run)."""
    loop_stopper: str | None = None
    """The player whose stopping choice ends the loop (11-1-1-2, 11-1-1-3: the lower count)."""
    loop_barred: frozenset[tuple[str, str]] = frozenset()
    """(player, fingerprint): that player may not choose to go on with the loop again in that state."""
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
        """The printed rank (none for a summon, 2-4-3), modified by the card's rank chips (10-16-4-1) and the crew
        area's continuous effects on it."""
        from .effects import zone_rank

        return (self.pool[card.card].rank or 0) + chip_total(card, "rank") + zone_rank(self, card)


CHIP = re.compile(r"^(?P<stat>hp|atk|rank)(?P<x>[+-]\d+)$")
"""10-16-4-1: the chip types that modify their card: HP, ATK or rank, plus or minus X."""


def chip_total(card: Card, stat: str) -> int:
    """10-16-4-1: each chip of ``stat`` on the card modifies that value by its X, every chip counting."""
    return sum(int(m["x"]) for chip in card.chips if (m := CHIP.match(chip)) and m["stat"] == stat)


def mod_total(card: Card, stat: str) -> int:
    """What resolved one-shot effects still give the card's ``stat`` (10-15-1, 10-10-2-1)."""
    return sum(amount for _, which, amount in card.mods if which == stat)


def copy_state(s: GameState) -> GameState:
    """A copy sharing only what is never mutated (the card pool, tasks, log entries, the pending decision)."""
    return GameState(
        pool=s.pool,
        players={p: pl.clone() for p, pl in s.players.items()},
        rng_state=s.rng_state,
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
        resolving=s.resolving,
        next_id=s.next_id,
        reserved_ids=s.reserved_ids,
        log=list(s.log),
        effects_used=s.effects_used,
        shown=s.shown,
        named_breaks=s.named_breaks,
        loop_trail=s.loop_trail,
        loop_cycle=s.loop_cycle,
        loop_counts=s.loop_counts,
        loop_left=s.loop_left,
        loop_stopper=s.loop_stopper,
        loop_barred=s.loop_barred,
        boosts=dict(s.boosts),
        trigger_atk=dict(s.trigger_atk),
        held=s.held,
    )


def turn_player(s: GameState) -> str:
    assert s.turn_player is not None
    return s.turn_player


def opponent(s: GameState) -> str:
    return other(turn_player(s))
