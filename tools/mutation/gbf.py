"""The mutation catalogue of Granblue Fantasy: named mutants of its reference engine, each breaking one rule.

As for One Piece and Legions!, a mutant never edits an engine file: it is a set of :mod:`unittest.mock`
patches of ``tcgjudge.reference.gbf`` applied wherever the engine's modules hold the patched object
(:class:`mutant.EnginePatcher`); decision handlers are patched in ``actions.HANDLERS``.

``make_engine`` is the suite's engine factory (``--tcg-engine gbf:make_engine``): the reference engine
with the mutant named by ``$TCGJUDGE_MUTANT`` active.
"""

from __future__ import annotations

import os
from typing import Any

import tcgjudge.reference.gbf as gbf_engine
from mutant import ENV, EnginePatcher, Mutant, Patches, activate
from tcgjudge.reference.gbf import cards, damage, rules, serialize, setup, turn
from tcgjudge.reference.gbf.engine import GbfEngine
from tcgjudge.reference.gbf.state import PLAYERS, Card, GameState, other

PATCHER = EnginePatcher(gbf_engine)
Wrapped = Any


def _constant(module: Any, name: str, value: object) -> Patches:
    """A module constant changed in every engine module that imported it."""
    return PATCHER.everywhere(module, name, value)


# -- 1: the end of the game -----------------------------------------------------------------------------


def _empty_deck_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "deck" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


def _incapacitated_captain_no_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> str | None:
            reason = original(s, player)
            return None if reason == "captain" else reason

        return mutated

    return PATCHER.wrap(rules, "loss_conditions", make)


def _draw_goes_to_turn_player() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            if draw and s.turn_player is not None:
                original(s, s.turn_player, (other(s.turn_player),), False, reason)
                return
            original(s, winner, losers, draw, reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


def _draw_is_a_double_loss() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, winner: str | None, losers: tuple[str, ...], draw: bool, reason: str) -> None:
            original(s, winner, PLAYERS if draw else losers, False, reason)

        return mutated

    return PATCHER.wrap(rules, "end_game", make)


def _only_turn_player_concedes() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if s.turn_player is not None and player != s.turn_player:
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("1-2-4", "only the turn player concedes")
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


def _concession_waits_for_the_game() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> None:
            if s.phase == "setup":
                from tcgjudge.engine.interface import IllegalActionError

                raise IllegalActionError("1-2-4", "no concession before the game begins")
            original(s, player)

        return mutated

    return PATCHER.wrap(rules, "concede", make)


def _second_draw_skipped() -> Patches:
    def mutated(s: GameState, player: str, n: int) -> None:
        if n > len(s.players[player].deck):
            return  # all or nothing: a partial draw is not done
        for _ in range(max(0, n)):
            rules.draw(s, player)

    return PATCHER.everywhere(rules, "draw_n", mutated)


# -- 3: zones -------------------------------------------------------------------------------------------


def _fourth_crew_allowed() -> Patches:
    return _constant(cards, "MAX_CREW", 4)


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


def _crew_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, active: bool) -> None:
            original(s, player, card, False)

        return mutated

    return PATCHER.wrap(damage, "enter_crew", make)


def _crew_enters_in_opponents_area() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, card: Card, active: bool) -> None:
            original(s, other(player), card, active)

        return mutated

    return PATCHER.wrap(damage, "enter_crew", make)


def _gauge_card_to_bottom() -> Patches:
    def mutated(s: GameState, player: str, card: Card, face_up: bool = True) -> None:
        card.face_up, card.active, card.level = face_up, True, []
        s.players[player].gauge.insert(0, card)

    return PATCHER.everywhere(rules, "to_gauge", mutated)


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


def _crystal_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            original(s, task)
            crystals = s.players[s.turn_player or "p1"].crystals
            if crystals:
                crystals[-1].active = False

        return mutated

    return PATCHER.handler(turn.PlaceCrystal, make)  # type: ignore[arg-type]


# -- 5: preparing the game ---------------------------------------------------------------------------------


def _six_captains_allowed() -> Patches:
    return _constant(cards, "MAX_CAPTAIN_DECK", 6)


def _five_copies_allowed() -> Patches:
    return _constant(cards, "MAX_COPIES", 5)


def _genders_mixed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            import dataclasses

            same = {k: dataclasses.replace(v, gender="male") if v.kind == "captain" else v for k, v in pool.items()}
            original(same, captain_deck, deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


def _no_rank_zero_needed() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            import dataclasses

            zero = {k: dataclasses.replace(v, rank=0) if v.kind == "captain" else v for k, v in pool.items()}
            original(zero, captain_deck, deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


def _deck_of_49_accepted() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(pool: Any, captain_deck: list[str], deck: list[str]) -> None:
            original(pool, captain_deck, [*deck, deck[0]] if len(deck) == 49 else deck)

        return mutated

    return PATCHER.wrap(setup, "check_decks", make)


def _nine_summons_allowed() -> Patches:
    return _constant(cards, "MAX_SUMMONS", 9)


def _deck_not_shuffled() -> Patches:
    def mutated(s: GameState, player: str) -> None:
        s.emit("shuffle", player=player)

    return PATCHER.everywhere(setup, "shuffle", mutated)


def _p1_always_first() -> Patches:
    def mutated(s: GameState) -> str:
        s.rng.random()
        s.first_player = "p1"
        return "p1"

    return PATCHER.everywhere(setup, "draw_first_player", mutated)


def _hand_of_four() -> Patches:
    return _constant(cards, "OPENING_HAND", 4)


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


def _four_armor() -> Patches:
    return _constant(cards, "ARMOR", 4)


def _armor_from_the_bottom() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, task: Any) -> None:
            for p in PLAYERS:
                s.players[p].deck.reverse()
            original(s, task)
            for p in PLAYERS:
                s.players[p].deck.reverse()

        return mutated

    return PATCHER.handler(turn.PlaceArmor, make)  # type: ignore[arg-type]


def _captain_enters_rested() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str, cid: str) -> None:
            original(s, player, cid)
            captain = s.players[player].captain
            if captain is not None:
                captain.active = False

        return mutated

    return PATCHER.wrap(turn, "enter_captain", make)


