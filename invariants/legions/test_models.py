"""The engine under test against the Z3 model of a Legions! battle (battle_model).

Every battle Z3 finds on an edge of the rules, and every combination within small bounds, is built
through the engine interface as a declared state (docs/legions-data.md (a)): p1's minion stands in
the centre lane, facing p2's minion there, or p2's lord or master when the lane is empty. p1 attacks
with the ``attack`` action the engine lists, and what the engine shows after it is compared with the
model. A test needs the engine capabilities ``setup.state`` and ``battle`` (and ``keyword.first_strike``
when either side has it); an engine without them is reported as unsupported, not failed.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import pytest
from tcgjudge.invariants.legions.battle_model import TARGET_KINDS, Battle, Outcome, boundary_cases, outcome

from tcgjudge.engine.interface import Engine, UnsupportedError
from tcgjudge.results import UNSUPPORTED_PREFIX

GAME = "legions"
MASTER: dict[str, Any] = {"id": "M-RW", "name": "Model Master", "category": "master", "colors": ["red", "white"]}
FILLER: dict[str, Any] = {
    "id": "M-FILL",
    "name": "Model Filler",
    "category": "minion",
    "colors": ["red"],
    "cost": 9,
    "atk": 1,
    "hp": 1,
    "wt": 4,
}
ATTACKER, TARGET = "model-attacker", "model-target"
LANES = ("left", "centre", "right")
WAIT_ZONES = ("I", "II", "III", "IV")
SMALL_ATK = (0, 1, 2)
SMALL_UNITS = [(hp, damage) for hp in (1, 2) for damage in range(hp)]
SMALL_LIVES = (1, 2, 3)


def card(kind: str, atk: int, hp: int, first_strike: bool) -> dict[str, Any]:
    """A vanilla minion or lord of this ATK and HP, with First Strike (39-4) or without."""
    cid = f"{kind[0].upper()}-{atk}-{hp}" + ("-FS" if first_strike else "")
    definition: dict[str, Any] = {"id": cid, "name": f"Model {cid}", "category": kind, "colors": ["red"], "cost": 1}
    definition |= {"atk": atk, "hp": hp} | ({"wt": 2} if kind == "minion" else {"cc": 0})
    return definition | ({"keywords": ["first_strike"]} if first_strike else {})


def on_field(definition: dict[str, Any], cid: str, damage: int) -> dict[str, Any]:
    """An open, active, capable unit carrying ``damage`` from earlier in the turn (11-3)."""
    unit = {"card": definition["id"], "id": cid, "exhausted": False, "reversed": False, "damage": damage}
    return unit | {"incapacitated": False}


def player(name: str, life: int, awakened: bool = False) -> dict[str, Any]:
    """One player's declared state: a master, an empty field, a few cards in the deck."""
    return {
        "master": {"card": MASTER["id"], "id": f"{name}-master", "mode": "awakened" if awakened else "normal"}
        | {"cores": 1 if awakened else 3, "exhausted": False},
        "lord": None,
        "lanes": dict.fromkeys(LANES),
        "wait": {zone: {"cards": [], "cores": 0} for zone in WAIT_ZONES},
        "standby": [],
        "exclusion": [],
        "hand": [],
        "deck": [{"card": FILLER["id"], "id": f"{name}-deck{i}"} for i in range(5)],
        "core_zone": {"active": 0, "exhausted": 0},
        "life": life,
        "mp": 0,
    }


def declared(battle: Battle) -> tuple[dict[str, Any], str]:
    """The declared state of ``battle`` on p1's main phase, and the id of the target."""
    attacker = card("minion", battle.attacker_atk, battle.attacker_hp, battle.attacker_first_strike)
    p1 = player("p1", 20)
    p1["lanes"]["centre"] = on_field(attacker, ATTACKER, battle.attacker_damage)
    p2 = player("p2", battle.life, awakened=battle.target == "lord")  # 31-2: a lord needs an awakened master
    cards = [MASTER, FILLER, attacker]
    target = "p2-master"
    if battle.target != "master":
        defined = card(battle.target, battle.target_atk, battle.target_hp, battle.target_first_strike)
        cards.append(defined)
        unit = on_field(defined, TARGET, battle.target_damage)
        if battle.target == "lord":
            p2["lord"] = unit | {"cores": 0}
        else:
            p2["lanes"]["centre"] = unit  # the same lane as the attacker's (18-3): in range, blocking the master
        target = TARGET
    unique = list({c["id"]: c for c in cards}.values())
    state = {"turn": 3, "turn_player": "p1", "first_player": "p1", "phase": "main", "players": {"p1": p1, "p2": p2}}
    return {"mode": "state", "seed": 0, "cards": unique, "state": state}, target


