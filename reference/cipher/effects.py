"""Keyword effects of 23.1.1 to 23.1.20 carried out by the test cards' skills (docs/cipher-data.md (b)): a named
player drawing, shuffling, revealing and looking at the deck's top cards with "up to N" / "any number" of them to the
hand, lasting changes of power (doubled, tripled, "until the end of the game, all allies"), "is not destroyed",
destroying an orb, "does not activate", the top card of a unit to the retreat area, "cannot be placed in the bond
area", losing skills, copying a power, setting a support power and growing. :func:`apply` is called at the end of
``rules.apply_effect``; the ``choose`` decision ends in :func:`choose`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tcgjudge.reference.core.decisions import Pending

from tcgjudge.engine.interface import IllegalActionError

from .cards import Skill
from .power import unit_power
from .rules import draw_n, find_unit, to_retreat, trigger
from .state import PLAYERS, Boost, Card, Choosing, GameState, line_of, other


def destroyable(s: GameState, unit: Card) -> bool:
    """23.1.12.1: a unit with "this unit is not destroyed" never becomes destroyed while the skill applies."""
    return not any(k.kind == "continuous" and k.not_destroyed for k in s.definition(unit).skills)


def silenced(s: GameState, card: Card, event: str) -> bool:
    """23.1.17.1: an automatic skill of ``card`` waiting for ``event`` does not become triggered while a unit of the
    opponent has a continuous skill saying the opponent's skills of that kind do not activate."""
    return any(
        k.kind == "continuous" and k.silences == event
        for unit in s.players[other(card.owner)].units
        for k in s.definition(unit).skills
    )


def cannot_bond(s: GameState, card: Card) -> bool:
    """23.1.20.1: a card saying it cannot be placed in the bond area."""
    return any(k.kind == "continuous" and k.no_bond for k in s.pool[card.card].skills)


def to_bond_area(s: GameState, player: str, number: int) -> None:
    """The top ``number`` cards of the deck (as many as there are), whose information could not be read, put into
    the bond area face up at once; 23.1.20.1: a card that cannot be placed there goes to the retreat area instead,
    and 23.1.20.1.1: at the same moment as the others reach the bond area, so their "when put into your bond area"
    skills trigger (10.1.1.1.1: their conditions read) only once every card has arrived."""
    pl = s.players[player]
    moved = [pl.take(pl.deck) for _ in range(min(number, len(pl.deck)))]  # a state's own clones (Player.take)
    bonded = []
    for card in moved:
        card.face_up = True
        if cannot_bond(s, card):
            pl.retreat.append(card)
            s.emit("to_retreat", player=player, card=card.id, new_id=card.id)
        else:
            pl.bonds.append(card)
            bonded.append(card)
            s.emit("bond", player=player, card=card.id, new_id=card.id, by_effect=True)
    for card in bonded:
        trigger(s, "bonded", card)
        trigger(s, "bonded_by_effect", card)  # 23.1.40.1: put there by a skill's effect


def shuffle_deck(s: GameState, player: str) -> None:
    """23.1.2.1: the deck's order made random, its cards seen by nobody (no card is shown)."""
    s.own_rng().shuffle(s.players[player].deck)
    s.emit("shuffle", player=player)


