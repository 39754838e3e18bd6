"""The shipped rule indexes: well formed, own words, and exactly the ids of the official texts."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from tcgjudge.rules.extract import extract
from tcgjudge.rules.index import KIND_MEANING, KINDS, document_keys, load_document
from tcgjudge.schemas import validate

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("key", document_keys())
def test_index_matches_its_schema(key: str) -> None:
    text = resources.files("tcgjudge.rules").joinpath("data", f"{key}.json").read_text(encoding="utf-8")
    assert validate("index", json.loads(text)) == []


@pytest.mark.parametrize("key", document_keys())
def test_index_is_consistent_and_in_english(key: str) -> None:
    document = load_document(key)
    ids = [clause.id for clause in document.clauses]
    assert len(ids) == len(set(ids)), "clause ids must be unique"
    for clause in document.clauses:
        assert clause.parent is None or clause.parent in document, f"{clause.id}: unknown parent"
        assert all(ref in document for ref in clause.refs), f"{clause.id}: reference to an unknown clause"
        assert not JAPANESE.search(clause.title + clause.reason), f"{clause.id}: title must be own English words"
        assert (clause.kind == "rule") != bool(clause.reason), f"{clause.id}: reason iff not a rule"


NUMBERED = {"onepiece": "002", "gbf": "000", "cipher": "003", "legions": "004"}


@pytest.mark.seeds
@pytest.mark.parametrize("key", sorted(NUMBERED))
def test_extraction_of_the_official_text_matches_the_index(key: str, seeds: Path) -> None:
    document = load_document(key)
    [path] = seeds.glob(f"{NUMBERED[key]}_*.txt")
    extraction = extract(path.read_text(encoding="utf-8"))
    assert extraction.style == document.numbering
    assert extraction.ids() == [clause.id for clause in document.clauses]
    for found, indexed in zip(extraction.clauses, document.clauses, strict=True):
        assert found.parent == indexed.parent, found.id
        assert found.fingerprint == indexed.fingerprint, found.id
        assert list(found.refs) == list(indexed.refs), found.id


@pytest.mark.seeds
def test_rule_reference_sections_are_indexed(seeds: Path) -> None:
    document = load_document("gbf-reference")
    assert document.numbering == "titled"
    assert len(document.clauses) >= 30
    assert all(clause.id.startswith("RR-") for clause in document.clauses)


def test_readme_coverage_table_is_current() -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    check = subprocess.run([sys.executable, str(root / "tools" / "update_readme.py"), "--check"], check=False)
    assert check.returncode == 0, "README coverage table is stale: run python tools/update_readme.py"


def test_every_kind_is_explained_in_the_readme() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    for kind in KINDS:
        assert kind in KIND_MEANING, f"{kind} has no meaning"
        assert f"| `{kind}` |" in readme, f"the README's table of kinds does not explain {kind}"


DECIDED_KINDS = [
    # Legions! 25-4: the shuffled order is observable in play, as gbf 5-2-1-3 and cipher 12.2.1.2 are indexed.
    ("legions", "25-4", "rule"),
    # Legions! 33-2 and 33-3 both bound the term 'deploy', and both change what On Deploy fires on.
    ("legions", "33-2", "rule"),
    ("legions", "33-3", "rule"),
    # Legions! 14-5 and 14-6: which wording is current is a matter of the card data an engine loads.
    ("legions", "14-5", "card-data"),
    ("legions", "14-6", "card-data"),
]


@pytest.mark.parametrize(("key", "clause", "kind"), DECIDED_KINDS)
def test_decided_kinds_hold(key: str, clause: str, kind: str) -> None:
    found = load_document(key).get(clause)
    assert found is not None and found.kind == kind


def test_cipher_calls_its_main_character_main_character() -> None:
    """Cipher's 主人公 is the Main Character in every English text; Legions! has Lords of its own."""
    for clause in load_document("cipher").clauses:
        words = clause.title + " " + clause.reason
        assert not re.search(r"\blords?\b|\bMCs?\b", words, re.IGNORECASE), f"{clause.id}: say Main Character"
        assert "main character" not in words.replace("Main Character", ""), f"{clause.id}: Main Character, capitalised"
    glossary = (Path(__file__).parents[1] / "docs" / "glossary.md").read_text(encoding="utf-8")
    [row] = [line for line in glossary.splitlines() if line.startswith("| 主人公 / 主人公ユニット |")]
    assert row.split(" | ")[1] == "Main Character" and "Lord" not in row.split(" | ")[2]
