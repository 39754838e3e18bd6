"""Costs (chapter 30), unlocking (31), playing (32) and deploying (33) cards.

A skill or arts card passes through the play zone (32-2), resolves its text as one sequence
(:mod:`effects`), then goes where 32-4 / 32-6 put it. Unlocking pays first and places the card in a
task of its own (:class:`~.tasks.UnlockPlace`, :mod:`unlocking`), so on-unlock triggers come between (36-2f).
"""

from __future__ import annotations

from tcgjudge.engine.interface import IllegalActionError

from .cards import CardDef
from .effects import first_effect_possible, play_effect
from .state import LANES, Card, GameState, Problem
from .tasks import UnlockPlace
from .zones import cores_out_of_core_zone, deploy, exhaust_cores, free_lanes, move_card, standby_free, wait_zone

"""(clause, message) saying why an action is illegal, or None."""


# -- costs (30) --------------------------------------------------------------------------------


def mp_available(s: GameState, player: str) -> int:
    """Master points the player can spend now: unspent ones plus one per active core (07-4)."""
    ps = s.players[player]
    return ps.mp + ps.core_active


def pay_mp(s: GameState, player: str, amount: int) -> None:
    """30-2: pay ``amount`` MP; the paid MP vanish.

    Decision (07-4, 27-1): exhausting cores is not an action of its own (27-1 lists none); the
    engine exhausts active cores while paying, only as many as the unspent MP leave to pay.
    """
    ps = s.players[player]
    exhaust_cores(s, player, max(0, amount - ps.mp))
    ps.mp -= amount
    s.emit("pay", player=player, mp=amount)


def unlock_cost(s: GameState, player: str, d: CardDef) -> int | None:
    """31-3 / 31-4: the card's cost, +1 for a single-symbol card of a colour the master lacks;
    None when a class-exclusive card's colours are not all the master's."""
    held = s.card_def(s.players[player].master.card).colors
    if d.double_symbol:
        return d.cost if all(c in held for c in d.colors) else None
    return d.cost if d.colors[0] in held else d.cost + 1


# -- where an unlocked or standby card may go (31-5, 31-6, 32-3..32-6) ------------------------


def play_destinations(s: GameState, player: str, d: CardDef) -> list[str]:
    """Where playing ``d`` may put it now: empty lanes (32-3), the empty lord area (32-5), ``play`` (32-4, 32-6)."""
    if d.category == "minion":
        return free_lanes(s, player)
    if d.category == "lord":
        return ["lord"] if s.players[player].lord is None else []
    # 32-4 / 32-6 / 35-9: a first effect that chooses targets needs enough legal ones, or no play
    return ["play"] if first_effect_possible(s, player, "", d.effects) else []


def unlock_destinations(s: GameState, player: str, d: CardDef) -> list[str]:
    """31-5: play it at once, or put a skill/minion in a free standby slot; 31-6: else exclude it.

    Decision (31-6): ``exclude`` is offered only when neither is possible; the unlock cost is still
    paid, the payment (31-4) coming before the choice of destination (31-1).
    """
    out = play_destinations(s, player, d)
    if d.category in ("skill", "minion") and standby_free(s, player) > 0:
        out.append("standby")
    return out or ["exclude"]


def _destination_problem(s: GameState, player: str, d: CardDef, to: str, options: list[str]) -> Problem:
    if to in options:
        return None
    if to in LANES:
        if d.category != "minion":
            return "32-3", f"only a minion goes to a lane, not a {d.category}"
        if not free_lanes(s, player):
            return "32-3", "no lane of yours is empty, so the minion cannot be played"
        return "17-11", f"your {to} lane is not empty"
    if to == "lord":
        if d.category != "lord":
            return "32-5", f"only a lord goes to the lord area, not a {d.category}"
        return "32-5", "your lord area is not empty"
    if to == "standby":
        if d.category not in ("skill", "minion"):
            return "31-5", f"a {d.category} card cannot wait in the standby zone"
        return "17-17", "your standby zone is full"
    if to == "exclude":
        return "31-6", "the card can still be played or put in the standby zone"
    if to == "play":
        if d.category in ("skill", "arts"):  # 32-4 / 32-6
            return "35-9", f"the first effect of {d.id} has no legal target, so it cannot be played"
        return "32-3", f"a {d.category} card is played to a lane or the lord area, not to 'play'"
    return "31-5", f"unknown destination {to!r}"


# -- unlocking from hand (27-2, 31) ----------------------------------------------------------


def unlock_problem(s: GameState, player: str, cid: str, to: str) -> Problem:
    """Why unlocking ``cid`` toward ``to`` is illegal now, checked in the order of 31-1."""
    card = next((c for c in s.players[player].hand if c.id == cid), None)
    if card is None:
        return "27-2", f"{cid} is not in {player}'s hand"
    d = s.card_def(card.card)
    return unlock_card_problem(s, player, d) or unlock_destination_problem(
        s, player, d, to, unlock_destinations(s, player, d)
    )


