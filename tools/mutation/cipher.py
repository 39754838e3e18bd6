"""The mutation catalogue of Fire Emblem 0 (Cipher): named mutants of its reference engine, each breaking one rule.

As for the other games, a mutant never edits an engine file: it is a set of :mod:`unittest.mock` patches of
``tcgjudge.reference.cipher`` applied wherever the engine's modules hold the patched object
(:class:`mutant.EnginePatcher`); decision handlers are patched in ``actions.HANDLERS``.

``make_engine`` is the suite's engine factory (``--tcg-engine cipher:make_engine``): the reference engine with the
mutant named by ``$TCGJUDGE_MUTANT`` active.
"""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import os
from functools import wraps
from typing import Any
from unittest import mock

import tcgjudge.reference.cipher as cipher_engine
from mutant import ENV, Catalogue, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.cipher import actions, battle, cards, rules, serialize, setup, turn
from tcgjudge.reference.cipher.engine import CipherEngine
from tcgjudge.reference.cipher.state import PLAYERS, Card, GameState, Player, other

from tcgjudge.engine.interface import IllegalActionError

MUTANTS = Catalogue()
"""This game's mutants, each declared once at its patch function."""

PATCHER = EnginePatcher(cipher_engine)
Wrapped = Any


def _constant(module: Any, name: str, value: object) -> Patches:
    """A module constant changed in every engine module that imported it."""
    return PATCHER.everywhere(module, name, value)


def _handler(kind: type, make: Any) -> Patches:
    """The handler of one task kind patched wherever the engine holds it."""
    return PATCHER.handler(turn.TASKS.handlers[kind], make)


def _action_handler(action_type: str, make: Any) -> Patches:
    """The handler of one action type patched in the engine's table of actions (``actions.HANDLERS``)."""
    original = actions.HANDLERS[action_type]
    return [mock.patch.dict(actions.HANDLERS, {action_type: wraps(original)(make(original))})]


def _deck_check_without(clause: str) -> Patches:
    """check_deck with the check of ``clause`` (the last one it raises) left out."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, deck: list[str]) -> None:
            try:
                original(pool, deck)
            except IllegalActionError as error:
                if error.clause != clause:
                    raise

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


# -- 6: zones ------------------------------------------------------------------------------------------------


@MUTANTS.mutant("draw-from-deck-bottom", "6.2.1.2", "a draw takes the deck's bottom card")
def _draw_from_bottom() -> Patches:
    def mutated(s: GameState, player: str) -> bool:
        rules.refill(s, player)
        deck = s.players[player].deck
        if not deck:
            return False
        card = deck.pop()
        s.players[player].hand.append(card)
        s.emit("draw", player=player, card=card.id, new_id=card.id)
        return True

    return PATCHER.everywhere(rules, "draw", mutated)


@MUTANTS.mutant("infinity-area-is-deck", "6.2.8.1", "cards in the infinity area keep a player from losing by deck")
def _infinity_is_deck() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "deck" and s.players[player].infinity else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


@MUTANTS.mutant("infinity-area-on-battlefield", "6.2.8.1", "units named in the infinity area block a deployment")
def _infinity_on_battlefield() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            if any(s.unit_name(c) == s.unit_name(card) for c in s.players[player].infinity):
                return "14.1.1", "a unit of that name is in the infinity area"
            return original(s, player, card)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(actions, "deploy_problem", make)


@MUTANTS.mutant("bond-face-down", "6.4.3", "a card bonded from the hand goes face down")
def _bond_face_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.players[p].bonds[-1].face_up = False

        return mutated

    return _action_handler("bond", make)


@MUTANTS.mutant("face-down-bonds-show-symbols", "6.4.4.2", "a face-down bond's symbols count for deploying")
def _face_down_symbols() -> Patches:
    def mutated(s: GameState, player: str) -> set[str]:
        return {x for c in s.players[player].bonds for x in s.pool[c.card].symbols}

    return PATCHER.everywhere(actions, "bond_symbols", mutated)


@MUTANTS.mutant("face-up-bonds-show-no-symbols", "6.4.4.2", "no bond's symbols count, face up or not")
def _no_symbols() -> Patches:
    def mutated(s: GameState, player: str) -> set[str]:
        return set()

    return PATCHER.everywhere(actions, "bond_symbols", mutated)


def _view(module: Any, name: str, change: Any) -> Patches:
    """Patch a serializer function by post-processing what it returns."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(*args: Any, **kwargs: Any) -> Any:
            return change(original(*args, **kwargs), *args)

        return mutated

    return PATCHER.wrap(module, name, make)


def _hide(zone: str, known: Any, when: Any = lambda card: True) -> Patches:
    def change(view: dict[str, Any], s: GameState, p: str) -> dict[str, Any]:
        for card in view[zone]:
            if when(card):
                card["known_to"] = known(p)
        return view

    return _view(serialize, "_player", change)


MUTANTS.add(
    "face-down-bonds-secret",
    "6.4.4.1",
    "face-down bonds cannot be inspected",
    lambda: _hide("bonds", lambda p: [], lambda c: not c["face_up"]),
)
MUTANTS.add(
    "face-up-orb-secret",
    "6.4.6.2",
    "a face-up orb stays hidden",
    lambda: _hide("orbs", lambda p: [], lambda c: c["face_up"]),
)
MUTANTS.add(
    "hand-public", "6.4.6.1", "the hand is shown to both players", lambda: _hide("hand", lambda p: list(PLAYERS))
)
MUTANTS.add("deck-seen-by-owner", "6.4.6", "a player sees their own deck", lambda: _hide("deck", lambda p: [p]))
MUTANTS.add(
    "orbs-seen-by-owner",
    "6.4.5",
    "a player sees their own face-down orbs",
    lambda: _hide("orbs", lambda p: [p], lambda c: not c["face_up"]),
)
MUTANTS.add(
    "retreat-area-secret",
    "6.4.4",
    "the retreat area is seen by its owner only",
    lambda: _hide("retreat", lambda p: [p]),
)


@MUTANTS.mutant("stack-secret", "6.4.4.3", "the cards under a unit are seen by its owner only")
def _stack_secret() -> Patches:
    def change(view: dict[str, Any], card: Card) -> dict[str, Any]:
        for under in view["stack"]:
            under["known_to"] = [card.owner]
        return view

    return _view(serialize, "_unit", change)


@MUTANTS.mutant("move-clears-state", "6.5", "a unit moving between lines loses its level-up information")
def _move_clears_state() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            for unit in s.players[p].units:
                if unit.id == a.get("card"):
                    unit.levelled = unit.class_changed = False

        return mutated

    return _action_handler("move", make)


@MUTANTS.mutant("retreat-top-card-only", "6.5", "a unit leaving the battlefield leaves the cards under it behind")
def _retreat_top_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            under, unit.stack = unit.stack, []
            original(s, unit)
            s.players[unit.owner].deck += under

        return mutated

    return PATCHER.wrap(rules, "to_retreat", make)


@MUTANTS.mutant("opening-hand-at-once", "6.6", "the opening hand is taken as one move, logged once")
def _opening_at_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, n: int) -> None:
            if s.turn > 0 or n <= 1:
                original(s, player, n)
                return
            deck, hand = s.players[player].deck, s.players[player].hand
            taken = deck[:n]
            del deck[:n]
            hand += taken
            s.emit("draw", player=player, cards=[c.id for c in taken])

        return mutated

    return PATCHER.wrap(rules, "draw_n", make)


# -- 12: preparing to play -----------------------------------------------------------------------------------


MUTANTS.add("deck-of-49", "12.1.1", "a deck of 49 cards is allowed", lambda: _constant(cards, "MIN_DECK", 49))
MUTANTS.add("no-cost-one-needed", "12.1.1.1", "a deck needs no card of cost 1", lambda: _deck_check_without("12.1.1.1"))
MUTANTS.add(
    "five-of-a-name", "12.1.1.2", "five cards of one name are allowed", lambda: _constant(cards, "MAX_SAME_NAME", 5)
)
MUTANTS.add(
    "markers-allowed", "12.1.1.3", "marker cards are allowed in a deck", lambda: _deck_check_without("12.1.1.3")
)


@MUTANTS.mutant("cost-zero-counts-as-one", "12.1.1.1", "a card of cost 0 meets the cost-1 requirement")
def _cost_zero_counts() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, deck: list[str]) -> None:
            try:
                original(pool, deck)
            except IllegalActionError as error:
                if error.clause != "12.1.1.1" or not any(pool[c].cost == 0 for c in deck):
                    raise

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


@MUTANTS.mutant("names-counted-by-number", "12.1.1.2", "the four-card limit counts card numbers, not names")
def _names_by_number() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, deck: list[str]) -> None:
            renamed = {
                k: d if d.marker else type(d)(d.id, d.id, d.unit, d.cost, d.cc_cost, d.symbols, d.marker)
                for k, d in pool.items()
            }
            original(renamed, deck)

        return mutated

    return PATCHER.wrap(setup, "check_deck", make)


@MUTANTS.mutant("main-character-of-any-cost", "12.2.1.1", "any card of the deck may be the Main Character")
def _main_any_cost() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            card = next((c for c in s.players[p].deck if c.id == a.get("card")), None)
            if card is None:
                original(s, p, a)
                return
            turn.place_main_character(s, p, card.id)

        return mutated

    return _action_handler("main_character", make)


