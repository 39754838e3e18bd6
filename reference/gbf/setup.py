"""Starting a game: deck construction (5-1), the seeded fresh setup (5-2), a declared state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tcgjudge.reference.core.players import seeded

from tcgjudge.engine.interface import IllegalActionError

from .cards import (
    CAPTAIN,
    MAIN_DECK_SIZE,
    MAX_CAPTAIN_DECK,
    MAX_COPIES,
    MAX_CREW,
    MAX_SUMMONS,
    OPENING_HAND,
    SUMMON,
    CardDef,
    card_pool,
)
from .rules import draw_n
from .state import PHASES, PLAYERS, Card, GameState, Player
from .turn import AskMulligan, BeginTurn, phase_tasks


def check_decks(pool: Mapping[str, CardDef], captain_deck: list[str], deck: list[str]) -> None:
    """5-1-2, 5-1-3 and 5-1-3-1..5-1-3-2 (2-10-3), checked once when the decks are presented (5-2-1-1).

    Raises naming the clause.
    """
    unknown = [c for c in [*captain_deck, *deck] if c not in pool]
    if unknown:
        raise ValueError(f"cards {unknown} are not in the setup's card list")
    captains = [pool[c] for c in captain_deck]
    if len(captains) > MAX_CAPTAIN_DECK:
        raise IllegalActionError("5-1-2", f"the captain deck has {len(captains)} cards, at most {MAX_CAPTAIN_DECK}")
    not_captains = [d.id for d in captains if d.kind != CAPTAIN]
    if not_captains:
        raise IllegalActionError("5-1-2", f"{not_captains} are no captain cards and cannot be in the captain deck")
    for number, n in Counter(captain_deck).items():
        if n > MAX_COPIES:
            raise IllegalActionError("5-1-2-1", f"{n} copies of {number} in the captain deck, at most {MAX_COPIES}")
    if len({d.gender for d in captains}) > 1:
        raise IllegalActionError("5-1-2-2", "the captain deck mixes genders")
    if not any(d.rank == 0 for d in captains):
        raise IllegalActionError("5-1-2-3", "the captain deck has no rank-0 captain")
    if len(deck) != MAIN_DECK_SIZE:
        raise IllegalActionError("5-1-3", f"the main deck has {len(deck)} cards, not exactly {MAIN_DECK_SIZE}")
    captains_in_main = sorted({c for c in deck if pool[c].kind == CAPTAIN})
    if captains_in_main:
        raise IllegalActionError("5-1-3", f"captain cards {captains_in_main} belong in the captain deck")
    for number, n in Counter(deck).items():
        # 5-1-3-3: a continuous deck-building effect replaces the limit of 5-1-3-1 for its card
        most = max([MAX_COPIES, *(e.deck_copies for e in pool[number].effects if e.kind == "continuous")])
        if n > most:
            raise IllegalActionError("5-1-3-1", f"{n} copies of {number} in the main deck, at most {most}")
    summons = sum(pool[c].kind == SUMMON for c in deck)
    if summons > MAX_SUMMONS:
        raise IllegalActionError("5-1-3-2", f"{summons} summon cards in the main deck, at most {MAX_SUMMONS}")


def fresh_state(setup: Mapping[str, Any]) -> GameState:
    """5-2-1-1..5-2-1-5: decks checked, placed and shuffled by their owners, the first player drawn at random
    (no one chooses, 5-2-1-4-1), five cards each; the mulligans, armor and captains follow as tasks."""
    pool = card_pool(setup.get("cards", []))
    raw_players = list(setup["players"])
    if len(raw_players) != len(PLAYERS):
        raise ValueError("a game has exactly two players (1-1-1)")
    s = GameState(pool=pool, players={}, rng_state=seeded(int(setup["seed"])))
    for p, raw in zip(PLAYERS, raw_players, strict=True):
        captain_deck = [str(c) for c in raw["captain_deck"]]
        deck = [str(c) for c in raw["deck"]]
        check_decks(pool, captain_deck, deck)  # 5-2-1-1
        pl = Player()
        pl.captain_deck = [Card(s.new_id(p), c, p, face_up=False) for c in captain_deck]  # 5-2-1-2
        pl.deck = [Card(s.new_id(p), c, p, face_up=False) for c in deck]
        s.players[p] = pl
    for p in PLAYERS:
        shuffle(s, p)  # 5-2-1-3
    first = draw_first_player(s)
    s.emit("first_player", player=first)
    for p in (first, "p2" if first == "p1" else "p1"):
        draw_n(s, p, OPENING_HAND)  # 5-2-1-5
    s.tasks.append(AskMulligan(first))
    return s


def shuffle(s: GameState, player: str) -> None:
    """3-2-4: the deck's order made random, by the player it belongs to."""
    s.shuffle(s.players[player].deck)
    s.emit("shuffle", player=player)


