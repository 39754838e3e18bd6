"""The master's attack by an effect (38-9): the master fights one battle as a unit with the ATK and the
keywords the effect names, for that battle only.

The ``master_attack`` step (``effects``) picks the target and calls :func:`begin`; the battle itself is
the ordinary one of ``battle`` (34-7, 39-4: the exchange, battle damage both ways), followed by
:class:`~.tasks.MasterAttackEnd`, which takes the ATK and keywords away again.

Decisions (38-9):
- the master attacks from the leader zone, in the centre lane (17-12, 18-3), so its range is a lord's:
  the opponent's minions in every lane, and the opponent's master and lord when no minion blocks the
  centre lane (34-5, 34-6); the turn player chooses among them (01-8);
- it is not exhausted, and an exhausted master attacks all the same (38-9 says so);
- the battle is fought inside the step, before the sequence's next step. The master's own on-attack
  abilities resolve in it once the target is chosen, before the exchange (36-2c names that moment, and 38-9
  makes the battle an ordinary one: step (3) of 34-2), each a sequence nested in the one that made the master
  attack (:class:`~.tasks.MasterOnAttack`, handled by ``triggers``); every other trigger it causes ("when you attack",
  36-2g, which names no moment; damage) waits for the check after the sequence (35-4, 37-5);
- the ATK and keywords last for that battle only; the master still has no ATK of its own (14-3h).
"""

from __future__ import annotations

from .battle import attack_range
from .state import GameState, Modifier
from .tasks import TASKS, BattleEnd, BattleExchange, MasterAttackEnd, MasterOnAttack
from .zones import LEADER_LANE


def targets(s: GameState, player: str) -> list[str]:
    """34-5 / 34-6 from the leader zone (18-3): what ``player``'s master may attack."""
    return attack_range(s, player, LEADER_LANE, s.players[player].master)


def begin(s: GameState, player: str, target: str, atk: int, keywords: tuple[str, ...]) -> None:
    """38-9: the battle of ``player``'s master with ``atk`` and ``keywords`` against ``target``."""
    master = s.players[player].master
    s.text.master_atk[master.id] = atk
    given = [Modifier(master.id, 0, 0, keyword, "turn") for keyword in keywords]
    s.text.modifiers.extend(given)
    s.emit("attack", player=player, attacker=master.id, target=target)
    s.tasks.append(MasterAttackEnd(master.id, keywords))
    s.tasks.append(BattleEnd(player, master.id, target))
    s.tasks.append(BattleExchange(player, master.id, target))
    s.tasks.append(MasterOnAttack(player, master.id))  # 36-2c: before the exchange


@TASKS.handles(MasterAttackEnd)
def _end(s: GameState, task: MasterAttackEnd) -> None:
    """The battle is over: the ATK and keywords the effect gave the master end (38-9: that battle only)."""
    master = task.master
    s.text.master_atk.pop(master, None)
    for keyword in task.keywords:
        mod = Modifier(master, 0, 0, keyword, "turn")
        if mod in s.text.modifiers:
            s.text.modifiers.remove(mod)
