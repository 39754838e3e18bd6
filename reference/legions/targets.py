"""Effect targets (35-5, 35-6): where a card is, and which cards a step's target description allows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import WAIT_ZONES
from .keywords import chosen_by_effect_allowed
from .state import LANES, PLAYERS, Card, GameState, Master, Unit, other
from .stats import hp


def locate(s: GameState, cid: str) -> tuple[str, str] | None:
    """(owner, place) of card ``cid``: ``master``, ``field`` (a minion or lord), ``hand``, ``wait_I``..,
    ``standby``, ``deck``, ``exclusion`` or ``play``; None if no such card."""
    for p in PLAYERS:
        ps = s.players[p]
        if ps.master.id == cid:
            return p, "master"
        if s.find_unit(p, cid) is not None:
            return p, "field"
        stacks: dict[str, list[Card]] = {
            "hand": ps.hand,
            "standby": ps.standby,
            "deck": ps.deck,
            "exclusion": ps.exclusion,
            "play": ps.play,
        }
        stacks |= {f"wait_{name}": zone.cards for name, zone in zip(WAIT_ZONES, ps.wait, strict=True)}
        for place, cards in stacks.items():
            if any(c.id == cid for c in cards):
                return p, place
    return None


def card_of(s: GameState, cid: str) -> str | None:
    """The definition id of card ``cid`` wherever it is."""
    for p in PLAYERS:
        ps = s.players[p]
        if ps.master.id == cid:
            return ps.master.card
        found = s.find_unit(p, cid)
        if found is not None:
            return found[1].card
        stacks = [ps.hand, ps.standby, ps.deck, ps.exclusion, ps.play] + [z.cards for z in ps.wait]
        for cards in stacks:
            for c in cards:
                if c.id == cid:
                    return c.card
    return None


def sides(controller: str, side: str) -> tuple[str, ...]:
    """The players a ``side`` names, relative to the effect's controller."""
    if side == "self":
        return (controller,)
    if side == "opponent":
        return (other(controller),)
    return (controller, other(controller))


def cost(s: GameState, card: str, reversed_: bool) -> int:
    """14-3f: the printed cost; 16-3d: a reversed card's cost is 0."""
    return 0 if reversed_ else s.card_def(card).cost


def matches(
    s: GameState,
    card: str,
    flt: Mapping[str, Any],
    source: str,
    cid: str,
    unit: Unit | None,
    reversed_: bool = False,
) -> bool:
    """Whether a card (definition ``card``, id ``cid``; ``unit`` when on the field) passes a filter.

    A reversed card (``reversed_``) is a bare card: no category (16-3e), no colours, types or HP (16-3c),
    cost 0 (16-3d); its active/exhausted state still counts (16-3a).
    """
    d = s.card_def(card)
    if flt.get("other") and cid == source:
        return False
    card_cost = cost(s, card, reversed_)
    if "max_cost" in flt and card_cost > flt["max_cost"]:
        return False
    if "min_cost" in flt and card_cost < flt["min_cost"]:
        return False
    if reversed_:
        lost = {"category", "colors", "types", "max_hp", "min_hp"}  # 16-3c / 16-3e
        if set(flt) & lost:
            return False
        return not (unit is not None and "exhausted" in flt and unit.exhausted != flt["exhausted"])
    if "category" in flt and d.category not in flt["category"]:
        return False
    if "colors" in flt and not set(d.colors) & set(flt["colors"]):
        return False
    if "types" in flt and not set(d.types) & set(flt["types"]):
        return False
    if unit is not None:
        if "exhausted" in flt and unit.exhausted != flt["exhausted"]:
            return False
        value = hp(s, unit)
        if "max_hp" in flt and (value is None or value > flt["max_hp"]):
            return False
        if "min_hp" in flt and (value is None or value < flt["min_hp"]):
            return False
    return True


def _field(s: GameState, player: str, kinds: list[str]) -> list[Unit | Master]:
    """Open units of ``player`` of these kinds: minions left to right, the lord, the master (21-1)."""
    ps = s.players[player]
    out: list[Unit | Master] = []
    if "minion" in kinds:
        out += [u for lane in LANES if (u := ps.lanes[lane]) is not None and not u.reversed]
    if "lord" in kinds and ps.lord is not None and not ps.lord.reversed:
        out.append(ps.lord)
    if "master" in kinds:
        out.append(ps.master)
    return out


def _reversed_on_field(s: GameState, player: str) -> list[Unit]:
    """16-3e: the reversed cards of the player's lanes (left to right) and lord area: cards, not units."""
    return [u for u in s.units(player) if u.reversed]


def _stack(s: GameState, cards: list[Card], flt: Mapping[str, Any], source: str, with_reversed: bool) -> list[str]:
    """The cards of a public zone passing the filter; the reversed ones only when the target names them."""
    out = []
    for c in cards:
        if c.face_down and not with_reversed:
            continue
        if matches(s, c.card, flt, source, c.id, None, c.face_down):
            out.append(c.id)
    return out


def candidates(s: GameState, controller: str, source: str, target: Mapping[str, Any]) -> list[str]:
    """The ids a target description allows now, in a stable order (35-6: only legal targets).

    Decision (16-3e, 16-3d): a reversed card has no category and is no unit, so a target picks it only when it
    says ``reversed`` (card text about cards in general); it is then matched as a bare card of cost 0.
    """
    zone = target.get("zone", "field")
    flt = target.get("filter", {})
    with_reversed = bool(target.get("reversed", False))
    out: list[str] = []
    for player in sides(controller, target.get("side", "self")):
        ps = s.players[player]
        if zone == "field":
            for u in _field(s, player, list(target.get("kinds", ["minion"]))):
                unit = u if isinstance(u, Unit) else None
                if isinstance(u, Master) and set(flt) - {"other"}:
                    continue  # a master has no category, colours or HP of its own to filter on
                if isinstance(u, Master) or matches(s, u.card, flt, source, u.id, unit):
                    out.append(u.id)
            if with_reversed:
                out += [u.id for u in _reversed_on_field(s, player) if matches(s, u.card, flt, source, u.id, u, True)]
        elif zone == "hand":
            out += [c.id for c in ps.hand if matches(s, c.card, flt, source, c.id, None)]
        elif zone == "standby":
            out += _stack(s, ps.standby, flt, source, with_reversed)
        else:  # wait zones
            allowed = flt.get("wait_zones", list(WAIT_ZONES))
            for name, wz in zip(WAIT_ZONES, ps.wait, strict=True):
                if name in allowed:
                    out += _stack(s, wz.cards, flt, source, with_reversed)
    if target.get("select") == "this":
        return [source] if source in out else []
    if target.get("select") == "choose":  # 39-19: Barrier stops the opponent's effects choosing the unit, not "all"
        out = [cid for cid in out if chosen_by_effect_allowed(s, controller, cid)]
    return out
