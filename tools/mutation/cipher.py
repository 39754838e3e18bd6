"""The mutation catalogue of Fire Emblem 0 (Cipher): named mutants of its reference engine, each breaking one rule.

As for the other games, a mutant never edits an engine file: it is a set of :mod:`unittest.mock` patches of
``tcgjudge.reference.cipher`` applied wherever the engine's modules hold the patched object
(:class:`mutant.EnginePatcher`); decision handlers are patched in ``actions.HANDLERS``.

``make_engine`` is the suite's engine factory (``--tcg-engine cipher:make_engine``): the reference engine with the
mutant named by ``$TCGJUDGE_MUTANT`` active.
"""

from __future__ import annotations

import os
from functools import wraps
from typing import Any
from unittest import mock

import tcgjudge.reference.cipher as cipher_engine
from mutant import ENV, Catalogue, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.cipher import actions, cards, rules, serialize, setup, turn
from tcgjudge.reference.cipher.engine import CipherEngine
from tcgjudge.reference.cipher.state import PLAYERS, Card, GameState, other

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


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> CipherEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return CipherEngine()
