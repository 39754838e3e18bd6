"""Effect text of test cards (chapter 8): activated effects, their costs paid by resting crystals, one-shot effects.

Card text is the small vocabulary of docs/gbf-data.md (b), "Effects".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import combinations

from tcgjudge.reference.core.decisions import Continuation, Pending
from tcgjudge.reference.core.tasks import Task

from tcgjudge.engine.interface import IllegalActionError

from .cards import CREW, Effect
from .rules import draw_n, to_gauge
from .state import PLAYERS, Card, GameState, other
from .turn import TASKS, Checkpoint

ACTIVATED = "activated"
SUMMON_EFFECT = "summon"
"""8-1-1: a summon card's effect, resolved as the card is activated from the hand (6-3-1-2-3-2)."""


def effect_sources(s: GameState, player: str) -> list[Card]:
    """The cards whose activated effects the player may activate: the captain in play and the crew (3-5, 3-6)."""
    pl = s.players[player]
    return [*([pl.captain] if pl.captain is not None else []), *pl.crew]


def sources_for(s: GameState, player: str, effect: Effect) -> list[Card]:
    """The cards of ``player`` from which ``effect`` may be activated: an Assist only from its crew card in the hand
    (10-18-1, 10-18-2), any other activated effect only from play (8-6-2-1)."""
    if effect.assist:
        return [c for c in s.players[player].hand if s.pool[c.card].kind == CREW]
    return effect_sources(s, player)


def cost_size(effect: Effect) -> int:
    """8-4-2-2-2: the crystals a cost rests, its element icons and its numbered icon together."""
    return sum(n for _, n in effect.elements) + effect.generic


def pays(s: GameState, effect: Effect, crystals: Iterable[Card]) -> bool:
    """8-4-2-1: one crystal of the icon's element per element icon; 8-4-2-2: any crystals for the numbered icon;
    8-4-2-2-2: both at once, so exactly the cost's size and enough of each element."""
    chosen = list(crystals)
    if len(chosen) != cost_size(effect):
        return False
    have = Counter(s.pool[c.card].element for c in chosen)
    return all(have[element] >= n for element, n in effect.elements)


def payments(s: GameState, player: str, effect: Effect) -> list[list[str]]:
    """Every set of the player's active crystals paying the cost (by crystal id, in crystal-area order)."""
    active = [c for c in s.players[player].crystals if c.active]
    return [[c.id for c in combo] for combo in combinations(active, cost_size(effect)) if pays(s, effect, combo)]


def activate(
    s: GameState, player: str, card: Card, index: int, crystal_ids: list[str], reveal: str | None = None
) -> None:
    """8-6-2: specify the effect (8-6-2-1), pay the whole cost (8-6-2-3, 8-4-2-4, 8-4-2-5), resolve it (8-6-2-4);
    the player then has free timing again (8-5-2-2) after a checkpoint (8-5-2-1). ``reveal``: the hand's crew
    card a ``reveal_cost`` reveals as it is paid (10-6-1-1)."""
    effect = s.pool[card.card].effects[index]
    if negated(s):
        raise IllegalActionError("RR-negating-effects", f"{effect.name!r} is negated: it cannot be activated")
    if effect.once_per_turn and f"{card.id}/{index}" in s.effects_used:
        raise IllegalActionError("10-5-1", f"{effect.name!r} of {card.id} was activated this turn already")
    crystals = {c.id: c for c in s.players[player].crystals}
    chosen = [crystals[cid] for cid in crystal_ids if cid in crystals and crystals[cid].active]
    if len(chosen) != len(crystal_ids):
        raise IllegalActionError("8-4-2-5", f"{crystal_ids} are not all active crystals of {player}")
    if not payments(s, player, effect) or (effect.reveal_cost and not reveal_options(s, player)):
        raise IllegalActionError("8-4-2-4", f"{player} cannot pay the whole cost of {effect.name!r}")
    if chosen and not cost_size(effect):
        raise IllegalActionError("8-4-2-2-1", f"{effect.name!r} costs nothing: it is paid by declaring it")
    if len(chosen) != cost_size(effect):
        raise IllegalActionError("8-4-2-2", f"{effect.name!r} rests exactly {cost_size(effect)} crystals")
    if not pays(s, effect, chosen):
        clause = "8-4-2-2-2" if effect.generic else "8-4-2-1"
        raise IllegalActionError(clause, f"{crystal_ids} do not hold the elements {dict(effect.elements)}")
    if effect.reveal_cost and reveal not in reveal_options(s, player):
        raise IllegalActionError("8-4-2-5", f"{reveal!r} is no crew card of {player}'s hand to reveal")
    if not effect.reveal_cost and reveal is not None:
        raise IllegalActionError("8-4-2-5", f"{effect.name!r} asks for no card to be revealed")
    if not actions_payable(s, player, card, effect.cost_actions):
        raise IllegalActionError("8-4-2-4", f"the actions {list(effect.cost_actions)} cannot all be done in order")
    s.pending = None
    for crystal in chosen:  # 8-4-2: paying the cost is resting these crystals
        crystal.active = False
    if effect.once_per_turn:  # 10-5-2: counted for this card's effect text alone
        s.effects_used = s.effects_used | {f"{card.id}/{index}"}
    s.emit("activate", player=player, card=card.id, effect=effect.name, rested=list(crystal_ids))
    if reveal is not None:  # 10-6-1-1: shown as the cost is paid, until the effect has resolved (docs/gbf-data.md)
        s.shown = s.shown | {reveal}
        s.emit("reveal", player=player, cards=[reveal])
    pay_actions(s, player, card, effect.cost_actions)  # 8-4-2-3: front to back, after the crystals
    s.tasks.append(Checkpoint())  # under whatever the resolution pushes (an interrupt comes first, 8-5-2-2)
    s.resolving = card.id  # 4-3-3-1: its master is the player who activated it
    change_values(s, player, card, effect)
    lasting(s, player, card.id, effect)
    resolve(s, player, with_original(s, card, effect), f"{card.card}/{index}")


def reveal_options(s: GameState, player: str) -> list[str]:
    """The hand's crew cards a ``reveal_cost`` may reveal."""
    return [c.id for c in s.players[player].hand if s.pool[c.card].kind == CREW]


ELEMENTS = ("fire", "water", "earth", "wind", "light", "dark")  # 2-2: the values an element may take


