"""The HTML report: one self-contained page a person acts on.

What a reader needs first comes first: how conformant the engine is (scenarios),
then every failure with its clause, the step that failed and the reason in plain
words, then how much of the rules the suite covers (clauses, counted apart from
scenarios), then the map and every clause. Everything an engine sent (failure
messages) is autoescaped by Jinja2, so a report never runs markup from the engine
under test. Element ids are built from clause ids and positions, so they are valid
and unique whatever characters a clause id holds.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import quote

from jinja2 import Environment, PackageLoader, select_autoescape

from tcgjudge import __version__
from tcgjudge.catalog import Scenario
from tcgjudge.coverage import GameCoverage
from tcgjudge.registry import get_game
from tcgjudge.results import UNSUPPORTED_CAUSES, ScenarioResult, scenario_key
from tcgjudge.rules.citations import display_path
from tcgjudge.rules.index import KINDS

LEGEND = (
    ("passed", "passed"),
    ("failed", "failed"),
    ("unsupported", "not run: the engine lacks a capability (undeclared, or refused when sent)"),
    ("covered", "covered, not run"),
    ("uncovered", "testable, no scenario yet"),
    ("untestable", f"not testable ({', '.join(kind for kind in KINDS if kind != 'rule')})"),
)
STATUS_ORDER = ("failed", "error", "passed", "unsupported", "skipped")
"""The order scenarios are listed in: what needs acting on first."""


def element_id(prefix: str, *parts: str) -> str:
    """A valid HTML id: ``prefix`` and the parts, anything but letters, digits, ``-`` and ``_`` spelled out."""
    text = "-".join(parts)
    return prefix + "-" + re.sub(r"[^A-Za-z0-9_-]", lambda m: f"_{ord(m.group()):x}_", text)


@dataclass(frozen=True)
class ScenarioRow:
    """One scenario result as the page shows it, with the anchors it links to."""

    result: ScenarioResult
    anchor: str
    clause_anchor: str
    source: str
    source_href: str

    @property
    def title_after_clause(self) -> str:
        """The scenario title without the clause id it begins with (the page shows that id just before it)."""
        title, primary = self.result.title, self.result.primary or ""
        return title[len(primary) :].lstrip() if primary and title.startswith(primary + " ") else title


def _rows(
    coverage: GameCoverage, anchors: dict[str, str], clause_anchors: dict[str, str], report_dir: Path
) -> list[ScenarioRow]:
    run = coverage.run
    if run is None:
        return []
    paths = {Path(s.path).name: s.path for s in coverage.scenarios}
    rows = []
    for result in run.results:
        path = paths.get(result.feature)
        shown = display_path(path) if path is not None else result.feature
        rows.append(
            ScenarioRow(
                result,
                anchors.get(scenario_key(result.feature, result.scenario), ""),
                clause_anchors.get(result.primary or "", ""),
                f"{shown}:{result.line}" if result.line else shown,
                source_href(path, result.line, report_dir) if path is not None else "",
            )
        )
    rows.sort(key=lambda row: STATUS_ORDER.index(row.result.outcome))
    return rows


def source_href(path: str, line: int, report_dir: Path) -> str:
    """A link from a page in ``report_dir`` to a line of a source file (named absolute or relative to the working
    folder): the file's path relative to the page where there is one (a page moved with its checkout, or opened
    from a CI artifact beside it, still finds it), else a ``file:`` URL; ``#L<line>`` names the line, as code
    hosts and editors read it (a browser opening the plain file ignores it)."""
    target = Path(path).resolve()
    anchor = f"#L{line}" if line else ""
    try:
        relative = os.path.relpath(target, report_dir.resolve())
    except ValueError:  # another drive (Windows): no relative path exists
        return target.as_uri() + anchor
    return quote(Path(relative).as_posix()) + anchor


def render_html(coverage: GameCoverage, official: dict[str, str] | None = None, report_dir: Path | None = None) -> str:
    """The page for ``coverage``; ``official`` maps clause ids to the user's own copy of the text; ``report_dir`` is
    the folder the page is written to (default: the working folder), which its links to source files start from."""
    folder = report_dir if report_dir is not None else Path.cwd()

    def link(path: str, line: int = 0) -> str:
        return source_href(path, line, folder)

    environment = Environment(
        loader=PackageLoader("tcgjudge.report", "templates"),
        autoescape=select_autoescape(["html", "j2"]),
    )
    clause_anchors = {item.clause.id: element_id("c", item.document, item.clause.id) for item in coverage.clauses()}
    scenario_anchors = {
        scenario_key(s.path, s.name): f"s-{number}" for number, s in enumerate(coverage.scenarios, start=1)
    }

    def scenario_anchor(scenario: Scenario) -> str:
        return scenario_anchors[scenario_key(scenario.path, scenario.name)]

    rows = _rows(coverage, scenario_anchors, clause_anchors, folder)
    run = coverage.run
    template = environment.get_template("coverage.html.j2")
    return template.render(
        game_name=get_game(coverage.game).name,
        documents=coverage.documents,
        chapters=coverage.chapters,
        totals=coverage.totals(),
        run=run,
        counts=run.counts() if run else Counter(),
        agreement=run.clause_agreement() if run else (0, 0),
        rows=rows,
        failures=[row for row in rows if row.result.outcome in ("failed", "error")],
        not_run=run.unsupported_reasons() if run else [],
        causes=run.unsupported_causes() if run else Counter(),
        cause_words=UNSUPPORTED_CAUSES,
        statuses=[status for status in STATUS_ORDER if any(row.result.outcome == status for row in rows)],
        clause_anchors=clause_anchors,
        scenario_anchor=scenario_anchor,
        legend=LEGEND,
        official=official or {},
        citations=coverage.citations,
        source_href=link,
        suite_version=__version__,
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    )
