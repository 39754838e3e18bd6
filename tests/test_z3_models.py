"""Proofs about the Z3 models: properties the rules imply, checked for every input."""

from __future__ import annotations

import dataclasses

import pytest
import z3
from tcgjudge.invariants.cipher import judgment_model as judgment
from tcgjudge.invariants.gbf import damage_model as gbf_damage
from tcgjudge.invariants.legions import battle_model as legions_battle
from tcgjudge.invariants.onepiece import battle_model, play_model
from tcgjudge.invariants.shared.result_rules import ResultRules
from tcgjudge.invariants.shared.results_model import OTHER, ResultModel, build, expected, game_rules, prove

from tcgjudge.registry import all_games, clause_index

PLAYERS = ("p1", "p2")
WITH_RESULTS = [game.key for game in all_games().values() if game.results is not None]
IMMEDIATE_EFFECTS = [key for key in WITH_RESULTS if game_rules(key).effects_immediate]
WITH_CONCESSION = [key for key in WITH_RESULTS if game_rules(key).concession]


def test_every_game_declares_its_result_rules() -> None:
    assert sorted(WITH_RESULTS) == sorted(all_games())


@pytest.mark.parametrize("game", WITH_RESULTS)
def test_exactly_one_result_holds(game: str) -> None:
    m = build(game_rules(game))
    outcomes = [z3.Not(m.over), m.wins["p1"], m.wins["p2"], m.nobody_wins]
    exactly_one = z3.And(
        z3.Or(*outcomes), *(z3.Not(z3.And(a, b)) for i, a in enumerate(outcomes) for b in outcomes[i + 1 :])
    )
    assert prove(m, exactly_one) is None


@pytest.mark.parametrize("game", WITH_CONCESSION)
def test_concession_ends_the_game_and_the_conceder_never_wins(game: str) -> None:
    m = build(game_rules(game))
    for player in PLAYERS:
        assert prove(m, z3.Implies(m.concede[player], m.over)) is None
        assert prove(m, z3.Implies(m.concede[player], z3.Not(m.wins[player]))) is None
        # Even an effect making the conceder win, or the opponent's pending loss, does not save them.
        assert prove(m, z3.Implies(m.concede[player], m.wins[OTHER[player]])) is None


def test_cipher_has_no_concession() -> None:
    """Chapter 3 of Cipher's rules lists no concession: the model must not invent one."""
    m = build(game_rules("cipher"))
    assert prove(m, z3.And(*(z3.Not(m.concede[p]) for p in PLAYERS))) is None
    with pytest.raises(ValueError, match="cannot happen"):
        expected(game_rules("cipher"), concede=frozenset({"p1"}))


@pytest.mark.parametrize("game", WITH_RESULTS)
def test_a_winner_is_never_a_loser(game: str) -> None:
    m = build(game_rules(game))
    assert prove(m, z3.And(*(z3.Not(z3.And(m.wins[p], m.loses[p])) for p in PLAYERS))) is None


def _effect_win_claim(m: ResultModel) -> z3.BoolRef:
    nobody_concedes = z3.And(*(z3.Not(m.concede[p]) for p in PLAYERS))
    return z3.And(
        *(z3.Implies(z3.And(nobody_concedes, m.effect_win[p], m.condition_loss[p]), m.wins[p]) for p in PLAYERS)
    )


@pytest.mark.parametrize("game", IMMEDIATE_EFFECTS)
def test_an_effect_win_beats_the_winners_own_pending_loss(game: str) -> None:
    """OP/GBF 1-2-5, Cipher 23.1.30.1: the effect ends the game before the pending loss is checked."""
    model = build(game_rules(game))
    assert prove(model, _effect_win_claim(model)) is None
    # A model that waits for the check (the earlier, wrong reading) is refuted by the same claim.
    waiting = build(dataclasses.replace(game_rules(game), effects_immediate=False))
    assert prove(waiting, _effect_win_claim(waiting)) is not None


