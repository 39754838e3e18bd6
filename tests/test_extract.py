"""The extractor on small texts written for each blemish of PDF-extracted rules."""

from __future__ import annotations

import pytest

from tcgjudge.rules.extract import detect_style, extract, fingerprint, normalise_id, parent_id

DASH_TEXT = """\
Contents
1. Outline ..... 1
2. Cards ..... 2

## Body

1 Outline
#### 1-1. Players
1-1-1. Two players play. See 「2-1-1.」 for cards.
- 1-1-2. A bulleted clause.
**1-1-3.** A bold clause.
１-１-４. A clause in full-width digits.
- ① a circled list item, not a clause
2. Cards
2-1. Kinds
2-1-1. Cards have kinds (see 1-1-1. and 9-9-9).
1.see 2-1. this wrapped line is no clause
## Changelog
2024/4/19
- 2-1-1. changed
"""


def test_dash_style_ids_parents_and_toc() -> None:
    extraction = extract(DASH_TEXT)
    assert extraction.style == "dash"
    assert extraction.ids() == ["1", "1-1", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "2", "2-1", "2-1-1"]
    assert extraction.toc_lines == (2, 3)  # contents entries, each followed by another chapter
    by_id = {c.id: c for c in extraction.clauses}
    assert by_id["1-1-1"].parent == "1-1"
    assert by_id["1-1"].parent == "1"
    assert by_id["1"].parent is None
    assert by_id["2-1-1"].chapter == "2"


def test_references_are_ids_inside_sentences_that_exist() -> None:
    by_id = {c.id: c for c in extract(DASH_TEXT).clauses}
    assert by_id["1-1-1"].refs == ("2-1-1",)
    # 9-9-9 is not a clause; the wrapped line after 2-1-1 is part of its text.
    assert by_id["2-1-1"].refs == ("1-1-1", "2-1")


def test_changelog_is_not_clauses() -> None:
    extraction = extract(DASH_TEXT)
    assert extraction.changelog_line == 19
    assert extraction.ids().count("2-1-1") == 1


DOT_TEXT = """\
Contents
1. Players
2. Rules

1. Players
1.1. Two players.
2. Rules
- 2 .1 . Spaced id with a bullet.
 - 2 . 1 . 1 . Deeper and spaced; see 「1 . 1 .」.
2 .1 .2 . Another.
2 .1 .1 . The same number again by mistake.
履歴
2019年3月28日
- ・「2.1.」 changed
"""


def test_dot_style_with_spaces_between_characters() -> None:
    extraction = extract(DOT_TEXT)
    assert extraction.style == "dot"
    assert extraction.ids() == ["1", "1.1", "2", "2.1", "2.1.1", "2.1.2", "2.1.1~2"]
    by_id = {c.id: c for c in extraction.clauses}
    assert by_id["2.1.1"].refs == ("1.1",)
    assert by_id["2.1.1~2"].duplicate_of_line == 9
    assert by_id["2.1.1~2"].parent == "2.1"
    assert extraction.toc_lines == (2, 3)


def test_a_repeated_number_is_parented_where_it_is_printed() -> None:
    """As Cipher's second 21.3.1.1.2.1 (after 21.3.1.2.2): its parent is the clause above it, one level up."""
    text = "1. A\n1.1. B\n1.1.1. C\n1.1.1.1. D\n1.2. E\n1.2.1. F\n1.1.1.1. G, misnumbered\n1.3. H\n"
    extraction = extract(text)
    assert extraction.ids() == ["1", "1.1", "1.1.1", "1.1.1.1", "1.2", "1.2.1", "1.1.1.1~2", "1.3"]
    by_id = {c.id: c for c in extraction.clauses}
    assert by_id["1.1.1.1"].parent == "1.1.1"
    assert by_id["1.1.1.1~2"].parent == "1.2.1"
    assert by_id["1.3"].parent == "1"


LEGIONS_TEXT = """\
# Contents
01.\tBasics\t3
02.\tTerms\t3

# 01. Basics
- 01-1「Legions」 is for two players.
- **01-2** Card text beats rules.
# 02. Terms
#### 02-1 Game
# **02-1**a Sub-clause split by bold
02-1b see 01-2 here
- 12 WT
"""


def test_chapter_letter_style_letters_and_bold() -> None:
    extraction = extract(LEGIONS_TEXT)
    assert extraction.style == "chapter-letter"
    assert extraction.ids() == ["01", "01-1", "01-2", "02", "02-1", "02-1a", "02-1b"]
    by_id = {c.id: c for c in extraction.clauses}
    assert by_id["02-1a"].parent == "02-1"
    assert by_id["02-1b"].refs == ("01-2",)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("1 4 . 2 . 3 .", "14.2.3"), ("１２-３.", "12-3"), ("2 3.1.4 1", "23.1.41"), ("14-3**j", "14-3j")],
)
def test_normalise_id(raw: str, expected: str) -> None:
    assert normalise_id(raw) == expected


def test_parent_ids() -> None:
    assert parent_id("7-1-4-1-1-2", "dash") == "7-1-4-1-1"
    assert parent_id("18.5.1.2", "dot") == "18.5.1"
    assert parent_id("24-4c", "chapter-letter") == "24-4"
    assert parent_id("24-4", "chapter-letter") == "24"
    assert parent_id("24", "chapter-letter") is None


def test_fingerprint_ignores_layout_but_not_words() -> None:
    assert fingerprint("A  card\n- is drawn") == fingerprint("A card is drawn")
    assert fingerprint("A card is drawn") != fingerprint("Two cards are drawn")


def test_detect_style() -> None:
    assert detect_style(["1-1. a", "1-2. b"]) == "dash"
    assert detect_style(["1.1. a", "1 .2 . b"]) == "dot"
    assert detect_style(["01-1 a", "01-2b c"]) == "chapter-letter"