def resolve(s: GameState, player: str, effect: Effect, source: str = "") -> None:
    """8-6-2-4-1, 8-8-1: a one-shot effect does what it says, once, in the order written: damage to the crew it
    chooses, then the draw. Targets are chosen as resolution reaches them (8-6-3, RR-choosing-effect-targets),
    after the cost was paid (8-6-2-3); ``source`` (card number / effect index) names the effect in the decision.
    A declaration (10-11-1) or a revealed card to take (10-6-1-2) is asked first, as its own decision."""
    if effect.declare_draw:
        s.pending = Pending(player, "declare", "an element to declare", list(ELEMENTS), 1, 1, source)
        return
    if effect.reveal_top:
        top = s.players[player].deck[: effect.reveal_top]
        if top:  # 10-6-1-2: shown until this part of the effect is over; they stay in the deck (10-6-1-3-1)
            s.shown = s.shown | {c.id for c in top}
            s.emit("reveal", player=player, cards=[c.id for c in top])
            crew = [c.id for c in top if s.pool[c.card].kind == CREW]
            s.pending = Pending(player, "pick_revealed", "a revealed crew to take into the hand", crew, 0, 1, source)
            return
    if effect.from_hand:
        hand = [c.id for c in s.players[player].hand if s.pool[c.card].kind == CREW]
        if hand:  # 8-6-3-5: hidden cards chosen by their information: none may be chosen, whatever is there
            most = min(effect.from_hand, len(hand))
            s.pending = Pending(player, "choose_targets", f"the cards {effect.name} chooses", hand, 0, most, source)
            return
        finish(s, player, effect, [])
        return
    if effect.divide:
        crew = [c.id for c in s.players[other(player)].crew]
        if len(crew) > 1:  # 10-13-1: its master divides the damage; one crew takes it all without a choice
            most = min(effect.divide, len(crew))
            s.pending = Pending(player, "divide_damage", f"divide {effect.divide} damage", crew, 1, most, source)
            return
        divide_damage(s, [(cid, effect.divide) for cid in crew])
        finish(s, player, effect, [])
        return
    if (effect.damage or effect.move_targets) and effect.targets and damage_valid(s, player, effect):
        crew = [c.id for c in s.players[other(player)].crew]
        most = min(effect.targets, len(crew))  # 8-6-3-3: as many as can be chosen
        least = 0 if effect.up_to else most  # 8-6-3-1: a fixed number must be chosen as far as possible
        if most and (least < most or len(crew) > most):
            s.pending = Pending(player, "choose_targets", f"the targets of {effect.name}", crew, least, most, source)
            return
        finish(s, player, effect, crew[:most])
        return
    finish(s, player, effect, [])


def divisions(total: int, options: list[str]) -> list[list[tuple[str, int]]]:
    """10-13-1, 10-13-2: every way to divide ``total`` damage among some of ``options``, 1 or more each, ``total`` in
    all (each set of crew in ``options`` order)."""
    out: list[list[tuple[str, int]]] = []

    def split(rest: int, parts: int) -> list[list[int]]:
        if parts == 1:
            return [[rest]]
        return [[first, *tail] for first in range(1, rest - parts + 2) for tail in split(rest - first, parts - 1)]

    for n in range(1, min(total, len(options)) + 1):
        for chosen in combinations(options, n):
            out += [list(zip(chosen, amounts, strict=True)) for amounts in split(total, n)]
    return out


def divide_damage(s: GameState, split: list[tuple[str, int]]) -> None:
    """10-13-1: each chosen crew is dealt its own part, one damage event each, in the order given."""
    from .damage import deal_damage

    s.pending = None
    for cid, amount in split:
        deal_damage(s, cid, amount, "effect")


def change_values(s: GameState, player: str, source: Card, effect: Effect) -> None:
    """The parts of a one-shot effect that change values, done before its other parts: ``boost_atk`` /
    ``boost_hp`` on this card and each crew of its master (what a resolved effect did to them); ``reset`` (10-15-1,
    RR-resetting-to-original-values) and ``negate_received`` (10-10-2-1, RR-negating-received-effects) on each other
    crew of its master."""
    crew = s.players[player].crew
    if effect.boost_atk or effect.boost_hp:
        from .damage import find_in_play

        mine = find_in_play(s, source.id)
        given = tuple((source.id, stat, n) for stat, n in (("atk", effect.boost_atk), ("hp", effect.boost_hp)) if n)
        for card in ([source] if mine is not None and mine[2] is source and source not in crew else []) + crew:
            card.mods += given
    for card in crew:
        if card is source:
            continue
        if effect.reset is not None:
            reset_value(card, effect.reset)
        if effect.negate_received:
            negate_received(card)


def reset_value(card: Card, stat: str) -> None:
    """10-15-1: every modification resolved effects made to ``stat`` is undone, back to the printed value; 10-15-1-1:
    the level cards' bonus is no such modification and stays. Decision (10-15-1 speaks of what effects give; a chip's
    modification is the chip's, 10-16-4-1, which leaves only by moving or being spent, 10-16-1-2, 10-16-3): chips stay,
    and so do continuous effects, which keep applying while valid (8-6-1)."""
    card.mods = tuple(m for m in card.mods if m[1] != stat)


def negate_received(card: Card) -> None:
    """10-10-2-1, RR-negating-received-effects: what effects that already resolved did to this card is undone; their
    sources keep what the same effects did to them, and effects resolving later apply again."""
    card.mods = ()


def end_reveal(s: GameState, player: str) -> None:
    """10-6-1-3: the revealed cards are hidden again where they are."""
    if s.shown:
        s.emit("reveal_end", player=player, cards=sorted(s.shown))
        s.shown = frozenset()


def pick_revealed(s: GameState, player: str, effect: Effect, cid: str | None) -> None:
    """10-6-1-2: the revealed crew taken into the hand, the others hidden again in place (10-6-1-3); the rest of
    the effect follows."""
    s.pending = None
    deck = s.players[player].deck
    if cid is not None:
        card = s.players[player].take(deck, next(c for c in deck if c.id == cid))
        s.players[player].hand.append(card)
        s.emit("to_hand", player=player, card=cid, **{"from": "deck"})
    end_reveal(s, player)
    finish(s, player, effect, [])