@pytest.mark.parametrize("game", ["gbf", "cipher"])
def test_a_pending_loss_and_an_effect_win_are_not_a_draw(game: str) -> None:
    got = expected(game_rules(game), effect_win=frozenset({"p1"}), condition_loss=frozenset({"p1", "p2"}))
    assert (got.over, got.winner, got.losers) == (True, "p1", frozenset({"p2"}))


@pytest.mark.parametrize(("game", "losers"), [("onepiece", {"p1", "p2"}), ("gbf", set()), ("cipher", set())])
def test_simultaneous_losses_at_a_check(game: str, losers: set[str]) -> None:
    """OP 9-2-1: both lose; GBF 1-2-3 and Cipher 3.2: a draw. Either way nobody wins."""
    got = expected(game_rules(game), condition_loss=frozenset(PLAYERS))
    assert (got.over, got.winner, got.losers) == (True, None, frozenset(losers))


@pytest.mark.parametrize("turn_player", PLAYERS)
def test_legions_a_player_meeting_a_win_and_a_loss_condition_loses(turn_player: str) -> None:
    """24-4c, tried for the turn player and the other one."""
    for player in PLAYERS:
        got = expected(
            game_rules("legions"),
            condition_win=frozenset({player}),
            condition_loss=frozenset({player}),
            turn_player=turn_player,
        )
        assert (got.winner, got.losers) == (OTHER[player], frozenset({player}))
    m = build(game_rules("legions"))
    # Unless a concession or the turn player's own loss settles the game first (24-4a), such a player loses.
    claim = z3.And(
        *(
            z3.Implies(
                z3.And(
                    m.condition_win[p],
                    m.condition_loss[p],
                    z3.Not(z3.Or(*m.concede.values())),
                    z3.Or(
                        m.turn_player_is_p1 if p == "p1" else z3.Not(m.turn_player_is_p1),
                        z3.Not(z3.Or(m.condition_loss[OTHER[p]], m.effect_lose[OTHER[p]])),
                    ),
                ),
                m.loses[p],
            )
            for p in PLAYERS
        )
    )
    assert prove(m, claim) is None


@pytest.mark.parametrize("turn_player", PLAYERS)
def test_legions_double_knockout_is_lost_by_the_turn_player(turn_player: str) -> None:
    """24-4a, 24-4c: both lives at 0 (each also meets a win condition); the turn player loses."""
    both = frozenset(PLAYERS)
    got = expected(game_rules("legions"), condition_loss=both, condition_win=both, turn_player=turn_player)
    assert (got.winner, got.losers) == (OTHER[turn_player], frozenset({turn_player}))
    m = build(game_rules("legions"))
    turn = m.turn_player_is_p1 if turn_player == "p1" else z3.Not(m.turn_player_is_p1)
    knockout = z3.And(turn, *(m.condition_loss[p] for p in PLAYERS), z3.Not(z3.Or(*m.concede.values())))
    assert prove(m, z3.Implies(knockout, m.wins[OTHER[turn_player]])) is None
    # The same claim for the wrong player is refuted, with a counterexample.
    assert prove(m, z3.Implies(knockout, m.wins[turn_player])) is not None


def test_legions_never_ends_in_a_draw() -> None:
    m = build(game_rules("legions"))
    assert prove(m, z3.Not(m.nobody_wins)) is None
    # Settled as a draw instead, the same claim is refuted.
    as_draw = build(ResultRules("draw", False, True, game_rules("legions").clauses))
    assert prove(as_draw, z3.Not(as_draw.nobody_wins)) is not None


def test_a_tie_in_power_goes_to_the_attacker() -> None:
    m = battle_model.build()
    solver = z3.Solver()
    solver.add(*m.constraints)
    tie = m.attacker_power + 1000 * m.attacker_don == m.target_power + m.counters
    solver.add(tie, z3.Not(m.attacker_wins))
    assert solver.check() == z3.unsat


def test_don_given_to_the_target_never_changes_a_battle() -> None:
    m = battle_model.build()
    solver = z3.Solver()
    solver.add(*m.constraints)
    target_don_2 = z3.Int("target_don_2")
    wins_2 = z3.Bool("wins_2")
    solver.add(target_don_2 >= 0, wins_2 == (m.attacker_power + 1000 * m.attacker_don >= m.target_power + m.counters))
    solver.add(wins_2 != m.attacker_wins)
    assert solver.check() == z3.unsat


