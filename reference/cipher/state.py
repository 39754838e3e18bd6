"""The game state: plain dataclasses, copied field by field for the pure transition."""

from __future__ import annotations

import dataclasses
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
    "Boost",
    "Card",
    "Choosing",
    "GameRandom",
    "GameState",
    "LoopPlan",
    "Player",
    "Result",
    "Trigger",
    "copy_state",
    "line_of",
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
    gained: list[str] = field(default_factory=list)
    """23.1.24.1: symbols this card gained "until this unit leaves the battlefield" (gone when it leaves or a card is
    stacked on it)."""
    uses: list[int] = field(default_factory=list)
    """21.2.2.13: the skills used this turn, an index each time (what a Legendary Item Skill counts)."""
    shared: bool = field(default=False, compare=False, repr=False)
    """Not game information: this object is also a card of another state's bonds or orbs (``Player.clone`` marks
    them), so it changes only through ``Player.own``."""

    def clone(self) -> Card:
        """A copy of every field (a field added to the class is added here too), the stack's cards cloned."""
        new = object.__new__(Card)  # the fields set directly: a state copy clones dozens of cards
        new.id, new.card, new.owner = self.id, self.card, self.owner
        new.face_up, new.tapped, new.main = self.face_up, self.tapped, self.main
        new.levelled, new.class_changed, new.destroyed = self.levelled, self.class_changed, self.destroyed
        new.stack = [c.clone() for c in self.stack] if self.stack else []
        new.used = self.used[:] if self.used else []
        new.gained = self.gained[:] if self.gained else []
        new.uses = self.uses[:] if self.uses else []
        new.shared = False
        return new


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
        """A copy whose deck, retreat area, orbs and bonds share their card objects with this one (see ``take``,
        ``own``): the deck's and the retreat area's cards only ever leave, so ``take`` clones them; the orbs' and
        the bonds' may change where they are, so both states' are marked ``shared``."""
        for card in self.orbs:
            card.shared = True
        for card in self.bonds:
            card.shared = True
        return Player(
            self.deck[:],  # shared cards: cloned as they leave (take)
            [c.clone() for c in self.hand],
            [c.clone() for c in self.support],
            self.retreat[:],  # shared cards: cloned as they leave (take)
            self.orbs[:],  # shared cards: cloned as they leave or change (take, own)
            self.bonds[:],  # shared cards: cloned as they change (own)
            [c.clone() for c in self.front],
            [c.clone() for c in self.back],
            [c.clone() for c in self.infinity],
            self.mulliganed,
        )

    def take(self, zone: list[Card], card: Card | None = None) -> Card:
        """Remove ``card`` (default: the top card) from the deck, the retreat area or the orbs and return it as this
        state's own object. A state's copies share those zones' card objects, which are never changed there in place
        (but through ``own``), so a card is cloned as it leaves, before anything changes it."""
        if card is None:
            return zone.pop(0).clone()
        zone.remove(card)
        return card.clone()

    def own(self, zone: list[Card], card: Card) -> Card:
        """``card`` of the orbs or the bonds as this state's own object, to be changed in place: a ``shared`` one is
        replaced in ``zone`` by a clone (once: the clone is not shared). Use the object returned from then on."""
        if not card.shared:
            return card
        index = next(i for i, c in enumerate(zone) if c is card)
        zone[index] = mine = card.clone()
        return mine

    def turn_bonds_down(self, n: int) -> list[Card]:
        """The ``n`` oldest face-up bonds (as many as there are) turned face down (a cost, 19.1.3, or an effect);
        the cards turned, this state's own."""
        flipped = [self.own(self.bonds, c) for c in [c for c in self.bonds if c.face_up][:n]]
        for bond in flipped:
            bond.face_up = False  # 6.4.3.1: a public card may be turned face down
        return flipped

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
    failing: tuple[str, ...] = ()
    """The players whose support an effect makes fail (18.3.1.4.4, 18.3.1.6.6), until it is applied."""
    attacker_range: tuple[int, ...] | None = None
    """The attacking unit's range as an effect changed it until the end of the battle (18.2.1.3.3.1)."""
    base: tuple[tuple[str, int], ...] = ()
    """Each battling unit's own power (``power.unit_power``) as the battle began: ``power`` follows its changes."""

    def power_of(self, player: str) -> int:
        return dict(self.power)[player]

    def base_of(self, player: str) -> int:
        return dict(self.base).get(player, 0)


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
class Boost:
    """A lasting change of power made by an effect (23.1.9, 23.1.10, 23.1.11): ``amount`` added to the unit ``card``
    (its top card's id: 23.1.18.1, the change goes with that card) or, with ``card`` None, to every unit of
    ``player`` (23.1.9.1); ``turn`` the turn it lasts to the end of (None: to the end of the game)."""

    player: str
    card: str | None
    amount: int
    turn: int | None


