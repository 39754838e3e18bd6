"""Current values of cards on the field: power, keywords and prohibitions, and their expiry.

Combines printed values, DON!! attached (6-5-5-2), modifiers created by resolved effects
and permanent abilities whose conditions hold (8-1-3-4-4).
"""

from __future__ import annotations

from .cards import Ability, CardDef, Cost, Effect, Target
from .state import FieldCard, GameState, Modifier, other


def _simple_conditions(s: GameState, owner: str, source: FieldCard | None, don: int, turn: str | None) -> bool:
    if don and (source is None or source.don < don):
        return False
    if turn == "yours" and s.turn_player != owner:
        return False
    return not (turn == "opponents" and s.turn_player == owner)


def printed_conditions_met(s: GameState, owner: str, source: FieldCard | None, ability: Ability) -> bool:
    """8-3-2-1: every condition must hold ([DON!! xN] 10-2-9, your/opponent's turn 10-2-11/12)."""
    if ability.battled:  # 7-1-5-2: "if this card battled" (attacker or card attacked of the ending battle)
        b = s.battle
        if source is None or b is None or source.id not in (b.attacker, b.target):
            return False
    return _simple_conditions(s, owner, source, ability.don, ability.turn)


def added_conditions_met(s: GameState, owner: str, source: FieldCard | None, ability: Ability) -> bool:
    """8-3-2-2: conditions added by permanent effects (add_condition) must hold too.

    Decision: added conditions apply to automatic and [Activate: Main] abilities of the matching
    field cards, not to permanent abilities (which would make them depend on each other).
    """
    if source is None or ability.timing in ("permanent", "replacement"):
        return True
    for p, src, eff in permanent_effects(s):
        if (
            eff.kind == "add_condition"
            and _permanent_applies(s, p, src, eff, source.id)
            and not _simple_conditions(s, owner, source, eff.added_don, eff.added_turn)
        ):
            return False
    return True


def conditions_met(s: GameState, owner: str, source: FieldCard | None, ability: Ability) -> bool:
    return printed_conditions_met(s, owner, source, ability) and added_conditions_met(s, owner, source, ability)


def added_costs(s: GameState, source: str, ability: Ability) -> list[Cost]:
    """8-3-1-2: costs added by permanent effects (add_cost), in their resolution order.

    Decision: added costs apply to the [Activate: Main] abilities of the matching field cards.
    """
    if ability.timing != "activate_main":
        return []
    return [
        eff.added_cost
        for p, src, eff in permanent_effects(s)
        if eff.kind == "add_cost" and eff.added_cost is not None and _permanent_applies(s, p, src, eff, source)
    ]


def negated(s: GameState, cid: str) -> bool:
    """8-2: the card's effects are negated (its printed abilities and keywords)."""
    return bool(s.modifiers) and any(m.kind == "negate" and m.target == cid for m in s.modifiers)


def card_matches(d: CardDef, t: Target) -> bool:
    """Filters on the card's information alone (names 2-1-2, types 2-4-3, attributes 2-5-6, 4-9-2 base values)."""
    if t.name is not None and t.name not in d.all_names():
        return False
    if t.name_contains is not None and not any(t.name_contains in n for n in d.all_names()):
        return False
    if t.types and not any(x in d.all_types() for x in t.types):
        return False
    if t.type_contains is not None and not any(t.type_contains in x for x in d.all_types()):
        return False
    if t.attributes and not any(a in d.all_attributes() for a in t.attributes):  # 2-5-4: each attribute counts
        return False
    if t.no_base_effect and d.abilities:  # 8-2-2: a negated card still has its printed effects
        return False
    if t.max_base_power is not None and (d.category not in ("leader", "character") or d.power > t.max_base_power):
        return False  # 2-6-2: a card without power never has "power N or less"
    if t.max_base_cost is not None and (d.category not in ("character", "event", "stage") or d.cost > t.max_base_cost):
        return False  # 2-7-5: a leader has no cost
    return not (t.categories and d.category not in t.categories)


def players_in_order(s: GameState) -> tuple[str, str]:
    """Turn player first (1-3-11, 8-1-3-2)."""
    tp = s.turn_player or "p1"
    return tp, other(tp)


def permanent_effects(s: GameState) -> list[tuple[str, FieldCard, Effect]]:
    """Every effect of a permanent ability currently in force, turn player's first."""
    out: list[tuple[str, FieldCard, Effect]] = []
    if "permanent" not in s.cards.timings:  # no card of this game has one
        return out
    for p in players_in_order(s):
        for fc in s.field_cards(p):
            abilities = s.card_def(fc.card).abilities_with("permanent")
            if not abilities or negated(s, fc.id):  # 8-2
                continue
            for _i, ab in abilities:
                if printed_conditions_met(s, p, fc, ab):
                    out.extend((p, fc, eff) for eff in ab.effects)
    return out