def test_boundary_cases_sit_on_the_boundary() -> None:
    cases = battle_model.boundary_cases(12)
    assert len(cases) == 12
    differences = {c["attacker_power"] + 1000 * c["attacker_don"] - c["target_power"] - c["counters"] for c in cases}
    assert differences == {0, -1000, 1000}


@pytest.mark.parametrize("limit", [play_model.CHARACTER_LIMIT, play_model.STAGE_LIMIT])
def test_the_area_never_exceeds_its_limit(limit: int) -> None:
    m = play_model.build(limit)
    solver = z3.Solver()
    solver.add(*m.constraints)
    solver.add(m.after > m.limit)
    assert solver.check() == z3.unsat
    assert play_model.evaluate(limit, limit, 0, 0) == (True, True, limit)
    assert play_model.evaluate(limit, limit - 1, 0, 0) == (True, False, limit)
    assert play_model.evaluate(limit, 0, 2, 1) == (False, False, 0)


# -- the Legions! battle (invariants/legions/battle_model.py) ----------------------------------------------


def _holds(constraints: list[z3.BoolRef], claim: z3.BoolRef) -> z3.ModelRef | None:
    """None when ``claim`` holds in every battle the constraints allow, else a counterexample."""
    solver = z3.Solver()
    solver.add(*constraints, z3.Not(claim))
    return solver.model() if solver.check() == z3.sat else None


def _mirrored_battles(
    first_strikes: tuple[bool, bool], swap_first_strike: bool = True
) -> tuple[legions_battle.BattleModel, legions_battle.BattleModel, list[z3.BoolRef]]:
    """Two minion-on-minion battles, the second the first with attacker and target swapped.

    With ``swap_first_strike`` false, First Strike stays with the role (attacker or target), not the unit.
    """
    m, w = legions_battle.build("m_"), legions_battle.build("w_")
    minion = legions_battle.TARGET_KINDS.index("minion")
    a_fs, t_fs = first_strikes
    swapped = [
        m.target_kind == minion,
        w.target_kind == minion,
        m.attacker_first_strike == a_fs,
        m.target_first_strike == t_fs,
        w.attacker_atk == m.target_atk,
        w.attacker_hp == m.target_hp,
        w.attacker_damage == m.target_damage,
        w.attacker_first_strike == (m.target_first_strike if swap_first_strike else m.attacker_first_strike),
        w.target_atk == m.attacker_atk,
        w.target_hp == m.attacker_hp,
        w.target_damage == m.attacker_damage,
        w.target_first_strike == (m.attacker_first_strike if swap_first_strike else m.target_first_strike),
    ]
    return m, w, [*m.constraints, *w.constraints, *swapped]


def _mirror_claim(m: legions_battle.BattleModel, w: legions_battle.BattleModel) -> z3.BoolRef:
    return z3.And(
        m.attacker_broken == w.target_broken,
        m.target_broken == w.attacker_broken,
        m.dealt_to_attacker == w.dealt_to_target,
        m.dealt_to_target == w.dealt_to_attacker,
        m.attacker_damage_after == w.target_damage_after,
        m.target_damage_after == w.attacker_damage_after,
    )


FIRST_STRIKES = [(False, False), (True, False), (False, True), (True, True)]


@pytest.mark.parametrize("first_strikes", FIRST_STRIKES)
def test_legions_the_exchange_is_the_same_from_either_side(first_strikes: tuple[bool, bool]) -> None:
    """34-7: both units deal their ATK at once, so who attacks changes nothing in a minion-on-minion exchange;
    39-4: First Strike works alike for the attacker and the target."""
    m, w, constraints = _mirrored_battles(first_strikes)
    assert _holds(constraints, _mirror_claim(m, w)) is None


