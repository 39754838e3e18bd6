"""Lanes (chapter 18), moving cards between zones (17, 38-6, 38-7) and moving cores (07).

Zone names used in ``move`` events: ``deck``, ``hand``, ``play``, ``lane_left``, ``lane_centre``,
``lane_right``, ``lord``, ``wait_I`` .. ``wait_IV``, ``standby``, ``exclusion``.

Identity: no clause of the text makes a card a new card when it changes zones (chapter 17 has
no such rule; 21-4 and 35-10 only end the effects given to a unit that leaves the field, and
11-3 its damage). So a card keeps its id everywhere and ``new_id`` always equals ``card``;
what the text ties to leaving the field is cleared instead (the unit record is dropped).
"""

from __future__ import annotations

from dataclasses import replace

from .cards import WAIT_ZONES
from .state import LANES, MAX_LIFE, STANDBY_SLOTS, Card, GameState, Unit

# 18-5: the centre lane touches both side lanes; a side lane touches only the centre.
ADJACENT: dict[str, tuple[str, ...]] = {"left": ("centre",), "centre": ("left", "right"), "right": ("centre",)}

# 18-2..18-4: a lane is shared with the opponent's mirrored lane (left <-> right, centre <-> centre).
MIRROR: dict[str, str] = {"left": "right", "centre": "centre", "right": "left"}

LEADER_LANE = "centre"  # 17-12 / 18-3: everything in the leader zone is in the centre lane


def adjacent(a: str, b: str) -> bool:
    """18-5."""
    return b in ADJACENT[a]


def attack_lane(area: str) -> str:
    """The lane a minion attacks from; a lord stands in the leader zone, in the centre lane (17-12, 18-3)."""
    return LEADER_LANE if area == "lord" else area


def facing_lane(lane: str) -> str:
    """The opponent's name for the lane this player calls ``lane`` (18-2, 18-3, 18-4)."""
    return MIRROR[lane]


def lane_zone(lane: str) -> str:
    return f"lane_{lane}"


def wait_zone(index: int) -> str:
    """Zone name of wait zone ``index`` (0 = I)."""
    return f"wait_{WAIT_ZONES[index]}"


def free_lanes(s: GameState, player: str) -> list[str]:
    """17-11: a lane holds at most one card."""
    return [lane for lane in LANES if s.players[player].lanes[lane] is None]


def standby_free(s: GameState, player: str) -> int:
    """17-17: free slots of the standby zone."""
    return STANDBY_SLOTS - len(s.players[player].standby)


# -- cards outside the field -------------------------------------------------------------------


def _stack(s: GameState, player: str, zone: str) -> list[Card]:
    ps = s.players[player]
    if zone.startswith("wait_"):
        return ps.wait[WAIT_ZONES.index(zone[5:])].cards
    stacks = {"deck": ps.deck, "hand": ps.hand, "standby": ps.standby, "exclusion": ps.exclusion, "play": ps.play}
    return stacks[zone]


def find_card(s: GameState, player: str, zone: str, cid: str) -> Card | None:
    return next((c for c in _stack(s, player, zone) if c.id == cid), None)


def move_card(s: GameState, player: str, cid: str, source: str, target: str, face_down: bool | None = False) -> Card:
    """Move a card between two zones outside the field, appending it to the target (17-3: own zones only).

    ``face_down``: reversed (public zones, 16-3) or a face-down exclusion (17-18); by default a card
    arrives face up (38-7); ``None`` keeps its state (a reversed card moving along the timeline).
    """
    cards = _stack(s, player, source)
    index = next(i for i, c in enumerate(cards) if c.id == cid)
    card = cards.pop(index)
    if face_down is not None and card.face_down != face_down:
        card = replace(card, face_down=face_down)
    _stack(s, player, target).append(card)
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": source, "to": target})
    return card


def draw(s: GameState, player: str) -> bool:
    """38-11: the deck's top card to the hand. An empty deck draws nothing and marks 24-3b."""
    ps = s.players[player]
    if not ps.deck:
        ps.drew_from_empty = True
        s.emit("draw_failed", player=player)
        return False
    card = replace(ps.deck.pop(0), face_down=False)
    ps.hand.append(card)
    s.emit("draw", player=player, card=card.id)
    return True


# -- the field ---------------------------------------------------------------------------------


def deploy(s: GameState, player: str, cid: str, area: str) -> Unit:
    """33-1: put a card from the play zone onto the field (a lane or the lord area).

    29-1: a deployed minion or lord is incapacitated until the end of the turn, unless it has
    Haste (29-2); the unit records its arrival and Haste is read when it matters (``stats.incapacitated``).
    """
    ps = s.players[player]
    card = next(c for c in ps.play if c.id == cid)
    ps.play.remove(card)
    unit = Unit(card.id, card.card, placed_this_turn=True)
    if area == "lord":
        ps.lord = unit
    else:
        ps.lanes[area] = unit
    target = "lord" if area == "lord" else lane_zone(area)
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": "play", "to": target})
    return unit


