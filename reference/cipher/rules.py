"""Moving cards, the deck refill (11.3), the automatic check timing's class change bonus (8) and rule processing
(9: same name, defeat, march), and the end of the game (3)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from tcgjudge.reference.core.decisions import Pending

from . import keyword_effects
from . import keyword_skills as kw
from .cards import CardDef, Skill, may_have
from .deploying import reveal_orbs, start_deploy_from_deck
from .loops import MAX_COUNT, banned, fingerprint, loop_skills, note_choice, stopped_loop
from .state import PLAYERS, Card, GameState, LoopPlan, Player, Trigger, copy_state, line_of, other
from .triggers import NONE, conditions_met, effect_extent, may_trigger

LOSS_REASONS = ("main_character", "deck")


def refill(s: GameState, player: str) -> bool:
    """11.3.1: an empty deck takes the retreat area, shuffled, as its new deck at once (an interrupt, 11.2);
    11.3.1.1: with both empty nothing happens. True if it refilled."""
    pl = s.players[player]
    if pl.deck or not pl.retreat:
        return False
    cards, pl.retreat = [c.clone() for c in pl.retreat], []  # the retreat area's cards are shared: cloned (take)
    for card in cards:
        card.face_up = False  # 6.4.5: cards entering the deck are face down
    s.own_rng().shuffle(cards)
    pl.deck = cards
    s.emit("refill", player=player, count=len(cards))
    s.emit("shuffle", player=player)
    return True


def refill_all(s: GameState) -> bool:
    """11.2: interrupts are looked for all the time; True if a deck was refilled."""
    done = False
    for p in PLAYERS:
        done = refill(s, p) or done
    return done


def draw(s: GameState, player: str) -> bool:
    """The deck's top card to the hand (6.6: one at a time); an empty deck draws nothing. True if drawn."""
    refill(s, player)
    deck = s.players[player].deck
    if not deck:
        s.emit("draw_failed", player=player)
        return False
    card = s.players[player].take(deck)
    s.players[player].hand.append(card)
    s.emit("draw", player=player, card=card.id, new_id=card.id)
    arrive_in_hand(s, player, card)
    return True


def draw_n(s: GameState, player: str, n: int) -> None:
    for _ in range(max(0, n)):
        draw(s, player)


def find_unit(s: GameState, player: str, cid: object) -> Card | None:
    pl = s.players[player]
    for line in (pl.front, pl.back):  # a plain loop: asked many times a step
        for unit in line:
            if unit.id == cid:
                return unit
    return None


def to_retreat(s: GameState, unit: Card) -> None:
    """A unit leaving the battlefield for its owner's retreat area: every card of its stack goes, face up and new
    (6.4.3, 6.5); its Main Character status and per-turn information stay behind (6.5). The owner's order is kept
    (14.2.7.2 lets the owner choose it: docs/cipher-data.md, the stack's order)."""
    pl = s.players[unit.owner]
    for card in detach(s, unit, face_up=True):
        pl.retreat.append(card)
        s.emit("to_retreat", player=unit.owner, card=card.id, new_id=card.id)


def detach(s: GameState, unit: Card, face_up: bool) -> list[Card]:
    """A unit taken off the battlefield: every card of its stack (under it first), each a new card (6.5) with no
    state left: not tapped, not the Main Character, not destroyed (9.3.1.1, 9.3.1.1.2), no per-turn or card
    information (6.5.1, 23.1.24.1); face up or down as the zone it goes to wants."""
    pl = s.players[unit.owner]
    for line in (pl.front, pl.back):
        if unit in line:
            line.remove(unit)
    s.bonuses.pop(unit.id, None)
    cards = [*unit.stack, unit]
    for card in cards:
        card.stack, card.tapped, card.main, card.face_up = [], False, False, face_up
        card.levelled = card.class_changed = card.destroyed = False
        card.used, card.gained, card.uses = [], [], []
    return cards


# -- the automatic check timing (chapter 7) --------------------------------------------------------------------


def class_change_bonus(s: GameState) -> None:
    """8.1.1: each player draws one card per unit of theirs with a class change bonus triggered, the turn player
    first (docs/cipher-data.md: the order is the turn player's first, as 2.12 does elsewhere); 8.1.2: they are
    all cleared."""
    if not s.bonuses:
        return
    owners: dict[str, int] = {}
    for cid, n in s.bonuses.items():
        owner = next((p for p in PLAYERS if any(c.id == cid for c in s.players[p].units)), None)
        if owner is not None:
            owners[owner] = owners.get(owner, 0) + n
    s.bonuses = {}
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        if owners.get(p):
            s.emit("class_change_bonus", player=p, count=owners[p])
            draw_n(s, p, owners[p])