@pytest.mark.parametrize("first_strikes", FIRST_STRIKES)
def test_legions_first_strike_belongs_to_the_unit_not_the_side(first_strikes: tuple[bool, bool]) -> None:
    """The claim above is not vacuous: with First Strike left to the side, a lone First Strike breaks it
    (without First Strike, or with it on both sides, the exchange is simultaneous and the claim still holds)."""
    m, w, constraints = _mirrored_battles(first_strikes, swap_first_strike=False)
    symmetric = first_strikes[0] == first_strikes[1]
    assert (_holds(constraints, _mirror_claim(m, w)) is None) == symmetric


@pytest.mark.parametrize("side", ["attacker", "target"])
def test_legions_a_lone_first_strike_that_breaks_its_foe_takes_no_damage(side: str) -> None:
    """39-4 with 10-1 (docs/legions-data.md, Decisions): the broken unit deals nothing back, on either side."""
    m = legions_battle.build()
    if side == "attacker":
        alone = z3.And(m.attacker_first_strike, z3.Not(m.target_first_strike), m.target_broken)
        claim = z3.And(
            m.dealt_to_attacker == 0, m.attacker_damage_after == m.attacker_damage, z3.Not(m.attacker_broken)
        )
    else:
        alone = z3.And(m.target_first_strike, z3.Not(m.attacker_first_strike), m.attacker_broken)
        claim = z3.And(m.dealt_to_target == 0, m.target_damage_after == m.target_damage, z3.Not(m.target_broken))
    assert _holds(m.constraints, z3.Implies(alone, claim)) is None
    # Without First Strike, a unit that breaks its foe can take damage (and break) all the same.
    plain = z3.And(z3.Not(m.attacker_first_strike), z3.Not(m.target_first_strike))
    assert _holds([*m.constraints, plain], z3.Implies(m.target_broken, z3.Not(m.attacker_broken))) is not None


def test_legions_first_strike_never_hurts_its_owner() -> None:
    """39-4: giving the attacker First Strike never breaks it where it survived, nor saves a target it broke."""
    without, with_ = legions_battle.build("n_"), legions_battle.build("f_")
    same = [
        getattr(with_, name) == getattr(without, name)
        for name in (
            "attacker_atk",
            "attacker_hp",
            "attacker_damage",
            "target_kind",
            "target_atk",
            "target_hp",
            "target_damage",
            "target_first_strike",
            "life",
        )
    ]
    constraints = [*without.constraints, *with_.constraints, *same]
    constraints += [z3.Not(without.attacker_first_strike), with_.attacker_first_strike]
    claim = z3.And(
        z3.Implies(with_.attacker_broken, without.attacker_broken),
        z3.Implies(without.target_broken, with_.target_broken),
        with_.life_after == without.life_after,
    )
    assert _holds(constraints, claim) is None


def test_legions_an_attacked_master_never_breaks_or_hurts_the_attacker() -> None:
    """14-3h: a master has no ATK, so it deals no battle damage (11-5); it only loses life (11-2, 08-5)."""
    m = legions_battle.build()
    claim = z3.And(
        z3.Not(m.attacker_broken),
        z3.Not(m.target_broken),
        m.dealt_to_attacker == 0,
        m.life_after == z3.If(m.attacker_atk >= m.life, 0, m.life - m.attacker_atk),
    )
    assert _holds(m.constraints, z3.Implies(m.target_is_master, claim)) is None


def test_legions_the_game_ends_exactly_when_the_attacked_masters_life_reaches_zero() -> None:
    """24-2a / 24-3a with 08-5: over iff the target is the master and the ATK is at least its life."""
    m = legions_battle.build()
    over = z3.And(m.target_is_master, m.attacker_atk >= m.life)
    assert _holds(m.constraints, m.game_over == over) is None
    assert _holds(m.constraints, z3.And(m.life_after >= 0, m.life_after <= m.life)) is None


def test_legions_zero_atk_is_no_damage() -> None:
    """11-5 with 10-1: an ATK-0 unit deals nothing, so its foe neither breaks nor carries more damage."""
    m = legions_battle.build()
    claim = z3.And(m.dealt_to_target == 0, z3.Not(m.target_broken), m.target_damage_after == m.target_damage)
    assert _holds(m.constraints, z3.Implies(m.attacker_atk == 0, z3.And(claim, m.life_after == m.life))) is None


