"""Loops (24): an unstoppable loop ends the game in a draw (24.2); a loop that one player stops through a "you may"
skill is repeated as often as that player chooses, who may not start it again (24.2.1)."""

from __future__ import annotations

from .state import Card, GameState


def _card(card: Card) -> tuple[object, ...]:
    return (
        card.id,
        card.card,
        card.face_up,
        card.tapped,
        card.main,
        card.destroyed,
        tuple(card.used),
        tuple(_card(c) for c in card.stack),
    )


def fingerprint(s: GameState) -> str:
    """The state as far as the rules see it: every zone's cards and their state, the triggered skills with their
    counts, the battle, the turn. Two equal fingerprints with no decision between them are a loop unit (24.1.1)."""
    zones = tuple(
        (p, name, tuple(_card(c) for c in pl.zone(name)))
        for p, pl in sorted(s.players.items())
        for name in ("deck", "hand", "support", "retreat", "orbs", "bonds", "front", "back", "infinity")
    )
    triggered = tuple((t.player, t.card, t.skill, t.count) for t in s.triggers)
    return repr((s.turn, s.turn_player, s.phase, s.battle, zones, triggered))


def banned(s: GameState, player: str, number: str, index: int) -> bool:
    """24.2.1: the player stopped a loop by declining this skill and may not start it again this game."""
    return (player, number, index) in s.loop_banned


def note_choice(s: GameState) -> None:
    """A "you may" choice is about to be asked: its state joins the states seen since the last action."""
    s.loop_seen = (*s.loop_seen, fingerprint(s))


def stopped_loop(s: GameState) -> bool:
    """True when the choice being declined was asked in a state already seen at an earlier choice since the last
    action: the player stops a loop (24.2.1) rather than declining a skill that never repeated."""
    return bool(s.loop_seen) and s.loop_seen.count(s.loop_seen[-1]) > 1
