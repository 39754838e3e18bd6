"""The engine under test against the Z3 model of Cipher battle judgment (judgment_model: support, critical hit,
godspeed evasion, judgment; 18.3 to 18.5).

Every battle Z3 finds on an edge of the judgment (the attacker's final power 10 below, equal to or 10 above the
defender's, with and without a critical hit, an evasion, a successful or failed support on each side), and every
combination within small bounds, is built through the engine interface as a declared state (docs/cipher-data.md
(a)) on p1's action phase: p1's unit in the front line (range 1) attacks p2's unit in the front line; both Main
Characters wait in the back lines, out of reach. Each deck's top card is the support card: one of another unit name
(it succeeds) or one of the battling unit's unit name (it fails, 18.3.1.4.1). Each hand holds one card of its
battling unit's unit name, so the critical hit and the evasion are always the player's choice: p1 makes the critical
hit when the battle has one, p2 the evasion likewise. A power below 0 is a printed 0 lowered by the unit's own
continuous skill (4.11.2, ``skill.continuous``). A battle with a critical hit at a battle power of 0 or less is no
battle of the rules: the engine must not offer the critical hit (18.4.1.2.1.3), and the battle goes on without it.

What the engine shows (the support areas at the first decision after the support step, the ``judgment`` event's
powers, the defender's ``destroyed`` event and whether it is still on the battlefield) is compared with the model.
A "no support card" side (18.3.1.4.1's other half) cannot be built: an empty deck is refilled (11.3.1) or loses
(3.1.2) before the support step; the model proves it alike.

A test needs ``setup.state`` and ``battle`` (and ``skill.continuous`` for a negative power); an engine without them
is reported as unsupported.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pytest
from tcgjudge.invariants.cipher.judgment_model import REFUSED_CRITICAL, Battle, boundary_cases, outcome, possible

from tcgjudge.engine.interface import Engine, UnsupportedError
from tcgjudge.results import UNSUPPORTED_PREFIX

GAME = "cipher"
ATTACKER, DEFENDER = "p1-unit", "p2-unit"
UNITS = {"p1": "Model Attacker", "p2": "Model Defender"}
SMALL_ATTACKERS = (0, 20, 30)
SMALL_DEFENDERS = (20, 30)
SMALL_SUPPORTS = (("other", 10), ("same", 10))


def unit_card(cid: str, unit: str, power: int, support: int = 0) -> dict[str, Any]:
    """A card of this unit name; a power below 0 is 0 lowered by its own continuous skill (4.11.2)."""
    card: dict[str, Any] = {"id": cid, "name": cid, "unit": unit, "power": max(power, 0), "support": support}
    if power < 0:
        card["skills"] = [{"kind": "continuous", "effect": {"power_bonus": power}}]
    return card


def side(name: str, power: int, support: str, value: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """One player's cards and declared zones: the battling unit, the support card on top of the deck, a card of the
    battling unit's unit name in the hand, the Main Character in the back line."""
    unit = UNITS[name]
    battler = unit_card(f"MDL-{name}-UNIT", unit, power)
    helper = unit_card(f"MDL-{name}-SUP", unit if support == "same" else f"Model Helper {name}", 10, value)
    in_hand = unit_card(f"MDL-{name}-HAND", unit, 10)
    main = unit_card(f"MDL-{name}-MAIN", f"Model Lord {name}", 10)
    filler = unit_card(f"MDL-{name}-FILL", f"Model Filler {name}", 10)
    zones = {
        "deck": [{"card": helper["id"], "id": f"{name}-support"}]
        + [{"card": filler["id"], "id": f"{name}-d{i}"} for i in range(2)],
        "hand": [{"card": in_hand["id"], "id": f"{name}-same"}],
        "orbs": [{"card": filler["id"], "id": f"{name}-o{i}"} for i in range(2)],
        "front": [{"card": battler["id"], "id": f"{name}-unit"}],
        "back": [{"card": main["id"], "id": f"{name}-main", "main": True}],
    }
    return [battler, helper, in_hand, main, filler], zones


def declared(battle: Battle) -> dict[str, Any]:
    """The declared state of ``battle`` at the beginning of p1's action phase."""
    if "none" in (battle.attacker_support, battle.defender_support):
        raise ValueError("an empty support area cannot be declared: the deck is refilled first (11.3.1)")
    cards_1, p1 = side("p1", battle.attacker, battle.attacker_support, battle.attacker_value)
    cards_2, p2 = side("p2", battle.defender, battle.defender_support, battle.defender_value)
    state = {"turn": 3, "turn_player": "p1", "first_player": "p1", "phase": "action", "players": {"p1": p1, "p2": p2}}
    return {"mode": "state", "seed": 0, "cards": cards_1 + cards_2, "state": state}


def small_battles() -> list[Battle]:
    """Every battle within small bounds: attacker 0, 20 or 30 against defender 20 or 30, each support of another unit
    name or of the battling unit's (value 10), with or without a critical hit and an evasion."""
    return [
        Battle(a, d, a_kind, a_value, d_kind, d_value, critical, evasion)
        for a, d, (a_kind, a_value), (d_kind, d_value), critical, evasion in itertools.product(
            SMALL_ATTACKERS, SMALL_DEFENDERS, SMALL_SUPPORTS, SMALL_SUPPORTS, (False, True), (False, True)
        )
    ]


