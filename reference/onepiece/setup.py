"""Starting a game (chapter 5) from a seeded fresh setup or from a declared state."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tcgjudge.engine.interface import IllegalActionError

from ..core.players import seeded
from .cards import DURATIONS, KEYWORDS, PROHIBITIONS, CardDef, CardPool, parse_card
from .decisions import Decision
from .state import PLAYERS, Battle, Card, FieldCard, GameState, Modifier, Pending, PlayerState, other
from .tasks import TASKS, BattleCheckpoint, BattleStep, BeginTurn, SetupLife, SetupRedraw, SetupTurnOrder

_PARSED: dict[str, CardDef] = {}
"""Card definitions already parsed, by the text of their JSON form: definitions are frozen, so games
started from the same cards (a suite, a benchmark) share them instead of parsing them again."""


def parse_cards(raw: list[Mapping[str, Any]]) -> dict[str, CardDef]:
    out: dict[str, CardDef] = {}
    for d in raw:
        key = repr(d)
        card = _PARSED.get(key)
        if card is None:
            card = parse_card(d)
            if len(_PARSED) >= 10_000:
                _PARSED.clear()
            _PARSED[key] = card
        out[card.id] = card
    return out


def _need_card(cards: dict[str, CardDef], number: str) -> CardDef:
    if number not in cards:
        raise ValueError(f"card {number!r} is not defined in the setup's cards")
    return cards[number]


def check_deck(cards: dict[str, CardDef], leader: str, deck: list[str], don: int) -> None:
    """5-1-2: exactly one leader, 50 cards, 10 DON!!; colours (5-1-2-2); at most 4 per number (5-1-2-3)."""
    ld = _need_card(cards, leader)
    if ld.category != "leader":
        raise IllegalActionError("5-1-2", f"{leader} is not a leader card")
    if len(deck) != 50:
        raise IllegalActionError("5-1-2", f"the deck has {len(deck)} cards, not exactly 50")
    if don != 10:
        raise IllegalActionError("5-1-2", f"the DON!! deck has {don} cards, not exactly 10")
    for number in dict.fromkeys(deck):  # each number once, in deck order: copies pass or fail alike
        d = _need_card(cards, number)
        if d.category not in ("character", "event", "stage"):
            raise IllegalActionError("5-1-2-1", f"{number} is a {d.category} card and cannot be in the deck")
        if not set(d.colors) & set(ld.colors):
            raise IllegalActionError("5-1-2-2", f"{number} has none of the leader's colours")
    for number, n in Counter(deck).items():
        if n > 4 and not cards[number].unlimited_copies():  # 8-1-3-4-3: an "under the rules" exception
            raise IllegalActionError("5-1-2-3", f"{n} copies of {number}, at most 4 allowed")


def fresh_state(setup: Mapping[str, Any]) -> GameState:
    """5-2-1-1..4: present and check decks, shuffle, place leaders, pick who chooses first/second."""
    cards = parse_cards(list(setup.get("cards", [])))
    seed = int(setup["seed"])
    players_raw = list(setup["players"])
    if len(players_raw) != 2:
        raise ValueError("exactly two players (1-1-1)")
    s = GameState(cards=CardPool(cards), players={}, rng_state=seeded(seed))
    for p, raw in zip(PLAYERS, players_raw, strict=True):
        leader = str(raw["leader"])
        deck = [str(x) for x in raw["deck"]]
        don = int(raw.get("don_deck", 10))
        check_deck(cards, leader, deck, don)
        ps = PlayerState(don_deck=don)
        ps.leader = FieldCard(s.new_id(p), leader)
        ps.deck = [Card(s.new_id(p), n) for n in deck]
        s.players[p] = ps
    for p in PLAYERS:
        s.shuffle(s.players[p].deck)  # 5-2-1-2
        s.emit("shuffle", player=p)
    chooser = s.choice(PLAYERS)  # 5-2-1-4: decided at random
    s.emit("turn_order_chooser", player=chooser)
    s.tasks.append(SetupTurnOrder(chooser))
    return s


@TASKS.handles(SetupTurnOrder)
def _setup_turn_order(s: GameState, task: SetupTurnOrder) -> None:
    s.pending = Pending(
        player=task.player,
        kind=Decision.CHOOSE_TURN_ORDER,
        prompt="go first or second?",
        options=[True, False],
        min=1,
        max=1,
    )


def answer_turn_order(s: GameState, player: str, go_first: bool) -> None:
    """5-2-1-5, then 5-2-1-6 opening hands."""
    first = player if go_first else other(player)
    s.first_player = first
    s.pending = None
    s.emit("turn_order", player=player, first=first)
    for p in (first, other(first)):
        for _ in range(5):
            _draw_setup(s, p)
    s.tasks.append(SetupLife())
    s.tasks.append(SetupRedraw(other(first)))
    s.tasks.append(SetupRedraw(first))


def _draw_setup(s: GameState, p: str) -> None:
    ps = s.players[p]
    card = ps.deck.pop(0)
    ps.hand.append(card)
    s.emit("draw", player=p, card=card.id)


@TASKS.handles(SetupRedraw)
def _setup_redraw(s: GameState, task: SetupRedraw) -> None:
    s.pending = Pending(
        player=task.player,
        kind=Decision.REDRAW,
        prompt="redraw your opening hand?",
        options=[True, False],
        min=1,
        max=1,
    )


def answer_redraw(s: GameState, player: str, redraw: bool) -> None:
    """5-2-1-6-1: return the hand, shuffle, draw 5 again."""
    s.pending = None
    s.emit("redraw" if redraw else "keep", player=player)
    if not redraw:
        return
    ps = s.players[player]
    ps.deck.extend(ps.hand)
    ps.hand = []
    s.shuffle(ps.deck)
    for _ in range(5):
        _draw_setup(s, player)


def place_life(s: GameState, p: str) -> None:
    """5-2-1-7 / 2-9-2-1: the deck's top card ends at the bottom of the life."""
    ps = s.players[p]
    assert ps.leader is not None
    n = s.card_def(ps.leader.card).life
    taken = ps.deck[:n]
    ps.deck = ps.deck[n:]
    ps.life = list(reversed(taken)) + ps.life
    s.emit("life", player=p, count=len(taken))


