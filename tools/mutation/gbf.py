"""The mutation catalogue of Granblue Fantasy: named mutants of its reference engine, each breaking one rule.

As for One Piece and Legions!, a mutant never edits an engine file: it is a set of :mod:`unittest.mock`
patches of ``tcgjudge.reference.gbf`` applied wherever the engine's modules hold the patched object
(:class:`mutant.EnginePatcher`); decision handlers are patched in ``actions.HANDLERS``.

``make_engine`` is the suite's engine factory (``--tcg-engine gbf:make_engine``): the reference engine
with the mutant named by ``$TCGJUDGE_MUTANT`` active.
"""

from __future__ import annotations

import dataclasses
import os
from functools import wraps
from typing import Any
from unittest import mock

import tcgjudge.reference.gbf as gbf_engine
from mutant import ENV, Catalogue, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.core.decisions import Pending
from tcgjudge.reference.gbf import actions, battle, cards, damage, effects, rules, serialize, setup, turn
from tcgjudge.reference.gbf import state as gbf_state
from tcgjudge.reference.gbf.engine import GbfEngine
from tcgjudge.reference.gbf.state import PLAYERS, Card, GameState, other

MUTANTS = Catalogue()
"""This game's mutants, each declared once at its patch function."""

PATCHER = EnginePatcher(gbf_engine)
Wrapped = Any


def _constant(module: Any, name: str, value: object) -> Patches:
    """A module constant changed in every engine module that imported it."""
    return PATCHER.everywhere(module, name, value)


# -- 1: the end of the game -----------------------------------------------------------------------------


@MUTANTS.mutant("empty-deck-no-loss", "1-2-2-2", "an empty deck area is no loss condition")
def _empty_deck_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "deck" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


@MUTANTS.mutant("incapacitated-captain-no-loss", "1-2-2-1", "an incapacitated captain is no loss condition")
def _incapacitated_captain_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "captain" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


@MUTANTS.mutant("draw-to-turn-player", "1-2-3", "losing together is a win for the turn player")
def _draw_goes_to_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            if draw and s.turn_player is not None:
                original(s, s.turn_player, (other(s.turn_player),), False, reason)
                return
            original(s, winner, losers, draw, reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


@MUTANTS.mutant("draw-is-double-loss", "1-2-3", "losing together is a loss for both, not a draw")
def _draw_is_a_double_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            original(s, winner, PLAYERS if draw else losers, False, reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


@MUTANTS.mutant("only-turn-player-concedes", "1-2-4", "the non-turn player cannot concede")
def _only_turn_player_concedes() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if s.turn_player is not None and player != s.turn_player:
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("1-2-4", "only the turn player concedes")
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


@MUTANTS.mutant("no-concession-in-setup", "1-2-4", "no concession before the first turn")
def _concession_waits_for_the_game() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if s.phase == "setup":
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("1-2-4", "no concession before the game begins")
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


@MUTANTS.mutant("partial-draw-skipped", "1-3-2", "a draw of two from one card draws nothing")
def _second_draw_skipped() -> Patches:
    def mutated(s: GameState, player: str, n: int) -> None:
        if n > len(s.players[player].deck):
            return  # all or nothing: a partial draw is not done
        for _ in range(max(0, n)):
            rules.draw(s, player)

    return PATCHER.everywhere(rules, "draw_n", mutated)


# -- 3: zones -------------------------------------------------------------------------------------------


@MUTANTS.mutant("fourth-crew-allowed", "3-6-3", "a fourth crew may enter")
def _fourth_crew_allowed() -> Patches:
    return _constant(cards, "MAX_CREW", 4)


@MUTANTS.mutant("level-cards-count", "3-6-3-1", "level cards count toward the three crew")
def _level_cards_count() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            crew = s.players[player].crew
            if len(crew) + sum(len(c.level) for c in crew) >= cards.MAX_CREW and s.pool[card.card].kind == "crew":
                return "3-6-3", "level cards counted as crew"
            found: tuple[str, str] | None = original(s, player, card)
            return found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


@MUTANTS.mutant("crew-enters-rested", "3-6-1-1", "a crew enters rested")
def _crew_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, active: bool) -> None:
            original(s, player, card, False)

        return mutated

    return PATCHER.wrap(damage, "enter_crew", make)


@MUTANTS.mutant("crew-to-opponents-area", "3-1-1", "a crew enters the opponent's crew area")
def _crew_enters_in_opponents_area() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, active: bool) -> None:
            original(s, other(player), card, active)

        return mutated

    return PATCHER.wrap(damage, "enter_crew", make)


@MUTANTS.mutant("gauge-card-to-bottom", "3-4-1-1", "a card enters the gauge at its bottom")
def _gauge_card_to_bottom() -> Patches:
    def mutated(s: GameState, player: str, card: Card, face_up: bool = True) -> None:
        card.face_up, card.active, card.level = face_up, True, []
        s.players[player].gauge.insert(0, card)

    return PATCHER.everywhere(rules, "to_gauge", mutated)


@MUTANTS.mutant("gauge-card-face-down", "RR-cards-entering-charge-gauge", "a card enters the gauge face down")
def _gauge_card_face_down() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, face_up: bool = True) -> None:
            original(s, player, card, False)

        return mutated

    return PATCHER.wrap(rules, "to_gauge", make)


def _view(change: str) -> Any:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> dict[str, Any]:
            obs: dict[str, Any] = original(s)
            for p, view in obs["players"].items():
                if change == "hand":
                    for c in view["hand"]:
                        c["known_to"] = ["p1", "p2"]
                elif change == "armor":
                    for c in view["armor"]:
                        c["known_to"] = [p]
                elif change == "face_down_gauge":
                    for c in view["gauge"]:
                        if not c["face_up"]:
                            c["known_to"] = []
                elif change == "captain_deck":
                    for c in view["captain_deck"]:
                        c["known_to"] = ["p1", "p2"]
            return obs

        return mutated

    return lambda: PATCHER.wrap(serialize, "observe", make)


MUTANTS.add("hand-shown-to-both", "3-3-3", "the hand is shown to the opponent", _view("hand"))
MUTANTS.add("armor-seen-by-owner", "3-8-2", "the owner sees their armor", _view("armor"))
MUTANTS.add("face-down-gauge-hidden", "3-4-1-2", "face-down gauge cards are hidden", _view("face_down_gauge"))
MUTANTS.add("captain-deck-public", "3-5-3", "the captain deck is shown to the opponent", _view("captain_deck"))


@MUTANTS.mutant("crystal-enters-rested", "3-7-1-1", "the start phase's crystal enters rested")
def _crystal_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            crystals = s.players[s.turn_player or "p1"].crystals
            if crystals:
                crystals[-1].active = False

        return mutated

    return _handler(turn.PlaceCrystal, make)


# -- 5: preparing the game ---------------------------------------------------------------------------------


@MUTANTS.mutant("six-captains-allowed", "5-1-2", "a captain deck of six cards is accepted")
def _six_captains_allowed() -> Patches:
    return _constant(cards, "MAX_CAPTAIN_DECK", 6)


@MUTANTS.mutant("five-copies-allowed", "5-1-3-1", "five copies of one number are accepted")
def _five_copies_allowed() -> Patches:
    return _constant(cards, "MAX_COPIES", 5)