def test_legions_carried_damage_counts_toward_breaking() -> None:
    """10-1 / 11-3: a unit breaks exactly when the damage carried plus the damage dealt reaches its HP."""
    m = legions_battle.build()
    unit = z3.Not(m.target_is_master)
    claim = m.target_broken == z3.And(m.dealt_to_target > 0, m.target_damage + m.dealt_to_target >= m.target_hp)
    assert _holds(m.constraints, z3.Implies(unit, claim)) is None
    assert _holds(m.constraints, m.attacker_broken == (m.attacker_damage_after >= m.attacker_hp)) is None


def test_legions_boundary_cases_cover_every_edge() -> None:
    """Every edge of the battle rules has a case, inside the model's domain, in a size any engine loads."""
    model = legions_battle.build()
    names = [name for name, _ in legions_battle.edges(model)]
    cases = legions_battle.boundary_cases()
    assert len(cases) == len(names) == len(set(cases))
    for case in cases:
        legions_battle.outcome(case)  # raises outside the domain
        assert max(case.attacker_atk, case.attacker_hp, case.target_atk, case.target_hp) <= legions_battle.BOUND
    units = [c for c in cases if c.target != "master"]
    assert {c.attacker_atk - (c.target_hp - c.target_damage) for c in units} == {-1, 0, 1}
    assert {(c.attacker_first_strike, c.target_first_strike) for c in units} == {
        (False, False),
        (True, False),
        (False, True),
        (True, True),
    }
    assert {c.attacker_atk - c.life for c in cases if c.target == "master"} == {-1, 0, 1}
    assert any(c.attacker_damage and c.target_damage for c in units)


def test_legions_battle_model_refuses_impossible_battles() -> None:
    """An open unit has taken less damage than its HP (10-1): such a battle is outside the model."""
    with pytest.raises(ValueError, match="no such battle"):
        legions_battle.outcome(legions_battle.Battle(1, 2, 2, False, "minion", 1, 1, 0, False))


# -- Granblue Fantasy damage and armor break (invariants/gbf/damage_model.py) ------------------------------------


def _gbf_holds(model: gbf_damage.DamageModel | gbf_damage.CheckpointModel, claim: z3.BoolRef) -> bool:
    return _holds(model.constraints, claim) is None


def test_gbf_damage_of_zero_or_less_deals_nothing_whatever_is_added() -> None:
    """9-2-1-3-1: the value is checked before the additions (9-2-1-3-2), so none can revive it."""
    m = gbf_damage.build()
    nothing = z3.And(m.dealt == 0, z3.Not(m.lethal), m.armor_after == m.armor)
    assert _gbf_holds(m, z3.Implies(m.base <= 0, nothing))
    # Checked after the additions instead, an addition revives it: the claim is refuted.
    late = gbf_damage.build("late_", gbf_damage.Reading(check_after_additions=True))
    assert not _gbf_holds(late, z3.Implies(late.base <= 0, late.dealt == 0))


def test_gbf_additions_come_before_subtractions() -> None:
    """9-2-1-3-2 then 9-2-1-3-3, then 9-2-1-3-4 deals the value reached (nothing when it is 0 or less)."""
    m = gbf_damage.build()
    value = m.base + m.added - m.subtracted
    claim = z3.Implies(m.base >= 1, m.dealt == z3.If(value > 0, value, 0))
    assert _gbf_holds(m, claim)
    assert _gbf_holds(m, z3.And(m.dealt >= 0, z3.Implies(m.dealt > 0, m.dealt <= m.base + m.added)))
    # Subtracting first, flooring the value at 0 before adding, deals damage the text does not: refuted.
    early = gbf_damage.build("early_", gbf_damage.Reading(subtract_first=True))
    early_value = early.base + early.added - early.subtracted
    assert not _gbf_holds(early, z3.Implies(early.base >= 1, early.dealt == z3.If(early_value > 0, early_value, 0)))


