"""Cipher's skill phrases of the critical hit and evasion, the judgment, the end of the battle (18.4 to 18.6) and
the activated skills' usage (19.1.4): registered in the test-card vocabulary (steps/cipher/skill_text.py) and listed
in docs/cipher-data.md (b)."""

from __future__ import annotations

import re

from tcgjudge.steps.cipher.skill_text import SKILL_HEADS, Fields, effect_phrase, option_phrase, skill_phrase

SKILL_HEADS.update(
    {
        "when it makes a critical hit": {"kind": "auto", "trigger": "critical"},  # 18.4.1.2.1.2
        "when critically hit": {"kind": "auto", "trigger": "critically_hit"},
        "when it evades": {"kind": "auto", "trigger": "evades"},  # 18.4.1.4.1.2
        "when its attack is evaded": {"kind": "auto", "trigger": "evaded"},
        "when it destroys": {"kind": "auto", "trigger": "destroys"},  # 18.5.1.2.1
        "when destroyed in battle": {"kind": "auto", "trigger": "destroyed_in_battle"},
        "when it fails to destroy": {"kind": "auto", "trigger": "fails_to_destroy"},  # 18.5.1.2.2
        "when not destroyed": {"kind": "auto", "trigger": "not_destroyed"},
        "at the end of its attack": {"kind": "auto", "trigger": "attack_ends"},  # 18.6.1.4.2
        "act from the hand": {"kind": "act", "from_hand": True},  # 19.1.2.4
    }
)


@option_phrase(r"(attack|defence)")
def _side(m: re.Match[str]) -> Fields:
    """`attack` / `defence` (support skills, with other options): the side it is carried out for."""
    return {"only_when": m[1]}


@option_phrase(r"at the end of the battle")
def _at_battle_end(m: re.Match[str]) -> Fields:
    """`at the end of the battle` (support skills): carried out at the end of the battle (18.6.1.4)."""
    return {"at_battle_end": True}


@option_phrase(r"if my battling unit is on the battlefield")
def _end_condition(m: re.Match[str]) -> Fields:
    """`if my battling unit is on the battlefield`: the condition (A) checked at the end of the battle (18.6.1.4.1)."""
    return {"end_condition": "unit_on_battlefield"}


@option_phrase(r"to the hand instead of the retreat area")
def _to_hand(m: re.Match[str]) -> Fields:
    """`to the hand instead of the retreat area` (support skills): where the card goes at 18.6.1.2.1."""
    return {"instead_of_retreat": "hand"}


@effect_phrase(r"my battling unit's power \+(\d+) until the end of the battle")
def _battle_power(m: re.Match[str]) -> Fields:
    """`my battling unit's power +N until the end of the battle` (18.6.1.6)."""
    return {"battle_power": int(m[1])}


@effect_phrase(r"draw (\d+) and destroy the opponent's units")
def _draw_and_destroy(m: re.Match[str]) -> Fields:
    """`draw N and destroy the opponent's units`: both, in this order (21.1.1.2, 19.1.4.1)."""
    return {"draw": int(m[1]), "destroy": "opponent_units"}


@skill_phrase(r"power \+(\d+) for each card in my hand")
def _hand_power(m: re.Match[str]) -> Fields:
    """`power +N for each card in my hand`: a continuous skill read at every moment (18.4.1.2.1.1.1)."""
    return {"kind": "continuous", "effect": {"power_per_hand_card": int(m[1])}}
