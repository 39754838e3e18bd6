"""Steps and skill phrases of the basic principles (chapter 2), card anatomy and information (4, 5) and the glossary
(25): continuous power skills and their conditions, the steps of an effect and the choices they ask."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when
from tcgjudge.steps.cipher.skill_text import SKILL_HEADS, Fields, effect_phrase, option_phrase, skill_phrase
from tcgjudge.steps.cipher.steps import TRY, _unit
from tcgjudge.steps.cipher.world import World
from tcgjudge.steps.shared.world import PLAYER, parse_quoted

# ----------------------------------------------------------------- conditions

COND = r"during your turn|if attacking|if attacked|if battling|with \d+\+ bonds|with at most \d+ hand cards"
CONDS = rf"(?:{COND})(?: and (?:{COND}))*"


def conditions(text: str) -> list[str]:
    """`during your turn`, `if attacking`, `if attacked`, `if battling`, `with N+ bonds`, `with at most N hand
    cards`, joined by ` and `: the condition strings of docs/cipher-data.md (b)."""
    out = []
    for cond in text.split(" and "):
        fixed = {"during your turn": "your_turn", "if attacking": "attacking", "if attacked": "defending"}
        if cond in fixed:
            out.append(fixed[cond])
        elif cond == "if battling":
            out.append("battling")
        elif m := re.fullmatch(r"with (\d+)\+ bonds", cond):
            out.append(f"bonds:{m[1]}")
        elif m := re.fullmatch(r"with at most (\d+) hand cards", cond):
            out.append(f"hand:{m[1]}")
        else:
            raise ValueError(f"unknown condition {cond!r}")
    return out


SKILL_HEADS["when tapped"] = {"kind": "auto", "trigger": "tapped"}  # this unit becomes tapped (2.9)

# ----------------------------------------------------------------- continuous skills

SCOPES = {"its": "self", "your units'": "yours", "the opponent's units'": "opponents", "every unit's": "all"}
SCOPE = r"(?P<scope>its|your units'|the opponent's units'|every unit's)"


@skill_phrase(SCOPE + r" power (?P<op>becomes |\+|-)(?P<n>\d+)(?: (?P<conds>" + CONDS + "))?")
def _power_skill(m: re.Match[str]) -> Fields:
    """`SCOPE power becomes N|+N|-N[ CONDITIONS]`: a continuous power skill (2.12, 4.11.2)."""
    n = int(m["n"])
    effect: Fields = {"set_power": n} if m["op"] == "becomes " else {"power_mod": n if m["op"] == "+" else -n}
    if SCOPES[m["scope"]] != "self":
        effect["scope"] = SCOPES[m["scope"]]
    out: Fields = {"kind": "continuous", "effect": effect}
    if m["conds"]:
        out["requires"] = conditions(m["conds"])
    return out


@skill_phrase(r"may attack on the first turn")
def _first_turn(m: re.Match[str]) -> Fields:
    """`may attack on the first turn`: a continuous skill over 13.5.1.3.2 (2.1)."""
    return {"kind": "continuous", "effect": {"first_turn_attack": True}}


@skill_phrase(r"cannot attack")
def _cannot_attack(m: re.Match[str]) -> Fields:
    """`cannot attack`: a continuous prohibition (2.2)."""
    return {"kind": "continuous", "effect": {"cannot_attack": True}}


@option_phrase(r"only (?P<conds>" + CONDS + ")")
def _only(m: re.Match[str]) -> Fields:
    """`only CONDITIONS`: the skill cannot be used (2.3.1.8) or does nothing (2.3.1.9) unless they are all met."""
    return {"requires": conditions(m["conds"])}


# ----------------------------------------------------------------- the steps of an effect

STEPS: list[tuple[re.Pattern[str], Fields | None, str]] = []


def _step(pattern: str, fields: Fields) -> None:
    STEPS.append((re.compile(pattern), fields, pattern))


_step(r"tap this unit", {"do": "tap_self"})
_step(r"search your deck for \"(?P<name>[^\"]+)\"", {"do": "search"})
_step(r"draw up to (?P<n>\d+)", {"do": "draw_up_to"})
_step(r"(?:you )?draw (?P<n>\d+) per face-up bond", {"do": "draw", "per": "face_up_bond"})
_step(r"(?:you )?draw (?P<n>\d+)", {"do": "draw"})
_step(r"the opponent draws (?P<n>\d+)", {"do": "draw", "who": "opponent"})
_step(r"each player draws (?P<n>\d+)", {"do": "draw", "who": "each"})
_step(r"destroy (?P<n>\d+) of the opponent's units", {"do": "destroy"})
_step(r"the opponent discards a card of your hand", {"do": "discard", "who": "opponent", "whose": "user"})
_step(r"the opponent discards a card", {"do": "discard", "who": "opponent"})
_step(r"each player discards a card", {"do": "discard", "who": "each"})
_step(r"break (?P<n>\d+) of the opponent's orbs", {"do": "break_orb", "whose": "opponent"})
_step(r"break (?P<n>\d+) of your orbs", {"do": "break_orb", "whose": "user"})


def parse_step(text: str) -> Fields:
    """One step: `[if you do, ][if CONDITIONS, ]STEP` (2.3.1.6, 2.3.1.4)."""
    part: Fields = {}
    if text.startswith("if you do, "):
        part["if_done"] = True
        text = text.removeprefix("if you do, ")
    m = re.fullmatch(r"(?P<conds>" + CONDS + r"), (?P<rest>.+)", text)
    if m:
        part["if"] = conditions(m["conds"])
        text = m["rest"]
    for pattern, fields, _ in STEPS:
        found = pattern.fullmatch(text)
        if found:
            groups = {k: v for k, v in found.groupdict().items() if v is not None}
            if "n" in groups:
                part["n"] = int(groups.pop("n"))
            return {**(fields or {}), **groups, **part}
    raise ValueError(f"unknown step {text!r} (docs/cipher-data.md (b) Skills)")


STEP_HEADS = (
    r"tap this unit|search your deck for|draw up to|you draw|the opponent (?:draws|discards)"
    r"|each player (?:draws|discards)"
    r"|destroy \d+ of the opponent|break \d+ of|if |with \d|with at most|during your turn"
)


@effect_phrase(r"(?:" + STEP_HEADS + r"|draw \d+ per).*")
def _steps(m: re.Match[str]) -> Fields:
    """`STEP[ / STEP...]`: the steps of an effect in written order (2.3), each as listed in docs/cipher-data.md (b)."""
    return {"parts": [parse_step(x.strip()) for x in m[0].split(" / ")]}


@effect_phrase(r"draw \d+ / .+")
def _draw_then(m: re.Match[str]) -> Fields:
    """`draw N / STEP...`: steps beginning with a plain draw (2.3)."""
    return _steps(m)


# ----------------------------------------------------------------- When


@when(parsers.re(PLAYER + " " + TRY + r"(?:picks|pick) (?P<items>no card|\".+\")$"))
def when_pick(world: World, player: str, tries: str, items: str) -> None:
    """`When pX [tries to ]picks "ID"[, "ID"...][ and "ID"]`, `When pX picks no card`, `When pX tries to pick ...`
    — `choose`: the cards chosen for an effect's step (2.4, 2.8, 2.10).

    Vocabulary: Skills
    """
    cards = [] if items == "no card" else parse_quoted(items)
    world.act({"type": "choose", "player": player, "cards": cards}, bool(tries))


@when(parsers.re(PLAYER + " " + TRY + r"(?:picks|pick) the number (?P<number>-?\d+)$"))
def when_pick_number(world: World, player: str, tries: str, number: str) -> None:
    """`When pX [tries to ]picks the number N`, `When pX tries to pick the number N` — `choose_number` (2.6).

    Vocabulary: Skills
    """
    world.act({"type": "choose_number", "player": player, "number": int(number)}, bool(tries))


# ----------------------------------------------------------------- Then


@then(parsers.re(r'"(?P<card>[^"]+)" has power (?P<power>-?\d+)$'))
def then_power(world: World, card: str, power: str) -> None:
    """`Then "ID" has power N` — the unit's power with its continuous skills (4.11, 2.12; may be 0 or negative).

    Vocabulary: Battle and destruction
    """
    _, _, unit = _unit(world, card)
    assert unit["power"] == int(power), f"{card} has power {unit['power']}, expected {power}"