def test_gbf_a_card_dealt_at_least_its_hp_is_beaten() -> None:
    """9-2-1-3-5 / 9-2-1-3-6: at least the HP, exactly the HP included; less never beats it."""
    m = gbf_damage.build()
    beaten = z3.Or(m.crew_incapacitated, m.armor_broken, m.captain_incapacitated)
    assert _gbf_holds(m, beaten == z3.And(m.dealt >= 1, m.dealt >= m.hp))
    strict = gbf_damage.build("strict_", gbf_damage.Reading(strictly_more=True))
    strict_beaten = z3.Or(strict.crew_incapacitated, strict.armor_broken, strict.captain_incapacitated)
    assert not _gbf_holds(strict, strict_beaten == z3.And(strict.dealt >= 1, strict.dealt >= strict.hp))


def test_gbf_crew_are_incapacitated_and_captains_lose_armor_first() -> None:
    """9-2-1-3-5: only a crew is incapacitated by damage; 9-2-1-3-6, 9-4-1-3-1: a captain with armor loses one armor
    card and is never incapacitated by that damage; without armor it is incapacitated; never both."""
    m = gbf_damage.build()
    assert _gbf_holds(m, z3.Implies(m.crew_incapacitated, z3.Not(m.captain)))
    with_armor = z3.And(m.captain, m.armor >= 1)
    claim = z3.And(
        z3.Not(m.captain_incapacitated), m.armor_broken == m.lethal, m.armor_after == m.armor - z3.If(m.lethal, 1, 0)
    )
    assert _gbf_holds(m, z3.Implies(with_armor, claim))
    assert _gbf_holds(m, z3.Implies(m.captain_incapacitated, m.armor == 0))
    assert _gbf_holds(m, z3.Not(z3.And(m.armor_broken, m.captain_incapacitated)))
    assert _gbf_holds(m, m.armor_after >= 0)


def test_gbf_the_turn_players_armor_breaks_first() -> None:
    """9-4-2-1-1: with both captains due a break, the turn player's runs first, whoever was dealt damage first."""
    cp = gbf_damage.checkpoint()
    both = z3.And(cp.breaks["p1"], cp.breaks["p2"], z3.Not(cp.incapacitated["p1"]), z3.Not(cp.incapacitated["p2"]))
    turn_first = z3.If(
        cp.turn_player_is_p1, z3.And(cp.first == 1, cp.second == 2), z3.And(cp.first == 2, cp.second == 1)
    )
    assert _gbf_holds(cp, z3.Implies(both, turn_first))
    alone = z3.And(cp.breaks["p2"], z3.Not(cp.breaks["p1"]), z3.Not(cp.incapacitated["p1"]))
    assert _gbf_holds(cp, z3.Implies(alone, z3.And(cp.first == 2, cp.second == 0)))
    # In the order the damage came (p1's first here), the claim fails on p2's turn.
    in_order = gbf_damage.build_checkpoint(build(game_rules("gbf")), turn_player_first=False)
    turn_first = z3.If(
        in_order.turn_player_is_p1, z3.And(in_order.first == 1, in_order.second == 2), in_order.first == 2
    )
    both = z3.And(*(z3.And(in_order.breaks[p], z3.Not(in_order.incapacitated[p])) for p in PLAYERS))
    assert not _gbf_holds(in_order, z3.Implies(both, turn_first))


def test_gbf_the_breaking_player_chooses_any_armor_card() -> None:
    """9-4-2-3-1: the card turned face up is the one its player chose, any of them, asked only among two or more."""
    cp = gbf_damage.checkpoint()
    for p in PLAYERS:
        runs = z3.And(cp.breaks[p], z3.Not(cp.incapacitated["p1"]), z3.Not(cp.incapacitated["p2"]))
        assert _gbf_holds(
            cp, z3.Implies(runs, z3.And(cp.revealed[p] == cp.choice[p], cp.armor_after[p] == cp.armor[p] - 1))
        )
        assert _gbf_holds(cp, cp.asked[p] == z3.And(runs, cp.armor[p] >= 2))
        for pick in range(3):  # every card of three can be the one broken
            solver = z3.Solver()
            solver.add(*cp.constraints, runs, cp.armor[p] == 3, cp.revealed[p] == pick)
            assert solver.check() == z3.sat
        solver = z3.Solver()
        solver.add(*cp.constraints, runs, cp.revealed[p] >= cp.armor[p])
        assert solver.check() == z3.unsat


