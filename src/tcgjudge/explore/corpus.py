"""The corpus walks start from: every setup a game's scenarios declare, generated states, seeded fresh games.

As fuzzers start from a corpus of inputs, ``tcgjudge explore`` starts from the states the suite's authors
thought of and walks on from them. The scenarios' setups (their card text and keywords included) and the
actions each scenario took are recorded by running the game's suite once against its reference engine
(:mod:`tcgjudge.explore.recorder`), cached by the content of the game's feature files; generated states and
fresh games come from the game's invariant kit (its Hypothesis setup strategies and ``fresh_setup``).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcgjudge.explore.recorder import GAME_VARIABLE, RECORD_VARIABLE, VERSION
from tcgjudge.explore.walker import Start
from tcgjudge.invariants.shared.examples import draw_examples
from tcgjudge.invariants.shared.records import InvariantKit
from tcgjudge.registry import Game

SOURCES = ("scenarios", "states", "fresh")
"""Where starts come from, as ``--corpus`` names them."""
RECORD_TIMEOUT = 600.0


class CorpusError(Exception):
    """The scenarios could not be recorded (the suite does not load)."""


@dataclass
class Corpus:
    """The starts, and for each action type the clauses of the scenarios that take such an action."""

    starts: list[Start] = field(default_factory=list)
    clauses_by_action: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))

    def candidates(self, action_types: Sequence[str], start_clauses: Sequence[str], limit: int = 8) -> list[str]:
        """Clauses a person should look at first: the start's own, then those of scenarios taking these actions."""
        found: list[str] = list(dict.fromkeys(start_clauses))
        counts: Counter[str] = Counter()
        for action_type in action_types:
            counts.update(self.clauses_by_action.get(action_type, Counter()))
        for clause, _ in counts.most_common():
            if clause not in found:
                found.append(clause)
        return found[:limit]


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tcgjudge" / "explore"


def _fingerprint(game: Game, clauses: Sequence[str]) -> str:
    digest = hashlib.sha256(repr((VERSION, sorted(clauses))).encode())
    for path in sorted(game.features_dir.glob("*.feature")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def record_scenarios(game: Game, clauses: Sequence[str] = (), cache: Path | None = None) -> list[dict[str, Any]]:
    """Every game the scenarios start (setup, actions, scenario, clauses), recorded once per version of the features."""
    folder = cache or cache_dir()
    target = folder / f"{game.key}-{_fingerprint(game, clauses)}.jsonl"
    if not target.is_file():
        from tcgjudge.plugin import suite_arguments

        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            partial = Path(scratch) / "record.jsonl"
            command = [
                sys.executable,
                "-m",
                "pytest",
                *suite_arguments(game.key),
                "-p",
                "tcgjudge.explore.recorder",
                "--tcg-engine",
                "tcgjudge.explore.recorder:make_engine",
                "-q",
                "--tb=no",
                "-p",
                "no:cacheprovider",
            ]
            for pattern in clauses:
                command += ["--tcg-clause", pattern]
            env = {**os.environ, RECORD_VARIABLE: str(partial), GAME_VARIABLE: game.key}
            proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=RECORD_TIMEOUT, check=False)
            if proc.returncode not in (0, 1) or not partial.is_file():
                tail = " | ".join((proc.stdout + proc.stderr).strip().splitlines()[-5:])
                raise CorpusError(f"recording {game.key}'s scenarios failed (pytest exited {proc.returncode}): {tail}")
            partial.replace(target)
    records: list[dict[str, Any]] = []
    for line in target.read_text(encoding="utf-8").splitlines():
        if line.strip():
            records.append(json.loads(line))
    return records


def draw_states(kit: InvariantKit, seed: int, count: int) -> list[Start]:
    """``count`` setups drawn from each of the kit's setup strategies but its fresh games, reproducibly per seed."""
    starts: list[Start] = []
    for name, make in kit.setups.items():
        if name == "fresh":
            continue
        unique = {json.dumps(setup, sort_keys=True): setup for setup in draw_examples(make(), seed, count)}
        starts += [Start(setup, f"generated {name} state #{i}") for i, setup in enumerate(unique.values())]
    return starts


def build_corpus(
    game: Game,
    kit: InvariantKit | None,
    sources: Sequence[str],
    seed: int,
    capabilities: frozenset[str],
    clauses: Sequence[str] = (),
    states: int = 40,
    fresh: int = 40,
    cache: Path | None = None,
) -> Corpus:
    """The starts of the sources named, limited to setups the engine under test declares it can build."""
    corpus = Corpus()
    if "scenarios" in sources and game.has_scenarios():
        for record in record_scenarios(game, clauses, cache):
            actions = record.get("actions") or []
            cited = tuple(str(c) for c in record.get("clauses") or [])
            for action in actions:
                corpus.clauses_by_action[str(action.get("type"))].update(cited)
            corpus.starts.append(Start(record["setup"], f"scenario {record.get('scenario')}", cited, tuple(actions)))
    if kit is not None and "states" in sources:
        corpus.starts += draw_states(kit, seed, states)
    if kit is not None and "fresh" in sources:
        corpus.starts += [
            Start(kit.fresh_setup(seed * 1000 + i), f"fresh game, seed {seed * 1000 + i}") for i in range(fresh)
        ]
    if game.setup_needs is not None:
        corpus.starts = [s for s in corpus.starts if game.setup_needs(s.setup) <= capabilities]
    unique: dict[str, Start] = {}
    for start in corpus.starts:
        unique.setdefault(json.dumps([start.setup, start.actions], sort_keys=True), start)
    corpus.starts = list(unique.values())
    return corpus
