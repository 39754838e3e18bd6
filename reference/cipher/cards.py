"""Card definitions of a setup (docs/cipher-data.md (b)) and the numbers the rules fix."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

MIN_DECK = 50  # 12.1.1
MAX_SAME_NAME = 4  # 12.1.1.2
MAIN_CHARACTER_COST = 1  # 12.1.1.1, 12.2.1.1
OPENING_HAND = 6  # 12.2.1.4, 12.2.1.5.1
ORBS = 5  # 12.2.1.6
TURN_DRAW = 1  # 13.2.1.5

LINES = ("front", "back")  # 6.2.6

CAPABILITIES = frozenset(
    {
        "setup.fresh",
        "setup.state",
        "setup.phase",
        "action.deploy",
        "action.level_up",
        "action.move",
        "battle",
        "skill.automatic",
        "skill.continuous",
        "skill.activated",
        "skill.support",
        "skill.keyword",
        "skill.special",
    }
)

TRIGGERS = (
    "deployed",
    "attacks",
    "attacked",
    "moved",
    "ally_destroyed",
    "critical",
    "critically_hit",
    "evades",
    "evaded",
    "destroys",
    "destroyed_in_battle",
    "fails_to_destroy",
    "not_destroyed",
    "attack_ends",
    "support_placed",
    "supported",
    "support_failed",
    "deployed_by_effect",
    "bonded",
    "bonded_by_effect",
    "tapped",
    "enemy_destroyed",
    "class_changed",
    "turn_start",
    "action_start",
    "turn_end",
    "untapped",
    "bond_placed",
)
"""The events an automatic skill of the test-card vocabulary waits for (10.1.1, docs/cipher-data.md (b))."""


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill of a test card (21): ``kind`` ``auto`` (an automatic skill, 10) with its ``trigger``, or ``act`` (an
    activated skill, 19) with its costs (``tap`` this unit, ``flip_bonds`` face-up bonds turned face down, 19.1.3),
    its usage limit (``limit``, once a turn, 19.1.2.1) and its condition (``only_in`` a line, 19.1.2.2), each with
    an effect (``draw`` cards, or ``destroy`` the opponent's units other than the Main Character); or
    ``continuous`` with ``breaks_orbs`` (the orbs its attacks break, 9.3.1.2.3) or ``not_in`` (a line the card
    cannot be placed in, 9.5)."""

    kind: str
    trigger: str | None = None
    draw: int = 0
    destroy: bool = False
    breaks_orbs: int = 0
    not_in: str | None = None
    tap: bool = False
    flip_bonds: int = 0
    limit: bool = False
    only_in: str | None = None
    may: bool = False
    """10.2.2.1: "you may": the player may decline the effect."""
    power: int = 0
    """A support skill's effect: this much added to its player's battle power (18.3.1.6)."""
    win: bool = False
    """23.1.30.1: "you win the game": the skill's user wins at once."""
    instead_of_destroyed: int = 0
    """22.1: "instead of this unit leaving by destruction, turn N face-up bonds face down" (a continuous skill)."""
    only_when: str | None = None
    """A support skill's side: ``attack`` (only when its player attacks) or ``defence`` (only when defending)."""
    power_gain: int = 0
    """"This unit gets +N power until the end of the turn" (a lasting change, reference/cipher/effects.py)."""
    power_times: int = 0
    """23.1.10, 23.1.11: "this unit's power is doubled (2) / tripled (3) until the end of the turn"."""
    allies_gain: int = 0
    """23.1.9: "until the end of the game, all allies get +N power"."""
    not_destroyed: bool = False
    """23.1.12: "this unit is not destroyed" (a continuous skill)."""
    silences: str | None = None
    """23.1.17: the trigger (``TRIGGERS``) of the opponent's automatic skills that do not activate (continuous)."""
    no_bond: bool = False
    """23.1.20: "this card cannot be placed in the bond area" (continuous)."""
    look_top: int = 0
    """23.1.5: "look at the top N cards of your deck" (with ``take_up_to``)."""
    reveal_top: int = 0
    """23.1.4: "reveal the top N cards of your deck" (with ``take_up_to``)."""
    take_up_to: int = 0
    """23.1.6: "add up to N of them to your hand"; -1 for "any number of them" (23.1.7)."""
    destroy_orb: bool = False
    """23.1.14: "destroy one of your opponent's orbs"."""
    shuffle: bool = False
    """23.1.2: "shuffle your deck"."""
    opponent_draws: int = 0
    """23.1.1.1.1: "your opponent draws N" (a named player draws)."""
    then_shuffle: bool = False
    """23.1.2.2: "..., then shuffle the deck": the deck the first part acted on, by its owner."""
    bond_from_deck: int = 0
    """"Put the top N cards of your deck into your bond area" (23.1.20.1)."""
    top_to_retreat: bool = False
    """23.1.18: "put the top card of this unit into your retreat area"."""
    deploy_despite: str | None = None
    """23.1.19: "this card can be deployed even with an ally of this unit name" (continuous)."""
    strip_opponents: bool = False
    """23.1.15: "the opponent's units lose their skills until the end of the turn"."""
    copy_main_power: bool = False
    """23.1.8: "this unit's power becomes a copy of your Main Character's" (until the end of the turn)."""
    support_per_hand: int = 0
    """23.1.16: a support skill: "this card's support power becomes N per card in your hand"."""
    grow: bool = False
    """23.1.13: "grow this unit with a card of its unit name from your hand"."""
    at_battle_end: bool = False
    """18.6.1.4: a support skill "at the end of the battle, (B)": carried out then, not in the support step."""
    end_condition: str | None = None
    """18.6.1.4.1: the condition (A) of "(A) at the end of the battle, (B)", checked at 18.6.1.4:
    ``unit_on_battlefield`` (its player's battling unit is still on the battlefield)."""
    instead_of_retreat: str | None = None
    """18.6.1.2.1: an executed support skill's "at the end of the battle, instead of the retreat area, this card goes
    to" ``hand``."""
    battle_power: int = 0
    """18.6.1.6: an effect "your battling unit's power +N until the end of the battle"."""
    power_per_hand_card: int = 0
    """18.4.1.2.1.1.1: a continuous skill "this unit's power +N for each card in your hand", read at every moment."""
    from_hand: bool = False
    """19.1.2, 19.1.2.4: an activated skill printed with a hand skill: used from the hand, not from the battlefield."""
    opponent_support_fails: bool = False
    """"The opponent's support fails": applied at the support check (18.3.1.4.4) when carried out before it, or with
    the other support skills (18.3.1.6.6) when a support skill carries it out."""
    support_twice: bool = False
    """"Your support skills activate twice": a continuous skill of the battling unit (18.3.1.6.4)."""
    attacker_range: tuple[int, ...] | None = None
    """"The attacking unit's range becomes R until the end of the battle" (18.2.1.3.3.1); empty is range "-"."""
    flip_effect: int = 0
    """An effect: turn N of its player's face-up bonds face down (as many as there are, the oldest first)."""
    then_if_done: Skill | None = None
    """23.1.22: "(A). Then, (B).": this effect (B) follows A when A was carried out, even in part (23.1.22.1)."""
    repeat_if_flip: int = 0
    """23.1.29: "(A). If you turn N face-up bonds face down, repeat this skill." (B carried out whenever it can be)."""
    become_main: bool = False
    """23.1.23.1: "Make this unit your Main Character."."""
    draw_stacked: bool = False
    """23.1.28: draw as many cards as this unit's total stacked cards (a lone card counts 1, 23.1.28.2)."""
    deploy_from_retreat: str | None = None
    """An effect: the oldest card of this number in its player's retreat area deployed to the back line."""
    level_up_from_retreat: str | None = None
    """An effect: the oldest card of this number in its player's retreat area stacked on this unit (a level up)."""
    bond_from_hand: str | None = None
    """An effect: the oldest card of this number in its player's hand put face up into the bond area."""
    cannot_by_effect: str | None = None
    """23.1.33: a continuous skill: its player cannot ``deploy``, ``level_up`` or ``bond`` (a hand card) by skill
    effects."""
    second_bond_phase: bool = False
    """23.1.26.1: a second bond phase after this turn's bond phase."""
    two_allowed: str | None = None
    """23.1.34.1: a continuous skill: its player's units of this unit name may be two on the battlefield."""
    also_symbol: str | None = None
    """23.1.42.1: a continuous skill: this unit has this symbol too."""
    strips_symbols: bool = False
    """23.1.41.1: a continuous skill of a card in the infinity area: the opponent's Main Character loses every
    symbol."""
    gain_symbol_until_leaves: str | None = None
    """23.1.24.1: "until this unit leaves the battlefield, it gains SYMBOL"."""
    transform_from_hand: str | None = None
    """23.1.25: the oldest hand card of this number stacked on this unit, transforming it (no level up)."""
    power_bonus: int = 0
    """A continuous skill: this unit's power raised (or, negative, lowered) by N."""
    power_doubled: bool = False
    """A continuous skill: this unit's power doubled (23.1.10.1: its power then added to itself)."""
    power_per_stacked: bool = False
    """A continuous skill: this unit's power becomes its total stacked cards x 10 (23.1.38.3: no addition)."""
    breaks_orbs_if_raised: int = 0
    """23.1.38: a continuous skill: while this unit's power is raised by +10 or more by skills, its attacks break N
    orbs."""
    deploy_as_if_in_hand: str | None = None
    """23.1.39: a continuous skill: its player's cards in this zone (``retreat``) can be deployed as if in the hand."""
    support_succeeds: bool = False
    """A continuous skill: its player's support succeeds even of the battling unit's unit name (18.3.1.4.1)."""
    choose_different: int = 0
    """23.1.35: "choose N different cards of your retreat area and put them into your hand" (different card names)."""
    choose_up_to: bool = False
    """23.1.36: with ``choose_different``: up to N."""
    parts: tuple[Part, ...] = ()
    """The effect's steps in written order (2.3, 21.1.1.2), carried out after the fields above (principles.py)."""
    set_power: int | None = None
    """A continuous skill: the power of the units it reaches becomes this value (2.12: before any +/-)."""
    power_mod: int = 0
    """A continuous skill: this much added to (or taken from) the power of the units it reaches (2.12, 4.11.2)."""
    scope: str = "self"
    """Which units a continuous power skill reaches: ``self``, ``yours`` (5.1.2.1.2.4), ``opponents``
    (5.1.2.1.2.5) or ``all`` (both players', 2.12.1)."""
    requires: tuple[str, ...] = ()
    """The skill's conditions, all to be met (2.3.1.2, 2.3.1.7 to 2.3.1.9, 25.6.1.1 to 25.8.1.1): ``your_turn``,
    ``attacking``, ``defending``, ``battling``, ``bonds:N`` (N bonds or more), ``hand:N`` (N hand cards or fewer)."""
    first_turn_attack: bool = False
    """A continuous skill: this unit may attack on the first player's first turn (2.1: over 13.5.1.3.2)."""
    cannot_attack: bool = False
    """A continuous skill: this unit cannot attack (2.2: the prohibition wins over any permission)."""
    zone: str | None = None
    """21.3.1.1, 21.3.1.2: the category icon saying where the skill works: ``bonds`` (a bond skill, from a face-up
    bond of its user's) or ``hand`` (a hand skill); None: from a unit on the battlefield."""
    class_change: bool = False
    """21.2.2.2: the Class Change Skill icon: it works only on a class-changed unit (14.2.6.1)."""
    level_up: int = 0
    """21.2.2.3: the Level Up Skill icon with its number: a levelled-up unit of at least this many cards."""
    union_symbol: str | None = None
    """21.2.2.4: the Union Skill icon: at least ``union_count`` face-up bonds showing this symbol."""
    union_count: int = 0
    """21.2.2.4: the number of bonds the Union Skill icon asks for."""
    carnage: str | None = None
    """21.2.2.5: Carnage Form: active only with a unit of this unit name in the same line."""
    bond_skill: bool = False
    """21.2.2.6: the Bond Skill icon: it works only from a face-up bond card in the bond area."""
    dragon_vein: bool = False
    """21.2.2.7: Dragon Vein: a cost of turning a face-down orb face up."""
    hero: tuple[str, str] | None = None
    """21.2.2.8: a Hero Skill's effect "change your Main Character from (A) to (B)", the two unit names."""
    twin: str | None = None
    """21.2.2.9: Twin Skill: applies only while a unit of this unit name is the player's."""
    awakening: bool = False
    """21.2.2.11: Awakening Skill: works only when its card class changed onto a unit."""
    legendary_skill: int = 0
    """21.2.2.13: the skill (an index of this card) a Legendary Item Skill's condition counts."""
    legendary_times: int = 0
    """21.2.2.13: how many times that skill must have been used this turn (0: no Legendary Item icon)."""
    crest: bool = False
    """21.2.2.14: Crest Power: an activated skill used from the hand, the card revealed (21.2.2.14.1.1)."""
    formation: tuple[str, ...] = ()
    """21.2.2.1: Formation Skill: the unit names of the two allies tapped as its cost."""
    triggers_only_in: str | None = None
    """21.3.1.5.1.1.1: "this skill does not activate unless this unit is in LINE" (checked when the event occurs)."""
    frees_level_up: bool = False
    """23.1.31.1: a continuous effect: the player's Level Up Skills work on the battlefield without their count."""
    strips_limits: bool = False
    """21.4.3.1: a continuous effect: the skills of the player's cards lose their usage-limit icon."""
    then: tuple[Skill, ...] = ()
    """21.1.1.2: the effects written after this one, carried out after it in that order (each a Skill's effect)."""
    however_cost_at_most: int | None = None
    """21.1.1.2.1: "(A). However, (B).": the destroy effect (A) takes only units of this deploy cost or less."""
    dragonblood: str | None = None
    """21.2.2.12: the Dragonblood icon, with the skill's name (21.2.2.12.1: a card has one skill of each such name)."""
    draw_per_dragonblood: bool = False
    """21.2.2.12: an effect: its player draws a card for each Dragonblood skill of their units on the battlefield."""
    deploy_cost: int | None = None
    """21.3.1.6.2: a special skill's effect: this card's deploy cost becomes this number when it is referred to."""
    increase_flip: int = 0
    """21.2.2.10: an Increase Skill's "(A). If you (B), repeat this skill.", (B) turning this many face-up bonds face
    down (0: no Increase Skill)."""
    triggers_hand_at_most: int | None = None
    """10.1.1.1.1: "this skill does not trigger unless your hand holds at most N cards": checked at the event."""
    triggers_retreat_at_most: int | None = None
    """10.1.1.1.1: "this skill does not trigger unless your retreat area holds at most N cards": checked at the
    event (with 23.1.20.1.1, what shows that a bond and a card turned away to the retreat area arrive together)."""
    hand_at_most: int | None = None
    """10.2.1.1, 10.2.1.1.1: a condition checked when the skill is chosen: its player's hand holds at most N cards."""
    hand_at_least: int = 0
    """10.2.1.1, 10.2.1.1.1: a condition checked when the skill is chosen: its player's hand holds at least N cards."""
    otherwise: Skill | None = None
    """10.2.2.1.1.2: "you may (A); if you do not, (B)": the effect (B), carried out when (A) is declined or cannot be
    applied."""
    moves_unit: str | None = None
    """An effect: its player's unit of this unit name moves to the other line (a move, 17: it triggers "when moved"
    skills; the unit's tapped state is unchanged). Two such cards naming each other make a loop (24)."""
    deploys_itself: bool = False
    """An effect of a special skill (kind ``special``, triggered in the hand): this card goes from the hand to the
    back line as a unit; not if it is no longer in the hand or a unit of its unit name is there (14.1.1)."""
    discards_hand: bool = False
    """An effect: every card of its player's hand goes to the retreat area."""
    hand_to_deck: bool = False
    """An effect: every card of its player's hand goes on top of the deck, face down."""
    moves_enemy_unit: str | None = None
    """An effect: the opponent's unit of this unit name moves to the other line (a move, as ``moves_unit``)."""
    cost_is: int | None = None
    """A continuous skill: "this card's deploy cost counts as N", wherever the card is (15.1.2; never for the Main
    Character's choice, 12.2.1.1.1)."""
    hand_cost: int | None = None
    """A continuous skill: "while this card is in your hand, its deploy cost counts as N" (15.1.2.1, 16.1.2.1)."""
    deploy_beside: bool = False
    """14.1.1.1: "this card may be deployed even if an ally of its unit name is on the battlefield"."""
    deploy_from_deck: int = 0
    """An effect: the player looks at the deck's top N cards and deploys those chosen at once to the back line
    (6.6.1, 14.1.3)."""
    twin_takes_orb: str | None = None
    """A continuous twin skill (21.2.2.9): while an other unit of this unit name is the player's, this unit destroyed
    takes an orb instead of leaving, as a Main Character does (9.3.1.3.1.1)."""
    instead_to_hand: bool = False
    """22.1: "instead of this unit leaving by destruction, it returns to its owner's hand" (9.3.1.1.2)."""
    reveal_orbs: int = 0
    """An effect: N face-down orbs of the player turn face up (6.4.5.1)."""
    during_your_turn: bool = False
    """A continuous skill's period: it applies only during its player's turn (13.2.1.1.1)."""


