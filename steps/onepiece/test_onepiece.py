"""The ONE PIECE CARD GAME suite: every installed feature file, with the shared and the game's step library.

Run with ``pytest --pyargs tcgjudge.steps.onepiece --tcg-game onepiece``.
"""

from __future__ import annotations

from pytest_bdd import scenarios
from tcgjudge.steps.onepiece.battle_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.card_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.common_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.effect_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.general_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.keyword_steps import *  # noqa: F403
from tcgjudge.steps.onepiece.zone_steps import *  # noqa: F403
from tcgjudge.steps.shared.steps import *  # noqa: F403

from tcgjudge.registry import get_game

scenarios(str(get_game("onepiece").features_dir))
