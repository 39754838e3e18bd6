"""The comparison of the engine with the Z3 model of Cipher battle judgment (invariants/cipher/test_models.py, the model
invariants/cipher/judgment_model.py, its proofs in tests/test_z3_models.py) run in process on the reference engine,
and shown to catch wrong engines (mutants of the catalogue)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from tcgjudge.invariants.cipher import test_models as compare
from tcgjudge.invariants.cipher.judgment_model import REFUSED_CRITICAL, Battle
from tcgjudge.reference.cipher.engine import CipherEngine

MUTATION = Path(__file__).resolve().parents[1] / "tools" / "mutation"
if str(MUTATION) not in sys.path:
    sys.path.insert(0, str(MUTATION))

import cipher as cipher_mutants  # noqa: E402  (the Cipher mutant catalogue)

MUTANTS = {m.name: m for m in cipher_mutants.CATALOGUE}


def test_the_reference_engine_matches_the_model() -> None:
    """Every battle the comparison builds (run on any engine by ``pytest --pyargs tcgjudge.invariants --tcg-game
    cipher``), here in process on the reference engine."""
    assert len(compare.BATTLES) >= 100
    for battle in compare.BATTLES:
        compare.test_judgment_matches_the_model(CipherEngine(), battle)


WRONG_ENGINES = [
    ("same-name-support-succeeds", Battle(30, 30, "same", 10, "other", 10), "18.3.1.4.1"),
    ("failed-support-stays", Battle(30, 30, "other", 10, "same", 10), "18.3.1.4.1.1"),
    ("support-not-added", Battle(20, 30, "other", 10, "same", 10), "18.3.1.8"),
    ("defender-support-not-added", Battle(30, 30, "same", 10, "other", 10), "18.3.1.8"),
    ("support-added-after-critical", Battle(20, 50, "other", 10, "same", 10, critical=True), "18.4.1.2.1.1"),
    ("critical-adds-nothing", Battle(20, 40, "same", 10, "same", 10, critical=True), "18.4.1.2.1.1"),
    ("critical-adds-printed-power", Battle(20, 50, "other", 10, "same", 10, critical=True), "18.4.1.2.1.1"),
    ("critical-at-zero-power", REFUSED_CRITICAL[0], "18.4.1.2.1.3"),
    ("evasion-ignored", Battle(30, 20, "same", 10, "same", 10, evasion=True), "18.4.1.4.1.1"),
    ("evasion-fails-against-critical", Battle(20, 30, "same", 10, "same", 10, True, True), "18.4.1.4.1.1"),
    ("tie-not-destroyed", Battle(30, 30, "same", 10, "same", 10), "18.5.1.2"),
]


@pytest.mark.parametrize(("mutant", "battle", "clause"), WRONG_ENGINES, ids=[m for m, _, _ in WRONG_ENGINES])
def test_the_model_comparison_catches_a_wrong_engine(mutant: str, battle: Battle, clause: str) -> None:
    """The comparison of one battle fails, citing the clause, on an engine breaking it; the same battle passes on the
    reference engine."""
    compare.test_judgment_matches_the_model(CipherEngine(), battle)
    with MUTANTS[mutant].applied(), pytest.raises(AssertionError, match=clause.replace(".", r"\.") + r"(?![.\d])"):
        compare.test_judgment_matches_the_model(CipherEngine(), battle)
