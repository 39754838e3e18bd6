"""JUnit XML that CI systems show well: each test case named by its scenario (which starts with its clause).

pytest names a pytest-bdd test case after the generated test function and points ``file`` at
pytest-bdd's own module. After the run, each test case that carries the suite's properties is
renamed: ``name`` the scenario title (plus its Examples row), ``classname`` ``<game>.chapter-<N>``
(chapters from the game's rule index), ``file`` and ``line`` the feature file and the scenario's line. An
unsupported scenario's ``skipped`` message says its cause (``unsupported_cause`` property): never sent, as the
engine does not declare what it needs, or refused by the engine.
"""

from __future__ import annotations

import io
import os
import xml.etree.ElementTree as ET
from pathlib import Path

from tcgjudge.registry import chapter_of
from tcgjudge.results import UNSUPPORTED_CAUSES, UNSUPPORTED_PREFIX, write_text_atomic

_REPORT_ONLY_PROPERTIES = frozenset({"steps", "failed_step"})
"""Properties kept for results.json and the HTML report; CI systems show them as clutter."""


def _shown_path(path: str) -> str:
    """The feature file relative to the working directory when it lies under it (as CI annotations expect)."""
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return path if relative.startswith("..") else relative


def retitle(path: Path) -> None:
    """Rename the test cases of the JUnit file ``path`` after their scenarios, in place."""
    tree = ET.parse(path)
    for case in tree.iter("testcase"):
        properties = {p.get("name"): p.get("value") or "" for p in case.iter("property")}
        scenario, game = properties.get("scenario"), properties.get("game")
        if not scenario or not game:
            continue
        example = properties.get("example")
        case.set("name", f"{scenario} [{example}]" if example else scenario)
        case.set("classname", f"{game}.chapter-{chapter_of(game, properties.get('clause', '')) or 'unknown'}")
        if properties.get("feature"):
            case.set("file", _shown_path(properties["feature"]))
        if properties.get("line"):
            case.set("line", properties["line"])
        cause = properties.get("unsupported_cause", "")
        for skipped in case.iter("skipped") if cause in UNSUPPORTED_CAUSES else ():
            reason = (skipped.get("message") or "").removeprefix(UNSUPPORTED_PREFIX).strip()
            skipped.set("message", f"unsupported, {UNSUPPORTED_CAUSES[cause]}: {reason}")
        for bulky in [p for p in case.iter("property") if p.get("name") in _REPORT_ONLY_PROPERTIES]:
            for holder in case.iter("properties"):
                if bulky in list(holder):
                    holder.remove(bulky)
    buffer = io.BytesIO()
    tree.write(buffer, encoding="utf-8", xml_declaration=True)
    write_text_atomic(path, buffer.getvalue().decode("utf-8"))


def empty_junit(game: str, engine_error: str) -> str:
    """The JUnit file of a run whose engine could not be started: one errored test case saying why."""
    suites = ET.Element("testsuites")
    suite = ET.SubElement(
        suites, "testsuite", name=f"tcgjudge-{game}", tests="1", errors="1", failures="0", skipped="0"
    )
    case = ET.SubElement(suite, "testcase", classname=f"{game}.engine", name="the engine starts")
    ET.SubElement(case, "error", message="the engine could not be started").text = engine_error
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"