@MUTANTS.mutant("genders-mixed", "5-1-2-2", "a captain deck may mix genders")
def _genders_mixed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            import dataclasses

            same = {k: dataclasses.replace(v, gender="male") if v.kind == "captain" else v for k, v in pool.items()}
            original(same, captain_deck, deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


@MUTANTS.mutant("no-rank-zero-needed", "5-1-2-3", "a captain deck needs no rank-0 captain")
def _no_rank_zero_needed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            import dataclasses

            zero = {k: dataclasses.replace(v, rank=0) if v.kind == "captain" else v for k, v in pool.items()}
            original(zero, captain_deck, deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


@MUTANTS.mutant("deck-of-49-accepted", "5-1-3", "a main deck of 49 cards is accepted")
def _deck_of_49_accepted() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            original(pool, captain_deck, [*deck, deck[0]] if len(deck) == 49 else deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


@MUTANTS.mutant("nine-summons-allowed", "5-1-3-2", "nine summons are accepted")
def _nine_summons_allowed() -> Patches:
    return _constant(cards, "MAX_SUMMONS", 9)


@MUTANTS.mutant("deck-not-shuffled", "5-2-1-3", "the decks are not shuffled")
def _deck_not_shuffled() -> Patches:
    def mutated(s: GameState, player: str) -> None:
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(setup, "shuffle", mutated)


@MUTANTS.mutant("p1-always-first", "5-2-1-4", "p1 always goes first")
def _p1_always_first() -> Patches:
    def mutated(s: GameState) -> str:
        s.choice(PLAYERS)  # the draw is still made, and ignored
        s.first_player = "p1"
        return "p1"

    return PATCHER.everywhere(setup, "draw_first_player", mutated)


@MUTANTS.mutant("hand-of-four", "5-2-1-5", "the opening hand is four cards")
def _hand_of_four() -> Patches:
    return _constant(cards, "OPENING_HAND", 4)


@MUTANTS.mutant("second-player-mulligans-first", "5-2-1-5", "the second player mulligans first")
def _second_player_mulligans_first() -> Patches:
    def first_asked(original: Wrapped) -> Wrapped:
        def mutated(raw: Any) -> GameState:
            s: GameState = original(raw)
            assert s.first_player is not None
            s.tasks[-1] = turn.AskMulligan(other(s.first_player))
            return s

        return mutated

    def reversed_order(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: list[str]) -> None:
            first = s.first_player
            assert first is not None
            s.first_player = other(first)  # the order logic, reversed
            original(s, player, chosen)
            s.first_player = first

        return mutated

    return [*PATCHER.wrap(setup, "fresh_state", first_asked), *PATCHER.wrap(turn, "mulligan", reversed_order)]


@MUTANTS.mutant("mulligan-to-top", "5-2-1-5-1", "mulliganed cards go on top of the deck")
def _mulligan_to_top() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, chosen: list[str]) -> None:
            deck = s.players[player].deck
            original(s, player, chosen)
            returned = [c for c in deck if c.id in chosen]
            for c in returned:
                deck.remove(c)
            deck[0:0] = returned

        return mutated

    return PATCHER.wrap(turn, "mulligan", make)


@MUTANTS.mutant("mulligan-draws-nothing", "5-2-1-5-2", "a mulligan draws no replacement")
def _mulligan_draws_nothing() -> Patches:
    def mutated(s: GameState, player: str, cards_: list[str]) -> None:
        pl = s.players[player]
        for cid in cards_:
            card = next(c for c in pl.hand if c.id == cid)
            pl.hand.remove(card)
            pl.deck.append(card)
        s.emit("mulligan", player=player, cards=list(cards_))
        s.pending = None
        first = s.first_player
        assert first is not None
        s.tasks.append(turn.AskMulligan(other(first)) if player == first else turn.PlaceArmor())

    return PATCHER.everywhere(turn, "mulligan", mutated)


@MUTANTS.mutant("four-armor", "5-2-1-6", "four armor cards")
def _four_armor() -> Patches:
    return _constant(cards, "ARMOR", 4)


@MUTANTS.mutant("armor-from-the-bottom", "5-2-1-6", "the armor comes from the deck's bottom")
def _armor_from_the_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            for p in PLAYERS:
                s.players[p].deck.reverse()
            original(s, task)
            for p in PLAYERS:
                s.players[p].deck.reverse()

        return mutated

    return _handler(turn.PlaceArmor, make)


@MUTANTS.mutant("captain-enters-rested", "3-5-1-1", "the first captain enters rested")
def _captain_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            captain = s.players[player].captain
            if captain is not None:
                captain.active = False

        return mutated

    return PATCHER.wrap(turn, "enter_captain", make)


@MUTANTS.mutant("any-rank-captain", "5-2-1-7", "a captain of any rank may start")
def _any_rank_captain() -> Patches:
    def mutated(s: GameState, player: str) -> list[str]:
        return [c.id for c in s.players[player].captain_deck]

    return PATCHER.everywhere(turn, "captain_options", mutated)


@MUTANTS.mutant("first-listed-captain", "5-2-1-7", "the player is given no choice of rank-0 captain")
def _first_listed_captain() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = original(s, player)
            return found[:1]

        return mutated

    return PATCHER.wrap(turn, "captain_options", make)


# -- 6: the turn ------------------------------------------------------------------------------------------


def _handler(kind: type, make: Any) -> Patches:
    """The handler of the task kind ``kind`` patched (the patcher finds a handler by object, not by kind)."""
    return PATCHER.handler(turn.TASKS.handlers[kind], make)


def _action_handler(action_type: str, make: Any) -> Patches:
    """The handler of one action type patched in the engine's table of actions (``actions.HANDLERS``)."""
    original = actions.HANDLERS[action_type]
    return [mock.patch.dict(actions.HANDLERS, {action_type: wraps(original)(make(original))})]


@MUTANTS.mutant("first-player-draws-turn-one", "6-2-5", "the first player draws on turn 1")
def _first_player_draws_on_turn_one() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            turn.draw_n(s, s.turn_player or "p1", cards.START_DRAW)

        return mutated

    return _handler(turn.StartDraw, make)


@MUTANTS.mutant("second-player-skips-first-draw", "6-2-5", "the second player's first turn has no draw either")
def _second_player_skips_first_draw() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.turn <= 2:
                return  # each player's first turn taken as the exception
            original(s, task)

        return mutated

    return _handler(turn.StartDraw, make)


@MUTANTS.mutant("draw-one-at-start", "6-2-5", "the start phase draws one card")
def _draw_one_at_start() -> Patches:
    return _constant(cards, "START_DRAW", 1)


@MUTANTS.mutant("untap-captain-only", "6-2-3", "only the captain becomes active")
def _untap_captain_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            pl = s.players[s.turn_player or "p1"]
            for card in pl.captains:
                card.active = True
            s.emit("untap", player=s.turn_player)

        return mutated

    return _handler(turn.Untap, make)


@MUTANTS.mutant("untap-both-players", "6-2-3", "the opponent's cards become active too")
def _untap_both_players() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            pl = s.players[other(s.turn_player or "p1")]
            for card in [*pl.captains, *pl.crew, *pl.crystals]:
                card.active = True

        return mutated

    return _handler(turn.Untap, make)


@MUTANTS.mutant("crystal-from-the-bottom", "6-2-7", "the crystal is the deck's bottom card")
def _crystal_from_the_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            deck = s.players[s.turn_player or "p1"].deck
            deck.reverse()
            original(s, task)
            deck.reverse()

        return mutated

    return _handler(turn.PlaceCrystal, make)


@MUTANTS.mutant("crystal-before-the-draw", "6-2-7", "the crystal is placed before the draw")
def _crystal_before_the_draw() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            tasks = s.tasks
            # the remaining start phase is [..., PlaceCrystal, Checkpoint, StartDraw]: draw after the crystal
            kinds = [type(x) for x in tasks]
            if turn.StartDraw in kinds and turn.PlaceCrystal in kinds:
                a, b = kinds.index(turn.StartDraw), kinds.index(turn.PlaceCrystal)
                tasks[a], tasks[b] = tasks[b], tasks[a]

        return mutated

    return _handler(turn.BeginTurn, make)


def _checkpoint_dropped(index: int) -> Any:
    """The start phase without its checkpoint number ``index`` (0: 6-2-2, 3: 6-2-8 in stack order)."""

    def patches() -> Patches:
        def make(original: Wrapped) -> Wrapped:
            def mutated(s: GameState, task: Any) -> None:
                original(s, task)
                positions = [i for i, x in enumerate(s.tasks) if isinstance(x, turn.Checkpoint)]
                del s.tasks[positions[-1 - index] if index < len(positions) else positions[0]]

            return mutated

        return _handler(turn.BeginTurn, make)

    return patches


MUTANTS.add("no-first-start-checkpoint", "6-2-2", "no checkpoint before the readying", _checkpoint_dropped(0))
MUTANTS.add("no-last-start-checkpoint", "6-2-8", "no checkpoint after the crystal", _checkpoint_dropped(3))


@MUTANTS.mutant("rank-limit-ignored", "10-2-3-1-1", "the rank total may exceed the crystals")
def _rank_limit_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            found: tuple[str, str] | None = original(s, player, card)
            return None if found is not None and found[0] == "10-2-3-1-1" else found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


@MUTANTS.mutant("rank-limit-strict", "10-2-3-1-1", "the rank total must stay below the crystals")
def _rank_limit_strict() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            pl = s.players[player]
            rank = s.pool[card.card].rank or 0
            if s.pool[card.card].kind == "crew" and rules.rank_total(s, pl.crew) + rank >= len(pl.crystals) > 0:
                return "10-2-3-1-1", "the rank total must stay below the crystals"
            found: tuple[str, str] | None = original(s, player, card)
            return found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


@MUTANTS.mutant("name-limit-by-full-name", "10-2-3-2-1", "the name limit compares full names")
def _name_limit_by_full_name() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            import dataclasses

            pool = s.pool
            s.pool = {k: dataclasses.replace(v, character=v.name) for k, v in pool.items()}
            try:
                found: tuple[str, str] | None = original(s, player, card)
            finally:
                s.pool = pool
            return found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


def _twice_a_turn(kind: str) -> Any:
    def patches() -> Patches:
        def make(original: Wrapped) -> Wrapped:
            def mutated(s: GameState, player: str, action: Any) -> None:
                used = s.used
                s.used = s.used - {kind}
                original(s, player, action)
                if kind not in used:
                    return
                s.used = s.used  # the second use is let through

            return mutated

        return _action_handler(kind, make)

    return patches


MUTANTS.add("job-change-twice", "6-3-1-2-4", "two job changes a turn", _twice_a_turn("job_change"))
MUTANTS.add("uncap-twice", "6-3-1-2-5", "two uncaps a turn", _twice_a_turn("uncap"))


@MUTANTS.mutant("job-change-rank-unchecked", "10-2-3-1-1", "a job change ignores the rank limit")
def _job_change_rank_unchecked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            pool = s.pool
            import dataclasses

            s.pool = {k: dataclasses.replace(v, rank=0) if v.kind == "captain" else v for k, v in pool.items()}
            try:
                original(s, player, action)
            finally:
                s.pool = pool

        return mutated

    return _action_handler("job_change", make)


@MUTANTS.mutant("old-captain-leaves", "10-3-3-3", "the previous captain leaves the captain area")
def _old_captain_leaves() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            pl = s.players[player]
            old = pl.captains.pop(-2)
            pl.captain_deck.append(old)

        return mutated

    return _action_handler("job_change", make)


@MUTANTS.mutant("uncap-counts-old-rank", "6-3-1-2-5", "an uncap's rank limit counts the old card")
def _uncap_counts_old_rank() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            pl = s.players[player]
            card = next((c for c in pl.hand if c.id == action.get("card")), None)
            if card is not None and rules.rank_total(s, pl.crew) + s.rank(card) > len(pl.crystals):
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("10-2-3-1-1", "the old card counted")
            original(s, player, action)

        return mutated

    return _action_handler("uncap", make)


@MUTANTS.mutant("end-main-skips-battle", "6-3-1-3", "ending the main phase skips the battle phase")
def _end_main_skips_battle() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            s.pending = None
            s.tasks.append(turn.EnterPhase("burst"))

        return mutated

    return _action_handler("end_main", make)


def _chain_burst_counts(which: str) -> Any:
    def patches() -> Patches:
        def mutated(s: GameState, target: str) -> None:
            p = s.turn_player or "p1"
            s.pending = None
            gauge = s.players[p].gauge
            amount = len(gauge) if which == "all" else sum(c.face_up for c in gauge)
            s.emit("chain_burst", player=p, target=target, amount=amount)
            damage.deal_damage(s, target, amount, "chain_burst")

        return PATCHER.everywhere(damage, "burst_damage", mutated)

    return patches


MUTANTS.add(
    "chain-burst-counts-face-up", "6-5-1-2-1-2", "the chain burst counts face-up cards", _chain_burst_counts("up")
)
MUTANTS.add(
    "chain-burst-counts-all", "6-5-1-2-1-2", "the chain burst counts every gauge card", _chain_burst_counts("all")
)


@MUTANTS.mutant("chain-burst-on-captain", "6-5-1-2-1-1", "the chain burst hits the captain despite crew")
def _chain_burst_on_captain() -> Patches:
    def mutated(s: GameState) -> None:
        p = s.turn_player or "p1"
        if not any(not c.face_up for c in s.players[p].gauge):
            return
        s.tasks += [turn.ReturnFaceDown(), turn.Checkpoint()]
        captain = s.players[other(p)].captain
        if captain is not None:
            damage.burst_damage(s, captain.id)

    return PATCHER.everywhere(damage, "chain_burst", mutated)


@MUTANTS.mutant("chain-burst-always", "6-5-1-2", "a chain burst is made without face-down cards")
def _chain_burst_always() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            p = s.turn_player or "p1"
            if not any(not c.face_up for c in s.players[p].gauge):
                s.emit("chain_burst", player=p, target=s.players[other(p)].captain.id, amount=0)  # type: ignore[union-attr]
                return
            original(s)

        return mutated

    return PATCHER.wrap(damage, "chain_burst", make)


@MUTANTS.mutant("chain-burst-from-either-gauge", "6-5-1-2", "the opponent's face-down cards make a chain burst")
def _chain_burst_from_either_gauge() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            p = s.turn_player or "p1"
            if not any(not c.face_up for c in s.players[p].gauge) and any(
                not c.face_up for c in s.players[other(p)].gauge
            ):
                s.emit("chain_burst", player=other(p), target=s.players[p].captain.id, amount=1)  # type: ignore[union-attr]
                return
            original(s)

        return mutated

    return PATCHER.wrap(damage, "chain_burst", make)


@MUTANTS.mutant("no-checkpoint-after-chain-burst", "6-5-1-2-1-3", "no checkpoint after the chain burst's damage")
def _no_checkpoint_after_chain_burst() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            before = len(s.tasks)
            original(s)
            if len(s.tasks) >= before + 2 and isinstance(s.tasks[before + 1], turn.Checkpoint):
                del s.tasks[before + 1]

        return mutated

    return PATCHER.wrap(damage, "chain_burst", make)


@MUTANTS.mutant("face-down-stay", "6-5-1-2-1-4", "the face-down cards stay in the gauge")
def _face_down_stay() -> Patches:
    def mutated(s: GameState, player: str, order: list[str]) -> None:
        s.pending = None

    return PATCHER.everywhere(turn, "return_to_bottom", mutated)


@MUTANTS.mutant("face-down-reversed", "6-5-1-2-1-4", "the chosen order is reversed")
def _face_down_in_reverse_order() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, order: list[str]) -> None:
            original(s, player, list(reversed(order)))

        return mutated

    return PATCHER.wrap(turn, "return_to_bottom", make)


@MUTANTS.mutant("return-before-refill", "RR-chain-burst-procedure", "the face-down cards return before the refill")
def _return_before_the_refill() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            original(s)
            kinds = [type(x) for x in s.tasks]
            if kinds[-2:] == [turn.ReturnFaceDown, turn.Checkpoint]:
                s.tasks[-2], s.tasks[-1] = s.tasks[-1], s.tasks[-2]

        return mutated

    return PATCHER.wrap(damage, "chain_burst", make)


@MUTANTS.mutant("turn-player-keeps-turn", "6-5-1-4", "the turn player takes the next turn too")
def _turn_player_keeps_the_turn() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            s.tasks[-2] = turn.BeginTurn(s.turn_player or "p1")

        return mutated

    return _handler(turn.EndTurn, make)


# -- 7: battle -------------------------------------------------------------------------------------------


@MUTANTS.mutant("rested-cards-attack", "7-2-1-3-1", "a rested card may attack")
def _rested_cards_attack() -> Patches:
    def mutated(s: GameState, player: str) -> list[Card]:
        pl = s.players[player]
        return ([pl.captain] if pl.captain is not None else []) + list(pl.crew)

    return PATCHER.everywhere(battle, "attackers_available", mutated)


@MUTANTS.mutant("attacker-stays-active", "7-2-1-3-1-1", "the attacker does not rest")
def _attacker_stays_active() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, target: str) -> None:
            original(s, player, card, target)
            card.active = True

        return mutated

    return PATCHER.wrap(battle, "attack", make)


@MUTANTS.mutant("captain-attackable-despite-crew", "7-2-1-3-1-2", "the captain may be attacked while crew are in play")
def _captain_attackable_despite_crew() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = original(s, player)
            captain = s.players[other(player)].captain
            return found + ([captain.id] if captain is not None and captain.id not in found else [])

        return mutated

    return PATCHER.wrap(battle, "targets", make)


@MUTANTS.mutant("own-cards-attackable", "7-2-1-3-1-2", "a player may attack their own crew")
def _own_cards_attackable() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = original(s, player)
            return found + [c.id for c in s.players[player].crew]

        return mutated

    return PATCHER.wrap(battle, "targets", make)


@MUTANTS.mutant("new-attack-in-battle", "7-2-1-3-1", "a new attack replaces the battle going on")
def _new_attack_in_battle() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            s.battle = None
            original(s, player, action)

        return mutated

    return _action_handler("attack", make)


@MUTANTS.mutant("pursuer-not-counted", "7-2-1-3-2-1", "a pursuing card does not join the battle")
def _pursuer_not_counted() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            card.active = False
            s.emit("pursuit", player=player, attacker=card.id, target=s.battle.target if s.battle else None)

        return mutated

    return PATCHER.wrap(battle, "pursue", make)


@MUTANTS.mutant("pursuer-stays-active", "7-2-1-3-2-1", "a pursuing card does not rest")
def _pursuer_stays_active() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            original(s, player, card)
            card.active = True

        return mutated

    return PATCHER.wrap(battle, "pursue", make)


@MUTANTS.mutant("pursuit-outside-battle", "7-2-1-3-2", "a pursuit outside a battle is an attack")
def _pursuit_outside_battle() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            if s.battle is None:
                card = next(c for c in battle.attackers_available(s, player) if c.id == action.get("card"))
                s.pending = None
                battle.attack(s, player, card, battle.targets(s, player)[0])
                return
            original(s, player, action)

        return mutated

    return _action_handler("pursue", make)


@MUTANTS.mutant("no-counter-choice", "7-2-1-4", "the opponent is never asked for a counter step")
def _no_counter_choice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            battle.after_counter_choice(s, False)

        return mutated

    return _handler(battle.AskCounter, make)


@MUTANTS.mutant("counter-step-to-damage", "7-3-1-3", "the counter step leads to the damage step")
def _counter_step_to_damage() -> Patches:
    def mutated(s: GameState) -> None:
        s.pending = None
        s.battle_step = "attack"
        battle.after_counter_choice(s, False)

    return PATCHER.everywhere(battle, "end_counter", mutated)


@MUTANTS.mutant("damage-is-highest-atk", "7-4-1-2", "the damage is the highest ATK, not the sum")
def _damage_is_the_highest_atk() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            b = s.battle
            if b is None or not battle.battle_lasts(s):
                return
            found = [damage.find_in_play(s, a) for a in b.attackers]
            best = max((damage.atk(s, f[2]) for f in found if f is not None), default=0)
            damage.deal_damage(s, b.target, best, "battle")

        return mutated

    return _handler(battle.BattleDamage, make)