def apply(s: GameState, player: str, k: Skill) -> None:
    """The keyword effects of ``k`` (21.1.1.2: in the order written) for its user ``player``; "this unit" is the
    card whose skill is being carried out (``s.source``)."""
    unit = find_unit(s, player, s.source) if s.source is not None else None
    if k.opponent_draws:
        draw_n(s, other(player), k.opponent_draws)  # 23.1.1.1.1: the player named draws
        if k.then_shuffle:
            shuffle_deck(s, other(player))  # 23.1.2.2: the deck drawn from, by its owner, after the draw
    if k.shuffle:
        shuffle_deck(s, player)
    if unit is not None and k.power_gain:
        s.boosts += (Boost(player, unit.id, k.power_gain, s.turn),)
    if unit is not None and k.power_times:
        # 23.1.10.1, 23.1.11.1: the power at this moment added once (doubled) or twice (tripled); later changes
        # are added to the result, never doubled (docs/cipher-data.md Decisions)
        s.boosts += (Boost(player, unit.id, unit_power(s, unit) * (k.power_times - 1), s.turn),)
    if k.allies_gain:
        s.boosts += (Boost(player, None, k.allies_gain, None),)  # 23.1.9.1
    if unit is not None and k.top_to_retreat:
        top_to_retreat(s, unit)
    if k.bond_from_deck:
        to_bond_area(s, player, k.bond_from_deck)
    if k.destroy_orb:
        destroy_orb(s, player)
    if k.look_top or k.reveal_top:
        show_top(s, player, k)
    if k.strip_opponents:
        # 23.1.15.1: the units there now are treated as having no skill until the end of the turn
        s.stripped += tuple((u.id, s.turn) for u in s.players[other(player)].units)
    if unit is not None and k.copy_main_power:
        main = next((u for u in s.players[player].units if u.main), None)
        if main is not None:
            # 23.1.8.1.1: the power printed on the card copied, whatever changes it has; 23.1.8.1: no state copied
            s.copies += ((unit.id, main.card, s.turn),)
    if k.support_per_hand and s.source is not None:
        # 23.1.16.1: the number of the moment; 23.1.16.1.1: it stays when the hand changes after
        s.support_values[s.source] = k.support_per_hand * len(s.players[player].hand)
    if unit is not None and k.grow:
        grow(s, player, unit)


def support_value(s: GameState, card: Card) -> int:
    """18.3.1.8: the support power a support card adds: the printed one, or the number an effect set it to
    (23.1.16.1), used once."""
    return s.support_values.pop(card.id, s.pool[card.card].support)


def grow(s: GameState, player: str, unit: Card) -> None:
    """23.1.13.1: a card of the unit's unit name from the user's hand put under the unit (the user chooses among
    several)."""
    same = [c for c in s.players[player].hand if s.unit_name(c) == s.unit_name(unit)]
    if len(same) == 1:
        grow_with(s, player, unit, same[0])
    elif same:
        s.choosing = Choosing(player, "grow", "23.1.13.1", "23.1.13.1", target=unit.id)
        s.pending = Pending(player, "choose", "the card to grow the unit with (23.1.13.1)", [c.id for c in same], 1, 1)


def grow_with(s: GameState, player: str, unit: Card, card: Card) -> None:
    """23.1.13.1: ``card`` from the hand to the bottom of the unit's stack, which stays one card; 23.1.13.2: no level
    up: no class change bonus, no level-up or class change information added (14.2.4, 14.2.5.1)."""
    s.players[player].hand.remove(card)
    card.face_up = True
    unit.stack.insert(0, card)
    s.emit("grow", player=player, card=unit.id, under=card.id)


def top_to_retreat(s: GameState, unit: Card) -> None:
    """23.1.18: the unit's top card to its owner's retreat area. 23.1.18.1: the changes made to it go with it (a
    lasting change names the top card); the card below is read from now on. 23.1.18.2: the unit keeps its whole
    state (tapped or not, Main Character, destroyed) and its place. A unit of one card leaves the battlefield
    (docs/cipher-data.md Decisions)."""
    if not unit.stack:
        to_retreat(s, unit)
        return
    pl = s.players[unit.owner]
    line = pl.zone(str(line_of(s, unit)))
    below = unit.stack[-1]
    below.stack, unit.stack = unit.stack[:-1], []
    below.tapped, below.main, below.destroyed, below.face_up = unit.tapped, unit.main, unit.destroyed, True
    below.levelled = below.class_changed = False  # 23.1.18.1: what the level up added went with the top card
    line[line.index(unit)] = below
    unit.tapped = unit.main = unit.destroyed = unit.levelled = unit.class_changed = False
    unit.used, unit.gained = [], []  # 23.1.24.1.1: what lasted until this unit left goes with its top card
    below.gained = []
    pl.retreat.append(unit)
    s.emit("to_retreat", player=unit.owner, card=unit.id, new_id=unit.id)