def _name_repeated(pool: Mapping[str, CardDef], pl: Player) -> bool:
    """Whether two of the player's units share a unit name (read at every check timing: a plain loop that stops at
    the first name seen twice)."""
    seen: set[str] = set()
    for line in (pl.front, pl.back):
        for unit in line:
            name = pool[unit.card].unit
            if name in seen:
                return True
            seen.add(name)
    return False


def same_name_groups(s: GameState, player: str) -> list[list[Card]]:
    """9.2: groups of two or more of the player's units sharing one unit name."""
    pl, pool = s.players[player], s.pool
    if not _name_repeated(pool, pl):
        return []  # no unit name twice: no group, whatever the allowance (at least one)
    units = pl.units
    names = [pool[unit.card].unit for unit in units]  # GameState.unit_name
    by_name: dict[str, list[Card]] = {}
    for unit, name in zip(units, names, strict=True):
        by_name.setdefault(name, []).append(unit)
    return [
        group
        for name, group in by_name.items()
        if len(group) > 1 and len(group) > keyword_effects.same_name_allowance(s, player, name)  # 23.1.34.1
    ]


def same_name(s: GameState) -> bool | None:
    """9.2.1: a player with several units of one unit name keeps one, the others go to the retreat area; 9.2.1.1:
    the Main Character is the one kept. True if applied, None if a player must choose (a pending decision)."""
    applied = False
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        for group in same_name_groups(s, p):
            if keyword_effects.same_name_allowance(s, p, s.unit_name(group[0])) == 2:
                if not keep_two(s, p, group):
                    return None
                applied = True
                continue
            main = next((u for u in group if u.main), None)
            if main is None:
                s.pending = Pending(
                    p, "keep_unit", "the unit of this unit name to keep (9.2.1)", [u.id for u in group], 1, 1
                )
                return None
            keep_unit(s, main, group)
            applied = True
    return applied


def keep_two(s: GameState, p: str, group: list[Card]) -> bool:
    """23.1.34.1.1: of three or more units of a name allowed two, the player chooses two (one ``keep_unit`` decision
    at a time) and the others go to the retreat area; 23.1.34.1.1.1: the Main Character is always one of the two.
    False while a choice is pending."""
    chosen = [u for u in group if u.main] + [u for u in group if not u.main and u.id in s.kept]
    if len(chosen) < 2:
        s.pending = Pending(
            p,
            "keep_unit",
            "a unit of this unit name to keep, two being allowed (23.1.34.1.1)",
            [u.id for u in group if u not in chosen],
            1,
            1,
        )
        return False
    s.kept = ()
    s.emit("same_name", player=p, kept=chosen[0].id, also_kept=chosen[1].id)
    for unit in group:
        if unit not in chosen[:2]:
            to_retreat(s, unit)
    return True


def keep_unit(s: GameState, kept: Card, group: list[Card]) -> None:
    """9.2.1: every unit of the group but ``kept`` goes to its owner's retreat area."""
    s.emit("same_name", player=kept.owner, kept=kept.id)
    for unit in group:
        if unit is not kept:
            to_retreat(s, unit)


def destruction(s: GameState) -> bool | None:
    """9.3: the destruction check (reference/cipher/destruction.py). True if applied, None while a decision is
    pending."""
    for pl in s.players.values():
        for line in (pl.front, pl.back):
            for unit in line:
                if unit.destroyed:
                    from .destruction import destruction_check

                    return destruction_check(s)
    return False  # no destroyed unit: nothing to check


def replaced(s: GameState, unit: Card) -> bool:
    """22.1: a skill saying "instead of leaving by destruction, turn N face-up bonds face down" keeps the unit on
    the battlefield, no longer destroyed, its other state unchanged (9.3.1.1.1); 22.1.1: without N face-up bonds
    the replacement cannot be done and the unit leaves. True if it stayed."""
    pl = s.players[unit.owner]
    for k in s.definition(unit).skills:
        n = k.instead_of_destroyed if k.kind == "continuous" else 0
        if n and sum(1 for c in pl.bonds if c.face_up) >= n:
            flipped = pl.turn_bonds_down(n)
            unit.destroyed = False
            s.emit("replaced", player=unit.owner, card=unit.id, flipped=[c.id for c in flipped])
            return True
    return False


def orbs_to_break(s: GameState, unit: Card) -> int:
    """9.3.1.2.3, 23.1.21.1: a Main Character destroyed as the defending unit loses the orbs the attacking unit's
    skills break; 23.1.21.2: of several, the last one applies (the last printed); otherwise one (9.3.1.2)."""
    battle = s.battle
    if battle is None or battle.defender != unit.id or s.turn_player is None:
        return 1
    attacker = find_unit(s, s.turn_player, battle.attacker)
    if attacker is None:
        return 1
    numbers = [k.breaks_orbs for k in s.definition(attacker).skills if k.kind == "continuous" and k.breaks_orbs]
    if keyword_effects.raised_by_ten(s, attacker):  # 23.1.38: "while raised by +10 or more, breaks N orbs"
        numbers += [k.breaks_orbs_if_raised for k in s.definition(attacker).skills if k.breaks_orbs_if_raised]
    return numbers[-1] if numbers else 1


