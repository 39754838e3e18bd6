"""The work-stack tasks of the setup (5-2-1-5..5-2-1-8) and of the turn (chapter 6), and the driver.

Every task kind is a frozen dataclass registered once in :data:`TASKS`; :data:`FLOW` is the shared
driver loop (tcgjudge.reference.core.flow) with Granblue Fantasy's hooks: the game is over when a result
is recorded, and an empty stack leaves the main or battle phase's free timing pending (4-6, 6-3-1-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.flow import Flow
from tcgjudge.reference.core.tasks import Task, TaskTable

from .cards import ARMOR, START_DRAW, SUMMON
from .damage import rule_processing
from .rules import draw_n
from .state import PLAYERS, GameState, other, turn_player

TASKS: TaskTable[GameState] = TaskTable("gbf")


# -- setup ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AskMulligan(Task):
    """5-2-1-5: ``player``'s one mulligan (the first player first)."""

    player: str


@dataclass(frozen=True, slots=True)
class PlaceArmor(Task):
    """5-2-1-6: each player's top five deck cards face down to the armor area."""


@dataclass(frozen=True, slots=True)
class AskCaptain(Task):
    """5-2-1-7: ``player`` puts a rank-0 captain of the captain deck into play, face up and active."""

    player: str


@dataclass(frozen=True, slots=True)
class BeginTurn(Task):
    """6-5-1-4 / 5-2-1-8: ``player``'s turn begins with its start phase."""

    player: str


@TASKS.handles(AskMulligan)
def _ask_mulligan(s: GameState, task: AskMulligan) -> None:
    hand = [c.id for c in s.players[task.player].hand]
    s.pending = Pending(task.player, "mulligan", "cards to return to the bottom of the deck", hand, 0, len(hand))


def mulligan(s: GameState, player: str, cards: list[str]) -> None:
    """5-2-1-5-1: the chosen cards to the deck bottom in the given order; 5-2-1-5-2: draw as many."""
    pl = s.players[player]
    chosen = [next(c for c in pl.hand if c.id == cid) for cid in cards]
    for card in chosen:
        pl.hand.remove(card)
        card.face_up = False
        pl.deck.append(card)
    s.emit("mulligan", player=player, cards=list(cards))
    draw_n(s, player, len(chosen))
    s.pending = None
    first = s.first_player
    assert first is not None
    s.tasks.append(AskMulligan(other(first)) if player == first else PlaceArmor())


@TASKS.handles(PlaceArmor)
def _place_armor(s: GameState, task: PlaceArmor) -> None:
    first = s.first_player
    assert first is not None
    for p in (first, other(first)):
        pl = s.players[p]
        for _ in range(ARMOR):  # 3-2-3: one at a time; an exhausted deck gives what it has (1-3-2)
            if not pl.deck:
                break
            card = pl.take(pl.deck)
            card.face_up = False  # RR-cards-entering-main-deck-armor
            pl.armor.append(card)
        s.emit("armor", player=p, count=len(pl.armor))
    s.tasks += [BeginTurn(first), AskCaptain(other(first)), AskCaptain(first)]


def captain_options(s: GameState, player: str) -> list[str]:
    """5-2-1-7: the rank-0 captains of the captain deck, one per card number (copies are the same choice)."""
    seen: dict[str, str] = {}
    for card in s.players[player].captain_deck:
        if s.rank(card) == 0:
            seen.setdefault(card.card, card.id)
    return list(seen.values())


@TASKS.handles(AskCaptain)
def _ask_captain(s: GameState, task: AskCaptain) -> None:
    options = captain_options(s, task.player)
    if len(options) == 1:  # docs/gbf-data.md: a choice between copies of one card is no choice
        enter_captain(s, task.player, options[0])
        return
    s.pending = Pending(task.player, "choose_captain", "the rank-0 captain to put into play", options, 1, 1)


def enter_captain(s: GameState, player: str, cid: str) -> None:
    """5-2-1-7 / 3-5-1-1: the captain enters face up and active on top of the captain area."""
    pl = s.players[player]
    card = next(c for c in pl.captain_deck if c.id == cid)
    pl.captain_deck.remove(card)
    card.face_up, card.active = True, True
    pl.captains.append(card)
    s.pending = None
    s.emit("enter", player=player, card=card.id, area="captain")


