"""Collect only the shared invariants and those of the game given by ``--tcg-game``."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """A game's own folder (``invariants/<game>/``) is collected only when that game is judged."""
    path = collection_path.resolve()
    if path.parent != HERE or not path.is_dir() or path.name in ("shared", "__pycache__"):
        return None
    return path.name != config.getoption("--tcg-game", default=None) or None


def pytest_configure(config: pytest.Config) -> None:
    """A misspelt Hypothesis profile is a usage error before anything runs, not a failure of each test."""
    from tcgjudge.invariants.shared.profiles import chosen_profile

    try:
        chosen_profile()
    except ValueError as error:
        raise pytest.UsageError(str(error)) from None
