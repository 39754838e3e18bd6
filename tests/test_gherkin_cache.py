"""The cache of parsed feature files answers exactly as the parser does, and never stores a refusal."""

from __future__ import annotations

from pathlib import Path

import pytest
from gherkin.errors import CompositeParserException
from gherkin.parser import Parser

from tcgjudge import gherkin_cache
from tcgjudge.registry import get_game

FEATURE = """Feature: a cached feature
  @clause:6-5-5-1
  Scenario: 6-5-5-1 something
    Given a game
    When p1 passes
    Then the game is not over
"""


def test_a_cached_parse_is_the_parsers_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(gherkin_cache.CACHE_VARIABLE, str(tmp_path))
    fresh = Parser().parse(FEATURE)
    assert gherkin_cache.parse_gherkin(FEATURE) == fresh
    assert len(list(tmp_path.glob("*.json"))) == 1
    assert gherkin_cache.parse_gherkin(FEATURE) == fresh  # now read back from the folder
    changed = FEATURE.replace("p1 passes", "p2 passes")
    assert gherkin_cache.parse_gherkin(changed) == Parser().parse(changed)  # another text, another entry
    assert len(list(tmp_path.glob("*.json"))) == 2


def test_every_shipped_feature_file_reads_back_as_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(gherkin_cache.CACHE_VARIABLE, str(tmp_path))
    for path in sorted(get_game("onepiece").features_dir.glob("*.feature"))[:3]:
        text = path.read_text(encoding="utf-8")
        gherkin_cache.parse_gherkin(text)
        assert gherkin_cache.parse_gherkin(text) == Parser().parse(text), path


def test_a_refused_text_is_refused_again_and_never_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(gherkin_cache.CACHE_VARIABLE, str(tmp_path))
    broken = "Feature: x\n  Scenario: y\n    Given a\n    | a |\n  Scenario Outline z\n  Nonsense line here\n"
    for _ in range(2):
        with pytest.raises(CompositeParserException):
            gherkin_cache.parse_gherkin(broken)
    assert not list(tmp_path.iterdir())


def test_off_parses_every_time_and_an_unwritable_folder_only_costs_a_parse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(gherkin_cache.CACHE_VARIABLE, "off")
    assert gherkin_cache.cache_folder() is None
    assert gherkin_cache.parse_gherkin(FEATURE) == Parser().parse(FEATURE)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(gherkin_cache.CACHE_VARIABLE, str(blocked / "cache"))
    assert gherkin_cache.parse_gherkin(FEATURE) == Parser().parse(FEATURE)
