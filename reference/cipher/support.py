"""The support step (18.3): the support cards placed, the support check, both players' support skills with their
costs, the "twice" and the choice between several, and an attack whose defender has gone before it (18.2.1.5)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from .battle import CheckSupport, PlaceSupport, SupportSkills, _battler, _set_power
from .cards import Skill
from .keyword_effects import support_succeeds
from .rules import add_trigger, apply_effect, can_pay, find_unit, pay, trigger
from .state import Battle, Card, GameState, other, turn_player
from .turn import TASKS, Ask

SUPPORT_KEY = "support:"
"""The prefix of a support skill's option in a ``use_skill`` decision (its cost, 18.3.1.6.2)."""


@dataclass(frozen=True, slots=True)
class PlayerSupport(Task):
    """18.3.1.6.5: ``player``'s support skills not yet carried out (all but ``done``), one at a time, the player
    choosing the next among several."""

    player: str
    done: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class RunSupportSkill(Task):
    """One support skill carried out ``times`` times in a row (18.3.1.6.4), its cost paid before each (18.3.1.6.4.2)."""

    player: str
    card: str
    skill: int
    times: int = 1


@dataclass(frozen=True, slots=True)
class FailSupports(Task):
    """18.3.1.6.6: the supports a support skill made fail fail once both players' support skills are carried out
    (18.3.1.6.1.1: they count as carried out together)."""


def support_card(s: GameState, player: str) -> Card | None:
    """The player's support card (18.3.1.2), if any."""
    support = s.players[player].support
    return support[-1] if support else None


def side(s: GameState, player: str) -> str:
    """``attack`` for the turn player, whose unit attacks, ``defence`` for the other (18.3.1.6)."""
    return "attack" if player == turn_player(s) else "defence"


def support_skills(s: GameState, player: str, card: Card) -> list[int]:
    """The indexes of the card's support skills its player carries out on this side (18.3.1.6)."""
    return [
        index
        for index, k in enumerate(s.pool[card.card].skills)
        if k.kind == "support"
        and not k.at_battle_end  # 18.6.1.4: carried out at the end of the battle instead
        and (k.only_when is None or k.only_when == side(s, player))
    ]


def times(s: GameState, player: str) -> int:
    """18.3.1.6.4: twice when the player's battling unit has "your support skills activate twice"."""
    unit = _battler(s, player)  # docs/cipher-data.md Decisions: "twice" is the battling unit's skill (18.3.1.6.4)
    if unit is not None and any(k.kind == "continuous" and k.support_twice for k in s.definition(unit).skills):
        return 2
    return 1


def trigger_all(s: GameState, event: str, player: str) -> None:
    """An automatic skill of any of ``player``'s units waiting for ``event`` becomes triggered (10.1.1)."""
    # docs/cipher-data.md Decisions: "your support area" (18.3.1.2.1) is watched by every unit of its player
    for unit in s.players[player].units:
        for index, k in enumerate(s.definition(unit).skills):
            if k.kind == "auto" and k.trigger == event and not (k.limit and index in unit.used):
                add_trigger(s, unit, index)


def fail(s: GameState, player: str) -> None:
    """18.3.1.4.1.1: a failed support card goes to its player's retreat area; 18.3.1.4.3: the battling unit's "when
    its support fails" skills trigger."""
    pl = s.players[player]
    card = support_card(s, player)
    if card is not None and card in pl.support:
        pl.support.remove(card)
        pl.retreat.append(card)
        s.emit("support_failed", player=player, card=card.id, new_id=card.id)
    unit = _battler(s, player)
    if unit is not None:
        trigger(s, "support_failed", unit)


def end_attack(s: GameState) -> None:
    """18.2.1.5: the defender has left the battlefield: the battle's values are removed and the attack ends at once;
    18.2.1.5.1: no "at the end of the attack" skill triggers. The game goes on at the action phase's choice."""
    resume = [i for i, t in enumerate(s.tasks) if t == Ask("action")]
    if resume:
        del s.tasks[resume[-1] + 1 :]  # the rest of the attack's steps
    s.battle = None
    s.emit("battle_end", player=turn_player(s))


@TASKS.handles(PlaceSupport)
def _place_support(s: GameState, task: PlaceSupport) -> None:
    """18.2.1.5: a defender no longer on the battlefield ends the attack here, before any support card (18.2.1.3.2.1.1:
    it is no longer the defending unit); else 18.3.1.2: each player's deck top card to the support area, the turn
    player's first (docs/cipher-data.md), and 18.3.1.2.1: "when a card is placed in your support area" skills
    trigger."""
    battle = s.battle
    assert battle is not None
    if find_unit(s, other(turn_player(s)), battle.defender) is None:
        end_attack(s)
        return
    for p in (turn_player(s), other(turn_player(s))):
        deck = s.players[p].deck
        if deck:
            card = s.players[p].take(deck)
            card.face_up = True  # 6.4.3
            s.players[p].support.append(card)
            s.emit("support", player=p, card=card.id, new_id=card.id)
            trigger_all(s, "support_placed", p)


@TASKS.handles(CheckSupport)
def _check_support(s: GameState, task: CheckSupport) -> None:
    """18.3.1.4: each player compares their own battling unit's unit name with their support card: the same name, or
    no support card, fails (18.3.1.4.1), as does a support an earlier effect made fail (18.3.1.4.4, 18.3.1.4.4.1);
    18.3.1.4.2: a success triggers the battling unit's "when supported" skills."""
    battle = s.battle
    assert battle is not None
    for p in (turn_player(s), other(turn_player(s))):
        unit = _battler(s, p)
        card = support_card(s, p)
        same = unit is not None and card is not None and s.unit_name(card) == s.unit_name(unit)  # 18.3.1.4.1
        if card is None or p in battle.failing or (same and not support_succeeds(s, p)):  # unless a skill says not
            fail(s, p)
        elif unit is not None:
            trigger(s, "supported", unit)
    if s.battle is not None:
        s.battle = _without_failing(s)


