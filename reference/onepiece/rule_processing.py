"""Rule processing (chapter 9) and the end of the game (1-2)."""

from __future__ import annotations

from .state import PLAYERS, GameState, other


def end_game(s: GameState, losers: list[str], reason: str | list[str]) -> None:
    """1-2-1: the game ends; a player wins only if the opponent lost and they did not."""
    if s.result.over:
        return
    losers = [p for p in PLAYERS if p in losers]
    s.result.over = True
    s.result.losers = losers
    s.result.reason = reason
    if len(losers) == 1:
        s.result.winner = other(losers[0])
    else:
        s.result.winner = None
        s.result.draw = True
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
    losers: list[str] = []
    reasons: list[str] = []
    for p in PLAYERS:
        ps = s.players[p]
        if ps.damaged_at_zero:  # 9-2-1-1
            losers.append(p)
            reasons.append("life")
        elif not ps.deck:  # 9-2-1-2
            losers.append(p)
            reasons.append("deck")
    if not losers:
        return False
    reason: str | list[str] = reasons[0] if len(set(reasons)) == 1 else reasons
    end_game(s, losers, reason)
    return True


def concede(s: GameState, player: str) -> None:
    """1-2-3 / 1-2-4: conceding loses at once and cannot be replaced."""
    s.emit("concede", player=player)
    end_game(s, [player], "concede")
