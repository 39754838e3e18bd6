"""The basic principles every effect obeys (chapter 2) and the card information effects read (4, 5, 25): a unit's
power with its continuous modifiers (2.12, 2.12.1, 4.11.2), skill conditions (2.3.1.x, 25.6.1.1 to 25.8.1.1),
the permission and prohibition to attack (2.1, 2.2), tapping (2.9) and the steps of an effect (``Skill.parts``:
2.3 to 2.11, 5.1.2.1.2.x, 5.1.3, 25.16.2) with their choices."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from tcgjudge.reference.core.decisions import Continuation, Pending

from tcgjudge.engine.interface import IllegalActionError

from .cards import Part, Skill
from .rules import destroy, draw, find_unit, trigger
from .state import PLAYERS, Card, GameState, other

# -- conditions and continuous skills -------------------------------------------------------------------------


def condition_met(s: GameState, source: Card | None, user: str, condition: str) -> bool:
    """One condition of a skill or of an effect's step, read for the skill's card ``source`` and its ``user``:
    ``your_turn`` (2.3.1.2), ``attacking`` / ``defending`` / ``battling`` (this unit is the attacking, the
    defending, either battling unit: 25.6.1.1, 25.7.1.1, 25.8.1.1), ``bonds:N`` (N bonds or more), ``hand:N`` (N
    hand cards or fewer)."""
    battle = s.battle
    cid = None if source is None else source.id
    if condition == "your_turn":
        return s.turn_player == user
    if condition == "attacking":
        return battle is not None and battle.attacker == cid
    if condition == "defending":
        return battle is not None and battle.defender == cid
    if condition == "battling":
        return battle is not None and cid in (battle.attacker, battle.defender)
    name, _, n = condition.partition(":")
    if name == "bonds":
        return len(s.players[user].bonds) >= int(n)
    if name == "hand":
        return len(s.players[user].hand) <= int(n)
    raise ValueError(f"unknown condition {condition!r}")


def requirements_met(s: GameState, source: Card | None, user: str, conditions: tuple[str, ...]) -> bool:
    """2.3.1.4, 2.3.1.5, 2.3.1.7 to 2.3.1.9: every condition met (all of them, not one)."""
    return all(condition_met(s, source, user, c) for c in conditions)


def may_use(s: GameState, unit: Card, player: str, k: Skill) -> bool:
    """2.3.1.8: an activated skill "cannot be used unless ..." is usable only with its conditions met."""
    return requirements_met(s, unit, player, k.requires)


def may_carry_out(s: GameState, unit: Card | None, player: str, k: Skill) -> bool:
    """2.3.1.9: an automatic skill that "does not trigger unless ..." does nothing unless its conditions are met
    when it is carried out (read like 10.2.1.1's conditions: docs/cipher-data.md)."""
    return requirements_met(s, unit, player, k.requires)


def effective(s: GameState, source: Card, k: Skill) -> bool:
    """A continuous skill of a unit on the battlefield has effect only while its conditions hold (2.3.1.7)."""
    return k.kind == "continuous" and requirements_met(s, source, source.owner, k.requires)


def reaches(k: Skill, source: Card, unit: Card) -> bool:
    """Which units a continuous power skill of ``source`` reaches: itself, its user's units ("your", 5.1.2.1.2.4),
    the other player's ("the opponent's", 5.1.2.1.2.5) or every unit."""
    if k.scope == "self":
        return source is unit
    if k.scope == "yours":
        return unit.owner == source.owner
    if k.scope == "opponents":
        return unit.owner != source.owner
    return k.scope == "all"


def power_effects(s: GameState, unit: Card) -> list[Skill]:
    """The continuous power skills applying to ``unit``, the turn player's first (2.12.1), each player's in the
    order of their units and their printed order."""
    first, pool = s.turn_player or PLAYERS[0], s.pool
    return [
        k
        for p in (first, other(first))
        for source in s.players[p].units
        if pool[source.card].skills  # a card with no printed skill has none now (GameState.definition)
        for k in s.definition(source).skills
        if (k.set_power is not None or k.power_mod) and reaches(k, source, unit) and effective(s, source, k)
    ]


def may_attack_first_turn(s: GameState, unit: Card) -> bool:
    """2.1: a skill letting this unit attack on the first player's first turn wins over 13.5.1.3.2."""
    return any(k.first_turn_attack and effective(s, unit, k) for k in s.definition(unit).skills)


def cannot_attack(s: GameState, unit: Card) -> bool:
    """2.2: a skill forbidding this unit to attack wins over every rule or skill allowing it."""
    return any(k.cannot_attack and effective(s, unit, k) for k in s.definition(unit).skills)


# -- tapping ----------------------------------------------------------------------------------------------------


def become_tapped(s: GameState, unit: Card) -> bool:
    """A unit made tapped (an attack, a move, a cost, an effect): "when tapped" skills trigger; 2.9: a unit already
    tapped is not made tapped again and triggers nothing. True if it became tapped."""
    if unit.tapped:
        return False
    unit.tapped = True
    trigger(s, "tapped", unit)
    return True


# -- the steps of an effect -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Run(Continuation):
    """An effect being carried out: its user, its card (``source``, a unit id or None), its steps, the next
    step's index, whether the step before was applied in full (2.3.1.6), and the choices made so far by each
    player for an "each player" step (2.10.1)."""

    user: str
    source: str | None
    parts: tuple[Part, ...]
    index: int = 0
    done: bool = True
    chosen: tuple[tuple[str, tuple[str, ...]], ...] = ()


CHOICE_CLAUSE = {"search": "2.4", "destroy": "2.8", "discard": "5.1.2.1.2.6", "break_orb": "25.16.2"}
"""The clause a choice of each kind of step answers to (an option outside the list is refused citing it)."""


def source_of(s: GameState, player: str, k: Skill) -> Card | None:
    """The unit whose skill ``k`` is (a player has one unit of a unit name, 9.2); None for a support card's."""
    return next((u for u in s.players[player].units if any(x is k for x in s.definition(u).skills)), None)


def carry_out_parts(s: GameState, player: str, k: Skill) -> None:
    """The effect's steps in written order (2.3: each one that can be done is done)."""
    if k.parts:
        source = source_of(s, player, k)
        proceed(s, Run(player, None if source is None else source.id, k.parts))


def in_turn_order(s: GameState, players: list[str]) -> list[str]:
    """2.10, 2.11: what both players do, the turn player first."""
    first = s.turn_player or PLAYERS[0]
    return [p for p in (first, other(first)) if p in players]


def doers(s: GameState, run: Run, p: Part) -> list[str]:
    """Who carries out the step: "you" is the skill's user (5.1.2.1.2.3), "the opponent" the other player
    (5.1.2.1.2.5, 5.1.2.1.2.6), "each player" both, the turn player first (2.10, 2.11)."""
    if p.who == "opponent":
        return [other(run.user)]
    if p.who == "each":
        return in_turn_order(s, list(PLAYERS))
    return [run.user]


def hand_owner(run: Run, chooser: str, p: Part) -> str:
    """Whose hand a step reads: the chooser's own ("the opponent ... their", 5.1.2.1.2.6) or the skill user's
    ("the opponent ... your", 5.1.2.1.2.7)."""
    return run.user if p.whose == "user" else chooser


def proceed(s: GameState, run: Run) -> None:
    """Carry out the steps from ``run.index`` on, until one needs a choice (a pending decision carrying the run)."""
    while run.index < len(run.parts):
        p = run.parts[run.index]
        source = None if run.source is None else find_unit(s, run.user, run.source)
        if (p.if_done and not run.done) or not requirements_met(s, source, run.user, p.conditions):
            run = replace(run, index=run.index + 1, done=False)  # 2.3.1.4, 2.3.1.5, 2.3.1.6: not done at all
            continue
        done = STEPS[p.do](s, run, p, source)
        if done is None:
            return  # a choice is pending; answer() goes on
        run = replace(run, index=run.index + 1, done=done, chosen=())


def ask(s: GameState, run: Run, player: str, kind: str, options: list[Any], least: int, most: int) -> None:
    s.pending = Pending(player, kind, f"choose for the effect's step {run.index + 1}", options, least, most, then=run)


def _draw(s: GameState, run: Run, p: Part, source: Card | None) -> bool:
    """Draw ``n`` (5.1.3: ``per`` face-up bond, counted after the cost is paid); 2.5: as many as can be drawn;
    2.11: each player's drawing, the turn player's first."""
    done = True
    for player in doers(s, run, p):
        n = p.n * sum(1 for c in s.players[run.user].bonds if c.face_up) if p.per == "face_up_bond" else p.n
        drawn = sum(1 for _ in range(n) if draw(s, player))
        done = done and drawn == n and n > 0
    return done


def _draw_up_to(s: GameState, run: Run, p: Part, source: Card | None) -> bool | None:
    """2.6: the user chooses a whole number from 0 to n."""
    ask(s, run, run.user, "number", list(range(p.n + 1)), 0, p.n)
    return None


def _tap_self(s: GameState, run: Run, p: Part, source: Card | None) -> bool:
    """2.9: tapping a unit already tapped is not applied and does not count as done."""
    return source is not None and become_tapped(s, source)


def _search(s: GameState, run: Run, p: Part, source: Card | None) -> bool | None:
    """2.4: the cards of that name in the user's deck, hidden: the user may choose none of them."""
    options = [c.id for c in s.players[run.user].deck if s.pool[c.card].name == p.name]
    if not options:
        return False
    ask(s, run, run.user, "choose", options, 0, 1)
    return None


def _destroy(s: GameState, run: Run, p: Part, source: Card | None) -> bool | None:
    """n of the opponent's units other than the Main Character, each chosen once (2.8); 2.5: as many as there are."""
    targets = [u.id for u in s.players[other(run.user)].units if not u.main]
    k = min(p.n, len(targets))
    if k == len(targets):
        return _apply(s, run, p, (run.user, tuple(targets)))
    ask(s, run, run.user, "choose", targets, k, k)
    return None


def _discard(s: GameState, run: Run, p: Part, source: Card | None) -> bool | None:
    """Each chooser in turn (2.10: the turn player first) picks a card of the hand ``whose`` names; the cards go to
    the retreat area together once all have chosen (2.10.1, 2.11.1)."""
    done_by = {player for player, _ in run.chosen}
    for chooser in doers(s, run, p):
        if chooser in done_by:
            continue
        options = [c.id for c in s.players[hand_owner(run, chooser, p)].hand]
        if options:
            ask(s, run, chooser, "choose", options, 1, 1)
            return None
        run = replace(run, chosen=(*run.chosen, (chooser, ())))
    return _apply(s, run, p, None)


def _break_orb(s: GameState, run: Run, p: Part, source: Card | None) -> bool | None:
    """n orbs of the user's or the opponent's orb area broken; 25.16.2: each goes to its own user's hand."""
    owner = run.user if p.whose == "user" else other(run.user)
    orbs = [c.id for c in s.players[owner].orbs]
    k = min(p.n, len(orbs))
    if k == len(orbs):
        return _apply(s, run, p, (run.user, tuple(orbs)))
    ask(s, run, run.user, "choose", orbs, k, k)
    return None


def _apply(s: GameState, run: Run, p: Part, choice: tuple[str, tuple[str, ...]] | None) -> bool:
    """A chosen step applied: True if it was applied in full."""
    chosen = run.chosen if choice is None else (*run.chosen, choice)
    picked = [cid for _, cids in chosen for cid in cids]
    if p.do == "search":
        return take_from_deck(s, run.user, picked)
    if p.do == "destroy":
        for cid in picked:
            unit = find_unit(s, other(run.user), cid)
            if unit is not None:
                destroy(s, unit)
        return len(picked) == p.n
    if p.do == "break_orb":
        owner = run.user if p.whose == "user" else other(run.user)
        for cid in picked:
            break_orb(s, owner, cid)
        return len(picked) == p.n
    moved = discard_together(s, run, p, chosen)
    return moved == len(doers(s, run, p))


def take_from_deck(s: GameState, player: str, picked: list[str]) -> bool:
    """2.4: the card found goes to the hand; none chosen, nothing is shown (2.4.1) and the step is not done."""
    pl = s.players[player]
    for cid in picked:
        card = pl.take(pl.deck, next(c for c in pl.deck if c.id == cid))
        pl.hand.append(card)
        s.emit("search", player=player, card=card.id, new_id=card.id)
    return bool(picked)


def discard_together(s: GameState, run: Run, p: Part, chosen: tuple[tuple[str, tuple[str, ...]], ...]) -> int:
    """2.10.1, 2.11.1: every chosen hand card to its owner's retreat area at once, the turn player's first."""
    moved = 0
    for chooser in in_turn_order(s, [c for c, _ in chosen]):
        owner = hand_owner(run, chooser, p)
        pl = s.players[owner]
        for cid in dict(chosen)[chooser]:
            card = next((c for c in pl.hand if c.id == cid), None)
            if card is None:
                continue
            pl.hand.remove(card)
            pl.retreat.append(card)
            s.emit("to_retreat", player=owner, card=card.id, new_id=card.id)
            moved += 1
    return moved


def break_orb(s: GameState, owner: str, cid: str) -> None:
    """25.16.2: an orb broken by an effect or a cost goes to the hand of the orb's user (its area's player)."""
    pl = s.players[owner]
    orb = pl.take(pl.orbs, next(c for c in pl.orbs if c.id == cid))
    orb.face_up = False
    pl.hand.append(orb)
    s.emit("orb_broken", player=owner, card=orb.id, new_id=orb.id)


STEPS: dict[str, Callable[[GameState, Run, Part, Card | None], bool | None]] = {
    "draw": _draw,
    "draw_up_to": _draw_up_to,
    "tap_self": _tap_self,
    "search": _search,
    "destroy": _destroy,
    "discard": _discard,
    "break_orb": _break_orb,
}
"""What each kind of step does: True when applied in full, False when not (2.3.1.6, 2.7), None when a choice is
pending."""


# -- the choices --------------------------------------------------------------------------------------------------


def choice_actions(s: GameState) -> list[dict[str, Any]]:
    """The legal answers to a ``choose`` or ``number`` decision."""
    pending = s.pending
    assert pending is not None
    p = pending.player
    if pending.kind == "number":
        return [{"type": "choose_number", "player": p, "number": n} for n in pending.options]
    return [
        {"type": "choose", "player": p, "cards": list(cids)}
        for k in range(pending.min, pending.max + 1)
        for cids in combinations(pending.options, k)
    ]


def answer_number(s: GameState, player: str, number: object) -> None:
    """2.6: a whole number, 0 or more, within the range the effect gives; 2.7: 0 chosen, the step is not done."""
    pending = s.pending
    assert pending is not None and isinstance(pending.then, Run)
    if isinstance(number, bool) or not isinstance(number, int) or number not in pending.options:
        raise IllegalActionError("2.6", f"{number!r} is not a whole number from 0 to {pending.max}")
    run = pending.then
    s.pending = None
    drawn = sum(1 for _ in range(number) if draw(s, run.user))
    finish(s, replace(run, index=run.index + 1, done=number > 0 and drawn == number, chosen=()))


def answer_choice(s: GameState, player: str, cards: object) -> None:
    """A ``choose`` answer: cards among the options, each once (2.8), as many as the decision asks."""
    pending = s.pending
    assert pending is not None and isinstance(pending.then, Run)
    run = pending.then
    p = run.parts[run.index]
    clause = "5.1.2.1.2.7" if p.do == "discard" and p.whose == "user" else CHOICE_CLAUSE[p.do]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise IllegalActionError(clause, "cards: a list of card ids")
    if len(set(cards)) != len(cards):
        raise IllegalActionError("2.8", f"{cards} names a card twice")
    if any(c not in pending.options for c in cards):
        raise IllegalActionError(clause, f"{cards} are not all among {pending.options}")
    if not pending.min <= len(cards) <= pending.max:
        raise IllegalActionError(clause, f"choose from {pending.min} to {pending.max} cards")
    s.pending = None
    if p.do == "discard":
        run = replace(run, chosen=(*run.chosen, (player, tuple(cards))))
        done = _discard(s, run, p, None)
        if done is None:
            return
    else:
        done = _apply(s, run, p, (player, tuple(cards)))
    finish(s, replace(run, index=run.index + 1, done=done, chosen=()))


def finish(s: GameState, run: Run) -> None:
    """The rest of the effect, then the check timing goes on (the effect may have come from a triggered skill)."""
    from .turn import CheckTiming

    proceed(s, run)
    if s.pending is None:
        s.tasks.append(CheckTiming())
