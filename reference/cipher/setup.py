"""Starting a game: deck preparation (12.1), the seeded fresh setup (12.2), a declared state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from .cards import MAIN_CHARACTER_COST, MAX_SAME_NAME, MIN_DECK, CardDef, card_pool
from .state import PHASES, PLAYERS, Card, GameRandom, GameState, Player
from .turn import AskMainCharacter, BeginTurn, ShuffleDecks, phase_tasks


def check_deck(pool: Mapping[str, CardDef], deck: list[str]) -> None:
    """12.1.1 and 12.1.1.1 to 12.1.1.3, checked once when the decks are presented. Raises naming the clause."""
    unknown = [c for c in deck if c not in pool]
    if unknown:
        raise ValueError(f"cards {unknown} are not in the setup's card list")
    markers = sorted({c for c in deck if pool[c].marker})
    if markers:
        raise IllegalActionError("12.1.1.3", f"marker cards {markers} cannot be in a deck (12.1.1.3.1)")
    if len(deck) < MIN_DECK:
        raise IllegalActionError("12.1.1", f"the deck has {len(deck)} cards, at least {MIN_DECK}")
    for name, n in Counter(pool[c].name for c in deck).items():
        if n > MAX_SAME_NAME:
            raise IllegalActionError("12.1.1.2", f"{n} cards named {name!r}, at most {MAX_SAME_NAME}")
    if not any(pool[c].cost == MAIN_CHARACTER_COST for c in deck):
        raise IllegalActionError("12.1.1.1", "the deck has no card of deploy cost 1")


def fresh_state(setup: Mapping[str, Any]) -> GameState:
    """12.2.1: decks checked and presented; the Main Characters are chosen first (12.2.1.1), then the tasks
    shuffle, draw the first player, deal, ask the mulligans and place the orbs."""
    pool = card_pool(setup.get("cards", []))
    raw_players = list(setup["players"])
    if len(raw_players) != len(PLAYERS):
        raise ValueError("a game has exactly two players")
    s = GameState(pool=pool, players={}, rng=GameRandom(int(setup["seed"])))
    for p, raw in zip(PLAYERS, raw_players, strict=True):
        deck = [str(c) for c in raw["deck"]]
        check_deck(pool, deck)
        pl = Player()
        pl.deck = [Card(s.new_id(p), c, p, face_up=False) for c in deck]
        s.players[p] = pl
    # 12.2.1.1 names no order: p1 then p2 (docs/cipher-data.md), each unseen by the other
    s.tasks += [ShuffleDecks(), AskMainCharacter("p2"), AskMainCharacter("p1")]
    return s


# -- declared state ---------------------------------------------------------------------------------


def _card(s: GameState, raw: Any, owner: str, face_up: bool = True) -> Card:
    if isinstance(raw, str):
        raw = {"card": raw}
    card = str(raw["card"])
    if card not in s.pool:
        raise ValueError(f"card {card!r} is not in the setup's card list")
    cid = str(raw["id"]) if raw.get("id") is not None else s.new_id(owner)
    return Card(
        cid,
        card,
        owner,
        face_up=bool(raw.get("face_up", face_up)),
        tapped=bool(raw.get("tapped", False)),
        main=bool(raw.get("main", False)),
        levelled=bool(raw.get("levelled", False)),
        class_changed=bool(raw.get("class_changed", False)),
        stack=[_card(s, x, owner) for x in raw.get("stack", [])],
        destroyed=bool(raw.get("destroyed", False)),
        used=[int(x) for x in raw.get("used", [])],
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


HIDDEN = ("deck", "hand", "orbs")  # 6.4.5: face down there


def declared_state(setup: Mapping[str, Any]) -> GameState:
    """A state declared in full (docs/cipher-data.md (a)), starting at the beginning of its phase."""
    pool = card_pool(setup.get("cards", []))
    raw = setup["state"]
    ids = _ids(raw["players"])
    if len(ids) != len(set(ids)):
        raise ValueError("two cards of the declared state share an id")
    s = GameState(pool=pool, players={}, rng=GameRandom(int(setup.get("seed", 0))), reserved_ids=frozenset(ids))
    for p in PLAYERS:
        rp = raw["players"][p]
        pl = Player(mulliganed=bool(rp.get("mulliganed", True)))
        for zone in ("deck", "hand", "support", "retreat", "orbs", "bonds", "front", "back", "infinity"):
            setattr(pl, zone, [_card(s, c, p, face_up=zone not in HIDDEN) for c in rp.get(zone, [])])
        s.players[p] = pl
    s.turn = int(raw["turn"])
    s.turn_player = str(raw["turn_player"])
    first = raw.get("first_player")
    s.first_player = str(first) if first else (s.turn_player if s.turn % 2 == 1 else _other(s.turn_player))
    phase = str(raw.get("phase", "deployment"))
    if phase not in PHASES or phase == "setup":
        raise ValueError(
            f"a declared state starts in the beginning, bond, deployment, action or end phase, not {phase!r}"
        )
    s.phase = phase
    if phase == "beginning":
        s.turn -= 1  # BeginTurn counts the turn it begins
        s.tasks.append(BeginTurn(s.turn_player))
    else:
        s.tasks += phase_tasks(phase)
    return s


def _other(p: str) -> str:
    return "p2" if p == "p1" else "p1"