@MUTANTS.mutant("battle-never-ends", "7-4-1-3", "the battle goes on after its damage step")
def _battle_never_ends() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            kept = s.battle
            original(s, task)
            s.battle = kept

        return mutated

    return _handler(battle.EndBattle, make)


@MUTANTS.mutant("no-summon-in-battle", "7-2-1-3-4", "no summons in the battle phase")
def _no_summon_in_battle() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            if s.phase == "battle":
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("6-3-1-2-3", "summons only in the main phase")
            original(s, player, action)

        return mutated

    return _action_handler("summon", make)


@MUTANTS.mutant("no-attack-step-checkpoint", "7-2-1-2", "no checkpoint as the attack step begins")
def _no_attack_step_checkpoint() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if task.phase == "battle" and s.tasks and isinstance(s.tasks[-1], turn.Checkpoint):
                s.tasks.pop()

        return mutated

    return _handler(turn.EnterPhase, make)


# -- 9: rule processing ----------------------------------------------------------------------------------


@MUTANTS.mutant("zero-damage-processed", "9-2-1-3-1", "a damage of 0 is dealt")
def _zero_damage_processed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            if amount <= 0 and damage.find_in_play(s, cid) is not None:
                s.emit("damage", card=cid, player="p1", amount=amount, kind=kind, sources=list(sources))
                return
            original(s, cid, amount, kind, sources)

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


def _hp_shifted(shift: int) -> Any:
    def patches() -> Patches:
        def make(original: Wrapped) -> Wrapped:
            def mutated(s: GameState, card: Card) -> int:
                return int(original(s, card)) + shift

            return mutated

        return PATCHER.wrap(damage, "hp", make)

    return patches


MUTANTS.add("damage-must-exceed-hp", "9-2-1-3-5", "a card dealt exactly its HP survives", _hp_shifted(1))
MUTANTS.add("damage-below-hp-lethal", "9-2-1-3-6", "a card dealt one less than its HP is beaten", _hp_shifted(-1))


@MUTANTS.mutant("level-bonus-ignored", "10-4-3-3-1", "level cards add no HP")
def _level_bonus_ignored() -> Patches:
    return _constant(damage, "LEVEL_BONUS", 0)


@MUTANTS.mutant("armor-ignored", "9-2-1-3-6", "a captain with armor is incapacitated")
def _armor_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            found = damage.find_in_play(s, cid)
            if found is not None and found[1] == "captain" and amount >= damage.hp(s, found[2]) and amount > 0:
                found[2].incapacitated = True
                return
            original(s, cid, amount, kind, sources)

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


@MUTANTS.mutant("armor-break-skipped", "9-4-2-2", "a captain dealt its HP with armor loses nothing")
def _armor_break_skipped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            original(s, cid, amount, kind, sources)
            s.due_breaks.clear()

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


@MUTANTS.mutant("crew-to-opponents-gauge", "9-2-2-3-1", "an incapacitated crew goes to the opponent's gauge")
def _crew_to_opponents_gauge() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            if card.level:
                original(s, player, card)
                return
            s.players[player].crew.remove(card)
            rules.to_gauge(s, other(player), card)
            s.due_refills[player] = s.due_refills.get(player, 0) + 1

        return mutated

    return PATCHER.wrap(damage, "incapacitate_crew", make)


@MUTANTS.mutant("level-cards-no-replacement", "9-2-3-2", "a crew with level cards leaves play all the same")
def _level_cards_no_replacement() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            for level in card.level:
                rules.to_gauge(s, player, level)
            card.level = []
            original(s, player, card)

        return mutated

    return PATCHER.wrap(damage, "incapacitate_crew", make)


@MUTANTS.mutant("level-card-not-chosen", "9-2-3-2", "the level card is not the player's choice")
def _level_card_not_chosen() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            if len(card.level) > 1:
                damage.level_to_gauge(s, player, card.id, card.level[0].id)
                return
            original(s, player, card)

        return mutated

    return PATCHER.wrap(damage, "incapacitate_crew", make)


@MUTANTS.mutant("refill-after-level-card", "9-4-3-2", "a level-card replacement calls a replenishment")
def _refill_after_level_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, crew_id: str, level_id: str) -> None:
            original(s, player, crew_id, level_id)
            s.due_refills[player] = s.due_refills.get(player, 0) + 1

        return mutated

    return PATCHER.wrap(damage, "level_to_gauge", make)


@MUTANTS.mutant("no-refill-ever", "9-4-3-3-1", "no replenishment is offered")
def _no_refill_ever() -> Patches:
    def mutated(s: GameState, player: str) -> list[str]:
        return []

    return PATCHER.everywhere(damage, "refill_options", mutated)


@MUTANTS.mutant("refill-ignores-limits", "RR-crew-refill", "a replenishment ignores the rank and name limits")
def _refill_ignores_limits() -> Patches:
    def mutated(s: GameState, player: str) -> list[str]:
        return [c.id for c in s.players[player].hand if s.pool[c.card].kind == "crew"]

    return PATCHER.everywhere(damage, "refill_options", mutated)


@MUTANTS.mutant("refill-enters-active", "9-4-3-3-1", "a replenishing crew enters active")
def _refill_enters_active() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            s.players[player].crew[-1].active = True

        return mutated

    return _action_handler("refill", make)


@MUTANTS.mutant("attacker-breaks-the-armor", "9-4-2-3-1", "the attacker chooses the armor card")
def _attacker_breaks_the_armor() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            original(s, player)
            if s.pending is not None and s.pending.kind == "break_armor":
                s.pending.player = other(player)

        return mutated

    return PATCHER.wrap(damage, "armor_break", make)


@MUTANTS.mutant("revealed-crew-to-hand", "9-4-2-3-2-1", "a revealed crew always goes to the hand")
def _revealed_crew_to_hand() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            if s.pending is not None and s.pending.kind == "armor_crew":
                damage.take_revealed(s, player)

        return mutated

    return PATCHER.wrap(damage, "reveal_armor", make)


@MUTANTS.mutant("revealed-crew-enters-active", "9-4-2-3-2-1", "a revealed crew enters active")
def _revealed_crew_enters_active() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            if action.get("enter"):
                s.players[player].crew[-1].active = True

        return mutated

    return _action_handler("armor_crew", make)


@MUTANTS.mutant("revealed-crew-ignores-rank", "9-4-2-3-2-1", "a revealed crew enters beyond the rank limit")
def _revealed_crew_ignores_rank() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            card = s.revealed.get(player)
            if s.pending is None and card is None:
                last = s.players[player].hand[-1] if s.players[player].hand else None
                if last is not None and last.id == cid and s.pool[last.card].kind == "crew":
                    s.players[player].hand.pop()
                    damage.enter_crew(s, player, last, active=False)

        return mutated

    return PATCHER.wrap(damage, "reveal_armor", make)


@MUTANTS.mutant("summon-reveal-no-refill", "9-4-3-2", "a revealed summon calls no replenishment")
def _summon_reveal_no_refill() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            s.due_refills[player] = 0

        return mutated

    return _action_handler("armor_summon", make)


# -- 10: specific actions ---------------------------------------------------------------------------------


@MUTANTS.mutant("uncap-applies-name-limit", "10-2-2", "an uncap is refused by the name limit")
def _uncap_applies_name_limit() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            from tcgjudge.engine.interface import IllegalActionError

            card = next((c for c in s.players[player].hand if c.id == action.get("card")), None)
            if card is not None and any(
                s.pool[c.card].character == s.pool[card.card].character for c in s.players[player].crew
            ):
                raise IllegalActionError("10-2-3-2-1", "a crew of that name is in play")
            original(s, player, action)

        return mutated

    return _action_handler("uncap", make)


@MUTANTS.mutant("name-limit-across-players", "10-2-3-2-1", "the opponent's crew count for the name limit")
def _name_limit_across_players() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            names = {s.pool[c.card].character for c in s.players[other(player)].crew}
            if s.pool[card.card].kind == "crew" and s.pool[card.card].character in names:
                return "10-2-3-2-1", "a crew of that name is in play on either side"
            found: tuple[str, str] | None = original(s, player, card)
            return found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


@MUTANTS.mutant("active-crystals-only", "10-2-3-1-1", "only active crystals count for the rank limit")
def _active_crystals_only() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[str, str] | None:
            pl = s.players[player]
            active = sum(c.active for c in pl.crystals)
            rank = s.pool[card.card].rank or 0
            if s.pool[card.card].kind == "crew" and rules.rank_total(s, pl.crew) + rank > active:
                return "10-2-3-1-1", "only active crystals counted"
            found: tuple[str, str] | None = original(s, player, card)
            return found

        return mutated

    return PATCHER.wrap(damage, "entry_problem", make)


def _state_not_inherited(kind: str) -> Any:
    def patches() -> Patches:
        def make(original: Wrapped) -> Wrapped:
            def mutated(s: GameState, player: str, action: Any) -> None:
                original(s, player, action)
                pl = s.players[player]
                if kind == "job_change" and pl.captain is not None:
                    pl.captain.active = True
                elif kind == "uncap":
                    for c in pl.crew:
                        if c.id == action.get("card"):
                            c.active = True

            return mutated

        return _action_handler(kind, make)

    return patches


MUTANTS.add("job-change-state-lost", "10-3-3-3-1", "the new captain enters active", _state_not_inherited("job_change"))
MUTANTS.add("uncap-state-lost", "10-4-3-3-2", "the uncapped crew is active", _state_not_inherited("uncap"))


@MUTANTS.mutant("uncap-old-card-to-gauge", "10-4-3-3", "the old card goes to the gauge, not under")
def _uncap_old_card_to_gauge() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            for c in s.players[player].crew:
                if c.id == action.get("card") and c.level:
                    old = c.level.pop()
                    rules.to_gauge(s, player, old)

        return mutated

    return _action_handler("uncap", make)


@MUTANTS.mutant("level-atk-ignored", "10-4-3-3-1", "level cards add no ATK")
def _level_atk_ignored() -> Patches:
    def mutated(s: GameState, card: Card) -> int:
        return s.pool[card.card].atk

    return PATCHER.everywhere(damage, "atk", mutated)


@MUTANTS.mutant("once-a-game", "10-3-2", "job change and uncap once a game")
def _once_a_game() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            used = s.used
            original(s, task)
            s.used = used

        return mutated

    return _handler(turn.BeginTurn, make)


# -- 4: terms --------------------------------------------------------------------------------------------


@MUTANTS.mutant("first-attacker-only-source", "4-9-1-1", "a pursuing card is no source of the damage")
def _first_attacker_only_source() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            original(s, cid, amount, kind, sources[:1])

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


@MUTANTS.mutant("draw-from-the-bottom", "4-8-2", "a draw takes the deck's bottom card")
def _draw_from_the_bottom() -> Patches:
    def mutated(s: GameState, player: str) -> bool:
        deck = s.players[player].deck
        if not deck:
            s.emit("draw_failed", player=player)
            return False
        card = deck.pop()
        s.players[player].hand.append(card)
        s.emit("draw", player=player, card=card.id)
        return True

    return PATCHER.everywhere(rules, "draw", mutated)


@MUTANTS.mutant("free-timing-ends-after-action", "4-6-3-1", "an action ends the main phase")
def _free_timing_ends_after_an_action() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            original(s, player, action)
            s.tasks.insert(-1, turn.EnterPhase("battle"))  # the battle phase right after the checkpoint

        return mutated

    return _action_handler("enter_crew", make)


# -- 2: the charge attack --------------------------------------------------------------------------------


@MUTANTS.mutant("charge-with-face-down-cards", "2-6-1-1-1", "face-down gauge cards pay for a charge attack")
def _charge_with_face_down_cards() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: Any) -> None:
            if action.get("type") == "charge_attack" and s.pending is not None:
                s.pending.options = [c.id for c in s.players[player].gauge]
            original(s, player, action)

        return mutated

    return _action_handler("charge_attack", make)


@MUTANTS.mutant("charge-without-enough-gauge", "2-6-1-1-1", "a charge attack is offered without enough face-up cards")
def _charge_without_enough_gauge() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str) -> int | None:
            found = damage.find_in_play(s, cid)
            if found is not None and s.pool[found[2].card].ougi is not None and cid not in s.charged:
                cost: int = s.pool[found[2].card].ougi[0]  # type: ignore[index]
                return cost
            return None

        return mutated

    return PATCHER.wrap(battle, "charge_cost", make)


@MUTANTS.mutant("charge-bonus-ignored", "2-6-1-1-2", "a charge attack gives no bonus")
def _charge_bonus_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, cards_: list[str]) -> None:
            original(s, player, cid, cards_)
            s.charged[cid] = (0, 0)

        return mutated

    return PATCHER.wrap(battle, "charge_attack", make)


@MUTANTS.mutant("charge-bonus-lasts", "2-6-1-1-2", "a charge attack's bonus outlasts the turn")
def _charge_bonus_lasts() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            kept = dict(s.charged)
            original(s, task)
            s.charged = kept

        return mutated

    return [*_handler(turn.EndTurn, make), *_handler(turn.BeginTurn, make)]


@MUTANTS.mutant("one-charge-a-turn", "2-6-1-1-3", "one charge attack a turn for all cards together")
def _one_charge_a_turn() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str) -> int | None:
            if s.charged:
                return None
            found: int | None = original(s, cid)
            return found

        return mutated

    return PATCHER.wrap(battle, "charge_cost", make)


