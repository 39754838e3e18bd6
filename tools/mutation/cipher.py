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
from tcgjudge.reference.cipher import (
    act_usage,
    actions,
    battle,
    battle_end,
    cards,
    effects,
    hand_skills,
    keyword_effects,
    loops,
    power,
    principles,
    rules,
    serialize,
    setup,
    support,
    triggers,
    turn,
)
from tcgjudge.reference.cipher.engine import CipherEngine
from tcgjudge.reference.cipher.state import PLAYERS, Boost, Card, GameState, Player, line_of, other

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
            line = s.players[onto.owner].zone(str(line_of(s, onto)))
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
        seen: set[str] = set()
        while True:
            rules.class_change_bonus(s)
            rules.refill_all(s)
            choices = rules.trigger_choices(s)
            if not choices:  # 7.2.3.1 broken: rule processing only once no triggered skill waits
                if not rules.rule_processing(s) or not rules.trigger_choices(s):
                    return
                continue
            if len(choices) > 1:
                s.pending = rules.Pending(choices[0].player, "trigger", "mutant", [c.key for c in choices], 1, 1)
                return
            state = rules.fingerprint(s)
            if state in seen:  # the loop check kept (24.2), so a loop still ends
                rules.end_game(s, winner=None, losers=(), draw=True, reason="loop")
                return
            seen.add(state)
            rules.resolve_trigger(s, choices[0].key)
            if s.pending is not None or s.result.over:
                return

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

    def sources(s: GameState, player: str) -> list[Card]:
        pl = s.players[player]
        return [*pl.units, *pl.bonds, *pl.hand, *s.players[other(player)].units]  # 19.1.2 broken

    return [*PATCHER.wrap(actions, "act_problem", make), *PATCHER.everywhere(KW, "sources", sources)]


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
    return _end_of_turn_keeps("used")


def _end_of_turn_keeps(record: str) -> Patches:
    """The end of the turn with each unit's per-turn ``record`` (``used``, ``uses``) left as it was."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            kept = {u.id: list(getattr(u, record)) for p in PLAYERS for u in s.players[p].units}
            original(s, task)
            for p in PLAYERS:
                for u in s.players[p].units:
                    setattr(u, record, kept.get(u.id, getattr(u, record)))

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
        def mutated(s: GameState, player: str) -> Any:
            found = original(s, player)
            if found is not None:
                return found
            start = max(i for i, e in enumerate(s.log) if e.get("event") == "attack")
            failed = {
                e.get("card") for e in s.log[start:] if e.get("event") == "support_failed" and e.get("player") == player
            }
            return next((c for c in reversed(s.players[player].retreat) if c.id in failed), None)

        return mutated

    return PATCHER.wrap(support, "support_card", make)


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
        def mutated(s: GameState, player: str, k: Any, source: Any = None) -> None:
            original(s, player, dataclasses.replace(k, win=False), source)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("win-effect-turn-player", "23.1.30.1", 'a "you win the game" effect makes the turn player win')
def _win_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any, source: Any = None) -> None:
            original(s, s.turn_player or player if k.win else player, k, source)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


# -- keyword effects 23.1.21 to 23.1.42 (reference/cipher/keyword_effects.py) ---------------------------------


@MUTANTS.mutant("orbs-fewer-than-broken-one", "23.1.21.1.1", "with fewer orbs than the attack breaks, only one breaks")
def _orbs_fewer_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> int:
            n: int = original(s, unit)
            return 1 if n > len(s.players[unit.owner].orbs) else n

        return mutated

    return PATCHER.wrap(rules, "orbs_to_break", make)


@MUTANTS.mutant("then-needs-all-of-a", "23.1.22.1", '"(A). Then, (B).": B only when A was carried out in full')
def _then_needs_all() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any, source: Any, trigger: Any) -> bool:
            short = k.flip_effect > keyword_effects.face_up_bonds(s, player)
            done: bool = original(s, player, k, source, trigger)
            return done and not short

        return mutated

    return PATCHER.wrap(keyword_effects, "carry_out_keywords", make)


@MUTANTS.mutant("then-without-a", "23.1.22.1", '"(A). Then, (B).": B even when nothing of A was carried out')
def _then_without_a() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any, source: Any, trigger: Any) -> bool:
            original(s, player, k, source, trigger)
            return True

        return mutated

    return PATCHER.wrap(keyword_effects, "carry_out_keywords", make)


@MUTANTS.mutant("new-main-keeps-old", "23.1.23.1", "changing the Main Character leaves the former one a Main Character")
def _new_main_keeps_old() -> Patches:
    def mutated(s: GameState, unit: Card) -> bool:
        unit.main = True
        return True

    return PATCHER.everywhere(keyword_effects, "become_main", mutated)


@MUTANTS.mutant("stacked-total-without-top", "23.1.28.2", "the total stacked cards leave out the top card")
def _stacked_without_top() -> Patches:
    return PATCHER.everywhere(keyword_effects, "stacked_total", lambda unit: len(unit.stack))


def _face_up_bonds_as(make_count: Any) -> Patches:
    return PATCHER.wrap(keyword_effects, "face_up_bonds", make_count)


@MUTANTS.mutant("repeat-never", "23.1.29.1", '"If you (B), repeat this skill" never repeats')
def _repeat_never() -> Patches:
    return _face_up_bonds_as(lambda original: lambda s, player: 0)


@MUTANTS.mutant("repeat-on-partial-b", "23.1.29.2", "the skill repeats when B could be applied only in part")
def _repeat_partial() -> Patches:
    return _face_up_bonds_as(lambda original: lambda s, player: 99 if original(s, player) else 0)


@MUTANTS.mutant("repeat-once-only", "23.1.29.1.1", "the skill repeats once at most")
def _repeat_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        depth = [0]

        def mutated(s: GameState, player: str, k: Any, source: Any = None) -> None:
            if depth[0] and k.repeat_if_flip:
                k = dataclasses.replace(k, repeat_if_flip=0)
            depth[0] += 1
            try:
                original(s, player, k, source)
            finally:
                depth[0] -= 1

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


def _trigger_filtered(event: str) -> Patches:
    """keyword_effects' deploy and bond effects with the trigger ``event`` left out."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, number: str, trigger: Any) -> bool:
            def filtered(s_: GameState, ev: str, card: Card) -> None:
                if ev != event:
                    trigger(s_, ev, card)

            return bool(original(s, player, number, filtered))

        return mutated

    return [
        *PATCHER.wrap(keyword_effects, "deploy_from_retreat", make),
        *PATCHER.wrap(keyword_effects, "bond_from_hand", make),
    ]


def _trigger_also(event: str, also: str) -> Patches:
    """Every ``event`` trigger also triggers ``also``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, ev: str, unit: Card) -> None:
            original(s, ev, unit)
            if ev == event:
                original(s, also, unit)

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


@MUTANTS.mutant(
    "effect-deploy-no-trigger", "23.1.32.1", 'a deploy by an effect does not trigger "when deployed by an effect"'
)
def _effect_deploy_no_trigger() -> Patches:
    return _trigger_filtered("deployed_by_effect")


@MUTANTS.mutant(
    "deploy-action-counts-as-effect", "23.1.32.1", 'the deploy action triggers "when deployed by an effect"'
)
def _deploy_action_effect() -> Patches:
    return _trigger_also("deployed", "deployed_by_effect")


@MUTANTS.mutant(
    "effect-bond-no-trigger", "23.1.40.1", 'a bond by an effect does not trigger "put into the bond area by an effect"'
)
def _effect_bond_no_trigger() -> Patches:
    return _trigger_filtered("bonded_by_effect")


@MUTANTS.mutant(
    "bond-choice-counts-as-effect", "23.1.40.1", 'every bond placement triggers "put into the bond area by an effect"'
)
def _bond_choice_effect() -> Patches:
    return _trigger_also("bonded", "bonded_by_effect")


def _forbidden_as(decide: Any) -> Patches:
    return PATCHER.wrap(keyword_effects, "forbidden", decide)


def _lock_ignored(what: str) -> Patches:
    return _forbidden_as(lambda original: lambda s, player, w: False if w == what else original(s, player, w))


@MUTANTS.mutant("effect-deploy-lock-ignored", "23.1.33.1.1.1", '"you cannot deploy by skill effects" is ignored')
def _deploy_lock_ignored() -> Patches:
    return _lock_ignored("deploy")


@MUTANTS.mutant("effect-level-up-lock-ignored", "23.1.33.1.2.1", '"you cannot level up by skill effects" is ignored')
def _level_lock_ignored() -> Patches:
    return _lock_ignored("level_up")


@MUTANTS.mutant("effect-bond-lock-ignored", "23.1.33.1.3.1", '"you cannot bond by skill effects" is ignored')
def _bond_lock_ignored() -> Patches:
    return _lock_ignored("bond")


@MUTANTS.mutant("effect-lock-binds-both", "23.1.33.1.1.1", 'a "you cannot ... by skill effects" binds both players')
def _lock_both() -> Patches:
    return _forbidden_as(lambda original: lambda s, player, w: original(s, player, w) or original(s, other(player), w))


@MUTANTS.mutant("effect-lock-any-kind", "23.1.33.1.2.1", 'any "cannot ... by skill effects" forbids every kind')
def _lock_any() -> Patches:
    return _forbidden_as(
        lambda original: lambda s, player, w: any(original(s, player, x) for x in ("deploy", "level_up", "bond"))
    )


@MUTANTS.mutant(
    "effect-lock-forbids-action", "23.1.33.1", '"you cannot deploy by skill effects" forbids the deploy action too'
)
def _lock_action() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            if keyword_effects.forbidden(s, player, "deploy"):
                return "23.1.33.1", "deploying is forbidden"
            problem: tuple[str, str] | None = original(s, player, card)
            return problem

        return mutated

    return PATCHER.wrap(actions, "deploy_problem", make)


@MUTANTS.mutant("second-bond-phase-ignored", "23.1.26.1", '"add a second bond phase" does nothing')
def _second_bond_ignored() -> Patches:
    return PATCHER.everywhere(keyword_effects, "add_second_bond_phase", lambda s: False)


@MUTANTS.mutant("two-allowed-ignored", "23.1.34.1", '"your (A) can be two on the battlefield" is ignored')
def _two_ignored() -> Patches:
    return PATCHER.everywhere(keyword_effects, "same_name_allowance", lambda s, player, name: 1)


@MUTANTS.mutant("two-allowed-any-name", "23.1.34.1", '"your (A) can be two" allows two of every unit name')
def _two_any() -> Patches:
    def allowance(s: GameState, player: str, name: str) -> int:
        skills = [k for u in s.players[player].units for k in s.definition(u).skills]
        return 2 if any(k.kind == "continuous" and k.two_allowed for k in skills) else 1

    return PATCHER.everywhere(keyword_effects, "same_name_allowance", allowance)


@MUTANTS.mutant(
    "three-kept-without-choice", "23.1.34.1.1", "of three units allowed two, the first two are kept unasked"
)
def _three_unasked() -> Patches:
    def mutated(s: GameState, p: str, group: list[Card]) -> bool:
        for unit in group[2:]:
            rules.to_retreat(s, unit)
        return True

    return PATCHER.everywhere(rules, "keep_two", mutated)


@MUTANTS.mutant(
    "three-main-not-kept", "23.1.34.1.1.1", "of three units allowed two, the Main Character is not kept first"
)
def _three_main_free() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, group: list[Card]) -> bool:
            mains = [u for u in group if u.main]
            for unit in mains:
                unit.main = False
            try:
                done: bool = original(s, p, group)
            finally:
                for unit in mains:
                    unit.main = True
            return done

        return mutated

    return PATCHER.wrap(rules, "keep_two", make)


@MUTANTS.mutant("search-shuffles", "23.1.37.1", "searching the deck shuffles it")
def _search_shuffles() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, picked: list[str]) -> bool:
            found: bool = original(s, player, picked)
            s.shuffle(s.players[player].deck)
            return found

        return mutated

    return PATCHER.wrap(principles, "take_from_deck", make)


@MUTANTS.mutant("search-top-only", "23.1.37.1", "searching the hidden deck sees its top card only")
def _search_top() -> Patches:
    def mutated(s: GameState, run: Any, p: Any, source: Card | None) -> bool | None:
        deck = s.players[run.user].deck
        if not deck or s.pool[deck[0].card].name != p.name:
            return False
        principles.ask(s, run, run.user, "choose", [deck[0].id], 0, 1)
        return None

    return _steps_with("search", mutated)


def _symbols_as(make: Any) -> Patches:
    return PATCHER.wrap(keyword_effects, "symbols", make)


@MUTANTS.mutant("also-symbol-replaces", "23.1.42.1", '"also treated as" replaces the printed symbols')
def _also_replaces() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[str]:
            also = [k.also_symbol for k in s.definition(unit).skills if k.kind == "continuous" and k.also_symbol]
            found: list[str] = original(s, unit)
            return also if also and found else found

        return mutated

    return _symbols_as(make)


@MUTANTS.mutant("also-symbol-ignored", "23.1.42.1", '"also treated as" adds no symbol')
def _also_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[str]:
            found: list[str] = original(s, unit)
            return [x for x in found if x in s.definition(unit).symbols or x in unit.gained]

        return mutated

    return _symbols_as(make)


def _strips(s: GameState, unit: Card, zones: tuple[str, ...]) -> bool:
    pl = s.players[other(unit.owner)]
    return any(
        k.kind == "continuous" and k.strips_symbols for z in zones for c in pl.zone(z) for k in s.definition(c).skills
    )


@MUTANTS.mutant("infinity-strip-ignored", "23.1.41.1", "the infinity area's card strips no symbol")
def _strip_ignored() -> Patches:
    def mutated(s: GameState, unit: Card) -> list[str]:
        found = list(s.definition(unit).symbols) + unit.gained
        found += [k.also_symbol for k in s.definition(unit).skills if k.kind == "continuous" and k.also_symbol]
        return sorted(set(found))

    return _symbols_as(lambda original: mutated)


@MUTANTS.mutant("infinity-strip-every-unit", "23.1.41.1", "the infinity area's card strips every opponent's unit")
def _strip_all() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[str]:
            found: list[str] = original(s, unit)
            return [] if _strips(s, unit, ("infinity",)) else found

        return mutated

    return _symbols_as(make)


@MUTANTS.mutant("infinity-strip-from-anywhere", "23.1.41.1", "the card strips symbols from any zone")
def _strip_anywhere() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[str]:
            found: list[str] = original(s, unit)
            return [] if unit.main and _strips(s, unit, ("retreat", "infinity")) else found

        return mutated

    return _symbols_as(make)


@MUTANTS.mutant("gain-beats-strip", "23.1.41.1", "a symbol gained by an effect survives the infinity area's strip")
def _gain_beats() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[str]:
            found: list[str] = original(s, unit)
            return sorted(set(found + unit.gained))

        return mutated

    return _symbols_as(make)


@MUTANTS.mutant("until-leaves-survives-level-up", "23.1.24.1", '"until this unit leaves" goes on after a level up')
def _until_survives() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, onto: Card) -> None:
            gained = list(onto.gained)
            original(s, card, onto)
            card.gained = gained

        return mutated

    return PATCHER.wrap(keyword_effects, "stack_on", make)


@MUTANTS.mutant("until-leaves-ignored", "23.1.24.1", '"until this unit leaves, it gains" gains nothing')
def _until_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any, source: Any, trigger: Any) -> bool:
            done: bool = original(s, player, dataclasses.replace(k, gain_symbol_until_leaves=None), source, trigger)
            return done

        return mutated

    return PATCHER.wrap(keyword_effects, "carry_out_keywords", make)


def _after_transform(change: Any) -> Patches:
    """keyword_effects.transform followed by ``change(s, card, unit)`` on the new top card and the former one."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, number: str, unit: Card) -> bool:
            card = next((c for c in s.players[player].hand if c.card == number), None)
            gained = list(unit.gained)
            done: bool = original(s, player, number, unit)
            if done and card is not None:
                change(s, card, unit, gained)
            return done

        return mutated

    return PATCHER.wrap(keyword_effects, "transform", make)


