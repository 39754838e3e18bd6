"""Actions as plain data: validation, dispatch to the rules, and enumeration of legal ones."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations, combinations_with_replacement, islice, permutations
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.fields import field_bool, field_str, field_strs
from . import battle, costs, setup, triggered, turn, zones
from .decisions import CONTINUATIONS, Decision, ReturnDon
from .rule_processing import concede
from .state import PLAYERS, GameState, Pending, other
from .zones import field_to_trash

# The clause that governs each kind of decision (used when the wrong action is offered).
DECISION_CLAUSE: dict[str, str] = {
    Decision.CHOOSE_TURN_ORDER: "5-2-1-5",
    Decision.REDRAW: "5-2-1-6",
    Decision.MAIN: "6-5-2",
    Decision.BLOCK: "7-1-2-1",
    Decision.COUNTER: "7-1-3-2",
    Decision.TRIGGER: "10-1-5-1",
    Decision.TRASH_CHARACTER: "3-7-6-1",
    Decision.SELECT: "8-4-4",
    Decision.RETURN_DON: "8-3-1-6",
    Decision.DECIDE: "8-1-2",
    Decision.CHOOSE_EFFECT: "8-1-3-2",
    Decision.ORDER: "3-1-7",
}

MAIN_ACTION_CLAUSE = {
    "play": "6-5-3-1",
    "activate": "10-2-2-1",  # [Activate: Main] only in the main phase outside a battle
    "attach_don": "6-5-5-1",
    "attack": "6-5-2",
    "end_main": "6-5-2-1",
    "counter": "7-1-3-2",  # counters only in the defending player's counter step
}

ANSWERS: dict[str, set[str]] = {
    Decision.CHOOSE_TURN_ORDER: {"choose_turn_order"},
    Decision.REDRAW: {"redraw", "keep"},
    Decision.MAIN: {"play", "activate", "attach_don", "attack", "end_main"},
    Decision.BLOCK: {"block", "no_block"},
    Decision.COUNTER: {"counter", "pass"},
    Decision.TRIGGER: {"trigger"},
    Decision.TRASH_CHARACTER: {"trash_character"},
    Decision.SELECT: {"select"},
    Decision.RETURN_DON: {"return_don"},
    Decision.DECIDE: {"decide"},
    Decision.CHOOSE_EFFECT: {"choose_effect"},
    Decision.ORDER: {"order"},
}

MAX_SELECTIONS = 2000


def apply_action(s: GameState, action: dict[str, Any]) -> None:
    """Carry out ``action`` on ``s`` (raises IllegalActionError; the caller works on a copy)."""
    t = action.get("type")
    if s.result.over:
        raise IllegalActionError("1-2-1", "the game is over")
    if t == "concede":
        player = action.get("player")
        if player not in PLAYERS:
            raise ValueError("concede needs player p1 or p2")
        concede(s, str(player))  # 1-2-3: any player, any time
        return
    if t == "arrange_hand":
        _arrange_hand(s, action)
        return
    p = s.pending
    assert p is not None, "no pending decision"
    clause = DECISION_CLAUSE[p.kind]
    actor = action.get("player", p.player)
    if actor != p.player:
        if t == "activate" and p.kind == "main":
            clause = "6-5-4-1"  # only the turn player activates effects in the main phase
        raise IllegalActionError(clause, f"the pending {p.kind} decision belongs to {p.player}, not {actor}")
    if t not in ANSWERS[p.kind]:
        # A main-phase action offered elsewhere breaks the rule of when it may be taken, not the pending decision.
        clause = MAIN_ACTION_CLAUSE.get(str(t), clause) if p.kind != "main" else clause
        raise IllegalActionError(clause, f"{t!r} does not answer the pending {p.kind} decision of {p.player}")
    who = p.player
    if t == "choose_turn_order":
        setup.answer_turn_order(s, who, field_bool(action, "go_first"))
    elif t in ("redraw", "keep"):
        setup.answer_redraw(s, who, t == "redraw")
    elif t == "play":
        turn.play(s, who, field_str(action, "card"))
    elif t == "activate":
        idx = action.get("ability")
        if not isinstance(idx, int):
            raise ValueError("activate needs an integer ability index")
        turn.activate(s, who, field_str(action, "card"), idx)
    elif t == "attach_don":
        count = action.get("count", 1)
        if not isinstance(count, int):
            raise ValueError("count must be an integer")
        turn.attach_don(s, who, field_str(action, "card"), count)
    elif t == "attack":
        battle.declare_attack(s, who, field_str(action, "attacker"), field_str(action, "target"))
    elif t == "end_main":
        turn.end_main(s, who)
    elif t == "block":
        battle.block(s, who, field_str(action, "blocker"))
    elif t == "no_block":
        battle.block(s, who, None)
    elif t == "counter":
        target = action.get("target")
        battle.counter(s, who, field_str(action, "card"), target if isinstance(target, str) else None)
    elif t == "pass":
        battle.pass_counter(s, who)
    elif t == "trigger":
        battle.answer_trigger(s, who, field_bool(action, "use"))
    elif t == "trash_character":
        cid = field_str(action, "card")
        if cid not in p.options:
            raise IllegalActionError("3-7-6-1", f"{cid} is not one of your characters")
        s.pending = None
        field_to_trash(s, cid)  # 3-7-6-1: trashed, not K.O.'d (10-2-1-3)
    elif t == "select":
        cards = field_strs(action, "cards", "select needs a list of card ids")
        if len(set(cards)) != len(cards) or any(c not in p.options for c in cards):
            raise IllegalActionError("8-4-4", f"choose among {p.options}")
        if not p.min <= len(cards) <= p.max:
            raise IllegalActionError("8-4-4-1", f"choose between {p.min} and {p.max} cards")
        answer_select(s, list(cards))
    elif t == "order":
        cards = field_strs(action, "cards", "order needs a list of card ids")
        if sorted(cards) != sorted(p.options):
            raise IllegalActionError("3-1-7", f"order exactly the cards {p.options}")
        zones.answer_order(s, list(cards))
    elif t == "return_don":
        _return_don(s, who, action)
    elif t == "decide":
        answer_decide(s, field_bool(action, "accept"))
    elif t == "choose_effect":
        eid = field_str(action, "effect")
        if eid not in [o["effect"] for o in p.options]:
            raise IllegalActionError("8-1-3-2", f"{eid} is not a waiting effect of {who}")
        s.pending = None
        triggered.choose_effect(s, eid)


def answer_select(s: GameState, chosen: list[str]) -> None:
    """Finish the pending ``select`` decision with the chosen cards (its continuation says how)."""
    _finish(s, chosen)


def answer_decide(s: GameState, accept: bool) -> None:
    """Finish the pending ``decide`` decision with the answer (its continuation says how)."""
    _finish(s, accept)


def _finish(s: GameState, answer: object) -> None:
    p = s.pending
    assert p is not None and p.then is not None, "a decide or select decision carries its continuation"
    s.pending = None
    CONTINUATIONS.run(s, p.then, answer)


def _arrange_hand(s: GameState, action: dict[str, Any]) -> None:
    """3-4-2: a player may put the cards of their own hand in any order, at any time."""
    player = action.get("player")
    if player not in PLAYERS:
        raise ValueError("arrange_hand needs player p1 or p2")
    cards = field_strs(action, "cards", "arrange_hand needs a list of card ids")
    hand = s.players[str(player)].hand
    if sorted(cards) != sorted(c.id for c in hand):
        raise IllegalActionError("3-4-2", f"{player} can only rearrange all of their own hand: {[c.id for c in hand]}")
    by_id = {c.id: c for c in hand}
    s.players[str(player)].hand = [by_id[cid] for cid in cards]
    s.emit("arrange_hand", player=player)


def _return_don(s: GameState, who: str, action: dict[str, Any]) -> None:
    p = s.pending
    assert p is not None
    sources = field_strs(action, "sources", "return_don needs a list of sources")
    available = {o["source"]: o["available"] for o in p.options}
    assert isinstance(p.then, ReturnDon)
    if len(sources) != p.then.count:
        raise IllegalActionError("8-3-1-6", f"return exactly {p.then.count} DON!!")
    for src, n in Counter(sources).items():
        if available.get(src, 0) < n:
            raise IllegalActionError("8-3-1-6", f"not enough DON!! at {src}")
    s.pending = None
    costs.return_don(s, who, list(sources))


def legal_actions(s: GameState) -> list[dict[str, Any]]:
    """Every action the deciding player may take now (empty once the game is over)."""
    if s.result.over or s.pending is None:
        return []
    p = s.pending
    out = LEGAL[p.kind](s, p)
    out.append({"type": "concede", "player": p.player})  # 1-2-3: any time
    return out


# One function per kind of decision; every action names its player last (the actions are built
# as literals: legal_actions runs before every action of a playout).
Actions = list[dict[str, Any]]


def _yes_no_actions(kind: str, key: str) -> Callable[[GameState, Pending], Actions]:
    def both(s: GameState, p: Pending) -> Actions:
        return [{"type": kind, key: True, "player": p.player}, {"type": kind, key: False, "player": p.player}]

    return both


def _redraw_actions(s: GameState, p: Pending) -> Actions:
    return [{"type": "redraw", "player": p.player}, {"type": "keep", "player": p.player}]


def _main_actions(s: GameState, p: Pending) -> Actions:
    who = p.player
    out: Actions = []
    ps = s.players[who]
    for c in ps.hand:
        if turn.hand_card_play_problem(s, who, c) is None:  # play_problem, the card being in hand
            out.append({"type": "play", "card": c.id, "player": who})
    mine = s.field_cards(who)
    if "activate_main" in s.cards.timings:  # some card of this game has one
        for fc in mine:
            for idx, _ab in s.card_def(fc.card).abilities_with("activate_main"):
                if turn.activate_problem(s, who, fc.id, idx) is None:
                    out.append({"type": "activate", "card": fc.id, "ability": idx, "player": who})
    if ps.don_active:
        for fc in mine:
            if fc is not ps.stage:
                out.append({"type": "attach_don", "card": fc.id, "player": who})
    # attack_problem = attacker_problem or target_problem: each part is checked once per card.
    targets = [fc.id for fc in s.field_cards(other(who)) if battle.target_problem(s, who, fc.id) is None]
    if targets:
        for fc in mine:
            if battle.attacker_problem(s, who, fc.id) is None:
                out += [{"type": "attack", "attacker": fc.id, "target": target, "player": who} for target in targets]
    out.append({"type": "end_main", "player": who})
    return out


def _block_actions(s: GameState, p: Pending) -> Actions:
    out: Actions = [{"type": "block", "blocker": b, "player": p.player} for b in p.options]
    out.append({"type": "no_block", "player": p.player})
    return out


def _counter_actions(s: GameState, p: Pending) -> Actions:
    who = p.player
    out: Actions = []
    # counter_problem = in hand, hand_card_counter_problem, then counter_target_problem for a character.
    targets = [
        fc.id
        for fc in s.field_cards(who)
        if fc is not s.players[who].stage and battle.counter_target_problem(s, who, fc.id) is None
    ]
    for c in s.players[who].hand:
        if battle.hand_card_counter_problem(s, who, c) is not None:
            continue
        if s.card_def(c.card).category == "character":
            out += [{"type": "counter", "card": c.id, "target": tgt, "player": who} for tgt in targets]
        else:
            out.append({"type": "counter", "card": c.id, "player": who})
    out.append({"type": "pass", "player": who})
    return out


def _trigger_actions(s: GameState, p: Pending) -> Actions:
    out: Actions = []
    if battle.trigger_usable(s, p.player):
        out.append({"type": "trigger", "use": True, "player": p.player})
    out.append({"type": "trigger", "use": False, "player": p.player})
    return out


def _trash_character_actions(s: GameState, p: Pending) -> Actions:
    return [{"type": "trash_character", "card": cid, "player": p.player} for cid in p.options]


def _select_actions(s: GameState, p: Pending) -> Actions:
    out: Actions = []
    for n in range(p.min, p.max + 1):
        for combo in combinations(p.options, n):
            out.append({"type": "select", "cards": list(combo), "player": p.player})
            if len(out) >= MAX_SELECTIONS:
                break
    return out


def _return_don_actions(s: GameState, p: Pending) -> Actions:
    out: Actions = []
    pool: list[str] = [str(o["source"]) for o in p.options]
    avail: dict[str, int] = {str(o["source"]): int(o["available"]) for o in p.options}
    assert isinstance(p.then, ReturnDon)
    for combo in combinations_with_replacement(pool, p.then.count):
        counts: Counter[str] = Counter(combo)
        if all(avail[src] >= n for src, n in counts.items()):
            out.append({"type": "return_don", "sources": list(combo), "player": p.player})
    return out


def _choose_effect_actions(s: GameState, p: Pending) -> Actions:
    return [{"type": "choose_effect", "effect": o["effect"], "player": p.player} for o in p.options]


def _order_actions(s: GameState, p: Pending) -> Actions:
    return [
        {"type": "order", "cards": list(perm), "player": p.player}
        for perm in islice(permutations(p.options), MAX_SELECTIONS)
    ]


LEGAL: dict[str, Callable[[GameState, Pending], Actions]] = {
    Decision.CHOOSE_TURN_ORDER: _yes_no_actions("choose_turn_order", "go_first"),
    Decision.REDRAW: _redraw_actions,
    Decision.MAIN: _main_actions,
    Decision.BLOCK: _block_actions,
    Decision.COUNTER: _counter_actions,
    Decision.TRIGGER: _trigger_actions,
    Decision.TRASH_CHARACTER: _trash_character_actions,
    Decision.SELECT: _select_actions,
    Decision.RETURN_DON: _return_don_actions,
    Decision.DECIDE: _yes_no_actions("decide", "accept"),
    Decision.CHOOSE_EFFECT: _choose_effect_actions,
    Decision.ORDER: _order_actions,
}
