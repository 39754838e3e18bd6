"""Shared fixtures of the project's own tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"

# The tests start many Python processes (`tcgjudge run`, served engines). Where the environment forbids
# bytecode files, each of them would compile every module and rewrite every step module's asserts again
# (about 0.7 s a process): they may write them (beside the sources; __pycache__ is ignored by git).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


@pytest.fixture
def seeds() -> Path:
    """The official rules texts, when this checkout sits beside ../shared/seeds."""
    if not SEEDS.is_dir():
        if os.environ.get("CI"):  # in CI the texts are always beside the clone: their absence is a failure
            pytest.fail(f"CI is set but the official rules texts are missing from {SEEDS}")
        pytest.skip("../shared/seeds is not present (the official texts are not shipped)")
    return SEEDS