@MUTANTS.mutant("transform-beside", "23.1.25.1", "the transforming card replaces the unit instead of going on top")
def _transform_beside() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        under, card.stack = card.stack, []
        s.players[card.owner].retreat.extend(under)

    return _after_transform(change)


@MUTANTS.mutant(
    "transform-is-level-up", "23.1.25.2", "transforming is a level up (a class change bonus with a cc cost)"
)
def _transform_level_up() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        card.levelled = True
        if s.definition(card).cc_cost is not None:
            card.class_changed = True
            s.bonuses[card.id] = s.bonuses.get(card.id, 0) + 1

    return _after_transform(change)


@MUTANTS.mutant("transform-untapped", "23.1.25.3", "a transformed unit does not keep its tapped state")
def _transform_untapped() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        card.tapped = False

    return _after_transform(change)


@MUTANTS.mutant("transform-main-lost", "23.1.25.3.1", "a transformed Main Character loses its Main Character status")
def _transform_main_lost() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        card.main = False

    return _after_transform(change)


@MUTANTS.mutant(
    "transform-keeps-additions", "23.1.25.4", "a transformed unit keeps what was added to its card information"
)
def _transform_keeps() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        card.gained = gained

    return _after_transform(change)


@MUTANTS.mutant(
    "transform-ends-battle", "23.1.25.5", "a battling unit transformed out of range ends the battle unjudged"
)
def _transform_ends_battle() -> Patches:
    def change(s: GameState, card: Card, unit: Card, gained: list[str]) -> None:
        fight = s.battle
        reached = [u.id for u in battle.targets(s, card)]
        if fight is not None and fight.attacker == card.id and fight.defender not in reached:
            s.battle = dataclasses.replace(fight, evasion=True)

    return _after_transform(change)


def _raised_as(decide: Any) -> Patches:
    def mutated(s: GameState, unit: Card) -> bool:
        skills = [k for k in s.definition(unit).skills if k.kind == "continuous"]
        return bool(decide(s, unit, skills))

    return PATCHER.everywhere(keyword_effects, "raised_by_ten", mutated)


@MUTANTS.mutant("raise-counted-net", "23.1.38.1", '"raised by +10 or more" counts the raises net of the cuts')
def _raise_net() -> Patches:
    return _raised_as(
        lambda s, unit, skills: sum(k.power_bonus for k in skills) >= 10 or any(k.power_doubled for k in skills)
    )


@MUTANTS.mutant("raise-counted-per-skill", "23.1.38.1", '"raised by +10 or more" needs one skill raising by 10')
def _raise_per_skill() -> Patches:
    return _raised_as(
        lambda s, unit, skills: max([0, *(k.power_bonus for k in skills)]) >= 10 or any(k.power_doubled for k in skills)
    )


@MUTANTS.mutant("raise-doubling-not-counted", "23.1.38.2", "a doubled power does not count as raised")
def _raise_no_double() -> Patches:
    return _raised_as(lambda s, unit, skills: sum(k.power_bonus for k in skills if k.power_bonus > 0) >= 10)


@MUTANTS.mutant("raise-set-power-counted", "23.1.38.3", "a power set to the stacked cards x 10 counts as raised")
def _raise_set() -> Patches:
    return _raised_as(
        lambda s, unit, skills: (
            power.unit_power(s, unit) - s.definition(unit).power >= 10
            or sum(k.power_bonus for k in skills if k.power_bonus > 0) >= 10
        )
    )


@MUTANTS.mutant("power-skills-ignored", "23.1.38.1", "a battle reads the printed power, not the skills' changes")
def _power_printed() -> Patches:
    return PATCHER.everywhere(power, "unit_power", lambda s, unit: s.definition(unit).power)


@MUTANTS.mutant("as-if-hand-ignored", "23.1.39.1", '"deploy as if in your hand" lets nothing be deployed from there')
def _as_if_ignored() -> Patches:
    return PATCHER.everywhere(keyword_effects, "deployable_zones", lambda s, player: [])


@MUTANTS.mutant("as-if-hand-both-players", "23.1.39.1", '"deploy as if in your hand" serves both players')
def _as_if_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            return sorted({*original(s, player), *original(s, other(player))})

        return mutated

    return PATCHER.wrap(keyword_effects, "deployable_zones", make)


@MUTANTS.mutant("as-if-hand-free", "23.1.39.1.1", "a card deployed from elsewhere than the hand costs nothing")
def _as_if_free() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, levelling: bool) -> int:
            if not levelling and card not in s.players[card.owner].hand:
                return 0
            cost: int = original(s, card, levelling)
            return cost

        return mutated

    return PATCHER.wrap(actions, "paid_cost", make)


@MUTANTS.mutant("as-if-hand-is-hand", "23.1.39.2", "the cards deployable as if in the hand can be bonded as hand cards")
def _as_if_bond() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            pl = s.players[p]
            for z in keyword_effects.deployable_zones(s, p):
                for card in [c for c in pl.zone(z) if c.id == a.get("card")]:
                    pl.zone(z).remove(card)
                    pl.hand.append(card)
            original(s, p, a)

        return mutated

    return _action_handler("bond", make)


@MUTANTS.mutant(
    "support-succeeds-beats-fail", "23.1.27.2", "a support a skill makes succeed does not fail by an effect"
)
def _succeeds_beats_fail() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.battle is not None:
                kept = tuple(p for p in s.battle.failing if not keyword_effects.support_succeeds(s, p))
                s.battle = dataclasses.replace(s.battle, failing=kept)
            original(s, task)

        return mutated

    return [*_support_handler(battle.CheckSupport, make), *_support_handler(support.FailSupports, make)]


@MUTANTS.mutant("support-succeeds-ignored", "23.1.27.2", '"your support succeeds" is ignored')
def _succeeds_ignored() -> Patches:
    return PATCHER.everywhere(keyword_effects, "support_succeeds", lambda s, player: False)


@MUTANTS.mutant(
    "choose-without-enough", "23.1.35.1", "with fewer different cards than the number, some are chosen anyway"
)
def _choose_without_enough() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        return lambda s, player, count, up_to: original(s, player, count, True)

    return PATCHER.wrap(keyword_effects, "start_choosing", make)


@MUTANTS.mutant("choose-allows-repeat", "23.1.35.1", '"different cards" lets a card of a name already chosen be chosen')
def _choose_repeat() -> Patches:
    def options(s: GameState) -> list[str]:
        choosing = s.name_choice
        assert choosing is not None
        return [c.id for c in s.players[choosing.player].retreat if c.id not in choosing.chosen]

    return PATCHER.everywhere(keyword_effects, "choice_options", options)


@MUTANTS.mutant("up-to-needs-all", "23.1.36.1", '"up to N different" needs N different cards, as the exact form does')
def _up_to_all() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        return lambda s, player, count, up_to: original(s, player, count, False)

    return PATCHER.wrap(keyword_effects, "start_choosing", make)


@MUTANTS.mutant("up-to-cannot-stop", "23.1.36.1", '"up to N" cannot stop short of N while cards remain')
def _up_to_no_stop() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            original(s)
            if s.pending is not None and s.pending.kind == "choose_card":
                s.pending = dataclasses.replace(s.pending, min=1)

        return mutated

    return PATCHER.wrap(keyword_effects, "ask_choice", make)


@MUTANTS.mutant(
    "until-leaves-survives-top-removed", "23.1.24.1.1", '"until this unit leaves" goes on after its top card goes'
)
def _until_survives_top() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            gained = list(unit.gained)
            beneath = unit.stack[-1] if unit.stack else None
            original(s, unit)
            if beneath is not None:
                beneath.gained = gained

        return mutated

    return PATCHER.wrap(effects, "top_to_retreat", make)


# -- the basic principles (2), card anatomy and information (4, 5), the glossary (25) and the players (1) --------


@MUTANTS.mutant("first-turn-permission-ignored", "2.1", "a skill letting a unit attack on the first turn is ignored")
def _first_turn_permission_ignored() -> Patches:
    return PATCHER.everywhere(principles, "may_attack_first_turn", lambda s, unit: False)


@MUTANTS.mutant(
    "permission-beats-prohibition", "2.2", "a unit allowed to attack on the first turn ignores 'cannot attack'"
)
def _permission_beats_prohibition() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> bool:
            return bool(original(s, unit)) and not principles.may_attack_first_turn(s, unit)

        return mutated

    return PATCHER.wrap(principles, "cannot_attack", make)


def _proceed_with(strip: Any) -> Patches:
    """principles.proceed with every step's fields rewritten by ``strip``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, run: Any) -> None:
            original(s, dataclasses.replace(run, parts=tuple(strip(p) for p in run.parts)))

        return mutated

    return PATCHER.wrap(principles, "proceed", make)


def _steps_with(kind: str, step: Any) -> Patches:
    """principles.STEPS, a new table with the step ``kind`` replaced."""
    return PATCHER.everywhere(principles, "STEPS", {**principles.STEPS, kind: step})


@MUTANTS.mutant("failed-step-ends-effect", "2.3", "a step of an effect that cannot be done drops the steps after it")
def _failed_step_ends_effect() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, run: Any, p: Any, source: Card | None) -> bool:
            done = bool(original(s, run, p, source))
            if not done:
                s.pending = None
                rest = dataclasses.replace(run, parts=run.parts[: run.index + 1])
                raise _Stop(rest)
            return done

        return mutated

    original = principles.STEPS["tap_self"]

    def proceed(make_original: Wrapped) -> Wrapped:
        def mutated(s: GameState, run: Any) -> None:
            try:
                make_original(s, run)
            except _Stop:
                return

        return mutated

    return [
        *_steps_with("tap_self", make(original)),
        *PATCHER.wrap(principles, "proceed", proceed),
    ]


class _Stop(Exception):
    """Raised by a mutant's failed step to end the effect there."""


@MUTANTS.mutant("if-you-do-ignored", "2.3.1.6", "'if you do' steps are done even when the step before was not")
def _if_you_do_ignored() -> Patches:
    return _proceed_with(strip=lambda p: dataclasses.replace(p, if_done=False))


@MUTANTS.mutant("step-condition-ignored", "2.3.1.5", "a step's 'if' condition is not checked")
def _step_condition_ignored() -> Patches:
    return _proceed_with(strip=lambda p: dataclasses.replace(p, conditions=()))


@MUTANTS.mutant("conditions-any-suffices", "2.3.1.4", "of several conditions, one met is enough")
def _conditions_any() -> Patches:
    def mutated(s: GameState, source: Card | None, user: str, conditions: tuple[str, ...]) -> bool:
        return not conditions or any(principles.condition_met(s, source, user, c) for c in conditions)

    return PATCHER.everywhere(principles, "requirements_met", mutated)


@MUTANTS.mutant(
    "partial-cost-paid", "2.3.1.3", "'if you pay the cost' with part of the cost payable pays that part and goes on"
)
def _partial_cost_paid() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, k: Any) -> bool:
            return bool(original(s, player, unit, dataclasses.replace(k, flip_bonds=min(k.flip_bonds, 1))))

        return mutated

    return PATCHER.wrap(rules, "can_pay", make)


@MUTANTS.mutant("continuous-condition-ignored", "2.3.1.7", "a continuous skill has effect with its condition unmet")
def _continuous_condition_ignored() -> Patches:
    return PATCHER.everywhere(principles, "effective", lambda s, source, k: k.kind == "continuous")


@MUTANTS.mutant("during-your-turn-always", "2.3.1.2", "'during your turn' has effect on every turn")
def _during_your_turn_always() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, source: Card | None, user: str, condition: str) -> bool:
            return condition == "your_turn" or bool(original(s, source, user, condition))

        return mutated

    return PATCHER.wrap(principles, "condition_met", make)


@MUTANTS.mutant("unless-condition-act-ignored", "2.3.1.8", "an activated skill is usable with its condition unmet")
def _act_condition_ignored() -> Patches:
    return PATCHER.everywhere(principles, "may_use", lambda s, unit, player, k: True)


@MUTANTS.mutant("unless-condition-auto-ignored", "2.3.1.9", "an automatic skill is done with its condition unmet")
def _auto_condition_ignored() -> Patches:
    return PATCHER.everywhere(principles, "may_carry_out", lambda s, unit, player, k: True)


@MUTANTS.mutant("search-must-find", "2.4", "searching the hidden deck, a card of the name there must be chosen")
def _search_must_find() -> Patches:
    def mutated(s: GameState, run: Any, p: Any, source: Card | None) -> bool | None:
        options = [c.id for c in s.players[run.user].deck if s.pool[c.card].name == p.name]
        if not options:
            return False
        principles.ask(s, run, run.user, "choose", options, 1, 1)
        return None

    return _steps_with("search", mutated)


@MUTANTS.mutant("search-none-reveals-deck", "2.4.1", "finding nothing, the searching player reveals the deck")
def _search_none_reveals() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, picked: list[str]) -> bool:
            if not picked:
                for card in s.players[player].deck:
                    s.emit("reveal", player=player, card=card.id)
            return bool(original(s, player, picked))

        return mutated

    return PATCHER.wrap(principles, "take_from_deck", make)


@MUTANTS.mutant("draw-all-or-nothing", "2.5", "'draw N' with fewer cards left draws none")
def _draw_all_or_nothing() -> Patches:
    original = principles.STEPS["draw"]

    def mutated(s: GameState, run: Any, p: Any, source: Card | None) -> bool:
        players = principles.doers(s, run, p)
        if any(len(s.players[x].deck) + len(s.players[x].retreat) < p.n for x in players):
            return False
        return bool(original(s, run, p, source))

    return _steps_with("draw", mutated)


@MUTANTS.mutant("number-range-unchecked", "2.6", "a negative, fractional or too large number is accepted")
def _number_range_unchecked() -> Patches:
    def mutated(s: GameState, player: str, number: object) -> None:
        run = s.pending.then if s.pending is not None else None
        assert isinstance(run, principles.Run)
        s.pending = None
        n = int(number) if isinstance(number, (int, float)) else 0
        drawn = sum(1 for _ in range(n) if rules.draw(s, run.user))
        principles.finish(s, dataclasses.replace(run, index=run.index + 1, done=n > 0 and drawn == n, chosen=()))

    return PATCHER.everywhere(principles, "answer_number", mutated)


@MUTANTS.mutant("zero-counts-as-done", "2.7", "choosing 0 counts as having done the step")
def _zero_counts_as_done() -> Patches:
    def mutated(s: GameState, player: str, number: object) -> None:
        pending = s.pending
        assert pending is not None and isinstance(pending.then, principles.Run)
        if not isinstance(number, int) or number not in pending.options:
            raise IllegalActionError("2.6", f"{number!r} is out of range")
        run = pending.then
        s.pending = None
        drawn = sum(1 for _ in range(number) if rules.draw(s, run.user))
        principles.finish(s, dataclasses.replace(run, index=run.index + 1, done=drawn == number, chosen=()))

    return PATCHER.everywhere(principles, "answer_number", mutated)


@MUTANTS.mutant("same-target-twice", "2.8", "one card may be chosen twice among several targets")
def _same_target_twice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cards: object) -> None:
            if isinstance(cards, list) and len(set(cards)) != len(cards) and s.pending is not None:
                run = s.pending.then
                assert isinstance(run, principles.Run)
                s.pending = None
                done = principles._apply(s, run, run.parts[run.index], (player, tuple(dict.fromkeys(cards))))
                principles.finish(s, dataclasses.replace(run, index=run.index + 1, done=done, chosen=()))
                return
            original(s, player, cards)

        return mutated

    return PATCHER.wrap(principles, "answer_choice", make)


