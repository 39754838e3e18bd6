"""The engine under test against the Z3 models of Granblue Fantasy damage, armor break and the result (damage_model,
shared results_model).

Damage: every damage Z3 finds on an edge of the rules, and every combination within small bounds, is built through
the engine interface as a declared state (docs/gbf-data.md (a)) on p1's main phase: p1's crew (ATK the damage's
base) attacks p2's crew, or p2's captain when p2 has no crew (7-2-1-3-1-2), with p2's armor laid out; p1 ends the
main phase, attacks, ends the attack step, p2 takes no counter step, and the damage step deals the attacker's ATK
(7-4-1-2). What the engine shows then is compared with the model. A base below 1 comes from a continuous effect
of p1's captain lowering its crew's ATK (needs ``effect.continuous``). With two or more armor cards the break waits
for p2's choice (9-4-2-3-1): every card is offered to p2 alone, and the one chosen is the one turned face up.

Result: declared states where either player, both or neither meet a loss condition (an incapacitated captain, an
empty deck, 1-2-2) on either player's turn, and concessions (1-2-4), against the result model of 1-2-3 / 1-2-4.

A test needs ``setup.state`` (and ``battle`` for damage); an engine without them is reported as unsupported.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from tcgjudge.invariants.gbf.damage_model import Hit, Outcome, boundary_cases, outcome
from tcgjudge.invariants.shared.results_model import expected, game_rules

from tcgjudge.engine.interface import Engine, UnsupportedError
from tcgjudge.results import UNSUPPORTED_PREFIX

GAME = "gbf"
ATTACKER, TARGET = "model-attacker", "model-target"
FILLER: dict[str, Any] = {"id": "MDL-SUM", "name": "Model Summon", "kind": "summon"}
P1_CAPTAIN: dict[str, Any] = {
    "id": "MDL-CPT-1",
    "name": "Model Captain",
    "kind": "captain",
    "rank": 0,
    "gender": "male",
    "hp": 20,
    "atk": 0,
}
SMALL_BASES = (1, 2, 3)
SMALL_HP = (1, 2, 3)
SMALL_ARMOR = (0, 1, 2, 3)


def crew_card(cid: str, atk: int, hp: int) -> dict[str, Any]:
    """A rank-1 vanilla crew of this ATK and HP (its character named after its id, so no name limit bites)."""
    return {"id": cid, "name": cid, "character": cid, "kind": "crew", "rank": 1, "hp": hp, "atk": max(atk, 0)}


def target_captain(hp: int) -> dict[str, Any]:
    return {"id": f"MDL-CPT-HP{hp}", "name": f"Model Captain HP{hp}", "kind": "captain", "rank": 0, "hp": hp, "atk": 0}


def _cards(prefix: str, count: int) -> list[dict[str, Any]]:
    return [{"card": FILLER["id"], "id": f"{prefix}{i}"} for i in range(count)]


def player(name: str, captain: str, crew: list[dict[str, Any]], armor: int, deck: int = 5) -> dict[str, Any]:
    """One player's declared state: a captain, up to one crew, three crystals, ``armor`` armor cards."""
    return {
        "deck": _cards(f"{name}-d", deck),
        "hand": [],
        "gauge": [],
        "captain_deck": [],
        "captains": [{"card": captain, "id": f"{name}-captain", "active": True}],
        "crew": crew,
        "crystals": [{"card": FILLER["id"], "id": f"{name}-x{i}", "active": True} for i in range(3)],
        "armor": _cards(f"{name}-a", armor),
    }


def declared(hit: Hit) -> tuple[dict[str, Any], str]:
    """The declared state of ``hit`` on p1's main phase, and the id of the target.

    A base below 1 is the attacker's ATK 1 lowered by its captain's continuous effect (8-9-1-3, 1-3-6)."""
    lowered = hit.base < 1
    attacker = crew_card("MDL-ATTACKER", 1 if lowered else hit.base, 5)
    captain = dict(P1_CAPTAIN)
    if lowered:
        captain = captain | {"id": "MDL-CPT-CURSED"}
        captain["effects"] = [{"name": "Curse", "kind": "continuous", "zone_atk": hit.base - 1}]
    cards = [FILLER, captain, attacker]
    p1 = player("p1", captain["id"], [{"card": attacker["id"], "id": ATTACKER, "active": True}], 5)
    if hit.target == "crew":
        defender = crew_card("MDL-DEFENDER", 0, hit.hp)
        cards += [defender, target_captain(20)]
        p2 = player("p2", "MDL-CPT-HP20", [{"card": defender["id"], "id": TARGET, "active": True}], hit.armor)
        target = TARGET
    else:
        cards.append(target_captain(hit.hp))
        p2 = player("p2", f"MDL-CPT-HP{hit.hp}", [], hit.armor)
        target = "p2-captain"
    state = {"turn": 3, "turn_player": "p1", "first_player": "p1", "phase": "main", "players": {"p1": p1, "p2": p2}}
    return {"mode": "state", "seed": 0, "cards": cards, "state": state}, target


