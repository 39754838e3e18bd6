"""The HTML report: one self-contained page, a chapter-by-chapter map of clauses.

Everything an engine sent (failure messages) is autoescaped by Jinja2, so a
report never runs or embeds markup from the engine under test.
"""

from __future__ import annotations

from datetime import UTC, datetime

from jinja2 import Environment, PackageLoader, select_autoescape

from tcgjudge import __version__
from tcgjudge.coverage import GameCoverage
from tcgjudge.registry import get_game

LEGEND = (
    ("passed", "passed"),
    ("failed", "failed"),
    ("unsupported", "unsupported by the engine"),
    ("covered", "covered, not run"),
    ("uncovered", "testable, no scenario yet"),
    ("untestable", "not testable (definition, informative, physical, section)"),
)


def render_html(coverage: GameCoverage, official: dict[str, str] | None = None) -> str:
    """The page for ``coverage``; ``official`` maps clause ids to the user's own copy of the text."""
    environment = Environment(
        loader=PackageLoader("tcgjudge.report", "templates"),
        autoescape=select_autoescape(["html", "j2"]),
    )
    template = environment.get_template("coverage.html.j2")
    return template.render(
        game_name=get_game(coverage.game).name,
        documents=coverage.documents,
        chapters=coverage.chapters,
        totals=coverage.totals(),
        run=coverage.run,
        legend=LEGEND,
        official=official or {},
        suite_version=__version__,
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    )
