"""Where a skill works (its category, 21.3), the conditions and costs its keyword icons add (21.2.2), continuous
power, and the usage-limit icon an effect takes away (21.4.3.1).

Each keyword skill is a field of :class:`~.cards.Skill`; the engine asks this module whether a skill can be chosen
(an activated skill, 19.1.2), can trigger (an automatic skill, 10.1.1) or is active (a continuous skill), and what
extra cost it has (Formation, Dragon Vein).
"""

from __future__ import annotations

from .cards import Skill, may_have
from .state import Card, GameState, line_of, other

Problem = tuple[str, str]

KIND_CLAUSE = {
    # keyword -> (continuous, activated, automatic): the sub-clause that says what the icon does to each kind
    "class_change": ("21.2.2.2.2", "21.2.2.2.3", "21.2.2.2.4"),
    "level_up": ("21.2.2.3.3", "21.2.2.3.4", "21.2.2.3.5"),
    "union": ("21.2.2.4.1", "21.2.2.4.2", "21.2.2.4"),
    "bond_skill": ("21.2.2.6.1", "21.2.2.6.2", "21.2.2.6.3"),
}


def _clause(keyword: str, k: Skill) -> str:
    if keyword == "union" and k.kind == "special":
        return "21.2.2.4.3"
    continuous, act, auto = KIND_CLAUSE[keyword]
    return {"continuous": continuous, "act": act, "auto": auto}.get(k.kind, continuous)


def place_of(s: GameState, card: Card) -> str | None:
    """Where the card is: ``unit`` (on the battlefield), ``bond`` (a face-up bond), ``bond_down``, ``hand``."""
    pl = s.players[card.owner]
    if line_of(s, card) is not None:
        return "unit"
    if any(c is card for c in pl.bonds):
        return "bond" if card.face_up else "bond_down"
    if any(c is card for c in pl.hand):
        return "hand"
    return None


def works_from(k: Skill) -> str:
    """21.3.1.1.2: a bond skill (and 21.2.2.6 a skill with the Bond Skill icon) works from its user's bond area;
    21.3.1.2.2: a hand skill (and 21.2.2.14 Crest Power) from the hand; any other from a unit on the battlefield
    (21.3.1.3.2, 21.3.1.4.2, 21.3.1.5.1.1)."""
    if k.kind == "special":
        return "any"  # 21.3.1.6.2: active whenever its card's information is referred to, wherever the card is
    if k.zone == "bonds" or k.bond_skill:
        return "bond"
    if k.zone == "hand" or k.crest:
        return "hand"
    return "unit"


def levelled_unit(s: GameState, card: Card) -> bool:
    """14.2.6: a unit with another card under it is a levelled-up unit (whatever turn it levelled up in)."""
    return line_of(s, card) is not None and bool(card.stack)


def class_changed_unit(s: GameState, card: Card) -> bool:
    """14.2.6.1: a levelled-up unit whose top card has a class change cost."""
    return levelled_unit(s, card) and s.pool[card.card].cc_cost is not None


def _units_named(s: GameState, player: str, name: str) -> list[Card]:
    return [u for u in s.players[player].units if s.unit_name(u) == name]


def level_up_free(s: GameState, player: str) -> bool:
    """23.1.31.1: an active "allies' Level Up Skills work" skill of the player's."""
    return any(
        k.frees_level_up and active(s, unit, k, check_free=False)
        for unit in s.players[player].units
        for k in s.definition(unit).skills
        if k.kind == "continuous"
    )


