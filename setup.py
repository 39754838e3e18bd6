"""Package discovery: the repository's top-level folders are installed under the one import name ``tcgjudge``.

``src/tcgjudge`` is the harness; ``games/``, ``reference/``, ``features/``, ``steps/`` and ``invariants/``
(one sub-folder per game in each) become ``tcgjudge.games``, ``tcgjudge.reference``, and so on. Every
sub-folder is found here, so a new game adds no line to ``pyproject.toml`` (all other metadata is there).
"""

from __future__ import annotations

from pathlib import Path

from setuptools import find_namespace_packages, setup

ROOT = Path(__file__).resolve().parent
FOLDERS = {
    "tcgjudge": "src/tcgjudge",
    "tcgjudge.games": "games",
    "tcgjudge.reference": "reference",
    "tcgjudge.features": "features",
    "tcgjudge.steps": "steps",
    "tcgjudge.invariants": "invariants",
}
DATA = ["*.json", "*.feature", "*.j2", "*.ini", "py.typed"]


def packages() -> list[str]:
    found = []
    for name, folder in FOLDERS.items():
        found.append(name)
        found += [f"{name}.{sub}" for sub in find_namespace_packages(str(ROOT / folder)) if "__pycache__" not in sub]
    return sorted(set(found))


setup(
    packages=packages(),
    package_dir=dict(FOLDERS),
    package_data={"": DATA},
)
