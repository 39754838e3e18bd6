"""Triggered effects (chapter 37): trigger checks after each sequence, once per change, in priority order.

The changes a trigger condition reads (36-2) are the game's own log entries: a card moving onto the
field (``move`` to a lane or the lord area from outside the field: deploying, 33-1), a lane move
(``move`` lane to lane), ``attack``, ``unlock``, ``play``, ``damage``, ``phase`` (a phase begins,
36-2d) and ``phase_end`` (36-2e). The driver calls :func:`run` before every task while no sequence is
open (37-5); it reads the entries logged since the last call as one batch (the changes of one
sequence or one step of the game) into the current chain (37-7).

A trigger check is made card by card (37-6): the card of the main-phase action first (37-6a), then
the cards deployed by effects (37-6b, the turn player ordering those deployed together, 37-6c), then
the cards the turn player picks (37-6d). Checking a card finds, for each of its triggered abilities,
the changes of the chain it has not used yet (37-3) that meet its condition while the card is where
the ability works (36-1, 35-13) and the change still holds (37-5a); a "one or more" condition uses all
the matching changes of one batch at once (37-4). The effects found resolve one by one, each a
sequence (35-3), before another card is checked, except that a card deployed meanwhile goes first.
When no card has anything left to trigger, the chain ends.
"""

from __future__ import annotations

from typing import Any

from .abilities import Ability
from .sequence import start_sequence
from .state import LANES, PLAYERS, Chain, GameState, Occurrence, Pending
from .targets import card_of, locate, matches, sides
from .tasks import TASKS, MasterOnAttack, OrderMasterOnAttack, PhaseEndTiming

FIELD_ZONES = frozenset({"lane_left", "lane_centre", "lane_right", "lord"})
LANE_ZONES = frozenset(f"lane_{lane}" for lane in LANES)
RELEVANT = frozenset({"move", "attack", "unlock", "play", "damage", "phase", "phase_end"})

Found = list[tuple[int, list[int]]]
"""(ability index, the chain's change indexes one occurrence uses)."""


# -- reading changes ----------------------------------------------------------------------------------------


def _source_kind(zone: str) -> str:
    return "wait" if zone.startswith("wait_") else zone


def _deployed(ev: dict[str, Any]) -> bool:
    """33-1: a card put onto the field from another zone (a lane move is not deploying, 33-2)."""
    return ev["event"] == "move" and ev["to"] in FIELD_ZONES and ev["from"] not in FIELD_ZONES


def _lane_moved(ev: dict[str, Any]) -> bool:
    return ev["event"] == "move" and ev["from"] in LANE_ZONES and ev["to"] in LANE_ZONES


def _meets(s: GameState, ab: Ability, cid: str, owner: str, ev: dict[str, Any]) -> bool:
    """Whether a change meets an ability's condition (36-2a..36-2h, 37-4's example)."""
    kind, when = ev["event"], ab.when
    if when == "on_deploy":  # 36-2a, with "from" 36-2h
        return _deployed(ev) and ev["card"] == cid and (not ab.sources or _source_kind(ev["from"]) in ab.sources)
    if when == "on_lane_move":  # 36-2b
        return _lane_moved(ev) and ev["card"] == cid
    if when == "on_attack":  # 36-2c; a master's resolve inside its battle (38-9, :func:`_master_on_attack`)
        return kind == "attack" and bool(ev["attacker"] == cid) and not _is_master(s, cid)
    if when in ("phase_start", "phase_end"):  # 36-2d, 36-2e: your own phases only
        wanted = "phase" if when == "phase_start" else "phase_end"
        return kind == wanted and bool(ev["phase"] == ab.phase and ev["player"] == owner)
    if when == "on_unlock":  # 36-2f
        return kind == "unlock" and bool(ev["card"] == cid)
    if when == "you":  # 36-2g
        return _you(s, ab, cid, owner, ev)
    if when == "this":  # 36-2h
        if kind != "damage":
            return False
        return bool(ev["card"] == cid if ab.event == "damaged" else ev["source"] == cid)
    if when == "deployed":
        if not _deployed(ev) or ev["player"] not in sides(owner, ab.side):
            return False
        card = card_of(s, ev["card"])
        return card is not None and matches(s, card, ab.filter, cid, ev["card"], None)
    return False


def _you(s: GameState, ab: Ability, cid: str, owner: str, ev: dict[str, Any]) -> bool:
    """36-2g: "when you do X": the action of the ability's owner, on a card passing the filter."""
    kind = ev["event"]
    subject = {"unlock": "card", "play": "card", "attack": "attacker"}.get(kind)
    if ab.action == "lane_move":
        ok, subject = _lane_moved(ev), "card"
    else:
        ok = kind == {"unlock": "unlock", "play": "play", "attack": "attack"}[str(ab.action)]
    if not ok or subject is None or ev["player"] != owner:
        return False
    card = card_of(s, ev[subject])
    return card is not None and matches(s, card, ab.filter, cid, ev[subject], None)