# -- the turn ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Checkpoint(Task):
    """4-5-2: rule processing, then (with card text) automatic effects."""


@dataclass(frozen=True, slots=True)
class Untap(Task):
    """6-2-3: the turn player's captain, crew and crystal areas become active."""


@dataclass(frozen=True, slots=True)
class StartDraw(Task):
    """6-2-5: draw two, except the first player on the game's first turn."""


@dataclass(frozen=True, slots=True)
class PlaceCrystal(Task):
    """6-2-7: the deck's top card to the crystal area."""


@dataclass(frozen=True, slots=True)
class EnterPhase(Task):
    """The phase ``phase`` begins (6-3 main, 6-4 battle, 6-5 burst)."""

    phase: str


@dataclass(frozen=True, slots=True)
class ChainBurst(Task):
    """6-5-1-2: the chain burst, if the turn player's gauge has face-down cards."""


@dataclass(frozen=True, slots=True)
class ReturnFaceDown(Task):
    """6-5-1-2-1-4: every face-down gauge card to the deck bottom, in the order its owner chooses."""


@dataclass(frozen=True, slots=True)
class EndTurn(Task):
    """6-5-1-3 / 6-5-1-4: the turn ends and the opponent's begins."""


@TASKS.handles(BeginTurn)
def _begin_turn(s: GameState, task: BeginTurn) -> None:
    s.turn += 1
    s.turn_player = task.player
    s.phase = "start"
    s.used = frozenset()
    s.effects_used = frozenset()  # 10-5-1: once per turn, so again on the next
    s.charged = {}  # 2-6-1-1-3: once per turn
    s.emit("turn_start", turn=s.turn, player=task.player)
    s.emit("phase", phase="start", player=task.player)
    from .effects import expire

    expire(s, task.player)  # 6-2-1: what lasts until this player's next turn begins ends first
    # pushed in reverse: 6-2-2 .. 6-2-8
    s.tasks += [
        EnterPhase("main"),
        Checkpoint(),  # 6-2-8
        PlaceCrystal(),  # 6-2-7
        Checkpoint(),  # 6-2-6
        StartDraw(),  # 6-2-5
        Checkpoint(),  # 6-2-4
        Untap(),  # 6-2-3
        Checkpoint(),  # 6-2-2
    ]


@TASKS.handles(Checkpoint)
def _checkpoint(s: GameState, task: Checkpoint) -> None:
    """8-5-1-1: rule processing until none is left (it pushes another checkpoint after each), then the waiting
    automatic effects (8-5-1-2, 8-5-1-3)."""
    before = len(s.tasks)
    rule_processing(s)
    if s.result.over or s.pending is not None or len(s.tasks) != before:
        return
    from .effects import run_waiting

    run_waiting(s)


@TASKS.handles(Untap)
def _untap(s: GameState, task: Untap) -> None:
    pl = s.players[turn_player(s)]
    for card in [*pl.captains, *pl.crew, *pl.crystals]:
        card.active = True
    s.emit("untap", player=turn_player(s))


@TASKS.handles(StartDraw)
def _start_draw(s: GameState, task: StartDraw) -> None:
    if s.turn == 1 and turn_player(s) == s.first_player:
        return  # 6-2-5: the first player does not draw on the first turn
    draw_n(s, turn_player(s), START_DRAW)


@TASKS.handles(PlaceCrystal)
def _place_crystal(s: GameState, task: PlaceCrystal) -> None:
    pl = s.players[turn_player(s)]
    if not pl.deck:
        return  # 1-3-2: nothing to place
    card = pl.take(pl.deck)
    card.face_up, card.active = True, True  # 3-7-1-1, RR-cards-entering-captain-crew-crystal-areas
    pl.crystals.append(card)
    s.emit("crystal", player=turn_player(s), card=card.id)
    if s.pool[card.card].kind == SUMMON:
        # 10-17-1-1: a summon put from the deck into the crystal area trigger-activates where it is, without
        # going to the gauge (its effect comes with card text)
        s.emit("trigger", player=turn_player(s), card=card.id)


