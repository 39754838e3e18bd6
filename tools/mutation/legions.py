"""The mutation catalogue of Legions!: named mutants of its reference engine, each breaking exactly one rule.

As for One Piece (:mod:`onepiece`), a mutant never edits an engine file: it is a set of
:mod:`unittest.mock` patches of ``tcgjudge.reference.legions`` applied wherever the engine's modules
hold the patched object (:class:`mutant.EnginePatcher`). Most patches wrap the engine's own function
and change one decision, so a mutant keeps following the engine as it grows.

``make_engine`` is the suite's engine factory (``--tcg-engine legions:make_engine``): the reference
engine with the mutant named by ``$TCGJUDGE_MUTANT`` active.
"""

from __future__ import annotations

import dataclasses
import os
import random
from collections.abc import Callable, Mapping
from typing import Any
from unittest import mock

import tcgjudge.reference.legions as legions_engine
from mutant import ENV, Catalogue, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.legions import (
    abilities,
    actions,
    battle,
    continuous,
    costs,
    damage,
    effects,
    keywords,
    main_phase,
    move_attack,
    play,
    prohibitions,
    replacement,
    result,
    setup,
    stats,
    targets,
    triggers,
    turn,
    zones,
)
from tcgjudge.reference.legions.engine import LegionsEngine
from tcgjudge.reference.legions.sequence import start_sequence
from tcgjudge.reference.legions.state import LANES, PLAYERS, GameState, Task, Unit, other
from tcgjudge.reference.legions.tasks import (
    BattleEnd,
    BattleExchange,
    BattleStrike,
    BreakCheck,
    MasterOnAttack,
    OfferCardChange,
    SeqStep,
)

from tcgjudge.engine.interface import IllegalActionError

MUTANTS = Catalogue()
"""This game's mutants, each declared once at its patch function."""

PATCHER = EnginePatcher(legions_engine)
Handler = Callable[[GameState, Task], None]
Wrapped = Callable[..., Any]


def _constant(module: Any, name: str, value: object) -> Patches:
    """A module constant changed in every engine module that imported it."""
    return PATCHER.everywhere(module, name, value)


# -- 23: deck construction ------------------------------------------------------------------------


@MUTANTS.mutant("deck-of-41-accepted", "23-2a", "a main deck of 41 cards is accepted")
def _deck_of_41_accepted() -> Patches:
    def make(check: Wrapped) -> Wrapped:
        def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
            check(pool, master, deck[:40] if len(deck) == 41 else deck, restrictions)

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


@MUTANTS.mutant("master-in-main-deck", "23-2b", "a master card may be put in the main deck")
def _master_in_main_deck() -> Patches:
    return _constant(setup, "MAIN_DECK_CATEGORIES", ("skill", "minion", "arts", "lord", "master"))


@MUTANTS.mutant("four-copies-allowed", "23-2c", "four cards of one name are allowed")
def _four_copies_allowed() -> Patches:
    return _constant(setup, "MAX_COPIES", 4)


@MUTANTS.mutant("copies-counted-by-printing", "23-2c", "copies are counted per printing, not per name")
def _copies_counted_by_id() -> Patches:
    class ByPrinting:
        """The card pool with every card named by its id: copies are then counted per printing."""

        def __init__(self, pool: Any) -> None:
            self.pool = pool

        def get(self, card: str) -> Any:
            found = self.pool.get(card)
            return dataclasses.replace(found, name=found.id)

    def make(check: Wrapped) -> Wrapped:
        def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
            check(ByPrinting(pool), master, deck, restrictions)

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


@MUTANTS.mutant("class-exclusive-unchecked", "23-2d", "a class-exclusive card of another class is allowed")
def _class_exclusive_unchecked() -> Patches:
    def make(check: Wrapped) -> Wrapped:
        def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
            kept = [card for card in deck if not pool.get(card).double_symbol]
            filler = next((card for card in kept if pool.get(card).category != "master"), None)
            check(pool, master, kept + [filler] * (len(deck) - len(kept)) if filler else deck, restrictions)

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


def _restriction_ignored(key: str) -> Callable[[], Patches]:
    def patches() -> Patches:
        def make(check: Wrapped) -> Wrapped:
            def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
                check(pool, master, deck, {k: v for k, v in restrictions.items() if k != key})

            return mutated

        return PATCHER.wrap(setup, "check_deck", make)

    return patches


MUTANTS.add("banned-list-ignored", "23-2e", "banned cards are allowed", _restriction_ignored("banned"))
MUTANTS.add("joint-use-ignored", "23-2g", "cards that may not share a deck may", _restriction_ignored("joint"))


@MUTANTS.mutant("limited-list-one-short", "23-2f", "a limit of N allows only N-1")
def _limit_one_short() -> Patches:
    def make(check: Wrapped) -> Wrapped:
        def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
            limited = {name: int(n) - 1 for name, n in dict(restrictions.get("limited", {})).items()}
            check(pool, master, deck, {**restrictions, "limited": limited})

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


# -- 23 (issue 21): class-exclusive cards need every colour --------------------------------------------


