"""The whole game state as plain dataclasses (zones of chapter 17, lanes of 18, cores of 07).

Cores are counters, never objects: wherever the text puts cores (the core zone's active and
exhausted areas 07-2, the master 25-6, a lord 32-5, a wait zone 25-8/28-1) the state holds a count.
Every step works on a copy (:func:`copy_state`), so an illegal action never touches the caller's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.decisions import Pending
from ..core.players import PLAYERS, StateBase, other
from ..core.tasks import Task
from ..data_copy import copy_data
from .cards import WAIT_ZONES, CardDef, CardPool

__all__ = ["PLAYERS", "Pending", "Task", "other"]  # re-exported: the engine's modules import them from here

LANES = ("left", "centre", "right")  # 17-11, seen from the lane's owner
MAX_LIFE = 20  # 08-3, 08-4
STANDBY_SLOTS = 2  # 17-17


Problem = tuple[str, str] | None
"""Why an action or a choice is not allowed: (the clause, a message), or None when it is."""


@dataclass(frozen=True, slots=True)
class Hit:
    """``amount`` damage to ``player``'s unit ``card`` (the master included), dealt by ``source`` (11-1)."""

    player: str
    card: str
    amount: int
    source: str
    kind: str = "battle"  # 11-1: "battle" or "effect"
    source_player: str | None = None  # the dealer's owner and keywords, when it may have left the field (39-10)
    source_keywords: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A card outside the field (deck, hand, wait zones, standby, exclusion, play zone); replaced, never
    changed, so a state's copy shares it.

    ``face_down`` means the reversed state (16-3) in the public wait, standby and play zones,
    a face-down exclusion (17-18) in the exclusion zone, and nothing in the deck or hand (16-3f).
    """

    id: str
    card: str
    face_down: bool = False


@dataclass(slots=True)
class Unit:
    """A minion or lord on the field (21-1): state 16-2/16-3, damage 11-3, cores 32-5.

    ``placed_this_turn``: it was put on the field this turn, so 29-1 gave it the incapacitated state (until
    the end phase). Whether it is incapacitated *now* also depends on Haste, a continuous effect read whenever
    it matters (29-2, 39-1): :func:`stats.incapacitated`.
    """

    id: str
    card: str
    exhausted: bool = False
    reversed: bool = False
    damage: int = 0
    placed_this_turn: bool = False
    cores: int = 0


@dataclass(slots=True)
class Master:
    """The master card in the master area (17-13): mode (20-1), cores on it (25-6), active/exhausted (16-2)."""

    id: str
    card: str
    mode: str = "normal"  # "normal" | "awakened"
    cores: int = 0
    exhausted: bool = False


@dataclass(slots=True)
class WaitZone:
    """One wait zone of the timeline (17-16): cards in the order they arrived, and cores."""

    cards: list[Card] = field(default_factory=list)
    cores: int = 0


@dataclass(slots=True)
class Grant:
    """An effect given to a unit until the end of the turn (20-3c Assault); ends when it leaves (21-4)."""

    target: str
    keyword: str
    controller: str


@dataclass(slots=True)
class PlayerState:
    """One player's zones (chapter 17) and the flags the end-of-game check reads (24-2, 24-3)."""

    master: Master
    deck: list[Card] = field(default_factory=list)  # top first (17-8)
    hand: list[Card] = field(default_factory=list)  # 17-9
    lanes: dict[str, Unit | None] = field(default_factory=lambda: dict.fromkeys(LANES))  # 17-11
    lord: Unit | None = None  # 17-14
    waits: list[WaitZone] = field(default_factory=lambda: [WaitZone() for _ in WAIT_ZONES])  # 17-16: read ``wait``
    standby: list[Card] = field(default_factory=list)  # 17-17, at most 2
    exclusion: list[Card] = field(default_factory=list)  # 17-18, in the order they arrived
    play: list[Card] = field(default_factory=list)  # 17-19 / 32-2, empty between actions
    core_active: int = 0  # 07-2
    core_exhausted: int = 0
    life: int = MAX_LIFE  # 08-3
    mp: int = 0  # 07-5: master points not yet spent (vanish in the end phase, 26-7)
    drew_from_empty: bool = False  # 24-3b
    effect_win: bool = False  # 24-2c (a ``win`` step)
    effect_lose: bool = False  # 24-3c (a ``lose`` step)
    waits_shared: bool = field(default=False, compare=False, repr=False)  # ``waits`` is shared with another copy

    @property
    def wait(self) -> list[WaitZone]:
        """17-16: the wait zones, [0] is I, ready to be changed.

        A state's copy shares the wait zones (they change about once a turn, 28-1) until either side asks for
        them here: copy on write. Only a reader that changes nothing reads ``waits`` itself (the observation).
        """
        if self.waits_shared:
            self.waits = [WaitZone(w.cards.copy(), w.cores) for w in self.waits]
            self.waits_shared = False
        return self.waits

    @wait.setter
    def wait(self, zones: list[WaitZone]) -> None:
        self.waits = zones
        self.waits_shared = False

    def cores_for_win(self) -> int:
        """24-2b: cores in the core zone plus the leader zone (the master and the lord)."""
        lord = self.lord.cores if self.lord is not None else 0
        return self.core_active + self.core_exhausted + self.master.cores + lord


