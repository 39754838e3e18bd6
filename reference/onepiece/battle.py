"""Attacks and battles (chapter 7) and leader damage (4-6, 7-1-4-1-1)."""

from __future__ import annotations

from ..core.tasks import Task
from .activation import start_resolution
from .continuous import expire, power, prohibited
from .costs import cost_payable
from .decisions import Decision
from .keywords import banishes, blockers, damage_amount, may_attack_this_turn
from .state import Battle, Card, GameState, Modifier, Pending, other
from .tasks import (
    TASKS,
    BattleBlock,
    BattleCheckpoint,
    BattleCounter,
    BattleDamage,
    BattleEnd,
    BattleExpire,
    BattleStep,
    DamagePoint,
    Ko,
    TriggerAbility,
)
from .triggered import queue_card, queue_field
from .turn import event_activated, resolve_event
from .zones import face_down, hand_to_trash, rest

STEP_TASKS: dict[BattleStep, type[Task]] = {"block": BattleBlock, "counter": BattleCounter, "damage": BattleDamage}
"""The task that runs each step of a battle a checkpoint leads to (7-1-2, 7-1-3, 7-1-4)."""


def attack_problem(s: GameState, player: str, attacker: str, target: str) -> tuple[str, str] | None:
    """Why this attack is illegal (clause, message), or None: the attacker's problem first."""
    return attacker_problem(s, player, attacker) or target_problem(s, player, target)


def attacker_problem(s: GameState, player: str, attacker: str) -> tuple[str, str] | None:
    """Why ``attacker`` cannot attack now, whatever the target (clause, message), or None."""
    if s.turn <= 2:
        return "6-5-6-1", "no battle on either player's first turn"
    found = s.find_field(attacker)
    if found is None or found[0] != player or found[1] not in ("leader", "character"):
        return "7-1-1-1", f"{attacker} is not {player}'s leader or character"
    if found[2].rested:
        return "7-1-1-1", f"{attacker} is rested"
    if not may_attack_this_turn(s, attacker):
        return "3-7-4", f"{attacker} was played this turn and has no Rush"
    if prohibited(s, attacker, "attack"):
        return "1-3-3", f"{attacker} cannot attack"
    if prohibited(s, attacker, "be_rested"):  # 7-1-1-1: an attack is declared by resting the attacker
        return "1-3-3", f"{attacker} cannot be rested, so it cannot declare an attack"
    return None


def target_problem(s: GameState, player: str, target: str) -> tuple[str, str] | None:
    """Why ``player`` cannot choose ``target`` as the card to attack (clause, message), or None."""
    tfound = s.find_field(target)
    if tfound is None or tfound[0] == player or tfound[1] not in ("leader", "character"):
        return "7-1-1-2", f"{target} is not the opponent's leader or character"
    if tfound[1] == "character" and not tfound[2].rested:
        return "7-1-1-2", f"{target} is an active character"
    return None


def declare_attack(s: GameState, player: str, attacker: str, target: str) -> None:
    """7-1-1-1..3: rest the attacker, choose the target, [When Attacking] effects."""
    problem = attack_problem(s, player, attacker, target)
    if problem is not None:
        raise s.illegal(*problem)
    found = s.find_field(attacker)
    assert found is not None
    s.pending = None
    rest(s, found[2])
    s.battle = Battle(attacker, target, target, "attack", player)
    s.emit("attack", player=player, attacker=attacker, target=target)
    queue_card(s, player, found[2], "when_attacking")  # 10-2-5
    queue_field(s, other(player), "on_opponents_attack")  # 10-2-16
    s.tasks.append(BattleCheckpoint("block"))


def _battle_gone(s: GameState) -> bool:
    """7-1-1-4, 7-1-2-3, 7-1-3-2-3: attacker or target left its area."""
    b = s.battle
    assert b is not None
    return s.find_field(b.attacker) is None or s.find_field(b.target) is None


@TASKS.handles(BattleCheckpoint)
def _battle_checkpoint(s: GameState, task: BattleCheckpoint) -> None:
    b = s.battle
    if b is None:
        return
    if _battle_gone(s):
        s.tasks.append(BattleEnd())
        return
    nxt = task.next
    b.step = nxt
    s.tasks.append(STEP_TASKS[nxt]())
    if nxt == "counter":  # 7-1-3-1: "when attacked" effects of the defending player's attacked card
        found = s.find_field(b.target)
        if found is not None and found[0] != b.attacking_player:
            queue_card(s, found[0], found[2], "when_attacked")


@TASKS.handles(BattleBlock)
def _battle_block(s: GameState, task: BattleBlock) -> None:
    b = s.battle
    assert b is not None
    defender = other(b.attacking_player)
    if not blockers(s, defender) and not s.ask_forced:  # a block step with no choice is skipped (protocol.md)
        s.tasks.append(BattleCheckpoint("counter"))
        return
    s.pending = Pending(
        player=defender,
        kind=Decision.BLOCK,
        prompt="block with a Blocker?",
        options=blockers(s, defender),
        min=0,
        max=1,
    )


