"""The observation: the judge's full view of the state (docs/gbf-data.md (d), games/gbf/schemas/observation.json)."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.core.observe import pending_json, result_json

from .state import PLAYERS, Card, GameState

BOTH = ["p1", "p2"]


def _card(card: Card, known_to: list[str], **extra: Any) -> dict[str, Any]:
    return {"id": card.id, "card": card.card, "known_to": known_to, **extra}


def _public(card: Card, **extra: Any) -> dict[str, Any]:
    """A card of a public zone with its chips (10-16-1)."""
    return _card(card, BOTH, **extra, chips=list(card.chips))


def _player(s: GameState, p: str) -> dict[str, Any]:
    pl = s.players[p]
    revealed = s.revealed.get(p)
    return {
        "deck": [_card(c, BOTH if c.id in s.shown else []) for c in pl.deck],  # 3-2-2: nobody; 10-6-1: revealed
        "hand": [_card(c, BOTH if c.id in s.shown else [p]) for c in pl.hand],  # 3-3-2, 3-3-3: its owner; 10-6-1
        "gauge": [_public(c, face_up=c.face_up) for c in pl.gauge],  # 3-4-1-1, 3-4-1-2: everyone, either face
        "captain_deck": [_card(c, [p]) for c in pl.captain_deck],  # 3-5-2, 3-5-3: its owner only
        "captains": [
            _public(c, active=c.active, incapacitated=c.incapacitated) for c in pl.captains
        ],  # 3-5-2: face up, public; the last is in play
        "crew": [_public(c, active=c.active, level=[_card(x, BOTH) for x in c.level]) for c in pl.crew],  # 3-6-2
        "crystals": [_public(c, active=c.active) for c in pl.crystals],  # 3-7-2
        "armor": [_card(c, []) for c in pl.armor],  # 3-8-2: nobody sees the armor
        "revealed": _card(revealed, BOTH) if revealed is not None else None,  # 9-4-2-3-1
        "chips": {zone: list(chips) for zone, chips in pl.chips.items() if chips},  # 10-16-1: chips on the zones
    }


def observe(s: GameState) -> dict[str, Any]:
    r = s.result
    return {
        "game": "gbf",
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "used": sorted(s.used),
        "charged": sorted(s.charged),
        "battle": {"attackers": list(s.battle.attackers), "target": s.battle.target} if s.battle else None,
        "players": {p: _player(s, p) for p in PLAYERS},
        "pending": pending_json(s.pending, list, source=False),
        "result": result_json(r.over, r.winner, r.losers, r.draw, r.reason),
        "log": list(s.log),
    }