def small_hits() -> list[Hit]:
    """Every damage within small bounds: base 1..3 against a crew of HP 1..3, or a captain of HP 1..3 with 0..3
    armor cards; and a base of 0 and -1 (the continuous effect) against a crew and a captain."""
    hits = [Hit(base, "crew", hp) for base, hp in itertools.product(SMALL_BASES, SMALL_HP)]
    hits += [Hit(b, "captain", hp, n) for b, hp, n in itertools.product(SMALL_BASES, SMALL_HP, SMALL_ARMOR)]
    return hits + [Hit(base, target, 1) for base in (0, -1) for target in ("crew", "captain")]


HITS = list(dict.fromkeys([*boundary_cases(), *small_hits()]))
assert {hit.target for hit in HITS} == {"crew", "captain"} and min(hit.base for hit in HITS) < 1


def needs(hit: Hit) -> list[pytest.MarkDecorator]:
    wanted = ["setup.state", "battle", *(["effect.continuous"] if hit.base < 1 else [])]
    return [pytest.mark.tcg_needs(capability) for capability in wanted]


def start(engine: Engine, setup: dict[str, Any]) -> None:
    """Start the declared state; an engine refusing a part it does not support is skipped as unsupported."""
    try:
        engine.start(GAME, setup)
    except UnsupportedError as error:
        pytest.skip(f"{UNSUPPORTED_PREFIX} engine lacks {error.capability}")


def take(engine: Engine, wanted: dict[str, Any], why: str) -> dict[str, Any]:
    """Apply the listed action that has every field of ``wanted`` (failing, citing ``why``, when none is listed)."""
    listed = [a for a in engine.legal_actions() if all(a.get(key) == value for key, value in wanted.items())]
    assert listed, f"{why}: the engine does not list {wanted}; it lists {engine.legal_actions()[:6]}"
    engine.apply(listed[0])
    return listed[0]


def observed(after: dict[str, Any], events: list[dict[str, Any]], target: str) -> Outcome:
    """What the engine shows after the damage step, in the model's terms (a break waiting for p2's choice counts)."""
    p2 = after["players"]["p2"]
    pending = after.get("pending") or {}
    captain = p2["captains"][-1] if p2["captains"] else {}
    return Outcome(
        dealt=sum(int(e["amount"]) for e in events if e.get("event") == "damage" and e.get("card") == target),
        crew_incapacitated=target == TARGET and all(card["id"] != TARGET for card in p2["crew"]),
        armor_broken=any(e.get("event") == "armor_break" and e.get("player") == "p2" for e in events)
        or pending.get("kind") == "break_armor",
        captain_incapacitated=target != TARGET
        and (bool(captain.get("incapacitated")) or "p2" in after["result"]["losers"]),
        armor=len(p2["armor"]) - (1 if pending.get("kind") == "break_armor" else 0),
    )


