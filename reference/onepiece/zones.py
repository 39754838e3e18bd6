"""Moving cards between zones (chapter 3) and drawing (4-5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..core.decisions import Continuation
from .cards import Effect
from .continuous import card_matches
from .decisions import CONTINUATIONS, Decision, Order, Search, ToDeck
from .state import PLAYERS, Card, FieldCard, GameState, Pending, other
from .tasks import TASKS, Effects, HideCards


def remove_from_field(s: GameState, cid: str) -> tuple[str, str, FieldCard]:
    """Take a card off the field; its attached DON!! go to the cost area rested (6-5-5-4)."""
    found = s.find_field(cid)
    assert found is not None, cid
    owner, area, fc = found
    ps = s.players[owner]
    if area == "character":
        ps.characters = [c for c in ps.characters if c.id != cid]
    elif area == "stage":
        ps.stage = None
    else:  # 3-6-3: the leader never leaves its area
        raise AssertionError("leader cannot leave the leader area")
    if fc.don:
        ps.don_rested += fc.don
        s.emit("move", player=owner, card=cid, new_id=cid, count=fc.don, **{"from": "attached", "to": "cost"})
        fc.don = 0
    s.modifiers = [m for m in s.modifiers if m.target != cid]
    return owner, area, fc


def field_to_trash(s: GameState, cid: str) -> str:
    """Put a field card into its owner's trash as a new card (3-1-6); returns the new id."""
    owner, area, fc = remove_from_field(s, cid)
    new_id = s.new_id(owner)
    s.players[owner].trash.insert(0, Card(new_id, fc.card))
    s.emit("move", player=owner, card=cid, new_id=new_id, **{"from": area, "to": "trash"})
    return new_id


def field_to_hand(s: GameState, cid: str) -> str:
    """Return a character/stage to its owner's hand as a new card (3-1-6); returns the new id."""
    owner, area, fc = remove_from_field(s, cid)
    new_id = s.new_id(owner)
    s.players[owner].hand.append(Card(new_id, fc.card))
    s.emit("move", player=owner, card=cid, new_id=new_id, **{"from": area, "to": "hand"})
    return new_id


def take_from(s: GameState, player: str, zone: str, cid: str) -> Card:
    cards: list[Card] = getattr(s.players[player], zone)
    for i, c in enumerate(cards):
        if c.id == cid:
            return unshown(cards.pop(i))
    raise KeyError(cid)


def hand_to_trash(s: GameState, player: str, cid: str) -> None:
    card = take_from(s, player, "hand", cid)
    s.players[player].trash.insert(0, face_down(card))
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": "hand", "to": "trash"})


def draw(s: GameState, player: str) -> bool:
    """4-5-2: top card of the deck to hand; nothing when the deck is empty (1-3-2)."""
    ps = s.players[player]
    if not ps.deck:
        return False
    card = ps.deck.pop(0)
    ps.hand.append(unshown(card))
    s.emit("draw", player=player, card=card.id)
    return True


def place_from_hand(s: GameState, player: str, cid: str, area: str) -> FieldCard:
    """Put a character/stage from hand onto the field, active (3-7-5, 3-8-4)."""
    card = take_from(s, player, "hand", cid)
    fc = FieldCard(card.id, card.card, rested=False, don=0, played_turn=True)
    ps = s.players[player]
    if area == "character":
        ps.characters.append(fc)
    else:
        ps.stage = fc
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": "hand", "to": area})
    return fc


def unshown(card: Card) -> Card:
    """The card no longer shown to anyone beyond its area's rule: a shown card stops being shown when it moves."""
    return replace(card, shown_to=()) if card.shown_to else card


def face_down(card: Card) -> Card:
    """The card turned face down (a card leaving the life area, 3-10-3)."""
    return replace(card, face_up=False) if card.face_up else card


def rest(s: GameState, fc: FieldCard) -> None:
    if not fc.rested:
        fc.rested = True
        s.emit("rest", card=fc.id)


def set_active(s: GameState, fc: FieldCard) -> None:
    if fc.rested:
        fc.rested = False
        s.emit("set_active", card=fc.id)