def declared(s: GameState, player: str, effect: Effect, element: str) -> None:
    """10-11-1: the element declared; the effect then draws a card per crystal of that element."""
    s.pending = None
    s.emit("declare", player=player, value=element)
    count = sum(s.pool[c.card].element == element for c in s.players[player].crystals)
    finish(s, player, replace(effect, draw=effect.draw + count, declare_draw=False), [])


def effect_entry(s: GameState, player: str) -> None:
    """1-3-1-1: card text does not lift the crew area's capacity (3-6-3), rank total (10-2-3-1-1) or name limit
    (10-2-3-2-1): a crew that would break one stays in the hand (1-3-2: the impossible part is skipped)."""
    from .damage import enter_crew, entry_problem

    hand = s.players[player].hand
    card = next((c for c in hand if s.pool[c.card].kind == CREW), None)
    if card is None or entry_problem(s, player, card) is not None:
        return
    hand.remove(card)
    enter_crew(s, player, card, active=True)


def damage_valid(s: GameState, player: str, effect: Effect) -> bool:
    """8-3-3: a part valid only under a condition is invalid while it is unmet; 8-3-2: an invalid part is absent,
    so it asks for no choice."""
    return len(s.players[player].crew) >= effect.damage_if_crew


def finish(s: GameState, player: str, effect: Effect, targets: list[str]) -> None:
    """The effect on its chosen targets; with none chosen the parts about them are ignored and the rest is done
    (8-6-3-4, RR-partial-execution)."""
    from .damage import deal_damage, sweep_damage

    s.pending = None
    if effect.sweep and effect.damage:
        sweep_damage(s, effect.damage, effect.sweep)
    if effect.from_hand:
        for cid in targets:
            hand_entry(s, player, cid)
        targets = []
    for n, target in enumerate(targets):
        # 4-9-1-2: damage an effect deals comes from the card that has the effect
        deal_damage(s, target, effect.damage, "effect", (s.resolving,) if s.resolving else ())
        if s.pending is not None:  # 8-10-2: a choice of replacements interrupts; the rest waits for it
            s.tasks.append(FinishEffect(player, replace(effect, from_hand=0), tuple(targets[n + 1 :])))
            return
    if effect.move_targets is not None:
        moving = [t for t in targets if _crew_master(s, t) is not None]
        if effect.move_targets == "deck_bottom" and len(moving) > 1:
            # 3-1-5-1: public cards going hidden together by an effect: its master orders them
            s.pending = Pending(
                player, "order_cards", "the order the cards go to the deck bottom", moving, len(moving), len(moving)
            )
            s.pending.then = AfterOrder(effect)
            return
        move_crew(s, effect.move_targets, moving)
    rest_of_effect(s, player, effect)


@dataclass(frozen=True, slots=True)
class FinishEffect(Task):
    """The rest of a one-shot effect whose damage waits for a choice of replacement effects (8-10-2)."""

    player: str
    effect: Effect
    targets: tuple[str, ...]


@TASKS.handles(FinishEffect)
def _finish_effect(s: GameState, task: FinishEffect) -> None:
    finish(s, task.player, task.effect, list(task.targets))


@dataclass(frozen=True, slots=True)
class AfterOrder(Continuation):
    """The effect whose targets wait for their order (3-1-5-1); its later parts follow the order."""

    effect: Effect


def order_cards(s: GameState, player: str, order: list[str]) -> None:
    """3-1-5-1: the effect's master's order, the first listed first to the bottom; then the rest of the effect."""
    assert s.pending is not None and isinstance(s.pending.then, AfterOrder)
    effect = s.pending.then.effect
    s.pending = None
    move_crew(s, "deck_bottom", order)
    rest_of_effect(s, player, effect)


def _crew_master(s: GameState, cid: str) -> str | None:
    return next((p for p in PLAYERS if any(c.id == cid for c in s.players[p].crew)), None)


def move_crew(s: GameState, where: str, cids: list[str]) -> None:
    """Crew to ``where`` of their master, the player whose crew area held them (3-3-1-1-1, 3-4-1-3-1-1,
    3-2-1-1-1: the target's master's hand, gauge, deck); each is a new card there (3-1-4). A crew with level
    cards stays and one level card goes to the gauge instead (9-2-3-2; the oldest: the choice is not modelled)."""
    from .damage import atk, forget, level_to_gauge

    # Decision (3-3-1-1-1 over 3-1-6): the target's master's zone, the clause on card text's unqualified zones
    for cid in cids:
        master = _crew_master(s, cid)
        if master is None:
            continue
        pl = s.players[master]
        card = next(c for c in pl.crew if c.id == cid)
        if card.level:
            level_to_gauge(s, master, cid, card.level[0].id)
            continue
        s.last_known[cid] = atk(s, card)  # 8-11-1
        pl.crew.remove(card)
        forget(s, cid)  # 3-1-4: a new card, without what effects gave the old one
        card.active, card.face_up = True, where != "deck_bottom"
        if where == "hand":
            pl.hand.append(card)
        elif where == "gauge":
            to_gauge(s, master, card)
        else:
            pl.deck.append(card)
        s.emit("move", player=master, card=cid, new_id=cid, to=where, **{"from": "crew"})  # 3-1-4
        left(s, master, card)


def rest_of_effect(s: GameState, player: str, effect: Effect) -> None:
    """The parts after the targets', in order: armor break, bounce, entry, search, result, the master's own zones,
    then the draws; a cost's reveal ends with the effect (10-6-1-1)."""
    if effect.from_gauge:
        gauge_entry(s, player)
    if effect.break_armor:
        armor = s.players[other(player)].armor
        if armor:  # 9-4-2-2: an effect breaking armor; 9-4-2-3-1-1: it names the top card
            s.named_breaks = (*s.named_breaks, (other(player), armor[0].id))
    if effect.bounce_newest:
        bounce_newest(s, other(player))
    if effect.enter_from_hand:
        effect_entry(s, player)
    if effect.search is not None:
        search(s, player, effect.search)
    if effect.result is not None:
        effect_result(s, player, effect.result)  # 1-2-5: at once; the rest of the effect is not done
        return
    if effect.mill:
        mill(s, player, effect.mill)
    if effect.armor_to_crystals:
        armor_to_crystals(s, player, effect.armor_to_crystals)
    if effect.rest_self and s.resolving:
        rest_card(s, s.resolving)
    if effect.move_self is not None and s.resolving:
        move_crew(s, effect.move_self, [s.resolving])
    if effect.draw and not prohibited(s, player, "effect_draw"):  # 1-3-3: a prohibition beats the instruction
        draw_n(s, player, effect.draw)  # 1-3-2-2: a draw of 0 or fewer does nothing, never the reverse
    if effect.draw_per_gauge_rank is not None and not prohibited(s, player, "effect_draw"):
        draw_n(s, player, ranked_in_gauge(s, player, effect.draw_per_gauge_rank))
    end_reveal(s, player)  # 10-6-1-1: a cost's reveal lasts until the effect has resolved (docs/gbf-data.md)
    if prohibited(s, player, "effect_draw"):
        return
    if effect.draw_chosen is not None:
        s.pending = Pending(
            player, "choose_number", f"{effect.name}: how many cards to draw", [], 0, max(0, effect.draw_chosen)
        )
        return
    ask_draw_up_to(s, player, effect.draw_up_to)


