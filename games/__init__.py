"""The games of the suite: each module declares one game as ``GAME = Game(...)`` (see ``tcgjudge.registry``)."""
