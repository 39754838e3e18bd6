"""The work-stack task kinds of the Legions! engine, one frozen dataclass each, and their handler table.

Handlers live with their rules (``setup``, ``turn``, ``battle``, ``damage``, ``keywords``, ``effects``,
``triggers``, ``unlocking``, ``master_attack``, ``replacement``) and register in :data:`TASKS` with
``@TASKS.handles(Kind)``. ``immediate`` kinds finish the change before them, so no trigger check runs first
(10-1: a unit at 0 HP breaks at once; 38-16: the replacement of a process, and the end of its no-loop guard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.decisions import Continuation
from ..core.tasks import Handlers, Task
from .abilities import Step

if TYPE_CHECKING:
    from .state import GameState

TASKS: Handlers[GameState] = Handlers("legions tasks")


# -- setup (chapter 25) ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetupTurnOrder(Task):
    """25-7: ``player`` chooses to go first or second."""

    player: str


# -- the turn (chapter 26) and the timeline (chapter 28) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BeginTurn(Task):
    """26-1: turn ``turn`` of ``player`` begins."""

    turn: int
    player: str


@dataclass(frozen=True, slots=True)
class PhaseBegin(Task):
    """26-2: ``phase`` begins (its start timing follows, 36-2d)."""

    phase: str


@dataclass(frozen=True, slots=True)
class PhaseStart(Task):
    """26-3: the start phase's work."""


@dataclass(frozen=True, slots=True)
class PhaseCore(Task):
    """26-4: the core phase's work."""


@dataclass(frozen=True, slots=True)
class PhaseDraw(Task):
    """26-5: the draw phase's work."""


@dataclass(frozen=True, slots=True)
class OfferCardChange(Task):
    """26-5 (3) / 26-5a: the card change is offered."""


@dataclass(frozen=True, slots=True)
class PhaseMain(Task):
    """26-6 (1): the main phase has begun."""


@dataclass(frozen=True, slots=True)
class PhaseEnd(Task):
    """26-7: the end phase's work."""


@dataclass(frozen=True, slots=True)
class PhaseEndTiming(Task):
    """36-2e: the end of ``phase`` (its end timing)."""

    phase: str


@dataclass(frozen=True, slots=True)
class TimelineStandby(Task):
    """28-1 (1): wait zone I to the standby zone."""


@dataclass(frozen=True, slots=True)
class TimelineCores(Task):
    """28-1 (2): wait zone I's cores to the core zone."""


@dataclass(frozen=True, slots=True)
class TimelineShift(Task):
    """28-1 (3)-(5): the timeline advances."""


@dataclass(frozen=True, slots=True)
class EndCleanup(Task):
    """26-7 (3): the end of the turn's clean-up."""


# -- battle (chapter 34) and damage (chapters 10-12) ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BattleExchange(Task):
    """34-7: ``player``'s ``attacker`` and ``target`` exchange battle damage (39-4: First Strike first)."""

    player: str
    attacker: str
    target: str


@dataclass(frozen=True, slots=True)
class BattleStrike(Task):
    """34-7: the battle damage of ``dealers`` (the attacker, the target or both), dealt at once."""

    player: str
    attacker: str
    target: str
    dealers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BattleEnd(Task):
    """The battle of ``player``'s ``attacker`` against ``target`` is over."""

    player: str
    attacker: str
    target: str


@dataclass(frozen=True, slots=True)
class BreakCheck(Task):
    """10-1: every unit at 0 HP or less breaks, at once (no trigger check before it)."""

    immediate: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Pierce(Task):
    """39-10: ``player``'s unit ``source`` with ``keywords`` dealt attack damage to ``victim``; Pierce ``x`` if it
    broke (a break logged from entry ``mark`` on)."""

    player: str
    source: str
    victim: str
    x: int
    mark: int
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Impact(Task):
    """39-8: ``player``'s unit ``source`` with Impact ``x`` damaged the opponent's master."""

    player: str
    source: str
    x: int


# -- card text: sequences (35-3, 35-4) -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeqStep(Task):
    """The steps still to resolve of ``controller``'s sequence of ``source`` (its ability ``ability``, None for a
    skill's or arts card's text); ``replaced``: the card whose process a replacement took over (38-16).

    The answer of a decision the first step waits for: ``chosen`` (targets, options), ``lane`` (a minion to the
    field, 38-6); ``progress``: how many of ``chosen`` a ``move`` has moved already.
    """

    controller: str
    source: str
    ability: int | None
    steps: tuple[Step, ...]
    replaced: str | None = None
    chosen: tuple[Any, ...] | None = None
    progress: int = 0
    lane: str | None = None


@dataclass(frozen=True, slots=True)
class SeqEnd(Task):
    """The end of ``controller``'s sequence of ``source`` (37-5, 35-12); ``finish``: a played skill or arts card
    leaves the play zone (32-4, 32-6)."""

    controller: str
    source: str
    ability: int | None
    finish: bool = False


@dataclass(frozen=True, slots=True)
class EffectUnlock(Task):
    """38-17 / 31-7: ``player``'s hand card ``card`` is unlocked by an effect."""

    player: str
    card: str


@dataclass(frozen=True, slots=True)
class UnlockPlace(Task):
    """31-5 / 31-6: ``player``'s unlocked ``card`` is placed at ``to`` (None: asked now)."""

    player: str
    card: str
    to: str | None


@dataclass(frozen=True, slots=True)
class MasterOnAttack(Task):
    """36-2c with 38-9: ``player``'s ``master`` attacking by an effect; its on-attack abilities resolve
    (``abilities``: those not resolved yet, by index; None: every one it has)."""

    player: str
    master: str
    abilities: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class OrderMasterOnAttack(Continuation):
    """37-6d: the turn player picks which of the attacking master's on-attack abilities resolves next."""

    player: str
    master: str


@dataclass(frozen=True, slots=True)
class MasterAttackEnd(Task):
    """38-9: the master's battle is over; the ATK and ``keywords`` the effect gave it end."""

    master: str
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReplaceChoice(Task):
    """38-16 / 01-8: which of ``options`` replaces ``event`` of ``player``'s ``card`` (``chosen``: the answer)."""

    immediate: ClassVar[bool] = True

    event: str
    player: str
    card: str
    options: tuple[dict[str, Any], ...]
    chosen: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class ReplaceDone(Task):
    """38-16: the replacement of ability ``ability`` of ``card`` for ``affected`` is over (its no-loop guard ends)."""

    immediate: ClassVar[bool] = True

    card: str
    ability: int
    affected: str