@MUTANTS.mutant("no-charge-on-pursuit", "7-2-1-3-2-2", "a pursuing card cannot fire its charge attack")
def _no_charge_on_pursuit() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            original(s, player, card)
            s.tasks[:] = [x for x in s.tasks if not isinstance(x, battle.ChargeChance)]

        return mutated

    return PATCHER.wrap(battle, "pursue", make)


# -- more: copies by number, a summon crystal's trigger, who orders ---------------------------------------


@MUTANTS.mutant("copies-counted-by-name", "2-10-3", "copies are counted by name, not card number")
def _copies_counted_by_name() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            first = {}
            for cid, definition in pool.items():
                first.setdefault(definition.name, cid)
            original(pool, [first[pool[c].name] for c in captain_deck], [first[pool[c].name] for c in deck])

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


@MUTANTS.mutant("summon-crystal-to-gauge", "10-17-1-1", "a summon crystal goes to the gauge")
def _summon_crystal_to_gauge() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            pl = s.players[s.turn_player or "p1"]
            if pl.crystals and s.pool[pl.crystals[-1].card].kind == "summon":
                rules.to_gauge(s, s.turn_player or "p1", pl.crystals.pop())

        return mutated

    return _handler(turn.PlaceCrystal, make)


@MUTANTS.mutant("opponent-orders-the-cards", "3-1-5", "the opponent orders the owner's cards")
def _opponent_orders_the_cards() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if s.pending is not None and s.pending.kind == "order_bottom":
                s.pending = dataclasses.replace(s.pending, player=other(s.pending.player))

        return mutated

    return _handler(turn.ReturnFaceDown, make)


@MUTANTS.mutant("second-player-chooses-captain-first", "1-3-4", "the second player chooses a captain first")
def _second_player_chooses_captain_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            a, b = s.tasks[-1], s.tasks[-2]
            if isinstance(a, turn.AskCaptain) and isinstance(b, turn.AskCaptain):
                s.tasks[-1], s.tasks[-2] = b, a

        return mutated

    return _handler(turn.PlaceArmor, make)


# -- 8: effect text ------------------------------------------------------------------------------------------


@MUTANTS.mutant("element-icon-any-crystal", "8-4-2-1", "any crystal pays an element icon")
def _element_icon_any_crystal() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, effect: cards.Effect, crystals: Any) -> bool:
            return len(list(crystals)) == effects.cost_size(effect)

        return mutated

    return PATCHER.wrap(effects, "pays", make)


@MUTANTS.mutant("numbered-icon-ignored", "8-4-2-2", "a numbered icon costs nothing")
def _numbered_icon_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(effect: cards.Effect) -> int:
            return sum(n for _, n in effect.elements)

        return mutated

    return PATCHER.wrap(effects, "cost_size", make)


@MUTANTS.mutant("zero-cost-needs-a-crystal", "8-4-2-2-1", "a zero cost rests a crystal")
def _zero_cost_needs_a_crystal() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(effect: cards.Effect) -> int:
            return max(1, int(original(effect)))

        return mutated

    return PATCHER.wrap(effects, "cost_size", make)


@MUTANTS.mutant("element-icons-count-as-number", "8-4-2-2-2", "element icons also pay the numbered icon")
def _element_icons_count_as_number() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(effect: cards.Effect) -> int:
            return max(sum(n for _, n in effect.elements), effect.generic)

        return mutated

    return PATCHER.wrap(effects, "cost_size", make)


@MUTANTS.mutant("cost-paid-in-part", "8-4-2-4", "a cost is paid as far as the crystals go")
def _cost_paid_in_part() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
            effect = s.pool[card.card].effects[index]
            active = {c.id: c for c in s.players[player].crystals if c.active}
            if effects.payments(s, player, effect) or not all(cid in active for cid in crystal_ids):
                original(s, player, card, index, crystal_ids)
                return
            s.pending = None  # 8-4-2-4 broken: the crystals there are rested and the effect resolves anyway
            for cid in crystal_ids:
                active[cid].active = False
            effects.resolve(s, player, effect)
            s.tasks.append(turn.Checkpoint())

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("cost-not-rested", "8-6-2-3", "the crystals of a paid cost stay active")
def _cost_not_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
            original(s, player, card, index, crystal_ids)
            for crystal in s.players[player].crystals:
                if crystal.id in crystal_ids:
                    crystal.active = True

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("one-shot-draws-once", "8-8-1", "a one-shot draw effect draws one card")
def _one_shot_draws_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, dataclasses.replace(effect, draw=min(effect.draw, 1)), source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("activation-ends-free-timing", "8-5-2-2", "activating an effect ends the main phase")
def _activation_ends_free_timing() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
            original(s, player, card, index, crystal_ids)
            s.tasks.append(turn.EnterPhase("battle"))

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant(
    "subjectless-trigger-any-crew", "8-7-2-2", "an effect on its card entering triggers on any crew entering"
)
def _subjectless_trigger_any_crew() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            original(s, player, card)
            for master, source in effects._in_play(s):  # 8-7-2-2 broken: "enters" read as any crew entering
                if source.id != card.id:
                    for index in effects._automatic(s, source, effects.ENTERS):
                        effects._wait(s, master, source, index)

        return mutated

    return PATCHER.wrap(effects, "entered", make)


@MUTANTS.mutant("non-turn-triggers-first", "8-5-1-2", "the non-turn player's waiting effects resolve first")
def _triggers_in_order_of_players() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            tp = s.turn_player
            s.turn_player = other(str(tp))  # 8-5-1-2 broken: the non-turn player's effects first
            try:
                original(s)
            finally:
                s.turn_player = tp

        return mutated

    return PATCHER.wrap(effects, "run_waiting", make)


@MUTANTS.mutant("non-turn-triggers-dropped", "8-5-1-3", "the non-turn player's effects never resolve")
def _non_turn_triggers_dropped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            s.waiting = tuple(w for w in s.waiting if w[0] == s.turn_player)
            original(s)

        return mutated

    return PATCHER.wrap(effects, "run_waiting", make)


@MUTANTS.mutant("first-trigger-without-choice", "8-7-3", "the engine picks the waiting effect")
def _first_trigger_without_choice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            original(s)
            if s.pending is not None and s.pending.kind == "choose_trigger":
                cid, index = str(s.pending.options[-1]).rsplit("/", 1)
                effects.resolve_waiting(s, s.pending.player, cid, int(index))

        return mutated

    return PATCHER.wrap(effects, "run_waiting", make)


@MUTANTS.mutant("state-trigger-twice", "8-7-5-1", "a state trigger goes on standby twice")
def _state_trigger_twice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            before = len(s.waiting)
            original(s)
            s.waiting = (*s.waiting, *s.waiting[before:])  # 8-7-5-1 broken: two standbys for one state

        return mutated

    return PATCHER.wrap(effects, "_state_triggers", make)


@MUTANTS.mutant("leave-triggers-lost", "RR-leave-crew-area-triggers", "a gone crew's triggers vanish")
def _leave_triggers_lost() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            return None  # RR-leave-crew-area-triggers broken: a crew that has gone takes its triggers with it

        return mutated

    return PATCHER.wrap(effects, "left", make)


@MUTANTS.mutant("triggers-before-rule-processing", "8-5-1-1", "waiting effects resolve before the rule processing")
def _triggers_before_rule_processing() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.waiting and not s.result.over:
                effects.run_waiting(s)  # 8-5-1-1 broken: waiting effects before the rule processing left
                if s.pending is not None or (s.tasks and isinstance(s.tasks[-1], turn.Checkpoint)):
                    return
            original(s, task)

        return mutated

    return PATCHER.handler(turn.TASKS.handlers[turn.Checkpoint], make)


@MUTANTS.mutant(
    "entering-read-without-zone-effects",
    "8-9-3-1",
    "a trigger reads an entering crew's ATK without its crew area's continuous effects",
)
def _entering_read_without_zone_effects() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            crew = s.players[player].crew
            crew.remove(card)  # 8-9-3-1 broken: the entering crew's ATK read before the crew area's effects apply
            try:
                bonus = effects.zone_atk(s, card)
            finally:
                crew.append(card)
            for index in effects._automatic(s, card, effects.ENTERS):
                effects._wait(s, player, card, index)
            printed = s.pool[card.card].atk + bonus
            for master, source in effects._in_play(s):
                for index in effects._automatic(s, source, effects.CREW_ENTERS):
                    if printed >= s.pool[source.card].effects[index].min_atk:
                        effects._wait(s, master, source, index)

        return mutated

    return PATCHER.wrap(effects, "entered", make)


@MUTANTS.mutant("continuous-effect-ignored", "8-6-1", "a continuous ATK bonus is never applied")
def _continuous_effect_ignored() -> Patches:
    return PATCHER.everywhere(effects, "zone_atk", lambda s, card: 0)