def take_orb(s: GameState, player: str, cid: str) -> None:
    """9.3.1.2: the orb chosen goes to the hand, face down (6.4.5); once the last orb to break is taken the Main
    Character is no longer destroyed and keeps the rest of its state (9.3.1.2.2, 9.3.1.2.2.1)."""
    pl = s.players[player]
    orb = pl.take(pl.orbs, next(c for c in pl.orbs if c.id == cid))
    orb.face_up = False
    pl.hand.append(orb)
    s.pending = None
    s.emit("orb_broken", player=player, card=orb.id, new_id=orb.id)
    arrive_in_hand(s, player, orb)
    s.breaking = max(0, s.breaking - 1)
    if s.breaking == 0:
        from .destruction import orb_takers

        for unit in orb_takers(s, player):  # 9.3.1.2.2; a twin unit likewise (9.3.1.3.1.1)
            unit.destroyed = False


def loss_conditions(s: GameState, player: str) -> str | None:
    """3.1.1: no Main Character on the battlefield; 3.1.2: no card in the deck nor in the retreat area."""
    pl = s.players[player]
    for line in (pl.front, pl.back):  # plain loops: read before every step (faster than any() of a generator)
        for unit in line:
            if unit.main:
                return None if pl.deck or pl.retreat else "deck"
    return "main_character"


def defeat(s: GameState) -> bool:
    """9.4, 3.1: a sole losing player loses and the other wins at once; 3.2: both at once is a draw. True when
    the game ended."""
    losing: dict[str, str] = {}
    for p in PLAYERS:
        reason = loss_conditions(s, p)
        if reason is not None:
            losing[p] = reason
    if not losing:
        return False
    reason = "main_character" if "main_character" in losing.values() else "deck"
    if len(losing) == len(PLAYERS):
        end_game(s, winner=None, losers=(), draw=True, reason=reason)
    else:
        (loser,) = losing
        end_game(s, winner=other(loser), losers=(loser,), draw=False, reason=losing[loser])
    return True


def march(s: GameState) -> bool:
    """9.6.1: when the non-turn player's front line holds no unit, every unit of their back line goes to the front
    line keeping its state; 9.6.1.1: this is no move. True if applied."""
    if s.turn_player is None:
        return False
    p = other(s.turn_player)
    pl = s.players[p]
    if pl.front or not pl.back:
        return False
    moved, pl.back = pl.back, []
    pl.front.extend(moved)
    s.emit("march", player=p, cards=[u.id for u in moved])
    return True


def placement(s: GameState) -> bool:
    """9.5.1: a card in a zone it cannot be placed in goes to its owner's retreat area; 9.5.1.1: all such cards
    together. The test cards' only such skill forbids a line of the battlefield (``not_in``). True if applied."""
    first, pool = s.turn_player or PLAYERS[0], s.pool
    if not may_have(pool, "not_in"):
        return False  # no card with a placement skill
    misplaced = [
        unit
        for p in (first, other(first))
        for unit in s.players[p].units
        if pool[unit.card].skills  # a card with no printed skill has none now (GameState.definition)
        and any(
            k.not_in is not None  # the test cards' only placement skill
            and k.kind == "continuous"
            and k.not_in == line_of(s, unit)
            and (not k.during_your_turn or unit.owner == s.turn_player)  # 13.2.1.1.1: only in its player's turn
            for k in s.definition(unit).skills
        )
    ]
    for unit in misplaced:
        s.emit("misplaced", player=unit.owner, card=unit.id)
        to_retreat(s, unit)
    return bool(misplaced)


def rule_processing(s: GameState) -> bool:
    """9.1: same name, destruction, defeat, placement, march in this order; 9.1.1: when any but defeat applied,
    all of them again after the march. False when a decision is pending or the game ended."""
    while True:
        applied = same_name(s)
        if applied is None:
            return False
        destroyed = destruction(s)
        if destroyed is None:
            return False
        applied = applied or destroyed
        if defeat(s):
            return False
        applied = placement(s) or applied
        applied = march(s) or applied
        if not applied:
            return True


# -- automatic skills (chapter 10) -------------------------------------------------------------------------


