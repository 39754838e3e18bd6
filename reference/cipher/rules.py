"""Moving cards, the deck refill (11.3), the automatic check timing's class change bonus (8) and rule processing
(9: same name, defeat, march), and the end of the game (3)."""

from __future__ import annotations

from tcgjudge.reference.core.decisions import Pending

from .cards import Skill
from .deploying import reveal_orbs, start_deploy_from_deck
from .state import PLAYERS, Card, GameState, Trigger, other

LOSS_REASONS = ("main_character", "deck")


def refill(s: GameState, player: str) -> bool:
    """11.3.1: an empty deck takes the retreat area, shuffled, as its new deck at once (an interrupt, 11.2);
    11.3.1.1: with both empty nothing happens. True if it refilled."""
    pl = s.players[player]
    if pl.deck or not pl.retreat:
        return False
    cards, pl.retreat = pl.retreat, []
    for card in cards:
        card.face_up = False  # 6.4.5: cards entering the deck are face down
    s.rng.shuffle(cards)
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
    card = deck.pop(0)
    s.players[player].hand.append(card)
    s.emit("draw", player=player, card=card.id, new_id=card.id)
    return True


def draw_n(s: GameState, player: str, n: int) -> None:
    for _ in range(max(0, n)):
        draw(s, player)


def line_of(s: GameState, card: Card) -> str | None:
    """The line a unit is in (None: it is no unit on the battlefield)."""
    pl = s.players[card.owner]
    if any(c is card for c in pl.front):
        return "front"
    if any(c is card for c in pl.back):
        return "back"
    return None


def find_unit(s: GameState, player: str, cid: object) -> Card | None:
    return next((c for c in s.players[player].units if c.id == cid), None)


def to_retreat(s: GameState, unit: Card) -> None:
    """A unit leaving the battlefield for its owner's retreat area: every card of its stack goes, face up and new
    (6.4.3, 6.5); its Main Character status and per-turn information stay behind (6.5). The owner's order is kept
    (14.2.7.2 lets the owner choose it: docs/cipher-data.md, the stack's order)."""
    pl = s.players[unit.owner]
    for line in (pl.front, pl.back):
        if unit in line:
            line.remove(unit)
    s.bonuses.pop(unit.id, None)
    for card in [*unit.stack, unit]:
        card.stack, card.tapped, card.main, card.face_up = [], False, False, True
        card.levelled = card.class_changed = card.destroyed = False  # 9.3.1.1
        card.used = []  # 6.5: a new card, its card information gone
        pl.retreat.append(card)
        s.emit("to_retreat", player=unit.owner, card=card.id, new_id=card.id)


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


def same_name_groups(s: GameState, player: str) -> list[list[Card]]:
    """9.2: groups of two or more of the player's units sharing one unit name."""
    by_name: dict[str, list[Card]] = {}
    for unit in s.players[player].units:
        by_name.setdefault(s.unit_name(unit), []).append(unit)
    return [group for group in by_name.values() if len(group) > 1]


def same_name(s: GameState) -> bool | None:
    """9.2.1: a player with several units of one unit name keeps one, the others go to the retreat area; 9.2.1.1:
    the Main Character is the one kept. True if applied, None if a player must choose (a pending decision)."""
    applied = False
    first = s.turn_player or PLAYERS[0]
    for p in (first, other(first)):
        for group in same_name_groups(s, p):
            main = next((u for u in group if u.main), None)
            if main is None:
                s.pending = Pending(
                    p, "keep_unit", "the unit of this unit name to keep (9.2.1)", [u.id for u in group], 1, 1
                )
                return None
            keep_unit(s, main, group)
            applied = True
    return applied


def keep_unit(s: GameState, kept: Card, group: list[Card]) -> None:
    """9.2.1: every unit of the group but ``kept`` goes to its owner's retreat area."""
    s.emit("same_name", player=kept.owner, kept=kept.id)
    for unit in group:
        if unit is not kept:
            to_retreat(s, unit)