def total_don(s: GameState, player: str) -> int:
    """DON!! a DON!! -N cost can return: cost area plus attached (8-3-1-6)."""
    ps = s.players[player]
    return ps.don_active + ps.don_rested + sum(fc.don for fc in s.field_cards(player))


# -- secret areas: who sees a card, looking, searching, ordering (3-1-7, 3-1-8, 3-4, 3-10, 8-4-4, 11-2, 11-3) ----


def area_viewers(owner: str, zone: str, face_up: bool) -> tuple[str, ...]:
    """The players an area's own rule lets see the face of a card there (sorted)."""
    if zone == "hand":
        return (owner,)  # 3-4-2: the owner sees their hand; 3-4-3: the opponent does not
    if zone == "trash" or (zone == "life" and face_up):
        return PLAYERS  # open area (3-1-5); a face-up life card counts as open (3-10-2-1)
    return ()  # deck (3-2-2), face-down life (3-10-2)


def known_to(owner: str, zone: str, card: Card) -> list[str]:
    """The players who may see the card's face now: its area's rule plus players an effect shows it to."""
    base = area_viewers(owner, zone, card.face_up)
    return sorted({*base, *card.shown_to}) if card.shown_to else list(base)


def show(s: GameState, cards: list[Card], viewers: list[str]) -> None:
    """Show cards to ``viewers`` until the ability being resolved has finished (11-2-2, 11-3-3).

    The hiding task goes just below the rest of the ability's instructions (the ``effects``
    task on top), so it runs once they are all done.
    """
    s.replace_cards({c.id for c in cards}, lambda c: replace(c, shown_to=tuple(sorted({*c.shown_to, *viewers}))))
    task = HideCards(tuple(c.id for c in cards), tuple(viewers))
    if s.tasks and type(s.tasks[-1]) is Effects:
        s.tasks.insert(len(s.tasks) - 1, task)
    else:
        s.tasks.append(task)


@TASKS.handles(HideCards)
def hide_cards(s: GameState, task: HideCards) -> None:
    """11-2-2 / 11-3-3: after the effect, shown cards are secret again, where and as they are."""
    viewers = task.viewers
    s.replace_cards(set(task.cards), lambda c: replace(c, shown_to=tuple(v for v in c.shown_to if v not in viewers)))


def _owner(controller: str, eff: Effect) -> str:
    return controller if eff.player == "self" else other(controller)


def look(s: GameState, eff: Effect, controller: str) -> None:
    """11-3: the effect's player looks at cards of a secret area; they stay where they are (11-3-2)."""
    owner = _owner(controller, eff)
    cards: list[Card] = list(getattr(s.players[owner], eff.zone))
    if eff.zone != "hand":
        cards = cards[: max(eff.count, 0)]
    if not cards:
        return
    s.emit("look", player=controller, owner=owner, zone=eff.zone, cards=[c.id for c in cards])
    # 11-3-1: only the effect's player sees them; 3-10-3: a life card keeps its facing (face_up untouched)
    show(s, cards, [controller])