def trigger(s: GameState, event: str, unit: Card) -> None:
    """10.1.1: an automatic skill of a unit on the battlefield waiting for ``event`` on ``unit`` (its own card, or
    for ``ally_destroyed`` any unit of its owner, itself included) becomes triggered once more (10.1.1.1)."""
    if event == "ally_destroyed":
        watchers = kw.watchers(s, unit.owner)  # 21.3.1.5.1.1: a player's bonds watch their units too
    elif event == "enemy_destroyed":
        watchers = s.players[other(unit.owner)].units
    else:
        watchers = [unit]
    pool = s.pool
    for card in watchers:
        if not pool[card.card].skills:
            continue  # a card with no printed skill has none now (GameState.definition)
        skills = s.definition(card).skills
        if not any(k.kind == "auto" and k.trigger == event for k in skills):
            continue  # no skill of it waits for the event: nothing to trigger or silence
        from .effects import silenced  # effects.py builds on this module

        if silenced(s, card, event):
            continue  # 23.1.17.1: "does not activate"
        for index, k in enumerate(skills):
            if k.kind != "auto" or k.trigger != event:
                continue
            if kw.limit_icon(s, card, k) and kw.used_up(s, card, index):  # 10.1.1.1.2, 21.4.3
                continue
            # 10.1.1.1.1: a "does not trigger unless (A)" is checked now, at the event, not when the skill is chosen;
            # 21.3.1.5.1.1, 21.3.1.5.1.1.1 and the keyword icons (21.2.2)
            if may_trigger(s, card.owner, k) and kw.can_trigger(s, card, k):
                add_trigger(s, card, index)
    if event in HAND_EVENTS:  # 10.1.1: the special skills of the hand whose event this is
        watching = other(unit.owner) if HAND_EVENTS[event] else unit.owner
        s.events = (*s.events, (event, watching, s.round))
        for card in s.players[watching].hand:
            for index, k in enumerate(s.definition(card).skills):
                if k.kind == "special" and k.trigger == event and may_trigger(s, watching, k):
                    add_trigger(s, card, index)


HAND_EVENTS = {"ally_destroyed": False, "enemy_destroyed": True, "class_changed": False}
"""The events a special skill in the hand can wait for; True: an event of the other player's units."""


def arrive_in_hand(s: GameState, player: str, card: Card) -> None:
    """10.1.1.1.4, 10.1.1.1.5, 10.2.3.5: a card reaching the hand after the event its special skill waits for,
    since the last check timing ended (or during the check timing going on), is treated as triggered by it then:
    once per such event, in that event's round (docs/cipher-data.md, Decisions)."""
    for index, k in enumerate(s.definition(card).skills):
        if k.kind == "special":
            for event, watching, at in s.events:
                if event == k.trigger and watching == player:
                    add_trigger(s, card, index, at)


def where(s: GameState, player: str, cid: str) -> tuple[str, Card] | None:
    """The zone a card of the player is in (a unit's stack counts as its line), with the card."""
    pl = s.players[player]
    for zone in ("front", "back", "retreat", "hand", "deck", "orbs", "bonds", "support", "infinity"):
        for card in pl.zone(zone):
            for c in [card, *card.stack]:
                if c.id == cid:
                    return zone, c
    return None


def unseen(s: GameState, player: str, cid: str) -> bool:
    """True if the card is where its card information cannot be referenced: the deck, a face-down orb or bond."""
    found = where(s, player, cid)
    return found is None or found[0] == "deck" or (found[0] in ("orbs", "bonds") and not found[1].face_up)


def drop_hidden_specials(s: GameState) -> None:
    """10.1.1.1.3.1, 10.2.3.5.1: a triggered special skill whose card left the hand for a zone where its card
    information cannot be referenced loses every triggered state; 10.1.1.1.3.2, 10.2.3.5.2: anywhere else it stays."""
    for t in list(s.triggers):
        if s.pool[_card_number(s, t.player, t.card)].skills[t.skill].kind == "special" and unseen(s, t.player, t.card):
            s.triggers.remove(t)
            s.emit("skill_lost", player=t.player, skill=t.skill)


def add_trigger(s: GameState, card: Card, index: int, at: int | None = None) -> None:
    """One more triggered state of the skill ``index`` of ``card``, in the current round (10.2.3.4) or the round
    ``at`` of an earlier event (10.2.3.5)."""
    at = s.round if at is None else at
    for i, t in enumerate(s.triggers):
        if t.card == card.id and t.skill == index:
            s.triggers[i] = Trigger(t.player, t.card, t.skill, t.count + 1, max(at, t.round))
            return
    s.triggers.append(Trigger(card.owner, card.id, index, 1, at))


def destroy(s: GameState, unit: Card) -> None:
    """A unit becomes destroyed (18.5.1.2, or a skill's effect), waiting for the destruction check (9.3);
    "whenever an ally is destroyed" skills trigger now."""
    from .effects import destroyable  # effects.py builds on this module

    if unit.destroyed or not destroyable(s, unit):
        return  # 2.9: already destroyed, nothing happens; 23.1.12.1: "is not destroyed"
    unit.destroyed = True
    trigger(s, "ally_destroyed", unit)
    trigger(s, "enemy_destroyed", unit)