@dataclass(frozen=True, slots=True)
class Choosing:
    """An effect waiting for its player to choose cards (23.1.6, 23.1.7, 23.1.13, 23.1.14): what the chosen cards
    are for (``purpose``: ``to_hand``, ``destroy_orb``, ``grow``), the clause a count out of bounds breaks and the
    clause a card chosen twice breaks, and the cards shown meanwhile (23.1.4.1, 23.1.5.1)."""

    player: str
    purpose: str
    count_clause: str
    twice_clause: str
    shown: tuple[str, ...] = ()
    target: str | None = None
    """The unit the chosen cards are for (``grow``)."""


@dataclass(frozen=True, slots=True)
class NameChoice:
    """23.1.35, 23.1.36: ``player`` choosing ``count`` cards of different card names (``up_to``: or fewer) in the
    retreat area, ``chosen`` so far, to put into the hand."""

    player: str
    count: int
    up_to: bool
    chosen: tuple[str, ...] = ()


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
    """The game's seeded randomness (12.2.1.2, 12.2.1.3, 12.2.1.5.1, 11.3.1), shared by a state's copies
    until one of them draws from it (GameState.own_rng)."""

    def copy(self) -> GameRandom:
        new = GameRandom()
        new.setstate(self.getstate())
        return new

    def __repr__(self) -> str:
        """Its state's digest: a state's ``repr`` changes when its randomness is drawn from (adapter's purity check)."""
        return f"GameRandom({hash(self.getstate())})"


@dataclass(slots=True)
class GameState(StateBase):
    pool: Mapping[str, CardDef]
    players: dict[str, Player]
    rng: GameRandom
    """Read through ``own_rng``: a copy shares its source's until it draws."""
    rng_owned: bool = field(default=True, repr=False, compare=False)
    """False while ``rng`` may be another state's too (copy_state): ``own_rng`` copies it before it is drawn from."""
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
    source: str | None = None
    """The card whose skill's effect is being carried out (its "this unit", 21.1.1.2)."""
    boosts: tuple[Boost, ...] = ()
    """23.1.9, 23.1.10, 23.1.11: the lasting changes of power made by effects, oldest first."""
    shown: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """23.1.4.1, 23.1.5.1: cards being revealed or looked at, by id: the players who see them meanwhile."""
    choosing: Choosing | None = None
    """The effect waiting for a ``choose`` decision (23.1.6, 23.1.7, 23.1.14)."""
    stripped: tuple[tuple[str, int], ...] = ()
    """23.1.15.1: units (by id) that lost their skills, and the turn it lasts to the end of."""
    copies: tuple[tuple[str, str, int], ...] = ()
    """23.1.8.1: units (by id) whose power is a copy of a card number's printed power, until the end of a turn."""
    support_values: dict[str, int] = field(default_factory=dict)
    """23.1.16.1: support cards (by id) whose support power an effect set, to the number it had then."""
    second_bond: int = 0
    """23.1.26.1: 1 when a second bond phase was added this turn, 2 once it has begun (cleared at the turn's end)."""
    kept: tuple[str, ...] = ()
    """23.1.34.1.1: the units chosen so far to keep of three or more of one unit name allowed two."""
    name_choice: NameChoice | None = None
    """23.1.35, 23.1.36: the choice of different cards an effect is waiting for."""
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

    def own_rng(self) -> GameRandom:
        """The game's randomness, this state's own object to draw from (a copy shares it until then)."""
        if not self.rng_owned:
            self.rng, self.rng_owned = self.rng.copy(), True
        return self.rng

    def definition(self, card: Card) -> CardDef:
        """The card's information: its card number's, less the skills an effect made it lose (23.1.15.1)."""
        printed = self.pool[card.card]
        if printed.skills and any(cid == card.id and turn == self.turn for cid, turn in self.stripped):
            return dataclasses.replace(printed, skills=())
        return printed

    def unit_name(self, card: Card) -> str:
        return self.pool[card.card].unit


def line_of(s: GameState, card: Card) -> str | None:
    """The line a unit is in (None: it is no unit on the battlefield)."""
    pl = s.players[card.owner]
    for c in pl.front:  # plain loops: asked for every unit at every listing
        if c is card:
            return "front"
    for c in pl.back:
        if c is card:
            return "back"
    return None


def copy_state(s: GameState) -> GameState:
    """A copy sharing only what is never mutated (the card pool, tasks, log entries, the pending decision, the cards of
    the deck and the retreat area until they leave (Player.take), the randomness until either state draws (own_rng))."""
    s.rng_owned = False  # the source too: the copy may be a snapshot of a state that goes on (rules.carry_out)
    return GameState(
        pool=s.pool,
        players={p: pl.clone() for p, pl in s.players.items()},
        rng=s.rng,
        rng_owned=False,
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
        source=s.source,
        boosts=s.boosts,
        shown=dict(s.shown),
        choosing=s.choosing,
        stripped=s.stripped,
        copies=s.copies,
        support_values=dict(s.support_values),
        second_bond=s.second_bond,
        kept=s.kept,
        name_choice=s.name_choice,
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
