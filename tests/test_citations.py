"""Clause citations in code (engine, steps, mutants) are checked against the rule indexes, like test262's esid lint."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tcgjudge.cli.main import cli
from tcgjudge.registry import all_games
from tcgjudge.rules.citations import (
    code_by_clause,
    game_citations,
    game_numbering,
    parse_citations,
    scan_mutants,
    scan_source,
)
from tcgjudge.rules.diff import ClauseText, attach_stale_citations, diff_clauses

GAMES_WITH_ENGINES = [key for key, game in all_games().items() if game.reference_engine]


def cited(game: str, text: str) -> list[tuple[list[str], str | None]]:
    return [(ids, problem) for _, ids, problem in parse_citations(text, game_numbering(game))]


@pytest.mark.parametrize("game", list(all_games()))
def test_every_citation_in_code_is_a_clause_of_the_index(game: str) -> None:
    problems = [str(problem) for problem in game_citations(game).problems]
    assert not problems, "stale clause citations (file:line: problem):\n" + "\n".join(problems)


@pytest.mark.parametrize("game", GAMES_WITH_ENGINES)
def test_engine_steps_and_mutants_are_all_read(game: str) -> None:
    citations = game_citations(game)
    kinds = {citer.kind for citer in citations.citers}
    assert {"engine", "step", "mutant"} <= kinds, kinds
    assert citations.mutation_catalogue is not None
    mutants = [c for c in citations.citers if c.kind == "mutant"]
    assert len({m.name for m in mutants}) == len(mutants)
    assert all(c.path.endswith(".py") and c.line >= 1 for c in citations.citers)


def test_one_clause_a_range_alternatives_and_chapters() -> None:
    assert cited("legions", "see 34-5.") == [(["34-5"], None)]
    assert cited("legions", "34-3..34-5") == [(["34-3", "34-4", "34-5"], None)]
    assert cited("legions", "23-2e..23-2g") == [(["23-2e", "23-2f", "23-2g"], None)]
    assert cited("legions", "20-3b/c, 14-3h/14-3i") == [(["20-3b", "20-3c"], None), (["14-3h", "14-3i"], None)]
    assert cited("legions", "card text (chapters 35-38)") == [(["35", "36", "37", "38"], None)]
    assert cited("onepiece", "7-1-1-1..3") == [(["7-1-1-1", "7-1-1-2", "7-1-1-3"], None)]
    assert cited("onepiece", "7-1-4-1-1-1/-3 and 10-2-11/12") == [
        (["7-1-4-1-1-1", "7-1-4-1-1-3"], None),
        (["10-2-11", "10-2-12"], None),
    ]
    assert cited("onepiece", "keywords of chapter 10-1") == [(["10-1"], None)]  # numbers going down: a clause


def test_what_is_not_a_citation() -> None:
    for text in ("card OP01-004", "on 2024-01-05", "version 1.1.6", "p1-deck3", "rules 1.00.", "x34-5", "7-1x"):
        assert cited("onepiece", text) == [], text
        assert cited("legions", text) == [], text


def test_a_citation_of_no_clause_is_a_problem() -> None:
    assert cited("legions", "34-99") == [([], "34-99 is not a clause of the index")]
    assert cited("onepiece", "7-1-4-1-1-1/-9") == [
        ([], "7-1-4-1-1-9 is not a clause of the index (in '7-1-4-1-1-1/-9')")
    ]
    assert cited("legions", "01-1..02-1") == [([], "the range 01-1..02-1 spans two parents (01 and 02)")]
    assert cited("legions", "34-5..34-3") == [([], "the range 34-5..34-3 does not go forwards")]


SOURCE = '''"""A module citing 34-1."""


def attack(state):
    """34-5: the range."""
    # 34-6: a blocker
    return "29-1", "no"


class Rules:
    def check(self):
        x = 1  # 34-99 is stale
        return x
'''


def test_a_function_cites_its_docstring_comments_and_strings_with_file_and_line() -> None:
    citers, problems = scan_source(SOURCE, "engine/x.py", "engine.x", "engine", [game_numbering("legions")])
    assert [(c.name, c.line, c.clauses) for c in citers] == [
        ("engine.x:<module>", 1, ("34-1",)),
        ("engine.x:attack", 4, ("34-5", "34-6", "29-1")),
    ]
    assert [str(p) for p in problems] == ["engine/x.py:12: 34-99 is not a clause of the index"]


def test_a_mutant_cites_its_clause_field() -> None:
    source = (
        'CATALOGUE = (\n    Mutant("a", "34-5", "d", f),\n'
        '    Mutant(name="b", clause="34-77", description="d", patches=f),\n'
        '    Mutant("c", "somewhere", "d", f),\n)\n'
    )
    citers, problems = scan_mutants(source, "tools/mutation/x.py", game_numbering("legions"))
    assert [(c.name, c.line, c.clauses) for c in citers] == [("a", 2, ("34-5",))]
    assert [str(p) for p in problems] == [
        "tools/mutation/x.py:3: mutant b: 34-77 is not a clause of the index",
        "tools/mutation/x.py:4: mutant c: clause 'somewhere' cites no clause id",
    ]


def test_a_mutant_declared_on_its_registry_cites_its_clause_field() -> None:
    source = (
        "MUTANTS = Catalogue()\n"
        'seen.add("x", "34-99")\n'
        '@MUTANTS.mutant("a", "34-5", "d")\n'
        "def _a() -> Patches: ...\n"
        'MUTANTS.add("b", "34-77", "d", _factory(1))\n'
        'MUTANTS.add(name="c", clause="somewhere", description="d", patches=_a)\n'
    )
    citers, problems = scan_mutants(source, "tools/mutation/x.py", game_numbering("legions"))
    assert [(c.name, c.line, c.clauses) for c in citers] == [("a", 3, ("34-5",))]
    assert [str(p) for p in problems] == [
        "tools/mutation/x.py:5: mutant b: 34-77 is not a clause of the index",
        "tools/mutation/x.py:6: mutant c: clause 'somewhere' cites no clause id",
    ]


def test_a_reworded_clause_names_the_engine_functions_and_mutants_citing_it(seeds: Path, tmp_path: Path) -> None:
    [path] = seeds.glob("004_*.txt")
    text = path.read_text(encoding="utf-8")
    heading = "# **34-5** アタック可能範囲"
    assert heading in text
    newer = tmp_path / "newer.txt"
    newer.write_text(text.replace(heading, heading + "（改）"), encoding="utf-8")
    outcome = CliRunner().invoke(cli, ["rules", "check", str(newer), "--format", "json"])
    assert outcome.exit_code == 1, outcome.output
    report = json.loads(outcome.output)
    assert report["reworded"] == ["34-5"]
    code = report["stale_code"]["34-5"]
    assert any(line.startswith("engine tcgjudge.reference.legions.battle:attack_range (") for line in code), code
    assert any(line.startswith("mutant far-lane-in-range (tools/mutation/legions.py:") for line in code), code
    outcome = CliRunner().invoke(cli, ["rules", "check", str(newer)])
    assert "stale code" in outcome.output and "far-lane-in-range" in outcome.output, outcome.output


def test_a_changed_clause_flags_the_code_citing_it_without_the_official_text() -> None:
    result = diff_clauses(
        [ClauseText("34-5", "a"), ClauseText("34-6", "b")], [ClauseText("34-5", "A"), ClauseText("34-6", "b")]
    )
    attach_stale_citations(result, [], {}, code_by_clause("legions"))
    assert list(result.stale_code) == ["34-5"]
    code = result.stale_code["34-5"]
    # The path is relative to the checkout in an editable install, absolute under site-packages otherwise.
    assert any(
        re.match(
            r"engine tcgjudge\.reference\.legions\.battle:attack_range \((\S*/)?reference/legions/battle\.py:", line
        )
        for line in code
    ), code
    assert any(line.startswith("mutant far-lane-in-range ") for line in code)
    assert result.stale_anything