def mill(s: GameState, player: str, n: int) -> None:
    """The top N cards of "the deck" to "the gauge", face up: an effect choosing no target means its master's own
    deck and gauge (3-2-1-1-1, 3-4-1-3-1-1); one at a time (3-2-3)."""
    pl = s.players[player]
    for _ in range(max(0, n)):
        if not pl.deck:
            return  # 1-3-2
        card = pl.take(pl.deck)
        to_gauge(s, player, card)
        s.emit("mill", player=player, card=card.id)


def armor_to_crystals(s: GameState, player: str, n: int) -> None:
    """The top N cards of "the Armor" to "the Crystal area", active: unqualified, both are always its master's own
    (3-8-1-1, 3-7-1-2-1), whoever the effect's targets belong to."""
    pl = s.players[player]
    for _ in range(max(0, n)):
        if not pl.armor:
            return  # 1-3-2
        card = pl.take(pl.armor)
        card.face_up, card.active = True, True  # 3-7-1-1
        pl.crystals.append(card)
        s.emit("armor_to_crystal", player=player, card=card.id)


def rest_card(s: GameState, cid: str) -> None:
    """1-3-2-1: a card already rested is not rested again: nothing happens, so nothing triggers; an active one
    becomes rested and its ``rested`` triggers wait."""
    from .damage import find_in_play

    found = find_in_play(s, cid)
    if found is None or not found[2].active:
        return
    found[2].active = False
    s.emit("rest", player=found[0], card=cid)
    became_rested(s, found[0], found[2])


def became_rested(s: GameState, player: str, card: Card) -> None:
    """This card's ``rested`` automatic effects wait (8-7-2-2): by an effect or by attacking (7-2-1-3-1-1)."""
    for index in _automatic(s, card, RESTED):
        _wait(s, player, card, index)


def effect_result(s: GameState, player: str, what: str) -> None:
    """1-2-5: an effect making a player win or lose ends the game at once, during the effect, without waiting for
    a checkpoint; the opponent of the player who wins loses (1-2-1)."""
    from .rules import end_game

    winner = player if what in ("master_wins", "opponent_loses") else other(player)
    end_game(s, winner=winner, losers=(other(winner),), draw=False, reason="effect")


def ranked_in_gauge(s: GameState, player: str, most: int) -> int:
    """The cards of rank ``most`` or less in the player's gauge; a summon has no rank and is not one (2-4-3)."""
    ranks = [s.pool[c.card].rank for c in s.players[player].gauge]
    return sum(1 for rank in ranks if rank is not None and rank <= most)


def with_original(s: GameState, card: Card, effect: Effect) -> Effect:
    """``draw_original``: the number of cards drawn is the card's printed rank, HP or ATK, never its current value
    (2-4-2, 2-7-2, 2-8-2); ``draw_atk`` (activated): its current ATK."""
    if effect.draw_atk:
        effect = replace(effect, draw=own_atk(s, card.id))  # the current ATK (8-11-1 once gone)
    if effect.draw_original is None:
        return effect
    printed = s.pool[card.card]
    original = {"rank": printed.rank or 0, "hp": printed.hp, "atk": printed.atk}[effect.draw_original]
    return replace(effect, draw=effect.draw + original)


def choose_number(s: GameState, player: str, number: object) -> None:
    """1-3-5: the number chosen is an integer from 0 up; the card fixes the largest (``draw_chosen``)."""
    assert s.pending is not None
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= s.pending.max:
        raise IllegalActionError("1-3-5", f"choose a whole number from 0 to {s.pending.max}, not {number!r}")
    s.pending = None
    draw_n(s, player, number)


def ask_draw_up_to(s: GameState, player: str, left: int) -> None:
    """4-8-4: with N of 0 nothing happens; else the player may end the action (4-8-4-1) or draw one (4-8-4-2),
    until N cards were drawn (4-8-4-3). ``left`` is what is still allowed."""
    if left <= 0:
        s.pending = None
        return
    s.pending = Pending(player, "draw_up_to", f"draw a card ({left} more at most) or stop", [], 0, left)


def draw_up_to(s: GameState, player: str, more: bool) -> None:
    """One round of 4-8-4: ``more`` draws one card (4-8-4-2) and asks again while fewer than N were drawn
    (4-8-4-3); otherwise the action ends (4-8-4-1)."""
    assert s.pending is not None
    left = s.pending.max
    s.pending = None
    if more:
        draw_n(s, player, 1)
        ask_draw_up_to(s, player, left - 1)


def bounce_newest(s: GameState, owner: str) -> None:
    """The newest crew of ``owner``'s crew area to its owner's hand; it left the crew area (8-7-4). An uncapped crew
    stays and one of its level cards goes to the gauge instead (10-4-3-3-3), as when it is incapacitated."""
    from .damage import atk, incapacitate_crew

    crew = s.players[owner].crew
    if not crew:
        return
    card = crew[-1]
    if card.level:
        incapacitate_crew(s, owner, card)  # 10-4-3-3-3, 9-2-3-2: the level-card replacement, asked if several
        return
    s.last_known[card.id] = atk(s, card)
    crew.remove(card)
    card.active = True
    s.players[owner].hand.append(card)
    s.emit("to_hand", player=owner, card=card.id, **{"from": "crew"})
    left(s, owner, card)


