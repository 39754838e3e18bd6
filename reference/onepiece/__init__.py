"""Reference engine of the ONE PIECE CARD GAME comprehensive rules."""
