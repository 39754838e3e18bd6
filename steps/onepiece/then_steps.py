"""Then steps: assertions on the observation, the legal actions, the log and rejections.

Every failure message says what the rules require and what the engine did.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then
from tcgjudge.steps.onepiece.when_steps import INFINITIVE_FORMS, parse_action
from tcgjudge.steps.onepiece.world import KEYWORDS, PHASE_NAMES, PHASES, World
from tcgjudge.steps.shared.world import action_matches

from tcgjudge.engine.interface import Observation
from tcgjudge.identity import renamed

P = r"(?P<player>p[12])"
Q = r'"(?P<{}>[^"]+)"'
_ZONES = {"hand": "hand", "deck": "deck", "trash": "trash", "life area": "life", "character area": "characters"}
_ZONE = r"(?P<zone>hand|deck|trash|life area|character area)"


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _field_cards(obs: Observation) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    for state in obs["players"].values():
        cards.append(state["leader"])
        cards.extend(state["characters"])
        if state.get("stage"):
            cards.append(state["stage"])
    return cards


def _field_card(world: World, ref: str) -> dict[str, Any]:
    """The leader, character or stage the scenario calls ``ref``, under whatever id it has now."""
    cards = _field_cards(world.observe())
    for card in cards:
        if world.same_card(card["id"], ref):
            return card
    ids = [card["id"] for card in cards]
    raise AssertionError(f'no leader, character or stage "{ref}" is on the field (field ids: {ids})')


def _zone(obs: Observation, player: str, zone: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = obs["players"][player][_ZONES[zone]]
    return cards


def _names(cards: list[dict[str, Any]]) -> str:
    return ", ".join(f"{c['id']} ({c['card']})" for c in cards) or "nothing"


def _is(world: World, card: dict[str, Any], ref: str) -> bool:
    """``ref`` names this card: the scenario's name for it (under any id it has had) or its card number."""
    return bool(card.get("card") == ref or world.same_card(card.get("id"), ref))


# ----------------------------------------------------------------- rejections


# ----------------------------------------------------------------- legal actions


@then(parsers.re(P + r" (?P<can>can|cannot) (?P<phrase>" + INFINITIVE_FORMS + ")"))
def then_can(world: World, player: str, can: str, phrase: str) -> None:
    """`Then pX can <infinitive phrase>` / `Then pX cannot <infinitive phrase>` — a legal action of pX matches the
    action, or none does (e.g. `p1 can attack "p2-leader" with "zoro"`, `p2 can block with "b1"`, `p1 can end the
    main phase`). Only the fields the phrase names are compared (lists as multisets; a legal `attach_don` listed
    without `count` matches any count, so check an over-large count with `tries to give` instead).

    Vocabulary: Legal actions
    """
    wanted = renamed(world.names, parse_action(player, phrase, infinitive=True))  # the cards' current ids
    world.refuse_answered_decision(wanted)
    legal = world.legal_actions()
    found = [action for action in legal if action_matches(wanted, action)]
    if can == "can":
        assert found, f"{player} should be able to {phrase} ({_show(wanted)}), but the legal actions are {_show(legal)}"
    else:
        assert not found, f"{player} must not be able to {phrase}, but the engine offers {_show(found)}"


# ----------------------------------------------------------------- turn, phase, battle, decision


@then(parsers.re(r"it is turn (?P<turn>\d+)"))
def then_turn(world: World, turn: str) -> None:
    """`Then it is turn N` — the turn number.

    Vocabulary: Turn, phase, battle, decision
    """
    obs = world.observe()
    assert obs["turn"] == int(turn), f"it should be turn {turn}, but the engine is on turn {obs['turn']}"


@then(parsers.re(r"it is " + P + r"'s (?P<phase>refresh|draw|DON!!|main|end) phase"))
def then_phase(world: World, player: str, phase: str) -> None:
    """`Then it is pX's refresh|draw|DON!!|main|end phase` — turn player and phase.

    Vocabulary: Turn, phase, battle, decision
    """
    obs = world.observe()
    got = f"{obs['turn_player']}'s {PHASE_NAMES.get(obs['phase'], obs['phase'])} phase"
    assert obs["turn_player"] == player and obs["phase"] == PHASES[phase], (
        f"it should be {player}'s {phase} phase, but it is {got} (turn {obs['turn']})"
    )