@MUTANTS.mutant("main-character-face-up", "12.2.1.1", "the Main Character is placed face up at once")
def _main_face_up() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            for unit in s.players[player].front:
                unit.face_up = True

        return mutated

    return PATCHER.wrap(turn, "place_main_character", make)


@MUTANTS.mutant("main-character-in-back-line", "12.2.1.1", "the Main Character is placed in the back line")
def _main_back() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            pl = s.players[player]
            pl.back += pl.front
            pl.front = []

        return mutated

    return PATCHER.wrap(turn, "place_main_character", make)


@MUTANTS.mutant("deck-not-shuffled", "12.2.1.2", "the decks keep the order presented")
def _no_shuffle() -> Patches:
    def mutated(s: GameState, player: str) -> None:
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(turn, "shuffle", mutated)


@MUTANTS.mutant("p1-always-first", "12.2.1.3", "p1 always goes first")
def _p1_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if s.first_player == "p2":  # redo the deal with p1 first
                s.first_player = "p1"
                s.tasks[-2:] = [turn.AskMulligan("p2"), turn.AskMulligan("p1")]

        return mutated

    return _handler(turn.ShuffleDecks, make)


MUTANTS.add(
    "opening-hand-of-five",
    "12.2.1.4",
    "five cards are drawn for the opening hand",
    lambda: _constant(cards, "OPENING_HAND", 5),
)


@MUTANTS.mutant("second-player-redraws-first", "12.2.1.5", "the second player decides on the redraw first")
def _second_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            first = s.first_player
            assert first is not None
            s.tasks[-2:] = [turn.AskMulligan(first), turn.AskMulligan(other(first))]

        return mutated

    return _handler(turn.ShuffleDecks, make)


@MUTANTS.mutant("redraw-keeps-hand", "12.2.1.5.1", "a redraw keeps the hand")
def _redraw_keeps() -> Patches:
    def mutated(s: GameState, player: str, redraw: bool) -> None:
        s.pending = None
        s.players[player].mulliganed = s.players[player].mulliganed or redraw
        s.emit("mulligan", player=player, redraw=redraw)

    return PATCHER.everywhere(turn, "mulligan", mutated)


@MUTANTS.mutant("redraw-without-shuffle", "12.2.1.5.1", "a redrawn hand goes to the deck's bottom, unshuffled")
def _redraw_no_shuffle() -> Patches:
    def mutated(s: GameState, player: str, redraw: bool) -> None:
        s.pending = None
        pl = s.players[player]
        s.emit("mulligan", player=player, redraw=redraw)
        if redraw:
            pl.mulliganed = True
            pl.deck += pl.hand
            pl.hand = []
            rules.draw_n(s, player, cards.OPENING_HAND)

    return PATCHER.everywhere(turn, "mulligan", mutated)


@MUTANTS.mutant("redraw-asked-again", "12.2.1.5.1.1", "a player who redrew is asked again")
def _redraw_again() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, redraw: bool) -> None:
            original(s, player, redraw)
            if redraw:
                s.players[player].mulliganed = False
                s.tasks.append(turn.AskMulligan(player))

        return mutated

    return PATCHER.wrap(turn, "mulligan", make)


@MUTANTS.mutant("orbs-from-deck-bottom", "12.2.1.6", "the orbs come from the deck's bottom")
def _orbs_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            for p in PLAYERS:
                s.players[p].deck.reverse()
            original(s, task)
            for p in PLAYERS:
                s.players[p].deck.reverse()

        return mutated

    return _handler(turn.PlaceOrbs, make)


MUTANTS.add("four-orbs", "12.2.1.6", "four orbs are placed", lambda: _constant(cards, "ORBS", 4))


@MUTANTS.mutant("orbs-face-up", "12.2.1.6", "the orbs are placed face up")
def _orbs_face_up() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            for p in PLAYERS:
                for orb in s.players[p].orbs:
                    orb.face_up = True

        return mutated

    return _handler(turn.PlaceOrbs, make)


@MUTANTS.mutant("main-character-stays-face-down", "12.2.1.7", "the Main Characters stay face down")
def _main_stays_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            for p in PLAYERS:
                for unit in s.players[p].units:
                    unit.face_up = False

        return mutated

    return _handler(turn.PlaceOrbs, make)


@MUTANTS.mutant("second-player-starts", "12.2.1.7", "the second player takes the first turn")
def _second_starts() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            first = s.first_player
            assert first is not None
            s.tasks[-1] = turn.BeginTurn(other(first))

        return mutated

    return _handler(turn.PlaceOrbs, make)


# -- 3: winning and losing ----------------------------------------------------------------------------------


@MUTANTS.mutant("no-main-character-no-loss", "3.1.1", "a player without a Main Character does not lose")
def _no_main_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "main_character" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


@MUTANTS.mutant("main-character-only-in-front", "3.1.1", "a Main Character in the back line counts for nothing")
def _main_only_front() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            if not any(u.main for u in s.players[player].front):
                return "main_character"
            return original(s, player)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


@MUTANTS.mutant("empty-deck-and-retreat-no-loss", "3.1.2", "no cards in the deck and retreat area is no loss")
def _deck_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "deck" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