@MUTANTS.mutant("tapped-again-triggers", "2.9", "tapping a tapped unit counts as tapping it and triggers 'when tapped'")
def _tapped_again_triggers() -> Patches:
    def mutated(s: GameState, unit: Card) -> bool:
        unit.tapped = True
        rules.trigger(s, "tapped", unit)
        return True

    return PATCHER.everywhere(principles, "become_tapped", mutated)


@MUTANTS.mutant("non-turn-player-first", "2.10", "what both players choose or do, the non-turn player does first")
def _non_turn_player_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, players: list[str]) -> list[str]:
            return list(reversed(original(s, players)))

        return mutated

    return PATCHER.wrap(principles, "in_turn_order", make)


@MUTANTS.mutant(
    "each-player-user-first", "2.11", "'each player' steps start with the skill's user, not the turn player"
)
def _each_player_user_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, run: Any, p: Any) -> list[str]:
            return [run.user, other(run.user)] if p.who == "each" else list(original(s, run, p))

        return mutated

    return PATCHER.wrap(principles, "doers", make)


@MUTANTS.mutant(
    "choices-applied-one-by-one", "2.10.1", "the turn player's choice is carried out before the other chooses"
)
def _choices_one_by_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cards: object) -> None:
            run = s.pending.then if s.pending is not None else None
            original(s, player, cards)
            if isinstance(run, principles.Run) and s.pending is not None and isinstance(cards, list):
                p = run.parts[run.index]
                pl = s.players[principles.hand_owner(run, player, p)]
                for card in [c for c in pl.hand if c.id in cards]:
                    pl.hand.remove(card)
                    pl.retreat.append(card)

        return mutated

    return PATCHER.wrap(principles, "answer_choice", make)


@MUTANTS.mutant(
    "modifiers-in-printed-order", "2.12", "power skills apply in printed order, a later 'becomes N' undoing a +N"
)
def _modifiers_in_printed_order() -> Patches:
    def mutated(s: GameState, unit: Card) -> int:
        power = s.definition(unit).power
        for k in principles.power_effects(s, unit):
            power = k.set_power if k.set_power is not None else power + k.power_mod
        return power

    return PATCHER.everywhere(power, "unit_power", mutated)


@MUTANTS.mutant("p1-effects-first", "2.12.1", "both players' power skills apply p1's first, whoever's turn it is")
def _p1_effects_first() -> Patches:
    def mutated(s: GameState, unit: Card) -> list[Any]:
        return [
            k
            for p in PLAYERS
            for source in s.players[p].units
            for k in s.definition(source).skills
            if (k.set_power is not None or k.power_mod)
            and principles.reaches(k, source, unit)
            and principles.effective(s, source, k)
        ]

    return PATCHER.everywhere(principles, "power_effects", mutated)


@MUTANTS.mutant("turn-players-effects-only", "2.12.1.1", "of both players' 'becomes N', only the turn player's applies")
def _turn_players_effects_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> list[Any]:
            effects = list(original(s, unit))
            mine = {id(k) for u in s.players[s.turn_player or "p1"].units for k in s.definition(u).skills}
            return [k for k in effects if k.set_power is None or id(k) in mine]

        return mutated

    return PATCHER.wrap(principles, "power_effects", make)


@MUTANTS.mutant("negative-power-raised-to-zero", "4.11.2", "a power taken below 0 is raised to 0")
def _negative_power_raised() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> int:
            return max(0, int(original(s, unit)))

        return mutated

    return PATCHER.wrap(power, "unit_power", make)


@MUTANTS.mutant("power-below-zero-destroyed", "4.11.2.1", "rule processing destroys a unit whose power is below 0")
def _power_below_zero_destroyed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool | None:
            for p in PLAYERS:
                for unit in s.players[p].units:
                    if power.unit_power(s, unit) < 0:
                        unit.destroyed = True
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "destruction", make)


def _printed_x(field: str, value: object) -> Patches:
    """card_def reading an X printed in ``field`` as ``value``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> Any:
            made = original(data)
            if data.get(field) == "X":
                made = dataclasses.replace(made, **{field: value})
            return made

        return mutated

    return PATCHER.wrap(cards, "card_def", make)


MUTANTS.add("x-cost-is-one", "4.2.3", "a deploy cost of X is read as 1", lambda: _printed_x("cost", 1))
MUTANTS.add(
    "x-cc-cost-missing", "4.3.3", "a class change cost of X is read as none", lambda: _printed_x("cc_cost", None)
)
MUTANTS.add("x-power-is-one", "4.11.3", "a power of X is read as 1", lambda: _printed_x("power", 1))
MUTANTS.add("x-support-is-ten", "4.17.2", "a support of X is read as 10", lambda: _printed_x("support", 10))


@MUTANTS.mutant(
    "trigger-player-is-turn-player", "5.1.2.1.2.1", "a triggered skill is the turn player's, not its card's user's"
)
def _trigger_player_is_turn_player() -> Patches:
    def mutated(s: GameState, card: Card, index: int) -> None:
        player = s.turn_player or card.owner
        for i, t in enumerate(s.triggers):
            if t.card == card.id and t.skill == index:
                s.triggers[i] = dataclasses.replace(t, count=t.count + 1, round=s.round)
                return
        s.triggers.append(rules.Trigger(player, card.id, index, 1, s.round))

    return PATCHER.everywhere(rules, "add_trigger", mutated)


@MUTANTS.mutant(
    "skill-user-is-turn-player", "5.1.2.1.2.2", "a skill's effect naming no player is done by the turn player"
)
def _skill_user_is_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, s.turn_player or player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


def _doers_read(who: str, by_turn: Any) -> Patches:
    """principles.doers reading ``who`` against the turn player (``by_turn(turn_player)``)."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, run: Any, p: Any) -> list[str]:
            if p.who == who and s.turn_player is not None:
                return [by_turn(s.turn_player)]
            return list(original(s, run, p))

        return mutated

    return PATCHER.wrap(principles, "doers", make)


MUTANTS.add("you-is-turn-player", "5.1.2.1.2.3", "'you' is read as the turn player", lambda: _doers_read("you", str))
MUTANTS.add(
    "opponent-is-non-turn-player",
    "5.1.2.1.2.5",
    "'the opponent' is read as the non-turn player",
    lambda: _doers_read("opponent", other),
)


def _scope_by_turn(scope: str, mine: bool) -> Patches:
    """principles.reaches reading ``scope`` against the turn player instead of the skill's user."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(k: Any, source: Card, unit: Card) -> bool:
            if k.scope == scope and _TURN:
                return (unit.owner == _TURN[0]) == mine
            return bool(original(k, source, unit))

        return mutated

    def remember(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> Any:
            _TURN[:] = [s.turn_player] if s.turn_player else []
            return original(s, unit)

        return mutated

    return [*PATCHER.wrap(principles, "reaches", make), *PATCHER.wrap(principles, "power_effects", remember)]


_TURN: list[str] = []
"""The turn player, as the scope mutants read it."""

MUTANTS.add(
    "your-units-are-turn-players",
    "5.1.2.1.2.4",
    "'your units' are the turn player's",
    lambda: _scope_by_turn("yours", True),
)
MUTANTS.add(
    "opponents-units-are-non-turn-players",
    "5.1.2.1.2.5",
    "'the opponent's units' are the non-turn player's",
    lambda: _scope_by_turn("opponents", False),
)


def _hand_owner(reading: str) -> Patches:
    def mutated(run: Any, chooser: str, p: Any) -> str:
        return run.user if reading == "user" else chooser

    return PATCHER.everywhere(principles, "hand_owner", mutated)


MUTANTS.add(
    "their-own-read-as-yours",
    "5.1.2.1.2.6",
    "'the opponent ... their own card' reads the user's",
    lambda: _hand_owner("user"),
)
MUTANTS.add(
    "yours-read-as-their-own",
    "5.1.2.1.2.7",
    "'the opponent ... your card' reads the opponent's",
    lambda: _hand_owner("chooser"),
)


@MUTANTS.mutant(
    "main-character-first-option", "5.1.2.5.1", "the Main Character is the first option, not the card chosen"
)
def _main_character_first_option() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            assert s.pending is not None
            original(s, p, {**a, "card": s.pending.options[0]})

        return mutated

    return _action_handler("main_character", make)


@MUTANTS.mutant("effect-before-cost", "5.1.3", "an activated skill's effect reads the state before its cost is paid")
def _effect_before_cost() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            unit = rules.find_unit(s, p, a.get("card"))
            before = sum(1 for c in s.players[p].bonds if c.face_up)
            flip = 0
            if unit is not None and isinstance(a.get("skill"), int) and a["skill"] < len(s.definition(unit).skills):
                flip = s.definition(unit).skills[a["skill"]].flip_bonds
            original(s, p, a)
            for _ in range(flip if before else 0):
                rules.draw(s, p)  # the bonds the cost turned face down counted too

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant("orb-to-breakers-hand", "25.16.2", "an orb broken by an effect goes to the turn player's hand")
def _orb_to_breakers_hand() -> Patches:
    def mutated(s: GameState, owner: str, cid: str) -> None:
        pl = s.players[owner]
        orb = next(c for c in pl.orbs if c.id == cid)
        pl.orbs.remove(orb)
        s.players[s.turn_player or owner].hand.append(orb)
        s.emit("orb_broken", player=owner, card=orb.id, new_id=orb.id)

    return PATCHER.everywhere(principles, "break_orb", mutated)


def _condition_as(condition: str, reading: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, source: Card | None, user: str, c: str) -> bool:
            if c == condition:
                return bool(reading(s, source))
            return bool(original(s, source, user, c))

        return mutated

    return PATCHER.wrap(principles, "condition_met", make)


def _battling(s: GameState, source: Card | None) -> bool:
    return s.battle is not None and source is not None and source.id in (s.battle.attacker, s.battle.defender)


MUTANTS.add(
    "attacking-means-battling",
    "25.6.1.1",
    "'if attacking' holds for the defending unit too",
    lambda: _condition_as("attacking", _battling),
)
MUTANTS.add(
    "attacked-means-battling",
    "25.7.1.1",
    "'if attacked' holds for the attacking unit too",
    lambda: _condition_as("defending", _battling),
)
MUTANTS.add(
    "battling-means-any-battle",
    "25.8.1.1",
    "'if battling' holds for every unit while a battle goes on",
    lambda: _condition_as("battling", lambda s, source: s.battle is not None),
)


@MUTANTS.mutant("turn-passes-to-same-player", "1.2", "the turn passes back to the player who just played")
def _turn_passes_to_same_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if s.tasks and isinstance(s.tasks[-1], turn.BeginTurn):
                s.tasks[-1] = turn.BeginTurn(turn.turn_player(s))

        return mutated

    return _handler(turn.EndOfTurn, make)


@MUTANTS.mutant("decks-dealt-crosswise", "5.1.2.1.1.1", "each player plays with the deck the other prepared")
def _decks_dealt_crosswise() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> GameState:
            return original({**data, "players": list(reversed(data["players"]))})  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(setup, "fresh_state", make)


# -- the attack declaration and the support step (18.1 to 18.3) -----------------------------------------------


def _support_handler(kind: type, make: Any) -> Patches:
    """The handler of one task kind of the support step (reference/cipher/support.py) patched."""
    return PATCHER.handler(turn.TASKS.handlers[kind], make)


def _drop_check_after(kind: type) -> Patches:
    """The check timing that follows the task ``kind`` left out."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.tasks and isinstance(s.tasks[-1], turn.CheckTiming):
                s.tasks.pop()
            original(s, task)

        return mutated

    return _support_handler(kind, make)


def _move_below(kinds: tuple[type, ...], anchor: type) -> Patches:
    """start_attack with the tasks of ``kinds`` moved to run just after the task ``anchor``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            block = [t for t in s.tasks if isinstance(t, kinds)]
            rest = [t for t in s.tasks if not isinstance(t, kinds)]
            at = max(i for i, t in enumerate(rest) if isinstance(t, anchor))
            s.tasks[:] = [*rest[:at], *block, *rest[at:]]

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


@MUTANTS.mutant(
    "critical-step-before-support", "18.1", "the critical hit and evasion step comes before the support step"
)
def _critical_before_support() -> Patches:
    kinds = (battle.PlaceSupport, battle.CheckSupport, battle.SupportSkills, battle.AddSupport)
    return _move_below(kinds, battle.AskEvasion)


@MUTANTS.mutant("target-out-of-range", "18.2.1.3", "any unit of the opponent may be chosen as the target")
def _target_out_of_range() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
            problem = original(s, player, attacker, target)
            return None if problem is not None and problem[0] == "20.1" else problem

        return mutated

    return PATCHER.wrap(battle, "attack_problem", make)


def _observed_battle(change: Any) -> Patches:
    """The observation's ``battle`` changed by ``change(observation)``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> dict[str, Any]:
            view: dict[str, Any] = original(s)
            if view["battle"] is not None:
                change(view, s)
            return view

        return mutated

    return PATCHER.wrap(serialize, "observe", make)


def _before_support(view: dict[str, Any], s: GameState) -> None:
    start = max(i for i, e in enumerate(s.log) if e.get("event") == "attack")
    if not any(e.get("event") == "support" for e in s.log[start:]):
        view["battle"] = None


@MUTANTS.mutant("battle-starts-at-support", "18.2.1.3.2", "the battle begins only with the support step")
def _battle_starts_late() -> Patches:
    return _observed_battle(_before_support)


def _swap(view: dict[str, Any], s: GameState) -> None:
    battle_ = view["battle"]
    battle_["attacker"], battle_["defender"] = battle_["defender"], battle_["attacker"]


@MUTANTS.mutant("attacker-defender-swapped", "18.2.1.3.2.1", "the chosen target is the attacking unit")
def _attacker_swapped() -> Patches:
    return _observed_battle(_swap)


@MUTANTS.mutant("support-placed-triggers-both", "18.3.1.2.1", "a card placed in either support area triggers the skill")
def _support_placed_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, event: str, player: str) -> None:
            original(s, event, player)
            if event == "support_placed":
                original(s, event, other(player))

        return mutated

    return PATCHER.wrap(support, "trigger_all", make)


@MUTANTS.mutant(
    "support-placed-no-trigger", "18.3.1.2.1", '"when a card is placed in your support area" never triggers'
)
def _support_placed_none() -> Patches:
    return [mock.patch.object(support, "trigger_all", lambda s, event, player: None)]


@MUTANTS.mutant("no-check-after-support-placed", "18.3.1.3", "no check timing between placing and checking the support")
def _no_check_after_placed() -> Patches:
    return _drop_check_after(battle.PlaceSupport)


@MUTANTS.mutant("support-checked-against-attacker", "18.3.1.4", "both supports are checked against the attacker's name")
def _checked_against_attacker() -> Patches:
    original = support._battler

    def mutated(s: GameState, player: str) -> Card | None:
        return original(s, s.turn_player or player)

    return [mock.patch.object(support, "_battler", mutated)]


def _without_trigger(event: str) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, name: str, unit: Card) -> None:
            if name != event:
                original(s, name, unit)

        return mutated

    return PATCHER.wrap(rules, "trigger", make)


@MUTANTS.mutant("support-success-no-trigger", "18.3.1.4.2", '"when its support succeeds" never triggers')
def _success_no_trigger() -> Patches:
    return _without_trigger("supported")


@MUTANTS.mutant("support-failure-no-trigger", "18.3.1.4.3", '"when its support fails" never triggers')
def _failure_no_trigger() -> Patches:
    return _without_trigger("support_failed")


