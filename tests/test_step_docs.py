"""The step vocabularies in docs/ are generated from the step definitions' docstrings (tools/update_step_docs.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import update_step_docs  # noqa: E402

from tcgjudge.registry import all_games  # noqa: E402


def test_the_step_vocabularies_are_up_to_date() -> None:
    check = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_step_docs.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, f"stale step vocabulary: run python tools/update_step_docs.py\n{check.stderr}"


@pytest.mark.parametrize("package", list(update_step_docs.vocabularies()))
def test_every_step_definition_has_an_entry_under_a_heading_of_its_page(package: str) -> None:
    listed, problems = update_step_docs.entries(package)
    assert not problems, "\n".join(problems)
    assert listed
    text, problems = update_step_docs.render(package)
    assert not problems, "\n".join(problems)
    for entry in listed:
        assert entry.text in text, entry.name


def test_an_entry_is_a_list_item_and_its_section_tag_is_read() -> None:
    doc = """`Then pX has N cards` — the exact size of the hand,
    wrapped in the source.

    A second paragraph (16-3).

    Vocabulary: Zones
    """
    assert update_step_docs.entry_text(doc) == (
        "Zones",
        "- `Then pX has N cards` — the exact size of the hand, wrapped in the source.\n\n  A second paragraph (16-3).",
    )
    assert update_step_docs.entry_text("`Given x` — no section.")[0] is None


def test_the_vocabulary_pages_are_the_known_ones() -> None:
    pages = {path.name for path in update_step_docs.vocabularies().values()}
    assert {"steps.md", "onepiece-steps.md", "legions-steps.md"} <= pages


@pytest.mark.parametrize("game", [key for key, game in all_games().items() if game.has_scenarios()])
def test_every_entry_is_worded_as_the_steps_it_answers(game: str) -> None:
    assert update_step_docs.wording_problems(game) == []


def test_an_entry_worded_for_another_step_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    from tcgjudge.steps.shared import steps

    monkeypatch.setattr(steps.then_accepted, "__doc__", "`Then the move is allowed` — reworded.\n\nVocabulary: Result")
    problems = update_step_docs.wording_problems("legions")
    assert any("then_accepted: no wording of its entry" in p and "the action is accepted" in p for p in problems)


def test_required_words_leave_out_placeholders_options_and_choices() -> None:
    assert update_step_docs.required_words('pX\'s leader is "NUM" [as "ID"] with N DON!! given, rested|active') == [
        "leader",
        "is",
        "with",
        "DON!!",
        "given",
    ]