def trigger_choices(s: GameState) -> list[Trigger]:
    """10.2.1: the skills the next choice is among: the newest round's first (10.2.3.4, 10.2.3.4.1, 10.2.3.4.2),
    of them the turn player's, else the non-turn player's (10.2.1, 10.2.3.4.1.1)."""
    if not s.triggers:
        return []
    newest = max(t.round for t in s.triggers)
    fresh = [t for t in s.triggers if t.round == newest]
    tp = s.turn_player or PLAYERS[0]
    return [t for t in fresh if t.player == tp] or [t for t in fresh if t.player != tp]


def resolve_trigger(s: GameState, key: str) -> None:
    """10.2.1: the chosen skill. 10.2.1.1: its condition unmet, it does nothing; 10.2.1.2, 10.2.2.1: a cost to pay
    or a "may" is the player's choice (a ``use_skill`` decision), a cost that cannot be paid in full does nothing
    (10.2.1.2.2); each time one triggered state goes (10.2.3). A card that left the battlefield since still carries
    out its skill (10.1.1.1.3, 6.5.2): the skill is read from its card number."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    s.round += 1  # 10.2.3.4: what this effect triggers is newer than every skill waiting now
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    unit = find_unit(s, t.player, t.card)
    line_unmet = k.only_in is not None and (unit is None or line_of(s, unit) != k.only_in)
    if line_unmet or not conditions_met(s, t.player, k):  # 10.2.1.1.1: every condition must hold
        _spend(s, t, record=False)  # 10.2.1.1, 10.2.1.1.2
        s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
        return
    from .principles import may_carry_out

    if not may_carry_out(s, unit, t.player, k):
        _spend(s, t, record=False)  # 2.3.1.9: "this skill does not trigger unless ..." unmet: nothing is done
        s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
        return
    if has_cost(k) and not can_pay(s, t.player, unit, k):
        _spend(s, t, record=False)  # 10.2.1.2.2, 21.5.2.1, 21.5.2.1.2: nothing paid, one triggered state gone
        s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
        return
    if k.may and k.otherwise is not None and effect_extent(s, t.player, k) == NONE:
        otherwise(s, key)  # 10.2.2.1.1.2: (A) cannot be applied: (B) is carried out, no choice asked
        return
    number = s.pool[_card_number(s, t.player, t.card)].id
    if (has_cost(k) or k.may) and s.loop_plan is not None and s.loop_plan.stopper is not None:
        follow_plan(s, key)  # 24.3: the loop units both players chose are being repeated
        return
    if k.may and banned(s, t.player, number, t.skill):
        decline(s, key)  # 24.2.1, 24.3: the player may not start this loop again: no choice is asked
        return
    if has_cost(k) or k.may:
        # 24.1.1: the state of this choice, to know a loop unit when it comes back
        if note_choice(s, t.player, number, t.skill) and k.may:
            # 24.3: both players can stop this loop: each names a number of loop units, the turn player first
            s.loop_plan = LoopPlan(s.loop_seen[-1][0], key)
            counts = [str(n) for n in range(MAX_COUNT + 1)]
            s.pending = Pending(s.turn_player or PLAYERS[0], "loop_count", "loop units to repeat (24.3)", counts, 1, 1)
            return
        s.pending = Pending(t.player, "use_skill", "pay the cost / carry out the effect, or not", [key], 0, 1)
        return
    carry_out(s, key)


def has_cost(k: Skill) -> bool:
    """21.5.1: the skill has a cost (the action and reverse icons, Formation, Dragon Vein)."""
    return k.tap or bool(k.flip_bonds) or bool(k.formation) or k.dragon_vein


def can_pay(s: GameState, player: str, unit: Card | None, k: Skill) -> bool:
    """19.1.3.1, 10.2.1.2.2: the whole cost can be paid: the unit on the battlefield and untapped for a tap cost,
    enough face-up bonds for turning bonds face down, and the keyword costs (21.5.2.1)."""
    if k.tap and (unit is None or unit.tapped):
        return False
    if k.flip_bonds > sum(1 for c in s.players[player].bonds if c.face_up):
        return False
    return kw.cost_problem(s, player, unit, k) is None


def pay(s: GameState, player: str, unit: Card | None, k: Skill) -> list[str]:
    """19.1.3, 10.2.1.2: the cost paid; the ids of the bonds turned face down (the oldest face-up ones, 6.4.3.1)."""
    if k.tap and unit is not None:
        from .principles import become_tapped

        become_tapped(s, unit)
    return [c.id for c in s.players[player].turn_bonds_down(k.flip_bonds)]


def carry_out(s: GameState, key: str) -> None:
    """10.2.2: the skill's cost (if any) paid and its effect carried out; 10.2.3.1: one triggered state less, or,
    for a skill with a usage limit, the limit recorded and every triggered state gone (10.2.3.1.1)."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    from_hand = k.kind == "special" and any(c.id == t.card for c in s.players[t.player].hand)
    before = copy_state(s) if from_hand else None
    unit = find_unit(s, t.player, t.card)
    paid = has_cost(k)
    flipped = pay(s, t.player, unit, k)
    extra = kw.pay_extra(s, t.player, k)  # 21.2.2.1, 21.2.2.7
    # 10.2.3.1.1, 10.2.3.2.1: applied wholly or in part, the usage limit is recorded; 10.2.3.3.1, 10.2.3.3.2: applied
    # not at all, only if a cost was paid
    _spend(s, t, record=paid or effect_extent(s, t.player, k) != NONE)
    s.emit("skill", player=t.player, card=t.card, skill=t.skill, flipped=flipped, **extra)
    s.source = t.card
    apply_effect(s, t.player, k, unit)
    if k.deploys_itself:
        deploy_itself(s, t.player, t.card)
    if before is not None and any(c.id == t.card for c in s.players[t.player].hand):
        undo(s, before, t)  # 10.2.2.2: the card did not reach a public zone: as if never carried out


