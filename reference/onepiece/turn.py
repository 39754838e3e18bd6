"""The turn (chapter 6): phases and the main-phase actions other than battle."""

from __future__ import annotations

from ..core.tasks import Task
from .activation import ability_key, start_resolution, total_cost
from .cards import CardDef
from .continuous import added_conditions_met, expire, negated, printed_conditions_met
from .costs import cost_payable
from .decisions import Decision
from .state import Card, GameState, Pending, other
from .tasks import (
    TASKS,
    BeginTurn,
    EndExpire,
    EventAbility,
    PhaseDon,
    PhaseDraw,
    PhaseEnd,
    PhaseMain,
    PhaseRefresh,
    PlaceCard,
    RefreshUntap,
)
from .triggered import queue_card, queue_field
from .zones import draw, field_to_trash, hand_to_trash, place_from_hand, set_active

PHASES: dict[str, type[Task]] = {
    "refresh": PhaseRefresh,
    "draw": PhaseDraw,
    "don": PhaseDon,
    "main": PhaseMain,
    "end": PhaseEnd,
}
"""The phases of a turn in order (6-1-2), and the task that runs each."""


def is_first_players_first_turn(s: GameState) -> bool:
    return s.turn == 1 and s.turn_player == s.first_player


def push_phases_from(s: GameState, phase: str) -> None:
    """Queue the phases of the current turn from ``phase`` on (6-1-2)."""
    names = list(PHASES)
    names = names[names.index(phase) :]
    for name in reversed(names):
        if name != "end":  # the end phase starts with the `end_main` action (6-5-2-1)
            s.tasks.append(PHASES[name]())
    if phase == "end":
        s.tasks.append(PhaseEnd())


@TASKS.handles(BeginTurn)
def _begin_turn(s: GameState, task: BeginTurn) -> None:
    s.turn = task.turn
    s.turn_player = task.player
    s.emit("turn_start", turn=s.turn, player=s.turn_player)
    push_phases_from(s, "refresh")


@TASKS.handles(PhaseRefresh)
def _phase_refresh(s: GameState, task: PhaseRefresh) -> None:
    tp = s.turn_player
    assert tp is not None
    s.phase = "refresh"
    s.emit("phase", phase="refresh", player=tp)
    expire(s, "until_start_of_your_next_turn", tp)  # 6-2-1 (decision: the effect controller's next turn)
    queue_field(s, tp, "start_of_your_turn")  # 6-2-2
    s.tasks.append(RefreshUntap())


@TASKS.handles(RefreshUntap)
def _refresh_untap(s: GameState, task: RefreshUntap) -> None:
    tp = s.turn_player
    assert tp is not None
    ps = s.players[tp]
    for fc in s.field_cards(tp):  # 6-2-3: attached DON!! back to the cost area
        if fc.don:
            ps.don_rested += fc.don
            s.emit("move", player=tp, card=fc.id, new_id=fc.id, count=fc.don, **{"from": "attached", "to": "cost"})
            fc.don = 0
    for fc in s.field_cards(tp):  # 6-2-4
        set_active(s, fc)
    ps.don_active += ps.don_rested
    ps.don_rested = 0


@TASKS.handles(PhaseDraw)
def _phase_draw(s: GameState, task: PhaseDraw) -> None:
    tp = s.turn_player
    assert tp is not None
    s.phase = "draw"
    s.emit("phase", phase="draw", player=tp)
    if not is_first_players_first_turn(s):  # 6-3-1
        draw(s, tp)


@TASKS.handles(PhaseDon)
def _phase_don(s: GameState, task: PhaseDon) -> None:
    tp = s.turn_player
    assert tp is not None
    s.phase = "don"
    s.emit("phase", phase="don", player=tp)
    ps = s.players[tp]
    n = 1 if is_first_players_first_turn(s) else 2  # 6-4-1
    n = min(n, ps.don_deck)  # 6-4-2, 6-4-3
    ps.don_deck -= n
    ps.don_active += n
    if n:
        s.emit("don", player=tp, count=n)