@pytest.mark.parametrize("hit", [pytest.param(h, id=h.name, marks=needs(h)) for h in HITS])
def test_damage_matches_the_model(engine: Engine, hit: Hit) -> None:
    setup, target = declared(hit)
    start(engine, setup)
    take(engine, {"type": "end_main", "player": "p1"}, "6-3-1-3")
    take(engine, {"type": "attack", "player": "p1", "card": ATTACKER, "target": target}, "7-2-1-3-1")
    logged = len(engine.observe()["log"])
    take(engine, {"type": "end_attack_step", "player": "p1"}, "7-2-1-4")
    take(engine, {"type": "no_counter", "player": "p2"}, "7-2-1-4")
    after = engine.observe()
    events = list(after["log"][logged:])
    want, got = outcome(hit), observed(after, events, target)
    context = f"{hit.name}: the model says {want}, the engine shows {got}"
    nothing = [e for e in events if e.get("event") == "damage" and int(e["amount"]) <= 0]
    assert not nothing, f"9-2-1-3-1: damage of 0 or less is no damage, yet the log shows {nothing}"
    assert got.dealt == want.dealt, f"9-2-1-3-1 / 9-2-1-3-4 / 7-4-1-2 (damage dealt): {context}"
    assert got.crew_incapacitated == want.crew_incapacitated, f"9-2-1-3-5 (crew incapacitated): {context}"
    assert got.armor_broken == want.armor_broken, f"9-2-1-3-6 / 9-4-2-2 (armor broken): {context}"
    assert got.captain_incapacitated == want.captain_incapacitated, f"9-2-1-3-6 / 9-4-1-3-1: {context}"
    if want.captain_incapacitated:
        model = expected(game_rules(GAME), condition_loss=frozenset({"p2"}), turn_player="p1")
        result = after["result"]
        assert result["over"] and result["winner"] == model.winner, f"9-4-1-3 / 1-2-1: {result} ({hit.name})"
        return
    pending = after.get("pending") or {}
    if hit.target == "captain" and want.armor_broken and hit.armor >= 2:
        # 9-4-2-3-1: p2, whose armor breaks, chooses among every armor card; the chosen one is turned face up.
        armor = [card["id"] for card in after["players"]["p2"]["armor"]]
        assert pending.get("kind") == "break_armor" and pending.get("player") == "p2", f"9-4-2-3-1: {pending}"
        offered = [a for a in engine.legal_actions() if a.get("type") == "break_armor"]
        assert {a["card"] for a in offered} == set(armor) and {a["player"] for a in offered} == {"p2"}, offered
        chosen = offered[-1]
        logged = len(after["log"])
        engine.apply(chosen)
        after = engine.observe()
        broke = [e for e in after["log"][logged:] if e.get("event") == "armor_break"]
        assert [e["card"] for e in broke] == [chosen["card"]], f"9-4-2-3-1: chose {chosen['card']}, broke {broke}"
    elif pending.get("kind") == "break_armor":
        raise AssertionError(f"9-4-2-3-1: a choice of armor with {hit.armor} card(s) to choose from ({hit.name})")
    assert len(after["players"]["p2"]["armor"]) == want.armor, f"9-4-2-3-1 (armor left): {context}"
    assert not after["result"]["over"], f"no loss condition is met, yet the game ended: {after['result']}"


# -- the result (1-2-1 .. 1-2-4) ---------------------------------------------------------------------------------

CONDITIONS = ("none", "captain", "deck")
RESULT_CASES = [
    (tp, c1, c2) for tp in ("p1", "p2") for c1 in CONDITIONS for c2 in CONDITIONS if (c1, c2) != ("none", "none")
]


def lost_state(turn_player: str, conditions: dict[str, str]) -> dict[str, Any]:
    """A declared main phase where each player meets the given loss condition: an incapacitated captain (with no
    armor left, 9-4-1-3-1) or an empty deck (1-2-2-2)."""
    players = {}
    for name in ("p1", "p2"):
        condition = conditions[name]
        state = player(name, P1_CAPTAIN["id"], [], 0 if condition == "captain" else 2, 0 if condition == "deck" else 5)
        state["captains"][0]["incapacitated"] = condition == "captain"
        players[name] = state
    first = turn_player
    state = {"turn": 3, "turn_player": turn_player, "first_player": first, "phase": "main", "players": players}
    return {"mode": "state", "seed": 0, "cards": [FILLER, P1_CAPTAIN], "state": state}


@pytest.mark.tcg_needs("setup.state")
@pytest.mark.parametrize(("turn_player", "p1", "p2"), RESULT_CASES, ids=["-".join(case) for case in RESULT_CASES])
def test_losses_at_a_checkpoint_match_the_result_model(engine: Engine, turn_player: str, p1: str, p2: str) -> None:
    """1-2-2 / 9-4-1-2: the checkpoint before the first free timing (4-6-2) finds the conditions; 1-2-1: the other
    player wins; 1-2-3: both at once is a draw, whoever's turn it is."""
    start(engine, lost_state(turn_player, {"p1": p1, "p2": p2}))
    losing = frozenset(name for name, condition in (("p1", p1), ("p2", p2)) if condition != "none")
    want = expected(game_rules(GAME), condition_loss=losing, turn_player=turn_player)
    result = engine.observe()["result"]
    got = (result["over"], result["winner"], frozenset(result["losers"]), result["draw"])
    assert got == (want.over, want.winner, want.losers, want.winner is None), f"1-2-1 / 1-2-3: {result}, want {want}"


@pytest.mark.tcg_needs("setup.state")
@pytest.mark.parametrize(("turn_player", "conceder"), list(itertools.product(("p1", "p2"), repeat=2)))
def test_a_concession_matches_the_result_model(engine: Engine, turn_player: str, conceder: str) -> None:
    """1-2-4: either player concedes at any time, on either player's turn, and loses at once."""
    start(engine, lost_state(turn_player, {"p1": "none", "p2": "none"}))
    take(engine, {"type": "concede", "player": conceder}, "1-2-4")
    want = expected(game_rules(GAME), concede=frozenset({conceder}), turn_player=turn_player)
    result = engine.observe()["result"]
    got = (result["over"], result["winner"], frozenset(result["losers"]))
    assert got == (want.over, want.winner, want.losers), f"1-2-4: {result}, want {want}"