@MUTANTS.mutant("no-check-after-support-check", "18.3.1.5", "no check timing between the support check and the skills")
def _no_check_after_check() -> Patches:
    return _drop_check_after(battle.CheckSupport)


@MUTANTS.mutant(
    "non-turn-player-support-first", "18.3.1.6.1", "the non-turn player's support skills are carried out first"
)
def _ntp_support_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            tp = s.turn_player or "p1"
            s.tasks += [support.FailSupports(), support.PlayerSupport(tp), support.PlayerSupport(other(tp))]

        return mutated

    return _support_handler(battle.SupportSkills, make)


@MUTANTS.mutant("support-cost-free", "18.3.1.6.2", "a support skill's cost is not paid, its effect still carried out")
def _support_cost_free() -> Patches:
    return [mock.patch.object(support, "pay", lambda s, player, unit, k: [])]


@MUTANTS.mutant("declined-support-cost-works", "18.3.1.6.2.1", "a support skill whose cost is declined still works")
def _declined_cost_works() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, key: str, use: bool) -> None:
            if use:
                original(s, player, key, use)
                return
            s.pending = None
            index = key.rpartition("#")[2]
            card = support.support_card(s, player)
            assert card is not None
            support.carry_out_support(s, player, card, int(index), s.pool[card.card].skills[int(index)])

        return mutated

    return PATCHER.wrap(support, "answer_cost", make)


@MUTANTS.mutant(
    "unpayable-support-cost-asked", "18.3.1.6.2.1", "a support skill's cost is offered though it cannot be paid"
)
def _unpayable_asked() -> Patches:
    return [mock.patch.object(support, "can_pay", lambda s, player, unit, k: True)]


@MUTANTS.mutant("support-twice-ignored", "18.3.1.6.4", '"support skills twice" carries them out once')
def _twice_ignored() -> Patches:
    return [mock.patch.object(support, "times", lambda s, player: 1)]


@MUTANTS.mutant(
    "support-twice-after-opponent", "18.3.1.6.4.1", "the second run of the support skills follows the opponent's"
)
def _twice_after_opponent() -> Patches:
    twice = support.times

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            tp = s.turn_player or "p1"
            original(s, task)
            if twice(s, tp) > 1:
                s.tasks.insert(len(s.tasks) - 2, support.PlayerSupport(tp))

        return mutated

    return [*_support_handler(battle.SupportSkills, make), mock.patch.object(support, "times", lambda s, player: 1)]


@MUTANTS.mutant("support-twice-cost-once", "18.3.1.6.4.2", "a support skill carried out twice pays its cost only once")
def _twice_cost_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            card = support.support_card(s, task.player)
            if task.times == 1 and card is not None and card.id == task.card:  # the second run
                support.carry_out_support(s, task.player, card, task.skill, s.pool[card.card].skills[task.skill])
                return
            original(s, task)

        return mutated

    return _support_handler(support.RunSupportSkill, make)


@MUTANTS.mutant("support-skills-printed-order", "18.3.1.6.5", "several support skills run in printed order, unchosen")
def _printed_order() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            card = support.support_card(s, task.player)
            if card is None:
                return
            left = [i for i in support.support_skills(s, task.player, card) if i not in task.done]
            if left:
                s.tasks += [
                    support.PlayerSupport(task.player, (*task.done, left[0])),
                    support.RunSupportSkill(task.player, card.id, left[0], 0),
                ]

        return mutated

    return _support_handler(support.PlayerSupport, make)


@MUTANTS.mutant("support-skills-alternate", "18.3.1.6.5.1", "the players' support skills alternate, one each in turn")
def _alternate() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            tp = s.turn_player or "p1"
            if task.player == tp and task.done:  # the turn player's next skill waits for one of the opponent's
                at = next(
                    (i for i in range(len(s.tasks) - 1, -1, -1) if isinstance(s.tasks[i], support.PlayerSupport)),
                    None,
                )
                if at is not None and s.tasks[at].player != tp and not s.tasks[at].done:
                    s.tasks.insert(at, task)
                    return
            original(s, task)

        return mutated

    return _support_handler(support.PlayerSupport, make)


@MUTANTS.mutant(
    "support-fail-effect-ignored", "18.3.1.4.4", "an effect making the opponent's support fail is not applied"
)
def _fail_effect_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.battle is not None:
                s.battle = dataclasses.replace(s.battle, failing=())
            original(s, task)

        return mutated

    return _support_handler(battle.CheckSupport, make)


@MUTANTS.mutant(
    "support-fail-effect-own-side", "18.3.1.4.4", "an effect making the opponent's support fail fails its own"
)
def _fail_effect_own() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            if k.opponent_support_fails:
                original(s, other(player), cards.Skill(kind=k.kind, opponent_support_fails=True))
                k = dataclasses.replace(k, opponent_support_fails=False)
            original(s, player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant(
    "effect-failure-no-trigger", "18.3.1.4.4.1", 'a support failed by an effect triggers no "when it fails"'
)
def _effect_failure_silent() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if s.battle is None or player not in s.battle.failing:
                original(s, player)
                return
            pl = s.players[player]
            card = support.support_card(s, player)
            if card is not None and card in pl.support:
                pl.support.remove(card)
                pl.retreat.append(card)
                s.emit("support_failed", player=player, card=card.id, new_id=card.id)

        return mutated

    return PATCHER.wrap(support, "fail", make)


@MUTANTS.mutant(
    "support-skill-failure-at-once",
    "18.3.1.6.1.1",
    "a support failed by a support skill fails before the other player's skills",
)
def _failure_at_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, k: Any, flipped: Any = None) -> None:
            original(s, player, card, index, k, flipped)
            if s.battle is not None and s.battle.failing:
                for p in s.battle.failing:
                    support.fail(s, p)
                s.battle = dataclasses.replace(s.battle, failing=())

        return mutated

    return PATCHER.wrap(support, "carry_out_support", make)


@MUTANTS.mutant(
    "support-skill-failure-ignored", "18.3.1.6.6", "a support skill making the opponent's support fail does nothing"
)
def _failure_ignored() -> Patches:
    return _support_handler(support.FailSupports, lambda original: lambda s, task: None)


@MUTANTS.mutant(
    "no-check-after-support-skills", "18.3.1.7", "no check timing between the support skills and the support values"
)
def _no_check_after_skills() -> Patches:
    return _drop_check_after(battle.SupportSkills)


@MUTANTS.mutant("support-added-after-critical", "18.3.1.8.1", "the support value is added after the critical hit")
def _support_after_critical() -> Patches:
    return _move_below((battle.AddSupport,), battle.AskCritical)


@MUTANTS.mutant("defender-support-not-added", "18.3.1.8", "only the attacker's support value is added")
def _defender_support_not_added() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            before = s.battle.power_of(other(s.turn_player or "p1")) if s.battle is not None else 0
            original(s, task)
            if s.battle is not None:
                battle._set_power(s, other(s.turn_player or "p1"), before)

        return mutated

    return _battle_task(battle.AddSupport, make)


@MUTANTS.mutant(
    "attack-goes-on-without-defender", "18.2.1.5", "an attack whose defender has left the battlefield goes on"
)
def _attack_without_defender() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            assert s.battle is not None
            p = other(s.turn_player or "p1")
            if rules.find_unit(s, p, s.battle.defender) is None:
                s.players[p].front.append(Card(s.battle.defender, "FILL-00", p))  # a stand-in, gone again at once
                original(s, task)
                s.players[p].front.pop()
                return
            original(s, task)

        return mutated

    return _support_handler(battle.PlaceSupport, make)


@MUTANTS.mutant("gone-defender-still-evades", "18.2.1.3.2.1.1", "a defender gone from the battlefield may still evade")
def _gone_defender_evades() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = original(s, player)
            if found or s.battle is None or player == s.turn_player:
                return found
            gone = next((c for c in s.players[player].retreat if c.id == s.battle.defender), None)
            if gone is None:
                return found
            return [c.id for c in s.players[player].hand if s.unit_name(c) == s.unit_name(gone)]

        return mutated

    return PATCHER.wrap(battle, "same_name_in_hand", make)


@MUTANTS.mutant(
    "battle-ends-out-of-reach", "18.2.1.3.3", "a battle ends when the defender moves out of the attacker's reach"
)
def _ends_out_of_reach() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            assert s.battle is not None and s.turn_player is not None
            attacker = rules.find_unit(s, s.turn_player, s.battle.attacker)
            if attacker is not None and s.battle.defender not in [u.id for u in battle.targets(s, attacker)]:
                support.end_attack(s)
                return
            original(s, task)

        return mutated

    return _support_handler(battle.PlaceSupport, make)


@MUTANTS.mutant("range-change-ends-battle", "18.2.1.3.3.1", "a battle ends when an effect changes the attacker's range")
def _range_change_ends() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.battle is not None and s.battle.attacker_range is not None:
                support.end_attack(s)
                return
            original(s, task)

        return mutated

    return _support_handler(battle.PlaceSupport, make)


@MUTANTS.mutant("support-cost-paid-twice", "18.3.1.6.2", "a support skill's cost is paid twice for one run")
def _support_cost_twice() -> Patches:
    original = support.pay

    def mutated(s: GameState, player: str, unit: Any, k: Any) -> list[str]:
        return [*original(s, player, unit, k), *original(s, player, unit, k)]

    return [mock.patch.object(support, "pay", mutated)]


@MUTANTS.mutant(
    "support-twice-from-any-unit", "18.3.1.6.4", '"support skills twice" works from a unit that is not battling'
)
def _twice_any_unit() -> Patches:
    def mutated(s: GameState, player: str) -> int:
        units = s.players[player].units
        return (
            2 if any(k.kind == "continuous" and k.support_twice for u in units for k in s.definition(u).skills) else 1
        )

    return [mock.patch.object(support, "times", mutated)]


# -- 18.4 to 18.6, 19.1.4, 20: critical hit and evasion, judgment, the end of the battle, act skills' use, range ---


def _battle_trigger_without(event: str) -> Patches:
    """The battle's skills of ``event`` (attacker's or defender's) never trigger."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, attacker_event: str, defender_event: str) -> None:
            original(
                s, "" if attacker_event == event else attacker_event, "" if defender_event == event else defender_event
            )

        return mutated

    return PATCHER.wrap(battle_end, "battle_trigger", make)


def _drop_check_before(kind: type, count: int = 1) -> Patches:
    """start_attack without the ``count`` check timings that come just before the task ``kind`` is carried out...
    i.e. just after it in the work stack's list."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            index = next(i for i, task in enumerate(s.tasks) if isinstance(task, kind))
            removed = 0
            for i in range(index + 1, len(s.tasks)):
                if removed < count and isinstance(s.tasks[i - removed], turn.CheckTiming):
                    del s.tasks[i - removed]
                    removed += 1
                else:
                    break

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