def _end_game_changed(change: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            original(s, *change(s, winner, losers, draw), reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


MUTANTS.add(
    "draw-to-turn-player",
    "3.2",
    "both losing at once is a win for the turn player",
    lambda: _end_game_changed(
        lambda s, w, losers, d: (s.turn_player, (other(s.turn_player),), False) if d else (w, losers, d)
    ),
)
MUTANTS.add(
    "draw-is-double-loss",
    "3.2",
    "both losing at once is a loss for both, not a draw",
    lambda: _end_game_changed(lambda s, w, losers, d: (w, PLAYERS if d else losers, False)),
)


# -- 8, 9, 11: class change bonus, rule processing, deck refill -------------------------------------------------


@MUTANTS.mutant("class-change-bonus-kept", "8.1.2", "class change bonuses are not cleared once drawn")
def _bonus_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            kept = dict(s.bonuses)
            original(s)
            s.bonuses = kept

        return mutated

    return PATCHER.wrap(rules, "class_change_bonus", make)


@MUTANTS.mutant("same-name-keeps-all", "9.2.1", "several units of one unit name all stay")
def _same_name_none() -> Patches:
    def mutated(s: GameState, player: str) -> list[list[Card]]:
        return []

    return PATCHER.everywhere(rules, "same_name_groups", mutated)


@MUTANTS.mutant("same-name-across-players", "9.2", "one unit name under two players is a same-name pair")
def _same_name_across() -> Patches:
    def mutated(s: GameState, player: str) -> list[list[Card]]:
        groups = []
        for unit in s.players[player].units:
            same = [u for p in PLAYERS for u in s.players[p].units if s.unit_name(u) == s.unit_name(unit)]
            if len(same) > 1 and same[0] is unit:
                groups.append(same)
        return groups

    return PATCHER.everywhere(rules, "same_name_groups", mutated)


@MUTANTS.mutant("same-name-asks-despite-main", "9.2.1.1", "the Main Character may be left for another unit")
def _same_name_asks() -> Patches:
    def mutated(s: GameState) -> bool | None:
        from tcgjudge.reference.core.decisions import Pending

        first = s.turn_player or PLAYERS[0]
        for p in (first, other(first)):
            for group in rules.same_name_groups(s, p):
                s.pending = Pending(p, "keep_unit", "the unit to keep", [u.id for u in group], 1, 1)
                return None
        return False

    return PATCHER.everywhere(rules, "same_name", mutated)


@MUTANTS.mutant("no-march", "9.6.1", "the non-turn player's back line never marches")
def _no_march() -> Patches:
    def mutated(s: GameState) -> bool:
        return False

    return PATCHER.everywhere(rules, "march", mutated)


@MUTANTS.mutant("march-one-unit", "9.6.1", "a march brings one unit of the back line forward")
def _march_one() -> Patches:
    def mutated(s: GameState) -> bool:
        if s.turn_player is None:
            return False
        pl = s.players[other(s.turn_player)]
        if pl.front or not pl.back:
            return False
        pl.front.append(pl.back.pop(0))
        return True

    return PATCHER.everywhere(rules, "march", mutated)


@MUTANTS.mutant("march-untaps", "9.6.1", "marching units become untapped")
def _march_untaps() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            done: bool = original(s)
            if done and s.turn_player is not None:
                for unit in s.players[other(s.turn_player)].front:
                    unit.tapped = False
            return done

        return mutated

    return PATCHER.wrap(rules, "march", make)


@MUTANTS.mutant("march-is-a-move", "9.6.1.1", "a march moves the units as a move does, tapping them")
def _march_taps() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            done: bool = original(s)
            if done and s.turn_player is not None:
                for unit in s.players[other(s.turn_player)].front:
                    unit.tapped = True
                    s.emit("move", player=unit.owner, card=unit.id, line="front")
            return done

        return mutated

    return PATCHER.wrap(rules, "march", make)


@MUTANTS.mutant("turn-player-marches", "9.6.1", "the turn player's empty front line marches too")
def _turn_player_marches() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            done: bool = original(s)
            if s.turn_player is not None:
                pl = s.players[s.turn_player]
                if not pl.front and pl.back:
                    pl.front, pl.back = pl.back, []
                    done = True
            return done

        return mutated

    return PATCHER.wrap(rules, "march", make)


@MUTANTS.mutant("no-deck-refill", "11.3.1", "an empty deck is never refilled from the retreat area")
def _no_refill() -> Patches:
    def mutated(s: GameState, player: str) -> bool:
        return False

    return PATCHER.everywhere(rules, "refill", mutated)


@MUTANTS.mutant("refill-only-on-draw", "11.2", "the deck refill waits for the next draw")
def _refill_on_draw() -> Patches:
    def mutated(s: GameState) -> bool:
        return False

    return PATCHER.everywhere(rules, "refill_all", mutated)


# -- 13: game progression -------------------------------------------------------------------------------------


def _begin_turn_changed(change: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            change(s)

        return mutated

    return _handler(turn.BeginTurn, make)


@MUTANTS.mutant("same-player-again", "13.1.1", "the turn player takes the next turn too")
def _same_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            s.tasks[-1] = turn.BeginTurn(turn.turn_player(s))

        return mutated

    return _handler(turn.EndOfTurn, make)


@MUTANTS.mutant("action-before-deployment", "13.1.2", "the action phase comes before the deployment phase")
def _action_first() -> Patches:
    steps = {
        **turn.PHASE_STEPS,
        "bond": [turn.EnterPhase("action"), turn.CheckTiming(), turn.Ask("bond"), turn.CheckTiming()],
        "action": [turn.EnterPhase("deployment"), turn.CheckTiming(), turn.Ask("action"), turn.CheckTiming()],
        "deployment": [turn.EnterPhase("end"), turn.CheckTiming(), turn.Ask("deployment"), turn.CheckTiming()],
    }
    return _constant(turn, "PHASE_STEPS", steps)


@MUTANTS.mutant("no-bond-phase", "13.3.1.2", "the bond phase is skipped")
def _no_bond_phase() -> Patches:
    steps = {**turn.PHASE_STEPS, "bond": [turn.EnterPhase("deployment")]}
    return _constant(turn, "PHASE_STEPS", steps)


@MUTANTS.mutant("turn-starts-in-bond-phase", "13.2.1.1", "a turn begins without its beginning phase's steps")
def _no_beginning() -> Patches:
    def change(s: GameState) -> None:
        s.tasks[-6:] = [turn.EnterPhase("bond")]

    return _begin_turn_changed(change)


@MUTANTS.mutant("no-untap", "13.2.1.3", "the turn player's units stay tapped")
def _no_untap() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            s.emit("untap", player=turn.turn_player(s))

        return mutated

    return _handler(turn.Untap, make)


@MUTANTS.mutant("untap-both-players", "13.2.1.3", "both players' units untap")
def _untap_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            for unit in s.players[other(turn.turn_player(s))].units:
                unit.tapped = False

        return mutated

    return _handler(turn.Untap, make)


MUTANTS.add("draw-two", "13.2.1.5", "the turn player draws two", lambda: _constant(cards, "TURN_DRAW", 2))


@MUTANTS.mutant("first-player-draws-first-turn", "13.2.1.5.1", "the first player draws on the first turn")
def _first_draws() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            rules.draw_n(s, turn.turn_player(s), cards.TURN_DRAW)

        return mutated

    return _handler(turn.TurnDraw, make)


@MUTANTS.mutant("each-first-turn-skips-draw", "13.2.1.5.1", "each player's first turn has no draw")
def _both_skip() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.turn > 2:
                original(s, task)

        return mutated

    return _handler(turn.TurnDraw, make)


@MUTANTS.mutant("no-check-after-draw", "13.2.1.6", "the loss after the draw waits for the bond phase's end")
def _no_check_after_draw() -> Patches:
    def change(s: GameState) -> None:
        del s.tasks[-6:]
        s.tasks += [turn.EnterPhase("bond"), turn.TurnDraw(), turn.CheckTiming(), turn.Untap(), turn.CheckTiming()]

    steps = {**turn.PHASE_STEPS, "bond": [turn.EnterPhase("deployment"), turn.CheckTiming(), turn.Ask("bond")]}
    return [*_begin_turn_changed(change), *_constant(turn, "PHASE_STEPS", steps)]


@MUTANTS.mutant("no-check-before-bond", "13.3.1.1", "the bond is asked before rule processing")
def _no_check_before_bond() -> Patches:
    steps = {**turn.PHASE_STEPS, "bond": [turn.EnterPhase("deployment"), turn.CheckTiming(), turn.Ask("bond")]}
    return _constant(turn, "PHASE_STEPS", steps)


@MUTANTS.mutant("bond-twice", "13.3.1.2", "a second card may be bonded in the same phase")
def _bond_twice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.tasks.append(turn.Ask("bond"))

        return mutated

    return _action_handler("bond", make)


@MUTANTS.mutant("bond-to-hand-bottom", "13.3.1.2", "a bonded card stays in the hand")
def _bond_stays() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.players[p].hand.append(s.players[p].bonds.pop())

        return mutated

    return _action_handler("bond", make)


@MUTANTS.mutant("deployment-not-repeatable", "13.4.1.2", "one deployment or level up a phase")
def _deploy_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.tasks.pop(-2)  # the deployment phase's choice is not asked again

        return mutated

    return [*_action_handler("deploy", make), *_action_handler("level_up", make)]


@MUTANTS.mutant("move-once-a-phase", "13.5.1.3", "one move an action phase")
def _move_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.tasks.pop(-2)  # the action phase's choice is not asked again

        return mutated

    return _action_handler("move", make)


@MUTANTS.mutant("level-up-kept-next-turn", "13.6.1.3", "the level-up information lasts past the turn")
def _levelled_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            flags = {u.id: (u.levelled, u.class_changed) for p in PLAYERS for u in s.players[p].units}
            original(s, task)
            for p in PLAYERS:
                for u in s.players[p].units:
                    u.levelled, u.class_changed = flags[u.id]

        return mutated

    return _handler(turn.EndOfTurn, make)


# -- 14, 15, 16, 17: deploying, levelling up, moving ----------------------------------------------------------


@MUTANTS.mutant("same-unit-name-deployable", "14.1.1", "a unit name already on the battlefield may be deployed")
def _same_name_deploy() -> Patches:
    def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
        return actions.cost_problem(s, player, card, levelling=False)

    return PATCHER.everywhere(actions, "deploy_problem", mutated)


@MUTANTS.mutant("unit-names-of-both-players", "14.1.1", "the opponent's unit names block a deployment too")
def _names_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            if any(s.unit_name(u) == s.unit_name(card) for u in s.players[other(player)].units):
                return "14.1.1", "the opponent has that unit name"
            return original(s, player, card)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(actions, "deploy_problem", make)


def _after_deploy(change: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            change(s, p, a)

        return mutated

    return _action_handler("deploy", make)


def _deployed(s: GameState, p: str, a: dict[str, Any]) -> Card:
    return next(u for u in s.players[p].units if u.id == a["card"])


def _to_front(s: GameState, p: str, a: dict[str, Any]) -> None:
    unit = _deployed(s, p, a)
    pl = s.players[p]
    if unit in pl.back:
        pl.back.remove(unit)
        pl.front.append(unit)


MUTANTS.add(
    "deployed-tapped",
    "14.1.2",
    "a deployed unit is tapped",
    lambda: _after_deploy(lambda s, p, a: setattr(_deployed(s, p, a), "tapped", True)),
)
MUTANTS.add(
    "deployed-to-front-always",
    "14.1.2",
    "a deployed unit always goes to the front line",
    lambda: _after_deploy(_to_front),
)


@MUTANTS.mutant("level-up-any-unit-name", "14.2.1.2", "a unit levels up with a card of another unit name")
def _level_any_name() -> Patches:
    def mutated(s: GameState, player: str, card: Card, onto: Card) -> tuple[str, str] | None:
        if onto.owner != player:
            return "14.2.1.1", "not the player's unit"
        return actions.cost_problem(s, player, card, levelling=True)

    return PATCHER.everywhere(actions, "level_up_problem", mutated)


@MUTANTS.mutant("level-up-opponent-unit", "14.2.1.1", "the opponent's unit is levelled up by the player")
def _level_opponent() -> Patches:
    def mutated(s: GameState, player: str, card: Card, onto: Card) -> tuple[str, str] | None:
        if s.unit_name(card) != s.unit_name(onto):
            return "14.2.1.2", "another unit name"
        if onto.owner != player:
            return None
        return actions.cost_problem(s, player, card, levelling=True)

    def make(original: Wrapped) -> Wrapped:
        def handler(s: GameState, p: str, a: dict[str, Any]) -> None:
            onto = rules.find_unit(s, other(p), a.get("onto"))
            if onto is None:
                original(s, p, a)
                return
            card = next((c for c in s.players[p].hand if c.id == a.get("card")), None)
            if card is None or s.unit_name(card) != s.unit_name(onto):
                original(s, p, a)
                return
            s.pending = None
            s.players[p].hand.remove(card)
            line = s.players[onto.owner].zone(str(rules.line_of(s, onto)))
            card.stack, card.tapped, card.main, card.levelled = [*onto.stack, onto], onto.tapped, onto.main, True
            onto.stack = []
            line[line.index(onto)] = card
            s.tasks += [turn.Ask("deployment"), turn.CheckTiming()]

        return handler

    return [*PATCHER.everywhere(actions, "level_up_problem", mutated), *_action_handler("level_up", make)]


def _after_level_up(change: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            unit = next(u for u in s.players[p].units if u.id == a["card"])
            change(s, unit)

        return mutated

    return _action_handler("level_up", make)


MUTANTS.add(
    "level-up-untaps",
    "14.2.2",
    "a levelled-up unit becomes untapped",
    lambda: _after_level_up(lambda s, u: setattr(u, "tapped", False)),
)
MUTANTS.add(
    "level-up-drops-main-character",
    "14.2.2.1",
    "a levelled-up Main Character loses its status",
    lambda: _after_level_up(lambda s, u: setattr(u, "main", False)),
)
MUTANTS.add(
    "level-up-unmarked",
    "14.2.4",
    "a level up adds no level-up information",
    lambda: _after_level_up(lambda s, u: setattr(u, "levelled", False)),
)
MUTANTS.add(
    "class-change-unmarked",
    "14.2.5.1",
    "a class change adds no class-change information",
    lambda: _after_level_up(lambda s, u: setattr(u, "class_changed", False)),
)


@MUTANTS.mutant("no-class-change-bonus", "14.2.5.2", "a class change triggers no bonus")
def _no_bonus() -> Patches:
    return _after_level_up(lambda s, u: s.bonuses.pop(u.id, None))


@MUTANTS.mutant("bonus-for-every-level-up", "14.2.5.2", "every level up triggers a class change bonus")
def _bonus_every() -> Patches:
    return _after_level_up(lambda s, u: s.bonuses.__setitem__(u.id, 1))


@MUTANTS.mutant("class-change-pays-deploy-cost", "14.2.5.3", "a class change pays the deploy cost")
def _cc_pays_deploy() -> Patches:
    def mutated(s: GameState, card: Card, levelling: bool) -> int:
        return s.pool[card.card].cost

    return PATCHER.everywhere(actions, "paid_cost", mutated)


@MUTANTS.mutant("cost-per-card", "15.1.2", "each card's cost is compared with the bonds alone, not the phase's total")
def _cost_per_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
            spent, s.spent = s.spent, 0
            try:
                return original(s, player, card, levelling)  # type: ignore[no-any-return]
            finally:
                s.spent = spent

        return mutated

    return PATCHER.wrap(actions, "cost_problem", make)


@MUTANTS.mutant("cost-total-per-game", "15.1.2", "the running cost total is never reset")
def _cost_never_reset() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            spent = s.spent
            original(s, task)
            s.spent = spent

        return mutated

    return _handler(turn.EnterPhase, make)


@MUTANTS.mutant("cost-zero-needs-bonds", "15.1.2", "a card of cost 0 needs room in the bonds too")
def _cost_zero() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
            if actions.paid_cost(s, card, levelling) == 0 and s.spent >= len(s.players[player].bonds):
                return "15.1.2", "no room left"
            return original(s, player, card, levelling)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(actions, "cost_problem", make)


@MUTANTS.mutant("symbols-ignored", "15.1.2", "a card's symbols need no bond")
def _symbols_ignored() -> Patches:
    def mutated(s: GameState, player: str) -> set[str]:
        return {x for d in s.pool.values() for x in d.symbols}

    return PATCHER.everywhere(actions, "bond_symbols", mutated)


@MUTANTS.mutant("one-symbol-enough", "15.1.2", "one of the card's symbols on a bond is enough")
def _one_symbol() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
            shown = actions.bond_symbols(s, player)
            problem = original(s, player, card, levelling)
            symbols = set(s.pool[card.card].symbols)
            if problem is not None and "symbols" in problem[1] and symbols & shown:
                return None
            return problem  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(actions, "cost_problem", make)


@MUTANTS.mutant("opponent-bonds-show-symbols", "15.1.2", "the opponent's bonds show symbols for the player")
def _opponent_symbols() -> Patches:
    def mutated(s: GameState, player: str) -> set[str]:
        return {x for p in PLAYERS for c in s.players[p].bonds if c.face_up for x in s.pool[c.card].symbols}

    return PATCHER.everywhere(actions, "bond_symbols", mutated)


@MUTANTS.mutant("level-up-free", "16.1.2", "a level up's cost is not counted")
def _level_free() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            spent = s.spent
            original(s, p, a)
            s.spent = spent

        return mutated

    return _action_handler("level_up", make)


@MUTANTS.mutant("level-up-cost-unchecked", "16.1.2", "a level up is allowed whatever its cost")
def _level_unchecked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, levelling: bool) -> tuple[str, str] | None:
            problem = original(s, player, card, levelling)
            if levelling and problem is not None and "bonds" in problem[1] and "symbols" not in problem[1]:
                return None
            return problem  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(actions, "cost_problem", make)


@MUTANTS.mutant("no-check-after-level-up", "16.1.3", "no check timing right after a level up")
def _no_check_level() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            s.tasks.pop()  # the CheckTiming pushed last

        return mutated

    return _action_handler("level_up", make)


@MUTANTS.mutant("move-leaves-untapped", "17.1.2.1", "a moved unit stays untapped")
def _move_untapped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            unit = rules.find_unit(s, p, a.get("card"))
            if unit is not None:
                unit.tapped = False

        return mutated

    return _action_handler("move", make)


@MUTANTS.mutant("tapped-unit-moves", "17.1.2", "a tapped unit may move")
def _tapped_moves() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            unit = rules.find_unit(s, p, a.get("card"))
            if unit is not None:
                unit.tapped = False
            original(s, p, a)

        return mutated

    return _action_handler("move", make)


@MUTANTS.mutant("opponent-unit-moves", "17.1.2", "the opponent's unit may be moved")
def _opponent_moves() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: object) -> Card | None:
            return original(s, player, cid) or original(s, other(player), cid)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "find_unit", make)


# -- 18, 20: attacking, range; 9.3: destruction ----------------------------------------------------------------


def _battle_task(kind: type, make: Any) -> Patches:
    return PATCHER.handler(turn.TASKS.handlers[kind], make)


@MUTANTS.mutant("first-player-attacks-on-turn-one", "13.5.1.3.2", "the first player may attack on the first turn")
def _attack_turn_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
            problem = original(s, player, attacker, target)
            return None if problem is not None and problem[0] == "13.5.1.3.2" else problem

        return mutated

    return PATCHER.wrap(battle, "attack_problem", make)


@MUTANTS.mutant("attacker-stays-untapped", "18.2.1.2", "an attacking unit stays untapped")
def _attacker_untapped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            attacker.tapped = False

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


@MUTANTS.mutant("tapped-unit-attacks", "18.2.1.2", "a tapped unit may attack")
def _tapped_attacks() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
            if attacker is None:
                return original(s, player, attacker, target)  # type: ignore[no-any-return]
            tapped, attacker.tapped = attacker.tapped, False
            try:
                return original(s, player, attacker, target)  # type: ignore[no-any-return]
            finally:
                attacker.tapped = tapped

        return mutated

    return PATCHER.wrap(battle, "attack_problem", make)


@MUTANTS.mutant("range-dash-attacks", "18.2.1.2.1", "a unit of range - attacks as range 1")
def _range_dash() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
            problem = original(s, player, attacker, target)
            if problem is None or problem[0] != "18.2.1.2.1" or attacker is None:
                return problem  # type: ignore[no-any-return]
            opp = s.players[other(player)]
            return None if target in [u.id for u in opp.front] else ("20.1", "out of range")

        return mutated

    return PATCHER.wrap(battle, "attack_problem", make)


MUTANTS.add(
    "range-1-from-back-line",
    "20.3.1",
    "range 1 reaches the front line from the back line",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("back", 1): ("front",)}),
)
MUTANTS.add(
    "range-2-reaches-front-line",
    "20.2.2",
    "range 2 in the front line reaches the front line too",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("front", 2): ("front", "back")}),
)
MUTANTS.add(
    "range-3-from-front-line",
    "20.2.3",
    "range 3 reaches the back line from the front line",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("front", 3): ("back",)}),
)
MUTANTS.add(
    "range-2-from-back-reaches-back",
    "20.3.2",
    "range 2 in the back line reaches the back line",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("back", 2): ("back",)}),
)
MUTANTS.add(
    "range-3-from-back-reaches-nothing",
    "20.3.3",
    "range 3 in the back line reaches nothing",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("back", 3): ()}),
)
MUTANTS.add(
    "range-1-2-from-back-reaches-back",
    "20.3.4",
    "range 1-2 in the back line reaches the back line",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("back", 1): ("back",)}),
)