def search(s: GameState, player: str, number: str) -> None:
    """A card of ``number`` found in the deck goes on its top; then the deck is shuffled, the found card left out
    of the shuffle (10-7-1-1): it stays on top, only the others are put in a random order (10-7-1)."""
    deck = s.players[player].deck
    found = next((c for c in deck if c.card == number), None)
    if found is not None:
        deck.remove(found)
    s.shuffle(deck)
    if found is not None:
        deck.insert(0, found)
    s.emit("search", player=player, found=found.id if found is not None else None)
    s.emit("shuffle", player=player)


def prohibited(s: GameState, player: str, action: str) -> bool:
    """1-3-3, RR-prohibiting-effects: a continuous effect of the opponent's cards in play forbids ``action``."""
    opponent = other(player)
    return any(
        e.kind == CONTINUOUS and e.prohibit == f"opponent_{action}"
        for source in effect_sources(s, opponent)
        for e in s.pool[source.card].effects
    )


# -- automatic effects (8-7) ----------------------------------------------------------------------------------

AUTOMATIC = "automatic"
ENTERS, LEAVES, CREW_ENTERS, CREW_LEAVES, HAND_EMPTY = "enters", "leaves", "crew_enters", "crew_leaves", "hand_empty"
RESTED = "rested"


def _in_play(s: GameState) -> list[tuple[str, Card]]:
    return [(p, card) for p in PLAYERS for card in effect_sources(s, p)]


def _automatic(s: GameState, card: Card, trigger: str) -> list[int]:
    effects = s.pool[card.card].effects
    return [i for i, e in enumerate(effects) if e.kind == AUTOMATIC and e.trigger == trigger]


def _wait(s: GameState, master: str, card: Card, index: int) -> None:
    """8-7-2: the effect goes on standby; each time it triggers is one more standby (8-7-2-1)."""
    s.waiting = (*s.waiting, (master, card.id, card.card, index))


def entered(s: GameState, player: str, card: Card) -> None:
    """A crew entered ``player``'s crew area: its own ``enters`` effects (a trigger without a subject is the card
    itself, 8-7-2-2) and every ``crew_enters`` effect of a card in play."""
    for index in _automatic(s, card, ENTERS):
        _wait(s, player, card, index)
    from .damage import atk

    for master, source in _in_play(s):
        for index in _automatic(s, source, CREW_ENTERS):
            # Decision (8-9-3 against 8-9-3-1): the crew area's continuous effects apply to a card from the moment
            # it enters, so a trigger on its entering reads them (8-9-3-1); 8-9-3's "do not apply" is taken as a
            # misprint, since its own sub-clause needs the opposite (docs/gbf-data.md, Decisions).
            if atk(s, card) >= s.pool[source.card].effects[index].min_atk:
                _wait(s, master, source, index)


def left(s: GameState, player: str, card: Card) -> None:
    """A crew left ``player``'s crew area (8-7-4): every ``crew_leaves`` effect in play waits, and its own
    ``leaves`` effects, which resolve though it has gone (8-7-6, RR-leave-crew-area-triggers), read with its
    crew-area information (8-7-4-1-2)."""
    for index in _automatic(s, card, LEAVES):
        _wait(s, player, card, index)
    for master, source in _in_play(s):  # a crew left some crew area: once more for each crew (8-7-2-1)
        for index in _automatic(s, source, CREW_LEAVES):
            _wait(s, master, source, index)


def _state_triggers(s: GameState) -> None:
    """8-7-5-1: a state trigger goes on standby once while its condition holds, and again only after it resolved."""
    for master, card in _in_play(s):
        for index in _automatic(s, card, HAND_EMPTY):
            if not s.players[master].hand and (master, card.id, card.card, index) not in s.waiting:
                _wait(s, master, card, index)


def run_waiting(s: GameState) -> None:
    """8-5-1-2: the turn player's waiting effects first, one at a time, each followed by a new checkpoint; then
    8-5-1-3 the non-turn player's. With several different ones waiting, the player chooses (``choose_trigger``)."""
    _state_triggers(s)
    assert s.turn_player is not None
    for p in (s.turn_player, other(s.turn_player)):
        mine = list(dict.fromkeys(f"{cid}/{index}" for master, cid, _, index in s.waiting if master == p))
        if not mine:
            continue
        if len(mine) == 1:
            cid, index = mine[0].rsplit("/", 1)
            resolve_waiting(s, p, cid, int(index))
        else:
            s.pending = Pending(p, "choose_trigger", "the waiting automatic effect to resolve next", mine, 1, 1)
        return


def resolve_waiting(s: GameState, player: str, cid: str, index: int) -> None:
    """8-7-3: activate one waiting effect, then one standby of it is cleared; a new checkpoint follows (8-5-1-2).
    An optional effect asks its master (``use_effect``); a state seen before in this chain of effects is a loop
    (11-1-1), handled by :func:`loop_found`."""
    entry = next(w for w in s.waiting if w[:2] == (player, cid) and w[3] == index)
    effect = s.pool[entry[2]].effects[index]
    fp = fingerprint(s)
    if not s.loop_cycle and any(f == fp for f, _, _ in s.loop_trail):
        loop_found(s, fp, f"{player}|{cid}|{index}")
        return
    if not s.loop_cycle:
        s.loop_trail = (*s.loop_trail, (fp, player, effect.optional))
    rest = list(s.waiting)
    rest.remove(entry)
    s.waiting = tuple(rest)
    s.pending = None
    s.tasks.append(Checkpoint())  # 8-5-1-2: back to 8-5-1-1 once it is resolved
    found = _find(s, cid)
    if effect.cost_actions and (found is None or not actions_payable(s, player, found, effect.cost_actions)):
        return  # 8-7-3-1: it cannot be activated, and its one standby is cleared all the same
    if effect.optional:
        use = optional_choice(s, player, fp)
        if use is None:
            s.pending = Pending(player, "use_effect", f"use {effect.name}?", [cid], 0, 1, f"{entry[2]}/{index}")
            return
        if not use:
            s.emit("decline", player=player, card=cid, effect=effect.name)
            return
    _carry_out(s, player, cid, entry[2], index)


