"""Regenerate the generated parts of README.md (the coverage table per game, and the notes on document versions).

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
    notes: list[str] = []
    for key in game_keys():
        coverage = build_coverage(key)
        totals = coverage.totals()
        documents = "; ".join(d.label for d in coverage.documents)
        notes += [f"* {d.label}: {d.note}." for d in coverage.documents if d.note]
        rows.append(
            f"| `{key}` | {documents} | {totals['clauses']} | {totals['testable']} | {totals['covered']} "
            f"| {totals['percent']}% |"
        )
    return "\n".join(rows + (["", *notes] if notes else []))


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
