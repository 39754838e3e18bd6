"""The HTML report, parsed as a browser would: valid unique ids, links that resolve, failures first and readable."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tcgjudge.coverage import build_coverage
from tcgjudge.registry import game_keys, get_game
from tcgjudge.report.html import element_id, render_html
from tcgjudge.results import RunResults, ScenarioResult, readable_reason, scenario_key

VALID_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")


@dataclass
class Page(HTMLParser):
    """The ids, in-page links and the text under each id-bearing section of a page."""

    ids: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if attributes.get("id") is not None:
            self.ids.append(str(attributes["id"]))
        href = attributes.get("href")
        if href and href.startswith("#"):
            self.links.append(href[1:])

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Page:
    page = Page()
    page.feed(html)
    return page


def result_for(scenario_name: str, outcome: str, **extra: object) -> ScenarioResult:
    coverage = build_coverage("onepiece")
    scenario = next(s for s in coverage.scenarios if s.name == scenario_name)
    return ScenarioResult(
        key=scenario_key(scenario.path, scenario.name),
        nodeid="n",
        feature=Path(scenario.path).name,
        scenario=scenario.name,
        clauses=scenario.clauses,
        outcome=outcome,  # type: ignore[arg-type]
        line=scenario.line,
        **extra,  # type: ignore[arg-type]
    )


def a_run() -> RunResults:
    names = [s.name for s in build_coverage("onepiece").scenarios]
    failing = result_for(
        names[3],
        "failed",
        failure_kind="assertion",
        message="AssertionError: p1's hand should hold 5 cards, but it holds 4\nassert False",
        steps=("Given a game", "When p1 draws", "Then p1's hand has 5 cards", "And nothing else"),
        failed_step=2,
    )
    crashed = result_for(names[5], "error", failure_kind="engine-error", message="engine crashed: status 7")
    unsupported = result_for(
        names[7],
        "unsupported",
        failure_kind="unsupported",
        message="unsupported: engine lacks x.y",
        unsupported_cause="undeclared",
    )
    refused = result_for(
        names[8],
        "unsupported",
        failure_kind="unsupported",
        message="unsupported: engine refused setup.z (not built yet)",
        unsupported_cause="refused",
    )
    passed = [result_for(name, "passed") for name in names[10:14]]
    engine = {"spec": "cmd:x", "name": "TestEngine", "version": "1"}
    return RunResults(
        "onepiece", "0", [], engine, "now", complete=True, results=[*passed, unsupported, refused, crashed, failing]
    )


@pytest.mark.parametrize("game", game_keys())
def test_every_games_coverage_page_has_valid_unique_ids_and_resolving_links(game: str) -> None:
    page = parse(render_html(build_coverage(game)))
    assert page.ids, "the page has no anchors"
    assert [i for i in page.ids if not VALID_ID.match(i)] == []
    assert len(page.ids) == len(set(page.ids)), "duplicate ids"
    assert set(page.links) - set(page.ids) == set()


def test_a_run_page_lists_failures_first_with_step_reason_and_source() -> None:
    run = a_run()
    html = render_html(build_coverage("onepiece", run))
    page = parse(html)
    assert [i for i in page.ids if not VALID_ID.match(i)] == [] and len(page.ids) == len(set(page.ids))
    assert set(page.links) - set(page.ids) == set()
    failures = html[html.index('id="failures"') : html.index('id="scenarios"')]
    failing, crashed = run.results[-1], run.results[-2]
    for result in (crashed, failing):  # the clause id once, linked to the map, then the rest of the title
        assert result.primary and result.title.startswith(result.primary + " ")
        assert f"{result.primary}</a> ·\n {result.title[len(result.primary) + 1 :]} ·" in failures
    assert not any(result.scenario in failures for result in run.results[:-2])  # passed and unsupported are not
    assert "p1&#39;s hand should hold 5 cards, but it holds 4" in failures
    assert "AssertionError" not in failures and "assert False" not in failures
    assert "Failed at step 3" in failures and 'class="failing">Then p1&#39;s hand has 5 cards' in failures
    assert f"{failing.feature}:{failing.line}" in failures
    assert html.index('id="failures"') < html.index('id="map"')


def test_the_conformance_figure_leads_and_scenario_and_clause_counts_are_apart() -> None:
    html = render_html(build_coverage("onepiece", a_run()))
    assert html.index("66.7% conformant") < html.index('id="scenario-summary"') < html.index('id="clause-summary"')
    assert "4 of 6 scenarios run passed" in html
    not_run = html[html.index('id="not-run"') :]
    assert "engine lacks x.y" in not_run and "unsupported: unsupported" not in html


def test_each_unsupported_scenario_says_whether_it_was_never_sent_or_refused() -> None:
    """The two causes a user acts on differently: declare and build a capability, or see why the engine refused."""
    html = render_html(build_coverage("onepiece", a_run()))
    summary = html[html.index('id="scenario-summary"') : html.index('id="clause-summary"')]
    assert re.search(
        r'id="unsupported-undeclared"><td>[^<]*not sent: the engine does not declare[^<]*</td>'
        r'<td class="n">1</td>',
        summary,
    )
    assert re.search(
        r'id="unsupported-refused"><td>[^<]*refused: sent, and the engine answered unsupported</td>'
        r'<td class="n">1</td>',
        summary,
    )
    not_run = html[html.index('id="not-run"') : html.index('id="failures"')]
    assert re.search(r"<td>not sent: [^<]*</td><td>engine lacks x.y</td>", not_run)
    assert re.search(r"<td>refused: [^<]*</td><td>engine refused setup.z \(not built yet\)</td>", not_run)
    rows = html[html.index('id="scenario-table"') :]
    assert (
        "unsupported, refused: sent, and the engine answered unsupported:</small> <small>engine refused setup.z" in rows
    )
    assert (
        "unsupported, not sent: the engine does not declare a capability it needs:</small> <small>engine lacks x.y"
        in rows
    )


def test_an_unsupported_result_of_an_older_file_has_no_cause_and_says_so() -> None:
    run = a_run()
    old = run.results[4].to_json()
    del old["unsupported_cause"]
    run.results[4] = ScenarioResult.from_json(old)
    assert run.results[4].unsupported_cause == "" and run.unsupported_causes() == {"": 1, "refused": 1}
    not_run = render_html(build_coverage("onepiece", run))
    assert "<td>not recorded</td><td>engine lacks x.y</td>" in not_run


def test_an_incomplete_selected_run_and_an_engine_error_are_stated() -> None:
    run = a_run()
    run.complete, run.selection = False, {"keyword": None, "clauses": ["6-*"], "chapters": []}
    run.engine["error"] = "the engine could not be started: exited with status 2"
    html = render_html(build_coverage("onepiece", run))
    assert "Incomplete run" in html and "--clause &#39;6-*&#39;" in html and "exited with status 2" in html


def test_outline_examples_are_named() -> None:
    example = result_for(build_coverage("onepiece").scenarios[2].name, "failed", example="2-2", message="m")
    assert example.title.endswith("[2-2]")
    run = RunResults("onepiece", "0", [], {"spec": "x", "name": "e", "version": "1"}, "now", results=[example])
    assert example.title in render_html(build_coverage("onepiece", run))


def test_element_ids_stay_valid_for_any_clause_id() -> None:
    for clause in ("RR-アビリティ", "24-4c", "18.5.1.2", "a b"):
        assert VALID_ID.match(element_id("c", "gbf-reference", clause))
    assert element_id("c", "d", "a b") != element_id("c", "d", "a_b")


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ("AssertionError: x should be 2, but it is 3\nassert 3 == 2\n +  where 3 = f()", "x should be 2, but it is 3"),
        ("assert 3 == 2\n +  where 3 = f()", "assert 3 == 2\n +  where 3 = f()"),
        ("engine crashed: status 7", "engine crashed: status 7"),
    ],
)
def test_a_readable_reason_drops_only_the_noise(message: str, reason: str) -> None:
    assert readable_reason(message) == reason


SOURCE_LINK = re.compile(r'<a class="source" href="([^"]+)">([^<]+)</a>')


def source_links(html: str) -> list[tuple[str, str]]:
    """(href, text) of each failure's link to its feature file."""
    failures = html[html.index('id="failures"') : html.index('id="scenarios"')]
    return SOURCE_LINK.findall(failures)