def search(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """8-4-4-4: look through your deck (or its top ``from_top`` cards) and choose cards matching the filter."""
    deck = s.players[controller].deck
    looked = list(deck if eff.from_top is None else deck[: max(eff.from_top, 0)])
    if not looked:
        return
    s.emit("look", player=controller, owner=controller, zone="deck", cards=[c.id for c in looked])
    show(s, looked, [controller])  # 11-3-1
    f = eff.filter
    cands = [c.id for c in looked if f is None or card_matches(s.card_def(c.card), f)]
    n = min(max(eff.count, 0), len(cands))
    # 8-4-4-2: choosing secret cards by their information, the player may choose none of them
    low = 0 if eff.up_to or f is not None else n
    then = Search(controller, tuple(c.id for c in looked), f is not None, eff.from_top is None)
    if n == 0 or (low == n == len(cands)):
        finish_search(s, then, cands[:n])
        return
    s.pending = Pending(
        player=controller,
        kind=Decision.SELECT,
        prompt=f"choose {'up to ' if low == 0 else ''}{n} card(s) of your deck to add to your hand",
        options=cands,
        min=low,
        max=n,
        source=source,
        then=then,
    )


@CONTINUATIONS.handles(Search)
def finish_search(s: GameState, then: Search, chosen: list[str]) -> None:
    p = then.player
    ps = s.players[p]
    moved: list[Card] = []
    for cid in chosen:
        card = take_from(s, p, "deck", cid)
        ps.hand.append(card)
        moved.append(card)
        s.emit("move", player=p, card=cid, new_id=cid, **{"from": "deck", "to": "hand"})
    s.effect_done = bool(moved)
    if moved and then.revealed:
        # 11-2-1: cards moved between secret areas under a stated condition are revealed
        s.emit("reveal", player=p, cards=list(chosen))
        show(s, moved, list(PLAYERS))
    if then.whole:
        # Decision: a deck looked through is shuffled afterwards (3-2-4); nobody sees its order any more.
        s.shuffle(ps.deck)
        ps.deck = [unshown(c) for c in ps.deck]
        s.emit("shuffle", player=p)
        return
    rest = [cid for cid in then.looked if any(c.id == cid for c in ps.deck)]
    to_deck(s, p, rest, "deck", "bottom")


def trash_to_deck(s: GameState, eff: Effect, controller: str, source: str) -> None:
    """Cards of a trash (an open area) go to their owner's deck: the effect's player picks them (8-4-4)."""
    owner = _owner(controller, eff)
    f = eff.filter
    cands = [c.id for c in s.players[owner].trash if f is None or card_matches(s.card_def(c.card), f)]
    choose_cards(
        s,
        controller,
        cands,
        eff.count,
        eff.up_to,
        f"card(s) of {owner}'s trash to put into the deck",
        source,
        ToDeck(owner, eff.position),
        lambda ids: to_deck(s, owner, ids, "trash", eff.position),
    )


def choose_cards(
    s: GameState,
    player: str,
    candidates: list[str],
    count: int,
    up_to: bool,
    what: str,
    source: str | None,
    then: Continuation,
    forced: Callable[[list[str]], None],
) -> None:
    """8-4-4-1: ``player`` chooses ``count`` of ``candidates`` (0 to ``count`` when ``up_to``).

    A choice with only one possible answer is made without asking (``forced`` gets every candidate);
    otherwise a ``select`` decision is left pending, to be finished by ``then``.
    """
    n = min(max(count, 0), len(candidates))
    if n == 0:
        return
    if not up_to and n == len(candidates):
        forced(candidates)
        return
    s.pending = Pending(
        player=player,
        kind=Decision.SELECT,
        prompt=f"choose {'up to ' if up_to else ''}{n} {what}",
        options=candidates,
        min=0 if up_to else n,
        max=n,
        source=source,
        then=then,
    )


@CONTINUATIONS.handles(ToDeck)
def _answer_to_deck(s: GameState, then: ToDeck, chosen: list[str]) -> None:
    to_deck(s, then.owner, chosen, "trash", then.position)


def to_deck(s: GameState, owner: str, ids: list[str], zone: str, position: str) -> None:
    """3-1-7: several cards placed at once go in the order their owner chooses."""
    if len(ids) > 1:
        s.pending = Pending(
            player=owner,
            kind=Decision.ORDER,
            prompt=f"order the cards put at the {position} of your deck (top first)",
            options=list(ids),
            min=len(ids),
            max=len(ids),
            then=Order(zone, position),
        )
        return
    place_in_deck(s, owner, ids, zone, position)


def place_in_deck(s: GameState, owner: str, ids: list[str], zone: str, position: str) -> None:
    """Put ``ids`` (top first) at the top or bottom of the owner's deck, face down and secret (3-1-8)."""
    ps = s.players[owner]
    moved = [face_down(take_from(s, owner, zone, cid)) for cid in ids]
    if position == "bottom":
        ps.deck.extend(moved)
    else:
        ps.deck[0:0] = moved
    for c in moved:
        s.emit("move", player=owner, card=c.id, new_id=c.id, position=position, **{"from": zone, "to": "deck"})
    if zone == "trash":  # the rest of a search does not change whether the search added cards
        s.effect_done = bool(moved)


def answer_order(s: GameState, ids: list[str]) -> None:
    p = s.pending
    assert p is not None and isinstance(p.then, Order)
    s.pending = None
    place_in_deck(s, p.player, ids, p.then.zone, p.then.position)