def _drop_battle_check_after(kind: type) -> Patches:
    """start_attack without the check timing carried out just after the task ``kind``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            index = next(i for i, task in enumerate(s.tasks) if isinstance(task, kind))
            if isinstance(s.tasks[index - 1], turn.CheckTiming):
                del s.tasks[index - 1]

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


@MUTANTS.mutant("range-ends-only", "20.2.5", "range 1-3 reaches only what 1 and 3 reach, not what 2 reaches")
def _range_ends() -> Patches:
    def mutated(s: GameState, attacker: Card) -> list[Card]:
        line = str(line_of(s, attacker))
        lines = {x for r in s.pool[attacker.card].range for x in battle.RANGE_TABLE.get((line, r), ())}
        opp = s.players[other(attacker.owner)]
        return [u for name in ("front", "back") if name in lines for u in opp.zone(name)]

    return PATCHER.everywhere(battle, "targets", mutated)


MUTANTS.add(
    "range-2-3-front-reaches-front",
    "20.2.6",
    "range 3 in the front line reaches the front line, so range 2-3 there reaches both lines",
    lambda: _constant(battle, "RANGE_TABLE", {**battle.RANGE_TABLE, ("front", 3): ("front",)}),
)


@MUTANTS.mutant("range-first-value-only", "20.3.6", "a unit of several ranges attacks with its first one only")
def _range_first() -> Patches:
    def mutated(s: GameState, attacker: Card) -> list[Card]:
        line = str(line_of(s, attacker))
        printed = s.pool[attacker.card].range
        lines = set(battle.RANGE_TABLE.get((line, printed[0]), ())) if printed else set()
        opp = s.players[other(attacker.owner)]
        return [u for name in ("front", "back") if name in lines for u in opp.zone(name)]

    return PATCHER.everywhere(battle, "targets", mutated)


@MUTANTS.mutant("target-range-unchecked", "20.1", "any opponent's unit may be attacked, in range or not")
def _target_unchecked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card | None, target: object) -> tuple[str, str] | None:
            problem = original(s, player, attacker, target)
            opponents = [u.id for u in s.players[other(player)].units]
            if problem is not None and problem[0] == "20.1" and target in opponents:
                return None
            return problem  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(battle, "attack_problem", make)


@MUTANTS.mutant("critical-asked-of-defender", "18.4.1.2", "the non-turn player decides on the critical hit")
def _critical_defender() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if s.pending is not None:
                s.pending = dataclasses.replace(s.pending, player=other(turn.turn_player(s)))

        return mutated

    return _battle_task(battle.AskCritical, make)


@MUTANTS.mutant("evasion-asked-of-attacker", "18.4.1.4", "the turn player is offered the evasion, with its own cards")
def _evasion_attacker() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            from tcgjudge.reference.core.decisions import Pending

            tp = turn.turn_player(s)
            options = battle.same_name_in_hand(s, tp)
            if options:
                s.pending = Pending(tp, "evasion", "evasion", options, 0, 1)

        return mutated

    return _battle_task(battle.AskEvasion, make)


@MUTANTS.mutant("critical-adds-printed-power", "18.4.1.2.1.1", "a critical hit adds the printed power, not the current")
def _critical_printed() -> Patches:
    def mutated(s: GameState, player: str, cid: str) -> None:
        b = s.battle
        assert b is not None
        battle.discard(s, player, cid)
        unit = rules.find_unit(s, player, b.attacker)
        printed = s.pool[unit.card].power if unit is not None else 0
        power = tuple((p, v + printed if p == player else v) for p, v in b.power)
        s.battle = dataclasses.replace(b, power=power, critical=True)
        battle_end.battle_trigger(s, "critical", "critically_hit")

    return PATCHER.everywhere(battle, "critical", mutated)


@MUTANTS.mutant("no-critical-triggers", "18.4.1.2.1.2", 'a critical hit triggers no "when it makes a critical hit"')
def _no_critical_triggers() -> Patches:
    return [*_battle_trigger_without("critical"), *_battle_trigger_without("critically_hit")]


@MUTANTS.mutant("critical-skills-after-evasion", "18.4.1.3", "no check timing between the critical hit and the evasion")
def _critical_skills_late() -> Patches:
    return _drop_battle_check_after(battle.AskCritical)


@MUTANTS.mutant("critical-before-support-added", "18.4.1.1", "the critical hit is asked before the support is added")
def _critical_early() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            ask = next(i for i, task in enumerate(s.tasks) if isinstance(task, battle.AskCritical))
            add = next(i for i, task in enumerate(s.tasks) if isinstance(task, battle.AddSupport))
            s.tasks[ask], s.tasks[add] = s.tasks[add], s.tasks[ask]

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


@MUTANTS.mutant("evasion-skills-after-judgment", "18.4.1.5", "no check timing between the evasion and the judgment")
def _evasion_skills_late() -> Patches:
    return _drop_battle_check_after(battle.AskEvasion)


@MUTANTS.mutant("skills-wait-past-judgment", "18.5.1.1", "no check timing from the critical hit to the judgment")
def _skills_past_judgment() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            original(s, player, attacker, defender)
            judge = next(i for i, task in enumerate(s.tasks) if isinstance(task, battle.Judge))
            ask = next(i for i, task in enumerate(s.tasks) if isinstance(task, battle.AskCritical))
            s.tasks[judge + 1 : ask] = [
                task for task in s.tasks[judge + 1 : ask] if not isinstance(task, turn.CheckTiming)
            ]

        return mutated

    return PATCHER.wrap(battle, "start_attack", make)


@MUTANTS.mutant("evasion-fails-against-critical", "18.4.1.4.1.1", "an evasion does not save from a critical hit")
def _evasion_vs_critical() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            b = s.battle
            if b is not None and b.critical:
                s.battle = dataclasses.replace(b, evasion=False)
            original(s, task)

        return mutated

    return _battle_task(battle.Judge, make)


@MUTANTS.mutant("no-evasion-triggers", "18.4.1.4.1.2", 'an evasion triggers no "when it evades"')
def _no_evasion_triggers() -> Patches:
    return [*_battle_trigger_without("evades"), *_battle_trigger_without("evaded")]


@MUTANTS.mutant("battle-stops-when-attacker-leaves", "18.4.1.5.1", "a battle whose attacker has left ends at once")
def _battle_stops() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            b = s.battle
            assert b is not None
            if rules.find_unit(s, turn.turn_player(s), b.attacker) is None:
                while s.tasks and not isinstance(s.tasks[-1], turn.Ask):
                    s.tasks.pop()
                s.battle = None
                return
            original(s, task)

        return mutated

    return _battle_task(battle.Judge, make)


@MUTANTS.mutant("no-destroy-triggers", "18.5.1.2.1", 'a defender destroyed triggers no "when it destroys"')
def _no_destroy_triggers() -> Patches:
    return [*_battle_trigger_without("destroys"), *_battle_trigger_without("destroyed_in_battle")]


@MUTANTS.mutant(
    "evaded-tie-counts-as-destroyed", "18.5.1.2.2", "the judgment's skills follow the powers, not the destruction"
)
def _evaded_tie() -> Patches:
    def mutated(s: GameState, defender: Card | None) -> None:
        b = s.battle
        assert b is not None
        tp = turn.turn_player(s)
        if defender is None:
            return
        if b.power_of(tp) >= b.power_of(other(tp)):
            battle_end.battle_trigger(s, "destroys", "destroyed_in_battle")
        else:
            battle_end.battle_trigger(s, "fails_to_destroy", "not_destroyed")

    return PATCHER.everywhere(battle_end, "judgment_triggers", mutated)


@MUTANTS.mutant(
    "judgment-skills-after-support-leaves", "18.5.1.3", "no check timing between judgment and support retreat"
)
def _judgment_skills_late() -> Patches:
    return _drop_battle_check_after(battle.Judge)


@MUTANTS.mutant(
    "support-instead-ignored", "18.6.1.2.1", "a support card goes to the retreat area whatever its skill says"
)
def _support_instead_ignored() -> Patches:
    def mutated(s: GameState, player: str, card: Card) -> str:
        return "retreat"

    return PATCHER.everywhere(battle_end, "support_leaves", mutated)


@MUTANTS.mutant(
    "end-skills-before-support-leaves", "18.6.1.3", "end-of-battle support skills run before the cards leave"
)
def _end_skills_early() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            tp = turn.turn_player(s)
            for p in (tp, other(tp)):
                for card in list(s.players[p].support):
                    for k in battle_end.executed_support(s, p, card):
                        if k.at_battle_end:
                            rules.apply_effect(s, p, k)
            original(s, task)
            s.tasks[-2] = battle_end.EndSkills(())

        return mutated

    return _battle_task(battle.EndBattle, make)


@MUTANTS.mutant(
    "end-skills-in-support-step", "18.6.1.4", "an end-of-battle support skill also runs in the support step"
)
def _end_skills_in_support() -> Patches:
    def mutated(s: GameState, player: str, card: Card) -> list[int]:
        return [  # 18.6.1.4 broken: "at the end of the battle" skills run in the support step as well
            index
            for index, k in enumerate(s.pool[card.card].skills)
            if k.kind == "support" and (k.only_when is None or k.only_when == support.side(s, player))
        ]

    return PATCHER.everywhere(support, "support_skills", mutated)


@MUTANTS.mutant(
    "battle-power-fixed-at-attack",
    "18.5.1.2",
    "a battling unit's power is what it was as the attack began: a gain made during the battle is left out",
)
def _battle_power_fixed() -> Patches:
    def mutated(s: GameState, player: str) -> int:
        assert s.battle is not None
        return s.battle.power_of(player) + power.hand_bonus(s, player)

    return PATCHER.everywhere(power, "current_power", mutated)


@MUTANTS.mutant("end-condition-ignored", "18.6.1.4.1", "the condition (A) of an end-of-battle skill is not checked")
def _end_condition_ignored() -> Patches:
    def mutated(s: GameState, player: str) -> Card | None:
        return Card("anyone", "anyone", player)

    return [mock.patch.object(battle_end, "battling_unit", mutated)]  # the end condition's reading only


@MUTANTS.mutant("no-attack-end-triggers", "18.6.1.4.2", '"at the end of its attack" skills do not trigger')
def _no_attack_end() -> Patches:
    return _battle_trigger_without("attack_ends")


@MUTANTS.mutant("attack-end-skills-after-battle", "18.6.1.5", "no check timing between 18.6.1.4 and the battle's end")
def _attack_end_late() -> Patches:
    return _drop_check_before(battle_end.CloseBattle)


@MUTANTS.mutant("battle-power-carries-over", "18.6.1.6", "a unit's battle power stays for its next battle this turn")
def _power_carries() -> Patches:
    def carried(s: GameState) -> dict[str, int]:
        """Each unit's power at its last judgment this turn, read from the log."""
        powers: dict[str, int] = {}
        ids: tuple[str, str] | None = None
        for event in s.log:
            if event.get("event") == "turn_start":
                powers, ids = {}, None
            elif event.get("event") == "attack":
                ids = (str(event["card"]), str(event["target"]))
            elif event.get("event") == "judgment" and ids is not None:
                powers[ids[0]], powers[ids[1]] = int(event["attacker"]), int(event["defender"])
        return powers

    def start(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, attacker: Card, defender: Card) -> None:
            before = carried(s)
            original(s, player, attacker, defender)
            b = s.battle
            assert b is not None
            power = (
                (player, before.get(attacker.id, b.power_of(player))),
                (other(player), before.get(defender.id, b.power_of(other(player)))),
            )
            s.battle = dataclasses.replace(b, power=power)

        return mutated

    return PATCHER.wrap(battle, "start_attack", start)


@MUTANTS.mutant("battle-never-closes", "18.6.1.7", "the battle's units stay battling units after the battle")
def _battle_never_closes() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            return None

        return mutated

    return _battle_task(battle_end.CloseBattle, make)


def _answers_skill_decision(kind: str) -> Patches:
    """The action ``kind`` is accepted while a triggered skill's decision waits (the check timing before it cut)."""
    return _constant(
        actions, "ACTION_DECISION", {**actions.ACTION_DECISION, kind: (*actions.ACTION_DECISION[kind], "use_skill")}
    )


@MUTANTS.mutant("act-during-skill-decision", "19.1.1", "an activated skill may be used while a triggered skill waits")
def _act_during_decision() -> Patches:
    return _answers_skill_decision("act")


@MUTANTS.mutant(
    "deployment-ends-during-skill-decision", "13.4.1.3", "the deployment phase may end while a triggered skill waits"
)
def _deployment_ends_during_decision() -> Patches:
    return _answers_skill_decision("end_deployment")


@MUTANTS.mutant(
    "action-phase-ends-during-skill-decision", "13.5.1.4", "the action phase may end while a triggered skill waits"
)
def _action_ends_during_decision() -> Patches:
    return _answers_skill_decision("end_action")


@MUTANTS.mutant("attack-during-skill-decision", "18.2.1.1", "an attack may be declared while a triggered skill waits")
def _attack_during_decision() -> Patches:
    return _answers_skill_decision("attack")


@MUTANTS.mutant(
    "support-step-checks-wait-for-critical",
    "18.3.1.9",
    "the support step's check timings are left out: its skills wait until after the critical hit is chosen",
)
def _support_checks_wait() -> Patches:
    kinds = (battle.CheckSupport, battle.SupportSkills, battle.AddSupport)
    return [patch for kind in kinds for patch in _drop_check_after(kind)]


@MUTANTS.mutant(
    "unusable-act-accepted", "19.1.2.3", "an activated skill that cannot be chosen is accepted and does nothing"
)
def _unusable_accepted() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            unit = rules.find_unit(s, p, a.get("card"))
            problem = actions.act_problem(s, p, unit, a.get("skill"))
            if problem is not None and problem[0] in ("19.1.2.1", "19.1.2.2"):
                s.pending = None
                s.tasks += [turn.Ask("action"), turn.CheckTiming()]
                return
            original(s, p, a)

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant("act-effect-first-part-only", "19.1.4", "of an effect in two parts only the first is carried out")
def _act_first_part() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, destroy=False) if k.draw else k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant(
    "act-limit-needs-whole-effect", "19.1.4.1", "a usage limit is recorded only when the whole effect applied"
)
def _act_whole_effect() -> Patches:
    def mutated(s: GameState, player: str, k: Any) -> bool:
        parts = []
        if k.draw:
            parts.append(bool(s.players[player].deck or s.players[player].retreat))
        if k.destroy:
            parts.append(any(not u.main for u in s.players[other(player)].units))
        return bool(k.tap or k.flip_bonds) or (bool(parts) and all(parts))

    return PATCHER.everywhere(act_usage, "counts_as_used", mutated)


@MUTANTS.mutant("act-limit-ignores-cost", "19.1.4.1.1", "a paid cost does not make a skill used when nothing applied")
def _act_limit_ignores_cost() -> Patches:
    return PATCHER.everywhere(act_usage, "counts_as_used", act_usage.effect_applies)


@MUTANTS.mutant("act-limit-always-recorded", "19.1.4.2", "a costless skill that applied nothing is used all the same")
def _act_limit_always() -> Patches:
    def mutated(s: GameState, player: str, k: Any) -> bool:
        return True

    return PATCHER.everywhere(act_usage, "counts_as_used", mutated)


@MUTANTS.mutant("act-cost-refunded", "19.1.4.3", "a cost paid for an effect that applied nothing is given back")
def _act_cost_refunded() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            unit = rules.find_unit(s, p, a.get("card"))
            index = a.get("skill")
            nothing = False
            if unit is not None and isinstance(index, int) and 0 <= index < len(s.definition(unit).skills):
                nothing = not act_usage.effect_applies(s, p, s.definition(unit).skills[index])
            tapped = unit.tapped if unit is not None else False
            faces = [(c, c.face_up) for c in s.players[p].bonds]
            original(s, p, a)
            if nothing and unit is not None:
                unit.tapped = tapped
                for c, face in faces:
                    c.face_up = face

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant(
    "critical-reads-power-before-cost", "18.4.1.2.1.1.1", "a critical hit adds the power read before its cost"
)
def _critical_before_cost() -> Patches:
    def mutated(s: GameState, player: str, cid: str) -> None:
        b = s.battle
        assert b is not None
        before = power.current_power(s, player)
        battle.discard(s, player, cid)
        s.battle = dataclasses.replace(
            b, power=tuple((p, v + before if p == player else v) for p, v in b.power), critical=True
        )
        battle_end.battle_trigger(s, "critical", "critically_hit")

    return PATCHER.everywhere(battle, "critical", mutated)


@MUTANTS.mutant("hand-act-not-revealed", "19.1.2.4", "a skill used from the hand is used without revealing the card")
def _hand_act_hidden() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: object) -> None:
            length = len(s.log)
            original(s, player, card, index)
            s.log[length:] = [e for e in s.log[length:] if e.get("event") != "reveal"]

        return mutated

    return PATCHER.wrap(hand_skills, "use_hand_act", make)


@MUTANTS.mutant("hand-act-from-battlefield", "19.1.2.4", "a skill printed with a hand skill is used by the unit too")
def _hand_act_unit() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, index: object) -> tuple[str, str] | None:
            if unit is None or not isinstance(index, int) or not 0 <= index < len(s.definition(unit).skills):
                return original(s, player, unit, index)  # type: ignore[no-any-return]
            skills = s.definition(unit).skills
            pool = s.pool
            plain = dataclasses.replace(skills[index], from_hand=False)
            changed = tuple(plain if i == index else k for i, k in enumerate(skills))
            s.pool = {**pool, unit.card: dataclasses.replace(s.definition(unit), skills=changed)}
            try:
                return original(s, player, unit, index)  # type: ignore[no-any-return]
            finally:
                s.pool = pool

        return mutated

    return PATCHER.wrap(actions, "act_problem", make)


@MUTANTS.mutant("critical-asked-again", "18.4.1.2.1.1", "after a critical hit the turn player is asked for another")
def _critical_again() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            s.tasks += [battle.AskCritical(), turn.CheckTiming()]

        return mutated

    return PATCHER.wrap(battle, "critical", make)


# Keyword effects 23.1.1 to 23.1.20 (reference/cipher/effects.py)


@MUTANTS.mutant("draw-effect-turn-player", "23.1.1.1.1", 'a "draw N" effect makes the turn player draw, not the user')
def _draw_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, s.turn_player or player if k.draw else player, k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("opponent-draws-user", "23.1.1.1.1", '"your opponent draws N": the user draws instead')
def _opponent_draws_user() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            if k.opponent_draws:
                rules.draw_n(s, player, k.opponent_draws)
            original(s, player, dataclasses.replace(k, opponent_draws=0))

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("draw-effect-one-fewer", "23.1.1.1.2", '"draw N" (N >= 2) is taken as up to N: one card fewer drawn')
def _draw_fewer() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, draw=k.draw - 1) if k.draw > 1 else k)

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("effect-shuffle-skipped", "23.1.2.1", '"shuffle your deck" leaves the order as it was')
def _shuffle_skipped() -> Patches:
    def mutated(s: GameState, player: str) -> None:
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(effects, "shuffle_deck", mutated)


@MUTANTS.mutant("effect-shuffle-shows", "23.1.2.1", "a shuffled deck is shown to both players")
def _shuffle_shows() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            original(s, player)
            for card in s.players[player].deck:
                s.shown[card.id] = tuple(PLAYERS)

        return mutated

    return PATCHER.wrap(effects, "shuffle_deck", make)


@MUTANTS.mutant("then-shuffle-users-deck", "23.1.2.2", '"(A), then shuffle the deck" shuffles the user\'s deck')
def _then_shuffle_user() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, then_shuffle=False))
            if k.then_shuffle:
                effects.shuffle_deck(s, player)

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("then-shuffle-first", "23.1.2.2", '"(A), then shuffle the deck" shuffles before (A)')
def _then_shuffle_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            if k.then_shuffle:
                effects.shuffle_deck(s, other(player))
            original(s, player, dataclasses.replace(k, then_shuffle=False))

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("reveal-to-user-only", "23.1.4.1", "revealed cards are shown to the user alone")
def _reveal_user_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, look_top=k.reveal_top, reveal_top=0) if k.reveal_top else k)

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("revealed-cards-set-aside", "23.1.4.3", "revealed cards leave their place: set aside under the deck")
def _revealed_set_aside() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            deck = s.players[player].deck
            shown = [c for c in deck if c.id in s.shown]
            deck[:] = [c for c in deck if c.id not in s.shown] + shown

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("reveal-refills-deck", "23.1.4.3.1", "a deck whose every card is revealed counts as empty: refilled")
def _reveal_refills() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            pl = s.players[player]
            if pl.deck and all(c.id in s.shown for c in pl.deck):
                pl.deck += pl.retreat
                pl.retreat = []

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("revealed-stay-public", "23.1.4.2", "cards once revealed or looked at stay shown after the effect")
def _revealed_stay() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: Any) -> None:
            shown = dict(s.shown)
            original(s, player, chosen)
            s.shown.update(shown)

        return mutated

    return PATCHER.wrap(effects, "choose", make)