@MUTANTS.mutant(
    "class-exclusive-any-colour", "23-2d", "a class-exclusive card sharing one colour with the master is allowed"
)
def _class_exclusive_any_colour() -> Patches:
    """23-2d read as an "or": a double-symbol card passes when any one of its colours is the master's."""

    class OneColourEnough:
        def __init__(self, pool: Any, master: str) -> None:
            self.pool, self.colors = pool, tuple(pool.get(master).colors)

        def get(self, card: str) -> Any:
            found = self.pool.get(card)
            if found.double_symbol and set(found.colors) & set(self.colors):
                return dataclasses.replace(found, colors=type(found.colors)(self.colors))
            return found

    def make(check: Wrapped) -> Wrapped:
        def mutated(pool: Any, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
            check(OneColourEnough(pool, master), master, deck, restrictions)

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


# -- 24: the end of the game ----------------------------------------------------------------------


@MUTANTS.mutant("win-beats-loss", "24-4c", "a player meeting a win and a loss at once wins")
def _win_beats_loss() -> Patches:
    def decide(s: GameState) -> tuple[str, str, str] | None:
        first = s.turn_player or PLAYERS[0]
        for player in (first, other(first)):
            won = result.win_reasons(s, player)
            if won:
                return player, other(player), won[0]
            lost = result.loss_reasons(s, player)
            if lost:
                return other(player), player, lost[0]
        return None

    return PATCHER.everywhere(result, "decide", decide)


@MUTANTS.mutant("non-turn-player-read-first", "24-4a", "the end conditions are read from the non-turn player first")
def _non_turn_player_read_first() -> Patches:
    def decide(s: GameState) -> tuple[str, str, str] | None:
        first = other(s.turn_player) if s.turn_player else PLAYERS[0]
        for player in (first, other(first)):
            lost = result.loss_reasons(s, player)
            if lost:
                return other(player), player, lost[0]
            won = result.win_reasons(s, player)
            if won:
                return player, other(player), won[0]
        return None

    return PATCHER.everywhere(result, "decide", decide)


@MUTANTS.mutant("core-win-at-eleven", "24-2b", "11 cores win the game")
def _core_win_at_eleven() -> Patches:
    return _constant(result, "CORES_TO_WIN", 11)


@MUTANTS.mutant("core-win-only-at-exactly-twelve", "24-2b", "a core count passing 12 in one move does not win")
def _core_win_only_at_exactly_twelve() -> Patches:
    def make(reasons: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = reasons(s, player)
            if s.players[player].cores_for_win() > result.CORES_TO_WIN:
                found = [r for r in found if r != "cores"]
            return found

        return mutated

    return PATCHER.wrap(result, "win_reasons", make)


@MUTANTS.mutant("deck-out-not-a-loss", "24-3b", "drawing from an empty deck does not lose")
def _deck_out_not_a_loss() -> Patches:
    def make(reasons: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            return [r for r in reasons(s, player) if r != "deck"]

        return mutated

    return PATCHER.wrap(result, "loss_reasons", make)


@MUTANTS.mutant("end-checked-after-the-battle", "24-4b", "the end of the game is checked only once a battle is over")
def _life_win_needs_the_attack_to_end() -> Patches:
    """24-4b: the end is checked only once a battle is over, not right after the damage."""

    def make(check: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            if any(isinstance(t, (BattleStrike, BattleEnd, BreakCheck)) for t in s.tasks):
                return bool(s.result.over)
            return bool(check(s))

        return mutated

    return PATCHER.wrap(result, "check_end", make)


# -- 24 (issue 21): the end reached through play, the winner, conceding at any time ----------------------


@MUTANTS.mutant(
    "hits-one-at-a-time", "24-4c", "the hits of one step are dealt one by one, the end checked between them"
)
def _hits_one_at_a_time() -> Patches:
    """24-4b/24-4c: the hits of one step are dealt one by one (the non-turn player's first), the end checked
    after each, so two masters brought to 0 together let the turn player win."""

    def make(deal: Wrapped) -> Wrapped:
        def mutated(s: GameState, hits: Any) -> None:
            if len(hits) < 2:
                deal(s, hits)
                return
            for hit in sorted(hits, key=lambda h: h.player == s.turn_player):
                deal(s, [hit])
                if result.check_end(s):
                    return

        return mutated

    return PATCHER.wrap(damage, "deal", make)


@MUTANTS.mutant("life-loss-names-no-winner", "24-2a", "a master at 0 life makes nobody win")
def _life_loss_names_no_winner() -> Patches:
    """24-2a forgotten: a master at 0 life makes its player lose, but nobody is named the winner."""

    def make(end: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str, loser: str, reason: str) -> None:
            end(s, winner, loser, reason)
            if reason == "life":
                s.result = dataclasses.replace(s.result, winners=())

        return mutated

    return PATCHER.wrap(result, "end_game", make)


@MUTANTS.mutant("concede-only-in-main-phase", "24-3d", "a player may concede only in the main phase")
def _concede_only_in_main_phase() -> Patches:
    """24-3d read narrowly: a concession is accepted only while the main phase waits for an action."""

    def make(apply: Wrapped) -> Wrapped:
        def mutated(s: GameState, action: dict[str, Any]) -> None:
            pending = s.pending
            if action.get("type") == "concede" and not s.result.over and (pending is None or pending.kind != "main"):
                raise IllegalActionError("24-3d", "a player may concede only in the main phase")
            apply(s, action)

        return mutated

    return PATCHER.wrap(actions, "apply_action", make)


# -- 25: setup --------------------------------------------------------------------------------------


@MUTANTS.mutant("no-setup-shuffle", "25-4", "decks are never shuffled")
def _no_setup_shuffle() -> Patches:
    def unshuffled(s: GameState, player: str) -> None:
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(setup, "shuffle_deck", unshuffled)


@MUTANTS.mutant("chooser-always-p1", "25-7", "p1 always chooses the turn order")
def _chooser_always_p1() -> Patches:
    def make(fresh: Wrapped) -> Wrapped:
        def mutated(raw: Mapping[str, Any]) -> GameState:
            return fresh({**raw, "chooser": raw.get("chooser", "p1")})  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(setup, "fresh_state", make)


@MUTANTS.mutant(
    "bonus-core-to-first-player", "25-8", "the first player, not the second, gets the core in wait zone III"
)
def _bonus_core_to_first_player() -> Patches:
    def make(answer: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, go_first: bool) -> None:
            answer(s, player, go_first)
            first = s.first_player
            assert first is not None
            second, zone = other(first), setup.SECOND_PLAYER_BONUS_ZONE
            s.players[second].wait[zone].cores -= 1
            s.players[second].master.cores += 1
            s.players[first].wait[zone].cores += 1
            s.players[first].master.cores -= 1

        return mutated

    return PATCHER.wrap(setup, "answer_turn_order", make)


@MUTANTS.mutant("bonus-core-to-wait-two", "25-8", "the second player's core goes to wait zone II")
def _bonus_core_to_wait_two() -> Patches:
    return _constant(setup, "SECOND_PLAYER_BONUS_ZONE", 1)


@MUTANTS.mutant("opening-hand-of-four", "25-9", "each player draws four cards to start")
def _opening_hand_of_four() -> Patches:
    return _constant(setup, "OPENING_HAND", 4)


@MUTANTS.mutant("four-starting-cores", "25-6", "each master starts with four cores")
def _four_starting_cores() -> Patches:
    return _constant(setup, "STARTING_CORES", 4)


# -- 25 (issue 21): a random shuffle, the previous game's loser choosing -------------------------------


@MUTANTS.mutant("shuffle-ignores-seed", "25-4", "every seed shuffles a deck into the same order")
def _shuffle_ignores_seed() -> Patches:
    """25-4: the decks are mixed, but always into the same order whatever the seed."""

    def fixed_shuffle(s: GameState, player: str) -> None:
        random.Random(0).shuffle(s.players[player].deck)
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(setup, "shuffle_deck", fixed_shuffle)


@MUTANTS.mutant("chooser-field-ignored", "25-7", "the previous game's loser does not choose the turn order")
def _chooser_field_ignored() -> Patches:
    """25-7: the random draw picks the chooser even in a match, where the previous game's loser chooses."""

    def make(fresh: Wrapped) -> Wrapped:
        def mutated(raw: Mapping[str, Any]) -> GameState:
            return fresh({k: v for k, v in raw.items() if k != "chooser"})  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(setup, "fresh_state", make)


@MUTANTS.mutant("previous-winner-chooses", "25-7", "the previous game's winner chooses the turn order")
def _previous_winner_chooses() -> Patches:
    """25-7: in a match the previous game's winner, not its loser, chooses the turn order."""

    def make(fresh: Wrapped) -> Wrapped:
        def mutated(raw: Mapping[str, Any]) -> GameState:
            chooser = raw.get("chooser")
            changed = {**raw, "chooser": other(chooser)} if chooser in PLAYERS else raw
            return fresh(changed)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(setup, "fresh_state", make)


# -- 26: the turn -------------------------------------------------------------------------------------


@MUTANTS.mutant("units-not-readied", "26-3", "the start phase leaves the field's units exhausted")
def _units_not_readied() -> Patches:
    def make(start: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            exhausted = [u for u in s.units(tp) if u.exhausted]
            start(s, task)
            for unit in exhausted:
                unit.exhausted = True

        return mutated

    return PATCHER.handler(turn._phase_start, make)


@MUTANTS.mutant("master-not-readied", "26-3", "the start phase leaves the master exhausted")
def _master_not_readied() -> Patches:
    def make(start: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            was = s.players[tp].master.exhausted
            start(s, task)
            s.players[tp].master.exhausted = was

        return mutated

    return PATCHER.handler(turn._phase_start, make)


@MUTANTS.mutant("reversed-stay-reversed", "26-3", "reversed cards are not opened in the start phase")
def _reversed_stay_reversed() -> Patches:
    def make(start: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            reversed_ = [u for u in s.units(tp) if u.reversed]
            start(s, task)
            for unit in reversed_:
                unit.reversed = True

        return mutated

    return PATCHER.handler(turn._phase_start, make)


def _skipping_core_moves(source: str, target: str) -> Callable[[Handler], Handler]:
    """A handler whose moves of cores from ``source`` to ``target`` do not happen."""

    def make(handler: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            moving = turn.move_cores

            def skip(s: GameState, player: str, count: int, from_: str, to: str) -> None:
                if (from_, to) != (source, target):
                    moving(s, player, count, from_, to)

            with mock.patch.object(turn, "move_cores", skip):
                handler(s, task)

        return mutated

    return make


@MUTANTS.mutant("no-core-from-the-master", "26-4", "the core phase moves no core off the master")
def _no_core_from_the_master() -> Patches:
    return PATCHER.handler(turn._phase_core, _skipping_core_moves("master", "core_active"))


@MUTANTS.mutant("never-awakens", "26-4", "a master without cores never awakens")
def _never_awakens() -> Patches:
    def make(core: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            mode = s.players[tp].master.mode
            core(s, task)
            s.players[tp].master.mode = mode

        return mutated

    return PATCHER.handler(turn._phase_core, make)


@MUTANTS.mutant("exhausted-cores-stay-exhausted", "26-4", "the core phase does not ready exhausted cores")
def _exhausted_cores_stay_exhausted() -> Patches:
    return PATCHER.handler(turn._phase_core, _skipping_core_moves("core_exhausted", "core_active"))


@MUTANTS.mutant("no-draw-in-the-draw-phase", "26-5", "the draw phase draws nothing")
def _no_draw_in_the_draw_phase() -> Patches:
    def make(phase: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            with mock.patch.object(turn, "draw", lambda s, p: True):
                phase(s, task)

        return mutated

    return PATCHER.handler(turn._phase_draw, make)


@MUTANTS.mutant("card-change-offered-again", "26-5a", "the card change may be made twice")
def _card_change_offered_again() -> Patches:
    def make(answer: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: str | None) -> None:
            answer(s, player, card)
            if card is not None:
                s.tasks.append(OfferCardChange())

        return mutated

    return PATCHER.wrap(turn, "answer_card_change", make)


@MUTANTS.mutant("card-change-face-up", "26-5a", "the changed card is excluded face up")
def _card_change_face_up() -> Patches:
    def make(answer: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: str | None) -> None:
            answer(s, player, card)
            for excluded in s.players[player].exclusion:
                if excluded.id == card:
                    excluded.face_down = False

        return mutated

    return PATCHER.wrap(turn, "answer_card_change", make)


@MUTANTS.mutant("damage-kept-over-the-turn", "11-4", "damage on units is not healed at the end phase")
def _damage_kept_over_the_turn() -> Patches:
    def make(cleanup: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            damaged = {u.id: u.damage for p in PLAYERS for u in s.units(p)}
            cleanup(s, task)
            for p in PLAYERS:
                for unit in s.units(p):
                    unit.damage = damaged.get(unit.id, 0)

        return mutated

    return PATCHER.handler(turn._end_cleanup, make)


@MUTANTS.mutant("master-points-kept", "07-5", "unspent master points carry over to the next turn")
def _master_points_kept() -> Patches:
    def make(cleanup: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            kept = {p: s.players[p].mp for p in PLAYERS}
            cleanup(s, task)
            for p in PLAYERS:
                s.players[p].mp = kept[p]

        return mutated

    return PATCHER.handler(turn._end_cleanup, make)


@MUTANTS.mutant("incapacitation-lasts", "29-1", "a deployed unit stays incapacitated after its turn")
def _incapacitation_lasts() -> Patches:
    def make(cleanup: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            kept = {u.id for p in PLAYERS for u in s.units(p) if u.placed_this_turn}
            cleanup(s, task)
            for p in PLAYERS:
                for unit in s.units(p):
                    unit.placed_this_turn = unit.id in kept

        return mutated

    return PATCHER.handler(turn._end_cleanup, make)


# -- 26 (issue 21): the start phase opens only its own player's cards ------------------------------------


@MUTANTS.mutant("start-phase-opens-both-sides", "26-3", "the start phase opens the opponent's reversed cards too")
def _start_phase_opens_both_sides() -> Patches:
    """26-3 (3): the start phase turns open the reversed cards of both fields, not only the turn player's."""

    def make(start: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            start(s, task)
            tp = s.turn_player
            assert tp is not None
            for unit in s.units(other(tp)):
                unit.reversed = False

        return mutated

    return PATCHER.handler(turn._phase_start, make)


# -- 28: the timeline -----------------------------------------------------------------------------------


@MUTANTS.mutant("wait-one-ignores-the-standby-limit", "17-17", "the standby zone takes three cards")
def _wait_one_ignores_the_standby_limit() -> Patches:
    return _constant(zones, "STANDBY_SLOTS", 3)


@MUTANTS.mutant("timeline-of-both-players", "26-7", "both players' timelines advance each end phase")
def _timeline_of_both_players() -> Patches:
    def make(shift: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            shift(s, task)
            tp = s.turn_player
            assert tp is not None
            s.turn_player = other(tp)
            try:
                shift(s, task)
            finally:
                s.turn_player = tp

        return mutated

    return PATCHER.handler(turn._timeline_shift, make)


@MUTANTS.mutant("wait-one-cores-lost", "28-1", "the cores of wait zone I leave the game")
def _wait_one_cores_lost() -> Patches:
    def make(cores: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            zones.move_cores(s, tp, s.players[tp].wait[0].cores, zones.wait_zone(0), "outside")

        return mutated

    return PATCHER.handler(turn._timeline_cores, make)


@MUTANTS.mutant("cores-do-not-advance", "28-1", "cores stay in their wait zone as cards advance")
def _cores_do_not_advance() -> Patches:
    def make(shift: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            with mock.patch.object(turn, "move_cores", lambda *args: None):
                shift(s, task)

        return mutated

    return PATCHER.handler(turn._timeline_shift, make)


# -- 28 (issue 21): cards of wait zone I are opened on their way to standby --------------------------------


@MUTANTS.mutant("wait-one-stays-reversed", "28-1", "a reversed card stays reversed as it reaches standby")
def _wait_one_stays_reversed() -> Patches:
    """28-1 (1): a reversed card of wait zone I reaches the standby zone still reversed."""

    def make(place: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, to_standby: list[str]) -> None:
            hidden = {c.id for c in s.players[player].wait[0].cards if c.face_down}
            place(s, player, to_standby)
            for card in s.players[player].standby:
                if card.id in hidden:
                    card.face_down = True

        return mutated

    return PATCHER.wrap(turn, "place_from_wait_one", make)


# -- 11, 17, 21 (issue 21): clauses the index now counts as rules -----------------------------------------


@MUTANTS.mutant("effect-damage-as-battle", "11-1", "effect damage is dealt as battle damage")
def _effect_damage_as_battle() -> Patches:
    """11-1: damage dealt by a card effect is taken for battle damage."""

    def make(deal: Wrapped) -> Wrapped:
        def mutated(s: GameState, hits: Any) -> None:
            deal(s, [dataclasses.replace(h, kind="battle") for h in hits])

        return mutated

    return PATCHER.wrap(damage, "deal", make)


@MUTANTS.mutant("leader-zone-not-readied", "17-10", "the start phase leaves the master and the lord exhausted")
def _leader_zone_not_readied() -> Patches:
    """17-10 forgotten: the start phase readies the minion zone only, as if the leader zone were off the field."""

    def make(start: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            tp = s.turn_player
            assert tp is not None
            ps = s.players[tp]
            master, lord = ps.master.exhausted, ps.lord.exhausted if ps.lord else False
            start(s, task)
            ps.master.exhausted = master
            if ps.lord is not None:
                ps.lord.exhausted = lord

        return mutated

    return PATCHER.handler(turn._phase_start, make)


def _minions_counted(extra: Callable[[GameState, str], int]) -> Patches:
    """A "minions" count that adds ``extra(s, player)`` to the open minions of the lanes."""

    def make(value: Wrapped) -> Wrapped:
        def mutated(s: GameState, controller: str, amount: Any) -> int:
            found = int(value(s, controller, amount))
            if isinstance(amount, Mapping) and amount.get("count") == "minions":
                side = controller if amount.get("side", "self") == "self" else other(controller)
                found += extra(s, side) * int(amount.get("times", 1))
            return found

        return mutated

    return PATCHER.wrap(continuous, "value", make)


@MUTANTS.mutant("minions-counted-off-the-field", "21-1", "minion cards in the standby and wait zones count as minions")
def _minions_counted_off_the_field() -> Patches:
    """21-1: minion cards in the standby and wait zones count as minions too."""

    def off_field(s: GameState, player: str) -> int:
        ps = s.players[player]
        cards = [*ps.standby, *(c for zone in ps.wait for c in zone.cards)]
        return sum(1 for c in cards if not c.face_down and s.card_def(c.card).category == "minion")

    return _minions_counted(off_field)


@MUTANTS.mutant("reversed-counted-as-minion", "21-1", "a reversed card in a lane counts as a minion")
def _reversed_counted_as_minion() -> Patches:
    """21-1 with 16-3e: a reversed card in a lane counts as a minion."""
    return _minions_counted(lambda s, player: sum(1 for u in s.players[player].lanes.values() if u and u.reversed))


@MUTANTS.mutant("grant-kept-through-leaving", "21-4", "a keyword given to a unit comes back with the card")
def _grant_kept_through_leaving() -> Patches:
    """21-4: a keyword given to a unit stays with the card when it leaves the field, and is back if it returns."""

    def make(remove: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> Any:
            kept = [g for g in s.grants if g.target == cid]
            found = remove(s, player, cid)
            s.grants.extend(kept)
            return found

        return mutated

    return PATCHER.wrap(zones, "remove_unit", make)


# -- chapters 30-33: costs, unlocking, playing ---------------------------------------------------------------


@MUTANTS.mutant("no-off-colour-surcharge", "31-3", "a card of a colour the master lacks costs no extra")
def _no_off_colour_surcharge() -> Patches:
    def make(cost: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, d: Any) -> int | None:
            found = cost(s, player, d)
            return found if found is None or d.double_symbol else d.cost

        return mutated

    return PATCHER.wrap(play, "unlock_cost", make)


@MUTANTS.mutant("exhausted-cores-pay", "07-4", "exhausted cores pay master points too")
def _exhausted_cores_pay() -> Patches:
    def mp_available(s: GameState, player: str) -> int:
        ps = s.players[player]
        return ps.mp + ps.core_active + ps.core_exhausted

    return PATCHER.everywhere(play, "mp_available", mp_available)


@MUTANTS.mutant("lord-without-awakening", "31-2", "arts and lords are unlocked with a normal-mode master")
def _lord_without_awakening() -> Patches:
    def make(problem: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, d: Any) -> Any:
            master = s.players[player].master
            mode, master.mode = master.mode, "awakened"
            try:
                return problem(s, player, d)
            finally:
                master.mode = mode

        return mutated

    return PATCHER.wrap(play, "unlock_card_problem", make)


@MUTANTS.mutant("lord-cores-from-active-first", "07-3", "a lord's core cost takes active cores before exhausted ones")
def _lord_cores_from_active_first() -> Patches:
    def cores_out(s: GameState, player: str, count: int, target: str) -> None:
        ps = s.players[player]
        from_active = min(count, ps.core_active)
        zones.move_cores(s, player, from_active, "core_active", target)
        zones.move_cores(s, player, count - from_active, "core_exhausted", target)

    return PATCHER.everywhere(zones, "cores_out_of_core_zone", cores_out)


@MUTANTS.mutant("skill-to-exclusion", "32-4", "a played skill is excluded instead of waiting")
def _skill_to_exclusion() -> Patches:
    def make(play_card: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, source: str, to: str) -> None:
            play_card(s, player, cid, source, to)
            ps = s.players[player]
            for wait in ps.wait:
                card = next((c for c in wait.cards if c.id == cid), None)
                if card is not None:
                    wait.cards.remove(card)
                    ps.exclusion.append(card)

        return mutated

    return PATCHER.wrap(play, "play_card", make)


@MUTANTS.mutant("arts-to-wait-zone", "32-6", "a played arts card waits in wait zone I")
def _arts_to_wait_zone() -> Patches:
    def make(play_card: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, source: str, to: str) -> None:
            play_card(s, player, cid, source, to)
            ps = s.players[player]
            card = next((c for c in ps.exclusion if c.id == cid), None)
            if card is not None and s.card_def(card.card).category == "arts":
                ps.exclusion.remove(card)
                ps.wait[0].cards.append(card)

        return mutated

    return PATCHER.wrap(play, "play_card", make)


@MUTANTS.mutant("deploy-not-incapacitated", "29-1", "a deployed minion may act at once")
def _deploy_not_incapacitated() -> Patches:
    def make(deploy: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, area: str) -> Unit:
            unit: Unit = deploy(s, player, cid, area)
            unit.placed_this_turn = False
            return unit

        return mutated

    return PATCHER.wrap(zones, "deploy", make)


@MUTANTS.mutant("haste-ignored", "29-2", "Haste does not spare a deployed unit incapacitation")
def _haste_ignored() -> Patches:
    def incapacitated(s: GameState, unit: Unit) -> bool:
        return unit.placed_this_turn

    return PATCHER.everywhere(stats, "incapacitated", incapacitated)


@MUTANTS.mutant("x-amount-zero", "05-3", "an amount X reads 0 whatever was paid")
def _x_amount_zero() -> Patches:
    def make(bind: Wrapped) -> Wrapped:
        def mutated(steps: Any, x: int) -> Any:
            return bind(steps, 0)  # the variable is never given the amount paid

        return mutated

    return PATCHER.wrap(abilities, "bind_x", make)


def _x_problem_with(amounts: Callable[[int], bool], verdict: Any) -> Patches:
    """The X check of 30-2a giving ``verdict`` (None: accepted) for the amounts ``amounts`` picks."""

    def make(check: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cost: Any, x: Any) -> Any:
            if cost.x and isinstance(x, int) and not isinstance(x, bool) and amounts(x):
                return verdict
            return check(s, player, cost, x)

        return mutated

    return PATCHER.wrap(costs, "_x_problem", make)


@MUTANTS.mutant("x-negative-accepted", "30-2a", "a negative X may be paid (and gives MP)")
def _x_negative_accepted() -> Patches:
    return _x_problem_with(lambda x: x < 0, None)


@MUTANTS.mutant("x-zero-refused", "30-2a", "an X cost needs at least 1 MP")
def _x_zero_refused() -> Patches:
    return _x_problem_with(lambda x: x == 0, ("30-2a", "X must be at least 1"))


@MUTANTS.mutant(
    "process-cost-partial", "30-4", "a process cost is paid with as much of the process as can be carried out"
)
def _process_cost_partial() -> Patches:
    def possible(s: GameState, player: str, cost: Any) -> Any:
        return None  # activated with whatever part of the process can be carried out

    def make(check: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cost: Any, cards: Any) -> Any:
            hand = {c.id for c in s.players[player].hand}
            short = min(len(hand), cost.exclude_hand)  # every card there is, when the hand is short
            if isinstance(cards, list) and len(set(cards)) == len(cards) == short and set(cards) <= hand:
                return None
            return check(s, player, cost, cards)

        return mutated

    return PATCHER.everywhere(costs, "process_possible", possible) + PATCHER.wrap(costs, "_cards_problem", make)


@MUTANTS.mutant("process-cost-skipped", "30-4", "a process cost's hand cards are never excluded")
def _process_cost_skipped() -> Patches:
    def make(pay: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cost: Any, x: Any, cards: Any) -> None:
            pay(s, player, cost, x, None)  # the MP are paid, the hand cards never excluded

        return mutated

    return PATCHER.wrap(costs, "pay", make)


# -- 33 (issue 21): a card an effect puts on the field is deployed ----------------------------------------


@MUTANTS.mutant("effect-put-not-deployed", "33-1", "a card an effect puts on the field is not deployed")
def _effect_put_not_deployed() -> Patches:
    """33-1 read as playing only: a card an effect puts on the field is not deployed, so not incapacitated."""

    def make(deploy: Wrapped) -> Wrapped:
        def mutated(s: GameState, owner: str, cid: str, place: str, area: str) -> None:
            deploy(s, owner, cid, place, area)
            found = s.find_unit(owner, cid)
            if found is not None:
                found[1].incapacitated = False

        return mutated

    return PATCHER.wrap(effects, "_deploy", make)


# -- 27, 20: main-phase actions ------------------------------------------------------------------------


@MUTANTS.mutant("lane-move-to-the-far-lane", "27-5", "a minion may move to the far lane")
def _lane_move_to_the_far_lane() -> Patches:
    far = {"left": ("centre", "right"), "centre": ("left", "right"), "right": ("centre", "left")}
    return [mock.patch.object(main_phase, "ADJACENT", far)]  # lane moves only, not the attack range


@MUTANTS.mutant("exhausted-unit-excluded", "27-7", "an exhausted unit may be excluded")
def _exhausted_unit_excluded() -> Patches:
    def make(problem: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> Any:
            found = s.find_unit(player, cid)
            if found is None:
                return problem(s, player, cid)
            was, found[1].exhausted = found[1].exhausted, False
            try:
                return problem(s, player, cid)
            finally:
                found[1].exhausted = was

        return mutated

    return PATCHER.wrap(main_phase, "exclude_field_problem", make)


@MUTANTS.mutant("core-boost-without-exhausting", "20-3b", "the master's ability leaves it active")
def _core_boost_without_exhausting() -> Patches:
    def make(activate_: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, ability: str, target: str | None) -> None:
            activate_(s, player, ability, target)
            s.players[player].master.exhausted = False

        return mutated

    return PATCHER.wrap(main_phase, "activate", make)


@MUTANTS.mutant("granted-assault-lasts", "20-3c", "Assault given by the master outlasts the turn")
def _granted_assault_lasts() -> Patches:
    def make(cleanup: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            grants = list(s.grants)
            cleanup(s, task)
            s.grants = grants

        return mutated

    return PATCHER.handler(turn._end_cleanup, make)


# -- 29, 34, 39-4: battle -----------------------------------------------------------------------------


@MUTANTS.mutant("far-lane-in-range", "34-5", "a minion reaches the far lane too")
def _far_lane_in_range() -> Patches:
    def adjacent(a: str, b: str) -> bool:
        return a != b

    return PATCHER.everywhere(zones, "adjacent", adjacent)


@MUTANTS.mutant("master-attackable-through-a-blocker", "34-6", "the master can be attacked past a blocker")
def _master_attackable_through_a_blocker() -> Patches:
    return PATCHER.everywhere(battle, "blockers", lambda s, player, lane, attacker=None: [])


@MUTANTS.mutant("lanes-not-mirrored", "18-2", "a lane faces the opponent's lane of the same name")
def _lanes_not_mirrored() -> Patches:
    return PATCHER.everywhere(zones, "facing_lane", lambda lane: lane)


@MUTANTS.mutant("attacker-stays-active", "34-3", "attacking does not exhaust the attacker")
def _attacker_stays_active() -> Patches:
    def make(declare: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: str, target: str) -> None:
            declare(s, player, attacker, target)
            found = s.find_unit(player, attacker)
            if found is not None:
                found[1].exhausted = False

        return mutated

    return PATCHER.wrap(battle, "declare_attack", make)


@MUTANTS.mutant("attacker-strikes-first", "34-7", "the attacker deals its damage before the target")
def _attacker_strikes_first() -> Patches:
    def make(exchange: Handler) -> Handler:
        def mutated(s: GameState, task: BattleExchange) -> None:
            s.tasks.append(BattleStrike(task.player, task.attacker, task.target, (task.target,)))
            s.tasks.append(BattleStrike(task.player, task.attacker, task.target, (task.attacker,)))

        return mutated

    return PATCHER.handler(battle._battle_exchange, make)


@MUTANTS.mutant("first-strike-ignored", "39-4", "First Strike changes nothing")
def _first_strike_ignored() -> Patches:
    return PATCHER.everywhere(battle, "_first_strike", lambda s, fighter: False)


@MUTANTS.mutant("broken-minion-one-zone-late", "12-2", "a broken minion goes one wait zone past its WT")
def _broken_minion_one_zone_late() -> Patches:
    def make(to_wait: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, index: int) -> None:
            to_wait(s, player, cid, min(index + 1, 3))

        return mutated

    return PATCHER.wrap(zones, "unit_to_wait", make)


@MUTANTS.mutant("broken-lord-cores-lost", "12-3", "a broken lord's cores leave the game")
def _broken_lord_cores_lost() -> Patches:
    def make(break_unit: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            lord = s.players[player].lord
            if lord is not None and lord.id == cid:
                lord.cores = 0
            break_unit(s, player, cid)

        return mutated

    return PATCHER.wrap(damage, "break_unit", make)


@MUTANTS.mutant("life-below-zero", "08-5", "life can fall below 0")
def _life_below_zero() -> Patches:
    def change_life(s: GameState, player: str, amount: int) -> None:
        ps = s.players[player]
        new = min(20, ps.life + amount)
        if new != ps.life:
            s.emit("life", player=player, life=max(0, new), change=new - ps.life)
            ps.life = new

    return PATCHER.everywhere(zones, "change_life", change_life)


@MUTANTS.mutant("damage-not-kept", "11-3", "damage that does not break a unit vanishes")
def _damage_not_kept() -> Patches:
    def make(deal: Wrapped) -> Wrapped:
        def mutated(s: GameState, hits: Any) -> None:
            before = {u.id: u.damage for p in PLAYERS for u in s.units(p)}
            deal(s, hits)
            for p in PLAYERS:
                for unit in s.units(p):
                    if hp_of(s, unit) > 0:
                        unit.damage = before.get(unit.id, 0)

        return mutated

    def hp_of(s: GameState, unit: Unit) -> int:
        return int(stats.hp(s, unit) or 0)

    return PATCHER.wrap(damage, "deal", make)


@MUTANTS.mutant("assault-reaches-the-master", "29-3", "a unit attacking by Assault may attack the master")
def _assault_reaches_the_master() -> Patches:
    def make(targets: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: str) -> list[str]:
            found = s.find_unit(player, attacker)
            if found is None or not stats.incapacitated(s, found[1]):
                return list(targets(s, player, attacker))
            unit = found[1]
            unit.placed_this_turn = False
            try:
                return list(targets(s, player, attacker))
            finally:
                unit.placed_this_turn = True

        return mutated

    return PATCHER.wrap(battle, "targets", make)


@MUTANTS.mutant("incapacitated-attacks", "29-1", "an incapacitated unit may attack")
def _incapacitated_attacks() -> Patches:
    def make(problem: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: str) -> Any:
            found = problem(s, player, attacker)
            return None if found is not None and found[0] == "29-1" else found

        return mutated

    return PATCHER.wrap(battle, "attacker_problem", make)


@MUTANTS.mutant("exhausted-unit-attacks", "27-4", "an exhausted unit may attack")
def _exhausted_unit_attacks() -> Patches:
    def make(problem: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: str) -> Any:
            found = problem(s, player, attacker)
            return None if found is not None and "exhausted" in found[1] else found

        return mutated

    return PATCHER.wrap(battle, "attacker_problem", make)


@MUTANTS.mutant("master-strikes-back", "34-7", "an attacked master deals battle damage back")
def _master_strikes_back() -> Patches:
    def battle_atk(s: GameState, fighter: Any) -> int:
        if isinstance(fighter, Unit):
            return int(stats.atk(s, fighter) or 0)
        return 1  # the attacked master hits back for 1

    return PATCHER.everywhere(battle, "_battle_atk", battle_atk)


# -- 34 (issue 21): only the attacker's own lane blocks -----------------------------------------------------


@MUTANTS.mutant("blocked-from-an-adjacent-lane", "34-6", "an opposing minion in an adjacent lane blocks too")
def _blocked_from_an_adjacent_lane() -> Patches:
    """34-6: an opposing minion in a lane adjacent to the attacker's blocks it too."""

    def make(blockers: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, lane: str, attacker: Any = None) -> list[str]:
            found: list[str] = list(blockers(s, player, lane, attacker))
            for near in LANES:
                if zones.adjacent(lane, near):
                    found += [b for b in blockers(s, player, near, attacker) if b not in found]
            return found

        return mutated

    return PATCHER.wrap(battle, "blockers", make)


# -- 29-2 with 39-1: Haste read continuously (issue 21) -------------------------------------------------


@MUTANTS.mutant(
    "haste-read-on-arrival", "29-2", "only a printed Haste, read when the unit is placed, spares it incapacitation"
)
def _haste_read_on_arrival() -> Patches:
    """The old engine: only a printed Haste, read when the unit is placed, spares it incapacitation."""

    def incapacitated(s: GameState, unit: Unit) -> bool:
        return unit.placed_this_turn and not s.card_def(unit.card).has_keyword("haste")

    return PATCHER.everywhere(stats, "incapacitated", incapacitated)


@MUTANTS.mutant("lost-haste-still-spares", "29-2", "a unit that loses Haste in the turn it came in stays free to act")
def _lost_haste_still_spares() -> Patches:
    """A unit once seen with Haste in the turn it came in stays free when it loses it (a per-turn record kept
    in the state's once-per-turn set, so it follows the state's copies)."""

    def make(incapacitated: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Unit) -> bool:
            now = bool(incapacitated(s, unit))
            seen = (s.turn, unit.id, -29)
            if unit.placed_this_turn and not now:
                s.text.used_once.add(seen)
            return now and seen not in s.text.used_once

        return mutated

    return PATCHER.wrap(stats, "incapacitated", make)


# -- chapters 35-39: card text and keywords ---------------------------------------------------------------------


@MUTANTS.mutant("lane-bonus-in-either-turn", "39-11", "the lane bonuses count in the opponent's turn too")
def _lane_bonus_in_either_turn() -> Patches:
    def atk_bonus(s: GameState, unit: Unit) -> int:
        where = stats.locate(s, unit.id)
        if where is None or unit.reversed or where[1] not in LANES:
            return 0
        names = stats.unit_keywords(s, unit)
        area = where[1]
        return sum(sum(stats.values(names, n)) for n, lane in stats.LANE_BONUS.items() if lane == area)

    return PATCHER.everywhere(stats, "atk_bonus", atk_bonus)


@MUTANTS.mutant("cannot-block-ignored", "39-16", "a minion with Cannot Block still blocks")
def _cannot_block_ignored() -> Patches:
    def make(blocks: Wrapped) -> Wrapped:
        def mutated(s: GameState, blocker: Unit, attacker: Any) -> bool:
            with mock.patch.object(
                keywords, "has", lambda s, card, name: name != "cannot_block" and has(s, card, name)
            ):
                return bool(blocks(s, blocker, attacker))

        return mutated

    has = keywords.has
    return PATCHER.wrap(keywords, "blocks", make)


@MUTANTS.mutant("intimidate-strictly-below", "39-9", "Intimidate X spares a minion of cost exactly X")
def _intimidate_strictly_below() -> Patches:
    def make(cost: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Unit) -> int:
            return int(cost(s, unit)) + 1  # "X or less" read as "less than X"

        return mutated

    return PATCHER.wrap(keywords, "minion_cost", make)


@MUTANTS.mutant("effect-damage-immunity-ignored", "39-6", "effect damage reaches a unit immune to it")
def _effect_damage_immunity_ignored() -> Patches:
    def make(amount: Wrapped) -> Wrapped:
        def mutated(s: GameState, hit: Any) -> int:
            if hit.kind == "effect":
                return int(amount(s, dataclasses.replace(hit, kind="battle")))
            return int(amount(s, hit))

        return mutated

    return PATCHER.wrap(keywords, "damage_amount", make)


@MUTANTS.mutant("anti-bonus-in-either-turn", "39-13", "the anti-master/lord/minion bonuses count in any turn")
def _anti_bonus_in_either_turn() -> Patches:
    def make(amount: Wrapped) -> Wrapped:
        def mutated(s: GameState, hit: Any) -> int:
            owner, _ = keywords.source_of(s, hit)
            if owner is None or owner == s.turn_player:
                return int(amount(s, hit))
            turn_player, s.turn_player = s.turn_player, owner
            try:
                return int(amount(s, hit))
            finally:
                s.turn_player = turn_player

        return mutated

    return PATCHER.wrap(keywords, "damage_amount", make)


@MUTANTS.mutant("regenerate-ignored", "39-5", "a minion with Regenerate breaks to the timeline")
def _regenerate_ignored() -> Patches:
    return PATCHER.everywhere(keywords, "regenerates", lambda s, area, unit: False)


@MUTANTS.mutant("impact-unlimited", "39-8", "Impact X may raise the WT of more than X cards")
def _impact_unlimited() -> Patches:
    def make(handler: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            handler(s, task)
            if s.pending is not None and s.pending.kind == "choose_impact":
                s.pending.max = len(s.pending.options)  # up to every card, not up to X

        return mutated

    return PATCHER.handler(keywords._impact, make)


@MUTANTS.mutant(
    "non-turn-player-chooses-own-effects", "01-8", "the non-turn player makes the choices of their own effects"
)
def _non_turn_player_chooses_own_effects() -> Patches:
    return PATCHER.everywhere(effects, "chooser", lambda s, controller: controller)


@MUTANTS.mutant("life-gain-uncapped", "38-2", "gained life goes above 20")
def _life_gain_uncapped() -> Patches:
    def gain(s: GameState, task: SeqStep, step: Any) -> effects.Outcome:
        player = task.controller
        amount = effects.continuous.value(s, player, step["amount"])
        s.players[player].life += amount
        s.emit("life", player=player, life=s.players[player].life, change=amount)
        return effects.DONE

    return [mock.patch.dict(effects.OPERATIONS, {"gain_life": gain})]


@MUTANTS.mutant(
    "lane-answer-reused",
    "38-6",
    "the lane chosen for one step's minion is used again for the next step's, without asking",
)
def _lane_answer_reused() -> Patches:
    """38-6: the lane chosen for a minion one step put onto the field stays with the rest of the sequence, so the
    next step's minion is put into that lane without asking (the engine before the typed core did this)."""

    def make(rest: Wrapped) -> Wrapped:
        def mutated(task: SeqStep, steps: Any) -> SeqStep:
            return dataclasses.replace(rest(task, steps), lane=task.lane)

        return mutated

    return PATCHER.wrap(effects, "_rest", make)


@MUTANTS.mutant("reversed-cost-printed", "16-3d", "a reversed card keeps its printed cost")
def _reversed_cost_printed() -> Patches:
    def cost(s: GameState, card: str, reversed_: bool) -> int:
        return int(s.card_def(card).cost)  # a reversed card keeps its printed cost

    return PATCHER.everywhere(targets, "cost", cost)


# -- 35 (issue 21): a skill's text is one sequence ------------------------------------------------------------


@MUTANTS.mutant("each-step-its-own-sequence", "35-3", "each step of a skill's text is a sequence of its own")
def _each_step_its_own_sequence() -> Patches:
    """35-3: each step of a skill's or arts card's text is a sequence of its own, so the trigger checks run
    between its steps (the sequence is closed after each step and opened again before the next)."""

    reopen: list[Task] = []  # the rest of a closed sequence, to open again when it runs (tasks are shared by copies)

    def make(step: Handler) -> Handler:
        def mutated(s: GameState, task: SeqStep) -> None:
            if any(t is task for t in reopen):
                reopen[:] = [t for t in reopen if t is not task]
                s.text.open_sequences += 1
            step(s, task)
            after = task.steps[1:]
            rest = [t for t in s.tasks if isinstance(t, SeqStep) and t.source == task.source and t.steps == after]
            if s.pending is None and task.ability is None and rest:
                s.text.open_sequences -= 1
                reopen.append(rest[-1])

        return mutated

    return PATCHER.handler(effects._seq_step, make)


# -- 39-8, 39-3 and 36-2c with 38-9 (issue 21) -----------------------------------------------------------


@MUTANTS.mutant(
    "impact-in-either-turn",
    "39-8",
    "Impact triggers in the opponent's turn too (striking back at their master's attack)",
)
def _impact_in_either_turn() -> Patches:
    """Impact's "in your turn" dropped: an Impact unit striking the opposing master back in the opponent's turn
    (that master attacking by an effect, 38-9) triggers it too."""

    def make(after_damage: Wrapped) -> Wrapped:
        def mutated(s: GameState, dealt: Any) -> None:
            for hit, amount in dealt:
                owner, _ = keywords.source_of(s, hit)
                on_master = hit.card == s.players[hit.player].master.id
                if owner is None or owner == s.turn_player or not on_master:
                    after_damage(s, [(hit, amount)])
                    continue
                turn_player, s.turn_player = s.turn_player, owner
                try:
                    after_damage(s, [(hit, amount)])
                finally:
                    s.turn_player = turn_player

        return mutated

    return PATCHER.wrap(keywords, "after_damage", make)


def _assault_reaches(leader: str) -> Callable[[], Patches]:
    """39-3 / 29-3 broken for one leader: an incapacitated Assault attacker may also choose the opponent's
    ``master`` or ``lord`` when it is in range (no blocker)."""

    def patches() -> Patches:
        def make(targets: Wrapped) -> Wrapped:
            def mutated(s: GameState, player: str, attacker: str) -> list[str]:
                out = list(targets(s, player, attacker))
                found = s.find_unit(player, attacker)
                if found is None or not stats.incapacitated(s, found[1]):
                    return out
                area, unit = found
                theirs = s.players[other(player)]
                extra = theirs.master.id if leader == "master" else theirs.lord.id if theirs.lord else None
                in_range = battle.attack_range(s, player, battle.attack_lane(area), unit)
                return [*out, extra] if extra is not None and extra in in_range and extra not in out else out

            return mutated

        return PATCHER.wrap(battle, "targets", make)

    return patches


MUTANTS.add(
    "assault-reaches-the-master-alone",
    "39-3",
    "an incapacitated Assault attacker may attack the master (not the lord)",
    _assault_reaches("master"),
)
MUTANTS.add(
    "assault-reaches-the-lord",
    "39-3",
    "an incapacitated Assault attacker may attack the lord (not the master)",
    _assault_reaches("lord"),
)


@MUTANTS.mutant(
    "master-on-attack-after-the-exchange",
    "36-2c",
    "the master attacking by an effect resolves its on-attack ability after the damage exchange",
)
def _master_on_attack_after_the_exchange() -> Patches:
    """36-2c broken for the master's attack by an effect (38-9): its on-attack abilities resolve after the damage
    exchange (moved under the battle's exchange on the work stack) instead of before it."""

    late: list[Task] = []  # the moved tasks (tasks are shared by state copies)

    def make(handler: Handler) -> Handler:
        def mutated(s: GameState, task: MasterOnAttack) -> None:
            if any(t is task for t in late):
                late[:] = [t for t in late if t is not task]
                handler(s, task)
                return
            end = max(i for i, queued in enumerate(s.tasks) if isinstance(queued, BattleEnd))
            moved = MasterOnAttack(task.player, task.master)
            late.append(moved)
            s.tasks.insert(end + 1, moved)

        return mutated

    return PATCHER.handler(triggers._master_on_attack, make)


# -- 01-3 and 38-16: prohibitions and replacements ----------------------------------------------------------


@MUTANTS.mutant("can-beats-cannot", "01-3", "a unit with Haste or Assault attacks although an effect forbids it")
def _can_beats_cannot() -> Patches:
    def make(problem: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Unit, act: str) -> Any:
            if prohibitions.permissions(s, unit, act):
                return None  # Haste / Assault / Move Attack let it act despite the prohibition
            return problem(s, unit, act)

        return mutated

    return PATCHER.wrap(prohibitions, "problem", make)


@MUTANTS.mutant(
    "move-attack-ignores-prohibition", "01-3", "Move Attack offers its attack to a minion forbidden to attack"
)
def _move_attack_ignores_prohibition() -> Patches:
    return [mock.patch.object(move_attack, "forbidden", lambda s, cid, act: False)]


@MUTANTS.mutant(
    "prohibition-on-every-unit", "01-3", "a prohibition given to one unit forbids its owner's other units too"
)
def _prohibition_on_every_unit() -> Patches:
    def forbidden(s: GameState, cid: str, act: str) -> bool:
        owner = next((p for p in PLAYERS if s.find_unit(p, cid) is not None), None)
        mods = (*s.text.static, *s.text.modifiers)
        return any(m.cannot == act and owner is not None and s.find_unit(owner, m.target) for m in mods)

    return PATCHER.everywhere(prohibitions, "forbidden", forbidden)


@MUTANTS.mutant("break-happens-too", "38-16", "a replaced break happens as well")
def _break_happens_too() -> Patches:
    def make(replaces: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, player: str, cid: str) -> bool:
            replaces(s, event, player, cid)
            return False  # the replacement's steps run, and the original process as well

        return mutated

    return PATCHER.wrap(replacement, "replaces", make)


@MUTANTS.mutant("replacement-covers-every-unit", "38-16", "a unit's own replacement covers its owner's other units")
def _replacement_covers_every_unit() -> Patches:
    def candidates(s: GameState, controller: str, source: str, target: Mapping[str, Any]) -> list[str]:
        if target.get("select") == "this":
            target = {**target, "select": "all"}  # "this unit" read as "your units"
        return list(original(s, controller, source, target))

    original = replacement.candidates
    return [mock.patch.object(replacement, "candidates", candidates)]


@MUTANTS.mutant("replacement-only-in-own-turn", "38-16", "a replacement works only in its owner's turn")
def _replacement_only_in_own_turn() -> Patches:
    def make(applicable: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, cid: str) -> list[dict[str, Any]]:
            return [o for o in applicable(s, event, cid) if o["player"] == s.turn_player]

        return mutated

    return PATCHER.wrap(replacement, "applicable", make)


@MUTANTS.mutant(
    "replacement-once-per-step", "38-16", "a replacement covers only the first of several cards broken together"
)
def _replacement_once_per_step() -> Patches:
    def make(applicable: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, cid: str) -> list[dict[str, Any]]:
            busy = {(card, ability) for card, ability, _ in s.text.replacing}
            return [o for o in applicable(s, event, cid) if (o["card"], o["ability"]) not in busy]

        return mutated

    return PATCHER.wrap(replacement, "applicable", make)


@MUTANTS.mutant("replaced-unit-left-at-zero-hp", "38-16", "a unit left at 0 HP by its replacement stays on the field")
def _replaced_unit_left_at_zero_hp() -> Patches:
    def make(apply: Wrapped) -> Wrapped:
        def mutated(s: GameState, option: Any, event: str, cid: str) -> None:
            apply(s, option, event, cid)
            check = next(t for t in reversed(s.tasks) if isinstance(t, BreakCheck))
            s.tasks.remove(check)  # no break check after the replacement: a unit at 0 HP stays on the field

        return mutated

    return PATCHER.wrap(replacement, "apply", make)


@MUTANTS.mutant(
    "master-on-attack-printed-order",
    "37-6d",
    "a master's several On Attack abilities resolve in printed order, unasked",
)
def _master_on_attack_printed_order() -> Patches:
    def make(handler: Handler) -> Handler:
        def mutated(s: GameState, task: Task) -> None:
            assert isinstance(task, MasterOnAttack)
            master = s.players[task.player].master
            for ability in reversed(s.card_def(master.card).abilities):  # a stack: the first printed runs first
                if ability.kind == "triggered" and ability.when == "on_attack":
                    start_sequence(s, task.player, task.master, ability.effects, ability.index)

        return mutated

    return PATCHER.handler(triggers._master_on_attack, make)


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> LegionsEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return LegionsEngine()