@MUTANTS.mutant("same-name-support-succeeds", "18.3.1.4.1", "a support of the battling unit's unit name succeeds")
def _support_same_name() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            return None

        return mutated

    return _battle_task(battle.CheckSupport, make)


@MUTANTS.mutant("failed-support-stays", "18.3.1.4.1.1", "a failed support stays in the support area, adding nothing")
def _failed_support_stays() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            for p in PLAYERS:
                pl = s.players[p]
                for card in [
                    c
                    for c in pl.retreat
                    if any(e.get("event") == "support_failed" and e.get("card") == c.id for e in s.log)
                ]:
                    pl.retreat.remove(card)
                    pl.support.append(card)

        return mutated

    def make_add(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            failed = {e.get("card") for e in s.log if e.get("event") == "support_failed"}
            hidden = {p: [c for c in s.players[p].support if c.id in failed] for p in PLAYERS}
            for p in PLAYERS:
                for c in hidden[p]:
                    s.players[p].support.remove(c)
            original(s, task)
            for p in PLAYERS:
                s.players[p].support += hidden[p]

        return mutated

    return [*_battle_task(battle.CheckSupport, make), *_battle_task(battle.AddSupport, make_add)]


@MUTANTS.mutant("support-not-added", "18.3.1.8", "a successful support adds nothing to the power")
def _support_not_added() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            return None

        return mutated

    return _battle_task(battle.AddSupport, make)


@MUTANTS.mutant("support-from-deck-bottom", "18.3.1.2", "the support card is the deck's bottom card")
def _support_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            for p in PLAYERS:
                s.players[p].deck.reverse()
            original(s, task)
            for p in PLAYERS:
                s.players[p].deck.reverse()

        return mutated

    return _battle_task(battle.PlaceSupport, make)


@MUTANTS.mutant("critical-with-any-card", "18.4.1.2.1", "any hand card pays for a critical hit")
def _critical_any() -> Patches:
    def mutated(s: GameState, player: str) -> list[str]:
        return [c.id for c in s.players[player].hand]

    return PATCHER.everywhere(battle, "same_name_in_hand", mutated)


@MUTANTS.mutant("critical-adds-nothing", "18.4.1.2.1.1", "a critical hit does not double the power")
def _critical_nothing() -> Patches:
    def mutated(s: GameState, player: str, cid: str) -> None:
        battle.discard(s, player, cid)

    return PATCHER.everywhere(battle, "critical", mutated)


@MUTANTS.mutant("critical-at-zero-power", "18.4.1.2.1.3", "a critical hit is offered at a power of 0")
def _critical_zero() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            from tcgjudge.reference.core.decisions import Pending

            options = battle.same_name_in_hand(s, turn.turn_player(s))
            if options:
                s.pending = Pending(turn.turn_player(s), "critical", "critical", options, 0, 1)

        return mutated

    return _battle_task(battle.AskCritical, make)


@MUTANTS.mutant("evasion-ignored", "18.4.1.4.1.1", "a godspeed evasion does not save the defender")
def _evasion_ignored() -> Patches:
    def mutated(s: GameState, player: str, cid: str) -> None:
        battle.discard(s, player, cid)

    return PATCHER.everywhere(battle, "evasion", mutated)


@MUTANTS.mutant("tie-not-destroyed", "18.5.1.2", "a tie does not destroy the defender")
def _tie_survives() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            b = s.battle
            assert b is not None
            if b.power_of(turn.turn_player(s)) == b.power_of(other(turn.turn_player(s))):
                return
            original(s, task)

        return mutated

    return _battle_task(battle.Judge, make)


@MUTANTS.mutant("support-stays-after-battle", "18.6.1.2", "the support cards stay after the battle")
def _support_stays() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            s.battle = None

        return mutated

    return _battle_task(battle.EndBattle, make)


@MUTANTS.mutant(
    "main-character-destroyed-despite-orbs", "9.3.1.2", "a destroyed Main Character retreats while orbs remain"
)
def _main_retreats() -> Patches:
    def mutated(s: GameState) -> bool | None:
        applied = False
        for p in PLAYERS:
            for unit in [u for u in s.players[p].units if u.destroyed]:
                rules.to_retreat(s, unit)
                applied = True
        return applied

    return PATCHER.everywhere(rules, "destruction", mutated)


@MUTANTS.mutant("orb-taken-without-choice", "9.3.1.2", "the top orb is taken without the player choosing")
def _orb_no_choice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            for p in PLAYERS:
                pl = s.players[p]
                if any(u.destroyed and u.main for u in pl.units) and len(pl.orbs) > 1:
                    rules.take_orb(s, p, pl.orbs[0].id)
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


@MUTANTS.mutant("main-character-survives-without-orbs", "9.3.1.2.1", "a destroyed Main Character with no orb stays")
def _main_survives() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            for p in PLAYERS:
                for u in s.players[p].units:
                    if u.destroyed and u.main and not s.players[p].orbs:
                        u.destroyed = False
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


# -- skills and the rule processing they need (7.2.3, 9.1, 9.3.1.2.3, 9.3.1.3, 9.5, 10) ----------------------


@MUTANTS.mutant("no-triggered-skills", "7.2.3", "the check timing never carries out a triggered skill")
def _no_triggered() -> Patches:
    return PATCHER.everywhere(rules, "trigger_choices", lambda s: [])


@MUTANTS.mutant(
    "skills-before-rule-processing", "7.2.3.1", "triggered skills are carried out in a row before rule processing"
)
def _skills_first() -> Patches:
    def mutated(s: GameState) -> None:
        rules.class_change_bonus(s)
        rules.refill_all(s)
        while choices := rules.trigger_choices(s):
            if len(choices) > 1:
                s.pending = rules.Pending(choices[0].player, "trigger", "mutant", [c.key for c in choices], 1, 1)
                return
            rules.resolve_trigger(s, choices[0].key)
            if s.pending is not None or s.result.over:
                return
        rules.rule_processing(s)

    return PATCHER.everywhere(rules, "check_timing", mutated)


@MUTANTS.mutant("oldest-trigger-first", "10.2.3.4", "skills triggered while a skill is carried out wait their turn")
def _oldest_first() -> Patches:
    def mutated(s: GameState) -> list[Any]:
        tp = s.turn_player or PLAYERS[0]
        return [t for t in s.triggers if t.player == tp] or [t for t in s.triggers if t.player != tp]

    return PATCHER.everywhere(rules, "trigger_choices", mutated)


@MUTANTS.mutant(
    "older-after-one-new", "10.2.3.4.1", "once one newly triggered skill is carried out the older ones compete again"
)
def _older_after_one() -> Patches:
    def mutated(s: GameState) -> list[Any]:
        fresh = [t for t in s.triggers if t.round == s.round] or list(s.triggers)
        tp = s.turn_player or PLAYERS[0]
        return [t for t in fresh if t.player == tp] or [t for t in fresh if t.player != tp]

    return PATCHER.everywhere(rules, "trigger_choices", mutated)


@MUTANTS.mutant("non-turn-player-chooses-first", "10.2.1", "the non-turn player's triggered skills come first")
def _non_turn_first() -> Patches:
    def mutated(s: GameState) -> list[Any]:
        if not s.triggers:
            return []
        newest = max(t.round for t in s.triggers)
        fresh = [t for t in s.triggers if t.round == newest]
        tp = s.turn_player or PLAYERS[0]
        return [t for t in fresh if t.player != tp] or [t for t in fresh if t.player == tp]

    return PATCHER.everywhere(rules, "trigger_choices", mutated)


@MUTANTS.mutant("trigger-counted-once", "10.1.1.1", "a skill triggered twice before the check is carried out once")
def _counted_once() -> Patches:
    def mutated(s: GameState, card: Card, index: int) -> None:
        if not any(t.card == card.id and t.skill == index for t in s.triggers):
            s.triggers.append(rules.Trigger(card.owner, card.id, index, 1, s.round))

    return PATCHER.everywhere(rules, "add_trigger", mutated)


@MUTANTS.mutant("trigger-any-event", "10.1.1", "every automatic skill of the unit triggers on any of its events")
def _any_event() -> Patches:
    def mutated(s: GameState, event: str, unit: Card) -> None:
        watchers = [unit] if event != "ally_destroyed" else s.players[unit.owner].units
        for card in watchers:
            for index, k in enumerate(s.definition(card).skills):
                if k.kind == "auto":
                    rules.add_trigger(s, card, index)

    return PATCHER.everywhere(rules, "trigger", mutated)


@MUTANTS.mutant(
    "triggers-lost-leaving-battlefield", "6.5.2", "a unit leaving the battlefield loses its triggered skills"
)
def _lost_leaving() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            s.triggers = [t for t in s.triggers if t.card != unit.id]
            original(s, unit)

        return mutated

    return PATCHER.wrap(rules, "to_retreat", make)


@MUTANTS.mutant("march-triggers-moved", "9.6.1.1", 'units a march brings forward trigger "when moved" skills')
def _march_moved() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            back = list(s.players[other(s.turn_player)].back) if s.turn_player else []
            done: bool = original(s)
            if done:
                for unit in back:
                    rules.trigger(s, "moved", unit)
            return done

        return mutated

    return PATCHER.wrap(rules, "march", make)


@MUTANTS.mutant("no-attack-triggers", "18.2.1.3.4", '"when it attacks" skills do not trigger')
def _no_attack_trigger() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, unit: Card) -> None:
            if event != "attacks":
                original(s, unit=unit, event=event)

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