def _targets_bounds(least: Any) -> Patches:
    """``resolve`` with the number of targets to choose computed by ``least(effect, most)``."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, effect, source)
            pending = s.pending
            if pending is not None and pending.kind == "choose_targets":
                s.pending = dataclasses.replace(pending, min=least(effect, pending.max))

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("fixed-targets-may-be-fewer", "8-6-3-1", "fewer targets than fixed may be chosen")
def _fixed_targets_may_be_fewer() -> Patches:
    return _targets_bounds(lambda effect, most: 0)


@MUTANTS.mutant("up-to-must-choose", "8-6-3-2", "an up-to choice must take the most")
def _up_to_must_choose() -> Patches:
    return _targets_bounds(lambda effect, most: most)


@MUTANTS.mutant("too-few-targets-nothing", "8-6-3-3", "too few targets and nothing resolves")
def _too_few_targets_nothing() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            if effect.targets and 0 < len(s.players[other(player)].crew) < effect.targets:
                return  # 8-6-3-3 broken: too few targets and the effect does nothing
            original(s, player, effect, source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("no-target-whole-effect-skipped", "8-6-3-4", "with no target the whole effect is dropped")
def _no_target_whole_effect_skipped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            if effect.targets and not s.players[other(player)].crew:
                return  # 8-6-3-4 broken: no target and the rest of the effect is dropped too
            original(s, player, effect, source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant(
    "cost-paid-after-targets", "RR-choosing-effect-targets", "the cost is paid only once the targets are chosen"
)
def _cost_paid_after_targets() -> Patches:
    owed: dict[str, list[str]] = {}

    def make_activate(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
            original(s, player, card, index, crystal_ids)
            if s.pending is not None and s.pending.kind == "choose_targets":
                for crystal in s.players[player].crystals:  # RR-choosing-effect-targets broken
                    if crystal.id in crystal_ids:
                        crystal.active = True
                owed[player] = list(crystal_ids)

        return mutated

    def make_finish(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, targets: list[str]) -> None:
            for crystal in s.players[player].crystals:
                if crystal.id in owed.get(player, []):
                    crystal.active = False
            owed.pop(player, None)
            original(s, player, effect, targets)

        return mutated

    return [*PATCHER.wrap(effects, "activate", make_activate), *PATCHER.wrap(effects, "finish", make_finish)]


@MUTANTS.mutant("prohibition-ignored", "RR-prohibiting-effects", "a prohibited effect draw happens")
def _prohibition_ignored() -> Patches:
    return PATCHER.everywhere(effects, "prohibited", lambda s, player, action: False)


@MUTANTS.mutant("prohibition-binds-its-master", "1-3-3", "a prohibition binds both players")
def _prohibition_binds_its_master() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, action: str) -> bool:
            return bool(original(s, player, action) or original(s, other(player), action))

        return mutated

    return PATCHER.wrap(effects, "prohibited", make)


@MUTANTS.mutant("negative-atk-clamped", "1-3-6", "an ATK below zero counts as zero")
def _negative_atk_clamped() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> int:
            return max(0, int(original(s, card)))

        return mutated

    return PATCHER.wrap(damage, "atk", make)


@MUTANTS.mutant("replacement-ignored", "8-10-1", "a replacement of damage is not applied")
def _replacement_ignored() -> Patches:
    return PATCHER.everywhere(effects, "replace_damage", lambda s, card, amount: amount)


@MUTANTS.mutant("replacement-applied-twice", "8-10-2-3", "a replacement applies twice to one event")
def _replacement_applied_twice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, amount: int) -> int:
            return int(original(s, card, original(s, card, amount)))  # 8-10-2-3 broken

        return mutated

    return PATCHER.wrap(effects, "replace_damage", make)


@MUTANTS.mutant("replaced-damage-changes-kind", "8-10-1-1", "replaced damage becomes effect damage from no source")
def _replaced_damage_changes_kind() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            found = damage.find_in_play(s, cid)
            if found is not None and effects.replace_damage(s, found[2], amount) != amount:
                kind, sources = "effect", ()  # 8-10-1-1 broken: the replaced damage is another event
            original(s, cid, amount, kind, sources)

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


def _effect_sources_widened(extra: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[Card]:
            return [*original(s, player), *extra(s, player)]

        return mutated

    return PATCHER.wrap(effects, "effect_sources", make)


@MUTANTS.mutant("activate-from-hand", "8-6-2-1", "a crew's effect is activated from the hand")
def _activate_from_hand() -> Patches:
    return _effect_sources_widened(lambda s, player: s.players[player].hand)


@MUTANTS.mutant("activate-opponents-effect", "8-6-2-1", "the opponent's crew's effect is activated")
def _activate_opponents_effect() -> Patches:
    return _effect_sources_widened(lambda s, player: s.players[other(player)].crew)


@MUTANTS.mutant("gone-card-read-where-it-is", "8-11-1", "a gone crew is read in its new zone")
def _gone_card_read_where_it_is() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str) -> int:
            for p in PLAYERS:  # 8-11-1 broken: a card gone from the crew area read where it is now
                for card in s.players[p].gauge:
                    if card.id == cid:
                        return int(damage.atk(s, card))
            return int(original(s, cid))

        return mutated

    return PATCHER.wrap(effects, "own_atk", make)


@MUTANTS.mutant("standbys-merged", "8-7-2-1", "an effect triggered twice waits once")
def _standbys_merged() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, master: str, card: Card, index: int) -> None:
            if (master, card.id, card.card, index) not in s.waiting:  # 8-7-2-1 broken: one standby at most
                original(s, master, card, index)

        return mutated

    return PATCHER.wrap(effects, "_wait", make)


@MUTANTS.mutant("free-timing-before-checkpoint", "8-5-2-1", "the main phase's free timing comes before its checkpoint")
def _free_timing_before_checkpoint() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            if task.phase == "main" and s.tasks and isinstance(s.tasks[-1], turn.Checkpoint):
                s.tasks.pop()  # 8-5-2-1 broken: the main phase's free timing without its checkpoint

        return mutated

    return _handler(turn.EnterPhase, make)


@MUTANTS.mutant("conditional-part-always-valid", "8-3-3", "a part valid only under a condition works without it")
def _conditional_part_always_valid() -> Patches:
    return PATCHER.everywhere(effects, "damage_valid", lambda s, player, effect: True)


@MUTANTS.mutant("invalid-part-still-asks", "8-3-2", "an invalid part still asks for its targets")
def _invalid_part_still_asks() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            crew = [c.id for c in s.players[other(player)].crew]
            if effect.damage_if_crew and not effects.damage_valid(s, player, effect) and crew:
                # 8-3-2 broken: the absent part still asks for its targets
                most = min(effect.targets, len(crew))
                s.pending = Pending(player, "choose_targets", "targets", crew, most, most, source)
                return
            original(s, player, effect, source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("negation-ignored", "RR-negating-effects", "a negated activated effect is activated")
def _negation_ignored() -> Patches:
    return PATCHER.everywhere(effects, "negated", lambda s: False)


@MUTANTS.mutant("effect-entry-without-limits", "1-3-1-1", "an effect's crew entry ignores the limits")
def _effect_entry_without_limits() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            hand = s.players[player].hand
            card = next((c for c in hand if s.pool[c.card].kind == cards.CREW), None)
            if card is None:
                return
            hand.remove(card)  # 1-3-1-1 broken: card text lifts the crew area's limits
            damage.enter_crew(s, player, card, active=True)

        return mutated

    return PATCHER.wrap(effects, "effect_entry", make)


@MUTANTS.mutant("own-entering-not-triggered", "8-7-2", "a crew's own entering triggers nothing")
def _own_entering_not_triggered() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, master: str, card: Card, index: int) -> None:
            if s.pool[card.card].effects[index].trigger != effects.ENTERS:  # 8-7-2 broken
                original(s, master, card, index)

        return mutated

    return PATCHER.wrap(effects, "_wait", make)


@MUTANTS.mutant("captain-effects-ignored", "8-6-2-4-1", "the captain's effects are never used")
def _captain_effects_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[Card]:
            return list(s.players[player].crew)  # 8-6-2-4-1 broken: the captain's effects are never used

        return mutated

    return PATCHER.wrap(effects, "effect_sources", make)


@MUTANTS.mutant(
    "impossible-entry-aborts-effect", "RR-partial-execution", "an impossible part of an effect drops the rest"
)
def _impossible_entry_aborts_effect() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            hand = s.players[player].hand
            if effect.enter_from_hand and not any(s.pool[c.card].kind == cards.CREW for c in hand):
                return  # RR-partial-execution broken: an impossible part drops the whole effect
            original(s, player, effect, source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("targets-among-own-crew", "8-6-3", "the player's own crew are offered as targets")
def _targets_among_own_crew() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, effect, source)
            pending = s.pending
            if pending is not None and pending.kind == "choose_targets":  # 8-6-3 broken: own crew offered too
                own = [c.id for c in s.players[player].crew]
                s.pending = dataclasses.replace(pending, options=[*pending.options, *own])

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("checkpoint-ends-after-one-effect", "8-5-1-4", "a checkpoint ends after one waiting effect")
def _checkpoint_ends_after_one_effect() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, index: int) -> None:
            original(s, player, cid, index)
            s.waiting = ()  # 8-5-1-4 broken: the checkpoint ends after one effect, the others are lost

        return mutated

    return PATCHER.wrap(effects, "resolve_waiting", make)


# -- values: chips, divided damage, resets, negation of received effects and charge attacks, Assist (10-10..10-18)


@MUTANTS.mutant("chips-ignored", "10-16-4-1", "HP, ATK and rank chips modify nothing")
def _chips_ignored() -> Patches:
    return PATCHER.everywhere(gbf_state, "chip_total", lambda card, stat: 0)


@MUTANTS.mutant("chip-type-counted-once", "10-16-4-1", "two chips of one type modify as one")
def _chip_type_counted_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(card: Card, stat: str) -> int:
            once = Card(card.id, card.card, card.owner, chips=tuple(sorted(set(card.chips))))  # 10-16-4-1 broken
            return int(original(once, stat))

        return mutated

    return PATCHER.wrap(gbf_state, "chip_total", make)


@MUTANTS.mutant("chips-kept-on-move", "10-16-1-2", "a card keeps its chips as it goes to the gauge")
def _chips_kept_on_move() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, face_up: bool = True) -> None:
            chips = card.chips
            original(s, player, card, face_up)
            card.chips = chips  # 10-16-1-2 broken: the chips move with the card

        return mutated

    return PATCHER.wrap(rules, "to_gauge", make)


def _chips_dropped_by(action_type: str, field: str) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            original(s, p, a)
            for card in [*s.players[p].captains, *s.players[p].crew]:
                if card.id == a.get(field):
                    card.chips = ()  # 10-16-1-3 broken: the new card starts without the chips

        return mutated

    return _action_handler(action_type, make)


@MUTANTS.mutant("chips-lost-on-job-change", "10-16-1-3", "a job change drops the captain's chips")
def _chips_lost_on_job_change() -> Patches:
    return _chips_dropped_by("job_change", "card")


@MUTANTS.mutant("chips-lost-on-uncap", "10-16-1-3", "an uncap drops the crew's chips")
def _chips_lost_on_uncap() -> Patches:
    return _chips_dropped_by("uncap", "card")


@MUTANTS.mutant("zone-chips-modify-cards", "RR-chips", "an HP chip on the crew area counts for every crew there")
def _zone_chips_modify_cards() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> int:
            extra = 0
            for p in PLAYERS:
                if any(c is card for c in s.players[p].crew):  # RR-chips broken: the zone's chip read as the card's
                    extra = gbf_state.chip_total(Card("", "", p, chips=tuple(s.players[p].chips.get("crew", []))), "hp")
            return int(original(s, card)) + extra

        return mutated

    return PATCHER.wrap(damage, "hp", make)


def _assist_sources(extra: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect) -> list[Card]:
            found = list(original(s, player, effect))
            return [*found, *extra(s, player)] if effect.assist else found  # 10-18-2 broken

        return mutated

    return PATCHER.wrap(effects, "sources_for", make)


@MUTANTS.mutant("assist-from-play", "10-18-2", "an Assist effect is activated from the crew area too")
def _assist_from_play() -> Patches:
    return _assist_sources(lambda s, player: s.players[player].crew)


@MUTANTS.mutant("assist-from-gauge", "10-18-2", "an Assist effect is activated from the gauge too")
def _assist_from_gauge() -> Patches:
    return _assist_sources(lambda s, player: s.players[player].gauge)


@MUTANTS.mutant("assist-as-ordinary-effect", "10-18-2", "an Assist effect is activated from play, not the hand")
def _assist_as_ordinary_effect() -> Patches:
    return PATCHER.everywhere(effects, "sources_for", lambda s, player, effect: effects.effect_sources(s, player))


@MUTANTS.mutant("divided-damage-zero-allowed", "10-13-2", "a chosen crew may be given 0 of the divided damage")
def _divided_damage_zero_allowed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            split = [e for e in a.get("split") or [] if not isinstance(e.get("amount"), int) or e["amount"] >= 1]
            original(s, p, {**a, "split": split})  # 10-13-2 broken: a part below 1 is dropped, not refused

        return mutated

    return _action_handler("divide_damage", make)


@MUTANTS.mutant("divided-damage-any-total", "10-13-1", "the parts of divided damage need not make the whole")
def _divided_damage_any_total() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            split = a.get("split") or []
            if s.pending is not None and all(isinstance(e.get("amount"), int) and e["amount"] >= 1 for e in split):
                number, index = str(s.pending.source).rsplit("/", 1)
                effects.divide_damage(s, [(str(e["card"]), int(e["amount"])) for e in split])  # 10-13-1 broken
                effects.finish(s, p, s.pool[number].effects[int(index)], [])
                return
            original(s, p, a)

        return mutated

    return _action_handler("divide_damage", make)


@MUTANTS.mutant("divided-damage-whole-to-each", "10-13-1", "each chosen crew is dealt the whole divided damage")
def _divided_damage_whole_to_each() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, split: list[tuple[str, int]]) -> None:
            total = sum(n for _, n in split)
            original(s, [(cid, total) for cid, _ in split])  # 10-13-1 broken: no division

        return mutated

    return PATCHER.wrap(effects, "divide_damage", make)


@MUTANTS.mutant("divided-damage-not-asked", "10-13-2", "the engine gives all divided damage to the first crew")
def _divided_damage_not_asked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            crew = [c.id for c in s.players[other(player)].crew]
            if effect.divide and crew:
                effects.divide_damage(s, [(crew[0], effect.divide)])  # the master's division skipped
                effects.finish(s, player, effect, [])
                return
            original(s, player, effect, source)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("reset-ignored", "10-15-1", "a reset to the original value changes nothing")
def _reset_ignored() -> Patches:
    return PATCHER.everywhere(effects, "reset_value", lambda card, stat: None)


@MUTANTS.mutant("reset-every-value", "10-15-1", "a reset of one value undoes the changes to every value")
def _reset_every_value() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(card: Card, stat: str) -> None:
            for each in ("atk", "hp"):  # 10-15-1 broken: not only the value named
                original(card, each)

        return mutated

    return PATCHER.wrap(effects, "reset_value", make)


def _after_reset(extra: Any) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, source: Card, effect: cards.Effect) -> None:
            original(s, player, source, effect)
            if effect.reset is not None:
                for card in s.players[player].crew:
                    if card is not source:
                        extra(s, card, effect.reset)

        return mutated

    return PATCHER.wrap(effects, "change_values", make)


@MUTANTS.mutant("reset-drops-level-bonus", "10-15-1-1", "a reset also undoes the level cards' bonus")
def _reset_drops_level_bonus() -> Patches:
    return _after_reset(lambda s, card, stat: card.mods.append(("", stat, -damage.LEVEL_BONUS * len(card.level))))


@MUTANTS.mutant("reset-removes-chips", "RR-resetting-to-original-values", "a reset removes the card's chips")
def _reset_removes_chips() -> Patches:
    return _after_reset(lambda s, card, stat: setattr(card, "chips", []))


def _add_mod(card: Card, mod: tuple[str, str, int]) -> None:
    card.mods += (mod,)


@MUTANTS.mutant(
    "reset-cancels-continuous", "RR-resetting-to-original-values", "a reset cancels the continuous effects on the card"
)
def _reset_cancels_continuous() -> Patches:
    return _after_reset(
        lambda s, card, stat: _add_mod(card, ("", stat, -effects.zone_atk(s, card))) if stat == "atk" else None
    )


@MUTANTS.mutant("received-negation-ignored", "10-10-2-1", "negating received effects undoes nothing")
def _received_negation_ignored() -> Patches:
    return PATCHER.everywhere(effects, "negate_received", lambda card: None)


@MUTANTS.mutant(
    "received-negation-hits-source",
    "RR-negating-received-effects",
    "negating received effects undoes them on the source too",
)
def _received_negation_hits_source() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, source: Card, effect: cards.Effect) -> None:
            original(s, player, source, effect)
            if effect.negate_received:
                for card in [*s.players[player].captains, *s.players[player].crew]:
                    card.mods = ()  # RR-negating-received-effects broken: the effects' sources lose theirs too

        return mutated

    return PATCHER.wrap(effects, "change_values", make)


@MUTANTS.mutant("received-negation-lasts", "10-10-2-1", "a crew whose received effects were negated ignores later ones")
def _received_negation_lasts() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, source: Card, effect: cards.Effect) -> None:
            immune = [c for c in s.players[player].crew if ("", "immune", 0) in c.mods]
            before = {c.id: c.mods for c in immune}
            original(s, player, source, effect)
            for card in immune:
                card.mods = before[card.id]  # 10-10-2-1 broken: the negation lasts and blocks later effects
            if effect.negate_received:
                for card in s.players[player].crew:
                    if card is not source:
                        card.mods += (("", "immune", 0),)

        return mutated

    return PATCHER.wrap(effects, "change_values", make)


@MUTANTS.mutant("ougi-negation-ignored", "RR-negating-charge-attacks", "a negated charge attack fires")
def _ougi_negation_ignored() -> Patches:
    return PATCHER.everywhere(effects, "ougi_negated", lambda s: False)


@MUTANTS.mutant(
    "negated-ougi-still-paid", "RR-negating-charge-attacks", "a negated charge attack turns its gauge cards face down"
)
def _negated_ougi_still_paid() -> Patches:
    def chance(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            with mock.patch.object(effects, "ougi_negated", lambda s: False):  # offered though negated
                original(s, task)

        return mutated

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, cards_: list[str]) -> None:
            negated = effects.ougi_negated(s)
            original(s, player, cid, cards_)
            if negated:
                s.charged.pop(cid, None)  # RR-negating-charge-attacks broken: paid for, but without effect

        return mutated

    return [*PATCHER.wrap(battle, "charge_attack", make), *_handler(battle.ChargeChance, chance)]


@MUTANTS.mutant(
    "negated-ougi-undone", "RR-negating-charge-attacks", "a negation undoes the bonus of a charge attack already fired"
)
def _negated_ougi_undone() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> int:
            lost = s.charged.get(card.id, (0, 0))[1] if effects.ougi_negated(s) else 0
            return int(original(s, card)) - lost  # RR-negating-charge-attacks broken: what was done is undone

        return mutated

    return PATCHER.wrap(damage, "hp", make)


# -- h1: principles, card information, zones and terms (chapters 1-5) --------------------------------------


@MUTANTS.mutant("effect-result-after-the-effect", "1-2-5", "an effect's win or loss waits for the rest of the effect")
def _effect_result_after_the_effect() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, targets: list[str]) -> None:
            if effect.result is None:
                original(s, player, effect, targets)
                return
            original(s, player, dataclasses.replace(effect, result=None), targets)  # 1-2-5 broken: the rest first
            effects.effect_result(s, player, effect.result)

        return mutated

    return PATCHER.wrap(effects, "finish", make)


@MUTANTS.mutant("concession-prohibited", "1-2-4-1", "a card forbidding its opponent to concede stops a concession")
def _concession_prohibited() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            from tcgjudge.engine.interface import IllegalActionError

            for source in effects.effect_sources(s, other(player)):
                if any(e.prohibit == "opponent_concede" for e in s.pool[source.card].effects):
                    raise IllegalActionError("1-3-3", "a card forbids the concession")  # 1-2-4-1 broken
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


@MUTANTS.mutant("concession-replaced", "1-2-4-1", "a replacement keeping its master from losing replaces a concession")
def _concession_replaced() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if effects.loss_replaced(s, player):
                return  # 1-2-4-1 broken: the concession is replaced by nothing
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


@MUTANTS.mutant("card-text-yields-to-rules", "1-3-1", "the rules win over card text that contradicts them")
def _card_text_yields_to_rules() -> Patches:
    return PATCHER.everywhere(effects, "may_attack_captain", lambda s, card: False)


@MUTANTS.mutant("negative-draw-reversed", "1-3-2-2", "drawing a negative number puts cards back from the hand")
def _negative_draw_reversed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, n: int) -> None:
            pl = s.players[player]
            for _ in range(min(-n, len(pl.hand))):  # 1-3-2-2 broken: the reverse action is done
                pl.deck.insert(0, pl.hand.pop())
            original(s, player, n)

        return mutated

    return PATCHER.wrap(rules, "draw_n", make)


@MUTANTS.mutant("any-number-chosen", "1-3-5", "a negative or fractional number may be chosen")
def _any_number_chosen() -> Patches:
    def mutated(s: GameState, player: str, number: object) -> None:
        s.pending = None
        rules.draw_n(s, player, int(number) if isinstance(number, int | float) else 0)  # 1-3-5 broken

    return PATCHER.everywhere(effects, "choose_number", mutated)


@MUTANTS.mutant("draw-up-to-all-at-once", "4-8-4-1", "drawing up to N draws N at once, with no chance to stop")
def _draw_up_to_all_at_once() -> Patches:
    def mutated(s: GameState, player: str, left: int) -> None:
        s.pending = None
        rules.draw_n(s, player, left)  # 4-8-4-1 broken: the player cannot end the action

    return PATCHER.everywhere(effects, "ask_draw_up_to", mutated)


@MUTANTS.mutant("draw-up-to-past-n", "4-8-4-3", "drawing up to N goes on asking after the N-th card")
def _draw_up_to_past_n() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, more: bool) -> None:
            original(s, player, more)
            if more and s.pending is None:  # 4-8-4-3 broken: N draws do not end the action
                s.pending = Pending(player, "draw_up_to", "draw a card or stop", [], 0, 1)

        return mutated

    return PATCHER.wrap(effects, "draw_up_to", make)


@MUTANTS.mutant("element-less-is-another-element", "2-2-1-1-1", "a card with no element counts as not of element E")
def _element_less_is_another_element() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(elements: frozenset[str], wanted: str | None) -> bool:
            if not elements and wanted is not None and wanted.startswith("~"):
                return True  # 2-2-1-1-1 broken: no element is taken as "not fire"
            return bool(original(elements, wanted))

        return mutated

    return PATCHER.wrap(effects, "element_matches", make)


def _original_is_current(kind: str) -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, effect: cards.Effect) -> cards.Effect:
            if effect.draw_original != kind:
                return original(s, card, effect)  # type: ignore[no-any-return]
            current = damage.hp(s, card) if kind == "hp" else damage.atk(s, card)
            return dataclasses.replace(effect, draw=effect.draw + current)  # the current value, not the printed one

        return mutated

    return PATCHER.wrap(effects, "with_original", make)


@MUTANTS.mutant("original-hp-is-current", "2-7-2", "the original HP is read as the current HP")
def _original_hp_is_current() -> Patches:
    return _original_is_current("hp")


@MUTANTS.mutant("original-atk-is-current", "2-8-2", "the original ATK is read as the current ATK")
def _original_atk_is_current() -> Patches:
    return _original_is_current("atk")


@MUTANTS.mutant("summon-rank-zero", "2-4-3", "a summon counts as rank 0 for rank-based effects")
def _summon_rank_zero() -> Patches:
    def mutated(s: GameState, player: str, most: int) -> int:
        ranks = [s.pool[c.card].rank or 0 for c in s.players[player].gauge]  # 2-4-3 broken: no rank is 0
        return sum(1 for rank in ranks if rank <= most)

    return PATCHER.everywhere(effects, "ranked_in_gauge", mutated)


@MUTANTS.mutant("effects-work-out-of-play", "2-5-2", "crew cards' effects work in the hand and the gauge")
def _effects_work_out_of_play() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> list[tuple[str, Card]]:
            found: list[tuple[str, Card]] = original(s)
            for p in PLAYERS:  # 2-5-2 broken: cards out of the captain and crew areas have effects too
                found += [(p, c) for c in [*s.players[p].hand, *s.players[p].gauge]]
            return found

        return mutated

    return PATCHER.wrap(effects, "_in_play", make)


@MUTANTS.mutant("charge-attack-from-hand", "2-6-2", "a charge attack printed on a card in the hand serves the attacker")
def _charge_attack_from_hand() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str) -> int | None:
            cost: int | None = original(s, cid)
            found = damage.find_in_play(s, cid)
            if cost is not None or found is None or cid in s.charged:
                return cost
            pl = s.players[found[0]]
            for card in pl.hand:  # 2-6-2 broken: the hand card's charge attack is usable
                ougi = s.pool[card.card].ougi
                if ougi is not None and sum(c.face_up for c in pl.gauge) >= ougi[0]:
                    return ougi[0]
            return None

        return mutated

    return PATCHER.wrap(battle, "charge_cost", make)


@MUTANTS.mutant("activated-master-is-owner", "4-3-3-1", "an activated effect works for its card's owner")
def _activated_master_is_owner() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            found = damage.find_in_play(s, s.resolving)
            original(s, found[2].owner if found is not None else player, effect, source)  # 4-3-3-1 broken

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("automatic-master-is-turn-player", "4-3-3-3", "an automatic effect works for the turn player")
def _automatic_master_is_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, master: str, card: Card, index: int) -> None:
            original(s, s.turn_player or master, card, index)  # 4-3-3-3 broken: not the card's master

        return mutated

    return PATCHER.wrap(effects, "_wait", make)


@MUTANTS.mutant("continuous-master-is-turn-player", "4-3-3-2", "a continuous effect's master is the turn player")
def _continuous_master_is_turn_player() -> Patches:
    def mutated(s: GameState, player: str, action: str) -> bool:
        tp = s.turn_player or player
        if player == tp:  # 4-3-3-2 broken: every prohibition on "its opponent" binds the non-turn player
            return False
        return any(
            e.kind == effects.CONTINUOUS and e.prohibit == f"opponent_{action}"
            for q in PLAYERS
            for source in effects.effect_sources(s, q)
            for e in s.pool[source.card].effects
        )

    return PATCHER.everywhere(effects, "prohibited", mutated)


@MUTANTS.mutant("rule-processing-after-triggers", "4-5-2", "a checkpoint resolves triggered effects first")
def _rule_processing_after_triggers() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            if s.waiting and not s.result.over:
                effects.run_waiting(s)  # 4-5-2 broken: the triggered effect before the rule processing
                if s.pending is not None or s.result.over:
                    return
            original(s, task)

        return mutated

    return PATCHER.handler(turn.TASKS.handlers[turn.Checkpoint], make)


@MUTANTS.mutant("effect-damage-without-source", "4-9-1-2", "damage an effect deals has no source")
def _effect_damage_without_source() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str, amount: int, kind: str, sources: tuple[str, ...] = ()) -> None:
            original(s, cid, amount, kind, () if kind == "effect" else sources)  # 4-9-1-2 broken

        return mutated

    return PATCHER.wrap(damage, "deal_damage", make)


@MUTANTS.mutant("deck-building-effect-ignored", "5-1-3-3", "a deck-building continuous effect does not lift the limit")
def _deck_building_effect_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            bare = {k: dataclasses.replace(v, effects=()) for k, v in pool.items()}  # 5-1-3-3 broken
            original(bare, captain_deck, deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


def _moved_to_effect_master(where: str) -> Patches:
    """Targets moved to ``where`` land in the zone of the effect's master (the turn player), not their master's."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, to: str, cids: list[str]) -> None:
            if to != where or s.turn_player is None:
                original(s, to, cids)
                return
            mine = s.players[s.turn_player]
            for cid in cids:
                for p in PLAYERS:
                    card = next((c for c in s.players[p].crew if c.id == cid), None)
                    if card is not None:
                        s.players[p].crew.remove(card)
                        {"hand": mine.hand, "gauge": mine.gauge, "deck_bottom": mine.deck}[to].append(card)

        return mutated

    return PATCHER.wrap(effects, "move_crew", make)


