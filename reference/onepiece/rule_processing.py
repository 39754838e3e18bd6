"""Rule processing (chapter 9) and the end of the game (1-2)."""

from __future__ import annotations

from .state import PLAYERS, GameState, Result, other


def end_game(s: GameState, losers: list[str], reason: str | list[str]) -> None:
    """1-2-1: the game ends; a player wins only if the opponent lost and they did not.

    No loser at all is a draw (11-1-1-1); both players losing at once (9-2-1) is not a draw:
    both lose and nobody wins.
    """
    if s.result.over:
        return
    losers = [p for p in PLAYERS if p in losers]
    alone = len(losers) == 1
    s.result = Result(
        over=True,
        winner=other(losers[0]) if alone else None,
        losers=tuple(losers),
        draw=not losers,
        reason=tuple(reason) if isinstance(reason, list) else reason,
    )
    for p in losers:
        s.emit("lose", player=p, reason=reason)
    s.emit("game_over", winner=s.result.winner, losers=list(losers), draw=s.result.draw)
    s.pending = None
    s.tasks.clear()
    s.new_triggers.clear()
    s.trigger_batches.clear()


def check_losses(s: GameState) -> bool:
    """9-2-1: every player meeting a loss condition loses at once; True if the game ended."""
    if s.result.over:
        return True
    if s.phase == "setup":
        return False
    for p in PLAYERS:
        if s.players[p].damaged_at_zero or not s.players[p].deck:
            break
    else:
        return False  # the usual case, checked between every two steps: no loss condition met
    losers = [p for p in PLAYERS if s.players[p].damaged_at_zero or not s.players[p].deck]
    # 9-2-1-1: damage at 0 life, else 9-2-1-2: an empty deck
    reasons = ["life" if s.players[p].damaged_at_zero else "deck" for p in losers]
    reason: str | list[str] = reasons[0] if len(set(reasons)) == 1 else reasons
    end_game(s, losers, reason)
    return True


def concede(s: GameState, player: str) -> None:
    """1-2-3 / 1-2-4: conceding loses at once and cannot be replaced."""
    s.emit("concede", player=player)
    end_game(s, [player], "concede")
