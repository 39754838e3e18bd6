"""The end of the game (chapter 24): conditions, the turn player's standpoint, loss over win.

The check runs after every change the engine makes (24-4b): between every two steps of the
driver, each numbered step of a procedure being a step of its own.
"""

from __future__ import annotations

from .state import PLAYERS, GameState, Result, other

CORES_TO_WIN = 12  # 24-2b


def win_reasons(s: GameState, player: str) -> list[str]:
    """24-2a..24-2c.

    Decision (24-2b): a total of 12 *or more* wins; a total reaching past 12 in one move (several
    cores coming back from wait zone I at once) has reached 12.
    """
    players = s.players
    ps = players[player]
    out = []
    if players[other(player)].life == 0:
        out.append("life")  # 24-2a
    if ps.cores_for_win() >= CORES_TO_WIN:
        out.append("cores")  # 24-2b
    if ps.effect_win:
        out.append("effect")  # 24-2c
    return out


def loss_reasons(s: GameState, player: str) -> list[str]:
    """24-3a..24-3c (24-3d, conceding, ends the game at once: :func:`concede`)."""
    ps = s.players[player]
    out = []
    if ps.life == 0:
        out.append("life")  # 24-3a, 08-1
    if ps.drew_from_empty:
        out.append("deck")  # 24-3b
    if ps.effect_lose:
        out.append("effect")  # 24-3c
    return out


def decide(s: GameState) -> tuple[str, str, str] | None:
    """(winner, loser, reason) if some player meets a condition now, else None.

    24-4a: the turn player's conditions are read first; 24-4c: a player meeting a win and a loss
    at once loses (so both masters at 0 life: the turn player loses). Before the first turn (no
    turn player yet) p1 is read first; no condition can be met then.

    Decision (24-4a, 24-4c): the non-turn player meeting a win and a loss at once, while the turn
    player meets nothing, loses: 24-4c speaks of "you", any player; 24-4a only orders the reading.
    """
    first = s.turn_player or PLAYERS[0]
    for me, them in ((first, other(first)), (other(first), first)):  # 24-4a: the turn player's first
        lost = loss_reasons(s, me)
        if lost:
            return them, me, lost[0]  # 24-4c: a loss is read before a win
        won = win_reasons(s, me)
        if won:
            return me, them, won[0]
    return None


def end_game(s: GameState, winner: str, loser: str, reason: str) -> None:
    """24-1: the game ends at once; there is no draw."""
    if s.result.over:
        return
    s.result = Result(over=True, winners=(winner,), losers=(loser,), reason=reason)
    s.emit("lose", player=loser, reason=reason)
    s.emit("win", player=winner, reason=reason)
    s.emit("game_over", winners=[winner], losers=[loser], reason=reason)
    s.pending = None
    s.tasks.clear()


def check_end(s: GameState) -> bool:
    """24-4b: True if the game is (now) over."""
    if s.result.over:
        return True
    decided = decide(s)
    if decided is None:
        return False
    end_game(s, *decided)
    return True


def concede(s: GameState, player: str) -> None:
    """24-3d: either player may concede at any time, and loses at once.

    Decision (24-3d over 01-8): the non-turn player, who otherwise takes no action, may concede too,
    since 24-3d allows it at any time.
    """
    s.emit("concede", player=player)
    end_game(s, other(player), player, "concede")
