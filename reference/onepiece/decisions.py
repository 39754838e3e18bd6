"""What finishes a pending decision: one frozen continuation per way, carried in ``Pending.then``.

A ``decide`` (yes/no) or ``select`` (cards) decision is asked for many reasons; the continuation says
which and holds what the answer needs. Each is finished by the handler registered for it in
:data:`CONTINUATIONS` (``@CONTINUATIONS.handles(Kind)``, called with the state, the continuation and the answer).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..core.decisions import Continuation
from ..core.tasks import Handlers
from .cards import Effect
from .tasks import Ko

if TYPE_CHECKING:
    from .state import GameState

CONTINUATIONS: Handlers[GameState] = Handlers("onepiece continuations")


class Decision(StrEnum):
    """The kinds of decision the game waits for (``pending.kind`` of the observation, docs/onepiece-data.md);
    ``actions.DECISION_CLAUSE`` names the clause that governs each, ``actions.ANSWERS`` the actions answering it."""

    CHOOSE_TURN_ORDER = "choose_turn_order"  # 5-2-1-5: go first or second
    REDRAW = "redraw"  # 5-2-1-6: redraw the opening hand or keep it
    MAIN = "main"  # 6-5-2: a main-phase action
    BLOCK = "block"  # 7-1-2-1: block with a Blocker or not
    COUNTER = "counter"  # 7-1-3-2: use counters or pass
    TRIGGER = "trigger"  # 10-1-5-1: activate a life card's [Trigger] or not
    TRASH_CHARACTER = "trash_character"  # 3-7-6-1: the character trashed to make room
    SELECT = "select"  # 8-4-4: cards to choose (``then`` says what for)
    RETURN_DON = "return_don"  # 8-3-1-6: the DON!! returned
    DECIDE = "decide"  # 8-1-2: yes or no (``then`` says to what)
    CHOOSE_EFFECT = "choose_effect"  # 8-1-3-2: the automatic effect activated next
    ORDER = "order"  # 3-1-7: the order of cards placed at once


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement ability that may apply (8-1-3-5): ``ability`` of ``source`` (card ``card``), ``player``'s."""

    player: str
    source: str
    card: str
    ability: int
    key: str  # ability_key(source, ability): [Once Per Turn] (10-2-13-3) and declined replacements


# -- decide: accept or not -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resolve(Continuation):
    """8-1-3-1: activate the optional (or costed) automatic ability ``ability`` of ``source``?"""

    player: str
    source: str
    card: str
    ability: int


@dataclass(frozen=True, slots=True)
class ReplaceKo(Continuation):
    """8-1-3-5: use the replacement ``cand`` instead of the K.O. ``ko``?"""

    ko: Ko
    cand: Candidate


@dataclass(frozen=True, slots=True)
class ReplaceCost(Continuation):
    """8-3-1-7: use the replacement ``cand`` instead of paying the cost of ``source``'s ``ability``?"""

    player: str
    source: str
    card: str
    ability: int
    cand: Candidate
    declined: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DrawOne(Continuation):
    """4-5-4: draw one more card (``remaining`` at most)?"""

    player: str
    remaining: int


# -- select: cards ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Targets(Continuation):
    """8-4-4-1: the chosen cards are the targets of ``effect``."""

    effect: Effect
    player: str
    source: str


@dataclass(frozen=True, slots=True)
class TrashHand(Continuation):
    """The chosen cards of ``player``'s hand are trashed; carried out if at least ``need`` were (4-10-1)."""

    player: str
    need: int = 1


@dataclass(frozen=True, slots=True)
class ToHand(Continuation):
    """The chosen cards of ``player``'s trash go to the hand."""

    player: str


@dataclass(frozen=True, slots=True)
class Search(Continuation):
    """8-4-4-4: the chosen cards of the ``looked`` ones go to the hand (``revealed``: shown, 11-2-1; ``whole``:
    the whole deck was looked through, so it is shuffled, else the rest goes to the bottom)."""

    player: str
    looked: tuple[str, ...]
    revealed: bool
    whole: bool


@dataclass(frozen=True, slots=True)
class ToDeck(Continuation):
    """The chosen cards of ``owner``'s trash go to the ``position`` of the deck."""

    owner: str
    position: str


# -- other kinds of decision ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReturnDon(Continuation):
    """8-3-1-6: exactly ``count`` DON!! are returned."""

    count: int


@dataclass(frozen=True, slots=True)
class Order(Continuation):
    """3-1-7: the cards from ``zone``, in the chosen order, go to the ``position`` of the deck."""

    zone: str
    position: str