@MUTANTS.mutant(
    "unqualified-hand-is-effect-masters", "3-3-1-1-1", "a target sent to \"the hand\" goes to the effect's master's"
)
def _unqualified_hand_is_effect_masters() -> Patches:
    return _moved_to_effect_master("hand")


@MUTANTS.mutant(
    "unqualified-deck-is-effect-masters", "3-2-1-1-1", "a target sent to \"the deck\" goes to the effect's master's"
)
def _unqualified_deck_is_effect_masters() -> Patches:
    return _moved_to_effect_master("deck_bottom")


@MUTANTS.mutant(
    "unqualified-gauge-is-effect-masters", "3-4-1-3-1-1", "a target sent to \"the gauge\" goes to the effect's master's"
)
def _unqualified_gauge_is_effect_masters() -> Patches:
    return _moved_to_effect_master("gauge")


@MUTANTS.mutant("mill-from-card-owner", "3-2-1-1-1", 'with no target, "the deck" and "the gauge" are the card owner\'s')
def _mill_from_card_owner() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, n: int) -> None:
            found = damage.find_in_play(s, s.resolving)
            original(s, found[2].owner if found is not None else player, n)  # 3-2-1-1-1 broken

        return mutated

    return PATCHER.wrap(effects, "mill", make)


@MUTANTS.mutant(
    "crystal-area-is-targets-masters",
    "3-7-1-2-1",
    "\"the Crystal area\" of a targeting effect is the target's master's",
)
def _crystal_area_is_targets_masters() -> Patches:
    def mutated(s: GameState, player: str, n: int) -> None:
        armor, crystals = s.players[player].armor, s.players[other(player)].crystals  # 3-7-1-2-1 broken
        for _ in range(min(n, len(armor))):
            crystals.append(armor.pop(0))

    return PATCHER.everywhere(effects, "armor_to_crystals", mutated)


@MUTANTS.mutant("armor-is-targets-masters", "3-8-1-1", "\"the Armor\" of a targeting effect is the target's master's")
def _armor_is_targets_masters() -> Patches:
    def mutated(s: GameState, player: str, n: int) -> None:
        armor, crystals = s.players[other(player)].armor, s.players[player].crystals  # 3-8-1-1 broken
        for _ in range(min(n, len(armor))):
            crystals.append(armor.pop(0))

    return PATCHER.everywhere(effects, "armor_to_crystals", mutated)


@MUTANTS.mutant("owner-orders-moved-cards", "3-1-5-1", "the cards' owner, not the effect's master, orders them")
def _owner_orders_moved_cards() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, targets: list[str]) -> None:
            original(s, player, effect, targets)
            if s.pending is not None and s.pending.kind == "order_cards":
                s.pending.player = other(player)  # 3-1-5-1 broken: the owner orders

        return mutated

    return PATCHER.wrap(effects, "finish", make)


@MUTANTS.mutant(
    "returned-order-shown", "3-1-5-2", "cards the owner ordered into its deck are shown to the other player"
)
def _returned_order_shown() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> dict[str, Any]:
            seen: dict[str, Any] = original(s)
            moved = {c for e in s.log if e.get("event") == "to_deck_bottom" for c in e.get("cards", [])}
            for state in seen["players"].values():
                for entry in state["deck"]:
                    if entry["id"] in moved:
                        entry["known_to"] = list(PLAYERS)  # 3-1-5-2 broken: the order is shown
            return seen

        return mutated

    return PATCHER.wrap(serialize, "observe", make)


