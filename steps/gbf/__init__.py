"""Granblue Fantasy TCG steps (docs/gbf-steps.md)."""
