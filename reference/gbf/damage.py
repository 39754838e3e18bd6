"""Rule processing (chapter 9): damage, crew incapacitation and the level-card replacement interrupt;
the loss check, armor break and crew replenishment are checked at checkpoints, in that order (9-4).

Decisions (docs/gbf-data.md, "Decisions"):
- Damage does not stay on a card: each damage is compared with the HP alone (9-2-1-3-5, 9-2-1-3-6 compare
  "the damage received"; no clause removes damage, as a lasting damage would need).
- Crew incapacitation interrupts as 000 9-2-2-1 says: the crew goes to the gauge as the damage is dealt;
  what it leads to (replenishment, triggers) waits for the checkpoint, which is what RR-crew-incapacitation
  and RR-crew-refill describe.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from .cards import CREW, MAX_CREW, SUMMON
from .rules import check_losses, rank_total, to_gauge
from .state import PLAYERS, Card, GameState, chip_total, mod_total, other, turn_player

LEVEL_BONUS = 2  # 10-4-3-3-1: +2 HP and +2 ATK per level card


def hp(s: GameState, card: Card) -> int:
    """The printed HP, +2 per level card (10-4-3-3-1), + a charge attack's bonus this turn (2-6-1-1-2), + its HP
    chips (10-16-4-1) and what resolved effects gave it (10-15-1)."""
    bonus = chip_total(card, "hp") + mod_total(card, "hp")
    return s.pool[card.card].hp + LEVEL_BONUS * len(card.level) + s.charged.get(card.id, (0, 0))[1] + bonus


def atk(s: GameState, card: Card) -> int:
    """The printed ATK, +2 per level card (10-4-3-3-1), + a charge attack's bonus this turn (2-6-1-1-2), + the crew
    area's continuous effects (8-9-1-3), + its ATK chips (10-16-4-1) and what resolved effects gave it (``boost_atk``,
    10-15-1); below zero it stays negative in sums (1-3-6)."""
    from .effects import zone_atk

    bonus = zone_atk(s, card) + chip_total(card, "atk") + mod_total(card, "atk")
    lasting = sum(n for n, _ in s.boosts.get(card.id, ()))  # 6-2-1: lasting until its master's next turn
    return s.pool[card.card].atk + LEVEL_BONUS * len(card.level) + s.charged.get(card.id, (0, 0))[0] + bonus + lasting


def find_in_play(s: GameState, cid: str) -> tuple[str, str, Card] | None:
    """(player, "captain" or "crew", card) of a card in play."""
    for p in PLAYERS:
        pl = s.players[p]
        if pl.captain is not None and pl.captain.id == cid:
            return p, "captain", pl.captain
        for card in pl.crew:
            if card.id == cid:
                return p, "crew", card
    return None


def deal_damage(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
    """9-2-1-3: 0 or less does nothing; the additions, then the subtractions (:func:`damage_amount`); then the damage
    is dealt and compared with the HP. ``sources``: the cards it comes from (4-9-1)."""
    found = find_in_play(s, cid)
    if found is None or amount <= 0:  # 9-2-1-3-1
        return
    player, _, card = found
    from .effects import ask_replacements, damage_replacements, replace_damage

    if len(damage_replacements(s, card)) > 1:  # 8-10-2, 8-10-2-1: the damaged card's master orders them
        s.held = ("damage", cid, amount, kind, tuple(sources))
        ask_replacements(s, player, card, damage_replacements(s, card), [])
        return
    damage_replaced(s, cid, replace_damage(s, card, amount), kind, sources)


def damage_replaced(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
    """9-2-1-3 once the replacement effects have changed the number (8-10-1-1): dealt and compared with the HP."""
    found = find_in_play(s, cid)
    if found is None or amount <= 0:
        return
    player, area, card = found
    amount = damage_amount(s, player, card, amount)  # 9-2-1-3-2, 9-2-1-3-3: after the replacements
    if amount <= 0:
        return
    s.emit("damage", card=cid, player=player, amount=amount, kind=kind, sources=list(sources))
    if amount < hp(s, card):
        return
    if area == "crew":
        incapacitate_crew(s, player, card)  # 9-2-1-3-5
    elif s.players[player].armor:
        s.due_breaks[player] = s.due_breaks.get(player, 0) + 1  # 9-2-1-3-6, 9-4-2-2
    else:
        card.incapacitated = True  # 9-4-1-3-1
        s.emit("incapacitated", player=player, card=cid)


def damage_amount(s: GameState, player: str, card: Card, amount: int) -> int:
    """The damage about to be dealt to ``card`` of ``player``, its replacements (8-10) already applied: every increase
    of the continuous effects of ``player``'s cards in play (9-2-1-3-2), then every reduction (9-2-1-3-3).

    Decision (9-2-1-3-3): a reduction takes away at most the damage there is, so the value never goes below 0
    (1-3-6 lets a card's numbers go negative, not a damage); this is why the increases must come first."""
    from .effects import CONTINUOUS, effect_sources

    changes = [
        e.damage_taken
        for source in effect_sources(s, player)
        for e in s.pool[source.card].effects
        if e.kind == CONTINUOUS and e.damage_taken
    ]
    for change in changes:
        if change > 0:
            amount += change  # 9-2-1-3-2: every increase first
    for change in changes:
        if change < 0:
            amount = max(0, amount + change)  # 9-2-1-3-3: then every reduction
    return amount


@dataclass(frozen=True, slots=True)
class Incapacitate(Task):
    """9-2-2: a crew that received damage at least its HP is incapacitated (an interrupt)."""

    player: str
    card: str


def sweep_damage(s: GameState, amount: int, what: str) -> None:
    """``amount`` effect damage to every crew (``what`` ``crew``) or both captains (``captain``) in play at once
    (9-2-1-3-4 for each); then the crew incapacitations, the turn player's all first (9-2-2-1-1), each as a task
    so a level-card choice (9-2-3-2) is asked in turn."""
    if what == "captain":
        for p in _order(s):
            captain = s.players[p].captain
            if captain is not None:
                deal_damage(s, captain.id, amount, "effect")
        return
    struck: list[tuple[str, Card]] = []
    for p in _order(s):
        for card in list(s.players[p].crew):
            from .effects import replace_damage

            dealt = damage_amount(s, p, card, replace_damage(s, card, amount))
            if dealt <= 0:
                continue
            s.emit("damage", card=card.id, player=p, amount=dealt, kind="effect", sources=[])
            if dealt >= hp(s, card):
                struck.append((p, card))
    s.tasks += [Incapacitate(p, card.id) for p, card in reversed(struck)]  # the first listed runs first


def incapacitate_crew(s: GameState, player: str, card: Card) -> None:
    """9-2-2-3-1: the crew to the gauge; 9-2-3-2 replaces that by a level card when it has one. The crew's own
    replacement effects on it come first (8-10-1): with an optional one or several, its master chooses (8-10-2-2)."""
    from .effects import ask_replacements, guards

    mandatory, optional = guards(s, player, card)  # before 9-2-3-2's level card (docs/gbf-data.md, Decisions)
    if optional or len(mandatory) > 1:
        s.held = ("incapacitation", card.id)
        ask_replacements(s, player, card, mandatory, optional)
        return
    if mandatory:
        from .effects import apply_guards

        apply_guards(s, player, card, mandatory)
        return
    incapacitated(s, player, card)


def incapacitated(s: GameState, player: str, card: Card) -> None:
    """9-2-2-3-1 once no replacement effect applies: the crew, or a level card instead (9-2-3-2), to the gauge."""
    if card.level:
        if len(card.level) == 1:
            level_to_gauge(s, player, card.id, card.level[0].id)
        else:
            s.pending = Pending(
                player,
                "choose_level_card",
                "the level card that goes to the gauge instead",
                [c.id for c in card.level],
                1,
                1,
                source=card.id,
            )
        return
    pl = s.players[player]
    s.last_known[card.id] = atk(s, card)  # 8-11-1: its information as it last was in the crew area
    s.boosts.pop(card.id, None)  # 8-9-2: a resolved effect's continuous change does not follow it out
    pl.crew.remove(card)
    forget(s, card.id)
    s.emit("incapacitated", player=player, card=card.id)
    to_gauge(s, player, card)
    # 3-1-4: a card leaving the crew area is a new card; the reference keeps its id (docs/gbf-data.md)
    s.emit("to_gauge", player=player, card=card.id, new_id=card.id, **{"from": "crew"})
    from .effects import left

    left(s, player, card)
    s.due_refills[player] = s.due_refills.get(player, 0) + 1  # 9-4-3-2


def forget(s: GameState, cid: str) -> None:
    """3-1-4: a card leaving the crew area is a new card: a charge attack the old one fired this turn does not
    follow it (what resolved effects did to it goes as it enters a zone, :func:`enter_crew`, ``rules.to_gauge``)."""
    s.charged.pop(cid, None)


def level_to_gauge(s: GameState, player: str, crew_id: str, level_id: str) -> None:
    """9-2-3-2: one level card to the gauge, and the crew stays."""
    crew = next(c for c in s.players[player].crew if c.id == crew_id)
    level = next(c for c in crew.level if c.id == level_id)
    crew.level.remove(level)
    to_gauge(s, player, level)
    s.pending = None
    s.emit("level_card_to_gauge", player=player, crew=crew_id, level_card=level_id)
    s.emit("to_gauge", player=player, card=level_id, new_id=level_id, **{"from": "crew"})  # 3-1-4


# -- entering (10-2-3) -------------------------------------------------------------------------------------


def entry_problem(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
    """(clause, why) a crew card may not enter the crew area now, or None (3-6-3, 10-2-3-1-1, 10-2-3-2-1)."""
    pl = s.players[player]
    definition = s.pool[card.card]
    if definition.kind != CREW:
        return "6-3-1-2-1", f"{card.id} is no crew card"
    if len(pl.crew) >= MAX_CREW:
        return "3-6-3", f"{player} already has {MAX_CREW} crew in play"
    if rank_total(s, pl.crew) + (definition.rank or 0) > len(pl.crystals):
        return "10-2-3-1-1", f"the crew area's rank total would exceed {player}'s {len(pl.crystals)} crystals"
    if any(s.pool[c.card].character == definition.character for c in pl.crew):
        return "10-2-3-2-1", f"a crew named {definition.character!r} is already in play"
    return None


def enter_crew(s: GameState, player: str, card: Card, active: bool, origin: str = "hand") -> None:
    """10-2: the crew enters face up (3-6-2), active unless told otherwise (3-6-1-1), from the zone ``origin``."""
    card.face_up, card.active, card.level = True, active, []
    card.chips, card.mods = (), ()  # 10-16-1-2: a card changing zones loses its chips (3-1-4: a new card)
    s.players[player].crew.append(card)
    s.emit("enter", player=player, card=card.id, area="crew", active=active)
    from .effects import entered, note_entry

    note_entry(s, card, origin)
    entered(s, player, card)


# -- the checkpoint -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BreakArmor(Task):
    """9-4-2-3: ``player`` chooses an armor card and turns it face up; ``card``: the one an effect named
    (9-4-2-3-1-1)."""

    player: str
    card: str | None = None


@dataclass(frozen=True, slots=True)
class Refill(Task):
    """9-4-3-3-1: ``player`` may put a crew card of the hand into play, rested."""

    player: str


def _order(s: GameState) -> list[str]:
    tp = turn_player(s) if s.turn_player else "p1"
    return [tp, other(tp)]


def rule_processing(s: GameState) -> None:
    """9-4: the loss check first; then one armor break or replenishment (the turn player's first), after which
    rule processing runs again (the Checkpoint pushed below)."""
    from .turn import Checkpoint

    if check_losses(s):
        return
    for p in _order(s):  # 9-4-2-1-1: the turn player's armor breaks first
        named = next((n for n in s.named_breaks if n[0] == p), None)
        if named is not None:
            rest = list(s.named_breaks)
            rest.remove(named)
            s.named_breaks = tuple(rest)
            s.tasks += [Checkpoint(), BreakArmor(p, named[1])]
            return
        if s.due_breaks.get(p, 0):
            s.due_breaks[p] -= 1
            s.tasks += [Checkpoint(), BreakArmor(p)]
            return
    for p in _order(s):  # 9-4-3-1-1: the turn player's replenishments first, then the other's
        if s.due_refills.get(p, 0):
            s.due_refills[p] -= 1
            s.tasks += [Checkpoint(), Refill(p)]
            return


def refill_options(s: GameState, player: str) -> list[str]:
    """9-4-3-3-1: crew cards of the hand that meet the rank and name limits."""
    return [c.id for c in s.players[player].hand if entry_problem(s, player, c) is None]


def armor_break(s: GameState, player: str) -> None:
    armor = s.players[player].armor
    if not armor:
        return
    if len(armor) == 1:
        reveal_armor(s, player, armor[0].id)
        return
    s.pending = Pending(player, "break_armor", "the armor card to break", [c.id for c in armor], 1, 1)


def reveal_armor(s: GameState, player: str, cid: str) -> None:
    """9-4-2-3-1: the chosen armor card face up; 9-4-2-3-2: a crew may enter rested, a summon may trigger."""
    pl = s.players[player]
    card = pl.take(pl.armor, next(c for c in pl.armor if c.id == cid))
    card.face_up = True
    s.emit("armor_break", player=player, card=cid)
    s.pending = None
    kind = s.pool[card.card].kind
    s.revealed[player] = card
    if kind == CREW and entry_problem(s, player, card) is None:
        s.pending = Pending(player, "armor_crew", "enter the revealed crew rested, or take it", [cid], 0, 1)
    elif kind == SUMMON:
        s.pending = Pending(player, "armor_summon", "trigger the revealed summon, or take it", [cid], 0, 1)
    else:
        take_revealed(s, player)


def take_revealed(s: GameState, player: str) -> None:
    card = s.revealed.pop(player)
    s.players[player].hand.append(card)
    s.pending = None
    s.emit("to_hand", player=player, card=card.id)
    if s.pool[card.card].kind == SUMMON:
        s.due_refills[player] = s.due_refills.get(player, 0) + 1  # 9-4-3-2


def chain_burst(s: GameState) -> None:
    """6-5-1-2: with face-down cards in the turn player's gauge, the chain burst's target is chosen among the
    opponent's crew, or is the opponent's captain when there is none (6-5-1-2-1-1)."""
    from .turn import Checkpoint, ReturnFaceDown

    p = turn_player(s)
    if not any(not c.face_up for c in s.players[p].gauge):
        return
    s.tasks += [ReturnFaceDown(), Checkpoint()]  # 6-5-1-2-1-4 after 6-5-1-2-1-3
    crew = [c.id for c in s.players[other(p)].crew]
    if len(crew) > 1:
        s.pending = Pending(p, "chain_burst_target", "the chain burst's target", crew, 1, 1)
        return
    target = crew[0] if crew else s.players[other(p)].captain
    cid = target if isinstance(target, str) else (target.id if target is not None else None)
    if cid is not None:
        burst_damage(s, cid)


def burst_damage(s: GameState, target: str) -> None:
    """6-5-1-2-1-2: damage equal to the face-down cards of the turn player's gauge."""
    p = turn_player(s)
    s.pending = None
    amount = sum(not c.face_up for c in s.players[p].gauge)
    s.emit("chain_burst", player=p, target=target, amount=amount)
    deal_damage(s, target, amount, "chain_burst")
