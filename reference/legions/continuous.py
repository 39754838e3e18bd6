"""Effects that last: temporary effects (35-10, 38-5, 38-10) and continuous ones (35-12, 36-3).

Temporary effects are :class:`Modifier` records in ``s.text.modifiers``, ending at the end of the
turn (``until`` ``turn``) or when their unit leaves the field (both, 35-10). Continuous effects are
recomputed from the cards on the field into ``s.text.static`` by :func:`refresh`, which the driver
calls only while no sequence is being resolved: during a sequence they do not change (35-12), so a
unit that leaves the field keeps its continuous effect until the sequence is over (36-3a).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .abilities import Ability
from .state import PLAYERS, GameState, Modifier
from .stats import hp
from .targets import candidates
from .tasks import BreakCheck


def value(s: GameState, controller: str, amount: Any) -> int:
    """An amount: a number, or a count of the game now (35-11: fixed when the effect resolves).

    Decision (21-1, 16-3e): "minions" counts the open minions of the lanes only: a minion card off the field
    is no unit, and a reversed card in a lane has no category, so it is no minion.
    """
    if not isinstance(amount, Mapping):
        return int(amount)
    player = controller if amount.get("side", "self") == "self" else next(p for p in PLAYERS if p != controller)
    ps = s.players[player]
    what = amount["count"]
    counts = {
        "hand": len(ps.hand),
        "deck": len(ps.deck),
        "minions": sum(1 for u in ps.lanes.values() if u is not None and not u.reversed),  # 21-1, 16-3e
        "wait": sum(len(z.cards) for z in ps.wait),
        "exclusion": len(ps.exclusion),
    }
    total = counts[what] * int(amount.get("times", 1))
    return divided(total, int(amount.get("divide", 1)), str(amount.get("round", "up")))


def divided(total: int, divisor: int, rounding: str) -> int:
    """05-1 / 05-2: a division keeps whole numbers, rounding a fraction up unless the text says down."""
    quotient, remainder = divmod(total, divisor)
    return quotient + (1 if remainder and rounding == "up" else 0)


def active(s: GameState, owner: str, ability: Ability) -> bool:
    """36-3a..36-3c: always, only on its owner's turn, or only on the opponent's turn."""
    if ability.when == "your_turn":
        return s.turn_player == owner
    if ability.when == "opponents_turn":
        return s.turn_player is not None and s.turn_player != owner
    return ability.when == "always"


def _sources(s: GameState) -> list[tuple[str, str, str]]:
    """(owner, id, definition) of every open card on the field: masters, minions, lords (36-1)."""
    out = []
    for p in PLAYERS:
        ps = s.players[p]
        out.append((p, ps.master.id, ps.master.card))
        out += [(p, u.id, u.card) for u in s.units(p) if not u.reversed]  # 16-3c: reversed, no abilities
    return out


def compute(s: GameState) -> list[Modifier]:
    """The continuous effects in force now (36-3), in the order of their sources."""
    out: list[Modifier] = []
    for owner, cid, card in _sources(s):
        for ability in s.card_def(card).abilities:
            if ability.kind != "continuous" or not active(s, owner, ability):
                continue
            for step in ability.effects:
                for target in candidates(s, owner, cid, step["target"]):
                    if step["do"] == "modify":
                        atk, hp_ = value(s, owner, step.get("atk", 0)), value(s, owner, step.get("hp", 0))
                        out.append(Modifier(target, atk, hp_, None, "field"))
                    elif "cannot" in step:  # 01-3: a prohibition, in force while its source applies
                        out.append(Modifier(target, 0, 0, None, "field", str(step["cannot"])))
                    else:
                        out.append(Modifier(target, 0, 0, str(step["keyword"]), "field"))
    return out


def refresh(s: GameState) -> None:
    """35-12: apply the continuous effects anew (called between sequences only); a unit whose HP the
    change brings to 0 breaks (38-5, 10-1)."""
    if not s.cards.has_text:
        return
    new = compute(s)
    if new == s.text.static:
        return
    s.text.static = new
    if any((v := hp(s, u)) is not None and v <= 0 for p in PLAYERS for u in s.units(p)):
        s.tasks.append(BreakCheck())


def add(s: GameState, modifier: Modifier) -> None:
    s.text.modifiers.append(modifier)


def end_of_turn(s: GameState) -> None:
    """26-7 (3) / 35-10: effects lasting until the end of the turn end."""
    for m in s.text.modifiers:
        if m.until == "turn" and m.keyword is not None:
            s.emit("expire", card=m.target, keyword=m.keyword)
    s.text.modifiers = [m for m in s.text.modifiers if m.until != "turn"]