@then(parsers.re(P + r" is the first player"))
def then_first_player(world: World, player: str) -> None:
    """`Then pX is the first player` — `first_player`.

    Vocabulary: Turn, phase, battle, decision
    """
    obs = world.observe()
    assert obs["first_player"] == player, f"{player} should be the first player, but it is {obs['first_player']}"


@then(parsers.re(r"the battle is in the (?P<step>attack|block|counter|damage|end) step"))
def then_battle_step(world: World, step: str) -> None:
    """`Then the battle is in the attack|block|counter|damage|end step` — a battle is in progress, in that step.

    Vocabulary: Turn, phase, battle, decision
    """
    battle = world.observe()["battle"]
    assert battle is not None, f"a battle should be in its {step} step, but no battle is in progress"
    assert battle["step"] == step, f"the battle should be in its {step} step, but it is in {battle['step']}"


@then("no battle is in progress")
def then_no_battle(world: World) -> None:
    """`Then no battle is in progress` — `battle` is null.

    Vocabulary: Turn, phase, battle, decision
    """
    battle = world.observe()["battle"]
    assert battle is None, f"no battle should be in progress, but the engine shows {_show(battle)}"


@then(parsers.re(r"the attack target is " + Q.format("target")))
def then_attack_target(world: World, target: str) -> None:
    """`Then the attack target is "ID"` — the current target of the battle.

    Vocabulary: Turn, phase, battle, decision
    """
    battle = world.observe()["battle"]
    assert battle is not None and battle["target"] == target, f"the attack target should be {target}: {battle}"


# ----------------------------------------------------------------- zones


@then(parsers.re(P + r"'s " + _ZONE + r" has (?P<count>\d+) cards?"))
def then_zone_size(world: World, player: str, zone: str, count: str) -> None:
    """`Then pX's ZONE has N cards` (or `1 card`) — exact size.

    Vocabulary: Zones
    """
    cards = _zone(world.observe(), player, zone)
    assert len(cards) == int(count), (
        f"{player}'s {zone} should hold {count} card(s), but it holds {len(cards)}: {_names(cards)}"
    )


@then(parsers.re(P + r"'s " + _ZONE + r" is empty"))
def then_zone_empty(world: World, player: str, zone: str) -> None:
    """`Then pX's ZONE is empty`.

    Vocabulary: Zones
    """
    cards = _zone(world.observe(), player, zone)
    assert not cards, f"{player}'s {zone} should be empty, but it holds {_names(cards)}"


@then(parsers.re(P + r"'s " + _ZONE + r" (?P<neg>contains|does not contain) " + Q.format("ref")))
def then_zone_contains(world: World, player: str, zone: str, neg: str, ref: str) -> None:
    """`Then pX's ZONE contains "REF"` / `Then pX's ZONE does not contain "REF"`.

    Vocabulary: Zones
    """
    cards = _zone(world.observe(), player, zone)
    present = any(_is(world, card, ref) for card in cards)
    if neg == "contains":
        assert present, f'{player}\'s {zone} should contain "{ref}", but it holds {_names(cards)}'
    else:
        assert not present, f'{player}\'s {zone} must not contain "{ref}", but it holds {_names(cards)}'


@then(parsers.re(r"the top card of " + P + r"'s " + _ZONE + r" is " + Q.format("ref")))
def then_top_card(world: World, player: str, zone: str, ref: str) -> None:
    """`Then the top card of pX's ZONE is "REF"` — the first card listed (top of a stack; first character).

    Vocabulary: Zones
    """
    cards = _zone(world.observe(), player, zone)
    assert cards and _is(world, cards[0], ref), f'the top card of {player}\'s {zone} should be "{ref}": {_names(cards)}'


@then(parsers.re(Q.format("ref") + r" is now a card " + Q.format("number") + r" in " + P + r"'s " + _ZONE))
def then_moved_as(world: World, ref: str, number: str, player: str, zone: str) -> None:
    """`Then "ID" is now a card "NUM" in pX's ZONE` — the card the scenario calls "ID" is in that zone, under any id
    its engine gave it when it moved, as a card "NUM" (3-1-6).

    Vocabulary: Zones
    """
    obs = world.observe()
    assert not any(world.same_card(card["id"], ref) for card in _field_cards(obs)), (
        f'"{ref}" should have left the field'
    )
    cards = [card for card in _zone(obs, player, zone) if world.same_card(card["id"], ref)]
    assert cards, f'"{ref}" should be in {player}\'s {zone}, but it holds {_names(_zone(obs, player, zone))}'
    assert cards[0]["card"] == number, f'"{ref}" should be a "{number}", but the engine shows {_names(cards)}'


