"""The mutation check: breaking a core rule of the ONE PIECE reference engine fails a scenario.

Runs ``tools/mutation/run_mutants.py`` once for a handful of the mutants the issue names,
limited to the scenarios citing the broken clause (so it stays fast), and asserts each
is KILLED. The whole catalogue is run by hand (docs/mutation.md).
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from tcgjudge.reference.core.tasks import Handlers

from tcgjudge.registry import all_games, clause_index

ROOT = Path(__file__).resolve().parents[1]
MUTATION = ROOT / "tools" / "mutation"
RUNNER = MUTATION / "run_mutants.py"
if str(MUTATION) not in sys.path:
    sys.path.insert(0, str(MUTATION))

import mutant  # noqa: E402
import onepiece as mutants  # noqa: E402  (the One Piece catalogue)

CORE: dict[str, str] = {
    "tie-goes-to-defender": "7-1-4-1",
    "sixth-character": "3-7-6",
    "first-player-draws-turn-one": "6-3-1",
    "don-power-on-opponents-turn": "6-5-5-2",
    "simultaneous-loss-winner": "9-2-1",
}
"""Core mutants of the issue and the clause whose scenarios must catch each."""

MISSING: dict[str, str] = {}
"""Core mutants no scenario can catch yet -> the scenario that is missing (marked xfail, strict)."""


def _case(name: str) -> Any:
    if name in MISSING:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=f"missing scenario: {MISSING[name]}"))
    return name


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """One run of the mutation check over the core mutants: mutant name -> its verdict."""
    report = tmp_path_factory.mktemp("mutants") / "verdicts.json"
    command = [
        sys.executable,
        str(RUNNER),
        "--game",
        "onepiece",
        "--json",
        str(report),
        "--jobs",
        "2",
        "--width",
        "160",
    ]
    for name, clause in CORE.items():
        command += ["--mutant", name, "--clause", clause]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=240, check=False)
    assert proc.returncode in (0, 1), f"run_mutants.py failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["baseline"]["scenarios"] > 0, "the baseline ran no scenario"
    return {m["name"]: m for m in data["mutants"]}


@pytest.mark.parametrize("name", [_case(name) for name in CORE])
def test_core_mutant_is_killed(verdicts: dict[str, dict[str, Any]], name: str) -> None:
    verdict = verdicts[name]
    assert verdict["status"] == "KILLED", f"{name} ({verdict['clause']}) {verdict['status']}: {verdict['error']}"
    assert verdict["caught_by"], name


CATALOGUES: dict[str, ModuleType] = {
    game: importlib.import_module(game) for game in all_games() if (MUTATION / f"{game}.py").is_file()
}
"""Every game's mutation catalogue (``tools/mutation/<game>.py``), by game."""
MINIMUM_MUTANTS = {"onepiece": 60, "legions": 40, "gbf": 60, "cipher": 30}


def _engine_namespace(catalogue: ModuleType) -> dict[str, Any]:
    """Every attribute of every engine module, and every handler table entry (to see patches undone)."""
    out: dict[str, Any] = {}
    for module in catalogue.PATCHER.modules:
        for key, value in vars(module).items():
            if not isinstance(value, ModuleType):
                out[f"{module.__name__}.{key}"] = value
            if isinstance(value, Handlers):  # a table of the typed core: its entries by kind
                for kind, handler in value.handlers.items():
                    out[f"{module.__name__}.{key}[{kind.__name__}]"] = handler
        for table in ("ANSWERS", "OPERATIONS", "HANDLERS"):  # dicts of handlers keyed by an action or answer type
            for key, value in dict(getattr(module, table, {})).items():
                out[f"{module.__name__}.{table}[{key}]"] = value
    return out


def test_the_core_mutants_are_catalogued() -> None:
    assert set(CORE) <= {m.name for m in mutants.CATALOGUE}


def test_a_catalogue_keeps_declaration_order_and_refuses_a_second_declaration() -> None:
    registry = mutant.Catalogue()

    @registry.mutant("b", "3-7-6", "declared first")
    def _b() -> mutant.Patches:
        return []

    registry.add("a", "1-3-3", "declared second", _b)
    assert _b() == []  # the decorator hands the function back unchanged
    assert [(m.name, m.clause, m.description, m.patches) for m in registry.mutants()] == [
        ("b", "3-7-6", "declared first", _b),
        ("a", "1-3-3", "declared second", _b),
    ]
    with pytest.raises(mutant.MutantError, match="'a' is declared twice"):
        registry.mutant("a", "9-2-1", "again")(_b)
    assert len(registry.mutants()) == 2


@pytest.mark.parametrize("game", sorted(CATALOGUES))
def test_catalogue_is_well_formed(game: str) -> None:
    clause_ids = set(clause_index(game))
    catalogue = CATALOGUES[game].CATALOGUE
    names = [m.name for m in catalogue]
    assert len(names) == len(set(names))
    assert len(names) >= MINIMUM_MUTANTS[game]
    for m in catalogue:
        assert m.clause in clause_ids, f"{m.name} cites unknown clause {m.clause}"
        assert m.description


@pytest.mark.parametrize(
    ("game", "case"),
    [(game, case) for game, module in sorted(CATALOGUES.items()) for case in module.CATALOGUE],
    ids=lambda value: value if isinstance(value, str) else value.name,
)
def test_mutant_patches_and_restores_the_engine(game: str, case: mutant.Mutant) -> None:
    catalogue = CATALOGUES[game]
    before = _engine_namespace(catalogue)
    with case.applied():
        during = _engine_namespace(catalogue)
    assert during != before, f"{case.name} changes nothing"
    assert _engine_namespace(catalogue) == before, f"{case.name} left a patch behind"


@pytest.mark.parametrize(("game", "message"), [("nosuchgame", "unknown game")])
def test_a_game_without_a_catalogue_is_a_usage_error(game: str, message: str) -> None:
    proc = subprocess.run(
        [sys.executable, str(RUNNER), "--game", game, "--list"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2 and message in proc.stdout, proc.stdout + proc.stderr


def test_show_prints_an_earlier_runs_table_and_its_status(tmp_path: Path) -> None:
    """``--show FILE`` reprints a ``--json`` run (the tables of docs/mutation.md) and exits as that run did."""
    caught = {"key": "k", "scenario": "7-1-4-1 a scenario", "clause": "7-1-4-1", "outcome": "failed", "message": "m"}
    report = {
        "game": "onepiece",
        "baseline": {"scenarios": 3, "already_failing": []},
        "killed": 1,
        "total": 2,
        "mutants": [
            {"name": "tie-goes-to-defender", "clause": "7-1-4-1", "description": "d", "status": "KILLED",
             "failed": 1, "caught_by": [caught], "error": ""},
            {"name": "never-caught", "clause": "6-5-1", "description": "nothing sees it", "status": "SURVIVED",
             "failed": 0, "caught_by": [], "error": ""},
        ],
    }  # fmt: skip
    saved = tmp_path / "verdicts.json"
    saved.write_text(json.dumps(report), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(RUNNER), "--show", str(saved), "--width", "160"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "tie-goes-to-defender" in proc.stdout and "no scenario: nothing sees it" in proc.stdout
    assert "1/2 mutants killed" in proc.stdout and "3 scenarios" in proc.stdout
    missing = subprocess.run(
        [sys.executable, str(RUNNER), "--show", str(tmp_path / "absent.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert missing.returncode == 2 and "cannot show" in missing.stdout
