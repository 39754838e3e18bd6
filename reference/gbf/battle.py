"""The battle phase (chapter 7): the attack step's free timing, attacks and pursuits, the non-turn player's
counter step, and the damage step with the attackers' total ATK.

Decision (7-1, 7-2-1-3-2-1): a pursuing card is an attack card too, so a battle of several attackers lasts
while at least one attack card and the battle opponent remain in play (docs/gbf-data.md, "Decisions").
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.core.tasks import Task

from .damage import atk, deal_damage, find_in_play
from .effects import became_rested
from .state import Battle, Card, GameState, other, turn_player
from .turn import TASKS, Checkpoint


@dataclass(frozen=True, slots=True)
class ChargeChance(Task):
    """7-2-1-3-1-4 / 7-2-1-3-2-2: after the checkpoint, the attack card's charge attack may fire."""

    card: str


@dataclass(frozen=True, slots=True)
class AskCounter(Task):
    """7-2-1-4: the turn player did nothing; the non-turn player chooses whether to take a counter step."""


@dataclass(frozen=True, slots=True)
class DamageStep(Task):
    """7-4-1: a checkpoint, the attackers' total ATK dealt to the battle opponent, a checkpoint, the battle ends."""


@dataclass(frozen=True, slots=True)
class BattleDamage(Task):
    """7-4-1-2."""


@dataclass(frozen=True, slots=True)
class EndBattle(Task):
    """7-4-1-3: the battle ends and the attack step begins again."""


def attackers_available(s: GameState, player: str) -> list[Card]:
    """7-2-1-3-1: the player's active captain or crew in play."""
    pl = s.players[player]
    cards = ([pl.captain] if pl.captain is not None else []) + list(pl.crew)
    return [c for c in cards if c.active]


def targets(s: GameState, player: str) -> list[str]:
    """7-2-1-3-1-2: the opponent's crew in play; the opponent's captain only when there is none."""
    opponent = s.players[other(player)]
    if opponent.crew:
        return [c.id for c in opponent.crew]
    return [opponent.captain.id] if opponent.captain is not None else []


def battle_lasts(s: GameState) -> bool:
    """7-1: a battle lasts while an attack card and the battle opponent are in play."""
    b = s.battle
    if b is None:
        return False
    return find_in_play(s, b.target) is not None and any(find_in_play(s, a) is not None for a in b.attackers)


def attack(s: GameState, player: str, card: Card, target: str) -> None:
    """7-2-1-3-1-1: the attacker rests; 7-2-1-3-1-2: the battle opponent; 7-2-1-3-1-4: a checkpoint."""
    card.active = False
    became_rested(s, player, card)
    s.battle = Battle((card.id,), target)
    s.emit("attack", player=player, attacker=card.id, target=target)
    s.tasks += [ChargeChance(card.id), Checkpoint()]


def pursue(s: GameState, player: str, card: Card) -> None:
    """7-2-1-3-2-1: the pursuing card rests and joins the battle as an attack card; 7-2-1-3-2-2: a checkpoint."""
    assert s.battle is not None
    card.active = False
    became_rested(s, player, card)
    s.battle = Battle((*s.battle.attackers, card.id), s.battle.target)
    s.emit("pursuit", player=player, attacker=card.id, target=s.battle.target)
    s.tasks += [ChargeChance(card.id), Checkpoint()]


def charge_cost(s: GameState, cid: str) -> int | None:
    """2-6-1-1-1: the face-up gauge cards the card's charge attack turns face down, if it can fire now: the card
    has one, it has not fired this turn (2-6-1-1-3) and its player's gauge has that many face-up cards."""
    found = find_in_play(s, cid)
    if found is None:
        return None
    player, _, card = found
    ougi = s.pool[card.card].ougi
    from .effects import ougi_negated

    if ougi is None or cid in s.charged or ougi_negated(s):  # RR-negating-charge-attacks: as if it had none
        return None
    face_up = sum(c.face_up for c in s.players[player].gauge)
    return ougi[0] if face_up >= ougi[0] else None


