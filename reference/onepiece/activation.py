"""Activating an ability and paying its cost (8-4-1-3..5, 8-3-1-2), or replacing the payment (8-3-1-7).

Resolution is a sequence of work-stack tasks so that any choice in the middle of an effect becomes a
pending decision. The tasks pushed here are ``hold`` tasks: automatic effects triggered meanwhile wait
until the whole effect has resolved (8-6-3).
"""

from __future__ import annotations

from .cards import Ability, Cost
from .continuous import added_costs, conditions_met, negated, players_in_order, target_matches
from .costs import push_costs
from .decisions import CONTINUATIONS, Candidate, ReplaceCost, Resolve
from .replacement import ask_to_replace, instead_possible
from .state import GameState
from .tasks import Effects


def ability_key(source: str, index: int) -> str:
    return f"{source}#{index}"


def start_resolution(s: GameState, player: str, source: str, card: str, index: int) -> None:
    """8-4-1-3..5: pay the cost, then resolve the effects in printed order (1-3-8)."""
    ab = s.card_def(card).abilities[index]
    if ab.once_per_turn:
        s.once_used.add(ability_key(source, index))
    s.emit("activate", player=player, card=source, ability=index)
    offer_cost_replacement(s, player, source, card, index, ())


def pay_and_resolve(s: GameState, player: str, source: str, card: str, index: int) -> None:
    ab = s.card_def(card).abilities[index]
    s.tasks.append(Effects(player, source, ab.effects))
    for extra in reversed(added_costs(s, source, ab)):  # 8-3-1-2: added costs are paid after the printed cost
        push_costs(s, player, source, extra)
    push_costs(s, player, source, ab.cost)


def total_cost(s: GameState, source: str, ab: Ability) -> Cost:
    """The printed cost plus the costs added by other effects (8-3-1-2), for payability (8-3-1-3)."""
    out = ab.cost
    for extra in added_costs(s, source, ab):
        out = out.plus(extra)
    return out


def _cost_replacements(s: GameState, source: str, declined: tuple[str, ...]) -> list[Candidate]:
    """Replacement abilities (event "cost") that may replace paying the cost of ``source``'s ability."""
    out: list[Candidate] = []
    for p in players_in_order(s):
        for fc in s.field_cards(p):
            if negated(s, fc.id):
                continue
            for idx, ab in s.card_def(fc.card).abilities_with("replacement"):
                key = ability_key(fc.id, idx)
                if ab.event != "cost" or key in declined or (ab.once_per_turn and key in s.once_used):
                    continue
                if not conditions_met(s, p, fc, ab) or not target_matches(s, p, fc.id, ab.applies_to, source):
                    continue
                if instead_possible(s, p, fc.id, ab):
                    out.append(Candidate(p, fc.id, fc.card, idx, key))
    return out


def offer_cost_replacement(
    s: GameState, player: str, source: str, card: str, index: int, declined: tuple[str, ...]
) -> None:
    """8-3-1-7: a cost may be replaced; then it was not paid as written and the effects do not happen."""
    ab = s.card_def(card).abilities[index]
    cands = [] if ab.cost.is_empty() else _cost_replacements(s, source, declined)
    if not cands:
        pay_and_resolve(s, player, source, card, index)
        return
    cand = cands[0]
    then = ReplaceCost(player, source, card, index, cand, declined)
    if not ask_to_replace(s, cand, f"paying the cost of {source}", then):
        replace_cost(s, source, cand)


def replace_cost(s: GameState, source: str, cand: Candidate) -> None:
    rab = s.card_def(cand.card).abilities[cand.ability]
    if rab.once_per_turn:
        s.once_used.add(cand.key)
    s.emit("replaced", card=source, source=cand.source, what="cost")
    # 8-3-1-7: the cost was not paid as written, so the effects after the colon are not processed.
    s.tasks.append(Effects(cand.player, cand.source, rab.instead))


@CONTINUATIONS.handles(Resolve)
def _answer_resolve(s: GameState, then: Resolve, accept: bool) -> None:
    if accept:
        start_resolution(s, then.player, then.source, then.card, then.ability)


@CONTINUATIONS.handles(ReplaceCost)
def _answer_replace_cost(s: GameState, then: ReplaceCost, accept: bool) -> None:
    if accept:
        replace_cost(s, then.source, then.cand)
    else:
        declined = (*then.declined, then.cand.key)
        offer_cost_replacement(s, then.player, then.source, then.card, then.ability, declined)