def _without_failing(s: GameState) -> Battle:
    """The battle with every recorded support failure applied (cleared)."""
    assert s.battle is not None
    return dataclasses.replace(s.battle, failing=())


@TASKS.handles(SupportSkills)
def _support_skills(s: GameState, task: SupportSkills) -> None:
    """18.3.1.6: both players' support skills, the turn player's all first (18.3.1.6.1, 18.3.1.6.5.1); the supports
    they make fail fail after both (18.3.1.6.1.1, 18.3.1.6.6)."""
    tp = turn_player(s)
    # docs/cipher-data.md Decisions: a support a support skill makes fail fails after both players' (18.3.1.6.1.1)
    s.tasks += [FailSupports(), PlayerSupport(other(tp)), PlayerSupport(tp)]


@TASKS.handles(PlayerSupport)
def _player_support(s: GameState, task: PlayerSupport) -> None:
    """18.3.1.6.3: without a support card, nothing; 18.3.1.6.5: of several support skills the player chooses the
    next (a ``support_skill`` decision); a single one is carried out without asking."""
    card = support_card(s, task.player)
    if card is None:
        return
    left = [i for i in support_skills(s, task.player, card) if i not in task.done]
    if not left:
        return
    if len(left) > 1:  # docs/cipher-data.md Decisions: one support skill left is no choice (18.3.1.6.5)
        s.pending = Pending(
            task.player,
            "support_skill",
            "the support skill to carry out next (18.3.1.6.5)",
            [f"{card.id}#{i}" for i in left],
            1,
            1,
        )
        return
    s.tasks += [PlayerSupport(task.player, (*task.done, left[0])), RunSupportSkill(task.player, card.id, left[0], 0)]


def choose_support_skill(s: GameState, player: str, card: str, index: int) -> None:
    """18.3.1.6.5: the chosen support skill is carried out, then the player's others."""
    assert s.pending is not None
    options = [str(o) for o in s.pending.options]
    s.pending = None
    left = [int(o.rpartition("#")[2]) for o in options]
    done = tuple(i for i in support_skills(s, player, _card(s, player, card)) if i not in left)
    s.tasks += [PlayerSupport(player, (*done, index)), RunSupportSkill(player, card, index, 0)]


def _card(s: GameState, player: str, cid: str) -> Card:
    card = support_card(s, player)
    assert card is not None and card.id == cid, f"{cid} is not {player}'s support card"
    return card


@TASKS.handles(RunSupportSkill)
def _run_support_skill(s: GameState, task: RunSupportSkill) -> None:
    """18.3.1.6.4, 18.3.1.6.4.1: a skill to carry out twice is carried out again at once (``times`` 0: not yet
    counted); 18.3.1.6.2: a cost is paid before the effect, the player choosing to pay (a ``use_skill`` decision);
    18.3.1.6.2.1: a cost that cannot be paid, or is not, leaves the effect out."""
    n = task.times or times(s, task.player)
    if n > 1:
        s.tasks.append(RunSupportSkill(task.player, task.card, task.skill, n - 1))
    card = support_card(s, task.player)
    if card is None or card.id != task.card:
        return  # 18.3.1.6.3: the card has left the support area
    k = s.pool[card.card].skills[task.skill]
    if k.flip_bonds or k.tap:
        if not can_pay(s, task.player, None, k):
            s.emit("support_skill_fizzled", player=task.player, card=task.card, skill=task.skill)
            return
        s.pending = Pending(
            task.player,
            "use_skill",
            "pay the support skill's cost and carry out its effect, or not (18.3.1.6.2)",
            [f"{SUPPORT_KEY}{task.card}#{task.skill}"],
            0,
            1,
        )
        return
    carry_out_support(s, task.player, card, task.skill, k)


def answer_cost(s: GameState, player: str, key: str, use: bool) -> None:
    """18.3.1.6.2: the cost paid and the effect carried out; 18.3.1.6.2.1: or neither."""
    s.pending = None
    cid, _, index = key.removeprefix(SUPPORT_KEY).rpartition("#")
    card = _card(s, player, cid)
    k = s.pool[card.card].skills[int(index)]
    if not use:
        s.emit("support_skill_declined", player=player, card=cid, skill=int(index))
        return
    flipped = pay(s, player, None, k)
    carry_out_support(s, player, card, int(index), k, flipped)


def carry_out_support(
    s: GameState, player: str, card: Card, index: int, k: Skill, flipped: list[str] | None = None
) -> None:
    """A support skill's effect (18.3.1.6), its cost (the bonds ``flipped``) paid: power added to its player's
    battle power, or any other effect."""
    s.emit("support_skill", player=player, card=card.id, skill=index, flipped=flipped or [])
    if k.power:
        assert s.battle is not None
        _set_power(s, player, s.battle.power_of(player) + k.power)
    s.source = card.id  # "this card" of the effect (reference/cipher/effects.py)
    apply_effect(s, player, k)


@TASKS.handles(FailSupports)
def _fail_supports(s: GameState, task: FailSupports) -> None:
    """18.3.1.6.6: a support a support skill made fail fails now (its card to the retreat area, adding no support
    power, 18.3.1.8) and "when its support fails" skills trigger."""
    battle = s.battle
    if battle is None:
        return
    for p in (turn_player(s), other(turn_player(s))):
        if p in battle.failing:
            fail(s, p)
    if s.battle is not None:
        s.battle = _without_failing(s)


__all__ = ["SUPPORT_KEY", "answer_cost", "choose_support_skill"]