@dataclass(frozen=True, slots=True)
class Result:
    """How the game ended (chapter 24): never a draw, so an ended game has one winner and one loser."""

    over: bool = False
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    reason: str | None = None


@dataclass(slots=True)
class Modifier:
    """A temporary effect on a unit (35-10): +X/+Y (38-5) and/or a keyword (38-10), ``until`` ``turn`` or ``field``."""

    target: str
    atk: int = 0
    hp: int = 0
    keyword: str | None = None
    until: str = "turn"
    cannot: str | None = None  # a prohibition (01-3): the act the unit may not do, e.g. "attack"


@dataclass(slots=True)
class Occurrence:
    """A triggered effect checked and waiting to resolve (37-2): ability ``ability`` of ``card``, owner ``owner``."""

    card: str
    owner: str
    ability: int


@dataclass(slots=True)
class Chain:
    """A chain of sequences (37-7): the changes it has seen, which of them each ability has used (37-3),
    the checked effects waiting to resolve (a stack of per-card lists) and the cards deployed by effects (37-6b)."""

    changes: list[tuple[int, dict[str, Any]]] = field(default_factory=list)  # (batch, log entry)
    used: set[tuple[str, int, int]] = field(default_factory=set)  # (card, ability, change index)
    waiting: list[list[Occurrence]] = field(default_factory=list)
    deployed: list[str] = field(default_factory=list)
    batches: int = 0


@dataclass(slots=True)
class TextState:
    """What card text adds to the game state (chapters 35-38)."""

    open_sequences: int = 0  # sequences being resolved (37-5: no trigger check meanwhile)
    log_seen: int = 0  # log entries already read for trigger checks (37-2)
    chain: Chain | None = None
    action_card: str | None = None  # the card of the main-phase action in progress (37-6a)
    modifiers: list[Modifier] = field(default_factory=list)  # temporary effects (35-10)
    static: list[Modifier] = field(default_factory=list)  # continuous effects as last applied (35-12)
    used_once: set[tuple[int, str, int]] = field(default_factory=set)  # (turn, card, ability): 36-4b
    unlocks: list[tuple[str, str]] = field(default_factory=list)  # (player, card) unlocked after the sequence (38-17)
    master_atk: dict[str, int] = field(default_factory=dict)  # master id -> its ATK in a battle by effect (38-9)
    replacing: list[tuple[str, int, str]] = field(default_factory=list)  # (card, ability, affected card): 38-16