@MUTANTS.mutant("attacked-triggers-every-unit", "18.2.1.3.5", "every unit of the defending player counts as attacked")
def _attacked_all() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, unit: Card) -> None:
            if event == "attacked":
                for u in s.players[unit.owner].units:
                    original(s, event, u)
            else:
                original(s, event, unit)

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


@MUTANTS.mutant("no-check-after-attack", "18.2.1.4", "no check timing between the declaration and the support step")
def _no_check_after_attack() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            s.tasks.pop()  # the check timing of 18.2.1.4

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


def _without_last_check(action_type: str) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            if s.tasks and isinstance(s.tasks[-1], turn.CheckTiming):
                s.tasks.pop()

        return mutated

    return _action_handler(action_type, make)


@MUTANTS.mutant("no-check-after-deploy", "15.1.3", "no check timing follows a deployment")
def _no_check_after_deploy() -> Patches:
    return _without_last_check("deploy")


@MUTANTS.mutant("no-check-after-move", "17.1.3", "no check timing follows a move")
def _no_check_after_move() -> Patches:
    return _without_last_check("move")


@MUTANTS.mutant("one-orb-broken", "9.3.1.2.3", "an attacker's skill breaking more orbs breaks one")
def _one_orb() -> Patches:
    return PATCHER.everywhere(rules, "orbs_to_break", lambda s, unit: 1)


