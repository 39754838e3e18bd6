"""Reference engines, one per game."""