def block(s: GameState, player: str, blocker: str | None) -> None:
    """7-1-2-1 / 10-1-4-1: rest an active Blocker; it becomes the attacked card."""
    b = s.battle
    assert b is not None
    if blocker is not None:
        if blocker not in blockers(s, player):
            raise s.illegal("10-1-4-1", f"{blocker} cannot block now")
        found = s.find_field(blocker)
        assert found is not None
        rest(s, found[2])
        b.target = blocker
        b.blocker = blocker
        b.blocker_used = True
        s.emit("block", player=player, blocker=blocker)
        queue_card(s, player, found[2], "on_block")  # 7-1-2-2
    s.pending = None
    s.tasks.append(BattleCheckpoint("counter"))


@TASKS.handles(BattleCounter)
def _battle_counter(s: GameState, task: BattleCounter) -> None:
    b = s.battle
    assert b is not None
    defender = other(b.attacking_player)
    s.pending = Pending(player=defender, kind=Decision.COUNTER, prompt="use counters or pass", options=[], min=0, max=0)


def counter_problem(s: GameState, player: str, card_id: str, target: str | None) -> tuple[str, str] | None:
    """Why ``card_id`` cannot be used as a counter (on ``target``, for a character card), or None."""
    card = s.find_in(player, "hand", card_id)
    if card is None:
        return "7-1-3-2", f"{card_id} is not in {player}'s hand"
    problem = hand_card_counter_problem(s, player, card)
    if problem is not None:
        return problem
    return counter_target_problem(s, player, target) if s.card_def(card.card).category == "character" else None


def counter_target_problem(s: GameState, player: str, target: str | None) -> tuple[str, str] | None:
    """7-1-3-2-1: a counter character's power goes to the player's own leader or character."""
    found = s.find_field(target) if target else None
    if found is None or found[0] != player or found[1] not in ("leader", "character"):
        return "7-1-3-2-1", "the counter must target your own leader or character"
    return None