@dataclass(frozen=True, slots=True)
class Part:
    """One step of an effect (2.3): ``do`` one of ``draw`` (``n`` cards, ``per`` ``face_up_bond``: n for each of
    the user's face-up bonds, 5.1.3), ``draw_up_to`` (a number 0..n chosen, 2.6), ``tap_self`` (2.9),
    ``search`` (a card named ``name`` from the deck, 2.4), ``destroy`` (n of the opponent's units but the Main
    Character, 2.8), ``discard`` (a hand card to the retreat area) or ``break_orb`` (25.16.2); ``who`` does it
    (``you``, ``opponent`` or ``each``, 5.1.2.1.2.3, 2.11), ``whose`` hand or orbs (``chooser`` / ``user`` /
    ``opponent``, 5.1.2.1.2.6, 5.1.2.1.2.7); ``conditions`` all met or it is not done (2.3.1.4, 2.3.1.5);
    ``if_done``: only if the step before was applied in full (2.3.1.6, 2.7)."""

    do: str
    n: int = 1
    name: str | None = None
    who: str = "you"
    whose: str = "chooser"
    conditions: tuple[str, ...] = ()
    if_done: bool = False
    per: str | None = None


def part(data: Mapping[str, Any]) -> Part:
    """A step from its JSON (games/cipher/schemas/card.json, ``effect.parts``)."""
    return Part(
        do=str(data["do"]),
        n=int(data.get("n", 1)),
        name=None if data.get("name") is None else str(data["name"]),
        who=str(data.get("who", "you")),
        whose=str(data.get("whose", "chooser")),
        conditions=tuple(str(x) for x in data.get("if", ())),
        if_done=bool(data.get("if_done", False)),
        per=None if data.get("per") is None else str(data["per"]),
    )