def remove_unit(s: GameState, player: str, cid: str) -> tuple[str, Unit]:
    """Take a minion or lord off the field; effects given to it end (21-4, 35-10), its damage with it (11-3)."""
    found = s.find_unit(player, cid)
    assert found is not None, cid
    area, unit = found
    ps = s.players[player]
    if area == "lord":
        ps.lord = None
    else:
        ps.lanes[area] = None
    for grant in s.grants:
        if grant.target == cid:
            s.emit("expire", card=cid, keyword=grant.keyword)  # 21-4: ends as the unit leaves, logged then
    s.grants = [g for g in s.grants if g.target != cid]
    s.text.modifiers = [m for m in s.text.modifiers if m.target != cid]  # 35-10, 38-10
    return area, unit


def unit_to_exclusion(s: GameState, player: str, cid: str) -> None:
    """38-7: a unit leaves the field for the exclusion zone, face up; a lord's cores go to the master.

    A broken lord takes this way (12-3, 38-4). Decision (27-7 / 12-3): cores on a lord that leaves
    the field other than by breaking go to the master too, as 12-3 moves them when it breaks: the
    text names no other place for them.
    """
    found = s.find_unit(player, cid)
    if found is not None and found[1].cores:
        move_cores(s, player, found[1].cores, found[0], "master")
    area, unit = remove_unit(s, player, cid)
    s.players[player].exclusion.append(Card(unit.id, unit.card, face_down=False))
    source = "lord" if area == "lord" else lane_zone(area)
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": source, "to": "exclusion"})


def unit_to_wait(s: GameState, player: str, cid: str, index: int) -> None:
    """A minion leaves the field for its owner's wait zone ``index`` (0 = I), face up (17-16, 17-3)."""
    area, unit = remove_unit(s, player, cid)
    s.players[player].wait[index].cards.append(Card(unit.id, unit.card, face_down=False))
    source = "lord" if area == "lord" else lane_zone(area)
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": source, "to": wait_zone(index)})


def lane_move(s: GameState, player: str, cid: str, target: str) -> None:
    """27-5: the minion changes lane within the field (33-2: this is not deploying)."""
    ps = s.players[player]
    source = next(lane for lane in LANES if (u := ps.lanes[lane]) is not None and u.id == cid)
    ps.lanes[target], ps.lanes[source] = ps.lanes[source], None
    s.emit("move", player=player, card=cid, new_id=cid, **{"from": lane_zone(source), "to": lane_zone(target)})


def exhaust(s: GameState, player: str, unit: Unit | None = None) -> None:
    """16-2 / 38-12: exhaust a unit (the master when ``unit`` is None)."""
    target = unit if unit is not None else s.players[player].master
    if not target.exhausted:
        target.exhausted = True
        s.emit("exhaust", player=player, card=target.id)


# -- life (08) ----------------------------------------------------------------------------------


def change_life(s: GameState, player: str, amount: int) -> None:
    """Raise or lower a master's life, kept within 0..20 (08-4, 08-5, 38-2); 0 loses (24-3a, via the check)."""
    ps = s.players[player]
    new = min(MAX_LIFE, max(0, ps.life + amount))
    if new != ps.life:
        s.emit("life", player=player, life=new, change=new - ps.life)
        ps.life = new


# -- cores (counters) --------------------------------------------------------------------------

CORE_PLACES = ("master", "lord", "core_active", "core_exhausted", "outside", *(f"wait_{w}" for w in WAIT_ZONES))


def _change(s: GameState, player: str, place: str, amount: int) -> None:
    ps = s.players[player]
    if place == "master":
        ps.master.cores += amount
    elif place == "lord":
        assert ps.lord is not None
        ps.lord.cores += amount
    elif place == "core_active":
        ps.core_active += amount
    elif place == "core_exhausted":
        ps.core_exhausted += amount
    elif place.startswith("wait_"):
        ps.wait[WAIT_ZONES.index(place[5:])].cores += amount
    # "outside": outside the game (20-3b), not counted


def move_cores(s: GameState, player: str, count: int, source: str, target: str) -> None:
    """Move ``count`` cores between two places; cores entering the core zone go to its active area (07-3)."""
    if count <= 0:
        return
    _change(s, player, source, -count)
    _change(s, player, target, count)
    s.emit("cores", player=player, count=count, **{"from": source, "to": target})


def cores_out_of_core_zone(s: GameState, player: str, count: int, target: str) -> None:
    """07-3: cores leaving the core zone come from its exhausted area first."""
    ps = s.players[player]
    from_exhausted = min(count, ps.core_exhausted)
    move_cores(s, player, from_exhausted, "core_exhausted", target)
    move_cores(s, player, count - from_exhausted, "core_active", target)


def exhaust_cores(s: GameState, player: str, count: int) -> None:
    """07-4: each active core exhausted gives its player 1 master point."""
    move_cores(s, player, count, "core_active", "core_exhausted")
    s.players[player].mp += count
    if count:
        s.emit("mp", player=player, amount=count)
