"""The observation: the judge's full view of the state (docs/cipher-data.md (d), its schema observation.json)."""

from __future__ import annotations

from typing import Any

from tcgjudge.reference.core.observe import pending_json, result_json

from .keyword_effects import symbols
from .power import current_power, unit_power
from .state import PLAYERS, Card, GameState

BOTH = ["p1", "p2"]


def _card(card: Card, known_to: list[str], **extra: Any) -> dict[str, Any]:
    return {"id": card.id, "card": card.card, "known_to": known_to, **extra}


def _unit(s: GameState, card: Card) -> dict[str, Any]:
    """A unit: face down only as a Main Character in the setup (12.2.1.1), then seen by its owner alone."""
    known = BOTH if card.face_up else [card.owner]
    return _card(
        card,
        known,
        face_up=card.face_up,
        tapped=card.tapped,
        main=card.main,
        levelled=card.levelled,
        class_changed=card.class_changed,
        destroyed=card.destroyed,
        used=list(card.used),
        symbols=symbols(s, card),  # 23.1.41.1, 23.1.42.1
        stack=[_card(c, known) for c in card.stack],  # 6.4.4.3: every card of the stack may be inspected
    )


def _player(s: GameState, p: str) -> dict[str, Any]:
    pl = s.players[p]
    return {
        # 6.4.5, 6.4.6: nobody sees the deck, 6.4.6.1: the owner alone the hand; but for the cards an effect is
        # revealing (23.1.4.1) or letting a player look at (23.1.5.1)
        "deck": [_card(c, list(s.shown.get(c.id, ()))) for c in pl.deck],
        "hand": [_card(c, sorted({p, *s.shown.get(c.id, ())})) for c in pl.hand],
        "support": [_card(c, BOTH) for c in pl.support],  # 6.4.3
        "retreat": [_card(c, BOTH) for c in pl.retreat],  # 6.4.3
        "orbs": [_card(c, BOTH if c.face_up else [], face_up=c.face_up) for c in pl.orbs],  # 6.4.5, 6.4.6.2
        "bonds": [_card(c, BOTH, face_up=c.face_up) for c in pl.bonds],  # 6.4.3, 6.4.4.1: face down, still inspectable
        "front": [{**_unit(s, c), "power": unit_power(s, c)} for c in pl.front],  # 4.11, 2.12
        "back": [{**_unit(s, c), "power": unit_power(s, c)} for c in pl.back],
        "infinity": [_card(c, BOTH) for c in pl.infinity],  # 6.4.3
        "mulliganed": pl.mulliganed,
    }


def observe(s: GameState) -> dict[str, Any]:
    r = s.result
    return {
        "game": "cipher",
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "spent": s.spent,
        "bonuses": sorted(s.bonuses),
        "battle": None
        if s.battle is None
        else {
            "attacker": s.battle.attacker,
            "defender": s.battle.defender,
            "power": {p: current_power(s, p) for p, _ in s.battle.power},
            "critical": s.battle.critical,
            "evasion": s.battle.evasion,
        },
        "triggered": [
            {"player": t.player, "card": t.card, "skill": t.skill, "count": t.count} for t in s.triggers
        ],  # 10.1.1
        "players": {p: _player(s, p) for p in PLAYERS},
        "pending": pending_json(s.pending, list, source=False),
        "result": result_json(r.over, r.winner, r.losers, r.draw, r.reason),
        "log": list(s.log),
    }
