"""Deploying by skills and the skills that change deploying: costs that count as another number (12.2.1.1.1,
15.1.2.1, 16.1.2.1), a second unit of one unit name (14.1.1.1), several cards deployed at once from the deck by one
effect (6.6.1, 14.1.3), and orbs turned face up by an effect (6.4.5.1)."""

from __future__ import annotations

from itertools import combinations

from tcgjudge.reference.core.decisions import Pending

from tcgjudge.engine.interface import IllegalActionError

from . import keyword_skills as kw
from .state import Card, GameState

DEPLOY_LINE = "back"
"""The line the test cards' "deploy from the deck" effect puts its cards in (docs/cipher-data.md (b))."""


def deploy_cost(s: GameState, card: Card, in_hand: bool = True) -> int:
    """The deploy cost the deployment phase's total counts: the value while the card is in the hand (15.1.2.1,
    16.1.2.1), a "while in your hand" skill first, then a "counts as N" skill (the last printed), else the printed
    cost."""
    skills = [k for k in s.definition(card).skills if k.kind == "continuous"]
    hand = [k.hand_cost for k in skills if k.hand_cost is not None]
    if in_hand and hand:
        return hand[-1]
    counted = [k.cost_is for k in skills if k.cost_is is not None]
    return counted[-1] if counted else kw.deploy_cost(s, card)  # 21.3.1.6.2: a special skill's, else the printed


def cost_made_one(s: GameState, card: Card) -> bool:
    """12.2.1.1.1: a card of printed cost other than 1 whose skill makes its deploy cost 1 (never a Main Character
    option: the printed cost decides, docs/cipher-data.md Decisions)."""
    return s.definition(card).cost != 1 and deploy_cost(s, card, in_hand=False) == 1


def may_deploy_beside(s: GameState, card: Card) -> bool:
    """14.1.1.1: the card's skill lets it be deployed though the player has a unit of its unit name."""
    return any(k.kind == "continuous" and k.deploy_beside for k in s.definition(card).skills)


def reveal_orbs(s: GameState, player: str, n: int) -> None:
    """6.4.5.1: an effect turns ``n`` face-down orbs face up (the first ones listed; no scenario depends on which)."""
    pl = s.players[player]
    turned = [c for c in pl.orbs if not c.face_up][:n]
    for orb in turned:
        pl.own(pl.orbs, orb).face_up = True
    if turned:
        s.emit("orbs_revealed", player=player, cards=[c.id for c in turned])


def start_deploy_from_deck(s: GameState, player: str, n: int) -> None:
    """The effect "look at the deck's top N cards and deploy any of them": the player's ``deploy_cards`` choice."""
    top = [c.id for c in s.players[player].deck[:n]]
    if not top:
        return
    s.pending = Pending(
        player, "deploy_cards", "the cards of the deck's top to deploy at once (6.6.1, 14.1.3)", top, 0, n
    )


def deploy_cards_problem(s: GameState, player: str, chosen: list[str]) -> tuple[str, str] | None:
    """14.1.3: cards deployed at once by one effect are of different unit names; 14.1.1: none of a unit name the
    player already has (unless 14.1.1.1 allows it); each among the cards the effect shows."""
    assert s.pending is not None
    options = list(s.pending.options)
    if len(set(chosen)) != len(chosen) or any(cid not in options for cid in chosen):
        return "6.6.1", f"{chosen} are not distinct cards among {options}"
    deck = {c.id: c for c in s.players[player].deck}
    cards = [deck[cid] for cid in chosen]
    names = [s.unit_name(c) for c in cards]
    if len(set(names)) != len(names):
        return "14.1.3", f"cards deployed at once must be of different unit names: {names}"
    have = {s.unit_name(u) for u in s.players[player].units}
    for card in cards:
        if s.unit_name(card) in have and not may_deploy_beside(s, card):
            return "14.1.1", f"{player} already has a unit named {s.unit_name(card)!r}"
    return None


def deploy_cards_options(s: GameState, player: str) -> list[list[str]]:
    """Every choice ``deploy_cards`` allows (none included)."""
    assert s.pending is not None
    options = [str(x) for x in s.pending.options]
    return [
        list(group)
        for size in range(len(options) + 1)
        for group in combinations(options, size)
        if deploy_cards_problem(s, player, list(group)) is None
    ]


def deploy_cards(s: GameState, player: str, chosen: list[str]) -> None:
    """6.6.1: the chosen cards leave the deck one at a time, top first, untapped in the back line (14.1.2), and are
    deployed at the same moment: their "when deployed" skills trigger together, in one round (10.2.3.4). No cost is
    paid: the running total is the deployment phase's own (15.1.2, docs/cipher-data.md Decisions)."""
    problem = deploy_cards_problem(s, player, chosen)
    if problem is not None:
        raise IllegalActionError(*problem)
    from .rules import trigger

    s.pending = None
    pl = s.players[player]
    placed: list[Card] = []
    for shared in [c for c in pl.deck if c.id in chosen]:  # 6.6: one at a time, from the top
        card = pl.take(pl.deck, shared)
        card.face_up, card.tapped = True, False
        pl.zone(DEPLOY_LINE).append(card)
        placed.append(card)
        s.emit("deploy", player=player, card=card.id, new_id=card.id, line=DEPLOY_LINE)
    for card in placed:  # 6.6.1: deployed at once, so triggered in the same round
        trigger(s, "deployed", card)
