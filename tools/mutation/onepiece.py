"""The mutation catalogue of ONE PIECE: named mutants of its reference engine, each breaking exactly one rule.

A mutant never edits an engine file. It is a set of :mod:`unittest.mock` patches of
module attributes (or entries of the task handler table ``tasks.TASKS``) of
``tcgjudge.reference.onepiece``, applied with :meth:`Mutant.applied`. Most patches
*wrap* the engine's own function and change one decision, so a mutant keeps
following the engine as it is fixed.

The engine's modules import each other's functions by name (``from .continuous
import power``), so a patch replaces the function in *every* module that holds it
(:func:`_everywhere`); the driver dispatches tasks through the one table ``tasks.TASKS``,
and a handler patch names the handler function itself, found there by object (:func:`_handler`).

``make_engine`` is an engine factory for the suite (``--tcg-engine onepiece:make_engine``):
it activates the mutant named by the environment variable ``TCGJUDGE_MUTANT`` (empty or
``none``: no mutant, the baseline) for the life of the process and returns the
reference engine.
"""

from __future__ import annotations

import dataclasses
import os
from collections import Counter
from collections.abc import Callable
from typing import Any
from unittest import mock

import tcgjudge.reference.onepiece as onepiece_engine
from mutant import ENV, Catalogue, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.core.tasks import Task
from tcgjudge.reference.onepiece import (
    actions,
    activation,
    battle,
    continuous,
    costs,
    keywords,
    ko,
    resolution,
    rule_processing,
    setup,
    triggered,
    turn,
    zones,
)
from tcgjudge.reference.onepiece.engine import OnePieceEngine
from tcgjudge.reference.onepiece.state import PLAYERS, Card, GameState, other
from tcgjudge.reference.onepiece.tasks import BattleEnd, BattleExpire, DamagePoint

from tcgjudge.engine.interface import IllegalActionError

MUTANTS = Catalogue()
"""This game's mutants, each declared once at its patch function."""

PATCHER = EnginePatcher(onepiece_engine)
_held = PATCHER.held
_everywhere = PATCHER.everywhere
_wrap = PATCHER.wrap
_handler = PATCHER.handler

Handler = Callable[[GameState, Task], None]


# -- chapter 1 and 9: winning and losing ------------------------------------------------------


@MUTANTS.mutant("simultaneous-loss-winner", "9-2-1", "when both players lose at once, the turn player wins")
def _simultaneous_loss_winner() -> Patches:
    def make(end_game: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, losers: list[str], reason: str | list[str]) -> None:
            if reason != "loop" and len(set(losers)) > 1:
                losers = [other(s.turn_player or PLAYERS[0])]  # the turn player "wins"
            end_game(s, losers, reason)

        return mutated

    return _wrap(rule_processing, "end_game", make)


@MUTANTS.mutant("deck-out-not-a-loss", "1-2-1-1-2", "an empty deck is no longer a defeat condition")
def _deck_out_not_a_loss() -> Patches:
    def check_losses(s: GameState) -> bool:
        if s.result.over:
            return True
        if s.phase == "setup":
            return False
        losers = [p for p in PLAYERS if s.players[p].damaged_at_zero]  # the empty-deck check is gone
        if not losers:
            return False
        rule_processing.end_game(s, losers, "life")
        return True

    return _everywhere(rule_processing, "check_losses", check_losses)


@MUTANTS.mutant("damage-at-zero-not-a-loss", "1-2-1-1-1", "leader damage at 0 life is no longer a defeat condition")
def _damage_at_zero_not_a_loss() -> Patches:
    def make(deal_damage: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, player: str, amount: int, banish: bool) -> None:
            if amount > 0 and not s.players[player].life:
                s.emit("damage", player=player, amount=amount)
                return  # no loss condition recorded
            deal_damage(s, player, amount, banish)

        return mutated

    return _wrap(battle, "deal_damage", make)


@MUTANTS.mutant("prohibition-ignored", "1-3-3", "'cannot' effects (attack, block, be K.O.'d, be rested) are ignored")
def _prohibition_ignored() -> Patches:
    def prohibited(s: GameState, cid: str, what: str) -> bool:
        return False

    return _everywhere(continuous, "prohibited", prohibited)


# -- chapter 3: areas ---------------------------------------------------------------------------


@MUTANTS.mutant("sixth-character", "3-7-6", "a sixth character joins the area instead of replacing one")
def _sixth_character() -> Patches:
    def make(play: Callable[[GameState, str, str], None]) -> Callable[[GameState, str, str], None]:
        def mutated(s: GameState, player: str, card_id: str) -> None:
            ps = s.players[player]
            card = s.find_in(player, "hand", card_id)
            if card is None or s.card_def(card.card).category != "character" or len(ps.characters) < 5:
                play(s, player, card_id)
                return
            # Hide the full area while the card is played: it joins the five already there.
            present, ps.characters = ps.characters, []
            try:
                play(s, player, card_id)
            finally:
                ps.characters = present + ps.characters

        return mutated

    return _wrap(turn, "play", make)