@TASKS.handles(PhaseMain)
def _phase_main(s: GameState, task: PhaseMain) -> None:
    tp = s.turn_player
    assert tp is not None
    s.phase = "main"
    s.emit("phase", phase="main", player=tp)
    queue_field(s, tp, "start_of_main_phase")  # 6-5-1: either player's, turn player's first (8-1-3-2)
    queue_field(s, other(tp), "start_of_main_phase")


@TASKS.handles(PhaseEnd)
def _phase_end(s: GameState, task: PhaseEnd) -> None:
    tp = s.turn_player
    assert tp is not None
    s.phase = "end"
    s.emit("phase", phase="end", player=tp)
    queue_field(s, tp, "end_of_your_turn")  # 6-6-1-1
    queue_field(s, other(tp), "end_of_opponents_turn")
    s.tasks.append(EndExpire())


@TASKS.handles(EndExpire)
def _end_expire(s: GameState, task: EndExpire) -> None:
    tp = s.turn_player
    assert tp is not None
    expire(s, "turn", tp)  # 6-6-1-2
    expire(s, "turn", other(tp))  # 6-6-1-3
    s.once_used.clear()
    for p in (tp, other(tp)):
        for fc in s.players[p].characters:
            fc.played_turn = False
    s.tasks.append(BeginTurn(s.turn + 1, other(tp)))  # 6-6-1-4


# -- main phase actions (6-5) ---------------------------------------------------------------


def in_main_window(s: GameState) -> bool:
    return s.phase == "main" and s.battle is None and s.pending is not None and s.pending.kind == "main"


def extra_costs_payable(s: GameState, player: str, d: CardDef, timing: str, card_id: str) -> bool:
    return all(cost_payable(s, player, card_id, ab.cost, exclude=card_id) for _i, ab in d.abilities_with(timing))


PLAY_COST_CLAUSE = {"character": "2-7-2", "event": "2-7-3", "stage": "2-7-4"}


def play_problem(s: GameState, player: str, card_id: str) -> tuple[str, str] | None:
    """Why ``card_id`` cannot be played now (clause, message), or None (6-5-3, 2-7)."""
    card = s.find_in(player, "hand", card_id)
    if card is None:
        return "6-5-3-1", f"{card_id} is not in {player}'s hand"
    return hand_card_play_problem(s, player, card)


