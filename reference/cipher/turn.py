"""The work-stack tasks of the setup (12.2.1.1..12.2.1.7) and of the turn (13), and the driver.

Every task kind is a frozen dataclass registered once in :data:`TASKS`; :data:`FLOW` is the shared driver loop
(tcgjudge.reference.core.flow) with Cipher's hooks: the game is over when a result is recorded, the deck refill
interrupts whatever is next (11.2), and every phase's choices are pending decisions the tasks leave.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.flow import Flow
from tcgjudge.reference.core.tasks import Task, TaskTable

from .cards import MAIN_CHARACTER_COST, OPENING_HAND, ORBS, TURN_DRAW
from .rules import check_timing, draw, draw_n, refill_all, trigger
from .state import PLAYERS, GameState, other, turn_player

TASKS: TaskTable[GameState] = TaskTable("cipher")


# -- setup ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AskMainCharacter(Task):
    """12.2.1.1: ``player`` chooses a card of printed deploy cost 1 of the deck as the Main Character."""

    player: str


@dataclass(frozen=True, slots=True)
class ShuffleDecks(Task):
    """12.2.1.2..12.2.1.4: the decks shuffled, the first player drawn at random, six cards each."""


@dataclass(frozen=True, slots=True)
class AskMulligan(Task):
    """12.2.1.5: ``player`` redraws or keeps (the first player first)."""

    player: str


@dataclass(frozen=True, slots=True)
class PlaceOrbs(Task):
    """12.2.1.6, 12.2.1.7: five orbs each from the deck's top, the Main Characters face up, the game begins."""


def main_character_options(s: GameState, player: str) -> list[str]:
    """12.2.1.1: the deck's cards of printed deploy cost 1, one per card number (copies are the same choice);
    12.2.1.1.1: a cost made 1 by a skill does not count (no skill applies in the setup's deck)."""
    seen: dict[str, str] = {}
    for card in s.players[player].deck:
        if s.pool[card.card].cost == MAIN_CHARACTER_COST:
            seen.setdefault(card.card, card.id)
    return list(seen.values())


@TASKS.handles(AskMainCharacter)
def _ask_main_character(s: GameState, task: AskMainCharacter) -> None:
    options = main_character_options(s, task.player)
    if len(options) == 1:  # docs/cipher-data.md: a choice between copies of one card is no choice
        place_main_character(s, task.player, options[0])
        return
    s.pending = Pending(
        task.player, "main_character", "a deploy-cost-1 card of the deck as the Main Character", options, 1, 1
    )


def place_main_character(s: GameState, player: str, cid: str) -> None:
    """12.2.1.1: the card, face down, as a unit in the front line with the Main Character status."""
    pl = s.players[player]
    card = pl.take(pl.deck, next(c for c in pl.deck if c.id == cid))
    card.face_up, card.tapped, card.main = False, False, True
    pl.front.append(card)
    s.pending = None
    s.emit("main_character", player=player, card=card.id, new_id=card.id)


@TASKS.handles(ShuffleDecks)
def _shuffle_decks(s: GameState, task: ShuffleDecks) -> None:
    for p in PLAYERS:
        shuffle(s, p)  # 12.2.1.2
    first = s.own_rng().choice(PLAYERS)  # 12.2.1.3
    s.first_player = first
    s.emit("first_player", player=first)
    for p in (first, other(first)):
        draw_n(s, p, OPENING_HAND)  # 12.2.1.4
    s.tasks += [PlaceOrbs(), AskMulligan(other(first)), AskMulligan(first)]


def shuffle(s: GameState, player: str) -> None:
    """12.2.1.2: the deck's order made random by its owner."""
    s.own_rng().shuffle(s.players[player].deck)
    s.emit("shuffle", player=player)


@TASKS.handles(AskMulligan)
def _ask_mulligan(s: GameState, task: AskMulligan) -> None:
    s.pending = Pending(task.player, "mulligan", "redraw the opening hand or keep it", ["redraw", "keep"], 1, 1)