@MUTANTS.mutant(
    "main-retreats-orbs-short", "9.3.1.2.3.1", "a Main Character with fewer orbs than it must lose retreats"
)
def _orbs_short() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            for p in PLAYERS:
                pl = s.players[p]
                for u in pl.units:
                    n = rules.orbs_to_break(s, u)
                    if u.destroyed and u.main and pl.orbs and not s.breaking and 1 < n >= len(pl.orbs):
                        u.main = False
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


@MUTANTS.mutant("one-destroyed-unit-a-check", "9.3.1.3", "of several destroyed units only the first retreats")
def _one_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            gone = [u for p in PLAYERS for u in s.players[p].units if u.destroyed and not u.main]
            for u in gone[1:]:
                u.destroyed = False
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


@MUTANTS.mutant("no-placement", "9.5.1", "a card in a line it cannot be in stays")
def _no_placement() -> Patches:
    return PATCHER.everywhere(rules, "placement", lambda s: False)


@MUTANTS.mutant("placement-turn-player-only", "9.5.1.1", "placement looks at the turn player's cards only")
def _placement_one_side() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            saved = s.players[other(s.turn_player or PLAYERS[0])]
            hidden = Player()
            s.players[other(s.turn_player or PLAYERS[0])] = hidden
            try:
                done: bool = original(s)
            finally:
                s.players[other(s.turn_player or PLAYERS[0])] = saved
            return done

        return mutated

    return PATCHER.wrap(rules, "placement", make)


@MUTANTS.mutant("placement-any-line", "9.5", "a card with a forbidden line is removed from either line")
def _placement_any_line() -> Patches:
    def mutated(s: GameState) -> bool:
        misplaced = [
            u
            for p in PLAYERS
            for u in s.players[p].units
            if any(k.kind == "continuous" and k.not_in for k in s.definition(u).skills)
        ]
        for u in misplaced:
            rules.to_retreat(s, u)
        return bool(misplaced)

    return PATCHER.everywhere(rules, "placement", mutated)


@MUTANTS.mutant("rule-processing-once", "9.1.1", "rule processing makes one pass and is not run again")
def _rule_processing_once() -> Patches:
    def mutated(s: GameState) -> bool:
        if rules.same_name(s) is None or rules.destruction(s) is None or rules.defeat(s):
            return False
        rules.placement(s)
        rules.march(s)
        return True

    return PATCHER.everywhere(rules, "rule_processing", mutated)


@MUTANTS.mutant("defeat-before-same-name", "9.1", "the defeat check comes before the same-name check")
def _defeat_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            if rules.defeat(s):
                return False
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "rule_processing", make)


# -- activated skills (19) ---------------------------------------------------------------------------------


