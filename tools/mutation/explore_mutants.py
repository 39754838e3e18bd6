"""The power of ``tcgjudge explore``, measured: how many mutants of a game's catalogue it finds, and how fast.

Each mutant (``tools/mutation/<game>.py``) is a known-wrong engine. This script runs ``tcgjudge explore`` once
per mutant, the mutant served over the protocol (``tcgjudge serve --engine <game>:make_engine`` with
``TCGJUDGE_MUTANT`` set: a mutant patches the reference engine for its whole process, so it cannot share one
with the reference it is compared with), with a per-mutant budget, stopping at its first disagreement
(``--max-disagreements 1``: the time to it is what is measured), and reports the share of mutants found (at
least one disagreement) and the median time to the first disagreement (from the start of the walks).

Usage::

    python tools/mutation/explore_mutants.py --game onepiece --budget 30 [--mutant NAME ...] [--jobs N] [--json FILE]

Exit status: 0 when every mutant was found, 1 when any was missed, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from mutant import ENV, Mutant  # noqa: E402


@dataclass
class Verdict:
    """What explore made of one mutant."""

    mutant: Mutant
    found: bool
    first_s: float | None
    kinds: list[str]
    summary: str
    actions: int
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.mutant.name,
            "clause": self.mutant.clause,
            "description": self.mutant.description,
            "found": self.found,
            "first_disagreement_s": self.first_s,
            "kinds": self.kinds,
            "summary": self.summary,
            "actions": self.actions,
            "error": self.error,
        }


def explore_mutant(game: str, mutant: Mutant, budget: float, corpus: str, workdir: Path, seed: int) -> Verdict:
    out = workdir / mutant.name
    path = os.pathsep.join(p for p in (str(HERE), os.environ.get("PYTHONPATH", "")) if p)
    serve = f"{sys.executable} -m tcgjudge.cli serve --game {game} --engine {game}:make_engine"
    command = [
        sys.executable, "-m", "tcgjudge.cli", "explore", "--game", game, "--engine-cmd", serve,
        "--engine-env", ENV, "--engine-env", "PYTHONPATH", "--budget", str(budget), "--corpus", corpus,
        "--seed", str(seed), "--output-dir", str(out), "--max-disagreements", "1",
    ]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": path, ENV: mutant.name, "COLUMNS": "200"}
    proc = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=budget * 4 + 600)
    report_path = out / "explore.json"
    if not report_path.is_file():
        tail = " | ".join((proc.stdout + proc.stderr).strip().splitlines()[-4:])
        return Verdict(mutant, False, None, [], "", 0, error=f"explore exited {proc.returncode}: {tail}")
    report = json.loads(report_path.read_text(encoding="utf-8"))
    found = report["disagreements"]
    first = min((d["first_seen_s"] for d in found), default=None)
    earliest = min(found, key=lambda d: d["first_seen_s"]) if found else None
    return Verdict(
        mutant,
        bool(found),
        first,
        sorted({d["kind"] for d in found}),
        earliest["summary"][:200] if earliest else "",
        report["stats"]["actions"],
        error=report.get("error", ""),
    )


def markdown(game: str, budget: float, corpus: str, verdicts: list[Verdict]) -> str:
    found = [v for v in verdicts if v.found]
    times = [v.first_s for v in found if v.first_s is not None]
    median = f"{statistics.median(times):.1f} s" if times else "n/a"
    lines = [
        f"**{game}**: explore found {len(found)} of {len(verdicts)} mutants "
        f"({100 * len(found) / max(1, len(verdicts)):.0f}%) within {budget:g} s each (corpus: {corpus}); "
        f"median time to the first disagreement {median}.",
        "",
        "| mutant | clause | found | first disagreement | kind | what differed |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for v in verdicts:
        first = f"{v.first_s:.1f} s" if v.first_s is not None else "–"
        what = (v.summary or v.error).replace("|", "\\|")
        lines.append(
            f"| {v.mutant.name} | {v.mutant.clause} | {'yes' if v.found else '**no**'} | {first} | "
            f"{', '.join(v.kinds)} | {what[:160]} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="onepiece")
    parser.add_argument("--mutant", action="append", default=[])
    parser.add_argument("--budget", type=float, default=30.0, help="seconds of exploring per mutant")
    parser.add_argument("--corpus", default="scenarios,states,fresh")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="mutants explored at once (each an explore and an engine)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args(argv)
    if not (HERE / f"{args.game}.py").is_file():
        print(f"{args.game} has no mutation catalogue", file=sys.stderr)
        return 2
    catalogue: tuple[Mutant, ...] = importlib.import_module(args.game).CATALOGUE
    by_name = {m.name: m for m in catalogue}
    unknown = [name for name in args.mutant if name not in by_name]
    if unknown:
        print(f"unknown mutants: {', '.join(unknown)}", file=sys.stderr)
        return 2
    chosen = [by_name[name] for name in args.mutant] if args.mutant else list(catalogue)
    verdicts: list[Verdict] = []
    with tempfile.TemporaryDirectory() as scratch, ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = [
            pool.submit(explore_mutant, args.game, mutant, args.budget, args.corpus, Path(scratch), args.seed)
            for mutant in chosen
        ]
        for number, future in enumerate(as_completed(futures), start=1):
            verdict = future.result()
            verdicts.append(verdict)
            shown = f"{verdict.first_s:.1f}s" if verdict.first_s is not None else "-"
            print(
                f"[{number}/{len(chosen)}] {verdict.mutant.name}: {'FOUND' if verdict.found else 'missed'} {shown} "
                f"{', '.join(verdict.kinds)} {verdict.summary[:120] or verdict.error[:200]}",
                flush=True,
            )
            if args.json:
                args.json.write_text(json.dumps([v.to_json() for v in verdicts], indent=1) + "\n", encoding="utf-8")
    order = {mutant.name: index for index, mutant in enumerate(chosen)}
    verdicts.sort(key=lambda v: order[v.mutant.name])
    text = markdown(args.game, args.budget, args.corpus, verdicts)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")
    return 0 if all(v.found for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