@TASKS.handles(SetupLife)
def _setup_life(s: GameState, task: SetupLife) -> None:
    assert s.first_player is not None
    for p in (s.first_player, other(s.first_player)):
        place_life(s, p)
    s.tasks.append(BeginTurn(1, s.first_player))  # 5-2-1-8


# -- declared state ---------------------------------------------------------------------------


def _ref(entry: Any) -> dict[str, Any]:
    if isinstance(entry, str):
        return {"card": entry}
    if isinstance(entry, Mapping) and "card" in entry:
        return dict(entry)
    raise ValueError(f"bad card entry {entry!r}")


def declared_state(setup: Mapping[str, Any]) -> GameState:
    """Build a mid-game state; the game continues from the start of the declared phase/step."""
    cards = parse_cards(list(setup.get("cards", [])))
    raw = setup["state"]
    s = GameState(cards=CardPool(cards), players={}, rng_state=seeded(int(setup.get("seed", 0))))
    seen: set[str] = set()

    def ident(p: str, r: dict[str, Any]) -> str:
        _need_card(cards, str(r["card"]))
        cid = r.get("id")
        if cid is None:
            return ""
        cid = str(cid)
        if cid in seen:
            raise ValueError(f"duplicate card id {cid!r}")
        seen.add(cid)
        return cid

    built: dict[str, PlayerState] = {}
    for p in PLAYERS:
        pr = raw["players"][p]
        ps = PlayerState(
            don_deck=int(pr.get("don_deck", 10)),
            don_active=int(pr.get("don_active", 0)),
            don_rested=int(pr.get("don_rested", 0)),
        )
        lr = _ref(pr["leader"])
        if _need_card(cards, str(lr["card"])).category != "leader":
            raise ValueError(f"{lr['card']} is not a leader")
        ps.leader = FieldCard(ident(p, lr), str(lr["card"]), bool(lr.get("rested", False)), int(lr.get("don", 0)))
        for cr in map(_ref, pr.get("characters", [])):
            ps.characters.append(
                FieldCard(
                    ident(p, cr),
                    str(cr["card"]),
                    bool(cr.get("rested", False)),
                    int(cr.get("don", 0)),
                    bool(cr.get("played_this_turn", False)),
                )
            )
        if len(ps.characters) > 5:
            raise ValueError("at most 5 characters (3-7-6)")
        if pr.get("stage") is not None:
            sr = _ref(pr["stage"])
            ps.stage = FieldCard(ident(p, sr), str(sr["card"]), bool(sr.get("rested", False)))
        for zone in ("hand", "deck", "trash", "life"):
            lst: list[Card] = getattr(ps, zone)
            for r in map(_ref, pr.get(zone, [])):
                lst.append(Card(ident(p, r), str(r["card"]), bool(r.get("face_up", False))))
        built[p] = ps
    s.players = built
    s.reserved_ids = frozenset(seen)
    for p in PLAYERS:  # engine ids for entries without one
        for fc in s.field_cards(p):
            if not fc.id:
                fc.id = s.new_id(p)
        ps = s.players[p]
        for lst in (ps.hand, ps.deck, ps.trash, ps.life):
            for i, c in enumerate(lst):
                if not c.id:
                    lst[i] = replace(c, id=s.new_id(p))
    s.turn = int(raw["turn"])
    s.turn_player = str(raw["turn_player"])
    if s.turn_player not in PLAYERS:
        raise ValueError("turn_player must be p1 or p2")
    default_first = s.turn_player if s.turn % 2 == 1 else other(s.turn_player)
    s.first_player = str(raw.get("first_player") or default_first)
    for e in raw.get("effects", []):
        kind = {"power": "power", "keyword": "keyword", "prohibit": "prohibit", "cost": "cost", "negate": "negate"}[
            str(e["kind"])
        ]
        if e["duration"] not in DURATIONS:
            raise ValueError(f"unknown duration {e['duration']!r}")
        if kind == "keyword" and e.get("keyword") not in KEYWORDS:
            raise ValueError("unknown keyword")
        if kind == "prohibit" and e.get("what") not in PROHIBITIONS:
            raise ValueError("unknown prohibition")
        s.modifiers.append(
            Modifier(
                kind,
                str(e["target"]),
                str(e["duration"]),
                str(e["controller"]),
                int(e.get("amount", 0)),
                str(e.get("keyword", "")),
                str(e.get("what", "")),
            )
        )
    phase = str(raw["phase"])
    b = raw.get("battle")
    if b:
        if phase != "main":
            raise ValueError("a battle happens in the main phase")
        owner = s.owner_of(str(b["attacker"]))
        if owner != s.turn_player:
            raise ValueError("the attacker must belong to the turn player")
        s.phase = "main"
        s.battle = Battle(
            str(b["attacker"]),
            str(b["target"]),
            str(b["target"]),
            str(b["step"]),
            owner,
            blocker_used=bool(b.get("blocker_used", False)),
        )
        s.tasks.append(BattleCheckpoint(_battle_step(b["step"])))
    else:
        from .turn import push_phases_from

        s.phase = phase
        push_phases_from(s, phase)
    return s


def _battle_step(step: object) -> BattleStep:
    """The step a declared battle is in (the setup schema allows these three)."""
    if step == "block" or step == "counter" or step == "damage":
        return step
    raise ValueError(f"a declared battle is in the block, counter or damage step, not {step!r}")
