"""Replacement effects (38-16): "instead of <process>, <steps>".

An ability with the condition ``replace`` (docs/legions-data.md (b)) names a process (``instead_of.event``:
``break``) and the cards of the field it covers (``instead_of.target``: ``this`` card, or ``all`` matching ones).
While its card is on the field and open (16-3c), in either player's turn, when that process would happen to a
covered card, the process does not happen: the ability's steps are carried out in its place, as a sequence of
their own (their ``{"select": "replaced"}`` target is the card the process was about).

:func:`replaces` is asked by the process itself (``damage.break_unit``) before anything of it happens.

Decisions (38-16):

- The steps are carried out in place of the process, as soon as the step or check that would have carried it out
  is over and before anything else: they are that process now, not another effect waiting for its turn (01-6).
  Triggers they cause wait for the check after them as usual (37-5).
- A replaced break did not happen: nothing that follows a break does (no ``break`` event, no move to the
  timeline, no Pierce, 39-10). Regenerate (39-5) changes what a break does, so it acts only when the break happens.
- One replacement applies to one process. When several could, the turn player chooses which (01-8; the
  ``choose_replacement`` decision); the others have nothing left to replace.
- No loops: while a replacement's steps are carried out, and in the break check right after them, that same
  ability does not replace a process of the same card again (it still covers other cards). So a unit left at 0 HP
  by a replacement that did not take it away breaks at once (10-1), and this one replacement does not stop it
  again (another replacement still may).
- Only a unit on the field (a minion or lord) is covered; a card broken off the field (38-6) is not.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from .sequence import start_sequence
from .state import PLAYERS, GameState, Pending
from .targets import candidates, card_of
from .tasks import TASKS, BreakCheck, ReplaceChoice, ReplaceDone

Option = dict[str, Any]


def _sources(s: GameState) -> list[tuple[str, str, str]]:
    """(owner, id, definition) of every open card on the field that may hold a replacement (36-1, 16-3c)."""
    out = []
    for player in PLAYERS:
        ps = s.players[player]
        out.append((player, ps.master.id, ps.master.card))
        out += [(player, u.id, u.card) for u in s.units(player) if not u.reversed]
    return out


def applicable(s: GameState, event: str, cid: str) -> list[Option]:
    """The replacements in force now that would replace ``event`` happening to card ``cid``: ``{"player": owner,
    "card": source, "ability": index}``, in the order of their sources."""
    out = []
    for owner, source, card in _sources(s):
        for ability in s.card_def(card).abilities:
            covered = ability.instead_of
            if ability.kind != "replacement" or covered is None or covered["event"] != event:
                continue
            if (source, ability.index, cid) in s.text.replacing:  # no loops: not twice for one card's process
                continue
            if cid in candidates(s, owner, source, covered["target"]):
                out.append({"player": owner, "card": source, "ability": ability.index})
    return out


def replaces(s: GameState, event: str, player: str, cid: str) -> bool:
    """38-16: whether a replacement takes the place of ``event`` about to happen to ``player``'s card ``cid``.

    One replacement applies at once; several wait for the turn player's choice (:class:`~.tasks.ReplaceChoice`,
    01-8). Either way the caller must not carry out the process.
    """
    if not s.cards.has_text:
        return False
    if any(isinstance(t, ReplaceChoice) and t.card == cid and t.event == event for t in s.tasks):
        return True  # the choice of its replacement is already waiting
    options = applicable(s, event, cid)
    if not options:
        return False
    if len(options) == 1:
        apply(s, options[0], event, cid)
    else:
        s.tasks.append(ReplaceChoice(event, player, cid, tuple(options)))
    return True


def apply(s: GameState, option: Option, event: str, cid: str) -> None:
    """Carry out the replacement ``option`` instead of ``event`` (``replace``, then its steps as a sequence)."""
    owner, source, index = option["player"], option["card"], int(option["ability"])
    definition = card_of(s, source)
    assert definition is not None, source
    ability = s.card_def(definition).abilities[index]
    s.emit("replace", player=owner, card=source, ability=index, process=event, affected=cid)
    s.text.replacing.append((source, index, cid))
    s.tasks.append(ReplaceDone(source, index, cid))
    s.tasks.append(BreakCheck())  # 10-1: a unit still at 0 HP breaks now, this replacement aside
    start_sequence(s, owner, source, ability.effects, index, replaced=cid)


@TASKS.handles(ReplaceChoice)
def _replace_choice(s: GameState, task: ReplaceChoice) -> None:
    """01-8: the turn player chooses which of several replacements applies; then it does."""
    chosen = task.chosen
    if chosen is None:
        options = [{"card": o["card"], "ability": o["ability"]} for o in task.options]
        prompt = f"which replacement takes the place of the {task.event} of {task.card}"
        s.pending = Pending(s.turn_player or task.player, "choose_replacement", prompt, options, 1, 1)
        s.tasks.append(task)
        return
    if s.find_unit(task.player, task.card) is None:
        return  # the card has left the field meanwhile: nothing is left to break
    option = next(o for o in task.options if {"card": o["card"], "ability": o["ability"]} == chosen)
    apply(s, option, task.event, task.card)


def answer(s: GameState, card: str, ability: int) -> None:
    """The answer to ``choose_replacement``: one of the options (checked here, 38-16)."""
    p = s.pending
    assert p is not None
    choice = {"card": card, "ability": ability}
    if choice not in p.options:
        raise IllegalActionError("38-16", f"{choice} is not among the replacements that may apply: {p.options}")
    task = s.tasks[-1]
    assert isinstance(task, ReplaceChoice), task
    s.tasks[-1] = replace(task, chosen=choice)
    s.pending = None


@TASKS.handles(ReplaceDone)
def _replace_done(s: GameState, task: ReplaceDone) -> None:
    """The replacement's steps and the break check after them are over: it may replace that card's process again."""
    marker = (task.card, task.ability, task.affected)
    if marker in s.text.replacing:
        s.text.replacing.remove(marker)
