"""tcgjudge: a rules-conformance suite for trading card games."""

__version__ = "0.1.0"
