"""Actions as plain data: checking who may act, dispatching, and listing the legal ones."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.fields import field_bool, field_str
from . import activated, battle, choices, keywords, main_phase, move_attack, play, setup, turn
from .result import concede
from .state import LANES, PLAYERS, GameState, Pending

# The clause governing each kind of decision (cited when it is answered wrongly).
DECISION_CLAUSE = {
    "choose_turn_order": "25-7",
    "card_change": "26-5a",
    "main": "27-1",
    "choose_standby": "28-1",
    "move_attack": "39-7",
    "choose_impact": "39-8",
}

MAIN_ACTIONS = frozenset(
    {"unlock", "play_standby", "attack", "lane_move", "activate", "exclude_field", "exclude_standby", "end_main"}
)

ANSWERS: dict[str, frozenset[str]] = {
    "choose_turn_order": frozenset({"choose_turn_order"}),
    "card_change": frozenset({"card_change", "no_card_change"}),
    "main": MAIN_ACTIONS,
    "choose_standby": frozenset({"choose_standby"}),
    "move_attack": frozenset({"attack", "no_move_attack"}),  # 39-7
    "choose_impact": frozenset({"choose_impact"}),  # 39-8
}

Actions = list[dict[str, Any]]


def apply_action(s: GameState, action: dict[str, Any]) -> None:
    """Carry out ``action`` on ``s`` (raises IllegalActionError; the caller works on a copy)."""
    kind = action.get("type")
    if s.result.over:
        raise IllegalActionError("24-1", "the game is over")
    if kind == "concede":
        player = action.get("player")
        if player not in PLAYERS:
            raise ValueError("concede needs player p1 or p2")
        concede(s, str(player))  # 24-3d: either player, at any time
        return
    p = s.pending
    assert p is not None, "no pending decision"
    actor = action.get("player", p.player)
    if actor != p.player:
        # 01-8 / 26-1: once the game has begun, only the turn player chooses or acts.
        clause = "25-7" if p.kind == "choose_turn_order" else "01-8"
        raise IllegalActionError(clause, f"the pending {p.kind} decision belongs to {p.player}, not {actor}")
    if kind not in ANSWERS[p.kind]:
        # An answer to another kind of decision breaks the clause that says when that decision is made.
        owner = next((k for k, answers in ANSWERS.items() if kind in answers), p.kind)
        clause = DECISION_CLAUSE[owner]
        raise IllegalActionError(clause, f"{kind!r} does not answer the pending {p.kind} decision of {p.player}")
    if p.kind == "main":  # 37-6a: the card of this main-phase action
        s.text.action_card = action.get("attacker") if kind == "attack" else action.get("card")
    DISPATCH[str(kind)](s, p, action)


def _turn_order(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    setup.answer_turn_order(s, p.player, field_bool(action, "go_first"))


def _card_change(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    card = field_str(action, "card")
    if card not in p.options:
        raise IllegalActionError("26-5a", f"{card} is not a card of {p.player}'s hand")
    turn.answer_card_change(s, p.player, card)


def _choose_standby(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    cards = action.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ValueError("choose_standby needs a list of card ids")
    if len(set(cards)) != len(cards) or any(c not in p.options for c in cards) or len(cards) != p.max:
        raise IllegalActionError("28-1", f"choose exactly {p.max} of {p.options} (as many as the free slots)")
    turn.place_from_wait_one(s, p.player, list(cards))


def _attack(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    if p.kind == "move_attack":  # 39-7: the attack right after the lane move
        move_attack.answer_move_attack(s, p.player, field_str(action, "attacker"), field_str(action, "target"))
        return
    battle.declare_attack(s, p.player, field_str(action, "attacker"), field_str(action, "target"))


def _choose_impact(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    cards = action.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ValueError("choose_impact needs a list of card ids")
    keywords.answer_impact(s, p.player, list(cards))


def _activate(s: GameState, p: Pending, action: dict[str, Any]) -> None:
    if "card" in action:  # 27-6 / 36-4: a card's activated ability
        activated.activate(
            s, p.player, field_str(action, "card"), action.get("ability"), action.get("x"), action.get("cost_cards")
        )
        return
    target = action.get("target")
    main_phase.activate(s, p.player, field_str(action, "ability"), target if isinstance(target, str) else None)


DISPATCH: dict[str, Callable[[GameState, Pending, dict[str, Any]], None]] = {
    "choose_turn_order": _turn_order,
    "card_change": _card_change,
    "no_card_change": lambda s, p, a: turn.answer_card_change(s, p.player, None),
    "choose_standby": _choose_standby,
    "unlock": lambda s, p, a: play.unlock(s, p.player, field_str(a, "card"), field_str(a, "to")),
    "play_standby": lambda s, p, a: play.play_standby(s, p.player, field_str(a, "card"), field_str(a, "to")),
    "attack": _attack,
    "lane_move": lambda s, p, a: main_phase.do_lane_move(s, p.player, field_str(a, "card"), field_str(a, "to")),
    "activate": _activate,
    "exclude_field": lambda s, p, a: main_phase.exclude_field(s, p.player, field_str(a, "card")),
    "exclude_standby": lambda s, p, a: main_phase.exclude_standby(s, p.player, field_str(a, "card")),
    "end_main": lambda s, p, a: turn.end_main(s, p.player),
    "no_move_attack": lambda s, p, a: move_attack.answer_move_attack(s, p.player, None, None),
    "choose_impact": _choose_impact,
}


# -- listing -------------------------------------------------------------------------------


def legal_actions(s: GameState) -> Actions:
    """Every answer to the pending decision (empty once the game is over), plus the asked player's concession."""
    if s.result.over or s.pending is None:
        return []
    p = s.pending
    out = LEGAL[p.kind](s, p)
    out.append({"type": "concede", "player": p.player})  # 24-3d
    return out