@MUTANTS.mutant("resting-rested-triggers", "1-3-2-1", "resting a rested card rests it again and triggers")
def _resting_rested_triggers() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, cid: str) -> None:
            found = damage.find_in_play(s, cid)
            if found is not None and not found[2].active:
                effects.became_rested(s, found[0], found[2])  # 1-3-2-1 broken: the rest happens again
                return
            original(s, cid)

        return mutated

    return PATCHER.wrap(effects, "rest_card", make)


@MUTANTS.mutant("leaving-card-keeps-its-effects", "3-1-4", "a card back in the crew area keeps what effects gave it")
def _leaving_card_keeps_its_effects() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, active: bool) -> None:
            mods = card.mods
            original(s, player, card, active)
            card.mods = mods  # 3-1-4 broken: the old card's ATK bonus follows it back into the crew area

        return mutated

    return PATCHER.wrap(damage, "enter_crew", make)


@MUTANTS.mutant("original-rank-is-current", "2-4-2", "the original rank is read as the current rank")
def _original_rank_is_current() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, effect: cards.Effect) -> cards.Effect:
            if effect.draw_original != "rank":
                return original(s, card, effect)  # type: ignore[no-any-return]
            return dataclasses.replace(effect, draw=effect.draw + s.rank(card))  # 2-4-2 broken: the current rank

        return mutated

    return PATCHER.wrap(effects, "with_original", make)


@MUTANTS.mutant("draw-up-to-two-per-round", "4-8-4-2", "each round of drawing up to N draws two cards")
def _draw_up_to_two_per_round() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, more: bool) -> None:
            if more:
                rules.draw_n(s, player, 1)  # 4-8-4-2 broken: one card too many each round
            original(s, player, more)

        return mutated

    return PATCHER.wrap(effects, "draw_up_to", make)


# -- processing order, once per turn, reveal, search, declaring, loops and activation windows (h3) ----------


@MUTANTS.mutant("activate-only-in-main", "7-2-1-3-3", "activated effects are used in the main phase only")
def _activate_only_in_main() -> Patches:
    table = {**actions.ACTION_DECISION, "activate": ("main",)}  # 7-2-1-3-3, 7-3-1-2-1 broken
    return PATCHER.everywhere(actions, "ACTION_DECISION", table)


@MUTANTS.mutant("anyone-activates", "6-3-1-2-2", "either player activates effects at any free timing")
def _anyone_activates() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, action: dict[str, Any]) -> None:
            pending = s.pending
            if (
                action.get("type") == "activate"
                and pending is not None
                and pending.kind in actions.ACTIVATION_WINDOWS
                and action.get("player") != pending.player
            ):
                actions.HANDLERS["activate"](s, str(action["player"]), action)  # 6-3-1-2-2 broken: not the player's
                return
            original(s, action)

        return mutated

    return PATCHER.wrap(actions, "apply_action", make)


@MUTANTS.mutant("summon-condition-ignored", "6-3-1-2-3-1", "a summon is activated though its condition is unmet")
def _summon_condition_ignored() -> Patches:
    return PATCHER.everywhere(actions, "summon_allowed", lambda s, player, card: True)


def _damage_changes(s: GameState, player: str) -> list[int]:
    return [
        e.damage_taken
        for source in effects.effect_sources(s, player)
        for e in s.pool[source.card].effects
        if e.kind == effects.CONTINUOUS and e.damage_taken
    ]


@MUTANTS.mutant("damage-reductions-first", "9-2-1-3-2", "a damage's reductions apply before its increases")
def _damage_reductions_first() -> Patches:
    def mutated(s: GameState, player: str, card: Card, amount: int) -> int:
        changes = _damage_changes(s, player)
        for change in changes:
            if change < 0:
                amount = max(0, amount + change)  # 9-2-1-3-2 broken: the reductions come first
        return amount + sum(change for change in changes if change > 0)

    return PATCHER.everywhere(damage, "damage_amount", mutated)


@MUTANTS.mutant("damage-first-increase-only", "9-2-1-3-2", "only the first increase of a damage applies")
def _damage_first_increase_only() -> Patches:
    def mutated(s: GameState, player: str, card: Card, amount: int) -> int:
        changes = _damage_changes(s, player)
        amount += next((change for change in changes if change > 0), 0)  # 9-2-1-3-2 broken: not every increase
        for change in changes:
            if change < 0:
                amount = max(0, amount + change)
        return amount

    return PATCHER.everywhere(damage, "damage_amount", mutated)


@MUTANTS.mutant("damage-first-reduction-only", "9-2-1-3-3", "only the first reduction of a damage applies")
def _damage_first_reduction_only() -> Patches:
    def mutated(s: GameState, player: str, card: Card, amount: int) -> int:
        changes = _damage_changes(s, player)
        amount += sum(change for change in changes if change > 0)
        first = next((change for change in changes if change < 0), 0)
        return max(0, amount + first)  # 9-2-1-3-3 broken: not every reduction

    return PATCHER.everywhere(damage, "damage_amount", mutated)


@MUTANTS.mutant("crew-incapacitated-non-turn-first", "9-2-2-1-1", "the non-turn player's crew are incapacitated first")
def _crew_incapacitated_non_turn_first() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, amount: int, what: str) -> None:
            before = len(s.tasks)
            original(s, amount, what)
            queued = s.tasks[before:]
            tp = s.turn_player
            mine = [t for t in queued if getattr(t, "player", None) == tp]
            s.tasks[before:] = mine + [t for t in queued if t not in mine]  # 9-2-2-1-1 broken: the other's first

        return mutated

    return PATCHER.wrap(damage, "sweep_damage", make)


def _swapped_turn_player(when: Any) -> Patches:
    """rule_processing run as if the other player were the turn player whenever ``when(s)`` holds."""

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            if s.turn_player is None or not when(s):
                original(s)
                return
            tp = s.turn_player
            s.turn_player = other(tp)
            try:
                original(s)
            finally:
                s.turn_player = tp

        return mutated

    return PATCHER.wrap(damage, "rule_processing", make)


def _breaks_due(s: GameState, p: str) -> bool:
    return bool(s.due_breaks.get(p, 0)) or any(n[0] == p for n in s.named_breaks)


@MUTANTS.mutant("armor-break-non-turn-first", "9-4-2-1-1", "the non-turn player's armor breaks first")
def _armor_break_non_turn_first() -> Patches:
    return _swapped_turn_player(lambda s: all(_breaks_due(s, p) for p in PLAYERS))


@MUTANTS.mutant("refill-non-turn-first", "9-4-3-1-1", "the non-turn player's replenishments run first")
def _refill_non_turn_first() -> Patches:
    return _swapped_turn_player(
        lambda s: not any(_breaks_due(s, p) for p in PLAYERS) and all(s.due_refills.get(p, 0) for p in PLAYERS)
    )


@MUTANTS.mutant("named-armor-chosen-by-owner", "9-4-2-3-1-1", "the owner chooses the armor an effect named")
def _named_armor_chosen_by_owner() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            damage.armor_break(s, task.player)  # 9-4-2-3-1-1 broken: the named card is ignored

        return mutated

    return _handler(damage.BreakArmor, make)


@MUTANTS.mutant("once-per-turn-ignored", "10-5-1", "a once-per-turn effect is activated again in the turn")
def _once_per_turn_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, *rest: Any) -> None:
            s.effects_used = frozenset()  # 10-5-1 broken: nothing remembers the use
            original(s, player, card, index, *rest)

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("once-per-turn-by-name", "10-5-2", "a once-per-turn limit is shared by every card with that text")
def _once_per_turn_by_name() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, *rest: Any) -> None:
            name = s.pool[card.card].effects[index].name
            for used in s.effects_used:
                cid, used_index = used.rsplit("/", 1)
                found = damage.find_in_play(s, cid)
                if found is not None and s.pool[found[2].card].effects[int(used_index)].name == name:
                    raise effects.IllegalActionError("10-5-1", "used this turn")  # 10-5-2 broken: by text
            original(s, player, card, index, *rest)

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("every-effect-once-per-turn", "10-5-3", "an effect without the limit is activated once a turn")
def _every_effect_once_per_turn() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, *rest: Any) -> None:
            key = f"{card.id}/{index}"
            if key in s.effects_used:
                raise effects.IllegalActionError("10-5-1", "used this turn")  # 10-5-3 broken
            original(s, player, card, index, *rest)
            s.effects_used = s.effects_used | {key}

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("once-per-turn-never-resets", "10-5-1", "a once-per-turn effect stays used on the next turns")
def _once_per_turn_never_resets() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            used = s.effects_used
            original(s, task)
            s.effects_used = used  # 10-5-1 broken: not once per turn but once per game

        return mutated

    return _handler(turn.BeginTurn, make)


@MUTANTS.mutant("cost-reveal-not-shown", "10-6-1-1", "a card revealed as a cost is never shown")
def _cost_reveal_not_shown() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, *args: Any) -> None:
            original(s, *args)
            s.shown = frozenset()  # 10-6-1-1 broken

        return mutated

    return PATCHER.wrap(effects, "activate", make)


@MUTANTS.mutant("effect-reveal-not-shown", "10-6-1-2", "cards an effect reveals are never shown")
def _effect_reveal_not_shown() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, effect, source)
            if effect.reveal_top:
                s.shown = frozenset()  # 10-6-1-2 broken

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("reveal-never-hidden", "10-6-1-3", "revealed cards stay shown after the reveal is over")
def _reveal_never_hidden() -> Patches:
    return PATCHER.everywhere(effects, "end_reveal", lambda s, player: None)


@MUTANTS.mutant("revealed-cards-to-deck-bottom", "10-6-1-3-1", "revealed deck cards come back at the deck's bottom")
def _revealed_cards_to_deck_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, cid: str | None) -> None:
            shown = set(s.shown)
            original(s, player, effect, cid)
            deck = s.players[player].deck
            moved = [c for c in deck if c.id in shown]
            deck[:] = [c for c in deck if c.id not in shown] + moved  # 10-6-1-3-1 broken: taken out and put back

        return mutated

    return PATCHER.wrap(effects, "pick_revealed", make)


@MUTANTS.mutant("cost-reveal-leaves-the-hand", "10-6-1-3-1", "a card revealed from the hand is set aside while shown")
def _cost_reveal_leaves_the_hand() -> Patches:
    def make_activate(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, *args: Any) -> None:
            original(s, player, *args)
            hand = s.players[player].hand
            shown = [c for c in hand if c.id in s.shown]
            if shown and player not in s.revealed:
                hand.remove(shown[0])
                s.revealed[player] = shown[0]  # 10-6-1-3-1 broken: revealing moves the card out of the hand

        return mutated

    def make_end(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            card = s.revealed.get(player)
            if card is not None and card.id in s.shown:
                s.players[player].hand.append(s.revealed.pop(player))
            original(s, player)

        return mutated

    return [*PATCHER.wrap(effects, "activate", make_activate), *PATCHER.wrap(effects, "end_reveal", make_end)]


@MUTANTS.mutant("search-shuffles-found-card", "10-7-1-1", "the card a search found is shuffled with the rest")
def _search_shuffles_found_card() -> Patches:
    def mutated(s: GameState, player: str, number: str) -> None:
        deck = s.players[player].deck
        found = next((c for c in deck if c.card == number), None)
        if found is not None:
            deck.remove(found)
            deck.insert(0, found)
        s.shuffle(deck)  # 10-7-1-1 broken: the found card is not left out
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(effects, "search", mutated)


@MUTANTS.mutant("declaration-unchecked", "10-11-2", "any value is accepted as a declared element")
def _declaration_unchecked() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: dict[str, Any]) -> None:
            effects.declared(s, p, actions._pending_effect(s), str(a.get("value")))  # 10-11-2 broken

        return mutated

    return _action_handler("declare", make)


@MUTANTS.mutant("unstoppable-loop-stops", "11-1-1-1", "a loop nobody can stop is cut short, the game goes on")
def _unstoppable_loop_stops() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, fp: str, resume: str) -> None:
            start = next(i for i, (f, _, _) in enumerate(s.loop_trail) if f == fp)
            if not any(optional for _, _, optional in s.loop_trail[start:]):
                s.waiting, s.loop_trail = (), ()  # 11-1-1-1 broken: the loop is dropped, no draw
                return
            original(s, fp, resume)

        return mutated

    return PATCHER.wrap(effects, "loop_found", make)


@MUTANTS.mutant("loop-count-ignored", "11-1-1-2", "a loop stops at once whatever count was named")
def _loop_count_ignored() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, count: int) -> None:
            original(s, player, 0)  # 11-1-1-2 broken: the count is not run

        return mutated

    return PATCHER.wrap(effects, "loop_count", make)


@MUTANTS.mutant("loop-restart-allowed", "11-1-1-2", "a stopped loop may be chosen again from the same state")
def _loop_restart_allowed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, count: int) -> None:
            original(s, player, count)
            s.loop_barred = frozenset()  # 11-1-1-2 broken

        return mutated

    return PATCHER.wrap(effects, "loop_count", make)


@MUTANTS.mutant("loop-runs-higher-count", "11-1-1-3", "the higher of two named counts runs")
def _loop_runs_higher_count() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, count: int) -> None:
            if s.loop_counts and count < s.loop_counts[0][1]:
                count = s.loop_counts[0][1] + 1  # 11-1-1-3 broken: the other's higher count runs
            original(s, player, count)

        return mutated

    return PATCHER.wrap(effects, "loop_count", make)


# -- h2: the effect procedure (chapter 8) and the turn's trigger points ------------------------------------------


@MUTANTS.mutant("lasting-never-expires", "6-2-1", "an effect lasting until its master's next turn never ends")
def _lasting_never_expires() -> Patches:
    return PATCHER.everywhere(effects, "expire", lambda s, player: None)