def target_matches(
    s: GameState, controller: str, source_id: str | None, target: Target, cid: str, printed_power: bool = False
) -> bool:
    """Does the field card ``cid`` satisfy ``target`` seen from ``controller``?"""
    found = s.find_field(cid)
    return found is not None and found_card_matches(s, controller, source_id, target, found, printed_power)


def found_card_matches(
    s: GameState,
    controller: str,
    source_id: str | None,
    target: Target,
    found: tuple[str, str, FieldCard],
    printed_power: bool = False,
) -> bool:
    """:func:`target_matches` for a card already found on the field: ``found`` is (owner, area, card)."""
    owner, area, fc = found
    cid = fc.id
    if target.select == "this":
        return cid == source_id
    if target.side == "self" and owner != controller:
        return False
    if target.side == "opponent" and owner == controller:
        return False
    if area not in target.kinds:
        return False
    if target.exclude_this and cid == source_id:
        return False
    d = s.card_def(fc.card)
    if target.max_cost is not None and (
        (area != "character" and area != "stage") or (d.cost if printed_power else cost(s, cid)) > target.max_cost
    ):
        return False
    if target.max_power is not None:
        if area not in ("leader", "character"):  # 2-6-2: only leaders and characters have power
            return False
        pw = d.power if printed_power else power(s, cid)
        if pw > target.max_power:
            return False
    if target.rested is not None and fc.rested != target.rested:
        return False
    return card_matches(d, target)


def _permanent_applies(s: GameState, owner: str, fc: FieldCard, eff: Effect, cid: str) -> bool:
    # Decision (8-1-3-4): filters of permanent effects read printed power, to avoid self-reference.
    return target_matches(s, owner, fc.id, eff.target, cid, printed_power=True)


def power(s: GameState, cid: str) -> int:
    """Current power; may be negative (1-3-7)."""
    found = s.find_field(cid)
    if found is None:
        return 0
    owner, _area, fc = found
    value = s.card_def(fc.card).power
    if owner == s.turn_player:
        value += 1000 * fc.don  # 6-5-5-2: +1000 per DON!! only during the owner's turn
    return value + _changes(s, cid, "power", "power")


def cost(s: GameState, cid: str) -> int:
    """Current cost: may exceed the printed one (2-7-6); a negative result counts as 0 (1-3-6).

    Decision (1-3-6): every change is added to the printed cost first and the total is read as 0 if
    negative, so a later increase adds to the negative total rather than to 0.
    """
    found = s.find_field(cid)
    if found is None:
        return 0
    value = s.card_def(found[2].card).cost + _changes(s, cid, "cost", "change_cost")
    return max(value, 0)


def _changes(s: GameState, cid: str, modifier_kind: str, effect_kind: str) -> int:
    """The sum of the changes to one value of ``cid``: effects in force for a duration, then permanent ones."""
    total = sum(m.amount for m in s.modifiers if m.kind == modifier_kind and m.target == cid) if s.modifiers else 0
    for p, src, eff in permanent_effects(s):
        if eff.kind == effect_kind and _permanent_applies(s, p, src, eff, cid):
            total += eff.amount
    return total


def keywords(s: GameState, cid: str) -> list[str]:
    """Printed keywords plus gained ones (sorted, unique).

    8-2-4 (decision): a negated card loses its printed keywords and the keywords it gained before
    it was negated; keywords gained after the negation (a later modifier) are kept.
    """
    found = s.find_field(cid)
    if found is None:
        return []
    _owner, _area, fc = found
    kws = set(s.card_def(fc.card).keywords)
    if s.modifiers:
        negation = max((i for i, m in enumerate(s.modifiers) if m.kind == "negate" and m.target == cid), default=-1)
        if negation >= 0:
            kws = set()
        for i, m in enumerate(s.modifiers):
            if m.kind == "keyword" and m.target == cid and i > negation:
                kws.add(m.keyword)
    for p, src, eff in permanent_effects(s):
        if eff.kind == "give_keyword" and _permanent_applies(s, p, src, eff, cid):
            kws.add(eff.keyword)
    return sorted(kws)


def has_keyword(s: GameState, cid: str, keyword: str) -> bool:
    return keyword in keywords(s, cid)


def prohibited(s: GameState, cid: str, what: str) -> bool:
    """1-3-3: a prohibition in force always wins over an instruction."""
    whats = (what, "be_ko") if what in ("be_ko_by_effect", "be_ko_in_battle") else (what,)
    for m in s.modifiers:
        if m.kind == "prohibit" and m.target == cid and m.what in whats:
            return True
    for p, src, eff in permanent_effects(s):
        if eff.kind == "prohibit" and eff.what in whats and _permanent_applies(s, p, src, eff, cid):
            return True
    return False


def expire(s: GameState, duration: str, controller: str) -> None:
    """Remove the modifiers of ``controller`` with ``duration`` (6-2-1, 6-6-1-2/3, 7-1-5-3/4)."""
    keep: list[Modifier] = []
    for m in s.modifiers:
        if m.duration == duration and m.controller == controller:
            s.emit("expire", kind=m.kind, target=m.target, duration=duration)
        else:
            keep.append(m)
    s.modifiers = keep