def condition_problem(s: GameState, card: Card, k: Skill, check_free: bool = True) -> Problem | None:
    """The conditions of the skill's category and keyword icons, for the card where it is now (None: all met)."""
    player = card.owner
    place = place_of(s, card)
    where = works_from(k)
    if k.bond_skill and place != "bond":
        # 21.2.2.6.1, 21.2.2.6.2 say "a bond card", 21.2.2.6.3 "face up": a face-down bond has no skill text to
        # read (6.4.4.2), so every kind needs the card face up (docs/cipher-data.md, Decisions)
        return _clause("bond_skill", k), f"{card.id} is no face-up bond card"
    if where == "bond" and place != "bond":
        return "21.3.1.1.2", f"{card.id} is not face up in {player}'s bond area"
    if where == "hand" and place != "hand":
        clause = "21.2.2.14.1" if k.crest and k.kind == "act" else ("21.2.2.14" if k.crest else "21.3.1.2.2")
        return clause, f"{card.id} is not in {player}'s hand"
    if where == "unit" and place != "unit":
        return "21.3.1.4.2" if k.kind == "act" else "21.3.1.3.2", f"{card.id} is no unit on the battlefield"
    if k.class_change and not class_changed_unit(s, card):
        return _clause("class_change", k), f"{card.id} is no class-changed unit (14.2.6.1)"
    if k.awakening and not class_changed_unit(s, card):
        # 21.2.2.11: this card must have class changed onto a unit; in this engine a card with a class change cost
        # stacked on a unit always got there by class changing (14.2.5.3), so that is 14.2.6.1's class-changed unit
        return "21.2.2.11", f"{card.id} has not class changed onto a unit"
    freed = bool(k.level_up) and check_free and place == "unit" and level_up_free(s, player)  # 23.1.31.1
    # 14.2.6 with 21.2.2.3: counted from the bottom card to the top one, the top card included
    if k.level_up and not freed and (not levelled_unit(s, card) or 1 + len(card.stack) < k.level_up):
        return _clause("level_up", k), f"{card.id} is not a levelled-up unit of {k.level_up} cards or more"
    if k.union_symbol is not None:
        # 21.2.2.4 says the skill cannot run "if" the bond area holds enough such cards: read as "unless" (the
        # icon's sense, and 21.2.2.4.x agree); only face-up bonds show a symbol (6.4.4.2, as 15.1.2 counts them)
        have = sum(1 for c in s.players[player].bonds if c.face_up and k.union_symbol in s.pool[c.card].symbols)
        if have < k.union_count:
            short = f"{player} has {have} face-up bonds of {k.union_symbol}, fewer than {k.union_count}"
            return _clause("union", k), short
    if k.carnage is not None:
        line = line_of(s, card)
        pl = s.players[player]
        mates = [u for u in pl.zone(line) if u is not card and s.unit_name(u) == k.carnage] if line else []
        if not mates:
            return "21.2.2.5", f"no {k.carnage!r} unit in the same line as {card.id}"
    if k.twin is not None and not _units_named(s, player, k.twin):
        return "21.2.2.9", f"{player} has no unit named {k.twin!r}"
    if k.legendary_times and _uses(s, card, k.legendary_skill) < k.legendary_times:
        return "21.2.2.13", f"the skill {k.legendary_skill} of {card.id} is used fewer than {k.legendary_times} times"
    return None


def active(s: GameState, card: Card, k: Skill, check_free: bool = True) -> bool:
    """A continuous skill is active (21.3.1.3.2): its card where its category works and every condition met
    (21.3.1.3.2.1), its "not active unless" line condition too (21.3.1.3.2.2)."""
    if condition_problem(s, card, k, check_free) is not None:
        return False
    return k.only_in is None or line_of(s, card) == k.only_in


def can_trigger(s: GameState, card: Card, k: Skill) -> bool:
    """21.3.1.5.1.1: the skill of a unit, or of a face-up bond for a bond skill, triggers with every keyword
    condition met; 21.3.1.5.1.1.1: "does not activate unless" in the line named."""
    if condition_problem(s, card, k) is not None:
        return False
    return k.triggers_only_in is None or line_of(s, card) == k.triggers_only_in


def _uses(s: GameState, card: Card, index: int) -> int:
    return card.uses.count(index)


def skills_had(s: GameState, card: Card) -> list[Skill]:
    """The card's skills, a second Dragonblood skill of one name left out (21.2.2.12.1: a card has one)."""
    had: list[Skill] = []
    names: set[str] = set()
    for k in s.definition(card).skills:
        if k.dragonblood is not None:
            if k.dragonblood in names:
                continue
            names.add(k.dragonblood)
        had.append(k)
    return had


def always_power(s: GameState, player: str) -> int:
    """The power the player's active continuous skills add to their battling unit (from units and bonds)."""
    pl = s.players[player]
    return sum(
        k.power
        for card in [*pl.units, *pl.bonds]
        for k in skills_had(s, card)
        if k.kind == "continuous" and k.power and active(s, card, k)
    )


def dragonblood_count(s: GameState, player: str) -> int:
    """21.2.2.12: the Dragonblood skills an effect refers to are those of cards on the battlefield as units (the
    text's double negative read as "only while"); 21.2.2.12.1: one per skill name on a card."""
    return sum(1 for unit in s.players[player].units for k in skills_had(s, unit) if k.dragonblood is not None)


def within_however(s: GameState, unit: Card, k: Skill) -> bool:
    """21.1.1.2.1: "(A). However, (B).": (B), a deploy cost of at most N, is a precondition of destroying the unit."""
    return k.however_cost_at_most is None or s.pool[unit.card].cost <= k.however_cost_at_most


def deploy_cost(s: GameState, card: Card) -> int:
    """21.3.1.6.2: a special skill setting the deploy cost, its conditions met (21.2.2.4.3), else the printed one."""
    for k in s.definition(card).skills:
        if k.kind == "special" and k.deploy_cost is not None and condition_problem(s, card, k) is None:
            return k.deploy_cost
    return s.pool[card.card].cost


def limit_icon(s: GameState, card: Card, k: Skill) -> bool:
    """21.4.1.1: the skill has the usage-limit icon, unless an active skill of its player takes it away."""
    if not k.limit:
        return False
    pl = s.players[card.owner]
    return not any(
        j.strips_limits and active(s, unit, j)
        for unit in pl.units
        for j in s.definition(unit).skills
        if j.kind == "continuous"
    )


