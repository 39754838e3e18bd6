"""Prohibitions ("cannot" effects) and the "can" effects they beat (01-2, 01-3).

A prohibition is given like a keyword, by a ``grant`` step or a continuous ability writing ``"cannot": <act>``
instead of ``"keyword"`` (docs/legions-data.md (b)); it is a :class:`Modifier` whose ``cannot`` names the act.
The acts: ``attack`` (declaring an attack: the main-phase attack, 27-4, and Move Attack's, 39-7).

The "can" effects that meet a prohibition of attacking are the keywords that let a unit attack where the rules
alone would not: Haste (29-2, 39-2: every act that exhausts it, from the turn it arrives), Assault (29-3, 39-3:
an attack while incapacitated) and Move Attack (39-7: an attack right after a lane move, exhausted as it is).

Decision (01-3): a "can" and a "cannot" "arise at the same time" when both apply to the unit at the moment the
act is checked, whatever their order of arrival: the text gives the later effect no precedence, and one
prohibition given before or after the permission, or in the same sequence, stops the act alike.
"""

from __future__ import annotations

from .state import GameState, Problem, Unit
from .stats import has_keyword

ACTS = ("attack",)
PERMISSIONS: dict[str, tuple[str, ...]] = {"attack": ("haste", "assault", "move_attack")}  # 29-2, 29-3, 39-7


def forbidden(s: GameState, cid: str, act: str) -> bool:
    """Whether a temporary (35-10) or continuous (35-12) effect forbids card ``cid`` to do ``act``."""
    text = s.text
    if not (text.static or text.modifiers):
        return False
    return any(m.target == cid and m.cannot == act for m in (*text.static, *text.modifiers))


def permissions(s: GameState, unit: Unit, act: str) -> list[str]:
    """The "can" effects the unit has for ``act`` (the keywords of :data:`PERMISSIONS`)."""
    return [name for name in PERMISSIONS.get(act, ()) if has_keyword(s, unit, name)]


def problem(s: GameState, unit: Unit, act: str) -> Problem:
    """Why ``unit`` may not do ``act`` because of a prohibition, or None.

    01-3: against a "can" effect of the same act, the "cannot" wins. Decision (01-2 with 01-3): a prohibition
    with no permission against it cites 01-2 (card text over the rule that allows the act, e.g. 27-4).
    """
    if not forbidden(s, unit.id, act):
        return None
    allowed = permissions(s, unit, act)
    if allowed:
        return "01-3", f"{unit.id} cannot {act}: the prohibition beats what {', '.join(allowed)} allows (01-3)"
    return "01-2", f"{unit.id} cannot {act}: a card effect forbids it (01-2)"
