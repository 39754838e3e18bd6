"""State -> JSON observation (docs/onepiece-data.md (d)) and state -> declared setup."""

from __future__ import annotations

from typing import Any

from ..core.observe import pending_json, result_json
from ..log_cache import LogCache
from .continuous import cost, keywords, power
from .state import PLAYERS, Card, FieldCard, GameState, Modifier
from .zones import area_viewers, known_to


def _field(s: GameState, fc: FieldCard, character: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": fc.id,
        "card": fc.card,
        "rested": fc.rested,
        "don": fc.don,
        "power": power(s, fc.id),
        "keywords": keywords(s, fc.id),
    }
    if character:
        out["played_this_turn"] = fc.played_turn
        out["cost"] = cost(s, fc.id)  # 2-7-6, 1-3-6
    return out


def _cards(owner: str, zone: str, cards: list[Card]) -> list[dict[str, Any]]:
    """Cards of a stack; ``known_to`` lists the players who may see each card now (3-4-2, 11-2, 11-3)."""
    if zone == "life":
        return [{"id": c.id, "card": c.card, "face_up": c.face_up, "known_to": known_to(owner, zone, c)} for c in cards]
    # Outside the life area a card's facing does not matter: the area's viewers, unless an effect shows it.
    viewers = area_viewers(owner, zone, False)
    return [
        {"id": c.id, "card": c.card, "known_to": known_to(owner, zone, c) if c.shown_to else list(viewers)}
        for c in cards
    ]


def _modifier(m: Modifier) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": m.kind, "target": m.target, "duration": m.duration, "controller": m.controller}
    if m.kind in ("power", "cost"):
        out["amount"] = m.amount
    elif m.kind == "negate":
        pass
    elif m.kind == "keyword":
        out["keyword"] = m.keyword
    else:
        out["what"] = m.what
    return out


_JSON_ATOMS = (str, int, float, bool, type(None))


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):  # values that are already JSON are taken as they are, without a call each
        return {str(k): v if type(v) in _JSON_ATOMS else _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def observe(s: GameState) -> dict[str, Any]:
    players: dict[str, Any] = {}
    for p in PLAYERS:
        ps = s.players[p]
        players[p] = {
            "leader": _field(s, ps.leader, False) if ps.leader is not None else None,
            "characters": [_field(s, fc, True) for fc in ps.characters],
            "stage": {"id": ps.stage.id, "card": ps.stage.card, "rested": ps.stage.rested} if ps.stage else None,
            "hand": _cards(p, "hand", ps.hand),
            "deck": _cards(p, "deck", ps.deck),
            "trash": _cards(p, "trash", ps.trash),
            "life": _cards(p, "life", ps.life),
            "don_deck": ps.don_deck,
            "don_active": ps.don_active,
            "don_rested": ps.don_rested,
        }
    b = s.battle
    pending = pending_json(s.pending, _jsonable, source=True)
    r = s.result
    return {
        "game": "onepiece",
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "battle": None
        if b is None
        else {
            "attacker": b.attacker,
            "target": b.target,
            "original_target": b.original_target,
            "step": b.step,
            "blocker": b.blocker,
            "blocker_used": b.blocker_used,
        },
        "players": players,
        "effects": [_modifier(m) for m in s.modifiers],
        "pending": pending,
        "result": result_json(
            r.over, r.winner, r.losers, r.draw, list(r.reason) if isinstance(r.reason, tuple) else r.reason
        ),
        "log": _LOG.observed(s.log),
    }


_LOG = LogCache(_jsonable)


def to_declared(s: GameState) -> dict[str, Any]:
    """The ``state`` part of a declared setup reproducing the current zones (for round trips)."""

    def fld(fc: FieldCard, character: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"card": fc.card, "id": fc.id, "rested": fc.rested, "don": fc.don}
        if character:
            out["played_this_turn"] = fc.played_turn
        return out

    players: dict[str, Any] = {}
    for p in PLAYERS:
        ps = s.players[p]
        assert ps.leader is not None
        players[p] = {
            "leader": fld(ps.leader, False),
            "characters": [fld(fc, True) for fc in ps.characters],
            "stage": fld(ps.stage, False) if ps.stage else None,
            "hand": [{"card": c.card, "id": c.id} for c in ps.hand],
            "deck": [{"card": c.card, "id": c.id} for c in ps.deck],
            "trash": [{"card": c.card, "id": c.id} for c in ps.trash],
            "life": [{"card": c.card, "id": c.id, "face_up": c.face_up} for c in ps.life],
            "don_deck": ps.don_deck,
            "don_active": ps.don_active,
            "don_rested": ps.don_rested,
        }
    return {
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "players": players,
        "effects": [_modifier(m) for m in s.modifiers],
    }