@MUTANTS.mutant("lasting-ends-at-any-turn", "6-2-1", "an effect lasting until its master's next turn ends at any turn")
def _lasting_ends_at_any_turn() -> Patches:
    def mutated(s: GameState, player: str) -> None:
        s.boosts = {}  # 6-2-1 broken: the opponent's turn beginning ends it too

    return PATCHER.everywhere(effects, "expire", mutated)


@MUTANTS.mutant(
    "burst-start-after-chain-burst", "6-5-1-1", "the burst phase's start triggers come after the chain burst"
)
def _burst_start_after_chain_burst() -> Patches:
    real_fire = effects.fire

    def fire(s: GameState, trigger: str) -> None:
        if trigger != effects.BURST_PHASE_START:
            real_fire(s, trigger)

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            original(s)
            real_fire(s, effects.BURST_PHASE_START)  # 6-5-1-1 broken: triggered only once the chain burst is made

        return mutated

    return [*PATCHER.everywhere(effects, "fire", fire), *PATCHER.wrap(damage, "chain_burst", make)]


@MUTANTS.mutant("battle-start-every-attack-step", "7-2-1-1", "every attack step begins the battle phase again")
def _battle_start_every_attack_step() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            effects.fire(s, effects.BATTLE_PHASE_START)  # 7-2-1-1 broken: not only the turn's first attack step

        return mutated

    return _handler(battle.EndBattle, make)


@MUTANTS.mutant("attack-step-start-once", "7-2-1-1", "only the battle phase's first attack step fires its triggers")
def _attack_step_start_once() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            s.waiting = tuple(  # 7-2-1-1 broken: the attack step begun again after a battle fires nothing
                w for w in s.waiting if s.pool[w[2]].effects[w[3]].trigger != effects.ATTACK_STEP_START
            )

        return mutated

    return _handler(battle.EndBattle, make)


@MUTANTS.mutant("counter-start-untriggered", "7-3-1-1", "the counter step's start triggers nothing")
def _counter_start_untriggered() -> Patches:
    real_fire = effects.fire

    def fire(s: GameState, trigger: str) -> None:
        if trigger != effects.COUNTER_STEP_START:
            real_fire(s, trigger)

    return PATCHER.everywhere(effects, "fire", fire)


@MUTANTS.mutant("counter-start-on-decline", "7-3-1-1", "declining the counter step fires its start triggers")
def _counter_start_on_decline() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, counter: bool) -> None:
            if not counter:
                effects.fire(s, effects.COUNTER_STEP_START)  # 7-3-1-1 broken: no counter step begins
            original(s, counter)

        return mutated

    return PATCHER.wrap(battle, "after_counter_choice", make)


@MUTANTS.mutant("damage-start-after-damage", "7-4-1-1", "the damage step's start triggers come after its damage")
def _damage_start_after_damage() -> Patches:
    real_fire = effects.fire

    def fire(s: GameState, trigger: str) -> None:
        if trigger != effects.DAMAGE_STEP_START:
            real_fire(s, trigger)

    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            real_fire(s, effects.DAMAGE_STEP_START)  # 7-4-1-1 broken: triggered once the damage is dealt

        return mutated

    return [*PATCHER.everywhere(effects, "fire", fire), *_handler(battle.BattleDamage, make)]


@MUTANTS.mutant("condition-counts-both-crews", "8-3-1", "a validity condition on its master's crew counts both crews")
def _condition_counts_both_crews() -> Patches:
    def mutated(s: GameState, player: str, effect: cards.Effect) -> bool:
        both = sum(len(s.players[p].crew) for p in PLAYERS)  # 8-3-1 broken: the condition read on the wrong cards
        return both >= effect.damage_if_crew

    return PATCHER.everywhere(effects, "damage_valid", mutated)


@MUTANTS.mutant("cost-actions-back-to-front", "8-4-2-3", "a cost's actions are done back to front")
def _cost_actions_back_to_front() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, actions_: Any) -> Any:
            return original(s, player, card, list(actions_)[::-1])  # 8-4-2-3 broken

        return mutated

    return [*PATCHER.wrap(effects, "actions_payable", make), *PATCHER.wrap(effects, "pay_actions", make)]


@MUTANTS.mutant(
    "effects-resolve-without-rule-processing", "8-5-1", "one checkpoint resolves every waiting effect in a row"
)
def _effects_resolve_without_rule_processing() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str, index: int) -> None:
            original(s, player, cid, index)
            if s.pending is None and s.waiting and not s.result.over:
                effects.run_waiting(s)  # 8-5-1 broken: the next effect without going back to 8-5-1-1

        return mutated

    return PATCHER.wrap(effects, "resolve_waiting", make)


@MUTANTS.mutant("attack-ends-attack-step", "8-5-2", "after an attack the free timing is not given again")
def _attack_ends_attack_step() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            original(s, p, a)
            s.tasks.insert(len(s.tasks) - 2, battle.AskCounter())  # 8-5-2 broken: the step goes on by itself

        return mutated

    return _action_handler("attack", make)


@MUTANTS.mutant("resolution-dropped-after-choice", "8-6-2", "an effect's resolution stops once its targets are chosen")
def _resolution_dropped_after_choice() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, targets: list[str]) -> None:
            if targets:  # 8-6-2 broken: the parts after the chosen targets are lost
                effect = dataclasses.replace(effect, draw=0, enter_from_hand=False, from_gauge=False)
            original(s, player, effect, targets)

        return mutated

    return PATCHER.wrap(effects, "finish", make)


_DEFERRED: dict[str, list[str]] = {}


@MUTANTS.mutant("cost-after-resolution", "8-6-2-4", "an activated effect resolves before its crystals are rested")
def _cost_after_resolution() -> Patches:
    def make_activate(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, index: int, crystal_ids: list[str]) -> None:
            original(s, player, card, index, crystal_ids)
            if s.pending is not None and s.pending.kind == "choose_targets":
                for crystal in s.players[player].crystals:  # 8-6-2-4 broken: resolving before the cost is paid
                    if crystal.id in crystal_ids:
                        crystal.active = True
                _DEFERRED[player] = list(crystal_ids)

        return mutated

    def make_choose(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, p: str, a: Any) -> None:
            original(s, p, a)
            for crystal in s.players[p].crystals:
                if crystal.id in _DEFERRED.get(p, []):
                    crystal.active = False
            _DEFERRED.pop(p, None)

        return mutated

    return [*PATCHER.wrap(effects, "activate", make_activate), *_action_handler("choose_targets", make_choose)]


@MUTANTS.mutant("hidden-choice-forced", "8-6-3-5", "a choice among hidden cards must take a matching card")
def _hidden_choice_forced() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, effect, source)
            pending = s.pending
            if effect.from_hand and pending is not None and pending.kind == "choose_targets":
                s.pending = dataclasses.replace(pending, min=pending.max)  # 8-6-3-5 broken: read as 8-6-3-1

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("unpayable-standby-kept", "8-7-3-1", "a waiting effect that cannot be activated keeps waiting")
def _unpayable_standby_kept() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState) -> None:
            def payable(entry: tuple[str, str, str, int]) -> bool:
                effect = s.pool[entry[2]].effects[entry[3]]
                found = damage.find_in_play(s, entry[1])
                if not effect.cost_actions:
                    return True
                return found is not None and effects.actions_payable(s, entry[0], found[2], effect.cost_actions)

            kept = tuple(w for w in s.waiting if not payable(w))  # 8-7-3-1 broken: skipped, still waiting
            s.waiting = tuple(w for w in s.waiting if payable(w))
            original(s)
            s.waiting = (*kept, *s.waiting)

        return mutated

    return PATCHER.wrap(effects, "run_waiting", make)


@MUTANTS.mutant("hidden-zone-info", "8-7-4-1-1", "a move to or from a hidden zone reads the card there")
def _hidden_zone_info() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(origin: str, dest: str) -> str:
            for zone in (dest, origin):
                if zone in effects.HIDDEN_ZONES:
                    return zone  # 8-7-4-1-1 broken: the hidden zone's information
            return str(original(origin, dest))

        return mutated

    return PATCHER.wrap(effects, "info_zone", make)


@MUTANTS.mutant("public-move-reads-old-zone", "8-7-4-1-3", "a move between public zones reads the card in its old zone")
def _public_move_reads_old_zone() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(origin: str, dest: str) -> str:
            if origin not in effects.HIDDEN_ZONES and dest not in effects.HIDDEN_ZONES:
                return origin  # 8-7-4-1-3 broken: 8-7-4-1-2 read for every public zone
            return str(original(origin, dest))

        return mutated

    return PATCHER.wrap(effects, "info_zone", make)


@MUTANTS.mutant("numeric-changes-from-zero", "8-9-1", "a numeric change replaces the printed ATK instead of adding")
def _numeric_changes_from_zero() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card) -> int:
            bonus = int(original(s, card))
            return bonus - s.pool[card.card].atk if bonus else 0  # 8-9-1 broken: the printed value is no base

        return mutated

    return PATCHER.wrap(effects, "zone_atk", make)


@MUTANTS.mutant("numeric-before-non-numeric", "8-9-1-2", "numeric changes are applied before non-numeric ones")
def _numeric_before_non_numeric() -> Patches:
    def mutated(s: GameState, card: Card) -> frozenset[str]:
        printed = s.pool[card.card].element  # 8-9-1-2 broken: the granted element comes too late to count
        return frozenset({printed} if printed is not None else set())

    return PATCHER.everywhere(effects, "card_elements", mutated)


@MUTANTS.mutant("lasting-change-follows-card", "8-9-2", "a resolved effect's change follows a crew out and back")
def _lasting_change_follows_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> None:
            kept = s.boosts.get(card.id)
            original(s, player, card)
            if kept:
                s.boosts[card.id] = kept  # 8-9-2 broken: the card keeps its id, and the change with it

        return mutated

    return PATCHER.wrap(effects, "return_to_hand", make)


@MUTANTS.mutant(
    "zone-effects-miss-the-entering-moment", "8-9-3", "an entering crew's trigger reads it without its zone's effects"
)
def _zone_effects_miss_the_entering_moment() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, card: Card, origin: str) -> None:
            original(s, card, origin)
            s.trigger_atk[card.id] -= effects.zone_atk(s, card)  # 8-9-3 printed, the rejected reading

        return mutated

    return PATCHER.wrap(effects, "note_entry", make)


@MUTANTS.mutant("replaced-incapacitation-still-triggers", "8-10-1-2", "a replaced incapacitation still triggers")
def _replaced_incapacitation_still_triggers() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, order: list[int]) -> None:
            original(s, player, card, order)
            effects.left(s, player, card)  # 8-10-1-2 broken: the replaced event happened as well
            s.due_refills[player] = s.due_refills.get(player, 0) + 1

        return mutated

    return PATCHER.wrap(effects, "apply_guards", make)


@MUTANTS.mutant("replacement-order-printed", "8-10-2", "several replacements apply in the order printed, unasked")
def _replacement_order_printed() -> Patches:
    return PATCHER.everywhere(effects, "damage_replacements", lambda s, card: [])


@MUTANTS.mutant("replacement-order-by-turn-player", "8-10-2-1", "the turn player orders the replacements")
def _replacement_order_by_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, mandatory: list[int], optional: list[int]) -> None:
            original(s, player, card, mandatory, optional)
            if s.pending is not None and s.turn_player is not None:
                s.pending = dataclasses.replace(s.pending, player=s.turn_player)  # 8-10-2-1 broken

        return mutated

    return PATCHER.wrap(effects, "ask_replacements", make)


@MUTANTS.mutant(
    "guards-in-printed-order", "8-10-2-2", "of two replacements of an incapacitation the first printed applies"
)
def _guards_in_printed_order() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[list[int], list[int]]:
            mandatory, optional = original(s, player, card)
            return mandatory[:1], optional  # 8-10-2-2 broken: nobody chooses

        return mutated

    return PATCHER.wrap(effects, "guards", make)


@MUTANTS.mutant(
    "optional-replacement-without-alternative", "8-10-3", "an optional replacement applies without its alternative"
)
def _optional_replacement_without_alternative() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect) -> bool:
            return True if effect.optional else bool(original(s, player, effect))  # 8-10-3 broken

        return mutated

    return PATCHER.wrap(effects, "guard_possible", make)


@MUTANTS.mutant("optional-replacement-forced", "8-10-3", "an optional replacement is applied without asking")
def _optional_replacement_forced() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card) -> tuple[list[int], list[int]]:
            mandatory, optional = original(s, player, card)
            return [*mandatory, *optional], []  # 8-10-3 broken: a "may" read as a "must"

        return mutated

    return PATCHER.wrap(effects, "guards", make)


@MUTANTS.mutant("hidden-choice-any-card", "8-6-3-5", "a choice of crew cards among hidden ones offers any card there")
def _hidden_choice_any_card() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, effect: cards.Effect, source: str = "") -> None:
            original(s, player, effect, source)
            pending = s.pending
            if effect.from_hand and pending is not None and pending.kind == "choose_targets":
                hand = [c.id for c in s.players[player].hand]  # 8-6-3-5 broken: the information asked is not kept
                s.pending = dataclasses.replace(pending, options=hand)

        return mutated

    return PATCHER.wrap(effects, "resolve", make)


@MUTANTS.mutant("return-self-ignores-level-cards", "8-4-2-3", "a crew with a level card pays a cost returning it")
def _return_self_ignores_level_cards() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, actions_: Any) -> bool:
            kept, card.level = card.level, []  # 8-4-2-3 broken: the action is judged without 9-2-3-2
            try:
                return bool(original(s, player, card, actions_))
            finally:
                card.level = kept

        return mutated

    return PATCHER.wrap(effects, "actions_payable", make)


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> GbfEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return GbfEngine()
