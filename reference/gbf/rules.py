"""Moving cards, and the end of the game (1-2) as the loss check of rule processing (9-4-1)."""

from __future__ import annotations

from .state import PLAYERS, Card, GameState, other

LOSS_REASONS = ("captain", "deck")


def draw(s: GameState, player: str) -> bool:
    """4-8-2: the top card of the deck to the hand; with an empty deck nothing happens (1-3-2). True if drawn."""
    deck = s.players[player].deck
    if not deck:
        s.emit("draw_failed", player=player)
        return False
    card = s.players[player].take(s.players[player].deck)
    s.players[player].hand.append(card)
    s.emit("draw", player=player, card=card.id)
    return True


def draw_n(s: GameState, player: str, n: int) -> None:
    """4-8-3: draw one card N times (3-2-3: one at a time); N of 0 or less does nothing (1-3-2-2)."""
    for _ in range(max(0, n)):
        draw(s, player)


def to_gauge(s: GameState, player: str, card: Card, face_up: bool = True) -> None:
    """3-4-1-1: onto the top of the ougi gauge, face up unless told otherwise (RR-cards-entering-charge-gauge)."""
    card.face_up = face_up
    card.active = True
    card.level = []
    card.chips, card.mods = (), ()  # 10-16-1-2: the chips on a card changing zones are removed
    s.players[player].gauge.append(card)


def loss_conditions(s: GameState, player: str) -> str | None:
    """1-2-2-1 / 9-4-1-3: the captain is incapacitated; 1-2-2-2 / 9-4-1-4: no cards in the deck area."""
    captain = s.players[player].captain
    if captain is not None and captain.incapacitated:
        return "captain"
    if not s.players[player].deck:
        return "deck"
    return None


def check_losses(s: GameState) -> bool:
    """9-4-1-2: every player meeting a loss condition when rule processing starts loses; all at once is a
    draw (1-2-3). True when the game ended."""
    from .effects import loss_replaced

    # a replacement effect may keep a player from losing by a loss condition (never a concession, 1-2-4-1)
    losing = {p: r for p in PLAYERS if (r := loss_conditions(s, p)) is not None and not loss_replaced(s, p)}
    if not losing:
        return False
    reason = "captain" if "captain" in losing.values() else "deck"
    if len(losing) == len(PLAYERS):
        end_game(s, winner=None, losers=(), draw=True, reason=reason)
    else:
        (loser,) = losing
        end_game(s, winner=other(loser), losers=(loser,), draw=False, reason=reason)
    return True


def end_game(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
    """Record the result (1-2-1: the opponent of the only loser wins); the game is over, nothing is pending."""
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


def concede(s: GameState, player: str) -> None:
    """1-2-4: a concession loses at once, without waiting for a checkpoint; 1-2-4-1: no card touches it, so no
    prohibition forbids it and no replacement of losing replaces it."""
    s.emit("concede", player=player)
    end_game(s, winner=other(player), losers=(player,), draw=False, reason="concede")


def rank_total(s: GameState, cards: list[Card]) -> int:
    """The rank total of the cards in play of an area (level cards are under them and do not count, 3-6-3-1)."""
    return sum(s.rank(c) for c in cards)
