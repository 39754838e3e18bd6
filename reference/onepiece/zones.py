"""Moving cards between zones (chapter 3) and drawing (4-5)."""

from __future__ import annotations

from .state import Card, FieldCard, GameState


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


def take_from(s: GameState, player: str, zone: str, cid: str) -> Card:
    cards: list[Card] = getattr(s.players[player], zone)
    for i, c in enumerate(cards):
        if c.id == cid:
            return cards.pop(i)
    raise KeyError(cid)


def hand_to_trash(s: GameState, player: str, cid: str) -> None:
    card = take_from(s, player, "hand", cid)
    card.face_up = False
    s.players[player].trash.insert(0, card)
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": "hand", "to": "trash"})


def draw(s: GameState, player: str) -> bool:
    """4-5-2: top card of the deck to hand; nothing when the deck is empty (1-3-2)."""
    ps = s.players[player]
    if not ps.deck:
        return False
    card = ps.deck.pop(0)
    ps.hand.append(card)
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
