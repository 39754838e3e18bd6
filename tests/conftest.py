"""Shared fixtures of the project's own tests."""

from __future__ import annotations

from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[1].parent / "shared" / "seeds"


@pytest.fixture
def seeds() -> Path:
    """The official rules texts, when this checkout sits beside ../shared/seeds."""
    if not SEEDS.is_dir():
        pytest.skip("../shared/seeds is not present (the official texts are not shipped)")
    return SEEDS