def deploy_itself(s: GameState, player: str, cid: str) -> None:
    """A special skill's "deploy this card": from the hand to the back line, face up and untapped, unless a unit of
    its unit name is there (14.1.1); "when deployed" skills trigger."""
    pl = s.players[player]
    card = next((c for c in pl.hand if c.id == cid), None)
    if card is None or any(s.unit_name(u) == s.unit_name(card) for u in pl.units):
        return
    pl.hand.remove(card)
    card.face_up, card.tapped = True, False
    pl.back.append(card)
    s.emit("deploy", player=player, card=card.id, new_id=card.id, line="back")
    trigger(s, "deployed", card)


def undo(s: GameState, before: GameState, t: Trigger) -> None:
    """10.2.2.2: everything back as it was just before the skill was chosen (the log goes on), then one triggered
    state of it removed and the processing ended."""
    log = s.log
    for name in GameState.__dataclass_fields__:
        setattr(s, name, getattr(before, name))
    s.log = log
    _spend(s, t, record=False)
    s.emit("skill_undone", player=t.player, skill=t.skill)


def decline(s: GameState, key: str) -> None:
    """10.2.1.2.1, 10.2.2.1.1: the cost not paid or the effect declined: one triggered state less, no usage limit
    recorded (10.2.1.2.1.1, 10.2.2.1.1.1)."""
    t = next(t for t in s.triggers if t.key == key)
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    if k.may and k.otherwise is not None:
        otherwise(s, key)  # 10.2.2.1.1.2: (A) declined, (B) is carried out
        return
    s.pending = None
    # 24.2.1: declined where a loop unit came back: this player may not start it again (24.3 bans in choose_count)
    if s.loop_plan is None and stopped_loop(s):
        s.loop_banned = s.loop_banned | {(t.player, s.pool[_card_number(s, t.player, t.card)].id, t.skill)}
    _spend(s, t, record=False)
    s.emit("skill_declined", player=t.player, card=t.card, skill=t.skill)


