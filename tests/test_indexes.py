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
    schema = json.loads(resources.files("tcgjudge.schemas").joinpath("index.json").read_text(encoding="utf-8"))
    assert schema["properties"]["clauses"]["items"]["properties"]["kind"]["enum"] == list(KINDS)


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
    # GBF 10-10-2 and 10-10-2-1: what negation does (the text is treated as absent; resolved results stay) is stated
    # by no other clause of 000, and the rule reference states the same as rules (RR-negating-effects,
    # RR-negating-received-effects): an observable consequence, so `rule` in both documents.
    ("gbf", "10-10-2", "rule"),
    ("gbf", "10-10-2-1", "rule"),
    ("gbf-reference", "RR-negating-effects", "rule"),
    ("gbf-reference", "RR-negating-received-effects", "rule"),
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


DECIDED_PARENTS = [
    # Cipher prints 21.3.1.1.2.1 twice; the second (hand skills with the Act icon) sits under 21.3.1.2.2.
    ("cipher", "21.3.1.1.2.1~2", "21.3.1.2.2"),
    # The GBF rule reference nests its rule-processing items under two numbered group statements, and three
    # damage kinds under "kinds of damage".
    ("gbf-reference", "RR-non-interrupting-rule-processing", "RR-rule-processing"),
    ("gbf-reference", "RR-interrupting-rule-processing", "RR-rule-processing"),
    *(
        ("gbf-reference", f"RR-{item}", "RR-non-interrupting-rule-processing")
        for item in ("losing-the-game", "crew-incapacitation", "armor-break", "mandatory-phase-step-processing")
    ),
    ("gbf-reference", "RR-crew-refill", "RR-non-interrupting-rule-processing"),
    ("gbf-reference", "RR-level-card-move-replacement", "RR-interrupting-rule-processing"),
    *(("gbf-reference", f"RR-{kind}-damage", "RR-damage-types") for kind in ("battle", "effect", "chain-burst")),
]


@pytest.mark.parametrize(("key", "clause", "parent"), DECIDED_PARENTS)
def test_decided_parents_hold(key: str, clause: str, parent: str) -> None:
    found = load_document(key).get(clause)
    assert found is not None and found.parent == parent


def test_the_rule_reference_nests_only_what_the_text_nests() -> None:
    """Every other section of 001 is a top-level heading of its own."""
    nested = {clause for key, clause, _ in DECIDED_PARENTS if key == "gbf-reference"}
    for clause in load_document("gbf-reference").clauses:
        assert (clause.parent is not None) == (clause.id in nested), clause.id


def test_documents_without_a_date_say_why() -> None:
    """A version or date the text does not state plainly is explained, never invented (GBF 000 is 1.10 by its
    own changelog; the rule reference 001 has neither)."""
    gbf, reference = load_document("gbf"), load_document("gbf-reference")
    assert (gbf.version, gbf.date) == ("1.10", "2016-11-18") and "1.10" in gbf.note
    assert (reference.version, reference.date) == ("", "") and reference.note
    assert reference.label == "Granblue Fantasy TCG Rule Reference (undated)"
    for key in document_keys():
        document = load_document(key)
        assert (document.date and document.version) or document.note, f"{key}: no date or version, no note why"


CROSS_REFERENCE = "Cross-reference to "
REMINDER_TEXT = "Reminder text: "
CLAUSE_ID = re.compile(r"RR-[a-z-]+|\d+(?:[.-]\d+[a-z]?)+(?:~\d+)?")


@pytest.mark.parametrize("key", document_keys())
def test_cross_references_and_reminder_text_are_typed_one_way(key: str) -> None:
    """A pure "see clause X" is `reference`, its reason saying where it points; a clause about reminder text is
    `informative`, its reason beginning "Reminder text:". The same in every index, whatever the game."""
    document = load_document(key)
    for clause in document.clauses:
        points = clause.reason.startswith(CROSS_REFERENCE)
        assert points == (clause.kind == "reference"), f"{clause.id}: a cross-reference is `reference`, said so"
        assert points or "cross-reference" not in clause.reason.lower(), (
            f"{clause.id}: reason must start {CROSS_REFERENCE!r}"
        )
        if points:
            named = [found for found in CLAUSE_ID.findall(clause.reason) if found in document]
            assert named or clause.refs, f"{clause.id}: a cross-reference names a clause of {key}"
        about_reminder_text = "reminder text" in (clause.title + " " + clause.reason).lower()
        if about_reminder_text or clause.reason.startswith(REMINDER_TEXT):
            assert clause.kind == "informative" and clause.reason.startswith(REMINDER_TEXT), clause.id


TYPED_ONE_WAY = [
    # Pure cross-references: each says only where the requirement is.
    *(("onepiece", clause, "reference") for clause in ("2-14-1", "6-5-6-2")),
    *(("gbf", clause, "reference") for clause in ("2-3-1-1", "2-10-2")),
    *(("cipher", clause, "reference") for clause in ("4.2.2", "4.14.2", "21.2.2.2.1", "21.2.2.3.1")),
    *(("cipher", f"21.3.1.1.2.{n}", "reference") for n in ("1", "2", "3", "1~2")),
    # Reminder text: explanation printed on cards, changing nothing in play.
    *(("onepiece", clause, "informative") for clause in ("2-8-4", "2-8-4-1", "2-8-4-2")),
    ("gbf", "2-5-3", "informative"),
    ("gbf-reference", "RR-parentheses-in-effect-text", "informative"),
    ("cipher", "21.1.1.3", "informative"),
]


@pytest.mark.parametrize(("key", "clause", "kind"), TYPED_ONE_WAY)
def test_the_cross_references_and_reminder_text_found_in_the_texts_keep_their_kind(
    key: str, clause: str, kind: str
) -> None:
    found = load_document(key).get(clause)
    assert found is not None and found.kind == kind


def test_gbf_says_job_change_as_the_glossary_does() -> None:
    """ジョブチェンジ is "job change" (docs/glossary.md); "class change" is Cipher's クラスチェンジ."""
    for key in ("gbf", "gbf-reference"):
        for clause in load_document(key).clauses:
            assert "class chang" not in (clause.title + " " + clause.reason).lower(), f"{key} {clause.id}"
