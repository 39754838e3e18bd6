"""The keyword effects of 23.1.21 to 23.1.42 the test cards use (docs/cipher-data.md (b)): "then" (23.1.22),
changing the Main Character (23.1.23), lasting "until this unit leaves" (23.1.24), a second bond phase (23.1.26),
the total stacked cards (23.1.28), repeating a skill (23.1.29), deploying, levelling up and bonding by an effect and
the skills that forbid it (23.1.32, 23.1.33, 23.1.40), two units of one name (23.1.34), searching the deck
(23.1.37) and symbols (23.1.41, 23.1.42)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from tcgjudge.reference.core.decisions import Pending

from .cards import Skill
from .state import Card, GameState, NameChoice, other

Trigger = Callable[[GameState, str, Card], None]


def carry_out_keywords(s: GameState, player: str, k: Skill, source: Card | None, trigger: Trigger) -> bool:
    """The keyword parts of the effect ``k`` of ``player``'s skill on ``source`` (the unit carrying it out, None when
    it is not on the battlefield). True when some part was carried out, or when it has none of them (23.1.22.1)."""
    done: list[bool] = []
    if k.flip_effect:
        done.append(bool(flip(s, player, k.flip_effect)))
    if k.become_main and source is not None:
        done.append(become_main(s, source))
    if k.draw_stacked and source is not None:
        done.append(draw_stacked(s, player, source))
    if k.deploy_from_retreat is not None:
        done.append(deploy_from_retreat(s, player, k.deploy_from_retreat, trigger))
    if k.level_up_from_retreat is not None and source is not None:
        done.append(level_up_from_retreat(s, player, k.level_up_from_retreat, source))
    if k.bond_from_hand is not None:
        done.append(bond_from_hand(s, player, k.bond_from_hand, trigger))
    if k.second_bond_phase:
        done.append(add_second_bond_phase(s))
    if k.transform_from_hand is not None and source is not None:
        done.append(transform(s, player, k.transform_from_hand, source))
    if k.choose_different:
        done.append(start_choosing(s, player, k.choose_different, k.choose_up_to))
    if k.gain_symbol_until_leaves is not None and source is not None:
        pl = s.players[source.owner]
        source = pl.own(pl.bonds, source) if source.shared else source
        source.gained.append(k.gain_symbol_until_leaves)  # 23.1.24.1: ends when it leaves or is levelled up
        done.append(True)
    return any(done) or not done


def flip(s: GameState, player: str, n: int) -> int:
    """N of the player's face-up bonds turned face down, the oldest first, as many as there are; how many."""
    flipped = s.players[player].turn_bonds_down(n)
    s.emit("flip", player=player, cards=[c.id for c in flipped])
    return len(flipped)


def face_up_bonds(s: GameState, player: str) -> int:
    return sum(1 for c in s.players[player].bonds if c.face_up)


def become_main(s: GameState, unit: Card) -> bool:
    """23.1.23.1: this unit becomes its player's Main Character and the former one is one no longer."""
    for other_unit in s.players[unit.owner].units:
        other_unit.main = False
    unit.main = True
    s.emit("main_character_changed", player=unit.owner, card=unit.id)
    return True


def stacked_total(unit: Card) -> int:
    """23.1.28.1: the cards of the unit, bottom to top; 23.1.28.2: a lone card counts 1."""
    return len(unit.stack) + 1


def draw_stacked(s: GameState, player: str, unit: Card) -> bool:
    from .rules import draw_n

    draw_n(s, player, stacked_total(unit))
    return True


def forbidden(s: GameState, player: str, what: str) -> bool:
    """23.1.33.1: a continuous skill of one of the player's units says they cannot do ``what`` by skill effects."""
    return any(
        k.kind == "continuous" and k.cannot_by_effect == what
        for unit in s.players[player].units
        for k in s.definition(unit).skills
    )


def _oldest(cards: list[Card], number: str) -> Card | None:
    return next((c for c in cards if c.card == number), None)


def deploy_from_retreat(s: GameState, player: str, number: str, trigger: Trigger) -> bool:
    """The oldest card ``number`` of the retreat area deployed, untapped, to the back line (docs/cipher-data.md: an
    effect deploying names no line; the back line); 23.1.33.1.1.1: not when a skill forbids deploying by effects;
    23.1.32.1: "when deployed by a skill's effect" skills trigger, with "when deployed" ones."""
    pl = s.players[player]
    card = _oldest(pl.retreat, number)
    if card is None or forbidden(s, player, "deploy"):
        return False
    card = pl.take(pl.retreat, card)
    card.face_up, card.tapped = True, False
    pl.back.append(card)
    s.emit("deploy", player=player, card=card.id, new_id=card.id, line="back", by_effect=True)
    trigger(s, "deployed", card)
    trigger(s, "deployed_by_effect", card)
    return True


