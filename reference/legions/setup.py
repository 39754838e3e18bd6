"""Starting a game: deck legality (chapter 23), the seeded fresh setup (chapter 25), a declared state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.players import seeded
from .cards import MAIN_DECK_CATEGORIES, WAIT_ZONES, CardPool, parse_cards
from .state import (
    LANES,
    MAX_LIFE,
    PLAYERS,
    STANDBY_SLOTS,
    Card,
    GameState,
    Master,
    Pending,
    PlayerState,
    Unit,
    WaitZone,
    other,
)
from .tasks import TASKS, BeginTurn, BreakCheck, SetupTurnOrder
from .turn import PHASES, push_phases_from
from .zones import draw, move_cores, wait_zone

MAIN_DECK_SIZE = 40  # 23-2a: 1 master + 40 = 41 cards
MAX_COPIES = 3  # 23-2c
STARTING_CORES = 5  # 25-6
OPENING_HAND = 5  # 25-9
SECOND_PLAYER_BONUS_ZONE = 2  # 25-8: wait zone III


def check_deck(pool: CardPool, master: str, deck: list[str], restrictions: Mapping[str, Any]) -> None:
    """Standard regulation 23-2a..23-2g; raises IllegalActionError naming the clause broken."""
    md = pool.get(master)
    if md.category != "master":
        raise IllegalActionError("23-2a", f"{master} is a {md.category} card, not the deck's master card")
    if len(deck) != MAIN_DECK_SIZE:
        raise IllegalActionError("23-2a", f"the main deck has {len(deck)} cards, not exactly {MAIN_DECK_SIZE}")
    defs = [pool.get(card) for card in deck]
    for d in defs:
        if d.category not in MAIN_DECK_CATEGORIES:
            raise IllegalActionError("23-2b", f"{d.id} is a master card and cannot be in the main deck")
    names = Counter(d.name for d in defs)  # 14-2: cards are told apart by name
    for name, n in names.items():
        if n > MAX_COPIES:
            raise IllegalActionError("23-2c", f"{n} cards named {name!r}, at most {MAX_COPIES} allowed")
    for d in defs:
        if d.double_symbol and not set(d.colors) <= set(md.colors):
            raise IllegalActionError("23-2d", f"{d.id} is class-exclusive to another class than {master}'s")
    check_restrictions(names + Counter([md.name]), restrictions)


def check_restrictions(names: Counter[str], restrictions: Mapping[str, Any]) -> None:
    """23-2e..23-2g (23-3a..23-3c) over ``names``: how many cards of each exact name the deck holds.

    Decision (23-2e..23-2g with 22-1): these clauses speak of the deck, which is the master card and
    the main deck together, so a banned or joint-use master counts; 23-2c names only the main deck.
    """
    for name in restrictions.get("banned", ()):
        if names[name]:
            raise IllegalActionError("23-2e", f"{name!r} is banned")
    for name, limit in dict(restrictions.get("limited", {})).items():
        if names[name] > int(limit):
            raise IllegalActionError("23-2f", f"{names[name]} cards named {name!r}, limited to {limit}")
    for group in restrictions.get("joint", ()):
        present = [name for name in group if names[name]]
        if len(present) > 1:
            raise IllegalActionError("23-2g", f"{present} may not be in the same deck")


def shuffle_deck(s: GameState, player: str) -> None:
    """25-4: the player's deck in a random order, from the game's seeded generator."""
    s.shuffle(s.players[player].deck)
    s.emit("shuffle", player=player)


def fresh_state(setup: Mapping[str, Any]) -> GameState:
    """25-3..25-7: masters set in normal mode, decks shuffled, life 20, 5 cores each, the chooser drawn."""
    pool = parse_cards(list(setup.get("cards", [])))
    raw_players = list(setup["players"])
    if len(raw_players) != len(PLAYERS):
        raise ValueError("a game has exactly two players (01-1)")
    restrictions = dict(setup.get("restrictions", {}))
    s = GameState(cards=pool, players={}, rng_state=seeded(int(setup["seed"])))
    for p, raw in zip(PLAYERS, raw_players, strict=True):
        master = str(raw["master"])
        deck = [str(x) for x in raw["deck"]]
        check_deck(pool, master, deck, restrictions)
        ps = PlayerState(master=Master(s.new_id(p), master, mode="normal"))  # 25-3
        ps.deck = [Card(s.new_id(p), card) for card in deck]
        s.players[p] = ps
    for p in PLAYERS:
        shuffle_deck(s, p)
    for p in PLAYERS:
        s.emit("life", player=p, life=s.players[p].life)  # 25-5
        move_cores(s, p, STARTING_CORES, "outside", "master")  # 25-6
    chooser = setup.get("chooser")  # 25-7: in a match, the loser of the previous game chooses
    if chooser is None:
        chooser = s.choice(PLAYERS)  # 25-7: a random draw; its winner chooses
    elif chooser not in PLAYERS:
        raise ValueError("chooser is p1 or p2")
    s.emit("turn_order_chooser", player=chooser)
    s.tasks.append(SetupTurnOrder(chooser))
    return s


@TASKS.handles(SetupTurnOrder)
def _setup_turn_order(s: GameState, task: SetupTurnOrder) -> None:
    """25-7: the chooser is asked."""
    s.pending = Pending(task.player, "choose_turn_order", "go first or second?", [True, False], 1, 1)


def answer_turn_order(s: GameState, player: str, go_first: bool) -> None:
    """25-7 answered, then 25-8 (the second player's bonus core), 25-9 (five cards each) and 25-10."""
    first = player if go_first else other(player)
    s.first_player = first
    s.pending = None
    s.emit("turn_order", player=player, first=first)
    move_cores(s, other(first), 1, "master", wait_zone(SECOND_PLAYER_BONUS_ZONE))  # 25-8
    for p in (first, other(first)):  # 25-9
        for _ in range(OPENING_HAND):
            draw(s, p)
    s.tasks.append(BeginTurn(1, first))  # 25-10


# -- declared state ---------------------------------------------------------------------------


def _ref(entry: Any) -> dict[str, Any]:
    if isinstance(entry, str):
        return {"card": entry}
    if isinstance(entry, Mapping) and "card" in entry:
        return dict(entry)
    raise ValueError(f"bad card entry {entry!r}")


def _count(raw: Mapping[str, Any], key: str, default: int = 0) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{key} must be a non-negative integer, not {value!r}")
    return value


class _Ids:
    """Ids of a declared state: given ids kept (unique), the others made by the engine afterwards."""

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool
        self.seen: set[str] = set()

    def __call__(self, r: Mapping[str, Any]) -> str:
        self.pool.get(str(r["card"]))
        cid = r.get("id")
        if cid is None:
            return ""
        cid = str(cid)
        if cid in self.seen:
            raise ValueError(f"duplicate card id {cid!r}")
        self.seen.add(cid)
        return cid


def _unit(ident: _Ids, raw: Any, category: tuple[str, ...]) -> Unit | None:
    if raw is None:
        return None
    r = _ref(raw)
    if ident.pool.get(str(r["card"])).category not in category:
        raise ValueError(f"{r['card']} cannot stand there (a {'/'.join(category)} card is needed)")
    if r.get("cores") and category != ("lord",):
        raise ValueError("only a lord carries cores (32-5)")
    return Unit(
        ident(r),
        str(r["card"]),
        exhausted=bool(r.get("exhausted", False)),
        reversed=bool(r.get("reversed", False)),
        damage=_count(r, "damage"),
        placed_this_turn=bool(r.get("incapacitated", False)),  # 29-1: declared as put on the field this turn
        cores=_count(r, "cores"),
    )


def _cards(ident: _Ids, entries: Any, facing: str | None = None) -> list[Card]:
    """Card entries of a stack; ``facing``: the key declaring a face-down card there (``reversed``
    in public zones, ``face_up`` false in the exclusion zone), None where facing means nothing."""
    out = []
    for r in map(_ref, entries or []):
        if facing == "face_up":
            face_down = not bool(r.get("face_up", True))
        else:
            face_down = facing is not None and bool(r.get(facing, False))
        out.append(Card(ident(r), str(r["card"]), face_down))
    return out


def _player(ident: _Ids, pr: Mapping[str, Any]) -> PlayerState:
    mr = _ref(pr["master"])
    if ident.pool.get(str(mr["card"])).category != "master":
        raise ValueError(f"{mr['card']} is not a master card")
    mode = str(mr.get("mode", "normal"))
    if mode not in ("normal", "awakened"):
        raise ValueError("master mode is 'normal' or 'awakened' (20-1)")
    master = Master(ident(mr), str(mr["card"]), mode, _count(mr, "cores"), bool(mr.get("exhausted", False)))
    ps = PlayerState(master=master)
    ps.deck = _cards(ident, pr.get("deck"))
    ps.hand = _cards(ident, pr.get("hand"))
    lanes = dict(pr.get("lanes", {}))
    if set(lanes) - set(LANES):
        raise ValueError(f"lanes are {LANES}")
    ps.lanes = {lane: _unit(ident, lanes.get(lane), ("minion",)) for lane in LANES}
    ps.lord = _unit(ident, pr.get("lord"), ("lord",))
    waits = dict(pr.get("wait", {}))
    if set(waits) - set(WAIT_ZONES):
        raise ValueError(f"wait zones are {WAIT_ZONES}")
    ps.wait = [WaitZone() for _ in WAIT_ZONES]
    for i, name in enumerate(WAIT_ZONES):
        wr = dict(waits.get(name, {}))
        ps.wait[i] = WaitZone(_cards(ident, wr.get("cards"), "reversed"), _count(wr, "cores"))
    ps.standby = _cards(ident, pr.get("standby"), "reversed")
    if len(ps.standby) > STANDBY_SLOTS:
        raise ValueError(f"the standby zone holds at most {STANDBY_SLOTS} cards (17-17)")
    ps.exclusion = _cards(ident, pr.get("exclusion"), "face_up")
    core = dict(pr.get("core_zone", {}))
    ps.core_active, ps.core_exhausted = _count(core, "active"), _count(core, "exhausted")
    ps.life = _count(pr, "life", MAX_LIFE)
    if ps.life > MAX_LIFE:
        raise ValueError(f"life is at most {MAX_LIFE} (08-4)")
    ps.mp = _count(pr, "mp")
    return ps


def _fill_ids(s: GameState) -> None:
    for p in PLAYERS:
        ps = s.players[p]
        if not ps.master.id:
            ps.master.id = s.new_id(p)
        for unit in s.units(p):
            if not unit.id:
                unit.id = s.new_id(p)
        stacks = [ps.deck, ps.hand, ps.standby, ps.exclusion] + [w.cards for w in ps.wait]
        for stack in stacks:
            stack[:] = [card if card.id else replace(card, id=s.new_id(p)) for card in stack]


def declared_state(setup: Mapping[str, Any]) -> GameState:
    """Build a state mid-game; play goes on from the beginning of the declared phase."""
    pool = parse_cards(list(setup.get("cards", [])))
    raw = setup["state"]
    ident = _Ids(pool)
    s = GameState(cards=pool, players={}, rng_state=seeded(int(setup.get("seed", 0))))
    s.players = {p: _player(ident, raw["players"][p]) for p in PLAYERS}
    s.reserved_ids = frozenset(ident.seen)
    _fill_ids(s)
    s.turn = int(raw["turn"])
    s.turn_player = str(raw["turn_player"])
    if s.turn_player not in PLAYERS or s.turn < 1:
        raise ValueError("turn_player is p1 or p2 and turn is at least 1")
    default_first = s.turn_player if s.turn % 2 == 1 else other(s.turn_player)
    s.first_player = str(raw.get("first_player") or default_first)
    phase = str(raw["phase"])
    if phase not in PHASES:
        raise ValueError(f"phase is one of {PHASES}")
    s.phase = phase
    push_phases_from(s, phase)
    # Decision (10-1 with 24-4b): a declared minion or lord already at 0 HP breaks at once, right after
    # the end-of-game check and before the declared phase runs (the task stack runs it first).
    s.tasks.append(BreakCheck())
    return s