@MUTANTS.mutant("look-shown-to-both", "23.1.5.1", "cards a player looks at are shown to the opponent too")
def _look_both() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, reveal_top=k.look_top, look_top=0) if k.look_top else k)

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("look-by-turn-player", "23.1.5.2", "the turn player looks at the cards, not the skill's user")
def _look_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            if k.look_top and s.turn_player is not None:
                for cid in s.shown:
                    s.shown[cid] = (s.turn_player,)

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("up-to-forces-n", "23.1.6.1", '"up to N" and "any number" force the most: choosing fewer is refused')
def _up_to_forces() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            if s.pending is not None and s.pending.kind == "choose":
                s.pending = dataclasses.replace(s.pending, min=s.pending.max)

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("up-to-allows-more", "23.1.6.1", '"up to N" lets every card shown be chosen')
def _up_to_more() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            if s.pending is not None and s.pending.kind == "choose":
                s.pending = dataclasses.replace(s.pending, max=len(s.pending.options))

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant("choice-allows-twice", "23.1.6.2", "a card chosen twice counts once instead of being refused")
def _choice_twice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: Any) -> None:
            original(s, player, list(dict.fromkeys(chosen)))

        return mutated

    return PATCHER.wrap(effects, "choose", make)


@MUTANTS.mutant("any-number-capped", "23.1.7.1", '"any number" is taken as "up to 1"')
def _any_capped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, take_up_to=1) if k.take_up_to < 0 else k)

        return mutated

    return PATCHER.wrap(effects, "show_top", make)


@MUTANTS.mutant(
    "allies-gain-snapshot", "23.1.9.1", '"until the end of the game, all allies" reaches only the allies there'
)
def _allies_snapshot() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, allies_gain=0))
            if k.allies_gain:
                boosts = tuple(Boost(player, u.id, k.allies_gain, None) for u in s.players[player].units)
                s.boosts += boosts

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("doubling-printed-power", "23.1.10.1", "doubling adds the printed power, not the power of the moment")
def _double_printed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            unit = rules.find_unit(s, player, s.source) if k.power_times and s.source else None
            original(s, player, dataclasses.replace(k, power_times=0) if unit is not None else k)
            if unit is not None:
                amount = s.pool[unit.card].power * (k.power_times - 1)
                s.boosts += (Boost(player, unit.id, amount, s.turn),)

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant(
    "doubling-at-read-time", "23.1.10.1", "doubling multiplies the power whenever it is read, later gains too"
)
def _double_read_time() -> Patches:
    def apply_make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            unit = rules.find_unit(s, player, s.source) if k.power_times and s.source else None
            original(s, player, dataclasses.replace(k, power_times=0) if unit is not None else k)
            if unit is not None:
                s.boosts += (Boost(f"*{k.power_times}", unit.id, 0, s.turn),)

        return mutated

    def power_make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> int:
            total: int = original(s, unit)
            for boost in s.boosts:
                if boost.player.startswith("*") and boost.card == unit.id and boost.turn == s.turn:
                    total *= int(boost.player[1:])
            return total

        return mutated

    return PATCHER.wrap(effects, "apply", apply_make) + PATCHER.wrap(power, "unit_power", power_make)


@MUTANTS.mutant("tripling-adds-once", "23.1.11.1", "tripling adds the power of the moment once, as doubling does")
def _triple_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, power_times=2) if k.power_times == 3 else k)

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("not-destroyed-ignored", "23.1.12.1", '"is not destroyed" is ignored')
def _not_destroyed_ignored() -> Patches:
    return PATCHER.everywhere(effects, "destroyable", lambda s, unit: True)


@MUTANTS.mutant("orb-destroyed-to-retreat", "23.1.14.1", "a destroyed orb goes to the retreat area, not the hand")
def _orb_to_retreat() -> Patches:
    def mutated(s: GameState, orb: Card) -> None:
        pl = s.players[orb.owner]
        pl.orbs.remove(orb)
        orb.face_up = True
        pl.retreat.append(orb)

    return PATCHER.everywhere(effects, "orb_to_hand", mutated)


@MUTANTS.mutant("orb-destroyed-shown", "23.1.14.1", "a destroyed orb is shown to both players on its way to the hand")
def _orb_shown() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, orb: Card) -> None:
            original(s, orb)
            s.shown[orb.id] = tuple(PLAYERS)

        return mutated

    return PATCHER.wrap(effects, "orb_to_hand", make)


@MUTANTS.mutant("orb-destroyed-to-user", "23.1.14.1", "a destroyed orb goes to the hand of the skill's user")
def _orb_to_user() -> Patches:
    def mutated(s: GameState, orb: Card) -> None:
        s.players[orb.owner].orbs.remove(orb)
        orb.face_up = False
        s.players[other(orb.owner)].hand.append(orb)

    return PATCHER.everywhere(effects, "orb_to_hand", mutated)


@MUTANTS.mutant("silence-ignored", "23.1.17.1", '"does not activate" is ignored: the skill triggers')
def _silence_ignored() -> Patches:
    return PATCHER.everywhere(effects, "silenced", lambda s, card, event: False)


@MUTANTS.mutant(
    "silence-own-side", "23.1.17.1", "\"the opponent's skills do not activate\" silences its owner's skills"
)
def _silence_own() -> Patches:
    def mutated(s: GameState, card: Card, event: str) -> bool:
        return any(
            k.kind == "continuous" and k.silences == event
            for unit in s.players[card.owner].units
            for k in s.definition(unit).skills
        )

    return PATCHER.everywhere(effects, "silenced", mutated)


@MUTANTS.mutant("top-card-changes-stay", "23.1.18.1", "changes made to the top card stay on the unit once it is gone")
def _top_changes_stay() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            below = unit.stack[-1] if unit.stack else None
            original(s, unit)
            if below is not None:
                s.boosts += tuple(dataclasses.replace(b, card=below.id) for b in s.boosts if b.card == unit.id)

        return mutated

    return PATCHER.wrap(effects, "top_to_retreat", make)


@MUTANTS.mutant("top-card-state-lost", "23.1.18.2", "the unit left after its top card goes is a new, untapped unit")
def _top_state_lost() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, unit: Card) -> None:
            below = unit.stack[-1] if unit.stack else None
            original(s, unit)
            if below is not None:
                below.tapped = below.main = False

        return mutated

    return PATCHER.wrap(effects, "top_to_retreat", make)


@MUTANTS.mutant("no-bond-from-hand-allowed", "23.1.20.1", 'a card that "cannot be placed in the bond area" is bonded')
def _no_bond_hand() -> Patches:
    return [mock.patch.object(actions, "cannot_bond", lambda s, card: False)]


@MUTANTS.mutant("no-bond-from-deck-allowed", "23.1.20.1", "put from the deck, such a card stays in the bond area")
def _no_bond_deck() -> Patches:
    return [mock.patch.object(effects, "cannot_bond", lambda s, card: False)]


@MUTANTS.mutant(
    "bond-from-deck-one-at-a-time",
    "23.1.20.1.1",
    "the cards put from the deck into the bond area arrive one at a time, each one's skills triggering before the "
    "next card moves",
)
def _bond_one_at_a_time() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, number: int) -> None:
            for _ in range(number):
                original(s, player, 1)

        return mutated

    return PATCHER.wrap(effects, "to_bond_area", make)


@MUTANTS.mutant("deploy-despite-ignored", "23.1.19.1", '"can be deployed even with an ally named X" is ignored')
def _deploy_despite_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> Any:
            if any(s.unit_name(u) == s.unit_name(card) for u in s.players[player].units):
                return "14.1.1", "a unit of this unit name is already there"
            return original(s, player, card)

        return mutated

    return PATCHER.wrap(actions, "deploy_problem", make)


@MUTANTS.mutant("lose-skills-ignored", "23.1.15.1", "units told to lose their skills keep them")
def _lose_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, strip_opponents=False))

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("copy-takes-state", "23.1.8.1", "a copy takes the copied unit's state too (tapped)")
def _copy_state() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            unit = rules.find_unit(s, player, s.source) if k.copy_main_power and s.source else None
            main = next((u for u in s.players[player].units if u.main), None)
            if unit is not None and main is not None:
                unit.tapped = main.tapped

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("copy-with-changes", "23.1.8.1.1", "a copy takes the copied card's power with its changes")
def _copy_changes() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, k)
            unit = rules.find_unit(s, player, s.source) if k.copy_main_power and s.source else None
            main = next((u for u in s.players[player].units if u.main), None)
            if unit is not None and main is not None:
                extra = power.unit_power(s, main) - s.pool[main.card].power
                s.boosts += (Boost(player, unit.id, extra, s.turn),)

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("grow-as-level-up", "23.1.13.2", "growing is a level up: level-up information, a class change bonus")
def _grow_level_up() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card, card: Card) -> None:
            original(s, player, unit, card)
            unit.levelled = True
            unit.class_changed = s.pool[unit.card].cc_cost is not None
            if unit.class_changed:
                s.bonuses[unit.id] = s.bonuses.get(unit.id, 0) + 1

        return mutated

    return PATCHER.wrap(effects, "grow_with", make)


@MUTANTS.mutant("grow-on-top", "23.1.13.1", "growing puts the card on top of the unit, not under it")
def _grow_on_top() -> Patches:
    def mutated(s: GameState, player: str, unit: Card, card: Card) -> None:
        pl = s.players[player]
        pl.hand.remove(card)
        line = pl.zone(str(line_of(s, unit)))
        card.stack, unit.stack = [*unit.stack, unit], []
        card.tapped, card.main = unit.tapped, unit.main
        line[line.index(unit)] = card

    return PATCHER.everywhere(effects, "grow_with", mutated)


@MUTANTS.mutant("support-set-ignored", "23.1.16.1", '"support power becomes N" is ignored: the printed one is added')
def _support_set_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            original(s, player, dataclasses.replace(k, support_per_hand=0))

        return mutated

    return PATCHER.wrap(effects, "apply", make)


@MUTANTS.mutant("support-set-read-late", "23.1.16.1.1", "a support power set by an effect follows the number after")
def _support_read_late() -> Patches:
    def mutated(s: GameState, card: Card) -> int:
        s.support_values.pop(card.id, None)
        per = [k.support_per_hand for k in s.pool[card.card].skills if k.support_per_hand]
        return per[0] * len(s.players[card.owner].hand) if per else s.pool[card.card].support

    return PATCHER.everywhere(effects, "support_value", mutated)


# card skills (chapter 21): keyword skills, skill categories, usage limits, costs

KW: Any = rules.kw
"""reference/cipher/keyword_skills.py, as the engine's modules hold it."""


def _condition_patch(make: Any) -> Patches:
    """``keyword_skills.condition_problem`` wrapped: ``make(original)`` decides the problem."""
    return PATCHER.wrap(KW, "condition_problem", make)


@MUTANTS.mutant(
    "level-up-skill-top-card-uncounted", "21.2.2.3", "a Level Up Skill counts the cards under the top one only"
)
def _lvs_top_uncounted() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            problem = original(s, card, k, check_free)
            if problem is None and k.level_up and len(card.stack) < k.level_up and KW.place_of(s, card) == "unit":
                return ("21.2.2.3", "too few cards")
            return problem

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("level-up-skill-needs-no-level-up", "21.2.2.3.4", "a Level Up Skill works on a unit of one card")
def _lvs_unlevelled() -> Patches:
    return PATCHER.everywhere(KW, "levelled_unit", lambda s, card: KW.line_of(s, card) is not None)


@MUTANTS.mutant("class-change-skill-this-turn-only", "21.2.2.2", "a Class Change Skill reads the per-turn class change")
def _ccs_flag() -> Patches:
    return PATCHER.everywhere(KW, "class_changed_unit", lambda s, card: card.class_changed)


@MUTANTS.mutant("class-change-skill-any-level-up", "21.2.2.2.2", "a Class Change Skill works on any levelled-up unit")
def _ccs_levelled() -> Patches:
    return PATCHER.everywhere(KW, "class_changed_unit", lambda s, card: KW.levelled_unit(s, card))