def destruction(s: GameState) -> bool | None:
    """9.3: the destruction check (reference/cipher/destruction.py). True if applied, None while a decision is
    pending."""
    from .destruction import destruction_check

    return destruction_check(s)


def replaced(s: GameState, unit: Card) -> bool:
    """22.1: a skill saying "instead of leaving by destruction, turn N face-up bonds face down" keeps the unit on
    the battlefield, no longer destroyed, its other state unchanged (9.3.1.1.1); 22.1.1: without N face-up bonds
    the replacement cannot be done and the unit leaves. True if it stayed."""
    pl = s.players[unit.owner]
    for k in s.definition(unit).skills:
        n = k.instead_of_destroyed if k.kind == "continuous" else 0
        face_up = [c for c in pl.bonds if c.face_up]
        if n and len(face_up) >= n:
            for bond in face_up[:n]:
                bond.face_up = False
            unit.destroyed = False
            s.emit("replaced", player=unit.owner, card=unit.id, flipped=[c.id for c in face_up[:n]])
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
    return numbers[-1] if numbers else 1


def take_orb(s: GameState, player: str, cid: str) -> None:
    """9.3.1.2: the orb chosen goes to the hand, face down (6.4.5); once the last orb to break is taken the Main
    Character is no longer destroyed and keeps the rest of its state (9.3.1.2.2, 9.3.1.2.2.1)."""
    pl = s.players[player]
    orb = next(c for c in pl.orbs if c.id == cid)
    pl.orbs.remove(orb)
    orb.face_up = False
    pl.hand.append(orb)
    s.pending = None
    s.emit("orb_broken", player=player, card=orb.id, new_id=orb.id)
    s.breaking = max(0, s.breaking - 1)
    if s.breaking == 0:
        from .destruction import orb_takers

        for unit in orb_takers(s, player):  # 9.3.1.2.2; a twin unit likewise (9.3.1.3.1.1)
            unit.destroyed = False


def loss_conditions(s: GameState, player: str) -> str | None:
    """3.1.1: no Main Character on the battlefield; 3.1.2: no card in the deck nor in the retreat area."""
    pl = s.players[player]
    if not any(u.main for u in pl.units):
        return "main_character"
    if not pl.deck and not pl.retreat:
        return "deck"
    return None


