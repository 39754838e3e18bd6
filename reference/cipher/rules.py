"""Moving cards, the deck refill (11.3), the automatic check timing's class change bonus (8) and rule processing
(9: same name, defeat, march), and the end of the game (3)."""

from __future__ import annotations

from tcgjudge.reference.core.decisions import Pending

from .state import PLAYERS, Card, GameState, other

LOSS_REASONS = ("main_character", "deck")


def refill(s: GameState, player: str) -> bool:
    """11.3.1: an empty deck takes the retreat area, shuffled, as its new deck at once (an interrupt, 11.2);
    11.3.1.1: with both empty nothing happens. True if it refilled."""
    pl = s.players[player]
    if pl.deck or not pl.retreat:
        return False
    cards, pl.retreat = pl.retreat, []
    for card in cards:
        card.face_up = False  # 6.4.5: cards entering the deck are face down
    s.rng.shuffle(cards)
    pl.deck = cards
    s.emit("refill", player=player, count=len(cards))
    s.emit("shuffle", player=player)
    return True


def refill_all(s: GameState) -> bool:
    """11.2: interrupts are looked for all the time; True if a deck was refilled."""
    done = False
    for p in PLAYERS:
        done = refill(s, p) or done
    return done


def draw(s: GameState, player: str) -> bool:
    """The deck's top card to the hand (6.6: one at a time); an empty deck draws nothing. True if drawn."""
    refill(s, player)
    deck = s.players[player].deck
    if not deck:
        s.emit("draw_failed", player=player)
        return False
    card = deck.pop(0)
    s.players[player].hand.append(card)
    s.emit("draw", player=player, card=card.id, new_id=card.id)
    return True


def draw_n(s: GameState, player: str, n: int) -> None:
    for _ in range(max(0, n)):
        draw(s, player)


def line_of(s: GameState, card: Card) -> str | None:
    """The line a unit is in (None: it is no unit on the battlefield)."""
    pl = s.players[card.owner]
    if any(c is card for c in pl.front):
        return "front"
    if any(c is card for c in pl.back):
        return "back"
    return None


def find_unit(s: GameState, player: str, cid: object) -> Card | None:
    return next((c for c in s.players[player].units if c.id == cid), None)


def to_retreat(s: GameState, unit: Card) -> None:
    """A unit leaving the battlefield for its owner's retreat area: every card of its stack goes, face up and new
    (6.4.3, 6.5); its Main Character status and per-turn information stay behind (6.5). The owner's order is kept
    (14.2.7.2 lets the owner choose it: docs/cipher-data.md, the stack's order)."""
    pl = s.players[unit.owner]
    for line in (pl.front, pl.back):
        if unit in line:
            line.remove(unit)
    s.bonuses.pop(unit.id, None)
    for card in [*unit.stack, unit]:
        card.stack, card.tapped, card.main, card.face_up = [], False, False, True
        card.levelled = card.class_changed = card.destroyed = False  # 9.3.1.1
        pl.retreat.append(card)
        s.emit("to_retreat", player=unit.owner, card=card.id, new_id=card.id)


# -- the automatic check timing (chapter 7) --------------------------------------------------------------------


def class_change_bonus(s: GameState) -> None:
    """8.1.1: each player draws one card per unit of theirs with a class change bonus triggered, the turn player
    first (docs/cipher-data.md: the order is the turn player's first, as 2.12 does elsewhere); 8.1.2: they are
    all cleared."""
    if not s.bonuses:
        return
    owners: dict[str, int] = {}
    for cid, n in s.bonuses.items():
        owner = next((p for p in PLAYERS if any(c.id == cid for c in s.players[p].units)), None)
        if owner is not None:
            owners[owner] = owners.get(owner, 0) + n
    s.bonuses = {}
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        if owners.get(p):
            s.emit("class_change_bonus", player=p, count=owners[p])
            draw_n(s, p, owners[p])


def same_name_groups(s: GameState, player: str) -> list[list[Card]]:
    """9.2: groups of two or more of the player's units sharing one unit name."""
    by_name: dict[str, list[Card]] = {}
    for unit in s.players[player].units:
        by_name.setdefault(s.unit_name(unit), []).append(unit)
    return [group for group in by_name.values() if len(group) > 1]


def same_name(s: GameState) -> bool | None:
    """9.2.1: a player with several units of one unit name keeps one, the others go to the retreat area; 9.2.1.1:
    the Main Character is the one kept. True if applied, None if a player must choose (a pending decision)."""
    applied = False
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        for group in same_name_groups(s, p):
            main = next((u for u in group if u.main), None)
            if main is None:
                s.pending = Pending(
                    p, "keep_unit", "the unit of this unit name to keep (9.2.1)", [u.id for u in group], 1, 1
                )
                return None
            keep_unit(s, main, group)
            applied = True
    return applied


