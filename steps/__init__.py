"""pytest-bdd step definitions, written against the engine interface only."""