def otherwise(s: GameState, key: str) -> None:
    """10.2.2.1.1.2: "you may (A); if you do not, (B)": (A) declined or impossible, (B) is carried out; the usage
    limit is recorded only if (B) applied at least in part (10.2.2.1.1.2.1)."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    assert k.otherwise is not None
    _spend(s, t, record=effect_extent(s, t.player, k.otherwise) != NONE)
    s.emit("skill_declined", player=t.player, card=t.card, skill=t.skill)
    apply_effect(s, t.player, k.otherwise)


def _spend(s: GameState, t: Trigger, record: bool) -> None:
    """One triggered state of ``t`` removed; with ``record`` and a usage limit, the limit is recorded on the unit
    and every triggered state of the skill removed (10.2.3.1.1)."""
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    unit = next((c for c in kw.watchers(s, t.player) if c.id == t.card), None)  # a unit or a bond (21.4.2)
    if unit is not None and unit.shared:
        unit = s.players[t.player].own(s.players[t.player].bonds, unit)  # a bond's markers change below
    if record and unit is not None:
        unit.uses.append(t.skill)  # 21.2.2.13
    if record and k.limit and (unit is None or kw.limit_icon(s, unit, k)):
        if unit is not None:
            unit.used.append(t.skill)  # 21.4.2: the usage-limit marker
        s.triggers.remove(t)
        return
    if t.count > 1:
        s.triggers[s.triggers.index(t)] = Trigger(t.player, t.card, t.skill, t.count - 1, t.round)
    else:
        s.triggers.remove(t)


def apply_effect(s: GameState, player: str, k: Skill, source: Card | None = None) -> None:
    """A skill's effect (21.1.1.2: in the order written): draw (23.1.1), destroy the opponent's units (23.1.3), or
    win the game (23.1.30.1: its user wins at once, the opponent loses); then the keyword effects of
    reference/cipher/effects.py and reference/cipher/keyword_effects.py (``source``: the unit carrying the skill
    out, if on the battlefield)."""
    if k.win:
        end_game(s, winner=player, losers=(other(player),), draw=False, reason="effect")
        return
    draw_n(s, player, k.draw)
    if k.destroy:
        for unit in s.players[other(player)].units:
            if not unit.main and kw.within_however(s, unit, k):  # 21.1.1.2.1
                destroy(s, unit)
    from .effects import apply  # 23.1.1..23.1.20 (effects.py builds on this module)

    apply(s, player, k)
    if k.battle_power and s.battle is not None:  # 18.6.1.6: it lives in the battle and ends with it
        power = tuple((p, v + k.battle_power if p == player else v) for p, v in s.battle.power)
        s.battle = dataclasses.replace(s.battle, power=power)
    if k.opponent_support_fails and s.battle is not None and other(player) not in s.battle.failing:
        # 18.3.1.4.4, 18.3.1.6.6: recorded now, applied at the support check or after both players' support skills
        s.battle = dataclasses.replace(s.battle, failing=(*s.battle.failing, other(player)))
    if k.attacker_range is not None and s.battle is not None:
        # 18.2.1.3.3.1: the battle goes on whatever the attacking unit's range becomes
        s.battle = dataclasses.replace(s.battle, attacker_range=k.attacker_range)
    done = keyword_effects.carry_out_keywords(s, player, k, source, trigger)
    if k.then_if_done is not None and done:  # 23.1.22.1: B when A was carried out, even in part
        apply_effect(s, player, k.then_if_done, source)
    n = k.repeat_if_flip
    if n and not s.result.over and keyword_effects.face_up_bonds(s, player) >= n:  # 23.1.29.1: B applied, again
        keyword_effects.flip(s, player, n)
        apply_effect(s, player, k, source)  # 23.1.29.2: still this one effect (no check timing in between)
    from .principles import carry_out_parts  # the steps of an effect (2.3): principles.py

    carry_out_parts(s, player, k)
    kw.hero(s, player, k)  # 21.2.2.8
    draw_n(s, player, kw.dragonblood_count(s, player) if k.draw_per_dragonblood else 0)  # 21.2.2.12
    for step in k.then:  # 21.1.1.2: the next effect written, once this one is carried out
        if s.result.over:
            return
        apply_effect(s, player, step, source)
    for unit in [u for u in s.players[player].units if k.moves_unit is not None and s.unit_name(u) == k.moves_unit]:
        move_by_effect(s, unit)
    enemies = s.players[other(player)].units
    for unit in [u for u in enemies if k.moves_enemy_unit is not None and s.unit_name(u) == k.moves_enemy_unit]:
        move_by_effect(s, unit)
    pl = s.players[player]
    if k.discards_hand:
        cards, pl.hand = pl.hand, []
        for card in cards:
            card.face_up = True
            pl.retreat.append(card)
            s.emit("to_retreat", player=player, card=card.id, new_id=card.id)
    if k.hand_to_deck:
        cards, pl.hand = pl.hand, []
        for card in reversed(cards):
            card.face_up = False
            pl.deck.insert(0, card)
            s.emit("to_deck", player=player, card=card.id, new_id=card.id)
    if k.reveal_orbs:
        reveal_orbs(s, player, k.reveal_orbs)  # 6.4.5.1
    if k.deploy_from_deck:
        start_deploy_from_deck(s, player, k.deploy_from_deck)  # 6.6.1, 14.1.3: a deploy_cards decision


def move_by_effect(s: GameState, unit: Card) -> None:
    """An effect moves a unit to the other line: a move, triggering "when moved" skills (17.1.2); the tapping of
    17.1.2.1 belongs to the move action, so the unit's state is unchanged (docs/cipher-data.md, Decisions)."""
    pl = s.players[unit.owner]
    here = str(line_of(s, unit))
    there = "back" if here == "front" else "front"
    pl.zone(here).remove(unit)
    pl.zone(there).append(unit)
    s.emit("move", player=unit.owner, card=unit.id, line=there)
    trigger(s, "moved", unit)