@MUTANTS.mutant(
    "stage-replaced-not-trashed", "3-8-5-1", "the stage a new stage replaces vanishes instead of being trashed"
)
def _stage_replaced_not_trashed() -> Patches:
    def remove_only(s: GameState, cid: str) -> str:
        zones.remove_from_field(s, cid)  # the old stage leaves the field but never reaches the trash
        return cid

    # ``turn.field_to_trash`` is used only for the stage a new stage replaces (3-8-5-1).
    return [mock.patch.object(turn, "field_to_trash", remove_only)]


@MUTANTS.mutant(
    "returned-card-keeps-its-effects",
    "3-1-6",
    "a character returned to the hand keeps its id and, played again, its old card's effects",
)
def _returned_card_keeps_its_effects() -> Patches:
    def keep_identity(s: GameState, cid: str) -> str:
        found = s.find_field(cid)
        assert found is not None, cid
        owner, area, card = found
        kept = [modifier for modifier in s.modifiers if modifier.target == cid]
        zones.remove_from_field(s, cid)
        s.modifiers.extend(kept)  # the old card's effects wait for it to come back under the same id
        s.players[owner].hand.append(Card(cid, card.card))
        s.emit("move", player=owner, card=cid, new_id=cid, **{"from": area, "to": "hand"})
        return cid

    return _everywhere(zones, "field_to_hand", keep_identity)


@MUTANTS.mutant("summoning-sickness-ignored", "3-7-4", "characters may attack on the turn they are played")
def _summoning_sickness_ignored() -> Patches:
    def may_attack_this_turn(s: GameState, cid: str) -> bool:
        return s.find_field(cid) is not None

    return _everywhere(keywords, "may_attack_this_turn", may_attack_this_turn)


# -- chapter 5: setting up ---------------------------------------------------------------------


@MUTANTS.mutant("opening-hand-of-six", "5-2-1-6", "each player draws six cards for the opening hand")
def _opening_hand_of_six() -> Patches:
    def make(answer: Callable[[GameState, str, bool], None]) -> Callable[[GameState, str, bool], None]:
        def mutated(s: GameState, player: str, go_first: bool) -> None:
            answer(s, player, go_first)
            assert s.first_player is not None
            for p in (s.first_player, other(s.first_player)):
                setup._draw_setup(s, p)  # a sixth card

        return mutated

    return _wrap(setup, "answer_turn_order", make)


@MUTANTS.mutant("life-in-reverse", "5-2-1-7", "the deck's top card ends on top of the life, not at the bottom")
def _life_in_reverse() -> Patches:
    def make(place_life: Callable[[GameState, str], None]) -> Callable[[GameState, str], None]:
        def mutated(s: GameState, p: str) -> None:
            before = len(s.players[p].life)
            place_life(s, p)
            ps = s.players[p]
            added = len(ps.life) - before
            ps.life[:added] = reversed(ps.life[:added])  # the deck's top card ends on top of the life

        return mutated

    return _wrap(setup, "place_life", make)


# -- chapter 6: the turn ----------------------------------------------------------------------