@TASKS.handles(ChargeChance)
def _charge_chance(s: GameState, task: ChargeChance) -> None:
    if charge_cost(s, task.card) is None:
        return
    player = turn_player(s)
    face_up = [c.id for c in s.players[player].gauge if c.face_up]
    s.pending = Pending(player, "charge_attack", "fire the charge attack?", face_up, 0, len(face_up), source=task.card)


def charge_attack(s: GameState, player: str, cid: str, cards: list[str]) -> None:
    """2-6-1-1-1: the chosen face-up gauge cards turn face down and the charge attack fires: its ATK and HP
    bonus lasts this turn (2-6-1-1-2)."""
    found = find_in_play(s, cid)
    assert found is not None
    ougi = s.pool[found[2].card].ougi
    assert ougi is not None
    pl = s.players[player]
    for card in list(pl.gauge):
        if card.id in cards:
            pl.own(pl.gauge, card).face_up = False
    s.charged[cid] = (ougi[1], ougi[2])
    s.pending = None
    s.emit("charge_attack", player=player, card=cid, cards=list(cards))
    s.tasks.append(Checkpoint())


@TASKS.handles(AskCounter)
def _ask_counter(s: GameState, task: AskCounter) -> None:
    s.pending = Pending(other(turn_player(s)), "counter", "take a counter step?", [], 0, 1)


def after_counter_choice(s: GameState, counter: bool) -> None:
    """7-2-1-4: a counter step; without one, the damage step in a battle, else the burst phase."""
    from .turn import EnterPhase

    s.pending = None
    if counter:
        s.battle_step = "counter"
        s.emit("counter_step", player=other(turn_player(s)))
        from .effects import COUNTER_STEP_START, fire

        fire(s, COUNTER_STEP_START)  # 7-3-1-1: its triggers, then a checkpoint
        s.tasks.append(Checkpoint())
    elif battle_lasts(s):
        s.tasks.append(DamageStep())
    else:
        s.battle = None
        s.tasks.append(EnterPhase("burst"))


def end_counter(s: GameState) -> None:
    """7-3-1-3: back to the attack step."""
    s.pending = None
    s.battle_step = "attack"
    from .effects import ATTACK_STEP_START, fire

    fire(s, ATTACK_STEP_START)  # 7-2-1-1: the attack step begins again, not the battle phase
    s.tasks.append(Checkpoint())  # 7-2-1-2


@TASKS.handles(DamageStep)
def _damage_step(s: GameState, task: DamageStep) -> None:
    s.emit("damage_step", player=turn_player(s))
    from .effects import DAMAGE_STEP_START, fire

    fire(s, DAMAGE_STEP_START)  # 7-4-1-1: its triggers, then the checkpoint
    s.tasks += [EndBattle(), Checkpoint(), BattleDamage(), Checkpoint()]  # 7-4-1-1 .. 7-4-1-3


@TASKS.handles(BattleDamage)
def _battle_damage(s: GameState, task: BattleDamage) -> None:
    """7-4-1-2: the sum of the ATK of every attack card still in play (RR-battle-damage)."""
    b = s.battle
    if b is None or not battle_lasts(s):
        return
    total = 0
    sources = []
    for cid in b.attackers:
        found = find_in_play(s, cid)
        if found is not None:
            total += atk(s, found[2])
            sources.append(cid)
    deal_damage(s, b.target, total, "battle", tuple(sources))  # 4-9-1-1: the attack cards are its source


@TASKS.handles(EndBattle)
def _end_battle(s: GameState, task: EndBattle) -> None:
    s.battle = None
    s.battle_step = "attack"
    s.emit("battle_end", player=turn_player(s))
    from .effects import ATTACK_STEP_START, fire

    fire(s, ATTACK_STEP_START)  # 7-4-1-3 back to the attack step, which begins again (7-2-1-1, 7-2-1-2)
    s.tasks.append(Checkpoint())