def printed(value: object) -> int:
    """A printed number; 4.2.3, 4.3.3, 4.11.3, 4.17.2: an X printed as a cost, power or support is 0."""
    return 0 if value == "X" else int(str(value))


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def skill(data: Mapping[str, Any]) -> Skill:
    """A skill from its JSON (games/cipher/schemas/card.json)."""
    effect = data.get("effect", {})
    cost = data.get("cost", {})
    keywords = data  # the keyword icons (21.2.2) are fields of the skill itself
    union = keywords.get("union")
    legendary = keywords.get("legendary")
    return Skill(
        kind=str(data["kind"]),
        trigger=None if data.get("trigger") is None else str(data["trigger"]),
        draw=int(effect.get("draw", 0)),
        destroy=effect.get("destroy") == "opponent_units",
        breaks_orbs=int(effect.get("breaks_orbs", 0)),
        not_in=None if effect.get("not_in") is None else str(effect["not_in"]),
        tap=bool(cost.get("tap", False)),
        flip_bonds=int(cost.get("flip_bonds", 0)),
        limit=bool(data.get("limit", False)),
        only_in=None if data.get("only_in") is None else str(data["only_in"]),
        may=bool(data.get("may", False)),
        power=int(effect.get("power", 0)),
        only_when=None if data.get("only_when") is None else str(data["only_when"]),
        instead_of_destroyed=int(effect.get("instead_of_destroyed", 0)),
        win=bool(effect.get("win", False)),
        power_gain=int(effect.get("power_gain", 0)),
        power_times=int(effect.get("power_times", 0)),
        allies_gain=int(effect.get("allies_gain", 0)),
        not_destroyed=bool(effect.get("not_destroyed", False)),
        silences=None if effect.get("silences") is None else str(effect["silences"]),
        no_bond=bool(effect.get("no_bond", False)),
        look_top=int(effect.get("look_top", 0)),
        reveal_top=int(effect.get("reveal_top", 0)),
        take_up_to=-1 if effect.get("take_up_to") == "any" else int(effect.get("take_up_to", 0)),
        destroy_orb=bool(effect.get("destroy_orb", False)),
        shuffle=bool(effect.get("shuffle", False)),
        opponent_draws=int(effect.get("opponent_draws", 0)),
        then_shuffle=bool(effect.get("then_shuffle", False)),
        bond_from_deck=int(effect.get("bond_from_deck", 0)),
        top_to_retreat=bool(effect.get("top_to_retreat", False)),
        deploy_despite=None if effect.get("deploy_despite") is None else str(effect["deploy_despite"]),
        strip_opponents=bool(effect.get("strip_opponents", False)),
        copy_main_power=bool(effect.get("copy_main_power", False)),
        support_per_hand=int(effect.get("support_per_hand", 0)),
        grow=bool(effect.get("grow", False)),
        at_battle_end=bool(data.get("at_battle_end", False)),
        end_condition=None if data.get("end_condition") is None else str(data["end_condition"]),
        instead_of_retreat=None if data.get("instead_of_retreat") is None else str(data["instead_of_retreat"]),
        battle_power=int(effect.get("battle_power", 0)),
        power_per_hand_card=int(effect.get("power_per_hand_card", 0)),
        from_hand=bool(data.get("from_hand", False)),
        opponent_support_fails=effect.get("support_fails") == "opponent",
        support_twice=bool(effect.get("support_twice", False)),
        attacker_range=None
        if effect.get("attacker_range") is None
        else tuple(int(x) for x in effect["attacker_range"]),
        flip_effect=int(effect.get("flip", 0)),
        then_if_done=None
        if effect.get("then_if_done") is None
        else skill({"kind": "effect", "effect": effect["then_if_done"]}),
        repeat_if_flip=int(effect.get("repeat_if_flip", 0)),
        become_main=bool(effect.get("become_main", False)),
        draw_stacked=bool(effect.get("draw_stacked", False)),
        deploy_from_retreat=_text(effect.get("deploy_from_retreat")),
        level_up_from_retreat=_text(effect.get("level_up_from_retreat")),
        bond_from_hand=_text(effect.get("bond_from_hand")),
        cannot_by_effect=_text(effect.get("cannot_by_effect")),
        second_bond_phase=bool(effect.get("second_bond_phase", False)),
        two_allowed=_text(effect.get("two_allowed")),
        also_symbol=_text(effect.get("also_symbol")),
        strips_symbols=bool(effect.get("strips_symbols", False)),
        gain_symbol_until_leaves=_text(effect.get("gain_symbol_until_leaves")),
        transform_from_hand=_text(effect.get("transform_from_hand")),
        power_bonus=int(effect.get("power_bonus", 0)),
        power_doubled=bool(effect.get("power_doubled", False)),
        power_per_stacked=bool(effect.get("power_per_stacked", False)),
        breaks_orbs_if_raised=int(effect.get("breaks_orbs_if_raised", 0)),
        deploy_as_if_in_hand=_text(effect.get("deploy_as_if_in_hand")),
        support_succeeds=bool(effect.get("support_succeeds", False)),
        choose_different=int(effect.get("choose_different", 0)),
        choose_up_to=bool(effect.get("choose_up_to", False)),
        parts=tuple(part(x) for x in effect.get("parts", ())),
        set_power=None if effect.get("set_power") is None else int(effect["set_power"]),
        power_mod=int(effect.get("power_mod", 0)),
        scope=str(effect.get("scope", "self")),
        requires=tuple(str(x) for x in data.get("requires", ())),
        first_turn_attack=bool(effect.get("first_turn_attack", False)),
        cannot_attack=bool(effect.get("cannot_attack", False)),
        zone=None if data.get("zone") is None else str(data["zone"]),
        class_change=bool(keywords.get("class_change", False)),
        level_up=int(keywords.get("level_up", 0)),
        union_symbol=None if union is None else str(union["symbol"]),
        union_count=0 if union is None else int(union["count"]),
        carnage=None if keywords.get("carnage") is None else str(keywords["carnage"]),
        bond_skill=bool(keywords.get("bond_skill", False)),
        dragon_vein=bool(cost.get("dragon_vein", False)),
        hero=None if effect.get("hero") is None else (str(effect["hero"][0]), str(effect["hero"][1])),
        twin=None if keywords.get("twin") is None else str(keywords["twin"]),
        awakening=bool(keywords.get("awakening", False)),
        legendary_skill=0 if legendary is None else int(legendary["skill"]),
        legendary_times=0 if legendary is None else int(legendary["times"]),
        crest=bool(keywords.get("crest", False)),
        formation=tuple(str(x) for x in cost.get("formation", ())),
        triggers_only_in=None if data.get("triggers_only_in") is None else str(data["triggers_only_in"]),
        frees_level_up=bool(effect.get("frees_level_up", False)),
        strips_limits=bool(effect.get("strips_limits", False)),
        then=tuple(skill({"kind": data["kind"], "effect": step}) for step in effect.get("then", ())),
        however_cost_at_most=None
        if effect.get("however_cost_at_most") is None
        else int(effect["however_cost_at_most"]),
        dragonblood=None if data.get("dragonblood") is None else str(data["dragonblood"]),
        draw_per_dragonblood=bool(effect.get("draw_per_dragonblood", False)),
        deploy_cost=_optional_int(effect.get("deploy_cost")),
        increase_flip=int(effect.get("increase_flip", 0)),
        triggers_hand_at_most=None if data.get("triggers_hand_at_most") is None else int(data["triggers_hand_at_most"]),
        triggers_retreat_at_most=_optional_int(data.get("triggers_retreat_at_most")),
        hand_at_most=None if data.get("hand_at_most") is None else int(data["hand_at_most"]),
        hand_at_least=int(data.get("hand_at_least", 0)),
        otherwise=None if effect.get("otherwise") is None else skill({"kind": "effect", "effect": effect["otherwise"]}),
        moves_unit=None if effect.get("move") is None else str(effect["move"]),
        deploys_itself=bool(effect.get("deploy_itself", False)),
        discards_hand=bool(effect.get("discard_hand", False)),
        hand_to_deck=bool(effect.get("hand_to_deck", False)),
        moves_enemy_unit=None if effect.get("move_enemy") is None else str(effect["move_enemy"]),
        cost_is=None if effect.get("cost_is") is None else int(effect["cost_is"]),
        hand_cost=None if effect.get("hand_cost") is None else int(effect["hand_cost"]),
        deploy_beside=bool(effect.get("deploy_beside", False)),
        deploy_from_deck=int(effect.get("deploy_from_deck", 0)),
        twin_takes_orb=None if effect.get("twin") is None else str(effect["twin"]),
        instead_to_hand=bool(effect.get("instead_to_hand", False)),
        reveal_orbs=int(effect.get("reveal_orbs", 0)),
        during_your_turn=bool(data.get("during_your_turn", False)),
    )