def defeat(s: GameState) -> bool:
    """9.4, 3.1: a sole losing player loses and the other wins at once; 3.2: both at once is a draw. True when
    the game ended."""
    losing = {p: r for p in PLAYERS if (r := loss_conditions(s, p)) is not None}
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
    first = s.turn_player or PLAYERS[0]
    misplaced = [
        unit
        for p in (first, other(first))
        for unit in s.players[p].units
        if any(
            k.kind == "continuous"
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
    watchers = [unit] if event != "ally_destroyed" else s.players[unit.owner].units
    for card in watchers:
        for index, k in enumerate(s.definition(card).skills):
            if k.kind == "auto" and k.trigger == event and not (k.limit and index in card.used):  # 10.1.1.1.2
                add_trigger(s, card, index)


def add_trigger(s: GameState, card: Card, index: int) -> None:
    """One more triggered state of the skill ``index`` of ``card``, in the current round (10.2.3.4)."""
    for i, t in enumerate(s.triggers):
        if t.card == card.id and t.skill == index:
            s.triggers[i] = Trigger(t.player, t.card, t.skill, t.count + 1, s.round)
            return
    s.triggers.append(Trigger(card.owner, card.id, index, 1, s.round))


def destroy(s: GameState, unit: Card) -> None:
    """A unit becomes destroyed (18.5.1.2, or a skill's effect), waiting for the destruction check (9.3);
    "whenever an ally is destroyed" skills trigger now."""
    if unit.destroyed:
        return  # 2.9: already destroyed, nothing happens
    unit.destroyed = True
    trigger(s, "ally_destroyed", unit)


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
    if k.only_in is not None and (unit is None or line_of(s, unit) != k.only_in):
        _spend(s, t, record=False)  # 10.2.1.1, 10.2.1.1.2
        s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
        return
    if (k.tap or k.flip_bonds) and not can_pay(s, t.player, unit, k):
        _spend(s, t, record=False)  # 10.2.1.2.2
        s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
        return
    if k.tap or k.flip_bonds or k.may:
        s.pending = Pending(t.player, "use_skill", "pay the cost / carry out the effect, or not", [key], 0, 1)
        return
    carry_out(s, key)


def can_pay(s: GameState, player: str, unit: Card | None, k: Skill) -> bool:
    """19.1.3.1, 10.2.1.2.2: the whole cost can be paid: the unit on the battlefield and untapped for a tap cost,
    enough face-up bonds for turning bonds face down."""
    if k.tap and (unit is None or unit.tapped):
        return False
    return k.flip_bonds <= sum(1 for c in s.players[player].bonds if c.face_up)


def pay(s: GameState, player: str, unit: Card | None, k: Skill) -> list[str]:
    """19.1.3, 10.2.1.2: the cost paid; the ids of the bonds turned face down (the oldest face-up ones, 6.4.3.1)."""
    if k.tap and unit is not None:
        unit.tapped = True
    flipped = [c for c in s.players[player].bonds if c.face_up][: k.flip_bonds]
    for bond in flipped:
        bond.face_up = False
    return [c.id for c in flipped]


def carry_out(s: GameState, key: str) -> None:
    """10.2.2: the skill's cost (if any) paid and its effect carried out; 10.2.3.1: one triggered state less, or,
    for a skill with a usage limit, the limit recorded and every triggered state gone (10.2.3.1.1)."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    unit = find_unit(s, t.player, t.card)
    flipped = pay(s, t.player, unit, k)
    _spend(s, t, record=True)
    s.emit("skill", player=t.player, card=t.card, skill=t.skill, flipped=flipped)
    apply_effect(s, t.player, k)


def decline(s: GameState, key: str) -> None:
    """10.2.1.2.1, 10.2.2.1.1: the cost not paid or the effect declined: one triggered state less, no usage limit
    recorded (10.2.1.2.1.1, 10.2.2.1.1.1)."""
    t = next(t for t in s.triggers if t.key == key)
    s.pending = None
    _spend(s, t, record=False)
    s.emit("skill_declined", player=t.player, card=t.card, skill=t.skill)


def _spend(s: GameState, t: Trigger, record: bool) -> None:
    """One triggered state of ``t`` removed; with ``record`` and a usage limit, the limit is recorded on the unit
    and every triggered state of the skill removed (10.2.3.1.1)."""
    k = s.pool[_card_number(s, t.player, t.card)].skills[t.skill]
    unit = find_unit(s, t.player, t.card)
    if record and k.limit:
        if unit is not None:
            unit.used.append(t.skill)
        s.triggers.remove(t)
        return
    if t.count > 1:
        s.triggers[s.triggers.index(t)] = Trigger(t.player, t.card, t.skill, t.count - 1, t.round)
    else:
        s.triggers.remove(t)


def apply_effect(s: GameState, player: str, k: Skill) -> None:
    """A skill's effect (21.1.1.2: in the order written): draw (23.1.1), destroy the opponent's units (23.1.3), or
    win the game (23.1.30.1: its user wins at once, the opponent loses)."""
    if k.win:
        end_game(s, winner=player, losers=(other(player),), draw=False, reason="effect")
        return
    draw_n(s, player, k.draw)
    if k.destroy:
        for unit in s.players[other(player)].units:
            if not unit.main:
                destroy(s, unit)
    if k.reveal_orbs:
        reveal_orbs(s, player, k.reveal_orbs)  # 6.4.5.1
    if k.deploy_from_deck:
        start_deploy_from_deck(s, player, k.deploy_from_deck)  # 6.6.1, 14.1.3: a deploy_cards decision


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
    decision (``trigger``)."""
    while True:
        class_change_bonus(s)
        refill_all(s)
        if not rule_processing(s):
            return
        choices = trigger_choices(s)
        if not choices:
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