def phase_tasks(phase: str) -> list[Task]:
    """The tasks that begin ``phase`` (a declared state starts at the beginning of its phase)."""
    return [EnterPhase(phase)]


@TASKS.handles(EnterPhase)
def _enter_phase(s: GameState, task: EnterPhase) -> None:
    s.phase = task.phase
    s.battle, s.battle_step = None, "attack"
    s.emit("phase", phase=task.phase, player=turn_player(s))
    from .effects import ATTACK_STEP_START, BATTLE_PHASE_START, BURST_PHASE_START, fire

    if task.phase == "burst":
        fire(s, BURST_PHASE_START)  # 6-5-1-1: its triggers, then the checkpoint below
        s.tasks += [EndTurn(), ChainBurst(), Checkpoint()]  # 6-5-1-1, 6-5-1-2, 6-5-1-3
    else:
        if task.phase == "battle":  # 7-2-1-1: the turn's first attack step begins the battle phase too
            fire(s, ATTACK_STEP_START)
            fire(s, BATTLE_PHASE_START)
        s.tasks.append(Checkpoint())  # 6-3-1-1 / 7-2-1-2: a checkpoint before the free timing


@TASKS.handles(ChainBurst)
def _chain_burst(s: GameState, task: ChainBurst) -> None:
    from .damage import chain_burst

    chain_burst(s)


@TASKS.handles(ReturnFaceDown)
def _return_face_down(s: GameState, task: ReturnFaceDown) -> None:
    p = turn_player(s)
    face_down = [c.id for c in s.players[p].gauge if not c.face_up]
    if len(face_down) <= 1:
        return_to_bottom(s, p, face_down)
        return
    s.pending = Pending(
        p,
        "order_bottom",
        "the order the face-down gauge cards go to the deck bottom",
        face_down,
        len(face_down),
        len(face_down),
    )


def return_to_bottom(s: GameState, player: str, order: list[str]) -> None:
    """6-5-1-2-1-4: the face-down gauge cards to the deck bottom, the first listed first."""
    pl = s.players[player]
    for cid in order:
        card = pl.take(pl.gauge, next(c for c in pl.gauge if c.id == cid))
        card.face_up = False
        card.chips = ()  # 10-16-1-2
        pl.deck.append(card)
    s.pending = None
    if order:
        s.emit("to_deck_bottom", player=player, cards=list(order))


@TASKS.handles(EndTurn)
def _end_turn(s: GameState, task: EndTurn) -> None:
    p = turn_player(s)
    s.emit("turn_end", turn=s.turn, player=p)
    s.charged = {}  # 6-5-1-3: what lasts for the turn expires (2-6-1-1-2)
    s.tasks.append(BeginTurn(other(p)))  # 6-5-1-4
    s.tasks.append(Checkpoint())  # 6-5-1-3 (end-of-turn triggers come with card text)


# -- the driver ---------------------------------------------------------------------------------------


class GbfFlow(Flow[GameState]):
    """The shared loop with Granblue Fantasy's hooks."""

    def game_over(self, s: GameState) -> bool:
        return s.result.over

    def idle(self, s: GameState) -> None:
        """The free timing of the main phase (6-3-1-2) or of the battle phase (6-4-1)."""
        p = turn_player(s)
        s.loop_trail = ()  # 11-1-1: a loop is a chain of actions nobody chose at a free timing
        if s.phase == "battle" and s.battle_step == "counter":
            s.pending = Pending(other(p), "counter_step", "counter step: act or go back to the attack step")  # 7-3-1-2
            return
        if s.phase in ("main", "battle"):
            s.pending = Pending(p, s.phase, f"{s.phase} phase: act or move on")
            return
        raise AssertionError(f"nothing to do in the {s.phase} phase")


FLOW = GbfFlow(TASKS)
HANDLERS = TASKS.handlers
"""The task handlers by kind, as the mutation catalogue patches them (tools/mutation/gbf.py)."""


def advance(s: GameState) -> None:
    FLOW.advance(s)


__all__ = ["PLAYERS", "TASKS", "advance"]