def _is_master(s: GameState, cid: str) -> bool:
    return any(s.players[p].master.id == cid for p in PLAYERS)


def _holds(s: GameState, ev: dict[str, Any]) -> bool:
    """37-5a: a deployment or lane move undone before the check (the card is no longer there) triggers nothing."""
    if ev["event"] != "move" or ev["to"] not in FIELD_ZONES:
        return True
    found = s.find_unit(ev["player"], ev["card"])
    if found is None:
        return False
    return bool(ev["to"] == ("lord" if found[0] == "lord" else f"lane_{found[0]}"))


# -- which abilities of which cards trigger ---------------------------------------------------------------


def _works_here(s: GameState, ab: Ability, cid: str, place: str) -> bool:
    """36-1 / 35-13: on the field unless the ability names other zones; a reversed unit has none (16-3c)."""
    if place in ("field", "master"):
        if "field" not in ab.zones:
            return False
        found = next((u for p in PLAYERS for u in s.units(p) if u.id == cid), None)
        return found is None or not found.reversed
    return place in ab.zones


def _found(s: GameState, chain: Chain, cid: str) -> Found:
    """The occurrences a check of card ``cid`` would find now (37-3, 37-4, 37-5a)."""
    where = locate(s, cid)
    card = card_of(s, cid)
    if where is None or card is None:
        return []
    owner, place = where
    out: Found = []
    for ab in s.card_def(card).abilities:
        if ab.kind != "triggered" or not _works_here(s, ab, cid, place):
            continue
        hits = [
            (i, batch)
            for i, (batch, ev) in enumerate(chain.changes)
            if (cid, ab.index, i) not in chain.used and _meets(s, ab, cid, owner, ev) and _holds(s, ev)
        ]
        if ab.one_or_more:  # 37-4: once per sequence however many changes meet it
            batches = sorted({b for _, b in hits})
            out += [(ab.index, [i for i, b in hits if b == batch]) for batch in batches]
        else:
            out += [(ab.index, [i]) for i, _ in hits]
    return out


def _candidates(s: GameState) -> list[str]:
    """Every card that has a triggered ability, wherever it is (the check decides if it works there)."""
    out = []
    for p in PLAYERS:
        ps = s.players[p]
        cards = [(ps.master.id, ps.master.card), *((u.id, u.card) for u in s.units(p))]
        stacks = [ps.hand, ps.standby] + [z.cards for z in ps.wait]
        cards += [(c.id, c.card) for stack in stacks for c in stack if not c.face_down]
        out += [cid for cid, card in cards if any(a.kind == "triggered" for a in s.card_def(card).abilities)]
    return out


def _check(s: GameState, chain: Chain, cid: str) -> None:
    """37-2: the trigger check of one card: its occurrences are fixed now and wait to resolve."""
    found = _found(s, chain, cid)
    where = locate(s, cid)
    if not found or where is None:
        return
    for index, changes in found:
        chain.used.update((cid, index, i) for i in changes)
    chain.waiting.append([Occurrence(cid, where[0], index) for index, _ in found])


# -- the driver's hook ---------------------------------------------------------------------------------------


def _ingest(s: GameState) -> None:
    """Read the log entries since the last check as one batch of changes."""
    new = [e for e in s.log[s.text.log_seen :] if e.get("event") in RELEVANT]
    s.text.log_seen = len(s.log)
    if not new:
        return
    fresh = s.text.chain is None
    chain = s.text.chain if s.text.chain is not None else Chain()
    chain.batches += 1
    chain.changes += [(chain.batches, e) for e in new]
    for e in new:  # 37-6b: cards deployed by effects (the action's own card is 37-6a)
        if _deployed(e) and e["card"] != s.text.action_card and e["card"] not in chain.deployed:
            chain.deployed.append(e["card"])
    if fresh:
        if not any(_found(s, chain, cid) for cid in _candidates(s)):
            return  # nothing triggers: no chain begins
        s.text.chain = chain


def run(s: GameState) -> bool:
    """One move of trigger processing; True when it started a sequence or asked the turn player."""
    if not s.cards.has_text or s.text.open_sequences:
        return False
    _ingest(s)
    chain = s.text.chain
    if chain is None:
        return False
    action = s.text.action_card
    if action is not None and _found(s, chain, action):  # 37-6a
        _check(s, chain, action)
        return _resolve_next(s, chain)
    chain.deployed = [cid for cid in chain.deployed if _found(s, chain, cid)]
    if chain.deployed:  # 37-6b / 37-6c
        return _pick(s, chain, chain.deployed, "37-6c")
    if any(chain.waiting):
        return _resolve_next(s, chain)
    others = [cid for cid in _candidates(s) if _found(s, chain, cid)]
    if not others:
        s.text.chain = None  # 37-7: the chain of sequences is over
        return False
    return _pick(s, chain, others, "37-6d")


