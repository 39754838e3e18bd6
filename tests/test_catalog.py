"""Reading scenarios and their clause tags from feature files, without running them."""

from __future__ import annotations

from pathlib import Path

from tcgjudge.catalog import load_catalog

FEATURE = """\
Feature: Battle
  @clause:7-1-4-1-1
  Scenario: 7-1-4-1-1 Leader damage moves the top life card to hand
    Given a game

  @clause:9-9-9-9 @clause:7-1-4
  Scenario: 7-1-4 a scenario citing a clause that does not exist
    Given a game

  @clause:7-1-3 @needs:ability.draw
  Scenario: A title that does not begin with its clause
    Given a game
"""


def test_catalog_reads_primary_clause_needs_and_problems(tmp_path: Path) -> None:
    (tmp_path / "07_battle.feature").write_text(FEATURE, encoding="utf-8")
    scenarios, problems = load_catalog("onepiece", tmp_path)
    assert [s.primary for s in scenarios] == ["7-1-4-1-1", "7-1-4", "7-1-3"]
    assert scenarios[1].clauses == ("7-1-4", "9-9-9-9")
    assert scenarios[2].needs == ("ability.draw",)
    messages = [str(problem) for problem in problems]
    assert any(m.endswith("07_battle.feature:6: @clause:9-9-9-9 is not a clause of onepiece") for m in messages)
    assert any(":11: title 'A title that does not begin with its clause'" in m for m in messages)
    assert len(problems) == 2


def test_a_misspelt_capability_is_an_error_with_file_and_line(tmp_path: Path) -> None:
    """A @needs value the game does not declare would make the scenario unsupported for every engine."""
    (tmp_path / "07_battle.feature").write_text(
        "Feature: Battle\n  @clause:7-1-3 @needs:ability.draw @needs:abilty.draw\n"
        "  Scenario: 7-1-3 Counter step\n    Given a game\n",
        encoding="utf-8",
    )
    _, problems = load_catalog("onepiece", tmp_path)
    assert [str(problem) for problem in problems] == [
        f"{tmp_path / '07_battle.feature'}:2: @needs:abilty.draw is not a capability onepiece declares"
    ]


def test_rule_reference_sections_are_cited_like_clauses(tmp_path: Path) -> None:
    """Granblue Fantasy scenarios cite the rule reference's titled sections by their RR- ids."""
    (tmp_path / "10_negation.feature").write_text(
        "Feature: Negation\n"
        "  @clause:RR-negating-effects @clause:10-10-2\n"
        "  Scenario: RR-negating-effects A negated effect cannot be activated\n    Given a game\n\n"
        "  @clause:RR-negating-effect\n"
        "  Scenario: RR-negating-effect A misspelt section\n    Given a game\n",
        encoding="utf-8",
    )
    scenarios, problems = load_catalog("gbf", tmp_path)
    assert scenarios[0].clauses == ("RR-negating-effects", "10-10-2")
    assert [str(problem) for problem in problems] == [
        f"{tmp_path / '10_negation.feature'}:6: @clause:RR-negating-effect is not a clause of gbf"
    ]