@MUTANTS.mutant("class-change-skill-ignored", "21.2.2.2.4", "the Class Change Skill icon adds no condition")
def _ccs_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            return original(s, card, dataclasses.replace(k, class_change=False), check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("union-counts-face-down", "21.2.2.4.2", "a Union Skill counts face-down bonds' symbols")
def _union_face_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.union_symbol is not None:
                bonds = s.players[card.owner].bonds
                if sum(1 for c in bonds if k.union_symbol in s.pool[c.card].symbols) >= k.union_count:
                    k = dataclasses.replace(k, union_symbol=None)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("union-read-as-if", "21.2.2.4.1", 'a Union Skill read literally: it cannot run "if" enough bonds')
def _union_if() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.union_symbol is not None:
                problem = original(s, card, k, check_free)
                if problem is not None and problem[0].startswith("21.2.2.4"):
                    return original(s, card, dataclasses.replace(k, union_symbol=None), check_free)
                return problem or ("21.2.2.4", "enough bonds")
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("carnage-any-line", "21.2.2.5", "Carnage Form is active with the named unit anywhere")
def _carnage_any_line() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.carnage is not None and any(s.unit_name(u) == k.carnage for p in PLAYERS for u in s.players[p].units):
                k = dataclasses.replace(k, carnage=None)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("bond-skill-from-field", "21.2.2.6", "a Bond Skill also works from its card as a unit")
def _bond_skill_field() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.bond_skill and KW.place_of(s, card) == "unit":
                return original(s, card, dataclasses.replace(k, bond_skill=False), check_free)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("bond-skill-face-down", "21.2.2.6.3", "a face-down bond's skills work as a face-up one's")
def _bond_skill_face_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> Any:
            place = original(s, card)
            return "bond" if place == "bond_down" else place

        return mutated

    return PATCHER.wrap(KW, "place_of", make)


@MUTANTS.mutant("category-ignored", "21.3.1.1.2", "bond and hand skills work from a unit on the battlefield too")
def _category_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.zone is not None and KW.place_of(s, card) == "unit":
                return original(s, card, dataclasses.replace(k, zone=None), check_free)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("crest-power-anywhere", "21.2.2.14.1", "Crest Power can be used by the card as a unit or a bond")
def _crest_anywhere() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.crest:
                return None
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("crest-power-not-revealed", "21.2.2.14.1.1", "a Crest Power card is used without being revealed")
def _crest_hidden() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            card = KW.find_source(s, p, a.get("card"))
            index = a.get("skill")
            crest = card is not None and isinstance(index, int) and s.definition(card).skills[index].crest
            before = len(s.log)
            original(s, p, a)
            if crest:
                s.log[before:] = [e for e in s.log[before:] if e.get("event") != "reveal"]

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant("twin-either-player", "21.2.2.9", "a Twin Skill counts the opponent's unit of the named name")
def _twin_either() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.twin is not None and any(s.unit_name(u) == k.twin for p in PLAYERS for u in s.players[p].units):
                k = dataclasses.replace(k, twin=None)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("awakening-ignored", "21.2.2.11", "an Awakening Skill works on its card deployed on its own")
def _awakening_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            return original(s, card, dataclasses.replace(k, awakening=False), check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("hero-without-new-unit", "21.2.2.8", "a Hero Skill moves the status with a named unit missing")
def _hero_half() -> Patches:
    def mutated(s: GameState, player: str, k: Any) -> None:
        if k.hero is None:
            return
        for unit in s.players[player].units:
            if s.unit_name(unit) == k.hero[0] and unit.main:
                unit.main = False
        for unit in s.players[player].units:
            if s.unit_name(unit) == k.hero[1]:
                unit.main = True

    return PATCHER.everywhere(KW, "hero", mutated)


@MUTANTS.mutant("legendary-uses-kept", "21.2.2.13", "a Legendary Item Skill counts the uses of earlier turns")
def _legendary_kept() -> Patches:
    return _end_of_turn_keeps("uses")


@MUTANTS.mutant("legendary-ignored", "21.2.2.13", "a Legendary Item Skill needs no earlier use")
def _legendary_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            return original(s, card, dataclasses.replace(k, legendary_times=0), check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("level-up-freed-from-bonds", "23.1.31.1", "the skill freeing Level Up Skills works from the bond area")
def _freer_bonds() -> Patches:
    def mutated(s: GameState, player: str) -> bool:
        pl = s.players[player]
        return any(k.frees_level_up for c in [*pl.units, *pl.bonds] for k in s.definition(c).skills)

    return PATCHER.everywhere(KW, "level_up_free", mutated)


@MUTANTS.mutant("level-up-never-freed", "23.1.31.1", "the skill freeing Level Up Skills does nothing")
def _freer_ignored() -> Patches:
    return PATCHER.everywhere(KW, "level_up_free", lambda s, player: False)


@MUTANTS.mutant(
    "trigger-condition-at-resolution", "21.3.1.5.1.1.1", '"does not activate unless" checked when carried out'
)
def _trigger_condition_late() -> Patches:
    def mutated(s: GameState, card: Card, k: Any) -> bool:
        return KW.condition_problem(s, card, k) is None

    def make(original: Wrapped) -> Wrapped:
        def resolve(s: GameState, key: str) -> None:
            t = next(t for t in s.triggers if t.key == key)
            unit = rules.find_unit(s, t.player, t.card)
            k = s.pool[unit.card].skills[t.skill] if unit is not None else None
            if k is not None and k.triggers_only_in is not None and KW.line_of(s, unit) != k.triggers_only_in:
                rules._spend(s, t, record=False)
                s.pending = None
                s.emit("skill_fizzled", player=t.player, card=t.card, skill=t.skill)
                return
            original(s, key)

        return resolve

    return [*PATCHER.everywhere(KW, "can_trigger", mutated), *PATCHER.wrap(rules, "resolve_trigger", make)]


@MUTANTS.mutant("trigger-condition-ignored", "21.3.1.5.1.1.1", '"does not activate unless" is never checked')
def _trigger_condition_ignored() -> Patches:
    return PATCHER.everywhere(KW, "can_trigger", lambda s, card, k: KW.condition_problem(s, card, k) is None)


@MUTANTS.mutant("continuous-conditions-ignored", "21.3.1.3.2.1", "a continuous skill's conditions are not checked")
def _continuous_unconditional() -> Patches:
    def mutated(s: GameState, player: str) -> int:
        pl = s.players[player]
        return sum(k.power for c in pl.units for k in s.definition(c).skills if k.kind == "continuous")

    return PATCHER.everywhere(battle, "always_power", mutated)


@MUTANTS.mutant("always-not-active-unless-ignored", "21.3.1.3.2.2", '"not active unless" of a continuous skill ignored')
def _always_only_in_ignored() -> Patches:
    def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> bool:
        return KW.condition_problem(s, card, k, check_free) is None

    return PATCHER.everywhere(KW, "active", mutated)


@MUTANTS.mutant("bond-usage-limit-kept", "21.4.2.1", "a bond skill's usage-limit marker stays past the end of the turn")
def _bond_marker_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            kept = {c.id: list(c.used) for p in PLAYERS for c in s.players[p].bonds}
            original(s, task)
            for p in PLAYERS:
                for c in s.players[p].bonds:
                    c.used = kept.get(c.id, c.used)

        return mutated

    return _handler(turn.EndOfTurn, make)


@MUTANTS.mutant("no-usage-marker", "21.4.2", "carrying out a limited skill adds no usage-limit marker")
def _no_marker() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            original(s, p, a)
            card = KW.find_source(s, p, a.get("card"))
            if card is not None and a.get("skill") in card.used:
                card.used.remove(a.get("skill"))

        return mutated

    return _action_handler("act", make)


@MUTANTS.mutant("lost-icon-keeps-marker", "21.4.3.1", "a skill losing its usage-limit icon keeps its marker")
def _lost_icon_marker() -> Patches:
    return PATCHER.everywhere(KW, "drop_lost_markers", lambda s: None)


@MUTANTS.mutant("formation-partly-paid", "21.5.2.1", "a Formation cost is paid as far as it goes")
def _formation_partly() -> Patches:
    def pair(s: GameState, player: str, k: Any) -> list[Card] | None:
        chosen = [u for name in k.formation for u in s.players[player].units if s.unit_name(u) == name][:2]
        return [u for u in chosen if not u.tapped]

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card | None, k: Any) -> Any:
            return original(s, player, card, dataclasses.replace(k, formation=()))

        return mutated

    def make_resolve(original: Wrapped) -> Wrapped:
        def resolve(s: GameState, key: str) -> None:
            t = next(t for t in s.triggers if t.key == key)
            unit = rules.find_unit(s, t.player, t.card)
            k = s.pool[unit.card].skills[t.skill] if unit is not None else None
            if k is not None and k.formation:
                for u in pair(s, t.player, k) or []:
                    u.tapped = True
            original(s, key)

        return resolve

    return [
        *PATCHER.everywhere(KW, "formation_pair", pair),
        *PATCHER.wrap(KW, "cost_problem", make),
        *PATCHER.wrap(rules, "resolve_trigger", make_resolve),
    ]


@MUTANTS.mutant("formation-opponent-units", "21.5.1.1.3", "a Formation cost may tap the opponent's units")
def _formation_opponent() -> Patches:
    def named(s: GameState, player: str, name: str) -> list[Card]:
        return [u for p in (player, other(player)) for u in s.players[p].units if s.unit_name(u) == name]

    return PATCHER.everywhere(KW, "_units_named", named)


@MUTANTS.mutant("reverse-icon-opponent-bonds", "21.5.1.1.3", "a reverse-icon cost counts the opponent's bonds too")
def _reverse_opponent() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, unit: Card | None, index: object) -> Any:
            problem = original(s, player, unit, index)
            if problem is not None and problem[0] in ("19.1.3.1", "21.5.3.2.1"):
                both = sum(1 for p in PLAYERS for c in s.players[p].bonds if c.face_up)
                k = s.definition(unit).skills[index] if unit is not None and isinstance(index, int) else None
                if k is not None and k.flip_bonds and k.flip_bonds <= both and not (k.tap and unit.tapped):
                    return None
            return problem

        return mutated

    def make_act(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            card = KW.find_source(s, p, a.get("card"))
            index = a.get("skill")
            k = s.definition(card).skills[index] if card is not None and isinstance(index, int) else None
            short = 0 if k is None else k.flip_bonds - sum(1 for c in s.players[p].bonds if c.face_up)
            original(s, p, a)
            for c in [c for c in s.players[other(p)].bonds if c.face_up][: max(0, short)]:
                c.face_up = False

        return mutated

    return [*PATCHER.wrap(actions, "act_problem", make), *_action_handler("act", make_act)]


@MUTANTS.mutant("dragon-vein-face-up-orb", "21.5.2.1.1", "Dragon Vein is paid by an orb already face up")
def _dragon_vein_face_up() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card | None, k: Any) -> Any:
            if k.dragon_vein and s.players[player].orbs:
                k = dataclasses.replace(k, dragon_vein=False)
            return original(s, player, card, k)

        return mutated

    def pay(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> Any:
            if k.dragon_vein and not any(not c.face_up for c in s.players[player].orbs):
                k = dataclasses.replace(k, dragon_vein=False)
            return original(s, player, k)

        return mutated

    return [*PATCHER.wrap(KW, "cost_problem", make), *PATCHER.wrap(KW, "pay_extra", pay)]


@MUTANTS.mutant("action-icon-any-card", "21.5.3.1.1", "the action icon is paid by a card that is no unit")
def _action_icon_any() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card | None, k: Any) -> Any:
            if k.tap and card is not None and KW.line_of(s, card) is None:
                k = dataclasses.replace(k, tap=False)
            return original(s, player, card, k)

        return mutated

    return PATCHER.wrap(KW, "cost_problem", make)


@MUTANTS.mutant("unpayable-trigger-drops-all", "21.5.2.1.2", "an unpayable triggered skill loses every triggered state")
def _unpayable_all() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def resolve(s: GameState, key: str) -> None:
            t = next(t for t in s.triggers if t.key == key)
            unit = rules.find_unit(s, t.player, t.card)
            k = s.pool[rules._card_number(s, t.player, t.card)].skills[t.skill]
            original(s, key)
            if rules.has_cost(k) and not rules.can_pay(s, t.player, unit, k):
                s.triggers = [x for x in s.triggers if x.key != key]

        return resolve

    return PATCHER.wrap(rules, "resolve_trigger", make)


@MUTANTS.mutant("effects-out-of-order", "21.1.1.2", "the effects written after the first are carried out before it")
def _effects_reversed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, k: Any) -> None:
            for step in k.then:
                if not s.result.over:
                    mutated(s, player, step)
            if not s.result.over:
                original(s, player, dataclasses.replace(k, then=()))

        return mutated

    return PATCHER.wrap(rules, "apply_effect", make)


@MUTANTS.mutant("however-ignored", "21.1.1.2.1", '"However, (B)" does not limit the effect (A) before it')
def _however_ignored() -> Patches:
    return PATCHER.everywhere(KW, "within_however", lambda s, unit, k: True)


@MUTANTS.mutant("dragonblood-off-battlefield", "21.2.2.12", "Dragonblood skills of bonds and hands are counted")
def _dragonblood_anywhere() -> Patches:
    def count(s: GameState, player: str) -> int:
        pl = s.players[player]
        cards = [*pl.units, *pl.bonds, *pl.hand]
        return sum(1 for c in cards for k in KW.skills_had(s, c) if k.dragonblood is not None)

    return PATCHER.everywhere(KW, "dragonblood_count", count)


@MUTANTS.mutant("dragonblood-twice", "21.2.2.12.1", "a card keeps two Dragonblood skills of one name")
def _dragonblood_twice() -> Patches:
    return PATCHER.everywhere(KW, "skills_had", lambda s, card: list(s.definition(card).skills))


@MUTANTS.mutant("special-on-units-only", "21.3.1.6.2", "a special skill works only from a unit on the battlefield")
def _special_units_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> int:
            return original(s, card) if KW.place_of(s, card) == "unit" else int(s.pool[card.card].cost)

        return mutated

    return PATCHER.wrap(KW, "deploy_cost", make)


@MUTANTS.mutant("special-union-ignored", "21.2.2.4.3", "a special skill's Union icon adds no condition")
def _special_union_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, k: Any, check_free: bool = True) -> Any:
            if k.kind == "special":
                k = dataclasses.replace(k, union_symbol=None)
            return original(s, card, k, check_free)

        return mutated

    return _condition_patch(make)


@MUTANTS.mutant("increase-never-repeats", "21.2.2.10.1", "an Increase Skill is carried out once, (B) never offered")
def _increase_never() -> Patches:
    return PATCHER.everywhere(actions.increase, "after_effect", lambda k, player, card, index: [])


@MUTANTS.mutant("increase-asked-without-b", "21.2.2.10", "an Increase Skill offers a repeat (B) cannot pay for")
def _increase_asked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            s.pending = rules.Pending(task.player, "repeat", "repeat?", [f"{task.card}#{task.skill}"], 0, 1)

        return mutated

    return _handler(actions.increase.AskRepeat, make)


@MUTANTS.mutant("increase-repeats-for-free", "21.2.2.10.1", "an Increase Skill repeats without (B) being applied")
def _increase_free() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, again: bool) -> None:
            faces = [c.face_up for c in s.players[player].bonds]
            original(s, player, again)
            for card, face in zip(s.players[player].bonds, faces, strict=True):
                card.face_up = face

        return mutated

    return PATCHER.wrap(actions.increase, "repeat", make)


# -- triggered skill processing (10.1.1.1.1, 10.1.1.1.3, 10.2.1.1.1 to 10.2.3.4.1.1) ------------------------------


def _trigger_of(s: GameState, key: str) -> tuple[Any, Any, Card | None]:
    """The triggered state ``key``, its skill as printed and its unit (None off the battlefield)."""
    t = next(t for t in s.triggers if t.key == key)
    k = s.pool[rules._card_number(s, t.player, t.card)].skills[t.skill]
    return t, k, rules.find_unit(s, t.player, t.card)


def _clear_and_record(s: GameState, t: Any, unit: Card | None) -> None:
    """The wrong engines' usage limit: recorded on the unit, every triggered state of the skill removed."""
    if unit is not None:
        unit.used.append(t.skill)
    s.triggers = [x for x in s.triggers if x.key != t.key]


@MUTANTS.mutant(
    "does-not-trigger-unless-at-choice",
    "10.1.1.1.1",
    'a "does not trigger unless" condition is checked when chosen instead',
)
def _does_not_trigger_unless_late() -> Patches:
    original = triggers.conditions_met

    def conditions(s: GameState, player: str, k: Any) -> bool:
        hand = len(s.players[player].hand)
        if k.triggers_hand_at_most is not None and hand > k.triggers_hand_at_most:
            return False
        return original(s, player, k)

    return [
        *PATCHER.everywhere(triggers, "may_trigger", lambda s, player, k: True),
        *PATCHER.everywhere(triggers, "conditions_met", conditions),
    ]


@MUTANTS.mutant(
    "does-not-trigger-unless-ignored", "10.1.1.1.1", 'a "does not trigger unless" condition is never checked'
)
def _does_not_trigger_unless_ignored() -> Patches:
    return PATCHER.everywhere(triggers, "may_trigger", lambda s, player, k: True)


@MUTANTS.mutant("trigger-lost-in-deck", "10.1.1.1.3", "a triggered skill whose card went into the deck is lost")
def _lost_in_deck() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, _, _ = _trigger_of(s, key)
            if any(c.id == t.card for c in s.players[t.player].deck):
                s.pending = None
                s.triggers.remove(t)
                return
            original(s, key)

        return mutated

    return PATCHER.wrap(rules, "resolve_trigger", make)


@MUTANTS.mutant("second-condition-ignored", "10.2.1.1.1", "of a skill's two conditions only the line is checked")
def _second_condition() -> Patches:
    return PATCHER.everywhere(triggers, "conditions_met", lambda s, player, k: True)


@MUTANTS.mutant("fizzle-records-limit", "10.2.1.1.2", "a skill doing nothing for its condition records its usage limit")
def _fizzle_records() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, k, unit = _trigger_of(s, key)
            unmet = not triggers.conditions_met(s, t.player, k) or (
                k.only_in is not None and (unit is None or line_of(s, unit) != k.only_in)
            )
            original(s, key)
            if unmet and k.limit:
                _clear_and_record(s, t, unit)

        return mutated

    return PATCHER.wrap(rules, "resolve_trigger", make)


