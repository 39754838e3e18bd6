"""Activated skills printed with a hand skill (19.1.2): used from the hand, the card revealed and the skill
announced to the opponent (19.1.2.4), then paid for and carried out like a unit's (19.1.3 to 19.1.5)."""

from __future__ import annotations

from tcgjudge.engine.interface import IllegalActionError

from .act_usage import counts_as_used
from .rules import apply_effect
from .state import Card, GameState
from .turn import Ask, CheckTiming


def hand_card(s: GameState, player: str, cid: object) -> Card | None:
    """The player's hand card ``cid``, if any."""
    return next((c for c in s.players[player].hand if c.id == cid), None)


def hand_act_problem(s: GameState, player: str, card: Card, index: object) -> tuple[str, str] | None:
    """19.1.2: a hand card's skill can be used only if it is an activated skill printed with a hand skill;
    19.1.2.1: its usage limit not recorded; 19.1.3.1: its cost payable (a hand card cannot be tapped)."""
    skills = s.definition(card).skills
    if not isinstance(index, int) or not 0 <= index < len(skills):
        return "19.1.2", f"no skill {index!r} of {card.id}"
    k = skills[index]
    if k.kind != "act" or not k.from_hand:
        return "19.1.2", f"the skill {index} of {card.id} is no activated skill usable from the hand"
    if k.limit and index in card.used:
        return "19.1.2.1", f"the skill {index} of {card.id} has been used this turn"
    if k.tap:
        return "19.1.3.1", f"{card.id} is in the hand and cannot be tapped"
    if k.flip_bonds > sum(1 for c in s.players[player].bonds if c.face_up):
        return "19.1.3.1", f"{player} has fewer than {k.flip_bonds} face-up bonds to turn face down"
    return None


def use_hand_act(s: GameState, player: str, card: Card, index: object) -> None:
    """19.1.2.4: the card is revealed (a ``reveal`` event) and the skill announced (``act``); 19.1.3: the cost;
    19.1.4: the effect; 19.1.5: a check timing."""
    problem = hand_act_problem(s, player, card, index)
    if problem is not None:
        raise IllegalActionError(*problem)
    assert isinstance(index, int)
    k = s.definition(card).skills[index]
    s.pending = None
    used = counts_as_used(s, player, k)
    s.emit("reveal", player=player, card=card.id)  # 19.1.2.4: shown to the opponent, still in the hand
    flipped = s.players[player].turn_bonds_down(k.flip_bonds)
    if k.limit and used:
        card.used.append(index)
    s.emit("act", player=player, card=card.id, skill=index, flipped=[c.id for c in flipped])
    apply_effect(s, player, k)
    s.tasks += [Ask("action"), CheckTiming()]


def hand_acts(s: GameState, player: str) -> list[tuple[str, int]]:
    """The hand skills the player can use now: (card id, skill index)."""
    return [
        (c.id, i)
        for c in s.players[player].hand
        for i, k in enumerate(s.definition(c).skills)
        if k.kind == "act" and k.from_hand and hand_act_problem(s, player, c, i) is None
    ]


__all__ = ["hand_act_problem", "hand_acts", "hand_card", "use_hand_act"]
