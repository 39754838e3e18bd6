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
    # Legions! 34-6: the only clause saying which opposing minion blocks an attacker, so it shapes the attack range.
    ("legions", "34-6", "rule"),
    # Legions! 33-1, like 33-2 and 33-3: a card an effect puts on the field is deployed (29-1, On Deploy).
    ("legions", "33-1", "rule"),
    # Legions! 35-3: a skill's whole text is one sequence, each ability its own: trigger checks wait for its end.
    ("legions", "35-3", "rule"),
    # Legions! 21-1: the same cards off the field are no units (counts and damage read the field only).
    ("legions", "21-1", "rule"),
    # Legions! 11-1: effect damage and battle damage are told apart in play (39-6 stops only the first).
    ("legions", "11-1", "rule"),
    # Legions! 17-10: the leader zone is part of the field, so the start phase readies the master and lord.
    ("legions", "17-10", "rule"),
    # Legions! 14-5 and 14-6: which wording is current is a matter of the card data an engine loads.
    ("legions", "14-5", "card-data"),
    ("legions", "14-6", "card-data"),
]


@pytest.mark.parametrize(("key", "clause", "kind"), DECIDED_KINDS)
def test_decided_kinds_hold(key: str, clause: str, kind: str) -> None:
    found = load_document(key).get(clause)
    assert found is not None and found.kind == kind
