"""Loops (24): an unstoppable loop ends the game in a draw (24.2); a loop that one player stops through a "you may"
skill is repeated as often as that player chooses, who may not start it again (24.2.1)."""

from __future__ import annotations

from .state import PLAYERS, Card, GameState


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


MAX_COUNT = 10
"""24.3: the numbers of loop units a player may name, 0 to this (an engine lists every legal action)."""


def banned(s: GameState, player: str, number: str, index: int) -> bool:
    """24.2.1, 24.3: the player may not start this loop again this game: the skill is declined without asking."""
    return (player, number, index) in s.loop_banned


def note_choice(s: GameState, player: str, number: str, index: int) -> bool:
    """A "you may" choice is about to be asked: its state joins the states seen since the last action. True when a
    loop unit came back to this state and both players have been asked since it began: both can stop it (24.3)."""
    state = fingerprint(s)
    first = next((i for i, seen in enumerate(s.loop_seen) if seen[0] == state), None)
    s.loop_seen = (*s.loop_seen, (state, player, number, index))
    return first is not None and {seen[1] for seen in s.loop_seen[first:]} == set(PLAYERS)


def stopped_loop(s: GameState) -> bool:
    """True when the choice being declined was asked in a state already seen at an earlier choice since the last
    action: the player stops a loop (24.2.1) rather than declining a skill that never repeated."""
    return bool(s.loop_seen) and [seen[0] for seen in s.loop_seen].count(s.loop_seen[-1][0]) > 1


def loop_skills(s: GameState, player: str, start: str) -> set[tuple[str, str, int]]:
    """The player's skills asked since the loop unit starting at ``start`` began (24.3: the loop they start)."""
    first = next(i for i, seen in enumerate(s.loop_seen) if seen[0] == start)
    return {(p, number, index) for _, p, number, index in s.loop_seen[first:] if p == player}