def drop_lost_markers(s: GameState) -> None:
    """21.4.3.1: a skill whose usage-limit icon is gone loses its usage-limit marker."""
    if not may_have(s.pool, "limit"):
        return  # no card with a usage limit: no marker anywhere
    for p, pl in s.players.items():
        for zone in (pl.front, pl.back, pl.bonds, pl.hand):
            for card in zone:
                if card.used:
                    _drop_lost(s, p, card)


def _drop_lost(s: GameState, p: str, card: Card) -> None:
    """One card's usage-limit markers whose icon is gone (drop_lost_markers)."""
    skills = s.definition(card).skills
    kept = [i for i in card.used if 0 <= i < len(skills) and limit_icon(s, card, skills[i])]
    if kept != card.used:
        pl = s.players[p]
        pl.own(pl.bonds, card).used = kept  # a bond may be shared with an earlier state (Player.own)
        s.emit("limit_removed", player=p, card=card.id)


def used_up(s: GameState, card: Card, index: int) -> bool:
    """21.4.3: a skill with a usage-limit marker cannot be used and does not trigger."""
    return index in card.used


# -- costs (21.5) -----------------------------------------------------------------------------------------------


def formation_pair(s: GameState, player: str, k: Skill) -> list[Card] | None:
    """21.2.2.1: one untapped unit of each named unit name, the user's own (21.5.1.1.3); None: not payable."""
    chosen: list[Card] = []
    for name in k.formation:
        unit = next((u for u in _units_named(s, player, name) if not u.tapped and u not in chosen), None)
        if unit is None:
            return None
        chosen.append(unit)
    return chosen


def cost_problem(s: GameState, player: str, card: Card | None, k: Skill) -> Problem | None:
    """21.5.2.1: the whole cost payable: the action icon taps this unit, untapped on the battlefield (21.5.3.1.1);
    the reverse icon turns the user's face-up bonds face down (21.5.3.2.1); Formation taps two named allies
    (21.2.2.1); Dragon Vein turns a face-down orb face up (21.2.2.7; a face-up orb cannot be, 21.5.2.1.1)."""
    if k.tap and (card is None or line_of(s, card) is None or card.tapped):
        return "21.5.3.1.1", "this card is no untapped unit on the battlefield to tap"
    if k.flip_bonds > sum(1 for c in s.players[player].bonds if c.face_up):
        return "21.5.3.2.1", f"{player} has fewer than {k.flip_bonds} face-up bonds"
    if k.formation and formation_pair(s, player, k) is None:
        return "21.2.2.1", f"{player} has no untapped units named {list(k.formation)} to tap"
    if k.dragon_vein and not any(not c.face_up for c in s.players[player].orbs):
        return "21.2.2.7", f"{player} has no face-down orb to turn face up"
    return None


def pay_extra(s: GameState, player: str, k: Skill) -> dict[str, list[str]]:
    """The keyword costs paid (after :func:`cost_problem` said they can be): Formation's two allies tapped, Dragon
    Vein's first face-down orb turned face up (the text lets the player choose; no scenario depends on which)."""
    paid: dict[str, list[str]] = {}
    if k.formation:
        pair = formation_pair(s, player, k) or []
        for unit in pair:
            unit.tapped = True
        paid["tapped"] = [u.id for u in pair]
    if k.dragon_vein:
        pl = s.players[player]
        orb = pl.own(pl.orbs, next(c for c in pl.orbs if not c.face_up))
        orb.face_up = True
        paid["orbs"] = [orb.id]
    return paid


def hero(s: GameState, player: str, k: Skill) -> None:
    """21.2.2.8: "change your Main Character from (A) to (B)": only with both named units of the player's on the
    battlefield, (A) the Main Character; otherwise nothing applies."""
    if k.hero is None:
        return
    old, new = k.hero
    olds = [u for u in _units_named(s, player, old) if u.main]
    news = _units_named(s, player, new)
    if not olds or not news:
        s.emit("hero_failed", player=player)
        return
    olds[0].main, news[0].main = False, True
    s.emit("hero", player=player, old=olds[0].id, card=news[0].id)


def sources(s: GameState, player: str) -> list[Card]:
    """The cards whose activated skills the player may choose (21.3.1.4.2): units, bonds, hand cards."""
    pl = s.players[player]
    return [*pl.units, *pl.bonds, *pl.hand]


def find_source(s: GameState, player: str, cid: object) -> Card | None:
    return next((c for c in sources(s, player) if c.id == cid), None)


def watchers(s: GameState, player: str) -> list[Card]:
    """The cards whose automatic skills watch an ally's destruction: units and face-up bonds (21.3.1.5.1.1)."""
    pl = s.players[player]
    return [*pl.units, *pl.bonds]


__all__ = ["active", "always_power", "can_trigger", "condition_problem", "cost_problem", "other"]
