"""Dealing damage (chapter 11, 38-1) and breaking (10-1, 12, 38-4).

:func:`deal` gives every hit of one step at the same time, then queues the :class:`~.tasks.BreakCheck` task:
the driver checks the end of the game (24-4b) after the damage, so a master brought to 0 life ends
the game (24-1) before any unit breaks; otherwise every minion or lord left at 0 HP breaks (10-1).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import keywords as kw
from . import replacement
from .state import PLAYERS, GameState, Hit, other
from .stats import hp
from .tasks import TASKS, BreakCheck, Pierce
from .zones import change_life, unit_to_exclusion, unit_to_wait


def deal(s: GameState, hits: Sequence[Hit]) -> None:
    """Deal ``hits`` at once.

    11-5: an amount of 0 or less is no damage (nothing happens, nothing is logged). 11-2: damage to a
    master lowers its life by the amount and is gone (life floored at 0, 08-5). 11-3: damage to a
    minion or lord stays on it and lowers its HP until the end phase (11-4) or until it leaves the field.
    21-3: only units take damage (the hits name units only).
    """
    units_hit = False
    amounts = [kw.damage_amount(s, hit) for hit in hits]  # 39-6, 39-13..39-15, read before any is dealt
    dealt = []
    for hit, amount in zip(hits, amounts, strict=True):
        if amount <= 0:
            continue
        dealt.append((hit, amount))
        s.emit("damage", player=hit.player, card=hit.card, amount=amount, source=hit.source, kind=hit.kind)
        if hit.card == s.players[hit.player].master.id:
            change_life(s, hit.player, -amount)
            continue
        found = s.find_unit(hit.player, hit.card)
        assert found is not None, hit
        found[1].damage += amount
        units_hit = True
    kw.after_damage(s, dealt)  # 39-8, 39-10: queued first, so they run after the breaks (37-2)
    if units_hit:
        s.tasks.append(BreakCheck())


@TASKS.handles(BreakCheck)
def _break_check(s: GameState, task: BreakCheck) -> None:
    """10-1 / 11-3: every minion or lord whose HP is 0 breaks at once.

    Decision (10-1, 34-7): units brought to 0 HP by the same damage break together, in the order the
    log shows them: the turn player's first, lanes left to right, then the lord. No clause orders
    them and nothing in this slice reads the order.
    """
    first = s.turn_player or PLAYERS[0]
    for player in (first, other(first)):
        for unit in s.units(player):
            value = hp(s, unit)
            if value is not None and value <= 0:
                break_unit(s, player, unit.id)


def break_unit(s: GameState, player: str, cid: str) -> None:
    """Break a minion or lord of the field (38-4), in its owner's zones (17-3).

    12-2: a minion goes to the wait zone its WT names (14-3j), face up (17-16). 12-3: a lord is
    excluded, face up (38-7), and the cores on it go to its master. Leaving the field ends its damage
    (11-3) and the effects given to it (21-4). Skills and arts break only by card text (38-4, 38-6),
    which this slice does not have.
    """
    found = s.find_unit(player, cid)
    assert found is not None, cid
    if replacement.replaces(s, "break", player, cid):  # 38-16: another process takes the break's place
        return
    area, unit = found
    s.emit("break", player=player, card=cid)
    if kw.regenerates(s, area, unit):  # 39-5: a replacement of the move to the timeline
        kw.regenerate(s, player, unit)
    elif area == "lord":
        unit_to_exclusion(s, player, cid)
    else:
        unit_to_wait(s, player, cid, s.card_def(unit.card).wt - 1)


@TASKS.handles(Pierce)
def _pierce(s: GameState, task: Pierce) -> None:
    """39-10: the victim broke (a Regenerate replacement, 39-5, is still a break): X damage to its master.

    ``keywords.after_damage`` queued it with the keywords the Pierce unit had when its damage was dealt.
    """
    broke = any(e["event"] == "break" and e.get("card") == task.victim for e in s.log[task.mark :])
    if not broke:
        return
    player = task.player
    master = s.players[other(player)].master.id
    s.emit("trigger", player=player, card=task.source, keyword="pierce")
    deal(s, [Hit(other(player), master, task.x, task.source, "effect", player, task.keywords)])