# ----------------------------------------------------------------- leaders and characters


@then(parsers.re(Q.format("ref") + r" is (?P<state>rested|active)"))
def then_orientation(world: World, ref: str, state: str) -> None:
    """`Then "ID" is rested` / `Then "ID" is active`.

    Vocabulary: Leaders, characters, stages (by id)
    """
    card = _field_card(world, ref)
    actual = "rested" if card["rested"] else "active"
    assert actual == state, f'"{ref}" should be {state}, but the engine shows it {actual}'


@then(parsers.re(Q.format("ref") + r" has (?P<power>-?\d+) power"))
def then_power(world: World, ref: str, power: str) -> None:
    """`Then "ID" has N power` — exact current power (may be negative: `-1000`).

    Vocabulary: Leaders, characters, stages (by id)
    """
    card = _field_card(world, ref)
    assert card["power"] == int(power), f'"{ref}" should have {power} power, but the engine shows {card["power"]}'


@then(parsers.re(Q.format("ref") + r" has (?P<count>\d+) DON!! given"))
def then_given_don(world: World, ref: str, count: str) -> None:
    """`Then "ID" has N DON!! given` — DON!! given to that leader/character.

    Vocabulary: Leaders, characters, stages (by id)
    """
    card = _field_card(world, ref)
    assert card["don"] == int(count), f'"{ref}" should have {count} DON!! given, but the engine shows {card["don"]}'


@then(parsers.re(Q.format("ref") + r" (?P<neg>has|does not have) (?P<keyword>Rush|Blocker|Double Attack|Banish)"))
def then_keyword(world: World, ref: str, neg: str, keyword: str) -> None:
    """`Then "ID" has Rush|Blocker|Double Attack|Banish` / `Then "ID" does not have ...` — current keywords.

    Vocabulary: Leaders, characters, stages (by id)
    """
    card = _field_card(world, ref)
    present = KEYWORDS[keyword.lower()] in card.get("keywords", [])
    assert present == (neg == "has"), f'"{ref}" {neg} {keyword} expected; keywords shown: {card.get("keywords")}'


@then(parsers.re(Q.format("ref") + r" is (?P<neg>|not )on the field"))
def then_on_field(world: World, ref: str, neg: str) -> None:
    """`Then "ID" is on the field` / `Then "ID" is not on the field` — a leader, character or stage with that id
    exists.

    Vocabulary: Leaders, characters, stages (by id)
    """
    present = any(world.same_card(card["id"], ref) for card in _field_cards(world.observe()))
    assert present == (neg == ""), f'"{ref}" should {neg}be on the field'


# ----------------------------------------------------------------- DON!!


@then(parsers.re(P + r"'s cost area has (?P<active>\d+) active and (?P<rested>\d+) rested DON!!"))
def then_cost_area(world: World, player: str, active: str, rested: str) -> None:
    """`Then pX's cost area has N active and M rested DON!!`.

    Vocabulary: DON!! counts
    """
    state = world.observe()["players"][player]
    got = (state["don_active"], state["don_rested"])
    assert got == (int(active), int(rested)), (
        f"{player}'s cost area should hold {active} active and {rested} rested DON!!, but it holds "
        f"{got[0]} active and {got[1]} rested"
    )


@then(parsers.re(P + r"'s cost area has (?P<count>\d+) (?P<which>active |rested |)DON!!"))
def then_cost_area_count(world: World, player: str, count: str, which: str) -> None:
    """`Then pX's cost area has N DON!!` / `N active DON!!` / `N rested DON!!`.

    Vocabulary: DON!! counts
    """
    state = world.observe()["players"][player]
    which = which.strip()
    got = state[f"don_{which}"] if which else state["don_active"] + state["don_rested"]
    assert got == int(count), (
        f"{player}'s cost area should hold {count} {which + ' ' if which else ''}DON!!, but it holds {got} "
        f"({state['don_active']} active, {state['don_rested']} rested)"
    )