def _options(found: Found, cid: str) -> list[dict[str, Any]]:
    seen: list[int] = []
    for index, _ in found:
        if index not in seen:
            seen.append(index)
    return [{"card": cid, "ability": index} for index in seen]


def _pick(s: GameState, chain: Chain, cards: list[str], clause: str) -> bool:
    """Check the only card, or ask the turn player which card's effect comes next (37-6c / 37-6d)."""
    options = [o for cid in cards for o in _options(_found(s, chain, cid), cid)]
    if len(options) == 1:
        cid = options[0]["card"]
        if cid in chain.deployed:
            chain.deployed.remove(cid)
        _check(s, chain, cid)
        return _resolve_next(s, chain)
    _ask(s, options, clause)
    return True


def _ask(s: GameState, options: list[dict[str, Any]], clause: str) -> None:
    player = s.turn_player or PLAYERS[0]  # 37-6c / 37-6d: the turn player orders them (01-8)
    s.pending = Pending(player, "choose_trigger", f"which triggered effect resolves next ({clause})", options, 1, 1)


def _resolve_next(s: GameState, chain: Chain) -> bool:
    """Start the next checked effect of the card checked last (the turn player orders distinct ones)."""
    while chain.waiting and not chain.waiting[-1]:
        chain.waiting.pop()
    if not chain.waiting:
        return False
    top = chain.waiting[-1]
    distinct = sorted({o.ability for o in top})
    if len(distinct) > 1:
        _ask(s, [{"card": top[0].card, "ability": i} for i in distinct], "37-6d")
        return True
    _start(s, top.pop(0))
    return True


def _start(s: GameState, occ: Occurrence) -> None:
    card = card_of(s, occ.card)
    assert card is not None
    ability = s.card_def(card).abilities[occ.ability]
    start_sequence(s, occ.owner, occ.card, ability.effects, occ.ability)  # 37-1: it always resolves


def answer(s: GameState, cid: str, ability: int) -> None:
    """The turn player picked which triggered effect resolves next (37-6c, 37-6d)."""
    chain = s.text.chain
    assert chain is not None and s.pending is not None
    s.pending = None
    top = chain.waiting[-1] if chain.waiting and chain.waiting[-1] else None
    if top is None or top[0].card != cid:
        if cid in chain.deployed:
            chain.deployed.remove(cid)
        _check(s, chain, cid)
        top = chain.waiting[-1]
    occ = next(o for o in top if o.ability == ability)
    top.remove(occ)
    _start(s, occ)


def options(s: GameState) -> list[dict[str, Any]]:
    return list(s.pending.options) if s.pending is not None else []


# -- phase timings (36-2d, 36-2e) -----------------------------------------------------------------------------


@TASKS.handles(MasterOnAttack)
def _master_on_attack(s: GameState, task: MasterOnAttack) -> None:
    """36-2c with 38-9: the master attacking by an effect has chosen its target; its on-attack abilities resolve
    now, before the exchange, each a sequence nested in the one that made it attack, several in the order the
    turn player chooses (37-6d).

    Decision (36-2c over 37-5): 36-2c fixes the moment of an on-attack effect (before the damage exchange) and
    38-9 makes the master's battle an ordinary one, so its step (3) (34-2) is not deferred to the end of the
    sequence; 36-2g ("when you attack") names no moment, so those effects still wait for the check after it.
    """
    player, master = task.player, task.master
    card = s.players[player].master
    if card.id != master:
        return
    found = [
        ab
        for ab in s.card_def(card.card).abilities
        if ab.kind == "triggered"
        and ab.when == "on_attack"
        and (task.abilities is None or ab.index in task.abilities)
        and _works_here(s, ab, master, "master")
    ]
    if len(found) > 1:  # 37-6d: the turn player orders them, one at a time (01-8)
        options = [{"card": master, "ability": ab.index} for ab in found]
        chooser = s.turn_player or player
        prompt = "which On Attack ability of the master resolves next (37-6d)"
        s.pending = Pending(chooser, "choose_trigger", prompt, options, 1, 1, then=OrderMasterOnAttack(player, master))
    elif found:
        start_sequence(s, player, master, found[0].effects, found[0].index)


def answer_master_on_attack(s: GameState, then: OrderMasterOnAttack, ability: int) -> None:
    """37-6d: the chosen On Attack ability resolves now; the master's others wait for it to finish."""
    assert s.pending is not None
    rest = tuple(o["ability"] for o in s.pending.options if o["ability"] != ability)
    s.pending = None
    s.tasks.append(MasterOnAttack(then.player, then.master, rest))
    chosen = s.card_def(s.players[then.player].master.card).abilities[ability]
    start_sequence(s, then.player, then.master, chosen.effects, ability)


@TASKS.handles(PhaseEndTiming)
def _phase_end(s: GameState, task: PhaseEndTiming) -> None:
    """36-2e: the phase's work is done and its end declared: "at the end of your ... phase" triggers now."""
    s.emit("phase_end", phase=task.phase, player=s.turn_player)
