"""Effect text of test cards (chapter 8): activated effects, their costs paid by resting crystals, one-shot effects.

Card text is the small vocabulary of docs/gbf-data.md (b), "Effects".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import combinations

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from tcgjudge.engine.interface import IllegalActionError

from .cards import CREW, Effect
from .rules import draw_n
from .state import PLAYERS, Card, GameState, other
from .turn import TASKS, Checkpoint

ACTIVATED = "activated"


def effect_sources(s: GameState, player: str) -> list[Card]:
    """The cards whose activated effects the player may activate: the captain in play and the crew (3-5, 3-6)."""
    pl = s.players[player]
    return [*([pl.captain] if pl.captain is not None else []), *pl.crew]


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


def activate(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
    """8-6-2: specify the effect (8-6-2-1), pay the whole cost (8-6-2-3, 8-4-2-4, 8-4-2-5), resolve it (8-6-2-4);
    the player then has free timing again (8-5-2-2) after a checkpoint (8-5-2-1)."""
    effect = s.pool[card.card].effects[index]
    if negated(s):
        raise IllegalActionError("RR-negating-effects", f"{effect.name!r} is negated: it cannot be activated")
    crystals = {c.id: c for c in s.players[player].crystals}
    chosen = [crystals[cid] for cid in crystal_ids if cid in crystals and crystals[cid].active]
    if len(chosen) != len(crystal_ids):
        raise IllegalActionError("8-4-2-5", f"{crystal_ids} are not all active crystals of {player}")
    if not payments(s, player, effect):
        raise IllegalActionError("8-4-2-4", f"{player} cannot pay the whole cost of {effect.name!r}")
    if chosen and not cost_size(effect):
        raise IllegalActionError("8-4-2-2-1", f"{effect.name!r} costs nothing: it is paid by declaring it")
    if len(chosen) != cost_size(effect):
        raise IllegalActionError("8-4-2-2", f"{effect.name!r} rests exactly {cost_size(effect)} crystals")
    if not pays(s, effect, chosen):
        clause = "8-4-2-2-2" if effect.generic else "8-4-2-1"
        raise IllegalActionError(clause, f"{crystal_ids} do not hold the elements {dict(effect.elements)}")
    if not actions_payable(s, player, card, effect.cost_actions):
        raise IllegalActionError("8-4-2-4", f"the actions {list(effect.cost_actions)} cannot all be done in order")
    s.pending = None
    for crystal in chosen:  # 8-4-2: paying the cost is resting these crystals
        crystal.active = False
    s.emit("activate", player=player, card=card.id, effect=effect.name, rested=list(crystal_ids))
    pay_actions(s, player, card, effect.cost_actions)
    s.tasks.append(Checkpoint())  # 8-5-2-2 after the resolution, which may push tasks of its own above it
    lasting(s, player, card.id, effect)
    resolve(s, player, effect, f"{card.card}/{index}")


def resolve(s: GameState, player: str, effect: Effect, source: str = "") -> None:
    """8-6-2-4-1, 8-8-1: a one-shot effect does what it says, once, in the order written: damage to the crew it
    chooses, then the draw. Targets are chosen as resolution reaches them (8-6-3, RR-choosing-effect-targets),
    after the cost was paid (8-6-2-3); ``source`` (card number / effect index) names the effect in the decision."""
    if effect.from_hand:
        hand = [c.id for c in s.players[player].hand if s.pool[c.card].kind == CREW]
        if hand:  # 8-6-3-5: hidden cards chosen by their information: none may be chosen, whatever is there
            most = min(effect.from_hand, len(hand))
            s.pending = Pending(player, "choose_targets", f"the cards {effect.name} chooses", hand, 0, most, source)
            return
        finish(s, player, effect, [])
        return
    if effect.damage and effect.targets and damage_valid(s, player, effect):
        crew = [c.id for c in s.players[other(player)].crew]
        most = min(effect.targets, len(crew))  # 8-6-3-3: as many as can be chosen
        least = 0 if effect.up_to else most  # 8-6-3-1: a fixed number must be chosen as far as possible
        if most and (least < most or len(crew) > most):
            s.pending = Pending(player, "choose_targets", f"the targets of {effect.name}", crew, least, most, source)
            return
        finish(s, player, effect, crew[:most])
        return
    finish(s, player, effect, [])


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
    from .damage import deal_damage

    s.pending = None
    if effect.from_hand:
        for cid in targets:
            hand_entry(s, player, cid)
        targets = []
    for n, target in enumerate(targets):
        deal_damage(s, target, effect.damage, "effect")
        if s.pending is not None:  # 8-10-2: a choice of replacements interrupts; the rest waits for it
            s.tasks.append(FinishEffect(player, replace(effect, from_hand=0), tuple(targets[n + 1 :])))
            return
    finish_rest(s, player, effect)


@dataclass(frozen=True, slots=True)
class FinishEffect(Task):
    """The rest of a one-shot effect whose damage waits for a choice of replacement effects (8-10-2)."""

    player: str
    effect: Effect
    targets: tuple[str, ...]


@TASKS.handles(FinishEffect)
def _finish_effect(s: GameState, task: FinishEffect) -> None:
    finish(s, task.player, task.effect, list(task.targets))


def finish_rest(s: GameState, player: str, effect: Effect) -> None:
    """The parts after the damage, in the order written: entering, the draw, the lasting ATK bonus."""
    if effect.from_gauge:
        gauge_entry(s, player)
    if effect.enter_from_hand:
        effect_entry(s, player)
    if effect.draw and not prohibited(s, player, "effect_draw"):  # 1-3-3: a prohibition beats the instruction
        draw_n(s, player, effect.draw)


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
    """8-7-3: activate one waiting effect, then one standby of it is cleared; a new checkpoint follows (8-5-1-2)."""
    entry = next(w for w in s.waiting if w[:2] == (player, cid) and w[3] == index)
    rest = list(s.waiting)
    rest.remove(entry)
    s.waiting = tuple(rest)
    s.pending = None
    effect = s.pool[entry[2]].effects[index]
    s.tasks.append(Checkpoint())  # 8-5-1-2: back to 8-5-1-1 once it is resolved
    found = _find(s, cid)
    if effect.cost_actions and (found is None or not actions_payable(s, player, found, effect.cost_actions)):
        return  # 8-7-3-1: it cannot be activated, and its one standby is cleared all the same
    if effect.draw_atk:
        read = s.trigger_atk.get(cid) if effect.trigger == ENTERS else None  # 8-7-4-1-1, 8-7-4-1-3
        effect = replace(effect, draw=own_atk(s, cid) if read is None else read)
    s.emit("resolve", player=player, card=cid, effect=effect.name)
    if found is not None:
        pay_actions(s, player, found, effect.cost_actions)
        lasting(s, player, cid, effect)
    resolve(s, player, effect, f"{entry[2]}/{index}")


# -- continuous effects (8-9) ---------------------------------------------------------------------------------

CONTINUOUS = "continuous"


def zone_atk(s: GameState, card: Card) -> int:
    """8-6-1: a continuous effect applies while it is valid: +``zone_atk`` ATK to each crew in its master's crew
    area (8-9-1-3: a numeric change, after the printed value, 8-9-1-1, and after the non-numeric changes, 8-9-1-2,
    so an element the crew area grants counts for ``zone_atk_element``), from the moment the crew enters (8-9-3-1)."""
    for p in PLAYERS:
        if any(c is card for c in s.players[p].crew):
            has = card_elements(s, card)
            return sum(
                e.zone_atk
                for source in effect_sources(s, p)
                for e in s.pool[source.card].effects
                if e.kind == CONTINUOUS and (e.zone_atk_element is None or e.zone_atk_element in has)
            )
    return 0


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
    gauge.remove(card)
    enter_crew(s, player, card, active=True, origin="gauge")


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
        top = next(c for c in reversed(s.players[player].gauge) if c.face_up)
        top.face_up = False
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
