"""The reports of ``tcgjudge explore``: ``explore.json`` (schema ``tcgjudge/schemas/explore.json``), JUnit, HTML.

A baseline is an earlier ``explore.json`` (or any JSON object with an ``accepted`` list of fingerprints): the
disagreements it lists are accepted, so only new ones fail a CI run.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from tcgjudge import __version__
from tcgjudge.explore.compare import KINDS
from tcgjudge.explore.explorer import Finding, Stats


class ExploreBaselineError(Exception):
    """A baseline that cannot be read, or was made for another game."""


@dataclass
class ExploreReport:
    """Everything one exploration found, and how far it went."""

    game: str
    engine: dict[str, Any]
    against: dict[str, Any]
    seed: int
    budget: float
    workers: int
    corpus: dict[str, int]
    stats: Stats
    findings: list[Finding]
    accepted: set[str] = field(default_factory=set)
    error: str = ""

    @property
    def new(self) -> list[Finding]:
        return [f for f in self.findings if f.fingerprint not in self.accepted]

    def to_json(self) -> dict[str, Any]:
        ordered = sorted(self.findings, key=lambda f: (KINDS.index(f.kind), f.seconds))
        return {
            "tool": {"name": "tcgjudge explore", "version": __version__},
            "game": self.game,
            "engine": self.engine,
            "against": self.against,
            "seed": self.seed,
            "budget_s": self.budget,
            "workers": self.workers,
            "finished_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "corpus": self.corpus,
            "stats": {
                "walks": self.stats.walks,
                "actions": self.stats.actions,
                "resyncs": self.stats.resyncs,
                "starts_rejected": self.stats.starts_rejected,
                "seconds": round(self.stats.seconds, 3),
                "actions_per_s": round(self.stats.actions / self.stats.seconds, 1) if self.stats.seconds else 0.0,
            },
            "counts": {kind: sum(1 for f in self.findings if f.kind == kind) for kind in KINDS},
            "new": len(self.new),
            "disagreements": [{**f.to_json(), "accepted": f.fingerprint in self.accepted} for f in ordered],
            "error": self.error,
        }


def load_accepted(path: Path, game: str) -> set[str]:
    """The fingerprints a baseline accepts."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ExploreBaselineError(f"cannot read the baseline {path}: {error}") from None
    if not isinstance(data, dict):
        raise ExploreBaselineError(f"the baseline {path} is not a JSON object")
    if data.get("game", game) != game:
        raise ExploreBaselineError(f"the baseline {path} was made for {data.get('game')}, not {game}")
    if "accepted" in data and isinstance(data["accepted"], list):
        return {str(item) for item in data["accepted"]}
    if isinstance(data.get("disagreements"), list):
        return {str(item.get("fingerprint")) for item in data["disagreements"] if isinstance(item, dict)}
    raise ExploreBaselineError(f"the baseline {path} has neither 'accepted' nor 'disagreements'")


def junit(report: ExploreReport) -> str:
    """One test case per disagreement kind with its findings (failures unless accepted), so CI shows them."""
    suites = ET.Element("testsuites")
    new = report.new
    suite = ET.SubElement(
        suites,
        "testsuite",
        name=f"tcgjudge-explore-{report.game}",
        tests=str(max(1, len(report.findings))),
        failures=str(len(new)),
        errors="1" if report.error else "0",
        skipped=str(len(report.findings) - len(new)),
    )
    if report.error:
        case = ET.SubElement(suite, "testcase", classname=f"{report.game}.explore", name="the engine starts")
        ET.SubElement(case, "error", message="the engine could not be started").text = report.error
    if not report.findings and not report.error:
        ET.SubElement(suite, "testcase", classname=f"{report.game}.explore", name="no disagreement")
    for finding in report.findings:
        case = ET.SubElement(
            suite,
            "testcase",
            classname=f"{report.game}.explore.{finding.kind}",
            name=f"{finding.kind} {finding.fingerprint}: {finding.summary[:150]}",
        )
        if finding.fingerprint in report.accepted:
            ET.SubElement(case, "skipped", message="accepted in the baseline")
        else:
            ET.SubElement(case, "failure", message=finding.summary[:500]).text = finding.scenario
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


def html(report: ExploreReport) -> str:
    environment = Environment(
        loader=PackageLoader("tcgjudge.report", "templates"), autoescape=select_autoescape(["html", "j2"])
    )
    data = report.to_json()
    return environment.get_template("explore.html.j2").render(report=data, kinds=KINDS)


def write_reports(report: ExploreReport, output_dir: Path) -> dict[str, Path]:
    paths = {
        "json": output_dir / "explore.json",
        "junit": output_dir / "explore-junit.xml",
        "html": output_dir / "explore.html",
    }
    paths["json"].write_text(json.dumps(report.to_json(), indent=1) + "\n", encoding="utf-8")
    paths["junit"].write_text(junit(report), encoding="utf-8")
    paths["html"].write_text(html(report), encoding="utf-8")
    return paths