def _text(value: object) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card as printed: its number (``id``), card name (``name``, which 12.1.1.2 counts), unit name (``unit``,
    which deployment, level up and the same-name check compare, 14.1.1, 14.2.1.2, 9.2), deploy cost (``cost``),
    class change cost (``cc_cost``, None when it has none, 14.2.5), colour ``symbols`` (15.1.2) and whether it is a
    marker card (12.1.1.3.1)."""

    id: str
    name: str
    unit: str
    cost: int
    cc_cost: int | None = None
    symbols: tuple[str, ...] = ()
    marker: bool = False
    power: int = 0
    """The unit's power (18.3.1.8, 18.5.1.2)."""
    support: int = 0
    """The support value it adds as a successful support card (18.3.1.8)."""
    range: tuple[int, ...] = (1,)
    """The ranges it has (20): ``(1,)``, ``(2,)``, ``(1, 2)``, ``(1, 3)``, ``(2, 3)``, ``(3,)``; empty is range "-"
    (18.2.1.2.1)."""
    skills: tuple[Skill, ...] = ()
    """Its skills (21), in printed order; a skill is named by its index."""


def card_def(data: Mapping[str, Any]) -> CardDef:
    """A definition from its JSON (games/cipher/schemas/card.json)."""
    name = str(data.get("name", data["id"]))
    cc = data.get("cc_cost")
    return CardDef(
        id=str(data["id"]),
        name=name,
        unit=str(data.get("unit", name)),
        cost=printed(data.get("cost", 1)),
        cc_cost=None if cc is None else printed(cc),
        symbols=tuple(str(x) for x in data.get("symbols", ())),
        marker=bool(data.get("marker", False)),
        power=printed(data.get("power", 0)),
        support=printed(data.get("support", 0)),
        range=tuple(int(x) for x in data.get("range", (1,))),
        skills=tuple(skill(x) for x in data.get("skills", ())),
    )


class CardPool(dict[str, CardDef]):
    """Definitions by card number, with the skill fields any of them sets (``features``): a check that only a skill
    field no card sets could make apply is skipped (``may_have``)."""

    features: frozenset[str] = frozenset()


def card_pool(cards: Iterable[Mapping[str, Any]]) -> CardPool:
    """Definitions by card number."""
    pool = CardPool()
    for data in cards:
        definition = card_def(data)
        pool[definition.id] = definition
    pool.features = frozenset(
        f.name for d in pool.values() for k in d.skills for f in dataclasses.fields(k) if getattr(k, f.name)
    )
    return pool


def may_have(pool: Mapping[str, CardDef], feature: str) -> bool:
    """Whether a card of ``pool`` may have a skill setting the field ``feature`` (a pool built otherwise, as a
    mutant's, may have anything)."""
    return feature in pool.features if isinstance(pool, CardPool) else True