BATTLES = list(dict.fromkeys([*boundary_cases(), *REFUSED_CRITICAL, *small_battles()]))
assert any(not possible(b) for b in BATTLES) and min(b.attacker for b in BATTLES) < 0


def needs(battle: Battle) -> list[pytest.MarkDecorator]:
    negative = battle.attacker < 0 or battle.defender < 0
    wanted = ["setup.state", "battle", *(["skill.continuous"] if negative else [])]
    return [pytest.mark.tcg_needs(capability) for capability in wanted]


def start(engine: Engine, setup: dict[str, Any]) -> None:
    """Start the declared state; an engine refusing a part it does not support is skipped as unsupported."""
    try:
        engine.start(GAME, setup)
    except UnsupportedError as error:
        pytest.skip(f"{UNSUPPORTED_PREFIX} engine lacks {error.capability}")


def take(engine: Engine, wanted: dict[str, Any], why: str) -> None:
    """Apply the listed action that has every field of ``wanted`` (failing, citing ``why``, when none is listed)."""
    listed = [a for a in engine.legal_actions() if all(a.get(key) == value for key, value in wanted.items())]
    assert listed, f"{why}: the engine does not list {wanted}; it lists {engine.legal_actions()[:6]}"
    engine.apply(listed[0])


def _check_supports(obs: dict[str, Any], battle: Battle) -> None:
    """18.3.1.4.1, 18.3.1.4.1.1: after the support step a failed support card has gone to the retreat area, a
    successful one is still in the support area (read by card number: a card changing zones may get a new id)."""
    for name, kind in (("p1", battle.attacker_support), ("p2", battle.defender_support)):
        number = f"MDL-{name}-SUP"
        support = [c["card"] for c in obs["players"][name]["support"]]
        retreat = [c["card"] for c in obs["players"][name]["retreat"]]
        if kind == "same":
            gone = number in retreat and not support
            assert gone, f"18.3.1.4.1 / 18.3.1.4.1.1: {name}'s failed support stays: {support}"
        else:
            assert support == [number], f"18.3.1.4.1: {name}'s support of another unit name: {support}"


def fight(engine: Engine, battle: Battle) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """p1 attacks; the critical hit and the evasion are made as the battle says, when offered. Returns what the
    engine shows once the battle has ended and the log since the attack."""
    take(engine, {"type": "attack", "player": "p1", "card": ATTACKER, "target": DEFENDER}, "18.2.1.3")
    logged = len(engine.observe()["log"]) - 1
    allowed = possible(dataclasses.replace(battle, critical=True))
    checked = offered = False
    for _ in range(6):
        obs = engine.observe()
        pending = obs.get("pending") or {}
        kind = pending.get("kind")
        if kind not in ("critical", "evasion"):
            break
        if not checked:
            _check_supports(obs, battle)
            checked = True
        if kind == "critical":
            offered = True
            assert allowed, f"18.4.1.2.1.3: a critical hit offered at a battle power of 0 or less ({battle.name})"
            card = {"type": "critical", "card": "p1-same"} if battle.critical else {"type": "no_critical"}
            take(engine, {**card, "player": "p1"}, "18.4.1.2")
        else:
            card = {"type": "evasion", "card": "p2-same"} if battle.evasion else {"type": "no_evasion"}
            take(engine, {**card, "player": "p2"}, "18.4.1.4")
    obs = engine.observe()
    assert checked, f"18.4.1.4: p2 holds a card of the defender's unit name, yet no evasion is asked: {obs['pending']}"
    assert offered == allowed, (
        f"18.4.1.2: p1 holds a card of the attacker's unit name, yet no critical hit is asked ({battle.name})"
    )
    return obs, list(obs["log"][logged:])


@pytest.mark.parametrize("battle", [pytest.param(b, id=b.name, marks=needs(b)) for b in BATTLES])
def test_judgment_matches_the_model(engine: Engine, battle: Battle) -> None:
    start(engine, declared(battle))
    made = battle if possible(battle) else dataclasses.replace(battle, critical=False)  # 18.4.1.2.1.3
    want = outcome(made)
    after, events = fight(engine, battle)
    judgments = [e for e in events if e.get("event") == "judgment"]
    assert len(judgments) == 1, f"18.5.1.2: one judgment in a battle, the log shows {judgments} ({battle.name})"
    got_a, got_d = int(judgments[0]["attacker"]), int(judgments[0]["defender"])
    context = f"{battle.name}: the model says {want}, the engine judges {got_a} against {got_d}"
    clause = "18.3.1.8.1 / 18.4.1.2.1.1" if made.critical else "18.3.1.8"
    assert got_a == want.attacker_power, f"{clause} (the attacker's battle power): {context}"
    assert got_d == want.defender_power, f"18.3.1.8 (the defender's battle power): {context}"
    destroyed = any(e.get("event") == "destroyed" and e.get("card") == DEFENDER for e in events)
    on_field = any(u["id"] == DEFENDER for line in ("front", "back") for u in after["players"]["p2"][line])
    clause = "18.4.1.4.1.1" if made.evasion and got_a >= got_d else "18.5.1.2"
    assert destroyed == want.destroyed, f"{clause} (the defender destroyed): {context}, destroyed: {destroyed}"
    assert on_field != want.destroyed, f"9.3.1 (a destroyed unit other than the Main Character leaves): {context}"
    assert not after["result"]["over"], f"no loss condition is met, yet the game ended: {after['result']}"