def unlock_card_problem(s: GameState, player: str, d: CardDef) -> Problem:
    """31-2..31-4: why a card of the hand cannot be unlocked at all now, wherever it would go."""
    if d.category in ("arts", "lord") and s.players[player].master.mode != "awakened":
        return "31-2", f"a {d.category} card needs an awakened master (15-5, 15-6)"
    cost = unlock_cost(s, player, d)
    if cost is None:
        return "31-3", f"{d.id} needs every one of its colour symbols on the master"
    if mp_available(s, player) < cost:
        return "31-4", f"{d.id} costs {cost} MP but only {mp_available(s, player)} can be paid"
    return None


def unlock_destination_problem(s: GameState, player: str, d: CardDef, to: str, options: list[str]) -> Problem:
    """31-5, 31-6, 30-1: why an unlockable card cannot go to ``to`` (``options``: its destinations now)."""
    ps = s.players[player]
    problem = _destination_problem(s, player, d, to, options)
    if problem is not None:
        return problem
    if to == "lord" and ps.core_active + ps.core_exhausted < d.cc:
        # Decision (30-5, 30-1): the core cost is a cost, and every cost must be payable in full when
        # the action is declared; so a lord is not unlocked to be played with too few cores (32-5 is silent).
        return "30-1", f"{d.id} has core cost {d.cc} but the core zone holds fewer cores"
    return None


def unlock(s: GameState, player: str, cid: str, to: str) -> None:
    """27-2 / 31-1: check, pay the unlock cost (31-4), then play it (31-5), stand it by, or exclude it (31-6)."""
    problem = unlock_problem(s, player, cid, to)
    if problem is not None:
        raise IllegalActionError(*problem)
    card = next(c for c in s.players[player].hand if c.id == cid)
    d = s.card_def(card.card)
    cost = unlock_cost(s, player, d)
    assert cost is not None
    s.pending = None
    s.emit("unlock", player=player, card=cid, cost=cost)
    pay_mp(s, player, cost)
    # 36-2f: on-unlock triggers resolve here, after the payment and before the card is placed
    s.tasks.append(UnlockPlace(player, cid, to))


def place_unlocked(s: GameState, player: str, cid: str, to: str) -> None:
    """31-5 / 31-6: the unlocked card is played, stood by, or excluded."""
    if to == "standby":
        move_card(s, player, cid, "hand", "standby")
    elif to == "exclude":
        move_card(s, player, cid, "hand", "exclusion")
    else:
        play_card(s, player, cid, "hand", to)


# -- playing (27-3, 32) ----------------------------------------------------------------------


def play_standby_problem(s: GameState, player: str, cid: str, to: str) -> Problem:
    """27-3: a card of your standby zone, played where 32-3 / 32-4 allow."""
    card = next((c for c in s.players[player].standby if c.id == cid), None)
    if card is None:
        return "27-3", f"{cid} is not in {player}'s standby zone"
    if card.face_down:  # Decision (16-3e): a reversed card has no category, so nothing says how to play it
        return "16-3e", f"{cid} is reversed: it has no category and cannot be played"
    if to in ("standby", "exclude"):
        return "27-3", "a standby card is played: to a lane (minion) or 'play' (skill)"
    d = s.card_def(card.card)
    return _destination_problem(s, player, d, to, play_destinations(s, player, d))


def play_standby(s: GameState, player: str, cid: str, to: str) -> None:
    problem = play_standby_problem(s, player, cid, to)
    if problem is not None:
        raise IllegalActionError(*problem)
    s.pending = None
    play_card(s, player, cid, "standby", to)


def play_card(s: GameState, player: str, cid: str, source: str, to: str) -> None:
    """32-1 / 32-2: the card goes to the play zone, then by category (32-3..32-6)."""
    card: Card = move_card(s, player, cid, source, "play")
    d = s.card_def(card.card)
    s.emit("play", player=player, card=cid)
    if d.effects:
        play_effect(s, player, cid)  # 32-4 / 32-6: resolve the text, then to the wait zone or excluded
    elif d.category == "minion":
        deploy(s, player, cid, to)  # 32-3
    elif d.category == "lord":
        deploy(s, player, cid, "lord")  # 32-5, then its core cost (07-3: exhausted cores first)
        cores_out_of_core_zone(s, player, d.cc, "lord")
    elif d.category == "skill":
        move_card(s, player, cid, "play", wait_zone(d.wt - 1))  # 32-4, 17-19: to the WT's wait zone
    else:
        move_card(s, player, cid, "play", "exclusion")  # 32-6, 17-19