def _card_number(s: GameState, player: str, cid: str) -> str:
    pl = s.players[player]
    for zone in ("front", "back", "retreat", "hand", "deck", "orbs", "bonds", "support", "infinity"):
        for card in pl.zone(zone):
            for c in [card, *card.stack]:
                if c.id == cid:
                    return c.card
    raise AssertionError(f"no card {cid!r}")


def check_timing(s: GameState) -> None:
    """7.2.1: class change bonuses, 7.2.2: rule processing, 7.2.3: one triggered skill; 7.2.3.1: after a skill is
    carried out, all of it again from 7.2.1, until no skill is triggered. A choice between skills is a pending
    decision (``trigger``). 24.2: a state coming back with no choice asked between is a loop no player can stop: the
    game is a draw."""
    seen: set[str] = set()
    while True:
        kw.drop_lost_markers(s)  # 21.4.3.1
        class_change_bonus(s)
        refill_all(s)
        if not rule_processing(s):
            return
        drop_hidden_specials(s)
        choices = trigger_choices(s)
        if not choices:
            s.loop_seen = ()  # 24.1.1: the skills are done; a later choice starts afresh
            s.events = ()  # 10.1.1.1.5: a card reaching the hand from now on waits for later events only
            return
        if len(choices) > 1:
            s.pending = Pending(
                choices[0].player,
                "trigger",
                "the triggered skill to carry out next (10.2.1)",
                [t.key for t in choices],
                1,
                1,
            )
            return
        only = choices[0]
        k = s.pool[_card_number(s, only.player, only.card)].skills[only.skill]
        if k.kind == "special" and any(c.id == only.card for c in s.players[only.player].hand):
            # 10.2.1.3: the only skill to choose is a special skill in the hand: its player may leave it unchosen
            s.pending = Pending(only.player, "trigger", "the special skill, or none (10.2.1.3)", [only.key], 0, 1)
            return
        state = fingerprint(s)
        if state in seen and s.loop_plan is None:  # 24.2: nobody can stop this loop: the game ends in a draw at once
            end_game(s, winner=None, losers=(), draw=True, reason="loop")
            return
        seen.add(state)
        resolve_trigger(s, choices[0].key)
        if s.result.over or s.pending is not None:
            return


def end_game(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
    """Record the result; the game is over at once (3.1, 3.2), nothing is pending."""
    if s.result.over:
        return
    s.result.over, s.result.winner, s.result.losers = True, winner, losers
    s.result.draw, s.result.reason = draw, reason
    s.pending = None
    s.tasks.clear()
    for loser in losers:
        s.emit("lose", player=loser, reason=reason)
    if winner is not None:
        s.emit("win", player=winner, reason=reason)
    s.emit("game_over", winner=winner, draw=draw, reason=reason)


def pass_special(s: GameState, key: str) -> None:
    """10.2.1.3: the special skill left unchosen loses every triggered state and the processing ends; 10.2.1.3.1:
    nothing is declared nor shown (the log names no card)."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    s.triggers.remove(t)
    s.emit("trigger_passed", player=t.player)


def choose_count(s: GameState, player: str, count: int) -> None:
    """24.3: the turn player names a number of loop units, then the non-turn player another (24.3.1); the smaller
    number is repeated and its chooser stops the loop; the larger number's chooser may not start it again."""
    plan = s.loop_plan
    assert plan is not None
    if not plan.counts:
        s.loop_plan = LoopPlan(plan.start, plan.key, ((player, count),))
        counts = [str(n) for n in range(MAX_COUNT + 1) if n != count]  # 24.3.1
        s.pending = Pending(other(player), "loop_count", "loop units to repeat (24.3)", counts, 1, 1)
        s.emit("loop_count", player=player, count=count)
        return
    ((first, named),) = plan.counts
    stopper, larger = (first, player) if named < count else (player, first)
    s.loop_banned = s.loop_banned | loop_skills(s, larger, plan.start)
    s.loop_plan = LoopPlan(plan.start, plan.key, ((first, named), (player, count)), stopper, min(named, count))
    s.pending = None
    s.emit("loop_count", player=player, count=count)
    follow_plan(s, plan.key)


def follow_plan(s: GameState, key: str) -> None:
    """24.3: a choice of the loop being repeated: carried out until the loop units chosen are done, then declined by
    the player who chose the smaller number, whose stopping the game resumes from."""
    plan = s.loop_plan
    assert plan is not None
    t = next(t for t in s.triggers if t.key == key)
    remaining = plan.remaining - (1 if plan.visited and fingerprint(s) == plan.start else 0)
    if remaining <= 0 and t.player == plan.stopper:
        decline(s, key)
        s.loop_plan = None
        return
    s.loop_plan = LoopPlan(plan.start, plan.key, plan.counts, plan.stopper, remaining, True)
    carry_out(s, key)