def _act_problem_ignoring(clause: str) -> Patches:
    """act_problem with the check citing ``clause`` left out (the checks after it still run)."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, index: object) -> tuple[str, str] | None:
            problem = original(s, player, unit, index)
            if problem is None or problem[0] != clause or unit is None or not isinstance(index, int):
                return problem  # type: ignore[no-any-return]
            k = s.definition(unit).skills[index]
            saved = (list(unit.used), unit.tapped)
            if clause == "19.1.2.1":
                unit.used = []
            elif clause == "19.1.3.1" and k.tap:
                unit.tapped = False
            try:
                later = original(s, player, unit, index)
                return None if clause == "19.1.2.2" else later  # type: ignore[no-any-return]
            finally:
                unit.used, unit.tapped = saved

        return mutated

    return PATCHER.wrap(actions, "act_problem", make)


@MUTANTS.mutant("act-ignores-usage-limit", "19.1.2.1", "a once-a-turn skill can be used again the same turn")
def _act_limit() -> Patches:
    return _act_problem_ignoring("19.1.2.1")


@MUTANTS.mutant("act-ignores-condition", "19.1.2.2", "a skill is used whether its condition is met or not")
def _act_condition() -> Patches:
    return _act_problem_ignoring("19.1.2.2")


@MUTANTS.mutant("act-tapped-unit-pays-tap", "19.1.3.1", "a tapped unit pays a tap cost anyway")
def _act_tapped() -> Patches:
    return _act_problem_ignoring("19.1.3.1")


@MUTANTS.mutant("act-opponent-unit", "19.1.2", "the turn player may use the skills of the opponent's units")
def _act_opponent() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, index: object) -> tuple[str, str] | None:
            if unit is None:
                return original(s, player, unit, index)  # type: ignore[no-any-return]
            return original(s, unit.owner, unit, index)  # type: ignore[no-any-return]

        return mutated

    def handler(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            unit = rules.find_unit(s, other(p), a.get("card"))
            if unit is None:
                original(s, p, a)
                return
            s.players[p], s.players[other(p)] = s.players[other(p)], s.players[p]
            try:
                original(s, p, a)
            finally:
                s.players[p], s.players[other(p)] = s.players[other(p)], s.players[p]

        return mutated

    return [*PATCHER.wrap(actions, "act_problem", make), *_action_handler("act", handler)]


@MUTANTS.mutant("act-face-down-bonds-pay", "19.1.3.1", "face-down bonds count for a cost that turns bonds face down")
def _act_face_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, index: object) -> tuple[str, str] | None:
            bonds = s.players[player].bonds
            faces = [c.face_up for c in bonds]
            for c in bonds:
                c.face_up = True
            try:
                return original(s, player, unit, index)  # type: ignore[no-any-return]
            finally:
                for c, face in zip(bonds, faces, strict=True):
                    c.face_up = face

        return mutated

    return PATCHER.wrap(actions, "act_problem", make)


@MUTANTS.mutant("act-costs-unpaid", "19.1.3", "an activated skill's cost is not paid: no unit tapped, no bond turned")
def _act_unpaid() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            unit = rules.find_unit(s, p, a.get("card"))
            tapped = unit.tapped if unit is not None else False
            faces = [(c, c.face_up) for c in s.players[p].bonds]
            original(s, p, a)
            if unit is not None:
                unit.tapped = tapped
            for c, face in faces:
                c.face_up = face

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant("no-check-after-act", "19.1.5", "no check timing follows an activated skill")
def _no_check_after_act() -> Patches:
    return _without_last_check("act")


@MUTANTS.mutant("usage-limit-kept-next-turn", "19.1.2.1", "a usage limit recorded stays past the end of the turn")
def _limit_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            used = {u.id: list(u.used) for p in PLAYERS for u in s.players[p].units}
            original(s, task)
            for p in PLAYERS:
                for u in s.players[p].units:
                    u.used = used.get(u.id, u.used)

        return mutated

    return _handler(turn.EndOfTurn, make)


# -- conditions, costs, "may" and usage limits of automatic skills (10.1.1.1.2, 10.2.1.1 to 10.2.3.1.1) ------


@MUTANTS.mutant("auto-condition-ignored", "10.2.1.1", "an automatic skill's condition is not checked when chosen")
def _auto_condition() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> Any:
            k = original(data)
            return dataclasses.replace(k, only_in=None) if k.kind == "auto" else k

        return mutated

    return PATCHER.wrap(cards, "skill", make)


@MUTANTS.mutant("cost-paid-without-asking", "10.2.1.2", "an automatic skill's cost is paid without the player choosing")
def _cost_no_ask() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            original(s, key)
            if s.pending is not None and s.pending.kind == "use_skill":
                rules.carry_out(s, key)

        return mutated

    return PATCHER.wrap(rules, "resolve_trigger", make)


@MUTANTS.mutant("decline-carries-out", "10.2.1.2.1", "declining the cost or the effect carries it out all the same")
def _decline_applies() -> Patches:
    return PATCHER.everywhere(rules, "decline", lambda s, key: rules.carry_out(s, key))


@MUTANTS.mutant("unpayable-cost-asked", "10.2.1.2.2", "a cost that cannot be paid in full is offered all the same")
def _unpayable() -> Patches:
    return PATCHER.everywhere(rules, "can_pay", lambda s, player, unit, k: True)


@MUTANTS.mutant("may-not-asked", "10.2.2.1", 'a "you may" effect is carried out without the player choosing')
def _may_not_asked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> Any:
            return dataclasses.replace(original(data), may=False)

        return mutated

    return PATCHER.wrap(cards, "skill", make)


@MUTANTS.mutant("usage-limit-clears-one", "10.2.3.1.1", "a usage limit recorded removes one triggered state only")
def _limit_clears_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, t: Any, record: bool) -> None:
            original(s, t, False)
            unit = rules.find_unit(s, t.player, t.card)
            if record and unit is not None and s.pool[unit.card].skills[t.skill].limit:
                unit.used.append(t.skill)

        return mutated

    return PATCHER.wrap(rules, "_spend", make)


@MUTANTS.mutant("limited-skill-triggers-again", "10.1.1.1.2", "a skill whose usage limit is recorded triggers again")
def _limited_again() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, unit: Card) -> None:
            watchers = [unit] if event != "ally_destroyed" else s.players[unit.owner].units
            saved = {c.id: list(c.used) for c in watchers}
            for c in watchers:
                c.used = []
            try:
                original(s, event, unit)
            finally:
                for c in watchers:
                    c.used = saved[c.id]

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


# -- support skills (18.3.1.6) ------------------------------------------------------------------------------


@MUTANTS.mutant("support-skills-ignored", "18.3.1.6", "support cards carry out no support skill")
def _support_ignored() -> Patches:
    return _handler(battle.SupportSkills, lambda original: lambda s, task: None)


@MUTANTS.mutant("support-side-ignored", "18.3.1.6", "an attack or defence support skill works on either side")
def _support_side() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> Any:
            return dataclasses.replace(original(data), only_when=None)

        return mutated

    return PATCHER.wrap(cards, "skill", make)


@MUTANTS.mutant("failed-support-skills-run", "18.3.1.6.3", "a support card that failed still carries out its skills")
def _failed_support() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            battle._support_skills(s, battle.SupportSkills())
            original(s, task)
            for p in PLAYERS:
                if s.players[p].support:
                    for k in s.pool[s.players[p].support[-1].card].skills:
                        if k.kind == "support" and k.power and s.battle is not None:
                            battle._set_power(s, p, s.battle.power_of(p) - k.power)

        return mutated

    return _handler(battle.CheckSupport, make)


# -- replacement effects (22) -------------------------------------------------------------------------------


@MUTANTS.mutant("replacement-ignored", "22.1", 'a unit with an "instead of being destroyed" skill is destroyed')
def _replacement_ignored() -> Patches:
    return PATCHER.everywhere(rules, "replaced", lambda s, unit: False)


@MUTANTS.mutant("replacement-without-means", "22.1.1", "the replacement keeps the unit though its cost cannot be paid")
def _replacement_free() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            if original(s, unit):
                return True
            if any(k.instead_of_destroyed for k in s.definition(unit).skills):
                unit.destroyed = False
                return True
            return False

        return mutated

    return PATCHER.wrap(rules, "replaced", make)


@MUTANTS.mutant("replaced-unit-still-destroyed", "9.3.1.1.1", "a unit a replacement kept stays destroyed")
def _replaced_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            done: bool = original(s, unit)
            if done:
                unit.destroyed = True
            return done

        return mutated

    return PATCHER.wrap(rules, "replaced", make)


@MUTANTS.mutant("replaced-unit-reset", "9.3.1.1.1", "a unit a replacement kept loses its state: untapped")
def _replaced_reset() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            done: bool = original(s, unit)
            if done:
                unit.tapped = False
            return done

        return mutated

    return PATCHER.wrap(rules, "replaced", make)


# -- keyword effects (23) -----------------------------------------------------------------------------------


@MUTANTS.mutant("effect-draws-at-once", "23.1.1.1", "an effect's draws are taken at once: no refill between them")
def _draws_at_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            pl = s.players[player]
            if k.draw > 1:
                n = min(k.draw, len(pl.deck))
                pl.hand += pl.deck[:n]
                pl.deck = pl.deck[n:]
                k = dataclasses.replace(k, draw=0)
            original(s, player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("effect-draws-from-bottom", "23.1.1.1", "an effect draws from the bottom of the deck")
def _draws_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            s.players[player].deck.reverse()
            try:
                original(s, player, k)
            finally:
                s.players[player].deck.reverse()

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("destroy-effect-retreats", "23.1.3.1", "a destroy effect sends the unit away without destroying it")
def _destroy_retreats() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            if k.destroy:
                for unit in [u for u in s.players[other(player)].units if not u.main]:
                    rules.to_retreat(s, unit)
                k = dataclasses.replace(k, destroy=False)
            original(s, player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("largest-orb-break-applies", "23.1.21.2", "of several orb-breaking skills the largest applies")
def _largest_break() -> Patches:
    def mutated(s: GameState, unit: Card) -> int:
        battle_ = s.battle
        if battle_ is None or battle_.defender != unit.id or s.turn_player is None:
            return 1
        attacker = rules.find_unit(s, s.turn_player, battle_.attacker)
        if attacker is None:
            return 1
        return max([1, *(k.breaks_orbs for k in s.definition(attacker).skills)])

    return PATCHER.everywhere(rules, "orbs_to_break", mutated)


@MUTANTS.mutant("win-effect-ignored", "23.1.30.1", 'a "you win the game" effect does nothing')
def _win_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, win=False))

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("win-effect-turn-player", "23.1.30.1", 'a "you win the game" effect makes the turn player win')
def _win_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, s.turn_player or player if k.win else player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


# -- the turn's check timings, deploying and levelling up, the destruction check (6, 9.3, 9.5.1.1, 12 to 17) ------

_deploying = importlib.import_module("tcgjudge.reference.cipher.deploying")
_destruction = importlib.import_module("tcgjudge.reference.cipher.destruction")


@MUTANTS.mutant("hidden-skills-trigger", "6.4.2", '"whenever an ally is destroyed" skills of hand cards trigger too')
def _hidden_skills() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, unit: Card) -> None:
            original(s, event, unit)
            if event == "ally_destroyed":
                for card in s.players[unit.owner].hand:
                    for index, k in enumerate(s.definition(card).skills):
                        if k.kind == "auto" and k.trigger == event:
                            rules.add_trigger(s, card, index)

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


@MUTANTS.mutant("revealed-orb-stays-hidden", "6.4.5.1", "an effect turning an orb face up does nothing")
def _orb_hidden() -> Patches:
    return PATCHER.everywhere(_deploying, "reveal_orbs", lambda s, player, n: None)


@MUTANTS.mutant("to-hand-still-destroyed", "6.5.1", "a destroyed unit a replacement sends to the hand stays destroyed")
def _to_hand_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            done: bool = original(s, unit)
            if done:
                unit.destroyed = True
            return done

        return mutated

    return PATCHER.wrap(_destruction, "to_hand", make)


@MUTANTS.mutant("to-hand-top-card-only", "9.3.1.1.2", "a unit sent to the hand instead takes only its top card")
def _to_hand_top() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            under = list(unit.stack)
            done: bool = original(s, unit)
            hand = s.players[unit.owner].hand
            for card in under if done else []:
                hand.remove(card)
            return done

        return mutated

    return PATCHER.wrap(_destruction, "to_hand", make)


@MUTANTS.mutant(
    "deploy-cards-one-at-a-time", "6.6.1", "cards an effect deploys from the deck are deployed one after another"
)
def _deploy_one_by_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: list[str]) -> None:
            original(s, player, chosen)
            for i, t in enumerate(s.triggers):
                if t.card in chosen:
                    s.triggers[i] = dataclasses.replace(t, round=t.round + chosen.index(t.card) + 1)
            s.round += len(chosen)

        return mutated

    return PATCHER.wrap(_deploying, "deploy_cards", make)


@MUTANTS.mutant("retreat-keeps-destroyed", "9.3.1.1", "a destroyed unit stays destroyed in the retreat area")
def _retreat_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            was = unit.destroyed
            original(s, unit)
            unit.destroyed = was

        return mutated

    return PATCHER.wrap(rules, "to_retreat", make)


@MUTANTS.mutant("main-stays-destroyed", "9.3.1.2.2", "a Main Character that took its orb is still destroyed")
def _main_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            if s.breaking == 0:
                for unit in s.players[player].units:
                    if unit.main:
                        unit.destroyed = True

        return mutated

    return PATCHER.wrap(rules, "take_orb", make)


@MUTANTS.mutant("main-reset-after-orb", "9.3.1.2.2.1", "a Main Character that took its orb loses its state: untapped")
def _main_reset() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            if s.breaking == 0:
                for unit in s.players[player].units:
                    if unit.main:
                        unit.tapped = unit.levelled = False

        return mutated

    return PATCHER.wrap(rules, "take_orb", make)


@MUTANTS.mutant(
    "orbs-before-retreats", "9.3.1.3.1", "orbs are taken in one pass, the other destroyed units retreat in the next"
)
def _orbs_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            takers = {p: _destruction.orb_takers(s, p) for p in PLAYERS}
            if not any(takers[p] and s.players[p].orbs for p in PLAYERS):
                return original(s)  # type: ignore[no-any-return]
            others = [u for p in PLAYERS for u in s.players[p].units if u.destroyed and u not in takers[p]]
            for unit in others:
                unit.destroyed = False
            try:
                done: bool | None = original(s)
            finally:
                for unit in others:
                    unit.destroyed = True
            return done

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


@MUTANTS.mutant("twin-ignored", "9.3.1.3.1.1", "a twin skill does nothing: the twin unit retreats like any other")
def _twin_ignored() -> Patches:
    return PATCHER.everywhere(_destruction, "is_twin", lambda s, unit: False)


@MUTANTS.mutant("twin-without-partner", "9.3.1.3.1.1", "a twin skill applies without its named unit")
def _twin_alone() -> Patches:
    return PATCHER.everywhere(_destruction, "is_twin", lambda s, unit: any(k.twin for k in s.definition(unit).skills))


@MUTANTS.mutant(
    "main-not-kept-first", "9.3.1.3.1.1.1", "the units kept for the orbs need not include the Main Character"
)
def _main_not_first() -> Patches:
    def mutated(s: GameState, player: str) -> list[list[str]]:
        takers = [u.id for u in _destruction.orb_takers(s, player)]
        return [list(c) for c in itertools.combinations(takers, len(s.players[player].orbs))]

    return PATCHER.everywhere(_destruction, "keep_choices", mutated)


@MUTANTS.mutant("twins-left-out-retreat-later", "9.3.1.3.1.1.2", "the twins not kept retreat at a later pass")
def _twins_later() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            for p in PLAYERS:
                pl = s.players[p]
                if pl.orbs and len(_destruction.orb_takers(s, p)) > len(pl.orbs):
                    choices = _destruction.keep_choices(s, p)
                    if len(choices) == 1:
                        _destruction.keep_destroyed(s, p, choices[0])
                        return True
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


@MUTANTS.mutant("kept-twin-reset", "9.3.1.3.1.1.3", "a unit kept for an orb loses its state: untapped")
def _kept_reset() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: list[str]) -> None:
            original(s, player, chosen)
            for unit in s.players[player].units:
                if unit.id in chosen:
                    unit.tapped = False

        return mutated

    return PATCHER.wrap(_destruction, "keep_destroyed", make)


@MUTANTS.mutant("placement-one-at-a-time", "9.5.1.1", "one misplaced card retreats at a time, rule processing between")
def _placement_one() -> Patches:
    def mutated(s: GameState) -> bool:
        first = s.turn_player or PLAYERS[0]
        for p in (first, other(first)):
            for unit in s.players[p].units:
                line = rules.line_of(s, unit)
                if any(
                    k.kind == "continuous"
                    and k.not_in == line
                    and (not k.during_your_turn or unit.owner == s.turn_player)
                    for k in s.definition(unit).skills
                ):
                    s.emit("misplaced", player=unit.owner, card=unit.id)
                    rules.to_retreat(s, unit)
                    return True
        return False

    return PATCHER.everywhere(rules, "placement", mutated)


@MUTANTS.mutant("main-character-by-current-cost", "12.2.1.1.1", "the Main Character is chosen by the cost skills make")
def _main_by_current_cost() -> Patches:
    def options(s: GameState, player: str) -> list[str]:
        seen: dict[str, str] = {}
        for card in s.players[player].deck:
            if _deploying.deploy_cost(s, card, in_hand=False) == 1:
                seen.setdefault(card.card, card.id)
        return list(seen.values())

    return [
        *PATCHER.everywhere(turn, "main_character_options", options),
        *PATCHER.everywhere(_deploying, "cost_made_one", lambda s, card: False),
    ]


@MUTANTS.mutant(
    "turn-start-skills-after-untap", "13.2.1.1.2", '"at the start of your turn" skills trigger at the untap'
)
def _turn_start_late() -> Patches:
    def drop(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, unit: Card) -> None:
            if event != "turn_start":
                original(s, event, unit)

        return mutated

    def untap(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            for unit in s.players[s.turn_player or PLAYERS[0]].units:
                for index, k in enumerate(s.definition(unit).skills):
                    if k.kind == "auto" and k.trigger == "turn_start":
                        rules.add_trigger(s, unit, index)

        return mutated

    return [*PATCHER.wrap(rules, "trigger", drop), *_handler(turn.Untap, untap)]


@MUTANTS.mutant("during-your-turn-ignored", "13.2.1.1.1", 'a skill "during your turn" applies in every turn')
def _period_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            saved = s.turn_player
            units = [u for p in PLAYERS for u in s.players[p].units]
            owners = {u.owner for u in units if any(k.during_your_turn for k in s.definition(u).skills)}
            done = False
            for owner in owners or {saved}:
                s.turn_player = owner
                try:
                    done = bool(original(s)) or done
                finally:
                    s.turn_player = saved
            return done

        return mutated

    return PATCHER.wrap(rules, "placement", make)


@MUTANTS.mutant("no-check-after-untap", "13.2.1.4", "no check timing follows the untap: its skills wait for the draw")
def _no_check_after_untap() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if s.tasks and isinstance(s.tasks[-1], turn.CheckTiming):
                s.tasks.pop()

        return mutated

    return _handler(turn.Untap, make)


@MUTANTS.mutant(
    "no-check-after-bond", "13.3.1.3", "no check timing follows the bond: its skills wait for the next phase"
)
def _no_check_after_bond() -> Patches:
    return _without_last_check("bond")


@MUTANTS.mutant("no-check-before-deployment", "13.4.1.1", "no check timing as the deployment phase begins")
def _no_check_deployment() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if task.phase == "deployment" and isinstance(s.tasks[-1], turn.CheckTiming):
                s.tasks.pop()

        return mutated

    return _handler(turn.EnterPhase, make)


@MUTANTS.mutant(
    "action-start-both-players", "13.5.1.1", '"at the start of your action phase" skills of both players trigger'
)
def _action_start_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if task.phase == "action":
                for unit in s.players[other(s.turn_player or PLAYERS[0])].units:
                    rules.trigger(s, "action_start", unit)

        return mutated

    return _handler(turn.EnterPhase, make)


@MUTANTS.mutant(
    "turn-end-after-cleanup", "13.6.1.1.1", "the turn's information is cleared before its end-of-turn skills"
)
def _turn_end_late() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if task.phase == "end":
                s.tasks[-2:] = list(reversed(s.tasks[-2:]))

        return mutated

    return _handler(turn.EnterPhase, make)


@MUTANTS.mutant(
    "deploy-beside-ignored", "14.1.1.1", "a card allowed beside an ally of its unit name cannot be deployed"
)
def _beside_ignored() -> Patches:
    return PATCHER.everywhere(_deploying, "may_deploy_beside", lambda s, card: False)


@MUTANTS.mutant("deploy-cards-same-name", "14.1.3", "cards deployed at once by an effect may share a unit name")
def _deploy_same_name() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: list[str]) -> tuple[str, str] | None:
            problem: tuple[str, str] | None = original(s, player, chosen)
            return None if problem is not None and problem[0] == "14.1.3" else problem

        return mutated

    return PATCHER.wrap(_deploying, "deploy_cards_problem", make)


@MUTANTS.mutant("level-up-keeps-usage-limits", "14.2.3", "a level up keeps the usage limits recorded on the unit")
def _level_up_keeps_used() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            onto = rules.find_unit(s, p, a.get("onto"))
            used = list(onto.used) if onto is not None else []
            original(s, p, a)
            top = rules.find_unit(s, p, a.get("card"))
            if top is not None:
                top.used = used

        return mutated

    return _action_handler("level_up", make)


@MUTANTS.mutant("stack-destroyed-per-card", "14.2.7", "each card of a destroyed stack counts as a unit destroyed")
def _stack_per_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            fresh = not unit.destroyed
            original(s, unit)
            for _ in unit.stack if fresh else []:
                rules.trigger(s, "ally_destroyed", unit)

        return mutated

    return PATCHER.wrap(rules, "destroy", make)


@MUTANTS.mutant("level-up-reorders-stack", "14.2.7.1", "a level up puts the old top card at the bottom of the stack")
def _level_up_reorders() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            original(s, p, a)
            top = rules.find_unit(s, p, a.get("card"))
            if top is not None and len(top.stack) > 1:
                top.stack.insert(0, top.stack.pop())

        return mutated

    return _action_handler("level_up", make)


@MUTANTS.mutant(
    "bonus-drawn-at-phase-end", "15.1.1", "the class change bonus waits for the end of the deployment phase"
)
def _bonus_late() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            if s.phase == "deployment" and s.tasks and isinstance(s.tasks[-1], turn.Ask):
                return
            original(s)

        return mutated

    return PATCHER.wrap(rules, "class_change_bonus", make)


@MUTANTS.mutant(
    "total-counts-cost-on-battlefield",
    "15.1.2.1",
    "the running total adds a deployed card's cost as it is on the battlefield",
)
def _total_on_battlefield() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            card = next((c for c in s.players[p].hand if c.id == a.get("card")), None)
            original(s, p, a)
            if card is not None:
                s.spent += _deploying.deploy_cost(s, card, in_hand=False) - _deploying.deploy_cost(s, card)

        return mutated

    return _action_handler("deploy", make)


def _triggers_wait(phase: str) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> list[Any]:
            if s.phase == phase and s.tasks and isinstance(s.tasks[-1], turn.Ask):
                return []
            found: list[Any] = original(s)
            return found

        return mutated

    return PATCHER.wrap(rules, "trigger_choices", make)


@MUTANTS.mutant("deployment-triggers-wait", "16.1.1", "triggered skills wait for the end of the deployment phase")
def _deployment_triggers_wait() -> Patches:
    return _triggers_wait("deployment")


@MUTANTS.mutant(
    "level-up-total-on-battlefield", "16.1.2.1", "a level up adds its card's cost as it is on the battlefield"
)
def _level_total_on_battlefield() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            card = next((c for c in s.players[p].hand if c.id == a.get("card")), None)
            original(s, p, a)
            if card is not None and s.definition(card).cc_cost is None:
                s.spent += _deploying.deploy_cost(s, card, in_hand=False) - _deploying.deploy_cost(s, card)

        return mutated

    return _action_handler("level_up", make)


@MUTANTS.mutant("class-change-counts-hand-cost", "16.1.2.1", "a class change counts the card's deploy cost in the hand")
def _class_change_hand_cost() -> Patches:
    return PATCHER.everywhere(actions, "paid_cost", lambda s, card, levelling: _deploying.deploy_cost(s, card))


@MUTANTS.mutant("action-triggers-wait", "17.1.1", "triggered skills wait for the end of the action phase")
def _action_triggers_wait() -> Patches:
    return _triggers_wait("action")


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> CipherEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return CipherEngine()