def hand_card_counter_problem(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
    """Why ``card``, in ``player``'s hand, cannot be used as a counter now, whatever its target, or None."""
    card_id = card.id
    d = s.card_def(card.card)
    if d.category == "character":
        if d.counter <= 0:
            return "7-1-3-2-1", f"{card_id} has no counter value"
        return None
    if d.category == "event" and d.abilities_with("counter"):
        ps = s.players[player]
        if ps.don_active < d.cost:
            return "7-1-3-2-2", f"{card_id} costs {d.cost} but only {ps.don_active} DON!! are active"
        for _i, ab in d.abilities_with("counter"):
            if ab.cost.rest_don > ps.don_active - d.cost or not cost_payable(s, player, card_id, ab.cost, card_id):
                return "8-3-1-3", "the event's activation cost cannot be paid"
        return None
    return "10-2-4-1", f"{card_id} is neither a counter character nor a [Counter] event"


def counter(s: GameState, player: str, card_id: str, target: str | None) -> None:
    """7-1-3-2-1 / 7-1-3-2-2: a counter from hand."""
    problem = counter_problem(s, player, card_id, target)
    if problem is not None:
        raise s.illegal(*problem)
    card = s.find_in(player, "hand", card_id)
    assert card is not None
    d = s.card_def(card.card)
    s.pending = None
    s.tasks.append(BattleCounter())
    if d.category == "character":
        assert target is not None
        hand_to_trash(s, player, card_id)
        s.modifiers.append(Modifier("power", target, "battle", player, amount=d.counter))
        s.emit("counter", player=player, card=card_id, target=target)
        s.emit("power", card=target, amount=d.counter, duration="battle")
        return
    ps = s.players[player]
    ps.don_active -= d.cost
    ps.don_rested += d.cost
    hand_to_trash(s, player, card_id)
    s.emit("counter", player=player, card=card_id, target=None)
    resolve_event(s, player, card_id, d, "counter")
    event_activated(s, player)


def pass_counter(s: GameState, player: str) -> None:
    s.pending = None
    s.tasks.append(BattleCheckpoint("damage"))


@TASKS.handles(BattleDamage)
def _battle_damage(s: GameState, task: BattleDamage) -> None:
    """7-1-4-1: the attacker wins when its power is at least the target's."""
    b = s.battle
    assert b is not None
    ap, tp = power(s, b.attacker), power(s, b.target)
    won = ap >= tp
    s.emit(
        "battle",
        attacker=b.attacker,
        target=b.target,
        attacker_power=ap,
        target_power=tp,
        winner="attacker" if won else "defender",
    )
    s.tasks.append(BattleEnd())
    if not won:  # 7-1-4-2
        return
    found = s.find_field(b.target)
    assert found is not None
    owner, area, _fc = found
    if area == "character":  # 7-1-4-1-2
        s.tasks.append(Ko(b.target, "battle"))
        return
    deal_damage(s, owner, damage_amount(s, b.attacker), banishes(s, b.attacker))


def deal_damage(s: GameState, player: str, amount: int, banish: bool) -> None:
    """4-6-2 / 7-1-4-1-1: damage to ``player``'s leader."""
    if amount <= 0:
        return
    s.emit("damage", player=player, amount=amount)
    if not s.players[player].life:
        # 7-1-4-1-1-1: life is 0 when the damage is confirmed: loss condition 1-2-1-1-1
        s.players[player].damaged_at_zero = True
        return
    # Decision (7-1-4-1-1-1/-3): life is checked once when damage is confirmed; further points
    # of a multi-point damage with no life left do nothing (1-3-2).
    s.tasks.append(DamagePoint(player, amount, banish))


@TASKS.handles(DamagePoint)
def _damage_point(s: GameState, task: DamagePoint) -> None:
    player, remaining, banish = task.player, task.remaining, task.banish
    if remaining <= 0:
        return
    s.tasks.append(DamagePoint(player, remaining - 1, banish))
    ps = s.players[player]
    if not ps.life:
        return
    card = ps.life[0]
    if banish:  # 10-1-3-1
        ps.life.pop(0)
        ps.trash.insert(0, face_down(card))
        s.emit("move", player=player, card=card.id, new_id=card.id, **{"from": "life", "to": "trash"})
        return
    if s.card_def(card.card).abilities_with("trigger"):  # 7-1-4-1-1-2 / 10-1-5
        s.pending = Pending(
            player=player,
            kind=Decision.TRIGGER,
            prompt=f"activate the [Trigger] of {card.id}?",
            options=[True, False],
            source=card.id,
        )
        return
    life_to_hand(s, player)


def life_to_hand(s: GameState, player: str) -> None:
    ps = s.players[player]
    card = ps.life.pop(0)
    ps.hand.append(face_down(card))
    s.emit("move", player=player, card=card.id, new_id=card.id, **{"from": "life", "to": "hand"})


def trigger_usable(s: GameState, player: str) -> bool:
    """A [Trigger] whose activation cost cannot be paid cannot be activated (8-3-1-3)."""
    card = s.players[player].life[0]
    d = s.card_def(card.card)
    return all(cost_payable(s, player, card.id, ab.cost) for _i, ab in d.abilities_with("trigger"))


def answer_trigger(s: GameState, player: str, use: bool) -> None:
    """10-1-5: reveal and activate the [Trigger] instead of adding the card to hand."""
    p = s.pending
    assert p is not None
    if use and not trigger_usable(s, player):
        raise s.illegal("8-3-1-3", "the [Trigger]'s activation cost cannot be paid")
    s.pending = None
    ps = s.players[player]
    card = ps.life[0]
    s.emit("trigger", player=player, card=card.id, used=use)
    if not use:  # 10-1-5-2
        life_to_hand(s, player)
        return
    # Decision (10-1-5-1, 8-4-2 by analogy): the revealed card goes to the trash, then its [Trigger] resolves.
    ps.life.pop(0)
    ps.trash.insert(0, face_down(card))
    s.emit("move", player=player, card=card.id, new_id=card.id, **{"from": "life", "to": "trash"})
    d = s.card_def(card.card)
    for idx, _ab in reversed(d.abilities_with("trigger")):
        s.tasks.append(TriggerAbility(player, card.id, d.id, idx))


@TASKS.handles(TriggerAbility)
def _trigger_ability(s: GameState, task: TriggerAbility) -> None:
    start_resolution(s, task.player, task.card, task.number, task.ability)


@TASKS.handles(BattleEnd)
def _battle_end(s: GameState, task: BattleEnd) -> None:
    """7-1-5: expire "during this battle" effects, turn player's first."""
    b = s.battle
    if b is None:
        return
    b.step = "end"
    # 7-1-5-2: "at the end of the battle" effects of either player (turn player's first); they
    # resolve before the "during this battle" effects expire (the battle stays visible, step "end").
    queue_field(s, b.attacking_player, "end_of_battle")
    queue_field(s, other(b.attacking_player), "end_of_battle")
    s.tasks.append(BattleExpire())


@TASKS.handles(BattleExpire)
def _battle_expire(s: GameState, task: BattleExpire) -> None:
    b = s.battle
    if b is None:
        return
    expire(s, "battle", b.attacking_player)  # 7-1-5-3
    expire(s, "battle", other(b.attacking_player))  # 7-1-5-4
    s.emit("battle_end", attacker=b.attacker, target=b.target)
    s.battle = None
