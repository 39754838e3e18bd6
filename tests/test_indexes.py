"""The shipped rule indexes: well formed, own words, and exactly the ids of the official texts."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from tcgjudge.rules.extract import extract
from tcgjudge.rules.index import document_keys, load_document
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