@dataclass(slots=True)
class GameState(StateBase):
    """The whole game; core functions mutate one of these, always a copy (see :func:`copy_state`).

    ``pending``: the decision the game waits for (always the turn player's once the game has begun, 01-8);
    ``tasks``: the work stack (``tasks``: one frozen dataclass per kind, shared by copies)."""

    cards: CardPool
    players: dict[str, PlayerState]
    rng_state: tuple[Any, ...]  # the seeded generator's state: StateBase.shuffle, StateBase.choice (25-4, 25-7)
    turn: int = 0
    turn_player: str | None = None
    first_player: str | None = None
    phase: str = "setup"  # setup | start | core | draw | main | end
    pending: Pending | None = None
    result: Result = field(default_factory=Result)
    log: list[dict[str, Any]] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)  # a stack: the last task runs next
    grants: list[Grant] = field(default_factory=list)
    next_id: int = 0
    reserved_ids: frozenset[str] = frozenset()
    text: TextState = field(default_factory=lambda: TextState())  # card text in play (chapters 35-38)

    def card_def(self, card: str) -> CardDef:
        try:  # asked several times per action: the pool's dict first, its error (CardPool.get) otherwise
            return self.cards.by_id[card]
        except (KeyError, TypeError):
            return self.cards.get(card)

    def units(self, player: str) -> list[Unit]:
        """The player's minions (left to right) and lord."""
        ps = self.players[player]
        lanes = ps.lanes
        out = [u for lane in LANES if (u := lanes[lane]) is not None]
        if ps.lord is not None:
            out.append(ps.lord)
        return out

    def find_unit(self, player: str, cid: str) -> tuple[str, Unit] | None:
        """(area, unit) of the player's minion or lord ``cid``; area is a lane name or ``lord``."""
        ps = self.players[player]
        lanes = ps.lanes
        for lane in LANES:
            u = lanes[lane]
            if u is not None and u.id == cid:
                return lane, u
        if ps.lord is not None and ps.lord.id == cid:
            return "lord", ps.lord
        return None


# Field by field (the classes have slots): a copy per step is the engine's largest fixed cost. Frozen
# values (the card pool, Result, tuples) are shared; so are log entries, never changed once emitted.
# tests/test_legions_copy.py checks that a copy is equal and shares nothing that changes.


def copy_state(s: GameState) -> GameState:
    """An independent copy of ``s`` for a pure transition (the card pool and the log entries are shared)."""
    players = s.players
    pending = s.pending
    return GameState(
        s.cards,
        {p: _copy_player(ps) for p, ps in players.items()},
        s.rng_state,
        s.turn,
        s.turn_player,
        s.first_player,
        s.phase,
        None if pending is None else _copy_pending(pending),
        s.result,
        s.log.copy(),
        s.tasks.copy(),  # frozen tasks: shared
        [Grant(g.target, g.keyword, g.controller) for g in s.grants] if s.grants else [],
        s.next_id,
        s.reserved_ids,
        _copy_text(s.text),
    )


def _copy_pending(p: Pending) -> Pending:
    options = p.options
    return Pending(p.player, p.kind, p.prompt, copy_data(options) if options else [], p.min, p.max, p.source, p.then)


# Cards are frozen, so a zone's copy is a new list of the same cards; calls are inlined below (hot path).


def _copy_player(ps: PlayerState) -> PlayerState:
    ps.waits_shared = True  # copy on write, on both sides (a flag, not part of the state's value)
    m = ps.master
    lord = ps.lord
    return PlayerState(
        Master(m.id, m.card, m.mode, m.cores, m.exhausted),
        ps.deck.copy(),
        ps.hand.copy(),
        {
            lane: None
            if u is None
            else Unit(u.id, u.card, u.exhausted, u.reversed, u.damage, u.placed_this_turn, u.cores)
            for lane, u in ps.lanes.items()
        },
        None
        if lord is None
        else Unit(lord.id, lord.card, lord.exhausted, lord.reversed, lord.damage, lord.placed_this_turn, lord.cores),
        ps.waits,  # shared until either copy changes them (``PlayerState.wait``)
        ps.standby.copy(),
        ps.exclusion.copy(),
        ps.play.copy(),
        ps.core_active,
        ps.core_exhausted,
        ps.life,
        ps.mp,
        ps.drew_from_empty,
        ps.effect_win,
        ps.effect_lose,
        True,
    )


def _copy_modifiers(modifiers: list[Modifier]) -> list[Modifier]:
    return [Modifier(m.target, m.atk, m.hp, m.keyword, m.until, m.cannot) for m in modifiers]


def _copy_text(t: TextState) -> TextState:
    chain = t.chain
    return TextState(
        t.open_sequences,
        t.log_seen,
        None
        if chain is None
        else Chain(
            copy_data(chain.changes),
            set(chain.used),
            [[Occurrence(o.card, o.owner, o.ability) for o in stack] for stack in chain.waiting],
            list(chain.deployed),
            chain.batches,
        ),
        t.action_card,
        _copy_modifiers(t.modifiers) if t.modifiers else [],
        _copy_modifiers(t.static) if t.static else [],
        t.used_once.copy(),
        t.unlocks.copy(),
        t.master_atk.copy(),
        t.replacing.copy(),
    )