def _any_rank_captain() -> Patches:
    def mutated(s: GameState, player: str) -> list[str]:
        return [c.id for c in s.players[player].captain_deck]

    return PATCHER.everywhere(turn, "captain_options", mutated)


def _first_listed_captain() -> Patches:
    def make(original: Wrapped) -> Wrapped:
        def mutated(s: GameState, player: str) -> list[str]:
            found: list[str] = original(s, player)
            return found[:1]

        return mutated

    return PATCHER.wrap(turn, "captain_options", make)


CATALOGUE: tuple[Mutant, ...] = (
    Mutant("empty-deck-no-loss", "1-2-2-2", "an empty deck area is no loss condition", _empty_deck_no_loss),
    Mutant(
        "incapacitated-captain-no-loss",
        "1-2-2-1",
        "an incapacitated captain is no loss condition",
        _incapacitated_captain_no_loss,
    ),
    Mutant("draw-to-turn-player", "1-2-3", "losing together is a win for the turn player", _draw_goes_to_turn_player),
    Mutant("draw-is-double-loss", "1-2-3", "losing together is a loss for both, not a draw", _draw_is_a_double_loss),
    Mutant("only-turn-player-concedes", "1-2-4", "the non-turn player cannot concede", _only_turn_player_concedes),
    Mutant("no-concession-in-setup", "1-2-4", "no concession before the first turn", _concession_waits_for_the_game),
    Mutant("partial-draw-skipped", "1-3-2", "a draw of two from one card draws nothing", _second_draw_skipped),
    Mutant("fourth-crew-allowed", "3-6-3", "a fourth crew may enter", _fourth_crew_allowed),
    Mutant("level-cards-count", "3-6-3-1", "level cards count toward the three crew", _level_cards_count),
    Mutant("crew-enters-rested", "3-6-1-1", "a crew enters rested", _crew_enters_rested),
    Mutant("crew-to-opponents-area", "3-1-1", "a crew enters the opponent's crew area", _crew_enters_in_opponents_area),
    Mutant("gauge-card-to-bottom", "3-4-1-1", "a card enters the gauge at its bottom", _gauge_card_to_bottom),
    Mutant(
        "gauge-card-face-down",
        "RR-cards-entering-charge-gauge",
        "a card enters the gauge face down",
        _gauge_card_face_down,
    ),
    Mutant("hand-shown-to-both", "3-3-3", "the hand is shown to the opponent", _view("hand")),
    Mutant("armor-seen-by-owner", "3-8-2", "the owner sees their armor", _view("armor")),
    Mutant("face-down-gauge-hidden", "3-4-1-2", "face-down gauge cards are hidden", _view("face_down_gauge")),
    Mutant("captain-deck-public", "3-5-3", "the captain deck is shown to the opponent", _view("captain_deck")),
    Mutant("crystal-enters-rested", "3-7-1-1", "the start phase's crystal enters rested", _crystal_enters_rested),
    Mutant("six-captains-allowed", "5-1-2", "a captain deck of six cards is accepted", _six_captains_allowed),
    Mutant("five-copies-allowed", "5-1-3-1", "five copies of one number are accepted", _five_copies_allowed),
    Mutant("genders-mixed", "5-1-2-2", "a captain deck may mix genders", _genders_mixed),
    Mutant("no-rank-zero-needed", "5-1-2-3", "a captain deck needs no rank-0 captain", _no_rank_zero_needed),
    Mutant("deck-of-49-accepted", "5-1-3", "a main deck of 49 cards is accepted", _deck_of_49_accepted),
    Mutant("nine-summons-allowed", "5-1-3-2", "nine summons are accepted", _nine_summons_allowed),
    Mutant("deck-not-shuffled", "5-2-1-3", "the decks are not shuffled", _deck_not_shuffled),
    Mutant("p1-always-first", "5-2-1-4", "p1 always goes first", _p1_always_first),
    Mutant("hand-of-four", "5-2-1-5", "the opening hand is four cards", _hand_of_four),
    Mutant(
        "second-player-mulligans-first", "5-2-1-5", "the second player mulligans first", _second_player_mulligans_first
    ),
    Mutant("mulligan-to-top", "5-2-1-5-1", "mulliganed cards go on top of the deck", _mulligan_to_top),
    Mutant("mulligan-draws-nothing", "5-2-1-5-2", "a mulligan draws no replacement", _mulligan_draws_nothing),
    Mutant("four-armor", "5-2-1-6", "four armor cards", _four_armor),
    Mutant("armor-from-the-bottom", "5-2-1-6", "the armor comes from the deck's bottom", _armor_from_the_bottom),
    Mutant("captain-enters-rested", "3-5-1-1", "the first captain enters rested", _captain_enters_rested),
    Mutant("any-rank-captain", "5-2-1-7", "a captain of any rank may start", _any_rank_captain),
    Mutant("first-listed-captain", "5-2-1-7", "the player is given no choice of rank-0 captain", _first_listed_captain),
)


def make_engine() -> GbfEngine:
    """Engine factory: the reference engine with the mutant named by ``$TCGJUDGE_MUTANT`` active."""
    activate(CATALOGUE, os.environ.get(ENV, "").strip())
    return GbfEngine()
