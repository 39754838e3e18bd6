"""The work-stack task kinds of the One Piece engine, one frozen dataclass each, and their handler table.

Handlers live with their rules (``turn``, ``battle``, ``setup``, the effect modules) and register in
:data:`TASKS` with ``@TASKS.handles(Kind)``. ``hold`` kinds keep new automatic effects waiting while they
are on top (8-6-2, 8-6-3: an effect or damage being processed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..core.tasks import Handlers, Task
from .cards import Effect

if TYPE_CHECKING:
    from .state import GameState, Triggered

TASKS: Handlers[GameState] = Handlers("onepiece tasks")


KoCause = Literal["battle", "effect"]
"""What K.O.'s a character (10-2-1; a replacement may apply to one cause only, 8-1-3-5); logged as ``by``."""


# -- setup (chapter 5) ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetupTurnOrder(Task):
    """5-2-1-5: ``player`` (drawn at random) chooses to go first or second."""

    player: str


@dataclass(frozen=True, slots=True)
class SetupRedraw(Task):
    """5-2-1-6: ``player`` may redraw the opening hand."""

    player: str


@dataclass(frozen=True, slots=True)
class SetupLife(Task):
    """5-2-1-7: both players place their life cards."""


# -- the turn (chapter 6) -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BeginTurn(Task):
    """6-1: turn ``turn`` of ``player`` begins."""

    turn: int
    player: str


@dataclass(frozen=True, slots=True)
class PhaseRefresh(Task):
    """6-2: the refresh phase."""


@dataclass(frozen=True, slots=True)
class RefreshUntap(Task):
    """6-2-3, 6-2-4: attached DON!! back to the cost area, cards set active."""


@dataclass(frozen=True, slots=True)
class PhaseDraw(Task):
    """6-3: the draw phase."""


@dataclass(frozen=True, slots=True)
class PhaseDon(Task):
    """6-4: the DON!! phase."""


@dataclass(frozen=True, slots=True)
class PhaseMain(Task):
    """6-5: the main phase begins."""


@dataclass(frozen=True, slots=True)
class PhaseEnd(Task):
    """6-6: the end phase."""


@dataclass(frozen=True, slots=True)
class EndExpire(Task):
    """6-6-1-2..4: "during this turn" effects end, then the next turn begins."""


@dataclass(frozen=True, slots=True)
class PlaceCard(Task):
    """3-7-6-1: the played character goes to its area once room was made."""

    player: str
    card: str


@dataclass(frozen=True, slots=True)
class EventAbility(Task):
    """8-4-2: an event's [Main]/[Counter] ability resolves (the card already in the trash)."""

    hold = True
    player: str
    card: str
    number: str
    ability: int


# -- battle (chapter 7) and damage --------------------------------------------------------------------


BattleStep = Literal["block", "counter", "damage"]
"""The steps of a battle a checkpoint leads to (7-1-2, 7-1-3, 7-1-4); observed as the battle's ``step``."""


@dataclass(frozen=True, slots=True)
class BattleCheckpoint(Task):
    """7-1-1-4, 7-1-2-3, 7-1-3-2-3: end the battle if a card left, else go on to step ``next``."""

    next: BattleStep


@dataclass(frozen=True, slots=True)
class BattleBlock(Task):
    """7-1-2: the block step."""


@dataclass(frozen=True, slots=True)
class BattleCounter(Task):
    """7-1-3: the counter step."""


@dataclass(frozen=True, slots=True)
class BattleDamage(Task):
    """7-1-4: the damage step."""


@dataclass(frozen=True, slots=True)
class BattleEnd(Task):
    """7-1-5-2: "at the end of the battle" effects."""


@dataclass(frozen=True, slots=True)
class BattleExpire(Task):
    """7-1-5-3, 7-1-5-4: "during this battle" effects end."""


@dataclass(frozen=True, slots=True)
class DamagePoint(Task):
    """4-6-2 / 7-1-4-1-1: one point of damage to ``player``'s leader, ``remaining`` to deal in all."""

    hold = True
    player: str
    remaining: int
    banish: bool


@dataclass(frozen=True, slots=True)
class TriggerAbility(Task):
    """10-1-5-1: a revealed life card's [Trigger] resolves."""

    hold = True
    player: str
    card: str
    number: str
    ability: int


# -- effects (chapter 8), K.O. (10-2-1) -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ActivateTriggered(Task):
    """8-1-3-1: a waiting automatic effect is activated (or not, if it no longer may be)."""

    hold = True
    t: Triggered


@dataclass(frozen=True, slots=True)
class CostRestSelf(Task):
    """8-3-1-1: rest the ability's card."""

    hold = True
    player: str
    source: str


@dataclass(frozen=True, slots=True)
class CostRestDon(Task):
    """8-3-1-5: rest ``count`` active DON!!."""

    hold = True
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class CostDonMinus(Task):
    """8-3-1-6: return ``count`` DON!! to the DON!! deck."""

    hold = True
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class CostTrash(Task):
    """8-3-1-1: trash ``count`` cards from the hand."""

    hold = True
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class Effects(Task):
    """1-3-8: the effects of an ability, resolved in printed order from ``index``."""

    hold = True
    player: str
    source: str
    effects: tuple[Effect, ...]
    index: int = 0


@dataclass(frozen=True, slots=True)
class Perform(Task):
    """1-3-11: one player's part of an instruction to both players."""

    hold = True
    effect: Effect
    player: str
    source: str


@dataclass(frozen=True, slots=True)
class DrawUpTo(Task):
    """4-5-4: ``player`` may draw, ``remaining`` more at most."""

    hold = True
    player: str
    remaining: int


@dataclass(frozen=True, slots=True)
class Ko(Task):
    """10-2-1: K.O. ``card`` (by ``cause``), unless a replacement not in ``declined`` replaces it."""

    hold = True
    card: str
    cause: KoCause
    declined: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SetDone(Task):
    """4-10-1: record whether the last effect was carried out."""

    hold = True
    value: bool


@dataclass(frozen=True, slots=True)
class HideCards(Task):
    """11-2-2 / 11-3-3: cards shown during an effect are secret again once it has resolved."""

    hold = True
    cards: tuple[str, ...]
    viewers: tuple[str, ...]
