"""Parsed feature files kept on disk, so a run reads each one's parse instead of parsing it again.

Parsing Gherkin was about half of a one-clause ``tcgjudge run`` (0.6 s of 1.2 s: every feature file of the game,
once for pytest-bdd's collection and once for the catalog of the reports), and the project's tests start some
sixty such runs. The parse depends only on the text and the parser's version, so it is stored under the hash
of both in the user's cache folder (``$XDG_CACHE_HOME/tcgjudge/gherkin`` or ``~/.cache/...``;
``TCGJUDGE_GHERKIN_CACHE`` names another, ``off`` turns it off). A folder that cannot be written, or a stored
parse that cannot be read, only means parsing again. Text the parser refuses is never stored: its error is
raised as before.

:func:`parse_gherkin` is the one entry point of the project's own code; :func:`install` makes pytest-bdd's
collection use it too (its ``get_gherkin_document`` builds a fresh ``Parser`` per file).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

import orjson
from gherkin.parser import Parser

CACHE_VARIABLE = "TCGJUDGE_GHERKIN_CACHE"
"""A folder to keep parses in instead of the user's cache folder; ``off`` parses every time."""


def _parser_version() -> str:
    try:
        return metadata.version("gherkin-official")
    except metadata.PackageNotFoundError:
        return "unknown"


VERSION = _parser_version()


def cache_folder() -> Path | None:
    """Where parses are kept (None when turned off)."""
    named = os.environ.get(CACHE_VARIABLE, "")
    if named == "off":
        return None
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tcgjudge" / "gherkin"


def parse_gherkin(text: str) -> dict[str, Any]:
    """The Gherkin parser's document for ``text``, from the cache when it holds it (parse errors propagate)."""
    folder = cache_folder()
    if folder is None:
        return dict(Parser().parse(text))
    key = hashlib.sha256(f"{VERSION}\0{text}".encode()).hexdigest()
    stored = folder / f"{key}.json"
    try:
        document: dict[str, Any] = orjson.loads(stored.read_bytes())
        return document
    except (OSError, orjson.JSONDecodeError):
        pass
    document = dict(Parser().parse(text))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, suffix=".tmp", delete=False) as handle:
            handle.write(orjson.dumps(document))
        os.replace(handle.name, stored)  # whole or absent, even with several workers writing at once
    except OSError:
        pass
    return document


class CachedParser(Parser):
    """gherkin's parser answering from :func:`parse_gherkin` when given text (pytest-bdd's use)."""

    def parse(self, token_scanner: Any, token_matcher: Any = None) -> Any:
        if isinstance(token_scanner, str) and token_matcher is None:
            return parse_gherkin(token_scanner)
        return super().parse(token_scanner, token_matcher)


def install() -> None:
    """Let pytest-bdd's collection read parses from the cache (a pytest-bdd without that module parses as ever)."""
    try:
        from pytest_bdd import gherkin_parser
    except ImportError:
        return
    if getattr(gherkin_parser, "Parser", None) is Parser:
        setattr(gherkin_parser, "Parser", CachedParser)  # noqa: B010 (the name is not exported for typing)