@then(parsers.re(P + r"'s DON!! deck has (?P<count>\d+) (?:DON!!|cards?)"))
def then_don_deck(world: World, player: str, count: str) -> None:
    """`Then pX's DON!! deck has N DON!!` (or `N cards`).

    Vocabulary: DON!! counts
    """
    got = world.observe()["players"][player]["don_deck"]
    assert got == int(count), f"{player}'s DON!! deck should hold {count} DON!!, but it holds {got}"


# ----------------------------------------------------------------- result


# ----------------------------------------------------------------- log


def _events(obs: Observation, turn: int | None = None, declared: int | None = None) -> list[dict[str, Any]]:
    """Log events, all of them or only those of one turn (from its turn_start to the next).

    Events before the first ``turn_start`` belong to the declared turn (a declared state
    starts inside a turn that may have no ``turn_start`` event).
    """
    log: list[dict[str, Any]] = obs["log"]
    if turn is None:
        return log
    out: list[dict[str, Any]] = []
    current: int | None = declared
    for event in log:
        if event.get("event") == "turn_start":
            current = event.get("turn")
        if current == turn:
            out.append(event)
    return out


def _matching(world: World, events: list[dict[str, Any]], wanted: dict[str, Any]) -> list[dict[str, Any]]:
    """The events with every field of ``wanted``; a card name matches every id the card has had."""
    return [e for e in events if world.event_matches(e, wanted)]


@then(parsers.re(r"the log shows " + P + r" took (?P<amount>\d+) damage"))
def then_log_damage(world: World, player: str, amount: str) -> None:
    """`Then the log shows pX took N damage` — a `damage` event of pX with amount N.

    Vocabulary: Log (all events since the game began)
    """
    events = _events(world.observe())
    wanted = {"event": "damage", "player": player, "amount": int(amount)}
    assert _matching(world, events, wanted), (
        f"the log should record {_show(wanted)}: {_show(_matching(world, events, {'event': 'damage'}))}"
    )


@then(parsers.re(r"the log shows a K\.O\. of " + Q.format("card") + r" by (?P<by>battle|effect)"))
def then_log_ko(world: World, card: str, by: str) -> None:
    """`Then the log shows a K.O. of "ID" by battle|effect` — a `ko` event for that (old) id.

    Vocabulary: Log (all events since the game began)
    """
    events = _events(world.observe())
    wanted = {"event": "ko", "card": card, "by": by}
    assert _matching(world, events, wanted), (
        f"the log should record {_show(wanted)}: {_show(_matching(world, events, {'event': 'ko'}))}"
    )


@then(parsers.re(r"the log shows no K\.O\. of " + Q.format("card")))
def then_log_no_ko(world: World, card: str) -> None:
    """`Then the log shows no K.O. of "ID"` — no `ko` event for that id.

    Vocabulary: Log (all events since the game began)
    """
    found = _matching(world, _events(world.observe()), {"event": "ko", "card": card})
    assert not found, f'"{card}" must not be K.O.\'d, but the log records {_show(found)}'


@then(parsers.re(r"the log shows " + P + r" drew (?P<count>\d+) cards? during turn (?P<turn>\d+)"))
def then_log_draws(world: World, player: str, count: str, turn: str) -> None:
    """`Then the log shows pX drew N cards during turn T` — exactly N `draw` events of pX in turn T (events before the
    first `turn_start` count for the declared turn).

    Vocabulary: Log (all events since the game began)
    """
    found = _matching(world, _events(world.observe(), int(turn), world.turn), {"event": "draw", "player": player})
    assert len(found) == int(count), (
        f"{player} should have drawn {count} card(s) during turn {turn}, but the log records "
        f"{len(found)}: {_show(found)}"
    )


@then(parsers.re(r"the log shows " + P + r" received (?P<count>\d+) DON!! during turn (?P<turn>\d+)"))
def then_log_don(world: World, player: str, count: str, turn: str) -> None:
    """`Then the log shows pX received N DON!! during turn T` — the `don` events of pX in turn T add up to N.

    Vocabulary: Log (all events since the game began)
    """
    found = _matching(world, _events(world.observe(), int(turn), world.turn), {"event": "don", "player": player})
    total = sum(int(e.get("count", 0)) for e in found)
    assert total == int(count), (
        f"{player} should have received {count} DON!! during turn {turn}, but the log records {total}: {_show(found)}"
    )