def _decline_records(when: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, k, unit = _trigger_of(s, key)
            original(s, key)
            if k.limit and when(k):
                _clear_and_record(s, t, unit)

        return mutated

    return PATCHER.wrap(rules, "decline", make)


@MUTANTS.mutant("declined-cost-records-limit", "10.2.1.2.1.1", "a cost not paid records the skill's usage limit")
def _declined_cost_records() -> Patches:
    return _decline_records(lambda k: k.tap or k.flip_bonds)


@MUTANTS.mutant("declined-may-records-limit", "10.2.2.1.1.1", 'a "you may" declined records the usage limit')
def _declined_may_records() -> Patches:
    return _decline_records(lambda k: k.may)


@MUTANTS.mutant("decline-clears-every-trigger", "10.2.2.1.1", 'a "you may" declined removes every triggered state')
def _decline_clears() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            original(s, key)
            s.triggers = [t for t in s.triggers if t.key != key]

        return mutated

    return PATCHER.wrap(rules, "decline", make)


@MUTANTS.mutant("otherwise-ignored", "10.2.2.1.1.2", '"you may A; if you do not, B": B is never carried out')
def _otherwise_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(data: Any) -> Any:
            return dataclasses.replace(original(data), otherwise=None)

        return mutated

    return PATCHER.wrap(cards, "skill", make)


@MUTANTS.mutant("otherwise-asked-when-impossible", "10.2.2.1.1.2", "an impossible A is offered; B only if declined")
def _otherwise_asked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            _, k, _ = _trigger_of(s, key)
            if k.may and k.otherwise is not None:
                s.pending = rules.Pending(s.triggers[0].player, "use_skill", "mutant", [key], 0, 1)
                s.round += 1
                return
            original(s, key)

        return mutated

    return PATCHER.wrap(rules, "resolve_trigger", make)


@MUTANTS.mutant("otherwise-after-a", "10.2.2.1.1.2", "B is carried out after A too")
def _otherwise_after() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, k, _ = _trigger_of(s, key)
            original(s, key)
            if k.otherwise is not None:
                rules.apply_effect(s, t.player, k.otherwise)

        return mutated

    return PATCHER.wrap(rules, "carry_out", make)


@MUTANTS.mutant("otherwise-always-records", "10.2.2.1.1.2.1", "B not applicable still records the usage limit")
def _otherwise_records() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, k, unit = _trigger_of(s, key)
            original(s, key)
            if k.limit and (unit is None or t.skill not in unit.used):
                _clear_and_record(s, t, unit)

        return mutated

    return PATCHER.wrap(rules, "otherwise", make)


@MUTANTS.mutant(
    "chosen-skill-carries-its-card", "10.2.2", "choosing a skill carries out all its card's triggered skills"
)
def _whole_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t, _, _ = _trigger_of(s, key)
            original(s, key)
            for other_key in [x.key for x in s.triggers if x.card == t.card and x.key != key]:
                if s.pending is None and any(x.key == other_key for x in s.triggers):
                    original(s, other_key)

        return mutated

    return PATCHER.wrap(rules, "carry_out", make)


@MUTANTS.mutant(
    "no-rule-processing-between-skills", "10.2.3", "triggered skills follow one another without rule processing"
)
def _no_rules_between() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> bool:
            if s.triggers and s.round > 0:
                return True
            return original(s)  # type: ignore[no-any-return]

        return mutated

    return PATCHER.wrap(rules, "rule_processing", make)


def _carry_out_with(spend: Any) -> Patches:
    """``carry_out`` with its own rule for the triggered states and the usage limit, given the extent applied."""

    def mutated(s: GameState, key: str) -> None:
        t, k, unit = _trigger_of(s, key)
        s.pending = None
        paid = bool(k.tap or k.flip_bonds)
        rules.pay(s, t.player, unit, k)
        spend(s, t, k, unit, paid, triggers.effect_extent(s, t.player, k))
        s.emit("skill", player=t.player, card=t.card, skill=t.skill, flipped=[])
        rules.apply_effect(s, t.player, k)

    return PATCHER.everywhere(rules, "carry_out", mutated)


@MUTANTS.mutant("carried-out-clears-every-trigger", "10.2.3.1", "a skill carried out loses every triggered state")
def _clears_every() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        if k.limit:
            _clear_and_record(s, t, unit)
        else:
            s.triggers.remove(t)

    return _carry_out_with(spend)


@MUTANTS.mutant(
    "partial-effect-clears-every-trigger", "10.2.3.2", "a skill applied in part loses all its triggered states"
)
def _partial_clears() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        if extent == triggers.PART:
            s.triggers.remove(t)
        else:
            rules._spend(s, t, record=paid or extent != triggers.NONE)

    return _carry_out_with(spend)


@MUTANTS.mutant("partial-effect-no-limit", "10.2.3.2.1", "a skill applied in part records no usage limit")
def _partial_no_limit() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        rules._spend(s, t, record=extent == triggers.ALL or (paid and extent == triggers.NONE))

    return _carry_out_with(spend)


@MUTANTS.mutant("no-effect-clears-every-trigger", "10.2.3.3", "a skill applied not at all loses every triggered state")
def _none_clears() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        if extent == triggers.NONE:
            s.triggers.remove(t)
        else:
            rules._spend(s, t, record=True)

    return _carry_out_with(spend)


@MUTANTS.mutant("paid-no-effect-no-limit", "10.2.3.3.1", "a cost paid, an effect applied not at all: no limit")
def _paid_no_limit() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        rules._spend(s, t, record=extent != triggers.NONE)

    return _carry_out_with(spend)


@MUTANTS.mutant("no-effect-records-limit", "10.2.3.3.2", "an effect applied not at all records the usage limit")
def _none_records() -> Patches:
    def spend(s: GameState, t: Any, k: Any, unit: Card | None, paid: bool, extent: str) -> None:
        rules._spend(s, t, record=True)

    return _carry_out_with(spend)


@MUTANTS.mutant(
    "new-non-turn-player-first",
    "10.2.3.4.1.1",
    "of both players' new triggers the non-turn player's come first",
)
def _new_non_turn_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> list[Any]:
            if not s.triggers:
                return []
            newest = max(t.round for t in s.triggers)
            if newest == min(t.round for t in s.triggers):
                return original(s)  # type: ignore[no-any-return]
            fresh = [t for t in s.triggers if t.round == newest]
            tp = s.turn_player or PLAYERS[0]
            return [t for t in fresh if t.player != tp] or [t for t in fresh if t.player == tp]

        return mutated

    return PATCHER.wrap(rules, "trigger_choices", make)


# -- loops (24) ------------------------------------------------------------------------------------------------


@MUTANTS.mutant("loop-turn-player-loses", "24.2", "a loop no player can stop makes the turn player lose")
def _loop_loses() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            if reason == "loop" and s.turn_player is not None:
                original(s, other(s.turn_player), (s.turn_player,), False, "deck")
                return
            original(s, winner, losers, draw, reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


@MUTANTS.mutant("stoppable-loop-drawn", "24.2", "a loop its player could stop is a draw when its state comes back")
def _stoppable_drawn() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, *args: Any) -> bool:
            both: bool = original(s, *args)
            if loops.stopped_loop(s):
                rules.end_game(s, winner=None, losers=(), draw=True, reason="loop")
            return both

        return mutated

    return PATCHER.wrap(loops, "note_choice", make)


@MUTANTS.mutant("stopped-loop-not-banned", "24.2.1", "the player who stopped a loop may start it again")
def _loop_not_banned() -> Patches:
    return PATCHER.everywhere(loops, "stopped_loop", lambda s: False)


@MUTANTS.mutant("every-decline-bans", "24.2.1", "declining a skill that never looped bans it for the game")
def _every_decline_bans() -> Patches:
    return PATCHER.everywhere(loops, "stopped_loop", lambda s: True)


@MUTANTS.mutant("loop-counts-not-asked", "24.3", "a loop both players can stop is only stopped by declining")
def _counts_not_asked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, *args: Any) -> bool:
            original(s, *args)
            return False

        return mutated

    return PATCHER.wrap(loops, "note_choice", make)


def _choose_count_with(swap_stopper: bool, swap_ban: bool) -> Patches:
    """``choose_count`` with the stopper or the banned player taken the other way round."""

    def mutated(s: GameState, player: str, count: int) -> None:
        plan = s.loop_plan
        assert plan is not None
        if not plan.counts:
            s.loop_plan = dataclasses.replace(plan, counts=((player, count),))
            counts = [str(n) for n in range(loops.MAX_COUNT + 1) if n != count]
            s.pending = rules.Pending(other(player), "loop_count", "mutant", counts, 1, 1)
            return
        ((first, named),) = plan.counts
        smaller, larger = (first, player) if named < count else (player, first)
        stopper = larger if swap_stopper else smaller
        s.loop_banned = s.loop_banned | loops.loop_skills(s, smaller if swap_ban else larger, plan.start)
        number = max(named, count) if swap_stopper else min(named, count)
        s.loop_plan = dataclasses.replace(
            plan, counts=((first, named), (player, count)), stopper=stopper, remaining=number
        )
        s.pending = None
        rules.follow_plan(s, plan.key)

    return PATCHER.everywhere(rules, "choose_count", mutated)


@MUTANTS.mutant("loop-larger-repeated", "24.3", "the larger number of loop units is repeated, its chooser stopping")
def _larger_repeated() -> Patches:
    return _choose_count_with(swap_stopper=True, swap_ban=False)


@MUTANTS.mutant("loop-smaller-chooser-banned", "24.3", "the smaller number's chooser may not start the loop again")
def _smaller_banned() -> Patches:
    return _choose_count_with(swap_stopper=False, swap_ban=True)


@MUTANTS.mutant("loop-same-count-allowed", "24.3.1", "the non-turn player may name the turn player's number")
def _same_count() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, count: int) -> None:
            original(s, player, count)
            if s.pending is not None and s.pending.kind == "loop_count":
                options = [str(n) for n in range(loops.MAX_COUNT + 1)]
                s.pending = dataclasses.replace(s.pending, options=options)

        return mutated

    return PATCHER.wrap(rules, "choose_count", make)


# -- special skills triggered in the hand (10.1.1.1.3.1 to 10.2.3.5.2) -----------------------------------------


def _arrivals(ignore: Any) -> Patches:
    """``arrive_in_hand`` ignoring the events ``ignore(event, inside)`` picks (``inside``: a check timing is going
    on)."""
    inside: list[bool] = []
    original_check = rules.check_timing

    def check(s: GameState) -> None:
        inside.append(True)
        try:
            original_check(s)
        finally:
            inside.pop()

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            saved = s.events
            s.events = tuple(e for e in s.events if not ignore(e[0], bool(inside)))
            try:
                original(s, player, card)
            finally:
                s.events = saved

        return mutated

    return [*PATCHER.everywhere(rules, "check_timing", check), *PATCHER.wrap(rules, "arrive_in_hand", make)]


@MUTANTS.mutant(
    "late-arrival-ignored-in-check", "10.2.3.5", "a card reaching the hand in a check timing is not triggered"
)
def _late_in_check() -> Patches:
    return _arrivals(lambda event, inside: inside)


@MUTANTS.mutant("late-arrival-ignored-outside", "10.1.1.1.5", "a card reaching the hand between check timings is not")
def _late_outside() -> Patches:
    return _arrivals(lambda event, inside: not inside)


@MUTANTS.mutant("bonus-card-not-triggered", "10.1.1.1.4", "a class change bonus card's special skill is not triggered")
def _bonus_card() -> Patches:
    return _arrivals(lambda event, inside: event == "class_changed")


@MUTANTS.mutant("events-never-forgotten", "10.1.1.1.5", "a card reaching the hand is triggered by any earlier event")
def _events_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            events = s.events
            original(s)
            if not s.events:
                s.events = events + s.events

        return mutated

    return PATCHER.wrap(rules, "check_timing", make)


@MUTANTS.mutant("hidden-special-kept", "10.1.1.1.3.1", "a special skill whose card went into the deck stays triggered")
def _hidden_kept() -> Patches:
    return PATCHER.everywhere(rules, "drop_hidden_specials", lambda s: None)


@MUTANTS.mutant("moved-special-dropped", "10.1.1.1.3.2", "a special skill whose card left the hand is gone")
def _moved_dropped() -> Patches:
    def mutated(s: GameState) -> None:
        for t in list(s.triggers):
            k = s.pool[rules._card_number(s, t.player, t.card)].skills[t.skill]
            if k.kind == "special" and not any(c.id == t.card for c in s.players[t.player].hand):
                s.triggers.remove(t)

    return PATCHER.everywhere(rules, "drop_hidden_specials", mutated)


@MUTANTS.mutant("special-always-chosen", "10.2.1.3", "a special skill in the hand, the only one, cannot be left")
def _special_forced() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            original(s)
            while s.pending is not None and s.pending.kind == "trigger" and s.pending.min == 0:
                rules.resolve_trigger(s, str(s.pending.options[0]))
                if s.pending is None:
                    original(s)

        return mutated

    return PATCHER.wrap(rules, "check_timing", make)


@MUTANTS.mutant("special-left-anytime", "10.2.1.3", "a special skill may be left unchosen among other choices")
def _special_left() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            assert s.pending is not None
            key = next((str(o) for o in s.pending.options if _is_special(s, str(o))), None)
            if key is None:
                original(s, p, a)
            else:
                rules.pass_special(s, key)

        return mutated

    def legal(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> list[Any]:
            out: list[Any] = original(s)
            pending = s.pending
            special = pending is not None and any(_is_special(s, str(o)) for o in pending.options)
            if pending is not None and pending.kind == "trigger" and pending.min != 0 and special:
                out.append({"type": "no_trigger", "player": pending.player})
            return out

        return mutated

    return [*_action_handler("no_trigger", make), *PATCHER.wrap(actions, "legal_actions", legal)]


def _is_special(s: GameState, key: str) -> bool:
    t = next((t for t in s.triggers if t.key == key), None)
    return t is not None and s.pool[rules._card_number(s, t.player, t.card)].skills[t.skill].kind == "special"


@MUTANTS.mutant("passed-special-shown", "10.2.1.3.1", "leaving a special skill unchosen shows the card to both players")
def _passed_shown() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, key: str) -> None:
            t = next(t for t in s.triggers if t.key == key)
            original(s, key)
            s.emit("reveal", player=t.player, card=t.card)

        return mutated

    def show(view: dict[str, Any], s: GameState, p: str) -> dict[str, Any]:
        shown = {e.get("card") for e in s.log if e.get("event") == "reveal" and e.get("player") == p}
        for card in view["hand"]:
            if card["id"] in shown:
                card["known_to"] = ["p1", "p2"]
        return view

    return [*PATCHER.wrap(rules, "pass_special", make), *_view(serialize, "_player", show)]


@MUTANTS.mutant("special-not-undone", "10.2.2.2", "a special skill whose card stays in the hand keeps what it did")
def _not_undone() -> Patches:
    def mutated(s: GameState, before: GameState, t: Any) -> None:
        rules._spend(s, t, record=False)

    return PATCHER.everywhere(rules, "undo", mutated)


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
    return PATCHER.everywhere(
        _destruction, "is_twin", lambda s, unit: any(k.twin_takes_orb for k in s.definition(unit).skills)
    )


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
                line = line_of(s, unit)
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


# -- the lead's additions after merging (18.2.1.5.1) -----------------------------------------------------------


@MUTANTS.mutant(
    "early-end-triggers-attack-end", "18.2.1.5.1", 'an attack ended early triggers "at the end of its attack"'
)
def _early_end_triggers() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            battle = s.battle
            attacker = rules.find_unit(s, s.turn_player or "p1", battle.attacker) if battle is not None else None
            original(s)
            if attacker is not None:
                rules.trigger(s, "attack_ends", attacker)

        return mutated

    return PATCHER.wrap(support, "end_attack", make)


@MUTANTS.mutant(
    "grown-unit-not-class-changed", "23.1.13.2.1", "a grown unit counts as class changed only by a class change"
)
def _grown_not_class_changed() -> Patches:
    def mutated(s: GameState, card: Card) -> bool:
        grown = any(e.get("event") == "grow" and e.get("card") == card.id for e in s.log)
        return bool(card.stack) and s.pool[card.card].cc_cost is not None and not grown

    return PATCHER.everywhere(KW, "class_changed_unit", mutated)


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> CipherEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return CipherEngine()