def destroy_orb(s: GameState, player: str) -> None:
    """23.1.14.1: the user chooses one of the opponent's orbs (no choice with one), which goes to its owner's hand
    without being shown."""
    orbs = s.players[other(player)].orbs
    if len(orbs) == 1:
        orb_to_hand(s, orbs[0])
    elif orbs:
        s.choosing = Choosing(player, "destroy_orb", "23.1.14.1", "23.1.14.1")
        s.pending = Pending(player, "choose", "the opponent's orb to destroy (23.1.14.1)", [c.id for c in orbs], 1, 1)


def orb_to_hand(s: GameState, orb: Card) -> None:
    """23.1.14.1: a destroyed orb to its owner's hand, face down: nobody but the owner learns it."""
    pl = s.players[orb.owner]
    orb = pl.take(pl.orbs, orb)
    orb.face_up = False
    pl.hand.append(orb)
    s.emit("orb_destroyed", player=orb.owner, card=orb.id, new_id=orb.id)


def show_top(s: GameState, player: str, k: Skill) -> None:
    """23.1.4 (reveal: both players see them) or 23.1.5 (look: the user alone, 23.1.5.1, 23.1.5.2) the top cards of
    the user's deck, which stay in the deck (23.1.4.3: no refill, 23.1.4.3.1); the user chooses up to N of them
    (23.1.6.1: 0 to N) or any number (23.1.7.1) for the hand."""
    cards = s.players[player].deck[: k.look_top or k.reveal_top]
    if not cards:
        return
    viewers = tuple(PLAYERS) if k.reveal_top else (player,)
    for card in cards:
        s.shown[card.id] = viewers
    s.emit("reveal" if k.reveal_top else "look", player=player, cards=[c.id for c in cards])
    up_to = len(cards) if k.take_up_to < 0 else min(k.take_up_to, len(cards))
    clauses = ("23.1.7.1", "23.1.7.2") if k.take_up_to < 0 else ("23.1.6.1", "23.1.6.2")
    s.choosing = Choosing(player, "to_hand", *clauses, tuple(c.id for c in cards))
    s.pending = Pending(player, "choose", "the cards for the hand (23.1.6, 23.1.7)", [c.id for c in cards], 0, up_to)


def choose(s: GameState, player: str, chosen: Sequence[object]) -> None:
    """The ``choose`` decision: 23.1.6.2, 23.1.7.2: a card chosen twice is refused; 23.1.6.1, 23.1.7.1: between the
    least and the most allowed; then the effect goes on with the cards chosen. 23.1.4.4: the cards shown that did not
    move are hidden again (23.1.4.2: public only while revealed)."""
    pending, c = s.pending, s.choosing
    assert pending is not None and c is not None
    ids = [str(x) for x in chosen]
    if len(set(ids)) != len(ids):
        raise IllegalActionError(c.twice_clause, f"a card is chosen twice: {ids}")
    if any(cid not in pending.options for cid in ids):
        raise IllegalActionError(c.count_clause, f"{ids} are not all among {pending.options}")
    if not pending.min <= len(ids) <= pending.max:
        raise IllegalActionError(c.count_clause, f"{len(ids)} chosen; from {pending.min} to {pending.max} allowed")
    s.pending, s.choosing = None, None
    pl = s.players[player]
    if c.purpose == "grow":
        unit = find_unit(s, player, c.target)
        if unit is not None:
            grow_with(s, player, unit, next(x for x in pl.hand if x.id == ids[0]))
        return
    if c.purpose == "destroy_orb":
        orb = next(o for o in s.players[other(player)].orbs if o.id == ids[0])
        orb_to_hand(s, orb)
        return
    for cid in ids:
        card = pl.take(pl.deck, next(x for x in pl.deck if x.id == cid))
        pl.hand.append(card)
        s.emit("to_hand", player=player, card=card.id, new_id=card.id)
    for cid in c.shown:
        s.shown.pop(cid, None)