def mulligan(s: GameState, player: str, redraw: bool) -> None:
    """12.2.1.5.1: the whole hand back to the deck, shuffled, and six new cards; 12.2.1.5.1.1: once a game."""
    s.pending = None
    pl = s.players[player]
    if not redraw:
        s.emit("mulligan", player=player, redraw=False)
        return
    pl.mulliganed = True
    for card in pl.hand:
        card.face_up = False
    pl.deck += pl.hand
    pl.hand = []
    s.emit("mulligan", player=player, redraw=True)
    shuffle(s, player)
    draw_n(s, player, OPENING_HAND)


@TASKS.handles(PlaceOrbs)
def _place_orbs(s: GameState, task: PlaceOrbs) -> None:
    first = s.first_player
    assert first is not None
    for p in (first, other(first)):
        pl = s.players[p]
        for _ in range(ORBS):  # 6.6: one at a time
            if not pl.deck:
                break
            card = pl.take(pl.deck)
            card.face_up = False  # 6.4.5
            pl.orbs.append(card)
        s.emit("orbs", player=p, count=len(pl.orbs))
    for p in (first, other(first)):
        for unit in s.players[p].units:
            if unit.main:
                unit.face_up = True  # 12.2.1.7
                s.emit("reveal", player=p, card=unit.id)
    s.tasks.append(BeginTurn(first))  # 12.2.1.7


# -- the turn ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BeginTurn(Task):
    """13.2.1.1 / 13.6.1.4: ``player``'s turn begins with its beginning phase."""

    player: str


@dataclass(frozen=True, slots=True)
class CheckTiming(Task):
    """7: the automatic check timing."""


@dataclass(frozen=True, slots=True)
class Untap(Task):
    """13.2.1.3: the turn player's tapped units become untapped."""


@dataclass(frozen=True, slots=True)
class TurnDraw(Task):
    """13.2.1.5: draw one, except on the first player's first turn (13.2.1.5.1)."""


@dataclass(frozen=True, slots=True)
class EnterPhase(Task):
    """The phase ``phase`` begins (13.3 bond, 13.4 deployment, 13.5 action, 13.6 end)."""

    phase: str


@dataclass(frozen=True, slots=True)
class Ask(Task):
    """The turn player's choice of the phase ``phase`` (13.3.1.2, 13.4.1.2, 13.5.1.3)."""

    phase: str


@dataclass(frozen=True, slots=True)
class EndOfTurn(Task):
    """13.6.1.3: per-turn information cleared; 13.6.1.4: the turn ends and the other player's begins."""


@TASKS.handles(BeginTurn)
def _begin_turn(s: GameState, task: BeginTurn) -> None:
    s.turn += 1
    s.turn_player = task.player
    s.phase = "beginning"
    s.emit("turn_start", turn=s.turn, player=task.player)
    s.emit("phase", phase="beginning", player=task.player)
    for unit in s.players[task.player].units:
        trigger(s, "turn_start", unit)  # 13.2.1.1.2: "at the start of your turn", resolved at 13.2.1.2
    # pushed in reverse: 13.2.1.2 .. 13.2.1.6, then the bond phase
    s.tasks += [EnterPhase("bond"), CheckTiming(), TurnDraw(), CheckTiming(), Untap(), CheckTiming()]


@TASKS.handles(CheckTiming)
def _check_timing(s: GameState, task: CheckTiming) -> None:
    check_timing(s)
    if s.pending is not None and s.pending.kind in (
        "keep_unit",
        "take_orb",
        "trigger",
        "use_skill",
        "choose",
        "choose_card",
        "loop_count",
        "deploy_cards",
        "keep_destroyed",
    ):
        s.tasks.append(CheckTiming())  # 9.1.1, 7.2.3.1: the check timing goes on once the player has chosen


@TASKS.handles(Untap)
def _untap(s: GameState, task: Untap) -> None:
    for unit in s.players[turn_player(s)].units:
        if unit.tapped:
            trigger(s, "untapped", unit)  # resolved at 13.2.1.4, before the draw
        unit.tapped = False
    s.emit("untap", player=turn_player(s))


@TASKS.handles(TurnDraw)
def _turn_draw(s: GameState, task: TurnDraw) -> None:
    # 13.2.1.5.1 names itself as the step skipped: read as 13.2.1.5, the draw (docs/cipher-data.md, Decisions)
    if s.turn == 1 and turn_player(s) == s.first_player:
        return
    draw_n(s, turn_player(s), TURN_DRAW)


