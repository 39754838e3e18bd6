"""Step definitions of the One Piece suite."""