def level_up_from_retreat(s: GameState, player: str, number: str, unit: Card) -> bool:
    """The oldest card ``number`` of the retreat area stacked on ``unit`` as a level up (14.2.2: its state and Main
    Character status carried over; no cost, no class change); 23.1.33.1.2.1: not when a skill forbids levelling up
    by effects."""
    pl = s.players[player]
    card = _oldest(pl.retreat, number)
    if card is None or forbidden(s, player, "level_up") or s.unit_name(card) != s.unit_name(unit):
        return False
    card = pl.take(pl.retreat, card)
    stack_on(s, card, unit)
    card.levelled = True  # 14.2.4
    s.emit("level_up", player=player, card=card.id, new_id=card.id, onto=unit.id, class_change=False, by_effect=True)
    return True


def stack_on(s: GameState, card: Card, onto: Card) -> None:
    """``card`` placed on top of the unit ``onto``, taking its place, state and Main Character status (14.2.2,
    14.2.2.1); 23.1.24.1: what lasted "until this unit leaves" ends."""
    pl = s.players[onto.owner]
    line = pl.front if onto in pl.front else pl.back
    card.face_up = True
    card.tapped, card.main = onto.tapped, onto.main
    card.stack, onto.stack = [*onto.stack, onto], []
    onto.tapped = onto.main = onto.levelled = onto.class_changed = False
    onto.gained = []
    line[line.index(onto)] = card


def bond_from_hand(s: GameState, player: str, number: str, trigger: Trigger) -> bool:
    """The oldest card ``number`` of the hand put face up into the bond area; 23.1.33.1.3.1: not when a skill
    forbids it; 23.1.40.1: "put into the bond area by a skill's effect" skills trigger."""
    pl = s.players[player]
    card = _oldest(pl.hand, number)
    if card is None or forbidden(s, player, "bond"):
        return False
    pl.hand.remove(card)
    card.face_up = True
    pl.bonds.append(card)
    s.emit("bond", player=player, card=card.id, new_id=card.id, by_effect=True)
    trigger(s, "bonded", card)
    trigger(s, "bonded_by_effect", card)
    return True


def add_second_bond_phase(s: GameState) -> bool:
    """23.1.26.1: a second bond phase after this turn's bond phase; once a turn, and only before the deployment
    phase (docs/cipher-data.md)."""
    if s.second_bond or s.phase not in ("beginning", "bond"):
        return False
    s.second_bond = 1
    return True


def same_name_allowance(s: GameState, player: str, name: str) -> int:
    """23.1.34.1: two when a continuous skill of one of the player's units allows two units of ``name``, else one
    (9.2.1)."""
    allowed = any(
        k.kind == "continuous" and k.two_allowed == name
        for unit in s.players[player].units
        for k in s.definition(unit).skills
    )
    return 2 if allowed else 1


def symbols(s: GameState, unit: Card) -> list[str]:
    """A unit's symbols: printed, a continuous "also treated as" (23.1.42.1), gained until it leaves (23.1.24.1);
    23.1.41.1: none for a Main Character whose opponent has a card saying so in the infinity area (losing wins over
    gaining)."""
    if unit.main and any(
        k.kind == "continuous" and k.strips_symbols
        for card in s.players[other(unit.owner)].infinity
        for k in s.definition(card).skills
    ):
        return []
    found = list(s.definition(unit).symbols)
    found += [k.also_symbol for k in s.definition(unit).skills if k.kind == "continuous" and k.also_symbol]
    found += unit.gained
    return sorted(set(found))


def transform(s: GameState, player: str, number: str, unit: Card) -> bool:
    """23.1.25.1: the oldest hand card ``number`` stacked on top of ``unit``; 23.1.25.3, 23.1.25.3.1: the unit's state
    (tapped, destroyed) and Main Character status carried over; 23.1.25.4: its modified or added card information
    gone (what lasted until it leaves, levelled up or class changed this turn), the top card's read from now on;
    23.1.25.2: no level up (no class change bonus), though a unit with cards under it; 23.1.25.5: a battle it is in
    goes on with it, whatever its new range."""
    pl = s.players[player]
    card = _oldest(pl.hand, number)
    if card is None:
        return False
    pl.hand.remove(card)
    destroyed = unit.destroyed
    stack_on(s, card, unit)
    card.destroyed, unit.destroyed = destroyed, False
    card.levelled = card.class_changed = False
    if unit.id in s.bonuses:
        s.bonuses[card.id] = s.bonuses.pop(unit.id)
    battle = s.battle
    if battle is not None and unit.id in (battle.attacker, battle.defender):
        s.battle = dataclasses.replace(
            battle,
            attacker=card.id if battle.attacker == unit.id else battle.attacker,
            defender=card.id if battle.defender == unit.id else battle.defender,
        )
    s.emit("transform", player=player, card=card.id, new_id=card.id, onto=unit.id)
    return True


