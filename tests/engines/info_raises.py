"""An in-process engine whose ``info()`` raises (``--engine info_raises:make``): it cannot be judged."""

from __future__ import annotations

from tcgjudge.reference.onepiece.engine import OnePieceEngine


class InfoRaises(OnePieceEngine):
    def info(self) -> object:  # type: ignore[override]
        raise RuntimeError("cannot read my own version file")


def make() -> InfoRaises:
    return InfoRaises()
