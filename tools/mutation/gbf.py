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
        s.rng.random()
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


CATALOGUE: tuple[Mutant, ...] = MUTANTS.mutants()


def make_engine() -> GbfEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return GbfEngine()