def printed_or_set_power(s: GameState, unit: Card) -> int:
    """A unit's power before additions: its total stacked cards x 10 with such a skill (23.1.38.3), else printed."""
    skills = [k for k in s.definition(unit).skills if k.kind == "continuous"]
    if any(k.power_per_stacked for k in skills):
        return stacked_total(unit) * 10
    return s.definition(unit).power


def raised_by_ten(s: GameState, unit: Card) -> bool:
    """23.1.38: the unit's power is raised by +10 or more by skills: the raises alone count, whatever cuts apply at
    once (23.1.38.1); a doubling is an addition and counts (23.1.38.2); a power set to the stacked cards x 10 is none
    (23.1.38.3)."""
    skills = [k for k in s.definition(unit).skills if k.kind == "continuous"]
    raised = sum(k.power_bonus for k in skills if k.power_bonus > 0)
    return raised >= 10 or any(k.power_doubled for k in skills)


def deployable_zones(s: GameState, player: str) -> list[str]:
    """23.1.39.1: the zones whose cards the player may deploy as if in the hand (by a continuous skill of one of the
    player's units), besides the hand."""
    return sorted(
        {
            k.deploy_as_if_in_hand
            for unit in s.players[player].units
            for k in s.definition(unit).skills
            if k.kind == "continuous" and k.deploy_as_if_in_hand
        }
    )


def support_succeeds(s: GameState, player: str) -> bool:
    """A continuous skill of one of the player's units makes their support succeed (against 18.3.1.4.1)."""
    return any(
        k.kind == "continuous" and k.support_succeeds
        for unit in s.players[player].units
        for k in s.definition(unit).skills
    )


def start_choosing(s: GameState, player: str, count: int, up_to: bool) -> bool:
    """23.1.35.1: with fewer than ``count`` cards of different card names in the retreat area none is chosen and
    nothing is put into the hand; otherwise (and always for "up to", 23.1.36.1) the player chooses them one at a
    time (``choose_card`` decisions)."""
    retreat = s.players[player].retreat
    names = {s.definition(c).name for c in retreat}
    if not retreat or (not up_to and len(names) < count):
        return False
    s.name_choice = NameChoice(player, count, up_to)
    ask_choice(s)
    return True


def choice_options(s: GameState) -> list[str]:
    """The cards still choosable: those whose card name differs from every card chosen (23.1.35; 23.1.36.1: the
    first needs none to differ from)."""
    choosing = s.name_choice
    assert choosing is not None
    retreat = s.players[choosing.player].retreat
    taken = {s.definition(c).name for c in retreat if c.id in choosing.chosen}
    return [c.id for c in retreat if c.id not in choosing.chosen and s.definition(c).name not in taken]


def ask_choice(s: GameState) -> None:
    """The next ``choose_card`` decision, or, with the count reached or nothing left to choose, the chosen cards
    into the hand (the effect's B)."""
    choosing = s.name_choice
    assert choosing is not None
    options = choice_options(s)
    if len(choosing.chosen) < choosing.count and options:
        low = 0 if choosing.up_to else 1
        s.pending = Pending(choosing.player, "choose_card", "a card of a different card name", options, low, 1)
        return
    finish_choosing(s)


def choose_named_card(s: GameState, cid: str | None) -> None:
    """One card chosen (None: "up to" stops here)."""
    choosing = s.name_choice
    assert choosing is not None
    s.pending = None
    if cid is None:
        finish_choosing(s)
        return
    s.name_choice = dataclasses.replace(choosing, chosen=(*choosing.chosen, cid))
    ask_choice(s)


def finish_choosing(s: GameState) -> None:
    choosing = s.name_choice
    assert choosing is not None
    pl = s.players[choosing.player]
    for cid in choosing.chosen:
        card = pl.take(pl.retreat, next(c for c in pl.retreat if c.id == cid))
        card.face_up = False  # 6.4.5: a hand card is hidden from the opponent
        pl.hand.append(card)
    s.name_choice = None
    s.emit("chosen", player=choosing.player, cards=list(choosing.chosen))
