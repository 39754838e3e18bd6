"""Move Attack (39-7): a minion with Move Attack may attack right after its lane move.

Built on the battle (34, ``battle``) and the keywords and prohibitions a unit has now (``stats``,
``prohibitions``); ``main_phase.do_lane_move`` calls :func:`offer_move_attack` once the move is done.
"""

from __future__ import annotations

from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from .battle import begin_battle, target_problem, targets
from .prohibitions import forbidden
from .state import GameState, Pending
from .stats import has


def offer_move_attack(s: GameState, player: str, cid: str) -> None:
    """39-7: right after a lane move, a minion with Move Attack may attack at once (its player decides).

    Decision (39-7 with 34-3, 27-5): the lane move has exhausted the minion; this attack needs no active
    minion (the clause allows it right after the move), and it is offered only at that moment: any other
    answer than the attack declines it.
    """
    found = s.find_unit(player, cid)
    if found is None or not has(s, found[1], "move_attack"):
        return
    if forbidden(s, cid, "attack"):  # 01-3: a "cannot attack" beats Move Attack's "can attack now"
        return
    options = [{"attacker": cid, "target": t} for t in targets(s, player, cid)]
    if options:
        s.pending = Pending(player, "move_attack", f"attack with {cid} now?", options, 0, 1)


def answer_move_attack(s: GameState, player: str, attacker: str | None, target: str | None) -> None:
    """The attack after the move (``attacker`` None: declined)."""
    p = s.pending
    assert p is not None
    if attacker is None:
        s.pending = None
        s.emit("no_move_attack", player=player)
        return
    moved = p.options[0]["attacker"]
    if attacker != moved:
        raise IllegalActionError("39-7", f"only {moved}, which has just moved, may attack now")
    assert target is not None
    problem = target_problem(s, player, attacker, target)
    if problem is not None:
        raise IllegalActionError(*problem)
    begin_battle(s, player, attacker, target)


def move_attack_answers(p: Pending) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"type": "attack", **option, "player": p.player} for option in p.options]
    out.append({"type": "no_move_attack", "player": p.player})
    return out