def hand_card_play_problem(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
    """Why ``card``, in ``player``'s hand, cannot be played now (clause, message), or None."""
    card_id = card.id
    d = s.card_def(card.card)
    if d.category not in ("character", "stage", "event"):
        return "6-5-3-1", f"a {d.category} card cannot be played"
    if d.category == "event" and not d.abilities_with("main"):
        return "10-2-3-1", "only events with [Main] can be played in the main phase"
    clause = PLAY_COST_CLAUSE[d.category]
    if s.players[player].don_active < d.cost:
        return clause, f"{card_id} costs {d.cost} but only {s.players[player].don_active} DON!! are active"
    if d.category == "event":
        ps = s.players[player]
        spare = ps.don_active - d.cost
        for _i, ab in d.abilities_with("main"):
            if ab.cost.rest_don > spare or not cost_payable(s, player, card_id, ab.cost, exclude=card_id):
                return "8-3-1-3", "the event's activation cost cannot be paid"
    return None


def play(s: GameState, player: str, card_id: str) -> None:
    """6-5-3-1: pay the cost, then place the character/stage or activate the event."""
    problem = play_problem(s, player, card_id)
    if problem is not None:
        raise s.illegal(*problem)
    ps = s.players[player]
    card = s.find_in(player, "hand", card_id)
    assert card is not None
    d = s.card_def(card.card)
    ps.don_active -= d.cost
    ps.don_rested += d.cost
    s.pending = None
    s.emit("play", player=player, card=card_id, number=d.id)
    if d.category == "event":
        hand_to_trash(s, player, card_id)  # 8-4-2
        resolve_event(s, player, card_id, d, "main")
        event_activated(s, player)
        return
    full = (d.category == "character" and len(ps.characters) >= 5) or (d.category == "stage" and ps.stage is not None)
    if full:
        s.tasks.append(PlaceCard(player, card_id))
        if d.category == "stage":  # 3-8-5-1: exactly one candidate, no decision needed
            assert ps.stage is not None
            field_to_trash(s, ps.stage.id)
            return
        s.pending = Pending(  # 3-7-6-1
            player=player,
            kind=Decision.TRASH_CHARACTER,
            prompt="choose a character to trash to make room",
            options=[c.id for c in ps.characters],
            min=1,
            max=1,
            source=card_id,
        )
        return
    place_card(s, player, card_id)


def place_card(s: GameState, player: str, card_id: str) -> None:
    card = s.find_in(player, "hand", card_id)
    assert card is not None
    d = s.card_def(card.card)
    fc = place_from_hand(s, player, card_id, d.category)
    queue_card(s, player, fc, "on_play")  # 10-2-6


@TASKS.handles(PlaceCard)
def _place_card(s: GameState, task: PlaceCard) -> None:
    place_card(s, task.player, task.card)


def resolve_event(s: GameState, player: str, card_id: str, d: CardDef, timing: str) -> None:
    """Activate the [Main]/[Counter] abilities of an event already in the trash (8-4-2)."""
    for idx, _ab in reversed(d.abilities_with(timing)):
        s.tasks.append(EventAbility(player, card_id, d.id, idx))


def event_activated(s: GameState, player: str) -> None:
    """8-5-4: "when you activate an Event" = an Event card played from hand (8-5-2), not an effect (8-5-3).

    Decision: these abilities wait until the Event's own effects have resolved (8-6-2).
    """
    queue_field(s, player, "on_activate_event")


@TASKS.handles(EventAbility)
def _event_ability(s: GameState, task: EventAbility) -> None:
    start_resolution(s, task.player, task.card, task.number, task.ability)


def activate_problem(s: GameState, player: str, card_id: str, index: int) -> tuple[str, str] | None:
    found = s.find_field(card_id)
    if found is None or found[0] != player:
        return "6-5-4-1", f"{card_id} is not one of {player}'s leader/character/stage cards"
    _owner, _area, fc = found
    d = s.card_def(fc.card)
    if not 0 <= index < len(d.abilities) or d.abilities[index].timing != "activate_main":
        return "8-1-3-3", f"{card_id} has no [Activate: Main] ability {index}"
    ab = d.abilities[index]
    if negated(s, card_id):
        return "8-2-1-1", f"the effects of {card_id} are negated"
    if not printed_conditions_met(s, player, fc, ab):
        return "8-4-1-1", "the ability's conditions are not met"
    if not added_conditions_met(s, player, fc, ab):
        return "8-3-2-2", "a condition added by another effect is not met"
    if ab.once_per_turn and ability_key(card_id, index) in s.once_used:
        return "10-2-13-3", "this [Once Per Turn] ability was already used this turn"
    if not cost_payable(s, player, card_id, total_cost(s, card_id, ab)):  # 8-3-1-2: added costs count
        return "8-3-1-3", "the activation cost cannot be paid in full"
    return None


def activate(s: GameState, player: str, card_id: str, index: int) -> None:
    """6-5-4-1: activate an [Activate: Main] ability."""
    problem = activate_problem(s, player, card_id, index)
    if problem is not None:
        raise s.illegal(*problem)
    found = s.find_field(card_id)
    assert found is not None
    s.pending = None
    start_resolution(s, player, card_id, found[2].card, index)


def attach_don(s: GameState, player: str, card_id: str, count: int) -> None:
    """6-5-5-1: put active DON!! of the cost area under your leader or a character."""
    found = s.find_field(card_id)
    if found is None or found[0] != player or found[1] == "stage":
        raise s.illegal("6-5-5-1", f"{card_id} is not {player}'s leader or character")
    ps = s.players[player]
    if count < 0:
        raise s.illegal("1-3-5", f"a number chosen by a player cannot be negative ({count})")
    # Decision (1-3-2-2): giving 0 DON!! would do nothing, so it is not offered as an action and is rejected.
    if count < 1 or ps.don_active < count:
        raise s.illegal("6-5-5-1", f"{player} has only {ps.don_active} active DON!! in the cost area")
    ps.don_active -= count
    found[2].don += count
    s.pending = None
    s.emit("attach_don", player=player, card=card_id, count=count)


def end_main(s: GameState, player: str) -> None:
    """6-5-2-1: declaring the end of the main phase moves to the end phase."""
    s.pending = None
    s.tasks.append(PhaseEnd())