def use_effect(s: GameState, player: str, cid: str, source: str, use: bool) -> None:
    """The master's answer to an optional automatic effect: resolve it, or not."""
    number, index = source.rsplit("/", 1)
    s.pending = None
    if not use:
        s.emit("decline", player=player, card=cid, effect=s.pool[number].effects[int(index)].name)
        return
    _carry_out(s, player, cid, number, int(index))


def _carry_out(s: GameState, player: str, cid: str, number: str, index: int) -> None:
    """A waiting automatic effect activated (8-7-3), asked or not: its cost actions paid (8-4-2-3), its ATK read
    where 8-7-4-1 says, its value changes, lasting changes and one-shot parts done."""
    effect = s.pool[number].effects[index]
    found = _find(s, cid)
    if effect.draw_atk:
        read = s.trigger_atk.get(cid) if effect.trigger == ENTERS else None  # 8-7-4-1-1, 8-7-4-1-3
        effect = replace(effect, draw=own_atk(s, cid) if read is None else read)
    s.emit("resolve", player=player, card=cid, effect=effect.name)
    s.resolving = cid
    if found is not None:
        pay_actions(s, player, found, effect.cost_actions)
        lasting(s, player, cid, effect)
    change_values(s, player, found if found is not None else Card(cid, number, player), effect)
    resolve(s, player, effect, f"{number}/{index}")


# -- infinite loops (11-1) ------------------------------------------------------------------------------------


def fingerprint(s: GameState) -> str:
    """The state as 11-1-1-2 compares it: the cards of every zone (with their faces and displays), and the
    automatic effects waiting."""
    zones = []
    for p in PLAYERS:
        pl = s.players[p]
        for name in ("deck", "hand", "gauge", "captain_deck", "captains", "crew", "crystals", "armor"):
            cards = getattr(pl, name)
            zones.append((p, name, tuple((c.id, c.active, c.face_up, len(c.level)) for c in cards)))
    return repr((zones, s.waiting, s.phase, s.turn))


def loop_found(s: GameState, fp: str, resume: str) -> None:
    """11-1-1: the chain of automatic effects came back to a state it had been in. The players who made an
    optional choice in it can stop it; with none, the game is a draw (11-1-1-1); else each of them names a count,
    the turn player first (11-1-1-2, 11-1-1-3)."""
    from .rules import end_game

    start = next(i for i, (f, _, _) in enumerate(s.loop_trail) if f == fp)
    cycle = s.loop_trail[start:]
    s.loop_cycle = frozenset(f for f, _, _ in cycle)
    assert s.turn_player is not None
    stoppers = [p for p in (s.turn_player, other(s.turn_player)) if any(m == p and opt for _, m, opt in cycle)]
    s.emit("loop", players=stoppers)
    if not stoppers:
        end_game(s, winner=None, losers=(), draw=True, reason="loop")  # 11-1-1-1
        return
    s.loop_counts = ()
    ask_loop_count(s, stoppers, resume)


def ask_loop_count(s: GameState, stoppers: list[str], resume: str) -> None:
    """The next player to name how many times the loop is repeated (the turn player first, 11-1-1-3)."""
    named = {p for p, _ in s.loop_counts}
    waiting = [p for p in stoppers if p not in named]
    s.pending = Pending(
        waiting[0], "loop_count", "how many times to repeat the loop", stoppers, 0, 1, f"{resume}|{','.join(stoppers)}"
    )


def loop_count(s: GameState, player: str, count: int) -> None:
    """11-1-1-2: the count named; once every player who can stop it has named one, the loop runs the lowest
    count (11-1-1-3) and the player who named it stops it; the player who named the higher count (the only one,
    under 11-1-1-2) may not go on with it again from those states."""
    assert s.pending is not None and s.pending.source is not None
    owner, cid, index, stoppers_text = s.pending.source.split("|")
    stoppers = stoppers_text.split(",")
    s.loop_counts = (*s.loop_counts, (player, count))
    s.emit("loop_count", player=player, count=count)
    if len(s.loop_counts) < len(stoppers):
        ask_loop_count(s, stoppers, f"{owner}|{cid}|{index}")
        return
    # Decision (11-1-1-3): with equal counts the turn player's is taken as the lower one, so the non-turn player
    # is the one who may not restart it (docs/gbf-data.md, Decisions).
    lowest = min(s.loop_counts, key=lambda pc: pc[1])
    highest = next((pc for pc in s.loop_counts if pc is not lowest), lowest)
    s.loop_stopper, s.loop_left = lowest[0], lowest[1]
    s.loop_barred = s.loop_barred | {(highest[0], f) for f in s.loop_cycle}
    s.pending = None
    resolve_waiting(s, owner, cid, int(index))


def optional_choice(s: GameState, player: str, fp: str) -> bool | None:
    """The use of an optional effect the rules decide: in a loop run to a named count, go on until the count is
    spent, then the player who named it stops (11-1-1-2); a player barred from restarting a loop declines in its
    states (11-1-1-2, 11-1-1-3). None: the player decides."""
    if s.loop_cycle and fp in s.loop_cycle:
        if player != s.loop_stopper:
            return True
        if s.loop_left > 0:
            s.loop_left -= 1
            return True
        s.loop_cycle, s.loop_left, s.loop_stopper, s.loop_trail = frozenset(), -1, None, ()
        return False
    if (player, fp) in s.loop_barred:
        return False
    return None


# -- continuous effects (8-9) ---------------------------------------------------------------------------------

CONTINUOUS = "continuous"


def zone_atk(s: GameState, card: Card) -> int:
    """8-6-1: a continuous effect applies while it is valid: +``zone_atk`` ATK to each crew in its master's crew
    area (8-9-1-3: a numeric change, after the printed value, 8-9-1-1, and after the non-numeric changes, 8-9-1-2,
    so an element the crew area grants counts for ``atk_element``), from the moment the crew enters (8-9-3-1);
    one limited by element (``atk_element``) never reaches a crew with no element (2-2-1-1-1)."""
    for p in PLAYERS:
        if any(c is card for c in s.players[p].crew):
            has = card_elements(s, card)
            return sum(
                e.zone_atk
                for source in effect_sources(s, p)
                for e in s.pool[source.card].effects
                if e.kind == CONTINUOUS and element_matches(has, e.atk_element)
            )
    return 0


