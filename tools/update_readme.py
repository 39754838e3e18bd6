"""Regenerate the generated parts of README.md (the coverage table per game).

Run ``python tools/update_readme.py`` after adding scenarios; a test fails while
the README is out of date.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tcgjudge.coverage import build_coverage
from tcgjudge.registry import game_keys

README = Path(__file__).resolve().parents[1] / "README.md"
START, END = "<!-- coverage:start -->", "<!-- coverage:end -->"


def coverage_table() -> str:
    rows = [
        "| game | rules documents | clauses | testable | covered | coverage |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for key in game_keys():
        coverage = build_coverage(key)
        totals = coverage.totals()
        documents = "; ".join(f"{d.name} {d.version}" for d in coverage.documents)
        rows.append(
            f"| `{key}` | {documents} | {totals['clauses']} | {totals['testable']} | {totals['covered']} "
            f"| {totals['percent']}% |"
        )
    return "\n".join(rows)


def updated(text: str) -> str:
    block = f"{START}\n{coverage_table()}\n{END}"
    return re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: block, text, flags=re.S)


def main() -> int:
    text = README.read_text(encoding="utf-8")
    new = updated(text)
    if "--check" in sys.argv:
        return 0 if new == text else 1
    README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
