"""Increase Skills (21.2.2.10): "(A). If you (B), repeat this skill.": after (A) the player may apply (B), turning
face-up bonds face down, and each time it is applied the skill is carried out again (21.2.2.10.1)."""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from .cards import Skill
from .rules import _card_number, apply_effect
from .state import GameState
from .turn import TASKS


@dataclass(frozen=True, slots=True)
class AskRepeat(Task):
    """21.2.2.10: after (A), the skill's player may apply (B) to carry the skill out again."""

    player: str
    card: str
    skill: int


def after_effect(k: Skill, player: str, card: str, index: int) -> list[Task]:
    """The task that follows an Increase Skill's effect (none for any other skill)."""
    return [AskRepeat(player, card, index)] if k.increase_flip else []


def _skill(s: GameState, task: AskRepeat) -> Skill:
    return s.pool[_card_number(s, task.player, task.card)].skills[task.skill]


@TASKS.handles(AskRepeat)
def _ask_repeat(s: GameState, task: AskRepeat) -> None:
    """21.2.2.10: (B) that cannot be applied (too few face-up bonds) ends the skill without a question."""
    k = _skill(s, task)
    if sum(1 for c in s.players[task.player].bonds if c.face_up) < k.increase_flip:
        return
    s.pending = Pending(
        task.player,
        "repeat",
        f"turn {k.increase_flip} face-up bonds face down to repeat the skill, or not",
        [f"{task.card}#{task.skill}"],
        0,
        1,
    )


def repeat(s: GameState, player: str, again: bool) -> None:
    """21.2.2.10: declining (B) ends the skill; 21.2.2.10.1: applying it carries the skill out again, then asks
    again."""
    assert s.pending is not None
    card, _, index = str(s.pending.options[0]).rpartition("#")
    s.pending = None
    if not again:
        s.emit("increase_declined", player=player, card=card, skill=int(index))
        return
    task = AskRepeat(player, card, int(index))
    k = _skill(s, task)
    flipped = s.players[player].turn_bonds_down(k.increase_flip)
    s.emit("increase", player=player, card=card, skill=int(index), flipped=[c.id for c in flipped])
    apply_effect(s, player, k)
    s.tasks.append(task)