def small_battles() -> list[Battle]:
    """Every battle within small bounds: ATK 0..2, HP 1..2 with 0..HP-1 damage, First Strike or not, life 1..3."""
    units = [(atk, hp, dmg, fs) for atk in SMALL_ATK for hp, dmg in SMALL_UNITS for fs in (False, True)]
    battles = []
    for atk, hp, dmg, fs in units:
        on_master = Battle(atk, hp, dmg, fs, "master")
        battles += [replace(on_master, life=life) for life in SMALL_LIVES]
        for kind, (t_atk, t_hp, t_dmg, t_fs) in itertools.product(("minion", "lord"), units):
            foe = replace(on_master, target=kind, target_atk=t_atk, target_hp=t_hp, target_damage=t_dmg)
            battles.append(replace(foe, target_first_strike=t_fs))
    return battles


def needs(battle: Battle) -> list[pytest.MarkDecorator]:
    """The capabilities a battle's test needs (the plugin skips it as unsupported without them)."""
    wanted = ["setup.state", "battle", *(["keyword.first_strike"] if battle.first_strike else [])]
    return [pytest.mark.tcg_needs(capability) for capability in wanted]


BATTLES = list(dict.fromkeys([*boundary_cases(), *small_battles()]))
assert {battle.target for battle in BATTLES} == set(TARGET_KINDS)


def start(engine: Engine, setup: dict[str, Any]) -> None:
    """Start the declared state; an engine refusing a part it does not support is skipped as unsupported."""
    try:
        engine.start(GAME, setup)
    except UnsupportedError as error:
        pytest.skip(f"{UNSUPPORTED_PREFIX} engine lacks {error.capability}")


def unit_after(observation: dict[str, Any], owner: str, cid: str) -> dict[str, Any] | None:
    """``owner``'s minion or lord ``cid`` if it is still on the field."""
    mine = observation["players"][owner]
    for unit in [*mine["lanes"].values(), mine["lord"]]:
        if unit is not None and unit["id"] == cid:
            return dict(unit)
    return None


def dealt(events: list[dict[str, Any]], cid: str) -> int:
    """The damage the log's ``damage`` events gave ``cid`` (0 when none)."""
    return sum(int(event["amount"]) for event in events if event.get("event") == "damage" and event.get("card") == cid)


def observed(observation: dict[str, Any], events: list[dict[str, Any]], battle: Battle, target: str) -> Outcome:
    """What the engine shows after the battle, in the model's terms (-1: the damage on a unit that has left)."""
    attacker = unit_after(observation, "p1", ATTACKER)
    master = battle.target == "master"
    defender = None if master else unit_after(observation, "p2", target)
    return Outcome(
        attacker_broken=attacker is None,
        target_broken=not master and defender is None,
        dealt_to_attacker=dealt(events, ATTACKER),
        dealt_to_target=dealt(events, target),
        attacker_damage=-1 if attacker is None else int(attacker["damage"]),
        target_damage=0 if master else -1 if defender is None else int(defender["damage"]),  # a master keeps none
        life=int(observation["players"]["p2"]["life"]),
        game_over=bool(observation["result"]["over"]),
    )


@pytest.mark.parametrize("battle", [pytest.param(b, id=b.name, marks=needs(b)) for b in BATTLES])
def test_battle_outcome_matches_the_model(engine: Engine, battle: Battle) -> None:
    setup, target = declared(battle)
    start(engine, setup)
    wanted = {"type": "attack", "attacker": ATTACKER, "target": target}
    listed = [a for a in engine.legal_actions() if all(a.get(key) == value for key, value in wanted.items())]
    assert listed, f"27-4 / 34-5: the engine does not list {ATTACKER} attacking {target} ({battle.name})"
    logged = len(engine.observe()["log"])
    engine.apply(listed[0])
    after = engine.observe()
    events = list(after["log"][logged:])
    want, got = outcome(battle), observed(after, events, battle, target)
    context = f"{battle.name}: the model says {want}, the engine shows {got}"
    nothing = [e for e in events if e.get("event") == "damage" and int(e["amount"]) <= 0]
    assert not nothing, f"11-5: damage of 0 or less is no damage, yet the log shows {nothing} ({battle.name})"
    assert got.dealt_to_target == want.dealt_to_target, f"34-7 / 39-4 / 11-5 (damage to the target): {context}"
    assert got.dealt_to_attacker == want.dealt_to_attacker, f"34-7 / 39-4 / 11-5 (damage to the attacker): {context}"
    assert got.target_broken == want.target_broken, f"10-1 / 11-3 / 39-4 (target broken): {context}"
    assert got.attacker_broken == want.attacker_broken, f"10-1 / 11-3 / 39-4 (attacker broken): {context}"
    if not want.target_broken:
        assert got.target_damage == want.target_damage, f"11-3 (damage left on the target): {context}"
    if not want.attacker_broken:
        assert got.attacker_damage == want.attacker_damage, f"11-3 (damage left on the attacker): {context}"
    assert got.life == want.life, f"11-2 / 08-5 (p2's life): {context}"
    assert after["players"]["p1"]["life"] == 20, f"34-7: the attacker's own master lost life in {battle.name}"
    assert got.game_over == want.game_over, f"24-2a / 24-3a (game over): {context}"
    if want.game_over:
        result = after["result"]
        assert (result["winner"], list(result["losers"])) == ("p1", ["p2"]), f"24-2a / 24-3a: {result}"