def _turn_order_actions(s: GameState, p: Pending) -> Actions:
    return [{"type": "choose_turn_order", "go_first": b, "player": p.player} for b in (True, False)]


def _card_change_actions(s: GameState, p: Pending) -> Actions:
    out: Actions = [{"type": "card_change", "card": cid, "player": p.player} for cid in p.options]
    out.append({"type": "no_card_change", "player": p.player})
    return out


def _choose_standby_actions(s: GameState, p: Pending) -> Actions:
    # 28-1 (1): which cards of wait zone I fill the free slots (the standby zone has no order to choose)
    return [{"type": "choose_standby", "cards": list(c), "player": p.player} for c in combinations(p.options, p.max)]


def _main_actions(s: GameState, p: Pending) -> Actions:
    who = p.player
    ps = s.players[who]
    out: Actions = []
    allowed: dict[str, list[str]] = {}  # card definition -> where it may be unlocked to (copies share it)
    for card in ps.hand:  # the card's own checks once, then each destination's (31-1)
        places = allowed.get(card.card)
        if places is None:
            d = s.card_def(card.card)
            places = []
            if play.unlock_card_problem(s, who, d) is None:
                destinations = play.unlock_destinations(s, who, d)
                places = [
                    to for to in destinations if play.unlock_destination_problem(s, who, d, to, destinations) is None
                ]
            allowed[card.card] = places
        for to in places:
            out.append({"type": "unlock", "card": card.id, "to": to, "player": who})
    for card in ps.standby:
        if not card.face_down:
            for to in play.play_destinations(s, who, s.card_def(card.card)):
                out.append({"type": "play_standby", "card": card.id, "to": to, "player": who})
    units = s.units(who)  # listing changes nothing: read once
    for fighter in units:  # 27-4, 34-3..34-5
        if battle.attacker_problem(s, who, fighter.id) is None:
            for target in battle.targets(s, who, fighter.id):
                out.append({"type": "attack", "attacker": fighter.id, "target": target, "player": who})
    lanes = ps.lanes
    for lane in LANES:
        unit = lanes[lane]
        # an exhausted or reversed minion, or an occupied lane, never passes lane_move_problem (27-5, 17-11)
        if unit is not None and not unit.exhausted and not unit.reversed:
            for to in LANES:
                if lanes[to] is None and main_phase.lane_move_problem(s, who, unit.id, to) is None:
                    out.append({"type": "lane_move", "card": unit.id, "to": to, "player": who})
    master = ps.master
    if master.mode == "awakened" and not master.exhausted:  # else activate_problem refuses both (20-3, 30-3)
        if main_phase.activate_problem(s, who, "core_boost", None) is None:
            out.append({"type": "activate", "ability": "core_boost", "player": who})
        # 20-3c: the only check that depends on the target is that it is one of assault_targets, listed here
        if main_phase.activate_problem(s, who, "grant_assault", master.id) is None:
            for target in main_phase.assault_targets(s, who):
                out.append({"type": "activate", "ability": "grant_assault", "target": target, "player": who})
    for unit in units:
        if main_phase.exclude_field_problem(s, who, unit.id) is None:
            out.append({"type": "exclude_field", "card": unit.id, "player": who})
    out += [{"type": "exclude_standby", "card": c.id, "player": who} for c in ps.standby]
    out += activated.options(s, who)  # 27-6, 36-4
    out.append({"type": "end_main", "player": who})
    return out


LEGAL: dict[str, Callable[[GameState, Pending], Actions]] = {
    "choose_turn_order": _turn_order_actions,
    "card_change": _card_change_actions,
    "main": _main_actions,
    "choose_standby": _choose_standby_actions,
    "move_attack": lambda s, p: move_attack.move_attack_answers(p),
    "choose_impact": lambda s, p: keywords.impact_answers(p),
}

# The turn player's choices while card text resolves (35-6, 37-6, 38-6, 38-15, 38-17).
DECISION_CLAUSE |= choices.DECISION_CLAUSE
ANSWERS |= choices.ANSWERS
DISPATCH |= choices.DISPATCH
LEGAL |= choices.LEGAL
