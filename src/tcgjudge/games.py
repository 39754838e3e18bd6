"""The games the suite knows: their rules documents, reference engine and scenarios."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Game:
    """A game of the suite. ``engine`` is the reference engine as ``module:factory``, if one exists."""

    key: str
    name: str
    documents: tuple[str, ...]
    engine: str | None = None

    @property
    def steps_package(self) -> str:
        return f"tcgjudge.steps.{self.key}"


GAMES: dict[str, Game] = {
    game.key: game
    for game in (
        Game(
            "onepiece",
            "ONE PIECE CARD GAME",
            ("onepiece",),
            "tcgjudge.reference.onepiece.engine:OnePieceEngine",
        ),
        Game("gbf", "Granblue Fantasy TCG", ("gbf", "gbf-reference")),
        Game("cipher", "Fire Emblem 0 (Cipher)", ("cipher",)),
        Game("legions", "Legions!", ("legions",)),
    )
}


def get_game(key: str) -> Game:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known games: {', '.join(GAMES)}") from None