def test_gbf_a_captain_with_no_armor_left_loses_and_two_at_once_draw() -> None:
    """9-4-1-3-1 with 9-4-1-2: lethal damage with no armor is the loss, checked before any break runs; both
    captains at once are a draw (1-2-3), on either player's turn."""
    cp = gbf_damage.checkpoint()
    r = cp.results
    for p in PLAYERS:
        other = OTHER[p]
        alone = z3.And(cp.lethal[p], cp.armor[p] == 0, z3.Not(cp.incapacitated[other]))
        assert _gbf_holds(cp, z3.Implies(alone, z3.And(r.wins[other], r.loses[p], cp.first == 0)))
        assert _gbf_holds(cp, z3.Implies(z3.And(cp.lethal[p], cp.armor[p] >= 1), z3.Not(r.loses[p])))
    both = z3.And(*(z3.And(cp.lethal[p], cp.armor[p] == 0) for p in PLAYERS))
    assert _gbf_holds(cp, z3.Implies(both, z3.And(r.over, r.nobody_wins)))


# -- Cipher battle judgment: support, critical hit, godspeed evasion (invariants/cipher/judgment_model.py) ---------


@pytest.mark.parametrize("prop", judgment.PROPERTIES, ids=[p.name for p in judgment.PROPERTIES])
def test_cipher_each_judgment_property_holds_for_every_battle(prop: judgment.Property) -> None:
    assert prop.proved(judgment.TEXT), f"{prop.name} ({', '.join(prop.clauses)}) has a counterexample"


@pytest.mark.parametrize("reading", judgment.WRONG_READINGS)
def test_cipher_each_wrong_reading_is_refuted_by_its_properties(reading: str) -> None:
    """The properties failing under the wrong reading are exactly those :data:`REFUTED_BY` lists (at least one)."""
    wrong = judgment.Reading(**{reading: True})
    refuting = tuple(p.name for p in judgment.PROPERTIES if not p.proved(wrong))
    assert refuting, f"no property refutes {reading}"
    assert set(refuting) == set(judgment.REFUTED_BY[reading])


def test_cipher_every_wrong_reading_has_its_refutation_and_every_property_refutes_one() -> None:
    assert set(judgment.REFUTED_BY) == set(judgment.WRONG_READINGS)
    used = {name for names in judgment.REFUTED_BY.values() for name in names}
    assert used == {p.name for p in judgment.PROPERTIES}


def test_cipher_the_clauses_cited_are_clauses_of_the_rules() -> None:
    index = clause_index("cipher")
    proved = {c for p in judgment.PROPERTIES for c in p.clauses}
    assert proved <= set(judgment.CLAUSES)
    missing = [c for c in judgment.CLAUSES if c not in index]
    assert not missing, missing


def test_cipher_concrete_verdicts() -> None:
    """A tie destroys; a failed support adds nothing; a critical doubles the power with the support; an evasion saves
    the defender from it; no critical hit at a battle power of 0."""
    assert judgment.outcome(judgment.Battle(20, 20, "same", 30, "same", 30)).destroyed
    assert not judgment.outcome(judgment.Battle(20, 20, "same", 30, "other", 10)).destroyed
    crit = judgment.outcome(judgment.Battle(20, 50, "other", 10, "other", 10, critical=True))
    assert (crit.attacker_power, crit.defender_power, crit.destroyed) == (60, 60, True)
    evaded = judgment.Battle(20, 50, "other", 10, "other", 10, critical=True, evasion=True)
    assert not judgment.outcome(evaded).destroyed
    assert not judgment.possible(judgment.Battle(0, 20, "other", 0, critical=True))
    with pytest.raises(ValueError, match="no such battle"):
        judgment.outcome(judgment.Battle(-10, 20, "same", 10, critical=True))