def zone_rank(s: GameState, card: Card) -> int:
    """+``zone_rank`` rank to each crew in its master's crew area from the continuous effects there (8-9-1-3)."""
    for p in PLAYERS:
        if any(c is card for c in s.players[p].crew):
            return sum(
                e.zone_rank
                for source in effect_sources(s, p)
                for e in s.pool[source.card].effects
                if e.kind == CONTINUOUS
            )
    return 0


def element_matches(elements: frozenset[str], wanted: str | None) -> bool:
    """Whether an element-based effect (``E`` or ``~E``) reaches a card having ``elements`` (printed and granted,
    :func:`card_elements`): a card with no element is affected by no effect that refers to elements (2-2-1-1-1),
    not even one for "not E"."""
    if wanted is None:
        return True
    if not elements:
        return False
    return wanted[1:] not in elements if wanted.startswith("~") else wanted in elements


def loss_replaced(s: GameState, player: str) -> bool:
    """A replacement effect (``no_loss``) of the player's cards in play: the player does not lose by a loss
    condition (1-2-2); it never touches a concession (1-2-4-1)."""
    return any(e.kind == REPLACEMENT and e.no_loss for c in effect_sources(s, player) for e in s.pool[c.card].effects)


def may_attack_captain(s: GameState, card: Card) -> bool:
    """1-3-1: card text beats 7-2-1-3-1-2: a card with ``attack_captain`` may attack the captain despite crew."""
    return any(e.kind == CONTINUOUS and e.attack_captain for e in s.pool[card.card].effects)


def card_elements(s: GameState, card: Card) -> frozenset[str]:
    """8-9-1-1, 8-9-1-2: the printed element, then the elements its crew area's continuous effects grant."""
    printed = s.pool[card.card].element
    have = {printed} if printed is not None else set()
    for p in PLAYERS:
        if any(c is card for c in s.players[p].crew):
            have |= {
                e.grant_element
                for source in effect_sources(s, p)
                for e in s.pool[source.card].effects
                if e.kind == CONTINUOUS and e.grant_element is not None
            }
    return frozenset(have)


# -- replacement effects (8-10) -------------------------------------------------------------------------------

REPLACEMENT = "replacement"


def replace_damage(s: GameState, card: Card, amount: int) -> int:
    """8-10-1, RR-instead: the damage about to be dealt to ``card`` replaced by each of its replacement effects,
    each once (8-10-2-3); replacing a number changes only the number, so the damage keeps its kind and sources
    (8-10-1-1). With one it applies unasked; with several their master orders them first (8-10-2-1, ``deal_damage``)."""
    for effect in s.pool[card.card].effects:
        if effect.kind != REPLACEMENT:
            continue
        amount = effect.replace_set if effect.replace_set is not None else amount + effect.replace_add
    return amount


def own_atk(s: GameState, cid: str) -> int:
    """The ATK of the card ``cid``: in play, as it is; gone from the crew area, as it last was there (8-7-4-1-2,
    8-11-1)."""
    from .damage import atk, find_in_play

    found = find_in_play(s, cid)
    if found is not None:
        return atk(s, found[2])
    return s.last_known.get(cid, 0)


def negated(s: GameState) -> bool:
    """10-10-2, RR-negating-effects: a continuous effect in play negates every activated effect: none can be paid
    for or activated, and what they did before stays done."""
    return any(
        e.kind == CONTINUOUS and e.negate_activated for _, source in _in_play(s) for e in s.pool[source.card].effects
    )


def ougi_negated(s: GameState) -> bool:
    """10-10-2, RR-negating-charge-attacks: a continuous effect in play negates every charge attack: none turns gauge
    cards face down or fires; what one fired before did stays (its bonus this turn, 2-6-1-1-2)."""
    return any(e.kind == CONTINUOUS and e.negate_ougi for _, source in _in_play(s) for e in s.pool[source.card].effects)


def _find(s: GameState, cid: str) -> Card | None:
    from .damage import find_in_play

    found = find_in_play(s, cid)
    return found[2] if found is not None else None


# -- the turn's trigger points (6-5-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1) ----------------------------------------

BURST_PHASE_START, BATTLE_PHASE_START = "burst_phase_start", "battle_phase_start"
ATTACK_STEP_START, COUNTER_STEP_START, DAMAGE_STEP_START = (
    "attack_step_start",
    "counter_step_start",
    "damage_step_start",
)


def fire(s: GameState, trigger: str) -> None:
    """A trigger point of the turn: every automatic effect of a card in play waiting on it goes on standby, whoever
    its master is (docs/gbf-data.md: these triggers name no player); the checkpoint that follows resolves them."""
    for master, card in _in_play(s):
        for index in _automatic(s, card, trigger):
            _wait(s, master, card, index)


# -- lasting effects (6-2-1, 8-9-2) -------------------------------------------------------------------------


def lasting(s: GameState, player: str, cid: str, effect: Effect) -> None:
    """8-2-1-2: a resolved effect's continuous change: +N ATK to this card until its master's next turn begins."""
    if effect.lasting_atk and _find(s, cid) is not None:
        s.boosts[cid] = (*s.boosts.get(cid, ()), (effect.lasting_atk, player))


def expire(s: GameState, player: str) -> None:
    """6-2-1: as ``player``'s turn begins, the effects lasting until their master's next turn begins end."""
    s.boosts = {cid: kept for cid, b in s.boosts.items() if (kept := tuple(x for x in b if x[1] != player))}


# -- costs of several actions (8-4-2-3) --------------------------------------------------------------------

REST_SELF, RETURN_SELF = "rest_self", "return_self"


def actions_payable(s: GameState, player: str, card: Card, actions: Iterable[str]) -> bool:
    """8-4-2-3: the actions done front to back, each on the state the ones before left; 8-4-2-4: all or none.
    Resting a rested card is no action (1-3-2-1), and a card gone from play can do neither."""
    in_crew = any(c is card for c in s.players[player].crew)
    in_play = in_crew or s.players[player].captain is card
    active = card.active
    for action in actions:
        if action == REST_SELF:
            if not in_play or not active:
                return False
            active = False
        elif action == RETURN_SELF:
            if not in_crew or card.level:  # 9-2-3-2 would keep a crew with level cards in play: not doable
                return False
            in_crew = in_play = False
        else:
            return False
    return True


def pay_actions(s: GameState, player: str, card: Card, actions: Iterable[str]) -> None:
    """8-4-2-3: the cost's actions in the order written, after the crystals."""
    for action in actions:
        if action == REST_SELF:
            card.active = False
        elif action == RETURN_SELF:
            return_to_hand(s, player, card)


