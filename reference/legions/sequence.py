"""Opening a sequence (35-3): the primitive every source of card text uses to resolve its steps.

A sequence is a :class:`~.tasks.SeqStep` task holding the steps still to resolve, above a
:class:`~.tasks.SeqEnd`; ``effects`` runs them (35-4, chapter 38). Opening one only queues those tasks and
counts it open (37-5: no trigger check while a sequence is open; 35-12: continuous effects do not change),
so the rules that start sequences
(``effects`` for skills and arts, ``triggers``, ``activated``, ``replacement``) all build on this module.
"""

from __future__ import annotations

from .abilities import Step
from .state import GameState
from .tasks import SeqEnd, SeqStep


def start_sequence(
    s: GameState,
    controller: str,
    source: str,
    steps: tuple[Step, ...] | list[Step],
    ability: int | None,
    finish: bool = False,
    replaced: str | None = None,
) -> None:
    """35-3: one ability, or a skill's or arts card's whole text, resolves as one sequence (``replaced``: the
    card a replacement's process was about, which its steps may target, 38-16)."""
    s.text.open_sequences += 1
    s.emit("resolve", player=controller, card=source, ability=ability)
    s.tasks.append(SeqEnd(controller, source, ability, finish))
    s.tasks.append(SeqStep(controller, source, ability, tuple(steps), replaced))