PHASE_STEPS: dict[str, list[Task]] = {
    # pushed in reverse: the check timing, the choice, the check timing, then the next phase
    "bond": [EnterPhase("deployment"), CheckTiming(), Ask("bond"), CheckTiming()],  # 13.3.1.1..13.3.1.3
    "deployment": [EnterPhase("action"), CheckTiming(), Ask("deployment"), CheckTiming()],  # 13.4.1.1..13.4.1.3
    "action": [EnterPhase("end"), CheckTiming(), Ask("action"), CheckTiming()],  # 13.5.1.2..13.5.1.4
    "end": [EndOfTurn(), CheckTiming()],  # 13.6.1.2..13.6.1.4
}


def phase_tasks(phase: str) -> list[Task]:
    """The tasks that begin ``phase`` (a declared state starts at the beginning of its phase)."""
    return [EnterPhase(phase)]


@TASKS.handles(EnterPhase)
def _enter_phase(s: GameState, task: EnterPhase) -> None:
    if task.phase == "deployment" and s.second_bond == 1:
        s.second_bond = 2  # 23.1.26.1: the added bond phase, the 13.3.1 steps again, before the deployment phase
        task = EnterPhase("bond")
    s.phase = task.phase
    s.spent = 0
    s.emit("phase", phase=task.phase, player=turn_player(s))
    event = {"action": "action_start", "end": "turn_end"}.get(task.phase)
    if event is not None:  # 13.5.1.1, 13.6.1.1.1: resolved at 13.5.1.2, 13.6.1.2
        for unit in s.players[turn_player(s)].units:
            trigger(s, event, unit)
    s.tasks += PHASE_STEPS[task.phase]


@TASKS.handles(Ask)
def _ask(s: GameState, task: Ask) -> None:
    p = turn_player(s)
    if task.phase == "bond":
        hand = [c.id for c in s.players[p].hand]
        if not hand:
            return  # 13.3.1.2.1: nothing to place; no decision to make
        s.pending = Pending(p, "bond", "a card of the hand to the bond area, or none", hand, 0, 1)
    else:
        s.pending = Pending(p, task.phase, f"the {task.phase} phase's actions, or its end")


@TASKS.handles(EndOfTurn)
def _end_of_turn(s: GameState, task: EndOfTurn) -> None:
    for p in PLAYERS:
        for unit in s.players[p].units:
            unit.levelled = unit.class_changed = False  # 13.6.1.3
            unit.used = []  # 5.1.1.4: usage limits last the turn
        pl = s.players[p]
        for card in [*pl.units, *pl.bonds, *pl.hand]:
            if card.used or card.uses:  # 21.4.2.1, 5.1.1.4, 19.1.2.4: every usage-limit marker of the turn goes
                card = pl.own(pl.bonds, card)  # a bond may be shared with an earlier state (Player.own)
                card.used, card.uses = [], []
    s.second_bond = 0  # 23.1.26.1: "this turn"
    s.emit("turn_end", turn=s.turn, player=turn_player(s))
    s.tasks.append(BeginTurn(other(turn_player(s))))  # 13.6.1.4


class CipherFlow(Flow[GameState]):
    """The driver with Cipher's hooks."""

    def game_over(self, s: GameState) -> bool:
        return s.result.over

    def interrupt(self, s: GameState, top: Task | None) -> bool:
        """11.2: the deck refill is applied as soon as its condition holds, before anything else, once the game
        has begun (in the setup no deck is empty with a retreat area to refill it)."""
        if s.turn == 0:
            return False
        for pl in s.players.values():  # looked at before every step: a plain loop, the refill only when due
            if not pl.deck and pl.retreat:
                return refill_all(s)
        return False  # no deck to refill (11.3.1)

    def idle(self, s: GameState) -> None:
        raise AssertionError("the turn's tasks always leave a decision or the next phase")


FLOW = CipherFlow(TASKS)


def advance(s: GameState) -> None:
    """Proceed until a player must decide or the game is over."""
    FLOW.advance(s)


__all__ = ["FLOW", "TASKS", "advance", "draw"]
