"""State -> JSON observation (docs/legions-data.md (d)) and state -> declared setup (round trips)."""

from __future__ import annotations

from typing import Any

from ..core.observe import pending_json, result_json
from ..log_cache import LogCache
from .cards import WAIT_ZONES
from .state import LANES, PLAYERS, Card, GameState, Master, Unit
from .stats import atk, hp, incapacitated, keywords

BOTH = list(PLAYERS)


def _card(c: Card, zone: str, owner: str) -> dict[str, Any]:
    """A card outside the field; ``known_to``: who may see its face now (17-5..17-9, 16-3b, 17-18)."""
    if zone == "deck":
        return {"id": c.id, "card": c.card, "known_to": []}  # 17-8
    if zone == "hand":
        return {"id": c.id, "card": c.card, "known_to": [owner]}  # 17-9
    if zone == "exclusion":
        return {"id": c.id, "card": c.card, "face_up": not c.face_down, "known_to": [] if c.face_down else BOTH}
    # wait zones, standby, play: public; a reversed card there may be checked by all (16-3b)
    return {"id": c.id, "card": c.card, "reversed": c.face_down, "known_to": BOTH}


def _unit(s: GameState, u: Unit, lord: bool) -> dict[str, Any]:
    # 16-3c: a reversed card has lost its printed abilities (ATK and HP among them, 14-3h/14-3i)
    out: dict[str, Any] = {
        "id": u.id,
        "card": u.card,
        "exhausted": u.exhausted,
        "reversed": u.reversed,
        "damage": u.damage,
        "incapacitated": incapacitated(s, u),  # 29-1 / 29-2: now, Haste read as it is now
        "atk": atk(s, u),  # 09-2
        "hp": hp(s, u),  # 11-3, 10-2
        "keywords": keywords(s, u.id, u.card, u.reversed),
        "known_to": BOTH,
    }
    if lord:
        out["cores"] = u.cores
    return out


def _master(s: GameState, m: Master) -> dict[str, Any]:
    return {
        "id": m.id,
        "card": m.card,
        "mode": m.mode,
        "cores": m.cores,
        "exhausted": m.exhausted,
        "keywords": keywords(s, m.id, None),
        "known_to": BOTH,
    }


def _player(s: GameState, p: str) -> dict[str, Any]:
    ps = s.players[p]
    return {
        "life": ps.life,
        "mp": ps.mp,
        "core_zone": {"active": ps.core_active, "exhausted": ps.core_exhausted},
        "cores_for_win": ps.cores_for_win(),
        "master": _master(s, ps.master),
        "lord": None if ps.lord is None else _unit(s, ps.lord, True),
        "lanes": {lane: (None if (u := ps.lanes[lane]) is None else _unit(s, u, False)) for lane in LANES},
        "wait": {
            name: {"cards": [_card(c, "wait", p) for c in zone.cards], "cores": zone.cores}
            for name, zone in zip(WAIT_ZONES, ps.waits, strict=True)
        },
        "standby": [_card(c, "standby", p) for c in ps.standby],
        "exclusion": [_card(c, "exclusion", p) for c in ps.exclusion],
        "play": [_card(c, "play", p) for c in ps.play],
        "hand": [_card(c, "hand", p) for c in ps.hand],
        "deck": [_card(c, "deck", p) for c in ps.deck],
    }


def observe(s: GameState) -> dict[str, Any]:
    """The judge's full view: every card's id and number; ``known_to`` marks what a player may see."""
    r = s.result
    return {
        "game": "legions",
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "players": {p: _player(s, p) for p in PLAYERS},
        "pending": pending_json(s.pending, list, source=False),
        # 24-1: one winner once over; chapter 24 has no draw
        "result": result_json(r.over, r.winners[0] if r.winners else None, r.losers, False, r.reason),
        "log": _LOG.observed(s.log),
    }


def _event(e: dict[str, Any]) -> dict[str, Any]:
    """A log entry as the contract shows it; ``game_over`` carries the shared result fields."""
    out = {k: list(v) if isinstance(v, list) else v for k, v in e.items()}
    if out.get("event") == "game_over" and "winners" in out:
        winners = out.pop("winners")
        out = {
            "event": "game_over",
            "winner": winners[0] if winners else None,
            "losers": out["losers"],
            "draw": False,
            "reason": out["reason"],
        }
    return out


def _declared_unit(u: Unit | None, lord: bool) -> dict[str, Any] | None:
    if u is None:
        return None
    out: dict[str, Any] = {"card": u.card, "id": u.id, "exhausted": u.exhausted, "reversed": u.reversed}
    out |= {"damage": u.damage, "incapacitated": u.placed_this_turn}
    if lord:
        out["cores"] = u.cores
    return out


def _declared_card(c: Card) -> dict[str, Any]:
    return {"card": c.card, "id": c.id, "reversed": c.face_down}


def to_declared(s: GameState) -> dict[str, Any]:
    """The ``state`` of a declared setup reproducing the zones, turn and phase now (between phases)."""
    players: dict[str, Any] = {}
    for p in PLAYERS:
        ps = s.players[p]
        m = ps.master
        players[p] = {
            "master": {"card": m.card, "id": m.id, "mode": m.mode, "cores": m.cores, "exhausted": m.exhausted},
            "lord": _declared_unit(ps.lord, True),
            "lanes": {lane: _declared_unit(ps.lanes[lane], False) for lane in LANES},
            "wait": {
                name: {"cards": [_declared_card(c) for c in z.cards], "cores": z.cores}
                for name, z in zip(WAIT_ZONES, ps.waits, strict=True)
            },
            "standby": [_declared_card(c) for c in ps.standby],
            "exclusion": [{"card": c.card, "id": c.id, "face_up": not c.face_down} for c in ps.exclusion],
            "hand": [{"card": c.card, "id": c.id} for c in ps.hand],
            "deck": [{"card": c.card, "id": c.id} for c in ps.deck],
            "core_zone": {"active": ps.core_active, "exhausted": ps.core_exhausted},
            "life": ps.life,
            "mp": ps.mp,
        }
    return {
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "players": players,
    }


_LOG = LogCache(_event)
