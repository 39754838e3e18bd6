"""Costs (8-3-1): whether one can be paid, and paying it part by part as work-stack tasks."""

from __future__ import annotations

from .cards import Cost
from .continuous import prohibited
from .decisions import Decision, ReturnDon, TrashHand
from .state import GameState, Pending
from .tasks import TASKS, CostDonMinus, CostRestDon, CostRestSelf, CostTrash
from .zones import hand_to_trash, rest, total_don


def cost_payable(s: GameState, player: str, source: str, cost: Cost, exclude: str | None = None) -> bool:
    """8-3-1-3: a cost that cannot be paid in full cannot be paid at all."""
    ps = s.players[player]
    if cost.rest_self:
        found = s.find_field(source)
        # 8-1-1: a cost is part of the effect, so "cannot be rested" stops paying it (1-3-3).
        if found is None or found[2].rested or prohibited(s, source, "be_rested"):
            return False
    if ps.don_active < cost.rest_don:
        return False
    if total_don(s, player) < cost.don_minus:
        return False
    return len([c for c in ps.hand if c.id != exclude]) >= cost.trash_from_hand


def push_costs(s: GameState, player: str, source: str, cost: Cost) -> None:
    """8-3-1-1: cost parts are paid in order rest_self, rest_don, don_minus, trash_from_hand."""
    if cost.trash_from_hand:
        s.tasks.append(CostTrash(player, cost.trash_from_hand))
    if cost.don_minus:
        s.tasks.append(CostDonMinus(player, cost.don_minus))
    if cost.rest_don:
        s.tasks.append(CostRestDon(player, cost.rest_don))
    if cost.rest_self:
        s.tasks.append(CostRestSelf(player, source))


@TASKS.handles(CostRestSelf)
def _cost_rest_self(s: GameState, task: CostRestSelf) -> None:
    found = s.find_field(task.source)
    if found is not None:
        rest(s, found[2])


@TASKS.handles(CostRestDon)
def _cost_rest_don(s: GameState, task: CostRestDon) -> None:
    ps = s.players[task.player]
    n = task.count
    ps.don_active -= n  # 8-3-1-5
    ps.don_rested += n
    s.emit("rest_don", player=task.player, count=n)


def don_sources(s: GameState, player: str) -> dict[str, int]:
    ps = s.players[player]
    out: dict[str, int] = {}
    if ps.don_active:
        out["active"] = ps.don_active
    if ps.don_rested:
        out["rested"] = ps.don_rested
    for fc in s.field_cards(player):
        if fc.don:
            out[fc.id] = fc.don
    return out


def return_don(s: GameState, player: str, sources: list[str]) -> None:
    """8-3-1-6 / 10-2-10: return DON!! to the DON!! deck from the chosen places."""
    ps = s.players[player]
    for src in sources:
        if src == "active":
            ps.don_active -= 1
        elif src == "rested":
            ps.don_rested -= 1
        else:
            found = s.find_field(src)
            assert found is not None
            found[2].don -= 1
        ps.don_deck += 1
    s.emit("return_don", player=player, sources=list(sources))


@TASKS.handles(CostDonMinus)
def _cost_don_minus(s: GameState, task: CostDonMinus) -> None:
    player, n = task.player, task.count
    srcs = don_sources(s, player)
    if len(srcs) == 1:
        return_don(s, player, [next(iter(srcs))] * n)
        return
    s.pending = Pending(
        player=player,
        kind=Decision.RETURN_DON,
        prompt=f"choose {n} DON!! to return to the DON!! deck",
        options=[{"source": k, "available": v} for k, v in srcs.items()],
        min=n,
        max=n,
        then=ReturnDon(n),
    )


@TASKS.handles(CostTrash)
def _cost_trash(s: GameState, task: CostTrash) -> None:
    player, n = task.player, task.count
    hand = s.players[player].hand
    if len(hand) == n:
        for c in list(hand):
            hand_to_trash(s, player, c.id)
        return
    s.pending = Pending(
        player=player,
        kind=Decision.SELECT,
        prompt=f"choose {n} cards to trash from your hand (cost)",
        options=[c.id for c in hand],
        min=n,
        max=n,
        then=TrashHand(player),
    )
