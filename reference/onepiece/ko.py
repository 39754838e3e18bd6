"""K.O. (10-2-1) and the replacement effects that may apply instead (8-1-3-5)."""

from __future__ import annotations

from dataclasses import replace

from .activation import ability_key
from .continuous import conditions_met, found_card_matches, negated, players_in_order, prohibited
from .decisions import CONTINUATIONS, Candidate, ReplaceKo
from .replacement import ask_to_replace, instead_possible
from .state import FieldCard, GameState, Triggered
from .tasks import TASKS, Effects, Ko, KoCause, SetDone
from .zones import field_to_trash


def _replacement_candidates(s: GameState, cid: str, cause: KoCause, declined: tuple[str, ...]) -> list[Candidate]:
    """8-1-3-5-2 (decision): the affected card's own first, then the turn player's, then the other's."""
    found = s.find_field(cid)
    assert found is not None
    owner, _area, fc0 = found
    ordered: list[tuple[str, FieldCard]] = [(owner, fc0)]
    for p in players_in_order(s):
        ordered.extend((p, fc) for fc in s.field_cards(p) if fc.id != cid)
    out: list[Candidate] = []
    for p, fc in ordered:
        abilities = s.card_def(fc.card).abilities_with("replacement")
        if not abilities or negated(s, fc.id):  # 8-2
            continue
        for idx, ab in abilities:
            key = ability_key(fc.id, idx)
            if ab.event != "ko" or (ab.by != "any" and ab.by != cause) or key in declined:
                continue
            if ab.once_per_turn and key in s.once_used:
                continue
            if not conditions_met(s, p, fc, ab) or not found_card_matches(s, p, fc.id, ab.applies_to, found):
                continue
            if not instead_possible(s, p, fc.id, ab):
                continue
            out.append(Candidate(p, fc.id, fc.card, idx, key))
    return out


def apply_replacement(s: GameState, ko: Ko, cand: Candidate) -> None:
    ab = s.card_def(cand.card).abilities[cand.ability]
    if ab.once_per_turn:
        s.once_used.add(cand.key)
    # A field named "event" would overwrite the log discriminator and log a K.O. that never
    # happened (8-1-3-5: the K.O. is replaced); the replaced event kind goes in "what".
    s.emit("replaced", card=ko.card, source=cand.source, what="ko")
    s.tasks.append(SetDone(False))  # 4-10-1: the replaced K.O. did not happen
    s.tasks.append(Effects(cand.player, cand.source, ab.instead))


@TASKS.handles(Ko)
def _ko(s: GameState, task: Ko) -> None:
    cid = task.card
    cause = task.cause
    found = s.find_field(cid)
    if found is None or found[1] != "character":  # 10-2-1-2: only characters are K.O.'d
        return
    if prohibited(s, cid, "be_ko_by_effect" if cause == "effect" else "be_ko_in_battle"):
        s.emit("prohibited", card=cid, what="be_ko")  # 1-3-3
        return
    cands = _replacement_candidates(s, cid, cause, task.declined)
    if cands:
        cand = cands[0]
        if not ask_to_replace(s, cand, f"the K.O. of {cid}", ReplaceKo(task, cand)):
            apply_replacement(s, task, cand)
        return
    do_ko(s, cid, cause)


def do_ko(s: GameState, cid: str, cause: KoCause) -> None:
    """10-2-1-2: character to its owner's trash; [On K.O.] checked on the field (10-2-17-1)."""
    found = s.find_field(cid)
    assert found is not None
    owner, _area, fc = found
    d = s.card_def(fc.card)
    on_ko = [idx for idx, ab in d.abilities_with("on_ko") if conditions_met(s, owner, fc, ab) and not negated(s, cid)]
    new_id = field_to_trash(s, cid)
    s.effect_done = True
    s.emit("ko", player=owner, card=cid, new_id=new_id, by=cause)
    for idx in on_ko:
        s.new_triggers.append(Triggered(s.new_id("e"), owner, new_id, fc.card, idx, "on_ko", zone_checked=False))


@CONTINUATIONS.handles(ReplaceKo)
def _answer_replace_ko(s: GameState, then: ReplaceKo, accept: bool) -> None:
    if accept:
        apply_replacement(s, then.ko, then.cand)
    else:
        s.tasks.append(replace(then.ko, declined=(*then.ko.declined, then.cand.key)))