def draw_first_player(s: GameState) -> str:
    """5-2-1-4: the first player drawn at random; 5-2-1-4-1: nobody chooses to go first or second."""
    first = s.choice(PLAYERS)
    s.first_player = first
    return first


# -- declared state ---------------------------------------------------------------------------------


def _card(s: GameState, raw: Any, owner: str, face_up: bool = True) -> Card:
    if isinstance(raw, str):
        raw = {"card": raw}
    card = str(raw["card"])
    if card not in s.pool:
        raise ValueError(f"card {card!r} is not in the setup's card list")
    owner = str(raw.get("owner", owner))  # 4-2-2: who brought the card; its master is its zone's player (4-3-2)
    cid = str(raw["id"]) if raw.get("id") is not None else s.new_id(owner)
    level = [_card(s, x, owner, face_up=False) for x in raw.get("level", [])]
    return Card(
        cid,
        card,
        owner,
        active=bool(raw.get("active", True)),
        face_up=bool(raw.get("face_up", face_up)),
        incapacitated=bool(raw.get("incapacitated", False)),
        level=level,
        chips=tuple(str(chip) for chip in raw.get("chips", [])),  # 10-16-1
    )


def _ids(raw: Any) -> list[str]:
    found: list[str] = []
    if isinstance(raw, Mapping):
        if isinstance(raw.get("id"), str) and "card" in raw:
            found.append(raw["id"])
        for value in raw.values():
            found += _ids(value)
    elif isinstance(raw, list):
        for value in raw:
            found += _ids(value)
    return found


def declared_state(setup: Mapping[str, Any]) -> GameState:
    """A state declared in full (docs/gbf-data.md (a)), starting at the beginning of its phase."""
    pool = card_pool(setup.get("cards", []))
    raw = setup["state"]
    ids = _ids(raw["players"])
    if len(ids) != len(set(ids)):
        raise ValueError("two cards of the declared state share an id")
    s = GameState(pool=pool, players={}, rng_state=seeded(int(setup.get("seed", 0))), reserved_ids=frozenset(ids))
    for p in PLAYERS:
        rp = raw["players"][p]
        pl = Player()
        pl.deck = [_card(s, c, p, face_up=False) for c in rp.get("deck", [])]
        pl.hand = [_card(s, c, p) for c in rp.get("hand", [])]
        pl.gauge = [_card(s, c, p) for c in rp.get("gauge", [])]
        pl.captain_deck = [_card(s, c, p, face_up=False) for c in rp.get("captain_deck", [])]
        pl.captains = [_card(s, c, p) for c in rp.get("captains", [])]
        pl.crew = [_card(s, c, p) for c in rp.get("crew", [])]
        pl.crystals = [_card(s, c, p) for c in rp.get("crystals", [])]
        pl.armor = [_card(s, c, p, face_up=False) for c in rp.get("armor", [])]
        pl.chips = {str(zone): [str(c) for c in chips] for zone, chips in (rp.get("chips") or {}).items() if chips}
        if not pl.captains:
            raise ValueError(f"{p} has no captain in play")
        if len(pl.crew) > MAX_CREW:
            raise ValueError(f"{p} has {len(pl.crew)} crew in play, at most {MAX_CREW} (3-6-3)")
        s.players[p] = pl
    s.turn = int(raw["turn"])
    s.turn_player = str(raw["turn_player"])
    first = raw.get("first_player")
    s.first_player = str(first) if first else (s.turn_player if s.turn % 2 == 1 else _other(s.turn_player))
    s.used = frozenset(str(x) for x in raw.get("used", []))
    phase = str(raw.get("phase", "main"))
    if phase not in PHASES or phase == "setup":
        raise ValueError(f"a declared state starts in the start, main, battle or burst phase, not {phase!r}")
    s.phase = phase
    if phase == "start":
        s.turn -= 1  # BeginTurn counts the turn it begins
        s.tasks.append(BeginTurn(s.turn_player))
    else:
        s.tasks += phase_tasks(phase)
    return s


def _other(p: str) -> str:
    return "p2" if p == "p1" else "p1"
