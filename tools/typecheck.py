"""Type-check the whole ``tcgjudge`` package as it is installed, from the source tree.

The top-level folders (games/, reference/, steps/, invariants/, ...) are mapped into
``tcgjudge`` by ``FOLDERS`` in setup.py, which mypy cannot follow through an editable
install. This script lays the same mapping out as links in a temporary folder
and runs ``mypy --strict -p tcgjudge`` on it. Exit status: mypy's.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def folders() -> dict[str, str]:
    """setup.py's ``FOLDERS`` literal, read without running setup.py."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "FOLDERS" for t in node.targets):
            value: dict[str, str] = ast.literal_eval(node.value)
            return value
    raise SystemExit("setup.py defines no FOLDERS mapping")


def main() -> int:
    mapping = folders()
    with tempfile.TemporaryDirectory() as temporary:
        base = Path(temporary)
        shadow = base / "tree"
        # Copy the harness as a tree of links so the mapped folders can sit inside it.
        for source in (ROOT / mapping["tcgjudge"]).rglob("*.py"):
            target = shadow / "tcgjudge" / source.relative_to(ROOT / mapping["tcgjudge"])
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(source)
        for package, folder in mapping.items():
            if package == "tcgjudge":
                continue
            for source in (ROOT / folder).rglob("*.py"):
                relative = Path(*package.split(".")[1:]) / source.relative_to(ROOT / folder)
                target = shadow / "tcgjudge" / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                target.symlink_to(source)
        environment = {**os.environ, "MYPYPATH": str(shadow)}
        command = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "-p", "tcgjudge"]
        return subprocess.run(command, cwd=shadow, env=environment, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(main())
