"""Hypothesis state machines and Z3 models that check any engine."""