def keep_unit(s: GameState, kept: Card, group: list[Card]) -> None:
    """9.2.1: every unit of the group but ``kept`` goes to its owner's retreat area."""
    s.emit("same_name", player=kept.owner, kept=kept.id)
    for unit in group:
        if unit is not kept:
            to_retreat(s, unit)


def destruction(s: GameState) -> bool | None:
    """9.3.1: destroyed units go to their owners' retreat areas (9.3.1.3: together); 9.3.1.2: a destroyed Main
    Character stays, its player taking an orb into the hand instead, chosen among several (a pending decision:
    None), and is no longer destroyed (9.3.1.2.2); 9.3.1.2.1: with no orb it retreats. True if applied."""
    applied = False
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        pl = s.players[p]
        for unit in [u for u in pl.units if u.destroyed]:
            if unit.main and pl.orbs:
                if len(pl.orbs) > 1:
                    s.pending = Pending(
                        p, "take_orb", "the orb to take into the hand (9.3.1.2)", [c.id for c in pl.orbs], 1, 1
                    )
                    return None
                take_orb(s, p, pl.orbs[0].id)
            else:
                s.emit("destroyed", player=p, card=unit.id)
                to_retreat(s, unit)
            applied = True
    return applied


def take_orb(s: GameState, player: str, cid: str) -> None:
    """9.3.1.2: the orb chosen goes to the hand, face down (6.4.5); the Main Character is no longer destroyed and
    keeps the rest of its state (9.3.1.2.2, 9.3.1.2.2.1)."""
    pl = s.players[player]
    orb = next(c for c in pl.orbs if c.id == cid)
    pl.orbs.remove(orb)
    orb.face_up = False
    pl.hand.append(orb)
    for unit in pl.units:
        if unit.main:
            unit.destroyed = False
    s.pending = None
    s.emit("orb_broken", player=player, card=orb.id, new_id=orb.id)


def loss_conditions(s: GameState, player: str) -> str | None:
    """3.1.1: no Main Character on the battlefield; 3.1.2: no card in the deck nor in the retreat area."""
    pl = s.players[player]
    if not any(u.main for u in pl.units):
        return "main_character"
    if not pl.deck and not pl.retreat:
        return "deck"
    return None


def defeat(s: GameState) -> bool:
    """9.4, 3.1: a sole losing player loses and the other wins at once; 3.2: both at once is a draw. True when
    the game ended."""
    losing = {p: r for p in PLAYERS if (r := loss_conditions(s, p)) is not None}
    if not losing:
        return False
    reason = "main_character" if "main_character" in losing.values() else "deck"
    if len(losing) == len(PLAYERS):
        end_game(s, winner=None, losers=(), draw=True, reason=reason)
    else:
        (loser,) = losing
        end_game(s, winner=other(loser), losers=(loser,), draw=False, reason=losing[loser])
    return True


def march(s: GameState) -> bool:
    """9.6.1: when the non-turn player's front line holds no unit, every unit of their back line goes to the front
    line keeping its state; 9.6.1.1: this is no move. True if applied."""
    if s.turn_player is None:
        return False
    p = other(s.turn_player)
    pl = s.players[p]
    if pl.front or not pl.back:
        return False
    moved, pl.back = pl.back, []
    pl.front.extend(moved)
    s.emit("march", player=p, cards=[u.id for u in moved])
    return True


def rule_processing(s: GameState) -> bool:
    """9.1: same name, destruction, defeat, placement, march in this order; 9.1.1: when any but defeat applied,
    all of them again after the march. Placement comes with skills. False when a decision is pending or the game
    ended."""
    while True:
        applied = same_name(s)
        if applied is None:
            return False
        destroyed = destruction(s)
        if destroyed is None:
            return False
        applied = applied or destroyed
        if defeat(s):
            return False
        applied = march(s) or applied
        if not applied:
            return True


def check_timing(s: GameState) -> None:
    """7.2.1: class change bonuses, 7.2.2: rule processing; 7.2.3: triggered skills come with skills."""
    class_change_bonus(s)
    refill_all(s)
    rule_processing(s)


def end_game(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
    """Record the result; the game is over at once (3.1, 3.2), nothing is pending."""
    if s.result.over:
        return
    s.result.over, s.result.winner, s.result.losers = True, winner, losers
    s.result.draw, s.result.reason = draw, reason
    s.pending = None
    s.tasks.clear()
    for loser in losers:
        s.emit("lose", player=loser, reason=reason)
    if winner is not None:
        s.emit("win", player=winner, reason=reason)
    s.emit("game_over", winner=winner, draw=draw, reason=reason)