@MUTANTS.mutant("refresh-keeps-given-don", "6-2-3", "DON!! given to cards stay given in the refresh phase")
def _refresh_keeps_given_don() -> Patches:
    def make(untap: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            assert s.turn_player is not None
            given = {fc.id: fc.don for fc in s.field_cards(s.turn_player)}
            for fc in s.field_cards(s.turn_player):
                fc.don = 0
            untap(s, task)
            for fc in s.field_cards(s.turn_player):
                fc.don = given.get(fc.id, fc.don)

        return mutated

    return _handler(turn._refresh_untap, make)


@MUTANTS.mutant(
    "refresh-keeps-cards-rested", "6-2-4", "rested leader/characters/stage stay rested in the refresh phase"
)
def _refresh_keeps_cards_rested() -> Patches:
    def set_active_no_op(s: GameState, fc: object) -> None:
        return None

    # ``turn.set_active`` is used only by the refresh phase (6-2-4).
    return [mock.patch.object(turn, "set_active", set_active_no_op)]


@MUTANTS.mutant("first-player-draws-turn-one", "6-3-1", "the first player draws in the draw phase of turn 1")
def _first_player_draws_on_turn_one() -> Patches:
    def make(phase_draw: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            phase_draw(s, task)
            if turn.is_first_players_first_turn(s):
                assert s.turn_player is not None
                _held(turn, "draw")(s, s.turn_player)

        return mutated

    return _handler(turn._phase_draw, make)


@MUTANTS.mutant("two-don-on-turn-one", "6-4-1", "the first player gets two DON!! on turn 1")
def _two_don_on_turn_one() -> Patches:
    def make(phase_don: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            phase_don(s, task)
            assert s.turn_player is not None
            ps = s.players[s.turn_player]
            if turn.is_first_players_first_turn(s) and ps.don_deck:
                ps.don_deck -= 1
                ps.don_active += 1
                s.emit("don", player=s.turn_player, count=1)

        return mutated

    return _handler(turn._phase_don, make)


@MUTANTS.mutant("don-phase-overdraws", "6-4-2", "the DON!! phase gives the full count even from a short DON!! deck")
def _don_phase_overdraws() -> Patches:
    def make(phase_don: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            assert s.turn_player is not None
            ps = s.players[s.turn_player]
            wanted = 1 if turn.is_first_players_first_turn(s) else 2
            short = max(wanted - ps.don_deck, 0)
            phase_don(s, task)
            ps.don_active += short  # DON!! the DON!! deck did not have

        return mutated

    return _handler(turn._phase_don, make)


@MUTANTS.mutant("don-power-on-opponents-turn", "6-5-5-2", "given DON!! add +1000 power during the opponent's turn too")
def _don_power_on_opponents_turn() -> Patches:
    def make(power: Callable[[GameState, str], int]) -> Callable[[GameState, str], int]:
        def mutated(s: GameState, cid: str) -> int:
            value = power(s, cid)
            found = s.find_field(cid)
            if found is not None and found[0] != s.turn_player:
                value += 1000 * found[2].don
            return value

        return mutated

    return _wrap(continuous, "power", make)


@MUTANTS.mutant("battle-on-first-turns", "6-5-6-1", "attacks are allowed on turns 1 and 2")
def _battle_on_first_turns() -> Patches:
    # ``attacker_problem`` holds the first-turns check of ``attack_problem`` (and of the legal attacks).
    def make(problem: Callable[..., tuple[str, str] | None]) -> Callable[..., tuple[str, str] | None]:
        def mutated(s: GameState, player: str, attacker: str) -> tuple[str, str] | None:
            if s.turn > 2:
                return problem(s, player, attacker)
            real = s.turn
            s.turn = 3  # judge the attack as if it were a later turn
            try:
                return problem(s, player, attacker)
            finally:
                s.turn = real

        return mutated

    return _wrap(battle, "attacker_problem", make)


# -- chapter 7: battle ------------------------------------------------------------------------


@MUTANTS.mutant("tie-goes-to-defender", "7-1-4-1", "the attacker needs strictly more power; ties go to the defender")
def _tie_goes_to_defender() -> Patches:
    def make(battle_damage: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            b = s.battle
            if b is not None and s.find_field(b.attacker) and s.find_field(b.target):
                power = _held(battle, "power")
                ap, tp = power(s, b.attacker), power(s, b.target)
                if ap == tp:
                    s.emit(
                        "battle",
                        attacker=b.attacker,
                        target=b.target,
                        attacker_power=ap,
                        target_power=tp,
                        winner="defender",
                    )
                    s.tasks.append(BattleEnd())
                    return
            battle_damage(s, task)

        return mutated

    return _handler(battle._battle_damage, make)


@MUTANTS.mutant("attack-active-character", "7-1-1-2", "an active character may be chosen as the attack target")
def _attack_active_character() -> Patches:
    # ``target_problem`` holds the target checks of ``attack_problem`` (and of the legal attacks).
    def make(problem: Callable[..., tuple[str, str] | None]) -> Callable[..., tuple[str, str] | None]:
        def mutated(s: GameState, player: str, target: str) -> tuple[str, str] | None:
            found = s.find_field(target)
            if found is None or found[1] != "character" or found[2].rested:
                return problem(s, player, target)
            found[2].rested = True  # judge the target as if it were rested
            try:
                return problem(s, player, target)
            finally:
                found[2].rested = False

        return mutated

    return _wrap(battle, "target_problem", make)


@MUTANTS.mutant("blocker-twice-per-battle", "7-1-2-1", "a Blocker may be used although the battle already had a block")
def _blocker_twice_per_battle() -> Patches:
    def make(blockers: Callable[[GameState, str], list[str]]) -> Callable[[GameState, str], list[str]]:
        def mutated(s: GameState, defender: str) -> list[str]:
            b = s.battle
            if b is None or not b.blocker_used:
                return blockers(s, defender)
            b.blocker_used = False  # forget the block already made
            try:
                return blockers(s, defender)
            finally:
                b.blocker_used = True

        return mutated

    return _wrap(keywords, "blockers", make)


@MUTANTS.mutant("counter-in-block-step", "7-1-3-2", "counters may be used in the block step, before the counter step")
def _counter_in_block_step() -> Patches:
    answers = {**actions.ANSWERS, "block": actions.ANSWERS["block"] | {"counter"}}

    def make(legal: Callable[[GameState], list[dict[str, Any]]]) -> Callable[[GameState], list[dict[str, Any]]]:
        def mutated(s: GameState) -> list[dict[str, Any]]:
            out = legal(s)
            if s.pending is None or s.pending.kind != "block":
                return out
            s.pending.kind = "counter"  # offer the counters of the counter step already
            try:
                counters = [a for a in legal(s) if a["type"] == "counter"]
            finally:
                s.pending.kind = "block"
            return out[:-1] + counters + out[-1:]

        return mutated

    return [mock.patch.dict(actions.ANSWERS, answers), *_wrap(actions, "legal_actions", make)]


# -- chapter 10: keywords and abilities -------------------------------------------------------


@MUTANTS.mutant("rush-ignored", "10-1-1-1", "a character with Rush still cannot attack the turn it is played")
def _rush_ignored() -> Patches:
    def make(may_attack: Callable[[GameState, str], bool]) -> Callable[[GameState, str], bool]:
        def mutated(s: GameState, cid: str) -> bool:
            found = s.find_field(cid)
            if found is not None and found[1] == "character" and found[2].played_turn:
                return False
            return may_attack(s, cid)

        return mutated

    return _wrap(keywords, "may_attack_this_turn", make)


@MUTANTS.mutant("double-attack-deals-one", "10-1-2-1", "Double Attack deals 1 damage")
def _double_attack_deals_one() -> Patches:
    def damage_amount(s: GameState, attacker: str) -> int:
        return 1

    return _everywhere(keywords, "damage_amount", damage_amount)


@MUTANTS.mutant("banish-ignored", "10-1-3-1", "Banish does nothing: the life card goes to hand, [Trigger] allowed")
def _banish_ignored() -> Patches:
    def banishes(s: GameState, attacker: str) -> bool:
        return False

    return _everywhere(keywords, "banishes", banishes)


@MUTANTS.mutant("on-ko-ignored", "10-2-17-1", "[On K.O.] abilities never activate")
def _on_ko_ignored() -> Patches:
    def make(do_ko: Callable[[GameState, str, str], None]) -> Callable[[GameState, str, str], None]:
        def mutated(s: GameState, cid: str, cause: str) -> None:
            before = len(s.new_triggers)
            do_ko(s, cid, cause)
            s.new_triggers[before:] = [t for t in s.new_triggers[before:] if t.timing != "on_ko"]

        return mutated

    return _wrap(ko, "do_ko", make)


@MUTANTS.mutant("once-per-turn-ignored", "10-2-13-3", "[Once Per Turn] abilities may be used again the same turn")
def _once_per_turn_ignored() -> Patches:
    def make(start: Callable[[GameState, str, str, str, int], None]) -> Callable[[GameState, str, str, str, int], None]:
        def mutated(s: GameState, player: str, source: str, card: str, index: int) -> None:
            key = activation.ability_key(source, index)
            used = key in s.once_used
            start(s, player, source, card, index)
            if not used:
                s.once_used.discard(key)  # the use is never recorded

        return mutated

    return _wrap(activation, "start_resolution", make)


# -- the classes of likely bugs (issue 11): results, prohibitions, filters, both halves, absence, randomness ----


@MUTANTS.mutant("loop-both-lose", "11-1-1-1", "a loop nobody can stop makes both players lose instead of a draw")
def _loop_both_lose() -> Patches:
    def make(end_game: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, losers: list[str], reason: str | list[str]) -> None:
            end_game(s, list(PLAYERS) if reason == "loop" else losers, reason)  # a loop as a double loss

        return mutated

    return _wrap(rule_processing, "end_game", make)


@MUTANTS.mutant("double-loss-is-a-draw", "9-2-1", "both players losing at once is reported as a draw")
def _double_loss_is_a_draw() -> Patches:
    def make(end_game: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, losers: list[str], reason: str | list[str]) -> None:
            end_game(s, losers, reason)
            if len(s.result.losers) == 2:
                s.result = dataclasses.replace(s.result, draw=True)

        return mutated

    return _wrap(rule_processing, "end_game", make)


@MUTANTS.mutant("rest-prohibition-misses-costs", "1-3-3", "a card that cannot be rested still pays 'rest this card'")
def _rest_prohibition_misses_costs() -> Patches:
    def make(payable: Callable[..., bool]) -> Callable[..., bool]:
        def mutated(s: GameState, player: str, source: str, cost: Any, exclude: str | None = None) -> bool:
            found = s.find_field(source)
            if cost.rest_self and found is not None and not found[2].rested:
                return payable(s, player, source, dataclasses.replace(cost, rest_self=False), exclude)
            return payable(s, player, source, cost, exclude)

        return mutated

    return _wrap(costs, "cost_payable", make)


@MUTANTS.mutant("rest-prohibition-misses-attacks", "7-1-1-1", "a card that cannot be rested still declares attacks")
def _rest_prohibition_misses_attacks() -> Patches:
    def make(problem: Callable[..., Any]) -> Callable[..., Any]:
        def mutated(s: GameState, player: str, attacker: str) -> Any:
            found = problem(s, player, attacker)
            return None if found is not None and "cannot be rested" in found[1] else found

        return mutated

    return _wrap(battle, "attacker_problem", make)


@MUTANTS.mutant("rest-prohibition-misses-blocks", "10-1-4-1", "a Blocker that cannot be rested still blocks")
def _rest_prohibition_misses_blocks() -> Patches:
    original = _held(keywords, "prohibited")

    def mutated(s: GameState, cid: str, what: str) -> bool:
        return what != "be_rested" and original(s, cid, what)

    return [mock.patch.object(keywords, "prohibited", mutated)]  # only where Blocker is offered


@MUTANTS.mutant("stage-has-power", "2-6-2", "a stage matches 'power N or less' filters on the field")
def _stage_has_power() -> Patches:
    def make(matches: Callable[..., bool]) -> Callable[..., bool]:
        def mutated(
            s: GameState, controller: str, source_id: str | None, target: Any, found: Any, printed_power: bool = False
        ) -> bool:
            if found[1] == "stage" and target.max_power is not None:
                return matches(
                    s, controller, source_id, dataclasses.replace(target, max_power=None), found, printed_power
                )
            return matches(s, controller, source_id, target, found, printed_power)

        return mutated

    return _wrap(continuous, "found_card_matches", make)


@MUTANTS.mutant("exclude-this-ignored", "8-4-4", "'another card' / 'other than this card' includes the card itself")
def _exclude_this_ignored() -> Patches:
    def make(matches: Callable[..., bool]) -> Callable[..., bool]:
        def mutated(
            s: GameState, controller: str, source_id: str | None, target: Any, found: Any, printed_power: bool = False
        ) -> bool:
            return matches(
                s, controller, source_id, dataclasses.replace(target, exclude_this=False), found, printed_power
            )

        return mutated

    return _wrap(continuous, "found_card_matches", make)


@MUTANTS.mutant("type-matches-by-substring", "2-4-3", "a type in a filter matches any type containing it")
def _type_matches_by_substring() -> Patches:
    def make(matches: Callable[..., bool]) -> Callable[..., bool]:
        def mutated(d: Any, t: Any) -> bool:
            if t.types:
                if not any(wanted in have for wanted in t.types for have in d.all_types()):
                    return False
                return bool(matches(d, dataclasses.replace(t, types=())))
            return bool(matches(d, t))

        return mutated

    return _wrap(continuous, "card_matches", make)


@MUTANTS.mutant(
    "counter-only-on-the-attacked-card", "7-1-3-2-1", "a counter character may only raise the attacked card"
)
def _counter_only_on_the_attacked_card() -> Patches:
    def make(problem: Callable[..., Any]) -> Callable[..., Any]:
        def mutated(s: GameState, player: str, target: str | None) -> Any:
            if s.battle is not None and target != s.battle.target:
                return "7-1-3-2-1", "a counter must go to the attacked card"
            return problem(s, player, target)

        return mutated

    return _wrap(battle, "counter_target_problem", make)


@MUTANTS.mutant("declined-trigger-revealed", "10-1-5-2", "a declined [Trigger] card is revealed on its way to hand")
def _declined_trigger_revealed() -> Patches:
    def make(answer: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, player: str, use: bool) -> None:
            card = s.players[player].life[0] if s.players[player].life else None
            answer(s, player, use)
            if not use and card is not None:
                s.emit("reveal", player=player, card=card.id)  # shows a card 10-1-5-2 keeps secret

        return mutated

    return _wrap(battle, "answer_trigger", make)


@MUTANTS.mutant("mulligan-without-shuffle", "5-2-1-6-1", "the returned opening hand goes under the deck unshuffled")
def _mulligan_without_shuffle() -> Patches:
    def answer_redraw(s: GameState, player: str, redraw: bool) -> None:
        s.pending = None
        s.emit("redraw" if redraw else "keep", player=player)
        if not redraw:
            return
        ps = s.players[player]
        ps.deck.extend(ps.hand)  # 5-2-1-6-1 broken: the hand goes under the deck and is never shuffled in
        ps.hand = []
        for _ in range(5):
            setup._draw_setup(s, player)

    return _everywhere(setup, "answer_redraw", answer_redraw)


@MUTANTS.mutant(
    "battle-effects-expire-before-damage", "7-1-5-3", "'during this battle' effects end before the damage step"
)
def _battle_effects_expire_before_damage() -> Patches:
    def make(damage: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            if s.battle is not None:
                continuous.expire(s, "battle", s.battle.attacking_player)  # 7-1-5-3 too early
                continuous.expire(s, "battle", other(s.battle.attacking_player))
            damage(s, task)

        return mutated

    return _handler(battle._battle_damage, make)


# -- second batch: deck building, expiry, who chooses, order of stacks, once per turn, self-reference --------


def _deck_check(max_copies: int = 4, sizes: tuple[int, ...] = (50,), colours: bool = True) -> Callable[..., None]:
    """:func:`setup.check_deck` with one of its rules loosened."""

    def check_deck(cards: Any, leader: str, deck: list[str], don: int) -> None:
        ld = setup._need_card(cards, leader)
        if ld.category != "leader":
            raise IllegalActionError("5-1-2", f"{leader} is not a leader card")
        if len(deck) not in sizes:
            raise IllegalActionError("5-1-2", f"the deck has {len(deck)} cards")
        if don != 10:
            raise IllegalActionError("5-1-2", f"the DON!! deck has {don} cards")
        for number in dict.fromkeys(deck):
            d = setup._need_card(cards, number)
            if d.category not in ("character", "event", "stage"):
                raise IllegalActionError("5-1-2-1", f"{number} cannot be in the deck")
            if colours and not set(d.colors) & set(ld.colors):
                raise IllegalActionError("5-1-2-2", f"{number} has none of the leader's colours")
        for number, n in Counter(deck).items():
            if n > max_copies and not cards[number].unlimited_copies():
                raise IllegalActionError("5-1-2-3", f"{n} copies of {number}")

    return check_deck


@MUTANTS.mutant("five-copies-allowed", "5-1-2-3", "a deck may hold five copies of a card number")
def _five_copies_allowed() -> Patches:
    return _everywhere(setup, "check_deck", _deck_check(max_copies=5))


@MUTANTS.mutant("deck-of-51-allowed", "5-1-2", "a deck of 51 cards is accepted")
def _deck_of_51_allowed() -> Patches:
    return _everywhere(setup, "check_deck", _deck_check(sizes=(50, 51)))


@MUTANTS.mutant("off-colour-allowed", "5-1-2-2", "deck cards need not share a colour with the leader")
def _off_colour_allowed() -> Patches:
    return _everywhere(setup, "check_deck", _deck_check(colours=False))


@MUTANTS.mutant("leader-has-cost", "2-7-5", "a leader matches 'cost N or less' filters (as cost 0)")
def _leader_has_cost() -> Patches:
    def make(matches: Callable[..., bool]) -> Callable[..., bool]:
        def mutated(
            s: GameState, controller: str, source_id: str | None, target: Any, found: Any, printed_power: bool = False
        ) -> bool:
            if found[1] == "leader" and target.max_cost is not None:  # a leader's cost read as 0
                return matches(
                    s, controller, source_id, dataclasses.replace(target, max_cost=None), found, printed_power
                )
            return matches(s, controller, source_id, target, found, printed_power)

        return mutated

    return _wrap(continuous, "found_card_matches", make)


def _turn_expiry_skipping(whose: str) -> Patches:
    """End-of-turn expiry (in ``turn`` only) that forgets the ``whose`` player's "during this turn" effects."""
    original = _held(turn, "expire")

    def mutated(s: GameState, duration: str, controller: str) -> None:
        skipped = s.turn_player if whose == "turn" else other(s.turn_player or PLAYERS[0])
        if duration == "turn" and controller == skipped:
            return
        original(s, duration, controller)

    return [mock.patch.object(turn, "expire", mutated)]


@MUTANTS.mutant("turn-effects-outlast-the-turn", "6-6-1-2", "the turn player's 'during this turn' effects never end")
def _turn_effects_outlast_the_turn() -> Patches:
    return _turn_expiry_skipping("turn")


@MUTANTS.mutant(
    "opponents-turn-effects-outlast-the-turn", "6-6-1-3", "the non-turn player's 'during this turn' effects never end"
)
def _opponents_turn_effects_outlast_the_turn() -> Patches:
    return _turn_expiry_skipping("non-turn")


@MUTANTS.mutant("turn-order-chooser-fixed", "5-2-1-4", "p1 always chooses who goes first")
def _turn_order_chooser_fixed() -> Patches:
    def make(ask: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            ask(s, dataclasses.replace(task, player="p1"))  # 5-2-1-4: never drawn at random

        return mutated

    return _handler(setup._setup_turn_order, make)


@MUTANTS.mutant("blocker-blocks-attack-on-itself", "10-1-4-1", "an attacked card with Blocker may block for itself")
def _blocker_blocks_attack_on_itself() -> Patches:
    def make(blockers: Callable[..., list[str]]) -> Callable[..., list[str]]:
        def mutated(s: GameState, defender: str) -> list[str]:
            found = blockers(s, defender)
            b = s.battle
            if b is not None and not b.blocker_used and b.target not in found:
                target = s.find_field(b.target)
                has_keyword = _held(keywords, "has_keyword")
                if target is not None and not target[2].rested and has_keyword(s, b.target, "blocker"):
                    found.append(b.target)  # "another of your cards" tried with the card itself
            return found

        return mutated

    return _wrap(keywords, "blockers", make)


@MUTANTS.mutant("life-from-the-bottom", "7-1-4-1-1-1", "damage takes the bottom life card")
def _life_from_the_bottom() -> Patches:
    def make(point: Handler) -> Handler:
        def mutated(s: GameState, task: DamagePoint) -> None:
            life = s.players[task.player].life
            if task.remaining > 0 and len(life) > 1:
                life.insert(0, life.pop())  # the bottom life card is taken instead of the top one
            point(s, task)

        return mutated

    return _handler(battle._damage_point, make)


@MUTANTS.mutant("draw-from-the-bottom", "4-5-2", "a draw takes the bottom card of the deck")
def _draw_from_the_bottom() -> Patches:
    def make(draw: Callable[[GameState, str], bool]) -> Callable[[GameState, str], bool]:
        def mutated(s: GameState, player: str) -> bool:
            deck = s.players[player].deck
            if len(deck) > 1:
                deck.insert(0, deck.pop())  # 4-5-2 broken: the bottom card is drawn
            return draw(s, player)

        return mutated

    return _wrap(zones, "draw", make)


@MUTANTS.mutant("once-per-turn-never-resets", "10-2-13", "[Once Per Turn] abilities stay used in later turns")
def _once_per_turn_never_resets() -> Patches:
    def make(end: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            used = set(s.once_used)
            end(s, task)
            s.once_used |= used  # 10-2-13: "once per turn" kept across turns

        return mutated

    return _handler(turn._end_expire, make)


@MUTANTS.mutant(
    "once-per-turn-kept-through-opponents-turn",
    "10-2-13-1",
    "a [Once Per Turn] use still counts in the opponent's next turn",
)
def _once_per_turn_kept_through_opponents_turn() -> Patches:
    def make(end: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            ending = s.turn_player

            def owner(key: str) -> str | None:
                found = s.find_field(key.split("#")[0])
                return found[0] if found is not None else None

            kept = {key for key in s.once_used if owner(key) == ending}
            end(s, task)
            s.once_used |= kept  # 10-2-13-1 broken: a use counts until its owner's next turn begins

        return mutated

    return _handler(turn._end_expire, make)


@MUTANTS.mutant(
    "negation-undoes-resolved-effects", "8-2-3", "negating a card also removes the power its resolved effects gave it"
)
def _negation_undoes_resolved_effects() -> Patches:
    def make(apply: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, eff: Any, controller: str, source: str, ids: list[str]) -> None:
            apply(s, eff, controller, source, ids)
            if eff.kind == "negate":  # 8-2-3 broken: what the negated cards' resolved effects gave them is undone
                s.modifiers = [m for m in s.modifiers if not (m.kind == "power" and m.target in ids)]

        return mutated

    return _wrap(resolution, "apply_to_targets", make)


@MUTANTS.mutant(
    "last-actor-chooses-first",
    "1-3-4",
    "the player who last played or activated a card orders their automatic effects first",
)
def _last_actor_chooses_first() -> Patches:
    def make(next_triggered: Callable[[GameState], bool]) -> Callable[[GameState], bool]:
        def mutated(s: GameState) -> bool:
            acts = ("play", "counter", "activate")
            actor = next((e["player"] for e in reversed(s.log) if e["event"] in acts), None)
            if actor is None:
                return next_triggered(s)
            # 1-3-4 broken: whoever last played or activated a card orders their automatic effects first
            with mock.patch.object(triggered, "players_in_order", lambda _s: (actor, other(actor))):
                return next_triggered(s)

        return mutated

    return _wrap(triggered, "next_triggered", make)


@MUTANTS.mutant("trigger-cost-ignored", "8-3-1-3", "a [Trigger] whose cost cannot be paid may still be used")
def _trigger_cost_ignored() -> Patches:
    def trigger_usable(s: GameState, player: str) -> bool:
        return True  # 8-3-1-3 broken: a [Trigger] with an unpayable cost may be used

    return _everywhere(battle, "trigger_usable", trigger_usable)


# -- third batch: DON!!, counters, end of battle, start of turn, order of players, power -----------------


@MUTANTS.mutant("don-given-to-stage", "6-5-5-1", "DON!! may be given to a stage")
def _don_given_to_stage() -> Patches:
    def attach_don(s: GameState, player: str, card_id: str, count: int) -> None:
        found = s.find_field(card_id)
        ps = s.players[player]
        if found is None or found[0] != player or count < 1 or ps.don_active < count:
            raise s.illegal("6-5-5-1", "cannot give DON!! there")
        ps.don_active -= count  # 6-5-5-1 broken: a stage may be given DON!!
        found[2].don += count
        s.pending = None
        s.emit("attach_don", player=player, card=card_id, count=count)

    return _everywhere(turn, "attach_don", attach_don)


@MUTANTS.mutant("rested-don-given", "6-5-5-1", "rested DON!! of the cost area may be given too")
def _rested_don_given() -> Patches:
    def make(attach: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, player: str, card_id: str, count: int) -> None:
            ps = s.players[player]
            short = count - ps.don_active
            if 0 < short <= ps.don_rested:  # 6-5-5-1 broken: rested DON!! are given too
                ps.don_rested -= short
                ps.don_active += short
            attach(s, player, card_id, count)

        return mutated

    return _wrap(turn, "attach_don", make)


@MUTANTS.mutant("counter-event-unpaid", "7-1-3-2-2", "a [Counter] event is used without paying its cost")
def _counter_event_unpaid() -> Patches:
    def make(counter: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, player: str, card_id: str, target: str | None) -> None:
            card = s.find_in(player, "hand", card_id)
            cost = s.card_def(card.card).cost if card is not None and s.card_def(card.card).category == "event" else 0
            counter(s, player, card_id, target)
            ps = s.players[player]
            ps.don_active += cost  # 7-1-3-2-2 broken: the [Counter] event is free
            ps.don_rested -= cost

        return mutated

    return _wrap(battle, "counter", make)


@MUTANTS.mutant(
    "counter-value-unchecked", "7-1-3-2-1", "a character card without a counter value is accepted as a counter"
)
def _counter_value_unchecked() -> Patches:
    def make(problem: Callable[..., Any]) -> Callable[..., Any]:
        def mutated(s: GameState, player: str, card_id: str, target: str | None) -> Any:
            found = problem(s, player, card_id, target)
            if found is not None and found[0] == "7-1-3-2-1" and "no counter value" in found[1]:
                return battle.counter_target_problem(s, player, target)  # 7-1-3-2-1 broken: any character counters
            return found

        return mutated

    # Only the check of a sent counter is broken; the legal actions still leave such a card out.
    return _wrap(battle, "counter_problem", make)


@MUTANTS.mutant(
    "counter-event-cost-unchecked", "7-1-3-2-2", "a [Counter] event is accepted although its cost cannot be paid"
)
def _counter_event_cost_unchecked() -> Patches:
    def make(counter: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, player: str, card_id: str, target: str | None) -> None:
            card = s.find_in(player, "hand", card_id)
            d = s.card_def(card.card) if card is not None else None
            ps = s.players[player]
            short = max(0, d.cost - ps.don_active) if d is not None and d.category == "event" else 0
            ps.don_active += short  # 7-1-3-2-2 broken: an event the player cannot pay for is accepted
            counter(s, player, card_id, target)
            ps.don_rested -= short  # it rests only the DON!! there are

        return mutated

    # Only the check of a sent counter is broken; the legal actions still leave such an event out.
    return _wrap(battle, "counter", make)


@MUTANTS.mutant(
    "defenders-end-of-battle-ignored", "7-1-5-2", "only the attacking player's end-of-battle abilities activate"
)
def _defenders_end_of_battle_ignored() -> Patches:
    def make(end: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            b = s.battle
            if b is None:
                return
            b.step = "end"
            triggered.queue_field(s, b.attacking_player, "end_of_battle")  # 7-1-5-2 broken: only the attacker's
            s.tasks.append(BattleExpire())

        return mutated

    return _handler(battle._battle_end, make)


@MUTANTS.mutant("start-of-turn-in-the-draw-phase", "6-2-2", "start-of-turn abilities activate in the draw phase")
def _start_of_turn_in_the_draw_phase() -> Patches:
    original = _held(turn, "queue_field")

    def skip_in_refresh(s: GameState, player: str, timing: str) -> None:
        if timing != "start_of_your_turn":
            original(s, player, timing)

    def make(draw: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            draw(s, task)
            if s.turn_player is not None:
                triggered.queue_field(s, s.turn_player, "start_of_your_turn")  # 6-2-2 broken: a phase late

        return mutated

    return [mock.patch.object(turn, "queue_field", skip_in_refresh), *_handler(turn._phase_draw, make)]


@MUTANTS.mutant("non-turn-player-first", "8-1-3-2", "the non-turn player's simultaneous effects go first")
def _non_turn_player_first() -> Patches:
    def players_in_order(s: GameState) -> tuple[str, str]:
        tp = s.turn_player or "p1"
        return other(tp), tp  # 8-1-3-2 / 1-3-11 broken: the non-turn player goes first

    return _everywhere(continuous, "players_in_order", players_in_order)


@MUTANTS.mutant("power-floored-at-zero", "1-3-7", "power never falls below 0")
def _power_floored_at_zero() -> Patches:
    def make(power: Callable[[GameState, str], int]) -> Callable[[GameState, str], int]:
        def mutated(s: GameState, cid: str) -> int:
            return max(0, power(s, cid))  # 1-3-7 broken: power never below 0

        return mutated

    return _wrap(continuous, "power", make)


@MUTANTS.mutant("up-to-needs-one", "1-3-5-1", "an 'up to' choice requires at least one card")
def _up_to_needs_one() -> Patches:
    def make(answer: Callable[[GameState, list[str]], None]) -> Callable[[GameState, list[str]], None]:
        def mutated(s: GameState, chosen: list[str]) -> None:
            if not chosen and s.pending is not None and s.pending.kind == "select" and s.pending.max > 0:
                raise s.illegal("1-3-5-1", "choose at least one card")  # "up to" no longer allows none
            answer(s, chosen)

        return mutated

    return _wrap(actions, "answer_select", make)


@MUTANTS.mutant(
    "first-turn-rules-for-the-second-player",
    "6-3-1",
    "the second player's first turn skips its draw and gets one DON!! like the first player's",
)
def _first_turn_rules_for_the_second_player() -> Patches:
    def is_first_players_first_turn(s: GameState) -> bool:
        return s.turn in (1, 2)  # 6-3-1 / 6-4-1 broken: the second player's first turn is cut short too

    return _everywhere(turn, "is_first_players_first_turn", is_first_players_first_turn)


@MUTANTS.mutant("life-placed-face-up", "2-9-2", "life cards are placed face up")
def _life_placed_face_up() -> Patches:
    def make(place: Callable[[GameState, str], None]) -> Callable[[GameState, str], None]:
        def mutated(s: GameState, p: str) -> None:
            place(s, p)
            ps = s.players[p]
            ps.life = [dataclasses.replace(card, face_up=True) for card in ps.life]  # 2-9-2 broken

        return mutated

    return _wrap(setup, "place_life", make)


@MUTANTS.mutant("hand-arranged-by-the-opponent", "3-4-2", "a player may rearrange the opponent's hand")
def _hand_arranged_by_the_opponent() -> Patches:
    def make(arrange: Callable[..., None]) -> Callable[..., None]:
        def mutated(s: GameState, action: dict[str, Any]) -> None:
            player, cards = action.get("player"), action.get("cards")
            if player in PLAYERS and isinstance(cards, list):
                theirs = other(str(player))
                if sorted(cards) == sorted(c.id for c in s.players[theirs].hand) and cards:
                    arrange(s, {**action, "player": theirs})  # 3-4-2 broken: the opponent's hand too
                    return
            arrange(s, action)

        return mutated

    return _wrap(actions, "_arrange_hand", make)


@MUTANTS.mutant("don-power-not-per-don", "6-5-5-2", "given DON!! add +1000 once, however many are given")
def _don_power_not_per_don() -> Patches:
    def make(power: Callable[[GameState, str], int]) -> Callable[[GameState, str], int]:
        def mutated(s: GameState, cid: str) -> int:
            value = power(s, cid)
            found = s.find_field(cid)
            if found is not None and found[2].don > 1 and s.turn_player == found[0]:
                value -= (found[2].don - 1) * 1000  # 6-5-5-2 broken: +1000 once, not per DON!!
            return value

        return mutated

    return _wrap(continuous, "power", make)


# -- the catalogue ----------------------------------------------------------------------------


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> OnePieceEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return OnePieceEngine()