HIDDEN_ZONES = frozenset({"deck", "hand", "captain_deck", "armor"})  # 3-2-2, 3-3-2, 3-5-2, 3-8-2


def info_zone(origin: str, dest: str) -> str:
    """8-7-4-1: the zone whose information a zone-change trigger reads: leaving the crew area, the crew area's
    (8-7-4-1-2); between a public and a hidden zone, the public one's (8-7-4-1-1); else the new zone's (8-7-4-1-3)."""
    if origin == "crew":
        return origin
    if origin in HIDDEN_ZONES or dest in HIDDEN_ZONES:
        return dest if origin in HIDDEN_ZONES else origin
    return dest


def atk_in(s: GameState, card: Card, zone: str) -> int:
    """A card's ATK as it is in ``zone``: in the crew area with everything that applies there, elsewhere printed."""
    from .damage import atk

    return atk(s, card) if zone == "crew" else s.pool[card.card].atk


def note_entry(s: GameState, card: Card, origin: str) -> None:
    """8-7-4-1: what a trigger on this crew's entering reads, from the zone 8-7-4-1 names."""
    s.trigger_atk[card.id] = atk_in(s, card, info_zone(origin, "crew"))


def return_to_hand(s: GameState, player: str, card: Card) -> None:
    """A crew to its owner's hand: a new card there (3-1-4); what its triggers read is its crew-area information
    (8-7-4-1-1: the hand is hidden), and a resolved effect's change no longer applies to it (8-9-2)."""
    s.last_known[card.id] = atk_in(s, card, info_zone("crew", "hand"))
    s.boosts.pop(card.id, None)
    s.players[player].crew.remove(card)
    card.active = True
    s.players[card.owner].hand.append(card)
    s.emit("to_hand", player=player, card=card.id, new_id=card.id, **{"from": "crew"})
    left(s, player, card)


def hand_entry(s: GameState, player: str, cid: str) -> None:
    """A chosen crew card of the hand enters the crew area active, if the limits allow (1-3-1-1, 1-3-2)."""
    from .damage import enter_crew, entry_problem

    hand = s.players[player].hand
    card = next((c for c in hand if c.id == cid), None)
    if card is None or entry_problem(s, player, card) is not None:
        return
    hand.remove(card)
    enter_crew(s, player, card, active=True)


def gauge_entry(s: GameState, player: str) -> None:
    """The top crew card of the player's gauge enters the crew area active (from a public zone), if the limits
    allow (1-3-1-1, 1-3-2)."""
    from .damage import enter_crew, entry_problem

    gauge = s.players[player].gauge
    card = next((c for c in reversed(gauge) if s.pool[c.card].kind == CREW), None)
    if card is None or entry_problem(s, player, card) is not None:
        return
    enter_crew(s, player, s.players[player].take(gauge, card), active=True, origin="gauge")


# -- the choice of replacement effects (8-10-2, 8-10-3) ------------------------------------------------------


def damage_replacements(s: GameState, card: Card) -> list[int]:
    """The card's replacement effects on damage to it (``set`` / ``add``)."""
    return [
        i
        for i, e in enumerate(s.pool[card.card].effects)
        if e.kind == REPLACEMENT and (e.replace_set is not None or e.replace_add)
    ]


def replace_in_order(s: GameState, card: Card, amount: int, order: Iterable[int]) -> int:
    """8-10-2: the damage replaced by the chosen effects in the chosen order, each once (8-10-2-3)."""
    for index in order:
        effect = s.pool[card.card].effects[index]
        amount = effect.replace_set if effect.replace_set is not None else amount + effect.replace_add
    return amount


def guard_possible(s: GameState, player: str, effect: Effect) -> bool:
    """8-10-3: whether a guard's alternative can be done now."""
    if effect.guard == "gauge":
        return any(c.face_up for c in s.players[player].gauge)
    if effect.guard == "crystal":
        return any(c.active for c in s.players[player].crystals)
    return False


def guards(s: GameState, player: str, card: Card) -> tuple[list[int], list[int]]:
    """The crew's replacement effects on its incapacitation that can apply (8-10-3): (mandatory, optional)."""
    found = [
        (i, e)
        for i, e in enumerate(s.pool[card.card].effects)
        if e.kind == REPLACEMENT and e.guard is not None and guard_possible(s, player, e)
    ]
    return [i for i, e in found if not e.optional], [i for i, e in found if e.optional]


def apply_guards(s: GameState, player: str, card: Card, order: list[int]) -> None:
    """The first chosen guard replaces the incapacitation, which then never happened (8-10-1-2): the crew stays,
    nothing leaves the crew area, no replenishment is due; the later ones have no event left to replace."""
    effect = s.pool[card.card].effects[order[0]]
    if effect.guard == "gauge":
        gauge = s.players[player].gauge
        gauge_top = next(c for c in reversed(gauge) if c.face_up)
        s.players[player].own(gauge, gauge_top).face_up = False
    else:
        next(c for c in s.players[player].crystals if c.active).active = False
    s.emit("replaced", player=player, card=card.id, effect=effect.name)


def ask_replacements(s: GameState, player: str, card: Card, mandatory: list[int], optional: list[int]) -> None:
    """8-10-2, 8-10-2-1, 8-10-2-2: the affected card's master chooses the replacement effects to apply and their
    order: every mandatory one, any optional one (8-10-3)."""
    options = [f"{card.id}/{i}" for i in [*mandatory, *optional]]
    s.pending = Pending(
        player,
        "apply_replacements",
        "the replacement effects to apply, in order",
        options,
        len(mandatory),
        len(options),
        card.id,
    )


def apply_replacements(s: GameState, player: str, order: list[int]) -> None:
    """The held event goes on with the chosen replacement effects (8-10-2)."""
    from .damage import damage_replaced, incapacitated

    held = s.held
    assert held is not None
    s.held, s.pending = None, None
    card = _find(s, str(held[1]))
    if card is None:
        return
    if held[0] == "damage":
        damage_replaced(s, card.id, replace_in_order(s, card, int(held[2]), order), str(held[3]), tuple(held[4]))
    elif order:
        apply_guards(s, player, card, order)
    else:
        incapacitated(s, player, card)