def test_a_failures_feature_file_link_is_relative_to_the_report_and_names_the_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: the link was an absolute ``file://`` URL without a line, dead in a CI artifact. It is the path
    from the report's folder with ``#L<line>``, and shows the path from the working folder with ``:<line>``."""
    from urllib.parse import unquote

    root = get_game("onepiece").features_dir.parents[1]  # the checkout, or site-packages/tcgjudge when installed
    monkeypatch.chdir(root)
    run = a_run()
    report_dir = tmp_path / "out"
    report_dir.mkdir()
    links = source_links(render_html(build_coverage("onepiece", run), {}, report_dir))
    failing = [r for r in run.results if r.outcome in ("failed", "error")]
    assert len(links) == len(failing) == 2
    for href, text in links:
        assert not href.startswith(("file:", "/")), href
        path, _, line = href.partition("#L")
        shown, _, shown_line = text.rpartition(":")
        assert shown.startswith("features/onepiece/") and shown.endswith(".feature") and shown_line == line
        target = (report_dir / unquote(path)).resolve()
        assert target == (root / shown).resolve() and target.is_file()
        assert "Scenario" in target.read_text(encoding="utf-8").splitlines()[int(line) - 1]
    moved = render_html(build_coverage("onepiece", run), {}, root / "tcgjudge-results")
    assert {href for href, _ in source_links(moved)} == {f"../{text.replace(':', '#L')}" for _, text in links}


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_the_report_renders_in_headless_chromium_with_failures_visible(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    page.write_text(render_html(build_coverage("onepiece", a_run())), encoding="utf-8")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
    flags += [f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=2000", "--dump-dom"]
    done = subprocess.run(["chromium", *flags, page.as_uri()], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    dom = done.stdout
    assert 'id="failures"' in dom and "66.7% conformant" in dom
    assert "p1's hand should hold 5 cards" in dom


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_in_headless_chromium_each_failures_source_link_resolves_to_its_feature_files_line(tmp_path: Path) -> None:
    """The browser, not our parser, resolves each failure's link from where the report lies: to the feature file
    itself, at the scenario's line (a probe script appended to the page writes what ``a.href`` resolved to)."""
    from urllib.parse import unquote, urlsplit

    folder = tmp_path / "artifact" / "tcgjudge-results"
    folder.mkdir(parents=True)
    html = render_html(build_coverage("onepiece", a_run()), {}, folder)
    probe = (
        "<script>const out = document.createElement('pre'); out.id = 'resolved'; out.textContent = "
        "[...document.querySelectorAll('#failures ~ .failure a.source')].map(a => a.href + ' ' + a.textContent)"
        ".join(String.fromCharCode(10)); document.body.append(out);</script>"
    )
    page = folder / "report.html"
    page.write_text(html.replace("</body>", probe + "</body>"), encoding="utf-8")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
    flags += [f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=2000", "--dump-dom"]
    done = subprocess.run(["chromium", *flags, page.as_uri()], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    resolved = re.search(r'<pre id="resolved">(.*?)</pre>', done.stdout, flags=re.DOTALL)
    assert resolved is not None, done.stdout[-2000:]
    lines = resolved.group(1).strip().splitlines()
    assert len(lines) == 2, lines
    for entry in lines:
        url, text = entry.split(" ", 1)
        parts = urlsplit(url)
        assert parts.scheme == "file" and parts.fragment == f"L{text.rpartition(':')[2]}", entry
        target = Path(unquote(parts.path))
        assert target.is_file() and target.name == Path(text.rpartition(":")[0]).name, entry
        assert "Scenario" in target.read_text(encoding="utf-8").splitlines()[int(parts.fragment[1:]) - 1]
